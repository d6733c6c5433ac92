"""Which webhooks the server calls: URLs and YULETIDE_NOTIFY_ALLOW entries are parsed, not compared as text."""

from __future__ import annotations

import socket
from ipaddress import ip_address

import msgspec
import pytest

from service.support.origins import BadWebhook, Refused, check, parse_webhook
from service.live.notify import NotTaken, addresses, internal
from service.support.settings import Settings, load_settings

ALLOW = (
    "https://hooks.example.org",
    "http://127.0.0.1:8813/hooks/",
    "https://push.example.net:8443/app/v1",
    "http://[2001:db8::1]/in",
)


@pytest.mark.parametrize("url", [
    "https://hooks.example.org.attacker.example/x",
    "https://hooks.example.org\u3002attacker.example/x",  # ideographic full stop
    "https://hooks.example.org\uff0eattacker.example/x",  # full-width full stop
    "https://hooks.example.org\uff61attacker.example/x",  # half-width ideographic full stop
])
def test_a_host_that_merely_begins_with_an_allowed_host_is_not_allowed(url: str) -> None:
    with pytest.raises(Refused):
        check(url, ALLOW)


def test_a_dot_dot_segment_cannot_climb_out_of_an_allowed_path() -> None:
    with pytest.raises(BadWebhook, match=r"'\.\.' segment"):
        check("http://127.0.0.1:8813/hooks/../escape", ALLOW)


@pytest.mark.parametrize(("url", "normalised"), [
    ("https://hooks.example.org", "https://hooks.example.org/"),
    ("https://HOOKS.Example.ORG/Path", "https://hooks.example.org/Path"),
    ("HTTPS://hooks.example.org/x", "https://hooks.example.org/x"),
    ("https://hooks.example.org./x", "https://hooks.example.org/x"),
    ("https://hooks.example.org:443/x", "https://hooks.example.org/x"),
    ("https://hooks.example.org:/x", "https://hooks.example.org/x"),
    ("https://hooks\u3002example\uff0eorg/x", "https://hooks.example.org/x"),
    ("https://\uff48\uff4f\uff4f\uff4b\uff53.example.org/x", "https://hooks.example.org/x"),
    ("http://127.0.0.1:8813/hooks", "http://127.0.0.1:8813/hooks"),
    ("http://127.0.0.1.:8813/hooks/x", "http://127.0.0.1:8813/hooks/x"),
    ("http://127.0.0.1:8813/hooks/", "http://127.0.0.1:8813/hooks/"),
    ("http://127.0.0.1:08813/hooks/a/b?game=1&x=%7e", "http://127.0.0.1:8813/hooks/a/b?game=1&x=~"),
    ("http://127.0.0.1:8813/%68ooks/x", "http://127.0.0.1:8813/hooks/x"),
    ("http://127.0.0.1:8813/hooks/a%2cb", "http://127.0.0.1:8813/hooks/a%2Cb"),
    ("http://127.0.0.1:8813/hooks/...", "http://127.0.0.1:8813/hooks/..."),
    ("https://push.example.net:8443/app/v1/\u00fc", "https://push.example.net:8443/app/v1/%C3%BC"),
    ("http://[2001:DB8:0::1]/in/x", "http://[2001:db8::1]/in/x"),
    ("http://[2001:db8::1]:80/in", "http://[2001:db8::1]/in"),
])
def test_a_url_under_an_entry_is_taken_in_its_normal_form(url: str, normalised: str) -> None:
    assert check(url, ALLOW).url == normalised


@pytest.mark.parametrize("url", [
    "http://hooks.example.org/x",  # another scheme
    "https://hooks.example.org:8443/x",  # another port
    "https://push.example.net/app/v1/x",  # the default port is 443, not the entry's 8443
    "https://evil.hooks.example.org/x",  # a sub-domain is another host
    "https://h\u043e\u043eks.example.org/x",  # Cyrillic o: another name
    "http://127.0.0.1:8813/hooksx",  # not on a segment boundary
    "http://127.0.0.1:8813/",
    "http://127.0.0.1:8813/x/hooks/",
    "http://127.0.0.1:8814/hooks/",
    "http://localhost:8813/hooks/",  # a name is not the address it may resolve to
    "http://[::1]:8813/hooks/",
    "http://[::ffff:127.0.0.1]:8813/hooks/",
    "https://push.example.net:8443/app/v10",
    "https://push.example.net:8443/APP/v1/x",  # paths are case-sensitive
    "http://[2001:db8::1]/inside",
    "http://[2001:db8::2]/in",
])
def test_a_url_no_entry_covers_is_not_allowed(url: str) -> None:
    with pytest.raises(Refused):
        check(url, ALLOW)


