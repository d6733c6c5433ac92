// Lights On's table: the four-card Market, your hand, the gestures made this round, both teams' tokens, and
// your team's secret signal. Say ready with the big button; swap by touching a card of yours, then a Market
// card; make a gesture by touching it; call "Lights ON!" with the big race button, or "Lights OFF!" by touching
// an opponent; ask for new lights and vote with the buttons in the prompt.
import { h } from "../../dom";
import type { Move } from "../../types";
import { byKind, card, handRow, kindName, lightsTable, piece, raceButton, seatPiece, who, zone, type Lit } from "./kit";

type O = "lights-on";
type L = Lit<O>;

function keys(move: Move<O>): string[] {
  switch (move.type) {
    case "ready":
      return ["ready"];
    case "swap":
      return [`kind:${move.give}`, `market:${move.take}`];
    case "gesture":
      return [`gesture:${move.g}`];
    case "call-lights-on":
      return ["lights-on"];
    case "call-lights-off":
      return [`seat:${move.seat}`];
    case "ask-new-lights":
      return ["ask-new"];
    case "vote":
      return [move.yes ? "vote:yes" : "vote:no"];
  }
  return [];
}

function gestureName(ctx: L["ctx"], id: string): string {
  return (ctx.catalog as unknown as { gestures?: { id: string; name: string }[] }).gestures?.find((g) => g.id === id)?.name ?? id;
}

function status({ view }: L): (Node | string | null)[] {
  return [
    h("span", null, h("strong", null, `Round ${view.round}`), ` of ${view.max_rounds}`),
    h("span", null, `Team 1 (seats 1 and 3): ${view.plugs[0] ?? 0} Plugs, ${view.brokens[0] ?? 0} Brokens`),
    h("span", null, `Team 2 (seats 2 and 4): ${view.plugs[1] ?? 0} Plugs, ${view.brokens[1] ?? 0} Brokens`),
  ];
}

function say({ view, ctx, t }: L): (Node | string)[] {
  const signal = view.signal ? [" Your team's secret signal: ", h("strong", null, gestureName(ctx, view.signal)), "."] : [];
  if (view.finished) return ["The game is over."];
  if (view.step === "countdown") return [h("strong", null, "Countdown: "), t.live("ready") ? "press Ready when you are; nobody looks at their cards before GO." : "waiting for everyone to be ready.", ...signal];
  if (!t.open) return ["Waiting…", ...signal];
  if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `Your ${kindName(t.picked[0].slice(5))} is picked.`), " Touch a Market card to swap it."];
  if (view.vote_open) return [h("strong", null, "New lights? "), `${view.asker !== null ? who(ctx, view.asker) : "A seat"} asked to replace the Market. Vote below, or keep playing.`, ...signal];
  return [h("strong", null, "Race! "), "Swap a card of yours with the Market, make a gesture to your teammate, or call Lights ON when your team holds four of a kind.", ...signal];
}

function draw(lit: L): (Node | null)[] {
  const { view, ctx, t } = lit;
  const myTeam = view.team;
  const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, { count: n, doing: "Give" }));
  const market = view.market.map((m, i) => card(t, `market:${m.id}`, m.kind, `Market card ${i + 1}: ${kindName(m.kind)}`, { n: i + 1, doing: "Take" }));
  const gestures = ((ctx.catalog as unknown as { gestures?: { id: string; name: string }[] }).gestures ?? []).map((g) =>
    piece(t, `gesture:${g.id}`, [g.name, g.id === view.signal ? h("span", { class: "lk-note" }, "our signal") : null], { name: `Gesture: ${g.name}`, class: "lk-gesture" }),
  );
  const seats = view.hand_counts.map((count, seat) => {
    const team = view.teams.findIndex((members) => members.includes(seat));
    const known = Object.entries(view.known[seat] ?? {}).map(([kind, n]) => `${n} ${kindName(kind)}`);
    return seatPiece(t, `seat:${seat}`, who(ctx, seat), [
      h("span", null, `Team ${team + 1}${team === myTeam ? " (yours)" : ""} · ${count} cards`),
      known.length > 0 ? h("span", { class: "lk-muted" }, `surely holds ${known.join(", ")}`) : null,
      view.ready.includes(seat) && view.step === "countdown" ? h("span", { class: "lk-badge" }, "ready") : null,
      view.voted.includes(seat) ? h("span", { class: "lk-badge" }, "voted") : null,
    ], "Lights OFF!");
  });
  const made = view.gestures.slice(-8).map((g) => h("li", null, `${who(ctx, g.seat)}: ${gestureName(ctx, g.gesture)}`));
  const last = view.last_call;
  return [
    view.step === "countdown" ? raceButton(t, "ready", "Ready", "The round starts once all four are ready.") : raceButton(t, "lights-on", "Lights ON!", "Call it when your team holds four of a kind."),
    h(
      "div",
      { class: "lk-zones" },
      ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, view.hand.length === 0 ? "(not looked at yet)" : "by kind", view.hand.length)]) : null,
      zone("The Market", [h("div", { class: "lk-row" }, market), h("p", { class: "lk-muted" }, `Deck: ${view.deck_count} · discarded this round: ${view.discard.length}`)]),
    ),
    h(
      "div",
      { class: "lk-zones" },
      zone("Gestures", [h("div", { class: "lk-row" }, gestures), made.length > 0 ? h("ol", { class: "lk-small-text" }, made) : h("p", { class: "lk-empty" }, "No gesture yet this round.")]),
      zone("Players", [
        h("div", { class: "lk-seats" }, seats),
        last ? h("p", { class: "lk-small-text" }, `Last call: ${who(ctx, last.caller)} called ${last.call === "lights-on" ? "Lights ON" : `Lights OFF on ${who(ctx, last.seat)}`}; ${who(ctx, last.seat)} showed ${last.kinds.map(kindName).join(", ")}: ${last.lit ? "lit" : "not lit"}.`) : null,
      ]),
    ),
  ];
}

function keyName(key: string): string | null {
  if (key === "vote:yes") return "Vote yes: new lights";
  if (key === "vote:no") return "Vote no: keep these";
  if (key === "ask-new") return "Ask for new lights";
  return null;
}

export const lightsOn = lightsTable<O>("lights-on", { keys, status, say, draw, keyName });
