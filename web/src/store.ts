// What this browser remembers, in localStorage: each seat's token (per game and seat, never in a URL), the
// host token and invitation codes of the games it created, the player's name, and its recent games.

const PREFIX = "yuletide";

function read(key: string): string | null {
  try {
    return localStorage.getItem(`${PREFIX}:${key}`);
  } catch {
    return null; // storage disabled: the page still works for this visit
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(`${PREFIX}:${key}`);
    else localStorage.setItem(`${PREFIX}:${key}`, value);
  } catch {
    // storage full or disabled: nothing to keep
  }
}

export function seatToken(slug: string, gameId: string, seat: number): string | null {
  return read(`seat:${slug}:${gameId}:${seat}`);
}

export function keepSeatToken(slug: string, gameId: string, seat: number, token: string): void {
  write(`seat:${slug}:${gameId}:${seat}`, token);
}

export function forgetSeatToken(slug: string, gameId: string, seat: number): void {
  write(`seat:${slug}:${gameId}:${seat}`, null);
}

export function hostToken(slug: string, gameId: string): string | null {
  return read(`host:${slug}:${gameId}`);
}

export function keepHostToken(slug: string, gameId: string, token: string): void {
  write(`host:${slug}:${gameId}`, token);
}

/** The invitation codes of the open seats of a game this browser created, by seat. */
export function invitations(slug: string, gameId: string): Record<number, string> {
  try {
    return JSON.parse(read(`invitations:${slug}:${gameId}`) ?? "{}") as Record<number, string>;
  } catch {
    return {};
  }
}

export function keepInvitations(slug: string, gameId: string, codes: Record<number, string>): void {
  if (Object.keys(codes).length > 0) write(`invitations:${slug}:${gameId}`, JSON.stringify(codes));
}

/** The name this player last used. */
export function playerName(): string {
  return read("name") ?? "";
}

export function keepPlayerName(name: string): void {
  if (name.trim()) write("name", name.trim());
}

export interface RecentGame {
  slug: string;
  gameId: string;
  seat: number;
  title: string;
  at: number;
}

const RECENT_LIMIT = 12;

/** The seats this browser holds, newest first. */
export function recentGames(): RecentGame[] {
  try {
    const games = JSON.parse(read("recent") ?? "[]") as RecentGame[];
    return Array.isArray(games) ? games.filter((game) => seatToken(game.slug, game.gameId, game.seat)) : [];
  } catch {
    return [];
  }
}

export function keepRecentGame(game: Omit<RecentGame, "at">): void {
  const others = recentGames().filter((item) => !(item.gameId === game.gameId && item.seat === game.seat));
  write("recent", JSON.stringify([{ ...game, at: Date.now() }, ...others].slice(0, RECENT_LIMIT)));
}

/** True when this browser asked for the generic table for every game (`yuletide:renderer` = `generic`): how the
 * generic renderer is tried and tested now that every hosted game has a table of its own. */
export function prefersGenericTables(): boolean {
  return read("renderer") === "generic";
}
