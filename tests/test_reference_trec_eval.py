"""trec_eval's own test suite: every course measure matches out.test.aq / .aql / .aqc.

The data are trec_eval 10.0's test files (tests/data/trec_eval, see its README):
    aq   qrels.test      + results.test   trec_eval -m all_trec -q
    aql  qrels.rel_level + results.test   trec_eval -m all_trec -q -l2  (binary measures at level 2,
                                          nDCG on the raw grades -1..4 whatever the level)
    aqc  qrels.test      + results.trunc  trec_eval -m all_trec -q -c   (topic 302 missing -> 0)
Values are printed to 4 decimals, so the tolerance is half a unit of the last digit.

Three independent paths reach the printed values, so that a reader bug cannot hide behind an
evaluator bug or the reverse:
    1. ragmetrics.read_qrels / read_run  -> ragmetrics.evaluate
    2. a plain parser written here       -> ragmetrics.evaluate
    3. a plain parser written here, trec_eval's ranking rule written here -> per-query functions
plus the command line (`python -m ragmetrics eval ... --trec-names -q`).
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics import (
    average_precision,
    bpref,
    evaluate,
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

DATA = Path(os.environ.get("RAGMETRICS_TREC_EVAL_DATA", Path(__file__).parent / "data" / "trec_eval"))
if not (DATA / "out.test.aq").exists():  # the data ship in tests/data: missing means a broken checkout
    raise FileNotFoundError(f"trec_eval reference data not found in {DATA}")

TOL = 5e-5 + 1e-12  # half a unit in the 4th printed decimal
CUTS = [5, 10, 15, 20, 30, 100, 200, 500, 1000]
TOPICS = ["301", "302", "303"]

CASES = {
    # case: (qrels file, run file, relevance level, missing_queries, expected output)
    "aq": ("qrels.test", "results.test", 1, "skip", "out.test.aq"),
    "aql": ("qrels.rel_level", "results.test", 2, "skip", "out.test.aql"),
    "aqc": ("qrels.test", "results.trunc", 1, "zero", "out.test.aqc"),
}


def course_measures(level):
    """trec_eval name -> (ragmetrics measure name, per-query function call) for every course measure."""
    lv = "" if level == 1 else f"(rel={level})"
    m = {
        "map": (f"AP{lv}", lambda r, q: average_precision(r, q, level=level)),
        "Rprec": (f"Rprec{lv}", lambda r, q: r_precision(r, q, level=level)),
        "recip_rank": (f"RR{lv}", lambda r, q: reciprocal_rank(r, q, level=level)),
        # nDCG: raw grades, the relevance level does not apply (as trec_eval -l2)
        "ndcg": ("nDCG", lambda r, q: ndcg_at_k(r, q)),
        # bpref: judged docs only; at -l2 grade 1 is judged non-relevant, grade -1 (qrels.rel_level) is skipped
        "bpref": (f"Bpref{lv}", lambda r, q: bpref(r, q, level=level)),
    }
    for k in CUTS:
        m[f"P_{k}"] = (f"P{lv}@{k}", lambda r, q, k=k: precision_at_k(r, q, k=k, level=level))
        m[f"recall_{k}"] = (f"R{lv}@{k}", lambda r, q, k=k: recall_at_k(r, q, k=k, level=level))
        m[f"map_cut_{k}"] = (f"AP{lv}@{k}", lambda r, q, k=k: average_precision(r, q, k=k, level=level))
        m[f"ndcg_cut_{k}"] = (f"nDCG@{k}", lambda r, q, k=k: ndcg_at_k(r, q, k=k))
    for k in [1, 5, 10]:
        m[f"success_{k}"] = (f"HitRate{lv}@{k}", lambda r, q, k=k: hit_rate_at_k(r, q, k=k, level=level))
    return m


TREC_NAMES = list(course_measures(1))


# ---------------------------------------------------------------- plain parsers (test-owned)

def plain_read_out(path):
    """trec_eval output -> {(measure, topic): float} (string-valued measures skipped)."""
    out = {}
    for line in Path(path).read_text().splitlines():
        measure, topic, value = line.split()
        try:
            out[measure, topic] = float(value)
        except ValueError:
            pass
    return out


def plain_read_qrels(path):
    qrels = {}
    for line in Path(path).read_text().splitlines():
        qid, _iter, doc, grade = line.split()
        qrels.setdefault(qid, {})[doc] = int(grade)
    return qrels


def plain_read_run(path):
    run = {}
    for line in Path(path).read_text().splitlines():
        qid, _q0, doc, _rank, score = line.split()[:5]
        assert doc not in run.get(qid, {})
        run.setdefault(qid, {})[doc] = float(score)
    return run


def trec_rank(docs):
    """trec_eval's order: score as C float descending, then doc id descending (byte string)."""
    return [d for d, _ in sorted(docs.items(), key=lambda it: (np.float32(it[1]), it[0].encode()), reverse=True)]


