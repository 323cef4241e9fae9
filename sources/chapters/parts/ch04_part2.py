"""The second half of the cells of sources/chapters/04_evaluating_a_retriever.py, which imports them (so that no
source is over 1,000 lines): 5. Comparing two retrievers; Exercises.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg

CELLS = [
    md(
        en=r"""
## 5. Comparing two retrievers

A new retriever is better if it helps your users' queries, not because one mean goes up. Compare the means
first, then look query by query: where does B win, where does it lose, and by how much?
""",
        es=r"""
## 5. Comparar dos recuperadores

Un recuperador nuevo es mejor si ayuda con las consultas de tus usuarios, no porque suba una media.
Compara primero las medias y después mira consulta por consulta: ¿dónde gana B, dónde pierde y por cuánto?
""",
        zh=r"""
## 5. 比较两个检索器

新检索器好不好，要看它对用户的实际查询有没有帮助，而不是某个平均值有没有上升。先比较平均值，再逐个查询看：B 在哪里赢、在哪里输、差多少？
""",
        translates={"es": "7e455533e4f5", "zh": "7e455533e4f5"},
    ),
    msg("ch04.col.measure", en="measure", es="medida", zh="指标", translates={"es": "150166168279", "zh": "150166168279"}),
    msg(
        "ch04.wins",
        en="{name}: B better on {wins}, worse on {losses}, tied on {ties} of {n} queries",
        es="{name}: B mejor en {wins}, peor en {losses}, empate en {ties} de {n} consultas",
        zh="{name}：{n} 个查询中，B 更好的 {wins} 个、更差的 {losses} 个、持平的 {ties} 个", translates={"es": "ba39414614e0", "zh": "ba39414614e0"},
    ),
    code(r"""
def signed(d):  # +0.1500 or −0.1000 (a true minus sign), as the side-by-side view below writes a difference
    return write_number(d, '+.4f') if round(d, 4) else write_number(0, '.4f')

results_b = rm.evaluate(qrels, run_b, measures)
print_table([t("ch04.col.measure", lang), "A", "B", "B − A"],
            [(name, results_a.mean[name], results_b.mean[name], signed(results_b.mean[name] - results_a.mean[name]))
             for name in results_a.mean])

focus = [f"R@{k}", "RR", f"nDCG@{k}"]
print()
print_table([t("ch04.col.query", lang), *(f"Δ {name}" for name in focus)],
            [(qid, *(signed(results_b.per_query[qid][name] - results_a.per_query[qid][name]) for name in focus))
             for qid in results_a.per_query])
print()
for name in focus:
    deltas = [results_b.per_query[qid][name] - results_a.per_query[qid][name] for qid in results_a.per_query]
    print(t("ch04.wins", lang, name=name, wins=sum(d > 1e-12 for d in deltas), losses=sum(d < -1e-12 for d in deltas),
            ties=sum(abs(d) <= 1e-12 for d in deltas), n=len(deltas)))
"""),
    msg("ch04.plot.diff_axis", en="Difference (B − A)", es="Diferencia (B − A)", zh="差值（B − A）", translates={"es": "e4554045db80", "zh": "e4554045db80"}),
    msg(
        "ch04.plot.diff_title",
        en="Retriever B − retriever A, query by query (k = {k})",
        es="Recuperador B − recuperador A, consulta por consulta (k = {k})",
        zh="检索器 B − 检索器 A，逐个查询对比（k = {k}）", translates={"es": "6f89f2b2d5ec", "zh": "6f89f2b2d5ec"},
    ),
    msg("ch04.plot.query_axis", en="Query", es="Consulta", zh="查询", translates={"es": "b80a37564fbb", "zh": "b80a37564fbb"}),
    code(r"""
import matplotlib
import numpy as np
from IPython.display import Image
from ragmetrics_course.plots import OKABE_ITO, course_rc, new_figure, to_png

