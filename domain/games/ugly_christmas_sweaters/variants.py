"""The option combinations the shared property suite plays (every option value at least once)."""

from __future__ import annotations

from .state import UcsConfig

C = UcsConfig
VARIANTS: tuple[tuple[UcsConfig, int], ...] = (
    (C(), 4),
    (C(), 3),
    (C(), 2),
    (C(kickstarter_cards=True, first_seat=0), 4),
    (C(kickstarter_cards=True, gameplay_refresh="novice"), 3),
    (C(kickstarter_cards=True, gameplay_refresh="beginner", first_seat=1), 2),
    (C(secret_santa_mode="avid", gameplay_refresh="fixed"), 4),
    (C(secret_santa_mode="avid", kickstarter_cards=True), 2),
    (C(express=True), 4),
    (C(express=True, kickstarter_cards=True), 3),
    (C(express=True, kickstarter_cards=True, first_seat=1), 2),
    (C(secret_santa_mode="avid", gameplay_refresh="beginner", kickstarter_cards=True, first_seat=2), 3),
)
