// The three main games, each created from the lobby against random bots and played to its final score by
// clicking, with a screenshot of the table mid-game (web/artifacts/screenshots/<slug>.png, a CI artifact); then
// each again at a phone's 390 × 844, where the page must never scroll sideways (<slug>-phone.png).
// Each game's one-move function comes from ./moves/<slug>.mjs, so a dedicated renderer brings its own.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { assertClean, assertFinalScore, catalog, createFromLobby, launch, openPage, playToEnd, randomFrom, screenshot, SEED } from "./harness.mjs";
import { moverFor } from "./moves/index.mjs";
import { MAIN_GAMES, setupOf } from "./setups.mjs";

/** The click after which the table is photographed (or the end, for a shorter game). */
const PHOTO_AT = 6;

const games = await catalog();
let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

// Two tables at once: most of a game's time is spent waiting for the bots and the stream.
describe("the main games at desktop size", { concurrency: 2 }, () => {
  for (const [i, slug] of MAIN_GAMES.entries()) {
    const entry = games.find((game) => game.slug === slug);
    test(`${entry?.title ?? slug}: created from the lobby and played to the final score by clicking`, { timeout: 240_000 }, async () => {
      assert.ok(entry, `${slug} is in the catalog`);
      const { page, context, trouble } = await openPage(browser);
      try {
        const setup = setupOf(entry);
        await createFromLobby(page, slug, { ...setup, seed: SEED });
        let photographed = false;
        const clicks = await playToEnd(page, moverFor(slug), {
          random: randomFrom(2000 + i),
          onClick: async (count) => {
            if (count !== PHOTO_AT) return;
            await page.waitForSelector('main[data-table-state="turn"], main[data-table-state="waiting"], main[data-table-state="finished"]');
            await screenshot(page, slug);
            photographed = true;
          },
        });
        assert.ok(clicks > 0, "the seat made at least one move");
        await assertFinalScore(page, setup.seats.length);
        if (slug === "xmas-sweater") await assertRunningPointsMatchTheScore(page);
        if (!photographed) await screenshot(page, slug);
        await screenshot(page, `${slug}-final`);
        assertClean(trouble);
      } finally {
        await context.close();
      }
    });
  }
});

/** Xmas Sweater's board counts each sheet's points as it goes; at the end they must be the server's final score. */
async function assertRunningPointsMatchTheScore(page) {
  const scored = await page.$$eval(".scoreboard tbody tr[data-seat]", (rows) =>
    rows.map((row) => [row.dataset.seat, row.querySelector("td.number")?.textContent?.trim()]),
  );
  const counted = await page.$$eval("[data-xs-seat][data-xs-total]", (totals) =>
    totals.map((total) => [total.dataset.xsSeat, total.dataset.xsTotal]),
  );
  assert.ok(scored.length > 0, "the scoreboard lists the seats");
  assert.deepEqual(Object.fromEntries(counted), Object.fromEntries(scored), "the board's points are the final score's");
}

describe("the main games at a phone's size", { concurrency: 2 }, () => {
  for (const [i, slug] of MAIN_GAMES.entries()) {
    const entry = games.find((game) => game.slug === slug);
    test(`${entry?.title ?? slug}: played to the final score by touching the table at a phone's 390 × 844, with no sideways scrolling`, { timeout: 240_000 }, async () => {
      const { page, context, trouble } = await openPage(browser);
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        const setup = setupOf(entry);
        await createFromLobby(page, slug, { ...setup, seed: SEED });
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        await playToEnd(page, moverFor(slug), {
          random: randomFrom(2100 + i),
          onClick: async (count) => {
            if (count !== PHOTO_AT) return;
            await screenshot(page, `${slug}-phone`);
            assert.ok((await overflow()) <= 0, "the table does not scroll sideways at 390 px");
          },
        });
        await assertFinalScore(page, setup.seats.length);
        assert.ok((await overflow()) <= 0, "the final page does not scroll sideways at 390 px");
        assertClean(trouble);
      } finally {
        await context.close();
      }
    });
  }
});
