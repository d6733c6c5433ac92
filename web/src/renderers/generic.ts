// The generic renderer: draws any game from its view, its component catalog and its labelled legal moves, so a
// new game is playable on the day it is registered. The view becomes nested panels (numbers, lists, pieces by
// name with their colour in words); every value the contract marks as a catalog id (`x-catalog`) is a piece.
// A piece that a legal move names becomes a button: clicking it plays the move when it is the only one naming
// that piece, or narrows the choice (pick another piece, or one of the listed moves) when several do.
import { h, humanise } from "../dom";
import { pathKey, pieceKey, piecesOfMove, refAt, type Path, type RefPattern } from "../contract";
import { colourOf, COLOURS, describe, entryOf, keepFocus, swatch } from "./kit";
import type { Renderer, TableContext } from "./types";

/** View fields the table page shows itself (header, scoreboard): the board leaves them out. */
const AROUND_THE_BOARD = new Set(["seat", "actors", "finished", "game_id", "version", "seed_commitment", "seed", "table"]);
/** A panel whose value is longer than this, as JSON, takes the board's whole width. */
const WIDE_FROM = 700;
const BY_SEAT = /\b(by|per|for each|one per|one for each|each) seat\b|\bin seat order\b/i;

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar => value === null || ["string", "number", "boolean"].includes(typeof value);

export function generic(): Renderer {
  let selection: string[] = [];
  let selectedAt = -1;
  let last: { root: HTMLElement; ctx: TableContext } | null = null;

  const redraw = () => {
    if (last) {
      const { root, ctx } = last;
      keepFocus(root, () => draw(root, ctx));
    }
  };

  const draw = (root: HTMLElement, ctx: TableContext) => {
    if (ctx.view.version !== selectedAt || ctx.moves.length === 0) {
      selection = [];
      selectedAt = ctx.view.version;
    }
    const named = ctx.moves.map((move) => piecesOfMove(ctx.contract, move.move));
    const candidates = (keys: string[]) => ctx.moves.filter((_, i) => keys.every((key) => named[i]?.has(key)));
    const pieces: Pieces = {
      clickable: (key) => !ctx.busy && (selection.includes(key) || candidates([...selection, key]).length > 0),
      selected: (key) => selection.includes(key),
      click: (key) => {
        if (selection.includes(key)) {
          selection = selection.filter((item) => item !== key);
          redraw();
          return;
        }
        const next = [...selection, key];
        const left = candidates(next);
        if (left.length === 1 && left[0]) {
          selection = [];
          void ctx.act(left[0].move);
        } else {
          selection = next;
          redraw();
        }
      },
    };
    const board = h("div", { class: "generic" });
    if (selection.length > 0) board.append(choices(ctx, selection, candidates(selection), () => ((selection = []), redraw())));
    board.append(...panels(ctx, pieces));
    root.replaceChildren(board);
  };

  return {
    render(root, ctx) {
      last = { root, ctx };
      draw(root, ctx);
    },
  };
}

interface Pieces {
  clickable(key: string): boolean;
  selected(key: string): boolean;
  click(key: string): void;
}

/** The moves left once some pieces are picked, with a way to put the pieces back. */
function choices(ctx: TableContext, selection: string[], left: TableContext["moves"], clear: () => void): HTMLElement {
  return h(
    "div",
    { class: "choices", role: "group", "aria-label": "Moves with the picked pieces" },
    h("p", null, `Picked ${selection.length === 1 ? "a piece" : `${selection.length} pieces`}: choose a move, or pick another piece.`),
    h(
      "div",
      { class: "move-buttons" },
      left.map((move) =>
        h("button", { type: "button", class: "move", data: { moveIndex: move.index, focus: `choice:${move.label}` }, disabled: ctx.busy, on: { click: () => void ctx.act(move.move) } }, move.label),
      ),
    ),
    h("button", { type: "button", class: "secondary", data: { focus: "choice:clear" }, on: { click: clear } }, "Put the pieces back"),
  );
}

