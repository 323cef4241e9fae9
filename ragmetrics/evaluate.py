"""Many queries at once: ``qrels`` + ``run`` -> ``Results(mean, per_query)``, as trec_eval computes them.

The run is turned into a matrix of grades in rank order (``GradeMatrix``), block by block of
queries so that memory stays bounded, and every measure is one kernel call over that matrix.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence, Set
from dataclasses import dataclass
from itertools import compress

import numpy as np

from ._checks import id_kinds_clash
from ._gc import gc_paused
from .grade_matrix import GradeMatrix, blocks, check_score_precision
from .frames import pandas
from .inputs import Qrels, Run
from .measures import Measure, MeasureNames, parse_measures

__all__ = ["evaluate", "Results", "PerQuery", "apply_measure", "MISSING_QUERIES"]

MISSING_QUERIES = ("skip", "zero")
BLOCK_CELLS = 1 << 21  # grade-matrix cells per block: 16 MiB of float64, kernels called once per block


class PerQuery(Mapping):
    """{qid: {measure name: value}}, read from the values matrix when asked (no dict per query up front).

    Iterates in trec_eval's order (query ids sorted as strings); ``dict(per_query)`` makes a plain dict.
    """

    def __init__(self, qids: list, names: list, values: np.ndarray):
        self._qids, self._names, self._values = qids, names, values
        self._rows = None

    def __getitem__(self, qid) -> dict:
        if self._rows is None:
            self._rows = dict(zip(self._qids, range(len(self._qids))))
        return dict(zip(self._names, self._values[self._rows[qid]].tolist()))

    def __iter__(self):
        return iter(sorted(self._qids, key=str))

    def __len__(self) -> int:
        return len(self._qids)

    def __repr__(self) -> str:
        return repr(dict(self))


@dataclass(frozen=True)
class Results:
    """What ``evaluate`` returns: the measures, the mean of each, and each query's values.

    ``mean`` maps a canonical measure name to its mean over the evaluated queries; ``per_query``
    maps a query id to {canonical measure name: value}, queries sorted as trec_eval prints them
    (a read-only mapping built on demand from one matrix; ``dict()`` it to get a plain dict).
    """

    measures: tuple[Measure, ...]
    mean: dict[str, float]
    per_query: Mapping[Hashable, dict[str, float]]

    def __repr__(self) -> str:
        means = ", ".join(f"{name}: {value:.4f}" for name, value in self.mean.items())
        return f"Results({len(self.per_query)} queries; {means})"

    def to_pandas(self, *, long: bool = False):
        """Each query's values as a pandas DataFrame: one row per query (index ``query_id``), one column per
        measure; ``long=True`` gives ir_measures' long form, columns ``query_id, measure, value``."""
        pd = pandas()
        qids = list(self.per_query)
        names = [str(m) for m in self.measures]
        frame = pd.DataFrame([self.per_query[q] for q in qids], columns=names, index=pd.Index(qids, name="query_id"))
        if long:
            return frame.reset_index().melt(id_vars="query_id", var_name="measure", value_name="value")
        return frame

    def to_trec(self, *, per_query: bool = False, trec_names: bool = False, digits: int = 4) -> str:
        """Return trec_eval-style lines ``measure<TAB>query<TAB>value`` (query ``all`` for the mean)."""
        names = {str(m): (m.trec_name if trec_names and m.trec_name else str(m)) for m in self.measures}
        lines = []
        if per_query:
            for qid, values in self.per_query.items():
                lines += [f"{names[n]:<22}\t{qid}\t{v:.{digits}f}" for n, v in values.items()]
        lines += [f"{names[n]:<22}\tall\t{v:.{digits}f}" for n, v in self.mean.items()]
        return "\n".join(lines)


