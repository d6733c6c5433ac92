// Which function makes one move by clicking, per game: a main game's own (./<slug>.mjs), the Christmas Lights
// kit's for the bonus games (./lights.mjs), else the generic one.
import { move as christmasLights } from "./christmas-lights.mjs";
import { genericMove } from "./generic.mjs";
import { lightsMove } from "./lights.mjs";
import { BONUS_GAMES } from "../setups.mjs";
import { move as uglyChristmasSweaters } from "./ugly-christmas-sweaters.mjs";
import { move as xmasSweater } from "./xmas-sweater.mjs";

const OWN = {
  "christmas-lights": christmasLights,
  "ugly-christmas-sweaters": uglyChristmasSweaters,
  "xmas-sweater": xmasSweater,
  ...Object.fromEntries(BONUS_GAMES.map((slug) => [slug, lightsMove])),
};

export function moverFor(slug) {
  return OWN[slug] ?? genericMove;
}
