"""A prompt -> text callable over any OpenAI-compatible ``/chat/completions`` endpoint.

Standard library only (``urllib.request``, imported on first call so that importing ragmetrics
stays fast). The address, model and key come from the arguments or from the environment:

- ``RAGMETRICS_LLM_BASE_URL``: the API root, e.g. ``https://api.openai.com/v1`` or
  ``http://localhost:11434/v1`` (Ollama); ``/chat/completions`` is appended.
- ``RAGMETRICS_LLM_MODEL``: the model name the server knows.
- ``RAGMETRICS_LLM_API_KEY``: sent as ``Authorization: Bearer ...``; optional for local servers.
- ``RAGMETRICS_LLM_TIMEOUT``: seconds to wait for one reply (default 60).

None of the three is ever printed: not in ``repr``, not in error messages (a key the server echoes
back is masked), so a notebook that shows a client or an error does not leak them.
"""

from __future__ import annotations

import json
import os
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


class ChatCompletionsClient:
    """Send a prompt as one user message; return the reply's text.

    ``timeout`` bounds each request (seconds); ``retries`` re-sends after HTTP 429 and 5xx, waiting
    for the server's ``Retry-After`` (at most 30 s) or ``backoff * 2**attempt`` seconds.
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
                 temperature: float | None = 0.0, system: str | None = _SYSTEM) -> None:
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            raise ValueError(f"'base_url' must start with http:// or https:// (set {ENV_BASE_URL}; "
                             "its value is not shown)")
        if not isinstance(model, str) or not model.strip():
            raise ValueError(f"'model' must be a non-empty string (set {ENV_MODEL})")
        if api_key is not None and not isinstance(api_key, str):
            raise TypeError(f"'api_key' must be a str or None (got {type(api_key).__name__})")
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or timeout <= 0:
            raise ValueError(f"'timeout' must be a positive number of seconds (got {timeout!r})")
        if isinstance(retries, bool) or not isinstance(retries, int) or retries < 0:
            raise ValueError(f"'retries' must be an int >= 0 (got {retries!r})")
        self._url = base_url.rstrip("/") + "/chat/completions"
        self._model = model.strip()
        self._api_key = api_key or None
        self.timeout = float(timeout)
        self.retries = retries
        self.backoff = float(backoff)
        self.temperature = temperature
        self.system = system

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **options) -> ChatCompletionsClient:
        """Build a client from ``RAGMETRICS_LLM_*`` variables (``environ`` defaults to os.environ)."""
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
                options["timeout"] = float(env[ENV_TIMEOUT])
            except ValueError:
                raise JudgeError(f"{ENV_TIMEOUT} must be a number of seconds "
                                 f"(got {env[ENV_TIMEOUT]!r})") from None
        return cls(base_url, model, env.get(ENV_API_KEY, "").strip() or None, **options)

    def __repr__(self) -> str:
        return (f"ChatCompletionsClient(endpoint, model and key not shown, timeout={self.timeout}, "
                f"retries={self.retries})")

    def _mask(self, text: str, limit: int = 200) -> str:
        """Server text fit for an error message: the key masked, one line, at most ``limit`` chars."""
        if self._api_key:
            text = text.replace(self._api_key, "***")
        text = " ".join(text.split())
        return text if len(text) <= limit else text[:limit] + "..."

    def _request(self, prompt: str):
        import urllib.request  # here, not at module top: it costs ~75 ms to import

        messages = ([{"role": "system", "content": self.system}] if self.system else [])
        messages.append({"role": "user", "content": prompt})
        body = {"model": self._model, "messages": messages}
        if self.temperature is not None:
            body["temperature"] = self.temperature
        headers = {"Content-Type": "application/json", "Accept": "application/json",
                   "User-Agent": "ragmetrics-llm-judge"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return urllib.request.Request(self._url, data=json.dumps(body).encode("utf-8"),
                                      headers=headers, method="POST")

    def __call__(self, prompt: str) -> str:
        """Return the text of ``choices[0].message.content`` for ``prompt``; raise JudgeError."""
        import socket
        import urllib.error
        import urllib.request

        if not isinstance(prompt, str):
            raise TypeError(f"'prompt' must be a str (got {type(prompt).__name__})")
        request = self._request(prompt)
        for attempt in range(self.retries + 1):
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    raw = response.read()
                break
            except urllib.error.HTTPError as exc:
                status, detail = exc.code, exc.read()[:2000].decode("utf-8", "replace")
                retry_after = exc.headers.get("Retry-After") if exc.headers else None
                exc.close()
                if status in _RETRY_STATUSES and attempt < self.retries:
                    time.sleep(self._wait(retry_after, attempt))
                    continue
                raise JudgeError(self._http_message(status, detail, retry_after)) from None
            except (TimeoutError, socket.timeout):
                raise JudgeError(self._timeout_message()) from None
            except urllib.error.URLError as exc:
                if isinstance(exc.reason, (TimeoutError, socket.timeout)):
                    raise JudgeError(self._timeout_message()) from None
                raise JudgeError(f"could not reach the LLM endpoint ({self._mask(str(exc.reason))}): "
                                 f"check {ENV_BASE_URL} and that the server is running") from None
            except OSError as exc:  # connection reset or closed mid-reply
                raise JudgeError(f"the connection to the LLM endpoint failed "
                                 f"({self._mask(str(exc))}): retry, or check the server") from None
        return self._content(raw)

    def _wait(self, retry_after: str | None, attempt: int) -> float:
        try:
            return min(30.0, max(0.0, float(retry_after)))
        except (TypeError, ValueError):
            return self.backoff * 2 ** attempt

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
            wait = f"; it asked to wait {retry_after} s" if retry_after else ""
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
            excerpt = self._mask(raw[:300].decode("utf-8", "replace"))
            raise JudgeError(f"the LLM endpoint's reply is not JSON (read: {excerpt!r}): is "
                             f"{ENV_BASE_URL} an OpenAI-compatible API root?") from None
        try:
            content = data["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError):
            excerpt = self._mask(json.dumps(data, ensure_ascii=False))
            raise JudgeError("the LLM endpoint's reply is not a chat completion (no "
                             f"choices[0].message.content; read: {excerpt}): is {ENV_BASE_URL} "
                             "an OpenAI-compatible API root?") from None
        if not isinstance(content, str):
            raise JudgeError(f"the LLM endpoint's reply has no text content (got "
                             f"{type(content).__name__}): the model may have refused or hit a limit")
        return content


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
