"""The second half of the cells of sources/chapters/07_interview_drill.py, which imports them (so that no source is
over 1,000 lines): Q7. Write nDCG@k, with the grades in a dict; Q13. In RAGAS, what do Context Precision,
Context Recall and Answer Correctness measure? Which need a reference answer?; Q14. nDCG went up offline, but
the A/B test shows no gain. Why, and what do you do?; Q16. Beyond retrieval and answer quality, what do you
measure?; Exercises.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg
from sources.chapters.parts.ch07_part3 import CELLS as PART3

CELLS = [
    md(
        en=r"""
## Q7. Write nDCG@k, with the grades in a dict

<details><summary>Worked answer</summary>

**Keep the judgments as a dict {doc_id: grade} and let the function look each retrieved document up**: the
layout of the article, and of `ragmetrics` (`relevant={doc: grade}`, `retrieved=[...]`). What an interviewer
checks: a document missing from the dict has grade 0 (`grades.get(doc, 0)`); the top k is `retrieved[:k]`, which
also works when the list is shorter than k; the discount is 1/log2(rank + 1) with rank counted from 1; IDCG sorts
**all** the grades, retrieved or not, and is cut at k; with nothing relevant IDCG is 0 and nDCG is 0 by
convention; and you say which gain you use. Recall@k and RR take the same inputs (the relevant ids as a set) and
one loop over `retrieved[:k]`.
</details>

The bug interviewers see most builds the ideal ranking from the retrieved documents. Here it is, run through the
course's checker, which compares a function with `ragmetrics` on 210 cases and names the first one that fails
(exercise 7.9 asks you to write the right function):
""",
        es=r"""
## P7. Programa nDCG@k con los grados en un diccionario

<details><summary>Respuesta desarrollada</summary>

**Guarda los juicios en un diccionario {doc_id: grado} y deja que la función busque en él cada documento
recuperado**: es la estructura del artículo, y la de `ragmetrics` (`relevant={doc: grado}`, `retrieved=[...]`).
Lo que comprueba el entrevistador: un documento que no está en el diccionario tiene grado 0
(`grades.get(doc, 0)`); el top k es `retrieved[:k]`, que funciona también cuando la lista es más corta que k; el
descuento es 1/log2(posición + 1), contando las posiciones desde 1; el IDCG ordena **todos** los grados,
recuperados o no, y se corta en k; si no hay nada relevante, el IDCG vale 0 y el nDCG es 0 por convención; y
que digas qué ganancia usas. Recall@k y el RR reciben las mismas entradas (los identificadores relevantes como conjunto) y se
calculan con un bucle sobre `retrieved[:k]`.
</details>

El error que más ven los entrevistadores es construir el ranking ideal con los documentos recuperados. Aquí está,
pasado por el corrector del curso, que compara una función con `ragmetrics` en 210 casos y nombra el primero que
falla (el ejercicio 7.9 te pide escribir la función correcta):
""",
        zh=r"""
## 问题 7：手写 nDCG@k，等级放在字典里

<details><summary>参考答案</summary>

**标注存成字典 {doc_id: 等级}，由函数去查每个检索到的文档**：这正是面试文章的数据结构，也是 `ragmetrics` 的接口（`relevant={doc: 等级}`、`retrieved=[...]`）。面试官会检查这几点：不在字典里的文档等级为 0（`grades.get(doc, 0)`）；前 *k* 名用 `retrieved[:k]`，列表比 *k* 短时也不会出错；折损是 1/log2(排名 + 1)，排名从 1 开始数；IDCG 要对**全部**等级排序（不管是否被检索到），并截断到 *k*；没有相关文档时 IDCG 为 0，按惯例 nDCG 取 0；还要说明用的是哪种增益。Recall@k 和 RR 的输入相同（相关 id 的集合），对 `retrieved[:k]` 循环一遍即可。
</details>

面试中最常见的 bug 是用检索到的文档构造理想排序。下面把这个错误实现交给课程的检查器：它在 210 个用例上把函数和 `ragmetrics` 对照，并指出第一个不一致的用例（练习 7.9 要你写出正确的函数）：
""",
        translates={"es": "c8e1a382dd5d", "zh": "c8e1a382dd5d"},
    ),
    code(r"""
from ragmetrics_course.exercises import exercise


def ndcg_buggy(retrieved, grades, k):
    gains = [grades.get(doc, 0) for doc in retrieved[:k]]
    ideal = sorted(gains, reverse=True)  # the bug: the ideal ranking from the retrieved documents only
    dcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(gains, start=1))
    idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))
    return dcg / idcg if idcg > 0 else 0.0


print(exercise("07.code_ndcg", lang=lang).check(ndcg_buggy))
"""),
    md(
        en=r"""
On the article's example all three relevant documents are retrieved, so the bug is invisible there; it shows as
soon as a relevant document that belongs in the ideal top k is missing from the retrieved top k, and then nDCG comes out too high (the checker's message above gives the case and
both values): the bug flatters the retriever exactly when it misses something.

## Q8. Which metric at which stage? How do you merge several retrievers?

<details><summary>Worked answer</summary>

**Measure each stage by what it is for.** The first stage (recall: BM25, dense retrieval, often both) returns a
few hundred candidates: measure Recall@N at that depth, since nothing downstream can bring back a document it
missed. The reranker picks the few chunks the LLM reads: measure nDCG@k or MRR@k, and Recall@k, on its output
(k = what the LLM is given). The generator: faithfulness and answer relevancy. **Several retrievers
(multi-route retrieval)** give scores on different scales (BM25 is unbounded, a cosine lies between −1 and 1), so
merge ranks, not raw scores: **reciprocal rank fusion** (RRF) gives each document the sum of 1/(60 + rank) over
the lists (Cormack et al. 2009). It needs no tuning and rewards the documents several retrievers agree on; a
weighted sum of normalised scores can do better once tuned on labelled queries.
</details>

One query with three relevant documents: BM25 finds d1 and d3, the dense retriever d2 and d3.
""",
        es=r"""
En el ejemplo del artículo se recuperan los tres documentos relevantes, así que ahí el error no se ve; aparece en
cuanto falta en el top k recuperado un documento relevante que debería estar en el top k ideal, y entonces el nDCG sale demasiado alto (el mensaje del corrector, arriba, da el
caso y los dos valores): el error favorece al recuperador justo cuando se le escapa algo.

## P8. ¿Qué métrica en cada etapa? ¿Cómo se combinan varios recuperadores?

<details><summary>Respuesta desarrollada</summary>

**Mide cada etapa por aquello para lo que sirve.** La primera etapa (la recuperación: BM25, recuperación densa, a
menudo las dos) devuelve unos cientos de candidatos: mide el Recall@N a esa profundidad, porque nada de lo que
viene después puede traer un documento que ella no encontró. El reranker elige los pocos fragmentos que lee el
LLM: mide nDCG@k o MRR@k, y Recall@k, sobre su salida (k = lo que recibe el LLM). La respuesta del LLM: fidelidad y
relevancia de la respuesta. **Cuando se combinan varios recuperadores** (recuperación híbrida), sus
puntuaciones están en escalas distintas (BM25 no tiene techo; un coseno va de −1 a 1), así que se fusionan posiciones, no puntuaciones: la
**fusión por rango recíproco** (RRF) da a cada documento la suma de 1/(60 + posición) en las listas (Cormack et
al., 2009). No hay nada que ajustar y premia los documentos en los que coinciden varios recuperadores; una suma
ponderada de puntuaciones normalizadas puede ir mejor una vez ajustada con consultas etiquetadas.
</details>

Una consulta con tres documentos relevantes: BM25 encuentra d1 y d3, y el recuperador denso, d2 y d3.
""",
        zh=r"""
在面试文章的例子里，三篇相关文档都被检索到了，所以这个 bug 看不出来；只要有一篇本应进入理想排序前 *k* 名的相关文档没被检索进前 *k* 名，它就会暴露，而且 nDCG 会偏高（上面检查器的提示给出了这个用例和两个值）：恰恰在检索器漏掉东西的时候，这个 bug 让它显得更好。

## 问题 8：每个阶段看什么指标？多路召回怎么融合？

<details><summary>参考答案</summary>

**每个阶段按它的职责来衡量。** 召回阶段（BM25、稠密检索，常常两者都用）返回几百个候选：看这个深度下的 Recall@N，因为后面的环节救不回它漏掉的文档。重排（rerank）阶段挑出 LLM 要读的少数几个片段：在它的输出上看 nDCG@k 或 MRR@k，以及 Recall@k（*k* 就是交给 LLM 的片段数）。生成阶段：忠实度和答案相关性。**多路召回**的各路分数尺度不同（BM25 没有上限，余弦相似度在 −1 到 1 之间），所以融合排名而不是原始分数：**倒数排名融合**（RRF）给每篇文档的分数是它在各路列表中 1/(60 + 排名) 之和（Cormack 等人，2009）。它不需要调参，会奖励多路都排得靠前的文档；在有标注的查询上调好权重后，归一化分数的加权求和可能效果更好。
</details>

一个查询有三篇相关文档：BM25 找到了 d1 和 d3，稠密检索找到了 d2 和 d3。
""",
        translates={"es": "80a356e1cf14", "zh": "80a356e1cf14"},
    ),
    msg("ch07.col.retriever", en="Retriever", es="Recuperador", zh="检索方式", translates={"es": "ac722b3e8e29", "zh": "ac722b3e8e29"}),
    msg("ch07.q8.dense", en="Dense", es="Denso", zh="稠密检索", translates={"es": "0710262cd7ba", "zh": "0710262cd7ba"}),
    msg("ch07.q8.rrf", en="RRF of the two", es="RRF de las dos", zh="两路 RRF 融合", translates={"es": "6b413c0c6d99", "zh": "6b413c0c6d99"}),
    code(r"""
from ragmetrics_course.lab import fuse_rrf

