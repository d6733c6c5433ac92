// Ugly Christmas Sweaters's table: the gameplay cards in force, the trick being traded, the draft pool, your
// hand and Secret Santas, every seat's knitting area (sweaters with their Left, Right and Bottom slots) and
// the scorepad.
//
// Moves are made by clicking pieces. A piece that one legal move names plays it at once (it carries
// `data-move-index`); a piece that several moves name is picked up first (`data-ucs-pick`), and the second
// choice lights up: the pool card a leading patch copies, or the slot (or new sweater) a drafted or Tina-moved
// card goes to (`data-ucs-target`). When a slot still leaves several moves (a floating patch that needs a
// slot too) the last choice is a short list of labelled buttons. Escape, or "Put it back", drops the pick.
import "./ugly-christmas-sweaters.css";
import { h } from "../dom";
import type { Components, LabelledMove, View } from "../types";
import type { Renderer, RendererFactory, TableContext } from "./types";
import { iconArt, patchArt, sweaterArt, yarnArt } from "./ugly-christmas-sweaters-art";

type Slug = "ugly-christmas-sweaters";
type Ctx = TableContext<Slug>;
type UcsView = View<Slug>;
type Box = Components<Slug>;
type LM = LabelledMove<Slug>;
type Sweater = UcsView["knitting"][number][number];
type Play = UcsView["trade"][number];
type SlotName = "left" | "right" | "bottom";

const SLOTS: SlotName[] = ["left", "right", "bottom"];
const SLOT_LETTER: Record<SlotName, string> = { left: "L", right: "R", bottom: "B" };
const COLOUR_CLASS = new Set(["purple", "green", "red", "yellow"]);
const BREAKDOWN: Record<string, string> = {
  sweaters: "sweaters",
  runs: "runs",
  fads: "Fads",
  matches: "matches",
  "secret-santa": "Secret Santa",
  "little-brothers": "Little Brothers",
};

/** What the player has picked up: a hand card (a leading patch), a pool card (a draft) or a knitted card (Tina). */
interface Pick {
  from: "hand" | "pool" | "knit";
  card: number;
  /** A target ("0:left", "new:float") that still leaves several moves: they are listed as buttons. */
  target?: string;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a knitting move sends its card: "0:left", "new:bottom", "new:float". */
function targetKey(move: LM["move"]): string | null {
  if (move.type !== "draft" && move.type !== "use-tina") return null;
  return `${move.sweater ?? "new"}:${move.slot ?? "float"}`;
}

export const uglyChristmasSweaters: RendererFactory<Slug> = () => {
  let pick: Pick | null = null;
  let pickedAt = -1;
  let last: { root: HTMLElement; ctx: Ctx } | null = null;
  const announcer = h("p", { class: "ucs-announce visually-hidden", "aria-live": "polite" });

  const redraw = () => {
    if (!last) return;
    const { root, ctx } = last;
    const active = document.activeElement;
    const key = active instanceof HTMLElement && root.contains(active) ? active.dataset.focus : undefined;
    draw(root, ctx);
    if (key) [...root.querySelectorAll<HTMLElement>("[data-focus]")].find((element) => element.dataset.focus === key)?.focus({ preventScroll: true });
  };

  const drop = () => {
    if (!pick) return;
    pick = null;
    redraw();
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !pick) return;
    event.preventDefault();
    drop();
  };
  document.addEventListener("keydown", onKey);

