"""Chapter 03 · nDCG@k: the source of notebooks/{en,es,zh}/03_ndcg.ipynb
and of the catalog keys ch03.* (course/ragmetrics_course/messages_chapter_03.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 03 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch03_part2 import CELLS as PART2

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "The capsule's exercise 2: binary relevance (each relevant document has grade 1)": (
        "El ejercicio 2 de la cápsula: relevancia binaria (cada documento relevante tiene grado 1)",
        "西班牙语课程的练习 2：二元相关性（每篇相关文档的等级都是 1）",
    ),
    "DCG by hand: 1 / log2(rank + 1) for each relevant document in the top k": (
        "DCG a mano: 1 / log2(posición + 1) por cada documento relevante del top k",
        "手算 DCG：前 k 名中每篇相关文档贡献 1 / log2(排名 + 1)",
    ),
    "IDCG by hand: the ideal ranking puts every relevant document first": (
        "IDCG a mano: el ranking ideal pone primero todos los documentos relevantes",
        "手算 IDCG：理想排序把所有相关文档放在最前面",
    ),
    "IDCG is the DCG of the ideal ranking: the relevant documents first": (
        "IDCG es el DCG del ranking ideal: los documentos relevantes primero",
        "IDCG 就是理想排序的 DCG：相关文档排在最前面",
    ),
    "The capsule's evaluator example: document 12 is relevant but was never retrieved": (
        "El ejemplo del evaluador de la cápsula: el documento 12 es relevante pero nunca se recuperó",
        "西班牙语课程评估器的例子：文档 12 是相关文档，但从未被检索到",
    ),
    "all an evaluator knows if it is only given the retrieved documents": (
        "todo lo que sabe un evaluador al que solo se le dan los documentos recuperados",
        "如果只把检索到的文档交给评估器，它所知道的就只有这些",
    ),
    "What the capsule printed (at its own k = 5): for this query, and as the mean of its three queries": (
        "Lo que imprimió la cápsula (con su k = 5): para esta consulta y como media de sus tres consultas",
        "西班牙语课程打印的数值（它用 k = 5）：这个查询的值，以及三个查询的平均值",
    ),
    "A lazy retriever: one safe document, and nothing else": (
        "Un recuperador perezoso: un documento seguro y nada más",
        "一个“偷懒”的检索器：只返回一篇稳妥的文档",
    ),
    "The Chinese article's example: doc id -> grade, and the ranking (999 and 888 are not judged: grade 0)": (
        "El ejemplo del artículo chino: id -> grado, y el ranking (999 y 888 no están juzgados: grado 0)",
        "中文面试文章的例子：文档 id -> 相关性等级，以及检索结果（999 和 888 未标注：等级为 0）",
    ),
    "the grade of each retrieved document, looked up in rank order (0 if unjudged)": (
        "el grado de cada documento recuperado, buscado en orden de posición (0 si no está juzgado)",
        "按排名顺序查出每篇检索到的文档的等级（未标注则为 0）",
    ),
    "every judged grade, highest first: the ideal ranking's grades": (
        "todos los grados juzgados, de mayor a menor: los grados del ranking ideal",
        "所有已标注的等级，从高到低排列：理想排序的等级",
    ),
    "nDCG@k by hand with linear gain: the gain is the grade itself": (
        "nDCG@k a mano con ganancia lineal: la ganancia es el propio grado",
        "用线性增益手算 nDCG@k：增益就是等级本身",
    ),
    "the ideal ranking: every judged document, highest grade first": (
        "el ranking ideal: todos los documentos juzgados, primero el de mayor grado",
        "理想排序：所有已标注的文档，等级最高的在前",
    ),
    "nDCG@k by hand with exponential gain: the gain is 2^grade - 1": (
        "nDCG@k a mano con ganancia exponencial: la ganancia es 2^grado - 1",
        "用指数增益手算 nDCG@k：增益为 2^等级 - 1",
    ),
    "The numbers in the chart, for readers who prefer a table": (
        "Los números del gráfico, para quien prefiera una tabla",
        "图中的数值，供喜欢看表格的读者参考",
    ),
    "The capsule's nDCG, rewritten: binary gain, and an IDCG over min(len(relevant), k) positions": (
        "El nDCG de la cápsula, reescrito: ganancia binaria y un IDCG sobre min(len(relevant), k) posiciones",
        "重写西班牙语课程的 nDCG：二元增益，IDCG 遍历 min(len(relevant), k) 个位置",
    ),
    "What the explorer shows when it opens": ("Lo que muestra el explorador al abrirse", "探索组件打开时显示的内容"),
    "What if the judges had given document 309 grade 3 instead of 1?": (
        "¿Y si los jueces le hubieran dado al documento 309 un grado 3 en vez de 1?",
        "如果标注人员给文档 309 的等级是 3 而不是 1，会怎样？",
    ),
    "What the playground shows when it opens": ("Lo que muestra el laboratorio de rankings al abrirse", "实验台打开时显示的内容"),
    "What the side-by-side view shows when it opens": (
        "Lo que muestra la vista comparada al abrirse",
        "并排对比组件打开时显示的内容",
    ),
    "The Chinese article's binary variant: the same three documents, each with grade 1": (
        "La variante binaria del artículo chino: los mismos tres documentos, cada uno con grado 1",
        "中文面试文章的二元版本：同样的三篇文档，等级都是 1",
    ),
}

CELLS = [
    md(
        en=r"""
