"""``RetrievalEvaluator``: the Spanish capsule's API (k in the constructor, ``evaluate_all``)."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from ._checks import check_gain, check_k, check_level
from .evaluate import apply_measure
from .measures import Measure
from .retrieval.ranking import prepare

__all__ = ["RetrievalEvaluator"]


class RetrievalEvaluator:
    """Compute every retrieval measure at one cutoff ``k``, for one query or the mean over many.

    >>> evaluator = RetrievalEvaluator(k=5)
    >>> scores = evaluator.evaluate_all([1, 3, 5, 7, 9, 11, 13], [3, 7, 12])
    >>> {name: round(value, 4) for name, value in scores.items()}
    {'R@5': 0.6667, 'P@5': 0.4, 'F1@5': 0.5, 'HitRate@5': 1.0, 'RR': 0.5, 'nDCG@5': 0.4982, 'AP': 0.3333, 'Rprec': 0.3333}
    """

    def __init__(self, k: int = 5, *, level: int = 1, gain: str = "linear"):
        self.k = check_k(k)
        self.level = check_level(level)
        self.gain = check_gain(gain)
        self.measures = (
            Measure("R", self.k, self.level),
            Measure("P", self.k, self.level),
            Measure("F1", self.k, self.level),
            Measure("HitRate", self.k, self.level),
            Measure("RR", None, self.level),
            Measure("nDCG", self.k, 1, self.gain),
            Measure("AP", None, self.level),
            Measure("Rprec", None, self.level),
        )

    def __repr__(self) -> str:
        return f"RetrievalEvaluator(k={self.k}, level={self.level}, gain={self.gain!r})"

    def evaluate_all(self, retrieved, relevant) -> dict:
        """Return {measure name: value} for one query: R@k, P@k, F1@k, HitRate@k, RR, nDCG@k, AP, Rprec."""
        query = prepare(retrieved, relevant)
        return {
            str(m): float(apply_measure(m, query.grades, query.ideal, query.n_relevant)[0]) for m in self.measures
        }

    def evaluate_many(self, test_cases) -> dict:
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
            rows.append(list(self.evaluate_all(case["retrieved"], case["relevant"]).values()))
        if not rows:
            raise ValueError("'test_cases' must hold at least one case (got none)")
        means = np.mean(rows, axis=0).tolist()
        return dict(zip(map(str, self.measures), means))
