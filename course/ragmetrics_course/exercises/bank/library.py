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
from .texts import Text, declare_text, tr

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


# The hints, by measure: the catalog key, the wrong value and the text. Exercises pick from these; drills take
# every one that gives a value different from the right one on their random inputs.
def hint(key: str, wrong, text: Text | None = None) -> Hint:
    """A likely mistake; ``text`` (``tr(...)``) is its hint, given where the mistake is first declared."""
    if text is not None:
        declare_text(key, text)
    return Hint(key=key, wrong=wrong)


HINTS = {
    "precision_not_recall": hint("hint.precision_not_recall", precision,
                                 tr(en="{wrong} is Precision@{k}: you divided by k = {k}. Recall divides the relevant documents found in the top {k} by all {n_relevant} relevant documents.",
                                    es="{wrong} es Precision@{k}: has dividido entre k = {k}. El recall divide los relevantes encontrados en el top {k} entre los {n_relevant} documentos relevantes.",
                                    zh="{wrong} 是 Precision@{k}，你除以的是 k = {k}。召回率要用前 {k} 名中找到的相关文档数，除以全部 {n_relevant} 篇相关文档。", translates={"es": "fec4236cda35", "zh": "fec4236cda35"})),
    "hit_rate_not_recall": hint("hint.hit_rate_not_recall", hit_rate,
                                tr(en="{wrong} is HitRate@{k}: it only asks whether at least one relevant document is in the top {k}. Recall counts how many of the {n_relevant} were found.",
                                   es="{wrong} es la tasa de aciertos (HitRate@{k}): solo mira si hay al menos un documento relevante en el top {k}. El recall cuenta cuántos de los {n_relevant} aparecen.",
                                   zh="{wrong} 是命中率（HitRate@{k}），它只看前 {k} 名里是否至少有一篇相关文档。召回率要数出 {n_relevant} 篇相关文档里找回了几篇。", translates={"es": "c2f9c76b0a81", "zh": "c2f9c76b0a81"})),
    "missed_share": hint("hint.missed_share", missed_share,
                         tr(en="{wrong} is the share of relevant documents that were missed. Recall is the share that was found.",
                            es="{wrong} es la proporción de documentos relevantes que se quedaron fuera. El recall es la proporción que sí se encontró.",
                            zh="{wrong} 是漏掉的相关文档所占的比例。召回率是被找回的那部分所占的比例。", translates={"es": "ad5711cfdef8", "zh": "ad5711cfdef8"})),
    "recall_whole_list": hint("hint.recall_whole_list", recall_whole_list,
                              tr(en="You also counted relevant documents below rank {k}. Recall@{k} only counts the top {k}.",
                                 es="Has contado también documentos relevantes por debajo de la posición {k}. Recall@{k} solo cuenta el top {k}.",
                                 zh="你把排在第 {k} 名之后的相关文档也算进去了。Recall@{k} 只统计前 {k} 名。", translates={"es": "33055565a3ca", "zh": "33055565a3ca"})),
    "recall_by_min": hint("hint.recall_by_min", recall_by_min,
                          tr(en="You divided by min(k, R). trec_eval's Recall@{k} divides by all {n_relevant} relevant documents, even when k is smaller.",
                             es="Has dividido entre min(k, R). Recall@{k}, tal como lo calcula trec_eval, divide entre los {n_relevant} documentos relevantes aunque k sea menor.",
                             zh="你除以的是 min(k, R)。trec_eval 的 Recall@{k} 总是除以全部 {n_relevant} 篇相关文档，即使 k 更小。", translates={"es": "c6eabbe5d5f9", "zh": "c6eabbe5d5f9"})),
    "f1_not_recall": hint("hint.f1_not_recall", f1,
                          tr(en="{wrong} is F1@{k}, the harmonic mean of precision and recall. The question asks for Recall@{k}.",
                             es="{wrong} es F1@{k}, la media armónica de la precisión y el recall. La pregunta pide Recall@{k}.",
                             zh="{wrong} 是 F1@{k}，即精确率和召回率的调和平均。题目问的是 Recall@{k}。", translates={"es": "bf03093bf9f2", "zh": "bf03093bf9f2"})),
    "precision_by_retrieved": hint("hint.precision_by_retrieved", precision_by_retrieved,
                                   tr(en="You divided by the number of documents retrieved ({n_retrieved}). Precision@{k} always divides by k = {k}: documents below rank {k} do not count, and missing positions count as not relevant.",
                                      es="Has dividido entre el número de documentos recuperados ({n_retrieved}). Precision@{k} siempre divide entre k = {k}: los documentos por debajo de la posición {k} no cuentan, y las posiciones que faltan cuentan como no relevantes.",
                                      zh="你除以的是返回的文档数（{n_retrieved}）。Precision@{k} 总是除以 k = {k}：第 {k} 名之后的文档不计；不足 {k} 篇时，缺的位置按不相关计算。", translates={"es": "e414c4662d55", "zh": "e414c4662d55"})),
    "recall_not_precision": hint("hint.recall_not_precision", recall,
                                 tr(en="{wrong} is Recall@{k}: you divided by the {n_relevant} relevant documents. Precision@{k} divides by k = {k}.",
                                    es="{wrong} es Recall@{k}: has dividido entre los {n_relevant} documentos relevantes. Precision@{k} divide entre k = {k}.",
                                    zh="{wrong} 是 Recall@{k}，你除以的是 {n_relevant} 篇相关文档。Precision@{k} 要除以 k = {k}。", translates={"es": "8b5054d3998b", "zh": "8b5054d3998b"})),
    "precision_whole_list": hint("hint.precision_whole_list", precision_whole_list,
                                 tr(en="You also counted relevant documents below rank {k}. Only the top {k} count for Precision@{k}.",
                                    es="Has contado también documentos relevantes por debajo de la posición {k}. Para Precision@{k} solo cuenta el top {k}.",
                                    zh="你把第 {k} 名之后的相关文档也算进去了。Precision@{k} 只看前 {k} 名。", translates={"es": "cc4c0e563193", "zh": "cc4c0e563193"})),
    "f1_not_precision": hint("hint.f1_not_precision", f1,
                             tr(en="{wrong} is F1@{k}. The question asks for Precision@{k}: relevant documents in the top {k}, divided by {k}.",
                                es="{wrong} es F1@{k}. La pregunta pide Precision@{k}: documentos relevantes en el top {k}, divididos entre {k}.",
                                zh="{wrong} 是 F1@{k}。题目问的是 Precision@{k}：前 {k} 名中的相关文档数除以 {k}。", translates={"es": "9f0abd2085f3", "zh": "9f0abd2085f3"})),
    "hit_rate_not_precision": hint("hint.hit_rate_not_precision", hit_rate,
                                   tr(en="{wrong} is HitRate@{k} (is there at least one relevant document?). Precision@{k} is the share of the top {k} that is relevant.",
                                      es="{wrong} es la tasa de aciertos (¿hay al menos un documento relevante?). Precision@{k} es la proporción del top {k} que es relevante.",
                                      zh="{wrong} 是命中率（是否至少有一篇相关文档）。Precision@{k} 是前 {k} 名中相关文档所占的比例。", translates={"es": "43e27108b004", "zh": "43e27108b004"})),
    "f1_arithmetic_mean": hint("hint.f1_arithmetic_mean", f1_arithmetic_mean,
                               tr(en="{wrong} is the arithmetic mean (P + R) / 2. F1 is the harmonic mean: 2·P·R / (P + R).",
                                  es="{wrong} es la media aritmética (P + R) / 2. F1 es la media armónica: 2·P·R / (P + R).",
                                  zh="{wrong} 是算术平均 (P + R) / 2。F1 是调和平均：2·P·R / (P + R)。", translates={"es": "9691d594ec18", "zh": "9691d594ec18"})),
    "f1_forgot_two": hint("hint.f1_forgot_two", f1_forgot_two,
                          tr(en="You forgot the factor 2: F1 = 2·P·R / (P + R).",
                             es="Te has olvidado del factor 2: F1 = 2·P·R / (P + R).",
                             zh="你漏掉了系数 2。F1 = 2·P·R / (P + R)。", translates={"es": "388efc2fac79", "zh": "388efc2fac79"})),
    "f1_product": hint("hint.f1_product", f1_product,
                       tr(en="{wrong} is just P·R. F1 multiplies it by 2 and divides by P + R.",
                          es="{wrong} es solo P·R. F1 lo multiplica por 2 y lo divide entre P + R.",
                          zh="{wrong} 只是 P·R。F1 还要乘以 2，再除以 P + R。", translates={"es": "6f358d5c38fa", "zh": "6f358d5c38fa"})),
    "recall_not_hit_rate": hint("hint.recall_not_hit_rate", recall,
                                tr(en="{wrong} is Recall@{k} (how many relevant documents were found). HitRate@{k} only asks whether at least one was: 1 or 0.",
                                   es="{wrong} es Recall@{k} (cuántos relevantes se encontraron). La tasa de aciertos solo pregunta si se encontró al menos uno: 1 o 0.",
                                   zh="{wrong} 是 Recall@{k}（找回了多少篇相关文档）。命中率只看是否至少找回了一篇，找回了记 1，否则记 0。", translates={"es": "a96fb257968f", "zh": "a96fb257968f"})),
    "hit_count": hint("hint.hit_count", hit_count,
                      tr(en="{wrong} is how many relevant documents are in the top {k}. Hit rate is 1 as soon as there is at least one, 0 otherwise.",
                         es="{wrong} es cuántos documentos relevantes hay en el top {k}. La tasa de aciertos vale 1 en cuanto hay al menos uno, y 0 si no hay ninguno.",
                         zh="{wrong} 是前 {k} 名里相关文档的个数。命中率只要至少有一篇就是 1，一篇都没有才是 0。", translates={"es": "87c1f1c0d297", "zh": "87c1f1c0d297"})),
    "precision_not_hit_rate": hint("hint.precision_not_hit_rate", precision,
                                   tr(en="{wrong} is Precision@{k}. HitRate@{k} is 1 as soon as one relevant document is in the top {k}.",
                                      es="{wrong} es Precision@{k}. La tasa de aciertos vale 1 en cuanto hay un documento relevante en el top {k}.",
                                      zh="{wrong} 是 Precision@{k}。只要前 {k} 名里有一篇相关文档，命中率就是 1。", translates={"es": "1640d83b0a97", "zh": "1640d83b0a97"})),
    "rr_zero_based": hint("hint.rr_zero_based", rr_zero_based,
                          tr(en="You counted positions from 0. Ranks start at 1: the first relevant document is at rank {first_rank}.",
                             es="Has contado las posiciones desde 0. Las posiciones empiezan en 1: el primer documento relevante está en la posición {first_rank}.",
                             zh="你的位置是从 0 开始数的。排名从 1 开始：第一篇相关文档排在第 {first_rank} 名。", translates={"es": "dd2f1b7c7a68", "zh": "dd2f1b7c7a68"})),
    "rr_last_relevant": hint("hint.rr_last_relevant", rr_last_relevant,
                             tr(en="{wrong} uses the last relevant document. The reciprocal rank uses the first one, at rank {first_rank}.",
                                es="{wrong} usa el último documento relevante. El rango recíproco usa el primero, en la posición {first_rank}.",
                                zh="{wrong} 用的是最后一篇相关文档。倒数排名看的是第一篇相关文档，它排在第 {first_rank} 名。", translates={"es": "233862e5352b", "zh": "233862e5352b"})),
    "rank_not_reciprocal": hint("hint.rank_not_reciprocal", rank_not_reciprocal,
                                tr(en="{wrong} is the rank itself. The reciprocal rank is 1 divided by it.",
                                   es="{wrong} es la propia posición. El rango recíproco es 1 dividido entre ella.",
                                   zh="{wrong} 是排名本身。倒数排名是 1 除以这个排名。", translates={"es": "da7062caaf7a", "zh": "da7062caaf7a"})),
    "rr_no_cutoff": hint("hint.rr_no_cutoff", rr,
                         tr(en="{wrong} is the reciprocal rank without a cutoff. With the cutoff k = {k}, a first relevant document below rank {k} gives 0.",
                            es="{wrong} es el rango recíproco sin corte. Con el corte k = {k}, si el primer relevante está por debajo de la posición {k}, el valor es 0.",
                            zh="{wrong} 是不截断的倒数排名。截断在 k = {k} 时，如果第一篇相关文档排在第 {k} 名之后，结果就是 0。", translates={"es": "07d5e3a5e124", "zh": "07d5e3a5e124"})),
    "rr_with_cutoff": hint("hint.rr_with_cutoff", rr_at_k,
                           tr(en="{wrong} applies a cutoff at {k}. This reciprocal rank has no cutoff (trec_eval's recip_rank): the first relevant document counts wherever it is.",
                              es="{wrong} aplica un corte en {k}. Este rango recíproco no tiene corte (el recip_rank de trec_eval): el primer relevante cuenta esté donde esté.",
                              zh="{wrong} 在第 {k} 名处做了截断。这里的倒数排名不截断（即 trec_eval 的 recip_rank）：第一篇相关文档排在哪里都算。", translates={"es": "481309ecaa50", "zh": "481309ecaa50"})),
    "one_over_k": hint("hint.one_over_k", one_over_k,
                       tr(en="{wrong} is 1/k. The reciprocal rank depends on where the first relevant document is, not on k.",
                          es="{wrong} es 1/k. El rango recíproco depende de dónde está el primer relevante, no de k.",
                          zh="{wrong} 是 1/k。倒数排名取决于第一篇相关文档的位置，和 k 无关。", translates={"es": "677bf50a66be", "zh": "677bf50a66be"})),
    "dcg_not_ndcg": hint("hint.dcg_not_ndcg", dcg,
                         tr(en="{wrong} is DCG@{k}. Divide it by the ideal DCG to get nDCG@{k}.",
                            es="{wrong} es DCG@{k}. Divídelo entre el DCG ideal para obtener nDCG@{k}.",
                            zh="{wrong} 是 DCG@{k}。再除以理想排序的 DCG（IDCG），才是 nDCG@{k}。", translates={"es": "031f62e3abfc", "zh": "031f62e3abfc"})),
    "ndcg_ideal_from_retrieved": hint("hint.ndcg_ideal_from_retrieved", ndcg_ideal_from_retrieved,
                                      tr(en="Your ideal DCG only used the retrieved documents. The ideal ranking uses every judged relevant document, retrieved or not.",
                                         es="Tu IDCG solo ha usado los documentos recuperados. El ranking ideal usa todos los documentos relevantes juzgados, se hayan recuperado o no.",
                                         zh="你的理想 DCG 只用了被检索到的文档。理想排序要用所有标注过的相关文档，无论有没有被检索到。", translates={"es": "c8a5ec572e3d", "zh": "c8a5ec572e3d"})),
    "ndcg_ideal_full_k": hint("hint.ndcg_ideal_full_k", ndcg_ideal_full_k,
                              tr(en="Your ideal DCG filled all {k} positions with relevant documents. The ideal ranking only has the {n_relevant} relevant documents that exist.",
                                 es="Tu IDCG ha llenado las {k} posiciones con documentos relevantes. El ranking ideal solo tiene los {n_relevant} relevantes que existen.",
                                 zh="你的理想 DCG 把 {k} 个位置都填满了相关文档。理想排序里只有实际存在的 {n_relevant} 篇相关文档。", translates={"es": "54e6ae06088d", "zh": "54e6ae06088d"})),
    "ndcg_reciprocal_discount": hint("hint.ndcg_reciprocal_discount", ndcg_reciprocal_discount,
                                     tr(en="You discounted by 1/rank. nDCG discounts by 1/log2(rank + 1).",
                                        es="Has descontado con 1/posición. nDCG usa el descuento 1/log2(posición + 1).",
                                        zh="你用的折损是 1/排名。nDCG 的折损是 1/log2(排名 + 1)。", translates={"es": "3964d6fdad21", "zh": "3964d6fdad21"})),
    "ndcg_binary": hint("hint.ndcg_binary", ndcg_binary,
                        tr(en="{wrong} treats every relevant document as grade 1. Here the grades count: a document's gain is its grade.",
                           es="{wrong} trata todos los documentos relevantes como grado 1. Aquí cuentan los grados: la ganancia de un documento es su grado.",
                           zh="{wrong} 把所有相关文档都当作等级 1。这里要用相关性等级：文档的增益就是它的等级。", translates={"es": "70c3f2ba5991", "zh": "70c3f2ba5991"})),
    "ndcg_other_gain": hint("hint.ndcg_other_gain", ndcg_other_gain,
                            tr(en="{wrong} uses the other gain (linear: the grade; exponential: 2^grade − 1). Check which one the question asks for.",
                               es="{wrong} usa la otra ganancia (lineal: el grado; exponencial: 2^grado − 1). Comprueba cuál pide la pregunta.",
                               zh="{wrong} 用的是另一种增益（线性：等级本身；指数：2^等级 − 1）。看看题目要的是哪一种。", translates={"es": "2eee61a69259", "zh": "2eee61a69259"})),
    "recall_not_ndcg": hint("hint.recall_not_ndcg", recall,
                            tr(en="{wrong} is Recall@{k}. nDCG also looks at where the relevant documents are ranked.",
                               es="{wrong} es Recall@{k}. nDCG también mira en qué posición están los documentos relevantes.",
                               zh="{wrong} 是 Recall@{k}。nDCG 还要看相关文档排在第几位。", translates={"es": "6e099d90c0e7", "zh": "6e099d90c0e7"})),
    "ndcg_cutoff_not_full": hint("hint.ndcg_cutoff_not_full", ndcg,
                                 tr(en="{wrong} is nDCG@{k}. The question asks for nDCG over the whole ranking, against the whole ideal ranking.",
                                    es="{wrong} es nDCG@{k}. La pregunta pide nDCG sobre toda la lista, frente a todo el ranking ideal.",
                                    zh="{wrong} 是 nDCG@{k}。题目问的是不截断的 nDCG：用整个排序列表和完整的理想排序来算。", translates={"es": "7f53d0187b64", "zh": "7f53d0187b64"})),
    "ndcg_not_dcg": hint("hint.ndcg_not_dcg", ndcg,
                         tr(en="{wrong} is nDCG@{k}, already divided by the ideal DCG. The question asks for DCG@{k} itself.",
                            es="{wrong} es nDCG@{k}, ya dividido entre el DCG ideal. La pregunta pide el propio DCG@{k}.",
                            zh="{wrong} 是 nDCG@{k}，已经除过理想 DCG 了。题目问的是 DCG@{k} 本身。", translates={"es": "c4d70dec1b20", "zh": "c4d70dec1b20"})),
    "dcg_no_discount": hint("hint.dcg_no_discount", dcg_no_discount,
                            tr(en="{wrong} is the sum of the gains with no discount. Divide each gain by log2(rank + 1).",
                               es="{wrong} es la suma de las ganancias sin descuento. Divide cada ganancia entre log2(posición + 1).",
                               zh="{wrong} 是没有折损的增益之和。每个增益都要除以 log2(排名 + 1)。", translates={"es": "e400948a6e44", "zh": "e400948a6e44"})),
    "dcg_other_gain": hint("hint.dcg_other_gain", dcg_other_gain,
                           tr(en="{wrong} uses the other gain (linear: the grade; exponential: 2^grade − 1).",
                              es="{wrong} usa la otra ganancia (lineal: el grado; exponencial: 2^grado − 1).",
                              zh="{wrong} 用的是另一种增益（线性：等级本身；指数：2^等级 − 1）。", translates={"es": "cdfd4eaaa668", "zh": "cdfd4eaaa668"})),
    "ap_by_found": hint("hint.ap_by_found", ap_by_found,
                        tr(en="You divided by the relevant documents found. Average precision divides by all {n_relevant} relevant documents, found or not.",
                           es="Has dividido entre los relevantes encontrados. La precisión promedio (AP) divide entre los {n_relevant} relevantes, se encuentren o no.",
                           zh="你除以的是找回的相关文档数。平均精确率（AP）要除以全部 {n_relevant} 篇相关文档，无论是否被找回。", translates={"es": "3cea82120228", "zh": "3cea82120228"})),
    "precision_not_ap": hint("hint.precision_not_ap", precision,
                             tr(en="{wrong} is Precision@{k}. Average precision averages the precision at the rank of each relevant document.",
                                es="{wrong} es Precision@{k}. La precisión promedio (AP) es la media de la precisión en la posición de cada documento relevante.",
                                zh="{wrong} 是 Precision@{k}。平均精确率（AP）是在每篇相关文档所在位置计算精确率，再取平均。", translates={"es": "d332b163ae40", "zh": "d332b163ae40"})),
    "recall_not_ap": hint("hint.recall_not_ap", recall,
                          tr(en="{wrong} is Recall@{k}. Average precision averages the precision at the rank of each relevant document, divided by all {n_relevant} relevant documents.",
                             es="{wrong} es Recall@{k}. La precisión promedio (AP) suma la precisión en la posición de cada relevante y divide el total entre los {n_relevant} relevantes.",
                             zh="{wrong} 是 Recall@{k}。平均精确率（AP）是在每篇相关文档的位置上计算精确率，求和后除以全部 {n_relevant} 篇相关文档。", translates={"es": "96dd8706978c", "zh": "96dd8706978c"})),
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
