// Which function makes one move by clicking, per game: a game's own (./<slug>.mjs) where its table has a
// dedicated renderer, else the generic one.
import { move as christmasLights } from "./christmas-lights.mjs";
import { genericMove } from "./generic.mjs";
import { move as uglyChristmasSweaters } from "./ugly-christmas-sweaters.mjs";
import { move as xmasSweater } from "./xmas-sweater.mjs";

const OWN = {
  "christmas-lights": christmasLights,
  "ugly-christmas-sweaters": uglyChristmasSweaters,
  "xmas-sweater": xmasSweater,
};

export function moverFor(slug) {
  return OWN[slug] ?? genericMove;
}
