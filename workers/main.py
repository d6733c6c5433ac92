"""`yuletide worker`: one process serving every kind of work, each from a queue of its own (docs/deploy.md, "Queues").

- The main loop, an RQ worker on the clock, AI and hint queues in that order: RQ takes each next job from the first
  of them that has one, so a waiting time-out goes before an AI turn, and an AI turn before a hint.
- The time-out thread, an RQ worker on the clock queue alone. An AI job holds the main loop for as long as it plays
  (expert searches, up to YULETIDE_AI_JOB_SECONDS), and a time-out must land within a second of its deadline: it is
  a cheap greedy move, so it gets a worker that never runs anything else.
- YULETIDE_NOTICE_WORKERS notice threads, RQ workers on the notice queue alone. A slow webhook holds one of them,
  never the main loop; the lanes the notices are queued through (service/notify.py) keep a receiver's share of
  them small.
- The sweepers (workers/sweeper.py): AI games no live job plays, and deadlines that have passed.

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

from service.logs import configure_logging
from service.settings import Settings, load_settings
from workers import sweeper

log = logging.getLogger("yuletide.worker")

STOP_SECONDS = 30  # how long a stopping worker waits for its threads' jobs (a notice takes at most 15 s)


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
        """Wait for a job a second at a time, so a stop is seen within a second; None once stopped."""
        if timeout is None:  # burst mode: RQ asks once, without blocking
            return super().dequeue_job_and_maintain_ttl(timeout, max_idle_time)
        while not self.stopping.is_set():
            found = super().dequeue_job_and_maintain_ttl(timeout, max_idle_time=1)
            if found is not None:
                return found
        return None

    def stop(self) -> None:
        """Take no new job; the one running is finished."""
        self.stopping.set()


def main_queues(settings: Settings, connection: Redis) -> list[Queue]:
    """The main loop's queues, in the order it serves them."""
    names = (settings.clock_queue, settings.ai_queue, settings.hint_queue)
    return [Queue(name, connection=connection, serializer=JSONSerializer) for name in names]


def side_workers(settings: Settings, name: str) -> list[ThreadWorker]:
    """The time-out thread's worker, then the notice threads' (each with a connection of its own)."""

    def worker(queue: str, role: str) -> ThreadWorker:
        connection = Redis.from_url(settings.queue_url)  # type: ignore[arg-type]
        return ThreadWorker(
            [Queue(queue, connection=connection, serializer=JSONSerializer)], name=f"{name}-{role}",
            connection=connection, serializer=JSONSerializer, maintenance_interval=60,
        )

    notices = [worker(settings.notice_queue, f"notices-{n}") for n in range(1, settings.notice_workers + 1)]
    return [worker(settings.clock_queue, "timeouts"), *notices]


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
    connection = Redis.from_url(settings.queue_url)
    worker = SimpleWorker(main_queues(settings, connection), connection=connection, serializer=JSONSerializer)
    helpers = side_workers(settings, worker.name)
    threads = []
    for index, helper in enumerate(helpers):
        # The first notice thread also runs RQ's scheduler for the notice queue: it puts notices due for another
        # try back into their lanes (the main loop's scheduler does that for its own queues).
        options = {"burst": burst, "with_scheduler": index == 1, "logging_level": level}
        thread = threading.Thread(target=helper.work, kwargs=options, name=helper.name, daemon=True)
        thread.start()
        threads.append(thread)
    stop = sweeper.start(settings)
    try:
        worker.work(burst=burst, with_scheduler=True, logging_level=level)
    finally:
        stop.set()
        if not burst:
            for helper in helpers:
                helper.stop()
        until = time.monotonic() + STOP_SECONDS
        for thread in threads:
            thread.join(timeout=max(0.0, until - time.monotonic()))
    return 0
