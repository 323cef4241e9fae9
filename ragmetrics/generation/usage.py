"""What a judge has spent: calls, cache hits, retries, tokens and their cost.

:class:`JudgeUsage` is a snapshot (``LLMJudge.usage``); subtract two snapshots for what happened
between them. The counters behind it are updated under a lock, so threads judging at once through one
judge (``evaluate_rag(..., max_concurrency=n)``) count every call exactly once.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass

__all__ = ["JudgeUsage"]


@dataclass(frozen=True)
class JudgeUsage:
    """Calls sent to the model, replies read from a cache, retries, tokens and cost in USD.

    ``calls`` counts prompts sent to the model (each once, however many retries it took; failed ones
    too); ``retries`` the extra HTTP attempts among them. ``prompt_tokens`` and
    ``completion_tokens`` add up what the server reported in its successful replies (``usage``);
    they are None when a reply did not report them (e.g. a plain callable judge), as is ``cost``;
    ``cost`` is also None when no prices were given. A cache hit costs no call and no token.

    >>> after = JudgeUsage(calls=3, cache_hits=1, retries=0, prompt_tokens=300, completion_tokens=30,
    ...                    cost=0.00105)
    >>> after - JudgeUsage(1, 0, 0, 100, 10, 0.00035)
    JudgeUsage(calls=2, cache_hits=1, retries=0, prompt_tokens=200, completion_tokens=20, cost=0.0007)
    """

    calls: int = 0
    cache_hits: int = 0
    retries: int = 0
    prompt_tokens: int | None = 0
    completion_tokens: int | None = 0
    cost: float | None = None

    def __sub__(self, other: JudgeUsage) -> JudgeUsage:
        """The usage between two snapshots of one judge (``after - before``)."""
        if not isinstance(other, JudgeUsage):
            return NotImplemented

        def minus(a, b):
            return None if a is None or b is None else a - b

        cost = minus(self.cost, other.cost)
        return JudgeUsage(self.calls - other.calls, self.cache_hits - other.cache_hits,
                          self.retries - other.retries, minus(self.prompt_tokens, other.prompt_tokens),
                          minus(self.completion_tokens, other.completion_tokens),
                          None if cost is None else round(cost, 12))


def check_prices(prices: object) -> tuple[float, float] | None:
    """``(USD per 1M prompt tokens, USD per 1M completion tokens)``, checked; or None."""
    if prices is None:
        return None
    rule = ("'prices' must be (USD per 1M prompt tokens, USD per 1M completion tokens), two finite "
            "numbers >= 0, e.g. (0.15, 0.60)")
    if not isinstance(prices, (tuple, list)) or len(prices) != 2:
        raise TypeError(f"{rule} (got {type(prices).__name__}: {prices!r:.60})")
    for price in prices:
        if isinstance(price, bool) or not isinstance(price, (int, float)):
            raise TypeError(f"{rule} (got {prices!r:.60})")
        if not math.isfinite(price) or price < 0:
            raise ValueError(f"{rule} (got {prices!r:.60})")
    return float(prices[0]), float(prices[1])


class UsageMeter:
    """The counters behind :class:`JudgeUsage`, safe to update from many threads."""

    def __init__(self, prices: tuple[float, float] | None = None) -> None:
        self.prices = prices
        self._lock = threading.Lock()
        self._calls = self._hits = self._retries = 0
        self._prompt = self._completion = 0
        self._unknown = 0  # successful calls whose reply did not report tokens

    def add(self, *, calls: int = 0, cache_hits: int = 0, retries: int = 0) -> None:
        with self._lock:
            self._calls += calls
            self._hits += cache_hits
            self._retries += retries

    def tokens(self, prompt: object, completion: object) -> None:
        """Record one successful reply's token counts (anything but two ints >= 0 means unknown)."""
        known = all(isinstance(n, int) and not isinstance(n, bool) and n >= 0
                    for n in (prompt, completion))
        with self._lock:
            if known:
                self._prompt += prompt  # type: ignore[operator]
                self._completion += completion  # type: ignore[operator]
            else:
                self._unknown += 1

    def snapshot(self) -> JudgeUsage:
        with self._lock:
            known = self._unknown == 0
            prompt = self._prompt if known else None
            completion = self._completion if known else None
            usage = (self._calls, self._hits, self._retries)
        cost = None
        if self.prices is not None and prompt is not None and completion is not None:
            cost = round((prompt * self.prices[0] + completion * self.prices[1]) / 1e6, 12)
        return JudgeUsage(*usage, prompt, completion, cost)
