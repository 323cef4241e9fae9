"""Every worked example of the three source documents, recomputed independently.

The expected values are written as the arithmetic itself (``1 / log2(3)`` ...), and every
binary / linear-gain example is also checked against trec_eval through pytrec_eval.
Where a source prints a wrong figure (000: ``ndcg@k 0.756`` and the batch averages
``0.722 / 0.533 / 0.600 / 0.812``), the test pins the recomputed value and says so.

Sources: /work/shared/seeds/000_467b844feab73551.txt (es, "Métricas de Retrieval"),
001_ff0abb4f4e9c1fee.txt (es, "Capítulo 1"), 003_d046b78bb14d94dc.txt (zh, interview article).
"""

from math import log2

import numpy as np
import pytest
import pytrec_eval

import ragmetrics as rm
from ragmetrics import (
    RetrievalEvaluator,
    average_precision,
    dcg_at_k,
    evaluate,
    f1_at_k,
    hit_rate_at_k,
    ndcg_at_k,
    precision_at_k,
    r_precision,
    recall_at_k,
    reciprocal_rank,
)

EXACT = dict(abs=1e-12, rel=0)


def approx(x):
    return pytest.approx(x, **EXACT)


def trec_eval_values(retrieved, relevant, measures, level=1):
    """Per-query values of trec_eval (pytrec_eval) for one ranked list.

    The ranked list becomes a run with strictly decreasing scores, so trec_eval's own
    tie-breaking never applies; ``relevant`` is a collection (grade 1) or id -> grade.
    """
    grades = relevant if isinstance(relevant, dict) else {d: 1 for d in relevant}
    qrels = {"q": {str(d): int(g) for d, g in grades.items()}}
    run = {"q": {str(d): float(len(retrieved) - i) for i, d in enumerate(retrieved)}}
    ev = pytrec_eval.RelevanceEvaluator(qrels, set(measures), relevance_level=level)
    return ev.evaluate(run)["q"]


# --------------------------------------------------------------------------------------
# 000 (Spanish): Recall@K, Precision@K, F1@K, MRR, nDCG@K and the RetrievalEvaluator class
# --------------------------------------------------------------------------------------

Q1_RETRIEVED = [1, 3, 5, 7, 9]
Q1_RELEVANT = [3, 7, 12]
EVAL_RETRIEVED = [1, 3, 5, 7, 9, 11, 13]

# nDCG@5 of q1: hits at ranks 2 and 4, ideal = three relevant docs at ranks 1..3.
Q1_NDCG5 = (1 / log2(3) + 1 / log2(5)) / (1 + 1 / log2(3) + 1 / log2(4))


def test_000_recall_at_5_two_of_three_relevant():
    """000 Recall@K example: [1,3,5,7,9] vs [3,7,12] -> 2/3."""
    assert recall_at_k(Q1_RETRIEVED, Q1_RELEVANT, k=5) == approx(2 / 3)


def test_000_precision_at_5_two_of_five():
    """000 Precision@K example: 2 relevant in the top 5 -> 2/5 = 0.40."""
    assert precision_at_k(Q1_RETRIEVED, Q1_RELEVANT, k=5) == approx(2 / 5)


def test_000_f1_at_5_is_harmonic_mean_0_5():
    """000 F1@K example: 2 * (0.4 * 2/3) / (0.4 + 2/3) = 0.5 exactly."""
    p, r = 2 / 5, 2 / 3
    assert f1_at_k(Q1_RETRIEVED, Q1_RELEVANT, k=5) == approx(2 * p * r / (p + r))
    assert 2 * p * r / (p + r) == pytest.approx(0.5)


def test_000_mrr_three_queries_first_relevant_at_2_3_1():
    """000 MRR example: first relevant at ranks 2, 3, 1 -> (1/2 + 1/3 + 1) / 3 = 11/18 (printed 0.61)."""
    queries = [
        ([1, 3, 5, 7, 9], [3, 7]),   # first relevant at rank 2
        ([2, 4, 6, 8, 10], [6]),     # first relevant at rank 3
        ([1, 3, 5, 7, 9], [1]),      # first relevant at rank 1
    ]
    rrs = [reciprocal_rank(ret, rel) for ret, rel in queries]
    assert rrs == [approx(1 / 2), approx(1 / 3), approx(1.0)]
    assert sum(rrs) / 3 == approx(11 / 18)
    qrels = {f"q{i}": {str(d): 1 for d in rel} for i, (_, rel) in enumerate(queries)}
    run = {f"q{i}": [str(d) for d in ret] for i, (ret, _) in enumerate(queries)}
    assert evaluate(qrels, run, ["RR"]).mean["RR"] == approx(11 / 18)


