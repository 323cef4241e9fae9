"""Chapter 02: Hit Rate@K and MRR (with and without a cutoff)."""

import ragmetrics as rm

from .build import choice, number, text
from .library import hint, hit_rate, mean, per_query, pick, precision, ranks, recall, rr, rr_at_k


def queries_facts(i) -> dict:
    return {"n_queries": len(i["queries"])}


def _first_ranks(i) -> list[int]:
    return [ranks({"retrieved": q["retrieved"], "relevant": q["relevant"]})[0] for q in i["queries"]]


# Seed 003 (Chinese article): 100 queries, 80 with a relevant doc in the top 5 -> Hit Rate@5 = 0.8.
# The same proportion on five queries small enough to read.
HIT_QUERIES = [
    {"retrieved": [11, 12, 13, 14, 15], "relevant": [12]},
    {"retrieved": [21, 22, 23, 24, 25], "relevant": [21, 29]},
    {"retrieved": [31, 32, 33, 34, 35], "relevant": [39]},
    {"retrieved": [41, 42, 43, 44, 45], "relevant": [44, 45, 46]},
    {"retrieved": [51, 52, 53, 54, 55], "relevant": [53]},
]
number("02.hit_rate_queries", lambda i: mean(per_query(hit_rate, i["queries"], i["k"])),
       {"queries": HIT_QUERIES, "k": 5},
       (hint("hint.mean_recall_not_hit_rate", lambda i: mean(per_query(recall, i["queries"], i["k"]))),
        hint("hint.hit_queries_count", lambda i: sum(per_query(hit_rate, i["queries"], i["k"]))),
        hint("hint.mean_precision_not_hit_rate", lambda i: mean(per_query(precision, i["queries"], i["k"]))),
        hint("hint.mrr_not_hit_rate", lambda i: mean(per_query(rr_at_k, i["queries"], i["k"])))),
       facts=queries_facts, source="seed003: Hit Rate@5 = 80/100", topic="hit_rate")

# Seed 000's MRR example: first relevant doc at ranks 2, 3 and 1 (the ticks of the capsule).
MRR_QUERIES = [
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7]},
    {"retrieved": [2, 4, 6, 8, 10], "relevant": [6]},
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [1]},
]
number("02.mrr_seed", lambda i: mean(per_query(rr, i["queries"], None)),
       {"queries": MRR_QUERIES},
       (hint("hint.mrr_inverse_mean_rank", lambda i: 1 / mean(_first_ranks(i))),
        hint("hint.mrr_sum", lambda i: sum(per_query(rr, i["queries"], None))),
        hint("hint.mrr_last_relevant",
             lambda i: mean(1 / ranks({"retrieved": q["retrieved"], "relevant": q["relevant"]})[-1] for q in i["queries"])),
        hint("hint.mrr_hit_rate", lambda i: mean(per_query(hit_rate, i["queries"], len(i["queries"][0]["retrieved"]))))),
       facts=queries_facts, source="seed000: MRR = (0.50 + 0.33 + 1.0) / 3", topic="mrr")

# Seed 001: "si el primer relevante está en la posición 3: RR = 1/3".
number("02.rr_rank3", rr, {"retrieved": ["D", "E", "A", "B", "C"], "relevant": ["A", "C", "F"]},
       pick("rank_not_reciprocal", "rr_zero_based", "rr_last_relevant"),
       source="seed001: RR = 1/3 = 0.33", topic="mrr")

# New: the first relevant doc is at rank 7, below the cutoff 5 (the conventions' RR vs RR@5).
CUTOFF = {"retrieved": [21, 22, 23, 24, 25, 26, 27, 28], "relevant": [27, 28], "k": 5}
number("02.rr_cutoff", rr_at_k, CUTOFF, pick("rr_no_cutoff", "rr_zero_based", "one_over_k", "rr_last_relevant"),
       topic="mrr")
number("02.rr_no_cutoff", rr, {key: CUTOFF[key] for key in ("retrieved", "relevant")},
       (hint("hint.rr_with_cutoff_5", lambda i: rm.reciprocal_rank(i["retrieved"], i["relevant"], k=5)),
        *pick("rr_zero_based", "rr_last_relevant", "rank_not_reciprocal")),
       topic="mrr")

# Seed 003's follow-up: 4 relevant docs, the top 5 finds 1 of them (Recall 0.25, Hit Rate 1).
number("02.recall_one_of_four", recall, {"retrieved": [7, 1, 8, 9, 10], "relevant": [1, 2, 3, 4], "k": 5},
       pick("hit_rate_not_recall", "precision_not_recall", "missed_share"),
       source="seed003: Recall 0.25 vs Hit Rate 1", topic="recall")


def _tells_apart(i) -> str:
    """a: only Hit Rate differs, b: only Recall, c: both, d: neither (computed with ragmetrics)."""
    k, rel = i["k"], i["relevant"]
    hit = rm.hit_rate_at_k(i["retrieved_a"], rel, k=k) != rm.hit_rate_at_k(i["retrieved_b"], rel, k=k)
    rec = rm.recall_at_k(i["retrieved_a"], rel, k=k) != rm.recall_at_k(i["retrieved_b"], rel, k=k)
    return {(True, False): "a", (False, True): "b", (True, True): "c", (False, False): "d"}[(hit, rec)]


def _a_vs_b(i) -> dict:
    k, rel = i["k"], i["relevant"]
    return {
        "recall_a": f"{rm.recall_at_k(i['retrieved_a'], rel, k=k):.2f}",
        "recall_b": f"{rm.recall_at_k(i['retrieved_b'], rel, k=k):.2f}",
        "hit_a": f"{rm.hit_rate_at_k(i['retrieved_a'], rel, k=k):g}",
        "hit_b": f"{rm.hit_rate_at_k(i['retrieved_b'], rel, k=k):g}",
    }


choice("02.recall_vs_hit_rate", 4, _tells_apart,
       inputs={"relevant": [1, 2, 3, 4], "retrieved_a": [7, 1, 8, 9, 10], "retrieved_b": [2, 9, 4, 1, 3], "k": 5},
       facts=_a_vs_b, source="seed003: Recall 和 Hit Rate 有什么区别？", topic="hit_rate")
choice("02.when_mrr", 3, "a", source="seed000: MRR, FAQ search", topic="mrr")
choice("02.rr_no_relevant", 3,
       lambda i: "a" if rm.reciprocal_rank(i["retrieved"], i["relevant"], k=i["k"]) == 0 else "b",
       inputs={"retrieved": [3, 1, 4, 5, 9, 2, 6, 8, 7, 10], "relevant": [42], "k": 10}, topic="mrr")
text("02.name_hit_rate",
     accepted=("hit rate", "hitrate", "hit rate@k", "success", "success@k", "hit@k", "tasa de aciertos", "命中率"),
     wrong={"recall": ("recall", "recall@k", "exhaustividad", "召回率"),
            "mrr": ("mrr", "reciprocal rank", "rr", "rango recíproco medio", "平均倒数排名", "倒数排名")},
     source="seed003: Hit Rate 看有没有至少召回一个", topic="hit_rate")
