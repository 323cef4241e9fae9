"""A run file reduced to ranks, shared by the two fast readers (``trec_columns``'s lean reader and
``_arrow_trec``'s columnar one), and the signal that a file must be read by ``read_run`` instead."""

from __future__ import annotations

import numpy as np

__all__ = ["Fallback", "Ranked"]


class Fallback(Exception):
    """The fast readers cannot prove that they read this file as ``read_run`` does: use ``read_run``."""


class Ranked:
    """A run reduced to what the measures need: its queries in file order, each one's number of docs, and
    the rank - 1 of each judged doc (qrels order; -1 when not retrieved) of the queries in the qrels."""

    def __init__(self):
        self.qids: list = []
        self._seen: set = set()
        self._lengths: list = []
        self._ranks: list = []

    def add(self, qids: list, lengths: np.ndarray, judged_ranks: np.ndarray) -> None:
        """Queries read completely; a query seen before (its lines not together) cannot be merged: Fallback."""
        if len(set(qids)) != len(qids) or not self._seen.isdisjoint(qids):
            raise Fallback("a query's lines are not all together")
        self._seen.update(qids)
        self.qids += qids
        self._lengths.append(np.asarray(lengths, dtype=np.int64))
        self._ranks.append(np.asarray(judged_ranks, dtype=np.int64))

    def __contains__(self, qid) -> bool:
        return qid in self._seen

    def lengths(self) -> np.ndarray:
        return np.concatenate(self._lengths) if self._lengths else np.zeros(0, dtype=np.int64)

    def judged_ranks(self) -> np.ndarray:
        return np.concatenate(self._ranks) if self._ranks else np.zeros(0, dtype=np.int64)
