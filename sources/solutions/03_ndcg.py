"""Exercises · 03 nDCG@k: the source of solutions/{en,es,zh}/03_ndcg.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 03 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "03_ndcg",
        title={"en": r"""Exercises · 03 nDCG@k""", "es": r"""Ejercicios · 03 nDCG@k""", "zh": r"""练习 · 03 nDCG@k"""},
        practise={
            "en": r"""**What you practise:** nDCG@k with binary and graded relevance (the capsule's exercise 2 and the Chinese interview article's {101: 3, 205: 2, 309: 1}), DCG by hand, linear against exponential gain, and where the ideal DCG comes from.""",
            "es": r"""**Qué practicas:** nDCG@k con relevancia binaria y graduada (el ejercicio 2 de la cápsula y los juicios `{101: 3, 205: 2, 309: 1}` del artículo chino), DCG a mano, ganancia lineal frente a exponencial, y de dónde sale el IDCG (el DCG del ranking ideal).""",
            "zh": r"""**练习内容**：二元相关和分级相关下的 nDCG@k（西班牙语课程的练习 2 和中文面试文章的 {101: 3, 205: 2, 309: 1}），手算 DCG，线性增益与指数增益的对比，以及 IDCG（理想 DCG）的来源。""",
        },
        translates={"es": "edc26a968ccd", "zh": "edc26a968ccd"},
    ),
    parameters(),
    code(r"""
import math

import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t
from ragmetrics_course.messages import write_number
from ragmetrics_course.exercises import check, exercise, exercise_list

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("03")
"""),
    *exercise_cells("03.ndcg_seed", {"en": "3.1 · nDCG@5: the capsule's exercise 2", "es": "3.1 · nDCG@5: el ejercicio 2 de la cápsula", "zh": "3.1 · nDCG@5：西班牙语课程的练习 2"},
                    translates={"es": "66a61554f349", "zh": "66a61554f349"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
# BEGIN SOLUTION
dcg = sum(1 / math.log2(rank + 1) for rank, doc in enumerate(retrieved[:ex["k"]], start=1) if doc in relevant)
idcg = sum(1 / math.log2(rank + 1) for rank in range(1, min(len(relevant), ex["k"]) + 1))
# END SOLUTION
answer = dcg / idcg  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.dcg_graded", {"en": "3.2 · DCG@5 by hand, with grades", "es": "3.2 · DCG@5 a mano, con grados", "zh": "3.2 · 手算带等级的 DCG@5"},
                    translates={"es": "b2c701f4ff87", "zh": "b2c701f4ff87"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
grades = [relevant.get(doc, 0) for doc in retrieved[:ex["k"]]]  # SOLUTION
answer = sum(g / math.log2(rank + 1) for rank, g in enumerate(grades, start=1))  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.ndcg_graded", {"en": "3.3 · Graded nDCG@5 of the Chinese example", "es": "3.3 · nDCG@5 graduado del ejemplo chino", "zh": "3.3 · 中文面试文章例子的分级 nDCG@5"},
                    translates={"es": "848522da2d5a", "zh": "848522da2d5a"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
# BEGIN SOLUTION
grades = [relevant.get(doc, 0) for doc in retrieved[:ex["k"]]]
ideal = sorted(relevant.values(), reverse=True)[:ex["k"]]
dcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(grades, start=1))
idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))
# END SOLUTION
answer = dcg / idcg  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.ndcg_graded_exp", {"en": "3.4 · The same with exponential gain", "es": "3.4 · Lo mismo con ganancia exponencial", "zh": "3.4 · 改用指数增益"},
                    translates={"es": "b28d6e0ea6c8", "zh": "b28d6e0ea6c8"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
# BEGIN SOLUTION
gains = [2 ** relevant.get(doc, 0) - 1 for doc in retrieved[:ex["k"]]]
ideal = [2 ** g - 1 for g in sorted(relevant.values(), reverse=True)[:ex["k"]]]
dcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(gains, start=1))
idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))
# END SOLUTION
answer = dcg / idcg  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.ndcg_binary_version", {"en": "3.5 · The binary version of the same run", "es": "3.5 · La versión binaria de la misma lista", "zh": "3.5 · 同一排序的二元相关版本"},
                    translates={"es": "d600974385ca", "zh": "d600974385ca"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
answer = rm.ndcg_at_k(retrieved, relevant, k=ex["k"])  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.ndcg_unretrieved", {"en": "3.6 · A relevant document that was never retrieved", "es": "3.6 · Un documento relevante que nunca se recuperó", "zh": "3.6 · 从未被检索到的相关文档"},
                    translates={"es": "6d2a1537c441", "zh": "6d2a1537c441"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
# BEGIN SOLUTION
grades = [relevant.get(doc, 0) for doc in retrieved[:ex["k"]]]
ideal = sorted(relevant.values(), reverse=True)[:ex["k"]]
dcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(grades, start=1))
idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))
# END SOLUTION
answer = dcg / idcg  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.discount_rank4", {"en": "3.7 · The discount at rank 4", "es": "3.7 · El descuento en la posición 4", "zh": "3.7 · 第 4 名的折损"},
                    translates={"es": "cd84508f8fee", "zh": "cd84508f8fee"},
                    solution=r"""
