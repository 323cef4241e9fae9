"""Chapter 11 · Capstone: the source of notebooks/{en,es,zh}/11_capstone.ipynb and of the catalog keys ch11.*
(course/ragmetrics_course/messages_chapter_11.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 11 --run
(docs/course.md says how a source is written). The brief, the two configurations and a first step; the
learner's workspace is exercises/<lang>/11_capstone.ipynb (from sources/solutions/11_capstone.py), graded with
docs/capstone_rubric.md (es, zh beside it); the numbers come from ragmetrics_course.capstone.
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "the two configurations of the brief": ("las dos configuraciones del encargo", "任务里的两个配置"),
    "the help centre in this notebook's language": (
        "el centro de ayuda en el idioma de este notebook",
        "本笔记本所用语言的帮助中心",
    ),
    "the passage qrels of the chunking both configurations share": (
        "los qrels de los fragmentos que comparten las dos configuraciones",
        "两个配置共用的切分方式对应的片段 qrels",
    ),
    "configuration A only: B, the test and the decision are yours": (
        "solo la configuración A: B, la prueba y la decisión te tocan a ti",
        "这里只算配置 A：B、检验和决策留给你",
    ),
}

# Figures the prose states, computed by the course package (tools/figures.py): {{fig:name}} in the markdown
FIGURES = {
    "k": "k",
    "doc_gain": "capstone.numbers(lang, k, level='doc')['diff_ndcg']",
    "doc_p": "capstone.numbers(lang, k, level='doc')['p_ndcg_holm']",
}
FIGURES_SETUP = "from ragmetrics_course import capstone"

CELLS = [
    md(
        en=r"""
# 11 · Capstone: which configuration ships?

So far each measure and each test came on its own. Here you do the whole job once, the way a team
would ask for it: two retrieval configurations for a RAG help bot, one corpus, one decision. You run both on
the lab's help centre in this notebook's language, measure them with the measures of chapters 01-04, test the
difference as in chapter 09, look at the questions behind the means, decide which configuration ships and write
a one-page report. `ragmetrics` checks your numbers; a rubric grades the report.

[[time]] The exercises cover the numbers; writing the report takes about two more hours.
""",
        es=r"""
# 11 · Proyecto final: ¿qué configuración sale a producción?

Hasta ahora hemos visto cada medida y cada prueba por separado. Aquí harás el trabajo completo una vez, tal como
te lo pediría un equipo: dos configuraciones de recuperación para un asistente de atención al cliente basado en RAG, un corpus y una
decisión. Ejecutarás las dos sobre el centro de ayuda del laboratorio en el idioma de este notebook, las evaluarás
con las medidas de los capítulos 01 a 04, contrastarás la diferencia como en el capítulo 09, mirarás las
preguntas que hay detrás de las medias, decidirás qué configuración sale a producción y escribirás un informe
de una página. `ragmetrics` comprueba tus números y una rúbrica califica el informe.

[[time]] Los ejercicios cubren los números; redactar el informe lleva unas dos horas más.
""",
        zh=r"""
# 11 · 结课项目：上线哪个配置？

前面每次只讲一个指标或一种检验。这一章把整件事完整做一遍，就像团队真把这件事交给了你一样：一个 RAG 问答机器人的两个检索配置、一个语料库、一个决定。你要在第 8 章实验用过的帮助中心（本笔记本所用语言的版本）上运行这两个配置，用第 1–4 章的指标衡量它们，像第 9 章那样检验差异，看看平均值背后的具体问题，决定上线哪个配置，并写一页报告。`check_capstone` 会检查你的数字，评分标准用来给报告打分。

