"""Chapter 04: evaluating a retriever (many queries, means vs per query, metric vs k, RetrievalEvaluator,
TREC runs, comparing two retrievers)."""

import ragmetrics as rm

from .build import choice, number
from .library import dcg, hint, hits, mean, ndcg_ideal_from_retrieved, per_query, precision, recall, relevant_ids

# Seed 000's three test cases (its printed means 0.722, 0.533, 0.600, 0.812 are wrong).
SEED_CASES = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]


def _cases_facts(i) -> dict:
    return {"n_queries": len(i["test_cases"])}


def _evaluator_mean(name):
    return lambda i: rm.RetrievalEvaluator(k=i["k"]).evaluate_many(i["test_cases"])[f"{name}@{i['k']}"]


def _micro_recall(i) -> float:
    """Relevant found over all queries / relevant over all queries (pooled counts, a micro-average)."""
    found = sum(hits({**case, "k": i["k"]}) for case in i["test_cases"])
    total = sum(len(relevant_ids(case)) for case in i["test_cases"])
    return found / total


number("04.evaluator_recall", _evaluator_mean("R"), {"test_cases": SEED_CASES, "k": 5},
       (hint("hint.micro_average", _micro_recall),
        hint("hint.mean_precision_not_recall", lambda i: mean(per_query(precision, i["test_cases"], i["k"]))),
        hint("hint.mean_hit_rate_not_recall", _evaluator_mean("HitRate"))),
       facts=_cases_facts, source="seed000: Métricas promedio, recall@k 0.722 (wrong)", topic="evaluation")
number("04.evaluator_ndcg", _evaluator_mean("nDCG"), {"test_cases": SEED_CASES, "k": 5},
       (hint("hint.mean_dcg_not_ndcg", lambda i: mean(per_query(dcg, i["test_cases"], i["k"]))),
        hint("hint.mean_ideal_from_retrieved",
             lambda i: mean(per_query(ndcg_ideal_from_retrieved, i["test_cases"], i["k"]))),
        hint("hint.mean_recall_not_ndcg", lambda i: mean(per_query(recall, i["test_cases"], i["k"])))),
       facts=_cases_facts, source="seed000: Métricas promedio, ndcg@k 0.812 (wrong)", topic="evaluation")


def _worst_query(i) -> str:
    values = [rm.ndcg_at_k(case["retrieved"], case["relevant"], k=i["k"]) for case in i["test_cases"]]
    return "abc"[values.index(min(values))]


def _per_query_facts(i) -> dict:
    values = [rm.ndcg_at_k(case["retrieved"], case["relevant"], k=i["k"]) for case in i["test_cases"]]
    return {"ndcg_a": f"{values[0]:.3f}", "ndcg_b": f"{values[1]:.3f}", "ndcg_c": f"{values[2]:.3f}",
            "mean": f"{sum(values) / len(values):.3f}"}


choice("04.worst_query", 3, _worst_query, inputs={"test_cases": SEED_CASES, "k": 5}, facts=_per_query_facts,
       source="seed000: evaluar múltiples queries", topic="evaluation")


def _first_full_recall(i) -> int:
    """The smallest k at which Recall@k reaches 1 (computed with ragmetrics, k = 1, 2, ...)."""
    for k in range(1, len(i["retrieved"]) + 1):
        if rm.recall_at_k(i["retrieved"], i["relevant"], k=k) == 1.0:
            return k
    return 0


def _first_hit(i) -> int:
    return next(k for k in range(1, len(i["retrieved"]) + 1) if rm.hit_rate_at_k(i["retrieved"], i["relevant"], k=k) == 1.0)


number("04.recall_curve", _first_full_recall, {"retrieved": [8, 3, 9, 1, 4, 7, 2], "relevant": [9, 7]},
       (hint("hint.k_first_hit", _first_hit),
        hint("hint.k_zero_based", lambda i: _first_full_recall(i) - 1),
        hint("hint.k_count_relevant", lambda i: len(i["relevant"]))),
       facts=lambda i: {"n_relevant": len(i["relevant"])}, integer=True, topic="evaluation")

# A scored run in TREC form: the file order (as written) is not the ranking; scores decide.
QRELS = {"q1": {"d1": 1, "d4": 2}, "q2": {"d2": 1}}
RUN = {"q1": {"d1": 0.2, "d2": 0.9, "d3": 0.5, "d4": 0.7}, "q2": {"d5": 0.8, "d2": 0.6, "d6": 0.4}}


