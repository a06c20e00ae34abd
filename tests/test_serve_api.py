"""`sudorules serve`'s JSON API through Starlette's test client (issue 47): every endpoint, two
tabs that keep their own states, a long rating cancelled while the server answers others, and
the CLI's bad input replayed through the API (each case a one-line located message and a 4xx,
the same message as the CLI's, never a 500)."""
from __future__ import annotations

import contextlib
import io
import time

import pytest
from hypothesis import given, settings, strategies as st

pytest.importorskip("starlette", reason="serve needs starlette (pip install '.[serve]')")

from starlette.testclient import TestClient  # noqa: E402

import sudorules  # noqa: E402
from sudorules.api import DEFAULT_PUZZLE  # noqa: E402
from sudorules.cli import main  # noqa: E402
from sudorules.web.server import MAX_BODY, create_app  # noqa: E402
from test_fuzz_cli import FUZZ, puzzle_texts  # noqa: E402  (the CLI fuzz's puzzle strings, replayed)

P0 = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"  # BRT solves it
NONE = "12345678." + "........9" + "." * 63  # no solution
GB_LONG = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # W5; gB runs long
TE3 = "1.3.56....571.9...69.37......1.93..75.96.73.....51.......96..........4....5...86."  # T&E(3): depth 2 fails
# after some 50,000 hypotheses (csprules_examples.tsv, mith's T&E(3) #1): a job of minutes


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(), raise_server_exceptions=False) as c:
        yield c


def new_tab(client, puzzle: str | None = None) -> str:
    r = client.post("/api/tabs")
    assert r.status_code == 200, r.text
    tab = r.json()["tab"]
    if puzzle is not None:
        assert client.post(f"/api/tabs/{tab}/puzzle", json={"text": puzzle}).status_code == 200
    return tab


def run_job(client, tab: str, kind: str, params: dict | None = None, wait: float = 5.0) -> dict:
    """A job to its end (polled past the request's own wait)."""
    job = client.post(f"/api/tabs/{tab}/jobs", json={"kind": kind, "params": params or {}, "wait": wait}).json()
    end = time.monotonic() + 120
    while job["status"] in ("queued", "running") and time.monotonic() < end:
        time.sleep(0.05)
        job = client.get(f"/api/tabs/{tab}/jobs/{job['id']}").json()
    return job


def one_line_error(response, status: int) -> str:
    assert response.status_code == status, (response.status_code, response.text)
    message = response.json()["error"]
    assert message and "\n" not in message and "Traceback" not in message
    return message


# -- the page and the knowledge base --------------------------------------------------------------------
def test_the_page_and_its_assets_are_served_locally(client):
    page = client.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    for asset in ("/static/workbench.js", "/static/workbench.css"):
        assert asset in page.text and client.get(asset).status_code == 200
    assert "http://" not in page.text and "https://" not in page.text  # no CDN: everything from the server
    assert client.get("/static/../server.py").status_code == 404  # no file outside the assets


def test_knowledge_lists_the_theories_and_strategies_of_the_knowledge_base(client):
    k = client.get("/api/knowledge").json()
    assert {"BRT", "W", "gB", "standard", "SER", "HoDoKu"} <= set(k["theories"])
    assert "simplest-first" in [s["name"] for s in k["strategies"]]
    assert k["default_puzzle"] == DEFAULT_PUZZLE and k["defaults"]["theory"] == "standard"
    assert k["defaults"]["confluence_strategies"] == list(sudorules.api.CONFLUENCE_STRATEGIES)


