"""Chapter 09: is B really better than A? (per-query differences, the exact randomization test, the paired t,
Holm's correction, how many queries, what a p-value says, statistical vs practical significance)."""

import itertools
import math

import ragmetrics as rm
from ragmetrics.significance import adjust_p_values

from .build import choice, number, tr
from .library import hint, mean

# Per-query nDCG@5 of two systems on the same six queries: d = b - a = +0.10, 0, +0.15, -0.05, +0.10, 0.
SCORES = {"a": [0.50, 0.80, 0.30, 0.90, 0.60, 0.40], "b": [0.60, 0.80, 0.45, 0.85, 0.70, 0.40]}


def _d(i) -> list:
    return [y - x for x, y in zip(i["a"], i["b"])]


def _facts(i) -> dict:
    return {"n_queries": len(i["a"]), "n_patterns": 2 ** len(i["a"])}


number("09.mean_difference", lambda i: rm.paired_test(i["a"], i["b"]).mean_difference, SCORES,
       (hint("hint.ch09.sum_not_mean", lambda i: sum(_d(i)),
             tr(en="{wrong} is the sum of the differences. Divide by the {n_queries} queries.",
                es="{wrong} es la suma de las diferencias. Divide entre las {n_queries} consultas.",
                zh="{wrong} 是差值之和，还要除以 {n_queries} 个查询。", translates={"es": "85b287f8a846", "zh": "85b287f8a846"})),
        hint("hint.ch09.dropped_zeros", lambda i: mean(x for x in _d(i) if x != 0),
             tr(en="{wrong} averages only the queries that moved. The queries where nothing changed count in the mean too (only Wilcoxon's test drops them).",
                es="{wrong} promedia solo las consultas que cambiaron. Las consultas sin cambios también cuentan en la media (solo la prueba de Wilcoxon las descarta).",
                zh="{wrong} 只平均了发生变化的查询。没有变化的查询也要算进均值（只有 Wilcoxon 检验才会去掉它们）。", translates={"es": "e5808da8cee8", "zh": "e5808da8cee8"})),
        hint("hint.ch09.mean_of_b", lambda i: mean(i["b"]),
             tr(en="{wrong} is B's mean. The question asks for the difference B − A.",
                es="{wrong} es la media de B. La pregunta pide la diferencia B − A.",
                zh="{wrong} 是 B 的均值。题目要的是差值 B − A。", translates={"es": "b496645019c6", "zh": "b496645019c6"}))),
       facts=_facts, unit_interval=False, topic="significance",
       texts={
           "title": tr(en="The mean difference B − A",
                       es="La diferencia media B − A",
                       zh="平均差值 B − A", translates={"es": "2469ae99421c", "zh": "2469ae99421c"}),
           "question": tr(en="`a` and `b` hold the nDCG@5 of systems A and B on the same {n_queries} queries. What is the mean difference B − A?",
                          es="`a` y `b` contienen el nDCG@5 de los sistemas A y B sobre las mismas {n_queries} consultas. ¿Cuánto vale la diferencia media B − A?",
                          zh="`a` 和 `b` 是系统 A 和 B 在同样 {n_queries} 个查询上的 nDCG@5。平均差值 B − A 是多少？", translates={"es": "fc91c8ebbb13", "zh": "fc91c8ebbb13"}),
           "why": tr(en="d = +0.10, 0, +0.15, −0.05, +0.10, 0: the sum 0.30 divided by the {n_queries} queries is {expected}, the difference of the two means.",
                     es="d = +0,10, 0, +0,15, −0,05, +0,10, 0: la suma 0,30 entre las {n_queries} consultas da {expected}, la diferencia de las dos medias.",
                     zh="d = +0.10、0、+0.15、−0.05、+0.10、0：总和 0.30 除以 {n_queries} 个查询得 {expected}，也就是两个均值之差。", translates={"es": "6dc3a3c7e6bf", "zh": "6dc3a3c7e6bf"}),
       })


def _tail_share(i, *, two_sided=True, strict=False) -> float:
    """Sign patterns whose sum is as extreme as the observed one, by enumeration (the likely slips as options)."""
    d = _d(i)
    observed = sum(d)
    hits = 0
    for signs in itertools.product((1, -1), repeat=len(d)):
        total = sum(s * x for s, x in zip(signs, d))
        value, target = (abs(total), abs(observed)) if two_sided else (total, observed)
        hits += value > target + 1e-12 if strict else value >= target - 1e-12
    return hits / 2 ** len(d)


number("09.exact_p", lambda i: rm.paired_test(i["a"], i["b"], n_resamples=None).p_value, SCORES,
       (hint("hint.ch09.one_tail", lambda i: _tail_share(i, two_sided=False),
             tr(en="{wrong} counts one tail only. The test is two-sided: a pattern as far below 0 counts too.",
                es="{wrong} cuenta solo una cola. La prueba es bilateral: un patrón igual de lejos por debajo de 0 también cuenta.",
                zh="{wrong} 只算了一侧。这是双侧检验：同样远离 0 的负值组合也要算。", translates={"es": "73fd0e7ed5a9", "zh": "73fd0e7ed5a9"})),
        hint("hint.ch09.one_tail_strict", lambda i: _tail_share(i, two_sided=False, strict=True),
             tr(en="{wrong} counts one tail and only the patterns strictly beyond the observed one. Count both tails, and the observed pattern itself (|sum| ≥ observed).",
                es="{wrong} cuenta una sola cola y solo los patrones estrictamente más allá del observado. Cuenta las dos colas y el propio patrón observado (|suma| ≥ observada).",
                zh="{wrong} 只算了一侧，而且只算了严格超过观测值的组合。两侧都要算，观测到的组合本身也要算（|总和| ≥ 观测值）。", translates={"es": "e01a4d5bf508", "zh": "e01a4d5bf508"})),
        hint("hint.ch09.less_extreme", lambda i: 1 - _tail_share(i),
             tr(en="{wrong} is the share of patterns *less* extreme than the observed one: the p-value is the rest.",
                es="{wrong} es la proporción de patrones *menos* extremos que el observado: el valor p es el resto.",
                zh="{wrong} 是不如观测值极端的组合所占的比例：p 值是剩下的那部分。", translates={"es": "c1aa347b53d9", "zh": "c1aa347b53d9"}))),
       facts=_facts, topic="significance",
       texts={
           "title": tr(en="An exact randomization test by hand",
                       es="Una prueba de aleatorización exacta a mano",
                       zh="手算精确的随机化检验", translates={"es": "c12e5ca36c25", "zh": "c12e5ca36c25"}),
           "question": tr(en="Same `a` and `b`. Flip the signs of the {n_queries} differences in every one of the {n_patterns} ways. What share of the patterns has a |sum| at least as large as the observed one (the two-sided p-value)?",
                          es="Los mismos `a` y `b`. Cambia los signos de las {n_queries} diferencias de las {n_patterns} maneras posibles. ¿Qué proporción de los patrones tiene una |suma| al menos tan grande como la observada (el valor p bilateral)?",
                          zh="同样的 `a` 和 `b`。把 {n_queries} 个差值的符号按全部 {n_patterns} 种方式翻转。|总和| 不小于观测到的 |总和| 的组合占多大比例（双侧 p 值）？", translates={"es": "835c19bb7501", "zh": "835c19bb7501"}),
           "why": tr(en="Only the four nonzero differences matter (a zero's sign changes nothing): of their 16 patterns, all-plus (0.40), the observed one (0.30) and their two mirrors reach |sum| ≥ 0.30: 4/16 = {expected}. `rm.paired_test(a, b, n_resamples=None)` enumerates the same way.",
                     es="Solo cuentan las cuatro diferencias no nulas (el signo de un cero no cambia nada): de sus 16 patrones, el de todos positivos (0,40), el observado (0,30) y sus dos simétricos alcanzan |suma| ≥ 0,30: 4/16 = {expected}. `rm.paired_test(a, b, n_resamples=None)` recorre los patrones igual.",
                     zh="只有四个非零差值起作用（零的符号不影响结果）：它们的 16 种组合中，全为正（0.40）、观测到的那种（0.30）以及两者的镜像，|总和| 都 ≥ 0.30：4/16 = {expected}。`rm.paired_test(a, b, n_resamples=None)` 也是这样穷举的。", translates={"es": "9856704ab6b6", "zh": "9856704ab6b6"}),
       })


