"""The second half of the cells of sources/chapters/03_ndcg.py, which imports them (so that no source is over 1,000
lines): The picture; Linear or exponential gain?; Play with it; Same recall, different nDCG; What a value means;
When to use it, and the usual targets; Summary; References.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg

CELLS = [
    md(
        en=r"""
## The picture

For each position, the light bar is the document's gain, the dark bar inside it what is left after the discount, and the hatched bar beside it what the ideal ranking earns there. DCG is the sum of the dark bars, IDCG the sum of the hatched ones; positions past *k* are shaded. The ideal ranking collects most of its credit at rank 1, exactly where this ranking has an unjudged document.
""",
        es=r"""
## La figura

En cada posición, la barra clara es la ganancia del documento; la oscura dentro de ella, lo que queda tras el descuento; y la rayada de al lado, lo que gana allí el ranking ideal. El DCG es la suma de las barras oscuras y el IDCG la de las rayadas; las posiciones más allá de *k* aparecen sombreadas. El ranking ideal consigue la mayor parte de su puntuación en la posición 1, justo donde este ranking tiene un documento sin juicio.
""",
        zh=r"""
## 图示

每个位置上，浅色柱是文档的增益，其中的深色柱是折损之后剩下的部分，旁边的斜线柱是理想排序在该位置得到的分数。DCG 是深色柱之和，IDCG 是斜线柱之和；*k* 之后的位置用灰色底纹标出。理想排序的大部分分数来自第 1 名，而这个排序恰恰在第 1 名放了一篇未标注的文档。
""",
        translates={"es": "2dec153c1376", "zh": "2dec153c1376"},
    ),
    code(r"""
from ragmetrics_course import RankingState, plot_gains

state = RankingState(grades, ranking, k=min(k, len(ranking)))  # the figure cannot show a cutoff past the end of the ranking
plot_gains(state)
"""),
    code(r"""
from ragmetrics_course import chart_text

# The numbers in the chart, for readers who prefer a table
print(chart_text(state.chart_data(), lang))
"""),
    md(
        en=r"""
## Linear or exponential gain?

