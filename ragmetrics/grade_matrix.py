"""Many queries -> one matrix of grades in rank order, the input of every kernel.

A scored run is ranked as trec_eval ranks it: score as a 32-bit float, descending, then doc id
descending as a string ('9' above '10'). Only docs with a positive grade add anything to any measure
(levels are >= 1, and grades <= 0 have no gain), so instead of sorting every doc with its grade,
the matrix is built by finding the rank of each positively graded doc among its query's sorted
scores. That keeps the work per retrieved doc to reading its score and one vectorised sort.
"""

from __future__ import annotations

import math
import operator
import struct
import warnings
from collections.abc import Mapping
from itertools import chain, compress, repeat

import numpy as np

from ._checks import _show, is_finite, is_number

__all__ = ["GradeMatrix"]


_CHUNK_CELLS = 1 << 16  # queries read together: few enough that their dicts and floats stay in cache


def blocks(lengths: np.ndarray, cells: int) -> list:
    """Split queries (given their run lengths) into consecutive (start, stop) ranges of at most ``cells`` padded cells."""
    ranges, start = [], 0
    while start < len(lengths):
        # Cells of a range [start, start + i] = (i + 1) * its widest row; take the longest that fits.
        cells_so_far = np.maximum.accumulate(lengths[start : start + cells]) * np.arange(1, min(cells, len(lengths) - start) + 1)
        size = max(1, int(np.searchsorted(cells_so_far, cells, side="right")))
        ranges.append((start, start + size))
        start += size
    return ranges


class GradeMatrix:
    """A block of queries: ``grades`` (queries x ranks, 0-padded), ``ideal`` grades, judged counts.

    The caller (``evaluate``) has checked the shapes: qrels rows are mappings, run rows mappings or lists.
    The Python objects are read chunk by chunk of queries (a few hundred kB of them at a time, so that
    the second look at a dict finds it in cache); the kernels then run once over the whole block.
    """

    def __init__(self, qids: list, judged: list, ranked: list, depth: int | None):
        """``judged[i]`` and ``ranked[i]`` are query ``qids[i]``'s qrels row and run row."""
        n = len(qids)
        judged_lengths = np.fromiter(map(len, judged), dtype=np.int64, count=n)
        run_lengths = np.fromiter(map(len, ranked), dtype=np.int64, count=n)
        self._judged_rows = np.repeat(np.arange(n), judged_lengths)
        self._n_relevant: dict = {}
        self._relevant: dict = {}
        scored = [issubclass(kind, Mapping) for kind in set(map(type, ranked))]
        if any(scored) and not all(scored):
            raise TypeError("'run' must map every query to {docid: score}, or every query to a ranked list [docid, ...], not a mix")
        read = _rank_scored if all(scored) else _rank_listed
        width = int(run_lengths.max()) if n else 0
        self.grades = np.zeros((n, width if depth is None else min(depth, width)))
        judged_parts = []
        for start, stop in blocks(run_lengths, _CHUNK_CELLS):
            chunk = slice(start, stop)
            judged_grades = _read_numbers(_values(judged[chunk]), "qrels", lambda: zip(qids[chunk], judged[chunk]))
            judged_parts.append(judged_grades)
            rows, ranks, grades = read(qids[chunk], judged[chunk], ranked[chunk], judged_grades, judged_lengths[chunk])
            keep = ranks < self.grades.shape[1]
            self.grades[rows[keep] + start, ranks[keep]] = grades[keep]
        self._judged_grades = np.concatenate(judged_parts) if judged_parts else np.zeros(0)
        self.ideal = self._ideal(n, depth)

    def relevant_at(self, level: int) -> np.ndarray:
        """The mask ``grades >= level``, computed once per level."""
        if level not in self._relevant:
            self._relevant[level] = self.grades >= level
        return self._relevant[level]

    def n_relevant(self, level: int) -> np.ndarray:
        """Each query's number of judged docs with grade >= level, retrieved or not."""
        if level not in self._n_relevant:
            rows = self._judged_rows[self._judged_grades >= level]
            self._n_relevant[level] = np.bincount(rows, minlength=self.grades.shape[0]).astype(np.float64)
        return self._n_relevant[level]

    def _ideal(self, n_queries: int, depth: int | None) -> np.ndarray:
        """Each query's positive judged grades, descending, 0-padded."""
        positive = self._judged_grades > 0
        grades, rows = self._judged_grades[positive], self._judged_rows[positive]
        order = np.lexsort((-grades, rows))
        grades, rows = grades[order], rows[order]
        counts = np.bincount(rows, minlength=n_queries)
        cols = np.arange(rows.size) - np.repeat(np.cumsum(counts) - counts, counts)
        width = int(counts.max()) if rows.size else 0
        if depth is not None:
            width = min(width, depth)
            keep = cols < width
            grades, rows, cols = grades[keep], rows[keep], cols[keep]
        ideal = np.zeros((n_queries, width))
        ideal[rows, cols] = grades
        return ideal

