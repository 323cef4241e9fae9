"""Part 2 of the cells of sources/chapters/09_significance.py, which imports them (so that no source is over
1,000 lines): the interview question and Check your understanding.

Written as the chapter is (docs/course.md).
"""

from sources.cells import md

CELLS = [
    md(
        en=r"""
Averaging several judgments per answer (or using a more consistent judge) shrinks the spread and raises the power, at the price of more judge calls; so do more questions. Report the judge, its settings and the number of calls alongside the p-value: a gain that only shows with one lucky set of judgments is not a gain.

## Interview: "B beats A by 0.02 nDCG on 100 queries. What do you say?"

<details><summary>A strong answer</summary>

"By itself, 0.02 tells me nothing: I need the per-query differences. First, were both systems run on the same 100 queries with the same qrels? Then a paired test: a randomization test or a paired t-test on the differences, and a 95% confidence interval of the gain. With a typical spread of 0.15 the standard error is 0.15 / √100 = 0.015, so the interval is about 0.02 ± 0.03 and includes 0: not significant, and the test has only about 25% power for a gain of this size, so it is not evidence of no effect either. To settle it I would need around 400–450 queries, or a smaller spread (better judgments, a more homogeneous test set). I would also ask how many configurations were tried before this one (if many, correct with Holm), look at how many queries got worse and which ones, and decide whether 0.02 matters for the product given the cost."

Follow-ups to expect: *what does the p-value mean?* (the probability of a difference at least this large if the systems were equivalent, not the probability that B is better); *why paired?* (query difficulty varies more than systems do); *t-test or randomization?* (they agree closely on IR data; randomization makes no normality assumption); *why not Wilcoxon?* (it tests whether differences tend to be positive, not the mean, and drops zero differences).
</details>
""",
        es=r"""
Promediar varios juicios por respuesta (o usar un juez más constante) reduce la dispersión y sube la potencia, a cambio de más llamadas al juez; añadir preguntas también sube la potencia. Indica el juez, su configuración y el número de llamadas junto al valor p: una mejora que solo aparece con una tanda afortunada de juicios no es una mejora.

## Entrevista: «B supera a A por 0,02 de nDCG en 100 consultas. ¿Qué dices?»

<details><summary>Una buena respuesta</summary>

«Por sí solo, 0,02 no me dice nada: necesito las diferencias por consulta. Primero, ¿se ejecutaron los dos sistemas sobre las mismas 100 consultas con los mismos qrels? Después, una prueba pareada: una prueba de aleatorización o una prueba t pareada sobre las diferencias, y un intervalo de confianza al 95 % de la mejora. Si la desviación típica de las diferencias es, como suele, de unos 0,15, el error estándar es 0,15 / √100 = 0,015, así que el intervalo queda en torno a 0,02 ± 0,03 e incluye el 0: no es significativa, y la prueba solo tiene alrededor de un 25 % de potencia para una mejora de ese tamaño, así que tampoco demuestra que no haya efecto. Para decidirlo necesitaría unas 400–450 consultas, o una dispersión menor (mejores juicios, un conjunto de prueba más homogéneo). También preguntaría cuántas configuraciones se probaron antes de esta (si fueron muchas, corregiría con Holm), miraría cuántas consultas empeoraron y cuáles, y decidiría si 0,02 le importa al producto teniendo en cuenta el coste.»

Preguntas de seguimiento esperables: *¿qué significa el valor p?* (la probabilidad de una diferencia al menos así de grande si los sistemas fueran equivalentes, no la probabilidad de que B sea mejor); *¿por qué pareada?* (la dificultad varía más de una consulta a otra que de un sistema a otro); *¿prueba t o aleatorización?* (en datos de recuperación sus resultados apenas difieren; la aleatorización no supone normalidad); *¿por qué no Wilcoxon?* (contrasta si las diferencias tienden a ser positivas, no la media, y descarta las diferencias nulas).
</details>
""",
        zh=r"""
对每个回答取多次评审的平均（或者换一个更稳定的评审）可以降低标准差、提高功效，代价是更多的评审调用；增加问题数也有同样的效果。报告 p 值时，要同时说明用的是哪个评审、它的设置和调用次数：只在某一批“幸运”的评审结果上才出现的提升，算不上提升。

## 面试：“B 在 100 个查询上比 A 的 nDCG 高 0.02，你怎么看？”

<details><summary>一个好的回答</summary>

“只凭 0.02 说明不了什么：我需要逐查询的差值。首先，两个系统是不是在同样的 100 个查询、同样的 qrels 上运行的？然后做配对检验：对差值做随机化检验或配对 t 检验，并给出提升幅度的 95% 置信区间。差值标准差一般在 0.15 左右，标准误就是 0.15 / √100 = 0.015，所以区间大约是 0.02 ± 0.03，包含 0：不显著；而且对这么大的提升，检验功效只有 25% 左右，所以也不能证明没有效果。要得出结论，大约需要 400–450 个查询，或者更小的标准差（更好的标注、更同质的评测集）。我还会问在这之前试过多少个配置（如果很多，就用 Holm 校正），看看有多少查询、哪些查询变差了，再结合成本判断 0.02 对产品是否重要。”

常见的追问：**p 值是什么意思？**（假如两个系统效果相同，出现至少这么大差值的概率，而不是 B 更好的概率）；**为什么要配对？**（查询难度的差异比系统之间的差异大）；**t 检验还是随机化检验？**（在检索数据上两者结果非常接近；随机化检验不需要正态假设）；**为什么不用 Wilcoxon？**（它检验的是差值是否倾向为正，而不是均值，并且会去掉为零的差值）。
</details>
""",
        translates={"es": "3566a67abbd7", "zh": "3566a67abbd7"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** Why compare A and B with a paired test on the per-query scores, rather than check whether their two confidence intervals overlap?

<details><summary>Answer</summary>

Because A and B are scored on the same queries, and queries differ far more in difficulty than the two systems differ from each other. The paired test looks at the per-query differences, so a query that is hard for both cancels out; two separate intervals keep that variation and can overlap even when B wins on almost every query.
</details>

**2.** You compare 20 configurations with a baseline at α = 0.05, none of them really better. What is the chance that at least one looks significant without a correction?

<details><summary>Answer</summary>

With independent tests, 1 − 0.95²⁰ ≈ 0.64: more likely than not. Holm's correction keeps the chance of any false win at or below 0.05 for the whole family of comparisons.
</details>

**3.** On 5,000 queries B beats A by +0.002 nDCG@10 with p = 0.03. Do you ship B?

<details><summary>Answer</summary>

Not for that reason. With enough queries, a difference too small to matter becomes significant. Look at the confidence interval of the difference and ask whether a gain of that size is worth the cost of the change.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** ¿Por qué se comparan A y B con una prueba pareada sobre las puntuaciones por consulta, en lugar de mirar si se solapan sus dos intervalos de confianza?

<details><summary>Respuesta</summary>

Porque A y B se puntúan sobre las mismas consultas, y la dificultad varía mucho más de una consulta a otra que de un sistema a otro. La prueba pareada trabaja con las diferencias por consulta, de modo que el efecto de una consulta difícil para los dos se anula; dos intervalos separados conservan esa variación y pueden solaparse aunque B gane en casi todas las consultas.
</details>

**2.** Comparas 20 configuraciones con una de referencia con α = 0,05, y ninguna es mejor en realidad. ¿Qué probabilidad hay de que al menos una parezca significativa si no aplicas ninguna corrección?

<details><summary>Respuesta</summary>

Con pruebas independientes, 1 − 0,95²⁰ ≈ 0,64: es más probable que ocurra que lo contrario. La corrección de Holm mantiene por debajo de 0,05 la probabilidad de alguna victoria falsa en el conjunto de las comparaciones.
</details>

**3.** Con 5000 consultas, B supera a A en 0,002 de nDCG@10 con p = 0,03. ¿Pones B en producción?

<details><summary>Respuesta</summary>

No por ese motivo. Con suficientes consultas, una diferencia demasiado pequeña para importar resulta significativa. Mira el intervalo de confianza de la diferencia y pregúntate si una mejora de ese tamaño compensa el coste del cambio.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 为什么要用逐查询分数上的配对检验来比较 A 和 B，而不是看两者的置信区间是否重叠？

<details><summary>答案</summary>

因为 A 和 B 是在同一批查询上打分的，而查询之间的难度差异远大于两个系统之间的差异。配对检验看的是逐查询的差值，查询本身的难易在差值中相互抵消；两个分开的区间保留了这部分波动，即使 B 几乎在每个查询上都胜出，区间也可能重叠。
</details>

**2.** 你在 α = 0.05 下把 20 个配置分别与基线比较，其实没有一个更好。不做校正的话，至少有一个看起来显著的概率是多少？

<details><summary>答案</summary>

若各检验相互独立，为 1 − 0.95²⁰ ≈ 0.64，比不出现的可能性还大。Holm 校正把整组比较中出现任何一次假胜出的概率控制在 0.05 以内。
</details>

**3.** 在 5000 个查询上，B 比 A 的 nDCG@10 高 0.002，p = 0.03。你会上线 B 吗？

<details><summary>答案</summary>

不会只凭这一点就上线。查询足够多时，小到无关紧要的差异也会变得显著。要看差值的置信区间，并判断这么大的提升是否值得改动的成本。
</details>
""",
        translates={"es": "0f871c91d451", "zh": "0f871c91d451"},
    ),
]
