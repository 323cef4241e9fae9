"""Cross-check against pytrec_eval (trec_eval 9's code) on thousands of random queries.

pytrec_eval keeps scores as C floats, so every call here passes ``score_precision="float32"``, the
option that follows it; the default (C doubles, as the trec_eval 10 program) is checked against the
program's own output in tests/test_score_precision.py.

The generator (seeded numpy) mixes, query by query: integer scores with many ties; scores that
differ only beyond float32 precision (1.0 vs 1.0 + 1e-9, 1e6 vs 1e6 + 0.01), which trec_eval
treats as ties and then orders by doc id DESCENDING as a string ('9' above '10' above '100');
signed zeros and float32 underflow (-0.0, 1e-46, 1e-45); distinct float scores; runs of 0..150 docs (k larger than the run); grades -1..4; queries with
no relevant doc; queries only in the run, only in the qrels, and in the run with no docs.

Checked, per query within 1e-9, at relevance levels 1 and 2 (bpref too: unjudged retrieved docs, grade -1
"pooled but unjudged", queries with no judged non-relevant doc, ties):
  * ragmetrics.evaluate (run as {docid: score} and as ranked lists) vs pytrec_eval, including
    the SET of queries reported (missing_queries="skip" and "zero");
  * the per-query functions (ndcg_at_k, ...) on each query ranked here by trec_eval's rule, on the 900 queries
    of the first seed (whose corners test_generator_covers_every_corner counts): they call the same kernels
    as evaluate one query at a time, at about 0.3 ms a call, so all 3,600 queries would take 4x as long.
RR@k, F1@k and exponential-gain nDCG have no trec_eval counterpart: they are checked against the
plain-Python reference below (whose linear nDCG is itself checked against trec_eval).

The data, their ranking by trec_eval's rule and pytrec_eval's values are computed once per module (fixtures).
"""

import sys
from math import log2

import numpy as np
import pytest
import pytrec_eval

from ragmetrics import (
    average_precision,
    bpref,
    evaluate,
    f1_at_k,
    hit_rate_at_k,
    ndcg_at_k,
    parse_measure,
    precision_at_k,
    r_precision,
    recall_at_k,
    reciprocal_rank,
)

TOL = 1e-9
SEEDS = [20240501, 7, 123456, 99991]
N_QUERIES = 900  # per seed: 4 seeds x 900 = 3600 generated queries (each at two levels)

PYTREC_MEASURES = {"ndcg", "ndcg_cut.5,10", "P.5,10", "recall.5,100", "recip_rank", "map",
                   "map_cut.10", "Rprec", "success.1,5,10", "bpref"}


def measures_for(level):
    """trec_eval key -> (ragmetrics name, per-query function) at a relevance level."""
    lv = "" if level == 1 else f"(rel={level})"
    return {
        "ndcg": ("nDCG", lambda r, q: ndcg_at_k(r, q)),
        "ndcg_cut_5": ("nDCG@5", lambda r, q: ndcg_at_k(r, q, k=5)),
        "ndcg_cut_10": ("nDCG@10", lambda r, q: ndcg_at_k(r, q, k=10)),
        "P_5": (f"P{lv}@5", lambda r, q: precision_at_k(r, q, k=5, level=level)),
        "P_10": (f"P{lv}@10", lambda r, q: precision_at_k(r, q, k=10, level=level)),
        "recall_5": (f"R{lv}@5", lambda r, q: recall_at_k(r, q, k=5, level=level)),
        "recall_100": (f"R{lv}@100", lambda r, q: recall_at_k(r, q, k=100, level=level)),
        "recip_rank": (f"RR{lv}", lambda r, q: reciprocal_rank(r, q, level=level)),
        "map": (f"AP{lv}", lambda r, q: average_precision(r, q, level=level)),
        "map_cut_10": (f"AP{lv}@10", lambda r, q: average_precision(r, q, k=10, level=level)),
        "Rprec": (f"Rprec{lv}", lambda r, q: r_precision(r, q, level=level)),
        "success_1": (f"HitRate{lv}@1", lambda r, q: hit_rate_at_k(r, q, k=1, level=level)),
        "success_5": (f"HitRate{lv}@5", lambda r, q: hit_rate_at_k(r, q, k=5, level=level)),
        "success_10": (f"HitRate{lv}@10", lambda r, q: hit_rate_at_k(r, q, k=10, level=level)),
        "bpref": (f"Bpref{lv}", lambda r, q: bpref(r, q, level=level)),
    }


