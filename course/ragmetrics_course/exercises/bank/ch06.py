"""Chapter 06: conventions and pitfalls (ties, duplicates, k larger than the run, empty ground truth,
RR cutoff, nDCG vs nDCG@k, relevance level, F1 of the mean vs the mean F1)."""

import ragmetrics as rm

from .build import choice, number
from .library import as_grades, f1, hint, mean, per_query, pick, precision, recall
from .ch04 import SEED_CASES


# Ties: four documents with the same score. trec_eval breaks ties by doc id, descending, as byte strings.
def _tie_rr(i) -> float:
    return rm.evaluate({"q": {doc: 1 for doc in i["relevant"]}}, {"q": i["run"]}, ["RR"]).mean["RR"]


def _rr_in_order(order):
    """RR of the run ranked by another tie rule (``order`` turns the run into a ranked list)."""
    return lambda i: rm.reciprocal_rank(order(i["run"]), i["relevant"])


number("06.ties", _tie_rr, {"run": {"d2": 0.5, "d10": 0.5, "d20": 0.5, "d3": 0.5}, "relevant": ["d2"]},
       (hint("hint.ties_input_order", _rr_in_order(list)),
        hint("hint.ties_numeric", _rr_in_order(lambda run: sorted(run, key=lambda d: -int(d[1:])))),
        hint("hint.ties_ascending", _rr_in_order(sorted))),
       facts=None, source="conventions: ties broken by doc id, descending, as byte strings", topic="conventions")

number("06.k_larger", precision, {"retrieved": [1, 2, 3, 4], "relevant": [2, 4], "k": 10},
       pick("precision_by_retrieved", "recall_not_precision", "f1_not_precision"), topic="conventions")

# RR with a cutoff over three queries whose first relevant doc is at ranks 1, 5 and 2.
RR_QUERIES = [
    {"retrieved": [11, 12, 13, 14, 15], "relevant": [11]},
    {"retrieved": [21, 22, 23, 24, 25], "relevant": [25]},
    {"retrieved": [31, 32, 33, 34, 35], "relevant": [32, 35]},
]


def _rr_at(k):
    return lambda q: rm.reciprocal_rank(q["retrieved"], q["relevant"], k=k)


number("06.mrr_cutoff", lambda i: mean(map(_rr_at(i["k"]), i["queries"])), {"queries": RR_QUERIES, "k": 3},
       (hint("hint.mrr_no_cutoff", lambda i: mean(map(_rr_at(None), i["queries"]))),
        hint("hint.mrr_dropped_zero", lambda i: mean(v for v in map(_rr_at(i["k"]), i["queries"]) if v > 0)),
        hint("hint.mrr_k_plus_one", lambda i: mean(v if v > 0 else 1 / (i["k"] + 1) for v in map(_rr_at(i["k"]), i["queries"])))),
       facts=lambda i: {"n_queries": len(i["queries"])}, topic="conventions")

# nDCG over the whole ranking (trec_eval's ndcg) against nDCG@k (ndcg_cut_k).
FULL = {"retrieved": [1, 2, 3, 4, 5, 6, 7], "relevant": {2: 1, 7: 1, 9: 1}, "k": 5}


def _ndcg_full(i) -> float:
    return rm.ndcg_at_k(i["retrieved"], i["relevant"])


def _ndcg_full_ideal_retrieved(i) -> float:
    seen = {doc: g for doc, g in i["relevant"].items() if doc in i["retrieved"]}
    return rm.ndcg_at_k(i["retrieved"], seen)


number("06.ndcg_no_cut", _ndcg_full, FULL,
       (hint("hint.ndcg_cutoff_not_full", lambda i: rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"])),
        hint("hint.ndcg_full_ideal_retrieved", _ndcg_full_ideal_retrieved),
        hint("hint.dcg_full_not_ndcg", lambda i: rm.dcg_at_k(i["retrieved"], i["relevant"]))),
       facts=lambda i: {"n_relevant": len(as_grades(i["relevant"])), "n_retrieved": len(i["retrieved"])},
       topic="conventions")

# A relevance level: grade >= 2 counts as relevant (trec_eval -l 2, ir_measures P(rel=2)@5).
LEVEL = {"retrieved": [1, 2, 3, 4, 5], "relevant": {1: 3, 3: 1, 5: 2, 8: 2}, "k": 5, "level": 2}
number("06.relevance_level", precision, LEVEL,
       (hint("hint.level_one", lambda i: rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"])),
        hint("hint.level_recall", recall),
        hint("hint.level_three", lambda i: rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"], level=3))),
       facts=None, topic="conventions")


# The mean of per-query F1 (what RetrievalEvaluator reports) vs F1 of mean P and mean R.
def _f1_of_means(i) -> float:
    p = mean(per_query(precision, i["test_cases"], i["k"]))
    r = mean(per_query(recall, i["test_cases"], i["k"]))
    return 2 * p * r / (p + r)


number("06.f1_mean", lambda i: mean(per_query(f1, i["test_cases"], i["k"])), {"test_cases": SEED_CASES, "k": 5},
       (hint("hint.f1_of_means", _f1_of_means),
        hint("hint.f1_arithmetic_of_means",
             lambda i: (mean(per_query(precision, i["test_cases"], i["k"])) + mean(per_query(recall, i["test_cases"], i["k"]))) / 2),
        hint("hint.f1_mean_forgot_two", lambda i: mean(per_query(f1, i["test_cases"], i["k"])) / 2)),
       facts=lambda i: {"n_queries": len(i["test_cases"])}, tolerance=0.001,
       source="conventions: 0.5476 (mean F1) vs 0.5517 (F1 of means)", topic="conventions")


def _duplicates(i) -> str:
    try:
        value = rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"])
    except ValueError:
        return "c"
    first = list(dict.fromkeys(i["retrieved"]))
    return "b" if value == rm.ndcg_at_k(first, i["relevant"], k=i["k"]) else "a"


choice("06.duplicates", 3, _duplicates, inputs={"retrieved": [3, 7, 3, 9], "relevant": [3, 7], "k": 4},
       source="conventions: duplicates", topic="conventions")


def _empty_truth(i) -> str:
    values = {rm.recall_at_k(i["retrieved"], i["relevant"], k=i["k"]),
              rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"]),
              rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"]),
              rm.reciprocal_rank(i["retrieved"], i["relevant"])}
    return "a" if values == {0.0} else "b"


choice("06.empty_truth", 3, _empty_truth, inputs={"retrieved": [4, 8, 15], "relevant": [], "k": 3},
       topic="conventions")
choice("06.level_ndcg", 3, "b", source="conventions: trec_eval#35", topic="conventions")


def _tie_rr(i) -> float:
    return rm.evaluate({"q": i["qrels"]}, {"q": i["run"]}, ["RR"]).mean["RR"]


def _tie_ids(i) -> str:
    """RR 1: the relevant d9 comes first; RR 0.5: d10 does."""
    return {1.0: "b", 0.5: "a"}.get(_tie_rr(i), "c")


choice("06.tie_ids", 3, _tie_ids, facts=lambda i: {"rr": f"{_tie_rr(i):g}"},
       inputs={"run": {"d10": 0.5, "d9": 0.5}, "qrels": {"d9": 1}},
       source="conventions: ties by doc id, descending", topic="conventions")
choice("06.libraries_disagree", 3, "b", source="conventions: why libraries disagree", topic="conventions")
