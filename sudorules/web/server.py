"""The Starlette application of `sudorules serve`: the page, its assets, and a small JSON API.

Every answer of the API is JSON; an error is `{"error": "<where>: <message>"}`, the one line the
CLI prints after "sudorules: error: ", with a 4xx status: 400 bad input, 404 an unknown tab or
job, 413 a request over MAX_BODY bytes, 415 a body not declared JSON, 422 a puzzle with no or several solutions, 429 too many
tabs or jobs.  Only numbers, names of the knowledge base, puzzle texts and candidate names come
from the client: never a file path, never code.  Work that can be long runs as a job
(sudorules.web.jobs); a request waits for a job at most `wait` seconds (MAX_WAIT), then the page
polls it.
"""
from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from .. import __version__
from ..api import CONFLUENCE_STRATEGIES, DEFAULT_PUZZLE, DEFAULT_STRATEGY, RATE_THEORY, SOLVE_THEORY, load_strategy
from ..engine.knowledge import available
from ..errors import BudgetError, SudorulesError, UniquenessError
from .jobs import Job, JobRunner, TooBusy, UnknownJob
from .tabs import Tabs, UnknownTab
from .tasks import RATING_THEORIES, prepare
from .workbench import Workbench

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY = 256 * 1024   # bytes of a request: a 25x25 pencilmark grid, the largest salience table
MAX_TEXT = 64 * 1024    # characters of a puzzle text
MAX_WAIT = 5.0          # seconds a request may wait for its job before the page polls
LOG = logging.getLogger("sudorules.serve")

Handler = Callable[[Any, Request], Awaitable[Response]]


def error(message: str, status: int) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def status_of(exc: SudorulesError) -> int:
    if isinstance(exc, (UnknownTab, UnknownJob)):
        return 404
    if isinstance(exc, TooBusy):
        return 429
    if isinstance(exc, (UniquenessError, BudgetError)):
        return 422
    return 400


class BodyTooLarge(SudorulesError):
    """A request body over MAX_BODY bytes (HTTP 413)."""


class NotJson(SudorulesError):
    """A request body that is not declared JSON (HTTP 415)."""


def api(handler: Handler) -> Handler:
    """A Server method as an endpoint whose user errors become one-line JSON answers with a 4xx status."""
    async def wrapped(self: Any, request: Request) -> Response:
        try:
            return await handler(self, request)
        except BodyTooLarge as exc:
            return error(str(exc), 413)
        except NotJson as exc:
            return error(str(exc), 415)
        except SudorulesError as exc:
            return error(str(exc), status_of(exc))
    return wrapped