# -- the path: next step, all steps, undo/redo, goto, pictures ----------------------------------------
def test_stepping_to_the_end_gives_solve_s_grid_and_undo_goes_back(client):
    tab = new_tab(client)
    view = client.get(f"/api/tabs/{tab}").json()
    assert view["puzzle"] == DEFAULT_PUZZLE and view["cursor"] == 0 and not view["can_undo"]
    assert view["svg"].startswith("<svg") and len(view["candidates"]) == 217 and view["theory"] == "standard"
    client.post(f"/api/tabs/{tab}/puzzle", json={"text": P0})
    client.post(f"/api/tabs/{tab}/settings", json={"theory": "BRT"})
    first = run_job(client, tab, "next")
    assert first["status"] == "done" and first["result"]["steps"] == 1
    view = client.get(f"/api/tabs/{tab}").json()
    assert view["steps"][0]["text"] == sudorules.next_step(P0, "BRT").text  # CSP-Rules' line, as `hint`'s
    assert run_job(client, tab, "all")["result"]["status"] == "solved"
    view = client.get(f"/api/tabs/{tab}").json()
    expected = sudorules.solve(P0, "BRT")
    assert view["solved"] and view["values"] == expected.puzzle.solution_line(expected.state.values)
    assert [s["text"] for s in view["steps"]] == [v.text for v in map(expected.view, range(1, view["cursor"] + 1))]
    n = view["cursor"]
    picture = client.get(f"/api/tabs/{tab}/steps/{n}.svg")
    assert picture.status_code == 200 and picture.text.startswith("<svg") and "image/svg" in picture.headers[
        "content-type"]
    for _ in range(3):
        view = client.post(f"/api/tabs/{tab}/undo").json()
    assert view["cursor"] == n - 3 and view["can_redo"]
    view = client.post(f"/api/tabs/{tab}/goto", json={"frame": 0}).json()
    assert view["cursor"] == 0 and view["values"] == P0
    assert "nothing to undo" in one_line_error(client.post(f"/api/tabs/{tab}/undo"), 400)
    assert client.post(f"/api/tabs/{tab}/redo").json()["cursor"] == 1
    assert client.post(f"/api/tabs/{tab}/goto", json={"frame": n}).json()["solved"]
    assert "no frame" in one_line_error(client.post(f"/api/tabs/{tab}/goto", json={"frame": n + 1}), 400)


def test_steps_one_at_a_time_then_all_are_solve_s_path(client):
    """The page's path is the engine's from each frame's own state: the README's puzzle under
    `standard`, two steps and then the rest, prints `solve`'s lines, z-chains and all."""
    tab = new_tab(client)
    run_job(client, tab, "next")
    run_job(client, tab, "next")
    run_job(client, tab, "all")
    expected = sudorules.solve(DEFAULT_PUZZLE)
    lines = [s["text"] for s in client.get(f"/api/tabs/{tab}").json()["steps"]]
    assert lines == [expected.view(k).text for k in range(1, len(expected.printed_steps) + 1)]


def test_a_pencilmark_grid_pasted_back_is_the_same_state(client):
    tab = new_tab(client)
    run_job(client, tab, "next")
    run_job(client, tab, "next")
    view = client.get(f"/api/tabs/{tab}").json()
    other = new_tab(client, view["grid"])  # the grid the page shows under the picture, as `solve` prints it
    pasted = client.get(f"/api/tabs/{other}").json()
    assert [c[0] for c in pasted["candidates"]] == [c[0] for c in view["candidates"]]
    assert pasted["values"] == view["values"] and pasted["cursor"] == 0


def test_two_tabs_keep_their_own_states(client):
    a, b = new_tab(client, P0), new_tab(client, DEFAULT_PUZZLE)
    client.post(f"/api/tabs/{a}/settings", json={"theory": "BRT"})
    run_job(client, a, "all")
    run_job(client, b, "next")
    va, vb = client.get(f"/api/tabs/{a}").json(), client.get(f"/api/tabs/{b}").json()
    assert va["solved"] and va["theory"] == "BRT" and va["puzzle"] == P0
    assert not vb["solved"] and vb["cursor"] == 1 and vb["theory"] == "standard" and vb["puzzle"] == DEFAULT_PUZZLE
    job = run_job(client, a, "next")
    assert client.get(f"/api/tabs/{b}/jobs/{job['id']}").status_code == 404  # a tab sees its own jobs only


