// src/dom.ts
/** An element with attributes (strings, numbers, booleans; false and null leave them out) and children. */
function h(tag, attrs, ...children) {
	const element = document.createElement(tag);
	for (const [name, value] of Object.entries(attrs ?? {})) {
		if (value === void 0 || value === null || value === false) continue;
		if (name === "class") {
			const names = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
			if (names) element.className = names;
		} else if (name === "on") for (const [event, handler] of Object.entries(value)) element.addEventListener(event, handler);
		else if (name === "data") {
			for (const [key, item] of Object.entries(value)) if (item !== void 0) element.dataset[key] = String(item);
		} else if (name === "value" && "value" in element) element.value = String(value);
		else if (name === "checked") element.checked = Boolean(value);
		else if (name === "selected") element.selected = Boolean(value);
		else element.setAttribute(name, value === true ? "" : String(value));
	}
	append(element, children);
	return element;
}
function append(parent, children) {
	for (const child of children) {
		if (child === null || child === void 0 || child === false) continue;
		if (Array.isArray(child)) append(parent, child);
		else parent.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
	}
}
/** "hand_counts" -> "Hand counts"; "play-card" -> "Play card". */
function humanise(key) {
	const words = key.replace(/[_-]+/g, " ").trim();
	return words.charAt(0).toUpperCase() + words.slice(1);
}
/** 1 -> "1st", 12 -> "12th", 23 -> "23rd". */
function ordinal(rank) {
	const tens = rank % 100;
	return `${rank}${tens >= 11 && tens <= 13 ? "th" : [
		"th",
		"st",
		"nd",
		"rd"
	][rank % 10] ?? "th"}`;
}
// src/api.ts
/** An error answer of the API (RFC 9457), or a network failure dressed as one (`code: "network"`). */
var ApiProblem = class extends Error {
	problem;
	constructor(problem) {
		super(problem.detail ? `${problem.title}: ${problem.detail}` : problem.title);
		this.problem = problem;
		this.name = "ApiProblem";
	}
	get code() {
		return this.problem.code;
	}
	get status() {
		return this.problem.status;
	}
};
async function call(method, path, { token, body, headers = {} } = {}) {
	const sent = {
		Accept: "application/json",
		...headers
	};
	if (token) sent.Authorization = `Bearer ${token}`;
	if (body !== void 0) sent["Content-Type"] = "application/json";
	let answer;
	try {
		answer = await fetch(path, {
			method,
			headers: sent,
			body: body === void 0 ? void 0 : JSON.stringify(body),
			cache: "no-store"
		});
	} catch {
		throw new ApiProblem({
			type: "about:blank",
			title: "The server could not be reached",
			status: 0,
			code: "network",
			detail: "Check the connection and try again."
		});
	}
	if (answer.ok) return await answer.json();
	throw new ApiProblem(await problemOf(answer));
}
async function problemOf(answer) {
	try {
		const body = await answer.json();
		if (typeof body.title === "string" && typeof body.code === "string") return {
			type: body.type ?? "about:blank",
			title: body.title,
			status: answer.status,
			code: body.code,
			detail: body.detail ?? null
		};
	} catch {}
	return {
		type: "about:blank",
		title: answer.statusText || `HTTP ${answer.status}`,
		status: answer.status,
		code: `http-${answer.status}`,
		detail: null
	};
}
var game = (slug, gameId) => `/v1/${encodeURIComponent(slug)}/games/${encodeURIComponent(gameId)}`;
var catalogOnce = null;
var componentsOnce = /* @__PURE__ */ new Map();
/** The hosted games (`GET /v1/games`); read once per page load. */
function catalog() {
	catalogOnce ??= call("GET", "/v1/games").catch((error) => {
		catalogOnce = null;
		throw error;
	});
	return catalogOnce;
}
/** A game's component catalog; it never changes while a server version runs, so it is read once. */
function components(slug) {
	let once = componentsOnce.get(slug);
	if (!once) {
		once = call("GET", `/v1/${encodeURIComponent(slug)}/components`);
		once.catch(() => componentsOnce.delete(slug));
		componentsOnce.set(slug, once);
	}
	return once;
}
function createGame(slug, body) {
	return call("POST", `/v1/${encodeURIComponent(slug)}/games`, { body });
}
/** Public games still running that have an open seat, newest first. */
function lobby(slug, limit = 20) {
	return call("GET", `/v1/${encodeURIComponent(slug)}/games?open=true&limit=${limit}`);
}
/** The seat's view (a spectator's without a token). */
function view(slug, gameId, token) {
	return call("GET", game(slug, gameId), { token });
}
function legalMoves(slug, gameId, token) {
	return call("GET", `${game(slug, gameId)}/legal-moves`, { token });
}
/** Post one move verbatim; a fresh Idempotency-Key makes a retry of this same call safe. Answers the new view. */
function act(slug, gameId, token, move, key = crypto.randomUUID()) {
	return call("POST", `${game(slug, gameId)}/moves`, {
		token,
		body: move,
		headers: { "Idempotency-Key": key }
	});
}
function score(slug, gameId) {
	return call("GET", `${game(slug, gameId)}/score`);
}
/** Every event the caller may read after `after`, following the pages; answers them and the last cursor. */
async function events$1(slug, gameId, token, after = null) {
	const all = [];
	let cursor = after;
	for (;;) {
		const query = new URLSearchParams({ limit: "500" });
		if (cursor) query.set("after", cursor);
		const page = await call("GET", `${game(slug, gameId)}/events?${query}`, { token });
		all.push(...page.events);
		cursor = page.cursor ?? cursor;
		if (page.events.length < 500) return {
			events: all,
			cursor
		};
	}
}
function claim$1(slug, gameId, seat, body) {
	return call("POST", `${game(slug, gameId)}/seats/${seat}/claim`, { body });
}
function rematch(slug, gameId, token) {
	return call("POST", `${game(slug, gameId)}/rematch`, { token });
}
/** Host only: a bot of `level` plays the seat from now on (an open seat, or a person's who is gone). */
function handToAi(slug, gameId, seat, hostToken, level = "greedy") {
	return call("POST", `${game(slug, gameId)}/seats/${seat}/ai`, {
		token: hostToken,
		body: { level }
	});
}
/** Host only: end the game for everyone. */
function cancel(slug, gameId, hostToken) {
	return call("POST", `${game(slug, gameId)}/cancel`, { token: hostToken });
}
function streamTicket(slug, gameId, token) {
	return call("POST", `${game(slug, gameId)}/stream-tickets`, { token });
}
/** The stream's URL: a ticket opens it as a seat, none as a spectator; `after` resumes past a cursor. */
function streamUrl(slug, gameId, ticket, after) {
	const query = new URLSearchParams();
	if (ticket) query.set("ticket", ticket);
	if (after) query.set("after", after);
	const search = query.toString();
	return `${game(slug, gameId)}/stream${search ? `?${search}` : ""}`;
}
var contractOnce = null;
/** The OpenAPI document the server serves (`/schema/openapi.json`): the options and annotations of every game. */
function contract() {
	contractOnce ??= call("GET", "/schema/openapi.json").catch((error) => {
		contractOnce = null;
		throw error;
	});
	return contractOnce;
}
// src/router.ts
var SLUG = /^[a-z0-9][a-z0-9-]*$/;
var GAME_ID = /^[A-Za-z0-9_-]{22}$/;
function parse(hash) {
	const [path = "", search = ""] = hash.replace(/^#/, "").split("?", 2);
	const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
	const query = new URLSearchParams(search);
	const [first, second, third, fourth, fifth] = parts;
	if (parts.length === 0) return { page: "lobby" };
	if (first === "new" && second && SLUG.test(second) && parts.length === 2) return {
		page: "new",
		slug: second
	};
	if (first === "join" && second && SLUG.test(second) && third && GAME_ID.test(third) && parts.length === 3) {
		const seat = query.get("seat");
		return {
			page: "join",
			slug: second,
			gameId: third,
			seat: seat !== null && /^\d+$/.test(seat) ? Number(seat) : null,
			code: query.get("code")
		};
	}
	if (first && SLUG.test(first) && second && GAME_ID.test(second)) {
		if (third === "seat" && fourth && /^\d+$/.test(fourth) && fifth === void 0) return {
			page: "table",
			slug: first,
			gameId: second,
			seat: Number(fourth)
		};
		if (third === "watch" && fourth === void 0) return {
			page: "table",
			slug: first,
			gameId: second,
			seat: null
		};
	}
	return {
		page: "missing",
		hash
	};
}
function lobbyHref() {
	return "#/";
}
function newGameHref(slug) {
	return `#/new/${slug}`;
}
function tableHref(slug, gameId, seat) {
	return seat === null ? `#/${slug}/${gameId}/watch` : `#/${slug}/${gameId}/seat/${seat}`;
}
function joinHref(slug, gameId, seat, code) {
	const query = new URLSearchParams({ seat: String(seat) });
	if (code) query.set("code", code);
	return `#/join/${slug}/${gameId}?${query}`;
}
/** The full link to hand to an invited player: this page's address with the join route. */
function absolute(href) {
	return `${location.origin}${location.pathname}${href}`;
}
function go(href) {
	if (location.hash === href) window.dispatchEvent(new HashChangeEvent("hashchange"));
	else location.hash = href;
}
// src/store.ts
var PREFIX = "yuletide";
function read(key) {
	try {
		return localStorage.getItem(`${PREFIX}:${key}`);
	} catch {
		return null;
	}
}
function write(key, value) {
	try {
		if (value === null) localStorage.removeItem(`${PREFIX}:${key}`);
		else localStorage.setItem(`${PREFIX}:${key}`, value);
	} catch {}
}
function seatToken(slug, gameId, seat) {
	return read(`seat:${slug}:${gameId}:${seat}`);
}
function keepSeatToken(slug, gameId, seat, token) {
	write(`seat:${slug}:${gameId}:${seat}`, token);
}
function forgetSeatToken(slug, gameId, seat) {
	write(`seat:${slug}:${gameId}:${seat}`, null);
}
function hostToken(slug, gameId) {
	return read(`host:${slug}:${gameId}`);
}
function keepHostToken(slug, gameId, token) {
	write(`host:${slug}:${gameId}`, token);
}
/** The invitation codes of the open seats of a game this browser created, by seat. */
function invitations(slug, gameId) {
	try {
		return JSON.parse(read(`invitations:${slug}:${gameId}`) ?? "{}");
	} catch {
		return {};
	}
}
function keepInvitations(slug, gameId, codes) {
	if (Object.keys(codes).length > 0) write(`invitations:${slug}:${gameId}`, JSON.stringify(codes));
}
/** The name this player last used. */
function playerName() {
	return read("name") ?? "";
}
function keepPlayerName(name) {
	if (name.trim()) write("name", name.trim());
}
var RECENT_LIMIT = 12;
/** The seats this browser holds, newest first. */
function recentGames() {
	try {
		const games = JSON.parse(read("recent") ?? "[]");
		return Array.isArray(games) ? games.filter((game) => seatToken(game.slug, game.gameId, game.seat)) : [];
	} catch {
		return [];
	}
}
function keepRecentGame(game) {
	const others = recentGames().filter((item) => !(item.gameId === game.gameId && item.seat === game.seat));
	write("recent", JSON.stringify([{
		...game,
		at: Date.now()
	}, ...others].slice(0, RECENT_LIMIT)));
}
/** True when this browser asked for the generic table for every game (`yuletide:renderer` = `generic`): how the
* generic renderer is tried and tested now that every hosted game has a table of its own. */
function prefersGenericTables() {
	return read("renderer") === "generic";
}
// src/pages/common.ts
/** An API problem for the person at the screen: its title, and its detail when there is one. */
function problemBox(problem) {
	return h("div", {
		class: "problem",
		data: { code: problem.code }
	}, h("strong", null, problem.problem.title), problem.problem.detail ? h("span", null, ` ${problem.problem.detail}`) : null);
}
function loading(what) {
	return h("p", { class: "loading" }, `Loading ${what}…`);
}
// src/pages/join.ts
function joinPage(root, slug, gameId, seat, code) {
	let gone = false;
	root.replaceChildren(loading("the game"));
	Promise.all([catalog(), view(slug, gameId, null)]).then(([catalog, view]) => {
		if (gone) return;
		const title = catalog.games.find((game) => game.slug === slug)?.title ?? slug;
		document.title = `Join ${title} · Yuletide`;
		root.replaceChildren(page(slug, gameId, title, view, seat ?? view.table.seats.find((item) => item.status === "open")?.seat ?? null, code));
	}).catch((error) => {
		if (!gone) root.replaceChildren(h("main", null, h("h1", null, "Join a game"), error instanceof ApiProblem ? problemBox(error) : String(error)));
	});
	return () => {
		gone = true;
	};
}
function page(slug, gameId, title, view, seat, code) {
	const seats = view.table.seats;
	const target = seat === null ? void 0 : seats[seat];
	const held = seat !== null && seatToken(slug, gameId, seat);
	const intro = h("ul", { class: "seats" }, seats.map((item) => h("li", { class: ["seat", item.seat === seat && "you"] }, h("span", { class: "seat-name" }, item.name), h("span", { class: "badge" }, item.status === "open" ? "open seat" : item.status === "ai" ? "bot" : "player"))));
	const head = [
		h("p", { class: "crumbs" }, h("a", { href: lobbyHref() }, "Lobby"), " / ", title),
		h("h1", null, `Join ${title}`),
		intro
	];
	if (held && seat !== null) return h("main", null, head, h("p", null, "You already hold this seat here. ", h("a", { href: tableHref(slug, gameId, seat) }, "Go to the table")));
	if (!target || target.status !== "open" || view.finished) return h("main", null, head, h("p", null, view.finished ? "This game is over. " : "This seat is taken. ", h("a", { href: tableHref(slug, gameId, null) }, "Watch the game")));
	const alert = h("div", {
		role: "alert",
		class: "alert-slot"
	});
	const name = h("input", {
		id: "claim-name",
		type: "text",
		required: true,
		maxlength: 40,
		autocomplete: "nickname",
		value: playerName()
	});
	const submit = h("button", {
		type: "submit",
		class: "primary"
	}, `Take seat ${target.seat + 1}`);
	const claim = async (event) => {
		event.preventDefault();
		alert.replaceChildren();
		if (!name.value.trim()) {
			alert.replaceChildren(h("div", { class: "problem" }, h("strong", null, "Your name, please."), " The table shows it to the other players."));
			name.focus();
			return;
		}
		submit.disabled = true;
		try {
			const claimed = await claim$1(slug, gameId, target.seat, code ? {
				name: name.value.trim(),
				code
			} : { name: name.value.trim() });
			keepSeatToken(slug, gameId, target.seat, claimed.token);
			keepPlayerName(name.value);
			go(tableHref(slug, gameId, target.seat));
		} catch (error) {
			alert.replaceChildren(error instanceof ApiProblem ? problemBox(error) : String(error));
			submit.disabled = false;
		}
	};
	return h("main", { class: "join" }, head, h("p", null, `${code ? "You are invited to" : "You may take"} seat ${target.seat + 1} of this game of ${title}. The table will show your name to the other players.`), h("form", {
		on: { submit: (event) => void claim(event) },
		novalidate: true
	}, h("div", { class: "field" }, h("label", { for: "claim-name" }, "Your name"), name), alert, submit));
}
// src/pages/lobby.ts
function lobbyPage(root) {
	let gone = false;
	document.title = "Yuletide";
	const games = h("section", {
		class: "catalog",
		"aria-labelledby": "games-heading"
	}, h("h2", { id: "games-heading" }, "Games"), loading("the games"));
	const open = h("section", {
		class: "open-tables",
		"aria-labelledby": "open-heading"
	}, h("h2", { id: "open-heading" }, "Open tables"), loading("the open tables"));
	root.replaceChildren(h("main", { class: "lobby" }, h("h1", null, "Yuletide"), h("p", { class: "summary" }, "Holiday tabletop games: start one against bots or friends, or take an open seat."), nameField(), recent(), games, open, joinBox()));
	catalog().then(async (catalog) => {
		if (gone) return;
		games.replaceChildren(games.firstChild, h("ul", { class: "game-cards" }, catalog.games.map(card$1)));
		const lists = await Promise.all(catalog.games.map((entry) => lobby(entry.slug, 10).then((lobby) => lobby.games.map((game) => ({
			entry,
			game
		})), () => [])));
		if (gone) return;
		const tables = lists.flat().sort((a, b) => b.game.created_at.localeCompare(a.game.created_at));
		open.replaceChildren(open.firstChild, tables.length === 0 ? h("p", null, "No public game is waiting for players right now.") : h("ul", { class: "tables" }, tables.map(({ entry, game }) => openTable(entry, game))));
	}).catch((error) => {
		if (!gone) games.replaceChildren(games.firstChild, error instanceof ApiProblem ? problemBox(error) : String(error));
	});
	return () => {
		gone = true;
	};
}
function nameField() {
	const input = h("input", {
		id: "player-name",
		type: "text",
		maxlength: 40,
		autocomplete: "nickname",
		value: playerName()
	});
	input.addEventListener("change", () => keepPlayerName(input.value));
	return h("div", { class: "field player-name" }, h("label", { for: "player-name" }, "Your name at the table"), input);
}
function recent() {
	const games = recentGames();
	if (games.length === 0) return null;
	return h("section", { "aria-labelledby": "recent-heading" }, h("h2", { id: "recent-heading" }, "Your games"), h("ul", { class: "recent" }, games.map((game) => h("li", null, h("a", { href: tableHref(game.slug, game.gameId, game.seat) }, `${game.title}, seat ${game.seat + 1}`), ` (${new Date(game.at).toLocaleString()})`))));
}
function card$1(entry) {
	const seats = entry.min_seats === entry.max_seats ? `${entry.min_seats} seat${entry.min_seats === 1 ? "" : "s"}` : `${entry.min_seats}–${entry.max_seats} seats`;
	return h("li", {
		class: "game-card",
		data: { slug: entry.slug }
	}, h("h3", null, entry.title), h("p", null, entry.summary), h("p", { class: "facts" }, seats, entry.simultaneous ? " · moves at once" : "", entry.hidden_information ? " · hidden information" : ""), h("a", {
		class: "button primary",
		href: newGameHref(entry.slug),
		"aria-label": `New game of ${entry.title}`
	}, "New game"));
}
function openTable(entry, game) {
	const seats = game.table.seats;
	const free = seats.filter((seat) => seat.status === "open");
	return h("li", { class: "open-table" }, h("strong", null, entry.title), ` · ${seats.map((seat) => seat.name).join(", ")} · `, `${free.length} open seat${free.length === 1 ? "" : "s"} `, free[0] ? h("a", {
		class: "button",
		href: joinHref(entry.slug, game.game_id, free[0].seat, null)
	}, "Take a seat") : null);
}
function joinBox() {
	const input = h("input", {
		id: "invitation",
		type: "url",
		placeholder: "Paste an invitation link"
	});
	const note = h("p", {
		class: "hint",
		role: "status"
	});
	const join = (event) => {
		event.preventDefault();
		const hash = input.value.includes("#") ? input.value.slice(input.value.indexOf("#")) : "";
		if (parse(hash).page !== "join") {
			note.textContent = "That is not an invitation link: it should contain #/join/.";
			return;
		}
		go(hash);
	};
	return h("section", { "aria-labelledby": "join-heading" }, h("h2", { id: "join-heading" }, "Join with an invitation"), h("form", {
		class: "join-box",
		on: { submit: join }
	}, h("label", { for: "invitation" }, "Invitation link"), input, h("button", { type: "submit" }, "Join"), note));
}
// src/contract.ts
/** No contract facts: what a dedicated renderer gets, so its table never downloads the whole contract. */
var NO_CONTRACT = {
	options: null,
	viewRefs: [],
	moveRefs: /* @__PURE__ */ new Map(),
	notes: /* @__PURE__ */ new Map(),
	resolve: (schema) => schema ?? {}
};
var contracts = /* @__PURE__ */ new Map();
/** The contract facts of one game, read once per page load. */
function gameContract(slug) {
	let once = contracts.get(slug);
	if (!once) {
		once = contract().then((document) => build(document, slug));
		once.catch(() => contracts.delete(slug));
		contracts.set(slug, once);
	}
	return once;
}
function build(document, slug) {
	const schemas = document.components.schemas;
	const resolve = (schema) => {
		let node = schema ?? {};
		for (let hops = 0; node.$ref && hops < 20; hops++) node = schemas[node.$ref.split("/").pop() ?? ""] ?? {};
		return node;
	};
	const base = `/v1/${slug}/games`;
	const optionsNode = resolve(document.paths[base]?.post?.requestBody?.content?.["application/json"]?.schema).properties?.options;
	const options = optionsNode ? resolve(optionsNode) : null;
	const viewSchema = document.paths[`${base}/{game_id}`]?.get?.responses?.["200"]?.content?.["application/json"]?.schema;
	const viewRefs = [];
	const notes = /* @__PURE__ */ new Map();
	walk(resolve, viewSchema, [], viewRefs, notes, 0);
	const movesSchema = document.paths[`${base}/{game_id}/legal-moves`]?.get?.responses?.["200"]?.content?.["application/json"]?.schema;
	const item = resolve(resolve(movesSchema).properties?.moves).items;
	const moveRefs = /* @__PURE__ */ new Map();
	for (const alternative of alternatives(resolve, item)) {
		const type = resolve(alternative.properties?.type).enum?.[0];
		if (typeof type !== "string") continue;
		const refs = [];
		walk(resolve, alternative, [], refs, /* @__PURE__ */ new Map(), 0);
		moveRefs.set(type, refs);
	}
	return {
		options: options && options.properties ? options : null,
		viewRefs,
		moveRefs,
		notes,
		resolve
	};
}
function alternatives(resolve, schema) {
	const node = resolve(schema);
	const choices = node.anyOf ?? node.oneOf;
	return choices ? choices.flatMap((choice) => alternatives(resolve, choice)) : [node];
}
function walk(resolve, schema, path, refs, notes, depth) {
	if (!schema || depth > 16) return;
	const catalog = schema["x-catalog"];
	const node = resolve(schema);
	const named = catalog ?? node["x-catalog"];
	if (named) {
		refs.push({
			path,
			catalog: named,
			field: schema["x-catalog-field"] ?? node["x-catalog-field"] ?? "id"
		});
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
	if (node.additionalProperties && typeof node.additionalProperties === "object") walk(resolve, node.additionalProperties, [...path, "*"], refs, notes, depth + 1);
	for (const choice of [
		...node.anyOf ?? [],
		...node.oneOf ?? [],
		...node.allOf ?? []
	]) walk(resolve, choice, path, refs, notes, depth + 1);
}
/** The key of a concrete path among the notes: array indices become "*" ("seats/*\/hand"). */
function pathKey(path) {
	return path.map((part) => typeof part === "number" ? "*" : part).join("/");
}
/** The catalog reference at `path`, if the contract marks one there. */
function refAt(patterns, path) {
	return patterns.find((pattern) => pattern.path.length === path.length && pattern.path.every((part, i) => part === "*" || part === path[i]));
}
/** A piece's identity: which catalog list, which entry property, which value ("cards|id|13"). */
function pieceKey(ref, value) {
	return `${ref.catalog}|${ref.field}|${String(value)}`;
}
/** Every piece a move names: the keys of the catalog ids it carries. */
function piecesOfMove(contract, move) {
	const keys = /* @__PURE__ */ new Set();
	if (!move || typeof move !== "object") return keys;
	const patterns = contract.moveRefs.get(String(move.type)) ?? [];
	if (patterns.length === 0) return keys;
	const visit = (value, path) => {
		if (value === null || value === void 0) return;
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
// src/pages/options-form.ts
var NUMBERS_IN_A_SELECT = 24;
function optionsForm(schema, resolve) {
	const fields = Object.entries(schema?.properties ?? {}).map(([name, property]) => field(name, property, resolve));
	return {
		element: h("fieldset", { class: "options" }, h("legend", null, "Options"), fields.length === 0 ? h("p", null, "This game has no options.") : fields.map((item) => item.element)),
		seats: (count) => {
			for (const item of fields) item.seats?.(count);
		},
		read: () => Object.fromEntries(fields.flatMap((item) => {
			const value = item.read();
			return value === void 0 ? [] : [[item.name, value]];
		}))
	};
}
function field(name, property, resolve) {
	const node = resolve(property);
	const fallback = node.default ?? property.default;
	const choices = (node.anyOf ?? node.oneOf ?? [node]).map(resolve).filter((choice) => choice.type !== "null");
	const id = `option-${name}`;
	const hintId = `${id}-hint`;
	const description = property.description ?? node.description;
	const hint = description ? h("p", {
		class: "hint",
		id: hintId
	}, description) : null;
	const described = description ? hintId : null;
	const label = h("label", { for: id }, humanise(name));
	const seatish = /seat/.test(name);
	const same = (value) => JSON.stringify(value) === JSON.stringify(fallback);
	if (choices.length === 1 && choices[0]?.type === "boolean") {
		const box = h("input", {
			id,
			type: "checkbox",
			checked: fallback === true,
			"aria-describedby": described
		});
		return {
			name,
			element: h("div", { class: "field field-check" }, box, label, hint),
			read: () => same(box.checked) ? void 0 : box.checked
		};
	}
	const options = [];
	let listable = choices.length > 0;
	for (const choice of choices) if (choice.enum) options.push(...choice.enum.map((value) => ({
		value,
		text: String(value)
	})));
	else if (choice.type === "integer" && choice.minimum !== void 0 && choice.maximum !== void 0 && choice.maximum - choice.minimum < NUMBERS_IN_A_SELECT && choices.length > 1) for (let n = choice.minimum; n <= choice.maximum; n++) options.push({
		value: n,
		text: seatish ? `seat ${n + 1}` : String(n)
	});
	else listable = false;
	if (listable && options.length > 0) {
		const select = h("select", {
			id,
			"aria-describedby": described
		}, options.map((option) => h("option", {
			value: JSON.stringify(option.value),
			selected: same(option.value)
		}, option.text + (same(option.value) ? " (default)" : ""))));
		const seats = (count) => {
			for (const option of select.options) {
				const value = JSON.parse(option.value);
				option.hidden = option.disabled = seatish && typeof value === "number" && value >= count;
			}
			if (select.selectedOptions[0]?.disabled) select.value = JSON.stringify(fallback);
			if (select.selectedOptions[0]?.disabled || select.selectedIndex < 0) select.selectedIndex = [...select.options].findIndex((option) => !option.disabled);
		};
		return {
			name,
			element: h("div", { class: "field" }, label, select, hint),
			seats,
			read: () => {
				const value = JSON.parse(select.value);
				return same(value) ? void 0 : value;
			}
		};
	}
	const integer = choices.length === 1 && choices[0]?.type === "integer" ? choices[0] : null;
	if (integer) {
		const input = h("input", {
			id,
			type: "number",
			inputmode: "numeric",
			step: 1,
			min: integer.minimum,
			max: integer.maximum,
			value: fallback,
			"aria-describedby": described
		});
		return {
			name,
			element: h("div", { class: "field" }, label, input, hint),
			read: () => {
				if (input.value.trim() === "") return void 0;
				const value = Number(input.value);
				if (!Number.isInteger(value)) throw new Error(`${humanise(name)}: a whole number, please.`);
				return same(value) ? void 0 : value;
			}
		};
	}
	const input = h("input", {
		id,
		type: "text",
		spellcheck: "false",
		placeholder: JSON.stringify(fallback ?? null),
		"aria-describedby": described
	});
	return {
		name,
		element: h("div", { class: "field" }, label, input, h("p", { class: "hint" }, "As JSON; leave empty for the default."), hint),
		read: () => {
			if (input.value.trim() === "") return void 0;
			try {
				return JSON.parse(input.value);
			} catch {
				throw new Error(`${humanise(name)}: not valid JSON.`);
			}
		}
	};
}
// src/pages/new-game.ts
var KINDS = [
	{
		value: "human",
		text: "Player at this browser"
	},
	{
		value: "open",
		text: "Open seat: invite a player"
	},
	...[
		"random",
		"greedy",
		"expert"
	].map((level) => ({
		value: `ai:${level}`,
		text: `Bot: ${level}`
	}))
];
function newGamePage(root, slug) {
	root.replaceChildren(loading("the game"));
	let gone = false;
	Promise.all([catalog(), gameContract(slug)]).then(([catalog, contract]) => {
		if (gone) return;
		const entry = catalog.games.find((game) => game.slug === slug);
		if (!entry) {
			root.replaceChildren(h("main", null, h("h1", null, "No such game"), h("p", null, h("a", { href: lobbyHref() }, "Back to the lobby"))));
			return;
		}
		document.title = `New ${entry.title} game · Yuletide`;
		root.replaceChildren(form(slug, entry, optionsForm(contract.options, contract.resolve)));
	}).catch((error) => {
		if (!gone) root.replaceChildren(h("main", null, error instanceof ApiProblem ? problemBox(error) : String(error)));
	});
	return () => {
		gone = true;
	};
}
function form(slug, entry, options) {
	const alert = h("div", {
		role: "alert",
		class: "alert-slot"
	});
	const count = h("select", { id: "seat-count" }, Array.from({ length: entry.max_seats - entry.min_seats + 1 }, (_, i) => entry.min_seats + i).map((n) => h("option", {
		value: String(n),
		selected: n === Math.max(entry.min_seats, Math.min(entry.max_seats, 2))
	}, String(n))));
	const rows = h("ol", { class: "seat-rows" });
	const drawRows = () => {
		const kept = [...rows.querySelectorAll("li")].map((row) => ({
			kind: row.querySelector("select")?.value,
			name: row.querySelector("input")?.value
		}));
		rows.replaceChildren(...Array.from({ length: Number(count.value) }, (_, seat) => {
			const before = kept[seat];
			const kind = before?.kind ?? (seat === 0 ? "human" : "ai:greedy");
			const name = h("input", {
				id: `seat-name-${seat}`,
				type: "text",
				maxlength: 40,
				autocomplete: seat === 0 ? "nickname" : "off",
				value: before?.name ?? (seat === 0 ? playerName() : ""),
				placeholder: `Player ${seat + 1}`
			});
			const select = h("select", {
				id: `seat-kind-${seat}`,
				on: { change: () => name.disabled = select.value !== "human" }
			}, KINDS.map((item) => h("option", {
				value: item.value,
				selected: item.value === kind
			}, item.text)));
			name.disabled = kind !== "human";
			return h("li", { class: "seat-row" }, h("label", { for: `seat-kind-${seat}` }, `Seat ${seat + 1}`), select, h("label", {
				for: `seat-name-${seat}`,
				class: "visually-hidden"
			}, `Name of seat ${seat + 1}`), name);
		}));
	};
	count.addEventListener("change", drawRows);
	drawRows();
	const listed = h("input", {
		id: "public",
		type: "checkbox"
	});
	const clocked = h("input", {
		id: "clock",
		type: "checkbox"
	});
	const seconds = h("input", {
		id: "turn-seconds",
		type: "number",
		min: 1,
		max: 604800,
		value: 60,
		inputmode: "numeric"
	});
	const timeouts = h("input", {
		id: "timeouts-to-ai",
		type: "number",
		min: 1,
		max: 100,
		value: 3,
		inputmode: "numeric"
	});
	const clockFields = () => {
		seconds.disabled = !clocked.checked;
		timeouts.disabled = !clocked.checked;
	};
	clocked.addEventListener("change", clockFields);
	clockFields();
	count.addEventListener("change", () => options.seats(Number(count.value)));
	options.seats(Number(count.value));
	const seed = h("input", {
		id: "seed",
		type: "text",
		inputmode: "numeric",
		pattern: "[0-9]*",
		"aria-describedby": "seed-hint"
	});
	const submit = h("button", {
		type: "submit",
		class: "primary"
	}, "Create the game");
	const create = async (event) => {
		event.preventDefault();
		alert.replaceChildren();
		let body;
		try {
			body = { seats: seatsOf(rows) };
			const chosen = options.read();
			if (Object.keys(chosen).length > 0) body.options = chosen;
			if (listed.checked) body.public = true;
			if (clocked.checked) body.clock = {
				turn_seconds: Number(seconds.value),
				timeouts_to_ai: Number(timeouts.value)
			};
			if (seed.value.trim()) body.seed = Number(seed.value.trim());
		} catch (error) {
			alert.replaceChildren(h("div", { class: "problem" }, h("strong", null, "Check the form."), ` ${error.message}`));
			return;
		}
		submit.disabled = true;
		try {
			const created = await createGame(slug, body);
			const codes = {};
			for (const grant of created.seats) {
				if (grant.token) keepSeatToken(slug, created.game_id, grant.seat, grant.token);
				if (grant.invitation) codes[grant.seat] = grant.invitation;
			}
			keepHostToken(slug, created.game_id, created.host_token);
			keepInvitations(slug, created.game_id, codes);
			const first = created.seats.find((grant) => grant.token);
			const mine = body.seats[0];
			if (mine?.kind === "human" && mine.name) keepPlayerName(mine.name);
			go(tableHref(slug, created.game_id, first ? first.seat : null));
		} catch (error) {
			alert.replaceChildren(error instanceof ApiProblem ? problemBox(error) : String(error));
			submit.disabled = false;
		}
	};
	return h("main", { class: "new-game" }, h("p", { class: "crumbs" }, h("a", { href: lobbyHref() }, "Lobby"), " / ", entry.title), h("h1", null, `New game of ${entry.title}`), h("p", { class: "summary" }, entry.summary), h("form", {
		on: { submit: (event) => void create(event) },
		novalidate: true
	}, h("fieldset", null, h("legend", null, "Seats"), h("div", { class: "field" }, h("label", { for: "seat-count" }, "Number of seats"), count), rows), options.element, h("fieldset", null, h("legend", null, "Table"), h("div", { class: "field field-check" }, listed, h("label", { for: "public" }, "List in the lobby: anyone may take an open seat")), h("div", { class: "field field-check" }, clocked, h("label", { for: "clock" }, "Turn clock")), h("div", { class: "field" }, h("label", { for: "turn-seconds" }, "Seconds per decision"), seconds), h("div", { class: "field" }, h("label", { for: "timeouts-to-ai" }, "Time-outs in a row before a bot takes the seat"), timeouts)), h("details", null, h("summary", null, "Advanced"), h("div", { class: "field" }, h("label", { for: "seed" }, "Seed"), seed, h("p", {
		class: "hint",
		id: "seed-hint"
	}, "A fixed seed replays the same shuffles; only servers that allow test seeds accept one."))), alert, submit));
}
function seatsOf(rows) {
	return [...rows.querySelectorAll("li")].map((row) => {
		const kind = row.querySelector("select")?.value ?? "human";
		const name = row.querySelector("input")?.value.trim() ?? "";
		if (kind === "open") return { kind: "open" };
		if (kind.startsWith("ai:")) return {
			kind: "ai",
			level: kind.slice(3)
		};
		return name ? {
			kind: "human",
			name
		} : { kind: "human" };
	});
}
// src/live.ts
/** Follow a game from `after` (the cursor of the last event already shown); answers a function that stops. */
function follow(slug, gameId, token, after, handlers) {
	let lastId = after;
	let source = null;
	let stopped = false;
	let failures = 0;
	let timer;
	const connect = async () => {
		handlers.onState(failures === 0 ? "connecting" : "reconnecting");
		let ticket = null;
		if (token) try {
			ticket = (await streamTicket(slug, gameId, token)).ticket;
		} catch (error) {
			if (error instanceof ApiProblem && error.status === 401) {
				stopped = true;
				handlers.onState("closed");
				handlers.onLost(error);
				return;
			}
			retry();
			return;
		}
		if (stopped) return;
		const opened = new EventSource(streamUrl(slug, gameId, ticket, lastId));
		source = opened;
		opened.onopen = () => {
			failures = 0;
			handlers.onState("open");
		};
		opened.addEventListener("view", (message) => {
			lastId = message.lastEventId || lastId;
			handlers.onView(JSON.parse(message.data));
		});
		opened.addEventListener("game-event", (message) => {
			lastId = message.lastEventId || lastId;
			handlers.onEvent(JSON.parse(message.data));
		});
		opened.addEventListener("finished", (message) => {
			stopped = true;
			opened.close();
			handlers.onState("closed");
			handlers.onFinished(JSON.parse(message.data));
		});
		opened.onerror = () => {
			opened.close();
			if (source === opened) source = null;
			retry();
		};
	};
	const retry = () => {
		if (stopped) return;
		failures += 1;
		handlers.onState("reconnecting");
		const wait = failures === 1 ? 100 + Math.random() * 200 : Math.min(15e3, 500 * 2 ** Math.min(failures - 1, 5)) * (.75 + Math.random() / 2);
		timer = window.setTimeout(() => void connect(), wait);
	};
	connect();
	return () => {
		stopped = true;
		window.clearTimeout(timer);
		source?.close();
		source = null;
	};
}
// src/renderers/kit.ts
/** Colours the games print; a swatch shows one, and the name is always written beside it. */
var COLOURS$2 = /* @__PURE__ */ new Set([
	"red",
	"green",
	"blue",
	"yellow",
	"pink",
	"purple",
	"white",
	"black",
	"orange",
	"gold",
	"silver"
]);
/** The catalog entry a reference names: `catalog[ref.catalog]` entry whose `ref.field` is `value`. */
function entryOf(catalog, ref, value) {
	const list = catalog?.[ref.catalog];
	if (!Array.isArray(list)) return void 0;
	const byIndex = typeof value === "number" ? list[value] : void 0;
	if (byIndex && byIndex[ref.field] === value) return byIndex;
	return list.find((entry) => entry && entry[ref.field] === value);
}
/** The colour of an entry, if it has one the swatches know. */
function colourOf(entry) {
	for (const field of [
		"colour",
		"color",
		"kind"
	]) {
		const value = entry?.[field];
		if (typeof value === "string" && COLOURS$2.has(value)) return value;
	}
	return null;
}
function singular(list) {
	if (list === "dice") return "die";
	return list.replace(/_/g, " ").replace(/ies$/, "y").replace(/s$/, "");
}
/** An entry in words: its printed name when it has one, else its colour, kind, family and value. */
function describe(entry, list, value) {
	if (!entry) return `${singular(list)} ${String(value)}`;
	const text = (field) => typeof entry[field] === "string" && entry[field] !== "" ? entry[field] : null;
	const name = text("name") ?? text("label");
	if (name) return name;
	const parts = [];
	const colour = text("colour") ?? text("color");
	const kind = text("kind");
	const family = text("family");
	const key = text("key");
	for (const part of [
		colour,
		kind,
		family
	]) if (part && !parts.includes(part)) parts.push(part);
	if (parts.length === 0 || parts.length === 1 && parts[0] === colour) parts.push(singular(list));
	if (key && !parts.includes(key) && !key.startsWith(`${family}-`)) parts.push(key);
	for (const field of [
		"value",
		"number",
		"points"
	]) if (typeof entry[field] === "number") parts.push(`${field === "points" ? "" : `${field} `}${entry[field]}${field === "points" ? " points" : ""}`);
	const bulbs = entry.bulbs;
	const described = parts.join(" ");
	return Array.isArray(bulbs) && bulbs.length > 0 ? `${described} (${bulbs.join(", ")})` : described;
}
/** A small colour sample, hidden from screen readers: the colour's name is always written next to it. */
function swatch(colour) {
	return colour ? h("span", {
		class: ["swatch", `swatch-${colour}`],
		"aria-hidden": "true"
	}) : null;
}
/** Redraw `root` and give focus back to the element with the same `data-focus` key, if it is still there. */
function keepFocus(root, draw) {
	const active = document.activeElement;
	const key = active instanceof HTMLElement && root.contains(active) ? active.dataset.focus : void 0;
	draw();
	if (key) [...root.querySelectorAll("[data-focus]")].find((element) => element.dataset.focus === key)?.focus({ preventScroll: true });
}
// src/renderers/lights/art.ts
var NS = "http://www.w3.org/2000/svg";
function s(tag, attrs = {}, ...children) {
	const element = document.createElementNS(NS, tag);
	for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
	for (const child of children) element.appendChild(child);
	return element;
}
function svg(viewBox, className, ...children) {
	return s("svg", {
		viewBox,
		class: className,
		"aria-hidden": "true",
		focusable: "false"
	}, ...children);
}
var FILL = {
	red: "#e53935",
	green: "#2fa84f",
	yellow: "#fdd835",
	blue: "#1e88e5",
	purple: "#8e3bc4",
	pink: "#f48fb1",
	bubble: "#bfe9ff",
	broken: "#9aa0a6",
	plug: "#4a4a4a"
};
var SOCKET = "#27452f";
var BULB_PATH = "M14 13 C 5 24, 6 40, 20 57 C 34 40, 35 24, 26 13 Z";
function socket() {
	return s("g", {}, s("rect", {
		x: 13,
		y: 1,
		width: 14,
		height: 13,
		rx: 2.5,
		fill: SOCKET
	}), s("path", {
		d: "M13 5.5 H27 M13 9.5 H27",
		stroke: "#4f7a5a",
		"stroke-width": 1.2
	}));
}
/**
* One card's kind as a hanging light (40 × 60 units, socket at the top): a C9 bulb for a colour, a bubble
* light, a cracked grey Broken Bulb, or the Plug. `ghost` draws an empty outline in the colour a slot needs.
*/
function bulbArt(kind, className = "cl-bulb", ghost = false) {
	const parts = [];
	if (kind === "plug") {
		parts.push(s("rect", {
			x: 14.5,
			y: 2,
			width: 3,
			height: 12,
			rx: 1,
			fill: "#c9ced4",
			stroke: "#5f6670",
			"stroke-width": .8
		}), s("rect", {
			x: 22.5,
			y: 2,
			width: 3,
			height: 12,
			rx: 1,
			fill: "#c9ced4",
			stroke: "#5f6670",
			"stroke-width": .8
		}), s("rect", {
			x: 9,
			y: 13,
			width: 22,
			height: 26,
			rx: 5,
			fill: FILL.plug,
			stroke: "#1b1b1b",
			"stroke-width": 1.2
		}), s("path", {
			d: "M20 39 C 20 48, 12 50, 14 58",
			stroke: "#1b1b1b",
			"stroke-width": 3,
			fill: "none",
			"stroke-linecap": "round"
		}), s("rect", {
			x: 12,
			y: 17,
			width: 16,
			height: 3,
			rx: 1.5,
			fill: "#6d6d6d"
		}));
		return svg("0 0 40 60", className, ...parts);
	}
	parts.push(socket());
	if (kind === null || ghost) {
		parts.push(s("path", {
			d: BULB_PATH,
			fill: ghost && kind ? FILL[kind] ?? "none" : "none",
			"fill-opacity": ghost && kind ? .22 : 0,
			stroke: ghost && kind ? FILL[kind] ?? "#cfd8e3" : "#cfd8e3",
			"stroke-width": 1.6,
			"stroke-dasharray": "3 2.5"
		}));
		return svg("0 0 40 60", className, ...parts);
	}
	if (kind === "bubble") {
		parts.push(s("rect", {
			x: 14,
			y: 13,
			width: 12,
			height: 44,
			rx: 6,
			fill: FILL.bubble,
			stroke: "#3f8fbf",
			"stroke-width": 1.4
		}), s("circle", {
			cx: 20,
			cy: 48,
			r: 2.6,
			fill: "#ffffff",
			stroke: "#3f8fbf",
			"stroke-width": .8
		}), s("circle", {
			cx: 18,
			cy: 39,
			r: 2,
			fill: "#ffffff",
			stroke: "#3f8fbf",
			"stroke-width": .8
		}), s("circle", {
			cx: 21.5,
			cy: 31,
			r: 1.6,
			fill: "#ffffff",
			stroke: "#3f8fbf",
			"stroke-width": .8
		}), s("circle", {
			cx: 19,
			cy: 24,
			r: 1.2,
			fill: "#ffffff",
			stroke: "#3f8fbf",
			"stroke-width": .8
		}), s("circle", {
			cx: 20.5,
			cy: 18,
			r: .9,
			fill: "#ffffff",
			stroke: "#3f8fbf",
			"stroke-width": .7
		}));
		return svg("0 0 40 60", className, ...parts);
	}
	if (kind === "broken") {
		parts.push(s("path", {
			d: "M14 13 C 5 24, 6 40, 20 57 C 34 40, 35 24, 26 13 Z",
			fill: FILL.broken,
			stroke: "#4b4f55",
			"stroke-width": 1.2
		}), s("path", {
			d: "M17 18 L23 26 L16 33 L24 41 L19 50",
			fill: "none",
			stroke: "#1f2328",
			"stroke-width": 1.8,
			"stroke-linejoin": "round"
		}), s("path", {
			d: "M23 26 L28 27 M16 33 L11 31",
			fill: "none",
			stroke: "#1f2328",
			"stroke-width": 1.2
		}));
		return svg("0 0 40 60", className, ...parts);
	}
	const fill = FILL[kind] ?? "#cccccc";
	parts.push(s("path", {
		d: BULB_PATH,
		fill,
		stroke: "#00000055",
		"stroke-width": 1
	}), s("ellipse", {
		cx: 16,
		cy: 27,
		rx: 2.6,
		ry: 7,
		fill: "#ffffff",
		"fill-opacity": .55,
		transform: "rotate(12 16 27)"
	}));
	return svg("0 0 40 60", className, ...parts);
}
/** A slot of a string: the wire sagging between its neighbours, the socket, and its bulb hanging below. */
function slotArt(kind, ghostKind) {
	return svg("0 0 60 62", "cl-slot-art", s("path", {
		d: "M0 7 Q 30 20 60 7",
		stroke: "#2f6b3d",
		"stroke-width": 3,
		fill: "none",
		"stroke-linecap": "round"
	}), s("g", { transform: "translate(14 12) scale(0.8)" }, ...[...bulbArt(kind ?? ghostKind, "cl-slot-bulb", kind === null).childNodes]));
}
/** A small lightning flash (events). */
function flashIcon() {
	return svg("0 0 20 20", "cl-icon", s("path", {
		d: "M11 1 L3 11 H9 L7 19 L17 7 H11 Z",
		fill: "#f9c846",
		stroke: "#7a5a00",
		"stroke-width": 1
	}));
}
/** An eye (a card its owner has seen). */
function eyeIcon() {
	return svg("0 0 20 12", "cl-icon cl-eye", s("path", {
		d: "M1 6 Q10 -3 19 6 Q10 15 1 6 Z",
		fill: "#ffffff",
		stroke: "#1d232b",
		"stroke-width": 1.4
	}), s("circle", {
		cx: 10,
		cy: 6,
		r: 2.6,
		fill: "#1d232b"
	}));
}
/** A star (Santa's seat, the start of each round). */
function starIcon() {
	return svg("0 0 20 20", "cl-icon", s("path", {
		d: "M10 1 L12.6 7.2 L19 7.6 L14 11.8 L15.6 18.4 L10 14.8 L4.4 18.4 L6 11.8 L1 7.6 L7.4 7.2 Z",
		fill: "#f2c94c",
		stroke: "#7a5a00",
		"stroke-width": 1
	}));
}
/** One drawing's touch state: the moves by key, what is picked, what the board drew. */
var Touch = class {
	ctx;
	picked;
	onPick;
	onAct;
	choices;
	left;
	drawn = /* @__PURE__ */ new Set();
	constructor(ctx, keysOf, picked, onPick, onAct) {
		this.ctx = ctx;
		this.picked = picked;
		this.onPick = onPick;
		this.onAct = onAct;
		this.choices = ctx.moves.map((lm) => ({
			lm,
			keys: new Set(keysOf(lm.move))
		}));
		this.left = this.choices.filter((choice) => picked.every((key) => choice.keys.has(key)));
	}
	/** True while the seat may touch something. */
	get open() {
		return !this.ctx.busy && this.ctx.moves.length > 0;
	}
	/** A key some move left names and that is not picked yet: touching it narrows the choice. */
	live(key) {
		return this.open && !this.picked.includes(key) && this.left.some((choice) => choice.keys.has(key));
	}
	isPicked(key) {
		return this.picked.includes(key);
	}
	/** Moves left that name exactly the pieces picked: made from the prompt. */
	whole() {
		if (this.picked.length === 0) return this.left.filter((choice) => choice.keys.size === 0);
		return this.left.filter((choice) => choice.keys.size === this.picked.length);
	}
	/** Keys a move left names next that no piece on the board drew. */
	undrawn() {
		const keys = /* @__PURE__ */ new Set();
		for (const choice of this.left) for (const key of choice.keys) if (!this.picked.includes(key) && !this.drawn.has(key)) keys.add(key);
		return [...keys];
	}
	/** Touch a key: pick it up (or put it back), and make the move once only one is left. */
	touch(key) {
		if (this.picked.includes(key)) {
			this.onPick(this.picked.filter((item) => item !== key));
			return;
		}
		const next = [...this.picked, key];
		const left = this.choices.filter((choice) => next.every((item) => choice.keys.has(item)));
		if (left.length === 1 && left[0]) this.act(left[0].lm.move);
		else this.onPick(next);
	}
	act(move) {
		this.onAct(move);
	}
	drop() {
		this.onPick([]);
	}
	/** The first move left naming `key`, for a piece's spoken name. */
	labelFor(key) {
		const named = this.left.filter((choice) => choice.keys.has(key));
		if (named.length === 1 && named[0]) return named[0].lm.label;
		return null;
	}
};
/**
* A piece on the board: a <button> while touching it does something (one of `keys` is live, or it is picked),
* else a plain element. Of several keys (a cell that is a corner too; three Bubbles on one pile), the first live
* one is touched; a picked piece with none live is put back.
*/
function piece$1(t, keys, content, options) {
	const list = Array.isArray(keys) ? keys : [keys];
	for (const key of list) t.drawn.add(key);
	const live = list.find((key) => t.live(key));
	const picked = [...list].reverse().find((key) => t.isPicked(key));
	const classes = ["lk-piece", ...Array.isArray(options.class) ? options.class : [options.class]];
	if (!live && !picked) return h("div", {
		class: classes,
		data: options.data
	}, h("span", { class: "visually-hidden" }, options.name), ...content.map(hidden$1));
	const key = live ?? picked;
	const spoken = picked && !live ? `Put back: ${options.name}` : options.doing ? `${options.doing}: ${options.name}` : `Pick ${options.name}`;
	return h("button", {
		type: "button",
		class: [
			...classes,
			live ? "lk-live" : null,
			picked ? "lk-picked" : null
		],
		"aria-label": spoken,
		"aria-pressed": picked ? "true" : null,
		title: spoken,
		data: {
			...options.data,
			lkKey: key,
			lkLive: live ? "1" : void 0,
			focus: `piece:${list[0]}`
		},
		on: { click: () => t.touch(key) }
	}, ...content.map(hidden$1), live && options.doing ? h("span", {
		class: "lk-doing",
		"aria-hidden": "true"
	}, options.doing) : null);
}
function hidden$1(node) {
	if (node instanceof HTMLElement || node instanceof SVGElement) node.setAttribute("aria-hidden", "true");
	return node;
}
/**
* What to do now: a line of words, then the moves the picked pieces make whole, the keys no piece drew, and a
* way to put the pieces back. `keyName` words a key for its button ("Call it red").
*/
function prompt$1(t, text, keyName, extra = []) {
	const buttons = [];
	if (t.open) {
		for (const choice of t.whole()) buttons.push(h("button", {
			type: "button",
			class: "lk-btn lk-choice",
			title: choice.lm.label,
			data: {
				moveIndex: choice.lm.index,
				moveType: choice.lm.move.type,
				lkChoice: "1",
				focus: `choice:${choice.lm.index}`
			},
			on: { click: () => t.act(choice.lm.move) }
		}, choice.lm.label));
		for (const key of t.undrawn()) {
			const name = keyName(key) ?? t.labelFor(key) ?? key;
			buttons.push(h("button", {
				type: "button",
				class: "lk-btn lk-choice",
				data: {
					lkKey: key,
					lkChoice: "1",
					focus: `key:${key}`
				},
				on: { click: () => t.touch(key) }
			}, name));
		}
	}
	const shown = buttons.slice(0, 8);
	const more = buttons.slice(8);
	return h("section", {
		class: ["lk-prompt", t.open && "lk-prompt-turn"],
		"aria-label": "What to do now",
		"aria-live": "polite"
	}, h("p", { class: "lk-prompt-text" }, ...text), shown.length > 0 || extra.length > 0 || t.picked.length > 0 ? h("div", { class: "lk-prompt-actions" }, extra, shown, more.length > 0 ? h("details", { class: "lk-more" }, h("summary", null, `More (${more.length})…`), h("div", { class: "lk-prompt-actions" }, more)) : null, t.picked.length > 0 ? h("button", {
		type: "button",
		class: "lk-btn lk-quiet",
		data: {
			focus: "put-back",
			lkCancel: "1"
		},
		on: { click: () => t.drop() }
	}, "Put it back (Esc)") : null) : null);
}
// src/renderers/lights/kit.ts
/** The six bulb colours. */
var COLOURS$1 = [
	"red",
	"green",
	"yellow",
	"blue",
	"purple",
	"pink"
];
var KIND_WORDS = {
	red: "Red",
	green: "Green",
	yellow: "Yellow",
	blue: "Blue",
	purple: "Purple",
	pink: "Pink",
	bubble: "Bubble",
	broken: "Broken",
	plug: "Plug",
	character: "Character",
	present: "Present",
	pattern: "Pattern"
};
/** A kind as printed on its card: "Red", "Bubble", "Plug". */
function kindName(kind) {
	if (!kind) return "Face down";
	return KIND_WORDS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}
/** A Character: a small elf's face with a hat. */
function characterArt() {
	return artSvg(s("path", {
		d: "M10 24 L20 4 L30 24 Z",
		fill: "#c62828",
		stroke: "#7f1d1d",
		"stroke-width": 1
	}), s("circle", {
		cx: 20,
		cy: 4,
		r: 3,
		fill: "#ffffff",
		stroke: "#9aa0a6",
		"stroke-width": .8
	}), s("rect", {
		x: 8,
		y: 22,
		width: 24,
		height: 5,
		rx: 2.5,
		fill: "#ffffff",
		stroke: "#9aa0a6",
		"stroke-width": .8
	}), s("circle", {
		cx: 20,
		cy: 38,
		r: 11,
		fill: "#f5cba7",
		stroke: "#8d5a3b",
		"stroke-width": 1
	}), s("circle", {
		cx: 16,
		cy: 36,
		r: 1.5,
		fill: "#1d232b"
	}), s("circle", {
		cx: 24,
		cy: 36,
		r: 1.5,
		fill: "#1d232b"
	}), s("path", {
		d: "M15 42 Q20 46 25 42",
		stroke: "#7f1d1d",
		"stroke-width": 1.4,
		fill: "none"
	}), s("circle", {
		cx: 20,
		cy: 39.5,
		r: 1.8,
		fill: "#e53935"
	}));
}
/** A Present: a box with a ribbon. */
function presentArt() {
	return artSvg(s("rect", {
		x: 7,
		y: 24,
		width: 26,
		height: 26,
		rx: 2,
		fill: "#2fa84f",
		stroke: "#1b5e20",
		"stroke-width": 1
	}), s("rect", {
		x: 5,
		y: 18,
		width: 30,
		height: 8,
		rx: 2,
		fill: "#43c463",
		stroke: "#1b5e20",
		"stroke-width": 1
	}), s("rect", {
		x: 17.5,
		y: 18,
		width: 5,
		height: 32,
		fill: "#e53935"
	}), s("path", {
		d: "M20 18 C 12 8, 8 16, 20 18 C 32 16, 28 8, 20 18 Z",
		fill: "#e53935",
		stroke: "#7f1d1d",
		"stroke-width": 1
	}));
}
function artSvg(...children) {
	return s("svg", {
		viewBox: "0 0 40 60",
		class: "cl-bulb",
		"aria-hidden": "true",
		focusable: "false"
	}, ...children);
}
/** A card's picture for any kind of the deck. */
function kindArt(kind) {
	if (kind === "character") return characterArt();
	if (kind === "present") return presentArt();
	return bulbArt(kind);
}
/** A card's picture in its frame (`className` sizes it: the Christmas Lights table passes its own). */
function cardArt(kind, className = "lk-art") {
	return h("span", {
		class: className,
		"aria-hidden": "true"
	}, kindArt(kind));
}
/** The face of a card: its picture and its kind's name (the parts a card of any table shows). */
function cardFace(kind, name = kindName(kind)) {
	return [cardArt(kind), h("span", {
		class: "lk-name",
		"aria-hidden": "true"
	}, name)];
}
/** The back of a card: red with a star, or a "?" where its owner has not seen it. */
function cardBack(mark = "★") {
	return h("span", {
		class: "lk-back",
		"aria-hidden": "true"
	}, h("span", { class: "lk-q" }, mark));
}
/** The inside of a bulb card (or a face-down one when `kind` is null). */
function cardContent(kind, options = {}) {
	return [
		options.n !== void 0 ? h("span", {
			class: "lk-n",
			"aria-hidden": "true"
		}, String(options.n)) : null,
		...kind ? cardFace(kind) : [cardBack(), h("span", {
			class: "lk-name",
			"aria-hidden": "true"
		}, "Face down")],
		options.count !== void 0 && options.count > 1 ? h("span", {
			class: "lk-count",
			"aria-hidden": "true"
		}, `\u00d7${options.count}`) : null,
		options.note ? h("span", {
			class: "lk-note",
			"aria-hidden": "true"
		}, options.note) : null
	];
}
/** A card as a piece: touchable when one of `keys` is live. */
function card(t, keys, kind, name, options = {}) {
	return piece$1(t, keys, cardContent(kind, options), {
		name,
		class: [
			"lk-card",
			kind ? `lk-kind-${kind}` : "lk-facedown",
			options.small && "lk-small",
			...Array.isArray(options.class) ? options.class : [options.class]
		],
		data: {
			kind: kind ?? "hidden",
			...options.data
		},
		doing: options.doing
	});
}
/** A card no one may touch. */
function plainCard(kind, name, options = {}) {
	return h("div", {
		class: [
			"lk-piece",
			"lk-card",
			kind ? `lk-kind-${kind}` : "lk-facedown",
			options.small && "lk-small"
		],
		data: { kind: kind ?? "hidden" }
	}, h("span", { class: "visually-hidden" }, name), ...cardContent(kind, options));
}
/** A Pattern card: its name and its five lights, left to right, each with its colour written under it. */
function patternContent(name, colours, note) {
	return [
		h("span", {
			class: "lk-pattern-name",
			"aria-hidden": "true"
		}, name),
		h("span", {
			class: "lk-pattern-lights",
			"aria-hidden": "true"
		}, colours.map((colour) => h("span", { class: "lk-light" }, bulbArt(colour, "cl-mini-bulb"), h("span", null, colour)))),
		note ? h("span", {
			class: "lk-note",
			"aria-hidden": "true"
		}, note) : null
	];
}
function patternCard$1(t, keys, name, colours, options = {}) {
	const spoken = `Pattern ${name}: ${colours.join(", ")}${options.note ? ` (${options.note})` : ""}`;
	if (!t) return h("div", { class: [
		"lk-piece",
		"lk-pattern",
		options.class
	] }, h("span", { class: "visually-hidden" }, spoken), ...patternContent(name, colours, options.note));
	return piece$1(t, keys, patternContent(name, colours, options.note), {
		name: spoken,
		class: ["lk-pattern", options.class],
		doing: options.doing
	});
}
/** A pile or deck: a stack of backs (or its top card), its name and how many cards it holds. */
function pile(t, keys, name, count, top = null, options = {}) {
	const content = [
		h("span", {
			class: "lk-stack",
			"aria-hidden": "true"
		}, top ? h("span", { class: "lk-card lk-card-flat" }, ...cardFace(top)) : count > 0 ? cardBack() : h("span", { class: "lk-empty-pile" }, "empty")),
		h("span", {
			class: "lk-pile-name",
			"aria-hidden": "true"
		}, name),
		h("span", {
			class: "lk-pile-count",
			"aria-hidden": "true"
		}, `${count} card${count === 1 ? "" : "s"}`),
		options.note ? h("span", {
			class: "lk-note",
			"aria-hidden": "true"
		}, options.note) : null
	];
	const spoken = `${name}: ${count} card${count === 1 ? "" : "s"}${top ? `, ${kindName(top)} on top` : ""}`;
	if (!t) return h("div", { class: "lk-piece lk-pile" }, h("span", { class: "visually-hidden" }, spoken), ...content);
	return piece$1(t, keys, content, {
		name: spoken,
		class: "lk-pile",
		doing: options.doing
	});
}
/** A race: one large button everyone at the table sees at once. */
function raceButton(t, key, text, note) {
	const live = t.live(key);
	t.drawn.add(key);
	return h("div", { class: "lk-race-wrap" }, h("button", {
		type: "button",
		class: ["lk-race", live && "lk-live"],
		disabled: !live,
		title: t.labelFor(key) ?? text,
		data: {
			lkKey: key,
			lkLive: live ? "1" : void 0,
			focus: `race:${key}`
		},
		on: { click: () => t.touch(key) }
	}, text), note ? h("p", { class: "lk-race-note" }, note) : null);
}
/** A hand of cards in a row that wraps; `total` counts the cards when some are drawn once per kind. */
function handRow(label, cards, note, total = cards.length) {
	return h("div", { class: "lk-hand-wrap" }, h("h3", { class: "lk-label" }, label, h("span", { class: "lk-muted" }, ` (${total === 0 ? "none" : `${total} card${total === 1 ? "" : "s"}`})`), note ? h("span", { class: "lk-muted" }, ` ${note}`) : null), cards.length === 0 ? h("p", { class: "lk-empty" }, "No cards.") : h("ul", { class: "lk-hand" }, cards.map((item) => h("li", null, item))));
}
/** Cards of one kind grouped: a hand held as kinds ("red", "red", "plug") drawn one card per kind with "×2". */
function byKind(kinds) {
	const counts = /* @__PURE__ */ new Map();
	for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
	const order = [
		...COLOURS$1,
		"bubble",
		"broken",
		"plug",
		"character",
		"present"
	];
	return [...counts.entries()].sort((a, b) => (order.indexOf(a[0]) + 99) % 99 - (order.indexOf(b[0]) + 99) % 99);
}
/** A section of the table with a heading. */
function zone(title, children, cls) {
	return h("section", { class: ["lk-zone", cls] }, h("h2", { class: "lk-zone-title" }, title), ...children);
}
/** A seat's little header: name, cards in hand, and badges ("to move", "chosen"). */
function seatTag(name, badges, extra = []) {
	return h("div", { class: "lk-seat-tag" }, h("strong", null, name), badges.filter((badge) => Boolean(badge)).map((badge) => h("span", { class: "lk-badge" }, badge)), ...extra);
}
/** A seat's name as a piece ("Ask Bob", "Catch Bob"). */
function seatPiece(t, keys, name, lines, doing) {
	return piece$1(t, keys, [h("strong", null, name), ...lines], {
		name,
		class: "lk-seat",
		doing
	});
}
/** The Pattern of a catalog id, or of a key ("P04"). */
function patternOf(ctx, ref) {
	const found = (ctx.catalog.cards ?? []).find((entry) => entry.family === "pattern" && (entry.id === ref || entry.key === ref));
	return found ? {
		key: found.key,
		bulbs: found.bulbs
	} : null;
}
/** A catalog card's printed name (Characters, Events), or its key. */
function cardName(ctx, key) {
	return (ctx.catalog.cards ?? []).find((entry) => entry.key === key)?.name || key;
}
/** Who "you" are in text: "You" for the page's seat, else the seat's name. */
function who(ctx, seat) {
	return seat === ctx.seat ? "You" : ctx.seatName(seat);
}
/** A renderer for one bonus game from its LightsGame: picked pieces kept until the view changes, Escape drops them. */
function lightsTable(slug, game) {
	return () => {
		let picked = [];
		let pickedAt = -1;
		let last = null;
		const redraw = () => {
			if (last) {
				const { root, ctx } = last;
				keepFocus(root, () => draw(root, ctx));
			}
		};
		const onKey = (event) => {
			if (event.key !== "Escape" || picked.length === 0 || !last?.root.isConnected) return;
			picked = [];
			redraw();
		};
		document.addEventListener("keydown", onKey);
		const draw = (root, ctx) => {
			if (ctx.view.version !== pickedAt || ctx.moves.length === 0) {
				picked = [];
				pickedAt = ctx.view.version;
			}
			const t = new Touch(ctx, (move) => game.keys(move), picked, (next) => {
				picked = next;
				redraw();
			}, (move) => {
				picked = [];
				ctx.act(move);
			});
			if (picked.length > 0 && t.left.length === 0) {
				picked = [];
				return draw(root, ctx);
			}
			const lit = {
				ctx,
				view: ctx.view,
				t
			};
			const sections = game.draw(lit);
			const board = h("div", {
				class: [
					"lk",
					`lk-${slug}`,
					ctx.busy && "lk-busy"
				],
				data: { lkPicked: picked.join(" ") || void 0 }
			}, h("div", { class: "lk-status" }, ...game.status(lit)), null, ...sections);
			const said = prompt$1(t, game.say(lit), (key) => game.keyName?.(key, lit) ?? null);
			board.insertBefore(said, board.children[1] ?? null);
			root.replaceChildren(board);
		};
		return {
			render(root, ctx) {
				last = {
					root,
					ctx
				};
				draw(root, ctx);
			},
			destroy() {
				document.removeEventListener("keydown", onKey);
				last = null;
			}
		};
	};
}
// src/renderers/christmas-lights-words.ts
var COLOURS = [
	"red",
	"green",
	"yellow",
	"blue",
	"purple",
	"pink"
];
var SPECIALS = [
	"bubble",
	"broken",
	"plug"
];
var KIND_NAMES = [
	...COLOURS,
	...SPECIALS,
	"plain",
	"special"
];
var MARKS = [
	"upright",
	"sideways",
	"upside-down"
];
/** The short name printed under a bulb: "Red", "Bubble", "Broken", "Plug". */
function shortName(kind) {
	if (!kind) return "Unknown";
	return kind.charAt(0).toUpperCase() + kind.slice(1);
}
/** A card kind as the box names it: "red bulb", "Bubble", "Broken Bulb", "Plug" (labels.py `bulb_name`). */
function bulbName(kind) {
	if (!kind) return "unseen card";
	return {
		bubble: "Bubble",
		broken: "Broken Bulb",
		plug: "Plug"
	}[kind] ?? `${kind} bulb`;
}
/** With its article: "a red bulb", "an unseen card". */
function bulb(kind) {
	return (kind ? "a " : "an ") + bulbName(kind);
}
/** What a question's kind means in a sentence. */
function kindWords(spec) {
	const names = typeof spec === "string" ? [spec] : spec.one_of;
	const words = {
		bubble: "Bubble",
		broken: "Broken",
		plug: "Plug"
	};
	return names.map((name) => words[name] ?? name).join(" or ");
}
/** The kind's name in a picker: "red", "plain (any colour)", "special (Bubble, Broken or Plug)". */
function kindOption(kind) {
	if (kind === "plain") return "plain (any colour)";
	if (kind === "special") return "special (Bubble, Broken or Plug)";
	return kindWords(kind);
}
function claim(question) {
	switch (question.type) {
		case "card-is": return `my card ${question.card + 1} is a ${kindWords(question.is)} card`;
		case "same": return `my cards ${question.cards[0] + 1} and ${question.cards[1] + 1} are the same kind`;
		case "count": {
			const n = question.n ?? 1;
			return `I hold ${(question.compare ?? "at-least").replace("-", " ")} ${n} ${kindWords(question.kind)} ${n === 1 ? "card" : "cards"}`;
		}
		case "has-pair": return "I hold two cards of the same kind";
		case "fits-next": return `my card ${question.card + 1} is the one my string needs next`;
		case "not": return `it is not true that ${part(question.question)}`;
		case "all": return question.questions.map(part).join(" and ");
		case "any": return question.questions.map(part).join(" or ");
	}
	return "an unknown question";
}
function part(question) {
	return (question.type === "all" || question.type === "any") && question.questions.length > 1 ? `(${claim(question)})` : claim(question);
}
/** The question in quotes as the seller puts it (labels.py `ask`). */
function ask(question) {
	let line;
	switch (question.type) {
		case "card-is":
			line = `Is my card ${question.card + 1} a ${kindWords(question.is)} card?`;
			break;
		case "same":
			line = `Are my cards ${question.cards[0] + 1} and ${question.cards[1] + 1} the same kind?`;
			break;
		case "count":
		case "has-pair":
			line = `Do ${claim(question)}?`;
			break;
		case "fits-next":
			line = `Is my card ${question.card + 1} the one my string needs next?`;
			break;
		case "not":
			line = `Is it false that ${claim(question.question)}?`;
			break;
		default: line = `Is it true that ${claim(question)}?`;
	}
	return `"${line}"`;
}
/** An offer's label, as the server words it, for a question the player built. */
function offerLabel(view, saleCard, seatName, question) {
	const kind = view.sale[saleCard]?.kind;
	return `Offer sale card ${saleCard + 1}${kind ? ` (${bulb(kind)})` : ""} to ${seatName} for an answer to ${ask(question)}`;
}
/** The slots of a string in the order it fills them. */
function fillOrder(direction) {
	return direction === "right-to-left" ? [
		4,
		3,
		2,
		1,
		0
	] : [
		0,
		1,
		2,
		3,
		4
	];
}
/** The next empty slot in fill order, or null. */
function nextSlot(string, direction) {
	return fillOrder(direction).find((slot) => string[slot] === null || string[slot] === void 0) ?? null;
}
/** What the seat's string needs next when the table can know it (question.py `public_next_needed`). */
function publicNextNeeded(seat, patternBulbs) {
	if (!seat.shown_pattern) return null;
	if (seat.plug_due) return "plug";
	if (!seat.direction || seat.string.every((slot) => slot === null)) return null;
	const slot = nextSlot(seat.string, seat.direction);
	return slot === null ? null : patternBulbs(seat.shown_pattern)?.[slot] ?? null;
}
var FROM_END = {
	"left-to-right": "from the left",
	"right-to-left": "from the right"
};
var STEPS = [
	"play",
	"swap",
	"sale",
	"refill"
];
var STEP_NAMES = {
	play: "Play",
	swap: "Swap",
	sale: "Sale",
	refill: "Refill"
};
var MARK_NAMES = {
	upright: "upright",
	sideways: "sideways",
	"upside-down": "upside down"
};
// src/renderers/christmas-lights.ts
var NO_PICK = {
	mine: [],
	theirs: null,
	sale: null
};
var NEW_DRAFT = {
	type: "has-pair",
	card: 0,
	other: 1,
	kind: "red",
	compare: "at-least",
	n: 1,
	negate: false
};
function index(moves) {
	const ix = {
		play: /* @__PURE__ */ new Map(),
		swap: /* @__PURE__ */ new Map(),
		putUp: /* @__PURE__ */ new Map(),
		refill: [],
		endTurn: null,
		arrange: null,
		place: /* @__PURE__ */ new Map(),
		discardSpecial: null,
		takeBulb: null,
		peek: /* @__PURE__ */ new Map(),
		discardForNew: /* @__PURE__ */ new Map(),
		decline: null,
		accept: null,
		offer: /* @__PURE__ */ new Map(),
		withdraw: /* @__PURE__ */ new Map()
	};
	for (const lm of moves) {
		const move = lm.move;
		switch (move.type) {
			case "play-card":
				ix.play.set(move.ref, [...ix.play.get(move.ref) ?? [], {
					lm,
					move
				}]);
				break;
			case "swap":
				ix.swap.set(`${move.ref}:${move.seat}:${move.their_ref}`, lm);
				break;
			case "put-up":
				ix.putUp.set(move.refs.join(","), lm);
				break;
			case "refill":
				ix.refill.push({
					lm,
					move
				});
				break;
			case "end-turn":
				ix.endTurn = lm;
				break;
			case "arrange-hand":
				ix.arrange = {
					lm,
					move
				};
				break;
			case "place-special":
				ix.place.set(move.position, lm);
				break;
			case "discard-special":
				ix.discardSpecial = lm;
				break;
			case "take-bulb":
				ix.takeBulb = lm;
				break;
			case "peek":
				ix.peek.set(move.ref, lm);
				break;
			case "discard-for-new":
				ix.discardForNew.set(move.ref, lm);
				break;
			case "decline":
				ix.decline = lm;
				break;
			case "accept":
				ix.accept = lm;
				break;
			case "offer":
				ix.offer.set(`${move.sale_card}:${move.seat}`, {
					lm,
					move
				});
				break;
			case "withdraw": ix.withdraw.set(move.sale_card, lm);
		}
	}
	ix.refill.sort((a, b) => a.move.count - b.move.count);
	return ix;
}
function modeOf(view, ix, moves) {
	if (moves.length === 0) return "none";
	if (view.event !== null && (ix.takeBulb || ix.peek.size || ix.discardForNew.size || ix.decline)) return "event";
	if (ix.accept) return "buyer";
	if (ix.place.size || ix.discardSpecial) return "special";
	if (ix.offer.size || ix.withdraw.size || view.sale.length > 0) return "seller";
	return "main";
}
var christmasLights = () => {
	let pick = NO_PICK;
	let pickedAt = -1;
	let carried = null;
	let draft = { ...NEW_DRAFT };
	let draftAt = "";
	let last = null;
	let refocus = null;
	const redraw = () => {
		if (last) {
			const { root, ctx } = last;
			keepFocus(root, () => draw(root, ctx));
		}
	};
	const onKey = (event) => {
		if (event.key !== "Escape" || !last || !last.root.isConnected) return;
		if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement) return;
		if (pick.mine.length === 0 && pick.theirs === null && pick.sale === null) return;
		pick = NO_PICK;
		redraw();
	};
	document.addEventListener("keydown", onKey);
	const draw = (root, ctx) => {
		const view = ctx.view;
		if (view.version !== pickedAt) {
			pick = carried !== null ? {
				...NO_PICK,
				mine: [carried]
			} : NO_PICK;
			carried = null;
			pickedAt = view.version;
		}
		const sale = `${view.active}:${view.round}:${view.sale.length > 0}`;
		if (sale !== draftAt) {
			draft = { ...NEW_DRAFT };
			draftAt = sale;
		}
		const ix = index(ctx.moves);
		const mode = modeOf(view, ix, ctx.moves);
		const catalog = ctx.catalog.cards ?? [];
		const patterns = new Map(catalog.filter((card) => card.family === "pattern").map((card) => [card.key, card.bulbs]));
		const names = new Map(catalog.filter((card) => card.name).map((card) => [card.key, card.name]));
		const t = {
			ctx,
			view,
			ix,
			mode,
			pick: sanePick(pick, mode, ix, view),
			me: ctx.seat !== null ? view.seats[ctx.seat] ?? null : null,
			busy: ctx.busy,
			patterns,
			names,
			act: (move) => {
				pick = NO_PICK;
				const active = document.activeElement;
				refocus = active instanceof HTMLElement && root.contains(active) ? active.dataset.focus ?? null : null;
				ctx.act(move);
			},
			setPick: (next) => {
				pick = next;
				redraw();
			},
			draft,
			setDraft: (next) => {
				draft = next;
				redraw();
			},
			carry: (ref) => {
				carried = ref;
			}
		};
		root.replaceChildren(board(t));
		if (refocus !== null && !ctx.busy && ctx.seat !== null && !view.actors.includes(ctx.seat)) refocus = null;
		if (refocus !== null && !ctx.busy && ctx.moves.length > 0) {
			const active = document.activeElement;
			const lost = !active || active === document.body || active instanceof HTMLElement && active.id === "moves-heading";
			const key = refocus;
			refocus = null;
			const same = [...root.querySelectorAll("[data-focus]")].find((element) => element.dataset.focus === key && !element.disabled);
			if (lost) same?.focus({ preventScroll: true });
		}
	};
	return {
		render(root, ctx) {
			last = {
				root,
				ctx
			};
			draw(root, ctx);
		},
		destroy() {
			document.removeEventListener("keydown", onKey);
			last = null;
		}
	};
};
/** The pick, with whatever no longer has a use dropped (the moves changed under it). */
function sanePick(pick, mode, ix, view) {
	if (mode === "none") return NO_PICK;
	let next = pick;
	if (mode === "seller") {
		const offerable = view.sale.map((_, i) => i).filter((i) => ix.withdraw.has(i));
		if (next.sale === null || !ix.withdraw.has(next.sale)) next = {
			...NO_PICK,
			sale: offerable.length === 1 ? offerable[0] ?? null : null,
			mine: next.mine.slice(0, 1)
		};
	} else if (next.sale !== null) next = {
		...next,
		sale: null
	};
	if (mode !== "main" && (next.theirs !== null || next.mine.length > 1)) next = {
		...next,
		theirs: null,
		mine: next.mine.slice(0, 1)
	};
	if (mode !== "main" && next.mine.length > 0 && !ix.arrange) next = {
		...next,
		mine: []
	};
	return next;
}
function board(t) {
	const { view, ctx } = t;
	const others = seatOrder(view, ctx.seat).filter((seat) => seat !== ctx.seat);
	return h("div", {
		class: ["cl", t.busy && "cl-busy"],
		data: {
			clMode: t.mode,
			clPicked: pickKey(t.pick) || void 0
		}
	}, statusBar(t), prompt(t), h("div", { class: ["cl-others", `cl-others-${others.length}`] }, others.map((seat) => seatPanel(t, seat))), centre(t), t.me ? seatPanel(t, t.me.seat) : null);
}
function seatOrder(view, me) {
	const n = view.seats.length;
	const start = me ?? 0;
	return Array.from({ length: n }, (_, i) => (start + i) % n);
}
function pickKey(pick) {
	if (pick.theirs) return `theirs:${pick.theirs.seat}:${pick.theirs.ref}`;
	if (pick.sale !== null && pick.mine.length === 0) return `sale:${pick.sale}`;
	if (pick.mine.length > 0) return `mine:${pick.mine.join(",")}`;
	return "";
}
function statusBar(t) {
	const { view, ctx } = t;
	const active = view.active;
	const at = STEPS.indexOf(view.step);
	const whose = view.finished ? "Game over" : active === ctx.seat ? "Your turn" : `${ctx.seatName(active)}'s turn`;
	return h("div", { class: "cl-status" }, h("p", { class: "cl-round" }, h("strong", null, `Round ${Math.min(view.round + 1, view.max_turns)}`), ` of ${view.max_turns}`, h("span", {
		class: "cl-dot",
		"aria-hidden": "true"
	}, " · "), starIcon(), ` Santa: ${ctx.seatName(view.santa)}`, view.ending ? h("span", { class: "cl-flag" }, "Final round: a seat has lit both strings") : null, view.finished && view.reason ? h("span", { class: "cl-flag" }, view.reason === "turn-cap" ? "Ended at the round cap" : "Both strings lit") : null), view.finished ? null : h("div", { class: "cl-steps-wrap" }, h("span", { class: "cl-whose" }, whose), h("ol", {
		class: "cl-steps",
		"aria-label": `Steps of ${active === ctx.seat ? "your" : `${ctx.seatName(active)}'s`} turn`
	}, STEPS.map((step, i) => h("li", {
		class: [i < at && "cl-step-done", i === at && "cl-step-now"],
		"aria-current": i === at ? "step" : null
	}, h("span", {
		class: "cl-step-n",
		"aria-hidden": "true"
	}, String(i + 1)), STEP_NAMES[step], step === "play" && i === at ? h("span", { class: "cl-step-note" }, ` (${view.plays} of 2 played)`) : null, i < at ? h("span", { class: "visually-hidden" }, " (done or skipped)") : null)))));
}
function prompt(t) {
	const { view, ctx, ix, mode } = t;
	const lines = [];
	const actions = [];
	let art = null;
	let tone = "cl-prompt-wait";
	if (view.finished) return null;
	if (mode === "none") {
		if (view.event !== null) {
			art = eventCard(t, view.event, true);
			lines.push(eventText(view.event), " ", committedText(t));
			if (view.my_commit) lines.push(h("strong", null, ` You chose: ${commitWords(view.my_commit)}.`));
		} else if (view.offer) {
			const buyer = ctx.seatName(view.offer.buyer);
			lines.push(`${ctx.seatName(view.active)} offers sale card ${view.offer.sale_card + 1} (${bulb(view.sale[view.offer.sale_card]?.kind)}) to ${buyer} for an answer to ${ask(view.offer.question)} Waiting for ${buyer}.`);
		} else if (view.revealed) {
			art = bulbArt(view.revealed, "cl-prompt-bulb");
			lines.push(`${ctx.seatName(view.active)} turned over ${bulb(view.revealed)} and is placing it.`);
		} else if (ctx.seat !== null && view.actors.includes(ctx.seat)) lines.push("Reading your moves…");
		else if (view.actors.length > 0) lines.push(`${view.actors.map(ctx.seatName).join(", ")} ${view.actors.length === 1 ? "is" : "are"} playing.`);
	} else if (mode === "event" && view.event) {
		tone = "cl-prompt-turn";
		art = eventCard(t, view.event, true);
		lines.push(h("strong", null, `${eventName(t, view.event)}: everyone chooses in secret.`), " ", {
			"light-switch": "Click the Bulb deck to draw a card you may look at, or decline.",
			"christmas-eve": "Click one of your cards to look at it, or decline.",
			"boxing-day": "Click one of your cards to discard it for an unseen one, or decline."
		}[view.event] ?? "", " ", committedText(t));
		if (ix.decline) actions.push(moveButton(t, ix.decline, "Decline", { cls: "cl-btn" }));
	} else if (mode === "buyer" && view.offer) {
		tone = "cl-prompt-turn";
		const kind = view.sale[view.offer.sale_card]?.kind;
		art = kind ? bulbArt(kind, "cl-prompt-bulb") : null;
		lines.push(h("strong", null, `${ctx.seatName(view.active)} offers you ${bulb(kind)}.`), ` If you buy it, you answer truthfully about ${ctx.seatName(view.active)}'s hand: ${ask(view.offer.question)}`);
		if (ix.accept) actions.push(moveButton(t, ix.accept, "Buy it", { cls: "cl-btn cl-btn-primary" }));
		if (ix.decline) actions.push(moveButton(t, ix.decline, "Decline", { cls: "cl-btn" }));
	} else if (mode === "special" && view.revealed) {
		tone = "cl-prompt-turn";
		art = bulbArt(view.revealed, "cl-prompt-bulb");
		const where = view.revealed === "bubble" ? "on the next empty position or over a Broken Bulb" : "on the next empty position";
		lines.push(h("strong", null, `You turned over ${bulb(view.revealed)}.`), ` Click a highlighted position of your string to place it ${where}, or discard it.`, view.revealed === "bubble" ? " Placing a Bubble draws an Event card." : "");
		if (ix.discardSpecial) actions.push(moveButton(t, ix.discardSpecial, `Discard the ${bulbName(view.revealed)}`, { cls: "cl-btn" }));
	} else if (mode === "seller") {
		tone = "cl-prompt-turn";
		if (t.pick.sale !== null) lines.push(h("strong", null, `Sale card ${t.pick.sale + 1} (${bulb(view.sale[t.pick.sale]?.kind)}) is picked.`), " Set your question on the sale table, then click a highlighted player to offer it, or withdraw it.");
		else if (view.sale.length > 0) lines.push(h("strong", null, "Sale: "), "click a card on the sale table to offer it to another player.");
		if (ix.endTurn) actions.push(moveButton(t, ix.endTurn, "End your turn", { cls: "cl-btn" }));
	} else if (mode === "main") {
		tone = "cl-prompt-turn";
		mainPrompt(t, lines, actions);
	}
	if (t.pick.mine.length === 1 && t.ix.arrange && t.me) actions.push(...arrangeTools(t, t.pick.mine[0]));
	if (pickKey(t.pick) && !(mode === "seller" && view.sale.length === 1 && t.pick.mine.length === 0)) actions.push(h("button", {
		type: "button",
		class: "cl-btn cl-btn-quiet",
		data: {
			focus: "put-back",
			clCancel: "1"
		},
		on: { click: () => t.setPick(NO_PICK) }
	}, "Put it back (Esc)"));
	if (lines.length === 0 && actions.length === 0) return null;
	return h("section", {
		class: ["cl-prompt", tone],
		"aria-label": "What to do now"
	}, art ? h("div", { class: "cl-prompt-art" }, art) : null, h("div", { class: "cl-prompt-body" }, h("p", null, ...lines), actions.length > 0 ? h("div", { class: "cl-prompt-actions" }, actions) : null));
}
function mainPrompt(t, lines, actions) {
	const { ix, view, pick } = t;
	if (pick.mine.length === 1) {
		const ref = pick.mine[0];
		const card = t.me?.hand[ref];
		const does = [];
		const plays = ix.play.get(ref) ?? [];
		if (plays.some((p) => p.move.pattern)) does.push("click a Pattern card's end to start a string with it");
		else if (plays.length > 0) does.push("click “Play here” on your string");
		if (swapsFrom(t, ref).length > 0) does.push("click a highlighted card of another player to swap");
		if (ix.putUp.has(String(ref))) does.push("click “Put up for sale” on the sale table (or pick a second card to sell both)");
		lines.push(h("strong", null, `Your card ${ref + 1} (${card?.face ? bulbName(card.face) : "unknown to you"}) is picked.`), " ", does.length ? `${sentence(does.join("; "))}.` : "Move it or turn it in your hand.");
	} else if (pick.mine.length === 2) lines.push(h("strong", null, `Your cards ${pick.mine.join(" and ")} are picked.`), " Click “Put both up for sale” on the sale table.");
	else if (pick.theirs) lines.push(h("strong", null, `${t.ctx.seatName(pick.theirs.seat)}'s card ${pick.theirs.ref + 1} is picked.`), " Click one of your cards to give in exchange.");
	else {
		const step = STEP_NAMES[view.step];
		const can = [];
		if (ix.play.size > 0) can.push("play it");
		if (ix.swap.size > 0) can.push("swap it");
		if (ix.putUp.size > 0) can.push("put it up for sale");
		lines.push(h("strong", null, `Your turn: ${step} step.`), " ");
		if (can.length > 0) lines.push(`Click one of your cards to ${listing(can, "or")}${ix.swap.size > 0 ? ", or another player's card to swap for it" : ""}. `);
		if (ix.refill.length > 0) lines.push("Click the Bulb deck to refill and end your turn.");
	}
	if (ix.endTurn) actions.push(moveButton(t, ix.endTurn, "End your turn", { cls: "cl-btn" }));
}
function committedText(t) {
	const { view, ctx } = t;
	if (view.committed.length === 0) return "Nobody has chosen yet.";
	return `Chosen: ${view.committed.map((seat) => seat === ctx.seat ? "you" : ctx.seatName(seat)).join(", ")}.`;
}
function commitWords(commit) {
	switch (commit.type) {
		case "take-bulb": return "draw a Bulb card";
		case "peek": return `look at your card ${commit.ref + 1}`;
		case "discard-for-new": return `discard your card ${commit.ref + 1} for an unseen one`;
		default: return "decline";
	}
}
function eventText(key) {
	return {
		"light-switch": "Light Switch: each seat may draw a Bulb card and look at it.",
		"christmas-eve": "Christmas Eve: each seat may look at one of its own cards.",
		"boxing-day": "Boxing Day: each seat may discard a card for an unseen one."
	}[key] ?? "";
}
function eventName(t, key) {
	return t.names.get(key) ?? key;
}
function arrangeTools(t, ref) {
	const arrange = t.ix.arrange;
	const hand = t.me?.hand ?? [];
	if (!arrange || ref >= hand.length) return [];
	const marks = hand.map((card) => card.mark);
	const post = (order, newMarks, at) => {
		t.carry(at);
		t.act({
			type: "arrange-hand",
			order,
			marks: newMarks
		});
	};
	const moveTo = (to) => {
		const order = hand.map((_, i) => i);
		order[ref] = to;
		order[to] = ref;
		post(order, order.map((old) => marks[old]), to);
	};
	const tool = (text, name, focus, onClick, pressed = null, disabled = false) => h("button", {
		type: "button",
		class: [
			"cl-btn",
			"cl-btn-small",
			pressed && "cl-pressed"
		],
		"aria-label": name,
		"aria-pressed": pressed === null ? null : String(pressed),
		title: name,
		disabled: t.busy || disabled,
		data: {
			moveIndex: arrange.lm.index,
			moveType: "arrange-hand",
			focus
		},
		on: { click: onClick }
	}, text);
	return [h("div", {
		class: "cl-arrange",
		role: "group",
		"aria-label": `Arrange your card ${ref + 1}`
	}, h("span", { class: "cl-arrange-label" }, `Card ${ref + 1}:`), tool("← Move left", `Move left: your card ${ref + 1} (arrange your hand)`, "arrange:left", () => moveTo(ref - 1), null, ref === 0), tool("Move right →", `Move right: your card ${ref + 1} (arrange your hand)`, "arrange:right", () => moveTo(ref + 1), null, ref === hand.length - 1), h("span", { class: "cl-arrange-label" }, "Hold it:"), MARKS.map((mark) => tool(MARK_NAMES[mark], `${sentence(MARK_NAMES[mark])}: hold your card ${ref + 1} ${MARK_NAMES[mark]} (arrange your hand)`, `arrange:${mark}`, () => {
		if (marks[ref] === mark) return;
		const next = [...marks];
		next[ref] = mark;
		post(hand.map((_, i) => i), next, ref);
	}, marks[ref] === mark)))];
}
function seatPanel(t, seat) {
	const { view, ctx } = t;
	const area = view.seats[seat];
	const mine = seat === ctx.seat;
	const name = mine ? "You" : ctx.seatName(seat);
	const character = t.names.get(area.character) ?? area.character;
	const badges = [];
	if (!view.finished && view.active === seat) badges.push(h("span", { class: "cl-badge cl-badge-turn" }, mine ? "your turn" : "their turn"));
	if (view.event !== null) badges.push(h("span", { class: "cl-badge" }, view.committed.includes(seat) ? "chosen ✓" : "choosing…"));
	if (view.offer && view.offer.buyer === seat) badges.push(h("span", { class: "cl-badge cl-badge-turn" }, "deciding on an offer"));
	const done = area.completed.length;
	const offerTargets = mine ? [] : offerButtons(t, seat);
	return h("section", {
		class: [
			"cl-seat",
			mine && "cl-me",
			!view.finished && view.active === seat && "cl-active",
			offerTargets.length > 0 && "cl-targeted"
		],
		"aria-label": mine ? "Your place" : `${name}'s place`,
		data: { seat }
	}, h("header", { class: "cl-seat-head" }, h("h3", null, name, mine && ctx.seatName(seat) !== name ? h("span", { class: "cl-seat-sub" }, ` (${ctx.seatName(seat)})`) : null), h("span", { class: ["cl-character", area.character === "santa" && "cl-santa"] }, area.character === "santa" ? starIcon() : null, character), h("span", { class: "cl-tally" }, `${done} of 2 strings lit`), badges, offerTargets), hand(t, area, mine), h("div", { class: "cl-seat-table" }, lights(t, area, mine), patternRow(t, area, mine)), h("p", { class: "cl-used" }, `Broken used: ${area.broken_used}`, h("span", { "aria-hidden": "true" }, " · "), `Bubbles used: ${area.bubble_used}`));
}
function hand(t, area, mine) {
	const spectator = t.ctx.seat === null;
	return h("div", { class: "cl-hand-wrap" }, h("h4", { class: "cl-label" }, mine ? "Your hand" : "Hand", h("span", { class: "cl-count" }, ` (${area.hand.length} card${area.hand.length === 1 ? "" : "s"})`), mine ? h("span", { class: "cl-hint" }, " you see only the cards you know") : spectator ? h("span", { class: "cl-hint" }, " hidden from spectators") : null), area.hand.length === 0 ? h("p", { class: "cl-empty" }, "No cards in hand.") : h("ul", { class: ["cl-hand", mine && "cl-hand-mine"] }, area.hand.map((card) => h("li", null, handCard(t, area, card, mine)))));
}
/** What clicking one of your own cards does now. */
function myCardUse(t, ref, describe) {
	const { ix, mode, pick } = t;
	if (mode === "event") {
		const lm = ix.peek.get(ref) ?? ix.discardForNew.get(ref);
		if (lm) return {
			kind: "act",
			lm,
			text: ix.peek.has(ref) ? "Look" : "Discard"
		};
	}
	if (mode === "main") {
		if (pick.theirs) {
			const lm = ix.swap.get(`${ref}:${pick.theirs.seat}:${pick.theirs.ref}`);
			return lm ? {
				kind: "act",
				lm,
				text: "Give"
			} : null;
		}
		if (pick.mine.includes(ref)) return {
			kind: "pick",
			key: `mine:${ref}`,
			pressed: true,
			name: `Put back your card ${ref + 1} (${describe})`,
			next: {
				...NO_PICK,
				mine: pick.mine.filter((r) => r !== ref)
			}
		};
		if (pick.mine.length === 1) {
			const pair = [pick.mine[0], ref].sort((a, b) => a - b);
			if (ix.putUp.has(pair.join(","))) return {
				kind: "pick",
				key: `mine:${ref}`,
				pressed: false,
				name: `Also pick your card ${ref + 1} (${describe}) to sell both`,
				next: {
					...NO_PICK,
					mine: pair
				}
			};
		}
		if ((ix.play.get(ref)?.length ?? 0) + swapsFrom(t, ref).length + (ix.putUp.has(String(ref)) ? 1 : 0) > 0 || ix.arrange) return {
			kind: "pick",
			key: `mine:${ref}`,
			pressed: false,
			name: `Pick your card ${ref + 1} (${describe})`,
			next: {
				...NO_PICK,
				mine: [ref]
			}
		};
		return null;
	}
	if (mode !== "none" && ix.arrange && !(mode === "event" && (ix.peek.size || ix.discardForNew.size))) {
		const pressed = pick.mine.includes(ref);
		return {
			kind: "pick",
			key: `mine:${ref}`,
			pressed,
			name: pressed ? `Put back your card ${ref + 1} (${describe})` : `Pick your card ${ref + 1} (${describe}) to move or turn it`,
			next: {
				...NO_PICK,
				sale: pick.sale,
				mine: pressed ? [] : [ref]
			}
		};
	}
	return null;
}
function theirCardUse(t, seat, ref, describe) {
	const { ix, mode, pick } = t;
	if (mode !== "main") return null;
	if (pick.mine.length === 1) {
		const lm = ix.swap.get(`${pick.mine[0]}:${seat}:${ref}`);
		return lm ? {
			kind: "act",
			lm,
			text: "Swap"
		} : null;
	}
	if (pick.mine.length > 1) return null;
	const pressed = pick.theirs?.seat === seat && pick.theirs.ref === ref;
	if (pressed) return {
		kind: "pick",
		key: `theirs:${seat}:${ref}`,
		pressed,
		name: `Put back ${t.ctx.seatName(seat)}'s card ${ref + 1} (${describe})`,
		next: NO_PICK
	};
	return [...ix.swap.keys()].some((key) => key.endsWith(`:${seat}:${ref}`)) ? {
		kind: "pick",
		key: `theirs:${seat}:${ref}`,
		pressed: false,
		name: `Pick ${t.ctx.seatName(seat)}'s card ${ref + 1} (${describe}) to swap for it`,
		next: {
			...NO_PICK,
			theirs: {
				seat,
				ref
			}
		}
	} : null;
}
function swapsFrom(t, ref) {
	return [...t.ix.swap.keys()].filter((key) => key.startsWith(`${ref}:`));
}
function handCard(t, area, card, mine) {
	const owner = mine ? "you" : t.ctx.seatName(area.seat);
	const face = card.face;
	const knowsText = card.known ? `${owner} knows it` : `${owner} has not seen it`;
	const describe = `${mine ? face ? `${bulb(face)}, you have seen it` : "face down, unknown to you" : `${face ? bulb(face) : "face down"}, ${knowsText}`}${card.mark !== "upright" ? `, held ${MARK_NAMES[card.mark]}` : ""}`;
	const use = mine ? myCardUse(t, card.ref, describe) : theirCardUse(t, area.seat, card.ref, describe);
	const inner = [
		h("span", {
			class: "cl-card-ref",
			"aria-hidden": "true"
		}, String(card.ref + 1)),
		face ? cardArt(face, "cl-card-art") : h("span", {
			class: "cl-card-back",
			"aria-hidden": "true"
		}, h("span", { class: "cl-q" }, "?")),
		h("span", {
			class: "cl-card-name",
			"aria-hidden": "true"
		}, face ? shortName(face) : mine ? "Unknown" : "Hidden"),
		card.known ? h("span", {
			class: "cl-card-known",
			"aria-hidden": "true"
		}, eyeIcon(), mine ? "seen" : "knows") : null,
		card.mark !== "upright" ? h("span", {
			class: "cl-card-mark",
			"aria-hidden": "true"
		}, card.mark === "sideways" ? "↻ sideways" : "⇅ upside down") : null
	];
	const classes = [
		"cl-card",
		mine && "cl-card-mine",
		!face && "cl-card-hidden",
		`cl-mark-${card.mark}`,
		card.known && "cl-card-isknown"
	];
	const spoken = `${mine ? "Your" : `${t.ctx.seatName(area.seat)}'s`} card ${card.ref + 1}: ${describe}`;
	if (!use) return h("div", { class: classes }, h("span", { class: "visually-hidden" }, spoken), ...inner);
	if (use.kind === "act") return h("button", {
		type: "button",
		class: [...classes, "cl-target"],
		"aria-label": use.lm.label,
		title: use.lm.label,
		disabled: t.busy,
		data: {
			moveIndex: use.lm.index,
			moveType: use.lm.move.type,
			focus: `card:${area.seat}:${card.ref}`
		},
		on: { click: () => t.act(use.lm.move) }
	}, ...inner, h("span", {
		class: "cl-card-do",
		"aria-hidden": "true"
	}, use.text));
	return h("button", {
		type: "button",
		class: [
			...classes,
			"cl-pickable",
			use.pressed && "cl-picked"
		],
		"aria-label": use.name,
		"aria-pressed": String(use.pressed),
		title: use.name,
		disabled: t.busy,
		data: {
			clPick: use.key,
			focus: `card:${area.seat}:${card.ref}`
		},
		on: { click: () => t.setPick(use.next) }
	}, ...inner, use.pressed ? h("span", {
		class: "cl-card-do",
		"aria-hidden": "true"
	}, "picked") : null);
}
function lights(t, area, mine) {
	const { view, ix } = t;
	const pattern = mine ? view.my_current ?? (view.revealed && view.active === area.seat ? view.my_choice : null) : area.shown_pattern;
	const bulbs = pattern ? t.patterns.get(pattern) ?? null : null;
	const direction = area.direction ?? (mine && view.revealed ? view.my_choice_direction : null);
	const started = area.string.some((slot) => slot !== null);
	const next = area.plug_due || area.completed.length >= 2 || !direction ? null : nextSlot(area.string, direction);
	const which = area.completed.length >= 2 ? "Both strings lit" : area.plug_placed ? "Second string" : "First string";
	const dirText = area.completed.length >= 2 ? "" : direction ? `fills ${FROM_END[direction]}` : started ? "" : "not started";
	const picked = mine && t.mode === "main" && t.pick.mine.length === 1 ? t.pick.mine[0] : null;
	const plain = (picked !== null ? ix.play.get(picked) ?? [] : []).find((p) => !p.move.pattern);
	const slots = area.string.map((kind, slot) => {
		const need = bulbs?.[slot] ?? null;
		const place = mine && t.mode === "special" ? ix.place.get(slot) : void 0;
		const isNext = slot === next && area.completed.length < 2;
		const caption = kind ? shortName(kind) : need ? `needs ${need}` : "empty";
		const spoken = `Position ${slot + 1}: ${kind ? bulb(kind) : "empty"}${!kind && need ? `, needs ${bulb(need)}` : ""}${kind && need && kind !== need && kind !== "bubble" ? ` (pattern wants ${need})` : ""}${isNext ? ", next to fill" : ""}`;
		const content = [
			h("span", {
				class: "cl-slot-n",
				"aria-hidden": "true"
			}, String(slot + 1)),
			slotArt(kind, kind ? null : need),
			h("span", {
				class: ["cl-slot-name", !kind && "cl-slot-empty"],
				"aria-hidden": "true"
			}, caption),
			isNext && !place ? h("span", {
				class: "cl-slot-next",
				"aria-hidden": "true"
			}, "next") : null
		];
		const cls = [
			"cl-slot",
			kind && `cl-lit cl-lit-${kind}`,
			isNext && "cl-slot-isnext"
		];
		if (place) {
			const lm = place;
			return h("li", null, h("button", {
				type: "button",
				class: [...cls, "cl-target"],
				"aria-label": lm.label,
				title: lm.label,
				disabled: t.busy,
				data: {
					moveIndex: lm.index,
					moveType: lm.move.type,
					focus: `slot:${slot}`
				},
				on: { click: () => t.act(lm.move) }
			}, ...content, h("span", {
				class: "cl-slot-do",
				"aria-hidden": "true"
			}, "Place here")));
		}
		return h("li", null, h("div", { class: cls }, h("span", { class: "visually-hidden" }, spoken), ...content));
	});
	return h("div", { class: ["cl-lights", area.plug_due && "cl-plug-due"] }, h("h4", { class: "cl-label cl-label-dark" }, which, bulbs ? h("span", { class: "cl-count" }, mine && !view.my_current ? ` to start the ${patternWords(bulbs)} Pattern (if the card lands)` : ` on the ${patternWords(bulbs)} Pattern`) : null, dirText ? h("span", { class: "cl-count" }, ` · ${dirText}`) : null, direction ? h("span", {
		class: "cl-dir",
		"aria-hidden": "true"
	}, direction === "left-to-right" ? " →" : " ←") : null), area.completed.length >= 2 ? h("p", { class: "cl-lights-done" }, "Both patterns complete: this seat's lights are all on.") : h("ol", {
		class: "cl-string",
		"aria-label": `${mine ? "Your" : `${t.ctx.seatName(area.seat)}'s`} string, positions 0 to 4 from the left`
	}, slots), h("p", { class: "cl-plug" }, h("span", {
		class: "cl-plug-art",
		"aria-hidden": "true"
	}, bulbArt("plug", "cl-mini-bulb")), area.plug_placed ? "Plug placed: strings joined" : area.plug_due ? h("strong", null, "Needs a Plug next") : "Plug comes after the first string"), plain ? h("div", { class: "cl-play-here" }, h("button", {
		type: "button",
		class: "cl-btn cl-btn-target",
		title: plain.lm.label,
		disabled: t.busy,
		data: {
			moveIndex: plain.lm.index,
			moveType: "play-card",
			focus: "play-here"
		},
		on: { click: () => t.act(plain.lm.move) }
	}, plain.lm.label)) : null);
}
function patternRow(t, area, mine) {
	const { view } = t;
	const cards = [];
	if (mine) for (const key of view.my_patterns) {
		const shown = area.shown_pattern === key;
		const state = area.completed.includes(key) ? "done" : view.my_current === key ? shown ? "current-shown" : "current" : shown ? "shown" : "secret";
		cards.push(patternCard(t, key, state, true));
	}
	else {
		for (const key of area.completed) cards.push(patternCard(t, key, "done", false));
		if (area.shown_pattern && !area.completed.includes(area.shown_pattern)) cards.push(patternCard(t, area.shown_pattern, "shown", false));
		const hidden = Math.max(0, 2 - cards.length);
		for (let i = 0; i < hidden; i++) cards.push(h("div", { class: "cl-pattern cl-pattern-back" }, h("span", { class: "cl-pattern-key" }, "Pattern"), h("span", null, "secret")));
	}
	return h("div", { class: "cl-patterns" }, h("h4", { class: "cl-label" }, mine ? "Your patterns" : "Patterns"), h("div", { class: "cl-pattern-list" }, cards));
}
var PATTERN_STATE = {
	done: "complete ✓",
	current: "building now",
	"current-shown": "building now, shown to all (Lump of Coal)",
	shown: "shown to all (Lump of Coal)",
	secret: "secret"
};
/** A Pattern card by its lights, left to right, as the server's labels name it: "red-green-blue-white-yellow". */
function patternWords(bulbs) {
	return bulbs.join("-");
}
function patternCard(t, key, state, mine) {
	const bulbs = t.patterns.get(key) ?? [];
	const starts = mine && t.mode === "main" && t.pick.mine.length === 1 ? (t.ix.play.get(t.pick.mine[0]) ?? []).filter((p) => p.move.pattern === key) : [];
	const startButton = (direction) => {
		const p = starts.find((item) => item.move.direction === direction);
		if (!p) return null;
		return h("button", {
			type: "button",
			class: [
				"cl-btn",
				"cl-btn-small",
				"cl-btn-target",
				"cl-start"
			],
			"aria-label": p.lm.label,
			title: p.lm.label,
			disabled: t.busy,
			data: {
				moveIndex: p.lm.index,
				moveType: "play-card",
				focus: `start:${key}:${direction}`
			},
			on: { click: () => t.act(p.lm.move) }
		}, direction === "left-to-right" ? ["From the left ", h("span", { "aria-hidden": "true" }, "→")] : [h("span", { "aria-hidden": "true" }, "←"), " From the right"]);
	};
	return h("div", { class: [
		"cl-pattern",
		`cl-pattern-${state}`,
		state === "current-shown" && "cl-pattern-current cl-pattern-shown",
		starts.length > 0 && "cl-targeted"
	] }, h("span", { class: "cl-pattern-key" }, "Pattern", h("span", { class: "cl-pattern-state" }, ` ${PATTERN_STATE[state] ?? state}`)), h("ol", {
		class: "cl-pattern-bulbs",
		"aria-label": `The ${patternWords(bulbs)} Pattern, left to right: ${bulbs.join(", ")}`
	}, bulbs.map((colour) => h("li", { "aria-hidden": "true" }, bulbArt(colour, "cl-mini-bulb"), h("span", null, colour)))), starts.length > 0 ? h("div", { class: "cl-starts" }, startButton("left-to-right"), startButton("right-to-left")) : null);
}
function centre(t) {
	const builder = t.mode === "seller" && t.pick.sale !== null ? questionBuilder(t) : null;
	return h("section", {
		class: "cl-centre",
		"aria-label": "The table"
	}, deck(t), discardPile(t), events(t), saleArea(t), builder);
}
function deck(t) {
	const { view, ix, mode } = t;
	const biggest = mode === "main" ? ix.refill[ix.refill.length - 1] : void 0;
	const take = mode === "event" ? ix.takeBulb : null;
	const head = pileHead(t, take ?? biggest?.lm ?? null, [
		h("span", {
			class: "cl-stack",
			"aria-hidden": "true"
		}, h("span", { class: "cl-card-back cl-deck-back" }, h("span", { class: "cl-q" }, "★"))),
		h("span", { class: "cl-pile-name" }, "Bulb deck"),
		h("span", { class: "cl-pile-count" }, `${view.deck_size} card${view.deck_size === 1 ? "" : "s"}`)
	], "deck", take ? "Draw one" : `Draw ${biggest?.move.count ?? ""}`);
	const fewer = mode === "main" ? ix.refill.slice(0, -1) : [];
	return h("div", { class: "cl-spot cl-spot-deck" }, head, fewer.length > 0 ? h("div", { class: "cl-refills" }, h("span", { class: "cl-count" }, "or draw only"), fewer.map((r) => moveButton(t, r.lm, String(r.move.count), {
		cls: "cl-btn cl-btn-small",
		focus: `refill:${r.move.count}`
	}))) : null);
}
/** A pile as drawn: a button that makes `lm` when the pile is a target now, else its plain picture. */
function pileHead(t, lm, pile, focus, doing) {
	if (!lm) return h("div", { class: "cl-pile" }, ...pile);
	return h("button", {
		type: "button",
		class: "cl-pile cl-target",
		"aria-label": lm.label,
		title: lm.label,
		disabled: t.busy,
		data: {
			moveIndex: lm.index,
			moveType: lm.move.type,
			focus
		},
		on: { click: () => t.act(lm.move) }
	}, ...pile, h("span", {
		class: "cl-pile-do",
		"aria-hidden": "true"
	}, doing));
}
function discardPile(t) {
	const { view, ix, mode } = t;
	const top = view.discard[view.discard.length - 1] ?? null;
	const lm = mode === "special" ? ix.discardSpecial : null;
	const counts = /* @__PURE__ */ new Map();
	for (const kind of view.discard) counts.set(kind, (counts.get(kind) ?? 0) + 1);
	return h("div", { class: "cl-spot" }, pileHead(t, lm, [
		h("span", {
			class: "cl-stack",
			"aria-hidden": "true"
		}, top ? h("span", { class: "cl-card cl-card-flat" }, cardArt(top, "cl-card-art"), h("span", { class: "cl-card-name" }, shortName(top))) : h("span", { class: "cl-empty-pile" }, "empty")),
		h("span", { class: "cl-pile-name" }, "Discard pile"),
		h("span", { class: "cl-pile-count" }, `${view.discard.length} card${view.discard.length === 1 ? "" : "s"}${top ? `, top: ${bulbName(top)}` : ""}`)
	], "discard", "Discard it"), counts.size > 0 ? h("details", { class: "cl-discard-list" }, h("summary", null, "What was discarded"), h("ul", null, [...counts.entries()].map(([kind, n]) => h("li", null, h("span", {
		class: "cl-chip-art",
		"aria-hidden": "true"
	}, bulbArt(kind, "cl-mini-bulb")), `${shortName(kind)} \u00d7 ${n}`)))) : null);
}
function events(t) {
	const { view } = t;
	return h("div", { class: "cl-spot cl-spot-events" }, h("div", { class: "cl-pile" }, h("span", {
		class: "cl-stack",
		"aria-hidden": "true"
	}, h("span", { class: "cl-event-back" }, flashIcon())), h("span", { class: "cl-pile-name" }, "Event deck"), h("span", { class: "cl-pile-count" }, `${view.event_deck_size} left`)), view.event ? h("div", { class: "cl-now" }, h("span", { class: "cl-count" }, "Now:"), eventCard(t, view.event, false)) : null, view.events_used.length > 0 ? h("div", { class: "cl-used-events" }, h("span", { class: "cl-count" }, "Used:"), h("ul", null, view.events_used.map((key) => h("li", null, eventName(t, key))))) : view.event ? null : h("p", { class: "cl-count" }, "No Event drawn yet"));
}
function eventCard(t, key, big) {
	return h("span", { class: ["cl-event", big && "cl-event-big"] }, flashIcon(), h("span", null, eventName(t, key)));
}
function saleArea(t) {
	const { view, ix, mode, pick, ctx } = t;
	const putUpKey = mode === "main" && pick.mine.length > 0 ? pick.mine.join(",") : null;
	const putUp = putUpKey ? ix.putUp.get(putUpKey) : void 0;
	const cards = view.sale.map((sale, i) => {
		const offered = view.offer?.sale_card === i ? view.offer : null;
		const canPick = mode === "seller" && ix.withdraw.has(i);
		const picked = pick.sale === i;
		const buy = mode === "buyer" && view.offer?.sale_card === i ? ix.accept : null;
		const inner = [
			h("span", {
				class: "cl-card-ref",
				"aria-hidden": "true"
			}, String(i + 1)),
			cardArt(sale.kind, "cl-card-art"),
			h("span", {
				class: "cl-card-name",
				"aria-hidden": "true"
			}, shortName(sale.kind))
		];
		const spoken = `Sale card ${i + 1}: ${bulb(sale.kind)}`;
		let piece;
		if (buy) piece = h("button", {
			type: "button",
			class: "cl-card cl-target",
			"aria-label": buy.label,
			title: buy.label,
			disabled: t.busy,
			data: {
				moveIndex: buy.index,
				moveType: "accept",
				focus: `sale:${i}`
			},
			on: { click: () => t.act(buy.move) }
		}, ...inner, h("span", {
			class: "cl-card-do",
			"aria-hidden": "true"
		}, "Buy"));
		else if (canPick) {
			const name = picked ? `${spoken}, picked` : `Pick ${spoken.charAt(0).toLowerCase()}${spoken.slice(1)} to offer it`;
			piece = h("button", {
				type: "button",
				class: [
					"cl-card",
					"cl-pickable",
					picked && "cl-picked"
				],
				"aria-label": name,
				"aria-pressed": String(picked),
				title: name,
				disabled: t.busy,
				data: {
					clPick: `sale:${i}`,
					focus: `sale:${i}`
				},
				on: { click: () => t.setPick(picked ? NO_PICK : {
					...NO_PICK,
					sale: i
				}) }
			}, ...inner, picked ? h("span", {
				class: "cl-card-do",
				"aria-hidden": "true"
			}, "picked") : null);
		} else piece = h("div", { class: "cl-card" }, h("span", { class: "visually-hidden" }, spoken), ...inner);
		const withdraw = picked ? ix.withdraw.get(i) : void 0;
		return h("li", { class: "cl-sale-card" }, piece, h("span", { class: "cl-sale-note" }, offered ? `offered to ${ctx.seatName(offered.buyer)}` : sale.offered.length > 0 ? `declined by ${sale.offered.map(ctx.seatName).join(", ")}` : "not offered yet"), withdraw ? moveButton(t, withdraw, "Withdraw", {
			cls: "cl-btn cl-btn-small",
			focus: `withdraw:${i}`
		}) : null);
	});
	const seller = view.sale.length > 0 ? ctx.seatName(view.active) : null;
	return h("div", { class: [
		"cl-spot",
		"cl-spot-sale",
		putUp && "cl-targeted"
	] }, h("h4", { class: "cl-label" }, "Sale table", seller ? h("span", { class: "cl-count" }, ` (${view.active === ctx.seat ? "you are" : `${seller} is`} selling)`) : null), cards.length > 0 ? h("ul", { class: "cl-sale" }, cards) : putUp ? null : h("p", { class: "cl-empty" }, "Nothing for sale."), view.offer ? h("p", { class: "cl-offer-q" }, "Question: ", h("q", null, ask(view.offer.question).slice(1, -1))) : null, putUp ? h("button", {
		type: "button",
		class: "cl-btn cl-btn-target",
		"aria-label": nameOf(pick.mine.length === 2 ? "Put both up for sale" : "Put up for sale", putUp.label),
		title: putUp.label,
		disabled: t.busy,
		data: {
			moveIndex: putUp.index,
			moveType: "put-up",
			focus: "put-up"
		},
		on: { click: () => t.act(putUp.move) }
	}, pick.mine.length === 2 ? "Put both up for sale" : "Put up for sale") : null);
}
/** The question the picked sale card is offered for: one atom, or its opposite. */
function builtQuestion(t) {
	const d = t.draft;
	const size = t.me?.hand.length ?? 0;
	const ref = (n) => Math.max(0, Math.min(size - 1, n));
	let atom = { type: "has-pair" };
	if (d.type === "card-is" && size > 0) atom = {
		type: "card-is",
		card: ref(d.card),
		is: d.kind
	};
	else if (d.type === "count") atom = {
		type: "count",
		kind: d.kind,
		compare: d.compare,
		n: Math.max(0, Math.min(99, d.n))
	};
	else if (d.type === "same" && size > 1) {
		const a = ref(d.card);
		atom = {
			type: "same",
			cards: [a, ref(d.other) === a ? (a + 1) % size : ref(d.other)]
		};
	} else if (d.type === "fits-next" && size > 0 && fitsNextAllowed(t)) atom = {
		type: "fits-next",
		card: ref(d.card)
	};
	return d.negate ? {
		type: "not",
		question: atom
	} : atom;
}
function fitsNextAllowed(t) {
	return t.me !== null && publicNextNeeded(t.me, (key) => t.patterns.get(key) ?? null) !== null;
}
function questionBuilder(t) {
	const d = t.draft;
	const size = t.me?.hand.length ?? 0;
	const set = (patch) => t.setDraft({
		...d,
		...patch
	});
	const types = [
		[
			"has-pair",
			"Do I hold two cards of the same kind?",
			true
		],
		[
			"card-is",
			"Is my card … a … card?",
			size > 0
		],
		[
			"count",
			"Do I hold at least / exactly / at most n … cards?",
			true
		],
		[
			"same",
			"Are two of my cards the same kind?",
			size > 1
		],
		[
			"fits-next",
			"Is my card … the one my string needs next?",
			size > 0 && fitsNextAllowed(t)
		]
	];
	const type = types.find(([value, , ok]) => value === d.type && ok)?.[0] ?? "has-pair";
	const select = (id, label, value, options, onChange) => h("label", {
		class: "cl-q-field",
		for: id
	}, h("span", null, label), h("select", {
		id,
		data: { focus: id },
		on: { change: (event) => onChange(event.target.value) }
	}, options.map(([v, text]) => h("option", {
		value: v,
		selected: v === value
	}, text))));
	const refs = Array.from({ length: size }, (_, i) => [String(i), `card ${i + 1}`]);
	const kinds = KIND_NAMES.map((kind) => [kind, kindOption(kind)]);
	const fields = [];
	if (type === "card-is" || type === "fits-next" || type === "same") fields.push(select("cl-q-card", type === "same" ? "First card" : "Card", String(Math.min(d.card, size - 1)), refs, (v) => set({ card: Number(v) })));
	if (type === "same") fields.push(select("cl-q-other", "Second card", String(Math.min(d.other, size - 1)), refs, (v) => set({ other: Number(v) })));
	if (type === "count") {
		fields.push(select("cl-q-compare", "Count", d.compare, [
			["at-least", "at least"],
			["exactly", "exactly"],
			["at-most", "at most"]
		], (v) => set({ compare: v })));
		fields.push(h("label", {
			class: "cl-q-field",
			for: "cl-q-n"
		}, h("span", null, "How many"), h("input", {
			id: "cl-q-n",
			type: "number",
			min: 0,
			max: 99,
			value: d.n,
			data: { focus: "cl-q-n" },
			on: { change: (event) => set({ n: Number(event.target.value) || 0 }) }
		})));
	}
	if (type === "card-is" || type === "count") fields.push(select("cl-q-kind", "Kind", d.kind, kinds, (v) => set({ kind: v })));
	return h("fieldset", { class: "cl-question" }, h("legend", null, "Your question for the buyer"), h("div", { class: "cl-q-row" }, select("cl-q-type", "Ask", type, types.filter(([, , ok]) => ok).map(([v, text]) => [v, text]), (v) => set({ type: v })), fields, h("label", {
		class: "cl-q-check",
		for: "cl-q-not"
	}, h("input", {
		id: "cl-q-not",
		type: "checkbox",
		checked: d.negate,
		data: { focus: "cl-q-not" },
		on: { change: (event) => set({ negate: event.target.checked }) }
	}), " Ask the opposite")), h("p", { class: "cl-q-preview" }, "You will ask: ", h("strong", null, ask(builtQuestion(t)))));
}
/** The targets on a seat's header while a sale card is picked: offer it to this seat. */
function offerButtons(t, seat) {
	if (t.mode !== "seller" || t.pick.sale === null) return [];
	const offer = t.ix.offer.get(`${t.pick.sale}:${seat}`);
	if (!offer) return [];
	const question = builtQuestion(t);
	const label = offerLabel(t.view, t.pick.sale, t.ctx.seatName(seat), question);
	return [h("button", {
		type: "button",
		class: "cl-btn cl-btn-target cl-offer",
		"aria-label": nameOf(`Offer it to ${t.ctx.seatName(seat)}`, label),
		title: label,
		disabled: t.busy,
		data: {
			moveIndex: offer.lm.index,
			moveType: "offer",
			focus: `offer:${seat}`
		},
		on: { click: () => t.act({
			...offer.move,
			question
		}) }
	}, `Offer it to ${t.ctx.seatName(seat)}`)];
}
function moveButton(t, lm, text, options = {}) {
	const named = text === lm.label ? null : nameOf(text, lm.label);
	return h("button", {
		type: "button",
		class: options.cls ?? "cl-btn",
		"aria-label": named,
		title: lm.label,
		disabled: t.busy,
		data: {
			moveIndex: lm.index,
			moveType: lm.move.type,
			focus: options.focus ?? `move:${lm.move.type}:${text}`
		},
		on: { click: () => t.act(lm.move) }
	}, text);
}
/** A button's accessible name: the move's label, with the visible words first when the label lacks them. */
function nameOf(text, label) {
	return label.toLowerCase().includes(text.toLowerCase()) ? label : `${text}: ${label}`;
}
function listing(items, joiner) {
	if (items.length <= 1) return items.join("");
	return `${items.slice(0, -1).join(", ")} ${joiner} ${items[items.length - 1]}`;
}
function sentence(text) {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
// src/renderers/generic.ts
/** View fields the table page shows itself (header, scoreboard): the board leaves them out. */
var AROUND_THE_BOARD = /* @__PURE__ */ new Set([
	"seat",
	"actors",
	"finished",
	"game_id",
	"version",
	"seed_commitment",
	"seed",
	"table"
]);
/** A panel whose value is longer than this, as JSON, takes the board's whole width. */
var WIDE_FROM = 700;
var BY_SEAT = /\b(by|per|for each|one per|one for each|each) seat\b|\bin seat order\b/i;
var isScalar = (value) => value === null || [
	"string",
	"number",
	"boolean"
].includes(typeof value);
function generic() {
	let selection = [];
	let selectedAt = -1;
	let last = null;
	const redraw = () => {
		if (last) {
			const { root, ctx } = last;
			keepFocus(root, () => draw(root, ctx));
		}
	};
	const draw = (root, ctx) => {
		if (ctx.view.version !== selectedAt || ctx.moves.length === 0) {
			selection = [];
			selectedAt = ctx.view.version;
		}
		const named = ctx.moves.map((move) => piecesOfMove(ctx.contract, move.move));
		const candidates = (keys) => ctx.moves.filter((_, i) => keys.every((key) => named[i]?.has(key)));
		const pieces = {
			clickable: (key) => !ctx.busy && (selection.includes(key) || candidates([...selection, key]).length > 0),
			selected: (key) => selection.includes(key),
			click: (key) => {
				if (selection.includes(key)) {
					selection = selection.filter((item) => item !== key);
					redraw();
					return;
				}
				const next = [...selection, key];
				const left = candidates(next);
				if (left.length === 1 && left[0]) {
					selection = [];
					ctx.act(left[0].move);
				} else {
					selection = next;
					redraw();
				}
			}
		};
		const board = h("div", { class: "generic" });
		if (selection.length > 0) board.append(choices(ctx, selection, candidates(selection), () => (selection = [], redraw())));
		board.append(...panels(ctx, pieces));
		root.replaceChildren(board);
	};
	return { render(root, ctx) {
		last = {
			root,
			ctx
		};
		draw(root, ctx);
	} };
}
/** The moves left once some pieces are picked, with a way to put the pieces back. */
function choices(ctx, selection, left, clear) {
	return h("div", {
		class: "choices",
		role: "group",
		"aria-label": "Moves with the picked pieces"
	}, h("p", null, `Picked ${selection.length === 1 ? "a piece" : `${selection.length} pieces`}: choose a move, or pick another piece.`), h("div", { class: "move-buttons" }, left.map((move) => h("button", {
		type: "button",
		class: "move",
		data: {
			moveIndex: move.index,
			focus: `choice:${move.label}`
		},
		disabled: ctx.busy,
		on: { click: () => void ctx.act(move.move) }
	}, move.label))), h("button", {
		type: "button",
		class: "secondary",
		data: { focus: "choice:clear" },
		on: { click: clear }
	}, "Put the pieces back"));
}
/** One panel for the game's plain values, then one per list or group of the view. */
function panels(ctx, pieces) {
	const entries = Object.entries(ctx.view).filter(([key]) => !AROUND_THE_BOARD.has(key));
	const plain = entries.filter(([key, value]) => isScalar(value) && !refAt(ctx.contract.viewRefs, [key]));
	const rest = entries.filter((entry) => !plain.includes(entry));
	const out = [];
	if (plain.length > 0) out.push(h("section", { class: "panel" }, h("h3", null, "Game"), fields(ctx, pieces, plain, [])));
	for (const [key, value] of rest) {
		const mine = key === "hand" || key.startsWith("my_");
		const wide = JSON.stringify(value).length > WIDE_FROM;
		out.push(h("section", {
			class: [
				"panel",
				mine && "panel-mine",
				wide && "panel-wide"
			],
			"aria-label": humanise(key)
		}, h("h3", { title: ctx.contract.notes.get(key) }, humanise(key), mine ? h("span", { class: "tag" }, "yours") : null), render(ctx, pieces, value, [key])));
	}
	return out;
}
function fields(ctx, pieces, entries, path) {
	return h("dl", { class: "fields" }, entries.map(([key, value]) => [h("dt", { title: ctx.contract.notes.get(pathKey([...path, key])) }, humanise(key)), h("dd", null, render(ctx, pieces, value, [...path, key]))]));
}
/** Any value of the view at `path`, as readable DOM. */
function render(ctx, pieces, value, path) {
	const ref = refAt(ctx.contract.viewRefs, path);
	if (ref && value !== null && isScalar(value)) return piece(ctx, pieces, ref, value);
	if (value === null || value === void 0) return h("span", { class: "none" }, "none");
	if (typeof value === "boolean") return document.createTextNode(value ? "yes" : "no");
	if (typeof value === "number") return document.createTextNode(String(value));
	if (typeof value === "string") return COLOURS$2.has(value) ? h("span", { class: "colour" }, swatch(value), value) : document.createTextNode(value);
	if (Array.isArray(value)) return list(ctx, pieces, value, path);
	const object = value;
	const own = pieceField(ctx, object, path);
	if (own) {
		const [key, id] = own;
		const ref = refAt(ctx.contract.viewRefs, [...path, key]);
		const printed = new Set(Object.values(entryOf(ctx.catalog, ref, id) ?? {}).filter((item) => typeof item === "string"));
		const details = Object.entries(object).filter(([name, item]) => name !== key && item !== null && !printed.has(item));
		return piece(ctx, pieces, ref, id, details.length > 0 ? inline(ctx, pieces, details, path) : null);
	}
	return fields(ctx, pieces, Object.entries(object), path);
}
/** An empty cell of a grid: a dash to see, "empty" to hear. */
function empty() {
	return h("span", { class: "none" }, h("span", { "aria-hidden": "true" }, "–"), h("span", { class: "visually-hidden" }, "empty"));
}
/** The id field of an object that stands for one piece ({"card": 13, "kind": "green"}): small, flat, one id. */
function pieceField(ctx, object, path) {
	const entries = Object.entries(object);
	if (entries.length > 4 || !entries.every(([, item]) => isScalar(item))) return void 0;
	const ids = entries.filter(([key, item]) => item !== null && refAt(ctx.contract.viewRefs, [...path, key]));
	return ids.length === 1 ? ids[0] : void 0;
}
function isPiece(ctx, item, path) {
	return item !== null && typeof item === "object" && !Array.isArray(item) && pieceField(ctx, item, path) !== void 0;
}
/** A piece's own details, inside its button: phrasing content only. */
function inline(ctx, pieces, entries, path) {
	return h("span", { class: "piece-details" }, entries.map(([key, value]) => {
		const ref = refAt(ctx.contract.viewRefs, [...path, key]);
		const text = ref ? describe(entryOf(ctx.catalog, ref, value), ref.catalog, value) : isScalar(value) ? render(ctx, pieces, value, [...path, key]) : JSON.stringify(value);
		return h("span", null, `${humanise(key)}: `, text);
	}));
}
function list(ctx, pieces, items, path) {
	if (items.length === 0) return h("span", { class: "none" }, "none");
	const bySeat = BY_SEAT.test(ctx.contract.notes.get(pathKey(path)) ?? "") && items.length === ctx.table.seats.length;
	const seatOf = (item, i) => {
		if (bySeat) return i;
		const seat = item?.seat;
		return typeof seat === "number" && ctx.table.seats[seat] ? seat : null;
	};
	if (bySeat && items.every(isScalar)) return h("dl", { class: "fields" }, items.map((item, seat) => [ctx.seatName(seat) + (seat === ctx.seat ? " (you)" : ""), item]).map(([name, item], seat) => [h("dt", null, name), h("dd", null, render(ctx, pieces, item, [...path, seat]))]));
	if (!bySeat && items.every((item, i) => isScalar(item) || isPiece(ctx, item, [...path, i]))) return h("ul", { class: "chips" }, items.map((item, i) => h("li", null, render(ctx, pieces, item, [...path, i]))));
	if (items.every((item) => Array.isArray(item) && item.every(isScalar)) && !bySeat) return h("table", { class: "grid" }, h("tbody", null, items.map((row, r) => h("tr", null, row.map((cell, c) => h("td", null, cell === null ? empty() : render(ctx, pieces, cell, [
		...path,
		r,
		c
	])))))));
	return h("ol", { class: ["items", bySeat && "by-seat"] }, items.map((item, i) => {
		const seat = seatOf(item, i);
		const title = seat === null ? null : h("span", { class: "item-title" }, ctx.seatName(seat), seat === ctx.seat ? h("span", { class: "tag" }, "you") : null);
		const shown = seat !== null && item && typeof item === "object" && !Array.isArray(item) && "seat" in item ? Object.fromEntries(Object.entries(item).filter(([key]) => key !== "seat")) : item;
		return h("li", { class: seat !== null && seat === ctx.seat ? "mine" : null }, title, render(ctx, pieces, shown, [...path, i]));
	}));
}
/** A piece: its catalog entry in words (and colour), a button when a legal move names it. */
function piece(ctx, pieces, ref, value, details = null) {
	const key = pieceKey(ref, value);
	const entry = entryOf(ctx.catalog, ref, value);
	const name = describe(entry, ref.catalog, value);
	const id = ref.field === "id" && typeof value === "number" ? h("span", { class: "piece-id" }, `#${value}`) : null;
	const content = [
		swatch(colourOf(entry)),
		h("span", { class: "piece-name" }, name),
		id,
		details
	];
	if (!pieces.clickable(key)) return h("span", {
		class: ["piece", pieces.selected(key) && "selected"],
		data: { piece: key }
	}, content);
	return h("button", {
		type: "button",
		class: [
			"piece",
			"playable",
			pieces.selected(key) && "selected"
		],
		"aria-pressed": pieces.selected(key) ? "true" : "false",
		data: {
			piece: key,
			focus: `piece:${key}`
		},
		on: { click: () => pieces.click(key) }
	}, content);
}
// src/renderers/lights/blink.ts
function keys$10(move) {
	switch (move.type) {
		case "play": return [
			`kind:${move.kind}`,
			...move.colour ? [`colour:${move.colour}`] : [],
			...move.blink ? ["shout"] : []
		];
		case "draw": return ["deck"];
		case "keep": return ["keep"];
		case "call-blink": return ["blink"];
		case "catch": return [`seat:${move.seat}`];
	}
	return [];
}
function status$10({ view, ctx }) {
	return [
		h("span", null, h("strong", null, `Round ${view.round}`), view.championship ? " (championship)" : ""),
		h("span", null, `Turn ${view.turn + 1} of ${view.max_turns}`),
		h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`)
	];
}
function say$10({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	const blinking = view.blinking ? `${kindName(view.blinking)} blinks: play ${view.blinking}, or a colour next to it on the string.` : "Nothing blinks: play any colour of the string.";
	if (t.live("blink") || view.unannounced !== null) {
		const who1 = view.unannounced !== null ? who(ctx, view.unannounced) : "A player";
		if (t.live("blink")) return [h("strong", null, "Shout Blink! "), "you are down to one card: press the big button before anyone catches you."];
		return [h("strong", null, `${who1} has one card and has not shouted Blink!`), t.open ? " Touch them to catch them." : ""];
	}
	if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing. `, blinking];
	if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `Your ${kindName(t.picked[0].slice(5))} is picked.`), " Choose below."];
	if (view.drawing && view.drawn) return [h("strong", null, `You drew ${kindName(view.drawn)}.`), " Touch it to play it, or keep it."];
	return [
		h("strong", null, "Your turn: "),
		"touch a card to play it, or the deck to draw. ",
		blinking
	];
}
function draw$10(lit) {
	const { view, ctx, t } = lit;
	const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, {
		count: n,
		doing: "Play",
		note: view.drawn === kind && view.drawing ? "drawn" : void 0
	}));
	const string = patternOf(ctx, view.pattern);
	const seats = view.hand_counts.map((count, seat) => seatPiece(t, `seat:${seat}`, who(ctx, seat), [
		h("span", null, `${count} card${count === 1 ? "" : "s"}`),
		(view.trophies[seat] ?? []).length > 0 ? h("span", { class: "lk-muted" }, `Characters won: ${(view.trophies[seat] ?? []).length}`) : null,
		view.active === seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null,
		view.unannounced === seat ? h("span", { class: "lk-badge" }, "one card, no Blink!") : null
	], "Catch"));
	const canRace = t.live("blink");
	return [
		canRace || view.race ? raceButton(t, "blink", "Blink!", canRace ? "Shout it before anyone catches you." : void 0) : null,
		h("div", { class: "lk-zones" }, zone("The string", [h("div", { class: "lk-row" }, string ? patternCard$1(null, "", string.key, view.pattern_colours, { note: view.blinking ? `${view.blinking} blinks` : "nothing blinks" }) : null, pile(null, "discard", "Discard pile", view.discard_count, view.discard_top), pile(t, "deck", "Bulb deck", view.deck_count, null, { doing: "Draw" })), h("p", { class: "lk-muted" }, `Patterns played this round: ${view.strings.length} · Pattern deck: ${view.pattern_deck_count} · Characters left: ${view.characters_left}`)]), ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, "by kind", view.hand.length)]) : null),
		zone("Players", [h("div", { class: "lk-seats" }, seats)])
	];
}
function keyName$7(key) {
	if (key.startsWith("colour:")) return `Make it ${key.slice(7)}`;
	if (key === "shout") return "…and shout Blink!";
	if (key === "keep") return "Keep the card";
	return null;
}
var blink = lightsTable("blink", {
	keys: keys$10,
	status: status$10,
	say: say$10,
	draw: draw$10,
	keyName: keyName$7
});
// src/renderers/lights/check-the-box.ts
function keys$9(move) {
	if (move.type === "ask") return [`kind:${move.kind}`, `seat:${move.seat}`];
	return [move.type];
}
function status$9({ view, ctx }) {
	return [h("span", null, h("strong", null, `Turn ${view.turn + 1}`), ` of ${view.max_turns}`), h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`)];
}
function say$9({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	const last = view.last_ask;
	const said = last ? `${who(ctx, last.seat)} asked ${who(ctx, last.target)} for ${kindName(last.kind)}: ${last.handed > 0 ? `got ${last.handed}.` : "Check the Box!"} ` : "";
	if (!t.open) return [said, view.active === ctx.seat ? "" : `${ctx.seatName(view.active)} is playing.`];
	if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `${kindName(t.picked[0].slice(5))} picked.`), " Touch the player to ask."];
	if (view.drawing === ctx.seat) return [
		said,
		h("strong", null, view.bonus > 0 ? "A Present! " : "You drew from the box. "),
		"Choose below."
	];
	return [
		said,
		h("strong", null, "Your ask: "),
		"touch a kind in your hand, then the player you ask for it. Four of a kind make a set."
	];
}
function draw$9(lit) {
	const { view, ctx, t } = lit;
	const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, {
		count: n,
		doing: "Ask"
	}));
	const seats = view.seats.map((area) => h("div", {
		class: "lk-zone",
		data: { seat: area.seat }
	}, area.seat === ctx.seat ? h("h2", { class: "lk-zone-title" }, "You", h("span", { class: "lk-muted" }, ` · ${area.hand_count} card${area.hand_count === 1 ? "" : "s"}`)) : seatPiece(t, `seat:${area.seat}`, who(ctx, area.seat), [
		h("span", null, `${area.hand_count} card${area.hand_count === 1 ? "" : "s"}`),
		Object.keys(area.known).length > 0 ? h("span", { class: "lk-muted" }, `holds ${Object.entries(area.known).map(([k, n]) => `${n} ${kindName(k)}`).join(", ")}`) : null,
		view.active === area.seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null
	], "Ask"), h("div", { class: "lk-row" }, area.sets.length > 0 ? area.sets.map((kind) => plainCard(kind, `A set of ${kindName(kind)}`, {
		small: true,
		note: "set"
	})) : h("span", { class: "lk-empty" }, "No sets yet."))));
	return [h("div", { class: "lk-zones" }, ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, view.bonus > 0 ? `and ${view.bonus} Present${view.bonus === 1 ? "" : "s"}` : "by kind", view.hand.length)]) : null, zone("The box", [pile(null, "pile", "Box pile", view.pile_count)])), h("div", { class: "lk-zones" }, seats)];
}
function keyName$6(key) {
	if (key === "draw-two") return "Use a Present: draw two more";
	if (key === "decline") return "Let the Present go";
	return null;
}
var checkTheBox = lightsTable("check-the-box", {
	keys: keys$9,
	status: status$9,
	say: say$9,
	draw: draw$9,
	keyName: keyName$6
});
// src/renderers/lights/deck-the-yard.ts
function keys$8(move) {
	switch (move.type) {
		case "choose-pattern": return [`pattern:${move.pattern}`];
		case "play": return [`hand:${move.card}`, "string"];
		case "discard": return [`hand:${move.card}`, "discard"];
		case "pay-plug": return ["pay-plug"];
		case "decline": return ["decline"];
		case "take-effect": return ["take-effect"];
	}
	return [];
}
function status$8({ view }) {
	return [
		h("span", null, h("strong", null, `Claims: ${view.claims.length}`), ` of ${view.target} (${view.difficulty})`),
		h("span", null, `Patterns ${view.claimed_patterns}, Characters ${view.claimed_characters}`),
		view.playout ? h("span", null, "Playing out the hand") : null
	];
}
function say$8({ view, t }) {
	if (view.finished) return ["The game is over."];
	if (!t.open) return ["Sending your move…"];
	if (view.phase === "choose") return [h("strong", null, "Choose a Pattern: "), "touch the one to build the string on."];
	if (view.phase === "special" && view.pending) return [h("strong", null, `You drew ${kindName(view.pending.kind)}.`), " Answer it below."];
	if (t.picked.length > 0) return [h("strong", null, "Card picked."), " Touch the string to play it, or the discard pile."];
	return [h("strong", null, "Your move: "), `touch a card, then the string${view.next_colour ? ` (it needs ${view.next_colour})` : ""} or the discard pile.`];
}
function draw$8(lit) {
	const { view, t } = lit;
	const hand = view.hand.map((c, i) => card(t, `hand:${c.id}`, c.kind, `Your card ${i + 1}: ${kindName(c.kind)}`, { n: i + 1 }));
	const current = view.patterns.find((p) => p.id === view.current) ?? null;
	const bulbs = Array.from({ length: 5 }, (_, i) => {
		const kind = view.string[i]?.kind ?? null;
		const need = current?.bulbs[i] ?? null;
		return h("li", null, h("div", { class: "lk-card lk-piece" }, h("span", { class: "lk-n" }, String(i + 1)), h("span", {
			class: "lk-art",
			"aria-hidden": "true"
		}, bulbArt(kind ?? need, "cl-bulb", kind === null)), h("span", { class: "lk-name" }, kind ? kindName(kind) : need ? `needs ${need}` : "empty")));
	});
	return [h("div", { class: "lk-zones" }, zone("The yard", [
		h("div", { class: "lk-row" }, view.patterns.map((p) => patternCard$1(t, `pattern:${p.id}`, p.key, p.bulbs, {
			doing: "Build",
			note: p.id === view.current ? "building" : void 0
		}))),
		piece$1(t, "string", [h("ol", {
			class: "lk-string",
			"aria-hidden": "true"
		}, bulbs)], {
			name: `The string${view.next_colour ? `, needs ${view.next_colour} next` : ""}`,
			class: "lk-string-piece",
			doing: "Play here"
		}),
		view.pending ? plainCard(view.pending.kind, `Waiting: ${kindName(view.pending.kind)}`, { note: "drawn" }) : null
	], "lk-wide")), h("div", { class: "lk-zones" }, zone("Your hand", [handRow("Hand", hand)]), zone("Decks and claims", [h("div", { class: "lk-row" }, pile(null, "deck", "Bulb deck", view.deck_count), pile(t, "discard", "Discard pile", view.discard.length, view.discard[view.discard.length - 1]?.kind ?? null, { doing: "Discard" })), h("p", { class: "lk-muted" }, `Pattern deck: ${view.pattern_deck_count} · Claim pile: ${view.claims.length}`)]))];
}
function keyName$5(key) {
	if (key === "pay-plug") return "Pay a Plug to stop it";
	if (key === "decline") return "Decline";
	if (key === "take-effect") return "Take its effect";
	return null;
}
var deckTheYard = lightsTable("deck-the-yard", {
	keys: keys$8,
	status: status$8,
	say: say$8,
	draw: draw$8,
	keyName: keyName$5
});
// src/renderers/lights/festival-of-lights.ts
function keys$7(move) {
	switch (move.type) {
		case "reveal": return [`kind:${move.kind}`];
		case "use-broken": return ["stored"];
		case "decline": return ["decline"];
		case "take-from-discard": return [`middle:${move.kind}`];
		case "place-character": return [`pile:${move.colour}`];
		case "assign-bubbles": {
			const seen = /* @__PURE__ */ new Map();
			return move.colours.map((colour) => {
				const n = (seen.get(colour) ?? 0) + 1;
				seen.set(colour, n);
				return n === 1 ? `pile:${colour}` : `pile:${colour}#${n}`;
			});
		}
	}
	return [];
}
var STEP_WORDS = {
	choose: "everyone chooses a card",
	rescue: "rescue with a Broken",
	abilities: "Plugs and Characters",
	assign: "assign Bubbles",
	over: "over"
};
function status$7({ view }) {
	return [h("span", null, h("strong", null, `Round ${view.round}`), " of 8"), h("span", null, `Step: ${STEP_WORDS[view.step] ?? view.step}`)];
}
function say$7({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	if (!t.open) {
		const waiting = view.actors.filter((seat) => !view.committed.includes(seat)).map((seat) => who(ctx, seat));
		const mine = view.sealed ? ` You sealed ${kindName(view.sealed)}.` : "";
		return [`Waiting for ${waiting.length > 0 ? waiting.join(", ") : "the table"}.${mine}`];
	}
	const first = view.pending[0];
	if (view.step === "choose") return [h("strong", null, "Choose in secret: "), "touch the card of your hand to reveal this round. It stays face down until everyone has chosen."];
	if (view.step === "rescue") return [h("strong", null, "Rescue? "), "touch your stored Broken Bulb to rescue your revealed card, or decline."];
	if (view.step === "abilities" && first?.kind === "plug") return [h("strong", null, "Your Plug: "), "touch a card in the middle to take it, or decline."];
	if (view.step === "abilities") return [h("strong", null, "Your Character: "), "touch the pile to place it on (it counts 2)."];
	if (view.step === "assign") {
		const me = ctx.seat !== null ? view.seats[ctx.seat] : void 0;
		return [h("strong", null, "Assign your Bubbles: "), `touch a pile for each of your ${me?.bubbles ?? 0} Bubble${me?.bubbles === 1 ? "" : "s"}${t.picked.length > 0 ? ` (${t.picked.length} placed)` : ""}.`];
	}
	return ["Your move."];
}
function seatArea(lit, seat) {
	const { view, ctx, t } = lit;
	const area = view.seats[seat];
	if (!area) return h("div");
	const mine = seat === ctx.seat;
	const piles = COLOURS$1.map((colour, i) => {
		const cards = area.piles[i] ?? [];
		const size = area.pile_sizes[i] ?? 0;
		const name = `${mine ? "Your" : `${who(ctx, seat)}'s`} ${colour} pile: ${size} bulb${size === 1 ? "" : "s"}${cards.length ? ` (${cards.map(kindName).join(", ")})` : ""}`;
		const content = [
			h("span", { class: "lk-pile-name" }, kindName(colour)),
			h("span", { class: "lk-count" }, String(size)),
			cards.includes("character") ? h("span", { class: "lk-note" }, "Character") : null
		];
		const key = `pile:${colour}`;
		return mine ? piece$1(t, [
			key,
			`${key}#2`,
			`${key}#3`,
			`${key}#4`,
			`${key}#5`,
			`${key}#6`
		], content, {
			name,
			class: ["lk-colour-pile", `lk-kind-${colour}`],
			doing: "Here"
		}) : h("div", { class: [
			"lk-piece",
			"lk-colour-pile",
			`lk-kind-${colour}`
		] }, h("span", { class: "visually-hidden" }, name), ...content);
	});
	const sealed = view.committed.includes(seat);
	const revealed = area.revealed;
	return h("section", {
		class: ["lk-zone", mine && "lk-zone-me"],
		data: { seat }
	}, h("h2", { class: "lk-zone-title" }, mine ? "You" : who(ctx, seat), h("span", { class: "lk-muted" }, ` · ${area.hand_count} cards in hand`)), h("div", { class: "lk-row" }, patternCard$1(null, "", patternOf(ctx, area.pattern)?.key ?? "Pattern", area.pattern_colours), revealed ? plainCard(revealed, `${who(ctx, seat)} revealed ${kindName(revealed)}`, { note: "revealed" }) : sealed && view.step !== "over" ? plainCard(null, `${who(ctx, seat)} has chosen, face down`, { note: mine && view.sealed ? `yours: ${kindName(view.sealed)}` : "sealed" }) : null), h("div", {
		class: "lk-piles",
		role: "group",
		"aria-label": "Colour piles"
	}, piles), h("p", { class: "lk-muted lk-small-text" }, `Bubbles waiting: ${area.bubbles} · `, mine && area.stored > 0 ? piece$1(t, "stored", [`Stored Brokens: ${area.stored}`], {
		name: `Your ${area.stored} stored Broken Bulb${area.stored === 1 ? "" : "s"}`,
		class: "lk-btn",
		doing: "Rescue"
	}) : `Stored Brokens: ${area.stored}`, ` · Kept: ${area.kept.length ? area.kept.map(kindName).join(", ") : "none"} · Bonus bulbs: ${area.won.length}`));
}
function draw$7(lit) {
	const { view, ctx, t } = lit;
	const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, {
		count: n,
		doing: "Reveal"
	}));
	const middle = byKind(view.discard).map(([kind, n]) => card(t, `middle:${kind}`, kind, `${n} × ${kindName(kind)} in the middle`, {
		count: n,
		small: true,
		doing: "Take"
	}));
	const order = view.seats.map((_, seat) => seat).sort((a, b) => a === ctx.seat ? -1 : b === ctx.seat ? 1 : a - b);
	return [h("div", { class: "lk-zones" }, ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, "by kind", view.hand.length)]) : null, zone("The middle", [middle.length > 0 ? h("div", { class: "lk-row" }, middle) : h("p", { class: "lk-empty" }, "Empty."), h("p", { class: "lk-muted" }, `In the box: ${view.returned.length} face up, ${view.box_count} face down.`)])), h("div", { class: "lk-zones" }, order.map((seat) => seatArea(lit, seat)))];
}
function keyName$4(key) {
	return key === "decline" ? "Decline" : null;
}
var festivalOfLights = lightsTable("festival-of-lights", {
	keys: keys$7,
	status: status$7,
	say: say$7,
	draw: draw$7,
	keyName: keyName$4
});
// src/renderers/lights/jingle-bell-run.ts
var CORNERS = {
	nw: 0,
	ne: 3,
	sw: 12,
	se: 15
};
var CORNER_WORDS = {
	nw: "north-west",
	ne: "north-east",
	sw: "south-west",
	se: "south-east"
};
function keys$6(move) {
	switch (move.type) {
		case "choose-corner": return [`corner:${move.corner}`];
		case "take-bubble": return [`market:${move.market_card}`];
		case "take-card": return [move.source === "deck" ? "deck" : `market:${move.source}`];
		case "steal": return [...move.brokens.map((id) => `hand:${id}`), `seat:${move.seat}`];
		case "swap-patterns": return [
			`hand:${move.plug}`,
			`cell:${move.a}`,
			`cell:${move.b}`
		];
		case "move": return [`cell:${move.to}`, ...move.cards.map((id) => `hand:${id}`)];
		case "discard-down": return move.cards.map((id) => `hand:${id}`);
	}
	return [];
}
function status$6({ view, ctx }) {
	return [h("span", null, h("strong", null, `Round ${Math.min(view.round + 1, view.max_turns)}`), ` of ${view.max_turns}`), h("span", null, view.finished ? view.winner !== null ? `${who(ctx, view.winner)} reached the finish` : "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`)];
}
function say$6({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing.`];
	const first = t.picked[0];
	if (first?.startsWith("cell:")) return [h("strong", null, `Cell ${Number(first.slice(5)) + 1} is picked.`), " Touch the cards you pay for it, one per light (a Bubble stands for any colour), or another cell to swap."];
	if (first?.startsWith("hand:")) return [h("strong", null, `${t.picked.length} card${t.picked.length === 1 ? "" : "s"} picked.`), " Touch more cards, a cell, or a player, as highlighted."];
	if (view.step === "corner") return [h("strong", null, "Choose your start corner: "), "touch a highlighted corner of the grid. You race to the opposite one."];
	if (view.step === "pick") return [h("strong", null, "Your second pick: "), "touch a Market card or the deck."];
	if (view.step === "discard") return [h("strong", null, `Discard ${view.to_discard}: `), "touch the cards to let go, down to seven."];
	return [h("strong", null, "Your action: "), "touch a cell next to your runner to move there, a Market card or the deck to take, a Plug to swap two Patterns, or a Broken Bulb to steal."];
}
function grid({ view, ctx, t }) {
	return zone("The grid", [h("div", {
		class: "lk-grid lk-grid-4",
		role: "group",
		"aria-label": "The grid, 4 by 4, north at the top"
	}, view.grid.map((g) => {
		const corner = Object.entries(CORNERS).find(([, cell]) => cell === g.cell)?.[0];
		const runners = view.positions.map((pos, seat) => pos === g.cell ? seat : -1).filter((seat) => seat >= 0);
		const goals = view.finishes.map((pos, seat) => pos === g.cell ? seat : -1).filter((seat) => seat >= 0);
		const starts = view.corners.map((c, seat) => c && CORNERS[c] === g.cell && view.positions[seat] === null ? seat : -1).filter((seat) => seat >= 0);
		const tags = [
			...runners.map((seat) => h("span", { class: ["lk-runner", seat === ctx.seat && "lk-runner-me"] }, `${who(ctx, seat)}`)),
			...starts.map((seat) => h("span", { class: ["lk-runner", seat === ctx.seat && "lk-runner-me"] }, `${who(ctx, seat)} waits here`)),
			...goals.map((seat) => h("span", { class: "lk-goal" }, `\u2691 finish of ${who(ctx, seat)}`))
		];
		const words = [
			`Cell ${g.cell + 1} (row ${g.row + 1}, column ${g.col + 1}${corner ? `, ${CORNER_WORDS[corner]} corner` : ""}): Pattern ${g.pattern}, ${g.lights.join(", ")}`,
			...runners.map((seat) => `${who(ctx, seat)} ${seat === ctx.seat ? "are" : "is"} here`),
			...goals.map((seat) => `finish of ${who(ctx, seat)}`)
		].join("; ");
		return piece$1(t, corner ? [`cell:${g.cell}`, `corner:${corner}`] : `cell:${g.cell}`, [
			h("span", { class: "lk-n" }, String(g.cell + 1)),
			...patternContent(g.pattern, g.lights),
			h("span", { class: "lk-runners" }, tags)
		], {
			name: words,
			class: [
				"lk-cell",
				corner && "lk-cell-corner",
				runners.includes(ctx.seat ?? -1) && "lk-cell-me"
			],
			data: { cell: g.cell },
			doing: t.live(`corner:${corner}`) ? "Start" : t.picked[0]?.startsWith("hand:") ? "Swap" : "Go"
		});
	}))], "lk-wide");
}
function draw$6(lit) {
	const { view, ctx, t } = lit;
	const market = view.market.map((b, i) => card(t, `market:${b.card}`, b.kind, `Market card ${i + 1}: ${kindName(b.kind)}`, {
		n: i + 1,
		doing: "Take"
	}));
	const hand = view.hand.map((b, i) => card(t, `hand:${b.card}`, b.kind, `Your card ${i + 1}: ${kindName(b.kind)}`, { n: i + 1 }));
	const top = view.discard[view.discard.length - 1]?.kind ?? null;
	const others = view.hand_counts.map((count, seat) => ({
		count,
		seat
	})).filter(({ seat }) => seat !== ctx.seat).map(({ count, seat }) => seatPiece(t, `seat:${seat}`, who(ctx, seat), [
		h("span", null, `${count} cards in hand`),
		(view.known[seat] ?? []).length > 0 ? h("span", { class: "lk-muted" }, `holds ${(view.known[seat] ?? []).map((b) => kindName(b.kind)).join(", ")}`) : null,
		view.active === seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null
	], "Steal"));
	return [grid(lit), h("div", { class: "lk-zones" }, ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, `limit ${view.hand_limit}`)]) : null, zone("Market and deck", [h("div", { class: "lk-row" }, market, pile(t, "deck", "Bulb deck", view.deck_count, null, { doing: "Draw" }), pile(null, "discard", "Discard pile", view.discard.length, top))]), zone("Players", [h("div", { class: "lk-seats" }, others)]))];
}
var jingleBellRun = lightsTable("jingle-bell-run", {
	keys: keys$6,
	status: status$6,
	say: say$6,
	draw: draw$6
});
// src/renderers/lights/lights-on.ts
function keys$5(move) {
	switch (move.type) {
		case "ready": return ["ready"];
		case "swap": return [`kind:${move.give}`, `market:${move.take}`];
		case "gesture": return [`gesture:${move.g}`];
		case "call-lights-on": return ["lights-on"];
		case "call-lights-off": return [`seat:${move.seat}`];
		case "ask-new-lights": return ["ask-new"];
		case "vote": return [move.yes ? "vote:yes" : "vote:no"];
	}
	return [];
}
function gestureName(ctx, id) {
	return ctx.catalog.gestures?.find((g) => g.id === id)?.name ?? id;
}
function status$5({ view }) {
	return [
		h("span", null, h("strong", null, `Round ${view.round}`), ` of ${view.max_rounds}`),
		h("span", null, `Team 1 (seats 1 and 3): ${view.plugs[0] ?? 0} Plugs, ${view.brokens[0] ?? 0} Brokens`),
		h("span", null, `Team 2 (seats 2 and 4): ${view.plugs[1] ?? 0} Plugs, ${view.brokens[1] ?? 0} Brokens`)
	];
}
function say$5({ view, ctx, t }) {
	const signal = view.signal ? [
		" Your team's secret signal: ",
		h("strong", null, gestureName(ctx, view.signal)),
		"."
	] : [];
	if (view.finished) return ["The game is over."];
	if (view.step === "countdown") return [
		h("strong", null, "Countdown: "),
		t.live("ready") ? "press Ready when you are; nobody looks at their cards before GO." : "waiting for everyone to be ready.",
		...signal
	];
	if (!t.open) return ["Waiting…", ...signal];
	if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `Your ${kindName(t.picked[0].slice(5))} is picked.`), " Touch a Market card to swap it."];
	if (view.vote_open) return [
		h("strong", null, "New lights? "),
		`${view.asker !== null ? who(ctx, view.asker) : "A seat"} asked to replace the Market. Vote below, or keep playing.`,
		...signal
	];
	return [
		h("strong", null, "Race! "),
		"Swap a card of yours with the Market, make a gesture to your teammate, or call Lights ON when your team holds four of a kind.",
		...signal
	];
}
function draw$5(lit) {
	const { view, ctx, t } = lit;
	const myTeam = view.team;
	const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, {
		count: n,
		doing: "Give"
	}));
	const market = view.market.map((m, i) => card(t, `market:${m.id}`, m.kind, `Market card ${i + 1}: ${kindName(m.kind)}`, {
		n: i + 1,
		doing: "Take"
	}));
	const gestures = (ctx.catalog.gestures ?? []).map((g) => piece$1(t, `gesture:${g.id}`, [g.name, g.id === view.signal ? h("span", { class: "lk-note" }, "our signal") : null], {
		name: `Gesture: ${g.name}`,
		class: "lk-gesture"
	}));
	const seats = view.hand_counts.map((count, seat) => {
		const team = view.teams.findIndex((members) => members.includes(seat));
		const known = Object.entries(view.known[seat] ?? {}).map(([kind, n]) => `${n} ${kindName(kind)}`);
		return seatPiece(t, `seat:${seat}`, who(ctx, seat), [
			h("span", null, `Team ${team + 1}${team === myTeam ? " (yours)" : ""} · ${count} cards`),
			known.length > 0 ? h("span", { class: "lk-muted" }, `surely holds ${known.join(", ")}`) : null,
			view.ready.includes(seat) && view.step === "countdown" ? h("span", { class: "lk-badge" }, "ready") : null,
			view.voted.includes(seat) ? h("span", { class: "lk-badge" }, "voted") : null
		], "Lights OFF!");
	});
	const made = view.gestures.slice(-8).map((g) => h("li", null, `${who(ctx, g.seat)}: ${gestureName(ctx, g.gesture)}`));
	const last = view.last_call;
	return [
		view.step === "countdown" ? raceButton(t, "ready", "Ready", "The round starts once all four are ready.") : raceButton(t, "lights-on", "Lights ON!", "Call it when your team holds four of a kind."),
		h("div", { class: "lk-zones" }, ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, view.hand.length === 0 ? "(not looked at yet)" : "by kind", view.hand.length)]) : null, zone("The Market", [h("div", { class: "lk-row" }, market), h("p", { class: "lk-muted" }, `Deck: ${view.deck_count} · discarded this round: ${view.discard.length}`)])),
		h("div", { class: "lk-zones" }, zone("Gestures", [h("div", { class: "lk-row" }, gestures), made.length > 0 ? h("ol", { class: "lk-small-text" }, made) : h("p", { class: "lk-empty" }, "No gesture yet this round.")]), zone("Players", [h("div", { class: "lk-seats" }, seats), last ? h("p", { class: "lk-small-text" }, `Last call: ${who(ctx, last.caller)} called ${last.call === "lights-on" ? "Lights ON" : `Lights OFF on ${who(ctx, last.seat)}`}; ${who(ctx, last.seat)} showed ${last.kinds.map(kindName).join(", ")}: ${last.lit ? "lit" : "not lit"}.`) : null]))
	];
}
function keyName$3(key) {
	if (key === "vote:yes") return "Vote yes: new lights";
	if (key === "vote:no") return "Vote no: keep these";
	if (key === "ask-new") return "Ask for new lights";
	return null;
}
var lightsOn = lightsTable("lights-on", {
	keys: keys$5,
	status: status$5,
	say: say$5,
	draw: draw$5,
	keyName: keyName$3
});
// src/renderers/lights/looney-lights.ts
function keys$4(move) {
	switch (move.type) {
		case "play": return [`hand:${move.card}`, ...move.colour ? [`colour:${move.colour}`] : []];
		case "play-broken": return [
			`hand:${move.broken}`,
			`then:${move.then}`,
			...move.colour ? [`colour:${move.colour}`] : []
		];
		case "draw": return ["deck"];
	}
	return [];
}
function status$4({ view, ctx }) {
	return [
		h("span", null, h("strong", null, `Turn ${view.turn + 1}`), ` of ${view.max_turns}`),
		h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
		h("span", null, `Colour now: ${view.colour}`)
	];
}
function say$4({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing.`];
	if (t.picked.length > 0) return [h("strong", null, "Card picked."), " Touch what comes next, or choose below."];
	if (view.step === "forced" && view.drawn) return [h("strong", null, `You drew ${kindName(view.drawn.kind)}:`), " play it."];
	return [h("strong", null, "Your turn: "), `touch a card that matches ${view.colour} to play it, or the deck to draw.`];
}
function draw$4(lit) {
	const { view, ctx, t } = lit;
	const broken = t.picked.some((key) => view.hand.some((b) => b.kind === "broken" && key === `hand:${b.card}`));
	const hand = view.hand.map((b, i) => card(t, broken && t.live(`then:${b.card}`) ? `then:${b.card}` : [`hand:${b.card}`, `then:${b.card}`], b.kind, `Your card ${i + 1}: ${kindName(b.kind)}`, {
		n: i + 1,
		doing: "Play",
		note: view.drawn?.card === b.card ? "drawn" : void 0
	}));
	const seats = view.hand_counts.map((count, seat) => seatPiece(t, `seat:${seat}`, who(ctx, seat), [h("span", null, `${count} card${count === 1 ? "" : "s"}`), view.active === seat && !view.finished ? h("span", { class: "lk-badge lk-badge-turn" }, "to move") : null]));
	return [h("div", { class: "lk-zones" }, zone("The table", [h("div", { class: "lk-row" }, pile(null, "discard", "Discard pile", view.discard.length, view.top?.kind ?? null, { note: `colour: ${view.colour}` }), pile(t, "deck", "Bulb deck", view.deck_count, null, { doing: "Draw" }), plainCard(view.colour, `The colour now is ${view.colour}`, { note: "colour now" }))]), ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand)]) : null), zone("Players", [h("div", { class: "lk-seats" }, seats)])];
}
function keyName$2(key) {
	if (key.startsWith("colour:")) return `Call it ${key.slice(7)}`;
	return null;
}
var looneyLights = lightsTable("looney-lights", {
	keys: keys$4,
	status: status$4,
	say: say$4,
	draw: draw$4,
	keyName: keyName$2
});
// src/renderers/lights/reindeers-nose.ts
function keys$3(move) {
	if (move.type === "pass-card") return [`kind:${move.colour}`];
	return ["nose"];
}
function status$3({ view }) {
	return [h("span", null, h("strong", null, `Hand ${view.hand_number}`), ` of ${view.max_hands}`), h("span", null, `Pass ${view.passes + 1} of ${view.max_passes}`)];
}
function say$3({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	if (t.live("nose")) return [h("strong", null, "Touch your nose! "), view.touched.length > 0 ? `${view.touched.map((seat) => who(ctx, seat)).join(", ")} touched first: be quick.` : "Four of a colour: touch it first."];
	if (t.open) return [h("strong", null, "Pass a card: "), "touch a card of your hand to pass it face down to the left. Collect four of a colour."];
	return [view.sealed ? `You passed ${kindName(view.sealed)} face down. ` : "", "Waiting for the others to pass."];
}
function draw$3(lit) {
	const { view, ctx, t } = lit;
	const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, {
		count: n,
		doing: "Pass"
	}));
	const top = view.pattern_top !== null ? patternOf(ctx, view.pattern_top) : null;
	const seats = view.hand_counts.map((count, seat) => h("div", {
		class: "lk-seat",
		data: { seat }
	}, h("strong", null, who(ctx, seat)), h("span", null, `${count} cards · penalties ${view.pattern_counts[seat] ?? 0} of 3`), view.committed.includes(seat) ? plainCard(null, `${who(ctx, seat)} passed a card face down`, {
		small: true,
		note: seat === ctx.seat && view.sealed ? kindName(view.sealed) : "passed"
	}) : null, view.touched.includes(seat) ? h("span", { class: "lk-badge lk-badge-turn" }, `touched nose ${view.touched.indexOf(seat) + 1}.`) : null));
	return [
		raceButton(t, "nose", "Touch your nose!", t.live("nose") ? "The last to touch takes a Pattern card." : "Opens when a player has four of a colour."),
		h("div", { class: "lk-zones" }, ctx.seat !== null ? zone("Your hand", [handRow("Hand", hand, `colours in play: ${view.colours.join(", ")}`, view.hand.length)]) : null, zone("Penalty pile", [top ? patternCard$1(null, "", top.key, top.bulbs, { note: `${view.pattern_pile_count} left` }) : h("p", { class: "lk-empty" }, "Empty.")])),
		zone("Players", [h("div", { class: "lk-seats" }, seats)])
	];
}
var reindeersNose = lightsTable("reindeers-nose", {
	keys: keys$3,
	status: status$3,
	say: say$3,
	draw: draw$3
});
// src/renderers/lights/solo-lights.ts
function keys$2(move) {
	switch (move.type) {
		case "choose-pattern": return [`pattern:${move.pattern}`];
		case "play": return [`kind:${move.kind}`, `slot:${move.position}`];
		case "play-plug": return [`kind:${move.kind}`, "link"];
		case "rewind": return ["rewind"];
		case "discard-and-draw": return [`kind:${move.kind}`, "discard"];
	}
	return [];
}
function status$2({ view }) {
	return [
		h("span", null, h("strong", null, `Strings lit: ${view.done.length}`), ` of ${view.strings_to_win}`),
		h("span", null, `Characters face down: ${view.face_down} (Santa is the last)`),
		view.outcome ? h("strong", null, view.outcome === "won" ? "You won!" : "You lost") : null
	];
}
function say$2({ view, t }) {
	if (view.finished) return [view.outcome === "won" ? "All strings lit: you won." : "The game is over."];
	if (!t.open) return ["Sending your move…"];
	if (t.picked[0]?.startsWith("kind:")) return [h("strong", null, `${kindName(t.picked[0].slice(5))} picked.`), " Touch a highlighted place on the string, the link, or the discard pile."];
	if (view.step === "choose") return [h("strong", null, "Choose the next Pattern: "), "touch one."];
	if (view.step === "plug") return [h("strong", null, "Link the string: "), "touch a Plug (or a Bubble) in your hand, then the link."];
	return [h("strong", null, "Build: "), "touch a card of your hand, then where it goes on the string; or the discard pile to swap it for a new card."];
}
function draw$2(lit) {
	const { view, ctx, t } = lit;
	const hand = byKind(view.hand).map(([kind, n]) => card(t, `kind:${kind}`, kind, `${n} × ${kindName(kind)} in your hand`, { count: n }));
	const slots = view.string.map((kind, i) => {
		const need = view.pattern_colours[i] ?? null;
		return piece$1(t, `slot:${i + 1}`, [
			h("span", { class: "lk-n" }, String(i + 1)),
			h("span", { class: "lk-art" }, bulbArt(kind ?? need, "cl-bulb", kind === null)),
			h("span", { class: "lk-name" }, kind ? kindName(kind) : need ? `needs ${need}` : "empty")
		], {
			name: `Position ${i + 1}: ${kind ? kindName(kind) : "empty"}${need ? `, the Pattern wants ${need}` : ""}`,
			class: "lk-card",
			doing: "Here"
		});
	});
	const options = view.options.map((id, i) => {
		const p = patternOf(ctx, id);
		return patternCard$1(t, `pattern:${id}`, p?.key ?? String(id), p?.bulbs ?? [], {
			doing: "Build it",
			note: view.opening && i > 1 ? "not now" : void 0
		});
	});
	const current = view.pattern !== null ? patternOf(ctx, view.pattern) : null;
	return [h("div", { class: "lk-zones" }, zone("The string", [
		current ? h("p", { class: "lk-muted" }, `On Pattern ${current.key}${view.direction ? `, growing ${view.direction === "left-to-right" ? "from the left" : "from the right"}` : ""}`) : null,
		view.string.length > 0 ? h("ol", {
			class: "lk-string",
			"aria-label": "The string, positions 1 to 5"
		}, slots.map((s) => h("li", null, s))) : null,
		options.length > 0 ? h("div", { class: "lk-row" }, options) : null,
		view.step === "plug" || view.links.length > 0 ? piece$1(t, "link", [h("span", { class: "lk-name" }, `Link the strings (${view.links.length} linked so far: ${view.links.map(kindName).join(", ") || "none"})`)], {
			name: "The link between the strings",
			class: "lk-btn",
			doing: "Link"
		}) : null
	], "lk-wide")), h("div", { class: "lk-zones" }, zone("Your hand", [handRow("Hand", hand, "by kind", view.hand.length)]), zone("Decks", [h("div", { class: "lk-row" }, pile(null, "deck", "Bulb deck", view.deck_count), pile(t, "discard", "Discard pile", view.discard_count, view.discard_top, { doing: "Discard" })), h("p", { class: "lk-muted" }, `Pattern deck: ${view.pattern_deck_count} · Presents in the deck: ${view.presents_in_deck}${view.power_surge_in_deck ? " · Power Surge still in the deck" : ""}`)]), zone("Done and Characters", [h("div", { class: "lk-row" }, view.done.map((id) => {
		const p = patternOf(ctx, id);
		return patternCard$1(null, "", p?.key ?? String(id), p?.bulbs ?? [], {
			note: "lit",
			class: "lk-pattern-done"
		});
	})), h("div", { class: "lk-row" }, view.flipped.map((id) => plainCard("character", `Character ${cardName(ctx, String(id))}`, { small: true })))]))];
}
function keyName$1(key) {
	return key === "rewind" ? "Rewind (turn the last Character back)" : null;
}
var soloLights = lightsTable("solo-lights", {
	keys: keys$2,
	status: status$2,
	say: say$2,
	draw: draw$2,
	keyName: keyName$1
});
// src/renderers/lights/untangle.ts
function keys$1(move) {
	switch (move.type) {
		case "untangle": return [`knot:${move.index}`, `knot:${move.index + 1}`];
		case "replace": return [`hand:${move.card}`, `knot:${move.index}`];
		case "remove": return [`hand:${move.broken}`, `knot:${move.index}`];
		case "extend": return [`hand:${move.card}`, `end:${move.end}`];
		case "discard-and-draw": return [...move.cards.map((id) => `hand:${id}`), "discard"];
		case "complete": return [
			`pattern:${move.pattern}`,
			`knot:${move.start}`,
			`dir:${move.direction}`
		];
	}
	return [];
}
function status$1({ view, ctx }) {
	return [
		h("span", null, h("strong", null, `Round ${Math.min(view.round + 1, view.max_turns)}`), ` of ${view.max_turns}`),
		h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
		h("span", null, view.step === "untangle" ? "Step: untangle the knot" : view.step === "action" ? "Step: an action" : "Step: complete a Pattern")
	];
}
function say$1({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	if (!t.open) return [view.active === ctx.seat ? "Sending your move…" : `${ctx.seatName(view.active)} is playing.`];
	const picked = t.picked;
	if (picked.length > 0) {
		const first = picked[0];
		if (first.startsWith("knot:")) return [h("strong", null, `Light ${Number(first.slice(5)) + 1} of the knot is picked.`), " Touch a highlighted neighbour to swap them, or a card of yours to cover it."];
		if (first.startsWith("pattern:")) return [h("strong", null, `Pattern ${first.slice(8)} is picked.`), " Touch the light of the knot where it starts, then choose a direction if asked."];
		return [h("strong", null, "Your card is picked."), " Touch a highlighted light to cover or remove it, an end of the knot to extend it, or the discard pile (with more cards) to draw new ones."];
	}
	if (view.step === "untangle") return [h("strong", null, "Untangle: "), "touch two neighbouring lights of the knot to swap them."];
	if (view.step === "complete") return [h("strong", null, "Complete a Pattern: "), "touch one of your Patterns, then where it starts in the knot."];
	return [h("strong", null, "Your action: "), "touch a card of yours, then where it goes; or touch a Pattern that the knot shows to complete it."];
}
function knot({ view, t }) {
	const banned = view.ban ? new Set(view.ban) : /* @__PURE__ */ new Set();
	const end = (side) => piece$1(t, `end:${side}`, [h("span", { class: "lk-name" }, side === "left" ? "← Left end" : "Right end →")], {
		name: `the ${side} end of the knot`,
		class: ["lk-card", "lk-end"],
		doing: "Extend"
	});
	const lights = view.knot.map((bulb, i) => bulb ? card(t, `knot:${i}`, bulb.kind, `Knot light ${i + 1}: ${kindName(bulb.kind)}`, {
		n: i + 1,
		note: banned.has(bulb.card) ? "just swapped" : view.swapped?.includes(bulb.card) ? "swapped" : void 0,
		data: { position: i }
	}) : h("div", { class: "lk-card lk-piece lk-gap" }, h("span", { class: "lk-n" }, String(i + 1)), h("span", { class: "lk-name" }, "empty")));
	return zone("The knot", [h("ol", {
		class: "lk-string",
		"aria-label": `The knot, lights 1 to ${view.knot.length} from the left`
	}, [
		end("left"),
		...lights,
		end("right")
	].map((item) => h("li", null, item)))], "lk-wide");
}
function draw$1(lit) {
	const { view, ctx, t } = lit;
	const mine = ctx.seat;
	const seats = view.hand_counts.map((count, seat) => h("div", {
		class: "lk-zone lk-seat-zone",
		data: { seat }
	}, seatTag(who(ctx, seat), [view.active === seat && !view.finished ? "to move" : null], [h("span", { class: "lk-muted" }, `${count} cards, ${view.secret_counts[seat] ?? 0} Patterns to go`)]), h("div", { class: "lk-row" }, (view.completed[seat] ?? []).map((p) => patternCard$1(null, "", p.id, p.bulbs, {
		note: "complete",
		class: "lk-pattern-done"
	})), (view.revealed[seat] ?? []).map((p) => patternCard$1(null, "", p.id, p.bulbs, { note: "not completed" })))));
	const hand = view.hand.map((bulb, i) => card(t, `hand:${bulb.card}`, bulb.kind, `Your card ${i + 1}: ${kindName(bulb.kind)}`, { n: i + 1 }));
	const patterns = view.my_patterns.map((p) => patternCard$1(t, `pattern:${p.id}`, p.id, p.bulbs, { doing: "Complete" }));
	const top = view.discard[view.discard.length - 1]?.kind ?? null;
	return [
		knot(lit),
		h("div", { class: "lk-zones" }, mine !== null ? zone("Your hand and Patterns", [
			handRow("Hand", hand),
			h("h3", { class: "lk-label" }, "Your secret Patterns"),
			h("div", { class: "lk-row" }, patterns)
		]) : null, zone("Piles", [h("div", { class: "lk-row" }, pile(null, "deck", "Bulb deck", view.deck_count), pile(t, "discard", "Discard pile", view.discard.length, top, { doing: "Discard" }))])),
		h("div", { class: "lk-zones" }, seats)
	];
}
function keyName(key) {
	if (key === "dir:left-to-right") return "Read it left to right →";
	if (key === "dir:right-to-left") return "← Read it right to left";
	return null;
}
var untangle = lightsTable("untangle", {
	keys: keys$1,
	status: status$1,
	say: say$1,
	draw: draw$1,
	keyName
});
// src/renderers/ugly-christmas-sweaters-art.ts
var ICONS = {
	snowmen: "<circle cx=\"12\" cy=\"16.4\" r=\"5.4\" fill=\"#fff\" stroke=\"currentColor\" stroke-width=\"1.5\"/><circle cx=\"12\" cy=\"8.2\" r=\"3.5\" fill=\"#fff\" stroke=\"currentColor\" stroke-width=\"1.5\"/><path d=\"M8.2 4.9h7.6\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linecap=\"round\"/><rect x=\"9.6\" y=\"1.2\" width=\"4.8\" height=\"3.6\" rx=\"0.6\" fill=\"currentColor\"/><path d=\"M12 8.6l2.4 0.7-2.4 0.5z\" fill=\"#e46a12\"/><circle cx=\"12\" cy=\"14.6\" r=\"0.85\" fill=\"currentColor\"/><circle cx=\"12\" cy=\"17.6\" r=\"0.85\" fill=\"currentColor\"/>",
	"candy-canes": "<path d=\"M9 22V8.6a3.9 3.9 0 0 1 7.8 0V10.4\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"5\" stroke-linecap=\"round\"/><path d=\"M9 22V8.6a3.9 3.9 0 0 1 7.8 0V10.4\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2.8\" stroke-linecap=\"round\"/><path d=\"M9 22V8.6a3.9 3.9 0 0 1 7.8 0V10.4\" fill=\"none\" stroke=\"#c62828\" stroke-width=\"2.8\" stroke-dasharray=\"1.9 1.9\"/>",
	bells: "<path d=\"M12 3.4c-3.5 0-5.5 2.7-5.5 6.3v4.2l-2.3 3.8h15.6l-2.3-3.8V9.7c0-3.6-2-6.3-5.5-6.3z\" fill=\"#f2c40c\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/><circle cx=\"12\" cy=\"19.7\" r=\"2\" fill=\"currentColor\"/><path d=\"M12 1.3v2.1\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linecap=\"round\"/><path d=\"M8.6 9.4c0-2 1-3.3 2.4-3.7\" fill=\"none\" stroke=\"#fff\" stroke-width=\"1.2\" stroke-linecap=\"round\"/>",
	trees: "<path d=\"M12 1.8L6 9.4h2.9L4.6 15h3.6L3.6 20.2h16.8L15.8 15h3.6l-4.3-5.6H18z\" fill=\"#2e7d32\" stroke=\"currentColor\" stroke-width=\"1.3\" stroke-linejoin=\"round\"/><rect x=\"10.5\" y=\"20.2\" width=\"3\" height=\"2.8\" fill=\"#7b4a1e\" stroke=\"currentColor\" stroke-width=\"0.8\"/><circle cx=\"10\" cy=\"12\" r=\"0.9\" fill=\"#f2c40c\"/><circle cx=\"14.2\" cy=\"16.8\" r=\"0.9\" fill=\"#e53935\"/><circle cx=\"13.1\" cy=\"7.9\" r=\"0.8\" fill=\"#e53935\"/>"
};
var PATCH = "<rect x=\"3.2\" y=\"3.2\" width=\"17.6\" height=\"17.6\" rx=\"2.4\" fill=\"#fff\" stroke=\"currentColor\" stroke-width=\"1.5\"/><rect x=\"5.6\" y=\"5.6\" width=\"12.8\" height=\"12.8\" rx=\"1.2\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.3\" stroke-dasharray=\"2.2 1.6\"/><path d=\"M9 9l6 6M15 9l-6 6\" stroke=\"currentColor\" stroke-width=\"1.6\" stroke-linecap=\"round\"/>";
var YARN = "<circle cx=\"12\" cy=\"12\" r=\"8.4\" fill=\"currentColor\" stroke=\"#1d232b\" stroke-width=\"1.3\"/><path d=\"M5.5 8.5c4 1 9 5 11.5 10M4.6 13c3.4 0 7.6 2.8 9.2 6.8M9 4.2c3.8 2 7.6 6.4 9.8 11M13.8 3.8c2.3 1.8 4.6 4.6 5.8 7.6\" fill=\"none\" stroke=\"#fff\" stroke-opacity=\"0.75\" stroke-width=\"1.1\"/><path d=\"M19.4 15.5c1.6 2.4 2.8 3.4 3.6 3.2\" fill=\"none\" stroke=\"#1d232b\" stroke-width=\"1.2\" stroke-linecap=\"round\"/>";
var SWEATER = "<path d=\"M46 3C55 13 75 13 84 3L112 12 128 70 113 74 110 42V117H20V42L17 74 2 70 18 12z\" fill=\"var(--ucs-knit)\" stroke=\"var(--ucs-knit-line)\" stroke-width=\"2\" stroke-linejoin=\"round\" vector-effect=\"non-scaling-stroke\"/><path d=\"M46 3C55 13 75 13 84 3\" fill=\"none\" stroke=\"var(--ucs-knit-line)\" stroke-width=\"5\" stroke-linecap=\"round\" vector-effect=\"non-scaling-stroke\"/><path d=\"M20 114H110M3 66L17 70M127 66L113 70\" stroke=\"var(--ucs-knit-line)\" stroke-width=\"5\" stroke-dasharray=\"2 2.5\" vector-effect=\"non-scaling-stroke\"/><path d=\"M24 22l5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4M24 104l5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4\" fill=\"none\" stroke=\"var(--ucs-knit-line)\" stroke-width=\"1.5\" stroke-opacity=\"0.75\" vector-effect=\"non-scaling-stroke\"/>";
function art(viewBox, body, className, stretch = false) {
	const holder = document.createElement("span");
	holder.className = className;
	holder.setAttribute("aria-hidden", "true");
	holder.innerHTML = `<svg viewBox="${viewBox}"${stretch ? " preserveAspectRatio=\"none\"" : ""} focusable="false" aria-hidden="true">${body}</svg>`;
	return holder;
}
/** An icon's drawing ("snowmen", "candy-canes", "bells", "trees"); nothing for an unknown key. */
function iconArt(key, className = "ucs-icon") {
	const body = key ? ICONS[key] : void 0;
	return body ? art("0 0 24 24", body, className) : null;
}
function patchArt(className = "ucs-icon") {
	return art("0 0 24 24", PATCH, className);
}
function yarnArt(className = "ucs-icon") {
	return art("0 0 24 24", YARN, className);
}
function sweaterArt() {
	return art("0 0 130 120", SWEATER, "ucs-sweater-art", true);
}
// src/renderers/ugly-christmas-sweaters.ts
var SLOTS = [
	"left",
	"right",
	"bottom"
];
var SLOT_LETTER = {
	left: "L",
	right: "R",
	bottom: "B"
};
var COLOUR_CLASS = /* @__PURE__ */ new Set([
	"purple",
	"green",
	"red",
	"yellow"
]);
var BREAKDOWN = {
	sweaters: "sweaters",
	runs: "runs",
	fads: "Fads",
	matches: "matches",
	"secret-santa": "Secret Santa",
	"little-brothers": "Little Brothers"
};
var cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** Where a knitting move sends its card: "0:left", "new:bottom", "new:float". */
function targetKey(move) {
	if (move.type !== "draft" && move.type !== "use-tina") return null;
	return `${move.sweater ?? "new"}:${move.slot ?? "float"}`;
}
var uglyChristmasSweaters = () => {
	let pick = null;
	let pickedAt = -1;
	let last = null;
	const announcer = h("p", {
		class: "ucs-announce visually-hidden",
		"aria-live": "polite"
	});
	const redraw = () => {
		if (!last) return;
		const { root, ctx } = last;
		const active = document.activeElement;
		const key = active instanceof HTMLElement && root.contains(active) ? active.dataset.focus : void 0;
		draw(root, ctx);
		if (key) [...root.querySelectorAll("[data-focus]")].find((element) => element.dataset.focus === key)?.focus({ preventScroll: true });
	};
	const drop = () => {
		if (!pick) return;
		pick = null;
		redraw();
	};
	const onKey = (event) => {
		if (event.key !== "Escape" || !pick) return;
		event.preventDefault();
		drop();
	};
	document.addEventListener("keydown", onKey);
	const draw = (root, ctx) => {
		if (ctx.view.version !== pickedAt || ctx.moves.length === 0) {
			pick = null;
			pickedAt = ctx.view.version;
		}
		if (pick && movesOfPick(ctx, pick).length === 0) pick = null;
		const board = new Board(ctx, pick, {
			choose: (next) => {
				pick = next;
				redraw();
			},
			drop
		});
		const tree = board.draw();
		const message = board.prompt();
		if (announcer.textContent !== message) announcer.textContent = message;
		const previous = root.querySelector(":scope > .ucs");
		if (announcer.parentNode !== root) root.replaceChildren(tree, announcer);
		else if (previous) previous.replaceWith(tree);
		else root.prepend(tree);
	};
	return {
		render(root, ctx) {
			last = {
				root,
				ctx
			};
			draw(root, ctx);
		},
		destroy() {
			document.removeEventListener("keydown", onKey);
			last = null;
		}
	};
};
function movesOfPick(ctx, pick) {
	return ctx.moves.filter(({ move }) => {
		if (pick.from === "hand") return move.type === "play-card" && move.card === pick.card;
		if (pick.from === "pool") return move.type === "draft" && move.card === pick.card;
		return move.type === "use-tina" && move.card === pick.card;
	});
}
var Board = class {
	ctx;
	pick;
	actions;
	view;
	box;
	me;
	constructor(ctx, pick, actions) {
		this.ctx = ctx;
		this.pick = pick;
		this.actions = actions;
		this.view = ctx.view;
		this.box = ctx.catalog;
		this.me = ctx.seat;
	}
	cardOf(id) {
		return this.box.cards[id];
	}
	iconName(key) {
		return this.box.icons.find((icon) => icon.key === key)?.name ?? "no icon";
	}
	cardName(id) {
		return this.cardOf(id)?.name ?? `Card ${id}`;
	}
	/** A card in words, for screen readers: "Red 7, Snowmen, left piece". */
	cardWords(id) {
		const card = this.cardOf(id);
		if (!card) return `Card ${id}`;
		if (card.patch) return `${card.name}: wild value and icon, fits any slot`;
		return `${card.name}, ${this.iconName(card.icon)}, ${card.slot} piece`;
	}
	counted(play) {
		const icon = play.icon === null ? null : this.box.icons[play.icon]?.name;
		return icon ? `${play.value} ${icon}` : `${play.value} with no icon`;
	}
	fadName(id) {
		const fad = this.box.fads[id];
		if (!fad) return `Fad ${id}`;
		const twins = this.box.fads.filter((other) => other.name === fad.name);
		return twins.length > 1 && this.view.fads.filter((shown) => this.box.fads[shown]?.name === fad.name).length > 1 ? `${fad.name} (copy ${twins.indexOf(fad) + 1})` : fad.name;
	}
	get perfectValue() {
		return this.box.perfect_fits[this.view.perfect_fit]?.value ?? null;
	}
	get trendyColour() {
		return this.box.trendy_yarns[this.view.trendy_yarn]?.colour ?? null;
	}
	myTurn() {
		return this.me !== null && this.ctx.moves.length > 0;
	}
	movesOf(type) {
		return this.ctx.moves.filter((move) => move.move.type === type);
	}
	/** The line shown (and announced) above the board: what the player is asked to do now. */
	prompt() {
		const view = this.view;
		if (view.finished) return "The game is over: the final sweaters are below.";
		if (this.pick) {
			const name = this.cardName(this.pick.card);
			if (this.pick.target) return `Choose how to knit ${name}, or press Escape to put it back.`;
			if (this.pick.from === "hand") return `Picked ${name}: click the pool card it copies, or press Escape to put it back.`;
			return `Picked ${name}: click a lit slot (or the new sweater) to knit it there, or press Escape to put it back.`;
		}
		if (this.me !== null && view.actors.includes(this.me)) {
			if (this.ctx.moves.length === 0) return "Your turn: reading your moves…";
			switch (view.phase) {
				case "play": {
					const led = view.trade[0];
					if (!led) return "Your lead: play any card from your hand.";
					const colour = this.cardOf(led.card)?.colour ?? "";
					const icon = led.icon === null ? null : this.box.icons[led.icon]?.name;
					return `Your turn: follow ${cap(colour)}${icon ? ` or ${icon}` : ""} if you can. The cards you may play are raised.`;
				}
				case "billy": return "Billy's a Brute: take Draft Order \"1\" now, or keep the card for a later trick.";
				case "draft": return "Your draft: pick a card from the draft pool, then click where to knit it.";
				case "claim": return `Your sweater ${view.claim_sweater} meets more than one Fad: click the Fad it claims.`;
				case "tina": return "Tina Can Tink: pick one of your live pieces, then where it goes; or keep the card and score the round.";
			}
			return "Your turn.";
		}
		const who = view.actors.map((seat) => this.ctx.seatName(seat)).join(", ");
		if (!who) return "";
		return `Waiting for ${who} ${{
			play: "to play a card",
			billy: "to decide on Billy's a Brute",
			draft: "to draft",
			claim: "to claim a Fad",
			tina: "to decide on Tina Can Tink"
		}[view.phase] ?? ""}.`.replace(" .", ".");
	}
	/** A sweater card: a button when moves name it (or `button` asks for one), else a figure. */
	card(id, size, options = {}) {
		const card = this.cardOf(id);
		const colour = card && COLOUR_CLASS.has(card.colour) ? card.colour : "none";
		const face = [
			h("span", {
				class: "ucs-card-top",
				"aria-hidden": "true"
			}, h("span", { class: "ucs-card-value" }, card?.patch ? "P" : String(card?.value ?? "?")), h("span", { class: "ucs-bulb" }, card?.slot ? SLOT_LETTER[card.slot] : "★")),
			card?.patch ? patchArt("ucs-card-art") : iconArt(card?.icon, "ucs-card-art"),
			h("span", {
				class: "ucs-card-words",
				"aria-hidden": "true"
			}, h("span", { class: "ucs-card-colour" }, cap(card?.colour ?? "")), h("span", { class: "ucs-card-icon" }, card?.patch ? "patch" : this.iconName(card?.icon)), size === "big" ? h("span", { class: "ucs-card-slot" }, card?.patch ? "any slot" : `${card?.slot} piece`) : null),
			options.note ? h("span", {
				class: "ucs-card-note",
				"aria-hidden": "true"
			}, options.note) : null
		];
		const words = this.cardWords(id) + (options.said ? `, ${options.said}` : "");
		return this.piece(face, words, this.cardName(id), {
			...options,
			className: [
				"ucs-card",
				`ucs-card-${size}`,
				`ucs-c-${colour}`,
				options.className
			].filter(Boolean).join(" ")
		});
	}
	/** Any clickable piece: one move plays, several pick, none leaves a figure (or a disabled button). */
	piece(face, words, name, options) {
		const moves = options.moves ?? [];
		const busy = this.ctx.busy;
		const className = options.className ?? "";
		const [only] = moves;
		if (moves.length === 1 && only) return h("button", {
			type: "button",
			class: [className, "ucs-live"],
			disabled: busy,
			data: {
				moveIndex: only.index,
				ucsTarget: options.target,
				focus: options.focus
			},
			on: { click: () => void this.ctx.act(only.move) }
		}, h("span", { class: "visually-hidden" }, `${only.label} (${words})`), face);
		if (moves.length > 1 && options.picks) {
			const pressed = this.pick?.from === options.picks.from && this.pick.card === options.picks.card;
			const picks = options.picks;
			const text = pressed ? `${options.verb ?? "Pick"} ${name}: picked, press again or Escape to put it back (${words})` : `${options.verb ?? "Pick"} ${name}: ${moves.length} choices (${words})`;
			return h("button", {
				type: "button",
				class: [
					className,
					"ucs-live",
					pressed && "ucs-picked"
				],
				disabled: busy,
				"aria-pressed": pressed ? "true" : "false",
				data: {
					ucsPick: `${picks.from}:${picks.card}`,
					focus: options.focus
				},
				on: { click: () => this.actions.choose(pressed ? null : {
					from: picks.from,
					card: picks.card
				}) }
			}, h("span", { class: "visually-hidden" }, text), face);
		}
		if (options.button) return h("button", {
			type: "button",
			class: [className, "ucs-idle"],
			disabled: true,
			data: { focus: options.focus }
		}, h("span", { class: "visually-hidden" }, words), face);
		return h("span", {
			class: [className, "ucs-still"],
			role: "img",
			"aria-label": words
		}, face);
	}
	draw() {
		const view = this.view;
		const root = h("div", {
			class: "ucs",
			data: {
				phase: view.phase,
				ucsTurn: this.myTurn() && !this.ctx.busy ? "yes" : "no",
				ucsPicked: this.pick ? `${this.pick.from}:${this.pick.card}` : void 0
			}
		});
		root.append(this.promptBar(), h("div", { class: "ucs-top" }, this.trickPanel(), this.poolPanel(), this.rulesPanel()));
		if (this.me !== null && view.seat !== null) root.append(this.handPanel());
		root.append(this.areas());
		if (view.results.length > 0) root.append(this.scorepad());
		return root;
	}
	promptBar() {
		const bar = h("div", { class: ["ucs-prompt", this.myTurn() && "ucs-prompt-turn"] });
		const text = this.prompt();
		bar.append(h("p", { class: "ucs-prompt-text" }, text || `Round ${this.view.round}, trick ${this.view.trick}.`));
		const actions = h("div", { class: "ucs-prompt-actions" });
		const button = (move, extra) => h("button", {
			type: "button",
			class: ["ucs-action", extra],
			disabled: this.ctx.busy,
			data: {
				moveIndex: move.index,
				focus: `action:${move.label}`
			},
			on: { click: () => void this.ctx.act(move.move) }
		}, move.label);
		if (!this.pick) {
			for (const move of this.movesOf("use-billy")) actions.append(button(move, "ucs-action-main"));
			for (const move of this.movesOf("decline")) actions.append(button(move));
		}
		if (this.pick) actions.append(h("button", {
			type: "button",
			class: "ucs-action",
			data: {
				ucsCancel: "",
				focus: "action:cancel"
			},
			on: { click: () => this.actions.drop() }
		}, "Put it back (Esc)"));
		if (actions.childElementCount > 0) bar.append(actions);
		if (this.pick?.target) {
			const target = this.pick.target;
			const left = movesOfPick(this.ctx, this.pick).filter((move) => targetKey(move.move) === target);
			bar.append(h("div", {
				class: "ucs-choices",
				role: "group",
				"aria-label": "Finish the move"
			}, left.map((move) => h("button", {
				type: "button",
				class: "ucs-action ucs-action-main",
				disabled: this.ctx.busy,
				data: {
					moveIndex: move.index,
					ucsTarget: target,
					focus: `choice:${move.label}`
				},
				on: { click: () => void this.ctx.act(move.move) }
			}, move.label))));
		}
		return bar;
	}
	section(name, className, ...children) {
		return h("section", {
			class: ["ucs-panel", className],
			"aria-label": name
		}, h("h3", { class: "ucs-heading" }, name), children);
	}
	/** The trade area: every play of this trick in play order, who leads, and the Draft Order once handed out. */
	trickPanel() {
		const view = this.view;
		const roundText = view.config.express ? "Express round" : `Round ${view.round} of 3`;
		const slots = view.play_order.map((seat, i) => {
			const play = view.trade[i];
			const next = !play && i === view.trade.length && view.phase === "play";
			const badges = [];
			if (play) {
				const colour = this.cardOf(play.card)?.colour;
				const perfect = play.value === this.perfectValue;
				const trendy = colour === this.trendyColour;
				if (perfect && trendy) badges.push("Ultimate trump");
				else if (perfect) badges.push("Perfect Fit");
				else if (trendy) badges.push("Trendy Yarn");
			}
			const patch = play && this.cardOf(play.card)?.patch;
			return h("li", { class: [
				"ucs-play",
				next && "ucs-play-next",
				seat === this.me && "ucs-mine"
			] }, h("span", { class: "ucs-play-seat" }, this.ctx.seatName(seat), i === 0 ? h("span", { class: "ucs-tag ucs-tag-lead" }, "leads") : null), play ? this.card(play.card, "mini", {
				note: patch ? `as ${this.counted(play)}` : void 0,
				said: patch ? `counting as ${this.counted(play)}` : void 0
			}) : h("span", { class: "ucs-empty-card" }, next ? "to play" : "—"), badges.map((badge) => h("span", { class: "ucs-tag ucs-tag-trump" }, badge)));
		});
		const order = view.ranks.length > 0 ? this.draftOrder() : null;
		return this.section(`${roundText} · Trick ${view.trick}`, "ucs-trick", h("p", { class: "ucs-sub" }, `${view.tricks} trick${view.tricks === 1 ? "" : "s"} played in all${view.ending ? " · this trick ends the round" : ""}`), view.finished && view.trade.length === 0 ? h("p", { class: "ucs-none" }, "No trick: the game is over.") : h("ol", { class: "ucs-plays" }, slots), order);
	}
	draftOrder() {
		const view = this.view;
		const done = view.phase === "draft" ? view.ranks.length - view.queue.length : view.phase === "billy" ? 0 : view.ranks.length;
		return h("div", { class: "ucs-order" }, h("span", { class: "ucs-order-title" }, "Draft order"), h("ol", { class: "ucs-order-list" }, view.ranks.map((seat, k) => {
			const state = view.phase === "draft" ? k < done ? "drafted" : k === done ? "drafting now" : "waits" : "";
			return h("li", { class: [
				"ucs-order-item",
				state === "drafting now" && "ucs-now",
				seat === this.me && "ucs-mine"
			] }, h("span", {
				class: "ucs-order-number",
				"aria-hidden": "true"
			}, String(k + 1)), h("span", { class: "visually-hidden" }, `Draft Order ${k + 1}: `), this.ctx.seatName(seat), state ? h("span", { class: "ucs-order-state" }, state) : null);
		})));
	}
	/** The draft pool: drafted from during a draft, copied from by a leading patch. */
	poolPanel() {
		const view = this.view;
		const pick = this.pick;
		const cards = view.pool.map((id) => {
			if (pick?.from === "hand") {
				const copying = movesOfPick(this.ctx, pick).filter(({ move }) => move.type === "play-card" && move.copy_from === id);
				if (copying.length > 0) return this.card(id, "mini", {
					moves: copying,
					focus: `pool:${id}`,
					className: "ucs-target",
					target: `copy:${id}`
				});
			}
			const drafts = this.ctx.moves.filter(({ move }) => move.type === "draft" && move.card === id);
			return this.card(id, "mini", {
				moves: drafts,
				picks: {
					from: "pool",
					card: id
				},
				verb: "Draft",
				focus: `pool:${id}`
			});
		});
		return this.section("Draft pool", "ucs-pool", h("p", { class: "ucs-sub" }, this.view.trick > 1 ? "Last trick's cards: this trick's winners draft them." : "Dealt for the round: this trick's winners draft them."), cards.length > 0 ? h("div", { class: "ucs-row" }, cards) : h("p", { class: "ucs-none" }, "Empty"));
	}
	/** The gameplay cards in force: Perfect Fit, Trendy Yarn, Fads, with the discards. */
	rulesPanel() {
		const view = this.view;
		const value = this.perfectValue;
		const colour = this.trendyColour;
		const claims = this.movesOf("claim-fad");
		const perfect = h("div", {
			class: "ucs-gp ucs-gp-perfect",
			role: "img",
			"aria-label": `Perfect Fit: ${value ?? "?"} (cards of this value are strongest)`
		}, h("span", {
			class: "ucs-gp-kind",
			"aria-hidden": "true"
		}, "Perfect Fit"), h("span", {
			class: "ucs-gp-big",
			"aria-hidden": "true"
		}, String(value ?? "?")));
		const yarn = h("div", {
			class: [
				"ucs-gp",
				"ucs-gp-yarn",
				`ucs-c-${colour ?? "none"}`
			],
			role: "img",
			"aria-label": `Trendy Yarn: ${cap(colour ?? "?")} (beats the other colours)`
		}, h("span", {
			class: "ucs-gp-kind",
			"aria-hidden": "true"
		}, "Trendy Yarn"), yarnArt("ucs-gp-art"), h("span", {
			class: "ucs-gp-name",
			"aria-hidden": "true"
		}, cap(colour ?? "?")));
		const fads = view.fads.map((id) => {
			const fad = this.box.fads[id];
			const claimedBy = this.claimedBy(id);
			const face = [
				h("span", {
					class: "ucs-gp-kind",
					"aria-hidden": "true"
				}, "Fad"),
				fad?.clash ? h("span", {
					class: "ucs-fad-clash",
					"aria-hidden": "true"
				}, "Clash Is In") : h("span", {
					class: "ucs-fad-halves",
					"aria-hidden": "true"
				}, h("span", { class: ["ucs-fad-half", `ucs-c-${fad?.colour ?? "none"}`] }, `All ${cap(fad?.colour ?? "")}`), h("span", { class: "ucs-fad-half" }, iconArt(fad?.icon, "ucs-icon"), `All ${this.iconName(fad?.icon)}`)),
				h("span", {
					class: "ucs-gp-note",
					"aria-hidden": "true"
				}, fad?.clash ? "3 colours + 3 icons: 3 VP" : "3 VP each half"),
				claimedBy ? h("span", {
					class: "ucs-tag",
					"aria-hidden": "true"
				}, `claimed by ${claimedBy}`) : null
			];
			const words = `Fad: ${this.fadName(id)}${fad?.clash ? ", three different colours and three different icons" : ""}, 3 VP${claimedBy ? `, claimed by ${claimedBy}` : ""}`;
			const moves = claims.filter(({ move }) => move.type === "claim-fad" && move.fad === id);
			return this.piece(face, words, this.fadName(id), {
				moves,
				focus: `fad:${id}`,
				target: moves.length > 0 ? `fad:${id}` : void 0,
				className: [
					"ucs-gp",
					"ucs-gp-fad",
					moves.length > 0 && "ucs-target"
				].filter(Boolean).join(" ")
			});
		});
		const ultimate = value !== null && colour ? `${cap(colour)} ${value}` : null;
		const discards = [];
		if (view.perfect_fit_discard.length) discards.push(`Perfect Fit ${view.perfect_fit_discard.map((id) => this.box.perfect_fits[id]?.value).join(", ")}`);
		if (view.trendy_yarn_discard.length) discards.push(`Trendy Yarn ${view.trendy_yarn_discard.map((id) => cap(this.box.trendy_yarns[id]?.colour ?? "?")).join(", ")}`);
		if (view.fad_discard.length) discards.push(`Fads ${view.fad_discard.map((id) => this.fadName(id)).join(", ")}`);
		return this.section("In force", "ucs-rules", h("div", { class: "ucs-row" }, perfect, yarn, fads), ultimate ? h("p", { class: "ucs-sub" }, h("strong", null, "Ultimate trump: "), ultimate) : null, discards.length ? h("p", { class: "ucs-sub" }, "Discarded: ", discards.join(" · ")) : null);
	}
	claimedBy(fad) {
		for (const [seat, area] of this.view.knitting.entries()) {
			const index = area.findIndex((sweater) => sweater.fad === fad);
			if (index >= 0) return `${this.ctx.seatName(seat)}'s sweater ${index + 1}`;
		}
		return null;
	}
	/** Your hand, sorted as the view holds it, and your Secret Santa cards. */
	handPanel() {
		const view = this.view;
		const plays = this.movesOf("play-card");
		const cards = view.hand.map((id) => {
			const moves = plays.filter(({ move }) => move.type === "play-card" && move.card === id);
			const lead = view.trade.length === 0;
			return this.card(id, "big", {
				moves,
				picks: {
					from: "hand",
					card: id
				},
				verb: lead ? "Lead" : "Play",
				button: true,
				focus: `hand:${id}`
			});
		});
		const santas = view.secret_santas.map((id) => this.santa(id));
		return h("section", {
			class: [
				"ucs-panel",
				"ucs-hand",
				plays.length > 0 && "ucs-hand-live"
			],
			"aria-label": "Your hand"
		}, h("div", { class: "ucs-hand-head" }, h("h3", { class: "ucs-heading" }, `Your hand (${view.hand.length})`), this.me !== null ? h("span", { class: "ucs-sub" }, `${view.pile_sizes[this.me] ?? 0} cards left in your face-down pile`) : null), cards.length > 0 ? h("div", { class: "ucs-row ucs-hand-row" }, cards) : h("p", { class: "ucs-none" }, "No cards in hand."), santas.length > 0 ? h("div", { class: "ucs-santas" }, h("h4", { class: "ucs-subheading" }, view.secret_santas.length > 1 ? "Your Secret Santas" : "Your Secret Santa"), h("div", { class: "ucs-row" }, santas)) : null);
	}
	santa(id, met = false) {
		const santa = this.box.secret_santas[id];
		if (!santa) return h("span", null, `Secret Santa ${id}`);
		return h("div", {
			class: ["ucs-santa", met && "ucs-santa-met"],
			role: "img",
			"aria-label": `Secret Santa ${santa.name}${met ? " (met)" : ""}: ${santa.request}, ${santa.points} VP`
		}, h("span", {
			class: "ucs-santa-name",
			"aria-hidden": "true"
		}, santa.name), h("span", {
			class: "ucs-santa-ask",
			"aria-hidden": "true"
		}, h("span", { class: "ucs-santa-part" }, "2 × ", iconArt(santa.icon, "ucs-icon"), this.iconName(santa.icon)), h("span", { class: "ucs-santa-part" }, "1 × ", h("span", { class: ["ucs-dot", `ucs-c-${santa.colour}`] }), cap(santa.colour))), h("span", {
			class: "ucs-santa-points",
			"aria-hidden": "true"
		}, `${santa.points} VP${met ? " · met" : ""}`));
	}
	areas() {
		const seats = this.view.knitting.map((_, seat) => seat);
		return h("div", { class: "ucs-areas" }, (this.me === null ? seats : [this.me, ...seats.filter((seat) => seat !== this.me)]).map((seat) => this.area(seat)));
	}
	totals(seat) {
		return this.view.results.reduce((sum, round) => sum + (round[seat]?.points ?? 0), 0);
	}
	area(seat) {
		const view = this.view;
		const mine = seat === this.me;
		const sweaters = view.knitting[seat] ?? [];
		const status = [];
		if (view.actors.includes(seat)) status.push({
			play: "to play",
			billy: "deciding on Billy",
			draft: "drafting",
			claim: "claiming a Fad",
			tina: "deciding on Tina"
		}[view.phase] ?? "to act");
		const held = view.ranks.flatMap((holder, k) => holder === seat ? [k + 1] : []);
		const kick = view.kickstarter[seat];
		const kickEntry = kick === null || kick === void 0 ? null : this.box.kickstarter_cards[kick];
		const met = view.santas_met[seat] ?? [];
		const facts = [
			`${view.hand_sizes[seat] ?? 0} in hand`,
			`${view.pile_sizes[seat] ?? 0} in pile`,
			`${view.santa_counts[seat] ?? 0} Secret Santa${view.santa_counts[seat] === 1 ? "" : "s"}`,
			`${this.totals(seat)} VP`
		];
		const complete = sweaters.filter((sweater) => sweater.slots.every((stack) => stack.length > 0)).length;
		const pieces = sweaters.map((sweater, index) => this.sweater(seat, index, sweater));
		if (mine) {
			const fresh = this.newSweater();
			if (fresh) pieces.push(fresh);
		}
		return h("section", {
			class: [
				"ucs-panel",
				"ucs-area",
				mine && "ucs-area-mine",
				view.actors.includes(seat) && "ucs-area-acting"
			],
			"aria-label": `${this.ctx.seatName(seat)}'s knitting area`,
			data: { seat }
		}, h("div", { class: "ucs-area-head" }, h("h3", { class: "ucs-heading" }, mine ? "Your knitting" : this.ctx.seatName(seat), mine ? h("span", { class: "ucs-tag" }, this.ctx.seatName(seat)) : null), status.map((text) => h("span", { class: "ucs-tag ucs-tag-act" }, text)), held.map((k) => h("span", { class: "ucs-tag ucs-tag-order" }, `Draft Order ${k}`)), h("span", { class: "ucs-facts" }, facts.join(" · "), ` · ${complete} complete sweater${complete === 1 ? "" : "s"}`)), kickEntry ? h("p", { class: "ucs-kick" }, h("span", { class: "ucs-kick-name" }, kickEntry.name), ": ", kickEntry.effect) : null, met.length > 0 ? h("div", { class: "ucs-row" }, met.map((id) => this.santa(id, true))) : null, pieces.length > 0 ? h("div", { class: "ucs-sweaters" }, pieces) : h("p", { class: "ucs-none" }, "No sweaters yet."));
	}
	/** The knitting targets of the current pick, by target key. */
	targets() {
		const found = /* @__PURE__ */ new Map();
		if (!this.pick || this.pick.from === "hand") return found;
		for (const move of movesOfPick(this.ctx, this.pick)) {
			const key = targetKey(move.move);
			if (key) found.set(key, [...found.get(key) ?? [], move]);
		}
		return found;
	}
	sweater(seat, index, sweater) {
		const view = this.view;
		const mine = seat === this.me;
		const targets = mine ? this.targets() : /* @__PURE__ */ new Map();
		const tina = mine ? this.movesOf("use-tina") : [];
		const live = sweater.floating !== null ? 1 : sweater.slots.filter((stack) => stack.length > 0).length;
		const complete = sweater.slots.every((stack) => stack.length > 0);
		const claiming = view.phase === "claim" && view.claim_seat === seat && view.claim_sweater === index;
		const slotCells = SLOTS.map((slot, s) => {
			const stack = sweater.slots[s] ?? [];
			const top = stack[stack.length - 1];
			const under = stack.slice(0, -1);
			const key = `${index}:${slot}`;
			const here = targets.get(key) ?? [];
			let body;
			if (here.length > 0) body = this.targetButton(key, here, top === void 0 ? `${cap(slot)} slot` : `cover ${this.cardName(top)}`, top);
			else if (top !== void 0) {
				const moving = tina.filter(({ move }) => move.type === "use-tina" && move.card === top);
				body = this.card(top, "mini", {
					moves: moving,
					picks: {
						from: "knit",
						card: top
					},
					verb: "Move with Tina Can Tink:",
					focus: `knit:${top}`,
					said: `${slot} slot of sweater ${index + 1}${under.length ? `, covering ${under.map((id) => this.cardName(id)).join(", ")}` : ""}`
				});
			} else body = h("span", { class: "ucs-slot-empty" }, h("span", { "aria-hidden": "true" }, SLOT_LETTER[slot]), h("span", { class: "ucs-slot-empty-name" }, `${slot} empty`));
			return h("div", { class: ["ucs-slot", `ucs-slot-${slot}`] }, body, under.length > 0 ? this.covered(under) : null);
		});
		let floating = null;
		if (sweater.floating !== null) floating = h("div", { class: "ucs-floating" }, this.card(sweater.floating, "mini", {
			moves: tina.filter(({ move }) => move.type === "use-tina" && move.card === sweater.floating),
			picks: {
				from: "knit",
				card: sweater.floating
			},
			verb: "Move with Tina Can Tink:",
			focus: `knit:${sweater.floating}`,
			said: `floating in sweater ${index + 1}: it takes a slot when a second piece arrives`
		}), h("span", { class: "ucs-covered" }, "floating"));
		const fad = sweater.fad === null ? null : this.box.fads[sweater.fad];
		const traits = complete ? this.traits(sweater) : [];
		const state = complete ? "complete" : live === 0 ? "empty" : `${live} of 3 pieces`;
		return h("figure", {
			class: [
				"ucs-sweater",
				complete && "ucs-sweater-complete",
				claiming && "ucs-sweater-claiming"
			],
			"aria-label": `Sweater ${index + 1}, ${state}`,
			data: { sweater: index }
		}, h("div", { class: "ucs-sweater-body" }, sweaterArt(), h("div", { class: "ucs-sweater-slots" }, slotCells, floating)), h("figcaption", { class: "ucs-sweater-caption" }, h("span", { class: "ucs-sweater-name" }, `Sweater ${index + 1}`), h("span", { class: "ucs-sweater-state" }, state), fad ? h("span", { class: "ucs-tag ucs-tag-fad" }, `Fad: ${fad.name}`) : null, claiming ? h("span", { class: "ucs-tag ucs-tag-act" }, "claiming a Fad") : null, traits.map((trait) => h("span", { class: "ucs-tag" }, trait))));
	}
	/** The dead cards under a live one: the one just under it by name, the rest counted (all of them in the tooltip). */
	covered(under) {
		const names = under.map((id) => this.cardName(id));
		const top = names[names.length - 1] ?? "";
		const text = names.length === 1 ? `over ${top}` : `over ${top} +${names.length - 1}`;
		return h("span", {
			class: "ucs-covered",
			title: `Covered (dead): ${names.join(", ")}`,
			"aria-hidden": "true"
		}, text);
	}
	/** What a complete sweater of printed cards shows at a glance (patches are settled at scoring). */
	traits(sweater) {
		const cards = sweater.slots.map((stack) => this.cardOf(stack[stack.length - 1] ?? -1));
		if (cards.some((card) => !card || card.patch)) return ["has a patch"];
		const values = cards.map((card) => card?.value ?? 0).sort((a, b) => a - b);
		const colours = new Set(cards.map((card) => card?.colour));
		const icons = new Set(cards.map((card) => card?.icon));
		const out = [];
		if (values[0] !== void 0 && values[1] === values[0] + 1 && values[2] === values[0] + 2) out.push("run");
		if (colours.size === 1) out.push(`all ${cap(cards[0]?.colour ?? "")}`);
		if (icons.size === 1) out.push(`all ${this.iconName(cards[0]?.icon)}`);
		if (colours.size === 3 && icons.size === 3) out.push("clash");
		return out;
	}
	/** A lit place to knit the picked card: one move plays, several open the last choice. */
	targetButton(key, moves, text, covering) {
		const [only] = moves;
		const busy = this.ctx.busy;
		const chosen = this.pick?.target === key;
		const under = covering !== void 0 ? this.card(covering, "mini", { className: "ucs-under-target" }) : null;
		under?.removeAttribute("role");
		under?.removeAttribute("aria-label");
		under?.setAttribute("aria-hidden", "true");
		const face = [under, h("span", {
			class: "ucs-target-text",
			"aria-hidden": "true"
		}, text, moves.every(({ move }) => move.type === "draft" && move.use_maria) ? h("span", { class: "ucs-target-maria" }, "with Maria") : null)];
		if (moves.length === 1 && only) return h("button", {
			type: "button",
			class: "ucs-target ucs-live ucs-slot-target",
			disabled: busy,
			data: {
				moveIndex: only.index,
				ucsTarget: key,
				focus: `target:${key}`
			},
			on: { click: () => void this.ctx.act(only.move) }
		}, h("span", { class: "visually-hidden" }, only.label), face);
		const pick = this.pick;
		return h("button", {
			type: "button",
			class: [
				"ucs-target",
				"ucs-live",
				"ucs-slot-target",
				chosen && "ucs-picked"
			],
			disabled: busy,
			"aria-pressed": chosen ? "true" : "false",
			data: {
				ucsPick: `target:${key}`,
				ucsTarget: key,
				focus: `target:${key}`
			},
			on: { click: () => pick && this.actions.choose({
				...pick,
				target: chosen ? void 0 : key
			}) }
		}, h("span", { class: "visually-hidden" }, `${moves[0]?.label.replace(/,.*$/, "") ?? text}: ${moves.length} ways, choose below`), face);
	}
	/** The new sweater a picked card may start, with its lit slots (or its middle, for a floating patch). */
	newSweater() {
		const targets = this.targets();
		if ([...targets.keys()].filter((key) => key.startsWith("new:")).length === 0) return null;
		const cells = SLOTS.map((slot) => {
			const key = `new:${slot}`;
			const here = targets.get(key);
			return h("div", { class: ["ucs-slot", `ucs-slot-${slot}`] }, here ? this.targetButton(key, here, `${cap(slot)} slot`) : h("span", { class: "ucs-slot-empty" }, h("span", { "aria-hidden": "true" }, SLOT_LETTER[slot])));
		});
		const float = targets.get("new:float");
		return h("figure", {
			class: "ucs-sweater ucs-sweater-new",
			"aria-label": "A new sweater"
		}, h("div", { class: "ucs-sweater-body" }, sweaterArt(), h("div", { class: "ucs-sweater-slots" }, cells, float ? h("div", { class: "ucs-floating" }, this.targetButton("new:float", float, "Start it here (floats)")) : null)), h("figcaption", { class: "ucs-sweater-caption" }, h("span", { class: "ucs-sweater-name" }, "New sweater")));
	}
	scorepad() {
		const view = this.view;
		const seats = view.knitting.map((_, seat) => seat);
		return this.section("Scorepad", "ucs-scorepad", h("table", { class: "ucs-score-table" }, h("thead", null, h("tr", null, h("th", { scope: "col" }, "Seat"), view.results.map((_, r) => h("th", { scope: "col" }, `Round ${r + 1}`)), h("th", { scope: "col" }, "Total"))), h("tbody", null, seats.map((seat) => h("tr", { class: seat === this.me ? "ucs-mine" : null }, h("th", { scope: "row" }, this.ctx.seatName(seat)), view.results.map((round) => {
			const line = round[seat];
			if (!line) return h("td", null, "—");
			const extra = [
				Object.entries(line.breakdown).filter(([, points]) => points !== 0).map(([rule, points]) => `${BREAKDOWN[rule] ?? rule} ${points}`).join(" · "),
				line.unbuilt ? `${line.unbuilt} unbuilt` : "",
				line.santas_met.length ? `Santa met: ${line.santas_met.map((id) => this.box.secret_santas[id]?.name).join(", ")}` : ""
			].filter(Boolean);
			return h("td", null, h("strong", null, `${line.points} VP`), extra.length ? h("span", { class: "ucs-score-detail" }, extra.join(" · ")) : null);
		}), h("td", { class: "ucs-score-total" }, `${this.totals(seat)} VP`))))), view.santa_box.length > 0 ? h("p", { class: "ucs-sub" }, "Secret Santas revealed: ", view.santa_box.map((id) => `${this.box.secret_santas[id]?.name} (${this.box.secret_santas[id]?.request})`).join("; ")) : null);
	}
};
// src/renderers/lights/wheres-that-bulb.ts
var BULBS = /* @__PURE__ */ new Set([
	"red",
	"green",
	"yellow",
	"blue",
	"purple",
	"pink",
	"bubble",
	"broken",
	"plug"
]);
function keys(move) {
	return [`pos:${move.position}`];
}
/** A face's name from the catalog ("Red Bulb", "Mrs. Claus"). */
function faceName$1(ctx, face) {
	return ctx.catalog.faces.find((entry) => entry.id === face)?.name ?? kindName(face);
}
/** The picture of a face: its bulb, or a Character. */
function faceArt(face) {
	return kindArt(BULBS.has(face) ? face : "character");
}
function status({ view, ctx }) {
	return [
		h("span", null, h("strong", null, `Turn ${view.turn + 1}`), ` of ${view.max_turns}`),
		h("span", null, view.finished ? "Game over" : view.active === ctx.seat ? "Your turn" : `${ctx.seatName(view.active)}'s turn`),
		h("span", null, `Pairs: ${view.pair_counts.map((n, seat) => `${who(ctx, seat)} ${n}`).join(", ")}`)
	];
}
function say({ view, ctx, t }) {
	if (view.finished) return ["The game is over."];
	if (!t.open) return [view.active === ctx.seat ? "Turning it over…" : `${ctx.seatName(view.active)} is turning cards over.`];
	return [h("strong", null, view.first === null ? "Your turn: " : "Now its match: "), view.first === null ? "touch a face-down card to turn it over." : "touch another card. A pair is yours, and you go again."];
}
function draw({ view, ctx, t }) {
	const down = new Set(view.face_down);
	const up = new Map(view.face_up.map((card) => [card.position, card.face]));
	const cells = Array.from({ length: view.columns * view.rows }, (_, position) => {
		const where = `row ${Math.floor(position / view.columns) + 1}, column ${position % view.columns + 1}`;
		const face = up.get(position);
		if (face) return h("div", {
			class: "lk-piece lk-cell lk-up",
			data: {
				position,
				face
			}
		}, h("span", { class: "visually-hidden" }, `${where}: ${faceName$1(ctx, face)}, face up`), h("span", {
			class: "lk-art",
			"aria-hidden": "true"
		}, faceArt(face)), h("span", {
			class: "lk-name",
			"aria-hidden": "true"
		}, faceName$1(ctx, face)));
		if (!down.has(position)) return h("div", {
			class: "lk-cell lk-taken",
			data: { position }
		}, h("span", { class: "visually-hidden" }, `${where}: empty`));
		return piece$1(t, `pos:${position}`, [cardBack()], {
			name: `the face-down card at ${where}`,
			class: ["lk-cell", "lk-facedown"],
			data: { position }
		});
	});
	const pairs = view.pairs.map((faces, seat) => zone(`${who(ctx, seat)}: ${view.pair_counts[seat] ?? 0} pair${view.pair_counts[seat] === 1 ? "" : "s"}`, [faces.length > 0 ? h("div", { class: "lk-row" }, faces.map(([a, b]) => plainCard(BULBS.has(a) ? a : "character", `A pair: ${faceName$1(ctx, a)} and ${faceName$1(ctx, b)}`, {
		small: true,
		note: a === b ? void 0 : `${faceName$1(ctx, a)} + ${faceName$1(ctx, b)}`
	}))) : h("p", { class: "lk-empty" }, "None yet.")]));
	return [zone("The grid", [h("div", {
		class: "lk-grid lk-grid-wb",
		role: "group",
		"aria-label": `The grid, ${view.rows} rows of ${view.columns}`
	}, cells)], "lk-wide"), h("div", { class: "lk-zones" }, pairs)];
}
var wheresThatBulbTable = lightsTable("wheres-that-bulb", {
	keys,
	status,
	say,
	draw
});
// src/renderers/wheres-that-bulb.ts
/** How long the cards of an ended turn stay shown. */
var REVEAL_MS = 3e3;
var wheresThatBulb = () => {
	const board = wheresThatBulbTable();
	const revealSlot = h("div", { class: "wb-reveals" });
	const boardRoot = h("div");
	let read = -1;
	let turn = [];
	let reveals = [];
	let timer;
	let last = null;
	/** Read the log from where it was left; a turn ending in what is new is shown when `live`. True if one was. */
	const follow = (ctx, live) => {
		let shown = false;
		for (const { event } of ctx.log.slice(read)) if (event.type === "card-flipped") turn.push({
			seat: event.seat,
			position: event.position,
			face: event.face
		});
		else if (event.type === "cards-turned-down") {
			const flips = turn.filter((flip) => event.positions.includes(flip.position));
			if (live && flips.length > 0) {
				reveals = [...reveals, {
					flips,
					until: Date.now() + REVEAL_MS
				}].slice(-3);
				shown = true;
			}
			turn = [];
		} else if (event.type === "pair-taken") turn = [];
		read = ctx.log.length;
		return shown;
	};
	const draw = (root, ctx) => {
		if (boardRoot.parentNode !== root) root.replaceChildren(revealSlot, boardRoot);
		revealSlot.replaceChildren(...reveals.map((reveal) => revealPanel(ctx, reveal.flips)));
		revealSlot.hidden = reveals.length === 0;
		board.render(boardRoot, ctx);
		for (const flip of reveals.flatMap((reveal) => reveal.flips)) {
			const cell = boardRoot.querySelector(`.lk-grid [data-position="${flip.position}"]`);
			if (!cell || cell.classList.contains("lk-up")) continue;
			cell.classList.add("lk-revealed");
			cell.replaceChildren(...[...cell.childNodes].filter((node) => node instanceof HTMLElement && node.classList.contains("visually-hidden")), h("span", {
				class: "lk-art",
				"aria-hidden": "true"
			}, faceArt(flip.face)), h("span", {
				class: "lk-name",
				"aria-hidden": "true"
			}, faceName(ctx, flip.face)));
		}
	};
	/** Take each reveal away once its moment is over. */
	const schedule = () => {
		window.clearTimeout(timer);
		if (reveals.length === 0) return;
		const next = Math.min(...reveals.map((reveal) => reveal.until));
		timer = window.setTimeout(() => {
			const now = Date.now();
			reveals = reveals.filter((reveal) => reveal.until > now);
			if (last) {
				const { root, ctx } = last;
				keepFocus(root, () => draw(root, ctx));
			}
			schedule();
		}, Math.max(0, next - Date.now()));
	};
	return {
		render(root, ctx) {
			const live = read >= 0;
			if (!live) read = 0;
			const shown = follow(ctx, live);
			last = {
				root,
				ctx
			};
			draw(root, ctx);
			if (shown) schedule();
		},
		destroy() {
			window.clearTimeout(timer);
		}
	};
};
/** The cards one seat turned up in a turn that has just ended, face up for the moment. */
function revealPanel(ctx, flips) {
	const seat = flips[0]?.seat ?? 0;
	const who = seat === ctx.seat ? "You" : ctx.seatName(seat);
	return h("section", {
		class: "panel wb-reveal",
		"aria-label": `Cards ${who} turned up`,
		data: { seat }
	}, h("h3", null, `${who} turned up`), h("ul", { class: "chips" }, flips.map((flip) => h("li", null, h("span", {
		class: "piece",
		data: {
			face: flip.face,
			position: flip.position
		}
	}, swatch(COLOURS$2.has(flip.face) ? flip.face : null), h("span", { class: "piece-name" }, faceName(ctx, flip.face)), h("span", { class: "piece-id" }, where(ctx, flip.position)))))), h("p", { class: "wb-note" }, "Face down again in a moment: remember them."));
}
function faceName(ctx, face) {
	return ctx.catalog.faces.find((entry) => entry.id === face)?.name ?? face;
}
/** A grid position as the log names it: its number, row and column, each counted from 1. */
function where(ctx, position) {
	const columns = ctx.view.columns;
	return `position ${position + 1} (row ${Math.floor(position / columns) + 1}, column ${position % columns + 1})`;
}
// src/renderers/xmas-sweater-icons.ts
var PATHS = {
	heart: `<path d="M12 20.5s-7.5-4.6-7.5-10.1A4.1 4.1 0 0 1 12 8a4.1 4.1 0 0 1 7.5 2.4c0 5.5-7.5 10.1-7.5 10.1z"/>`,
	tree: `<path d="M12 2.5l4.2 5.6h-2.3l3.9 5.1h-2.6l4.3 5.6H4.5l4.3-5.6H6.2l3.9-5.1H7.8z"/><rect x="10.6" y="18.8" width="2.8" height="3.2" rx=".4"/>`,
	hat: `<path d="M4.5 18.2c.6-6 3.4-11.8 8.7-12.6 3-.4 5 1.4 5.6 4.6l-2.6-.7c-2-.4-3 1.5-3.3 4.4l-.4 4.3z"/><rect x="3" y="17.2" width="14.5" height="3.6" rx="1.8"/><circle cx="19" cy="12" r="2.2"/>`,
	star: `<path d="M12 2.8l2.7 5.9 6.4.7-4.8 4.3 1.4 6.3L12 16.8 6.3 20l1.4-6.3-4.8-4.3 6.4-.7z"/>`,
	snowflake: `<g fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round"><path d="M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5"/><path d="M9.6 4.3L12 6.2l2.4-1.9M9.6 19.7l2.4-1.9 2.4 1.9M4.7 10.2l2.8-.7-.9-2.9M19.3 13.8l-2.8.7.9 2.9M4.7 13.8l2.8.7-.9 2.9M19.3 10.2l-2.8-.7.9-2.9"/></g>`,
	stocking: `<path d="M8 2.5h8v3H8z"/><path d="M8.4 6.7h7.2v6.6l-4.4 6.4a3.6 3.6 0 0 1-5.9-4.1l3.1-4.4z"/>`,
	bell: `<path d="M12 3.2a1.4 1.4 0 0 1 1.4 1.4v.5a5.6 5.6 0 0 1 4.2 5.4v4.2l2 2.4H4.4l2-2.4v-4.2a5.6 5.6 0 0 1 4.2-5.4v-.5A1.4 1.4 0 0 1 12 3.2z"/><circle cx="12" cy="19.4" r="1.9"/>`,
	gift: `<rect x="3.5" y="9" width="17" height="12" rx="1.2"/><rect x="2.5" y="6.5" width="19" height="3.6" rx="1"/><path d="M12 6.5c-1.2-2.6-4.8-4-5.6-2.2-.7 1.6 2.4 2.2 5.6 2.2zM12 6.5c1.2-2.6 4.8-4 5.6-2.2.7 1.6-2.4 2.2-5.6 2.2z"/>`,
	gingerbread: `<circle cx="12" cy="5.2" r="3"/><path d="M8.6 9h6.8l4.2 2.6a1.5 1.5 0 0 1-1.5 2.5l-2.5-1.4v2.6l2.4 4.8a1.6 1.6 0 0 1-2.9 1.4L12 17l-3.1 4.5A1.6 1.6 0 0 1 6 20.1l2.4-4.8v-2.6l-2.5 1.4a1.5 1.5 0 0 1-1.5-2.5z"/>`
};
new Set(Object.keys(PATHS));
/** One picture as a decorative inline SVG element; an unknown name draws nothing. */
function picture(name, className = "xs-pic") {
	const holder = document.createElement("span");
	holder.className = className;
	holder.setAttribute("aria-hidden", "true");
	const path = PATHS[name];
	if (path) holder.innerHTML = `<svg viewBox="0 0 24 24" focusable="false" fill="currentColor">${path}</svg>`;
	holder.dataset.picture = name;
	return holder;
}
var GINGERBREAD_BONUS = 10;
/** The icons of the layout in the order they are first printed (tree, hat, star, snowflake, ...). */
function iconsOf(layout) {
	const seen = [];
	for (const row of layout) for (const kind of row.cells) if (kind !== "heart" && !seen.includes(kind)) seen.push(kind);
	return seen;
}
function scoreSheet(cells, layout, boxesMarked, boxValues) {
	const at = (row, col) => cells[row - 1]?.[col - 1] ?? null;
	const rows = cells.map((line) => {
		const filled = line.filter((value) => value !== null).length;
		const complete = line.length > 0 && filled === line.length;
		return {
			filled,
			complete,
			points: complete ? line[line.length - 1] ?? 0 : filled
		};
	});
	const icons = iconsOf(layout).map((icon) => {
		const where = layout.flatMap((row) => row.cells.flatMap((kind, c) => kind === icon ? [{
			row: row.row,
			col: c + 1
		}] : []));
		const values = where.map(({ row, col }) => at(row, col));
		const filled = values.filter((value) => value !== null).length;
		const complete = filled === where.length && where.length > 0;
		return {
			icon,
			cells: where,
			filled,
			complete,
			points: complete ? values.reduce((sum, value) => sum + (value ?? 0), 0) : 0
		};
	});
	const tens = cells.flat().filter((value) => value === 10).length;
	const gingerbread = tens >= 5 ? GINGERBREAD_BONUS : 0;
	const giftBoxes = Math.max(-30, boxValues.slice(0, boxesMarked).reduce((sum, value) => sum + value, 0));
	return {
		rows,
		icons,
		tens,
		gingerbread,
		giftBoxes,
		total: rows.reduce((sum, row) => sum + row.points, 0) + icons.reduce((sum, icon) => sum + icon.points, 0) + gingerbread + giftBoxes
	};
}
// src/renderers/xmas-sweater.ts
var DICE = [
	"red",
	"green",
	"white"
];
var MODIFIERS = [
	"none",
	"plus",
	"minus"
];
var COLOUR_NAME = {
	red: "Red",
	green: "Green",
	white: "White",
	black: "Black"
};
var ENDINGS = {
	"four-rows": "a sheet has four complete rows",
	"all-gift-boxes": "a sheet has all six gift boxes marked",
	"turn-cap": "the roll limit is reached"
};
var optionKey = (die, modifier) => `${die}:${modifier}`;
var cellKey = (row, col) => `${row}:${col}`;
function valueOf(dice, die, modifier) {
	if (!dice) return null;
	const face = dice[die];
	return modifier === "plus" ? face + dice.black : modifier === "minus" ? face - dice.black : face;
}
/** "red 10 + black 2", "white 7". */
function howText(dice, die, modifier) {
	if (!dice) return `${die} die${modifier === "none" ? "" : ` ${modifier} black`}`;
	const face = dice[die];
	if (modifier === "none") return `${die} ${face}`;
	return `${die} ${face} ${modifier === "plus" ? "+" : "−"} black ${dice.black}`;
}
function offerOf(ctx) {
	const offer = {
		writes: [],
		gift: null,
		reroll: null,
		keep: null
	};
	for (const item of ctx.moves) {
		const move = item.move;
		if (move.type === "write") {
			const modifier = move.modifier ?? "none";
			const value = valueOf(ctx.view.dice, move.die, modifier) ?? 0;
			offer.writes.push({
				die: move.die,
				modifier,
				row: move.row,
				col: move.col,
				value,
				move: item
			});
		} else if (move.type === "mark-gift-box") offer.gift = item;
		else if (move.type === "reroll-black") offer.reroll = item;
		else if (move.type === "keep-black") offer.keep = item;
	}
	return offer;
}
var seatsText = (ctx, seats) => {
	const names = seats.map((seat) => seat === ctx.seat ? "you" : ctx.seatName(seat));
	return names.length <= 1 ? names[0] ?? "" : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
};
/** Set or clear data attributes. */
function setData(element, values) {
	for (const [key, value] of Object.entries(values)) if (value === void 0) delete element.dataset[key];
	else element.dataset[key] = value;
}
/** A <span> read by screen readers only. */
var hidden = (text) => h("span", { class: "visually-hidden" }, text);
var xmasSweater = () => {
	let pick = null;
	/** The roll and phase the pick belongs to: a new roll or phase drops it. */
	let pickedAt = "";
	let last = null;
	/** Cells ("seat:row:col") and gift boxes ("seat:gift:n") of the latest reveal, and the sheets last seen. */
	let fresh = /* @__PURE__ */ new Set();
	let seen = null;
	/** After a move, the next turn's first piece gets the focus, so keyboard play goes on from the dice. */
	let refocus = false;
	let listening = false;
	const hint = h("p", {
		class: "xs-hint",
		role: "status",
		"aria-live": "polite",
		tabindex: -1
	});
	const cancelSlot = h("span", { class: "xs-cancel-slot" });
	const top = h("div", { class: "xs-top" });
	const bottom = h("div", { class: "xs-sheets" });
	const board = h("div", { class: "xs-board" }, top, h("div", { class: "xs-hint-row" }, hint, cancelSlot), bottom);
	const redraw = () => {
		if (last) {
			const { root, ctx } = last;
			keepFocus(root, () => draw(root, ctx));
		}
	};
	const onKey = (event) => {
		if (event.key === "Escape" && pick && last && !event.defaultPrevented) {
			const focusedPick = document.activeElement instanceof HTMLElement && last.root.contains(document.activeElement);
			pick = null;
			redraw();
			if (focusedPick) event.preventDefault();
		}
	};
	const act = (ctx, move) => {
		if (ctx.busy) return;
		pick = null;
		const active = document.activeElement;
		if (active === document.body || board.contains(active)) hint.focus({ preventScroll: true });
		refocus = true;
		ctx.act(move.move);
	};
	const choose = (ctx, next) => {
		pick = pick && (pick.kind === "option" && next.kind === "option" && pick.die === next.die && pick.modifier === next.modifier || pick.kind === "cell" && next.kind === "cell" && pick.row === next.row && pick.col === next.col) ? null : next;
		pickedAt = `${ctx.view.roll}:${ctx.view.phase}`;
		redraw();
	};
	/** Mark what the latest reveal wrote: sheets only change when a roll's entries are revealed. */
	const trackFresh = (view) => {
		if (seen) {
			const next = /* @__PURE__ */ new Set();
			for (const sheet of view.sheets) {
				const before = seen.find((item) => item.seat === sheet.seat);
				if (!before) continue;
				sheet.cells.forEach((line, r) => line.forEach((value, c) => {
					if (value !== null && (before.cells[r]?.[c] ?? null) === null) next.add(`${sheet.seat}:${r + 1}:${c + 1}`);
				}));
				for (let box = before.gift_boxes_marked + 1; box <= sheet.gift_boxes_marked; box++) next.add(`${sheet.seat}:gift:${box}`);
			}
			if (next.size > 0) fresh = next;
		}
		seen = view.sheets;
	};
	const draw = (root, ctx) => {
		const view = ctx.view;
		trackFresh(view);
		const offer = offerOf(ctx);
		if (pickedAt !== `${view.roll}:${view.phase}` || view.finished || ctx.seat === null) pick = null;
		if (pick && ctx.moves.length > 0 && !offer.writes.some((write) => matches(write, pick))) pick = null;
		const canAct = !ctx.busy && ctx.moves.length > 0;
		hintText(ctx, offer);
		const mine = ctx.seat === null ? null : view.sheets.find((sheet) => sheet.seat === ctx.seat) ?? null;
		const others = view.sheets.filter((sheet) => sheet !== mine);
		board.className = [
			"xs-board",
			ctx.busy && "xs-busy",
			pick && "xs-picking"
		].filter(Boolean).join(" ");
		setData(board, {
			xsPhase: view.phase,
			xsVersion: String(view.version),
			xsRoll: String(view.roll),
			xsAct: canAct ? "yes" : "no",
			xsPick: pick ? pick.kind === "option" ? `option:${optionKey(pick.die, pick.modifier)}` : `cell:${cellKey(pick.row, pick.col)}` : void 0
		});
		top.replaceChildren(rollBar(ctx), tray(ctx, offer, canAct));
		cancelSlot.replaceChildren(pick ? h("button", {
			type: "button",
			class: "xs-cancel",
			data: { focus: "xs-cancel" },
			on: { click: () => (pick = null, redraw()) }
		}, "Put it back (Esc)") : "");
		bottom.replaceChildren(mine ? sheetCard(ctx, mine, "large", offer, canAct) : "", others.length > 0 ? h("section", {
			class: ["xs-others", mine === null && "xs-others-watch"],
			"aria-label": mine ? "The other sweaters" : "Sweaters"
		}, mine ? h("h3", { class: "xs-others-title" }, others.length === 1 ? "The other sweater" : "The other sweaters") : null, h("div", { class: "xs-others-list" }, others.map((sheet) => sheetCard(ctx, sheet, "small", offer, false)))) : "");
		if (board.parentElement !== root || root.childElementCount !== 1) root.replaceChildren(board);
		if (refocus && canAct) {
			refocus = false;
			const active = document.activeElement;
			if (!active || active === document.body || active === hint) board.querySelector("button[data-xs-black]:not(:disabled), button[data-xs-option]:not(:disabled), button[data-xs-gift]:not(:disabled)")?.focus({ preventScroll: true });
		}
	};
	const matches = (write, which) => which === null || (which.kind === "option" ? write.die === which.die && write.modifier === which.modifier : write.row === which.row && write.col === which.col);
	/** The line that says what the table waits for and what to do next. */
	const hintText = (ctx, offer) => {
		const view = ctx.view;
		let text;
		if (view.finished) text = `The game is over${view.reason && ENDINGS[view.reason] ? `: ${ENDINGS[view.reason]}` : ""}.`;
		else if (ctx.busy) text = "Sending your move…";
		else if (view.phase === "reroll") {
			const active = view.active_seat;
			if (offer.reroll || offer.keep) text = `You are the active seat: reroll the black die once, or keep it.`;
			else text = `Waiting for ${active === null || active === void 0 ? "the active seat" : active === ctx.seat ? "you" : ctx.seatName(active)} to reroll or keep the black die.`;
		} else if (pick?.kind === "option") text = `Picked ${valueOf(view.dice, pick.die, pick.modifier)} (${howText(view.dice, pick.die, pick.modifier)}): now choose a highlighted cell in a ${pick.die} row. Click the number again or press Escape to put it back.`;
		else if (pick?.kind === "cell") text = `Picked row ${pick.row}, column ${pick.col}: now choose one of the highlighted numbers. Click the cell again or press Escape to put it back.`;
		else if (offer.writes.length > 0) text = `Pick a number under the dice, then a highlighted cell of its colour (or a cell first, then its number)${offer.gift ? ", or mark the next gift box instead" : ""}.`;
		else if (offer.gift) text = "No number fits your sweater this roll: mark the next gift box.";
		else if (ctx.seat !== null && view.my_entry) {
			const waiting = view.actors.filter((seat) => seat !== ctx.seat);
			text = `You chose: ${entryText(view, view.my_entry)}.${waiting.length > 0 ? ` Waiting for ${seatsText(ctx, waiting)}.` : ""}`;
		} else if (ctx.seat !== null && view.actors.includes(ctx.seat)) text = "Reading your moves…";
		else text = view.actors.length > 0 ? `Waiting for ${seatsText(ctx, view.actors)}.` : "Waiting.";
		if (hint.textContent !== text) hint.textContent = text;
	};
	return {
		render(root, ctx) {
			last = {
				root,
				ctx
			};
			if (!listening) {
				document.addEventListener("keydown", onKey);
				listening = true;
			}
			draw(root, ctx);
		},
		destroy() {
			document.removeEventListener("keydown", onKey);
			listening = false;
			last = null;
		}
	};
	/** Roll number, rules in play, who rolls, and whether this is the last roll. */
	function rollBar(ctx) {
		const view = ctx.view;
		const active = view.active_seat;
		return h("div", { class: "xs-rollbar" }, h("span", { class: "xs-roll" }, h("strong", null, `Roll ${view.roll}`), h("span", { class: "xs-muted" }, ` of at most ${view.max_rolls}`)), view.active_roller_variant ? h("span", { class: "xs-chip" }, "Variant: ", active === null || active === void 0 ? "the active seat alone uses the black die" : [h("strong", null, active === ctx.seat ? "you are the active seat" : `${ctx.seatName(active)} is the active seat`), " (only the active seat uses the black die)"]) : h("span", { class: "xs-chip" }, "Base rules: everyone may add or subtract the black die"), view.ending && !view.finished ? h("span", { class: "xs-chip xs-chip-ending" }, `Final roll${view.finish_rotation ? "s" : ""}: ${ENDINGS[view.reason ?? ""] ?? "the end is triggered"}`) : null);
	}
	/** The four dice, the numbers they make, and the black die's reroll decision. */
	function tray(ctx, offer, canAct) {
		const view = ctx.view;
		const dice = view.dice;
		const playing = ctx.seat !== null && !view.finished;
		const forCell = pick?.kind === "cell" ? pick : null;
		return h("section", {
			class: "xs-tray",
			"aria-label": `Dice of roll ${view.roll}`
		}, DICE.map((die) => {
			const face = dice?.[die] ?? null;
			return h("div", { class: ["xs-die-group", `xs-group-${die}`] }, dieFace(die, face, 12), playing ? h("div", {
				class: "xs-options",
				role: "group",
				"aria-label": `Numbers from the ${die} die`
			}, MODIFIERS.map((modifier) => optionButton(ctx, offer, canAct, die, modifier, forCell))) : null);
		}), h("div", { class: "xs-die-group xs-group-black" }, dieFace("black", dice?.black ?? null, 6), blackControls(ctx, offer, canAct)));
	}
	function dieFace(die, face, sides) {
		const name = COLOUR_NAME[die] ?? die;
		return h("div", {
			class: ["xs-die", `xs-die-${die}`],
			role: "img",
			"aria-label": `${name} die (${sides} sides)${face === null ? "" : `: ${face}`}`,
			data: {
				die,
				face: face ?? void 0
			}
		}, h("span", {
			class: "xs-die-name",
			"aria-hidden": "true"
		}, name), h("span", {
			class: "xs-die-face",
			"aria-hidden": "true"
		}, face === null ? "–" : String(face)), h("span", {
			class: "xs-die-sides",
			"aria-hidden": "true"
		}, `d${sides}`));
	}
	/** One number a coloured die makes (as it is, plus or minus the black die), as a pick or a move. */
	function optionButton(ctx, offer, canAct, die, modifier, forCell) {
		const dice = ctx.view.dice;
		const value = valueOf(dice, die, modifier);
		const writes = offer.writes.filter((write) => write.die === die && write.modifier === modifier);
		const picked = pick?.kind === "option" && pick.die === die && pick.modifier === modifier;
		const target = forCell ? writes.find((write) => write.row === forCell.row && write.col === forCell.col) ?? null : null;
		const how = howText(dice, die, modifier);
		const sign = modifier === "plus" ? "+" : modifier === "minus" ? "−" : "";
		const formula = modifier === "none" || !dice ? "as rolled" : `${dice[die]} ${sign} ${dice.black}`;
		const impossible = value !== null && value < 0;
		const content = [h("span", {
			class: "xs-opt-value",
			"aria-hidden": "true"
		}, impossible ? "—" : String(value ?? "?")), h("span", {
			class: "xs-opt-how",
			"aria-hidden": "true"
		}, impossible ? "below 0" : formula)];
		let enabled;
		let name;
		if (forCell) {
			enabled = canAct && target !== null;
			name = target ? target.move.label : `${value} (${how}) does not fit row ${forCell.row}, column ${forCell.col}`;
		} else {
			enabled = canAct && writes.length > 0;
			const where = writes.length === 1 ? "1 cell" : `${writes.length} cells`;
			name = impossible ? `${how} is below 0: it cannot be written` : writes.length > 0 ? `${value} (${how}): pick it, then a cell (fits ${where})` : `${value} (${how}): fits no cell${modifier !== "none" && ctx.view.active_roller_variant && ctx.view.active_seat !== ctx.seat ? " (only the active seat uses the black die)" : ""}`;
		}
		return h("button", {
			type: "button",
			class: [
				"xs-option",
				`xs-option-${die}`,
				picked && "xs-picked",
				target && "xs-target"
			],
			disabled: !enabled,
			"aria-pressed": forCell ? null : picked ? "true" : "false",
			"aria-label": name,
			title: name,
			data: {
				xsOption: optionKey(die, modifier),
				moveIndex: target ? target.move.index : void 0,
				focus: `xs-option:${optionKey(die, modifier)}`
			},
			on: { click: () => {
				if (target) act(ctx, target.move);
				else choose(ctx, {
					kind: "option",
					die,
					modifier
				});
			} }
		}, content);
	}
	function blackControls(ctx, offer, canAct) {
		const view = ctx.view;
		if (offer.reroll || offer.keep) return h("div", {
			class: "xs-options xs-black-choice",
			role: "group",
			"aria-label": "The black die"
		}, [offer.reroll, offer.keep].map((move) => move ? h("button", {
			type: "button",
			class: ["xs-black-button", move.move.type === "reroll-black" && "xs-black-reroll"],
			disabled: !canAct,
			"aria-label": move.label,
			title: move.label,
			data: {
				xsBlack: move.move.type === "reroll-black" ? "reroll" : "keep",
				moveIndex: move.index,
				focus: `xs-black:${move.move.type}`
			},
			on: { click: () => act(ctx, move) }
		}, move.move.type === "reroll-black" ? "Reroll" : "Keep") : null));
		if (view.finished) return null;
		if (view.phase === "reroll" && view.active_seat !== null && view.active_seat !== void 0) return h("p", { class: "xs-die-note" }, `${view.active_seat === ctx.seat ? "You decide" : `${ctx.seatName(view.active_seat)} decides`}: reroll or keep`);
		if (view.active_roller_variant && view.active_seat !== null && view.active_seat !== void 0) return h("p", { class: "xs-die-note" }, view.active_seat === ctx.seat ? "Yours to use this roll" : `${ctx.seatName(view.active_seat)}'s to use`);
		return h("p", { class: "xs-die-note" }, "Add it to a die, or take it away");
	}
	/** One seat's sweater: its grid with row points, its gift boxes, and (large) its icon sets. */
	function sheetCard(ctx, sheet, size, offer, interactive) {
		const view = ctx.view;
		const layout = view.layout;
		const score = scoreSheet(sheet.cells, layout, sheet.gift_boxes_marked, view.gift_box_values);
		const own = sheet.seat === ctx.seat;
		const name = own ? "Your sweater" : `${ctx.seatName(sheet.seat)}'s sweater`;
		const headingId = `xs-sheet-${sheet.seat}`;
		const committed = view.committed.includes(sheet.seat);
		const status = view.finished ? null : view.phase === "write" ? committed ? "entry chosen" : view.actors.includes(sheet.seat) ? "choosing" : null : view.active_seat === sheet.seat ? "deciding on the black die" : null;
		return h("section", {
			class: [
				"xs-sheet",
				`xs-sheet-${size}`,
				own && "xs-sheet-own"
			],
			"aria-labelledby": headingId,
			data: { xsSeat: sheet.seat }
		}, h("header", { class: "xs-sheet-head" }, h("h3", { id: headingId }, name), view.active_seat === sheet.seat && !view.finished ? h("span", { class: "xs-tag xs-tag-active" }, "active seat") : null, status ? h("span", { class: ["xs-tag", committed ? "xs-tag-done" : "xs-tag-wait"] }, committed ? "✓ " : "… ", status) : null, h("span", {
			class: "xs-total",
			data: {
				xsSeat: sheet.seat,
				xsTotal: score.total
			}
		}, h("span", { class: "xs-total-label" }, "points "), h("strong", null, String(score.total)))), h("div", { class: "xs-sheet-body" }, h("div", { class: "xs-knit" }, grid(ctx, sheet, size, score, offer, interactive && own), giftBoxes(ctx, sheet, size, offer, interactive && own)), size === "small" ? null : iconPanel(ctx, layout, score, sheet)), summary(sheet, score, size));
	}
	function grid(ctx, sheet, size, score, offer, interactive) {
		const view = ctx.view;
		const layout = view.layout;
		const pending = sheet.seat === ctx.seat && view.my_entry?.type === "write" ? view.my_entry : null;
		const pendingValue = pending ? valueOf(view.dice, pending.die, pending.modifier ?? "none") : null;
		const small = size === "small";
		const cols = layout[0]?.cells.length ?? 7;
		return h("table", { class: "xs-grid" }, h("caption", { class: "visually-hidden" }, `${sheet.seat === ctx.seat ? "Your" : `${ctx.seatName(sheet.seat)}'s`} sheet: ${layout.length} rows of ${cols} cells; points per row at the end`), h("thead", null, h("tr", null, h("td", { class: "xs-corner" }), Array.from({ length: cols }, (_, c) => h("th", {
			scope: "col",
			class: "xs-colhead"
		}, small ? hidden(`column ${c + 1}`) : null, small ? null : String(c + 1))), h("th", {
			scope: "col",
			class: "xs-colhead xs-pointshead"
		}, small ? hidden("points") : "pts"))), h("tbody", null, layout.map((line, r) => {
			const rowScore = score.rows[r];
			return h("tr", { class: [
				"xs-row",
				`xs-row-${line.colour}`,
				rowScore?.complete && "xs-row-complete"
			] }, h("th", {
				scope: "row",
				class: "xs-rowhead"
			}, h("span", {
				class: ["xs-rowchip", `xs-rowchip-${line.colour}`],
				"aria-hidden": "true"
			}), small ? h("span", { "aria-hidden": "true" }, (COLOUR_NAME[line.colour] ?? line.colour).charAt(0)) : h("span", { class: "xs-rowname" }, COLOUR_NAME[line.colour] ?? line.colour), hidden(small ? `${COLOUR_NAME[line.colour] ?? line.colour} row ${line.row}` : ` row ${line.row}`)), line.cells.map((kind, c) => {
				const row = line.row;
				const col = c + 1;
				const value = sheet.cells[r]?.[c] ?? null;
				const isPending = pending !== null && pending.row === row && pending.col === col;
				return cell(ctx, {
					row,
					col,
					kind,
					colour: line.colour,
					value,
					scoresRow: c === cols - 1 && kind === "heart",
					fresh: fresh.has(`${sheet.seat}:${row}:${col}`),
					pendingValue: isPending ? pendingValue : null,
					small
				}, offer, interactive);
			}), h("td", {
				class: "xs-rowpoints",
				title: rowScore?.complete ? "Complete: the row scores its rightmost heart" : "One point per filled cell until the row is complete"
			}, rowScore ? String(rowScore.points) : "0", rowScore?.complete ? h("span", { class: "xs-complete-mark" }, small ? hidden(" complete") : " ✓") : null, rowScore?.complete && !small ? hidden(" complete") : null));
		})));
	}
	function cell(ctx, info, offer, interactive) {
		const { row, col, kind, value } = info;
		const printed = kind === "heart" ? info.scoresRow ? "row-scoring heart" : "heart" : `${kind} icon`;
		const classes = [
			"xs-cell",
			`xs-kind-${kind}`,
			info.scoresRow && "xs-scores-row",
			info.fresh && "xs-fresh",
			value === 0 && "xs-zero"
		];
		const art = [
			picture(kind === "heart" ? "heart" : kind, "xs-cell-pic"),
			info.scoresRow && !info.small ? h("span", {
				class: "xs-scores-badge",
				"aria-hidden": "true"
			}, "★") : null,
			!info.small && kind !== "heart" ? h("span", {
				class: "xs-cell-caption",
				"aria-hidden": "true"
			}, kind) : null
		];
		if (value !== null) return h("td", {
			class: classes,
			title: `Row ${row}, column ${col} (${printed}): ${value}`
		}, art, h("span", { class: "xs-num" }, String(value)), hidden(` ${printed}${info.fresh ? ", new" : ""}`));
		if (info.pendingValue !== null) return h("td", {
			class: [...classes, "xs-pending"],
			title: `Your entry this roll: ${info.pendingValue}, shown to everyone once all have chosen`
		}, art, h("span", { class: "xs-num" }, String(info.pendingValue)), hidden(` ${printed}, your entry this roll (not revealed yet)`));
		const here = offer.writes.filter((write) => write.row === row && write.col === col);
		if (!interactive || here.length === 0 && offer.writes.length === 0) return h("td", { class: [...classes, "xs-empty"] }, art, hidden(`empty ${printed}`));
		const canAct = !ctx.busy && ctx.moves.length > 0;
		const forOption = pick?.kind === "option" ? pick : null;
		const picked = pick?.kind === "cell" && pick.row === row && pick.col === col;
		const target = forOption ? here.find((write) => write.die === forOption.die && write.modifier === forOption.modifier) ?? null : null;
		let enabled;
		let name;
		if (forOption) {
			enabled = canAct && target !== null;
			name = target ? `${target.move.label} (${printed})` : `Row ${row}, column ${col} (${printed}): ${valueOf(ctx.view.dice, forOption.die, forOption.modifier)} does not fit here`;
		} else {
			enabled = canAct && here.length > 0;
			const numbers = [...new Set(here.map((write) => write.value))].sort((a, b) => a - b);
			name = here.length > 0 ? `Row ${row}, column ${col}, empty ${info.colour} ${printed}: pick it, then a number (${numbers.join(", ")} fit${numbers.length === 1 ? "s" : ""})` : `Row ${row}, column ${col}, empty ${info.colour} ${printed}: no number of this roll fits`;
		}
		return h("td", { class: [
			...classes,
			"xs-empty",
			(target || picked && enabled) && "xs-target-cell"
		] }, h("button", {
			type: "button",
			class: [
				"xs-cell-button",
				picked && "xs-picked",
				target && "xs-target"
			],
			disabled: !enabled,
			"aria-pressed": forOption ? null : picked ? "true" : "false",
			"aria-label": name,
			title: name,
			data: {
				xsCell: cellKey(row, col),
				moveIndex: target ? target.move.index : void 0,
				preview: target ? String(target.value) : void 0,
				focus: `xs-cell:${cellKey(row, col)}`
			},
			on: { click: () => {
				if (target) act(ctx, target.move);
				else choose(ctx, {
					kind: "cell",
					row,
					col
				});
			} }
		}, art));
	}
	function giftBoxes(ctx, sheet, size, offer, interactive) {
		const view = ctx.view;
		const values = view.gift_box_values;
		const marked = sheet.gift_boxes_marked;
		const pendingGift = sheet.seat === ctx.seat && view.my_entry?.type === "mark-gift-box";
		const canAct = !ctx.busy && ctx.moves.length > 0;
		const small = size === "small";
		const boxes = values.map((points, i) => {
			const number = i + 1;
			const isMarked = number <= marked;
			const next = number === marked + 1;
			const freshBox = fresh.has(`${sheet.seat}:gift:${number}`);
			const classes = [
				"xs-gift",
				isMarked && "xs-gift-marked",
				next && pendingGift && "xs-gift-pending",
				freshBox && "xs-fresh"
			];
			const content = [
				picture("gift", "xs-gift-pic"),
				isMarked ? h("span", {
					class: "xs-gift-cross",
					"aria-hidden": "true"
				}, "✕") : null,
				h("span", {
					class: "xs-gift-cost",
					"aria-hidden": "true"
				}, `${points}`)
			];
			const words = `Gift box ${number} (${points} points): ${isMarked ? "marked" : next && pendingGift ? "your entry this roll (not revealed yet)" : "not marked"}`;
			if (interactive && next && offer.gift) {
				const label = offer.gift.label;
				return h("li", { class: [...classes, "xs-gift-next"] }, h("button", {
					type: "button",
					class: "xs-gift-button",
					disabled: !canAct,
					"aria-label": label,
					title: label,
					data: {
						xsGift: number,
						moveIndex: offer.gift.index,
						focus: "xs-gift"
					},
					on: { click: () => offer.gift && act(ctx, offer.gift) }
				}, content));
			}
			return h("li", {
				class: classes,
				title: words
			}, content, hidden(words));
		});
		const allMarked = marked >= values.length;
		return h("div", { class: "xs-gifts" }, small ? null : h("span", { class: "xs-gifts-title" }, "Gift boxes", h("span", { class: "xs-muted" }, ` ${marked}/${values.length}`)), h("ol", {
			class: "xs-gift-list",
			"aria-label": `Gift boxes, ${marked} of ${values.length} marked`
		}, boxes), interactive && allMarked && offer.gift ? h("button", {
			type: "button",
			class: "xs-gift-pass",
			disabled: !canAct,
			"aria-label": offer.gift.label,
			title: offer.gift.label,
			data: {
				xsGift: "none",
				moveIndex: offer.gift.index,
				focus: "xs-gift"
			},
			on: { click: () => offer.gift && act(ctx, offer.gift) }
		}, "Mark nothing (all six are marked)") : null);
	}
	function iconPanel(ctx, layout, score, sheet) {
		return h("div", { class: "xs-side" }, h("ul", {
			class: "xs-icons",
			"aria-label": "Icon sets: each scores the sum of its three cells once all are filled"
		}, iconsOf(layout).map((icon) => {
			const set = score.icons.find((item) => item.icon === icon);
			const filled = set?.filled ?? 0;
			const total = set?.cells.length ?? 3;
			return h("li", {
				class: ["xs-icon-set", set?.complete && "xs-icon-done"],
				title: `${icon}: rows ${set?.cells.map((where) => where.row).join(", ")}`
			}, picture(icon, "xs-icon-pic"), h("span", { class: "xs-icon-name" }, icon), h("span", { class: "xs-icon-count" }, set?.complete ? `${set.points} pts` : `${filled}/${total}`));
		})), h("p", {
			class: ["xs-ginger", score.gingerbread > 0 && "xs-ginger-done"],
			title: `Gingerbread Man: +10 once for at least 5 tens on the sheet`
		}, picture("gingerbread", "xs-icon-pic"), h("span", null, `Tens ${Math.min(score.tens, 5)}/5`), h("span", { class: "xs-icon-count" }, score.gingerbread > 0 ? `+${score.gingerbread}` : `(10s)`)), h("p", { class: "xs-muted xs-small" }, `${sheet.complete_rows} complete row${sheet.complete_rows === 1 ? "" : "s"}`), ctx.view.players === 1 ? bandLine(ctx, score.total) : null);
	}
	/** A solo game's band for the running points, and what the next band up needs. */
	function bandLine(ctx, total) {
		const bands = [...ctx.catalog.bands ?? []].sort((a, b) => (b.lowest ?? -Infinity) - (a.lowest ?? -Infinity));
		const at = bands.findIndex((band) => band.lowest === null || band.lowest === void 0 || total >= band.lowest);
		const band = bands[at];
		if (!band) return null;
		const up = at > 0 ? bands[at - 1] : void 0;
		return h("p", { class: "xs-band" }, "Solo band: ", h("strong", null, band.label), up && up.lowest !== null && up.lowest !== void 0 ? h("span", { class: "xs-muted" }, ` · ${up.lowest} for ${up.label}`) : null);
	}
	function summary(sheet, score, size) {
		const rows = score.rows.reduce((sum, row) => sum + row.points, 0);
		const icons = score.icons.reduce((sum, icon) => sum + icon.points, 0);
		const parts = [
			`rows ${rows}`,
			`icons ${icons}`,
			score.gingerbread ? `gingerbread ${score.gingerbread}` : null,
			`gift boxes ${score.giftBoxes}`
		].filter(Boolean);
		return h("p", { class: "xs-summary" }, size === "small" ? `${sheet.complete_rows} complete row${sheet.complete_rows === 1 ? "" : "s"} · ${sheet.gift_boxes_marked}/6 boxes · ` : null, `${score.total} points: ${parts.join(", ")}`);
	}
};
/** "Write 7 (red 5 + black 2) in row 1, column 3", "Mark a gift box": the seat's own hidden entry. */
function entryText(view, entry) {
	if (entry.type === "mark-gift-box") return "mark a gift box";
	const modifier = entry.modifier ?? "none";
	return `write ${valueOf(view.dice, entry.die, modifier)} (${howText(view.dice, entry.die, modifier)}) in row ${entry.row}, column ${entry.col}`;
}
// src/renderers/index.ts
var DEDICATED = {
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
	"xmas-sweater": xmasSweater
};
/** True when the game has a renderer of its own: such a table needs no contract facts (../contract.ts). */
function isDedicated(slug) {
	return slug in DEDICATED && !prefersGenericTables();
}
/** A new renderer for one table of the game `slug`: its dedicated one, else the generic one. */
function rendererFor(slug) {
	return ((isDedicated(slug) ? DEDICATED[slug] : void 0) ?? generic)();
}
// src/pages/table-parts.ts
/** More moves than this get a filter box. */
var FILTER_FROM = 12;
function seatList(table, view, me) {
	return h("ul", {
		class: "seats",
		"aria-label": "Seats"
	}, table.seats.map((seat) => {
		const toMove = !view.finished && view.actors.includes(seat.seat);
		return h("li", {
			class: [
				"seat",
				toMove && "to-move",
				seat.seat === me && "you"
			],
			data: { seat: seat.seat }
		}, h("span", {
			class: "turn-mark",
			"aria-hidden": "true"
		}, toMove ? "▶" : ""), h("span", { class: "seat-name" }, seat.name), h("span", { class: "badge" }, badge(seat, me)), toMove ? h("span", { class: "badge badge-turn" }, "to move") : null, seat.deadline ? h("time", {
			class: "deadline",
			datetime: seat.deadline,
			data: { deadline: seat.deadline }
		}, countdown(seat.deadline)) : null, seat.timeouts > 0 ? h("span", { class: "badge" }, `${seat.timeouts} time-out${seat.timeouts === 1 ? "" : "s"}`) : null);
	}));
}
function badge(seat, me) {
	if (seat.seat === me) return "you";
	if (seat.status === "ai") return `bot, ${seat.level ?? "greedy"}${seat.left ? ", took over" : ""}`;
	if (seat.status === "open") return "open seat";
	return seat.left ? "left" : "player";
}
/** "1:05 left", from an RFC 3339 deadline. */
function countdown(deadline, now = Date.now()) {
	const seconds = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1e3));
	if (seconds === 0) return "time is up";
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} left`;
}
/** The invitation links this browser can hand out: open seats with their codes, or any open seat of a public game. */
function invitationPanel(slug, gameId, table, codes) {
	const open = table.seats.filter((seat) => seat.status === "open" && (table.public || codes[seat.seat]));
	if (open.length === 0) return null;
	return h("section", {
		class: "invitations",
		"aria-labelledby": "invite-heading"
	}, h("h2", { id: "invite-heading" }, "Invite players"), table.public ? h("p", null, "This game is public: anyone can take an open seat from the lobby, or with this link.") : null, open.map((seat) => {
		const link = absolute(joinHref(slug, gameId, seat.seat, codes[seat.seat] ?? null));
		const id = `invite-${seat.seat}`;
		const status = h("span", {
			class: "copy-status",
			role: "status"
		});
		const field = h("input", {
			id,
			type: "text",
			readonly: true,
			value: link,
			class: "invite-link",
			data: { seat: seat.seat }
		});
		const copy = async () => {
			try {
				await navigator.clipboard.writeText(link);
			} catch {
				field.select();
				document.execCommand("copy");
			}
			status.textContent = "Copied";
		};
		return h("div", { class: "invite" }, h("label", { for: id }, `Invitation link for seat ${seat.seat + 1} (${seat.name})`), h("div", { class: "invite-row" }, field, h("button", {
			type: "button",
			on: { click: () => void copy() },
			data: { copy: seat.seat }
		}, "Copy link"), status));
	}));
}
/** What the host (the browser that created the game) may do: give an open seat to a bot, cancel the game. */
function hostPanel(table, handToAi, cancel) {
	const confirm = h("button", {
		type: "button",
		class: "primary",
		hidden: true,
		on: { click: cancel }
	}, "Yes, cancel the game");
	const open = table.seats.filter((seat) => seat.status === "open");
	return h("details", { class: "host" }, h("summary", null, "Host"), open.map((seat) => h("button", {
		type: "button",
		data: { handToAi: seat.seat },
		on: { click: () => handToAi(seat.seat) }
	}, `Let a greedy bot play seat ${seat.seat + 1}`)), h("button", {
		type: "button",
		on: { click: () => confirm.hidden = false }
	}, "Cancel the game…"), confirm);
}
/** The labelled legal moves as buttons, grouped by kind of move: the way to play any move by keyboard. */
function moveList(moves, busy, act, filter) {
	const groups = /* @__PURE__ */ new Map();
	for (const move of moves) {
		const type = String(move.move.type ?? "move");
		groups.set(type, [...groups.get(type) ?? [], move]);
	}
	const body = h("div", { class: "move-groups" });
	const apply = () => {
		const text = filter.text.trim().toLowerCase();
		for (const button of body.querySelectorAll("button[data-move-index]")) button.hidden = text !== "" && !(button.dataset.label ?? "").toLowerCase().includes(text);
	};
	for (const [type, list] of groups) body.append(h("div", {
		class: "move-group",
		role: "group",
		"aria-label": humanise(type)
	}, h("h3", null, humanise(type), h("span", { class: "count" }, ` (${list.length})`)), h("div", { class: "move-buttons" }, list.map((move) => [h("button", {
		type: "button",
		class: "move",
		disabled: busy,
		data: {
			moveIndex: move.index,
			label: move.label,
			focus: `move:${move.label}`
		},
		on: { click: () => act(move.move) }
	}, move.label), move.open.length > 0 ? openEditor(move, busy, act) : null]))));
	const search = moves.length > FILTER_FROM ? h("div", { class: "filter" }, h("label", { for: "move-filter" }, "Filter moves"), h("input", {
		id: "move-filter",
		type: "search",
		value: filter.text,
		data: { focus: "move-filter" },
		on: { input: (event) => {
			filter.text = event.target.value;
			apply();
		} }
	})) : null;
	apply();
	return h("div", null, search, body);
}
/** A move with open fields (docs/api.md, "Act"): its JSON, to change those fields before posting it. */
function openEditor(move, busy, act) {
	const id = `open-${move.index}`;
	const area = h("textarea", {
		id,
		rows: 4,
		spellcheck: "false"
	});
	area.value = JSON.stringify(move.move, null, 1);
	const note = h("p", {
		class: "hint",
		role: "status"
	});
	return h("details", { class: "open-move" }, h("summary", null, `Change ${move.open.join(", ")}`), h("label", { for: id }, `The move as JSON; ${move.open.join(", ")} may take other values`), area, h("button", {
		type: "button",
		disabled: busy,
		on: { click: () => {
			try {
				act(JSON.parse(area.value));
			} catch {
				note.textContent = "That is not valid JSON.";
			}
		} }
	}, "Play this move"), note);
}
function logItem(event) {
	return h("li", { data: { eventId: event.id } }, event.text);
}
/** The scoreboard: rank, name, points and each scoring rule's points, in rank order. */
function scoreboard(score, me) {
	const rules = [...new Set(score.seats.flatMap((line) => Object.keys(line.breakdown)))];
	const lines = [...score.seats].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
	const name = (seat) => score.table.seats[seat]?.name ?? `Seat ${seat + 1}`;
	const extra = Object.entries(score).filter(([key, value]) => ![
		"final",
		"seats",
		"reason",
		"game_id",
		"version",
		"table"
	].includes(key) && value !== null && typeof value !== "object");
	return h("div", {
		class: "scoreboard",
		data: { final: String(score.final) }
	}, h("div", {
		class: "scroll-x",
		tabindex: "0",
		role: "region",
		"aria-label": "Scoreboard"
	}, h("table", null, h("caption", null, score.final ? "Final score" : "Score so far", score.reason ? ` (${humanise(score.reason).toLowerCase()})` : ""), h("thead", null, h("tr", null, h("th", { scope: "col" }, "Rank"), h("th", { scope: "col" }, "Seat"), h("th", { scope: "col" }, "Points"), rules.map((rule) => h("th", { scope: "col" }, humanise(rule))))), h("tbody", null, lines.map((line) => h("tr", {
		class: [line.rank === 1 && "winner", line.seat === me && "mine"],
		data: { seat: line.seat }
	}, h("td", null, ordinal(line.rank), line.rank === 1 && score.final ? h("span", { class: "tag" }, "winner") : null), h("th", { scope: "row" }, name(line.seat), line.seat === me ? h("span", { class: "tag" }, "you") : null), h("td", { class: "number" }, String(line.points)), rules.map((rule) => h("td", { class: "number" }, line.breakdown[rule] === void 0 ? "–" : String(line.breakdown[rule])))))))), extra.length > 0 ? h("dl", { class: "fields" }, extra.map(([key, value]) => [h("dt", null, humanise(key)), h("dd", null, String(value))])) : null);
}
// src/pages/table.ts
/** Over: played to its end, or cancelled by the host. */
var over = (view) => view.finished || view.table.cancelled;
var LIVE_TEXT = {
	connecting: "connecting…",
	open: "live",
	reconnecting: "reconnecting…",
	closed: ""
};
function tablePage(root, slug, gameId, seat) {
	let token = seat === null ? null : seatToken(slug, gameId, seat);
	const host = hostToken(slug, gameId);
	let title = slug;
	let view$1 = null;
	let moves = null;
	let catalog$1 = null;
	let contract = null;
	let score$1 = null;
	let busy = false;
	let problem = null;
	let live = "connecting";
	let renders = 0;
	let stopLive = null;
	let gone = false;
	const seen = /* @__PURE__ */ new Set();
	const events = [];
	const filter = { text: "" };
	const renderer = rendererFor(slug);
	const page = h("main", {
		class: "table-page",
		data: {
			tableState: "loading",
			render: 0
		}
	});
	const titleText = document.createTextNode(slug);
	const crumbText = document.createTextNode(slug);
	const liveMark = h("span", { class: "live" });
	const heading = h("h1", null, titleText, liveMark);
	const crumbs = h("p", { class: "crumbs" }, h("a", { href: lobbyHref() }, "Lobby"), " / ", crumbText);
	const status = h("p", {
		class: "status",
		role: "status"
	});
	const seatsSlot = h("div");
	const hostSlot = h("div");
	const head = h("header", { class: "table-head" }, crumbs, heading, status, seatsSlot, hostSlot);
	let hostKey = "";
	const alert = h("div", {
		class: "alert-slot",
		role: "alert"
	});
	let shownProblem = null;
	const scoreSlot = h("section", {
		class: "score",
		"aria-label": "Score",
		hidden: true
	});
	const board = h("section", {
		class: "board",
		"aria-label": "Board"
	});
	const movesSlot = h("section", {
		class: "moves",
		"aria-labelledby": "moves-heading"
	});
	const log = h("ol", {
		class: "log",
		tabindex: 0,
		"aria-label": "Game log"
	});
	page.append(head, alert, scoreSlot, h("div", { class: "table-body" }, board, h("div", { class: "side" }, movesSlot, h("section", {
		class: "log-panel",
		"aria-labelledby": "log-heading"
	}, h("h2", { id: "log-heading" }, "Game log"), h("div", {
		role: "log",
		"aria-live": "polite",
		"aria-labelledby": "log-heading"
	}, log)))));
	root.replaceChildren(page);
	const seatName = (n) => view$1?.table.seats[n]?.name ?? `Seat ${n + 1}`;
	const state = () => {
		if (!view$1) return "loading";
		if (over(view$1)) return score$1 ? "finished" : "finishing";
		if (seat === null || !token) return "watching";
		if (busy) return "busy";
		if (!view$1.actors.includes(seat)) return "waiting";
		return moves && moves.version === view$1.version ? moves.moves.length > 0 ? "turn" : "waiting" : "loading";
	};
	const labelled = () => moves && view$1 && moves.version === view$1.version && !over(view$1) ? moves.moves.map((move, index) => ({
		move,
		index,
		label: moves?.labels[index] ?? "",
		open: moves?.open.filter((item) => item.move === index).flatMap((item) => item.fields) ?? []
	})) : [];
	const render = () => {
		if (gone) return;
		const focused = document.activeElement;
		const hadFocus = focused instanceof HTMLElement && focused !== page && page.contains(focused);
		draw();
		if (hadFocus && !page.contains(document.activeElement)) movesSlot.querySelector("h2")?.focus({ preventScroll: true });
	};
	const draw = () => {
		renders += 1;
		page.dataset.tableState = state();
		page.dataset.render = String(renders);
		if (problem !== shownProblem) {
			alert.replaceChildren(problem ? problemBox(problem) : "");
			shownProblem = problem;
		}
		if (!view$1 || !catalog$1 || !contract) return;
		drawHead(view$1);
		if (score$1) {
			scoreSlot.hidden = false;
			keepFocus(scoreSlot, () => scoreSlot.replaceChildren(h("h2", null, view$1?.table.cancelled ? "Cancelled" : "Game over"), scoreboard(score$1, seat), rematchBar(view$1) ?? ""));
		}
		const ctx = {
			slug,
			title,
			seat: token ? seat : null,
			view: view$1,
			moves: labelled(),
			catalog: catalog$1,
			table: view$1.table,
			contract,
			log: events,
			busy,
			act: act$1,
			seatName
		};
		keepFocus(board, () => renderer.render(board, ctx));
		keepFocus(movesSlot, () => movesSlot.replaceChildren(h("h2", {
			id: "moves-heading",
			tabindex: -1
		}, "Moves"), movesBody(ctx)));
	};
	const drawHead = (current) => {
		const text = over(current) ? current.table.cancelled ? "The host cancelled the game." : "The game is over." : seat !== null && token && current.actors.includes(seat) ? "Your turn." : current.actors.length > 0 ? `Waiting for ${current.actors.map(seatName).join(", ")}.` : "Waiting.";
		titleText.data = title;
		crumbText.data = title;
		liveMark.dataset.live = live;
		liveMark.textContent = LIVE_TEXT[live];
		const said = text + (seat !== null && !token ? " You hold no token for this seat in this browser, so you are watching." : "");
		if (status.textContent !== said) status.textContent = said;
		seatsSlot.replaceChildren(seatList(current.table, current, token ? seat : null));
		const open = current.table.seats.filter((item) => item.status === "open").map((item) => item.seat);
		const key = JSON.stringify([
			over(current),
			open,
			current.table.public
		]);
		if (key !== hostKey) {
			hostKey = key;
			hostSlot.replaceChildren((over(current) ? null : invitationPanel(slug, gameId, current.table, invitations(slug, gameId))) ?? "", host && !over(current) ? hostPanel(current.table, (n) => void hostAct(() => handToAi(slug, gameId, n, host)), () => void hostAct(() => cancel(slug, gameId, host))) : "");
		}
	};
	const movesBody = (ctx) => {
		if (over(ctx.view)) return h("p", null, "No more moves: the game is over.");
		if (ctx.seat === null) return h("p", null, "You are watching this game.");
		if (ctx.moves.length === 0) return h("p", null, ctx.view.actors.includes(ctx.seat) ? "Reading your moves…" : "Not your turn.");
		return moveList(ctx.moves, busy, (move) => void act$1(move), filter);
	};
	const rematchBar = (current) => {
		if (current.table.cancelled) return null;
		if (seat === null || !token) return current.table.rematch ? h("p", null, h("a", { href: tableHref(slug, current.table.rematch, null) }, "Watch the rematch")) : null;
		const mine = token;
		const ask = async () => {
			try {
				const next = await rematch(slug, gameId, mine);
				keepSeatToken(slug, next.game_id, next.seat, next.token);
				if (next.host_token) keepHostToken(slug, next.game_id, next.host_token);
				keepInvitations(slug, next.game_id, Object.fromEntries(next.invitations.map((item) => [item.seat, item.code])));
				keepRecentGame({
					slug,
					gameId: next.game_id,
					seat: next.seat,
					title
				});
				go(tableHref(slug, next.game_id, next.seat));
			} catch (error) {
				show(error);
			}
		};
		return h("p", { class: "rematch" }, h("button", {
			type: "button",
			data: { focus: "rematch" },
			on: { click: () => void ask() }
		}, current.table.rematch ? "Join the rematch" : "Rematch"));
	};
	const show = (error) => {
		problem = error instanceof ApiProblem ? error : new ApiProblem({
			type: "about:blank",
			title: "Something went wrong",
			status: 0,
			code: "client",
			detail: String(error)
		});
		render();
	};
	/** Take a view if it is newer than the one shown; a newer one means new moves to read. */
	const take = (next) => {
		if (view$1 && next.version <= view$1.version) return;
		view$1 = next;
		if (over(next) && !score$1) loadScore();
		syncMoves();
		render();
	};
	let syncing = false;
	let again = false;
	/** Read the legal moves of the version shown, and keep the view and the moves of the same version. */
	const syncMoves = async () => {
		if (syncing) {
			again = true;
			return;
		}
		syncing = true;
		try {
			for (let round = 0; round < 6; round++) {
				again = false;
				const current = view$1;
				if (!current || !token || seat === null || over(current) || !current.actors.includes(seat)) moves = null;
				else if (!moves || moves.version !== current.version) {
					const answer = await legalMoves(slug, gameId, token);
					if (answer.version === view$1?.version) moves = answer;
					else if (view$1 && answer.version > view$1.version) {
						moves = answer;
						take(await view(slug, gameId, token));
					} else again = true;
				}
				if (!again) break;
			}
		} catch (error) {
			show(error);
		} finally {
			syncing = false;
			render();
		}
	};
	const act$1 = async (move) => {
		if (busy || !token || gone) return;
		busy = true;
		problem = null;
		render();
		try {
			take(await act(slug, gameId, token, move));
		} catch (error) {
			show(error);
			moves = null;
			try {
				take(await view(slug, gameId, token));
			} catch {}
		} finally {
			busy = false;
			await syncMoves();
		}
	};
	/** A host action: its answer is the spectator's view, so the seat's own view comes from the stream. */
	const hostAct = async (action) => {
		try {
			await action();
			problem = null;
		} catch (error) {
			show(error);
		}
	};
	const loadScore = async () => {
		try {
			score$1 = await score(slug, gameId);
			render();
		} catch (error) {
			show(error);
		}
	};
	const addEvent = (event) => {
		if (seen.has(event.id)) return;
		seen.add(event.id);
		events.push(event);
		const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
		log.append(logItem(event));
		if (atBottom) log.scrollTop = log.scrollHeight;
	};
	const start = async () => {
		try {
			const [games, pieces, facts, first, past] = await Promise.all([
				catalog(),
				components(slug),
				isDedicated(slug) ? Promise.resolve(NO_CONTRACT) : gameContract(slug),
				view(slug, gameId, token),
				events$1(slug, gameId, token)
			]);
			if (gone) return;
			title = games.games.find((game) => game.slug === slug)?.title ?? slug;
			document.title = `${title} · Yuletide`;
			catalog$1 = pieces;
			contract = facts;
			past.events.forEach(addEvent);
			take(first);
			if (token && seat !== null) keepRecentGame({
				slug,
				gameId,
				seat,
				title
			});
			if (!over(first)) stopLive = follow(slug, gameId, token, past.cursor, {
				onView: take,
				onEvent: (event) => {
					addEvent(event);
					render();
				},
				onFinished: () => {
					if (!score$1) loadScore();
				},
				onState: (next) => {
					live = next;
					render();
				},
				onLost: (lost) => {
					forgetSeatToken(slug, gameId, seat ?? 0);
					show(lost);
				}
			});
			else live = "closed";
			render();
		} catch (error) {
			if (error instanceof ApiProblem && error.status === 401 && token && seat !== null) {
				forgetSeatToken(slug, gameId, seat);
				token = null;
				show(error);
				start();
				return;
			}
			show(error);
		}
	};
	const ticker = window.setInterval(() => {
		for (const element of page.querySelectorAll("[data-deadline]")) element.textContent = countdown(element.dataset.deadline ?? "");
	}, 1e3);
	const rematchWatch = window.setInterval(() => {
		if (view$1?.finished && !view$1.table.rematch && !view$1.table.cancelled) view(slug, gameId, token).then(take, () => void 0);
	}, 5e3);
	start();
	return () => {
		gone = true;
		stopLive?.();
		window.clearInterval(ticker);
		window.clearInterval(rematchWatch);
		renderer.destroy?.();
	};
}
// src/main.ts
var app = document.getElementById("app");
var leave = null;
function route() {
	leave?.();
	leave = null;
	const target = parse(location.hash);
	const root = h("div", {
		class: "page",
		id: "content",
		tabindex: -1
	});
	app.replaceChildren(h("a", {
		class: "skip",
		href: "#content",
		on: { click: (event) => (event.preventDefault(), root.focus()) }
	}, "Skip to content"), root);
	switch (target.page) {
		case "lobby":
			leave = lobbyPage(root);
			break;
		case "new":
			leave = newGamePage(root, target.slug);
			break;
		case "table":
			leave = tablePage(root, target.slug, target.gameId, target.seat);
			break;
		case "join":
			leave = joinPage(root, target.slug, target.gameId, target.seat, target.code);
			break;
		case "missing":
			document.title = "Not found · Yuletide";
			root.append(h("main", null, h("h1", null, "Nothing here"), h("p", null, h("a", { href: lobbyHref() }, "Go to the lobby"))));
	}
	window.scrollTo(0, 0);
}
window.addEventListener("hashchange", route);
route();
