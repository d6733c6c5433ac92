// Joining a game by invitation (or from the lobby's open tables): see the table, give a name, take the seat.
// The seat's token lands in localStorage, and the player goes to the table.
import * as api from "../api";
import { ApiProblem } from "../api";
import { h } from "../dom";
import { go, lobbyHref, tableHref } from "../router";
import * as store from "../store";
import type { Slug, View } from "../types";
import { loading, problemBox } from "./common";

export function joinPage(root: HTMLElement, slug: Slug, gameId: string, seat: number | null, code: string | null): () => void {
  let gone = false;
  root.replaceChildren(loading("the game"));
  Promise.all([api.catalog(), api.view(slug, gameId, null)])
    .then(([catalog, view]) => {
      if (gone) return;
      const title = catalog.games.find((game) => game.slug === slug)?.title ?? slug;
      document.title = `Join ${title} · Yuletide`;
      root.replaceChildren(page(slug, gameId, title, view, seat ?? view.table.seats.find((item) => item.status === "open")?.seat ?? null, code));
    })
    .catch((error: unknown) => {
      if (!gone) root.replaceChildren(h("main", null, h("h1", null, "Join a game"), error instanceof ApiProblem ? problemBox(error) : String(error)));
    });
  return () => {
    gone = true;
  };
}

function page(slug: Slug, gameId: string, title: string, view: View, seat: number | null, code: string | null): HTMLElement {
  const seats = view.table.seats;
  const target = seat === null ? undefined : seats[seat];
  const held = seat !== null && store.seatToken(slug, gameId, seat);
  const intro = h("ul", { class: "seats" }, seats.map((item) => h("li", { class: ["seat", item.seat === seat && "you"] }, h("span", { class: "seat-name" }, item.name), h("span", { class: "badge" }, item.status === "open" ? "open seat" : item.status === "ai" ? "bot" : "player"))));
  const head = [h("p", { class: "crumbs" }, h("a", { href: lobbyHref() }, "Lobby"), " / ", title), h("h1", null, `Join ${title}`), intro];
  if (held && seat !== null) {
    return h("main", null, head, h("p", null, "You already hold this seat here. ", h("a", { href: tableHref(slug, gameId, seat) }, "Go to the table")));
  }
  if (!target || target.status !== "open" || view.finished) {
    return h("main", null, head, h("p", null, view.finished ? "This game is over. " : "This seat is taken. ", h("a", { href: tableHref(slug, gameId, null) }, "Watch the game")));
  }
  const alert = h("div", { role: "alert", class: "alert-slot" });
  const name = h("input", { id: "claim-name", type: "text", required: true, maxlength: 40, autocomplete: "nickname", value: store.playerName() });
  const submit = h("button", { type: "submit", class: "primary" }, `Take seat ${target.seat + 1}`);
  const claim = async (event: Event) => {
    event.preventDefault();
    alert.replaceChildren();
    if (!name.value.trim()) {
      alert.replaceChildren(h("div", { class: "problem" }, h("strong", null, "Your name, please."), " The table shows it to the other players."));
      name.focus();
      return;
    }
    submit.disabled = true;
    try {
      const claimed = await api.claim(slug, gameId, target.seat, code ? { name: name.value.trim(), code } : { name: name.value.trim() });
      store.keepSeatToken(slug, gameId, target.seat, claimed.token);
      store.keepPlayerName(name.value);
      go(tableHref(slug, gameId, target.seat));
    } catch (error) {
      alert.replaceChildren(error instanceof ApiProblem ? problemBox(error) : String(error));
      submit.disabled = false;
    }
  };
  return h(
    "main",
    { class: "join" },
    head,
    h("p", null, `${code ? "You are invited to" : "You may take"} seat ${target.seat + 1} of this game of ${title}. The table will show your name to the other players.`),
    h("form", { on: { submit: (event) => void claim(event) }, novalidate: true }, h("div", { class: "field" }, h("label", { for: "claim-name" }, "Your name"), name), alert, submit),
  );
}
