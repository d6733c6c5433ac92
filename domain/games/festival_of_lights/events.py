"""Festival of Lights' events, past tense; everything at this table happens face up (FL-13)."""

from __future__ import annotations

from domain.contract import Event
from domain.lights.components import Colour

from .components import Kind


class RoundStarted(Event, frozen=True, kw_only=True, tag="round-started"):
    """Every seat chooses a card to reveal for round `round` (FL-12: 1 to 8)."""

    round: int


class ChoiceSealed(Event, frozen=True, kw_only=True, tag="choice-sealed"):
    """G-6: `seat` sealed its choice for the current step; only that it did is said."""

    seat: int


class CardsRevealed(Event, frozen=True, kw_only=True, tag="cards-revealed"):
    """Every seat's card, by kind, in seat order; `dropped` are the seats whose card was matched (FL-1)."""

    kinds: tuple[Kind, ...]
    dropped: tuple[int, ...]


class RescueDecided(Event, frozen=True, kw_only=True, tag="rescue-decided"):
    """FL-3: `seat` used a stored Broken on its drop (`used`) or kept it."""

    seat: int
    used: bool


class CardScored(Event, frozen=True, kw_only=True, tag="card-scored"):
    """`seat` scored a `kind` to `colour`'s pile, under its pattern, as a stored Broken, or kept as 2 points."""

    seat: int
    kind: Kind
    colour: Colour | None = None
    rescued: bool = False


class CardsDiscarded(Event, frozen=True, kw_only=True, tag="cards-discarded"):
    """The round's unrescued drops went to the discard pile (FL-2 step 2)."""

    kinds: tuple[Kind, ...]


class PlugUsed(Event, frozen=True, kw_only=True, tag="plug-used"):
    """FL-4: `seat` took a `kind` from the discard; the Plug went to the box."""

    seat: int
    kind: Kind


class CharacterPlaced(Event, frozen=True, kw_only=True, tag="character-placed"):
    """FL-6: `seat` put a Character on its `colour` pile."""

    seat: int
    colour: Colour


class HandsPassed(Event, frozen=True, kw_only=True, tag="hands-passed"):
    """Every hand went to the seat on the left (G-1)."""

    cards_each: int


class LastCardsBoxed(Event, frozen=True, kw_only=True, tag="last-cards-boxed"):
    """FL-12: every seat's last card went to the box unseen."""

    count: int


class BubblesAssigned(Event, frozen=True, kw_only=True, tag="bubbles-assigned"):
    """FL-7: revealed together, the colour each of `seat`'s Bubbles joins."""

    seat: int
    colours: tuple[Colour, ...]


class PileReturned(Event, frozen=True, kw_only=True, tag="pile-returned"):
    """FL-8: `seat`'s `colour` pile with a Character was outgrown and went to the box."""

    seat: int
    colour: Colour
    size: int


class BonusTaken(Event, frozen=True, kw_only=True, tag="bonus-taken"):
    """FL-9: `seat`'s unique largest `colour` pile took `count` plain bulbs from the discard."""

    seat: int
    colour: Colour
    count: int


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The rules' end (FL-12, "last-card") was reached and the final checks are done."""

    reason: str


FestivalOfLightsEvent = (
    RoundStarted | ChoiceSealed | CardsRevealed | RescueDecided | CardScored | CardsDiscarded | PlugUsed
    | CharacterPlaced | HandsPassed | LastCardsBoxed | BubblesAssigned | PileReturned | BonusTaken | GameEnded
)
