"""Exercises · 05 Generation metrics: the source of solutions/{en,es,zh}/05_generation.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 05 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
}

CELLS = [
    exercises_intro(
        "05_generation",
        title={"en": r"""Exercises · 05 Generation metrics""", "es": r"""Ejercicios · 05 Medidas de generación""", "zh": r"""练习 · 05 生成阶段指标"""},
        practise={
            "en": r"""**What you practise:** Faithfulness (RAGAS and DeepEval arithmetic) on the refund example, context relevancy of noisy chunks, answer relevancy, which generation metric catches which failure, and, with a reference answer, RAGAS's context precision, context recall and answer correctness.""",
            "es": r"""**Qué practicas:** la fidelidad (con la aritmética de RAGAS y la de DeepEval) en el ejemplo de las devoluciones, la relevancia de un contexto con fragmentos ruidosos, la relevancia de la respuesta, qué medida de generación detecta cada fallo y, con una respuesta de referencia, la *context precision*, el *context recall* y la *answer correctness* de RAGAS.""",
            "zh": r"""**练习内容**：在退款例子上计算忠实度（RAGAS 与 DeepEval 两种算法）、含噪声片段的上下文相关性、答案相关性，判断哪个生成指标能发现哪类问题，以及在有参考答案时计算 RAGAS 的上下文精确率、上下文召回率和答案正确性。""",
        },
        translates={"es": "96baa928e889", "zh": "96baa928e889"},
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
exercise_list("05")
"""),
    *exercise_cells("05.faithfulness_ragas", {"en": "5.1 · Faithfulness of the refund answer (RAGAS)", "es": "5.1 · Fidelidad de la respuesta sobre devoluciones (RAGAS)", "zh": "5.1 · 退款回答的忠实度（RAGAS）"},
                    translates={"es": "04897a6d7cab", "zh": "04897a6d7cab"},
                    solution=r"""
# BEGIN SOLUTION
result = rm.faithfulness(answer=ex["answer"], contexts=ex["contexts"])
print(result)
# END SOLUTION
answer = result.score  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.faithfulness_deepeval", {"en": "5.2 · The same answer with DeepEval's arithmetic", "es": "5.2 · La misma respuesta con la aritmética de DeepEval", "zh": "5.2 · 同一回答按 DeepEval 的算法计分"},
                    translates={"es": "3c6a09fe538d", "zh": "3c6a09fe538d"},
                    solution=r"""
# BEGIN SOLUTION
result = rm.faithfulness(answer=ex["answer"], contexts=ex["contexts"], method="deepeval")
print(result)
# END SOLUTION
answer = result.score  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.context_relevancy_trulens", {"en": "5.3 · Context relevancy of three chunks (TruLens)", "es": "5.3 · Relevancia del contexto de tres fragmentos (TruLens)", "zh": "5.3 · 三个片段的上下文相关性（TruLens）"},
                    translates={"es": "fe5e3b12c643", "zh": "fe5e3b12c643"},
                    solution=r"""
# BEGIN SOLUTION
result = rm.context_relevancy(question=ex["question"], contexts=ex["contexts"], method="trulens")
print(result)
# END SOLUTION
answer = result.score  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.catch_hallucination", {"en": "5.4 · Which metric catches a made-up figure?", "es": "5.4 · ¿Qué medida detecta una cifra inventada?", "zh": "5.4 · 哪个指标能发现编造的数字？"},
                    translates={"es": "9c1e6233da57", "zh": "9c1e6233da57"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.catch_off_topic", {"en": "5.5 · Which metric catches an answer beside the point?", "es": "5.5 · ¿Qué medida detecta una respuesta que no viene al caso?", "zh": "5.5 · 哪个指标能发现答非所问？"},
                    translates={"es": "7b764d400edd", "zh": "7b764d400edd"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.catch_noisy_context", {"en": "5.6 · Which metric catches noisy retrieval?", "es": "5.6 · ¿Qué medida detecta una recuperación con ruido?", "zh": "5.6 · 哪个指标能发现检索噪声？"},
                    translates={"es": "8d0ea7d8b62f", "zh": "8d0ea7d8b62f"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.answer_relevancy_compare", {"en": "5.7 · Which answer is more relevant?", "es": "5.7 · ¿Qué respuesta es más relevante?", "zh": "5.7 · 哪个回答更切题？"},
                    translates={"es": "adeb4e035c77", "zh": "adeb4e035c77"},
                    solution=r"""
# BEGIN SOLUTION
for name in ("answer_a", "answer_b"):
    print(name, round(rm.answer_relevancy(question=ex["question"], answer=ex[name]).score, 3))
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.context_precision_ragas", {"en": "5.8 · Context precision of five ranked chunks (RAGAS)", "es": "5.8 · La context precision de cinco fragmentos ordenados (RAGAS)", "zh": "5.8 · 五个已排序片段的上下文精确率（RAGAS）"},
                    translates={"es": "963b88ecd3df", "zh": "963b88ecd3df"},
                    solution=r"""
# BEGIN SOLUTION
result = rm.context_precision(question=ex["question"], contexts=ex["contexts"], reference=ex["reference"])
print(result)
# END SOLUTION
answer = result.score  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.context_recall_ragas", {"en": "5.9 · Context recall against a reference answer (RAGAS)", "es": "5.9 · El context recall frente a una respuesta de referencia (RAGAS)", "zh": "5.9 · 对照参考答案的上下文召回率（RAGAS）"},
                    translates={"es": "69728bf25d32", "zh": "69728bf25d32"},
                    solution=r"""
# BEGIN SOLUTION
result = rm.context_recall(contexts=ex["contexts"], reference=ex["reference"], question=ex["question"])
print(result)
# END SOLUTION
answer = result.score  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("05.answer_correctness_ragas", {"en": "5.10 · Answer correctness against a reference answer (RAGAS)", "es": "5.10 · La answer correctness frente a una respuesta de referencia (RAGAS)", "zh": "5.10 · 对照参考答案的答案正确性（RAGAS）"},
                    translates={"es": "dacb88ed334b", "zh": "dacb88ed334b"},
                    solution=r"""
# BEGIN SOLUTION
result = rm.answer_correctness(answer=ex["answer"], reference=ex["reference"], question=ex["question"])
print(result)
f1 = result.f1
# END SOLUTION
answer = 0.75 * f1 + 0.25 * result.similarity  # SOLUTION
ex.check(answer)
"""),
]