def expected_values(case):
    return plain_read_out(DATA / CASES[case][4])


def assert_matches(case, per_query, mean, level):
    """per_query: {topic: {trec name: value}}, mean: {trec name: value} against the printed values."""
    expected = expected_values(case)
    bad = []
    for trec in TREC_NAMES:
        for topic in TOPICS:
            exp = expected[trec, topic]
            got = per_query.get(topic, {}).get(trec)
            if got is None or abs(got - exp) > TOL:
                bad.append(f"{trec} {topic}: got {got}, trec_eval {exp:.4f}")
        exp = expected[trec, "all"]
        got = mean.get(trec)
        if got is None or abs(got - exp) > TOL:
            bad.append(f"{trec} all: got {got}, trec_eval {exp:.4f}")
    assert not bad, f"{case}: {len(bad)} mismatches:\n" + "\n".join(bad[:40])


def evaluate_as_trec(case, qrels, run):
    """ragmetrics.evaluate with course names -> per-topic and mean values keyed by trec_eval names."""
    _, _, level, missing, _ = CASES[case]
    names = {trec: name for trec, (name, _) in course_measures(level).items()}
    res = evaluate(qrels, run, list(names.values()), missing_queries=missing)
    canon = {trec: str(parse_measure(name)) for trec, name in names.items()}
    per_query = {q: {trec: vals[canon[trec]] for trec in names} for q, vals in res.per_query.items()}
    mean = {trec: res.mean[canon[trec]] for trec in names}
    return res, per_query, mean


# ---------------------------------------------------------------- the expected files themselves

def test_expected_files_hold_every_course_measure():
    """Sanity of the reference data: each course measure is printed for 301, 302, 303 and all."""
    for case in CASES:
        expected = expected_values(case)
        for trec in TREC_NAMES:
            for topic in TOPICS + ["all"]:
                assert (trec, topic) in expected, (case, trec, topic)


def test_aql_ndcg_is_the_same_at_level_2_as_at_level_1():
    """out.test.aql's ndcg values are those of raw grades: pytrec_eval at level 1 gives the same."""
    import pytrec_eval

    qrels = plain_read_qrels(DATA / "qrels.rel_level")
    run = plain_read_run(DATA / "results.test")
    expected = expected_values("aql")
    for level in (1, 2):
        got = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg", "ndcg_cut.5,10,100"}, relevance_level=level).evaluate(run)
        for topic in TOPICS:
            for trec in ["ndcg", "ndcg_cut_5", "ndcg_cut_10", "ndcg_cut_100"]:
                assert abs(got[topic][trec] - expected[trec, topic]) <= TOL, (level, topic, trec)


# ---------------------------------------------------------------- the readers

@pytest.mark.parametrize("name", ["qrels.test", "qrels.rel_level"])
def test_read_qrels_equals_plain_parser(name):
    """read_qrels returns {qid: {docno: grade}} with exactly the file's judgments (grades -1..4 kept)."""
    got = read_qrels(DATA / name)
    exp = plain_read_qrels(DATA / name)
    assert set(got) == set(exp)
    for qid in exp:
        assert dict(got[qid]) == exp[qid], qid


def test_read_qrels_accepts_str_path():
    """read_qrels accepts a str path as well as a Path."""
    assert read_qrels(str(DATA / "qrels.test")) == read_qrels(DATA / "qrels.test")


