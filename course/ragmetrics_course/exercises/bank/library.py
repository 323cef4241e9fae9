"""The pieces exercises are built from: each measure on an exercise's inputs, and likely mistakes.

A ranking exercise's inputs are ``retrieved`` (ids, best first), ``relevant`` (ids, or id -> grade),
``k`` and, where it matters, ``gain`` and ``level``. Every value here comes from ragmetrics (the
measures, or its building blocks ``grades_of``, ``ideal_grades``, ``gains``, ``discounts`` for the
variants a learner computes by mistake), so a right answer and a mistake are computed the same way.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np

import ragmetrics as rm
from ragmetrics.retrieval import discounts, gains, grades_of, ideal_grades

from ...state import measure_at
from ..spec import Hint

NAN = float("nan")


# ---------------------------------------------------------------------------------------------
# Inputs
# ---------------------------------------------------------------------------------------------


def _level(inputs) -> int:
    return inputs.get("level", 1)


def _gain(inputs) -> str:
    return inputs.get("gain", "linear")


def as_grades(relevant) -> dict:
    """``relevant`` as {doc: grade} (a list of ids gives grade 1 each)."""
    return dict(relevant) if isinstance(relevant, Mapping) else {doc: 1 for doc in relevant}


def relevant_ids(inputs) -> list:
    return [doc for doc, grade in as_grades(inputs["relevant"]).items() if grade >= _level(inputs)]


def hits(inputs, k=None) -> int:
    """Relevant docs (grade >= level) in the top k (default: the exercise's k)."""
    k = inputs["k"] if k is None else k
    wanted = set(relevant_ids(inputs))
    return sum(doc in wanted for doc in inputs["retrieved"][:k])


def ranks(inputs) -> list[int]:
    """The ranks (1-based) of the relevant docs in the whole ranking."""
    wanted = set(relevant_ids(inputs))
    return [rank for rank, doc in enumerate(inputs["retrieved"], start=1) if doc in wanted]


def ranking_facts(inputs) -> dict:
    """Fields every ranking text may use: k, n_retrieved, n_relevant, hits, first_rank."""
    found = ranks(inputs)
    return {
        "n_retrieved": len(inputs["retrieved"]),
        "n_relevant": len(relevant_ids(inputs)),
        "hits": hits(inputs) if "k" in inputs else len(found),
        "first_rank": found[0] if found else "—",
    }


# ---------------------------------------------------------------------------------------------
# The measures, on an exercise's inputs
# ---------------------------------------------------------------------------------------------


def declared(name: str, inputs, *, at_k: bool = True) -> float:
    """The declared measure ``name`` (canonical: "R", "nDCG"...) on an exercise's inputs, at its k unless
    ``at_k`` is False, with its level and gain where the declaration takes them (``Measure.compute``)."""
    measure = measure_at(name, inputs["k"] if at_k else None, gain=_gain(inputs), level=_level(inputs))
    return measure.compute(inputs["retrieved"], inputs["relevant"])


def recall(inputs) -> float:
    return declared("R", inputs)


def precision(inputs) -> float:
    return declared("P", inputs)


def f1(inputs) -> float:
    return declared("F1", inputs)


def hit_rate(inputs) -> float:
    return declared("HitRate", inputs)


def rr(inputs) -> float:
    """Reciprocal rank without cutoff (trec_eval's recip_rank)."""
    return declared("RR", inputs, at_k=False)


def rr_at_k(inputs) -> float:
    return declared("RR", inputs)


def ndcg(inputs) -> float:
    return declared("nDCG", inputs)


def ndcg_full(inputs) -> float:
    """nDCG over the whole ranking and the whole ideal (trec_eval's ndcg, no cutoff)."""
    return declared("nDCG", inputs, at_k=False)


def ap(inputs) -> float:
    """Average precision over the whole ranking (trec_eval's map)."""
    return declared("AP", inputs, at_k=False)


def dcg(inputs) -> float:
    """DCG@k: not a measure ``evaluate`` reports (nDCG's numerator), so the per-query function."""
    return rm.dcg_at_k(inputs["retrieved"], inputs["relevant"], k=inputs["k"], gain=_gain(inputs))


# ---------------------------------------------------------------------------------------------
# Likely mistakes: the value each gives on the same inputs
# ---------------------------------------------------------------------------------------------


def _safe(num: float, den: float) -> float:
    return num / den if den else NAN


def precision_by_retrieved(inputs) -> float:
    """Relevant in the top k divided by the number retrieved instead of k."""
    return _safe(hits(inputs), len(inputs["retrieved"]))


def precision_whole_list(inputs) -> float:
    """Relevant anywhere in the ranking divided by k (the cutoff forgotten when counting)."""
    return _safe(len(ranks(inputs)), inputs["k"])


def recall_whole_list(inputs) -> float:
    """Recall counting relevant docs below rank k too."""
    return rm.recall_at_k(inputs["retrieved"], inputs["relevant"], k=max(len(inputs["retrieved"]), 1), level=_level(inputs))


def recall_by_min(inputs) -> float:
    """Relevant in the top k divided by min(k, R) (a variant some libraries use, not trec_eval's)."""
    return _safe(hits(inputs), min(inputs["k"], len(relevant_ids(inputs))))


def missed_share(inputs) -> float:
    """The share of relevant docs that were not found: 1 - Recall."""
    return 1.0 - recall(inputs)


def f1_arithmetic_mean(inputs) -> float:
    return (precision(inputs) + recall(inputs)) / 2


def f1_forgot_two(inputs) -> float:
    p, r = precision(inputs), recall(inputs)
    return _safe(p * r, p + r)


def f1_product(inputs) -> float:
    return precision(inputs) * recall(inputs)


def hit_count(inputs) -> float:
    """The number of relevant docs in the top k (a count, not the 0/1 hit)."""
    return float(hits(inputs))


def rr_zero_based(inputs) -> float:
    """1 / (rank - 1): positions counted from 0."""
    found = ranks(inputs)
    return _safe(1.0, found[0] - 1) if found and found[0] > 1 else NAN


def rr_last_relevant(inputs) -> float:
    """1 / rank of the last relevant doc instead of the first."""
    found = ranks(inputs)
    return _safe(1.0, found[-1]) if len(found) > 1 else NAN


def rank_not_reciprocal(inputs) -> float:
    """The rank of the first relevant doc itself, not its reciprocal."""
    found = ranks(inputs)
    return float(found[0]) if found and found[0] > 1 else NAN


def one_over_k(inputs) -> float:
    return 1.0 / inputs["k"]


def _dcg_with(grades_row: np.ndarray, discount: np.ndarray, gain: str) -> float:
    return float(np.sum(gains(grades_row, gain) * discount))


def ndcg_ideal_from_retrieved(inputs) -> float:
    """nDCG whose ideal DCG only knows the retrieved docs (scikit-learn's ndcg_score does this)."""
    retrieved = inputs["retrieved"]
    seen = {doc: grade for doc, grade in as_grades(inputs["relevant"]).items() if doc in set(retrieved)}
    return rm.ndcg_at_k(retrieved, seen, k=inputs["k"], gain=_gain(inputs)) if seen else NAN


def ndcg_ideal_full_k(inputs) -> float:
    """DCG divided by an ideal that fills all k positions with the top grade."""
    top = max(as_grades(inputs["relevant"]).values())
    ideal = _dcg_with(np.full(inputs["k"], float(top)), discounts(inputs["k"]), _gain(inputs))
    return _safe(dcg(inputs), ideal)


def ndcg_reciprocal_discount(inputs) -> float:
    """nDCG with 1/rank as the discount instead of 1/log2(rank + 1)."""
    k = inputs["k"]
    row = grades_of(inputs["retrieved"], inputs["relevant"])[:k]
    ideal = ideal_grades(inputs["relevant"])[:k]
    num = _dcg_with(row, 1.0 / np.arange(1, len(row) + 1), _gain(inputs))
    den = _dcg_with(ideal, 1.0 / np.arange(1, len(ideal) + 1), _gain(inputs))
    return _safe(num, den)


def ndcg_binary(inputs) -> float:
    """nDCG with every relevant doc at grade 1 (the grades ignored)."""
    binary = {doc: 1 for doc, grade in as_grades(inputs["relevant"]).items() if grade > 0}
    return rm.ndcg_at_k(inputs["retrieved"], binary, k=inputs["k"])


def ndcg_other_gain(inputs) -> float:
    other = "exponential" if _gain(inputs) == "linear" else "linear"
    return rm.ndcg_at_k(inputs["retrieved"], inputs["relevant"], k=inputs["k"], gain=other)


def dcg_other_gain(inputs) -> float:
    other = "exponential" if _gain(inputs) == "linear" else "linear"
    return rm.dcg_at_k(inputs["retrieved"], inputs["relevant"], k=inputs["k"], gain=other)


def dcg_no_discount(inputs) -> float:
    """The sum of the gains in the top k, no discount."""
    return float(np.sum(gains(grades_of(inputs["retrieved"], inputs["relevant"])[: inputs["k"]], _gain(inputs))))


def ap_by_found(inputs) -> float:
    """Average precision divided by the relevant docs found instead of all relevant docs R."""
    found = ranks(inputs)
    if not found:
        return NAN
    return sum((n + 1) / rank for n, rank in enumerate(found)) / len(found)


# The hints, by measure: the catalog key and the wrong value. Exercises pick from these; drills take
# every one that gives a value different from the right one on their random inputs.
def hint(key: str, wrong) -> Hint:
    return Hint(key=key, wrong=wrong)


HINTS = {
    "precision_not_recall": hint("hint.precision_not_recall", precision),
    "hit_rate_not_recall": hint("hint.hit_rate_not_recall", hit_rate),
    "missed_share": hint("hint.missed_share", missed_share),
    "recall_whole_list": hint("hint.recall_whole_list", recall_whole_list),
    "recall_by_min": hint("hint.recall_by_min", recall_by_min),
    "f1_not_recall": hint("hint.f1_not_recall", f1),
    "precision_by_retrieved": hint("hint.precision_by_retrieved", precision_by_retrieved),
    "recall_not_precision": hint("hint.recall_not_precision", recall),
    "precision_whole_list": hint("hint.precision_whole_list", precision_whole_list),
    "f1_not_precision": hint("hint.f1_not_precision", f1),
    "hit_rate_not_precision": hint("hint.hit_rate_not_precision", hit_rate),
    "f1_arithmetic_mean": hint("hint.f1_arithmetic_mean", f1_arithmetic_mean),
    "f1_forgot_two": hint("hint.f1_forgot_two", f1_forgot_two),
    "f1_product": hint("hint.f1_product", f1_product),
    "recall_not_hit_rate": hint("hint.recall_not_hit_rate", recall),
    "hit_count": hint("hint.hit_count", hit_count),
    "precision_not_hit_rate": hint("hint.precision_not_hit_rate", precision),
    "rr_zero_based": hint("hint.rr_zero_based", rr_zero_based),
    "rr_last_relevant": hint("hint.rr_last_relevant", rr_last_relevant),
    "rank_not_reciprocal": hint("hint.rank_not_reciprocal", rank_not_reciprocal),
    "rr_no_cutoff": hint("hint.rr_no_cutoff", rr),
    "rr_with_cutoff": hint("hint.rr_with_cutoff", rr_at_k),
    "one_over_k": hint("hint.one_over_k", one_over_k),
    "dcg_not_ndcg": hint("hint.dcg_not_ndcg", dcg),
    "ndcg_ideal_from_retrieved": hint("hint.ndcg_ideal_from_retrieved", ndcg_ideal_from_retrieved),
    "ndcg_ideal_full_k": hint("hint.ndcg_ideal_full_k", ndcg_ideal_full_k),
    "ndcg_reciprocal_discount": hint("hint.ndcg_reciprocal_discount", ndcg_reciprocal_discount),
    "ndcg_binary": hint("hint.ndcg_binary", ndcg_binary),
    "ndcg_other_gain": hint("hint.ndcg_other_gain", ndcg_other_gain),
    "recall_not_ndcg": hint("hint.recall_not_ndcg", recall),
    "ndcg_cutoff_not_full": hint("hint.ndcg_cutoff_not_full", ndcg),
    "ndcg_not_dcg": hint("hint.ndcg_not_dcg", ndcg),
    "dcg_no_discount": hint("hint.dcg_no_discount", dcg_no_discount),
    "dcg_other_gain": hint("hint.dcg_other_gain", dcg_other_gain),
    "ap_by_found": hint("hint.ap_by_found", ap_by_found),
    "precision_not_ap": hint("hint.precision_not_ap", precision),
    "recall_not_ap": hint("hint.recall_not_ap", recall),
}


def pick(*names: str) -> tuple[Hint, ...]:
    """The hints named, in order."""
    return tuple(HINTS[name] for name in names)


# For each measure a drill can ask, the hints worth trying (in order).
HINTS_BY_MEASURE = {
    "recall": ("precision_not_recall", "hit_rate_not_recall", "missed_share", "recall_whole_list", "recall_by_min",
               "f1_not_recall"),
    "precision": ("precision_by_retrieved", "recall_not_precision", "precision_whole_list", "f1_not_precision",
                  "hit_rate_not_precision"),
    "f1": ("f1_arithmetic_mean", "f1_forgot_two", "f1_product"),
    "hit_rate": ("recall_not_hit_rate", "hit_count", "precision_not_hit_rate"),
    "rr": ("rr_zero_based", "rr_last_relevant", "rank_not_reciprocal", "rr_with_cutoff"),
    "rr_at_k": ("rr_no_cutoff", "rr_zero_based", "rr_last_relevant", "rank_not_reciprocal", "one_over_k"),
    "ndcg": ("dcg_not_ndcg", "ndcg_ideal_from_retrieved", "ndcg_ideal_full_k", "ndcg_reciprocal_discount",
             "ndcg_binary", "ndcg_other_gain", "recall_not_ndcg"),
    "dcg": ("ndcg_not_dcg", "dcg_no_discount", "dcg_other_gain"),
    "ap": ("ap_by_found", "precision_not_ap", "recall_not_ap"),
}


def distinct_hints(names, inputs, expected: float, tolerance: float) -> tuple[Hint, ...]:
    """The hints whose wrong values, on ``inputs``, differ from the right value and from each other."""
    chosen, values = [], []
    for name in names:
        h = HINTS[name]
        try:
            wrong = float(h.wrong(inputs))
        except Exception:
            continue
        if math.isnan(wrong) or math.isinf(wrong) or abs(wrong - expected) <= 2 * tolerance:
            continue
        if any(abs(wrong - v) <= 2 * tolerance for v in values):
            continue
        chosen.append(h)
        values.append(wrong)
    return tuple(chosen)


# ---------------------------------------------------------------------------------------------
# Many queries
# ---------------------------------------------------------------------------------------------


def per_query(measure, queries, k, **extra) -> list[float]:
    """A measure of each query: ``queries`` are dicts with "retrieved" and "relevant"."""
    return [measure({"retrieved": q["retrieved"], "relevant": q["relevant"], "k": k, **extra}) for q in queries]


def mean(values) -> float:
    values = list(values)
    return sum(values) / len(values) if values else NAN
