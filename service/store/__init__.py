"""The store: games in Redis, each written by one compare-and-set script (DESIGN section 3).

`records` holds what is kept beside a game's state (seats, clock, webhook) and how a write ended; `games` the
async `Store` over one Redis or a Redis Cluster.
May import: `service.support`, `domain` and third-party libraries.
"""
