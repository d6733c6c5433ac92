// The README's walk-through through the typed client: the catalog, a solo Xmas Sweater game created, its view,
// its legal moves, one move, the score. It needs nothing but answers of the documented shapes, so it runs both
// against a live server and against a mock that answers the contract's examples (Prism).
// Usage: node dist/walk.js http://127.0.0.1:8000   (or set YULETIDE_URL). Exits 1 on any failure.
import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

const GAME = "/v1/xmas-sweater/games/{game_id}" as const;

class WalkFailed extends Error {}

function expect<T>(answer: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (answer.data === undefined) {
    throw new WalkFailed(`${what}: HTTP ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new WalkFailed(what);
}

async function walk(baseUrl: string): Promise<void> {
  const client = createClient<paths>({ baseUrl });
  const catalog = expect(await client.GET("/v1/games"), "read the catalog");
  check(catalog.games.some((game) => game.slug === "xmas-sweater"), "the catalog lists Xmas Sweater");

  const created = expect(
    await client.POST("/v1/xmas-sweater/games", { body: { seats: [{ kind: "human" }] } }),
    "create a game",
  );
  const token = created.seats[0]?.token;
  check(typeof token === "string" && token.length > 0, "the human seat got a token");
  const seat = { params: { path: { game_id: created.game_id } }, headers: { Authorization: `Bearer ${token}` } };

  const view = expect(await client.GET(GAME, seat), "read the view");
  check(view.game_id === created.game_id || view.game_id.length === 22, "the view names its game");
  const legal = expect(await client.GET(`${GAME}/legal-moves`, seat), "read the legal moves");
  const move = legal.moves[0];
  check(move !== undefined && legal.labels.length === legal.moves.length, "every legal move has its label");
  const after = expect(await client.POST(`${GAME}/moves`, { ...seat, body: move! }), "make a move");
  check(Number.isInteger(after.version), "the answer is the seat's new view");
  const score = expect(await client.GET(`${GAME}/score`, seat), "read the score");
  check(Array.isArray(score.seats), "the scoreboard lists the seats");
  console.log(`walked: ${catalog.games.length} games, ${legal.moves.length} legal moves, "${legal.labels[0]}"`);
}

const baseUrl = process.argv[2] ?? process.env.YULETIDE_URL;
if (!baseUrl) {
  console.error("usage: node dist/walk.js <server url> (or set YULETIDE_URL)");
  process.exit(2);
}
walk(baseUrl).catch((error: unknown) => {
  console.error(`walk.ts failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
