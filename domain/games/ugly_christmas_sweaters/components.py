"""Ugly Christmas Sweaters components as data (companion section 1.2)."""

from __future__ import annotations

import msgspec

# G-13: sweater colours; the icon order is also the UCS-21 tie order for wild patch icons.
COLOURS = ("purple", "green", "red", "yellow")
PURPLE, GREEN, RED, YELLOW = range(4)
ICONS = ("snowmen", "candy-canes", "bells", "trees")
SNOWMEN, CANDY_CANES, BELLS, TREES = range(4)
SLOTS = ("left", "right", "bottom")
LEFT, RIGHT, BOTTOM = range(3)


class SweaterCard(msgspec.Struct, frozen=True, kw_only=True):
    """One sweater card; a patch has no printed value, icon or orientation (UCS-1)."""

    id: int
    colour: int
    value: int = 0
    icon: int | None = None
    slot: int | None = None
    patch: bool = False


# UCS-1: icon by value block (1-3, 4-6, 7-9, 10-12) and colour.
_ICON_BY_BLOCK = {
    YELLOW: (SNOWMEN, CANDY_CANES, BELLS, TREES),
    GREEN: (TREES, SNOWMEN, CANDY_CANES, BELLS),
    RED: (BELLS, TREES, SNOWMEN, CANDY_CANES),
    PURPLE: (CANDY_CANES, BELLS, TREES, SNOWMEN),
}


def _sweater_deck() -> tuple[SweaterCard, ...]:
    cards = []
    for colour in range(4):
        for value in range(1, 13):
            cards.append(
                SweaterCard(
                    id=len(cards),
                    colour=colour,
                    value=value,
                    icon=_ICON_BY_BLOCK[colour][(value - 1) // 3],
                    # UCS-1: 1, 4, 7, 10 are Left; 2, 5, 8, 11 Right; 3, 6, 9, 12 Bottom.
                    slot=(value - 1) % 3,
                )
            )
    for colour in range(4):
        cards.append(SweaterCard(id=len(cards), colour=colour, patch=True))
    return tuple(cards)


SWEATERS = _sweater_deck()
PATCHES = tuple(card.id for card in SWEATERS if card.patch)


def card_id(colour: int, value: int) -> int:
    """The id of the regular sweater card of this colour and value (0 = that colour's patch)."""
    return 48 + colour if value == 0 else colour * 12 + value - 1


class SantaCard(msgspec.Struct, frozen=True, kw_only=True):
    """A Secret Santa request: two pieces with `icon` and one piece of `colour` (UCS-2)."""

    id: int
    icon: int
    colour: int
    name: str


_RELATIVES = (
    "Grandpa Walt", "Cousin Ines", "Uncle Boris", "Nana Pearl",
    "Auntie Jaimie", "Cousin Theo", "Grandma Rosa", "Uncle Ned",
    "Auntie Gwen", "Cousin Priya", "Grandpa Sol", "Uncle Ike",
    "Nana Dot", "Cousin Milo", "Auntie Fern", "Uncle Hal",
)
SANTAS = tuple(
    SantaCard(id=icon * 4 + colour, icon=icon, colour=colour, name=_RELATIVES[icon * 4 + colour])
    for icon in range(4)
    for colour in range(4)
)


class FadCard(msgspec.Struct, frozen=True, kw_only=True):
    """A Fad: two 3 VP halves (a colour and an icon), or the single Clash objective (UCS-3, UCS-4)."""

    id: int
    colour: int | None = None
    icon: int | None = None
    clash: bool = False


_DUAL_FADS = (
    (GREEN, TREES), (RED, CANDY_CANES), (PURPLE, BELLS), (YELLOW, SNOWMEN),
    (GREEN, BELLS), (RED, TREES), (PURPLE, SNOWMEN), (YELLOW, CANDY_CANES),
)
FADS = tuple(FadCard(id=i, colour=c, icon=k) for i, (c, k) in enumerate(_DUAL_FADS)) + (
    FadCard(id=8, clash=True),
    FadCard(id=9, clash=True),
)
FAD_VP = 3

# UCS-5: Perfect Fit values, by card id.
PERFECT_FITS = (1, 4, 5, 8, 9, 12)
# Trendy Yarn: one card per colour, by card id (= colour index).
TRENDY_YARNS = (PURPLE, GREEN, RED, YELLOW)
DRAFT_ORDER_CARDS = 4

# UCS-6 / section 1.5: the Kickstarter bonus cards, by id.
KICKSTARTER = ("little-brothers", "tina", "maria", "billy")
LITTLE_BROTHERS, TINA, MARIA, BILLY = range(4)

HAND_SIZE = 9  # UCS-9
DEALT = {2: 24, 3: 16, 4: 12}  # section 1.2 sizes
POOL_SIZE = 4
ROUNDS = 3
EXPRESS_SANTAS = 2  # UCS-36
AVID_SANTAS = 3  # UCS-33
# UCS-39: Express Trendy Yarn swaps after every 3rd (2P) or 4th (3-4P) trick.
EXPRESS_YARN_EVERY = {2: 3, 3: 4, 4: 4}