q8_qrels = {"q": {"d1": 1, "d2": 1, "d3": 1}}
bm25 = {"q": {"d1": 12.1, "x1": 10.4, "d3": 9.8, "x2": 7.5, "x3": 6.0, "x4": 5.5}}  # BM25 scores: unbounded
dense = {"q": {"d2": 0.82, "x5": 0.80, "d3": 0.77, "x1": 0.70, "x6": 0.66, "x7": 0.60}}  # cosines
fused = fuse_rrf([bm25, dense])  # each doc: the sum of 1 / (60 + its rank) over the two lists
q8_rows = []
for name, run in (("BM25", bm25), (t("ch07.q8.dense", lang), dense), (t("ch07.q8.rrf", lang), fused)):
    mean = rm.evaluate(q8_qrels, run, [f"R@{k}", f"nDCG@{k}"]).mean
    q8_rows.append((name, rm.rank(run["q"])[:k], mean[f"R@{k}"], mean[f"nDCG@{k}"]))
print_table([t("ch07.col.retriever", lang), t("ch07.col.ranking", lang), f"Recall@{k}", f"nDCG@{k}"], q8_rows)
"""),
    md(
        en=r"""
RRF ranks x1 first: both lists have it fairly high, though it is not relevant. Still, only the fused list holds
all three relevant documents in its top 5 (at k = 5: Recall@5 is {{fig:q8_fused_recall:.0f}} against {{fig:q8_bm25_recall:.3f}} for BM25 and {{fig:q8_dense_recall:.3f}} for dense).

## Q9. After moving from exact search to an ANN index, Recall@k dropped. Why, and what do you tune?

<details><summary>Worked answer</summary>

**An approximate nearest-neighbour (ANN) index such as HNSW or IVF trades recall for speed: it does not compare
the query with every vector, so some true nearest neighbours are never scored.** First measure the index on its
own: its Recall@k against exact (brute-force) search, that is, the share of the exact top k it returns, on a
sample of queries. Then tune the search-time setting: `ef_search` for HNSW (how many candidates it keeps while
walking the graph), `nprobe` for IVF (how many clusters it scans). The build-time settings (HNSW's `M` and
`ef_construction`, IVF's number of clusters) set the ceiling. Raise the setting until the index's recall is
close to 1 at an acceptable latency. If the end-to-end Recall@k is still low, look at the embedding model and the
chunking, not at the index.
</details>

A small IVF index: 4,000 random vectors around 40 centres, split into 64 lists by k-means; 50 queries. Its
Recall@10 against exact search as `nprobe` grows, and the share of the collection each query scans (what the
latency follows):
""",
        es=r"""
RRF pone x1 en cabeza: las dos listas lo tienen bastante arriba, aunque no es relevante. Aun así, solo la lista
fusionada tiene los tres documentos relevantes en su top 5 (con k = 5: Recall@5 vale {{fig:q8_fused_recall:.0f}}, frente a {{fig:q8_bm25_recall:.3f}} con BM25 y
{{fig:q8_dense_recall:.3f}} con el recuperador denso por separado).

## P9. Al pasar de la búsqueda exacta a un índice ANN, el Recall@k bajó. ¿Por qué y qué ajustas?

<details><summary>Respuesta desarrollada</summary>

**Un índice de vecinos más cercanos aproximados (ANN), como HNSW o IVF, sacrifica recall a cambio de velocidad: no compara
la consulta con todos los vectores, así que algunos de los verdaderos vecinos más cercanos nunca se puntúan.**
Mide primero el índice por sí solo: su Recall@k frente a la búsqueda exacta (por fuerza bruta), es decir, qué
proporción del top k exacto devuelve, sobre una muestra de consultas. Luego ajusta el parámetro de búsqueda:
`ef_search` en HNSW (cuántos candidatos conserva mientras recorre el grafo) y `nprobe` en IVF (cuántos clústeres
explora). Los parámetros de construcción (`M` y `ef_construction` en HNSW, el número de clústeres en IVF) fijan el
techo. Sube el parámetro hasta que el recall del índice se acerque a 1 con una latencia aceptable. Si el Recall@k
de extremo a extremo sigue bajo, revisa el modelo de embeddings y la fragmentación, no el índice.
</details>

Un índice IVF pequeño: 4000 vectores aleatorios alrededor de 40 centros, repartidos en 64 listas con k-means; 50
consultas. Su Recall@10 frente a la búsqueda exacta a medida que crece `nprobe`, y la proporción de la colección que
explora cada consulta (de la que depende la latencia):
""",
        zh=r"""
RRF 把 x1 排在了第一：两路都把它排得比较靠前，但它并不相关。即便如此，只有融合后的列表在前 5 名里包含了全部三篇相关文档（*k* = 5 时，融合后的 Recall@5 为 {{fig:q8_fused_recall:.0f}}，BM25 为 {{fig:q8_bm25_recall:.3f}}，稠密检索为 {{fig:q8_dense_recall:.3f}}）。

## 问题 9：从精确检索换成 ANN 索引后，Recall@k 下降了。为什么？该调什么？

<details><summary>参考答案</summary>

**HNSW、IVF 这类近似最近邻（ANN）索引用召回换速度：它不会把查询和每一个向量都比一遍，所以有些真正的最近邻根本没有被打分。** 先单独评估索引：在一批查询上，算它相对于精确（暴力）检索的 Recall@k，也就是它返回了精确前 *k* 名中的多少。然后调检索时的参数：HNSW 调 `ef_search`（遍历图时保留多少候选），IVF 调 `nprobe`（扫描多少个聚类）。建索引时的参数（HNSW 的 `M` 和 `ef_construction`、IVF 的聚类数）决定了上限。把参数调大，直到索引的召回接近 1、延迟仍可接受为止。如果端到端的 Recall@k 还是很低，问题出在嵌入模型和切分策略上，而不是索引。
</details>

一个小型 IVF 索引：4000 个随机向量分布在 40 个中心周围，用 k-means 分成 64 个列表；50 个查询。下面是随着 `nprobe` 增大，它相对于精确检索的 Recall@10，以及每个查询扫描的数据占比（延迟随它变化）：
""",
        translates={"es": "b9cdf1e7dda9", "zh": "b9cdf1e7dda9"},
    ),
    msg("ch07.col.scanned", en="Share of the collection scanned", es="Parte de la colección explorada", zh="扫描的数据占比", translates={"es": "045aff1f5d4c", "zh": "045aff1f5d4c"}),
    msg("ch07.col.ann_recall", en="Recall@10 against exact search", es="Recall@10 frente a la búsqueda exacta", zh="相对精确检索的 Recall@10", translates={"es": "de634c5c3ba8", "zh": "de634c5c3ba8"}),
    code(r"""
import numpy as np

rng = np.random.default_rng(seed)
centres = rng.normal(size=(40, 32))
vectors = centres[rng.integers(0, 40, 4000)] + 0.6 * rng.normal(size=(4000, 32))
vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
queries = vectors[rng.choice(4000, 50, replace=False)] + 0.3 * rng.normal(size=(50, 32))
queries /= np.linalg.norm(queries, axis=1, keepdims=True)
scores = queries @ vectors.T
exact = {f"q{i}": {f"v{j}": 1 for j in np.argsort(-scores[i])[:10]} for i in range(50)}  # exact top 10: the "relevant" set

lists = vectors[rng.choice(4000, 64, replace=False)]  # IVF: 64 list centroids, three k-means steps
for _ in range(3):
    assigned = np.argmax(vectors @ lists.T, axis=1)
    lists = np.array([vectors[assigned == c].mean(axis=0) if np.any(assigned == c) else lists[c] for c in range(64)])
    lists /= np.linalg.norm(lists, axis=1, keepdims=True)
assigned = np.argmax(vectors @ lists.T, axis=1)

q9_rows = []
for nprobe in (1, 2, 4, 8, 16):
    ann, scanned = {}, 0
    for i in range(50):
        probed = np.argsort(-(queries[i] @ lists.T))[:nprobe]  # the nprobe nearest lists
        candidates = np.flatnonzero(np.isin(assigned, probed))
        scanned += candidates.size
        ann[f"q{i}"] = [f"v{j}" for j in candidates[np.argsort(-scores[i, candidates])[:10]]]
    q9_rows.append((nprobe, rm.evaluate(exact, ann, ["R@10"]).mean["R@10"], scanned / (50 * 4000)))
print_table(["nprobe", t("ch07.col.ann_recall", lang), t("ch07.col.scanned", lang)], q9_rows, digits=3)
"""),
    md(
        en=r"""
Scanning one list in 64 costs little but misses a good part of the true top 10 (about a third at seed = 0); a
handful of lists bring the index's recall close to 1 while scanning a small share of the collection.

## Q10. How do chunk size, overlap and k affect a RAG system?

<details><summary>Worked answer</summary>

**They trade retrieval precision against complete context, and tokens.** Small chunks (a few sentences) match a
query precisely but can split a fact in two; large chunks carry more context but blur the embedding and cost
tokens. Overlap (10–20 % of a chunk) keeps a sentence that straddles a boundary whole, at the price of
near-duplicate chunks in the results. k sets how much the LLM reads: a larger k raises Recall@k but adds noise,
tokens and latency, and LLMs use a long context unevenly: facts in the middle are used less than those at the
start or the end ("lost in the middle", Liu et al. 2024). So tune the chunking and k on a labelled set (first
the Recall@k of the chunks that hold the answer, then the answers themselves), rerank before cutting to a small
k, and put the best chunks first.
</details>

## Q11. How do you build an evaluation set? *(after chapter 10)*

<details><summary>Worked answer</summary>

**Queries that look like real use, judgments you can trust, and their agreement measured.** Queries: sample the
production logs (stratified by topic and frequency, the long tail and unanswerable questions included); fill
the gaps with queries an LLM writes from the documents, and check them, since they tend to reuse the documents'
wording, which flatters lexical retrieval. Judgments: nobody can read the whole collection, so **pool** the top
k of several systems and judge the union, as TREC does; unjudged documents then count as not relevant, which
penalises a new system whose results were not in the pool (`Judged@k` in `ragmetrics` says how much of a top k
was judged). Write guidelines with an example per grade, let two annotators label a sample independently,
report their agreement with **Cohen's κ**, which discounts the agreement expected by chance (0.6–0.8 is usually
called substantial), and adjudicate the disagreements. A few hundred queries is a common size; chapter 09 shows
how to check it is enough for the differences you care about.
</details>

