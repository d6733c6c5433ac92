// Plays one solo Xmas Sweater game to the end through the typed client, then reads the score.
// Usage: node dist/play.js http://127.0.0.1:8000   (or set YULETIDE_URL). Exits 1 on any failure.
//
// schema.d.ts is generated with `--default-non-nullable false` (see package.json, "generate"). By default
// openapi-typescript 7 types every property that has a `default` as always present. It exempts inline
// request bodies, but every body in this contract is a `$ref` to a shared component, so the exemption never
// applies: a create-game body would have to spell out `seed` and each option's default. The contract's
// `required` lists are the truth for both directions, so we follow them: what the server fills in may be
// left out of a request, and since the contract lists every field of an answer as required (the server
// always sends each one), a view's fields are typed as present.
import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

const GAME = "/v1/xmas-sweater/games/{game_id}" as const;
const MAX_MOVES = 1000;

class PlayFailed extends Error {}

function expect<T>(answer: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (answer.data === undefined) {
    throw new PlayFailed(`${what}: HTTP ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

async function play(baseUrl: string): Promise<void> {
  const client = createClient<paths>({ baseUrl });
  const created = expect(
    await client.POST("/v1/xmas-sweater/games", { body: { seats: [{ kind: "human" }] } }),
    "create the game",
  );
  const token = created.seats[0]?.token;
  if (!token) throw new PlayFailed("the human seat got no token");
  const seat = { params: { path: { game_id: created.game_id } }, headers: { Authorization: `Bearer ${token}` } };
  console.log(`created game ${created.game_id}`);

  let moves = 0;
  for (;;) {
    const view = expect(await client.GET(GAME, seat), "read the view");
    if (view.finished) break;
    if (moves >= MAX_MOVES) throw new PlayFailed(`the game did not finish after ${MAX_MOVES} moves`);
    const legal = expect(await client.GET(`${GAME}/legal-moves`, seat), "read the legal moves");
    const move = legal.moves[0];
    if (move === undefined) throw new PlayFailed(`version ${legal.version}: not finished, yet no legal move`);
    expect(await client.POST(`${GAME}/moves`, { ...seat, body: move }), `post ${JSON.stringify(move)}`);
    moves += 1;
  }

  const score = expect(await client.GET(`${GAME}/score`, seat), "read the score");
  if (!score.final) throw new PlayFailed("the game finished but its score is not final");
  const mine = score.seats.find((entry) => entry.seat === 0);
  console.log(`finished after ${moves} moves; seat 0 scored ${JSON.stringify(mine)}`);
}

const baseUrl = process.argv[2] ?? process.env.YULETIDE_URL;
if (!baseUrl) {
  console.error("usage: node dist/play.js <server url> (or set YULETIDE_URL)");
  process.exit(2);
}
play(baseUrl).catch((error: unknown) => {
  console.error(`play.ts failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
