"""Exercises · 08 The lab: the source of solutions/{en,es,zh}/08_lab.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 08 --run
(docs/course.md says how a source is written). The exercises are declared in
course/ragmetrics_course/exercises/bank/ch08.py; every expected answer is computed on the help-centre corpus.
"""

from sources.cells import code, exercise_cells, exercises_intro, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "the first rank whose passage has a grade > 0": (
        "la primera posición cuyo fragmento tiene un grado > 0",
        "第一个等级大于 0 的片段所在的名次",
    ),
    "the oracle's hit rate at k is the first stage's hit rate at n": (
        "la tasa de aciertos del oráculo en k es la de la primera etapa en n",
        "oracle 重排在 k 处的命中率等于第一阶段在 n 处的命中率",
    ),
    "the same count, one question at a time": ("el mismo recuento, pregunta a pregunta", "同样的统计，逐个问题计算"),
    "the k whose mean prompt fits the budget with the highest Recall@k": (
        "el k cuyo prompt medio cabe en el presupuesto con el mayor Recall@k",
        "平均提示词长度不超预算、Recall@k 最高的 k",
    ),
    "questions asked, and questions scored": ("preguntas hechas y preguntas puntuadas", "提出的问题数与参与打分的问题数"),
    "the share of its own-language recall each retriever keeps": (
        "la parte de su recall en el mismo idioma que conserva cada recuperador",
        "每个检索器保住了多少同语言时的召回率",
    ),
}

