// Check the Box's table: your hand by kind, every seat's hand size, completed sets and what the table knows
// it holds, the box pile, and the last ask. Ask by touching a kind in your hand, then the player to ask; use a
// Present or let it go, and go on after a draw, from the prompt.
import { h } from "../../dom";
import type { Move } from "../../types";
import { byKind, card, handRow, kindName, lightsTable, pile, plainCard, seatPiece, who, zone, type Lit } from "./kit";

type C = "check-the-box";
type L = Lit<C>;

function keys(move: Move<C>): string[] {
  if (move.type === "ask") return [`kind:${move.kind}`, `seat:${move.seat}`];
  return [move.type];
}

function status({ view, ctx }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Turn ${view.turn + 1}`), ` of ${view.max_turns}`),
    h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
  ];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  if (view.finished) return ["The game is over."];
  const last = view.last_ask;
  const said = last ? `${who(ctx, last.seat)} asked ${who(ctx, last.target)} for ${kindName(last.kind)}: ${last.handed > 0 ? `got ${last.handed}.` : "Check the Box!"} ` : "";
  if (!t.open) return [said, view.active === ctx.seat ? "" : `${ctx.seatName(view.active)} is playing.`];
  if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `${kindName(t.picked[0].slice(5))} picked.`), " Touch the player to ask."];
  if (view.drawing === ctx.seat) return [said, h("strong", null, view.bonus > 0 ? "A Present! " : "You drew from the box. "), "Choose below."];
  return [said, h("strong", null, "Your ask: "), "touch a kind in your hand, then the player you ask for it. Four of a kind make a set."];
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, { count: n, doing: "Ask" }));
  const seats = view.seats.map((area) =>
    h(
      "div",
      { class: "lk-zone", data: { seat: area.seat } },
      area.seat === ctx.seat
        ? h("h2", { class: "lk-zone-title" }, "You", h("span", { class: "lk-muted" }, ` · ${area.hand_count} card${area.hand_count === 1 ? "" : "s"}`))
        : seatPiece(t, `seat:${area.seat}`, who(ctx, area.seat), [
            h("span", null, `${area.hand_count} card${area.hand_count === 1 ? "" : "s"}`),
            Object.keys(area.known).length > 0 ? h("span", { class: "lk-muted" }, `holds ${Object.entries(area.known).map(([k, n]) => `${n} ${kindName(k)}`).join(", ")}`) : null,
            view.active === area.seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null,
          ], "Ask"),
      h("div", { class: "lk-row" }, area.sets.length > 0 ? area.sets.map((kind) => plainCard(kind, `A set of ${kindName(kind)}`, { small: true, note: "set" })) : h("span", { class: "lk-empty" }, "No sets yet.")),
    ),
  );
  return [
    h(
      "div",
      { class: "lk-zones" },
      ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, view.bonus > 0 ? `and ${view.bonus} Present${view.bonus === 1 ? "" : "s"}` : "by kind", view.hand.length)]) : null,
      zone("The box", [pile(null, "pile", "Box pile", view.pile_count)]),
    ),
    h("div", { class: "lk-zones" }, seats),
  ];
}

function keyName(key: string): string | null {
  if (key === "draw-two") return "Use a Present: draw two more";
  if (key === "decline") return "Let the Present go";
  return null;
}

export const checkTheBox = lightsTable<C>("check-the-box", { keys, status, say, draw, keyName });
