// One move at the generic table: click a piece that a legal move names (half the time, when there is one),
// else one of the labelled move buttons; a piece that several moves name narrows the choice first.
import { clickAndWait } from "../harness.mjs";

const PIECES = 'main[data-table-state="turn"] .board button.piece.playable:not([disabled])';
const CHOICES = 'main[data-table-state="turn"] .board .choices button[data-move-index]:not([disabled])';
const BUTTONS = 'main[data-table-state="turn"] .moves button[data-move-index]:not([disabled]):not([hidden])';

export async function genericMove(page, random) {
  const [pieces, choices, buttons] = await page.evaluate(
    (selectors) => selectors.map((css) => [...document.querySelectorAll(css)].filter((item) => item.offsetParent !== null).length),
    [PIECES, CHOICES, BUTTONS],
  );
  if (choices > 0 && random() < 0.7) return clickAndWait(page, Math.floor(random() * choices), CHOICES);
  if (pieces > 0 && random() < 0.5) return clickAndWait(page, Math.floor(random() * pieces), PIECES);
  if (buttons > 0) return clickAndWait(page, Math.floor(random() * buttons), BUTTONS);
  if (pieces > 0) return clickAndWait(page, Math.floor(random() * pieces), PIECES);
}

/** One move from the labelled list: the first button, so the click always makes a move. */
export async function labelledMove(page) {
  return clickAndWait(page, 0, BUTTONS);
}
