"""Every bad input of docs/api.md: the error's type, and a message that names the argument
(and shows the offending value); plus the empty inputs that are NOT errors (they score 0.0).

Type convention (Python's, as in the contract's "ValueError / TypeError"): a value of the wrong
type is a TypeError (a set/dict/str as `retrieved`, k=2.5, k=True, k="5", grade "high" or None,
int ids against str ids); a value of the right type that breaks a rule is a ValueError (a repeated
id, k=0 or -1, a NaN or infinite grade, an unknown gain, measure name or missing_queries).
"""

import math
import re
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest

from ragmetrics import (
    RetrievalEvaluator,
    TrecFormatError,
    average_precision,
    dcg_at_k,
    evaluate,
    f1_at_k,
    hit_rate_at_k,
    ndcg_at_k,
    parse_measure,
    precision_at_k,
    r_precision,
    read_qrels,
    read_run,
    recall_at_k,
    reciprocal_rank,
)

# name -> (function, the keyword arguments it needs)
FUNCS = {
    "recall_at_k": (recall_at_k, {"k": 5}),
    "precision_at_k": (precision_at_k, {"k": 5}),
    "f1_at_k": (f1_at_k, {"k": 5}),
    "hit_rate_at_k": (hit_rate_at_k, {"k": 5}),
    "reciprocal_rank": (reciprocal_rank, {}),
    "dcg_at_k": (dcg_at_k, {}),
    "ndcg_at_k": (ndcg_at_k, {}),
    "average_precision": (average_precision, {}),
    "r_precision": (r_precision, {}),
}
K_FUNCS = [n for n in FUNCS if n != "r_precision"]
LEVEL_FUNCS = [n for n in FUNCS if n not in ("dcg_at_k", "ndcg_at_k")]
GAIN_FUNCS = ["dcg_at_k", "ndcg_at_k"]


def call(name, retrieved, relevant, **kwargs):
    fn, base = FUNCS[name]
    return fn(retrieved, relevant, **{**base, **kwargs})


def assert_names(excinfo, *words):
    """The message contains each word as a whole word (an argument name or a value)."""
    msg = str(excinfo.value)
    for w in words:
        assert re.search(rf"(?<![\w]){re.escape(str(w))}(?![\w])", msg), f"{w!r} not in message: {msg!r}"


# ---------------------------------------------------------------- retrieved

@pytest.mark.parametrize("name", list(FUNCS))
@pytest.mark.parametrize(
    "retrieved, dup",
    [([1, 2, 1], 1), (["a", "b", "c", "b"], "b"), ([7, 7], 7), ([1, 2, 3, 4, 5, 6, 1], 1)],
    ids=["relevant_dup", "str_dup", "nonrelevant_dup", "dup_beyond_k"],
)
def test_repeated_id_in_retrieved_is_value_error(name, retrieved, dup):
    """A doc id repeated in `retrieved` (even a non-relevant one, even past k) -> ValueError naming 'retrieved' and the id."""
    relevant = ["a", "b"] if isinstance(dup, str) else [1, 2]
    with pytest.raises(ValueError) as ei:
        call(name, retrieved, relevant)
    assert_names(ei, "retrieved", dup)


@pytest.mark.parametrize("name", list(FUNCS))
@pytest.mark.parametrize(
    "retrieved", [{1, 2, 3}, {1: 0.9, 2: 0.5}, "abc", frozenset({1, 2})], ids=["set", "dict", "str", "frozenset"]
)
def test_retrieved_not_a_list_or_tuple_is_type_error(name, retrieved):
    """`retrieved` given as a set, frozenset, dict (no order) or str -> TypeError naming 'retrieved'."""
    relevant = ["a"] if isinstance(retrieved, str) else [1]
    with pytest.raises(TypeError) as ei:
        call(name, retrieved, relevant)
    assert_names(ei, "retrieved")


@pytest.mark.parametrize("name", list(FUNCS))
def test_relevant_as_str_is_type_error(name):
    """`relevant` given as a str ("abc" is not three ids) -> TypeError naming 'relevant'."""
    with pytest.raises(TypeError) as ei:
        call(name, ["a", "b", "c"], "abc")
    assert_names(ei, "relevant")


