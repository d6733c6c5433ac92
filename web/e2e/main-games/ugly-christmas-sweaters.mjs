// Ugly Christmas Sweaters: make one legal move by clicking pieces on the board (never the fallback move list).
//
// The renderer marks what can be clicked:
//   [data-move-index]  a piece, target or prompt button that plays one legal move at once (hand card, pool card,
//                      lit slot, Fad, Billy / Tina / decline buttons, the last "finish the move" choices);
//   [data-ucs-pick]    a piece several moves name: clicking it picks it up and lights the second choice
//                      (a pool card to copy, a slot to knit into, or a slot that opens the last choices);
//   .ucs[data-ucs-turn="yes"]  the board once the seat's legal moves are read and no move is on its way.
// Every kind of decision (play, lead a patch, draft, knit, Maria, floating patch, Billy, Tina, claim a Fad)
// reaches a [data-move-index] button in at most three clicks.

const BOARD = "section.board .ucs";
const READY = `${BOARD}[data-ucs-turn="yes"]`;
const DIRECT = `${BOARD} [data-move-index]:not([disabled])`;
const TARGET = `${BOARD} [data-ucs-target][data-move-index]:not([disabled])`;
const PICK = `${BOARD} [data-ucs-pick]:not([disabled]):not([aria-pressed="true"])`;
const TARGET_PICK = `${BOARD} [data-ucs-target][data-ucs-pick]:not([disabled]):not([aria-pressed="true"])`;

let calls = 0;

/**
 * Make one legal move by clicking the board, and return once the click that posts it is taken in.
 *
 * The second argument is either the harness's seeded `random()` (a function giving numbers in [0, 1)), which
 * then draws every click, or options `{ timeout }`; without a `random` the clicks follow a fixed sequence
 * that varies from call to call, so a game played with it goes through picks, lit targets and every prompt.
 * @param {import("playwright-core").Page} page
 * @param {(() => number) | { timeout?: number, random?: () => number }} [options]
 */
export async function makeMove(page, options = {}) {
  const random = typeof options === "function" ? options : options?.random ?? null;
  const timeout = (typeof options === "object" && options?.timeout) || 15000;
  await page.waitForSelector(READY, { timeout });
  await page.waitForSelector(`${DIRECT}, ${PICK}`, { timeout });
  const before = await page.evaluate(() => document.querySelector("main.table-page")?.getAttribute("data-render") ?? "");
  calls += 1;
  for (let step = 0; step < 4; step++) {
    const picked = (await page.locator(`${BOARD}[data-ucs-picked]`).count()) > 0;
    // With a piece picked up, finish with one of its lit targets (or open a target's last choices).
    const choices = picked ? page.locator(`${TARGET}, ${TARGET_PICK}`) : page.locator(`${DIRECT}, ${PICK}`);
    const count = await choices.count();
    if (count === 0) throw new Error("ugly-christmas-sweaters makeMove: nothing to click on the board");
    const index = random ? Math.min(count - 1, Math.floor(random() * count)) : (calls * 7 + step * 3) % count;
    const choice = choices.nth(index);
    const plays = (await choice.getAttribute("data-move-index")) !== null;
    await choice.click();
    if (plays) {
      await settle(page, before);
      return;
    }
    // A pick: the renderer redraws at once with the second choice lit.
    await page.waitForSelector(`${BOARD} [data-ucs-target]:not([disabled])`, { timeout });
  }
  throw new Error("ugly-christmas-sweaters makeMove: no move reached after four clicks");
}

/** The same function under the name web/e2e/moves/<slug>.mjs exports: `async (page, random) => void`. */
export const move = makeMove;

/** Wait until the click is taken in (the page leaves "turn" or draws again), without failing on a fast game. */
async function settle(page, before) {
  await page
    .waitForFunction(
      (previous) => {
        const main = document.querySelector("main.table-page");
        return !main || main.getAttribute("data-table-state") !== "turn" || main.getAttribute("data-render") !== previous;
      },
      before,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}
