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


SeatSpec = HumanSeat | AiSeat


class SeatGrant(Struct, frozen=True, kw_only=True):
    """A seat of a created game; `token` only for human seats, shown once."""

    seat: int
    kind: Literal["human", "ai"]
    level: Level | None = None
    token: str | None = None


class GameCreated(Struct, frozen=True, kw_only=True):
    """Answer to create-game."""

    game_id: str
    version: int
    seats: list[SeatGrant]
    seed_commitment: Annotated[str, Meta(description="sha256 of the seed's decimal digits")]


class CatalogEntry(Struct, frozen=True, kw_only=True):
    """One hosted game."""

    slug: str
    title: str
    min_seats: int
    max_seats: int
    summary: str
    simultaneous: bool
    hidden_information: bool
    options_schema: str


class Catalog(Struct, frozen=True, kw_only=True):
    """Every hosted game."""

    games: list[CatalogEntry]


class OpenField(Struct, frozen=True, kw_only=True):
    """A listed move whose named fields accept many more values than the simplest one shown."""

    move: int
    fields: list[str]


class Health(Struct, frozen=True, kw_only=True):
    """Health probe answer."""

    status: Literal["ok", "unavailable"]
    store: Literal["redis", "embedded"]


class GameTypes:
    """The request and answer types of one game, named after it so the contract reads well."""

    def __init__(self, game: Game) -> None:
        name = "".join(part.capitalize() for part in game.meta.slug.split("-"))
        self.name = name
        self.create = defstruct(
            f"{name}CreateGame",
            [
                ("seats", Annotated[list[SeatSpec], Meta(min_length=game.meta.min_seats, max_length=game.meta.max_seats)]),
                ("options", game.Config, field(default_factory=game.Config)),
                ("seed", Annotated[int, Meta(ge=0, le=2**63 - 1)] | None, None),
            ],
            kw_only=True,
            forbid_unknown_fields=True,
            frozen=True,
        )
        self.view = defstruct(
            f"{name}GameView",
            [
                ("game_id", str),
                ("version", int),
                ("seed_commitment", str),
                ("seed", Annotated[str | None, Meta(description="The seed in decimal, revealed once the game is over")], None),
            ],
            bases=(game.View,),
            kw_only=True,
            frozen=True,
        )
        self.score = defstruct(
            f"{name}Score", [("game_id", str), ("version", int)], bases=(game.Score,), kw_only=True, frozen=True
        )
        self.legal_moves = defstruct(
            f"{name}LegalMoves",
            [("version", int), ("moves", list[game.Move]), ("open", list[OpenField], field(default_factory=list))],
            kw_only=True,
            frozen=True,
        )
        self.logged_event = defstruct(
            f"{name}LoggedEvent", [("id", str), ("event", game.Event)], kw_only=True, frozen=True
        )
        self.events = defstruct(
            f"{name}EventLog",
            [("events", list[self.logged_event]), ("cursor", str | None)],
            kw_only=True,
            frozen=True,
        )
        self.move = game.Move


class RawLoggedEvent(Struct, frozen=True, kw_only=True):
    """A logged event as sent: the stored JSON of the event is passed through untouched."""

    id: str
    event: msgspec.Raw


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
