"""Each measure's kernel call, written once: what it reads from the prepared rows, and how it is parameterised.

A function here takes the rows (a ``GradeMatrix``: one row per query) and the measure's parameters (any
object with ``cutoff``, ``level`` and ``gain``: a ``Measure``, or ``Params`` below) and returns one value
per query row. The measure's declaration holds it (``MEASURES["Bpref"].kernel is on_rows.bpref``), so
``evaluate``, ``Measure.compute`` and ``RetrievalEvaluator`` call it through the declaration, and the
per-query function (``rank_based.bpref``) calls the same function on a one-row matrix.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

import numpy as np

from . import kernels
from .ranking import prepare

if TYPE_CHECKING:
    from ..grade_matrix import GradeMatrix

__all__ = ["Params", "one_query", "recall", "precision", "f1", "hit_rate", "reciprocal_rank", "ndcg",
           "average_precision", "r_precision", "judged", "bpref"]


class Parameterised(Protocol):
    """What a kernel call reads of a measure: its cutoff (None: no cutoff), relevance level and gain."""

    @property
    def cutoff(self) -> int | None: ...
    @property
    def level(self) -> int: ...
    @property
    def gain(self) -> str: ...


class Params(NamedTuple):
    """A measure's parameters without its name: what a per-query function passes (checked already)."""

    cutoff: int | None = None
    level: int = 1
    gain: str = "linear"


def one_query(kernel: Any, retrieved: Any, relevant: Any, params: Params) -> float:
    """``kernel`` on one query: its inputs checked and prepared as ``evaluate`` prepares a block."""
    return float(kernel(prepare(retrieved, relevant), params)[0])


def recall(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.recall(rows.relevant_at(m.level), rows.n_relevant(m.level), m.cutoff)


def precision(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.precision(rows.relevant_at(m.level), m.cutoff)  # type: ignore[arg-type]  # cutoff required


def f1(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.f1(rows.relevant_at(m.level), rows.n_relevant(m.level), m.cutoff)  # type: ignore[arg-type]


def hit_rate(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.hit_rate(rows.relevant_at(m.level), m.cutoff)


def reciprocal_rank(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.reciprocal_rank(rows.relevant_at(m.level), m.cutoff)


def ndcg(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.ndcg(rows.grades, rows.ideal, m.cutoff, m.gain)


def average_precision(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.average_precision(rows.relevant_at(m.level), rows.n_relevant(m.level), m.cutoff)


def r_precision(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.r_precision(rows.relevant_at(m.level), rows.n_relevant(m.level))


def judged(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.judged(rows.judged_at(), rows.n_retrieved, m.cutoff)  # type: ignore[arg-type]  # cutoff required


def bpref(rows: GradeMatrix, m: Parameterised) -> np.ndarray:
    return kernels.bpref(rows.relevant_at(m.level), rows.nonrelevant_at(m.level),
                         rows.n_relevant(m.level), rows.n_nonrelevant(m.level))
