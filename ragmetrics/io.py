"""Inputs as practitioners have them: pandas DataFrames, BEIR folders, RAG logs (JSONL, CSV, a DataFrame).

- DataFrames in ir_measures' and ranx's column names: qrels ``query_id, doc_id, relevance`` and runs
  ``query_id, doc_id, score`` (``q_id``, ``qid``, ``query-id``, ``docid``, ``corpus-id``... also read).
  ``rm.evaluate`` and ``rm.compare`` take them directly; ``qrels_from_frame`` / ``run_from_frame`` give dicts.
  A run DataFrame goes to ``evaluate`` without a dict per query: its columns are ranked with numpy
  (trec_eval's order: score as a float32 descending, then doc id descending as a string).
- ``read_beir(folder, split="test")``: ``corpus.jsonl``, ``queries.jsonl``, ``qrels/<split>.tsv`` (header row
  skipped, ``.gz`` read too) -> ``.corpus``, ``.queries``, ``.qrels``.
- ``read_records(path_or_dataframe)``: RAG records in both RAGAS vocabularies (``question, contexts, answer,
  ground_truth`` or ``user_input, retrieved_contexts, response, reference``), with the retrieved ids when given.
- ``doc_ids(chunk_ids, ...)``: chunk ids (or LangChain/LlamaIndex metadata) to document ids, first occurrence
  keeping the rank.

pandas is optional: it is imported only when a DataFrame is given or asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ast
import csv
import gzip
import io as _io
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .frames import is_frame, pandas
from .inputs import Qrels, Run
from .measures import MeasureNames

if TYPE_CHECKING:
    from .evaluate import Results

__all__ = ["read_beir", "Beir", "read_records", "Record", "RecordError", "doc_ids", "qrels_from_frame",
           "run_from_frame", "records_to_run", "write_records", "is_frame", "pandas", "evaluate", "read_beir_qrels",
           "read_qrels_file", "open_text"]

QUERY_COLUMNS = ("query_id", "q_id", "qid", "query-id", "query")
DOC_COLUMNS = ("doc_id", "docid", "corpus-id", "docno", "doc")
GRADE_COLUMNS = ("relevance", "grade", "label", "score", "rel")
SCORE_COLUMNS = ("score",)


def _column(frame, names: tuple, what: str, role: str):
    for name in names:
        if name in frame.columns:
            return name
    raise ValueError(f"the {what} DataFrame must have a {role} column named one of {list(names)} "
                     f"(its columns are {list(map(str, frame.columns))})")


def _numbers(values, what: str, column: str, ids) -> np.ndarray:
    """A column as float64; a missing, non-numeric or infinite value is named with its row."""
    try:
        out = np.asarray(values, dtype=np.float64)
    except (TypeError, ValueError):
        bad = next(i for i, v in enumerate(values) if not _is_float(v))
        raise ValueError(f"the {what} DataFrame's '{column}' must hold numbers (row {ids[bad]!r} has {values[bad]!r})") from None
    if not np.isfinite(out).all():
        bad = int(np.flatnonzero(~np.isfinite(out))[0])
        raise ValueError(f"the {what} DataFrame's '{column}' must hold finite numbers (row {ids[bad]!r} has {values[bad]!r})")
    return out


def _is_float(value) -> bool:
    try:
        float(value)
    except (TypeError, ValueError):
        return False
    return True


def _ids(frame, column: str, what: str) -> None:
    missing = frame[column].isna().to_numpy()
    if missing.any():
        row = frame.index[int(np.flatnonzero(missing)[0])]
        raise ValueError(f"the {what} DataFrame's '{column}' has an empty value (row {row!r})")


def _grouped(frame, what: str, value_names: tuple, role: str):
    """(query ids in first-appearance order, slices bounds, doc ids, values) of a long DataFrame, by numpy."""
    pd = pandas()
    qcol = _column(frame, QUERY_COLUMNS, what, "query id")
    dcol = _column(frame, DOC_COLUMNS, what, "doc id")
    vcol = _column(frame, value_names, what, role)
    for col in (qcol, dcol):
        _ids(frame, col, what)
    v = _numbers(frame[vcol].to_numpy(), what, vcol, frame.index)
    codes, uniques = pd.factorize(frame[qcol])
    dcodes, duniq = pd.factorize(frame[dcol])
    order = np.argsort(codes, kind="stable")
    bounds = np.concatenate([[0], np.cumsum(np.bincount(codes, minlength=len(uniques)))]).tolist()
    d = np.asarray(duniq.tolist() + [None], dtype=object)[dcodes[order]]
    return uniques.tolist(), bounds, d.tolist(), v[order], (qcol, dcol, vcol)


def _as_dicts(frame, what: str, value_names: tuple, role: str, integral: bool) -> dict:
    qids, bounds, docs, values, (_, dcol, _) = _grouped(frame, what, value_names, role)
    if integral and np.array_equal(values, np.round(values)):
        values = values.astype(np.int64)
    values = values.tolist()
    out = {}
    for i, qid in enumerate(qids):
        a, b = bounds[i], bounds[i + 1]
        row = dict(zip(docs[a:b], values[a:b]))
        if len(row) != b - a:
            seen = set()
            doc = next(x for x in docs[a:b] if x in seen or seen.add(x))
            raise ValueError(f"the {what} DataFrame lists doc {doc!r} twice for query {qid!r} (column '{dcol}')")
        out[qid] = row
    return out


def qrels_from_frame(frame) -> dict:
    """{qid: {docid: grade}} from a DataFrame ``query_id, doc_id, relevance`` (ir_measures; ``score`` also read)."""
    return _as_dicts(frame, "qrels", GRADE_COLUMNS, "relevance", integral=True)


def run_from_frame(frame) -> dict:
    """{qid: {docid: score}} from a DataFrame ``query_id, doc_id, score`` (ir_measures' and ranx's names)."""
    return _as_dicts(frame, "run", SCORE_COLUMNS, "score", integral=False)


def as_qrels(qrels):
    return qrels_from_frame(qrels) if is_frame(qrels) else qrels


def as_runs(runs):
    """``compare``'s runs: {name: DataFrame or run}, or one DataFrame with a ``system`` (or ``run``, ``tag``) column."""
    if is_frame(runs):
        col = next((c for c in ("system", "run", "tag", "name") if c in runs.columns), None)
        if col is None:
            raise ValueError("'runs' as one DataFrame must have a 'system' (or 'run', 'tag', 'name') column naming each "
                             f"row's system (its columns are {list(map(str, runs.columns))}); or pass {{name: DataFrame}}")
        names = list(dict.fromkeys(runs[col].tolist()))
        return {str(name): run_from_frame(runs[runs[col] == name]) for name in names}
    if isinstance(runs, Mapping):
        return {name: run_from_frame(run) if is_frame(run) else run for name, run in runs.items()}
    return runs