Two annotators grade the same twelve (query, document) pairs from 0 to 3:
""",
        es=r"""
Explorar una lista de 64 cuesta poco, pero se deja una buena parte del top 10 real (alrededor de un tercio con la semilla 0); con unas pocas listas, el recall del índice se acerca a 1 explorando una parte pequeña de la colección.

## P10. ¿Cómo influyen el tamaño de los fragmentos, el solapamiento y k en un sistema RAG?

<details><summary>Respuesta desarrollada</summary>

**Son un compromiso entre la precisión de la recuperación, un contexto completo y el gasto de tokens.** Los fragmentos
pequeños (unas pocas frases) encajan con la consulta con precisión, pero pueden partir un dato en dos; los
grandes llevan más contexto, pero difuminan el embedding y cuestan tokens. El solapamiento (un 10–20 % del
fragmento) mantiene entera una frase que cae en la frontera, a cambio de fragmentos casi duplicados en los
resultados. El valor de k fija cuánto lee el LLM: un k mayor sube el Recall@k, pero añade ruido, tokens y latencia, y los LLM
aprovechan un contexto largo de forma desigual: lo que está en el medio se usa menos que lo que está al
principio o al final («lost in the middle», Liu et al., 2024). Por eso, ajusta la fragmentación y k con un
conjunto etiquetado (primero el Recall@k de los fragmentos que contienen la respuesta, luego las propias
respuestas), reordena antes de cortar a un k pequeño y pon los mejores fragmentos primero.
</details>

## P11. ¿Cómo construyes un conjunto de prueba? *(después del capítulo 10)*

<details><summary>Respuesta desarrollada</summary>

**Consultas que se parezcan al uso real, juicios fiables y su acuerdo medido.** Consultas: muestrea los
registros de producción (estratificando por tema y frecuencia, con la cola larga y las preguntas sin respuesta);
completa los huecos con consultas que un LLM escribe a partir de los documentos, y revísalas, porque tienden a
repetir las palabras de los documentos, lo que favorece a la recuperación léxica. Juicios: nadie puede leer la
colección entera, así que se hace un *pooling*: se juzga la unión del top k de varios sistemas, como en TREC;
los documentos sin juicio cuentan entonces como no relevantes, lo que penaliza a un sistema nuevo cuyos
resultados no estaban entre los juzgados (`Judged@k` de `ragmetrics` dice qué proporción de un top k está juzgada). Escribe
unas pautas con un ejemplo por grado, haz que dos anotadores etiqueten una muestra por separado, informa de su
acuerdo con la **κ de Cohen**, que descuenta el acuerdo esperable por azar (un valor entre 0,6 y 0,8 se suele calificar de considerable), y resuelve los desacuerdos. Lo habitual son unos cientos de consultas; el capítulo 09 enseña a
comprobar si bastan para las diferencias que te importan.
</details>

Dos anotadores califican de 0 a 3 los mismos doce pares (consulta, documento):
""",
        zh=r"""
只扫描 64 个列表中的一个，代价很小，但会漏掉真实前 10 名中相当一部分（seed = 0 时约三分之一）；扫描少数几个列表，索引的召回就接近 1，而扫描的只是数据的一小部分。

## 问题 10：片段（chunk）大小、重叠和 *k* 如何影响 RAG 系统？

<details><summary>参考答案</summary>

**选这些参数，就是在检索精度、上下文完整性和 token 开销之间权衡。** 小片段（几句话）能精确匹配查询，但可能把一个事实切成两半；大片段带的上下文多，但会稀释嵌入向量，也更费 token。重叠（片段长度的 10%–20%）能让跨边界的句子保持完整，代价是检索结果里出现近乎重复的片段。*k* 决定 LLM 读多少内容：*k* 越大 Recall@k 越高，但噪声、token 和延迟也随之增加；而且 LLM 对长上下文的利用并不均匀：放在中间的信息比放在开头或结尾的更容易被忽略（“lost in the middle”，Liu 等人，2024）。所以要在有标注的数据上调切分策略和 *k*（先看包含答案的片段的 Recall@k，再看回答本身），截断到较小的 *k* 之前先重排，并把最好的片段放在最前面。
</details>

## 问题 11：评测集怎么构建？（学完第 10 章后再看）

<details><summary>参考答案</summary>

**查询要像真实用户的查询，标注要可信，而且要量化标注的一致性。** 查询：从线上日志采样（按主题和频次分层，覆盖长尾问题和无法回答的问题）；不足的部分可以让 LLM 根据文档合成查询，但要人工检查，因为合成的查询往往照搬文档里的用词，会让基于关键词的检索显得更好。标注：没人能读完整个文档库，所以要做**池化（pooling）**：把多个系统的前 *k* 名合并起来一起标注，TREC 就是这么做的；没被标注的文档按不相关处理，这会让结果不在池里的新系统吃亏（`ragmetrics` 的 `Judged@k` 能告诉你前 *k* 名里有多少被标注过）。写好标注规范，每个等级都给出示例；让两位标注者独立标注同一批样本，用 **Cohen's κ** 报告一致性（它扣除了随机情况下也会出现的一致），通常 0.6–0.8 算“高度一致”；最后对有分歧的样本做裁定。评测集常见的规模是几百个查询；第 9 章介绍怎样检验这个规模是否足以发现你关心的差异。
</details>

两位标注者对同样 12 个（查询，文档）对按 0–3 打分：
""",
        translates={"es": "1b5a3704a242", "zh": "1b5a3704a242"},
    ),
    msg(
        "ch07.q11.kappa",
        en="{n} pairs: the annotators give the same grade to {raw:.3f} of them, chance alone would give {expected:.3f}; Cohen's κ = {kappa:.3f}. With quadratic weights (a 2-vs-3 disagreement costs less than 0-vs-3), κ = {quadratic:.3f}.",
        es="Con {n} pares, los anotadores dan el mismo grado en una proporción de {raw:.3f}, y el azar por sí solo daría {expected:.3f}; κ de Cohen = {kappa:.3f}. Con pesos cuadráticos (un desacuerdo entre 2 y 3 cuesta menos que entre 0 y 3), κ = {quadratic:.3f}.",
        zh="{n} 对样本：两位标注者打分相同的比例是 {raw:.3f}，纯属巧合也能达到 {expected:.3f}；Cohen's κ = {kappa:.3f}。用二次加权（2 分和 3 分的分歧比 0 分和 3 分的分歧代价小），κ = {quadratic:.3f}。", translates={"es": "795d21f9a588", "zh": "795d21f9a588"},
    ),
    code(r"""
annotator_a = [3, 2, 0, 1, 3, 0, 2, 1, 0, 3, 2, 0]
annotator_b = [3, 1, 0, 1, 2, 0, 2, 2, 0, 3, 3, 0]
q11 = rm.agreement(annotator_a, annotator_b, labels=[0, 1, 2, 3])
q11_quadratic = rm.cohen_kappa(annotator_a, annotator_b, weights="quadratic", labels=[0, 1, 2, 3])
print(t("ch07.q11.kappa", lang, n=q11.n, raw=q11.raw, expected=q11.expected, kappa=q11.kappa, quadratic=q11_quadratic))
"""),
    md(
        en=r"""
The plain share of identical grades ({{fig:q11_raw:.3f}}) overstates the agreement: κ takes away what chance would give.
Quadratic weights treat the grades as a scale, so the disagreements, all of them one grade apart, cost little.

## Q12. Can you trust an LLM judge? *(after chapter 10)*

<details><summary>Worked answer</summary>

**Only after checking it against human labels, because LLM judges have known biases.** Position bias: comparing
two answers, they favour the one shown first (or second); ask twice with the order swapped and keep only
consistent verdicts. Length bias: longer answers look better; tell the judge to ignore length, or compare answers
of similar length. Self-preference: a model rates text from its own family higher; judge with a model from
another family. Add a rubric with an example per score, use temperature 0, and repeat calls to see how much the
verdicts vary (Zheng et al. 2023 measured these biases). Then **calibrate**: have people label a few hundred
items, run the judge on the same items, and report the agreement per category (Cohen's κ for labels, Spearman's
correlation for scores), not the raw share of agreement, which looks high whenever one label dominates.
</details>

Twenty answers; a person finds sixteen of them supported by their context. The judge:
""",
        es=r"""
La proporción de grados idénticos ({{fig:q11_raw:.3f}}) exagera el acuerdo: κ le quita lo que daría el azar. Con pesos
cuadráticos, los grados se tratan como una escala, así que los desacuerdos, todos de un solo grado, cuestan poco.

## P12. ¿Te puedes fiar de un LLM como juez? *(después del capítulo 10)*

<details><summary>Respuesta desarrollada</summary>

**Solo después de contrastarlo con etiquetas humanas, porque los jueces LLM tienen sesgos conocidos.** Sesgo de
posición: al comparar dos respuestas, favorecen la que se muestra en primer lugar (o en segundo); pregunta dos veces con el
orden invertido y quédate solo con los veredictos coherentes. Sesgo de longitud: las respuestas largas parecen
mejores; pide al juez que no tenga en cuenta la longitud o compara respuestas de longitud parecida.
Autopreferencia: un modelo puntúa mejor los textos de su propia familia; usa como juez un modelo de otra familia.
Añade una rúbrica con un ejemplo por puntuación, usa temperatura 0 y repite las llamadas para ver cuánto varían
los veredictos (Zheng et al., 2023, midieron estos sesgos). Después, **calíbralo**: haz que unas personas etiqueten
unos cientos de casos, pasa el juez por esos mismos casos e informa del acuerdo por categoría (κ de Cohen para
etiquetas, correlación de Spearman para puntuaciones), no de la simple proporción de acuerdo, que parece alta
siempre que domina una etiqueta.
</details>

Veinte respuestas; una persona considera que dieciséis están respaldadas por su contexto. El juez:
""",
        zh=r"""
