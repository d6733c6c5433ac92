// The Christmas Lights component kit: the pieces every Christmas Lights table draws (bulb cards in their
// colours, Pattern cards with their five lights, Plugs, Broken Bulbs, Bubbles, Characters, Presents, face-down
// cards, a hand, a pile, a big race button) and the frame of a bonus game's table: a status line, the prompt of
// what to do now, and the game's own sections, with moves made by touching pieces (./touch.ts).
//
// Every card names its kind in words beside its picture; pictures are aria-hidden. Numbers shown to people
// count from 1 (position 1 is the data's 0).
import "./kit.css";
import { h } from "../../dom";
import type { Move, Slug } from "../../types";
import { keepFocus } from "../kit";
import type { Renderer, RendererFactory, TableContext } from "../types";
import { bulbArt, s } from "./art";
import { piece, prompt, Touch, type PieceOptions } from "./touch";

export { piece, prompt, Touch };

/** The six bulb colours. */
export const COLOURS = ["red", "green", "yellow", "blue", "purple", "pink"] as const;

const KIND_WORDS: Record<string, string> = {
  red: "Red",
  green: "Green",
  yellow: "Yellow",
  blue: "Blue",
  purple: "Purple",
  pink: "Pink",
  bubble: "Bubble",
  broken: "Broken",
  plug: "Plug",
  character: "Character",
  present: "Present",
  pattern: "Pattern",
};