def _rank_scored(qids, judged, ranked, judged_grades, judged_lengths):
    """Runs given as {docid: score}: (row, rank - 1, grade) of every positively graded doc found in the run."""
    n = len(ranked)
    lengths = np.fromiter(map(len, ranked), dtype=np.int64, count=n)
    width = int(lengths.max()) if n else 0
    scores = _read_numbers(_values(ranked), "run", lambda: zip(qids, ranked))
    keys = _score_keys(scores)
    if n and (lengths == width).all():
        key_rows = keys.reshape(n, width)
    else:
        key_rows = np.full((n, width), np.inf, dtype=np.float32)  # padding ranks last
        starts = np.cumsum(lengths) - lengths
        key_rows[np.repeat(np.arange(n), lengths), np.arange(keys.size) - np.repeat(starts, lengths)] = keys
    sorted_keys = np.sort(key_rows, axis=1)

    # The positively graded docs of each query, and their scores in the run (NaN: not retrieved),
    # looked up at C speed: one dict.get(run of the query, doc, NaN) per positively graded doc.
    positive, positive_rows, positive_docs = _positive_docs(judged, judged_grades, judged_lengths)
    get = dict.get if set(map(type, ranked)) <= {dict} else _get
    found = np.fromiter(
        map(get, map(ranked.__getitem__, positive_rows.tolist()), positive_docs, repeat(math.nan)),
        dtype=np.float64, count=positive_rows.size,
    )
    hit = np.flatnonzero(~np.isnan(found))
    rows, grades = positive_rows[hit], judged_grades[positive][hit]
    doc_keys = _score_keys(found[hit])

    # Rank = docs with a strictly better key + docs with the same key and a greater id.
    flat = _row_sortable(sorted_keys)
    wanted = (rows.astype(np.uint64) << np.uint64(32)) | _sortable(doc_keys)
    first = np.searchsorted(flat, wanted, side="left")
    last = np.searchsorted(flat, wanted, side="right")
    rank0 = first - rows * width
    tied = np.flatnonzero(last - first > 1)
    if tied.size:
        # Where each tied doc sits in its qrels row, to read its id back.
        judged_cols = np.flatnonzero(positive)[hit[tied]] - (np.cumsum(judged_lengths) - judged_lengths)[rows[tied]]
        rank0[tied] += _greater_ids_in_ties(judged, ranked, key_rows, rows[tied], judged_cols, doc_keys[tied])
    return rows, rank0, grades


def _get(mapping: Mapping, key, default):
    return mapping.get(key, default)


def _greater_ids_in_ties(judged, ranked, key_rows, rows, judged_cols, keys, chunk: int = 1024) -> np.ndarray:
    """For each doc, how many docs of its query share its score key and have a greater id (as strings).

    The docs are given by query row, position in that query's qrels row, and score key.
    """
    pairs = []
    for start in range(0, rows.size, chunk):
        part = slice(start, start + chunk)
        # Each (doc, rank position) pair with an equal key; padding is +inf and never equals a real key.
        doc_index, position = np.nonzero(key_rows[rows[part]] == keys[part, None])
        pairs.append((doc_index + start, position))
    doc_index = np.concatenate([p[0] for p in pairs])
    position = np.concatenate([p[1] for p in pairs])
    # The ids of only the queries that have such ties, as lists (a dict has no positional access).
    needed = sorted(set(rows.tolist()))
    run_ids = dict(zip(needed, map(list, map(ranked.__getitem__, needed))))
    qrels_ids = dict(zip(needed, map(list, map(judged.__getitem__, needed))))
    own_ids = [qrels_ids[r][c] for r, c in zip(rows.tolist(), judged_cols.tolist())]
    pair_rows = rows[doc_index].tolist()
    members = [run_ids[r][j] for r, j in zip(pair_rows, position.tolist())]
    owners = list(map(own_ids.__getitem__, doc_index.tolist()))
    if not set(map(type, members)) | set(map(type, owners)) <= {str}:
        members, owners = list(map(str, members)), list(map(str, owners))
    greater = np.fromiter(map(operator.gt, members, owners), dtype=bool, count=len(members))
    return np.bincount(doc_index, weights=greater, minlength=rows.size).astype(np.int64)


