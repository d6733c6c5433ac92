"""The wire types: shared shapes (DESIGN section 2) and each game's own, built from its registry entry."""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

import msgspec
from msgspec import Meta, Struct, defstruct, field

from domain.contract import Game
from service.usecases.clocks import ClockOptions
from service.usecases.webhooks import NotifyOptions
from service.usecases.table import Level, PlayerName, Table, TableEvent

GAME_ID = Annotated[str, Meta(pattern=r"^[A-Za-z0-9_-]{22}$", description="Game id (22 URL-safe characters)")]


class HumanSeat(Struct, frozen=True, forbid_unknown_fields=True, tag="human", tag_field="kind"):
    """A seat played by a person, who gets a secret token for it."""

    name: PlayerName | None = None
    """The player's name; `Player <seat + 1>` when left out."""


class AiSeat(Struct, frozen=True, forbid_unknown_fields=True, tag="ai", tag_field="kind"):
    """A seat played by the server's bot of the given level."""

    level: Level = "greedy"
    """How strong the bot plays: `random` (any legal move), `greedy` (the game's heuristic) or `expert` (searches)."""


class OpenSeat(Struct, frozen=True, forbid_unknown_fields=True, tag="open", tag_field="kind"):
    """A seat left for a player to claim later, with the invitation code the create answer gives for it (or
    with no code at all when the game is public)."""


SeatSpec = HumanSeat | AiSeat | OpenSeat


class SeatGrant(Struct, frozen=True, kw_only=True):
    """A seat of a created game; `token` only for human seats, shown once."""

    seat: int
    """The seat's number, from 0, as every view, move and event names it."""
    kind: Literal["human", "ai", "open"]
    """Who plays it: a person holding `token`, the server's bot, or a player yet to claim it."""
    name: str
    """The name the table shows for the seat."""
    level: Level | None = None
    """The bot's level for an `ai` seat; null otherwise."""
    token: str | None = None
    """The secret seat token for a human seat (send it as `Authorization: Bearer <token>`); shown only here."""
    invitation: str | None = None
    """An open seat's invitation code, to hand to the player who should claim it; null for other seats."""


class GameCreated(Struct, frozen=True, kw_only=True):
    """Answer to create-game."""

    game_id: str
    """The new game's id (22 URL-safe characters), used in every other path of the game."""
    version: int
    """The game's version: 1 at creation, one more for every applied move or change of seat; also sent as the ETag."""
    seats: list[SeatGrant]
    """Every seat in order, with its token when a person plays it."""
    seed_commitment: str
    """Hex sha256 of the seed's decimal digits, published now and checkable once the final view reveals the seed."""
    host_token: str
    """The host's secret token: it re-issues a seat's token, hands a seat to the AI and cancels the game
    (`Authorization: Bearer <host token>`). It never acts for a seat. Shown only here."""


class CatalogEntry(Struct, frozen=True, kw_only=True):
    """One hosted game."""

    slug: str
    """The game's URL segment: its endpoints live under `/v1/<slug>/`."""
    title: str
    """The game's name as printed."""
    min_seats: int
    """Fewest seats a game can be created with."""
    max_seats: int
    """Most seats a game can be created with."""
    summary: str
    """One sentence on what the game is about."""
    simultaneous: bool
    """True when several seats can be asked to act at once (views' `actors` may hold more than one seat)."""
    hidden_information: bool
    """True when seats see different things (hands, hidden commits): a view depends on the token sent."""
    options_schema: str
    """JSON pointer into the OpenAPI document to the schema of this game's create-game body."""


class Catalog(Struct, frozen=True, kw_only=True):
    """Every hosted game."""

    games: list[CatalogEntry]
    """One entry per game, sorted by slug."""


class OpenField(Struct, frozen=True, kw_only=True):
    """A listed move whose named fields accept many more values than the simplest one shown."""

    move: int
    """Index of the move in `moves`."""
    fields: list[str]
    """Names of that move's fields that accept other values too (the rules or the game's notes say which)."""


class Health(Struct, frozen=True, kw_only=True):
    """Health probe answer."""

    status: Literal["ok", "unavailable"]
    """`ok` when the process (and for readiness, the store) answers."""
    store: Literal["redis", "embedded"]
    """Where game state lives: a Redis server, or the embedded store of a trial server."""


