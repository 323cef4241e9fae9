"""Exercises · 06 Conventions and pitfalls: the source of solutions/{en,es,zh}/06_conventions_pitfalls.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 06 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "06_conventions_pitfalls",
        title={"en": r"""Exercises · 06 Conventions and pitfalls""", "es": r"""Ejercicios · 06 Convenciones y trampas""", "zh": r"""练习 · 06 约定与陷阱"""},
        practise={
            "en": r"""**What you practise:** ties, *k* larger than the run, RR with a cutoff, nDCG against nDCG@k, the relevance level, the mean of F1 against the F1 of the means, duplicates, a query without relevant documents, whether the relevance level changes nDCG, which of two tied documents comes first, and why two libraries give two different nDCG@10.""",
            "es": r"""**Qué practicas:** empates, *k* mayor que la longitud del run, RR con corte, nDCG frente a nDCG@k, el nivel de relevancia, la media de los F1 frente al F1 de las medias, duplicados, una consulta sin documentos relevantes, si el nivel de relevancia cambia el nDCG, cuál de dos documentos empatados va primero y por qué dos bibliotecas dan dos nDCG@10 distintos.""",
            "zh": r"""**练习内容**：同分、*k* 大于返回结果数、带截断的 RR、nDCG 与 nDCG@k、相关性阈值、F1 的平均与平均值的 F1、重复文档、没有相关文档的查询、相关性阈值会不会改变 nDCG、两篇同分文档谁排在前面，以及不同的库为什么会算出不同的 nDCG@10。""",
        },
        translates={"es": "4bae70743681", "zh": "4bae70743681"},
    ),
    parameters(),
    code(r"""
import math

import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t
from ragmetrics_course.exercises import check, exercise, exercise_list

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("06")
"""),
    *exercise_cells("06.ties", {"en": "6.1 · Four documents with the same score", "es": "6.1 · Cuatro documentos con la misma puntuación", "zh": "6.1 · 四篇同分的文档"},
                    translates={"es": "95f3263ae375", "zh": "95f3263ae375"},
                    solution=r"""
# BEGIN SOLUTION
qrels = {"q": {doc: 1 for doc in ex["relevant"]}}
results = rm.evaluate(qrels, {"q": ex["run"]}, ["RR"])
# END SOLUTION
answer = results.mean["RR"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.k_larger", {"en": "6.2 · *k* larger than the list", "es": "6.2 · *k* mayor que la longitud de la lista", "zh": "6.2 · *k* 大于返回列表的长度"},
                    translates={"es": "6bbb56980213", "zh": "6bbb56980213"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
answer = len(set(retrieved[:ex["k"]]) & set(relevant)) / ex["k"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.mrr_cutoff", {"en": "6.3 · Mean RR@3 with a cutoff", "es": "6.3 · RR@3 medio", "zh": "6.3 · 截断在 3 的平均 RR（MRR@3）"},
                    translates={"es": "e53eeeea165c", "zh": "e53eeeea165c"},
                    solution=r"""
queries = ex["queries"]
rrs = [rm.reciprocal_rank(q["retrieved"], q["relevant"], k=ex["k"]) for q in queries]  # SOLUTION
answer = sum(rrs) / len(rrs)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.ndcg_no_cut", {"en": "6.4 · nDCG without a cutoff", "es": "6.4 · nDCG sin corte", "zh": "6.4 · 不截断的 nDCG"},
                    translates={"es": "c0074a01d35d", "zh": "c0074a01d35d"},
                    solution=r"""
answer = rm.ndcg_at_k(ex["retrieved"], ex["relevant"])  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.relevance_level", {"en": "6.5 · Precision@5 with relevance level 2", "es": "6.5 · Precision@5 con nivel de relevancia 2", "zh": "6.5 · 相关性阈值为 2 时的 Precision@5"},
                    translates={"es": "e6c82b24f7df", "zh": "e6c82b24f7df"},
                    solution=r"""
answer = rm.precision_at_k(ex["retrieved"], ex["relevant"], k=ex["k"], level=ex["level"])  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.f1_mean", {"en": "6.6 · The mean of F1 or the F1 of the means?", "es": "6.6 · ¿La media de los F1 o el F1 de las medias?", "zh": "6.6 · F1 的平均，还是平均值的 F1？"},
                    translates={"es": "b7e1743df50e", "zh": "b7e1743df50e"},
                    solution=r"""
evaluator = rm.RetrievalEvaluator(k=ex["k"])
answer = evaluator.evaluate_many(ex["test_cases"])[f"F1@{ex['k']}"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.duplicates", {"en": "6.7 · A document retrieved twice", "es": "6.7 · Un documento recuperado dos veces", "zh": "6.7 · 同一文档被返回两次"},
                    translates={"es": "8acd78f5e565", "zh": "8acd78f5e565"},
                    solution=r"""
# BEGIN SOLUTION
try:
    rm.ndcg_at_k(ex["retrieved"], ex["relevant"], k=ex["k"])
except ValueError as error:
    print("ValueError:", error)
# END SOLUTION
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.empty_truth", {"en": "6.8 · A query without relevant documents", "es": "6.8 · Una consulta sin documentos relevantes", "zh": "6.8 · 没有相关文档的查询"},
                    translates={"es": "8e958490759c", "zh": "8e958490759c"},
                    solution=r"""
# BEGIN SOLUTION
for measure in (rm.recall_at_k, rm.precision_at_k, rm.ndcg_at_k):
    print(measure.__name__, measure(ex["retrieved"], ex["relevant"], k=ex["k"]))
print("reciprocal_rank", rm.reciprocal_rank(ex["retrieved"], ex["relevant"]))
# END SOLUTION
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.level_ndcg", {"en": "6.9 · Does the relevance level change nDCG?", "es": "6.9 · ¿Cambia el nDCG con el nivel de relevancia?", "zh": "6.9 · 相关性阈值会改变 nDCG 吗？"},
                    translates={"es": "06e7388c3d9f", "zh": "06e7388c3d9f"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.tie_ids", {"en": "6.10 · Which of two tied documents comes first?", "es": "6.10 · ¿Cuál de dos documentos empatados va primero?", "zh": "6.10 · 两篇同分文档谁排在前面？"},
                    translates={"es": "288409817453", "zh": "288409817453"},
                    solution=r"""
# BEGIN SOLUTION
print(rm.evaluate({"q": ex["qrels"]}, {"q": ex["run"]}, ["RR"]).mean)
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("06.libraries_disagree", {"en": "6.11 · Two libraries, two nDCG@10", "es": "6.11 · Dos bibliotecas, dos nDCG@10", "zh": "6.11 · 两个库，两个 nDCG@10"},
                    translates={"es": "7ac53c39054a", "zh": "7ac53c39054a"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
]
