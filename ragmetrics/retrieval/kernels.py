"""The math of every retrieval measure, once, over a matrix of grades in rank order.

``grades`` has one row per query and one column per rank (column 0 = rank 1); ranks past the
end of a query's run hold 0, which no measure counts as relevant (levels are >= 1) and which
adds no gain. ``n_relevant`` is each query's number of judged docs with grade >= level, retrieved
or not; ``ideal`` holds each query's judged grades sorted descending (0-padded); ``judged`` marks the
retrieved docs that have a judgment of any grade, and ``n_retrieved`` is each query's run length;
``nonrelevant`` marks the retrieved docs judged not relevant (0 <= grade < level), ``n_nonrelevant``
counts them in the qrels, retrieved or not (bpref).

A per-query function is the same kernel on a one-row matrix, so ``ndcg_at_k`` and
``evaluate(..., ["nDCG@10"])`` cannot drift apart. ``k=None`` means no cutoff.
"""

from __future__ import annotations

import numpy as np

__all__ = [
    "discounts",
    "gains",
    "precision",
    "recall",
    "f1",
    "hit_rate",
    "reciprocal_rank",
    "average_precision",
    "r_precision",
    "dcg",
    "ndcg",
    "judged",
    "bpref",
]


def discounts(n: int) -> np.ndarray:
    """Return 1 / log2(rank + 1) for rank = 1..n."""
    return 1.0 / np.log2(np.arange(2, n + 2, dtype=np.float64))


def gains(grades: np.ndarray, gain: str = "linear") -> np.ndarray:
    """Return the gain of each grade: the grade (linear) or 2**grade - 1 (exponential); 0 for grades <= 0."""
    grades = np.asarray(grades, dtype=np.float64)
    positive = np.maximum(grades, 0.0)
    if gain == "linear":
        return positive
    with np.errstate(over="ignore"):  # grades >= 1024 give inf here; dcg refuses the result with a clear message
        return np.exp2(positive) - 1.0  # exact for integer grades


def _top(matrix: np.ndarray, k: int | None) -> np.ndarray:
    return matrix if k is None else matrix[:, :k]


def _safe_divide(num: np.ndarray, den) -> np.ndarray:
    den = np.broadcast_to(np.asarray(den, dtype=np.float64), np.shape(num))
    out = np.zeros(np.shape(num), dtype=np.float64)
    np.divide(num, den, out=out, where=den > 0)
    return out


def _hits(relevant: np.ndarray, k: int | None) -> np.ndarray:
    return _top(relevant, k).sum(axis=1, dtype=np.float64)


def precision(relevant: np.ndarray, k: int) -> np.ndarray:
    """Relevant docs in the top k / k (missing ranks count as non-relevant)."""
    return _hits(relevant, k) / k


def recall(relevant: np.ndarray, n_relevant: np.ndarray, k: int | None) -> np.ndarray:
    """Relevant docs in the top k / all relevant docs of the query."""
    return _safe_divide(_hits(relevant, k), n_relevant)


def f1(relevant: np.ndarray, n_relevant: np.ndarray, k: int) -> np.ndarray:
    """Harmonic mean of precision@k and recall@k of each query (0 when both are 0)."""
    p = precision(relevant, k)
    r = recall(relevant, n_relevant, k)
    return _safe_divide(2.0 * p * r, p + r)


def hit_rate(relevant: np.ndarray, k: int | None) -> np.ndarray:
    """1.0 if any relevant doc is in the top k."""
    return _top(relevant, k).any(axis=1).astype(np.float64)


def reciprocal_rank(relevant: np.ndarray, k: int | None) -> np.ndarray:
    """1 / rank of the first relevant doc in the top k (0 if none)."""
    top = _top(relevant, k)
    if top.shape[1] == 0:
        return np.zeros(top.shape[0])
    first = top.argmax(axis=1)
    return np.where(top.any(axis=1), 1.0 / (first + 1.0), 0.0)


def _relevant_positions(relevant: np.ndarray):
    """Row and column (rank - 1) of every relevant doc, and how many relevant docs come before it in its row."""
    width = max(relevant.shape[1], 1)
    flat = np.flatnonzero(relevant)  # row-major: columns ascending within each row (faster than np.nonzero)
    rows = flat // width
    cols = flat - rows * width
    counts = np.bincount(rows, minlength=relevant.shape[0])
    before = np.arange(rows.size) - np.repeat(np.cumsum(counts) - counts, counts)
    return rows, cols, before


