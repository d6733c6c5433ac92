// Solo Lights' table: the string being built on its Pattern card (positions 1 to 5), your hand by kind, the
// Pattern choices, the completed strings with their Plugs, the Character stack that counts down to Santa, and
// the decks. Choose a Pattern by touching it; play by touching a card, then its place on the string; link a
// completed string by touching a Plug or Bubble, then the link; discard and draw by touching a card, then the
// discard pile; rewind from the prompt.
import { h } from "../../dom";
import type { Move } from "../../types";
import { bulbArt } from "./art";
import { byKind, card, cardName, handRow, kindName, lightsTable, patternCard, patternOf, pile, piece, plainCard, zone, type Lit } from "./kit";

type S = "solo-lights";
type L = Lit<S>;

function keys(move: Move<S>): string[] {
  switch (move.type) {
    case "choose-pattern":
      return [`pattern:${move.pattern}`];
    case "play":
      return [`kind:${move.kind}`, `slot:${move.position}`];
    case "play-plug":
      return [`kind:${move.kind}`, "link"];
    case "rewind":
      return ["rewind"];
    case "discard-and-draw":
      return [`kind:${move.kind}`, "discard"];
  }
  return [];
}

function status({ view }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Strings lit: ${view.done.length}`), ` of ${view.strings_to_win}`),
    h("span", null, `Characters face down: ${view.face_down} (Santa is the last)`),
    view.outcome ? h("strong", null, view.outcome === "won" ? "You won!" : "You lost") : null,
  ];
}

function say({ view, t }: L): (Node | string)[] {
  if (view.finished) return [view.outcome === "won" ? "All strings lit: you won." : "The game is over."];
  if (!t.open) return ["Sending your move…"];
  if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `${kindName(t.picked[0].slice(5))} picked.`), " Touch a highlighted place on the string, the link, or the discard pile."];
  if (view.step === "choose") return [h("strong", null, "Choose the next Pattern: "), "touch one."];
  if (view.step === "plug") return [h("strong", null, "Link the string: "), "touch a Plug (or a Bubble) in your hand, then the link."];
  return [h("strong", null, "Build: "), "touch a card of your hand, then where it goes on the string; or the discard pile to swap it for a new card."];
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, { count: n }));
  const slots = view.string.map((kind, i) => {
    const need = view.pattern_colours[i] ?? null;
    return piece(t, `slot:${i + 1}`, [h("span", { class: "lk-n" }, String(i + 1)), h("span", { class: "lk-art" }, bulbArt(kind ?? need, "cl-bulb", kind === null)), h("span", { class: "lk-name" }, kind ? kindName(kind) : need ? `needs ${need}` : "empty")], {
      name: `Position ${i + 1}: ${kind ? kindName(kind) : "empty"}${need ? `, the Pattern wants ${need}` : ""}`,
      class: "lk-card",
      doing: "Here",
    });
  });
  const options = view.options.map((id, i) => {
    const p = patternOf(ctx, id);
    return patternCard(t, `pattern:${id}`, p?.key ?? String(id), p?.bulbs ?? [], { doing: "Build it", note: view.opening && i > 1 ? "not now" : undefined });
  });
  const current = view.pattern !== null ? patternOf(ctx, view.pattern) : null;
  return [
    h(
      "div",
      { class: "lk-zones" },
      zone("The string", [
        current ? h("p", { class: "lk-muted" }, `On Pattern ${current.key}${view.direction ? `, growing ${view.direction === "left-to-right" ? "from the left" : "from the right"}` : ""}`) : null,
        view.string.length > 0 ? h("ol", { class: "lk-string", "aria-label": "The string, positions 1 to 5" }, slots.map((s) => h("li", null, s))) : null,
        options.length > 0 ? h("div", { class: "lk-row" }, options) : null,
        view.step === "plug" || view.links.length > 0
          ? piece(t, "link", [h("span", { class: "lk-name" }, `Link the strings (${view.links.length} linked so far: ${view.links.map(kindName).join(", ") || "none"})`)], { name: "The link between the strings", class: "lk-btn", doing: "Link" })
          : null,
      ], "lk-wide"),
    ),
    h(
      "div",
      { class: "lk-zones" },
      zone("Your hand", [handRow("Hand", hand, "by kind", view.hand.length)]),
      zone("Decks", [
        h("div", { class: "lk-row" }, pile(null, "deck", "Bulb deck", view.deck_count), pile(t, "discard", "Discard pile", view.discard_count, view.discard_top, { doing: "Discard" })),
        h("p", { class: "lk-muted" }, `Pattern deck: ${view.pattern_deck_count} · Presents in the deck: ${view.presents_in_deck}${view.power_surge_in_deck ? " · Power Surge still in the deck" : ""}`),
      ]),
      zone("Done and Characters", [
        h("div", { class: "lk-row" }, view.done.map((id) => {
          const p = patternOf(ctx, id);
          return patternCard(null, "", p?.key ?? String(id), p?.bulbs ?? [], { note: "lit", class: "lk-pattern-done" });
        })),
        h("div", { class: "lk-row" }, view.flipped.map((id) => plainCard("character", `Character ${cardName(ctx, String(id))}`, { small: true }))),
      ]),
    ),
  ];
}

function keyName(key: string): string | null {
  return key === "rewind" ? "Rewind (turn the last Character back)" : null;
}

export const soloLights = lightsTable<S>("solo-lights", { keys, status, say, draw, keyName });
