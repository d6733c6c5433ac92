// The eleven Christmas Lights bonus games, each drawn by its own table from the Christmas Lights kit
// (web/src/renderers/lights/): created from the lobby against random bots and played to the final score by
// touching pieces on the board only (./moves/lights.mjs: live pieces and the prompt's choices, never the
// labelled-move list), once at desktop size and once at a phone's 390 × 844. At the phone's size the page never
// scrolls sideways and every live piece is at least 24 × 24 CSS pixels (WCAG 2.2, 2.5.8). A screenshot of each
// table mid-game lands in web/artifacts/screenshots/<slug>.png (and <slug>-phone.png).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { assertClean, assertFinalScore, catalog, createFromLobby, launch, openPage, playToEnd, randomFrom, screenshot, SEED } from "./harness.mjs";
import { moverFor } from "./moves/index.mjs";
import { BONUS_GAMES, setupOf } from "./setups.mjs";

/** The click after which the table is photographed and measured (or the end, for a shorter game). */
const PHOTO_AT = 4;
const PHONE = { width: 390, height: 844 };

const titles = Object.fromEntries((await catalog()).map((entry) => [entry.slug, entry.title]));
let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** Sideways overflow of the page, and live pieces smaller than 24 × 24. */
async function measure(page) {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    small: [...document.querySelectorAll(".lk [data-lk-live], .lk [data-lk-choice]")]
      .filter((item) => item.offsetParent !== null)
      .map((item) => ({ key: item.dataset.lkKey ?? item.textContent, box: item.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ key, box }) => `${key} ${Math.round(box.width)}×${Math.round(box.height)}`),
  }));
}

// Two tables at once: most of a game's time is spent waiting for the bots and the stream, not the processor.
describe("the bonus games' tables", { concurrency: 2 }, () => {
  for (const [i, slug] of BONUS_GAMES.entries()) {
    for (const phone of [false, true]) {
      const size = phone ? "a phone's 390 × 844" : "desktop size";
      test(`${titles[slug] ?? slug}: its own table is played to the final score by touching pieces only, at ${size}`, { timeout: 180_000 }, async () => {
        const { page, context, trouble } = await openPage(browser);
        try {
          if (phone) await page.setViewportSize(PHONE);
          const setup = setupOf({ slug, min_seats: 1 });
          await createFromLobby(page, slug, { ...setup, seed: SEED });
          await page.waitForSelector(".board .lk");
          const name = phone ? `${slug}-phone` : slug;
          let photographed = false;
          const check = async () => {
            await page.waitForSelector('main[data-table-state="turn"], main[data-table-state="waiting"], main[data-table-state="finished"]');
            await screenshot(page, name);
            photographed = true;
            if (!phone) return;
            const { overflow, small } = await measure(page);
            assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px at 390 px`);
            assert.deepEqual(small, [], "live pieces smaller than 24 × 24");
          };
          const clicks = await playToEnd(page, moverFor(slug), {
            random: randomFrom(3000 + i * 2 + (phone ? 1 : 0)),
            onClick: async (count) => {
              if (count === PHOTO_AT) await check();
            },
          });
          assert.ok(clicks > 0, "the seat made at least one move");
          await assertFinalScore(page, setup.seats.length);
          if (!photographed) await check();
          if (phone) assert.ok((await measure(page)).overflow <= 0, "the final page does not scroll sideways at 390 px");
          assertClean(trouble);
        } finally {
          await context.close();
        }
      });
    }
  }
});
