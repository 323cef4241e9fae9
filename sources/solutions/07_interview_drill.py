"""Exercises · 07 Interview questions: the source of solutions/{en,es,zh}/07_interview_drill.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 07 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercises_intro, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "07_interview_drill",
        title={"en": r"""Exercises · 07 Interview questions""", "es": r"""Ejercicios · 07 Preguntas de entrevista""", "zh": r"""练习 · 07 面试题"""},
        practise={
            "en": r"""**What you practise:** The Chinese interview article's follow-up questions (MRR vs nDCG, faithfulness vs answer relevancy, a low Recall@k, the data layout), whiteboard computations, and a drill with random questions.""",
            "es": r"""**Qué practicas:** las preguntas de seguimiento del artículo chino (MRR frente a nDCG, fidelidad frente a relevancia de la respuesta, un Recall@k bajo, la estructura de los datos), cálculos en la pizarra y un simulacro con preguntas aleatorias.""",
            "zh": r"""**练习内容**：中文面试文章中的高频追问（MRR 与 nDCG、Faithfulness 与 Answer Relevancy、Recall@k 很低、数据结构设计）、白板计算题，以及随机出题的练习。""",
        },
        translates={"es": "be2d7e17dbd2", "zh": "be2d7e17dbd2"},
    ),
    parameters(),
    code(r"""
import math

import ragmetrics as rm
from ragmetrics.course import set_language, setup_fonts, t
from ragmetrics.course.exercises import check, exercise, exercise_list

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("07")
"""),
    md(
        en=r"""
## 7.1 · MRR or nDCG?
""",
        es=r"""
## 7.1 · ¿MRR o nDCG?
""",
        zh=r"""
## 7.1 · MRR 和 nDCG 有什么区别？
""",
        translates={"es": "91e097ae77a5", "zh": "91e097ae77a5"},
    ),
    code(r"""
ex = exercise("07.mrr_vs_ndcg")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 7.2 · Faithfulness or Answer Relevancy?
""",
        es=r"""
## 7.2 · ¿Fidelidad o relevancia de la respuesta?
""",
        zh=r"""
## 7.2 · Faithfulness 和 Answer Relevancy 怎么区分？
""",
        translates={"es": "890cfb1fb9ff", "zh": "890cfb1fb9ff"},
    ),
    code(r"""
ex = exercise("07.faithfulness_vs_answer_relevancy")
ex
"""),
    code(r"""
answer = "c"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 7.3 · Recall@k is low: where do you look?
""",
        es=r"""
## 7.3 · Recall@k es bajo: ¿dónde miras?
""",
        zh=r"""
## 7.3 · Recall@k 很低，该从哪里查起？
""",
        translates={"es": "2a9a2c4fb15a", "zh": "2a9a2c4fb15a"},
    ),
    code(r"""
ex = exercise("07.low_recall")
ex
"""),
    code(r"""
answer = "b"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 7.4 · What cannot save a missed document
""",
        es=r"""
## 7.4 · Lo que no puede salvar un documento perdido
""",
        zh=r"""
## 7.4 · 什么救不回漏掉的文档
""",
        translates={"es": "a660d388a99f", "zh": "a660d388a99f"},
    ),
    code(r"""
ex = exercise("07.reranker_cannot_fix")
ex
"""),
    code(r"""
answer = "reranker"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 7.5 · The data layout for nDCG
""",
        es=r"""
## 7.5 · La estructura de datos para nDCG
""",
        zh=r"""
## 7.5 · 计算 nDCG 的数据结构
""",
        translates={"es": "394d90985a15", "zh": "394d90985a15"},
    ),
    code(r"""
ex = exercise("07.data_layout")
ex
"""),
    code(r"""
answer = "a"  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 7.6 · Whiteboard: graded nDCG@5
""",
        es=r"""
## 7.6 · En la pizarra: nDCG@5 graduado
""",
        zh=r"""
## 7.6 · 白板题：分级 nDCG@5
""",
        translates={"es": "8141ff0a9c96", "zh": "8141ff0a9c96"},
    ),
    code(r"""
ex = exercise("07.whiteboard_ndcg")
ex
"""),
    code(r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
# BEGIN SOLUTION
grades = [relevant.get(doc, 0) for doc in retrieved[:ex["k"]]]
ideal = sorted(relevant.values(), reverse=True)[:ex["k"]]
dcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(grades, start=1))
idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))
# END SOLUTION
answer = dcg / idcg  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 7.7 · Whiteboard: MRR of 4 queries
""",
        es=r"""
## 7.7 · En la pizarra: MRR de 4 consultas
""",
        zh=r"""
## 7.7 · 白板题：4 个查询的 MRR
""",
        translates={"es": "14e6c9bf81ac", "zh": "14e6c9bf81ac"},
    ),
    code(r"""
ex = exercise("07.whiteboard_mrr")
ex
"""),
    code(r"""
queries = ex["queries"]
rrs = [rm.reciprocal_rank(q["retrieved"], q["relevant"]) for q in queries]  # SOLUTION
answer = sum(rrs) / len(rrs)  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## 7.8 · Whiteboard: average precision
""",
        es=r"""
## 7.8 · En la pizarra: precisión promedio (AP)
""",
        zh=r"""
## 7.8 · 白板题：平均精确率（AP）
""",
        translates={"es": "5dab9773fab1", "zh": "5dab9773fab1"},
    ),
    code(r"""
ex = exercise("07.whiteboard_ap")
ex
"""),
    code(r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
# BEGIN SOLUTION
precisions, found = [], 0
for rank, doc in enumerate(retrieved, start=1):
    if doc in relevant:
        found += 1
        precisions.append(found / rank)
# END SOLUTION
answer = sum(precisions) / len(relevant)  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    md(
        en=r"""
## Keep practising: the interview drill

Random ranking questions (the answers come from ragmetrics) mixed with the conceptual questions above, a running score and a summary by topic. The same drill runs in a terminal: `python -m ragmetrics drill --lang en --n 10`.
""",
        es=r"""
## Para seguir practicando: el simulacro de entrevista

Preguntas de cálculo sobre rankings aleatorios (las respuestas las calcula ragmetrics) mezcladas con las preguntas conceptuales de arriba, con la puntuación al momento y un resumen por tema. El mismo simulacro funciona en una terminal: `python -m ragmetrics drill --lang es --n 10`.
""",
        zh=r"""
## 继续练习：面试模拟

随机生成的排序计算题（答案由 ragmetrics 计算）与上面的概念题混合出题，实时计分，最后按主题汇总。同样的练习也可以在终端里做：`python -m ragmetrics drill --lang zh --n 10`。
""",
        translates={"es": "e57a6cac4e32", "zh": "e57a6cac4e32"},
    ),
    code(r"""
from ragmetrics.course.drills import DrillWidget

DrillWidget(lang=lang, seed=seed)
""", tags=["nbval-ignore-output"]),
]