# -- theory, strategy, saliences --------------------------------------------------------------------------
def test_the_theory_changes_the_path_and_the_edited_saliences_change_the_order(client):
    tab = new_tab(client)
    view = client.post(f"/api/tabs/{tab}/settings", json={"theory": "SER"}).json()
    assert view["theory"] == "SER"
    run_job(client, tab, "next")
    text = client.get(f"/api/tabs/{tab}").json()["steps"][0]["text"]
    assert text.startswith("Pointing (2.6)")  # Sudoku Explainer's wording under SER
    client.post(f"/api/tabs/{tab}/settings", json={"theory": "W"})
    table = client.get(f"/api/tabs/{tab}/saliences").json()
    rows = table["rows"]
    assert table["theory"] == "W" and rows[0][2] > rows[-1][2]  # highest first
    assert [r[0] for r in rows[:3]] == ["naked-single", "hidden-single", "whip"] and rows[2][1] == 1
    client.post(f"/api/tabs/{tab}/undo")
    run_job(client, tab, "next")
    assert client.get(f"/api/tabs/{tab}").json()["steps"][0]["text"].startswith("whip[1]: c1n6{r1 .}")
    top = max(r[2] for r in rows)
    edited = [[f, n, s - 2 * top if (f, n) == ("whip", 1) else s] for f, n, s in rows]  # whip[1] last
    answer = client.post(f"/api/tabs/{tab}/saliences", json={"rows": edited}).json()
    assert answer["edited"] and answer["strategy"].endswith("(edited)") and answer["rows"][-1][:2] == ["whip", 1]
    client.post(f"/api/tabs/{tab}/undo")
    run_job(client, tab, "next")
    assert client.get(f"/api/tabs/{tab}").json()["steps"][0]["text"].startswith("whip[2]")  # the path changed
    client.post(f"/api/tabs/{tab}/settings", json={"strategy": "simplest-first"})  # back to the shipped table
    assert not client.get(f"/api/tabs/{tab}/saliences").json()["edited"]


@pytest.mark.parametrize("rows,message", [
    ("no", "must be a list"),
    ([["whip", 1]], "row 1: a row is [family, length, salience]"),
    ([["whip", 1, "high"]], "row 1: a row is [family (text), length (integer), salience (integer)]"),
    ([["braid", 3, 10]], "braid[3] is not a technique of this theory"),
    ([["whip", 1, 10**9]], "a salience must be between"),
    ([["whip", 1, 1], ["whip", 1, 2]], "whip[1] is given twice"),
    ([["whip", 1, 1]], "the table leaves out"),
])
def test_bad_salience_tables_are_refused_in_one_line(client, rows, message):
    tab = new_tab(client)
    client.post(f"/api/tabs/{tab}/settings", json={"theory": "W"})
    assert message in one_line_error(client.post(f"/api/tabs/{tab}/saliences", json={"rows": rows}), 400)


# -- staged solving and the questions on a state --------------------------------------------------------
def test_a_candidate_removed_by_hand_is_a_step_and_the_run_goes_on_from_it(client):
    tab = new_tab(client, P0)  # r1c1 holds 1 or 7; its solution is 1
    view = client.post(f"/api/tabs/{tab}/by-hand", json={"candidate": "r1c1=7", "action": "eliminate"}).json()
    assert view["cursor"] == 1 and view["steps"][0]["by_hand"] and "n7r1c1 eliminated" in view["steps"][0]["text"]
    assert "n7r1c1" not in [c[0] for c in view["candidates"]] and "n1r1c1" in [c[0] for c in view["candidates"]]
    client.post(f"/api/tabs/{tab}/settings", json={"theory": "BRT"})
    run_job(client, tab, "next")  # the run goes on from the hand-edited state: r1c1 is now a naked single
    assert client.get(f"/api/tabs/{tab}").json()["steps"][1]["text"] == "naked-single ==> r1c1 = 1"
    assert run_job(client, tab, "all")["status"] == "done"
    assert client.get(f"/api/tabs/{tab}").json()["solved"]
    client.post(f"/api/tabs/{tab}/goto", json={"frame": 0})
    for candidate, action in (("n1r1c1", "eliminate"), ("n7r1c1", "assert")):  # wrong moves: no solution
        assert client.post(f"/api/tabs/{tab}/by-hand", json={"candidate": candidate, "action": action}).status_code \
            == 200
        job = run_job(client, tab, "next")  # the wrong move shows at the next step: the state has no solution
        assert job["status"] == "failed" and job["error"] == "puzzle has no solution"
        client.post(f"/api/tabs/{tab}/undo")
    assert "step 1 was made by hand" in one_line_error(client.get(f"/api/tabs/{tab}/steps/1.svg"), 400)
    assert "CANDIDATE: the candidate is not open" in one_line_error(
        client.post(f"/api/tabs/{tab}/by-hand", json={"candidate": "n4r1c4", "action": "eliminate"}), 400)


