"""Chapter 04 · Evaluating a retriever: the source of notebooks/{en,es,zh}/04_evaluating_a_retriever.ipynb
and of the catalog keys ch04.* (course/ragmetrics_course/messages_chapter_04.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 04 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch04_part2 import CELLS as PART2

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "+0.1500 or −0.1000 (a true minus sign), as the side-by-side view below writes a difference": (
        "+0.1500 o −0.1000 (con un signo menos de verdad), igual que las diferencias de la comparación lado a lado de abajo",
        "+0.1500 或 −0.1000（使用真正的减号），与下面并排视图中差值的写法一致",
    ),
    "the capsule's cutoff: its printed figures only compare at k = 5": (
        "el corte de la cápsula: sus cifras impresas solo se pueden comparar con k = 5",
        "西班牙语课程的截断位置：它打印的数字只能在 k = 5 时对照",
    ),
    "doc 3 at rank 2, doc 7 at rank 4": ("documento 3 en la posición 2, documento 7 en la 4", "文档 3 排第 2 名，文档 7 排第 4 名"),
    "docs 3, 7 and 12 at ranks 1, 2, 3": ("documentos 3, 7 y 12 en las posiciones 1, 2 y 3", "文档 3、7、12 排第 1、2、3 名"),
    "as if doc 12 did not exist": ("como si el documento 12 no existiera", "假装文档 12 不存在"),
    "{qid: {doc id: grade}}": ("{consulta: {id del documento: grado}}", "{查询 id: {文档 id: 相关性等级}}"),
    'capsule: "Python installation"': ('cápsula: «Python installation»', '西班牙语课程：“Python installation”'),
    'capsule: "List comprehensions"': ('cápsula: «List comprehensions»', '西班牙语课程：“List comprehensions”'),
    'capsule: "Django tutorial"': ('cápsula: «Django tutorial»', '西班牙语课程：“Django tutorial”'),
    "Chinese article: grades 0-3": ("artículo chino: grados 0-3", "中文面试文章：等级 0–3"),
    "Spanish chapter: [A, B, C, D, E] vs [A, C, F]": (
        "capítulo del manual: [A, B, C, D, E] frente a [A, C, F]",
        "西班牙语章节：[A, B, C, D, E] 对 [A, C, F]",
    ),
    "run A, typed by hand: each source's ranking on top, continued to depth 10": (
        "run A, escrito a mano: arriba el ranking de cada fuente, continuado hasta 10 documentos",
        "run A，手工写出：前面是各份参考资料的排序，补齐到 10 篇文档",
    ),
    "run B, typed by hand: the same candidates in another order": (
        "run B, escrito a mano: los mismos candidatos en otro orden",
        "run B，手工写出：同一批候选文档，换一种顺序",
    ),
    "the top 5 of q1-q3 are the capsule's rankings": (
        "los 5 primeros de q1–q3 son los rankings de la cápsula",
        "q1–q3 的前 5 名就是西班牙语课程的排序",
    ),
    "the numbers the widget shows first: ragmetrics.evaluate at k = 1..10": (
        "los números que el widget muestra al abrirse: ragmetrics.evaluate con k = 1..10",
        "交互组件初次显示的数字：ragmetrics.evaluate 在 k = 1..10 时的结果",
    ),
    "files committed with the course, next to the notebooks": (
        "archivos que vienen con el curso, junto a los notebooks",
        "课程自带的数据文件，和 notebooks 放在一起",
    ),
    "(measure, target, source): the sources' targets, as printed": (
        "(medida, objetivo, fuente): los objetivos de las fuentes, tal como los imprimen",
        "（指标，目标值，来源）：参考资料给出的目标值，照原样抄录",
    ),
}

CELLS = [
    # Catalog texts read by several cells, or by a key built at run time
    msg("ch04.col.first", en="first relevant at rank", es="primer relevante en la posición", zh="第一篇相关文档的排名", translates={"es": "3687a67c0aaa", "zh": "3687a67c0aaa"}),
    md(
        en=r"""
# 04 · Evaluating a retriever

A retriever is never judged on one query. This chapter takes the measures of chapters 01–03 to a whole
test set, and to the targets the sources suggest.

**What you will learn**

- to evaluate many queries at once and read a per-query table, not only its mean, also as *k* grows;
- to write and read TREC qrels and run files, and to evaluate them from the command line;
- to compare two retrievers: where one wins, where it loses, and by how much;
- which measure fits which use case, and why "Recall@5 > 0.85" is a rule of thumb, not a standard.
""",
        es=r"""
# 04 · Evaluar un recuperador

Un recuperador nunca se juzga con una sola consulta. Este capítulo aplica las medidas de los capítulos
01–03 a un conjunto de prueba completo y a los objetivos que proponen las fuentes.

**Qué vas a aprender**

- a evaluar muchas consultas a la vez, a leer la tabla por consulta, no solo su media, y a ver cómo cambian las medidas al crecer *k*;
- a escribir y leer archivos TREC de qrels y de run, y a evaluarlos desde la línea de comandos;
- a comparar dos recuperadores: dónde gana uno, dónde pierde y por cuánto;
- qué medida conviene a cada caso de uso, y por qué «Recall@5 > 0,85» es una regla práctica, no un estándar.
""",
        zh=r"""
# 04 · 评估检索器

评估检索器时，从来不会只看一个查询。本章把第 1–3 章的指标推广到整个测试集，并与参考资料给出的目标值相对照。

**本章你将学到**

