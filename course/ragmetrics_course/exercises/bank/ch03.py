"""Chapter 03: nDCG@K (binary and graded, linear and exponential gain, the ideal DCG)."""

import numpy as np

import ragmetrics as rm
from ragmetrics.retrieval import discounts, gains, grades_of, ideal_grades

from .build import choice, number
from .library import Hint, dcg, ndcg, pick

GRADED = {"retrieved": [999, 205, 101, 888, 309], "relevant": {101: 3, 205: 2, 309: 1}, "k": 5}

# Seed 000, exercise 2: nDCG@5 of [1, 3, 5, 7, 9] against [3, 7].
number("03.ndcg_seed", ndcg, {"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7], "k": 5},
       pick("dcg_not_ndcg", "ndcg_ideal_full_k", "ndcg_reciprocal_discount", "recall_not_ndcg"),
       source="seed000: ejercicio 2", topic="ndcg")

# Seed 003: graded relevance {101: 3, 205: 2, 309: 1}, retrieved [999, 205, 101, 888, 309].
number("03.dcg_graded", dcg, GRADED, pick("ndcg_not_dcg", "dcg_no_discount", "dcg_other_gain"),
       unit_interval=False, source="seed003: DCG 手算", topic="ndcg")
number("03.ndcg_graded", ndcg, GRADED,
       pick("dcg_not_ndcg", "ndcg_binary", "ndcg_other_gain", "ndcg_reciprocal_discount"),
       source="seed003: NDCG@5", topic="ndcg")
number("03.ndcg_graded_exp", ndcg, {**GRADED, "gain": "exponential"},
       pick("ndcg_other_gain", "dcg_not_ndcg", "ndcg_binary"), topic="ndcg")
# Seed 003, section 4: the same run with binary judgments.
number("03.ndcg_binary_version", ndcg, {**GRADED, "relevant": {101: 1, 205: 1, 309: 1}},
       pick("dcg_not_ndcg", "ndcg_reciprocal_discount", "ndcg_ideal_full_k", "recall_not_ndcg"),
       source="seed003: 二分类 [0, 1, 1, 0, 1]", topic="ndcg")

# New: a judged relevant doc (4, grade 2) that was never retrieved still counts in the ideal DCG.
number("03.ndcg_unretrieved", ndcg, {"retrieved": [1, 5, 3, 6, 7], "relevant": {1: 3, 3: 1, 4: 2}, "k": 5},
       pick("ndcg_ideal_from_retrieved", "dcg_not_ndcg", "ndcg_binary"), topic="ndcg")


def _discount(i) -> float:
    return float(discounts(i["position"])[-1])


number("03.discount_rank4", _discount, {"position": 4},
       (Hint("hint.discount_log_rank", lambda i: float(discounts(i["position"] - 1)[-1])),  # 1/log2(rank)
        Hint("hint.discount_reciprocal", lambda i: 1 / i["position"]),
        Hint("hint.discount_not_inverted", lambda i: 1 / _discount(i))),
       facts=None, unit_interval=True, topic="ndcg")


def _exponential_rewards_more(i) -> str:
    low, high = i["grades"]
    linear = gains(np.array([low, high]), "linear")
    exponential = gains(np.array([low, high]), "exponential")
    ratio_lin, ratio_exp = linear[1] / linear[0], exponential[1] / exponential[0]
    return "b" if ratio_exp > ratio_lin else "a" if ratio_lin > ratio_exp else "c"


def _gain_facts(i) -> dict:
    low, high = i["grades"]
    lin = gains(np.array([low, high]), "linear")
    exp = gains(np.array([low, high]), "exponential")
    return {"lin_low": f"{lin[0]:g}", "lin_high": f"{lin[1]:g}", "exp_low": f"{exp[0]:g}", "exp_high": f"{exp[1]:g}"}


choice("03.gain_exponential", 3, _exponential_rewards_more, inputs={"grades": [1, 3]}, facts=_gain_facts, topic="ndcg")
choice("03.ideal_from", 3, "c", source="seed003: 理想排序 / conventions", topic="ndcg")


def _recall_one_facts(i) -> dict:
    return {"recall": f"{rm.recall_at_k(i['retrieved'], i['relevant'], k=i['k']):g}",
            "ndcg": f"{rm.ndcg_at_k(i['retrieved'], i['relevant'], k=i['k']):.3f}"}


choice("03.recall_one_ndcg_less", 3, "a", inputs=GRADED, facts=_recall_one_facts,
       source="seed003: Recall@5 = 1 但 NDCG 不是 1", topic="ndcg")


def _natural_log_ndcg(i) -> float:
    k = i["k"]
    row = gains(grades_of(i["retrieved"], i["relevant"])[:k])
    ideal = gains(ideal_grades(i["relevant"])[:k])
    ln = lambda n: 1 / np.log(np.arange(2, n + 2))  # noqa: E731
    return float(np.sum(row * ln(len(row))) / np.sum(ideal * ln(len(ideal))))


def _log_base(i) -> str:
    change = _natural_log_ndcg(i) - rm.ndcg_at_k(i["retrieved"], i["relevant"], k=i["k"])
    return "b" if abs(change) < 1e-12 else "a" if change < 0 else "c"


choice("03.log_base", 3, _log_base, inputs=GRADED,
       facts=lambda i: {"ndcg": f"{rm.ndcg_at_k(i['retrieved'], i['relevant'], k=i['k']):.4f}",
                        "ndcg_ln": f"{_natural_log_ndcg(i):.4f}"},
       topic="ndcg")


def _swap_facts(i) -> dict:
    swapped = [i["retrieved"][1], i["retrieved"][0], *i["retrieved"][2:]]
    return {"ndcg_before": f"{rm.ndcg_at_k(i['retrieved'], i['relevant'], k=i['k']):.3f}",
            "ndcg_after": f"{rm.ndcg_at_k(swapped, i['relevant'], k=i['k']):.3f}",
            "recall": f"{rm.recall_at_k(i['retrieved'], i['relevant'], k=i['k']):g}",
            "recall_after": f"{rm.recall_at_k(swapped, i['relevant'], k=i['k']):g}"}


def _swap_top(i) -> str:
    facts = _swap_facts(i)
    ndcg_moves, recall_moves = facts["ndcg_before"] != facts["ndcg_after"], facts["recall"] != facts["recall_after"]
    return "a" if ndcg_moves and recall_moves else ("b" if ndcg_moves else "c")


choice("03.swap_top", 3, _swap_top, facts=_swap_facts,
       inputs={"retrieved": ["A", "B", "C", "D", "E"], "relevant": {"A": 3, "B": 1}, "k": 5}, topic="ndcg")


def _rr_blind_facts(i) -> dict:
    out = {}
    for name in ("a", "b"):
        ranking = i[f"retrieved_{name}"]
        out[f"rr_{name}"] = f"{rm.reciprocal_rank(ranking, i['relevant']):g}"
        out[f"hit_{name}"] = f"{rm.hit_rate_at_k(ranking, i['relevant'], k=i['k']):g}"
        out[f"ndcg_{name}"] = f"{rm.ndcg_at_k(ranking, i['relevant'], k=i['k']):.3f}"
    return out


def _rr_blind(i) -> str:
    """The one measure of the three (a: RR, b: HitRate@k, c: nDCG@k) whose values differ between A and B."""
    facts = _rr_blind_facts(i)
    differ = [label for label, key in (("a", "rr"), ("b", "hit"), ("c", "ndcg")) if facts[f"{key}_a"] != facts[f"{key}_b"]]
    return differ[0] if len(differ) == 1 else "none"


choice("03.rr_blind", 3, _rr_blind, facts=_rr_blind_facts,
       inputs={"retrieved_a": [1, 2, 3, 4, 5], "retrieved_b": [1, 6, 7, 8, 2], "relevant": [1, 2], "k": 5},
       source="seed003: MRR 和 NDCG 的区别", topic="ndcg")
