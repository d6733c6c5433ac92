"""HTTP handlers of the table around each game: the lobby, claiming and leaving seats, the host's controls and
rematches. Generated for every registered game beside its play routes (service/http/games.py)."""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable
from typing import Annotated, Any

import msgspec
from litestar import Request, Response, post
from litestar.datastructures import State
from litestar.params import Parameter
from litestar.status_codes import HTTP_201_CREATED

from domain.contract import Game
from service.usecases import play
from service.usecases.budget import AI_SEAT_COST, Charge, OverBudget, charge, refund, spend_ai_budget
from service.http.common import client_address
from service.usecases.errors import ApiError
from service.usecases.play import etag, new_secret
from service.http.common import bearer_token, decode_body, json_response
from service.usecases.schemas import ClaimSeat, GameTypes, HandToAi, Invitation, Rematch, SeatToken
from service.store.records import GameRecord, SeatRecord
from service.store.games import Store
from service.usecases.table import (
    cancel,
    change_table,
    claim,
    hand_to_ai,
    has_open_seat,
    leave,
    note_rematch,
    reissue,
    require_host,
    seat_name,
    table_view,
    take_reserved,
)

GameIdParam = Annotated[str, Parameter(description="The game's id")]
SeatParam = Annotated[int, Parameter(description="The seat's number, from 0")]
LOBBY_PAGE_MAX = 50
LOBBY_QUERY = ("open", "after", "limit")
LOBBY_CURSOR = re.compile(r"[0-9]{13}:[A-Za-z0-9_-]{22}")

Render = Callable[[Any, int, GameRecord, "int | None", str], bytes]


class _RematchTaken(Exception):
    """Another seat set the rematch up first."""

    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id


