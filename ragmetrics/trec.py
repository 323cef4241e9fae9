"""TREC files in and out: qrels (``qid iter docno grade``) and runs (``qid Q0 docno rank score tag``).

Readers stream the file line by line and name the file and the line number in every error. As in
trec_eval, a run's rank column is ignored (ranking uses the scores), columns after the tag are
ignored, and a doc listed twice for one query is refused.
"""

from __future__ import annotations

import math
import os
from contextlib import contextmanager

from ._gc import gc_paused

__all__ = ["read_qrels", "read_run", "write_qrels", "write_run", "TrecFormatError"]


class TrecFormatError(ValueError):
    """A malformed line in a TREC qrels or run file; the message names the file and the line."""

    def __init__(self, path, line_number: int, problem: str, line: str):
        self.path, self.line_number, self.problem = str(path), line_number, problem
        shown = line.rstrip("\n")
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        super().__init__(f"{path}, line {line_number}: {problem} (line: {shown!r})")


@contextmanager
def _opened(source):
    """Yield (name, text handle) for a path or an already open text file."""
    if isinstance(source, (str, os.PathLike)):
        with open(source, encoding="utf-8") as handle:
            yield source, handle
    else:
        yield getattr(source, "name", "<stream>"), source


def read_qrels(source) -> dict:
    """Read a qrels file into {qid: {docid: grade}}; lines are ``qid iter docno grade`` (grade an int).

    >>> import io
    >>> read_qrels(io.StringIO("q1 0 d1 2\\nq1 0 d2 0\\nq2 0 d9 1\\n"))
    {'q1': {'d1': 2, 'd2': 0}, 'q2': {'d9': 1}}
    """
    qrels: dict = {}
    with _opened(source) as (path, handle), gc_paused():
        for number, line in enumerate(handle, start=1):
            fields = line.split()
            if len(fields) != 4:
                if not fields:
                    continue
                raise TrecFormatError(path, number, f"a qrels line has 4 columns 'qid iter docno grade', this one has {len(fields)}", line)
            qid, _, doc, grade = fields
            judged = qrels.get(qid)
            if judged is None:
                judged = qrels[qid] = {}
            if doc in judged:
                raise TrecFormatError(path, number, f"doc {doc!r} is judged twice for query {qid!r}", line)
            try:
                judged[doc] = int(grade)
            except ValueError:
                raise TrecFormatError(path, number, f"the grade must be an integer (got {grade!r})", line) from None
    return qrels


def read_run(source) -> dict:
    """Read a run file into {qid: {docid: score}}; lines are ``qid Q0 docno rank score tag``.

    >>> import io
    >>> read_run(io.StringIO("q1 Q0 d1 1 2.5 bm25\\nq1 Q0 d2 2 1.0 bm25\\n"))
    {'q1': {'d1': 2.5, 'd2': 1.0}}
    """
    run: dict = {}
    isfinite = math.isfinite
    with _opened(source) as (path, handle), gc_paused():
        for number, line in enumerate(handle, start=1):
            fields = line.split()
            if len(fields) != 6:
                if not fields:
                    continue
                if len(fields) < 6:
                    raise TrecFormatError(
                        path, number, f"a run line has 6 columns 'qid Q0 docno rank score tag', this one has {len(fields)}", line
                    )
                fields = fields[:6]  # trec_eval ignores what follows the tag
            qid, _, doc, _, score, _ = fields
            ranked = run.get(qid)
            if ranked is None:
                ranked = run[qid] = {}
            if doc in ranked:
                raise TrecFormatError(path, number, f"doc {doc!r} is listed twice for query {qid!r}; trec_eval refuses duplicate docs", line)
            try:
                value = float(score)
            except ValueError:
                raise TrecFormatError(path, number, f"the score must be a number (got {score!r})", line) from None
            if not isfinite(value):
                raise TrecFormatError(path, number, f"the score must be finite (got {score!r})", line)
            ranked[doc] = value
    return run


def write_qrels(qrels, path) -> None:
    """Write {qid: {docid: grade}} as a qrels file, one ``qid 0 docno grade`` line per judgment."""
    with open(path, "w", encoding="utf-8") as out:
        for qid, judged in qrels.items():
            for doc, grade in judged.items():
                out.write(f"{qid} 0 {doc} {int(grade)}\n")


def write_run(run, path, *, tag: str = "ragmetrics") -> None:
    """Write a run as ``qid Q0 docno rank score tag`` lines, best first.

    A {docid: score} query keeps its scores (float repr, exact round trip); a ranked list gets
    descending scores n, n-1, ..., 1 so that reading it back gives the same order.
    """
    with open(path, "w", encoding="utf-8") as out:
        for qid, docs in run.items():
            if hasattr(docs, "items"):
                ranked = sorted(docs.items(), key=lambda item: (item[1], str(item[0])), reverse=True)
            else:
                ranked = [(doc, float(len(docs) - i)) for i, doc in enumerate(docs)]
            for rank, (doc, score) in enumerate(ranked, start=1):
                out.write(f"{qid} Q0 {doc} {rank} {score!r} {tag}\n")