def test_000_ndcg_at_5_of_worked_example_dcg_1_06():
    """000 nDCG@K worked example: DCG = 1/log2(3) + 1/log2(5) (printed 1.06)."""
    assert dcg_at_k(Q1_RETRIEVED, Q1_RELEVANT, k=5) == approx(1 / log2(3) + 1 / log2(5))


def test_000_exercise1_recall_at_5_is_one_third():
    """000 Ejercicio 1: [1,2,3,4,5] vs [3,6,9] -> Recall@5 = 1/3 (printed 0.33)."""
    assert recall_at_k([1, 2, 3, 4, 5], [3, 6, 9], k=5) == approx(1 / 3)


def test_000_exercise2_ndcg_at_5_is_0_6509():
    """000 Ejercicio 2: [1,3,5,7,9] vs [3,7] -> (1/log2 3 + 1/log2 5) / (1 + 1/log2 3) = 0.6509."""
    expected = (1 / log2(3) + 1 / log2(5)) / (1 + 1 / log2(3))
    assert expected == pytest.approx(0.6509, abs=5e-5)
    assert ndcg_at_k([1, 3, 5, 7, 9], [3, 7], k=5) == approx(expected)
    assert ndcg_at_k([1, 3, 5, 7, 9], [3, 7]) == approx(expected)


def test_000_evaluator_single_query_values_and_keys():
    """000 RetrievalEvaluator(k=5).evaluate_query([1,3,5,7,9,11,13], [3,7,12]): nDCG@5 is 0.4982, not the printed 0.756."""
    got = RetrievalEvaluator(k=5).evaluate_query(EVAL_RETRIEVED, Q1_RELEVANT)
    assert set(got) == {"R@5", "P@5", "F1@5", "HitRate@5", "RR", "nDCG@5", "AP", "Rprec"}
    expected = {
        "R@5": 2 / 3,
        "P@5": 2 / 5,
        "F1@5": 0.5,
        "HitRate@5": 1.0,
        "RR": 1 / 2,
        "nDCG@5": Q1_NDCG5,
        "AP": (1 / 2 + 2 / 4) / 3,      # precision at each hit, divided by R = 3 (12 never retrieved)
        "Rprec": 1 / 3,                  # top R=3 is [1,3,5]: one relevant
    }
    assert got == {name: approx(v) for name, v in expected.items()}
    assert Q1_NDCG5 == pytest.approx(0.4982, abs=5e-5)
    assert got["nDCG@5"] != pytest.approx(0.756, abs=5e-4)


THREE_CASES = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]

_F1_FULL = 2 * 0.4 * 1.0 / (0.4 + 1.0)  # P@5 = 0.4, R@5 = 1
THREE_CASES_EXPECTED = {
    "R@5": [2 / 3, 1.0, 1.0],
    "P@5": [0.4, 0.4, 0.4],
    "F1@5": [0.5, _F1_FULL, _F1_FULL],
    "HitRate@5": [1.0, 1.0, 1.0],
    "RR": [1 / 2, 1 / 2, 1.0],
    "nDCG@5": [
        Q1_NDCG5,
        (1 / log2(3) + 1 / log2(4)) / (1 + 1 / log2(3)),
        (1 + 1 / log2(4)) / (1 + 1 / log2(3)),
    ],
    "AP": [(1 / 2 + 2 / 4) / 3, (1 / 2 + 2 / 3) / 2, (1 + 2 / 3) / 2],
    "Rprec": [1 / 3, 1 / 2, 1 / 2],
}


@pytest.mark.parametrize("i", range(3))
def test_000_evaluator_each_of_the_three_cases(i):
    """000 batch example, one case at a time, against hand arithmetic."""
    case = THREE_CASES[i]
    got = RetrievalEvaluator(k=5).evaluate_query(case["retrieved"], case["relevant"])
    assert got == {name: approx(v[i]) for name, v in THREE_CASES_EXPECTED.items()}


