"""Chapter 03 · nDCG@k: the source of notebooks/{en,es,zh}/03_ndcg.ipynb
and of the catalog keys ch03.* (course/ragmetrics_course/messages_chapter_03.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 03 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters

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
    "What the playground shows when it opens": ("Lo que muestra el laboratorio al abrirse", "实验台打开时显示的内容"),
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

Recall ignores the order inside the top *k*; reciprocal rank only looks at the first hit. **nDCG** (normalized discounted cumulative gain) looks at every position of the top *k*, gives lower positions less credit, and tells a highly relevant document from a marginal one. In this chapter you will build it from two pieces, **gain** and **discount**. You will compute it by hand and with `ragmetrics`, first with binary relevance on the Spanish capsule's examples, then with grades 0–3 on the Chinese interview article's example (at *k* = 5: 0.6612 with linear gain, 0.6153 with exponential gain). You will see why the **ideal ranking** must include every relevant document, even those never retrieved: the capsule's 0.756 misses this, and scikit-learn's `ndcg_score` falls into the same trap if you pass it only the retrieved documents. Finally you will try three interactive widgets: the gain and discount explorer, the ranking playground and two rankings side by side. About 25 minutes.
""",
        es=r"""
# 03 · nDCG@k

El recall ignora el orden dentro del top *k*; el rango recíproco solo mira el primer acierto. **nDCG** (ganancia acumulada descontada normalizada) mira todas las posiciones del top *k*, da menos peso a las posiciones más bajas y distingue un documento muy relevante de uno marginal. En este capítulo la construirás a partir de dos piezas, la **ganancia** y el **descuento**. La calcularás a mano y con `ragmetrics`, primero con relevancia binaria sobre los ejemplos de la cápsula y luego con grados de 0 a 3 sobre el ejemplo del artículo chino (con *k* = 5: 0,6612 con ganancia lineal y 0,6153 con ganancia exponencial). Verás por qué el **ranking ideal** tiene que incluir todos los documentos relevantes, también los que nunca se recuperaron: el 0,756 de la cápsula falla justo en eso, y el `ndcg_score` de scikit-learn cae en la misma trampa si solo le pasas los documentos recuperados. Por último, probarás tres widgets interactivos: el explorador de ganancia y descuento, el laboratorio de rankings y dos rankings uno junto a otro. Unos 25 minutos.
""",
        zh=r"""
# 03 · nDCG@k

召回率不看前 *k* 名内部的顺序；倒数排名只看第一个命中。**nDCG**（归一化折损累计增益）会看前 *k* 名的每一个位置，排得越靠后给的分越少，而且能区分高度相关和勉强相关的文档。本章从**增益**和**折损**两个组成部分入手构建 nDCG。你会分别用手算和 `ragmetrics` 计算它：先在西班牙语课程的例子上用二元相关性，再在中文面试文章的例子上用 0–3 级相关性等级（*k* = 5 时，线性增益为 0.6612，指数增益为 0.6153）。你会弄清为什么**理想排序**必须包含所有相关文档，包括从未被检索到的：西班牙语课程的 0.756 就错在这里；若只传入检索结果，scikit-learn 的 `ndcg_score` 也会踩同样的坑。最后，你会用三个交互组件动手练习：增益与折损探索、排序实验台和两个排序的并排对比。大约需要 25 分钟。
""",
        translates={"es": "9c60992a7d36", "zh": "9c60992a7d36"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import ragmetrics as rm
from ragmetrics_course import set_language, setup_fonts, t

set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## The idea in plain words

Every document in the top *k* earns some credit. How much depends on two things:

- its **gain**: how relevant it is. With binary judgments the gain is 1 or 0; with graded judgments it is the grade (or 2^grade − 1, more on that below);
- its **discount**: how far down it sits. Readers, and models, pay less attention lower down, so the credit at rank *i* is divided by log2(*i* + 1): full credit at rank 1, 63 % at rank 2, half at rank 3, 39 % at rank 5.

The sum of gain × discount over the top *k* is the **DCG**. On its own it is hard to read: a query with many relevant documents can score much higher than a query with one. So nDCG divides it by the DCG of the best possible ranking for that query, the **ideal DCG** (IDCG). The result runs from 0 to 1, and 1 means "this ranking could not be better".

Why log2(*i* + 1) and not simply 1/*i*? Both say that lower positions are worth less; they differ in how fast. 1/*i* is the discount of reciprocal rank: rank 2 is worth half, rank 10 a tenth, so anything past the first few positions hardly counts. The logarithm falls more gently (rank 10 still gets 29 %), which suits a reader, or a generator, who goes through several results. Järvelin and Kekäläinen, who introduced DCG in 2000 (and nDCG in 2002), chose the logarithm for that reason and left its base as a parameter (it models how patient the reader is); base 2 with *i* + 1, so that rank 1 is not discounted, is the form trec_eval and most libraries use. It is a convention, not a law: other measures model the reader explicitly, such as RBP (rank-biased precision) and ERR (expected reciprocal rank), which assume the reader stops at each position with some probability.
""",
        es=r"""
## La idea, en pocas palabras

Cada documento del top *k* aporta algo de puntuación. Cuánto aporta depende de dos cosas:

- su **ganancia**: lo relevante que es. Con juicios binarios la ganancia vale 1 o 0; con juicios graduados es el grado (o 2^grado − 1, de eso hablamos más abajo);
- su **descuento**: lo abajo que aparece. Los lectores (y los modelos) prestan menos atención a lo que aparece más abajo, así que lo que aporta en la posición *i* se divide entre log2(*i* + 1): la puntuación completa en la posición 1, el 63 % en la 2, la mitad en la 3, el 39 % en la 5.

La suma de ganancia × descuento en el top *k* es el **DCG**. Por sí solo cuesta interpretarlo: una consulta con muchos documentos relevantes puede puntuar mucho más que una con uno solo. Por eso nDCG lo divide entre el DCG del mejor ranking posible para esa consulta, el **IDCG** (el DCG del ranking ideal). El resultado va de 0 a 1, y 1 significa «este ranking no podría ser mejor».

¿Por qué log2(*i* + 1) y no simplemente 1/*i*? Las dos dicen que las posiciones bajas valen menos; la diferencia está en la rapidez. 1/*i* es el descuento del rango recíproco: la posición 2 vale la mitad y la 10, una décima parte, así que casi nada cuenta después de las primeras posiciones. El logaritmo baja más despacio (la posición 10 conserva el 29 %), lo que encaja con un lector, o un LLM, que recorre varios resultados. Järvelin y Kekäläinen, que propusieron el DCG en 2000 (y el nDCG en 2002), eligieron el logaritmo por eso y dejaron su base como parámetro (representa la paciencia del lector); la base 2 con *i* + 1, para que la posición 1 no se descuente, es la forma que usan trec_eval y la mayoría de las bibliotecas. Es una convención, no una ley: otras medidas modelan al lector de forma explícita, como RBP (*rank-biased precision*) y ERR (*expected reciprocal rank*), que suponen que el lector se detiene en cada posición con cierta probabilidad.
""",
        zh=r"""
## 直观理解

前 *k* 名中的每篇文档都能得到一些分数。得多少取决于两点：

- 它的**增益**：有多相关。二元标注下增益是 1 或 0；分级标注下增益就是相关性等级（或 2^等级 − 1，后面再讲）；
- 它的**折损**：排得有多靠后。读者和模型对靠后的内容关注更少，所以第 *i* 名的分数要除以 log2(*i* + 1)：第 1 名拿全分，第 2 名拿 63%，第 3 名拿一半，第 5 名拿 39%。

前 *k* 名中所有“增益 × 折损”之和就是 **DCG**。单看 DCG 很难判断好坏：相关文档多的查询可能比只有一篇相关文档的查询高得多。所以 nDCG 要除以该查询最佳排序的 DCG，即 **IDCG**（理想 DCG）。结果在 0 到 1 之间，1 表示“这个排序已经不能更好了”。

为什么用 log2(*i* + 1)，而不是简单的 1/*i*？两者都让靠后的位置价值更低，区别在于降得多快。1/*i* 是倒数排名的折损：第 2 名只值一半，第 10 名只值十分之一，前几名之后的位置几乎不算数。对数下降得平缓得多（第 10 名仍保留 29%），更符合会往下看好几个结果的读者（或 LLM）。Järvelin 和 Kekäläinen 在 2000 年提出 DCG（2002 年又提出 nDCG）时正是出于这个考虑选择了对数，并把底数留作参数（代表读者的耐心）；以 2 为底、用 *i* + 1 使第 1 名不打折扣，是 trec_eval 和大多数库采用的形式。这是一种约定，而不是定律：另一些指标直接对读者行为建模，例如 RBP（rank-biased precision）和 ERR（expected reciprocal rank），它们假设读者在每个位置都以一定概率停下。
""",
        translates={"es": "3e07bd14b1e7", "zh": "3e07bd14b1e7"},
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

print(f"DCG@{k}  = " + (" + ".join(f"1/log2({rank + 1})" for rank in ranks) or "0") + f" = {dcg_by_hand:.4f}")
print(f"IDCG@{k} = " + " + ".join(f"1/log2({rank + 1})" for rank in ideal_ranks) + f" = {idcg_by_hand:.4f}")
print(f"{t('metric.ndcg.symbol', k=k)} = {dcg_by_hand:.4f} / {idcg_by_hand:.4f} = {ndcg_by_hand:.4f}")
"""),
    code(r"""
dcg = rm.dcg_at_k(retrieved, relevant, k=k)
idcg = rm.dcg_at_k(relevant, relevant, k=k)  # IDCG is the DCG of the ideal ranking: the relevant documents first
ndcg = rm.ndcg_at_k(retrieved, relevant, k=k)
print(f"rm.dcg_at_k(retrieved, relevant, k={k})  = {dcg:.4f}")
print(f"rm.dcg_at_k(relevant, relevant, k={k})   = {idcg:.4f}")
print(f"rm.ndcg_at_k(retrieved, relevant, k={k}) = {ndcg:.4f}")
assert math.isclose(dcg, dcg_by_hand) and math.isclose(idcg, idcg_by_hand) and math.isclose(ndcg, ndcg_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
The capsule's solution says `0.650`; its own `print(f"{ndcg:.3f}")` would show 0.651. It divided the already rounded 1.06 by 1.63. Harmless here, but it is the usual way small errors creep in: round at the end, never in between.

## Every relevant document belongs in the ideal ranking

Now the capsule's evaluator example: retrieved `[1, 3, 5, 7, 9, 11, 13]`, relevant `[3, 7, 12]`. The top 5 is the same as above, so DCG@5 is still 1.062. But document 12 is relevant too, and a perfect retriever would have put it at rank 3. The ideal ranking therefore holds **three** relevant documents: IDCG@5 = 1 + 0.631 + 0.5 = 2.131, and nDCG@5 = 1.062 / 2.131 ≈ 0.4982. That is trec_eval's value, and also what the capsule's own code computes (its IDCG loops over `min(len(relevant), k)` positions).

The capsule nevertheless prints `ndcg@k: 0.756`, and `0.812` for the mean of its three queries (the right mean is 0.7038). Neither figure comes from its code, nor from any usual variant of nDCG: they are simply wrong.

An evaluator that only sees the retrieved documents cannot know about document 12. It builds its ideal ranking from the relevant documents it was given, and reports 0.6509 for this query. That is what happens with scikit-learn's `ndcg_score`, which takes the true grades and the scores of the documents you pass it, and nothing else. The next cells compute both versions with ragmetrics: the right one, and the one restricted to what was retrieved.
""",
        es=r"""
La solución de la cápsula dice `0.650`; su propio `print(f"{ndcg:.3f}")` mostraría 0,651. Dividió el 1,06 ya redondeado entre 1,63. Aquí no tiene importancia, pero así es como se cuelan los pequeños errores: redondea al final, nunca por el camino.

## Todos los documentos relevantes van en el ranking ideal

Ahora, el ejemplo del evaluador de la cápsula: recuperados `[1, 3, 5, 7, 9, 11, 13]`, relevantes `[3, 7, 12]`. El top 5 es el mismo de antes, así que DCG@5 sigue valiendo 1,062. Pero el documento 12 también es relevante, y un recuperador perfecto lo habría puesto en la posición 3. El ranking ideal tiene por tanto **tres** documentos relevantes: IDCG@5 = 1 + 0,631 + 0,5 = 2,131, y nDCG@5 = 1,062 / 2,131 ≈ 0,4982. Es el valor de trec_eval, y también lo que calcula el propio código de la cápsula (su IDCG recorre `min(len(relevant), k)` posiciones).

Aun así, la cápsula imprime `ndcg@k: 0.756`, y `0.812` como media de sus tres consultas (la media correcta es 0,7038). Ninguna de las dos cifras sale de su código ni de ninguna variante habitual de nDCG: simplemente están mal.

Un evaluador que solo ve los documentos recuperados no puede saber nada del documento 12. Construye su ranking ideal con los relevantes que ve entre los recuperados y da 0,6509 para esta consulta. Es lo que pasa con el `ndcg_score` de scikit-learn, que recibe los grados verdaderos y las puntuaciones de los documentos que le pasas, y nada más. Las celdas siguientes calculan las dos versiones con ragmetrics: la correcta y la limitada a lo recuperado.
""",
        zh=r"""
西班牙语课程的答案写的是 `0.650`；而它自己的 `print(f"{ndcg:.3f}")` 会输出 0.651。原因是它用已经四舍五入的 1.06 去除以 1.63。在这里无伤大雅，但小误差往往就是这样混进来的：只在最后一步取整，中间不要取整。

## 理想排序必须包含所有相关文档

再看西班牙语课程评估器的例子：检索结果 `[1, 3, 5, 7, 9, 11, 13]`，相关文档 `[3, 7, 12]`。前 5 名和上面相同，所以 DCG@5 仍然是 1.062。但文档 12 也是相关文档，完美的检索器会把它排在第 3 名。因此理想排序包含**三篇**相关文档：IDCG@5 = 1 + 0.631 + 0.5 = 2.131，nDCG@5 = 1.062 / 2.131 ≈ 0.4982。这是 trec_eval 给出的值，也是该课程自己的代码算出来的值（它计算 IDCG 时遍历 `min(len(relevant), k)` 个位置）。

然而该课程印出来的却是 `ndcg@k: 0.756`，三个查询的平均值印成了 `0.812`（正确的平均值是 0.7038）。这两个数字既不是它的代码算出来的，也不是任何常见 nDCG 变体的结果：它们就是错的。

只能看到检索结果的评估器无从知道文档 12 的存在。它用拿到的相关文档构造理想排序，于是对这个查询报告 0.6509。scikit-learn 的 `ndcg_score` 就是这样：它只接收你传入的那些文档的真实等级和分数，别的一概不知。下面的单元格用 ragmetrics 计算两个版本：正确的版本，以及只限于检索结果的版本。
""",
        translates={"es": "3041880c339a", "zh": "3041880c339a"},
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
    msg("ch03.per_query", en="per query: {values}", es="por consulta: {values}", zh="各查询：{values}", translates={"es": "df03f0645a00", "zh": "df03f0645a00"}),
    code(r"""
# The capsule's evaluator example: document 12 is relevant but was never retrieved
retrieved = [1, 3, 5, 7, 9, 11, 13]
relevant = [3, 7, 12]
seen = [doc for doc in relevant if doc in retrieved]  # all an evaluator knows if it is only given the retrieved documents
symbol = t("metric.ndcg.symbol", k=k)
print(f"{t('ch03.ideal_all', docs=relevant)}  {symbol} = {rm.ndcg_at_k(retrieved, relevant, k=k):.4f}")
print(f"{t('ch03.ideal_seen', docs=seen)}  {symbol} = {rm.ndcg_at_k(retrieved, seen, k=k):.4f}")

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
    print(f"    {t('ch00.printed')} {printed}   ragmetrics {value:.4f}   {verdict}")
per_query = [rm.ndcg_at_k(case["retrieved"], case["relevant"], k=source_k) for case in batch]
print("    " + t("ch03.per_query", values=", ".join(f"{value:.4f}" for value in per_query)))
"""),
    md(
        en=r"""
The capsule's own algorithm gives the right value. The next cell writes it again in the course's words: binary gains, DCG over the top *k*, and an IDCG over `min(len(relevant), k)` positions, which counts document 12 even though it was never retrieved.
""",
        es=r"""
El propio algoritmo de la cápsula da el valor correcto. La celda siguiente lo reescribe con las palabras del curso: ganancias binarias, el DCG sobre el top *k* y un IDCG sobre `min(len(relevant), k)` posiciones, que cuenta el documento 12 aunque nunca se recuperó.
""",
        zh=r"""
西班牙语课程自己的算法给出的是正确值。下一个单元格用本课程的写法重写这个算法：二元增益，在前 *k* 名上计算 DCG，IDCG 遍历 `min(len(relevant), k)` 个位置，因此即使文档 12 从未被检索到，也会被计入。
""",
        translates={"es": "2d599a009103", "zh": "2d599a009103"},
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
Why insist on the full ideal? Because otherwise nDCG stops punishing a retriever for what it never finds. Take a lazy retriever that returns a single safe document, document 3, and nothing else. With the full ideal it scores about 0.47 at *k* = 5; with an ideal built from what it retrieved, it scores a perfect 1.0.
""",
        es=r"""
¿Por qué insistir en el ranking ideal completo? Porque, si no, nDCG deja de castigar a un recuperador por lo que nunca encuentra. Piensa en un recuperador perezoso que devuelve un único documento seguro, el 3, y nada más. Con el ideal completo saca cerca de 0,47 con *k* = 5; con un ideal construido a partir de lo que recuperó, saca un 1,0 perfecto.
""",
        zh=r"""
为什么一定要用完整的理想排序？因为不这样做，nDCG 就不再惩罚检索器没找到的内容。设想一个“偷懒”的检索器，只返回一篇稳妥的文档 3，别的什么都不返回。用完整的理想排序，它在 *k* = 5 时大约得 0.47；用只由检索结果构成的理想排序，它竟然拿到满分 1.0。
""",
        translates={"es": "f63d89bcab04", "zh": "f63d89bcab04"},
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
        zh="理想排序只含检索到的文档", translates={"es": "ff4611765910", "zh": "ff4611765910"},
    ),
    code(r"""
# A lazy retriever: one safe document, and nothing else
lazy = [3]
print(t("ch03.lazy", docs=lazy))
print(f"  {symbol} = {rm.ndcg_at_k(lazy, relevant, k=k):.4f}   {t('formula.note', text=t('ch03.every_judged'))}")
print(f"  {symbol} = {rm.ndcg_at_k(lazy, [doc for doc in relevant if doc in lazy], k=k):.4f}   {t('formula.note', text=t('ch03.only_seen'))}")
"""),
    md(
        en=r"""
### Check your understanding

A colleague evaluates a retriever with scikit-learn's `ndcg_score`, passing for each query the true grades and the scores of the documents the retriever returned. Their nDCG@10 is much higher than yours with trec_eval on the same run (the same ranked lists for the same queries). Who is right?

<details><summary>Answer</summary>

trec_eval (and ragmetrics). `ndcg_score` only knows the documents it is given, so relevant documents the retriever never returned are missing from its ideal ranking, and missing them costs nothing. To use it correctly you would have to add every judged document that was not retrieved, with a score below all the others.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

Una compañera evalúa un recuperador con el `ndcg_score` de scikit-learn, pasándole para cada consulta los grados verdaderos y las puntuaciones de los documentos que devolvió el recuperador. Su nDCG@10 sale bastante más alto que el tuyo con trec_eval sobre el mismo run (las mismas listas ordenadas para las mismas consultas). ¿Quién tiene razón?

<details><summary>Respuesta</summary>

trec_eval (y ragmetrics). `ndcg_score` solo conoce los documentos que recibe, así que los relevantes que el recuperador nunca devolvió faltan en su ranking ideal, y perderlos no cuesta nada. Para usarlo bien habría que añadir todos los documentos juzgados que no se recuperaron, con una puntuación por debajo de todas las demás.
</details>
""",
        zh=r"""
### 检查一下你的理解

一位同事用 scikit-learn 的 `ndcg_score` 评估检索器：对每个查询，传入检索器返回的那些文档的真实等级和分数。她得到的 nDCG@10 比你在同一个 run（相同查询的相同检索结果列表）上用 trec_eval 算出来的高不少。谁是对的？

<details><summary>答案</summary>

trec_eval（以及 ragmetrics）。`ndcg_score` 只知道传给它的文档，检索器从未返回的相关文档不在它的理想排序里，漏掉它们也就没有任何代价。要正确使用它，必须把所有未被检索到的已标注文档也加进去，并给它们一个低于其他所有文档的分数。
</details>
""",
        translates={"es": "3bc36417d278", "zh": "3bc36417d278"},
    ),
    md(
        en=r"""
## Graded relevance: the Chinese article's example

Binary judgments treat a document that answers the question completely and one that merely mentions the topic alike. Grades tell them apart. The Chinese article grades three documents: 101 is highly relevant (3), 205 fairly relevant (2), 309 marginally relevant (1); everything else is 0. The retriever returns `[999, 205, 101, 888, 309]`.

The article recommends a data layout that ragmetrics shares (mind the argument order: the article's `ndcg_at_k(ground_truth, retrieved_ids, k)` takes the judgments first, `rm.ndcg_at_k(retrieved, relevant, k=k)` the ranking first): the judgments as a mapping `{doc_id: grade}`, the retrieval result as a plain ranked list of ids, and an evaluation that looks each retrieved id up (an unjudged id has grade 0). Looked up in rank order the grades are `[0, 2, 3, 0, 1]`; the ideal ranking's grades are `[3, 2, 1]`.

With linear gain, at *k* = 5:

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1.262 + 1.5 + 0.387 = 3.149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1.262 + 0.5 = 4.762
- nDCG@5 = 3.149 / 4.762 ≈ **0.6612**

Recall, precision, hit rate, RR and AP ignore the grades: any grade above 0 counts as relevant. All three relevant documents were found, so Recall@5 = 1; nDCG is not 1 because they are not in the ideal order. As the article says, recall asks whether the right things were found, nDCG whether they are in a sensible order.
""",
        es=r"""
## Relevancia graduada: el ejemplo del artículo chino

Los juicios binarios tratan igual un documento que responde por completo a la pregunta y otro que solo menciona el tema. Los grados los distinguen. El artículo chino da grados a tres documentos: el 101 es muy relevante (3), el 205 bastante relevante (2) y el 309 poco relevante (1); todo lo demás vale 0. El recuperador devuelve `[999, 205, 101, 888, 309]`.

El artículo recomienda una organización de los datos que ragmetrics comparte (ojo con el orden de los argumentos: el `ndcg_at_k(ground_truth, retrieved_ids, k)` del artículo recibe primero los juicios; `rm.ndcg_at_k(retrieved, relevant, k=k)`, primero el ranking): los juicios como un diccionario `{doc_id: grado}`, el resultado de la recuperación como una simple lista ordenada de ids, y una evaluación que busca el grado de cada id recuperado (un id sin juicio tiene grado 0). En orden de posición, los grados son `[0, 2, 3, 0, 1]`; los del ranking ideal, `[3, 2, 1]`.

Con ganancia lineal y *k* = 5:

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1,262 + 1,5 + 0,387 = 3,149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1,262 + 0,5 = 4,762
- nDCG@5 = 3,149 / 4,762 ≈ **0,6612**

El recall, la precisión, la tasa de aciertos, el RR y la AP no miran los grados: cualquier grado mayor que 0 cuenta como relevante. Se encontraron los tres documentos relevantes, así que Recall@5 = 1; nDCG no vale 1 porque no están en el orden ideal. Como dice el artículo, el recall pregunta si se encontró lo correcto; nDCG, si está en un orden razonable.
""",
        zh=r"""
## 分级相关性：中文面试文章的例子

二元标注把完整回答了问题的文档和只是提到了相关话题的文档一视同仁，而相关性等级能把它们区分开。中文面试文章给三篇文档标了等级：101 高度相关（3），205 比较相关（2），309 弱相关（1）；其余文档都是 0。检索器返回 `[999, 205, 101, 888, 309]`。

文章推荐的数据组织方式与 ragmetrics 一致（注意参数顺序：文章的 `ndcg_at_k(ground_truth, retrieved_ids, k)` 先传标注，`rm.ndcg_at_k(retrieved, relevant, k=k)` 先传排序）：标注用字典 `{doc_id: 相关性等级}` 表示，检索结果就是一个按排名排好的 id 列表，评估时再逐个查出每个检索到的 id 的等级（未标注的 id 等级为 0）。按排名顺序查出的等级是 `[0, 2, 3, 0, 1]`；理想排序的等级是 `[3, 2, 1]`。

使用线性增益，*k* = 5 时：

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1.262 + 1.5 + 0.387 = 3.149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1.262 + 0.5 = 4.762
- nDCG@5 = 3.149 / 4.762 ≈ **0.6612**

召回率、精确率、命中率、RR 和 AP 都不看等级：等级大于 0 就算相关。三篇相关文档都找到了，所以 Recall@5 = 1；nDCG 不是 1，是因为它们没有按理想顺序排列。正如文章所说：召回率看的是有没有把正确的东西找回来，nDCG 看的是找回来的东西排序是否合理。
""",
        translates={"es": "79e8e5ce4eb2", "zh": "79e8e5ce4eb2"},
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
print(f"DCG@{k}  = " + (" + ".join(f"{g}/log2({r + 1})" for g, r in dcg_terms) or "0") + f" = {dcg_by_hand:.4f}")
print(f"IDCG@{k} = " + " + ".join(f"{g}/log2({r + 1})" for g, r in idcg_terms) + f" = {idcg_by_hand:.4f}")
print(f"{t('metric.ndcg.symbol', k=k)} = {dcg_by_hand:.4f} / {idcg_by_hand:.4f} = {dcg_by_hand / idcg_by_hand:.4f}")
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
print("grades_of:", grades_of(ranking, grades).tolist(), "  ideal_grades:", ideal_grades(grades).tolist())
print(t("ch03.idcg_of", k=k, docs=ideal_ranking, value=rm.dcg_at_k(ideal_ranking, grades, k=k)))
ndcg_linear = rm.ndcg_at_k(ranking, grades, k=k)
print(f"rm.ndcg_at_k(ranking, grades, k={k}) = {ndcg_linear:.4f}")
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

La otra ganancia habitual, de Burges et al. (2005) y usada por muchas bibliotecas de *learning to rank*, es 2^grado − 1: los grados 0, 1, 2 y 3 valen 0, 1, 3 y 7. Un documento de grado 3 vale ahora lo que siete de grado 1, en lugar de tres. Con *k* = 5:

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
print(f"DCG@{k}  = " + (" + ".join(f"{2 ** g - 1}/log2({r + 1})" for g, r in dcg_terms) or "0") + f" = {dcg_exp_by_hand:.4f}")
print(f"IDCG@{k} = " + " + ".join(f"{2 ** g - 1}/log2({r + 1})" for g, r in idcg_terms) + f" = {idcg_exp_by_hand:.4f}")
print(f"{t('metric.ndcg.symbol', k=k)} = {dcg_exp_by_hand:.4f} / {idcg_exp_by_hand:.4f} = {dcg_exp_by_hand / idcg_exp_by_hand:.4f}")
"""),
    code(r"""
ndcg_exponential = rm.ndcg_at_k(ranking, grades, k=k, gain="exponential")
print(f'rm.ndcg_at_k(ranking, grades, k={k}, gain="exponential") = {ndcg_exponential:.4f}')
assert math.isclose(ndcg_exponential, dcg_exp_by_hand / idcg_exp_by_hand)
print(t("ch01.same"))
"""),
    md(
        en=r"""
## The picture

For each position, the light bar is the document's gain, the dark bar inside it what is left after the discount, and the hatched bar beside it what the ideal ranking earns at that position. DCG is the sum of the dark bars, IDCG the sum of the hatched ones. Positions past *k* are shaded. Notice how the ideal ranking collects most of its credit at rank 1, exactly where this ranking has an unjudged document.
""",
        es=r"""
## La figura

En cada posición, la barra clara es la ganancia del documento; la barra oscura dentro de ella, lo que queda tras el descuento; y la barra rayada de al lado, lo que gana el ranking ideal en esa posición. El DCG es la suma de las barras oscuras, y el IDCG la de las rayadas. Las posiciones más allá de *k* aparecen sombreadas. Fíjate en que el ranking ideal consigue la mayor parte de su puntuación en la posición 1, justo donde este ranking tiene un documento sin juicio.
""",
        zh=r"""
## 图示

每个位置上，浅色柱是文档的增益，其中的深色柱是折损之后剩下的部分，旁边的斜线柱是理想排序在该位置得到的分数。DCG 是深色柱之和，IDCG 是斜线柱之和。*k* 之后的位置用灰色底纹标出。注意理想排序的大部分分数都来自第 1 名，而这个排序恰恰在第 1 名放了一篇未标注的文档。
""",
        translates={"es": "9c6c2475dc04", "zh": "9c6c2475dc04"},
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

With linear gain the grades are taken at face value: grade 3 is worth three times grade 1. Exponential gain says a great document is worth far more than a fair one, and rewards rankings that put the very best documents on top. Neither is right or wrong, but they give **different numbers for the same ranking** (0.661 and 0.615 here, at *k* = 5), so a report must say which one it uses: ragmetrics writes `nDCG@10` for linear and `nDCG(gain=exp)@10` for exponential; ranx calls the latter `ndcg_burges@10`. trec_eval uses linear gain.

The explorer below shows the two pieces separately: the discount of each position (left) and the gain of each grade (right). Pick a position and a grade to see what one document adds to DCG: a grade-3 document at position 3 adds 7/log2(4) = 3.5 with exponential gain and 3/log2(4) = 1.5 with linear gain.
""",
        es=r"""
## ¿Ganancia lineal o exponencial?

Con ganancia lineal los grados se toman al pie de la letra: el grado 3 vale tres veces el grado 1. La ganancia exponencial dice que un documento excelente vale mucho más que uno aceptable, y premia los rankings que ponen arriba los mejores documentos. Ninguna es correcta ni incorrecta, pero dan **números distintos para el mismo ranking** (aquí, con *k* = 5, 0,661 y 0,615), así que un informe debe decir cuál usa: ragmetrics escribe `nDCG@10` para la lineal y `nDCG(gain=exp)@10` para la exponencial; ranx llama a esta última `ndcg_burges@10`. trec_eval usa la ganancia lineal.

El explorador de abajo muestra las dos piezas por separado: el descuento de cada posición (izquierda) y la ganancia de cada grado (derecha). Elige una posición y un grado para ver lo que aporta un documento al DCG: un documento de grado 3 en la posición 3 aporta 7/log2(4) = 3,5 con ganancia exponencial y 3/log2(4) = 1,5 con ganancia lineal.
""",
        zh=r"""
## 线性增益还是指数增益？

线性增益按字面理解等级：等级 3 的价值是等级 1 的三倍。指数增益则认为一篇优秀文档的价值远高于一篇尚可的文档，更奖励把最好的文档放在最前面的排序。两者无所谓对错，但它们**对同一个排序给出不同的数字**（这里 *k* = 5 时分别是 0.661 和 0.615），所以报告中必须说明用的是哪一种：ragmetrics 用 `nDCG@10` 表示线性增益，用 `nDCG(gain=exp)@10` 表示指数增益；ranx 把后者叫作 `ndcg_burges@10`。trec_eval 使用线性增益。

下面的探索组件把两个组成部分分开展示：左边是每个位置的折损，右边是每个等级的增益。选一个位置和一个等级，就能看到一篇文档为 DCG 贡献多少：等级 3 的文档排在第 3 名时，指数增益下贡献 7/log2(4) = 3.5，线性增益下贡献 3/log2(4) = 1.5。
""",
        translates={"es": "194be4dcf019", "zh": "194be4dcf019"},
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
Raising a grade matters more with exponential gain. Suppose the judges had given document 309, at rank 5, grade 3 instead of 1. Its own contribution to DCG triples with linear gain (1 → 3) and is multiplied by seven with exponential gain (1 → 7), so DCG rises three times as much: (7 − 1) / (3 − 1) = 3. nDCG moves much less, because a better document also makes the ideal ranking better: the ideal now starts with two grade-3 documents.
""",
        es=r"""
Subir un grado importa más con ganancia exponencial. Supón que los jueces le hubieran dado al documento 309, en la posición 5, un grado 3 en lugar de 1 (con *k* = 5, para que quede dentro del top *k*). Su propia aportación al DCG se triplica con ganancia lineal (1 → 3) y se multiplica por siete con ganancia exponencial (1 → 7), así que el DCG sube tres veces más: (7 − 1) / (3 − 1) = 3. nDCG se mueve mucho menos, porque un documento mejor también mejora el ranking ideal: ahora empieza con dos documentos de grado 3.
""",
        zh=r"""
等级提高时，指数增益下的影响更大。假设标注人员给排在第 5 名的文档 309 的等级是 3 而不是 1。它自己对 DCG 的贡献，在线性增益下变为 3 倍（1 → 3），在指数增益下变为 7 倍（1 → 7），两者的增量分别是 3 − 1 = 2 和 7 − 1 = 6，所以 DCG 的增幅是线性增益时的 (7 − 1) / (3 − 1) = 3 倍。nDCG 的变化则小得多，因为更好的文档也让理想排序变得更好了：现在理想排序以两篇等级 3 的文档开头。
""",
        translates={"es": "a3bc630be294", "zh": "a3bc630be294"},
    ),
    msg(
        "ch03.regrade",
        en="{gain} gain: DCG@{k} {before:.3f} -> {after:.3f} (+{delta:.3f});  {symbol} {nbefore:.3f} -> {nafter:.3f}",
        es="ganancia {gain}: DCG@{k} {before:.3f} -> {after:.3f} (+{delta:.3f});  {symbol} {nbefore:.3f} -> {nafter:.3f}",
        zh="{gain}增益：DCG@{k} {before:.3f} → {after:.3f}（+{delta:.3f}）；{symbol} {nbefore:.3f} → {nafter:.3f}", translates={"es": "66d7a4d7c877", "zh": "66d7a4d7c877"},
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

The playground opens on the Chinese article's example. Every measure of the course is on the right, each with its formula filled in with the current numbers; the chart below is the picture above, live. Predict, then try:

1. Press **Ideal order**: nDCG becomes 1. Press **Reset to the example**.
2. Switch the gain to **exponential**: at *k* = 5, 0.661 becomes 0.615, while recall, precision, RR and AP (average precision, chapter 02) do not move: they ignore grades beyond "relevant or not".
3. Move document 101 (grade 3) to rank 1. How much does nDCG gain, and which bars change in the chart?
4. Set **k** to 3. Document 309, at rank 5, is now outside the top *k*, yet IDCG@3 still counts its grade: the ideal top 3 is 101, 205, 309. **A relevant document outside the top *k* lowers nDCG@k through the ideal.**
5. Press **Reset to the example**, then give document 999 grade 3. Why does nDCG jump so much?

<details><summary>Answer to step 5</summary>

With linear gain at *k* = 5, nDCG goes from 0.661 to 0.972. Document 999 sits at rank 1, where nothing is discounted: it adds its full 3 to DCG (3.149 → 6.149). The ideal ranking improves too, since it now starts with two grade-3 documents, but by less: IDCG goes from 4.762 to 6.324, because the new document takes rank 2 there and pushes the others down. Judging a document at the top matters most; and an unjudged document is not necessarily a bad one.
</details>

The cell after the playground prints the numbers it opens with.
""",
        es=r"""
## Pruébalo tú

El laboratorio se abre con el ejemplo del artículo chino. A la derecha están todas las medidas del curso, cada una con su fórmula rellenada con los números del momento; el gráfico de abajo es la figura de antes, actualizada en directo. Predice y luego prueba:

1. Pulsa **Ranking ideal**: nDCG pasa a 1. Pulsa **Volver al ejemplo**.
2. Cambia la ganancia a **exponencial**: con *k* = 5, 0,661 pasa a 0,615, mientras que el recall, la precisión, el RR y la AP (precisión promedio, capítulo 02) no se mueven: solo distinguen «relevante o no».
3. Sube el documento 101 (grado 3) a la posición 1. ¿Cuánto gana nDCG y qué barras cambian en el gráfico?
4. Pon **k** a 3. El documento 309, en la posición 5, queda fuera del top *k*, pero el IDCG@3 sigue contando su grado: el top 3 ideal es 101, 205, 309. **Un documento relevante fuera del top *k* baja nDCG@k a través del ranking ideal.**
5. Pulsa **Volver al ejemplo** y dale grado 3 al documento 999. ¿Por qué salta tanto nDCG?

<details><summary>Respuesta al paso 5</summary>

Con ganancia lineal y *k* = 5, nDCG pasa de 0,661 a 0,972. El documento 999 está en la posición 1, donde no hay descuento: suma sus 3 puntos enteros al DCG (3,149 → 6,149). El ranking ideal también mejora, porque ahora empieza con dos documentos de grado 3, pero menos: el IDCG pasa de 4,762 a 6,324, porque el nuevo documento ocupa allí la posición 2 y empuja a los demás hacia abajo. Juzgar un documento de arriba es lo que más pesa; y un documento sin juicio no es necesariamente malo.
</details>

La celda que sigue al laboratorio imprime las cifras con las que se abre.
""",
        zh=r"""
## 动手试一试

实验台打开时显示的是中文面试文章的例子。右侧列出了本课程的全部指标，每个都附有代入当前数值的公式；下方的图就是上面那张图，只不过是实时更新的。先预测，再动手：

1. 点击**理想排序**：nDCG 变为 1。再点击**恢复示例**。
2. 把增益切换为**指数**：*k* = 5 时，0.661 变为 0.615，而召回率、精确率、RR 和 AP（平均精确率，见第 02 章）都不变：它们只区分“相关或不相关”。
3. 把文档 101（等级 3）移到第 1 名。nDCG 提高了多少？图中哪些柱子变了？
4. 把 **k** 设为 3。排在第 5 名的文档 309 现在落在前 *k* 名之外，但 IDCG@3 仍然计入它的等级：理想排序的前 3 名是 101、205、309。**前 *k* 名之外的相关文档，会通过理想排序拉低 nDCG@k。**
5. 先点击**恢复示例**，再把文档 999 的等级设为 3。为什么 nDCG 跳得这么多？

<details><summary>第 5 步的答案</summary>

线性增益、*k* = 5 时，nDCG 从 0.661 升到 0.972。文档 999 排在第 1 名，那里没有折损：它把 3 分全部加进 DCG（3.149 → 6.149）。理想排序也变好了，因为它现在以两篇等级 3 的文档开头，但变化较小：IDCG 从 4.762 升到 6.324，因为新文档在理想排序中占据第 2 名，把其余文档往后推。排在最前面的文档，标注与否影响最大；而未标注的文档不一定就是差的文档。
</details>

实验台后面的单元格会打印它打开时显示的数值。
""",
        translates={"es": "5419e97fef71", "zh": "5419e97fef71"},
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

Ranking A is the article's; ranking B holds the same five documents in the ideal order. Which measures tie, and which tell them apart? Recall, precision, F1 and hit rate cannot see the difference; RR, nDCG and AP (average precision, chapter 02) can. Change *k* and the gain to see when the verdict changes.
""",
        es=r"""
## El mismo recall, distinto nDCG

El ranking A es el del artículo; el B contiene los mismos cinco documentos en el orden ideal. ¿Qué medidas empatan y cuáles las distinguen? El recall, la precisión, F1 y la tasa de aciertos no ven la diferencia; el RR, nDCG y la AP (precisión promedio, capítulo 02) sí. Cambia *k* y la ganancia para ver cuándo cambia el veredicto.
""",
        zh=r"""
## 召回率相同，nDCG 不同

排序 A 是文章中的排序；排序 B 包含同样的五篇文档，但按理想顺序排列。哪些指标相同，哪些能区分两者？召回率、精确率、F1 和命中率看不出差别；RR、nDCG 和 AP（平均精确率，见第 02 章）能看出来。改变 *k* 和增益方式，看看结论什么时候会变。
""",
        translates={"es": "d5d998fa84b4", "zh": "d5d998fa84b4"},
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
The Chinese article ends its example with a remark worth checking: with binary judgments (every relevant document grade 1) nDCG still works. The same ranking then has grades `[0, 1, 1, 0, 1]`, and since every relevant document is worth the same, only their positions matter. At *k* = 5 binary nDCG comes out higher (0.7123) than graded nDCG with linear gain (0.6612): the ranking's main flaw, the grade-3 document below the grade-2 one, costs nothing once all grades are 1; only the non-relevant document at rank 1 still costs.
""",
        es=r"""
El artículo chino cierra su ejemplo con una observación que vale la pena comprobar: con juicios binarios (todos los relevantes con grado 1) nDCG sigue funcionando. El mismo ranking tiene entonces los grados `[0, 1, 1, 0, 1]` y, como todos los relevantes valen lo mismo, solo importan sus posiciones. Con *k* = 5, el nDCG binario sale más alto (0,7123) que el graduado con ganancia lineal (0,6612): el principal defecto del ranking, el documento de grado 3 por debajo del de grado 2, no cuesta nada cuando todos los grados valen 1; solo sigue costando el documento no relevante de la posición 1.
""",
        zh=r"""
中文面试文章在例子的最后提到一点，值得验证一下：如果只有二元标注（每篇相关文档的等级都是 1），nDCG 依然适用。此时同一个排序的等级是 `[0, 1, 1, 0, 1]`，由于每篇相关文档的价值相同，起作用的只有它们的位置。*k* = 5 时，二元 nDCG（0.7123）比线性增益下的分级 nDCG（0.6612）更高：这个排序最大的毛病是把等级 3 的文档排在等级 2 的文档之后，而所有等级都是 1 时，这一点不再扣分；仍然扣分的只有第 1 名那篇不相关的文档。
""",
        translates={"es": "4a832f5a57e1", "zh": "4a832f5a57e1"},
    ),
    msg("ch03.gain_label", en="{gain} gain", es="ganancia {gain}", zh="{gain}增益", translates={"es": "1f357a5df73d", "zh": "1f357a5df73d"}),
    code(r"""
# The Chinese article's binary variant: the same three documents, each with grade 1
binary = dict.fromkeys(grades, 1)
print(grades_of(ranking, binary).tolist())
for gain in ("linear", "exponential"):
    print(f"{t('metric.ndcg.symbol', k=k)} = {rm.ndcg_at_k(ranking, binary, k=k, gain=gain):.4f}   {t('formula.note', text=t('ch03.gain_label', gain=t(f'gain.{gain}')))}")
"""),
    md(
        en=r"""
## What a value means

- **nDCG@5 = 0.661**: this ranking collects 66 % of the discounted gain the best possible ranking would collect in its top 5. It is not a share of documents found (recall is 1 here) and not a probability.
- It is **normalized per query**, so queries with one relevant document and queries with twenty weigh the same in a mean.
- It depends on choices you must state: the **gain** (0.661 or 0.615 for the same ranking), the **grade scale**, and ***k***, which cuts both the ranking and the ideal (trec_eval's `ndcg_cut_k`; its plain `ndcg` uses the whole ranking and the whole ideal).
- It depends on the **judgments**: unjudged documents count as grade 0, and relevant documents that were never retrieved lower it through the ideal. That is intended.
- A query without relevant documents has IDCG = 0; trec_eval and ragmetrics give it 0 (chapter 06 shows how other tools treat such queries).
""",
        es=r"""
## Qué significa un valor

- **nDCG@5 = 0,661**: este ranking recoge el 66 % de la ganancia descontada que recogería en su top 5 el mejor ranking posible. No es una proporción de documentos encontrados (aquí el recall vale 1) ni una probabilidad.
- Está **normalizada por consulta**, así que una consulta con un documento relevante y otra con veinte pesan lo mismo en una media.
- Depende de decisiones que debes indicar: la **ganancia** (0,661 o 0,615 para el mismo ranking), la **escala de grados** y ***k***, que corta tanto el ranking como el ideal (el `ndcg_cut_k` de trec_eval; su `ndcg` a secas usa el ranking entero y el ideal entero).
- Depende de los **juicios**: los documentos sin juicio cuentan como grado 0, y los relevantes que nunca se recuperaron la bajan a través del ranking ideal. Es intencionado.
- Una consulta sin documentos relevantes tiene IDCG = 0; trec_eval y ragmetrics le dan 0 (el capítulo 06 muestra cómo tratan esas consultas otras herramientas).
""",
        zh=r"""
## 数值意味着什么

- **nDCG@5 = 0.661**：这个排序在前 5 名中拿到了最佳排序所能拿到的折损后增益的 66%。它不是找回文档的比例（这里召回率是 1），也不是概率。
- 它**按查询归一化**，所以在求平均时，只有一篇相关文档的查询和有二十篇相关文档的查询权重相同。
- 它取决于一些必须说明的选择：**增益方式**（同一个排序是 0.661 还是 0.615）、**等级体系**，以及同时截断排序和理想排序的 ***k***（trec_eval 的 `ndcg_cut_k`；它不带截断的 `ndcg` 使用整个排序和整个理想排序）。
- 它取决于**标注**：未标注的文档按等级 0 计算，从未被检索到的相关文档会通过理想排序拉低它。这是有意为之。
- 没有相关文档的查询 IDCG = 0；trec_eval 和 ragmetrics 都记为 0（其他工具如何处理这类查询，见第 06 章）。
""",
        translates={"es": "b0ee451443e5", "zh": "b0ee451443e5"},
    ),
    md(
        en=r"""
## When to use it, and the usual targets

- When the **order inside the top *k*** matters and more than one document matters: evaluating a reranker (a second model that reorders the retriever's candidates), or a RAG pipeline whose generator gives earlier passages more weight.
- When you have **graded judgments**: among this course's measures, nDCG is the one that uses the grades themselves.
- When you want **one number for the whole ranking**: as the Chinese article puts it, recall and hit rate ask whether something was found, MRR where the first relevant result is, and nDCG how good the whole list is.

The capsule reads nDCG@5 = 1.0 as a perfect ranking, 0.65 as acceptable and below 0.3 as bad, and targets nDCG@5 > 0.85. These are **rules of thumb**. They depend on the gain (at *k* = 5 the same ranking scores 0.661 or 0.615), on the grade scale, on how complete the judgments are, and on how many relevant documents lie beyond *k*. And a high nDCG@5 with a low Recall@20 is still a retriever that misses things. Compare systems on the same queries and judgments, and report nDCG next to recall.
""",
        es=r"""
## Cuándo usarla y los objetivos habituales

- Cuando importa el **orden dentro del top *k*** y más de un documento cuenta: para evaluar un reranker (un segundo modelo que reordena los candidatos del recuperador), o un RAG cuyo LLM da más peso a los primeros fragmentos.
- Cuando tienes **juicios graduados**: entre las medidas de este curso, nDCG es la que usa los grados tal cual.
- Cuando quieres **un solo número para todo el ranking**: como dice el artículo chino, el recall y la tasa de aciertos preguntan si se encontró algo; el MRR, dónde está el primer resultado relevante; y nDCG, lo buena que es la lista entera.

La cápsula interpreta nDCG@5 = 1,0 como un ranking perfecto, 0,65 como aceptable y menos de 0,3 como malo, y fija como objetivo nDCG@5 > 0,85. Son **reglas prácticas**. Dependen de la ganancia (con *k* = 5, el mismo ranking saca 0,661 o 0,615), de la escala de grados, de lo completos que sean los juicios y de cuántos documentos relevantes quedan más allá de *k*. Y un nDCG@5 alto con un Recall@20 bajo sigue siendo un recuperador que se deja cosas. Compara sistemas sobre las mismas consultas y los mismos juicios, e informa de nDCG junto al recall.
""",
        zh=r"""
## 什么时候用，以及常见的目标值

- **前 *k* 名内部的顺序**很重要、而且不止一篇文档有用的时候：评估 reranker（对检索器返回的候选结果重新排序的第二个模型），或者评估 LLM 更看重靠前片段的 RAG 流程。
- 有**分级标注**的时候：在本课程的指标中，只有 nDCG 直接使用相关性等级本身。
- 想用**一个数字概括整个排序**的时候：正如中文面试文章所说，召回率和命中率关注有没有召回，MRR 关注第一个相关结果排得多靠前，nDCG 关注整个排序列表的质量。

西班牙语课程把 nDCG@5 = 1.0 解读为完美排序，0.65 为可以接受，低于 0.3 为差，并以 nDCG@5 > 0.85 为目标。这些都是**经验法则**。它们取决于增益方式（*k* = 5 时，同一个排序可能是 0.661，也可能是 0.615）、等级体系、标注是否完整，以及有多少相关文档落在 *k* 之后。而且 nDCG@5 很高、Recall@20 却很低的检索器，仍然是在漏检。请在相同的查询和标注上比较系统，并把 nDCG 和召回率一起报告。
""",
        translates={"es": "f13fced6bd2c", "zh": "f13fced6bd2c"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** An interviewer asks: what is the difference between MRR and nDCG?

<details><summary>Answer</summary>

MRR only looks at the rank of the first relevant document; everything after it is ignored, and a document is either relevant or not. nDCG looks at every position of the top *k*, discounts lower positions, and can weigh documents by their relevance grade. MRR asks "when does the first right answer appear?", nDCG "is the whole ranking in a sensible order?".
</details>

**2.** Rankings A and B contain the same relevant documents in their top 5. Why can their nDCG@5 differ while their Recall@5 is equal?

<details><summary>Answer</summary>

Recall only counts which relevant documents are in the top 5. nDCG multiplies each document's gain by the discount of its position, so the same documents in a different order give a different DCG, while IDCG, which depends only on the judgments, stays the same.
</details>

**3.** Can nDCG be greater than 1?

<details><summary>Answer</summary>

Not for a valid ranking: no ranking can collect more discounted gain than the ideal one. It happens when a document is counted twice, for instance a ranking `[101, 101, 101]` with the Chinese article's judgments: an implementation that does not reject duplicates would return about 1.34. trec_eval refuses runs with duplicate documents, and so does ragmetrics (a `ValueError` that names the repeated document). Chapter 06 has more of these traps.
</details>

**4.** Your ranking finds every relevant document, and nDCG@10 is 0.6. What does that tell you, and what would you look at next?

<details><summary>Answer</summary>

Recall is fine, order is not: the best documents are not near the top. Look at where the highest-grade documents sit; a reranker is the usual fix. Check the gain too: with exponential gain, a single grade-3 document low in the list costs a lot.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** En una entrevista te preguntan: ¿qué diferencia hay entre MRR y nDCG?

<details><summary>Respuesta</summary>

El MRR solo mira la posición del primer documento relevante; todo lo que viene después se ignora, y un documento es relevante o no lo es. nDCG mira todas las posiciones del top *k*, descuenta las más bajas y puede ponderar cada documento por su grado de relevancia. El MRR pregunta «¿cuándo aparece la primera respuesta correcta?»; nDCG, «¿está todo el ranking en un orden razonable?».
</details>

**2.** Los rankings A y B contienen los mismos documentos relevantes en su top 5. ¿Por qué puede diferir su nDCG@5 si su Recall@5 es igual?

<details><summary>Respuesta</summary>

El recall solo cuenta qué documentos relevantes hay en el top 5. nDCG multiplica la ganancia de cada documento por el descuento de su posición, así que los mismos documentos en otro orden dan otro DCG, mientras que el IDCG, que solo depende de los juicios, no cambia.
</details>

**3.** ¿Puede nDCG valer más de 1?

<details><summary>Respuesta</summary>

En un ranking válido, no: ningún ranking puede reunir más ganancia descontada que el ideal. Ocurre cuando un documento se cuenta dos veces, por ejemplo un ranking `[101, 101, 101]` con los juicios del artículo chino: una implementación que no rechace duplicados devolvería ≈1,34. trec_eval rechaza los runs (las listas que devuelve un sistema) con documentos duplicados, y ragmetrics también (un `ValueError` que nombra el documento repetido). El capítulo 06 trae más trampas de este tipo.
</details>

**4.** Tu ranking encuentra todos los documentos relevantes y nDCG@10 vale 0,6. ¿Qué te dice eso y qué mirarías después?

<details><summary>Respuesta</summary>

El recall está bien; el orden, no: los mejores documentos no están en los primeros puestos. Mira dónde quedan los documentos de grado más alto; un reranker es el arreglo habitual. Comprueba también la ganancia: con ganancia exponencial, un solo documento de grado 3 muy abajo cuesta mucho.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 面试官问：MRR 和 nDCG 有什么区别？

<details><summary>答案</summary>

MRR 只看第一篇相关文档的排名，之后的内容一概忽略，而且文档只分相关和不相关。nDCG 会看前 *k* 名的每个位置，对靠后的位置打折扣，还能按相关性等级给文档加权。MRR 关注“第一个正确结果什么时候出现”，nDCG 关注“整体排序是否合理”。
</details>

**2.** 排序 A 和排序 B 的前 5 名包含同样的相关文档。为什么它们的 Recall@5 相同，nDCG@5 却可能不同？

<details><summary>答案</summary>

召回率只统计前 5 名里有哪些相关文档。nDCG 用每篇文档的增益乘以其位置的折损，所以同样的文档换个顺序，DCG 就不同；而只取决于标注的 IDCG 保持不变。
</details>

**3.** nDCG 可能大于 1 吗？

<details><summary>答案</summary>

对于合法的排序不可能：任何排序拿到的折损后增益都不会超过理想排序。只有当同一篇文档被计算了两次时才会出现，例如按中文面试文章的标注评估排序 `[101, 101, 101]`：不拒绝重复文档的实现会返回约 1.34。trec_eval 拒绝含有重复文档的 run，ragmetrics 也会拒绝（抛出指明重复文档的 `ValueError`）。第 06 章还有更多这类陷阱。
</details>

**4.** 你的排序找回了所有相关文档，nDCG@10 却只有 0.6。这说明了什么？接下来该看什么？

<details><summary>答案</summary>

召回没有问题，排序有问题：最好的文档没有排在前面。看看等级最高的文档排在哪里；常见的解决办法是加一个 reranker。也要确认增益方式：在指数增益下，只要有一篇等级 3 的文档排得很靠后，代价就很大。
</details>
""",
        translates={"es": "673e7b856c18", "zh": "673e7b856c18"},
    ),
    md(
        en=r"""
## Summary

- **DCG@k** adds up gain × discount over the top *k*, with discount 1/log2(rank + 1); **nDCG@k** divides it by the DCG@k of the ideal ranking.
- The **ideal ranking uses every judged relevant document**, retrieved or not. Otherwise a retriever that misses documents is not punished (the lazy retriever scores 1.0). The capsule's `ndcg@k: 0.756` is wrong: the right value is 0.4982, and its mean 0.812 should be 0.7038. scikit-learn's `ndcg_score` only sees the documents you pass it.
- **Graded relevance**: at *k* = 5 the Chinese article's example scores 0.6612 with **linear gain** (the grade) and 0.6153 with **exponential gain** (2^grade − 1). Say which gain you use.
- Same recall, different nDCG: nDCG sees order, recall does not. Report both.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/03_ndcg.ipynb). Then go on to [chapter 04, evaluating a retriever](04_evaluating_a_retriever.ipynb), where these measures run over many queries at once.
""",
        es=r"""
## Resumen

- **DCG@k** suma ganancia × descuento en el top *k*, con descuento 1/log2(posición + 1); **nDCG@k** lo divide entre el DCG@k del ranking ideal.
- El **ranking ideal usa todos los documentos juzgados relevantes**, recuperados o no. Si no, un recuperador que se deja documentos no recibe castigo (el recuperador perezoso saca 1,0). El `ndcg@k: 0.756` de la cápsula está mal: el valor correcto es 0,4982, y su media 0,812 debería ser 0,7038. El `ndcg_score` de scikit-learn solo ve los documentos que le pasas.
- **Relevancia graduada**: con *k* = 5, el ejemplo del artículo chino saca 0,6612 con **ganancia lineal** (el grado) y 0,6153 con **ganancia exponencial** (2^grado − 1). Di qué ganancia usas.
- El mismo recall, distinto nDCG: nDCG ve el orden y el recall no. Informa de los dos.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/03_ndcg.ipynb). Después sigue con [el capítulo 04, evaluar un recuperador](04_evaluating_a_retriever.ipynb), donde estas medidas se calculan sobre muchas consultas a la vez.
""",
        zh=r"""
## 小结

- **DCG@k** 把前 *k* 名的“增益 × 折损”相加，折损为 1/log2(排名 + 1)；**nDCG@k** 再除以理想排序的 DCG@k。
- **理想排序使用所有被标注为相关的文档**，无论是否被检索到。否则漏检的检索器不会受到惩罚（“偷懒”的检索器能拿到 1.0）。西班牙语课程的 `ndcg@k: 0.756` 是错的：正确值是 0.4982，它的平均值 0.812 应为 0.7038。scikit-learn 的 `ndcg_score` 只能看到你传给它的文档。
- **分级相关性**：*k* = 5 时，中文面试文章的例子在**线性增益**（等级本身）下是 0.6612，在**指数增益**（2^等级 − 1）下是 0.6153。要说明用的是哪种增益。
- 召回率相同，nDCG 可以不同：nDCG 看得到顺序，召回率看不到。两者都要报告。

## 练习

请完成[本章的练习](../../exercises/zh/03_ndcg.ipynb)。然后继续阅读[第 04 章：评估一个检索器](04_evaluating_a_retriever.ipynb)，在那里这些指标会同时在大量查询上计算。
""",
        translates={"es": "2d1734de9925", "zh": "2d1734de9925"},
    ),
    msg(
        "ch03.summary",
        en="Chapter 03, k = {k}. The Chinese article's graded query:",
        es="Capítulo 03, k = {k}. La consulta con grados del artículo chino:",
        zh="第 03 章，k = {k}。中文面试文章中带相关性等级的查询：", translates={"es": "b23eed64a138", "zh": "b23eed64a138"},
    ),
    msg(
        "ch03.summary_capsule",
        en='The capsule\'s query "Python installation" and the mean of its three queries:',
        es="La consulta «Python installation» de la cápsula y la media de sus tres consultas:",
        zh="西班牙语课程的查询“Python installation”及其三个查询的平均值：", translates={"es": "50b570c19c89", "zh": "50b570c19c89"},
    ),
    msg(
        "ch03.mean_of",
        en="{symbol}, mean of {n} queries",
        es="{symbol}, media de {n} consultas",
        zh="{symbol}，{n} 个查询的平均值", translates={"es": "53c319b5153d", "zh": "53c319b5153d"},
    ),
    code(r"""
print(t("ch03.summary", k=k))
print(f"  {t('metric.recall.symbol', k=k)} = {rm.recall_at_k(ranking, grades, k=k):.4f}")
for gain in ("linear", "exponential"):
    print(f"  {t('metric.ndcg.symbol', k=k)} = {rm.ndcg_at_k(ranking, grades, k=k, gain=gain):.4f}   {t('formula.note', text=t('ch03.gain_label', gain=t(f'gain.{gain}')))}")
print(t("ch03.summary_capsule"))
print(f"  {t('metric.ndcg.symbol', k=k)} = {rm.ndcg_at_k(retrieved, relevant, k=k):.4f}")
batch_mean = rm.RetrievalEvaluator(k=k).evaluate_many(batch)[f"nDCG@{k}"]
print(f"  {t('ch03.mean_of', symbol=t('metric.ndcg.symbol', k=k), n=len(batch))} = {batch_mean:.4f}")
""", tags=["summary"]),
    md(
        en=r"""
## References

- The course's three source documents, introduced in [chapter 00](00_course_map.ipynb).
- Järvelin, K. and Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446. The paper that introduced nDCG and treats DCG in full; DCG first appeared in their SIGIR 2000 paper, "IR evaluation methods for retrieving highly relevant documents".
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96. The source of the exponential gain 2^grade − 1.
- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, the reference evaluation program of TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        es=r"""
## Referencias

- Las tres fuentes del curso, presentadas en el [capítulo 00](00_course_map.ipynb).
- Järvelin, K. y Kekäläinen, J. (2002). «Cumulated gain-based evaluation of IR techniques». *ACM Transactions on Information Systems* 20(4), 422–446. El artículo que introdujo nDCG y desarrolla DCG; DCG apareció por primera vez en su artículo de SIGIR 2000, «IR evaluation methods for retrieving highly relevant documents».
- Burges, C. et al. (2005). «Learning to rank using gradient descent». *Proceedings of ICML 2005*, 89–96. El origen de la ganancia exponencial 2^grado − 1.
- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, el programa de evaluación de referencia de TREC (NIST): <https://github.com/usnistgov/trec_eval>
""",
        zh=r"""
## 参考文献

- 本课程的三份参考资料，介绍见[第 00 章](00_course_map.ipynb)。
- Järvelin, K., Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446。提出 nDCG、系统阐述 DCG 的论文；DCG 最早见于两人 2000 年的 SIGIR 论文“IR evaluation methods for retrieving highly relevant documents”。
- Burges, C. 等 (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96。指数增益 2^等级 − 1 的出处。
- Manning, C. D., Raghavan, P., Schütze, H. (2008). *Introduction to Information Retrieval*，第 8 章“Evaluation in information retrieval”。Cambridge University Press。<https://nlp.stanford.edu/IR-book/>
- trec_eval：TREC（美国 NIST）的参考评估程序，<https://github.com/usnistgov/trec_eval>
""",
        translates={"es": "2891a99f2d0b", "zh": "2891a99f2d0b"},
    ),
]