def _score_keys(scores: np.ndarray) -> np.ndarray:
    """Negated float32 scores (ascending = best first); -0.0 becomes 0.0 so equal keys have equal bits."""
    return -scores.astype(np.float32) + np.float32(0.0)


def _sortable(keys: np.ndarray) -> np.ndarray:
    """Map float32 keys to uint64 values in the same order (the usual sign-flip of IEEE-754 bits)."""
    bits = np.ascontiguousarray(keys, dtype=np.float32).view(np.uint32)
    flipped = np.where(bits >> np.uint32(31), ~bits, bits | np.uint32(0x80000000))
    return flipped.astype(np.uint64)


def _row_sortable(sorted_keys: np.ndarray) -> np.ndarray:
    """Row-sorted keys as one ascending uint64 array: (row << 32) | sortable key."""
    n, width = sorted_keys.shape
    rows = np.repeat(np.arange(n, dtype=np.uint64) << np.uint64(32), width)
    return rows | _sortable(sorted_keys.ravel())


def _rank_listed(qids, judged, ranked, judged_grades, judged_lengths):
    """Runs given as ranked lists (shapes checked by ``evaluate``): (row, rank - 1, grade) of every positively
    graded doc found in its list, looked up in one {doc: rank - 1} dict per query (which also finds repeats)."""
    n = len(ranked)
    lengths = np.fromiter(map(len, ranked), dtype=np.int64, count=n)
    positions = list(map(dict, map(zip, ranked, repeat(range(int(lengths.max()) if n else 0)))))
    distinct = np.fromiter(map(len, positions), dtype=np.int64, count=n)
    if (distinct != lengths).any():
        row = int(np.flatnonzero(distinct != lengths)[0])
        docs = ranked[row]
        repeated = next(doc for i, doc in enumerate(docs) if doc in docs[:i])
        raise ValueError(f"'run' must not repeat a doc id within a query (query {qids[row]!r} lists doc {repeated!r} twice)")
    positive, positive_rows, positive_docs = _positive_docs(judged, judged_grades, judged_lengths)
    found = np.fromiter(
        map(dict.get, map(positions.__getitem__, positive_rows.tolist()), positive_docs, repeat(-1)),
        dtype=np.int64, count=positive_rows.size,
    )
    hit = np.flatnonzero(found >= 0)
    return positive_rows[hit], found[hit], judged_grades[positive][hit]


def _positive_docs(judged: list, judged_grades: np.ndarray, judged_lengths: np.ndarray):
    """The positively graded docs of the queries (the only ones any measure counts): their mask over the
    judged grades, their query rows, and their ids as an iterator (no list of every judged id)."""
    positive = judged_grades > 0
    rows = np.repeat(np.arange(len(judged)), judged_lengths)[positive]
    return positive, rows, compress(chain.from_iterable(judged), positive.tolist())


def _values(mappings) -> list:
    """All values of the mappings, in order, as one list."""
    if set(map(type, mappings)) <= {dict}:
        return list(chain.from_iterable(map(dict.values, mappings)))
    return list(chain.from_iterable(d.values() for d in mappings))


def _read_numbers(values: list, name: str, items) -> np.ndarray:
    """Read grades or scores into a float64 array; on a bad one, say which query and doc holds it.

    ``struct.pack`` is both the type check and the conversion, at C speed: its "d" format takes
    what ``float()`` takes except strings (it refuses "1", None and complex numbers, where
    ``np.fromiter`` would read "1" as 1.0 and None as NaN).
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # numpy's complex scalars convert with only a warning
            flat = np.frombuffer(struct.pack(f"{len(values)}d", *values), dtype=np.float64)
    except (struct.error, OverflowError, Warning):
        flat = None
    if flat is not None and np.isfinite(flat).all():
        return flat
    what = "grades" if name == "qrels" else "scores"
    for qid, docs in items():
        for doc, value in docs.items():
            if not is_number(value):
                raise TypeError(f"'{name}' {what} must be numbers (query {qid!r}, doc {doc!r} has {value!r})")
            if not is_finite(value):
                raise ValueError(f"'{name}' {what} must be finite numbers (query {qid!r}, doc {doc!r} has {_show(value)})")
    raise TypeError(f"'{name}' {what} must be plain numbers")  # pragma: no cover: struct took them all