qids = list(results_a.per_query)
colors = [OKABE_ITO["blue"], OKABE_ITO["orange"], OKABE_ITO["bluish_green"]]
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.2)
    ax = fig.add_axes((0.09, 0.16, 0.68, 0.72))
    for i, (name, color, hatch) in enumerate(zip(focus, colors, ["", "//", ".."])):
        deltas = [results_b.per_query[q][name] - results_a.per_query[q][name] for q in qids]
        ax.bar(np.arange(len(qids)) + (i - 1) * 0.27, deltas, width=0.27, color=color, hatch=hatch,
               edgecolor="#1A1A1A", linewidth=0.5, label=name)
    ax.axhline(0, color="#1A1A1A", linewidth=0.8)
    ax.set_xticks(np.arange(len(qids)), qids)
    ax.set_xlabel(t("ch04.plot.query_axis", lang))
    ax.set_ylabel(t("ch04.plot.diff_axis", lang))
    ax.set_title(t("ch04.plot.diff_title", lang, k=k), loc="left")
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0))
Image(to_png(fig))
"""),
    md(
        en=r"""
At *k* = 5, B has the better mean RR and nDCG@5 but the worse mean Recall@5. Query by query, B wins on
q1 and q4 (it brings the best documents to the top) and a little on q3; it loses on q2 and q5, where it
pushes relevant documents below rank 5. Whether B is "better" depends on which queries and which
measure matter to you; and with five queries such differences say little: chapter 09 shows the paired
significance tests a real comparison needs.

Here is the query where B loses the most, side by side. Move documents in either ranking and watch
which measures react.
""",
        es=r"""
Con *k* = 5, B tiene mejor RR medio y mejor nDCG@5 medio, pero peor Recall@5 medio. Consulta por
consulta, B gana en q1 y q4 (coloca arriba los mejores documentos) y un poco en q3; pierde en q2 y q5,
donde empuja documentos relevantes por debajo de la posición 5. Que B sea «mejor» depende de qué
consultas y qué medida te importen; y con cinco consultas estas diferencias dicen poco: el capítulo 09
presenta las pruebas de significación pareadas que necesita una comparación real.

Esta es la consulta en la que B pierde más, con los dos rankings lado a lado. Mueve documentos
en cualquiera de los dos y observa qué medidas reaccionan.
""",
        zh=r"""
*k* = 5 时，B 的平均 RR 和平均 nDCG@5 更高，但平均 Recall@5 更低。逐个查询看，B 在 q1 和 q4 上胜出（把最好的文档排到了前面），在 q3 上略胜；在 q2 和 q5 上落后，因为它把相关文档挤到了第 5 名之后。B 是否“更好”，取决于你关心哪些查询、哪个指标；而且只有 5 个查询时，这样的差异很难说明问题，真正的比较需要配对显著性检验（见第 9 章）。

下面并排展示 B 损失最大的那个查询。你可以在任一排序中移动文档，观察哪些指标随之变化。
""",
        translates={"es": "46922f4ed168", "zh": "46922f4ed168"},
    ),
    msg(
        "ch04.loser",
        en="B loses most nDCG@{k} on {qid}: A {a:.4f}, B {b:.4f}. The side-by-side view below opens on it.",
        es="Donde B pierde más nDCG@{k} es en {qid}: A {a:.4f}; B {b:.4f}. La comparación lado a lado de abajo se abre con esa consulta.",
        zh="B 在 {qid} 上的 nDCG@{k} 损失最大：A 为 {a:.4f}，B 为 {b:.4f}。下面的并排视图展示的就是这个查询。", translates={"es": "47aea9c36236", "zh": "47aea9c36236"},
    ),
    code(r"""
delta = {qid: results_b.per_query[qid][f"nDCG@{k}"] - results_a.per_query[qid][f"nDCG@{k}"] for qid in qids}
loser = min(delta, key=delta.get)
print(t("ch04.loser", lang, k=k, qid=loser, a=results_a.per_query[loser][f"nDCG@{k}"],
        b=results_b.per_query[loser][f"nDCG@{k}"]))
"""),
    code(r"""
from ragmetrics_course import CompareRankings

compare = CompareRankings(qrels[loser], run_a[loser], run_b[loser], k=k, lang=lang)
compare
""", tags=["nbval-ignore-output"]),
    code(r"""
print(compare.text())  # what the side-by-side view shows first
"""),
    md(
        en=r"""
### Check your understanding

B's mean nDCG@5 is higher than A's. Your product team says q2 is the
most frequent question. Which retriever do you ship?

<details><summary>Answer</summary>

