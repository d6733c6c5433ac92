"""`yuletide worker`: an RQ worker on the AI queue, JSON serializer, metrics, graceful on SIGTERM."""

from __future__ import annotations

import logging
import sys

from prometheus_client import start_http_server
from redis import Redis
from rq import Queue, SimpleWorker
from rq.serializers import JSONSerializer

from service.logs import configure_logging
from service.settings import load_settings
from workers import sweeper

log = logging.getLogger("yuletide.worker")


def run_worker(burst: bool = False) -> int:
    """Run one worker process until stopped (or until the queue is empty with `burst`)."""
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
    connection = Redis.from_url(settings.queue_url)
    queue = Queue(settings.queue, connection=connection, serializer=JSONSerializer)
    # Hints first: a player is waiting for each, while an AI turn job plays on for seconds.
    hint_queue = Queue(settings.hint_queue, connection=connection, serializer=JSONSerializer)
    # Jobs run in this process (no fork per job), so their counters reach the metrics endpoint.
    worker = SimpleWorker([hint_queue, queue], connection=connection, serializer=JSONSerializer)
    stop = sweeper.start(settings)
    try:
        worker.work(burst=burst, with_scheduler=True, logging_level=settings.log_level.upper())
    finally:
        stop.set()
    return 0
