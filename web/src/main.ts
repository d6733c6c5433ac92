// The client's entry: the hash router picks a page; each page answers a function that tears it down.
import "./style.css";
import { h } from "./dom";
import { joinPage } from "./pages/join";
import { lobbyPage } from "./pages/lobby";
import { newGamePage } from "./pages/new-game";
import { tablePage } from "./pages/table";
import { lobbyHref, parse } from "./router";
import type { Slug } from "./types";

const app = document.getElementById("app") as HTMLElement;
let leave: (() => void) | null = null;

function route(): void {
  leave?.();
  leave = null;
  const target = parse(location.hash);
  const root = h("div", { class: "page", id: "content", tabindex: -1 });
  app.replaceChildren(h("a", { class: "skip", href: "#content", on: { click: (event) => (event.preventDefault(), root.focus()) } }, "Skip to content"), root);
  switch (target.page) {
    case "lobby":
      leave = lobbyPage(root);
      break;
    case "new":
      leave = newGamePage(root, target.slug as Slug);
      break;
    case "table":
      leave = tablePage(root, target.slug as Slug, target.gameId, target.seat);
      break;
    case "join":
      leave = joinPage(root, target.slug as Slug, target.gameId, target.seat, target.code);
      break;
    case "missing":
      document.title = "Not found · Yuletide";
      root.append(h("main", null, h("h1", null, "Nothing here"), h("p", null, h("a", { href: lobbyHref() }, "Go to the lobby"))));
  }
  window.scrollTo(0, 0);
}

window.addEventListener("hashchange", route);
route();
