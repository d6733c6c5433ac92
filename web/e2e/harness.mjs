// What every browser test shares: a headless Debian chromium driven by playwright-core, a guard that fails a
// test on any request to another host or any uncaught page error, the lobby's new-game form, and the loop that
// plays a game to its final score by clicking. YULETIDE_URL names the server (scripts/check-web starts one).
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { chromium } from "playwright-core";

export const SERVER = (process.env.YULETIDE_URL ?? "http://127.0.0.1:8000").replace(/\/$/, "");
export const ORIGIN = new URL(SERVER).origin;
export const SCREENSHOTS = new URL("../artifacts/screenshots/", import.meta.url);

const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/** A fresh page (its own storage, like another person's browser) that records what it should never do, and the streams it opened. */
export async function openPage(browser, { permissions = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: ORIGIN });
  const page = await context.newPage();
  const trouble = { foreign: [], errors: [] };
  const streams = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== ORIGIN) trouble.foreign.push(request.url());
    if (url.pathname.endsWith("/stream")) streams.push(request.url());
  });
  page.on("pageerror", (error) => trouble.errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) trouble.errors.push(message.text());
  });
  page.setDefaultTimeout(20_000);
  return { page, context, trouble, streams };
}

/** Nothing left the server's origin, and the page threw nothing. */
export function assertClean(trouble) {
  assert.deepEqual(trouble.foreign, [], "requests to hosts other than the server");
  assert.deepEqual(trouble.errors, [], "errors in the page");
}

/** A fixed seed for each game when the server allows test seeds (scripts/check-web sets YULETIDE_ALLOW_SEEDS=1). */
export const SEED = process.env.YULETIDE_ALLOW_SEEDS === "1" ? 20251224 : null;

/** The hosted games, from the server's catalog. */
export async function catalog() {
  const answer = await fetch(`${SERVER}/v1/games`);
  assert.equal(answer.status, 200, "the catalog answers");
  return (await answer.json()).games;
}

/** The final scoreboard is shown, with one line per seat, each with a rank, points and a breakdown. */
export async function assertFinalScore(page, seats) {
  const board = page.locator('.scoreboard[data-final="true"]');
  await board.waitFor();
  const lines = board.locator("tbody tr");
  assert.equal(await lines.count(), seats, "one scoreboard line per seat");
  const header = await board.locator("thead th").allInnerTexts();
  assert.deepEqual(header.slice(0, 3), ["Rank", "Seat", "Points"]);
  assert.ok(header.length > 3, "the breakdown of each seat's points has columns");
}

/** A seeded random number source, so a test run repeats its clicks. */
export function randomFrom(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * Create a game from the lobby's form: `seats` as the form's seat kinds ("human", "open", "ai:random", ...),
 * `names` by seat, `options` by name (values as JSON), a test seed, a listing in the lobby, a turn clock.
 * Answers once the table page shows.
 */
export async function createFromLobby(page, slug, { seats, names = {}, options = {}, seed = null, isPublic = false, turnSeconds = null }) {
  await page.goto(`${SERVER}/play/`);
  await page.locator(`.game-card[data-slug="${slug}"] a`).click();
  await page.locator("#seat-count").selectOption(String(seats.length));
  for (const [seat, kind] of seats.entries()) {
    await page.locator(`#seat-kind-${seat}`).selectOption(kind);
    if (names[seat] !== undefined) await page.locator(`#seat-name-${seat}`).fill(names[seat]);
  }
  for (const [name, value] of Object.entries(options)) {
    const field = page.locator(`#option-${name}`);
    const tag = await field.evaluate((element) => `${element.tagName}:${element.getAttribute("type") ?? ""}`);
    if (tag.startsWith("SELECT")) await field.selectOption(JSON.stringify(value));
    else if (tag === "INPUT:checkbox") await field.setChecked(Boolean(value));
    else if (tag === "INPUT:number") await field.fill(String(value));
    else await field.fill(JSON.stringify(value));
  }
  if (isPublic) await page.locator("#public").check();
  if (turnSeconds !== null) {
    await page.locator("#clock").check();
    await page.locator("#turn-seconds").fill(String(turnSeconds));
  }
  if (seed !== null) {
    await page.locator("details summary", { hasText: "Advanced" }).click();
    await page.locator("#seed").fill(String(seed));
  }
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.waitForSelector("main.table-page");
  return page.url();
}

/** The table's state: loading, turn, waiting, busy, watching, finishing or finished. */
export async function waitForTurnOrEnd(page, timeout = 60_000) {
  const handle = await page.waitForFunction(
    () => {
      const state = document.querySelector("main.table-page")?.getAttribute("data-table-state");
      return state === "turn" || state === "finished" ? state : false;
    },
    null,
    { timeout, polling: "raf" },
  );
  return handle.jsonValue();
}

export const renders = (page) => page.$eval("main.table-page", (element) => Number(element.dataset.render));

/**
 * Play until the final scoreboard shows, one `move(page, random)` at a time (each clicks something on the
 * table when it is the seat's turn). Answers how many clicks it took.
 */
export async function playToEnd(page, move, { random, limit = 2000, onClick = async () => {} } = {}) {
  let clicks = 0;
  while ((await waitForTurnOrEnd(page)) === "turn") {
    assert.ok(clicks < limit, `no final score after ${limit} clicks`);
    await move(page, random);
    clicks += 1;
    await onClick(clicks);
  }
  await page.waitForSelector('.scoreboard[data-final="true"]');
  return clicks;
}

/** Click the index-th visible match of `selector` (marked in the page first, so the element clicked is the one chosen), then wait for a redraw. */
export async function clickAndWait(page, index, selector) {
  const before = await renders(page);
  const marked = await page.evaluate(
    ([chosen, css]) => {
      const element = [...document.querySelectorAll(css)].filter((item) => item.offsetParent !== null)[chosen];
      if (!element) return false;
      element.setAttribute("data-pick", "1");
      return true;
    },
    [index, selector],
  );
  if (!marked) return;
  try {
    await page.click("[data-pick]", { timeout: 5000 });
  } catch {
    return; // redrawn under the pointer (another seat moved): the loop looks again
  }
  // The table redrew (a move went out), or the renderer redrew the board itself (a piece was picked up).
  await page.waitForFunction(
    (count) => Number(document.querySelector("main.table-page")?.dataset.render) > count || !document.querySelector("[data-pick]"),
    before,
    { timeout: 20_000, polling: "raf" },
  );
}

export async function screenshot(page, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: true });
}
