"""Chapter 01: Recall@K, Precision@K and F1@K."""

import ragmetrics as rm

from .build import choice, number, text
from .library import f1, pick, precision, recall

# Seed 000 (Spanish capsule), exercise 1: Recall@5 of [1, 2, 3, 4, 5] against [3, 6, 9].
number("01.recall_seed", recall, {"retrieved": [1, 2, 3, 4, 5], "relevant": [3, 6, 9], "k": 5},
       pick("precision_not_recall", "hit_rate_not_recall", "missed_share", "f1_not_recall"),
       source="seed000: ejercicio 1", topic="recall")

# Seed 001 (Spanish chapter): retrieved A-E, relevant A, C, F.
number("01.recall_letters", recall, {"retrieved": ["A", "B", "C", "D", "E"], "relevant": ["A", "C", "F"], "k": 5},
       pick("precision_not_recall", "hit_rate_not_recall", "missed_share", "f1_not_recall"),
       source="seed001: Recall@5 = 2/3", topic="recall")

number("01.precision_letters", precision, {"retrieved": ["A", "B", "C", "D", "E"], "relevant": ["A", "C", "F"], "k": 5},
       pick("recall_not_precision", "f1_not_precision", "hit_rate_not_precision"),
       source="seed001: Precisión@5 = 2/5 = 0.4", topic="precision")

# Seed 000's worked example (and its RetrievalEvaluator demo): [1, 3, 5, 7, 9, 11, 13] against [3, 7, 12].
number("01.precision_seed", precision, {"retrieved": [1, 3, 5, 7, 9, 11, 13], "relevant": [3, 7, 12], "k": 5},
       pick("precision_by_retrieved", "recall_not_precision", "f1_not_precision", "hit_rate_not_precision"),
       source="seed000: Precision@5 = 0.40", topic="precision")

number("01.f1_seed", f1, {"retrieved": [1, 3, 5, 7, 9, 11, 13], "relevant": [3, 7, 12], "k": 5},
       pick("f1_arithmetic_mean", "f1_forgot_two", "f1_product"),
       source="seed000: F1@5 = 0.50", topic="f1")

# New: a run shorter than k. Precision@5 still divides by 5.
number("01.precision_short_run", precision, {"retrieved": [4, 8, 15], "relevant": [8, 15, 16, 23], "k": 5},
       pick("precision_by_retrieved", "recall_not_precision", "f1_not_precision"), topic="precision")

# Conceptual.
choice("01.k_grows", 3, "b", topic="recall")
choice("01.when_recall", 3, "c", source="seed000: cuándo usar cada métrica", topic="recall")
text("01.name_precision",
     accepted=("precision", "precision@k", "p@k", "precisión", "precision at k", "精确率", "精确度", "查准率"),
     wrong={"recall": ("recall", "recall@k", "r@k", "exhaustividad", "召回率", "查全率"),
            "hit_rate": ("hit rate", "hitrate", "success", "tasa de aciertos", "命中率"),
            "f1": ("f1", "f1@k", "f1 score", "f1分数")},
     topic="precision")


def _f1_vs_mean(i) -> str:
    f1_value, mean = _f1_facts_values(i)
    return "a" if f1_value > mean else ("c" if f1_value == mean else "b")


def _f1_facts_values(i) -> tuple[float, float]:
    p = rm.precision_at_k(i["retrieved"], i["relevant"], k=i["k"])
    r = rm.recall_at_k(i["retrieved"], i["relevant"], k=i["k"])
    return rm.f1_at_k(i["retrieved"], i["relevant"], k=i["k"]), (p + r) / 2


def _f1_facts(i) -> dict:
    f1_value, mean = _f1_facts_values(i)
    return {"precision": f"{rm.precision_at_k(i['retrieved'], i['relevant'], k=i['k']):g}",
            "recall": f"{rm.recall_at_k(i['retrieved'], i['relevant'], k=i['k']):g}",
            "f1": f"{f1_value:.3f}", "mean": f"{mean:g}"}


choice("01.f1_vs_mean", 3, _f1_vs_mean, facts=_f1_facts,
       inputs={"retrieved": [2, 4, 6, 8, 10], "relevant": [2, 4, 6, 8, 10, 12, 14, 16, 18, 20], "k": 5}, topic="f1")
choice("01.context_window", 3, "b", topic="precision")
