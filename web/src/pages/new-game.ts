// The new-game form of one game: its seats (this browser's players, bots at each level, open seats to invite
// someone to), its options from the contract, a turn clock, a place in the lobby, and a test seed.
import * as api from "../api";
import { ApiProblem } from "../api";
import { gameContract } from "../contract";
import { h } from "../dom";
import { go, lobbyHref, tableHref } from "../router";
import * as store from "../store";
import type { AiLevel, CatalogEntry, CreateGame, SeatSpec, Slug } from "../types";
import { loading, problemBox } from "./common";
import { optionsForm } from "./options-form";

const LEVELS: AiLevel[] = ["random", "greedy", "expert"];
const KINDS: { value: string; text: string }[] = [
  { value: "human", text: "Player at this browser" },
  { value: "open", text: "Open seat: invite a player" },
  ...LEVELS.map((level) => ({ value: `ai:${level}`, text: `Bot: ${level}` })),
];

export function newGamePage(root: HTMLElement, slug: Slug): () => void {
  root.replaceChildren(loading("the game"));
  let gone = false;
  Promise.all([api.catalog(), gameContract(slug)])
    .then(([catalog, contract]) => {
      if (gone) return;
      const entry = catalog.games.find((game) => game.slug === slug);
      if (!entry) {
        root.replaceChildren(h("main", null, h("h1", null, "No such game"), h("p", null, h("a", { href: lobbyHref() }, "Back to the lobby"))));
        return;
      }
      document.title = `New ${entry.title} game · Yuletide`;
      root.replaceChildren(form(slug, entry, optionsForm(contract.options, contract.resolve)));
    })
    .catch((error: unknown) => {
      if (!gone) root.replaceChildren(h("main", null, error instanceof ApiProblem ? problemBox(error) : String(error)));
    });
  return () => {
    gone = true;
  };
}

