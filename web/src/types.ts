// Types of the API, all taken from the types generated from openapi/openapi.json (src/generated/schema.d.ts,
// written by `npm run generate`). Per-game types are looked up by slug: View<"blink"> is BlinkGameView, and
// View (every slug) is the union of every game's view.
import type { components, paths } from "./generated/schema";

type Schemas = components["schemas"];

export type Problem = Schemas["Problem"];
export type Catalog = Schemas["Catalog"];
export type CatalogEntry = Schemas["CatalogEntry"];
export type GameCreated = Schemas["GameCreated"];
export type SeatGrant = Schemas["SeatGrant"];
export type HumanSeat = Schemas["HumanSeat"];
export type AiSeat = Schemas["AiSeat"];
export type OpenSeat = Schemas["OpenSeat"];
export type ClockOptions = Schemas["ClockOptions"];
export type ClaimSeat = Schemas["ClaimSeat"];
export type Rematch = Schemas["Rematch"];
export type StreamTicket = Schemas["StreamTicket"];
export type StreamEnd = Schemas["StreamEnd"];
export type Table = Schemas["Table"];
export type SeatStatus = Schemas["SeatStatus"];
export type SeatScore = Schemas["SeatScore"];
export type OpenField = Schemas["OpenField"];
export type AiLevel = AiSeat["level"] & string;
export type SeatSpec = HumanSeat | AiSeat | OpenSeat;

/** Every game slug the contract knows: "blink" | "check-the-box" | ... */
export type Slug = Extract<keyof paths, `/v1/${string}/games/{game_id}`> extends `/v1/${infer S}/games/{game_id}` ? S : never;

type Ok<Operation> = Operation extends { responses: { 200: { content: { "application/json": infer Body } } } } ? Body : never;
type Created<Operation> = Operation extends { responses: { 201: { content: { "application/json": infer Body } } } } ? Body : never;
type RequestBody<Operation> = Operation extends { requestBody: { content: { "application/json": infer Body } } } ? Body : never;

export type View<S extends Slug = Slug> = Ok<paths[`/v1/${S}/games/{game_id}`]["get"]>;
export type LegalMoves<S extends Slug = Slug> = Ok<paths[`/v1/${S}/games/{game_id}/legal-moves`]["get"]>;
export type Move<S extends Slug = Slug> = LegalMoves<S>["moves"][number];
export type Score<S extends Slug = Slug> = Ok<paths[`/v1/${S}/games/{game_id}/score`]["get"]>;
export type EventLog<S extends Slug = Slug> = Ok<paths[`/v1/${S}/games/{game_id}/events`]["get"]>;
export type LoggedEvent<S extends Slug = Slug> = EventLog<S>["events"][number];
export type Components<S extends Slug = Slug> = Ok<paths[`/v1/${S}/components`]["get"]>;
export type Lobby<S extends Slug = Slug> = Ok<paths[`/v1/${S}/games`]["get"]>;
export type PublicGame<S extends Slug = Slug> = Lobby<S>["games"][number];
export type CreateGame<S extends Slug = Slug> = RequestBody<paths[`/v1/${S}/games`]["post"]>;
export type Options<S extends Slug = Slug> = NonNullable<CreateGame<S>["options"]>;
export type Created201<S extends Slug = Slug> = Created<paths[`/v1/${S}/games`]["post"]>;

/** One legal move with its label, as the table hands them to a renderer. */
export interface LabelledMove<S extends Slug = Slug> {
  /** The move itself: post it verbatim. */
  move: Move<S>;
  /** Its short English label from the legal-moves answer. */
  label: string;
  /** Its index in the legal-moves answer. */
  index: number;
  /** Fields of this move that accept other values than the one shown (`open` of the answer); usually empty. */
  open: string[];
}