# ---------------------------------------------------------------- random data

def doc_pool(rng, n):
    """Doc ids whose string order differs from numeric order: '9', '10', '100', '09', 'd7', 'D7', 'é7', '文档7'."""
    pool = set()
    while len(pool) < n:
        kind = rng.integers(0, 4)
        if kind == 0:
            pool.add(str(int(rng.integers(0, 12))))          # '0'..'11'
        elif kind == 1:
            pool.add(str(int(rng.integers(0, 1200))))        # up to four digits
        elif kind == 2:
            pool.add("0" + str(int(rng.integers(0, 30))))    # leading zero: '09' != '9'
        else:
            prefix = ["d", "D", "é", "文档"][int(rng.integers(0, 4))]  # byte order: 'D' < 'd' < 'é' < '文'
            pool.add(f"{prefix}{int(rng.integers(0, 300))}")
    return sorted(pool)


def random_scores(rng, n):
    mode = rng.integers(0, 6)
    if mode == 0:  # integer scores: many exact ties
        return [float(x) for x in rng.integers(0, 4, n)]
    if mode == 1:  # differ only beyond float32 precision around 1.0: ties for trec_eval
        return [1.0 + float(x) for x in rng.choice([0.0, 1e-9, -1e-9, 2e-10, 3e-8], n)]
    if mode == 2:  # around 1e6, where the float32 step is 0.0625: +0.01 is a tie, +0.5 is not
        return [1e6 + float(x) for x in rng.choice([0.0, 0.01, 0.02, 0.5, 1.0], n)]
    if mode == 3:  # distinct in float32 though close: 1 + 1e-6
        return [1.0 + float(x) for x in rng.choice([0.0, 1e-6, 2e-6, 5e-6], n)]
    if mode == 4:  # signed zeros and float32 underflow: -0.0 == 0.0 == 1e-46 for trec_eval, 1e-45 is not 0
        return [float(x) for x in rng.choice([0.0, -0.0, 1e-46, -1e-46, 1e-45, -1e-45, 1e-40, 1.0], n)]
    return [float(x) for x in rng.normal(0.0, 3.0, n)]  # continuous


def random_data(seed, n_queries):
    """qrels {qid: {doc: grade}} and run {qid: {doc: score}} with every corner listed in the docstring."""
    rng = np.random.default_rng(seed)
    qrels, run = {}, {}
    for i in range(n_queries):
        qid = f"q{i}"
        size = int(rng.choice([0, 1, 3, 5, 8, 12, 20, 40, 150], p=[.04, .08, .12, .16, .16, .16, .12, .08, .08]))
        pool = doc_pool(rng, size + int(rng.integers(1, 15)))
        ranked_part = list(rng.permutation(pool)[:size])
        where = rng.random()
        # qrels: judged docs partly retrieved, partly not; grades -1..4, sometimes none relevant
        if where > 0.06:  # else: query only in the run
            n_judged = int(rng.integers(1, max(2, len(pool))))
            judged = list(rng.permutation(pool)[:n_judged])
            grade_set = [[0], [-1, 0], [0, 1], [-1, 0, 1, 2, 3, 4], [0, 1, 2], [1]][int(rng.integers(0, 6))]
            qrels[qid] = {str(d): int(rng.choice(grade_set)) for d in judged}
        if where < 0.94 or qid not in qrels:  # else: query only in the qrels
            scores = random_scores(rng, len(ranked_part))
            run[qid] = {str(d): s for d, s in zip(ranked_part, scores)}
    return qrels, run


def trec_rank(docs):
    """trec_eval's order: score as C float descending, then doc id descending as a byte string."""
    return [d for d, _ in sorted(docs.items(), key=lambda it: (np.float32(it[1]), it[0].encode()), reverse=True)]


def pytrec(qrels, run, level):
    return pytrec_eval.RelevanceEvaluator(qrels, PYTREC_MEASURES, relevance_level=level).evaluate(run)


def compare(got_per_query, expected_per_query, names):
    """List of mismatches between {qid: {ragmetrics name: v}} and pytrec_eval's {qid: {trec: v}}."""
    bad = []
    for qid, exp in expected_per_query.items():
        got = got_per_query.get(qid)
        for trec, name in names.items():
            g = None if got is None else got.get(name)
            if g is None or not abs(g - exp[trec]) <= TOL:
                bad.append(f"{qid} {name}: ragmetrics {g!r}, trec_eval {exp[trec]!r}")
    return bad


