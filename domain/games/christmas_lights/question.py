"""The SALE question language (companion section 3.4): yes/no questions about the seller's own hand."""

from __future__ import annotations

from typing import Literal, Union

import msgspec

from domain.lights.components import COLOURS, PATTERNS_BY_ID, SPECIALS, Kind, kind_of
from domain.lights.patterns import next_slot

# A kind a question may name: a card kind, "plain" (any colour) or "special" (Bubble, Broken, Plug).
KindName = Literal[
    "red", "green", "yellow", "blue", "purple", "pink", "bubble", "broken", "plug", "plain", "special"
]

MAX_ATOMS = 3  # companion section 3.4: "at most 3 atoms"
MAX_NODES = 9  # our bound on the whole question tree, so nesting cannot grow without end


class OneOf(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Any of several kinds ("is it red or pink?")."""

    one_of: list[KindName]
    """The kinds, at least one: a bulb kind, `plain` (any colour) or `special` (Bubble, Broken or Plug)."""


KindSpec = Union[KindName, OneOf]


class _Part(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", forbid_unknown_fields=True):
    """Base of every part of a question: tagged by "type" so a client can build one from the schema."""


class CardIs(_Part, frozen=True, kw_only=True, tag="card-is"):
    """'Is this card a <kind>?' about the card at `card` (a ref in the seller's hand)."""

    card: int
    """The card asked about: its ref in the seller's hand, from 0."""
    is_: KindSpec = msgspec.field(name="is")
    """The kind it is asked to be: a bulb kind, `plain`, `special`, or `{"one_of": [...]}` for any of several."""


class SameCards(_Part, frozen=True, kw_only=True, tag="same"):
    """'Are these two cards the same?'"""

    cards: tuple[int, int]
    """The two cards compared: two different refs in the seller's hand; yes when both are the same kind."""


class CountIs(_Part, frozen=True, kw_only=True, tag="count"):
    """'Do I have at least / exactly / at most n cards of this kind?'"""

    kind: KindSpec
    """The kind counted: a bulb kind, `plain`, `special`, or `{"one_of": [...]}` for any of several."""
    compare: Literal["at-least", "exactly", "at-most"] = "at-least"
    """How the count of such cards in the seller's hand is compared with `n`."""
    n: int = 1
    """The number of cards compared with, 0-99."""


class HasPair(_Part, frozen=True, kw_only=True, tag="has-pair"):
    """'Do I hold two identical cards?'"""


class FitsNext(_Part, frozen=True, kw_only=True, tag="fits-next"):
    """'Is this the card my string needs next?' (only while the current pattern is public)."""

    card: int
    """The card asked about: its ref in the seller's hand, from 0."""


class Not(_Part, frozen=True, kw_only=True, tag="not"):
    """The opposite of a question."""

    question: Question
    """The question whose answer is turned round."""


class All(_Part, frozen=True, kw_only=True, tag="all"):
    """Yes when every part is yes."""

    questions: list[Question]
    """The parts, at least one."""


class AnyOf(_Part, frozen=True, kw_only=True, tag="any"):
    """Yes when at least one part is yes."""

    questions: list[Question]
    """The parts, at least one."""


Question = Union[CardIs, SameCards, CountIs, HasPair, FitsNext, Not, All, AnyOf]

SIMPLEST: Question = HasPair()


def kind_matches(kind: Kind, spec: KindSpec) -> bool:
    """True when a card of `kind` is described by `spec`."""
    if isinstance(spec, OneOf):
        return any(kind_matches(kind, name) for name in spec.one_of)
    if spec == "plain":
        return kind in COLOURS
    if spec == "special":
        return kind in SPECIALS
    return kind == spec


def _valid_kind(spec: object) -> bool:
    names = set(COLOURS) | set(SPECIALS) | {"plain", "special"}
    if isinstance(spec, OneOf):
        return bool(spec.one_of) and all(name in names for name in spec.one_of)
    return spec in names


def problem(question: object, hand_size: int, next_needed: str | None) -> str | None:
    """Why `question` may not be asked about a hand of `hand_size` cards, or None when it may.

    `next_needed` is the kind the seller's string needs next when that is public (for fits-next).
    """
    atoms = 0
    nodes = 0
    stack = [question]
    while stack:
        node = stack.pop()
        nodes += 1
        if nodes > MAX_NODES:
            return f"a question may have at most {MAX_NODES} parts"
        match node:
            case Not(question=inner):
                stack.append(inner)
                continue
            case All(questions=parts) | AnyOf(questions=parts):
                if not parts:
                    return "'all' and 'any' need at least one question"
                stack.extend(parts)
                continue
            case CardIs(card=ref, is_=spec):
                if not 0 <= ref < hand_size:
                    return f"card {ref} is not a ref in the seller's hand"
                if not _valid_kind(spec):
                    return "unknown kind in the question"
            case SameCards(cards=(first, second)):
                if not (0 <= first < hand_size and 0 <= second < hand_size) or first == second:
                    return "'same' needs two different refs in the seller's hand"
            case CountIs(kind=spec, compare=compare, n=n):
                if not _valid_kind(spec) or compare not in ("at-least", "exactly", "at-most"):
                    return "unknown kind or comparison in the question"
                if not 0 <= n <= 99:
                    return "the count must be between 0 and 99"
            case HasPair():
                pass
            case FitsNext(card=ref):
                if not 0 <= ref < hand_size:
                    return f"card {ref} is not a ref in the seller's hand"
                if next_needed is None:
                    return "'fits-next' needs a public pattern and a fixed next card"
            case _:
                return "not a question"
        atoms += 1
        if atoms > MAX_ATOMS:
            return f"a question may have at most {MAX_ATOMS} atoms"
    return None


def answer(question: Question, hand: list[int], next_needed: str | None) -> bool:
    """The truthful answer about `hand` (card ids in ref order), CL-17."""
    kinds = [kind_of(card) for card in hand]
    match question:
        case Not(question=inner):
            return not answer(inner, hand, next_needed)
        case All(questions=parts):
            return all(answer(part, hand, next_needed) for part in parts)
        case AnyOf(questions=parts):
            return any(answer(part, hand, next_needed) for part in parts)
        case CardIs(card=ref, is_=spec):
            return kind_matches(kinds[ref], spec)
        case SameCards(cards=(first, second)):
            return kinds[first] == kinds[second]
        case CountIs(kind=spec, compare=compare, n=n):
            count = sum(1 for kind in kinds if kind_matches(kind, spec))
            return {"at-least": count >= n, "exactly": count == n, "at-most": count <= n}[compare]
        case HasPair():
            return len(set(kinds)) < len(kinds)
        case FitsNext(card=ref):
            return kinds[ref] == next_needed
    return False


def public_next_needed(shown: str | None, string: tuple[int | None, ...], direction: str | None,
                       plug_due: bool) -> str | None:
    """What the seller's string needs next, when the table can know it (fits-next rule of section 3.4)."""
    if shown is None:
        return None
    if plug_due:
        return "plug"
    if direction is None or all(slot is None for slot in string):
        return None
    slot = next_slot(string, direction)
    return None if slot is None else PATTERNS_BY_ID[shown].bulbs[slot]
