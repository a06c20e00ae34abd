"""HoDoKu 2.2's techniques as families of the engine (docs/hodoku.md): one module per group of
HoDoKu's solvers, each family one of HoDoKu's StepConfigs (knowledge_base/hodoku.toml)."""