# ------------------------------------------------------------------------ a run DataFrame straight to ranks


def evaluate(qrels: Qrels | object, run: Run | object, measures: MeasureNames, *,
             missing_queries: str = "skip",
             score_precision: str = "float64") -> Results:
    """``rm.evaluate``: ``ragmetrics.evaluate.evaluate`` (see there), with pandas DataFrames accepted for ``qrels``
    (``query_id, doc_id, relevance``) and ``run`` (``query_id, doc_id, score``); the same numbers to the bit."""
    from .evaluate import evaluate as evaluate_dicts

    options = {"missing_queries": missing_queries, "score_precision": score_precision}
    if is_frame(qrels) or is_frame(run):
        return evaluate_frame(qrels, run, measures, **options)
    return evaluate_dicts(qrels, run, measures, **options)


def evaluate_frame(qrels, run, measures, *, missing_queries: str = "skip", score_precision: str = "float64"):
    """``evaluate`` with a DataFrame for ``qrels`` and/or ``run``; a run DataFrame is ranked by numpy."""
    from .evaluate import evaluate
    from .grade_matrix import check_score_precision
    from .trec_columns import Fallback, evaluate_ranked

    options = {"missing_queries": missing_queries, "score_precision": check_score_precision(score_precision)}
    qrels = as_qrels(qrels)
    if not is_frame(run):
        return evaluate(qrels, run, measures, **options)
    if not isinstance(qrels, Mapping) or any(not isinstance(row, Mapping) or not row for row in qrels.values()):
        # unusual qrels (not a mapping, a query with no judgments): the dict path, with its own rules and messages
        return evaluate(qrels, run_from_frame(run), measures, **options)
    ranked = _ranked_frame(run, qrels, score_precision)
    try:
        return evaluate_ranked(qrels, ranked, measures, missing_queries=missing_queries)
    except Fallback:  # no query in both: evaluate's message
        return evaluate(qrels, run_from_frame(run), measures, **options)


