"""`yuletide worker`: one process serving every kind of work, each from a queue of its own (docs/deploy.md, "Queues").

- The clock thread (workers/sweeper.py) plays time-outs itself, as their deadlines pass: they never wait behind
  anything else, and cost no RQ job.
- The main loop, an RQ worker on the AI and hint queues in that order: RQ takes each next job from the first of
  them that has one, so a waiting AI turn goes before a hint.
- YULETIDE_NOTICE_WORKERS notice threads, RQ workers on the notice queue alone. A slow webhook holds one of them,
  never the main loop; the lanes the notices are queued through (service/live/notify.py) keep a receiver's share of
  them small.
- The AI sweeper (workers/sweeper.py): AI games no live job plays.

Every job runs in this process (no fork per job), so its counters reach the metrics endpoint.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from typing import Any

from prometheus_client import start_http_server
from redis import Redis
from rq import Queue, SimpleWorker
from rq.serializers import JSONSerializer
from rq.timeouts import TimerDeathPenalty

from service.support.logs import configure_logging
from service.support.settings import Settings, load_settings
from workers import sweeper

log = logging.getLogger("yuletide.worker")

SWITCH_SECONDS = 0.001
IDLE_SECONDS = 5  # a thread's worker waits this long for a job before it looks whether it is to stop
STOP_SECONDS = 30  # how long a stopping worker waits for its threads (a notice job may run 15 s)


class ThreadWorker(SimpleWorker):
    """An RQ worker that runs in a thread beside the process's main loop, until `stop` (or, in burst mode, until
    its queues are empty)."""

    death_penalty_class = TimerDeathPenalty  # SIGALRM reaches only the main thread; a timer ends a job here

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.stopping = threading.Event()

    def _install_signal_handlers(self) -> None:
        """The main loop takes SIGTERM and SIGINT for the process, and stops its threads once it is done."""

    def procline(self, message: str) -> None:
        """The process title stays the main loop's."""

    def dequeue_job_and_maintain_ttl(self, timeout: int | None, max_idle_time: int | None = None) -> Any:
        """Wait for a job a few seconds at a time, so a stop is seen within those; None once stopped."""
        if timeout is None:  # burst mode: RQ asks once, without blocking
            return super().dequeue_job_and_maintain_ttl(timeout, max_idle_time)
        while not self.stopping.is_set():
            found = super().dequeue_job_and_maintain_ttl(timeout, max_idle_time=IDLE_SECONDS)
            if found is not None:
                return found
        return None

    def stop(self) -> None:
        """Take no new job; the one running is finished."""
        self.stopping.set()


def main_queues(settings: Settings, connection: Redis) -> list[Queue]:
    """The main loop's queues, in the order it serves them."""
    names = (settings.ai_queue, settings.hint_queue)
    return [Queue(name, connection=connection, serializer=JSONSerializer) for name in names]


def notice_workers(settings: Settings, name: str) -> list[ThreadWorker]:
    """The notice threads' workers, each with a connection of its own."""

    def worker(number: int) -> ThreadWorker:
        connection = Redis.from_url(settings.queue_url)  # type: ignore[arg-type]
        return ThreadWorker(
            [Queue(settings.notice_queue, connection=connection, serializer=JSONSerializer)],
            name=f"{name}-notices-{number}", connection=connection, serializer=JSONSerializer, maintenance_interval=60,
        )

    return [worker(number) for number in range(1, settings.notice_workers + 1)]


def run_worker(burst: bool = False) -> int:
    """Run one worker process until stopped (or until its queues are empty with `burst`)."""
    settings = load_settings()
    configure_logging(settings.log_level)
    if not settings.queue_url:
        print("yuletide worker needs REDIS_URL (or RQ_REDIS_URL): the embedded server plays AI in-process",
              file=sys.stderr)
        return 2
    if settings.worker_metrics_port:
        try:
            start_http_server(settings.worker_metrics_port)
        except OSError as exc:
            log.warning("metrics port %s unavailable (%s); this worker serves no metrics",
                        settings.worker_metrics_port, exc)
    level = settings.log_level.upper()
    # A search holds the GIL and hands it to a thread that waits for it only every switch interval; the clock and
    # notice threads wait for it after each Redis round trip, so an interval shorter than Python's 5 ms helps them.
    sys.setswitchinterval(SWITCH_SECONDS)
    connection = Redis.from_url(settings.queue_url)
    worker = SimpleWorker(main_queues(settings, connection), connection=connection, serializer=JSONSerializer)
    notices = notice_workers(settings, worker.name)
    threads = []
    for helper in notices:
        # The first notice thread also runs RQ's scheduler for the notice queue: it puts notices due for another
        # try back into their lanes (the main loop's scheduler does that for its own queues).
        options = {"burst": burst, "with_scheduler": helper is notices[0], "logging_level": level}
        thread = threading.Thread(target=helper.work, kwargs=options, name=helper.name, daemon=True)
        thread.start()
        threads.append(thread)
    watches = sweeper.start(settings)
    try:
        worker.work(burst=burst, with_scheduler=True, logging_level=level)
    finally:
        if not burst:
            for helper in notices:
                helper.stop()
        until = time.monotonic() + STOP_SECONDS
        watches.stop(STOP_SECONDS)
        for thread in threads:
            thread.join(timeout=max(0.0, until - time.monotonic()))
    return 0
