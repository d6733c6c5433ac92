"""Ugly Christmas Sweaters moves (section 1.3 tags) and events."""

from __future__ import annotations

from typing import Literal


from domain.contract import Event, MoveBase, StepSkipped

Slot = Literal["left", "right", "bottom"]


class PlayCard(MoveBase, frozen=True, kw_only=True, tag="play-card"):
    """Lead or follow with a card from hand; `copy_from` names the pool card a leading patch copies."""

    card: int
    copy_from: int | None = None


class DraftCard(MoveBase, frozen=True, kw_only=True, tag="draft"):
    """Take a pool card and knit it: `sweater` None starts a new sweater (UCS-19/20)."""

    card: int
    sweater: int | None = None
    slot: Slot | None = None
    floating_slot: Slot | None = None
    use_maria: bool = False


class UseBilly(MoveBase, frozen=True, kw_only=True, tag="use-billy"):
    """Billy's a Brute: swap your best Draft Order card with the winner's "1" (section 1.5)."""


class Decline(MoveBase, frozen=True, kw_only=True, tag="decline"):
    """Let an optional window pass (G-6)."""


class ClaimFad(MoveBase, frozen=True, kw_only=True, tag="claim-fad"):
    """Express: choose which qualifying Fad the sweater just completed claims (UCS-37)."""

    fad: int


class UseTina(MoveBase, frozen=True, kw_only=True, tag="use-tina"):
    """Tina Can Tink: move one uncovered card of your sweaters elsewhere before scoring (section 1.5)."""

    card: int
    sweater: int | None = None
    slot: Slot | None = None
    floating_slot: Slot | None = None


UcsMove = PlayCard | DraftCard | UseBilly | Decline | ClaimFad | UseTina


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
