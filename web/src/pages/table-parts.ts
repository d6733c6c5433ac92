// The parts of the table page around the board: seats with turn and deadlines, invitations, the fallback
// list of labelled moves, the game log and the final scoreboard. Each is drawn from plain data.
import { h, humanise, ordinal } from "../dom";
import { absolute, joinHref } from "../router";
import type { LabelledMove, LoggedEvent, Score, SeatStatus, Table, View } from "../types";

/** More moves than this get a filter box. */
const FILTER_FROM = 12;

export function seatList(table: Table, view: View, me: number | null): HTMLElement {
  return h(
    "ul",
    { class: "seats", "aria-label": "Seats" },
    table.seats.map((seat) => {
      const toMove = !view.finished && view.actors.includes(seat.seat);
      return h(
        "li",
        { class: ["seat", toMove && "to-move", seat.seat === me && "you"], data: { seat: seat.seat } },
        h("span", { class: "turn-mark", "aria-hidden": "true" }, toMove ? "▶" : ""),
        h("span", { class: "seat-name" }, seat.name),
        h("span", { class: "badge" }, badge(seat, me)),
        toMove ? h("span", { class: "badge badge-turn" }, "to move") : null,
        seat.deadline ? h("time", { class: "deadline", datetime: seat.deadline, data: { deadline: seat.deadline } }, countdown(seat.deadline)) : null,
        seat.timeouts > 0 ? h("span", { class: "badge" }, `${seat.timeouts} time-out${seat.timeouts === 1 ? "" : "s"}`) : null,
      );
    }),
  );
}

function badge(seat: SeatStatus, me: number | null): string {
  if (seat.seat === me) return "you";
  if (seat.status === "ai") return `bot, ${seat.level ?? "greedy"}${seat.left ? ", took over" : ""}`;
  if (seat.status === "open") return "open seat";
  return seat.left ? "left" : "player";
}

