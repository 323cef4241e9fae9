"""Exercises · 13 Evaluate your own system: the source of solutions/{en,es,zh}/13_your_own_system.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 13 --run
(docs/course.md says how a source is written). The exercises are declared in
course/ragmetrics_course/exercises/bank/ch13.py with their texts.
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "each document at its first (best) chunk": (
        "cada documento en la posición de su primer fragmento (el mejor)",
        "每篇文章取它第一个（最好的）片段的排名",
    ),
    "a record without a value is left out of the mean, not counted as 0": (
        "un registro sin valor queda fuera de la media; no cuenta como 0",
        "没有值的记录不计入均值，而不是记为 0",
    ),
    "a judged query the run lacks counts as 0": (
        "una consulta juzgada que falta en el run cuenta como 0",
        "run 文件中缺少的已标注查询记为 0",
    ),
}

CELLS = [
    exercises_intro(
        "13_your_own_system",
        title={"en": r"""Exercises · 13 Evaluate your own system""", "es": r"""Ejercicios · 13 Evalúa tu propio sistema""", "zh": r"""练习 · 13 评估你自己的系统"""},
        practise={
            "en": r"""**What you practise:** turning chunk ids into document ids, the fields of a RAGAS log, the rule for a query a run lacks, a record without a reference, what the interval of a mean says, and reading a regression gate's verdict.""",
            "es": r"""**Qué practicas:** convertir identificadores de fragmento en identificadores de documento, los campos de un registro de RAGAS, la regla para una consulta que falta en un run, un registro sin respuesta de referencia, lo que dice el intervalo de una media y cómo leer el veredicto de un control de regresión (*gate*).""",
            "zh": r"""**练习内容**：如何把片段 id 换成文章（文档）id；RAGAS 日志的各个字段；run 文件缺少某个查询时的规则；没有参考答案的记录；均值的置信区间说明了什么；以及如何解读回归门禁的判定。""",
        },
        translates={"es": "5d2275cb50ff", "zh": "5d2275cb50ff"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t
from ragmetrics_course.exercises import check, exercise, exercise_list

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("13")
"""),
    *exercise_cells("13.doc_rank", {"en": "13.1 · From chunk ids to document ids", "es": "13.1 · De identificadores de fragmento a identificadores de documento", "zh": "13.1 · 从片段 id 到文章（文档）id"},
                    translates={"es": "fa58c9beffae", "zh": "fa58c9beffae"},
                    solution=r"""
# each document at its first (best) chunk
docs = rm.io.doc_ids(ex["chunks"], "#")  # SOLUTION
answer = docs.index(ex["doc"]) + 1  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("13.ragas_field", {"en": "13.2 · Which RAGAS field is which", "es": "13.2 · Qué campo de RAGAS es cuál", "zh": "13.2 · RAGAS 的各个字段"},
                    translates={"es": "6649d506c50c", "zh": "6649d506c50c"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("13.missing_query", {"en": "13.3 · A query the run lacks", "es": "13.3 · Una consulta que falta en el run", "zh": "13.3 · run 文件里缺少的查询"},
                    translates={"es": "e92dc38e2ee7", "zh": "e92dc38e2ee7"},
                    solution=r"""
scores, judged = ex["scores"], ex["judged"]
# a judged query the run lacks counts as 0
answer = sum(scores.get(q, 0.0) for q in judged) / len(judged)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("13.no_reference", {"en": "13.4 · A record without a reference", "es": "13.4 · Un registro sin referencia", "zh": "13.4 · 没有参考答案的记录"},
                    translates={"es": "03aed569255c", "zh": "03aed569255c"},
                    solution=r"""
values = ex["answer_correctness"]
# a record without a value is left out of the mean, not counted as 0
answer = sum(values.values()) / len(values)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("13.ci_meaning", {"en": "13.5 · The interval of a mean", "es": "13.5 · El intervalo de una media", "zh": "13.5 · 均值的置信区间"},
                    translates={"es": "b5f27d2496da", "zh": "b5f27d2496da"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("13.gate_verdict", {"en": "13.6 · Reading a gate verdict", "es": "13.6 · Leer el veredicto del control de regresión", "zh": "13.6 · 解读门禁的判定"},
                    translates={"es": "b75c424822f1", "zh": "b75c424822f1"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
]
