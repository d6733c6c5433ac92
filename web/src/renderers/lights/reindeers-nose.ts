// Reindeer's Nose's table: your hand by colour, the card you passed face down, every seat's hand size and
// whether it has passed (a face-down card), the noses touched, the Pattern pile of penalties. Pass a card by
// touching it; touch your nose with the big race button the moment anyone does (or when your hand is four of a
// colour).
import { h } from "../../dom";
import type { Move } from "../../types";
import { byKind, card, handRow, kindName, lightsTable, patternCard, patternOf, plainCard, raceButton, who, zone, type Lit } from "./kit";

type R = "reindeers-nose";
type L = Lit<R>;

function keys(move: Move<R>): string[] {
  if (move.type === "pass-card") return [`kind:${move.colour}`];
  return ["nose"];
}

function status({ view }: L): (Node | string | null)[] {
  return [h("span", null, h("strong", null, `Hand ${view.hand_number}`), ` of ${view.max_hands}`), h("span", null, `Pass ${view.passes + 1} of ${view.max_passes}`)];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  if (t.live("nose")) return [h("strong", null, "Touch your nose! "), view.touched.length > 0 ? `${view.touched.map((seat) => who(ctx, seat)).join(", ")} touched first: be quick.` : "Four of a colour: touch it first."];
  if (t.open) return [h("strong", null, "Pass a card: "), "touch a card of your hand to pass it face down to the left. Collect four of a colour."];
  return [view.sealed ? `You passed ${kindName(view.sealed)} face down. ` : "", "Waiting for the others to pass."];
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, { count: n, doing: "Pass" }));
  const top = view.pattern_top !== null ? patternOf(ctx, view.pattern_top) : null;
  const seats = view.hand_counts.map((count, seat) =>
    h(
      "div",
      { class: "lk-seat", data: { seat } },
      h("strong", null, who(ctx, seat)),
      h("span", null, `${count} cards · penalties ${view.pattern_counts[seat] ?? 0} of 3`),
      view.committed.includes(seat) ? plainCard(null, `${who(ctx, seat)} passed a card face down`, { small: true, note: seat === ctx.seat && view.sealed ? kindName(view.sealed) : "passed" }) : null,
      view.touched.includes(seat) ? h("span", { class: "lk-badge lk-badge-turn" }, `touched nose ${view.touched.indexOf(seat) + 1}.`) : null,
    ),
  );
  return [
    raceButton(t, "nose", "Touch your nose!", t.live("nose") ? "The last to touch takes a Pattern card." : "Opens when a player has four of a colour."),
    h(
      "div",
      { class: "lk-zones" },
      ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, `colours in play: ${view.colours.join(", ")}`, view.hand.length)]) : null,
      zone("Penalty pile", [top ? patternCard(null, "", top.key, top.bulbs, { note: `${view.pattern_pile_count} left` }) : h("p", { class: "lk-empty" }, "Empty.")]),
    ),
    zone("Players", [h("div", { class: "lk-seats" }, seats)]),
  ];
}

export const reindeersNose = lightsTable<R>("reindeers-nose", { keys, status, say, draw });
