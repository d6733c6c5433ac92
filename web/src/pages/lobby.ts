// The lobby: the player's name, the games this browser holds a seat in, every hosted game with a link to
// start one, the public tables with an open seat, and a box to paste an invitation link into.
import * as api from "../api";
import { ApiProblem } from "../api";
import { h } from "../dom";
import { go, joinHref, newGameHref, parse, tableHref } from "../router";
import * as store from "../store";
import type { CatalogEntry, PublicGame, Slug } from "../types";
import { loading, problemBox } from "./common";

export function lobbyPage(root: HTMLElement): () => void {
  let gone = false;
  document.title = "Yuletide";
  const games = h("section", { class: "catalog", "aria-labelledby": "games-heading" }, h("h2", { id: "games-heading" }, "Games"), loading("the games"));
  const open = h("section", { class: "open-tables", "aria-labelledby": "open-heading" }, h("h2", { id: "open-heading" }, "Open tables"), loading("the open tables"));
  root.replaceChildren(
    h(
      "main",
      { class: "lobby" },
      h("h1", null, "Yuletide"),
      h("p", { class: "summary" }, "Holiday tabletop games: start one against bots or friends, or take an open seat."),
      nameField(),
      recent(),
      games,
      open,
      joinBox(),
    ),
  );

  api
    .catalog()
    .then(async (catalog) => {
      if (gone) return;
      games.replaceChildren(games.firstChild as Node, h("ul", { class: "game-cards" }, catalog.games.map(card)));
      const lists = await Promise.all(catalog.games.map((entry) => api.lobby(entry.slug as Slug, 10).then((lobby) => lobby.games.map((game) => ({ entry, game })), () => [])));
      if (gone) return;
      const tables = lists.flat().sort((a, b) => b.game.created_at.localeCompare(a.game.created_at));
      open.replaceChildren(
        open.firstChild as Node,
        tables.length === 0 ? h("p", null, "No public game is waiting for players right now.") : h("ul", { class: "tables" }, tables.map(({ entry, game }) => openTable(entry, game))),
      );
    })
    .catch((error: unknown) => {
      if (!gone) games.replaceChildren(games.firstChild as Node, error instanceof ApiProblem ? problemBox(error) : String(error));
    });
  return () => {
    gone = true;
  };
}

function nameField(): HTMLElement {
  const input = h("input", { id: "player-name", type: "text", maxlength: 40, autocomplete: "nickname", value: store.playerName() });
  input.addEventListener("change", () => store.keepPlayerName(input.value));
  return h("div", { class: "field player-name" }, h("label", { for: "player-name" }, "Your name at the table"), input);
}

function recent(): HTMLElement | null {
  const games = store.recentGames();
  if (games.length === 0) return null;
  return h(
    "section",
    { "aria-labelledby": "recent-heading" },
    h("h2", { id: "recent-heading" }, "Your games"),
    h("ul", { class: "recent" }, games.map((game) => h("li", null, h("a", { href: tableHref(game.slug, game.gameId, game.seat) }, `${game.title}, seat ${game.seat + 1}`), ` (${new Date(game.at).toLocaleString()})`))),
  );
}

function card(entry: CatalogEntry): HTMLElement {
  const seats = entry.min_seats === entry.max_seats ? `${entry.min_seats} seat${entry.min_seats === 1 ? "" : "s"}` : `${entry.min_seats}–${entry.max_seats} seats`;
  return h(
    "li",
    { class: "game-card", data: { slug: entry.slug } },
    h("h3", null, entry.title),
    h("p", null, entry.summary),
    h("p", { class: "facts" }, seats, entry.simultaneous ? " · moves at once" : "", entry.hidden_information ? " · hidden information" : ""),
    h("a", { class: "button primary", href: newGameHref(entry.slug), "aria-label": `New game of ${entry.title}` }, "New game"),
  );
}

function openTable(entry: CatalogEntry, game: PublicGame): HTMLElement {
  const seats = game.table.seats;
  const free = seats.filter((seat) => seat.status === "open");
  return h(
    "li",
    { class: "open-table" },
    h("strong", null, entry.title),
    ` · ${seats.map((seat) => seat.name).join(", ")} · `,
    `${free.length} open seat${free.length === 1 ? "" : "s"} `,
    free[0] ? h("a", { class: "button", href: joinHref(entry.slug, game.game_id, free[0].seat, null) }, "Take a seat") : null,
  );
}

function joinBox(): HTMLElement {
  const input = h("input", { id: "invitation", type: "url", placeholder: "Paste an invitation link" });
  const note = h("p", { class: "hint", role: "status" });
  const join = (event: Event) => {
    event.preventDefault();
    const hash = input.value.includes("#") ? input.value.slice(input.value.indexOf("#")) : "";
    if (parse(hash).page !== "join") {
      note.textContent = "That is not an invitation link: it should contain #/join/.";
      return;
    }
    go(hash);
  };
  return h(
    "section",
    { "aria-labelledby": "join-heading" },
    h("h2", { id: "join-heading" }, "Join with an invitation"),
    h("form", { class: "join-box", on: { submit: join } }, h("label", { for: "invitation" }, "Invitation link"), input, h("button", { type: "submit" }, "Join"), note),
  );
}
