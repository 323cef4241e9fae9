"""Part 2 of the cells of sources/chapters/09_significance.py, which imports them (so that no source is over
1,000 lines): Check your understanding.

Written as the chapter is (docs/course.md).
"""

from sources.cells import md

CELLS = [
    md(
        en=r"""
### Check your understanding

**1.** Why compare A and B with a paired test on the per-query scores, rather than check whether their two confidence intervals overlap?

<details><summary>Answer</summary>

Because A and B are scored on the same queries, and queries differ far more in difficulty than the two systems differ from each other. The paired test looks at the per-query differences, so a query that is hard for both cancels out; two separate intervals keep that variation and can overlap even when B wins on almost every query.
</details>

**2.** You compare 20 configurations with a baseline at α = 0.05, none of them really better. What is the chance that at least one looks significant without a correction?

<details><summary>Answer</summary>

With independent tests, 1 − 0.95²⁰ ≈ 0.64: more likely than not. Holm's correction keeps the chance of any false win at 0.05 for the whole family of comparisons.
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

Porque A y B se puntúan sobre las mismas consultas, y la dificultad varía mucho más de una consulta a otra que de un sistema a otro. La prueba pareada trabaja con las diferencias por consulta, de modo que una consulta difícil para los dos se compensa; dos intervalos separados conservan esa variación y pueden solaparse aunque B gane en casi todas las consultas.
</details>

**2.** Comparas 20 configuraciones con una de referencia con α = 0,05, y ninguna es mejor en realidad. ¿Qué probabilidad hay de que al menos una parezca significativa si no aplicas ninguna corrección?

<details><summary>Respuesta</summary>

Con pruebas independientes, 1 − 0,95²⁰ ≈ 0,64: es más probable que ocurra que lo contrario. La corrección de Holm mantiene en 0,05 la probabilidad de alguna victoria falsa en el conjunto de las comparaciones.
</details>

**3.** Con 5000 consultas, B supera a A en +0,002 de nDCG@10 con p = 0,03. ¿Pones B en producción?

<details><summary>Respuesta</summary>

No por ese motivo. Con suficientes consultas, una diferencia demasiado pequeña para importar resulta significativa. Mira el intervalo de confianza de la diferencia y pregúntate si una mejora de ese tamaño compensa el coste del cambio.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 为什么要用逐查询分数上的配对检验来比较 A 和 B，而不是看两者的置信区间是否重叠？

<details><summary>答案</summary>

因为 A 和 B 是在同一批查询上打分的，而查询之间的难度差异远大于两个系统之间的差异。配对检验看的是逐查询的差值，对两者都难的查询会相互抵消；两个分开的区间保留了这部分波动，即使 B 几乎在每个查询上都胜出，区间也可能重叠。
</details>

**2.** 你在 α = 0.05 下把 20 个配置分别与基线比较，其实没有一个更好。不做校正的话，至少有一个看起来显著的概率是多少？

<details><summary>答案</summary>

若各检验相互独立，为 1 − 0.95²⁰ ≈ 0.64，比不出现的可能性还大。Holm 校正把整组比较中出现任何一次假胜出的概率控制在 0.05。
</details>

**3.** 在 5000 个查询上，B 比 A 的 nDCG@10 高 +0.002，p = 0.03。你会上线 B 吗？

<details><summary>答案</summary>

不会只凭这一点就上线。查询足够多时，小到无关紧要的差异也会变得显著。要看差值的置信区间，并判断这么大的提升是否值得改动的成本。
</details>
""",
        translates={"es": "b3806c554e38", "zh": "b3806c554e38"},
    ),
]
