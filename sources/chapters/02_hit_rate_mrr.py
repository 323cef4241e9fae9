"""Chapter 02 · HitRate@k and MRR: the source of notebooks/{en,es,zh}/02_hit_rate_mrr.ipynb
and of the catalog keys ch02.* (course/ragmetrics_course/messages_chapter_02.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 02 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch02_part2 import CELLS as PART2

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "AP by hand: walk down the ranking; at each relevant document, the precision so far": (
        "AP a mano: recorre el ranking y, en cada documento relevante, anota la precisión hasta ahí",
        "手算 AP：沿排序往下走，每遇到一篇相关文档就记下到此为止的精确率",
    ),
    "divided by R: every relevant document, retrieved or not": (
        "dividido entre R: todos los relevantes, recuperados o no",
        "除以 R：所有相关文档，无论是否被检索到",
    ),
    "R-precision by hand: the precision of the top R": (
        "R-precision a mano: la precisión del top R",
        "手算 R-precision：前 R 名的精确率",
    ),
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "The Chinese article's example: one query with four relevant documents, two retrievers": (
        "El ejemplo del artículo chino: una consulta con cuatro documentos relevantes, dos recuperadores",
        "中文面试文章的例子：一个查询有 4 篇相关文档，两个检索器",
    ),
    "one relevant document in its top 5": ("un documento relevante en su top 5", "前 5 名中有 1 篇相关文档"),
    "all four in its top 5": ("los cuatro en su top 5", "前 5 名中包含全部 4 篇"),
    "HitRate@k by hand: is any of the top k relevant?": (
        "Tasa de aciertos (HitRate@k) a mano: ¿hay algún relevante en el top k?",
        "手算 HitRate@k：前 k 名中有没有相关文档？",
    ),
    "A simulated test set in the spirit of the Chinese article: 100 queries, 80 with a relevant document in the top k": (
        "Un conjunto de prueba simulado, al estilo del artículo chino: 100 consultas, 80 con un documento relevante en el top k",
        "仿照中文面试文章构造的模拟测试集：100 个查询，其中 80 个在前 k 名中有相关文档",
    ),
    "every ranking is longer than k": ("todos los rankings son más largos que k", "每个排序都比 k 长"),
    "the first relevant document: inside the top k for the first 80 queries, below it for the others": (
        "el primer documento relevante: dentro del top k en las 80 primeras consultas, por debajo en las demás",
        "第一篇相关文档：前 80 个查询放在前 k 名内，其余查询放在 k 之后",
    ),
    "depth + 1: never retrieved": ("depth + 1: nunca recuperado", "depth + 1 表示从未被检索到"),
    "a second relevant document further down (or never retrieved)": (
        "un segundo documento relevante más abajo (o nunca recuperado)",
        "第二篇相关文档排得更靠后（或从未被检索到）",
    ),
    "Hit rate by hand: count the queries with a relevant document in their top k": (
        "Tasa de aciertos a mano: cuenta las consultas con un documento relevante en su top k",
        "手算命中率：数一数前 k 名中有相关文档的查询有多少个",
    ),
    "The capsule's MRR example: each ranking with the documents it marks as relevant": (
        "El ejemplo de MRR de la cápsula: cada ranking con los documentos que marca como relevantes",
        "西班牙语课程的 MRR 示例：每个排序及其标为相关的文档",
    ),
    "RR by hand: the rank of the first relevant document, then 1 / rank": (
        "RR a mano: la posición del primer documento relevante, y luego 1 / posición",
        "手算 RR：找到第一篇相关文档的排名，再取 1 / 排名",
    ),
    "RR without a cutoff, as in the capsule's code": (
        "RR sin corte, como en el código de la cápsula",
        "不截断的 RR，与西班牙语课程的代码一致",
    ),
    'The capsule\'s batch example: here "List comprehensions" has two relevant documents, 4 and 6': (
        "El ejemplo por lotes de la cápsula: aquí «List comprehensions» tiene dos documentos relevantes, el 4 y el 6",
        "西班牙语课程的批量评估示例：这里“List comprehensions”有 2 篇相关文档，4 和 6",
    ),
    "What the capsule printed (0.61 and 0.667), beside ragmetrics; RR has no cutoff, so k plays no part": (
        "Lo que imprimió la cápsula (0,61 y 0,667), junto a ragmetrics; el RR no tiene corte, así que k no interviene",
        "西班牙语课程打印的数值（0.61 和 0.667）与 ragmetrics 对照；RR 不截断，因此与 k 无关",
    ),
    "Three tiny test sets of two queries each: the rank of the first relevant document in each query (None: not found)": (
        "Tres conjuntos de prueba mínimos de dos consultas: la posición del primer relevante en cada consulta (None: no encontrado)",
        "三个小测试集（各含 2 个查询）：每个查询中第一篇相关文档的排名（None 表示没找到）",
    ),
    "A ranking of five documents whose first relevant document is at the given rank": (
        "Un ranking de cinco documentos cuyo primer relevante está en la posición dada",
        "构造一个含 5 篇文档的排序，第一篇相关文档位于指定排名",
    ),
    "A relevant document at rank 7: with and without a cutoff at k": (
        "Un documento relevante en la posición 7: con corte en k y sin corte",
        "相关文档排在第 7 名：截断于 k 与不截断",
    ),
    "The same measure under the names other tools give it": (
        "La misma medida con los nombres que le dan otras herramientas",
        "同一个指标在其他工具中的名字",
    ),
    'The capsule\'s query "List comprehensions", as its MRR example judges it: only document 6 is relevant': (
        "La consulta «List comprehensions» de la cápsula, tal como la juzga su ejemplo de MRR: solo el 6 es relevante",
        "西班牙语课程的查询“List comprehensions”，按其 MRR 示例的标注：只有文档 6 相关",
    ),
    "The rank of each query's first relevant document (None: no relevant document retrieved)": (
        "La posición del primer documento relevante de cada consulta (None: ninguno recuperado)",
        "每个查询第一篇相关文档的排名（None 表示没有检索到相关文档）",
    ),
    "nDCG comes in chapter 03": ("nDCG llega en el capítulo 03", "nDCG 在第 3 章介绍"),
    "What the playground shows when it opens, for this chapter's measures": (
        "Lo que muestra el laboratorio al abrirse, para las medidas de este capítulo",
        "实验台打开时显示的内容（本章的指标）",
    ),
}

# Numbers the prose states, computed from the code cells (tools/build_course.py; docs/course.md)
FIGURES = {"sim_rr": "results.mean['RR']", "sim_rr_at": "results.mean[f'RR@{k}']"}

CELLS = [
    md(
        en=r"""