# 03 · nDCG@k

Recall ignores the order inside the top *k*; reciprocal rank only looks at the first hit. **nDCG** (normalized discounted cumulative gain) looks at every position of the top *k*, gives lower positions less credit, and tells a highly relevant document from a marginal one. You will build it from two pieces, **gain** and **discount**, and compute it by hand and with `ragmetrics`: with binary relevance on the Spanish capsule's examples, then with grades 0–3 on the Chinese interview article's example. You will see why the **ideal ranking** must include every relevant document, even those never retrieved, and you will try three interactive widgets. [[time]]
""",
        es=r"""
# 03 · nDCG@k

El recall ignora el orden dentro del top *k*; el rango recíproco solo mira el primer acierto. El **nDCG** (ganancia acumulada descontada normalizada) mira todas las posiciones del top *k*, da menos peso a las posiciones más bajas y distingue un documento muy relevante de uno marginal. Lo construirás a partir de dos piezas, la **ganancia** y el **descuento**, y lo calcularás a mano y con `ragmetrics`: con relevancia binaria sobre los ejemplos de la cápsula y luego con grados de 0 a 3 sobre el ejemplo del artículo chino. Verás por qué el **ranking ideal** tiene que incluir todos los documentos relevantes, incluso los que nunca se recuperaron, y probarás tres widgets interactivos. [[time]]
""",
        zh=r"""
# 03 · nDCG@k

召回率不看前 *k* 名内部的顺序；倒数排名只看第一篇相关文档。**nDCG**（归一化折损累计增益）会看前 *k* 名的每一个位置，排得越靠后给的分越少，而且能区分高度相关和勉强相关的文档。

