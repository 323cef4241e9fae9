"""From one query's inputs to what the kernels read: ``prepare`` (the batch path on one row) and ``rank``."""

from __future__ import annotations

import numpy as np

from .._checks import check_relevant, check_retrieved, check_same_id_kind, check_scores
from ..grade_matrix import GradeMatrix, check_score_precision, id_text, score_keys
from .kernels import discounts, gains

__all__ = ["rank", "grades_of", "ideal_grades", "gains", "discounts", "prepare"]


def prepare(retrieved, relevant) -> GradeMatrix:
    """Check one query's inputs, then build the one-row grade matrix exactly as ``evaluate`` builds a block."""
    docs = check_retrieved(retrieved)
    judged = check_relevant(relevant)
    check_same_id_kind(docs, judged)
    return GradeMatrix([None], [judged], [docs], None, scored=False)


def rank(scores, *, score_precision: str = "float64") -> list:
    """Return the doc ids of ``scores`` ({doc id: score}) best first, in trec_eval's order.

    trec_eval 10 compares scores as C doubles, higher first, and breaks ties by doc id, greater first,
    compared as strings ('9' above '10'); ``evaluate`` ranks a scored run by the same rule.
    ``score_precision="float32"`` rounds the scores to 32-bit floats first, as pytrec_eval does.

    >>> rank({"d1": 0.5, "d2": 0.9, "d3": 0.5, "d10": 0.5})
    ['d2', 'd3', 'd10', 'd1']
    >>> rank({"a": 1.0 + 1e-12, "b": 1.0})  # different doubles: no tie
    ['a', 'b']
    >>> rank({"a": 1.0 + 1e-12, "b": 1.0}, score_precision="float32")  # equal as 32-bit floats: a tie, broken by id
    ['b', 'a']
    """
    check_score_precision(score_precision)
    values = check_scores(scores)
    ids = list(scores)
    by_id = sorted(range(len(ids)), key=lambda i: id_text(ids[i]), reverse=True)
    order = np.argsort(score_keys(values, score_precision)[by_id], kind="stable")  # stable: ties keep the id order
    return [ids[by_id[i]] for i in order.tolist()]


def grades_of(retrieved, relevant) -> np.ndarray:
    """Return the grade of each retrieved doc in rank order; a doc missing from ``relevant`` has grade 0.

    For showing a ranking (the kernels read ``prepare``'s matrix, where grades <= 0 count as 0).

    >>> grades_of([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1}).tolist()
    [0.0, 2.0, 3.0, 0.0, 1.0]
    >>> grades_of(["a", "b"], ["b"]).tolist()
    [0.0, 1.0]
    """
    docs = check_retrieved(retrieved)
    judged = check_relevant(relevant)
    check_same_id_kind(docs, judged)
    return np.fromiter((judged.get(doc, 0.0) for doc in docs), dtype=np.float64, count=len(docs))


def ideal_grades(relevant) -> np.ndarray:
    """Return every judged grade in ``relevant``, highest first: the ideal ranking's grades.

    >>> ideal_grades({101: 3, 205: 2, 309: 1, 404: 0}).tolist()
    [3.0, 2.0, 1.0, 0.0]
    """
    judged = check_relevant(relevant)
    return np.sort(np.fromiter(judged.values(), dtype=np.float64, count=len(judged)))[::-1]