def table_routes(game: Game, types: GameTypes, render_view: Render) -> list[Any]:
    """The lobby and seat handlers of one game."""
    op = types.name[0].lower() + types.name[1:]

    def answer_view(version: int, record: GameRecord, current: Any, game_id: str) -> Response:
        """What a table change answers: the spectator's view after it."""
        return json_response(render_view(current, version, record, None, game_id), headers={"ETag": etag(version)})

    async def lobby(request: Request, state: State) -> Response:
        """`GET /games`: a page of the lobby (routes.py serves it beside create-game)."""
        query = request.query_params
        open_only = _flag(query.get("open"))
        after = query.get("after")
        if after is not None and not LOBBY_CURSOR.fullmatch(after):
            raise ApiError("validation-failed", "`after` must be a cursor returned by this endpoint.")
        limit = _page_limit(query.get("limit"))
        games, cursor = await _public_games(state.services.store, game, types, open_only, after, limit)
        return json_response(msgspec.json.encode(types.lobby(games=games, cursor=cursor)))

    @post("/games/{game_id:str}/seats/{seat:int}/claim", operation_id=f"{op}ClaimSeat", status_code=200)
    async def claim_seat(request: Request, state: State, game_id: GameIdParam, seat: SeatParam) -> Response:
        body = decode_body(await request.body(), ClaimSeat)
        token = new_secret()
        store = state.services.store
        version, record, _current = await change_table(
            store, game, game_id, lambda loaded, _s: claim(loaded.record, seat, body.code, body.name, token)
        )
        await _note_filled(store, game, game_id, record)
        answer = SeatToken(game_id=game_id, seat=seat, name=body.name, token=token, version=version)
        return json_response(msgspec.json.encode(answer), headers={"ETag": etag(version)})

    @post("/games/{game_id:str}/seats/{seat:int}/leave", operation_id=f"{op}LeaveSeat", status_code=200)
    async def leave_seat(request: Request, state: State, game_id: GameIdParam, seat: SeatParam) -> Response:
        token = _required(bearer_token(request), "Leaving needs the seat's token (Authorization: Bearer <token>).")
        services = state.services

        def holder(record: GameRecord) -> None:
            if play.seat_for_token(record, token, game_id) != seat:
                raise ApiError("invalid-token", f"The token is not seat {seat}'s.")

        loaded = await play.load_game(services.store, game, game_id)
        holder(loaded.record)
        # The greedy bot that plays the seat from now on is paid by the game's creator. A person may always
        # leave: when that budget is spent, they leave all the same and the game stops (table.leave).
        try:
            charged = await _charge_bot(services, loaded.record.payer, "greedy")
        except OverBudget:
            charged, paid = None, False
        else:
            paid = True

        return await _after_change(
            state, game_id, lambda loaded, _state: leave(loaded.record, seat, paid=paid), holder, charged
        )

    @post("/games/{game_id:str}/seats/{seat:int}/ai", operation_id=f"{op}HandSeatToAi", status_code=200)
    async def seat_to_ai(request: Request, state: State, game_id: GameIdParam, seat: SeatParam) -> Response:
        host = bearer_token(request)
        body = decode_body(await request.body() or b"{}", HandToAi)
        services = state.services
        loaded = await play.load_game(services.store, game, game_id)
        require_host(loaded.record, host)
        try:  # paid by the game's creator, as every bot that takes a seat over (a game stored before: the host)
            charged = await _charge_bot(services, loaded.record.payer or client_address(request), body.level)
        except OverBudget as over:
            raise over.refusal(
                f"A {body.level} bot costs {AI_SEAT_COST[body.level]} of the AI budget of the address that created "
                f"this game ({over.per_window}), which does not cover it now. Retry in {over.retry_after} s, or "
                "hand the seat to a cheaper bot."
            ) from None

        return await _after_change(
            state, game_id, lambda loaded, _state: hand_to_ai(loaded.record, seat, body.level),
            lambda record: require_host(record, host), charged,
        )

    @post("/games/{game_id:str}/seats/{seat:int}/token", operation_id=f"{op}ReissueSeatToken", status_code=200)
    async def new_token(request: Request, state: State, game_id: GameIdParam, seat: SeatParam) -> Response:
        host = bearer_token(request)
        token = new_secret()

        version, record, _current = await change_table(
            state.services.store, game, game_id, lambda loaded, _state: reissue(loaded.record, seat, token),
            authorize=lambda record: require_host(record, host),
        )
        name = seat_name(record.seats[seat], seat)
        answer = SeatToken(game_id=game_id, seat=seat, name=name, token=token, version=version)
        return json_response(msgspec.json.encode(answer), headers={"ETag": etag(version)})

    @post("/games/{game_id:str}/cancel", operation_id=f"{op}CancelGame", status_code=200)
    async def cancel_game(request: Request, state: State, game_id: GameIdParam) -> Response:
        host = bearer_token(request)
        store = state.services.store

        version, record, current = await change_table(
            store, game, game_id, lambda loaded, _state: cancel(loaded.record),
            authorize=lambda record: require_host(record, host),
        )
        await store.unlist(game.meta.slug, [store.lobby_entry(game_id, record.created_at)])
        return answer_view(version, record, current, game_id)

    @post("/games/{game_id:str}/rematch", operation_id=f"{op}Rematch", status_code=200)
    async def rematch(request: Request, state: State, game_id: GameIdParam) -> Response:
        old_token = _required(bearer_token(request), "A rematch needs your seat token (Authorization: Bearer <token>).")
        services = state.services
        loaded = await play.load_game(services.store, game, game_id)
        seat = play.seat_for_token(loaded.record, old_token)
        assert seat is not None
        if loaded.record.cancelled:
            raise ApiError("game-cancelled", "The host cancelled this game.")
        if not game.is_finished(play.decode_state(game, loaded)):
            raise ApiError("game-not-finished", "A rematch can be asked for once the game is over.")
        if loaded.record.rematch is None:
            made = await _set_up_rematch(request, services, game_id, loaded.record, seat, old_token)
            if made is not None:
                return json_response(msgspec.json.encode(made), HTTP_201_CREATED)
            loaded = await play.load_game(services.store, game, game_id)
        joined = await _join_rematch(services.store, loaded.record.rematch, old_token)  # type: ignore[arg-type]
        return json_response(msgspec.json.encode(joined))

    async def _charge_bot(services: Any, payer: str | None, level: str) -> Charge | None:
        """Charge a bot of `level` taking a seat over to `payer`'s AI budget; raises OverBudget."""
        settings = services.settings
        return await charge(services.redis, settings.key_prefix, payer, settings.ai_budget, AI_SEAT_COST[level])

    async def _after_change(
        state: State, game_id: str, change: Any, authorize: Any, charged: Charge | None = None
    ) -> Response:
        """Apply a seat change once `authorize` let the caller ask, let the AI play a seat that became its turn,
        answer the spectator's view. A bot `charged` for is refunded when the change is refused."""
        services = state.services
        try:
            version, record, current = await change_table(services.store, game, game_id, change, authorize=authorize)
        except ApiError:  # refused: nothing was written
            await refund(services.redis, charged)
            raise
        if record.cancelled:  # the game stopped: no bot could be paid for a seat that lost its player
            await services.store.unlist(game.meta.slug, [services.store.lobby_entry(game_id, record.created_at)])
        else:
            await _note_filled(services.store, game, game_id, record)
        await services.ai.after_write(game, game_id, version, current, record)
        return answer_view(version, record, current, game_id)

    async def _set_up_rematch(
        request: Request, services: Any, game_id: str, record: GameRecord, seat: int, old_token: str
    ) -> Rematch | None:
        """Create the rematch and point the finished game to it; None when another seat did so first."""
        token = new_secret()
        seats = [_rematch_seat(entry, index == seat, token) for index, entry in enumerate(record.seats)]
        levels = [entry.level for entry in seats if entry.kind == "ai" and entry.level is not None]
        creator = client_address(request)
        await spend_ai_budget(
            services.redis, services.settings.key_prefix, creator, services.settings.ai_budget, levels
        )
        config = msgspec.json.decode(record.options, type=game.Config) if record.options else game.Config()
        made = await play.create_game(
            services.store, game, config, seats, None, public=record.public, clock=record.clock, notify=record.notify,
            hints=record.hints, payer=creator,
        )

        def point(loaded: Any, _state: Any) -> tuple[GameRecord, list[Any]]:
            if loaded.record.rematch is not None:
                raise _RematchTaken(loaded.record.rematch)
            return note_rematch(loaded.record, made.game_id)

        try:
            await change_table(services.store, game, game_id, point, while_running=False)
        except (_RematchTaken, ApiError) as exc:  # nothing points to the new game: it goes
            await services.store.delete(made.game_id)
            await services.store.unlist(game.meta.slug, [services.store.lobby_entry(made.game_id, made.record.created_at)])
            if isinstance(exc, ApiError):
                raise
            return None
        await services.ai.after_write(game, made.game_id, 1, made.state, made.record)
        invitations = [Invitation(seat=i, code=code) for i, code in enumerate(made.invitations) if code is not None]
        return Rematch(game_id=made.game_id, seat=seat, token=token, host_token=made.host_token, invitations=invitations)

    async def _join_rematch(store: Store, rematch_id: str, old_token: str) -> Rematch:
        """The caller's seat in an existing rematch, with a new token for it."""
        token = new_secret()
        taken: list[int] = []

        def change(loaded: Any, _state: Any) -> tuple[GameRecord, list[Any]]:
            record, seat, events = take_reserved(loaded.record, old_token, token)
            taken[:] = [seat]
            return record, events

        await change_table(store, game, rematch_id, change)
        return Rematch(game_id=rematch_id, seat=taken[0], token=token, host_token=None, invitations=[])

    return [lobby, claim_seat, leave_seat, seat_to_ai, new_token, cancel_game, rematch]


