"""Every decision a Christmas Lights seat can post (companion section 3.4)."""

from __future__ import annotations

from typing import Literal, Union

from domain.contract import MoveBase
from domain.games.christmas_lights.question import SIMPLEST, Question
from domain.lights.patterns import Direction

Mark = Literal["upright", "sideways", "upside-down"]


class _Move(MoveBase, frozen=True, kw_only=True):
    """Base of every move: tagged by "type"."""


class PlayCard(_Move, frozen=True, kw_only=True, tag="play-card"):
    """PLAY a card blind from your hand; name pattern and direction only when starting a string (CL-4)."""

    ref: int
    pattern: str | None = None
    direction: Direction | None = None


class PlaceSpecial(_Move, frozen=True, kw_only=True, tag="place-special"):
    """Put the revealed Bubble or Broken into your string at `position` (pattern slot 0-4, left to right)."""

    position: int


class DiscardSpecial(_Move, frozen=True, kw_only=True, tag="discard-special"):
    """Discard the revealed Bubble or Broken instead of placing it (CL-6, CL-7)."""


class TakeBulb(_Move, frozen=True, kw_only=True, tag="take-bulb"):
    """Light Switch: draw a Bulb card and look at it (CL-13)."""


class Peek(_Move, frozen=True, kw_only=True, tag="peek"):
    """Christmas Eve: look at the front of one card in your hand (CL-13)."""

    ref: int


class DiscardForNew(_Move, frozen=True, kw_only=True, tag="discard-for-new"):
    """Boxing Day: discard a card from your hand and draw an unseen replacement (CL-13)."""

    ref: int


class Decline(_Move, frozen=True, kw_only=True, tag="decline"):
    """Say no: to an event's offer, or to a card offered for sale."""


class SwapCard(_Move, frozen=True, kw_only=True, tag="swap"):
    """SWAP your card at `ref` with the card at `their_ref` in seat `seat`'s hand (CL-14)."""

    ref: int
    seat: int
    their_ref: int


class PutUp(_Move, frozen=True, kw_only=True, tag="put-up"):
    """SALE: put one or two of your cards face-up on the table."""

    refs: list[int]


class OfferCard(_Move, frozen=True, kw_only=True, tag="offer"):
    """SALE: offer a card on the table to `seat` for a truthful answer to `question` (CL-15)."""

    sale_card: int
    seat: int
    question: Question = SIMPLEST


class Withdraw(_Move, frozen=True, kw_only=True, tag="withdraw"):
    """SALE: stop offering a card on the table; it is discarded."""

    sale_card: int


class Accept(_Move, frozen=True, kw_only=True, tag="accept"):
    """Buy the card offered to you: your answer is given and the card joins your hand."""


class Refill(_Move, frozen=True, kw_only=True, tag="refill"):
    """REFILL: draw `count` cards, keeping the hand at five or fewer (CL-18)."""

    count: int


class EndTurn(_Move, frozen=True, kw_only=True, tag="end-turn"):
    """Skip whatever is left of your turn."""


class ArrangeHand(_Move, frozen=True, kw_only=True, tag="arrange-hand"):
    """Reorder your hand and set how each card is held (CL-23); `order` lists the old refs."""

    order: list[int]
    marks: list[Mark]


Move = Union[
    PlayCard, PlaceSpecial, DiscardSpecial, TakeBulb, Peek, DiscardForNew, Decline, SwapCard,
    PutUp, OfferCard, Withdraw, Accept, Refill, EndTurn, ArrangeHand,
]
# The sealed answers to Light Switch, Christmas Eve and Boxing Day (G-6 simultaneous commit).
Commit = Union[TakeBulb, Peek, DiscardForNew, Decline]