Not B without a closer look. Weight the queries by how often users ask them (or evaluate on a test set
sampled from real traffic), and check whether q2's loss is shared by many similar queries. A mean is only
as representative as its test set.
</details>

## 6. Which measure for which use case

The two Spanish sources suggest targets. Here they are beside the use case each measure fits
(the Spanish chapter writes its cutoff as K; it is the same *k*):

| measure | fits when… | Spanish capsule | Spanish chapter |
|---|---|---|---|
| Recall@k | missing a relevant document is costly (legal search, RAG that must see every fact) | Recall@5 > 0.85 | Recall@k > 0.9 |
| Precision@k | irrelevant context is costly (a small LLM context window, short chatbot answers) | Precision@3 > 0.80 | Precision@k > 0.8 |
| F1@k | recall and precision matter equally; one number to compare systems | F1@5 > 0.75 | – |
| MRR | only the first good result matters (FAQ search, "I'm feeling lucky") | MRR > 0.8 | MRR > 0.7 |
| nDCG@k | the whole order matters, with graded relevance | nDCG@5 > 0.85 | – |

(The chapter also lists Faithfulness > 0.9 and Relevance > 0.8 for generation: see chapter 05.)
Here is how the two retrievers fare against each target, with this chapter's *k* where the source
gives no cutoff:
""",
        es=r"""
### Comprueba lo que has entendido

El nDCG@5 medio de B es mayor que el de A. Tu equipo de producto
dice que q2 es la pregunta más frecuente. ¿Qué recuperador pones en producción?

<details><summary>Respuesta</summary>

B no, al menos no sin mirarlo más de cerca. Pondera las consultas por la frecuencia con que las hacen los
usuarios (o evalúa con un conjunto de prueba muestreado del tráfico real) y comprueba si la pérdida en
q2 la comparten muchas consultas parecidas. Una media no es más representativa que su conjunto de prueba.
</details>

## 6. Qué medida para qué caso de uso

Las dos fuentes en español proponen objetivos. Aquí están junto al caso de uso al que se ajusta
cada medida (el capítulo del manual escribe el corte como K; es el mismo *k*):

| medida | conviene cuando… | cápsula | capítulo del manual |
|---|---|---|---|
| Recall@k | perder un documento relevante sale caro (búsqueda jurídica, un RAG que debe ver todos los datos) | Recall@5 > 0,85 | Recall@k > 0,9 |
| Precision@k | el contexto irrelevante sale caro (ventana de contexto pequeña, respuestas breves de chatbot) | Precision@3 > 0,80 | Precision@k > 0,8 |
| F1@k | el recall y la precisión importan por igual; un solo número para comparar sistemas | F1@5 > 0,75 | – |
| MRR | solo importa el primer buen resultado (búsqueda en FAQ, «voy a tener suerte») | MRR > 0,8 | MRR > 0,7 |
| nDCG@k | importa todo el orden, con relevancia graduada | nDCG@5 > 0,85 | – |

(El capítulo del manual también da fidelidad > 0,9 y relevancia > 0,8 para la generación: véase el
capítulo 05.) Así quedan los dos recuperadores frente a cada objetivo, con el *k* de este capítulo cuando
la fuente no da un corte:
""",
        zh=r"""
### 检查一下你的理解

B 的平均 nDCG@5 比 A 高。产品团队告诉你 q2 是用户问得最多的问题。你会上线哪个检索器？

<details><summary>答案</summary>

不能不加分析就上线 B。应按用户提问的频率给查询加权（或者用从真实流量中抽样的测试集来评估），并检查 q2 上的损失是不是许多类似查询共有的。测试集有多大代表性，平均值就只有多大代表性。
</details>

## 6. 什么场景用什么指标

两份西班牙语资料都给出了目标值。下面把它们和各指标适用的场景放在一起（西班牙语章节把截断位置写成 K，就是这里的 *k*）：

| 指标 | 适用于…… | 西班牙语课程 | 西班牙语章节 |
|---|---|---|---|
| Recall@k | 漏掉相关文档代价很高（法律检索、必须看到所有事实的 RAG） | Recall@5 > 0.85 | Recall@k > 0.9 |
| Precision@k | 无关上下文代价很高（LLM 上下文窗口小、聊天机器人回答要简短） | Precision@3 > 0.80 | Precision@k > 0.8 |
| F1@k | 召回率和精确率同样重要；用一个数比较系统 | F1@5 > 0.75 | – |
| MRR | 只关心第一个好结果（FAQ 检索、“手气不错”） | MRR > 0.8 | MRR > 0.7 |
| nDCG@k | 整个排序都重要，且有分级相关性 | nDCG@5 > 0.85 | – |

