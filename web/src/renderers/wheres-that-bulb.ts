// Where's That Bulb?: its table from the Christmas Lights kit (./lights/wheres-that-bulb.ts), and the cards of a turn that just ended shown for a moment.
// The server turns a turn's cards face down the moment it ends without a pair, as the rulebook says, so no view
// holds them after that (the second card of a turn is in no view at all); the log's `card-flipped` events name
// each face as the whole table saw it. When the log read live tells of such a turn (`cards-turned-down`), its
// cards are shown face up above the board for REVEAL_MS, then taken away: from then on the players remember
// them, as at a real table. What the log held when the page opened is not shown again.
import { h } from "../dom";
import { faceArt, wheresThatBulbTable } from "./lights/wheres-that-bulb";
import { COLOURS, keepFocus, swatch } from "./kit";
import type { RendererFactory, TableContext } from "./types";
import "./wheres-that-bulb.css";

/** How long the cards of an ended turn stay shown. */
export const REVEAL_MS = 3000;
/** At most this many ended turns are shown at once (a fast bot may end its turn right after yours). */
const SHOWN_TURNS = 3;

type Ctx = TableContext<"wheres-that-bulb">;

interface Flip {
  seat: number;
  position: number;
  face: string;
}

interface Reveal {
  flips: Flip[];
  until: number;
}

export const wheresThatBulb: RendererFactory<"wheres-that-bulb"> = () => {
  const board = wheresThatBulbTable();
  const revealSlot = h("div", { class: "wb-reveals" });
  const boardRoot = h("div");
  let read = -1; // events of the log looked at; -1 until the first render
  let turn: Flip[] = []; // the flips of the turn under way, as the log told them
  let reveals: Reveal[] = [];
  let timer: number | undefined;
  let last: { root: HTMLElement; ctx: Ctx } | null = null;

  /** Read the log from where it was left; a turn ending in what is new is shown when `live`. True if one was. */
  const follow = (ctx: Ctx, live: boolean): boolean => {
    let shown = false;
    for (const { event } of ctx.log.slice(read)) {
      if (event.type === "card-flipped") {
        turn.push({ seat: event.seat, position: event.position, face: event.face });
      } else if (event.type === "cards-turned-down") {
        const flips = turn.filter((flip) => event.positions.includes(flip.position));
        if (live && flips.length > 0) {
          reveals = [...reveals, { flips, until: Date.now() + REVEAL_MS }].slice(-SHOWN_TURNS);
          shown = true;
        }
        turn = [];
      } else if (event.type === "pair-taken") {
        turn = [];
      }
    }
    read = ctx.log.length;
    return shown;
  };

  const draw = (root: HTMLElement, ctx: Ctx) => {
    if (boardRoot.parentNode !== root) root.replaceChildren(revealSlot, boardRoot);
    revealSlot.replaceChildren(...reveals.map((reveal) => revealPanel(ctx, reveal.flips)));
    revealSlot.hidden = reveals.length === 0;
    board.render(boardRoot, ctx);
    // The same cards shown in their places on the grid, face up for the moment, over their backs.
    for (const flip of reveals.flatMap((reveal) => reveal.flips)) {
      const cell = boardRoot.querySelector<HTMLElement>(`.lk-grid [data-position="${flip.position}"]`);
      if (!cell || cell.classList.contains("lk-up")) continue;
      cell.classList.add("lk-revealed");
      cell.replaceChildren(...[...cell.childNodes].filter((node) => node instanceof HTMLElement && node.classList.contains("visually-hidden")), h("span", { class: "lk-art", "aria-hidden": "true" }, faceArt(flip.face)), h("span", { class: "lk-name", "aria-hidden": "true" }, faceName(ctx, flip.face)));
    }
  };

  /** Take each reveal away once its moment is over. */
  const schedule = () => {
    window.clearTimeout(timer);
    if (reveals.length === 0) return;
    const next = Math.min(...reveals.map((reveal) => reveal.until));
    timer = window.setTimeout(() => {
      const now = Date.now();
      reveals = reveals.filter((reveal) => reveal.until > now);
      if (last) {
        const { root, ctx } = last;
        keepFocus(root, () => draw(root, ctx));
      }
      schedule();
    }, Math.max(0, next - Date.now()));
  };

  return {
    render(root, ctx) {
      const live = read >= 0;
      if (!live) read = 0;
      const shown = follow(ctx, live);
      last = { root, ctx };
      draw(root, ctx);
      if (shown) schedule();
    },
    destroy() {
      window.clearTimeout(timer);
    },
  };
};

/** The cards one seat turned up in a turn that has just ended, face up for the moment. */
function revealPanel(ctx: Ctx, flips: Flip[]): HTMLElement {
  const seat = flips[0]?.seat ?? 0;
  const who = seat === ctx.seat ? "You" : ctx.seatName(seat);
  return h(
    "section",
    { class: "panel wb-reveal", "aria-label": `Cards ${who} turned up`, data: { seat } },
    h("h3", null, `${who} turned up`),
    h(
      "ul",
      { class: "chips" },
      flips.map((flip) =>
        h(
          "li",
          null,
          h(
            "span",
            { class: "piece", data: { face: flip.face, position: flip.position } },
            swatch(COLOURS.has(flip.face) ? flip.face : null),
            h("span", { class: "piece-name" }, faceName(ctx, flip.face)),
            h("span", { class: "piece-id" }, where(ctx, flip.position)),
          ),
        ),
      ),
    ),
    h("p", { class: "wb-note" }, "Face down again in a moment: remember them."),
  );
}

function faceName(ctx: Ctx, face: string): string {
  return ctx.catalog.faces.find((entry) => entry.id === face)?.name ?? face;
}

/** A grid position as the log names it: its number, row and column, each counted from 1. */
function where(ctx: Ctx, position: number): string {
  const columns = ctx.view.columns;
  return `position ${position + 1} (row ${Math.floor(position / columns) + 1}, column ${(position % columns) + 1})`;
}