def test_000_evaluate_many_means_of_three_cases():
    """000 batch means: R@5 0.8889, P@5 0.4, F1@5 0.5476, RR 0.6667, nDCG@5 0.7038 (printed 0.722/0.533/0.600/0.812 are wrong)."""
    got = RetrievalEvaluator(k=5).evaluate_many(THREE_CASES)
    expected = {name: sum(v) / 3 for name, v in THREE_CASES_EXPECTED.items()}
    assert got == {name: approx(v) for name, v in expected.items()}
    conventions = {"R@5": 0.8889, "P@5": 0.4, "F1@5": 0.5476, "RR": 0.6667, "nDCG@5": 0.7038}
    for name, v in conventions.items():
        assert got[name] == pytest.approx(v, abs=5e-5), name
    printed_wrong = {"R@5": 0.722, "P@5": 0.533, "F1@5": 0.600, "nDCG@5": 0.812}
    for name, v in printed_wrong.items():
        assert got[name] != pytest.approx(v, abs=5e-4), name


def test_000_evaluate_many_ignores_extra_keys_and_accepts_a_generator():
    """evaluate_many: the "query" key is ignored and any iterable of dicts works."""
    plain = [{"retrieved": c["retrieved"], "relevant": c["relevant"]} for c in THREE_CASES]
    a = RetrievalEvaluator(k=5).evaluate_many(THREE_CASES)
    b = RetrievalEvaluator(k=5).evaluate_many(c for c in plain)
    assert a == {name: approx(v) for name, v in b.items()}


def test_000_f1_per_query_mean_differs_from_f1_of_means():
    """Mean of per-query F1@5 is 0.5476; F1 of mean P and mean R is 0.5517: two different numbers."""
    means = RetrievalEvaluator(k=5).evaluate_many(THREE_CASES)
    per_query_f1 = (0.5 + 2 * _F1_FULL) / 3
    p, r = 0.4, (2 / 3 + 1 + 1) / 3
    f1_of_means = 2 * p * r / (p + r)
    assert means["F1@5"] == approx(per_query_f1)
    assert per_query_f1 == pytest.approx(0.5476, abs=5e-5)
    assert f1_of_means == pytest.approx(0.5517, abs=5e-5)
    assert 2 * means["P@5"] * means["R@5"] / (means["P@5"] + means["R@5"]) == approx(f1_of_means)
    assert abs(means["F1@5"] - f1_of_means) > 1e-3


def test_000_batch_evaluate_agrees_with_evaluator_on_three_cases():
    """evaluate(qrels, run) over the three cases gives the same means as evaluate_many."""
    qrels = {f"q{i}": {d: 1 for d in c["relevant"]} for i, c in enumerate(THREE_CASES)}
    run = {f"q{i}": list(c["retrieved"]) for i, c in enumerate(THREE_CASES)}
    res = evaluate(qrels, run, ["R@5", "P@5", "F1@5", "HitRate@5", "RR", "nDCG@5", "AP", "Rprec"])
    expected = {name: sum(v) / 3 for name, v in THREE_CASES_EXPECTED.items()}
    assert res.mean == {name: approx(v) for name, v in expected.items()}
    for i in range(3):
        assert res.per_query[f"q{i}"] == {n: approx(v[i]) for n, v in THREE_CASES_EXPECTED.items()}


# --------------------------------------------------------------------------------------
# 001 (Spanish): Precision@K, Recall@K, reciprocal rank as small functions
# --------------------------------------------------------------------------------------

def test_001_precision_at_5_letters():
    """001: [A,B,C,D,E] vs [A,C,F] -> Precision@5 = 2/5 = 0.4."""
    assert precision_at_k(list("ABCDE"), ["A", "C", "F"], k=5) == approx(0.4)


def test_001_recall_at_5_letters():
    """001: [A,B,C,D,E] vs [A,C,F] -> Recall@5 = 2/3 (printed 0.67)."""
    assert recall_at_k(list("ABCDE"), ["A", "C", "F"], k=5) == approx(2 / 3)