async def read_json(request: Request) -> dict[str, Any]:
    """The request's JSON object, read at most MAX_BODY bytes (whatever Content-Length says)."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > MAX_BODY:
        raise BodyTooLarge(f"the request has {int(declared):,} bytes; at most {MAX_BODY:,} are read", "request")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise BodyTooLarge(f"the request has more than {MAX_BODY:,} bytes", "request")
    if not body:
        return {}
    if "json" not in request.headers.get("content-type", ""):  # a form of another site posts text/plain
        raise NotJson("the request's body must be JSON (Content-Type: application/json)", "request")
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise SudorulesError(f"the request is not JSON: {str(exc)[:120]}", "request") from None
    if not isinstance(data, dict):
        raise SudorulesError("the request must be a JSON object", "request")
    return data


class Server:
    """The tabs, the job runner, and the endpoints over them."""

    def __init__(self, runner: JobRunner | None = None, tabs: Tabs | None = None):
        self.runner = runner or JobRunner()
        self.tabs = tabs or Tabs(self.runner)

    def bench(self, request: Request) -> tuple[str, Workbench]:
        tab = request.path_params["tab"]
        return tab, self.tabs.get(tab)

    async def view(self, bench: Workbench) -> JSONResponse:
        return JSONResponse(await run_in_threadpool(bench.view))

    # -- the page and the knowledge base ----------------------------------------------------------
    async def page(self, request: Request) -> Response:
        return FileResponse(STATIC / "index.html", media_type="text/html")

    @api
    async def knowledge(self, request: Request) -> Response:
        def read() -> dict[str, Any]:
            strategies = available("strategies")
            return {"version": __version__, "default_puzzle": DEFAULT_PUZZLE, "theories": available("theories"),
                    "strategies": [{"name": n, "description": load_strategy(n).description} for n in strategies],
                    "defaults": {"theory": SOLVE_THEORY, "strategy": DEFAULT_STRATEGY, "query_theory": RATE_THEORY,
                                 "rating_theories": list(RATING_THEORIES),
                                 "confluence_strategies": list(CONFLUENCE_STRATEGIES)}}
        return JSONResponse(await run_in_threadpool(read))

    # -- tabs -------------------------------------------------------------------------------------
    @api
    async def open_tab(self, request: Request) -> Response:
        tab = await run_in_threadpool(self.tabs.open)
        return JSONResponse({"tab": tab, **await run_in_threadpool(self.tabs.get(tab).view)})

    @api
    async def tab_state(self, request: Request) -> Response:
        _, bench = self.bench(request)
        return await self.view(bench)

    @api
    async def puzzle(self, request: Request) -> Response:
        _, bench = self.bench(request)
        text = (await read_json(request)).get("text")
        if not isinstance(text, str):
            raise SudorulesError("no puzzle text", "puzzle")
        if len(text) > MAX_TEXT:
            raise SudorulesError(f"a puzzle text has at most {MAX_TEXT:,} characters, not {len(text):,}", "puzzle")
        await run_in_threadpool(bench.load, text)
        return await self.view(bench)

    @api
    async def settings(self, request: Request) -> Response:
        _, bench = self.bench(request)
        data = await read_json(request)
        await run_in_threadpool(bench.choose, data.get("theory"), data.get("strategy"))
        return await self.view(bench)

    @api
    async def saliences(self, request: Request) -> Response:
        _, bench = self.bench(request)
        if request.method == "POST":
            rows = (await read_json(request)).get("rows")
            await run_in_threadpool(bench.edit_saliences, rows)
        table = await run_in_threadpool(bench.saliences)
        return JSONResponse({"theory": bench.theory, "strategy": bench.active_strategy().name,
                             "edited": bench.strategy is not None, "rows": [list(row) for row in table]})

    @api
    async def move(self, request: Request) -> Response:
        """undo, redo, goto (a frame of the path), by-hand (staged solving)."""
        _, bench = self.bench(request)
        action = request.url.path.rsplit("/", 1)[1]
        data = await read_json(request)
        if action == "undo":
            bench.undo()
        elif action == "redo":
            bench.redo()
        elif action == "goto":
            bench.go_to(data.get("frame"))
        else:
            await run_in_threadpool(bench.by_hand, data.get("candidate"), data.get("action"))
        return await self.view(bench)

    @api
    async def step_picture(self, request: Request) -> Response:
        _, bench = self.bench(request)
        k = request.path_params["k"]
        svg = await run_in_threadpool(bench.step_picture, k)
        return Response(svg, media_type="image/svg+xml")

    # -- jobs -------------------------------------------------------------------------------------
    @api
    async def submit(self, request: Request) -> Response:
        tab, bench = self.bench(request)
        data = await read_json(request)
        kind = data.get("kind")
        work = await run_in_threadpool(prepare, bench, kind, data.get("params", {}))
        job = self.runner.submit(tab, str(kind), work)
        wait = data.get("wait", 0)
        if isinstance(wait, (int, float)) and not isinstance(wait, bool) and wait > 0:
            await self.wait_for(job, min(float(wait), MAX_WAIT))
        return JSONResponse(self.job_dict(tab, job), status_code=202 if job.active else 200)

    @api
    async def job(self, request: Request) -> Response:
        tab, _ = self.bench(request)
        job = self.runner.get(tab, request.path_params["job"])
        if request.method == "DELETE":
            job.cancel()
            await self.wait_for(job, 1.0)
        return JSONResponse(self.job_dict(tab, job))

    @api
    async def jobs(self, request: Request) -> Response:
        tab, _ = self.bench(request)
        return JSONResponse({"jobs": [self.job_dict(tab, j) for j in self.runner.of_tab(tab)]})

    @api
    async def report(self, request: Request) -> Response:
        tab, _ = self.bench(request)
        job = self.runner.get(tab, request.path_params["job"])
        if job.kind != "report" or job.status != "done":
            raise SudorulesError(f"job {job.id} is not a finished report ({job.kind}, {job.status})", "report")
        return HTMLResponse(job.result["html"])

    @staticmethod
    async def wait_for(job: Job, seconds: float) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + seconds
        while job.active and loop.time() < end:
            await asyncio.sleep(0.02)

    @staticmethod
    def job_dict(tab: str, job: Job) -> dict[str, Any]:
        data = job.to_dict()
        if "html" in data["result"]:  # the report is read at its own address, not in the job's JSON
            data["result"] = {"url": f"/api/tabs/{tab}/reports/{job.id}"}
        return data

    # -- the application --------------------------------------------------------------------------
    def app(self, allowed_hosts: Sequence[str] = ()) -> Starlette:
        t = "/api/tabs/{tab}"
        routes = [
            Route("/", self.page),
            Route("/api/knowledge", self.knowledge),
            Route("/api/tabs", self.open_tab, methods=["POST"]),
            Route(t, self.tab_state),
            Route(t + "/puzzle", self.puzzle, methods=["POST"]),
            Route(t + "/settings", self.settings, methods=["POST"]),
            Route(t + "/saliences", self.saliences, methods=["GET", "POST"]),
            *(Route(f"{t}/{action}", self.move, methods=["POST"]) for action in MOVES),
            Route(t + "/steps/{k:int}.svg", self.step_picture),
            Route(t + "/jobs", self.submit, methods=["POST"]),
            Route(t + "/jobs", self.jobs),
            Route(t + "/jobs/{job}", self.job, methods=["GET", "DELETE"]),
            Route(t + "/reports/{job}", self.report),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ]
        middleware = [Middleware(TrustedHostMiddleware, allowed_hosts=list(allowed_hosts), www_redirect=False)] \
            if allowed_hosts else []
        return Starlette(routes=routes, middleware=middleware,
                         exception_handlers={HTTPException: http_error, Exception: server_error}, lifespan=self.lifespan)

    @asynccontextmanager
    async def lifespan(self, app: Starlette) -> AsyncIterator[None]:
        """At shutdown (Ctrl-C), every job is cancelled: its search stops at its next deadline check."""
        yield
        self.runner.shutdown()


MOVES = ("undo", "redo", "goto", "by-hand")


async def http_error(request: Request, exc: Exception) -> Response:
    """Starlette's own 4xx (no such route, method not allowed) as the API's one-line JSON."""
    assert isinstance(exc, HTTPException)
    return error(f"{request.url.path[:100]}: {exc.detail}", exc.status_code)


async def server_error(request: Request, exc: Exception) -> Response:
    """A bug: logged with its traceback on the server, one line for the page."""
    LOG.error("internal error on %s", request.url.path, exc_info=exc)
    return error(f"internal error: {type(exc).__name__}", 500)


def create_app(server: Server | None = None, allowed_hosts: Sequence[str] = ()) -> Starlette:
    """The application `sudorules serve` runs (a new Server: its own tabs and workers).
    `allowed_hosts`: the only Host headers answered (a page of another site that rebinds its
    name to 127.0.0.1 is refused); none given, any."""
    return (server or Server()).app(allowed_hosts)
