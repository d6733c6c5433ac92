"""Webhook origins: a notify URL and the operator's allow-list entries, parsed and matched exactly.

Both sides are parsed (scheme, IDNA-normalised lower-case host, effective port, normalised path); a URL is
covered by an entry with its scheme, host and port and a path at or under the entry's path, segment by segment.
Configuration reads the entries at start (`allow_entries`), the notices check each URL (`check`).
"""

from __future__ import annotations

import functools
import re
import string
from ipaddress import IPv4Address, IPv6Address
from typing import NamedTuple
from urllib.parse import quote, unquote, urlsplit

import idna


class BadWebhook(ValueError):
    """A URL this server does not read as a webhook; the message completes "the URL ..."."""


class Refused(Exception):
    """A webhook this server will not call: no allow-list entry covers it, or its host has an address that is
    not public and that no entry names. Trying again would not help."""



# Webhooks: parsing and matching ---------------------------------------------------------------------------

DEFAULT_PORTS = {"http": 80, "https": 443}
_UNRESERVED = frozenset(string.ascii_letters + string.digits + "-._~")
_PATH_SAFE = "/:@!$&'()*+,;=-._~"  # RFC 3986 pchar and "/", besides letters, digits and escapes
_QUERY_SAFE = _PATH_SAFE + "?"
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")
_BROKEN_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")
_NUMBER = re.compile(r"[0-9]+|0x[0-9a-f]*")  # a last label read as a number makes the host an IPv4 address
_PORT = re.compile(r"[0-9]{1,5}")


class Webhook(NamedTuple):
    """A webhook URL or an allow-list entry, parsed and normalised; equal URLs give equal Webhooks."""

    scheme: str
    """`http` or `https`."""
    host: str
    """The host in lower-case ASCII (IDNA A-labels, no trailing dot), or the canonical text of an IP literal."""
    port: int
    """The effective port: the URL's, else 80 or 443 by scheme."""
    path: str
    """The path with escapes normalised (unreserved characters decoded, hex in upper case); at least `/`."""
    query: str
    """The query, escaped the same way (an entry has none)."""
    address: IPv4Address | IPv6Address | None
    """The host when it is an IP literal."""

    @property
    def authority(self) -> str:
        """The host and port as the `Host` header carries them (the port only when it is not the default)."""
        host = f"[{self.host}]" if isinstance(self.address, IPv6Address) else self.host
        return host if self.port == DEFAULT_PORTS[self.scheme] else f"{host}:{self.port}"

    @property
    def url(self) -> str:
        """The normalised URL: what is stored, and what a notice is POSTed to."""
        return self.at(self.authority)

    def at(self, authority: str) -> str:
        """The URL with another authority in place of the host's (a checked address, at delivery)."""
        return f"{self.scheme}://{authority}{self.path}" + (f"?{self.query}" if self.query else "")

    def under(self, entry: Webhook) -> bool:
        """True when an allow-list entry covers this URL: same scheme, host and port, and the entry's path
        segments begin this path's (`/hooks` covers `/hooks` and `/hooks/x`, never `/hooksx`)."""
        if (self.scheme, self.host, self.port) != (entry.scheme, entry.host, entry.port):
            return False
        base = entry.path.rstrip("/").split("/")
        return self.path.split("/")[: len(base)] == base


def parse_webhook(text: str, *, entry: bool = False) -> Webhook:
    """Parse a webhook URL (or, with `entry`, an allow-list entry); raises BadWebhook saying what is wrong."""
    if any(char.isspace() or not char.isprintable() for char in text):
        raise BadWebhook("has a space, a control character or an invisible one")
    if "\\" in text:
        raise BadWebhook("has a backslash, which URL parsers disagree about")
    try:
        parts = urlsplit(text)
    except ValueError as exc:  # a broken IPv6 literal, say
        raise BadWebhook(f"is not a URL ({exc})") from None
    if parts.scheme not in DEFAULT_PORTS or not text[len(parts.scheme):].startswith("://"):
        raise BadWebhook("does not start with http:// or https://")
    if "@" in parts.netloc:
        raise BadWebhook("names a user or password (user@host); a webhook carries no credentials in its URL")
    if "#" in text:
        raise BadWebhook("has a fragment (#...), which is never sent")
    if entry and "?" in text:
        raise BadWebhook("has a query; an allow-list entry is a scheme, host, port and path")
    host, address, port = _authority(parts.netloc, parts.scheme)
    return Webhook(parts.scheme, host, port, _path(parts.path), _escaped(parts.query, _QUERY_SAFE), address)


