"""A prompt -> text callable over any OpenAI-compatible ``/chat/completions`` endpoint.

Standard library only (``urllib.request``, imported on first call so that importing ragmetrics
stays fast). The address, model and key come from the arguments or from the environment:

- ``RAGMETRICS_LLM_BASE_URL``: the API root, e.g. ``https://api.openai.com/v1`` or
  ``http://localhost:11434/v1`` (Ollama); ``/chat/completions`` is appended.
- ``RAGMETRICS_LLM_MODEL``: the model name the server knows.
- ``RAGMETRICS_LLM_API_KEY``: sent as ``Authorization: Bearer ...``; optional for local servers.
- ``RAGMETRICS_LLM_TIMEOUT``: seconds one request may take, start to end (default 60).

None of the three is ever printed: not in ``repr``, not in error messages (a key or host the server
echoes back is masked, in any letter case), so a notebook that shows a client or an error does not
leak them. The key is stripped (a key read from a file ends in a newline) and must be printable
ASCII. Redirects are refused, never followed: following one would re-send the key to another address
and turn the POST into a GET. The whole request (connect, send, headers, body) is bounded by
``timeout``, and a reply over ``max_reply_bytes`` is refused; every failure is a ``JudgeError``.
"""

from __future__ import annotations

import json
import math
import os
import re
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
_RETRY_STATUSES = {429, 500, 502, 503, 504}
# A chat completion is a few kB; 8 MiB leaves room for long answers and stops a runaway server.
MAX_REPLY_BYTES = 8 * 1024 * 1024


class _RequestTimeout(Exception):
    """The whole request outlived ``timeout`` (raised in the caller's thread)."""