def test_eliminate_backdoors_te_depth_ratings_confluence_and_report(client):
    tab = new_tab(client, DEFAULT_PUZZLE)
    cli = sudorules.eliminate(DEFAULT_PUZZLE, "n6r1c2", "W")
    job = run_job(client, tab, "eliminate", {"candidate": "n6r1c2", "theory": "W"})
    assert job["result"]["step"] == cli and cli.startswith("whip[1]")
    job = run_job(client, tab, "eliminate", {"candidate": "n6r1c1", "theory": "W"})  # the solution's value
    assert job["result"]["step"] is None
    tab = new_tab(client, P0)
    assert "BRT-BACKDOOR" in "\n".join(run_job(client, tab, "backdoors", {"theory": "BRT"})["result"]["lines"])
    assert run_job(client, tab, "te-depth", {"max_depth": 1})["result"]["depth"] == 0
    ratings = run_job(client, tab, "rate", {"theories": ["BRT", "W"]})["result"]["ratings"]
    assert [(r["theory"], r["rating"], r["status"]) for r in ratings] == [("BRT", "0", "solved"), ("W", "0", "solved")]
    assert ratings[0]["line"] == f"{P0}\tBRT=0\t{ratings[0]['seconds']:.2f}s"  # as `rate` prints it
    job = run_job(client, tab, "confluence", {"theory": "BRT", "strategies": ["simplest-first", "subsets-last"]})
    assert job["result"]["confluent"] and "CONFLUENT" in job["result"]["lines"][1]
    client.post(f"/api/tabs/{tab}/settings", json={"theory": "BRT"})
    report = run_job(client, tab, "report")
    page = client.get(report["result"]["url"])
    assert page.status_code == 200 and page.text.startswith("<!DOCTYPE html>") and "theory BRT" in page.text
    assert "not a finished report" in one_line_error(client.get(f"/api/tabs/{tab}/reports/{job['id']}"), 400)
    assert len(client.get(f"/api/tabs/{tab}/jobs").json()["jobs"]) >= 5


def test_a_long_job_is_cancelled_while_the_server_answers_other_tabs(client):
    long, other = new_tab(client, TE3), new_tab(client, P0)
    job = client.post(f"/api/tabs/{long}/jobs", json={"kind": "te-depth", "params": {"max_depth": 3}}).json()
    assert job["status"] in ("queued", "running")
    end = time.monotonic() + 60
    while client.get(f"/api/tabs/{long}/jobs/{job['id']}").json()["checks"] < 1000 and time.monotonic() < end:
        time.sleep(0.05)  # the T&E search is under way
    client.post(f"/api/tabs/{other}/settings", json={"theory": "BRT"})
    assert run_job(client, other, "all")["status"] == "done"  # meanwhile the other tab is served, and solved
    assert client.get(f"/api/tabs/{other}").json()["solved"]
    assert client.get(f"/api/tabs/{long}").status_code == 200  # and the busy tab's own state too
    running = client.get(f"/api/tabs/{long}/jobs/{job['id']}").json()
    assert running["status"] == "running", running
    cancelled = client.delete(f"/api/tabs/{long}/jobs/{job['id']}").json()
    end = time.monotonic() + 30
    while cancelled["status"] == "running" and time.monotonic() < end:
        time.sleep(0.05)
        cancelled = client.get(f"/api/tabs/{long}/jobs/{job['id']}").json()
    assert cancelled["status"] == "cancelled" and cancelled["error"] == "cancelled by the user"
    checks = cancelled["checks"]
    time.sleep(0.3)
    assert client.get(f"/api/tabs/{long}/jobs/{job['id']}").json()["checks"] == checks  # it really stopped


