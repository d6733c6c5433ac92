"""Festival of Lights' events, past tense; everything at this table happens face up (FL-13)."""

from __future__ import annotations

from domain.contract import Event
from domain.lights.components import Colour

from .components import Kind


class RoundStarted(Event, frozen=True, kw_only=True, tag="round-started"):
    """Every seat chooses a card to reveal for round `round` (FL-12: 1 to 8)."""

    round: int
    """The round starting, 1-8."""


class ChoiceSealed(Event, frozen=True, kw_only=True, tag="choice-sealed"):
    """G-6: `seat` sealed its choice for the current step; only that it did is said."""

    seat: int
    """The seat that sealed (a reveal, a rescue answer or a Bubble assignment, by the step)."""


class CardsRevealed(Event, frozen=True, kw_only=True, tag="cards-revealed"):
    """Every seat's card, by kind, in seat order; `dropped` are the seats whose card was matched (FL-1)."""

    kinds: tuple[Kind, ...]
    """The kind each seat revealed, by seat."""
    dropped: tuple[int, ...]
    """The seats whose card matched another seat's (same colour, or same special type) and so drops; empty
    when every card was unique."""


class RescueDecided(Event, frozen=True, kw_only=True, tag="rescue-decided"):
    """FL-3: `seat` used a stored Broken on its drop (`used`) or kept it."""

    seat: int
    """The seat that decided."""
    used: bool
    """True when it spent a stored Broken Bulb to score its dropped card; false when it kept the Broken."""


class CardScored(Event, frozen=True, kw_only=True, tag="card-scored"):
    """`seat` scored a `kind` to `colour`'s pile, under its pattern, as a stored Broken, or kept as 2 points."""

    seat: int
    """The seat that scored the card."""
    kind: Kind
    """The kind of card scored."""
    colour: Colour | None = None
    """The pile a plain bulb joined (its own colour); null for a special card."""
    rescued: bool = False
    """True when a stored Broken Bulb rescued this dropped card (FL-3): a special scored so has no ability."""


class CardsDiscarded(Event, frozen=True, kw_only=True, tag="cards-discarded"):
    """The round's unrescued drops went to the discard pile (FL-2 step 2)."""

    kinds: tuple[Kind, ...]
    """The kinds of the cards discarded, in seat order."""


class PlugUsed(Event, frozen=True, kw_only=True, tag="plug-used"):
    """FL-4: `seat` took a `kind` from the discard; the Plug went to the box."""

    seat: int
    """The seat that used its Plug."""
    kind: Kind
    """The kind of card it took from the discard pile."""


class CharacterPlaced(Event, frozen=True, kw_only=True, tag="character-placed"):
    """FL-6: `seat` put a Character on its `colour` pile."""

    seat: int
    """The seat that placed its Character."""
    colour: Colour
    """The colour of the pile it joined."""


class HandsPassed(Event, frozen=True, kw_only=True, tag="hands-passed"):
    """Every hand went to the seat on the left (G-1)."""

    cards_each: int
    """Cards in each hand passed."""


class LastCardsBoxed(Event, frozen=True, kw_only=True, tag="last-cards-boxed"):
    """FL-12: every seat's last card went to the box unseen."""

    count: int
    """How many cards went to the box (one per seat)."""


class BubblesAssigned(Event, frozen=True, kw_only=True, tag="bubbles-assigned"):
    """FL-7: revealed together, the colour each of `seat`'s Bubbles joins."""

    seat: int
    """The seat whose Bubbles these are."""
    colours: tuple[Colour, ...]
    """The pile each Bubble joined, one colour per Bubble, in colour order."""


class PileReturned(Event, frozen=True, kw_only=True, tag="pile-returned"):
    """FL-8: `seat`'s `colour` pile with a Character was outgrown and went to the box."""

    seat: int
    """The seat that lost the pile."""
    colour: Colour
    """The colour of the pile lost."""
    size: int
    """Its size when checked, in bulbs (a Character counts as 2)."""


class BonusTaken(Event, frozen=True, kw_only=True, tag="bonus-taken"):
    """FL-9: `seat`'s unique largest `colour` pile took `count` plain bulbs from the discard."""

    seat: int
    """The seat with the unique largest pile of the colour."""
    colour: Colour
    """The colour of that pile and of the bulbs taken."""
    count: int
    """Plain bulbs of that colour taken from the discard pile, 1 point each."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The rules' end (FL-12, "last-card") was reached and the final checks are done."""

    reason: str
    """How the game ended: always `last-card` (FL-12)."""


FestivalOfLightsEvent = (
    RoundStarted | ChoiceSealed | CardsRevealed | RescueDecided | CardScored | CardsDiscarded | PlugUsed
    | CharacterPlaced | HandsPassed | LastCardsBoxed | BubblesAssigned | PileReturned | BonusTaken | GameEnded
)
