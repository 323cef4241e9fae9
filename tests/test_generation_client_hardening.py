"""The LLM client under attack (issue 17, items 3-7 and the claim cap): keys that are not header
values, echoes of the key, redirects, slow and oversized replies, broken HTTP, nested JSON, bad
timeouts. Every failure is a JudgeError (or, for a bad argument, a ValueError/TypeError) that never
shows the key. The stub server listens on 127.0.0.1 only."""

from __future__ import annotations

import json
import re
import time

import pytest
from stub_llm_server import StubLLMServer, chat_completion

from ragmetrics.generation import ChatCompletionsClient, JudgeError, LLMJudge, faithfulness

KEY = "sk-test-Zq81secret"


@pytest.fixture
def server():
    with StubLLMServer() as stub:
        yield stub


def client_for(stub: StubLLMServer, key: str | None = KEY, **options) -> ChatCompletionsClient:
    options.setdefault("retries", 0)
    return ChatCompletionsClient(stub.base_url, "judge-model", key, **options)


def assert_no_key(text: str) -> None:
    assert "Zq81" not in text and "zq81" not in text.lower()


# ---------------------------------------------------------------- the key


def test_a_key_read_from_a_file_loses_its_trailing_newline(server):
    """A trailing newline (a key read from a file) is stripped: the header is 'Bearer <key>'."""
    server.reply_content("ok")
    assert client_for(server, KEY + "\n")("p") == "ok"
    headers = {k.lower(): v for k, v in server.requests[0]["headers"].items()}
    assert headers["authorization"] == f"Bearer {KEY}"


@pytest.mark.parametrize("key, kind", [
    ("sk-test-Zq81\nsecret", "a space"),  # str.isspace: a newline inside the key
    ("sk-test-Zq81 secret", "a space"),
    ("sk-test-Zq81\x00secret", "a control character"),
    ("sk-test-Zq81séc", "a non-ASCII character"),
    ("sk-test-Zq81ключ", "a non-ASCII character"),  # not even latin-1
], ids=["inner-newline", "inner-space", "nul", "latin-1", "cyrillic"])
def test_a_key_that_is_not_a_header_value_is_refused_without_showing_it(key, kind):
    """The constructor refuses it (ValueError naming the argument and the rule); from_env, JudgeError."""
    with pytest.raises(ValueError) as info:
        ChatCompletionsClient("http://127.0.0.1:9/v1", "m", key)
    message = str(info.value)
    assert "'api_key'" in message and "printable ASCII" in message and kind in message
    assert_no_key(message)
    env = {"RAGMETRICS_LLM_BASE_URL": "http://127.0.0.1:9/v1", "RAGMETRICS_LLM_MODEL": "m",
           "RAGMETRICS_LLM_API_KEY": key}
    with pytest.raises(JudgeError, match="RAGMETRICS_LLM_API_KEY") as info:
        ChatCompletionsClient.from_env(env)
    assert_no_key(str(info.value))


def test_a_key_of_the_wrong_type_is_a_type_error():
    with pytest.raises(TypeError, match=r"'api_key' must be a str or None \(got bytes\)"):
        ChatCompletionsClient("http://127.0.0.1:9/v1", "m", KEY.encode())


def test_the_key_is_masked_before_the_reply_is_cut(server):
    """A non-JSON reply with 280 spaces then 'Bearer <key>': cutting first would show its start."""
    server.reply(200, " " * 280 + f"Bearer {KEY} and more text")
    with pytest.raises(JudgeError, match="not JSON") as info:
        client_for(server)("p")
    assert_no_key(str(info.value))
    assert "Bearer ***" in str(info.value)


def test_the_key_is_masked_in_any_letter_case(server):
    server.reply(500, {"error": {"message": f"bad key {KEY.upper()} / {KEY.lower()}"}})
    with pytest.raises(JudgeError, match="HTTP 500") as info:
        client_for(server)("p")
    assert_no_key(str(info.value))
    assert "bad key *** / ***" in str(info.value)


def test_the_host_is_masked_when_the_server_echoes_it(server):
    """The endpoint's address is not shown either (a notebook error must not leak it)."""
    server.reply(502, {"error": {"message": "upstream 127.0.0.1 timed out"}})
    with pytest.raises(JudgeError, match="upstream \\*\\*\\* timed out") as info:
        client_for(server)("p")
    assert "127.0.0.1" not in str(info.value)


