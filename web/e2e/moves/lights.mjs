// One move at a Christmas Lights bonus table (the kit's tables, web/src/renderers/lights/), by touching pieces
// only: a live piece on the board (a card, a cell, a pile, a seat, the race button), or a choice the prompt
// offers once pieces are picked. Never the labelled-move list.
import { clickAndWait } from "../harness.mjs";

const TURN = 'main[data-table-state="turn"] .board .lk';
const LIVE = `${TURN} [data-lk-live]:not([disabled])`;
const CHOICES = `${TURN} .lk-prompt [data-lk-choice]:not([disabled])`;

export async function lightsMove(page, random) {
  const [live, choices] = await page.evaluate(
    (selectors) => selectors.map((css) => [...document.querySelectorAll(css)].filter((item) => item.offsetParent !== null).length),
    [LIVE, CHOICES],
  );
  if (choices > 0 && (live === 0 || random() < 0.5)) return clickAndWait(page, Math.floor(random() * choices), CHOICES);
  if (live > 0) return clickAndWait(page, Math.floor(random() * live), LIVE);
  // Nothing to touch yet (the moves are on their way): wait for the next redraw.
  await page.waitForTimeout(100);
}