/** A kind as printed on its card: "Red", "Bubble", "Plug". */
export function kindName(kind: string | null | undefined): string {
  if (!kind) return "Face down";
  return KIND_WORDS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** A kind in a sentence: "a red bulb", "a Broken Bulb", "a Plug". */
export function kindPhrase(kind: string | null | undefined): string {
  if (!kind) return "a face-down card";
  if ((COLOURS as readonly string[]).includes(kind)) return `a ${kind} bulb`;
  if (kind === "broken") return "a Broken Bulb";
  return `a ${kindName(kind)}`;
}

/** A Character: a small elf's face with a hat. */
function characterArt(): SVGSVGElement {
  return artSvg(
    s("path", { d: "M10 24 L20 4 L30 24 Z", fill: "#c62828", stroke: "#7f1d1d", "stroke-width": 1 }),
    s("circle", { cx: 20, cy: 4, r: 3, fill: "#ffffff", stroke: "#9aa0a6", "stroke-width": 0.8 }),
    s("rect", { x: 8, y: 22, width: 24, height: 5, rx: 2.5, fill: "#ffffff", stroke: "#9aa0a6", "stroke-width": 0.8 }),
    s("circle", { cx: 20, cy: 38, r: 11, fill: "#f5cba7", stroke: "#8d5a3b", "stroke-width": 1 }),
    s("circle", { cx: 16, cy: 36, r: 1.5, fill: "#1d232b" }),
    s("circle", { cx: 24, cy: 36, r: 1.5, fill: "#1d232b" }),
    s("path", { d: "M15 42 Q20 46 25 42", stroke: "#7f1d1d", "stroke-width": 1.4, fill: "none" }),
    s("circle", { cx: 20, cy: 39.5, r: 1.8, fill: "#e53935" }),
  );
}

/** A Present: a box with a ribbon. */
function presentArt(): SVGSVGElement {
  return artSvg(
    s("rect", { x: 7, y: 24, width: 26, height: 26, rx: 2, fill: "#2fa84f", stroke: "#1b5e20", "stroke-width": 1 }),
    s("rect", { x: 5, y: 18, width: 30, height: 8, rx: 2, fill: "#43c463", stroke: "#1b5e20", "stroke-width": 1 }),
    s("rect", { x: 17.5, y: 18, width: 5, height: 32, fill: "#e53935" }),
    s("path", { d: "M20 18 C 12 8, 8 16, 20 18 C 32 16, 28 8, 20 18 Z", fill: "#e53935", stroke: "#7f1d1d", "stroke-width": 1 }),
  );
}

function artSvg(...children: SVGElement[]): SVGSVGElement {
  return s("svg", { viewBox: "0 0 40 60", class: "cl-bulb", "aria-hidden": "true", focusable: "false" }, ...children) as SVGSVGElement;
}

/** A card's picture for any kind of the deck. */
export function kindArt(kind: string): SVGSVGElement {
  if (kind === "character") return characterArt();
  if (kind === "present") return presentArt();
  return bulbArt(kind);
}

/** A card's picture in its frame (`className` sizes it: the Christmas Lights table passes its own). */
export function cardArt(kind: string, className = "lk-art"): HTMLElement {
  return h("span", { class: className, "aria-hidden": "true" }, kindArt(kind));
}

/** The face of a card: its picture and its kind's name (the parts a card of any table shows). */
export function cardFace(kind: string, name = kindName(kind)): HTMLElement[] {
  return [cardArt(kind), h("span", { class: "lk-name", "aria-hidden": "true" }, name)];
}

/** The back of a card: red with a star, or a "?" where its owner has not seen it. */
export function cardBack(mark = "\u2605"): HTMLElement {
  return h("span", { class: "lk-back", "aria-hidden": "true" }, h("span", { class: "lk-q" }, mark));
}

export interface CardOptions {
  /** A small number in the corner, for people (from 1). */
  n?: number | string;
  /** Several cards of this kind: "×3". */
  count?: number;
  /** A line under the name ("seen", "banned"). */
  note?: string;
  small?: boolean;
}

/** The inside of a bulb card (or a face-down one when `kind` is null). */
export function cardContent(kind: string | null, options: CardOptions = {}): (Node | string | null)[] {
  return [
    options.n !== undefined ? h("span", { class: "lk-n", "aria-hidden": "true" }, String(options.n)) : null,
    ...(kind ? cardFace(kind) : [cardBack(), h("span", { class: "lk-name", "aria-hidden": "true" }, "Face down")]),
    options.count !== undefined && options.count > 1 ? h("span", { class: "lk-count", "aria-hidden": "true" }, `\u00d7${options.count}`) : null,
    options.note ? h("span", { class: "lk-note", "aria-hidden": "true" }, options.note) : null,
  ];
}

/** A card as a piece: touchable when one of `keys` is live. */
export function card<S extends Slug>(t: Touch<S>, keys: string | string[], kind: string | null, name: string, options: CardOptions & Partial<PieceOptions> = {}): HTMLElement {
  return piece(t, keys, cardContent(kind, options), {
    name,
    class: ["lk-card", kind ? `lk-kind-${kind}` : "lk-facedown", options.small && "lk-small", ...(Array.isArray(options.class) ? options.class : [options.class])],
    data: { kind: kind ?? "hidden", ...options.data },
    doing: options.doing,
  });
}

/** A card no one may touch. */
export function plainCard(kind: string | null, name: string, options: CardOptions = {}): HTMLElement {
  return h(
    "div",
    { class: ["lk-piece", "lk-card", kind ? `lk-kind-${kind}` : "lk-facedown", options.small && "lk-small"], data: { kind: kind ?? "hidden" } },
    h("span", { class: "visually-hidden" }, name),
    ...cardContent(kind, options),
  );
}

/** A Pattern card: its name and its five lights, left to right, each with its colour written under it. */
export function patternContent(name: string, colours: readonly string[], note?: string): (Node | string | null)[] {
  return [
    h("span", { class: "lk-pattern-name", "aria-hidden": "true" }, name),
    h(
      "span",
      { class: "lk-pattern-lights", "aria-hidden": "true" },
      colours.map((colour) => h("span", { class: "lk-light" }, bulbArt(colour, "cl-mini-bulb"), h("span", null, colour))),
    ),
    note ? h("span", { class: "lk-note", "aria-hidden": "true" }, note) : null,
  ];
}

export function patternCard<S extends Slug>(t: Touch<S> | null, keys: string | string[], name: string, colours: readonly string[], options: { note?: string; class?: string | false; doing?: string } = {}): HTMLElement {
  const spoken = `Pattern ${name}: ${colours.join(", ")}${options.note ? ` (${options.note})` : ""}`;
  if (!t) return h("div", { class: ["lk-piece", "lk-pattern", options.class] }, h("span", { class: "visually-hidden" }, spoken), ...patternContent(name, colours, options.note));
  return piece(t, keys, patternContent(name, colours, options.note), { name: spoken, class: ["lk-pattern", options.class], doing: options.doing });
}

/** A pile or deck: a stack of backs (or its top card), its name and how many cards it holds. */
export function pile<S extends Slug>(t: Touch<S> | null, keys: string | string[], name: string, count: number, top: string | null = null, options: { doing?: string; note?: string } = {}): HTMLElement {
  const content = [
    h("span", { class: "lk-stack", "aria-hidden": "true" }, top ? h("span", { class: "lk-card lk-card-flat" }, ...cardFace(top)) : count > 0 ? cardBack() : h("span", { class: "lk-empty-pile" }, "empty")),
    h("span", { class: "lk-pile-name", "aria-hidden": "true" }, name),
    h("span", { class: "lk-pile-count", "aria-hidden": "true" }, `${count} card${count === 1 ? "" : "s"}`),
    options.note ? h("span", { class: "lk-note", "aria-hidden": "true" }, options.note) : null,
  ];
  const spoken = `${name}: ${count} card${count === 1 ? "" : "s"}${top ? `, ${kindName(top)} on top` : ""}`;
  if (!t) return h("div", { class: "lk-piece lk-pile" }, h("span", { class: "visually-hidden" }, spoken), ...content);
  return piece(t, keys, content, { name: spoken, class: "lk-pile", doing: options.doing });
}

/** A race: one large button everyone at the table sees at once. */
export function raceButton<S extends Slug>(t: Touch<S>, key: string, text: string, note?: string): HTMLElement {
  const live = t.live(key);
  t.drawn.add(key);
  return h(
    "div",
    { class: "lk-race-wrap" },
    h(
      "button",
      {
        type: "button",
        class: ["lk-race", live && "lk-live"],
        disabled: !live,
        title: t.labelFor(key) ?? text,
        data: { lkKey: key, lkLive: live ? "1" : undefined, focus: `race:${key}` },
        on: { click: () => t.touch(key) },
      },
      text,
    ),
    note ? h("p", { class: "lk-race-note" }, note) : null,
  );
}

/** A hand of cards in a row that wraps; `total` counts the cards when some are drawn once per kind. */
export function handRow(label: string, cards: HTMLElement[], note?: string, total = cards.length): HTMLElement {
  const counted = total === 0 ? "none" : `${total} card${total === 1 ? "" : "s"}`;
  return h(
    "div",
    { class: "lk-hand-wrap" },
    h("h3", { class: "lk-label" }, label, h("span", { class: "lk-muted" }, ` (${counted})`), note ? h("span", { class: "lk-muted" }, ` ${note}`) : null),
    cards.length === 0 ? h("p", { class: "lk-empty" }, "No cards.") : h("ul", { class: "lk-hand" }, cards.map((item) => h("li", null, item))),
  );
}

/** Cards of one kind grouped: a hand held as kinds ("red", "red", "plug") drawn one card per kind with "×2". */
export function byKind(kinds: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const order = [...COLOURS, "bubble", "broken", "plug", "character", "present"] as string[];
  return [...counts.entries()].sort((a, b) => (order.indexOf(a[0]) + 99) % 99 - ((order.indexOf(b[0]) + 99) % 99));
}

/** A section of the table with a heading. */
export function zone(title: string | Node, children: (Node | null)[], cls?: string): HTMLElement {
  return h("section", { class: ["lk-zone", cls] }, h("h2", { class: "lk-zone-title" }, title), ...children);
}

/** A seat's little header: name, cards in hand, and badges ("to move", "chosen"). */
export function seatTag(name: string, badges: (string | null | false)[], extra: (Node | string | null)[] = []): HTMLElement {
  return h(
    "div",
    { class: "lk-seat-tag" },
    h("strong", null, name),
    badges.filter((badge): badge is string => Boolean(badge)).map((badge) => h("span", { class: "lk-badge" }, badge)),
    ...extra,
  );
}

/** A seat's name as a piece ("Ask Bob", "Catch Bob"). */
export function seatPiece<S extends Slug>(t: Touch<S>, keys: string | string[], name: string, lines: (Node | string | null)[], doing?: string): HTMLElement {
  return piece(t, keys, [h("strong", null, name), ...lines], { name, class: "lk-seat", doing });
}

/** The Pattern of a catalog id, or of a key ("P04"). */
export function patternOf(ctx: TableContext, ref: number | string): { key: string; bulbs: string[] } | null {
  const cards = (ctx.catalog as unknown as { cards?: { id: number; family: string; key: string; bulbs: string[] }[] }).cards ?? [];
  const found = cards.find((entry) => entry.family === "pattern" && (entry.id === ref || entry.key === ref));
  return found ? { key: found.key, bulbs: found.bulbs } : null;
}

/** A catalog card's printed name (Characters, Events), or its key. */
export function cardName(ctx: TableContext, key: string): string {
  const cards = (ctx.catalog as unknown as { cards?: { key: string; name: string }[] }).cards ?? [];
  return cards.find((entry) => entry.key === key)?.name || key;
}

/** Who "you" are in text: "You" for the page's seat, else the seat's name. */
export function who(ctx: TableContext, seat: number): string {
  return seat === ctx.seat ? "You" : ctx.seatName(seat);
}

/** Everything a game's table draw function gets. */
export interface Lit<S extends Slug> {
  ctx: TableContext<S>;
  view: TableContext<S>["view"];
  t: Touch<S>;
}

export interface LightsGame<S extends Slug> {
  /** The pieces a move names, as keys the board draws. */
  keys(move: Move<S>): string[];
  /** A key no piece draws, in words for its prompt button; null to use the move's label. */
  keyName?(key: string, lit: Lit<S>): string | null;
  /** The prompt's words. */
  say(lit: Lit<S>): (Node | string)[];
  /** The table's sections, below the prompt. */
  draw(lit: Lit<S>): (Node | null)[];
  /** A status line: round, turn, scores so far. */
  status(lit: Lit<S>): (Node | string | null)[];
}

/** A renderer for one bonus game from its LightsGame: picked pieces kept until the view changes, Escape drops them. */
export function lightsTable<S extends Slug>(slug: string, game: LightsGame<S>): RendererFactory<S> {
  return (): Renderer<S> => {
    let picked: string[] = [];
    let pickedAt = -1;
    let last: { root: HTMLElement; ctx: TableContext<S> } | null = null;
    const redraw = () => {
      if (last) {
        const { root, ctx } = last;
        keepFocus(root, () => draw(root, ctx));
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || picked.length === 0 || !last?.root.isConnected) return;
      picked = [];
      redraw();
    };
    document.addEventListener("keydown", onKey);
    const draw = (root: HTMLElement, ctx: TableContext<S>) => {
      if (ctx.view.version !== pickedAt || ctx.moves.length === 0) {
        picked = [];
        pickedAt = ctx.view.version;
      }
      const t = new Touch<S>(
        ctx,
        (move) => game.keys(move),
        picked,
        (next) => {
          picked = next;
          redraw();
        },
        (move) => {
          picked = [];
          void ctx.act(move);
        },
      );
      // A pick no move names any more (the moves changed under it) is dropped.
      if (picked.length > 0 && t.left.length === 0) {
        picked = [];
        return draw(root, ctx);
      }
      const lit: Lit<S> = { ctx, view: ctx.view, t };
      const sections = game.draw(lit);
      const board = h(
        "div",
        { class: ["lk", `lk-${slug}`, ctx.busy && "lk-busy"], data: { lkPicked: picked.join(" ") || undefined } },
        h("div", { class: "lk-status" }, ...game.status(lit)),
        null,
        ...sections,
      );
      // The prompt is made last, once the board has said which keys it drew.
      const said = prompt(t, game.say(lit), (key) => game.keyName?.(key, lit) ?? null);
      board.insertBefore(said, board.children[1] ?? null);
      root.replaceChildren(board);
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
}
