"""The second half of the cells of sources/chapters/02_hit_rate_mrr.py, which imports them (so that no source is
over 1,000 lines): Average precision (AP) and R-precision: every relevant document, not just the first; Play
with it; As k grows, over the whole test set; What a value means; When to use them, and the usual targets;
Summary; References.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg

CELLS = [
    md(
        en=r"""
## Average precision (AP) and R-precision: every relevant document, not just the first

RR stops at the first relevant document. **Average precision** looks at all of them. Walk down the ranking; each time you reach a relevant document, write down the precision at that rank (relevant documents so far / rank). AP is the sum of those precisions divided by *R*, the number of relevant documents of the query, **retrieved or not**: a relevant document the retriever never returned adds nothing to the sum but still counts in *R*.

$$\mathrm{AP} = \frac{1}{R}\sum_{\text{relevant } d \text{ retrieved}} \mathrm{Precision@}\mathrm{rank}(d)$$

**MAP** (mean average precision) is the mean of AP over the queries, as MRR is the mean of RR. With a cutoff, AP@k (trec_eval's `map_cut_k`) adds only the relevant documents in the top *k* and still divides by *R*.

**R-precision** asks a simpler question: if the retriever had exactly *R* slots, what share of them would hold relevant documents? It is the precision at rank *R*, so each query gets its own cutoff: a query with 3 relevant documents is judged on its top 3, one with 10 on its top 10.

Back to the capsule's query "Python installation": documents 3 and 7 are relevant and retrieved (ranks 2 and 4), document 12 is relevant and missing, so *R* = 3.
""",
        es=r"""
## Precisión promedio (AP) y R-precision: todos los documentos relevantes, no solo el primero

RR se detiene en el primer documento relevante. La **precisión promedio** los mira todos. Recorre el ranking y, cada vez que llegues a un documento relevante, anota la precisión en esa posición (relevantes vistos hasta ahí / posición). AP es la suma de esas precisiones dividida entre *R*, el número de documentos relevantes de la consulta, **se hayan recuperado o no**: un relevante que el recuperador nunca devolvió no suma nada, pero sigue contando en *R*.

$$\mathrm{AP} = \frac{1}{R}\sum_{d \text{ relevante recuperado}} \mathrm{Precision@}\mathrm{posición}(d)$$

**MAP** (*mean average precision*, media de la precisión promedio) es la media de la AP sobre las consultas, igual que MRR es la media de RR. Con un corte, AP@k (`map_cut_k` en trec_eval) solo suma los relevantes del top *k* y sigue dividiendo entre *R*.

La **R-precision** (el nombre se usa sin traducir: es la precisión en la posición *R*) plantea una pregunta más sencilla: si el recuperador tuviera exactamente *R* huecos, ¿qué proporción de ellos estaría ocupada por documentos relevantes? Es la precisión en la posición *R*, así que cada consulta tiene su propio corte: una consulta con 3 relevantes se juzga por su top 3; una con 10, por su top 10.

Volvamos a la consulta «Python installation» de la cápsula: los documentos 3 y 7 son relevantes y se recuperaron (posiciones 2 y 4); el 12 es relevante y falta, así que *R* = 3.
""",
        zh=r"""
## 平均精确率（AP）与 R-precision：看所有相关文档，而不只是第一篇

RR 只看第一篇相关文档，**平均精确率**则看全部相关文档。沿着排序往下走，每遇到一篇相关文档，就记下该位置的精确率（到此为止的相关文档数 / 排名）。AP 等于这些精确率之和除以 *R*，即该查询的相关文档总数，**无论是否被检索到**：检索器没有返回的相关文档不会给总和加分，但仍然计入 *R*。

$$\mathrm{AP} = \frac{1}{R}\sum_{\text{被检索到的相关文档 } d} \mathrm{Precision@}\mathrm{rank}(d)$$

**MAP**（mean average precision，平均精确率均值）是 AP 在所有查询上的平均值，就像 MRR 是 RR 的平均值。加上截断后，AP@k（trec_eval 中的 `map_cut_k`）只累加前 *k* 名中的相关文档，分母仍然是 *R*。

**R-precision** 问的问题更简单：如果检索器正好只有 *R* 个位置，其中放的是相关文档的比例有多大？它就是第 *R* 名处的精确率，所以每个查询都有自己的截断位置：有 3 篇相关文档的查询看前 3 名，有 10 篇的看前 10 名。

回到西班牙语课程的查询“Python installation”：文档 3 和 7 是相关文档且被检索到（第 2 名和第 4 名），文档 12 是相关文档但没有出现，所以 *R* = 3。
""",
        translates={"es": "d4573bf19e2f", "zh": "d4573bf19e2f"},
    ),
    msg("ch02.ap_step", en="  rank {rank}: doc {doc} is relevant, {found} so far: precision {found}/{rank} = {precision:.4f}",
        es="  posición {rank}: el doc. {doc} es relevante (relevantes vistos hasta aquí: {found}); precisión {found}/{rank} = {precision:.4f}",
        zh="  第 {rank} 名：文档 {doc} 相关，累计 {found} 篇，精确率 {found}/{rank} = {precision:.4f}", translates={"es": "b8dce6efd0ed", "zh": "b8dce6efd0ed"}),
    msg("ch02.ap_total", en="AP = ({terms}) / R = {total:.4f} / {r} = {value:.4f}   (R: relevant documents, retrieved or not)",
        es="AP = ({terms}) / R = {total:.4f} / {r} = {value:.4f}   (R: documentos relevantes, recuperados o no)",
        zh="AP = ({terms}) / R = {total:.4f} / {r} = {value:.4f}（R：相关文档总数，无论是否被检索到）", translates={"es": "141b19e9ca85", "zh": "141b19e9ca85"}),
    msg("ch02.rprec_total", en="R-precision: top R = {r}: {top}; relevant in it: {hits}; {hits}/{r} = {value:.4f}",
        es="R-precision: top R = {r}: {top}; relevantes en él: {hits}; {hits}/{r} = {value:.4f}",
        zh="R-precision：前 R = {r} 名是 {top}，其中有 {hits} 篇相关文档，即 {hits}/{r} = {value:.4f}", translates={"es": "7ea1862c834a", "zh": "7ea1862c834a"}),
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
terms = " + ".join(write_number(p, '.4f') for p in precisions)
print(t("ch02.ap_total", terms=terms, total=sum(precisions), r=len(relevant), value=ap_by_hand))

# R-precision by hand: the precision of the top R
top_r = retrieved[: len(relevant)]
rprec_by_hand = len(relevant.intersection(top_r)) / len(relevant)
print(t("ch02.rprec_total", r=len(relevant), top=top_r, hits=len(relevant.intersection(top_r)), value=rprec_by_hand))
"""),
    msg("ch02.ap_cut", en="AP@{k} = {value:.4f} (only ranks 1-{k} add; still divided by R = {r})",
        es="AP@{k} = {value:.4f} (solo cuentan las posiciones de la 1 a la {k}; se sigue dividiendo entre R = {r})",
        zh="AP@{k} = {value:.4f}（只累加第 1–{k} 名，分母仍是 R = {r}）", translates={"es": "b43529facca0", "zh": "b43529facca0"}),
    msg("ch02.agree", en="Same as the hand computation.",
        es="Coincide con el cálculo a mano.", zh="与手算结果一致。", translates={"es": "13f7e48b7c3c", "zh": "13f7e48b7c3c"}),
    msg("ch02.disagree", en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。", translates={"es": "651eb86a2db8", "zh": "651eb86a2db8"}),
    code(r"""
ap, rprec = rm.average_precision(retrieved, relevant), rm.r_precision(retrieved, relevant)
print(f"rm.average_precision = {write_number(ap, '.4f')}   rm.r_precision = {write_number(rprec, '.4f')}")
print(t("ch02.agree") if abs(ap - ap_by_hand) < 1e-12 and abs(rprec - rprec_by_hand) < 1e-12 else t("ch02.disagree"))
print(t("ch02.ap_cut", k=k, r=len(relevant), value=rm.average_precision(retrieved, relevant, k=k)))
"""),
    md(
        en=r"""
### MAP or MRR?

The two queries below each have their first relevant document at rank 2, so their RR is the same, 0.5. But the second query (the Chinese article's ranking, every graded document counted as relevant) finds all of its relevant documents in the top 5, while the first misses one of three. RR (and so MRR) cannot tell them apart; AP and R-precision can.
""",
        es=r"""
### ¿MAP o MRR?

Las dos consultas de abajo tienen su primer documento relevante en la posición 2, así que su RR es el mismo, 0,5. Pero la segunda (el ranking del artículo chino, con todo documento graduado contado como relevante) encuentra todos sus relevantes en el top 5, mientras que la primera se deja uno de tres. El RR (y, por tanto, el MRR) no las distingue; AP y R-precision, sí.
""",
        zh=r"""
### MAP 还是 MRR？

下面这两个查询的第一篇相关文档都排在第 2 名，所以 RR 相同，都是 0.5。但第二个查询（中文面试文章的排序，有等级的文档都算相关）在前 5 名中找到了全部相关文档，而第一个查询漏掉了 3 篇中的 1 篇。RR（因而 MRR）分不出两者的差别，AP 和 R-precision 可以。
""",
        translates={"es": "fe14aca8ae99", "zh": "fe14aca8ae99"},
    ),
    msg("ch02.col.query", en="Query", es="Consulta", zh="查询", translates={"es": "b80a37564fbb", "zh": "b80a37564fbb"}),
    msg("ch02.row.mean", en="Mean: MRR, MAP, mean R-precision", es="Media (MRR, MAP, R-precision media)",
        zh="平均：MRR、MAP、平均 R-precision", translates={"es": "bfc3caa383b4", "zh": "bfc3caa383b4"}),
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

- **MRR** when one good passage is enough: a factoid question, a known-item search, a RAG prompt that needs one supporting passage.
- **MAP** when every relevant document matters and their order matters too: an answer that needs several passages, a search for all the evidence (legal, medical, patents). It is binary (grades ≥ the level count as 1); for graded relevance use nDCG.
- **R-precision** as a one-number summary that adapts the cutoff to each query, highly correlated with AP across systems and easy to explain.

*Interview version:* "MRR looks at the rank of the first relevant result only; AP adds up the precision at the rank of every relevant result and divides by the number of relevant documents, retrieved or not, so it also penalises relevant documents that are ranked low or missing; MAP is the mean of AP over the queries."
""",
        es=r"""
Cuándo usar cada una, y la respuesta de entrevista a «¿MAP o MRR?»:

- **MRR** cuando basta con un buen fragmento: una pregunta factual, la búsqueda de un documento concreto, un prompt de RAG que necesita un solo fragmento de apoyo.
- **MAP** cuando importan todos los documentos relevantes y también su orden: una respuesta que necesita varios fragmentos, la búsqueda de todas las pruebas (jurídica, médica, de patentes). Es binaria (cuenta como relevante todo documento cuyo grado alcance el umbral, 1 por defecto; el capítulo 06 trata ese *nivel de relevancia*); para relevancia graduada, usa nDCG.
- **R-precision** como resumen de una sola cifra que adapta el corte a cada consulta, muy correlacionada con la AP cuando se comparan sistemas y fácil de explicar.

*En una entrevista:* «MRR solo mira la posición del primer resultado relevante; AP suma la precisión en la posición de cada resultado relevante y divide esa suma entre el número total de relevantes, recuperados o no, por lo que también penaliza los relevantes mal colocados o ausentes; MAP es la media de AP sobre las consultas.»
""",
        zh=r"""
各自适用的场景，以及面试题“MAP 和 MRR 有什么区别？”的回答：

- **MRR**：只要有一个好片段就够的场景，比如事实型问题、查找某个特定文档、只需要一个支撑片段的 RAG 提示词。
- **MAP**：每篇相关文档都重要、而且它们的顺序也重要的场景，比如需要多个片段才能回答的问题，或者要找全所有证据的检索（法律、医疗、专利）。它是二元的（等级不低于阈值的都算 1）；分级相关性请用 nDCG。
- **R-precision**：一个按查询自动调整截断位置的单一指标，比较不同系统时与 AP 高度相关，也容易解释。

**面试版回答**：“MRR 只看第一个相关结果的排名；AP 把每个相关结果所在位置的精确率加起来，再除以相关文档总数（没检索到的也算在内），所以排得靠后或者没检索到的相关文档都会被扣分；MAP 是 AP 在所有查询上的平均。”
""",
        translates={"es": "e1cd1545fed3", "zh": "e1cd1545fed3"},
    ),
    md(
        en=r"""
## Play with it

The playground opens on the capsule's query "List comprehensions" as its MRR example judges it: only document 6, at rank 3, is relevant. (This playground computes RR@k, with the cutoff.) Answer each question before you make the move, then check:

1. Move document 6 to rank 1. What happens to RR@k and to Recall@k?
2. Press **Reset to the example** (document 6 is back at rank 3), then set **k** to 2. What do HitRate@k and RR@k become?
3. Press **Reset to the example** again (*k* returns to its starting value), then give document 4 grade 1, as the batch example judges it. What do RR@k and HitRate@k become?
4. Give document 10 grade 1 as well. What changes, and what does not?

<details><summary>Answers</summary>

1. RR@k goes from 1/3 to 1, while Recall@k does not move: the same relevant document is in the top *k*.
2. Both drop to 0: the only relevant document is now below the cutoff.
3. RR@k becomes 1/2 (document 4, at rank 2, is now the first relevant document); HitRate@k stays 1.
4. Document 10 is at rank 5. At *k* = 5, recall stays 1 (3/3) and precision rises from 2/5 to 3/5, while HitRate@5 and RR@5 (1/2, set by document 4) do not move: neither looks past the first relevant document. AP@5 rises a little, from 0.583 to 0.589: it looks at every relevant document. At *k* = 3 or 4, recall falls from 1 to 2/3: document 10 now counts among the relevant documents.
</details>
""",
        es=r"""
## Pruébalo tú

El laboratorio se abre con la consulta «List comprehensions» de la cápsula tal como la juzga su ejemplo de MRR: solo el documento 6, en la posición 3, es relevante. (Este laboratorio calcula RR@k, con corte.) Responde a cada pregunta antes de hacer el cambio y luego compruébalo:

1. Sube el documento 6 a la posición 1. ¿Qué les pasa a RR@k y a Recall@k?
2. Pulsa **Volver al ejemplo** (el documento 6 regresa a la posición 3) y pon **k** en 2. ¿Cuánto valen ahora HitRate@k y RR@k?
3. Pulsa otra vez **Volver al ejemplo** (*k* vuelve a su valor inicial) y dale grado 1 al documento 4, como lo juzga el ejemplo por lotes. ¿Cuánto valen ahora RR@k y HitRate@k?
4. Dale grado 1 también al documento 10. ¿Qué cambia y qué no?

<details><summary>Respuestas</summary>

1. RR@k pasa de 1/3 a 1, y Recall@k no se mueve: el mismo documento relevante sigue en el top *k*.
2. Las dos caen a 0: el único documento relevante queda por debajo del corte.
3. RR@k pasa a 1/2 (el documento 4, en la posición 2, es ahora el primer relevante); HitRate@k sigue en 1.
4. El documento 10 está en la posición 5. Con *k* = 5, el recall sigue en 1 (3/3) y la precisión sube de 2/5 a 3/5, mientras que HitRate@5 y RR@5 (1/2, lo fija el documento 4) no se mueven: ninguna mira más allá del primer relevante. AP@5 sube un poco, de 0,583 a 0,589: tiene en cuenta todos los relevantes. Con *k* = 3 o 4, el recall baja de 1 a 2/3: el documento 10 pasa a contar entre los relevantes.
</details>
""",
        zh=r"""
## 动手试一试

实验台打开时显示的是西班牙语课程的查询“List comprehensions”，按其 MRR 示例的标注：只有排在第 3 名的文档 6 是相关的。（这个实验台计算的是带截断的 RR@k。）每一步都先回答问题，再动手验证：

1. 把文档 6 移到第 1 名。RR@k 和 Recall@k 会怎样？
2. 先点击**恢复示例**（文档 6 回到第 3 名），再把 **k** 设为 2。HitRate@k 和 RR@k 变成多少？
3. 再次点击**恢复示例**（*k* 也恢复为初始值），然后把文档 4 的等级设为 1，与批量评估示例的标注一致。RR@k 和 HitRate@k 变成多少？
4. 再把文档 10 的等级也设为 1。哪些变了，哪些没变？

<details><summary>答案</summary>

1. RR@k 从 1/3 变成 1，而 Recall@k 不变：前 *k* 名里还是那一篇相关文档。
2. 两者都降为 0：唯一的相关文档掉到了截断位置之后。
3. RR@k 变为 1/2（排在第 2 名的文档 4 成了第一篇相关文档），HitRate@k 仍然是 1。
4. 文档 10 排在第 5 名。*k* = 5 时召回率仍是 1（3/3），精确率从 2/5 升到 3/5；HitRate@5 和 RR@5（1/2，由文档 4 决定）都不变，因为两者都不看第一篇相关文档之后的情况。AP@5 略有上升，从 0.583 升到 0.589，因为它考虑所有相关文档。*k* = 3 或 4 时，召回率从 1 降到 2/3：文档 10 也算作相关文档了。
</details>
""",
        translates={"es": "2f82b6de18f5", "zh": "2f82b6de18f5"},
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

The chart shows the means over the 100 simulated queries for every cutoff from 1 to 10 (or to your *k*, if it is larger). HitRate@k reaches 0.8 at your *k*, by construction, then creeps up as the remaining queries find their first relevant document further down (at *k* = 5 and seed = 0, HitRate@10 = 0.97). RR@k climbs towards the RR without a cutoff, which it never exceeds. Recall@k rises longest: it also counts the second relevant documents.
""",
        es=r"""
## Cuando crece *k*, en todo el conjunto de prueba

El gráfico muestra las medias sobre las 100 consultas simuladas para cada corte de 1 a 10 (o hasta tu *k*, si es mayor). La tasa de aciertos llega a 0,8 en tu *k*, por construcción, y después avanza despacio a medida que las consultas restantes encuentran su primer relevante más abajo (con *k* = 5 y semilla 0, HitRate@10 = 0,97). RR@k sube hacia el RR sin corte, que nunca supera. Recall@k es la que más tiempo sigue subiendo: cuenta también los segundos relevantes.
""",
        zh=r"""
## 当 *k* 变大时：整个测试集

下图显示 100 个模拟查询在截断位置 1 到 10（若你设定的 *k* 更大，则到 *k*）下的平均值。HitRate@k 在你设定的 *k* 处达到 0.8（这是构造决定的），之后随着其余查询在更靠后的位置找到第一篇相关文档而缓慢上升（*k* = 5、seed = 0 时 HitRate@10 = 0.97）。RR@k 逐渐接近不截断的 RR，但永远不会超过它。Recall@k 上升得最久，因为它还会算上第二篇相关文档。
""",
        translates={"es": "48c4644831ab", "zh": "48c4644831ab"},
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
### Dónde cae el primer relevante

El MRR y la tasa de aciertos resumen un mismo número por consulta: la posición de su primer documento relevante. El histograma muestra ese número para las 100 consultas simuladas (la última barra: nunca recuperado). HitRate@k es la proporción de consultas en las barras hasta *k*; el MRR pondera las barras por 1/posición, así que la primera es la que más cuenta.
""",
        zh=r"""
### 第一个命中落在哪里

MRR 和命中率概括的都是每个查询的同一个数：第一篇相关文档的排名。下面的直方图画出 100 个模拟查询的这个数（最后一根柱子表示从未检索到）。HitRate@k 是落在前 *k* 根柱子里的查询所占的比例；MRR 则按 1/排名给各根柱子加权，所以第一根柱子分量最重。
""",
        translates={"es": "ad3f9b5fc6fb", "zh": "ad3f9b5fc6fb"},
    ),
    msg("ch02.hist_title", en="Where the first hit lands: {n} simulated queries (seed = {seed})",
        es="Dónde cae el primer relevante: {n} consultas simuladas (semilla = {seed})",
        zh="第一个命中落在哪里：{n} 个模拟查询（seed = {seed}）", translates={"es": "fce259b778e6", "zh": "fce259b778e6"}),
    msg("ch02.hist_x", en="Rank of the first relevant document", es="Posición del primer documento relevante",
        zh="第一篇相关文档的排名", translates={"es": "000c7f8a1c63", "zh": "000c7f8a1c63"}),
    msg("ch02.hist_y", en="Queries", es="Consultas", zh="查询数", translates={"es": "80d2e18c7da9", "zh": "80d2e18c7da9"}),
    msg("ch02.hist_none", en="never\nretrieved", es="nunca\nrecuperado", zh="未检索到", translates={"es": "a9ca88f6a7b1", "zh": "a9ca88f6a7b1"}),
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

- **HitRate@5 = 0.8**: one question in five reaches the generator without a single relevant passage. The model then answers from memory (a hallucination risk) or, at best, says it does not know.
- **MRR = 0.667** (test set A above): an average of 1/rank, not "the first hit at rank 1.5". Two test sets with the same MRR can place their first hits very differently: read an MRR beside the distribution of first-hit ranks, as the histogram above draws it for the simulated queries.
- Both are **coarse per query**: hit rate is 0 or 1, RR takes the values 1, 1/2, 1/3, ... With 20 queries, one hit more or less moves hit rate by 0.05. Use many queries before comparing two systems (chapter 09 says how many).
""",
        es=r"""
## Qué significa un valor

- **HitRate@5 = 0,8**: una de cada cinco preguntas llega al LLM sin un solo fragmento relevante. El modelo responde entonces de memoria (riesgo de alucinación) o, en el mejor de los casos, dice que no lo sabe.
- **MRR = 0,667** (el conjunto A de arriba): una media de 1/posición, no «el primer relevante en la posición 1,5». Dos conjuntos con el mismo MRR pueden tener sus primeros relevantes en posiciones muy distintas: lee el MRR junto a la distribución de esas posiciones, como la que dibuja el histograma de arriba para las consultas simuladas.
- Las dos tienen **muy poca resolución por consulta**: la tasa de aciertos vale 0 o 1, y el RR toma los valores 1, 1/2, 1/3… Con 20 consultas, un acierto más o menos mueve la tasa de aciertos en 0,05. Usa muchas consultas antes de comparar dos sistemas (el capítulo 09 dice cuántas).
""",
        zh=r"""
## 数值意味着什么

- **HitRate@5 = 0.8**：每五个问题中就有一个在送到 LLM 时没有任何相关片段。此时模型要么凭记忆作答（有幻觉风险），要么在最好的情况下回答“不知道”。
- **MRR = 0.667**（上文的测试集 A）：是 1/排名的平均值，并不表示“第一篇相关文档排在第 1.5 名”。MRR 相同的两个测试集，第一篇相关文档的排名分布可能相差很大，所以解读 MRR 时要同时看这个分布，就像上面的直方图对模拟查询所画的那样。
- 两者在单个查询上都很**粗糙**：命中率只有 0 或 1，RR 只能取 1、1/2、1/3……。只有 20 个查询时，多一个或少一个查询命中，命中率就变化 0.05。比较两个系统之前，要用足够多的查询（第 9 章会讲需要多少）。
""",
        translates={"es": "e6e6f0983577", "zh": "e6e6f0983577"},
    ),
    md(
        en=r"""
## When to use them, and the usual targets

- **HitRate@k** when one relevant passage is enough: factoid questions, FAQ answers, lookups. For questions that need several passages, use recall.
- **MRR** (or MRR@k) when the first result matters most: FAQ search where the user only sees the top answer, web search, a generator that leans on its first passage.

The capsule targets MRR > 0.8 and the Spanish chapter MRR > 0.7: rules of thumb, for the reasons of chapter 01. An MRR of 0.8 needs the first relevant document at rank 1 for most queries (70 % at rank 1 and 30 % at rank 2 gives 0.85), and it also depends on whether RR is cut at *k*.
""",
        es=r"""
## Cuándo usarlas y los objetivos habituales

- **Tasa de aciertos (HitRate@k)** cuando basta con un fragmento relevante: preguntas factuales, respuestas a preguntas frecuentes, consultas de dato concreto. Para preguntas que necesitan varios fragmentos, usa el recall.
- **MRR** (o MRR@k) cuando lo que más importa es el primer resultado: un buscador de preguntas frecuentes (FAQ) donde el usuario solo ve la primera respuesta, la búsqueda web, un LLM que se apoya en su primer fragmento.

La cápsula fija como objetivo MRR > 0,8 y el capítulo del manual, MRR > 0,7: reglas prácticas, por las razones del capítulo 01. Un MRR de 0,8 exige el primer relevante en la posición 1 en la mayoría de las consultas (70 % en la posición 1 y 30 % en la 2 da 0,85); además, el MRR depende de si el RR se corta en *k*.
""",
        zh=r"""
## 什么时候用，以及常见的目标值

- **HitRate@k**：一个相关片段就足够的场景，如事实型问题、FAQ 问答、查找具体信息。需要多个片段才能回答的问题，请用召回率。
- **MRR**（或 MRR@k）：最看重第一个结果的场景，如用户只看第一条答案的 FAQ 搜索、网页搜索，或者主要依赖第一个片段的 LLM。

西班牙语课程的目标是 MRR > 0.8，西班牙语章节是 MRR > 0.7：都是经验法则，理由见第 1 章。MRR 要达到 0.8，大多数查询的第一篇相关文档必须排在第 1 名（70% 在第 1 名、30% 在第 2 名，得到 0.85）；此外，MRR 还取决于 RR 是否在 *k* 处截断。
""",
        translates={"es": "b037e4089e3d", "zh": "b037e4089e3d"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** An interviewer asks: what is the difference between recall and hit rate?

<details><summary>Answer</summary>

Recall@k asks how many of a query's relevant documents are in the top *k*; HitRate@k asks whether at least one is. The Chinese article's two retrievers both have hit rate 1, but recall 0.25 and 1.
</details>

**2.** Retriever A puts a relevant document at rank 1 for half of the queries and finds nothing for the other half. Retriever B puts the first relevant document at rank 2 for every query. Compare their MRR and their HitRate@5. Which would you rather feed a generator that reads 5 passages?

<details><summary>Answer</summary>

Both have MRR = 0.5 (A: (1 + 0) / 2; B: 1/2). HitRate@5 is 0.5 for A and 1 for B: B feeds the generator a relevant passage for every question, A for half. B is better, and MRR alone cannot tell them apart.
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

Recall@k pregunta cuántos de los documentos relevantes de una consulta están en el top *k*; la tasa de aciertos, si hay al menos uno. Los dos recuperadores del artículo chino tienen tasa de aciertos 1, pero recall 0,25 y 1.
</details>

**2.** El recuperador A coloca un documento relevante en la posición 1 en la mitad de las consultas y no encuentra nada en la otra mitad. El recuperador B coloca el primer documento relevante en la posición 2 en todas las consultas. Compara su MRR y su HitRate@5. ¿Cuál preferirías para alimentar un generador que lee 5 fragmentos?

<details><summary>Respuesta</summary>

Los dos tienen MRR = 0,5 (A: (1 + 0) / 2; B: 1/2). La tasa de aciertos (HitRate@5) es 0,5 para A y 1 para B: B le da al LLM un fragmento relevante en todas las preguntas, y A solo en la mitad. B es mejor, y el MRR por sí solo no puede distinguirlos.
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

Recall@k 问的是一个查询的相关文档中有多少在前 *k* 名里；HitRate@k 问的是有没有至少一篇。中文面试文章里的两个检索器命中率都是 1，召回率却分别是 0.25 和 1。
</details>

**2.** 检索器 A 在一半的查询中把相关文档排在第 1 名，另一半查询什么也没找到；检索器 B 在每个查询中都把第一篇相关文档排在第 2 名。比较它们的 MRR 和 HitRate@5。如果 LLM 读取 5 个片段，你更愿意用哪一个？

<details><summary>答案</summary>

两者的 MRR 都是 0.5（A：(1 + 0) / 2；B：1/2）。HitRate@5 方面，A 是 0.5，B 是 1：B 能为每个问题提供相关片段，A 只能为一半的问题提供。B 更好，而仅凭 MRR 无法区分两者。
</details>

**3.** 你的评估库报告 MRR@10 = 0.42，而 trec_eval 的 `recip_rank` 在同一个 run 上给出 0.45。是出 bug 了吗？

<details><summary>答案</summary>

不一定。`recip_rank` 不截断，MRR@10 截断，而且每个查询都有 RR@10 ≤ RR：差距来自第一篇相关文档排在第 10 名之后的那些查询。（另一个常见原因是同分文档的排序规则，见第 6 章。）
</details>
""",
        translates={"es": "1b288494e24d", "zh": "1b288494e24d"},
    ),
    md(
        en=r"""
## Summary

- **HitRate@k**: 1 if at least one relevant document is in the top *k*, else 0; over a test set, the share of queries with a hit (trec_eval's `success_k`). It is not recall.
- **RR** = 1 / rank of the first relevant document; **MRR** is its mean over queries.
- **RR** without a cutoff (trec_eval's `recip_rank`) and **RR@k** are different numbers; RR@k ≤ RR. Say which you report.
- MRR = 0.5 does **not** mean "first hit at rank 2 on average": the mean of 1/rank is not 1 / mean rank.
- Neither measure looks past the first hit, nor at graded relevance: that is nDCG, next.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/02_hit_rate_mrr.ipynb). Then go on to [chapter 03, nDCG](03_ndcg.ipynb).
""",
        es=r"""
## Resumen

- **Tasa de aciertos (HitRate@k)**: 1 si hay al menos un documento relevante en el top *k* y 0 si no; sobre un conjunto de prueba, la proporción de consultas con acierto (el `success_k` de trec_eval). No es el recall.
- **RR** = 1 / posición del primer documento relevante; el **MRR** es su media sobre las consultas.
- El **RR** sin corte (`recip_rank` en trec_eval) y el **RR@k** son números distintos; RR@k ≤ RR. Indica cuál usas.
- MRR = 0,5 **no** significa «primer relevante de media en la posición 2»: la media de 1/posición no es 1 / posición media.
- Ninguna de las dos mira más allá del primer relevante ni sabe de relevancia graduada: de eso se ocupa nDCG, en el capítulo siguiente.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/02_hit_rate_mrr.ipynb). Después sigue con [el capítulo 03, nDCG](03_ndcg.ipynb).
""",
        zh=r"""
## 小结

- **HitRate@k**：前 *k* 名中至少有一篇相关文档记为 1，否则为 0；在测试集上是命中的查询所占的比例（即 trec_eval 的 `success_k`）。它不是召回率。
- **RR** = 1 / 第一篇相关文档的排名；**MRR** 是它在所有查询上的平均值。
- 不截断的 **RR**（trec_eval 的 `recip_rank`）和 **RR@k** 是不同的数字，且 RR@k ≤ RR。报告时要说明用的是哪一个。
- MRR = 0.5 **并不**表示“第一篇相关文档平均排在第 2 名”：1/排名的平均值不等于 1 / 平均排名。
- 两个指标都不看第一篇相关文档之后的情况，也不理会相关性等级：这正是下一章 nDCG 的内容。

## 练习

请完成[本章的练习](../../exercises/zh/02_hit_rate_mrr.ipynb)。然后继续阅读[第 3 章：nDCG](03_ndcg.ipynb)。
""",
        translates={"es": "5a2a4e30c8ef", "zh": "5a2a4e30c8ef"},
    ),
    msg("ch02.mrr", en="MRR (no cutoff)", es="MRR (sin corte)", zh="MRR（不截断）", translates={"es": "fa96f4151ab8", "zh": "fa96f4151ab8"}),
    msg("ch02.mrr_at", en="MRR@{k} (cutoff at {k})", es="MRR@{k} (corte en {k})", zh="MRR@{k}（截断于 {k}）", translates={"es": "aed9a8045b1b", "zh": "aed9a8045b1b"}),
    msg(
        "ch02.summary",
        en="Chapter 02, k = {k}. The capsule's batch of three queries:",
        es="Capítulo 02, k = {k}. El lote de tres consultas de la cápsula:",
        zh="第 2 章，k = {k}。西班牙语课程批量评估的 3 个查询：", translates={"es": "776e07d6c013", "zh": "776e07d6c013"},
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
print(f"  {t('metric.hit_rate.symbol', k=k)} = {write_number(batch_means[f'HitRate@{k}'], '.3f')}")
print(f"  {t('ch02.mrr')} = {write_number(batch_means['RR'], '.3f')}")
print(f"  {t('ch02.mrr_at', k=k)} = {write_number(batch_cut, '.3f')}")
print(t("ch02.summary_sim", n=n_queries, seed=seed))
print(f"  {t('metric.hit_rate.symbol', k=k)} = {write_number(results.mean[f'HitRate@{k}'], '.3f')}")
print(f"  {t('ch02.mrr')} = {write_number(results.mean['RR'], '.3f')}")
print(f"  {t('ch02.mrr_at', k=k)} = {write_number(results.mean[f'RR@{k}'], '.3f')}")
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

- 本课程的三份参考资料，介绍见[第 0 章](00_course_map.ipynb)。
- Manning, C. D., Raghavan, P., Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>（中译本《信息检索导论》）
- Voorhees, E. M. (1999). "The TREC-8 Question Answering Track Report". *Proceedings of TREC-8*, NIST.（平均倒数排名由此成为标准指标）
- Sakai, T. (2014). "Statistical reform in information retrieval?". *ACM SIGIR Forum* 48(1), 3–12.（论述检索评估结果为什么需要置信区间和显著性检验）
- trec_eval：TREC（美国 NIST）的参考评估程序，<https://github.com/usnistgov/trec_eval>
""",
        translates={"es": "667b546c813f", "zh": "667b546c813f"},
    ),
]
