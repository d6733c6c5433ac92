// Untangle's table: the knot as a string of lights across the table, your hand and your secret Patterns, the
// deck and the discard pile, and everyone's completed Patterns. Untangle by touching two neighbours of the knot;
// cover or remove a light by touching your card, then the light; extend the knot by touching your card, then an
// end; complete a Pattern by touching it, then the light it starts at (and a direction when both fit); discard
// cards by touching them, then the discard pile.
import { h } from "../../dom";
import type { Move } from "../../types";
import { card, handRow, kindName, lightsTable, patternCard, pile, piece, seatTag, who, zone, type Lit } from "./kit";

type U = "untangle";
type L = Lit<U>;

function keys(move: Move<U>): string[] {
  switch (move.type) {
    case "untangle":
      return [`knot:${move.index}`, `knot:${move.index + 1}`];
    case "replace":
      return [`hand:${move.card}`, `knot:${move.index}`];
    case "remove":
      return [`hand:${move.broken}`, `knot:${move.index}`];
    case "extend":
      return [`hand:${move.card}`, `end:${move.end}`];
    case "discard-and-draw":
      return [...move.cards.map((id) => `hand:${id}`), "discard"];
    case "complete":
      return [`pattern:${move.pattern}`, `knot:${move.start}`, `dir:${move.direction}`];
  }
  return [];
}

function status({ view, ctx }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Round ${Math.min(view.round + 1, view.max_turns)}`), ` of ${view.max_turns}`),
    h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
    h("span", null, view.step === "untangle" ? "Step: untangle the knot" : view.step === "action" ? "Step: an action" : "Step: complete a Pattern"),
  ];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing.`];
  const picked = t.picked;
  if (picked.length > 0) {
    const first = picked[0] as string;
    if (first.startsWith("knot:")) return [h("strong", null, `Light ${Number(first.slice(5)) + 1} of the knot is picked.`), " Touch a highlighted neighbour to swap them, or a card of yours to cover it."];
    if (first.startsWith("pattern:")) return [h("strong", null, `Pattern ${first.slice(8)} is picked.`), " Touch the light of the knot where it starts, then choose a direction if asked."];
    return [h("strong", null, "Your card is picked."), " Touch a highlighted light to cover or remove it, an end of the knot to extend it, or the discard pile (with more cards) to draw new ones."];
  }
  if (view.step === "untangle") return [h("strong", null, "Untangle: "), "touch two neighbouring lights of the knot to swap them."];
  if (view.step === "complete") return [h("strong", null, "Complete a Pattern: "), "touch one of your Patterns, then where it starts in the knot."];
  return [h("strong", null, "Your action: "), "touch a card of yours, then where it goes; or touch a Pattern that the knot shows to complete it."];
}

function knot({ view, t }: L): HTMLElement {
  const banned = view.ban ? new Set<number>(view.ban) : new Set<number>();
  const end = (side: "left" | "right") =>
    piece(t, `end:${side}`, [h("span", { class: "lk-name" }, side === "left" ? "\u2190 Left end" : "Right end \u2192")], { name: `the ${side} end of the knot`, class: ["lk-card", "lk-end"], doing: "Extend" });
  const lights = view.knot.map((bulb, i) =>
    bulb
      ? card(t, `knot:${i}`, bulb.kind, `Knot light ${i + 1}: ${kindName(bulb.kind)}`, { n: i + 1, note: banned.has(bulb.card) ? "just swapped" : view.swapped?.includes(bulb.card) ? "swapped" : undefined, data: { position: i } })
      : h("div", { class: "lk-card lk-piece lk-gap" }, h("span", { class: "lk-n" }, String(i + 1)), h("span", { class: "lk-name" }, "empty")),
  );
  return zone("The knot", [h("ol", { class: "lk-string", "aria-label": `The knot, lights 1 to ${view.knot.length} from the left` }, [end("left"), ...lights, end("right")].map((item) => h("li", null, item)))], "lk-wide");
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const mine = ctx.seat;
  const seats = view.hand_counts.map((count, seat) =>
    h(
      "div",
      { class: "lk-zone lk-seat-zone", data: { seat } },
      seatTag(who(ctx, seat), [view.active === seat && !view.finished ? "to move" : null], [h("span", { class: "lk-muted" }, `${count} cards, ${view.secret_counts[seat] ?? 0} Patterns to go`)]),
      h(
        "div",
        { class: "lk-row" },
        (view.completed[seat] ?? []).map((p) => patternCard(null, "", p.id, p.bulbs, { note: "complete", class: "lk-pattern-done" })),
        (view.revealed[seat] ?? []).map((p) => patternCard(null, "", p.id, p.bulbs, { note: "not completed" })),
      ),
    ),
  );
  const hand = view.hand.map((bulb, i) => card(t, `hand:${bulb.card}`, bulb.kind, `Your card ${i + 1}: ${kindName(bulb.kind)}`, { n: i + 1 }));
  const patterns = view.my_patterns.map((p) => patternCard(t, `pattern:${p.id}`, p.id, p.bulbs, { doing: "Complete" }));
  const top = view.discard[view.discard.length - 1]?.kind ?? null;
  return [
    knot(lit),
    h(
      "div",
      { class: "lk-zones" },
      mine !== null ? zone("Your hand and Patterns", [handRow("Hand", hand), h("h3", { class: "lk-label" }, "Your secret Patterns"), h("div", { class: "lk-row" }, patterns)]) : null,
      zone("Piles", [h("div", { class: "lk-row" }, pile(null, "deck", "Bulb deck", view.deck_count), pile(t, "discard", "Discard pile", view.discard.length, top, { doing: "Discard" }))]),
    ),
    h("div", { class: "lk-zones" }, seats),
  ];
}

function keyName(key: string): string | null {
  if (key === "dir:left-to-right") return "Read it left to right \u2192";
  if (key === "dir:right-to-left") return "\u2190 Read it right to left";
  return null;
}

export const untangle = lightsTable<U>("untangle", { keys, status, say, draw, keyName });
