"""U+W and the order in which same-length whips are tried on their targets (issue 41, item 6).

U+W is not confluent: whether a unique rectangle applies depends on which same-length whips
fired before it.  Our chain families try their targets in increasing label order, and a Sudoku
label is cell-major (`cell * 9 + digit`: r1c1n1, r1c1n2, ..., r1c2n1, ...); CSP-Rules' labels
are digit-major (`nrc-to-label`: n * f2 + r * f1 + c, SudoRules-V20.1/GENERAL/background.clp).
This experiment rates U+W rows with the targets tried in either order, without changing the
package: `label` replaces, for this process only, the enumeration of ChainFamily.find
(chain_family's `targets`, "in increasing label order") by one sorted in CSP-Rules' label
order (digit, row, column).

Rows: the 1473 of experiments/results/uniqueness_agreement.jsonl (the U+W agreement sample,
docs/uniqueness-agreement.md) and the rows of origin `extra` already in the results table
(1,486 other folder-000 rows: 1,500 drawn with seed 41, their published U+W read from
CSP-Rules-Examples Sudoku-b/cbg-000/U+W-ratings-000.txt, less the 14 where it differs from W,
rows the shared copy holds out and that stay out of the project).  Results: one row per puzzle in
experiments/results/uniqueness_target_order.tsv (key, origin, W, published U+W, ours with the
cell-major order, ours with CSP-Rules' label order, the uniqueness rules fired in label order,
unsound steps in label order).

    nice -n 10 .venv/bin/python experiments/uniqueness_target_order.py      # about 10 min
"""
from __future__ import annotations

import sys
from pathlib import Path


from common import RESULTS, load

import uniqueness_agreement as agreement

TABLE = RESULTS / "uniqueness_target_order.tsv"
COLUMNS = ["key", "origin", "W", "published", "cell", "label", "fired_label", "unsound_label"]


def csp_rules_order(z: int) -> int:
    """A 9x9 Sudoku label's rank in CSP-Rules' label order (digit, row, column)."""
    cell, digit = divmod(z, 9)
    return digit * 81 + cell


def set_order(order: str) -> None:
    """The chain searches' targets in CSP-Rules' label order ("label") or in ours ("ours")."""
    from sudorules.csp.rules.chains import chain_family
    ours = _OURS.setdefault("targets", chain_family.targets)
    chain_family.targets = ((lambda depths, n: sorted(ours(depths, n), key=csp_rules_order))
                            if order == "label" else ours)


_OURS: dict = {}  # chain_family.targets as the package has it


def _rows() -> list[dict]:
    rows = {r["key"]: {"key": r["key"], "puzzle": r["puzzle"], "W": r["W"], "published": r["published"],
                       "origin": r["origin"]} for r in load(agreement.NAME)}
    if TABLE.exists():
        for line in TABLE.read_text(encoding="utf-8").splitlines()[1:]:
            f = dict(zip(["puzzle", *COLUMNS], line.split("\t")))
            if f["origin"] == "extra":
                rows.setdefault(f["key"], {k: f[k] for k in ("key", "puzzle", "W", "published", "origin")})
    return list(rows.values())


def main() -> None:
    items = _rows()
    out: dict[str, dict] = {}
    for order in ("cell", "label"):
        set_order(order)
        for item in items:
            r = agreement.work(dict(item))
            rec = out.setdefault(item["key"], dict(item))
            rec[order] = r.get("ours", r["status"])
            if order == "label":
                rec["fired_label"] = ",".join(r.get("fired", [])) or "-"
                rec["unsound_label"] = ",".join(r.get("unsound", [])) or "-"
        print(order, sum(out[i["key"]][order] == i["published"] for i in items), "/", len(items), file=sys.stderr)
    lines = ["\t".join(["puzzle", *COLUMNS])]
    lines += ["\t".join([r["puzzle"], *(str(r[c]) for c in COLUMNS)]) for r in out.values()]
    TABLE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for order in ("cell", "label"):
        agree = sum(r[order] == r["published"] for r in out.values())
        print(f"{order}: {agree} / {len(out)} equal to the published U+W")
    print("rows where the orders differ:",
          [(r["key"], r["published"], r["cell"], r["label"]) for r in out.values() if r["cell"] != r["label"]])


if __name__ == "__main__":
    main()
