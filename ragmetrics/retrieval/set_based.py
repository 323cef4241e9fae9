"""Measures that count relevant docs in the top k: Recall@k, Precision@k, F1@k, Hit Rate@k."""

from __future__ import annotations

from ..inputs import Ranking, Relevant
from .._checks import check_k, check_level
from . import on_rows
from .on_rows import Params, one_query

__all__ = ["recall_at_k", "precision_at_k", "f1_at_k", "hit_rate_at_k"]


def recall_at_k(retrieved: Ranking, relevant: Relevant, *, k: int, level: int = 1) -> float:
    """Return the share of all relevant docs that appear in the top ``k`` of ``retrieved``.

    A doc is relevant when its grade is at least ``level``. No relevant docs gives 0.0.

    >>> recall_at_k([1, 3, 5, 7, 9], [3, 7, 12], k=5)  # 2 of 3 relevant docs in the top 5
    0.6666666666666666
    >>> recall_at_k([1, 2, 3, 4, 5], [3, 6, 9], k=5)  # only doc 3
    0.3333333333333333
    """
    k, level = check_k(k), check_level(level)
    return one_query(on_rows.recall, retrieved, relevant, Params(k, level))


def precision_at_k(retrieved: Ranking, relevant: Relevant, *, k: int, level: int = 1) -> float:
    """Return the share of the top ``k`` that is relevant, always dividing by ``k``.

    Ranks past the end of a short list count as non-relevant, as in trec_eval's P_k.

    >>> precision_at_k([1, 3, 5, 7, 9], [3, 7, 12], k=5)  # 2 / 5
    0.4
    >>> precision_at_k([3], [3, 7], k=5)  # 1 / 5, not 1 / 1
    0.2
    """
    k, level = check_k(k), check_level(level)
    return one_query(on_rows.precision, retrieved, relevant, Params(k, level))


def f1_at_k(retrieved: Ranking, relevant: Relevant, *, k: int, level: int = 1) -> float:
    """Return the harmonic mean of Precision@k and Recall@k of one query (0.0 when both are 0).

    >>> round(f1_at_k([1, 3, 5, 7, 9], [3, 7, 12], k=5), 4)  # 2 * 0.4 * 0.667 / (0.4 + 0.667)
    0.5
    """
    k, level = check_k(k), check_level(level)
    return one_query(on_rows.f1, retrieved, relevant, Params(k, level))


def hit_rate_at_k(retrieved: Ranking, relevant: Relevant, *, k: int, level: int = 1) -> float:
    """Return 1.0 if at least one relevant doc is in the top ``k``, else 0.0 (trec_eval's success_k).

    >>> hit_rate_at_k([8, 1, 2, 9], [1, 2, 3, 4], k=2)  # 1 of 4 found: Recall@2 would be 0.25
    1.0
    >>> hit_rate_at_k([8, 9, 1], [1], k=2)
    0.0
    """
    k, level = check_k(k), check_level(level)
    return one_query(on_rows.hit_rate, retrieved, relevant, Params(k, level))