def _ranked_frame(frame, qrels: dict, score_precision: str = "float64"):
    """A run DataFrame reduced to ``trec_columns.Ranked``: each query's length and each judged doc's rank.

    All on the columns: ids factorized (pandas' hash tables), one sort on (query, score key: C double or float),
    doc ids compared as strings only for the rows in a tie, judged docs found by a sorted (query, doc) key.
    """
    from itertools import chain

    from .grade_matrix import score_keys
    from .trec_columns import Ranked

    pd = pandas()
    qcol = _column(frame, QUERY_COLUMNS, "run", "query id")
    dcol = _column(frame, DOC_COLUMNS, "run", "doc id")
    scol = _column(frame, SCORE_COLUMNS, "run", "score")
    for col in (qcol, dcol):
        if frame[col].isna().to_numpy().any():
            row = frame.index[int(np.flatnonzero(frame[col].isna().to_numpy())[0])]
            raise ValueError(f"the run DataFrame's '{col}' has an empty value (row {row!r})")
    keys = score_keys(_numbers(frame[scol].to_numpy(), "run", scol, frame.index), score_precision)
    qcodes, quniq = pd.factorize(frame[qcol])
    dcodes, duniq = pd.factorize(frame[dcol])
    n, nq = len(qcodes), len(quniq)
    qcodes, dcodes = qcodes.astype(np.int64), dcodes.astype(np.int64)
    pair = (qcodes << 32) | dcodes
    by_pair = np.argsort(pair)
    sorted_pair = pair[by_pair]
    repeated = np.flatnonzero(sorted_pair[1:] == sorted_pair[:-1])
    if len(repeated):
        row = int(by_pair[repeated[0] + 1])
        raise ValueError(f"the run DataFrame lists doc {duniq[dcodes[row]]!r} twice for query {quniq[qcodes[row]]!r} "
                         f"(row {frame.index[row]!r})")
    order = np.lexsort((keys, qcodes))  # by query, then score key (64-bit keys: no room for both in one number)
    same = (qcodes[order][1:] == qcodes[order][:-1]) & (keys[order][1:] == keys[order][:-1])
    if same.any():  # ties: doc id descending as a string (trec_eval's strcmp), only for the tied rows
        tied = np.zeros(n, dtype=bool)
        tied[1:] |= same
        tied[:-1] |= same
        rows = order[tied]
        tie = np.zeros(n, dtype=np.int64)
        tie[rows] = -_text_ranks(duniq.take(dcodes[rows]), pd)
        sub = order[tied]  # tied rows are whole runs of equal keys in `order`: re-sort only those positions
        order[tied] = sub[np.lexsort((tie[sub], keys[sub], qcodes[sub]))]
    lengths = np.bincount(qcodes, minlength=nq)
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    rank0 = np.empty(n, dtype=np.int64)
    rank0[order] = np.arange(n) - np.repeat(starts, lengths)

    qids = quniq.tolist()
    judged_q = [i for i, qid in enumerate(qids) if qid in qrels]
    rows_q = [qrels[qids[i]] for i in judged_q]
    judged_docs = list(chain.from_iterable(rows_q))
    judged_qcode = np.repeat(np.array(judged_q, dtype=np.int64), np.fromiter(map(len, rows_q), dtype=np.int64, count=len(rows_q)))
    dcode = _codes_of(judged_docs, duniq)
    _check_id_kinds(judged_docs, dcode, duniq)
    ranks = np.full(len(judged_docs), -1, dtype=np.int64)
    found = np.flatnonzero(dcode >= 0)
    want = (judged_qcode[found] << 32) | dcode[found]
    at = np.minimum(np.searchsorted(sorted_pair, want), max(n - 1, 0))
    hit = sorted_pair[at] == want if n else np.zeros(len(want), dtype=bool)
    ranks[found[hit]] = rank0[by_pair[at[hit]]]
    ranked = Ranked()
    ranked.add(qids, lengths, ranks)
    return ranked


