"""Every decision a Christmas Lights seat can post (companion section 3.4)."""

from __future__ import annotations

from typing import Literal, Union

from domain.lights.catalog import CardKey
from domain.contract import MoveBase
from domain.games.christmas_lights.question import SIMPLEST, Question
from domain.lights.patterns import Direction

Mark = Literal["upright", "sideways", "upside-down"]


class _Move(MoveBase, frozen=True, kw_only=True):
    """Base of every move: tagged by "type"."""


class PlayCard(_Move, frozen=True, kw_only=True, tag="play-card"):
    """PLAY a card blind from your hand; name pattern and direction only when starting a string (CL-4)."""

    ref: int
    """The card to play: its ref (position in your hand, from 0)."""
    pattern: CardKey | None = None
    """Only when this card may start a string: which of your Pattern cards to build (its key, `P01`-`P18`,
    an entry of `cards` in the catalog); null otherwise."""
    direction: Direction | None = None
    """Only when this card may start a string: the end it fills from, `left-to-right` or `right-to-left`;
    null otherwise."""


class PlaceSpecial(_Move, frozen=True, kw_only=True, tag="place-special"):
    """Put the revealed Bubble or Broken into your string at `position` (pattern slot 0-4, left to right)."""

    position: int
    """The string position to put it in: a pattern slot 0-4, counted from the left whatever the direction."""


class DiscardSpecial(_Move, frozen=True, kw_only=True, tag="discard-special"):
    """Discard the revealed Bubble or Broken instead of placing it (CL-6, CL-7)."""


class TakeBulb(_Move, frozen=True, kw_only=True, tag="take-bulb"):
    """Light Switch: draw a Bulb card and look at it (CL-13)."""


class Peek(_Move, frozen=True, kw_only=True, tag="peek"):
    """Christmas Eve: look at the front of one card in your hand (CL-13)."""

    ref: int
    """The card to look at: its ref in your hand, from 0."""


class DiscardForNew(_Move, frozen=True, kw_only=True, tag="discard-for-new"):
    """Boxing Day: discard a card from your hand and draw an unseen replacement (CL-13)."""

    ref: int
    """The card to discard: its ref in your hand, from 0."""


class Decline(_Move, frozen=True, kw_only=True, tag="decline"):
    """Say no: to an event's offer, or to a card offered for sale."""


class SwapCard(_Move, frozen=True, kw_only=True, tag="swap"):
    """SWAP your card at `ref` with the card at `their_ref` in seat `seat`'s hand (CL-14)."""

    ref: int
    """Your card to give: its ref in your hand, from 0."""
    seat: int
    """The other seat to swap with (seat number from 0, never your own)."""
    their_ref: int
    """The card to take: its ref in that seat's hand, from 0."""


class PutUp(_Move, frozen=True, kw_only=True, tag="put-up"):
    """SALE: put one or two of your cards face-up on the table."""

    refs: list[int]
    """The refs in your hand of the one or two cards to put up, in increasing order."""


class OfferCard(_Move, frozen=True, kw_only=True, tag="offer"):
    """SALE: offer a card on the table to `seat` for a truthful answer to `question` (CL-15)."""

    sale_card: int
    """The card to offer: its index in the view's `sale` list, from 0."""
    seat: int
    """The seat to offer it to (seat number from 0): not you, and not a seat already offered this card."""
    question: Question = SIMPLEST
    """The yes/no question about your own hand that the buyer answers truthfully if it accepts; any valid
    question may be posted (at most 3 atoms, 9 parts), the listed moves show `has-pair`."""


class Withdraw(_Move, frozen=True, kw_only=True, tag="withdraw"):
    """SALE: stop offering a card on the table; it is discarded."""

    sale_card: int
    """The card to withdraw: its index in the view's `sale` list, from 0."""


class Accept(_Move, frozen=True, kw_only=True, tag="accept"):
    """Buy the card offered to you: your answer is given and the card joins your hand."""


class Refill(_Move, frozen=True, kw_only=True, tag="refill"):
    """REFILL: draw `count` cards, keeping the hand at five or fewer (CL-18)."""

    count: int
    """How many cards to draw: 1 to 5 minus your hand size."""


class EndTurn(_Move, frozen=True, kw_only=True, tag="end-turn"):
    """Skip whatever is left of your turn."""


class ArrangeHand(_Move, frozen=True, kw_only=True, tag="arrange-hand"):
    """Reorder your hand and set how each card is held (CL-23); `order` lists the old refs."""

    order: list[int]
    """Your hand's new order, as the old refs: each ref 0 to hand size - 1 exactly once."""
    marks: list[Mark]
    """How each card is held in the new order, one per card: `upright`, `sideways` or `upside-down`."""


Move = Union[
    PlayCard, PlaceSpecial, DiscardSpecial, TakeBulb, Peek, DiscardForNew, Decline, SwapCard,
    PutUp, OfferCard, Withdraw, Accept, Refill, EndTurn, ArrangeHand,
]
# The sealed answers to Light Switch, Christmas Eve and Boxing Day (G-6 simultaneous commit).
Commit = Union[TakeBulb, Peek, DiscardForNew, Decline]
