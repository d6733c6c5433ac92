// What the client reads from the contract at run time, per game: the options schema for the new-game form,
// and where views and moves hold component ids (`x-catalog`, `x-catalog-field`), so that a renderer knows
// which value in a view is a piece and which pieces a legal move names. Read from the document the server
// itself serves, so a game added to the server is playable here without rebuilding the client.
import { contract, type JsonSchema, type OpenApi } from "./api";

/** A path into a view or a move: property names, with "*" for any array index or map key. */
export type Path = (string | number)[];

/** Where ids of one catalog list sit: `field` is the property of the catalog entry the value names ("id"). */
export interface RefPattern {
  path: string[];
  catalog: string;
  field: string;
}

export interface GameContract {
  /** The game's options schema (its `<Game>Config`), resolved; null when the document has none. */
  options: JsonSchema | null;
  /** Where the game's view holds component ids. */
  viewRefs: RefPattern[];
  /** Where each move type (by its `type`) holds component ids. */
  moveRefs: Map<string, RefPattern[]>;
  /** The contract's description of each view property, by path ("hand/*" style, see pathKey). */
  notes: Map<string, string>;
  /** A schema with its $ref followed. */
  resolve(schema: JsonSchema | undefined): JsonSchema;
}

/** No contract facts: what a dedicated renderer gets, so its table never downloads the whole contract. */
export const NO_CONTRACT: GameContract = {
  options: null,
  viewRefs: [],
  moveRefs: new Map(),
  notes: new Map(),
  resolve: (schema) => schema ?? {},
};

const contracts = new Map<string, Promise<GameContract>>();

/** The contract facts of one game, read once per page load. */
export function gameContract(slug: string): Promise<GameContract> {
  let once = contracts.get(slug);
  if (!once) {
    once = contract().then((document) => build(document, slug));
    once.catch(() => contracts.delete(slug));
    contracts.set(slug, once);
  }
  return once;
}

function build(document: OpenApi, slug: string): GameContract {
  const schemas = document.components.schemas;
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let node = schema ?? {};
    for (let hops = 0; node.$ref && hops < 20; hops++) node = schemas[node.$ref.split("/").pop() ?? ""] ?? {};
    return node;
  };
  const base = `/v1/${slug}/games`;
  const create = resolve(document.paths[base]?.post?.requestBody?.content?.["application/json"]?.schema);
  const optionsNode = create.properties?.options;
  const options = optionsNode ? resolve(optionsNode) : null;

  const viewSchema = document.paths[`${base}/{game_id}`]?.get?.responses?.["200"]?.content?.["application/json"]?.schema;
  const viewRefs: RefPattern[] = [];
  const notes = new Map<string, string>();
  walk(resolve, viewSchema, [], viewRefs, notes, 0);

  const movesSchema = document.paths[`${base}/{game_id}/legal-moves`]?.get?.responses?.["200"]?.content?.["application/json"]?.schema;
  const item = resolve(resolve(movesSchema).properties?.moves).items;
  const moveRefs = new Map<string, RefPattern[]>();
  for (const alternative of alternatives(resolve, item)) {
    const type = resolve(alternative.properties?.type).enum?.[0];
    if (typeof type !== "string") continue;
    const refs: RefPattern[] = [];
    walk(resolve, alternative, [], refs, new Map(), 0);
    moveRefs.set(type, refs);
  }
  return { options: options && options.properties ? options : null, viewRefs, moveRefs, notes, resolve };
}

function alternatives(resolve: (schema: JsonSchema | undefined) => JsonSchema, schema: JsonSchema | undefined): JsonSchema[] {
  const node = resolve(schema);
  const choices = node.anyOf ?? node.oneOf;
  return choices ? choices.flatMap((choice) => alternatives(resolve, choice)) : [node];
}

function walk(
  resolve: (schema: JsonSchema | undefined) => JsonSchema,
  schema: JsonSchema | undefined,
  path: string[],
  refs: RefPattern[],
  notes: Map<string, string>,
  depth: number,
): void {
  if (!schema || depth > 16) return;
  const catalog = schema["x-catalog"];
  const node = resolve(schema);
  const named = catalog ?? node["x-catalog"];
  if (named) {
    refs.push({ path, catalog: named, field: schema["x-catalog-field"] ?? node["x-catalog-field"] ?? "id" });
    return;
  }
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const description = property.description ?? resolve(property).description;
    const at = [...path, name];
    if (description && !notes.has(pathKey(at))) notes.set(pathKey(at), description);
    walk(resolve, property, at, refs, notes, depth + 1);
  }
  if (node.items) walk(resolve, node.items, [...path, "*"], refs, notes, depth + 1);
  for (const item of node.prefixItems ?? []) walk(resolve, item, [...path, "*"], refs, notes, depth + 1);
  if (node.additionalProperties && typeof node.additionalProperties === "object") {
    walk(resolve, node.additionalProperties, [...path, "*"], refs, notes, depth + 1);
  }
  for (const choice of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(resolve, choice, path, refs, notes, depth + 1);
}

/** The key of a concrete path among the notes: array indices become "*" ("seats/*\/hand"). */
export function pathKey(path: Path): string {
  return path.map((part) => (typeof part === "number" ? "*" : part)).join("/");
}

/** The catalog reference at `path`, if the contract marks one there. */
export function refAt(patterns: RefPattern[], path: Path): RefPattern | undefined {
  return patterns.find(
    (pattern) => pattern.path.length === path.length && pattern.path.every((part, i) => part === "*" || part === path[i]),
  );
}

/** A piece's identity: which catalog list, which entry property, which value ("cards|id|13"). */
export function pieceKey(ref: RefPattern, value: unknown): string {
  return `${ref.catalog}|${ref.field}|${String(value)}`;
}

/** Every piece a move names: the keys of the catalog ids it carries. */
export function piecesOfMove(contract: GameContract, move: unknown): Set<string> {
  const keys = new Set<string>();
  if (!move || typeof move !== "object") return keys;
  const patterns = contract.moveRefs.get(String((move as { type?: unknown }).type)) ?? [];
  if (patterns.length === 0) return keys;
  const visit = (value: unknown, path: Path): void => {
    if (value === null || value === undefined) return;
    if (typeof value === "object") {
      for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) visit(item, [...path, key]);
      return;
    }
    const ref = refAt(patterns, path);
    if (ref) keys.add(pieceKey(ref, value));
  };
  visit(move, []);
  return keys;
}
