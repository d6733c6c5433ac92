// The renderer registry: which renderer draws which game. A game missing here gets the generic renderer, so
// every game the server hosts is playable; a dedicated renderer lives in ./<slug>.ts and is listed here.
import { christmasLights } from "./christmas-lights";
import { generic } from "./generic";
import { blink } from "./lights/blink";
import { checkTheBox } from "./lights/check-the-box";
import { deckTheYard } from "./lights/deck-the-yard";
import { festivalOfLights } from "./lights/festival-of-lights";
import { jingleBellRun } from "./lights/jingle-bell-run";
import { lightsOn } from "./lights/lights-on";
import { looneyLights } from "./lights/looney-lights";
import { reindeersNose } from "./lights/reindeers-nose";
import { soloLights } from "./lights/solo-lights";
import { untangle } from "./lights/untangle";
import type { Renderer, RendererFactory } from "./types";
import { uglyChristmasSweaters } from "./ugly-christmas-sweaters";
import { wheresThatBulb } from "./wheres-that-bulb";
import { xmasSweater } from "./xmas-sweater";
import type { Slug } from "../types";
import { prefersGenericTables } from "../store";

const DEDICATED: { [S in Slug]?: RendererFactory<S> } = {
  blink,
  "check-the-box": checkTheBox,
  "christmas-lights": christmasLights,
  "deck-the-yard": deckTheYard,
  "festival-of-lights": festivalOfLights,
  "jingle-bell-run": jingleBellRun,
  "lights-on": lightsOn,
  "looney-lights": looneyLights,
  "reindeers-nose": reindeersNose,
  "solo-lights": soloLights,
  "ugly-christmas-sweaters": uglyChristmasSweaters,
  untangle,
  "wheres-that-bulb": wheresThatBulb,
  "xmas-sweater": xmasSweater,
};

/** True when the game has a renderer of its own: such a table needs no contract facts (../contract.ts). */
export function isDedicated(slug: string): boolean {
  return slug in DEDICATED && !prefersGenericTables();
}

/** A new renderer for one table of the game `slug`: its dedicated one, else the generic one. */
export function rendererFor(slug: string): Renderer {
  const factory = (isDedicated(slug) ? (DEDICATED as Record<string, RendererFactory | undefined>)[slug] : undefined) ?? generic;
  return factory();
}
