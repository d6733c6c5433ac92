"""Where every route is mounted: one router per registered game, from its own endpoints, its table's, its hints' and
its stream's."""

from __future__ import annotations



from litestar import HttpMethod, Request, Response, Router, route
from litestar.datastructures import State

from domain.contract import Game
from domain.registry import GAMES
from service.http.answers import Answers
from service.usecases.errors import ApiError
from service.usecases.schemas import (
    GameTypes,
)
from service.http.games import game_routes
from service.http.hints import hint_routes
from service.http.tables import LOBBY_QUERY, table_routes
from service.http.streams import stream_routes

def game_router(game: Game, answers: Answers) -> Router:
    """Every endpoint of one game under `/v1/<slug>`."""
    types = GameTypes(game)
    op = types.name[0].lower() + types.name[1:]
    own = game_routes(game, types, answers)
    lobby, *seat_handlers = table_routes(game, types, own.render_view)

    # One handler for both methods of `/games`: Litestar's OPTIONS answer of a path would otherwise list the
    # methods of only the first handler registered on it.
    @route("/games", http_method=[HttpMethod.GET, HttpMethod.HEAD, HttpMethod.POST], opt={"query": LOBBY_QUERY})
    async def games(request: Request, state: State) -> Response:
        if request.method != "POST":
            return await lobby(request, state)
        if request.query_params:
            raise ApiError("validation-failed", "Creating a game takes no query parameters.")
        return await own.create_game(request, state)

    return Router(
        path=f"/v1/{game.meta.slug}",
        route_handlers=[
            games, *own.handlers, *seat_handlers, *hint_routes(game, op),
            *stream_routes(game, types, render_view=own.render_view, event_text=own.event_text),
        ],
        tags=[game.meta.slug],
    )


def game_routers(answers: Answers | None = None) -> list[Router]:
    """One router per registered game: a new game needs no hand-written route."""
    answers = answers if answers is not None else Answers()
    return [game_router(game, answers) for _slug, game in sorted(GAMES.items())]
