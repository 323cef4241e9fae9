"""Chapter 02 · HitRate@k and MRR: the source of notebooks/{en,es,zh}/02_hit_rate_mrr.ipynb
and of the catalog keys ch02.* (course/ragmetrics_course/messages_chapter_02.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 02 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters

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
        "中文面试文章的例子：一个查询有四篇相关文档，两个检索器",
    ),
    "one relevant document in its top 5": ("un documento relevante en su top 5", "前 5 名中有一篇相关文档"),
    "all four in its top 5": ("los cuatro en su top 5", "前 5 名中包含全部四篇"),
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
        "西班牙语课程的批量评估示例：这里“List comprehensions”有两篇相关文档，4 和 6",
    ),
    "What the capsule printed (0.61 and 0.667), beside ragmetrics; RR has no cutoff, so k plays no part": (
        "Lo que imprimió la cápsula (0,61 y 0,667), junto a ragmetrics; el RR no tiene corte, así que k no interviene",
        "西班牙语课程打印的数值（0.61 和 0.667）与 ragmetrics 对照；RR 不截断，因此与 k 无关",
    ),
    "Three tiny test sets of two queries each: the rank of the first relevant document in each query (None: not found)": (
        "Tres conjuntos de prueba mínimos de dos consultas: la posición del primer relevante en cada consulta (None: no encontrado)",
        "三个小测试集（各含两个查询）：每个查询中第一篇相关文档的排名（None 表示没找到）",
    ),
    "A ranking of five documents whose first relevant document is at the given rank": (
        "Un ranking de cinco documentos cuyo primer relevante está en la posición dada",
        "构造一个五篇文档的排序，第一篇相关文档位于指定排名",
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
    "nDCG comes in chapter 03": ("nDCG llega en el capítulo 03", "nDCG 在第 03 章介绍"),
    "What the playground shows when it opens, for this chapter's measures": (
        "Lo que muestra el laboratorio al abrirse, para las medidas de este capítulo",
        "实验台打开时显示的内容（本章的指标）",
    ),
}

CELLS = [
    md(
        en=r"""
# 02 · Hit rate (HitRate@k) and MRR

For many questions one good passage is enough: "How long is the refund period?" needs the one paragraph that says so, not every document that mentions refunds. Two measures ask exactly that: the **hit rate** (HitRate@k: did at least one relevant document reach the top *k*?) and **reciprocal rank** (how high is the first one?), whose mean over queries is **MRR**. In this chapter you will compute both by hand and with `ragmetrics` on the sources' examples, evaluate a simulated test set of 100 queries, settle a question the sources answer differently (does RR stop at *k*?), see why "MRR = 0.5 means the first hit is at rank 2 on average" is wrong, and move documents in the playground. About 20 minutes.
""",
        es=r"""
# 02 · Tasa de aciertos (HitRate@k) y MRR

Para muchas preguntas basta con un buen fragmento: «¿Cuánto dura el plazo de devolución?» necesita el párrafo que lo dice, no todos los documentos que mencionan devoluciones. Dos medidas preguntan justo eso: la **tasa de aciertos** (*hit rate*, HitRate@k: ¿llegó al menos un documento relevante al top *k*?) y el **rango recíproco** (¿a qué altura está el primero?), cuya media sobre las consultas es el **rango recíproco medio (MRR)**. En este capítulo calcularás las dos a mano y con `ragmetrics` sobre los ejemplos de las fuentes, evaluarás un conjunto de prueba simulado de 100 consultas, resolverás una cuestión en la que las fuentes no coinciden (¿se detiene el RR en *k*?), verás por qué «MRR = 0,5 significa que el primer acierto está de media en la posición 2» es falso, y moverás documentos en el laboratorio. Unos 20 minutos.
""",
        zh=r"""
# 02 · 命中率（HitRate@k）与 MRR

