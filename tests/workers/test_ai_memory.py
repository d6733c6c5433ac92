"""An AI seat decides from its bot view (what its bot remembers); a stand-in for a person, from the person's view."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from domain.games.wheres_that_bulb import GAME
from domain.games.wheres_that_bulb.moves import Flip
from service.usecases import autoplay
from domain.games.wheres_that_bulb.view import WheresThatBulbView
from service.support.settings import Settings
from tests.games.wheres_that_bulb.conftest import flip, table


def _loaded(level: str | None) -> SimpleNamespace:
    """What the store loads, as far as `decide` reads it: the version and each seat's bot level."""
    return SimpleNamespace(version=5, record=SimpleNamespace(seats=[SimpleNamespace(level=level)] * 2))


def test_an_ai_seat_takes_the_pair_it_remembers_and_a_persons_stand_in_is_told_no_face(monkeypatch) -> None:
    # Seat 0 showed a red at 0; seat 1 then showed the other red at 3, and both are face down again.
    state, _ = flip(table(at={0: "red", 1: "blue", 2: "green", 3: "red"}), 0, 1, 2, 3)
    assert {0, 3} <= set(GAME.view(state, 0).face_down) and GAME.view(state, 0).face_up == []
    settings, views = Settings(), []
    choose = autoplay._choose

    def seen_choose(game, level, view, moves, rng, settings):
        views.append(view)
        return choose(game, level, view, moves, rng, settings)

    monkeypatch.setattr(autoplay, "_choose", seen_choose)
    bot = asyncio.run(autoplay.decide(GAME, "memory", _loaded("greedy"), state, 0, settings))
    assert bot == Flip(position=0)
    remembered = [(card.position, card.face) for card in views[0].remembered]
    assert remembered == [(0, "red"), (1, "blue"), (2, "green"), (3, "red")]
    asyncio.run(autoplay.decide(GAME, "memory", _loaded(None), state, 0, settings, level="greedy"))
    # A person who ran out of time is moved from their own view, which keeps no face once turned down.
    assert type(views[1]) is WheresThatBulbView and views[1] == GAME.view(state, 0)
