"""Chapter 00 · Course map: evaluating retrieval-augmented generation: the source of notebooks/{en,es,zh}/00_course_map.ipynb
and of the catalog keys ch00.* (course/ragmetrics_course/messages_chapter_00.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 00 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "every chapter in reading order, from the course's one declaration of its chapters": (
        "todos los capítulos en orden de lectura, según la declaración única de los capítulos del curso",
        "按阅读顺序列出所有章节，数据来自课程中各章信息的唯一出处",
    ),
    "the three languages side by side, the meanings in this notebook's language": (
        "los tres idiomas uno al lado del otro, el significado en el idioma de este notebook",
        "三种语言并列，含义用本笔记本的语言",
    ),
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "The RAG pipeline: five boxes left to right, and what each half of the evaluation judges": (
        "El sistema RAG: cinco cajas de izquierda a derecha, y lo que juzga cada mitad de la evaluación",
        "RAG 流程：从左到右五个方框，以及评估的两个部分各自评估什么",
    ),
    'The Spanish capsule\'s query "Python installation": doc ids ranked best first, and its relevant docs': (
        "La consulta «Python installation» de la cápsula: ids de documentos, el mejor primero, y sus relevantes",
        "西班牙语课程的查询“Python installation”：按排名从高到低的文档 id，以及它的相关文档",
    ),
    "The Chinese article's query: doc id -> grade (3 highly, 2 fairly, 1 marginally relevant), and its ranking": (
        "La consulta del artículo chino: id -> grado (3 muy, 2 bastante, 1 poco relevante), y su ranking",
        "中文面试文章的查询：文档 id -> 相关性等级（3 高度相关，2 比较相关，1 弱相关），以及检索结果排序",
    ),
    "B: the same documents, sorted by grade (the ideal order)": (
        "B: los mismos documentos, ordenados por grado (el ranking ideal)",
        "B：同样的文档，按相关性等级排序（理想排序）",
    ),
    "every bar of the figure": ("todas las barras de la figura", "图中的每一根柱子"),
    "What the capsule printed for this query (at its own k = 5), beside ragmetrics at that k": (
        "Lo que imprimió la cápsula para esta consulta (con su k = 5), junto a ragmetrics con ese mismo k",
        "西班牙语课程对这个查询打印的数值（它用的是 k = 5），与 ragmetrics 在同一 k 下的结果对照",
    ),
}

CELLS = [
    md(
        en=r"""
# 00 · Course map: evaluating retrieval-augmented generation

A RAG system does two jobs: it **retrieves** passages that might answer a question, then it **generates** an answer from them. Each job can fail on its own and needs its own numbers. This chapter compares the two halves of the evaluation, introduces the examples the whole course returns to, gives the vocabulary in three languages and maps every chapter. [[time]]
""",
        es=r"""
# 00 · Mapa del curso: cómo evaluar la generación aumentada por recuperación

Un sistema RAG hace dos cosas: **recupera** fragmentos que podrían responder a una pregunta y luego **genera** una respuesta a partir de ellos. Cada una puede fallar por separado y necesita sus propias cifras. Este capítulo compara las dos mitades de la evaluación, presenta los ejemplos a los que vuelve todo el curso, da el vocabulario en los tres idiomas y traza el mapa de todos los capítulos. [[time]]
""",
        zh=r"""
# 00 · 课程地图：如何评估检索增强生成（RAG）

