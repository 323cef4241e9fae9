"""Exercises · 01 Recall@k, Precision@k and F1@k: the source of solutions/{en,es,zh}/01_recall_precision_f1.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 01 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "01_recall_precision_f1",
        title={"en": r"""Exercises · 01 Recall@k, Precision@k and F1@k""", "es": r"""Ejercicios · 01 Recall@k, Precision@k y F1@k""", "zh": r"""练习 · 01 Recall@k、Precision@k 与 F1@k"""},
        practise={
            "en": r"""**What you practise:** Recall@k and Precision@k by hand on the sources' examples (the Spanish capsule's exercise 1 among them), F1@k as a harmonic mean, a ranking shorter than *k*, and which measure fits which need.""",
            "es": r"""**Qué practicas:** Recall@k y Precision@k a mano con los ejemplos de las fuentes (entre ellos el ejercicio 1 de la cápsula), F1@k como media armónica, una lista de resultados más corta que *k* y qué medida conviene en cada caso.""",
            "zh": r"""**练习内容**：用参考资料中的例子（包括西班牙语课程的练习 1）手算 Recall@k 和 Precision@k，把 F1@k 理解为调和平均，处理返回结果少于 *k* 的情况，并根据需求选择指标。""",
        },
        translates={"es": "c0397ae689ad", "zh": "c0397ae689ad"},
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
exercise_list("01")
"""),
    *exercise_cells("01.recall_seed", {"en": "1.1 · Recall@5: the capsule's exercise 1", "es": "1.1 · Recall@5: el ejercicio 1 de la cápsula", "zh": "1.1 · Recall@5：西班牙语课程的练习 1"},
                    translates={"es": "1b428a08b529", "zh": "1b428a08b529"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
found = set(retrieved[:ex["k"]]) & set(relevant)  # SOLUTION
answer = len(found) / len(relevant)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.recall_letters", {"en": "1.2 · Recall@5 with letters as ids", "es": "1.2 · Recall@5 con letras como identificadores", "zh": "1.2 · 用字母作文档 id 的 Recall@5"},
                    translates={"es": "30d267826b91", "zh": "30d267826b91"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
found = set(retrieved[:ex["k"]]) & set(relevant)  # SOLUTION
answer = len(found) / len(relevant)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.precision_letters", {"en": "1.3 · Precision@5 with letters as ids", "es": "1.3 · Precision@5 con letras como identificadores", "zh": "1.3 · 用字母作文档 id 的 Precision@5"},
                    translates={"es": "eb465bf9ba12", "zh": "eb465bf9ba12"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
found = set(retrieved[:ex["k"]]) & set(relevant)  # SOLUTION
answer = len(found) / ex["k"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.precision_seed", {"en": "1.4 · Precision@5 of the capsule's example", "es": "1.4 · Precision@5 del ejemplo de la cápsula", "zh": "1.4 · 西班牙语课程例子的 Precision@5"},
                    translates={"es": "5bd737e7bee7", "zh": "5bd737e7bee7"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
found = set(retrieved[:ex["k"]]) & set(relevant)  # SOLUTION
answer = len(found) / ex["k"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.f1_seed", {"en": "1.5 · F1@5 of the same example", "es": "1.5 · F1@5 del mismo ejemplo", "zh": "1.5 · 同一个例子的 F1@5"},
                    translates={"es": "bfa446490420", "zh": "bfa446490420"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
p = rm.precision_at_k(retrieved, relevant, k=ex["k"])  # SOLUTION
r = rm.recall_at_k(retrieved, relevant, k=ex["k"])  # SOLUTION
answer = 2 * p * r / (p + r)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.precision_short_run", {"en": "1.6 · Precision@5 when fewer than 5 documents come back", "es": "1.6 · Precision@5 cuando se devuelven menos de 5 documentos", "zh": "1.6 · 返回不足 5 篇时的 Precision@5"},
                    translates={"es": "7575f25a644e", "zh": "7575f25a644e"},
                    solution=r"""
retrieved, relevant = ex["retrieved"], ex["relevant"]
found = set(retrieved[:ex["k"]]) & set(relevant)  # SOLUTION
answer = len(found) / ex["k"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.k_grows", {"en": "1.7 · What happens when k grows", "es": "1.7 · Qué pasa cuando *k* crece", "zh": "1.7 · *k* 变大时会怎样"},
                    translates={"es": "ac1c8c783684", "zh": "ac1c8c783684"},
                    solution=r"""
# BEGIN SOLUTION
retrieved, relevant = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], [3, 7, 12]
for cutoff in (5, 10):
    p = rm.precision_at_k(retrieved, relevant, k=cutoff)
    r = rm.recall_at_k(retrieved, relevant, k=cutoff)
    print(f"k={cutoff}: P={write_number(p, '.2f')} R={write_number(r, '.2f')}")
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.when_recall", {"en": "1.8 · Which measure for a legal search assistant", "es": "1.8 · Qué medida usar en un asistente de búsqueda jurídica", "zh": "1.8 · 法律检索助手该看哪个指标"},
                    translates={"es": "160e35efe450", "zh": "160e35efe450"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.name_precision", {"en": "1.9 · Name the measure", "es": "1.9 · Pon nombre a la medida", "zh": "1.9 · 说出指标的名称"},
                    translates={"es": "d9ac3ce8dbd3", "zh": "d9ac3ce8dbd3"},
                    solution=r"""
answer = "Precision@k"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.f1_vs_mean", {"en": "1.10 · F1 or the plain average?", "es": "1.10 · ¿F1 o la media simple?", "zh": "1.10 · F1 还是算术平均？"},
                    translates={"es": "f43c923e9279", "zh": "f43c923e9279"},
                    solution=r"""
# BEGIN SOLUTION
p = rm.precision_at_k(ex["retrieved"], ex["relevant"], k=ex["k"])
r = rm.recall_at_k(ex["retrieved"], ex["relevant"], k=ex["k"])
f1 = rm.f1_at_k(ex["retrieved"], ex["relevant"], k=ex["k"])
print(f"F1 = {write_number(f1, '.3f')}, (P + R) / 2 = {write_number((p + r) / 2, '.3f')}")
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("01.context_window", {"en": "1.11 · A prompt with room for three chunks", "es": "1.11 · Un prompt con sitio para tres fragmentos", "zh": "1.11 · 只能放 3 个片段的提示词"},
                    translates={"es": "a2a2a80e6b73", "zh": "a2a2a80e6b73"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
]