CASES = [(seed, level) for seed in SEEDS for level in (1, 2)]


@pytest.fixture(scope="module")
def data():
    return {seed: random_data(seed, N_QUERIES) for seed in SEEDS}


@pytest.fixture(scope="module")
def ranked(data):
    """{seed: {qid: docs in trec_eval's order}} for every query of the run."""
    return {seed: {qid: trec_rank(docs) for qid, docs in run.items()} for seed, (_, run) in data.items()}


@pytest.fixture(scope="module")
def expected(data):
    """expected(seed, level): pytrec_eval's per-query values on that seed's data, computed once."""
    cache = {}

    def get(seed, level):
        if (seed, level) not in cache:
            qrels, run = data[seed]
            cache[seed, level] = pytrec(qrels, run, level)
        return cache[seed, level]

    return get


# ---------------------------------------------------------------- the generator itself

def test_generator_covers_every_corner(data):
    """The random data do contain every case the docstring promises (else the cross-check is weak)."""
    qrels, run = data[SEEDS[0]]
    both = set(qrels) & set(run)
    assert len(set(run) - set(qrels)) >= 10
    assert len(set(qrels) - set(run)) >= 10
    assert sum(1 for q in both if not run[q]) >= 5
    assert sum(1 for q in both if not any(g >= 1 for g in qrels[q].values())) >= 50
    assert sum(1 for q in both if any(g == -1 for g in qrels[q].values())) >= 50
    assert sum(1 for q in both if any(g >= 2 for g in qrels[q].values())) >= 100
    assert sum(1 for q in both if len(run[q]) > 100) >= 20
    # bpref's corners: relevant docs with no judged non-relevant doc at all; relevant docs ranked below
    # judged non-relevant ones; unjudged retrieved docs between them
    assert sum(1 for q in both if any(g >= 1 for g in qrels[q].values()) and not any(g == 0 for g in qrels[q].values())) >= 50
    below = sum(1 for q in both if (ranked := trec_rank(run[q])) and any(
        qrels[q].get(d, -9) >= 1 and any(qrels[q].get(e, -9) == 0 for e in ranked[:i]) for i, d in enumerate(ranked)))
    assert below >= 100
    assert sum(1 for q in both if any(d not in qrels[q] for d in run[q]) and any(d in qrels[q] for d in run[q])) >= 100
    # ties in float64 and ties only in float32
    f64_ties = sum(1 for q in run if len(set(run[q].values())) < len(run[q]))
    f32_only = sum(1 for q in run
                   if len({np.float32(s) for s in run[q].values()}) < len(set(run[q].values())))
    assert f64_ties >= 100 and f32_only >= 50
    # a tie where string order differs from numeric order (e.g. '9' and '10' with equal scores)
    mixed = 0
    for q, docs in run.items():
        by_score = {}
        for d, s in docs.items():
            by_score.setdefault(np.float32(s), []).append(d)
        for group in by_score.values():
            nums = sorted(int(d) for d in group if d.isdigit() and not d.startswith("0"))
            if any(len(str(a)) < len(str(b)) and str(a) > str(b) for a in nums for b in nums):
                mixed += 1
                break
    assert mixed >= 20


def test_trec_rank_helper_matches_trec_eval_on_a_tie():
    """The test's own ranking rule: '9' ranks above '10' and '100' on a (float32) tie, as in trec_eval."""
    docs = {"10": 1.0 + 1e-9, "9": 1.0, "100": 1.0}
    assert trec_rank(docs) == ["9", "100", "10"]
    for rel, rr in [("9", 1.0), ("100", 0.5), ("10", 1 / 3)]:
        got = pytrec_eval.RelevanceEvaluator({"q": {rel: 1}}, {"recip_rank"}).evaluate({"q": docs})
        assert got["q"]["recip_rank"] == rr


# ---------------------------------------------------------------- evaluate vs pytrec_eval

@pytest.mark.parametrize("seed, level", CASES)
def test_evaluate_per_query_matches_pytrec_eval(data, expected, seed, level):
    """evaluate(qrels, run) per query == trec_eval within 1e-9, and on the same set of queries."""
    qrels, run = data[seed]
    expected = expected(seed, level)
    names = {trec: str(parse_measure(name)) for trec, (name, _) in measures_for(level).items()}
    res = evaluate(qrels, run, [name for name, _ in measures_for(level).values()], score_precision="float32")
    assert set(res.per_query) == set(expected)
    bad = compare(res.per_query, expected, names)
    assert not bad, f"{len(bad)} mismatches, e.g.\n" + "\n".join(bad[:20])
    for trec, name in names.items():
        mean = float(np.mean([expected[q][trec] for q in expected]))
        assert abs(res.mean[name] - mean) <= TOL, name


