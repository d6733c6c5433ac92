// Every game without a dedicated renderer is created from the lobby against random bots and played to its
// final score by clicking the generic table: a piece when a move names one, else a labelled move.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertClean, assertFinalScore, catalog, createFromLobby, launch, openPage, playToEnd, randomFrom, SEED } from "./harness.mjs";
import { genericMove } from "./moves/generic.mjs";
import { MAIN_GAMES, setupOf } from "./setups.mjs";

const games = (await catalog()).filter((entry) => !MAIN_GAMES.includes(entry.slug));
let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test("the catalog has games for the generic table", () => {
  assert.ok(games.length > 0);
});

for (const [i, entry] of games.entries()) {
  test(`${entry.title}: the generic table plays it from the lobby to the final score`, { timeout: 180_000 }, async () => {
    const { page, context, trouble } = await openPage(browser);
    try {
      const setup = setupOf(entry);
      await createFromLobby(page, entry.slug, { ...setup, seed: SEED });
      const clicks = await playToEnd(page, genericMove, { random: randomFrom(1000 + i) });
      assert.ok(clicks > 0, "the seat made at least one move");
      await assertFinalScore(page, setup.seats.length);
      assertClean(trouble);
    } finally {
      await context.close();
    }
  });
}
