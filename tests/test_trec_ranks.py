"""The NumPy reader's fast paths (issue 25): ids packed from aligned words, judged docs found through a hash
table, a run in score order ranked without sorting its queries, qrels as arrays, and a command line that
imports only what ``eval`` needs.

References are independent of the code under test: ``int.from_bytes`` for packed ids, ``np.searchsorted``
row by row, a dict for the pair lookup, Python's ``sorted`` in trec_eval's order (score descending, then doc
id descending as a string) for every rank, ``read_qrels`` for the qrels and ``evaluate(read_qrels, read_run)``
for every measure.
"""

import random
import subprocess
import sys

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics import _numpy_trec
from ragmetrics._arrow_trec import find_pairs
from ragmetrics._numpy_trec import read_qrels_columns, read_ranked_numpy
from ragmetrics.grade_matrix import pack_ids, search_rows
from ragmetrics.trec_columns import Fallback, _read_qrels, evaluate_files, read_ranked

MEASURES = ["AP", "nDCG@10", "RR", "P@5", "R@20", "bpref"]


# ---------------------------------------------------------------- the array helpers


@pytest.mark.parametrize("size", [8, 9, 15, 16, 17, 23, 24, 31, 64, 1001])
def test_pack_ids_reads_ids_at_every_offset(size):
    """Every start (on a word boundary or not, up to the last 8 bytes: the window path) and every length."""
    rng = np.random.default_rng(size)
    data = rng.integers(1, 256, size, dtype=np.uint8)
    starts = np.arange(size - 7)
    lengths = rng.integers(1, 9, starts.size)
    raw = data.tobytes()
    expected = [int.from_bytes(raw[s:s + n].ljust(8, b"\x00"), "big") for s, n in zip(starts.tolist(), lengths.tolist())]
    assert pack_ids(data, starts, lengths).tolist() == expected
    assert pack_ids(data, starts[::-1].copy(), lengths[::-1].copy()).tolist() == expected[::-1]


@pytest.mark.parametrize("width", [0, 1, 2, 3, 7, 8, 9, 100])
def test_search_rows_is_searchsorted_in_each_row(width):
    rng = np.random.default_rng(width)
    matrix = np.sort(rng.integers(0, 12, (6, width)), axis=1).astype(np.uint64)
    rows = rng.integers(0, 6, 500)
    keys = rng.integers(0, 14, 500).astype(np.uint64)
    for right in (False, True):
        side = "right" if right else "left"
        expected = [int(np.searchsorted(matrix[r], k, side=side)) for r, k in zip(rows, keys)]
        assert search_rows(matrix.ravel(), width, rows, keys, right).tolist() == expected


