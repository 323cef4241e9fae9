"""Exercises · 02 Hit rate (HitRate@k) and MRR: the source of solutions/{en,es,zh}/02_hit_rate_mrr.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 02 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "02_hit_rate_mrr",
        title={"en": r"""Exercises · 02 Hit rate (HitRate@k) and MRR""", "es": r"""Ejercicios · 02 Tasa de aciertos (HitRate@k) y MRR""", "zh": r"""练习 · 02 命中率（HitRate@k）与 MRR"""},
        practise={
            "en": r"""**What you practise:** HitRate@k over queries, the MRR of the capsule's MRR example, the reciprocal rank with and without a cutoff, and recall against hit rate (the Chinese interview article's 1 of 4 relevant documents).""",
            "es": r"""**Qué practicas:** la tasa de aciertos (HitRate@k) sobre varias consultas, el MRR del ejemplo de MRR de la cápsula, el rango recíproco con y sin corte, y el recall frente a la tasa de aciertos (1 de 4 relevantes, del artículo chino).""",
            "zh": r"""**练习内容**：多个查询的命中率（HitRate@k）、西班牙语课程 MRR 示例的 MRR、带截断与不截断的倒数排名，以及召回率与命中率的区别（中文面试文章里 4 篇相关文档只找到 1 篇的例子）。""",
        },
        translates={"es": "a9328fba3bcd", "zh": "a9328fba3bcd"},
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
exercise_list("02")
"""),
    *exercise_cells("02.hit_rate_queries", {"en": "2.1 · Hit rate (HitRate@5) over 5 queries", "es": "2.1 · Tasa de aciertos (HitRate@5) en 5 consultas", "zh": "2.1 · 5 个查询的命中率（HitRate@5）"},
                    translates={"es": "e14702201fe6", "zh": "e14702201fe6"},
                    solution=r"""
queries = ex["queries"]
hits = [rm.hit_rate_at_k(q["retrieved"], q["relevant"], k=ex["k"]) for q in queries]  # SOLUTION
answer = sum(hits) / len(hits)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.mrr_seed", {"en": "2.2 · MRR of the capsule's MRR example", "es": "2.2 · MRR del ejemplo de MRR de la cápsula", "zh": "2.2 · 西班牙语课程 MRR 示例的 MRR"},
                    translates={"es": "8208d530fc33", "zh": "8208d530fc33"},
                    solution=r"""
queries = ex["queries"]
rrs = [rm.reciprocal_rank(q["retrieved"], q["relevant"]) for q in queries]  # SOLUTION
answer = sum(rrs) / len(rrs)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.rr_rank3", {"en": "2.3 · Reciprocal rank of the Spanish chapter's example", "es": "2.3 · Rango recíproco del ejemplo del capítulo del manual", "zh": "2.3 · 西班牙语章节例子的倒数排名"},
                    translates={"es": "f3d374ada57d", "zh": "f3d374ada57d"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
first = next(rank for rank, doc in enumerate(retrieved, start=1) if doc in relevant)  # SOLUTION
answer = 1 / first  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.rr_cutoff", {"en": "2.4 · RR@5 when the first hit is at rank 7", "es": "2.4 · RR@5 cuando el primer relevante está en la posición 7", "zh": "2.4 · 第一篇相关文档排在第 7 名时的 RR@5"},
                    translates={"es": "d123c8821503", "zh": "d123c8821503"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
first = next(rank for rank, doc in enumerate(retrieved, start=1) if doc in relevant)  # SOLUTION
answer = 1 / first if first <= ex["k"] else 0.0  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.rr_no_cutoff", {"en": "2.5 · The same ranking without cutoff", "es": "2.5 · La misma lista sin corte", "zh": "2.5 · 同一排序、不截断"},
                    translates={"es": "47b359489e8c", "zh": "47b359489e8c"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
first = next(rank for rank, doc in enumerate(retrieved, start=1) if doc in relevant)  # SOLUTION
answer = 1 / first  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.recall_one_of_four", {"en": "2.6 · Recall@5 when 1 of 4 relevant documents is found", "es": "2.6 · Recall@5 cuando se encuentra 1 de 4 relevantes", "zh": "2.6 · 4 篇相关文档只找到 1 篇时的 Recall@5"},
                    translates={"es": "aff4db84f8c9", "zh": "aff4db84f8c9"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
answer = len(set(retrieved[:ex["k"]]) & set(relevant)) / len(relevant)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.recall_vs_hit_rate", {"en": "2.7 · Recall or hit rate: which tells two retrievers apart?", "es": "2.7 · ¿Recall o tasa de aciertos? ¿Cuál distingue entre los dos recuperadores?", "zh": "2.7 · 召回率还是命中率：哪个能区分两个检索器？"},
                    translates={"es": "8b0813719d36", "zh": "8b0813719d36"},
                    solution=r"""
# BEGIN SOLUTION
for name in ("retrieved_a", "retrieved_b"):
    hit = rm.hit_rate_at_k(ex[name], ex["relevant"], k=ex["k"])
    recall = rm.recall_at_k(ex[name], ex["relevant"], k=ex["k"])
    print(f"{name}: HitRate@{ex['k']} = {write_number(hit, 'g')}, Recall@{ex['k']} = {write_number(recall, '.2f')}")
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.when_mrr", {"en": "2.8 · Which measure for an FAQ search", "es": "2.8 · Qué medida usar en un buscador de preguntas frecuentes", "zh": "2.8 · FAQ 搜索该看哪个指标"},
                    translates={"es": "d989e2eb5e65", "zh": "d989e2eb5e65"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.rr_no_relevant", {"en": "2.9 · A query with no hit", "es": "2.9 · Una consulta sin ningún acierto", "zh": "2.9 · 没有命中的查询"},
                    translates={"es": "74a4e99fcc28", "zh": "74a4e99fcc28"},
                    solution=r"""
# BEGIN SOLUTION
print(rm.reciprocal_rank(ex["retrieved"], ex["relevant"], k=ex["k"]))
# END SOLUTION
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("02.name_hit_rate", {"en": "2.10 · Name the measure", "es": "2.10 · Pon nombre a la medida", "zh": "2.10 · 说出指标的名称"},
                    translates={"es": "269cf9ddd793", "zh": "269cf9ddd793"},
                    solution=r"""
answer = "Hit Rate"  # SOLUTION
ex.check(answer)
"""),
]