# ---------------------------------------------------------------- redirects


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_refused_and_the_key_goes_nowhere_else(server, status):
    """No redirect is followed: the other origin gets no request (so no key), no GET becomes a verdict."""
    with StubLLMServer() as other:
        other.reply_content('{"verdict": "yes"}')
        server.reply(status, b"", headers={"Location": other.base_url + "/chat/completions"})
        with pytest.raises(JudgeError, match=rf"redirect \(HTTP {status}\), which is not followed") as info:
            client_for(server)("p")
        assert other.requests == []
    assert len(server.requests) == 1
    assert_no_key(str(info.value))
    assert "127.0.0.1" not in str(info.value)


# ---------------------------------------------------------------- time and size


def test_the_timeout_bounds_the_whole_request_not_each_read(server):
    """A server sending one byte every 0.2 s (8 s in all) is cut off: returns within 5 s when the limit is 1 s."""
    body = b'{"choices": [{"message": {"content": "late"}}]}'
    head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body)
    server.reply_raw(head + body[:40], piece=1, interval=0.2)
    start = time.monotonic()
    with pytest.raises(JudgeError, match="did not answer within 1 s"):
        client_for(server, timeout=1)("p")
    assert time.monotonic() - start < 5


def test_a_reply_larger_than_the_cap_is_refused(server):
    server.reply(200, chat_completion("x" * 5000))
    with pytest.raises(JudgeError, match=r"larger than max_reply_bytes=1000 \(got 5"):
        client_for(server, max_reply_bytes=1000)("p")


