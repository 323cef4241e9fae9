"""A disk cache of judge replies, so that a rerun makes no call and an interrupted run resumes.

One SQLite file (the standard library's ``sqlite3``), in WAL mode so that readers never wait for the
writer, with one connection per thread: threads judging at once share the file safely. Each reply is
committed as soon as it is read and checked, so a run stopped half-way keeps what it paid for.

A reply is keyed by the model (its name, system message and temperature for a
:class:`~ragmetrics.generation.endpoint.ChatCompletionsClient`, the ``model=`` given otherwise) and
the full prompt, which holds the task's wording and every text judged: change any of them and the
cache misses. Keys are SHA-256 digests; the file holds the replies and the task names, never the key.
"""

from __future__ import annotations

import hashlib
import os
import threading
import time
import warnings
from pathlib import Path

__all__ = ["JudgeCache"]

_SCHEMA = 1
_TABLE = ("CREATE TABLE IF NOT EXISTS judge_replies (key TEXT PRIMARY KEY, task TEXT NOT NULL, "
          "reply TEXT NOT NULL, created REAL NOT NULL)")


class JudgeCache:
    """Replies of an LLM judge stored in the SQLite file ``path`` (created when missing).

    Use it through a judge: ``LLMJudge(..., cache=JudgeCache("judge.sqlite"))``, or
    ``judge.using_cache("judge.sqlite")``. A reply is stored only once the judge has read it into a
    verdict, rating or list, so a reply it refused is asked again next time. A failure to read or
    write the file later on (disk full, file removed) is a ``RuntimeWarning``, once: the judging
    goes on without the cache rather than lose a reply already paid for.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "judge.sqlite")
    >>> with JudgeCache(path) as cache:
    ...     cache.put("model-a", "Is it 30 days?", '{"verdict": "yes"}', task="verify_claim")
    ...     cache.get("model-a", "Is it 30 days?"), cache.get("model-b", "Is it 30 days?"), len(cache)
    ('{"verdict": "yes"}', None, 1)
    """

    def __init__(self, path: str | os.PathLike) -> None:
        import sqlite3

        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"'path' must be a file path (got {type(path).__name__})")
        self.path = Path(path)
        self._local = threading.local()
        self._lock = threading.Lock()
        self._connections: list = []
        self._warned = False
        try:
            connection = self._connect()
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute(_TABLE)
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                connection.execute(f"PRAGMA user_version={_SCHEMA}")
            columns = [row[1] for row in connection.execute("PRAGMA table_info(judge_replies)")]
        except sqlite3.Error as exc:
            self.close()
            raise ValueError(f"cannot use {str(self.path)!r} as a judge cache ({exc}): give the path "
                             "of a new file, or of a cache this library wrote") from None
        if version not in (0, _SCHEMA) or columns != ["key", "task", "reply", "created"]:
            self.close()
            raise ValueError(f"{str(self.path)!r} is an SQLite file but not a judge cache of this "
                             f"version (user_version {version}, columns {columns}): give another path")

    def __repr__(self) -> str:
        return f"JudgeCache({str(self.path)!r})"

    def _connect(self):
        """This thread's connection (opened on first use)."""
        import sqlite3

        connection = getattr(self._local, "connection", None)
        if connection is None:
            # isolation_level=None: every statement commits at once; timeout: wait for a writer.
            connection = sqlite3.connect(self.path, timeout=30, isolation_level=None,
                                         check_same_thread=False)
            connection.execute("PRAGMA synchronous=NORMAL")
            self._local.connection = connection
            with self._lock:
                # Close the connections of threads that have ended (a thread pool per run), so that
                # run after run does not pile up open files.
                ended = [c for t, c in self._connections if not t.is_alive()]
                self._connections = [(t, c) for t, c in self._connections if t.is_alive()]
                self._connections.append((threading.current_thread(), connection))
            for old in ended:
                old.close()
        return connection

    @staticmethod
    def key(model: str, prompt: str) -> str:
        """The SHA-256 digest that keys (model, prompt)."""
        return hashlib.sha256(f"{_SCHEMA}\0{model}\0{prompt}".encode("utf-8", "surrogatepass")).hexdigest()

    def get(self, model: str, prompt: str) -> str | None:
        """The stored reply for (model, prompt), or None."""
        import sqlite3

        try:
            row = self._connect().execute("SELECT reply FROM judge_replies WHERE key = ?",
                                          (self.key(model, prompt),)).fetchone()
        except sqlite3.Error as exc:
            self._warn("read", exc)
            return None
        return row[0] if row else None

    def put(self, model: str, prompt: str, reply: str, *, task: str = "") -> None:
        """Store ``reply`` for (model, prompt), committed at once (a later put replaces it)."""
        import sqlite3

        try:
            self._connect().execute(
                "INSERT OR REPLACE INTO judge_replies (key, task, reply, created) VALUES (?, ?, ?, ?)",
                (self.key(model, prompt), task, reply, time.time()))
        except sqlite3.Error as exc:
            self._warn("write", exc)

    def __len__(self) -> int:
        return self._connect().execute("SELECT COUNT(*) FROM judge_replies").fetchone()[0]

    def _warn(self, action: str, exc: Exception) -> None:
        with self._lock:
            if self._warned:
                return
            self._warned = True
        warnings.warn(f"could not {action} the judge cache {str(self.path)!r} ({exc}); judging goes "
                      "on without it (replies not stored will be asked again)", RuntimeWarning,
                      stacklevel=3)

    def close(self) -> None:
        """Close every thread's connection (a later use opens a new one)."""
        with self._lock:
            connections, self._connections = self._connections, []
        self._local = threading.local()
        for _, connection in connections:
            connection.close()

    def __enter__(self) -> JudgeCache:
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()
