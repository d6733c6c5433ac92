// Xmas Sweater in the browser tests: make one legal move on the board, by clicking its pieces (never the
// fallback list of moves). The board (web/src/renderers/xmas-sweater.ts) marks what the harness needs:
//
//   .xs-board[data-xs-act="yes"]      this seat may move and no move is on its way
//   .xs-board[data-xs-version]        the view's version the board shows
//   button[data-xs-black]             reroll / keep the black die (variant, active seat): one click
//   button[data-xs-option="red:plus"] a number from the dice: a first click that picks it
//   button[data-xs-cell="1:3"]        an empty cell of the player's sheet: a first click that picks it
//   button[data-xs-gift]              the next gift box (or "mark nothing" with all six marked): one click
//   [data-move-index]                 on every button whose click posts a move (the move's index in the legal
//                                     moves): black-die buttons, the gift box, and after a pick its targets
//
// A write is two clicks: a number, then one of the cells that light up with `data-move-index`. A write is
// preferred (it plays the two-click path); the gift box is used when no number fits.

const BOARD = ".xs-board";
const READY = `${BOARD}[data-xs-act="yes"]`;

/**
 * Make one legal move on the Xmas Sweater table shown in `page` (a Playwright page, the human seat to move),
 * by clicking pieces on the board, and return once the click posting the move is done and the board has
 * taken it (its version changed, or it no longer offers moves).
 *
 * Options: `prefer` is "write" (default: a number then a cell, else the gift box) or "gift-box" (mark the
 * next box at once, a short game); `timeout` in milliseconds for each wait (default 15000).
 */
export async function makeMove(page, { prefer = "write", timeout = 15_000 } = {}) {
  const board = page.locator(READY);
  await board.waitFor({ state: "visible", timeout });
  const version = await board.getAttribute("data-xs-version");

  await play(page, prefer, timeout);

  // The move is on its way once the board is busy or shows a newer version; wait for that, not for the end
  // of the other seats' entries (with several people that may take long). A refused move leaves the board
  // ready at the same version: the table shows the error, and the next call tries again.
  await page
    .waitForFunction(
      ([selector, before]) => {
        const element = document.querySelector(selector);
        return !element || element.getAttribute("data-xs-version") !== before || element.getAttribute("data-xs-act") !== "yes";
      },
      [BOARD, version],
      { timeout },
    )
    .catch(() => undefined);
}

async function play(page, prefer, timeout) {
  const board = page.locator(READY);
  // The black die's decision (variant, active seat): one click, reroll first (it is listed first).
  const black = board.locator("button[data-xs-black][data-move-index]:not([disabled])");
  if ((await black.count()) > 0) {
    await black.first().click({ timeout });
    return;
  }
  const gift = board.locator("button[data-xs-gift][data-move-index]:not([disabled])");
  if (prefer !== "gift-box") {
    // A write: pick a number, then click a cell that lit up. A redraw between the two clicks (a newer view)
    // may put the pick back; then pick again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const option = board.locator("button[data-xs-option]:not([disabled])");
      if ((await option.count()) === 0) break;
      const picked = (await board.getAttribute("data-xs-pick")) ?? "";
      const first = option.first();
      // Clicking the number already picked would put it back: only click it when nothing is picked.
      if (!picked.startsWith("option:")) await first.click({ timeout });
      const cell = page.locator(`${READY} button[data-xs-cell][data-move-index]:not([disabled])`);
      try {
        await cell.first().waitFor({ state: "visible", timeout: 2_000 });
        await cell.first().click({ timeout: 2_000 });
        return;
      } catch {
        if ((await page.locator(READY).count()) === 0) return; // the board took a move, or is busy
      }
    }
  }
  await gift.first().click({ timeout });
}