@pytest.mark.parametrize("name", ["results.test", "results.trunc"])
def test_read_run_equals_plain_parser(name):
    """read_run keeps every (qid, docno, score), ignores the rank column and extra columns (results.trunc)."""
    got = read_run(DATA / name)
    exp = plain_read_run(DATA / name)
    assert set(got) == set(exp)
    for qid in exp:
        g = got[qid]
        if isinstance(g, dict):
            assert set(g) == set(exp[qid]), qid
            for doc, score in exp[qid].items():
                assert float(g[doc]) == pytest.approx(score, abs=1e-12), (qid, doc)
        else:  # an already-ranked list must be in trec_eval's order
            assert list(g) == trec_rank(exp[qid]), qid


# ---------------------------------------------------------------- path 1: package readers + evaluate

@pytest.mark.parametrize("case", list(CASES))
def test_evaluate_with_package_readers_matches_trec_eval(case):
    """read_qrels + read_run + evaluate: every course measure, per topic and 'all', to 4 decimals."""
    qfile, rfile, level, _, _ = CASES[case]
    _, per_query, mean = evaluate_as_trec(case, read_qrels(DATA / qfile), read_run(DATA / rfile))
    assert_matches(case, per_query, mean, level)


# ---------------------------------------------------------------- path 2: plain parser + evaluate

@pytest.mark.parametrize("case", list(CASES))
def test_evaluate_with_plain_parser_matches_trec_eval(case):
    """A parser written in this test + evaluate: every course measure, per topic and 'all'."""
    qfile, rfile, level, _, _ = CASES[case]
    _, per_query, mean = evaluate_as_trec(case, plain_read_qrels(DATA / qfile), plain_read_run(DATA / rfile))
    assert_matches(case, per_query, mean, level)


@pytest.mark.parametrize("case", list(CASES))
def test_evaluate_with_ranked_lists_matches_trec_eval(case):
    """The run given as already-ranked lists (ranked here by trec_eval's rule) gives the same values."""
    qfile, rfile, level, _, _ = CASES[case]
    run = {q: trec_rank(docs) for q, docs in plain_read_run(DATA / rfile).items()}
    _, per_query, mean = evaluate_as_trec(case, plain_read_qrels(DATA / qfile), run)
    assert_matches(case, per_query, mean, level)


def test_aqc_query_sets_skip_vs_zero():
    """results.trunc lacks 302: 'zero' reports 302 with 0 and averages over 3; 'skip' leaves it out."""
    qrels, run = plain_read_qrels(DATA / "qrels.test"), plain_read_run(DATA / "results.trunc")
    expected = expected_values("aqc")
    zero = evaluate(qrels, run, ["AP", "nDCG@10", "P@5"], missing_queries="zero")
    skip = evaluate(qrels, run, ["AP", "nDCG@10", "P@5"], missing_queries="skip")
    assert set(zero.per_query) == {"301", "302", "303"}
    assert set(skip.per_query) == {"301", "303"}
    assert zero.per_query["302"] == {"AP": 0.0, "nDCG@10": 0.0, "P@5": 0.0}
    for name, trec in [("AP", "map"), ("nDCG@10", "ndcg_cut_10"), ("P@5", "P_5")]:
        assert abs(zero.mean[name] - expected[trec, "all"]) <= TOL
        two = (expected[trec, "301"] + expected[trec, "303"]) / 2
        assert abs(skip.mean[name] - two) <= TOL + 5e-5
        assert skip.mean[name] == pytest.approx(3 / 2 * zero.mean[name], abs=1e-12)


def test_default_missing_queries_is_skip():
    """evaluate's default is trec_eval's: only queries in both qrels and run."""
    qrels, run = plain_read_qrels(DATA / "qrels.test"), plain_read_run(DATA / "results.trunc")
    default = evaluate(qrels, run, ["AP"])
    skip = evaluate(qrels, run, ["AP"], missing_queries="skip")
    assert set(default.per_query) == {"301", "303"}
    assert default.mean == skip.mean


# ---------------------------------------------------------------- path 3: per-query functions

@pytest.mark.parametrize("case", list(CASES))
def test_per_query_functions_match_trec_eval(case):
    """Plain parser + trec_eval's ranking rule written here + ndcg_at_k etc.: every course measure."""
    qfile, rfile, level, missing, _ = CASES[case]
    qrels, run = plain_read_qrels(DATA / qfile), plain_read_run(DATA / rfile)
    fns = course_measures(level)
    per_query = {}
    for topic in TOPICS:
        ranked = trec_rank(run.get(topic, {}))
        per_query[topic] = {trec: fn(ranked, qrels[topic]) for trec, (_, fn) in fns.items()}
    assert missing == "skip" or all(per_query["302"][t] == 0.0 for t in fns)
    mean = {trec: float(np.mean([per_query[t][trec] for t in TOPICS])) for trec in fns}
    assert_matches(case, per_query, mean, level)