单看打分相同的比例（{{fig:q11_raw:.3f}}）会高估一致性：κ 把纯属巧合的那部分扣掉了。二次加权把等级当作有序的尺度，所以只差一级的分歧代价很小（这里的分歧都只差一级）。

## 问题 12：LLM 当评审（LLM-as-a-Judge）靠得住吗？（学完第 10 章后再看）

<details><summary>参考答案</summary>

**要先和人工标注对比过才能信，因为 LLM 评审有已知的偏差。** 位置偏差：比较两个回答时，它偏爱先出现（或后出现）的那个；可以交换顺序再问一次，只保留前后一致的判断。长度偏差：越长的回答看起来越好；要在提示词里要求评审忽略长度，或者只比较长度相近的回答。自我偏好：模型会给同系列模型写的内容打更高分；要用另一个系列的模型当评审。此外，评分标准要给出每个分数的示例，温度设为 0，并多次调用，看判断的波动有多大（Zheng 等人在 2023 年量化了这些偏差）。然后做**校准**：请人工标注几百条样本，让评审在同一批样本上打分，报告一致性（标签用 Cohen's κ，并分别看每一类标签上的一致情况；分数用 Spearman 相关系数），而不是简单的一致比例：只要某个标签占多数，这个比例就会显得很高。
</details>

20 个回答，人工判断其中 16 个有上下文依据。评审的判断是：
""",
        translates={"es": "fc9cc86c35de", "zh": "fc9cc86c35de"},
    ),
    msg(
        "ch07.q12.agreement",
        en="{n} answers: the judge agrees with the person on {raw:.3f} of them, yet Cohen's κ is only {kappa:.3f}: it calls almost everything supported, and {missed} of the {unsupported} unsupported answers pass.",
        es="Con {n} respuestas, el juez coincide con la persona en una proporción de {raw:.3f}, pero la κ de Cohen es solo {kappa:.3f}: da casi todo por respaldado y {missed} de las {unsupported} respuestas sin respaldo pasan el filtro.",
        zh="{n} 个回答：评审与人工判断一致的比例是 {raw:.3f}，但 Cohen's κ 只有 {kappa:.3f}：它几乎把所有回答都判为有依据，{unsupported} 个没有依据的回答中有 {missed} 个被放过了。", translates={"es": "3f5166260da4", "zh": "3f5166260da4"},
    ),
    code(r"""
human = [1] * 16 + [0] * 4  # 1: supported by the context, according to a person
judge = [1] * 16 + [1, 1, 1, 0]  # the LLM judge on the same answers
q12 = rm.agreement(human, judge)
missed = sum(h == 0 and j == 1 for h, j in zip(human, judge))
print(t("ch07.q12.agreement", lang, n=q12.n, raw=q12.raw, kappa=q12.kappa, missed=missed, unsupported=human.count(0)))
"""),
    md(
        en=r"""
## Q13. In RAGAS, what do Context Precision, Context Recall and Answer Correctness measure? Which need a reference answer?

<details><summary>Worked answer</summary>

**The "RAG triad" (context relevance, faithfulness, answer relevancy) needs no reference: it compares the
question, the context and the answer with one another. Context Recall and Answer Correctness need a reference
(ground-truth) answer; Context Precision comes in both forms.** Context Precision asks whether the useful chunks
come first: an LLM marks each retrieved chunk useful or not (for the reference answer, or for the generated one
in the reference-free form), and the score is the mean of Precision@r at the ranks r of the useful chunks, which
is AP over the retrieved list with R = the useful chunks retrieved. Context Recall is the share of the reference
answer's claims that the retrieved context supports: it catches missing information. Answer Correctness compares
the answer with the reference (an F1 over matching claims, mixed with semantic similarity). Use the
reference-free metrics to monitor production and the reference-based ones on a labelled test set.
</details>

Five retrieved chunks; the judge marks the first and the third useful for the reference answer:
""",
        es=r"""
## P13. En RAGAS, ¿qué miden Context Precision, Context Recall y Answer Correctness? ¿Cuáles necesitan una respuesta de referencia?

<details><summary>Respuesta desarrollada</summary>

**La «tríada RAG» (relevancia del contexto, fidelidad y relevancia de la respuesta) no necesita referencia:
compara entre sí la pregunta, el contexto y la respuesta. Context Recall y Answer Correctness necesitan una
respuesta de referencia (*ground truth*); Context Precision existe en las dos versiones.** Context Precision
pregunta si los fragmentos útiles van primero: un LLM marca cada fragmento recuperado como útil o no (para la
respuesta de referencia o, en la versión sin referencia, para la generada), y la puntuación es la media de
Precision@r en las posiciones r de los fragmentos útiles, es decir, la AP sobre la lista recuperada con R = los
fragmentos útiles recuperados. Context Recall es la proporción de afirmaciones de la respuesta de referencia que
respalda el contexto recuperado: detecta la información que falta. Answer Correctness compara la respuesta con
la referencia (un F1 sobre las afirmaciones que coinciden, combinado con la similitud semántica). Usa las
métricas sin referencia para vigilar el sistema en producción y las que usan referencia en un conjunto de prueba etiquetado.
</details>

Cinco fragmentos recuperados; el juez marca como útiles para la respuesta de referencia el primero y el tercero:
""",
        zh=r"""
## 问题 13：RAGAS 的上下文精确率（Context Precision）、上下文召回率（Context Recall）和答案正确性（Answer Correctness）各衡量什么？哪些需要参考答案？

<details><summary>参考答案</summary>

**“RAG 三元组”（上下文相关性、忠实度、答案相关性）不需要参考答案：它只在问题、上下文和回答三者之间互相比较。上下文召回率和答案正确性需要参考答案（ground truth）；上下文精确率有参考和无参考两种版本**。上下文精确率关心有用的片段是否排在前面：由 LLM 判断每个检索到的片段是否有用（对照参考答案；无参考版本则对照生成的回答），得分是各有用片段所在排名 r 处 Precision@r 的平均值，也就是在检索列表上算 AP，其中 R 取检索到的有用片段数。上下文召回率是参考答案中的陈述有多大比例能在检索到的上下文里找到依据，用来发现缺失的信息。答案正确性把回答和参考答案对比（对匹配上的陈述算 F1，再结合语义相似度）。无参考的指标适合线上监控，有参考的指标用在有标注的评测集上。
</details>

检索到 5 个片段，评审判断第 1 个和第 3 个对参考答案有用：
""",
        translates={"es": "5846a27aea54", "zh": "5846a27aea54"},
    ),
    msg(
        "ch07.q13.precision",
        en="Context Precision = mean of Precision@r at the useful ranks (r = {ranks}) = ({terms}) / {n_useful} = {value:.3f} (ragmetrics' AP on the same list: {ap:.3f})",
        es="Context Precision = media de Precision@r en las posiciones r de los fragmentos útiles (r = {ranks}) = ({terms}) / {n_useful} = {value:.3f} (la AP de ragmetrics sobre la misma lista: {ap:.3f})",
        zh="上下文精确率 = 各有用片段所在排名（r = {ranks}）处 Precision@r 的平均 = ({terms}) / {n_useful} = {value:.3f}（ragmetrics 在同一列表上算出的 AP：{ap:.3f}）", translates={"es": "26b7bdec00a7", "zh": "26b7bdec00a7"},
    ),
    code(r"""
chunks = ["c1", "c2", "c3", "c4", "c5"]
useful = ["c1", "c3"]  # the judge's verdicts: useful for the reference answer
useful_ranks = [rank for rank, chunk in enumerate(chunks, start=1) if chunk in useful]
terms = [f"{i}/{rank}" for i, rank in enumerate(useful_ranks, start=1)]  # Precision@r at each useful rank r, by hand
by_hand = sum(i / rank for i, rank in enumerate(useful_ranks, start=1)) / len(useful_ranks)
print(t("ch07.q13.precision", lang, ranks=useful_ranks, terms=" + ".join(terms), n_useful=len(useful_ranks), value=by_hand,
        ap=rm.average_precision(chunks, useful)))
"""),
    md(
        en=r"""
## Q14. nDCG went up offline, but the A/B test shows no gain. Why, and what do you do?

<details><summary>Worked answer</summary>

**Offline metrics measure agreement with fixed judgments on a fixed test set; online metrics measure what users
do.** The usual causes of the gap: the test set no longer looks like today's traffic (old or synthetic queries,
no long tail); the judgments are incomplete: if the pool came from the new system, the current system's unjudged documents count as failures and the offline gain is inflated; the gain
sits where users do not look (ranks 6–10) or in a measure users do not feel (in a RAG system the answer matters,
not the ranking behind it); the online metric is noisy or too coarse (CTR rewards attractive titles, and the A/B
test may lack the power to see a small effect). What to do: compare the test set with recent logs, read the
queries where the two systems differ, check the A/B test's power or run it longer, or use **interleaving**: each
user gets one list that mixes both rankings, and each click is credited to the system that contributed the
document; it detects a difference with far fewer users than an A/B test (Chapelle et al. 2012). In a RAG
product, also track online signals closer to the goal: thumbs up or down, copied answers, follow-up questions,
hand-offs to a human.
</details>

## Q15. System B beats A by 0.02 nDCG@10. Is that real? *(after chapter 09)*

<details><summary>Worked answer</summary>

**Only if it is larger than the query-to-query noise: test the per-query differences with a paired test, and give an interval.**
Both systems ran on the same queries, so compare them query by query (a randomization test, a paired t-test or
a bootstrap; chapter 09), and report the p-value and a 95 % interval of the mean difference; when you tried many
configurations, correct for multiple comparisons (Holm). With few queries even a real gain of 0.02 is rarely
significant: per-query nDCG differences spread widely, and the interval narrows only as 1/√n. Then ask whether
0.02 matters to users at all: statistical significance is not practical significance.
</details>

Fifty simulated queries on which B is better by about 0.02 on average, with the spread per-query differences
usually have:
""",
        es=r"""
## P14. El nDCG subió en la evaluación offline, pero el test A/B no muestra mejora. ¿Por qué y qué haces?

<details><summary>Respuesta desarrollada</summary>