一个 RAG 系统要做两件事：先为问题**检索**可能有用的文本片段，再根据这些片段**生成**回答。两件事都可能单独出错，也各自需要一套指标。本章先对比评估的两个部分，再介绍整个课程反复使用的例子，整理中英西三种语言的术语，并给出全部章节的地图。[[time]]
""",
        translates={"es": "0c3537e0c4af", "zh": "0c3537e0c4af"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import ragmetrics as rm
from ragmetrics_course import check_parameters, set_language, setup_fonts, t
from ragmetrics_course.messages import write_number

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## Two halves, two kinds of failure

| | Retrieval | Generation |
|---|---|---|
| What is judged | the ranked list of passages the retriever returns for a question | the answer the language model writes from those passages |
| The question it answers | Did the passages the answer needs reach the top *k*, and how high up? | Does the answer stay within the passages, and does it answer the question? |
| What you need | relevance judgments: for each question, which documents are relevant (and how much) | the question, the retrieved context and the answer, plus a judge (a person, rules or an LLM) |
| Measures | Recall@k, Precision@k, F1@k, HitRate@k, MRR, nDCG@k | faithfulness, answer relevancy, context relevancy |
| Chapters | 01–04 | 05 and 12 |

Why measure them apart? As the Chinese interview article (one of the course's three sources, presented below) puts it, no reranker (a second model that reorders the retrieved candidates) or LLM brings back a document that never entered the candidate set; and retrieval can score perfectly while the answer contradicts its passage. Measuring both tells you which half to fix.

Context relevancy judges retrieval's output but, like the generation measures, needs no relevance judgments made in advance (qrels): a judge scores it from the question and the context. So chapter 05 treats it with them, as the course's three sources do.
""",
        es=r"""
## Dos mitades, dos maneras de fallar

| | Recuperación | Generación |
|---|---|---|
| Qué se juzga | la lista ordenada de fragmentos que devuelve el recuperador para una pregunta | la respuesta que escribe el modelo de lenguaje a partir de esos fragmentos |
| La pregunta que responde | ¿Llegaron al top *k* los fragmentos que la respuesta necesita, y en qué posición? | ¿Se ciñe la respuesta a los fragmentos y responde de verdad a la pregunta? |
| Qué hace falta | juicios de relevancia: para cada pregunta, qué documentos son relevantes (y cuánto) | la pregunta, el contexto recuperado y la respuesta, más un juez (una persona, unas reglas o un LLM) |
| Medidas | Recall@k, Precision@k, F1@k, HitRate@k, MRR, nDCG@k | fidelidad, relevancia de la respuesta, relevancia del contexto |
| Capítulos | 01–04 | 05 y 12 |

¿Por qué medirlas por separado? Como dice el artículo chino (una de las tres fuentes del curso, que se presentan más abajo), ningún reranker (un segundo modelo que reordena los candidatos recuperados) ni ningún LLM rescatan un documento que nunca entró en el conjunto de candidatos; y la recuperación puede salir perfecta aunque la respuesta contradiga su fragmento. Medir las dos te dice qué mitad hay que arreglar.

La relevancia del contexto juzga lo que entrega la recuperación, pero, igual que las medidas de generación, no necesita juicios de relevancia previos (qrels): la puntúa un juez a partir de la pregunta y del contexto. Por eso el capítulo 05 la estudia junto a ellas, como hacen las tres fuentes del curso.
""",
        zh=r"""
## 两个阶段，两类失败

| | 检索阶段 | 生成阶段 |
|---|---|---|
| 评估对象 | 检索器针对一个问题返回的有序片段列表 | LLM 根据这些片段写出的回答 |
| 要回答的问题 | 回答需要的片段有没有进入前 *k* 名？排得多靠前？ | 回答有没有超出片段的内容？有没有真正回答问题？ |
| 需要什么数据 | 相关性标注：每个问题有哪些相关文档（以及相关程度） | 问题、检索到的上下文和回答，再加一个评审（人工、规则或 LLM） |
| 指标 | Recall@k、Precision@k、F1@k、HitRate@k、MRR、nDCG@k | 忠实度、答案相关性、上下文相关性 |
| 对应章节 | 第 1–4 章 | 第 5 章、第 12 章 |

为什么要分开评估？本课程的参考资料之一（一篇中文面试文章，见下文“三份参考资料”）说得很直白：相关文档如果没能进入候选集，后面的重排模型和 LLM 再强也无济于事。候选集指检索器初步召回、交给后续环节的那批文档；重排模型（reranker）是对候选结果重新排序的第二个模型。反过来，回答与片段矛盾时，检索指标仍可能是满分。两部分都测，才知道该修哪一部分。

上下文相关性评估的是检索阶段的产出，但和生成指标一样不需要事先做好的相关性标注（qrels），而是由评审根据问题和上下文打分，所以第 5 章和三份参考资料一样把它归入生成阶段。
""",
        translates={"es": "4bca565b1ea7", "zh": "4bca565b1ea7"},
    ),
    msg("ch00.pipe.question", en="Question", es="Pregunta", zh="问题", translates={"es": "289aff12b042", "zh": "289aff12b042"}),
    msg("ch00.pipe.retriever", en="Retriever", es="Recuperador", zh="检索器", translates={"es": "ac722b3e8e29", "zh": "ac722b3e8e29"}),
    msg("ch00.pipe.topk", en="Top k\npassages", es="Los k mejores\nfragmentos", zh="前 k 个\n片段", translates={"es": "7a1bbc0c09f4", "zh": "7a1bbc0c09f4"}),
    msg("ch00.pipe.llm", en="LLM\n(writes the answer)", es="LLM\n(responde)", zh="LLM\n生成回答", translates={"es": "3b0f4b13b6bd", "zh": "3b0f4b13b6bd"}),
    msg("ch00.pipe.answer", en="Answer", es="Respuesta", zh="回答", translates={"es": "b2a3aa602762", "zh": "b2a3aa602762"}),
    msg("ch00.pipe.retrieval", en="Retrieval measures (chapters 01–04):\nthe ranking against relevance judgments",
        es="Medidas de recuperación (capítulos 01–04):\nel ranking frente a los juicios de relevancia",
        zh="检索指标（第 1–4 章）：\n用相关性标注评估排序", translates={"es": "bcd27d651d6b", "zh": "bcd27d651d6b"}),
    msg("ch00.pipe.generation", en="Generation measures (chapters 05 and 12):\nthe answer against the context and the question",
        es="Medidas de generación (capítulos 05 y 12):\nla respuesta frente al contexto y la pregunta",
        zh="生成指标（第 5、12 章）：\n对照上下文和问题评估回答", translates={"es": "2662a5f09bb9", "zh": "2662a5f09bb9"}),
    msg("ch00.pipe.title", en="A RAG pipeline and what each half of the evaluation looks at",
        es="Un sistema RAG y lo que mira cada mitad de la evaluación", zh="RAG 流程，以及评估的两个部分各看什么", translates={"es": "ed47b65207a5", "zh": "ed47b65207a5"}),
    code(r"""
import matplotlib.pyplot as plt
from matplotlib.patches import FancyBboxPatch

# The RAG pipeline: five boxes left to right, and what each half of the evaluation judges
fig, ax = plt.subplots(figsize=(10, 2.6))
ax.set(xlim=(0, 10), ylim=(0.6, 3.0))
ax.axis("off")
steps = ["ch00.pipe.question", "ch00.pipe.retriever", "ch00.pipe.topk", "ch00.pipe.llm", "ch00.pipe.answer"]
for i, key in enumerate(steps):
    x = 0.2 + 2 * i
    ax.add_patch(FancyBboxPatch((x, 1.9), 1.6, 0.8, boxstyle="round,pad=0.05", facecolor="#e8f0fb", edgecolor="#4a6fa5"))
    ax.text(x + 0.8, 2.3, t(key), ha="center", va="center", fontsize=10, family=cjk_font)
    if i:
        ax.annotate("", xy=(x - 0.05, 2.3), xytext=(x - 0.35, 2.3), arrowprops=dict(arrowstyle="->"))
for (start, end, key, color) in ((2.2, 5.8, "ch00.pipe.retrieval", "#4a6fa5"), (6.2, 9.8, "ch00.pipe.generation", "#b5651d")):
    ax.plot([start, start, end, end], [1.7, 1.5, 1.5, 1.7], color=color)
    ax.text((start + end) / 2, 1.05, t(key), ha="center", va="center", fontsize=9, color=color, family=cjk_font)
ax.set_title(t("ch00.pipe.title"), family=cjk_font)
plt.show()
"""),
    md(
        en=r"""
### Check your understanding

**1.** The policy passage the retriever found says refunds are possible within 30 days; the chatbot answers "within 60 days, for a full refund". Which half failed, and which measure should catch it?

<details><summary>Answer</summary>

Generation. Retrieval did its job: the right passage was in the context. The answer adds something the context does not support, which is a **faithfulness** problem (answer against context). Retrieval measures never look at the answer, so they cannot see it.
</details>

**2.** Recall@5 is about 0.2 on most of your test questions. Will a stronger LLM or a better prompt help?

<details><summary>Answer</summary>

Hardly. Four out of five of the passages the answers need never reach the model. Fix retrieval first: how documents are chunked, the embedding model, query rewriting, hybrid (keyword + vector) search, and how many passages you retrieve (*k*).
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** El fragmento de la política que encontró el recuperador dice que se admiten devoluciones en un plazo de 30 días; el chatbot responde «en 60 días, con reembolso completo». ¿Qué mitad falló y qué medida debería detectarlo?

<details><summary>Respuesta</summary>

La generación. La recuperación hizo su trabajo: el fragmento correcto estaba en el contexto. La respuesta contradice el contexto (60 días frente a 30) y añade algo que el contexto no respalda (el reembolso completo), y eso es un problema de **fidelidad** (respuesta frente a contexto). Las medidas de recuperación nunca miran la respuesta, así que no pueden verlo.
</details>

**2.** El Recall@5 ronda 0,2 en casi todas tus preguntas de prueba. ¿Ayudará un LLM más potente o un prompt mejor?

<details><summary>Respuesta</summary>

Apenas. Cuatro de cada cinco fragmentos que hacen falta para responder nunca llegan al modelo. Arregla primero la recuperación: cómo se dividen los documentos en fragmentos, el modelo de embeddings, la reescritura de consultas, la búsqueda híbrida (palabras clave + vectores) y cuántos fragmentos recuperas (*k*).
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 检索器找到的政策片段写着“30 天内可以退款”，聊天机器人却回答“60 天内可以全额退款”。哪个阶段出了问题？应该由哪个指标发现？

<details><summary>答案</summary>

生成阶段。检索已经完成了任务：正确的片段就在上下文里。回答加入了上下文不支持的内容，这是**忠实度**问题（检查回答能否从上下文中找到依据）。检索指标从不看回答，所以发现不了这个问题。
</details>

**2.** 在大多数测试问题上，Recall@5 只有 0.2 左右。换一个更强的 LLM 或者改进提示词会有帮助吗？

<details><summary>答案</summary>

几乎没有帮助。回答所需的片段有五分之四根本没有送到模型面前。应当先改进检索环节：切分方式、嵌入模型、查询改写、混合检索（关键词 + 向量）以及检索的片段数（*k*）。
</details>
""",
        translates={"es": "1abe64c135d0", "zh": "1abe64c135d0"},
    ),
    md(
        en=r"""
## Our three sources

The course is built on three documents and reuses their examples with the same inputs:

- **The Spanish capsule**: "Módulo 4, cápsula: Métricas de Retrieval", a Spanish course unit that teaches Recall@k, Precision@k, F1@k, MRR and nDCG@k on worked examples, with a `RetrievalEvaluator` class, a batch of three queries, target values and two exercises. Most running examples come from it.
- **The Spanish chapter**: "Capítulo 1: Métricas de Evaluación en RAG", a Spanish textbook chapter on both halves: Precision@k, Recall@k and reciprocal rank as small functions, the generation measures with a refund-policy example, and a table of target values.
- **The Chinese interview article**: an interview-preparation article on RAG metrics (Recall@k, hit rate, MRR, nDCG@k with grades 0–3, the generation measures), with a comparison table, the follow-up questions interviewers ask, and a recommended data layout.
""",
        es=r"""
## Nuestras tres fuentes

El curso se basa en tres documentos y reutiliza sus ejemplos con los mismos datos:

- **La cápsula**: «Módulo 4, cápsula: Métricas de Retrieval», una unidad de un curso en español que enseña Recall@k, Precision@k, F1@k, MRR y nDCG@k con ejemplos resueltos, una clase `RetrievalEvaluator`, un lote de tres consultas, valores objetivo y dos ejercicios. De ella salen casi todos los ejemplos del curso.
- **El capítulo del manual** (en español): «Capítulo 1: Métricas de Evaluación en RAG», sobre las dos mitades: Precision@k, Recall@k y el rango recíproco implementados como funciones breves, las medidas de generación con un ejemplo sobre una política de devoluciones y una tabla de valores objetivo.
- **El artículo chino**: un texto en chino para preparar entrevistas sobre medidas de RAG (Recall@k, tasa de aciertos, MRR, nDCG@k con grados de 0 a 3, las medidas de generación), con una tabla comparativa, las preguntas de seguimiento típicas de las entrevistas y un formato de datos recomendado.
""",
        zh=r"""
## 三份参考资料

本课程以三份文档为基础，并用相同的输入复现其中的例子：

- **西班牙语课程**：*Módulo 4, cápsula: Métricas de Retrieval*，一门西班牙语课程中讲检索指标的短小教学单元（原文称 cápsula），通过例题讲解 Recall@k、Precision@k、F1@k、MRR 和 nDCG@k，附有 `RetrievalEvaluator` 类、3 个查询的批量评估、目标值和两道练习。本课程的大多数示例都出自这里。
- **西班牙语章节**：*Capítulo 1: Métricas de Evaluación en RAG*，一本西班牙语教材中讲两个阶段的章节：用几个小函数实现 Precision@k、Recall@k 和倒数排名，用退款政策的例子讲解生成阶段的指标，并给出一张目标值表。
- **中文面试文章**：一篇讲 RAG 评估指标的中文面试准备文章（Recall@k、命中率、MRR、相关性等级为 0–3 的 nDCG@k，以及生成阶段的指标），附有对比表、面试官常见的追问和推荐的数据组织方式。
""",
        translates={"es": "9d792be9383f", "zh": "9d792be9383f"},
    ),
    md(
        en=r"""
## The running examples

A few small examples from the sources come back throughout the course, small enough to redo by hand:

- **"Python installation"** (Spanish capsule): the retriever returns documents `[1, 3, 5, 7, 9, 11, 13]`, best first; the relevant ones are 3, 7 and 12. Document 12 was never retrieved.
- **Three queries** (same capsule): "Python installation", "List comprehensions" and "Django tutorial", for averages over a test set.
- **A graded query** (Chinese article): documents 101, 205 and 309 have relevance grades 3, 2 and 1; the retriever returns `[999, 205, 101, 888, 309]`.

The next cell computes every retrieval measure of the course on the first example with one `RetrievalEvaluator`. The names are explained later: R, P and F1 in chapter 01, HitRate, RR, AP and Rprec (R-precision) in chapter 02, nDCG in chapter 03.
""",
        es=r"""
## Los ejemplos del curso

Unos pocos ejemplos de las fuentes reaparecen a lo largo de todo el curso, tan pequeños que se pueden calcular a mano:

- **«Python installation»** (la cápsula): el recuperador devuelve los documentos `[1, 3, 5, 7, 9, 11, 13]`, el mejor primero; los relevantes son el 3, el 7 y el 12. El documento 12 nunca se recuperó.
- **Tres consultas** (la misma cápsula): «Python installation», «List comprehensions» y «Django tutorial», para calcular medias sobre un conjunto de prueba.
- **Una consulta con grados** (artículo chino): los documentos 101, 205 y 309 tienen grados de relevancia 3, 2 y 1; el recuperador devuelve `[999, 205, 101, 888, 309]`.

La celda siguiente calcula todas las medidas de recuperación del curso sobre el primer ejemplo con un solo `RetrievalEvaluator`. Los nombres se explican más adelante: R, P y F1 en el capítulo 01; HitRate, RR, AP y Rprec (R-precision) en el 02; nDCG en el 03.

Una nota sobre los números: el texto, las frases y las tablas que imprime el curso usan la coma decimal (0,667), como es costumbre en España y en buena parte de Hispanoamérica; lo que Python imprime tal cual (un número suelto, una lista, un diccionario, el código que escribes) lleva punto (`0.667`). Son el mismo número. Y otra sobre la tipografía: los términos ingleses de uso corriente en el oficio (ranking, recall, top k, reranker, prompt…) van en redonda, sin cursiva, como en la mayoría de los textos técnicos en español.
""",
        zh=r"""
## 贯穿全课的示例

课程反复使用几个取自参考资料的小例子，小到可以亲手验算：

- **“Python installation”**（西班牙语课程）：检索器按得分从高到低返回文档 `[1, 3, 5, 7, 9, 11, 13]`；相关文档是 3、7 和 12。文档 12 从未被检索到。
- **3 个查询**（同一份课程）：“Python installation”“List comprehensions”和“Django tutorial”，用来计算测试集上的平均值。
- **带相关性等级的查询**（中文面试文章）：文档 101、205、309 的相关性等级分别为 3、2、1；检索器返回 `[999, 205, 101, 888, 309]`。

下一个单元格在第一个例子上用一个 `RetrievalEvaluator` 算出本课程的全部检索指标。这些指标后面会逐一讲解：第 1 章讲 R、P 和 F1，第 2 章讲 HitRate、RR、AP 和 Rprec（R-precision），第 3 章讲 nDCG。
""",
        translates={"es": "25558b3aba76", "zh": "25558b3aba76"},
    ),
    msg(
        "ch00.example_title",
        en='Every measure of the course on the query "Python installation" (k = {k}):',
        es="Todas las medidas del curso sobre la consulta «Python installation» (k = {k}):",
        zh="本课程全部指标在查询“Python installation”上的结果（k = {k}）：", translates={"es": "4ff371ce880c", "zh": "4ff371ce880c"},
    ),
    code(r"""
# The Spanish capsule's query "Python installation": doc ids ranked best first, and its relevant docs
retrieved = [1, 3, 5, 7, 9, 11, 13]
relevant = [3, 7, 12]

evaluator = rm.RetrievalEvaluator(k=k)
scores = evaluator.evaluate_query(retrieved, relevant)
print(t("ch00.example_title", k=k))
for name, value in scores.items():
    print(f"  {name:<10} {write_number(value, '.4f')}")
"""),
    msg(
        "ch00.graded_title",
        en="The graded example {grades}, ranking {ranking} (k = {k}):",
        es="El ejemplo con grados {grades}, ranking {ranking} (k = {k}):",
        zh="带相关性等级的示例 {grades}，检索结果 {ranking}（k = {k}）：", translates={"es": "630a5bd5bdf8", "zh": "630a5bd5bdf8"},
    ),
    msg("ch00.gain_note", en="{gain} gain", es="ganancia {gain}", zh="{gain}增益", translates={"es": "1f357a5df73d", "zh": "1f357a5df73d"}),
    code(r"""
# The Chinese article's query: doc id -> grade (3 highly, 2 fairly, 1 marginally relevant), and its ranking
grades = {101: 3, 205: 2, 309: 1}
ranking = [999, 205, 101, 888, 309]

print(t("ch00.graded_title", grades=grades, ranking=ranking, k=k))
print(f"  {t('metric.recall.symbol', k=k):<12} {write_number(rm.recall_at_k(ranking, grades, k=k), '.4f')}")
for gain in ("linear", "exponential"):
    value = rm.ndcg_at_k(ranking, grades, k=k, gain=gain)
    print(f"  {t('metric.ndcg.symbol', k=k):<12} {write_number(value, '.4f')}{t('formula.aside', text=t('ch00.gain_note', gain=t(f'gain.{gain}')))}")
"""),
    md(
        en=r"""
## A first look: the same documents in another order

Recall only asks *which* relevant documents made it into the top *k*; nDCG also asks *where*. In the figure below, ranking A is the Chinese article's; ranking B holds the same five documents in the ideal order (highest grade first). Both find all three relevant documents, so their recall is the same. Which of the bars on the right tell A and B apart? (RR@k is chapter 02's reciprocal rank, cut at *k*.)
""",
        es=r"""
## Un primer vistazo: los mismos documentos en otro orden

El recall solo pregunta *qué* documentos relevantes entraron en el top *k*; nDCG pregunta además *dónde* están. En la figura de abajo, el ranking A es el del artículo chino; el B contiene los mismos cinco documentos en el orden ideal (primero el de mayor grado). Los dos encuentran los tres documentos relevantes, así que su recall es el mismo. ¿Cuáles de las barras de la derecha distinguen A de B? (RR@k es el rango recíproco del capítulo 02, con corte en *k*.)
""",
        zh=r"""
## 先睹为快：同样的文档，不同的顺序

召回率只关心**哪些**相关文档进入了前 *k* 名；nDCG 还关心它们排在**哪里**。下图中，排序 A 是中文面试文章里的检索结果；排序 B 包含同样的 5 篇文档，但按理想顺序排列（相关性等级高的在前）。两者都找回了全部 3 篇相关文档，所以召回率相同。右侧哪些柱子能区分 A 和 B？（RR@k 是第 2 章讲的倒数排名，在 *k* 处截断。）
""",
        translates={"es": "d162702f3cab", "zh": "d162702f3cab"},
    ),
    code(r"""
from ragmetrics_course import RankingState, plot_compare, print_table

cutoff = min(k, len(ranking))  # the figure cannot show a cutoff past the end of the ranking
a = RankingState(grades, ranking, k=cutoff)
b = RankingState(grades, ranking, k=cutoff)
b.ideal_order()  # B: the same documents, sorted by grade (the ideal order)
plot_compare(a, b)
"""),
    msg("ch00.labelled", en="{label}: {text}", es="{label}: {text}", zh="{label}：{text}", translates={"es": "dc8f1197a583", "zh": "dc8f1197a583"}),
    msg("ch00.col.measure", en="Measure", es="Medida", zh="指标", translates={"es": "ebf940f2b3ea", "zh": "ebf940f2b3ea"}),
    code(r"""
for name, state in (("A", a), ("B", b)):
    print(t("ch00.labelled", label=t("compare.ranking", name=name), text=t("list.separator").join(map(str, state.retrieved))))
print()
values_a, values_b = a.metrics(), b.metrics()  # every bar of the figure
print_table([t("ch00.col.measure"), t("compare.ranking", name="A"), t("compare.ranking", name="B")],
            [[t(f"metric.{key}.symbol", k=cutoff), values_a[key], values_b[key]] for key in values_a], digits=3)
"""),
    md(
        en=r"""
<details><summary>Answer</summary>

The measures that look at positions: RR@k, nDCG@k and AP@k (average precision, which chapter 02 introduces) are higher for B, which puts the best document first. Recall, precision, F1 and hit rate only ask which documents are in the top *k*; at *k* = 5 both rankings hold the same five documents, so those bars are equal.
</details>
""",
        es=r"""
<details><summary>Respuesta</summary>

Las que miran posiciones: RR@k, nDCG@k y AP@k (la precisión promedio, que llega en el capítulo 02) son más altas para B, que pone primero el mejor documento. El recall, la precisión, F1 y la tasa de aciertos solo preguntan qué documentos hay en el top *k*; con *k* = 5 los dos rankings contienen los mismos cinco documentos, así que esas barras tienen la misma altura.
</details>
""",
        zh=r"""
<details><summary>答案</summary>

看位置的指标能区分：RR@k、nDCG@k 和 AP@k（平均精确率，第 2 章介绍）在 B 上更高，因为 B 把最好的文档排在第一位。召回率、精确率、F1 和命中率只看前 *k* 名里有哪些文档；*k* = 5 时两个排序包含同样的 5 篇文档，所以这几根柱子一样高。
</details>
""",
        translates={"es": "573f28b5531e", "zh": "573f28b5531e"},
    ),
    md(
        en=r"""
## How to use this course

- **Self-study.** Run each chapter from the top (*Kernel → Restart Kernel and Run All Cells*), read, then play with the widgets. Answer every *check your understanding* question before you open its answer. From chapter 01 on, exercises check your answers at once.
- **Instructors.** Every chapter starts with a parameters cell (`lang`, `k`, `seed`), so you can render a copy for your class with [papermill](https://papermill.readthedocs.io), for instance `papermill notebooks/en/01_recall_precision_f1.ipynb class_01.ipynb -p lang es -p k 3`. Almost every number follows `k`; each chapter's last code cell (tagged `summary`) lists its key numbers, handy for slides.
- **Interview preparation.** Chapters 02 and 03 answer the classic follow-up questions (recall or hit rate? MRR or nDCG?); chapter 07 is a drill of interview questions drawn at random (also `python -m ragmetrics_course drill`). Say each answer out loud before you open it.
- **Practitioners.** Chapter 04 evaluates a retriever on many queries from TREC-style files (`rm.evaluate`, or `python -m ragmetrics eval qrels.txt run.txt -m nDCG@10` on the command line), with the numbers trec_eval gives.
""",
        es=r"""
## Cómo usar este curso

- **Estudio por tu cuenta.** Ejecuta cada capítulo desde el principio (*Kernel → Restart Kernel and Run All Cells*), lee y luego juega con los widgets. Responde a cada pregunta de los apartados «Comprueba lo que has entendido» antes de abrir su respuesta. Desde el capítulo 01, los ejercicios comprueban tus respuestas al instante.
- **Docentes.** Todos los capítulos empiezan con una celda de parámetros (`lang`, `k`, `seed`), así que puedes generar una copia para tu clase con [papermill](https://papermill.readthedocs.io), por ejemplo `papermill notebooks/es/01_recall_precision_f1.ipynb clase_01.ipynb -p lang es -p k 3`. Casi todos los números dependen de `k`; la última celda de código de cada capítulo (con la etiqueta `summary`) resume sus cifras clave, útiles para diapositivas.
- **Preparación de entrevistas.** Los capítulos 02 y 03 responden a las preguntas de seguimiento clásicas (¿recall o tasa de aciertos? ¿MRR o nDCG?); el capítulo 07 es un simulacro con preguntas sacadas al azar (también `python -m ragmetrics_course drill`). Di cada respuesta en voz alta antes de abrirla.
- **Profesionales.** El capítulo 04 evalúa un recuperador sobre muchas consultas a partir de archivos al estilo TREC (`rm.evaluate`, o `python -m ragmetrics eval qrels.txt run.txt -m nDCG@10` en la línea de comandos), con las mismas cifras que da trec_eval.
""",
        zh=r"""
## 如何使用本课程

- **自学。** 从头运行每一章（*Kernel → Restart Kernel and Run All Cells*），边读边操作交互组件。遇到“检查一下你的理解”，请先自己作答，再展开答案。从第 1 章起，练习会立刻检查你的答案。
- **教师。** 每一章开头都有参数单元格（`lang`、`k`、`seed`），可以用 [papermill](https://papermill.readthedocs.io) 为课堂生成一份副本，例如 `papermill notebooks/zh/01_recall_precision_f1.ipynb class_01.ipynb -p lang zh -p k 3`。几乎所有数字都随 `k` 变化；每章最后一个代码单元格（标签为 `summary`）列出本章的关键数字，方便做幻灯片。
- **面试准备。** 第 2 章和第 3 章回答了经典的追问（召回率还是命中率？MRR 还是 nDCG？）；第 7 章是随机抽题的面试练习（也可以运行 `python -m ragmetrics_course drill`）。展开答案之前，先把自己的答案说出来。
- **工程实践。** 第 4 章用 TREC 格式的文件在大量查询上评估检索器（`rm.evaluate`，或在命令行运行 `python -m ragmetrics eval qrels.txt run.txt -m nDCG@10`），结果与 trec_eval 一致。
""",
        translates={"es": "dcbdb17ec646", "zh": "dcbdb17ec646"},
    ),
    md(
        en=r"""
## Glossary

The same words in the three languages of the course; the code always uses `retrieved` (ranked ids, best first), `relevant` (ids, or id → grade), `k` and `grade`.
""",
        es=r"""
## Glosario

Las mismas palabras en los tres idiomas del curso; el código usa siempre `retrieved` (ids ordenados, el mejor primero), `relevant` (ids, o id → grado), `k` y `grade`.
""",
        zh=r"""
## 术语表

同一批术语在课程三种语言中的说法；代码里始终用 `retrieved`（按排名排列的文档 id，最好的在前）、`relevant`（文档 id，或 id → 相关性等级）、`k` 和 `grade`。
""",
        translates={"es": "f61e668774cb", "zh": "f61e668774cb"},
    ),
    code(r"""
from ragmetrics_course import glossary_table

glossary_table(lang)  # the three languages side by side, the meanings in this notebook's language
"""),
    md(
        en=r"""
## Course map

Chapters 01 to 04 build on each other: read them in order.
""",
        es=r"""
## Mapa del curso

Los capítulos 01 a 04 se apoyan unos en otros: léelos en orden.
""",
        zh=r"""
## 课程地图

第 1–4 章层层递进，请按顺序阅读。
""",
        translates={"es": "1667402f09c6", "zh": "1667402f09c6"},
    ),
    code(r"""
from ragmetrics_course import course_map

course_map(lang)  # every chapter in reading order, from the course's one declaration of its chapters
"""),
    md(
        en=r"""
## The rules this course follows

Tools that compute "the same" metric sometimes disagree. This course then follows **trec_eval**, the reference program of information-retrieval evaluation; chapter 06 shows what the others do.

- **Precision@k always divides by k**, even when fewer than *k* documents were retrieved.
- **Recall@k divides by all relevant documents of the query**, retrieved or not.
- **RR has no cutoff** (trec_eval's `recip_rank`); with a cutoff it is written **RR@k**, and a first relevant document below rank *k* then scores 0.
- **The ideal ranking of nDCG uses every document judged relevant**, including those never retrieved.
- **A document repeated in a ranking is an error**, not something to count twice.
- **A query without relevant documents scores 0** on every measure.
""",
        es=r"""
## Las reglas que sigue este curso

Las herramientas que calculan «la misma» medida a veces no coinciden. En esos casos, este curso sigue a **trec_eval**, el programa de referencia en la evaluación de recuperación de información; el capítulo 06 muestra lo que hacen las demás.

- **Precision@k siempre divide entre k**, aunque se hayan recuperado menos de *k* documentos.
- **Recall@k divide entre todos los documentos relevantes de la consulta**, recuperados o no.
- **El RR no tiene corte** (el `recip_rank` de trec_eval); con corte se escribe **RR@k**, y entonces, si el primer documento relevante está por debajo de la posición *k*, la consulta vale 0.
- **El ranking ideal de nDCG usa todos los documentos juzgados relevantes**, también los que nunca se recuperaron.
- **Un documento repetido en un ranking es un error**, no algo que contar dos veces.
- **Una consulta sin documentos relevantes vale 0** en todas las medidas.
""",
        zh=r"""
## 本课程遵循的规则

计算“同一个”指标的工具，结果有时并不一致。遇到分歧时，本课程以信息检索评估的参考程序 **trec_eval** 为准；其他工具的做法见第 6 章。

- **Precision@k 永远除以 k**，即使检索到的文档不足 *k* 篇。
- **Recall@k 除以该查询的全部相关文档数**，无论是否被检索到。
- **RR 不截断**（即 trec_eval 的 `recip_rank`）；带截断时写作 **RR@k**，第一篇相关文档排在第 *k* 名之后则记为 0。
- **nDCG 的理想排序使用所有标注为相关的文档**，包括从未被检索到的。
- **排序中出现重复文档属于错误**，不能重复计数。
- **没有相关文档的查询**，所有指标都记为 **0**。
""",
        translates={"es": "e46e8b5d7b45", "zh": "e46e8b5d7b45"},
    ),
    md(
        en=r"""
## Check the numbers; don't trust them

Some figures our sources print are wrong, and the first is right here: for "Python installation" the Spanish capsule's evaluator prints `ndcg@k: 0.756`. The next cell puts every figure it printed for that query beside ragmetrics at the same cutoff (the capsule's own *k* = 5, whatever `k` you chose above).

Four of the five agree. nDCG@5 does not: the right value is 0.4982 (the ideal ranking includes document 12, which was never retrieved), and the printed 0.756 comes neither from the capsule's own code nor from any known variant of nDCG. Chapter 03 works through the arithmetic. Wherever a source and the recomputation disagree, the course shows both and explains why.
""",
        es=r"""
## Comprueba las cifras; no te fíes de ellas

Algunas cifras que imprimen nuestras fuentes están mal, y la primera está aquí mismo: para «Python installation», el evaluador de la cápsula imprime `ndcg@k: 0.756`. La celda siguiente pone cada cifra que imprimió para esa consulta junto al resultado de ragmetrics con el mismo corte (el *k* = 5 de la propia cápsula, elijas el `k` que elijas arriba).

Cuatro de las cinco coinciden. nDCG@5 no: el valor correcto es 0,4982 (el ranking ideal incluye el documento 12, que nunca se recuperó), y el 0,756 impreso no sale ni del propio código de la cápsula ni de ninguna variante conocida del nDCG. El capítulo 03 hace las cuentas paso a paso. Siempre que una fuente y el recálculo no coinciden, el curso muestra las dos cifras y explica por qué.
""",
        zh=r"""
## 数字要验算，不要轻信

参考资料给出的数字有些是错的，第一个错误就在这里。对查询“Python installation”，西班牙语课程的评估器打印出 `ndcg@k: 0.756`。下一个单元格把该评估器对这个查询打印的每个数字与 ragmetrics 在同一截断下的结果并列对照（使用该课程自己的 *k* = 5，与上面选的 `k` 无关）。

五个数字中有四个一致，nDCG@5 不一致：正确值是 0.4982（理想排序包含从未被检索到的文档 12），而原文给出的 0.756 既不是该课程自己的代码算出来的，也不符合任何已知的 nDCG 变体。第 3 章会一步一步演算。只要参考资料与重新计算的结果不一致，本课程都会把两个数字并列出来并解释原因。
""",
        translates={"es": "61db8ce135de", "zh": "61db8ce135de"},
    ),
    msg("ch00.printed", en="printed", es="impreso", zh="原文数值", translates={"es": "dda3af6e69b6", "zh": "dda3af6e69b6"}),
    msg("ch00.agrees", en="agrees", es="coincide", zh="一致", translates={"es": "900e816f6c26", "zh": "900e816f6c26"}),
    msg("ch00.wrong", en="WRONG in the source", es="ERRÓNEO en la fuente", zh="原文有误", translates={"es": "f981f434ec23", "zh": "f981f434ec23"}),
    code(r"""
# What the capsule printed for this query (at its own k = 5), beside ragmetrics at that k
source_k = 5
printed = {"R@5": 0.667, "P@5": 0.400, "F1@5": 0.500, "RR": 0.500, "nDCG@5": 0.756}
recomputed = rm.RetrievalEvaluator(k=source_k).evaluate_query(retrieved, relevant)
for name, value in printed.items():
    verdict = t("ch00.agrees") if round(recomputed[name], 3) == value else t("ch00.wrong")
    print(f"  {name:<7} {t('ch00.printed')} {write_number(value, '.3f')}   ragmetrics {write_number(recomputed[name], '.4f')}   {verdict}")
"""),
    md(
        en=r"""
## Summary

- RAG evaluation has two halves: **retrieval** (did the right passages reach the top *k*, and how high?) and **generation** (is the answer faithful to them, and does it answer the question?).
- Retrieval measures need **relevance judgments**; this course computes them the way **trec_eval** does, and names every convention.
- Some figures in the sources are wrong: **recompute every number** (here: nDCG@5 is 0.4982, not 0.756).

Next: [chapter 01, Recall@k, Precision@k and F1@k](01_recall_precision_f1.ipynb), and its [exercises](../../exercises/en/01_recall_precision_f1.ipynb). This chapter has no exercises of its own.
""",
        es=r"""
## Resumen

- La evaluación de un RAG tiene dos mitades: la **recuperación** (¿llegaron los fragmentos adecuados al top *k*, y a qué altura?) y la **generación** (¿es la respuesta fiel a ellos y responde a la pregunta?).
- Las medidas de recuperación necesitan **juicios de relevancia**; este curso las calcula como **trec_eval** y deja explícita cada convención.
- Algunas cifras de las fuentes están mal: **recalcula cada número** (aquí, nDCG@5 vale 0,4982, no 0,756).

Siguiente: [capítulo 01, Recall@k, Precision@k y F1@k](01_recall_precision_f1.ipynb), y sus [ejercicios](../../exercises/es/01_recall_precision_f1.ipynb). Este capítulo no tiene ejercicios propios.
""",
        zh=r"""
## 小结

- RAG 评估分为两部分：**检索**（合适的片段有没有进入前 *k* 名、排得多靠前）和**生成**（回答是否忠实于这些片段、是否切中了问题）。
- 检索指标需要**相关性标注**；本课程按 **trec_eval** 的方式计算，并说明每一个约定。
- 参考资料里有些数字是错的：**每个数字都要重新计算**（这里 nDCG@5 是 0.4982，而不是 0.756）。

下一步：[第 1 章，Recall@k、Precision@k 与 F1@k](01_recall_precision_f1.ipynb)，以及它的[练习](../../exercises/zh/01_recall_precision_f1.ipynb)。本章没有单独的练习。
""",
        translates={"es": "13261fb6469f", "zh": "13261fb6469f"},
    ),
    msg("ch00.rr", en="RR (no cutoff)", es="RR (sin corte)", zh="RR（不截断）", translates={"es": "a8079ad651e9", "zh": "a8079ad651e9"}),
    msg(
        "ch00.summary",
        en='Chapter 00, the query "Python installation", k = {k}:',
        es="Capítulo 00, la consulta «Python installation», k = {k}:",
        zh="第 0 章，查询“Python installation”，k = {k}：", translates={"es": "b07f04451961", "zh": "b07f04451961"},
    ),
    code(r"""
print(t("ch00.summary", k=k))
measures = {"recall": rm.recall_at_k, "precision": rm.precision_at_k, "f1": rm.f1_at_k,
            "hit_rate": rm.hit_rate_at_k, "ndcg": rm.ndcg_at_k}
for key, measure in measures.items():
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {write_number(measure(retrieved, relevant, k=k), '.3f')}")
print(f"  {t('ch00.rr')} = {write_number(rm.reciprocal_rank(retrieved, relevant), '.3f')}")
""", tags=["summary"]),
    md(
        en=r"""
## References

- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, the reference evaluation program of TREC (NIST): <https://github.com/usnistgov/trec_eval>
- Järvelin, K. and Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446. The paper that introduced nDCG.
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96. The source of the exponential gain 2<sup>grade</sup> − 1.
""",
        es=r"""
## Referencias

- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, el programa de evaluación de referencia de TREC (NIST): <https://github.com/usnistgov/trec_eval>
- Järvelin, K. y Kekäläinen, J. (2002). «Cumulated gain-based evaluation of IR techniques». *ACM Transactions on Information Systems* 20(4), 422–446. El artículo que introdujo nDCG.
- Burges, C. et al. (2005). «Learning to rank using gradient descent». *Proceedings of ICML 2005*, 89–96. El origen de la ganancia exponencial 2<sup>grado</sup> − 1.
""",
        zh=r"""
## 参考文献

- Manning, C. D., Raghavan, P., Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>（中译本《信息检索导论》）
- trec_eval：TREC（美国 NIST）的参考评估程序，<https://github.com/usnistgov/trec_eval>
- Järvelin, K., Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446.（提出 nDCG 的论文）
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96.（指数增益 2<sup>等级</sup> − 1 的出处）
""",
        translates={"es": "854c6b3f23a2", "zh": "854c6b3f23a2"},
    ),
]