# ---------------------------------------------------------------- measure names

@pytest.mark.parametrize("trec", TREC_NAMES)
def test_trec_name_of_each_course_measure(trec):
    """parse_measure(<course name>).trec_name is trec_eval's name (ndcg_cut_10, P_5, success_5, map ...)."""
    name = course_measures(1)[trec][0]
    assert parse_measure(name).trec_name == trec


@pytest.mark.parametrize(
    "alias, canonical",
    [
        ("ndcg@10", "nDCG@10"), ("NDCG@10", "nDCG@10"), ("nDCG@10", "nDCG@10"),
        ("MRR@10", "RR@10"), ("mrr@10", "RR@10"), ("MAP", "AP"), ("map@100", "AP@100"),
        ("precision@5", "P@5"), ("recall@100", "R@100"), ("hit_rate@5", "HitRate@5"),
        ("Success@5", "HitRate@5"), ("r-precision", "Rprec"),
        ("ndcg_burges@10", "nDCG(gain=exp)@10"), ("P(rel=2)@5", "P(rel=2)@5"),
        ("precision@5-l2", "P(rel=2)@5"),
    ],
)
def test_alias_parses_to_canonical_name(alias, canonical):
    """ir_measures and ranx spellings parse to the canonical measure, and str() round-trips."""
    m = parse_measure(alias)
    assert str(m) == canonical
    assert parse_measure(str(m)) == m
    assert m == parse_measure(canonical)


def test_parse_measure_fields():
    """parse_measure("ndcg@10") -> Measure(name="nDCG", cutoff=10, level=1, gain="linear")."""
    m = parse_measure("ndcg@10")
    assert (m.name, m.cutoff, m.level, m.gain) == ("nDCG", 10, 1, "linear")
    assert m.trec_name == "ndcg_cut_10"
    assert {m: 1}[parse_measure("nDCG@10")] == 1  # usable as a dict key
    assert parse_measure("RR@10").trec_name is None  # trec_eval's recip_rank has no cutoff
    assert parse_measure("F1@5").trec_name is None


@pytest.mark.parametrize("name", ["ndcg@10-l2", "nDCG(rel=2)@10"])
def test_ndcg_with_a_relevance_level_is_refused(name):
    """nDCG takes no level (trec_eval -l2 leaves it unchanged, ranx's ndcg@10-l2 zeroes grades < 2):
    docs/api.md no longer lists 'ndcg@10-l2', so such a name is a ValueError, never a silent value."""
    with pytest.raises(ValueError) as ei:
        parse_measure(name)
    assert name in str(ei.value)
    with pytest.raises(ValueError):
        evaluate({"q": {"a": 1}}, {"q": ["a"]}, [name])


# ---------------------------------------------------------------- command line

