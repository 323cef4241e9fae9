"""Measures that look at where relevant docs sit: RR, average precision, R-precision, bpref."""

from __future__ import annotations

from ..inputs import Ranking, Relevant
from .._checks import check_k, check_level
from . import on_rows
from .on_rows import Params, one_query

__all__ = ["reciprocal_rank", "average_precision", "r_precision", "bpref"]


def reciprocal_rank(retrieved: Ranking, relevant: Relevant, *, k: int | None = None, level: int = 1) -> float:
    """Return 1 / rank of the first relevant doc in ``retrieved`` (0.0 if there is none).

    With ``k=None`` there is no cutoff, as trec_eval's recip_rank; with ``k``, a first relevant doc
    below rank ``k`` gives 0.0 (RR@k, as ranx's mrr@k and ir_measures' RR@k). MRR is the mean of RR.

    >>> reciprocal_rank([1, 3, 5, 7, 9], [3, 7])  # first relevant doc at rank 2
    0.5
    >>> reciprocal_rank([1, 2, 4, 5, 6, 8, 7], [7])  # rank 7: 1/7
    0.14285714285714285
    >>> reciprocal_rank([1, 2, 4, 5, 6, 8, 7], [7], k=5)
    0.0
    """
    k, level = check_k(k, optional=True), check_level(level)
    return one_query(on_rows.reciprocal_rank, retrieved, relevant, Params(k, level))


def average_precision(retrieved: Ranking, relevant: Relevant, *, k: int | None = None, level: int = 1) -> float:
    """Return the mean, over all relevant docs, of the precision at each one's rank (0 if not retrieved).

    It divides by the number of relevant docs R, also with a cutoff ``k`` (trec_eval's map and map_cut_k).

    >>> average_precision([1, 3, 5, 7, 9], [3, 7, 12])  # (1/2 + 2/4) / 3
    0.3333333333333333
    """
    k, level = check_k(k, optional=True), check_level(level)
    return one_query(on_rows.average_precision, retrieved, relevant, Params(k, level))


def r_precision(retrieved: Ranking, relevant: Relevant, *, level: int = 1) -> float:
    """Return the share of relevant docs in the top R, where R is the number of relevant docs.

    >>> r_precision([1, 3, 5, 7, 9], [3, 7, 12])  # R = 3: the top 3 hold one relevant doc
    0.3333333333333333
    """
    level = check_level(level)
    return one_query(on_rows.r_precision, retrieved, relevant, Params(None, level))


def bpref(retrieved: Ranking, relevant: Relevant, *, level: int = 1) -> float:
    """Return trec_eval's bpref: how often the relevant docs are ranked above the judged non-relevant ones.

    Only judged docs count: an unjudged retrieved doc is skipped (it is neither relevant nor non-relevant),
    so bpref stays stable when the judgments are incomplete. ``relevant`` must give grades, with 0 for the
    judged non-relevant docs (a plain list has none of them, and then bpref is recall over the whole run).
    Each retrieved relevant doc adds 1 - min(n, R) / min(N, R), where n counts the judged non-relevant docs
    above it, R the relevant docs and N the judged non-relevant docs; the sum is divided by R.

    >>> bpref(["n1", "r1", "x", "r2"], {"r1": 1, "r2": 1, "r3": 1, "n1": 0, "n2": 0})  # (1 - 1/2) * 2 / 3
    0.3333333333333333
    >>> bpref(["r1", "x", "n1", "r2"], {"r1": 1, "r2": 1, "n1": 0})  # x is unjudged: skipped
    0.5
    """
    level = check_level(level)
    return one_query(on_rows.bpref, retrieved, relevant, Params(None, level))
