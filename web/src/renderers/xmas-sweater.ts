// Xmas Sweater's table: the dice of the roll in a tray, the player's own sweater sheet large and everyone
// else's small, each with its gift boxes, icon sets and running points. Moves are made on the pieces:
//
// - a write takes two clicks, a number then a cell (or a cell then a number): the first click picks, the
//   legal targets of the pick light up, the second click posts the move; clicking the pick again, or Escape,
//   puts it back;
// - the next gift box (or, with all six marked, the "nothing to mark" button beside them) marks it at once;
// - in the variant the active seat rerolls or keeps the black die with the two buttons beside it.
//
// Every piece that posts a move is a <button> whose accessible name holds the move's label and which carries
// `data-move-index` (the move's index in the legal moves); pick buttons carry `data-xs-option` ("red:plus")
// or `data-xs-cell` ("1:3"). The board's root says what it waits for: `data-xs-phase`, `data-xs-version`,
// and `data-xs-act` ("yes" while this seat may move and no move is on its way).
import "./xmas-sweater.css";
import { h } from "../dom";
import type { LabelledMove, View } from "../types";
import { keepFocus } from "./kit";
import type { Renderer, RendererFactory, TableContext } from "./types";
import { picture } from "./xmas-sweater-icons";
import { GINGERBREAD_COUNT, GINGERBREAD_VALUE, iconsOf, scoreSheet, type LayoutRow, type SheetScore } from "./xmas-sweater-score";

type Ctx = TableContext<"xmas-sweater">;
type XView = View<"xmas-sweater">;
type XMove = LabelledMove<"xmas-sweater">;
type Sheet = XView["sheets"][number];
type Dice = NonNullable<XView["dice"]>;

type Die = "red" | "green" | "white";
type Modifier = "none" | "plus" | "minus";

const DICE: Die[] = ["red", "green", "white"];
const MODIFIERS: Modifier[] = ["none", "plus", "minus"];
const COLOUR_NAME: Record<string, string> = { red: "Red", green: "Green", white: "White", black: "Black" };
const ENDINGS: Record<string, string> = {
  "four-rows": "a sheet has four complete rows",
  "all-gift-boxes": "a sheet has all six gift boxes marked",
  "turn-cap": "the roll limit is reached",
};

/** One legal write, with the number it puts on the sheet. */
interface Write {
  die: Die;
  modifier: Modifier;
  row: number;
  col: number;
  value: number;
  move: XMove;
}

/** The seat's legal moves, sorted by the piece that makes them. */
interface Offer {
  writes: Write[];
  gift: XMove | null;
  reroll: XMove | null;
  keep: XMove | null;
}

/** What the player has picked up: a number from the dice, or an empty cell. */
type Pick = { kind: "option"; die: Die; modifier: Modifier } | { kind: "cell"; row: number; col: number };

const optionKey = (die: string, modifier: string) => `${die}:${modifier}`;
const cellKey = (row: number, col: number) => `${row}:${col}`;

function valueOf(dice: Dice | null | undefined, die: Die, modifier: Modifier): number | null {
  if (!dice) return null;
  const face = dice[die];
  return modifier === "plus" ? face + dice.black : modifier === "minus" ? face - dice.black : face;
}

/** "red 10 + black 2", "white 7". */
function howText(dice: Dice | null | undefined, die: Die, modifier: Modifier): string {
  if (!dice) return `${die} die${modifier === "none" ? "" : ` ${modifier} black`}`;
  const face = dice[die];
  if (modifier === "none") return `${die} ${face}`;
  return `${die} ${face} ${modifier === "plus" ? "+" : "−"} black ${dice.black}`;
}

function offerOf(ctx: Ctx): Offer {
  const offer: Offer = { writes: [], gift: null, reroll: null, keep: null };
  for (const item of ctx.moves) {
    const move = item.move;
    if (move.type === "write") {
      const modifier = move.modifier ?? "none";
      const value = valueOf(ctx.view.dice, move.die, modifier) ?? 0;
      offer.writes.push({ die: move.die, modifier, row: move.row, col: move.col, value, move: item });
    } else if (move.type === "mark-gift-box") offer.gift = item;
    else if (move.type === "reroll-black") offer.reroll = item;
    else if (move.type === "keep-black") offer.keep = item;
  }
  return offer;
}

const seatsText = (ctx: Ctx, seats: number[]) => {
  const names = seats.map((seat) => (seat === ctx.seat ? "you" : ctx.seatName(seat)));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
};