CELLS = [
    exercises_intro(
        "08_lab",
        title={"en": r"""Exercises · 08 The lab""", "es": r"""Ejercicios · 08 El laboratorio""", "zh": r"""练习 · 08 动手实验"""},
        practise={
            "en": r"""**What you practise:** running and measuring real retrievers on the help-centre corpus: Recall@k over the answerable questions, the rank of a failing question's first relevant passage, the ceiling of an oracle reranker (an imaginary reranker that knows the true grades), prompt tokens and choosing *k* on a budget, answers cut by fixed windows, diagnosing a failure, questions with no answer, cross-lingual retrieval, and what faithfulness cannot see.""",
            "es": r"""**Qué practicas:** ejecutar y medir recuperadores reales sobre el corpus del centro de ayuda: el Recall@k sobre las preguntas con respuesta, la posición del primer fragmento relevante de una pregunta que falla, el techo de un reranker oráculo (un reranker imaginario que conoce los grados verdaderos), los tokens del prompt y cómo elegir *k* con un presupuesto, las respuestas partidas por ventanas fijas, el diagnóstico de un fallo, las preguntas sin respuesta, la recuperación entre idiomas y lo que la fidelidad no ve.""",
            "zh": r"""**练习内容**：在帮助中心语料上运行并评估真实的检索器，包括有答案问题上的 Recall@k、失败问题的第一个相关片段排第几名、oracle 重排（理想重排：假想的、知道真实等级的重排模型）的上限、提示词 token 数以及如何在预算内选 *k*、被固定窗口切断的答案、诊断失败原因、没有答案的问题、跨语言检索，以及忠实度看不到的东西。""",
        },
        translates={"es": "d135f8e95440", "zh": "d135f8e95440"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t
from ragmetrics_course.exercises import check, exercise, exercise_list
from ragmetrics_course.lab import Lab
from ragmetrics_course.lab.cost import choose_k, cost_curve, count_tokens
from ragmetrics_course.lab.diagnosis import cut_spans, diagnose, first_relevant_rank
from ragmetrics_course.messages import write_number

set_language(lang)
setup_fonts()
"""),
    code(r"""
exercise_list("08")
"""),
    *exercise_cells("08.recall_bm25", {"en": "8.1 · Recall@k of a real BM25 run", "es": "8.1 · Recall@k de un run real de BM25", "zh": "8.1 · 真实 BM25 run 的 Recall@k"},
                    translates={"es": "2898839bae37", "zh": "2898839bae37"},
                    solution=r"""
# BEGIN SOLUTION
lab = Lab(ex["language"])
results = rm.evaluate(lab.qrels(ex["chunking"]), lab.run(ex["retriever"], ex["chunking"]), [f"R@{ex['k']}"])
print(len(lab.queries), len(results.per_query), results.mean)
# END SOLUTION
answer = results.mean[f"R@{ex['k']}"]  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.first_relevant_rank", {"en": "8.2 · Where is the first relevant passage?", "es": "8.2 · ¿Dónde está el primer fragmento relevante?", "zh": "8.2 · 第一个相关片段排在第几名？"},
                    translates={"es": "d60951786489", "zh": "d60951786489"},
                    solution=r"""
# BEGIN SOLUTION
lab = Lab(ex["language"])
run = lab.run(ex["retriever"], ex["chunking"])
judged = lab.qrels(ex["chunking"])[ex["query_id"]]
ranked = rm.rank(run[ex["query_id"]])
first = next(rank for rank, pid in enumerate(ranked, start=1) if judged.get(pid, 0) > 0)  # the first rank whose passage has a grade > 0
print(first, first_relevant_rank(run, judged, ex["query_id"]))
# END SOLUTION
answer = first  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.oracle_hit_rate", {"en": "8.3 · The oracle reranker's hit rate", "es": "8.3 · La tasa de aciertos del reranker oráculo", "zh": "8.3 · oracle 重排的命中率"},
                    translates={"es": "d21157e73c41", "zh": "d21157e73c41"},
                    solution=r"""
# BEGIN SOLUTION
lab = Lab(ex["language"])
qrels = lab.qrels(ex["chunking"])
oracle = lab.run(ex["retriever"], ex["chunking"], rerank_n=ex["n"])
hits = rm.evaluate(qrels, oracle, [f"HitRate@{ex['k']}"]).mean[f"HitRate@{ex['k']}"]
first_stage = rm.evaluate(qrels, lab.run(ex["retriever"], ex["chunking"]), [f"HitRate@{ex['n']}"]).mean
print(hits, first_stage)  # the oracle's hit rate at k is the first stage's hit rate at n
# END SOLUTION
answer = hits  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.prompt_tokens", {"en": "8.4 · How many tokens does the context take?", "es": "8.4 · ¿Cuántos tokens ocupa el contexto?", "zh": "8.4 · 上下文占多少 token？"},
                    translates={"es": "9eb91c02b39e", "zh": "9eb91c02b39e"},
                    solution=r"""
# BEGIN SOLUTION
lab = Lab(ex["language"])
run, qrels = lab.run(ex["retriever"], ex["chunking"]), lab.qrels(ex["chunking"])
texts = {p.passage_id: p.text for p in lab.passages(ex["chunking"])}
tokens = [sum(count_tokens(texts[pid]) for pid in rm.rank(run[qid])[:ex["k"]]) for qid in qrels]
print(len(tokens), min(tokens), max(tokens))
# END SOLUTION
answer = sum(tokens) / len(tokens)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.cut_spans", {"en": "8.5 · Answers cut by fixed windows", "es": "8.5 · Respuestas partidas por ventanas fijas", "zh": "8.5 · 被固定窗口切断的答案"},
                    translates={"es": "888fdabb1201", "zh": "888fdabb1201"},
                    solution=r"""
# BEGIN SOLUTION
lab = Lab(ex["language"])
cut = [span for qid in lab.doc_qrels() for span in cut_spans(lab, qid, ex["chunking"])]  # the same count, one question at a time
print(cut[0])
# END SOLUTION
answer = len(cut)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.choose_k", {"en": "8.6 · Choose k on a budget", "es": "8.6 · Elegir k con un presupuesto", "zh": "8.6 · 在预算内选择 *k*"},
                    translates={"es": "9b7b453f4807", "zh": "9b7b453f4807"},
                    solution=r"""
# BEGIN SOLUTION
points = cost_curve(Lab(ex["language"]), ex["retriever"], ex["chunking"], range(1, ex["k_max"] + 1))
best = choose_k(points, ex["budget"])  # the k whose mean prompt fits the budget with the highest Recall@k
print(best)
# END SOLUTION
answer = best.k  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.diagnose_paraphrase", {"en": "8.7 · Why does this paraphrase fail?", "es": "8.7 · ¿Por qué falla esta paráfrasis?", "zh": "8.7 · 这个改写类问题为什么失败？"},
                    translates={"es": "9f81db2c3d8a", "zh": "9f81db2c3d8a"},
                    solution=r"""
# BEGIN SOLUTION
d = diagnose(Lab(ex["language"]), ex["query_id"], retriever=ex["retriever"], chunking=ex["chunking"], k=ex["k"])
print(d.status, d.causes, d.evidence)
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.diagnose_rank", {"en": "8.8 · Why does this question fail?", "es": "8.8 · ¿Por qué falla esta pregunta?", "zh": "8.8 · 这个问题为什么失败？"},
                    translates={"es": "34236833714a", "zh": "34236833714a"},
                    solution=r"""
# BEGIN SOLUTION
d = diagnose(Lab(ex["language"]), ex["query_id"], retriever=ex["retriever"], chunking=ex["chunking"], k=ex["k"])
print(d.status, d.rank, d.causes)
# END SOLUTION
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.unanswerable", {"en": "8.9 · The questions with no answer", "es": "8.9 · Las preguntas sin respuesta", "zh": "8.9 · 没有答案的问题"},
                    translates={"es": "b667b3a1174b", "zh": "b667b3a1174b"},
                    solution=r"""
# BEGIN SOLUTION
lab = Lab(ex["language"])
results = rm.evaluate(lab.qrels(ex["chunking"]), lab.run(ex["retriever"], ex["chunking"]), ["RR"])
print(len(lab.queries), len(results.per_query))  # questions asked, and questions scored
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.cross_lingual", {"en": "8.10 · Questions in another language", "es": "8.10 · Preguntas en otro idioma", "zh": "8.10 · 用另一种语言提问"},
                    translates={"es": "1d74d20a92a8", "zh": "1d74d20a92a8"},
                    solution=r"""
# BEGIN SOLUTION
measure = f"R@{ex['k']}"
native, cross = Lab(ex["articles"]), Lab(ex["articles"], query_lang=ex["language"])
for name in ("bm25", "dense"):
    cross_recall, native_recall = (rm.evaluate(lab.doc_qrels(), lab.run(name, "paragraph", level="doc"), [measure]).mean[measure]
                                   for lab in (cross, native))
    print(t(f"lab.retriever.{name}"), *(write_number(x, spec) for x, spec in ((cross_recall, ".3f"), (native_recall, ".3f"),
                                                                                (cross_recall / native_recall, ".0%"))), sep="  ")  # the share of its own-language recall each retriever keeps
# END SOLUTION
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("08.extractive_faithfulness", {"en": "8.11 · Faithful but wrong", "es": "8.11 · Fiel pero equivocada", "zh": "8.11 · 忠实却答错"},
                    translates={"es": "7f8763a241ab", "zh": "7f8763a241ab"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
]
