"""A prompt -> text callable over any OpenAI-compatible ``/chat/completions`` endpoint.

Standard library only (``http.client``, imported on first call so that importing ragmetrics
stays fast). The address, model and key come from the arguments or from the environment:

- ``RAGMETRICS_LLM_BASE_URL``: the API root, e.g. ``https://api.openai.com/v1`` or
  ``http://localhost:11434/v1`` (Ollama); ``/chat/completions`` is appended.
- ``RAGMETRICS_LLM_MODEL``: the model name the server knows.
- ``RAGMETRICS_LLM_API_KEY``: sent as ``Authorization: Bearer ...``; optional for local servers.
- ``RAGMETRICS_LLM_TIMEOUT``: seconds one request may take, start to end (default 60, at most a day).

None of the three is ever printed: not in ``repr``, not in error messages. A key or host the server
echoes back is masked in the whole reply before any excerpt is cut from it, in any letter case, and
also when echoed JSON-escaped (``\\u0073k-...``, ``\\/``, ``\\"``), URL-encoded (``%2F``) or as HTML
character references; the key is masked in the reply text handed to the judge as well, so an error
quoting the model's reply cannot show it. The key is stripped (a key read from a file ends in a
newline) and must be printable ASCII. Redirects are refused, never followed: following one would
re-send the key to another address and turn the POST into a GET. Each attempt (connect, send,
headers, body) is bounded by ``timeout`` and the whole call, retries and waits included, by
``total_timeout``; a reply over ``max_reply_bytes`` is refused. Every failure of a call is a
``JudgeError``; only a bad argument (to the constructor, or a prompt that is not a str) is a
``TypeError`` or ``ValueError``. A client holds no state that calls change: threads may share it.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import threading
import time
from collections.abc import Mapping

from .protocol import JudgeError

__all__ = ["ChatCompletionsClient", "ENV_API_KEY", "ENV_BASE_URL", "ENV_MODEL", "ENV_TIMEOUT"]

ENV_BASE_URL = "RAGMETRICS_LLM_BASE_URL"
ENV_MODEL = "RAGMETRICS_LLM_MODEL"
ENV_API_KEY = "RAGMETRICS_LLM_API_KEY"
ENV_TIMEOUT = "RAGMETRICS_LLM_TIMEOUT"

_SYSTEM = ("You are a careful evaluation judge for retrieval-augmented generation. "
           "Follow the instructions exactly and reply with JSON only.")
_RETRY_STATUSES = {408, 429, 500, 502, 503, 504}
# A chat completion is a few kB; 8 MiB leaves room for long answers and stops a runaway server.
MAX_REPLY_BYTES = 8 * 1024 * 1024
# Caps checked up front: past them a timer overflows (1e10 s) or a read buffer cannot be allocated.
MAX_SECONDS = 86_400.0
MAX_REPLY_CAP = 1024 ** 3
MAX_RETRIES = 100
# A server asking to wait longer than this is not retried early: the call fails, saying so.
MAX_RETRY_AFTER = 120.0
_CHUNK = 64 * 1024


class _RequestTimeout(Exception):
    """The whole request outlived its timeout (raised in the caller's thread)."""


class _Failure(Exception):
    """One attempt failed: the message for the JudgeError, and whether another attempt may help."""

    def __init__(self, message: str, transient: bool) -> None:
        super().__init__(message)
        self.message, self.transient = message, transient


class ChatCompletionsClient:
    """Send a prompt as one user message; return the reply's text.

    ``timeout`` bounds each attempt as a whole, from connecting to the last byte (seconds, at most a
    day); ``total_timeout`` (None: no bound beyond the attempts) bounds the whole call, retries and
    waits included. ``retries`` re-sends after HTTP 408, 429 and 5xx, a timeout or a dropped
    connection, waiting for the server's ``Retry-After`` (seconds or an HTTP date; a wait over
    120 s or past ``total_timeout`` is not shortened: the call fails, saying so) or else
    ``backoff * 2**attempt`` seconds with jitter (between half and all of it), so that threads
    retrying together spread out. ``max_reply_bytes`` caps the reply's size (at most 1 GiB).
    ``temperature=0`` asks for the most repeatable judge; ``None`` leaves it out of the request (some
    models refuse it).

    >>> client = ChatCompletionsClient("http://127.0.0.1:9/v1", "some-model", "sk-secret")
    >>> client
    ChatCompletionsClient(endpoint, model and key not shown, timeout=60.0, retries=2)
    >>> "sk-secret" in repr(client) or "127.0.0.1" in repr(client)
    False
    """

    def __init__(self, base_url: str, model: str, api_key: str | None = None, *,
                 timeout: float = 60.0, retries: int = 2, backoff: float = 1.0,
                 temperature: float | None = 0.0, system: str | None = _SYSTEM,
                 max_reply_bytes: int = MAX_REPLY_BYTES,
                 total_timeout: float | None = None) -> None:
        self._scheme, self._host, self._port, self._path = _split_url(base_url)
        if not isinstance(model, str):
            raise TypeError(f"'model' must be a non-empty string (got {type(model).__name__}; "
                            f"set {ENV_MODEL})")
        if not model.strip():
            raise ValueError(f"'model' must be a non-empty string (set {ENV_MODEL})")
        self._api_key = _clean_key(api_key)
        self.timeout = _check_seconds("timeout", timeout)
        self.total_timeout = (None if total_timeout is None
                              else _check_seconds("total_timeout", total_timeout))
        self.retries = _check_count("retries", retries, 0, MAX_RETRIES)
        self.backoff = _check_seconds("backoff", backoff, zero=True)
        self.max_reply_bytes = _check_count("max_reply_bytes", max_reply_bytes, 1, MAX_REPLY_CAP)
        if temperature is not None and (isinstance(temperature, bool) or not isinstance(
                temperature, (int, float)) or not math.isfinite(temperature) or temperature < 0):
            raise ValueError(f"'temperature' must be a finite number >= 0 or None (got "
                             f"{temperature!r:.40})")
        if system is not None and not isinstance(system, str):
            raise TypeError(f"'system' must be a str or None (got {type(system).__name__})")
        self._model = model.strip()
        self.temperature = temperature
        self.system = system
        # A key or host echoed back, written plainly or encoded: masked in every message.
        host = self._host if len(self._host) >= 4 else None  # "api" would mask the word api
        self._secrets = _secrets_pattern([s for s in (self._api_key, host) if s])
        self._key_pattern = _secrets_pattern([self._api_key] if self._api_key else [])
        self._ssl_context = None
        self._ssl_lock = threading.Lock()

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **options) -> ChatCompletionsClient:
        """Build a client from ``RAGMETRICS_LLM_*`` variables (``environ`` defaults to os.environ).

        A variable that is missing or unusable raises ``JudgeError`` naming it, never its value
        when it is the address or the key.
        """
        env = os.environ if environ is None else environ
        base_url, model = env.get(ENV_BASE_URL, "").strip(), env.get(ENV_MODEL, "").strip()
        if not base_url:
            raise JudgeError(f"{ENV_BASE_URL} is not set: set it to an OpenAI-compatible API root, "
                             "e.g. https://api.openai.com/v1 or http://localhost:11434/v1, or judge "
                             "offline with RuleJudge() or RecordedJudge()")
        if not model:
            raise JudgeError(f"{ENV_MODEL} is not set: set it to a model name your endpoint serves")
        if ENV_TIMEOUT in env and "timeout" not in options:
            try:
                options["timeout"] = _check_seconds(ENV_TIMEOUT, float(env[ENV_TIMEOUT]))
            except (ValueError, OverflowError):
                raise JudgeError(f"{ENV_TIMEOUT} must be a number of seconds, finite and > 0, at "
                                 f"most {MAX_SECONDS:g} (a day) (got {env[ENV_TIMEOUT]!r:.40})"
                                 ) from None
        try:
            _split_url(base_url)
            key = _clean_key(env.get(ENV_API_KEY))
        except ValueError as exc:  # the message names the variable and never shows its value
            raise JudgeError(str(exc)) from None
        return cls(base_url, model, key, **options)

    def __repr__(self) -> str:
        return (f"ChatCompletionsClient(endpoint, model and key not shown, timeout={self.timeout}, "
                f"retries={self.retries})")

    @property
    def cache_identity(self) -> str:
        """What a judge cache keys this client's replies by: model, system message, temperature."""
        return json.dumps(["chat/completions", self._model, self.system, self.temperature])

    def _mask(self, text: str, limit: int = 200) -> str:
        """Server text fit for an error message: key and host masked, one line, at most ``limit``.

        Masking comes first, on the whole text: cut first, and a key straddling the cut (or after a
        run of spaces, once they are collapsed) would show its first characters.
        """
        if self._secrets is not None:
            text = self._secrets.sub("***", text)
        text = " ".join(text.split())
        return text if len(text) <= limit else text[:limit] + "..."

    def _request(self, prompt: str) -> tuple[bytes, dict[str, str]]:
        """The request's body and headers."""
        messages = ([{"role": "system", "content": self.system}] if self.system else [])
        messages.append({"role": "user", "content": prompt})
        body = {"model": self._model, "messages": messages}
        if self.temperature is not None:
            body["temperature"] = self.temperature
        headers = {"Content-Type": "application/json", "Accept": "application/json",
                   "User-Agent": "ragmetrics-llm-judge"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return json.dumps(body).encode("utf-8"), headers

    def _connection(self, timeout: float):
        import http.client

        if self._scheme == "http":
            return http.client.HTTPConnection(self._host, self._port, timeout=timeout)
        with self._ssl_lock:  # one TLS context per client: loading the CA store costs milliseconds
            if self._ssl_context is None:
                import ssl

                self._ssl_context = ssl.create_default_context()
        return http.client.HTTPSConnection(self._host, self._port, timeout=timeout,
                                           context=self._ssl_context)

    def _post(self, body: bytes, headers: dict[str, str], timeout: float) -> tuple[int, object, bytes]:
        """One POST, (status, headers, body); connect, send and read bounded by ``timeout`` as a whole.

        A socket timeout bounds each read, not the request: a server sending a byte at a time holds
        it for ever. So the exchange runs in a worker thread, and when ``timeout`` has passed its
        socket is shut down, which ends the worker's blocked read.
        """
        connection = self._connection(timeout)
        outcome: dict[str, object] = {}

        def exchange() -> None:
            try:
                connection.request("POST", self._path, body=body, headers=headers)
                response = connection.getresponse()
                outcome["reply"] = (response.status, response.headers, self._read(response))
            except BaseException as exc:  # re-raised in the caller's thread
                outcome["error"] = exc

        worker = threading.Thread(target=exchange, name="ragmetrics-llm-request", daemon=True)
        worker.start()
        worker.join(timeout)
        if worker.is_alive():
            _abort(connection)
            raise _RequestTimeout
        connection.close()
        if "error" in outcome:
            raise outcome["error"]  # type: ignore[misc]
        return outcome["reply"]  # type: ignore[return-value]

    def _read(self, response) -> bytes:
        """The reply's body, refused past ``max_reply_bytes`` (read in chunks, at most one byte more)."""
        if response.length is not None and response.length > self.max_reply_bytes:
            raise _TooLarge(response.length)
        if response.length is not None:
            return response.read()  # raises IncompleteRead when the server stops short
        chunks, size = [], 0
        while size <= self.max_reply_bytes:
            chunk = response.read(min(_CHUNK, self.max_reply_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > self.max_reply_bytes:
            raise _TooLarge(size)
        return b"".join(chunks)

    def __call__(self, prompt: str) -> str:
        """Return the text of ``choices[0].message.content`` for ``prompt``; raise JudgeError."""
        return self.send(prompt)

    def send(self, prompt: str, meter=None) -> str:
        """:meth:`__call__`, counting retries and the reply's tokens on ``meter`` (a UsageMeter)."""
        if not isinstance(prompt, str):
            raise TypeError(f"'prompt' must be a str (got {type(prompt).__name__})")
        body, headers = self._request(prompt)
        start = time.monotonic()
        for attempt in range(self.retries + 1):
            if attempt and meter is not None:
                meter.add(retries=1)
            timeout = self.timeout
            if self.total_timeout is not None:
                timeout = min(timeout, self.total_timeout - (time.monotonic() - start))
            try:
                if timeout <= 0:
                    raise _Failure(self._timeout_message(), transient=False)
                status, reply_headers, raw = self._exchange(body, headers, timeout)
            except _Failure as failure:
                wait = self._wait(None, attempt)
                if failure.transient and self._may_wait(wait, attempt, start):
                    time.sleep(wait)
                    continue
                raise JudgeError(failure.message + _attempts(attempt)) from None
            if 200 <= status < 300:
                return self._content(raw, meter)
            if 300 <= status < 400 or status < 200:
                raise JudgeError(self._unexpected_status(status))
            retry_after = reply_headers.get("Retry-After") if reply_headers else None
            wait = self._wait(retry_after, attempt)
            if status in _RETRY_STATUSES and self._may_wait(wait, attempt, start):
                time.sleep(wait)
                continue
            detail = raw.decode("utf-8", "replace")  # all of it: masked before any excerpt is cut
            raise JudgeError(self._http_message(status, detail, retry_after)
                             + _attempts(attempt)) from None
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _may_wait(self, wait: float | None, attempt: int, start: float) -> bool:
        """Whether to retry after ``wait`` seconds: attempts left, and time left under total_timeout."""
        if wait is None or attempt >= self.retries:
            return False
        return self.total_timeout is None or time.monotonic() - start + wait < self.total_timeout

    def _exchange(self, body: bytes, headers: dict[str, str],
                  timeout: float) -> tuple[int, object, bytes]:
        """:meth:`_post`, with every failure of the network or the server as a _Failure."""
        import http.client
        import socket

        try:
            return self._post(body, headers, timeout)
        except (_RequestTimeout, TimeoutError, socket.timeout):
            raise _Failure(self._timeout_message(), transient=True) from None
        except _TooLarge as exc:
            raise _Failure(f"the LLM endpoint's reply is larger than max_reply_bytes="
                           f"{self.max_reply_bytes} (got {exc.size} bytes or more): raise "
                           "max_reply_bytes= if it is a real answer", transient=False) from None
        except socket.gaierror as exc:
            raise _Failure(f"could not reach the LLM endpoint ({self._mask(str(exc))}): check "
                           f"{ENV_BASE_URL} and that the server is running", transient=False) from None
        except ConnectionRefusedError as exc:
            raise _Failure(f"could not reach the LLM endpoint ({self._mask(str(exc))}): check "
                           f"{ENV_BASE_URL} and that the server is running", transient=True) from None
        except (http.client.HTTPException, UnicodeError) as exc:  # BadStatusLine, IncompleteRead...
            raise _Failure(f"the LLM endpoint sent a broken HTTP reply ({type(exc).__name__}: "
                           f"{self._mask(str(exc), 120)}): retry, or check that {ENV_BASE_URL} "
                           "is an HTTP API root", transient=True) from None
        except OSError as exc:  # connection reset or closed mid-reply, TLS failures
            raise _Failure(f"the connection to the LLM endpoint failed ({self._mask(str(exc))}): "
                           "retry, or check the server", transient=True) from None
        except Exception as exc:  # anything else the standard library raises: still a JudgeError
            raise _Failure(f"the request to the LLM endpoint failed ({type(exc).__name__}: "
                           f"{self._mask(str(exc), 120)})", transient=False) from None

    def _wait(self, retry_after: str | None, attempt: int) -> float | None:
        """Seconds to wait before the next attempt; None when the server asks for too long a wait.

        ``Retry-After`` is honoured as given (seconds or an HTTP date), plus up to 10% so that
        threads told the same wait do not come back together; else exponential backoff with jitter.
        """
        asked = _retry_after_seconds(retry_after)
        if asked is not None:
            return None if asked > MAX_RETRY_AFTER else asked * random.uniform(1.0, 1.1)
        base = self.backoff * 2 ** min(attempt, 30)
        return min(MAX_SECONDS, base * random.uniform(0.5, 1.0))

    def _timeout_message(self) -> str:
        total = (f" (total_timeout={self.total_timeout:g} s for the call, retries included)"
                 if self.total_timeout is not None else "")
        return (f"the LLM endpoint did not answer within {self.timeout:g} s{total}: the model may be "
                f"slow or the server down; raise timeout= (or {ENV_TIMEOUT}) or try again")

    def _unexpected_status(self, status: int) -> str:
        if status < 200:
            return (f"the LLM endpoint answered with an informational status (HTTP {status}) and no "
                    "final reply: check that the server speaks plain HTTP/1.1")
        return (f"the LLM endpoint answered with a redirect (HTTP {status}), which is not followed: "
                "it would send the API key to the new address and re-send the POST as a GET. Set "
                f"{ENV_BASE_URL} to the address the server redirects to")

    def _http_message(self, status: int, detail: str, retry_after: str | None) -> str:
        if status in (401, 403):  # never echo the body: servers quote part of a wrong key
            return (f"the LLM endpoint refused the API key (HTTP {status}): check {ENV_API_KEY} "
                    "(its value is not shown)")
        server = _server_message(detail)
        said = f"; the server said: {self._mask(server)}" if server else ""
        if status == 404:
            return (f"the LLM endpoint answered HTTP 404 (not found){said}: check that {ENV_BASE_URL} "
                    f"is the API root (often ending in /v1) and that {ENV_MODEL} is a model it serves")
        if status == 429:
            wait = f"; it asked to wait {self._mask(retry_after, 40)} s" if retry_after else ""
            return (f"the LLM endpoint is rate limiting (HTTP 429){wait}{said}: wait and retry, send "
                    "fewer requests, or raise retries=")
        if status >= 500 or status == 408:
            return (f"the LLM endpoint failed with a server error (HTTP {status}){said}: retry later "
                    "or raise retries=")
        return f"the LLM endpoint rejected the request (HTTP {status}){said}: check the model name"

    def _content(self, raw: bytes, meter=None) -> str:
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):  # ValueError: JSONDecodeError, ints over 4300 digits
            text = raw.decode("utf-8", "replace")  # all of it: masked before any excerpt is cut
            raise JudgeError(f"the LLM endpoint's reply is not JSON (read: {self._mask(text)!r}): is "
                             f"{ENV_BASE_URL} an OpenAI-compatible API root?") from None
        except RecursionError:  # json's C parser gives up on a deeply nested value
            raise JudgeError("the LLM endpoint's reply is nested too deeply to read (it is not a "
                             f"chat completion): is {ENV_BASE_URL} an OpenAI-compatible API "
                             "root?") from None
        try:
            content = data["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            text = raw.decode("utf-8", "replace")
            raise JudgeError("the LLM endpoint's reply is not a chat completion (no "
                             f"choices[0].message.content; read: {self._mask(text)}): is "
                             f"{ENV_BASE_URL} an OpenAI-compatible API root?") from None
        if not isinstance(content, str):
            raise JudgeError(f"the LLM endpoint's reply has no text content (got "
                             f"{type(content).__name__}): the model may have refused or hit a limit")
        if meter is not None:
            usage = data.get("usage") if isinstance(data, dict) else None
            usage = usage if isinstance(usage, dict) else {}
            meter.tokens(usage.get("prompt_tokens"), usage.get("completion_tokens"))
        # The judge may quote the reply in an error: an echoed key must not reach it.
        return content if self._key_pattern is None else self._key_pattern.sub("***", content)

class _TooLarge(Exception):
    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


def _abort(connection) -> None:
    """Shut the connection's socket down so that a read blocked on it returns now."""
    import socket

    sock = connection.sock
    try:
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # already closed by the other side
    connection.close()


def _split_url(base_url: object) -> tuple[str, str, int | None, str]:
    """(scheme, host, port, path of /chat/completions) of the API root; its value is never shown."""
    from urllib.parse import urlsplit

    if not isinstance(base_url, str):
        raise TypeError(f"'base_url' must be a str starting with http:// or https:// (got "
                        f"{type(base_url).__name__}; set {ENV_BASE_URL})")
    rule = (f"'base_url' must start with http:// or https:// and name a host, in ASCII (set "
            f"{ENV_BASE_URL}; its value is not shown)")
    if not base_url.isascii() or any(ch.isspace() or not ch.isprintable() for ch in base_url):
        raise ValueError(rule)
    try:
        parts = urlsplit(base_url)
        port = parts.port  # raises ValueError for a port that is not a number in 0..65535
    except ValueError:
        raise ValueError(rule) from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(rule)
    path = parts.path.rstrip("/") + "/chat/completions"
    return parts.scheme, parts.hostname, port, path + (f"?{parts.query}" if parts.query else "")


def _clean_key(api_key: object) -> str | None:
    """The key without surrounding whitespace, or None; refused unless printable ASCII.

    A key read from a file ends in a newline, which would reach the header (and an exception
    quoting it). Any other space, control or non-ASCII character cannot be sent as a header value.
    """
    if api_key is None:
        return None
    if not isinstance(api_key, str):
        raise TypeError(f"'api_key' must be a str or None (got {type(api_key).__name__})")
    key = api_key.strip()
    bad = next((ch for ch in key if not "\x21" <= ch <= "\x7e"), None)
    if bad is not None:
        kind = ("a space" if bad.isspace() else "a non-ASCII character" if not bad.isascii()
                else "a control character")
        raise ValueError(f"'api_key' ({ENV_API_KEY}) must be printable ASCII with no spaces, as "
                         f"API keys are: it contains {kind} (the key is not shown)")
    return key or None


def _check_seconds(name: str, value: object, *, zero: bool = False) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"'{name}' must be a number of seconds (got {type(value).__name__}: "
                        f"{value!r:.40})")
    if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
        rule = ">= 0" if zero else "> 0"
        raise ValueError(f"'{name}' must be a finite number of seconds {rule} (got {value!r})")
    if value > MAX_SECONDS:  # a timer past this overflows ("timestamp out of range")
        raise ValueError(f"'{name}' must be at most {MAX_SECONDS:g} seconds (a day) (got {value!r})")
    return float(value)


def _check_count(name: str, value: object, least: int, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"'{name}' must be an int >= {least} (got {type(value).__name__}: "
                        f"{value!r:.40})")
    if value < least:
        raise ValueError(f"'{name}' must be an int >= {least} (got {value!r})")
    if value > most:
        raise ValueError(f"'{name}' must be at most {most} (got {value!r})")
    return value


def _attempts(attempt: int) -> str:
    return f" (after {attempt + 1} attempts)" if attempt else ""


def _retry_after_seconds(value: str | None) -> float | None:
    """``Retry-After`` in seconds (a number, or an HTTP date), or None when absent or unreadable."""
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        from email.utils import parsedate_to_datetime

        try:
            when = parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError, OverflowError):
            return None
        if when.tzinfo is None:
            return None
        seconds = when.timestamp() - time.time()
    return max(0.0, seconds) if math.isfinite(seconds) else None


_HTML_NAMES = {'"': "quot", "&": "amp", "<": "lt", ">": "gt", "'": "apos"}


def _secrets_pattern(secrets: list[str]):
    """A regex matching each secret written plainly or encoded, in any letter case; None if none.

    Character by character: as is, JSON-escaped (``\\u0041``, and ``\\/`` ``\\"`` ``\\\\``, any
    number of backslashes for JSON inside JSON), URL-encoded (``%41``, ``%2541``) or an HTML
    character reference (``&#65;``, ``&#x41;``, ``&quot;``). Secrets are printable ASCII (checked up front).
    """
    if not secrets:
        return None
    alternatives = []
    for secret in sorted(set(secrets), key=len, reverse=True):
        parts = []
        for ch in secret:
            code = ord(ch)
            named = f"|&{_HTML_NAMES[ch]};" if ch in _HTML_NAMES else ""
            parts.append(rf"(?:\\*(?:{re.escape(ch)}|u{code:04x})|%(?:25)*{code:02x}"
                         rf"|&#(?:x0*{code:x}|0*{code});{named})")
        alternatives.append("".join(parts))
    return re.compile("|".join(alternatives), re.IGNORECASE)


def _server_message(detail: str) -> str:
    """The ``error.message`` of an OpenAI-style error body, else the body itself."""
    try:
        data = json.loads(detail)
    except (ValueError, RecursionError):  # not JSON, an int over 4300 digits, nested too deeply
        return detail.strip()
    if isinstance(data, dict) and isinstance(data.get("error"), dict):
        return str(data["error"].get("message", ""))
    if isinstance(data, dict) and isinstance(data.get("error"), str):
        return data["error"]
    return detail.strip()