很多问题只需要一个好片段就够了：“退款期限是多久？”需要的是写明期限的那一段，而不是所有提到退款的文档。有两个指标正好回答这个问题：**命中率**（HitRate@k：前 *k* 名中是否至少有一篇相关文档？）和**倒数排名**（第一篇相关文档排得多靠前？），后者在所有查询上的平均值就是**平均倒数排名（MRR）**。本章会在参考资料的例子上分别用手算和 `ragmetrics` 计算这两个指标，评估一个包含 100 个查询的模拟测试集，厘清参考资料说法不一的问题（RR 到 *k* 就截止吗？），看清“MRR = 0.5 表示第一个命中平均排在第 2 名”错在哪里，并在实验台上亲手移动文档。大约需要 20 分钟。
""",
        translates={"es": "6a4e1ed43ed7", "zh": "6a4e1ed43ed7"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import ragmetrics as rm
from ragmetrics_course import print_table, set_language, setup_fonts, t

set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The idea in plain words

Recall (chapter 01) asks *how many* of the relevant documents were found. Two simpler questions often matter more in RAG:

- **Hit rate (HitRate@k)**: is there *at least one* relevant document in the top *k*? Per query the answer is 1 or 0; over a test set, hit rate is the share of queries that got a hit. As the Chinese article puts it: recall looks at how much was found, hit rate at whether anything was found at all.
- **Reciprocal rank (RR)**: 1 divided by the rank of the *first* relevant document: 1 at rank 1, 1/2 at rank 2, 1/3 at rank 3, and 0 when there is none. **MRR** is its mean over the queries. It rewards putting a relevant document right at the top, which is what matters when a user, or a generator, leans on the first result.

Neither looks past the first relevant document: a second or third hit changes nothing.
""",
        es=r"""
## La idea, en pocas palabras

El recall (capítulo 01) pregunta *cuántos* documentos relevantes se encontraron. En un RAG suelen importar más otras dos preguntas, más sencillas:

- **Tasa de aciertos (HitRate@k)**: ¿hay *al menos un* documento relevante en el top *k*? En cada consulta la respuesta es 1 o 0; sobre un conjunto de prueba, la tasa de aciertos es la proporción de consultas que tuvieron acierto. Como dice el artículo chino: el recall mira cuánto se encontró; la tasa de aciertos, si se encontró algo.
- **Rango recíproco (RR)**: 1 dividido entre la posición del *primer* documento relevante (el nombre, traducción establecida de *reciprocal rank*, usa «rango» en el sentido de posición en la lista): 1 en la posición 1, 1/2 en la 2, 1/3 en la 3, y 0 si no hay ninguno. El **MRR** es su media sobre las consultas. Premia colocar un documento relevante arriba del todo, que es lo que importa cuando un usuario, o un LLM, se apoya en el primer resultado.

Ninguna de las dos mira más allá del primer documento relevante: un segundo o un tercer acierto no cambian nada.
""",
        zh=r"""
## 直观理解

召回率（第 01 章）问的是找回了**多少**相关文档。在 RAG 中，下面两个更简单的问题往往更重要：

- **命中率（HitRate@k）**：前 *k* 名中是否**至少有一篇**相关文档？每个查询的结果只有 1 或 0；在测试集上，命中率就是命中的查询所占的比例。正如中文面试文章所说：召回率看召回了多少，命中率看有没有至少召回一个。
- **倒数排名（RR）**：1 除以**第一篇**相关文档的排名：排第 1 名得 1，第 2 名得 1/2，第 3 名得 1/3，一篇都没有则为 0。**MRR** 是它在所有查询上的平均值。它奖励把相关文档放在最顶端，这正是用户或 LLM 依赖第一个结果时最要紧的事。

两个指标都不看第一篇相关文档之后的情况：第二、第三个命中不会改变任何结果。
""",
        translates={"es": "f670a3cd3da1", "zh": "f670a3cd3da1"},
    ),
    md(
        en=r"""
## Hit rate (HitRate@k)

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{if at least one relevant document is in the top } k\\[2pt] 0 & \text{otherwise}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

where *Q* is the set of test queries and |*Q*| their number. trec_eval calls it `success_k`. Some people and tools call it "Recall@k", which it is not (the documentation of ir_measures, a Python package that computes IR measures under one naming scheme, warns about this): with one relevant document per query the two coincide, with more they do not. The Chinese article's example shows the difference: a query with four relevant documents, one retriever that finds one of them in its top 5, another that finds all four.
""",
        es=r"""
## Tasa de aciertos (HitRate@k)

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{si hay al menos un documento relevante en el top } k\\[2pt] 0 & \text{en otro caso}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

donde *Q* es el conjunto de consultas de prueba y |*Q*|, su número. trec_eval la llama `success_k`. Algunas personas y herramientas la llaman «Recall@k», pero no lo es (lo advierte la documentación de ir_measures, un paquete de Python que calcula medidas de recuperación con una misma nomenclatura): con un único documento relevante por consulta las dos coinciden; con más, no. El ejemplo del artículo chino muestra la diferencia: una consulta con cuatro documentos relevantes, un recuperador que encuentra uno de ellos en su top 5 y otro que encuentra los cuatro.
""",
        zh=r"""
## 命中率（HitRate@k）

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{前 } k \text{ 名中至少有一篇相关文档}\\[2pt] 0 & \text{否则}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

其中 *Q* 是测试查询的集合，|*Q*| 是查询的个数。trec_eval 把它叫作 `success_k`。有些人和工具把它叫作“Recall@k”，但它并不是召回率（ir_measures 的文档专门提醒过这一点；ir_measures 是一个用统一命名计算各种检索指标的 Python 包）：每个查询只有一篇相关文档时两者相同，多于一篇时就不同了。中文面试文章的例子说明了这个区别：一个查询有四篇相关文档，一个检索器在前 5 名中只找到其中一篇，另一个找到了全部四篇。
""",
        translates={"es": "8f9936bb05eb", "zh": "8f9936bb05eb"},
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
    print(f"    {t('metric.hit_rate.symbol', k=k)} = {hit:.2f}{t('ch02.by_hand', value=f'{hit_by_hand:.2f}')}"
          f"    {t('metric.recall.symbol', k=k)} = {rm.recall_at_k(ranking, relevant, k=k):.2f}")
"""),
    md(
        en=r"""
Over a test set, hit rate is a share of queries. The Chinese article's illustration: out of 100 queries, 80 have at least one relevant document in their top 5, so HitRate@5 = 0.8. The next cell builds such a test set at your *k*: 100 queries with ten retrieved documents each (more if *k* is large) and two relevant documents each; in the first 80 queries the first relevant document is placed at a random rank inside the top *k*, in the other 20 below it or nowhere. The positions come from `seed`, so change it and rerun to get another test set. The data are stored in the batch format of chapter 04: `qrels` (query → {document: grade}) and `run` (query → ranked documents; a *run* is what a retriever returns for every query of a test set). In the output, `RR` is the mean RR over the 100 queries, that is, the MRR.
""",
        es=r"""
Sobre un conjunto de prueba, la tasa de aciertos es una proporción de consultas. El artículo chino lo ilustra así: de 100 consultas, 80 tienen al menos un documento relevante en su top 5, así que la tasa de aciertos (HitRate@5) vale 0,8. La celda siguiente construye un conjunto así con tu *k*: 100 consultas con diez documentos recuperados cada una (más si *k* es grande) y dos documentos relevantes cada una; en las 80 primeras, el primer documento relevante se coloca en una posición al azar dentro del top *k*; en las otras 20, por debajo o en ninguna parte. Las posiciones salen de `seed`: cámbiala y vuelve a ejecutar para obtener otro conjunto. Los datos van en el formato por lotes del capítulo 04: `qrels` (consulta → {documento: grado}) y `run` (consulta → documentos ordenados; un *run* es lo que devuelve un recuperador para cada consulta de un conjunto de prueba). En la salida, `RR` es la media del RR sobre las 100 consultas, es decir, el MRR.
""",
        zh=r"""
在测试集上，命中率是查询的比例。中文面试文章的例子是：100 个查询中，有 80 个查询的前 5 名至少包含一篇相关文档，所以 HitRate@5 = 0.8。下一个单元格按你设定的 *k* 构造这样一个测试集：100 个查询，每个查询检索到十篇文档（*k* 较大时更多），各有两篇相关文档；前 80 个查询的第一篇相关文档随机放在前 *k* 名之内，其余 20 个查询则放在 *k* 之后或根本不出现。位置由 `seed` 决定，修改它再运行就能得到另一个测试集。数据采用第 04 章的批量格式：`qrels`（查询 → `{文档: 相关性等级}`）和 `run`（查询 → 排好序的文档；run 指检索器对测试集中每个查询返回的结果）。输出中的 `RR` 是 100 个查询 RR 的平均值，也就是 MRR。
""",
        translates={"es": "8c01e061aab7", "zh": "8c01e061aab7"},
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
    print(f"  {name:<10} {value:.4f}")
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
HitRate@k is 0.8 by construction, whatever the seed. Recall@k is lower: many queries found one of their two relevant documents but not the other. The two RR columns are the subject of the next sections.

## Reciprocal rank and MRR

$$\text{RR}(q) = \frac{1}{\text{rank of the first relevant document}}\quad(0 \text{ if there is none}),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

The capsule's MRR example has three queries: in the first, documents 3 and 7 are relevant (first one at rank 2); in the second only document 6 (rank 3); in the third document 1 (rank 1). So MRR = (1/2 + 1/3 + 1) / 3 ≈ 0.611, which the capsule prints as 0.61: right. First by hand:
""",
        es=r"""
La tasa de aciertos vale 0,8 por construcción, sea cual sea la semilla. Recall@k es menor: muchas consultas encontraron uno de sus dos documentos relevantes, pero no el otro. Las dos columnas de RR son el tema de las secciones siguientes.

## Rango recíproco y MRR

$$\text{RR}(q) = \frac{1}{\text{posición del primer documento relevante}}\quad(0 \text{ si no hay ninguno}),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

El ejemplo de MRR de la cápsula tiene tres consultas: en la primera son relevantes los documentos 3 y 7 (el primero, en la posición 2); en la segunda solo el 6 (posición 3); en la tercera, el 1 (posición 1). Así que MRR = (1/2 + 1/3 + 1) / 3 ≈ 0,611, que la cápsula imprime como 0,61: correcto. Primero a mano:
""",
        zh=r"""
按这种构造方式，HitRate@k 必然是 0.8，与随机种子无关。Recall@k 更低：很多查询只找到了两篇相关文档中的一篇。两列 RR 是后面几节的主题。

## 倒数排名与 MRR

$$\text{RR}(q) = \frac{1}{\text{第一篇相关文档的排名}}\quad(\text{没有则为 } 0),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

西班牙语课程的 MRR 示例有三个查询：第一个查询中文档 3 和 7 相关（第一篇排在第 2 名）；第二个查询只有文档 6 相关（第 3 名）；第三个查询是文档 1（第 1 名）。所以 MRR = (1/2 + 1/3 + 1) / 3 ≈ 0.611，该课程印作 0.61：正确。先手算：
""",
        translates={"es": "284f0914dafd", "zh": "284f0914dafd"},
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
    print(f"  {t('ch02.first_at', rank=first)}  RR = 1/{first} = {1 / first:.4f}")
mrr_by_hand = sum(rr_by_hand) / len(rr_by_hand)
print(f"MRR = ({' + '.join(f'{rr:.4f}' for rr in rr_by_hand)}) / {len(rr_by_hand)} = {mrr_by_hand:.4f}")
"""),
    code(r"""
rr_values = [rm.reciprocal_rank(case["retrieved"], case["relevant"]) for case in mrr_example]  # RR without a cutoff, as in the capsule's code
mrr = rm.RetrievalEvaluator(k=k).evaluate_many(mrr_example)["RR"]
print("rm.reciprocal_rank:", ", ".join(f"{rr:.4f}" for rr in rr_values))
print(f"MRR = {mrr:.4f}")
assert all(math.isclose(a, b) for a, b in zip(rr_values, rr_by_hand)) and math.isclose(mrr, mrr_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
Later, in its batch evaluation, the capsule prints `mrr: 0.667` for three queries with the same names. Both figures are right, because the inputs differ. In the batch, "List comprehensions" has **two** relevant documents, 4 and 6, so its first relevant document is document 4 at rank 2, not document 6 at rank 3. The third query differs too: the batch's "Django tutorial" retrieves `[1, 2, 3, 4, 5]` with documents 1 and 3 relevant, not `[1, 3, 5, 7, 9]` with document 1; both put a relevant document at rank 1, so its RR is 1 either way. MRR = (1/2 + 1/2 + 1) / 3 ≈ 0.667. A metric value means nothing without the judgments it was computed against.
""",
        es=r"""
Más adelante, en su evaluación por lotes, la cápsula imprime `mrr: 0.667` para tres consultas con los mismos nombres. Las dos cifras son correctas, porque los datos de entrada son distintos. En el lote, «List comprehensions» tiene **dos** documentos relevantes, el 4 y el 6, así que su primer documento relevante es el 4, en la posición 2, y no el 6, en la 3. La tercera consulta también cambia: el «Django tutorial» del lote recupera `[1, 2, 3, 4, 5]`, con los documentos 1 y 3 relevantes, y no `[1, 3, 5, 7, 9]` con el documento 1; las dos listas tienen un relevante en la posición 1, así que su RR vale 1 en ambos casos. MRR = (1/2 + 1/2 + 1) / 3 ≈ 0,667. El valor de una medida no significa nada sin los datos y los juicios con los que se calculó.
""",
        zh=r"""
后来在批量评估中，西班牙语课程对名称相同的三个查询打印了 `mrr: 0.667`。两个数字都是对的，因为输入不同。在批量评估里，“List comprehensions”有**两篇**相关文档 4 和 6，所以它的第一篇相关文档是排在第 2 名的文档 4，而不是第 3 名的文档 6。第三个查询也不一样：批量评估中的“Django tutorial”检索结果是 `[1, 2, 3, 4, 5]`，相关文档为 1 和 3，而不是 `[1, 3, 5, 7, 9]` 中只有文档 1 相关；两者都把相关文档排在第 1 名，所以 RR 都是 1。MRR = (1/2 + 1/2 + 1) / 3 ≈ 0.667。脱离了计算时所用的数据和标注，指标数值就没有意义。
""",
        translates={"es": "1e833e218aff", "zh": "1e833e218aff"},
    ),
    msg("ch02.example_name", en="The capsule's MRR example", es="El ejemplo de MRR de la cápsula", zh="西班牙语课程的 MRR 示例", translates={"es": "d512942a6674", "zh": "d512942a6674"}),
    msg(
        "ch02.batch_name",
        en="The capsule's batch of three queries",
        es="El lote de tres consultas de la cápsula",
        zh="西班牙语课程批量评估的三个查询", translates={"es": "c670ce2bef6d", "zh": "c670ce2bef6d"},
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
    print(t("ch00.labelled", label=t(label), text=f"MRR {t('ch00.printed')} {printed}   ragmetrics {value:.4f}   {verdict}"))
"""),
    md(
        en=r"""
## What MRR = 0.5 does not mean

The capsule reads "MRR = 0.5" as "on average, the first relevant document is at position 2". That reading is wrong: the mean of 1/rank is not 1 over the mean rank. Three tiny test sets of two queries each make the point (the next cell):

- **A**: first relevant documents at ranks 1 and 3. The mean rank is 2, yet MRR = (1 + 1/3) / 2 ≈ 0.667.
- **B**: ranks 2 and 2. MRR = 0.5, and here the reading happens to hold.
- **C**: rank 1, and nothing found in the other query. MRR = (1 + 0) / 2 = 0.5 as well, and there is no mean rank to speak of.

The capsule's other reading, "MRR < 0.2: relevant documents far down", fails the same way: an MRR of 0.15 also comes from 15 % of the queries answered at rank 1 and nothing found for the rest.

MRR is dominated by the very top: moving a first hit from rank 1 to rank 2 costs 0.5; moving it from rank 10 to rank 20 costs 0.05. That is the point of it, but it means an MRR says little about the queries whose first hit is not at rank 1.
""",
        es=r"""
## Lo que no significa MRR = 0,5

La cápsula interpreta «MRR = 0,5» como «de media, el primer documento relevante está en la posición 2». Esa lectura es falsa: la media de 1/posición no es 1 entre la posición media. Tres conjuntos de prueba mínimos de dos consultas lo dejan claro (la celda siguiente):

- **A**: primeros relevantes en las posiciones 1 y 3. La posición media es 2 y, sin embargo, MRR = (1 + 1/3) / 2 ≈ 0,667.
- **B**: posiciones 2 y 2. MRR = 0,5, y aquí la lectura resulta cierta.
- **C**: posición 1, y nada encontrado en la otra. MRR = (1 + 0) / 2 = 0,5 también, y no hay posición media de la que hablar.

La otra lectura de la cápsula, «MRR < 0,2: documentos relevantes muy abajo», falla de la misma manera: un MRR de 0,15 también sale si el 15 % de las consultas acierta en la posición 1 y el resto no encuentra nada.

En el MRR manda la parte más alta del ranking: bajar un primer acierto de la posición 1 a la 2 cuesta 0,5; bajarlo de la 10 a la 20 cuesta 0,05. Para eso está, pero significa que un MRR dice poco de las consultas cuyo primer acierto no está en la posición 1.
""",
        zh=r"""
## MRR = 0.5 的常见误读

西班牙语课程把“MRR = 0.5”解读为“第一篇相关文档平均排在第 2 名”。这种解读是错的：1/排名的平均值并不等于平均排名的倒数。三个小测试集（各含两个查询）就能说明问题（见下一个单元格）：

- **A**：第一篇相关文档分别排在第 1 名和第 3 名。平均排名是 2，但 MRR = (1 + 1/3) / 2 ≈ 0.667。
- **B**：都排在第 2 名。MRR = 0.5，这时上面的解读恰好成立。
- **C**：一个排在第 1 名，另一个什么都没找到。MRR = (1 + 0) / 2，也是 0.5，而此时根本谈不上平均排名。

西班牙语课程的另一种解读“MRR < 0.2 表示相关文档排得很靠后”也有同样的问题：15% 的查询在第 1 名命中、其余查询什么都没找到，MRR 同样是 0.15。

MRR 主要由最顶端决定：第一个命中从第 1 名掉到第 2 名要损失 0.5；从第 10 名掉到第 20 名只损失 0.05。这正是它的设计初衷，但也意味着：第一个命中排得较靠后的那些查询，MRR 几乎分辨不出好坏。
""",
        translates={"es": "726bfb220a90", "zh": "726bfb220a90"},
    ),
    msg("ch02.not_found", en="not found", es="no encontrado", zh="未找到", translates={"es": "907ba78b4545", "zh": "907ba78b4545"}),
    msg(
        "ch02.scenario",
        en="Test set {name}: first relevant at ranks {ranks}",
        es="Conjunto {name}: primer relevante en las posiciones {ranks}",
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
    print(f"{t('ch02.scenario', name=name, ranks=shown)}   MRR = {value:.4f}")
"""),
    md(
        en=r"""
## RR or RR@k: does the search stop at k?

Our sources disagree, without saying so. The capsule's `mrr` and the Spanish chapter's `reciprocal_rank` scan the whole list, so a relevant document at rank 7 gives 1/7 whatever *k* is. The Chinese article says that if there is no relevant document in the top *k*, the score is 0: a cutoff. The tools disagree the same way:

| | no cutoff: **RR** | cutoff at *k*: **RR@k** |
|---|---|---|
| trec_eval | `recip_rank` (it has no cutoff at all) | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`, `"RR"`, `"mrr"` | `reciprocal_rank(..., k=k)`, `"RR@k"`, `"mrr@k"` |

The next cell takes a ranking whose only relevant document is at rank 7: RR = 1/7 ≈ 0.143, while RR@5 = 0 (at your *k*, RR@k is 0 whenever *k* < 7).

Which one should you report? In a RAG pipeline the generator reads only the top *k*: a relevant passage at rank 7 with *k* = 5 is as useless as none, so **RR@k** describes what the pipeline gets. **RR** describes the retriever's ranking independently of the *k* you happen to use. Both are legitimate; they are different numbers, and RR@k ≤ RR always. In the simulated test set above, the gap between the two columns comes from the queries whose first relevant document is retrieved, but below *k*: at *k* = 5 and seed = 0, 17 of the 20 queries without a hit; the other 3 never retrieve a relevant document and score 0 either way. Say which one you report.
""",
        es=r"""
## ¿RR o RR@k? ¿La búsqueda se detiene en k?

Nuestras fuentes no coinciden, aunque ninguna lo advierte. El `mrr` de la cápsula y el `reciprocal_rank` del capítulo en español recorren la lista entera, así que un documento relevante en la posición 7 da 1/7 sea cual sea *k*. El artículo chino dice que, si no hay ningún documento relevante en el top *k*, la puntuación es 0: un corte. Las herramientas discrepan de la misma manera:

| | sin corte: **RR** | con corte en *k*: **RR@k** |
|---|---|---|
| trec_eval | `recip_rank` (no tiene corte de ningún tipo) | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`, `"RR"`, `"mrr"` | `reciprocal_rank(..., k=k)`, `"RR@k"`, `"mrr@k"` |

La celda siguiente toma un ranking cuyo único documento relevante está en la posición 7: RR = 1/7 ≈ 0,143, mientras que RR@5 = 0 (con tu *k*, RR@k vale 0 siempre que *k* < 7).

¿Cuál conviene dar? En un RAG el LLM solo lee el top *k*: un fragmento relevante en la posición 7 con *k* = 5 es tan inútil como ninguno, así que **RR@k** describe lo que recibe el sistema. **RR** describe el ranking del recuperador con independencia del *k* que uses. Las dos son legítimas; son números distintos, y siempre RR@k ≤ RR. En el conjunto simulado de arriba, la diferencia entre las dos columnas viene de las consultas cuyo primer documento relevante se recupera, pero por debajo de *k*: con *k* = 5 y semilla 0, 17 de las 20 consultas sin acierto; las otras 3 nunca recuperan un documento relevante y valen 0 de las dos maneras. Indica siempre cuál usas.
""",
        zh=r"""
## RR 还是 RR@k：搜索到 k 就停止吗？

参考资料在这一点上说法不一，却都没有点明。西班牙语课程的 `mrr` 和西班牙语章节的 `reciprocal_rank` 会扫描整个列表，所以排在第 7 名的相关文档无论 *k* 是多少都得 1/7。中文面试文章则说，如果前 *k* 名中没有相关文档，得分就是 0：这是截断。各工具同样各行其是：

| | 不截断：**RR** | 截断于 *k*：**RR@k** |
|---|---|---|
| trec_eval | `recip_rank`（完全不截断） | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`、`"RR"`、`"mrr"` | `reciprocal_rank(..., k=k)`、`"RR@k"`、`"mrr@k"` |

下一个单元格中的排序只有一篇相关文档，位于第 7 名：RR = 1/7 ≈ 0.143，而 RR@5 = 0（在你设定的 *k* 下，只要 *k* < 7，RR@k 就是 0）。

该报告哪一个？在 RAG 流程中，LLM 只读前 *k* 名：*k* = 5 时排在第 7 名的相关片段和没有一样，所以 **RR@k** 描述的是整个流程实际得到的东西。**RR** 描述的是检索器本身的排序，与你恰好使用的 *k* 无关。两者都合理，但它们是不同的数字，而且总有 RR@k ≤ RR。在上面的模拟测试集中，两列之间的差距来自第一篇相关文档被检索到、但排在 *k* 之后的那些查询：*k* = 5、seed = 0 时，是 20 个未命中查询中的 17 个；另外 3 个根本没有检索到相关文档，两种算法下都是 0。报告时要说明用的是哪一个。
""",
        translates={"es": "d5b444f8a043", "zh": "d5b444f8a043"},
    ),
    msg("ch02.rr_at", en="RR@{k} (cutoff at {k})", es="RR@{k} (corte en {k})", zh="RR@{k}（截断于 {k}）", translates={"es": "946cce1c49dc", "zh": "946cce1c49dc"}),
    msg("ch02.trec_none", en="no trec_eval measure", es="sin equivalente en trec_eval", zh="trec_eval 中没有对应指标", translates={"es": "a25e0611013d", "zh": "a25e0611013d"}),
    msg("ch02.trec", en="trec_eval: {name}", es="en trec_eval: {name}", zh="trec_eval 中为 {name}", translates={"es": "66bbf297399d", "zh": "66bbf297399d"}),
    code(r"""
# A relevant document at rank 7: with and without a cutoff at k
retrieved = [1, 2, 4, 5, 6, 8, 7]
relevant = [7]
print(f"{t('ch00.rr')} = {rm.reciprocal_rank(retrieved, relevant):.4f}")
print(f"{t('ch02.rr_at', k=k)} = {rm.reciprocal_rank(retrieved, relevant, k=k):.4f}")

# The same measure under the names other tools give it
for name in ("RR", f"RR@{k}", f"mrr@{k}", f"MRR@{k}"):
    measure = rm.parse_measure(name)
    trec = t("ch02.trec", name=measure.trec_name) if measure.trec_name else t("ch02.trec_none")
    print(f"  {name:<8} -> {str(measure):<6} {trec}")
"""),
    md(
        en=r"""
## Average precision (AP) and R-precision: every relevant document, not just the first

RR stops at the first relevant document. **Average precision** looks at all of them. Walk down the ranking; each time you reach a relevant document, write down the precision at that rank (relevant documents so far / rank). AP is the sum of those precisions divided by *R*, the number of relevant documents of the query, **retrieved or not**: a relevant document the retriever never returned adds nothing to the sum but still counts in *R*.

$$\mathrm{AP} = \frac{1}{R}\sum_{\text{relevant } d \text{ retrieved}} \mathrm{Precision@}\mathrm{rank}(d)$$

**MAP** (mean average precision) is the mean of AP over the queries, as MRR is the mean of RR. With a cutoff, AP@k (trec_eval's `map_cut_k`) adds only the relevant documents in the top *k* and still divides by *R*.

**R-precision** asks a simpler question: if the retriever had exactly *R* slots, how many would hold relevant documents? It is the precision at rank *R*, so each query gets its own cutoff: a query with 3 relevant documents is judged on its top 3, one with 10 on its top 10. At rank *R*, precision and recall are equal.

Back to the capsule's query "Python installation": documents 3 and 7 are relevant and retrieved (ranks 2 and 4), document 12 is relevant and missing, so *R* = 3.
""",
        es=r"""
## Precisión promedio (AP) y R-precision: todos los documentos relevantes, no solo el primero

RR se detiene en el primer documento relevante. La **precisión promedio** los mira todos. Recorre el ranking y, cada vez que llegues a un documento relevante, anota la precisión en esa posición (relevantes vistos hasta ahí / posición). AP es la suma de esas precisiones dividida entre *R*, el número de documentos relevantes de la consulta, **se hayan recuperado o no**: un relevante que el recuperador nunca devolvió no suma nada, pero sigue contando en *R*.

$$\mathrm{AP} = \frac{1}{R}\sum_{d \text{ relevante recuperado}} \mathrm{Precision@}\mathrm{posición}(d)$$

**MAP** (*mean average precision*, media de la precisión promedio) es la media de la AP sobre las consultas, igual que MRR es la media de RR. Con un corte, AP@k (`map_cut_k` en trec_eval) solo suma los relevantes del top *k* y sigue dividiendo entre *R*.

La **R-precision** plantea una pregunta más sencilla: si el recuperador tuviera exactamente *R* huecos, ¿cuántos ocuparían documentos relevantes? Es la precisión en la posición *R*, así que cada consulta tiene su propio corte: una consulta con 3 relevantes se juzga por su top 3, una con 10 por su top 10. En la posición *R*, la precisión y el recall coinciden.

Volvamos a la consulta «Python installation» de la cápsula: los documentos 3 y 7 son relevantes y se recuperaron (posiciones 2 y 4); el 12 es relevante y falta, así que *R* = 3.
""",
        zh=r"""
## 平均精确率（AP）与 R-precision：看所有相关文档，而不只是第一篇

RR 只看第一篇相关文档，**平均精确率**则看全部相关文档。沿着排序往下走，每遇到一篇相关文档，就记下该位置的精确率（到此为止的相关文档数 / 排名）。AP 等于这些精确率之和除以 *R*，即该查询的相关文档总数，**无论是否被检索到**：检索器没有返回的相关文档不会给总和加分，但仍然计入 *R*。

$$\mathrm{AP} = \frac{1}{R}\sum_{\text{被检索到的相关文档 } d} \mathrm{Precision@}\mathrm{rank}(d)$$

**MAP**（mean average precision，平均精确率均值）是 AP 在所有查询上的平均值，就像 MRR 是 RR 的平均值。加上截断后，AP@k（trec_eval 中的 `map_cut_k`）只累加前 *k* 名中的相关文档，分母仍然是 *R*。

**R-precision** 问的问题更简单：如果检索器正好只有 *R* 个位置，其中有多少个放的是相关文档？它就是第 *R* 名处的精确率，所以每个查询都有自己的截断位置：有 3 篇相关文档的查询看前 3 名，有 10 篇的看前 10 名。在第 *R* 名处，精确率与召回率相等。

回到西班牙语课程的查询“Python installation”：文档 3 和 7 是相关文档且被检索到（第 2 名和第 4 名），文档 12 是相关文档但没有出现，所以 *R* = 3。
""",
        translates={"es": "ef577c09a13c", "zh": "ef577c09a13c"},
    ),
    msg("ch02.ap_step", en="  rank {rank}: doc {doc} is relevant, {found} so far: precision {found}/{rank} = {precision:.4f}",
        es="  posición {rank}: el doc. {doc} es relevante (relevantes vistos hasta aquí: {found}); precisión {found}/{rank} = {precision:.4f}",
        zh="  第 {rank} 名：文档 {doc} 相关，累计 {found} 个：精确率 {found}/{rank} = {precision:.4f}", translates={"es": "b8dce6efd0ed", "zh": "b8dce6efd0ed"}),
    msg("ch02.ap_total", en="AP = ({terms}) / R = {total:.4f} / {r} = {value:.4f}   (R: relevant documents, retrieved or not)",
        es="AP = ({terms}) / R = {total:.4f} / {r} = {value:.4f}   (R: documentos relevantes, recuperados o no)",
        zh="AP = ({terms}) / R = {total:.4f} / {r} = {value:.4f}（R：相关文档总数，无论是否被检索到）", translates={"es": "141b19e9ca85", "zh": "141b19e9ca85"}),
    msg("ch02.rprec_total", en="R-precision: top R = {r}: {top}; relevant in it: {hits}; {hits}/{r} = {value:.4f}",
        es="R-precision: top R = {r}: {top}; relevantes en él: {hits}; {hits}/{r} = {value:.4f}",
        zh="R-precision：前 R = {r} 名为 {top}，其中相关文档 {hits} 个：{hits}/{r} = {value:.4f}", translates={"es": "7ea1862c834a", "zh": "7ea1862c834a"}),
    code(r"""
# AP by hand: walk down the ranking; at each relevant document, the precision so far
retrieved, relevant = [1, 3, 5, 7, 9, 11, 13], {3, 7, 12}
precisions = []
for rank, doc in enumerate(retrieved, start=1):
    if doc in relevant:
        found = len(precisions) + 1
        precisions.append(found / rank)
        print(t("ch02.ap_step", rank=rank, doc=doc, found=found, precision=found / rank))
ap_by_hand = sum(precisions) / len(relevant)  # divided by R: every relevant document, retrieved or not
terms = " + ".join(f"{p:.4f}" for p in precisions)
print(t("ch02.ap_total", terms=terms, total=sum(precisions), r=len(relevant), value=ap_by_hand))

# R-precision by hand: the precision of the top R
top_r = retrieved[: len(relevant)]
rprec_by_hand = len(relevant.intersection(top_r)) / len(relevant)
print(t("ch02.rprec_total", r=len(relevant), top=top_r, hits=len(relevant.intersection(top_r)), value=rprec_by_hand))
"""),
    msg("ch02.ap_cut", en="AP@{k} = {value:.4f} (only ranks 1-{k} add; still divided by R = {r})",
        es="AP@{k} = {value:.4f} (solo suman las posiciones 1-{k}; se sigue dividiendo entre R = {r})",
        zh="AP@{k} = {value:.4f}（只累加第 1-{k} 名，分母仍是 R = {r}）", translates={"es": "b43529facca0", "zh": "b43529facca0"}),
    msg("ch02.agree", en="✓ ragmetrics gives the same numbers as the hand computation.",
        es="✓ ragmetrics da los mismos números que el cálculo a mano.", zh="✓ ragmetrics 的结果与手算完全一致。", translates={"es": "db79b267748e", "zh": "db79b267748e"}),
    msg("ch02.disagree", en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。", translates={"es": "651eb86a2db8", "zh": "651eb86a2db8"}),
    code(r"""
ap, rprec = rm.average_precision(retrieved, relevant), rm.r_precision(retrieved, relevant)
print(f"rm.average_precision = {ap:.4f}   rm.r_precision = {rprec:.4f}")
print(t("ch02.agree") if abs(ap - ap_by_hand) < 1e-12 and abs(rprec - rprec_by_hand) < 1e-12 else t("ch02.disagree"))
print(t("ch02.ap_cut", k=k, r=len(relevant), value=rm.average_precision(retrieved, relevant, k=k)))
"""),
    md(
        en=r"""
### MAP or MRR?

The two queries below each have their first relevant document at rank 2, so their RR is the same, 0.5. But the second query (the Chinese article's ranking, every graded document counted as relevant) finds all of its relevant documents in the top 5, while the first misses one of three. MRR cannot tell them apart; MAP and R-precision can.
""",
        es=r"""
### ¿MAP o MRR?

Las dos consultas de abajo tienen su primer documento relevante en la posición 2, así que su RR es el mismo, 0,5. Pero la segunda (el ranking del artículo chino, con todo documento graduado contado como relevante) encuentra todos sus relevantes en el top 5, mientras que la primera se deja uno de tres. MRR no las distingue; MAP y R-precision, sí.
""",
        zh=r"""
### MAP 还是 MRR？

下面两个查询的第一篇相关文档都排在第 2 名，所以 RR 相同，都是 0.5。但第二个查询（中文面试文章的排序，有等级的文档都算相关）在前 5 名中找到了全部相关文档，而第一个查询漏掉了三个中的一个。MRR 分不出两者的差别，MAP 和 R-precision 可以。
""",
        translates={"es": "ff70a3ce8f8b", "zh": "ff70a3ce8f8b"},
    ),
    msg("ch02.col.query", en="query", es="consulta", zh="查询", translates={"es": "a8b771920b83", "zh": "a8b771920b83"}),
    msg("ch02.row.mean", en="mean: MRR, MAP, mean R-precision", es="media: MRR, MAP, R-precision media",
        zh="平均：MRR、MAP、平均 R-precision", translates={"es": "9598bf01a4c5", "zh": "9598bf01a4c5"}),
    code(r"""
queries = {
    "Python installation": ([1, 3, 5, 7, 9, 11, 13], {3, 7, 12}),
    "101/205/309": ([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1}),
}
rows = [(name, rm.reciprocal_rank(r, rel), rm.average_precision(r, rel), rm.r_precision(r, rel))
        for name, (r, rel) in queries.items()]
means = [sum(row[i] for row in rows) / len(rows) for i in (1, 2, 3)]
print_table([t("ch02.col.query"), "RR", "AP", "R-precision"], rows + [(t("ch02.row.mean"), *means)])
"""),
    md(
        en=r"""
When to use which, and the interview answer to "MAP vs MRR?":

- **MRR** when one good passage is enough: a factoid question, a known-item search, a RAG prompt that needs one supporting passage. It rewards putting *something* relevant near the top and ignores everything after it.
- **MAP** when every relevant document matters and their order matters too: an answer that needs several passages, a search for all the evidence (legal, medical, patents). It is binary (grades ≥ the level count as 1); for graded relevance use nDCG.
- **R-precision** as a one-number summary that adapts the cutoff to each query; it is close to AP in practice and easy to explain. With a fixed *k* instead, a query with 2 relevant documents can never reach Precision@10 = 1.

*Interview version:* "MRR looks at the rank of the first relevant result only; MAP averages the precision at the rank of every relevant result and divides by all of them, so it also penalises relevant documents that are ranked low or missing. Same first hit, same MRR; MAP still tells which system found the rest."
""",
        es=r"""
Cuándo usar cada una, y la respuesta de entrevista a «¿MAP o MRR?»:

- **MRR** cuando basta con un buen fragmento: una pregunta factual, la búsqueda de un documento concreto, un prompt de RAG que necesita un solo fragmento de apoyo. Premia poner *algo* relevante arriba e ignora todo lo que viene después.
- **MAP** cuando importan todos los documentos relevantes y también su orden: una respuesta que necesita varios fragmentos, la búsqueda de todas las pruebas (legal, médica, patentes). Es binaria (todo grado igual o superior al nivel de relevancia, 1 por defecto, cuenta como 1); para relevancia graduada, usa nDCG.
- **R-precision** como resumen de una sola cifra que adapta el corte a cada consulta; en la práctica se parece mucho a AP y es fácil de explicar. Con un *k* fijo, en cambio, una consulta con 2 relevantes nunca puede llegar a Precision@10 = 1.

*En una entrevista:* «MRR solo mira la posición del primer resultado relevante; MAP promedia la precisión en la posición de cada resultado relevante y divide entre todos ellos, así que también penaliza los relevantes mal colocados o ausentes. Mismo primer acierto, mismo MRR; MAP sigue diciendo qué sistema encontró el resto».
""",
        zh=r"""
各自适用的场景，以及面试题“MAP 和 MRR 有什么区别？”的回答：

- **MRR**：只要有一个好片段就够的场景，比如事实型问题、查找某个特定文档、只需要一个支撑片段的 RAG 提示词。它奖励的是把**某一个**相关结果排到前面，之后的结果一概不看。
- **MAP**：每篇相关文档都重要、而且它们的顺序也重要的场景，比如需要多个片段才能回答的问题，或者要找全所有证据的检索（法律、医疗、专利）。它是二元的（等级不低于阈值的都算 1）；分级相关性请用 nDCG。
- **R-precision**：一个会按查询自动调整截断位置的单一指标；实践中它与 AP 很接近，也容易解释。而用固定的 *k* 时，只有 2 篇相关文档的查询永远达不到 Precision@10 = 1。

**面试版回答**：“MRR 只看第一个相关结果的排名；MAP 对每个相关结果所在位置的精确率求平均，并除以相关结果总数，所以排得靠后或者没检索到的相关文档也会被扣分。第一个命中相同，MRR 就相同；MAP 仍然能看出哪个系统把其余的相关文档也找到了。”
""",
        translates={"es": "42dbe00681c7", "zh": "42dbe00681c7"},
    ),
    md(
        en=r"""
## Play with it

The playground opens on the capsule's query "List comprehensions" as its MRR example judges it: only document 6, at rank 3, is relevant. Predict each result before you look:

1. Move document 6 to rank 1. RR@k goes from 1/3 to 1, while Recall@k does not move: recall does not care where the document is, as long as it is in the top *k*.
2. Press **Reset to the example** (document 6 is back at rank 3), then set **k** to 2. HitRate@k and RR@k drop to 0: the only relevant document is now below the cutoff. (This playground computes RR@k, with the cutoff.)
3. Press **Reset to the example** again, then give document 4 grade 1, as the batch example judges it. RR@k becomes 1/2; HitRate@k stays 1.
4. Give document 10 grade 1 as well. What changes, and what does not?

<details><summary>Answer to step 4</summary>

Document 10 is at rank 5. At *k* = 5 it enters the top *k*: Recall@5 goes from 2/2 to 3/3, still 1, and precision rises from 2/5 to 3/5, while HitRate@5 (still 1) and RR@5 (still 1/2, set by document 4) do not move: neither looks past the first relevant document. At *k* = 3 or 4 nothing in the top *k* changes, yet recall falls from 1 to 2/3, because document 10 now counts among the relevant documents.
</details>

The cell after the playground prints the numbers it opens with.
""",
        es=r"""
## Pruébalo tú

El laboratorio se abre con la consulta «List comprehensions» de la cápsula tal como la juzga su ejemplo de MRR: solo el documento 6, en la posición 3, es relevante. Predice cada resultado antes de mirar:

1. Sube el documento 6 a la posición 1. RR@k pasa de 1/3 a 1, y Recall@k no se mueve: al recall le da igual dónde esté el documento, mientras esté en el top *k*.
2. Pulsa **Volver al ejemplo** (el documento 6 regresa a la posición 3) y pon **k** a 2. HitRate@k y RR@k caen a 0: el único documento relevante queda por debajo del corte. (Este laboratorio calcula RR@k, con corte.)
3. Pulsa otra vez **Volver al ejemplo** y dale grado 1 al documento 4, como lo juzga el ejemplo por lotes. RR@k pasa a 1/2; HitRate@k sigue en 1.
4. Dale grado 1 también al documento 10. ¿Qué cambia y qué no?

<details><summary>Respuesta al paso 4</summary>

El documento 10 está en la posición 5. Con *k* = 5 entra en el top *k*: Recall@5 pasa de 2/2 a 3/3, sigue valiendo 1, y la precisión sube de 2/5 a 3/5, mientras que HitRate@5 (sigue en 1) y RR@5 (sigue en 1/2, lo fija el documento 4) no se mueven: ninguna de las dos mira más allá del primer documento relevante. Con *k* = 3 o 4 nada cambia dentro del top *k* y, sin embargo, el recall baja de 1 a 2/3, porque el documento 10 pasa a contar entre los relevantes.
</details>

La celda que sigue al laboratorio imprime las cifras con las que se abre.
""",
        zh=r"""
## 动手试一试

实验台打开时显示的是西班牙语课程的查询“List comprehensions”，按其 MRR 示例的标注：只有排在第 3 名的文档 6 是相关的。每一步都先预测结果再看：

1. 把文档 6 移到第 1 名。RR@k 从 1/3 变成 1，而 Recall@k 不变：只要文档在前 *k* 名内，召回率并不在乎它排在哪里。
2. 先点击**恢复示例**（文档 6 回到第 3 名），再把 **k** 设为 2。HitRate@k 和 RR@k 都降为 0：唯一的相关文档掉到了截断位置之后。（这个实验台计算的是带截断的 RR@k。）
3. 再次点击**恢复示例**，然后把文档 4 的等级设为 1，与批量评估示例的标注一致。RR@k 变为 1/2，HitRate@k 仍然是 1。
4. 再把文档 10 的等级也设为 1。哪些变了，哪些没变？

<details><summary>第 4 步的答案</summary>

文档 10 排在第 5 名。*k* = 5 时它在前 *k* 名内：Recall@5 从 2/2 变为 3/3，仍然是 1，精确率从 2/5 升到 3/5；HitRate@5（仍为 1）和 RR@5（仍为 1/2，由文档 4 决定）都不变，因为两者都不看第一篇相关文档之后的情况。*k* = 3 或 4 时，前 *k* 名没有任何变化，召回率却会从 1 降到 2/3，因为文档 10 也算作相关文档了。
</details>

实验台后面的单元格会打印它打开时显示的数值。
""",
        translates={"es": "99d6c5adbd99", "zh": "99d6c5adbd99"},
    ),
    code(r"""
from ragmetrics_course import RankingPlayground

# The capsule's query "List comprehensions", as its MRR example judges it: only document 6 is relevant
playground = RankingPlayground([6], [2, 4, 6, 8, 10], k=min(k, 5), max_grade=1,
                               measures=("recall", "precision", "hit_rate", "rr", "ap"))  # nDCG comes in chapter 03
playground
""", tags=["nbval-ignore-output"]),
    code(r"""
# What the playground shows when it opens, for this chapter's measures
for row in playground.rows():
    if row.key in ("recall", "hit_rate", "rr"):
        print(t("ch00.labelled", label=row.name, text="  ".join(row.formula)))
"""),
    md(
        en=r"""
## As k grows, over the whole test set

The chart shows the means over the 100 simulated queries for every cutoff from 1 to 10 (or to your *k*, if it is larger). HitRate@k climbs quickly and reaches 0.8 at your *k*, by construction; beyond it, it creeps up as the remaining queries find their first relevant document further down. Not all 20 of them do: at *k* = 5 and seed = 0, 17 find one by rank 10 (HitRate@10 = 0.97) and 3 never retrieve one. RR@k also climbs with *k* and approaches the RR without a cutoff (the value in the table above), which it can never exceed. Recall@k keeps rising longest, because it also counts the second relevant documents.
""",
        es=r"""
## Cuando crece k, sobre todo el conjunto de prueba

El gráfico muestra las medias sobre las 100 consultas simuladas para cada corte de 1 a 10 (o hasta tu *k*, si es mayor). La tasa de aciertos sube deprisa y llega a 0,8 en tu *k*, por construcción; más allá, avanza despacio a medida que las consultas restantes encuentran su primer documento relevante más abajo. No todas las 20 lo encuentran: con *k* = 5 y semilla 0, 17 lo encuentran como mucho en la posición 10 (HitRate@10 = 0,97) y 3 no recuperan ninguno. RR@k también sube con *k* y se acerca al RR sin corte (el valor de la tabla de arriba), que nunca puede superar. Recall@k es la medida que más tiempo sigue subiendo, porque cuenta también los segundos documentos relevantes.
""",
        zh=r"""
## 当 k 变大时：整个测试集

下图显示 100 个模拟查询在截断位置 1 到 10（若你设定的 *k* 更大，则到 *k*）下的平均值。HitRate@k 上升很快，在你设定的 *k* 处达到 0.8（这是构造决定的）；之后随着其余查询在更靠后的位置找到第一篇相关文档，它继续缓慢上升。但这 20 个查询并非都能找到：*k* = 5、seed = 0 时，有 17 个在前 10 名内找到（HitRate@10 = 0.97），另外 3 个始终没有检索到相关文档。RR@k 也随 *k* 上升，并逐渐接近不截断的 RR（上表中的数值），但永远不会超过它。Recall@k 持续上升的时间最长，因为它还会算上每个查询的第二篇相关文档。
""",
        translates={"es": "bbcd53ffecce", "zh": "bbcd53ffecce"},
    ),
    code(r"""
from ragmetrics_course import MetricCurves

curves = MetricCurves(qrels=qrels, run=run, max_k=max(10, k), measures=("recall", "hit_rate", "rr"))
curves
""", tags=["nbval-ignore-output"]),
    code(r"""
# The numbers the chart shows when it opens
print(curves.text())
"""),
    md(
        en=r"""
### Where the first hit lands

MRR and hit rate both summarise one number per query: the rank of its first relevant document. The histogram shows that number for the 100 simulated queries (the last bar: never retrieved). Hit rate@k is the share of queries in the bars up to *k*; MRR weighs the bars by 1/rank, so the first bar counts most.
""",
        es=r"""
### Dónde cae el primer acierto

El MRR y la tasa de aciertos resumen un mismo número por consulta: la posición de su primer documento relevante. El histograma muestra ese número para las 100 consultas simuladas (la última barra: nunca recuperado). HitRate@k es la proporción de consultas en las barras hasta *k*; el MRR pondera las barras por 1/posición, así que la primera es la que más cuenta.
""",
        zh=r"""
### 第一个命中落在哪里

MRR 和命中率概括的都是每个查询的同一个数：第一篇相关文档的排名。下面的直方图画出 100 个模拟查询的这个数（最后一根柱子表示从未检索到）。HitRate@k 是落在前 *k* 根柱子里的查询所占的比例；MRR 则按 1/排名给各根柱子加权，所以第一根柱子分量最重。
""",
        translates={"es": "ad3f9b5fc6fb", "zh": "ad3f9b5fc6fb"},
    ),
    msg("ch02.hist_title", en="Rank of the first relevant document, {n} simulated queries (seed = {seed})",
        es="Posición del primer documento relevante, {n} consultas simuladas (semilla = {seed})",
        zh="第一篇相关文档的排名：{n} 个模拟查询（seed = {seed}）", translates={"es": "ab3e4874bfed", "zh": "ab3e4874bfed"}),
    msg("ch02.hist_x", en="Rank of the first relevant document", es="Posición del primer documento relevante",
        zh="第一篇相关文档的排名", translates={"es": "000c7f8a1c63", "zh": "000c7f8a1c63"}),
    msg("ch02.hist_y", en="Queries", es="Consultas", zh="查询数", translates={"es": "80d2e18c7da9", "zh": "80d2e18c7da9"}),
    msg("ch02.hist_none", en="none", es="ninguno", zh="未检索到", translates={"es": "140bedbf9c3f", "zh": "140bedbf9c3f"}),
    msg("ch02.hist_counts", en="First relevant document in the top {k}: {inside} queries; retrieved below rank {k}: {below}; never retrieved: {never}.",
        es="Primer documento relevante en el top {k}: {inside} consultas; recuperado por debajo de la posición {k}: {below}; nunca recuperado: {never}.",
        zh="第一篇相关文档在前 {k} 名内：{inside} 个查询；被检索到但排在第 {k} 名之后：{below} 个；从未被检索到：{never} 个。", translates={"es": "8fc2cce16c6b", "zh": "8fc2cce16c6b"}),
    code(r"""
import matplotlib.pyplot as plt
from collections import Counter

# The rank of each query's first relevant document (None: no relevant document retrieved)
first_hits = [next((rank for rank, doc in enumerate(run[qid], start=1) if doc in qrels[qid]), None) for qid in run]
counts = Counter(first_hits)
labels = [str(rank) for rank in range(1, depth + 1)] + [t("ch02.hist_none")]
heights = [counts[rank] for rank in range(1, depth + 1)] + [counts[None]]
colors = ["tab:blue" if i < k else "tab:gray" for i in range(depth)] + ["tab:red"]
fig, ax = plt.subplots(figsize=(7, 3.5))
ax.bar(labels, heights, color=colors)
ax.axvline(k - 0.5, color="black", linestyle="--", linewidth=1)
ax.set_xlabel(t("ch02.hist_x"), family=cjk_font)
ax.set_ylabel(t("ch02.hist_y"), family=cjk_font)
ax.set_title(t("ch02.hist_title", n=len(run), seed=seed), family=cjk_font)
for tick in ax.get_xticklabels():
    tick.set_family(cjk_font)
plt.show()
inside = sum(1 for rank in first_hits if rank is not None and rank <= k)
below = sum(1 for rank in first_hits if rank is not None and rank > k)
print(t("ch02.hist_counts", k=k, inside=inside, below=below, never=counts[None]))
"""),
    md(
        en=r"""
## What a value means

- **HitRate@5 = 0.8**: one question in five reaches the generator without a single relevant passage. The model then either answers from what it memorised (a hallucination risk) or, at best, says it does not know. Hit rate says nothing about how many of the relevant passages arrived: that is recall's job.
- **MRR = 0.667**: not "the first hit is at rank 1.5". It is an average of 1/rank, pulled up by every query answered at rank 1. Look at the distribution (how many queries at rank 1, 2, 3, none: the histogram above) before you read much into it.
- Both are **coarse per query**: hit rate is 0 or 1, RR takes the values 1, 1/2, 1/3, ... With 20 queries, one query more or less moves hit rate by 0.05. Even with 100 queries, a hit rate of 0.8 is only known to about ±0.08: the usual 95 % confidence interval is 1.96 · √(0.8 · 0.2 / 100) ≈ 0.078. Use many queries before comparing two systems.
""",
        es=r"""
## Qué significa un valor

- **HitRate@5 = 0,8**: una de cada cinco preguntas llega al LLM sin un solo fragmento relevante. El modelo entonces responde con lo que memorizó (riesgo de alucinación) o, en el mejor caso, dice que no lo sabe. La tasa de aciertos no dice cuántos fragmentos relevantes llegaron: eso es cosa del recall.
- **MRR = 0,667**: no significa «el primer acierto está en la posición 1,5». Es una media de 1/posición, y cada consulta resuelta en la posición 1 la empuja hacia arriba. Mira la distribución (cuántas consultas en la posición 1, 2, 3 o ninguna: el histograma de arriba) antes de sacar conclusiones.
- Las dos tienen **muy poca resolución por consulta**: la tasa de aciertos vale 0 o 1, y el RR toma los valores 1, 1/2, 1/3... Con 20 consultas, una consulta más o menos mueve la tasa de aciertos en 0,05. Incluso con 100 consultas, una tasa de aciertos de 0,8 solo se conoce con un margen de unos ±0,08: la semiamplitud del intervalo de confianza habitual del 95 % es 1,96 · √(0,8 · 0,2 / 100) ≈ 0,078. Usa muchas consultas antes de comparar dos sistemas.
""",
        zh=r"""
## 数值意味着什么

- **HitRate@5 = 0.8**：每五个问题中就有一个在送到 LLM 时没有任何相关片段。此时模型要么凭记忆作答（有幻觉风险），要么在最好的情况下回答“不知道”。命中率不能说明送达了多少相关片段，那是召回率的任务。
- **MRR = 0.667**：并不表示“第一个命中排在第 1.5 名”。它是 1/排名的平均值，每个在第 1 名就命中的查询都会把它往上拉。在下结论之前，先看看分布（有多少查询在第 1、2、3 名命中，有多少完全没命中：见上面的直方图）。
- 两者在单个查询上都很**粗糙**：命中率只有 0 或 1，RR 只能取 1、1/2、1/3……只有 20 个查询时，多一个或少一个查询命中，命中率就变化 0.05。即使有 100 个查询，命中率 0.8 的误差范围也有约 ±0.08：常用的 95% 置信区间半宽为 1.96 · √(0.8 · 0.2 / 100) ≈ 0.078。比较两个系统之前，要用足够多的查询。
""",
        translates={"es": "04d68ae66f66", "zh": "04d68ae66f66"},
    ),
    md(
        en=r"""
## When to use them, and the usual targets

- **HitRate@k** when one relevant passage is enough: factoid questions, FAQ answers, lookups. It is also the easiest retrieval number to explain to someone outside the team ("80 % of questions get at least one useful passage"). For questions that need several passages, use recall.
- **MRR** (or MRR@k) when the first result matters most: FAQ search where the user only sees the top answer, web search, a generator that leans on its first passage. It ignores everything after the first hit and knows nothing of graded relevance: for whole rankings, use nDCG (chapter 03).

The capsule targets MRR > 0.8 and the Spanish chapter MRR > 0.7; neither gives a target for hit rate. These are **rules of thumb**: an MRR of 0.8 needs the first relevant document at rank 1 for most queries (70 % at rank 1 and 30 % at rank 2 gives 0.85); it depends on whether RR is cut at *k* (RR@k ≤ RR), on *k*, on how many queries of your test set have any relevant document at all, and on how complete the judgments are. Compare systems on the same queries rather than against a number from elsewhere.
""",
        es=r"""
## Cuándo usarlas y los objetivos habituales

- **Tasa de aciertos (HitRate@k)** cuando basta con un fragmento relevante: preguntas factuales, respuestas de FAQ, consultas de dato concreto. Es también la cifra de recuperación más fácil de explicar a alguien de fuera del equipo («el 80 % de las preguntas recibe al menos un fragmento útil»). Para preguntas que necesitan varios fragmentos, usa el recall.
- **MRR** (o MRR@k) cuando lo que más importa es el primer resultado: una búsqueda en FAQ donde el usuario solo ve la primera respuesta, la búsqueda web, un LLM que se apoya en su primer fragmento. Ignora todo lo que viene después del primer acierto y no sabe nada de relevancia graduada: para rankings completos, usa nDCG (capítulo 03).

La cápsula fija como objetivo MRR > 0,8 y el capítulo en español MRR > 0,7; ninguno da un objetivo para la tasa de aciertos. Son **reglas prácticas**: un MRR de 0,8 exige el primer documento relevante en la posición 1 en la mayoría de las consultas (70 % en la posición 1 y 30 % en la 2 da 0,85); depende de si el RR se corta en *k* (RR@k ≤ RR), de *k*, de cuántas consultas de tu conjunto de prueba tienen algún documento relevante y de lo completos que sean los juicios. Compara sistemas sobre las mismas consultas en lugar de medirlos contra una cifra sacada de otro sitio.
""",
        zh=r"""
## 什么时候用，以及常见的目标值

- **HitRate@k**：一个相关片段就足够的场景，如事实型问题、FAQ 问答、查找具体信息。它也是最容易向团队外的人解释的检索指标（“80% 的问题至少拿到了一个有用的片段”）。需要多个片段才能回答的问题，请用召回率。
- **MRR**（或 MRR@k）：最看重第一个结果的场景，如用户只看第一条答案的 FAQ 搜索、网页搜索，或者主要依赖第一个片段的 LLM。它忽略第一个命中之后的一切，也不理会相关性等级：要评价整个排序，请用 nDCG（第 03 章）。

西班牙语课程的目标是 MRR > 0.8，西班牙语章节是 MRR > 0.7；两者都没有给出命中率的目标。这些都是**经验法则**：MRR 要达到 0.8，大多数查询的第一篇相关文档必须排在第 1 名（70% 在第 1 名、30% 在第 2 名，得到 0.85）；它取决于 RR 是否在 *k* 处截断（RR@k ≤ RR）、取决于 *k*、取决于测试集中有多少查询确有相关文档，也取决于标注是否完整。与其和别处的数字比，不如在相同的查询上比较不同系统。
""",
        translates={"es": "4c872ca3ee1e", "zh": "4c872ca3ee1e"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** An interviewer asks: what is the difference between recall and hit rate?

<details><summary>Answer</summary>

Recall@k asks how many of a query's relevant documents are in the top *k*; HitRate@k asks whether at least one is. With four relevant documents, a top *k* that holds one of them and a top *k* that holds all four both have hit rate 1, but recall 0.25 and 1 (the Chinese article's example, computed above). Over a test set, hit rate is the share of queries with a hit.
</details>

**2.** Retriever A puts a relevant document at rank 1 for half of the queries and finds nothing for the other half. Retriever B puts the first relevant document at rank 2 for every query. Compare their MRR and their HitRate@5. Which would you rather feed a generator that reads 5 passages?

<details><summary>Answer</summary>

Both have MRR = 0.5 (A: (1 + 0) / 2; B: 1/2). HitRate@5 is 0.5 for A and 1 for B. With 5 passages in the context, B gives the generator a relevant passage for every question, A for only half of them: B is better, and MRR alone cannot tell them apart.
</details>

**3.** Your evaluation library reports MRR@10 = 0.42, while trec_eval's `recip_rank` gives 0.45 on the same run. A bug?

<details><summary>Answer</summary>

Not necessarily. `recip_rank` has no cutoff, MRR@10 does, and RR@10 ≤ RR for every query: the difference is the queries whose first relevant document sits below rank 10. (Chapter 06 covers the other usual suspect: how tied scores are ordered.)
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** En una entrevista te preguntan: ¿qué diferencia hay entre recall y tasa de aciertos?

<details><summary>Respuesta</summary>

Recall@k pregunta cuántos de los documentos relevantes de una consulta están en el top *k*; la tasa de aciertos, si hay al menos uno. Con cuatro documentos relevantes, un top *k* que contiene uno y otro que contiene los cuatro tienen los dos tasa de aciertos 1, pero recall 0,25 y 1 (el ejemplo del artículo chino, calculado arriba). Sobre un conjunto de prueba, la tasa de aciertos es la proporción de consultas con acierto.
</details>

**2.** El recuperador A coloca un documento relevante en la posición 1 en la mitad de las consultas y no encuentra nada en la otra mitad. El recuperador B coloca el primer documento relevante en la posición 2 en todas las consultas. Compara su MRR y su HitRate@5. ¿Cuál preferirías para alimentar un generador que lee 5 fragmentos?

<details><summary>Respuesta</summary>

Los dos tienen MRR = 0,5 (A: (1 + 0) / 2; B: 1/2). La tasa de aciertos (HitRate@5) es 0,5 para A y 1 para B. Con 5 fragmentos en el contexto, B le da al LLM un fragmento relevante en todas las preguntas, y A solo en la mitad: B es mejor, y el MRR por sí solo no puede distinguirlos.
</details>

**3.** Tu biblioteca de evaluación da MRR@10 = 0,42, mientras que el `recip_rank` de trec_eval da 0,45 sobre el mismo run. ¿Hay un error?

<details><summary>Respuesta</summary>

No necesariamente. `recip_rank` no tiene corte, MRR@10 sí, y RR@10 ≤ RR en cada consulta: la diferencia son las consultas cuyo primer documento relevante queda por debajo de la posición 10. (El capítulo 06 trata el otro sospechoso habitual: cómo se ordenan las puntuaciones empatadas.)
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 面试官问：召回率和命中率有什么区别？

<details><summary>答案</summary>

Recall@k 问的是一个查询的相关文档中有多少在前 *k* 名里；HitRate@k 问的是有没有至少一篇。如果有四篇相关文档，前 *k* 名包含其中一篇和包含全部四篇，命中率都是 1，召回率却分别是 0.25 和 1（即中文面试文章的例子，上面已经算过）。在测试集上，命中率是命中的查询所占的比例。
</details>

**2.** 检索器 A 在一半的查询中把相关文档排在第 1 名，另一半查询什么也没找到；检索器 B 在每个查询中都把第一篇相关文档排在第 2 名。比较它们的 MRR 和 HitRate@5。如果 LLM 读取 5 个片段，你更愿意用哪一个？

<details><summary>答案</summary>

两者的 MRR 都是 0.5（A：(1 + 0) / 2；B：1/2）。HitRate@5 方面，A 是 0.5，B 是 1。上下文里放 5 个片段时，B 能为每个问题提供相关片段，A 只能为一半的问题提供：B 更好，而仅凭 MRR 无法区分两者。
</details>

**3.** 你的评估库报告 MRR@10 = 0.42，而 trec_eval 的 `recip_rank` 在同一个 run 上给出 0.45。是出 bug 了吗？

<details><summary>答案</summary>

不一定。`recip_rank` 不截断，MRR@10 截断，而且每个查询都有 RR@10 ≤ RR：差距来自第一篇相关文档排在第 10 名之后的那些查询。（另一个常见原因是同分文档的排序规则，见第 06 章。）
</details>
""",
        translates={"es": "155d8c89b320", "zh": "155d8c89b320"},
    ),
    md(
        en=r"""
## Summary

- **HitRate@k**: 1 if at least one relevant document is in the top *k*, else 0; over a test set, the share of queries with a hit (trec_eval's `success_k`). It is not recall.
- **RR** = 1 / rank of the first relevant document; **MRR** is its mean over queries. The capsule's MRR figures are right (0.611 and 0.667, for two different sets of judgments).
- **RR** without a cutoff (trec_eval's `recip_rank`, ir_measures' `RR`, ranx's `mrr`, the Spanish sources' code) and **RR@k** (ir_measures' `RR@k`, ranx's `mrr@k`, the Chinese article) are different numbers; RR@k ≤ RR. Say which you report.
- MRR = 0.5 does **not** mean "first hit at rank 2 on average": the mean of 1/rank is not 1 / mean rank.
- Neither measure looks past the first hit, nor at graded relevance: that is nDCG, next.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/02_hit_rate_mrr.ipynb). Then go on to [chapter 03, nDCG](03_ndcg.ipynb).
""",
        es=r"""
## Resumen

- **Tasa de aciertos (HitRate@k)**: 1 si hay al menos un documento relevante en el top *k* y 0 si no; sobre un conjunto de prueba, la proporción de consultas con acierto (el `success_k` de trec_eval). No es el recall.
- **RR** = 1 / posición del primer documento relevante; el **MRR** es su media sobre las consultas. Las cifras de MRR de la cápsula son correctas (0,611 y 0,667, para dos conjuntos de juicios distintos).
- El **RR** sin corte (`recip_rank` en trec_eval, `RR` en ir_measures, `mrr` en ranx, el código de las fuentes en español) y el **RR@k** (`RR@k` en ir_measures, `mrr@k` en ranx, el artículo chino) son números distintos; RR@k ≤ RR. Indica cuál usas.
- MRR = 0,5 **no** significa «primer acierto de media en la posición 2»: la media de 1/posición no es 1 / posición media.
- Ninguna de las dos mira más allá del primer acierto ni sabe de relevancia graduada: de eso se ocupa nDCG, en el capítulo siguiente.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/02_hit_rate_mrr.ipynb). Después sigue con [el capítulo 03, nDCG](03_ndcg.ipynb).
""",
        zh=r"""
## 小结

- **HitRate@k**：前 *k* 名中至少有一篇相关文档记为 1，否则为 0；在测试集上是命中的查询所占的比例（即 trec_eval 的 `success_k`）。它不是召回率。
- **RR** = 1 / 第一篇相关文档的排名；**MRR** 是它在所有查询上的平均值。西班牙语课程的 MRR 数字是对的（0.611 和 0.667，对应两套不同的标注）。
- 不截断的 **RR**（trec_eval 的 `recip_rank`、ir_measures 的 `RR`、ranx 的 `mrr`、两份西班牙语资料的代码）和 **RR@k**（ir_measures 的 `RR@k`、ranx 的 `mrr@k`、中文面试文章）是不同的数字，且 RR@k ≤ RR。报告时要说明用的是哪一个。
- MRR = 0.5 **并不**表示“第一个命中平均排在第 2 名”：1/排名的平均值不等于 1 / 平均排名。
- 两个指标都不看第一个命中之后的情况，也不理会相关性等级：这正是下一章 nDCG 的内容。

## 练习

请完成[本章的练习](../../exercises/zh/02_hit_rate_mrr.ipynb)。然后继续阅读[第 03 章：nDCG](03_ndcg.ipynb)。
""",
        translates={"es": "235879b51b10", "zh": "235879b51b10"},
    ),
    msg("ch02.mrr", en="MRR (no cutoff)", es="MRR (sin corte)", zh="MRR（不截断）", translates={"es": "fa96f4151ab8", "zh": "fa96f4151ab8"}),
    msg("ch02.mrr_at", en="MRR@{k} (cutoff at {k})", es="MRR@{k} (corte en {k})", zh="MRR@{k}（截断于 {k}）", translates={"es": "aed9a8045b1b", "zh": "aed9a8045b1b"}),
    msg(
        "ch02.summary",
        en="Chapter 02, k = {k}. The capsule's three queries:",
        es="Capítulo 02, k = {k}. Las tres consultas de la cápsula:",
        zh="第 02 章，k = {k}。西班牙语课程的三个查询：", translates={"es": "01db63be863b", "zh": "01db63be863b"},
    ),
    msg(
        "ch02.summary_sim",
        en="The {n} simulated queries (seed = {seed}):",
        es="Las {n} consultas simuladas (semilla = {seed}):",
        zh="{n} 个模拟查询（seed = {seed}）：", translates={"es": "8d5aa6096043", "zh": "8d5aa6096043"},
    ),
    code(r"""
batch_means = rm.RetrievalEvaluator(k=k).evaluate_many(batch)
batch_cut = rm.evaluate({i: dict.fromkeys(c["relevant"], 1) for i, c in enumerate(batch)},
                        {i: c["retrieved"] for i, c in enumerate(batch)}, [f"RR@{k}"]).mean[f"RR@{k}"]
print(t("ch02.summary", k=k))
print(f"  {t('metric.hit_rate.symbol', k=k)} = {batch_means[f'HitRate@{k}']:.3f}")
print(f"  {t('ch02.mrr')} = {batch_means['RR']:.3f}")
print(f"  {t('ch02.mrr_at', k=k)} = {batch_cut:.3f}")
print(t("ch02.summary_sim", n=n_queries, seed=seed))
print(f"  {t('metric.hit_rate.symbol', k=k)} = {results.mean[f'HitRate@{k}']:.3f}")
print(f"  {t('ch02.mrr')} = {results.mean['RR']:.3f}")
print(f"  {t('ch02.mrr_at', k=k)} = {results.mean[f'RR@{k}']:.3f}")
""", tags=["summary"]),
    md(
        en=r"""
## References

- The course's three source documents, introduced in [chapter 00](00_course_map.ipynb).
- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- Voorhees, E. M. (1999). "The TREC-8 Question Answering Track Report". *Proceedings of TREC-8*, NIST. Where mean reciprocal rank became a standard measure.
- Sakai, T. (2014). "Statistical reform in information retrieval?". *ACM SIGIR Forum* 48(1), 3–12. Why IR results need confidence intervals and significance tests.
- trec_eval, the reference evaluation program of TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        es=r"""
## Referencias

- Las tres fuentes del curso, presentadas en el [capítulo 00](00_course_map.ipynb).
- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- Voorhees, E. M. (1999). «The TREC-8 Question Answering Track Report». *Proceedings of TREC-8*, NIST. Donde el rango recíproco medio se convirtió en una medida estándar.
- Sakai, T. (2014). «Statistical reform in information retrieval?». *ACM SIGIR Forum* 48(1), 3–12. Por qué los resultados de recuperación necesitan intervalos de confianza y pruebas de significación.
- trec_eval, el programa de evaluación de referencia de TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        zh=r"""
## 参考文献

- 本课程的三份参考资料，介绍见[第 00 章](00_course_map.ipynb)。
- Manning, C. D., Raghavan, P., Schütze, H. (2008). *Introduction to Information Retrieval*，第 8 章“Evaluation in information retrieval”。Cambridge University Press。<https://nlp.stanford.edu/IR-book/>
- Voorhees, E. M. (1999). "The TREC-8 Question Answering Track Report". *Proceedings of TREC-8*，NIST。平均倒数排名由此成为标准指标。
- Sakai, T. (2014). "Statistical reform in information retrieval?". *ACM SIGIR Forum* 48(1), 3–12。论述检索评估结果为什么需要置信区间和显著性检验。
- trec_eval：TREC（美国 NIST）的参考评估程序，<https://github.com/usnistgov/trec_eval>
""",
        translates={"es": "667b546c813f", "zh": "667b546c813f"},
    ),
]