def test_one_path_search_at_a_time_and_none_applied_to_another_puzzle(client):
    tab = new_tab(client, GB_LONG)
    client.post(f"/api/tabs/{tab}/settings", json={"theory": "gB"})
    job = client.post(f"/api/tabs/{tab}/jobs", json={"kind": "all"}).json()
    message = one_line_error(client.post(f"/api/tabs/{tab}/jobs", json={"kind": "next"}), 429)
    assert message == "jobs: this tab is already searching steps of its path: wait, or cancel it"
    client.delete(f"/api/tabs/{tab}/jobs/{job['id']}")
    from sudorules.web.workbench import Workbench
    bench = Workbench()
    start, run, _ = bench.run_steps(1)
    bench.load(P0)  # a new puzzle while the step was searched
    with pytest.raises(sudorules.SudorulesError, match="the puzzle changed while the steps were searched"):
        bench.apply_run(start, run)
    assert len(bench.frames) == 1 and bench.current.line() == P0


def test_jobs_and_tabs_are_bounded():
    from sudorules.web.jobs import JobRunner
    from sudorules.web.server import Server
    from sudorules.web.tabs import Tabs
    runner = JobRunner(workers=1, per_tab=1)
    with TestClient(Server(runner, Tabs(runner, max_tabs=2)).app()) as c:
        a, b = c.post("/api/tabs").json()["tab"], c.post("/api/tabs").json()["tab"]
        c.post(f"/api/tabs/{a}/puzzle", json={"text": TE3})
        first = c.post(f"/api/tabs/{a}/jobs", json={"kind": "te-depth", "params": {"max_depth": 3}}).json()
        assert "already has 1 jobs" in one_line_error(c.post(f"/api/tabs/{a}/jobs", json={"kind": "next"}), 429)
        c.post("/api/tabs")  # a third tab: the idle one (b) makes room, the busy one stays
        assert c.get(f"/api/tabs/{a}").status_code == 200
        assert "reload the page" in one_line_error(c.get(f"/api/tabs/{b}"), 404)
        c.delete(f"/api/tabs/{a}/jobs/{first['id']}")


# -- bad input: the CLI's messages, 4xx, never a 500 ---------------------------------------------------------
def cli_error(*args: str) -> str:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(list(args))
    assert code in (2, 3), (code, err.getvalue())
    line = err.getvalue().strip()
    assert line.startswith("sudorules: error: ") and "\n" not in line
    return line.removeprefix("sudorules: error: ")


@pytest.mark.parametrize("cli,path,body,status", [
    (["solve", "123"], "puzzle", {"text": "123"}, 400),
    (["solve", P0[:-1] + "X"], "puzzle", {"text": P0[:-1] + "X"}, 400),
    (["solve", "11" + "." * 79], "puzzle", {"text": "11" + "." * 79}, 400),
    (["solve", "." * 81], "puzzle", {"text": "." * 81}, 422),
    (["solve", NONE], "puzzle", {"text": NONE}, 422),
    (["solve", P0, "--theory", "Wx"], "settings", {"theory": "Wx"}, 400),
    (["solve", P0, "--strategy", "nope"], "settings", {"strategy": "nope"}, 400),
    (["eliminate", P0, "n0r1c1"], "jobs", {"kind": "eliminate", "params": {"candidate": "n0r1c1"}}, 400),
    (["eliminate", P0, "r1c4=4"], "jobs", {"kind": "eliminate", "params": {"candidate": "r1c4=4"}}, 400),
    (["eliminate", P0, "seven"], "jobs", {"kind": "eliminate", "params": {"candidate": "seven"}}, 400),
    (["eliminate", P0, "n1r1c1", "--theory", "Zz"], "jobs",
     {"kind": "eliminate", "params": {"candidate": "n1r1c1", "theory": "Zz"}}, 400),
])
def test_the_cli_s_bad_input_gives_the_same_line_through_the_api(client, cli, path, body, status):
    tab = new_tab(client, P0)
    assert one_line_error(client.post(f"/api/tabs/{tab}/{path}", json=body), status) == cli_error(*cli)