（西班牙语章节还给出了生成阶段的忠实度 > 0.9、相关性 > 0.8，见第 5 章。）下面看两个检索器相对每个目标的表现；资料没有给出截断位置时，取本章的 *k*：
""",
        translates={"es": "da803c5df781", "zh": "da803c5df781"},
    ),
    msg("ch04.col.source", en="source", es="fuente", zh="来源", translates={"es": "41cf6794ba42", "zh": "41cf6794ba42"}),
    msg("ch04.col.target", en="target", es="objetivo", zh="目标", translates={"es": "34a04005bcaf", "zh": "34a04005bcaf"}),
    msg("ch04.col.meets", en="target met?", es="¿cumple?", zh="是否达标", translates={"es": "1cc4de8c7dfc", "zh": "1cc4de8c7dfc"}),
    msg("ch04.fail", en="misses", es="no cumple", zh="未达标", translates={"es": "b36708c7beec", "zh": "b36708c7beec"}),
    msg("ch04.pass", en="meets", es="cumple", zh="达标", translates={"es": "4d9c9f0f50b2", "zh": "4d9c9f0f50b2"}),
    msg("ch04.src.capsule", en="Spanish capsule", es="cápsula", zh="西班牙语课程", translates={"es": "dc12335b9a32", "zh": "dc12335b9a32"}),
    msg("ch04.src.chapter", en="Spanish chapter", es="capítulo del manual", zh="西班牙语章节", translates={"es": "0f0dfaeb8f05", "zh": "0f0dfaeb8f05"}),
    code(r"""
targets = [  # (measure, target, source): the sources' targets, as printed
    ("R@5", 0.85, "capsule"), ("P@3", 0.80, "capsule"), ("F1@5", 0.75, "capsule"), ("RR", 0.80, "capsule"),
    ("nDCG@5", 0.85, "capsule"), (f"R@{k}", 0.90, "chapter"), (f"P@{k}", 0.80, "chapter"), ("RR", 0.70, "chapter"),
]
names = list(dict.fromkeys(name for name, _, _ in targets))
mean_a = rm.evaluate(qrels, run_a, names).mean
mean_b = rm.evaluate(qrels, run_b, names).mean
verdict = {True: t("ch04.pass", lang), False: t("ch04.fail", lang)}
met = t("ch04.col.meets", lang)
print_table([t("ch04.col.source", lang), t("ch04.col.target", lang), "A", f"A: {met}", "B", f"B: {met}"],
            [(t(f"ch04.src.{source}", lang), f"{name} > {write_number(target, '.2f')}", mean_a[name], verdict[mean_a[name] > target],
              mean_b[name], verdict[mean_b[name] > target]) for name, target, source in targets])
"""),
    md(
        en=r"""
At *k* = 5, A meets the capsule's recall target and B both MRR targets: which retriever "passes"
depends on the target you pick. Neither meets the precision targets. Is that the retrievers' fault?
Ask what a **perfect** retriever would score: rank every judged document by grade, then compute the
same measures.
""",
        es=r"""
Con *k* = 5, A cumple el objetivo de recall de la cápsula y B los dos objetivos de MRR: qué
recuperador «aprueba» depende del objetivo que elijas. Ninguno cumple los objetivos de precisión.
¿Es culpa de los recuperadores? Pregúntate cuánto sacaría un recuperador **perfecto**: ordena todos los
documentos juzgados por grado y calcula las mismas medidas.
""",
        zh=r"""
