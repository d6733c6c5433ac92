"""A game's hint endpoint and its contract: the expert's suggested move for the caller's seat."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Request, Response, get
from litestar.datastructures import State
from litestar.status_codes import HTTP_202_ACCEPTED

from domain.contract import Game
from service.http.common import GameIdParam, bearer_token, json_response
from service.usecases import play
from service.http.common import client_address
from service.usecases.budget import spend_hint_budget
from service.usecases.errors import ApiError
from service.usecases.hints import HINT_TTL, HINTS, RETRY_AFTER, HintPending, refusal, wait_for_hint

def hint_routes(game: Game, op: str) -> list[Any]:
    """The hint route of one game; `op` is the game's prefix of operation ids (`xmasSweater`)."""
    private = {"Cache-Control": "no-store"}

    @get("/games/{game_id:str}/hint", operation_id=f"{op}Hint")
    async def hint(request: Request, state: State, game_id: GameIdParam) -> Response:
        token = bearer_token(request)
        if token is None:
            raise ApiError("invalid-token", "A hint is for a seat: send its token (Authorization: Bearer <token>).")
        services = state.services
        store = services.store
        loaded = await play.load_game(store, game, game_id)
        seat = play.seat_for_token(loaded.record, token, game_id)
        assert seat is not None
        refused = refusal(game, loaded, play.decode_state(game, loaded), seat)
        if refused is not None:
            HINTS.labels(outcome=refused.code).inc()
            raise refused
        version = loaded.version
        body = await store.hint(game_id, version, seat)
        if body is not None:
            HINTS.labels(outcome="ready").inc()
            return json_response(body, headers=private)
        if await store.ask_hint(game_id, version, seat, HINT_TTL):  # a new hint: charged once, however often asked
            settings = services.settings
            try:
                await spend_hint_budget(
                    services.redis, settings.key_prefix, client_address(request), settings.ai_budget
                )
            except ApiError:
                await store.unask_hint(game_id, version, seat)
                HINTS.labels(outcome="rate-limited").inc()
                raise
        await services.hints.start(game_id, version, seat)
        body = await wait_for_hint(store, game_id, version, seat, services.settings.hint_wait_seconds)
        if body is not None:
            HINTS.labels(outcome="worked-out").inc()
            return json_response(body, headers=private)
        HINTS.labels(outcome="pending").inc()
        pending = HintPending(status="computing", version=version, retry_after=RETRY_AFTER)
        headers = {**private, "Retry-After": str(RETRY_AFTER), "Location": request.url.path}
        return json_response(msgspec.json.encode(pending), HTTP_202_ACCEPTED, headers)

    return [hint]


# --- the contract ------------------------------------------------------------------------------------------------

HINT_DOC = """The expert's suggested move for the caller's seat, while the game waits for that seat.

The search (the expert bot's, within the server's hint budget) sees only the seat's own view and legal moves, so \
a hint tells nothing the seat's view does not. The answer names one of the seat's legal moves, to post verbatim to \
`/moves`, with its label as legal-moves gives it, a line of text, and up to three candidate moves with what the \
playouts said of each: `win_chance` and `margin` with several seats, `expected_points` solo.

A hint is worked out once per game version and seat, away from the API. `200` when it is ready (or becomes ready \
within `YULETIDE_HINT_WAIT_SECONDS`); otherwise `202` with `Retry-After` and `Location` (this URL): ask again then. \
A move makes the hint stale: asked again, it is worked out for the new version. A new hint counts against the \
client address's AI budget (`YULETIDE_AI_BUDGET`, one unit); asking again for the same one does not. A game \
created with `"hints": false` answers `403 hints-off`; a seat the game is not waiting for, `409 not-your-turn`."""


def hint_paths(slug: str, op: str, game_id: dict[str, Any], hint_ref: str, problems: Any) -> dict[str, Any]:
    """The hint operation of one game, for the contract."""

    def schema(name: str) -> dict[str, Any]:
        return {"application/json": {"schema": {"$ref": f"#/components/schemas/{name}"}}}

    return {
        f"/v1/{slug}/games/{{game_id}}/hint": {
            "get": {
                "operationId": f"{op}Hint",
                "summary": "The expert's suggested move for the caller's seat",
                "description": HINT_DOC,
                "tags": [slug],
                "security": [{"seatToken": []}],
                "parameters": [game_id],
                "responses": {
                    "200": {
                        "description": "The hint for the seat at the game's current version",
                        "content": schema(hint_ref),
                    },
                    "202": {
                        "description": "The hint is being worked out: ask again after `Retry-After` seconds",
                        "headers": {
                            "Retry-After": {
                                "schema": {"type": "string"},
                                "description": "Seconds to wait before asking again",
                            },
                            "Location": {"schema": {"type": "string"}, "description": "Where to ask again: this URL"},
                        },
                        "content": schema("HintPending"),
                    },
                    **problems(
                        "validation-failed",
                        "invalid-token",
                        "hints-off",
                        "game-not-found",
                        "not-your-turn",
                        "game-finished",
                        "game-cancelled",
                    ),
                },
            }
        }
    }