def _authority(netloc: str, scheme: str) -> tuple[str, IPv4Address | IPv6Address | None, int]:
    """The normalised host, its address when it is an IP literal, and the effective port."""
    address: IPv4Address | IPv6Address | None = None
    if netloc.startswith("["):
        literal, bracket, rest = netloc[1:].partition("]")
        if not bracket or "%" in literal:
            raise BadWebhook("has an IPv6 literal that is not one (or that names a zone)")
        try:
            address = IPv6Address(literal)
        except ValueError:
            raise BadWebhook("has an IPv6 literal that is not one (or that names a zone)") from None
        host = address.compressed
    else:
        name, colon, port_text = netloc.partition(":")
        rest = colon + port_text
        host, address = _host(name)
    if rest in ("", ":"):
        return host, address, DEFAULT_PORTS[scheme]
    if not (rest.startswith(":") and _PORT.fullmatch(rest[1:]) and 0 < int(rest[1:]) < 65536):
        raise BadWebhook("has a port that is not a number from 1 to 65535")
    return host, address, int(rest[1:])


def _host(name: str) -> tuple[str, IPv4Address | None]:
    """A host name in lower-case ASCII by IDNA (UTS #46, which also maps full-width and ideographic dots to
    `.`), or a dotted-decimal IPv4 address."""
    if not name:
        raise BadWebhook("has no host")
    if "%" in name:
        raise BadWebhook("has a percent-escape in its host")
    try:
        address = IPv4Address(name)
        return str(address), address
    except ValueError:
        pass
    try:
        host = idna.encode(name, uts46=True, std3_rules=True).decode("ascii")
    except (idna.IDNAError, UnicodeError):
        raise BadWebhook("has a host that is not a valid domain name") from None
    host = host.removesuffix(".")
    if not host:
        raise BadWebhook("has no host")
    if _NUMBER.fullmatch(host.rsplit(".", 1)[-1]):
        # Resolvers read 127.1, 0x7f.0.0.1 or 2130706433 as IPv4 addresses: only the plain form is taken.
        try:
            address = IPv4Address(host)
        except ValueError:
            raise BadWebhook("has an IPv4 address not written as four decimal numbers") from None
        return str(address), address
    return host, None


def _escaped(text: str, safe: str) -> str:
    """Escape what a URL may not carry as it is (spaces, non-ASCII as UTF-8), decode escaped unreserved
    characters and write the others' hex in upper case, so one resource has one spelling."""
    if _BROKEN_ESCAPE.search(text):
        raise BadWebhook("has a '%' that does not start an escape")
    text = quote(text, safe=safe + "%")

    def normal(match: re.Match[str]) -> str:
        char = chr(int(match[1], 16))
        return char if char in _UNRESERVED else "%" + match[1].upper()

    return _ESCAPE.sub(normal, text)


def _path(raw: str) -> str:
    """The normalised path; refused when a segment is, or decodes to, `.` or `..` (also before a `;`
    parameter), or hides a slash, a backslash or a control character behind escapes. Receivers differ in how
    they would resolve those, so no URL with one is taken rather than guessing."""
    path = _escaped(raw or "/", _PATH_SAFE)
    for segment in path.split("/"):
        decoded = segment
        for _ in range(4):
            once = unquote(decoded)
            if once == decoded:
                break
            decoded = once
        else:
            raise BadWebhook("has a path escaped over and over")
        if "/" in decoded or "\\" in decoded:
            raise BadWebhook("has an escaped slash or backslash in its path")
        if any(ord(char) < 0x20 or ord(char) == 0x7F for char in decoded):
            raise BadWebhook("has an escaped control character in its path")
        if decoded.split(";", 1)[0] in (".", ".."):
            raise BadWebhook("has a '.' or '..' segment in its path (escaped or not)")
    return path


def allow_entries(prefixes: tuple[str, ...]) -> tuple[Webhook, ...]:
    """The parsed YULETIDE_NOTIFY_ALLOW; raises ValueError naming an entry that is not a plain URL."""
    return _entries(tuple(prefixes))


@functools.lru_cache(maxsize=8)
def _entries(prefixes: tuple[str, ...]) -> tuple[Webhook, ...]:
    entries = []
    for prefix in prefixes:
        try:
            entries.append(parse_webhook(prefix, entry=True))
        except BadWebhook as exc:
            raise ValueError(f"the YULETIDE_NOTIFY_ALLOW entry {prefix!r} {exc}") from None
    return tuple(entries)


def check(url: str, prefixes: tuple[str, ...]) -> Webhook:
    """The webhook of a URL an entry covers; BadWebhook when it is not one, Refused when nothing covers it."""
    hook = parse_webhook(url)
    if not any(hook.under(entry) for entry in allow_entries(prefixes)):
        raise Refused(f"no YULETIDE_NOTIFY_ALLOW entry covers {hook.url}")
    return hook