*k* = 5 时，A 达到了西班牙语课程的召回率目标，B 达到了两个 MRR 目标；哪个检索器“及格”，取决于你选哪个目标。两者都没有达到精确率目标。这是检索器的问题吗？先问问**完美**检索器能得多少分：把所有标注过的文档按相关性等级排序，再算同样的指标。
""",
        translates={"es": "ed373e033111", "zh": "ed373e033111"},
    ),
    msg(
        "ch04.best_mean",
        en="Even a perfect retriever averages {p3:.4f} on P@3 and {pk:.4f} on P@{k} over these queries.",
        es="Con estas consultas, incluso un recuperador perfecto se queda en una media de {p3:.4f} en P@3 y {pk:.4f} en P@{k}.",
        zh="即使是完美的检索器，在这些查询上的平均 P@3 也只有 {p3:.4f}，平均 P@{k} 只有 {pk:.4f}。", translates={"es": "bc72b3ab9956", "zh": "bc72b3ab9956"},
    ),
    msg("ch04.col.best", en="best possible {name}", es="{name} máximo posible", zh="{name} 的理论上限", translates={"es": "93c25964cf8d", "zh": "93c25964cf8d"}),
    msg("ch04.col.relevant", en="relevant docs", es="documentos relevantes", zh="相关文档数", translates={"es": "585224c1a533", "zh": "585224c1a533"}),
    code(r"""
perfect = {qid: sorted(judged, key=judged.get, reverse=True) for qid, judged in qrels.items()}
best_p3 = [rm.precision_at_k(perfect[qid], qrels[qid], k=3) for qid in qrels]
best_pk = [rm.precision_at_k(perfect[qid], qrels[qid], k=k) for qid in qrels]
print_table([t("ch04.col.query", lang), t("ch04.col.relevant", lang), t("ch04.col.best", lang, name="P@3"),
             t("ch04.col.best", lang, name=f"P@{k}")],
            [(qid, sum(grade > 0 for grade in qrels[qid].values()), p3, pk) for qid, p3, pk in zip(qrels, best_p3, best_pk)])
print()
print(t("ch04.best_mean", lang, p3=fmean(best_p3), pk=fmean(best_pk), k=k))
"""),
    md(
        en=r"""
With two or three relevant documents per query, even a perfect ranking cannot fill the top 5 with
relevant documents: at *k* = 5 its P@5 averages 0.52, far below "Precision@k > 0.8". That is why these
targets are **rules of thumb, not standards**:

- **They depend on the test set**: the number of relevant documents per query bounds Precision@k and
  Recall@k, and how deep the judges looked decides what counts as "missed".
- **They depend on *k* and on the measure's convention**: RR with or without a cutoff, linear or
  exponential gain, F1 averaged per query or not.
- **The sources disagree** (MRR > 0.8 in one, > 0.7 in the other) and give no data for either figure.
- **What is "good" depends on the product**: an FAQ bot needs MRR near 1; a legal search tool needs
  recall near 1 and tolerates noise.

Use them as a rough first reference; then set your own targets from a baseline on your own test set, and
compare systems on the same qrels, query by query.

### Check your understanding

Take a test set where every query has exactly one relevant document. What is
the highest possible mean Precision@3, and what does "Precision@3 > 0.80" mean for it?

<details><summary>Answer</summary>

1/3 ≈ 0.333: three positions, at most one relevant document. The target is unreachable; for one-answer
test sets use hit rate@k and MRR instead.
</details>

## Summary

- Evaluate per query, then average; read the per-query table, not only the mean.
- The capsule's printed means (0.722 / 0.533 / 0.600 / 0.812) are wrong; these inputs give
  R@5 0.8889, P@5 0.4, mean F1@5 0.5476 (F1 of the means 0.5517), MRR 0.6667 and nDCG@5 0.7038.
- TREC qrels and run files are the common exchange format; `rm.read_qrels`, `rm.read_run`,
  `rm.evaluate` and `python -m ragmetrics eval` read and evaluate them like trec_eval.
- Compare retrievers query by query; treat target values as rules of thumb.

The cell below prints this chapter's key numbers at the current *k*.
""",
        es=r"""
Con dos o tres documentos relevantes por consulta, ni siquiera un ranking perfecto puede llenar el top 5
de documentos relevantes: con *k* = 5 su P@5 media es 0,52, muy por debajo de «Precision@k > 0,8». Por
eso estos objetivos son **reglas prácticas, no estándares**:

- **Dependen del conjunto de prueba**: el número de documentos relevantes por consulta acota Precision@k
  y Recall@k, y hasta dónde revisaron los jueces determina qué cuenta como «perdido».
- **Dependen de *k* y de la convención de cada medida**: RR con o sin corte, ganancia lineal o
  exponencial, F1 promediado por consulta o no.
