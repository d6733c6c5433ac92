"""Live delivery: what reaches clients while they wait, off the path of the move that caused it.

Server-sent event streams (`streams`: one follow of the game's event log per open stream, with per-client and
per-game shares of the process's places) and turn notices to webhooks (`notify`: signed POSTs, queued per receiver).
May import: `service.usecases`, `service.store`, `service.support`, `domain` and third-party libraries other than
Litestar.
"""