@pytest.mark.parametrize("name", list(FUNCS))
@pytest.mark.parametrize(
    "retrieved, relevant",
    [([1, 2, 3], ["1", "2"]), (["1", "2"], {1: 2, 2: 1}), ([1, 2], {"3"})],
    ids=["int_vs_str_list", "str_vs_int_dict", "int_vs_str_set"],
)
def test_int_ids_against_str_ids_is_type_error(name, retrieved, relevant):
    """Ids of `retrieved` and `relevant` of different kinds (ints vs strings: nothing can match) -> TypeError naming both."""
    with pytest.raises(TypeError) as ei:
        call(name, retrieved, relevant)
    assert_names(ei, "retrieved", "relevant")


# ---------------------------------------------------------------- k

@pytest.mark.parametrize("name", K_FUNCS)
@pytest.mark.parametrize("k", [0, -1])
def test_k_not_positive_is_value_error(name, k):
    """k = 0 or -1 -> ValueError naming 'k' and the value."""
    with pytest.raises(ValueError) as ei:
        call(name, [1, 2, 3], [1], k=k)
    assert_names(ei, "k", k)


@pytest.mark.parametrize("name", K_FUNCS)
@pytest.mark.parametrize("k", [2.5, True, "5", 5.0], ids=["float", "bool", "str", "float_integral"])
def test_k_not_an_int_is_type_error(name, k):
    """k = 2.5, True, "5" or 5.0 -> TypeError naming 'k' and the value."""
    with pytest.raises(TypeError) as ei:
        call(name, [1, 2, 3], [1], k=k)
    assert_names(ei, "k")
    assert str(k) in str(ei.value) or repr(k) in str(ei.value), str(ei.value)


@pytest.mark.parametrize("k", [0, -1, 2.5, True, "5"])
def test_evaluator_bad_k(k):
    """RetrievalEvaluator(k=...) with a bad k raises (at construction or first use) naming 'k'."""
    expected = ValueError if k in (0, -1) and not isinstance(k, bool) else TypeError
    with pytest.raises(expected) as ei:
        RetrievalEvaluator(k=k).evaluate_query([1, 2, 3], [1])
    assert_names(ei, "k")


# ---------------------------------------------------------------- level and gain

@pytest.mark.parametrize("name", LEVEL_FUNCS)
@pytest.mark.parametrize("level, exc", [(0, ValueError), (-1, ValueError), (1.5, TypeError), ("2", TypeError)])
def test_level_not_a_positive_int(name, level, exc):
    """level must be a positive int (level 0 would make grade-0 docs relevant) -> error naming 'level'."""
    with pytest.raises(exc) as ei:
        call(name, [1, 2, 3], {1: 2, 2: 0}, level=level)
    assert_names(ei, "level")


@pytest.mark.parametrize("name", GAIN_FUNCS)
@pytest.mark.parametrize("gain", ["cubic", "exp2", "", None])
def test_unknown_gain(name, gain):
    """gain other than "linear" / "exponential" -> ValueError (None: either type) naming 'gain'."""
    exc = (TypeError, ValueError) if gain is None else ValueError
    with pytest.raises(exc) as ei:
        call(name, [1, 2, 3], {1: 2}, gain=gain)
    assert_names(ei, "gain")


# ---------------------------------------------------------------- grades

@pytest.mark.parametrize("name", list(FUNCS))
@pytest.mark.parametrize("grade", [math.nan, math.inf, -math.inf], ids=["nan", "inf", "-inf"])
def test_grade_nan_or_infinite_is_value_error(name, grade):
    """A grade NaN or +-inf in `relevant` -> ValueError naming 'relevant' and showing the value."""
    with pytest.raises(ValueError) as ei:
        call(name, [1, 2, 3], {1: 2, 2: grade})
    assert_names(ei, "relevant")
    assert str(grade) in str(ei.value).lower(), str(ei.value)


@pytest.mark.parametrize("name", list(FUNCS))
@pytest.mark.parametrize("grade", ["high", None, "2", [1]], ids=["word", "none", "numeric_str", "list"])
def test_grade_not_a_number_is_type_error(name, grade):
    """A grade that is not a number ("high", None, "2") -> TypeError naming 'relevant'."""
    with pytest.raises(TypeError) as ei:
        call(name, [1, 2, 3], {1: 2, 2: grade})
    assert_names(ei, "relevant")


