"""The HTTP edge: the Litestar application, its routes, problem answers and the OpenAPI contract.

`app` builds the application and its services; `routers` mounts every route of every registered game, from the
game's own endpoints (`games`), its table's (`tables`), its hint's (`hints`) and its stream's (`streams`), which
share the helpers of `common`; `problems` maps every exception to an RFC 9457 answer; `edge` is the request-id and
metrics middleware; `answers` keeps encoded answers per version; `describe` and `openapi` write the contract.
Handlers decode, load, call a use case, save, answer: no game rule lives here.
May import: every other layer of the service, `domain` and third-party libraries.
"""
