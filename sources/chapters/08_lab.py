"""Chapter 08 · The lab: the source of notebooks/{en,es,zh}/08_lab.ipynb and of the catalog keys ch08.*
(ragmetrics/course/messages_chapter_08.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 08 --run
(docs/course.md says how a source is written). First part of issue 12: the corpus, one BM25 run and
its spread, metric-vs-k curves, the failing questions, the oracle reranker's ceiling. The widget,
the diagnosis, cost, the end-to-end section and the exercises come next.
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "the help centre in this notebook's language: articles, questions, answer spans": (
        "el centro de ayuda en el idioma de este cuaderno: artículos, preguntas, fragmentos de respuesta",
        "本笔记本所用语言的帮助中心：文章、问题、答案片段",
    ),
    "how many questions of each kind": ("cuántas preguntas hay de cada tipo", "每类问题各有多少个"),
    "cut every article at its blank lines: one passage per paragraph": (
        "corta cada artículo en sus líneas en blanco: un fragmento por párrafo",
        "在空行处切分每篇文章：每段一个片段",
    ),
    "the grades of these passages, derived from the answer spans": (
        "las notas de estos fragmentos, derivadas de los fragmentos de respuesta",
        "这些片段的等级，由答案片段推导而来",
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
        "la misma ejecución escrita como fichero de run TREC y leída de nuevo da los mismos números",
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
        "las preguntas de este cuaderno sobre los artículos de otro idioma",
        "用本笔记本语言的问题检索另一种语言的文章",
    ),
    "an oracle reranker reorders BM25's top n by the true grades: the best any reranker can do": (
        "un reordenador oráculo reordena el top n de BM25 con las notas verdaderas: lo mejor que puede hacer cualquier reordenador",
        "神谕重排序器按真实等级重排 BM25 的前 n 名：这是任何重排序器能做到的最好结果",
    ),
}

CELLS = [
    md(
        en=r"""
# 08 · The lab: evaluate a real retriever

Until now every ranking in this course was typed by hand. Here you run real retrievers (BM25, a dense embedder, a hybrid of both) over the help centre of Marea, a fictional shop whose 50 articles and 70 customer questions ship with the course in English, Spanish and Chinese, and you measure them with the measures of the previous chapters. You will see one run's Recall@k, nDCG@k, MRR and hit rate with their spread over the questions, compare the three retrievers at every k, read the questions that fail, and measure how far a perfect reranker could go. Everything runs offline in under a minute.
""",
        es=r"""
# 08 · El laboratorio: evalúa un recuperador de verdad

Hasta ahora, cada ranking del curso se escribía a mano. Aquí ejecutarás recuperadores reales (BM25, un modelo de embeddings denso y un híbrido de ambos) sobre el centro de ayuda de Marea, una tienda ficticia cuyos 50 artículos y 70 preguntas de clientes vienen con el curso en inglés, español y chino, y los medirás con las medidas de los capítulos anteriores. Verás el Recall@k, el nDCG@k, el MRR y la tasa de aciertos de una ejecución con su dispersión entre preguntas, compararás los tres recuperadores en cada k, leerás las preguntas que fallan y medirás hasta dónde podría llegar un reordenador perfecto. Todo funciona sin conexión en menos de un minuto.
""",
        zh=r"""
# 08 · 实验室：评估一个真实的检索器

