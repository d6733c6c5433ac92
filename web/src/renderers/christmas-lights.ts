// Christmas Lights's table: every seat's hand, string of lights and Pattern cards, the Bulb deck, the discard
// pile, the Event cards and the sale, drawn from the seat's view. Your own hand shows only what you know: a
// card you have not seen is face down with a "?", however the others hold it.
//
// Moves are made by clicking pieces. A piece that one legal move names plays it; a card that starts several
// (play it, swap it, sell it) is picked first, and the places it may go light up as targets: your string or a
// Pattern card's end, another player's card, the sale table. Escape (or "Put it back") drops the pick. Every
// piece that acts is a <button> named by the move's label, and carries `data-move-index` (the move's index in
// the legal-moves answer) and `data-move-type`; a piece that only picks carries `data-cl-pick`.
import "./christmas-lights.css";
import { h } from "../dom";
import { keepFocus } from "./kit";
import { cardArt } from "./lights/kit";
import type { Renderer, RendererFactory, TableContext } from "./types";
import { bulbArt, eyeIcon, flashIcon, slotArt, starIcon } from "./lights/art";
import {
  bulb,
  bulbName,
  FROM_END,
  KIND_NAMES,
  kindOption,
  MARK_NAMES,
  MARKS,
  nextSlot,
  offerLabel,
  publicNextNeeded,
  shortName,
  STEP_NAMES,
  STEPS,
  ask,
  type CL,
  type ClLabelled,
  type ClMove,
  type ClView,
  type Direction,
  type HandCard,
  type KindName,
  type Mark,
  type MoveOf,
  type Question,
  type SeatView,
} from "./christmas-lights-words";

type Ctx = TableContext<CL>;
type Mode = "event" | "buyer" | "special" | "seller" | "main" | "none";

/** What the player has picked up: one or two of its cards, another seat's card, or a card on sale. */
interface Pick {
  mine: number[];
  theirs: { seat: number; ref: number } | null;
  sale: number | null;
}

const NO_PICK: Pick = { mine: [], theirs: null, sale: null };

/** The sale question being put together (SALE step), kept between redraws. */
interface Draft {
  type: "has-pair" | "card-is" | "count" | "same" | "fits-next";
  card: number;
  other: number;
  kind: KindName;
  compare: "at-least" | "exactly" | "at-most";
  n: number;
  negate: boolean;
}

const NEW_DRAFT: Draft = { type: "has-pair", card: 0, other: 1, kind: "red", compare: "at-least", n: 1, negate: false };

/** The legal moves, looked up by what they name. */
interface Index {
  play: Map<number, MovePick<"play-card">[]>;
  swap: Map<string, ClLabelled>;
  putUp: Map<string, ClLabelled>;
  refill: MovePick<"refill">[];
  endTurn: ClLabelled | null;
  arrange: MovePick<"arrange-hand"> | null;
  place: Map<number, ClLabelled>;
  discardSpecial: ClLabelled | null;
  takeBulb: ClLabelled | null;
  peek: Map<number, ClLabelled>;
  discardForNew: Map<number, ClLabelled>;
  decline: ClLabelled | null;
  accept: ClLabelled | null;
  offer: Map<string, MovePick<"offer">>;
  withdraw: Map<number, ClLabelled>;
}

interface MovePick<T extends ClMove["type"]> {
  lm: ClLabelled;
  move: MoveOf<T>;
}

function index(moves: ClLabelled[]): Index {
  const ix: Index = {
    play: new Map(),
    swap: new Map(),
    putUp: new Map(),
    refill: [],
    endTurn: null,
    arrange: null,
    place: new Map(),
    discardSpecial: null,
    takeBulb: null,
    peek: new Map(),
    discardForNew: new Map(),
    decline: null,
    accept: null,
    offer: new Map(),
    withdraw: new Map(),
  };
  for (const lm of moves) {
    const move = lm.move;
    switch (move.type) {
      case "play-card":
        ix.play.set(move.ref, [...(ix.play.get(move.ref) ?? []), { lm, move }]);
        break;
      case "swap":
        ix.swap.set(`${move.ref}:${move.seat}:${move.their_ref}`, lm);
        break;
      case "put-up":
        ix.putUp.set(move.refs.join(","), lm);
        break;
      case "refill":
        ix.refill.push({ lm, move });
        break;
      case "end-turn":
        ix.endTurn = lm;
        break;
      case "arrange-hand":
        ix.arrange = { lm, move };
        break;
      case "place-special":
        ix.place.set(move.position, lm);
        break;
      case "discard-special":
        ix.discardSpecial = lm;
        break;
      case "take-bulb":
        ix.takeBulb = lm;
        break;
      case "peek":
        ix.peek.set(move.ref, lm);
        break;
      case "discard-for-new":
        ix.discardForNew.set(move.ref, lm);
        break;
      case "decline":
        ix.decline = lm;
        break;
      case "accept":
        ix.accept = lm;
        break;
      case "offer":
        ix.offer.set(`${move.sale_card}:${move.seat}`, { lm, move });
        break;
      case "withdraw":
        ix.withdraw.set(move.sale_card, lm);
        break;
    }
  }
  ix.refill.sort((a, b) => a.move.count - b.move.count);
  return ix;
}

function modeOf(view: ClView, ix: Index, moves: ClLabelled[]): Mode {
  if (moves.length === 0) return "none";
  if (view.event !== null && (ix.takeBulb || ix.peek.size || ix.discardForNew.size || ix.decline)) return "event";
  if (ix.accept) return "buyer";
  if (ix.place.size || ix.discardSpecial) return "special";
  if (ix.offer.size || ix.withdraw.size || view.sale.length > 0) return "seller";
  return "main";
}

/** One drawing of the board: the context, its moves by what they name, and the pick. */
interface Table {
  ctx: Ctx;
  view: ClView;
  ix: Index;
  mode: Mode;
  pick: Pick;
  me: SeatView | null;
  busy: boolean;
  patterns: Map<string, string[]>;
  names: Map<string, string>;
  act(move: ClMove): void;
  setPick(next: Pick): void;
  draft: Draft;
  setDraft(next: Draft): void;
  carry(ref: number): void;
}

