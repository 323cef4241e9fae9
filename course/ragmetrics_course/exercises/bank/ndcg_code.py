"""The coding exercise "write ndcg_at_k(retrieved, grades, k)": its cases, its reference and the usual mistakes.

The Chinese interview article's follow-up: grades are looked up from a dict ``{doc_id: grade}`` (a doc missing
from it has grade 0), the ideal ranking holds every graded document (retrieved or not), linear gain (the grade)
and the discount 1 / log2(rank + 1), as trec_eval; nothing relevant gives 0. The cases start with the worked
example, then one group per edge case, then random cases drawn with a fixed seed (so feedback can be replayed).
Each mistake below is written the way a learner would write it; the checker names it when the learner's
numbers match it on every case.
"""

from __future__ import annotations

import math
import random

import ragmetrics as rm

from ..coding import Case
from ..spec import Hint
from .texts import declare_texts, tr

__all__ = ["reference", "cases", "facts", "MISTAKES", "HINTS", "N_RANDOM"]

N_RANDOM = 200
_SEED = 20021  # fixed: the same cases for every learner, in every language


def reference(retrieved, grades, k) -> float:
    """The right answer: ragmetrics' nDCG@k (linear gain, trec_eval's conventions)."""
    return rm.ndcg_at_k(retrieved, grades, k=k)


def _random_case(rng: random.Random) -> Case:
    pool = list(range(1, 21))
    retrieved = rng.sample(pool, rng.randint(1, 8))
    graded = rng.sample(pool, rng.randint(0, 8))
    grades = {doc: rng.randint(0, 3) for doc in graded}
    if rng.random() < 0.5:  # ids are strings half of the time, as a retriever's often are
        retrieved, grades = [f"d{doc}" for doc in retrieved], {f"d{doc}": g for doc, g in grades.items()}
    return Case("random", (retrieved, grades, rng.randint(1, 10)), empty=not any(g > 0 for g in grades.values()))


def cases(inputs) -> list[Case]:
    """The example first, then the edge cases by group, then N_RANDOM random cases."""
    found = [
        Case("example", (list(inputs["retrieved"]), dict(inputs["grades"]), inputs["k"])),
        Case("ties", ([4, 8, 15, 16, 23], {4: 2, 15: 2, 23: 2, 42: 2}, 3)),
        Case("ties", (["a", "b", "c", "d"], {"a": 1, "b": 3, "c": 1, "d": 3}, 4)),
        Case("k_beyond_list", ([7, 3], {3: 2, 5: 1}, 10)),
        Case("k_beyond_list", (["x", "y", "z"], {"z": 3, "y": 1}, 5)),
        Case("missing", (["d1", "d2", "d3", "d4"], {"d9": 1, "d3": 2}, 4)),
        Case("not_retrieved", ([1, 2, 3], {2: 1, 10: 3, 11: 3}, 3)),
        Case("zero_grades", ([1, 2, 3], {1: 0, 2: 0, 3: 1}, 2)),
        Case("no_relevant", ([1, 2, 3], {}, 3), empty=True),
        Case("no_relevant", ([1, 2, 3], {1: 0, 4: 0}, 3), empty=True),
    ]
    rng = random.Random(_SEED)
    return found + [_random_case(rng) for _ in range(N_RANDOM)]


def facts(inputs) -> dict:
    return {"function": "ndcg_at_k", "n_cases": len(cases(inputs)), "example_value": float(reference(**inputs))}


# ----- the usual mistakes, written as a learner would -----------------------------------------------------
def _dcg(grades_in_order, gain=lambda g: g, discount=lambda rank: 1 / math.log2(rank + 1)) -> float:
    return sum(gain(g) * discount(rank) for rank, g in enumerate(grades_in_order, start=1))


def _ndcg(retrieved, grades, k, *, gain=lambda g: g, discount=lambda rank: 1 / math.log2(rank + 1), ideal=None,
          top=None, normalise=True) -> float:
    top = k if top is None else top
    got = [grades.get(doc, 0) for doc in retrieved[:top]]
    best = sorted(grades.values(), reverse=True)[:top] if ideal is None else ideal
    dcg, idcg = _dcg(got, gain, discount), _dcg(best, gain, discount)
    if not normalise:
        return dcg
    return dcg / idcg if idcg > 0 else 0.0