def _welch_t(i) -> float:
    n = len(i["a"])
    va = sum((x - mean(i["a"])) ** 2 for x in i["a"]) / (n - 1)
    vb = sum((x - mean(i["b"])) ** 2 for x in i["b"]) / (n - 1)
    return (mean(i["b"]) - mean(i["a"])) / math.sqrt(va / n + vb / n)


def _t_ddof0(i) -> float:
    d = _d(i)
    sd = math.sqrt(sum((x - mean(d)) ** 2 for x in d) / len(d))
    return mean(d) / (sd / math.sqrt(len(d)))


number("09.t_statistic", lambda i: rm.paired_test(i["a"], i["b"], test="t-test").statistic, SCORES,
       (hint("hint.ch09.unpaired_t", _welch_t,
             tr(en="{wrong} is an unpaired (Welch) t: it compares the two means as if the queries were different. Pair them: work on the differences.",
                es="{wrong} es una t no pareada (de Welch): compara las dos medias como si las consultas fueran distintas. Empareja: trabaja con las diferencias.",
                zh="{wrong} 是非配对（Welch）t：它把两组当成不同的查询来比较均值。要配对：在差值上计算。", translates={"es": "ed55f43ce460", "zh": "ed55f43ce460"})),
        hint("hint.ch09.sd_by_n", _t_ddof0,
             tr(en="{wrong} divides the squared deviations by n. The sample standard deviation divides by n − 1.",
                es="{wrong} divide los cuadrados de las desviaciones entre n. La desviación típica muestral divide entre n − 1.",
                zh="{wrong} 把离差平方和除以了 n。样本标准差要除以 n − 1。", translates={"es": "eb684cd53d9b", "zh": "eb684cd53d9b"})),
        hint("hint.ch09.a_minus_b", lambda i: -rm.paired_test(i["a"], i["b"], test="t-test").statistic,
             tr(en="{wrong} is A − B. The question asks for B − A: same size, opposite sign.",
                es="{wrong} es A − B. La pregunta pide B − A: mismo tamaño, signo contrario.",
                zh="{wrong} 是 A − B。题目要的是 B − A：大小相同，符号相反。", translates={"es": "d9ce728610d5", "zh": "d9ce728610d5"}))),
       facts=_facts, unit_interval=False, tolerance=0.01, topic="significance",
       texts={
           "title": tr(en="The paired t statistic",
                       es="El estadístico t pareado",
                       zh="配对 t 统计量", translates={"es": "0cbf3a751c66", "zh": "0cbf3a751c66"}),
           "question": tr(en="Same `a` and `b`. Compute the paired t statistic of B − A: the mean difference divided by its standard error (standard deviation with n − 1, over √n).",
                          es="Los mismos `a` y `b`. Calcula el estadístico t pareado de B − A: la diferencia media dividida entre su error estándar (desviación típica con n − 1, entre √n).",
                          zh="同样的 `a` 和 `b`。计算 B − A 的配对 t 统计量：平均差值除以它的标准误（用 n − 1 计算的标准差，再除以 √n）。", translates={"es": "87c36acc7319", "zh": "87c36acc7319"}),
           "why": tr(en="mean(d) = 0.05, s_d = 0.0775 (n − 1 = 5), standard error 0.0775 / √6 = 0.0316: t = {expected} (p ≈ 0.17 with 5 degrees of freedom: not significant).",
                     es="media(d) = 0,05, s_d = 0,0775 (n − 1 = 5), error estándar 0,0775 / √6 = 0,0316: t = {expected} (p ≈ 0,17 con 5 grados de libertad: no significativa).",
                     zh="mean(d) = 0.05，s_d = 0.0775（n − 1 = 5），标准误 0.0775 / √6 = 0.0316：t = {expected}（自由度为 5 时 p ≈ 0.17，不显著）。", translates={"es": "75d9f08e8382", "zh": "75d9f08e8382"}),
       })

CONFIGS = {"p_values": [0.012, 0.030, 0.004, 0.047, 0.20], "alpha": 0.05}


def _significant(i, method) -> int:
    return sum(p < i["alpha"] for p in adjust_p_values(i["p_values"], method))


