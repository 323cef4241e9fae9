"""A run file reduced to ranks, shared by the fast readers (``_numpy_trec``'s, ``_arrow_trec``'s columnar one and
``trec_columns``'s lean one), a qrels file as arrays (``QrelsColumns``), and the signal that a file must be
read by ``read_run`` instead."""

from __future__ import annotations

import numpy as np

__all__ = ["Fallback", "Ranked", "QrelsColumns"]


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


class QrelsColumns:
    """A qrels as arrays, what the NumPy run reader and ``evaluate_ranked`` need, with no Python object per
    judged doc: the queries in file order, each one's judged docs from ``starts[i]`` to ``starts[i + 1]`` (its
    row's order in ``read_qrels``'s dict), their ids packed as ``grade_matrix.pack_ids`` packs a run's ids
    (``usable`` False for an id no such run id can equal: over 8 bytes of UTF-8, or with a NUL), and grades."""

    def __init__(self, qids: list, starts: np.ndarray, ids: np.ndarray, usable: np.ndarray, grades: np.ndarray,
                 texts=None):
        self.qids, self.starts, self.ids, self.usable, self.grades = qids, starts, ids, usable, grades
        self.index = dict(zip(qids, range(len(qids))))
        self._dict = texts  # the read_qrels dict, when it is at hand (else built on demand from the packed ids)

    @classmethod
    def from_dict(cls, qrels: dict) -> "QrelsColumns":
        from itertools import chain

        from .grade_matrix import pack_texts

        rows = list(qrels.values())
        lengths = np.fromiter(map(len, rows), dtype=np.int64, count=len(rows))
        ids, usable = pack_texts(list(chain.from_iterable(rows)))
        grades = np.fromiter(chain.from_iterable(map(dict.values, rows)), dtype=np.float64, count=int(lengths.sum()))
        return cls(list(qrels), np.concatenate([[0], np.cumsum(lengths)]), ids, usable, grades, texts=qrels)

    def to_dict(self) -> dict:
        """``read_qrels``'s dict {qid: {docid: grade}} (built once, for the readers that need one)."""
        if self._dict is None:
            docs = [b.decode("ascii") for b in self.ids.byteswap().view("S8").tolist()]  # (S8 drops the NUL padding)
            grades = self.grades.tolist()
            bounds = self.starts.tolist()
            self._dict = {qid: dict(zip(docs[a:b], grades[a:b])) for qid, a, b in zip(self.qids, bounds[:-1], bounds[1:])}
        return self._dict

    def rows_of(self, queries: np.ndarray):
        """(positions of the judged docs of these queries (indexes in ``qids``), query after query; their numbers)."""
        first, lengths = self.starts[queries], self.starts[queries + 1] - self.starts[queries]
        before = np.cumsum(lengths) - lengths
        return np.repeat(first - before, lengths) + np.arange(int(lengths.sum())), lengths