def evaluate(qrels: Qrels, run: Run, measures: MeasureNames, *, missing_queries: str = "skip",
             score_precision: str = "float64") -> Results:
    """Evaluate a ``run`` against ``qrels`` on each query and on average.

    ``qrels`` is {qid: {docid: grade}}; ``run`` is {qid: {docid: score}} (ranked by trec_eval's rule)
    or {qid: [docid, ...]} (already ranked, best first). ``measures`` are names such as ``"nDCG@10"``,
    ``"P(rel=2)@5"`` or ``"mrr@10"``. ``rm.evaluate`` (``ragmetrics.io.evaluate``) also takes pandas
    DataFrames (``query_id, doc_id, relevance`` / ``query_id, doc_id, score``). ``missing_queries="skip"`` evaluates the queries in both qrels and
    run (trec_eval's default); ``"zero"`` every qrels query, one missing from the run scoring 0
    (trec_eval -c). A query with judgments but no relevant docs scores 0 on every measure; a query
    with no judgments at all ({}) is not evaluated, as it could not appear in a qrels file.
    ``score_precision="float64"`` (the default) compares scores as C doubles, as the trec_eval 10 program
    does; ``"float32"`` rounds them to C floats first, as pytrec_eval does (two scores equal as floats tie).

    >>> qrels = {"q1": {"d1": 1, "d2": 0}, "q2": {"d3": 2}}
    >>> run = {"q1": {"d1": 0.5, "d2": 0.9}, "q2": {"d4": 3.0, "d3": 1.5}}
    >>> results = evaluate(qrels, run, ["RR", "P@1"])
    >>> results.mean  # d1 and d3 both come second
    {'RR': 0.5, 'P@1': 0.0}
    >>> evaluate(qrels, {"q1": ["d1", "d2"], "q2": ["d3"]}, ["RR", "P@1"]).per_query
    {'q1': {'RR': 1.0, 'P@1': 1.0}, 'q2': {'RR': 1.0, 'P@1': 1.0}}
    """
    measures = parse_measures(measures)
    check_missing_queries(missing_queries)
    check_score_precision(score_precision)
    _check_outer(qrels, "qrels")
    _check_outer(run, "run")
    # As trec_eval: a query with no judgments at all is not in the qrels (a qrels file cannot list it).
    qids = list(filter(qrels.__contains__, run))
    qrels_rows = list(map(qrels.__getitem__, qids))
    run_rows = list(map(run.__getitem__, qids))  # {docid: score} (unsorted) or ranked lists
    try:
        scored = _check_shapes(qids, qrels_rows, run_rows)
    except TypeError as error:
        raise _unhashable_doc(qids, run_rows) or error from None
    judged_lengths = list(map(len, qrels_rows))
    unjudged = []
    if 0 in judged_lengths:
        keep = list(map(bool, judged_lengths))
        unjudged = [qid for qid, kept in zip(qids, keep) if not kept]
        qids, qrels_rows, run_rows = (list(compress(column, keep)) for column in (qids, qrels_rows, run_rows))
    missing = _judged_but_not_run(qrels, run) if missing_queries == "zero" else []
    if not qids and not missing:
        raise ValueError(_no_common_queries(qrels, run, unjudged))

    depth = None if any(m.cutoff is None for m in measures) else max(m.cutoff for m in measures)
    values = np.zeros((len(qids), len(measures)))
    with gc_paused():
        lengths = np.fromiter(map(len, run_rows), dtype=np.int64, count=len(run_rows))
        for start, stop in blocks(lengths, BLOCK_CELLS):
            try:
                block = GradeMatrix(qids[start:stop], qrels_rows[start:stop], run_rows[start:stop], depth, scored=scored,
                                    score_precision=score_precision)
            except TypeError as error:  # a list or dict as a doc id of a ranked list: say where, not "unhashable type"
                raise _unhashable_doc(qids, run_rows) or error from None
            for j, measure in enumerate(measures):
                values[start:stop, j] = apply_measure(measure, block)

    return results_of(measures, qids, values, missing)


def results_of(measures: list, qids: list, values: np.ndarray, missing: list) -> Results:
    """``Results`` from each evaluated query's values (rows of ``values``); ``missing`` queries score 0."""
    if missing:
        qids = qids + missing
        values = np.vstack([values, np.zeros((len(missing), len(measures)))])
    names = [str(m) for m in measures]
    # math.fsum: the exactly rounded sum (a naive sum down 1M rows of 0.2 drifts to 0.20000000000266577)
    mean = {name: math.fsum(values[:, j].tolist()) / max(len(qids), 1) for j, name in enumerate(names)}
    per_query = PerQuery(qids, names, values)
    return Results(tuple(measures), mean, per_query)


def check_missing_queries(missing_queries) -> None:
    if not isinstance(missing_queries, str):
        raise TypeError(f"'missing_queries' must be 'skip' or 'zero' (got {missing_queries!r} of type {type(missing_queries).__name__})")
    if missing_queries not in MISSING_QUERIES:
        raise ValueError(f"'missing_queries' must be 'skip' or 'zero' (got {missing_queries!r})")


