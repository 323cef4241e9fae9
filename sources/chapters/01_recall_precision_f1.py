"""Chapter 01 · Recall@k, Precision@k and F1@k: the source of notebooks/{en,es,zh}/01_recall_precision_f1.ipynb
and of the catalog keys ch01.* (course/ragmetrics_course/messages_chapter_01.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 01 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    'The Spanish capsule\'s query "Python installation": doc ids ranked best first, and the relevant docs': (
        "La consulta «Python installation» de la cápsula: ids ordenados, el mejor primero, y los relevantes",
        "西班牙语课程的查询“Python installation”：按排名从高到低的文档 id，以及相关文档",
    ),
    "Recall@k by hand: relevant documents in the top k, over all relevant documents": (
        "Recall@k a mano: documentos relevantes en el top k, entre todos los documentos relevantes",
        "手算 Recall@k：前 k 名中的相关文档数 / 全部相关文档数",
    ),
    "Precision@k by hand: relevant documents in the top k, over k (not over the number retrieved)": (
        "Precision@k a mano: documentos relevantes en el top k, entre k (no entre los recuperados)",
        "手算 Precision@k：前 k 名中的相关文档数 / k（不是除以检索到的文档数）",
    ),
    "A retriever that returns a single document, a relevant one": (
        "Un recuperador que devuelve un solo documento, y relevante",
        "只返回一篇文档、而且是相关文档的检索器",
    ),
    "F1@k by hand: the harmonic mean of the two numbers above (0 when both are 0)": (
        "F1@k a mano: la media armónica de las dos cifras anteriores (0 si ambas son 0)",
        "手算 F1@k：上面两个数的调和平均数（两者都为 0 时记为 0）",
    ),
    "The capsule's three test queries": ("Las tres consultas de prueba de la cápsula", "西班牙语课程的三个测试查询"),
    "the evaluator's names for them": ("los nombres que les da el evaluador", "评估器给它们起的名字"),
    "each query's values": ("los valores de cada consulta", "每个查询的数值"),
    "the mean over the queries, each query weighing the same": (
        "la media sobre las consultas, todas con el mismo peso",
        "对所有查询求平均，每个查询权重相同",
    ),
    "What the capsule printed as the means of its three queries (its k is 5), beside ragmetrics at that k": (
        "Lo que imprimió la cápsula como medias de sus tres consultas (su k es 5), junto a ragmetrics con ese k",
        "西班牙语课程打印的 3 个查询的平均值（它用 k = 5），与 ragmetrics 在同一 k 下的结果对照",
    ),
    "the recall mean by hand, from the three queries' values": (
        "la media del recall a mano, a partir de los valores de las tres consultas",
        "根据 3 个查询各自的数值手算召回率的平均值",
    ),
    "Two ways to average F1: the mean of each query's F1, or the F1 of the mean precision and mean recall": (
        "Dos maneras de promediar F1: la media del F1 de cada consulta, o el F1 de la media de Precision@k y la media de Recall@k",
        "两种“平均 F1”：先算每个查询的 F1 再求平均，或者用精确率均值和召回率均值再算一次 F1",
    ),
    "k cannot exceed the number of documents in the ranking": (
        "k no puede pasar del número de documentos del ranking",
        "k 不能超过排序中的文档数",
    ),
    "What the playground shows when it opens, for this chapter's three measures": (
        "Lo que muestra el laboratorio al abrirse, para las tres medidas de este capítulo",
        "实验台打开时显示的内容（本章的三个指标）",
    ),
    "The best any retriever could do on this query: every relevant document first, then the rest": (
        "Lo mejor que podría hacer cualquier recuperador en esta consulta: primero todos los relevantes, luego el resto",
        "任何检索器在这个查询上能做到的最好结果：所有相关文档排在最前面，其余的在后面",
    ),
    "One point per cutoff: (Recall@k, Precision@k) for k = 1 .. the length of the ranking": (
        "Un punto por corte: (Recall@k, Precision@k) para k = 1 .. la longitud del ranking",
        "每个截断位置一个点：k = 1 到排序长度时的 (Recall@k, Precision@k)",
    ),
    "the same points, for readers without the figure": (
        "los mismos puntos, para quien no vea la figura",
        "同样的点，供看不到图的读者参考",
    ),
    "The capsule's ranking in a random order (change seed in the parameters cell for another one)": (
        "El ranking de la cápsula en un orden al azar (cambia seed en la celda de parámetros para obtener otro)",
        "把西班牙语课程的排序随机打乱（在参数单元格里修改 seed 可以得到另一种顺序）",
    ),
}

CELLS = [
    md(
        en=r"""
# 01 · Recall@k, Precision@k and F1@k

A retriever hands the language model its top *k* passages. Of the passages the answer needs, how many made it into those *k* slots (**recall**)? Of the *k* slots, how many hold something useful (**precision**)? You will compute both, combine them into **F1**, average them over queries (catching three wrong averages printed by the Spanish capsule), and see how they move as *k* grows and what the usual targets are worth. [[time]]
""",
        es=r"""
# 01 · Recall@k, Precision@k y F1@k

Un recuperador le entrega al modelo de lenguaje sus *k* mejores fragmentos. De los fragmentos que necesita la respuesta, ¿cuántos entraron en esos *k* huecos (el **recall**)? Y de los *k* huecos, ¿cuántos contienen algo útil (la **precisión**)? Calcularás las dos, las combinarás en **F1**, las promediarás sobre varias consultas (y detectarás tres medias equivocadas que imprime la cápsula) y verás cómo se mueven al crecer *k* y qué validez tienen los objetivos habituales. [[time]]
""",
        zh=r"""
# 01 · Recall@k、Precision@k 与 F1@k

