"""Exercises · 09 Is B really better than A?: the source of solutions/{en,es,zh}/09_significance.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 09 --run
(docs/course.md says how a source is written). The exercises are declared in
course/ragmetrics_course/exercises/bank/ch09.py with their texts.
"""

from sources.cells import code, exercise_cells, exercises_intro, md, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "09_significance",
        title={"en": r"""Exercises · 09 Is B really better than A?""", "es": r"""Ejercicios · 09 ¿Es B de verdad mejor que A?""", "zh": r"""练习 · 09 B 真的比 A 好吗？"""},
        practise={
            "en": r"""**What you practise:** the per-query differences and their mean, an exact randomization test and a paired t statistic by hand, Holm's correction, how many queries a gain needs, what five queries can and cannot show, what Wilcoxon ranks, and the interview questions: what a p-value says, significant vs worth shipping, twenty prompts, "B beats A by 0.02", a leaderboard winner that loses on your data, and the relative gain you quote from a project.""",
            "es": r"""**Qué practicas:** las diferencias por consulta y su media, una prueba de aleatorización exacta y un estadístico t pareado a mano, la corrección de Holm, cuántas consultas necesita una mejora, lo que cinco consultas pueden y no pueden mostrar, a qué diferencias asigna rangos Wilcoxon, y las preguntas de entrevista: qué dice un valor p, significativa frente a relevante en la práctica, veinte prompts, «B supera a A por 0,02», el primero de la tabla de MTEB que pierde con tus datos y la mejora relativa que citas de un proyecto.""",
            "zh": r"""**练习内容**：逐查询差值及其均值，手算精确随机化检验和配对 t 统计量，Holm 校正，一个提升需要多少个查询，五个查询能说明什么、不能说明什么，Wilcoxon 检验给哪些差值排秩，以及几道面试题：p 值说明了什么、显著是否等于值得上线、二十个提示词变体、“B 比 A 高 0.02”、榜单第一在你的数据上输了，以及介绍项目时该报出的相对提升。""",
        },
        translates={"es": "c7df7e102c2d", "zh": "c7df7e102c2d"},
    ),
    parameters(),
    code(r"""
import itertools
import math

import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t
from ragmetrics_course.exercises import check, exercise, exercise_list
from ragmetrics.significance import adjust_p_values

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("09")
"""),
    *exercise_cells("09.mean_difference", {"en": "9.1 · The mean difference B − A", "es": "9.1 · La diferencia media B − A", "zh": "9.1 · 平均差值 B − A"},
                    translates={"es": "3a073dbd1f02", "zh": "3a073dbd1f02"},
                    solution=r"""
a, b = ex["a"], ex["b"]
d = [y - x for x, y in zip(a, b)]  # SOLUTION
answer = sum(d) / len(d)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.exact_p", {"en": "9.2 · An exact randomization test by hand", "es": "9.2 · Una prueba de aleatorización exacta a mano", "zh": "9.2 · 手算精确的随机化检验"},
                    translates={"es": "ed802d3efe7c", "zh": "ed802d3efe7c"},
                    solution=r"""
a, b = ex["a"], ex["b"]
# BEGIN SOLUTION
d = [y - x for x, y in zip(a, b)]
patterns = list(itertools.product((1, -1), repeat=len(d)))
hits = sum(abs(sum(s * x for s, x in zip(signs, d))) >= abs(sum(d)) - 1e-12 for signs in patterns)
# END SOLUTION
answer = hits / len(patterns)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.t_statistic", {"en": "9.3 · The paired t statistic", "es": "9.3 · El estadístico t pareado", "zh": "9.3 · 配对 t 统计量"},
                    translates={"es": "5c947a17761a", "zh": "5c947a17761a"},
                    solution=r"""
a, b = ex["a"], ex["b"]
# BEGIN SOLUTION
d = [y - x for x, y in zip(a, b)]
mean_d = sum(d) / len(d)
sd_d = math.sqrt(sum((x - mean_d) ** 2 for x in d) / (len(d) - 1))
# END SOLUTION
answer = mean_d / (sd_d / math.sqrt(len(d)))  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.holm_count", {"en": "9.4 · Holm's correction", "es": "9.4 · La corrección de Holm", "zh": "9.4 · Holm 校正"},
                    translates={"es": "34e00a2006d3", "zh": "34e00a2006d3"},
                    solution=r"""
p_values, alpha = ex["p_values"], ex["alpha"]
answer = sum(p < alpha for p in adjust_p_values(p_values, "holm"))  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.queries_needed", {"en": "9.5 · How many queries?", "es": "9.5 · ¿Cuántas consultas?", "zh": "9.5 · 需要多少个查询？"},
                    translates={"es": "b22b9ac31e95", "zh": "b22b9ac31e95"},
                    solution=r"""
effect, spread = ex["effect"], ex["spread"]
answer = ((1.96 + 0.84) * spread / effect) ** 2  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.min_p_five", {"en": "9.6 · Five queries", "es": "9.6 · Cinco consultas", "zh": "9.6 · 五个查询"},
                    translates={"es": "986f34f53d07", "zh": "986f34f53d07"},
                    solution=r"""
n_queries = ex["n_queries"]
answer = 2 / 2**n_queries  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.wilcoxon_pairs", {"en": "9.7 · What Wilcoxon ranks", "es": "9.7 · A qué diferencias asigna rangos Wilcoxon", "zh": "9.7 · Wilcoxon 检验给哪些差值排秩"},
                    translates={"es": "f0e86b5efcd1", "zh": "f0e86b5efcd1"},
                    solution=r"""
a, b = ex["a"], ex["b"]
answer = sum(y - x != 0 for x, y in zip(a, b))  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.p_value_meaning", {"en": "9.8 · What p = 0.03 says", "es": "9.8 · Lo que dice p = 0,03", "zh": "9.8 · p = 0.03 说明了什么"},
                    translates={"es": "c083951fae95", "zh": "c083951fae95"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.practical_significance", {"en": "9.9 · Significant, but worth it?", "es": "9.9 · Significativa, pero ¿merece la pena?", "zh": "9.9 · 显著，但值得吗？"},
                    translates={"es": "1543dc20f6da", "zh": "1543dc20f6da"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.twenty_configurations", {"en": "9.10 · Twenty prompts", "es": "9.10 · Veinte prompts", "zh": "9.10 · 二十个提示词"},
                    translates={"es": "6946cd97c446", "zh": "6946cd97c446"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.b_beats_a", {"en": "9.11 · B beats A by 0.02 nDCG on 100 queries", "es": "9.11 · B supera a A por 0,02 de nDCG en 100 consultas", "zh": "9.11 · B 在 100 个查询上的 nDCG 比 A 高 0.02"},
                    translates={"es": "37f7c36cfeeb", "zh": "37f7c36cfeeb"},
                    solution=r"""
answer = "d"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.leaderboard", {"en": "9.12 · The leaderboard's winner loses on your data", "es": "9.12 · El primero de la tabla pierde con tus datos", "zh": "9.12 · 榜单第一在你的数据上输了"},
                    translates={"es": "a3eb04105dc0", "zh": "a3eb04105dc0"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("09.story_gain", {"en": "9.13 · The numbers of a project story", "es": "9.13 · Las cifras de la historia de un proyecto", "zh": "9.13 · 项目经历里的数字"},
                    translates={"es": "f50560850b5f", "zh": "f50560850b5f"},
                    solution=r"""
before, after = ex["before"], ex["after"]
answer = (after - before) / before  # SOLUTION
ex.check(answer)
"""),
    md(
        en=r"""
## Keep practising: the interview drill

The conceptual questions above are in the drill too, mixed with random ranking questions: `python -m ragmetrics_course drill --lang en --n 10`, or the drill at the end of [chapter 07's exercises](07_interview_drill.ipynb).
""",
        es=r"""
## Para seguir practicando: el simulacro de entrevista

Las preguntas conceptuales de arriba también están en el simulacro, mezcladas con preguntas de cálculo sobre rankings aleatorios: `python -m ragmetrics_course drill --lang es --n 10`, o el simulacro al final de [los ejercicios del capítulo 07](07_interview_drill.ipynb).
""",
        zh=r"""
## 继续练习：面试冲刺

上面的概念题也会出现在面试冲刺的模拟练习中，与随机生成的排序计算题混合出题：`python -m ragmetrics_course drill --lang zh --n 10`，或者[第 7 章练习](07_interview_drill.ipynb)末尾的模拟练习。
""",
        translates={"es": "cfcd5e085804", "zh": "cfcd5e085804"},
    ),
]