Exponential gain rewards rankings that put the very best documents on top; linear gain takes the grades at face value. They give **different numbers for the same ranking** (0.661 and 0.615 here, at *k* = 5), so say which one you use: ragmetrics writes `nDCG@10` for linear gain (trec_eval's) and `nDCG(gain=exp)@10` for exponential gain; ranx calls the latter `ndcg_burges@10`.

The explorer below shows the discount of each position (left) and the gain of each grade (right). A grade-3 document at position 3 adds 7/log2(4) = 3.5 to DCG with exponential gain, 3/log2(4) = 1.5 with linear gain.
""",
        es=r"""
## ¿Ganancia lineal o exponencial?

La ganancia exponencial premia los rankings que ponen arriba los mejores documentos; la lineal toma los grados al pie de la letra. Dan **números distintos para el mismo ranking** (aquí, con *k* = 5: 0,661 frente a 0,615), así que di cuál usas: ragmetrics escribe `nDCG@10` para la ganancia lineal (la de trec_eval) y `nDCG(gain=exp)@10` para la exponencial; ranx llama a esta última `ndcg_burges@10`.

El explorador de abajo muestra el descuento de cada posición (izquierda) y la ganancia de cada grado (derecha). Un documento de grado 3 en la posición 3 aporta al DCG 7/log2(4) = 3,5 con ganancia exponencial y 3/log2(4) = 1,5 con ganancia lineal.
""",
        zh=r"""
## 线性增益还是指数增益？

指数增益更奖励把最好的文档放在最前面的排序；线性增益则直接把等级当作增益。两者**对同一个排序给出不同的数字**（这里 *k* = 5 时分别是 0.661 和 0.615），所以要说明用的是哪一种：ragmetrics 用 `nDCG@10` 表示线性增益（trec_eval 用的就是它），用 `nDCG(gain=exp)@10` 表示指数增益；ranx 把后者叫作 `ndcg_burges@10`。

下面的探索组件左边是每个位置的折损，右边是每个等级的增益。等级 3 的文档排在第 3 名时，指数增益下为 DCG 贡献 7/log2(4) = 3.5，线性增益下贡献 3/log2(4) = 1.5。
""",
        translates={"es": "9c92d94efdb8", "zh": "9c92d94efdb8"},
    ),
    code(r"""
from ragmetrics_course import GainDiscountExplorer

explorer = GainDiscountExplorer(position=3, grade=3, gain="exponential")
explorer
""", tags=["nbval-ignore-output"]),
    code(r"""
# What the explorer shows when it opens
print(explorer.text())
"""),
    md(
        en=r"""
Raising a grade matters more with exponential gain. Had the judges given document 309, at rank 5, grade 3 instead of 1, its contribution to DCG would triple with linear gain (1 → 3) and grow sevenfold with exponential gain (1 → 7): DCG rises (7 − 1) / (3 − 1) = 3 times as much. nDCG moves much less, because the ideal ranking improves too: it now starts with two grade-3 documents.
""",
        es=r"""
Subir un grado importa más con ganancia exponencial. Si los jueces le hubieran dado al documento 309, en la posición 5, un grado 3 en lugar de 1, su aportación al DCG se triplicaría con ganancia lineal (1 → 3) y se multiplicaría por siete con la exponencial (1 → 7). Con la exponencial, el DCG sube el triple que con la lineal: (7 − 1) / (3 − 1) = 3. El nDCG se mueve mucho menos, porque el ranking ideal también mejora: ahora empieza con dos documentos de grado 3.
""",
        zh=r"""
等级提高时，指数增益下的影响更大。假如标注人员给排在第 5 名的文档 309 的等级是 3 而不是 1，它对 DCG 的贡献在线性增益下变为 3 倍（1 → 3），在指数增益下变为 7 倍（1 → 7），所以 DCG 的增幅是线性增益时的 (7 − 1) / (3 − 1) = 3 倍。nDCG 的变化则小得多，因为理想排序也变好了，现在以两篇等级 3 的文档开头。
""",
        translates={"es": "0ae9524029ac", "zh": "0ae9524029ac"},
    ),
    msg(
        "ch03.regrade",
        en="With {gain} gain: DCG@{k} {before:.3f} → {after:.3f} (+{delta:.3f});  {symbol} {nbefore:.3f} → {nafter:.3f}",
        es="Con ganancia {gain}: DCG@{k} {before:.3f} → {after:.3f} (+{delta:.3f});  {symbol} {nbefore:.3f} → {nafter:.3f}",
        zh="{gain}增益：DCG@{k} {before:.3f} → {after:.3f}（+{delta:.3f}）；{symbol} {nbefore:.3f} → {nafter:.3f}", translates={"es": "71157cff39a5", "zh": "71157cff39a5"},
    ),
    code(r"""
# What if the judges had given document 309 grade 3 instead of 1?
regraded = {**grades, 309: 3}
for gain in ("linear", "exponential"):
    before, after = rm.dcg_at_k(ranking, grades, k=k, gain=gain), rm.dcg_at_k(ranking, regraded, k=k, gain=gain)
    print(t("ch03.regrade", gain=t(f"gain.{gain}"), k=k, before=before, after=after, delta=after - before,
            symbol=t("metric.ndcg.symbol", k=k), nbefore=rm.ndcg_at_k(ranking, grades, k=k, gain=gain),
            nafter=rm.ndcg_at_k(ranking, regraded, k=k, gain=gain)))
"""),
    md(
        en=r"""
## Play with it

The playground opens on the Chinese article's example: every measure of the course on the right, each with its formula filled in, and the picture above, live, below. Predict, then try:

1. Press **Ideal order**: nDCG becomes 1. Press **Reset to the example**.
2. Switch the gain to **exponential**: at *k* = 5, 0.661 becomes 0.615, while recall, precision, RR and AP (average precision, chapter 02) do not move: they only see "relevant or not".
3. Move document 101 (grade 3) to rank 1. Which bars change, and how much does nDCG gain?
4. Set **k** to 3. Document 309, at rank 5, is now outside the top *k*, yet IDCG@3 still counts its grade: the ideal top 3 is 101, 205, 309. **A relevant document outside the top *k* lowers nDCG@k through the ideal.**
5. Press **Reset to the example**, then give document 999 grade 3. Why does nDCG jump so much?

<details><summary>Answer to step 5</summary>

With linear gain at *k* = 5, nDCG goes from 0.661 to 0.972. At rank 1 nothing is discounted, so document 999 adds its full 3 to DCG (3.149 → 6.149). The ideal improves less (IDCG 4.762 → 6.324): the new document takes rank 2 there and pushes the others down. Judgments at the top matter most; and an unjudged document is not necessarily a bad one.
</details>
""",
        es=r"""
## Pruébalo tú

El laboratorio de rankings se abre con el ejemplo del artículo chino: a la derecha, todas las medidas del curso con los valores sustituidos en la fórmula; abajo, la figura de antes, en directo. Predice y luego prueba:

1. Pulsa **Ranking ideal**: el nDCG pasa a 1. Pulsa **Volver al ejemplo**.
2. Cambia la ganancia a **exponencial**: con *k* = 5, el valor pasa de 0,661 a 0,615, mientras que el recall, la precisión, el RR y la AP (precisión promedio, capítulo 02) no se mueven: solo distinguen «relevante o no».
3. Sube el documento 101 (grado 3) a la posición 1. ¿Cuánto gana el nDCG y qué barras cambian en el gráfico?
4. Pon **k** a 3. El documento 309, en la posición 5, queda fuera del top *k*, pero el IDCG@3 sigue contando su grado: el top 3 ideal es 101, 205, 309. **Un documento relevante fuera del top *k* baja nDCG@k a través del ranking ideal.**
5. Pulsa **Volver al ejemplo** y dale grado 3 al documento 999. ¿Por qué salta tanto el nDCG?

<details><summary>Respuesta al paso 5</summary>

Con ganancia lineal y *k* = 5, el nDCG pasa de 0,661 a 0,972. En la posición 1 no hay descuento, así que el documento 999 suma sus 3 puntos enteros al DCG (3,149 → 6,149). El ideal mejora menos (IDCG 4,762 → 6,324): allí el nuevo documento empata en grado 3 con el 101, ocupa uno de los dos primeros puestos y empuja a los demás hacia abajo. Los juicios de arriba son los que más pesan; y un documento sin juicio no es necesariamente malo.
</details>
""",
        zh=r"""
## 动手试一试

实验台打开时显示的是中文面试文章的例子：右侧是本课程的全部指标及代入了当前数值的公式，下方是上面那张图的实时版本。先预测，再动手：

1. 点击**理想排序**：nDCG 变为 1。再点击**恢复示例**。
2. 把增益切换为**指数**：*k* = 5 时，0.661 变为 0.615，而召回率、精确率、倒数排名（RR）和平均精确率（AP，见第 2 章）都不变，因为它们只区分“相关或不相关”。
3. 把文档 101（等级 3）移到第 1 名。nDCG 提高了多少？图中哪些柱子变了？
4. 把 **k** 设为 3。排在第 5 名的文档 309 现在落在前 *k* 名之外，但 IDCG@3 仍然计入它的等级：理想排序的前 3 名是 101、205、309。**前 *k* 名之外的相关文档，会通过理想排序拉低 nDCG@k。**
5. 先点击**恢复示例**，再把文档 999 的等级设为 3。为什么 nDCG 跳得这么多？

<details><summary>第 5 步的答案</summary>

线性增益、*k* = 5 时，nDCG 从 0.661 升到 0.972。第 1 名没有折损，所以文档 999 把 3 分全部加进 DCG（3.149 → 6.149）。理想排序的提升较小（IDCG 从 4.762 升到 6.324）：新文档与 101 并列等级 3，占据理想排序的前两名之一，把其余文档往后推。排在最前面的文档，标注与否影响最大；而未标注的文档不一定就是差的文档。
</details>
""",
        translates={"es": "85f5b40ee2ce", "zh": "85f5b40ee2ce"},
    ),
    msg("ch03.heading", en="{label}:", es="{label}:", zh="{label}：", translates={"es": "bbada71505b8", "zh": "bbada71505b8"}),
    code(r"""
from ragmetrics_course import RankingPlayground

playground = RankingPlayground(grades, ranking, k=min(k, len(ranking)))
playground
""", tags=["nbval-ignore-output"]),
    code(r"""
# What the playground shows when it opens
for row in playground.rows():
    if row.key in ("recall", "ndcg"):
        print(t("ch03.heading", label=row.name) + "\n    " + "\n    ".join(row.formula))
"""),
    md(
        en=r"""
## Same recall, different nDCG

Ranking A is the article's; ranking B holds the same five documents in the ideal order. Which measures tie, and which tell them apart? Recall, precision, F1 and hit rate cannot see the difference; RR, nDCG and AP (average precision, chapter 02) can. Change *k* and the gain to see which measures still tie.
""",
        es=r"""
## El mismo recall, distinto nDCG

El ranking A es el del artículo; el B contiene los mismos cinco documentos en el orden ideal. ¿Qué medidas empatan y cuáles los distinguen? El recall, la precisión, F1 y la tasa de aciertos no ven la diferencia; el RR, el nDCG y la AP (precisión promedio, capítulo 02) sí. Cambia *k* y la ganancia para ver qué medidas siguen empatando.
""",
        zh=r"""
## 召回率相同，nDCG 不同

排序 A 是文章中的排序；排序 B 包含同样的五篇文档，但按理想顺序排列。哪些指标相同，哪些能区分两者？召回率、精确率、F1 和命中率看不出差别；RR、nDCG 和 AP 能看出来。改变 *k* 和增益方式，看看哪些指标仍然相同。
""",
        translates={"es": "d0a0fc810b15", "zh": "d0a0fc810b15"},
    ),
    code(r"""
from ragmetrics_course import CompareRankings

ideal_order = sorted(ranking, key=lambda doc: grades.get(doc, 0), reverse=True)
compare = CompareRankings(grades, ranking, ideal_order, k=min(k, len(ranking)))
compare
""", tags=["nbval-ignore-output"]),
    code(r"""
# What the side-by-side view shows when it opens
print(compare.text())
"""),
    md(
        en=r"""
The Chinese article adds that nDCG still works with binary judgments (every relevant document grade 1). The same ranking then has grades `[0, 1, 1, 0, 1]`, and only positions matter. At *k* = 5 binary nDCG is higher (0.7123) than graded nDCG with linear gain (0.6612): the grade-3 document below the grade-2 one costs nothing once all grades are 1. What still costs is the room taken by the two non-relevant documents, both unjudged: 999 at rank 1 and 888 at rank 4, which pushes 309 down to rank 5.
""",
        es=r"""
El artículo chino añade que el nDCG sigue funcionando con juicios binarios (todos los relevantes con grado 1). El mismo ranking tiene entonces los grados `[0, 1, 1, 0, 1]` y solo importan las posiciones. Con *k* = 5, el nDCG binario sale más alto (0,7123) que el graduado con ganancia lineal (0,6612): el documento de grado 3 por debajo del de grado 2 no cuesta nada cuando todos los grados valen 1. Lo que sigue costando es el sitio que ocupan los dos documentos no relevantes, ambos sin juicio: el 999 en la posición 1 y el 888 en la 4, que empuja el 309 a la 5.
""",
        zh=r"""
中文面试文章还提到，只有二元标注（每篇相关文档的等级都是 1）时 nDCG 依然适用。此时同一个排序的等级是 `[0, 1, 1, 0, 1]`，起作用的只有位置。*k* = 5 时，二元 nDCG（0.7123）比线性增益下的分级 nDCG（0.6612）更高：等级 3 的文档排在等级 2 的文档之后，这在所有等级都是 1 时不再扣分。仍然扣分的是两篇不相关文档占去的位置，即第 1 名的 999 和第 4 名的 888（两者都未经标注），后者把 309 挤到了第 5 名。
""",
        translates={"es": "a8b1000c4fbf", "zh": "a8b1000c4fbf"},
    ),
    msg("ch03.binary_grades", en="Binary grades, in rank order: {grades}", es="Grados binarios, en orden de posición: {grades}",
        zh="二元等级（按排名顺序）：{grades}", translates={"es": "881f789c3919", "zh": "881f789c3919"}),
    msg("ch03.gain_label", en="{gain} gain", es="ganancia {gain}", zh="{gain}增益", translates={"es": "1f357a5df73d", "zh": "1f357a5df73d"}),
    code(r"""
# The Chinese article's binary variant: the same three documents, each with grade 1
binary = dict.fromkeys(grades, 1)
print(t("ch03.binary_grades", grades=grades_of(ranking, binary).astype(int).tolist()))
for gain in ("linear", "exponential"):
    print(f"{t('metric.ndcg.symbol', k=k)} = {write_number(rm.ndcg_at_k(ranking, binary, k=k, gain=gain), '.4f')}   {t('formula.note', text=t('ch03.gain_label', gain=t(f'gain.{gain}')))}")
"""),
    md(
        en=r"""
## What a value means

- **nDCG@5 = 0.661**: this ranking collects 66 % of the discounted gain the best possible ranking would collect in its top 5. It is not a share of documents found (recall is 1 here), nor a probability.
- It is **normalized per query**: a query with one relevant document and a query with twenty weigh the same in a mean.
- It depends on choices you must state: the **gain**, the **grade scale**, and ***k***, which cuts both the ranking and the ideal (trec_eval's `ndcg_cut_k`; its plain `ndcg` uses the whole ranking and the whole ideal).
- A query without relevant documents has IDCG = 0; trec_eval and ragmetrics give it 0 (chapter 06 shows what other tools do).
""",
        es=r"""
## Qué significa un valor

- **nDCG@5 = 0,661**: este ranking recoge el 66 % de la ganancia descontada que recogería en su top 5 el mejor ranking posible. No es una proporción de documentos encontrados (aquí el recall vale 1) ni una probabilidad.
- Está **normalizado por consulta**: una consulta con un documento relevante y otra con veinte pesan lo mismo en una media.
- Depende de decisiones que debes indicar: la **ganancia**, la **escala de grados** y ***k***, que corta tanto el ranking como el ideal (el `ndcg_cut_k` de trec_eval; su `ndcg` a secas usa el ranking entero y el ideal entero).
- Una consulta sin documentos relevantes tiene IDCG = 0; trec_eval y ragmetrics le dan 0 (el capítulo 06 muestra qué hacen otras herramientas).
""",
        zh=r"""
## 数值意味着什么

- **nDCG@5 = 0.661**：这个排序在前 5 名中拿到了最佳排序所能拿到的折损后增益的 66%。它不是找回文档的比例（这里召回率是 1），也不是概率。
- 它**按查询归一化**：求平均时，只有一篇相关文档的查询和有二十篇相关文档的查询权重相同。
- 它取决于一些必须说明的选择：**增益方式**、**等级体系**，以及同时截断排序和理想排序的截断位置 *k*（trec_eval 的 `ndcg_cut_k`；它不带截断的 `ndcg` 使用整个排序和整个理想排序）。
- 没有相关文档的查询 IDCG = 0；trec_eval 和 ragmetrics 都记为 0（其他工具的做法见第 6 章）。
""",
        translates={"es": "e2cff8ecd64c", "zh": "e2cff8ecd64c"},
    ),
    md(
        en=r"""
## When to use it, and the usual targets

- When the **order inside the top *k*** matters and more than one document counts: a reranker (a second model that reorders the retriever's candidates), or a RAG pipeline whose generator weighs earlier passages more.
- When you have **graded judgments**: of this course's measures, only nDCG uses the grades themselves.
- When you want **one number for the whole ranking**: hit rate asks whether anything relevant was found; recall, how much of it; MRR, where the first relevant result is; nDCG, how good the whole list is (after the Chinese article's summary).

The capsule reads nDCG@5 = 1.0 as perfect, 0.65 as acceptable and below 0.3 as bad, and targets nDCG@5 > 0.85: rules of thumb, like every target in the sources ([chapter 04](04_evaluating_a_retriever.ipynb), section 6), and for nDCG they also depend on the gain. A high nDCG@5 with a low Recall@20 is still a retriever that misses things: report nDCG next to recall.
""",
        es=r"""
## Cuándo usarlo y los objetivos habituales

- Cuando importa el **orden dentro del top *k*** y más de un documento cuenta: un reranker (un segundo modelo que reordena los candidatos del recuperador), o un RAG cuyo LLM da más peso a los primeros fragmentos.
- Cuando tienes **juicios graduados**: entre las medidas de este curso, solo el nDCG tiene en cuenta los grados; las demás solo distinguen «relevante o no».
- Cuando quieres **un solo número para todo el ranking**: la tasa de aciertos pregunta si se encontró algo relevante; el recall, cuánto se encontró; el MRR, dónde está el primer resultado relevante; el nDCG, lo buena que es la lista entera (a partir del resumen del artículo chino).

La cápsula interpreta nDCG@5 = 1,0 como perfecto, 0,65 como aceptable y menos de 0,3 como malo, y fija como objetivo nDCG@5 > 0,85: reglas prácticas, como todos los objetivos de las fuentes (apartado «Qué medida para qué caso de uso» del [capítulo 04](04_evaluating_a_retriever.ipynb)), que en el nDCG dependen además de la ganancia. Un nDCG@5 alto con un Recall@20 bajo sigue siendo un recuperador que se deja cosas: informa del nDCG junto al recall.
""",
        zh=r"""
## 什么时候用，以及常见的目标值

- **前 *k* 名内部的顺序**很重要，而且不止一篇文档有用的时候，例如重排模型（reranker，对检索器返回的候选结果重新排序的第二个模型），或者 LLM 更看重靠前片段的 RAG 流程。
- 有**分级标注**的时候：在本课程的指标中，只有 nDCG 直接使用相关性等级本身。
- 想用**一个数字概括整个排序**的时候：借用中文面试文章的总结，命中率关注有没有召回，召回率关注召回了多少，MRR 关注第一个相关结果排得多靠前，nDCG 关注整个排序列表的质量。

西班牙语课程把 nDCG@5 = 1.0 解读为完美，0.65 为可以接受，低于 0.3 为差，并以 nDCG@5 > 0.85 为目标。和参考资料中的所有目标值一样，这些都是经验法则（见[第 4 章](04_evaluating_a_retriever.ipynb)“什么场景用什么指标”一节），对 nDCG 来说还取决于增益方式。nDCG@5 很高、Recall@20 却很低的检索器，仍然是在漏检，所以请把 nDCG 和召回率一起报告。
""",
        translates={"es": "de6b3a4de9e4", "zh": "de6b3a4de9e4"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** An interviewer asks: what is the difference between MRR and nDCG?

<details><summary>Answer</summary>

MRR only looks at the rank of the first relevant document, and a document is either relevant or not. nDCG looks at every position of the top *k*, discounts lower positions, and can weigh documents by their grade. MRR asks "when does the first right answer appear?", nDCG "is the whole ranking in a sensible order?".
</details>

**2.** Can nDCG be greater than 1?

<details><summary>Answer</summary>

Not for a valid ranking: none collects more discounted gain than the ideal one. It happens when a document is counted twice: `[101, 101, 101]` with the Chinese article's judgments gives about 1.34 in an implementation that accepts duplicates. trec_eval refuses such runs, and so does ragmetrics (a `ValueError` that names the repeated document); chapter 06 has more of these traps.
</details>

**3.** Your ranking finds every relevant document, and nDCG@10 is 0.6. What does that tell you, and what would you look at next?

<details><summary>Answer</summary>

Recall is fine, order is not: the best documents are not near the top. Look at where the highest-grade documents sit; a reranker is the usual fix. With exponential gain, a single grade-3 document low in the list costs a lot.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** En una entrevista te preguntan: ¿qué diferencia hay entre MRR y nDCG?

<details><summary>Respuesta</summary>

El MRR solo mira la posición del primer documento relevante, y un documento es relevante o no lo es. El nDCG mira todas las posiciones del top *k*, descuenta las más bajas y puede ponderar cada documento por su grado. El MRR pregunta «¿cuándo aparece la primera respuesta correcta?»; el nDCG, «¿está todo el ranking en un orden razonable?».
</details>

**2.** ¿Puede el nDCG valer más de 1?

<details><summary>Respuesta</summary>

En un ranking válido, no: ninguno reúne más ganancia descontada que el ideal. Ocurre cuando un documento se cuenta dos veces: `[101, 101, 101]` con los juicios del artículo chino da ≈ 1,34 en una implementación que acepte duplicados. trec_eval rechaza esos runs, y ragmetrics también (un `ValueError` que nombra el documento repetido); el capítulo 06 trae más trampas de este tipo.
</details>

**3.** Tu ranking encuentra todos los documentos relevantes y nDCG@10 vale 0,6. ¿Qué te dice eso y qué mirarías después?

<details><summary>Respuesta</summary>

El recall está bien; el orden, no: los mejores documentos no están en los primeros puestos. Mira dónde quedan los documentos de grado más alto; un reranker es el arreglo habitual. Con ganancia exponencial, un solo documento de grado 3 muy abajo cuesta mucho.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 面试官问：MRR 和 nDCG 有什么区别？

<details><summary>答案</summary>

MRR 只看第一篇相关文档的排名，而且文档只分相关和不相关。nDCG 会看前 *k* 名的每个位置，对靠后的位置打折扣，还能按等级给文档加权。MRR 关注“第一个正确结果什么时候出现”，nDCG 关注“整体排序是否合理”。
</details>

**2.** nDCG 可能大于 1 吗？

<details><summary>答案</summary>

对于合法的排序不可能：任何排序拿到的折损后增益都不会超过理想排序。只有同一篇文档被计算了两次时才会出现：按中文面试文章的标注，排序 `[101, 101, 101]` 在不拒绝重复文档的实现里约为 1.34。trec_eval 拒绝这样的 run，ragmetrics 也会拒绝（抛出指明重复文档的 `ValueError`）；第 6 章还有更多这类陷阱。
</details>

**3.** 你的排序找回了所有相关文档，nDCG@10 却只有 0.6。这说明了什么？接下来该看什么？

<details><summary>答案</summary>

召回没有问题，排序有问题：最好的文档没有排在前面。看看等级最高的文档排在哪里；常见的解决办法是加一个重排模型。在指数增益下，只要有一篇等级 3 的文档排得很靠后，代价就很大。
</details>
""",
        translates={"es": "8460c22a1350", "zh": "8460c22a1350"},
    ),
    md(
        en=r"""
## Summary

- **DCG@k** adds up gain × discount over the top *k*, with discount 1/log2(rank + 1); **nDCG@k** divides it by the DCG@k of the ideal ranking.
- The **ideal ranking uses every judged relevant document**, retrieved or not; otherwise missing documents costs nothing (the lazy retriever scores 1.0). The capsule's 0.756 should be 0.4982.
- **Graded relevance**: at *k* = 5 the Chinese article's example scores 0.6612 with **linear gain** (the grade) and 0.6153 with **exponential gain** (2^grade − 1). Say which gain you use.
- Same recall, different nDCG: nDCG sees order, recall does not. Report both.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/03_ndcg.ipynb). Then go on to [chapter 04, evaluating a retriever](04_evaluating_a_retriever.ipynb), which runs these measures over many queries.
""",
        es=r"""
## Resumen

- **DCG@k** suma ganancia × descuento en el top *k*, con descuento 1/log2(posición + 1); **nDCG@k** lo divide entre el DCG@k del ranking ideal.
- El **ranking ideal usa todos los documentos juzgados relevantes**, recuperados o no; si no, dejarse documentos no cuesta nada (el recuperador perezoso saca 1,0). El 0,756 de la cápsula debería ser 0,4982.
- **Relevancia graduada**: con *k* = 5, el ejemplo del artículo chino saca 0,6612 con **ganancia lineal** (el grado) y 0,6153 con **ganancia exponencial** ($2^{\text{grado}} - 1$). Di qué ganancia usas.
- El mismo recall, distinto nDCG: el nDCG ve el orden y el recall no. Informa de los dos.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/03_ndcg.ipynb). Después sigue con [el capítulo 04, evaluar un recuperador](04_evaluating_a_retriever.ipynb), que aplica estas medidas a muchas consultas.
""",
        zh=r"""
## 小结

- **DCG@k** 把前 *k* 名的“增益 × 折损”相加，折损为 1/log2(位置 + 1)；**nDCG@k** 再除以理想排序的 DCG@k。
- **理想排序使用所有被标注为相关的文档**，无论是否被检索到；否则漏检不会受到惩罚（“偷懒”的检索器能拿到 1.0）。西班牙语课程打印的 0.756 应为 0.4982。
- **分级相关性**：*k* = 5 时，中文面试文章的例子在**线性增益**（等级本身）下是 0.6612，在**指数增益**（2^等级 − 1）下是 0.6153。要说明用的是哪种增益。
- 召回率相同，nDCG 可以不同：nDCG 看得到顺序，召回率看不到。两者都要报告。

## 练习

请完成[本章的练习](../../exercises/zh/03_ndcg.ipynb)。然后继续阅读[第 4 章：评估检索器](04_evaluating_a_retriever.ipynb)，把这些指标用到大量查询上。
""",
        translates={"es": "a870ae44c17d", "zh": "a870ae44c17d"},
    ),
    msg(
        "ch03.summary",
        en="Chapter 03, k = {k}. The Chinese article's graded query:",
        es="Capítulo 03, k = {k}. La consulta con grados del artículo chino:",
        zh="第 3 章，k = {k}。中文面试文章中带相关性等级的查询：", translates={"es": "b23eed64a138", "zh": "b23eed64a138"},
    ),
    msg(
        "ch03.summary_capsule",
        en='The capsule\'s query "Python installation" and the mean of its three queries:',
        es="La consulta «Python installation» de la cápsula y la media de sus tres consultas:",
        zh="西班牙语课程的查询“Python installation”，以及该课程全部查询的平均值：", translates={"es": "50b570c19c89", "zh": "50b570c19c89"},
    ),
    msg(
        "ch03.mean_of",
        en="{symbol}, mean of {n} queries",
        es="{symbol}, media de {n} consultas",
        zh="{symbol}，{n} 个查询的平均值", translates={"es": "53c319b5153d", "zh": "53c319b5153d"},
    ),
    code(r"""
print(t("ch03.summary", k=k))
print(f"  {t('metric.recall.symbol', k=k)} = {write_number(rm.recall_at_k(ranking, grades, k=k), '.4f')}")
for gain in ("linear", "exponential"):
    print(f"  {t('metric.ndcg.symbol', k=k)} = {write_number(rm.ndcg_at_k(ranking, grades, k=k, gain=gain), '.4f')}   {t('formula.note', text=t('ch03.gain_label', gain=t(f'gain.{gain}')))}")
print(t("ch03.summary_capsule"))
print(f"  {t('metric.ndcg.symbol', k=k)} = {write_number(rm.ndcg_at_k(retrieved, relevant, k=k), '.4f')}")
batch_mean = rm.RetrievalEvaluator(k=k).evaluate_many(batch)[f"nDCG@{k}"]
print(f"  {t('ch03.mean_of', symbol=t('metric.ndcg.symbol', k=k), n=len(batch))} = {write_number(batch_mean, '.4f')}")
""", tags=["summary"]),
    md(
        en=r"""
## References

- The course's three source documents, introduced in [chapter 00](00_course_map.ipynb).
- Järvelin, K. and Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446. The paper that introduced nDCG; DCG first appeared in their SIGIR 2000 paper.
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96. The source of the exponential gain 2^grade − 1.
- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, the reference evaluation program of TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        es=r"""
## Referencias

- Las tres fuentes del curso, presentadas en el [capítulo 00](00_course_map.ipynb).
- Järvelin, K. y Kekäläinen, J. (2002). «Cumulated gain-based evaluation of IR techniques». *ACM Transactions on Information Systems* 20(4), 422–446. El artículo que introdujo el nDCG; el DCG apareció por primera vez en su artículo de SIGIR 2000.
- Burges, C. et al. (2005). «Learning to rank using gradient descent». *Proceedings of ICML 2005*, 89–96. El origen de la ganancia exponencial $2^{\text{grado}} - 1$.
- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, el programa de evaluación de referencia de TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        zh=r"""
## 参考文献

- 本课程的三份参考资料，介绍见[第 0 章](00_course_map.ipynb)。
- Järvelin, K., & Kekäläinen, J. (2002). Cumulated gain-based evaluation of IR techniques. *ACM Transactions on Information Systems*, 20(4), 422–446. ——提出 nDCG 的论文；DCG 最早见于两人 2000 年的 SIGIR 论文。
- Burges, C., et al. (2005). Learning to rank using gradient descent. In *Proceedings of ICML 2005* (pp. 89–96). ——指数增益 2^等级 − 1 的出处。
- Manning, C. D., Raghavan, P., & Schütze, H. (2008). *Introduction to Information Retrieval* (Chapter 8: Evaluation in information retrieval). Cambridge University Press. <https://nlp.stanford.edu/IR-book/> ——中译本《信息检索导论》；第 8 章讲检索评估。
- trec_eval：TREC（美国 NIST）的参考评估程序，<https://github.com/usnistgov/trec_eval>
""",
        translates={"es": "42e6fdfc9331", "zh": "42e6fdfc9331"},
    ),
]