检索器把排名前 *k* 的片段交给 LLM。回答所需的片段里，有多少进入了这 *k* 个位置（**召回率**）？这 *k* 个位置里，又有多少放的是有用的内容（**精确率**）？本章计算这两个指标，把它们合成 **F1**，在多个查询上求平均（顺便指出西班牙语课程给出的三个错误平均值），再看它们如何随 *k* 变化，以及常见的目标值有多大参考价值。[[time]]
""",
        translates={"es": "e579f0c541a0", "zh": "e579f0c541a0"},
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
## The idea in plain words

Think of the top *k* as the room in the model's context set aside for retrieved passages.

- **Recall@k**: of everything the answer needs, how much did we bring into that room?
- **Precision@k**: of the *k* places in that room, how many hold something useful? An empty place counts as useless.

The two pull against each other: filling the room with everything raises recall and lowers precision; keeping only the surest documents does the opposite. **F1@k** folds both into one number. None of the three looks at order inside the top *k*: moving a relevant document from rank 4 to rank 1 changes nothing.
""",
        es=r"""
## La idea, en pocas palabras

Piensa en el top *k* como el espacio del contexto del modelo reservado para los fragmentos recuperados.

- **Recall@k** (recall o exhaustividad): de todo lo que necesita la respuesta, ¿cuánto metimos en ese espacio?
- **Precision@k** (precisión): de los *k* huecos de ese espacio, ¿cuántos contienen algo útil? Un hueco vacío cuenta como inútil.

Las dos tiran en sentidos opuestos: llenar el espacio con todo sube el recall y baja la precisión; quedarse solo con los documentos más seguros hace lo contrario. **F1@k** junta las dos en un solo número. Ninguna de las tres mira el orden dentro del top *k*: subir un documento relevante de la posición 4 a la 1 no cambia nada.
""",
        zh=r"""
## 直观理解

可以把前 *k* 名想象成 LLM 上下文里专门留给检索片段的那块空间。

- **Recall@k**（召回率）：回答所需的所有内容中，有多少被放进了这块空间？
- **Precision@k**（精确率）：这块空间的 *k* 个位置中，有多少放的是有用的内容？空着的位置算作无用。

两者此消彼长：什么都往里塞，召回率上去了，精确率就下来了；只放最有把握的文档，情况正好相反。**F1@k** 把两者合成一个数字。这三个指标都不看前 *k* 名内部的顺序：把一篇相关文档从第 4 名提到第 1 名，什么都不会变。
""",
        translates={"es": "cb84f97df6f4", "zh": "cb84f97df6f4"},
    ),
    md(
        en=r"""
## The example

The Spanish capsule's query "Python installation": the retriever returns `[1, 3, 5, 7, 9, 11, 13]`, best first, and documents 3, 7 and 12 are relevant. Document 12 was never retrieved, yet it counts in recall's denominator.
""",
        es=r"""
## El ejemplo

La consulta «Python installation» de la cápsula: el recuperador devuelve `[1, 3, 5, 7, 9, 11, 13]`, el mejor primero, y son relevantes los documentos 3, 7 y 12. El 12 nunca se recuperó, pero cuenta en el denominador del recall.
""",
        zh=r"""
## 示例

西班牙语课程的查询“Python installation”：检索器按得分从高到低返回 `[1, 3, 5, 7, 9, 11, 13]`，相关文档是 3、7、12。文档 12 从未被检索到，但召回率的分母照样算上它。
""",
        translates={"es": "2f0549ec7731", "zh": "2f0549ec7731"},
    ),
    msg("ch01.top_k", en="The top {k} of the ranking:", es="El top {k} del ranking:", zh="排序的前 {k} 名：", translates={"es": "645d20cb8678", "zh": "645d20cb8678"}),
    msg("ch01.relevant", en="relevant", es="relevante", zh="相关", translates={"es": "e4f347788070", "zh": "e4f347788070"}),
    msg(
        "ch01.missing",
        en="Relevant but not in the top {k}: {docs}",
        es="Relevantes pero fuera del top {k}: {docs}",
        zh="相关但不在前 {k} 名内：{docs}", translates={"es": "606b832ac59d", "zh": "606b832ac59d"},
    ),
    code(r"""
import math

# The Spanish capsule's query "Python installation": doc ids ranked best first, and the relevant docs
retrieved = [1, 3, 5, 7, 9, 11, 13]
relevant = [3, 7, 12]

top_k = retrieved[:k]
print(t("ch01.top_k", k=k))
for rank, doc in enumerate(top_k, start=1):
    mark = t("ch01.relevant") if doc in relevant else ""
    print(f"  {t('playground.rank', rank=rank):<6} {t('playground.doc', doc=doc):<10} {mark}")
print(t("ch01.missing", k=k, docs=[doc for doc in relevant if doc not in top_k]))
"""),
    md(
        en=r"""
## Recall@k

$$\text{Recall@}k \;=\; \frac{\#\,\text{relevant documents in the top } k}{\#\,\text{relevant documents}}$$

The denominator counts **every** relevant document of the query, retrieved or not. At *k* = 5 the top 5 holds documents 3 and 7, so Recall@5 = 2/3 ≈ 0.667: document 12 is the missing third.

First by hand:
""",
        es=r"""
## Recall@k

$$\text{Recall@}k \;=\; \frac{\#\,\text{documentos relevantes en el top } k}{\#\,\text{documentos relevantes}}$$

El denominador cuenta **todos** los documentos relevantes de la consulta, recuperados o no. Con *k* = 5, el top 5 contiene los documentos 3 y 7, así que Recall@5 = 2/3 ≈ 0,667: el tercio que falta es el documento 12.

Primero a mano:
""",
        zh=r"""
## Recall@k

$$\text{Recall@}k \;=\; \frac{\text{前 } k \text{ 名中的相关文档数}}{\text{全部相关文档数}}$$

分母是该查询的**全部**相关文档，无论是否被检索到。*k* = 5 时，前 5 名包含文档 3 和 7，所以 Recall@5 = 2/3 ≈ 0.667：缺的那三分之一就是文档 12。

先手算：
""",
        translates={"es": "5684a05e6a37", "zh": "5684a05e6a37"},
    ),
    code(r"""
# Recall@k by hand: relevant documents in the top k, over all relevant documents
hits = [doc for doc in top_k if doc in relevant]
recall_by_hand = len(hits) / len(relevant)
print(f"{t('metric.recall.symbol', k=k)} = {len(hits)} / {len(relevant)} = {write_number(recall_by_hand, '.4f')}")
"""),
    msg("ch01.same", en="Same as the hand computation.", es="Coincide con el cálculo a mano.", zh="与手算结果一致。", translates={"es": "13f7e48b7c3c", "zh": "13f7e48b7c3c"}),
    code(r"""
recall = rm.recall_at_k(retrieved, relevant, k=k)
print(f"rm.recall_at_k(retrieved, relevant, k={k}) = {write_number(recall, '.4f')}")
assert math.isclose(recall, recall_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
## Precision@k

$$\text{Precision@}k \;=\; \frac{\#\,\text{relevant documents in the top } k}{k}$$

The denominator is *k*, always. At *k* = 5: 2/5 = 0.4. If the retriever returned fewer than *k* documents, the empty places count as non-relevant (this is trec_eval's `P_k`): a list is not rewarded for stopping early.
""",
        es=r"""
## Precision@k

$$\text{Precision@}k \;=\; \frac{\#\,\text{documentos relevantes en el top } k}{k}$$

El denominador es *k*, siempre. Con *k* = 5: 2/5 = 0,4. Si el recuperador devolvió menos de *k* documentos, los huecos vacíos cuentan como no relevantes (así lo hace `P_k` en trec_eval): una lista no gana nada por quedarse corta.
""",
        zh=r"""
## Precision@k

$$\text{Precision@}k \;=\; \frac{\text{前 } k \text{ 名中的相关文档数}}{k}$$

分母永远是 *k*。*k* = 5 时：2/5 = 0.4。如果检索器返回的文档不足 *k* 篇，空出来的位置按不相关处理（trec_eval 的 `P_k` 就是这样算的）：列表提前结束并不能占到便宜。
""",
        translates={"es": "6fa74c936341", "zh": "6fa74c936341"},
    ),
    code(r"""
# Precision@k by hand: relevant documents in the top k, over k (not over the number retrieved)
precision_by_hand = len(hits) / k
print(f"{t('metric.precision.symbol', k=k)} = {len(hits)} / {k} = {write_number(precision_by_hand, '.4f')}")
"""),
    code(r"""
precision = rm.precision_at_k(retrieved, relevant, k=k)
print(f"rm.precision_at_k(retrieved, relevant, k={k}) = {write_number(precision, '.4f')}")
assert math.isclose(precision, precision_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
### Check your understanding

For the same query, a cautious retriever returns a single document, document 3 (a relevant one). What are its Precision@5 and Recall@5?

<details><summary>Answer</summary>

Precision@5 = 1/5 = 0.2, not 1/1: the four empty places count as misses, because Precision@k always divides by *k*. Recall@5 = 1/3: one of the three relevant documents. The next cell computes both at your *k*.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

Para la misma consulta, un recuperador prudente devuelve un único documento, el 3 (que es relevante). ¿Cuánto valen su Precision@5 y su Recall@5?

<details><summary>Respuesta</summary>

Precision@5 = 1/5 = 0,2, no 1/1: los cuatro huecos vacíos cuentan como fallos, porque Precision@k siempre divide entre *k*. Recall@5 = 1/3: uno de los tres documentos relevantes. La celda siguiente calcula las dos con tu *k*.
</details>
""",
        zh=r"""
### 检查一下你的理解

对同一个查询，一个保守的检索器只返回一篇文档：文档 3（它是相关的）。它的 Precision@5 和 Recall@5 分别是多少？

<details><summary>答案</summary>

Precision@5 = 1/5 = 0.2，而不是 1/1：空着的 4 个位置都算作未命中，因为 Precision@k 永远除以 *k*。Recall@5 = 1/3：3 篇相关文档中找到了一篇。下一个单元格用你设定的 *k* 计算这两个值。
</details>
""",
        translates={"es": "d4957d375852", "zh": "d4957d375852"},
    ),
    code(r"""
# A retriever that returns a single document, a relevant one
single = [3]
print(f"{t('metric.precision.symbol', k=k)} = {write_number(rm.precision_at_k(single, relevant, k=k), '.4f')}")
print(f"{t('metric.recall.symbol', k=k)} = {write_number(rm.recall_at_k(single, relevant, k=k), '.4f')}")
"""),
    md(
        en=r"""
## F1@k

$$\text{F1@}k \;=\; \frac{2\cdot \text{Precision@}k \cdot \text{Recall@}k}{\text{Precision@}k + \text{Recall@}k}\qquad(0 \text{ when both are } 0)$$

This is the **harmonic** mean, and it stays close to the smaller of the two: with precision 1.0 and recall 0.1, the ordinary average would be 0.55, but F1 is 2 · 1.0 · 0.1 / 1.1 ≈ 0.18. At *k* = 5: 2 · 0.4 · (2/3) / (0.4 + 2/3) = 0.5.
""",
        es=r"""
## F1@k

$$\text{F1@}k \;=\; \frac{2\cdot \text{Precision@}k \cdot \text{Recall@}k}{\text{Precision@}k + \text{Recall@}k}\qquad(0 \text{ si ambas son } 0)$$

Es la media **armónica**, y se queda cerca de la menor de las dos: con precisión 1,0 y recall 0,1, la media aritmética daría 0,55, pero F1 vale 2 · 1,0 · 0,1 / 1,1 ≈ 0,18. Con *k* = 5: 2 · 0,4 · (2/3) / (0,4 + 2/3) = 0,5.
""",
        zh=r"""
## F1@k

$$\text{F1@}k \;=\; \frac{2\cdot \text{Precision@}k \cdot \text{Recall@}k}{\text{Precision@}k + \text{Recall@}k}\qquad(\text{两者都为 } 0 \text{ 时记为 } 0)$$

这是**调和**平均数，它总是靠近两者中较小的那个：精确率 1.0、召回率 0.1 时，算术平均数是 0.55，而 F1 = 2 · 1.0 · 0.1 / 1.1 ≈ 0.18。*k* = 5 时：2 · 0.4 · (2/3) / (0.4 + 2/3) = 0.5。
""",
        translates={"es": "b49d66873ebc", "zh": "b49d66873ebc"},
    ),
    code(r"""
# F1@k by hand: the harmonic mean of the two numbers above (0 when both are 0)
f1_by_hand = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
print(f"{t('metric.f1.symbol', k=k)} = 2 · {write_number(precision, '.4f')} · {write_number(recall, '.4f')} / ({write_number(precision, '.4f')} + {write_number(recall, '.4f')}) = {write_number(f1_by_hand, '.4f')}")
"""),
    code(r"""
f1 = rm.f1_at_k(retrieved, relevant, k=k)
print(f"rm.f1_at_k(retrieved, relevant, k={k}) = {write_number(f1, '.4f')}")
assert math.isclose(f1, f1_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
## Several queries, and three wrong averages

A test set has many queries; the usual report is the **mean of each measure over the queries**, every query weighing the same. The capsule evaluates three queries with its `RetrievalEvaluator`; ragmetrics has a class of the same shape (`k` in the constructor, `evaluate_query` for one query, `evaluate_many` for the means), with trec_eval's values wherever trec_eval has the measure. The capsule's batch keeps only each query's top 5 (`[1, 3, 5, 7, 9]` for "Python installation"); since documents 11 and 13 are not relevant and Precision@k always divides by *k*, that query's values are the same as the single-query ones above at every *k*.
""",
        es=r"""
## Varias consultas y tres medias equivocadas

Un conjunto de prueba tiene muchas consultas; lo habitual es informar de la **media de cada medida sobre las consultas**, todas con el mismo peso. La cápsula evalúa tres consultas con su `RetrievalEvaluator`; ragmetrics tiene una clase con la misma interfaz (`k` en el constructor, `evaluate_query` para una consulta, `evaluate_many` para las medias) que da los mismos valores que trec_eval en todas las medidas que trec_eval calcula. El lote de la cápsula se queda solo con el top 5 de cada consulta (`[1, 3, 5, 7, 9]` para «Python installation»), pero como los documentos 11 y 13 no son relevantes y Precision@k divide siempre entre *k*, con cualquier *k* los valores de esa consulta coinciden con los de la consulta suelta de arriba.
""",
        zh=r"""
## 多个查询，以及三个算错的平均值

测试集里有很多查询，通常报告的是**每个指标在所有查询上的平均值**，每个查询权重相同。西班牙语课程用它自己的 `RetrievalEvaluator` 评估了 3 个查询；ragmetrics 提供了一个用法相同的类（构造时传入 `k`，`evaluate_query` 评估单个查询，`evaluate_many` 计算平均值），凡是 trec_eval 有对应指标的，数值都与它一致。该课程的批量评估只保留每个查询的前 5 名（“Python installation”是 `[1, 3, 5, 7, 9]`）；不过文档 11 和 13 都不相关，而 Precision@k 总是除以 *k*，所以无论 *k* 取多少，这个查询的数值都与上面单独计算的结果相同。
""",
        translates={"es": "22a147870772", "zh": "22a147870772"},
    ),
    msg("ch01.query", en="Query", es="Consulta", zh="查询", translates={"es": "b80a37564fbb", "zh": "b80a37564fbb"}),
    msg("ch01.mean", en="Mean", es="Media", zh="平均值", translates={"es": "727a7d114f4d", "zh": "727a7d114f4d"}),
    code(r"""
# The capsule's three test queries
test_cases = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]
measures = {"recall": rm.recall_at_k, "precision": rm.precision_at_k, "f1": rm.f1_at_k}
names = {"recall": f"R@{k}", "precision": f"P@{k}", "f1": f"F1@{k}"}  # the evaluator's names for them

print("".join(f"{t(f'metric.{key}.symbol', k=k):>14}" for key in measures) + "   " + t("ch01.query"))
for case in test_cases:  # each query's values
    values = [measure(case["retrieved"], case["relevant"], k=k) for measure in measures.values()]
    print("".join(f"{write_number(value, '.4f'):>14}" for value in values) + "   " + case["query"])
means = rm.RetrievalEvaluator(k=k).evaluate_many(test_cases)  # the mean over the queries, each query weighing the same
print("".join(f"{write_number(means[names[key]], '.4f'):>14}" for key in measures) + "   " + t("ch01.mean"))
"""),
    md(
        en=r"""
The capsule printed other means: 0.722, 0.533 and 0.600. The next cell compares them with the right values at the capsule's own cutoff, *k* = 5 (whatever `k` you chose above). All three are wrong, and you can see why without code:

- **Recall**: "List comprehensions" finds both of its relevant documents (4 and 6, at ranks 2 and 3), and so does "Django tutorial" (1 and 3). Their recall is 1, so the mean is (2/3 + 1 + 1) / 3 = 0.8889. The printed 0.722 equals (2/3 + 1/2 + 1) / 3, as if one of those queries had missed a document.
- **Precision**: each query has exactly two relevant documents in its top 5, so each Precision@5 is 2/5 and so is their mean, 0.4. A mean of 0.533 would need 8 relevant documents among the 15 places.
- **F1**: the per-query values are 0.5, 0.5714 and 0.5714, whose mean is 0.5476; neither of the two ways of averaging F1 shown below gives 0.600.
""",
        es=r"""
La cápsula imprimió otras medias: 0,722; 0,533 y 0,600. La celda siguiente las compara con los valores correctos, calculados con el corte de la propia cápsula, *k* = 5 (elijas el `k` que elijas arriba). Las tres están mal, y se ve por qué sin escribir código:

- **Recall**: «List comprehensions» encuentra sus dos documentos relevantes (el 4 y el 6, en las posiciones 2 y 3), y lo mismo hace «Django tutorial» (el 1 y el 3). Su recall es 1, así que la media es (2/3 + 1 + 1) / 3 = 0,8889. El 0,722 impreso es (2/3 + 1/2 + 1) / 3, como si una de esas consultas se hubiera dejado un documento.
- **Precisión**: cada consulta tiene exactamente dos documentos relevantes en su top 5, así que cada Precision@5 vale 2/5 y su media también, 0,4. Una media de 0,533 exigiría 8 documentos relevantes entre los 15 huecos.
- **F1**: los valores por consulta son 0,5; 0,5714 y 0,5714, cuya media es 0,5476; ninguna de las dos formas de promediar el F1 que verás más abajo da 0,600.
""",
        zh=r"""
西班牙语课程打印的平均值却是 0.722、0.533 和 0.600。下一个单元格在该课程自己的截断 *k* = 5 下（与上面选的 `k` 无关）把它们与正确值对照。三个数字全都错了，而且不用写代码就能看出原因：

- **召回率**：“List comprehensions”找回了它的 2 篇相关文档（4 和 6，排在第 2、3 名），“Django tutorial”也一样（1 和 3）。它们的召回率都是 1，所以平均值是 (2/3 + 1 + 1) / 3 = 0.8889。给出的 0.722 等于 (2/3 + 1/2 + 1) / 3，好像其中一个查询漏掉了一篇文档。
- **精确率**：每个查询的前 5 名里都恰好有 2 篇相关文档，所以每个 Precision@5 都是 2/5，平均值也是 0.4。要得到 0.533 的平均值，15 个位置里需要有 8 篇相关文档。
- **F1**：各查询的值是 0.5、0.5714 和 0.5714，平均值为 0.5476；下文介绍的两种平均 F1 的方式都得不到 0.600。
""",
        translates={"es": "5a3d3198ea3a", "zh": "5a3d3198ea3a"},
    ),
    msg(
        "ch01.recall_mean_by_hand",
        en="Mean recall by hand: ({terms}) / {n} = {value:.4f}",
        es="Recall medio a mano: ({terms}) / {n} = {value:.4f}",
        zh="手算平均召回率：({terms}) / {n} = {value:.4f}", translates={"es": "fff91ab1fa71", "zh": "fff91ab1fa71"},
    ),
    code(r"""
# What the capsule printed as the means of its three queries (its k is 5), beside ragmetrics at that k
source_k = 5
printed = {"R@5": 0.722, "P@5": 0.533, "F1@5": 0.600}
recomputed = rm.RetrievalEvaluator(k=source_k).evaluate_many(test_cases)
for name, value in printed.items():
    verdict = t("ch00.agrees") if round(recomputed[name], 3) == value else t("ch00.wrong")
    print(f"  {name:<5} {t('ch00.printed')} {write_number(value, '.3f')}   ragmetrics {write_number(recomputed[name], '.4f')}   {verdict}")

# the recall mean by hand, from the three queries' values
per_query = [rm.recall_at_k(case["retrieved"], case["relevant"], k=source_k) for case in test_cases]
print(t("ch01.recall_mean_by_hand", terms=" + ".join(write_number(value, '.4f') for value in per_query),
        n=len(per_query), value=sum(per_query) / len(per_query)))
"""),
    md(
        en=r"""
### Averaging F1: two different numbers

"The F1 of a test set" can mean two things:

1. the **mean of the per-query F1** (each query's own harmonic mean, then the average): what `RetrievalEvaluator.evaluate_many` and the `f1@k` of ranx report;
2. the **F1 of the mean precision and the mean recall**: what you get by plugging the two reported means into the formula.

They differ, and trec_eval has no F1@k to settle it (its `set_F` scores the whole retrieved list, with no cutoff): this course reports the first. Whichever you report, say which one it is.
""",
        es=r"""
### Promediar F1: dos números distintos

«El F1 de un conjunto de prueba» puede querer decir dos cosas:

1. la **media del F1 de cada consulta** (la media armónica de cada consulta y luego el promedio): lo que dan `RetrievalEvaluator.evaluate_many` y el `f1@k` de ranx;
2. el **F1 de la media de la precisión y la media del recall**: lo que sale al meter en la fórmula las dos medias del informe.

No coinciden, y trec_eval no tiene un F1@k que zanje la cuestión (su `set_F` puntúa toda la lista recuperada, sin corte): este curso da la primera. Publiques la que publiques, indica cuál es.
""",
        zh=r"""
### 平均 F1：两个不同的数字

“一个测试集的 F1”可能有两种含义：

1. **各查询 F1 的平均值**（先算每个查询自己的调和平均数，再求平均）：`RetrievalEvaluator.evaluate_many` 和 ranx 的 `f1@k` 报告的就是它；
2. **精确率均值与召回率均值的 F1**：把报告中的两个平均值代入公式得到的数。

两者并不相等。trec_eval 没有 F1@k（它的 `set_F` 针对整个检索结果，不截断），无从参照，本课程报告第一种。无论你报告哪一种，都要说明是哪一种。
""",
        translates={"es": "3bdad75443e1", "zh": "3bdad75443e1"},
    ),
    msg(
        "ch01.f1_mean_of_f1",
        en="Mean of the per-query F1@{k}: {value:.4f}",
        es="Media del F1@{k} de cada consulta: {value:.4f}",
        zh="各查询 F1@{k} 的平均值：{value:.4f}", translates={"es": "424250986490", "zh": "424250986490"},
    ),
    msg(
        "ch01.f1_of_means",
        en="F1 of the mean precision and the mean recall: {value:.4f}",
        es="F1 de la media de la precisión y la media del recall: {value:.4f}",
        zh="用精确率均值和召回率均值算出的 F1：{value:.4f}", translates={"es": "d5338fb769f3", "zh": "d5338fb769f3"},
    ),
    code(r"""
# Two ways to average F1: the mean of each query's F1, or the F1 of the mean precision and mean recall
mean_p, mean_r = means[names["precision"]], means[names["recall"]]
f1_of_means = 2 * mean_p * mean_r / (mean_p + mean_r) if mean_p + mean_r else 0.0
print(t("ch01.f1_mean_of_f1", k=k, value=means[names["f1"]]))
print(t("ch01.f1_of_means", value=f1_of_means))
"""),
    md(
        en=r"""
### Check your understanding

Can the F1 of the means ever be *smaller* than the mean of the per-query F1?

<details><summary>Answer</summary>

No: it can only be larger or equal. Take an extreme case: query 1 has precision 1 and recall 0.2; query 2 has precision 0.2 and recall 1. Each query's F1 is 2 · 1 · 0.2 / 1.2 ≈ 0.333, so their mean is 0.333. But the means are precision 0.6 and recall 0.6, whose F1 is 0.6. Averaging first lets each query's strong side make up for the other's weak one (query 2's recall for query 1's, query 1's precision for query 2's) before the harmonic mean can punish the imbalance; per-query F1 punishes it in every query.

In general, F1 is a *concave* function of (precision, recall), so its value at the means is at least the mean of its values (Jensen's inequality); they are equal only when every query has the same ratio of precision to recall (a query whose precision and recall are both 0 fits any ratio).
</details>
""",
        es=r"""
### Comprueba lo que has entendido

¿Puede el F1 de las medias ser alguna vez *menor* que la media del F1 de cada consulta?

<details><summary>Respuesta</summary>

No: solo puede ser mayor o igual. Mira un caso extremo: la consulta 1 tiene precisión 1 y recall 0,2; la consulta 2, precisión 0,2 y recall 1. El F1 de cada una es 2 · 1 · 0,2 / 1,2 ≈ 0,333, así que su media es 0,333. Pero las medias son precisión 0,6 y recall 0,6, cuyo F1 es 0,6. Promediar primero deja que el punto fuerte de cada consulta compense el débil de la otra (el recall de la 2 compensa el de la 1, y la precisión de la 1, la de la 2) antes de que la media armónica pueda castigar el desequilibrio; el F1 por consulta lo castiga en cada consulta.

En general, F1 es una función *cóncava* de (precisión, recall), así que su valor en las medias es al menos la media de sus valores (desigualdad de Jensen); solo coinciden cuando todas las consultas tienen la misma proporción entre precisión y recall (una consulta con precisión y recall 0 encaja en cualquier proporción).
</details>
""",
        zh=r"""
### 检查一下你的理解

平均值的 F1 有没有可能**小于**各查询 F1 的平均值？

<details><summary>答案</summary>

不可能，它只会更大或相等。看一个极端的例子：查询 1 的精确率为 1、召回率为 0.2；查询 2 的精确率为 0.2、召回率为 1。这两个查询各自的 F1 都是 2 · 1 · 0.2 / 1.2 ≈ 0.333，平均值也是 0.333。但精确率和召回率的均值都是 0.6，用它们算出的 F1 是 0.6。先求平均，这两个查询就互相弥补了短板（查询 2 的高召回率抵消查询 1 的低召回率，查询 1 的高精确率抵消查询 2 的低精确率），调和平均也就无从惩罚这种失衡；逐查询计算 F1，每个查询的失衡都会受到惩罚。

一般地说，F1 是（精确率，召回率）的**凹函数**（即上凸函数：函数图像位于任意弦的上方；注意国内有的教材把“凹”“凸”的叫法反过来），所以均值处的函数值不小于各函数值的平均（Jensen 不等式）；只有当每个查询的精确率与召回率之比都相同时，两者才相等（精确率和召回率都为 0 的查询符合任何比值）。
</details>
""",
        translates={"es": "fe9c04fbae70", "zh": "fe9c04fbae70"},
    ),
    md(
        en=r"""
## Play with it

The ranking playground below opens on the capsule's query. Rows below the cutoff *k* are greyed; the grade slider makes a document relevant (1) or not (0); the position slider and the arrows move it. Answer each question before you make the move, then check:

1. Drag **k** from 1 to 7. When does recall go up? When does precision go down, and when does it go up again? Then set **k** back to 5.
2. Move document 3 from rank 2 to rank 1. Do recall, precision or F1 move?
3. Move document 7 below the cutoff. What happens to recall and to precision?
4. Give document 5 grade 1, as if the judges had missed it the first time. Which numbers change, and what does that say about incomplete judgments?

<details><summary>Answers</summary>

1. Recall goes up only at the ranks of relevant documents (2 and 4); precision goes up at those ranks too and goes down at every other one (3, 5, 6 and 7); at rank 1 it is 0 and has nowhere to fall.
2. No: order inside the top *k* is invisible to all three.
3. Both drop together: one relevant document fewer in the top 5.
4. All three go up: Recall@5 from 2/3 to 3/4 = 0.75, Precision@5 from 2/5 = 0.4 to 3/5 = 0.6 and F1@5 from 0.5 to 0.667. **Incomplete judgments make a retriever look worse than it is**.
</details>

The table beside the chart gives Recall@i and Precision@i for every cutoff i (step 1). Where widgets cannot run (on GitHub, for example) you see a picture of the first state; the next cell prints its numbers.
""",
        es=r"""
## Pruébalo tú

El laboratorio de rankings de abajo se abre con la consulta de la cápsula. Las posiciones más allá del corte *k* aparecen sombreadas; el deslizador de grado hace que un documento sea relevante (1) o no (0); el deslizador de posición y las flechas lo mueven. Responde a cada pregunta antes de hacer el cambio y luego compruébalo:

1. Arrastra **k** de 1 a 7. ¿Cuándo sube el recall? ¿Cuándo baja la precisión y cuándo vuelve a subir? Después devuelve **k** a 5.
2. Sube el documento 3 de la posición 2 a la 1. ¿Se mueven el recall, la precisión o el F1?
3. Baja el documento 7 por debajo del corte. ¿Qué les pasa al recall y a la precisión?
4. Dale grado 1 al documento 5, como si los jueces lo hubieran pasado por alto la primera vez. ¿Qué cifras cambian y qué te dice eso de los juicios incompletos?

<details><summary>Respuestas</summary>

1. El recall solo sube en las posiciones de los documentos relevantes (la 2 y la 4); la precisión también sube en ellas y baja en todas las demás (la 3, la 5, la 6 y la 7); en la 1 vale 0 y no tiene de dónde bajar.
2. No: el orden dentro del top *k* les es invisible a las tres.
3. Caen los dos a la vez: hay un documento relevante menos en el top 5.
4. Suben las tres: Recall@5 pasa de 2/3 a 3/4 = 0,75; Precision@5, de 2/5 = 0,4 a 3/5 = 0,6, y F1@5, de 0,5 a 0,667. **Unos juicios incompletos hacen que un recuperador parezca peor de lo que es**.
</details>

La tabla junto al gráfico da Recall@i y Precision@i para cada corte i (el paso 1). Donde los widgets no pueden ejecutarse (en GitHub, por ejemplo) verás una imagen del estado inicial; la celda siguiente imprime sus cifras.
""",
        zh=r"""
## 动手试一试

下面的排序实验台打开时显示的就是西班牙语课程的这个查询。截断位置 *k* 之后的行显示为灰色；相关性等级滑块决定文档是否相关（1 或 0）；位置滑块和箭头按钮用来移动文档。每一步都先回答问题，再动手验证：

1. 把 **k** 从 1 拖到 7。召回率什么时候上升？精确率什么时候下降，什么时候又回升？然后把 **k** 调回 5。
2. 把文档 3 从第 2 名移到第 1 名。召回率、精确率和 F1 会变吗？
3. 把文档 7 移到截断位置之后。召回率和精确率会怎样？
4. 把文档 5 的等级设为 1，假设标注者当初漏标了它。哪些数字会变？这说明标注不完整会带来什么后果？

<details><summary>答案</summary>

1. 召回率只在相关文档所在的位置（第 2 名和第 4 名）上升；精确率在这两个位置也上升，在其他位置（第 3、5、6、7 名）都下降；第 1 名处精确率为 0，无从下降。
2. 都不变：这三个指标看不到前 *k* 名内部的顺序。
3. 两者一起下降：前 5 名里少了一篇相关文档。
4. 三个指标都上升：Recall@5 从 2/3 升到 3/4 = 0.75，Precision@5 从 2/5 = 0.4 升到 3/5 = 0.6，F1@5 从 0.5 升到 0.667。**标注不完整会让检索器看起来比实际更差**。
</details>

图旁的表格列出每个截断位置 i 下的 Recall@i 和 Precision@i（第 1 步要看的数字）。在不能运行交互组件的地方（例如 GitHub），你会看到初始状态的图片；下一个单元格打印它的数值。
""",
        translates={"es": "dbf6c8118ec2", "zh": "dbf6c8118ec2"},
    ),
    code(r"""
from ragmetrics_course import RankingPlayground

playground = RankingPlayground(relevant, retrieved, k=min(k, len(retrieved)), max_grade=1,  # k cannot exceed the number of documents in the ranking
                               measures=tuple(measures))
playground
""", tags=["nbval-ignore-output"]),
    msg(
        "ch01.not_retrieved",
        en="Judged relevant but never retrieved: {docs}",
        es="Juzgados relevantes pero nunca recuperados: {docs}",
        zh="被标注为相关但从未被检索到：{docs}", translates={"es": "85c49502b657", "zh": "85c49502b657"},
    ),
    code(r"""
# What the playground shows when it opens, for this chapter's three measures
for row in playground.rows():
    if row.key in measures:
        print(t("ch00.labelled", label=row.name, text="  ".join(row.formula)))
print(t("ch01.not_retrieved", docs=list(playground.state.not_retrieved)))
"""),
    md(
        en=r"""
## As k grows

The chart draws the three measures for every cutoff from 1 to 7 on this query:

- **Recall never goes down** as *k* grows: the top 6 contains the top 5. It climbs at each relevant document (*k* = 2 and *k* = 4 here) and stays below 1: document 12 is not in the list.
- **Precision falls whenever a non-relevant document joins the top *k*, and rises whenever a relevant one does** (unless it is already 0, or 1, respectively): 0 at *k* = 1, 0.5 at *k* = 2, 0.333 at *k* = 3, back up to 0.5 at *k* = 4 (document 7 joins), then 0.4, 0.333 and 0.286. It can only fall once *k* is past the **last relevant document in the list** (rank 4 here), not once *k* is past *R*; what falls steadily is its **ceiling** (see "What a value means" below).

F1 follows both and need not rise once and then fall: 0, 0.4, 0.333, up to its highest value 0.571 at *k* = 4, then 0.5, 0.444 and 0.4.
""",
        es=r"""
## Cuando crece *k*

El gráfico dibuja las tres medidas para cada corte de 1 a 7 en esta consulta:

- **El recall nunca baja** al crecer *k*: el top 6 contiene al top 5. Sube un escalón en cada documento relevante (aquí en *k* = 2 y *k* = 4) y se queda por debajo de 1: el documento 12 no está en la lista.
- **La precisión baja cada vez que entra en el top *k* un documento no relevante y sube cada vez que entra uno relevante** (salvo que ya valga 0 o 1, respectivamente): 0 con *k* = 1; 0,5 con *k* = 2; 0,333 con *k* = 3; de nuevo 0,5 con *k* = 4 (entra el documento 7), y luego 0,4; 0,333 y 0,286. Pasado el **último documento relevante de la lista** (aquí, la posición 4), ya solo puede bajar. Que *k* supere a *R* no basta: aquí *k* = 4 > *R* = 3 y la precisión todavía sube. Lo que sí baja siempre, una vez que *k* > *R*, es su **techo**, *R*/*k* (lo verás más abajo, en «Qué significa un valor»).

F1 sigue a las dos y puede subir y bajar más de una vez: 0; 0,4; 0,333; sube a su máximo, 0,571, con *k* = 4, y baja a 0,5; 0,444 y 0,4.
""",
        zh=r"""
## 当 *k* 变大时

下图画出这个查询在截断位置 1 到 7 下的三个指标：

- **召回率永远不会随 *k* 增大而下降**：前 6 名包含前 5 名。每遇到一篇相关文档就上一个台阶（这里是 *k* = 2 和 *k* = 4），但始终低于 1：文档 12 不在列表里。
- **每当一篇不相关的文档进入前 *k* 名，精确率就下降；每当一篇相关文档进入，它就上升**（已经是 0 时又进入不相关文档、已经是 1 时又进入相关文档，则保持不变）：*k* = 1 时是 0，*k* = 2 时是 0.5，*k* = 3 时是 0.333，*k* = 4 时文档 7 进入，又回到 0.5，之后依次是 0.4、0.333 和 0.286。注意：精确率只有在 *k* 越过列表中**最后一篇相关文档**（这里是第 4 名）之后才只降不升，而不是在 *k* 超过 *R* 之后；一路下降的是它的**上限**（见下文“数值意味着什么”）。

F1 同时受两者影响，不一定先升后降：依次是 0、0.4、0.333，在 *k* = 4 时升到最高值 0.571，然后降到 0.5、0.444 和 0.4。
""",
        translates={"es": "ff3249023f21", "zh": "ff3249023f21"},
    ),
    code(r"""
from ragmetrics_course import MetricCurves

curves = MetricCurves(retrieved, relevant, max_k=len(retrieved), measures=tuple(measures))
curves
""", tags=["nbval-ignore-output"]),
    code(r"""
# The numbers the chart shows when it opens
print(curves.text())
"""),
    md(
        en=r"""
### The precision-recall curve

The same numbers, one point per cutoff: recall across, precision up. A relevant document joining the top *k* moves the point right (and up, unless precision is already 1); a non-relevant one drops it straight down. Here the curve never reaches recall 1 (document 12 is missing). If one retriever's curve lies above the other's along its whole length (and reaches further right), it is better at every trade-off. (trec_eval summarises the curve with interpolated precision at recall 0, 0.1, ..., 1: the highest precision at that recall or beyond.)
""",
        es=r"""
### La curva precisión-recall

Los mismos números, un punto por corte: el recall en horizontal y la precisión en vertical. Un documento relevante que entra en el top *k* desplaza el punto a la derecha (y hacia arriba, salvo que la precisión ya sea 1); uno no relevante lo hace caer en vertical. Aquí la curva nunca llega a recall 1 (falta el documento 12). Si la curva de un recuperador queda por encima de la del otro en todo su recorrido (y llega más a la derecha), es mejor en cualquier compromiso. (trec_eval resume la curva con la precisión interpolada en los valores de recall 0; 0,1; …; 1: la mayor precisión con ese recall o uno mayor.)
""",
        zh=r"""
### 精确率-召回率曲线

同样的数字，每个截断位置一个点：横轴是召回率，纵轴是精确率。相关文档进入前 *k* 名，点就向右上方移动（精确率已经是 1 时只向右平移）；不相关文档进入，点就垂直下落。这里的曲线到不了召回率 1（缺了文档 12）。如果一个检索器的曲线在整个范围内都高于另一个（并且延伸得更靠右），它在任何取舍下都更好。（trec_eval 用召回率 0、0.1、0.2……1 处的插值精确率来概括这条曲线，即召回率不低于该值时能达到的最高精确率。）
""",
        translates={"es": "cbd950c63991", "zh": "cbd950c63991"},
    ),
    msg("ch01.pr_title", en="Precision-recall curve, k = 1 to {max_k}", es="Curva precisión-recall, k = 1 a {max_k}",
        zh="精确率-召回率曲线，k = 1 到 {max_k}", translates={"es": "a9ef9af1cf26", "zh": "a9ef9af1cf26"}),
    msg("ch01.pr_recall", en="Recall@k", es="Recall (Recall@k)", zh="召回率（Recall@k）", translates={"es": "37ce998aa23e", "zh": "37ce998aa23e"}),
    msg("ch01.pr_precision", en="Precision@k", es="Precisión (Precision@k)", zh="精确率（Precision@k）", translates={"es": "48a26211ec2a", "zh": "48a26211ec2a"}),
    msg("ch01.pr_row", en="k = {k}: recall {recall:.3f}, precision {precision:.3f}",
        es="k = {k}: recall {recall:.3f}; precisión {precision:.3f}",
        zh="k = {k}：召回率 {recall:.3f}，精确率 {precision:.3f}", translates={"es": "dd9b8ac9dc74", "zh": "dd9b8ac9dc74"}),
    code(r"""
import matplotlib.pyplot as plt

# One point per cutoff: (Recall@k, Precision@k) for k = 1 .. the length of the ranking
cutoffs = range(1, len(retrieved) + 1)
points = [(rm.recall_at_k(retrieved, relevant, k=c), rm.precision_at_k(retrieved, relevant, k=c)) for c in cutoffs]
fig, ax = plt.subplots(figsize=(6, 4))
ax.plot([r for r, _ in points], [p for _, p in points], marker="o")
for c, (r, p) in zip(cutoffs, points):
    ax.annotate(f"k = {c}", (r, p), textcoords="offset points", xytext=(6, 2), fontsize=8, family=cjk_font)
ax.set(xlim=(-0.03, 1.05), ylim=(-0.03, 1.05))
ax.set_xlabel(t("ch01.pr_recall"), family=cjk_font)
ax.set_ylabel(t("ch01.pr_precision"), family=cjk_font)
ax.set_title(t("ch01.pr_title", max_k=len(retrieved)), family=cjk_font)
ax.grid(alpha=0.3)
plt.show()
for c, (r, p) in zip(cutoffs, points):  # the same points, for readers without the figure
    print(t("ch01.pr_row", k=c, recall=r, precision=p))
"""),
    md(
        en=r"""
## What a value means

- **Recall@5 = 0.667**: one relevant document in three never reaches the model. The capsule reads 0.67 as "one relevant document missing", true here only because the query has 3 (with 6, the same 0.67 would mean two missing).
- **Precision@5 = 0.4**: three of the five places carry noise, which costs tokens and can distract the model.

Both have a **ceiling set by the query, not by the retriever**: with *R* relevant documents, Precision@k is at most *R*/*k* once *k* > *R*, and Recall@k at most *k*/*R* while *k* < *R*. At *k* = *R* both ceilings are 1 and Precision@R equals Recall@R: chapter 02's R-precision. The next cell shows the best any retriever could score here: every relevant document first, document 12 included.
""",
        es=r"""
## Qué significa un valor

- **Recall@5 = 0,667**: uno de cada tres documentos relevantes nunca llega al modelo. La cápsula lee 0,67 como «falta 1 documento relevante», cierto aquí solo porque la consulta tiene 3 (con 6, el mismo 0,67 significaría que faltan dos).
- **Precision@5 = 0,4**: tres de los cinco huecos llevan ruido, que cuesta tokens y puede despistar al modelo.

Las dos tienen un **techo que pone la consulta, no el recuperador**: con *R* documentos relevantes, Precision@k vale como mucho *R*/*k* en cuanto *k* > *R*, y Recall@k como mucho *k*/*R* mientras *k* < *R*. Con *k* = *R* los dos techos valen 1 y Precision@R es igual a Recall@R: la R-precision del capítulo 02. La celda siguiente muestra lo mejor que podría sacar cualquier recuperador aquí: todos los relevantes primero, incluido el 12.
""",
        zh=r"""
## 数值意味着什么

- **Recall@5 = 0.667**：3 篇相关文档中有 1 篇没有送到模型面前。西班牙语课程把 0.67 解读为“缺了 1 篇相关文档”，这只在该查询恰好有 3 篇相关文档时成立（如果有 6 篇，同样的 0.67 意味着缺了 2 篇）。
- **Precision@5 = 0.4**：5 个位置中有 3 个放的是噪声，既占用 token，又可能干扰模型。

两个指标都有**由查询本身决定、而非由检索器决定的上限**：若有 *R* 篇相关文档，则 *k* > *R* 时 Precision@k 最多为 *R*/*k*，*k* < *R* 时 Recall@k 最多为 *k*/*R*。*k* = *R* 时两个上限都是 1，而且 Precision@R 等于 Recall@R：这就是第 2 章的 R-precision。下一个单元格展示任何检索器在这里能拿到的最好成绩：所有相关文档排在最前面，包括文档 12。
""",
        translates={"es": "3fc48d38a210", "zh": "3fc48d38a210"},
    ),
    msg(
        "ch01.best_title",
        en="A perfect ranking starts with {docs}; at k = {k} it scores:",
        es="Un ranking perfecto empieza por {docs}; con k = {k} obtiene:",
        zh="完美的排序以 {docs} 开头；在 k = {k} 时的得分：", translates={"es": "eb01430bf067", "zh": "eb01430bf067"},
    ),
    code(r"""
# The best any retriever could do on this query: every relevant document first, then the rest
perfect = relevant + [doc for doc in retrieved if doc not in relevant]
print(t("ch01.best_title", docs=perfect[:len(relevant)], k=k))
for key, measure in measures.items():
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {write_number(measure(perfect, relevant, k=k), '.3f')}")
"""),
    md(
        en=r"""
## When to use them, and the usual targets

- **Recall@k** when missing a relevant passage is expensive: legal or medical search, compliance, answers that combine several passages.
- **Precision@k** when noise is expensive: a small context window, a price per token, an easily distracted model.
- **F1@k** when both matter about equally and you want one number.

Our sources print targets: the capsule asks for Recall@5 > 0.85, Precision@3 > 0.80 and F1@5 > 0.75; the Spanish chapter for Precision@k > 0.8 and Recall@k > 0.9. Treat them, and every target the later chapters quote, as **rules of thumb**, not pass marks. They depend on:

- **how many relevant documents each query has**: on this query even a perfect retriever scores Precision@5 = 0.6 and F1@5 = 0.75 (the cell above), so "F1@5 > 0.75" is out of reach; and the Spanish chapter's "Precision@k > 0.8", at *k* = 5, needs five relevant documents in five places, impossible with three (the capsule's "Precision@3 > 0.80" needs all three places relevant);
- **how complete the judgments are**: relevant documents nobody judged count as misses;
- **the cutoff *k***: a target means something only at the *k* your generator really reads;
- the **cost of a miss versus the cost of noise** in your domain.

Use these measures to **compare systems on the same queries and judgments**; a threshold copied from another dataset says little.
""",
        es=r"""
## Cuándo usarlas y los objetivos habituales

- **Recall@k** cuando perder un fragmento relevante sale caro: búsqueda jurídica o médica, cumplimiento normativo, respuestas que combinan varios fragmentos.
- **Precision@k** cuando el ruido sale caro: una ventana de contexto pequeña, un precio por token, un modelo que se despista con facilidad.
- **F1@k** cuando las dos importan más o menos igual y quieres un único número.

Nuestras fuentes imprimen objetivos: la cápsula pide Recall@5 > 0,85, Precision@3 > 0,80 y F1@5 > 0,75; el capítulo del manual, Precision@k > 0,8 y Recall@k > 0,9. Tómalos, igual que todos los objetivos que citan los capítulos siguientes, como **reglas prácticas**, no como notas de corte. Dependen de:

- **cuántos documentos relevantes tiene cada consulta**: en esta, hasta un recuperador perfecto saca Precision@5 = 0,6 y F1@5 = 0,75 (la celda de arriba), así que «F1@5 > 0,75» es inalcanzable; y el «Precision@k > 0,8» del manual, con *k* = 5, exige cinco relevantes en cinco huecos: imposible con tres (el «Precision@3 > 0,80» de la cápsula exige que los tres huecos sean relevantes);
- **lo completos que sean los juicios**: los relevantes que nadie juzgó cuentan como fallos;
- **el corte *k***: un objetivo solo tiene sentido con el *k* que de verdad lee tu LLM;
- **lo que cuesta un fallo frente a lo que cuesta el ruido** en tu dominio.

Usa estas medidas para **comparar sistemas sobre las mismas consultas y los mismos juicios**; un umbral copiado de otro conjunto de datos dice poco.
""",
        zh=r"""
## 什么时候用，以及常见的目标值

- **Recall@k**：漏掉相关片段代价很高的场景，如法律或医疗检索、合规审查、需要综合多个片段才能作答的问题。
- **Precision@k**：噪声代价很高的场景，如上下文窗口较小、按 token 计费、模型容易被干扰。
- **F1@k**：两者同样重要、又希望只看一个数字的时候。

参考资料给出了一些目标值：西班牙语课程要求 Recall@5 > 0.85、Precision@3 > 0.80、F1@5 > 0.75；西班牙语章节要求 Precision@k > 0.8、Recall@k > 0.9。请把它们，以及后面各章引用的目标值，都当作**经验法则**，而不是及格线。它们取决于：

- **每个查询有多少相关文档**：在这个查询上，即使是完美的检索器也只能得到 Precision@5 = 0.6、F1@5 = 0.75（见上一个单元格），所以“F1@5 > 0.75”根本达不到；西班牙语章节的“Precision@k > 0.8”在 *k* = 5 时要求 5 个位置全部相关，而这里只有 3 篇相关文档，不可能做到（西班牙语课程的“Precision@3 > 0.80”要求前 3 名全部相关）；
- **标注是否完整**：没人标注过的相关文档会被当作未命中；
- **截断位置 *k***：只有在 LLM 实际读取的那个 *k* 上，目标值才有意义；
- 你所在领域中**漏检的代价与噪声的代价**。

这些指标最适合用来**在相同的查询和标注上比较不同系统**；从别的数据集照搬来的阈值说明不了多少问题。
""",
        translates={"es": "b016c7459c51", "zh": "b016c7459c51"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** You raise *k* from 5 to 10. Which of Recall@k and Precision@k can go down?

<details><summary>Answer</summary>

Only precision. The top 10 contains the top 5, so recall can only stay or rise. Precision falls unless the five new documents are relevant at least as often as the first five were.
</details>

**2.** System A scores Recall@5 = 0.9 and Precision@5 = 0.3; system B scores 0.6 and 0.6. Which has the higher F1@5? Which would you pick for legal search?

<details><summary>Answer</summary>

F1@5 is 2 · 0.9 · 0.3 / 1.2 = 0.45 for A and 0.6 for B, so B wins on F1. For legal search, where missing a relevant precedent is far more expensive than a few extra pages to read, A's recall may matter more: F1 weighs both sides equally, which is a choice, not a law.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** Subes *k* de 5 a 10. ¿Cuál de las dos, Recall@k o Precision@k, puede bajar?

<details><summary>Respuesta</summary>

Solo la precisión. El top 10 contiene al top 5, así que el recall solo puede quedarse igual o subir. La precisión baja salvo que los cinco documentos nuevos sean relevantes al menos con la misma frecuencia que los cinco primeros.
</details>

**2.** El sistema A saca Recall@5 = 0,9 y Precision@5 = 0,3; el sistema B, 0,6 y 0,6. ¿Cuál tiene mayor F1@5? ¿Cuál elegirías para una búsqueda jurídica?

<details><summary>Respuesta</summary>

F1@5 vale 2 · 0,9 · 0,3 / 1,2 = 0,45 para A y 0,6 para B, así que B gana en F1. En una búsqueda jurídica, donde pasar por alto un precedente sale mucho más caro que leer unas páginas de más, el recall de A puede importar más: F1 da el mismo peso a los dos lados, y eso es una elección, no una ley.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 你把 *k* 从 5 提高到 10。Recall@k 和 Precision@k 中哪个可能下降？

<details><summary>答案</summary>

只有精确率。前 10 名包含前 5 名，所以召回率只会持平或上升。除非新增的 5 篇文档中相关文档的比例不低于前 5 篇，否则精确率会下降。
</details>

**2.** 系统 A 的 Recall@5 = 0.9、Precision@5 = 0.3；系统 B 分别是 0.6 和 0.6。哪个系统的 F1@5 更高？做法律检索你会选哪个？

<details><summary>答案</summary>

A 的 F1@5 = 2 · 0.9 · 0.3 / 1.2 = 0.45，B 的是 0.6，所以按 F1 是 B 胜出。但在法律检索中，漏掉一个相关判例的代价远高于多读几页材料，A 的高召回率可能更重要：F1 对两边一视同仁，这是一种选择，而不是定律。
</details>
""",
        translates={"es": "07d044fefcf8", "zh": "07d044fefcf8"},
    ),
    md(
        en=r"""
## Your turn: predict, then check

The next cell shuffles the capsule's ranking with `seed`. Before running the cell after it, write down Recall@k, Precision@k and F1@k of the shuffled ranking. The stored output may already show the answer: cover it, or first change `seed` (or `k`) in the parameters cell and rerun the notebook.
""",
        es=r"""
## Te toca: predice y comprueba

La celda siguiente baraja el ranking de la cápsula con `seed`. Antes de ejecutar la celda que viene después, apunta Recall@k, Precision@k y F1@k del ranking barajado. Puede que la salida guardada ya muestre la respuesta: tápala, o cambia primero `seed` (o `k`) en la celda de parámetros y vuelve a ejecutar el notebook.
""",
        zh=r"""
## 轮到你了：先预测，再验证

下一个单元格用 `seed` 打乱西班牙语课程的排序。在运行后面那个单元格之前，先写下打乱后排序的 Recall@k、Precision@k 和 F1@k。保存的输出里可能已经有答案：请先遮住它，或者先在参数单元格里修改 `seed`（或 `k`），再重新运行笔记本。
""",
        translates={"es": "2066037fb61d", "zh": "2066037fb61d"},
    ),
    msg(
        "ch01.shuffled",
        en="Shuffled with seed {seed}: {docs}",
        es="Ranking barajado con la semilla {seed}: {docs}",
        zh="用随机种子 {seed} 打乱后：{docs}", translates={"es": "597bce9653cc", "zh": "597bce9653cc"},
    ),
    code(r"""
import random

# The capsule's ranking in a random order (change seed in the parameters cell for another one)
shuffled = list(retrieved)
random.Random(seed).shuffle(shuffled)
print(t("ch01.shuffled", seed=seed, docs=shuffled))
"""),
    code(r"""
for key, measure in measures.items():
    print(f"{t(f'metric.{key}.symbol', k=k)} = {write_number(measure(shuffled, relevant, k=k), '.4f')}")
"""),
    md(
        en=r"""
## Summary

- **Recall@k** = relevant documents in the top *k* / all relevant documents, retrieved or not. It never falls as *k* grows.
- **Precision@k** = relevant documents in the top *k* / *k*, always *k*. As *k* grows it falls with each non-relevant document and rises with each relevant one (unless already 0, or 1); its ceiling *R*/*k* falls once *k* > *R*.
- **F1@k** is their harmonic mean and stays near the smaller one. Say how you average it: at *k* = 5, the mean of per-query F1 on the capsule's queries (0.5476) is not the F1 of the means (0.5517).
- The capsule's averages 0.722, 0.533 and 0.600 (at *k* = 5) are wrong; the right ones are 0.8889, 0.4 and 0.5476.
- Targets such as "Recall@5 > 0.85" are rules of thumb: the number of relevant documents per query caps every retriever.
- None of the three looks at order inside the top *k*. That is next.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/01_recall_precision_f1.ipynb), checked against `ragmetrics`. Then go on to [chapter 02, hit rate and MRR](02_hit_rate_mrr.ipynb).
""",
        es=r"""
## Resumen

- **Recall@k** = documentos relevantes en el top *k* / todos los documentos relevantes, recuperados o no. Nunca baja al crecer *k*.
- **Precision@k** = documentos relevantes en el top *k* / *k*, siempre *k*. Al crecer *k*, baja con cada documento no relevante y sube con cada relevante (salvo que ya valga 0 o 1); su techo, *R*/*k*, baja una vez que *k* > *R*.
- **F1@k** es su media armónica y se queda cerca de la menor. Di cómo la promedias: con *k* = 5, la media del F1 por consulta en las consultas de la cápsula (0,5476) no es el F1 de las medias (0,5517).
- Las medias de la cápsula (con *k* = 5), 0,722; 0,533 y 0,600, están mal; las correctas son 0,8889; 0,4 y 0,5476.
- Los objetivos del tipo «Recall@5 > 0,85» son reglas prácticas: el número de relevantes de cada consulta pone un techo a cualquier recuperador.
- Ninguna de las tres mira el orden dentro del top *k*. De eso trata el capítulo siguiente.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/01_recall_precision_f1.ipynb), que se comprueban con `ragmetrics`. Después sigue con [el capítulo 02, tasa de aciertos y MRR](02_hit_rate_mrr.ipynb).
""",
        zh=r"""
## 小结

- **Recall@k** = 前 *k* 名中的相关文档数 / 全部相关文档数（无论是否被检索到）。它永远不会随 *k* 增大而下降。
- **Precision@k** = 前 *k* 名中的相关文档数 / *k*，分母永远是 *k*。*k* 增大时，每进入一篇不相关文档它就下降，每进入一篇相关文档它就上升（已经是 0 时遇到不相关文档、已经是 1 时遇到相关文档，则保持不变）；它的上限 *R*/*k* 在 *k* > *R* 之后一路下降。
- **F1@k** 是两者的调和平均数，总是靠近较小的那个。要说明怎么平均：*k* = 5 时，西班牙语课程 3 个查询的各查询 F1 平均值（0.5476）不等于平均值的 F1（0.5517）。
- 西班牙语课程给出的平均值 0.722、0.533 和 0.600（*k* = 5）是错的；正确值是 0.8889、0.4 和 0.5476。
- “Recall@5 > 0.85”这类目标值只是经验法则：每个查询的相关文档数给任何检索器都设了上限。
- 这三个指标都不看前 *k* 名内部的顺序。这正是下一章的内容。

## 练习

请完成[本章的练习](../../exercises/zh/01_recall_precision_f1.ipynb)，答案会与 `ragmetrics` 的结果比对。然后继续阅读[第 2 章：命中率与 MRR](02_hit_rate_mrr.ipynb)。
""",
        translates={"es": "dd03bdd898bd", "zh": "dd03bdd898bd"},
    ),
    msg(
        "ch01.summary",
        en='Chapter 01, the query "Python installation", k = {k}:',
        es="Capítulo 01, la consulta «Python installation», k = {k}:",
        zh="第 1 章，查询“Python installation”，k = {k}：", translates={"es": "133d4fcbc222", "zh": "133d4fcbc222"},
    ),
    msg(
        "ch01.summary_means",
        en="Means over the capsule's {n} queries:",
        es="Medias sobre las {n} consultas de la cápsula:",
        zh="西班牙语课程 {n} 个查询的平均值：", translates={"es": "fe95d30e57db", "zh": "fe95d30e57db"},
    ),
    code(r"""
print(t("ch01.summary", k=k))
for key, measure in measures.items():
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {write_number(measure(retrieved, relevant, k=k), '.3f')}")
print(t("ch01.summary_means", n=len(test_cases)))
for key in measures:
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {write_number(means[names[key]], '.3f')}")
""", tags=["summary"]),
    md(
        en=r"""
## References

- The course's three source documents, introduced in [chapter 00](00_course_map.ipynb).
- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, the reference evaluation program of TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        es=r"""
## Referencias

- Las tres fuentes del curso, presentadas en el [capítulo 00](00_course_map.ipynb).
- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, el programa de evaluación de referencia de TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        zh=r"""
## 参考文献

- 本课程的三份参考资料，介绍见[第 0 章](00_course_map.ipynb)。
- Manning, C. D., Raghavan, P., Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>（中译本《信息检索导论》）
- trec_eval：TREC（美国 NIST）的参考评估程序，<https://github.com/usnistgov/trec_eval>
""",
        translates={"es": "15017aba42a4", "zh": "15017aba42a4"},
    ),
]
