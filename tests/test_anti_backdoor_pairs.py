"""Anti-backdoor pairs (CSP-Rules' find-anti-backdoor-pairs; sudorules.services.queries,
`backdoors --pairs`): CSP-Rules-Examples' published W1 pairs of Urhegyi 8.5 reproduced (the pairs
with given candidates by default, all of them in the slow test), each pair checked by construction
(W1 solves the state with both candidates removed), bad requests located."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sudorules import api
from sudorules.cli import main
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle

DATA = Path(__file__).parent / "data"
W1 = str(DATA / "theories" / "W1.toml")
# CSP-Rules-Examples Sudoku-a/Urhegyi-8.5/Urhegy-8.5.clp, section 3: "(init-sukaku-list ?*RS*)
# (find-sukaku-anti-backdoor-pairs ?*RS*)" with Whips[1], RS the state after Singles and whips[1]
# (198 candidates); its pairs: W1-anti-backdoor-pairs.txt (tests/data/README.md)
RS = (DATA / "urhegyi_rs_after_w1.txt").read_text()


def published() -> set[frozenset[str]]:
    """The published pairs: the file's header says 1942 but its list holds 1942 candidates,
    971 pairs (no pair twice)."""
    text = (DATA / "urhegyi_w1_anti_backdoor_pairs.txt").read_text()
    names = re.findall(r"n\dr\dc\d", text.split("(create$")[1])
    pairs = {frozenset(names[i:i + 2]) for i in range(0, len(names), 2)}
    assert len(names) == 1942 and len(pairs) == 971
    return pairs


def _ours(within: list[str]) -> tuple[set[frozenset[str]], object]:
    found = api.anti_backdoor_pairs(RS, W1, within=within, require_unique=False)
    name = Notation(parse_puzzle(RS).model).candidate
    return {frozenset((name(a), name(b))) for a, b in found.pairs}, found


@pytest.mark.parametrize("within", [["n7r1c3"], ["n4r1c3", "n5r2c9"]])
def test_published_pairs_with_candidates(within):
    """CSP-Rules' find-anti-backdoor-pairs-with-one-cand-in-list: the published pairs that hold
    one of the candidates, exactly (n7r1c3 is an anti-backdoor itself: its pairs are every false
    candidate; n4r1c3 and n5r2c9 are not)."""
    ours, found = _ours(within)
    expected = {p for p in published() if p & set(within)}
    assert ours == expected and len(expected) > 20
    assert found.candidates == 198 and found.rating_type == "W1"


def test_pairs_by_construction():
    """W1 solves the state with a found pair's two candidates removed; it does not with a
    pair of the same candidate that was not found, nor with either one of a pair removed alone
    (n4r1c3 is no anti-backdoor)."""
    ours, _ = _ours(["n4r1c3"])
    grid = [cell for cell in RS.split()]

    def without(*names: str) -> str:
        cells = list(grid)
        for n in names:
            d, r, c = n[1], int(n[3]), int(n[5])
            cells[9 * (r - 1) + c - 1] = cells[9 * (r - 1) + c - 1].replace(d, "")
        return "\n".join(" ".join(cells[9 * i:9 * i + 9]) for i in range(9))

    pair = sorted(sorted(p) for p in ours)[0]
    assert api.solve(without(*pair), W1, require_unique=False).solved
    assert not api.solve(without("n4r1c3"), W1, require_unique=False).solved
    other = next(n for n in ("n9r1c3", "n8r1c6", "n5r2c1", "n4r2c1") if frozenset(("n4r1c3", n)) not in ours)
    assert not api.solve(without("n4r1c3", other), W1, require_unique=False).solved


def test_cli_pairs(capsys, tmp_path):
    state = tmp_path / "rs.txt"
    state.write_text(RS)
    assert main(["backdoors", str(state), "-t", W1, "--pairs", "--within", "n7r1c3",
                 "--no-uniqueness-check", "--quiet"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "198 candidates, 196 pairs tried"
    n = int(lines[2].split()[0])
    assert lines[2] == f"{n} W1-ANTI-BACKDOOR-PAIRS FOUND:" and n == len(lines[3].split("     "))
    assert lines[3].startswith("n4r1c3 n7r1c3     n7r1c3 ")
    assert main(["backdoors", str(state), "-t", W1, "--pairs", "--within", "r1c3=7", "--no-uniqueness-check",
                 "--format", "json", "--quiet"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert len(record["anti_backdoor_pairs"]) == n and record["tried"] == 196


def test_bad_requests(capsys):
    assert main(["backdoors", RS.replace("\n", " "), "--within", "n7r1c3"]) == 2
    assert "--within needs --pairs" in capsys.readouterr().err
    assert main(["backdoors", "-t", W1, "--pairs", "--within", "n7r1c0", "--no-uniqueness-check", RS]) == 2
    assert "CANDIDATE" in capsys.readouterr().err
    assert main(["backdoors", "-t", W1, "--pairs", "--one-step", RS]) == 2
    assert "--pairs" in capsys.readouterr().err


@pytest.mark.slow
def test_all_published_pairs():
    """All 971 published W1 pairs of the 198-candidate state, no more, no fewer."""
    ours, found = _ours([])
    assert ours == published()
    assert found.tried == 198 * 197 // 2 - 28  # the 28 pairs of a bivalue variable are not tried
