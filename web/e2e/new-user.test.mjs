// What a new user trying the site found, each checked in the browser: the lobby's tags, the new-game form's
// seat options and turn clock, the join page of a public game, and numbers counted from 1 in a table's log.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertClean, createFromLobby, launch, openPage, SERVER } from "./harness.mjs";

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

test("the lobby tags a dice game's sealed entries as hidden information, not hidden cards", async () => {
  const { page, context, trouble } = await openPage(browser);
  await page.goto(`${SERVER}/play/`);
  const facts = await page.locator('.game-card[data-slug="xmas-sweater"] .facts').innerText();
  assert.ok(!facts.includes("hidden cards"), `Xmas Sweater is played with dice: ${facts}`);
  assert.ok(facts.includes("hidden information"), facts);
  assertClean(trouble);
  await context.close();
});

test("the new-game form offers only the seats the table has as first seat, and the clock's fields only with the clock on", async () => {
  const { page, context, trouble } = await openPage(browser);
  await page.goto(`${SERVER}/play/#/new/jingle-bell-run`);
  const offered = () =>
    page.locator("#option-first_seat option").evaluateAll((options) => options.filter((option) => !option.disabled && !option.hidden).map((option) => option.textContent));
  await page.locator("#seat-count").selectOption("2");
  const two = await offered();
  assert.ok(two.some((text) => text.startsWith("seat 2")), two.join(" | "));
  assert.ok(!two.some((text) => /^seat [3-9]/.test(text)), `no third seat at a table of two: ${two.join(" | ")}`);
  await page.locator("#option-first_seat").selectOption("1");
  await page.locator("#seat-count").selectOption("4");
  assert.ok((await offered()).some((text) => text.startsWith("seat 4")), "a fourth seat once four are chosen");
  await page.locator("#option-first_seat").selectOption("3");
  await page.locator("#seat-count").selectOption("2");
  const chosen = await page.locator("#option-first_seat").evaluate((select) => select.selectedOptions[0]?.textContent ?? "");
  assert.ok(!/^seat [3-9]/.test(chosen), `a first seat the table lost is not kept: ${chosen}`);

  assert.equal(await page.locator("#turn-seconds").isDisabled(), true, "no clock, no seconds to set");
  assert.equal(await page.locator("#timeouts-to-ai").isDisabled(), true, "no clock, no time-outs to set");
  await page.locator("#clock").check();
  assert.equal(await page.locator("#turn-seconds").isEnabled(), true);
  assert.equal(await page.locator("#timeouts-to-ai").isEnabled(), true);
  await page.locator("#clock").uncheck();
  assert.equal(await page.locator("#turn-seconds").isDisabled(), true);
  assertClean(trouble);
  await context.close();
});

test("a public game's open seat is offered to anyone, and the log counts the seat taken from 1 as the join page does", { timeout: 60_000 }, async () => {
  const host = await openPage(browser);
  const table = await createFromLobby(host.page, "looney-lights", { seats: ["human", "open"], names: { 0: "Alice" }, isPublic: true });
  const gameId = new URL(table).hash.split("/")[2];
  const guest = await openPage(browser);
  await guest.page.goto(`${SERVER}/play/#/join/looney-lights/${gameId}?seat=1`);
  const intro = await guest.page.locator("main.join p", { hasText: "seat 2" }).innerText();
  assert.ok(!intro.includes("invited"), `nobody invited a player to a public game: ${intro}`);
  await guest.page.locator("#claim-name").fill("Newcomer");
  await guest.page.getByRole("button", { name: "Take seat 2" }).click();
  await guest.page.waitForSelector("main.table-page");
  await guest.page.waitForFunction(() => [...document.querySelectorAll(".log li")].some((line) => line.textContent.includes("Newcomer took seat")));
  const lines = await guest.page.locator(".log li").allInnerTexts();
  assert.ok(lines.some((line) => line.includes("Newcomer took seat 2")), lines.join("\n"));
  assertClean(host.trouble);
  assertClean(guest.trouble);
  await Promise.all([host.context.close(), guest.context.close()]);
});