# ---------------------------------------------------------------- empty inputs are not errors

EMPTY_RELEVANT = [[], (), set(), frozenset(), {}]


@pytest.mark.parametrize("name", list(FUNCS))
@pytest.mark.parametrize("relevant", EMPTY_RELEVANT, ids=["list", "tuple", "set", "frozenset", "dict"])
def test_empty_relevant_scores_zero(name, relevant):
    """Empty `relevant` (any collection) -> 0.0 for every measure, not an error."""
    for kw in ({}, {"k": 1}, {"k": 10}) if name in K_FUNCS else ({},):
        v = call(name, [1, 2, 3], relevant, **kw)
        assert v == 0.0 and type(v) is float, (kw, v)


@pytest.mark.parametrize("name", list(FUNCS))
@pytest.mark.parametrize("retrieved", [[], ()], ids=["list", "tuple"])
@pytest.mark.parametrize("relevant", [[1, 2], {1: 3, 2: 0}, {"a": 1}], ids=["ids", "grades", "str_ids"])
def test_empty_retrieved_scores_zero(name, retrieved, relevant):
    """Empty `retrieved` -> 0.0 for every measure (no id kind to mismatch), not an error."""
    for kw in ({}, {"k": 1}, {"k": 10}) if name in K_FUNCS else ({},):
        v = call(name, retrieved, relevant, **kw)
        assert v == 0.0 and type(v) is float, (kw, v)


@pytest.mark.parametrize("name", list(FUNCS))
def test_both_empty_scores_zero(name):
    """Empty `retrieved` and empty `relevant` -> 0.0."""
    assert call(name, [], []) == 0.0


@pytest.mark.parametrize("name", list(FUNCS))
def test_no_relevant_grade_scores_zero(name):
    """`relevant` judging docs only 0 or -1 (no relevant doc) -> 0.0 for every measure."""
    assert call(name, [1, 2, 3], {1: 0, 2: -1, 9: 0}) == 0.0


def test_evaluator_empty_case_scores_zero_everywhere():
    """RetrievalEvaluator.evaluate_query on empty inputs: every key 0.0."""
    ev = RetrievalEvaluator(k=5)
    for retrieved, relevant in [([], [1]), ([1, 2], []), ([], [])]:
        got = ev.evaluate_query(retrieved, relevant)
        assert got and all(v == 0.0 for v in got.values()), got


# ---------------------------------------------------------------- measure names

@pytest.mark.parametrize(
    "typo, suggestions",
    [
        ("nDGC@10", ["nDCG@10"]),
        ("nDGC@7", ["nDCG@7"]),          # a cutoff no example in the message uses
        ("ndgc@13", ["nDCG@13", "ndcg@13"]),
        ("Precison@5", ["P@5", "precision@5"]),
        ("recal@100", ["R@100", "recall@100"]),
        ("succes@5", ["HitRate@5", "Success@5", "success@5", "success_5"]),
    ],
)
def test_unknown_measure_suggests_closest(typo, suggestions):
    """An unknown measure name -> ValueError that repeats it and suggests the closest known spelling."""
    for fn in (lambda: parse_measure(typo), lambda: evaluate({"q": {"d": 1}}, {"q": ["d"]}, [typo])):
        with pytest.raises(ValueError) as ei:
            fn()
        msg = str(ei.value)
        assert typo in msg, msg
        assert any(re.search(rf"(?<![\w(]){re.escape(s)}(?![\w])", msg) for s in suggestions), msg


@pytest.mark.parametrize("name", ["foo@5", "nDCG@0", "nDCG@-1", "P@x", "P(rel=0)@5", "P@5.5", ""])
def test_malformed_measure_name_is_value_error(name):
    """Names that do not parse (unknown, cutoff 0 or negative or not an int, level 0) -> ValueError naming it."""
    with pytest.raises(ValueError) as ei:
        parse_measure(name)
    assert repr(name) in str(ei.value) or (name and name in str(ei.value)), str(ei.value)


# ---------------------------------------------------------------- evaluate: qrels and run shapes

GOOD_QRELS = {"q1": {"d1": 1, "d2": 0}}
GOOD_RUN = {"q1": {"d1": 0.5, "d2": 0.4}}


