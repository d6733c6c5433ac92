// Moves by touching pieces, for the Christmas Lights tables. A renderer says which pieces each legal move
// names (its "keys": "hand:7", "cell:3", "pile:red", "deck"); the board draws pieces with those keys. Touching a
// piece picks it up and narrows the moves to those naming every piece picked so far: a piece stays live only
// while some move left names it, and once one move is left it is made. When the pieces picked name a whole move
// and more remain (discard one card, or two), or several moves name the same pieces (play it, or play it and
// call Blink!), the prompt offers just those, in words. A key that no piece on the board draws is offered in
// the prompt too, so every legal move is reachable by touch whatever a renderer draws.
import { h } from "../../dom";
import type { LabelledMove, Move, Slug } from "../../types";
import type { TableContext } from "../types";

/** The prompt never offers more than this many choices at once; more wait behind "More…". */
export const MAX_CHOICES = 8;

export interface Choice<S extends Slug> {
  lm: LabelledMove<S>;
  keys: Set<string>;
}

/** One drawing's touch state: the moves by key, what is picked, what the board drew. */
export class Touch<S extends Slug = Slug> {
  readonly choices: Choice<S>[];
  readonly left: Choice<S>[];
  readonly drawn = new Set<string>();

  constructor(
    readonly ctx: TableContext<S>,
    keysOf: (move: Move<S>) => string[],
    readonly picked: string[],
    private readonly onPick: (picked: string[]) => void,
    private readonly onAct: (move: Move<S>) => void,
  ) {
    this.choices = ctx.moves.map((lm) => ({ lm, keys: new Set(keysOf(lm.move)) }));
    this.left = this.choices.filter((choice) => picked.every((key) => choice.keys.has(key)));
  }

  /** True while the seat may touch something. */
  get open(): boolean {
    return !this.ctx.busy && this.ctx.moves.length > 0;
  }

  /** A key some move left names and that is not picked yet: touching it narrows the choice. */
  live(key: string): boolean {
    return this.open && !this.picked.includes(key) && this.left.some((choice) => choice.keys.has(key));
  }

  isPicked(key: string): boolean {
    return this.picked.includes(key);
  }

  /** Moves left that name exactly the pieces picked: made from the prompt. */
  whole(): Choice<S>[] {
    if (this.picked.length === 0) return this.left.filter((choice) => choice.keys.size === 0);
    return this.left.filter((choice) => choice.keys.size === this.picked.length);
  }

  /** Keys a move left names next that no piece on the board drew. */
  undrawn(): string[] {
    const keys = new Set<string>();
    for (const choice of this.left) for (const key of choice.keys) if (!this.picked.includes(key) && !this.drawn.has(key)) keys.add(key);
    return [...keys];
  }

  /** Touch a key: pick it up (or put it back), and make the move once only one is left. */
  touch(key: string): void {
    if (this.picked.includes(key)) {
      this.onPick(this.picked.filter((item) => item !== key));
      return;
    }
    const next = [...this.picked, key];
    const left = this.choices.filter((choice) => next.every((item) => choice.keys.has(item)));
    if (left.length === 1 && left[0]) this.act(left[0].lm.move);
    else this.onPick(next);
  }

  act(move: Move<S>): void {
    this.onAct(move);
  }

  drop(): void {
    this.onPick([]);
  }

  /** The first move left naming `key`, for a piece's spoken name. */
  labelFor(key: string): string | null {
    const named = this.left.filter((choice) => choice.keys.has(key));
    if (named.length === 1 && named[0]) return named[0].lm.label;
    return null;
  }
}

export interface PieceOptions {
  /** What the piece is, in words ("Your green bulb, card 3"). */
  name: string;
  class?: string | (string | false | null | undefined)[];
  /** Extra data attributes. */
  data?: Record<string, string | number | undefined>;
  /** A small word on the piece when it is live ("Play", "Swap"); it starts the piece's spoken name too. */
  doing?: string;
}