def _text_ranks(ids, pd) -> np.ndarray:
    """Each id's rank among ``ids`` compared as strings (trec_eval's strcmp; code point order = UTF-8 byte order)."""
    if pd.api.types.infer_dtype(ids, skipna=False) == "string":
        ranks, _ = pd.factorize(ids, sort=True)  # pandas' (arrow) string sort: much faster than numpy's
        return ranks.astype(np.int64)
    _, ranks = np.unique(np.array([str(x) for x in ids.tolist()]), return_inverse=True)
    return ranks.ravel().astype(np.int64)


def _codes_of(docs: list, uniques) -> np.ndarray:
    """Each doc's index in ``uniques`` (-1: absent), by pyarrow's hash join for string ids (twice as fast as a
    dict on 1M rows), else a dict (equality as in the dict path: 1 != "1")."""
    from itertools import repeat

    if docs and str(uniques.dtype) in ("str", "string"):
        try:
            import pyarrow
            import pyarrow.compute
        except ImportError:
            pyarrow = None
        if pyarrow is not None:
            try:  # a doc id that is not a str makes pyarrow refuse: the dict then decides
                wanted = pyarrow.array(docs, type=pyarrow.large_string())
            except (pyarrow.ArrowException, TypeError):
                wanted = None
            if wanted is not None:
                values = pyarrow.array(uniques.array)  # pandas' arrow strings: no copy
                if values.type != pyarrow.large_string():
                    values = values.cast(pyarrow.large_string())
                found = pyarrow.compute.index_in(wanted, value_set=values)
                return found.fill_null(-1).to_numpy(zero_copy_only=False).astype(np.int64)
    code_of = dict(zip(uniques.tolist(), range(len(uniques))))
    return np.fromiter(map(code_of.get, docs, repeat(-1)), dtype=np.int64, count=len(docs))


def _check_id_kinds(judged_docs: list, dcode: np.ndarray, duniq) -> None:
    from ._checks import id_kinds_clash

    if len(judged_docs) and len(duniq) and not (dcode >= 0).any():
        clash = id_kinds_clash([duniq[0]], [judged_docs[0]])
        if clash:
            raise TypeError("'run' and 'qrels' must use the same kind of doc ids, or nothing can match "
                            f"(got {clash[0]} ids such as {duniq[0]!r} in 'run' and {clash[1]} ids such as "
                            f"{judged_docs[0]!r} in 'qrels')")


# -------------------------------------------------------------------------------------------------- BEIR


@dataclass(frozen=True)
class Beir:
    """A BEIR folder: ``corpus`` {doc_id: {"title", "text"}}, ``queries`` {qid: text}, ``qrels`` {qid: {doc_id: grade}}."""

    corpus: dict
    queries: dict
    qrels: dict
    folder: str
    split: str

    def __repr__(self) -> str:
        return (f"Beir({self.folder!r}, split={self.split!r}: {len(self.corpus)} docs, {len(self.queries)} queries, "
                f"{len(self.qrels)} judged queries)")


