"""``RetrievalEvaluator``: the Spanish capsule's API (k in the constructor; one query, then the means).

The capsule called the one-query method ``evaluate_all``; here it is ``evaluate_query``, and
``evaluate_all`` still works with a ``DeprecationWarning``.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Iterable, Mapping
from typing import Any


from ._checks import check_gain, check_k, check_level
from .inputs import Ranking, Relevant
from .measures import MEASURES, Measure, canonical_name
from .retrieval.ranking import prepare

__all__ = ["RetrievalEvaluator"]


class RetrievalEvaluator:
    """Compute every retrieval measure at one cutoff ``k``, for one query or the mean over many.

    >>> evaluator = RetrievalEvaluator(k=5)
    >>> scores = evaluator.evaluate_query([1, 3, 5, 7, 9, 11, 13], [3, 7, 12])
    >>> {name: round(value, 4) for name, value in scores.items()}
    {'R@5': 0.6667, 'P@5': 0.4, 'F1@5': 0.5, 'HitRate@5': 1.0, 'RR': 0.5, 'nDCG@5': 0.4982, 'AP': 0.3333, 'Rprec': 0.3333}
    """

    def __init__(self, k: int = 5, *, level: int = 1, gain: str = "linear", extra: str | Iterable[str] = ()):
        self.k = check_k(k)
        self.level = check_level(level)
        self.gain = check_gain(gain)
        self.extra = _check_extra(extra)
        # The course's measures (those with a catalog label) and Rprec, then the ``extra`` ones asked by
        # name (bpref, Judged): k where a cutoff is required, none where it is optional (RR, AP as
        # trec_eval) except nDCG@k; level and gain where taken.
        chosen = [d for d in MEASURES.values() if d.function is not None and d.in_evaluator]
        chosen += [MEASURES[name] for name in self.extra if MEASURES[name] not in chosen]
        self.measures = tuple(
            Measure(
                d.name,
                self.k if d.cutoff == "required" or d.takes_gain else None,
                self.level if d.takes_level else 1,
                self.gain if d.takes_gain else "linear",
            )
            for d in chosen
        )

    def __repr__(self) -> str:
        extra = f", extra={self.extra!r}" if self.extra else ""
        return f"RetrievalEvaluator(k={self.k}, level={self.level}, gain={self.gain!r}{extra})"

    def evaluate_query(self, retrieved: Ranking, relevant: Relevant) -> dict[str, float]:
        """Return {measure name: value} for one query: R@k, P@k, F1@k, HitRate@k, RR, nDCG@k, AP, Rprec,
        then the ``extra`` measures.

        >>> RetrievalEvaluator(k=3, extra=["bpref", "Judged"]).evaluate_query(["n", "r", "x"], {"r": 1, "n": 0})["Bpref"]
        0.0
        """
        rows = prepare(retrieved, relevant)
        return {str(m): float(m.declaration.kernel(rows, m)[0]) for m in self.measures}

    def evaluate_all(self, retrieved: Ranking, relevant: Relevant) -> dict[str, float]:
        """Deprecated: the capsule's name for :meth:`evaluate_query` (it scores one query, not all)."""
        warnings.warn("RetrievalEvaluator.evaluate_all is renamed evaluate_query: it scores one query "
                      "(evaluate_many gives the means over many)", DeprecationWarning, stacklevel=2)
        return self.evaluate_query(retrieved, relevant)

    def evaluate_many(self, test_cases: Iterable[Mapping[str, Any]]) -> dict[str, float]:
        """Return the mean of each measure over ``test_cases``: dicts with "retrieved" and "relevant".

        F1@k here is the mean of each query's F1, not the F1 of mean P and mean R.

        >>> cases = [{"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
        ...          {"retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
        ...          {"retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]}]
        >>> means = RetrievalEvaluator(k=5).evaluate_many(cases)
        >>> round(means["R@5"], 4), round(means["RR"], 4), round(means["nDCG@5"], 4)
        (0.8889, 0.6667, 0.7038)
        """
        rows = []
        for i, case in enumerate(test_cases):
            if not isinstance(case, Mapping) or "retrieved" not in case or "relevant" not in case:
                raise TypeError(
                    "'test_cases' must be dicts with the keys 'retrieved' and 'relevant' "
                    f"(case {i} is {case!r:.80})"
                )
            rows.append(list(self.evaluate_query(case["retrieved"], case["relevant"]).values()))
        if not rows:
            raise ValueError("'test_cases' must hold at least one case (got none)")
        means = [math.fsum(column) / len(rows) for column in zip(*rows)]  # exactly rounded sums, as evaluate
        return dict(zip(map(str, self.measures), means))


def _check_extra(extra) -> tuple:
    """``extra``: names of declared measures (canonical or an alias, no cutoff) -> canonical names, each once."""
    if isinstance(extra, str):
        extra = [extra]
    try:
        names = list(extra)
    except TypeError:
        raise TypeError(f"'extra' must be a list of measure names such as ['bpref', 'Judged'] (got {extra!r})") from None
    names_found = []
    for name in names:
        canonical = canonical_name(name)
        if canonical is None:
            raise ValueError(
                f"'extra' must name declared measures without a cutoff, such as 'bpref' or 'Judged' (got {name!r}; "
                f"known: {', '.join(MEASURES)})"
            )
        names_found.append(canonical)
    return tuple(dict.fromkeys(names_found))
