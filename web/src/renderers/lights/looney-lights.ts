// Looney Lights' table: the discard pile with the current colour, the deck, your hand, every seat's hand size.
// Play by touching a card of your hand (then a colour for a wild card); play a Broken Bulb by touching it, then
// the card it lets you play; draw by touching the deck.
import { h } from "../../dom";
import type { Move } from "../../types";
import { card, handRow, kindName, lightsTable, pile, plainCard, seatPiece, who, zone, type Lit } from "./kit";

type Y = "looney-lights";
type L = Lit<Y>;

function keys(move: Move<Y>): string[] {
  switch (move.type) {
    case "play":
      return [`hand:${move.card}`, ...(move.colour ? [`colour:${move.colour}`] : [])];
    case "play-broken":
      return [`hand:${move.broken}`, `then:${move.then}`, ...(move.colour ? [`colour:${move.colour}`] : [])];
    case "draw":
      return ["deck"];
  }
  return [];
}

function status({ view, ctx }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Turn ${view.turn + 1}`), ` of ${view.max_turns}`),
    h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
    h("span", null, `Colour now: ${view.colour}`),
  ];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing.`];
  if (t.picked.length > 0) return [h("strong", null, "Card picked."), " Touch what comes next, or choose below."];
  if (view.step === "forced" && view.drawn) return [h("strong", null, `You drew ${kindName(view.drawn.kind)}:`), " play it."];
  return [h("strong", null, "Your turn: "), `touch a card that matches ${view.colour} to play it, or the deck to draw.`];
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const broken = t.picked.some((key) => view.hand.some((b) => b.kind === "broken" && key === `hand:${b.card}`));
  const hand = view.hand.map((b, i) => card(t, broken && t.live(`then:${b.card}`) ? `then:${b.card}` : [`hand:${b.card}`, `then:${b.card}`], b.kind, `Your card ${i + 1}: ${kindName(b.kind)}`, { n: i + 1, doing: "Play", note: view.drawn?.card === b.card ? "drawn" : undefined }));
  const seats = view.hand_counts.map((count, seat) =>
    seatPiece(t, `seat:${seat}`, who(ctx, seat), [h("span", null, `${count} card${count === 1 ? "" : "s"}`), view.active === seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null]),
  );
  return [
    h(
      "div",
      { class: "lk-zones" },
      zone("The table", [
        h(
          "div",
          { class: "lk-row" },
          pile(null, "discard", "Discard pile", view.discard.length, view.top?.kind ?? null, { note: `colour: ${view.colour}` }),
          pile(t, "deck", "Bulb deck", view.deck_count, null, { doing: "Draw" }),
          plainCard(view.colour, `The colour now is ${view.colour}`, { note: "colour now" }),
        ),
      ]),
      ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand)]) : null,
    ),
    zone("Players", [h("div", { class: "lk-seats" }, seats)]),
  ];
}

function keyName(key: string): string | null {
  if (key.startsWith("colour:")) return `Call it ${key.slice(7)}`;
  return null;
}

export const looneyLights = lightsTable<Y>("looney-lights", { keys, status, say, draw, keyName });