export const christmasLights: RendererFactory<CL> = (): Renderer<CL> => {
  let pick: Pick = NO_PICK;
  let pickedAt = -1;
  let carried: number | null = null;
  let draft: Draft = { ...NEW_DRAFT };
  let draftAt = "";
  let last: { root: HTMLElement; ctx: Ctx } | null = null;
  // The piece that had the focus when a move went out: its buttons are disabled while the move is on its way,
  // which drops the focus, so it is given back to the same piece (if it is still there) once the board is live.
  let refocus: string | null = null;

  const redraw = () => {
    if (last) {
      const { root, ctx } = last;
      keepFocus(root, () => draw(root, ctx));
    }
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !last || !last.root.isConnected) return;
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
    if (pick.mine.length === 0 && pick.theirs === null && pick.sale === null) return;
    pick = NO_PICK;
    redraw();
  };
  document.addEventListener("keydown", onKey);

  const draw = (root: HTMLElement, ctx: Ctx) => {
    const view = ctx.view;
    if (view.version !== pickedAt) {
      pick = carried !== null ? { ...NO_PICK, mine: [carried] } : NO_PICK;
      carried = null;
      pickedAt = view.version;
    }
    const sale = `${view.active}:${view.round}:${view.sale.length > 0}`;
    if (sale !== draftAt) {
      draft = { ...NEW_DRAFT };
      draftAt = sale;
    }
    const ix = index(ctx.moves);
    const mode = modeOf(view, ix, ctx.moves);
    const catalog = ((ctx.catalog as unknown as { cards?: { family: string; key: string; name: string; bulbs: string[] }[] }).cards ?? []);
    const patterns = new Map(catalog.filter((card) => card.family === "pattern").map((card) => [card.key, card.bulbs]));
    const names = new Map(catalog.filter((card) => card.name).map((card) => [card.key, card.name]));
    const t: Table = {
      ctx,
      view,
      ix,
      mode,
      pick: sanePick(pick, mode, ix, view),
      me: ctx.seat !== null ? (view.seats[ctx.seat] ?? null) : null,
      busy: ctx.busy,
      patterns,
      names,
      act: (move) => {
        pick = NO_PICK;
        const active = document.activeElement;
        refocus = active instanceof HTMLElement && root.contains(active) ? (active.dataset.focus ?? null) : null;
        void ctx.act(move);
      },
      setPick: (next) => {
        pick = next;
        redraw();
      },
      draft,
      setDraft: (next) => {
        draft = next;
        redraw();
      },
      carry: (ref) => {
        carried = ref;
      },
    };
    root.replaceChildren(board(t));
    if (refocus !== null && !ctx.busy && ctx.seat !== null && !view.actors.includes(ctx.seat)) refocus = null; // the move ended the turn
    if (refocus !== null && !ctx.busy && ctx.moves.length > 0) {
      // Lost: on the page's body, or on the heading of the moves list where the table page puts a lost focus.
      const active = document.activeElement;
      const lost = !active || active === document.body || (active instanceof HTMLElement && active.id === "moves-heading");
      const key = refocus;
      refocus = null;
      const same = [...root.querySelectorAll<HTMLElement>("[data-focus]")].find((element) => element.dataset.focus === key && !(element as HTMLButtonElement).disabled);
      if (lost) same?.focus({ preventScroll: true });
    }
  };

  return {
    render(root, ctx) {
      last = { root, ctx };
      draw(root, ctx);
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      last = null;
    },
  };
};

/** The pick, with whatever no longer has a use dropped (the moves changed under it). */
function sanePick(pick: Pick, mode: Mode, ix: Index, view: ClView): Pick {
  if (mode === "none") return NO_PICK;
  let next = pick;
  if (mode === "seller") {
    const offerable = view.sale.map((_, i) => i).filter((i) => ix.withdraw.has(i));
    if (next.sale === null || !ix.withdraw.has(next.sale)) next = { ...NO_PICK, sale: offerable.length === 1 ? (offerable[0] ?? null) : null, mine: next.mine.slice(0, 1) };
  } else if (next.sale !== null) next = { ...next, sale: null };
  if (mode !== "main" && (next.theirs !== null || next.mine.length > 1)) next = { ...next, theirs: null, mine: next.mine.slice(0, 1) };
  if (mode !== "main" && next.mine.length > 0 && !ix.arrange) next = { ...next, mine: [] };
  return next;
}

// --- the board --------------------------------------------------------------------------------------------

function board(t: Table): HTMLElement {
  const { view, ctx } = t;
  const order = seatOrder(view, ctx.seat);
  const others = order.filter((seat) => seat !== ctx.seat);
  return h(
    "div",
    {
      class: ["cl", t.busy && "cl-busy"],
      data: { clMode: t.mode, clPicked: pickKey(t.pick) || undefined },
    },
    statusBar(t),
    prompt(t),
    h(
      "div",
      { class: ["cl-others", `cl-others-${others.length}`] },
      others.map((seat) => seatPanel(t, seat)),
    ),
    centre(t),
    t.me ? seatPanel(t, t.me.seat) : null,
  );
}

function seatOrder(view: ClView, me: number | null): number[] {
  const n = view.seats.length;
  const start = me ?? 0;
  return Array.from({ length: n }, (_, i) => (start + i) % n);
}

function pickKey(pick: Pick): string {
  if (pick.theirs) return `theirs:${pick.theirs.seat}:${pick.theirs.ref}`;
  if (pick.sale !== null && pick.mine.length === 0) return `sale:${pick.sale}`;
  if (pick.mine.length > 0) return `mine:${pick.mine.join(",")}`;
  return "";
}

// --- round, turn and step -----------------------------------------------------------------------------------

