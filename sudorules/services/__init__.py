"""The services that turn a theory and a puzzle into a run: engines built from theories and
strategies (construct), the session that caches them (session), users' rule modules
(userrules), ratings (rating), T&E runs (trials), confluence checks (confluence_check), staged
solving (staged), puzzle generation (generation) and run budgets (budget).

They sit above the rule layers (csp, engine, sudoku) and below the BERT front end, the corpus
work, the renderers and the API façade (docs/ARCHITECTURE.md, tests/test_layers.py)."""
