// Deck the Yard's table: the revealed Patterns, the string being built (up to five bulbs) and the colour it
// needs next, your hand, the special card waiting for an answer, the Claim pile and the decks. Choose a Pattern
// by touching it; play by touching a card, then the string; discard by touching a card, then the discard pile;
// answer a special card from the prompt.
import { h } from "../../dom";
import type { Move } from "../../types";
import { bulbArt } from "./art";
import { card, handRow, kindName, lightsTable, patternCard, pile, piece, plainCard, zone, type Lit } from "./kit";

type D = "deck-the-yard";
type L = Lit<D>;

function keys(move: Move<D>): string[] {
  switch (move.type) {
    case "choose-pattern":
      return [`pattern:${move.pattern}`];
    case "play":
      return [`hand:${move.card}`, "string"];
    case "discard":
      return [`hand:${move.card}`, "discard"];
    case "pay-plug":
      return ["pay-plug"];
    case "decline":
      return ["decline"];
    case "take-effect":
      return ["take-effect"];
  }
  return [];
}

function status({ view }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Claims: ${view.claims.length}`), ` of ${view.target} (${view.difficulty})`),
    h("span", null, `Patterns ${view.claimed_patterns}, Characters ${view.claimed_characters}`),
    view.playout ? h("span", null, "Playing out the hand") : null,
  ];
}

function say({ view, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  if (!t.open) return ["Sending your move…"];
  if (view.phase === "choose") return [h("strong", null, "Choose a Pattern: "), "touch the one to build the string on."];
  if (view.phase === "special" && view.pending) return [h("strong", null, `You drew ${kindName(view.pending.kind)}.`), " Answer it below."];
  if (t.picked.length > 0) return [h("strong", null, "Card picked."), " Touch the string to play it, or the discard pile."];
  return [h("strong", null, "Your move: "), `touch a card, then the string${view.next_colour ? ` (it needs ${view.next_colour})` : ""} or the discard pile.`];
}

function draw(lit: L): (Node | null)[] {
  const { view, t } = lit;
  const hand = view.hand.map((c, i) => card(t, `hand:${c.id}`, c.kind, `Your card ${i + 1}: ${kindName(c.kind)}`, { n: i + 1 }));
  const current = view.patterns.find((p) => p.id === view.current) ?? null;
  const bulbs = Array.from({ length: 5 }, (_, i) => {
    const kind = view.string[i]?.kind ?? null;
    const need = current?.bulbs[i] ?? null;
    return h("li", null, h("div", { class: "lk-card lk-piece" }, h("span", { class: "lk-n" }, String(i + 1)), h("span", { class: "lk-art", "aria-hidden": "true" }, bulbArt(kind ?? need, "cl-bulb", kind === null)), h("span", { class: "lk-name" }, kind ? kindName(kind) : need ? `needs ${need}` : "empty")));
  });
  const patterns = view.patterns.map((p) => patternCard(t, `pattern:${p.id}`, p.key, p.bulbs, { doing: "Build", note: p.id === view.current ? "building" : undefined }));
  return [
    h(
      "div",
      { class: "lk-zones" },
      zone("The yard", [
        h("div", { class: "lk-row" }, patterns),
        piece(t, "string", [h("ol", { class: "lk-string", "aria-hidden": "true" }, bulbs)], { name: `The string${view.next_colour ? `, needs ${view.next_colour} next` : ""}`, class: "lk-string-piece", doing: "Play here" }),
        view.pending ? plainCard(view.pending.kind, `Waiting: ${kindName(view.pending.kind)}`, { note: "drawn" }) : null,
      ], "lk-wide"),
    ),
    h(
      "div",
      { class: "lk-zones" },
      zone("Your hand", [handRow("Hand", hand)]),
      zone("Decks and claims", [
        h("div", { class: "lk-row" }, pile(null, "deck", "Bulb deck", view.deck_count), pile(t, "discard", "Discard pile", view.discard.length, view.discard[view.discard.length - 1]?.kind ?? null, { doing: "Discard" })),
        h("p", { class: "lk-muted" }, `Pattern deck: ${view.pattern_deck_count} · Claim pile: ${view.claims.length}`),
      ]),
    ),
  ];
}

function keyName(key: string): string | null {
  if (key === "pay-plug") return "Pay a Plug to stop it";
  if (key === "decline") return "Decline";
  if (key === "take-effect") return "Take its effect";
  return null;
}

export const deckTheYard = lightsTable<D>("deck-the-yard", { keys, status, say, draw, keyName });
