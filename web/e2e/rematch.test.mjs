// Around a game: a turn clock counting down in the header, a spectator following the game, and the rematch
// button that seats the same players at a new game once the final score is in.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertClean, assertFinalScore, createFromLobby, launch, openPage, playToEnd, randomFrom, SEED } from "./harness.mjs";
import { moverFor } from "./moves/index.mjs";

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

const gameIdOf = (url) => url.match(/#\/[a-z-]+\/([A-Za-z0-9_-]{22})\//)?.[1];

test("a clocked game shows its deadline, a spectator follows it, and Rematch seats everyone again", { timeout: 120_000 }, async () => {
  const player = await openPage(browser);
  const watcher = await openPage(browser);
  try {
    const url = await createFromLobby(player.page, "festival-of-lights", { seats: ["human", "ai:random", "ai:random"], names: { 0: "Holly" }, seed: SEED, turnSeconds: 600 });
    const gameId = gameIdOf(url);
    assert.ok(gameId, "the table's address names the game");
    await player.page.locator('.seat[data-seat="0"] time.deadline').filter({ hasText: /^\d+:\d\d left$/ }).waitFor();

    await watcher.page.goto(url.replace(/\/seat\/0$/, "/watch"));
    await watcher.page.locator(".moves", { hasText: "You are watching this game." }).waitFor();

    await playToEnd(player.page, moverFor("festival-of-lights"), { random: randomFrom(99) });
    await assertFinalScore(player.page, 3);
    await watcher.page.locator('.scoreboard[data-final="true"]').waitFor();
    const watched = await watcher.page.locator(".log li").count();
    assert.ok(watched > 0, "the spectator's log filled in live");

    await player.page.getByRole("button", { name: "Rematch" }).click();
    await player.page.waitForFunction((old) => !location.hash.includes(old) && /\/seat\/0$/.test(location.hash), gameId);
    await player.page.locator('main.table-page:is([data-table-state="turn"], [data-table-state="waiting"])').waitFor();
    const names = await player.page.locator(".seat .seat-name").allInnerTexts();
    assert.deepEqual(names, ["Holly", "Random bot 2", "Random bot 3"], "the same seats and names");
    await player.page.locator('.seat[data-seat="0"] time.deadline').waitFor();
    assertClean(player.trouble);
    assertClean(watcher.trouble);
  } finally {
    await Promise.all([player.context.close(), watcher.context.close()]);
  }
});