def _find(folder: Path, name: str) -> Path:
    for candidate in (folder / name, folder / (name + ".gz")):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"BEIR folder {str(folder)!r} has no {name} (nor {name}.gz)")


def open_text(path: Path):
    """A text handle (UTF-8) on a file, gunzipped when its name ends in .gz."""
    if path.suffix == ".gz":
        return _io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8")
    return open(path, encoding="utf-8")


def _jsonl(path: Path):
    """(line number, dict) for each non-blank line; a line that is not a JSON object is named."""
    with open_text(path) as handle:
        try:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                try:
                    value = json.loads(line)
                except json.JSONDecodeError as error:
                    raise RecordError(path, number, None, f"is not valid JSON ({error.msg})") from None
                if not isinstance(value, dict):
                    raise RecordError(path, number, None, f"must be a JSON object (got {type(value).__name__})")
                yield number, value
        except (UnicodeDecodeError, gzip.BadGzipFile, EOFError) as error:
            raise ValueError(f"{path}: cannot be read as UTF-8 text ({error})") from None


def read_beir(folder, split: str = "test") -> Beir:
    """Read a BEIR-format folder: ``corpus.jsonl``, ``queries.jsonl`` and ``qrels/<split>.tsv`` (each may be .gz).

    Ids are read as strings (BEIR's loader does the same); the TSV's header row (``query-id corpus-id
    score``) is skipped; grades must be ints. Only the queries judged in the split are kept in ``queries``
    unless none is. A bad line is named with its file and line number.
    """
    root = Path(folder)
    if not root.is_dir():
        raise FileNotFoundError(f"BEIR folder {str(root)!r} does not exist or is not a folder")
    qrels = read_beir_qrels(_find(root / "qrels", f"{split}.tsv"))
    corpus = {}
    path = _find(root, "corpus.jsonl")
    for number, row in _jsonl(path):
        if "_id" not in row:
            raise RecordError(path, number, "_id", "is missing")
        corpus[str(row["_id"])] = {"title": str(row.get("title") or ""), "text": str(row.get("text") or "")}
    queries = {}
    path = _find(root, "queries.jsonl")
    for number, row in _jsonl(path):
        if "_id" not in row or "text" not in row:
            raise RecordError(path, number, "_id" if "_id" not in row else "text", "is missing")
        queries[str(row["_id"])] = str(row["text"])
    judged = {q: t for q, t in queries.items() if q in qrels}
    return Beir(corpus, judged or queries, qrels, str(root), split)


def read_qrels_file(path) -> dict:
    """Qrels from a TREC qrels file (``qid iter doc grade``, .gz too), a BEIR qrels ``.tsv`` (header row skipped),
    or a BEIR folder (its ``qrels/test.tsv``)."""
    from .trec import read_qrels

    p = Path(path)
    if p.is_dir():
        return read_beir(p).qrels
    if p.name.lower().endswith((".tsv", ".tsv.gz")):
        return read_beir_qrels(p)
    return read_qrels(p)


def read_beir_qrels(path) -> dict:
    """{qid: {doc: grade}} from a BEIR qrels TSV (``query-id corpus-id score``, header row skipped; .gz too)."""
    path = Path(path)
    qrels: dict = {}
    with open_text(path) as handle:
        for number, line in enumerate(handle, start=1):
            fields = line.rstrip("\r\n").split("\t")
            if not line.strip():
                continue
            if number == 1 and fields[:1] == ["query-id"] or number == 1 and not _is_float(fields[-1]):
                continue  # the header row
            if len(fields) == 4:  # a TREC line in a .tsv (qid iter doc grade)
                fields = [fields[0], fields[2], fields[3]]
            if len(fields) != 3:
                raise RecordError(path, number, None, f"must have 3 tab-separated fields query-id, corpus-id, score (got {len(fields)})")
            qid, doc, grade = fields
            try:
                value = int(grade)
            except ValueError:
                raise RecordError(path, number, "score", f"must be an int (got {grade!r})") from None
            row = qrels.setdefault(qid, {})
            if doc in row:
                raise RecordError(path, number, "corpus-id", f"repeats doc {doc!r} for query {qid!r}")
            row[doc] = value
    if not qrels:
        raise ValueError(f"{path}: no judgments")
    return qrels