@pytest.mark.parametrize(
    "qrels, run, exc, arg",
    [
        ([("q1", "d1", 1)], GOOD_RUN, TypeError, "qrels"),
        ({"q1": 5}, GOOD_RUN, TypeError, "qrels"),
        ({"q1": {"d1": "high"}}, GOOD_RUN, TypeError, "qrels"),
        ({"q1": {"d1": math.nan}}, GOOD_RUN, ValueError, "qrels"),
        ("q1 0 d1 1", GOOD_RUN, TypeError, "qrels"),
        (GOOD_QRELS, [["d1", "d2"]], TypeError, "run"),
        (GOOD_QRELS, {"q1": 5}, TypeError, "run"),
        (GOOD_QRELS, {"q1": "d1 d2"}, TypeError, "run"),
        (GOOD_QRELS, {"q1": {"d1": "high"}}, TypeError, "run"),
        (GOOD_QRELS, {"q1": {"d1", "d2"}}, TypeError, "run"),
        (GOOD_QRELS, {"q1": ["d1", "d2", "d1"]}, ValueError, "run"),
    ],
    ids=["qrels_list", "qrels_value_int", "qrels_grade_word", "qrels_grade_nan", "qrels_str",
         "run_list", "run_value_int", "run_value_str", "run_score_word", "run_value_set", "run_duplicate_doc"],
)
def test_evaluate_wrong_shape(qrels, run, exc, arg):
    """qrels / run not {qid: {docid: grade|score}} (or {qid: [docid, ...]}) -> error naming 'qrels' or 'run'."""
    with pytest.raises(exc) as ei:
        evaluate(qrels, run, ["nDCG@10"])
    assert_names(ei, arg)


def test_evaluate_unknown_missing_queries():
    """missing_queries other than "skip" / "zero" -> ValueError naming 'missing_queries'."""
    with pytest.raises(ValueError) as ei:
        evaluate(GOOD_QRELS, GOOD_RUN, ["P@5"], missing_queries="ignore")
    assert_names(ei, "missing_queries")


# ---------------------------------------------------------------- TREC files

def write(path, lines):
    path.write_text("".join(line + "\n" for line in lines))
    return path


def assert_file_and_line(ei, path, line_no):
    msg = str(ei.value)
    assert path.name in msg, msg
    assert re.search(rf"line\s*{line_no}\b|:{line_no}\b", msg), msg


QRELS_OK = ["q1 0 d1 1", "q1 0 d2 0"]
RUN_OK = ["q1 Q0 d1 1 2.5 tag", "q1 Q0 d2 2 1.5 tag"]


@pytest.mark.parametrize(
    "bad_line, line_no",
    [("q1 0 d3", 3), ("q1 0 d3 high", 3), ("q1 d3", 3), ("q1 0 d3 1.5.2", 3)],
    ids=["too_few_columns", "grade_word", "two_columns", "grade_garbage"],
)
def test_malformed_qrels_line(tmp_path, bad_line, line_no):
    """read_qrels on a malformed line -> TrecFormatError (a ValueError) naming the file and the line number."""
    path = write(tmp_path / "bad.qrels", QRELS_OK + [bad_line, "q2 0 d1 1"])
    with pytest.raises(TrecFormatError) as ei:
        read_qrels(path)
    assert isinstance(ei.value, ValueError)
    assert_file_and_line(ei, path, line_no)


@pytest.mark.parametrize(
    "lines, line_no",
    [
        (["q1 Q0 d1 1 2.5 tag", "q1 Q0 d2 2 tag"], 2),              # too few columns
        (["q1 Q0 d1 1 2.5 tag", "q1 Q0 d2 2 high tag"], 2),         # non-numeric score
        (["q1 Q0 d1 1 2.5 tag", "q1 Q0 d2 2 1.5 tag", "q1 Q0 d1 3 1.0 tag"], 3),  # duplicate doc in q1
        (["q1 Q0 d1"], 1),                                          # three columns
    ],
    ids=["too_few_columns", "score_word", "duplicate_doc", "three_columns"],
)
def test_malformed_run_line(tmp_path, lines, line_no):
    """read_run on a malformed line or a duplicate doc -> TrecFormatError naming the file and the line number."""
    path = write(tmp_path / "bad.run", lines)
    with pytest.raises(TrecFormatError) as ei:
        read_run(path)
    assert isinstance(ei.value, ValueError)
    assert_file_and_line(ei, path, line_no)


