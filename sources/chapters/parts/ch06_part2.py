"""The second half of the cells of sources/chapters/06_conventions_pitfalls.py, which imports them (so that no
source is over 1,000 lines): 7. Relevance levels: P(rel=2)@k, and why nDCG ignores them; 9. Why libraries
disagree: scikit-learn's `ndcg_score`; The conventions in one table; Exercises.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg

CELLS = [
    md(
        en=r"""
## 7. Relevance levels: P(rel=2)@k, and why nDCG ignores them

With graded judgments (0–3), a binary measure needs a threshold: a document is relevant when its grade
is at least the **relevance level** (1 by default). `P(rel=2)@5` counts only documents of grade 2 or more.

nDCG is different: it uses the grades themselves as gains. In trec_eval the relevance level (`-l2`)
**does not change nDCG** (trec_eval#35); ranx's `ndcg@5-l2` **does**: it sets grades below 2 to 0 first.
Same name, two measures. `ragmetrics` refuses `ndcg@k-l2` rather than guess; to get ranx's number, drop
the low grades yourself:
""",
        es=r"""
## 7. Niveles de relevancia: P(rel=2)@k y por qué nDCG los ignora

Con juicios graduados (0–3), una medida binaria necesita un umbral: un documento es relevante cuando su
grado es al menos el **nivel de relevancia** (1 por defecto). `P(rel=2)@5` solo cuenta documentos de
grado 2 o más.

nDCG es distinto: usa los propios grados como ganancias. En trec_eval el nivel de relevancia (`-l2`)
**no cambia el nDCG** (trec_eval#35); el `ndcg@5-l2` de ranx **sí**: primero pone a 0 los grados menores
que 2. Mismo nombre, dos medidas. `ragmetrics` rechaza `ndcg@k-l2` en lugar de adivinar; para obtener el
número de ranx, quita tú los grados bajos:
""",
        zh=r"""
## 7. 相关性阈值：P(rel=2)@k，以及 nDCG 为什么不理会它

有分级标注（0–3）时，基于二元相关性的指标需要一个阈值：文档的相关性等级不低于**相关性阈值**（默认为 1）才算相关。`P(rel=2)@5` 只统计等级为 2 或以上的文档。

nDCG 不同：它直接把等级当作增益。在 trec_eval 中，相关性阈值（`-l2`）**不会改变 nDCG**（trec_eval#35）；而 ranx 的 `ndcg@5-l2` **会**：它先把低于 2 的等级置为 0。名字相同，却是两个指标。`ragmetrics` 拒绝 `ndcg@k-l2`，不去猜你的意思；想得到 ranx 的数字，就自己去掉低等级：
""",
        translates={"es": "1bb6350a9c80", "zh": "1bb6350a9c80"},
    ),
    msg("ch06.col.measure", en="Measure", es="Medida", zh="指标", translates={"es": "ebf940f2b3ea", "zh": "ebf940f2b3ea"}),
    msg(
        "ch06.level.ranx",
        en="nDCG@{k} with grades below {level} set to 0 (ranx's ndcg@{k}-l{level})",
        es="nDCG@{k} con los grados menores que {level} puestos a 0 (ndcg@{k}-l{level} de ranx)",
        zh="把低于 {level} 的等级置 0 后的 nDCG@{k}（ranx 的 ndcg@{k}-l{level}）", translates={"es": "6354505f0843", "zh": "6354505f0843"},
    ),
    msg(
        "ch06.level.trec",
        en="nDCG@{k} (trec_eval: -l{level} does not change it)",
        es="nDCG@{k} (trec_eval: -l{level} no lo cambia)",
        zh="nDCG@{k}（trec_eval：-l{level} 不影响它）", translates={"es": "9d2428be732f", "zh": "9d2428be732f"},
    ),
    code(r"""
retrieved_g, relevant_g = graded
qrels_g = {"q5": {str(doc): grade for doc, grade in relevant_g.items()}}
run_g = {"q5": [str(doc) for doc in retrieved_g]}
level_means = rm.evaluate(qrels_g, run_g, [f"P@{k}", f"P(rel=2)@{k}", f"R@{k}", f"R(rel=2)@{k}", f"nDCG@{k}"]).mean
print_table([t("ch06.col.measure", lang), t("ch06.col.value", lang)], list(level_means.items()))
try:
    rm.parse_measure(f"ndcg@{k}-l2")
except ValueError as error:
    print("\n" + t("ch06.refused", lang, error=error))
high_only = {doc: grade for doc, grade in relevant_g.items() if grade >= 2}
ranx_l2 = rm.ndcg_at_k(retrieved_g, high_only, k=k)
print()
print_table([t("ch06.col.variant", lang), t("ch06.col.value", lang)],
            [(t("ch06.level.trec", lang, k=k, level=2), level_means[f"nDCG@{k}"]),
             (t("ch06.level.ranx", lang, k=k, level=2), ranx_l2)])
"""),
    md(
        en=r"""
In the graded example below, the playground computes the binary measures at relevance level 2, as its
labels say: Precision(rel=2)@5 is the table's P(rel=2)@5 ({{fig:p_level:.1f}}), not P@5 ({{fig:p_any:.1f}}); nDCG@5 takes no level.
Raise document 309 from grade 1 to 2: Precision(rel=2)@5 jumps from {{fig:p_level:.1f}} to {{fig:p_level_raised:.1f}}, while nDCG@5 barely moves
({{fig:ndcg_graded:.3f}} to {{fig:ndcg_raised:.3f}}): one more point of gain at rank 5, but the ideal DCG grows too.
""",
        es=r"""
En el ejemplo graduado de abajo, el laboratorio de rankings calcula las medidas binarias con nivel de
relevancia 2, como indican sus etiquetas: Precision(rel=2)@5 es la P(rel=2)@5 de la tabla ({{fig:p_level:.1f}}), no la P@5
({{fig:p_any:.1f}}); nDCG@5 no lleva nivel. Sube el documento 309 del grado 1 al 2: Precision(rel=2)@5 salta de {{fig:p_level:.1f}} a
{{fig:p_level_raised:.1f}}, mientras que nDCG@5 apenas se mueve (de {{fig:ndcg_graded:.3f}} a {{fig:ndcg_raised:.3f}}): un punto más de ganancia en la posición 5,
pero el DCG ideal también aumenta.
""",
        zh=r"""
在下面的分级例子里，交互组件按相关性阈值 2 计算基于二元相关性的指标，标签里也写明了这一点。Precision(rel=2)@5 就是表中的 P(rel=2)@5（{{fig:p_level:.1f}}），而不是 P@5（{{fig:p_any:.1f}}）；nDCG@5 不用阈值。把文档 309 的等级从 1 提到 2，Precision(rel=2)@5 从 {{fig:p_level:.1f}} 跳到 {{fig:p_level_raised:.1f}}，而 nDCG@5 几乎不动（从 {{fig:ndcg_graded:.3f}} 到 {{fig:ndcg_raised:.3f}}），这是因为第 5 名的增益虽然多了 1，理想 DCG 也随之变大了。
""",
        translates={"es": "ccf3978f9862", "zh": "ccf3978f9862"},
    ),
    code(r"""
from ragmetrics_course import RankingPlayground

playground = RankingPlayground(relevant_g, retrieved_g, k=min(k, len(retrieved_g)), level=2, lang=lang)
playground
""", tags=["nbval-ignore-output"]),
    code(r"""
print(playground.text())  # what the playground shows first
"""),
    md(
        en=r"""
### Check your understanding

With grades {101: 3, 205: 2, 309: 1}, what is P(rel=3)@5 for the ranking
[999, 205, 101, 888, 309]?

<details><summary>Answer</summary>

1/5 = 0.2: only document 101 has grade 3 or more. Check: `rm.precision_at_k(retrieved_g, relevant_g, k=5, level=3)`.
</details>

## 8. Averaging F1

Chapter 01 showed that the mean of per-query F1@k differs from the F1 of the mean precision and recall:
name yours. On the capsule's three queries:
""",
        es=r"""
### Comprueba lo que has entendido

Con los grados {101: 3, 205: 2, 309: 1}, ¿cuánto vale P(rel=3)@5
para el ranking [999, 205, 101, 888, 309]?

<details><summary>Respuesta</summary>

1/5 = 0,2: solo el documento 101 tiene grado 3 o más. Compruébalo: `rm.precision_at_k(retrieved_g, relevant_g, k=5, level=3)`.
</details>

## 8. Promediar F1

El capítulo 01 mostró que la media de los F1@k por consulta no coincide con el F1 de la media de la precisión
y la del recall: indica cuál usas. Con las tres consultas de la cápsula:
""",
        zh=r"""
### 检查一下你的理解

等级为 {101: 3, 205: 2, 309: 1}，排序为 [999, 205, 101, 888, 309] 时，P(rel=3)@5 是多少？

<details><summary>答案</summary>

1/5 = 0.2：只有文档 101 的等级不低于 3。验证：`rm.precision_at_k(retrieved_g, relevant_g, k=5, level=3)`。
</details>

## 8. F1 怎么平均

第 1 章演示过：逐查询 F1@k 的平均，和由精确率的均值、召回率的均值算出的 F1 不相等，要写明你用的是哪种。用第 1 章用过的三个查询（出自第 0 章介绍的西班牙语课程）：
""",
        translates={"es": "1b9b5a0c2b48", "zh": "1b9b5a0c2b48"},
    ),
    msg("ch06.f1.mean", en="mean of per-query F1@{k}", es="media de los F1@{k} por consulta", zh="逐查询 F1@{k} 的平均", translates={"es": "41cbf3007181", "zh": "41cbf3007181"}),
    msg(
        "ch06.f1.of_means",
        en="F1 of mean P@{k} and mean R@{k}",
        es="F1 de la P@{k} media y la R@{k} media",
        zh="由平均 P@{k} 和平均 R@{k} 算出的 F1", translates={"es": "b970d3fcabec", "zh": "b970d3fcabec"},
    ),
    code(r"""
cases = [([1, 3, 5, 7, 9], [3, 7, 12]), ([2, 4, 6, 8, 10], [4, 6]), ([1, 2, 3, 4, 5], [1, 3])]
means = rm.RetrievalEvaluator(k=k).evaluate_many([{"retrieved": r, "relevant": g} for r, g in cases])
p, r = means[f"P@{k}"], means[f"R@{k}"]
f1_rows = [(t("ch06.f1.mean", lang, k=k), means[f"F1@{k}"]),
           (t("ch06.f1.of_means", lang, k=k), 2 * p * r / (p + r) if p + r else 0.0)]
print_table([t("ch06.col.variant", lang), t("ch06.col.value", lang)], f1_rows)
"""),
    md(
        en=r"""
## 9. Why libraries disagree: scikit-learn's `ndcg_score`

scikit-learn's `ndcg_score(y_true, y_score, k=5)` takes, for each query, the true grades and the scores
**of the documents you pass it**, and builds the ideal ranking from those only. Relevant documents your
retriever never returned are invisible to it: a retriever that finds one of four relevant documents, at
rank 1, gets a perfect 1.0 (the call, not run: scikit-learn is not in the course's environment):

```python
from sklearn.metrics import ndcg_score
ndcg_score([[1, 0, 0, 0, 0]], [[5, 4, 3, 2, 1]], k=5)   # -> 1.0
```

Giving `ragmetrics` only the retrieved documents' grades reproduces what scikit-learn sees:
""",
        es=r"""
## 9. Por qué no coinciden las bibliotecas: `ndcg_score` de scikit-learn

`ndcg_score(y_true, y_score, k=5)` de scikit-learn recibe, para cada consulta, los grados de relevancia reales (los de los qrels) y
las puntuaciones **de los documentos que le pasas**, y construye el ranking ideal solo con esos. Los
documentos relevantes que el recuperador nunca devolvió no existen para `ndcg_score`: un recuperador que encuentra
uno de cuatro documentos relevantes, en la posición 1, obtiene un 1,0 perfecto (se muestra la llamada
sin ejecutarla, porque scikit-learn no forma parte del entorno del curso):

```python
from sklearn.metrics import ndcg_score
ndcg_score([[1, 0, 0, 0, 0]], [[5, 4, 3, 2, 1]], k=5)   # -> 1.0
```

Si a `ragmetrics` solo le das los grados de los documentos recuperados, reproduce lo que ve scikit-learn:
""",
        zh=r"""
## 9. 各个库为什么会不一致：scikit-learn 的 `ndcg_score`

scikit-learn 的 `ndcg_score(y_true, y_score, k=5)` 对每个查询，只接收**你传给它的那些文档**的真实等级和分数，并且只用这些文档构造理想排序。检索器从未返回的相关文档，对它来说根本不存在。所以一个在四篇相关文档中只找到一篇、并把它排在第 1 名的检索器，会得到满分 1.0。下面只给出调用方式，不实际运行，因为 scikit-learn 不在本课程的环境里：

```python
from sklearn.metrics import ndcg_score
ndcg_score([[1, 0, 0, 0, 0]], [[5, 4, 3, 2, 1]], k=5)   # -> 1.0
```

如果只给 `ragmetrics` 检索到的文档的等级，就能复现 scikit-learn 看到的结果：
""",
        translates={"es": "85e56f1a6450", "zh": "85e56f1a6450"},
    ),
    msg(
        "ch06.sk.trec",
        en="ragmetrics / trec_eval: ideal from all {n} relevant docs",
        es="ragmetrics / trec_eval: ideal con los {n} relevantes",
        zh="ragmetrics / trec_eval：理想排序包含全部 {n} 篇相关文档", translates={"es": "2737df8e8455", "zh": "2737df8e8455"},
    ),
    msg(
        "ch06.sk.view",
        en="what scikit-learn's ndcg_score sees: only the docs passed to it",
        es="lo que ve ndcg_score de scikit-learn: solo los documentos que recibe",
        zh="scikit-learn 的 ndcg_score 看到的：只有传给它的文档", translates={"es": "f924235f1369", "zh": "f924235f1369"},
    ),
    code(r"""
retrieved_s = ["a", "x", "y", "z", "w"]
relevant_s = {"a": 1, "b": 1, "c": 1, "d": 1}  # b, c and d are never retrieved
seen = {doc: relevant_s[doc] for doc in retrieved_s if doc in relevant_s}  # the only grades scikit-learn gets
sk_rows = [(t("ch06.sk.trec", lang, n=len(relevant_s)), rm.ndcg_at_k(retrieved_s, relevant_s, k=k)),
           (t("ch06.sk.view", lang), rm.ndcg_at_k(retrieved_s, seen, k=k))]
print_table([f"nDCG@{k}", t("ch06.col.value", lang)], sk_rows)
"""),
    md(
        en=r"""
At *k* = {{fig:k}}: {{fig:sk_trec:.2f}} against {{fig:sk_view:.1f}}. The gap widens with each relevant document the retriever misses, until the
ideal top *k* is full: from {{fig:sk_floor_from}} missed documents on, the ideal DCG@{{fig:k}} stops growing and nDCG@{{fig:k}} stays at
{{fig:sk_floor:.4f}} (table and figure below).
""",
        es=r"""
Con *k* = {{fig:k}}: {{fig:sk_trec:.2f}} frente a {{fig:sk_view:.1f}}. La diferencia crece con cada documento relevante que pierde el
recuperador, hasta que el top *k* ideal se llena: a partir de {{fig:sk_floor_from}} documentos perdidos el DCG@{{fig:k}} ideal deja de
crecer y el nDCG@{{fig:k}} se queda en {{fig:sk_floor:.4f}} (tabla y figura de abajo).
""",
        zh=r"""
*k* = {{fig:k}} 时：{{fig:sk_trec:.2f}} 对 {{fig:sk_view:.1f}}。检索器每多漏掉一篇相关文档，差距就拉大一点，直到理想排序的前 *k* 名全是相关文档为止：漏掉 {{fig:sk_floor_from}} 篇及以上时，理想 DCG@{{fig:k}} 不再增长，nDCG@{{fig:k}} 停在 {{fig:sk_floor:.4f}}（见下面的表和图）。
""",
        translates={"es": "151d17e39964", "zh": "151d17e39964"},
    ),
    msg(
        "ch06.plot.sk_title",
        en="nDCG@{k} when relevant documents are never retrieved",
        es="nDCG@{k} cuando hay documentos relevantes que nunca se recuperan",
        zh="有相关文档从未被检索到时的 nDCG@{k}", translates={"es": "2b43c8cfbec1", "zh": "2b43c8cfbec1"},
    ),
    msg(
        "ch06.plot.sk_trec",
        en="ragmetrics / trec_eval (full ideal)",
        es="ragmetrics / trec_eval (ideal completo)",
        zh="ragmetrics / trec_eval（完整理想排序）", translates={"es": "e64c315d40b8", "zh": "e64c315d40b8"},
    ),
    msg(
        "ch06.plot.sk_view",
        en="Only the docs passed (scikit-learn)",
        es="Solo los documentos recibidos (scikit-learn)",
        zh="只看传入的文档（scikit-learn）", translates={"es": "8143f2603c9a", "zh": "8143f2603c9a"},
    ),
    msg(
        "ch06.plot.sk_x",
        en="Relevant documents never retrieved",
        es="Documentos relevantes nunca recuperados",
        zh="从未被检索到的相关文档数", translates={"es": "94f6c82dda06", "zh": "94f6c82dda06"},
    ),
    code(r"""
import matplotlib
from IPython.display import Image
from ragmetrics_course.plots import OKABE_ITO, course_rc, new_figure, to_png

missed = list(range(0, 7))
full = [rm.ndcg_at_k(retrieved_s, {"a": 1, **{f"m{i}": 1 for i in range(n)}}, k=k) for n in missed]
passed_only = [rm.ndcg_at_k(retrieved_s, {"a": 1}, k=k) for n in missed]
print_table([t("ch06.plot.sk_x", lang), t("ch06.plot.sk_trec", lang), t("ch06.plot.sk_view", lang)],
            list(zip(missed, full, passed_only)))
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.0)
    ax = fig.add_axes((0.09, 0.17, 0.86, 0.7))
    ax.plot(missed, full, marker="o", color=OKABE_ITO["blue"], label=t("ch06.plot.sk_trec", lang))
    ax.plot(missed, passed_only, marker="s", linestyle="--", color=OKABE_ITO["vermillion"], label=t("ch06.plot.sk_view", lang))
    ax.set_ylim(0, 1.08)
    ax.set_xlabel(t("ch06.plot.sk_x", lang))
    ax.set_ylabel(f"nDCG@{k}")
    ax.set_title(t("ch06.plot.sk_title", lang, k=k), loc="left")
    ax.legend(loc="center right")
Image(to_png(fig))
"""),
    md(
        en=r"""
## The conventions in one table

| Question | trec_eval (and `ragmetrics`) | Others |
|---|---|---|
| tied scores | score, then doc id descending as a string | ranx (small tie groups), ir_measures (RR@k): input order; scikit-learn: averages the group |
| duplicate doc ids | refused | ranx, ir_measures: last score kept; naive code: nDCG > 1 |
| P@k, fewer than *k* docs | divides by *k* | some code: by the number retrieved |
| Recall@k | divides by R | "capped": min(*k*, R) |
| query with no relevant docs | 0, counted in the mean | torchmetrics: your choice |
| query missing from the run | skipped (`-c`: 0) | ir_measures: 0; ranx: refuses the run (`make_comparable=True`: 0) |
| RR | no cutoff (`recip_rank`) | ranx `mrr@k`, ir_measures `RR@k`: cut at *k* |
| nDCG ideal ranking | every judged relevant doc | scikit-learn: only the docs passed |
| nDCG and relevance level | level ignored | ranx `ndcg@k-l2`: grades below 2 set to 0 |
| F1 over queries | `ragmetrics`: mean of per-query F1 (trec_eval has no F1@k) | F1 of mean P and mean R |

## Summary

When two numbers disagree, check each row of this table. `ragmetrics` follows trec_eval and refuses what it refuses, so you can diff the two
outputs line by line (`python -m ragmetrics eval --trec-names`).
""",
        es=r"""
## Las convenciones en una tabla

| Pregunta | trec_eval (y `ragmetrics`) | Otros |
|---|---|---|
| puntuaciones empatadas | puntuación, luego el identificador de mayor a menor como cadena | ranx (empates pequeños) e ir_measures (RR@k): orden de entrada; scikit-learn: promedia el grupo |
| identificadores duplicados | rechazados | ranx, ir_measures: conservan la última puntuación; código ingenuo: nDCG > 1 |
| P@k, menos de *k* documentos | divide entre *k* | hay código que divide entre los recuperados |
| Recall@k | divide entre R | «acotado»: min(*k*, R) |
| consulta sin documentos relevantes | 0, cuenta en la media | torchmetrics: a elección |
| consulta ausente del run | se omite (`-c`: 0) | ir_measures: 0; ranx: rechaza el run (con `make_comparable=True`, 0) |
| RR | sin corte (`recip_rank`) | `mrr@k` de ranx, `RR@k` de ir_measures: cortan en *k* |
| ranking ideal del nDCG | todos los relevantes juzgados | scikit-learn: solo los documentos recibidos |
| nDCG y nivel de relevancia | nivel ignorado | `ndcg@k-l2` de ranx: grados menores que 2 puestos a 0 |
| F1 sobre consultas | `ragmetrics`: media de los F1 por consulta (trec_eval no tiene F1@k) | F1 de la P media y la R media |

## Resumen

Cuando dos números no coincidan, revisa cada fila de esta tabla. `ragmetrics` sigue a trec_eval y rechaza lo que este rechaza, así que
puedes comparar las dos salidas línea a línea (`python -m ragmetrics eval --trec-names`).
""",
        zh=r"""
## 一张表看全部约定

| 问题 | trec_eval（以及 `ragmetrics`） | 其他工具 |
|---|---|---|
| 同分 | 按分数从高到低，同分时按文档 id 字符串从大到小 | ranx（同分文档少时）、ir_measures（计算 RR@k 时）：输入顺序；scikit-learn：对同分组取平均 |
| 重复的文档 id | 拒绝 | ranx、ir_measures：保留最后一个分数；朴素代码：nDCG > 1 |
| 文档数少于 *k* 时的 P@k | 除以 *k* | 有些代码除以检索到的文档数 |
| Recall@k | 除以 R | “封顶”：min(*k*, R) |
| 没有相关文档的查询 | 记 0，参与平均 | torchmetrics：可选 |
| run 中缺失的查询 | 跳过（`-c`：记 0） | ir_measures：记 0；ranx：拒绝整个 run（`make_comparable=True`：记 0） |
| RR | 不截断（`recip_rank`） | ranx 的 `mrr@k`、ir_measures 的 `RR@k`：在 *k* 处截断 |
| nDCG 的理想排序 | 所有标注为相关的文档 | scikit-learn：只有传入的文档 |
| nDCG 与相关性阈值 | 忽略阈值 | ranx 的 `ndcg@k-l2`：低于 2 的等级置 0 |
| 多个查询的 F1 | `ragmetrics`：逐查询 F1 的平均（trec_eval 没有 F1@k） | 由平均 P 和平均 R 算出的 F1 |

## 小结

两个数字对不上时，按上表逐行检查。`ragmetrics` 遵循 trec_eval，trec_eval 拒绝的它也拒绝，所以可以把两者的输出逐行对比（`python -m ragmetrics eval --trec-names`）。
""",
        translates={"es": "22fa5dcd91c2", "zh": "22fa5dcd91c2"},
    ),
    msg(
        "ch06.summary.empty",
        en="mean RR with / without the query with no relevant docs",
        es="RR medio incluyendo / excluyendo la consulta sin relevantes",
        zh="含 / 不含没有相关文档的查询时的平均 RR", translates={"es": "b721a186fc28", "zh": "b721a186fc28"},
    ),
    msg(
        "ch06.summary.f1",
        en="F1@{k}, mean per query / F1 of the means",
        es="F1@{k}, media por consulta / F1 de las medias",
        zh="F1@{k}（逐查询平均 / 由平均值计算）", translates={"es": "261d909b37ea", "zh": "261d909b37ea"},
    ),
    msg(
        "ch06.summary.level",
        en="P@{k} / P(rel=2)@{k}; nDCG@{k} by trec_eval / ranx -l2",
        es="P@{k} / P(rel=2)@{k}; nDCG@{k} de trec_eval / de ranx con -l2",
        zh="P@{k} / P(rel=2)@{k}；nDCG@{k}（trec_eval / ranx -l2）", translates={"es": "d7377221b62f", "zh": "d7377221b62f"},
    ),
    msg(
        "ch06.summary.ndcg",
        en="nDCG / nDCG@{k} (q1 of chapter 04)",
        es="nDCG / nDCG@{k} (q1 del capítulo 04)",
        zh="nDCG / nDCG@{k}（第 4 章的 q1）", translates={"es": "c02260685d04", "zh": "c02260685d04"},
    ),
    msg(
        "ch06.summary.rr",
        en="RR / RR@{k}, first relevant at rank 7",
        es="RR / RR@{k}, primer relevante en la posición 7",
        zh="第一篇相关文档在第 7 名时的 RR / RR@{k}", translates={"es": "fa0576d5e341", "zh": "fa0576d5e341"},
    ),
    msg(
        "ch06.summary.short",
        en="one relevant doc retrieved, P@{k}",
        es="un solo documento recuperado y relevante, P@{k}",
        zh="只返回了一篇文档（且相关）时的 P@{k}", translates={"es": "cd5105da5e94", "zh": "cd5105da5e94"},
    ),
    msg(
        "ch06.summary.sk",
        en="nDCG@{k} trec_eval / scikit-learn's view (3 relevant never retrieved)",
        es="nDCG@{k} trec_eval / lo que ve scikit-learn (3 relevantes nunca recuperados)",
        zh="trec_eval / scikit-learn 算出的 nDCG@{k}（3 篇相关文档从未被检索到）", translates={"es": "0dcab9f69c89", "zh": "0dcab9f69c89"},
    ),
    msg(
        "ch06.summary.tie",
        en="tie 9 vs 10, RR of doc 10",
        es="empate 9 frente a 10, RR del documento 10",
        zh="9 与 10 同分时文档 10 的 RR", translates={"es": "d6b16f20db84", "zh": "d6b16f20db84"},
    ),
    msg(
        "ch06.summary.title",
        en="Conventions at k = {k} (ragmetrics follows trec_eval):",
        es="Convenciones con k = {k} (ragmetrics sigue a trec_eval):",
        zh="k = {k} 时的各项约定（ragmetrics 遵循 trec_eval）：", translates={"es": "c1a427c7f35d", "zh": "c1a427c7f35d"},
    ),
    code(r"""
print(t("ch06.summary.title", lang, k=k))
summary_rows = [
    (t("ch06.summary.tie", lang), write_number(tie_scored['RR'], '.4f')),
    (t("ch06.summary.short", lang, k=k), write_number(rm.precision_at_k([3], [3, 7], k=k), '.4f')),
    (t("ch06.summary.empty", lang), f"{write_number(empty_means[0], '.4f')} / {write_number(empty_means[1], '.4f')}"),
    (t("ch06.summary.rr", lang, k=k), f"{write_number(rr_full, '.4f')} / {write_number(rr_cut, '.4f')}"),
    (t("ch06.summary.ndcg", lang, k=k), f"{write_number(ndcg_rows[1][2], '.4f')} / {write_number(ndcg_rows[0][2], '.4f')}"),
    (t("ch06.summary.level", lang, k=k), f"{write_number(level_means[f'P@{k}'], '.4f')} / {write_number(level_means[f'P(rel=2)@{k}'], '.4f')}"
                                         + t("ch06.semicolon", lang) + f"{write_number(level_means[f'nDCG@{k}'], '.4f')} / {write_number(ranx_l2, '.4f')}"),
    (t("ch06.summary.f1", lang, k=k), f"{write_number(f1_rows[0][1], '.4f')} / {write_number(f1_rows[1][1], '.4f')}"),
    (t("ch06.summary.sk", lang, k=k), f"{write_number(sk_rows[0][1], '.4f')} / {write_number(sk_rows[1][1], '.4f')}"),
]
for label, value in summary_rows:
    print(f"  {label}{t('ch06.colon', lang)}{value}")
""", tags=["summary"]),
    md(
        en=r"""
## Exercises

Practise this chapter in [the exercises](../../exercises/en/06_conventions_pitfalls.ipynb) (each one checks your answer, with hints).

## References

- trec_eval, the reference evaluation program of TREC (NIST): <https://github.com/usnistgov/trec_eval> (its tie rule, `-c`, `-l`, `recip_rank`, `ndcg_cut`).
- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- Järvelin, K. and Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446. The paper that introduced nDCG.
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96. The source of the exponential gain 2<sup>grade</sup> − 1.
- scikit-learn's `ndcg_score`: <https://scikit-learn.org/stable/modules/generated/sklearn.metrics.ndcg_score.html>
""",
        es=r"""
## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/06_conventions_pitfalls.ipynb) (cada uno comprueba tu respuesta y da pistas).

## Referencias

- trec_eval, el programa de evaluación de referencia de TREC (NIST): <https://github.com/usnistgov/trec_eval> (su regla de desempate, `-c`, `-l`, `recip_rank`, `ndcg_cut`).
- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- Järvelin, K. y Kekäläinen, J. (2002). «Cumulated gain-based evaluation of IR techniques». *ACM Transactions on Information Systems* 20(4), 422–446. El artículo que introdujo nDCG.
- Burges, C. et al. (2005). «Learning to rank using gradient descent». *Proceedings of ICML 2005*, 89–96. El origen de la ganancia exponencial 2<sup>grado</sup> − 1.
- `ndcg_score` de scikit-learn: <https://scikit-learn.org/stable/modules/generated/sklearn.metrics.ndcg_score.html>
""",
        zh=r"""
## 练习

用[本章练习](../../exercises/zh/06_conventions_pitfalls.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。

## 参考文献

- trec_eval：TREC（美国 NIST）的参考评估程序，<https://github.com/usnistgov/trec_eval>（同分时的排序规则、`-c`、`-l`、`recip_rank`、`ndcg_cut`）
- Manning, C. D., Raghavan, P., Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>（中译本《信息检索导论》）
- Järvelin, K., Kekäläinen, J. (2002). "Cumulated gain-based evaluation of IR techniques". *ACM Transactions on Information Systems* 20(4), 422–446.（提出 nDCG 的论文）
- Burges, C. et al. (2005). "Learning to rank using gradient descent". *Proceedings of ICML 2005*, 89–96.（指数增益 2<sup>等级</sup> − 1 的出处）
- scikit-learn 的 `ndcg_score`：<https://scikit-learn.org/stable/modules/generated/sklearn.metrics.ndcg_score.html>
""",
        translates={"es": "fe4e5effeb28", "zh": "fe4e5effeb28"},
    ),
]
