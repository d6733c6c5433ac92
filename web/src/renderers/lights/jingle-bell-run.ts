// Jingle Bell Run's table: the 4×4 grid of Pattern cards with every runner on its cell (and where each must
// finish), the Market, the deck and discard pile, your hand and the others' hand sizes. Choose a start corner
// by touching a corner cell; move by touching the neighbouring cell, then the five cards you pay (the table
// narrows the choice as you pick); swap two Patterns by touching a Plug, then both cells; take from the Market
// or the deck by touching them; steal by touching Broken Bulbs, then the player; discard down by touching cards.
import { h } from "../../dom";
import type { Move } from "../../types";
import { card, handRow, kindName, lightsTable, patternContent, pile, piece, seatPiece, who, zone, type Lit } from "./kit";

type J = "jingle-bell-run";
type L = Lit<J>;

const CORNERS: Record<string, number> = { nw: 0, ne: 3, sw: 12, se: 15 };
const CORNER_WORDS: Record<string, string> = { nw: "north-west", ne: "north-east", sw: "south-west", se: "south-east" };

function keys(move: Move<J>): string[] {
  switch (move.type) {
    case "choose-corner":
      return [`corner:${move.corner}`];
    case "take-bubble":
      return [`market:${move.market_card}`];
    case "take-card":
      return [move.source === "deck" ? "deck" : `market:${move.source}`];
    case "steal":
      return [...move.brokens.map((id) => `hand:${id}`), `seat:${move.seat}`];
    case "swap-patterns":
      return [`hand:${move.plug}`, `cell:${move.a}`, `cell:${move.b}`];
    case "move":
      return [`cell:${move.to}`, ...move.cards.map((id) => `hand:${id}`)];
    case "discard-down":
      return move.cards.map((id) => `hand:${id}`);
  }
  return [];
}

function status({ view, ctx }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Round ${Math.min(view.round + 1, view.max_turns)}`), ` of ${view.max_turns}`),
    h("span", null, view.finished ? (view.winner !== null ? `${who(ctx, view.winner)} reached the finish` : "Game over") : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
  ];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing.`];
  const first = t.picked[0];
  if (first?.startsWith("cell:")) return [h("strong", null, `Cell ${Number(first.slice(5)) + 1} is picked.`), " Touch the cards you pay for it, one per light (a Bubble stands for any colour), or another cell to swap."];
  if (first?.startsWith("hand:")) return [h("strong", null, `${t.picked.length} card${t.picked.length === 1 ? "" : "s"} picked.`), " Touch more cards, a cell, or a player, as highlighted."];
  if (view.step === "corner") return [h("strong", null, "Choose your start corner: "), "touch a highlighted corner of the grid. You race to the opposite one."];
  if (view.step === "pick") return [h("strong", null, "Your second pick: "), "touch a Market card or the deck."];
  if (view.step === "discard") return [h("strong", null, `Discard ${view.to_discard}: `), "touch the cards to let go, down to seven."];
  return [h("strong", null, "Your action: "), "touch a cell next to your runner to move there, a Market card or the deck to take, a Plug to swap two Patterns, or a Broken Bulb to steal."];
}

function grid({ view, ctx, t }: L): HTMLElement {
  const cells = view.grid.map((g) => {
    const corner = Object.entries(CORNERS).find(([, cell]) => cell === g.cell)?.[0];
    const runners = view.positions.map((pos, seat) => (pos === g.cell ? seat : -1)).filter((seat) => seat >= 0);
    const goals = view.finishes.map((pos, seat) => (pos === g.cell ? seat : -1)).filter((seat) => seat >= 0);
    const starts = view.corners.map((c, seat) => (c && CORNERS[c] === g.cell && view.positions[seat] === null ? seat : -1)).filter((seat) => seat >= 0);
    const tags = [
      ...runners.map((seat) => h("span", { class: ["lk-runner", seat === ctx.seat && "lk-runner-me"] }, `${who(ctx, seat)}`)),
      ...starts.map((seat) => h("span", { class: ["lk-runner", seat === ctx.seat && "lk-runner-me"] }, `${who(ctx, seat)} waits here`)),
      ...goals.map((seat) => h("span", { class: "lk-goal" }, `\u2691 finish of ${who(ctx, seat)}`)),
    ];
    const words = [
      `Cell ${g.cell + 1} (row ${g.row + 1}, column ${g.col + 1}${corner ? `, ${CORNER_WORDS[corner]} corner` : ""}): Pattern ${g.pattern}, ${g.lights.join(", ")}`,
      ...runners.map((seat) => `${who(ctx, seat)} ${seat === ctx.seat ? "are" : "is"} here`),
      ...goals.map((seat) => `finish of ${who(ctx, seat)}`),
    ].join("; ");
    return piece(t, corner ? [`cell:${g.cell}`, `corner:${corner}`] : `cell:${g.cell}`, [h("span", { class: "lk-n" }, String(g.cell + 1)), ...patternContent(g.pattern, g.lights), h("span", { class: "lk-runners" }, tags)], {
      name: words,
      class: ["lk-cell", corner && "lk-cell-corner", runners.includes(ctx.seat ?? -1) && "lk-cell-me"],
      data: { cell: g.cell },
      doing: t.live(`corner:${corner}`) ? "Start" : t.picked[0]?.startsWith("hand:") ? "Swap" : "Go",
    });
  });
  return zone("The grid", [h("div", { class: "lk-grid lk-grid-4", role: "group", "aria-label": "The grid, 4 by 4, north at the top" }, cells)], "lk-wide");
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const market = view.market.map((b, i) => card(t, `market:${b.card}`, b.kind, `Market card ${i + 1}: ${kindName(b.kind)}`, { n: i + 1, doing: "Take" }));
  const hand = view.hand.map((b, i) => card(t, `hand:${b.card}`, b.kind, `Your card ${i + 1}: ${kindName(b.kind)}`, { n: i + 1 }));
  const top = view.discard[view.discard.length - 1]?.kind ?? null;
  const others = view.hand_counts
    .map((count, seat) => ({ count, seat }))
    .filter(({ seat }) => seat !== ctx.seat)
    .map(({ count, seat }) =>
      seatPiece(t, `seat:${seat}`, who(ctx, seat), [
        h("span", null, `${count} cards in hand`),
        (view.known[seat] ?? []).length > 0 ? h("span", { class: "lk-muted" }, `holds ${(view.known[seat] ?? []).map((b) => kindName(b.kind)).join(", ")}`) : null,
        view.active === seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null,
      ], "Steal"),
    );
  return [
    grid(lit),
    h(
      "div",
      { class: "lk-zones" },
      ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, `limit ${view.hand_limit}`)]) : null,
      zone("Market and deck", [h("div", { class: "lk-row" }, market, pile(t, "deck", "Bulb deck", view.deck_count, null, { doing: "Draw" }), pile(null, "discard", "Discard pile", view.discard.length, top))]),
      zone("Players", [h("div", { class: "lk-seats" }, others)]),
    ),
  ];
}

export const jingleBellRun = lightsTable<J>("jingle-bell-run", { keys, status, say, draw });