**Las métricas offline miden el acuerdo con unos juicios fijos sobre un conjunto de prueba fijo; las online
miden lo que hacen los usuarios.** Las causas habituales de la diferencia: el conjunto de prueba ya no se parece
al tráfico de hoy (consultas antiguas o sintéticas, sin la cola larga); los juicios están incompletos: los
documentos sin juicio del sistema actual cuentan como fallos si el *pool* se construyó con el sistema nuevo, y la mejora offline se exagera; la mejora está donde los usuarios no miran
(posiciones 6–10) o en una medida que los usuarios no notan (en un sistema RAG importa la respuesta, no el ranking
que hay detrás); la métrica online es ruidosa o poco sensible (la tasa de clics, o CTR, premia los títulos atractivos, y puede
que el test A/B no tenga potencia para ver un efecto pequeño). Qué hacer: compara el conjunto de prueba con los
registros recientes, lee las consultas en las que los dos sistemas difieren, comprueba la potencia del test A/B o
alárgalo, o usa el *interleaving*: cada usuario recibe una sola lista que mezcla los dos rankings, y cada clic se
atribuye al sistema que aportó el documento; detecta una diferencia con muchos menos usuarios que un test A/B
(Chapelle et al., 2012). En un producto RAG, sigue además señales online más cercanas al objetivo: pulgar arriba o
abajo, respuestas copiadas, preguntas de seguimiento, derivaciones a una persona.
</details>

## P15. El sistema B supera al A en 0,02 de nDCG@10. ¿Es real? *(después del capítulo 09)*

<details><summary>Respuesta desarrollada</summary>

**Solo si supera la variación de una consulta a otra: contrasta las diferencias por consulta con una prueba
pareada y da un intervalo.** Los dos sistemas se ejecutaron sobre las mismas consultas, así que compáralos consulta
a consulta (una prueba de aleatorización, una prueba t pareada o un bootstrap; capítulo 09) e informa del valor p y de un
intervalo al 95 % para la diferencia media; si probaste muchas configuraciones, corrige por comparaciones
múltiples (Holm). Con pocas consultas, incluso una mejora real de 0,02 rara vez es significativa: las diferencias
de nDCG por consulta varían mucho, y el intervalo solo se estrecha como 1/√n. Y pregúntate si 0,02 importa a los
usuarios: la significación estadística no es relevancia práctica.
</details>

Cincuenta consultas simuladas en las que B es mejor en unos 0,02 de media, con la dispersión que suelen tener las
diferencias por consulta:
""",
        zh=r"""
## 问题 14：离线 nDCG 涨了，线上 A/B 测试却没有提升。为什么？怎么办？

<details><summary>参考答案</summary>

**离线指标衡量的是在固定评测集上与固定标注的吻合程度；线上指标衡量的是用户的实际行为。** 两者脱节的常见原因：评测集已经不像现在的线上流量（查询过时或是合成的，缺少长尾）；标注不完整：如果标注池是用新系统的结果构建的，现有系统召回的未标注文档都会被当成错误，离线提升就被夸大了；提升发生在用户不看的位置（第 6–10 名），或者体现在用户感受不到的指标上（RAG 系统里用户在意的是回答，而不是背后的排序）；线上指标噪声大或太粗（点击率会奖励吸引眼球的标题，A/B 测试的样本量也可能不足以发现小的提升）。怎么办：把评测集和最近的日志对比；逐条看两个系统结果不同的查询；检查 A/B 测试的检验功效，或者延长实验时间；或者改用**交错实验（interleaving）**：把两个排序混合成一个列表展示给同一个用户，每次点击记在提供该文档的系统名下，它用比 A/B 测试少得多的用户就能发现差异（Chapelle 等人，2012）。做 RAG 产品时，还要跟踪更贴近目标的线上信号：点赞、点踩、复制回答、追问、转人工。
</details>

## 问题 15：系统 B 的 nDCG@10 比 A 高 0.02，这个提升是真的吗？（学完第 9 章后再看）

<details><summary>参考答案</summary>

**要看这个差值是否超出了查询之间的随机波动：用配对检验比较逐查询的差值，并给出置信区间。** 两个系统跑的是同一批查询，所以要逐个查询配对比较（随机化检验、配对 t 检验或 bootstrap；见第 9 章），报告 p 值和平均差值的 95% 置信区间；如果试了很多种配置，还要做多重比较校正（Holm）。查询数少时，即使真实提升了 0.02，也很少能达到显著：逐查询的 nDCG 差值波动很大，而置信区间只按 1/√n 的速度变窄。最后还要问：0.02 对用户到底有没有意义？统计显著不等于实际有意义。
</details>

50 个模拟查询，B 平均比 A 高约 0.02，逐查询差值的离散程度和实际情况相当：
""",
        translates={"es": "cf53d7eba76c", "zh": "cf53d7eba76c"},
    ),
    msg(
        "ch07.q15.test",
        en="{n} queries: mean difference B − A = {diff:+.4f}, 95% interval {ci:+.4f}, p = {p:.3f} (paired randomization test).",
        es="Con {n} consultas, la diferencia media B − A es {diff:+.4f}, con un intervalo al 95 % de {ci:+.4f} y p = {p:.3f} (prueba de aleatorización pareada).",
        zh="{n} 个查询：平均差值 B − A = {diff:+.4f}，95% 置信区间 {ci:+.4f}，p = {p:.3f}（配对随机化检验）。", translates={"es": "5f57fb9c4728", "zh": "5f57fb9c4728"},
    ),
    msg(
        "ch07.q15.significant",
        en="The interval excludes 0: significant at the 5% level.",
        es="El intervalo no contiene el 0: significativa al nivel del 5 %.",
        zh="置信区间不包含 0：在 5% 的水平上显著。", translates={"es": "b9e110be910d", "zh": "b9e110be910d"},
    ),
    msg(
        "ch07.q15.not_significant",
        en="The interval contains 0: on these queries the gain cannot be told from noise.",
        es="El intervalo contiene el 0: con estas consultas, la mejora no se distingue del ruido.",
        zh="置信区间包含 0：在这批查询上，这点提升和噪声区分不开。", translates={"es": "cd66d65da03b", "zh": "cd66d65da03b"},
    ),
    code(r"""
from ragmetrics_course.messages import Interval

rng = np.random.default_rng(seed)
ndcg_a = rng.uniform(0.3, 0.9, size=50)  # simulated per-query nDCG@10 of system A
ndcg_b = np.clip(ndcg_a + rng.normal(0.02, 0.12, size=50), 0, 1)  # B: better by about 0.02, with the usual spread
q15 = rm.paired_test(ndcg_a, ndcg_b, seed=seed)
print(t("ch07.q15.test", lang, n=q15.n, diff=q15.mean_difference, ci=Interval(*q15.ci), p=q15.p_value))
print(t("ch07.q15.significant" if q15.ci[0] > 0 or q15.ci[1] < 0 else "ch07.q15.not_significant", lang))
"""),
    md(
        en=r"""
## Q16. Beyond retrieval and answer quality, what do you measure?

<details><summary>Worked answer</summary>

**Whether the system refuses when it should, whether its citations hold up, and what it costs.** Refusals: on
questions the documents cannot answer, the share of answers that say so (correct refusals); on answerable ones,
the share refused anyway (false refusals). The two trade off, so report both, on a test set that includes
unanswerable questions. Citations: the share of cited chunks that really support the sentence they are attached
to (citation precision) and the share of claims that carry a supporting citation (citation recall). Latency: p50
and p95, end to end and per stage (retrieval, reranking, generation, time to first token). Cost: tokens per
question (k × chunk length, plus the answer) and model calls per question (reranker, judge). A change that gains
0.01 nDCG but doubles the latency or the cost may not be worth it.
</details>

Ten questions, three of which the documents cannot answer:
""",
        es=r"""
## P16. Además de la calidad de la recuperación y de la respuesta, ¿qué mides?

<details><summary>Respuesta desarrollada</summary>

**Si el sistema se niega a responder cuando debe, si sus citas se sostienen y cuánto cuesta.** Rechazos: en las
preguntas que los documentos no pueden responder, la proporción de respuestas que lo reconocen (rechazos correctos); en
las que sí tienen respuesta, la proporción rechazada igualmente (rechazos indebidos). Uno mejora a costa del otro,
así que informa de ambos, con un conjunto de prueba que incluya preguntas sin respuesta. Citas: la proporción de
fragmentos citados que de verdad respaldan la frase a la que acompañan (precisión de las citas) y la proporción de
afirmaciones que llevan una cita que las respalda (recall de las citas). Latencia: p50 y p95, de extremo a
extremo y por etapa (recuperación, reordenación, generación, tiempo hasta el primer token). Coste: tokens por
pregunta (k × longitud del fragmento, más la respuesta) y llamadas a modelos por pregunta (reranker, juez). Un
cambio que gana 0,01 de nDCG pero duplica la latencia o el coste puede no compensar.
</details>

Diez preguntas, tres de las cuales no se pueden responder con los documentos:
""",
        zh=r"""
## 问题 16：除了检索和回答的质量，还要衡量什么？

<details><summary>参考答案</summary>

**该拒答时有没有拒答，引用靠不靠得住，以及延迟和成本有多高。** 拒答：对文档无法回答的问题，看有多大比例的回答明确表示无法回答（正确拒答率）；对能回答的问题，看有多大比例被错误拒答（误拒率）。两者此消彼长，所以要在包含无法回答问题的评测集上同时报告。引用：被引用的片段中，有多大比例真的支持它所附的那句话（引用精确率）；回答中的陈述有多大比例带有能支持它的引用（引用召回率）。延迟：端到端以及每个阶段（检索、重排、生成、首 token 时间）的 p50 和 p95。成本：每个问题消耗的 token（*k* × 片段长度，再加上回答）和每个问题调用模型的次数（重排模型、评审）。一个改动让 nDCG 提高 0.01，却让延迟或成本翻倍，未必值得。
</details>