[[time]]练习只要求算出这些数字；写报告大约还需要两个小时。
""",
        translates={"es": "958cccdd9b1a", "zh": "958cccdd9b1a"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t
from ragmetrics_course.capstone import CONFIGS
from ragmetrics_course.lab import Lab

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The brief

Marea's help bot answers customers from the help centre: a retriever picks `k` passages and a model writes the
answer from them. **Configuration A**, in production, is BM25 over paragraph passages. **Configuration B**, the
team's proposal, fuses BM25 with the course's dense embedder by reciprocal rank fusion, over the same passages.
B needs an embedding model next to the index: more memory, more latency per question, one more model to keep
up to date. The question you are asked: *does B retrieve better passages for the answers, by enough to be worth
it?*

What you hand in:

1. **The numbers**, checked by `check_capstone` in [the exercise notebook](../../exercises/en/11_capstone.ipynb):
   Recall@5 and nDCG@5 of A and B over the passages, the p-value of the nDCG@5 difference, and on how many
   questions B wins.
2. **A decision**: A or B, with the evidence for it and what would change it.
3. **A one-page report** for the team, graded with [the rubric](../../docs/capstone_rubric.md).

The cell below shows the two configurations and the questions they are evaluated on.
""",
        es=r"""
## El encargo

El asistente de ayuda de Marea responde a los clientes a partir del centro de ayuda: un recuperador elige `k`
fragmentos y un modelo redacta la respuesta a partir de ellos. La **configuración A**, en producción, es BM25
sobre fragmentos por párrafo. La **configuración B**, la propuesta del equipo, combina BM25 con el modelo denso de
embeddings del curso mediante la fusión por rango recíproco (RRF), sobre los mismos fragmentos. B necesita
un modelo de embeddings junto al índice: más memoria, más latencia por pregunta y un modelo más que mantener al
día. La pregunta que te hacen: *¿recupera B mejores fragmentos para las respuestas, y lo bastante mejores como
para que compense?*

Lo que entregas:

1. **Los números**, comprobados por `check_capstone` en [el notebook de ejercicios](../../exercises/es/11_capstone.ipynb):
   el Recall@5 y el nDCG@5 de A y de B sobre los fragmentos, el valor p de la diferencia de nDCG@5 y en cuántas
   preguntas gana B.
2. **Una decisión**: A o B, con los datos que la apoyan y lo que la cambiaría.
3. **Un informe de una página** para el equipo, que se califica con [la rúbrica](../../docs/capstone_rubric.es.md).

La celda de abajo muestra las dos configuraciones y las preguntas con las que se evalúan.
""",
        zh=r"""
## 任务说明

Marea 的问答机器人根据帮助中心的文章回答客户的问题：检索器挑出 *k* 个片段，再由模型根据这些片段写出回答。**配置 A** 是线上正在用的：在按段落切分的片段上做 BM25。**配置 B** 是团队的提案：在同样的片段上，用倒数排名融合（RRF）把 BM25 和稠密检索（课程里的嵌入模型）的排序结果合并起来。B 除了索引之外还要运行一个嵌入模型：内存更多、每个问题的延迟更长，还要多维护一个模型。交给你的问题是：B 为生成回答而检索到的片段是否更好？好到值得这些代价吗？

你要提交的内容：

1. **数字**：在[练习笔记本](../../exercises/zh/11_capstone.ipynb)里由 `check_capstone` 检查，包括 A 和 B 在片段上的 Recall@5 和 nDCG@5、nDCG@5 差值的 p 值，以及 B 在多少个问题上胜出。
2. **决定**：选 A 还是 B，给出依据，并说明什么情况会改变这个决定。
3. **一页报告**：写给团队看，按[评分标准](../../docs/capstone_rubric.zh.md)打分。

下面的单元格列出两个配置，以及用来评估它们的问题。
""",
        translates={"es": "7dde92fa2dd1", "zh": "7dde92fa2dd1"},
    ),
    msg("ch11.col.config", en="configuration", es="configuración", zh="配置", translates={"es": "b7d64a922100", "zh": "b7d64a922100"}),
    msg("ch11.col.retriever", en="retriever", es="recuperador", zh="检索器", translates={"es": "98f59f08450f", "zh": "98f59f08450f"}),
    msg("ch11.col.chunking", en="chunking", es="fragmentación", zh="切分方式", translates={"es": "7ce2d499b7d8", "zh": "7ce2d499b7d8"}),
    msg(
        "ch11.questions",
        en="{language}: {questions} questions, {judged} of them with relevant passages (the others have no answer in the help centre); {passages} passages.",
        es="{language}: {questions} preguntas, {judged} de ellas con fragmentos relevantes (las demás no tienen respuesta en el centro de ayuda); {passages} fragmentos.",
        zh="{language}：{questions} 个问题，其中 {judged} 个有相关片段（其余问题在帮助中心里没有答案）；共 {passages} 个片段。", translates={"es": "cb01ffea63a0", "zh": "cb01ffea63a0"},
    ),
    msg("ch11.col.call", en="in code", es="en el código", zh="代码中的写法", translates={"es": "af2bd85c66a7", "zh": "af2bd85c66a7"}),
    code(r"""
print_table([t("ch11.col.config", lang), t("ch11.col.retriever", lang), t("ch11.col.chunking", lang), t("ch11.col.call", lang)],
            [(name, t(f"lab.retriever.{config['retriever']}", lang), t(f"lab.chunking.{config['chunking']}_label", lang),
              f"lab.run(**CONFIGS[{name!r}])") for name, config in CONFIGS.items()])  # the two configurations of the brief

lab = Lab(lang)  # the help centre in this notebook's language
chunking = CONFIGS["A"]["chunking"]
qrels = lab.qrels(chunking)  # the passage qrels of the chunking both configurations share
print(t("ch11.questions", lang, language=t(f"language.name.{lang}", lang), questions=len(lab.queries), judged=len(qrels),
        passages=len(lab.passages(chunking))))
"""),
    md(
        en=r"""
## A first step and the tools

Here is configuration A measured at the notebook's `k`, the way every number of the capstone is computed: run
the configuration with `lab.run(...)`, evaluate the run against the passage qrels with `rm.evaluate`. The rest is
yours. The tools you need, all from earlier chapters:

- `lab.run(retriever, chunking)` (chapter 08) gives a run; `rm.evaluate(qrels, run, measures)` its means and
  per-question values (chapter 04);
- `rm.compare(qrels, {"A": run_a, "B": run_b}, measures, seed=0)` the paired randomization test of each
  measure, with Holm's correction (chapter 09); `comparison.differences("B", measure)` the per-question B − A;
- `lab.failures(run, chunking, k=k)` the questions with no relevant passage in the top k, and what came instead
  (chapter 08).
""",
        es=r"""
## Un primer paso y las herramientas

Aquí está la configuración A medida con el `k` del notebook, tal como se calcula cada número del proyecto:
se ejecuta la configuración con `lab.run(...)` y se evalúa el run con los qrels de fragmentos mediante
`rm.evaluate`. El resto te toca a ti. Las herramientas que necesitas, todas de capítulos anteriores:

- `lab.run(retriever, chunking)` (capítulo 08) da un run; `rm.evaluate(qrels, run, measures)`, sus medias y
  sus valores por pregunta (capítulo 04);
- `rm.compare(qrels, {"A": run_a, "B": run_b}, measures, seed=0)`, la prueba de aleatorización pareada de cada
  medida, con la corrección de Holm (capítulo 09); `comparison.differences("B", measure)`, la diferencia B − A
  de cada pregunta;
- `lab.failures(run, chunking, k=k)`, las preguntas sin ningún fragmento relevante en el top k y lo que salió en
  su lugar (capítulo 08).
""",
        zh=r"""
## 第一步，以及要用到的工具

下面用本笔记本的 `k` 计算配置 A，结课项目中的每个数字都按这种方式计算：用 `lab.run(...)` 运行配置，再用 `rm.evaluate` 以片段 qrels 评估这个 run。剩下的交给你。需要的工具都在前面的章节里出现过：

- `lab.run(retriever, chunking)`（第 8 章）得到一个 run；`rm.evaluate(qrels, run, measures)` 给出平均值和逐问题的数值（第 4 章）；
- `rm.compare(qrels, {"A": run_a, "B": run_b}, measures, seed=0)` 对每个指标做配对随机化检验，并做 Holm 校正（第 9 章）；`comparison.differences("B", measure)` 给出每个问题的 B − A；
- `lab.failures(run, chunking, k=k)` 列出前 *k* 名里没有任何相关片段的问题，以及排在前面的是什么（第 8 章）。
""",
        translates={"es": "95ba0b5e4791", "zh": "95ba0b5e4791"},
    ),
    msg("ch11.col.measure", en="measure", es="medida", zh="指标", translates={"es": "150166168279", "zh": "150166168279"}),
    msg("ch11.col.mean", en="mean over the judged questions", es="media sobre las preguntas juzgadas", zh="有标注问题上的平均值", translates={"es": "a2ba366fc8cc", "zh": "a2ba366fc8cc"}),
    code(r"""
measures = [f"R@{k}", f"nDCG@{k}"]
run_a = lab.run(**CONFIGS["A"])  # configuration A only: B, the test and the decision are yours
results_a = rm.evaluate(qrels, run_a, measures)
print_table([t("ch11.col.measure", lang), t("ch11.col.mean", lang)], list(results_a.mean.items()))
"""),
    md(
        en=r"""
### Chapter 09 has already compared these two systems

Chapter 09 tested the same hybrid against the same BM25 on this help centre and found its nDCG@{{fig:k}} gain
significant: {{fig:doc_gain:+.3f}}, with a Holm-adjusted p of {{fig:doc_p:.4f}}. It scored **articles**, each by its best
passage. The brief asks about the **passages** the generator receives, so evaluate at the passage level, with
the passage qrels and runs used above (not `level="doc"`). If your verdict differs from chapter 09's, the unit
of evaluation is the first suspect, not a bug: an article counts as found as soon as any of its passages is in the top k,
a passage only when that passage itself, judged relevant, is in the top k. Say in your report which unit you evaluated and why it is the one that
matters for this decision.
""",
        es=r"""
### El capítulo 09 ya comparó estos dos sistemas

El capítulo 09 contrastó el mismo híbrido con el mismo BM25 sobre este centro de ayuda y encontró significativa su
mejora de nDCG@{{fig:k}}: {{fig:doc_gain:+.3f}}, con un valor p ajustado por Holm de {{fig:doc_p:.4f}}. Puntuaba
**artículos**, cada uno por su mejor fragmento. El encargo pregunta por los **fragmentos** que recibe el generador,
así que evalúa por fragmentos, con los qrels y los runs de fragmentos que se usan arriba (no con
`level="doc"`). Si tu conclusión difiere de la del capítulo 09, la primera sospechosa es la unidad de evaluación,
no un error: un artículo cuenta como encontrado en cuanto cualquiera de sus fragmentos entra en el top k; un fragmento,
solo si ese mismo fragmento, juzgado como relevante, entra en el top k. Indica en tu informe qué unidad evaluaste y por qué es la que importa para esta
decisión.
""",
        zh=r"""
### 第 9 章已经比较过这两个系统

第 9 章已在这个帮助中心上检验过同样的混合检索和 BM25，发现混合检索的 nDCG@{{fig:k}} 提升显著：{{fig:doc_gain:+.3f}}，Holm 校正后的 p 值为 {{fig:doc_p:.4f}}。那一章给**文章**打分，每篇文章取其最佳片段的分数。本项目关心的是 LLM 实际收到的**片段**，所以要在片段级评估，用上面的片段级 qrels 和 run（不要用 `level="doc"`）。如果你的结论和第 9 章不同，首先要怀疑的是评估单位，而不是程序错误：只要文章中任何一个片段进入前 *k* 名，这篇文章就算被找到；而一个片段只有本身被标注为相关、并且进入前 *k* 名时才算命中。请在报告中写明你在哪种单位上评估，以及为什么这项决策需要的是这个单位。
""",
        translates={"es": "92c4abd1e674", "zh": "92c4abd1e674"},
    ),
    md(
        en=r"""
## The report

One page, for a team that has not read this course. A structure that works:

1. **Question and answer first**: which configuration ships, in one sentence.
2. **Setup**: corpus and language, how many questions (and which were left out, and why), the passages, `k`,
   the measures and why these ones.
3. **Results**: a small table of the means; the difference with its confidence interval and its p-value,
   before and after the correction for testing two measures.
4. **Behind the means**: wins, losses and ties per question; one or two questions where the configurations
   differ, read by you.
5. **Decision and cost**: what the evidence supports, what B costs, what you recommend.
6. **Limits and next steps**: what this evaluation cannot tell (how many questions, judged how, retrieval only),
   and what evidence would change the decision.

The rubric gives the points for each part. A worked solution, numbers and report, is in
[solutions/en/11_capstone](../../solutions/en/11_capstone.ipynb): read it after you have written yours.
""",
        es=r"""
## El informe

Una página, para un equipo que no ha hecho este curso. Una estructura que funciona:

1. **Primero la pregunta y la respuesta**: qué configuración sale a producción, en una frase.
2. **Diseño del experimento**: corpus e idioma, cuántas preguntas (cuáles quedaron fuera y por qué), los fragmentos, `k`,
   las medidas y por qué estas.
3. **Resultados**: una tabla pequeña con las medias; la diferencia con su intervalo de confianza y su valor p,
   antes y después de corregir por haber contrastado dos medidas.
4. **Detrás de las medias**: victorias, derrotas y empates por pregunta; una o dos preguntas en las que las
   configuraciones difieren, leídas por ti.
5. **Decisión y coste**: qué dicen los datos, cuánto cuesta B, qué recomiendas.
6. **Límites y próximos pasos**: lo que esta evaluación no puede decir (con cuántas preguntas, cómo se juzgaron,
   que solo mide la recuperación) y qué datos cambiarían la decisión.

La rúbrica da los puntos de cada parte. Una solución desarrollada, con números e informe, está en
[solutions/es/11_capstone](../../solutions/es/11_capstone.ipynb): léela después de escribir la tuya.
""",
        zh=r"""
## 报告

一页纸，写给没有学过这门课的团队。可以按下面的结构来写：

1. **先写问题和答案**：上线哪个配置，一句话说清。
2. **实验设置**：语料和语言，多少个问题（哪些没有计入、为什么），片段，`k`，用了哪些指标、为什么用它们。
3. **结果**：一张平均值的小表；差值及其置信区间和 p 值，以及针对同时检验两个指标做多重比较校正前、后的 p 值。
4. **平均值背后**：逐问题的胜、负、平；挑一两个在两个配置下表现不同的问题，亲自读一读。
5. **决定与代价**：证据支持什么，B 要付出什么代价，你的建议是什么。
6. **局限与下一步**：这次评估说明不了什么（问题数量、标注方式、只评估了检索），以及什么证据会改变这个决定。

评分标准给出了每一部分的分值。包含数字和报告的详细解答在 [solutions/zh/11_capstone](../../solutions/zh/11_capstone.ipynb)：先写完自己的，再去看它。
""",
        translates={"es": "ed590c8b5b7b", "zh": "ed590c8b5b7b"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** B beats A on both measures at p < 0.05, but on neither after Holm's correction. What does your report say?

<details><summary>Answer</summary>

That the evidence does not show B is better, so A stays in production (it is already there, and a change has a cost). Give the differences with their confidence intervals, the raw and the corrected p-values, and what would settle it: more questions, how many the power analysis of chapter 09 says.
</details>

**2.** Chapter 09 found the hybrid significantly better than BM25 when it scored articles (each by its best passage); here, with passages, the difference between two configurations may not be significant. Which result is wrong?

<details><summary>Answer</summary>

Neither: they answer different questions. The unit of evaluation (an article or a passage) changes what counts as a hit, and so the numbers and the decision. Evaluate at the unit the product uses: the passages that go into the prompt.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** B supera a A en las dos medidas con p < 0,05, pero en ninguna tras la corrección de Holm. ¿Qué dice tu informe?

<details><summary>Respuesta</summary>

Que los datos no demuestran que B sea mejor, así que A se queda en producción (ya está desplegada y cambiar tiene un coste). Da las diferencias con sus intervalos de confianza, los valores p sin corregir y corregidos, y qué lo decidiría: más preguntas, tantas como indique el análisis de potencia del capítulo 09.
</details>

**2.** El capítulo 09 encontró el híbrido significativamente mejor que BM25 cuando puntuaba artículos (cada uno por su mejor fragmento); aquí, con fragmentos, la diferencia entre las dos configuraciones puede no ser significativa. ¿Qué resultado está mal?

<details><summary>Respuesta</summary>

Ninguno: responden a preguntas distintas. La unidad de evaluación (un artículo o un fragmento) cambia lo que cuenta como acierto y, con ello, las cifras y la decisión. Evalúa en la unidad que usa el producto: los fragmentos que entran en el prompt.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** B 在两个指标上都以 p < 0.05 胜过 A，但经过 Holm 校正后一个也不显著。你的报告怎么写？

<details><summary>答案</summary>

写明证据不足以说明 B 更好，因此保留 A（它已经在线上，而改动是有成本的）。给出各项差值及其置信区间、校正前和校正后的 p 值，以及怎样才能得出结论：需要更多问题，数量按第 9 章的功效分析来定。
</details>

**2.** 第 9 章给文章评分（每篇取其最佳片段的分数）时，发现混合检索显著优于 BM25；这里按片段评估，两个配置之间的差异却可能不显著。哪个结果错了？

<details><summary>答案</summary>

都没错：它们回答的是不同的问题。评估单位（文章还是片段）改变了什么算命中，也就改变了数字和决策。应该按产品实际使用的单位来评估，也就是进入提示词的那些片段。
</details>
""",
        translates={"es": "e64f670fb5fd", "zh": "e64f670fb5fd"},
    ),
    md(
        en=r"""## Summary

A decision is only as good as its evidence: the same passages and qrels for both configurations, the judged
questions only, the cutoff the generator sees, a paired test with Holm's correction for the measures you tested, the
per-question picture behind the mean, and the cost on the other side of the scale.

The cell below prints configuration A's numbers at the current `k`.
""",
        es=r"""## Resumen

Una decisión es tan buena como su evaluación: los mismos fragmentos y qrels para las dos configuraciones, solo
las preguntas juzgadas, el corte que ve el LLM, una prueba pareada con corrección por comparaciones
múltiples (Holm), lo que hay por pregunta detrás de la media y el coste en el otro plato de la balanza.

La celda de abajo imprime las cifras de la configuración A con el `k` actual.
""",
        zh=r"""## 小结

决定的好坏取决于证据：两个配置用相同的片段和 qrels，只用有标注的问题，截断位置与 LLM 实际收到的片段数一致，做配对检验并用 Holm 方法校正多重比较，看清平均值背后逐问题的情况，再把代价放到天平的另一边。

下面的单元格打印配置 A 在当前 `k` 下的数字。
""",
        translates={"es": "09e5ccd8b53c", "zh": "09e5ccd8b53c"},
    ),
    msg("ch11.summary", en="Configuration A at k = {k}:", es="Configuración A con k = {k}:", zh="k = {k} 时的配置 A：", translates={"es": "951c9408aadb", "zh": "951c9408aadb"}),
    msg("ch11.summary.line", en="{measure}: {value:.4f}", es="{measure}: {value:.4f}", zh="{measure}：{value:.4f}", translates={"es": "98f1eb02e0f4", "zh": "98f1eb02e0f4"}),
    code(r"""
print(t("ch11.summary", lang, k=k))
for measure, value in results_a.mean.items():
    print("  " + t("ch11.summary.line", lang, measure=measure, value=value))
""", tags=["summary"]),
    md(
        en=r"""
## Exercises

Do the capstone in [the exercise notebook](../../exercises/en/11_capstone.ipynb): each number is checked as you
go, and `check_capstone` checks them all at the end.

## References

- Cormack, G. V., Clarke, C. L. A. and Büttcher, S. (2009). "Reciprocal rank fusion outperforms Condorcet and
  individual rank learning methods" (RRF). *SIGIR 2009*.
- Smucker, M. D., Allan, J. and Carterette, B. (2007). "A comparison of statistical significance tests for
  information retrieval evaluation". *CIKM 2007*.
""",
        es=r"""
## Ejercicios

Haz el proyecto en [el notebook de ejercicios](../../exercises/es/11_capstone.ipynb): cada número se comprueba
sobre la marcha y `check_capstone` los comprueba todos al final.

## Referencias

- Cormack, G. V., Clarke, C. L. A. y Büttcher, S. (2009). «Reciprocal rank fusion outperforms Condorcet and
  individual rank learning methods» (la RRF). *SIGIR 2009*.
- Smucker, M. D., Allan, J. y Carterette, B. (2007). «A comparison of statistical significance tests for
  information retrieval evaluation». *CIKM 2007*.
""",
        zh=r"""
## 练习

在[练习笔记本](../../exercises/zh/11_capstone.ipynb)里完成结课项目：每个数字都会当场检查，最后由 `check_capstone` 统一检查一遍。

## 参考文献

- G. V. Cormack、C. L. A. Clarke、S. Büttcher，“Reciprocal rank fusion outperforms Condorcet and individual rank learning methods”（RRF），SIGIR 2009。
- M. D. Smucker、J. Allan、B. Carterette，“A comparison of statistical significance tests for information retrieval evaluation”，CIKM 2007。
""",
        translates={"es": "e8d9bd213a98", "zh": "e8d9bd213a98"},
    ),
]