# ----------------------------------------------------------------------------------------------- records


class RecordError(ValueError):
    """A bad record: names the file, the line (or DataFrame row) and the field."""

    def __init__(self, source, line, field, problem: str):
        where = f"{source}, {'line' if not str(source).startswith('DataFrame') else 'row'} {line}"
        super().__init__(f"{where}" + (f", field '{field}'" if field else "") + f": {problem}")
        self.source, self.line, self.field = str(source), line, field


@dataclass(frozen=True)
class Record:
    """One RAG interaction: the question, the retrieved contexts (rank order), the answer, the reference answer,
    the retrieved document ids (rank order) when the log has them, and the query id."""

    question: str
    contexts: tuple
    answer: str
    reference: str | None = None
    retrieved_ids: tuple | None = None
    id: str | None = None
    extra: dict = field(default_factory=dict, compare=False, repr=False)


VOCABULARY = {  # our field: the names it has in RAGAS' two vocabularies (old, new) and in common logs
    "question": ("question", "user_input", "query"),
    "contexts": ("contexts", "retrieved_contexts"),
    "answer": ("answer", "response"),
    "reference": ("ground_truth", "reference", "ground_truths"),
    "retrieved_ids": ("retrieved_ids", "retrieved_doc_ids", "doc_ids", "context_ids", "retrieved_context_ids"),
    "metadata": ("retrieved_metadata", "contexts_metadata", "metadata"),
    "id": ("query_id", "qid", "question_id", "id"),
}


def read_records(source, *, doc_id_of=None) -> list:
    """RAG records from a JSONL or CSV file, a list of dicts, or a pandas DataFrame.

    Each row has the question, the retrieved contexts and the answer, in either RAGAS vocabulary:
    ``question, contexts, answer, ground_truth`` or ``user_input, retrieved_contexts, response, reference``
    (the reference is optional). Retrieved ids come from ``retrieved_ids`` (or ``doc_ids``, ``context_ids``),
    or from a list of per-context metadata dicts (``retrieved_metadata``: LangChain's ``Document.metadata``,
    LlamaIndex's node metadata), mapped to document ids by :func:`doc_ids` (``doc_id_of`` as there). The
    query id comes from ``query_id`` (or ``qid``, ``id``); the row's number otherwise. In a CSV, a list
    field is written as JSON (``["a", "b"]``) or a Python list. A bad row raises ``RecordError`` naming
    the file, the line and the field.
    """
    if is_frame(source):
        rows = ((i + 1, row) for i, row in enumerate(source.to_dict("records")))
        name = "DataFrame"
    elif isinstance(source, (list, tuple)):
        rows, name = enumerate(source, start=1), "records"
    else:
        path = Path(source)
        if not path.is_file():
            raise FileNotFoundError(f"records file {str(path)!r} does not exist")
        suffixes = "".join(path.suffixes[-2:]).lower()
        name = str(path)
        if ".csv" in suffixes:
            rows = _csv_rows(path)
        elif ".jsonl" in suffixes or ".json" in suffixes:
            rows = _jsonl(path) if ".jsonl" in suffixes else _json_rows(path)
        else:
            raise ValueError(f"records file {name!r} must end in .jsonl, .json or .csv (optionally .gz)")
    records = [_record(name, number, row, doc_id_of) for number, row in rows]
    if not records:
        raise ValueError(f"{name}: no records")
    seen: dict = {}
    for number, record in enumerate(records, start=1):
        if record.id in seen:
            raise RecordError(name, number, "query_id", f"repeats id {record.id!r} (first at record {seen[record.id]})")
        seen[record.id] = number
    return records