def _described(kind: Any, text: str) -> Any:
    return Annotated[kind, Meta(description=text)]


GAME_ID_FIELD = _described(str, "The game's id (22 URL-safe characters).")
VERSION_FIELD = _described(
    int, "The game's version this answer was read at: 1 at creation, one more per applied move or change of seat."
)


def type_name(game: Game) -> str:
    """What a game's types in the contract are named after: `xmas-sweater` gives `XmasSweater`."""
    return "".join(part.capitalize() for part in game.meta.slug.split("-"))


class GameTypes:
    """The request and answer types of one game, named after it so the contract reads well."""

    def __init__(self, game: Game) -> None:
        name = type_name(game)
        self.name = name
        seats = Meta(
            min_length=game.meta.min_seats,
            max_length=game.meta.max_seats,
            description="One entry per seat, in seat order: the seat count is the length of this list.",
        )
        self.create = defstruct(
            f"{name}CreateGame",
            [
                ("seats", Annotated[list[SeatSpec], seats]),
                ("options", _described(game.Config, "The game's options; every one has a default."), field(default_factory=game.Config)),
                (
                    "seed",
                    Annotated[
                        Annotated[int, Meta(ge=0, le=2**63 - 1)] | None,
                        Meta(description="A fixed seed for a reproducible game; refused unless the server allows test seeds."),
                    ],
                    None,
                ),
                (
                    "public",
                    _described(bool, "List the game in the lobby while it has open seats, which anyone may then claim without a code."),
                    False,
                ),
                (
                    "clock",
                    _described(ClockOptions | None, "A turn clock for the people at the table; null for none."),
                    None,
                ),
                (
                    "notify",
                    _described(NotifyOptions | None, "A webhook told of every new version; null for none."),
                    None,
                ),
                (
                    "hints",
                    _described(
                        bool,
                        "Let each seat ask for the expert's suggestion when it is asked to act (`GET .../hint`); "
                        "false turns hints off for the whole game (and its rematches).",
                    ),
                    True,
                ),
            ],
            kw_only=True,
            forbid_unknown_fields=True,
            frozen=True,
        )
        self.view = defstruct(
            f"{name}GameView",
            [
                ("game_id", GAME_ID_FIELD),
                ("version", VERSION_FIELD),
                ("seed_commitment", _described(str, "Hex sha256 of the seed's decimal digits, published at creation.")),
                (
                    "seed",
                    _described(
                        str | None,
                        "The seed in decimal, revealed once the game is played to its end; null before, and at a "
                        "cancelled game (its hidden cards stay hidden).",
                    ),
                    None,
                ),
                ("table", _described(Table, "Who plays each seat, and whether the game was cancelled or has a rematch.")),
            ],
            bases=(game.View,),
            kw_only=True,
            frozen=True,
        )
        self.score = defstruct(
            f"{name}Score",
            [
                ("game_id", GAME_ID_FIELD),
                ("version", VERSION_FIELD),
                ("table", _described(Table, "Who plays each seat, with the names to show beside the scores.")),
            ],
            bases=(game.Score,),
            kw_only=True,
            frozen=True,
        )
        self.legal_moves = defstruct(
            f"{name}LegalMoves",
            [
                ("version", VERSION_FIELD),
                ("moves", _described(list[game.Move], "Every move the seat may make now; post any one back verbatim.")),
                ("labels", _described(list[str], "A short English label for each move, in the same order as `moves`.")),
                (
                    "open",
                    _described(list[OpenField], "Moves whose named fields accept more values than the one shown."),
                    field(default_factory=list),
                ),
            ],
            kw_only=True,
            frozen=True,
        )
        self.logged_event = defstruct(
            f"{name}LoggedEvent",
            [
                ("id", _described(str, "The event's cursor: pass it as `after` to read what came after it.")),
                (
                    "event",
                    _described(
                        Union[game.Event, TableEvent],  # noqa: UP007 (a union of unions, built at run time)
                        "What happened, as data: a move's consequence, or a change at the table (a seat claimed "
                        "or left, the game cancelled, a rematch set up).",
                    ),
                ),
                ("text", _described(str, "The same event as one line of English for a game log.")),
            ],
            kw_only=True,
            frozen=True,
        )
        self.events = defstruct(
            f"{name}EventLog",
            [
                ("events", _described(list[self.logged_event], "The events the caller may read, oldest first.")),
                (
                    "cursor",
                    _described(
                        str | None,
                        "Where the next page starts (pass as `after`): the last event of this page, or the `after` "
                        "sent when the page is empty; null when nothing was read yet.",
                    ),
                ),
            ],
            kw_only=True,
            frozen=True,
        )
        self.public_game = defstruct(
            f"{name}PublicGame",
            [
                ("game_id", GAME_ID_FIELD),
                ("version", VERSION_FIELD),
                ("created_at", _described(str, "When the game was created (RFC 3339, UTC).")),
                ("options", _described(game.Config, "The options the game was created with.")),
                ("table", _described(Table, "Who plays each seat; `open` seats can be claimed without a code.")),
            ],
            kw_only=True,
            frozen=True,
        )
        self.lobby = defstruct(
            f"{name}Lobby",
            [
                ("games", _described(list[self.public_game], "Public games, newest first.")),
                (
                    "cursor",
                    _described(str | None, "Pass as `after` for the next page; null when there is no more."),
                ),
            ],
            kw_only=True,
            frozen=True,
        )
        self.move = game.Move
        self.components = type(game.catalog)