class ChatCompletionsClient:
    """Send a prompt as one user message; return the reply's text.

    ``timeout`` bounds each request as a whole, from connecting to the last byte (seconds);
    ``retries`` re-sends after HTTP 429 and 5xx, waiting for the server's ``Retry-After`` (at most
    30 s) or ``backoff * 2**attempt`` seconds. ``max_reply_bytes`` caps the reply's size.
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
                 max_reply_bytes: int = MAX_REPLY_BYTES) -> None:
        self._scheme, self._host, self._port, self._path = _split_url(base_url)
        if not isinstance(model, str):
            raise TypeError(f"'model' must be a non-empty string (got {type(model).__name__}; "
                            f"set {ENV_MODEL})")
        if not model.strip():
            raise ValueError(f"'model' must be a non-empty string (set {ENV_MODEL})")
        self._api_key = _clean_key(api_key)
        self.timeout = _check_seconds("timeout", timeout)
        self.retries = _check_count("retries", retries, 0)
        self.backoff = _check_seconds("backoff", backoff, zero=True)
        self.max_reply_bytes = _check_count("max_reply_bytes", max_reply_bytes, 1)
        self._model = model.strip()
        self.temperature = temperature
        self.system = system

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
            except ValueError:
                raise JudgeError(f"{ENV_TIMEOUT} must be a number of seconds, finite and > 0 "
                                 f"(got {env[ENV_TIMEOUT]!r})") from None
        try:
            _split_url(base_url)
            key = _clean_key(env.get(ENV_API_KEY))
        except ValueError as exc:  # the message names the variable and never shows its value
            raise JudgeError(str(exc)) from None
        return cls(base_url, model, key, **options)

    def __repr__(self) -> str:
        return (f"ChatCompletionsClient(endpoint, model and key not shown, timeout={self.timeout}, "
                f"retries={self.retries})")

    def _mask(self, text: str, limit: int = 200) -> str:
        """Server text fit for an error message: key and host masked, one line, at most ``limit``.

        Masking comes first, on the whole text and in any letter case: cut first, and a key after
        a run of spaces would show its first characters once the spaces are collapsed.
        """
        # The host is masked only from 4 characters on: a host "api" would mask the word api.
        host = self._host if len(self._host) >= 4 else None
        for secret in (self._api_key, host):
            if secret:
                text = re.sub(re.escape(secret), "***", text, flags=re.IGNORECASE)
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

    def _post(self, body: bytes, headers: dict[str, str]) -> tuple[int, object, bytes]:
        """One POST, (status, headers, body); connect, send and read bounded by ``timeout`` as a whole.

        A socket timeout bounds each read, not the request: a server sending a byte at a time holds
        it for ever. So the exchange runs in a worker thread, and when ``timeout`` has passed its
        socket is shut down, which ends the worker's blocked read.
        """
        import http.client
        import threading

        connection_class = (http.client.HTTPSConnection if self._scheme == "https"
                            else http.client.HTTPConnection)
        connection = connection_class(self._host, self._port, timeout=self.timeout)
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
        worker.join(self.timeout)
        if worker.is_alive():
            _abort(connection)
            raise _RequestTimeout
        connection.close()
        if "error" in outcome:
            raise outcome["error"]  # type: ignore[misc]
        return outcome["reply"]  # type: ignore[return-value]

    def _read(self, response) -> bytes:
        """The reply's body, refused past ``max_reply_bytes`` (read at most one byte more)."""
        if response.length is not None and response.length > self.max_reply_bytes:
            raise _TooLarge(response.length)
        if response.length is not None:
            return response.read()  # raises IncompleteRead when the server stops short
        raw = response.read(self.max_reply_bytes + 1)
        if len(raw) > self.max_reply_bytes:
            raise _TooLarge(len(raw))
        return raw

    def __call__(self, prompt: str) -> str:
        """Return the text of ``choices[0].message.content`` for ``prompt``; raise JudgeError."""
        if not isinstance(prompt, str):
            raise TypeError(f"'prompt' must be a str (got {type(prompt).__name__})")
        body, headers = self._request(prompt)
        for attempt in range(self.retries + 1):
            status, reply_headers, raw = self._exchange(body, headers)
            if 200 <= status < 300:
                return self._content(raw)
            if 300 <= status < 400:
                raise JudgeError(
                    f"the LLM endpoint answered with a redirect (HTTP {status}), which is not "
                    "followed: it would send the API key to the new address and re-send the POST as "
                    f"a GET. Set {ENV_BASE_URL} to the address the server redirects to")
            retry_after = reply_headers.get("Retry-After") if reply_headers else None
            if status in _RETRY_STATUSES and attempt < self.retries:
                time.sleep(self._wait(retry_after, attempt))
                continue
            detail = raw[:2000].decode("utf-8", "replace")
            raise JudgeError(self._http_message(status, detail, retry_after)) from None
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _exchange(self, body: bytes, headers: dict[str, str]) -> tuple[int, object, bytes]:
        """:meth:`_post`, with every failure of the network or the server as a JudgeError."""
        import http.client
        import socket

        try:
            return self._post(body, headers)
        except (_RequestTimeout, TimeoutError, socket.timeout):
            raise JudgeError(self._timeout_message()) from None
        except _TooLarge as exc:
            raise JudgeError(f"the LLM endpoint's reply is larger than max_reply_bytes="
                             f"{self.max_reply_bytes} (got {exc.size} bytes or more): raise "
                             "max_reply_bytes= if it is a real answer") from None
        except (ConnectionRefusedError, socket.gaierror) as exc:
            raise JudgeError(f"could not reach the LLM endpoint ({self._mask(str(exc))}): "
                             f"check {ENV_BASE_URL} and that the server is running") from None
        except (http.client.HTTPException, UnicodeError) as exc:  # BadStatusLine, IncompleteRead...
            raise JudgeError(f"the LLM endpoint sent a broken HTTP reply ({type(exc).__name__}: "
                             f"{self._mask(str(exc), 120)}): retry, or check that {ENV_BASE_URL} "
                             "is an HTTP API root") from None
        except OSError as exc:  # connection reset or closed mid-reply, TLS failures
            raise JudgeError(f"the connection to the LLM endpoint failed "
                             f"({self._mask(str(exc))}): retry, or check the server") from None

    def _wait(self, retry_after: str | None, attempt: int) -> float:
        try:
            wait = float(retry_after)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return self.backoff * 2 ** attempt
        return min(30.0, max(0.0, wait)) if math.isfinite(wait) else self.backoff * 2 ** attempt

    def _timeout_message(self) -> str:
        return (f"the LLM endpoint did not answer within {self.timeout:g} s: the model may be slow "
                f"or the server down; raise timeout= (or {ENV_TIMEOUT}) or try again")

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
            wait = f"; it asked to wait {self._mask(retry_after, 20)} s" if retry_after else ""
            return (f"the LLM endpoint is rate limiting (HTTP 429){wait}{said}: wait and retry, send "
                    "fewer requests, or raise retries=")
        if status >= 500:
            return (f"the LLM endpoint failed with a server error (HTTP {status}){said}: retry later "
                    "or raise retries=")
        return f"the LLM endpoint rejected the request (HTTP {status}){said}: check the model name"

    def _content(self, raw: bytes) -> str:
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            excerpt = self._mask(raw.decode("utf-8", "replace"))
            raise JudgeError(f"the LLM endpoint's reply is not JSON (read: {excerpt!r}): is "
                             f"{ENV_BASE_URL} an OpenAI-compatible API root?") from None
        except RecursionError:  # json's C parser gives up on a deeply nested value
            raise JudgeError("the LLM endpoint's reply is nested too deeply to read (it is not a "
                             f"chat completion): is {ENV_BASE_URL} an OpenAI-compatible API "
                             "root?") from None
        try:
            content = data["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            excerpt = self._mask(json.dumps(data, ensure_ascii=False)[:100_000])
            raise JudgeError("the LLM endpoint's reply is not a chat completion (no "
                             f"choices[0].message.content; read: {excerpt}): is {ENV_BASE_URL} "
                             "an OpenAI-compatible API root?") from None
        if not isinstance(content, str):
            raise JudgeError(f"the LLM endpoint's reply has no text content (got "
                             f"{type(content).__name__}): the model may have refused or hit a limit")
        return content


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
    return float(value)


def _check_count(name: str, value: object, least: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"'{name}' must be an int >= {least} (got {type(value).__name__}: "
                        f"{value!r:.40})")
    if value < least:
        raise ValueError(f"'{name}' must be an int >= {least} (got {value!r})")
    return value


def _server_message(detail: str) -> str:
    """The ``error.message`` of an OpenAI-style error body, else the body itself."""
    try:
        data = json.loads(detail)
    except json.JSONDecodeError:
        return detail.strip()
    if isinstance(data, dict) and isinstance(data.get("error"), dict):
        return str(data["error"].get("message", ""))
    if isinstance(data, dict) and isinstance(data.get("error"), str):
        return data["error"]
    return detail.strip()
