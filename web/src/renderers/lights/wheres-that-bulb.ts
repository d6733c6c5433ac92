// Where's That Bulb?'s table: the 10 × 6 grid of face-down cards (a card turned up this turn shows its face),
// every seat's pairs, and whose turn it is. Flip a card by touching it. (../wheres-that-bulb.ts adds the
// moment a turn's cards stay shown after they are turned down again.)
import { h } from "../../dom";
import type { Move } from "../../types";
import { kindArt, kindName, lightsTable, piece, plainCard, who, zone, cardBack, type Lit } from "./kit";

type W = "wheres-that-bulb";
type L = Lit<W>;

const BULBS = new Set(["red", "green", "yellow", "blue", "purple", "pink", "bubble", "broken", "plug"]);

function keys(move: Move<W>): string[] {
  return [`pos:${move.position}`];
}

/** A face's name from the catalog ("Red Bulb", "Mrs. Claus"). */
export function faceName(ctx: L["ctx"], face: string): string {
  return ctx.catalog.faces.find((entry) => entry.id === face)?.name ?? kindName(face);
}

/** The picture of a face: its bulb, or a Character. */
export function faceArt(face: string): SVGSVGElement {
  return kindArt(BULBS.has(face) ? face : "character");
}

function status({ view, ctx }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Turn ${view.turn + 1}`), ` of ${view.max_turns}`),
    h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
    h("span", null, `Pairs: ${view.pair_counts.map((n, seat) => `${who(ctx, seat)} ${n}`).join(", ")}`),
  ];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  if (!t.open) return [view.active === ctx.seat ? "Turning it over…" : `${ctx.seatName(view.active)} is turning cards over.`];
  return [h("strong", null, view.first === null ? "Your turn: " : "Now its match: "), view.first === null ? "touch a face-down card to turn it over." : "touch another card. A pair is yours, and you go again."];
}

function draw({ view, ctx, t }: L): (Node | null)[] {
  const down = new Set(view.face_down);
  const up = new Map(view.face_up.map((card) => [card.position, card.face]));
  const cells = Array.from({ length: view.columns * view.rows }, (_, position) => {
    const where = `row ${Math.floor(position / view.columns) + 1}, column ${(position % view.columns) + 1}`;
    const face = up.get(position);
    if (face) return h("div", { class: "lk-piece lk-cell lk-up", data: { position, face } }, h("span", { class: "visually-hidden" }, `${where}: ${faceName(ctx, face)}, face up`), h("span", { class: "lk-art", "aria-hidden": "true" }, faceArt(face)), h("span", { class: "lk-name", "aria-hidden": "true" }, faceName(ctx, face)));
    if (!down.has(position)) return h("div", { class: "lk-cell lk-taken", data: { position } }, h("span", { class: "visually-hidden" }, `${where}: empty`));
    return piece(t, `pos:${position}`, [cardBack()], { name: `the face-down card at ${where}`, class: ["lk-cell", "lk-facedown"], data: { position } });
  });
  const pairs = view.pairs.map((faces, seat) =>
    zone(`${who(ctx, seat)}: ${view.pair_counts[seat] ?? 0} pair${view.pair_counts[seat] === 1 ? "" : "s"}`, [
      faces.length > 0 ? h("div", { class: "lk-row" }, faces.map(([a, b]) => plainCard(BULBS.has(a) ? a : "character", `A pair: ${faceName(ctx, a)} and ${faceName(ctx, b)}`, { small: true, note: a === b ? undefined : `${faceName(ctx, a)} + ${faceName(ctx, b)}` }))) : h("p", { class: "lk-empty" }, "None yet."),
    ]),
  );
  return [
    zone("The grid", [h("div", { class: "lk-grid lk-grid-wb", role: "group", "aria-label": `The grid, ${view.rows} rows of ${view.columns}` }, cells)], "lk-wide"),
    h("div", { class: "lk-zones" }, pairs),
  ];
}

export const wheresThatBulbTable = lightsTable<W>("wheres-that-bulb", { keys, status, say, draw });