10 个问题，其中 3 个用文档无法回答：
""",
        translates={"es": "2594720ecb65", "zh": "2594720ecb65"},
    ),
    msg(
        "ch07.q16.refusals",
        en="Correct refusals: {right} of {unanswerable} unanswerable questions ({right_rate:.3f}); false refusals: {wrong} of {answerable} answerable questions ({wrong_rate:.3f}).",
        es="Rechazos correctos: {right} de {unanswerable} preguntas sin respuesta ({right_rate:.3f}); rechazos indebidos: {wrong} de {answerable} preguntas con respuesta ({wrong_rate:.3f}).",
        zh="正确拒答：{unanswerable} 个无法回答的问题中拒答了 {right} 个（{right_rate:.3f}）；误拒：{answerable} 个能回答的问题中拒答了 {wrong} 个（{wrong_rate:.3f}）。", translates={"es": "53be49b1ca7a", "zh": "53be49b1ca7a"},
    ),
    code(r"""
unanswerable = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0]  # 1: the documents cannot answer it
refused = [1, 1, 0, 1, 0, 0, 0, 0, 0, 0]  # 1: the system said it cannot answer
matrix, _ = rm.confusion_matrix(unanswerable, refused, labels=[0, 1])  # rows: unanswerable 0/1, columns: refused 0/1
q16 = {"right": int(matrix[1, 1]), "unanswerable": int(matrix[1].sum()), "wrong": int(matrix[0, 1]), "answerable": int(matrix[0].sum())}
print(t("ch07.q16.refusals", lang, **q16, right_rate=q16["right"] / q16["unanswerable"], wrong_rate=q16["wrong"] / q16["answerable"]))
"""),
    *PART3,  # Q17-Q24: recent interview questions (parts/ch07_part3.py)
    md(
        en=r"""
## To close the interview

"I split RAG evaluation into retrieval and generation. For retrieval, recall and hit rate tell me whether
the right documents come back, MRR and nDCG whether they are ranked well, and context relevancy whether the
retrieved material is on topic. For generation, faithfulness tells me whether the answer sticks to the
context, and answer relevancy whether it answers the question. And I always say which conventions I used:
the cutoff, how queries are averaged, and which judge scored the answers."

## Practice: random questions

The drill draws ranking questions (compute Recall@k, RR, nDCG@k… on a random ranking; the right value
comes from `ragmetrics`) and concept questions (the multiple-choice and short-answer exercises of every chapter, like the questions above), seeded by `seed`; after each answer
it shows the right one and why. Type an answer (a fraction such as 2/3 works), press
**Check**, then **Next question**. Change `seed` in the parameters cell for a new set. Four questions in ten are on
generation and judging answers (chapters 05 and 12: why lexical metrics mislead, citations, hallucination
detection, business measures such as the hand-off rate and thumbs-down, attributing a bad case), because
interviews ask about them most today.
""",
        es=r"""
## Para cerrar la entrevista

«Divido la evaluación de un RAG en recuperación y generación. En la recuperación, el recall y la tasa
de aciertos me dicen si se recuperan los documentos correctos, el MRR y el nDCG si están bien ordenados, y la
relevancia del contexto si lo recuperado trata del tema. En la generación, la fidelidad me dice si la respuesta
se ciñe al contexto y la relevancia de la respuesta si responde a la pregunta. Y siempre digo qué
convenciones usé: el corte, cómo se promedian las consultas y qué juez puntuó las respuestas».

## Práctica: preguntas aleatorias

El simulacro saca preguntas de cálculo (Recall@k, RR, nDCG@k… sobre un ranking aleatorio; el valor
correcto lo da `ragmetrics`) y preguntas de conceptos (las de opción múltiple y de respuesta corta de todos los capítulos, sobre los mismos temas que las de arriba), según `seed`; después
de cada respuesta muestra la correcta y por qué. Escribe una respuesta (vale una fracción como 2/3), pulsa
**Comprobar** y luego **Siguiente pregunta**. Cambia `seed` en la celda de parámetros para obtener otra serie. Cuatro
de cada diez preguntas tratan de la generación y de juzgar respuestas (capítulos 05 y 12: por qué engañan las métricas
léxicas, las citas, la detección de alucinaciones, las métricas de negocio como la tasa de derivación o los votos
negativos, cómo atribuir un caso fallido), porque es lo que más se pregunta hoy en las entrevistas.
""",
        zh=r"""
## 面试收尾的一段话

“我会把 RAG 评估拆成检索和生成两部分：检索侧用召回率和命中率判断相关内容有没有召回到，用 MRR 和 nDCG 判断排序好不好，用上下文相关性判断检索到的片段是否切题；生成侧用忠实度判断回答是否忠于上下文，用答案相关性判断是否回答了用户的问题。而且我一定会说明用了哪些约定：截断位置、查询怎么平均，以及用哪个模型当评审（LLM-as-a-Judge）。”

## 练习：随机题目

交互式练习组件会按 `seed` 随机抽取计算题（在随机排序上算 Recall@k、RR、nDCG@k 等指标，正确数值由 `ragmetrics` 给出）和概念题（取自各章的选择题和简答题，与上面的问题类似），每答一题都会给出正确答案和解释。输入答案（也可以写成 2/3 这样的分数），点击**检查答案**，再点击**下一题**。在参数单元格里修改 `seed` 可以换一组题。每十道题中有四道是关于生成和回答评判的（第 5 章和第 12 章：词汇指标为什么会误导、引用、幻觉检测、转人工率和点踩率等业务指标、失败案例归因），因为这些正是当前面试问得最多的内容。
""",
        translates={"es": "eaa0b58db40a", "zh": "eaa0b58db40a"},
    ),
    code(r"""
from ragmetrics_course.drills import DrillWidget, make_drill

drill = DrillWidget(lang=lang, seed=seed, n=8)
drill
""", tags=["nbval-ignore-output"]),
    code(r"""
print(drill.text())  # the first question, as the drill shows it
"""),
    md(
        en=r"""
The drill's first four questions, to read without a running kernel (on GitHub, for instance), with the answers folded:
""",
        es=r"""
Las cuatro primeras preguntas del simulacro, para leerlas sin un *kernel* en marcha (en GitHub, por ejemplo), con las respuestas plegadas:
""",
        zh=r"""
练习组件中的前四道题，不需要运行内核也能阅读（例如在 GitHub 上），答案已折叠：
""",
        translates={"es": "382573b68a2c", "zh": "382573b68a2c"},
    ),
    msg(
        "ch07.practice.header",
        en="Question {number} of {n} · {topic}",
        es="Pregunta {number} de {n} · {topic}",
        zh="第 {number} 题（共 {n} 题） · {topic}", translates={"es": "3086a7280e76", "zh": "3086a7280e76"},
    ),
    msg("ch07.practice.show", en="Show the answer", es="Ver la respuesta", zh="查看答案", translates={"es": "06e3709a9e8a", "zh": "06e3709a9e8a"}),
    code(r"""
from html import escape

from IPython.display import HTML

questions = make_drill(8, seed)
cards = []
for question in questions[:4]:
    topic = t(f"drill.topic.{question.topic}", lang)
    cards.append(f"<p><b>{escape(t('ch07.practice.header', lang, number=question.number, n=len(questions), topic=topic))}"
                 f" · {escape(question.title(lang))}</b></p>{question.prompt_html(lang)}"
                 f"<details><summary>{escape(t('ch07.practice.show', lang))}</summary><p>{question.solution_html(lang)}</p></details>")
HTML("\n".join(cards))
"""),
    md(
        en=r"""
In a terminal, the same drill runs with `python -m ragmetrics_course drill --lang en --n 10 --seed 7`
(an empty line skips a question, `q` quits, and a summary by topic ends the session).

## Summary

- **MRR vs nDCG**: the first relevant document vs the whole ranking with grades; two rankings with the same
  MRR can differ in nDCG (rankings A and B of Q1: {{fig:q1_ndcg_a:.3f}} vs {{fig:q1_ndcg_b:.3f}} at k = 5).
- **Recall vs hit rate**: what share of the relevant documents vs at least one; 1 of 4 found gives recall 0.25 and
  a hit rate of 1.
- **Faithfulness vs answer relevancy**: Context ↔ Answer (hallucination) vs Query ↔ Answer (off topic);
  they fail independently.
- **Low Recall@k**: fix the retrieval chain first (nothing downstream recovers a document that never
  entered the candidates), and check that the evaluation compares the same ids.
- **MAP vs MRR**: every relevant document vs the first one; the same RR = 1 can hide an AP of {{fig:q5_ap:.3f}}.
- **Discount and gain**: 1/log2(rank + 1), whose base cancels out in nDCG; linear or exponential gain: say which.
- **Coding nDCG**: grades from a dict (0 when missing), `retrieved[:k]`, IDCG from all the grades cut at k,
  0 when nothing is relevant.
- **Chunks and k**: a trade-off between precise retrieval, complete context and tokens; tune them on a labelled
  set and put the best chunks first.
- **Per stage**: Recall@N for the first stage, nDCG@k or MRR@k after reranking; merge retrievers by rank (RRF).
  An ANN index has its own recall against exact search: tune `ef_search` or `nprobe`.
- **Test sets and judges**: real queries, pooling, guidelines; agreement as Cohen's κ, between annotators and
  between an LLM judge and people, not as a raw share.
- **RAGAS**: the triad needs no reference; Context Recall and Answer Correctness do; Context Precision is AP
  over the retrieved chunks.
- **Beyond the metric**: offline gains need an online check (A/B, interleaving) and a paired test with an
  interval; refusals, citations, latency and cost belong in the report.
- **Recent questions**: compare two systems with blind GSB judgements and a sign test; attribute a failure in
  order (knowledge, retrieval, generation); choose models on your own labelled queries, not on the public
  leaderboard; in a project story or a system design, give the numbers, the test and the trade-offs.

The cell below prints the chapter's numbers at the current `k`.
""",
        es=r"""
En una terminal, el mismo simulacro se ejecuta con `python -m ragmetrics_course drill --lang es --n 10 --seed 7`
(una línea vacía salta una pregunta, `q` sale, y un resumen por temas cierra la sesión).

## Resumen

