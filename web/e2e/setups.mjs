// How each game is set up for a browser test: the seats (this browser's player first, then the fastest bots)
// and options that keep a game short where its rules allow (turn and round caps, the Express variant). A game
// not listed plays with the fewest seats it allows, on its default options.

export const SETUPS = {
  "blink": { seats: ["human", "ai:random"], options: { max_turns: 30 } },
  "check-the-box": { seats: ["human", "ai:random"], options: { max_turns: 30 } },
  "christmas-lights": { seats: ["human", "ai:greedy"], options: { max_turns: 8 } },
  "deck-the-yard": { seats: ["human"] },
  "festival-of-lights": { seats: ["human", "ai:random", "ai:random"] },
  "jingle-bell-run": { seats: ["human", "ai:random"], options: { max_turns: 8, start_on_corner: true } },
  "lights-on": { seats: ["human", "ai:random", "ai:random", "ai:random"], options: { max_rounds: 2 } },
  "looney-lights": { seats: ["human", "ai:random"], options: { max_turns: 40 } },
  "reindeers-nose": { seats: ["human", "ai:random", "ai:random", "ai:random"], options: { max_hands: 2, max_passes: 8 } },
  "solo-lights": { seats: ["human"] },
  "ugly-christmas-sweaters": { seats: ["human", "ai:random"], options: { express: true } },
  "untangle": { seats: ["human", "ai:random"], options: { max_turns: 6 } },
  "wheres-that-bulb": { seats: ["human", "ai:random"], options: { max_turns: 20 } },
  "xmas-sweater": { seats: ["human", "ai:random"] },
};

/** The set-up of a game from the catalog: its own, or the fewest seats with random bots. */
export function setupOf(entry) {
  return SETUPS[entry.slug] ?? { seats: ["human", ...Array.from({ length: Math.max(0, entry.min_seats - 1) }, () => "ai:random")] };
}

/** The three main games, each with its own renderer and one-move function. */
export const MAIN_GAMES = ["xmas-sweater", "ugly-christmas-sweaters", "christmas-lights"];

/** The eleven Christmas Lights bonus games, each drawn by its table from the Christmas Lights kit. */
export const BONUS_GAMES = [
  "untangle",
  "jingle-bell-run",
  "looney-lights",
  "wheres-that-bulb",
  "check-the-box",
  "blink",
  "festival-of-lights",
  "lights-on",
  "reindeers-nose",
  "solo-lights",
  "deck-the-yard",
];
