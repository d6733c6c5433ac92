// One move at Xmas Sweater's table, by clicking the dedicated renderer's pieces (../main-games): a number and a
// cell on most rolls, the gift box now and then, so both paths are played.
import { makeMove } from "../main-games/xmas-sweater.mjs";

export async function move(page, random = Math.random) {
  await makeMove(page, { prefer: random() < 0.15 ? "gift-box" : "write" });
}