def test_same_doc_in_two_queries_is_not_a_duplicate(tmp_path):
    """The same docno under two different queries of a run is fine (duplicates are per query)."""
    path = write(tmp_path / "ok.run", RUN_OK + ["q2 Q0 d1 1 3.0 tag"])
    run = read_run(path)
    assert set(run) == {"q1", "q2"}


def test_trec_format_error_is_a_value_error():
    """TrecFormatError subclasses ValueError (callers catching ValueError see it)."""
    assert issubclass(TrecFormatError, ValueError)


def test_cli_bad_run_file_exits_nonzero_and_names_the_line(tmp_path):
    """The command line on a run with a duplicate doc exits non-zero and reports the file and line."""
    import subprocess
    import sys

    qrels = write(tmp_path / "q.qrels", QRELS_OK)
    run = write(tmp_path / "dup.run", RUN_OK + ["q1 Q0 d1 3 1.0 tag"])
    proc = subprocess.run([sys.executable, "-m", "ragmetrics", "eval", str(qrels), str(run), "-m", "P@5"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    assert "dup.run" in proc.stderr and re.search(r"line\s*3\b|:3\b", proc.stderr), proc.stderr
    assert "Traceback" not in proc.stderr


def test_numpy_ids_and_grades_are_not_errors():
    """numpy integer ids (e.g. from argsort) match Python int ids, numpy grades are numbers: no error."""
    import numpy as np

    retrieved = list(np.array([1, 3, 5, 7, 9]))
    assert recall_at_k(retrieved, [3, 7], k=5) == 1.0
    assert ndcg_at_k(retrieved, {3: 1, 7: 1}, k=5) == pytest.approx(
        (1 / math.log2(3) + 1 / math.log2(5)) / (1 + 1 / math.log2(3)), abs=1e-12)
    assert ndcg_at_k(retrieved, {3: np.int64(2), 7: np.float32(1.0)}) == pytest.approx(
        (2 / math.log2(3) + 1 / math.log2(5)) / (2 + 1 / math.log2(3)), abs=1e-12)
    res = evaluate({"q": {3: 1}}, {"q": retrieved}, ["nDCG@5"])
    assert res.mean["nDCG@5"] == pytest.approx(1 / math.log2(3), abs=1e-12)


def test_evaluate_int_doc_ids_in_run_against_str_doc_ids_in_qrels_is_type_error():
    """evaluate: run rows are `retrieved` and qrels rows `relevant`; when their doc ids are of different
    kinds (ints vs strings) nothing can match, as for the per-query functions -> TypeError naming them.
    (docs/api.md states the rule for the per-query functions; evaluate shares their kernel.)"""
    with pytest.raises(TypeError):
        ndcg_at_k([1, 2], {"1": 1})  # the per-query rule, for reference
    with pytest.raises(TypeError) as ei:
        evaluate({"q": {"1": 1, "2": 0}}, {"q": [1, 2]}, ["nDCG@10"])
    msg = str(ei.value)
    assert "qrels" in msg or "relevant" in msg, msg
    assert "run" in msg or "retrieved" in msg, msg


# ---------------------------------------------------------------- TREC readers: big files, odd but valid text

@pytest.mark.parametrize("bad_at", [2, 4321, 49999])
def test_malformed_qrels_line_number_deep_in_a_big_file(tmp_path, bad_at):
    """A bad line anywhere in a 50,000-line qrels file is reported with its own line number."""
    lines = [f"q{i // 100} 0 d{i} {i % 3}" for i in range(50000)]
    lines[bad_at - 1] = f"q{bad_at} 0 d{bad_at} high"
    path = write(tmp_path / "big.qrels", lines)
    with pytest.raises(TrecFormatError) as ei:
        read_qrels(path)
    assert_file_and_line(ei, path, bad_at)


@pytest.mark.parametrize("dup_at", [3, 30002])
def test_duplicate_doc_line_number_deep_in_a_big_run(tmp_path, dup_at):
    """A duplicate doc far into a 40,000-line run is reported at the line of the repeat."""
    lines = [f"q{i // 1000} Q0 d{i} {i % 1000 + 1} {1000 - i % 1000}.5 tag" for i in range(40000)]
    i = dup_at - 1
    lines[i] = f"q{i // 1000} Q0 d{i - 1} {i % 1000 + 1} 0.25 tag"  # the doc of the previous line, same query
    path = write(tmp_path / "big.run", lines)
    with pytest.raises(TrecFormatError) as ei:
        read_run(path)
    assert_file_and_line(ei, path, dup_at)


def test_readers_accept_crlf_tabs_numeric_forms_and_no_final_newline(tmp_path):
    """CRLF endings, tabs or runs of spaces, scores '1e-3' '-2.5E+2' '.5' '+3' '7', grades -1..4, no final newline."""
    qpath = tmp_path / "odd.qrels"
    qpath.write_bytes(b"q1 0 d1 1\r\nq1\t0\td2\t-1\r\nq1  0  d3   4\r\nq2 0 d1 0")
    assert read_qrels(qpath) == {"q1": {"d1": 1, "d2": -1, "d3": 4}, "q2": {"d1": 0}}
    rpath = tmp_path / "odd.run"
    rpath.write_bytes(b"q1 Q0 d1 1 1e-3 t\r\nq1\tQ0\td2\t2\t-2.5E+2\tt\r\nq1 Q0 d3 3 .5 t x y\r\n"
                      b"q1 Q0 d4 4 +3 t\r\nq2 Q0 d1 1 7 t")
    run = read_run(rpath)
    expected = {"q1": {"d1": 1e-3, "d2": -250.0, "d3": 0.5, "d4": 3.0}, "q2": {"d1": 7.0}}
    assert set(run) == set(expected)
    for q, docs in expected.items():
        got = run[q]
        if isinstance(got, dict):
            assert got == pytest.approx(docs, abs=1e-12)
        else:
            assert list(got) == sorted(docs, key=lambda d: -docs[d])


# ---------------------------------------------------------------- what counts as a number, per query and in batch

NOT_NUMBERS = ["2", None, [1], 1 + 2j, np.complex128(1)]
NOT_FINITE = [math.nan, np.float32("inf"), 10**400, Decimal("NaN")]
NUMBERS = [2, 2.0, True, np.int64(2), np.float32(2.0), Fraction(4, 2), Decimal("2")]


@pytest.mark.parametrize("value, error", [(v, TypeError) for v in NOT_NUMBERS] + [(v, ValueError) for v in NOT_FINITE],
                         ids=repr)
def test_not_a_finite_number_is_refused_everywhere(value, error):
    """Per query and in batch, naming the argument: a str, None, a list or a complex number (numpy's too) is a
    TypeError; NaN, infinity and an int too big for a float (10**400) are a ValueError."""
    with pytest.raises(error) as ei:
        ndcg_at_k(["a", "b"], {"a": value})
    assert_names(ei, "relevant")
    for qrels, run, arg in [({"q": {"a": value}}, {"q": {"a": 1.0}}, "qrels"), ({"q": {"a": 1}}, {"q": {"a": value}}, "run")]:
        with pytest.raises(error) as ei:
            evaluate(qrels, run, ["nDCG"])
        assert_names(ei, arg)


@pytest.mark.parametrize("value", NUMBERS, ids=repr)
def test_every_real_number_type_is_a_number_everywhere(value):
    """Real numbers of any type (bool, numpy scalars, Fraction, Decimal) read as their float value, as grade and as score."""
    v = float(value)  # 2 or 1 (True): b is the better doc, ranked second
    by_hand = (1 + v / math.log2(3)) / (v + 1 / math.log2(3))  # DCG of a, b over DCG of b, a
    grades = {"a": 1, "b": value}
    assert ndcg_at_k(["a", "b"], grades) == pytest.approx(by_hand, abs=1e-12)
    batch = evaluate({"q": grades}, {"q": {"a": value, "b": 0.5}}, ["nDCG"])  # the value as a score ranks a first
    assert batch.mean["nDCG"] == pytest.approx(by_hand, abs=1e-12)


# ---------------------------------------------------------------- hardening (issue 17)

@pytest.mark.parametrize("grade", [1024, 2000, 1e6])
def test_exponential_gain_past_float_range_is_a_clear_value_error(grade):
    """2**grade - 1 overflows a float from grade 1024 on: a ValueError naming 'gain' and the grade, not NaN."""
    for fn in (lambda: ndcg_at_k(["a", "b"], {"a": 1, "b": grade}, gain="exponential"),
               lambda: evaluate({"q": {"a": 1, "b": grade}}, {"q": ["a", "b"]}, ["nDCG(gain=exp)@5"])):
        with pytest.raises(ValueError, match=r"'gain'='exponential' overflows a float with grade") as ei:
            fn()
        assert f"{grade:g}" in str(ei.value)


def test_large_grades_are_fine_with_linear_gain_and_just_below_1024_with_exponential():
    """The limit is the float, not the grade: linear gain takes 5000; exponential takes 1023."""
    assert ndcg_at_k(["b", "a"], {"a": 1, "b": 5000}) == 1.0
    assert ndcg_at_k(["a"], {"a": 1023}, gain="exponential") == 1.0


def test_queries_with_empty_qrels_rows_are_named_as_such():
    """Every common query has qrels {}: the message says so, not 'no query is in both'."""
    with pytest.raises(ValueError, match=r"has no judgments in 'qrels' \(\{\}\).*\['q1'\]"):
        evaluate({"q1": {}}, {"q1": {"a": 1.0}}, ["P@1"])


@pytest.mark.parametrize("call", [
    lambda: ndcg_at_k(["a"], {"a": 1}, gain=5),
    lambda: RetrievalEvaluator(k=5, gain=1),
    lambda: evaluate({"q": {"a": 1}}, {"q": ["a"]}, ["P@1"], missing_queries=0),
], ids=["ndcg_at_k gain=5", "RetrievalEvaluator gain=1", "evaluate missing_queries=0"])
def test_an_option_of_the_wrong_type_is_a_type_error(call):
    """A non-string where a choice of strings is expected is a TypeError naming the argument (was ValueError)."""
    with pytest.raises(TypeError, match=r"'(gain|missing_queries)' must be"):
        call()


# ---------------------------------------------------------------- issue 25: L1, L2

@pytest.mark.filterwarnings("error")
def test_linear_gain_takes_grades_near_the_float_maximum():
    """Issue 25 L1: grades 1.7e308 and 1e308 raised "'gain'='linear' overflows a float ... use gain='linear'" and a
    RuntimeWarning. nDCG is a ratio: by hand, both grades divided by 1e308 first."""
    import math

    relevant = {"a": 1.7e308, "b": 1e308}
    assert ndcg_at_k(["a", "b"], relevant, k=2) == 1.0
    by_hand = (1.0 + 1.7 / math.log2(3)) / (1.7 + 1.0 / math.log2(3))
    assert ndcg_at_k(["b", "a"], relevant, k=2) == pytest.approx(by_hand, rel=1e-15)
    batch = evaluate({"q": relevant, "r": {"x": 1e-300, "y": 2}}, {"q": ["b", "a"], "r": ["y", "x"]}, ["nDCG@2"])
    assert batch.per_query["q"]["nDCG@2"] == pytest.approx(by_hand, rel=1e-15)
    assert batch.per_query["r"]["nDCG@2"] == 1.0


@pytest.mark.filterwarnings("error")
def test_a_linear_dcg_past_the_float_maximum_says_so_in_its_own_words():
    from ragmetrics import dcg_at_k

    with pytest.raises(ValueError) as raised:
        dcg_at_k(["a", "b"], {"a": 1.7e308, "b": 1e308}, k=2)
    message = str(raised.value)
    assert "'gain'='linear'" in message and "use gain='linear'" not in message and "2**grade" not in message


@pytest.mark.parametrize("row", [[["a"], "b"], ("b", {"a": 1})])
def test_an_unhashable_doc_id_in_a_ranked_run_is_named(row):
    """Issue 25 L2: a list doc id in a ranked run raised Python's "unhashable type: 'list'"."""
    with pytest.raises(TypeError, match=r"'run' must hold hashable doc ids .*query 'q', position"):
        evaluate({"q": {"a": 1}}, {"q": row}, ["P@1"])
