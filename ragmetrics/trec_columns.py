"""TREC files straight to ranks: what ``python -m ragmetrics eval`` runs, with no dict of the whole run.

``read_run`` builds {qid: {docid: score}}, 7,000,000 dict entries for a 7M-line run (about 900 MiB).
Here the run is read query by query and each query is reduced to what the measures need as soon as
its lines are read: its run length and the rank of each of its judged docs (trec_eval's order: score
descending, as a C double or, with ``score_precision="float32"``, a float; then doc id descending). ``evaluate_ranked`` then builds the same grade
matrices, block for block, as ``evaluate`` does from dicts, so the numbers are the same to the bit.

Three readers, tried in this order:

- a NumPy one (``_numpy_trec``) for the plain layout (ASCII, one space between fields, six fields on
  every line, doc ids of at most 8 bytes): the raw bytes tokenized by array operations, no Python
  object per line;
- a columnar one (``_arrow_trec``) when pyarrow is installed (the ``fast`` extra): pyarrow's CSV
  parser on blocks of whole lines, ranks computed with array operations;
- a lean line loop otherwise, the loop of ``read_run`` with no dict per line.

None guesses: each reads what ``read_run`` reads, the same way, or gives up (``Fallback``) on the
first line it cannot prove it reads identically. The columnar reader gives up on a tab and a space in
one file, an empty field (runs of spaces), a row of more or fewer than six fields that is not a
comment, a CR without LF, a NUL, a VT or FF, text that is not UTF-8; the lean reader is then tried.
All give up on a malformed line, a score ``float()`` refuses or that is not finite, a doc listed
twice, a query whose lines are not together. The command line then runs ``read_run`` + ``evaluate``
as before, which raise the usual ``TrecFormatError`` naming file and line, or read what the fast
readers would not (a query's lines apart are merged).

The qrels file is read first (``_read_qrels``): for the plain layout as arrays (``QrelsColumns``: queries,
packed doc ids, grades), which the NumPy reader and ``evaluate_ranked`` use as they are; the other readers
get read_qrels's dict, built from them.
"""

from __future__ import annotations

import math
import os
import stat
from itertools import chain, compress

import numpy as np

from ._gc import gc_paused
from .evaluate import BLOCK_CELLS, apply_measure, check_missing_queries, results_of
from .grade_matrix import GradeMatrix, blocks, check_score_precision, packed_texts, scored_ranks
from ._numpy_trec import read_qrels_columns, read_qrels_numpy, read_ranked_numpy
from .measures import parse_measures
from .ranked_run import Fallback, QrelsColumns, Ranked
from .trec import TrecFormatError, line_blocks, opened, plain_number, read_qrels

__all__ = ["evaluate_files", "read_ranked", "evaluate_ranked", "Fallback", "Ranked"]

_BATCH_LINES = 1 << 17  # lean reader: lines of complete queries ranked together (their dicts then dropped)
# Tried in this order: NumPy on the plain layout (faster than pyarrow's parser there), pyarrow's CSV reader
# (tabs, long ids, any UTF-8), the line loop (any layout read_run reads with its queries' lines together).
READERS = ("numpy", "arrow", "lean")
ARROW_MIN_BYTES = 4 << 20  # smaller run files are read by the lean reader (pyarrow's import costs ~0.3 s)
_RANK_CELLS = 1 << 16  # padded (query, rank) cells ranked at once, as GradeMatrix's chunks


def arrow_modules():
    """(pyarrow, pyarrow.csv, pyarrow.compute), or None when pyarrow is not installed."""
    try:
        import pyarrow
        import pyarrow.compute
        import pyarrow.csv
    except ImportError:
        return None
    return pyarrow, pyarrow.csv, pyarrow.compute


def evaluate_files(qrels_path, run_path, measures, *, missing_queries: str = "skip", score_precision: str = "float64"):
    """``evaluate(read_qrels(qrels_path), read_run(run_path), measures, ...)``, read the fast way; None when
    the fast readers cannot prove they read the run as ``read_run`` does (the caller then runs that).

    Errors come in the same order as from the plain calls: a bad run first, then a bad qrels file.
    """
    check_score_precision(score_precision)
    if not (_regular_file(run_path) and _regular_file(qrels_path)):  # a pipe (or standard input) is read once only,
        return None  # by the plain path: a fallback could not read it again
    try:
        qrels, qrels_error = _read_qrels(qrels_path), None
    except (TrecFormatError, OSError) as error:  # raised after the run is read, as the plain calls would
        qrels, qrels_error = {}, error
    try:
        ranked, _ = read_ranked(run_path, qrels, score_precision)
    except Fallback:
        return None
    if qrels_error is not None:
        raise qrels_error
    try:
        return evaluate_ranked(qrels, ranked, measures, missing_queries=missing_queries)
    except Fallback:  # e.g. no query in both: evaluate's own message
        return None