def average_precision(relevant: np.ndarray, n_relevant: np.ndarray, k: int | None) -> np.ndarray:
    """Sum of precision at the rank of each relevant doc in the top k, divided by all relevant docs."""
    rows, cols, before = _relevant_positions(_top(relevant, k))
    precision_at_hits = (before + 1.0) / (cols + 1.0)  # relevant docs so far / rank
    return _safe_divide(np.bincount(rows, weights=precision_at_hits, minlength=relevant.shape[0]), n_relevant)


def r_precision(relevant: np.ndarray, n_relevant: np.ndarray) -> np.ndarray:
    """Relevant docs in the top R / R, where R is the query's number of relevant docs."""
    n_relevant = np.asarray(n_relevant, dtype=np.float64)
    rows, cols, _ = _relevant_positions(relevant)
    in_top_r = cols < n_relevant[rows]
    return _safe_divide(np.bincount(rows, weights=in_top_r, minlength=relevant.shape[0]), n_relevant)


def dcg(grades: np.ndarray, k: int | None, gain: str = "linear") -> np.ndarray:
    """Sum of gain / log2(rank + 1) over the top k; ValueError where it overflows a float (2**1024 - 1 does)."""
    top = _top(grades, k)
    with np.errstate(over="ignore", invalid="ignore"):  # refused below with a clear message
        values = gains(top, gain) @ discounts(top.shape[1])
    if not np.isfinite(values).all():
        grade = top[np.flatnonzero(~np.isfinite(values))[0]].max()
        if gain == "linear":
            raise ValueError(f"'gain'='linear': the DCG of grades up to {grade:g} overflows a float (the sum of "
                             "grade / log2(rank + 1) passes 1.8e308); nDCG, a ratio, takes such grades")
        raise ValueError(
            f"'gain'={gain!r} overflows a float with grade {grade:g} (2**grade - 1 is past 1.8e308 from grade 1024 on); "
            "use gain='linear', as trec_eval's ndcg does, or smaller grades"
        )
    return values


_HUGE_GRADE = 1e300  # a row whose grades reach this is scaled by 2**-64 for nDCG: exact (a power of two), no overflow


def ndcg(grades: np.ndarray, ideal: np.ndarray, k: int | None, gain: str = "linear") -> np.ndarray:
    """DCG@k of the ranking / DCG@k of the ideal ranking of every judged doc (0 if the ideal is 0)."""
    if gain == "linear" and ideal.size:
        huge = ideal[:, 0] >= _HUGE_GRADE  # the ideal row starts with the query's highest grade
        if huge.any():
            scale = np.where(huge, 2.0**-64, 1.0)[:, None]
            grades, ideal = grades * scale, ideal * scale
    return _safe_divide(dcg(grades, k, gain), dcg(ideal, k, gain))


def judged(judged: np.ndarray, n_retrieved: np.ndarray, k: int) -> np.ndarray:
    """Judged docs in the top k / the docs in the top k (k, or fewer when the run is shorter), as ir_measures' Judged@k."""
    return _safe_divide(_hits(judged, k), np.minimum(n_retrieved, k))


def bpref(relevant: np.ndarray, nonrelevant: np.ndarray, n_relevant: np.ndarray, n_nonrelevant: np.ndarray) -> np.ndarray:
    """trec_eval's bpref (Buckley and Voorhees, 2004; the version 8.0 fix): judged docs only, no cutoff.

    Each retrieved relevant doc adds 1 - min(n, R) / min(N, R), where n is the number of judged
    non-relevant docs ranked above it, R the query's relevant docs and N its judged non-relevant docs
    (1 when n = 0); the sum is divided by R. Unjudged docs are skipped: they neither help nor hurt.
    """
    n_relevant = np.asarray(n_relevant, dtype=np.float64)
    rows, cols, _ = _relevant_positions(relevant)
    nonrelevant_above = np.cumsum(nonrelevant, axis=1)[rows, cols] if rows.size else np.zeros(0)
    cap = np.minimum(np.asarray(n_nonrelevant, dtype=np.float64), n_relevant)[rows]
    penalty = _safe_divide(np.minimum(nonrelevant_above, n_relevant[rows]), cap)
    preferences = np.where(nonrelevant_above > 0, 1.0 - penalty, 1.0)
    return _safe_divide(np.bincount(rows, weights=preferences, minlength=relevant.shape[0]), n_relevant)