/** One panel for the game's plain values, then one per list or group of the view. */
function panels(ctx: TableContext, pieces: Pieces): HTMLElement[] {
  const entries = Object.entries(ctx.view as Record<string, unknown>).filter(([key]) => !AROUND_THE_BOARD.has(key));
  const plain = entries.filter(([key, value]) => isScalar(value) && !refAt(ctx.contract.viewRefs, [key]));
  const rest = entries.filter((entry) => !plain.includes(entry));
  const out: HTMLElement[] = [];
  if (plain.length > 0) out.push(h("section", { class: "panel" }, h("h3", null, "Game"), fields(ctx, pieces, plain, [])));
  for (const [key, value] of rest) {
    const mine = key === "hand" || key.startsWith("my_");
    const wide = JSON.stringify(value).length > WIDE_FROM;
    out.push(
      h(
        "section",
        { class: ["panel", mine && "panel-mine", wide && "panel-wide"], "aria-label": humanise(key) },
        h("h3", { title: ctx.contract.notes.get(key) }, humanise(key), mine ? h("span", { class: "tag" }, "yours") : null),
        render(ctx, pieces, value, [key]),
      ),
    );
  }
  return out;
}

function fields(ctx: TableContext, pieces: Pieces, entries: [string, unknown][], path: Path): HTMLElement {
  return h(
    "dl",
    { class: "fields" },
    entries.map(([key, value]) => [
      h("dt", { title: ctx.contract.notes.get(pathKey([...path, key])) }, humanise(key)),
      h("dd", null, render(ctx, pieces, value, [...path, key])),
    ]),
  );
}

/** Any value of the view at `path`, as readable DOM. */
function render(ctx: TableContext, pieces: Pieces, value: unknown, path: Path): Node {
  const ref = refAt(ctx.contract.viewRefs, path);
  if (ref && value !== null && isScalar(value)) return piece(ctx, pieces, ref, value);
  if (value === null || value === undefined) return h("span", { class: "none" }, "none");
  if (typeof value === "boolean") return document.createTextNode(value ? "yes" : "no");
  if (typeof value === "number") return document.createTextNode(String(value));
  if (typeof value === "string") return COLOURS.has(value) ? h("span", { class: "colour" }, swatch(value), value) : document.createTextNode(value);
  if (Array.isArray(value)) return list(ctx, pieces, value, path);
  const object = value as Record<string, unknown>;
  const own = pieceField(ctx, object, path);
  if (own) {
    // An object that carries a piece's id ({"card": 13, "kind": "green"}) is that piece, with its details.
    const [key, id] = own;
    const ref = refAt(ctx.contract.viewRefs, [...path, key]) as RefPattern;
    // Details the catalog entry already says ("kind": "green" beside a green bulb) are left out.
    const printed = new Set<unknown>(Object.values(entryOf(ctx.catalog, ref, id) ?? {}).filter((item) => typeof item === "string"));
    const details = Object.entries(object).filter(([name, item]) => name !== key && item !== null && !printed.has(item));
    return piece(ctx, pieces, ref, id as Scalar, details.length > 0 ? inline(ctx, pieces, details, path) : null);
  }
  return fields(ctx, pieces, Object.entries(object), path);
}

/** An empty cell of a grid: a dash to see, "empty" to hear. */
function empty(): HTMLElement {
  return h("span", { class: "none" }, h("span", { "aria-hidden": "true" }, "–"), h("span", { class: "visually-hidden" }, "empty"));
}

/** Most plain fields an object may have besides a catalog id and still be drawn as that one piece. */
const PIECE_DETAILS = 3;

/** The id field of an object that stands for one piece ({"card": 13, "kind": "green"}): small, flat, one id. */
function pieceField(ctx: TableContext, object: Record<string, unknown>, path: Path): [string, unknown] | undefined {
  const entries = Object.entries(object);
  if (entries.length > PIECE_DETAILS + 1 || !entries.every(([, item]) => isScalar(item))) return undefined;
  const ids = entries.filter(([key, item]) => item !== null && refAt(ctx.contract.viewRefs, [...path, key]));
  return ids.length === 1 ? ids[0] : undefined;
}

function isPiece(ctx: TableContext, item: unknown, path: Path): boolean {
  return item !== null && typeof item === "object" && !Array.isArray(item) && pieceField(ctx, item as Record<string, unknown>, path) !== undefined;
}