def read_ranked(run_path, qrels, score_precision: str = "float64"):
    """(Ranked, name of the reader used: "numpy", "arrow" or "lean"); Fallback when none can prove its reading.
    ``qrels``: read_qrels's dict, or its ``QrelsColumns`` (``_read_qrels``).

    The readers are tried in the order of ``READERS``. pyarrow is imported only for a file of
    ``ARROW_MIN_BYTES`` or more: below that, importing it takes longer than it saves.
    """
    for name in READERS:
        try:
            if name == "numpy":
                return read_ranked_numpy(run_path, qrels, score_precision), name
            if isinstance(qrels, QrelsColumns):  # the other readers look judged docs up in dicts
                qrels = qrels.to_dict()
            if name == "arrow":
                modules = arrow_modules() if _size(run_path) >= ARROW_MIN_BYTES else None
                if modules is not None:
                    from ._arrow_trec import read_ranked_arrow

                    return read_ranked_arrow(run_path, qrels, modules, score_precision), name
            if name == "lean":
                return read_ranked_lean(run_path, qrels, score_precision), name
        except Fallback:
            if name == READERS[-1]:
                raise
    raise Fallback("no reader could read the file")


def _read_qrels(path):
    """``read_qrels(path)``: as ``QrelsColumns`` for the plain layout with short doc ids, else its dict, read by
    NumPy for the plain layout (see ``_numpy_trec.read_qrels_columns``, ``read_qrels_numpy``)."""
    for reader in (read_qrels_columns, read_qrels_numpy):
        try:
            return reader(path)
        except Fallback:
            pass
    return read_qrels(path)


def _regular_file(path) -> bool:
    try:
        return isinstance(path, (str, os.PathLike)) and stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):  # read_run or read_qrels names the problem
        return False