def test_001_reciprocal_rank_first_relevant_at_position_3():
    """001: first relevant at position 3 -> RR = 1/3."""
    assert reciprocal_rank(["B", "D", "C", "A"], {"C", "A"}) == approx(1 / 3)


# --------------------------------------------------------------------------------------
# 003 (Chinese): Recall@K vs Hit Rate@K, MRR, graded nDCG@K
# --------------------------------------------------------------------------------------

GT = {101: 3, 205: 2, 309: 1}
GT_RETRIEVED = [999, 205, 101, 888, 309]
GT_DCG_LINEAR = 0 / log2(2) + 2 / log2(3) + 3 / log2(4) + 0 / log2(5) + 1 / log2(6)
GT_IDCG_LINEAR = 3 / log2(2) + 2 / log2(3) + 1 / log2(4)
GT_DCG_EXP = 0 + (2**2 - 1) / log2(3) + (2**3 - 1) / log2(4) + 0 + (2**1 - 1) / log2(6)
GT_IDCG_EXP = (2**3 - 1) / log2(2) + (2**2 - 1) / log2(3) + (2**1 - 1) / log2(4)


def test_003_graded_ndcg_linear_0_6612():
    """003 graded example {101:3,205:2,309:1}, [999,205,101,888,309]: linear nDCG@5 = 0.6612."""
    expected = GT_DCG_LINEAR / GT_IDCG_LINEAR
    assert expected == pytest.approx(0.6612, abs=5e-5)
    assert ndcg_at_k(GT_RETRIEVED, GT, k=5) == approx(expected)
    assert ndcg_at_k(GT_RETRIEVED, GT, k=5, gain="linear") == approx(expected)
    assert ndcg_at_k(GT_RETRIEVED, GT) == approx(expected)


def test_003_graded_ndcg_exponential_0_6153():
    """003 graded example with exponential gain 2^g - 1: nDCG@5 = 0.6153."""
    expected = GT_DCG_EXP / GT_IDCG_EXP
    assert expected == pytest.approx(0.6153, abs=5e-5)
    assert ndcg_at_k(GT_RETRIEVED, GT, k=5, gain="exponential") == approx(expected)


def test_003_graded_dcg_values():
    """003 DCG of [0,2,3,0,1] and of the ideal [3,2,1], linear and exponential."""
    assert dcg_at_k(GT_RETRIEVED, GT, k=5) == approx(GT_DCG_LINEAR)
    assert dcg_at_k(GT_RETRIEVED, GT, k=5, gain="exponential") == approx(GT_DCG_EXP)
    assert dcg_at_k([101, 205, 309], GT) == approx(GT_IDCG_LINEAR)
    assert dcg_at_k([101, 205, 309], GT, gain="exponential") == approx(GT_IDCG_EXP)


def test_003_graded_ndcg_at_3_cuts_run_and_ideal():
    """003 graded example at k=3: DCG of [0,2,3] over the ideal [3,2,1] (both cut at 3)."""
    expected = (2 / log2(3) + 3 / log2(4)) / GT_IDCG_LINEAR
    assert ndcg_at_k(GT_RETRIEVED, GT, k=3) == approx(expected)


def test_003_graded_recall_at_5_is_one_but_ndcg_is_not():
    """003: all three graded docs are retrieved: Recall@5 = 1 while nDCG@5 < 1."""
    assert recall_at_k(GT_RETRIEVED, GT, k=5) == approx(1.0)
    assert ndcg_at_k(GT_RETRIEVED, GT, k=5) < 1.0


def test_003_binary_version_of_the_graded_example():
    """003 binary variant {101:1,205:1,309:1}: gains [0,1,1,0,1] -> (1/log2 3 + 1/2 + 1/log2 6) / (1 + 1/log2 3 + 1/2)."""
    binary = {101: 1, 205: 1, 309: 1}
    expected = (1 / log2(3) + 1 / log2(4) + 1 / log2(6)) / (1 + 1 / log2(3) + 1 / log2(4))
    assert ndcg_at_k(GT_RETRIEVED, binary, k=5) == approx(expected)
    assert ndcg_at_k(GT_RETRIEVED, [101, 205, 309], k=5) == approx(expected)