number("09.holm_count", lambda i: _significant(i, "holm"), CONFIGS,
       (hint("hint.ch09.no_correction", lambda i: _significant(i, "none"),
             tr(en="{wrong} compares each raw p-value with α. With {m} comparisons some wins are chance: correct first.",
                es="{wrong} compara cada valor p sin corregir con α. Con {m} comparaciones, algunas victorias son azar: corrige primero.",
                zh="{wrong} 是直接拿原始 p 值和 α 比。做了 {m} 次比较，有些“胜出”只是运气：先校正。", translates={"es": "93563f63e667", "zh": "93563f63e667"})),
        hint("hint.ch09.bonferroni_not_holm", lambda i: _significant(i, "bonferroni"),
             tr(en="{wrong} is Bonferroni's count (every p-value × {m}). Holm multiplies the smallest by {m}, the next by {m} − 1, and so on.",
                es="{wrong} es lo que da Bonferroni (cada valor p × {m}). Holm multiplica el menor por {m}, el siguiente por {m} − 1, y así sucesivamente.",
                zh="{wrong} 是 Bonferroni 校正的结果（每个 p 值 × {m}）。Holm 把最小的乘以 {m}，下一个乘以 {m} − 1，依此类推。", translates={"es": "3c261f3762d4", "zh": "3c261f3762d4"})),
        hint("hint.ch09.counted_failures", lambda i: len(i["p_values"]) - _significant(i, "holm"),
             tr(en="{wrong} counts the comparisons that are *not* significant after the correction.",
                es="{wrong} cuenta las comparaciones que *no* son significativas tras la corrección.",
                zh="{wrong} 数的是校正后不显著的比较。", translates={"es": "213d2fa43d47", "zh": "213d2fa43d47"}))),
       facts=lambda i: {"m": len(i["p_values"]), "alpha": i["alpha"]}, integer=True, unit_interval=False,
       topic="significance",
       texts={
           "title": tr(en="Holm's correction",
                       es="La corrección de Holm",
                       zh="Holm 校正", translates={"es": "c7463fbfd2ca", "zh": "c7463fbfd2ca"}),
           "question": tr(en="{m} configurations were each compared with the same baseline; their p-values are in `p_values`. How many remain significant at the level `alpha` after Holm's correction?",
                          es="Se compararon {m} configuraciones con la misma línea base; sus valores p están en `p_values`. ¿Cuántas siguen siendo significativas al nivel `alpha` tras la corrección de Holm?",
                          zh="{m} 个配置分别与同一个基线比较，p 值在 `p_values` 中。Holm 校正后，在显著性水平 `alpha` 下还有几个显著？", translates={"es": "37d14d8612a1", "zh": "37d14d8612a1"}),
           "why": tr(en="Sorted: 0.004 × 5 = 0.02 and 0.012 × 4 = 0.048 pass; 0.030 × 3 = 0.09 fails, and Holm stops there: {expected}.",
                     es="Ordenados: 0,004 × 5 = 0,02 y 0,012 × 4 = 0,048 pasan; 0,030 × 3 = 0,09 no, y Holm se detiene ahí: {expected}.",
                     zh="排序后：0.004 × 5 = 0.02、0.012 × 4 = 0.048 通过；0.030 × 3 = 0.09 不通过，Holm 到此为止：{expected}。", translates={"es": "5ed70a6602dd", "zh": "5ed70a6602dd"}),
       })

POWER = {"effect": 0.02, "spread": 0.15}
Z_975, Z_95, Z_80 = 1.959964, 1.644854, 0.841621  # normal quantiles: two-sided 5% test, one-sided 5% test, 80% power


def _queries(i, z=Z_975 + Z_80, square=True) -> float:
    root = z * i["spread"] / i["effect"]
    return root**2 if square else root


number("09.queries_needed", _queries, POWER,
       (hint("hint.ch09.not_squared", lambda i: _queries(i, square=False),
             tr(en="{wrong} is the square root of the answer: square it.",
                es="{wrong} es la raíz cuadrada de la respuesta: elévala al cuadrado.",
                zh="{wrong} 是答案的平方根：还要平方。", translates={"es": "3f0b12744176", "zh": "3f0b12744176"})),
        hint("hint.ch09.half_power", lambda i: _queries(i, z=Z_975),
             tr(en="{wrong} uses only 1.96: that gives 50% power. Add 0.84 for 80%.",
                es="{wrong} usa solo 1,96: eso da una potencia del 50 %. Suma 0,84 para el 80 %.",
                zh="{wrong} 只用了 1.96，对应的功效是 50%。要达到 80%，还要加上 0.84。", translates={"es": "ac3fbbc19f8c", "zh": "ac3fbbc19f8c"})),
        hint("hint.ch09.one_sided", lambda i: _queries(i, z=Z_95 + Z_80),
             tr(en="{wrong} uses 1.645, the quantile of a one-sided test. The test is two-sided: 1.96.",
                es="{wrong} usa 1,645, el cuantil de una prueba unilateral. La prueba es bilateral: 1,96.",
                zh="{wrong} 用的是单侧检验的分位数 1.645。这里是双侧检验：应为 1.96。", translates={"es": "93b812972de0", "zh": "93b812972de0"}))),
       facts=lambda i: dict(i), tolerance=22.0, unit_interval=False, topic="significance",
       texts={
           "title": tr(en="How many queries?",
                       es="¿Cuántas consultas?",
                       zh="需要多少个查询？", translates={"es": "9ae5be6d7d75", "zh": "9ae5be6d7d75"}),
           "question": tr(en="A true gain of {effect} nDCG, per-query differences with a standard deviation of {spread}. About how many queries does a two-sided test at α = 0.05 need to detect it 80% of the time? (n = ((1.96 + 0.84) × standard deviation / gain)².)",
                          es="Una mejora real de {effect} de nDCG, diferencias por consulta con desviación típica {spread}. ¿Cuántas consultas, aproximadamente, necesita una prueba bilateral con α = 0,05 para detectarla el 80 % de las veces? (n = ((1,96 + 0,84) × desviación típica / mejora)².)",
                          zh="nDCG 的真实提升为 {effect}，逐查询差值的标准差为 {spread}。α = 0.05 的双侧检验要在 80% 的情况下检测出它，大约需要多少个查询？（n = ((1.96 + 0.84) × 标准差 / 提升)²。）", translates={"es": "f3859a2b4dbb", "zh": "f3859a2b4dbb"}),
           "why": tr(en="(2.80 × 0.15 / 0.02)² = 21² = 441 ({expected} with the exact quantiles 1.95996 and 0.84162): a +0.02 gain needs hundreds of queries; 50 detect it about one time in six.",
                     es="(2,80 × 0,15 / 0,02)² = 21² = 441 ({expected} con los cuantiles exactos, 1,95996 y 0,84162): una mejora de +0,02 necesita cientos de consultas; con 50 se detecta más o menos una vez de cada seis.",
                     zh="(2.80 × 0.15 / 0.02)² = 21² = 441（用精确分位数 1.95996 和 0.84162 算得 {expected}）：+0.02 的提升需要几百个查询；只有 50 个查询时，大约六次才能检测出一次。", translates={"es": "84982bee01cb", "zh": "84982bee01cb"}),
       })

