"""Exercises · 11 Capstone: the source of solutions/{en,es,zh}/11_capstone.ipynb (the worked solution; the
learner's exercises/<lang>/11_capstone.ipynb is made from it by tools/make_exercises.py).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 11 --run
(docs/course.md says how a source is written). The exercises are declared in
course/ragmetrics_course/exercises/bank/ch11.py, their texts in course/ragmetrics_course/messages_capstone.json; the worked
report's sentences are the ch11.report.* texts below, filled with the numbers this notebook computes.
"""

from sources.cells import code, exercise_cells, exercises_intro, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "the help centre in this notebook's language, and the passage qrels both configurations share": (
        "el centro de ayuda en el idioma de este notebook y los qrels de fragmentos que comparten las dos configuraciones",
        "本笔记本所用语言的帮助中心，以及两个配置共用的片段 qrels",
    ),
    "every number at once: each one gets its exercise's feedback": (
        "todos los números a la vez: cada uno recibe el mismo diagnóstico que en su ejercicio",
        "一次检查所有数字：每个数字都会得到对应练习的反馈",
    ),
    "the question where B and A differ most, and where each ranks its first relevant passage": (
        "la pregunta en la que B y A más difieren, y dónde coloca cada una su primer fragmento relevante",
        "B 和 A 差别最大的问题，以及各自把第一个相关片段排在第几名",
    ),
}