def _json_rows(path: Path):
    with open_text(path) as handle:
        try:
            data = json.load(handle)
        except json.JSONDecodeError as error:
            raise RecordError(path, error.lineno, None, f"is not valid JSON ({error.msg})") from None
    if isinstance(data, dict):  # {"question": [...], "answer": [...]} (a dataset's columns)
        lengths = {len(v) for v in data.values() if isinstance(v, list)}
        if len(lengths) != 1:
            raise ValueError(f"{path}: a JSON object must map each field to a list of one length (a column per field)")
        data = [dict(zip(data, values)) for values in zip(*data.values())]
    if not isinstance(data, list):
        raise ValueError(f"{path}: must hold a list of records")
    return enumerate(data, start=1)


def _csv_rows(path: Path):
    with open_text(path) as handle:
        reader = csv.DictReader(handle)
        line = reader.line_num + 1
        for row in reader:
            if None in row:
                raise RecordError(path, line, None, f"has more fields than the header ({len(reader.fieldnames)})")
            yield line, {k: _csv_value(path, line, k, v) for k, v in row.items()}
            line = reader.line_num + 1


_LIST_FIELDS = {name for key in ("contexts", "retrieved_ids", "metadata") for name in VOCABULARY[key]} | {"ground_truths"}


def _csv_value(path, line, key, value):
    if value is None:
        return None
    if key in _LIST_FIELDS:
        text = value.strip()
        if not text:
            return None
        if text.startswith(("[", "{")):
            try:
                return json.loads(text)
            except json.JSONDecodeError:
                try:
                    return ast.literal_eval(text)
                except (ValueError, SyntaxError):
                    raise RecordError(path, line, key, "must be a list, written as JSON or a Python list") from None
        raise RecordError(path, line, key, f"must be a list, written as JSON or a Python list (got {text[:40]!r})")
    return value


def _pick(name, number, row: dict, key: str):
    present = [k for k in VOCABULARY[key] if k in row and not _empty(row[k])]
    if len(present) > 1 and key not in ("id", "reference"):
        raise RecordError(name, number, present[1], f"repeats '{present[0]}' (one record uses one vocabulary)")
    return (present[0], row[present[0]]) if present else (VOCABULARY[key][0], None)


def _empty(value) -> bool:
    if value is None:
        return True
    try:
        return bool(value != value)  # NaN (pandas' empty cell)
    except (TypeError, ValueError):
        return False


def _text(name, number, key, value, required: bool):
    if value is None:
        if required:
            raise RecordError(name, number, key, "is missing")
        return None
    if not isinstance(value, str):
        raise RecordError(name, number, key, f"must be a string (got {type(value).__name__})")
    return value


def _strings(name, number, key, value) -> tuple:
    if hasattr(value, "tolist") and not isinstance(value, str):
        value = value.tolist()  # a numpy array in a DataFrame cell
    if isinstance(value, str) or not isinstance(value, (list, tuple)):
        raise RecordError(name, number, key, f"must be a list of strings (got {type(value).__name__})")
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise RecordError(name, number, key, f"must be a list of strings (item {i} is a {type(item).__name__})")
    return tuple(value)