number("09.min_p_five", lambda i: rm.paired_test([0.0] * i["n_queries"], [0.1] * i["n_queries"], n_resamples=None).p_value,
       {"n_queries": 5},
       (hint("hint.ch09.min_p_one_tail", lambda i: 1 / 2 ** i["n_queries"],
             tr(en="{wrong} is one tail. The mirror pattern (every sign flipped) is as extreme: count it too.",
                es="{wrong} es una sola cola. El patrón simétrico (todos los signos cambiados) es igual de extremo: cuéntalo también.",
                zh="{wrong} 只算了一侧。镜像组合（所有符号都翻转）同样极端，也要算上。", translates={"es": "70f1ba0ef6d9", "zh": "70f1ba0ef6d9"})),
        hint("hint.ch09.alpha_not_p", lambda i: 0.05,
             tr(en="{wrong} is the usual threshold α, not a p-value a test can reach with {n_queries} queries.",
                es="{wrong} es el umbral habitual α, no un valor p que la prueba pueda alcanzar con {n_queries} consultas.",
                zh="{wrong} 是常用的显著性水平 α，不是 {n_queries} 个查询时检验能得到的 p 值。", translates={"es": "0ba05af62be9", "zh": "0ba05af62be9"})),
        hint("hint.ch09.p_zero", lambda i: 0.0,
             tr(en="A randomization p-value is never 0: the observed pattern is one of the {n_patterns} and always counts.",
                es="Un valor p de aleatorización nunca es 0: el patrón observado es uno de los {n_patterns} y siempre cuenta.",
                zh="随机化检验的 p 值永远不会是 0：观测到的组合本身就是 {n_patterns} 种之一，总要算进去。", translates={"es": "28f01c58ee0b", "zh": "28f01c58ee0b"}))),
       facts=lambda i: {"n_queries": i["n_queries"], "n_patterns": 2 ** i["n_queries"]}, topic="significance",
       texts={
           "title": tr(en="Five queries",
                       es="Cinco consultas",
                       zh="五个查询", translates={"es": "6699e50fb4a3", "zh": "6699e50fb4a3"}),
           "question": tr(en="With {n_queries} queries, what is the smallest two-sided p-value an exact randomization test can give, whatever the differences?",
                          es="Con {n_queries} consultas, ¿cuál es el menor valor p bilateral que puede dar una prueba de aleatorización exacta, sean cuales sean las diferencias?",
                          zh="只有 {n_queries} 个查询时，无论差值如何，精确随机化检验能给出的最小双侧 p 值是多少？", translates={"es": "a99b6eda84aa", "zh": "a99b6eda84aa"}),
           "why": tr(en="At best only the observed pattern and its mirror are as extreme: 2 / {n_patterns} = {expected}. No difference on {n_queries} queries can be significant at 0.05.",
                     es="En el mejor caso, solo el patrón observado y su simétrico son igual de extremos: 2 / {n_patterns} = {expected}. Ninguna diferencia sobre {n_queries} consultas puede ser significativa al 0,05.",
                     zh="最好的情况下，只有观测到的组合和它的镜像同样极端：2 / {n_patterns} = {expected}。{n_queries} 个查询上的任何差异都不可能在 0.05 水平上显著。", translates={"es": "5e8a08a81f3b", "zh": "5e8a08a81f3b"}),
       })

number("09.wilcoxon_pairs", lambda i: sum(x != 0 for x in _d(i)), SCORES,
       (hint("hint.ch09.zeros_kept", lambda i: len(_d(i)),
             tr(en="{wrong} keeps the zero differences. Wilcoxon's convention (scipy's `zero_method=\"wilcox\"`) drops them before ranking.",
                es="{wrong} conserva las diferencias nulas. La convención de Wilcoxon (`zero_method=\"wilcox\"` en scipy) las descarta antes de ordenar.",
                zh="{wrong} 保留了为零的差值。按 Wilcoxon 的惯例（scipy 的 `zero_method=\"wilcox\"`），排秩前要去掉它们。", translates={"es": "a61bd6a56682", "zh": "a61bd6a56682"})),
        hint("hint.ch09.ties_dropped", lambda i: len({x for x in _d(i) if x != 0}),
             tr(en="{wrong} counts distinct values. Tied differences are all ranked, sharing the average of their ranks.",
                es="{wrong} cuenta valores distintos. Las diferencias empatadas se ordenan todas y comparten la media de sus rangos.",
                zh="{wrong} 数的是不同的取值。并列的差值都要排秩，共享它们秩的平均值。", translates={"es": "915318df97bd", "zh": "915318df97bd"})),
        hint("hint.ch09.negative_only", lambda i: sum(x < 0 for x in _d(i)),
             tr(en="{wrong} counts only the negative differences (the smaller rank sum's). Every nonzero difference is ranked.",
                es="{wrong} cuenta solo las diferencias negativas (las de la suma de rangos menor). Se ordenan todas las diferencias no nulas.",
                zh="{wrong} 只数了负的差值（较小秩和的那一侧）。所有非零差值都要排秩。", translates={"es": "aafc006423ea", "zh": "aafc006423ea"}))),
       facts=_facts, integer=True, unit_interval=False, topic="significance",
       texts={
           "title": tr(en="What Wilcoxon ranks",
                       es="A qué diferencias asigna rangos Wilcoxon",
                       zh="Wilcoxon 检验给哪些差值排秩", translates={"es": "fa80a111751e", "zh": "fa80a111751e"}),
           "question": tr(en="Same `a` and `b`. How many of the {n_queries} differences does the Wilcoxon signed-rank test rank (Wilcoxon's convention for zeros)?",
                          es="Los mismos `a` y `b`. ¿A cuántas de las {n_queries} diferencias asigna rangos la prueba de rangos con signo de Wilcoxon (con la convención de Wilcoxon para los ceros)?",
                          zh="同样的 `a` 和 `b`。按 Wilcoxon 对零值的处理惯例，Wilcoxon 符号秩检验会给 {n_queries} 个差值中的几个排秩？", translates={"es": "dc7d2b685ba2", "zh": "dc7d2b685ba2"}),
           "why": tr(en="The two zero differences are dropped; the other {expected} are ranked by |d|, the two 0.10 sharing rank 2.5.",
                     es="Las dos diferencias nulas se descartan; las otras {expected} se ordenan por |d|, y las dos de 0,10 comparten el rango 2,5.",
                     zh="两个为零的差值被去掉；其余 {expected} 个按 |d| 排秩，两个 0.10 并列，都取秩 2.5。", translates={"es": "76bd8131bb61", "zh": "76bd8131bb61"}),
       })