async def _note_filled(store: Store, game: Game, game_id: str, record: GameRecord) -> None:
    """A public game whose last open seat was just taken leaves the lobby's open games."""
    if record.public and not has_open_seat(record):
        await store.unlist_filled(game.meta.slug, [store.lobby_entry(game_id, record.created_at)])


def _rematch_seat(entry: SeatRecord, asker: bool, token: str) -> SeatRecord:
    """A seat of the rematch: the same player, bot or open seat; a person's seat waits for them to ask."""
    if entry.kind == "human" and entry.token_hash is not None:
        return SeatRecord(
            kind="human",
            name=entry.name,
            reserved_for=entry.token_hash,
            token_hash=play.token_hash(token) if asker else None,
        )
    if entry.kind == "ai":
        return SeatRecord(kind="ai", level=entry.level)
    return SeatRecord(kind="open")


async def _public_games(
    store: Store, game: Game, types: GameTypes, open_only: bool, after: str | None, limit: int
) -> tuple[list[Any], str | None]:
    """A page of the lobby: public games still running (with an open seat, when asked), newest first.

    Games with an open seat are kept in a set of their own, so a page of them reads about as many games as it
    answers. Entries whose game expired, ended, was cancelled (or filled up, among the open ones) are dropped
    from the lobby as they are met.
    """
    found: list[Any] = []
    stale: list[str] = []
    filled: list[str] = []
    cursor = after
    exhausted = False
    for _page in range(10):  # a bounded scan: a page may come back short, with a cursor to go on from
        entries = await store.lobby_page(game.meta.slug, cursor, limit, open_only)
        exhausted = len(entries) < limit
        for entry in entries:
            cursor = entry
            listed = await _listed(store, game, types, entry.partition(":")[2], open_only)
            if listed is None:
                stale.append(entry)
            elif listed is False:
                filled.append(entry)
            else:
                found.append(listed)
                if len(found) == limit:
                    break
        if len(found) == limit or exhausted:
            break
    await store.unlist(game.meta.slug, stale)
    await store.unlist_filled(game.meta.slug, filled)
    more = not exhausted or (len(found) == limit and cursor is not None)
    return found, cursor if more else None