CELLS = [
    exercises_intro(
        "11_capstone",
        title={"en": "Exercises · 11 Capstone: which configuration ships?",
               "es": "Ejercicios · 11 Proyecto final: ¿qué configuración sale a producción?",
               "zh": "练习 · 11 结课项目：上线哪个配置？"},
        practise={
            "en": "**What you practise:** the whole evaluation of two RAG retrieval configurations on the lab's help centre: both runs, their Recall@5 and nDCG@5 over the passages, the paired test of the difference, the per-question wins, the reasoning behind a decision, and a one-page report graded with [the rubric](../../docs/capstone_rubric.md).",
            "es": "**Qué practicas:** la evaluación completa de dos configuraciones de recuperación de un RAG sobre el centro de ayuda del laboratorio: los dos runs, su Recall@5 y su nDCG@5 sobre los fragmentos, la prueba pareada de la diferencia, las victorias por pregunta, el razonamiento detrás de una decisión y un informe de una página calificado con [la rúbrica](../../docs/capstone_rubric.es.md).",
            "zh": "**练习内容**：在第 8 章实验所用的帮助中心上完整评估两个 RAG 检索配置：两个 run、它们在片段上的 Recall@5 和 nDCG@5、差值的配对检验、逐问题的胜负、做出决定的推理，以及按[评分标准](../../docs/capstone_rubric.zh.md)打分的一页报告。",
        },
        translates={"es": "ca8cd499d4ba", "zh": "ca8cd499d4ba"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import comparison_words, print_table, set_language, setup_fonts, t
from ragmetrics_course.messages import Interval
from ragmetrics_course.capstone import CONFIGS, K
from ragmetrics_course.capstone_check import check_capstone
from ragmetrics_course.exercises import exercise, exercise_list
from ragmetrics_course.lab import Lab

set_language(lang)
setup_fonts()
lab = Lab(lang)  # the help centre in this notebook's language, and the passage qrels both configurations share
qrels = lab.qrels(CONFIGS["A"]["chunking"])
measures = [f"R@{K}", f"nDCG@{K}"]

CONFIGS
"""),
    code(r"""
exercise_list("11")
"""),
    md(
        en=r"""
## The two runs and their means

Run both configurations of `CONFIGS` with `lab.run(...)` and evaluate each run against `qrels` on `measures`
(at the cutoff `K`: the 5 passages the generator receives). The next four exercises check the four means.
""",
        es=r"""
## Los dos runs y sus medias

Ejecuta las dos configuraciones de `CONFIGS` con `lab.run(...)` y evalúa cada run frente a `qrels` con las medidas de `measures`
(con el corte `K`: los 5 fragmentos que recibe el LLM). Los cuatro ejercicios siguientes comprueban las cuatro medias.
""",
        zh=r"""
## 两个 run 及其平均值

用 `lab.run(...)` 运行 `CONFIGS` 里的两个配置，再用 `qrels` 按 `measures` 评估每个 run（截断位置为 `K`，也就是 LLM 拿到的 5 个片段）。接下来的四道练习检查这四个平均值。
""",
        translates={"es": "2ac1c42a0275", "zh": "2ac1c42a0275"},
    ),
    *exercise_cells("11.recall_a", {"en": "11.1 · Configuration A: Recall@5 over the passages", "es": "11.1 · Configuración A: Recall@5 sobre los fragmentos", "zh": "11.1 · 配置 A：片段上的 Recall@5"},
                    translates={"es": "f4d19de05d49", "zh": "f4d19de05d49"},
                    solution=r"""
run_a = lab.run(**CONFIGS["A"])  # SOLUTION
run_b = lab.run(**CONFIGS["B"])  # SOLUTION
means_a = rm.evaluate(qrels, run_a, measures).mean  # SOLUTION
means_b = rm.evaluate(qrels, run_b, measures).mean  # SOLUTION
answer = means_a[f"R@{K}"]  # SOLUTION
recall_a = answer
ex.check(answer)
"""),
    *exercise_cells("11.recall_b", {"en": "11.2 · Configuration B: Recall@5 over the passages", "es": "11.2 · Configuración B: Recall@5 sobre los fragmentos", "zh": "11.2 · 配置 B：片段上的 Recall@5"},
                    translates={"es": "6614d1423403", "zh": "6614d1423403"},
                    solution=r"""
answer = means_b[f"R@{K}"]  # SOLUTION
recall_b = answer
ex.check(answer)
"""),
    *exercise_cells("11.ndcg_a", {"en": "11.3 · Configuration A: nDCG@5 over the passages", "es": "11.3 · Configuración A: nDCG@5 sobre los fragmentos", "zh": "11.3 · 配置 A：片段上的 nDCG@5"},
                    translates={"es": "586da94a0497", "zh": "586da94a0497"},
                    solution=r"""
answer = means_a[f"nDCG@{K}"]  # SOLUTION
ndcg_a = answer
ex.check(answer)
"""),
    *exercise_cells("11.ndcg_b", {"en": "11.4 · Configuration B: nDCG@5 over the passages", "es": "11.4 · Configuración B: nDCG@5 sobre los fragmentos", "zh": "11.4 · 配置 B：片段上的 nDCG@5"},
                    translates={"es": "d4eec6b06e71", "zh": "d4eec6b06e71"},
                    solution=r"""
answer = means_b[f"nDCG@{K}"]  # SOLUTION
ndcg_b = answer
ex.check(answer)
"""),
    *exercise_cells("11.p_ndcg", {"en": "11.5 · Is the nDCG@5 difference real?", "es": "11.5 · ¿Es real la diferencia de nDCG@5?", "zh": "11.5 · nDCG@5 的差异是否真实存在？"},
                    translates={"es": "fc6dad26d4ee", "zh": "fc6dad26d4ee"},
                    solution=r"""
# BEGIN SOLUTION
comparison = rm.compare(qrels, {"A": run_a, "B": run_b}, measures, seed=0)
print(comparison.table(comparison_words(lang)))
# END SOLUTION
answer = next(row.p_value for row in comparison.rows if row.measure == f"nDCG@{K}")  # SOLUTION
p_ndcg = answer
ex.check(answer)
"""),
    *exercise_cells("11.wins", {"en": "11.6 · On how many questions does B win?", "es": "11.6 · ¿En cuántas preguntas gana B?", "zh": "11.6 · B 在多少个问题上胜出？"},
                    translates={"es": "5a81acb24844", "zh": "5a81acb24844"},
                    solution=r"""
differences = comparison.differences("B", f"nDCG@{K}")  # SOLUTION
answer = sum(d > 0 for d in differences.values())  # SOLUTION
wins = answer
ex.check(answer)
"""),
    md(
        en=r"""
## Every number at once

`check_capstone` checks the six numbers together, as a grader would: each gets its exercise's feedback.
""",
        es=r"""
## Todos los números a la vez

`check_capstone` comprueba los seis números juntos, como lo haría quien corrige, y para cada número da el mismo
diagnóstico que su ejercicio.
""",
        zh=r"""
## 一次检查所有数字

`check_capstone` 像阅卷人一样把六个数字放在一起检查：每个数字都会得到对应练习的反馈。
""",
        translates={"es": "129933c59ac6", "zh": "129933c59ac6"},
    ),
    code(r"""
check_capstone({"recall_a": recall_a, "recall_b": recall_b, "ndcg_a": ndcg_a, "ndcg_b": ndcg_b,
                "p_ndcg": p_ndcg, "wins": wins})  # every number at once: each one gets its exercise's feedback
"""),
    md(
        en=r"""
## The reasoning behind the decision

Four questions on what your numbers allow the report to say, and what to decide.
""",
        es=r"""
## El razonamiento detrás de la decisión

Cuatro preguntas sobre lo que tus números permiten decir en el informe y sobre qué decidir.
""",
        zh=r"""
## 决定背后的推理

下面四道题问的是：你的数字能让报告说什么，以及该做出什么决定。
""",
        translates={"es": "fd7ddf923062", "zh": "fd7ddf923062"},
    ),
    *exercise_cells("11.same_qrels", {"en": "11.7 · One set of qrels for both", "es": "11.7 · Los mismos qrels para las dos", "zh": "11.7 · 两个配置用同一套 qrels"},
                    translates={"es": "17b49d95fa21", "zh": "17b49d95fa21"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("11.holm_two_measures", {"en": "11.8 · Two measures, one correction", "es": "11.8 · Dos medidas, una corrección", "zh": "11.8 · 两个指标，一次校正"},
                    translates={"es": "262d68c721e4", "zh": "262d68c721e4"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("11.not_significant", {"en": "11.9 · p = 0.73: what do you write?", "es": "11.9 · p = 0,73: ¿qué escribes?", "zh": "11.9 · p = 0.73：报告里怎么写？"},
                    translates={"es": "aefaf95e876b", "zh": "aefaf95e876b"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    *exercise_cells("11.ship_decision", {"en": "11.10 · Ship B?", "es": "11.10 · ¿Sacamos B a producción?", "zh": "11.10 · B 该上线吗？"},
                    translates={"es": "e551d2699991", "zh": "e551d2699991"},
                    solution=r"""
answer = "b"  # SOLUTION
ex.check(answer)
"""),
    md(
        en=r"""
## Behind the means

Before you write your report, look behind the means: how many questions each configuration misses entirely, and
one question where they differ.
""",
        es=r"""
## Detrás de las medias

Antes de escribir tu informe, mira detrás de las medias: cuántas preguntas falla por completo cada configuración y
una pregunta en la que difieren.
""",
        zh=r"""
## 平均值背后

动笔写报告之前，先看看平均值背后的情况：每个配置完全没找到相关片段的问题各有多少，再挑一个两者表现不同的问题看看。
""",
        translates={"es": "e32b44cf69ba", "zh": "e32b44cf69ba"},
    ),
    msg(
        "ch11.report.failures",
        en="Questions with no relevant passage in the top {k}: A {fail_a}, B {fail_b} (of {n}).",
        es="Preguntas sin ningún fragmento relevante en el top {k}: A {fail_a}, B {fail_b} (de {n}).",
        zh="前 {k} 名中没有任何相关片段的问题：A {fail_a} 个，B {fail_b} 个（共 {n} 个）。", translates={"es": "6ad51375bfb2", "zh": "6ad51375bfb2"},
    ),
    msg(
        "ch11.report.example",
        en="Largest difference, {qid} ({text}): nDCG@{k} A {ndcg_a:.3f}, B {ndcg_b:.3f}; first relevant passage at rank {rank_a} in A, {rank_b} in B.",
        es="Mayor diferencia, {qid} ({text}): nDCG@{k} A {ndcg_a:.3f}, B {ndcg_b:.3f}; primer fragmento relevante en la posición {rank_a} en A y {rank_b} en B.",
        zh="差别最大的问题 {qid}（{text}）：nDCG@{k} A 为 {ndcg_a:.3f}，B 为 {ndcg_b:.3f}；第一个相关片段在 A 中排第 {rank_a} 名，在 B 中排第 {rank_b} 名。", translates={"es": "8c3ac876c497", "zh": "8c3ac876c497"},
    ),
    msg("ch11.report.none", en="none in the run", es="ninguno en el run", zh="run 中没有", translates={"es": "da78c28a45d0", "zh": "da78c28a45d0"}),
    code(r"""
# BEGIN SOLUTION
failures = {name: lab.failures(run, CONFIGS[name]["chunking"], k=K) for name, run in (("A", run_a), ("B", run_b))}
print(t("ch11.report.failures", lang, k=K, fail_a=len(failures["A"]), fail_b=len(failures["B"]), n=len(qrels)))
per_question = {name: rm.evaluate(qrels, run, measures).per_query for name, run in (("A", run_a), ("B", run_b))}
qid = max(differences, key=lambda q: (abs(differences[q]), q))  # the question where B and A differ most, and where each ranks its first relevant passage


def first_rank(run):
    ranked = sorted(run.get(qid, {}).items(), key=lambda item: -item[1])
    return next((i for i, (pid, _) in enumerate(ranked, 1) if qrels[qid].get(pid, 0) > 0), t("ch11.report.none", lang))


text = next(q.text for q in lab.queries if q.query_id == qid)
print(t("ch11.report.example", lang, qid=qid, text=text, k=K, ndcg_a=per_question["A"][qid][f"nDCG@{K}"],
        ndcg_b=per_question["B"][qid][f"nDCG@{K}"], rank_a=first_rank(run_a), rank_b=first_rank(run_b)))
# END SOLUTION
""", tags=["solution"]),
    md(
        en=r"""
## Your report

Write your one-page report in a Markdown cell below, from your own numbers, with the six parts of the chapter
(question and answer, setup, results, behind the means, decision and cost, limits and next steps), then grade it
yourself with [the rubric](../../docs/capstone_rubric.md). In the solutions notebook the cell below is filled in: it writes a worked report from the notebook's numbers, in its language, and
its decision follows from them (B ships only if one of its gains is significant after Holm's correction).
""",
        es=r"""
## Tu informe

Escribe tu informe de una página en una celda Markdown debajo de esta, con tus propios números y las seis partes
del capítulo (pregunta y respuesta, diseño del experimento, resultados, detrás de las medias, decisión y coste, límites y próximos
pasos), y después califícalo tú con [la rúbrica](../../docs/capstone_rubric.es.md). En el notebook de soluciones la celda siguiente está completa: genera un informe de ejemplo con los números del
notebook, en su idioma, y la decisión se desprende de ellos (B sale a producción solo si una de sus mejoras es
significativa tras la corrección de Holm).
""",
        zh=r"""
## 你的报告

在下面新建一个 Markdown 单元格，根据你自己算出的数字写一页报告，包含本章列出的六个部分（问题与答案、实验设置、结果、平均值背后、决定与代价、局限与下一步），然后对照[评分标准](../../docs/capstone_rubric.zh.md)自己打分。在参考答案笔记本里，下面的单元格已经写好：它用本笔记本算出的数字、以本笔记本的语言生成一份示范报告，决定也由这些数字得出（只有当 B 的某项提升在 Holm 校正后仍然显著时，才上线 B）。
""",
        translates={"es": "6aad66cf857f", "zh": "6aad66cf857f"},
    ),
    msg("ch11.report.title", en="Report: configuration A (BM25) or B (BM25 + dense, RRF) for the help bot?",
        es="Informe: ¿configuración A (BM25) o B (BM25 + denso, RRF) para el asistente de ayuda?",
        zh="报告：问答机器人用配置 A（BM25）还是 B（BM25 + 稠密检索，RRF）？", translates={"es": "64ffd7336e2c", "zh": "64ffd7336e2c"}),
    msg(
        "ch11.report.keep_a",
        en="Decision: keep A. B's passages are not measurably better: neither difference is significant after Holm's correction, and B would add an embedding model to run and maintain.",
        es="Decisión: quedarse con A. Los fragmentos de B no son mejores de forma medible: ninguna diferencia es significativa tras la corrección de Holm, y B añadiría un modelo de embeddings que ejecutar y mantener.",
        zh="决定：保留 A。B 检索到的片段并没有可测量的提升：Holm 校正后两个差值都不显著，而 B 还要多运行、多维护一个嵌入模型。", translates={"es": "c95d39cf34f2", "zh": "c95d39cf34f2"},
    ),
    msg(
        "ch11.report.ship_b",
        en="Decision: ship B. Its gain on {measure} is significant after Holm's correction (p = {p:.4f}), large enough to pay for the embedding model it adds.",
        es="Decisión: sacar B. Su mejora en {measure} es significativa tras la corrección de Holm (p = {p:.4f}) y lo bastante grande como para pagar el modelo de embeddings que añade.",
        zh="决定：上线 B。它在 {measure} 上的提升经 Holm 校正后仍然显著（p = {p:.4f}），足以抵消多出来的嵌入模型的代价。", translates={"es": "53ee968172c9", "zh": "53ee968172c9"},
    ),
    msg(
        "ch11.report.setup",
        en="Setup: the help centre in {language}, {questions} questions, {n} of them with relevant passages (the others have no answer in the help centre and are not evaluated); {passages} paragraph passages; the top {k}, what the generator receives; Recall@{k} (did the evidence arrive?) and nDCG@{k} (how high, by grade); paired randomization test, 10,000 sign flips, seed 0, Holm over the two measures.",
        es="Diseño del experimento: el centro de ayuda (idioma: {language}), {questions} preguntas, {n} de ellas con fragmentos relevantes (las demás no tienen respuesta en el centro de ayuda y no se evalúan); {passages} fragmentos por párrafo; el top {k}, lo que recibe el LLM; Recall@{k} (¿llegó la información?) y nDCG@{k} (a qué altura, según el grado); prueba de aleatorización pareada, 10 000 remuestreos (cambios de signo aleatorios), semilla 0, Holm sobre las dos medidas.",
        zh="实验设置：{language}帮助中心，{questions} 个问题，其中 {n} 个有相关片段（其余问题在帮助中心里没有答案，不参与评估）；{passages} 个段落片段；取前 {k} 个，也就是 LLM 拿到的片段；指标为 Recall@{k}（证据有没有送到）和 nDCG@{k}（按等级看排得多高）；配对随机化检验，10 000 次符号翻转，随机种子 0，两个指标做 Holm 校正。", translates={"es": "ce1a67131fe4", "zh": "ce1a67131fe4"},
    ),
    msg(
        "ch11.report.result",
        en="{measure}: A {a:.4f}, B {b:.4f}, B − A {diff:+.4f} (95% CI {ci:+.4f}), p = {p:.4f}, {p_holm:.4f} after Holm.",
        es="{measure}: A {a:.4f}, B {b:.4f}, B − A {diff:+.4f} (IC al 95 % {ci:+.4f}), p = {p:.4f}, {p_holm:.4f} tras Holm.",
        zh="{measure}：A {a:.4f}，B {b:.4f}，B − A {diff:+.4f}（95% 置信区间 {ci:+.4f}），p = {p:.4f}，Holm 校正后 {p_holm:.4f}。", translates={"es": "b6a2a3496557", "zh": "b6a2a3496557"},
    ),
    msg(
        "ch11.report.behind",
        en="Behind the means: on nDCG@{k}, B wins {wins} questions, loses {losses} and ties {ties}.",
        es="Detrás de las medias: en nDCG@{k}, B gana {wins} preguntas, pierde {losses} y empata {ties}.",
        zh="平均值背后：按 nDCG@{k} 看，B 胜 {wins} 个问题，负 {losses} 个，平 {ties} 个。", translates={"es": "3cd8847be172", "zh": "3cd8847be172"},
    ),
    msg(
        "ch11.report.limits",
        en="Limits and next steps: {n} questions leave a wide interval; the judgments come from one set of answer spans; this measures retrieval, not the answers. What would change the decision: a significant gain on more questions (chapter 09 says how many), a per-kind look, and the generation measures of chapter 05 on both configurations.",
        es="Límites y próximos pasos: {n} preguntas dejan un intervalo ancho; los juicios salen de un único conjunto de tramos de respuesta; esto mide la recuperación, no las respuestas. Lo que cambiaría la decisión: una mejora significativa con más preguntas (el capítulo 09 dice cuántas), un análisis por tipo de pregunta y las medidas de generación del capítulo 05 sobre las dos configuraciones.",
        zh="局限与下一步：{n} 个问题得到的区间很宽；标注只来自一套答案区间；这里衡量的是检索，不是回答本身。会改变决定的证据：在更多问题上出现显著提升（需要多少问题见第 9 章）、按问题类型分别分析，以及在两个配置上跑第 5 章的生成指标。", translates={"es": "41f21aa213b4", "zh": "41f21aa213b4"},
    ),
    code(r"""
# BEGIN SOLUTION
rows = {row.measure: row for row in comparison.rows}
significant = [row for row in comparison.rows if row.significant and row.difference > 0]
print(t("ch11.report.title", lang))
print(t("ch11.report.ship_b", lang, measure=significant[0].measure, p=significant[0].p_adjusted) if significant
      else t("ch11.report.keep_a", lang))
print(t("ch11.report.setup", lang, language=t(f"language.name.{lang}", lang), questions=len(lab.queries), n=len(qrels), k=K,
        passages=len(lab.passages(CONFIGS["A"]["chunking"]))))
for measure in measures:
    row = rows[measure]
    print(t("ch11.report.result", lang, measure=measure, a=row.baseline_mean, b=row.mean, diff=row.difference,
            ci=Interval(*row.ci), p=row.p_value, p_holm=row.p_adjusted))
values = list(differences.values())
print(t("ch11.report.behind", lang, k=K, wins=sum(d > 0 for d in values), losses=sum(d < 0 for d in values),
        ties=sum(d == 0 for d in values)))
print(t("ch11.report.limits", lang, n=len(qrels)))
# END SOLUTION
""", tags=["solution"]),
]