# Conceptual: the drill asks these too (every choice exercise is a drill question).
choice("09.p_value_meaning", 4, "b", topic="significance",
       texts={
           "title": tr(en="What p = 0.03 says",
                       es="Lo que dice p = 0,03",
                       zh="p = 0.03 说明了什么", translates={"es": "027dc5b363ce", "zh": "027dc5b363ce"}),
           "question": tr(en="A paired test of B against A gives p = 0.03. What does that mean?",
                          es="Una prueba pareada de B frente a A da p = 0,03. ¿Qué significa?",
                          zh="B 对 A 的配对检验得到 p = 0.03。这是什么意思？", translates={"es": "501c52e463ce", "zh": "501c52e463ce"}),
           "option.a": tr(en="There is a 3% chance that A and B are really equally good, so a 97% chance that B is truly the better system.",
                          es="Hay un 3 % de probabilidad de que A y B sean en realidad igual de buenos, y por tanto un 97 % de que B sea de verdad el mejor.",
                          zh="A 和 B 其实一样好的概率只有 3%，也就是说，B 确实更好的概率是 97%。", translates={"es": "13ea05695941", "zh": "13ea05695941"}),
           "option.b": tr(en="If A and B were equally good, a difference at least this large would turn up 3% of the time.",
                          es="Si A y B fueran igual de buenos, una diferencia al menos así de grande aparecería el 3 % de las veces.",
                          zh="假如 A 和 B 一样好，出现至少这么大差值的概率是 3%。", translates={"es": "292a0166132c", "zh": "292a0166132c"}),
           "option.c": tr(en="B is 3% better than A.",
                          es="B es un 3 % mejor que A.",
                          zh="B 比 A 好 3%。", translates={"es": "834c705175b4", "zh": "834c705175b4"}),
           "option.d": tr(en="B is better on 97% of the queries.",
                          es="B es mejor en el 97 % de las consultas.",
                          zh="B 在 97% 的查询上更好。", translates={"es": "411f5ce68a96", "zh": "411f5ce68a96"}),
           "why": tr(en="A p-value is computed assuming there is no difference: it measures how surprising the data would be then, not the probability of a hypothesis.",
                     es="Un valor p se calcula suponiendo que no hay diferencia: mide lo sorprendentes que serían los datos en ese caso, no la probabilidad de una hipótesis.",
                     zh="p 值是在“没有差异”的假设下算出来的：它衡量的是在这种假设下数据有多出人意料，而不是某个假设成立的概率。", translates={"es": "b2f09b27f270", "zh": "b2f09b27f270"}),
           "option.a.why": tr(en="That is the probability of a hypothesis, which a p-value does not give: it is computed assuming no difference.",
                              es="Eso es la probabilidad de una hipótesis, que un valor p no da: se calcula suponiendo que no hay diferencia.",
                              zh="这是某个假设成立的概率，而 p 值给不出这个：它是在“没有差异”的假设下计算的。", translates={"es": "0ff580856d9d", "zh": "0ff580856d9d"}),
           "option.c.why": tr(en="The size of the gain is the mean difference and its confidence interval, not the p-value.",
                              es="El tamaño de la mejora es la diferencia media y su intervalo de confianza, no el valor p.",
                              zh="提升的大小要看平均差值及其置信区间，而不是 p 值。", translates={"es": "dd59e25015bf", "zh": "dd59e25015bf"}),
           "option.d.why": tr(en="The share of improved queries is another number (the sign test's); p says nothing about it.",
                              es="La proporción de consultas que mejoran es otro número (el de la prueba de signos); p no dice nada de eso.",
                              zh="变好的查询所占比例是另一个数字（符号检验用的）；p 值与它无关。", translates={"es": "e1bcac6944fb", "zh": "e1bcac6944fb"}),
       })
choice("09.practical_significance", 4, "b", topic="significance",
       texts={
           "title": tr(en="Significant, but worth it?",
                       es="Significativa, pero ¿merece la pena?",
                       zh="显著，但值得吗？", translates={"es": "73ced1a00e34", "zh": "73ced1a00e34"}),
           "question": tr(en="On 5,000 queries the 95% interval of B − A is [+0.004, +0.011] nDCG, p = 0.0001. The team only ships gains of at least 0.02. What do you do?",
                          es="Sobre 5000 consultas, el intervalo al 95 % de B − A es [+0,004; +0,011] de nDCG, p = 0,0001. El equipo solo pone en producción mejoras de al menos 0,02. ¿Qué haces?",
                          zh="在 5000 个查询上，B − A 的 95% 置信区间是 [+0.004, +0.011]（nDCG），p = 0.0001。团队只上线至少 0.02 的提升。你怎么做？", translates={"es": "20090c588a71", "zh": "20090c588a71"}),
           "option.a": tr(en="Ship B: with p = 0.0001 the gain is highly significant, and a significant gain is worth shipping whatever its size.",
                          es="Poner B en producción: con p = 0,0001 la mejora es muy significativa, y una mejora significativa vale la pena sea cual sea su tamaño.",
                          zh="上线 B：p = 0.0001，提升高度显著；既然显著，无论提升多大都值得上线。", translates={"es": "ec22c819e49c", "zh": "ec22c819e49c"}),
           "option.b": tr(en="Do not ship: the gain is real but the whole interval is below 0.02.",
                          es="No ponerlo en producción: la mejora es real, pero todo el intervalo queda por debajo de 0,02.",
                          zh="不上线：提升是真实的，但整个区间都低于 0.02。", translates={"es": "6184a2c409d7", "zh": "6184a2c409d7"}),
           "option.c": tr(en="Collect more queries first.",
                          es="Reunir antes más consultas.",
                          zh="先收集更多查询。", translates={"es": "460376f8fd88", "zh": "460376f8fd88"}),
           "option.d": tr(en="Distrust the test: such a small gain cannot be significant.",
                          es="Desconfiar de la prueba: una mejora tan pequeña no puede ser significativa.",
                          zh="不相信检验：这么小的提升不可能显著。", translates={"es": "0d2611ce30c5", "zh": "0d2611ce30c5"}),
           "why": tr(en="Significant means \"not zero\", not \"large enough\": the interval says the gain is at most about 0.011, below the team's threshold.",
                     es="Significativa quiere decir «distinta de cero», no «suficientemente grande»: el intervalo dice que la mejora es como mucho de unos 0,011, por debajo del umbral del equipo.",
                     zh="显著的意思是“不为零”，而不是“足够大”：区间表明提升最多约 0.011，低于团队的门槛。", translates={"es": "fe6517ce2cce", "zh": "fe6517ce2cce"}),
           "option.a.why": tr(en="The p-value only says the gain is not zero; the interval says it is too small to matter here.",
                              es="El valor p solo dice que la mejora no es cero; el intervalo dice que es demasiado pequeña para importar aquí.",
                              zh="p 值只说明提升不为零；区间说明它太小，在这里没有意义。", translates={"es": "1ebfe4139369", "zh": "1ebfe4139369"}),
           "option.c.why": tr(en="More queries would only narrow an interval that already lies entirely below 0.02.",
                              es="Más consultas solo estrecharían un intervalo que ya queda entero por debajo de 0,02.",
                              zh="更多查询只会让区间变窄，而它已经整个低于 0.02 了。", translates={"es": "bd0312f5dd11", "zh": "bd0312f5dd11"}),
           "option.d.why": tr(en="With 5,000 queries tiny gains are significant: that is expected, and why the interval matters more.",
                              es="Con 5000 consultas, las mejoras minúsculas salen significativas: es lo esperable, y por eso importa más el intervalo.",
                              zh="有 5000 个查询时，微小的提升也会显著：这是意料之中的，所以区间更重要。", translates={"es": "12adb683933f", "zh": "12adb683933f"}),
       })
