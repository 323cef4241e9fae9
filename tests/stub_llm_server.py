"""A stand-in for an OpenAI-compatible chat-completions server, for the generation tests.

It listens on 127.0.0.1 on a free port, in a background thread, records every request as it
arrived (path, headers, JSON body) and answers with replies queued by the test: a chat completion,
any status and body, a reply that comes too late, or raw bytes (a broken status line, a body cut
short, a reply sent one byte at a time). With :meth:`StubLLMServer.always`, it answers every request
that finds the queue empty with the same reply after a fixed delay, for tests of many calls at once.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

__all__ = ["StubLLMServer", "chat_completion"]


def chat_completion(content: str, usage: tuple[int, int] | None = None) -> dict:
    """The body of a minimal successful chat completion whose message is ``content``.

    ``usage``: (prompt_tokens, completion_tokens) to report, as OpenAI's ``usage`` field does.
    """
    body = {"id": "chatcmpl-stub", "object": "chat.completion", "model": "stub-model",
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": content}}]}
    if usage is not None:
        body["usage"] = {"prompt_tokens": usage[0], "completion_tokens": usage[1],
                         "total_tokens": usage[0] + usage[1]}
    return body


class StubLLMServer:
    """Use as a context manager; queue replies with :meth:`reply` or :meth:`reply_content`."""

    def __init__(self) -> None:
        self.requests: list[dict] = []
        self._replies: deque = deque()
        self._always = None
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (the http.server name)
                self._answer("POST")

            def do_GET(self) -> None:  # noqa: N802 (a client that followed a redirect sends a GET)
                self._answer("GET")

            def _answer(self, method: str) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                try:
                    body = json.loads(raw)
                except json.JSONDecodeError:
                    body = raw
                server.requests.append({"method": method, "path": self.path, "time": time.monotonic(),
                                        "headers": dict(self.headers.items()), "body": body})
                try:
                    status, payload, headers, delay = server._replies.popleft()
                except IndexError:
                    status, payload, headers, delay = (
                        server._always or (500, b'{"error": "no reply queued"}', {}, 0.0))
                if status is None:  # raw bytes: payload is a list of pieces, delay the pause between
                    self.close_connection = True
                    self._send_raw(payload, delay)
                    return
                time.sleep(delay)
                try:
                    self.send_response(status)
                    for name, value in {"Content-Type": "application/json", **headers}.items():
                        self.send_header(name, value)
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test): nothing to answer

            def _send_raw(self, pieces: list, interval: float) -> None:
                try:
                    for i, piece in enumerate(pieces):
                        if i:
                            time.sleep(interval)
                        self.wfile.write(piece)
                        self.wfile.flush()
                except OSError:
                    pass  # the client gave up (a timeout test)

            def log_message(self, *args) -> None:  # keep the test output clean
                pass

        class Server(ThreadingHTTPServer):
            request_queue_size = 128  # many clients connecting at once are not turned away

        self._server = Server(("127.0.0.1", 0), Handler)
        # A short poll interval: shutdown() waits up to one interval, for every test.
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.02,), daemon=True)

    @property
    def base_url(self) -> str:
        """The API root to give the client, e.g. http://127.0.0.1:54321/v1."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def reply(self, status: int = 200, body: object = b"", *, headers: dict | None = None,
              delay: float = 0.0) -> None:
        """Queue one reply: ``body`` as bytes, str, or any JSON value."""
        if isinstance(body, str):
            payload = body.encode("utf-8")
        elif isinstance(body, bytes):
            payload = body
        else:
            payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        self._replies.append((status, payload, headers or {}, delay))

    def reply_raw(self, data: bytes, *, piece: int | None = None, interval: float = 0.0) -> None:
        """Queue raw bytes, status line included, then close; ``piece`` bytes every ``interval`` s."""
        size = piece or max(1, len(data))
        self._replies.append((None, [data[i:i + size] for i in range(0, len(data), size)], {},
                              interval))

    def reply_content(self, content: str, **options) -> None:
        """Queue a 200 chat completion whose message text is ``content``."""
        self.reply(200, chat_completion(content), **options)

    def always(self, content: str, *, delay: float = 0.0,
               usage: tuple[int, int] | None = None) -> None:
        """Answer every request that finds no queued reply with ``content``, after ``delay`` s."""
        payload = json.dumps(chat_completion(content, usage), ensure_ascii=False).encode("utf-8")
        self._always = (200, payload, {}, delay)

    def __enter__(self) -> StubLLMServer:
        self._thread.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)
