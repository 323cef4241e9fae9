"""From one query's ``retrieved`` and ``relevant`` to the grade rows the kernels read."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .._checks import check_relevant, check_retrieved, check_same_id_kind
from .kernels import discounts, gains

__all__ = ["grades_of", "ideal_grades", "gains", "discounts", "Query", "prepare"]


class Query(NamedTuple):
    """One query as one-row matrices: grades in rank order, the ideal grades, and R per level."""

    grades: np.ndarray  # shape (1, len(retrieved))
    ideal: np.ndarray  # shape (1, number of judged docs), descending
    judged: dict

    def relevant(self, level: int) -> np.ndarray:
        return self.grades >= level

    def n_relevant(self, level: int) -> np.ndarray:
        return np.array([sum(grade >= level for grade in self.judged.values())], dtype=np.float64)


def prepare(retrieved, relevant) -> Query:
    """Check one query's inputs and look each retrieved doc's grade up (0 when unjudged)."""
    docs = check_retrieved(retrieved)
    judged = check_relevant(relevant)
    check_same_id_kind(docs, judged)
    grades = np.fromiter((judged.get(doc, 0.0) for doc in docs), dtype=np.float64, count=len(docs))
    ideal = np.sort(np.fromiter(judged.values(), dtype=np.float64, count=len(judged)))[::-1]
    return Query(grades[None, :], ideal[None, :], judged)


def grades_of(retrieved, relevant) -> np.ndarray:
    """Return the grade of each retrieved doc in rank order; a doc missing from ``relevant`` has grade 0.

    >>> grades_of([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1}).tolist()
    [0.0, 2.0, 3.0, 0.0, 1.0]
    >>> grades_of(["a", "b"], ["b"]).tolist()
    [0.0, 1.0]
    """
    return prepare(retrieved, relevant).grades[0]


def ideal_grades(relevant) -> np.ndarray:
    """Return every judged grade in ``relevant``, highest first: the ideal ranking's grades.

    >>> ideal_grades({101: 3, 205: 2, 309: 1, 404: 0}).tolist()
    [3.0, 2.0, 1.0, 0.0]
    """
    return prepare([], relevant).ideal[0]
