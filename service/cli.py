"""`yuletide serve | worker | openapi`: one command line for every role."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

CONTRACT = Path("openapi/openapi.json")


def render_contract() -> str:
    """The contract as committed: pretty, key order kept, newline at the end."""
    from service.http.openapi import contract

    return json.dumps(contract(), indent=2, ensure_ascii=False) + "\n"


def _openapi(args: argparse.Namespace) -> int:
    from service.http.capture import capture_once
    from service.http.examples import EXAMPLES_FILE, dump

    captured = dump(capture_once())
    kept = EXAMPLES_FILE
    target = Path(args.output)
    if args.check:
        stale = [] if kept.exists() and kept.read_text() == captured else [kept]
        if not target.exists() or target.read_text() != render_contract():
            stale.append(target)
        for path in stale:
            print(f"{path} differs from the code: run `yuletide openapi` and commit it", file=sys.stderr)
        if stale:
            return 1
        print(f"{target} and its examples match the code")
        return 0
    kept.write_text(captured)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(render_contract())
    print(f"wrote {kept} and {target}")
    return 0


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from service.support.logs import configure_logging
    from service.support.settings import load_settings

    settings = load_settings()
    configure_logging(settings.log_level)
    host = args.host or settings.host
    port = args.port or settings.port
    workers = settings.web_concurrency
    if settings.embedded and workers > 1:
        print("the embedded store serves one process: set REDIS_URL to run several", file=sys.stderr)
        workers = 1
    uvicorn.run(
        "service.http.app:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_config=None,
        timeout_graceful_shutdown=20,
        # X-Forwarded-For names the client only when it comes from a configured proxy; by default none.
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=list(settings.trusted_proxies) or [],
    )
    return 0


def _worker(args: argparse.Namespace) -> int:
    from workers.main import run_worker

    return run_worker(burst=args.burst)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the `yuletide` command."""
    parser = argparse.ArgumentParser(prog="yuletide", description="Yuletide game server")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the HTTP API")
    serve.add_argument("--host", default=None, help="interface to bind (default: YULETIDE_HOST or 127.0.0.1)")
    serve.add_argument("--port", type=int, default=None, help="port (default: YULETIDE_PORT or 8000)")
    serve.set_defaults(run=_serve)
    worker = commands.add_parser("worker", help="run an RQ worker that plays AI seats (needs REDIS_URL)")
    worker.add_argument("--burst", action="store_true", help="stop when the queue is empty")
    worker.set_defaults(run=_worker)
    openapi = commands.add_parser("openapi", help="write the OpenAPI contract, or check it is current")
    openapi.add_argument("--check", action="store_true", help="fail when the committed contract differs")
    openapi.add_argument("--output", default=str(CONTRACT), help=f"where the contract lives (default {CONTRACT})")
    openapi.set_defaults(run=_openapi)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