def _record(name, number, row, doc_id_of) -> Record:
    if not isinstance(row, Mapping):
        raise RecordError(name, number, None, f"must be a mapping of fields (got {type(row).__name__})")
    key, question = _pick(name, number, row, "question")
    question = _text(name, number, key, question, True)
    key, contexts = _pick(name, number, row, "contexts")
    if contexts is None:
        raise RecordError(name, number, key, "is missing (the retrieved contexts, a list of strings)")
    contexts = _strings(name, number, key, contexts)
    key, answer = _pick(name, number, row, "answer")
    answer = _text(name, number, key, answer, True)
    key, reference = _pick(name, number, row, "reference")
    if key == "ground_truths" and reference is not None:
        reference = " ".join(_strings(name, number, key, reference))
    reference = _text(name, number, key, reference, False)
    key, ids = _pick(name, number, row, "retrieved_ids")
    if ids is not None:
        ids = tuple(map(str, _strings(name, number, key, [str(x) if isinstance(x, int) else x for x in ids])))
        ids = tuple(doc_ids(ids, doc_id_of)) if doc_id_of is not None else ids
    else:
        key, metadata = _pick(name, number, row, "metadata")
        if metadata is not None:
            if not isinstance(metadata, (list, tuple)) or not all(isinstance(m, Mapping) for m in metadata):
                raise RecordError(name, number, key, "must be a list of metadata dicts, one per context")
            try:
                ids = tuple(doc_ids(metadata, doc_id_of))
            except ValueError as error:
                raise RecordError(name, number, key, str(error)) from None
    key, qid = _pick(name, number, row, "id")
    qid = str(number) if qid is None else str(qid)
    known = {k for names in VOCABULARY.values() for k in names}
    return Record(question, contexts, answer, reference, ids, qid, {k: v for k, v in row.items() if k not in known})


METADATA_KEYS = ("doc_id", "document_id", "ref_doc_id", "source", "file_name", "file_path", "url")


def doc_ids(chunks, doc_id_of=None) -> list:
    """Document ids in rank order from retrieved chunks, each document at its first (best) chunk's rank.

    ``chunks`` are chunk ids (strings) or metadata dicts (LangChain ``Document.metadata``, LlamaIndex
    ``node.metadata``, or objects with a ``.metadata``). ``doc_id_of`` maps one chunk to its document:
    a function, a dict {chunk id: doc id}, a separator string (``"#"``: ``"doc7#3"`` -> ``"doc7"``), or,
    for metadata, the key to read; by default a metadata dict's first key of ``METADATA_KEYS`` and a
    chunk id itself.

    >>> doc_ids(["a#1", "b#0", "a#0", "c#2"], "#")
    ['a', 'b', 'c']
    >>> doc_ids([{"source": "faq.md", "page": 2}, {"source": "faq.md"}, {"source": "terms.md"}])
    ['faq.md', 'terms.md']
    """
    out = []
    for chunk in chunks:
        chunk = getattr(chunk, "metadata", chunk)
        if callable(doc_id_of):
            doc = doc_id_of(chunk)
        elif isinstance(chunk, Mapping):
            keys = (doc_id_of,) if isinstance(doc_id_of, str) else METADATA_KEYS
            doc = next((chunk[k] for k in keys if k in chunk), None)
            if doc is None:
                raise ValueError(f"a chunk's metadata has none of the keys {list(keys)} (got {sorted(chunk)})")
        elif isinstance(doc_id_of, Mapping):
            if chunk not in doc_id_of:
                raise ValueError(f"chunk {chunk!r} is not in the chunk-to-document mapping")
            doc = doc_id_of[chunk]
        elif isinstance(doc_id_of, str):
            doc = chunk.split(doc_id_of, 1)[0]
        else:
            doc = chunk
        out.append(str(doc))
    return list(dict.fromkeys(out))


def records_to_run(records) -> dict:
    """{query id: [doc id, ...]} of the records that have retrieved ids (rank order, as retrieved)."""
    return {r.id: list(r.retrieved_ids) for r in records if r.retrieved_ids is not None}


def write_records(records, path) -> None:
    """Records to JSONL in the new RAGAS vocabulary (``user_input, retrieved_contexts, response, reference``)."""
    with open(os.fspath(path), "w", encoding="utf-8") as out:
        for r in records:
            row = {"query_id": r.id, "user_input": r.question, "retrieved_contexts": list(r.contexts), "response": r.answer}
            if r.reference is not None:
                row["reference"] = r.reference
            if r.retrieved_ids is not None:
                row["retrieved_ids"] = list(r.retrieved_ids)
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