def test_003_building_blocks_on_graded_example():
    """003: grades_of -> [0,2,3,0,1], ideal_grades -> [3,2,1], gains, discounts 1/log2(rank+1)."""
    from ragmetrics.retrieval import discounts, gains, grades_of, ideal_grades

    np.testing.assert_array_equal(grades_of(GT_RETRIEVED, GT), [0.0, 2.0, 3.0, 0.0, 1.0])
    np.testing.assert_array_equal(ideal_grades(GT), [3.0, 2.0, 1.0])
    np.testing.assert_array_equal(gains(np.array([0.0, 2.0, 3.0, 0.0, 1.0])), [0, 2, 3, 0, 1])
    np.testing.assert_array_equal(
        gains(np.array([0.0, 2.0, 3.0, -1.0, 1.0]), gain="exponential"), [0, 3, 7, 0, 1]
    )
    np.testing.assert_allclose(discounts(5), [1 / log2(r + 1) for r in range(1, 6)], rtol=0, atol=1e-15)


def test_003_recall_at_k_two_of_three():
    """003 Recall@K text example: 3 relevant docs, 2 of them in the top 5 -> 2/3."""
    assert recall_at_k([11, 3, 12, 7, 13], [3, 7, 9], k=5) == approx(2 / 3)


@pytest.mark.parametrize(
    "retrieved, recall, hit",
    [
        ([1, 10, 11, 12, 13], 1 / 4, 1.0),   # 1 of the 4 relevant docs found
        ([4, 10, 3, 2, 1], 4 / 4, 1.0),      # all 4 found
        ([10, 11, 12, 13, 14], 0.0, 0.0),    # none found
    ],
    ids=["one_of_four", "four_of_four", "none"],
)
def test_003_recall_vs_hit_rate_with_four_relevant(retrieved, recall, hit):
    """003 follow-up: 4 relevant docs, 1 or 4 found -> Recall 0.25 vs 1, Hit Rate 1 in both cases."""
    relevant = [1, 2, 3, 4]
    assert recall_at_k(retrieved, relevant, k=5) == approx(recall)
    assert hit_rate_at_k(retrieved, relevant, k=5) == approx(hit)


def test_003_hit_rate_80_of_100_queries():
    """003: 100 queries, 80 with at least one relevant doc in the top 5 -> Hit Rate@5 = 0.8."""
    cases = []
    for i in range(100):
        relevant = [f"r{i}"]
        hit_pos = i % 5
        retrieved = [f"n{i}_{j}" for j in range(5)]
        if i < 80:
            retrieved[hit_pos] = f"r{i}"
        else:
            retrieved.append(f"r{i}")  # relevant at rank 6: not a hit at 5
        cases.append({"retrieved": retrieved, "relevant": relevant})
    assert RetrievalEvaluator(k=5).evaluate_many(cases)["HitRate@5"] == approx(0.8)
    qrels = {str(i): {c["relevant"][0]: 1} for i, c in enumerate(cases)}
    run = {str(i): c["retrieved"] for i, c in enumerate(cases)}
    for alias in ["HitRate@5", "Success@5", "hit_rate@5"]:
        res = evaluate(qrels, run, [alias])
        assert list(res.mean.values()) == [approx(0.8)], alias


@pytest.mark.parametrize(
    "rank, rr",
    [(1, 1.0), (3, 1 / 3)],
)
def test_003_mrr_first_relevant_at_rank(rank, rr):
    """003 MRR text: first relevant at rank 1 -> 1, at rank 3 -> 1/3."""
    retrieved = ["x1", "x2", "x3", "x4", "x5"]
    retrieved[rank - 1] = "rel"
    assert reciprocal_rank(retrieved, ["rel"]) == approx(rr)
    assert reciprocal_rank(retrieved, ["rel"], k=5) == approx(rr)


def test_003_rr_at_k_is_zero_when_no_relevant_in_top_k_but_rr_is_not():
    """003 "no relevant doc in the top K -> 0" is RR@K; trec_eval's RR has no cutoff (rank 7 -> 1/7)."""
    retrieved = [f"x{i}" for i in range(1, 7)] + ["rel"]
    assert reciprocal_rank(retrieved, ["rel"], k=5) == 0.0
    assert reciprocal_rank(retrieved, ["rel"]) == approx(1 / 7)
    assert reciprocal_rank(retrieved, ["rel"], k=7) == approx(1 / 7)