choice("09.twenty_configurations", 4, "c", topic="significance",
       texts={
           "title": tr(en="Twenty prompts",
                       es="Veinte prompts",
                       zh="二十个提示词", translates={"es": "40e2c9cf1f29", "zh": "40e2c9cf1f29"}),
           "question": tr(en="Twenty prompt variants were compared with the baseline on the same 100 questions; two beat it at p < 0.05. What is the right conclusion?",
                          es="Se compararon veinte variantes de prompt con la línea base sobre las mismas 100 preguntas; dos la superan con p < 0,05. ¿Qué conclusión es la correcta?",
                          zh="二十个提示词变体在同样的 100 个问题上与基线比较，其中两个在 p < 0.05 下胜出。正确的结论是什么？", translates={"es": "c05be3cd510f", "zh": "c05be3cd510f"}),
           "option.a": tr(en="Ship the variant with the smaller p-value: each test was run at α = 0.05 on the same 100 questions, so its win is as reliable as any single comparison.",
                          es="Poner en producción la variante con el valor p más pequeño: cada prueba se hizo con α = 0,05 sobre las mismas 100 preguntas, así que su victoria es tan fiable como una comparación aislada.",
                          zh="上线 p 值更小的那个变体：每次检验都是在同样的 100 个问题上按 α = 0.05 做的，所以它的胜出和任何一次单独比较一样可靠。", translates={"es": "2b410f5f6345", "zh": "2b410f5f6345"}),
           "option.b": tr(en="Both variants are better: ship either.",
                          es="Las dos variantes son mejores: cualquiera sirve.",
                          zh="两个变体都更好：上线哪个都行。", translates={"es": "e71b3ecd2d1f", "zh": "e71b3ecd2d1f"}),
           "option.c": tr(en="About one chance win is expected among twenty: correct for the twenty comparisons (Holm), then confirm on new questions.",
                          es="Entre veinte se espera alrededor de una victoria por azar: corregir por las veinte comparaciones (Holm) y confirmar con preguntas nuevas.",
                          zh="二十次比较里本来就会有大约一次偶然胜出：先对这二十次比较做校正（Holm），再在新问题上确认。", translates={"es": "72576a8f4d80", "zh": "72576a8f4d80"}),
           "option.d": tr(en="None is better: two out of twenty is what chance gives.",
                          es="Ninguna es mejor: dos de veinte es lo que da el azar.",
                          zh="没有一个更好：二十个里胜出两个正是运气的结果。", translates={"es": "fc2be7f5245f", "zh": "fc2be7f5245f"}),
           "why": tr(en="20 × 0.05 = 1 false win is expected even if no variant helps; Holm's correction controls the chance of any false win, and fresh questions show whether the gain holds.",
                     es="20 × 0,05 = 1 victoria falsa es lo esperable aunque ninguna variante ayude; la corrección de Holm controla la probabilidad de alguna victoria falsa, y las preguntas nuevas muestran si la mejora se mantiene.",
                     zh="即使没有一个变体有用，也预计会有 20 × 0.05 = 1 次假胜出；Holm 校正控制出现任何假胜出的概率，新问题则能检验提升是否站得住。", translates={"es": "7837a81f4ed9", "zh": "7837a81f4ed9"}),
           "option.a.why": tr(en="The smallest of twenty p-values is small by chance alone: correct before choosing.",
                              es="El menor de veinte valores p es pequeño solo por azar: corrige antes de elegir.",
                              zh="二十个 p 值中最小的那个，单凭运气就会很小：先校正再选择。", translates={"es": "66d0e475ce16", "zh": "66d0e475ce16"}),
           "option.b.why": tr(en="Uncorrected, with twenty comparisons, \"p < 0.05\" is expected about once even if nothing helps.",
                              es="Sin corregir y con veinte comparaciones, «p < 0,05» aparece más o menos una vez aunque nada ayude.",
                              zh="不校正的话，即使所有变体都没有效果，二十次比较中也预计会出现一次左右的“p < 0.05”。", translates={"es": "8ad3d81b122a", "zh": "8ad3d81b122a"}),
           "option.d.why": tr(en="Not necessarily: a real gain may be among them. Correct (Holm) and test again on fresh questions instead of guessing.",
                              es="No necesariamente: entre ellas puede haber una mejora real. Corrige (Holm) y vuelve a probar con preguntas nuevas en lugar de adivinar.",
                              zh="不一定：其中可能有真实的提升。与其猜测，不如先校正（Holm），再用新问题检验。", translates={"es": "a4c4fb21df07", "zh": "a4c4fb21df07"}),
       })
