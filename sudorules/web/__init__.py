"""`sudorules serve`: the workbench in the browser (docs/serve.md).

* `workbench`: one browser tab's work: its puzzle, the path stepped so far (undo/redo), its
  theory and strategy, hand edits of candidates (staged solving);
* `salience_edits`: a strategy made of a table of numbers the user edited (no code from the client);
* `jobs`: long work (ratings, confluence, all the steps) in worker threads, with progress and
  a cancel that stops the search at its next deadline check;
* `tabs`: the bounded set of open workbenches, one per tab, the idle ones expiring;
* `server`: the Starlette application (one page, its assets, a small JSON API), served by uvicorn.

The package sits on the public API (sudorules.api), the pictures (sudorules.render) and the
reports' text (sudorules.report); the command `sudorules serve` (sudorules.cli.serve) starts it.
"""
