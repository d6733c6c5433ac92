"""Use cases: what a client or a worker asks of a game, as plain functions over the store, with no HTTP.

Creating and acting (`play`), table changes (`table`: seats, names, invitations, rematches, leaving), turn clocks
(`clocks`) and the moves a time-out plays (`timeouts`), AI turns (`autoplay`, run in-process or queued by `ai`),
hints (`hints`), budgets and rate shares (`budget`), players' names (`names`), a game's webhook (`webhooks`),
the bodies they take and answer (`schemas`) and the refusals they raise (`errors`).
May import: `service.store`, `service.support`, `domain` and third-party libraries other than Litestar.
"""
