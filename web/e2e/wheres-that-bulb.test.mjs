// Where's That Bulb?: the server turns a turn's cards face down as it ends, and the table shows them for a moment
// from the log (web/src/renderers/wheres-that-bulb.ts), named as the log names them, before taking them away.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { assertClean, createFromLobby, launch, openPage, SEED, waitForTurnOrEnd } from "./harness.mjs";
import { labelledMove } from "./moves/generic.mjs";

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** The cards a reveal shows: position and the face's printed name. */
const cardsOf = (reveal) =>
  reveal.locator("[data-position]").evaluateAll((items) => items.map((item) => ({ position: Number(item.dataset.position), name: item.querySelector(".piece-name")?.textContent ?? "" })));

/** Every card shown is one the log says was flipped at that position with that face. */
async function assertLogged(page, cards) {
  const log = await page.locator(".log li").allInnerTexts();
  for (const card of cards) {
    assert.ok(
      log.some((line) => line.includes(`flipped the card at position ${card.position + 1} (`) && line.endsWith(`: ${card.name}`)),
      `the log names ${card.name} at position ${card.position + 1} (counted from 1; the data's ${card.position})`,
    );
  }
}

test("Where's That Bulb?: the cards of an ended turn show for a moment, as the log names them, then go", { timeout: 180_000 }, async () => {
  const { page, context, trouble } = await openPage(browser);
  try {
    await createFromLobby(page, "wheres-that-bulb", { seats: ["human", "ai:random"], options: { max_turns: 40 }, seed: SEED });
    const mine = page.locator('.board .wb-reveal[data-seat="0"]');
    // Flip from the labelled moves until one of this seat's turns ends without a pair.
    for (let clicks = 0; (await mine.count()) === 0; clicks += 1) {
      assert.ok(clicks < 60, "no turn of this seat ended without a pair");
      assert.equal(await waitForTurnOrEnd(page), "turn");
      await labelledMove(page);
      await mine.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    const shown = await cardsOf(mine);
    assert.ok(shown.length === 1 || shown.length === 2, "a turn shows one card (a Broken) or two");
    await assertLogged(page, shown);
    // The bot's turn that follows is shown the same way.
    const theirs = page.locator('.board .wb-reveal[data-seat="1"]').first();
    await theirs.waitFor({ timeout: 30_000 });
    await assertLogged(page, await cardsOf(theirs));
    // After its moment the reveal is gone; the cards are face down on the board, in the view.
    await mine.waitFor({ state: "detached", timeout: 10_000 });
    assertClean(trouble);
  } finally {
    await context.close();
  }
});
