// One move at Christmas Lights's table, made by clicking pieces of the dedicated renderer's board (never the
// fallback list of moves). The board marks its pieces:
//   button[data-move-index]  plays one legal move (data-move-type names it: play-card, place-special, swap, ...);
//                            data-move-type="arrange-hand" only rearranges the hand, so it is never chosen here;
//   button[data-cl-pick]     picks a card up (yours, another seat's, or one on sale); its targets then light up
//                            as more button[data-move-index] (a string end, a Pattern card's end, another card...).
// Every decision the game asks has at least one such button: the End your turn / Decline / Discard buttons of
// the "What to do now" bar, the Bulb deck, string positions, hand cards, sale cards and the seats' offer buttons.

const BOARD = 'main[data-table-state="turn"] .board .cl';
const ACTS = `${BOARD} button[data-move-index]:not([disabled]):not([data-move-type="arrange-hand"])`;
const PICKS = `${BOARD} button[data-cl-pick][aria-pressed="false"]:not([disabled])`;

/** Which moves to prefer, so that a game of clicks moves on: lighting the string first, ending turns often. */
const WEIGHT = {
  "play-card": 8,
  "place-special": 8,
  accept: 3,
  decline: 2,
  "take-bulb": 3,
  peek: 3,
  "discard-for-new": 1,
  "discard-special": 1,
  refill: 4,
  "end-turn": 2,
  swap: 2,
  "put-up": 1,
  offer: 3,
  withdraw: 1,
};

/** The visible enabled elements matching `css`, with their move types. */
function visible(page, css) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((element) => element.offsetParent !== null || element.getClientRects().length > 0)
        .map((element, i) => ({ i, type: element.dataset.moveType ?? null, pick: element.dataset.clPick ?? null })),
    css,
  );
}

/** A kind of move by its weight, then one of its pieces at random (a dozen swap targets count as one kind). */
function weighted(items, random) {
  const types = [...new Set(items.map((item) => item.type))];
  const total = types.reduce((sum, type) => sum + (WEIGHT[type] ?? 1), 0);
  let roll = random() * total;
  let type = types[types.length - 1];
  for (const candidate of types) {
    roll -= WEIGHT[candidate] ?? 1;
    if (roll <= 0) {
      type = candidate;
      break;
    }
  }
  const pieces = items.filter((item) => item.type === type);
  return pieces[Math.floor(random() * pieces.length)];
}

/** Click the `index`-th visible element matching `css` (marked first, so the element clicked is the one chosen). */
async function clickNth(page, css, index) {
  const marked = await page.evaluate(
    ([selector, chosen]) => {
      for (const element of document.querySelectorAll("[data-cl-e2e]")) element.removeAttribute("data-cl-e2e");
      const element = [...document.querySelectorAll(selector)].filter((item) => item.offsetParent !== null || item.getClientRects().length > 0)[chosen];
      if (!element) return false;
      element.setAttribute("data-cl-e2e", "1");
      return true;
    },
    [css, index],
  );
  if (!marked) return false;
  try {
    await page.click("[data-cl-e2e]", { timeout: 5000 });
    return true;
  } catch {
    return false; // redrawn under the pointer (another seat moved): the caller looks again
  }
}

const renders = (page) => page.$eval("main.table-page", (element) => Number(element.dataset.render));

/** Play one move and wait until the table has redrawn for it. */
const DEBUG = Boolean(process.env.CL_E2E_DEBUG);

async function act(page, css, index, type) {
  if (DEBUG) console.log("christmas-lights: click", type);
  const before = await renders(page);
  if (!(await clickNth(page, css, index))) return false;
  await page.waitForFunction((count) => Number(document.querySelector("main.table-page")?.dataset.render) > count, before, { timeout: 20_000, polling: "raf" });
  return true;
}

/**
 * Make one legal move by clicking the board, when the page shows the human seat's turn. Mostly picks a card
 * first (then clicks one of the targets that lit up), else clicks a piece that plays a move.
 * Returns after the move's click; returns early (having moved nothing) when the board changed under it.
 */
export async function makeMove(page, random = Math.random) {
  await page.waitForSelector(BOARD, { timeout: 20_000 });
  const acts = await visible(page, ACTS);
  const picks = await visible(page, PICKS);
  const urgent = acts.some((item) => ["place-special", "play-card", "accept"].includes(item.type));
  if (picks.length > 0 && (acts.length === 0 || random() < (urgent ? 0.2 : 0.7))) {
    const chosen = picks[Math.floor(random() * picks.length)];
    const before = await page.$eval(".board .cl", (element) => element.getAttribute("data-cl-picked"));
    if (DEBUG) console.log("christmas-lights: pick", chosen.pick);
    if (!(await clickNth(page, PICKS, chosen.i))) return;
    const picked = await page
      .waitForFunction((key) => document.querySelector(".board .cl")?.getAttribute("data-cl-picked") !== key, before, { timeout: 5000, polling: "raf" })
      .then(() => true, () => false);
    if (!picked) return;
    const after = await visible(page, ACTS);
    if (after.length === 0) return;
    const move = weighted(after, random);
    await act(page, ACTS, move.i, move.type);
    return;
  }
  if (acts.length === 0) return;
  const move = weighted(acts, random);
  await act(page, ACTS, move.i, move.type);
}

/** The name the first harness used (web/e2e/moves/index.mjs). */
export const move = makeMove;