# --------------------------------------------------------------------------------------
# Every example above, once more against trec_eval itself
# --------------------------------------------------------------------------------------

TREC_EXAMPLES = [
    ("000_eval", EVAL_RETRIEVED, Q1_RELEVANT),
    ("000_q1", *[THREE_CASES[0][k] for k in ("retrieved", "relevant")]),
    ("000_q2", *[THREE_CASES[1][k] for k in ("retrieved", "relevant")]),
    ("000_q3", *[THREE_CASES[2][k] for k in ("retrieved", "relevant")]),
    ("000_ex1", [1, 2, 3, 4, 5], [3, 6, 9]),
    ("000_ex2", [1, 3, 5, 7, 9], [3, 7]),
    ("001_letters", list("ABCDE"), ["A", "C", "F"]),
    ("003_graded", GT_RETRIEVED, GT),
    ("003_binary", GT_RETRIEVED, {101: 1, 205: 1, 309: 1}),
    ("003_one_of_four", [1, 10, 11, 12, 13], [1, 2, 3, 4]),
]


@pytest.mark.parametrize("name, retrieved, relevant", TREC_EXAMPLES, ids=[e[0] for e in TREC_EXAMPLES])
def test_seed_example_matches_trec_eval(name, retrieved, relevant):
    """Each seed example: per-query functions equal trec_eval's P_5, recall_5, success_5, recip_rank, map, Rprec, ndcg, ndcg_cut_5."""
    te = trec_eval_values(
        retrieved, relevant,
        {"P.5", "recall.5", "success.5", "recip_rank", "map", "Rprec", "ndcg", "ndcg_cut.5", "map_cut.5"},
    )
    ours = {
        "P_5": precision_at_k(retrieved, relevant, k=5),
        "recall_5": recall_at_k(retrieved, relevant, k=5),
        "success_5": hit_rate_at_k(retrieved, relevant, k=5),
        "recip_rank": reciprocal_rank(retrieved, relevant),
        "map": average_precision(retrieved, relevant),
        "map_cut_5": average_precision(retrieved, relevant, k=5),
        "Rprec": r_precision(retrieved, relevant),
        "ndcg": ndcg_at_k(retrieved, relevant),
        "ndcg_cut_5": ndcg_at_k(retrieved, relevant, k=5),
    }
    assert ours == {m: pytest.approx(v, abs=1e-9) for m, v in te.items()}


def test_package_reexports_the_contract_names():
    """The public names of docs/api.md are importable from ragmetrics."""
    for name in [
        "recall_at_k", "precision_at_k", "f1_at_k", "hit_rate_at_k", "reciprocal_rank",
        "dcg_at_k", "ndcg_at_k", "average_precision", "r_precision", "RetrievalEvaluator",
        "evaluate", "parse_measure", "read_qrels", "read_run", "write_qrels", "write_run",
        "TrecFormatError",
    ]:
        assert callable(getattr(rm, name)), name


def test_003_evaluator_with_level_2_and_exponential_gain():
    """RetrievalEvaluator(k=3, level=2, gain="exponential") on the graded example: relevant = {101, 205}."""
    got = RetrievalEvaluator(k=3, level=2, gain="exponential").evaluate_query(GT_RETRIEVED, GT)
    by_name = {rm.parse_measure(key).name: v for key, v in got.items()}
    p, r = 2 / 3, 2 / 2
    expected = {
        "R": r,
        "P": p,
        "F1": 2 * p * r / (p + r),
        "HitRate": 1.0,
        "RR": 1 / 2,
        "AP": (1 / 2 + 2 / 3) / 2,
        "Rprec": 1 / 2,                        # top R=2 is [999, 205]
        "nDCG": (3 / log2(3) + 7 / log2(4)) / (7 + 3 / log2(3) + 1 / log2(4)),  # raw grades, exp gain
    }
    assert by_name == {n: approx(v) for n, v in expected.items()}
    for key in got:  # each key describes its value: level 2 on the binary measures, exp gain on nDCG
        m = rm.parse_measure(key)
        assert m.level == (1 if m.name == "nDCG" else 2), key
        assert m.gain == ("exponential" if m.name == "nDCG" else "linear"), key