@pytest.mark.parametrize(("url", "reason"), [
    ("https://user@hooks.example.org/", "user or password"),
    ("https://user:pw@hooks.example.org/", "user or password"),
    ("https://@hooks.example.org/", "user or password"),
    ("https://hooks.example.org@attacker.example/", "user or password"),
    ("https://hooks.example.org:443@attacker.example/", "user or password"),
    ("https://hooks.example.org\\@attacker.example/", "backslash"),
    ("https://hooks.example.org\\.attacker.example/", "backslash"),
    ("http://127.0.0.1:8813/hooks\\..\\escape", "backslash"),
    ("http://127.0.0.1:8813/hooks/%2e%2e/escape", "'..' segment"),
    ("http://127.0.0.1:8813/hooks/%2E%2e/escape", "'..' segment"),
    ("http://127.0.0.1:8813/hooks/.%2E/escape", "'..' segment"),
    ("http://127.0.0.1:8813/hooks/./x", "'.' or '..' segment"),
    ("http://127.0.0.1:8813/hooks/..", "'..' segment"),
    ("http://127.0.0.1:8813/hooks/..;x=1/escape", "'..' segment"),
    ("http://127.0.0.1:8813/hooks/%252e%252e/escape", "'..' segment"),
    ("http://127.0.0.1:8813/hooks/a%2f..%2f..%2fescape", "escaped slash"),
    ("http://127.0.0.1:8813/hooks/a%5c..%5cescape", "escaped slash or backslash"),
    ("http://127.0.0.1:8813/hooks/x%00", "control character"),
    ("http://127.0.0.1:8813/hooks/%", "'%'"),
    ("http://127.0.0.1:8813/hooks/%zz", "'%'"),
    ("http://127.1:8813/hooks/", "IPv4"),
    ("http://0x7f.0.0.1:8813/hooks/", "IPv4"),
    ("http://0x7f000001:8813/hooks/", "IPv4"),
    ("http://2130706433:8813/hooks/", "IPv4"),
    ("http://0177.0.0.1:8813/hooks/", "IPv4"),
    ("http://[fe80::1%25eth0]/in", "IPv6"),
    ("http://[v1.fe80]/in", "IPv6"),
    ("http://[2001:db8::1/in", "not a URL"),
    ("https://hooks.example.org/x#frag", "fragment"),
    ("https://hooks.example.org/x#", "fragment"),
    ("https://hooks.example.org:0/", "port"),
    ("https://hooks.example.org:65536/", "port"),
    ("https://hooks.example.org:4\u0664\u0663/", "port"),  # Arabic-Indic digits
    ("https://hooks.example.org:443:443/", "port"),
    ("https://hooks_example.org/", "domain name"),
    ("https://hooks..example.org/", "domain name"),
    ("https://hooks%2eexample.org/", "percent-escape"),
    ("https://hooks.example.org/\u200b", "invisible"),
    ("https://hooks.example.org/a\tb", "control"),
    ("https:///hooks.example.org/", "no host"),
    ("https:hooks.example.org/x", "http:// or https://"),
    ("ftp://hooks.example.org/", "http:// or https://"),
    ("javascript://hooks.example.org/%0aalert(1)", "http:// or https://"),
])
def test_a_url_that_parsers_could_read_two_ways_is_not_a_webhook(url: str, reason: str) -> None:
    with pytest.raises(BadWebhook, match=reason.replace(".", r"\.").replace("(", r"\(")):
        check(url, ALLOW)


def test_an_entry_is_parsed_like_a_url_and_a_trailing_slash_makes_no_difference() -> None:
    for entry in ("https://hooks.example.org/in", "https://HOOKS.example.org:443/in/", "https://hooks.example.org/%69n"):
        assert check("https://hooks.example.org/in/x", (entry,)).url == "https://hooks.example.org/in/x"
        assert check("https://hooks.example.org/in", (entry,)).url == "https://hooks.example.org/in"
        with pytest.raises(Refused):
            check("https://hooks.example.org/inx", (entry,))
    with pytest.raises(Refused):
        check("https://hooks.example.org/", ())


@pytest.mark.parametrize("entry", [
    "hooks.example.org", "https://user@hooks.example.org/", "https://hooks.example.org/a/../b",
    "https://hooks.example.org/?token=1", "https://hooks.example.org/#x", "https://hooks.example.org\\x",
    "ftp://hooks.example.org/",
])
def test_an_entry_that_is_not_a_plain_url_stops_the_server_from_starting(entry: str) -> None:
    with pytest.raises(ValueError, match="YULETIDE_NOTIFY_ALLOW entry"):
        Settings(notify_allow=(entry,))
    with pytest.raises(msgspec.ValidationError, match="YULETIDE_NOTIFY_ALLOW entry"):
        load_settings({"YULETIDE_NOTIFY_ALLOW": f"https://fine.example.org/, {entry}"})


