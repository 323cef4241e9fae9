"""Exercises · 10 Building the evaluation set, and trusting the judges: the source of
solutions/{en,es,zh}/10_evaluation_set.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 10 --run
(docs/course.md says how a source is written). The exercises are declared in
course/ragmetrics_course/exercises/bank/ch10.py with their texts.
"""

from sources.cells import code, exercise_cells, exercises_intro, md, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "first the pool's qrels: each passage of `pool` with its grade in `complete` (an intermediate step)": (
        "primero los qrels del pool: cada fragmento de `pool` con su grado en `complete` (un paso intermedio)",
        "先得到池的 qrels：`pool` 中的每个片段及其在 `complete` 中的等级（中间步骤）",
    ),
}

CELLS = [
    exercises_intro(
        "10_evaluation_set",
        title={"en": r"""Exercises · 10 Building the evaluation set, and trusting the judges""", "es": r"""Ejercicios · 10 Construir el conjunto de evaluación y fiarse de los jueces""", "zh": r"""练习 · 10 构建评测集：评审可信吗？"""},
        practise={
            "en": r"""**What you practise:** Cohen's kappa by hand, bpref and Judged@k with unjudged passages, what a pool's qrels do to a system outside the pool, Kendall's τ between two system orders, the size of a pool, and the interview questions: pooling bias, high agreement with a low kappa, measuring an LLM judge's position bias, what generated questions miss.""",
            "es": r"""**Qué practicas:** la kappa de Cohen a mano, bpref y Judged@k con fragmentos sin juzgar, lo que los qrels de un pool le hacen a un sistema que no formó parte de él, la τ de Kendall entre dos órdenes de sistemas, el tamaño de un pool, y las preguntas de entrevista: el sesgo de *pooling*, mucho acuerdo con una kappa baja, cómo medir el sesgo de posición de un juez LLM, lo que se les escapa a las preguntas generadas.""",
            "zh": r"""**练习内容**：手算 Cohen's kappa，含未标注片段时的 bpref 和 Judged@k，池化 qrels 对池外系统的影响，两个系统排序之间的 Kendall's τ，池的大小，以及面试题：池化偏差、一致率高而 kappa 低、如何测量 LLM 评审的位置偏差、自动生成的问题会漏掉什么。""",
        },
        translates={"es": "b9a401b8d7ae", "zh": "b9a401b8d7ae"},
    ),
    parameters(),
    code(r"""
import itertools

import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t
from ragmetrics_course.exercises import check, exercise, exercise_list

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("10")
"""),
    *exercise_cells("10.kappa", {"en": "10.1 · Cohen's kappa of two annotators", "es": "10.1 · La kappa de Cohen de dos anotadores", "zh": "10.1 · 两位标注者的 Cohen's kappa"},
                    translates={"es": "c70ac80cda27", "zh": "c70ac80cda27"},
                    solution=r"""
a, b = ex["a"], ex["b"]
# BEGIN SOLUTION
n = len(a)
p_o = sum(x == y for x, y in zip(a, b)) / n
p_e = (sum(a) / n) * (sum(b) / n) + (1 - sum(a) / n) * (1 - sum(b) / n)
# END SOLUTION
answer = (p_o - p_e) / (1 - p_e)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.bpref", {"en": "10.2 · bpref with unjudged passages", "es": "10.2 · bpref con fragmentos sin juzgar", "zh": "10.2 · 含未标注片段的 bpref"},
                    translates={"es": "9ca98f23bddb", "zh": "9ca98f23bddb"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
# BEGIN SOLUTION
r = sum(g >= 1 for g in relevant.values())
n = sum(g == 0 for g in relevant.values())
total, above = 0.0, 0
for doc in retrieved:
    if doc not in relevant:
        continue
    if relevant[doc] == 0:
        above += 1
    else:
        total += 1 - min(above, r) / min(n, r) if above else 1.0
# END SOLUTION
answer = total / r  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.judged_at_k", {"en": "10.3 · Judged@k: the judged share of the top k", "es": "10.3 · Judged@k: la proporción juzgada del top k", "zh": "10.3 · Judged@k：前 k 名中有标注的比例"},
                    translates={"es": "209328179da6", "zh": "209328179da6"},
                    solution=r"""
retrieved, relevant, k = ex["retrieved"], ex["relevant"], ex["k"]
answer = sum(doc in relevant for doc in retrieved[:k]) / k  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.pooled_precision", {"en": "10.4 · A new system judged with someone else's pool", "es": "10.4 · Un sistema nuevo juzgado con el pool de otros", "zh": "10.4 · 用别人的池评估新系统"},
                    translates={"es": "24e6cfed3c94", "zh": "24e6cfed3c94"},
                    solution=r"""
retrieved, complete, pool, k = ex["retrieved"], ex["complete"], ex["pool"], ex["k"]
# first the pool's qrels: each passage of `pool` with its grade in `complete` (an intermediate step)
# BEGIN SOLUTION
pooled = {doc: complete.get(doc, 0) for doc in pool}
# END SOLUTION
answer = rm.precision_at_k(retrieved, pooled, k=k)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.kendall_tau", {"en": "10.5 · Kendall's τ between two system orders", "es": "10.5 · La τ de Kendall entre dos órdenes de sistemas", "zh": "10.5 · 两个系统排序之间的 Kendall's τ"},
                    translates={"es": "4647e922e507", "zh": "4647e922e507"},
                    solution=r"""
x, y = ex["x"], ex["y"]
# BEGIN SOLUTION
signs = [(x[i] - x[j]) * (y[i] - y[j]) for i, j in itertools.combinations(range(len(x)), 2)]
concordant, discordant = sum(s > 0 for s in signs), sum(s < 0 for s in signs)
# END SOLUTION
answer = (concordant - discordant) / len(signs)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.pool_size", {"en": "10.6 · How many passages does the pool judge?", "es": "10.6 · ¿Cuántos fragmentos juzga el pool?", "zh": "10.6 · 池要标注多少个片段？"},
                    translates={"es": "d359e9e25577", "zh": "d359e9e25577"},
                    solution=r"""
runs, depth = ex["runs"], ex["depth"]
answer = len({doc for run in runs for doc in run[:depth]})  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.pooling_bias", {"en": "10.7 · A new retriever against a pool it was not in", "es": "10.7 · Un recuperador nuevo frente a un pool del que no formó parte", "zh": "10.7 · 不在池中的新检索器"},
                    translates={"es": "9f87fd06bc80", "zh": "9f87fd06bc80"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.binary_kappa", {"en": "10.8 · High agreement, low kappa", "es": "10.8 · Mucho acuerdo, kappa baja", "zh": "10.8 · 一致率高，kappa 却低"},
                    translates={"es": "5cdd0bb0f114", "zh": "5cdd0bb0f114"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.position_bias", {"en": "10.9 · Measuring position bias", "es": "10.9 · Medir el sesgo de posición", "zh": "10.9 · 测量位置偏差"},
                    translates={"es": "c64c9947e839", "zh": "c64c9947e839"},
                    solution=r"""
answer = "d"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.generated_questions", {"en": "10.10 · What generated questions miss", "es": "10.10 · Lo que se les escapa a las preguntas generadas", "zh": "10.10 · 自动生成的问题会漏掉什么"},
                    translates={"es": "076d5679604a", "zh": "076d5679604a"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.pooling", {"en": "10.11 · What is pooling?", "es": "10.11 · ¿Qué es el pooling?", "zh": "10.11 · 什么是池化（pooling）？"},
                    translates={"es": "1fdd827ad007", "zh": "1fdd827ad007"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("10.judge_calibration", {"en": "10.12 · Is the judge reliable?", "es": "10.12 · ¿Es fiable el juez?", "zh": "10.12 · 这个评审可靠吗？"},
                    translates={"es": "723cefe0eadb", "zh": "723cefe0eadb"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    md(
        en=r"""
## Keep practising: the interview drill

The conceptual questions above are in the drill too, mixed at random with calculation questions on rankings: `python -m ragmetrics_course drill --lang en --n 10`, or the drill at the end of [chapter 07's exercises](07_interview_drill.ipynb).
""",
        es=r"""
## Para seguir practicando: el simulacro de entrevista

Las preguntas conceptuales de arriba también están en el simulacro, mezcladas al azar con preguntas de cálculo sobre rankings: `python -m ragmetrics_course drill --lang es --n 10`, o el simulacro al final de [los ejercicios del capítulo 07](07_interview_drill.ipynb).
""",
        zh=r"""
## 继续练习：面试冲刺

上面的概念题也会出现在面试冲刺的模拟练习中，与随机生成的排序计算题混合出题：`python -m ragmetrics_course drill --lang zh --n 10`，或者[第 7 章练习](07_interview_drill.ipynb)末尾的模拟练习。
""",
        translates={"es": "20bf3bae7007", "zh": "20bf3bae7007"},
    ),
]