answer = 1 / math.log2(ex["position"] + 1)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.gain_exponential", {"en": "3.8 · Linear or exponential gain", "es": "3.8 · Ganancia lineal o exponencial", "zh": "3.8 · 线性增益还是指数增益"},
                    translates={"es": "b07f0b130674", "zh": "b07f0b130674"},
                    solution=r"""
# BEGIN SOLUTION
for grade in ex["grades"]:
    print(f"{t('table.grade')} {grade}: {t('gain.linear')} {grade}, {t('gain.exponential')} {2 ** grade - 1}")
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.ideal_from", {"en": "3.9 · Where the ideal DCG (IDCG) comes from", "es": "3.9 · De dónde sale el DCG ideal (IDCG)", "zh": "3.9 · IDCG（理想 DCG）从哪里来"},
                    translates={"es": "6bd0e51d97ec", "zh": "6bd0e51d97ec"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.recall_one_ndcg_less", {"en": "3.10 · Recall@5 = 1 but nDCG@5 = 0.661", "es": "3.10 · Recall@5 = 1 pero nDCG@5 = 0,661", "zh": "3.10 · Recall@5 = 1，但 nDCG@5 = 0.661"},
                    translates={"es": "a1b64f1df754", "zh": "a1b64f1df754"},
                    solution=r"""
# BEGIN SOLUTION
print(rm.recall_at_k(ex["retrieved"], ex["relevant"], k=ex["k"]), rm.ndcg_at_k(ex["retrieved"], ex["relevant"], k=ex["k"]))
# END SOLUTION
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.log_base", {"en": "3.11 · Does the base of the logarithm matter?", "es": "3.11 · ¿Importa la base del logaritmo?", "zh": "3.11 · 对数的底数重要吗？"},
                    translates={"es": "97891234eeda", "zh": "97891234eeda"},
                    solution=r"""
# BEGIN SOLUTION
grades = [ex["relevant"].get(doc, 0) for doc in ex["retrieved"][:ex["k"]]]
ideal = sorted(ex["relevant"].values(), reverse=True)[:ex["k"]]
for log in (math.log2, math.log):
    dcg = sum(g / log(rank + 1) for rank, g in enumerate(grades, start=1))
    idcg = sum(g / log(rank + 1) for rank, g in enumerate(ideal, start=1))
    print(log.__name__, round(dcg, 4), round(dcg / idcg, 4))
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.swap_top", {"en": "3.12 · Swap the first two", "es": "3.12 · Intercambia los dos primeros", "zh": "3.12 · 交换前两名"},
                    translates={"es": "b59a88480a79", "zh": "b59a88480a79"},
                    solution=r"""
# BEGIN SOLUTION
swapped = [ex["retrieved"][1], ex["retrieved"][0], *ex["retrieved"][2:]]
for ranking in (ex["retrieved"], swapped):
    ndcg = rm.ndcg_at_k(ranking, ex["relevant"], k=ex["k"])
    recall = rm.recall_at_k(ranking, ex["relevant"], k=ex["k"])
    print(ranking, f"nDCG = {write_number(ndcg, '.3f')}, Recall = {write_number(recall, 'g')}")
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("03.rr_blind", {"en": "3.13 · What RR does not see", "es": "3.13 · Lo que RR no ve", "zh": "3.13 · RR 看不到的东西"},
                    translates={"es": "037fb18e583f", "zh": "037fb18e583f"},
                    solution=r"""
# BEGIN SOLUTION
for ranking in (ex["retrieved_a"], ex["retrieved_b"]):
    rr = rm.reciprocal_rank(ranking, ex["relevant"])
    hit = rm.hit_rate_at_k(ranking, ex["relevant"], k=ex["k"])
    ndcg = rm.ndcg_at_k(ranking, ex["relevant"], k=ex["k"])
    print(ranking, f"RR = {write_number(rr, 'g')}, HitRate = {write_number(hit, 'g')}, nDCG = {write_number(ndcg, '.3f')}")
# END SOLUTION
answer = "c"  # SOLUTION
ex.check(answer)
"""),
]