def test_the_parsed_form_is_stable() -> None:
    for url in ("https://HOOKS\u3002example.org:443/%68ooks/\u00fc?q=%7e%2c", "http://[2001:DB8::1]:8080/a"):
        once = parse_webhook(url)
        assert parse_webhook(once.url) == once


@pytest.mark.parametrize(("address", "kind"), [
    ("127.0.0.1", "loopback"), ("127.3.2.1", "loopback"), ("::1", "loopback"),
    ("10.1.2.3", "private"), ("172.16.0.1", "private"), ("192.168.1.1", "private"), ("fd12::1", "private"),
    ("169.254.10.1", "link-local"), ("fe80::1", "link-local"),
    ("169.254.169.254", "cloud metadata"), ("fd00:ec2::254", "cloud metadata"), ("168.63.129.16", "cloud metadata"),
    ("100.100.100.200", "cloud metadata"),
    ("0.0.0.0", "unspecified"), ("::", "unspecified"),
    ("224.0.0.1", "multicast"), ("ff02::1", "multicast"),
    ("100.64.0.1", "non-public"), ("192.0.2.1", "private"), ("240.0.0.1", "private"),
    ("::ffff:127.0.0.1", "loopback"), ("::ffff:10.0.0.1", "private"), ("::ffff:169.254.169.254", "cloud metadata"),
    ("64:ff9b::7f00:1", "loopback"), ("64:ff9b::a00:1", "private"), ("2002:7f00:1::", "loopback"),
    ("2002:a9fe:a9fe::", "cloud metadata"),
])
def test_an_address_that_is_not_public_is_named_for_what_it_is(address: str, kind: str) -> None:
    assert internal(ip_address(address)) == kind


@pytest.mark.parametrize("address", ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "64:ff9b::808:808", "::ffff:8.8.8.8"])
def test_a_public_address_is_not_internal(address: str) -> None:
    assert internal(ip_address(address)) is None


def resolving(monkeypatch: pytest.MonkeyPatch, table: dict[str, list[str]]) -> list[str]:
    """Make getaddrinfo answer from a table; returns the list of names it was asked for."""
    asked: list[str] = []

    def getaddrinfo(host: str, port: int, *args: object, **kwargs: object) -> list[tuple]:
        asked.append(host)
        if host not in table:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return [
            (socket.AF_INET6 if ":" in a else socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, port)) for a in table[host]
        ]

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return asked


def test_a_name_is_refused_when_any_of_its_addresses_is_internal(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = resolving(monkeypatch, {
        "hooks.example.org": ["93.184.216.34", "2606:4700::1111"],
        "mixed.example.org": ["93.184.216.34", "10.0.0.7"],
        "meta.example.org": ["169.254.169.254"],
    })
    allow = ("https://hooks.example.org/", "https://mixed.example.org/", "https://meta.example.org/")
    assert addresses(check("https://hooks.example.org/x", allow), allow) == [
        ip_address("93.184.216.34"), ip_address("2606:4700::1111")
    ]
    with pytest.raises(Refused, match="10.0.0.7, a private address"):
        addresses(check("https://mixed.example.org/x", allow), allow)
    with pytest.raises(Refused, match="cloud metadata"):
        addresses(check("https://meta.example.org/x", allow), allow)
    with pytest.raises(NotTaken, match="did not resolve"):
        allow = (*allow, "https://gone.example.org/")
        addresses(check("https://gone.example.org/x", allow), allow)
    assert asked == ["hooks.example.org", "mixed.example.org", "meta.example.org", "gone.example.org"]


def test_an_internal_address_is_allowed_only_where_an_entry_names_it_with_its_port(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked = resolving(monkeypatch, {"rebind.example.org": ["127.0.0.1"]})
    by_name = ("http://rebind.example.org:8813/hooks/",)
    with pytest.raises(Refused, match="127.0.0.1, a loopback address"):
        addresses(check("http://rebind.example.org:8813/hooks/x", by_name), by_name)
    with pytest.raises(Refused, match="loopback"):  # the address is named, but for another port
        allow = (*by_name, "http://127.0.0.1:8814/")
        addresses(check("http://rebind.example.org:8813/hooks/x", allow), allow)
    allow = (*by_name, "http://127.0.0.1:8813/other/")
    assert addresses(check("http://rebind.example.org:8813/hooks/x", allow), allow) == [ip_address("127.0.0.1")]
    literal = ("http://127.0.0.1:8813/hooks/", "http://[::1]:8813/")
    assert addresses(check("http://127.0.0.1:8813/hooks/x", literal), literal) == [ip_address("127.0.0.1")]
    assert addresses(check("http://[::1]:8813/x", literal), literal) == [ip_address("::1")]
    assert asked == ["rebind.example.org"] * 3, "an IP literal is not looked up"
