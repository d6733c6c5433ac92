"""Ugly Christmas Sweaters events, past tense (section 1.3)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped


class CardPlayed(Event, frozen=True, kw_only=True, tag="card-played"):
    seat: int
    card: int
    value: int
    icon: int | None = None


class DraftOrderSet(Event, frozen=True, kw_only=True, tag="draft-order-set"):
    ranks: list[int]


class BillyUsed(Event, frozen=True, kw_only=True, tag="billy-used"):
    seat: int
    winner: int


class WindowDeclined(Event, frozen=True, kw_only=True, tag="window-declined"):
    seat: int
    power: str


class CardDrafted(Event, frozen=True, kw_only=True, tag="card-drafted"):
    seat: int
    card: int
    sweater: int
    slot: str | None = None
    floating_slot: str | None = None
    maria: bool = False


class FadClaimed(Event, frozen=True, kw_only=True, tag="fad-claimed"):
    seat: int
    fad: int
    sweater: int


class TinaUsed(Event, frozen=True, kw_only=True, tag="tina-used"):
    seat: int
    card: int
    sweater: int
    slot: str | None = None


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    seat: int
    cards: list[int]


class GameplayCardFlipped(Event, frozen=True, kw_only=True, tag="gameplay-card-flipped"):
    kind: str
    card: int


class SecretSantaDealt(Event, frozen=True, kw_only=True, tag="secret-santa-dealt"):
    seat: int
    cards: list[int]


class RoundStarted(Event, frozen=True, kw_only=True, tag="round-started"):
    round: int
    pool: list[int]
    leader: int


class RoundScored(Event, frozen=True, kw_only=True, tag="round-scored"):
    round: int
    points: list[int]
    santas_shown: list[list[int]]


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    reason: str


UcsEvent = (
    CardPlayed | DraftOrderSet | BillyUsed | WindowDeclined | CardDrafted | FadClaimed | TinaUsed
    | CardsDrawn | GameplayCardFlipped | SecretSantaDealt | RoundStarted | RoundScored | GameEnded
    | StepSkipped
)
