"""A game's webhook as the create body asks for it, checked against the operator's allow-list."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta, Struct

from service.store.records import NotifyTarget
from service.support.origins import BadWebhook, Refused, check
from service.support.settings import Settings
from service.usecases.errors import ApiError


class NotifyOptions(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Where to POST a notice after every new version of the game."""

    url: Annotated[str, Meta(min_length=8, max_length=2000, pattern=r"^https?://[^\s]+$")]
    """The webhook: an http(s) URL with the scheme, host and port of an entry of the server's
    YULETIDE_NOTIFY_ALLOW and a path at or under that entry's path; no user name, fragment, backslash or
    `.`/`..` path segment."""
    secret: Annotated[str, Meta(min_length=16, max_length=200)]
    """The key of the HMAC-SHA256 signature each notice carries in `X-Yuletide-Signature`; never shown again."""



def target(options: NotifyOptions | None, settings: Settings) -> NotifyTarget | None:
    """The record's webhook for the create body's options; refused unless the server allows the URL."""
    if options is None:
        return None
    try:
        hook = check(options.url, settings.notify_allow)
    except BadWebhook as exc:
        raise ApiError("validation-failed", f"notify.url {exc}.") from None
    except Refused:
        raise ApiError(
            "notify-url-not-allowed",
            "This server sends notifications only to the addresses its operator allows (YULETIDE_NOTIFY_ALLOW): "
            "the scheme, host and port of an entry, and a path at or under the entry's path.",
        ) from None
    return NotifyTarget(url=hook.url, secret=options.secret)
