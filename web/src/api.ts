// Every call to the Yuletide API goes through this module: typed answers, and errors as ApiProblem with the
// problem+json body's title and detail for the person at the screen.
import type {
  AiLevel, Catalog, ClaimSeat, Components, CreateGame, EventLog, GameCreated, LegalMoves, LoggedEvent, Lobby, Move,
  Problem, Rematch, Score, Slug, StreamTicket, View,
} from "./types";

/** An error answer of the API (RFC 9457), or a network failure dressed as one (`code: "network"`). */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ? `${problem.title}: ${problem.detail}` : problem.title);
    this.name = "ApiProblem";
  }

  get code(): string {
    return this.problem.code;
  }

  get status(): number {
    return this.problem.status;
  }
}

interface Call {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call<T>(method: "GET" | "POST", path: string, { token, body, headers = {} }: Call = {}): Promise<T> {
  const sent: Record<string, string> = { Accept: "application/json", ...headers };
  if (token) sent.Authorization = `Bearer ${token}`;
  if (body !== undefined) sent["Content-Type"] = "application/json";
  let answer: Response;
  try {
    answer = await fetch(path, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body), cache: "no-store" });
  } catch {
    throw new ApiProblem({ type: "about:blank", title: "The server could not be reached", status: 0, code: "network", detail: "Check the connection and try again." });
  }
  if (answer.ok) return (await answer.json()) as T;
  throw new ApiProblem(await problemOf(answer));
}

async function problemOf(answer: Response): Promise<Problem> {
  try {
    const body = (await answer.json()) as Partial<Problem>;
    if (typeof body.title === "string" && typeof body.code === "string") {
      return { type: body.type ?? "about:blank", title: body.title, status: answer.status, code: body.code, detail: body.detail ?? null };
    }
  } catch {
    // not problem+json: described from the status below
  }
  return { type: "about:blank", title: answer.statusText || `HTTP ${answer.status}`, status: answer.status, code: `http-${answer.status}`, detail: null };
}

const game = (slug: string, gameId: string) => `/v1/${encodeURIComponent(slug)}/games/${encodeURIComponent(gameId)}`;

let catalogOnce: Promise<Catalog> | null = null;
const componentsOnce = new Map<string, Promise<Components>>();

/** The hosted games (`GET /v1/games`); read once per page load. */
export function catalog(): Promise<Catalog> {
  catalogOnce ??= call<Catalog>("GET", "/v1/games").catch((error: unknown) => {
    catalogOnce = null;
    throw error;
  });
  return catalogOnce;
}

/** A game's component catalog; it never changes while a server version runs, so it is read once. */
export function components(slug: Slug): Promise<Components> {
  let once = componentsOnce.get(slug);
  if (!once) {
    once = call<Components>("GET", `/v1/${encodeURIComponent(slug)}/components`);
    once.catch(() => componentsOnce.delete(slug));
    componentsOnce.set(slug, once);
  }
  return once;
}

export function createGame(slug: Slug, body: CreateGame): Promise<GameCreated> {
  return call<GameCreated>("POST", `/v1/${encodeURIComponent(slug)}/games`, { body });
}

/** Public games still running that have an open seat, newest first. */
export function lobby(slug: Slug, limit = 20): Promise<Lobby> {
  return call<Lobby>("GET", `/v1/${encodeURIComponent(slug)}/games?open=true&limit=${limit}`);
}

/** The seat's view (a spectator's without a token). */
export function view(slug: Slug, gameId: string, token: string | null): Promise<View> {
  return call<View>("GET", game(slug, gameId), { token });
}

export function legalMoves(slug: Slug, gameId: string, token: string): Promise<LegalMoves> {
  return call<LegalMoves>("GET", `${game(slug, gameId)}/legal-moves`, { token });
}

/** Post one move verbatim; a fresh Idempotency-Key makes a retry of this same call safe. Answers the new view. */
export function act(slug: Slug, gameId: string, token: string, move: Move, key: string = crypto.randomUUID()): Promise<View> {
  return call<View>("POST", `${game(slug, gameId)}/moves`, { token, body: move, headers: { "Idempotency-Key": key } });
}

export function score(slug: Slug, gameId: string): Promise<Score> {
  return call<Score>("GET", `${game(slug, gameId)}/score`);
}

/** Every event the caller may read after `after`, following the pages; answers them and the last cursor. */
export async function events(slug: Slug, gameId: string, token: string | null, after: string | null = null): Promise<{ events: LoggedEvent[]; cursor: string | null }> {
  const all: LoggedEvent[] = [];
  let cursor = after;
  for (;;) {
    const query = new URLSearchParams({ limit: "500" });
    if (cursor) query.set("after", cursor);
    const page = await call<EventLog>("GET", `${game(slug, gameId)}/events?${query}`, { token });
    all.push(...page.events);
    cursor = page.cursor ?? cursor;
    if (page.events.length < 500) return { events: all, cursor };
  }
}

export function claim(slug: Slug, gameId: string, seat: number, body: ClaimSeat): Promise<{ token: string; seat: number }> {
  return call("POST", `${game(slug, gameId)}/seats/${seat}/claim`, { body });
}

export function rematch(slug: Slug, gameId: string, token: string): Promise<Rematch> {
  return call<Rematch>("POST", `${game(slug, gameId)}/rematch`, { token });
}

/** Host only: a bot of `level` plays the seat from now on (an open seat, or a person's who is gone). */
export function handToAi(slug: Slug, gameId: string, seat: number, hostToken: string, level: AiLevel = "greedy"): Promise<View> {
  return call<View>("POST", `${game(slug, gameId)}/seats/${seat}/ai`, { token: hostToken, body: { level } });
}

/** Host only: end the game for everyone. */
export function cancel(slug: Slug, gameId: string, hostToken: string): Promise<View> {
  return call<View>("POST", `${game(slug, gameId)}/cancel`, { token: hostToken });
}

export function streamTicket(slug: Slug, gameId: string, token: string): Promise<StreamTicket> {
  return call<StreamTicket>("POST", `${game(slug, gameId)}/stream-tickets`, { token });
}

/** The stream's URL: a ticket opens it as a seat, none as a spectator; `after` resumes past a cursor. */
export function streamUrl(slug: Slug, gameId: string, ticket: string | null, after: string | null): string {
  const query = new URLSearchParams();
  if (ticket) query.set("ticket", ticket);
  if (after) query.set("after", after);
  const search = query.toString();
  return `${game(slug, gameId)}/stream${search ? `?${search}` : ""}`;
}

let contractOnce: Promise<OpenApi> | null = null;

/** The OpenAPI document the server serves (`/schema/openapi.json`): the options and annotations of every game. */
export function contract(): Promise<OpenApi> {
  contractOnce ??= call<OpenApi>("GET", "/schema/openapi.json").catch((error: unknown) => {
    contractOnce = null;
    throw error;
  });
  return contractOnce;
}

/** The parts of an OpenAPI document this client reads. */
export interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** A JSON Schema node as the contract writes them (only the keywords this client uses). */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  "x-catalog"?: string;
  "x-catalog-field"?: string;
}
