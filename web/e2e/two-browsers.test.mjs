// Two people in two browsers: Alice creates a game with an open seat and copies its invitation link, Bob opens
// it, claims the seat with his name, and each sees the other's moves arrive live, through the event stream,
// with no reload of either page.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertClean, createFromLobby, launch, openPage, SEED, waitForTurnOrEnd } from "./harness.mjs";
import { labelledMove } from "./moves/generic.mjs";

let alicesBrowser;
let bobsBrowser;

before(async () => {
  [alicesBrowser, bobsBrowser] = await Promise.all([launch(), launch()]);
});

after(async () => {
  await Promise.all([alicesBrowser?.close(), bobsBrowser?.close()]);
});

const logLines = (page) => page.locator(".log li").allInnerTexts();

/** Wait until `page`'s log has a line after the first `known` ones that names `name`. */
async function seesNewLine(page, known, name) {
  await page.waitForFunction(
    ([count, who]) => [...document.querySelectorAll(".log li")].slice(count).some((line) => line.textContent.includes(who)),
    [known, name],
    { timeout: 20_000 },
  );
}

/** One move each: `first` moves and `second` sees it in its log, then the other way round. */
async function exchange(first, firstName, second, secondName) {
  await untilTurnOf(first, second);
  const secondKnew = (await logLines(second)).length;
  await labelledMove(first);
  await seesNewLine(second, secondKnew, firstName);
  await untilTurnOf(second, first);
  assert.equal(await waitForTurnOrEnd(second), "turn");
  const firstKnew = (await logLines(first)).length;
  await labelledMove(second);
  await seesNewLine(first, firstKnew, secondName);
}

/** The page is the one loaded at the start: a reload would have dropped this mark. */
const markPage = (page) => page.evaluate(() => (window.__sameDocument = true));
const stillSamePage = (page) => page.evaluate(() => window.__sameDocument === true);

/** Whoever's turn it is moves, until `seat` may move. */
async function untilTurnOf(mover, other) {
  for (let guard = 0; guard < 20; guard++) {
    const state = await mover.evaluate(() => document.querySelector("main.table-page")?.dataset.tableState);
    if (state === "turn") return;
    const otherState = await other.evaluate(() => document.querySelector("main.table-page")?.dataset.tableState);
    if (otherState === "turn") await labelledMove(other);
    await mover.waitForTimeout(100);
  }
  assert.fail("the turn never came");
}

test("an invited player joins by link, and both see each other's moves live", { timeout: 120_000 }, async () => {
  const alice = await openPage(alicesBrowser, { permissions: ["clipboard-read", "clipboard-write"] });
  const bob = await openPage(bobsBrowser);
  try {
    await createFromLobby(alice.page, "looney-lights", { seats: ["human", "open"], names: { 0: "Alice" }, options: { first_seat: 0 }, seed: SEED });

    // The invitation: a visible link, and a button that copies the same link.
    const field = alice.page.locator('input.invite-link[data-seat="1"]');
    const link = await field.inputValue();
    assert.match(link, /\/play\/?#\/join\/looney-lights\/[A-Za-z0-9_-]{22}\?seat=1&code=/);
    await alice.page.locator('button[data-copy="1"]').click();
    await alice.page.getByText("Copied").waitFor();
    assert.equal(await alice.page.evaluate(() => navigator.clipboard.readText()), link);

    await bob.page.goto(link);
    await bob.page.locator("#claim-name").fill("Bob");
    await bob.page.getByRole("button", { name: "Take seat 2" }).click();
    await bob.page.waitForSelector("main.table-page");
    assert.match(bob.page.url(), /#\/looney-lights\/[A-Za-z0-9_-]{22}\/seat\/1$/);
    assert.doesNotMatch(bob.page.url(), /token/i, "no token in the address");

    // Alice's table shows Bob in the seat, live.
    await alice.page.locator('.seat[data-seat="1"] .seat-name', { hasText: "Bob" }).waitFor();
    await Promise.all([markPage(alice.page), markPage(bob.page)]);

    // Alice moves; Bob's log shows it. Bob moves; Alice's log shows it.
    await exchange(alice.page, "Alice", bob.page, "Bob");

    // When the server ends streams early (scripts/check-web sets YULETIDE_STREAM_MAX_SECONDS), it ends each one
    // at its next message after that time: a second exchange then goes through both pages' reconnects.
    const streamLimit = Number(process.env.YULETIDE_STREAM_MAX_SECONDS ?? 0);
    if (streamLimit > 0 && streamLimit < 10) {
      await alice.page.waitForTimeout(streamLimit * 1000 + 500);
      await exchange(alice.page, "Alice", bob.page, "Bob");
      assert.ok(alice.streams.length >= 2 && bob.streams.length >= 2, "both pages opened a new stream after the server ended one");
    }
    for (const person of [alice, bob]) {
      const ids = await person.page.locator(".log li").evaluateAll((lines) => lines.map((line) => line.dataset.eventId));
      assert.equal(new Set(ids).size, ids.length, "no event is shown twice");
    }
    assert.ok(await stillSamePage(alice.page), "Alice's page was not reloaded");
    assert.ok(await stillSamePage(bob.page), "Bob's page was not reloaded");
    assertClean(alice.trouble);
    assertClean(bob.trouble);
  } finally {
    await Promise.all([alice.context.close(), bob.context.close()]);
  }
});