choice("09.b_beats_a", 4, "d", topic="significance",
       texts={
           "title": tr(en="B beats A by 0.02 nDCG on 100 queries",
                       es="B supera a A por 0,02 de nDCG en 100 consultas",
                       zh="B 在 100 个查询上的 nDCG 比 A 高 0.02", translates={"es": "26b4c5703c9c", "zh": "26b4c5703c9c"}),
           "question": tr(en="Interview question: B beats A by 0.02 nDCG on 100 queries; the per-query differences have a standard deviation of 0.15. What do you say?",
                          es="Pregunta de entrevista: B supera a A por 0,02 de nDCG en 100 consultas; las diferencias por consulta tienen una desviación típica de 0,15. ¿Qué dices?",
                          zh="面试题：B 在 100 个查询上的 nDCG 比 A 高 0.02；逐查询差值的标准差为 0.15。你怎么回答？", translates={"es": "2cd858614c9d", "zh": "2cd858614c9d"}),
           "option.a": tr(en="B is better: its mean is 0.02 higher on all 100 queries, a gain users will notice, so ship it and keep watching the online numbers.",
                          es="B es mejor: su media supera en 0,02 a la de A sobre las 100 consultas, una mejora que los usuarios notarán, así que a producción, y a vigilar allí las cifras.",
                          zh="B 更好：在全部 100 个查询上平均高出 0.02，用户能感觉到这个提升，所以上线，并继续观察线上指标。", translates={"es": "a6a8a1d9faf0", "zh": "a6a8a1d9faf0"}),
           "option.b": tr(en="There is no difference: the test is not significant, so the report should say that B and A are equally good and close the question.",
                          es="No hay diferencia: la prueba no es significativa, así que el informe debe decir que A y B son igual de buenos y dar la cuestión por cerrada.",
                          zh="两者没有差别：检验不显著，所以报告里应写明 A 和 B 一样好，这个问题就此结束。", translates={"es": "ee52cf4d41a4", "zh": "ee52cf4d41a4"}),
           "option.c": tr(en="Run Wilcoxon instead: it makes no assumption about the spread of the differences, so its p-value is the one to trust here.",
                          es="Usar Wilcoxon: no supone nada sobre la dispersión de las diferencias, así que su valor p es el fiable aquí.",
                          zh="改用 Wilcoxon 检验：它对差值的分布不作任何假设，所以这里应该相信它给出的 p 值。", translates={"es": "f020b8c55cf8", "zh": "f020b8c55cf8"}),
           "option.d": tr(en="Undecided: the 95% interval, about 0.02 ± 0.03, includes 0, and with only about 25% power the test would usually miss a real gain of 0.02.",
                          es="Aún no se puede decidir: el intervalo al 95 %, de unos 0,02 ± 0,03, incluye el 0, y con solo un 25 % de potencia la prueba pasaría por alto una mejora real de 0,02 tres de cada cuatro veces.",
                          zh="尚无定论：95% 区间约为 0.02 ± 0.03，包含 0；检验功效只有约 25%，真实存在的 0.02 提升多半也检测不出来。", translates={"es": "d1787c8798c3", "zh": "d1787c8798c3"}),
           "why": tr(en="Standard error 0.15 / √100 = 0.015, so the interval is about 0.02 ± 0.03; neither \"better\" nor \"no difference\" follows.",
                     es="Error estándar 0,15 / √100 = 0,015, así que el intervalo es de unos 0,02 ± 0,03; no se sigue ni «mejor» ni «sin diferencia».",
                     zh="标准误 0.15 / √100 = 0.015，所以区间约为 0.02 ± 0.03；既不能说“更好”，也不能说“没有差异”。", translates={"es": "8c29ed4f8961", "zh": "8c29ed4f8961"}),
           "option.a.why": tr(en="0.02 is within the noise: the interval includes 0.",
                              es="0,02 está dentro del ruido: el intervalo incluye el 0.",
                              zh="0.02 在噪声范围之内：区间包含 0。", translates={"es": "abfd9d7b04dc", "zh": "abfd9d7b04dc"}),
           "option.b.why": tr(en="Not significant is not \"no difference\": with 25% power, a real +0.02 would usually be missed.",
                              es="No significativa no es «sin diferencia»: con un 25 % de potencia, una mejora real de +0,02 se pasaría por alto casi siempre.",
                              zh="不显著不等于“没有差异”：功效只有 25% 时，真实的 +0.02 提升大多会被漏掉。", translates={"es": "3a8cad4a82ab", "zh": "3a8cad4a82ab"}),
           "option.c.why": tr(en="Wilcoxon tests ranks, not the mean, and drops zero differences; it does not add queries.",
                              es="Wilcoxon contrasta rangos, no la media, y descarta las diferencias nulas; no añade consultas.",
                              zh="Wilcoxon 检验的是秩而不是均值，还会去掉为零的差值；它并不能增加查询数。", translates={"es": "2a041cf663c2", "zh": "2a041cf663c2"}),
       })