- **MRR frente a nDCG**: el primer documento relevante frente a todo el ranking con grados; dos
  rankings con el mismo MRR pueden tener nDCG distintos (rankings A y B de la P1: {{fig:q1_ndcg_a:.3f}} frente a
  {{fig:q1_ndcg_b:.3f}} con k = 5).
- **Recall frente a tasa de aciertos**: qué proporción de los documentos relevantes frente a al menos uno; encontrar 1
  de 4 da un recall de 0,25 y una tasa de aciertos de 1.
- **Fidelidad frente a relevancia de la respuesta**: contexto ↔ respuesta (alucinación) frente a
  pregunta ↔ respuesta (fuera de tema); fallan de forma independiente.
- **Recall@k bajo**: arregla primero la cadena de recuperación (nada de lo que viene después rescata un
  documento que nunca entró entre los candidatos) y comprueba que la evaluación compara los mismos identificadores.
- **MAP frente a MRR**: todos los documentos relevantes frente al primero; un mismo RR = 1 puede esconder una AP
  de {{fig:q5_ap:.3f}}.
- **Descuento y ganancia**: 1/log2(posición + 1), cuya base se cancela en el nDCG; ganancia lineal o exponencial:
  di cuál.
- **Programar nDCG**: grados de un diccionario (0 si faltan), `retrieved[:k]`, IDCG con todos los grados cortado
  en k, 0 si no hay nada relevante.
- **Fragmentos y k**: un compromiso entre la precisión de la recuperación, un contexto completo y el gasto de
  tokens; ajústalos con un conjunto etiquetado y pon los mejores fragmentos primero.
- **Por etapas**: Recall@N en la primera etapa, nDCG@k o MRR@k tras el reranker; varios recuperadores se
  combinan por posiciones (RRF). Un índice ANN tiene su propio recall frente a la búsqueda exacta: ajusta
  `ef_search` o `nprobe`.
- **Conjuntos de prueba y jueces**: consultas reales, *pooling*, pautas; el acuerdo, con la κ de Cohen (entre
  anotadores y entre un juez LLM y personas), no como simple proporción.
- **RAGAS**: la tríada no necesita referencia; Context Recall y Answer Correctness, sí; Context Precision es la AP
  sobre los fragmentos recuperados.
- **Más allá de la métrica**: una mejora offline necesita una comprobación online (A/B, *interleaving*) y una prueba
  pareada con intervalo; los rechazos, las citas, la latencia y el coste también van en el informe.
- **Preguntas recientes**: compara dos sistemas con juicios GSB a ciegas y una prueba de los signos; atribuye cada
  fallo por orden (conocimiento, recuperación, generación); elige los modelos con tus propias consultas
  etiquetadas, no con el ranking público (*leaderboard*); al contar un proyecto o diseñar una evaluación, da las cifras, la
  prueba y los compromisos.

La celda de abajo imprime las cifras del capítulo con el `k` actual.
""",
        zh=r"""
在终端里也可以做同样的练习：`python -m ragmetrics_course drill --lang zh --n 10 --seed 7`（直接按回车跳过当前题，输入 `q` 退出，结束时会按主题给出小结）。

## 小结

- **MRR 与 nDCG**：MRR 只看第一篇相关文档，nDCG 看带等级的整个排序；MRR 相同的两个排序，nDCG 可能不同（问题 1 的排序 A 和 B，*k* = 5 时分别为 {{fig:q1_ndcg_a:.3f}} 和 {{fig:q1_ndcg_b:.3f}}）。
- **召回率与命中率**：召回率看相关文档中有多大比例被召回，命中率只看是否至少召回一篇；4 篇中找到 1 篇，召回率为 0.25，命中率为 1。
- **忠实度与答案相关性**：前者比较上下文与回答（幻觉），后者比较问题与回答（答非所问）；两种问题可以单独出现。
- **Recall@k 低**：先修检索链路（从未进入候选集的文档，后面的环节都救不回来），并检查评估时比较的是同一种 id。
- **MAP 与 MRR**：MAP 考虑所有相关文档，MRR 只看第一篇；同样是 RR = 1，AP 可能只有 {{fig:q5_ap:.3f}}。
- **折损与增益**：1/log2(排名 + 1)，对数的底数在 nDCG 中会约掉；线性还是指数增益，要说清楚。
- **手写 nDCG**：从字典查等级（查不到记 0），取 `retrieved[:k]`，IDCG 用全部等级并截断到 *k*，没有相关文档时返回 0。
- **片段与 *k***：在检索精度、上下文完整性和 token 开销之间取舍；用有标注的数据来调，并把最好的片段放在最前面。
- **分阶段**：召回阶段看 Recall@N，重排之后看 nDCG@k 或 MRR@k；多路召回按排名融合（RRF）。ANN 索引相对精确检索有自己的召回率：调 `ef_search` 或 `nprobe`。
- **评测集与评审**：真实查询、池化、标注规范；一致性用 Cohen's κ 衡量（标注者之间、LLM 评审与人工之间），而不是简单的一致比例。
- **RAGAS**：三元组不需要参考答案；上下文召回率和答案正确性需要；上下文精确率就是在检索到的片段上算 AP。
- **指标之外**：离线提升要用线上实验（A/B 测试、交错实验）验证，并做带置信区间的配对检验；拒答、引用、延迟和成本也要写进报告。
- **近来的新问题（问题 17–24）**：比较两个系统用盲评的 GSB 判定，再做符号检验；失败案例按知识、检索、生成的顺序归因；选模型要看它在自己标注的查询上的表现，而不是公开榜单；讲项目经历或做系统设计时，要给出数字、所用的检验和其中的取舍。

下面的单元格打印本章在当前 `k` 下的数字。
""",
        translates={"es": "50883ea99381", "zh": "50883ea99381"},
    ),
    msg(
        "ch07.summary.q1",
        en="Q1 MRR vs nDCG, rankings A / B:",
        es="P1 MRR frente a nDCG, rankings A / B:",
        zh="问题 1：MRR 与 nDCG，排序 A / B：", translates={"es": "5f2cf579a7de", "zh": "5f2cf579a7de"},
    ),
    msg(
        "ch07.summary.q2",
        en="Q2 recall vs hit rate, 1 of 4 / 4 of 4 found:",
        es="P2 recall frente a tasa de aciertos, 1 de 4 / 4 de 4 encontrados:",
        zh="问题 2：召回率与命中率，4 篇中找到 1 篇 / 4 篇：", translates={"es": "ff8934bb5eab", "zh": "ff8934bb5eab"},
    ),
    msg(
        "ch07.summary.q3",
        en="Q3 faithfulness / answer relevancy:",
        es="P3 fidelidad / relevancia de la respuesta:",
        zh="问题 3：忠实度 / 答案相关性：", translates={"es": "0591466620e0", "zh": "0591466620e0"},
    ),
    msg(
        "ch07.summary.q4",
        en="Q4 Recall@{k} first stage / after perfect reranking / ceiling; chunk ids before / after mapping:",
        es="P4 Recall@{k} primera etapa / tras un reranker perfecto / techo; identificadores de fragmentos antes / después de convertirlos:",
        zh="问题 4：Recall@{k} 第一阶段 / 完美重排后 / 上限；片段 id 映射前 / 映射后：", translates={"es": "33a2ec776683", "zh": "33a2ec776683"},
    ),
    msg(
        "ch07.summary.part2",
        en="Part 2: AP spread / packed; nDCG@{k} linear / exponential gain; RRF; ANN nprobe 1 / 16; κ annotators / judge; p (Q15); refusals right, wrong:",
        es="Parte 2: AP (documentos relevantes dispersos / arriba); nDCG@{k} (ganancia lineal / exponencial); Recall@{k} tras la RRF; recall del índice ANN (nprobe = 1 / 16); κ (entre anotadores / del juez frente a la persona); p (P15); rechazos correctos e indebidos:",
        zh="第二部分：AP（相关文档分散 / 集中在前）；nDCG@{k}（线性增益 / 指数增益）；RRF 融合后的 Recall@{k}；ANN 的召回率（nprobe = 1 / 16）；κ（两位标注者之间 / 评审与人工之间）；p 值（问题 15）；正确拒答与误拒：", translates={"es": "6e2e76e5153b", "zh": "6e2e76e5153b"},
    ),
    # the summary's numbers go through the catalog: Spanish decimal commas, Chinese punctuation
    msg("ch07.summary.q1_line", en="{name}: RR = {rr:.4f}, nDCG@{k} = {ndcg:.4f}", es="{name}: RR = {rr:.4f}; nDCG@{k} = {ndcg:.4f}",
        zh="{name}：RR = {rr:.4f}，nDCG@{k} = {ndcg:.4f}", translates={"es": "743341e6bc95", "zh": "743341e6bc95"}),
    msg("ch07.summary.q2_line", en="Recall@{k} = {r1:.4f} / {r2:.4f}, HitRate@{k} = {h1:.4f} / {h2:.4f}",
        es="Recall@{k} = {r1:.4f} / {r2:.4f}; HitRate@{k} = {h1:.4f} / {h2:.4f}",
        zh="Recall@{k} = {r1:.4f} / {r2:.4f}，HitRate@{k} = {h1:.4f} / {h2:.4f}", translates={"es": "cc2e5ce0590d", "zh": "cc2e5ce0590d"}),
    msg("ch07.summary.q3_line", en="{faithful:.2f} / {relevant:.2f}  {diagnosis}", es="{faithful:.2f} / {relevant:.2f}  {diagnosis}",
        zh="{faithful:.2f} / {relevant:.2f}  {diagnosis}", translates={"es": "6a8c043f6b11", "zh": "6a8c043f6b11"}),
    msg("ch07.summary.q4_line", en="{first:.4f} / {reranked:.4f} / {ceiling:.4f}; {before:.4f} / {after:.4f}",
        es="{first:.4f} / {reranked:.4f} / {ceiling:.4f}; {before:.4f} / {after:.4f}",
        zh="{first:.4f} / {reranked:.4f} / {ceiling:.4f}；{before:.4f} / {after:.4f}", translates={"es": "1ff49ec26671", "zh": "1ff49ec26671"}),
    msg("ch07.summary.part2_line1",
        en="AP {spread:.4f} / {packed:.4f}; nDCG@{k} {linear:.4f} / {exponential:.4f}; RRF Recall@{k} {rrf:.4f}; ANN Recall@10 {ann1:.3f} / {ann16:.3f}",
        es="AP {spread:.4f} / {packed:.4f}; nDCG@{k} {linear:.4f} / {exponential:.4f}; RRF Recall@{k} {rrf:.4f}; ANN Recall@10 {ann1:.3f} / {ann16:.3f}",
        zh="AP {spread:.4f} / {packed:.4f}；nDCG@{k} {linear:.4f} / {exponential:.4f}；RRF Recall@{k} {rrf:.4f}；ANN Recall@10 {ann1:.3f} / {ann16:.3f}", translates={"es": "1e8309201f14", "zh": "1e8309201f14"}),
    msg("ch07.summary.part2_line2",
        en="κ {kappa1:.3f} / {kappa2:.3f}; p = {p:.3f}; {right}/{unanswerable}, {wrong}/{answerable}",
        es="κ {kappa1:.3f} / {kappa2:.3f}; p = {p:.3f}; {right}/{unanswerable} y {wrong}/{answerable}",
        zh="κ {kappa1:.3f} / {kappa2:.3f}；p = {p:.3f}；{right}/{unanswerable}、{wrong}/{answerable}", translates={"es": "eed63561d6dd", "zh": "eed63561d6dd"}),
    code(r"""