@pytest.mark.parametrize("seed, level", CASES)
def test_evaluate_ranked_lists_match_pytrec_eval(data, ranked, expected, seed, level):
    """evaluate with run = {qid: [docid, ...]} ranked here by trec_eval's rule: same values."""
    qrels, _ = data[seed]
    expected, ranked = expected(seed, level), ranked[seed]
    names = {trec: str(parse_measure(name)) for trec, (name, _) in measures_for(level).items()}
    res = evaluate(qrels, ranked, [name for name, _ in measures_for(level).values()], score_precision="float32")
    assert set(res.per_query) == set(expected)
    bad = compare(res.per_query, expected, names)
    assert not bad, f"{len(bad)} mismatches, e.g.\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_evaluate_missing_queries_zero_is_trec_eval_c(data, expected, seed):
    """missing_queries='zero' (trec_eval -c): every qrels query, absent ones 0; run-only queries ignored."""
    qrels, run = data[seed]
    expected = expected(seed, 1)
    names = {trec: str(parse_measure(name)) for trec, (name, _) in measures_for(1).items()}
    res = evaluate(qrels, run, list(names.values()), missing_queries="zero", score_precision="float32")
    assert set(res.per_query) == set(qrels)
    zeros = {trec: 0.0 for trec in names}
    full = {q: expected.get(q, zeros) for q in qrels}
    bad = compare(res.per_query, full, names)
    assert not bad, f"{len(bad)} mismatches, e.g.\n" + "\n".join(bad[:20])
    for trec, name in names.items():
        mean = sum(full[q][trec] for q in qrels) / len(qrels)
        assert abs(res.mean[name] - mean) <= TOL, name


def test_query_set_matches_pytrec_eval_on_corner_queries():
    """Which queries are reported: pytrec_eval keeps a query judged all non-relevant and a run with no
    docs, drops a run-only query and a qrels entry with no judgments at all ({}); ragmetrics likewise."""
    qrels = {"judged_nonrel": {"a": 0, "b": -1}, "rel": {"a": 1}, "empty_run": {"a": 1},
             "qrels_only": {"a": 1}, "no_judgments": {}}
    run = {"judged_nonrel": {"a": 1.0}, "rel": {"a": 1.0}, "empty_run": {},
           "run_only": {"a": 1.0}, "no_judgments": {"a": 1.0}}
    expected = pytrec(qrels, run, 1)
    assert set(expected) == {"judged_nonrel", "rel", "empty_run"}  # what trec_eval does
    res = evaluate(qrels, run, ["nDCG@10", "P@5", "RR", "AP"], score_precision="float32")
    assert set(res.per_query) == set(expected)
    for q in ("judged_nonrel", "empty_run"):
        assert res.per_query[q] == {"nDCG@10": 0.0, "P@5": 0.0, "RR": 0.0, "AP": 0.0}
    assert res.mean["RR"] == pytest.approx(1 / 3, abs=1e-12)


def test_qrels_with_only_grade_1_at_level_2_has_ndcg_but_no_binary_hit():
    """Level 2 with grades {1}: trec_eval gives P(rel=2)@5 = 0 but nDCG = 1 (raw grades); ragmetrics too."""
    qrels, run = {"q": {"a": 1, "b": 0}}, {"q": {"a": 2.0, "b": 1.0}}
    te = pytrec(qrels, run, 2)["q"]
    assert (te["P_5"], te["ndcg"]) == (0.0, 1.0)
    res = evaluate(qrels, run, ["P(rel=2)@5", "nDCG", "nDCG@10"], score_precision="float32")
    assert res.per_query["q"] == {str(parse_measure("P(rel=2)@5")): 0.0, "nDCG": 1.0, "nDCG@10": 1.0}


# ---------------------------------------------------------------- per-query functions vs pytrec_eval