- 一次评估多个查询，读懂逐查询的表格（而不只看平均值），并观察指标随 *k* 的变化；
- 读写 TREC 格式的 qrels 和 run 文件，并在命令行中评估它们；
- 比较两个检索器：一个在哪里赢、在哪里输、差多少；
- 什么场景该看什么指标，以及为什么“Recall@5 > 0.85”只是经验值，而不是标准。
""",
        translates={"es": "24a7bb1752ef", "zh": "24a7bb1752ef"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t
from ragmetrics_course.messages import write_number
from ragmetrics_course.values import Listed

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## 1. One retriever, many queries

A test set is a list of queries, each with the ids the retriever returned (best first) and the ids a
person judged relevant. Each measure is computed **per query**, then averaged over the queries:

$$\overline{M} = \frac{1}{|Q|}\sum_{q \in Q} M(q)$$

Every query weighs the same, whether it has one relevant document or thirty (a *macro* average).
MRR is nothing more than this: the **m**ean of the reciprocal rank.

Here are the three test cases of the Spanish capsule, with its inputs unchanged.
""",
        es=r"""
## 1. Un recuperador, muchas consultas

Un conjunto de prueba es una lista de consultas; cada una tiene los identificadores que devolvió el
recuperador (el mejor primero) y los que una persona juzgó relevantes. Cada medida se calcula **por
consulta** y luego se promedia sobre las consultas:

$$\overline{M} = \frac{1}{|Q|}\sum_{q \in Q} M(q)$$

Todas las consultas pesan lo mismo, tengan un documento relevante o treinta (una media macro o *macropromedio*).
El rango recíproco medio (MRR) no es más que eso: la **media** del rango recíproco.

Estos son los tres casos de prueba de la cápsula en español, con sus datos tal cual.
""",
        zh=r"""
## 1. 一个检索器，多个查询

测试集就是一组查询：每个查询有检索器返回的文档 id（按得分从高到低）以及人工标注为相关的文档 id。每个指标先**逐查询**计算，再对所有查询取平均：

$$\overline{M} = \frac{1}{|Q|}\sum_{q \in Q} M(q)$$

不管一个查询有 1 篇还是 30 篇相关文档，它的权重都一样（这叫**宏平均**）。平均倒数排名（MRR）就是这样来的：倒数排名（RR）的**平均**。

下面是西班牙语课程中的 3 个测试用例，输入原样保留，下文依次记为 q1、q2、q3。
""",
        translates={"es": "ec1ff208ed9d", "zh": "ec1ff208ed9d"},
    ),
    msg("ch04.col.query", en="query", es="consulta", zh="查询", translates={"es": "a8b771920b83", "zh": "a8b771920b83"}),
    msg("ch04.col.retrieved", en="retrieved", es="recuperados", zh="检索结果", translates={"es": "88506ad0f6e3", "zh": "88506ad0f6e3"}),
    msg("ch04.col.relevant_ids", en="relevant", es="relevantes", zh="相关文档", translates={"es": "e4f347788070", "zh": "e4f347788070"}),
    code(r"""
test_cases = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]
print_table([t("ch04.col.query", lang), t("ch04.col.retrieved", lang), t("ch04.col.relevant_ids", lang)],
            [(case["query"], case["retrieved"], case["relevant"]) for case in test_cases])
"""),
    md(
        en=r"""
### By hand

For each query: which retrieved documents in the top *k* are relevant, then
Recall@k = hits / relevant documents, Precision@k = hits / *k*, and RR = 1 / rank of the first relevant
document (0 when there is none). Then the mean of each column.
""",
        es=r"""
### A mano

Para cada consulta: qué documentos recuperados del top *k* son relevantes; después
Recall@k = aciertos / documentos relevantes, Precision@k = aciertos / *k*, y RR = 1 / posición del
primer documento relevante (0 si no hay ninguno). Al final, la media de cada columna.
""",
        zh=r"""
### 手算

对每个查询：先找出前 *k* 名中哪些文档是相关文档，然后 Recall@k = 命中数 / 相关文档总数，Precision@k = 命中数 / *k*，RR = 1 / 第一篇相关文档的排名（没有则为 0）。最后对每一列取平均。
""",
        translates={"es": "8b6437ae428a", "zh": "8b6437ae428a"},
    ),
    msg("ch04.col.hits", en="relevant in the top {k}", es="relevantes en el top {k}", zh="前 {k} 名中的相关文档", translates={"es": "c2d29fb7cf50", "zh": "c2d29fb7cf50"}),
    msg(
        "ch04.mean_of",
        en="mean {name} = ({terms}) / {n} = {value:.4f}",
        es="media de {name} = ({terms}) / {n} = {value:.4f}",
        zh="平均 {name} = ({terms}) / {n} = {value:.4f}", translates={"es": "9b6a0c121944", "zh": "9b6a0c121944"},
    ),
    msg("ch04.rr_mrr", en="RR (MRR)", es="RR (MRR)", zh="RR（MRR）", translates={"es": "890ec0fddaa6", "zh": "890ec0fddaa6"}),
    code(r"""
from statistics import fmean

hand = {"recall": [], "precision": [], "rr": []}
rows = []
for case in test_cases:
    hits = [doc for doc in case["retrieved"][:k] if doc in case["relevant"]]
    first = next((rank for rank, doc in enumerate(case["retrieved"], start=1) if doc in case["relevant"]), None)
    hand["recall"].append(len(hits) / len(case["relevant"]))
    hand["precision"].append(len(hits) / k)
    hand["rr"].append(1 / first if first else 0.0)
    rows.append((case["query"], hits, f"{len(hits)}/{len(case['relevant'])}", f"{len(hits)}/{k}", f"1/{first}" if first else "0"))

print_table([t("ch04.col.query", lang), t("ch04.col.hits", lang, k=k),
             t("metric.recall.symbol", lang, k=k), t("metric.precision.symbol", lang, k=k), "RR"], rows)
print()
for key, name in [("recall", t("metric.recall.symbol", lang, k=k)),
                  ("precision", t("metric.precision.symbol", lang, k=k)), ("rr", t("ch04.rr_mrr", lang))]:
    terms = " + ".join(write_number(value, '.4f') for value in hand[key])
    print(t("ch04.mean_of", lang, name=name, terms=terms, n=len(hand[key]), value=fmean(hand[key])))
"""),
    md(
        en=r"""
### The same with `ragmetrics`

`rm.RetrievalEvaluator(k=k)` keeps the capsule's interface: `evaluate_query(retrieved, relevant)` for one
query (the capsule's `evaluate_all`, which computes every measure for one query), `evaluate_many(test_cases)` for the mean of each measure over a
list of test cases. It also reports the hit rate, average precision (AP) and R-precision, which chapter 02 introduced.
""",
        es=r"""
### Lo mismo con `ragmetrics`

`rm.RetrievalEvaluator(k=k)` conserva la interfaz de la cápsula: `evaluate_query(retrieved, relevant)`
para una consulta (el `evaluate_all` de la cápsula, que calcula todas las medidas de una consulta) y `evaluate_many(test_cases)` para la media de
cada medida sobre una lista de casos de prueba. Además da la tasa de aciertos (hit rate), la precisión promedio (AP) y la R-precision (la precisión en el top R), que
se presentaron en el capítulo 02.
""",
        zh=r"""
### 用 `ragmetrics` 再算一遍

`rm.RetrievalEvaluator(k=k)` 沿用了西班牙语课程的接口设计，只是方法名有所不同：`evaluate_query(retrieved, relevant)` 评估一个查询（相当于西班牙语课程中对单个查询计算全部指标的 `evaluate_all`），`evaluate_many(test_cases)` 对一组测试用例求每个指标的平均值。它还会给出第 2 章介绍过的命中率（HitRate@k）、平均精确率（AP）和 R-precision。
""",
        translates={"es": "0269bf75c981", "zh": "0269bf75c981"},
    ),
    msg(
        "ch04.agree",
        en="✓ ragmetrics gives the same numbers as the hand computation.",
        es="✓ ragmetrics da los mismos números que el cálculo a mano.",
        zh="✓ ragmetrics 的结果与手算结果一致。", translates={"es": "db79b267748e", "zh": "db79b267748e"},
    ),
    msg(
        "ch04.disagree",
        en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。", translates={"es": "651eb86a2db8", "zh": "651eb86a2db8"},
    ),
    msg("ch04.row.mean", en="mean", es="media", zh="平均", translates={"es": "82523faea1b0", "zh": "82523faea1b0"}),
    code(r"""
evaluator = rm.RetrievalEvaluator(k=k)
per_query = [evaluator.evaluate_query(case["retrieved"], case["relevant"]) for case in test_cases]
means = evaluator.evaluate_many(test_cases)

print_table([t("ch04.col.query", lang), *means],
            [(case["query"], *scores.values()) for case, scores in zip(test_cases, per_query)]
            + [(t("ch04.row.mean", lang), *means.values())])
same = all(abs(means[name] - fmean(hand[key])) < 1e-12
           for name, key in [(f"R@{k}", "recall"), (f"P@{k}", "precision"), ("RR", "rr")])
print(t("ch04.agree" if same else "ch04.disagree", lang))
"""),
    md(
        en=r"""
### What the capsule printed, and what these inputs give

The capsule prints, for exactly these three test cases at *k* = 5, the means
`recall@k 0.722`, `precision@k 0.533`, `f1@k 0.600`, `mrr 0.667`, `ndcg@k 0.812`.
Recompute them at the capsule's own cutoff, whatever *k* this chapter runs with:
""",
        es=r"""
### Lo que imprimió la cápsula y lo que dan estos datos

Para exactamente estos tres casos de prueba con *k* = 5, la cápsula imprime las medias
`recall@k 0.722`, `precision@k 0.533`, `f1@k 0.600`, `mrr 0.667`, `ndcg@k 0.812`.
Recalculémoslas con el corte de la propia cápsula, sea cual sea el *k* con el que se ejecute este capítulo:
""",
        zh=r"""
### 西班牙语课程打印了什么，这些输入实际应得出什么

对于完全相同的这 3 个测试用例（*k* = 5），西班牙语课程打印的平均值是 `recall@k 0.722`、`precision@k 0.533`、`f1@k 0.600`、`mrr 0.667`、`ndcg@k 0.812`。不管本章用哪个 *k* 运行，下面都按该课程自己的截断位置 *k* = 5 重新计算。
""",
        translates={"es": "0a26aa3f4bf5", "zh": "0a26aa3f4bf5"},
    ),
    msg("ch04.col.capsule", en="capsule's key", es="clave de la cápsula", zh="西班牙语课程的键名", translates={"es": "6c2a6e2d87f5", "zh": "6c2a6e2d87f5"}),
    msg("ch04.col.ours", en="ragmetrics name", es="nombre en ragmetrics", zh="ragmetrics 名称", translates={"es": "2d62170cb059", "zh": "2d62170cb059"}),
    msg("ch04.col.printed", en="printed", es="impreso", zh="西班牙语课程打印值", translates={"es": "dda3af6e69b6", "zh": "dda3af6e69b6"}),
    msg("ch04.col.recomputed", en="recomputed", es="recalculado", zh="重新计算", translates={"es": "c2f142cb8d7e", "zh": "c2f142cb8d7e"}),
    msg("ch04.col.verdict", en="verdict", es="veredicto", zh="结论", translates={"es": "11e221bd1b7f", "zh": "11e221bd1b7f"}),
    code(r"""
source_k = 5  # the capsule's cutoff: its printed figures only compare at k = 5
printed = {"recall@k": 0.722, "precision@k": 0.533, "f1@k": 0.600, "mrr": 0.667, "ndcg@k": 0.812}
names = {"recall@k": f"R@{source_k}", "precision@k": f"P@{source_k}", "f1@k": f"F1@{source_k}",
         "mrr": "RR", "ndcg@k": f"nDCG@{source_k}"}
recomputed = rm.RetrievalEvaluator(k=source_k).evaluate_many(test_cases)

print_table([t("ch04.col.capsule", lang), t("ch04.col.printed", lang), t("ch04.col.ours", lang),
             t("ch04.col.recomputed", lang), t("ch04.col.verdict", lang)],
            [(key, write_number(value, '.3f'), names[key], recomputed[names[key]],
              t("ch00.agrees" if abs(value - recomputed[names[key]]) < 0.0005 else "ch00.wrong", lang))
             for key, value in printed.items()])
"""),
    md(
        en=r"""
Four of the five printed means cannot come from these inputs, and a little arithmetic shows it:

- **Precision@5.** Each query has exactly two relevant documents in its top 5, so each P@5 is 2/5 and
  the mean is 0.4. A mean of 0.533 would need 8 relevant documents among the 15 retrieved.
- **Recall@5.** q1 finds 2 of its 3 relevant documents, q2 and q3 find both of theirs:
  (2/3 + 1 + 1) / 3 = 0.8889. The printed 0.722 is (2/3 + 1 + 1/2) / 3, as if q2 or q3 had found only
  one of its two relevant documents.
- **nDCG@5.** 0.812 is too high: q1 scores 0.4982 (its ideal ranking counts the missed document 12:
  [chapter 03](03_ndcg.ipynb), which also shows that the capsule's single-query `ndcg@k: 0.756` is wrong), q2 0.6934, q3 0.9197.
- **F1@5.** 0.600 is neither way of averaging F1 (below).
- **MRR** 0.667 is right: (1/2 + 1/2 + 1) / 3.

A printed number is a claim: when it matters, recompute it from the inputs.

### The mean of the F1s, or the F1 of the means?

Chapter 01 showed both ways of averaging F1@k; `RetrievalEvaluator` and ranx report the mean of the
per-query F1. On these queries:
""",
        es=r"""
Cuatro de las cinco medias impresas no pueden salir de estos datos, y basta un poco de aritmética para verlo:

- **Precision@5.** Cada consulta tiene exactamente dos documentos relevantes en su top 5, así que cada
  P@5 vale 2/5 y la media es 0,4. Una media de 0,533 exigiría 8 documentos relevantes entre los 15 recuperados.
- **Recall@5.** q1 encuentra 2 de sus 3 documentos relevantes; q2 y q3 encuentran todos los suyos:
  (2/3 + 1 + 1) / 3 = 0,8889. El 0,722 impreso es (2/3 + 1 + 1/2) / 3, como si q2 o q3 solo hubiera
  encontrado uno de sus dos documentos relevantes.
- **nDCG@5.** 0,812 es demasiado alto: q1 obtiene 0,4982 (su ranking ideal cuenta el documento 12 que no
  recuperó: [capítulo 03](03_ndcg.ipynb), donde también se ve que es erróneo el `ndcg@k: 0.756` de una sola consulta de la
  cápsula), q2 0,6934 y q3 0,9197.
- **F1@5.** 0,600 no corresponde a ninguna de las dos formas de promediar F1 (más abajo).
- **MRR.** 0,667 es correcto: (1/2 + 1/2 + 1) / 3.

Un número impreso no es más que una afirmación: cuando importa, recalcúlalo a partir de los datos.

### ¿La media de los F1 o el F1 de las medias?

El capítulo 01 mostró las dos formas de promediar F1@k; `RetrievalEvaluator` y ranx dan la media de los
F1 de cada consulta. Con estas consultas:
""",
        zh=r"""
西班牙语课程打印的五个平均值里，有四个不可能由这些输入得到，简单算一算就能看出来：

- **Precision@5**：每个查询的前 5 名里恰好有 2 篇相关文档，所以每个 P@5 都是 2/5，平均值就是 0.4。要得到 0.533，15 个检索结果里得有 8 篇相关文档。
- **Recall@5**：q1 找到了 3 篇相关文档中的 2 篇，q2 和 q3 都找全了，所以平均值是 (2/3 + 1 + 1) / 3 = 0.8889。打印的 0.722 是 (2/3 + 1 + 1/2) / 3，好像 q2 或 q3 只找到了两篇相关文档中的一篇。
- **nDCG@5**：0.812 太高了。q1 得 0.4982（它的理想排序计入了漏掉的文档 12，见[第 3 章](03_ndcg.ipynb)；该课程单个查询的 `ndcg@k: 0.756` 也错在这里），q2 得 0.6934，q3 得 0.9197。
- **F1@5**：0.600 不是任何一种 F1 平均方式的结果（见下文）。
- **MRR**：0.667 是对的，即 (1/2 + 1/2 + 1) / 3。

打印出来的数字只能作参考；只要数字重要，就从输入重新算一遍。

### 先算 F1 再平均，还是先平均再算 F1？

第 1 章讲过 F1@k 的两种平均方式；`RetrievalEvaluator` 和 ranx 给出的是逐查询 F1 的平均。在这 3 个查询上：
""",
        translates={"es": "a947e00ecdb4", "zh": "a947e00ecdb4"},
    ),
    msg(
        "ch04.f1_of_means",
        en="F1 of the mean P@{k} and mean R@{k} = 2 × {p:.4f} × {r:.4f} / ({p:.4f} + {r:.4f}) = {value:.4f}",
        es="F1 de la P@{k} media y la R@{k} media = 2 × {p:.4f} × {r:.4f} / ({p:.4f} + {r:.4f}) = {value:.4f}",
        zh="由平均 P@{k} 与平均 R@{k} 算出的 F1 = 2 × {p:.4f} × {r:.4f} / ({p:.4f} + {r:.4f}) = {value:.4f}", translates={"es": "2952a3d8854b", "zh": "2952a3d8854b"},
    ),
    msg(
        "ch04.f1_per_query",
        en="mean of per-query F1@{k} = ({terms}) / {n} = {value:.4f}   (RetrievalEvaluator, ranx)",
        es="media de los F1@{k} de cada consulta = ({terms}) / {n} = {value:.4f}   (RetrievalEvaluator, ranx)",
        zh="逐查询 F1@{k} 的平均 = ({terms}) / {n} = {value:.4f}   （RetrievalEvaluator、ranx 的做法）", translates={"es": "f8eb9916c732", "zh": "f8eb9916c732"},
    ),
    msg(
        "ch04.f1_printed",
        en="The capsule printed {printed:.3f} for f1@k: neither of the two.",
        es="La cápsula imprimió {printed:.3f} para f1@k: no es ninguno de los dos.",
        zh="西班牙语课程给 f1@k 打印的是 {printed:.3f}：两种算法都得不到这个数。", translates={"es": "eb6c246b5e57", "zh": "eb6c246b5e57"},
    ),
    code(r"""
p, r = means[f"P@{k}"], means[f"R@{k}"]
f1_of_means = 2 * p * r / (p + r) if p + r else 0.0
f1_terms = " + ".join(f"{write_number(scores[f'F1@{k}'], '.4f')}" for scores in per_query)
print(t("ch04.f1_per_query", lang, k=k, terms=f1_terms, n=len(per_query), value=means[f"F1@{k}"]))
print(t("ch04.f1_of_means", lang, k=k, p=p, r=r, value=f1_of_means))
print(t("ch04.f1_printed", lang, printed=printed["f1@k"]))
"""),
    md(
        en=r"""
### Check your understanding

A test set has 99 easy queries with Recall@5 = 1 and one hard query with Recall@5 = 0. What is the
mean Recall@5, and what does it hide?

<details><summary>Answer</summary>

0.99. It hides that one query fails completely; a per-query table (or the minimum) shows it.
If that query is the one your users ask most, the mean is misleading.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

Un conjunto de prueba tiene 99 consultas fáciles con Recall@5 = 1 y una difícil con Recall@5 = 0.
¿Cuál es el Recall@5 medio y qué esconde?

<details><summary>Respuesta</summary>

0,99. Esconde que una consulta falla por completo; una tabla por consulta (o el mínimo) lo muestra.
Si esa consulta es la que más hacen tus usuarios, la media engaña.
</details>
""",
        zh=r"""
### 检查一下你的理解

一个测试集有 99 个简单查询，Recall@5 = 1；还有 1 个难查询，Recall@5 = 0。平均 Recall@5 是多少？它掩盖了什么？

<details><summary>答案</summary>

0.99。它掩盖了有一个查询完全失败；逐查询的表格（或者最小值）能看出来。如果这个查询恰好是用户问得最多的，平均值就会误导人。
</details>
""",
        translates={"es": "1e9e55089895", "zh": "1e9e55089895"},
    ),
    md(
        en=r"""
## 2. A test set (`qrels`) and a run

A real evaluation uses two tables: the **qrels** (query → judged documents and their grades), which
belong to the test set, and a **run** (query → the ranked documents one retriever returned), the
output being evaluated. `rm.evaluate(qrels, run, measures)`
takes them as dictionaries and returns a `Results` with `.mean` and `.per_query`.

The collection below puts the sources' examples together as five queries: q1–q3 are the capsule's,
q4 the Chinese article's graded example, q5 the Spanish chapter's A–F example. Both runs are typed by
hand: run A is each source's ranking (continued to depth 10), run B the same candidates in another order,
as a second retriever might return them ("retriever A" and "retriever B" below). Doc ids are strings, as
in TREC files.
""",
        es=r"""
## 2. Un conjunto de prueba (`qrels`) y un run

Una evaluación real usa dos tablas: los **qrels** (consulta → documentos juzgados y su grado de
relevancia), que forman parte del conjunto de prueba, y un **run** (consulta → los documentos, en orden,
que devolvió un recuperador), la salida que se evalúa.
`rm.evaluate(qrels, run, measures)` los recibe como diccionarios y devuelve un `Results` con `.mean` y `.per_query`.

La colección de abajo junta los ejemplos de las fuentes en cinco consultas: q1–q3 son las de la cápsula,
q4 el ejemplo con grados del artículo chino y q5 el ejemplo A–F del capítulo del manual en español. Los dos runs están
escritos a mano: el run A es el ranking de cada fuente (continuado hasta 10 documentos) y el run B ordena
los mismos candidatos de otra manera, como podría hacerlo un segundo recuperador («recuperador A» y
«recuperador B» más abajo). Los identificadores son cadenas, como en los archivos TREC.
""",
        zh=r"""
## 2. 测试集（`qrels`）与 run

真实的评估用到两张表：**qrels**（查询 → 标注过的文档及其相关性等级）属于测试集；**run**（查询 → 某个检索器返回的有序文档）是被评估的系统输出。`rm.evaluate(qrels, run, measures)` 以字典形式接收它们，返回带有 `.mean` 和 `.per_query` 的 `Results`。

下面把参考资料中的例子合并成一个含 5 个查询的测试集：q1–q3 来自西班牙语课程，q4 是中文面试文章里的分级相关性例子，q5 是西班牙语章节里的 A–F 例子。两个 run 都是手工写的：run A 是各份资料给出的排序（补齐到 10 篇文档），run B 把同一批候选文档换了个顺序，就像另一个检索器可能给出的那样（下文称“检索器 A”“检索器 B”）。和 TREC 文件一样，文档 id 都是字符串。
""",
        translates={"es": "88a05ee4fb44", "zh": "88a05ee4fb44"},
    ),
    msg(
        "ch04.collection",
        en="{queries} queries, {judged} judged documents, runs {depth} documents deep.",
        es="{queries} consultas, {judged} documentos juzgados, runs de {depth} documentos.",
        zh="共 {queries} 个查询、{judged} 条相关性标注，每个 run 检索 {depth} 篇文档。", translates={"es": "cb05968f27c9", "zh": "cb05968f27c9"},
    ),
    code(r"""
qrels = {  # {qid: {doc id: grade}}
    "q1": {'3': 1, '7': 1, '12': 1},         # capsule: "Python installation"
    "q2": {'4': 1, '6': 1},                 # capsule: "List comprehensions"
    "q3": {'1': 1, '3': 1},                 # capsule: "Django tutorial"
    "q4": {'101': 3, '205': 2, '309': 1},  # Chinese article: grades 0-3
    "q5": {'A': 1, 'C': 1, 'F': 1},         # Spanish chapter: [A, B, C, D, E] vs [A, C, F]
}
run_a = {  # run A, typed by hand: each source's ranking on top, continued to depth 10
    "q1": "1 3 5 7 9 11 13 12 15 17".split(),
    "q2": "2 4 6 8 10 12 14 16 18 20".split(),
    "q3": "1 2 3 4 5 6 7 8 9 10".split(),
    "q4": "999 205 101 888 309 404 505 606 707 808".split(),
    "q5": "A B C D E G H F I J".split(),
}
run_b = {  # run B, typed by hand: the same candidates in another order
    "q1": "3 12 1 7 5 9 11 13 15 17".split(),
    "q2": "2 8 10 4 12 6 14 16 18 20".split(),
    "q3": "3 1 2 4 5 6 7 8 9 10".split(),
    "q4": "101 205 999 309 888 404 505 606 707 808".split(),
    "q5": "A B D E G C F H I J".split(),
}
print(t("ch04.collection", lang, queries=len(qrels), judged=sum(map(len, qrels.values())),
        depth=max(len(docs) for docs in run_a.values())))
"""),
    msg(
        "ch04.same_as_evaluator",
        en="q1-q3 give the same R@{k}, P@{k}, RR and nDCG@{k} as RetrievalEvaluator above: ✓",
        es="q1–q3 dan los mismos R@{k}, P@{k}, RR y nDCG@{k} que RetrievalEvaluator más arriba: ✓",
        zh="q1–q3 的 R@{k}、P@{k}、RR 和 nDCG@{k} 与上面 RetrievalEvaluator 的结果相同：✓", translates={"es": "1e65f0389757", "zh": "1e65f0389757"},
    ),
    msg(
        "ch04.worst",
        en="Lowest nDCG@{k}: {qid} ({value:.4f}); highest: {best} ({best_value:.4f}). The mean {mean:.4f} describes neither.",
        es="nDCG@{k} más bajo: {qid} ({value:.4f}); más alto: {best} ({best_value:.4f}). La media {mean:.4f} no describe a ninguna de las dos.",
        zh="nDCG@{k} 最低的是 {qid}（{value:.4f}），最高的是 {best}（{best_value:.4f}）。平均值 {mean:.4f} 代表不了其中任何一个查询。", translates={"es": "e7cae21498c4", "zh": "e7cae21498c4"},
    ),
    code(r"""
measures = [f"R@{k}", f"P@{k}", f"F1@{k}", f"HitRate@{k}", "RR", f"nDCG@{k}", "AP"]
results_a = rm.evaluate(qrels, run_a, measures)
print_table([t("ch04.col.query", lang), *results_a.mean],
            [(qid, *values.values()) for qid, values in results_a.per_query.items()]
            + [(t("ch04.row.mean", lang), *results_a.mean.values())])

ndcg = {qid: values[f"nDCG@{k}"] for qid, values in results_a.per_query.items()}
worst, best = min(ndcg, key=ndcg.get), max(ndcg, key=ndcg.get)
print()
print(t("ch04.worst", lang, k=k, qid=worst, value=ndcg[worst], best=best, best_value=ndcg[best],
        mean=results_a.mean[f"nDCG@{k}"]))
if k <= 5:  # the top 5 of q1-q3 are the capsule's rankings
    assert all(abs(results_a.per_query[f"q{i + 1}"][name] - per_query[i][name]) < 1e-12
               for i in range(3) for name in (f"R@{k}", f"P@{k}", "RR", f"nDCG@{k}"))
    print(t("ch04.same_as_evaluator", lang, k=k))
"""),
    md(
        en=r"""
Read the table row by row before you read the mean (at *k* = 5). q4 has every relevant document in its
top 5 and the best P@5 (0.6), yet its nDCG@5 (0.661) is below that of q2, q3 and q5, which all have a lower P@5: its grade-3
document sits at rank 3. q1 has the lowest nDCG@5: like q5, it misses one relevant document (rank 8), but it also has
nothing relevant at rank 1. A single mean tells none of these stories.

q1's AP is 0.4583 here but 0.3333 in the `RetrievalEvaluator` table above: AP has no cutoff, and this
run goes on to depth 10, where document 12 at rank 8 adds (3/8) / 3 = 0.125. That is why the ✓ line
compares R, P, RR and nDCG only. `RR` has no cutoff either (trec_eval's `recip_rank`, not chapter 02's
`RR@k`): a first relevant document at rank 8 still counts 1/8.

## 3. Measures as *k* grows

Here is the mean over the five queries for *k* = 1 to 10. Untick measures to compare two at a time, or
switch the gain. (Widgets need a running kernel; the picture and the table below are what it shows first.)
""",
        es=r"""
Lee la tabla fila por fila antes de mirar la media (con *k* = 5). q4 tiene todos sus documentos relevantes
en el top 5 y la mejor P@5 (0,6), pero su nDCG@5 (0,661) queda por debajo de los de q2, q3 y q5, que tienen menos precisión: su documento de
grado 3 está en la posición 3. q1 tiene el nDCG@5 más bajo: como q5, se deja un documento relevante
(en la posición 8), pero además no tiene nada relevante en la posición 1. Nada de esto se ve en una sola media.

La AP de q1 es 0,4583 aquí, pero 0,3333 en la tabla de `RetrievalEvaluator` de más arriba: la AP no tiene
corte, y este run sigue hasta 10 documentos, donde el documento 12, en la posición 8, suma
(3/8) / 3 = 0,125. Por eso la línea con ✓ compara solo R, P, RR y nDCG. Tampoco `RR` tiene corte (el
`recip_rank` de trec_eval, no el `RR@k` del capítulo 02): un primer documento relevante en la posición 8
sigue contando 1/8.

## 3. Cómo cambian las medidas al crecer *k*

Aquí está la media de las cinco consultas para *k* = 1 a 10. Desmarca medidas para comparar dos a la vez,
o cambia la ganancia. (Los widgets necesitan un kernel en marcha; la imagen y la tabla de abajo son lo que
muestra el widget al abrirse.)
""",
        zh=r"""
先一行一行地读表格，再看平均值（*k* = 5）。q4 的相关文档全部在前 5 名内，P@5 也最高（0.6），但它的 nDCG@5（0.661）却低于 P@5 更低的 q2、q3 和 q5，因为它那篇等级为 3 的文档排在第 3 名。q1 的 nDCG@5 最低：和 q5 一样，它有一篇相关文档排在第 8 名，而且它的第 1 名还不相关。只看平均值，这些情况一个也看不出来。

q1 的 AP 在这里是 0.4583，而在上面 `RetrievalEvaluator` 的表格里是 0.3333：AP 不截断，而这个 run 一直列到第 10 名，第 8 名的文档 12 又加了 (3/8) / 3 = 0.125。所以带 ✓ 的那一行只比较 R、P、RR 和 nDCG。这里的 `RR` 也不截断（即 trec_eval 的 `recip_rank`，而不是第 2 章的 `RR@k`）：第一篇相关文档排在第 8 名时仍然记 1/8。

## 3. 指标随 *k* 的变化

下面是 5 个查询在 *k* = 1 到 10 时的平均值。取消勾选某些指标可以两两比较，也可以切换增益方式。（交互组件需要运行中的内核；下面的图和表就是它初次显示的内容。）
""",
        translates={"es": "e9135c98e797", "zh": "e9135c98e797"},
    ),
    code(r"""
from ragmetrics_course import MetricCurves

curves = MetricCurves(qrels=qrels, run=run_a, lang=lang)
curves
""", tags=["nbval-ignore-output"]),
    code(r"""
print(curves.text())  # the numbers the widget shows first: ragmetrics.evaluate at k = 1..10
"""),
    md(
        en=r"""
What the curves say:

- **Recall@k** never goes down as *k* grows; it reaches 1 at *k* = 8.
- **Precision@k** tends to fall once *k* passes the number of relevant documents (2 or 3 here), since P@k
  always divides by *k*; it rises again when a relevant document comes in (P@8 = 0.325 > P@7 = 0.314).
- **HitRate@k** is a step: 1 as soon as every query has one hit. **RR@k** only changes when a query's first
  relevant document enters the top *k*.
- **nDCG@k** can fall for a single query: when the document at rank *k* is not relevant but the ideal
  ranking still has a relevant one to put there, the DCG stays and the ideal DCG grows (q1: 0.3869 at
  *k* = 2, 0.2961 at *k* = 3). The mean never falls here: other queries gain at the same *k*.

### Check your understanding

A colleague reports "Recall@10 = 1.0, so the retriever is perfect". What
would you look at next?

<details><summary>Answer</summary>

The top of the list: Precision@k, RR and nDCG@k for small *k*. Recall@10 = 1 only says every relevant
document is somewhere in the top 10; here q5's document F is at rank 8, which an LLM reading only the
first 5 chunks would never see.
</details>

## 4. TREC files and the command line

Evaluation campaigns, trec_eval, ranx and ir_measures all exchange two plain-text formats:

- **qrels**: one line per judgment, `qid iter docno grade` (the `iter` column is unused, usually 0);
- **run**: one line per retrieved document, `qid Q0 docno rank score tag`. Tools rank by **score**
  (descending) and ignore the rank column; `tag` names the system.

`rm.write_qrels` and `rm.write_run` write them; `rm.read_qrels` and `rm.read_run` read them back (a run
comes back as `{qid: {docno: score}}`). Here in a temporary folder:
""",
        es=r"""
Lo que dicen las curvas:

- **Recall@k** nunca baja al crecer *k*; llega a 1 en *k* = 8.
- **Precision@k** tiende a bajar en cuanto *k* supera el número de documentos relevantes (2 o 3 aquí),
  porque P@k siempre divide entre *k*; vuelve a subir cuando entra un documento relevante
  (P@8 = 0,325 > P@7 = 0,314).
- **HitRate@k** es, en cada consulta, un escalón (pasa de 0 a 1 con el primer acierto); la media vale 1 en cuanto todas las consultas tienen un acierto. **RR@k** solo cambia
  cuando el primer documento relevante de una consulta entra en el top *k*.
- **nDCG@k** puede bajar en una consulta concreta: si el documento de la posición *k* no es relevante pero
  el ranking ideal aún tiene uno relevante para esa posición, el DCG no cambia y el IDCG crece (q1: 0,3869
  con *k* = 2; 0,2961 con *k* = 3). Aquí la media nunca baja: otras consultas ganan con el mismo *k*.

### Comprueba lo que has entendido

Un compañero dice: «Recall@10 = 1,0, así que el recuperador es
perfecto». ¿Qué mirarías después?

<details><summary>Respuesta</summary>

La parte alta de la lista: Precision@k, RR y nDCG@k con *k* pequeño. Recall@10 = 1 solo dice que cada
documento relevante está en algún lugar del top 10; aquí el documento F de q5 está en la posición 8, y
un LLM que solo lea los 5 primeros fragmentos nunca lo verá.
</details>

## 4. Archivos TREC y la línea de comandos

Las campañas de evaluación y herramientas como trec_eval, ranx e ir_measures usan dos formatos de texto plano:

- **qrels**: una línea por juicio, `qid iter docno grade` (la columna `iter` no se usa; suele ser 0);
- **run**: una línea por documento recuperado, `qid Q0 docno rank score tag`. Las herramientas ordenan
  por **score** (de mayor a menor) e ignoran la columna rank; `tag` identifica el sistema.

`rm.write_qrels` y `rm.write_run` los escriben; `rm.read_qrels` y `rm.read_run` los leen (un run se lee
como `{qid: {docno: score}}`). Aquí, en una carpeta temporal:
""",
        zh=r"""
曲线告诉我们：

- **Recall@k** 随 *k* 增大只升不降，*k* = 8 时达到 1。
- **Precision@k** 在 *k* 超过相关文档数（这里是 2 或 3）之后往往下降，因为 P@k 的分母始终是 *k*；有相关文档进入时它会回升（P@8 = 0.325 > P@7 = 0.314）。
- **HitRate@k** 是阶梯形的：只要每个查询都至少命中一次，它就等于 1。**RR@k** 只在某个查询的第一篇相关文档进入前 *k* 名时变化。
- **nDCG@k** 对单个查询来说可能下降：第 *k* 名的文档不相关，而理想排序在这个位置还能放一篇相关文档时，DCG 不变，理想 DCG 却变大了（q1 在 *k* = 2 时为 0.3869，*k* = 3 时为 0.2961）。这里的平均值没有下降过，因为其他查询在同一个 *k* 上有所提升。

### 检查一下你的理解

同事汇报“Recall@10 = 1.0，所以检索器很完美”。你接下来会看什么？

<details><summary>答案</summary>

看列表的前几名：小 *k* 时的 Precision@k、RR 和 nDCG@k。Recall@10 = 1 只说明每篇相关文档都在前 10 名的某个位置；这里 q5 的文档 F 排在第 8 名，只读前 5 个片段的 LLM 永远看不到它。
</details>

## 4. TREC 文件与命令行

评测活动以及 trec_eval、ranx、ir_measures 等工具都用两种纯文本格式交换数据：

- **qrels**：每条标注一行，`qid iter docno grade`（`iter` 列不使用，通常为 0）；
- **run**：每篇检索到的文档一行，`qid Q0 docno rank score tag`。工具按 **score** 从高到低排序，忽略 rank 列；`tag` 是系统名称。

`rm.write_qrels` 和 `rm.write_run` 负责写入，`rm.read_qrels` 和 `rm.read_run` 负责读回（run 读回后是 `{qid: {docno: score}}`）。下面在一个临时目录里演示：
""",
        translates={"es": "34ad85dfb0e9", "zh": "34ad85dfb0e9"},
    ),
    msg(
        "ch04.committed",
        en="The committed files in ../data/ hold the same judgments and rankings: {same}",
        es="Los archivos que vienen con el curso en ../data/ contienen los mismos juicios y rankings: {same}",
        zh="仓库中 ../data/ 下的文件保存的是同样的标注和排序：{same}", translates={"es": "6a779f7ca378", "zh": "6a779f7ca378"},
    ),
    msg("ch04.yes", en="yes", es="sí", zh="是", translates={"es": "8a798890fe93", "zh": "8a798890fe93"}),
    msg("ch04.no", en="no", es="no", zh="否", translates={"es": "9390298f3fb0", "zh": "9390298f3fb0"}),
    msg("ch04.files_written", en="Written: {names}", es="Escritos: {names}", zh="已写入：{names}", translates={"es": "afdde2a092fa", "zh": "afdde2a092fa"}),
    msg("ch04.first_lines", en="First lines of {name}:", es="Primeras líneas de {name}:", zh="{name} 的前几行：", translates={"es": "8a05e3413efc", "zh": "8a05e3413efc"}),
    msg(
        "ch04.round_trip",
        en="Read back, they give the same measures as the dictionaries: {same}",
        es="Leídos de nuevo, dan las mismas medidas que los diccionarios: {same}",
        zh="读回后得到的指标与原来的字典完全相同：{same}", translates={"es": "0ef33e65d984", "zh": "0ef33e65d984"},
    ),
    code(r"""
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as tmp:
    folder = Path(tmp)
    rm.write_qrels(qrels, folder / "qrels.txt")
    rm.write_run(run_a, folder / "run_a.txt", tag="A")
    print(t("ch04.files_written", lang, names=Listed(sorted(p.name for p in folder.iterdir()))))
    for name in ("qrels.txt", "run_a.txt"):
        print("\n" + t("ch04.first_lines", lang, name=name))
        print("\n".join((folder / name).read_text().splitlines()[:4]))
    read_back = rm.evaluate(rm.read_qrels(folder / "qrels.txt"), rm.read_run(folder / "run_a.txt"), measures)
print()
print(t("ch04.round_trip", lang, same=t("ch04.yes" if read_back.mean == results_a.mean else "ch04.no", lang)))

data = Path("../data")  # files committed with the course, next to the notebooks
committed = (rm.read_qrels(data / "ch04_qrels.txt") == qrels
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_a.txt"), measures).mean == results_a.mean
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_b.txt"), measures).mean
             == rm.evaluate(qrels, run_b, measures).mean)
print(t("ch04.committed", lang, same=t("ch04.yes" if committed else "ch04.no", lang)))
"""),
    md(
        en=r"""
The same files can be evaluated without Python code: `python -m ragmetrics eval QRELS RUN -m MEASURE ...`
prints `measure  query  value` lines like trec_eval (`-q` adds one line per query, `-c` averages over
every qrels query, counting a query missing from the run as 0). With `--trec-names` the measures carry
trec_eval's names (`ndcg_cut_5`, `P_5`, `recip_rank`), so you can diff the output against
`trec_eval -m ndcg_cut.5 -m P.5 -m recip_rank qrels run`:
""",
        es=r"""
Los mismos archivos se pueden evaluar sin escribir Python: `python -m ragmetrics eval QRELS RUN -m MEDIDA ...`
imprime líneas `medida  consulta  valor` como trec_eval (`-q` añade una línea por consulta; `-c` promedia
sobre todas las consultas de los qrels y cuenta como 0 una consulta que falte en el run). Con
`--trec-names` las medidas llevan los nombres de trec_eval (`ndcg_cut_5`, `P_5`, `recip_rank`), para
comparar la salida con `trec_eval -m ndcg_cut.5 -m P.5 -m recip_rank qrels run`:
""",
        zh=r"""
同样的文件也可以不写 Python 代码直接评估：`python -m ragmetrics eval QRELS RUN -m 指标 ...` 会像 trec_eval 一样输出 `指标  查询  数值` 的行（`-q` 还会逐个查询输出每个指标；`-c` 对 qrels 中的所有查询求平均，run 里缺失的查询记为 0）。加上 `--trec-names` 后，指标使用 trec_eval 的名字（`ndcg_cut_5`、`P_5`、`recip_rank`），方便与 `trec_eval -m ndcg_cut.5 -m P.5 -m recip_rank qrels run` 的输出逐行比对：
""",
        translates={"es": "e747128d85d3", "zh": "e747128d85d3"},
    ),
    code(r"""
import subprocess
import sys

for options in (["-q"], ["--trec-names"]):
    command = [sys.executable, "-m", "ragmetrics", "eval", "../data/ch04_qrels.txt", "../data/ch04_run_a.txt",
               "-m", f"nDCG@{k}", "-m", f"P@{k}", "-m", "RR", *options]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    print("$ python -m ragmetrics " + " ".join(command[3:]))
    print(done.stdout)
"""),
    *PART2,  # 5. Comparing two retrievers ... (parts/ch04_part2.py)
]
