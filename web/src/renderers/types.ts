// The renderer interface: how a game's table is drawn. One renderer per game slug (./index.ts); the generic
// one draws any game from its view, its component catalog and its labelled legal moves, and each dedicated
// renderer (./<slug>.ts) replaces it for one game. The table page (../pages/table.ts) owns everything around
// the board: the header with seats, turn and deadlines, the fallback list of labelled moves, the game log,
// the scoreboard and the rematch. A renderer draws the board only, and makes moves by calling `act`.
//
// A renderer has no framework and no state of the game of its own: one context object in,
// moves out, the board redrawn from the context on every change. It may keep presentation state (a piece
// the player picked up, say) between calls.
import type { GameContract } from "../contract";
import type { Components, LabelledMove, LoggedEvent, Move, Slug, Table, View } from "../types";

export interface TableContext<S extends Slug = Slug> {
  /** The game's slug ("xmas-sweater"). */
  slug: S;
  /** The game's title from the catalog ("Xmas Sweater"). */
  title: string;
  /** The seat this page plays, from 0; null for a spectator. */
  seat: number | null;
  /** The newest view of that seat (the spectator's when `seat` is null), exactly as the API answers it. */
  view: View<S>;
  /** The seat's legal moves with their labels, read at `view.version`; empty while it is not asked to act. */
  moves: LabelledMove<S>[];
  /** The game's component catalog (`GET /v1/<slug>/components`): every piece with what is printed on it. */
  catalog: Components<S>;
  /** The table around the game: seats with names, statuses and deadlines (`view.table`). */
  table: Table;
  /** Where this game's views and moves hold catalog ids, from the contract (see ../contract.ts); empty (NO_CONTRACT) for a
   * game with a renderer of its own, whose table never downloads the contract. */
  contract: GameContract;
  /** The game log read so far, oldest first; it grows as events arrive. For what the view no longer shows (a card
   * turned face down again), never as the game's state. */
  log: readonly LoggedEvent<S>[];
  /** True while a move is on its way: offer no other until the next render. */
  busy: boolean;
  /** Post one move verbatim (one of `moves`, or one with its `open` fields changed). The table shows any error. */
  act(move: Move<S>): Promise<void>;
  /** The name the table shows for a seat ("Alice", "Greedy bot 2"). */
  seatName(seat: number): string;
}

export interface Renderer<S extends Slug = Slug> {
  /**
   * Draw the board into `root` from `ctx`. Called on every change (a new view, new moves, `busy`), always with
   * the same `root`; replace its children. Every clickable piece must be a <button> (or carry a role, a
   * tabindex and key handling) with a text name, and colours always come with their name in text.
   */
  render(root: HTMLElement, ctx: TableContext<S>): void;
  /** Called once when the table page goes away (timers, listeners). */
  destroy?(): void;
}

/** Makes one renderer for one table page; the registry calls it each time a table opens. */
export type RendererFactory<S extends Slug = Slug> = () => Renderer<S>;
