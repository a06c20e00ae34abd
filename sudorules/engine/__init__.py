"""The production system: the Experta engine that runs a theory under a strategy (engine.py),
its agenda and facts, the knowledge base loader, and the Rete matcher (rete.py)."""