# 02 · Hit rate (HitRate@k) and MRR

For many questions one good passage is enough: "How long is the refund period?" needs the one paragraph that says so. Two measures ask exactly that: the **hit rate** (HitRate@k: did at least one relevant document reach the top *k*?) and **reciprocal rank** (how high is the first one?), whose mean over queries is **MRR**. You will evaluate a simulated test set of 100 queries, settle whether RR stops at *k*, and see why "MRR = 0.5 means the first hit is at rank 2 on average" is wrong. [[time]]
""",
        es=r"""
# 02 · Tasa de aciertos (HitRate@k) y MRR

Para muchas preguntas basta con un buen fragmento: «¿Cuánto dura el plazo de devolución?» necesita el párrafo que lo dice. Dos medidas preguntan justo eso: la **tasa de aciertos** (*hit rate*, HitRate@k: ¿llegó al menos un documento relevante al top *k*?) y el **rango recíproco** (¿a qué altura está el primero?), cuya media sobre las consultas es el **rango recíproco medio (MRR)**. Evaluarás un conjunto de prueba simulado de 100 consultas, decidirás si el RR se corta en *k* y verás por qué «MRR = 0,5 significa que el primer relevante está de media en la posición 2» es falso. [[time]]
""",
        zh=r"""
# 02 · 命中率（HitRate@k）与 MRR

