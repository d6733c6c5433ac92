"""Which due AI seat acts: a drawn one in a race (G-6), the lowest one otherwise; no Redis, no workers."""

from __future__ import annotations

from domain.kit import GameBase, open_race, won
from service.usecases.autoplay import pick_seat, race_rng

DUE = [1, 2, 4]
VERSIONS = range(1, 51)


class Racing:
    """A game whose every state is an open race among several AI seats."""

    def is_race(self, state: object) -> bool:
        return True


class TakingTurns:
    """A game between races: its seats act one after another or commit together."""

    def is_race(self, state: object) -> bool:
        return False


class KitGame(GameBase):
    """A kit game whose state is nothing but its last race, read through the kit's own `is_race`."""

    def race(self, state: object) -> object:
        return state


class WithoutRaces:
    """A game object from before the kit, which has no `is_race` at all."""


def seats_picked(game: object) -> list[int]:
    return [pick_seat(game, None, DUE, race_rng("game-1", version)) for version in VERSIONS]


def test_in_a_race_the_answering_ai_seat_is_drawn_among_the_due_ones() -> None:
    picked = seats_picked(Racing())
    assert set(picked) <= set(DUE)
    assert len(set(picked)) > 1, "every race went to the same AI seat"


def test_the_draw_changes_between_games_but_replays_for_the_same_version() -> None:
    assert seats_picked(Racing()) == seats_picked(Racing())
    others = [pick_seat(Racing(), None, DUE, race_rng("game-2", version)) for version in VERSIONS]
    assert others != seats_picked(Racing())


def test_outside_a_race_the_lowest_due_seat_acts_first() -> None:
    assert set(seats_picked(TakingTurns())) == {1}
    assert set(seats_picked(WithoutRaces())) == {1}


def test_a_kit_game_races_while_its_race_is_open_and_not_after_it_is_won() -> None:
    race = open_race(DUE, answers=("answer",))
    picked = [pick_seat(KitGame(), race, DUE, race_rng("game-1", version)) for version in VERSIONS]
    assert set(picked) <= set(DUE) and len(set(picked)) > 1
    assert {pick_seat(KitGame(), won(race, 4), DUE, race_rng("game-1", v)) for v in VERSIONS} == {1}