def _no_common_queries(qrels, run, unjudged: list) -> str:
    if unjudged:
        return (
            "every query in both 'qrels' and 'run' has no judgments in 'qrels' ({}), so there is nothing to evaluate "
            f"(queries such as {unjudged[:3]}); a query needs at least one judged doc, as in a qrels file"
        )
    some_run = list(run)[:3]
    some_qrels = list(qrels)[:3]
    return (
        "no query is in both 'qrels' and 'run', so there is nothing to evaluate "
        f"(run queries such as {some_run}, qrels queries such as {some_qrels}); "
        "check that both use the same query ids, with the same type (str vs int)"
    )


def _unhashable_doc(qids: list, run_rows: list) -> TypeError | None:
    for qid, row in zip(qids, run_rows):
        for position, doc in enumerate(row if isinstance(row, (list, tuple)) else ()):
            try:
                hash(doc)
            except TypeError:
                return TypeError(f"'run' must hold hashable doc ids such as ints or strings (query {qid!r}, "
                                 f"position {position}: {type(doc).__name__} {str(doc)[:60]})")
    return None


def _check_outer(mapping, name: str) -> None:
    if not isinstance(mapping, Mapping):
        shape = "{qid: {docid: grade}}" if name == "qrels" else "{qid: {docid: score}} or {qid: [docid, ...]}"
        raise TypeError(f"'{name}' must be a mapping {shape} (got {type(mapping).__name__})")


def _judged_but_not_run(qrels, run) -> list:
    missing = [q for q in qrels if q not in run]
    for qid in missing:
        if not isinstance(qrels[qid], Mapping):
            raise TypeError(f"'qrels' must map each query to {{docid: grade}} (query {qid!r} has a {type(qrels[qid]).__name__})")
    return [q for q in missing if qrels[q]]


def _check_shapes(qids: list, qrels_rows: list, run_rows: list) -> bool:
    """Each query: qrels {docid: grade}; run {docid: score} or a ranked list, the same form in every query; ids
    of one kind. Return whether the run is scored ({docid: score})."""
    run_types = set(map(type, run_rows))
    if set(map(type, qrels_rows)) - {dict} or run_types - {dict, list, tuple}:
        for qid, judged_docs, run_docs in zip(qids, qrels_rows, run_rows):
            if not isinstance(judged_docs, Mapping):
                raise TypeError(f"'qrels' must map each query to {{docid: grade}} (query {qid!r} has a {type(judged_docs).__name__})")
            if not isinstance(run_docs, Mapping) and (
                isinstance(run_docs, (str, bytes, Set)) or not isinstance(run_docs, Sequence)
            ):
                raise TypeError(
                    "'run' must map each query to {docid: score} or to a ranked list [docid, ...] "
                    f"(query {qid!r} has a {type(run_docs).__name__})"
                )
    scored = [issubclass(kind, Mapping) for kind in run_types]
    if any(scored) and not all(scored):
        first = next(i for i, row in enumerate(run_rows) if isinstance(row, Mapping))
        other = next(i for i, row in enumerate(run_rows) if not isinstance(row, Mapping))
        raise TypeError(
            "'run' must map every query to {docid: score}, or every query to a ranked list [docid, ...], not a mix "
            f"(query {qids[first]!r} has a {type(run_rows[first]).__name__}, query {qids[other]!r} a {type(run_rows[other]).__name__})"
        )
    # Ids of different kinds (ints vs strings) never match: refuse a run where, because of that, nothing does.
    sample = [i for i in range(min(100, len(qids))) if len(run_rows[i]) and len(qrels_rows[i])]
    clash = id_kinds_clash([next(iter(run_rows[i])) for i in sample], [next(iter(qrels_rows[i])) for i in sample])
    if clash and not any(doc in j for j, r in zip(qrels_rows, run_rows) for doc in r):
        raise TypeError(
            "'run' and 'qrels' must use the same kind of doc ids, or nothing can match "
            f"(got {clash[0]} ids such as {next(iter(run_rows[sample[0]]))!r} in 'run' and "
            f"{clash[1]} ids such as {next(iter(qrels_rows[sample[0]]))!r} in 'qrels')"
        )
    return bool(scored) and all(scored)


def apply_measure(measure: Measure, rows) -> np.ndarray:
    """Compute one measure for every row of the prepared ``rows`` (a ``GradeMatrix``): its declaration's kernel."""
    return measure.declaration.kernel(rows, measure)
