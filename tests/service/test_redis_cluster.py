"""The service runs unchanged on a Redis Cluster: every game's keys share one hash slot."""

from __future__ import annotations

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
