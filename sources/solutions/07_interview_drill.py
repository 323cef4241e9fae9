"""Exercises · 07 Interview drill: the source of solutions/{en,es,zh}/07_interview_drill.ipynb.

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 07 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, exercise_cells, exercises_intro, md, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "a doc missing from the dict has grade 0": (
        "un documento que no está en el diccionario tiene grado 0",
        "不在字典里的文档等级为 0",
    ),
    "every graded doc, retrieved or not": ("todos los documentos con grado, recuperados o no", "所有有等级的文档，不管是否被检索到"),
    "Precision@r at each useful chunk's rank r": ("Precision@r en la posición r de cada fragmento útil", "每个有用片段所在排名 r 处的 Precision@r"),
    "the refusals on the unanswerable questions": ("los rechazos en las preguntas sin respuesta", "无法回答的问题上的拒答"),
    "the refusals on the answerable questions": (
        "los rechazos en las preguntas con respuesta",
        "能回答的问题上的拒答情况",
    ),
}

CELLS = [
    exercises_intro(
        "07_interview_drill",
        title={"en": r"""Exercises · 07 Interview drill""", "es": r"""Ejercicios · 07 Simulacro de entrevista""", "zh": r"""练习 · 07 面试冲刺"""},
        practise={
            "en": r"""**What you practise**, in the order of the exercises: the questions interviewers ask most often, from the Chinese interview article (MRR vs nDCG, faithfulness vs answer relevancy, a low Recall@k and the stage that cannot save a missed document, the data layout); whiteboard computations (graded nDCG@5, MRR, average precision); writing nDCG@k yourself (the course runs your function on 210 cases); recall vs hit rate, which the article also asks, and the questions of part 2 (MAP vs MRR, the log discount, metrics per stage and RRF, ANN recall, lost in the middle, RAGAS with or without a reference answer, offline vs online, false and correct refusals); the recent questions (a GSB side-by-side score, attributing a bad case, follow-up questions, an agent that searches several times, RAG vs long context vs fine-tuning, RAGAS on Chinese answers); and a drill with random questions from every chapter.""",
            "es": r"""**Qué practicas**, en el orden de los ejercicios: las preguntas que, según el artículo chino, más repiten los entrevistadores (MRR frente a nDCG, fidelidad frente a relevancia de la respuesta, un Recall@k bajo y la etapa que no puede rescatar un documento perdido, la estructura de los datos); cálculos en la pizarra (nDCG@5 graduado, MRR, precisión promedio); programar tú mismo nDCG@k (el curso ejecuta tu función en 210 casos); el recall frente a la tasa de aciertos, que el artículo también pregunta, y las preguntas de la parte 2 (MAP frente a MRR, el descuento logarítmico, métricas por etapa y RRF, el recall de un índice ANN, «lost in the middle», RAGAS con o sin respuesta de referencia, offline frente a online, rechazos indebidos y correctos); las preguntas recientes (la puntuación GSB de una comparación lado a lado, atribuir un caso fallido, las preguntas de seguimiento, un agente que busca varias veces, RAG frente a contexto largo o ajuste fino, RAGAS con respuestas en chino), y un simulacro con preguntas aleatorias de todos los capítulos.""",
            "zh": r"""**练习内容**（按练习的顺序）：中文面试文章中面试官最常问的问题（MRR 与 nDCG、忠实度与答案相关性、Recall@k 很低时先查什么以及哪个环节救不回漏掉的文档、数据结构设计）；白板计算题（分级 nDCG@5、MRR、平均精确率）；自己动手写 nDCG@k（课程会在 210 个用例上运行你的函数）；召回率与命中率（同样是那篇文章里的问题），以及第二部分的问题（MAP 与 MRR、对数折损、各阶段指标与 RRF、ANN 索引的召回、“lost in the middle”问题（中间的信息被忽略）、RAGAS 需不需要参考答案、离线与线上、误拒与正确拒答）；近来面试中的新问题（GSB 并排对比、失败案例归因、追问的评估、多次检索的智能体、在 RAG、长上下文和微调之间如何选择、在中文回答上用 RAGAS）；最后是从各章随机出题的练习。""",
        },
        translates={"es": "867921965d93", "zh": "867921965d93"},
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
exercise_list("07")
"""),
    *exercise_cells("07.mrr_vs_ndcg", {"en": "7.1 · MRR or nDCG?", "es": "7.1 · ¿MRR o nDCG?", "zh": "7.1 · MRR 和 nDCG 有什么区别？"},
                    translates={"es": "91e097ae77a5", "zh": "91e097ae77a5"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.faithfulness_vs_answer_relevancy", {"en": "7.2 · Faithfulness or Answer Relevancy?", "es": "7.2 · ¿Fidelidad o relevancia de la respuesta?", "zh": "7.2 · 忠实度和答案相关性怎么区分？"},
                    translates={"es": "890cfb1fb9ff", "zh": "890cfb1fb9ff"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.low_recall", {"en": "7.3 · Recall@k is low: where do you look?", "es": "7.3 · El Recall@k es bajo: ¿dónde miras?", "zh": "7.3 · Recall@k 很低，先查什么？"},
                    translates={"es": "2a9a2c4fb15a", "zh": "2a9a2c4fb15a"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.reranker_cannot_fix", {"en": "7.4 · What cannot save a missed document", "es": "7.4 · La etapa que no puede rescatar un documento perdido", "zh": "7.4 · 哪个环节救不回漏掉的文档？"},
                    translates={"es": "a660d388a99f", "zh": "a660d388a99f"},
                    solution=r"""
answer = "reranker"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.data_layout", {"en": "7.5 · The data layout for nDCG", "es": "7.5 · La estructura de datos para nDCG", "zh": "7.5 · 计算 nDCG 的数据结构"},
                    translates={"es": "394d90985a15", "zh": "394d90985a15"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.whiteboard_ndcg", {"en": "7.6 · Whiteboard: graded nDCG@5", "es": "7.6 · En la pizarra: nDCG@5 graduado", "zh": "7.6 · 白板题：分级 nDCG@5"},
                    translates={"es": "8141ff0a9c96", "zh": "8141ff0a9c96"},
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
    *exercise_cells("07.whiteboard_mrr", {"en": "7.7 · Whiteboard: MRR of 4 queries", "es": "7.7 · En la pizarra: MRR de 4 consultas", "zh": "7.7 · 白板题：4 个查询的 MRR"},
                    translates={"es": "14e6c9bf81ac", "zh": "14e6c9bf81ac"},
                    solution=r"""
queries = ex["queries"]
rrs = [rm.reciprocal_rank(q["retrieved"], q["relevant"]) for q in queries]  # SOLUTION
answer = sum(rrs) / len(rrs)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.whiteboard_ap", {"en": "7.8 · Whiteboard: average precision", "es": "7.8 · En la pizarra: precisión promedio (AP)", "zh": "7.8 · 白板题：平均精确率（AP）"},
                    translates={"es": "5dab9773fab1", "zh": "5dab9773fab1"},
                    solution=r"""
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
"""),
    *exercise_cells("07.code_ndcg", {"en": "7.9 · Code it: nDCG@k from a dict of grades", "es": "7.9 · Prográmalo: nDCG@k a partir de un diccionario de grados", "zh": "7.9 · 手写代码：根据等级字典计算 nDCG@k"},
                    translates={"es": "d499f3f48ac5", "zh": "d499f3f48ac5"},
                    solution=r"""
def ndcg_at_k(retrieved, grades, k):
    # BEGIN SOLUTION
    gains = [grades.get(doc, 0) for doc in retrieved[:k]]  # a doc missing from the dict has grade 0
    ideal = sorted(grades.values(), reverse=True)[:k]  # every graded doc, retrieved or not
    dcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(gains, start=1))
    idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))
    return dcg / idcg if idcg > 0 else 0.0
    # END SOLUTION


ex.check(ndcg_at_k)
"""),
    *exercise_cells("07.recall_vs_hit_rate", {"en": "7.10 · Recall or hit rate?", "es": "7.10 · ¿Recall o tasa de aciertos?", "zh": "7.10 · 召回率和命中率有什么区别？"},
                    translates={"es": "cbba8293040e", "zh": "cbba8293040e"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.map_vs_mrr", {"en": "7.11 · MAP or MRR?", "es": "7.11 · ¿MAP o MRR?", "zh": "7.11 · MAP 还是 MRR？"},
                    translates={"es": "df81af068d23", "zh": "df81af068d23"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.discount_base", {"en": "7.12 · Another logarithm", "es": "7.12 · Otro logaritmo", "zh": "7.12 · 换一个对数底数"},
                    translates={"es": "ff6feafe2018", "zh": "ff6feafe2018"},
                    solution=r"""
retrieved, relevant, k = ex["retrieved"], ex["relevant"], ex["k"]
# BEGIN SOLUTION
grades = [relevant.get(doc, 0) for doc in retrieved[:k]]
ideal = sorted(relevant.values(), reverse=True)[:k]
dcg = sum(g / math.log10(rank + 1) for rank, g in enumerate(grades, start=1))
idcg = sum(g / math.log10(rank + 1) for rank, g in enumerate(ideal, start=1))
# END SOLUTION
answer = dcg / idcg  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.stage_metrics", {"en": "7.13 · One metric per stage", "es": "7.13 · Una métrica por etapa", "zh": "7.13 · 每个阶段用什么指标？"},
                    translates={"es": "48670676fd85", "zh": "48670676fd85"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.rrf", {"en": "7.14 · Why fuse ranks?", "es": "7.14 · ¿Por qué fusionar posiciones?", "zh": "7.14 · 为什么融合排名？"},
                    translates={"es": "dca2ae25046e", "zh": "dca2ae25046e"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.rrf_score", {"en": "7.15 · Whiteboard: an RRF score", "es": "7.15 · En la pizarra: una puntuación RRF", "zh": "7.15 · 白板题：RRF 分数"},
                    translates={"es": "7cd4e229be92", "zh": "7cd4e229be92"},
                    solution=r"""
bm25, dense, doc, k_rrf = ex["bm25"], ex["dense"], ex["doc"], ex["k_rrf"]
answer = sum(1 / (k_rrf + ranking.index(doc) + 1) for ranking in (bm25, dense) if doc in ranking)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.ann_tuning", {"en": "7.16 · ANN recall is low", "es": "7.16 · El recall del índice ANN es bajo", "zh": "7.16 · ANN 索引的召回偏低"},
                    translates={"es": "3161b34289e0", "zh": "3161b34289e0"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.lost_in_middle", {"en": "7.17 · Found, but not used", "es": "7.17 · Recuperado, pero no usado", "zh": "7.17 · 检索到了，却没用上"},
                    translates={"es": "87bde63505e2", "zh": "87bde63505e2"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.ragas_reference", {"en": "7.18 · With or without a reference answer?", "es": "7.18 · ¿Con o sin respuesta de referencia?", "zh": "7.18 · 需不需要参考答案？"},
                    translates={"es": "2c3b82d6f573", "zh": "2c3b82d6f573"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.context_precision", {"en": "7.19 · Whiteboard: RAGAS context precision", "es": "7.19 · En la pizarra: la context precision de RAGAS", "zh": "7.19 · 白板题：RAGAS 的上下文精确率"},
                    translates={"es": "412166d69184", "zh": "412166d69184"},
                    solution=r"""
chunks, useful = ex["chunks"], ex["useful"]
# BEGIN SOLUTION
ranks = [rank for rank, chunk in enumerate(chunks, start=1) if chunk in useful]
precisions = [i / rank for i, rank in enumerate(ranks, start=1)]  # Precision@r at each useful chunk's rank r
# END SOLUTION
answer = sum(precisions) / len(precisions)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.offline_online", {"en": "7.20 · Better offline, flat online", "es": "7.20 · Mejor offline, igual online", "zh": "7.20 · 离线涨了，线上没涨"},
                    translates={"es": "80e6f6843a5e", "zh": "80e6f6843a5e"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.false_refusal", {"en": "7.21 · Whiteboard: false refusals", "es": "7.21 · En la pizarra: rechazos indebidos", "zh": "7.21 · 白板题：误拒率"},
                    translates={"es": "ea8e6f964173", "zh": "ea8e6f964173"},
                    solution=r"""
unanswerable, refused = ex["unanswerable"], ex["refused"]
# BEGIN SOLUTION
answerable = [r for u, r in zip(unanswerable, refused) if u == 0]  # the refusals on the answerable questions
# END SOLUTION
answer = sum(answerable) / len(answerable)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.correct_refusal", {"en": "7.22 · Whiteboard: correct refusals", "es": "7.22 · En la pizarra: rechazos correctos", "zh": "7.22 · 白板题：正确拒答率"},
                    translates={"es": "5a6b13b27317", "zh": "5a6b13b27317"},
                    solution=r"""
unanswerable, refused = ex["unanswerable"], ex["refused"]
# BEGIN SOLUTION
on_unanswerable = [r for u, r in zip(unanswerable, refused) if u == 1]  # the refusals on the unanswerable questions
# END SOLUTION
answer = sum(on_unanswerable) / len(on_unanswerable)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.gsb", {"en": "7.23 · Side by side: the GSB score", "es": "7.23 · Comparación por pares: la puntuación GSB", "zh": "7.23 · 并排对比：GSB 分数"},
                    translates={"es": "d08546e22e5a", "zh": "d08546e22e5a"},
                    solution=r"""
good, same, bad = ex["good"], ex["same"], ex["bad"]
answer = (good - bad) / (good + same + bad)  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.bad_case", {"en": "7.24 · Whose fault is this bad case?", "es": "7.24 · ¿De quién es la culpa de este caso fallido?", "zh": "7.24 · 这个失败案例（bad case）该归因到哪里？"},
                    translates={"es": "6f6a6edc996a", "zh": "6f6a6edc996a"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.multi_turn", {"en": "7.25 · Evaluating a follow-up question", "es": "7.25 · Evaluar una pregunta de seguimiento", "zh": "7.25 · 评估追问"},
                    translates={"es": "4bac5c624a81", "zh": "4bac5c624a81"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.agentic", {"en": "7.26 · An agent that searches several times", "es": "7.26 · Un agente que busca varias veces", "zh": "7.26 · 会多次检索的智能体"},
                    translates={"es": "36cde7431cab", "zh": "36cde7431cab"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.rag_or_finetune", {"en": "7.27 · RAG, long context or fine-tuning?", "es": "7.27 · ¿RAG, contexto largo o ajuste fino?", "zh": "7.27 · RAG、长上下文还是微调？"},
                    translates={"es": "df62a9468731", "zh": "df62a9468731"},
                    solution=r"""
answer = "c"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("07.ragas_chinese", {"en": "7.28 · RAGAS on Chinese answers", "es": "7.28 · RAGAS con respuestas en chino", "zh": "7.28 · 在中文回答上用 RAGAS"},
                    translates={"es": "753fe041a169", "zh": "753fe041a169"},
                    solution=r"""
answer = "a"  # SOLUTION
ex.check(answer)
"""),
    md(
        en=r"""
## Keep practising: the interview drill

Random ranking questions (the answers come from ragmetrics) mixed with the conceptual questions of every chapter (these exercises among them, and questions on the help-centre corpus of chapter 08), a running score and a summary by topic. The same drill runs in a terminal: `python -m ragmetrics_course drill --lang en --n 10`.
""",
        es=r"""
## Para seguir practicando: el simulacro de entrevista

Preguntas de cálculo sobre rankings aleatorios (las respuestas las calcula ragmetrics) mezcladas con las preguntas conceptuales de todos los capítulos (entre ellas, las de estos ejercicios) y con preguntas sobre el corpus del centro de ayuda del capítulo 08, con la puntuación al momento y un resumen por temas. El mismo simulacro funciona en una terminal: `python -m ragmetrics_course drill --lang es --n 10`.
""",
        zh=r"""
## 继续练习：面试冲刺模拟题

随机生成的排序计算题（答案由 ragmetrics 计算）与各章的概念题（包括这里的练习）以及第 8 章帮助中心语料上的题目混合出题，实时计分，最后按主题汇总。同样的练习也可以在终端里做：`python -m ragmetrics_course drill --lang zh --n 10`。
""",
        translates={"es": "9cbfc2819059", "zh": "9cbfc2819059"},
    ),
    code(r"""
from ragmetrics_course.drills import DrillWidget

DrillWidget(lang=lang, seed=seed)
""", tags=["nbval-ignore-output"]),
]