/** "1:05 left", from an RFC 3339 deadline. */
export function countdown(deadline: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  if (seconds === 0) return "time is up";
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} left`;
}

/** The invitation links this browser can hand out: open seats with their codes, or any open seat of a public game. */
export function invitationPanel(slug: string, gameId: string, table: Table, codes: Record<number, string>): HTMLElement | null {
  const open = table.seats.filter((seat) => seat.status === "open" && (table.public || codes[seat.seat]));
  if (open.length === 0) return null;
  return h(
    "section",
    { class: "invitations", "aria-labelledby": "invite-heading" },
    h("h2", { id: "invite-heading" }, "Invite players"),
    table.public ? h("p", null, "This game is public: anyone can take an open seat from the lobby, or with this link.") : null,
    open.map((seat) => {
      const link = absolute(joinHref(slug, gameId, seat.seat, codes[seat.seat] ?? null));
      const id = `invite-${seat.seat}`;
      const status = h("span", { class: "copy-status", role: "status" });
      const field = h("input", { id, type: "text", readonly: true, value: link, class: "invite-link", data: { seat: seat.seat } });
      const copy = async () => {
        try {
          await navigator.clipboard.writeText(link);
        } catch {
          field.select(); // no clipboard permission: the link is selected for the player to copy
          document.execCommand("copy");
        }
        status.textContent = "Copied";
      };
      return h(
        "div",
        { class: "invite" },
        h("label", { for: id }, `Invitation link for seat ${seat.seat + 1} (${seat.name})`),
        h("div", { class: "invite-row" }, field, h("button", { type: "button", on: { click: () => void copy() }, data: { copy: seat.seat } }, "Copy link"), status),
      );
    }),
  );
}

/** What the host (the browser that created the game) may do: give an open seat to a bot, cancel the game. */
export function hostPanel(table: Table, handToAi: (seat: number) => void, cancel: () => void): HTMLElement {
  const confirm = h("button", { type: "button", class: "primary", hidden: true, on: { click: cancel } }, "Yes, cancel the game");
  const open = table.seats.filter((seat) => seat.status === "open");
  return h(
    "details",
    { class: "host" },
    h("summary", null, "Host"),
    open.map((seat) => h("button", { type: "button", data: { handToAi: seat.seat }, on: { click: () => handToAi(seat.seat) } }, `Let a greedy bot play seat ${seat.seat + 1}`)),
    h("button", { type: "button", on: { click: () => (confirm.hidden = false) } }, "Cancel the game…"),
    confirm,
  );
}

/** The labelled legal moves as buttons, grouped by kind of move: the way to play any move by keyboard. */
export function moveList(moves: LabelledMove[], busy: boolean, act: (move: LabelledMove["move"]) => void, filter: { text: string }): HTMLElement {
  const groups = new Map<string, LabelledMove[]>();
  for (const move of moves) {
    const type = String((move.move as { type?: unknown }).type ?? "move");
    groups.set(type, [...(groups.get(type) ?? []), move]);
  }
  const body = h("div", { class: "move-groups" });
  const apply = () => {
    const text = filter.text.trim().toLowerCase();
    for (const button of body.querySelectorAll<HTMLButtonElement>("button[data-move-index]")) {
      button.hidden = text !== "" && !(button.dataset.label ?? "").toLowerCase().includes(text);
    }
  };
  for (const [type, list] of groups) {
    body.append(
      h(
        "div",
        { class: "move-group", role: "group", "aria-label": humanise(type) },
        h("h3", null, humanise(type), h("span", { class: "count" }, ` (${list.length})`)),
        h(
          "div",
          { class: "move-buttons" },
          list.map((move) => [
            h(
              "button",
              { type: "button", class: "move", disabled: busy, data: { moveIndex: move.index, label: move.label, focus: `move:${move.label}` }, on: { click: () => act(move.move) } },
              move.label,
            ),
            move.open.length > 0 ? openEditor(move, busy, act) : null,
          ]),
        ),
      ),
    );
  }
  const search =
    moves.length > FILTER_FROM
      ? h(
          "div",
          { class: "filter" },
          h("label", { for: "move-filter" }, "Filter moves"),
          h("input", {
            id: "move-filter",
            type: "search",
            value: filter.text,
            data: { focus: "move-filter" },
            on: {
              input: (event) => {
                filter.text = (event.target as HTMLInputElement).value;
                apply();
              },
            },
          }),
        )
      : null;
  apply();
  return h("div", null, search, body);
}

/** A move with open fields (docs/api.md, "Act"): its JSON, to change those fields before posting it. */
function openEditor(move: LabelledMove, busy: boolean, act: (move: LabelledMove["move"]) => void): HTMLElement {
  const id = `open-${move.index}`;
  const area = h("textarea", { id, rows: 4, spellcheck: "false" });
  area.value = JSON.stringify(move.move, null, 1);
  const note = h("p", { class: "hint", role: "status" });
  return h(
    "details",
    { class: "open-move" },
    h("summary", null, `Change ${move.open.join(", ")}`),
    h("label", { for: id }, `The move as JSON; ${move.open.join(", ")} may take other values`),
    area,
    h(
      "button",
      {
        type: "button",
        disabled: busy,
        on: {
          click: () => {
            try {
              act(JSON.parse(area.value) as LabelledMove["move"]);
            } catch {
              note.textContent = "That is not valid JSON.";
            }
          },
        },
      },
      "Play this move",
    ),
    note,
  );
}

export function logItem(event: LoggedEvent): HTMLElement {
  return h("li", { data: { eventId: event.id } }, event.text);
}

/** The scoreboard: rank, name, points and each scoring rule's points, in rank order. */
export function scoreboard(score: Score, me: number | null): HTMLElement {
  const rules = [...new Set(score.seats.flatMap((line) => Object.keys(line.breakdown)))];
  const lines = [...score.seats].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const name = (seat: number) => score.table.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const extra = Object.entries(score as Record<string, unknown>).filter(
    ([key, value]) => !["final", "seats", "reason", "game_id", "version", "table"].includes(key) && value !== null && typeof value !== "object",
  );
  return h(
    "div",
    { class: "scoreboard", data: { final: String(score.final) } },
    h(
      "div",
      { class: "scroll-x", tabindex: "0", role: "region", "aria-label": "Scoreboard" },
      h(
      "table",
      null,
      h("caption", null, score.final ? "Final score" : "Score so far", score.reason ? ` (${humanise(score.reason).toLowerCase()})` : ""),
      h("thead", null, h("tr", null, h("th", { scope: "col" }, "Rank"), h("th", { scope: "col" }, "Seat"), h("th", { scope: "col" }, "Points"), rules.map((rule) => h("th", { scope: "col" }, humanise(rule))))),
      h(
        "tbody",
        null,
        lines.map((line) =>
          h(
            "tr",
            { class: [line.rank === 1 && "winner", line.seat === me && "mine"], data: { seat: line.seat } },
            h("td", null, ordinal(line.rank), line.rank === 1 && score.final ? h("span", { class: "tag" }, "winner") : null),
            h("th", { scope: "row" }, name(line.seat), line.seat === me ? h("span", { class: "tag" }, "you") : null),
            h("td", { class: "number" }, String(line.points)),
            rules.map((rule) => h("td", { class: "number" }, line.breakdown[rule] === undefined ? "–" : String(line.breakdown[rule]))),
          ),
        ),
      ),
      ),
    ),
    extra.length > 0 ? h("dl", { class: "fields" }, extra.map(([key, value]) => [h("dt", null, humanise(key)), h("dd", null, String(value))])) : null,
  );
}