  const draw = (root: HTMLElement, ctx: Ctx) => {
    if (ctx.view.version !== pickedAt || ctx.moves.length === 0) {
      pick = null;
      pickedAt = ctx.view.version;
    }
    if (pick && movesOfPick(ctx, pick).length === 0) pick = null;
    const board = new Board(ctx, pick, {
      choose: (next) => {
        pick = next;
        redraw();
      },
      drop,
    });
    const tree = board.draw();
    const message = board.prompt();
    if (announcer.textContent !== message) announcer.textContent = message;
    // The live region stays in place across redraws, so screen readers hear each new prompt once.
    const previous = root.querySelector(":scope > .ucs");
    if (announcer.parentNode !== root) root.replaceChildren(tree, announcer);
    else if (previous) previous.replaceWith(tree);
    else root.prepend(tree);
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

function movesOfPick(ctx: Ctx, pick: Pick): LM[] {
  return ctx.moves.filter(({ move }) => {
    if (pick.from === "hand") return move.type === "play-card" && move.card === pick.card;
    if (pick.from === "pool") return move.type === "draft" && move.card === pick.card;
    return move.type === "use-tina" && move.card === pick.card;
  });
}

interface Actions {
  choose(pick: Pick | null): void;
  drop(): void;
}

interface PieceOptions {
  /** The moves this piece stands for: one plays at once, several make it a pick. */
  moves?: LM[];
  /** What clicking it picks up when several moves name it. */
  picks?: Pick;
  /** Draw a (disabled) button even when no move names it: hand cards. */
  button?: boolean;
  /** The verb of the pick's name: "Draft", "Move with Tina Can Tink". */
  verb?: string;
  focus?: string;
  className?: string;
  /** Extra text under the card ("counts as 7 Bells"). */
  note?: string;
  /** Extra words for the screen reader's description. */
  said?: string;
  /** Marks the piece as a lit second choice (`data-ucs-target`). */
  target?: string;
}

class Board {
  private readonly view: UcsView;
  private readonly box: Box;
  private readonly me: number | null;

  constructor(
    private readonly ctx: Ctx,
    private readonly pick: Pick | null,
    private readonly actions: Actions,
  ) {
    this.view = ctx.view;
    this.box = ctx.catalog;
    this.me = ctx.seat;
  }

  // ---- words ----

  private cardOf(id: number) {
    return this.box.cards[id];
  }

  private iconName(key: string | null | undefined): string {
    return this.box.icons.find((icon) => icon.key === key)?.name ?? "no icon";
  }

  private cardName(id: number): string {
    return this.cardOf(id)?.name ?? `Card ${id}`;
  }

  /** A card in words, for screen readers: "Red 7, Snowmen, left piece". */
  private cardWords(id: number): string {
    const card = this.cardOf(id);
    if (!card) return `Card ${id}`;
    if (card.patch) return `${card.name}: wild value and icon, fits any slot`;
    return `${card.name}, ${this.iconName(card.icon)}, ${card.slot} piece`;
  }

  private counted(play: Play): string {
    const icon = play.icon === null ? null : this.box.icons[play.icon]?.name;
    return icon ? `${play.value} ${icon}` : `${play.value} with no icon`;
  }

  private fadName(id: number): string {
    const fad = this.box.fads[id];
    if (!fad) return `Fad ${id}`;
    const twins = this.box.fads.filter((other) => other.name === fad.name);
    return twins.length > 1 && this.view.fads.filter((shown) => this.box.fads[shown]?.name === fad.name).length > 1
      ? `${fad.name} (copy ${twins.indexOf(fad) + 1})`
      : fad.name;
  }

  private get perfectValue(): number | null {
    return this.box.perfect_fits[this.view.perfect_fit]?.value ?? null;
  }

  private get trendyColour(): string | null {
    return this.box.trendy_yarns[this.view.trendy_yarn]?.colour ?? null;
  }

  private myTurn(): boolean {
    return this.me !== null && this.ctx.moves.length > 0;
  }

  private movesOf(type: LM["move"]["type"]): LM[] {
    return this.ctx.moves.filter((move) => move.move.type === type);
  }

  /** The line shown (and announced) above the board: what the player is asked to do now. */
  prompt(): string {
    const view = this.view;
    if (view.finished) return "The game is over: the final sweaters are below.";
    if (this.pick) {
      const name = this.cardName(this.pick.card);
      if (this.pick.target) return `Choose how to knit ${name}, or press Escape to put it back.`;
      if (this.pick.from === "hand") return `Picked ${name}: click the pool card it copies, or press Escape to put it back.`;
      return `Picked ${name}: click a lit slot (or the new sweater) to knit it there, or press Escape to put it back.`;
    }
    if (this.me !== null && view.actors.includes(this.me)) {
      if (this.ctx.moves.length === 0) return "Your turn: reading your moves…";
      switch (view.phase) {
        case "play": {
          const led = view.trade[0];
          if (!led) return "Your lead: play any card from your hand.";
          const colour = this.cardOf(led.card)?.colour ?? "";
          const icon = led.icon === null ? null : this.box.icons[led.icon]?.name;
          return `Your turn: follow ${cap(colour)}${icon ? ` or ${icon}` : ""} if you can. The cards you may play are raised.`;
        }
        case "billy":
          return "Billy's a Brute: take Draft Order \"1\" now, or keep the card for a later trick.";
        case "draft":
          return "Your draft: pick a card from the draft pool, then click where to knit it.";
        case "claim":
          return `Your sweater ${view.claim_sweater} meets more than one Fad: click the Fad it claims.`;
        case "tina":
          return "Tina Can Tink: pick one of your live pieces, then where it goes; or keep the card and score the round.";
      }
      return "Your turn.";
    }
    const who = view.actors.map((seat) => this.ctx.seatName(seat)).join(", ");
    if (!who) return "";
    const doing: Record<string, string> = { play: "to play a card", billy: "to decide on Billy's a Brute", draft: "to draft", claim: "to claim a Fad", tina: "to decide on Tina Can Tink" };
    return `Waiting for ${who} ${doing[view.phase] ?? ""}.`.replace(" .", ".");
  }

  // ---- pieces ----

  /** A sweater card: a button when moves name it (or `button` asks for one), else a figure. */
  private card(id: number, size: "big" | "mini", options: PieceOptions = {}): HTMLElement {
    const card = this.cardOf(id);
    const colour = card && COLOUR_CLASS.has(card.colour) ? card.colour : "none";
    const face = [
      h(
        "span",
        { class: "ucs-card-top", "aria-hidden": "true" },
        h("span", { class: "ucs-card-value" }, card?.patch ? "P" : String(card?.value ?? "?")),
        h("span", { class: "ucs-bulb" }, card?.slot ? SLOT_LETTER[card.slot as SlotName] : "★"),
      ),
      card?.patch ? patchArt("ucs-card-art") : iconArt(card?.icon, "ucs-card-art"),
      h(
        "span",
        { class: "ucs-card-words", "aria-hidden": "true" },
        h("span", { class: "ucs-card-colour" }, cap(card?.colour ?? "")),
        h("span", { class: "ucs-card-icon" }, card?.patch ? "patch" : this.iconName(card?.icon)),
        size === "big" ? h("span", { class: "ucs-card-slot" }, card?.patch ? "any slot" : `${card?.slot} piece`) : null,
      ),
      options.note ? h("span", { class: "ucs-card-note", "aria-hidden": "true" }, options.note) : null,
    ];
    const words = this.cardWords(id) + (options.said ? `, ${options.said}` : "");
    return this.piece(face, words, this.cardName(id), { ...options, className: ["ucs-card", `ucs-card-${size}`, `ucs-c-${colour}`, options.className].filter(Boolean).join(" ") });
  }

  /** Any clickable piece: one move plays, several pick, none leaves a figure (or a disabled button). */
  private piece(face: (Node | null)[], words: string, name: string, options: PieceOptions): HTMLElement {
    const moves = options.moves ?? [];
    const busy = this.ctx.busy;
    const className = options.className ?? "";
    const [only] = moves;
    if (moves.length === 1 && only) {
      return h(
        "button",
        { type: "button", class: [className, "ucs-live"], disabled: busy, data: { moveIndex: only.index, ucsTarget: options.target, focus: options.focus }, on: { click: () => void this.ctx.act(only.move) } },
        h("span", { class: "visually-hidden" }, `${only.label} (${words})`),
        face,
      );
    }
    if (moves.length > 1 && options.picks) {
      const pressed = this.pick?.from === options.picks.from && this.pick.card === options.picks.card;
      const picks = options.picks;
      const text = pressed ? `${options.verb ?? "Pick"} ${name}: picked, press again or Escape to put it back (${words})` : `${options.verb ?? "Pick"} ${name}: ${moves.length} choices (${words})`;
      return h(
        "button",
        {
          type: "button",
          class: [className, "ucs-live", pressed && "ucs-picked"],
          disabled: busy,
          "aria-pressed": pressed ? "true" : "false",
          data: { ucsPick: `${picks.from}:${picks.card}`, focus: options.focus },
          on: { click: () => this.actions.choose(pressed ? null : { from: picks.from, card: picks.card }) },
        },
        h("span", { class: "visually-hidden" }, text),
        face,
      );
    }
    if (options.button) {
      return h("button", { type: "button", class: [className, "ucs-idle"], disabled: true, data: { focus: options.focus } }, h("span", { class: "visually-hidden" }, words), face);
    }
    return h("span", { class: [className, "ucs-still"], role: "img", "aria-label": words }, face);
  }

  // ---- the board ----

  draw(): HTMLElement {
    const view = this.view;
    const root = h("div", {
      class: "ucs",
      data: {
        phase: view.phase,
        ucsTurn: this.myTurn() && !this.ctx.busy ? "yes" : "no",
        ucsPicked: this.pick ? `${this.pick.from}:${this.pick.card}` : undefined,
      },
    });
    root.append(this.promptBar(), h("div", { class: "ucs-top" }, this.trickPanel(), this.poolPanel(), this.rulesPanel()));
    if (this.me !== null && view.seat !== null) root.append(this.handPanel());
    root.append(this.areas());
    if (view.results.length > 0) root.append(this.scorepad());
    return root;
  }

  private promptBar(): HTMLElement {
    const bar = h("div", { class: ["ucs-prompt", this.myTurn() && "ucs-prompt-turn"] });
    const text = this.prompt();
    bar.append(h("p", { class: "ucs-prompt-text" }, text || `Round ${this.view.round}, trick ${this.view.trick}.`));
    const actions = h("div", { class: "ucs-prompt-actions" });
    const button = (move: LM, extra?: string) =>
      h(
        "button",
        { type: "button", class: ["ucs-action", extra], disabled: this.ctx.busy, data: { moveIndex: move.index, focus: `action:${move.label}` }, on: { click: () => void this.ctx.act(move.move) } },
        move.label,
      );
    if (!this.pick) {
      for (const move of this.movesOf("use-billy")) actions.append(button(move, "ucs-action-main"));
      for (const move of this.movesOf("decline")) actions.append(button(move));
    }
    if (this.pick) {
      actions.append(h("button", { type: "button", class: "ucs-action", data: { ucsCancel: "", focus: "action:cancel" }, on: { click: () => this.actions.drop() } }, "Put it back (Esc)"));
    }
    if (actions.childElementCount > 0) bar.append(actions);
    if (this.pick?.target) {
      const target = this.pick.target;
      const left = movesOfPick(this.ctx, this.pick).filter((move) => targetKey(move.move) === target);
      bar.append(
        h(
          "div",
          { class: "ucs-choices", role: "group", "aria-label": "Finish the move" },
          left.map((move) => h("button", { type: "button", class: "ucs-action ucs-action-main", disabled: this.ctx.busy, data: { moveIndex: move.index, ucsTarget: target, focus: `choice:${move.label}` }, on: { click: () => void this.ctx.act(move.move) } }, move.label)),
        ),
      );
    }
    return bar;
  }

  private section(name: string, className: string, ...children: (Node | null)[]): HTMLElement {
    return h("section", { class: ["ucs-panel", className], "aria-label": name }, h("h3", { class: "ucs-heading" }, name), children);
  }

  /** The trade area: every play of this trick in play order, who leads, and the Draft Order once handed out. */
  private trickPanel(): HTMLElement {
    const view = this.view;
    const roundText = view.config.express ? "Express round" : `Round ${view.round} of 3`;
    const slots = view.play_order.map((seat, i) => {
      const play = view.trade[i];
      const next = !play && i === view.trade.length && view.phase === "play";
      const badges: string[] = [];
      if (play) {
        const colour = this.cardOf(play.card)?.colour;
        const perfect = play.value === this.perfectValue;
        const trendy = colour === this.trendyColour;
        if (perfect && trendy) badges.push("Ultimate trump");
        else if (perfect) badges.push("Perfect Fit");
        else if (trendy) badges.push("Trendy Yarn");
      }
      const patch = play && this.cardOf(play.card)?.patch;
      return h(
        "li",
        { class: ["ucs-play", next && "ucs-play-next", seat === this.me && "ucs-mine"] },
        h("span", { class: "ucs-play-seat" }, this.ctx.seatName(seat), i === 0 ? h("span", { class: "ucs-tag ucs-tag-lead" }, "leads") : null),
        play
          ? this.card(play.card, "mini", { note: patch ? `as ${this.counted(play)}` : undefined, said: patch ? `counting as ${this.counted(play)}` : undefined })
          : h("span", { class: "ucs-empty-card" }, next ? "to play" : "—"),
        badges.map((badge) => h("span", { class: "ucs-tag ucs-tag-trump" }, badge)),
      );
    });
    const order = view.ranks.length > 0 ? this.draftOrder() : null;
    return this.section(
      `${roundText} · Trick ${view.trick}`,
      "ucs-trick",
      h("p", { class: "ucs-sub" }, `${view.tricks} trick${view.tricks === 1 ? "" : "s"} played in all${view.ending ? " · this trick ends the round" : ""}`),
      view.finished && view.trade.length === 0 ? h("p", { class: "ucs-none" }, "No trick: the game is over.") : h("ol", { class: "ucs-plays" }, slots),
      order,
    );
  }

  private draftOrder(): HTMLElement {
    const view = this.view;
    const done = view.phase === "draft" ? view.ranks.length - view.queue.length : view.phase === "billy" ? 0 : view.ranks.length;
    return h(
      "div",
      { class: "ucs-order" },
      h("span", { class: "ucs-order-title" }, "Draft order"),
      h(
        "ol",
        { class: "ucs-order-list" },
        view.ranks.map((seat, k) => {
          const state = view.phase === "draft" ? (k < done ? "drafted" : k === done ? "drafting now" : "waits") : "";
          return h(
            "li",
            { class: ["ucs-order-item", state === "drafting now" && "ucs-now", seat === this.me && "ucs-mine"] },
            h("span", { class: "ucs-order-number", "aria-hidden": "true" }, String(k + 1)),
            h("span", { class: "visually-hidden" }, `Draft Order ${k + 1}: `),
            this.ctx.seatName(seat),
            state ? h("span", { class: "ucs-order-state" }, state) : null,
          );
        }),
      ),
    );
  }

  /** The draft pool: drafted from during a draft, copied from by a leading patch. */
  private poolPanel(): HTMLElement {
    const view = this.view;
    const pick = this.pick;
    const cards = view.pool.map((id) => {
      if (pick?.from === "hand") {
        const copying = movesOfPick(this.ctx, pick).filter(({ move }) => move.type === "play-card" && move.copy_from === id);
        if (copying.length > 0) return this.card(id, "mini", { moves: copying, focus: `pool:${id}`, className: "ucs-target", target: `copy:${id}` });
      }
      const drafts = this.ctx.moves.filter(({ move }) => move.type === "draft" && move.card === id);
      return this.card(id, "mini", { moves: drafts, picks: { from: "pool", card: id }, verb: "Draft", focus: `pool:${id}` });
    });
    return this.section(
      "Draft pool",
      "ucs-pool",
      h("p", { class: "ucs-sub" }, this.view.trick > 1 ? "Last trick's cards: this trick's winners draft them." : "Dealt for the round: this trick's winners draft them."),
      cards.length > 0 ? h("div", { class: "ucs-row" }, cards) : h("p", { class: "ucs-none" }, "Empty"),
    );
  }

  /** The gameplay cards in force: Perfect Fit, Trendy Yarn, Fads, with the discards. */
  private rulesPanel(): HTMLElement {
    const view = this.view;
    const value = this.perfectValue;
    const colour = this.trendyColour;
    const claims = this.movesOf("claim-fad");
    const perfect = h(
      "div",
      { class: "ucs-gp ucs-gp-perfect", role: "img", "aria-label": `Perfect Fit: ${value ?? "?"} (cards of this value are strongest)` },
      h("span", { class: "ucs-gp-kind", "aria-hidden": "true" }, "Perfect Fit"),
      h("span", { class: "ucs-gp-big", "aria-hidden": "true" }, String(value ?? "?")),
    );
    const yarn = h(
      "div",
      { class: ["ucs-gp", "ucs-gp-yarn", `ucs-c-${colour ?? "none"}`], role: "img", "aria-label": `Trendy Yarn: ${cap(colour ?? "?")} (beats the other colours)` },
      h("span", { class: "ucs-gp-kind", "aria-hidden": "true" }, "Trendy Yarn"),
      yarnArt("ucs-gp-art"),
      h("span", { class: "ucs-gp-name", "aria-hidden": "true" }, cap(colour ?? "?")),
    );
    const fads = view.fads.map((id) => {
      const fad = this.box.fads[id];
      const claimedBy = this.claimedBy(id);
      const face = [
        h("span", { class: "ucs-gp-kind", "aria-hidden": "true" }, "Fad"),
        fad?.clash
          ? h("span", { class: "ucs-fad-clash", "aria-hidden": "true" }, "Clash Is In")
          : h(
              "span",
              { class: "ucs-fad-halves", "aria-hidden": "true" },
              h("span", { class: ["ucs-fad-half", `ucs-c-${fad?.colour ?? "none"}`] }, `All ${cap(fad?.colour ?? "")}`),
              h("span", { class: "ucs-fad-half" }, iconArt(fad?.icon, "ucs-icon"), `All ${this.iconName(fad?.icon)}`),
            ),
        h("span", { class: "ucs-gp-note", "aria-hidden": "true" }, fad?.clash ? "3 colours + 3 icons: 3 VP" : "3 VP each half"),
        claimedBy ? h("span", { class: "ucs-tag", "aria-hidden": "true" }, `claimed by ${claimedBy}`) : null,
      ];
      const words = `Fad: ${this.fadName(id)}${fad?.clash ? ", three different colours and three different icons" : ""}, 3 VP${claimedBy ? `, claimed by ${claimedBy}` : ""}`;
      const moves = claims.filter(({ move }) => move.type === "claim-fad" && move.fad === id);
      return this.piece(face, words, this.fadName(id), { moves, focus: `fad:${id}`, target: moves.length > 0 ? `fad:${id}` : undefined, className: ["ucs-gp", "ucs-gp-fad", moves.length > 0 && "ucs-target"].filter(Boolean).join(" ") });
    });
    const ultimate = value !== null && colour ? `${cap(colour)} ${value}` : null;
    const discards: string[] = [];
    if (view.perfect_fit_discard.length) discards.push(`Perfect Fit ${view.perfect_fit_discard.map((id) => this.box.perfect_fits[id]?.value).join(", ")}`);
    if (view.trendy_yarn_discard.length) discards.push(`Trendy Yarn ${view.trendy_yarn_discard.map((id) => cap(this.box.trendy_yarns[id]?.colour ?? "?")).join(", ")}`);
    if (view.fad_discard.length) discards.push(`Fads ${view.fad_discard.map((id) => this.fadName(id)).join(", ")}`);
    return this.section(
      "In force",
      "ucs-rules",
      h("div", { class: "ucs-row" }, perfect, yarn, fads),
      ultimate ? h("p", { class: "ucs-sub" }, h("strong", null, "Ultimate trump: "), ultimate) : null,
      discards.length ? h("p", { class: "ucs-sub" }, "Discarded: ", discards.join(" · ")) : null,
    );
  }

  private claimedBy(fad: number): string | null {
    for (const [seat, area] of this.view.knitting.entries()) {
      const index = area.findIndex((sweater) => sweater.fad === fad);
      if (index >= 0) return `${this.ctx.seatName(seat)}'s sweater ${index + 1}`;
    }
    return null;
  }

  /** Your hand, sorted as the view holds it, and your Secret Santa cards. */
  private handPanel(): HTMLElement {
    const view = this.view;
    const plays = this.movesOf("play-card");
    const cards = view.hand.map((id) => {
      const moves = plays.filter(({ move }) => move.type === "play-card" && move.card === id);
      const lead = view.trade.length === 0;
      return this.card(id, "big", { moves, picks: { from: "hand", card: id }, verb: lead ? "Lead" : "Play", button: true, focus: `hand:${id}` });
    });
    const santas = view.secret_santas.map((id) => this.santa(id));
    return h(
      "section",
      { class: ["ucs-panel", "ucs-hand", plays.length > 0 && "ucs-hand-live"], "aria-label": "Your hand" },
      h("div", { class: "ucs-hand-head" }, h("h3", { class: "ucs-heading" }, `Your hand (${view.hand.length})`), this.me !== null ? h("span", { class: "ucs-sub" }, `${view.pile_sizes[this.me] ?? 0} cards left in your face-down pile`) : null),
      cards.length > 0 ? h("div", { class: "ucs-row ucs-hand-row" }, cards) : h("p", { class: "ucs-none" }, "No cards in hand."),
      santas.length > 0 ? h("div", { class: "ucs-santas" }, h("h4", { class: "ucs-subheading" }, view.secret_santas.length > 1 ? "Your Secret Santas" : "Your Secret Santa"), h("div", { class: "ucs-row" }, santas)) : null,
    );
  }

  private santa(id: number, met = false): HTMLElement {
    const santa = this.box.secret_santas[id];
    if (!santa) return h("span", null, `Secret Santa ${id}`);
    return h(
      "div",
      { class: ["ucs-santa", met && "ucs-santa-met"], role: "img", "aria-label": `Secret Santa ${santa.name}${met ? " (met)" : ""}: ${santa.request}, ${santa.points} VP` },
      h("span", { class: "ucs-santa-name", "aria-hidden": "true" }, santa.name),
      h(
        "span",
        { class: "ucs-santa-ask", "aria-hidden": "true" },
        h("span", { class: "ucs-santa-part" }, "2 × ", iconArt(santa.icon, "ucs-icon"), this.iconName(santa.icon)),
        h("span", { class: "ucs-santa-part" }, "1 × ", h("span", { class: ["ucs-dot", `ucs-c-${santa.colour}`] }), cap(santa.colour)),
      ),
      h("span", { class: "ucs-santa-points", "aria-hidden": "true" }, `${santa.points} VP${met ? " · met" : ""}`),
    );
  }

  // ---- knitting areas ----

  private areas(): HTMLElement {
    const seats = this.view.knitting.map((_, seat) => seat);
    const order = this.me === null ? seats : [this.me, ...seats.filter((seat) => seat !== this.me)];
    return h("div", { class: "ucs-areas" }, order.map((seat) => this.area(seat)));
  }

  private totals(seat: number): number {
    return this.view.results.reduce((sum, round) => sum + (round[seat]?.points ?? 0), 0);
  }

  private area(seat: number): HTMLElement {
    const view = this.view;
    const mine = seat === this.me;
    const sweaters = view.knitting[seat] ?? [];
    const status: string[] = [];
    if (view.actors.includes(seat)) {
      status.push(({ play: "to play", billy: "deciding on Billy", draft: "drafting", claim: "claiming a Fad", tina: "deciding on Tina" } as Record<string, string>)[view.phase] ?? "to act");
    }
    const held = view.ranks.flatMap((holder, k) => (holder === seat ? [k + 1] : []));
    const kick = view.kickstarter[seat];
    const kickEntry = kick === null || kick === undefined ? null : this.box.kickstarter_cards[kick];
    const met = view.santas_met[seat] ?? [];
    const facts = [
      `${view.hand_sizes[seat] ?? 0} in hand`,
      `${view.pile_sizes[seat] ?? 0} in pile`,
      `${view.santa_counts[seat] ?? 0} Secret Santa${view.santa_counts[seat] === 1 ? "" : "s"}`,
      `${this.totals(seat)} VP`,
    ];
    const complete = sweaters.filter((sweater) => sweater.slots.every((stack) => stack.length > 0)).length;
    const pieces = sweaters.map((sweater, index) => this.sweater(seat, index, sweater));
    if (mine) {
      const fresh = this.newSweater();
      if (fresh) pieces.push(fresh);
    }
    return h(
      "section",
      { class: ["ucs-panel", "ucs-area", mine && "ucs-area-mine", view.actors.includes(seat) && "ucs-area-acting"], "aria-label": `${this.ctx.seatName(seat)}'s knitting area`, data: { seat } },
      h(
        "div",
        { class: "ucs-area-head" },
        h("h3", { class: "ucs-heading" }, mine ? "Your knitting" : this.ctx.seatName(seat), mine ? h("span", { class: "ucs-tag" }, this.ctx.seatName(seat)) : null),
        status.map((text) => h("span", { class: "ucs-tag ucs-tag-act" }, text)),
        held.map((k) => h("span", { class: "ucs-tag ucs-tag-order" }, `Draft Order ${k}`)),
        h("span", { class: "ucs-facts" }, facts.join(" · "), ` · ${complete} complete sweater${complete === 1 ? "" : "s"}`),
      ),
      kickEntry ? h("p", { class: "ucs-kick" }, h("span", { class: "ucs-kick-name" }, kickEntry.name), ": ", kickEntry.effect) : null,
      met.length > 0 ? h("div", { class: "ucs-row" }, met.map((id) => this.santa(id, true))) : null,
      pieces.length > 0 ? h("div", { class: "ucs-sweaters" }, pieces) : h("p", { class: "ucs-none" }, "No sweaters yet."),
    );
  }

  /** The knitting targets of the current pick, by target key. */
  private targets(): Map<string, LM[]> {
    const found = new Map<string, LM[]>();
    if (!this.pick || this.pick.from === "hand") return found;
    for (const move of movesOfPick(this.ctx, this.pick)) {
      const key = targetKey(move.move);
      if (key) found.set(key, [...(found.get(key) ?? []), move]);
    }
    return found;
  }

  private sweater(seat: number, index: number, sweater: Sweater): HTMLElement {
    const view = this.view;
    const mine = seat === this.me;
    const targets = mine ? this.targets() : new Map<string, LM[]>();
    const tina = mine ? this.movesOf("use-tina") : [];
    const live = sweater.floating !== null ? 1 : sweater.slots.filter((stack) => stack.length > 0).length;
    const complete = sweater.slots.every((stack) => stack.length > 0);
    const claiming = view.phase === "claim" && view.claim_seat === seat && view.claim_sweater === index;
    const slotCells = SLOTS.map((slot, s) => {
      const stack = sweater.slots[s] ?? [];
      const top = stack[stack.length - 1];
      const under = stack.slice(0, -1);
      const key = `${index}:${slot}`;
      const here = targets.get(key) ?? [];
      let body: HTMLElement;
      if (here.length > 0) {
        body = this.targetButton(key, here, top === undefined ? `${cap(slot)} slot` : `cover ${this.cardName(top)}`, top);
      } else if (top !== undefined) {
        const moving = tina.filter(({ move }) => move.type === "use-tina" && move.card === top);
        body = this.card(top, "mini", {
          moves: moving,
          picks: { from: "knit", card: top },
          verb: "Move with Tina Can Tink:",
          focus: `knit:${top}`,
          said: `${slot} slot of sweater ${index + 1}${under.length ? `, covering ${under.map((id) => this.cardName(id)).join(", ")}` : ""}`,
        });
      } else {
        body = h("span", { class: "ucs-slot-empty" }, h("span", { "aria-hidden": "true" }, SLOT_LETTER[slot]), h("span", { class: "ucs-slot-empty-name" }, `${slot} empty`));
      }
      return h(
        "div",
        { class: ["ucs-slot", `ucs-slot-${slot}`] },
        body,
        under.length > 0 ? this.covered(under) : null,
      );
    });
    let floating: HTMLElement | null = null;
    if (sweater.floating !== null) {
      floating = h(
        "div",
        { class: "ucs-floating" },
        this.card(sweater.floating, "mini", {
          moves: tina.filter(({ move }) => move.type === "use-tina" && move.card === sweater.floating),
          picks: { from: "knit", card: sweater.floating },
          verb: "Move with Tina Can Tink:",
          focus: `knit:${sweater.floating}`,
          said: `floating in sweater ${index + 1}: it takes a slot when a second piece arrives`,
        }),
        h("span", { class: "ucs-covered" }, "floating"),
      );
    }
    const fad = sweater.fad === null ? null : this.box.fads[sweater.fad];
    const traits = complete ? this.traits(sweater) : [];
    const state = complete ? "complete" : live === 0 ? "empty" : `${live} of 3 pieces`;
    return h(
      "figure",
      { class: ["ucs-sweater", complete && "ucs-sweater-complete", claiming && "ucs-sweater-claiming"], "aria-label": `Sweater ${index + 1}, ${state}`, data: { sweater: index } },
      h("div", { class: "ucs-sweater-body" }, sweaterArt(), h("div", { class: "ucs-sweater-slots" }, slotCells, floating)),
      h(
        "figcaption",
        { class: "ucs-sweater-caption" },
        h("span", { class: "ucs-sweater-name" }, `Sweater ${index + 1}`),
        h("span", { class: "ucs-sweater-state" }, state),
        fad ? h("span", { class: "ucs-tag ucs-tag-fad" }, `Fad: ${fad.name}`) : null,
        claiming ? h("span", { class: "ucs-tag ucs-tag-act" }, "claiming a Fad") : null,
        traits.map((trait) => h("span", { class: "ucs-tag" }, trait)),
      ),
    );
  }

  /** The dead cards under a live one: the one just under it by name, the rest counted (all of them in the tooltip). */
  private covered(under: number[]): HTMLElement {
    const names = under.map((id) => this.cardName(id));
    const top = names[names.length - 1] ?? "";
    const text = names.length === 1 ? `over ${top}` : `over ${top} +${names.length - 1}`;
    return h("span", { class: "ucs-covered", title: `Covered (dead): ${names.join(", ")}`, "aria-hidden": "true" }, text);
  }

  /** What a complete sweater of printed cards shows at a glance (patches are settled at scoring). */
  private traits(sweater: Sweater): string[] {
    const cards = sweater.slots.map((stack) => this.cardOf(stack[stack.length - 1] ?? -1));
    if (cards.some((card) => !card || card.patch)) return ["has a patch"];
    const values = cards.map((card) => card?.value ?? 0).sort((a, b) => a - b);
    const colours = new Set(cards.map((card) => card?.colour));
    const icons = new Set(cards.map((card) => card?.icon));
    const out: string[] = [];
    if (values[0] !== undefined && values[1] === values[0] + 1 && values[2] === values[0] + 2) out.push("run");
    if (colours.size === 1) out.push(`all ${cap(cards[0]?.colour ?? "")}`);
    if (icons.size === 1) out.push(`all ${this.iconName(cards[0]?.icon)}`);
    if (colours.size === 3 && icons.size === 3) out.push("clash");
    return out;
  }

  /** A lit place to knit the picked card: one move plays, several open the last choice. */
  private targetButton(key: string, moves: LM[], text: string, covering?: number): HTMLElement {
    const [only] = moves;
    const busy = this.ctx.busy;
    const chosen = this.pick?.target === key;
    const under = covering !== undefined ? this.card(covering, "mini", { className: "ucs-under-target" }) : null;
    under?.removeAttribute("role");
    under?.removeAttribute("aria-label");
    under?.setAttribute("aria-hidden", "true");
    const maria = moves.every(({ move }) => move.type === "draft" && move.use_maria);
    const face = [
      under,
      h("span", { class: "ucs-target-text", "aria-hidden": "true" }, text, maria ? h("span", { class: "ucs-target-maria" }, "with Maria") : null),
    ];
    if (moves.length === 1 && only) {
      return h(
        "button",
        { type: "button", class: "ucs-target ucs-live ucs-slot-target", disabled: busy, data: { moveIndex: only.index, ucsTarget: key, focus: `target:${key}` }, on: { click: () => void this.ctx.act(only.move) } },
        h("span", { class: "visually-hidden" }, only.label),
        face,
      );
    }
    const pick = this.pick;
    return h(
      "button",
      {
        type: "button",
        class: ["ucs-target", "ucs-live", "ucs-slot-target", chosen && "ucs-picked"],
        disabled: busy,
        "aria-pressed": chosen ? "true" : "false",
        data: { ucsPick: `target:${key}`, ucsTarget: key, focus: `target:${key}` },
        on: { click: () => pick && this.actions.choose({ ...pick, target: chosen ? undefined : key }) },
      },
      h("span", { class: "visually-hidden" }, `${moves[0]?.label.replace(/,.*$/, "") ?? text}: ${moves.length} ways, choose below`),
      face,
    );
  }

  /** The new sweater a picked card may start, with its lit slots (or its middle, for a floating patch). */
  private newSweater(): HTMLElement | null {
    const targets = this.targets();
    const keys = [...targets.keys()].filter((key) => key.startsWith("new:"));
    if (keys.length === 0) return null;
    const cells = SLOTS.map((slot) => {
      const key = `new:${slot}`;
      const here = targets.get(key);
      return h("div", { class: ["ucs-slot", `ucs-slot-${slot}`] }, here ? this.targetButton(key, here, `${cap(slot)} slot`) : h("span", { class: "ucs-slot-empty" }, h("span", { "aria-hidden": "true" }, SLOT_LETTER[slot])));
    });
    const float = targets.get("new:float");
    return h(
      "figure",
      { class: "ucs-sweater ucs-sweater-new", "aria-label": "A new sweater" },
      h("div", { class: "ucs-sweater-body" }, sweaterArt(), h("div", { class: "ucs-sweater-slots" }, cells, float ? h("div", { class: "ucs-floating" }, this.targetButton("new:float", float, "Start it here (floats)")) : null)),
      h("figcaption", { class: "ucs-sweater-caption" }, h("span", { class: "ucs-sweater-name" }, "New sweater")),
    );
  }

  // ---- scorepad ----

  private scorepad(): HTMLElement {
    const view = this.view;
    const seats = view.knitting.map((_, seat) => seat);
    return this.section(
      "Scorepad",
      "ucs-scorepad",
      h(
        "table",
        { class: "ucs-score-table" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, "Seat"), view.results.map((_, r) => h("th", { scope: "col" }, `Round ${r + 1}`)), h("th", { scope: "col" }, "Total"))),
        h(
          "tbody",
          null,
          seats.map((seat) =>
            h(
              "tr",
              { class: seat === this.me ? "ucs-mine" : null },
              h("th", { scope: "row" }, this.ctx.seatName(seat)),
              view.results.map((round) => {
                const line = round[seat];
                if (!line) return h("td", null, "—");
                const parts = Object.entries(line.breakdown)
                  .filter(([, points]) => points !== 0)
                  .map(([rule, points]) => `${BREAKDOWN[rule] ?? rule} ${points}`);
                const extra = [parts.join(" · "), line.unbuilt ? `${line.unbuilt} unbuilt` : "", line.santas_met.length ? `Santa met: ${line.santas_met.map((id) => this.box.secret_santas[id]?.name).join(", ")}` : ""].filter(Boolean);
                return h("td", null, h("strong", null, `${line.points} VP`), extra.length ? h("span", { class: "ucs-score-detail" }, extra.join(" · ")) : null);
              }),
              h("td", { class: "ucs-score-total" }, `${this.totals(seat)} VP`),
            ),
          ),
        ),
      ),
      view.santa_box.length > 0 ? h("p", { class: "ucs-sub" }, "Secret Santas revealed: ", view.santa_box.map((id) => `${this.box.secret_santas[id]?.name} (${this.box.secret_santas[id]?.request})`).join("; ")) : null,
    );
  }
}