# Moved from chapter 07, which asked it before this chapter taught paired tests (issue 24, item 8).
choice("09.leaderboard", 3, "b", source="review zh-turn3: C-MTEB 与业务数据; was 07.leaderboard (it needs chapter 09's paired test)", topic="diagnosis",
       texts={
           "title": tr(en="The leaderboard's winner loses on your data",
                       es="El primero de la tabla pierde con tus datos",
                       zh="榜单第一在你的数据上输了", translates={"es": "4929c90c4243", "zh": "4929c90c4243"}),
           "question": tr(en="The embedding model at the top of the MTEB (or C-MTEB) retrieval leaderboard scores a lower Recall@10 on your help-centre queries than a model ranked far below it. What is the most likely explanation?",
                          es="El modelo de embeddings que encabeza la tabla de recuperación de MTEB (o C-MTEB) obtiene un Recall@10 menor con las consultas de tu centro de ayuda que un modelo muy por debajo en ella. ¿Cuál es la explicación más probable?",
                          zh="在 MTEB（或 C-MTEB）检索榜上排第一的嵌入模型，在你们帮助中心的查询上 Recall@10 反而低于一个排名靠后很多的模型。最可能的解释是什么？", translates={"es": "6832ba7bd30b", "zh": "6832ba7bd30b"}),
           "option.a": tr(en="Your evaluation must be wrong, since a leaderboard averages far more queries than yours.",
                          es="Tu evaluación tiene que estar mal, porque la tabla promedia muchas más consultas que la tuya.",
                          zh="你们的评测一定有问题，因为榜单平均的查询比你们多得多。", translates={"es": "9efc4aca454a", "zh": "9efc4aca454a"}),
           "option.b": tr(en="The leaderboard's public datasets differ from yours in domain, query style and passage length.",
                          es="Los conjuntos públicos de la tabla no se parecen a los tuyos en dominio, consultas ni fragmentos.",
                          zh="榜单平均的是公开数据集，其领域、查询风格和片段长度都与你们的不同。", translates={"es": "ca660de3cd6b", "zh": "ca660de3cd6b"}),
           "option.c": tr(en="Leaderboards rank by nDCG@10, and nDCG@10 and Recall@10 always order models differently.",
                          es="Las tablas de MTEB ordenan por nDCG@10, y nDCG@10 y Recall@10 siempre ordenan los modelos de forma distinta.",
                          zh="榜单按 nDCG@10 排名，而 nDCG@10 和 Recall@10 对模型的排序总是不同。", translates={"es": "10c238f6269d", "zh": "10c238f6269d"}),
           "why": tr(en="A leaderboard is an average over other people's data; your queries (short, colloquial, mixed-language), your chunking and your domain are not in it, and a model may have trained on the public test sets. Shortlist from the leaderboard, then decide on a few hundred of your own labelled queries, with a paired test (chapter 09), and count latency and cost too.",
                     es="Una tabla así es una media sobre datos ajenos; tus consultas (cortas, coloquiales, con idiomas mezclados), tu fragmentación y tu dominio no están en ella, y un modelo puede haberse entrenado con los conjuntos de prueba públicos. Usa la tabla para preseleccionar y decide con unos cientos de consultas propias etiquetadas y una prueba pareada (capítulo 09), sin olvidar la latencia y el coste.",
                     zh="榜单是在别人的数据上取的平均；你们的查询（简短、口语化、中英混杂）、切分方式和业务领域都不在其中，而且有的模型可能在公开评测集上训练过。用榜单初筛，再用几百条自己标注的查询配合配对检验（第 9 章）做决定，同时把延迟和成本算进去。", translates={"es": "54da9b14b707", "zh": "54da9b14b707"}),
           "option.a.why": tr(en="More queries make an average steadier, not more relevant: the leaderboard's queries are not your users'.",
                              es="Más consultas dan una media más estable, no más pertinente: las consultas de la tabla no son las de tus usuarios.",
                              zh="查询多只会让平均值更稳定，并不会更切合你的场景：榜单上的查询不是你们用户的查询。", translates={"es": "99a97c89bf4e", "zh": "99a97c89bf4e"}),
           "option.c.why": tr(en="The two measures usually agree on which model is better; a reversal of this size points to the data, not to the measure.",
                              es="Las dos medidas suelen coincidir en qué modelo es mejor; una inversión así apunta a los datos, no a la medida.",
                              zh="这两个指标通常对哪个模型更好的判断是一致的；这么大的反转说明问题出在数据上，而不是指标上。", translates={"es": "30a3a1bbef68", "zh": "30a3a1bbef68"}),
       })

number("09.story_gain", lambda i: (i["after"] - i["before"]) / i["before"], {"before": 0.62, "after": 0.71},
       (hint("hint.story_points", lambda i: i["after"] - i["before"],
             tr(en="{wrong} is the absolute gain, in points of Recall@5; the question asks for the relative gain, divided by the starting value.",
                es="{wrong} es la mejora absoluta, en puntos de Recall@5; la pregunta pide la relativa, dividida entre el valor de partida.",
                zh="{wrong} 是绝对提升，即 Recall@5 本身的差值；题目问的是相对提升，要除以起始值。", translates={"es": "b8f327e0134d", "zh": "b8f327e0134d"})),
        hint("hint.story_over_after", lambda i: (i["after"] - i["before"]) / i["after"],
             tr(en="{wrong} divides by the new value; a relative gain is measured from where you started.",
                es="{wrong} divide entre el valor nuevo; una mejora relativa se mide desde donde partías.",
                zh="{wrong} 除以的是新值；相对提升要以起始值为基准。", translates={"es": "cc1cf1a1c99f", "zh": "cc1cf1a1c99f"})),
        hint("hint.story_ratio", lambda i: i["after"] / i["before"],
             tr(en="{wrong} is the ratio after / before; the gain is that ratio minus 1.",
                es="{wrong} es el cociente después / antes; la mejora es ese cociente menos 1.",
                zh="{wrong} 是之后 / 之前的比值；提升幅度是这个比值减 1。", translates={"es": "b66950c01893", "zh": "b66950c01893"}))),
       facts=lambda i: {"before": f"{i['before']:.2f}", "after": f"{i['after']:.2f}"}, unit_interval=False,
       source="review zh-turn3: 项目经历模板", topic="evaluation",
       texts={
           "title": tr(en="The numbers of a project story",
                       es="Las cifras de la historia de un proyecto",
                       zh="项目经历里的数字", translates={"es": "94166abc451b", "zh": "94166abc451b"}),
           "question": tr(en="In your project story, Recall@5 went from `before` to `after` on the same test set. What relative gain do you quote (as a fraction: 0.10 means 10 %)?",
                          es="En el proyecto que cuentas en una entrevista, el Recall@5 pasó de `before` a `after` con el mismo conjunto de prueba. ¿Qué mejora relativa citas (como fracción: 0,10 significa un 10 %)?",
                          zh="在你的项目经历里，同一评测集上的 Recall@5 从 `before` 提高到 `after`。你应当报出多大的相对提升（写成小数：0.10 表示 10%）？", translates={"es": "7421a6f08772", "zh": "7421a6f08772"}),
           "why": tr(en="(after − before) / before = {expected}. Say both: “+0.09 Recall@5, about 15 % relative, on N queries, paired test p = …”. An interviewer who hears “15 %” will ask “of what?”, and percentage points and percent are not the same thing.",
                     es="(after − before) / before = {expected}. Di las dos cosas: «+0,09 de Recall@5, en torno a un 15 % relativo, con N consultas, prueba pareada p = …». Quien oye «un 15 %» preguntará «¿de qué?», y los puntos porcentuales no son lo mismo que el porcentaje.",
                     zh="(after − before) / before = {expected}。两个数都要说：“在 N 个查询上 Recall@5 提高 0.09，相对提升约 15%，配对检验 p = …”。面试官听到“15%”就会追问“相对于什么”，而百分点和百分比不是一回事。", translates={"es": "1198be86c990", "zh": "1198be86c990"}),
       })