function form(slug: Slug, entry: CatalogEntry, options: ReturnType<typeof optionsForm>): HTMLElement {
  const alert = h("div", { role: "alert", class: "alert-slot" });
  const count = h(
    "select",
    { id: "seat-count" },
    Array.from({ length: entry.max_seats - entry.min_seats + 1 }, (_, i) => entry.min_seats + i).map((n) =>
      h("option", { value: String(n), selected: n === Math.max(entry.min_seats, Math.min(entry.max_seats, 2)) }, String(n)),
    ),
  );
  const rows = h("ol", { class: "seat-rows" });
  const drawRows = () => {
    const kept = [...rows.querySelectorAll<HTMLElement>("li")].map((row) => ({
      kind: row.querySelector("select")?.value,
      name: row.querySelector("input")?.value,
    }));
    rows.replaceChildren(
      ...Array.from({ length: Number(count.value) }, (_, seat) => {
        const before = kept[seat];
        const kind = before?.kind ?? (seat === 0 ? "human" : "ai:greedy");
        const name = h("input", { id: `seat-name-${seat}`, type: "text", maxlength: 40, autocomplete: seat === 0 ? "nickname" : "off", value: before?.name ?? (seat === 0 ? store.playerName() : ""), placeholder: `Player ${seat + 1}` });
        const select = h(
          "select",
          { id: `seat-kind-${seat}`, on: { change: () => (name.disabled = select.value !== "human") } },
          KINDS.map((item) => h("option", { value: item.value, selected: item.value === kind }, item.text)),
        );
        name.disabled = kind !== "human";
        return h(
          "li",
          { class: "seat-row" },
          h("label", { for: `seat-kind-${seat}` }, `Seat ${seat + 1}`),
          select,
          h("label", { for: `seat-name-${seat}`, class: "visually-hidden" }, `Name of seat ${seat + 1}`),
          name,
        );
      }),
    );
  };
  count.addEventListener("change", drawRows);
  drawRows();

  const listed = h("input", { id: "public", type: "checkbox" });
  const clocked = h("input", { id: "clock", type: "checkbox" });
  const seconds = h("input", { id: "turn-seconds", type: "number", min: 1, max: 604800, value: 60, inputmode: "numeric" });
  const timeouts = h("input", { id: "timeouts-to-ai", type: "number", min: 1, max: 100, value: 3, inputmode: "numeric" });
  const clockFields = () => {
    seconds.disabled = !clocked.checked;
    timeouts.disabled = !clocked.checked;
  };
  clocked.addEventListener("change", clockFields);
  clockFields();
  count.addEventListener("change", () => options.seats(Number(count.value)));
  options.seats(Number(count.value));
  const seed = h("input", { id: "seed", type: "text", inputmode: "numeric", pattern: "[0-9]*", "aria-describedby": "seed-hint" });
  const submit = h("button", { type: "submit", class: "primary" }, "Create the game");

  const create = async (event: Event) => {
    event.preventDefault();
    alert.replaceChildren();
    let body: CreateGame;
    try {
      body = { seats: seatsOf(rows) } as CreateGame;
      const chosen = options.read();
      if (Object.keys(chosen).length > 0) body.options = chosen as CreateGame["options"];
      if (listed.checked) body.public = true;
      if (clocked.checked) body.clock = { turn_seconds: Number(seconds.value), timeouts_to_ai: Number(timeouts.value) };
      if (seed.value.trim()) body.seed = Number(seed.value.trim());
    } catch (error) {
      alert.replaceChildren(h("div", { class: "problem" }, h("strong", null, "Check the form."), ` ${(error as Error).message}`));
      return;
    }
    submit.disabled = true;
    try {
      const created = await api.createGame(slug, body);
      const codes: Record<number, string> = {};
      for (const grant of created.seats) {
        if (grant.token) store.keepSeatToken(slug, created.game_id, grant.seat, grant.token);
        if (grant.invitation) codes[grant.seat] = grant.invitation;
      }
      store.keepHostToken(slug, created.game_id, created.host_token);
      store.keepInvitations(slug, created.game_id, codes);
      const first = created.seats.find((grant) => grant.token);
      const mine = body.seats[0];
      if (mine?.kind === "human" && mine.name) store.keepPlayerName(mine.name);
      go(tableHref(slug, created.game_id, first ? first.seat : null));
    } catch (error) {
      alert.replaceChildren(error instanceof ApiProblem ? problemBox(error) : String(error));
      submit.disabled = false;
    }
  };

  return h(
    "main",
    { class: "new-game" },
    h("p", { class: "crumbs" }, h("a", { href: lobbyHref() }, "Lobby"), " / ", entry.title),
    h("h1", null, `New game of ${entry.title}`),
    h("p", { class: "summary" }, entry.summary),
    h(
      "form",
      { on: { submit: (event) => void create(event) }, novalidate: true },
      h("fieldset", null, h("legend", null, "Seats"), h("div", { class: "field" }, h("label", { for: "seat-count" }, "Number of seats"), count), rows),
      options.element,
      h(
        "fieldset",
        null,
        h("legend", null, "Table"),
        h("div", { class: "field field-check" }, listed, h("label", { for: "public" }, "List in the lobby: anyone may take an open seat")),
        h("div", { class: "field field-check" }, clocked, h("label", { for: "clock" }, "Turn clock")),
        h("div", { class: "field" }, h("label", { for: "turn-seconds" }, "Seconds per decision"), seconds),
        h("div", { class: "field" }, h("label", { for: "timeouts-to-ai" }, "Time-outs in a row before a bot takes the seat"), timeouts),
      ),
      h(
        "details",
        null,
        h("summary", null, "Advanced"),
        h("div", { class: "field" }, h("label", { for: "seed" }, "Seed"), seed, h("p", { class: "hint", id: "seed-hint" }, "A fixed seed replays the same shuffles; only servers that allow test seeds accept one.")),
      ),
      alert,
      submit,
    ),
  );
}

function seatsOf(rows: HTMLElement): SeatSpec[] {
  return [...rows.querySelectorAll<HTMLElement>("li")].map((row) => {
    const kind = row.querySelector("select")?.value ?? "human";
    const name = row.querySelector("input")?.value.trim() ?? "";
    if (kind === "open") return { kind: "open" };
    if (kind.startsWith("ai:")) return { kind: "ai", level: kind.slice(3) as AiLevel };
    return name ? { kind: "human", name } : { kind: "human" };
  });
}