@pytest.mark.parametrize("n_pairs, n_wanted", [(0, 0), (10, 0), (0, 7), (500, 200), (60000, 5600), (3000, 40000)])
def test_find_pairs_finds_each_wanted_pair_once(n_pairs, n_wanted):
    """Many wanted pairs share a slot of the table (40,000 in 2**18 slots): those are found by binary search."""
    rng = np.random.default_rng(n_pairs + n_wanted)
    pairs = np.unique(rng.integers(0, 2**64, n_pairs, dtype=np.uint64))
    rng.shuffle(pairs)
    inside = rng.choice(pairs, min(n_wanted // 2, pairs.size), replace=False) if pairs.size else pairs[:0]
    wanted = np.unique(np.concatenate([inside, rng.integers(0, 2**64, n_wanted - inside.size, dtype=np.uint64)]))
    rng.shuffle(wanted)
    at = {int(v): i for i, v in enumerate(wanted.tolist())}
    expected = [(line, at[v]) for line, v in enumerate(pairs.tolist()) if v in at]
    lines, index = find_pairs(pairs, wanted)
    assert list(zip(lines.tolist(), index.tolist())) == expected


def test_find_pairs_falls_back_on_two_equal_wanted_pairs():
    with pytest.raises(Fallback):
        find_pairs(np.arange(10, dtype=np.uint64), np.array([4, 7, 4], dtype=np.uint64))


# ---------------------------------------------------------------- ranks


def write_run(tmp_path, order: str, seed: int, precision_ties: bool = False):
    """A run of 30 queries x 1..60 docs with few distinct scores, ids of 1 to 8 bytes ('9' above '10'),
    lines in score order (ties in random order), shuffled, or some queries of each; and its qrels."""
    rng = random.Random(seed)
    run, qrels = [], []
    for q in range(30):
        qid = f"q{q}"
        docs = rng.sample(["9", "10", "a", "ab", "abc", "Z"] + [f"d{i}" for i in range(80)] + [f"{i:08d}" for i in range(40)],
                          rng.randint(1, 60))
        values = ["0.1", "0.10000000001"] if precision_ties else ["3", "2.5", "-1", "0.25"][:rng.randint(1, 4)]
        lines = [(doc, rng.choice(values)) for doc in docs]
        if order == "score" or (order == "mixed" and q % 2):
            lines.sort(key=lambda line: -float(line[1]))  # stable: ties stay in random order
        run += [f"{qid} Q0 {doc} {i} {score} t\n" for i, (doc, score) in enumerate(lines, 1)]
        judged = rng.sample(docs, min(len(docs), rng.randint(0, 12))) + ["not_run"]
        qrels += [f"{qid} 0 {doc} {rng.choice([0, 1, 2, 3])}\n" for doc in judged]
    (tmp_path / "qrels").write_text("".join(qrels))
    (tmp_path / "run").write_text("".join(run))
    return tmp_path / "qrels", tmp_path / "run"


def trec_eval_ranks(qrels: dict, run: dict, score_precision: str = "float64") -> list:
    """Each judged doc's rank - 1 (qrels order; -1: not retrieved), trec_eval's order by Python's sorted."""
    cast = float if score_precision == "float64" else (lambda s: float(np.float32(s)))
    ranks = []
    for qid, row in qrels.items():
        if qid not in run:
            continue
        order = sorted(run[qid], key=lambda doc: (cast(run[qid][doc]), doc), reverse=True)
        position = {doc: i for i, doc in enumerate(order)}
        ranks += [position.get(doc, -1) for doc in row]
    return ranks


@pytest.mark.parametrize("block", [64, 300, 1 << 21])
@pytest.mark.parametrize("order", ["score", "shuffled", "mixed"])
def test_ranks_are_trec_evals_in_score_order_or_not(tmp_path, monkeypatch, block, order):
    """Ties spanning blocks (a query carried to the next block); the sorted path taken only in score order."""
    monkeypatch.setattr(_numpy_trec, "_BLOCK", block)
    calls = []
    line_ranks = _numpy_trec.line_ranks
    monkeypatch.setattr(_numpy_trec, "line_ranks", lambda *args: calls.append(1) or line_ranks(*args))
    qrels_path, run_path = write_run(tmp_path, order, seed=block)
    qrels, run = rm.read_qrels(qrels_path), rm.read_run(run_path)
    ranked = read_ranked_numpy(run_path, qrels)
    assert ranked.judged_ranks().tolist() == trec_eval_ranks(qrels, run)
    assert (len(calls) == 0) == (order == "score")
    got, expected = evaluate_files(qrels_path, run_path, MEASURES), rm.evaluate(qrels, run, MEASURES)
    assert dict(got.per_query) == dict(expected.per_query) and got.mean == expected.mean


def test_ties_of_float32_scores_in_score_order(tmp_path):
    """0.1 and 0.10000000001 differ as doubles, not as floats: ties of the sorted path in float32 only."""
    qrels_path, run_path = write_run(tmp_path, "score", seed=5, precision_ties=True)
    qrels, run = rm.read_qrels(qrels_path), rm.read_run(run_path)
    for precision in ("float64", "float32"):
        ranked = read_ranked_numpy(run_path, qrels, precision)
        assert ranked.judged_ranks().tolist() == trec_eval_ranks(qrels, run, precision)
        got = evaluate_files(qrels_path, run_path, MEASURES, score_precision=precision)
        assert dict(got.per_query) == dict(rm.evaluate(qrels, run, MEASURES, score_precision=precision).per_query)


# ---------------------------------------------------------------- qrels as arrays


@pytest.mark.parametrize("block", [40, 333, 1 << 21])
def test_qrels_columns_are_read_qrels(tmp_path, monkeypatch, block):
    """Queries spanning blocks, signed grades, no final newline; the columns' dict is read_qrels's, in order."""
    monkeypatch.setattr(_numpy_trec, "_BLOCK", block)
    rng = random.Random(block)
    lines = [f"{qid} 0 d{i} {rng.choice(['0', '1', '-1', '+3', '007', '123456789012345678'])}\n"
             for qid in ["7", "q1", "query_0002", "q3"] for i in rng.sample(range(500), 60)]
    path = tmp_path / "qrels"
    path.write_text("".join(lines).rstrip("\n"))
    columns, expected = read_qrels_columns(path), rm.read_qrels(path)
    got = columns.to_dict()
    assert got == expected and list(got) == list(expected)
    assert all(list(got[q].items()) == list(expected[q].items()) for q in got)
    assert {type(g) for row in got.values() for g in row.values()} == {int}


@pytest.mark.parametrize("qrels", ["q1 0 d1 1\nq2 0 d1 1\nq1 0 d2 1\n", "q1 0 d1 1\nq1 0 d123456789 2\n",
                                   "q1 0 d1 1\nq1 0 d\u00e9 2\n", "q1 0 d1 1\n# a comment\n", ""],
                         ids=["lines apart", "id of 9 bytes", "not ASCII", "comment", "empty"])
def test_qrels_the_columns_leave_are_read_as_read_qrels_reads_them(tmp_path, qrels):
    path = tmp_path / "qrels"
    path.write_text(qrels, encoding="utf-8")
    with pytest.raises(Fallback):
        read_qrels_columns(path)
    got = _read_qrels(path)
    assert got == rm.read_qrels(path) and list(got) == list(rm.read_qrels(path))


def test_a_doc_judged_twice_is_read_qrels_error(tmp_path):
    path = tmp_path / "qrels"
    path.write_text("q1 0 d1 1\nq1 0 d2 0\nq1 0 d1 2\n")
    with pytest.raises(Fallback):
        read_qrels_columns(path)
    with pytest.raises(rm.TrecFormatError, match="line 3: doc 'd1' is judged twice"):
        _read_qrels(path)


@pytest.mark.parametrize("missing_queries", ["skip", "zero"])
def test_qrels_columns_with_every_reader(tmp_path, monkeypatch, missing_queries):
    """The columns go to the NumPy reader; the lean reader (a tab in the run) gets their dict. A qrels query
    the run lacks scores 0 with ``-c``."""
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    qrels_path, run_path = write_run(tmp_path, "mixed", seed=3)
    with open(qrels_path, "a") as handle:
        handle.write("q_absent 0 d1 1\n")
    expected = rm.evaluate(rm.read_qrels(qrels_path), rm.read_run(run_path), MEASURES, missing_queries=missing_queries)
    assert type(_read_qrels(qrels_path)).__name__ == "QrelsColumns"
    for run in (run_path.read_text(), run_path.read_text().replace(" Q0 ", "\tQ0 ", 1)):
        run_path.write_text(run)
        assert read_ranked(run_path, _read_qrels(qrels_path))[1] == ("numpy" if "\t" not in run else "lean")
        got = evaluate_files(qrels_path, run_path, MEASURES, missing_queries=missing_queries)
        assert dict(got.per_query) == dict(expected.per_query) and got.mean == expected.mean


# ---------------------------------------------------------------- what the command line imports


def test_eval_imports_only_what_it_needs(tmp_path):
    qrels_path, run_path = write_run(tmp_path, "score", seed=1)
    code = ("import sys, ragmetrics.__main__ as m; m.main(['eval', sys.argv[1], sys.argv[2], '-m', 'AP']);"
            "print(' '.join(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code, str(qrels_path), str(run_path)], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[0].startswith("AP")  # the result was printed
    loaded = set(out[1].split())
    assert not {"ragmetrics.io", "ragmetrics.gate", "ragmetrics.report", "ragmetrics.retrieval_evaluator",
                "ragmetrics.significance", "ragmetrics.generation", "pyarrow", "pandas"} & loaded


def test_lazy_names_are_the_same_objects():
    """``ragmetrics.evaluate`` is the dict evaluator of io, also after the submodule of that name is imported."""
    code = ("import ragmetrics as rm, ragmetrics.trec_columns, ragmetrics.evaluate, ragmetrics.io as io;"
            "from ragmetrics import evaluate, RetrievalEvaluator;"
            "import ragmetrics.retrieval_evaluator as r;"
            "print(rm.evaluate is io.evaluate is evaluate, callable(rm.evaluate), RetrievalEvaluator is r.RetrievalEvaluator,"
            " rm.agreement.__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["True", "True", "True", "ragmetrics.agreement"]