@pytest.mark.parametrize("level", [1, 2])
def test_per_query_functions_match_pytrec_eval(data, ranked, expected, level):
    """ndcg_at_k, precision_at_k, ... on each query ranked by (float32 score desc, doc id desc) == trec_eval."""
    seed = SEEDS[0]
    qrels, _ = data[seed]
    fns = measures_for(level)
    bad = []
    for qid, exp in expected(seed, level).items():
        for trec, (name, fn) in fns.items():
            got = fn(ranked[seed][qid], qrels[qid])
            if not abs(got - exp[trec]) <= TOL:
                bad.append(f"{qid} {name}: ragmetrics {got!r}, trec_eval {exp[trec]!r}")
    assert not bad, f"{len(bad)} mismatches, e.g.\n" + "\n".join(bad[:20])


# ---------------------------------------------------------------- measures trec_eval does not have

def ref_gain(grade, gain):
    if grade <= 0:
        return 0.0
    return float(grade) if gain == "linear" else 2.0 ** grade - 1.0


def ref_dcg(grades, k, gain):
    grades = grades if k is None else grades[:k]
    return sum(ref_gain(g, gain) / log2(i + 2) for i, g in enumerate(grades))


def ref_ndcg(ranked, qrel, k=None, gain="linear"):
    """torchmetrics-style reference: DCG of the run over DCG of every judged grade sorted descending."""
    idcg = ref_dcg(sorted(qrel.values(), reverse=True), k, gain)
    if idcg == 0:
        return 0.0
    return ref_dcg([qrel.get(d, 0) for d in ranked], k, gain) / idcg


def ref_rr_at_k(ranked, qrel, k, level=1):
    for i, d in enumerate(ranked[:k]):
        if qrel.get(d, 0) >= level:
            return 1.0 / (i + 1)
    return 0.0


def ref_f1_at_k(ranked, qrel, k, level=1):
    n_rel = sum(1 for g in qrel.values() if g >= level)
    hits = sum(1 for d in ranked[:k] if qrel.get(d, 0) >= level)
    if n_rel == 0 or hits == 0:
        return 0.0
    p, r = hits / k, hits / n_rel
    return 2 * p * r / (p + r)


def test_reference_ndcg_itself_agrees_with_trec_eval(data, ranked, expected):
    """The plain-Python reference nDCG (linear gain) reproduces trec_eval's ndcg and ndcg_cut_5/10."""
    qrels, _ = data[SEEDS[0]]
    for qid, exp in expected(SEEDS[0], 1).items():
        ranked_docs = ranked[SEEDS[0]][qid]
        assert abs(ref_ndcg(ranked_docs, qrels[qid]) - exp["ndcg"]) <= TOL, qid
        assert abs(ref_ndcg(ranked_docs, qrels[qid], 5) - exp["ndcg_cut_5"]) <= TOL, qid
        assert abs(ref_ndcg(ranked_docs, qrels[qid], 10) - exp["ndcg_cut_10"]) <= TOL, qid
        assert abs(ref_rr_at_k(ranked_docs, qrels[qid], 10 ** 9) - exp["recip_rank"]) <= TOL, qid


KS = [1, 2, 3, 5, 10, 20, 100]  # evaluate, one call for every query of a seed
KS_ONE_QUERY = [1, 3, 10, 100]  # the per-query functions, one call per query (the kernels are the same)


