// Hash routes, so the static server needs no fallbacks: /play/#/..., parsed here and nowhere else.
//
//   #/                                  the lobby
//   #/new/<slug>                        the new-game form of a game
//   #/<slug>/<game_id>/seat/<n>         the table as seat n (its token comes from localStorage)
//   #/<slug>/<game_id>/watch            the table as a spectator
//   #/join/<slug>/<game_id>?seat=<n>&code=<invitation>   claim an open seat (no code at a public game)

export type Route =
  | { page: "lobby" }
  | { page: "new"; slug: string }
  | { page: "table"; slug: string; gameId: string; seat: number | null }
  | { page: "join"; slug: string; gameId: string; seat: number | null; code: string | null }
  | { page: "missing"; hash: string };

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const GAME_ID = /^[A-Za-z0-9_-]{22}$/;

export function parse(hash: string): Route {
  const [path = "", search = ""] = hash.replace(/^#/, "").split("?", 2);
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const query = new URLSearchParams(search);
  const [first, second, third, fourth, fifth] = parts;
  if (parts.length === 0) return { page: "lobby" };
  if (first === "new" && second && SLUG.test(second) && parts.length === 2) return { page: "new", slug: second };
  if (first === "join" && second && SLUG.test(second) && third && GAME_ID.test(third) && parts.length === 3) {
    const seat = query.get("seat");
    return { page: "join", slug: second, gameId: third, seat: seat !== null && /^\d+$/.test(seat) ? Number(seat) : null, code: query.get("code") };
  }
  if (first && SLUG.test(first) && second && GAME_ID.test(second)) {
    if (third === "seat" && fourth && /^\d+$/.test(fourth) && fifth === undefined) return { page: "table", slug: first, gameId: second, seat: Number(fourth) };
    if (third === "watch" && fourth === undefined) return { page: "table", slug: first, gameId: second, seat: null };
  }
  return { page: "missing", hash };
}

export function lobbyHref(): string {
  return "#/";
}

export function newGameHref(slug: string): string {
  return `#/new/${slug}`;
}

export function tableHref(slug: string, gameId: string, seat: number | null): string {
  return seat === null ? `#/${slug}/${gameId}/watch` : `#/${slug}/${gameId}/seat/${seat}`;
}

export function joinHref(slug: string, gameId: string, seat: number, code: string | null): string {
  const query = new URLSearchParams({ seat: String(seat) });
  if (code) query.set("code", code);
  return `#/join/${slug}/${gameId}?${query}`;
}

/** The full link to hand to an invited player: this page's address with the join route. */
export function absolute(href: string): string {
  return `${location.origin}${location.pathname}${href}`;
}

export function go(href: string): void {
  if (location.hash === href) window.dispatchEvent(new HashChangeEvent("hashchange"));
  else location.hash = href;
}