print(t("ch07.summary.q1", lang))
for name, _, rr, ndcg in q1_rows:
    print("  " + t("ch07.summary.q1_line", lang, name=name, rr=rr, k=k, ndcg=ndcg))
print(t("ch07.summary.q2", lang))
print("  " + t("ch07.summary.q2_line", lang, k=k, r1=q2_rows[0][3], r2=q2_rows[1][3], h1=q2_rows[0][4], h2=q2_rows[1][4]))
print(t("ch07.summary.q3", lang))
for answer, faithful, relevant_score, diagnosis in q3_rows:
    print("  " + t("ch07.summary.q3_line", lang, faithful=faithful, relevant=relevant_score, diagnosis=diagnosis))
print(t("ch07.summary.q4", lang, k=k))
print("  " + t("ch07.summary.q4_line", lang, first=q4_rows[0][1], reranked=q4_rows[1][1], ceiling=min(ceiling, k / len(judged)),
               before=ids_rows[0][2], after=ids_rows[1][2]))
print(t("ch07.summary.part2", lang, k=k))
print("  " + t("ch07.summary.part2_line1", lang, k=k, spread=q5_rows[0][2], packed=q5_rows[1][2], linear=q6_linear,
               exponential=q6_exponential, rrf=q8_rows[2][2], ann1=q9_rows[0][1], ann16=q9_rows[-1][1]))
print("  " + t("ch07.summary.part2_line2", lang, kappa1=q11.kappa, kappa2=q12.kappa, p=q15.p_value, right=q16["right"],
               unanswerable=q16["unanswerable"], wrong=q16["wrong"], answerable=q16["answerable"]))
""", tags=["summary"]),
    md(
        en=r"""
## Exercises

Practise this chapter in [the exercises](../../exercises/en/07_interview_drill.ipynb) (each one checks your answer, with hints).

## References

- The Chinese interview article on RAG evaluation metrics that chapter 00 introduces (its follow-up questions are Q1–Q4).
- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- Es, S., James, J., Espinosa-Anke, L. and Schockaert, S. (2023). "RAGAS: Automated Evaluation of Retrieval Augmented Generation". <https://arxiv.org/abs/2309.15217>. The metrics as RAGAS computes them today: <https://docs.ragas.io/en/stable/concepts/metrics/>
- Järvelin, K. and Kekäläinen, J. (2000). "IR evaluation methods for retrieving highly relevant documents". *Proceedings of SIGIR 2000*, 41–48. The paper that introduced DCG.
- Järvelin, K. and Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446. The paper that introduced nDCG.
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96. The source of the exponential gain.
- Cormack, G. V., Clarke, C. L. A. and Büttcher, S. (2009). "Reciprocal rank fusion outperforms Condorcet and individual rank learning methods". *Proceedings of SIGIR 2009*, 758–759.
- Malkov, Y. A. and Yashunin, D. A. (2018). "Efficient and robust approximate nearest neighbor search using Hierarchical Navigable Small World graphs". *IEEE Transactions on Pattern Analysis and Machine Intelligence*. HNSW.
- Liu, N. F. et al. (2024). "Lost in the Middle: How Language Models Use Long Contexts". *Transactions of the ACL* 12, 157–173. First posted on arXiv in 2023.
- Cohen, J. (1960). "A coefficient of agreement for nominal scales". *Educational and Psychological Measurement* 20(1), 37–46.
- Zheng, L. et al. (2023). "Judging LLM-as-a-Judge with MT-Bench and Chatbot Arena". *NeurIPS 2023*.
- Chapelle, O., Joachims, T., Radlinski, F. and Yue, Y. (2012). "Large-scale validation and analysis of interleaved search evaluation". *ACM Transactions on Information Systems* 30(1).
- trec_eval, to check your numbers against the reference implementation: <https://github.com/usnistgov/trec_eval>.
""",
        es=r"""
## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/07_interview_drill.ipynb) (cada uno comprueba tu respuesta y da pistas).

## Referencias

- El artículo chino para preparar entrevistas sobre métricas de RAG que presenta el capítulo 00 (sus preguntas más frecuentes son P1–P4).
- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- Es, S., James, J., Espinosa-Anke, L. y Schockaert, S. (2023). «RAGAS: Automated Evaluation of Retrieval Augmented Generation». <https://arxiv.org/abs/2309.15217>. Las métricas tal como las calcula hoy RAGAS: <https://docs.ragas.io/en/stable/concepts/metrics/>
- Järvelin, K. y Kekäläinen, J. (2000). «IR evaluation methods for retrieving highly relevant documents». *Proceedings of SIGIR 2000*, 41–48. El artículo que introdujo el DCG.
- Järvelin, K. y Kekäläinen, J. (2002). «Cumulated gain-based evaluation of IR techniques». *ACM Transactions on Information Systems* 20(4), 422–446. El artículo que introdujo el nDCG.
- Burges, C. et al. (2005). «Learning to rank using gradient descent». *Proceedings of ICML 2005*, 89–96. El origen de la ganancia exponencial.
- Cormack, G. V., Clarke, C. L. A. y Büttcher, S. (2009). «Reciprocal rank fusion outperforms Condorcet and individual rank learning methods». *Proceedings of SIGIR 2009*, 758–759.
- Malkov, Y. A. y Yashunin, D. A. (2018). «Efficient and robust approximate nearest neighbor search using Hierarchical Navigable Small World graphs». *IEEE Transactions on Pattern Analysis and Machine Intelligence*. HNSW.
- Liu, N. F. et al. (2024). «Lost in the Middle: How Language Models Use Long Contexts». *Transactions of the ACL* 12, 157–173. Publicado antes en arXiv, en 2023.
- Cohen, J. (1960). «A coefficient of agreement for nominal scales». *Educational and Psychological Measurement* 20(1), 37–46.
- Zheng, L. et al. (2023). «Judging LLM-as-a-Judge with MT-Bench and Chatbot Arena». *NeurIPS 2023*.
- Chapelle, O., Joachims, T., Radlinski, F. y Yue, Y. (2012). «Large-scale validation and analysis of interleaved search evaluation». *ACM Transactions on Information Systems* 30(1).
- trec_eval, para contrastar tus cifras con la implementación de referencia: <https://github.com/usnistgov/trec_eval>.
""",
        zh=r"""
## 练习

用[本章练习](../../exercises/zh/07_interview_drill.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。

## 参考文献

- 一篇讲 RAG 评估指标的中文面试准备文章，见第 0 章“三份参考资料”一节的介绍；本章的问题 1–4 就是它列出的高频问题。
- Manning, C. D., Raghavan, P., Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>（中译本《信息检索导论》）
- Es, S., James, J., Espinosa-Anke, L., Schockaert, S. (2023). "RAGAS: Automated Evaluation of Retrieval Augmented Generation". <https://arxiv.org/abs/2309.15217>（RAGAS 目前的指标计算方式见 <https://docs.ragas.io/en/stable/concepts/metrics/>）
- Järvelin, K., Kekäläinen, J. (2000). "IR evaluation methods for retrieving highly relevant documents". *Proceedings of SIGIR 2000*, 41–48.（提出 DCG 的论文）
- Järvelin, K., Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446.（提出 nDCG 的论文）
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96.（指数增益的出处）
- Cormack, G. V., Clarke, C. L. A., Büttcher, S. (2009). "Reciprocal rank fusion outperforms Condorcet and individual rank learning methods". *Proceedings of SIGIR 2009*, 758–759.
- Malkov, Y. A., Yashunin, D. A. (2018). "Efficient and robust approximate nearest neighbor search using Hierarchical Navigable Small World graphs". *IEEE Transactions on Pattern Analysis and Machine Intelligence*.（HNSW）
- Liu, N. F. et al. (2024). "Lost in the Middle: How Language Models Use Long Contexts". *Transactions of the ACL* 12, 157–173.（2023 年先发布于 arXiv）
- Cohen, J. (1960). "A coefficient of agreement for nominal scales". *Educational and Psychological Measurement* 20(1), 37–46.
- Zheng, L. et al. (2023). "Judging LLM-as-a-Judge with MT-Bench and Chatbot Arena". *NeurIPS 2023*.
- Chapelle, O., Joachims, T., Radlinski, F., Yue, Y. (2012). "Large-scale validation and analysis of interleaved search evaluation". *ACM Transactions on Information Systems* 30(1).
- trec_eval：用参考实现核对你算出的数字，<https://github.com/usnistgov/trec_eval>。
""",
        translates={"es": "e5fac8919454", "zh": "e5fac8919454"},
    ),
]
