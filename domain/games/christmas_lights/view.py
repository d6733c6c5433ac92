"""What one seat may know (companion section 3.3); spectators see the table but no card in any hand."""

from __future__ import annotations

import msgspec

from domain.contract import BaseView
from domain.games.christmas_lights.moves import Commit, Direction, Mark
from domain.games.christmas_lights.question import Question
from domain.games.christmas_lights.rules import actors
from domain.games.christmas_lights.score import used
from domain.games.christmas_lights.state import ChristmasLightsState, Player, Step, plug_due
from domain.lights.components import Kind, kind_of

State = ChristmasLightsState


class HandCardView(msgspec.Struct, frozen=True, kw_only=True):
    """A card in a hand: ref, how it is held, its face if the viewer may see it, whether its owner has."""

    ref: int
    mark: Mark
    face: Kind | None = None
    known: bool = False


class SeatView(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's area as the viewer sees it."""

    seat: int
    character: str
    hand: list[HandCardView]
    string: list[Kind | None]  # by pattern slot, left to right: the starting end is public
    direction: Direction | None = None
    completed: list[str] = []
    shown_pattern: str | None = None
    plug_placed: bool = False
    plug_due: bool = False
    broken_used: int = 0
    bubble_used: int = 0


class SaleCardView(msgspec.Struct, frozen=True, kw_only=True):
    """A card up for sale, face-up, and the seats already asked."""

    kind: Kind
    offered: list[int] = []


class OfferView(msgspec.Struct, frozen=True, kw_only=True):
    """The offer waiting for its buyer (said aloud, so public)."""

    sale_card: int
    buyer: int
    question: Question


class ChristmasLightsView(BaseView, frozen=True, kw_only=True):
    """A seat's picture of the game: others' hands, its own as refs, the table, the public piles."""

    santa: int = 0
    active: int = 0
    round: int = 0
    max_turns: int = 60
    step: Step = "play"
    plays: int = 0
    ending: bool = False
    reason: str | None = None
    seats: list[SeatView] = []
    my_patterns: list[str] = []
    my_current: str | None = None
    revealed: Kind | None = None  # the Bubble or Broken PLAY just turned over
    my_choice: str | None = None  # the pattern named with that card, seen by its player only
    my_choice_direction: Direction | None = None
    deck_size: int = 0
    discard: list[Kind] = []
    event_deck_size: int = 0
    events_used: list[str] = []
    event: str | None = None
    committed: list[int] = []
    my_commit: Commit | None = None
    sale: list[SaleCardView] = []
    offer: OfferView | None = None


def _hand(player: Player, owner: int, viewer: int | None) -> list[HandCardView]:
    cards = []
    for ref, card in enumerate(player.hand):
        # Section 3.3, inverted redaction: a face shows to every other seat, to its owner only once seen.
        visible = viewer is not None and (viewer != owner or card.known)
        face = kind_of(card.card) if visible else None
        cards.append(HandCardView(ref=ref, mark=card.mark, face=face, known=card.known))
    return cards


def _seat(player: Player, seat: int, viewer: int | None) -> SeatView:
    return SeatView(
        seat=seat, character=player.character, hand=_hand(player, seat, viewer),
        string=[kind_of(card) if card is not None else None for card in player.string],
        direction=player.direction, completed=list(player.completed), shown_pattern=player.shown,
        plug_placed=player.plug is not None, plug_due=plug_due(player),
        broken_used=used(player, "broken"), bubble_used=used(player, "bubble"),
    )


def view(state: State, seat: int | None) -> ChristmasLightsView:
    """Project the state for `seat` (None = spectator); never the seed, a deck order or a hidden pattern."""
    me = state.seats[seat] if seat is not None else None
    pending = state.pending
    mine_pending = pending is not None and seat == state.active
    committed = [s for s, choice in enumerate(state.commits) if choice is not None]
    return ChristmasLightsView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished,
        santa=state.santa, active=state.active, round=state.round, max_turns=state.max_turns,
        step=state.step, plays=state.plays, ending=state.ending, reason=state.reason,
        seats=[_seat(player, s, seat) for s, player in enumerate(state.seats)],
        my_patterns=list(me.patterns) if me else [],
        my_current=me.current if me else None,
        revealed=kind_of(pending.card) if pending is not None else None,
        my_choice=pending.pattern if mine_pending and pending else None,
        my_choice_direction=pending.direction if mine_pending and pending else None,
        deck_size=len(state.deck), discard=[kind_of(card) for card in state.discard],
        event_deck_size=len(state.event_deck), events_used=list(state.box_events), event=state.event,
        committed=committed,
        my_commit=state.commits[seat] if seat is not None and state.commits else None,
        sale=[SaleCardView(kind=kind_of(s.card), offered=list(s.offered)) for s in state.sale],
        offer=OfferView(sale_card=state.offer.sale_card, buyer=state.offer.buyer,
                        question=state.offer.question) if state.offer else None,
    )
