// The table page: one game as one seat (or as a spectator). It reads the view, the legal moves, the log and
// the catalog, follows the game live, and hands the board to the game's renderer. Everything a renderer draws
// comes from here; everything it does comes back through `act`.
import * as api from "../api";
import { ApiProblem } from "../api";
import { gameContract, NO_CONTRACT, type GameContract } from "../contract";
import { h } from "../dom";
import { follow, type LiveState } from "../live";
import { isDedicated, rendererFor } from "../renderers";
import { keepFocus } from "../renderers/kit";
import type { TableContext } from "../renderers/types";
import { go, lobbyHref, tableHref } from "../router";
import * as store from "../store";
import type { Components, LabelledMove, LegalMoves, LoggedEvent, Move, Score, Slug, View } from "../types";
import { countdown, hostPanel, invitationPanel, logItem, moveList, scoreboard, seatList } from "./table-parts";
import { problemBox } from "./common";

/** Over: played to its end, or cancelled by the host. */
const over = (view: View) => view.finished || view.table.cancelled;

const LIVE_TEXT: Record<LiveState, string> = { connecting: "connecting…", open: "live", reconnecting: "reconnecting…", closed: "" };

export function tablePage(root: HTMLElement, slug: Slug, gameId: string, seat: number | null): () => void {
  let token = seat === null ? null : store.seatToken(slug, gameId, seat);
  const host = store.hostToken(slug, gameId);
  let title: string = slug;
  let view: View | null = null;
  let moves: LegalMoves | null = null;
  let catalog: Components | null = null;
  let contract: GameContract | null = null;
  let score: Score | null = null;
  let busy = false;
  let problem: ApiProblem | null = null;
  let live: LiveState = "connecting";
  let renders = 0;
  let stopLive: (() => void) | null = null;
  let gone = false;
  const seen = new Set<string>();
  const events: LoggedEvent[] = [];
  const filter = { text: "" };
  const renderer = rendererFor(slug);

  const page = h("main", { class: "table-page", data: { tableState: "loading", render: 0 } });
  // The header's parts are kept across redraws: the live regions announce changes, not redraws, and the
  // invitations and host controls keep their focus, their "Copied" and their open state.
  const titleText = document.createTextNode(slug);
  const crumbText = document.createTextNode(slug);
  const liveMark = h("span", { class: "live" });
  const heading = h("h1", null, titleText, liveMark);
  const crumbs = h("p", { class: "crumbs" }, h("a", { href: lobbyHref() }, "Lobby"), " / ", crumbText);
  const status = h("p", { class: "status", role: "status" });
  const seatsSlot = h("div");
  const hostSlot = h("div");
  const head = h("header", { class: "table-head" }, crumbs, heading, status, seatsSlot, hostSlot);
  let hostKey = "";
  const alert = h("div", { class: "alert-slot", role: "alert" });
  let shownProblem: ApiProblem | null = null;
  const scoreSlot = h("section", { class: "score", "aria-label": "Score", hidden: true });
  const board = h("section", { class: "board", "aria-label": "Board" });
  const movesSlot = h("section", { class: "moves", "aria-labelledby": "moves-heading" });
  const log = h("ol", { class: "log", tabindex: 0, "aria-label": "Game log" });
  page.append(
    head,
    alert,
    scoreSlot,
    h("div", { class: "table-body" }, board, h("div", { class: "side" }, movesSlot, h("section", { class: "log-panel", "aria-labelledby": "log-heading" }, h("h2", { id: "log-heading" }, "Game log"), h("div", { role: "log", "aria-live": "polite", "aria-labelledby": "log-heading" }, log)))),
  );
  root.replaceChildren(page);

  const seatName = (n: number) => view?.table.seats[n]?.name ?? `Seat ${n + 1}`;

  const state = (): string => {
    if (!view) return "loading";
    if (over(view)) return score ? "finished" : "finishing";
    if (seat === null || !token) return "watching";
    if (busy) return "busy";
    if (!view.actors.includes(seat)) return "waiting";
    return moves && moves.version === view.version ? (moves.moves.length > 0 ? "turn" : "waiting") : "loading";
  };

  const labelled = (): LabelledMove[] =>
    moves && view && moves.version === view.version && !over(view)
      ? moves.moves.map((move, index) => ({ move, index, label: moves?.labels[index] ?? "", open: moves?.open.filter((item) => item.move === index).flatMap((item) => item.fields) ?? [] }))
      : [];

  const render = () => {
    if (gone) return;
    const focused = document.activeElement;
    const hadFocus = focused instanceof HTMLElement && focused !== page && page.contains(focused);
    draw();
    // The focused button went with the move it made: keyboard play goes on from the moves' heading.
    if (hadFocus && !page.contains(document.activeElement)) movesSlot.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };

  const draw = () => {
    renders += 1;
    page.dataset.tableState = state();
    page.dataset.render = String(renders);
    if (problem !== shownProblem) {
      alert.replaceChildren(problem ? problemBox(problem) : "");
      shownProblem = problem;
    }
    if (!view || !catalog || !contract) return;
    drawHead(view);
    if (score) {
      scoreSlot.hidden = false;
      keepFocus(scoreSlot, () => scoreSlot.replaceChildren(h("h2", null, view?.table.cancelled ? "Cancelled" : "Game over"), scoreboard(score as Score, seat), rematchBar(view as View) ?? ""));
    }
    const ctx: TableContext = { slug, title, seat: token ? seat : null, view, moves: labelled(), catalog, table: view.table, contract, log: events, busy, act, seatName };
    keepFocus(board, () => renderer.render(board, ctx));
    keepFocus(movesSlot, () => movesSlot.replaceChildren(h("h2", { id: "moves-heading", tabindex: -1 }, "Moves"), movesBody(ctx)));
  };

  const drawHead = (current: View) => {
    const text = over(current)
      ? current.table.cancelled ? "The host cancelled the game." : "The game is over."
      : seat !== null && token && current.actors.includes(seat)
        ? "Your turn."
        : current.actors.length > 0
          ? `Waiting for ${current.actors.map(seatName).join(", ")}.`
          : "Waiting.";
    titleText.data = title;
    crumbText.data = title;
    liveMark.dataset.live = live;
    liveMark.textContent = LIVE_TEXT[live];
    const said = text + (seat !== null && !token ? " You hold no token for this seat in this browser, so you are watching." : "");
    if (status.textContent !== said) status.textContent = said;
    seatsSlot.replaceChildren(seatList(current.table, current, token ? seat : null));
    const open = current.table.seats.filter((item) => item.status === "open").map((item) => item.seat);
    const key = JSON.stringify([over(current), open, current.table.public]);
    if (key !== hostKey) {
      hostKey = key;
      hostSlot.replaceChildren(
        (over(current) ? null : invitationPanel(slug, gameId, current.table, store.invitations(slug, gameId))) ?? "",
        host && !over(current) ? hostPanel(current.table, (n) => void hostAct(() => api.handToAi(slug, gameId, n, host)), () => void hostAct(() => api.cancel(slug, gameId, host))) : "",
      );
    }
  };

  const movesBody = (ctx: TableContext): Node => {
    if (over(ctx.view)) return h("p", null, "No more moves: the game is over.");
    if (ctx.seat === null) return h("p", null, "You are watching this game.");
    if (ctx.moves.length === 0) return h("p", null, ctx.view.actors.includes(ctx.seat) ? "Reading your moves…" : "Not your turn.");
    return moveList(ctx.moves, busy, (move) => void act(move), filter);
  };

  const rematchBar = (current: View): HTMLElement | null => {
    if (current.table.cancelled) return null;
    if (seat === null || !token) {
      return current.table.rematch ? h("p", null, h("a", { href: tableHref(slug, current.table.rematch, null) }, "Watch the rematch")) : null;
    }
    const mine = token;
    const ask = async () => {
      try {
        const next = await api.rematch(slug, gameId, mine);
        store.keepSeatToken(slug, next.game_id, next.seat, next.token);
        if (next.host_token) store.keepHostToken(slug, next.game_id, next.host_token);
        store.keepInvitations(slug, next.game_id, Object.fromEntries(next.invitations.map((item) => [item.seat, item.code])));
        store.keepRecentGame({ slug, gameId: next.game_id, seat: next.seat, title });
        go(tableHref(slug, next.game_id, next.seat));
      } catch (error) {
        show(error);
      }
    };
    return h("p", { class: "rematch" }, h("button", { type: "button", data: { focus: "rematch" }, on: { click: () => void ask() } }, current.table.rematch ? "Join the rematch" : "Rematch"));
  };

  const show = (error: unknown) => {
    problem = error instanceof ApiProblem ? error : new ApiProblem({ type: "about:blank", title: "Something went wrong", status: 0, code: "client", detail: String(error) });
    render();
  };

  /** Take a view if it is newer than the one shown; a newer one means new moves to read. */
  const take = (next: View) => {
    if (view && next.version <= view.version) return;
    view = next;
    if (over(next) && !score) void loadScore();
    void syncMoves();
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
        const current = view;
        if (!current || !token || seat === null || over(current) || !current.actors.includes(seat)) {
          moves = null;
        } else if (!moves || moves.version !== current.version) {
          const answer = await api.legalMoves(slug, gameId, token);
          if (answer.version === view?.version) moves = answer;
          else if (view && answer.version > view.version) {
            moves = answer;
            take(await api.view(slug, gameId, token));
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

  const act = async (move: Move) => {
    if (busy || !token || gone) return;
    busy = true;
    problem = null;
    render();
    try {
      take(await api.act(slug, gameId, token, move));
    } catch (error) {
      show(error);
      moves = null;
      try {
        take(await api.view(slug, gameId, token));
      } catch {
        // the error above is already shown
      }
    } finally {
      busy = false;
      await syncMoves();
    }
  };

  /** A host action: its answer is the spectator's view, so the seat's own view comes from the stream. */
  const hostAct = async (action: () => Promise<View>) => {
    try {
      await action();
      problem = null;
    } catch (error) {
      show(error);
    }
  };

  const loadScore = async () => {
    try {
      score = await api.score(slug, gameId);
      render();
    } catch (error) {
      show(error);
    }
  };

  const addEvent = (event: LoggedEvent) => {
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
        api.catalog(),
        api.components(slug),
        // Only the generic renderer reads the contract (1.2 MB): a game's own table starts without it.
        isDedicated(slug) ? Promise.resolve(NO_CONTRACT) : gameContract(slug),
        api.view(slug, gameId, token),
        api.events(slug, gameId, token),
      ]);
      if (gone) return;
      title = games.games.find((game) => game.slug === slug)?.title ?? slug;
      document.title = `${title} · Yuletide`;
      catalog = pieces;
      contract = facts;
      past.events.forEach(addEvent);
      take(first);
      if (token && seat !== null) store.keepRecentGame({ slug, gameId, seat, title });
      if (!over(first)) {
        stopLive = follow(slug, gameId, token, past.cursor, {
          onView: take,
          onEvent: (event) => {
            addEvent(event);
            // A renderer may show what an event tells before the view it leads to (or after a move's own answer).
            render();
          },
          onFinished: () => {
            if (!score) void loadScore();
          },
          onState: (next) => {
            live = next;
            render();
          },
          onLost: (lost) => {
            store.forgetSeatToken(slug, gameId, seat ?? 0);
            show(lost);
          },
        });
      } else live = "closed";
      render();
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 401 && token && seat !== null) {
        // The seat's token no longer holds it (re-issued, or the player left): watch instead.
        store.forgetSeatToken(slug, gameId, seat);
        token = null;
        show(error);
        void start();
        return;
      }
      show(error);
    }
  };

  // Deadlines count down every second, and a finished game is read now and then for a rematch's id.
  const ticker = window.setInterval(() => {
    for (const element of page.querySelectorAll<HTMLElement>("[data-deadline]")) element.textContent = countdown(element.dataset.deadline ?? "");
  }, 1000);
  const rematchWatch = window.setInterval(() => {
    if (view?.finished && !view.table.rematch && !view.table.cancelled) {
      api.view(slug, gameId, token).then(take, () => undefined);
    }
  }, 5000);

  void start();
  return () => {
    gone = true;
    stopLive?.();
    window.clearInterval(ticker);
    window.clearInterval(rematchWatch);
    renderer.destroy?.();
  };
}
