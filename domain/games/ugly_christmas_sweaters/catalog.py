"""The component catalog (`GET /v1/ugly-christmas-sweaters/components`) and the id types that point into it.

Every id a view, move or event carries is an index into one list of `BOX`; the contract marks each such
field with `x-catalog` naming that list, so a frontend draws a card from the catalog and never from code.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from .components import (
    BELLS, CANDY_CANES, COLOURS, DRAFT_ORDER_CARDS, FAD_VP, FADS, ICONS, KICKSTARTER, PERFECT_FITS, SANTAS, SLOTS, SNOWMEN,
    SWEATERS, TREES, TRENDY_YARNS,
)

Colour = Literal["purple", "green", "red", "yellow"]
Icon = Literal["snowmen", "candy-canes", "bells", "trees"]
Slot = Literal["left", "right", "bottom"]
Kickstarter = Literal["little-brothers", "tina", "maria", "billy"]


def _id(what: str, catalog: str, size: int) -> Meta:
    return Meta(ge=0, le=size - 1, description=f"{what} id: an entry of `{catalog}` in the component catalog.",
                extra_json_schema={"x-catalog": catalog})


CardId = Annotated[int, _id("A sweater card", "cards", len(SWEATERS))]
IconId = Annotated[int, _id("An icon", "icons", len(ICONS))]
SantaId = Annotated[int, _id("A Secret Santa card", "secret_santas", len(SANTAS))]
FadId = Annotated[int, _id("A Fad card", "fads", len(FADS))]
PerfectFitId = Annotated[int, _id("A Perfect Fit card", "perfect_fits", len(PERFECT_FITS))]
TrendyYarnId = Annotated[int, _id("A Trendy Yarn card", "trendy_yarns", len(TRENDY_YARNS))]
KickstarterId = Annotated[int, _id("A Kickstarter bonus card", "kickstarter_cards", len(KICKSTARTER))]


class SweaterCardEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One of the 52 sweater cards: 48 printed pieces and 4 patches (UCS-1)."""

    id: int
    """The card's id, 0-51: purple 1-12 are 0-11, green 12-23, red 24-35, yellow 36-47, then the four patches."""
    name: str
    """The card as a player names it: `Red 7`, or `Red patch`."""
    colour: Colour
    """The sweater's colour; a patch keeps its colour."""
    value: int | None
    """The printed number, 1-12 (higher is stronger in a trick); null for a patch, which copies a value."""
    icon: Icon | None
    """The printed icon; null for a patch, whose icon is wild at scoring and copied in a trick."""
    slot: Slot | None
    """The piece's printed orientation, the slot it fills in a sweater (1, 4, 7, 10 left; 2, 5, 8, 11 right;
    3, 6, 9, 12 bottom); null for a patch, which fits any slot."""
    patch: bool
    """True for the four patches."""


class IconEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One of the four icons; the order is also the order in which wild patch icons break ties (UCS-21)."""

    id: int
    """The icon id, 0-3, as `icon` fields of plays and events carry it."""
    key: Icon
    """The icon's word, as the catalog's cards name it."""
    name: str
    """The icon as printed: `Snowmen`, `Candy Canes`, `Bells` or `Trees`."""


class SecretSantaEntry(msgspec.Struct, frozen=True, kw_only=True):
    """A Secret Santa card: a relative asking for two pieces of one icon and one piece of one colour (UCS-2)."""

    id: int
    """The card's id, 0-15 (icon id times 4 plus colour index)."""
    name: str
    """The relative who asks; only Auntie Jaimie is named in the rulebook, the other names are ours."""
    icon: Icon
    """The icon two of the sweater's pieces must show."""
    colour: Colour
    """The colour the third piece must have (a piece counts for its icon or its colour, not both)."""
    request: str
    """The request in words, for a tooltip."""
    points: int
    """Victory points for meeting it with one complete sweater: 3."""


class FadEntry(msgspec.Struct, frozen=True, kw_only=True):
    """A Fad card: a colour half and an icon half worth 3 VP each, or `Clash Is In` (UCS-3, UCS-4)."""

    id: int
    """The card's id, 0-9: eight two-part Fads, then the two `Clash Is In` cards."""
    name: str
    """The card as printed: `All Green / All Trees`, or `Clash Is In`."""
    colour: Colour | None
    """The colour a sweater must be all of for the colour half; null on `Clash Is In`."""
    icon: Icon | None
    """The icon a sweater must be all of for the icon half; null on `Clash Is In`."""
    clash: bool
    """True for `Clash Is In`: three different colours and three different icons."""
    points: int
    """Victory points for each half met (or for the clash): 3."""


class PerfectFitEntry(msgspec.Struct, frozen=True, kw_only=True):
    """A Perfect Fit card: cards of its value beat every other card in a trick (UCS-5)."""

    id: int
    """The card's id, 0-5."""
    value: int
    """The value it makes the strongest, 1-12."""


class TrendyYarnEntry(msgspec.Struct, frozen=True, kw_only=True):
    """A Trendy Yarn card: cards of its colour beat cards of other colours in a trick."""

    id: int
    """The card's id, 0-3 (the colour index)."""
    colour: Colour
    """The trump colour it shows."""


class KickstarterEntry(msgspec.Struct, frozen=True, kw_only=True):
    """A Kickstarter bonus card, one per seat when the option is on, each used once per game (section 1.5)."""

    id: int
    """The card's id, 0-3."""
    key: Kickstarter
    """A short word for the card, as `WindowDeclined.power` names Billy and Tina."""
    name: str
    """The card as printed."""
    effect: str
    """What the card does, in one sentence."""