function statusBar(t: Table): HTMLElement {
  const { view, ctx } = t;
  const active = view.active;
  const at = STEPS.indexOf(view.step);
  const whose = view.finished ? "Game over" : active === ctx.seat ? "Your turn" : `${ctx.seatName(active)}'s turn`;
  return h(
    "div",
    { class: "cl-status" },
    h(
      "p",
      { class: "cl-round" },
      h("strong", null, `Round ${Math.min(view.round + 1, view.max_turns)}`),
      ` of ${view.max_turns}`,
      h("span", { class: "cl-dot", "aria-hidden": "true" }, " · "),
      starIcon(),
      ` Santa: ${ctx.seatName(view.santa)}`,
      view.ending ? h("span", { class: "cl-flag" }, "Final round: a seat has lit both strings") : null,
      view.finished && view.reason ? h("span", { class: "cl-flag" }, view.reason === "turn-cap" ? "Ended at the round cap" : "Both strings lit") : null,
    ),
    view.finished
      ? null
      : h(
          "div",
          { class: "cl-steps-wrap" },
          h("span", { class: "cl-whose" }, whose),
          h(
            "ol",
            { class: "cl-steps", "aria-label": `Steps of ${active === ctx.seat ? "your" : `${ctx.seatName(active)}'s`} turn` },
            STEPS.map((step, i) =>
              h(
                "li",
                { class: [i < at && "cl-step-done", i === at && "cl-step-now"], "aria-current": i === at ? "step" : null },
                h("span", { class: "cl-step-n", "aria-hidden": "true" }, String(i + 1)),
                STEP_NAMES[step],
                step === "play" && i === at ? h("span", { class: "cl-step-note" }, ` (${view.plays} of 2 played)`) : null,
                i < at ? h("span", { class: "visually-hidden" }, " (done or skipped)") : null,
              ),
            ),
          ),
        ),
  );
}

// --- what to do now -----------------------------------------------------------------------------------------

function prompt(t: Table): HTMLElement | null {
  const { view, ctx, ix, mode } = t;
  const lines: (Node | string)[] = [];
  const actions: HTMLElement[] = [];
  let art: Node | null = null;
  let tone = "cl-prompt-wait";

  if (view.finished) return null;
  if (mode === "none") {
    if (view.event !== null) {
      art = eventCard(t, view.event, true);
      lines.push(eventText(view.event), " ", committedText(t));
      if (view.my_commit) lines.push(h("strong", null, ` You chose: ${commitWords(view.my_commit)}.`));
    } else if (view.offer) {
      const buyer = ctx.seatName(view.offer.buyer);
      lines.push(`${ctx.seatName(view.active)} offers sale card ${view.offer.sale_card + 1} (${bulb(view.sale[view.offer.sale_card]?.kind)}) to ${buyer} for an answer to ${ask(view.offer.question as Question)} Waiting for ${buyer}.`);
    } else if (view.revealed) {
      art = bulbArt(view.revealed, "cl-prompt-bulb");
      lines.push(`${ctx.seatName(view.active)} turned over ${bulb(view.revealed)} and is placing it.`);
    } else if (ctx.seat !== null && view.actors.includes(ctx.seat)) {
      lines.push("Reading your moves…");
    } else if (view.actors.length > 0) {
      lines.push(`${view.actors.map(ctx.seatName).join(", ")} ${view.actors.length === 1 ? "is" : "are"} playing.`);
    }
  } else if (mode === "event" && view.event) {
    tone = "cl-prompt-turn";
    art = eventCard(t, view.event, true);
    const what: Record<string, string> = {
      "light-switch": "Click the Bulb deck to draw a card you may look at, or decline.",
      "christmas-eve": "Click one of your cards to look at it, or decline.",
      "boxing-day": "Click one of your cards to discard it for an unseen one, or decline.",
    };
    lines.push(h("strong", null, `${eventName(t, view.event)}: everyone chooses in secret.`), " ", what[view.event] ?? "", " ", committedText(t));
    if (ix.decline) actions.push(moveButton(t, ix.decline, "Decline", { cls: "cl-btn" }));
  } else if (mode === "buyer" && view.offer) {
    tone = "cl-prompt-turn";
    const kind = view.sale[view.offer.sale_card]?.kind;
    art = kind ? bulbArt(kind, "cl-prompt-bulb") : null;
    lines.push(
      h("strong", null, `${ctx.seatName(view.active)} offers you ${bulb(kind)}.`),
      ` If you buy it, you answer truthfully about ${ctx.seatName(view.active)}'s hand: ${ask(view.offer.question as Question)}`,
    );
    if (ix.accept) actions.push(moveButton(t, ix.accept, "Buy it", { cls: "cl-btn cl-btn-primary" }));
    if (ix.decline) actions.push(moveButton(t, ix.decline, "Decline", { cls: "cl-btn" }));
  } else if (mode === "special" && view.revealed) {
    tone = "cl-prompt-turn";
    art = bulbArt(view.revealed, "cl-prompt-bulb");
    const where = view.revealed === "bubble" ? "on the next empty position or over a Broken Bulb" : "on the next empty position";
    lines.push(
      h("strong", null, `You turned over ${bulb(view.revealed)}.`),
      ` Click a highlighted position of your string to place it ${where}, or discard it.`,
      view.revealed === "bubble" ? " Placing a Bubble draws an Event card." : "",
    );
    if (ix.discardSpecial) actions.push(moveButton(t, ix.discardSpecial, `Discard the ${bulbName(view.revealed)}`, { cls: "cl-btn" }));
  } else if (mode === "seller") {
    tone = "cl-prompt-turn";
    if (t.pick.sale !== null) {
      lines.push(
        h("strong", null, `Sale card ${t.pick.sale + 1} (${bulb(view.sale[t.pick.sale]?.kind)}) is picked.`),
        " Set your question on the sale table, then click a highlighted player to offer it, or withdraw it.",
      );
    } else if (view.sale.length > 0) {
      lines.push(h("strong", null, "Sale: "), "click a card on the sale table to offer it to another player.");
    }
    if (ix.endTurn) actions.push(moveButton(t, ix.endTurn, "End your turn", { cls: "cl-btn" }));
  } else if (mode === "main") {
    tone = "cl-prompt-turn";
    mainPrompt(t, lines, actions);
  }
  // Arranging a picked card of your own: move it, turn it (any time the game waits for you).
  if (t.pick.mine.length === 1 && t.ix.arrange && t.me) actions.push(...arrangeTools(t, t.pick.mine[0] as number));
  if (pickKey(t.pick) && !(mode === "seller" && view.sale.length === 1 && t.pick.mine.length === 0)) {
    actions.push(h("button", { type: "button", class: "cl-btn cl-btn-quiet", data: { focus: "put-back", clCancel: "1" }, on: { click: () => t.setPick(NO_PICK) } }, "Put it back (Esc)"));
  }
  if (lines.length === 0 && actions.length === 0) return null;
  return h(
    "section",
    { class: ["cl-prompt", tone], "aria-label": "What to do now" },
    art ? h("div", { class: "cl-prompt-art" }, art) : null,
    h("div", { class: "cl-prompt-body" }, h("p", null, ...lines), actions.length > 0 ? h("div", { class: "cl-prompt-actions" }, actions) : null),
  );
}

function mainPrompt(t: Table, lines: (Node | string)[], actions: HTMLElement[]): void {
  const { ix, view, pick } = t;
  if (pick.mine.length === 1) {
    const ref = pick.mine[0] as number;
    const card = t.me?.hand[ref];
    const does: string[] = [];
    const plays = ix.play.get(ref) ?? [];
    if (plays.some((p) => p.move.pattern)) does.push("click a Pattern card's end to start a string with it");
    else if (plays.length > 0) does.push("click \u201cPlay here\u201d on your string");
    if (swapsFrom(t, ref).length > 0) does.push("click a highlighted card of another player to swap");
    if (ix.putUp.has(String(ref))) does.push("click \u201cPut up for sale\u201d on the sale table (or pick a second card to sell both)");
    lines.push(h("strong", null, `Your card ${ref + 1} (${card?.face ? bulbName(card.face) : "unknown to you"}) is picked.`), " ", does.length ? `${sentence(does.join("; "))}.` : "Move it or turn it in your hand.");
  } else if (pick.mine.length === 2) {
    lines.push(h("strong", null, `Your cards ${pick.mine.join(" and ")} are picked.`), " Click \u201cPut both up for sale\u201d on the sale table.");
  } else if (pick.theirs) {
    lines.push(h("strong", null, `${t.ctx.seatName(pick.theirs.seat)}'s card ${pick.theirs.ref + 1} is picked.`), " Click one of your cards to give in exchange.");
  } else {
    const step = STEP_NAMES[view.step];
    const can: string[] = [];
    if (ix.play.size > 0) can.push("play it");
    if (ix.swap.size > 0) can.push("swap it");
    if (ix.putUp.size > 0) can.push("put it up for sale");
    lines.push(h("strong", null, `Your turn: ${step} step.`), " ");
    if (can.length > 0) lines.push(`Click one of your cards to ${listing(can, "or")}${ix.swap.size > 0 ? ", or another player's card to swap for it" : ""}. `);
    if (ix.refill.length > 0) lines.push("Click the Bulb deck to refill and end your turn.");
  }
  if (ix.endTurn) actions.push(moveButton(t, ix.endTurn, "End your turn", { cls: "cl-btn" }));
}

function committedText(t: Table): string {
  const { view, ctx } = t;
  if (view.committed.length === 0) return "Nobody has chosen yet.";
  return `Chosen: ${view.committed.map((seat) => (seat === ctx.seat ? "you" : ctx.seatName(seat))).join(", ")}.`;
}

function commitWords(commit: NonNullable<ClView["my_commit"]>): string {
  switch (commit.type) {
    case "take-bulb":
      return "draw a Bulb card";
    case "peek":
      return `look at your card ${commit.ref + 1}`;
    case "discard-for-new":
      return `discard your card ${commit.ref + 1} for an unseen one`;
    default:
      return "decline";
  }
}

function eventText(key: string): string {
  return (
    {
      "light-switch": "Light Switch: each seat may draw a Bulb card and look at it.",
      "christmas-eve": "Christmas Eve: each seat may look at one of its own cards.",
      "boxing-day": "Boxing Day: each seat may discard a card for an unseen one.",
    }[key] ?? ""
  );
}

function eventName(t: Table, key: string): string {
  return t.names.get(key) ?? key;
}

function arrangeTools(t: Table, ref: number): HTMLElement[] {
  const arrange = t.ix.arrange;
  const hand = t.me?.hand ?? [];
  if (!arrange || ref >= hand.length) return [];
  const marks = hand.map((card) => card.mark);
  const post = (order: number[], newMarks: Mark[], at: number) => {
    t.carry(at);
    t.act({ type: "arrange-hand", order, marks: newMarks });
  };
  const moveTo = (to: number) => {
    const order = hand.map((_, i) => i);
    order[ref] = to;
    order[to] = ref;
    post(order, order.map((old) => marks[old] as Mark), to);
  };
  const tool = (text: string, name: string, focus: string, onClick: () => void, pressed: boolean | null = null, disabled = false) =>
    h(
      "button",
      {
        type: "button",
        class: ["cl-btn", "cl-btn-small", pressed && "cl-pressed"],
        "aria-label": name,
        "aria-pressed": pressed === null ? null : String(pressed),
        title: name,
        disabled: t.busy || disabled,
        data: { moveIndex: arrange.lm.index, moveType: "arrange-hand", focus },
        on: { click: onClick },
      },
      text,
    );
  const tools = h(
    "div",
    { class: "cl-arrange", role: "group", "aria-label": `Arrange your card ${ref + 1}` },
    h("span", { class: "cl-arrange-label" }, `Card ${ref + 1}:`),
    tool("\u2190 Move left", `Move left: your card ${ref + 1} (arrange your hand)`, "arrange:left", () => moveTo(ref - 1), null, ref === 0),
    tool("Move right \u2192", `Move right: your card ${ref + 1} (arrange your hand)`, "arrange:right", () => moveTo(ref + 1), null, ref === hand.length - 1),
    h("span", { class: "cl-arrange-label" }, "Hold it:"),
    MARKS.map((mark) =>
      tool(MARK_NAMES[mark], `${sentence(MARK_NAMES[mark])}: hold your card ${ref + 1} ${MARK_NAMES[mark]} (arrange your hand)`, `arrange:${mark}`, () => {
        if (marks[ref] === mark) return;
        const next = [...marks];
        next[ref] = mark;
        post(hand.map((_, i) => i), next, ref);
      }, marks[ref] === mark),
    ),
  );
  return [tools];
}

// --- a seat's place ---------------------------------------------------------------------------------------

function seatPanel(t: Table, seat: number): HTMLElement {
  const { view, ctx } = t;
  const area = view.seats[seat] as SeatView;
  const mine = seat === ctx.seat;
  const name = mine ? "You" : ctx.seatName(seat);
  const character = t.names.get(area.character) ?? area.character;
  const badges: HTMLElement[] = [];
  if (!view.finished && view.active === seat) badges.push(h("span", { class: "cl-badge cl-badge-turn" }, mine ? "your turn" : "their turn"));
  if (view.event !== null) {
    badges.push(h("span", { class: "cl-badge" }, view.committed.includes(seat) ? "chosen \u2713" : "choosing\u2026"));
  }
  if (view.offer && view.offer.buyer === seat) badges.push(h("span", { class: "cl-badge cl-badge-turn" }, "deciding on an offer"));
  const done = area.completed.length;
  const offerTargets = mine ? [] : offerButtons(t, seat);
  return h(
    "section",
    {
      class: ["cl-seat", mine && "cl-me", !view.finished && view.active === seat && "cl-active", offerTargets.length > 0 && "cl-targeted"],
      "aria-label": mine ? "Your place" : `${name}'s place`,
      data: { seat },
    },
    h(
      "header",
      { class: "cl-seat-head" },
      h("h3", null, name, mine && ctx.seatName(seat) !== name ? h("span", { class: "cl-seat-sub" }, ` (${ctx.seatName(seat)})`) : null),
      h("span", { class: ["cl-character", area.character === "santa" && "cl-santa"] }, area.character === "santa" ? starIcon() : null, character),
      h("span", { class: "cl-tally" }, `${done} of 2 strings lit`),
      badges,
      offerTargets,
    ),
    hand(t, area, mine),
    h("div", { class: "cl-seat-table" }, lights(t, area, mine), patternRow(t, area, mine)),
    h(
      "p",
      { class: "cl-used" },
      `Broken used: ${area.broken_used}`,
      h("span", { "aria-hidden": "true" }, " · "),
      `Bubbles used: ${area.bubble_used}`,
    ),
  );
}

// --- hands ------------------------------------------------------------------------------------------------

function hand(t: Table, area: SeatView, mine: boolean): HTMLElement {
  const spectator = t.ctx.seat === null;
  return h(
    "div",
    { class: "cl-hand-wrap" },
    h(
      "h4",
      { class: "cl-label" },
      mine ? "Your hand" : "Hand",
      h("span", { class: "cl-count" }, ` (${area.hand.length} card${area.hand.length === 1 ? "" : "s"})`),
      mine ? h("span", { class: "cl-hint" }, " you see only the cards you know") : spectator ? h("span", { class: "cl-hint" }, " hidden from spectators") : null,
    ),
    area.hand.length === 0
      ? h("p", { class: "cl-empty" }, "No cards in hand.")
      : h("ul", { class: ["cl-hand", mine && "cl-hand-mine"] }, area.hand.map((card) => h("li", null, handCard(t, area, card, mine)))),
  );
}

type Use = { kind: "act"; lm: ClLabelled; text: string } | { kind: "pick"; key: string; pressed: boolean; name: string; next: Pick } | null;

/** What clicking one of your own cards does now. */
function myCardUse(t: Table, ref: number, describe: string): Use {
  const { ix, mode, pick } = t;
  if (mode === "event") {
    const lm = ix.peek.get(ref) ?? ix.discardForNew.get(ref);
    if (lm) return { kind: "act", lm, text: ix.peek.has(ref) ? "Look" : "Discard" };
  }
  if (mode === "main") {
    if (pick.theirs) {
      const lm = ix.swap.get(`${ref}:${pick.theirs.seat}:${pick.theirs.ref}`);
      return lm ? { kind: "act", lm, text: "Give" } : null;
    }
    if (pick.mine.includes(ref)) return { kind: "pick", key: `mine:${ref}`, pressed: true, name: `Put back your card ${ref + 1} (${describe})`, next: { ...NO_PICK, mine: pick.mine.filter((r) => r !== ref) } };
    if (pick.mine.length === 1) {
      const first = pick.mine[0] as number;
      const pair = [first, ref].sort((a, b) => a - b);
      if (ix.putUp.has(pair.join(","))) return { kind: "pick", key: `mine:${ref}`, pressed: false, name: `Also pick your card ${ref + 1} (${describe}) to sell both`, next: { ...NO_PICK, mine: pair } };
    }
    const uses = (ix.play.get(ref)?.length ?? 0) + swapsFrom(t, ref).length + (ix.putUp.has(String(ref)) ? 1 : 0);
    if (uses > 0 || ix.arrange) return { kind: "pick", key: `mine:${ref}`, pressed: false, name: `Pick your card ${ref + 1} (${describe})`, next: { ...NO_PICK, mine: [ref] } };
    return null;
  }
  if (mode !== "none" && ix.arrange && !(mode === "event" && (ix.peek.size || ix.discardForNew.size))) {
    const pressed = pick.mine.includes(ref);
    return { kind: "pick", key: `mine:${ref}`, pressed, name: pressed ? `Put back your card ${ref + 1} (${describe})` : `Pick your card ${ref + 1} (${describe}) to move or turn it`, next: { ...NO_PICK, sale: pick.sale, mine: pressed ? [] : [ref] } };
  }
  return null;
}

function theirCardUse(t: Table, seat: number, ref: number, describe: string): Use {
  const { ix, mode, pick } = t;
  if (mode !== "main") return null;
  if (pick.mine.length === 1) {
    const lm = ix.swap.get(`${pick.mine[0]}:${seat}:${ref}`);
    return lm ? { kind: "act", lm, text: "Swap" } : null;
  }
  if (pick.mine.length > 1) return null;
  const pressed = pick.theirs?.seat === seat && pick.theirs.ref === ref;
  if (pressed) return { kind: "pick", key: `theirs:${seat}:${ref}`, pressed, name: `Put back ${t.ctx.seatName(seat)}'s card ${ref + 1} (${describe})`, next: NO_PICK };
  const any = [...ix.swap.keys()].some((key) => key.endsWith(`:${seat}:${ref}`));
  return any ? { kind: "pick", key: `theirs:${seat}:${ref}`, pressed: false, name: `Pick ${t.ctx.seatName(seat)}'s card ${ref + 1} (${describe}) to swap for it`, next: { ...NO_PICK, theirs: { seat, ref } } } : null;
}

function swapsFrom(t: Table, ref: number): string[] {
  return [...t.ix.swap.keys()].filter((key) => key.startsWith(`${ref}:`));
}

function handCard(t: Table, area: SeatView, card: HandCard, mine: boolean): HTMLElement {
  const owner = mine ? "you" : t.ctx.seatName(area.seat);
  const face = card.face;
  const knowsText = card.known ? `${owner} knows it` : `${owner} has not seen it`;
  const what = mine ? (face ? `${bulb(face)}, you have seen it` : "face down, unknown to you") : `${face ? bulb(face) : "face down"}, ${knowsText}`;
  const describe = `${what}${card.mark !== "upright" ? `, held ${MARK_NAMES[card.mark]}` : ""}`;
  const use = mine ? myCardUse(t, card.ref, describe) : theirCardUse(t, area.seat, card.ref, describe);
  const inner = [
    h("span", { class: "cl-card-ref", "aria-hidden": "true" }, String(card.ref + 1)),
    face
      ? cardArt(face, "cl-card-art")
      : h("span", { class: "cl-card-back", "aria-hidden": "true" }, h("span", { class: "cl-q" }, "?")),
    h("span", { class: "cl-card-name", "aria-hidden": "true" }, face ? shortName(face) : mine ? "Unknown" : "Hidden"),
    card.known
      ? h("span", { class: "cl-card-known", "aria-hidden": "true" }, eyeIcon(), mine ? "seen" : "knows")
      : null,
    card.mark !== "upright" ? h("span", { class: "cl-card-mark", "aria-hidden": "true" }, card.mark === "sideways" ? "\u21bb sideways" : "\u21c5 upside down") : null,
  ];
  const classes = ["cl-card", mine && "cl-card-mine", !face && "cl-card-hidden", `cl-mark-${card.mark}`, card.known && "cl-card-isknown"];
  const spoken = `${mine ? "Your" : `${t.ctx.seatName(area.seat)}'s`} card ${card.ref + 1}: ${describe}`;
  if (!use) return h("div", { class: classes }, h("span", { class: "visually-hidden" }, spoken), ...inner);
  if (use.kind === "act") {
    return h(
      "button",
      {
        type: "button",
        class: [...classes, "cl-target"],
        "aria-label": use.lm.label,
        title: use.lm.label,
        disabled: t.busy,
        data: { moveIndex: use.lm.index, moveType: use.lm.move.type, focus: `card:${area.seat}:${card.ref}` },
        on: { click: () => t.act(use.lm.move) },
      },
      ...inner,
      h("span", { class: "cl-card-do", "aria-hidden": "true" }, use.text),
    );
  }
  return h(
    "button",
    {
      type: "button",
      class: [...classes, "cl-pickable", use.pressed && "cl-picked"],
      "aria-label": use.name,
      "aria-pressed": String(use.pressed),
      title: use.name,
      disabled: t.busy,
      data: { clPick: use.key, focus: `card:${area.seat}:${card.ref}` },
      on: { click: () => t.setPick(use.next) },
    },
    ...inner,
    use.pressed ? h("span", { class: "cl-card-do", "aria-hidden": "true" }, "picked") : null,
  );
}

// --- strings of lights ------------------------------------------------------------------------------------

function lights(t: Table, area: SeatView, mine: boolean): HTMLElement {
  const { view, ix } = t;
  const pattern = mine ? (view.my_current ?? (view.revealed && view.active === area.seat ? view.my_choice : null)) : area.shown_pattern;
  const bulbs = pattern ? (t.patterns.get(pattern) ?? null) : null;
  const direction = area.direction ?? (mine && view.revealed ? view.my_choice_direction : null);
  const started = area.string.some((slot) => slot !== null);
  const next = area.plug_due || area.completed.length >= 2 || !direction ? null : nextSlot(area.string, direction);
  const which = area.completed.length >= 2 ? "Both strings lit" : area.plug_placed ? "Second string" : "First string";
  const dirText = area.completed.length >= 2 ? "" : direction ? `fills ${FROM_END[direction as Direction]}` : started ? "" : "not started";
  const picked = mine && t.mode === "main" && t.pick.mine.length === 1 ? (t.pick.mine[0] as number) : null;
  const plays = picked !== null ? (ix.play.get(picked) ?? []) : [];
  const plain = plays.find((p) => !p.move.pattern);
  const slots = area.string.map((kind, slot) => {
    const need = bulbs?.[slot] ?? null;
    const place = mine && t.mode === "special" ? ix.place.get(slot) : undefined;
    const isNext = slot === next && area.completed.length < 2;
    const caption = kind ? shortName(kind) : need ? `needs ${need}` : "empty";
    const spoken = `Position ${slot + 1}: ${kind ? bulb(kind) : "empty"}${!kind && need ? `, needs ${bulb(need)}` : ""}${kind && need && kind !== need && kind !== "bubble" ? ` (pattern wants ${need})` : ""}${isNext ? ", next to fill" : ""}`;
    const content = [
      h("span", { class: "cl-slot-n", "aria-hidden": "true" }, String(slot + 1)),
      slotArt(kind, kind ? null : need),
      h("span", { class: ["cl-slot-name", !kind && "cl-slot-empty"], "aria-hidden": "true" }, caption),
      isNext && !place ? h("span", { class: "cl-slot-next", "aria-hidden": "true" }, "next") : null,
    ];
    const cls = ["cl-slot", kind && `cl-lit cl-lit-${kind}`, isNext && "cl-slot-isnext"];
    if (place) {
      const lm = place;
      return h(
        "li",
        null,
        h(
          "button",
          {
            type: "button",
            class: [...cls, "cl-target"],
            "aria-label": lm.label,
            title: lm.label,
            disabled: t.busy,
            data: { moveIndex: lm.index, moveType: lm.move.type, focus: `slot:${slot}` },
            on: { click: () => t.act(lm.move) },
          },
          ...content,
          h("span", { class: "cl-slot-do", "aria-hidden": "true" }, "Place here"),
        ),
      );
    }
    return h("li", null, h("div", { class: cls }, h("span", { class: "visually-hidden" }, spoken), ...content));
  });
  return h(
    "div",
    { class: ["cl-lights", area.plug_due && "cl-plug-due"] },
    h(
      "h4",
      { class: "cl-label cl-label-dark" },
      which,
      bulbs ? h("span", { class: "cl-count" }, mine && !view.my_current ? ` to start the ${patternWords(bulbs)} Pattern (if the card lands)` : ` on the ${patternWords(bulbs)} Pattern`) : null,
      dirText ? h("span", { class: "cl-count" }, ` · ${dirText}`) : null,
      direction ? h("span", { class: "cl-dir", "aria-hidden": "true" }, direction === "left-to-right" ? " \u2192" : " \u2190") : null,
    ),
    area.completed.length >= 2
      ? h("p", { class: "cl-lights-done" }, "Both patterns complete: this seat's lights are all on.")
      : h("ol", { class: "cl-string", "aria-label": `${mine ? "Your" : `${t.ctx.seatName(area.seat)}'s`} string, positions 0 to 4 from the left` }, slots),
    h(
      "p",
      { class: "cl-plug" },
      h("span", { class: "cl-plug-art", "aria-hidden": "true" }, bulbArt("plug", "cl-mini-bulb")),
      area.plug_placed ? "Plug placed: strings joined" : area.plug_due ? h("strong", null, "Needs a Plug next") : "Plug comes after the first string",
    ),
    plain
      ? h(
          "div",
          { class: "cl-play-here" },
          h(
            "button",
            {
              type: "button",
              class: "cl-btn cl-btn-target",
              title: plain.lm.label,
              disabled: t.busy,
              data: { moveIndex: plain.lm.index, moveType: "play-card", focus: "play-here" },
              on: { click: () => t.act(plain.lm.move) },
            },
            plain.lm.label,
          ),
        )
      : null,
  );
}

// --- Pattern cards ----------------------------------------------------------------------------------------

function patternRow(t: Table, area: SeatView, mine: boolean): HTMLElement {
  const { view } = t;
  const cards: HTMLElement[] = [];
  if (mine) {
    for (const key of view.my_patterns) {
      const shown = area.shown_pattern === key;
      const state = area.completed.includes(key) ? "done" : view.my_current === key ? (shown ? "current-shown" : "current") : shown ? "shown" : "secret";
      cards.push(patternCard(t, key, state, true));
    }
  } else {
    for (const key of area.completed) cards.push(patternCard(t, key, "done", false));
    if (area.shown_pattern && !area.completed.includes(area.shown_pattern)) cards.push(patternCard(t, area.shown_pattern, "shown", false));
    const hidden = Math.max(0, 2 - cards.length);
    for (let i = 0; i < hidden; i++) cards.push(h("div", { class: "cl-pattern cl-pattern-back" }, h("span", { class: "cl-pattern-key" }, "Pattern"), h("span", null, "secret")));
  }
  return h("div", { class: "cl-patterns" }, h("h4", { class: "cl-label" }, mine ? "Your patterns" : "Patterns"), h("div", { class: "cl-pattern-list" }, cards));
}

const PATTERN_STATE: Record<string, string> = {
  done: "complete \u2713",
  current: "building now",
  "current-shown": "building now, shown to all (Lump of Coal)",
  shown: "shown to all (Lump of Coal)",
  secret: "secret",
};

/** A Pattern card by its lights, left to right, as the server's labels name it: "red-green-blue-white-yellow". */
function patternWords(bulbs: readonly string[]): string {
  return bulbs.join("-");
}

function patternCard(t: Table, key: string, state: string, mine: boolean): HTMLElement {
  const bulbs = t.patterns.get(key) ?? [];
  const starts = mine && t.mode === "main" && t.pick.mine.length === 1 ? (t.ix.play.get(t.pick.mine[0] as number) ?? []).filter((p) => p.move.pattern === key) : [];
  const startButton = (direction: Direction) => {
    const p = starts.find((item) => item.move.direction === direction);
    if (!p) return null;
    return h(
      "button",
      {
        type: "button",
        class: ["cl-btn", "cl-btn-small", "cl-btn-target", "cl-start"],
        "aria-label": p.lm.label,
        title: p.lm.label,
        disabled: t.busy,
        data: { moveIndex: p.lm.index, moveType: "play-card", focus: `start:${key}:${direction}` },
        on: { click: () => t.act(p.lm.move) },
      },
      direction === "left-to-right"
        ? ["From the left ", h("span", { "aria-hidden": "true" }, "\u2192")]
        : [h("span", { "aria-hidden": "true" }, "\u2190"), " From the right"],
    );
  };
  return h(
    "div",
    { class: ["cl-pattern", `cl-pattern-${state}`, state === "current-shown" && "cl-pattern-current cl-pattern-shown", starts.length > 0 && "cl-targeted"] },
    h("span", { class: "cl-pattern-key" }, "Pattern", h("span", { class: "cl-pattern-state" }, ` ${PATTERN_STATE[state] ?? state}`)),
    h(
      "ol",
      { class: "cl-pattern-bulbs", "aria-label": `The ${patternWords(bulbs)} Pattern, left to right: ${bulbs.join(", ")}` },
      bulbs.map((colour) => h("li", { "aria-hidden": "true" }, bulbArt(colour, "cl-mini-bulb"), h("span", null, colour))),
    ),
    starts.length > 0 ? h("div", { class: "cl-starts" }, startButton("left-to-right"), startButton("right-to-left")) : null,
  );
}

// --- the middle of the table ------------------------------------------------------------------------------

function centre(t: Table): HTMLElement {
  const builder = t.mode === "seller" && t.pick.sale !== null ? questionBuilder(t) : null;
  return h("section", { class: "cl-centre", "aria-label": "The table" }, deck(t), discardPile(t), events(t), saleArea(t), builder);
}

function deck(t: Table): HTMLElement {
  const { view, ix, mode } = t;
  const biggest = mode === "main" ? ix.refill[ix.refill.length - 1] : undefined;
  const take = mode === "event" ? ix.takeBulb : null;
  const lm = take ?? biggest?.lm ?? null;
  const pile = [
    h("span", { class: "cl-stack", "aria-hidden": "true" }, h("span", { class: "cl-card-back cl-deck-back" }, h("span", { class: "cl-q" }, "\u2605"))),
    h("span", { class: "cl-pile-name" }, "Bulb deck"),
    h("span", { class: "cl-pile-count" }, `${view.deck_size} card${view.deck_size === 1 ? "" : "s"}`),
  ];
  const head = pileHead(t, lm, pile, "deck", take ? "Draw one" : `Draw ${biggest?.move.count ?? ""}`);
  const fewer = mode === "main" ? ix.refill.slice(0, -1) : [];
  return h(
    "div",
    { class: "cl-spot cl-spot-deck" },
    head,
    fewer.length > 0
      ? h(
          "div",
          { class: "cl-refills" },
          h("span", { class: "cl-count" }, "or draw only"),
          fewer.map((r) => moveButton(t, r.lm, String(r.move.count), { cls: "cl-btn cl-btn-small", focus: `refill:${r.move.count}` })),
        )
      : null,
  );
}

/** A pile as drawn: a button that makes `lm` when the pile is a target now, else its plain picture. */
function pileHead(t: Table, lm: ClLabelled | null | undefined, pile: (HTMLElement | string)[], focus: string, doing: string): HTMLElement {
  if (!lm) return h("div", { class: "cl-pile" }, ...pile);
  return h(
    "button",
    {
      type: "button",
      class: "cl-pile cl-target",
      "aria-label": lm.label,
      title: lm.label,
      disabled: t.busy,
      data: { moveIndex: lm.index, moveType: lm.move.type, focus },
      on: { click: () => t.act(lm.move) },
    },
    ...pile,
    h("span", { class: "cl-pile-do", "aria-hidden": "true" }, doing),
  );
}

function discardPile(t: Table): HTMLElement {
  const { view, ix, mode } = t;
  const top = view.discard[view.discard.length - 1] ?? null;
  const lm = mode === "special" ? ix.discardSpecial : null;
  const counts = new Map<string, number>();
  for (const kind of view.discard) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const pile = [
    h(
      "span",
      { class: "cl-stack", "aria-hidden": "true" },
      top ? h("span", { class: "cl-card cl-card-flat" }, cardArt(top, "cl-card-art"), h("span", { class: "cl-card-name" }, shortName(top))) : h("span", { class: "cl-empty-pile" }, "empty"),
    ),
    h("span", { class: "cl-pile-name" }, "Discard pile"),
    h("span", { class: "cl-pile-count" }, `${view.discard.length} card${view.discard.length === 1 ? "" : "s"}${top ? `, top: ${bulbName(top)}` : ""}`),
  ];
  const head = pileHead(t, lm, pile, "discard", "Discard it");
  return h(
    "div",
    { class: "cl-spot" },
    head,
    counts.size > 0
      ? h(
          "details",
          { class: "cl-discard-list" },
          h("summary", null, "What was discarded"),
          h(
            "ul",
            null,
            [...counts.entries()].map(([kind, n]) => h("li", null, h("span", { class: "cl-chip-art", "aria-hidden": "true" }, bulbArt(kind, "cl-mini-bulb")), `${shortName(kind)} \u00d7 ${n}`)),
          ),
        )
      : null,
  );
}

function events(t: Table): HTMLElement {
  const { view } = t;
  return h(
    "div",
    { class: "cl-spot cl-spot-events" },
    h(
      "div",
      { class: "cl-pile" },
      h("span", { class: "cl-stack", "aria-hidden": "true" }, h("span", { class: "cl-event-back" }, flashIcon())),
      h("span", { class: "cl-pile-name" }, "Event deck"),
      h("span", { class: "cl-pile-count" }, `${view.event_deck_size} left`),
    ),
    view.event ? h("div", { class: "cl-now" }, h("span", { class: "cl-count" }, "Now:"), eventCard(t, view.event, false)) : null,
    view.events_used.length > 0
      ? h("div", { class: "cl-used-events" }, h("span", { class: "cl-count" }, "Used:"), h("ul", null, view.events_used.map((key) => h("li", null, eventName(t, key)))))
      : view.event
        ? null
        : h("p", { class: "cl-count" }, "No Event drawn yet"),
  );
}

function eventCard(t: Table, key: string, big: boolean): HTMLElement {
  return h("span", { class: ["cl-event", big && "cl-event-big"] }, flashIcon(), h("span", null, eventName(t, key)));
}

// --- the sale -------------------------------------------------------------------------------------------

function saleArea(t: Table): HTMLElement {
  const { view, ix, mode, pick, ctx } = t;
  const putUpKey = mode === "main" && pick.mine.length > 0 ? pick.mine.join(",") : null;
  const putUp = putUpKey ? ix.putUp.get(putUpKey) : undefined;
  const cards = view.sale.map((sale, i) => {
    const offered = view.offer?.sale_card === i ? view.offer : null;
    const canPick = mode === "seller" && ix.withdraw.has(i);
    const picked = pick.sale === i;
    const buy = mode === "buyer" && view.offer?.sale_card === i ? ix.accept : null;
    const inner = [
      h("span", { class: "cl-card-ref", "aria-hidden": "true" }, String(i + 1)),
      cardArt(sale.kind, "cl-card-art"),
      h("span", { class: "cl-card-name", "aria-hidden": "true" }, shortName(sale.kind)),
    ];
    const spoken = `Sale card ${i + 1}: ${bulb(sale.kind)}`;
    let piece: HTMLElement;
    if (buy) {
      piece = h(
        "button",
        { type: "button", class: "cl-card cl-target", "aria-label": buy.label, title: buy.label, disabled: t.busy, data: { moveIndex: buy.index, moveType: "accept", focus: `sale:${i}` }, on: { click: () => t.act(buy.move) } },
        ...inner,
        h("span", { class: "cl-card-do", "aria-hidden": "true" }, "Buy"),
      );
    } else if (canPick) {
      const name = picked ? `${spoken}, picked` : `Pick ${spoken.charAt(0).toLowerCase()}${spoken.slice(1)} to offer it`;
      piece = h(
        "button",
        {
          type: "button",
          class: ["cl-card", "cl-pickable", picked && "cl-picked"],
          "aria-label": name,
          "aria-pressed": String(picked),
          title: name,
          disabled: t.busy,
          data: { clPick: `sale:${i}`, focus: `sale:${i}` },
          on: { click: () => t.setPick(picked ? NO_PICK : { ...NO_PICK, sale: i }) },
        },
        ...inner,
        picked ? h("span", { class: "cl-card-do", "aria-hidden": "true" }, "picked") : null,
      );
    } else piece = h("div", { class: "cl-card" }, h("span", { class: "visually-hidden" }, spoken), ...inner);
    const withdraw = picked ? ix.withdraw.get(i) : undefined;
    return h(
      "li",
      { class: "cl-sale-card" },
      piece,
      h(
        "span",
        { class: "cl-sale-note" },
        offered ? `offered to ${ctx.seatName(offered.buyer)}` : sale.offered.length > 0 ? `declined by ${sale.offered.map(ctx.seatName).join(", ")}` : "not offered yet",
      ),
      withdraw ? moveButton(t, withdraw, "Withdraw", { cls: "cl-btn cl-btn-small", focus: `withdraw:${i}` }) : null,
    );
  });
  const seller = view.sale.length > 0 ? ctx.seatName(view.active) : null;
  return h(
    "div",
    { class: ["cl-spot", "cl-spot-sale", putUp && "cl-targeted"] },
    h("h4", { class: "cl-label" }, "Sale table", seller ? h("span", { class: "cl-count" }, ` (${view.active === ctx.seat ? "you are" : `${seller} is`} selling)`) : null),
    cards.length > 0 ? h("ul", { class: "cl-sale" }, cards) : putUp ? null : h("p", { class: "cl-empty" }, "Nothing for sale."),
    view.offer ? h("p", { class: "cl-offer-q" }, "Question: ", h("q", null, ask(view.offer.question as Question).slice(1, -1))) : null,
    putUp
      ? h(
          "button",
          {
            type: "button",
            class: "cl-btn cl-btn-target",
            "aria-label": nameOf(pick.mine.length === 2 ? "Put both up for sale" : "Put up for sale", putUp.label),
            title: putUp.label,
            disabled: t.busy,
            data: { moveIndex: putUp.index, moveType: "put-up", focus: "put-up" },
            on: { click: () => t.act(putUp.move) },
          },
          pick.mine.length === 2 ? "Put both up for sale" : "Put up for sale",
        )
      : null,
  );
}

/** The question the picked sale card is offered for: one atom, or its opposite. */
function builtQuestion(t: Table): Question {
  const d = t.draft;
  const size = t.me?.hand.length ?? 0;
  const ref = (n: number) => Math.max(0, Math.min(size - 1, n));
  let atom: Question = { type: "has-pair" };
  if (d.type === "card-is" && size > 0) atom = { type: "card-is", card: ref(d.card), is: d.kind };
  else if (d.type === "count") atom = { type: "count", kind: d.kind, compare: d.compare, n: Math.max(0, Math.min(99, d.n)) };
  else if (d.type === "same" && size > 1) {
    const a = ref(d.card);
    const b = ref(d.other) === a ? (a + 1) % size : ref(d.other);
    atom = { type: "same", cards: [a, b] };
  } else if (d.type === "fits-next" && size > 0 && fitsNextAllowed(t)) atom = { type: "fits-next", card: ref(d.card) };
  return d.negate ? { type: "not", question: atom } : atom;
}

function fitsNextAllowed(t: Table): boolean {
  return t.me !== null && publicNextNeeded(t.me, (key) => t.patterns.get(key) ?? null) !== null;
}

function questionBuilder(t: Table): HTMLElement {
  const d = t.draft;
  const size = t.me?.hand.length ?? 0;
  const set = (patch: Partial<Draft>) => t.setDraft({ ...d, ...patch });
  const types: [Draft["type"], string, boolean][] = [
    ["has-pair", "Do I hold two cards of the same kind?", true],
    ["card-is", "Is my card … a … card?", size > 0],
    ["count", "Do I hold at least / exactly / at most n … cards?", true],
    ["same", "Are two of my cards the same kind?", size > 1],
    ["fits-next", "Is my card … the one my string needs next?", size > 0 && fitsNextAllowed(t)],
  ];
  const type = types.find(([value, , ok]) => value === d.type && ok)?.[0] ?? "has-pair";
  const select = (id: string, label: string, value: string, options: [string, string][], onChange: (value: string) => void) =>
    h(
      "label",
      { class: "cl-q-field", for: id },
      h("span", null, label),
      h(
        "select",
        { id, data: { focus: id }, on: { change: (event: Event) => onChange((event.target as HTMLSelectElement).value) } },
        options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)),
      ),
    );
  const refs: [string, string][] = Array.from({ length: size }, (_, i) => [String(i), `card ${i + 1}`]);
  const kinds: [string, string][] = KIND_NAMES.map((kind) => [kind, kindOption(kind)]);
  const fields: HTMLElement[] = [];
  if (type === "card-is" || type === "fits-next" || type === "same") fields.push(select("cl-q-card", type === "same" ? "First card" : "Card", String(Math.min(d.card, size - 1)), refs, (v) => set({ card: Number(v) })));
  if (type === "same") fields.push(select("cl-q-other", "Second card", String(Math.min(d.other, size - 1)), refs, (v) => set({ other: Number(v) })));
  if (type === "count") {
    fields.push(select("cl-q-compare", "Count", d.compare, [["at-least", "at least"], ["exactly", "exactly"], ["at-most", "at most"]], (v) => set({ compare: v as Draft["compare"] })));
    fields.push(
      h(
        "label",
        { class: "cl-q-field", for: "cl-q-n" },
        h("span", null, "How many"),
        h("input", { id: "cl-q-n", type: "number", min: 0, max: 99, value: d.n, data: { focus: "cl-q-n" }, on: { change: (event: Event) => set({ n: Number((event.target as HTMLInputElement).value) || 0 }) } }),
      ),
    );
  }
  if (type === "card-is" || type === "count") fields.push(select("cl-q-kind", "Kind", d.kind, kinds, (v) => set({ kind: v as KindName })));
  return h(
    "fieldset",
    { class: "cl-question" },
    h("legend", null, "Your question for the buyer"),
    h(
      "div",
      { class: "cl-q-row" },
      select("cl-q-type", "Ask", type, types.filter(([, , ok]) => ok).map(([v, text]) => [v, text]), (v) => set({ type: v as Draft["type"] })),
      fields,
      h(
        "label",
        { class: "cl-q-check", for: "cl-q-not" },
        h("input", { id: "cl-q-not", type: "checkbox", checked: d.negate, data: { focus: "cl-q-not" }, on: { change: (event: Event) => set({ negate: (event.target as HTMLInputElement).checked }) } }),
        " Ask the opposite",
      ),
    ),
    h("p", { class: "cl-q-preview" }, "You will ask: ", h("strong", null, ask(builtQuestion(t)))),
  );
}

/** The targets on a seat's header while a sale card is picked: offer it to this seat. */
function offerButtons(t: Table, seat: number): HTMLElement[] {
  if (t.mode !== "seller" || t.pick.sale === null) return [];
  const offer = t.ix.offer.get(`${t.pick.sale}:${seat}`);
  if (!offer) return [];
  const question = builtQuestion(t);
  const label = offerLabel(t.view, t.pick.sale, t.ctx.seatName(seat), question);
  return [
    h(
      "button",
      {
        type: "button",
        class: "cl-btn cl-btn-target cl-offer",
        "aria-label": nameOf(`Offer it to ${t.ctx.seatName(seat)}`, label),
        title: label,
        disabled: t.busy,
        data: { moveIndex: offer.lm.index, moveType: "offer", focus: `offer:${seat}` },
        on: { click: () => t.act({ ...offer.move, question }) },
      },
      `Offer it to ${t.ctx.seatName(seat)}`,
    ),
  ];
}

// --- small parts ------------------------------------------------------------------------------------------

function moveButton(t: Table, lm: ClLabelled, text: string, options: { cls?: string; focus?: string } = {}): HTMLButtonElement {
  const named = text === lm.label ? null : nameOf(text, lm.label);
  return h(
    "button",
    {
      type: "button",
      class: options.cls ?? "cl-btn",
      "aria-label": named,
      title: lm.label,
      disabled: t.busy,
      data: { moveIndex: lm.index, moveType: lm.move.type, focus: options.focus ?? `move:${lm.move.type}:${text}` },
      on: { click: () => t.act(lm.move) },
    },
    text,
  );
}

/** A button's accessible name: the move's label, with the visible words first when the label lacks them. */
function nameOf(text: string, label: string): string {
  return label.toLowerCase().includes(text.toLowerCase()) ? label : `${text}: ${label}`;
}

function listing(items: string[], joiner: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${joiner} ${items[items.length - 1]}`;
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
