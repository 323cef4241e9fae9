"""Chapter 08 · The lab: the source of notebooks/{en,es,zh}/08_lab.ipynb and of the catalog keys ch08.*
(course/ragmetrics_course/messages_chapter_08.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 08 --run
(docs/course.md says how a source is written). Issue 12: the corpus, one BM25 run and its spread,
metric-vs-k curves, the failing questions, the oracle reranker's ceiling, cross-lingual retrieval; the
diagnosis of every failure (ragmetrics_course.lab.diagnosis), cost in prompt tokens (ragmetrics_course.lab.cost), the
end-to-end section with the extractive generator (ragmetrics_course.lab.generate); exercises in
sources/solutions/08_lab.py.
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch08_part2 import CELLS as PART2
from sources.chapters.parts.ch08_part3 import CELLS as PART3

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "the columns and decimals of the explorer below": (
        "las mismas columnas y decimales que el explorador de más abajo",
        "列和小数位数与下面的检索实验室组件相同"),
    "each distinct token once, as the share counts them": (
        "cada token distinto una sola vez, como los cuenta la proporción",
        "每个不同的 token 只列一次，与比例的算法一致"),
    "every chunking of the table, also one that still cuts the span": (
        "cada fragmentación de la tabla, también la que sigue partiendo el tramo",
        "表中的每种切分方式都列出，包括仍然切断该答案区间的那种"),
    "after a colon Spanish writes a lower-case letter, except in a name": (
        "tras los dos puntos, el español escribe minúscula, salvo en un nombre propio",
        "西班牙文冒号后用小写字母，专有名词除外",
    ),
    "list markers dropped; a line without a final punctuation mark (a heading) is set apart from the next: a dash, a colon in es and zh": (
        "sin viñetas de lista; una línea que no termina en un signo de puntuación (un título) se separa de la siguiente con una raya, o con dos puntos en español y en chino",
        "去掉列表符号；不以标点结尾的行（小标题）与下一行之间加分隔：英文用破折号，西班牙文和中文用冒号",
    ),
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "the help centre in this notebook's language: articles, questions, answer spans": (
        "el centro de ayuda en el idioma de este notebook: artículos, preguntas, tramos de respuesta",
        "本笔记本所用语言的帮助中心：文章、问题、答案区间",
    ),
    "how many questions of each kind": ("cuántas preguntas hay de cada tipo", "每类问题各有多少个"),
    "a cut snippet ends in …": ("un extracto cortado termina en …", "截断的摘录以 … 结尾"),
    "the mean of RR over questions is MRR": (
        "la media de RR sobre las preguntas es el MRR",
        "RR 在各问题上的平均值就是 MRR",
    ),
    "cut every article at its blank lines: one passage per paragraph": (
        "corta cada artículo por las líneas en blanco: un fragmento por párrafo",
        "在空行处切分每篇文章：每段一个片段",
    ),
    "the grades of these passages, derived from the answer spans": (
        "los grados de estos fragmentos, derivados de los tramos de respuesta",
        "这些片段的等级，由答案区间推导而来",
    ),
    "BM25 over the passages: {query id: {passage id: score}}": (
        "BM25 sobre los fragmentos: {id de consulta: {id de fragmento: puntuación}}",
        "在片段上运行 BM25：{查询 id: {片段 id: 分数}}",
    ),
    "the spread over queries: how many score 0, the quartiles, the mean": (
        "la dispersión entre consultas: cuántas puntúan 0, los cuartiles, la media",
        "各查询之间的分布：多少个得 0 分、四分位数、平均值",
    ),
    "the same run written as a TREC run file and read back gives the same numbers": (
        "el mismo run, escrito como archivo de run TREC y leído de nuevo, da los mismos números",
        "把同一个 run 写成 TREC run 文件再读回来，得到相同的数字",
    ),
    "three retrievers on the same passages; the dense one loads the embedder once (a few seconds)": (
        "tres recuperadores sobre los mismos fragmentos; el denso carga el modelo de embeddings una vez (unos segundos)",
        "同一批片段上的三个检索器；稠密检索器只加载一次嵌入模型（几秒钟）",
    ),
    "the questions with no relevant passage in the top k, and what was retrieved instead": (
        "las preguntas sin ningún fragmento relevante en el top k, y lo que se recuperó en su lugar",
        "前 k 名中没有任何相关片段的问题，以及实际检索到的内容",
    ),
    "this notebook's questions against the articles of another language": (
        "las preguntas de este notebook sobre los artículos de otro idioma",
        "用本笔记本语言的问题检索另一种语言的文章",
    ),
    "an oracle reranker reorders BM25's top n by the true grades: the best any reranker can do": (
        "un reranker oráculo reordena el top n de BM25 con los grados verdaderos: lo mejor que puede hacer cualquier reranker",
        "oracle 重排按真实等级重排 BM25 的前 n 名：这是任何重排模型能做到的最好结果",
    ),
    "the depth a larger k (or a reranker over the top k_max) could reach": (
        "la profundidad a la que llegaría un k mayor (o un reranker sobre el top k_max)",
        "更大的 k（或在前 k_max 名上重排）能够到的深度",
    ),
    "every question, diagnosed at k": ("cada pregunta, diagnosticada en k", "每个问题在 k 处的诊断"),
    "per kind of question: how many fail, where their first relevant passage is, what finds them": (
        "por tipo de pregunta: cuántas fallan, dónde está su primer fragmento relevante, qué las encuentra",
        "按问题类型：多少个失败、第一个相关片段在哪里、什么能找到它们",
    ),
    "fewest shared words first": ("primero las que comparten menos palabras", "共有词语最少的排在前面"),
    "the relevant passage sharing the most tokens with the question: the one the share above is measured on": (
        "el fragmento relevante que más tokens comparte con la pregunta: aquel sobre el que se mide el porcentaje de arriba",
        "与问题共有 token 最多的相关片段：上面的比例就是在这个片段上算出的",
    ),
    "windows of 40 tokens with no overlap: a sentence can end up in two passages": (
        "ventanas de 40 tokens sin solapamiento: una frase puede acabar en dos fragmentos",
        "40 个 token、不重叠的窗口：一句话可能被分进两个片段",
    ),
    "a chunk boundary: a chunking that keeps the span whole finds it": (
        "un límite de fragmento: una fragmentación que deja entera la respuesta la encuentra",
        "片段边界：换用能保持答案完整的切法就能找到",
    ),
    "the oracle reorders BM25's top k_max by the true grades": (
        "el oráculo reordena el top k_max de BM25 con los grados verdaderos",
        "oracle 重排按真实等级重排 BM25 的前 k_max 名",
    ),
    "which failures go away when the same question is asked in the articles' language": (
        "qué fallos desaparecen si se hace la misma pregunta en el idioma de los artículos",
        "改用文章的语言提同一个问题后，哪些失败会消失",
    ),
    "the best cosine of each question": ("el mejor coseno de cada pregunta", "每个问题的最高余弦相似度"),
    "abstain when nothing scores this high": ("abstenerse si nada puntúa tan alto", "没有片段得分这么高时就拒答"),
    "tokens of retrieved text per question, on average": (
        "tokens de texto recuperado por pregunta, de media",
        "每个问题平均可用的检索文本 token 数",
    ),
    "prompt tokens of the top k, and Recall@k": ("tokens del prompt del top k, y Recall@k", "前 k 名占用的提示词 token 数，以及 Recall@k"),
    "the highest Recall@k whose mean prompt fits the budget": (
        "el mayor Recall@k cuyo prompt medio cabe en el presupuesto",
        "平均提示词长度不超预算时的最高 Recall@k",
    ),
    "what a right answer says: the answer spans of grade 2 or 3": (
        "lo que dice una respuesta correcta: los tramos de respuesta de grado 2 o 3",
        "正确答案应当说的内容：等级为 2 或 3 的答案区间",
    ),
    "the same extractive answers and the chapter 05 judges, for each configuration": (
        "las mismas respuestas extractivas y los jueces del capítulo 05, para cada configuración",
        "对每种配置使用同样的抽取式答案和第 5 章的评审",
    ),
    "the same judge, the answer spans as the context": (
        "el mismo juez, con los tramos de respuesta como contexto",
        "同一个评审，以答案区间作为上下文",
    ),
    "a question whose first passage became relevant with the hybrid, and whose answer the spans support": (
        "una pregunta cuyo primer fragmento pasó a ser relevante con el híbrido y cuya respuesta respalda la referencia",
        "一个换成混合检索后第一个片段变得相关、且答案得到答案区间支持的问题",
    ),
    "a supported verdict's reason already says so": (
        "la razón de un veredicto «respaldada» ya lo dice",
        "“有依据”的理由本身已写明这一判定",
    ),
    "a question with no answer: the extractive answer, and an honest one": (
        "una pregunta sin respuesta: la respuesta extractiva y una honesta",
        "一个没有答案的问题：抽取出的答案，以及一个诚实的回答",
    ),

}

# numbers the prose states, computed by the cells (tools/figures.py); the first threshold that stops every unanswerable
# question is taken from the table's thresholds
_STOP = "min(th for th in thresholds if all(best_score[q] < th for q in no_answer))"
FIGURES_SETUP = "from ragmetrics_course.lab.cost import count_tokens"
FIGURES = {
    "k": "k",
    "para_tokens": "round(statistics.mean(count_tokens(p.text) for p in lab.passages(chunking)))",
    "n_answerable": "len(qrels)",
    "bm25_cross_missed": "cross_failed['bm25'][0]",
    "dense_cross_missed": "cross_failed['dense'][0]",
    "dense_cross_language": "cross_failed['dense'][1]",
    "dense_cross_other": "cross_failed['dense'][0] - cross_failed['dense'][1]",
    "n_unanswerable": "len(no_answer)",
    "stop_threshold": _STOP,
    "stop_lost": f"sum(best_score[q] < {_STOP} for q in qrels)",
}

CELLS = [
    md(
        en=r"""
# 08 · The lab: evaluate a real retriever

Until now every ranking in this course was typed by hand. Here you run real retrievers (BM25, a dense embedder, a hybrid of both) over the help centre of Marea, a fictional shop whose 50 articles and 70 customer questions ship with the course in English, Spanish and Chinese, and you measure them with the measures of the previous chapters. You will see one run's Recall@k, nDCG@k, MRR and hit rate with their spread over the questions, compare the three retrievers at every *k*, read the questions that fail, and measure how far a perfect reranker could go. Everything runs offline in under a minute.
""",
        es=r"""
# 08 · El laboratorio: evalúa un recuperador de verdad

Hasta ahora, cada ranking del curso se escribía a mano. Aquí ejecutarás recuperadores reales (BM25, un modelo de embeddings denso y un híbrido de ambos) sobre el centro de ayuda de Marea, una tienda ficticia cuyos 50 artículos y 70 preguntas de clientes vienen con el curso en inglés, español y chino, y los evaluarás con las medidas de los capítulos anteriores. Verás el Recall@k, el nDCG@k, el MRR y la tasa de aciertos de un run con su dispersión entre preguntas, compararás los tres recuperadores en cada *k*, leerás las preguntas que fallan y medirás hasta dónde podría llegar un reranker (modelo de reordenación) perfecto. Todo funciona sin conexión en menos de un minuto.
""",
        zh=r"""
# 08 · 动手实验：评估真实的检索器