def run_cli(*args):
    proc = subprocess.run(
        [sys.executable, "-m", "ragmetrics", "eval", *map(str, args)],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize("case, flags", [("aq", []), ("aqc", ["-c"])])
def test_cli_trec_names_lines_match_trec_eval(case, flags):
    """`python -m ragmetrics eval QRELS RUN -m ... --trec-names -q [-c]` prints trec_eval's lines."""
    qfile, rfile, _, _, out = CASES[case]
    trecs = ["map", "Rprec", "recip_rank", "P_5", "P_10", "recall_100", "ndcg", "ndcg_cut_10",
             "map_cut_10", "success_1", "success_10", "bpref"]
    names = course_measures(1)
    margs = [a for t in trecs for a in ("-m", names[t][0])]
    stdout = run_cli(DATA / qfile, DATA / rfile, *margs, "-q", "--trec-names", *flags)
    got = []
    for line in stdout.splitlines():
        if not line.strip():
            continue
        fields = line.split("\t")
        assert len(fields) == 3, repr(line)
        measure, topic, value = (f.strip() for f in fields)
        assert re.fullmatch(r"-?\d+\.\d{4}", value), repr(line)
        got.append((measure, topic, value))
    expected = []
    for line in (DATA / out).read_text().splitlines():
        measure, topic, value = line.split()
        if measure in trecs:
            expected.append((measure, topic, value))
    assert sorted(got) == sorted(expected)


def test_cli_mean_only_without_q():
    """Without -q the command line prints only the 'all' lines."""
    stdout = run_cli(DATA / "qrels.test", DATA / "results.test", "-m", "P@5", "-m", "nDCG@10", "--trec-names")
    rows = [tuple(f.strip() for f in line.split("\t")) for line in stdout.splitlines() if line.strip()]
    expected = expected_values("aq")
    assert sorted(r[:2] for r in rows) == [("P_5", "all"), ("ndcg_cut_10", "all")]
    for measure, _, value in rows:
        assert value == f"{expected[measure, 'all']:.4f}"


def test_cli_course_names_by_default():
    """Without --trec-names the first column is the canonical course name (nDCG@10, P@5)."""
    stdout = run_cli(DATA / "qrels.test", DATA / "results.test", "-m", "ndcg@10", "-m", "P@5")
    names = sorted(line.split("\t")[0].strip() for line in stdout.splitlines() if line.strip())
    assert names == ["P@5", "nDCG@10"]


# ---------------------------------------------------------------- writing TREC files

def test_results_are_keyed_by_canonical_names():
    """Results.mean / per_query keys are canonical names whatever alias was asked (ndcg@10 -> nDCG@10)."""
    qrels, run = plain_read_qrels(DATA / "qrels.test"), plain_read_run(DATA / "results.test")
    res = evaluate(qrels, run, ["ndcg@10", "MRR@10", "MAP", "precision@5", "r-precision", "Success@5"])
    keys = {"nDCG@10", "RR@10", "AP", "P@5", "Rprec", "HitRate@5"}
    assert set(res.mean) == keys
    assert all(set(v) == keys for v in res.per_query.values())
    expected = expected_values("aq")
    for name, trec in [("nDCG@10", "ndcg_cut_10"), ("AP", "map"), ("P@5", "P_5"), ("Rprec", "Rprec"),
                       ("HitRate@5", "success_5")]:
        assert abs(res.mean[name] - expected[trec, "all"]) <= TOL, name


def test_write_qrels_is_read_back_by_trec_eval(tmp_path):
    """write_qrels output parses (pytrec_eval's parser) to the same judgments, grades -1..4 included."""
    import pytrec_eval

    qrels = plain_read_qrels(DATA / "qrels.rel_level")
    path = tmp_path / "out.qrels"
    rm.write_qrels(qrels, path)
    with open(path) as f:
        assert pytrec_eval.parse_qrel(f) == qrels
    assert read_qrels(path) == qrels


def test_write_run_scored_is_read_back_by_trec_eval(tmp_path):
    """write_run of a scored run: pytrec_eval parses the same docs, and trec_eval's values do not change."""
    import pytrec_eval

    qrels, run = plain_read_qrels(DATA / "qrels.test"), plain_read_run(DATA / "results.test")
    path = tmp_path / "out.run"
    rm.write_run(run, path, tag="mytag")
    with open(path) as f:
        parsed = pytrec_eval.parse_run(f)
    assert {q: set(d) for q, d in parsed.items()} == {q: set(d) for q, d in run.items()}
    assert all(line.split()[5] == "mytag" for line in path.read_text().splitlines())
    measures = {"map", "ndcg", "P.5,10", "recip_rank"}
    before = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)
    after = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(parsed)
    assert after == before


def test_write_run_of_ranked_lists_keeps_the_order_for_trec_eval(tmp_path):
    """write_run of {qid: [docid, ...]}: trec_eval (ties broken by doc id desc) must see the same order,
    so the written scores must strictly decrease in float32, even for 2000 docs with ids '9' < '10'."""
    import pytrec_eval

    ranked = {"q1": [str(i) for i in range(1, 2001)], "q2": ["9", "10", "100", "a", "B"]}
    path = tmp_path / "ranked.run"
    rm.write_run(ranked, path)
    with open(path) as f:
        parsed = pytrec_eval.parse_run(f)
    assert {q: trec_rank(d) for q, d in parsed.items()} == ranked
    back = read_run(path)
    assert {q: (trec_rank(d) if isinstance(d, dict) else list(d)) for q, d in back.items()} == ranked