- **Las fuentes no coinciden** (MRR > 0,8 en una, > 0,7 en la otra) y ninguna respalda su cifra con datos.
- **Lo que es «bueno» depende del producto**: un bot de FAQ necesita un MRR cercano a 1; una herramienta
  de búsqueda jurídica necesita un recall cercano a 1 y tolera el ruido.

Úsalos como una primera referencia aproximada; después fija tus propios objetivos a partir de una línea
base medida en tu conjunto de prueba y compara sistemas con los mismos qrels, consulta por consulta.

### Comprueba lo que has entendido

Imagina un conjunto de prueba en el que cada consulta tiene exactamente un
documento relevante. ¿Cuál es la mayor Precision@3 media posible y qué significa entonces el objetivo «Precision@3 > 0,80»?

<details><summary>Respuesta</summary>

1/3 ≈ 0,333: tres posiciones y, como mucho, un documento relevante. El objetivo es inalcanzable; para
conjuntos con una sola respuesta por consulta, usa la tasa de aciertos (HitRate@k) y el MRR.
</details>

## Resumen

- Evalúa por consulta y luego promedia; lee la tabla por consulta, no solo la media.
- Las medias impresas de la cápsula (0,722 / 0,533 / 0,600 / 0,812) son incorrectas; estos datos dan
  R@5 0,8889, P@5 0,4, F1@5 medio 0,5476 (F1 de las medias 0,5517), MRR 0,6667 y nDCG@5 0,7038.
- Los archivos TREC de qrels y de run son el formato de intercambio común; `rm.read_qrels`, `rm.read_run`,
  `rm.evaluate` y `python -m ragmetrics eval` los leen y evalúan como trec_eval.
- Compara recuperadores consulta por consulta; toma los valores objetivo como reglas prácticas.

La celda de abajo imprime las cifras clave del capítulo con el *k* actual.
""",
        zh=r"""
每个查询只有两三篇相关文档时，即使排序完美，前 5 名也不可能全是相关文档：*k* = 5 时完美排序的平均 P@5 只有 0.52，远低于“Precision@k > 0.8”。所以这些目标值是**经验值，而不是标准**，原因如下：

- **它们取决于测试集**：每个查询的相关文档数限制了 Precision@k 和 Recall@k 的上限；标注深度（每个查询评判到第几名）决定了什么算“漏掉”。
- **它们取决于 *k* 和指标的约定**：RR 截断还是不截断，线性增益还是指数增益，F1 是否逐查询平均。
- **参考资料之间就不一致**（一篇说 MRR > 0.8，另一篇说 > 0.7），而且都没有给出依据。
- **什么算“好”取决于产品**：FAQ 机器人需要 MRR 接近 1；法律检索工具需要召回率接近 1，可以容忍噪声。

把它们当作粗略的参考线；然后在你自己的测试集上以基线为参照制定目标，并在同一份 qrels 上逐查询比较系统。

### 检查一下你的理解

设想一个测试集，其中每个查询恰好只有一篇相关文档。平均 Precision@3 最高能到多少？“Precision@3 > 0.80”对它意味着什么？

<details><summary>答案</summary>

1/3 ≈ 0.333：三个位置里最多只有一篇相关文档。这个目标根本达不到；对于每个查询只有一个答案的测试集，应该用命中率（HitRate@k）和 MRR。
</details>

## 小结

- 先逐查询评估，再取平均；要读逐查询的表格，而不只看平均值。
- 西班牙语课程打印的平均值（0.722 / 0.533 / 0.600 / 0.812）是错的；由这些输入实际算出的是 R@5 0.8889、P@5 0.4、平均 F1@5 0.5476（由平均值算出的 F1 为 0.5517）、MRR 0.6667、nDCG@5 0.7038。
- TREC 格式的 qrels 和 run 文件是通用的交换格式；`rm.read_qrels`、`rm.read_run`、`rm.evaluate` 和 `python -m ragmetrics eval` 会像 trec_eval 一样读取并评估它们。
- 逐查询比较检索器；目标值只当作经验值。

