"""The wire types: shared shapes (DESIGN section 2) and each game's own, built from its registry entry."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct, defstruct, field

from domain.contract import Game

GAME_ID = Annotated[str, Meta(pattern=r"^[A-Za-z0-9_-]{22}$", description="Game id (22 URL-safe characters)")]
Level = Literal["random", "greedy", "expert"]


class HumanSeat(Struct, frozen=True, forbid_unknown_fields=True, tag="human", tag_field="kind"):
    """A seat played by a person, who gets a secret token for it."""


class AiSeat(Struct, frozen=True, forbid_unknown_fields=True, tag="ai", tag_field="kind"):
    """A seat played by the server's bot of the given level."""

    level: Level = "greedy"
    """How strong the bot plays: `random` (any legal move), `greedy` (the game's heuristic) or `expert` (searches)."""


SeatSpec = HumanSeat | AiSeat


class SeatGrant(Struct, frozen=True, kw_only=True):
    """A seat of a created game; `token` only for human seats, shown once."""

    seat: int
    """The seat's number, from 0, as every view, move and event names it."""
    kind: Literal["human", "ai"]
    """Who plays it: a person holding `token`, or the server's bot."""
    level: Level | None = None
    """The bot's level for an `ai` seat; null for a human seat."""
    token: str | None = None
    """The secret seat token for a human seat (send it as `Authorization: Bearer <token>`); shown only here."""


class GameCreated(Struct, frozen=True, kw_only=True):
    """Answer to create-game."""

    game_id: str
    """The new game's id (22 URL-safe characters), used in every other path of the game."""
    version: int
    """The game's version: 1 at creation, one more for every applied move; also sent as the ETag."""
    seats: list[SeatGrant]
    """Every seat in order, with its token when a person plays it."""
    seed_commitment: str
    """Hex sha256 of the seed's decimal digits, published now and checkable once the final view reveals the seed."""


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
VERSION_FIELD = _described(int, "The game's version this answer was read at: 1 at creation, one more per applied move.")


class GameTypes:
    """The request and answer types of one game, named after it so the contract reads well."""

    def __init__(self, game: Game) -> None:
        name = "".join(part.capitalize() for part in game.meta.slug.split("-"))
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
                ("seed", _described(str | None, "The seed in decimal, revealed once the game is over; null before."), None),
            ],
            bases=(game.View,),
            kw_only=True,
            frozen=True,
        )
        self.score = defstruct(
            f"{name}Score",
            [("game_id", GAME_ID_FIELD), ("version", VERSION_FIELD)],
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
                ("event", _described(game.Event, "What happened, as data.")),
                ("text", _described(str, "The same event as one line of English for a game log.")),
            ],
            kw_only=True,
            frozen=True,
        )
        self.events = defstruct(
            f"{name}EventLog",
            [
                ("events", _described(list[self.logged_event], "The events the caller may read, oldest first.")),
                ("cursor", _described(str | None, "Where the next page starts (pass as `after`); null when no event was read.")),
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


def view_answer(types: GameTypes, view: Any, game_id: str, version: int, commitment: str, seed: str | None) -> Any:
    """A game's view with the envelope fields every view carries."""
    return enveloped(types.view, view, game_id=game_id, version=version, seed_commitment=commitment, seed=seed)