MISTAKES = {
    "hint.code_ndcg.exponential": (
        lambda r, g, k: _ndcg(r, g, k, gain=lambda grade: 2 ** grade - 1),
    ),
    "hint.code_ndcg.log2_rank": (  # Järvelin and Kekäläinen's first discount: rank 1 undiscounted, then 1/log2(rank)
        lambda r, g, k: _ndcg(r, g, k, discount=lambda rank: 1.0 if rank == 1 else 1 / math.log2(rank)),
    ),
    "hint.code_ndcg.ideal_from_retrieved": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted((g.get(doc, 0) for doc in r[:k]), reverse=True)),
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted((g.get(doc, 0) for doc in r), reverse=True)[:k]),
    ),
    "hint.code_ndcg.ideal_not_cut": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted(g.values(), reverse=True)),
    ),
    "hint.code_ndcg.ideal_set": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted(set(g.values()), reverse=True)[:k]),
    ),
    "hint.code_ndcg.off_by_one": (
        lambda r, g, k: _ndcg(r, g, k, top=k - 1),
        lambda r, g, k: _ndcg(r, g, k, top=k + 1),
    ),
    "hint.code_ndcg.dcg": (
        lambda r, g, k: _ndcg(r, g, k, normalise=False),
    ),
}
# Exceptions (and inf or nan) that reveal a mistake on a case with something to find.
FAILURES = {
    "hint.code_ndcg.log2_one": ("ZeroDivisionError", "nonfinite"),
    "hint.code_ndcg.key_error": ("KeyError",),
    "hint.code_ndcg.index_error": ("IndexError",),
}
HINTS = tuple(Hint(key, wrong=wrong) for key, wrongs in MISTAKES.items() for wrong in wrongs) + tuple(
    Hint(key, answers=names) for key, names in FAILURES.items())