@pytest.mark.parametrize("method,path,kwargs,status,message", [
    ("post", "puzzle", {"content": b"{not json", "headers": {"content-type": "application/json"}}, 400,
     "request: the request is not JSON"),
    ("post", "puzzle", {"content": b'{"text": "1"}', "headers": {"content-type": "text/plain"}}, 415,
     "request: the request's body must be JSON"),
    ("post", "puzzle", {"json": [1, 2]}, 400, "the request must be a JSON object"),
    ("post", "puzzle", {"content": b" " * (MAX_BODY + 1)}, 413, "request: the request has"),
    ("post", "puzzle", {"json": {"text": "." * 70_000}}, 400, "at most 65,536 characters"),
    ("post", "puzzle", {"json": {}}, 400, "no puzzle text"),
    ("post", "settings", {"json": {"theory": "../../etc/passwd.toml"}}, 400, "not by a path"),
    ("post", "settings", {"json": {"strategy": "/tmp/x.toml"}}, 400, "not by a path"),
    ("post", "jobs", {"json": {"kind": "shell"}}, 400, "unknown job 'shell'"),
    ("post", "jobs", {"json": {"kind": "next", "params": [1]}}, 400, "parameters must be an object"),
    ("post", "jobs", {"json": {"kind": "rate", "params": {"theories": []}}}, 400, "give 1 to 8 theories"),
    ("post", "jobs", {"json": {"kind": "te-depth", "params": {"max_depth": 9}}}, 400, "must be 0..3"),
    ("post", "jobs", {"json": {"kind": "confluence", "params": {"random": 99}}}, 400, "must be 0..20"),
    ("post", "by-hand", {"json": {"candidate": "n1r1c1", "action": "paint"}}, 400, "'eliminate' or 'assert'"),
    ("get", "jobs/j999999", {}, 404, "no job 'j999999'"),
    ("get", "steps/7.svg", {}, 400, "step 7 out of range"),
    ("get", "nowhere", {}, 404, "Not Found"),
    ("delete", "puzzle", {}, 405, "Method Not Allowed"),
])
def test_api_only_bad_requests_are_one_line_4xx(client, method, path, kwargs, status, message):
    tab = new_tab(client, P0)
    response = getattr(client, method)(f"/api/tabs/{tab}/{path}", **kwargs)
    assert message in one_line_error(response, status)


def test_a_server_of_this_machine_answers_its_own_names_only():
    from sudorules.cli.serve import allowed_hosts
    assert allowed_hosts("127.0.0.1") == ["127.0.0.1", "localhost", "127.0.0.1"] and allowed_hosts("0.0.0.0") == []
    with TestClient(create_app(allowed_hosts=allowed_hosts("127.0.0.1")), base_url="http://127.0.0.1:8000") as c:
        assert c.get("/api/knowledge").status_code == 200
        assert c.get("/api/knowledge", headers={"host": "localhost:8000"}).status_code == 200
        assert c.get("/api/knowledge", headers={"host": "evil.example:8000"}).status_code == 400  # DNS rebinding


def test_an_unknown_tab_is_404(client):
    assert "no such tab" in one_line_error(client.get("/api/tabs/nope"), 404)
    assert "no such tab" in one_line_error(client.post("/api/tabs/nope/puzzle", json={"text": P0}), 404)


@settings(FUZZ, max_examples=20)
@given(puzzle_texts())
def test_fuzzed_puzzle_texts_give_a_view_or_a_one_line_4xx(client, text):
    tab = client.post("/api/tabs").json()["tab"]
    response = client.post(f"/api/tabs/{tab}/puzzle", json={"text": text})
    if response.status_code != 200:
        one_line_error(response, response.status_code)
        assert 400 <= response.status_code < 500


