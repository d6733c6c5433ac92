"""Ugly Christmas Sweaters events, past tense (section 1.3)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped

from .catalog import CardId, FadId, IconId, SantaId


class CardPlayed(Event, frozen=True, kw_only=True, tag="card-played"):
    """A seat played a card to the trick."""

    seat: int
    """The seat that played."""
    card: CardId
    """The card played."""
    value: int
    """The value it counts as, 0-12 (a patch copies one, UCS-13/14)."""
    icon: IconId | None = None
    """The icon it counts as; null for a patch that copied nothing."""


class DraftOrderSet(Event, frozen=True, kw_only=True, tag="draft-order-set"):
    """The trick was ranked, or Billy's a Brute changed the ranking: the Draft Order cards were handed out."""

    ranks: list[int]
    """The seat holding each Draft Order card, "1" first (index = id in `draft_order_cards`)."""


class BillyUsed(Event, frozen=True, kw_only=True, tag="billy-used"):
    """Billy's a Brute was used: its holder swapped its best Draft Order card with the winner's "1"."""

    seat: int
    """The seat that used Billy's a Brute and now holds "1"."""
    winner: int
    """The seat that had won the trick and took the other card."""


class WindowDeclined(Event, frozen=True, kw_only=True, tag="window-declined"):
    """A seat let an optional Kickstarter window pass and keeps the card."""

    seat: int
    """The seat that declined."""
    power: str
    """The card not used: `billy` (Billy's a Brute, for this trick) or `tina` (Tina Can Tink, for this round)."""


class CardDrafted(Event, frozen=True, kw_only=True, tag="card-drafted"):
    """A seat took a pool card and knitted it."""

    seat: int
    """The seat that drafted."""
    card: CardId
    """The card drafted."""
    sweater: int
    """The index of the sweater in that seat's knitting area that holds it now (a new one is the last)."""
    slot: str | None = None
    """The slot it went to, `left`, `right` or `bottom`; null for a patch that floats on a new sweater."""
    floating_slot: str | None = None
    """The slot (`left`, `right` or `bottom`) the sweater's floating patch took at the same time; null
    when there was none."""
    maria: bool = False
    """True when Mixed-up Maria was spent to ignore the card's orientation."""


class FadClaimed(Event, frozen=True, kw_only=True, tag="fad-claimed"):
    """Express: a sweater claimed a displayed Fad and is locked (UCS-37)."""

    seat: int
    """The owner of the sweater."""
    fad: FadId
    """The Fad claimed."""
    sweater: int
    """The index of the sweater in that seat's knitting area."""


class TinaUsed(Event, frozen=True, kw_only=True, tag="tina-used"):
    """Tina Can Tink moved one live card before scoring."""

    seat: int
    """The seat that used Tina Can Tink."""
    card: CardId
    """The card moved."""
    sweater: int
    """The index of the sweater in that seat's knitting area that holds it now."""
    slot: str | None = None
    """The slot it went to, `left`, `right` or `bottom`; null for a patch that floats on a new sweater."""


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """A seat drew cards from its own pile into its hand (sent to that seat only)."""

    seat: int
    """The seat that drew."""
    cards: list[CardId]
    """The cards drawn."""


class GameplayCardFlipped(Event, frozen=True, kw_only=True, tag="gameplay-card-flipped"):
    """A new gameplay card was turned face up, replacing the one in force."""

    kind: str
    """Which pile: `perfect-fit`, `trendy-yarn` or `fad`."""
    card: int
    """The card now in force: an id in the catalog's `perfect_fits`, `trendy_yarns` or `fads`, as `kind` says."""


class SecretSantaDealt(Event, frozen=True, kw_only=True, tag="secret-santa-dealt"):
    """A seat was dealt Secret Santa cards (sent to that seat only)."""

    seat: int
    """The seat dealt."""
    cards: list[SantaId]
    """The cards dealt, ascending."""


class RoundStarted(Event, frozen=True, kw_only=True, tag="round-started"):
    """A round began: piles dealt and hands drawn."""

    round: int
    """The round number, 1-3."""
    pool: list[CardId]
    """The draft pool it starts with, ascending."""
    leader: int
    """The seat holding Draft Order "1", which leads the first trick."""


class RoundScored(Event, frozen=True, kw_only=True, tag="round-scored"):
    """A round was scored and the Secret Santas were revealed."""

    round: int
    """The round scored, 1-3."""
    points: list[int]
    """Victory points each seat scored this round (index = seat)."""
    santas_shown: list[list[SantaId]]
    """The Secret Santa cards each seat revealed (index = seat): all in casual mode, only those met in avid."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over."""

    reason: str
    """`rounds-played` after the last round's scoring, or `turn-cap` at the 64-trick safety cap."""


UcsEvent = (
    CardPlayed | DraftOrderSet | BillyUsed | WindowDeclined | CardDrafted | FadClaimed | TinaUsed
    | CardsDrawn | GameplayCardFlipped | SecretSantaDealt | RoundStarted | RoundScored | GameEnded
    | StepSkipped
)
