"""Small helpers that keep every game's move labels and event texts worded alike."""

from __future__ import annotations

from collections.abc import Iterable


def seat_name(seat: int | None) -> str:
    """How labels and texts name a seat: by the number the API uses for it ("seat 0")."""
    return "nobody" if seat is None else f"seat {seat}"


def listing(items: Iterable[object]) -> str:
    """Words joined as English lists them: "a", "a and b", "a, b and c"; "nothing" when empty."""
    words = [str(item) for item in items]
    if not words:
        return "nothing"
    if len(words) == 1:
        return words[0]
    return f"{', '.join(words[:-1])} and {words[-1]}"


def count(number: int, noun: str, plural: str | None = None) -> str:
    """"1 card", "3 cards" (or the given plural)."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"


def skipped(seat: int | None, reason: str) -> str:
    """The log line of a step the rules passed by themselves (G-7)."""
    who = "The table" if seat is None else seat_name(seat).capitalize()
    return f"{who} had nothing to do and was passed" + (f" ({reason})" if reason else "")


def sentence(line: str) -> str:
    """A label or log line as shown: its first letter upper-case ("seat 1 drew" -> "Seat 1 drew")."""
    return line[:1].upper() + line[1:]