/** Set or clear data attributes. */
function setData(element: HTMLElement, values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete element.dataset[key];
    else element.dataset[key] = value;
  }
}

/** A <span> read by screen readers only. */
const hidden = (text: string) => h("span", { class: "visually-hidden" }, text);

export const xmasSweater: RendererFactory<"xmas-sweater"> = (): Renderer<"xmas-sweater"> => {
  let pick: Pick | null = null;
  /** The roll and phase the pick belongs to: a new roll or phase drops it. */
  let pickedAt = "";
  let last: { root: HTMLElement; ctx: Ctx } | null = null;
  /** Cells ("seat:row:col") and gift boxes ("seat:gift:n") of the latest reveal, and the sheets last seen. */
  let fresh = new Set<string>();
  let seen: Sheet[] | null = null;
  /** After a move, the next turn's first piece gets the focus, so keyboard play goes on from the dice. */
  let refocus = false;
  let listening = false;
  // The board's shell is kept across redraws, so its live region (the hint) is read out once per change.
  const hint = h("p", { class: "xs-hint", role: "status", "aria-live": "polite", tabindex: -1 });
  const cancelSlot = h("span", { class: "xs-cancel-slot" });
  const top = h("div", { class: "xs-top" });
  const bottom = h("div", { class: "xs-sheets" });
  const board = h("div", { class: "xs-board" }, top, h("div", { class: "xs-hint-row" }, hint, cancelSlot), bottom);

  const redraw = () => {
    if (last) {
      const { root, ctx } = last;
      keepFocus(root, () => draw(root, ctx));
    }
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && pick && last && !event.defaultPrevented) {
      const focusedPick = document.activeElement instanceof HTMLElement && last.root.contains(document.activeElement);
      pick = null;
      redraw();
      if (focusedPick) event.preventDefault();
    }
  };

  const act = (ctx: Ctx, move: XMove) => {
    if (ctx.busy) return;
    pick = null;
    // The piece clicked goes away with the move: the focus waits on the hint (it stays, and says what
    // happens), and moves on to the dice when this seat is asked again.
    const active = document.activeElement;
    if (active === document.body || board.contains(active)) hint.focus({ preventScroll: true });
    refocus = true;
    void ctx.act(move.move);
  };

  const choose = (ctx: Ctx, next: Pick) => {
    const same =
      pick &&
      ((pick.kind === "option" && next.kind === "option" && pick.die === next.die && pick.modifier === next.modifier) ||
        (pick.kind === "cell" && next.kind === "cell" && pick.row === next.row && pick.col === next.col));
    pick = same ? null : next;
    pickedAt = `${ctx.view.roll}:${ctx.view.phase}`;
    redraw();
  };

  /** Mark what the latest reveal wrote: sheets only change when a roll's entries are revealed. */
  const trackFresh = (view: XView) => {
    if (seen) {
      const next = new Set<string>();
      for (const sheet of view.sheets) {
        const before = seen.find((item) => item.seat === sheet.seat);
        if (!before) continue;
        sheet.cells.forEach((line, r) =>
          line.forEach((value, c) => {
            if (value !== null && (before.cells[r]?.[c] ?? null) === null) next.add(`${sheet.seat}:${r + 1}:${c + 1}`);
          }),
        );
        for (let box = before.gift_boxes_marked + 1; box <= sheet.gift_boxes_marked; box++) next.add(`${sheet.seat}:gift:${box}`);
      }
      if (next.size > 0) fresh = next;
    }
    seen = view.sheets;
  };

  const draw = (root: HTMLElement, ctx: Ctx) => {
    const view = ctx.view;
    trackFresh(view);
    const offer = offerOf(ctx);
    if (pickedAt !== `${view.roll}:${view.phase}` || view.finished || ctx.seat === null) pick = null;
    // A pick the legal moves no longer allow (read at a newer version) is put back; while the moves of a new
    // version are being read there are none, and the pick waits for them.
    if (pick && ctx.moves.length > 0 && !offer.writes.some((write) => matches(write, pick))) pick = null;
    const canAct = !ctx.busy && ctx.moves.length > 0;

    hintText(ctx, offer);
    const mine = ctx.seat === null ? null : view.sheets.find((sheet) => sheet.seat === ctx.seat) ?? null;
    const others = view.sheets.filter((sheet) => sheet !== mine);
    board.className = ["xs-board", ctx.busy && "xs-busy", pick && "xs-picking"].filter(Boolean).join(" ");
    setData(board, {
      xsPhase: view.phase,
      xsVersion: String(view.version),
      xsRoll: String(view.roll),
      xsAct: canAct ? "yes" : "no",
      xsPick: pick ? (pick.kind === "option" ? `option:${optionKey(pick.die, pick.modifier)}` : `cell:${cellKey(pick.row, pick.col)}`) : undefined,
    });
    top.replaceChildren(rollBar(ctx), tray(ctx, offer, canAct));
    cancelSlot.replaceChildren(
      pick ? h("button", { type: "button", class: "xs-cancel", data: { focus: "xs-cancel" }, on: { click: () => ((pick = null), redraw()) } }, "Put it back (Esc)") : "",
    );
    bottom.replaceChildren(
      mine ? sheetCard(ctx, mine, "large", offer, canAct) : "",
      others.length > 0
        ? h(
            "section",
            { class: ["xs-others", mine === null && "xs-others-watch"], "aria-label": mine ? "The other sweaters" : "Sweaters" },
            mine ? h("h3", { class: "xs-others-title" }, others.length === 1 ? "The other sweater" : "The other sweaters") : null,
            h("div", { class: "xs-others-list" }, others.map((sheet) => sheetCard(ctx, sheet, "small", offer, false))),
          )
        : "",
    );
    if (board.parentElement !== root || root.childElementCount !== 1) root.replaceChildren(board);

    if (refocus && canAct) {
      refocus = false;
      const active = document.activeElement;
      if (!active || active === document.body || active === hint) {
        board.querySelector<HTMLElement>("button[data-xs-black]:not(:disabled), button[data-xs-option]:not(:disabled), button[data-xs-gift]:not(:disabled)")?.focus({ preventScroll: true });
      }
    }
  };

  const matches = (write: Write, which: Pick | null): boolean =>
    which === null || (which.kind === "option" ? write.die === which.die && write.modifier === which.modifier : write.row === which.row && write.col === which.col);

  /** The line that says what the table waits for and what to do next. */
  const hintText = (ctx: Ctx, offer: Offer) => {
    const view = ctx.view;
    let text: string;
    if (view.finished) text = `The game is over${view.reason && ENDINGS[view.reason] ? `: ${ENDINGS[view.reason]}` : ""}.`;
    else if (ctx.busy) text = "Sending your move…";
    else if (view.phase === "reroll") {
      const active = view.active_seat;
      if (offer.reroll || offer.keep) text = `You are the active seat: reroll the black die once, or keep it.`;
      else text = `Waiting for ${active === null || active === undefined ? "the active seat" : active === ctx.seat ? "you" : ctx.seatName(active)} to reroll or keep the black die.`;
    } else if (pick?.kind === "option") {
      const value = valueOf(view.dice, pick.die, pick.modifier);
      text = `Picked ${value} (${howText(view.dice, pick.die, pick.modifier)}): now choose a highlighted cell in a ${pick.die} row. Click the number again or press Escape to put it back.`;
    } else if (pick?.kind === "cell") {
      text = `Picked row ${pick.row}, column ${pick.col}: now choose one of the highlighted numbers. Click the cell again or press Escape to put it back.`;
    } else if (offer.writes.length > 0) {
      text = `Pick a number under the dice, then a highlighted cell of its colour (or a cell first, then its number)${offer.gift ? ", or mark the next gift box instead" : ""}.`;
    } else if (offer.gift) {
      text = "No number fits your sweater this roll: mark the next gift box.";
    } else if (ctx.seat !== null && view.my_entry) {
      const waiting = view.actors.filter((seat) => seat !== ctx.seat);
      text = `You chose: ${entryText(view, view.my_entry)}.${waiting.length > 0 ? ` Waiting for ${seatsText(ctx, waiting)}.` : ""}`;
    } else if (ctx.seat !== null && view.actors.includes(ctx.seat)) {
      text = "Reading your moves…";
    } else {
      text = view.actors.length > 0 ? `Waiting for ${seatsText(ctx, view.actors)}.` : "Waiting.";
    }
    if (hint.textContent !== text) hint.textContent = text;
  };

  return {
    render(root, ctx) {
      last = { root, ctx };
      if (!listening) {
        document.addEventListener("keydown", onKey);
        listening = true;
      }
      draw(root, ctx);
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      listening = false;
      last = null;
    },
  };

  /** Roll number, rules in play, who rolls, and whether this is the last roll. */
  function rollBar(ctx: Ctx): HTMLElement {
    const view = ctx.view;
    const active = view.active_seat;
    return h(
      "div",
      { class: "xs-rollbar" },
      h("span", { class: "xs-roll" }, h("strong", null, `Roll ${view.roll}`), h("span", { class: "xs-muted" }, ` of at most ${view.max_rolls}`)),
      view.active_roller_variant
        ? h(
            "span",
            { class: "xs-chip" },
            "Variant: ",
            active === null || active === undefined
              ? "the active seat alone uses the black die"
              : [h("strong", null, active === ctx.seat ? "you are the active seat" : `${ctx.seatName(active)} is the active seat`), " (only the active seat uses the black die)"],
          )
        : h("span", { class: "xs-chip" }, "Base rules: everyone may add or subtract the black die"),
      view.ending && !view.finished
        ? h("span", { class: "xs-chip xs-chip-ending" }, `Final roll${view.finish_rotation ? "s" : ""}: ${ENDINGS[view.reason ?? ""] ?? "the end is triggered"}`)
        : null,
    );
  }

  /** The four dice, the numbers they make, and the black die's reroll decision. */
  function tray(ctx: Ctx, offer: Offer, canAct: boolean): HTMLElement {
    const view = ctx.view;
    const dice = view.dice;
    const playing = ctx.seat !== null && !view.finished;
    const forCell = pick?.kind === "cell" ? pick : null;
    return h(
      "section",
      { class: "xs-tray", "aria-label": `Dice of roll ${view.roll}` },
      DICE.map((die) => {
        const face = dice?.[die] ?? null;
        return h(
          "div",
          { class: ["xs-die-group", `xs-group-${die}`] },
          dieFace(die, face, 12),
          playing
            ? h(
                "div",
                { class: "xs-options", role: "group", "aria-label": `Numbers from the ${die} die` },
                MODIFIERS.map((modifier) => optionButton(ctx, offer, canAct, die, modifier, forCell)),
              )
            : null,
        );
      }),
      h(
        "div",
        { class: "xs-die-group xs-group-black" },
        dieFace("black", dice?.black ?? null, 6),
        blackControls(ctx, offer, canAct),
      ),
    );
  }

  function dieFace(die: string, face: number | null, sides: number): HTMLElement {
    const name = COLOUR_NAME[die] ?? die;
    return h(
      "div",
      { class: ["xs-die", `xs-die-${die}`], role: "img", "aria-label": `${name} die (${sides} sides)${face === null ? "" : `: ${face}`}`, data: { die, face: face ?? undefined } },
      h("span", { class: "xs-die-name", "aria-hidden": "true" }, name),
      h("span", { class: "xs-die-face", "aria-hidden": "true" }, face === null ? "–" : String(face)),
      h("span", { class: "xs-die-sides", "aria-hidden": "true" }, `d${sides}`),
    );
  }

  /** One number a coloured die makes (as it is, plus or minus the black die), as a pick or a move. */
  function optionButton(ctx: Ctx, offer: Offer, canAct: boolean, die: Die, modifier: Modifier, forCell: { row: number; col: number } | null): HTMLElement {
    const dice = ctx.view.dice;
    const value = valueOf(dice, die, modifier);
    const writes = offer.writes.filter((write) => write.die === die && write.modifier === modifier);
    const picked = pick?.kind === "option" && pick.die === die && pick.modifier === modifier;
    const target = forCell ? writes.find((write) => write.row === forCell.row && write.col === forCell.col) ?? null : null;
    const how = howText(dice, die, modifier);
    const sign = modifier === "plus" ? "+" : modifier === "minus" ? "−" : "";
    const formula = modifier === "none" || !dice ? "as rolled" : `${dice[die]} ${sign} ${dice.black}`;
    const impossible = value !== null && value < 0;
    const content = [
      h("span", { class: "xs-opt-value", "aria-hidden": "true" }, impossible ? "—" : String(value ?? "?")),
      h("span", { class: "xs-opt-how", "aria-hidden": "true" }, impossible ? "below 0" : formula),
    ];
    let enabled: boolean;
    let name: string;
    if (forCell) {
      enabled = canAct && target !== null;
      name = target ? target.move.label : `${value} (${how}) does not fit row ${forCell.row}, column ${forCell.col}`;
    } else {
      enabled = canAct && writes.length > 0;
      const where = writes.length === 1 ? "1 cell" : `${writes.length} cells`;
      name = impossible
        ? `${how} is below 0: it cannot be written`
        : writes.length > 0
          ? `${value} (${how}): pick it, then a cell (fits ${where})`
          : `${value} (${how}): fits no cell${modifier !== "none" && ctx.view.active_roller_variant && ctx.view.active_seat !== ctx.seat ? " (only the active seat uses the black die)" : ""}`;
    }
    return h(
      "button",
      {
        type: "button",
        class: ["xs-option", `xs-option-${die}`, picked && "xs-picked", target && "xs-target"],
        disabled: !enabled,
        "aria-pressed": forCell ? null : picked ? "true" : "false",
        "aria-label": name,
        title: name,
        data: { xsOption: optionKey(die, modifier), moveIndex: target ? target.move.index : undefined, focus: `xs-option:${optionKey(die, modifier)}` },
        on: {
          click: () => {
            if (target) act(ctx, target.move);
            else choose(ctx, { kind: "option", die, modifier });
          },
        },
      },
      content,
    );
  }

  function blackControls(ctx: Ctx, offer: Offer, canAct: boolean): HTMLElement | null {
    const view = ctx.view;
    if (offer.reroll || offer.keep) {
      return h(
        "div",
        { class: "xs-options xs-black-choice", role: "group", "aria-label": "The black die" },
        [offer.reroll, offer.keep].map((move) =>
          move
            ? h(
                "button",
                {
                  type: "button",
                  class: ["xs-black-button", move.move.type === "reroll-black" && "xs-black-reroll"],
                  disabled: !canAct,
                  "aria-label": move.label,
                  title: move.label,
                  data: { xsBlack: move.move.type === "reroll-black" ? "reroll" : "keep", moveIndex: move.index, focus: `xs-black:${move.move.type}` },
                  on: { click: () => act(ctx, move) },
                },
                move.move.type === "reroll-black" ? "Reroll" : "Keep",
              )
            : null,
        ),
      );
    }
    if (view.finished) return null;
    if (view.phase === "reroll" && view.active_seat !== null && view.active_seat !== undefined) {
      return h("p", { class: "xs-die-note" }, `${view.active_seat === ctx.seat ? "You decide" : `${ctx.seatName(view.active_seat)} decides`}: reroll or keep`);
    }
    if (view.active_roller_variant && view.active_seat !== null && view.active_seat !== undefined) {
      return h("p", { class: "xs-die-note" }, view.active_seat === ctx.seat ? "Yours to use this roll" : `${ctx.seatName(view.active_seat)}'s to use`);
    }
    return h("p", { class: "xs-die-note" }, "Add it to a die, or take it away");
  }

  /** One seat's sweater: its grid with row points, its gift boxes, and (large) its icon sets. */
  function sheetCard(ctx: Ctx, sheet: Sheet, size: "large" | "small", offer: Offer, interactive: boolean): HTMLElement {
    const view = ctx.view;
    const layout = view.layout as LayoutRow[];
    const score = scoreSheet(sheet.cells, layout, sheet.gift_boxes_marked, view.gift_box_values);
    const own = sheet.seat === ctx.seat;
    const name = own ? "Your sweater" : `${ctx.seatName(sheet.seat)}'s sweater`;
    const headingId = `xs-sheet-${sheet.seat}`;
    const committed = view.committed.includes(sheet.seat);
    const status = view.finished
      ? null
      : view.phase === "write"
        ? committed
          ? "entry chosen"
          : view.actors.includes(sheet.seat)
            ? "choosing"
            : null
        : view.active_seat === sheet.seat
          ? "deciding on the black die"
          : null;
    return h(
      "section",
      { class: ["xs-sheet", `xs-sheet-${size}`, own && "xs-sheet-own"], "aria-labelledby": headingId, data: { xsSeat: sheet.seat } },
      h(
        "header",
        { class: "xs-sheet-head" },
        h("h3", { id: headingId }, name),
        view.active_seat === sheet.seat && !view.finished ? h("span", { class: "xs-tag xs-tag-active" }, "active seat") : null,
        status ? h("span", { class: ["xs-tag", committed ? "xs-tag-done" : "xs-tag-wait"] }, committed ? "✓ " : "… ", status) : null,
        h("span", { class: "xs-total", data: { xsSeat: sheet.seat, xsTotal: score.total } }, h("span", { class: "xs-total-label" }, "points "), h("strong", null, String(score.total))),
      ),
      h(
        "div",
        { class: "xs-sheet-body" },
        h("div", { class: "xs-knit" }, grid(ctx, sheet, size, score, offer, interactive && own), giftBoxes(ctx, sheet, size, offer, interactive && own)),
        size === "small" ? null : iconPanel(ctx, layout, score, sheet),
      ),
      summary(sheet, score, size),
    );
  }

  function grid(ctx: Ctx, sheet: Sheet, size: string, score: SheetScore, offer: Offer, interactive: boolean): HTMLElement {
    const view = ctx.view;
    const layout = view.layout as LayoutRow[];
    const pending = sheet.seat === ctx.seat && view.my_entry?.type === "write" ? view.my_entry : null;
    const pendingValue = pending ? valueOf(view.dice, pending.die, pending.modifier ?? "none") : null;
    const small = size === "small";
    const cols = layout[0]?.cells.length ?? 7;
    return h(
      "table",
      { class: "xs-grid" },
      h("caption", { class: "visually-hidden" }, `${sheet.seat === ctx.seat ? "Your" : `${ctx.seatName(sheet.seat)}'s`} sheet: ${layout.length} rows of ${cols} cells; points per row at the end`),
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("td", { class: "xs-corner" }),
          Array.from({ length: cols }, (_, c) => h("th", { scope: "col", class: "xs-colhead" }, small ? hidden(`column ${c + 1}`) : null, small ? null : String(c + 1))),
          h("th", { scope: "col", class: "xs-colhead xs-pointshead" }, small ? hidden("points") : "pts"),
        ),
      ),
      h(
        "tbody",
        null,
        layout.map((line, r) => {
          const rowScore = score.rows[r];
          return h(
            "tr",
            { class: ["xs-row", `xs-row-${line.colour}`, rowScore?.complete && "xs-row-complete"] },
            h(
              "th",
              { scope: "row", class: "xs-rowhead" },
              h("span", { class: ["xs-rowchip", `xs-rowchip-${line.colour}`], "aria-hidden": "true" }),
              small ? h("span", { "aria-hidden": "true" }, (COLOUR_NAME[line.colour] ?? line.colour).charAt(0)) : h("span", { class: "xs-rowname" }, COLOUR_NAME[line.colour] ?? line.colour),
              hidden(small ? `${COLOUR_NAME[line.colour] ?? line.colour} row ${line.row}` : ` row ${line.row}`),
            ),
            line.cells.map((kind, c) => {
              const row = line.row;
              const col = c + 1;
              const value = sheet.cells[r]?.[c] ?? null;
              const isPending = pending !== null && pending.row === row && pending.col === col;
              return cell(ctx, { row, col, kind, colour: line.colour, value, scoresRow: c === cols - 1 && kind === "heart", fresh: fresh.has(`${sheet.seat}:${row}:${col}`), pendingValue: isPending ? pendingValue : null, small }, offer, interactive);
            }),
            h(
              "td",
              { class: "xs-rowpoints", title: rowScore?.complete ? "Complete: the row scores its rightmost heart" : "One point per filled cell until the row is complete" },
              rowScore ? String(rowScore.points) : "0",
              rowScore?.complete ? h("span", { class: "xs-complete-mark" }, small ? hidden(" complete") : " ✓") : null,
              rowScore?.complete && !small ? hidden(" complete") : null,
            ),
          );
        }),
      ),
    );
  }

  interface CellInfo {
    row: number;
    col: number;
    kind: string;
    colour: string;
    value: number | null;
    scoresRow: boolean;
    fresh: boolean;
    pendingValue: number | null;
    small: boolean;
  }

  function cell(ctx: Ctx, info: CellInfo, offer: Offer, interactive: boolean): HTMLElement {
    const { row, col, kind, value } = info;
    const printed = kind === "heart" ? (info.scoresRow ? "row-scoring heart" : "heart") : `${kind} icon`;
    const classes = ["xs-cell", `xs-kind-${kind}`, info.scoresRow && "xs-scores-row", info.fresh && "xs-fresh", value === 0 && "xs-zero"];
    const art = [
      picture(kind === "heart" ? "heart" : kind, "xs-cell-pic"),
      info.scoresRow && !info.small ? h("span", { class: "xs-scores-badge", "aria-hidden": "true" }, "★") : null,
      !info.small && kind !== "heart" ? h("span", { class: "xs-cell-caption", "aria-hidden": "true" }, kind) : null,
    ];
    if (value !== null) {
      return h("td", { class: classes, title: `Row ${row}, column ${col} (${printed}): ${value}` }, art, h("span", { class: "xs-num" }, String(value)), hidden(` ${printed}${info.fresh ? ", new" : ""}`));
    }
    if (info.pendingValue !== null) {
      return h(
        "td",
        { class: [...classes, "xs-pending"], title: `Your entry this roll: ${info.pendingValue}, shown to everyone once all have chosen` },
        art,
        h("span", { class: "xs-num" }, String(info.pendingValue)),
        hidden(` ${printed}, your entry this roll (not revealed yet)`),
      );
    }
    const here = offer.writes.filter((write) => write.row === row && write.col === col);
    if (!interactive || (here.length === 0 && offer.writes.length === 0)) {
      return h("td", { class: [...classes, "xs-empty"] }, art, hidden(`empty ${printed}`));
    }
    const canAct = !ctx.busy && ctx.moves.length > 0;
    const forOption = pick?.kind === "option" ? pick : null;
    const picked = pick?.kind === "cell" && pick.row === row && pick.col === col;
    const target = forOption ? here.find((write) => write.die === forOption.die && write.modifier === forOption.modifier) ?? null : null;
    let enabled: boolean;
    let name: string;
    if (forOption) {
      enabled = canAct && target !== null;
      name = target ? `${target.move.label} (${printed})` : `Row ${row}, column ${col} (${printed}): ${valueOf(ctx.view.dice, forOption.die, forOption.modifier)} does not fit here`;
    } else {
      enabled = canAct && here.length > 0;
      const numbers = [...new Set(here.map((write) => write.value))].sort((a, b) => a - b);
      name =
        here.length > 0
          ? `Row ${row}, column ${col}, empty ${info.colour} ${printed}: pick it, then a number (${numbers.join(", ")} fit${numbers.length === 1 ? "s" : ""})`
          : `Row ${row}, column ${col}, empty ${info.colour} ${printed}: no number of this roll fits`;
    }
    return h(
      "td",
      { class: [...classes, "xs-empty", (target || (picked && enabled)) && "xs-target-cell"] },
      h(
        "button",
        {
          type: "button",
          class: ["xs-cell-button", picked && "xs-picked", target && "xs-target"],
          disabled: !enabled,
          "aria-pressed": forOption ? null : picked ? "true" : "false",
          "aria-label": name,
          title: name,
          data: { xsCell: cellKey(row, col), moveIndex: target ? target.move.index : undefined, preview: target ? String(target.value) : undefined, focus: `xs-cell:${cellKey(row, col)}` },
          on: {
            click: () => {
              if (target) act(ctx, target.move);
              else choose(ctx, { kind: "cell", row, col });
            },
          },
        },
        art,
      ),
    );
  }

  function giftBoxes(ctx: Ctx, sheet: Sheet, size: string, offer: Offer, interactive: boolean): HTMLElement {
    const view = ctx.view;
    const values = view.gift_box_values;
    const marked = sheet.gift_boxes_marked;
    const pendingGift = sheet.seat === ctx.seat && view.my_entry?.type === "mark-gift-box";
    const canAct = !ctx.busy && ctx.moves.length > 0;
    const small = size === "small";
    const boxes = values.map((points, i) => {
      const number = i + 1;
      const isMarked = number <= marked;
      const next = number === marked + 1;
      const freshBox = fresh.has(`${sheet.seat}:gift:${number}`);
      const classes = ["xs-gift", isMarked && "xs-gift-marked", next && pendingGift && "xs-gift-pending", freshBox && "xs-fresh"];
      const content = [
        picture("gift", "xs-gift-pic"),
        isMarked ? h("span", { class: "xs-gift-cross", "aria-hidden": "true" }, "✕") : null,
        h("span", { class: "xs-gift-cost", "aria-hidden": "true" }, `${points}`),
      ];
      const words = `Gift box ${number} (${points} points): ${isMarked ? "marked" : next && pendingGift ? "your entry this roll (not revealed yet)" : "not marked"}`;
      if (interactive && next && offer.gift) {
        const label = offer.gift.label;
        return h(
          "li",
          { class: [...classes, "xs-gift-next"] },
          h(
            "button",
            {
              type: "button",
              class: "xs-gift-button",
              disabled: !canAct,
              "aria-label": label,
              title: label,
              data: { xsGift: number, moveIndex: offer.gift.index, focus: "xs-gift" },
              on: { click: () => offer.gift && act(ctx, offer.gift) },
            },
            content,
          ),
        );
      }
      return h("li", { class: classes, title: words }, content, hidden(words));
    });
    const allMarked = marked >= values.length;
    return h(
      "div",
      { class: "xs-gifts" },
      small ? null : h("span", { class: "xs-gifts-title" }, "Gift boxes", h("span", { class: "xs-muted" }, ` ${marked}/${values.length}`)),
      h("ol", { class: "xs-gift-list", "aria-label": `Gift boxes, ${marked} of ${values.length} marked` }, boxes),
      interactive && allMarked && offer.gift
        ? h(
            "button",
            {
              type: "button",
              class: "xs-gift-pass",
              disabled: !canAct,
              "aria-label": offer.gift.label,
              title: offer.gift.label,
              data: { xsGift: "none", moveIndex: offer.gift.index, focus: "xs-gift" },
              on: { click: () => offer.gift && act(ctx, offer.gift) },
            },
            "Mark nothing (all six are marked)",
          )
        : null,
    );
  }

  function iconPanel(ctx: Ctx, layout: LayoutRow[], score: SheetScore, sheet: Sheet): HTMLElement {
    const icons = iconsOf(layout);
    return h(
      "div",
      { class: "xs-side" },
      h(
        "ul",
        { class: "xs-icons", "aria-label": "Icon sets: each scores the sum of its three cells once all are filled" },
        icons.map((icon) => {
          const set = score.icons.find((item) => item.icon === icon);
          const filled = set?.filled ?? 0;
          const total = set?.cells.length ?? 3;
          return h(
            "li",
            { class: ["xs-icon-set", set?.complete && "xs-icon-done"], title: `${icon}: rows ${set?.cells.map((where) => where.row).join(", ")}` },
            picture(icon, "xs-icon-pic"),
            h("span", { class: "xs-icon-name" }, icon),
            h("span", { class: "xs-icon-count" }, set?.complete ? `${set.points} pts` : `${filled}/${total}`),
          );
        }),
      ),
      h(
        "p",
        { class: ["xs-ginger", score.gingerbread > 0 && "xs-ginger-done"], title: `Gingerbread Man: +10 once for at least ${GINGERBREAD_COUNT} tens on the sheet` },
        picture("gingerbread", "xs-icon-pic"),
        h("span", null, `Tens ${Math.min(score.tens, GINGERBREAD_COUNT)}/${GINGERBREAD_COUNT}`),
        h("span", { class: "xs-icon-count" }, score.gingerbread > 0 ? `+${score.gingerbread}` : `(${GINGERBREAD_VALUE}s)`),
      ),
      h("p", { class: "xs-muted xs-small" }, `${sheet.complete_rows} complete row${sheet.complete_rows === 1 ? "" : "s"}`),
      ctx.view.players === 1 ? bandLine(ctx, score.total) : null,
    );
  }

  /** A solo game's band for the running points, and what the next band up needs. */
  function bandLine(ctx: Ctx, total: number): HTMLElement | null {
    const bands = [...(ctx.catalog.bands ?? [])].sort((a, b) => (b.lowest ?? -Infinity) - (a.lowest ?? -Infinity));
    const at = bands.findIndex((band) => band.lowest === null || band.lowest === undefined || total >= band.lowest);
    const band = bands[at];
    if (!band) return null;
    const up = at > 0 ? bands[at - 1] : undefined;
    return h(
      "p",
      { class: "xs-band" },
      "Solo band: ",
      h("strong", null, band.label),
      up && up.lowest !== null && up.lowest !== undefined ? h("span", { class: "xs-muted" }, ` · ${up.lowest} for ${up.label}`) : null,
    );
  }

  function summary(sheet: Sheet, score: SheetScore, size: string): HTMLElement {
    const rows = score.rows.reduce((sum, row) => sum + row.points, 0);
    const icons = score.icons.reduce((sum, icon) => sum + icon.points, 0);
    const parts = [`rows ${rows}`, `icons ${icons}`, score.gingerbread ? `gingerbread ${score.gingerbread}` : null, `gift boxes ${score.giftBoxes}`].filter(Boolean);
    return h(
      "p",
      { class: "xs-summary" },
      size === "small" ? `${sheet.complete_rows} complete row${sheet.complete_rows === 1 ? "" : "s"} · ${sheet.gift_boxes_marked}/6 boxes · ` : null,
      `${score.total} points: ${parts.join(", ")}`,
    );
  }
};

/** "Write 7 (red 5 + black 2) in row 1, column 3", "Mark a gift box": the seat's own hidden entry. */
function entryText(view: XView, entry: NonNullable<XView["my_entry"]>): string {
  if (entry.type === "mark-gift-box") return "mark a gift box";
  const modifier = entry.modifier ?? "none";
  return `write ${valueOf(view.dice, entry.die, modifier)} (${howText(view.dice, entry.die, modifier)}) in row ${entry.row}, column ${entry.col}`;
}