# -- the command ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("args,message", [
    (["--port", "70000"], "--port: the port must be 0..65535, not 70000"),
    (["--host", "a b"], "--host: not a host name nor an address: 'a b'"),
    (["--host", "no-such-host.invalid"], "--host: unknown host 'no-such-host.invalid'"),
])
def test_serve_s_bad_options_are_one_line_errors(args, message):
    assert cli_error("serve", *args).startswith(message)


def test_a_busy_port_is_a_located_error():
    import socket
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        port = busy.getsockname()[1]
        assert cli_error("serve", "--port", str(port)).startswith(f"--port: cannot listen on 127.0.0.1:{port}")


def test_serve_binds_localhost_and_says_its_url(monkeypatch, capsys):
    import uvicorn
    served = []
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets: served.extend(sockets))
    assert main(["serve", "--port", "0"]) == 0
    (sock,) = served
    host, port = sock.getsockname()[:2]
    sock.close()
    assert host == "127.0.0.1"
    err = capsys.readouterr().err
    assert err == f"sudorules serve: the workbench is at http://127.0.0.1:{port}/ (Ctrl-C stops it)\n"


@pytest.mark.slow
def test_serve_says_its_url_and_serves_the_page():
    import subprocess
    import sys
    import urllib.request
    proc = subprocess.Popen([sys.executable, "-m", "sudorules", "serve", "--port", "0"], stderr=subprocess.PIPE,
                            text=True)
    try:
        line = proc.stderr.readline()
        assert line.startswith("sudorules serve: the workbench is at http://127.0.0.1:"), line
        url = line.split(" at ")[1].split()[0]
        for _ in range(100):  # the socket is bound before the line: the first request may wait for uvicorn
            try:
                with urllib.request.urlopen(url, timeout=10) as page:
                    assert page.status == 200 and b"sudorules workbench" in page.read()
                break
            except OSError:
                time.sleep(0.05)
        else:
            pytest.fail(f"nothing served at {url}")
    finally:
        proc.terminate()
        proc.wait(10)


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=False)
                    | st.text(max_size=30), lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=12)
FIELDS = {"puzzle": ["text"], "settings": ["theory", "strategy"], "saliences": ["rows"], "goto": ["frame"],
          "by-hand": ["candidate", "action"], "jobs": ["kind", "params", "wait"]}


@pytest.fixture(scope="module")
def checking_client():
    """A server whose jobs are checked and queued but never run: the fuzz is about requests."""
    from sudorules.web.jobs import JobRunner
    from sudorules.web.server import Server

    class NoWork(JobRunner):
        def _run(self, job, work):
            self._finish(job, "cancelled", "not run")

    with TestClient(Server(NoWork()).app(), raise_server_exceptions=False) as c:
        yield c


@settings(FUZZ, max_examples=40)
@given(st.sampled_from(sorted(FIELDS)), st.data())
def test_fuzzed_request_bodies_give_an_answer_or_a_one_line_4xx(checking_client, path, data):
    """Any JSON in any field of any request: an answer or a one-line 4xx, never a 500."""
    client = checking_client
    tab = client.post("/api/tabs").json()["tab"]
    body = {field: data.draw(JSON, label=field) for field in FIELDS[path] if data.draw(st.booleans())}
    if path == "jobs" and data.draw(st.booleans()):
        body["kind"] = data.draw(st.sampled_from(["next", "all", "eliminate", "rate", "backdoors", "te-depth",
                                                  "confluence", "report"]))
    response = client.post(f"/api/tabs/{tab}/{path}", json=body)
    if response.status_code >= 300:
        assert 400 <= response.status_code < 500, response.text
        one_line_error(response, response.status_code)


def test_a_bug_is_a_one_line_500_and_the_server_goes_on(client, monkeypatch):
    from sudorules.web.workbench import Workbench
    tab = new_tab(client)
    monkeypatch.setattr(Workbench, "view", lambda self: 1 / 0)
    assert one_line_error(client.get(f"/api/tabs/{tab}"), 500) == "internal error: ZeroDivisionError"
    monkeypatch.undo()
    assert client.get(f"/api/tabs/{tab}").status_code == 200
