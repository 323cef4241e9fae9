"""Many queries at once: ``qrels`` + ``run`` -> ``Results(mean, per_query)``, as trec_eval computes them.

The run is turned into a matrix of grades in rank order, block by block of queries (so memory
stays bounded), and every measure is one kernel call over that matrix. Ranking a scored run follows
trec_eval: score as a 32-bit float, descending, then doc id descending as a string ('9' above '10').
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass
from itertools import chain, repeat

import numpy as np

from .measures import Measure, parse_measures
from .retrieval import kernels

__all__ = ["evaluate", "Results", "apply_measure", "MISSING_QUERIES"]

MISSING_QUERIES = ("skip", "zero")
_BLOCK_CELLS = 1 << 21  # grade-matrix cells per block: 16 MiB of float64


@dataclass(frozen=True)
class Results:
    """What ``evaluate`` returns: the measures, the mean of each, and each query's values.

    ``mean`` maps a canonical measure name to its mean over the evaluated queries; ``per_query``
    maps a query id to {canonical measure name: value}, queries sorted as trec_eval prints them.
    """

    measures: tuple
    mean: dict
    per_query: dict

    def __repr__(self) -> str:
        means = ", ".join(f"{name}: {value:.4f}" for name, value in self.mean.items())
        return f"Results({len(self.per_query)} queries; {means})"

    def to_trec(self, *, per_query: bool = False, trec_names: bool = False, digits: int = 4) -> str:
        """Return trec_eval-style lines ``measure<TAB>query<TAB>value`` (query ``all`` for the mean)."""
        names = {str(m): (m.trec_name if trec_names and m.trec_name else str(m)) for m in self.measures}
        lines = []
        if per_query:
            for qid, values in self.per_query.items():
                lines += [f"{names[n]:<22}\t{qid}\t{v:.{digits}f}" for n, v in values.items()]
        lines += [f"{names[n]:<22}\tall\t{v:.{digits}f}" for n, v in self.mean.items()]
        return "\n".join(lines)


def evaluate(qrels, run, measures, *, missing_queries: str = "skip") -> Results:
    """Evaluate a ``run`` against ``qrels`` on each query and on average.

    ``qrels`` is {qid: {docid: grade}}; ``run`` is {qid: {docid: score}} (ranked by trec_eval's rule)
    or {qid: [docid, ...]} (already ranked, best first). ``measures`` are names such as ``"nDCG@10"``,
    ``"P(rel=2)@5"`` or ``"mrr@10"``. ``missing_queries="skip"`` evaluates the queries in both qrels and
    run (trec_eval's default); ``"zero"`` every qrels query, one missing from the run scoring 0
    (trec_eval -c). A query with judgments but no relevant docs scores 0 on every measure; a query
    with no judgments at all ({}) is not evaluated, as it could not appear in a qrels file.

    >>> qrels = {"q1": {"d1": 1, "d2": 0}, "q2": {"d3": 2}}
    >>> run = {"q1": {"d1": 0.5, "d2": 0.9}, "q2": {"d4": 3.0, "d3": 1.5}}
    >>> results = evaluate(qrels, run, ["RR", "P@1"])
    >>> results.mean  # d1 and d3 both come second
    {'RR': 0.5, 'P@1': 0.0}
    >>> evaluate(qrels, {"q1": ["d1", "d2"], "q2": ["d3"]}, ["RR", "P@1"]).per_query
    {'q1': {'RR': 1.0, 'P@1': 1.0}, 'q2': {'RR': 1.0, 'P@1': 1.0}}
    """
    measures = parse_measures(measures)
    if missing_queries not in MISSING_QUERIES:
        raise ValueError(f"'missing_queries' must be 'skip' or 'zero' (got {missing_queries!r})")
    _check_outer(qrels, "qrels")
    _check_outer(run, "run")
    # As trec_eval: a query with no judgments at all is not in the qrels (a qrels file cannot list it).
    judged = {q for q, docs in qrels.items() if not isinstance(docs, Mapping) or docs}
    qids = sorted((q for q in run if q in judged), key=str)
    if not qids and (missing_queries == "skip" or not judged):
        raise ValueError(_no_common_queries(qrels, run))

    depth = None if any(_needs_full_run(m) for m in measures) else max(m.cutoff for m in measures)
    values = np.zeros((len(qids), len(measures)))
    for start, stop in _blocks(qids, run):
        block = _RankedBlock(qids[start:stop], qrels, run, depth)
        for j, measure in enumerate(measures):
            values[start:stop, j] = block.measure(measure)

    names = [str(m) for m in measures]
    per_query = dict(zip(qids, (dict(zip(names, row)) for row in values.tolist())))
    if missing_queries == "zero":
        zeros = dict.fromkeys(names, 0.0)
        per_query.update((q, dict(zeros)) for q in judged if q not in run)
        per_query = dict(sorted(per_query.items(), key=lambda item: str(item[0])))
    n = max(len(per_query), 1)
    mean = dict(zip(names, (values.sum(axis=0) / n).tolist()))
    return Results(tuple(measures), mean, per_query)


def _needs_full_run(measure: Measure) -> bool:
    return measure.cutoff is None


def _no_common_queries(qrels, run) -> str:
    some_run = list(run)[:3]
    some_qrels = list(qrels)[:3]
    return (
        "no query is in both 'qrels' and 'run', so there is nothing to evaluate "
        f"(run queries such as {some_run}, qrels queries such as {some_qrels}); "
        "check that both use the same query ids, with the same type (str vs int)"
    )


def _check_outer(mapping, name: str) -> None:
    if not isinstance(mapping, Mapping):
        shape = "{qid: {docid: grade}}" if name == "qrels" else "{qid: {docid: score}} or {qid: [docid, ...]}"
        raise TypeError(f"'{name}' must be a mapping {shape} (got {type(mapping).__name__})")


def _blocks(qids: list, run) -> list:
    """Split the queries into blocks whose padded grade matrix stays under _BLOCK_CELLS."""
    blocks, start, widest = [], 0, 0
    for i, qid in enumerate(qids):
        widest = max(widest, len(run[qid]))
        if i > start and (i + 1 - start) * widest > _BLOCK_CELLS:
            blocks.append((start, i))
            start, widest = i, len(run[qid])
    blocks.append((start, len(qids)))
    return blocks


_NUMBER_TYPES = {int, float, bool, np.float64, np.float32, np.int64, np.int32}


def _flat_numbers(values_of, count: int, name: str, items) -> np.ndarray:
    """Read grades or scores into a float64 array; on a bad one, say which query and doc holds it.

    ``values_of`` makes a fresh iterator over the values: one pass checks their types (numpy
    would silently turn "1" into 1.0 and None into NaN), the next reads them.
    """
    types = set(map(type, values_of()))
    if types <= _NUMBER_TYPES or all(issubclass(t, numbers.Real) for t in types):
        flat = np.fromiter(values_of(), dtype=np.float64, count=count)
        if np.isfinite(flat).all():
            return flat
    what = "grades" if name == "qrels" else "scores"
    for qid, docs in items():
        for doc, value in docs.items():
            if not isinstance(value, numbers.Real):
                raise TypeError(f"'{name}' {what} must be numbers (query {qid!r}, doc {doc!r} has {value!r})")
            if not math.isfinite(value):
                raise ValueError(f"'{name}' {what} must be finite numbers (query {qid!r}, doc {doc!r} has {value!r})")
    raise AssertionError("unreachable: a bad value was detected but not found")  # pragma: no cover


def _values(mappings):
    if all(type(d) is dict for d in mappings):
        return lambda: chain.from_iterable(map(dict.values, mappings))
    return lambda: chain.from_iterable(d.values() for d in mappings)


class _RankedBlock:
    """A block of queries as matrices: grades in rank order, ideal grades, judged grades."""

    def __init__(self, qids: list, qrels, run, depth: int | None):
        judged = [qrels[q] for q in qids]
        ranked = [run[q] for q in qids]
        for qid, docs in zip(qids, judged):
            if not isinstance(docs, Mapping):
                raise TypeError(f"'qrels' must map each query to {{docid: grade}} (query {qid!r} has {type(docs).__name__})")
        self._judged_flat, self._judged_rows = self._read_judged(qids, judged)
        self.grades = self._rank(qids, judged, ranked, depth)
        self.ideal = self._ideal(len(qids), depth)
        self._n_relevant = {}

    def _read_judged(self, qids, judged):
        lengths = np.fromiter(map(len, judged), dtype=np.int64, count=len(judged))
        flat = _flat_numbers(_values(judged), int(lengths.sum()), "qrels", lambda: zip(qids, judged))
        return flat, np.repeat(np.arange(len(judged)), lengths)

    def measure(self, measure: Measure) -> np.ndarray:
        return apply_measure(measure, self.grades, self.ideal, self.n_relevant)

    def n_relevant(self, level: int) -> np.ndarray:
        if level not in self._n_relevant:
            self._n_relevant[level] = np.bincount(
                self._judged_rows, weights=self._judged_flat >= level, minlength=self.grades.shape[0]
            )
        return self._n_relevant[level]

    def _ideal(self, n_queries: int, depth: int | None) -> np.ndarray:
        """Each query's positive judged grades, descending, 0-padded (grades <= 0 add no gain)."""
        positive = self._judged_flat > 0
        grades, rows = self._judged_flat[positive], self._judged_rows[positive]
        order = np.lexsort((-grades, rows))
        grades, rows = grades[order], rows[order]
        counts = np.bincount(rows, minlength=n_queries)
        cols = np.arange(rows.size) - np.repeat(np.cumsum(counts) - counts, counts)
        width = int(counts.max()) if counts.size and rows.size else 0
        if depth is not None:
            width = min(width, depth)
            keep = cols < width
            grades, rows, cols = grades[keep], rows[keep], cols[keep]
        ideal = np.zeros((n_queries, width))
        ideal[rows, cols] = grades
        return ideal

    def _rank(self, qids, judged, ranked, depth):
        lengths = np.fromiter(map(len, ranked), dtype=np.int64, count=len(ranked))
        total, width = int(lengths.sum()), int(lengths.max()) if len(ranked) else 0
        scored = [isinstance(docs, Mapping) for docs in ranked]
        if all(scored):
            grades = np.fromiter(
                chain.from_iterable(map(_lookup, judged, ranked)), dtype=np.float64, count=total
            )
            scores = _flat_numbers(_values(ranked), total, "run", lambda: zip(qids, ranked))
            return _sort_by_score(grades, scores, lengths, width, ranked, depth)
        if any(scored):
            raise TypeError(
                "'run' must map every query to {docid: score}, or every query to a ranked list [docid, ...], not a mix"
            )
        for qid, docs in zip(qids, ranked):
            _check_ranked_list(qid, docs)
        grades = np.fromiter(chain.from_iterable(map(_lookup, judged, ranked)), dtype=np.float64, count=total)
        return _scatter(grades, lengths, width if depth is None else min(width, depth))


def apply_measure(measure: Measure, grades: np.ndarray, ideal: np.ndarray, n_relevant) -> np.ndarray:
    """Compute one measure for every row; ``n_relevant(level)`` gives each row's number of relevant docs."""
    name, k = measure.name, measure.cutoff
    if name == "nDCG":
        return kernels.ndcg(grades, ideal, k, measure.gain)
    relevant = grades >= measure.level
    if name == "P":
        return kernels.precision(relevant, k)
    if name == "HitRate":
        return kernels.hit_rate(relevant, k)
    if name == "RR":
        return kernels.reciprocal_rank(relevant, k)
    n_rel = n_relevant(measure.level)
    if name == "R":
        return kernels.recall(relevant, n_rel, k)
    if name == "F1":
        return kernels.f1(relevant, n_rel, k)
    if name == "AP":
        return kernels.average_precision(relevant, n_rel, k)
    if name == "Rprec":
        return kernels.r_precision(relevant, n_rel)
    raise ValueError(f"no kernel for measure {measure}")  # pragma: no cover: parse_measure refuses it first


def _lookup(judged: dict, docs):
    return map(judged.get, docs, repeat(0))


def _check_ranked_list(qid, docs) -> None:
    if isinstance(docs, (str, bytes, Set)) or not isinstance(docs, Sequence):
        raise TypeError(
            f"'run' must map each query to {{docid: score}} or to a ranked list of doc ids "
            f"(query {qid!r} has a {type(docs).__name__})"
        )
    if len(set(docs)) != len(docs):
        repeated = next(doc for i, doc in enumerate(docs) if doc in docs[:i])
        raise ValueError(f"'run' must not repeat a doc id within a query (query {qid!r} lists doc {repeated!r} twice)")


def _scatter(flat: np.ndarray, lengths: np.ndarray, width: int) -> np.ndarray:
    """Lay a flat array of consecutive rows of the given lengths into a 0-padded matrix of the given width."""
    n = lengths.size
    if n and (lengths == lengths[0]).all() and lengths[0] == width:
        return flat.reshape(n, width)
    starts = np.cumsum(lengths) - lengths
    rows = np.repeat(np.arange(n), lengths)
    cols = np.arange(flat.size) - np.repeat(starts, lengths)
    keep = cols < width
    matrix = np.zeros((n, width), dtype=flat.dtype)
    matrix[rows[keep], cols[keep]] = flat[keep]
    return matrix


def _sort_by_score(grades, scores, lengths, width, ranked, depth) -> np.ndarray:
    """Rank each row by float32 score descending, ties by doc id descending; return grades in that order."""
    n = lengths.size
    uniform = bool(n) and bool((lengths == width).all())
    neg = -scores.astype(np.float32)
    if uniform:
        keys = neg.reshape(n, width)
    else:
        keys = np.full((n, width), np.inf, dtype=np.float32)  # padding sorts last
        keys[np.repeat(np.arange(n), lengths), np.arange(scores.size) - np.repeat(np.cumsum(lengths) - lengths, lengths)] = neg
    order = np.argsort(keys, axis=1, kind="stable")
    sorted_keys = np.take_along_axis(keys, order, axis=1)
    tied = (sorted_keys[:, 1:] == sorted_keys[:, :-1]) & np.isfinite(sorted_keys[:, 1:])
    if tied.any():
        _break_ties_by_doc_id(order, tied, ranked)
    if depth is not None:
        order = order[:, :depth]
    matrix = _scatter(grades, lengths, width)
    return np.take_along_axis(matrix, order, axis=1)


def _break_ties_by_doc_id(order: np.ndarray, tied: np.ndarray, ranked) -> None:
    """Reorder, in place, each group of equal scores by doc id descending (trec_eval compares strings)."""
    n, width = order.shape
    in_group = np.zeros((n, width), dtype=bool)
    in_group[:, 1:] |= tied
    in_group[:, :-1] |= tied
    rows, cols = np.nonzero(in_group)
    # A group starts where a tied element does not continue the previous column's tie.
    starts = np.ones(rows.size, dtype=bool)
    starts[1:] = ~((rows[1:] == rows[:-1]) & tied[rows[1:], np.maximum(cols[1:] - 1, 0)] & (cols[1:] > 0))
    group = np.cumsum(starts)
    positions = order[rows, cols]
    tie_rows = np.unique(rows)
    doc_lists = {r: list(ranked[r]) for r in tie_rows.tolist()}
    doc_ids = np.array([str(doc_lists[r][p]) for r, p in zip(rows.tolist(), positions.tolist())])
    _, doc_rank = np.unique(doc_ids, return_inverse=True)
    within = np.lexsort((-doc_rank, group))
    order[rows, cols] = positions[within]