到目前为止，本课程中的每个排序都是手工写出来的。本章将在 Marea 的帮助中心上运行真实的检索器（BM25、稠密嵌入检索器，以及二者的混合）。Marea 是一家虚构的网店，它的 50 篇文章和 70 个客户问题以英语、西班牙语和中文随课程提供。你将用前几章的指标来衡量这些检索器：查看一次运行的 Recall@k、nDCG@k、MRR 和命中率及其在各问题间的分布，在每个 k 上比较三个检索器，阅读失败的问题，并测量一个完美的重排序器最多能带来多少提升。全部离线运行，不到一分钟。
""",
        translates={"es": "09d41b928202", "zh": "09d41b928202"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import matplotlib.pyplot as plt
import ragmetrics as rm
from ragmetrics import datasets
from ragmetrics.course import print_table, set_language, setup_fonts, t
from ragmetrics.lab import Lab

set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The corpus

The help centre is loaded the way IR people load a collection: documents, queries and judgments as iterables of named tuples. The ground truth is kept as **character spans** of the articles, each graded 0-3, so that any way of cutting the articles into passages can be graded: a passage takes the grade of the spans it mostly holds. Seven questions have no answer in the corpus; they have no judgments, and the retrieval measures skip them.
""",
        es=r"""
## El corpus

El centro de ayuda se carga como se carga una colección en recuperación de información: documentos, consultas y juicios como iterables de tuplas con nombre. La verdad de referencia se guarda como **fragmentos de caracteres** de los artículos, cada uno con una nota de 0 a 3, para poder calificar cualquier forma de cortar los artículos en fragmentos: un fragmento recibe la nota de los fragmentos de respuesta que contiene en su mayor parte. Siete preguntas no tienen respuesta en el corpus; no tienen juicios y las medidas de recuperación las omiten.
""",
        zh=r"""
## 语料库

帮助中心按信息检索领域加载数据集的惯例来加载：文档、查询和相关性判断都是具名元组的可迭代对象。标准答案以文章中的**字符片段**形式保存，每个片段有 0–3 的等级，因此无论怎样把文章切成片段，都能给片段定级：一个片段取它所包含的大部分答案片段的等级。有七个问题在语料库中没有答案，它们没有相关性判断，检索指标会跳过它们。
""",
        translates={"es": "3c8c5462404c", "zh": "3c8c5462404c"},
    ),
    msg("ch08.corpus", en="{docs} articles, {queries} questions, {spans} answer spans ({language})",
        es="{docs} artículos, {queries} preguntas, {spans} fragmentos de respuesta ({language})",
        zh="{docs} 篇文章，{queries} 个问题，{spans} 个答案片段（{language}）"),
    msg("ch08.col.kind", en="kind of question", es="tipo de pregunta", zh="问题类型"),
    msg("ch08.col.count", en="questions", es="preguntas", zh="问题数"),
    msg("ch08.col.example", en="example", es="ejemplo", zh="示例"),
    code(r"""
hc = datasets.load("helpcentre", lang=lang)  # the help centre in this notebook's language: articles, questions, answer spans
queries = list(hc.queries_iter())
print(t("ch08.corpus", lang, docs=hc.docs_count(), queries=len(queries), spans=len(list(hc.spans_iter())), language=lang))
kinds = {}
for query in queries:  # how many questions of each kind
    kinds.setdefault(query.kind, []).append(query.text)
print_table([t("ch08.col.kind", lang), t("ch08.col.count", lang), t("ch08.col.example", lang)],
            [(kind, len(texts), texts[0]) for kind, texts in kinds.items()])
"""),
    md(
        en=r"""
## One BM25 run, and its spread over the questions

We cut each article at its blank lines (one passage per paragraph), index the passages with BM25 and retrieve for every question. The run is the dictionary the previous chapters evaluated, `{query id: {passage id: score}}`, and it is also a TREC run file that `python -m ragmetrics eval` reads. A mean hides the questions: the spread (how many questions score 0, the quartiles) shows whether a mean of 0.5 means "half right everywhere" or "right for half of the questions".
""",
        es=r"""
## Una ejecución de BM25 y su dispersión entre preguntas

Cortamos cada artículo en sus líneas en blanco (un fragmento por párrafo), indexamos los fragmentos con BM25 y recuperamos para cada pregunta. La ejecución (*run*) es el diccionario que evaluaban los capítulos anteriores, `{id de consulta: {id de fragmento: puntuación}}`, y también es un fichero de run TREC que lee `python -m ragmetrics eval`. Una media esconde las preguntas: la dispersión (cuántas preguntas puntúan 0, los cuartiles) muestra si una media de 0,5 significa «medio bien en todas» o «bien en la mitad de las preguntas».
""",
        zh=r"""
## 一次 BM25 运行及其在各问题间的分布

我们在空行处切分每篇文章（每段一个片段），用 BM25 为片段建立索引，并对每个问题进行检索。得到的运行结果（run）就是前几章评估过的字典 `{查询 id: {片段 id: 分数}}`，它同时也是 `python -m ragmetrics eval` 可以读取的 TREC run 文件。平均值会掩盖单个问题：分布（多少个问题得 0 分、四分位数）能说明平均值 0.5 究竟是“每个问题都对一半”，还是“一半的问题全对”。
""",
        translates={"es": "9149457244d3", "zh": "9149457244d3"},
    ),
    msg("ch08.passages", en="{n} passages ({chunking}); {judged} questions have a relevant passage",
        es="{n} fragmentos ({chunking}); {judged} preguntas tienen un fragmento relevante",
        zh="{n} 个片段（{chunking}）；{judged} 个问题有相关片段"),
    msg("ch08.col.measure", en="measure", es="medida", zh="指标"),
    msg("ch08.col.mean", en="mean", es="media", zh="平均值"),
    msg("ch08.col.zero", en="questions at 0", es="preguntas en 0", zh="得 0 分的问题"),
    msg("ch08.col.quartiles", en="quartiles (25% / 50% / 75%)", es="cuartiles (25 % / 50 % / 75 %)",
        zh="四分位数（25% / 50% / 75%）"),
    msg("ch08.same_file", en="same numbers from the TREC run file: {same}", es="mismos números desde el fichero de run TREC: {same}",
        zh="从 TREC run 文件得到相同的数字：{same}"),
    code(r"""
import statistics
import tempfile
from pathlib import Path

lab = Lab(lang)
chunking = "paragraph"  # cut every article at its blank lines: one passage per paragraph
qrels = lab.qrels(chunking)  # the grades of these passages, derived from the answer spans
print(t("ch08.passages", lang, n=len(lab.passages(chunking)), chunking=chunking, judged=len(qrels)))

measures = [f"R@{k}", f"nDCG@{k}", "RR", f"HitRate@{k}"]
bm25 = lab.run("bm25", chunking)  # BM25 over the passages: {query id: {passage id: score}}
results = rm.evaluate(qrels, bm25, measures)
rows = []
for name in measures:  # the spread over queries: how many score 0, the quartiles, the mean
    values = [per_query[name] for per_query in results.per_query.values()]
    q1, q2, q3 = statistics.quantiles(values, n=4)
    rows.append((name, results.mean[name], sum(v == 0 for v in values), f"{q1:.2f} / {q2:.2f} / {q3:.2f}"))
print_table([t("ch08.col.measure", lang), t("ch08.col.mean", lang), t("ch08.col.zero", lang),
             t("ch08.col.quartiles", lang)], rows)

run_file = Path(tempfile.mkdtemp()) / "bm25.run"  # the same run written as a TREC run file and read back gives the same numbers
rm.write_run(bm25, run_file, tag="bm25")
print(t("ch08.same_file", lang, same=rm.evaluate(qrels, rm.read_run(run_file), measures).mean == results.mean))
"""),
    md(
        en=r"""
## BM25, dense and hybrid at every k

BM25 matches words (for Chinese, pairs of characters); the dense retriever compares meanings with the multilingual sentence encoder the course already uses for answer relevancy; the hybrid fuses both rankings by reciprocal rank fusion (each passage scores the sum of 1 / (60 + its rank) in each ranking). Recall@k can only grow with k; nDCG@k need not.
""",
        es=r"""
## BM25, denso e híbrido en cada k

BM25 empareja palabras (en chino, pares de caracteres); el recuperador denso compara significados con el codificador de frases multilingüe que el curso ya usa para la relevancia de la respuesta; el híbrido fusiona las dos rankings por fusión de rangos recíprocos (cada fragmento suma 1 / (60 + su posición) en cada ranking). El Recall@k solo puede crecer con k; el nDCG@k no necesariamente.
""",
        zh=r"""
## 在每个 k 上比较 BM25、稠密检索与混合检索

BM25 匹配词语（中文按相邻两个字匹配）；稠密检索器用课程在答案相关性中已经使用的多语言句子编码器比较语义；混合检索用倒数排名融合（RRF）合并两个排序（每个片段在每个排序中得到 1 / (60 + 其排名)，再求和）。Recall@k 只会随 k 增大而增大，nDCG@k 则不一定。
""",
        translates={"es": "14f272c0c2c0", "zh": "14f272c0c2c0"},
    ),
    msg("ch08.curves.title", en="{measure} against k ({language}, {chunking})", es="{measure} frente a k ({language}, {chunking})",
        zh="{measure} 随 k 的变化（{language}，{chunking}）"),
    msg("ch08.col.retriever", en="retriever", es="recuperador", zh="检索器"),
    code(r"""
ks = list(range(1, 21))
retrievers = ["bm25", "dense", "hybrid_rrf"]
runs = {name: lab.run(name, chunking) for name in retrievers}  # three retrievers on the same passages; the dense one loads the embedder once (a few seconds)
curves = {name: rm.evaluate(qrels, run, [f"R@{n}" for n in ks] + [f"nDCG@{n}" for n in ks]).mean
          for name, run in runs.items()}

fig, axes = plt.subplots(1, 2, figsize=(10, 3.6))
for ax, (measure, title) in zip(axes, [("R", "Recall@k"), ("nDCG", "nDCG@k")]):
    for name in retrievers:
        ax.plot(ks, [curves[name][f"{measure}@{n}"] for n in ks], marker="o", markersize=3, label=name)
    ax.axvline(k, color="grey", linestyle=":")
    ax.set_xlabel("k")
    ax.set_xticks([1, 5, 10, 15, 20])
    ax.set_title(t("ch08.curves.title", lang, measure=title, language=lang, chunking=chunking), fontproperties=cjk_font)
    ax.set_ylim(0, 1)
    ax.legend()
plt.tight_layout()
plt.show()
print_table([t("ch08.col.retriever", lang)] + measures,
            [(name, *rm.evaluate(qrels, run, measures).mean.values()) for name, run in runs.items()])
"""),
    # ----- the lab explorer (issue 12: the widget); one block, inserted after the curves of the three retrievers
    md(
        en=r"""
## The lab explorer

Now change the retrieval yourself. The explorer below opens on the hybrid (RRF) over paragraphs at this notebook's k, with BM25 pinned beside it: the dashed curves and the "Pinned" column are BM25, the solid curves are the current configuration. Choose the help centre's language, the retriever, how the articles are cut (by paragraph, into windows of a given size and overlap, or as whole articles), the dense weight of the weighted hybrid, and k. The table gives each measure's mean with its spread over the questions (the bar covers the middle half of the questions, each dot is one question); below the chart come the questions that still fail, what was retrieved instead, and where their first relevant chunk ranked. A chunking you have not chosen before is indexed the first time (a few seconds); after that every change is immediate.

Try these, predicting the answer before each move:

1. Move k from 1 to 20. Which curve can never go down? Why can nDCG@k dip?
2. Switch to the dense retriever. Which questions leave the list of failures? Look at their kind.
3. Choose "By size" and shrink the chunks to 200 characters. Does Recall@k rise or fall, and what happens to the number of chunks?
4. Pin a configuration you like, then change one control at a time and read the "Current − pinned" column.

Where widgets cannot run (on GitHub, for example) you see an image of the chart and the numbers as text; the cell after the explorer prints the numbers it opens with and checks them against `rm.evaluate` on the hybrid run of the section above.
""",
        es=r"""
## El explorador del laboratorio

Ahora te toca a ti modificar la recuperación. El explorador de abajo se abre con el híbrido (RRF) sobre párrafos, con el k de este cuaderno y con BM25 fijado al lado: las curvas discontinuas y la columna «Fijada» son BM25; las continuas, la configuración actual. Elige el idioma del centro de ayuda, el recuperador, cómo se cortan los artículos (por párrafo, en ventanas de un tamaño y un solapamiento dados, o artículos enteros), el peso del denso en el híbrido ponderado y k. La tabla da la media de cada medida con su dispersión entre preguntas (la barra cubre la mitad central de las preguntas y cada punto es una pregunta); bajo el gráfico aparecen las preguntas que siguen fallando, lo que se recuperó en su lugar y la posición de su primer fragmento relevante. Un corte que no habías elegido antes se indexa la primera vez (unos segundos); después, cada cambio es inmediato.

Prueba lo siguiente y predice el resultado antes de cada cambio:

1. Mueve k de 1 a 20. ¿Qué curva no puede bajar nunca? ¿Por qué puede hundirse el nDCG@k?
2. Cambia al recuperador denso. ¿Qué preguntas salen de la lista de fallos? Fíjate en su tipo.
3. Elige «Por tamaño» y reduce los fragmentos a 200 caracteres. ¿Sube o baja el Recall@k? ¿Qué pasa con el número de fragmentos?
4. Fija una configuración que te guste y después cambia los controles de uno en uno, leyendo la columna «Actual − fijada».

Donde los widgets no pueden ejecutarse (en GitHub, por ejemplo) verás una imagen del gráfico y los números como texto; la celda que sigue al explorador imprime los números con los que se abre y los comprueba con `rm.evaluate` sobre el run híbrido de la sección anterior.
""",
        zh=r"""
## 检索实验室：自己动手调

现在轮到你来改动检索了。下面的检索实验室打开时使用混合检索（RRF）、按段落切分、k 取本笔记本的设定值，旁边固定了 BM25 作为对照：虚线和“已固定”一列是 BM25，实线是当前配置。你可以选择帮助中心的语言、检索器、文章的切分方式（按段落、按指定的长度和重叠切成窗口，或者整篇文章）、加权混合检索中稠密检索的权重，以及 k。表格给出每个指标的平均值及其在各问题上的分布（条形覆盖中间一半的问题，每个点代表一个问题）；图的下方列出仍然失败的问题、实际检索到的内容，以及它们第一个相关片段的排名。第一次选用某种切分方式时需要建立索引（几秒钟），之后的每次改动都会立即生效。

试试下面几件事，每次动手之前先预测结果：

1. 把 k 从 1 拖到 20。哪条曲线永远不会下降？nDCG@k 为什么可能下降？
2. 换成稠密检索器。哪些问题离开了失败列表？看看它们属于哪一类。
3. 选“按长度”，把片段缩短到 200 个字符。Recall@k 是升还是降？片段的数量又有什么变化？
4. 固定一个你满意的配置，然后每次只改一个控件，观察“当前 − 已固定”这一列。

在不能运行交互组件的地方（例如 GitHub），你会看到图表的图片和文字形式的数字；实验室后面的单元格会打印它打开时显示的数字，并用 `rm.evaluate` 对上一节的混合检索 run 进行核对。
""",
        translates={"es": "f38d8e5f7089", "zh": "f38d8e5f7089"},
    ),
    code(r"""
from ragmetrics.course import LabExplorer

explorer = LabExplorer(lang, retriever="hybrid_rrf", chunking=chunking, k=k, pinned={"retriever": "bm25"})  # the help centre in this notebook's language, BM25 pinned beside the hybrid
explorer
""", tags=["nbval-ignore-output"], comments={
        "the help centre in this notebook's language, BM25 pinned beside the hybrid": (
            "el centro de ayuda en el idioma de este cuaderno, con BM25 fijado junto al híbrido",
            "本笔记本语言的帮助中心，BM25 固定在混合检索旁边作为对照",
        ),
    }),
    msg("ch08.explorer_same", en="the explorer's means equal rm.evaluate on the hybrid run above: {same}",
        es="las medias del explorador coinciden con rm.evaluate sobre el run híbrido de arriba: {same}",
        zh="实验室显示的平均值与 rm.evaluate 对上面混合检索 run 的结果一致：{same}"),
    code(r"""
print(explorer.text())  # the numbers the explorer shows when it opens
print(t("ch08.explorer_same", lang, same=explorer.means() == rm.evaluate(qrels, runs["hybrid_rrf"], measures).mean))
""", comments={
        "the numbers the explorer shows when it opens": (
            "los números que muestra el explorador al abrirse",
            "实验室打开时显示的数字",
        ),
    }),
    md(
        en=r"""
## The questions that fail

A mean says how often; the failures say why. Below are the questions with no relevant passage in BM25's top k, the rank of their first relevant passage (none: BM25 never retrieved it), and what came first instead. Look at their kind: paraphrases share no word with the answer (the dense retriever may find them), typos break words, unanswerable questions are not here because they have no judgments.
""",
        es=r"""
## Las preguntas que fallan

Una media dice con qué frecuencia; los fallos dicen por qué. Abajo están las preguntas sin ningún fragmento relevante en el top k de BM25, la posición de su primer fragmento relevante (ninguna: BM25 nunca lo recuperó) y lo que salió primero en su lugar. Fíjate en su tipo: las paráfrasis no comparten palabras con la respuesta (el recuperador denso puede encontrarlas), las erratas rompen las palabras, y las preguntas sin respuesta no aparecen porque no tienen juicios.
""",
        zh=r"""
## 失败的问题

平均值告诉你失败有多频繁，失败案例告诉你原因。下面列出 BM25 前 k 名中没有任何相关片段的问题、它们第一个相关片段的排名（“无”表示 BM25 从未检索到），以及排在最前面的是什么。注意它们的类型：改写类问题与答案没有共同词语（稠密检索器也许能找到），错别字会破坏词语，而无答案的问题不在这里，因为它们没有相关性判断。
""",
        translates={"es": "076333b8d486", "zh": "076333b8d486"},
    ),
    msg("ch08.failures", en="{n} of {total} questions have no relevant passage in the top {k} of BM25",
        es="{n} de {total} preguntas no tienen ningún fragmento relevante en el top {k} de BM25",
        zh="{total} 个问题中有 {n} 个在 BM25 的前 {k} 名中没有相关片段"),
    msg("ch08.failure", en="{qid} ({kind}): {text}\n  first relevant passage at rank {rank}; relevant: {relevant}",
        es="{qid} ({kind}): {text}\n  primer fragmento relevante en la posición {rank}; relevantes: {relevant}",
        zh="{qid}（{kind}）：{text}\n  第一个相关片段的排名：{rank}；相关片段：{relevant}"),
    msg("ch08.none", en="none", es="ninguna", zh="无"),
    code(r"""
failures = lab.failures(bm25, chunking, k=k)  # the questions with no relevant passage in the top k, and what was retrieved instead
print(t("ch08.failures", lang, n=len(failures), total=len(qrels), k=k))
for row in failures[:3]:
    rank = row["first_relevant_rank"] or t("ch08.none", lang)
    print(t("ch08.failure", lang, qid=row["query_id"], kind=row["kind"], text=row["text"], rank=rank,
            relevant=", ".join(row["relevant"][:3])))
    for position, (passage_id, grade) in enumerate(row["top"][:3], start=1):
        snippet = lab.passage_text(passage_id, chunking).replace("\n", "" if lang == "zh" else " ")[:90]
        print(f"    {position}. [{grade}] {passage_id}: {snippet}")
"""),
    md(
        en=r"""
## The first stage sets the ceiling

A reranker reorders what the first stage retrieved; it cannot bring back a passage the first stage missed. The oracle reranker below knows the true grades and puts the best passages of BM25's top n first: no reranker can do better. Its nDCG@k rises, but its Recall@n stays exactly BM25's Recall@n: to raise the ceiling, improve the first stage (or retrieve more: a larger n).
""",
        es=r"""
## La primera etapa fija el techo

Un reordenador (*reranker*) reordena lo que recuperó la primera etapa; no puede recuperar un fragmento que la primera etapa no trajo. El reordenador oráculo de abajo conoce las notas verdaderas y pone primero los mejores fragmentos del top n de BM25: ningún reordenador puede hacerlo mejor. Su nDCG@k sube, pero su Recall@n se queda exactamente en el Recall@n de BM25: para subir el techo hay que mejorar la primera etapa (o recuperar más: un n mayor).
""",
        zh=r"""
## 第一阶段决定上限

重排序器只能重新排列第一阶段检索到的内容，无法找回第一阶段漏掉的片段。下面的神谕重排序器知道真实等级，会把 BM25 前 n 名中最好的片段排在最前面：任何重排序器都不可能做得更好。它的 nDCG@k 会提高，但 Recall@n 恰好等于 BM25 的 Recall@n：要提高上限，就得改进第一阶段（或者多检索一些：更大的 n）。
""",
        translates={"es": "62c62216543d", "zh": "62c62216543d"},
    ),
    msg("ch08.col.n", en="reranked top n", es="top n reordenado", zh="重排前 n 名"),
    msg("ch08.col.first_recall", en="BM25 Recall@n", es="Recall@n de BM25", zh="BM25 的 Recall@n"),
    msg("ch08.col.oracle_recall", en="oracle Recall@n", es="Recall@n del oráculo", zh="神谕的 Recall@n"),
    msg("ch08.col.first_ndcg", en="BM25 nDCG@{k}", es="nDCG@{k} de BM25", zh="BM25 的 nDCG@{k}"),
    msg("ch08.col.oracle_ndcg", en="oracle nDCG@{k}", es="nDCG@{k} del oráculo", zh="神谕的 nDCG@{k}"),
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
## A question in another language