def test_a_reply_without_length_larger_than_the_cap_is_refused(server):
    """Without Content-Length the client reads at most one byte past the cap, then refuses."""
    server.reply_raw(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n" + b"x" * 5000)
    with pytest.raises(JudgeError, match=r"larger than max_reply_bytes=1000 \(got 1001 bytes or more\)"):
        client_for(server, max_reply_bytes=1000)("p")


def test_a_reply_within_the_cap_is_read(server):
    server.reply_content("y" * 500)
    assert client_for(server, max_reply_bytes=2000)("p") == "y" * 500


# ---------------------------------------------------------------- broken replies


@pytest.mark.parametrize("raw, kind", [
    (b"garbage\r\n\r\n", "BadStatusLine"),
    (b"HTTP/1.1 200 OK\r\nContent-Length: 500\r\n\r\n{\"choices\": [", "IncompleteRead"),
    (b"", "RemoteDisconnected"),
], ids=["bad-status-line", "incomplete-read", "nothing"])
def test_a_broken_http_reply_is_a_judge_error(server, raw, kind):
    server.reply_raw(raw)
    with pytest.raises(JudgeError, match=f"broken HTTP reply \\({kind}") as info:
        client_for(server)("p")
    assert_no_key(str(info.value))


def test_a_deeply_nested_reply_is_a_judge_error(server):
    """json's parser raises RecursionError on 100,000 nested lists: wrapped, not escaped."""
    server.reply(200, b"[" * 100_000 + b"]" * 100_000)
    with pytest.raises(JudgeError, match="nested too deeply"):
        client_for(server)("p")


def test_a_deeply_nested_message_is_a_judge_error():
    judge = LLMJudge(lambda prompt: "[" * 100_000 + "]" * 100_000)
    with pytest.raises(JudgeError, match="split_claims: the reply is nested too deeply"):
        judge.split_claims("An answer.")


# ---------------------------------------------------------------- arguments and environment


@pytest.mark.parametrize("timeout, error, message", [
    (float("nan"), ValueError, "'timeout' must be a finite number of seconds > 0 (got nan)"),
    (float("inf"), ValueError, "'timeout' must be a finite number of seconds > 0 (got inf)"),
    (0, ValueError, "'timeout' must be a finite number of seconds > 0 (got 0)"),
    (-1.0, ValueError, "'timeout' must be a finite number of seconds > 0 (got -1.0)"),
    ("5", TypeError, "'timeout' must be a number of seconds (got str: '5')"),
    (True, TypeError, "'timeout' must be a number of seconds (got bool: True)"),
])
def test_a_bad_timeout_is_refused_up_front(timeout, error, message):
    with pytest.raises(error) as info:
        ChatCompletionsClient("http://127.0.0.1:9/v1", "m", timeout=timeout)
    assert message in str(info.value)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-3", "1e10", "1e400"])
def test_a_bad_timeout_from_the_environment_is_a_judge_error(value):
    """1e10 s used to overflow the timer (OverflowError: timestamp out of range, M1)."""
    env = {"RAGMETRICS_LLM_BASE_URL": "http://127.0.0.1:9/v1", "RAGMETRICS_LLM_MODEL": "m",
           "RAGMETRICS_LLM_TIMEOUT": value}
    with pytest.raises(JudgeError, match=f"RAGMETRICS_LLM_TIMEOUT must be a number of seconds, "
                                         f"finite and > 0, at most 86400 \\(a day\\) "
                                         f"\\(got '{value}'\\)"):
        ChatCompletionsClient.from_env(env)


@pytest.mark.parametrize("name, value, error", [
    ("retries", -1, ValueError), ("retries", 1.0, TypeError), ("backoff", float("nan"), ValueError),
    ("max_reply_bytes", 0, ValueError), ("max_reply_bytes", "1e6", TypeError),
])
def test_bad_client_options_name_the_argument(name, value, error):
    with pytest.raises(error, match=f"'{name}' must be"):
        ChatCompletionsClient("http://127.0.0.1:9/v1", "m", **{name: value})


@pytest.mark.parametrize("url", [
    f"http://127.0.0.1:port{KEY}/v1", f"http://{KEY}é.example/v1", f"http:///{KEY}",
    f"ftp://user:{KEY}@host", f"http://127.0.0.1/v1 {KEY}",
], ids=["port-not-a-number", "non-ascii", "no-host", "ftp", "space"])
def test_a_bad_base_url_is_refused_up_front_without_showing_it(url):
    with pytest.raises(ValueError, match="'base_url' must start with http") as info:
        ChatCompletionsClient(url, "m")
    assert_no_key(str(info.value))


# ---------------------------------------------------------------- the claim cap


class Counting:
    """A prompt -> text callable: many claims for split_claims, 'yes' for everything else."""

    def __init__(self, n_claims: int) -> None:
        self.n_claims, self.calls = n_claims, 0

    def __call__(self, prompt: str) -> str:
        self.calls += 1
        if self.calls == 1:
            return '{"statements": [%s]}' % ", ".join(f'"claim {i}"' for i in range(self.n_claims))
        return '{"verdict": "yes", "reason": "ok"}'


def test_more_claims_than_max_claims_is_refused_before_any_request():
    """101 claims with the default cap (100): a JudgeError, and no verify request is sent."""
    complete = Counting(101)
    with pytest.raises(JudgeError, match=r"returned 101 claims, more than max_claims=100"):
        faithfulness("An answer.", ["A context."], judge=LLMJudge(complete))
    assert complete.calls == 1


def test_claims_up_to_max_claims_are_all_verified():
    complete = Counting(3)
    result = faithfulness("An answer.", ["A context."], judge=LLMJudge(complete, max_claims=3))
    assert result.score == 1.0 and len(result.claims) == 3 and complete.calls == 4


@pytest.mark.parametrize("value, error", [(0, ValueError), (True, TypeError), ("5", TypeError)])
def test_max_claims_must_be_a_positive_int(value, error):
    with pytest.raises(error, match="'max_claims' must be an int >= 1"):
        LLMJudge(lambda prompt: "", max_claims=value)


# ---------------------------------------------------------------- round 3 (issue 25: H4, L5, M1, L6)

ODD_KEY = 'sk-Zq81/a+b="c\\d&e'  # a key with the characters JSON, URLs and HTML escape


def encodings(key: str) -> list[str]:
    """The key as a server may echo it: plain, JSON-escaped (twice), \\u-escaped, URL-encoded (twice),
    HTML-escaped."""
    import html
    import json
    from urllib.parse import quote

    return [key, json.dumps(key)[1:-1], json.dumps(json.dumps(key))[1:-1], key.replace("/", "\\/"),
            "".join(f"\\u{ord(ch):04x}" for ch in key), "".join(f"\\u{ord(ch):04X}" for ch in key),
            quote(key, safe=""), quote(quote(key, safe=""), safe=""), html.escape(key),
            "".join(f"&#{ord(ch)};" for ch in key)]


def assert_no_form_of(key: str, text: str) -> None:
    for form in encodings(key):
        assert form.lower()[:6] not in text.lower(), (form, text)  # not even its start
    assert "Zq81" not in text and "\\u005a\\u0071" not in text.lower()


@pytest.mark.parametrize("status", [400, 500])
def test_a_key_straddling_the_old_2000_byte_cut_is_masked(server, status):
    """H4 (a): spaces then the key, placed so that the body's old cut at 2,000 bytes (made before
    masking) kept all but the key's last character."""
    server.reply(status, " " * (2000 - len(KEY) + 1) + KEY + " trailing text")
    with pytest.raises(JudgeError, match=f"HTTP {status}") as info:
        client_for(server)("p")
    assert_no_key(str(info.value))
    assert "***" in str(info.value)


def test_a_key_straddling_the_old_100_000_character_cut_is_masked(server):
    """H4 (b): a 200 reply that is JSON but not a chat completion, its text cut at 100,000 characters
    before masking: the key placed so that the cut kept all but its last character."""
    head = len('{"object": "error", "detail": "')
    server.reply(200, {"object": "error", "detail": " " * (100_000 - len(KEY) + 1 - head) + KEY})
    with pytest.raises(JudgeError, match="not a chat completion") as info:
        client_for(server)("p")
    assert_no_key(str(info.value))


@pytest.mark.parametrize("form", range(len(encodings(ODD_KEY))),
                         ids=["plain", "json", "json-twice", "slash", "u-escape", "U-ESCAPE", "url",
                              "url-twice", "html", "html-numeric"])
@pytest.mark.parametrize("status", [200, 500])
def test_encoded_echoes_of_the_key_are_masked(server, form, status):
    """L5: a key with " \\ / + = & echoed JSON-escaped, \\u-escaped, URL-encoded or HTML-escaped, in a
    reply that is not JSON (200: "not JSON"; 500: "the server said")."""
    echo = encodings(ODD_KEY)[form]
    server.reply(status, f"<html>error for key {echo} at the gateway</html>")
    with pytest.raises(JudgeError) as info:
        client_for(server, ODD_KEY)("p")
    assert re.search(r"error for key \S*\*\*\*\S* at the gateway", str(info.value))
    assert_no_form_of(ODD_KEY, str(info.value))


def test_a_json_escaped_echo_in_a_json_error_is_masked(server):
    """The error body is JSON: its message is decoded (unescaped) before masking, then cut."""
    server.reply(400, '{"error": {"message": "bad key ' + encodings(ODD_KEY)[1] + '"}}')
    with pytest.raises(JudgeError, match=r"the server said: bad key \*\*\*") as info:
        client_for(server, ODD_KEY)("p")
    assert_no_form_of(ODD_KEY, str(info.value))


def test_a_key_echoed_in_the_model_reply_never_reaches_a_judge_error(server):
    """The reply text itself: the judge quotes it when it is not JSON; the key is masked in it first."""
    server.reply_content(f"I cannot do that with key {encodings(ODD_KEY)[4]}")
    with pytest.raises(JudgeError, match=r"verify_claim: .*key \*\*\*") as info:
        LLMJudge(client_for(server, ODD_KEY)).verify_claim("c", ["x"])
    assert_no_form_of(ODD_KEY, str(info.value))


@pytest.mark.parametrize("status", [200, 500])
def test_an_integer_of_5000_digits_is_a_judge_error(server, status):
    """M1: json refuses ints over 4,300 digits with ValueError, which used to escape."""
    server.reply(status, b'{"choices": ' + b"1" * 5000 + b"}")
    with pytest.raises(JudgeError, match="not JSON" if status == 200 else "HTTP 500"):
        client_for(server)("p")
    server.reply(200, b'{"choices": ' + b"1" * 5000 + b"}")
    with pytest.raises(JudgeError):
        LLMJudge(client_for(server)).verify_claim("c", ["x"])


@pytest.mark.parametrize("name, value, message", [
    ("timeout", 1e10, "'timeout' must be at most 86400 seconds (a day) (got 10000000000.0)"),
    ("backoff", 1e10, "'backoff' must be at most 86400 seconds"),
    ("max_reply_bytes", 10 ** 12, "'max_reply_bytes' must be at most 1073741824 (got 1000000000000)"),
    ("temperature", float("nan"), "'temperature' must be a finite number >= 0 or None (got nan)"),
    ("temperature", "hot", "'temperature' must be a finite number >= 0 or None (got 'hot')"),
])
def test_values_that_overflow_later_are_refused_up_front(name, value, message):
    """M1: timeout=1e10 used to raise OverflowError at the first call, max_reply_bytes=10**12 a
    MemoryError on a reply without Content-Length; L6: a NaN temperature was sent as invalid JSON."""
    with pytest.raises(ValueError) as info:
        ChatCompletionsClient("http://127.0.0.1:9/v1", "m", **{name: value})
    assert message in str(info.value)


def test_a_system_message_that_is_not_text_is_refused():
    with pytest.raises(TypeError, match="'system' must be a str or None"):
        ChatCompletionsClient("http://127.0.0.1:9/v1", "m", system=object())


def test_a_large_cap_reads_in_chunks(server):
    """With a 1 GiB cap, a reply without Content-Length is read in chunks, not into a 1 GiB buffer."""
    body = json.dumps(chat_completion("z" * 300_000)).encode()
    server.reply_raw(b"HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n" + body)
    assert client_for(server, max_reply_bytes=1024 ** 3)("p") == "z" * 300_000


def test_an_informational_status_is_not_called_a_rejection(server):
    """L6: HTTP 103 Early Hints was reported as 'rejected the request: check the model name'."""
    server.reply_raw(b"HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n")
    with pytest.raises(JudgeError, match=r"informational status \(HTTP 103\)"):
        client_for(server)("p")