很多问题有一个好片段就够了：“退款期限是多久？”需要的只是写明期限的那一段。有两个指标正是为这种情况设计的：**命中率**（HitRate@k：前 *k* 名中是否至少有一篇相关文档？）和**倒数排名**（第一篇相关文档排得多靠前？），后者在所有查询上的平均值就是**平均倒数排名（MRR）**。本章将评估一个包含 100 个查询的模拟测试集，厘清 RR 是否在 *k* 处截断，并看清“MRR = 0.5 表示第一篇相关文档平均排在第 2 名”错在哪里。[[time]]
""",
        translates={"es": "ab9a017cb574", "zh": "ab9a017cb574"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import ragmetrics as rm
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t
from ragmetrics_course.messages import write_number

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The idea in plain words

Two questions simpler than recall's (chapter 01) often matter more in RAG:

- **Hit rate (HitRate@k)**: is there *at least one* relevant document in the top *k*? Per query 1 or 0; over a test set, the share of queries with a hit. As the Chinese article puts it: recall looks at how much was found, hit rate at whether anything was found at all.
- **Reciprocal rank (RR)**: 1 divided by the rank of the *first* relevant document (1, 1/2, 1/3, ..., and 0 when there is none). **MRR** is its mean over the queries.

Neither looks past the first relevant document.
""",
        es=r"""
## La idea, en pocas palabras

Dos preguntas más sencillas que la del recall (capítulo 01) suelen pesar más en un RAG:

- **Tasa de aciertos (HitRate@k)**: ¿hay *al menos un* documento relevante en el top *k*? En cada consulta, 1 o 0; sobre un conjunto de prueba, la proporción de consultas con acierto. Como dice el artículo chino: el recall mira cuánto se encontró; la tasa de aciertos, si se encontró algo.
- **Rango recíproco (RR)**: 1 dividido entre la posición del *primer* documento relevante (1, 1/2, 1/3…, y 0 si no hay ninguno); «rango» traduce *rank*, la posición en la lista. El **MRR** es su media sobre las consultas.

Ninguna de las dos mira más allá del primer documento relevante.
""",
        zh=r"""
## 直观理解

在 RAG 中，两个比召回率（第 1 章）更简单的问题往往更重要：

- **命中率（HitRate@k）**：前 *k* 名中是否**至少有一篇**相关文档？每个查询只取 1 或 0；在测试集上就是命中的查询所占的比例。正如中文面试文章所说：“召回率看召回了多少，命中率看有没有至少召回一个。”
- **倒数排名（RR）**：1 除以**第一篇**相关文档的排名（1、1/2、1/3……，一篇都没有则为 0）。**MRR** 是它在所有查询上的平均值。

两个指标都不看第一篇相关文档之后的情况。
""",
        translates={"es": "149c9d8b3ca1", "zh": "149c9d8b3ca1"},
    ),
    md(
        en=r"""
## Hit rate (HitRate@k)

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{if at least one relevant document is in the top } k\\[2pt] 0 & \text{otherwise}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

where *Q* is the set of test queries and |*Q*| their number. trec_eval calls it `success_k`. Some tools call it "Recall@k", which it is not (the documentation of ir_measures, a Python package of IR measures, warns about this): the two coincide only with one relevant document per query. The Chinese article's example: a query with four relevant documents, one retriever that finds one of them in its top 5, another that finds all four.
""",
        es=r"""
## Tasa de aciertos (HitRate@k)

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{si hay al menos un documento relevante en el top } k\\[2pt] 0 & \text{en otro caso}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

donde *Q* es el conjunto de consultas de prueba y |*Q*|, su número. trec_eval la llama `success_k`. Algunas herramientas la llaman «Recall@k», pero no lo es (lo advierte la documentación de ir_measures, un paquete de Python de medidas de recuperación): las dos solo coinciden con un único documento relevante por consulta. El ejemplo del artículo chino: una consulta con cuatro documentos relevantes, un recuperador que encuentra uno de ellos en su top 5 y otro que encuentra los cuatro.
""",
        zh=r"""
## 命中率（HitRate@k）

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{前 } k \text{ 名中至少有一篇相关文档}\\[2pt] 0 & \text{否则}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

其中 *Q* 是测试查询的集合，|*Q*| 是查询的个数。trec_eval 把它叫作 `success_k`。有些工具把它叫作“Recall@k”，但它并不是召回率（计算检索指标的 Python 包 ir_measures 的文档专门提醒过这一点）：仅当每个查询只有一篇相关文档时，两者才相同。中文面试文章的例子：一个查询有 4 篇相关文档，一个检索器在前 5 名中只找到其中 1 篇，另一个找到了全部 4 篇。
""",
        translates={"es": "a2ecc865fce8", "zh": "a2ecc865fce8"},
    ),
    msg(
        "ch02.retriever",
        en="Retriever {name}, top {k} = {docs}:",
        es="Recuperador {name}, top {k} = {docs}:",
        zh="检索器 {name}，前 {k} 名 = {docs}：", translates={"es": "49548da8ee36", "zh": "49548da8ee36"},
    ),
    msg("ch02.by_hand", en=" (by hand: {value})", es=" (a mano: {value})", zh="（手算：{value}）", translates={"es": "0bf81732d540", "zh": "0bf81732d540"}),
    code(r"""
import math

# The Chinese article's example: one query with four relevant documents, two retrievers
relevant = [101, 102, 103, 104]
retrievers = {
    "A": [101, 901, 902, 903, 904],  # one relevant document in its top 5
    "B": [101, 102, 103, 104, 901],  # all four in its top 5
}
for name, ranking in retrievers.items():
    # HitRate@k by hand: is any of the top k relevant?
    hit_by_hand = 1.0 if any(doc in relevant for doc in ranking[:k]) else 0.0
    hit = rm.hit_rate_at_k(ranking, relevant, k=k)
    assert math.isclose(hit, hit_by_hand)
    print(t("ch02.retriever", name=name, k=k, docs=ranking[:k]))
    print(f"    {t('metric.hit_rate.symbol', k=k)} = {write_number(hit, '.2f')}{t('ch02.by_hand', value=write_number(hit_by_hand, '.2f'))}"
          f"    {t('metric.recall.symbol', k=k)} = {write_number(rm.recall_at_k(ranking, relevant, k=k), '.2f')}")
"""),
    md(
        en=r"""
Over a test set, hit rate is a share of queries: in the Chinese article, 80 of 100 queries have a relevant document in their top 5, so HitRate@5 = 0.8. The next cell builds such a test set at your *k*: 100 queries, ten retrieved documents each (more if *k* is large), two relevant documents each; in the first 80 the first relevant document lands at a random rank inside the top *k*, in the other 20 below it or nowhere (positions from `seed`). The data use chapter 04's batch format: `qrels` (query → {document: grade}) and `run` (query → ranked documents: what a retriever returns for every query). `RR` in the output is the mean RR, that is, the MRR.
""",
        es=r"""
Sobre un conjunto de prueba, la tasa de aciertos es una proporción de consultas: en el artículo chino, 80 de 100 consultas tienen un documento relevante en su top 5, así que HitRate@5 = 0,8. La celda siguiente construye un conjunto así con tu *k*: 100 consultas, diez documentos recuperados en cada una (más si *k* es grande) y dos relevantes; en las 80 primeras, el primer relevante cae en una posición al azar dentro del top *k*; en las otras 20, por debajo o en ninguna parte (posiciones según `seed`). Los datos van en el formato por lotes del capítulo 04: `qrels` (consulta → {documento: grado}) y `run` (consulta → documentos ordenados: lo que devuelve un recuperador para cada consulta). En la salida, `RR` es la media del RR, es decir, el MRR.
""",
        zh=r"""
在测试集上，命中率是命中的查询所占的比例：中文面试文章里，100 个查询中有 80 个的前 5 名包含相关文档，所以 HitRate@5 = 0.8。下一个单元格按你设定的 *k* 构造这样一个测试集：100 个查询，每个检索到 10 篇文档（*k* 较大时更多），各有 2 篇相关文档；前 80 个查询的第一篇相关文档随机落在前 *k* 名之内，其余 20 个则在 *k* 之后或根本不出现（位置由 `seed` 决定）。数据采用第 4 章的批量格式：`qrels`（查询 → `{文档: 相关性等级}`）和 `run`（查询 → 排好序的文档，即检索器对每个查询返回的结果）。输出中的 `RR` 是 RR 的平均值，也就是 MRR。
""",
        translates={"es": "b0eb41a7bd30", "zh": "b0eb41a7bd30"},
    ),
    msg(
        "ch02.sim_title",
        en="{n} simulated queries (seed = {seed}); {hits} of them have a relevant document in the top {k}:",
        es="{n} consultas simuladas (semilla = {seed}); {hits} tienen un documento relevante en el top {k}:",
        zh="{n} 个模拟查询（seed = {seed}），其中 {hits} 个在前 {k} 名中有相关文档：", translates={"es": "d0cb7bdf3537", "zh": "d0cb7bdf3537"},
    ),
    code(r"""
import random

# A simulated test set in the spirit of the Chinese article: 100 queries, 80 with a relevant document in the top k
rng = random.Random(seed)
n_queries, n_with_hit = 100, 80
depth = max(10, k + 5)  # every ranking is longer than k
qrels, run = {}, {}
for i in range(n_queries):
    qid = f"q{i + 1:03d}"
    ranking = [f"{qid}-d{rank}" for rank in range(1, depth + 1)]
    # the first relevant document: inside the top k for the first 80 queries, below it for the others
    first = rng.randint(1, k) if i < n_with_hit else rng.randint(k + 1, depth + 1)  # depth + 1: never retrieved
    second = rng.randint(first + 1, depth + 2)  # a second relevant document further down (or never retrieved)
    judged = [ranking[rank - 1] if rank <= depth else f"{qid}-unretrieved-{n}" for n, rank in enumerate((first, second))]
    qrels[qid] = {doc: 1 for doc in judged}
    run[qid] = ranking

results = rm.evaluate(qrels, run, [f"HitRate@{k}", f"R@{k}", "RR", f"RR@{k}"])
print(t("ch02.sim_title", n=n_queries, seed=seed, hits=n_with_hit, k=k))
for name, value in results.mean.items():
    print(f"  {name:<10} {write_number(value, '.4f')}")
"""),
    msg(
        "ch02.sim_by_hand",
        en="By hand: {hits} queries with a hit / {n} queries = {value:.4f}",
        es="A mano: {hits} consultas con acierto / {n} consultas = {value:.4f}",
        zh="手算：{hits} 个命中的查询 / {n} 个查询 = {value:.4f}", translates={"es": "d4fa29d14351", "zh": "d4fa29d14351"},
    ),
    code(r"""
# Hit rate by hand: count the queries with a relevant document in their top k
hits = sum(any(doc in qrels[qid] for doc in run[qid][:k]) for qid in run)
print(t("ch02.sim_by_hand", hits=hits, n=len(run), value=hits / len(run)))
assert math.isclose(hits / len(run), results.mean[f"HitRate@{k}"])
print(t("ch01.same"))
"""),
    md(
        en=r"""
HitRate@k is 0.8 by construction, whatever the seed. Recall@k is lower: many queries found one of their two relevant documents but not the other.

## Reciprocal rank and MRR

$$\text{RR}(q) = \frac{1}{\text{rank of the first relevant document}}\quad(0 \text{ if there is none}),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

The capsule's MRR example has three queries: in the first ("Python installation"), documents 3 and 7 are relevant (the first one at rank 2); in the second ("List comprehensions"), only document 6 (rank 3); in the third ("Django tutorial"), only document 1 (rank 1). So MRR = (1/2 + 1/3 + 1) / 3 ≈ 0.611, which the capsule prints as 0.61: right. First by hand:
""",
        es=r"""
La tasa de aciertos vale 0,8 por construcción, sea cual sea la semilla. Recall@k es menor: muchas consultas encontraron uno de sus dos documentos relevantes, pero no el otro.

## Rango recíproco y MRR

$$\text{RR}(q) = \frac{1}{\text{posición del primer documento relevante}}\quad(0 \text{ si no hay ninguno}),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

El ejemplo de MRR de la cápsula tiene tres consultas: en la primera («Python installation») son relevantes los documentos 3 y 7 (el primero, en la posición 2); en la segunda («List comprehensions»), solo el 6 (posición 3); en la tercera («Django tutorial»), solo el 1 (posición 1). Así que MRR = (1/2 + 1/3 + 1) / 3 ≈ 0,611, que la cápsula imprime como 0,61: correcto. Primero a mano:
""",
        zh=r"""
按这种构造方式，HitRate@k 必然是 0.8，与随机种子无关。Recall@k 更低：很多查询只找到了 2 篇相关文档中的 1 篇。

## 倒数排名与 MRR

$$\text{RR}(q) = \frac{1}{\text{第一篇相关文档的排名}}\quad(\text{没有则为 } 0),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

西班牙语课程的 MRR 示例有 3 个查询：第一个查询（“Python installation”）中文档 3 和 7 相关（第一篇排在第 2 名）；第二个查询（“List comprehensions”）只有文档 6 相关（第 3 名）；第三个查询（“Django tutorial”）只有文档 1 相关（第 1 名）。所以 MRR = (1/2 + 1/3 + 1) / 3 ≈ 0.611，该课程给出 0.61，没有错。先手算：
""",
        translates={"es": "84156fe33677", "zh": "84156fe33677"},
    ),
    msg(
        "ch02.first_at",
        en="first relevant document at rank {rank}:",
        es="primer documento relevante en la posición {rank}:",
        zh="第一篇相关文档排在第 {rank} 名：", translates={"es": "94d8118e1c3a", "zh": "94d8118e1c3a"},
    ),
    code(r"""
# The capsule's MRR example: each ranking with the documents it marks as relevant
mrr_example = [
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7]},
    {"retrieved": [2, 4, 6, 8, 10], "relevant": [6]},
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [1]},
]
# RR by hand: the rank of the first relevant document, then 1 / rank
rr_by_hand = []
for case in mrr_example:
    first = next(rank for rank, doc in enumerate(case["retrieved"], start=1) if doc in case["relevant"])
    rr_by_hand.append(1 / first)
    print(f"  {t('ch02.first_at', rank=first)}  RR = 1/{first} = {write_number(1 / first, '.4f')}")
mrr_by_hand = sum(rr_by_hand) / len(rr_by_hand)
print(f"MRR = ({' + '.join(write_number(rr, '.4f') for rr in rr_by_hand)}) / {len(rr_by_hand)} = {write_number(mrr_by_hand, '.4f')}")
"""),
    msg("ch02.value_sep", en=", ", es="; ", zh="、", translates={"es": "d03502c43d74", "zh": "d03502c43d74"}),  # «0,5000; 0,3333»: a comma would split a decimal comma
    code(r"""
rr_values = [rm.reciprocal_rank(case["retrieved"], case["relevant"]) for case in mrr_example]  # RR without a cutoff, as in the capsule's code
mrr = rm.RetrievalEvaluator(k=k).evaluate_many(mrr_example)["RR"]
print("rm.reciprocal_rank:", t("ch02.value_sep").join(write_number(rr, '.4f') for rr in rr_values))
print(f"MRR = {write_number(mrr, '.4f')}")
assert all(math.isclose(a, b) for a, b in zip(rr_values, rr_by_hand)) and math.isclose(mrr, mrr_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
Later, in its batch evaluation, the capsule prints `mrr: 0.667` for three queries with the same names. Both figures are right: the inputs differ. In the batch, "List comprehensions" has **two** relevant documents, 4 and 6, so its first relevant document is 4, at rank 2; and the batch's "Django tutorial" (`[1, 2, 3, 4, 5]`, documents 1 and 3 relevant) still has RR 1. MRR = (1/2 + 1/2 + 1) / 3 ≈ 0.667. A metric value means nothing without the judgments it was computed against.
""",
        es=r"""
Más adelante, en su evaluación por lotes, la cápsula imprime `mrr: 0.667` para tres consultas con los mismos nombres. Las dos cifras son correctas: los datos difieren. En el lote, «List comprehensions» tiene **dos** documentos relevantes, el 4 y el 6, así que su primer relevante es el 4, en la posición 2; y el «Django tutorial» del lote (`[1, 2, 3, 4, 5]`, relevantes el 1 y el 3) sigue teniendo RR 1. MRR = (1/2 + 1/2 + 1) / 3 ≈ 0,667. El valor de una medida no significa nada sin los juicios con los que se calculó.
""",
        zh=r"""
后来在批量评估中，西班牙语课程对名称相同的 3 个查询打印了 `mrr: 0.667`。两个数字都是对的，因为输入不同。在批量评估里，“List comprehensions”有**2 篇**相关文档 4 和 6，所以第一篇相关文档是排在第 2 名的文档 4；批量评估中的“Django tutorial”（`[1, 2, 3, 4, 5]`，相关文档为 1 和 3）的 RR 仍然是 1。MRR = (1/2 + 1/2 + 1) / 3 ≈ 0.667。脱离了计算时所用的标注，指标数值就没有意义。
""",
        translates={"es": "53a2a3b95497", "zh": "53a2a3b95497"},
    ),
    msg("ch02.example_name", en="The capsule's MRR example", es="El ejemplo de MRR de la cápsula", zh="西班牙语课程的 MRR 示例", translates={"es": "d512942a6674", "zh": "d512942a6674"}),
    msg(
        "ch02.batch_name",
        en="The capsule's batch of three queries",
        es="El lote de tres consultas de la cápsula",
        zh="西班牙语课程批量评估的 3 个查询", translates={"es": "c670ce2bef6d", "zh": "c670ce2bef6d"},
    ),
    code(r"""
# The capsule's batch example: here "List comprehensions" has two relevant documents, 4 and 6
batch = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]
# What the capsule printed (0.61 and 0.667), beside ragmetrics; RR has no cutoff, so k plays no part
for label, cases, printed, digits in (("ch02.example_name", mrr_example, 0.61, 2), ("ch02.batch_name", batch, 0.667, 3)):
    value = rm.RetrievalEvaluator(k=k).evaluate_many(cases)["RR"]
    verdict = t("ch00.agrees") if round(value, digits) == printed else t("ch00.wrong")
    print(t("ch00.labelled", label=t(label), text=f"MRR {t('ch00.printed')} {write_number(printed, 'g')}   ragmetrics {write_number(value, '.4f')}   {verdict}"))
"""),
    md(
        en=r"""
## What MRR = 0.5 does not mean

The capsule reads "MRR = 0.5" as "on average, the first relevant document is at position 2". Wrong: the mean of 1/rank is not 1 over the mean rank, as three test sets of two queries show (the next cell):

- **A**: first relevant documents at ranks 1 and 3. The mean rank is 2, yet MRR = (1 + 1/3) / 2 ≈ 0.667.
- **B**: ranks 2 and 2. MRR = 0.5, and here the reading happens to hold.
- **C**: rank 1, and nothing found in the other query. MRR = (1 + 0) / 2 = 0.5 as well, and there is no mean rank to speak of.

MRR is dominated by the very top: moving a first hit from rank 1 to rank 2 costs 0.5; moving it from rank 10 to rank 20 costs 0.05. That is the point of it, but an MRR says little about the queries whose first hit is lower down.
""",
        es=r"""
## Lo que no significa MRR = 0,5

La cápsula interpreta «MRR = 0,5» como «de media, el primer documento relevante está en la posición 2». Es falso: la media de 1/posición no es el inverso de la posición media, como muestran tres conjuntos de dos consultas (la celda siguiente):

- **A**: primeros relevantes en las posiciones 1 y 3. La posición media es 2 y, sin embargo, MRR = (1 + 1/3) / 2 ≈ 0,667.
- **B**: posiciones 2 y 2. MRR = 0,5, y aquí la lectura resulta cierta.
- **C**: posición 1, y nada encontrado en la otra. MRR = (1 + 0) / 2 = 0,5 también, y no hay posición media de la que hablar.

En el MRR manda la parte más alta del ranking: bajar el primer relevante de la posición 1 a la 2 cuesta 0,5; bajarlo de la 10 a la 20 cuesta 0,05. Está pensado así, pero por eso un MRR dice poco de las consultas cuyo primer relevante queda más abajo.
""",
        zh=r"""
## MRR = 0.5 的常见误读

西班牙语课程把“MRR = 0.5”解读为“第一篇相关文档平均排在第 2 名”。这种理解是错的。1/排名的平均值并不等于平均排名的倒数，下一个单元格用 3 个各含 2 个查询的小测试集来说明。

- **A**：第一篇相关文档分别排在第 1 名和第 3 名。平均排名是 2，但 MRR = (1 + 1/3) / 2 ≈ 0.667。
- **B**：都排在第 2 名。MRR = 0.5，这时上面的解读恰好成立。
- **C**：一个排在第 1 名，另一个什么都没找到。MRR = (1 + 0) / 2，也是 0.5，而此时根本谈不上平均排名。

MRR 主要取决于排在最前面的几个位置：第一篇相关文档从第 1 名掉到第 2 名要损失 0.5；从第 10 名掉到第 20 名只损失 0.05。这正是它的设计初衷，但对于第一篇相关文档排得较靠后的查询，MRR 几乎分辨不出好坏。
""",
        translates={"es": "7ca22e1d9325", "zh": "7ca22e1d9325"},
    ),
    msg("ch02.not_found", en="not found", es="ninguna", zh="未找到", translates={"es": "907ba78b4545", "zh": "907ba78b4545"}),
    msg(
        "ch02.scenario",
        en="Test set {name}: first relevant at ranks {ranks}",
        es="Conjunto {name}, posición del primer relevante en cada consulta: {ranks}",
        zh="测试集 {name}：第一篇相关文档的排名为 {ranks}", translates={"es": "d088ee7083d1", "zh": "d088ee7083d1"},
    ),
    code(r"""
# Three tiny test sets of two queries each: the rank of the first relevant document in each query (None: not found)
scenarios = {"A": [1, 3], "B": [2, 2], "C": [1, None]}


def case_with_first_hit(rank):
    # A ranking of five documents whose first relevant document is at the given rank
    retrieved = ["d1", "d2", "d3", "d4", "d5"]
    return {"retrieved": retrieved, "relevant": [retrieved[rank - 1]] if rank else ["elsewhere"]}


for name, ranks in scenarios.items():
    value = rm.RetrievalEvaluator(k=k).evaluate_many([case_with_first_hit(rank) for rank in ranks])["RR"]
    shown = t("list.separator").join(str(rank) if rank else t("ch02.not_found") for rank in ranks)
    print(f"{t('ch02.scenario', name=name, ranks=shown)}   MRR = {write_number(value, '.4f')}")
"""),
    md(
        en=r"""
## RR or RR@k: does the search stop at k?

Our sources disagree without saying so: the capsule's `mrr` and the Spanish chapter's `reciprocal_rank` scan the whole list (a relevant document at rank 7 gives 1/7 whatever *k* is); the Chinese article scores 0 when the top *k* holds no relevant document, a cutoff. So do the tools:

| | no cutoff: **RR** | cutoff at *k*: **RR@k** |
|---|---|---|
| trec_eval | `recip_rank` (it has no cutoff at all) | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`, `"RR"`, `"mrr"` | `reciprocal_rank(..., k=k)`, `"RR@k"`, `"mrr@k"` |

The next cell takes a ranking whose only relevant document is at rank 7: RR = 1/7 ≈ 0.143, while RR@5 = 0 (at your *k*, RR@k is 0 whenever *k* < 7).

Which one should you report? In a RAG pipeline the generator reads only the top *k*: a relevant passage at rank 7 with *k* = 5 is as useless as none, so **RR@k** describes what the pipeline gets. **RR** describes the retriever's ranking independently of the *k* you happen to use. Both are legitimate; RR@k ≤ RR always. In the simulated test set above (at *k* = 5 and seed = 0), the gap between the mean RR, {{fig:sim_rr:.4f}}, and the mean RR@5, {{fig:sim_rr_at:.4f}}, comes from the queries whose first relevant document is retrieved below rank 5: 17 of the 20 without a hit.
""",
        es=r"""
## ¿RR o RR@k? ¿La búsqueda se detiene en *k*?

Nuestras fuentes no coinciden, aunque ninguna lo advierte: el `mrr` de la cápsula y el `reciprocal_rank` del capítulo del manual recorren la lista entera (un relevante en la posición 7 da 1/7 sea cual sea *k*); el artículo chino puntúa 0 cuando el top *k* no tiene ningún relevante: un corte. Las herramientas también discrepan:

| | sin corte: **RR** | con corte en *k*: **RR@k** |
|---|---|---|
| trec_eval | `recip_rank` (no tiene corte de ningún tipo) | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`, `"RR"`, `"mrr"` | `reciprocal_rank(..., k=k)`, `"RR@k"`, `"mrr@k"` |

La celda siguiente toma un ranking cuyo único documento relevante está en la posición 7: RR = 1/7 ≈ 0,143, mientras que RR@5 = 0 (con tu *k*, RR@k vale 0 siempre que *k* < 7).

¿Cuál conviene dar? En un RAG el LLM solo lee el top *k*: un fragmento relevante en la posición 7 con *k* = 5 es tan inútil como ninguno, así que **RR@k** describe lo que recibe el sistema. **RR** describe el ranking del recuperador con independencia del *k* que uses. Las dos son legítimas; siempre RR@k ≤ RR. En el conjunto simulado de arriba (con *k* = 5 y semilla 0), la diferencia entre la media de RR ({{fig:sim_rr:.4f}}) y la de RR@5 ({{fig:sim_rr_at:.4f}}) se debe a las consultas cuyo primer relevante se recupera por debajo de la posición 5: 17 de las 20 sin acierto.
""",
        zh=r"""
## RR 还是 RR@k：只看到第 *k* 名为止吗？

参考资料在这一点上说法不一，却都没有点明：西班牙语课程的 `mrr` 和西班牙语章节的 `reciprocal_rank` 扫描整个列表（排在第 7 名的相关文档无论 *k* 是多少都得 1/7）；中文面试文章则在前 *k* 名中没有相关文档时记 0，这是截断。各工具同样各行其是：

| | 不截断：**RR** | 截断于 *k*：**RR@k** |
|---|---|---|
| trec_eval | `recip_rank`（完全不截断） | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`、`"RR"`、`"mrr"` | `reciprocal_rank(..., k=k)`、`"RR@k"`、`"mrr@k"` |

下一个单元格中的排序只有一篇相关文档，位于第 7 名：RR = 1/7 ≈ 0.143，而 RR@5 = 0（在你设定的 *k* 下，只要 *k* < 7，RR@k 就是 0）。

该报告哪一个？在 RAG 流程中，LLM 只读前 *k* 名：*k* = 5 时排在第 7 名的相关片段和没有一样，所以 **RR@k** 反映的是整个流程实际能用上的结果。**RR** 描述的是检索器本身的排序，与你恰好使用的 *k* 无关。两者都合理；总有 RR@k ≤ RR。在上面的模拟测试集中（*k* = 5、seed = 0），RR 的均值 {{fig:sim_rr:.4f}} 与 RR@5 的均值 {{fig:sim_rr_at:.4f}} 之间的差距，来自第一篇相关文档被检索到、但排在第 5 名之后的那些查询：20 个未命中查询中的 17 个。
""",
        translates={"es": "5b33a9e2b88e", "zh": "5b33a9e2b88e"},
    ),
    msg("ch02.rr_at", en="RR@{k} (cutoff at {k})", es="RR@{k} (corte en {k})", zh="RR@{k}（截断于 {k}）", translates={"es": "946cce1c49dc", "zh": "946cce1c49dc"}),
    msg("ch02.trec_none", en="no trec_eval measure", es="sin equivalente en trec_eval", zh="trec_eval 中没有对应指标", translates={"es": "a25e0611013d", "zh": "a25e0611013d"}),
    msg("ch02.trec", en="trec_eval: {name}", es="en trec_eval: {name}", zh="trec_eval 中为 {name}", translates={"es": "66bbf297399d", "zh": "66bbf297399d"}),
    code(r"""
# A relevant document at rank 7: with and without a cutoff at k
retrieved = [1, 2, 4, 5, 6, 8, 7]
relevant = [7]
print(f"{t('ch00.rr')} = {write_number(rm.reciprocal_rank(retrieved, relevant), '.4f')}")
print(f"{t('ch02.rr_at', k=k)} = {write_number(rm.reciprocal_rank(retrieved, relevant, k=k), '.4f')}")

# The same measure under the names other tools give it
for name in ("RR", f"RR@{k}", f"mrr@{k}", f"MRR@{k}"):
    measure = rm.parse_measure(name)
    trec = t("ch02.trec", name=measure.trec_name) if measure.trec_name else t("ch02.trec_none")
    print(f"  {name:<8} -> {str(measure):<6} {trec}")
"""),
    *PART2,  # Average precision (AP) and R-precision: every relevant document, not just the first ... (parts/ch02_part2.py)
]