class RawLoggedEvent(Struct, frozen=True, kw_only=True):
    """A logged event as sent: the stored JSON of the event is passed through untouched."""

    id: str
    event: msgspec.Raw
    text: str


class RawEventLog(Struct, frozen=True, kw_only=True):
    """The wire form of every game's event log."""

    events: list[RawLoggedEvent]
    cursor: str | None


def enveloped(answer_type: Any, value: Any, **envelope: Any) -> Any:
    """A game's own answer (view or scoreboard) as its wire type, with the envelope fields added."""
    return answer_type(**msgspec.structs.asdict(value), **envelope)


def view_answer(
    types: GameTypes, view: Any, game_id: str, version: int, commitment: str, seed: str | None, table: Table
) -> Any:
    """A game's view with the envelope fields every view carries.

    A cancelled game waits for nobody and is over, whatever its rules would have asked next: its views say so
    (`actors` empty, `finished` true, `table.cancelled` true). The seed stays hidden, as its game never ended.
    """
    if table.cancelled:
        view = msgspec.structs.replace(view, actors=[], finished=True)
    return enveloped(
        types.view, view, game_id=game_id, version=version, seed_commitment=commitment, seed=seed, table=table
    )


class ClaimSeat(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A player's request for an open seat."""

    name: PlayerName
    """The name the table will show for the player."""
    code: Annotated[str, Meta(min_length=1, max_length=100)] | None = None
    """The seat's invitation code from the create answer; not needed at a public game."""


class HandToAi(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The host's choice of bot for a seat it hands over."""

    level: Level = "greedy"
    """How strong the bot plays: `random`, `greedy` or `expert`."""


class SeatToken(Struct, frozen=True, kw_only=True):
    """A seat's new secret token, for the player who holds the seat."""

    game_id: str
    """The game the seat belongs to."""
    seat: int
    """The seat's number, from 0."""
    name: str
    """The name the table shows for the seat."""
    token: str
    """The seat's secret token (`Authorization: Bearer <token>`); shown only here, and any earlier token of the
    seat stops working."""
    version: int
    """The game's version after the change."""


class Invitation(Struct, frozen=True, kw_only=True):
    """An open seat's invitation code."""

    seat: int
    """The open seat."""
    code: str
    """The code a player sends to claim the seat."""


class Rematch(Struct, frozen=True, kw_only=True):
    """The caller's seat in the rematch of a finished game."""

    game_id: str
    """The rematch's game id."""
    seat: int
    """The caller's seat in it (the same number as in the game before)."""
    token: str
    """The caller's secret token for that seat; each other player gets their own by asking with their own token."""
    host_token: str | None
    """The rematch's host token, given only to the seat that set the rematch up; null for everyone else."""
    invitations: list[Invitation]
    """Invitation codes for the rematch's open seats, given only with `host_token`; empty for everyone else."""
