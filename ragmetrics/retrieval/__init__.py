"""Retrieval measures of one query, and the building blocks the course draws with."""

from .dcg import dcg_at_k, ndcg_at_k
from .kernels import discounts, gains
from .rank_based import average_precision, bpref, r_precision, reciprocal_rank
from .ranking import grades_of, ideal_grades, rank
from .set_based import f1_at_k, hit_rate_at_k, precision_at_k, recall_at_k

__all__ = [
    "recall_at_k",
    "precision_at_k",
    "f1_at_k",
    "hit_rate_at_k",
    "reciprocal_rank",
    "dcg_at_k",
    "ndcg_at_k",
    "average_precision",
    "r_precision",
    "bpref",
    "rank",
    "grades_of",
    "ideal_grades",
    "gains",
    "discounts",
]