The sentence encoder is multilingual: it was trained so that a sentence and its translation get nearby vectors, whatever the language. BM25 only matches words, so a question in one language finds almost nothing in articles written in another. Below, this notebook's questions are asked against the articles of another language (Spanish, or Chinese for the Spanish notebook), and the run is scored per article.
""",
        es=r"""
## Una pregunta en otro idioma

El codificador de frases es multilingüe: se entrenó para que una frase y su traducción reciban vectores cercanos, sea cual sea el idioma. BM25 solo empareja palabras, así que una pregunta en un idioma casi no encuentra nada en artículos escritos en otro. Abajo, las preguntas de este cuaderno se hacen sobre los artículos de otro idioma (el español, o el chino en el cuaderno en español), y la ejecución se puntúa por artículo.
""",
        zh=r"""
## 用另一种语言提问

句子编码器是多语言的：它在训练时就让一句话和它的译文得到相近的向量，无论是哪种语言。BM25 只匹配词语，因此用一种语言提问，在另一种语言写的文章里几乎什么也找不到。下面用本笔记本语言的问题去检索另一种语言的文章（西班牙语；西班牙语笔记本则用中文），并按文章给运行结果打分。
""",
        translates={"es": "8f5b71d20150", "zh": "8f5b71d20150"},
    ),
    msg("ch08.cross", en="questions in {questions}, articles in {articles}, scored per article:",
        es="preguntas en {questions}, artículos en {articles}, puntuado por artículo:",
        zh="问题语言：{questions}，文章语言：{articles}，按文章打分："),
    code(r"""
