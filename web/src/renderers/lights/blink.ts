// Blink!'s table: the string (the Pattern card in play, its blinking colour marked), the discard pile and the
// deck, your hand by kind, every seat's hand size and Character trophies. Play by touching a card of your hand
// (then a colour for a wild card, and "…and shout Blink!" when it leaves you one card); draw by touching the
// deck; keep a drawn card from the prompt; shout "Blink!" with the big race button, or catch a player who
// forgot by touching them.
import { h } from "../../dom";
import type { Move } from "../../types";
import { byKind, card, handRow, kindName, lightsTable, patternCard, patternOf, pile, raceButton, seatPiece, who, zone, type Lit } from "./kit";

type B = "blink";
type L = Lit<B>;

function keys(move: Move<B>): string[] {
  switch (move.type) {
    case "play":
      return [`kind:${move.kind}`, ...(move.colour ? [`colour:${move.colour}`] : []), ...(move.blink ? ["shout"] : [])];
    case "draw":
      return ["deck"];
    case "keep":
      return ["keep"];
    case "call-blink":
      return ["blink"];
    case "catch":
      return [`seat:${move.seat}`];
  }
  return [];
}

function status({ view, ctx }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Round ${view.round}`), view.championship ? " (championship)" : ""),
    h("span", null, `Turn ${view.turn + 1} of ${view.max_turns}`),
    h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
  ];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  const blinking = view.blinking ? `${kindName(view.blinking)} blinks: play ${view.blinking}, or a colour next to it on the string.` : "Nothing blinks: play any colour of the string.";
  if (t.live("blink") || view.unannounced !== null) {
    const who1 = view.unannounced !== null ? who(ctx, view.unannounced) : "A player";
    if (t.live("blink")) return [h("strong", null, "Shout Blink! "), "you are down to one card: press the big button before anyone catches you."];
    return [h("strong", null, `${who1} has one card and has not shouted Blink!`), t.open ? " Touch them to catch them." : ""];
  }
  if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing. `, blinking];
  if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `Your ${kindName(t.picked[0].slice(5))} is picked.`), " Choose below."];
  if (view.drawing && view.drawn) return [h("strong", null, `You drew ${kindName(view.drawn)}.`), " Touch it to play it, or keep it."];
  return [h("strong", null, "Your turn: "), "touch a card to play it, or the deck to draw. ", blinking];
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, { count: n, doing: "Play", note: view.drawn === kind && view.drawing ? "drawn" : undefined }));
  const string = patternOf(ctx, view.pattern);
  const seats = view.hand_counts.map((count, seat) =>
    seatPiece(t, `seat:${seat}`, who(ctx, seat), [
      h("span", null, `${count} card${count === 1 ? "" : "s"}`),
      (view.trophies[seat] ?? []).length > 0 ? h("span", { class: "lk-muted" }, `Characters won: ${(view.trophies[seat] ?? []).length}`) : null,
      view.active === seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null,
      view.unannounced === seat ? h("span", { class: "lk-badge" }, "one card, no Blink!") : null,
    ], "Catch"),
  );
  const canRace = t.live("blink");
  return [
    canRace || view.race ? raceButton(t, "blink", "Blink!", canRace ? "Shout it before anyone catches you." : undefined) : null,
    h(
      "div",
      { class: "lk-zones" },
      zone("The string", [
        h(
          "div",
          { class: "lk-row" },
          string ? patternCard(null, "", string.key, view.pattern_colours, { note: view.blinking ? `${view.blinking} blinks` : "nothing blinks" }) : null,
          pile(null, "discard", "Discard pile", view.discard_count, view.discard_top),
          pile(t, "deck", "Bulb deck", view.deck_count, null, { doing: "Draw" }),
        ),
        h("p", { class: "lk-muted" }, `Patterns played this round: ${view.strings.length} · Pattern deck: ${view.pattern_deck_count} · Characters left: ${view.characters_left}`),
      ]),
      ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, "by kind", view.hand.length)]) : null,
    ),
    zone("Players", [h("div", { class: "lk-seats" }, seats)]),
  ];
}

function keyName(key: string): string | null {
  if (key.startsWith("colour:")) return `Make it ${key.slice(7)}`;
  if (key === "shout") return "…and shout Blink!";
  if (key === "keep") return "Keep the card";
  return null;
}

export const blink = lightsTable<B>("blink", { keys, status, say, draw, keyName });
