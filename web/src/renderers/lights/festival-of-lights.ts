// Festival of Lights' table: each seat's Pattern card and its six colour piles (a Character counts 2), the
// Bubbles under it, stored Brokens and kept cards; the middle (the discard pile, by kind); your hand by kind.
// Every seat chooses in secret: a sealed choice is a face-down card in front of its seat until all are revealed.
// Reveal a card by touching it in your hand; use a stored Broken by touching it; take from the middle with a
// Plug by touching the card there; place a Character or assign Bubbles by touching your piles.
import { h } from "../../dom";
import type { Move } from "../../types";
import { byKind, card, COLOURS, handRow, kindName, lightsTable, patternCard, patternOf, piece, plainCard, who, zone, type Lit } from "./kit";

type F = "festival-of-lights";
type L = Lit<F>;

function keys(move: Move<F>): string[] {
  switch (move.type) {
    case "reveal":
      return [`kind:${move.kind}`];
    case "use-broken":
      return ["stored"];
    case "decline":
      return ["decline"];
    case "take-from-discard":
      return [`middle:${move.kind}`];
    case "place-character":
      return [`pile:${move.colour}`];
    case "assign-bubbles": {
      const seen = new Map<string, number>();
      return move.colours.map((colour) => {
        const n = (seen.get(colour) ?? 0) + 1;
        seen.set(colour, n);
        return n === 1 ? `pile:${colour}` : `pile:${colour}#${n}`;
      });
    }
  }
  return [];
}

const STEP_WORDS: Record<string, string> = { choose: "everyone chooses a card", rescue: "rescue with a Broken", abilities: "Plugs and Characters", assign: "assign Bubbles", over: "over" };

function status({ view }: L): (Node | string | null)[] {
  return [h("span", null, h("strong", null, `Round ${view.round}`), " of 8"), h("span", null, `Step: ${STEP_WORDS[view.step] ?? view.step}`)];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  if (!t.open) {
    const waiting = view.actors.filter((seat) => !view.committed.includes(seat)).map((seat) => who(ctx, seat));
    const mine = view.sealed ? ` You sealed ${kindName(view.sealed)}.` : "";
    return [`Waiting for ${waiting.length > 0 ? waiting.join(", ") : "the table"}.${mine}`];
  }
  const first = view.pending[0];
  if (view.step === "choose") return [h("strong", null, "Choose in secret: "), "touch the card of your hand to reveal this round. It stays face down until everyone has chosen."];
  if (view.step === "rescue") return [h("strong", null, "Rescue? "), "touch your stored Broken Bulb to rescue your revealed card, or decline."];
  if (view.step === "abilities" && first?.kind === "plug") return [h("strong", null, "Your Plug: "), "touch a card in the middle to take it, or decline."];
  if (view.step === "abilities") return [h("strong", null, "Your Character: "), "touch the pile to place it on (it counts 2)."];
  if (view.step === "assign") {
    const me = ctx.seat !== null ? view.seats[ctx.seat] : undefined;
    return [h("strong", null, "Assign your Bubbles: "), `touch a pile for each of your ${me?.bubbles ?? 0} Bubble${me?.bubbles === 1 ? "" : "s"}${t.picked.length > 0 ? ` (${t.picked.length} placed)` : ""}.`];
  }
  return ["Your move."];
}

function seatArea(lit: L, seat: number): HTMLElement {
  const { view, ctx, t } = lit;
  const area = view.seats[seat];
  if (!area) return h("div");
  const mine = seat === ctx.seat;
  const piles = COLOURS.map((colour, i) => {
    const cards = area.piles[i] ?? [];
    const size = area.pile_sizes[i] ?? 0;
    const name = `${mine ? "Your" : `${who(ctx, seat)}'s`} ${colour} pile: ${size} bulb${size === 1 ? "" : "s"}${cards.length ? ` (${cards.map(kindName).join(", ")})` : ""}`;
    const content = [h("span", { class: "lk-pile-name" }, kindName(colour)), h("span", { class: "lk-count" }, String(size)), cards.includes("character") ? h("span", { class: "lk-note" }, "Character") : null];
    const key = `pile:${colour}`;
    return mine
      ? piece(t, [key, `${key}#2`, `${key}#3`, `${key}#4`, `${key}#5`, `${key}#6`], content, { name, class: ["lk-colour-pile", `lk-kind-${colour}`], doing: "Here" })
      : h("div", { class: ["lk-piece", "lk-colour-pile", `lk-kind-${colour}`] }, h("span", { class: "visually-hidden" }, name), ...content);
  });
  const sealed = view.committed.includes(seat);
  const revealed = area.revealed;
  return h(
    "section",
    { class: ["lk-zone", mine && "lk-zone-me"], data: { seat } },
    h("h2", { class: "lk-zone-title" }, mine ? "You" : who(ctx, seat), h("span", { class: "lk-muted" }, ` · ${area.hand_count} cards in hand`)),
    h(
      "div",
      { class: "lk-row" },
      patternCard(null, "", patternOf(ctx, area.pattern)?.key ?? "Pattern", area.pattern_colours),
      revealed ? plainCard(revealed, `${who(ctx, seat)} revealed ${kindName(revealed)}`, { note: "revealed" }) : sealed && view.step !== "over" ? plainCard(null, `${who(ctx, seat)} has chosen, face down`, { note: mine && view.sealed ? `yours: ${kindName(view.sealed)}` : "sealed" }) : null,
    ),
    h("div", { class: "lk-piles", role: "group", "aria-label": "Colour piles" }, piles),
    h(
      "p",
      { class: "lk-muted lk-small-text" },
      `Bubbles waiting: ${area.bubbles} · `,
      mine && area.stored > 0 ? piece(t, "stored", [`Stored Brokens: ${area.stored}`], { name: `Your ${area.stored} stored Broken Bulb${area.stored === 1 ? "" : "s"}`, class: "lk-btn", doing: "Rescue" }) : `Stored Brokens: ${area.stored}`,
      ` · Kept: ${area.kept.length ? area.kept.map(kindName).join(", ") : "none"} · Bonus bulbs: ${area.won.length}`,
    ),
  );
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, { count: n, doing: "Reveal" }));
  const middle = byKind(view.discard).map(([kind, n]) => card(t, `middle:${kind}`, kind, `${n} × ${kindName(kind)} in the middle`, { count: n, small: true, doing: "Take" }));
  const order = view.seats.map((_, seat) => seat).sort((a, b) => (a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b));
  return [
    h(
      "div",
      { class: "lk-zones" },
      ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, "by kind", view.hand.length)]) : null,
      zone("The middle", [middle.length > 0 ? h("div", { class: "lk-row" }, middle) : h("p", { class: "lk-empty" }, "Empty."), h("p", { class: "lk-muted" }, `In the box: ${view.returned.length} face up, ${view.box_count} face down.`)]),
    ),
    h("div", { class: "lk-zones" }, order.map((seat) => seatArea(lit, seat))),
  ];
}

function keyName(key: string): string | null {
  return key === "decline" ? "Decline" : null;
}

export const festivalOfLights = lightsTable<F>("festival-of-lights", { keys, status, say, draw, keyName });
