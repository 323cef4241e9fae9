"""A practitioner's script, type-checked with ``mypy --strict`` by tests/test_typing.py.

It evaluates a run, compares two runs and scores one answer, using only the public API; mypy must report
nothing, and every value it reads from the library must have a real type (the test runs mypy with
--disallow-any-expr, so a public name typed ``Any`` would be reported here).
"""

from __future__ import annotations

import ragmetrics as rm
from ragmetrics import compare, evaluate, faithfulness
from ragmetrics.generation import HashingEmbedder, RuleJudge

qrels: dict[str, dict[str, int]] = {"q1": {"d1": 1, "d2": 0}, "q2": {"d3": 2}, "q3": {"d5": 1}}
run_a: dict[str, dict[str, float]] = {"q1": {"d1": 0.5, "d2": 0.9}, "q2": {"d4": 3.0, "d3": 1.5}, "q3": {"d5": 1.0}}
run_b: dict[str, list[str]] = {"q1": ["d1", "d2"], "q2": ["d3"], "q3": ["d9", "d5"]}

results = evaluate(qrels, run_a, ["nDCG@10", "P@1"])
mean_ndcg: float = results.mean["nDCG@10"]
per_query: dict[str, float] = results.per_query["q1"]
listed = rm.evaluate(qrels, run_b, "RR", missing_queries="zero")

comparison = compare(qrels, {"A": run_a, "B": run_b}, ["nDCG@10", "RR"], n_resamples=None)
row = comparison.rows[0]
low, high = row.ci
p_value: float = row.p_adjusted
significant: bool = row.significant
paired = rm.paired_test([0.2, 0.5, 0.4], [0.4, 0.6, 0.5], test="t-test")
difference: float = paired.mean_difference

result = faithfulness("You can return items within 60 days.", ["Returns are accepted within 30 days."],
                      question="How long do I have?", judge=RuleJudge())
score: float = float(result)
reasons: tuple[str, ...] = result.reasons
relevancy = rm.answer_relevancy("How long do I have?", "Within 30 days.", embedder=HashingEmbedder())
recall = rm.context_recall(["Returns are accepted within 30 days."], "You can return items within 30 days.")
correct = rm.answer_correctness("Within 30 days.", "You can return items within 30 days.", weights=(1.0, 0.0))
ranking: list[str] = ["d1", "d2"]
judged_ids: list[str] = ["d1"]
per_doc: float = rm.ndcg_at_k(ranking, {"d1": 1}, k=2) + rm.bpref(ranking, judged_ids)
scores = rm.RetrievalEvaluator(k=5).evaluate_query([1, 3, 5], [3])

print(mean_ndcg, per_query, listed.mean, low, high, p_value, significant, difference, score, reasons,
      relevancy.score, float(recall), correct.f1, per_doc, scores["RR"])
