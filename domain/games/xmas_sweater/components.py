"""Xmas Sweater components as data: dice, the scoresheet (companion 2.2), gift boxes, solo bands."""

from __future__ import annotations

# Companion 2.1: solo or up to six sheets at one table.
MIN_PLAYERS = 1
MAX_PLAYERS = 6

# G-13: the three D12 in the order the state keeps their faces, then the black D6.
DICE = ("red", "green", "white")
D12_FACES = 12
D6_FACES = 6

# XS-5: a written value is a D12 face, or face +/- black, from 0 to 18.
MAX_VALUE = 18

HEART = "heart"

# XS-1, XS-2: six rows of seven cells, rows paired by colour; rows and columns are numbered from 1.
ROW_COLOURS = ("red", "green", "white", "red", "green", "white")
LAYOUT = (
    (HEART, "tree", HEART, "hat", HEART, "star", HEART),
    (HEART, HEART, "snowflake", HEART, "tree", "stocking", HEART),
    (HEART, "hat", HEART, "snowflake", HEART, "bell", HEART),
    (HEART, HEART, "bell", HEART, "stocking", "snowflake", HEART),
    (HEART, "star", HEART, "bell", HEART, "hat", HEART),
    (HEART, HEART, "stocking", HEART, "star", "tree", HEART),
)
ROWS = len(LAYOUT)
COLS = len(LAYOUT[0])
CELLS = ROWS * COLS

# XS-14: each Xmas icon set is three cells (row, col), one per colour.
ICON_NAMES = ("tree", "hat", "star", "snowflake", "stocking", "bell")
ICON_SETS: dict[str, tuple[tuple[int, int], ...]] = {
    name: tuple((r + 1, c + 1) for r in range(ROWS) for c in range(COLS) if LAYOUT[r][c] == name)
    for name in ICON_NAMES
}

# XS-16: six gift boxes marked left to right; all six make the -30 cap.
GIFT_BOXES = (1, 2, 3, 5, 8, 11)
GIFT_BOX_CAP = 30

# XS-15: five 10s on the sheet give the Gingerbread Man bonus once.
GINGERBREAD_VALUE = 10
GINGERBREAD_COUNT = 5
GINGERBREAD_BONUS = 10

# XS-17: the game ends after a roll on which a sheet has this many complete rows (or every box).
ROWS_TO_END = 4

# XS-24: solo bands, best first, as (band, the rulebook's label, lowest score in the band).
BANDS = (
    ("top", "Jesus Christ!", 270),
    ("angel", "Angel", 220),
    ("nice", "Nice", 160),
    ("naughty", "Naughty", None),
)

# XS-25: every roll fills a cell or marks a box, so a game ends by roll 45 (a few more with
# finish_rotation).
MAX_ROLLS = 50


def index(row: int, col: int) -> int:
    """Flat sheet index of the 1-based cell (row, col)."""
    return (row - 1) * COLS + (col - 1)


# XS-2: the 1-based rows each die colour is written in.
ROWS_OF = {die: tuple(r + 1 for r, colour in enumerate(ROW_COLOURS) if colour == die) for die in DICE}


def rows_of(die: str) -> tuple[int, ...]:
    """The 1-based rows a die of this colour may be written in (XS-2)."""
    return ROWS_OF.get(die, ())


def gift_box_penalty(marked: int) -> int:
    """XS-16: the (positive) sum of the first `marked` boxes, at most the cap."""
    return min(sum(GIFT_BOXES[:marked]), GIFT_BOX_CAP)


def band_of(points: int) -> tuple[str, str]:
    """XS-24: the solo band and its label for a score."""
    for band, label, lowest in BANDS:
        if lowest is None or points >= lowest:
            return band, label
    raise AssertionError("the last band has no lower bound")
