"""Corpus work: many puzzles at once.  The result store (store), its statistics (statistics),
batch rating into a store (batch), the file formats of results (json_lines, tsv) and the data
tables read by the tests, benchmarks and experiments (tables).

Above the services it runs (sudorules.services) and below the reports that print it
(docs/ARCHITECTURE.md, tests/test_layers.py)."""
