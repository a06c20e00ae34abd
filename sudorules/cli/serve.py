"""`sudorules serve`: the workbench in the browser (sudorules.web, docs/serve.md) on a local port."""
from __future__ import annotations

import argparse
import ipaddress
import socket
import sys

from ..errors import SudorulesError

LOOPBACK = ("127.0.0.1", "::1", "localhost")


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help="the interactive workbench in the browser (a local web server)",
                       description="Serve the workbench page: enter a puzzle, step, undo, ask why, change the "
                                   "theory and the saliences, rate, run confluence (docs/serve.md).  Binds to "
                                   "localhost unless --host says otherwise; Ctrl-C stops it.")
    p.add_argument("--port", type=int, default=8000, help="TCP port (default: 8000; 0: any free port)")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to bind (default: 127.0.0.1, this machine only; the page has no login, so "
                        "another address lets anyone who reaches it use the server)")
    p.set_defaults(run=run)


def check_address(host: str, port: int) -> None:
    """A port 0..65535 and a host that is a name or an IP address, or a located error (exit 2)."""
    if not 0 <= port <= 65535:
        raise SudorulesError(f"the port must be 0..65535, not {port}", "--port")
    if not host.strip() or any(ch.isspace() or ch in "/?#@" for ch in host):
        raise SudorulesError(f"not a host name nor an address: {host!r}", "--host")


def run(args: argparse.Namespace) -> int:
    check_address(args.host, args.port)
    try:
        import uvicorn
        from ..web.server import create_app
    except ImportError as exc:
        raise SudorulesError(f"serve needs {exc.name}: pip install 'sudorules[serve]'") from None
    sock = listening_socket(args.host, args.port)
    if args.host not in LOOPBACK and not _is_loopback(args.host):
        print(f"sudorules serve: warning: {args.host} is not this machine only; the page has no login",
              file=sys.stderr)
    port = sock.getsockname()[1]
    shown = f"[{args.host}]" if ":" in args.host else args.host
    config = uvicorn.Config(create_app(allowed_hosts=allowed_hosts(args.host)), log_level="warning", lifespan="on")
    print(f"sudorules serve: the workbench is at http://{shown}:{port}/ (Ctrl-C stops it)", file=sys.stderr,
          flush=True)
    uvicorn.Server(config).run(sockets=[sock])
    return 0


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to host:port (bound here, not by uvicorn: a busy port or an unknown host is
    then one located line, and the URL said is the one bound, port 0 included)."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    except socket.gaierror as exc:
        raise SudorulesError(f"unknown host {host!r}: {exc.strerror}", "--host") from None
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as exc:
        sock.close()
        raise SudorulesError(f"cannot listen on {host}:{port}: {exc.strerror or exc}", "--port") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def allowed_hosts(host: str) -> list[str]:
    """The Host headers a server bound to this machine only answers (its names for itself: a
    page of another site rebinding its name to 127.0.0.1 is refused); none checked for another
    address (the names others reach it by are not known here) nor for IPv6 (Starlette's check
    reads IPv4 and names only)."""
    if host in ("127.0.0.1", "localhost") or (_is_loopback(host) and ":" not in host):
        return ["127.0.0.1", "localhost", host]
    return []


def _is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