def _size(path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:  # read_run names the problem
        return 0


def evaluate_ranked(qrels, ranked: Ranked, measures, *, missing_queries: str = "skip"):
    """``evaluate`` on a run reduced by ``read_ranked``: the same queries, blocks and grade matrices.
    ``qrels``: read_qrels's dict or its ``QrelsColumns``."""
    measures = parse_measures(measures)
    check_missing_queries(missing_queries)
    columns = isinstance(qrels, QrelsColumns)
    known = qrels.index if columns else qrels
    keep = [qid in known for qid in ranked.qids]
    qids = list(compress(ranked.qids, keep))
    run_lengths = ranked.lengths()[np.array(keep, dtype=bool)]
    if columns:
        counts = np.diff(qrels.starts)
        missing = [q for q, n in zip(qrels.qids, counts.tolist()) if n and q not in ranked] if missing_queries == "zero" else []
    else:
        missing = [q for q in qrels if q not in ranked and qrels[q]] if missing_queries == "zero" else []
    if not qids and not missing:
        raise Fallback("no query in both files")
    if columns:
        rows, judged_lengths = qrels.rows_of(np.fromiter(map(known.__getitem__, qids), dtype=np.int64, count=len(qids)))
        judged_grades = qrels.grades[rows].astype(np.float64)
    else:
        qrels_rows = list(map(qrels.__getitem__, qids))
        judged_lengths = np.fromiter(map(len, qrels_rows), dtype=np.int64, count=len(qids))
        judged_grades = np.fromiter(chain.from_iterable(map(dict.values, qrels_rows)), dtype=np.float64)
    judged_ranks = ranked.judged_ranks()
    judged_starts = np.concatenate([[0], np.cumsum(judged_lengths)])
    depth = None if any(m.cutoff is None for m in measures) else max(m.cutoff for m in measures)
    values = np.zeros((len(qids), len(measures)))
    for start, stop in blocks(run_lengths, BLOCK_CELLS):
        judged = slice(int(judged_starts[start]), int(judged_starts[stop]))
        block = GradeMatrix.from_ranks(judged_grades[judged], judged_lengths[start:stop], run_lengths[start:stop],
                                       judged_ranks[judged], depth)
        for j, measure in enumerate(measures):
            values[start:stop, j] = apply_measure(measure, block)
    return results_of(measures, qids, values, missing)


# ---------------------------------------------------------------- the lean reader (no extra needed)


def read_ranked_lean(run_path, qrels: dict, score_precision: str = "float64") -> Ranked:
    """The run file, read line by line as ``read_run`` reads it, ranked query by query (see the module).

    A query's doc ids and score texts are kept in two lists until its last line; its dict is built then,
    at C speed, and ranked with the next queries of its batch; the batch's dicts are then dropped.
    """
    ranked, pending = Ranked(), _Pending(qrels, score_precision)
    try:
        with opened(run_path) as (path, handle), gc_paused():
            current, docs, scores = None, [], []
            add_doc, add_score = docs.append, scores.append
            for _, lines, _ in line_blocks(path, handle):
                for fields in map(type(lines[0]).split if lines else str.split, lines):
                    if len(fields) < 6:  # blank, a comment, or malformed (read_run names the line)
                        if fields and not fields[0].startswith("#"):
                            raise Fallback("a malformed line")
                        continue
                    if fields[0] != current:  # (columns after the tag are ignored, as in read_run)
                        if fields[0].startswith("#"):  # a comment line, skipped as read_run skips it
                            continue
                        if docs:
                            pending.add(current, docs, scores, ranked)
                        current, docs, scores = fields[0], [], []
                        add_doc, add_score = docs.append, scores.append
                    add_doc(fields[2])
                    add_score(fields[4])
            if docs:
                pending.add(current, docs, scores, ranked)
            pending.flush(ranked)
    except (TrecFormatError, OSError) as error:  # read_run names the first problem, wherever it is
        raise Fallback(str(error)) from None
    return ranked


class _Pending:
    """Complete queries of the lean reader, ranked a batch at a time through the dict path's own code."""

    def __init__(self, qrels: dict, score_precision: str):
        self.qrels, self.qids, self.rows, self.lines = qrels, [], [], 0
        self.score_precision = score_precision

    def add(self, qid: str, docs: list, scores: list, ranked: Ranked) -> None:
        if not plain_number("".join(scores)):  # a score as trec_eval reads it: ASCII, no underscore
            raise Fallback("a score written with Unicode digits or underscores")
        try:
            row = dict(zip(docs, map(float, scores)))
        except ValueError:
            raise Fallback("a score float() refuses") from None
        if len(row) != len(docs):
            raise Fallback("a doc listed twice for a query")
        if not math.isfinite(sum(row.values())) and not all(map(math.isfinite, row.values())):  # one sum, mostly
            raise Fallback("a score that is not finite")
        self.qids.append(qid)
        self.rows.append(row)
        self.lines += len(docs)
        if self.lines >= _BATCH_LINES:
            self.flush(ranked)

    def flush(self, ranked: Ranked) -> None:
        if not self.rows:
            return
        qids, rows = self.qids, self.rows
        self.qids, self.rows, self.lines = [], [], 0
        lengths = np.fromiter(map(len, rows), dtype=np.int64, count=len(rows))
        judged = [i for i, qid in enumerate(qids) if qid in self.qrels]
        ranked.add(qids, lengths, rank_dicts([qids[i] for i in judged], [self.qrels[qids[i]] for i in judged],
                                             [rows[i] for i in judged], self.score_precision))


def rank_dicts(qids: list, qrels_rows: list, run_rows: list, score_precision: str = "float64") -> np.ndarray:
    """The rank - 1 of every judged doc of these queries (qrels order, query after query; -1: not retrieved),
    by the dict path's own code, a bounded number of padded cells at a time."""
    judged_lengths = np.fromiter(map(len, qrels_rows), dtype=np.int64, count=len(qrels_rows))
    run_lengths = np.fromiter(map(len, run_rows), dtype=np.int64, count=len(run_rows))
    ranks = np.full(int(judged_lengths.sum()), -1, dtype=np.int64)
    judged_starts = np.concatenate([[0], np.cumsum(judged_lengths)])
    for start, stop in blocks(run_lengths, _RANK_CELLS):
        lengths = judged_lengths[start:stop]
        rows, count = run_rows[start:stop], int(run_lengths[start:stop].sum())
        found, rank0 = scored_ranks(qids[start:stop], qrels_rows[start:stop], rows, lengths,
                                    np.ones(int(lengths.sum()), dtype=bool), score_precision,
                                    run_ids=lambda: packed_texts(chain.from_iterable(rows), count))  # called at once
        ranks[judged_starts[start] + found] = rank0
    return ranks
