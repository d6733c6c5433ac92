"""The service runs unchanged on a Redis Cluster: every game's keys share one hash slot."""

from __future__ import annotations

import json
import random
import socket
import subprocess
import time
from collections.abc import Iterator

import pytest
import redis
from litestar.testing import TestClient
from redis.cluster import RedisCluster

from service.http.app import create_app
from service.support.settings import Settings
from tests.service.helpers import create, play_randomly, redis_binary

def _cluster_port() -> int:
    """A free port whose cluster bus port (port + 10000) is free and valid too."""
    rng = random.Random()
    while True:
        port = rng.randrange(20000, 50000)
        try:
            with socket.socket() as first, socket.socket() as bus:
                first.bind(("127.0.0.1", port))
                bus.bind(("127.0.0.1", port + 10000))
            return port
        except OSError:
            continue


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Three masters on loopback, made into a cluster with redis-cli."""
    folder = tmp_path_factory.mktemp("cluster")
    ports = [_cluster_port() for _ in range(3)]
    nodes = []
    for port in ports:
        nodes.append(subprocess.Popen(
            [redis_binary("redis-server"), "--port", str(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes",
             "--cluster-config-file", f"nodes-{port}.conf", "--save", "", "--appendonly", "no", "--dir", str(folder)],
            stdout=subprocess.DEVNULL,
        ))
    try:
        for port in ports:
            for _ in range(100):
                try:
                    redis.Redis(port=port).ping()
                    break
                except redis.ConnectionError:
                    time.sleep(0.05)
            else:
                pytest.fail(f"cluster node on port {port} did not start")
        subprocess.run(
            [redis_binary("redis-cli"), "--cluster", "create", *[f"127.0.0.1:{port}" for port in ports],
             "--cluster-replicas", "0", "--cluster-yes"],
            check=True, stdout=subprocess.DEVNULL,
        )
        url = f"redis://127.0.0.1:{ports[0]}/0"
        for _ in range(100):
            try:
                if redis.Redis(port=ports[0]).cluster("info")["cluster_state"] == "ok":
                    break
            except redis.RedisError:
                pass
            time.sleep(0.1)
        else:
            pytest.fail("the cluster did not become ready")
        yield url
    finally:
        for node in nodes:
            node.terminate()
            node.wait(timeout=10)


def test_a_game_plays_to_the_end_on_a_redis_cluster(cluster: str, redis_url: str, key_prefix: str) -> None:
    settings = Settings(redis_url=cluster, redis_cluster=True, rq_redis_url=redis_url,
                        allow_seeds=True, rate_limit="10000/minute", key_prefix="yt-cluster", queue=key_prefix)
    with TestClient(create_app(settings)) as client:
        assert client.get("/health/ready").status_code == 200
        games = [create(client, "xmas-sweater", [{"kind": "human"}] * 2, seed=seed) for seed in range(4)]
        for index, created in enumerate(games):
            play_randomly(client, "xmas-sweater", created, seed=index)
            assert client.get(f"/v1/xmas-sweater/games/{created['game_id']}/score").json()["final"] is True
    slots = {RedisCluster.from_url(cluster).keyslot(f"yt-cluster:{{{g['game_id']}}}:game") for g in games}
    assert len(slots) > 1, "games spread over the cluster's slots"


def test_streams_follow_games_on_every_node_of_a_redis_cluster(cluster: str, redis_url: str, key_prefix: str) -> None:
    """Each write's notice goes out on its game's own shard (SPUBLISH), and one process's hub listens on each node
    that holds a watched game: moves through another process reach streams of games spread over the nodes."""
    import os

    import httpx

    from tests.service.helpers import bearer, start_serving
    from tests.service.test_stream import SLUG, Reader, is_view, move_once, new_game

    environ = {
        **os.environ, "REDIS_URL": cluster, "YULETIDE_REDIS_CLUSTER": "1", "RQ_REDIS_URL": redis_url,
        "YULETIDE_KEY_PREFIX": key_prefix, "YULETIDE_QUEUE": key_prefix, "YULETIDE_ALLOW_SEEDS": "1",
        "YULETIDE_RATE_LIMIT": "0/minute", "YULETIDE_AI_BUDGET": "0/hour", "YULETIDE_LOG_LEVEL": "WARNING",
    }
    here_process, here = start_serving(environ)
    there_process, there = start_serving(environ)
    try:
        games = [new_game(here, seats=3, seed=seed) for seed in range(6)]
        nodes = RedisCluster.from_url(cluster)
        owners = {nodes.get_node_from_key(f"{key_prefix}:{{{g['game_id']}}}:live").name for g in games}
        assert len(owners) > 1, "the games' channels live on more than one node"
        rng = random.Random(8)
        with httpx.Client(timeout=httpx.Timeout(10.0)) as client:
            for created in games:
                token = created["seats"][0]["token"]
                url = f"{here}/v1/{SLUG}/games/{created['game_id']}/stream"
                with client.stream("GET", url, headers=bearer(token)) as answer:
                    assert answer.status_code == 200
                    reader = Reader(answer)
                    assert reader.next()["event"] == "view"
                    for _ in range(2):
                        started = time.monotonic()
                        move_once(there, SLUG, created, rng)
                        view = reader.until(is_view)[-1]
                        assert time.monotonic() - started < 3, "delivered by its notice, not by the 5 s check"
                        latest = httpx.get(f"{there}/v1/{SLUG}/games/{created['game_id']}", headers=bearer(token)).json()
                        assert json.loads(view["data"]) == latest
    finally:
        for process in (here_process, there_process):
            process.terminate()
            process.wait(timeout=30)
        for node in RedisCluster.from_url(cluster).get_primaries():
            client = redis.Redis(host=node.host, port=node.port)
            keys = list(client.scan_iter(match=f"{key_prefix}*", count=1000))
            for key in keys:
                client.delete(key)
            client.close()
