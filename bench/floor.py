"""The floor for bench.api: a bare app that does an act's Redis round trips and codec work, and nothing else.

    python -m bench.floor --port 8001   (bench.api starts it; REDIS_URL and YULETIDE_KEY_PREFIX as for serve)

Not part of the product. It is served by the same uvicorn as `yuletide serve`, talks to Redis through the same
client settings and the same `Store` (so the same pipelined HMGET read and the same Lua compare-and-set), and
has no middleware, no rules and no views. Its games are copies of real games (bench.api writes them), so the
state it reads, decodes, encodes and writes back has the size of a real one.

- `POST /floor/{game_id}/moves`: decode the small JSON body, read the game, decode the state, encode it again,
  compare-and-set it with one event, answer the decoded state as JSON (an act's answer is a view of it).
- `GET /floor/{game_id}`: read the game, decode the state, answer it as JSON (the floor of a GET view).
- `GET /ping`: one Redis PING and a small JSON answer (the floor of `/health/ready`).
- `GET /hello`: a small JSON answer, nothing else.
"""

from __future__ import annotations

import argparse
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import msgspec
from litestar import Litestar, Request, Response, get, post
from litestar.datastructures import State

from service.support.settings import load_settings
from service.store.records import Outcome
from service.store.games import Store, state_redis

JSON = "application/json"
HELLO = b'{"status":"ok","store":"redis"}'


class FloorMove(msgspec.Struct, frozen=True, tag_field="type", tag="mark-gift-box"):
    """A move of about the size the bench posts."""


def create_app() -> Litestar:
    """The floor app, reading REDIS_URL and YULETIDE_KEY_PREFIX like the real server."""
    settings = load_settings()

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        redis = state_redis(settings)
        app.state.store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
        try:
            yield
        finally:
            await redis.aclose()

    @get("/hello")
    async def hello() -> Response:
        return Response(content=HELLO, media_type=JSON)

    @get("/ping")
    async def ping(state: State) -> Response:
        await state.store.ping()
        return Response(content=HELLO, media_type=JSON)

    @get("/floor/{game_id:str}")
    async def read(state: State, game_id: str) -> Response:
        loaded = await state.store.load(game_id)
        body = msgspec.json.encode(msgspec.msgpack.decode(loaded.state))
        return Response(content=body, media_type=JSON, headers={"ETag": f'"{loaded.version}"'})

    @post("/floor/{game_id:str}/moves", status_code=200)
    async def act(request: Request, state: State, game_id: str) -> Response:
        msgspec.json.decode(await request.body(), type=FloorMove)
        store = state.store
        for _attempt in range(settings.cas_attempts):
            loaded = await store.load(game_id)
            decoded = msgspec.msgpack.decode(loaded.state)
            body = msgspec.json.encode(decoded)
            outcome, version = await store.write(game_id, loaded.version, msgspec.msgpack.encode(decoded), [b"{}"])
            if outcome is Outcome.WRITTEN:
                return Response(content=body, media_type=JSON, headers={"ETag": f'"{version}"'})
        return Response(content=b"{}", status_code=409, media_type=JSON)

    return Litestar(
        route_handlers=[hello, ping, read, act], openapi_config=None, logging_config=None, lifespan=[lifespan]
    )


def main() -> None:
    """Serve the floor app with the options `yuletide serve` gives uvicorn."""
    import uvicorn

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    uvicorn.run("bench.floor:create_app", factory=True, host="127.0.0.1", port=args.port, log_level="warning",
                timeout_graceful_shutdown=20)


if __name__ == "__main__":
    main()