async def _listed(store: Store, game: Game, types: GameTypes, game_id: str, open_only: bool) -> Any:
    """A lobby entry's game as listed; False when it has no open seat left though one was asked for; None when it
    should leave the lobby."""
    loaded = await store.load(game_id)
    if loaded is None or loaded.record.slug != game.meta.slug or loaded.record.cancelled:
        return None
    current = play.decode_state(game, loaded)
    if game.is_finished(current):
        return None
    if open_only and not has_open_seat(loaded.record):
        return False
    created = datetime.datetime.fromtimestamp(loaded.record.created_at, datetime.UTC)
    options = msgspec.json.decode(loaded.record.options, type=game.Config) if loaded.record.options else game.Config()
    return types.public_game(
        game_id=game_id,
        version=loaded.version,
        created_at=created.isoformat(timespec="seconds").replace("+00:00", "Z"),
        options=options,
        table=table_view(loaded.record),
    )


def _flag(raw: str | None) -> bool:
    if raw is None or raw == "false":
        return False
    if raw == "true":
        return True
    raise ApiError("validation-failed", "`open` must be `true` or `false`.")


def _page_limit(raw: str | None) -> int:
    if raw is None:
        return 20
    # At most 20 digits: Python reads no int of more than 4300, and a longer one is out of range anyway.
    if not (raw.isascii() and raw.isdigit() and len(raw) <= 20) or not 1 <= int(raw) <= LOBBY_PAGE_MAX:
        raise ApiError("validation-failed", f"`limit` must be a whole number from 1 to {LOBBY_PAGE_MAX}.")
    return int(raw)


def _required(token: str | None, detail: str) -> str:
    if token is None:
        raise ApiError("invalid-token", detail)
    return token