到目前为止，本课程中的每个排序都是手工写出来的。本章将在 Marea 的帮助中心上运行真实的检索器（BM25、稠密嵌入检索器，以及二者的混合）。Marea 是一家虚构的网店，它的 50 篇文章和 70 个客户问题以英语、西班牙语和中文随课程提供。你将用前几章的指标来衡量这些检索器：查看一个 run（检索器对各个问题返回的排序结果）的 Recall@k、nDCG@k、MRR 和命中率及其在各问题间的分布，在每个 *k* 上比较三个检索器，阅读失败的问题，并估算一个完美的重排模型最多能带来多少提升。全部离线运行，不到一分钟。
""",
        translates={"es": "846f6595dcb1", "zh": "846f6595dcb1"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import matplotlib.pyplot as plt
import ragmetrics as rm
from ragmetrics_course import datasets
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t
from ragmetrics_course.lab import Chunking, Lab
from ragmetrics_course.lab_state import chunking_label
from ragmetrics_course.messages import write_number
from ragmetrics_course.values import Listed

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The corpus

The help centre is loaded the way an IR collection is usually loaded: documents, queries and judgments as iterables of named tuples. The ground truth is kept as **character spans** of the articles, each graded 0-3, so that any way of cutting the articles into passages can be graded: a passage takes the highest grade of the spans it holds at least half of (or, when the passage is shorter than the span, that fill at least half of the passage). The spans and grades were made by LLM assistants working from written guidelines (annotator A, annotator B and an adjudicator; the corpus's DATASHEET says who made each file, and chapter 10 measures their agreement), not by customers or support staff. The corpus has no answer for {{fig:n_unanswerable}} of the questions; they have no judgments, and the retrieval measures skip them.
""",
        es=r"""
## El corpus

El centro de ayuda se carga como se carga una colección en recuperación de información: documentos, consultas y juicios como iterables de tuplas con nombre. Los juicios de referencia no se guardan por fragmento, sino como **tramos de respuesta**: trozos del texto de un artículo, delimitados por su posición de inicio y de fin en caracteres, cada uno con un grado de relevancia de 0 a 3. Los tramos y sus grados los pusieron asistentes LLM que trabajaban con unas pautas escritas (el anotador A, el anotador B y el árbitro; el DATASHEET del corpus dice quién hizo cada archivo y el capítulo 10 mide su acuerdo), no clientes ni personal de soporte. Así se puede calificar cualquier forma de cortar los artículos en fragmentos: un fragmento recibe el grado más alto de los tramos de respuesta de los que contiene al menos la mitad (o, si el fragmento es más corto que el tramo, de los que ocupan al menos la mitad del fragmento). Hay {{fig:n_unanswerable}} preguntas a las que el corpus no responde: no tienen juicios y las medidas de recuperación las omiten.
""",
        zh=r"""
## 语料库

帮助中心的加载方式沿用信息检索领域的惯例：文档、查询和相关性标注都是具名元组的可迭代对象。标准答案以**答案区间**的形式保存：文章中由起止字符位置界定的一段文字，每个区间有 0–3 的等级。这些区间和等级由 LLM 助手按标注规范给出（标注者 A、标注者 B 和一位裁定者；语料的 DATASHEET 写明了每个文件由谁制作，第 10 章会衡量它们的一致性），并非顾客或客服人员所标。由于区间以字符位置记录，无论怎样切分文章，都能给片段定级：一个片段只要覆盖了某个答案区间的至少一半（片段比答案区间短时，则是该区间占了片段的至少一半），就取得该答案区间的等级；覆盖了几个时，取其中最高的等级。语料库中有 {{fig:n_unanswerable}} 个问题没有答案，它们没有相关性标注，检索指标会跳过它们。下表列出六类问题：直接提问、改写（换一种说法问同一件事）、需要多个片段、有错别字、中英混杂和无答案。
""",
        translates={"es": "5ced03df2427", "zh": "5ced03df2427"},
    ),
    msg("ch08.corpus", en="{docs} articles, {queries} questions, {spans} answer spans ({language})",
        es="{docs} artículos, {queries} preguntas, {spans} tramos de respuesta ({language})",
        zh="{docs} 篇文章，{queries} 个问题，{spans} 个答案区间（{language}）", translates={"es": "df1022563847", "zh": "df1022563847"}),
    msg("ch08.col.kind", en="kind of question", es="tipo de pregunta", zh="问题类型", translates={"es": "b8bc490342e8", "zh": "b8bc490342e8"}),
    msg("ch08.col.count", en="questions", es="preguntas", zh="问题数", translates={"es": "17d5efa695de", "zh": "17d5efa695de"}),
    msg("ch08.col.example", en="example", es="ejemplo", zh="示例", translates={"es": "50d858e0985e", "zh": "50d858e0985e"}),
    code(r"""
hc = datasets.load("helpcentre", lang=lang)  # the help centre in this notebook's language: articles, questions, answer spans
queries = list(hc.queries_iter())
print(t("ch08.corpus", lang, docs=hc.docs_count(), queries=len(queries), spans=len(list(hc.spans_iter())), language=t("lab.language." + lang, lang)))
kinds = {}
for query in queries:  # how many questions of each kind
    kinds.setdefault(query.kind, []).append(query.text)
print_table([t("ch08.col.kind", lang), t("ch08.col.count", lang), t("ch08.col.example", lang)],
            [(t("lab.kind." + kind, lang), len(texts), texts[0]) for kind, texts in kinds.items()])
"""),
    md(
        en=r"""
## One BM25 run, and its spread over the questions

We cut each article at its blank lines (one passage per paragraph), index the passages with BM25 and retrieve for every question. The run is the dictionary the previous chapters evaluated, `{query id: {passage id: score}}`, and it is also a TREC run file that `python -m ragmetrics eval` reads. A mean hides the questions: the spread (how many questions score 0, the quartiles) shows whether a mean of 0.5 means "half right everywhere" or "right for half of the questions". The RR row is each question's reciprocal rank; its mean is the MRR of the tables below.
""",
        es=r"""
## Un run de BM25 y su dispersión entre preguntas

Cortamos cada artículo por las líneas en blanco (un fragmento por párrafo), indexamos los fragmentos con BM25 y recuperamos fragmentos para cada pregunta. El run es el diccionario que evaluaban los capítulos anteriores, `{id de consulta: {id de fragmento: puntuación}}`, y también se puede guardar como archivo de run TREC, el que lee `python -m ragmetrics eval`. Una media oculta lo que pasa en cada pregunta: la dispersión (cuántas preguntas puntúan 0, los cuartiles) muestra si una media de 0,5 significa «medio bien en todas» o «bien en la mitad de las preguntas». La fila RR es el rango recíproco de cada pregunta; su media es el MRR de las tablas siguientes.
""",
        zh=r"""
## BM25 的 run 及其在各问题间的分布

我们在空行处切分每篇文章（每段一个片段），用 BM25 为片段建立索引，并对每个问题进行检索。得到的 run 就是前几章评估过的字典 `{查询 id: {片段 id: 分数}}`，它也可以写成 `python -m ragmetrics eval` 能读取的 TREC run 文件。平均值会掩盖单个问题，而分布（多少个问题得 0 分、四分位数）能说明平均值 0.5 究竟是“每个问题都对一半”，还是“一半的问题全对”。RR 一行是每个问题的倒数排名，它的平均值就是后面各表中的 MRR。
""",
        translates={"es": "f7940aa06421", "zh": "f7940aa06421"},
    ),
    msg("ch08.passages", en="{n} passages ({chunking}); {judged} questions have a relevant passage",
        es="{n} fragmentos ({chunking}); {judged} preguntas tienen al menos un fragmento relevante",
        zh="{n} 个片段（{chunking}）；{judged} 个问题有相关片段", translates={"es": "11674a77099d", "zh": "11674a77099d"}),
    msg("ch08.same_file", en="same numbers from the TREC run file: {same}", es="mismos números desde el archivo de run TREC: {same}",
        zh="从 TREC run 文件得到相同的数字：{same}", translates={"es": "351bb778e479", "zh": "351bb778e479"}),
    code(r"""
import statistics
import tempfile
from pathlib import Path

lab = Lab(lang)
chunking = "paragraph"  # cut every article at its blank lines: one passage per paragraph
qrels = lab.qrels(chunking)  # the grades of these passages, derived from the answer spans
print(t("ch08.passages", lang, n=len(lab.passages(chunking)), chunking=chunking_label(Chunking.parse(chunking), lang), judged=len(qrels)))

measures = [f"R@{k}", f"nDCG@{k}", "RR", f"HitRate@{k}"]
mean_names = ["MRR" if m == "RR" else m for m in measures]  # the mean of RR over questions is MRR
bm25 = lab.run("bm25", chunking)  # BM25 over the passages: {query id: {passage id: score}}
results = rm.evaluate(qrels, bm25, measures)
rows = []
for name in measures:  # the spread over queries: how many score 0, the quartiles, the mean
    values = [per_query[name] for per_query in results.per_query.values()]
    q1, q2, q3 = statistics.quantiles(values, n=4)
    rows.append((name, results.mean[name], " / ".join(write_number(q, ".3f", lang) for q in (q1, q2, q3)),
                 f"{sum(v == 0 for v in values)} / {len(values)}"))
print_table([t("lab.col.measure", lang), t("lab.col.mean", lang), t("lab.col.quartiles", lang), t("lab.col.zeros", lang)],
            rows, digits=3)  # the columns and decimals of the explorer below

run_file = Path(tempfile.mkdtemp()) / "bm25.run"  # the same run written as a TREC run file and read back gives the same numbers
rm.write_run(bm25, run_file, tag="bm25")
print(t("ch08.same_file", lang, same=t("table.yes" if rm.evaluate(qrels, rm.read_run(run_file), measures).mean == results.mean else "table.no", lang)))
"""),
    md(
        en=r"""
## BM25, dense and hybrid at every *k*

BM25 matches words (for Chinese, pairs of characters); the dense retriever compares meanings with the multilingual sentence encoder the course already uses for answer relevancy (USE, the multilingual *Universal Sentence Encoder*); the hybrid fuses both rankings by reciprocal rank fusion (each passage scores the sum of 1 / (60 + its rank) in each ranking). Recall@k can only grow with *k*; nDCG@k need not.
""",
        es=r"""
## BM25, denso e híbrido en cada *k*

BM25 compara palabras exactas (en chino, pares de caracteres); el recuperador denso compara significados con el codificador de frases multilingüe que el curso ya usa para la relevancia de la respuesta (USE, el *Universal Sentence Encoder* multilingüe); el híbrido combina los dos rankings mediante la fusión por rango recíproco (cada fragmento suma 1 / (60 + su posición) en cada ranking). El Recall@k nunca baja al crecer *k*; el nDCG@k puede bajar.
""",
        zh=r"""
## 在每个 *k* 上比较 BM25、稠密检索与混合检索

BM25 匹配词语（中文按字二元组，即相邻两个字，来匹配）；稠密检索器用一个多语言句子编码器比较语义（即多语言 Universal Sentence Encoder，简称 USE；课程计算答案相关性时用的就是它）；混合检索用倒数排名融合（RRF）合并两个排序（每个片段在每个排序中得到 1 / (60 + 其排名)，再求和）。*k* 增大时 Recall@k 只增不减，nDCG@k 则不一定。
""",
        translates={"es": "580f30469e16", "zh": "580f30469e16"},
    ),
    msg("ch08.curves.title", en="{measure} against k ({language}, {chunking})", es="{measure} frente a k ({language}, {chunking})",
        zh="{measure} 随 k 的变化（{language}，{chunking}）", translates={"es": "81ff67b77bcc", "zh": "81ff67b77bcc"}),
    msg("ch08.col.retriever", en="retriever", es="recuperador", zh="检索器", translates={"es": "98f59f08450f", "zh": "98f59f08450f"}),
    code(r"""
ks = list(range(1, 21))
retrievers = ["bm25", "dense", "hybrid_rrf"]
runs = {name: lab.run(name, chunking) for name in retrievers}  # three retrievers on the same passages; the dense one loads the embedder once (a few seconds)
curves = {name: rm.evaluate(qrels, run, [f"R@{n}" for n in ks] + [f"nDCG@{n}" for n in ks]).mean
          for name, run in runs.items()}

fig, axes = plt.subplots(1, 2, figsize=(10, 3.6))
for ax, (measure, title) in zip(axes, [("R", "Recall@k"), ("nDCG", "nDCG@k")]):
    for name in retrievers:
        ax.plot(ks, [curves[name][f"{measure}@{n}"] for n in ks], marker="o", markersize=3, label=t(f"lab.retriever.{name}", lang))
    ax.axvline(k, color="grey", linestyle=":")
    ax.set_xlabel("k")
    ax.set_xticks([1, 5, 10, 15, 20])
    ax.set_title(t("ch08.curves.title", lang, measure=title, language=t("lab.language." + lang, lang),
                   chunking=chunking_label(Chunking.parse(chunking), lang)), fontproperties=cjk_font)
    ax.set_ylim(0, 1)
    ax.legend(prop=cjk_font)
plt.tight_layout()
plt.show()
print_table([t("ch08.col.retriever", lang)] + mean_names,
            [(t(f"lab.retriever.{name}", lang), *rm.evaluate(qrels, run, measures).mean.values()) for name, run in runs.items()])
"""),
    # ----- the lab explorer (issue 12: the widget); one block, inserted after the curves of the three retrievers
    md(
        en=r"""
## The lab explorer

Now change the retrieval yourself. The explorer below opens on the hybrid (RRF) over paragraphs at this notebook's *k*, with BM25 pinned beside it: the dashed curves and the "pinned" column are BM25, the solid curves are the current configuration. Choose the help centre's language, the retriever, how the articles are cut (by paragraph, into windows of a given size and overlap, or as whole articles), the dense weight of the weighted hybrid (another way than RRF to combine the two: a weighted sum of their scores), and *k*. The explorer counts a window's size and overlap in tokens, the unit of the rest of this chapter: a word, a number or one Chinese character is one token. The table gives each measure's mean with its spread over the questions (the bar covers the middle half of the questions, each dot is one question); below the chart come the questions that still fail, what was retrieved instead, and where their first relevant chunk ranked. A chunking you have not chosen before is indexed the first time (a few seconds); after that every change is immediate. Read without a running kernel (on GitHub, say), the cell shows a still picture of the curves instead; the bars and the controls need the live explorer, and the cell after it prints, as text, the table and the failing questions the explorer opens with, checked against `rm.evaluate` on the hybrid run of the section above.

Try these, predicting the answer before each move:

1. Move *k* from 1 to 20. Which curves can never go down? Why can nDCG@k dip?
2. Switch to the dense retriever. Which questions leave the list of failures? Look at their kind.
3. Choose "By size" and set the size to 20 tokens, shorter than a paragraph (a paragraph of this help centre has {{fig:para_tokens}} tokens on average). Does Recall@k rise or fall, and what happens to the number of chunks?
4. Pin a configuration you like, then change one control at a time and read the "current − pinned" column.
""",
        es=r"""
## El explorador del laboratorio

Ahora te toca a ti modificar la recuperación. El explorador de abajo se abre con el híbrido (RRF) sobre párrafos, con el *k* de este notebook y con BM25 fijado al lado: las curvas discontinuas y la columna «fijada» son BM25; las continuas, la configuración actual. Elige el idioma del centro de ayuda, el recuperador, cómo se cortan los artículos (por párrafo, en ventanas de un tamaño y un solapamiento dados, o artículos enteros), el peso del denso en el híbrido ponderado (otra forma de combinar los dos recuperadores, distinta de RRF: una suma ponderada de sus puntuaciones) y *k*. El explorador mide el tamaño y el solapamiento de las ventanas en tokens, la misma unidad que el resto del capítulo: una palabra, un número o un carácter chino cuentan como un token. La tabla da la media de cada medida con su dispersión entre preguntas (la barra cubre la mitad central de las preguntas y cada punto es una pregunta); bajo el gráfico aparecen las preguntas que siguen fallando, lo que se recuperó en su lugar y la posición de su primer fragmento relevante. Una fragmentación que no habías elegido antes se indexa la primera vez (unos segundos); después, cada cambio es inmediato. Si lees el notebook sin ejecutarlo (en GitHub, por ejemplo), la celda muestra en su lugar una imagen fija de las curvas; las barras y los controles solo funcionan en el explorador en vivo. La celda siguiente imprime como texto la tabla y las preguntas que fallan con las que se abre el explorador, comprobadas con `rm.evaluate` sobre el run híbrido del apartado anterior.

Prueba lo siguiente y predice el resultado antes de cada cambio:

1. Mueve *k* de 1 a 20. ¿Qué curvas no pueden bajar nunca? ¿Por qué puede bajar el nDCG@k?
2. Cambia al recuperador denso. ¿Qué preguntas salen de la lista de fallos? Fíjate en su tipo.
3. Elige «Por tamaño» y pon el tamaño en 20 tokens, menos que un párrafo (un párrafo de este centro de ayuda tiene {{fig:para_tokens}} tokens de media). ¿Sube o baja el Recall@k? ¿Qué pasa con el número de fragmentos?
4. Fija una configuración que te guste y después cambia los controles de uno en uno, leyendo la columna «actual − fijada».
""",
        zh=r"""
## 自己动手调整检索

现在轮到你来改动检索了。下面的“检索实验室”组件打开时使用混合检索（RRF）、按段落切分、*k* 取本笔记本的设定值，旁边固定了 BM25 作为对照。虚线和“已固定”一列是 BM25，实线是当前配置。你可以选择帮助中心的语言、检索器、文章的切分方式（按段落、按指定长度和重叠切成窗口，或整篇文章）、*k*，以及加权混合检索中稠密检索所占的权重。加权混合检索按权重把两种检索器的分数相加，是 RRF 之外的另一种合并方式。窗口的长度和重叠都以 token 计，与本章其余部分的单位相同：一个单词、一个数字或一个汉字算一个 token。表格给出每个指标的平均值及其在各问题上的分布（条形覆盖中间一半的问题，每个点代表一个问题）；图的下方列出仍然失败的问题、实际检索到的内容，以及它们第一个相关片段的排名。第一次选用某种切分方式时需要建立索引（几秒钟），之后的每次改动都会立即生效。如果不运行笔记本、只是浏览（例如在 GitHub 上），这个单元格只显示一张曲线的静态图；条形和各个控件要在实际运行的组件中才能使用，而下一个单元格会以文字形式打印组件打开时的表格和仍然失败的问题，并用 `rm.evaluate` 对上一节混合检索的 run 进行核对。

试试下面几件事，每次动手之前先预测结果：

1. 把 *k* 从 1 拖到 20。哪些曲线永远不会下降？nDCG@k 为什么可能下降？
2. 换成稠密检索器。哪些问题离开了失败列表？看看它们属于哪一类。
3. 选“按长度”，把长度设为 20 个 token，比一个段落短（本帮助中心的段落平均有 {{fig:para_tokens}} 个 token）。Recall@k 是升还是降？片段的数量又有什么变化？
4. 固定一个你满意的配置，然后每次只改一项设置，观察“当前 − 已固定”这一列。
""",
        translates={"es": "dd199143de5c", "zh": "dd199143de5c"},
    ),
    code(r"""
from ragmetrics_course import LabExplorer

explorer = LabExplorer(lang, retriever="hybrid_rrf", chunking=chunking, k=k, pinned={"retriever": "bm25"})  # the help centre in this notebook's language, BM25 pinned beside the hybrid
explorer
""", tags=["nbval-ignore-output"], comments={
        "the help centre in this notebook's language, BM25 pinned beside the hybrid": (
            "el centro de ayuda en el idioma de este notebook, con BM25 fijado junto al híbrido",
            "本笔记本语言的帮助中心，BM25 固定在混合检索旁边作为对照",
        ),
    }),
    msg("ch08.explorer_same", en="the explorer's means equal rm.evaluate on the hybrid run above: {same}",
        es="las medias del explorador coinciden con rm.evaluate sobre el run híbrido de arriba: {same}",
        zh="检索实验室显示的平均值与 rm.evaluate 对上面混合检索 run 的评估一致：{same}", translates={"es": "631a5771b3de", "zh": "631a5771b3de"}),
    code(r"""
print(explorer.text())  # the numbers the explorer shows when it opens
print(t("ch08.explorer_same", lang, same=t("table.yes" if explorer.means() == rm.evaluate(qrels, runs["hybrid_rrf"], measures).mean else "table.no", lang)))
""", comments={
        "the numbers the explorer shows when it opens": (
            "los números que muestra el explorador al abrirse",
            "实验室打开时显示的数字",
        ),
    }),
    md(
        en=r"""
## The questions that fail

A mean says how often; the failures say why. Below, how many questions have no relevant passage in BM25's top *k* and, for the first three, the rank of their first relevant passage (none: BM25 never retrieved it) and what came first instead. Look at their kind: paraphrases share few words with the answer (the dense retriever may find them), typos break words; unanswerable questions are not here because they have no judgments.
""",
        es=r"""
## Las preguntas que fallan

Una media dice cuánto se falla; los fallos, por qué. Abajo se muestra cuántas preguntas no tienen ningún fragmento relevante en el top *k* de BM25 y, para las tres primeras, la posición de su primer fragmento relevante («ninguna»: BM25 nunca lo recuperó) y lo que salió primero en su lugar, con el grado de cada fragmento entre corchetes. Fíjate en su tipo: las paráfrasis comparten pocas palabras con la respuesta (el recuperador denso puede encontrarlas) y las erratas rompen las palabras; las preguntas sin respuesta no aparecen porque no tienen juicios.
""",
        zh=r"""
## 失败的问题

平均值告诉你失败有多频繁，失败案例告诉你原因。下面先给出 BM25 前 *k* 名中没有任何相关片段的问题有多少个，再列出其中前三个：它们第一个相关片段的排名（“无”表示 BM25 从未检索到），以及排在最前面的是什么。注意它们的类型：改写类问题与答案共有的词语很少（稠密检索器也许能找到），错别字会破坏词语；无答案的问题不在这里，因为它们没有相关性标注。
""",
        translates={"es": "9bbe1e9709cc", "zh": "9bbe1e9709cc"},
    ),
    msg("ch08.failures", en="Of the {total} questions, {n} have no relevant passage in the top {k} of BM25:",
        es="De las {total} preguntas, {n} no tienen ningún fragmento relevante en el top {k} de BM25:",
        zh="{total} 个问题中有 {n} 个在 BM25 的前 {k} 名中没有相关片段：", translates={"es": "dfe1ff5a48aa", "zh": "dfe1ff5a48aa"}),
    msg("ch08.failure", en="{qid} ({kind}): {text}\n  rank of the first relevant passage: {rank}; relevant: {relevant}",
        es="{qid} ({kind}): {text}\n  posición del primer fragmento relevante: {rank}; relevantes: {relevant}",
        zh="{qid}（{kind}）：{text}\n  第一个相关片段的排名：{rank}；相关片段：{relevant}", translates={"es": "edde9407d332", "zh": "edde9407d332"}),
    msg("ch08.none", en="none", es="ninguna", zh="无", translates={"es": "140bedbf9c3f", "zh": "140bedbf9c3f"}),
    code(r"""
import re


def one_line(text, limit=None):
    # list markers dropped; a line without a final punctuation mark (a heading) is set apart from the next: a dash, a colon in es and zh
    text = re.sub(r"^\s*[-*] ", "", text.strip(), flags=re.M)
    line = re.sub(r"(?<=[。？！：；])\n", "", text)
    line = re.sub(r"(?<![.,;:?!…。？！：；])\n", {"zh": "：", "es": ": "}.get(lang, " — "), line).replace("\n", " ")
    if lang == "es":  # after a colon Spanish writes a lower-case letter, except in a name
        line = re.sub(r": ([A-ZÁÉÍÓÚÑ])(?=[a-záéíóúñ]+ )(?!area |oogle |pple |ay[Pp]al )", lambda m: ": " + m.group(1).lower(), line)
    return line if limit is None or len(line) <= limit else line[:limit].rstrip() + "…"  # a cut snippet ends in …


failures = lab.failures(bm25, chunking, k=k)  # the questions with no relevant passage in the top k, and what was retrieved instead
print(t("ch08.failures", lang, n=len(failures), total=len(qrels), k=k))
for row in failures[:3]:
    rank = row["first_relevant_rank"] or t("ch08.none", lang)
    print(t("ch08.failure", lang, qid=row["query_id"], kind=t("lab.kind." + row["kind"], lang), text=row["text"], rank=rank,
            relevant=Listed(row["relevant"][:3])))
    for position, (passage_id, grade) in enumerate(row["top"][:3], start=1):
        snippet = one_line(lab.passage_text(passage_id, chunking), 90)
        print(f"    {position}. [{grade}] {passage_id}: {snippet}")
"""),
    md(
        en=r"""
## The first stage sets the ceiling

A reranker reorders what the first stage retrieved; it cannot bring back a passage the first stage missed. The **oracle reranker** below (an imaginary reranker that knows the true grades, as an oracle knows the answers) puts the best passages of BM25's top *n* first: no reranker can do better. Its nDCG@k rises, but its Recall@n stays exactly BM25's Recall@n: to raise the ceiling, improve the first stage (or retrieve more: a larger *n*).
""",
        es=r"""
## La primera etapa fija el techo

Un reranker reordena lo que recuperó la primera etapa; no puede recuperar un fragmento que la primera etapa no trajo. El **reranker oráculo** de abajo (un reranker imaginario que conoce los grados verdaderos, como un oráculo conoce las respuestas) pone primero los mejores fragmentos del top *n* de BM25: ningún reranker puede hacerlo mejor. Su nDCG@k sube, pero su Recall@n se queda exactamente en el Recall@n de BM25: para subir el techo hay que mejorar la primera etapa (o recuperar más: un *n* mayor).
""",
        zh=r"""
## 第一阶段决定上限

重排模型只能重新排列第一阶段检索到的内容，无法找回第一阶段漏掉的片段。下面的 **oracle 重排**（理想重排，即一个假想的、知道真实等级的重排模型）会把 BM25 前 *n* 名中最好的片段排在最前面，任何重排模型都不可能做得更好。它的 nDCG@k 会提高，但 Recall@n 恰好等于 BM25 的 Recall@n。要提高上限，就得改进第一阶段，或者多检索一些（取更大的 *n*）。
""",
        translates={"es": "bef9bec5152a", "zh": "bef9bec5152a"},
    ),
    msg("ch08.col.n", en="reranked top n", es="top n reordenado", zh="重排前 n 名", translates={"es": "295131500907", "zh": "295131500907"}),
    msg("ch08.col.first_recall", en="BM25 Recall@n", es="Recall@n de BM25", zh="BM25 的 Recall@n", translates={"es": "9c3917db11bf", "zh": "9c3917db11bf"}),
    msg("ch08.col.oracle_recall", en="oracle Recall@n", es="Recall@n del oráculo", zh="oracle 重排的 Recall@n", translates={"es": "2b206f66d6c8", "zh": "2b206f66d6c8"}),
    msg("ch08.col.first_ndcg", en="BM25 nDCG@{k}", es="nDCG@{k} de BM25", zh="BM25 的 nDCG@{k}", translates={"es": "7cbfca1b03b5", "zh": "7cbfca1b03b5"}),
    msg("ch08.col.oracle_ndcg", en="oracle nDCG@{k}", es="nDCG@{k} del oráculo", zh="oracle 重排的 nDCG@{k}", translates={"es": "d945f7744021", "zh": "d945f7744021"}),
    code(r"""
oracle_rows = []
for n in (k, 2 * k, 5 * k):  # an oracle reranker reorders BM25's top n by the true grades: the best any reranker can do
    oracle = lab.run("bm25", chunking, rerank_n=n)
    first, best = rm.evaluate(qrels, bm25, [f"R@{n}", f"nDCG@{k}"]).mean, rm.evaluate(qrels, oracle, [f"R@{n}", f"nDCG@{k}"]).mean
    oracle_rows.append((n, first[f"R@{n}"], best[f"R@{n}"], first[f"nDCG@{k}"], best[f"nDCG@{k}"]))
print_table([t("ch08.col.n", lang), t("ch08.col.first_recall", lang), t("ch08.col.oracle_recall", lang),
             t("ch08.col.first_ndcg", lang, k=k), t("ch08.col.oracle_ndcg", lang, k=k)], oracle_rows)
"""),
    md(
        en=r"""
## Questions in another language

The sentence encoder is multilingual: it was trained so that a sentence and its translation get nearby vectors, whatever the language. BM25 only matches words, so a question in one language finds almost nothing in articles written in another. Below, this notebook's questions are asked against the Spanish articles, and the run is scored per article.
""",
        es=r"""
## Preguntas en otro idioma

El codificador de frases es multilingüe: se entrenó para que una frase y su traducción reciban vectores cercanos, sea cual sea el idioma. BM25 solo compara palabras exactas, así que una pregunta en un idioma casi no encuentra nada en artículos escritos en otro. En la celda de abajo, las preguntas de este notebook se lanzan contra los artículos en chino, y el run se puntúa por artículo.
""",
        zh=r"""
## 用另一种语言提问

句子编码器是多语言的：它在训练时就让一句话和它的译文得到相近的向量，无论是哪种语言。BM25 只匹配词语，因此用一种语言提问，在另一种语言写的文章里几乎什么也找不到。下面用本笔记本的中文问题去检索西班牙语文章，并按文章给 run 打分。
""",
        translates={"es": "ec458fc78a3f", "zh": "ec458fc78a3f"},
    ),
    msg("ch08.cross", en="questions in {questions}, articles in {articles}, scored per article:",
        es="preguntas en {questions}, artículos en {articles}, puntuación por artículo:",
        zh="问题语言：{questions}，文章语言：{articles}，按文章打分：", translates={"es": "21206fe5c203", "zh": "21206fe5c203"}),
    code(r"""
articles = "zh" if lang == "es" else "es"
cross = Lab(articles, query_lang=lang)  # this notebook's questions against the articles of another language
print(t("ch08.cross", lang, questions=t("lab.language." + lang, lang), articles=t("lab.language." + articles, lang)))
doc_measures = [f"R@{k}", f"nDCG@{k}"]
print_table([t("ch08.col.retriever", lang)] + doc_measures,
            [(t(f"lab.retriever.{name}", lang), *cross.evaluate(cross.run(name, chunking, level="doc"), doc_measures, level="doc").mean.values())
             for name in ("bm25", "dense")])
"""),
    md(
        en=r"""
## Why each question fails

A failing question (no relevant passage in the top *k*) has a cause, and each cause has a fix you can try. `diagnose_all` (in `ragmetrics_course.lab.diagnosis`) re-runs every question of the corpus in the ways that could fix it and reports two things. First, where its first relevant passage is: in the top *k* (found), below *k* but within the top `k_max` (a larger *k*, or a reranker over the top `k_max`, reaches it), or not even in the top `k_max`. Second, which change puts a relevant passage in the top *k*: another retriever on the same passages (the words differ, the meaning matches: *vocabulary mismatch*), another chunking that keeps the answer whole (*chunk boundary*), or the same question asked in the articles' language (*language*). The table counts BM25's failures on paragraphs by kind of question; the sections after it look at each cause.
""",
        es=r"""
## Por qué falla cada pregunta

Una pregunta que falla (ningún fragmento relevante en el top *k*) tiene una causa, y cada causa tiene un remedio que se puede probar. `diagnose_all` (en `ragmetrics_course.lab.diagnosis`) vuelve a ejecutar cada pregunta del corpus de las maneras que podrían arreglarla e informa de dos cosas. Primero, dónde está su primer fragmento relevante: en el top *k* (encontrado), por debajo de *k* pero dentro del top `k_max` (un *k* mayor, o un reranker sobre el top `k_max`, llega hasta él) o ni siquiera en el top `k_max`. Segundo, qué cambio lleva un fragmento relevante al top *k*: otro recuperador sobre los mismos fragmentos (las palabras no coinciden, el significado sí: *desajuste de vocabulario*), otra fragmentación que deje la respuesta entera (*límite de fragmento*) o la misma pregunta hecha en el idioma de los artículos (*idioma*). La tabla cuenta los fallos de BM25 sobre párrafos por tipo de pregunta; los apartados que siguen examinan cada causa.
""",
        zh=r"""
## 每个问题为什么失败

一个问题失败（前 *k* 名中没有任何相关片段），总有它的原因，而每种原因都有可以一试的补救办法。`diagnose_all`（在 `ragmetrics_course.lab.diagnosis` 中）会按几种可能修好问题的方式，把语料库里的每个问题重新检索一遍，然后报告两件事。一是它的第一个相关片段在哪里：在前 *k* 名内（已找到）；在 *k* 之后、但在前 `k_max` 名内（加大 *k*，或者在前 `k_max` 名上重排，就能够到）；或者连前 `k_max` 名都没进。二是哪种改动能把相关片段送进前 *k* 名：在同一批片段上换一个检索器（字面不同、意思相同，即**词汇不匹配**）；换一种能让答案保持完整的切分方式（**片段边界**）；或者用文章所用的语言提同一个问题（**语言**）。下表按问题类型统计 BM25 在段落片段上的失败，后面几节逐一分析每种原因。
""",
        translates={"es": "e076316788cd", "zh": "e076316788cd"},
    ),
    msg("ch08.total", en="all", es="total", zh="合计", translates={"es": "5ef5ef0364b6", "zh": "5ef5ef0364b6"}),
    msg("ch08.diag.failed", en="not in the top {k}", es="fuera del top {k}", zh="前 {k} 名内无相关片段", translates={"es": "54554fd0702d", "zh": "54554fd0702d"}),
    msg("ch08.diag.below", en="first relevant at {low}–{k_max}", es="primer relevante en {low}–{k_max}",
        zh="第一个相关片段排第 {low}–{k_max} 名", translates={"es": "d9344421a67d", "zh": "d9344421a67d"}),
    msg("ch08.diag.beyond", en="not in the top {k_max}", es="fuera del top {k_max}", zh="前 {k_max} 名内也没有", translates={"es": "6e6ab7dcbff1", "zh": "6e6ab7dcbff1"}),
    msg("ch08.diag.vocabulary", en="dense or hybrid finds it in the top {k}", es="el denso o el híbrido las llevan al top {k}",
        zh="稠密或混合检索能排进前 {k} 名", translates={"es": "e62d9d2c45cf", "zh": "e62d9d2c45cf"}),
    msg("ch08.diag.noanswer", en="The {n} questions with no answer in the corpus are not in this table (see below).",
        es="Las {n} preguntas sin respuesta en el corpus no están en esta tabla (véase más abajo).",
        zh="语料库中没有答案的 {n} 个问题不在此表中（见下文）。", translates={"es": "af984c246eb3", "zh": "af984c246eb3"}),
    code(r"""
from ragmetrics_course.lab.diagnosis import diagnose_all

k_max = 20  # the depth a larger k (or a reranker over the top k_max) could reach
diagnoses = diagnose_all(lab, retriever="bm25", chunking=chunking, k=k, k_max=k_max)  # every question, diagnosed at k
failed = [d for d in diagnoses if d.status in ("k_too_small", "beyond_k_max")]
rows = []
for kind in kinds:  # per kind of question: how many fail, where their first relevant passage is, what finds them
    mine = [d for d in failed if d.kind == kind]
    if kind != "unanswerable":
        rows.append((t("lab.kind." + kind, lang), len(kinds[kind]), len(mine), sum(d.status == "k_too_small" for d in mine),
                     sum(d.status == "beyond_k_max" for d in mine), sum("vocabulary" in d.causes for d in mine)))
rows.append((t("ch08.total", lang), *(sum(row[i] for row in rows) for i in range(1, 6))))
print_table([t("ch08.col.kind", lang), t("ch08.col.count", lang), t("ch08.diag.failed", lang, k=k),
             t("ch08.diag.below", lang, low=k + 1, k_max=k_max), t("ch08.diag.beyond", lang, k_max=k_max),
             t("ch08.diag.vocabulary", lang, k=k)], rows)
print(t("ch08.diag.noanswer", lang, n=sum(d.status == "unanswerable" for d in diagnoses)))
"""),
    md(
        en=r"""
### Different words, same meaning

BM25 finds a passage only through the words it shares with the question. A paraphrase asks the same thing in other words ("login secret" for "password"): BM25 ranks the answer far down or not at all, while the dense retriever, which compares meanings, can put it near the top. Below are the two failures that dense or hybrid retrieval finds in the top *k* with the fewest words in common with their answer: the question's distinct BM25 tokens, each shown once (stems, which is why some words look cut short), with [brackets] around those missing from the relevant passage that shares the most of them, then the start of that passage. The fixes are a semantic first stage (dense, or a hybrid that keeps BM25's exact matches for names and numbers) or rewriting the question before retrieval.
""",
        es=r"""
### Otras palabras, el mismo significado

BM25 solo encuentra un fragmento a través de las palabras que comparte con la pregunta. Una paráfrasis pregunta lo mismo con otras palabras («clave para entrar» en vez de «contraseña»): BM25 deja la respuesta muy abajo o ni siquiera la recupera, mientras que el recuperador denso, que compara significados, puede subirla a las primeras posiciones. Abajo están los dos fallos que el recuperador denso o el híbrido llevan al top *k* y que menos palabras comparten con su respuesta. Para cada uno se muestran los tokens distintos de la pregunta tal como los ve BM25, cada uno una sola vez (reducidos a su raíz, por eso algunos aparecen truncados); los que faltan en el fragmento relevante que más tokens comparte con ella van entre [corchetes]. Debajo aparece el comienzo de ese fragmento. Los remedios son una primera etapa semántica (densa, o híbrida para conservar las coincidencias exactas de BM25 en nombres y cifras) o reescribir la pregunta antes de recuperar.
""",
        zh=r"""
### 字面不同，意思相同

BM25 只能通过问题和片段共有的词语找到片段。改写类问题换了一种说法问同一件事（用“口令”代替“密码”），BM25 会把答案排得很靠后，甚至根本检索不到；而比较语义的稠密检索器则有可能把它排到前面。下面列出稠密或混合检索能排进前 *k* 名、且与答案共有词语最少的两个失败问题：先是问题中互不相同的 BM25 token（重复的只列一次），方括号里是在与它共有 token 最多的那个相关片段中找不到的 token，然后是该片段的开头。补救办法是换用语义化的第一阶段检索（稠密检索，或保留 BM25 对名称和数字精确匹配能力的混合检索），或者在检索前改写问题。
""",
        translates={"es": "d700c6d9354c", "zh": "d700c6d9354c"},
    ),
    msg("ch08.vocab.none", en="No failure at k = {k} is found in the top {k} by dense or hybrid retrieval.",
        es="Con k = {k}, ni el denso ni el híbrido llevan al top {k} ninguna de las preguntas que fallan.",
        zh="k = {k} 时，稠密和混合检索都没能把任何失败的问题排进前 {k} 名。", translates={"es": "92e862addfcb", "zh": "92e862addfcb"}),
    msg("ch08.vocab.example",
        en="{qid} ({kind}): {text}\n  first relevant passage: BM25 rank {bm25}, dense {dense}, hybrid {hybrid}; "
           "{overlap:.0f}% of the question's distinct tokens are in the relevant passage shown below",
        es="{qid} ({kind}): {text}\n  posición del primer fragmento relevante: {bm25} con BM25, {dense} con el denso, {hybrid} con el híbrido; "
           "el {overlap:.0f} % de los tokens distintos de la pregunta aparece en el fragmento relevante que se muestra debajo",
        zh="{qid}（{kind}）：{text}\n  第一个相关片段的排名：BM25 第 {bm25} 名，稠密检索第 {dense} 名，混合检索第 {hybrid} 名；"
           "问题中互不相同的 token 有 {overlap:.0f}% 出现在下面列出的相关片段中", translates={"es": "ff29d814c0b9", "zh": "ff29d814c0b9"}),
    code(r"""
vocabulary = sorted((d for d in failed if "vocabulary" in d.causes),
                    key=lambda d: (d.evidence["vocabulary"]["overlap"], d.query_id))  # fewest shared words first
if not vocabulary:
    print(t("ch08.vocab.none", lang, k=k))
for d in vocabulary[:2]:
    found = d.evidence["vocabulary"]
    print(t("ch08.vocab.example", lang, qid=d.query_id, kind=t("lab.kind." + d.kind, lang), text=d.text, bm25=d.rank or t("ch08.none", lang),
            dense=found["dense"] or t("ch08.none", lang), hybrid=found["hybrid_rrf"] or t("ch08.none", lang),
            overlap=100 * found["overlap"]))
    words = set(lab.tokenizer(d.text))
    best = max(sorted(qrels[d.query_id]), key=lambda pid: len(words & set(lab.tokenizer(lab.passage_text(pid, chunking)))))
    passage = lab.passage_text(best, chunking)  # the relevant passage sharing the most tokens with the question: the one the share above is measured on
    print("   ", " ".join(w if w in set(lab.tokenizer(passage)) else f"[{w}]" for w in dict.fromkeys(lab.tokenizer(d.text))))  # each distinct token once, as the share counts them
    print(f"    {best}: " + one_line(passage, 150))
"""),
    md(
        en=r"""
### An answer cut in two

Windows of a fixed size cut wherever the count falls, sometimes in the middle of the sentence that answers. The grades follow the answer spans (a passage still counts when it holds at least half of a span, the rule above), but half a sentence is also harder to find: neither half has all the words of the question. The table compares three ways of cutting the same articles: windows of 40 tokens with no overlap, the same windows overlapping by 20 tokens, and paragraphs. For each, how many answer spans of grade 2 or 3 it cuts (no passage holds them whole) and BM25's hit rate at *k*. Below it, how many failures of the 40-token windows a chunking keeping the span whole finds in the top *k*, and one of them, its span shown with ‖ where a window ends. Overlap or cutting at paragraphs fixes them; the price of overlap is more passages to index, and repeated text in the prompt.
""",
        es=r"""
### Una respuesta partida en dos

Las ventanas de tamaño fijo cortan allí donde se completa el número de tokens, a veces en mitad de la frase que responde. Los grados siguen a los tramos de respuesta (un fragmento sigue contando si contiene al menos la mitad de uno, la regla de arriba), pero también cuesta más encontrar media frase: ninguna de las dos mitades tiene todas las palabras de la pregunta. La tabla compara tres fragmentaciones de los mismos artículos: ventanas de 40 tokens sin solapamiento (en la tabla, «fragmentos de 40 tokens sin solapamiento»), las mismas ventanas con 20 tokens de solapamiento y párrafos. Para cada una, la tabla da cuántos tramos de respuesta de grado 2 o 3 parte (ningún fragmento los contiene enteros) y la tasa de aciertos de BM25 en *k*. Debajo se indica cuántos fallos de las ventanas de 40 tokens entran en el top *k* con una fragmentación que deja entera la respuesta, y se muestra un ejemplo con su tramo de respuesta, donde el signo ‖ marca el final de una ventana. El solapamiento o la fragmentación por párrafos los arreglan; el solapamiento se paga con más fragmentos que indexar y con texto repetido en el prompt.
""",
        zh=r"""
### 被切成两半的答案

固定大小的窗口按 token 数机械地切（中文每个汉字算一个 token），有时会正好切在给出答案的那句话中间。片段的等级仍由答案区间决定（按上文的规则：片段覆盖某个答案区间的至少一半，或片段较短时答案区间占片段的至少一半，就算数），但半句话也更难被找到，因为哪一半都不包含问题的全部词语。下表比较同一批文章的三种切法：每个 40 个 token、不重叠的窗口；同样大小、重叠 20 个 token 的窗口；以及按段落切分。对每种切法，列出它切断了多少个等级为 2 或 3 的答案区间（没有任何片段完整包含它们），以及 BM25 在 *k* 处的命中率。表下给出 40 个 token 的窗口下失败、而换用能保持答案完整的切法后能排进前 *k* 名的问题有多少个，并展示其中一个问题的答案区间，‖ 表示窗口在此结束。按段落切分不会切断任何答案区间；重叠窗口只能让一部分答案区间保持完整（中文答案按字计，比较长，表中重叠后仍有不少被切断），下面这个例子就是在按段落切分后才排进了前 *k* 名。重叠的代价是要索引的片段更多，提示词里也会出现重复的文字。
""",
        translates={"es": "dbee0f62475c", "zh": "dbee0f62475c"},
    ),
    msg("ch08.col.chunking", en="chunking", es="fragmentación", zh="切分方式", translates={"es": "7ce2d499b7d8", "zh": "7ce2d499b7d8"}),
    msg("ch08.col.passages", en="passages", es="fragmentos", zh="片段数", translates={"es": "10dc3882c76a", "zh": "10dc3882c76a"}),
    msg("ch08.cut.spans", en="answer spans cut", es="tramos de respuesta partidos", zh="被切断的答案区间", translates={"es": "9cc636a88a33", "zh": "9cc636a88a33"}),
    msg("ch08.cut.count", en="With {windows}, {failed} questions fail at k = {k}; {n} of them are found in the top {k} by a chunking that keeps the answer whole.",
        es="Con {windows}, fallan {failed} preguntas con k = {k}; {n} de ellas entran en el top {k} con una fragmentación que deja entera la respuesta.",
        zh="切分方式为“{windows}”时，有 {failed} 个问题在 k = {k} 处失败；其中 {n} 个换用能保持答案完整的切法后可以排进前 {k} 名。", translates={"es": "dd6be1609c6e", "zh": "dd6be1609c6e"}),
    msg("ch08.cut.example", en="{qid} ({kind}): {text}\n  first relevant passage: {ranks}",
        es="{qid} ({kind}): {text}\n  primer fragmento relevante: {ranks}",
        zh="{qid}（{kind}）：{text}\n  第一个相关片段的排名：{ranks}", translates={"es": "436ecc75ce64", "zh": "436ecc75ce64"}),
    msg("ch08.cut.rank", en="rank {rank} with {chunking}", es="posición {rank} con {chunking}", zh="切分方式为“{chunking}”时排第 {rank} 名", translates={"es": "513bc25a36f9", "zh": "513bc25a36f9"}),
    msg("ch08.cut.missing", en="not retrieved with {chunking}", es="no recuperado con {chunking}", zh="切分方式为“{chunking}”时未被检索到", translates={"es": "5984f5fb1f81", "zh": "5984f5fb1f81"}),
    code(r"""
from ragmetrics_course.lab.diagnosis import cut_spans, first_relevant_rank

windows = "tokens:40/0"  # windows of 40 tokens with no overlap: a sentence can end up in two passages
rows = []
for name in (windows, "tokens:40/20", chunking):
    spans_cut = {(s.query_id, s.doc_id, s.start) for qid in qrels for s in cut_spans(lab, qid, name)}
    hits = rm.evaluate(lab.qrels(name), lab.run("bm25", name), [f"HitRate@{k}"]).mean[f"HitRate@{k}"]
    rows.append((chunking_label(Chunking.parse(name), lang), len(lab.passages(name)), len(spans_cut), hits))
print_table([t("ch08.col.chunking", lang), t("ch08.col.passages", lang), t("ch08.cut.spans", lang), f"BM25 HitRate@{k}"], rows)

cut_diagnoses = diagnose_all(lab, retriever="bm25", chunking=windows, k=k, k_max=k_max, alternatives=(),
                             chunkings=("tokens:40/20", chunking))  # a chunk boundary: a chunking that keeps the span whole finds it
boundary = [d for d in cut_diagnoses if "chunk_boundary" in d.causes]
print(t("ch08.cut.count", lang, n=len(boundary), k=k, windows=chunking_label(Chunking.parse(windows), lang),
        failed=sum(d.status in ("k_too_small", "beyond_k_max") for d in cut_diagnoses)))
for d in boundary[:1]:
    ranks = [(name, first_relevant_rank(lab.run("bm25", name), lab.qrels(name).get(d.query_id, {}), d.query_id))
             for name in (windows, "tokens:40/20", chunking)]  # every chunking of the table, also one that still cuts the span
    shown = [t("ch08.cut.rank", lang, chunking=chunking_label(Chunking.parse(name), lang), rank=rank) if rank
             else t("ch08.cut.missing", lang, chunking=chunking_label(Chunking.parse(name), lang))
             for name, rank in ranks]
    print(t("ch08.cut.example", lang, qid=d.query_id, kind=t("lab.kind." + d.kind, lang), text=d.text, ranks="；".join(shown) if lang == "zh" else Listed(shown)))
    span = cut_spans(lab, d.query_id, windows)[0]
    text = hc.docs_store()[span.doc_id].text
    ends = [p.end for p in lab.passages(windows) if p.doc_id == span.doc_id and span.start < p.end < span.end]
    pieces = [text[a:b].strip() for a, b in zip([span.start] + ends, ends + [span.end])]
    print(f"    {span.doc_id}: " + " ‖ ".join(pieces))
"""),
    md(
        en=r"""
### *k* too small, and what a reranker can still fix

A question whose first relevant passage sits just below *k* is the cheapest to fix: retrieve a few more passages, or let a reranker reorder a deeper list. How deep is the question. An oracle reranker over BM25's top `k_max` (it knows the true grades) lifts exactly these questions into the top *k*, so its hit rate at *k* equals BM25's hit rate at `k_max`: the first stage's hit rate at the reranker's depth is the ceiling of any reranker. The questions with nothing in the top `k_max` need a better first stage, not a better reranker.
""",
        es=r"""
### *k* demasiado pequeño y lo que aún puede arreglar un reranker

Una pregunta cuyo primer fragmento relevante queda justo por debajo de *k* es la más barata de arreglar: recuperar unos cuantos fragmentos más, o dejar que un reranker reordene una lista más larga. La cuestión es cuánto más larga. Un reranker oráculo sobre el top `k_max` de BM25 (conoce los grados verdaderos) sube exactamente esas preguntas al top *k*, así que su tasa de aciertos en *k* es igual a la de BM25 en `k_max`: la tasa de aciertos de la primera etapa a la profundidad del reranker es el techo de cualquier reranker. Las preguntas sin nada relevante en el top `k_max` necesitan una primera etapa mejor, no un reranker mejor.
""",
        zh=r"""
### *k* 太小，以及重排模型还能补救什么

第一个相关片段排在 *k* 之后不远处的问题，修起来最便宜——多检索几个片段，或者让重排模型对更长的列表重新排序即可。问题在于列表要多长。在 BM25 前 `k_max` 名上运行的 oracle 重排（它知道真实等级）恰好能把这些问题送进前 *k* 名，因此它在 *k* 处的命中率等于 BM25 在 `k_max` 处的命中率。换句话说，第一阶段在重排深度处的命中率，就是任何重排模型的上限。前 `k_max` 名里一个相关片段都没有的问题，需要的是更好的第一阶段，而不是更好的重排模型。
""",
        translates={"es": "c917d1762f8a", "zh": "c917d1762f8a"},
    ),
    msg("ch08.k.below", en="Of the failing questions, {n} have their first relevant passage below the top {k} but within the top {k_max}, at ranks {ranks}.",
        es="De las preguntas que fallan, {n} tienen su primer fragmento relevante por debajo del top {k} pero dentro del top {k_max}, en las posiciones {ranks}.",
        zh="失败的问题中，有 {n} 个的第一个相关片段在前 {k} 名之外、前 {k_max} 名之内，排名分别为 {ranks}。", translates={"es": "b75b5703d0a4", "zh": "b75b5703d0a4"}),
    msg("ch08.k.beyond", en="Another {n} have no relevant passage in the top {k_max}: no reranker over the top {k_max} can help them.",
        es="Otras {n} no tienen ningún fragmento relevante en el top {k_max}: ningún reranker sobre el top {k_max} puede ayudarlas.",
        zh="另有 {n} 个问题在前 {k_max} 名中没有任何相关片段：在前 {k_max} 名上重排也帮不了它们。", translates={"es": "bbd6ec719a84", "zh": "bbd6ec719a84"}),
    msg("ch08.k.first", en="BM25 HitRate@{k}", es="HitRate@{k} de BM25", zh="BM25 的 HitRate@{k}", translates={"es": "f91084f28b46", "zh": "f91084f28b46"}),
    msg("ch08.k.oracle", en="oracle on the top {k_max}: HitRate@{k}", es="oráculo sobre el top {k_max}: HitRate@{k}",
        zh="oracle 重排前 {k_max} 名后的 HitRate@{k}", translates={"es": "75aa71df3f64", "zh": "75aa71df3f64"}),
    msg("ch08.k.ceiling", en="BM25 HitRate@{k_max}", es="HitRate@{k_max} de BM25", zh="BM25 的 HitRate@{k_max}", translates={"es": "693ff7d1699f", "zh": "693ff7d1699f"}),
    msg("ch08.k.check", en="the oracle's HitRate@{k} equals BM25's HitRate@{k_max}: {same}; it lifts {lifted} questions into the top {k}, the {n} above.",
        es="la HitRate@{k} del oráculo es igual a la HitRate@{k_max} de BM25: {same}; sube {lifted} preguntas al top {k}, las {n} de arriba.",
        zh="oracle 重排的 HitRate@{k} 等于 BM25 的 HitRate@{k_max}：{same}；它把 {lifted} 个问题送进了前 {k} 名，正是上面那 {n} 个。", translates={"es": "738be4626548", "zh": "738be4626548"}),
    code(r"""
below = sorted(d.rank for d in failed if d.status == "k_too_small")
print(t("ch08.k.below", lang, n=len(below), k=k, k_max=k_max, ranks=Listed(below) if below else t("ch08.none", lang)))
print(t("ch08.k.beyond", lang, n=sum(d.status == "beyond_k_max" for d in failed), k_max=k_max))
oracle_top = lab.run("bm25", chunking, rerank_n=k_max)  # the oracle reorders BM25's top k_max by the true grades
first = rm.evaluate(qrels, bm25, [f"HitRate@{k}", f"HitRate@{k_max}"]).mean
best = rm.evaluate(qrels, oracle_top, [f"HitRate@{k}"]).mean
print_table([t("ch08.k.first", lang, k=k), t("ch08.k.oracle", lang, k=k, k_max=k_max), t("ch08.k.ceiling", lang, k_max=k_max)],
            [(first[f"HitRate@{k}"], best[f"HitRate@{k}"], first[f"HitRate@{k_max}"])])
lifted = round((best[f"HitRate@{k}"] - first[f"HitRate@{k}"]) * len(qrels))
print(t("ch08.k.check", lang, k=k, k_max=k_max, same=t("table.yes" if best[f"HitRate@{k}"] == first[f"HitRate@{k_max}"] else "table.no", lang), lifted=lifted,
        n=len(below)))
"""),
    md(
        en=r"""
### The question's language

Asked in another language than the articles, most questions fail with BM25 ({{fig:bm25_cross_missed}} of {{fig:n_answerable}} at *k* = {{fig:k}}): they share almost no words with the articles. The check below takes this notebook's questions against the articles of another language (the section "Questions in another language" above) and counts, for each retriever, the questions that fail at *k* and how many of them are found in the top *k* when the same question is asked in the articles' language. The multilingual encoder of the dense retriever keeps most questions (at *k* = {{fig:k}} it loses {{fig:dense_cross_missed}}), and the language explains only part of what it loses: {{fig:dense_cross_language}} of those {{fig:dense_cross_missed}} are found in the top *k* when asked in the articles' language; the other {{fig:dense_cross_other}} fail in the articles' own language too.
""",
        es=r"""
### El idioma de la pregunta

Si se pregunta en un idioma distinto del de los artículos, la mayoría de las preguntas fallan con BM25 ({{fig:bm25_cross_missed}} de {{fig:n_answerable}} con *k* = {{fig:k}}): casi no comparten palabras con los artículos. La comprobación de abajo busca las preguntas de este notebook en los artículos de otro idioma (el apartado «Preguntas en otro idioma») y cuenta, para cada recuperador, las preguntas que fallan en *k* y cuántas de ellas entran en el top *k* cuando se hace la misma pregunta en el idioma de los artículos. El codificador multilingüe del recuperador denso encuentra la mayoría (con *k* = {{fig:k}} falla en {{fig:dense_cross_missed}}), y el idioma solo explica una parte de lo que pierde: {{fig:dense_cross_language}} de esas {{fig:dense_cross_missed}} entran en el top *k* al preguntarlas en el idioma de los artículos; las otras {{fig:dense_cross_other}} fallan también así.
""",
        zh=r"""
### 问题的语言

如果提问的语言和文章的语言不同，大多数问题用 BM25 都会失败（*k* = {{fig:k}} 时 {{fig:n_answerable}} 个问题中有 {{fig:bm25_cross_missed}} 个），因为它们和文章几乎没有共同的词语。下面的检查用本笔记本语言的问题去检索另一种语言的文章（即上文“用另一种语言提问”一节），对每个检索器统计在 *k* 处失败的问题数，以及其中有多少个在改用文章语言提同一个问题后能排进前 *k* 名。稠密检索器的多语言编码器保住了一半多的问题（*k* = {{fig:k}} 时漏掉 {{fig:dense_cross_missed}} 个），而语言只能解释它漏掉的一部分：这 {{fig:dense_cross_missed}} 个问题中，有 {{fig:dense_cross_language}} 个改用文章的语言提问后能排进前 *k* 名；其余 {{fig:dense_cross_other}} 个即使改用文章本身的语言提问，也同样失败。
""",
        translates={"es": "4d3a1ec6634d", "zh": "4d3a1ec6634d"},
    ),
    msg("ch08.lang.title", en="questions in {questions}, articles in {articles}, {chunking}:",
        es="preguntas en {questions}, artículos en {articles}, {chunking}:",
        zh="问题语言：{questions}，文章语言：{articles}，{chunking}：", translates={"es": "070eb61846ee", "zh": "070eb61846ee"}),
    msg("ch08.lang.fixed", en="found in the top {k} when asked in {articles}", es="entran en el top {k} si se preguntan en {articles}",
        zh="改用{articles}提问后能排进前 {k} 名", translates={"es": "ab229a42a024", "zh": "ab229a42a024"}),
    code(r"""
cross_failed = {}
for name in ("bm25", "dense"):  # which failures go away when the same question is asked in the articles' language
    found = diagnose_all(cross, retriever=name, chunking=chunking, k=k, k_max=k_max, alternatives=(), chunkings=())
    missed = [d for d in found if d.status in ("k_too_small", "beyond_k_max")]
    cross_failed[name] = (len(missed), sum("language" in d.causes for d in missed))
rows = [(t(f"lab.retriever.{name}", lang), *counts) for name, counts in cross_failed.items()]
print(t("ch08.lang.title", lang, questions=t("lab.language." + lang, lang), articles=t("lab.language." + articles, lang), chunking=chunking_label(Chunking.parse(chunking), lang)))
print_table([t("ch08.col.retriever", lang), t("ch08.diag.failed", lang, k=k), t("ch08.lang.fixed", lang, k=k, articles=t("lab.language." + articles, lang))],
            rows)
"""),
    md(
        en=r"""
### Questions with no answer

Seven questions have no answer in the corpus, and the retrieval measures cannot see them: they have no judgments, so `rm.evaluate` skips them, and a retriever that returns confident nonsense for them loses nothing. Yet the retriever does return *k* passages for each, and a generator will answer from them. One defence is to abstain (answer "I don't know") when nothing scores high enough. The table tries thresholds on each question's best dense score (a cosine), and counts the unanswerable questions that would abstain and the answerable ones that would abstain too, their answer lost. Is there a threshold that stops every unanswerable question without stopping answerable ones? The first one in the table that stops all {{fig:n_unanswerable}}, {{fig:stop_threshold:.2f}}, also stops {{fig:stop_lost}} answerable questions. The end-to-end section below shows what the generation metrics make of an abstention.
""",
        es=r"""
### Preguntas sin respuesta

Siete preguntas no tienen respuesta en el corpus, y las medidas de recuperación no las ven: no tienen juicios, así que `rm.evaluate` las omite, y un recuperador que devuelve disparates con total seguridad no pierde nada por ellas. Sin embargo, el recuperador sí devuelve *k* fragmentos para cada una, y el LLM responderá a partir de ellos. Una defensa es abstenerse (responder «no lo sé») cuando nada puntúa lo bastante alto. La tabla prueba umbrales sobre la mejor puntuación densa de cada pregunta (un coseno) y cuenta las preguntas sin respuesta en las que el sistema se abstendría y las preguntas con respuesta en las que también se abstendría, con lo que su respuesta se pierde. ¿Hay algún umbral que detenga todas las preguntas sin respuesta sin detener ninguna de las otras? El primer umbral de la tabla que frena las {{fig:n_unanswerable}} ({{fig:stop_threshold:.2f}}) detiene también {{fig:stop_lost}} preguntas que sí tienen respuesta. El apartado «De principio a fin», más abajo, muestra qué hacen las métricas de generación con una abstención.
""",
        zh=r"""
### 没有答案的问题

语料库里没有答案的那些问题，检索指标是看不到的：它们没有相关性标注，`rm.evaluate` 会直接跳过；检索器就算为它们信心十足地返回一堆无关内容，也不会因此丢分。可检索器确实会为每个这样的问题返回 *k* 个片段，生成环节也会据此作答。一种防御办法是在没有任何片段得分足够高时拒绝回答（回答“我不知道”）。下表在每个问题的最高稠密检索分数（余弦相似度）上尝试几个阈值，统计会拒答的无答案问题数，以及同样会拒答、因而丢掉答案的有答案问题数。试着找一个阈值，能拦下所有无答案的问题，又不拦下有答案的问题。表中能拦下全部 {{fig:n_unanswerable}} 个无答案问题的最低阈值 {{fig:stop_threshold:.2f}}，也会拦下 {{fig:stop_lost}} 个有答案的问题。后面的端到端一节会展示生成指标如何看待拒答。
""",
        translates={"es": "b0d24d502016", "zh": "b0d24d502016"},
    ),
    msg("ch08.noanswer.skipped", en="rm.evaluate scored {evaluated} of the {total} questions: the {skipped} with no answer have no judgments and are skipped, although the run holds passages for all {run}.",
        es="rm.evaluate puntuó {evaluated} de las {total} preguntas: las {skipped} sin respuesta no tienen juicios y se omiten, aunque el run tiene fragmentos para las {run}.",
        zh="rm.evaluate 给 {total} 个问题中的 {evaluated} 个打了分：{skipped} 个无答案的问题没有相关性标注，被跳过了，尽管 run 为全部 {run} 个问题都返回了片段。", translates={"es": "6b6054245c7d", "zh": "6b6054245c7d"}),
    msg("ch08.noanswer.threshold", en="threshold (best dense score)", es="umbral (mejor puntuación densa)",
        zh="阈值（最高稠密分数）", translates={"es": "04368ca233d7", "zh": "04368ca233d7"}),
    msg("ch08.noanswer.abstain", en="unanswerable, abstains (of {n})", es="sin respuesta en las que se abstiene (de {n})",
        zh="拒答的无答案问题（共 {n} 个）", translates={"es": "c4ccceeac0f7", "zh": "c4ccceeac0f7"}),
    msg("ch08.noanswer.lost", en="answerable, abstains too (of {n})", es="con respuesta en las que también se abstiene (de {n})",
        zh="同样拒答的有答案问题（共 {n} 个）", translates={"es": "756e8d304860", "zh": "756e8d304860"}),
    code(r"""
no_answer = [q.query_id for q in queries if q.kind == "unanswerable"]
print(t("ch08.noanswer.skipped", lang, evaluated=len(results.per_query), total=len(queries), skipped=len(no_answer),
        run=len(bm25)))
best_score = {qid: max(docs.values()) for qid, docs in runs["dense"].items()}  # the best cosine of each question
rows = []
thresholds = (0.30, 0.35, 0.40, 0.45, 0.50)
for threshold in thresholds:  # abstain when nothing scores this high
    rows.append((threshold, sum(best_score[q] < threshold for q in no_answer), sum(best_score[q] < threshold for q in qrels)))
print_table([t("ch08.noanswer.threshold", lang), t("ch08.noanswer.abstain", lang, n=len(no_answer)),
             t("ch08.noanswer.lost", lang, n=len(qrels))], rows, digits=2)
"""),
    md(
        en=r"""
## Cost: prompt tokens against Recall@k

Every passage of the top *k* goes into the LLM's prompt, and prompt tokens cost money and time. We count them with one rule that works offline in the three languages (`ragmetrics_course.lab.cost.count_tokens`): a word or a number is one token, each Chinese character is one token, punctuation is not counted. An LLM's tokenizer counts otherwise: it cuts many English and Spanish words into several pieces and counts punctuation, while in Chinese one of its tokens may be a single character or a whole word. Its count can be higher or lower than the rule's, by a factor that depends on the tokenizer and the language, so the rule compares configurations within one language; it does not make a bill. The plot puts each chunking's Recall@k (BM25, *k* from 1 to 20) against the mean number of tokens its top *k* passages take, on a log scale; the large dot is this notebook's *k*. Each chunking is graded on its own passages, from the same answer spans: a point says what share of that chunking's relevant passages reaches the prompt. To choose *k* on a budget, fix the tokens you can afford per question (the dotted line) and take the point with the highest recall to its left (`choose_k`); the table gives the numbers at *k*.
""",
        es=r"""
## Coste: tokens del prompt frente a Recall@k

Cada fragmento del top *k* entra en el prompt del LLM, y los tokens del prompt cuestan dinero y tiempo. Los contamos con una sola regla que funciona sin conexión en los tres idiomas (`ragmetrics_course.lab.cost.count_tokens`): una palabra o un número es un token, cada carácter chino es un token y la puntuación no cuenta. El tokenizador de un LLM cuenta de otra manera: parte muchas palabras inglesas y españolas en varios trozos y cuenta la puntuación, mientras que en chino uno de sus tokens puede ser un solo carácter o una palabra entera. Su cuenta puede salir mayor o menor que la de la regla, en una proporción que depende del tokenizador y del idioma; por eso la regla sirve para comparar configuraciones dentro de un mismo idioma, no para calcular una factura. El gráfico sitúa el Recall@k de cada fragmentación (BM25, *k* de 1 a 20) frente al número medio de tokens que ocupan sus *k* primeros fragmentos, en escala logarítmica; el punto grande es el *k* de este notebook. Cada fragmentación se califica sobre sus propios fragmentos, a partir de los mismos tramos de respuesta: un punto dice qué parte de los fragmentos relevantes de esa fragmentación llega al prompt. Para elegir *k* con un presupuesto, fija los tokens que te puedes permitir por pregunta (la línea de puntos) y quédate con el punto de mayor recall a su izquierda (`choose_k`); la tabla da los números en *k*.
""",
        zh=r"""
## 成本：提示词 token 数与 Recall@k

前 *k* 名中的每个片段都会进入 LLM 的提示词，而提示词的 token 既花钱又花时间。我们用一条在三种语言中都能离线使用的规则来计数（`ragmetrics_course.lab.cost.count_tokens`）：一个单词或一个数字算一个 token，每个汉字算一个 token，标点不计。LLM 的分词器另有算法：英语和西班牙语中较长或少见的单词常被切成几段，标点也要计数；中文则可能一个 token 对应一个字，也可能对应一个词。因此实际数目可能比这条规则多，也可能少，差多少取决于分词器和语言。这条规则只用来在同一种语言内比较不同配置，而不是用来算账。下图把每种切分方式的 Recall@k（BM25，*k* 从 1 到 20）和前 *k* 个片段平均占用的 token 数画在一起，横轴为对数刻度；大圆点是本笔记本的 *k*。每种切分方式都按自己的片段、由同一批答案区间来定级：图上一个点表示该切分方式的相关片段中有多大比例进入了提示词。要在预算内选 *k*，先确定每个问题能负担的 token 数（虚线），再取虚线左边召回率最高的点（`choose_k`）；表中给出 *k* 处的数字。
""",
        translates={"es": "1a96d35cf7b7", "zh": "1a96d35cf7b7"},
    ),
    msg("ch08.cost.title", en="Recall@k against prompt size (BM25, {language}; large dot: k = {k})",
        es="Recall@k frente al tamaño del prompt (BM25, {language}; punto grande: k = {k})",
        zh="Recall@k 与提示词长度（BM25，{language}；大圆点：k = {k}）", translates={"es": "8383d9bf6595", "zh": "8383d9bf6595"}),
    msg("ch08.cost.xlabel", en="mean prompt tokens (top k passages)", es="tokens medios del prompt (k primeros fragmentos)",
        zh="提示词平均 token 数（前 k 个片段）", translates={"es": "19a978c0d04a", "zh": "19a978c0d04a"}),
    msg("ch08.cost.passage", en="tokens per passage (mean)", es="tokens por fragmento (media)", zh="每个片段的 token 数（平均）", translates={"es": "590d608bc8f6", "zh": "590d608bc8f6"}),
    msg("ch08.cost.prompt", en="prompt tokens at k = {k} (mean / max)", es="tokens del prompt con k = {k} (media / máx.)",
        zh="k = {k} 时提示词 token 数（平均 / 最大）", translates={"es": "408cc7f13ecc", "zh": "408cc7f13ecc"}),
    msg("ch08.cost.best", en="Budget {budget} tokens per question (mean): the best point is {chunking}, k = {k}, {tokens:.0f} tokens, Recall@{k} {recall:.3f}.",
        es="Presupuesto de {budget} tokens por pregunta (media): el mejor punto es {chunking}, k = {k}, {tokens:.0f} tokens, Recall@{k} {recall:.3f}.",
        zh="预算为每个问题 {budget} 个 token（平均）：最佳点是{chunking}，k = {k}，{tokens:.0f} 个 token，Recall@{k} 为 {recall:.3f}。", translates={"es": "ed8c502f1bf4", "zh": "ed8c502f1bf4"}),
    msg("ch08.cost.none", en="No configuration fits a budget of {budget} tokens.", es="Ninguna configuración cabe en un presupuesto de {budget} tokens.",
        zh="没有任何配置能控制在 {budget} 个 token 的预算内。", translates={"es": "1d3e9ed172be", "zh": "1d3e9ed172be"}),
    code(r"""
from ragmetrics_course.lab.cost import choose_k, cost_curve, count_tokens

budget = 500  # tokens of retrieved text per question, on average
sizes = ["tokens:50/10", chunking, "tokens:150/30", "article"]
points = {size: cost_curve(lab, "bm25", size, ks) for size in sizes}  # prompt tokens of the top k, and Recall@k

fig, ax = plt.subplots(figsize=(7, 4))
for size, curve in points.items():
    line, = ax.plot([p.mean_tokens for p in curve], [p.recall for p in curve], marker="o", markersize=3, label=chunking_label(Chunking.parse(size), lang))
    at_k = curve[ks.index(k)]
    ax.plot([at_k.mean_tokens], [at_k.recall], marker="o", markersize=8, color=line.get_color())
ax.axvline(budget, color="grey", linestyle=":")
ax.set_xscale("log")
ax.set_xlabel(t("ch08.cost.xlabel", lang), fontproperties=cjk_font)
ax.set_ylabel("Recall@k")
ax.set_ylim(0, 1)
ax.set_title(t("ch08.cost.title", lang, language=t("lab.language." + lang, lang), k=k), fontproperties=cjk_font)
ax.legend(prop=cjk_font)
plt.tight_layout()
plt.show()

rows = []
for size, curve in points.items():
    at_k = curve[ks.index(k)]
    passage_mean = round(statistics.mean(count_tokens(p.text) for p in lab.passages(size)))
    rows.append((chunking_label(Chunking.parse(size), lang), passage_mean, " / ".join(write_number(n, ".0f", lang) for n in (at_k.mean_tokens, at_k.max_tokens)), at_k.recall))
print_table([t("ch08.col.chunking", lang), t("ch08.cost.passage", lang), t("ch08.cost.prompt", lang, k=k), f"Recall@{k}"],
            rows, digits=3)
pick = choose_k([p for curve in points.values() for p in curve], budget)  # the highest Recall@k whose mean prompt fits the budget
if pick is None:
    print(t("ch08.cost.none", lang, budget=budget))
else:
    print(t("ch08.cost.best", lang, budget=budget, chunking=chunking_label(Chunking.parse(pick.chunking), lang), k=pick.k, tokens=pick.mean_tokens,
            recall=pick.recall))
"""),
    md(
        en=r"""
## End to end: what better retrieval changes in the answers

The retrieval measures stop at the ranking; the user reads an answer. To follow the whole chain offline, the course runs an **extractive generator** (`ragmetrics_course.lab.generate.extractive_answer`): it answers with the sentence of the first passage that shares the most key terms with the question. It is not a language model and writes no word of its own; every answer below was produced by it, in this notebook. Three configurations on paragraphs: BM25, the RRF hybrid, and BM25 reordered by the oracle over its top `k_max` (a ceiling, not a system you can build). For each answerable question, the top *k* passages are the context and the extractive answer is scored by the offline judges of chapter 05: context relevancy (TruLens), faithfulness (RAGAS) and answer relevancy. One more column, "supported by the answer spans", is faithfulness with the answer spans as the context instead: does what the answer says agree with the reference answer? It stands in for correctness. P(rel=2)@1 is the share of questions whose first passage answers (rel=2 means grade 2 or more, as in ir_measures: here grade 2 or 3). The second table pools the three configurations by the grade of the passage ranked first.

Behind these offline judges is the rule judge, every metric's default. Measured as a classifier on the help centre (`benchmarks/bench_rule_judge.py`, labels made by LLM assistants), it agrees well with the labels only when a claim is quoted word for word (Cohen's kappa about 0.8) and poorly as a relevance judge (about 0.2), so it suits this extractive generator better than a system that paraphrases: read the columns as the rule judge's view, and chapter 12 for how a judge is measured against labelled answers.
""",
        es=r"""
## De principio a fin: qué cambia en las respuestas una recuperación mejor

Las medidas de recuperación se quedan en el ranking; el usuario lee una respuesta. Para seguir toda la cadena sin conexión, el curso ejecuta un **generador extractivo** (`ragmetrics_course.lab.generate.extractive_answer`): toma el primer fragmento recuperado y responde con la frase de ese fragmento que comparte más términos clave con la pregunta. No es un modelo de lenguaje ni escribe palabras propias; todas las respuestas de abajo las ha producido él, en este notebook. Tres configuraciones sobre párrafos: BM25, el híbrido RRF y BM25 reordenado por el oráculo sobre su top `k_max` (un techo, no un sistema que se pueda construir). Para cada pregunta con respuesta, los *k* primeros fragmentos son el contexto, y la respuesta extractiva se puntúa con los jueces sin conexión del capítulo 05: relevancia del contexto (TruLens), fidelidad (RAGAS) y relevancia de la respuesta. Una columna más, «respaldada por la referencia», es la fidelidad tomando como contexto los tramos de respuesta: ¿coincide lo que dice la respuesta con la respuesta de referencia? Hace las veces de corrección. P(rel=2)@1 es la proporción de preguntas cuyo primer fragmento responde (rel=2 significa «grado 2 o más», como en ir_measures: aquí, grado 2 o 3). La segunda tabla junta las tres configuraciones según el grado del fragmento que quedó primero.

Detrás de estos jueces sin conexión está el juez de reglas, el juez por defecto de todas las métricas. Medido como clasificador en el centro de ayuda (`benchmarks/bench_rule_judge.py`, con etiquetas puestas por asistentes LLM), coincide bien con las etiquetas solo cuando la afirmación está copiada palabra por palabra (kappa de Cohen en torno a 0,8), y poco cuando juzga la relevancia (en torno a 0,2), así que es más fiable con este generador extractivo que con un sistema que parafrasea: lee las columnas como la opinión del juez de reglas y consulta el capítulo 12 para ver cómo se mide un juez frente a respuestas etiquetadas.
""",
        zh=r"""
## 端到端：更好的检索给答案带来了什么

检索指标只评估到排序为止，而用户读到的是答案。为了离线走完整条链路，课程运行一个**抽取式作答程序**（`ragmetrics_course.lab.generate.extractive_answer`）：它从排名第一的片段中挑出与问题共有关键词最多的那句话作为答案。它不是语言模型，不会自己写出任何一个词；下面所有答案都是它在本笔记本中生成的。在段落片段上比较三种配置：BM25、RRF 混合检索，以及用 oracle 重排对 BM25 前 `k_max` 名重新排序的结果（这是上限，不是能实际搭建的系统）。对每个有答案的问题，前 *k* 个片段作为上下文，抽取出的答案由第 5 章的离线评审打分：上下文相关性（TruLens）、忠实度（RAGAS）和答案相关性。另加的一列“有答案区间支持”改用答案区间作为上下文来计算忠实度，即答案所说的内容是否与参考答案一致，用来近似衡量正确性。P(rel=2)@1 是第一个片段就能回答的问题所占的比例（与 ir_measures 一样，rel=2 表示等级不低于 2，这里即等级 2 或 3）。第二张表把三种配置合在一起，按排名第一的片段的等级分组。

这些离线评审就是规则评审，也就是所有指标的默认评审。在帮助中心上把它当作分类器来衡量（`benchmarks/bench_rule_judge.py`，标签由 LLM 助手给出），结果是：作为忠实度评审，在陈述逐字引自原文时，它与标签相当一致（Cohen's kappa 约 0.8）；作为相关性评审则很差（约 0.2）。因此它更适合这个抽取式作答程序，而不适合会改写的系统。请把这几列看作规则评审的看法；怎样用带标签的回答检验评审本身，见第 12 章。
""",
        translates={"es": "22759df556f3", "zh": "22759df556f3"},
    ),
    msg("ch08.e2e.config", en="paragraphs, k = {k}", es="párrafos, k = {k}", zh="段落片段，k = {k}", translates={"es": "953319e9c2f8", "zh": "953319e9c2f8"}),
    msg("ch08.e2e.context", en="context relevancy", es="relevancia del contexto", zh="上下文相关性", translates={"es": "ca380fb48ea0", "zh": "ca380fb48ea0"}),
    msg("ch08.e2e.faithfulness", en="faithfulness", es="fidelidad", zh="忠实度", translates={"es": "8b77dce83f2d", "zh": "8b77dce83f2d"}),
    msg("ch08.e2e.relevancy", en="answer relevancy", es="relevancia de la respuesta", zh="答案相关性", translates={"es": "5c337ce917a3", "zh": "5c337ce917a3"}),
    msg("ch08.e2e.reference", en="supported by the answer spans", es="respaldada por la referencia", zh="有答案区间支持", translates={"es": "3b72493f09ca", "zh": "3b72493f09ca"}),
    msg("ch08.e2e.by_grade", en="By the grade of the first passage (the three configurations together):",
        es="Según el grado del primer fragmento (las tres configuraciones juntas):", zh="按第一个片段的等级分组（三种配置合并）：", translates={"es": "062bd4c19430", "zh": "062bd4c19430"}),
    msg("ch08.e2e.grade", en="grade of the first passage", es="grado del primer fragmento", zh="第一个片段的等级", translates={"es": "ea955e5425e0", "zh": "ea955e5425e0"}),
    code(r"""
import numpy as np
from ragmetrics_course.lab.generate import rag_answers

docs = hc.docs_store()
reference = {}  # what a right answer says: the answer spans of grade 2 or 3
for span in hc.spans_iter():
    if span.grade >= 2:
        reference.setdefault(span.query_id, []).append(docs[span.doc_id].text[span.start:span.end])

configurations = {"bm25": bm25, "hybrid_rrf": runs["hybrid_rrf"], "oracle": oracle_top}
answers, by_grade, rows = {}, {}, []
for name, run in configurations.items():  # the same extractive answers and the chapter 05 judges, for each configuration
    answers[name] = rag_answers(lab, run, chunking, k)
    scores = []
    for qid, (question, contexts, answer) in answers[name].items():
        if qid not in qrels:
            continue
        row = (rm.context_relevancy(question=question, contexts=contexts, method="trulens").score,
               rm.faithfulness(answer=answer, contexts=contexts).score,
               rm.answer_relevancy(question=question, answer=answer).score,
               rm.faithfulness(answer=answer, contexts=reference[qid]).score)  # the same judge, the answer spans as the context
        scores.append(row)
        by_grade.setdefault(qrels[qid].get(rm.rank(run[qid])[0], 0), []).append(row)
    shown = t("ch08.oracle_at", lang, k=k_max) if name == "oracle" else t(f"lab.retriever.{name}", lang)
    rows.append((shown, rm.evaluate(qrels, run, ["P(rel=2)@1"]).mean["P(rel=2)@1"], *np.nanmean(scores, axis=0)))
headers = [t("ch08.e2e.context", lang), t("ch08.e2e.faithfulness", lang), t("ch08.e2e.relevancy", lang),
           t("ch08.e2e.reference", lang)]
print_table([t("ch08.e2e.config", lang, k=k), "P(rel=2)@1"] + headers, rows, digits=3)
print()
print(t("ch08.e2e.by_grade", lang))
print_table([t("ch08.e2e.grade", lang), t("ch08.col.count", lang)] + headers,
            [(grade, len(scores), *np.nanmean(scores, axis=0)) for grade, scores in sorted(by_grade.items())], digits=3)
"""),
    md(
        en=r"""
Faithfulness hardly moves: the extractive generator copies a sentence of its context, so its answer is grounded even when the context answers another question. Faithfulness checks that the answer follows from the context; it cannot tell that the context was the wrong one (context relevancy and the retrieval measures can). What moves is support by the answer spans: low when the first passage does not answer (grade 0 or 1), high when it does (2 or 3), and the oracle's row, with many more answering first passages, has many more supported answers. Answer relevancy is also higher with an answering first passage than with an irrelevant one (grade 0), by less: a sentence about a neighbouring case still sounds on topic. An LLM would add a failure of its own on top, writing beyond its context, which this offline chain cannot show. Below, one question whose first passage became relevant with the hybrid, the two answers and the reference judge's verdict on each; then a question with no answer.
""",
        es=r"""
La fidelidad apenas se mueve: el generador extractivo copia una frase de su contexto, así que su respuesta está respaldada aunque el contexto responda a otra pregunta. La fidelidad comprueba que la respuesta se desprende del contexto; no puede saber que el contexto era el equivocado (eso lo ven la relevancia del contexto y las medidas de recuperación). Lo que se mueve es el respaldo por la referencia: bajo cuando el primer fragmento no responde (grado 0 o 1), alto cuando responde (2 o 3), y la fila del oráculo, con muchos más primeros fragmentos que responden, tiene muchas más respuestas respaldadas. La relevancia de la respuesta también es mayor cuando el primer fragmento responde que cuando no tiene nada que ver (grado 0), pero la diferencia es menor: una frase sobre un caso vecino sigue sonando pertinente. Un LLM añadiría encima un fallo propio, escribir más allá de su contexto, que esta cadena sin conexión no puede mostrar. Abajo se muestran una pregunta cuyo primer fragmento pasó a ser relevante con el híbrido, las dos respuestas y el veredicto del juez frente a la referencia sobre cada una; después, una pregunta sin respuesta.
""",
        zh=r"""
忠实度始终是 1.000：抽取式作答程序照抄上下文中的一句话，所以即使上下文回答的是另一个问题，它的答案也有依据。忠实度检查的是答案能否从上下文推出，却看不出上下文本身找错了（这要靠上下文相关性和检索指标）。真正变化的是答案区间的支持率：第一个片段答不了问题（等级 0 或 1）时很低，能回答（等级 2 或 3）时很高；oracle 重排那一行里第一个片段能回答的情况多得多，得到支持的答案也多得多。第一个片段能回答时，答案相关性也比第一个片段完全不相关（等级 0）时高，只是差距小一些，因为讲相邻情形的句子听起来仍然切题。真正的 LLM 还会带来另一种毛病，即写出上下文之外的内容，这条离线链路展示不了。下面先看一个换成混合检索后第一个片段变得相关的问题，列出两个答案，以及以答案区间为上下文时评审对每个答案的判定；然后看一个没有答案的问题。规则评审把中文切成字二元组，所以下面输出中的“关键词”是字二元组，而不是词；它先去掉“的”“请”这类常见字，偶尔会剩下单个汉字（如“申请”去掉“请”后剩下的“申”）。
""",
        translates={"es": "a646787a9e1a", "zh": "a646787a9e1a"},
    ),
    msg("ch08.verdict.no", en="contradicted: {reason}", es="contradicha: {reason}", zh="与答案区间矛盾：{reason}", translates={"es": "46bc2f8b8e93", "zh": "46bc2f8b8e93"}),
    msg("ch08.verdict.idk", en="not supported: {reason}", es="sin respaldo: {reason}", zh="没有依据：{reason}", translates={"es": "3fc94cf49570", "zh": "3fc94cf49570"}),
    msg("ch08.e2e.abstain", en="I don't know.", es="No lo sé.", zh="我不知道。", translates={"es": "810d7c3ca6aa", "zh": "810d7c3ca6aa"}),
    msg("ch08.e2e.noanswer",
        en="{qid} has no answer in the corpus: {question}\n  extractive answer: {answer}\n  answer relevancy {extracted:.3f}; "
           "the answer \"{abstain}\" gets {abstained:.3f}",
        es="{qid} no tiene respuesta en el corpus: {question}\n  respuesta extractiva: {answer}\n  relevancia de la respuesta {extracted:.3f}; "
           "la respuesta «{abstain}» obtiene {abstained:.3f}",
        zh="{qid} 在语料库中没有答案：{question}\n  抽取的答案：{answer}\n  答案相关性 {extracted:.3f}；"
           "回答“{abstain}”得到 {abstained:.3f}", translates={"es": "6e9bce446ed2", "zh": "6e9bce446ed2"}),
    code(r"""
changed = [qid for qid in qrels if qrels[qid].get(rm.rank(runs["hybrid_rrf"][qid])[0], 0) >= 2 > qrels[qid].get(rm.rank(bm25[qid])[0], 0)
           and rm.faithfulness(answer=answers["hybrid_rrf"][qid][2], contexts=reference[qid]).score == 1]
for qid in changed[:1]:  # a question whose first passage became relevant with the hybrid, and whose answer the spans support
    print(t("label.colon", lang, label=qid) + answers["bm25"][qid][0])
    for name in ("bm25", "hybrid_rrf"):
        answer = answers[name][qid][2]
        verdict = rm.faithfulness(answer=answer, contexts=reference[qid]).verdicts[0]
        said = verdict.reason  # a supported verdict's reason already says so
        if verdict.verdict != "yes":
            said = t(f"ch08.verdict.{verdict.verdict}", lang, reason=verdict.reason)
        print("  " + t("label.colon", lang, label=t(f"lab.retriever.{name}", lang)) + f"{one_line(answer)}\n    → " + said)
print()
qid = no_answer[0]  # a question with no answer: the extractive answer, and an honest one
question, _, answer = answers["bm25"][qid]
abstain = t("ch08.e2e.abstain", lang)
print(t("ch08.e2e.noanswer", lang, qid=qid, question=question, answer=one_line(answer),
        extracted=rm.answer_relevancy(question=question, answer=answer).score, abstain=abstain,
        abstained=rm.answer_relevancy(question=question, answer=abstain).score))
"""),
    md(
        en=r"""
The question with no answer shows the metrics' blind spot. The extractive generator answers it anyway, from whatever came first; an honest system says it does not know. Answer relevancy gives the honest answer 0 (RAGAS scores a noncommittal answer as irrelevant), below the copied sentence that answers nothing, and the retrieval measures skip the question. On unanswerable questions the usual metrics reward the wrong behaviour: keep them in the test set and score them apart (did the system abstain?).
""",
        es=r"""
La pregunta sin respuesta muestra el punto ciego de las métricas. El generador extractivo responde de todos modos, con lo que salió primero; un sistema honesto dice que no lo sabe. La relevancia de la respuesta le da un 0 a la respuesta honesta (RAGAS puntúa como irrelevante una respuesta evasiva), por debajo de la frase copiada que no responde nada, y las medidas de recuperación omiten la pregunta. En las preguntas sin respuesta, las métricas habituales premian el comportamiento equivocado: mantenlas en el conjunto de evaluación y puntúalas aparte (¿se abstuvo el sistema?).
""",
        zh=r"""
没有答案的问题暴露了这些指标的盲区。抽取式作答程序照样作答，用的是排在最前面的内容；而一个诚实的系统会说它不知道。答案相关性给诚实的回答打 0 分（RAGAS 把不置可否的回答算作不相关），比那句照抄来、其实什么也没回答的句子还低，而检索指标则直接跳过这个问题。在无答案的问题上，常用指标奖励的恰恰是错误的行为。因此要把这类问题留在评测集中，并单独评分（系统是否拒答了？）。
""",
        translates={"es": "951c4101257d", "zh": "951c4101257d"},
    ),
    *PART2,  # Check your understanding and Summary (parts/ch08_part2.py)
    msg("ch08.summary", en="{language}, {chunking}, k = {k}:", es="{language}, {chunking}, k = {k}:",
        zh="{language}，{chunking}，k = {k}：", translates={"es": "e3e980228fc7", "zh": "e3e980228fc7"}),
    msg("ch08.oracle_at", en="Oracle (top {k})", es="Oráculo (top {k})", zh="oracle 重排（前 {k} 名）", translates={"es": "14fa8c96f6f9", "zh": "14fa8c96f6f9"}),
    code(r"""
print(t("ch08.summary", lang, language=t("lab.language." + lang, lang), chunking=chunking_label(Chunking.parse(chunking), lang), k=k))
for name, run in runs.items():
    mean = rm.evaluate(qrels, run, measures).mean
    print("  " + t("label.colon", lang, label=t(f"lab.retriever.{name}", lang))
          + "  ".join(f"{measure} {write_number(value, '.4f', lang)}" for measure, value in zip(mean_names, mean.values())))
print("  " + t("label.colon", lang, label=t("ch08.oracle_at", lang, k=k))
      + f"R@{k} {write_number(oracle_rows[0][2], '.4f', lang)}  nDCG@{k} {write_number(oracle_rows[0][4], '.4f', lang)}")
""", tags=["summary"]),
    *PART3,  # Exercises and References (parts/ch08_part3.py)
]