/**
 * A piece on the board: a <button> while touching it does something (one of `keys` is live, or it is picked),
 * else a plain element. Of several keys (a cell that is a corner too; three Bubbles on one pile), the first live
 * one is touched; a picked piece with none live is put back.
 */
export function piece<S extends Slug>(t: Touch<S>, keys: string | string[], content: (Node | string | null)[], options: PieceOptions): HTMLElement {
  const list = Array.isArray(keys) ? keys : [keys];
  for (const key of list) t.drawn.add(key);
  const live = list.find((key) => t.live(key));
  const picked = [...list].reverse().find((key) => t.isPicked(key));
  const classes = ["lk-piece", ...(Array.isArray(options.class) ? options.class : [options.class])];
  if (!live && !picked) {
    return h("div", { class: classes, data: options.data }, h("span", { class: "visually-hidden" }, options.name), ...content.map(hidden));
  }
  const key = live ?? (picked as string);
  // Named in the table's own words (numbers from 1), with what touching it does.
  const spoken = picked && !live ? `Put back: ${options.name}` : options.doing ? `${options.doing}: ${options.name}` : `Pick ${options.name}`;
  return h(
    "button",
    {
      type: "button",
      class: [...classes, live ? "lk-live" : null, picked ? "lk-picked" : null],
      "aria-label": spoken,
      "aria-pressed": picked ? "true" : null,
      title: spoken,
      data: { ...options.data, lkKey: key, lkLive: live ? "1" : undefined, focus: `piece:${list[0]}` },
      on: { click: () => t.touch(key) },
    },
    ...content.map(hidden),
    live && options.doing ? h("span", { class: "lk-doing", "aria-hidden": "true" }, options.doing) : null,
  );
}

function hidden(node: Node | string | null): Node | string | null {
  if (node instanceof HTMLElement || node instanceof SVGElement) node.setAttribute("aria-hidden", "true");
  return node;
}

/**
 * What to do now: a line of words, then the moves the picked pieces make whole, the keys no piece drew, and a
 * way to put the pieces back. `keyName` words a key for its button ("Call it red").
 */
export function prompt<S extends Slug>(t: Touch<S>, text: (Node | string)[], keyName: (key: string) => string | null, extra: Node[] = []): HTMLElement {
  const buttons: HTMLElement[] = [];
  if (t.open) {
    for (const choice of t.whole()) {
      buttons.push(
        h(
          "button",
          { type: "button", class: "lk-btn lk-choice", title: choice.lm.label, data: { moveIndex: choice.lm.index, moveType: (choice.lm.move as { type: string }).type, lkChoice: "1", focus: `choice:${choice.lm.index}` }, on: { click: () => t.act(choice.lm.move) } },
          choice.lm.label,
        ),
      );
    }
    for (const key of t.undrawn()) {
      const name = keyName(key) ?? t.labelFor(key) ?? key;
      buttons.push(
        h("button", { type: "button", class: "lk-btn lk-choice", data: { lkKey: key, lkChoice: "1", focus: `key:${key}` }, on: { click: () => t.touch(key) } }, name),
      );
    }
  }
  const shown = buttons.slice(0, MAX_CHOICES);
  const more = buttons.slice(MAX_CHOICES);
  return h(
    "section",
    { class: ["lk-prompt", t.open && "lk-prompt-turn"], "aria-label": "What to do now", "aria-live": "polite" },
    h("p", { class: "lk-prompt-text" }, ...text),
    shown.length > 0 || extra.length > 0 || t.picked.length > 0
      ? h(
          "div",
          { class: "lk-prompt-actions" },
          extra,
          shown,
          more.length > 0 ? h("details", { class: "lk-more" }, h("summary", null, `More (${more.length})…`), h("div", { class: "lk-prompt-actions" }, more)) : null,
          t.picked.length > 0 ? h("button", { type: "button", class: "lk-btn lk-quiet", data: { focus: "put-back", lkCancel: "1" }, on: { click: () => t.drop() } }, "Put it back (Esc)") : null,
        )
      : null,
  );
}