/** A piece's own details, inside its button: phrasing content only. */
function inline(ctx: TableContext, pieces: Pieces, entries: [string, unknown][], path: Path): HTMLElement {
  return h(
    "span",
    { class: "piece-details" },
    entries.map(([key, value]) => {
      const ref = refAt(ctx.contract.viewRefs, [...path, key]);
      const text = ref ? describe(entryOf(ctx.catalog, ref, value), ref.catalog, value) : isScalar(value) ? render(ctx, pieces, value, [...path, key]) : JSON.stringify(value);
      return h("span", null, `${humanise(key)}: `, text);
    }),
  );
}

function list(ctx: TableContext, pieces: Pieces, items: unknown[], path: Path): Node {
  if (items.length === 0) return h("span", { class: "none" }, "none");
  const bySeat = BY_SEAT.test(ctx.contract.notes.get(pathKey(path)) ?? "") && items.length === ctx.table.seats.length;
  const seatOf = (item: unknown, i: number): number | null => {
    if (bySeat) return i;
    const seat = (item as { seat?: unknown } | null)?.seat;
    return typeof seat === "number" && ctx.table.seats[seat] ? seat : null;
  };
  if (bySeat && items.every(isScalar)) {
    const seatEntries = items.map((item, seat): [string, unknown] => [ctx.seatName(seat) + (seat === ctx.seat ? " (you)" : ""), item]);
    return h("dl", { class: "fields" }, seatEntries.map(([name, item], seat) => [h("dt", null, name), h("dd", null, render(ctx, pieces, item, [...path, seat]))]));
  }
  if (!bySeat && items.every((item, i) => isScalar(item) || isPiece(ctx, item, [...path, i]))) {
    return h("ul", { class: "chips" }, items.map((item, i) => h("li", null, render(ctx, pieces, item, [...path, i]))));
  }
  if (items.every((item) => Array.isArray(item) && item.every(isScalar)) && !bySeat) {
    // A grid (rows of cells): a table, one row per inner list.
    return h(
      "table",
      { class: "grid" },
      h("tbody", null, (items as unknown[][]).map((row, r) => h("tr", null, row.map((cell, c) => h("td", null, cell === null ? empty() : render(ctx, pieces, cell, [...path, r, c])))))),
    );
  }
  return h(
    "ol",
    { class: ["items", bySeat && "by-seat"] },
    items.map((item, i) => {
      const seat = seatOf(item, i);
      const title = seat === null ? null : h("span", { class: "item-title" }, ctx.seatName(seat), seat === ctx.seat ? h("span", { class: "tag" }, "you") : null);
      // Under a seat's name, the item's own `seat` field says nothing more.
      const shown = seat !== null && item && typeof item === "object" && !Array.isArray(item) && "seat" in item ? Object.fromEntries(Object.entries(item).filter(([key]) => key !== "seat")) : item;
      return h("li", { class: seat !== null && seat === ctx.seat ? "mine" : null }, title, render(ctx, pieces, shown, [...path, i]));
    }),
  );
}

/** A piece: its catalog entry in words (and colour), a button when a legal move names it. */
function piece(ctx: TableContext, pieces: Pieces, ref: RefPattern, value: Scalar, details: Node | null = null): HTMLElement {
  const key = pieceKey(ref, value);
  const entry = entryOf(ctx.catalog, ref, value);
  const name = describe(entry, ref.catalog, value);
  const id = ref.field === "id" && typeof value === "number" ? h("span", { class: "piece-id" }, `#${value}`) : null;
  const content = [swatch(colourOf(entry)), h("span", { class: "piece-name" }, name), id, details];
  if (!pieces.clickable(key)) return h("span", { class: ["piece", pieces.selected(key) && "selected"], data: { piece: key } }, content);
  return h(
    "button",
    {
      type: "button",
      class: ["piece", "playable", pieces.selected(key) && "selected"],
      "aria-pressed": pieces.selected(key) ? "true" : "false",
      data: { piece: key, focus: `piece:${key}` },
      on: { click: () => pieces.click(key) },
    },
    content,
  );
}
