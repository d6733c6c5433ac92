// Keyboard play and legibility: a game played with the Tab and Enter keys alone, the focus always visible, and
// every line of text on the lobby, the new-game form and the table at a contrast of at least 4.5:1.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertClean, assertFinalScore, createFromLobby, launch, openPage, renders, SEED, SERVER, waitForTurnOrEnd } from "./harness.mjs";

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** Text whose contrast with the background behind it is under 4.5:1 (WCAG 2 AA), on the page as it is now. */
function lowContrast(page) {
  return page.evaluate(() => {
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const parse = (colour) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const background = (element) => {
      for (let node = element; node; node = node.parentElement) {
        const [r, g, b, a = 1] = parse(getComputedStyle(node).backgroundColor);
        if (a > 0.5) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const low = [];
    for (const element of document.querySelectorAll("body *")) {
      const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent.trim()).join("");
      if (!text || element.closest("[hidden], .visually-hidden, .skip") || element.closest("button:disabled, input:disabled, select:disabled")) continue;
      if (element.getClientRects().length === 0) continue;
      const [l1, l2] = [luminance(parse(getComputedStyle(element).color)), luminance(background(element))].sort((a, b) => b - a);
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      if (ratio < 4.5) low.push(`${element.tagName.toLowerCase()} "${text.slice(0, 40)}": ${ratio.toFixed(2)}`);
    }
    return low;
  });
}

/** The focused element draws an outline (or a box shadow) that is wide enough to see. */
function focusShows(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
  });
}

/** Press Tab until the focus is on an element matching `selector`; answers how many presses it took. */
async function tabTo(page, selector, most = 400) {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return presses;
  }
  assert.fail(`Tab never reached ${selector}`);
}

test("the lobby and the new-game form have legible text", async () => {
  const { page, context, trouble } = await openPage(browser);
  try {
    await page.goto(`${SERVER}/play/`);
    await page.locator(".game-card").first().waitFor();
    assert.deepEqual(await lowContrast(page), []);
    await page.locator('.game-card[data-slug="deck-the-yard"] a').click();
    await page.locator("#seat-count").waitFor();
    assert.deepEqual(await lowContrast(page), []);
    assertClean(trouble);
  } finally {
    await context.close();
  }
});

test("a solo game is played to the end with the keyboard alone, the focus always visible", { timeout: 180_000 }, async () => {
  const { page, context, trouble } = await openPage(browser);
  try {
    await createFromLobby(page, "deck-the-yard", { seats: ["human"], seed: SEED });
    assert.equal(await waitForTurnOrEnd(page), "turn");
    assert.deepEqual(await lowContrast(page), [], "the table's text");
    let moves = 0;
    while ((await waitForTurnOrEnd(page)) === "turn") {
      assert.ok(moves < 500, "the game ends");
      await tabTo(page, 'main[data-table-state="turn"] :is(.moves button[data-move-index], button.piece.playable):not([disabled])');
      assert.ok(await focusShows(page), "the focused control shows its focus");
      const before = await renders(page);
      await page.evaluate(() => document.activeElement.setAttribute("data-pick", "1"));
      await page.keyboard.press("Enter");
      // A move redraws the table; a piece picked up redraws the board (the pressed button is gone either way).
      await page.waitForFunction((count) => Number(document.querySelector("main.table-page")?.dataset.render) > count || !document.querySelector("[data-pick]"), before);
      moves += 1;
    }
    await assertFinalScore(page, 1);
    assert.deepEqual(await lowContrast(page), [], "the final scoreboard's text");
    assertClean(trouble);
  } finally {
    await context.close();
  }
});