class DraftOrderEntry(msgspec.Struct, frozen=True, kw_only=True):
    """A Draft Order card "1"-"4", handed out by trick strength; "1" drafts first and leads the next trick."""

    id: int
    """The card's id, 0-3: the index into the view's `ranks`."""
    number: int
    """The printed number, 1-4."""


class UcsBox(msgspec.Struct, frozen=True, kw_only=True):
    """Every piece of the Ugly Christmas Sweaters box, each list indexed by id."""

    cards: tuple[SweaterCardEntry, ...]
    """The 52 sweater cards (index = id), the ids of hands, the pool, plays and sweaters."""
    icons: tuple[IconEntry, ...]
    """The 4 icons (index = id), the ids of `icon` fields in plays and events."""
    secret_santas: tuple[SecretSantaEntry, ...]
    """The 16 Secret Santa cards (index = id)."""
    fads: tuple[FadEntry, ...]
    """The 10 Fad cards (index = id)."""
    perfect_fits: tuple[PerfectFitEntry, ...]
    """The 6 Perfect Fit cards (index = id)."""
    trendy_yarns: tuple[TrendyYarnEntry, ...]
    """The 4 Trendy Yarn cards (index = id)."""
    kickstarter_cards: tuple[KickstarterEntry, ...]
    """The 4 Kickstarter bonus cards (index = id)."""
    draft_order_cards: tuple[DraftOrderEntry, ...]
    """The 4 Draft Order cards (index = id = position in the view's `ranks`)."""


_SANTA_VP = 3  # UCS-25, as the round scoring pays it
_ICON_NAMES = {SNOWMEN: "Snowmen", CANDY_CANES: "Candy Canes", BELLS: "Bells", TREES: "Trees"}
_KICKSTARTER_CARDS = (
    ("The Little Brothers Colour Coordinate", "3 VP once per game for a complete sweater of a single colour."),
    ("Tina Can Tink", "Once per game, at a round's end before scoring, move one uncovered piece elsewhere."),
    ("Mixed-up Maria", "Once per game, knit a drafted piece into a slot other than its printed orientation."),
    ("Billy's a Brute", 'Once per game, when another seat wins a trick, swap your best Draft Order card with its "1".'),
)


def colour_name(colour: int) -> str:
    """`Purple`, `Green`, `Red` or `Yellow`."""
    return COLOURS[colour].capitalize()


def icon_name(icon: int) -> str:
    """An icon as printed: `Snowmen`, `Candy Canes`, `Bells` or `Trees`."""
    return _ICON_NAMES[icon]


def card_name(card: int) -> str:
    """A sweater card as a player names it: `Red 7`, `Red patch`."""
    face = SWEATERS[card]
    return f"{colour_name(face.colour)} {'patch' if face.patch else face.value}"


def fad_name(fad: int) -> str:
    """A Fad as printed: `All Green / All Trees`, or `Clash Is In`."""
    card = FADS[fad]
    if card.clash or card.colour is None or card.icon is None:
        return "Clash Is In"
    return f"All {colour_name(card.colour)} / All {icon_name(card.icon)}"


def kickstarter_name(card: int) -> str:
    """A Kickstarter card as printed."""
    return _KICKSTARTER_CARDS[card][0]


def _card(card: int) -> SweaterCardEntry:
    face = SWEATERS[card]
    return SweaterCardEntry(
        id=card, name=card_name(card), colour=COLOURS[face.colour],
        value=None if face.patch else face.value,
        icon=None if face.icon is None else ICONS[face.icon],
        slot=None if face.slot is None else SLOTS[face.slot],
        patch=face.patch,
    )


def _santa(santa: int) -> SecretSantaEntry:
    card = SANTAS[santa]
    request = f"two {icon_name(card.icon)} pieces and one {colour_name(card.colour)} piece"
    return SecretSantaEntry(id=santa, name=card.name, icon=ICONS[card.icon],
                            colour=COLOURS[card.colour], request=request, points=_SANTA_VP)


def _fad(fad: int) -> FadEntry:
    card = FADS[fad]
    return FadEntry(
        id=fad, name=fad_name(fad), clash=card.clash, points=FAD_VP,
        colour=None if card.colour is None else COLOURS[card.colour],
        icon=None if card.icon is None else ICONS[card.icon],
    )


BOX = UcsBox(
    cards=tuple(_card(card.id) for card in SWEATERS),
    icons=tuple(IconEntry(id=i, key=key, name=_ICON_NAMES[i]) for i, key in enumerate(ICONS)),
    secret_santas=tuple(_santa(card.id) for card in SANTAS),
    fads=tuple(_fad(card.id) for card in FADS),
    perfect_fits=tuple(PerfectFitEntry(id=i, value=value) for i, value in enumerate(PERFECT_FITS)),
    trendy_yarns=tuple(TrendyYarnEntry(id=i, colour=COLOURS[c]) for i, c in enumerate(TRENDY_YARNS)),
    kickstarter_cards=tuple(
        KickstarterEntry(id=i, key=key, name=name, effect=effect)
        for i, (key, (name, effect)) in enumerate(zip(KICKSTARTER, _KICKSTARTER_CARDS, strict=True))
    ),
    draft_order_cards=tuple(DraftOrderEntry(id=i, number=i + 1) for i in range(DRAFT_ORDER_CARDS)),
)
