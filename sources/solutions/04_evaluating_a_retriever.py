"""Exercises · 04 Evaluating a retriever: the source of solutions/{en,es,zh}/04_evaluating_a_retriever.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 04 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "04_evaluating_a_retriever",
        title={"en": r"""Exercises · 04 Evaluating a retriever""", "es": r"""Ejercicios · 04 Evaluar un recuperador""", "zh": r"""练习 · 04 评估检索器"""},
        practise={
            "en": r"""**What you practise:** Means over many queries with `RetrievalEvaluator` (and the capsule's wrong printed means), per-query values, a measure against k, TREC files and scored runs, missing queries, and comparing two retrievers.""",
            "es": r"""**Qué practicas:** medias sobre muchas consultas con `RetrievalEvaluator` (y las medias erróneas que imprimió la cápsula), valores por consulta, una medida en función de *k*, archivos TREC y runs con puntuaciones, consultas que faltan, y la comparación de dos recuperadores.""",
            "zh": r"""**练习内容**：用 `RetrievalEvaluator` 计算多个查询的平均值（以及西班牙语课程打印错的平均值）、逐查询的结果、指标随 *k* 的变化、TREC 文件与带分数的 run、缺失的查询，以及比较两个检索器。""",
        },
        translates={"es": "c55342cf3be9", "zh": "c55342cf3be9"},
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
exercise_list("04")
"""),
    *exercise_cells("04.evaluator_recall", {"en": "4.1 · Mean Recall@5 of the capsule's three queries", "es": "4.1 · Recall@5 medio de las tres consultas de la cápsula", "zh": "4.1 · 西班牙语课程三个查询的平均 Recall@5"},
                    translates={"es": "f6aa0194d856", "zh": "f6aa0194d856"},
                    solution=r"""
evaluator = rm.RetrievalEvaluator(k=ex["k"])
means = evaluator.evaluate_many(ex["test_cases"])  # SOLUTION
answer = means[f"R@{ex['k']}"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.evaluator_ndcg", {"en": "4.2 · Mean nDCG@5 of the same queries", "es": "4.2 · nDCG@5 medio de las mismas consultas", "zh": "4.2 · 同样三个查询的平均 nDCG@5"},
                    translates={"es": "1aa196fa3431", "zh": "1aa196fa3431"},
                    solution=r"""
evaluator = rm.RetrievalEvaluator(k=ex["k"])
means = evaluator.evaluate_many(ex["test_cases"])  # SOLUTION
answer = means[f"nDCG@{ex['k']}"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.worst_query", {"en": "4.3 · Which query drags the mean down?", "es": "4.3 · ¿Qué consulta hunde la media?", "zh": "4.3 · 哪个查询拉低了平均值？"},
                    translates={"es": "dcfb0e5e03f2", "zh": "dcfb0e5e03f2"},
                    solution=r"""
# BEGIN SOLUTION
for case in ex["test_cases"]:
    print(case["query"], round(rm.ndcg_at_k(case["retrieved"], case["relevant"], k=ex["k"]), 3))
# END SOLUTION
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.recall_curve", {"en": "4.4 · At which k does Recall@k reach 1?", "es": "4.4 · ¿Con qué *k* llega Recall@k a 1?", "zh": "4.4 · *k* 为多少时 Recall@k 达到 1？"},
                    translates={"es": "f5aa3baba2b5", "zh": "f5aa3baba2b5"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
answer = next(cutoff for cutoff in range(1, len(retrieved) + 1) if rm.recall_at_k(retrieved, relevant, k=cutoff) == 1)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.trec_order", {"en": "4.5 · A scored run, as trec_eval reads it", "es": "4.5 · Una lista con puntuaciones, tal como la lee trec_eval", "zh": "4.5 · trec_eval 如何读取带分数的结果"},
                    translates={"es": "601195834998", "zh": "601195834998"}, tags=(),
                    solution=r"""
import tempfile
from pathlib import Path

folder = Path(tempfile.mkdtemp())
rm.write_qrels(ex["qrels"], folder / "qrels.txt")
rm.write_run(ex["run"], folder / "run.txt")
print((folder / "run.txt").read_text())
qrels, run = rm.read_qrels(folder / "qrels.txt"), rm.read_run(folder / "run.txt")
"""),
    code(r"""
# BEGIN SOLUTION
results = rm.evaluate(qrels, run, [f"nDCG@{ex['k']}"])
# END SOLUTION
answer = results.mean[f"nDCG@{ex['k']}"]  # SOLUTION
ex.check(answer)
""", tags=["solution"]),
    *exercise_cells("04.missing_query", {"en": "4.6 · A judged query missing from the run", "es": "4.6 · Una consulta juzgada que falta en el run", "zh": "4.6 · run 中缺失的已标注查询"},
                    translates={"es": "a00413113f3a", "zh": "a00413113f3a"},
                    solution=r"""
# BEGIN SOLUTION
results = rm.evaluate(ex["qrels"], ex["run"], [f"nDCG@{ex['k']}"], missing_queries="zero")
# END SOLUTION
answer = results.mean[f"nDCG@{ex['k']}"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.compare_diff", {"en": "4.7 · Comparing two retrievers: the difference of means", "es": "4.7 · Comparar dos recuperadores: la diferencia de medias", "zh": "4.7 · 比较两个检索器：均值之差"},
                    translates={"es": "32985a13f09c", "zh": "32985a13f09c"},
                    solution=r"""
# BEGIN SOLUTION
a = [rm.ndcg_at_k(r, rel, k=ex["k"]) for r, rel in zip(ex["run_a"], ex["relevant"])]
b = [rm.ndcg_at_k(r, rel, k=ex["k"]) for r, rel in zip(ex["run_b"], ex["relevant"])]
# END SOLUTION
answer = sum(b) / len(b) - sum(a) / len(a)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.compare_conclusion", {"en": "4.8 · What the comparison allows you to say", "es": "4.8 · Qué permite decir la comparación", "zh": "4.8 · 这个比较能说明什么"},
                    translates={"es": "ec66d714eadb", "zh": "ec66d714eadb"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.mean_hides", {"en": "4.9 · What a mean hides", "es": "4.9 · Lo que esconde una media", "zh": "4.9 · 平均值掩盖了什么"},
                    translates={"es": "1125db22b871", "zh": "1125db22b871"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("04.trec_rank_column", {"en": "4.10 · What orders a TREC run", "es": "4.10 · Qué decide el orden en un archivo de run TREC", "zh": "4.10 · 什么决定 TREC run 文件中的排序"},
                    translates={"es": "e9b54fcecdb3", "zh": "e9b54fcecdb3"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
]