articles = "zh" if lang == "es" else "es"
cross = Lab(articles, query_lang=lang)  # this notebook's questions against the articles of another language
print(t("ch08.cross", lang, questions=lang, articles=articles))
doc_measures = [f"R@{k}", f"nDCG@{k}"]
print_table([t("ch08.col.retriever", lang)] + doc_measures,
            [(name, *cross.evaluate(cross.run(name, chunking, level="doc"), doc_measures, level="doc").mean.values())
             for name in ("bm25", "dense")])
"""),
    md(
        en=r"""
## Summary

The cell below prints the chapter's numbers at the current `k`.
""",
        es=r"""
## Resumen

La celda de abajo imprime los números del capítulo con el `k` actual.
""",
        zh=r"""
## 小结

下面的单元格打印本章在当前 `k` 下的数字。
""",
        translates={"es": "337c224291c0", "zh": "337c224291c0"},
    ),
    msg("ch08.summary", en="{language}, {chunking} passages, k = {k}:", es="{language}, fragmentos {chunking}, k = {k}:",
        zh="{language}，{chunking} 片段，k = {k}："),
    code(r"""
print(t("ch08.summary", lang, language=lang, chunking=chunking, k=k))
for name, run in runs.items():
    mean = rm.evaluate(qrels, run, measures).mean
    print(f"  {name:11} " + "  ".join(f"{measure} {value:.4f}" for measure, value in mean.items()))
print(f"  oracle@{k}: R@{k} {oracle_rows[0][2]:.4f}, nDCG@{k} {oracle_rows[0][4]:.4f}")
""", tags=["summary"]),
]