# The hints of the mistakes above, in the three languages.
declare_texts({
    "hint.code_ndcg.exponential": tr(en="Your numbers are those of exponential gain (2^grade − 1). This exercise, like trec_eval and the article, uses linear gain: the grade itself.",
                                     es="Tus números son los de la ganancia exponencial (2^grado − 1). Este ejercicio, como trec_eval y el artículo, usa la ganancia lineal: el propio grado.",
                                     zh="你的结果对应的是指数增益（2^等级 − 1）。本题与 trec_eval 和原文一样使用线性增益，即等级本身。", translates={"es": "74937eb98056", "zh": "74937eb98056"}),
    "hint.code_ndcg.log2_rank": tr(en="Your discount is 1/log2(rank), with rank 1 left undiscounted (Järvelin and Kekäläinen's first version). ragmetrics and trec_eval use 1/log2(rank + 1): 1 at rank 1, 0.631 at rank 2, 0.5 at rank 3.",
                                   es="Tu descuento es 1/log2(posición), sin descuento en la posición 1 (la primera versión de Järvelin y Kekäläinen). ragmetrics y trec_eval usan 1/log2(posición + 1): 1 en la posición 1; 0,631 en la 2 y 0,5 en la 3.",
                                   zh="你用的折损是 1/log2(排名)，并且第 1 名不打折（Järvelin 和 Kekäläinen 最早的版本）。ragmetrics 和 trec_eval 用的是 1/log2(排名 + 1)：第 1 名为 1，第 2 名为 0.631，第 3 名为 0.5。", translates={"es": "6a5d14563193", "zh": "6a5d14563193"}),
    "hint.code_ndcg.log2_one": tr(en="A division by zero (or inf, nan) where something is relevant usually comes from log2(rank) at rank 1: log2(1) = 0. The discount is 1/log2(rank + 1), which is 1 at rank 1.",
                                  es="Una división entre cero (o inf, nan) cuando sí hay algo relevante suele venir de log2(posición) en la posición 1: log2(1) = 0. El descuento es 1/log2(posición + 1), que vale 1 en la posición 1.",
                                  zh="在有相关文档的情况下出现除以零（或 inf、nan），通常是因为在第 1 名用了 log2(排名)：log2(1) = 0。折损应为 1/log2(排名 + 1)，第 1 名时等于 1。", translates={"es": "6ae45a8a2558", "zh": "6ae45a8a2558"}),
    "hint.code_ndcg.ideal_from_retrieved": tr(en="Your ideal ranking is built from the retrieved documents. It must hold every graded document, retrieved or not: a relevant document the retriever missed still counts in IDCG (that is what the dict is for).",
                                              es="Tu ranking ideal se construye con los documentos recuperados. Debe incluir todos los documentos con grado, recuperados o no: un documento relevante que el recuperador no encontró sigue contando en el IDCG (para eso sirve el diccionario).",
                                              zh="你的理想排序是用检索到的文档构造的。理想排序必须包含所有标注过等级的文档，不管是否被检索到：检索器漏掉的相关文档仍然要计入 IDCG（这正是用字典的意义）。", translates={"es": "7a10c8801466", "zh": "7a10c8801466"}),
    "hint.code_ndcg.ideal_not_cut": tr(en="Your IDCG adds up every graded document: cut the ideal ranking at k as well (IDCG@k), or nDCG@k can never reach 1 when more than k documents are relevant.",
                                       es="Tu IDCG suma todos los documentos con grado: corta también el ranking ideal en k (IDCG@k); si no, con más de k documentos relevantes el nDCG@k nunca puede llegar a 1.",
                                       zh="你的 IDCG 把所有有等级的文档都加了进去：理想排序也要截断到前 k 名（IDCG@k），否则相关文档多于 k 个时 nDCG@k 永远到不了 1。", translates={"es": "9ba6575965a1", "zh": "9ba6575965a1"}),
    "hint.code_ndcg.ideal_set": tr(en="Your ideal ranking loses documents that share a grade (a set of the grades, or a dict keyed by grade): sort the list of all the grades, ties included.",
                                   es="Tu ranking ideal pierde los documentos que comparten grado (un conjunto de grados, o un diccionario indexado por grado): ordena la lista de todos los grados, con los empates.",
                                   zh="你的理想排序丢掉了等级相同的文档（对等级用了集合，或用等级做字典的键）：应该对全部等级组成的列表排序，相同的等级都要保留。", translates={"es": "3d474761efb5", "zh": "3d474761efb5"}),
    "hint.code_ndcg.off_by_one": tr(en="Your function looks at one document too many or too few: the top k is `retrieved[:k]`, exactly k documents, in DCG and in IDCG alike.",
                                    es="Tu función mira un documento de más o de menos: el top k es `retrieved[:k]`, exactamente k documentos, tanto en el DCG como en el IDCG.",
                                    zh="你的函数多看或少看了一个文档：前 k 名是 `retrieved[:k]`，正好 k 个文档，DCG 和 IDCG 都是如此。", translates={"es": "e9e424caeffb", "zh": "e9e424caeffb"}),
    "hint.code_ndcg.dcg": tr(en="Your numbers are DCG@k: divide by the ideal DCG (IDCG@k) to get nDCG@k.",
                             es="Tus números son DCG@k: divide entre el DCG ideal (IDCG@k) para obtener el nDCG@k.",
                             zh="你算出的是 DCG@k：还要除以理想排序的 DCG（IDCG@k），才是 nDCG@k。", translates={"es": "dbf1cd3177f8", "zh": "dbf1cd3177f8"}),
    "hint.code_ndcg.key_error": tr(en="`grades[doc]` fails for a document that was never judged. Such a document has grade 0: use `grades.get(doc, 0)`.",
                                   es="`grades[doc]` falla con un documento que nunca se juzgó. Ese documento tiene grado 0: usa `grades.get(doc, 0)`.",
                                   zh="对从未标注过的文档，`grades[doc]` 会报错。这样的文档等级为 0：用 `grades.get(doc, 0)`。", translates={"es": "cca22c2b60ff", "zh": "cca22c2b60ff"}),
    "hint.code_ndcg.index_error": tr(en="The list is shorter than k here. Take the top k with a slice, `retrieved[:k]`, which stops at the end of the list.",
                                     es="Aquí la lista es más corta que k. Toma el top k con un corte, `retrieved[:k]`, que se detiene al final de la lista.",
                                     zh="这里列表比 k 短。用切片 `retrieved[:k]` 取前 k 名，切片到列表末尾会自动停止。", translates={"es": "5220d9e6c7e9", "zh": "5220d9e6c7e9"}),
})