本章从**增益**和**折损**两个组成部分构建 nDCG，并分别用手算和 `ragmetrics` 计算它：先在西班牙语课程的例子上用二元相关性，再在中文面试文章的例子上用 0–3 的相关性等级。你会弄清为什么**理想排序**必须包含所有相关文档（包括从未被检索到的），还会动手试三个交互组件。[[time]]
""",
        translates={"es": "64e3a0f9659c", "zh": "64e3a0f9659c"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import ragmetrics as rm
from ragmetrics_course import check_parameters, set_language, setup_fonts, t
from ragmetrics_course.messages import write_number
from ragmetrics_course.values import Listed

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The idea in plain words

Every document in the top *k* earns some credit. How much depends on two things:

- its **gain**: how relevant it is. With binary judgments the gain is 1 or 0; with graded judgments it is the grade (or 2^grade − 1, see below);
- its **discount**: how far down it sits. Readers, and models, pay less attention lower down, so the credit at rank *i* is divided by log2(*i* + 1): full credit at rank 1, 63 % at rank 2, half at rank 3, 39 % at rank 5.

The sum of gain × discount over the top *k* is the **DCG**. On its own it is hard to read: a query with many relevant documents can score much higher than a query with one. So nDCG divides it by the DCG of the best possible ranking for that query, the **ideal DCG** (IDCG). The result runs from 0 to 1, and 1 means "this ranking could not be better".

Why the logarithm? It falls more gently than reciprocal rank's 1/*i* (rank 10 keeps 29 %, not 10 %), which suits a reader, or a generator, who goes through several results. Base 2 with *i* + 1, so that rank 1 is not discounted, is the form of trec_eval and most libraries; Järvelin and Kekäläinen, who introduced DCG (2000) and nDCG (2002), left the base as a parameter. Other measures, such as RBP and ERR, model the reader explicitly.
""",
        es=r"""
## La idea, en pocas palabras

Cada documento del top *k* aporta algo de puntuación. Cuánto aporta depende de dos cosas:

- su **ganancia**: lo relevante que es. Con juicios binarios la ganancia vale 1 o 0; con juicios graduados es el grado (o $2^{\text{grado}} - 1$, véase más abajo);
- su **descuento**: cuán abajo aparece. Los lectores (y los modelos) prestan menos atención a lo que aparece más abajo, así que lo que aporta en la posición *i* se divide entre log2(*i* + 1): la puntuación completa en la posición 1, el 63 % en la 2, la mitad en la 3, el 39 % en la 5.

La suma de ganancia × descuento en el top *k* es el **DCG**. Por sí solo cuesta interpretarlo: una consulta con muchos documentos relevantes puede puntuar mucho más que una con uno solo. Por eso el nDCG lo divide entre el DCG del mejor ranking posible para esa consulta, el **IDCG** (el DCG del ranking ideal). El resultado va de 0 a 1, y 1 significa «este ranking no podría ser mejor».

¿Por qué el logaritmo? Baja más despacio que el 1/*i* del rango recíproco (la posición 10 conserva el 29 %, no el 10 %), lo que encaja con un lector, o un LLM, que recorre varios resultados. La base 2 con *i* + 1, para que la posición 1 no se descuente, es la que usan trec_eval y la mayoría de las bibliotecas; Järvelin y Kekäläinen, que propusieron el DCG (2000) y el nDCG (2002), dejaron la base como parámetro. Otras medidas, como RBP y ERR, modelan al lector de forma explícita.
""",
        zh=r"""
## 直观理解

前 *k* 名中的每篇文档都能得到一些分数。得多少取决于两点：

- 它的**增益**：有多相关。二元标注下增益是 1 或 0；分级标注下增益就是相关性等级（或 2^等级 − 1，见下文）；
- 它的**折损**：排得有多靠后。用户和模型对靠后的内容关注更少，所以第 *i* 名的分数要除以 log2(*i* + 1)，于是第 1 名拿全分，第 2 名拿 63%，第 3 名拿一半，第 5 名拿 39%。

前 *k* 名中所有“增益 × 折损”之和就是 **DCG**。单看 DCG 很难判断好坏：相关文档多的查询可能比只有一篇相关文档的查询高得多。所以 nDCG 要除以该查询最佳排序的 DCG，即 **IDCG**（理想 DCG）。结果在 0 到 1 之间，1 表示“这个排序已经不能更好了”。

为什么用对数？它比倒数排名的 1/*i* 降得平缓（第 10 名仍保留 29%，而不是 10%），更符合会往下看好几个结果的用户（或 LLM）。以 2 为底、对 *i* + 1 取对数（这样第 1 名不打折扣），是 trec_eval 和大多数库采用的形式；提出 DCG（2000 年）和 nDCG（2002 年）的 Järvelin 和 Kekäläinen 把底数留作参数。另一些指标（如 RBP 和 ERR）则直接对用户的浏览行为建模。
""",
        translates={"es": "2f7c99d5e6a7", "zh": "2f7c99d5e6a7"},
    ),
    md(
        en=r"""
## The formulas

$$\text{DCG@}k = \sum_{i=1}^{k} \frac{\text{gain}(g_i)}{\log_2(i+1)},
\qquad
\text{gain}(g) = \begin{cases} g & \text{linear gain}\\ 2^{g}-1 & \text{exponential gain}\end{cases}$$

$$\text{nDCG@}k = \frac{\text{DCG@}k}{\text{IDCG@}k}$$

where $g_i$ is the grade of the document at rank $i$ (0 if it is not judged relevant) and IDCG@k is the DCG@k of the **ideal ranking**: every judged document of the query, highest grade first (nDCG is 0 when IDCG is 0). The base of the logarithm cancels out in the ratio. With binary grades the two gains agree, since 2¹ − 1 = 1.
""",
        es=r"""
## Las fórmulas

$$\text{DCG@}k = \sum_{i=1}^{k} \frac{\text{ganancia}(g_i)}{\log_2(i+1)},
\qquad
\text{ganancia}(g) = \begin{cases} g & \text{ganancia lineal}\\ 2^{g}-1 & \text{ganancia exponencial}\end{cases}$$

$$\text{nDCG@}k = \frac{\text{DCG@}k}{\text{IDCG@}k}$$

donde $g_i$ es el grado del documento en la posición $i$ (0 si no está juzgado como relevante) e IDCG@k es el DCG@k del **ranking ideal**: todos los documentos juzgados de la consulta, primero el de mayor grado (nDCG vale 0 cuando IDCG es 0). La base del logaritmo se cancela en el cociente. Con grados binarios las dos ganancias coinciden, porque 2¹ − 1 = 1.
""",
        zh=r"""
## 公式

$$\text{DCG@}k = \sum_{i=1}^{k} \frac{\text{增益}(g_i)}{\log_2(i+1)},
\qquad
\text{增益}(g) = \begin{cases} g & \text{线性增益}\\ 2^{g}-1 & \text{指数增益}\end{cases}$$

$$\text{nDCG@}k = \frac{\text{DCG@}k}{\text{IDCG@}k}$$

其中 $g_i$ 是第 $i$ 名文档的相关性等级（未被标注为相关则为 0），IDCG@k 是**理想排序**的 DCG@k：该查询所有已标注的文档按等级从高到低排列（IDCG 为 0 时 nDCG 记为 0）。对数的底在比值中会约掉。二元等级下两种增益相同，因为 2¹ − 1 = 1。
""",
        translates={"es": "ed820b09ca3c", "zh": "ed820b09ca3c"},
    ),
    md(
        en=r"""
## Binary relevance: the capsule's exercise 2

Retrieved `[1, 3, 5, 7, 9]`, relevant `[3, 7]`. The relevant documents sit at ranks 2 and 4, so at *k* = 5: DCG@5 = 1/log2(3) + 1/log2(5) ≈ 0.631 + 0.431 = 1.062. The ideal ranking puts both relevant documents first: IDCG@5 = 1/log2(2) + 1/log2(3) ≈ 1.631. nDCG@5 = 1.062 / 1.631 ≈ 0.6509.
""",
        es=r"""
## Relevancia binaria: el ejercicio 2 de la cápsula

Recuperados `[1, 3, 5, 7, 9]`, relevantes `[3, 7]`. Los documentos relevantes están en las posiciones 2 y 4, así que con *k* = 5: DCG@5 = 1/log2(3) + 1/log2(5) ≈ 0,631 + 0,431 = 1,062. El ranking ideal pone primero los dos relevantes: IDCG@5 = 1/log2(2) + 1/log2(3) ≈ 1,631. nDCG@5 = 1,062 / 1,631 ≈ 0,6509.
""",
        zh=r"""
## 二元相关性：西班牙语课程的练习 2

检索结果 `[1, 3, 5, 7, 9]`，相关文档 `[3, 7]`。相关文档排在第 2 名和第 4 名，所以 *k* = 5 时：DCG@5 = 1/log2(3) + 1/log2(5) ≈ 0.631 + 0.431 = 1.062。理想排序把两篇相关文档放在最前面：IDCG@5 = 1/log2(2) + 1/log2(3) ≈ 1.631。nDCG@5 = 1.062 / 1.631 ≈ 0.6509。
""",
        translates={"es": "f74e19e2e9af", "zh": "f74e19e2e9af"},
    ),
    code(r"""
import math

# The capsule's exercise 2: binary relevance (each relevant document has grade 1)
retrieved = [1, 3, 5, 7, 9]
relevant = [3, 7]

# DCG by hand: 1 / log2(rank + 1) for each relevant document in the top k
ranks = [rank for rank, doc in enumerate(retrieved[:k], start=1) if doc in relevant]
dcg_by_hand = sum(1 / math.log2(rank + 1) for rank in ranks)
# IDCG by hand: the ideal ranking puts every relevant document first
ideal_ranks = range(1, min(len(relevant), k) + 1)
idcg_by_hand = sum(1 / math.log2(rank + 1) for rank in ideal_ranks)
ndcg_by_hand = dcg_by_hand / idcg_by_hand

print(f"DCG@{k}  = " + (" + ".join(f"1/log2({rank + 1})" for rank in ranks) or "0") + f" = {write_number(dcg_by_hand, '.4f')}")
print(f"IDCG@{k} = " + " + ".join(f"1/log2({rank + 1})" for rank in ideal_ranks) + f" = {write_number(idcg_by_hand, '.4f')}")
print(f"{t('metric.ndcg.symbol', k=k)} = {write_number(dcg_by_hand, '.4f')} / {write_number(idcg_by_hand, '.4f')} = {write_number(ndcg_by_hand, '.4f')}")
"""),
    code(r"""
dcg = rm.dcg_at_k(retrieved, relevant, k=k)
idcg = rm.dcg_at_k(relevant, relevant, k=k)  # IDCG is the DCG of the ideal ranking: the relevant documents first
ndcg = rm.ndcg_at_k(retrieved, relevant, k=k)
print(f"rm.dcg_at_k(retrieved, relevant, k={k})  = {write_number(dcg, '.4f')}")
print(f"rm.dcg_at_k(relevant, relevant, k={k})   = {write_number(idcg, '.4f')}")
print(f"rm.ndcg_at_k(retrieved, relevant, k={k}) = {write_number(ndcg, '.4f')}")
assert math.isclose(dcg, dcg_by_hand) and math.isclose(idcg, idcg_by_hand) and math.isclose(ndcg, ndcg_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
The capsule's solution says `0.650`, but 1.062 / 1.631 is 0.651: it divided the already rounded 1.06 by 1.63. Round at the end, never in between.

## Every relevant document belongs in the ideal ranking

Now the capsule's evaluator example: retrieved `[1, 3, 5, 7, 9, 11, 13]`, relevant `[3, 7, 12]`. The top 5 is the same as above, so DCG@5 is still 1.062. But document 12 is relevant too, and a perfect retriever would have put it at rank 3. The ideal ranking therefore holds **three** relevant documents: IDCG@5 = 1 + 0.631 + 0.5 = 2.131, and nDCG@5 = 1.062 / 2.131 ≈ 0.4982. That is trec_eval's value, and also what the capsule's own code computes. Yet the capsule prints `ndcg@k: 0.756`, and `0.812` for the mean of its three queries (the right mean is 0.7038): neither figure comes from its code or from any usual variant of nDCG.

An evaluator that only sees the retrieved documents cannot know about document 12 and reports 0.6509; the next cell computes both versions.
""",
        es=r"""
La solución de la cápsula dice `0.650`, pero 1,062 / 1,631 da 0,651: dividió el 1,06 ya redondeado entre 1,63. Redondea al final, nunca por el camino.

## Todos los documentos relevantes van en el ranking ideal

Ahora, el ejemplo del evaluador de la cápsula: recuperados `[1, 3, 5, 7, 9, 11, 13]`, relevantes `[3, 7, 12]`. El top 5 es el mismo de antes, así que DCG@5 sigue valiendo 1,062. Pero el documento 12 también es relevante, y un recuperador perfecto lo habría puesto en la posición 3. El ranking ideal tiene por tanto **tres** documentos relevantes: IDCG@5 = 1 + 0,631 + 0,5 = 2,131, y nDCG@5 = 1,062 / 2,131 ≈ 0,4982. Es el valor de trec_eval, y también lo que calcula el propio código de la cápsula. Aun así, la cápsula imprime `ndcg@k: 0.756`, y `0.812` como media de sus tres consultas (la media correcta es 0,7038): ninguna de las dos cifras sale de su código ni de ninguna variante habitual del nDCG.

Un evaluador que solo ve los documentos recuperados no puede saber nada del documento 12 y da 0,6509; la celda siguiente calcula las dos versiones.
""",
        zh=r"""
西班牙语课程的答案写的是 `0.650`，但 1.062 / 1.631 等于 0.651：那个答案是用已经四舍五入的 1.06 除以 1.63 得出的。只在最后一步取整，中间不要取整。

## 理想排序必须包含所有相关文档

再看西班牙语课程评估器的例子：检索结果 `[1, 3, 5, 7, 9, 11, 13]`，相关文档 `[3, 7, 12]`。前 5 名和上面相同，所以 DCG@5 仍然是 1.062。但文档 12 也是相关文档，完美的检索器会把它排在第 3 名。因此理想排序包含**三篇**相关文档：IDCG@5 = 1 + 0.631 + 0.5 = 2.131，nDCG@5 = 1.062 / 2.131 ≈ 0.4982。这是 trec_eval 给出的值，也是该课程自己的代码算出来的值。然而该课程打印出来的却是 `ndcg@k: 0.756`，三个查询的平均值则打印成了 `0.812`（正确的平均值是 0.7038）。这两个数字既不是它的代码算出来的，也不是任何常见 nDCG 变体的结果。

只能看到检索结果的评估器无从知道文档 12 的存在，于是报告 0.6509；下一个单元格计算这两个版本。
""",
        translates={"es": "9a6ab2485810", "zh": "9a6ab2485810"},
    ),
    msg(
        "ch03.ideal_all",
        en="Ideal ranking from every relevant document {docs}:",
        es="Ranking ideal con todos los documentos relevantes {docs}:",
        zh="用全部相关文档 {docs} 构成理想排序：", translates={"es": "d94c96d7859a", "zh": "d94c96d7859a"},
    ),
    msg(
        "ch03.ideal_seen",
        en="Ideal ranking from the retrieved relevant documents only {docs}:",
        es="Ranking ideal solo con los relevantes recuperados {docs}:",
        zh="只用检索到的相关文档 {docs} 构成理想排序：", translates={"es": "a5bf48526638", "zh": "a5bf48526638"},
    ),
    msg("ch03.single_query", en="The query, nDCG@5:", es="La consulta, nDCG@5:", zh="这个查询的 nDCG@5：", translates={"es": "471cf11e5b96", "zh": "471cf11e5b96"}),
    msg(
        "ch03.batch_mean",
        en="Mean of the three queries, nDCG@5:",
        es="Media de las tres consultas, nDCG@5:",
        zh="三个查询的 nDCG@5 平均值：", translates={"es": "7dccbe12155a", "zh": "7dccbe12155a"},
    ),
    msg("ch03.per_query", en="per query: {values:.4f}", es="por consulta: {values:.4f}", zh="各查询：{values:.4f}", translates={"es": "d91173308a74", "zh": "d91173308a74"}),
    code(r"""
# The capsule's evaluator example: document 12 is relevant but was never retrieved
retrieved = [1, 3, 5, 7, 9, 11, 13]
relevant = [3, 7, 12]
seen = [doc for doc in relevant if doc in retrieved]  # all an evaluator knows if it is only given the retrieved documents
symbol = t("metric.ndcg.symbol", k=k)
print(f"{t('ch03.ideal_all', docs=relevant)}  {symbol} = {write_number(rm.ndcg_at_k(retrieved, relevant, k=k), '.4f')}")
print(f"{t('ch03.ideal_seen', docs=seen)}  {symbol} = {write_number(rm.ndcg_at_k(retrieved, seen, k=k), '.4f')}")

# What the capsule printed (at its own k = 5): for this query, and as the mean of its three queries
source_k = 5
batch = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]
single = rm.ndcg_at_k(retrieved, relevant, k=source_k)
mean = rm.RetrievalEvaluator(k=source_k).evaluate_many(batch)["nDCG@5"]
for label, printed, value in (("ch03.single_query", 0.756, single), ("ch03.batch_mean", 0.812, mean)):
    verdict = t("ch00.agrees") if round(value, 3) == printed else t("ch00.wrong")
    print(t(label))
    print(f"    {t('ch00.printed')} {write_number(printed, '.3f')}   ragmetrics {write_number(value, '.4f')}   {verdict}")
per_query = [rm.ndcg_at_k(case["retrieved"], case["relevant"], k=source_k) for case in batch]
print("    " + t("ch03.per_query", values=Listed(per_query)))
"""),
    md(
        en=r"""
The next cell rewrites the capsule's own algorithm: its IDCG runs over `min(len(relevant), k)` positions, so it counts document 12 and gives the right value.
""",
        es=r"""
La celda siguiente reescribe el propio algoritmo de la cápsula: su IDCG recorre `min(len(relevant), k)` posiciones, así que cuenta el documento 12 y da el valor correcto.
""",
        zh=r"""
下一个单元格用代码复现西班牙语课程自己的算法：它的 IDCG 遍历 `min(len(relevant), k)` 个位置，因而计入了文档 12，得出的是正确值。
""",
        translates={"es": "44e102a22d95", "zh": "44e102a22d95"},
    ),
    msg("ch03.capsule_code", en="The capsule's algorithm, run: {single:.4f} for the query, {mean:.4f} for the mean of its three queries",
        es="El algoritmo de la cápsula, ejecutado: {single:.4f} para la consulta y {mean:.4f} de media en sus tres consultas",
        zh="运行西班牙语课程的算法：这个查询为 {single:.4f}，三个查询的平均值为 {mean:.4f}", translates={"es": "cbaa60be14c5", "zh": "cbaa60be14c5"}),
    code(r"""
def capsule_ndcg(retrieved, relevant, k):
    # The capsule's nDCG, rewritten: binary gain, and an IDCG over min(len(relevant), k) positions
    dcg = sum(1 / math.log2(i + 2) for i, doc in enumerate(retrieved[:k]) if doc in set(relevant))
    idcg = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), k)))
    return dcg / idcg if idcg else 0.0


single_capsule = capsule_ndcg(retrieved, relevant, source_k)
mean_capsule = sum(capsule_ndcg(case["retrieved"], case["relevant"], source_k) for case in batch) / len(batch)
print(t("ch03.capsule_code", single=single_capsule, mean=mean_capsule))
assert math.isclose(single_capsule, single) and math.isclose(mean_capsule, mean)
"""),
    md(
        en=r"""
Why insist on the full ideal? Otherwise nDCG stops punishing a retriever for what it never finds. A lazy retriever that returns a single safe document, document 3, scores about 0.47 at *k* = 5 with the full ideal, and a perfect 1.0 with an ideal built from what it retrieved.
""",
        es=r"""
¿Por qué insistir en el ranking ideal completo? Si no, el nDCG deja de castigar a un recuperador por lo que nunca encuentra. Con *k* = 5, un recuperador perezoso que solo devuelve un documento seguro, el 3, saca cerca de 0,47 con el ideal completo, pero un 1,0 perfecto si el ideal se construye solo con lo que recuperó.
""",
        zh=r"""
为什么一定要用完整的理想排序？因为不这样做，nDCG 就不再惩罚检索器没找到的内容。一个“偷懒”的检索器只返回一篇稳妥的文档 3：用完整的理想排序，它在 *k* = 5 时大约得 0.47；用只由检索结果构成的理想排序，它竟然拿到满分 1.0。
""",
        translates={"es": "a3d411f5af15", "zh": "a3d411f5af15"},
    ),
    msg(
        "ch03.lazy",
        en="A lazy retriever returning only {docs}:",
        es="Un recuperador perezoso que solo devuelve {docs}:",
        zh="只返回 {docs} 的“偷懒”检索器：", translates={"es": "496822e1caf7", "zh": "496822e1caf7"},
    ),
    msg(
        "ch03.every_judged",
        en="every relevant document in the ideal",
        es="todos los relevantes en el ideal",
        zh="理想排序包含全部相关文档", translates={"es": "6c9e5f742e87", "zh": "6c9e5f742e87"},
    ),
    msg(
        "ch03.only_seen",
        en="only the retrieved ones in the ideal",
        es="solo los recuperados en el ideal",
        zh="理想排序只含检索到的相关文档", translates={"es": "ff4611765910", "zh": "ff4611765910"},
    ),
    code(r"""
# A lazy retriever: one safe document, and nothing else
lazy = [3]
print(t("ch03.lazy", docs=lazy))
print(f"  {symbol} = {write_number(rm.ndcg_at_k(lazy, relevant, k=k), '.4f')}   {t('formula.note', text=t('ch03.every_judged'))}")
print(f"  {symbol} = {write_number(rm.ndcg_at_k(lazy, [doc for doc in relevant if doc in lazy], k=k), '.4f')}   {t('formula.note', text=t('ch03.only_seen'))}")
"""),
    md(
        en=r"""
### Check your understanding

A colleague evaluates a retriever with scikit-learn's `ndcg_score`, passing for each query the true grades and the scores of the documents the retriever returned. Their nDCG@10 is much higher than yours with trec_eval on the same run (the same ranked lists for the same queries). Who is right?

<details><summary>Answer</summary>

trec_eval (and ragmetrics). `ndcg_score` only knows the documents it is given: relevant documents the retriever never returned are missing from its ideal ranking, so missing them costs nothing. To use it correctly, add every judged document that was not retrieved, with a score below all the others.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

Una compañera evalúa un recuperador con el `ndcg_score` de scikit-learn, pasándole para cada consulta los grados verdaderos y las puntuaciones de los documentos que devolvió el recuperador. Su nDCG@10 sale bastante más alto que el tuyo con trec_eval sobre el mismo run (las mismas listas ordenadas para las mismas consultas). ¿Quién tiene razón?

<details><summary>Respuesta</summary>

Tú: trec_eval (y ragmetrics) construye el ideal con todos los juicios. `ndcg_score` solo conoce los documentos que recibe: los relevantes que el recuperador nunca devolvió faltan en su ranking ideal, así que perderlos no cuesta nada. Para usarlo bien, añade todos los documentos juzgados que no se recuperaron, con una puntuación por debajo de todas las demás.
</details>
""",
        zh=r"""
### 检查一下你的理解

一位同事用 scikit-learn 的 `ndcg_score` 评估检索器：对每个查询，传入检索器返回的那些文档的真实等级和分数。她得到的 nDCG@10 比你在同一个 run（即同一批查询的同一组检索结果，第 4 章详述）上用 trec_eval 算出来的高不少。谁是对的？

<details><summary>答案</summary>

trec_eval（以及 ragmetrics）。`ndcg_score` 只知道传给它的文档：检索器从未返回的相关文档不在它的理想排序里，漏掉它们也就没有任何代价。要正确使用它，须把所有未被检索到的已标注文档也加进去，并给它们一个低于其他所有文档的分数。
</details>
""",
        translates={"es": "cb532f5cb073", "zh": "cb532f5cb073"},
    ),
    md(
        en=r"""
## Graded relevance: the Chinese article's example

Grades tell a document that answers the question completely from one that merely mentions the topic. The Chinese article grades three documents: 101 is highly relevant (3), 205 fairly relevant (2), 309 marginally relevant (1); everything else is 0. The retriever returns `[999, 205, 101, 888, 309]`.

Like the article, ragmetrics takes the judgments as a mapping `{doc_id: grade}` and the ranking as a list of ids (an unjudged id has grade 0), but in the other argument order: the article's `ndcg_at_k(ground_truth, retrieved_ids, k)`, `rm.ndcg_at_k(retrieved, relevant, k=k)`. In rank order the grades are `[0, 2, 3, 0, 1]`; the ideal ranking's are `[3, 2, 1]`.

With linear gain, at *k* = 5:

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1.262 + 1.5 + 0.387 = 3.149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1.262 + 0.5 = 4.762
- nDCG@5 = 3.149 / 4.762 ≈ **0.6612**

Recall, precision, hit rate, RR and AP ignore the grades: any grade above 0 counts as relevant. All three relevant documents were found, so Recall@5 = 1; nDCG is not 1 because they are not in the ideal order.
""",
        es=r"""
## Relevancia graduada: el ejemplo del artículo chino

Los grados distinguen un documento que responde por completo a la pregunta de otro que solo menciona el tema. El artículo chino da grados a tres documentos: el 101 es muy relevante (3), el 205 bastante relevante (2) y el 309 poco relevante (1); todo lo demás vale 0. El recuperador devuelve `[999, 205, 101, 888, 309]`.

Al igual que el artículo, ragmetrics recibe los juicios como un diccionario `{doc_id: grado}` y el ranking como una lista de ids (un id sin juicio tiene grado 0), pero con los argumentos en el otro orden: `ndcg_at_k(ground_truth, retrieved_ids, k)` en el artículo, `rm.ndcg_at_k(retrieved, relevant, k=k)` aquí. En orden de posición, los grados son `[0, 2, 3, 0, 1]`; los del ranking ideal, `[3, 2, 1]`.

Con ganancia lineal y *k* = 5:

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1,262 + 1,5 + 0,387 = 3,149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1,262 + 0,5 = 4,762
- nDCG@5 = 3,149 / 4,762 ≈ **0,6612**

El recall, la precisión, la tasa de aciertos, el RR y la AP no miran los grados: cualquier grado mayor que 0 cuenta como relevante. Se encontraron los tres documentos relevantes, así que Recall@5 = 1; el nDCG no vale 1 porque no están en el orden ideal.
""",
        zh=r"""
## 分级相关性：中文面试文章的例子

相关性等级能把完整回答了问题的文档和只是提到了相关话题的文档区分开。中文面试文章给三篇文档标了等级：101 高度相关（3），205 比较相关（2），309 弱相关（1）；其余文档都是 0。检索器返回 `[999, 205, 101, 888, 309]`。

和文章一样，ragmetrics 用字典 `{doc_id: 相关性等级}` 表示标注，用 id 列表表示排序（未标注的 id 等级为 0），只是参数顺序相反：文章是 `ndcg_at_k(ground_truth, retrieved_ids, k)`，这里是 `rm.ndcg_at_k(retrieved, relevant, k=k)`。按排名顺序查出的等级是 `[0, 2, 3, 0, 1]`；理想排序的等级是 `[3, 2, 1]`。

使用线性增益，*k* = 5 时：

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1.262 + 1.5 + 0.387 = 3.149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1.262 + 0.5 = 4.762
- nDCG@5 = 3.149 / 4.762 ≈ **0.6612**

召回率、精确率、命中率、倒数排名（RR）和平均精确率（AP）都不看等级，等级大于 0 就算相关。三篇相关文档都找到了，所以 Recall@5 = 1；nDCG 不是 1，是因为它们没有按理想顺序排列。
""",
        translates={"es": "daa1f80a1e93", "zh": "daa1f80a1e93"},
    ),
    msg(
        "ch03.looked_up",
        en="Grades in rank order: {grades}   ideal grades: {ideal}",
        es="Grados en orden de posición: {grades}   grados ideales: {ideal}",
        zh="按排名顺序的等级：{grades}   理想排序的等级：{ideal}", translates={"es": "8c6d1f450827", "zh": "8c6d1f450827"},
    ),
    code(r"""
# The Chinese article's example: doc id -> grade, and the ranking (999 and 888 are not judged: grade 0)
grades = {101: 3, 205: 2, 309: 1}
ranking = [999, 205, 101, 888, 309]

looked_up = [grades.get(doc, 0) for doc in ranking]  # the grade of each retrieved document, looked up in rank order (0 if unjudged)
ideal = sorted(grades.values(), reverse=True)  # every judged grade, highest first: the ideal ranking's grades
print(t("ch03.looked_up", grades=looked_up, ideal=ideal))

# nDCG@k by hand with linear gain: the gain is the grade itself
dcg_terms = [(grade, rank) for rank, grade in enumerate(looked_up[:k], start=1) if grade > 0]
idcg_terms = [(grade, rank) for rank, grade in enumerate(ideal[:k], start=1) if grade > 0]
dcg_by_hand = sum(grade / math.log2(rank + 1) for grade, rank in dcg_terms)
idcg_by_hand = sum(grade / math.log2(rank + 1) for grade, rank in idcg_terms)
print(f"DCG@{k}  = " + (" + ".join(f"{g}/log2({r + 1})" for g, r in dcg_terms) or "0") + f" = {write_number(dcg_by_hand, '.4f')}")
print(f"IDCG@{k} = " + " + ".join(f"{g}/log2({r + 1})" for g, r in idcg_terms) + f" = {write_number(idcg_by_hand, '.4f')}")
print(f"{t('metric.ndcg.symbol', k=k)} = {write_number(dcg_by_hand, '.4f')} / {write_number(idcg_by_hand, '.4f')} = {write_number(dcg_by_hand / idcg_by_hand, '.4f')}")
"""),
    msg(
        "ch03.idcg_of",
        en="IDCG@{k} = DCG@{k} of the ideal ranking {docs} = {value:.4f}",
        es="IDCG@{k} = DCG@{k} del ranking ideal {docs} = {value:.4f}",
        zh="IDCG@{k} = 理想排序 {docs} 的 DCG@{k} = {value:.4f}", translates={"es": "293502796850", "zh": "293502796850"},
    ),
    code(r"""
from ragmetrics.retrieval import grades_of, ideal_grades

ideal_ranking = sorted(grades, key=grades.get, reverse=True)  # the ideal ranking: every judged document, highest grade first
print(t("ch03.looked_up", grades=grades_of(ranking, grades).astype(int).tolist(), ideal=ideal_grades(grades).astype(int).tolist()))
print(t("ch03.idcg_of", k=k, docs=ideal_ranking, value=rm.dcg_at_k(ideal_ranking, grades, k=k)))
ndcg_linear = rm.ndcg_at_k(ranking, grades, k=k)
print(f"rm.ndcg_at_k(ranking, grades, k={k}) = {write_number(ndcg_linear, '.4f')}")
assert math.isclose(rm.dcg_at_k(ranking, grades, k=k), dcg_by_hand) and math.isclose(ndcg_linear, dcg_by_hand / idcg_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
### Exponential gain

The other common gain, from Burges et al. (2005) and used by many learning-to-rank libraries, is 2^grade − 1: grades 0, 1, 2, 3 are worth 0, 1, 3, 7. A grade-3 document is now worth seven grade-1 documents instead of three. At *k* = 5:

- DCG@5 = 3/log2(3) + 7/log2(4) + 1/log2(6) ≈ 1.893 + 3.5 + 0.387 = 5.780
- IDCG@5 = 7/log2(2) + 3/log2(3) + 1/log2(4) ≈ 7 + 1.893 + 0.5 = 9.393
- nDCG@5 = 5.780 / 9.393 ≈ **0.6153**

Lower than with linear gain, because the ranking's worst flaw, the grade-3 document at rank 3 instead of rank 1, now weighs more.
""",
        es=r"""
### Ganancia exponencial

La otra ganancia habitual, de Burges et al. (2005) y usada por muchas bibliotecas de *learning to rank*, es $2^{\text{grado}} - 1$: los grados 0, 1, 2 y 3 valen 0, 1, 3 y 7. Un documento de grado 3 vale ahora lo que siete de grado 1, en lugar de tres. Con *k* = 5:

- DCG@5 = 3/log2(3) + 7/log2(4) + 1/log2(6) ≈ 1,893 + 3,5 + 0,387 = 5,780
- IDCG@5 = 7/log2(2) + 3/log2(3) + 1/log2(4) ≈ 7 + 1,893 + 0,5 = 9,393
- nDCG@5 = 5,780 / 9,393 ≈ **0,6153**

Es menor que con ganancia lineal, porque el peor defecto del ranking, el documento de grado 3 en la posición 3 en lugar de la 1, pesa ahora más.
""",
        zh=r"""
### 指数增益

另一种常见的增益来自 Burges 等人（2005），被许多排序学习库采用：2^等级 − 1，等级 0、1、2、3 的增益分别是 0、1、3、7。一篇等级 3 的文档现在相当于七篇等级 1 的文档，而不是三篇。*k* = 5 时：

- DCG@5 = 3/log2(3) + 7/log2(4) + 1/log2(6) ≈ 1.893 + 3.5 + 0.387 = 5.780
- IDCG@5 = 7/log2(2) + 3/log2(3) + 1/log2(4) ≈ 7 + 1.893 + 0.5 = 9.393
- nDCG@5 = 5.780 / 9.393 ≈ **0.6153**

比线性增益时更低，因为这个排序最大的毛病（等级 3 的文档排在第 3 名而不是第 1 名）现在分量更重了。
""",
        translates={"es": "ad564a682d80", "zh": "ad564a682d80"},
    ),
    code(r"""
# nDCG@k by hand with exponential gain: the gain is 2^grade - 1
dcg_exp_by_hand = sum((2 ** grade - 1) / math.log2(rank + 1) for grade, rank in dcg_terms)
idcg_exp_by_hand = sum((2 ** grade - 1) / math.log2(rank + 1) for grade, rank in idcg_terms)
print(f"DCG@{k}  = " + (" + ".join(f"{2 ** g - 1}/log2({r + 1})" for g, r in dcg_terms) or "0") + f" = {write_number(dcg_exp_by_hand, '.4f')}")
print(f"IDCG@{k} = " + " + ".join(f"{2 ** g - 1}/log2({r + 1})" for g, r in idcg_terms) + f" = {write_number(idcg_exp_by_hand, '.4f')}")
print(f"{t('metric.ndcg.symbol', k=k)} = {write_number(dcg_exp_by_hand, '.4f')} / {write_number(idcg_exp_by_hand, '.4f')} = {write_number(dcg_exp_by_hand / idcg_exp_by_hand, '.4f')}")
"""),
    code(r"""
ndcg_exponential = rm.ndcg_at_k(ranking, grades, k=k, gain="exponential")
print(f'rm.ndcg_at_k(ranking, grades, k={k}, gain="exponential") = {write_number(ndcg_exponential, ".4f")}')
assert math.isclose(ndcg_exponential, dcg_exp_by_hand / idcg_exp_by_hand)
print(t("ch01.same"))
"""),
    *PART2,  # The picture ... (parts/ch03_part2.py)
]