下面的单元格打印本章在当前 *k* 下的关键数字。
""",
        translates={"es": "abe0d4d805a2", "zh": "abe0d4d805a2"},
    ),
    msg(
        "ch04.summary.capsule",
        en="The capsule's three queries at k = {k}:",
        es="Las tres consultas de la cápsula con k = {k}:",
        zh="西班牙语课程的 3 个查询，k = {k}：", translates={"es": "83c0e70a5d6d", "zh": "83c0e70a5d6d"},
    ),
    msg("ch04.summary.f1_means", en="F1@{k} of the means", es="F1@{k} de las medias", zh="由平均值算出的 F1@{k}", translates={"es": "f4fe7d91b7a8", "zh": "f4fe7d91b7a8"}),
    msg("ch04.summary.mrr", en="MRR (no cutoff)", es="MRR (sin corte)", zh="MRR（不截断）", translates={"es": "fa96f4151ab8", "zh": "fa96f4151ab8"}),
    msg(
        "ch04.summary.runs",
        en="Five queries, retriever A vs B (means at k = {k}):",
        es="Cinco consultas, recuperador A frente a B (medias con k = {k}):",
        zh="5 个查询，检索器 A 与 B 对比（k = {k} 时的平均值）：", translates={"es": "569d9c8399bc", "zh": "569d9c8399bc"},
    ),
    msg("ch04.summary.a_b", en="{name}: A = {a:.4f}, B = {b:.4f}", es="{name}: A = {a:.4f}, B = {b:.4f}", zh="{name}：A = {a:.4f}，B = {b:.4f}", translates={"es": "0b45b190f0c8", "zh": "0b45b190f0c8"}),
    code(r"""
print(t("ch04.summary.capsule", lang, k=k))
for label, value in [(t("metric.recall.symbol", lang, k=k), means[f"R@{k}"]),
                     (t("metric.precision.symbol", lang, k=k), means[f"P@{k}"]),
                     (t("metric.f1.symbol", lang, k=k), means[f"F1@{k}"]),
                     (t("ch04.summary.f1_means", lang, k=k), f1_of_means),
                     (t("ch04.summary.mrr", lang), means["RR"]),
                     (t("metric.ndcg.symbol", lang, k=k), means[f"nDCG@{k}"])]:
    print(f"  {label} = {write_number(value, '.4f')}")
print(t("ch04.summary.runs", lang, k=k))
for name in (f"R@{k}", f"nDCG@{k}"):
    print("  " + t("ch04.summary.a_b", lang, name=name, a=results_a.mean[name], b=results_b.mean[name]))
""", tags=["summary"]),
    md(
        en=r"""
## Exercises

Practise this chapter in [the exercises](../../exercises/en/04_evaluating_a_retriever.ipynb) (each one checks your answer, with hints).

## References

- Manning, C. D., Raghavan, P. and Schütze, H. (2008). *Introduction to Information Retrieval*, chapter 8, "Evaluation in information retrieval". Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, the reference evaluation program of TREC (NIST), with the qrels and run formats and the options `-m`, `-q`, `-c`: <https://github.com/usnistgov/trec_eval>
""",
        es=r"""
## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/04_evaluating_a_retriever.ipynb) (cada uno comprueba tu respuesta y da pistas).

## Referencias

- Manning, C. D., Raghavan, P. y Schütze, H. (2008). *Introduction to Information Retrieval*, capítulo 8, «Evaluation in information retrieval». Cambridge University Press. <https://nlp.stanford.edu/IR-book/>
- trec_eval, el programa de evaluación de referencia de TREC (NIST), con los formatos de qrels y de run y las opciones `-m`, `-q`, `-c`: <https://github.com/usnistgov/trec_eval>
""",
        zh=r"""
## 练习

用[本章练习](../../exercises/zh/04_evaluating_a_retriever.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。

## 参考文献

- Manning, C. D., Raghavan, P., & Schütze, H. (2008). *Introduction to Information Retrieval* (Chapter 8: Evaluation in information retrieval). Cambridge University Press. <https://nlp.stanford.edu/IR-book/> ——中译本《信息检索导论》；第 8 章讲检索评估。
- trec_eval：TREC（美国 NIST）的参考评估程序，含 qrels 与 run 的格式及 `-m`、`-q`、`-c` 等选项，<https://github.com/usnistgov/trec_eval>
""",
        translates={"es": "5ca325fb1403", "zh": "5ca325fb1403"},
    ),
]
