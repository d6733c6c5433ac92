"""The main game's own numbers; its cards are the shared box of `domain.lights.components`."""

from __future__ import annotations

HAND = 5  # rulebook "Setup": five Bulb cards each; REFILL tops up to five (CL-18); Power Surge draws five (CL-12)
PATTERNS_EACH = 2  # rulebook "Setup": two Pattern cards each
PLAYS = 2  # rulebook PLAY: up to two cards a turn
STEPS = ("play", "swap", "sale", "refill")  # rulebook "On Your Turn", in order; no step comes back
MARKS = ("upright", "sideways", "upside-down")  # CL-23: how a card is held
TABLE_EVENTS = ("light-switch", "christmas-eve", "boxing-day")  # CL-13: every seat answers with a sealed choice
