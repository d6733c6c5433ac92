// Following a game live over its server-sent event stream (docs/api.md, "Live updates"). A seat trades its
// token for a single-use ticket and opens the stream with it; a spectator opens it bare. On any error the
// stream is closed and opened anew (a fresh ticket, ?after=<last id>), so nothing is lost or shown twice.
import { ApiProblem, streamTicket, streamUrl } from "./api";
import type { LoggedEvent, Slug, StreamEnd, View } from "./types";

export type LiveState = "connecting" | "open" | "reconnecting" | "closed";

export interface LiveHandlers {
  onView(view: View): void;
  onEvent(event: LoggedEvent): void;
  onFinished(end: StreamEnd): void;
  onState(state: LiveState): void;
  /** The seat's token no longer gets a ticket (it was re-issued or given up): the stream stops. */
  onLost(problem: ApiProblem): void;
}

/** Follow a game from `after` (the cursor of the last event already shown); answers a function that stops. */
export function follow(slug: Slug, gameId: string, token: string | null, after: string | null, handlers: LiveHandlers): () => void {
  let lastId = after;
  let source: EventSource | null = null;
  let stopped = false;
  let failures = 0;
  let timer: number | undefined;

  const connect = async (): Promise<void> => {
    handlers.onState(failures === 0 ? "connecting" : "reconnecting");
    let ticket: string | null = null;
    if (token) {
      try {
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
      handlers.onView(JSON.parse(message.data) as View);
    });
    opened.addEventListener("game-event", (message) => {
      lastId = message.lastEventId || lastId;
      handlers.onEvent(JSON.parse(message.data) as LoggedEvent);
    });
    opened.addEventListener("finished", (message) => {
      stopped = true;
      opened.close();
      handlers.onState("closed");
      handlers.onFinished(JSON.parse(message.data) as StreamEnd);
    });
    opened.onerror = () => {
      // The server ended the stream, or the network broke, or a used ticket was refused on the browser's
      // own reconnect: a ticket opens one stream only, so this client always reconnects itself.
      opened.close();
      if (source === opened) source = null;
      retry();
    };
  };

  const retry = (): void => {
    if (stopped) return;
    failures += 1;
    handlers.onState("reconnecting");
    // A stream that was open and ended (the server's time limit, a restart) is opened again at once; failures
    // in a row wait longer each time, up to 15 s, with jitter so a restarted server is not hit all at once.
    const wait = failures === 1 ? 100 + Math.random() * 200 : Math.min(15_000, 500 * 2 ** Math.min(failures - 1, 5)) * (0.75 + Math.random() / 2);
    timer = window.setTimeout(() => void connect(), wait);
  };

  void connect();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    source?.close();
    source = null;
  };
}