def _mean_ndcg(i, *, order="score", missing="skip") -> float:
    run = i["run"]
    if order == "file":
        run = {q: list(docs) for q, docs in run.items()}  # a list is taken as already ranked
    elif order == "ascending":
        run = {q: sorted(docs, key=docs.get) for q, docs in run.items()}
    return rm.evaluate(i["qrels"], run, [f"nDCG@{i['k']}"], missing_queries=missing).mean[f"nDCG@{i['k']}"]


def _mean_dcg_run(i) -> float:
    """The mean DCG@k instead of nDCG@k (each run ranked by score, as it should be)."""
    ranked = {q: sorted(docs, key=docs.get, reverse=True) for q, docs in i["run"].items()}
    return sum(rm.dcg_at_k(ranked[q], i["qrels"][q], k=i["k"]) for q in ranked) / len(ranked)


number("04.trec_order", _mean_ndcg, {"qrels": QRELS, "run": RUN, "k": 3},
       (hint("hint.run_file_order", lambda i: _mean_ndcg(i, order="file")),
        hint("hint.run_ascending", lambda i: _mean_ndcg(i, order="ascending")),
        hint("hint.mean_dcg_run", _mean_dcg_run)),
       facts=lambda i: {"n_queries": len(i["run"])}, topic="evaluation")

QRELS_3 = {**QRELS, "q3": {"d9": 1}}


def _per_query_sum(i) -> float:
    per = rm.evaluate(i["qrels"], i["run"], [f"nDCG@{i['k']}"], missing_queries="zero").per_query
    return sum(values[f"nDCG@{i['k']}"] for values in per.values())


number("04.missing_query", lambda i: _mean_ndcg(i, missing="zero"), {"qrels": QRELS_3, "run": RUN, "k": 3},
       (hint("hint.missing_skipped", lambda i: _mean_ndcg(i, missing="skip")),
        hint("hint.missing_file_order", lambda i: _mean_ndcg(i, order="file", missing="zero")),
        hint("hint.missing_sum", _per_query_sum)),
       facts=lambda i: {"n_queries": len(i["qrels"])}, topic="evaluation")

# Two retrievers on the same three queries.
COMPARE = {
    "relevant": [[1, 2, 3], [4, 5], [6]],
    "run_a": [[1, 2, 9, 8, 3], [9, 8, 4, 7, 5], [9, 8, 7, 10, 11]],
    "run_b": [[9, 1, 8, 2, 3], [4, 9, 5, 8, 7], [6, 9, 8, 7, 10]],
    "k": 5,
}


def _means(i, measure=rm.ndcg_at_k):
    a = [measure(r, rel, k=i["k"]) for r, rel in zip(i["run_a"], i["relevant"])]
    b = [measure(r, rel, k=i["k"]) for r, rel in zip(i["run_b"], i["relevant"])]
    return sum(a) / len(a), sum(b) / len(b)


def _diff(i, measure=rm.ndcg_at_k) -> float:
    a, b = _means(i, measure)
    return b - a


number("04.compare_diff", _diff, COMPARE,
       (hint("hint.diff_sign", lambda i: -_diff(i)),
        hint("hint.diff_recall", lambda i: _diff(i, rm.recall_at_k)),
        hint("hint.diff_b_only", lambda i: _means(i)[1])),
       facts=lambda i: {"n_queries": len(i["relevant"])}, unit_interval=False, topic="evaluation")


def _wins(i) -> dict:
    a = [rm.ndcg_at_k(r, rel, k=i["k"]) for r, rel in zip(i["run_a"], i["relevant"])]
    b = [rm.ndcg_at_k(r, rel, k=i["k"]) for r, rel in zip(i["run_b"], i["relevant"])]
    return {"per_a": ", ".join(f"{x:.3f}" for x in a), "per_b": ", ".join(f"{x:.3f}" for x in b),
            "b_wins": sum(y > x for x, y in zip(a, b)), "n_queries": len(a),
            "diff": f"{sum(b) / len(b) - sum(a) / len(a):+.3f}"}


choice("04.compare_conclusion", 3, "c", inputs=COMPARE, facts=_wins, topic="evaluation")
choice("04.mean_hides", 3, "b", topic="evaluation")
choice("04.trec_rank_column", 3, "b", source="conventions: trec_eval sorts by score, then doc id", topic="evaluation")
