"""`sudorules serve`'s latencies, through Starlette's test client (no network): the view of a
tab, a next step and all the steps of the README's puzzle under `standard`, the view while
another tab searches the T&E depth of a T&E(3) puzzle, and how fast a cancel stops that search
(milliseconds, and the deadline checks done after the cancel).  Run:

    python benchmarks/serve.py
"""
from __future__ import annotations

import statistics
import time

from starlette.testclient import TestClient

from sudorules.web.server import create_app

TE3 = "1.3.56....571.9...69.37......1.93..75.96.73.....51.......96..........4....5...86."  # T&E(3): minutes


def ms(seconds: float) -> str:
    return f"{1000 * seconds:.1f} ms"


def timed(call, repeat: int) -> float:
    """The median seconds of `repeat` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def job(client: TestClient, tab: str, kind: str, params: dict | None = None) -> dict:
    answer = client.post(f"/api/tabs/{tab}/jobs", json={"kind": kind, "params": params or {}, "wait": 5}).json()
    while answer["status"] in ("queued", "running"):
        time.sleep(0.005)
        answer = client.get(f"/api/tabs/{tab}/jobs/{answer['id']}").json()
    return answer


def main() -> None:
    with TestClient(create_app()) as client:
        tab = client.post("/api/tabs").json()["tab"]
        job(client, tab, "all")  # warm: the engine built, the kernels loaded
        client.post(f"/api/tabs/{tab}/goto", json={"frame": 0})
        print(f"view of a tab (state picture, grid, 217 candidates): {ms(timed(lambda: client.get(f'/api/tabs/{tab}'), 50))}")

        def next_then_undo() -> None:
            job(client, tab, "next")
            client.post(f"/api/tabs/{tab}/undo")
        print(f"next step of the README's puzzle (standard), job and undo: {ms(timed(next_then_undo, 20))}")

        def all_steps() -> None:
            job(client, tab, "all")
            client.post(f"/api/tabs/{tab}/goto", json={"frame": 0})
        print(f"all the steps (96) of the README's puzzle (standard): {ms(timed(all_steps, 5))}")

        long = client.post("/api/tabs").json()["tab"]
        client.post(f"/api/tabs/{long}/puzzle", json={"text": TE3})
        running = client.post(f"/api/tabs/{long}/jobs", json={"kind": "te-depth", "params": {"max_depth": 3}}).json()
        while client.get(f"/api/tabs/{long}/jobs/{running['id']}").json()["checks"] < 5000:
            time.sleep(0.01)
        busy = timed(lambda: client.get(f"/api/tabs/{tab}"), 50)
        print(f"view of a tab while another tab searches the T&E depth of a T&E(3) puzzle: {ms(busy)}")
        checks = client.get(f"/api/tabs/{long}/jobs/{running['id']}").json()["checks"]
        start = time.perf_counter()
        answer = client.delete(f"/api/tabs/{long}/jobs/{running['id']}").json()
        while answer["status"] == "running":
            answer = client.get(f"/api/tabs/{long}/jobs/{running['id']}").json()
        print(f"cancel of that search: {answer['status']} after {ms(time.perf_counter() - start)}, "
              f"{answer['checks'] - checks:,} checks after the request ({answer['checks']:,} in all)")


if __name__ == "__main__":
    main()
