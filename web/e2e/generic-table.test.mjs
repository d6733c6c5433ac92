// The generic renderer, kept for games added to the server before they get a table of their own: with
// `yuletide:renderer` set to `generic` in this browser's storage every table is drawn by it, and a bonus game is
// played there from the lobby to the final score by clicking its pieces and labelled moves.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertClean, assertFinalScore, createFromLobby, launch, openPage, playToEnd, randomFrom, SEED, SERVER } from "./harness.mjs";
import { genericMove } from "./moves/generic.mjs";
import { setupOf } from "./setups.mjs";

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test("a browser that asks for the generic table plays Looney Lights on it to the final score", { timeout: 180_000 }, async () => {
  const { page, context, trouble } = await openPage(browser);
  try {
    await page.goto(`${SERVER}/play/`);
    await page.evaluate(() => localStorage.setItem("yuletide:renderer", "generic"));
    const setup = setupOf({ slug: "looney-lights", min_seats: 2 });
    await createFromLobby(page, "looney-lights", { ...setup, seed: SEED });
    await page.waitForSelector(".board .generic");
    assert.equal(await page.locator(".board .lk").count(), 0, "the kit's table is not drawn");
    const clicks = await playToEnd(page, genericMove, { random: randomFrom(1000) });
    assert.ok(clicks > 0, "the seat made at least one move");
    await assertFinalScore(page, setup.seats.length);
    assertClean(trouble);
  } finally {
    await context.close();
  }
});