@pytest.mark.parametrize("k", KS_ONE_QUERY)
@pytest.mark.parametrize("level", [1, 2])
def test_rr_at_k_and_f1_at_k_match_reference(data, ranked, k, level):
    """reciprocal_rank(k=k) and f1_at_k against the plain-Python reference, every query of one seed."""
    qrels, run = data[SEEDS[1]]
    bad = []
    for qid in sorted(set(qrels) & set(run)):
        ranked_docs, qrel = ranked[SEEDS[1]][qid], qrels[qid]
        got = (reciprocal_rank(ranked_docs, qrel, k=k, level=level), f1_at_k(ranked_docs, qrel, k=k, level=level))
        exp = (ref_rr_at_k(ranked_docs, qrel, k, level), ref_f1_at_k(ranked_docs, qrel, k, level))
        if not (abs(got[0] - exp[0]) <= TOL and abs(got[1] - exp[1]) <= TOL):
            bad.append(f"{qid}: (RR@{k}, F1@{k}) ragmetrics {got}, reference {exp}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("k", KS_ONE_QUERY + [None])
def test_exponential_gain_ndcg_matches_reference(data, ranked, k):
    """ndcg_at_k(gain='exponential') (2^g - 1, grades <= 0 -> 0) against the plain-Python reference."""
    qrels, run = data[SEEDS[2]]
    bad = []
    for qid in sorted(set(qrels) & set(run)):
        ranked_docs, qrel = ranked[SEEDS[2]][qid], qrels[qid]
        got = ndcg_at_k(ranked_docs, qrel, k=k, gain="exponential")
        exp = ref_ndcg(ranked_docs, qrel, k, "exponential")
        if not abs(got - exp) <= TOL:
            bad.append(f"{qid}: nDCG(gain=exp)@{k} ragmetrics {got!r}, reference {exp!r}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("k", KS)
def test_evaluate_rr_at_k_f1_at_k_exp_ndcg_match_reference(data, ranked, expected, k):
    """evaluate's 'RR@k', 'F1@k', 'nDCG(gain=exp)@k' (and level 2 RR/F1) per query against the reference."""
    qrels, run = data[SEEDS[3]]
    names = [f"RR@{k}", f"F1@{k}", f"nDCG(gain=exp)@{k}", f"RR(rel=2)@{k}", f"F1(rel=2)@{k}"]
    canon = [str(parse_measure(n)) for n in names]
    res = evaluate(qrels, run, names, score_precision="float32")
    expected_qids = set(expected(SEEDS[3], 1))
    assert set(res.per_query) == expected_qids
    bad = []
    for qid in sorted(expected_qids):
        ranked_docs, qrel = ranked[SEEDS[3]][qid], qrels[qid]
        exp = [ref_rr_at_k(ranked_docs, qrel, k), ref_f1_at_k(ranked_docs, qrel, k),
               ref_ndcg(ranked_docs, qrel, k, "exponential"),
               ref_rr_at_k(ranked_docs, qrel, k, 2), ref_f1_at_k(ranked_docs, qrel, k, 2)]
        for name, e in zip(canon, exp):
            g = res.per_query[qid][name]
            if not abs(g - e) <= TOL:
                bad.append(f"{qid} {name}: ragmetrics {g!r}, reference {e!r}")
    assert not bad, "\n".join(bad[:20])
    for i, name in enumerate(canon):
        assert name in res.mean


@pytest.mark.parametrize("row", [{}, []], ids=["empty_scores", "empty_list"])
@pytest.mark.parametrize("qrel", [{"a": 1, "b": 0}, {"a": 0}], ids=["with_relevant", "none_relevant"])
def test_run_whose_only_query_has_no_docs_scores_zero_like_trec_eval(row, qrel):
    """A run with one query and no docs at all: trec_eval reports that query with 0, not an error."""
    expected = pytrec({"q": qrel}, {"q": {}}, 1)
    assert set(expected) == {"q"} and all(v == 0.0 for v in expected["q"].values())
    res = evaluate({"q": qrel}, {"q": row}, ["nDCG@10", "P@5", "RR", "AP"], score_precision="float32")
    assert res.per_query == {"q": {"nDCG@10": 0.0, "P@5": 0.0, "RR": 0.0, "AP": 0.0}}


@pytest.mark.parametrize("block_cells, chunk_cells", [(1, 1), (600, 37), (5000, 600), (600, 5000)])
def test_block_and_chunk_boundaries_do_not_change_any_value(data, ranked, expected, block_cells, chunk_cells, monkeypatch):
    """evaluate works block by block of queries, each read chunk by chunk: tiny ones agree with trec_eval too."""
    evaluate_module = sys.modules["ragmetrics.evaluate"]  # the name ragmetrics.evaluate is the function
    grade_matrix = sys.modules["ragmetrics.grade_matrix"]
    monkeypatch.setattr(evaluate_module, "BLOCK_CELLS", block_cells)
    monkeypatch.setattr(grade_matrix, "_CHUNK_CELLS", chunk_cells)
    qrels, run = data[SEEDS[0]]
    expected = expected(SEEDS[0], 1)
    names = {trec: str(parse_measure(name)) for trec, (name, _) in measures_for(1).items()}
    lengths = np.array([len(run[q]) for q in run if q in qrels])
    assert len(grade_matrix.blocks(lengths, min(block_cells, chunk_cells))) > 10
    for run_form in (run, ranked[SEEDS[0]]):
        res = evaluate(qrels, run_form, [name for name, _ in measures_for(1).values()], score_precision="float32")
        assert set(res.per_query) == set(expected)
        bad = compare(res.per_query, expected, names)
        assert not bad, f"{len(bad)} mismatches, e.g.\n" + "\n".join(bad[:20])
