"""Discounted cumulative gain and its normalised form, with graded relevance."""

from __future__ import annotations

from ..inputs import Ranking, Relevant
from .._checks import check_gain, check_k
from . import kernels, on_rows
from .on_rows import Params, one_query
from .ranking import prepare

__all__ = ["dcg_at_k", "ndcg_at_k"]


def dcg_at_k(retrieved: Ranking, relevant: Relevant, *, k: int | None = None, gain: str = "linear") -> float:
    """Return the sum over the top ``k`` of gain / log2(rank + 1).

    ``gain`` is ``"linear"`` (the grade) or ``"exponential"`` (2**grade - 1); grades <= 0 add nothing.
    ``k=None`` uses the whole list.

    >>> round(dcg_at_k([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1}, k=5), 4)
    3.1487
    """
    k, gain = check_k(k, optional=True), check_gain(gain)
    rows = prepare(retrieved, relevant)
    return float(kernels.dcg(rows.grades, k, gain)[0])


def ndcg_at_k(retrieved: Ranking, relevant: Relevant, *, k: int | None = None, gain: str = "linear") -> float:
    """Return DCG@k divided by the DCG@k of the ideal ranking of every judged doc in ``relevant``.

    The ideal ranking includes relevant docs that were never retrieved, so missing them costs nDCG.
    Grades are used as they are (trec_eval's ndcg and ndcg_cut_k): there is no relevance level.

    >>> round(ndcg_at_k([1, 3, 5, 7, 9], [3, 7], k=5), 4)  # (1/log2(3) + 1/log2(5)) / (1 + 1/log2(3))
    0.6509
    >>> grades = {101: 3, 205: 2, 309: 1}
    >>> round(ndcg_at_k([999, 205, 101, 888, 309], grades, k=5), 4)  # 3.1487 / 4.7619
    0.6612
    >>> round(ndcg_at_k([999, 205, 101, 888, 309], grades, k=5, gain="exponential"), 4)
    0.6153
    """
    k, gain = check_k(k, optional=True), check_gain(gain)
    return one_query(on_rows.ndcg, retrieved, relevant, Params(k, gain=gain))
