"""Chapter 09 · Is B really better than A?: the source of notebooks/{en,es,zh}/09_significance.ipynb
and of the catalog keys ch09.* (course/ragmetrics_course/messages_chapter_09.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 09 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch09_part2 import CELLS as PART2

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "Where no kernel runs (GitHub, an HTML export), the page shows the current line instead of the widget's repr": (
        "Donde no hay kernel (GitHub, una exportación HTML), la página muestra la línea actual en lugar de la representación del widget",
        "在没有内核运行的地方（GitHub、导出的 HTML），页面显示当前这一行结果，而不是控件的原始表示",
    ),
    "The same two systems scored on articles (the table above) and on the passages the generator receives (chapter 11)": (
        "Los mismos dos sistemas, puntuados por artículos (la tabla de arriba) y por los fragmentos que recibe el generador (capítulo 11)",
        "同样两个系统：按文章打分（上表），以及按 LLM 收到的片段打分（第 11 章）",
    ),
    "the help centre in this notebook's language (chapter 08)": (
        "el centro de ayuda en el idioma de este notebook (capítulo 08)",
        "本笔记本所用语言的帮助中心（第 8 章）",
    ),
    "Simulated per-query scores (not real systems): 100 queries with graded judgments and two runs": (
        "Puntuaciones por consulta simuladas (no son sistemas reales): 100 consultas con juicios graduados y dos runs",
        "模拟的逐查询分数（不是真实系统）：100 个带分级标注的查询和两个 run",
    ),
    "how hard each query is: the noise of the retriever's scores": (
        "lo difícil que es cada consulta: el ruido de las puntuaciones del recuperador",
        "每个查询的难度：检索器打分中的噪声",
    ),
    "a run: each document's score is its grade times the signal, plus the query's noise": (
        "un run: la puntuación de cada documento es su grado por la señal, más el ruido de la consulta",
        "一个 run：每篇文档的分数是其相关性等级乘以信号强度，再加上该查询的噪声",
    ),
    "B = A plus a re-ranker that rescores about a third of the queries, with a stronger signal": (
        "B = A más un reranker que vuelve a puntuar más o menos un tercio de las consultas, con una señal más fuerte",
        "B = A 加上一个重排模型：它对大约三分之一的查询重新打分，信号更强",
    ),
    "The paired t statistic by hand: the differences, their mean and standard deviation": (
        "El estadístico t pareado a mano: las diferencias, su media y su desviación típica",
        "手算配对 t 统计量：差值、差值的均值和标准差",
    ),
    "the same with ragmetrics": ("lo mismo con ragmetrics", "用 ragmetrics 计算同样的量"),
    "Exact randomization by hand on the first 10 queries: every one of the 2**10 sign patterns": (
        "Aleatorización exacta a mano sobre las 10 primeras consultas: cada uno de los 2**10 patrones de signos",
        "在前 10 个查询上手算精确的随机化检验：穷举全部 2**10 种符号组合",
    ),
    "All the queries: 10,000 random sign patterns by hand": (
        "Todas las consultas: 10 000 patrones de signos al azar, a mano",
        "全部查询：手动抽取 10 000 种随机符号组合",
    ),
    "ragmetrics draws other random signs: the two p-values agree within Monte Carlo error": (
        "ragmetrics sortea otros signos: los dos valores p coinciden dentro del error de Monte Carlo",
        "ragmetrics 抽到的随机符号不同：两个 p 值在蒙特卡罗误差范围内一致",
    ),
    "The paired bootstrap by hand: resample queries with replacement, keep the mean difference": (
        "El bootstrap pareado a mano: remuestrea consultas con reemplazo y guarda la diferencia media",
        "手算配对自助法：有放回地重抽查询，记录每次的平均差值",
    ),
    "ragmetrics resamples too: the interval's ends agree within a fifth of a standard error": (
        "ragmetrics también remuestrea: los extremos del intervalo coinciden dentro de una quinta parte del error estándar",
        "ragmetrics 也在重抽样：区间两端的差距不超过标准误的五分之一",
    ),
    "The share of simulated test sets in which a paired t-test detects a real difference (p < alpha)": (
        "La proporción de conjuntos de prueba simulados en los que una prueba t pareada detecta una diferencia real (p < alpha)",
        "在模拟的评测集中，配对 t 检验检测出真实差异（p < alpha）的比例",
    ),
    "What the widget shows when it opens, and a few more test-set sizes": (
        "Lo que muestra el widget al abrirse, y algunos tamaños más de conjunto de prueba",
        "交互组件打开时显示的数值，以及另外几种评测集规模",
    ),
    "queries needed for 80% power, by the usual formula n = ((z(0.975) + z(0.8)) * spread / effect)**2": (
        "consultas necesarias para una potencia del 80 %, con la fórmula habitual n = ((z(0,975) + z(0,8)) * dispersión / efecto)**2",
        "达到 80% 检验功效所需的查询数，按常用公式 n = ((z(0.975) + z(0.8)) * 标准差 / 效应)**2 计算",
    ),
    "Twenty configurations that are, in truth, exactly as good as A: new noise, the same signal": (
        "Veinte configuraciones que, en realidad, son exactamente tan buenas como A: ruido nuevo, la misma señal",
        "二十个配置，实际上和 A 一样好：只是噪声不同，信号相同",
    ),
    "The same experiment 1,000 times: how often does at least one configuration win by chance?": (
        "El mismo experimento 1000 veces: ¿con qué frecuencia gana por azar al menos una configuración?",
        "把同样的实验做 1000 次：至少有一个配置偶然胜出的频率是多少？",
    ),
    "A huge test set and a tiny real gain: significant, but does it matter?": (
        "Un conjunto de prueba enorme y una mejora real minúscula: significativa, pero ¿importa?",
        "超大的评测集加上微小的真实提升：显著，但有意义吗？",
    ),
    "Simulated faithfulness: each answer has a true share of supported claims; the judge reads 5 claims and errs 15% of the time": (
        "Fidelidad simulada: cada respuesta tiene una proporción real de afirmaciones respaldadas; el juez lee 5 afirmaciones y se equivoca el 15 % de las veces",
        "模拟的忠实度：每个回答有真实的“有依据的陈述比例”；评审读 5 条陈述，每条有 15% 的概率判错",
    ),
    "one judgment per answer, or the mean of three": ("un juicio por respuesta, o la media de tres", "每个回答评审一次，或取三次评审的平均"),
    "B's answers are truly 0.04 more faithful": (
        "las respuestas de B son de verdad 0,04 más fieles",
        "B 的回答实际忠实度高 0.04",
    ),
    "Chapter 04's five queries, from TREC files": (
        "Las cinco consultas del capítulo 04, desde archivos TREC",
        "第 4 章的五个查询，读自 TREC 文件",
    ),
}

# Figures the prose states, computed by the code cells (tools/figures.py): {{fig:name}} in the markdown
FIGURES = {
    "spread": "power_spread",
    "needed": "needed",
    "rate50": "detection_rate(power_effect, power_spread, 50, seed=seed)",
    "k": "k",
    "n_answered": "capstone.numbers(lang, k, level='doc')['n_queries']",
    "doc_gain": "capstone.numbers(lang, k, level='doc')['diff_ndcg']",
    "doc_p": "capstone.numbers(lang, k, level='doc')['p_ndcg_holm']",
    "passage_gain": "capstone.numbers(lang, k)['diff_ndcg']",
    "passage_p": "capstone.numbers(lang, k)['p_ndcg_holm']",
}
FIGURES_SETUP = "from ragmetrics_course import capstone"

CELLS = [
    md(
        en=r"""
# 09 · Is B really better than A?

Your new retriever moves mean nDCG@10 from 0.41 to 0.43. Is that a real improvement, or the luck of which queries happen to be in the test set? This chapter answers the question the way IR researchers do: with a **paired test** on the per-query scores, a **confidence interval** for the difference, and an honest look at **how many queries** you need to see a gain of that size.

**What you will learn**

- to draw the per-query differences, and to run Fisher's randomization test and the bootstrap by hand and with `rm.paired_test`;
- how many queries a gain needs (a power widget);
- how often one of twenty configurations "wins" by chance, and how Holm's correction prevents it;
- to separate statistical from practical significance, and to ask the same question of noisy generation scores;
- to answer the interview version.

The per-query scores of most sections are **simulated** (seeded: change `seed` to get another test set); two sections compare runs that are not simulated: chapter 04's two hand-typed toy runs (TREC files), and BM25 against the hybrid retriever on the course's lab corpus (chapter 08).
""",
        es=r"""
# 09 · ¿Es B de verdad mejor que A?

Tu nuevo recuperador sube el nDCG@10 medio de 0,41 a 0,43. ¿Es una mejora real o cuestión de suerte, según qué consultas cayeron en el conjunto de prueba? Este capítulo responde como lo hace la investigación en recuperación de información: con una **prueba pareada** sobre las puntuaciones por consulta, un **intervalo de confianza** para la diferencia y un cálculo realista de **cuántas consultas** hacen falta para ver una mejora de ese tamaño.

**Qué vas a aprender**

- a dibujar las diferencias por consulta y a hacer la prueba de aleatorización de Fisher y el bootstrap a mano y con `rm.paired_test`;
- a calcular cuántas consultas necesita una mejora (con un widget de potencia);
- a ver con qué frecuencia alguna de veinte configuraciones «gana» por azar, y cómo lo evita la corrección de Holm;
- a separar la significación estadística de la práctica, y a plantear la misma pregunta con puntuaciones de generación ruidosas;
- a responder a la pregunta tal como se plantea en una entrevista.

En la mayoría de los apartados, las puntuaciones por consulta son **simuladas** (con semilla: cambia `seed` para obtener otro conjunto de prueba); dos apartados usan runs que no son simulados: los dos runs de juguete escritos a mano del capítulo 04 (archivos TREC), y BM25 frente al recuperador híbrido sobre el corpus del laboratorio del curso (capítulo 08).
""",
        zh=r"""
# 09 · B 真的比 A 好吗？

新的检索器把平均 nDCG@10 从 0.41 提高到了 0.43。这是真正的改进，还是只因为这批查询碰巧对它有利？本章按信息检索研究者的做法回答这个问题：对逐查询分数做**配对检验**，给差值算**置信区间**，并如实估算要看出这么大的提升需要**多少个查询**。

**本章你将学到**

- 画出逐查询差值，分别手算和用 `rm.paired_test` 完成 Fisher 随机化检验与自助法（bootstrap）；
- 一个提升需要多少个查询才能检出（用检验功效的交互组件做实验）；
- 二十个配置中至少一个靠运气“胜出”的概率有多大，Holm 校正又如何控制这种风险；
- 区分统计显著与实际显著，并对有噪声的生成评分提出同样的问题；
- 练习这个问题在面试中的答法。

大部分小节的逐查询分数都是**模拟的**（带随机种子：修改 `seed` 就能得到另一个评测集）；有两个小节比较的不是模拟分数：第 4 章手工写出的两个玩具 run（TREC 文件），以及课程实验语料库上 BM25 与混合检索器的对比（第 8 章）。
""",
        translates={"es": "b722f552f819", "zh": "b722f552f819"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import ragmetrics as rm
from ragmetrics_course import check_parameters, comparison_words, print_table, set_language, setup_fonts, t
from ragmetrics_course.messages import Interval

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## Two systems, the same queries

A comparison of retrievers is **paired**: both systems answer the *same* queries, so what matters is each query's difference d = score(B) − score(A), not the two means on their own. Query difficulty varies far more than the systems do (some queries are easy for everyone, some hard for everyone); pairing removes that variation.

The next cell simulates a test set: 100 queries, each with 30 candidate documents graded 0–3, and two runs. A scores each document by its grade plus noise (the harder the query, the more noise); B is A plus a re-ranker that rescores about a third of the queries with a stronger signal, and leaves the others untouched. Both are evaluated with `rm.evaluate` at your *k*.
""",
        es=r"""
## Dos sistemas, las mismas consultas

Comparar recuperadores es una comparación **pareada**: los dos sistemas responden a las *mismas* consultas, así que lo que cuenta es la diferencia de cada consulta, d = puntuación(B) − puntuación(A), no las dos medias por separado. La dificultad varía mucho más de una consulta a otra que de un sistema a otro (hay consultas fáciles para todos y difíciles para todos); al emparejar, esa variación desaparece.

La celda siguiente simula un conjunto de prueba: 100 consultas, cada una con 30 documentos candidatos con grados de 0 a 3, y dos runs. A puntúa cada documento con su grado más ruido (cuanto más difícil la consulta, más ruido); B es A más un reranker que vuelve a puntuar más o menos un tercio de las consultas con una señal más fuerte y deja las demás igual. Los dos se evalúan con `rm.evaluate` en tu *k*.
""",
        zh=r"""
## 两个系统，同一批查询

比较检索器是**配对**比较：两个系统回答的是**同一批**查询，所以关键是每个查询的差值 `d = 分数(B) − 分数(A)`，而不是单独看两个平均值。查询难度的差异远大于系统之间的差异（有的查询对谁都容易，有的对谁都难）；配对正好消除了这部分差异。

下一个单元格模拟一个评测集：100 个查询，每个查询有 30 篇候选文档，相关性等级为 0–3，另有两个 run。A 给每篇文档的分数是其等级加上噪声（查询越难，噪声越大）；B 在 A 的基础上加了一个重排模型，它对大约三分之一的查询用更强的信号重新打分，其余查询保持不变。两者都在你设定的 *k* 上用 `rm.evaluate` 评估。
""",
        translates={"es": "5efc50f1ccb7", "zh": "5efc50f1ccb7"},
    ),
    msg(
        "ch09.means",
        en="{n} simulated queries, {measure}: A = {a:.4f}, B = {b:.4f} (rounded means), B − A = {diff:+.4f}",
        es="{n} consultas simuladas, {measure}: A = {a:.4f}, B = {b:.4f} (medias redondeadas), B − A = {diff:+.4f}",
        zh="{n} 个模拟查询，{measure}：A = {a:.4f}，B = {b:.4f}（均值已四舍五入），B − A = {diff:+.4f}", translates={"es": "15b4793a2a3c", "zh": "15b4793a2a3c"},
    ),
    code(r"""
import numpy as np

# Simulated per-query scores (not real systems): 100 queries with graded judgments and two runs
rng = np.random.default_rng(seed)
n_queries, n_docs = 100, 30
qrels = {}
for i in range(n_queries):
    grades = rng.permutation(np.where(np.arange(n_docs) < 5, rng.integers(0, 4, n_docs), 0))
    qrels[f"q{i:03d}"] = {f"d{j}": int(g) for j, g in enumerate(grades)}
hardness = {qid: rng.uniform(0.5, 2.5) for qid in qrels}  # how hard each query is: the noise of the retriever's scores


def simulate_run(qids, signal=1.0):
    # a run: each document's score is its grade times the signal, plus the query's noise
    return {q: {doc: signal * g + rng.normal(0, hardness[q]) for doc, g in qrels[q].items()} for q in qids}


run_a = simulate_run(qrels)
# B = A plus a re-ranker that rescores about a third of the queries, with a stronger signal
rescored = [q for q in qrels if rng.random() < 0.3]
run_b = {**run_a, **simulate_run(rescored, signal=1.3)}

measure = f"nDCG@{k}"
per_query_a = rm.evaluate(qrels, run_a, [measure]).per_query
per_query_b = rm.evaluate(qrels, run_b, [measure]).per_query
qids = list(per_query_a)
a = np.array([per_query_a[q][measure] for q in qids])
b = np.array([per_query_b[q][measure] for q in qids])
print(t("ch09.means", n=len(qids), measure=measure, a=a.mean(), b=b.mean(), diff=b.mean() - a.mean()))
"""),
    md(
        en=r"""
## The differences, query by query

Everything below works on the differences $d_i = b_i - a_i$. Their mean is the difference of the means; their standard deviation $s_d$ says how much the gain varies from query to query. The paired t statistic compares the two:

$$\bar d = \frac{1}{n}\sum_i d_i, \qquad s_d = \sqrt{\frac{1}{n-1}\sum_i (d_i - \bar d)^2}, \qquad t = \frac{\bar d}{s_d/\sqrt{n}}, \qquad d_z = \frac{\bar d}{s_d}$$

$s_d/\sqrt{n}$ is the **standard error** of the mean difference: it shrinks with the square root of the number of queries. $d_z$ (Cohen's effect size for paired data) is the mean gain in units of its own spread, and does not grow with *n*.
""",
        es=r"""
## Las diferencias, consulta a consulta

Todo lo que sigue trabaja con las diferencias $d_i = b_i - a_i$. Su media es la diferencia de las medias; su desviación típica $s_d$ dice cuánto varía la mejora de una consulta a otra. El estadístico t pareado compara las dos:

$$\bar d = \frac{1}{n}\sum_i d_i, \qquad s_d = \sqrt{\frac{1}{n-1}\sum_i (d_i - \bar d)^2}, \qquad t = \frac{\bar d}{s_d/\sqrt{n}}, \qquad d_z = \frac{\bar d}{s_d}$$

$s_d/\sqrt{n}$ es el **error estándar** de la diferencia media: se reduce con la raíz cuadrada del número de consultas. $d_z$ (el tamaño del efecto de Cohen para datos pareados) es la mejora media medida en unidades de su propia dispersión, y no crece con *n*.
""",
        zh=r"""
## 逐查询的差值

下面的一切都基于差值 $d_i = b_i - a_i$。差值的均值就是两个均值之差；差值的标准差 $s_d$ 说明提升幅度在不同查询之间变化有多大。配对 t 统计量把两者放在一起比较：

$$\bar d = \frac{1}{n}\sum_i d_i, \qquad s_d = \sqrt{\frac{1}{n-1}\sum_i (d_i - \bar d)^2}, \qquad t = \frac{\bar d}{s_d/\sqrt{n}}, \qquad d_z = \frac{\bar d}{s_d}$$

$s_d/\sqrt{n}$ 是平均差值的**标准误**：它随查询数的平方根缩小。$d_z$（配对数据的 Cohen 效应量）是以差值自身离散程度为单位的平均提升，它不会随 *n* 增大。
""",
        translates={"es": "a978888f7173", "zh": "a978888f7173"},
    ),
    msg(
        "ch09.moved",
        en="Queries where B differs from A: {moved} of {n} ({up} up, {down} down); {same} unchanged.",
        es="Consultas en las que B difiere de A: {moved} de {n} ({up} suben, {down} bajan); {same} sin cambios.",
        zh="B 与 A 不同的查询：{n} 个中有 {moved} 个（{up} 个上升，{down} 个下降）；{same} 个没有变化。", translates={"es": "8149390c4ec1", "zh": "8149390c4ec1"},
    ),
    msg("ch09.by_hand", en="by hand", es="a mano", zh="手算", translates={"es": "c9616cb59d02", "zh": "c9616cb59d02"}),
    msg(
        "ch09.hand_stats",
        en="by hand: mean(d) = {mean:+.4f}   s_d = {sd:.4f}   t = {t:.3f}   d_z = {dz:+.3f}",
        es="A mano: media(d) = {mean:+.4f}   s_d = {sd:.4f}   t = {t:.3f}   d_z = {dz:+.3f}",
        zh="手算：mean(d) = {mean:+.4f}   s_d = {sd:.4f}   t = {t:.3f}   d_z = {dz:+.3f}", translates={"es": "10e721bc2161", "zh": "10e721bc2161"},
    ),
    code(r"""
import math

# The paired t statistic by hand: the differences, their mean and standard deviation
d = b - a
n = len(d)
mean_d = sum(d) / n
sd_d = math.sqrt(sum((x - mean_d) ** 2 for x in d) / (n - 1))
t_by_hand = mean_d / (sd_d / math.sqrt(n))
moved = [x for x in d if x != 0]
print(t("ch09.moved", moved=len(moved), n=n, up=sum(x > 0 for x in moved), down=sum(x < 0 for x in moved), same=n - len(moved)))
print(t("ch09.hand_stats", mean=mean_d, sd=sd_d, t=t_by_hand, dz=mean_d / sd_d))
"""),
    msg(
        "ch09.package_stats",
        en="rm.paired_test: mean(d) = {mean:+.4f}   t = {t:.3f}   d_z = {dz:+.3f}   p = {p:.4f}",
        es="rm.paired_test: media(d) = {mean:+.4f}   t = {t:.3f}   d_z = {dz:+.3f}   p = {p:.4f}",
        zh="rm.paired_test：mean(d) = {mean:+.4f}   t = {t:.3f}   d_z = {dz:+.3f}   p = {p:.4f}", translates={"es": "959ea55d735d", "zh": "959ea55d735d"},
    ),
    code(r"""
result_t = rm.paired_test(a, b, test="t-test")  # the same with ragmetrics
assert math.isclose(result_t.statistic, t_by_hand, rel_tol=1e-9)
assert math.isclose(result_t.effect_size, mean_d / sd_d, rel_tol=1e-9)
print(t("ch09.package_stats", mean=result_t.mean_difference, t=result_t.statistic, dz=result_t.effect_size, p=result_t.p_value))
"""),
    md(
        en=r"""
Drawn sorted, the differences show what a mean hides: most queries barely move (the re-ranker did not touch them, or reshuffled documents of the same grade), and a handful of large gains and losses decide the mean. Two or three queries more or less on either side would change it visibly: that is the uncertainty a test measures.
""",
        es=r"""
Ordenadas, las diferencias muestran lo que una media esconde: la mayoría de las consultas apenas se mueve (el reranker no las tocó, o cambió de sitio documentos del mismo grado), y un puñado de grandes mejoras y pérdidas decide la media. Dos o tres consultas más o menos en cualquiera de los dos extremos la cambiarían de forma apreciable: esa es la incertidumbre que mide una prueba.
""",
        zh=r"""
把差值排序后画出来，就能看到平均值掩盖的东西：大多数查询几乎没变（重排模型没有处理这些查询，或者只是调换了同等级文档的位置），决定平均值的是少数几个大幅提升和大幅下降的查询。两端各多一两个或少一两个查询，平均值就会明显改变：检验衡量的正是这种不确定性。
""",
        translates={"es": "80fb68067a0c", "zh": "80fb68067a0c"},
    ),
    msg("ch09.plot.sorted_axis", en="queries, sorted by difference", es="consultas, ordenadas por diferencia", zh="查询（按差值排序）", translates={"es": "2d760e96959d", "zh": "2d760e96959d"}),
    msg("ch09.plot.diff_axis", en="{measure}: B − A", es="diferencia de {measure}: B − A", zh="{measure}：B − A", translates={"es": "377e6a0bb6e6", "zh": "377e6a0bb6e6"}),
    msg(
        "ch09.plot.diff_title",
        en="Per-query differences, sorted ({n} simulated queries)",
        es="Diferencias por consulta, ordenadas ({n} consultas simuladas)",
        zh="逐查询差值，已排序（{n} 个模拟查询）", translates={"es": "e2417baa7fca", "zh": "e2417baa7fca"},
    ),
    msg("ch09.plot.mean_line", en="mean = {value:+.4f}", es="media = {value:+.4f}", zh="均值 = {value:+.4f}", translates={"es": "046e705783b3", "zh": "046e705783b3"}),
    code(r"""
import matplotlib
from IPython.display import Image
from ragmetrics_course.plots import OKABE_ITO, course_rc, new_figure, to_png

ordered = np.sort(d)
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.0)
    ax = fig.add_axes((0.1, 0.16, 0.86, 0.72))
    colors = [OKABE_ITO["vermillion"] if x < 0 else OKABE_ITO["blue"] for x in ordered]
    ax.bar(np.arange(n), ordered, width=0.9, color=colors)
    ax.axhline(0, color="#1A1A1A", linewidth=0.6)
    ax.axhline(mean_d, color=OKABE_ITO["black"], linestyle="--", linewidth=1.2, label=t("ch09.plot.mean_line", value=mean_d))
    ax.set_xlabel(t("ch09.plot.sorted_axis"))
    ax.set_ylabel(t("ch09.plot.diff_axis", measure=measure))
    ax.set_title(t("ch09.plot.diff_title", n=n), loc="left")
    ax.legend(loc="upper left")
Image(to_png(fig))
"""),
    md(
        en=r"""
## The randomization test: what if A and B were interchangeable?

Fisher's idea needs no formula for a distribution. If A and B were equally good (the **null hypothesis**), then for each query the label "A" or "B" would be arbitrary: swapping them would only flip the sign of $d_i$. So flip signs at random, many times, and see how often the mean difference is at least as far from 0 as the one observed. That share is the **p-value**: the probability of a difference at least this large *if there were no real difference*. It is not the probability that B is better.

With *n* queries there are $2^n$ sign patterns. For 10 queries (1,024 patterns) you can enumerate them all; for 100 you draw, say, 10,000 at random and estimate p as (extreme + 1) / (resamples + 1), where *extreme* counts the drawn patterns at least as far from 0 as the observed one; the + 1 counts the observed pattern, so p is never 0. Smucker, Allan & Carterette (2007) compared the tests used in IR and recommend this one (or the t-test, which agrees with it closely); they advise against the sign test and Wilcoxon for comparing means.
""",
        es=r"""
## La prueba de aleatorización: ¿y si A y B fueran intercambiables?

La idea de Fisher no necesita suponer ninguna distribución. Si A y B fueran igual de buenos (la **hipótesis nula**), en cada consulta la etiqueta «A» o «B» sería arbitraria: intercambiarlas solo cambiaría el signo de $d_i$. Así que cambia signos al azar, muchas veces, y mira con qué frecuencia la diferencia media queda al menos tan lejos de 0 como la observada. Esa proporción es el **valor p**: la probabilidad de una diferencia al menos así de grande *si no hubiera ninguna diferencia real*. No es la probabilidad de que B sea mejor.

Con *n* consultas hay $2^n$ patrones de signos. Con 10 consultas (1024 patrones) puedes recorrerlos todos; con 100, sorteas por ejemplo 10 000 y estimas p como (extremos + 1) / (remuestreos + 1), donde *extremos* son los patrones sorteados con una diferencia al menos tan alejada de 0 como la observada; el + 1 cuenta el patrón observado, así que p nunca vale 0. Smucker, Allan y Carterette (2007) compararon las pruebas que se usan en recuperación de información y recomiendan esta (o la prueba t, que da resultados muy parecidos); desaconsejan la prueba de los signos y la de Wilcoxon para comparar medias.
""",
        zh=r"""
## 随机化检验：如果 A 和 B 可以互换呢？

Fisher 的思路不需要任何分布公式。如果 A 和 B 一样好（**零假设**），那么对每个查询来说，“A”和“B”这两个标签就可以互换：交换它们只会让 $d_i$ 变号。于是随机翻转符号，重复很多次，看平均差值离 0 至少和观测值一样远的情况占多少。这个比例就是 **p 值**：**假如根本没有真实差异**，出现至少这么大差值的概率。它不是 B 更好的概率。

*n* 个查询共有 $2^n$ 种符号组合。10 个查询（1024 种）可以全部穷举；100 个查询则随机抽取一部分组合，例如 10 000 种，用 (极端数 + 1) / (抽样次数 + 1) 估计 p，其中*极端数*是抽到的组合里平均差值离 0 至少和观测值一样远的个数；+ 1 把观测到的组合也算在内，所以 p 永远不会是 0。Smucker、Allan 和 Carterette（2007）比较了信息检索中常用的各种检验，推荐这种检验（或与它结果非常接近的 t 检验）；他们不建议用符号检验和 Wilcoxon 检验来比较均值。
""",
        translates={"es": "a7ee40b25a36", "zh": "a7ee40b25a36"},
    ),
    msg(
        "ch09.exact",
        en="First 10 queries, all {patterns} sign patterns: p = {hand:.4f} ({by_hand}), {package:.4f} (rm.paired_test, n_resamples=None)",
        es="Primeras 10 consultas, los {patterns} patrones de signos: p = {hand:.4f} ({by_hand}), {package:.4f} (rm.paired_test, n_resamples=None)",
        zh="前 10 个查询，全部 {patterns} 种符号组合：p = {hand:.4f}（{by_hand}），{package:.4f}（rm.paired_test，n_resamples=None）", translates={"es": "2103578133db", "zh": "2103578133db"},
    ),
    code(r"""
import itertools

# Exact randomization by hand on the first 10 queries: every one of the 2**10 sign patterns
d10 = d[:10]
observed10 = abs(sum(d10))
patterns = list(itertools.product((1, -1), repeat=len(d10)))
hits10 = sum(abs(sum(s * x for s, x in zip(signs, d10))) >= observed10 - 1e-12 for signs in patterns)
p_exact_by_hand = hits10 / len(patterns)
exact = rm.paired_test(a[:10], b[:10], n_resamples=None)
assert math.isclose(exact.p_value, p_exact_by_hand)
print(t("ch09.exact", patterns=len(patterns), hand=p_exact_by_hand, by_hand=t("ch09.by_hand"), package=exact.p_value))
"""),
    msg(
        "ch09.sampled",
        en="All {n} queries, {resamples} random sign patterns: p = {hand:.4f} ({by_hand}), {package:.4f} (rm.paired_test, seed = {seed}); Monte Carlo standard error ≈ {se:.4f}",
        es="Las {n} consultas, {resamples:,} patrones de signos al azar: p = {hand:.4f} ({by_hand}), {package:.4f} (rm.paired_test, seed = {seed}); error estándar de Monte Carlo ≈ {se:.4f}",
        zh="全部 {n} 个查询，{resamples:,} 种随机符号组合：p = {hand:.4f}（{by_hand}），{package:.4f}（rm.paired_test，seed = {seed}）；蒙特卡罗标准误 ≈ {se:.4f}", translates={"es": "6d5d956ecd49", "zh": "6d5d956ecd49"},
    ),
    code(r"""
# All the queries: 10,000 random sign patterns by hand
n_resamples = 10_000
signs = rng.choice([-1.0, 1.0], size=(n_resamples, n))
null_means = (signs * d).mean(axis=1)
hits = np.count_nonzero(np.abs(null_means) >= abs(mean_d) - 1e-12)
p_by_hand = (hits + 1) / (n_resamples + 1)
result_rand = rm.paired_test(a, b, n_resamples=n_resamples, seed=seed)
# ragmetrics draws other random signs: the two p-values agree within Monte Carlo error
se_p = math.sqrt(max(p_by_hand * (1 - p_by_hand), 1 / n_resamples) / n_resamples)
assert abs(result_rand.p_value - p_by_hand) <= 4 * se_p + 2 / n_resamples
print(t("ch09.sampled", n=n, resamples=n_resamples, hand=p_by_hand, by_hand=t("ch09.by_hand"), package=result_rand.p_value,
        seed=seed, se=se_p))
"""),
    msg(
        "ch09.plot.null_title",
        en="Mean difference with random signs (A and B interchangeable)",
        es="Diferencia media con signos al azar (A y B intercambiables)",
        zh="随机符号下的平均差值（A 与 B 可互换）", translates={"es": "b7dc982cbb78", "zh": "b7dc982cbb78"},
    ),
    msg("ch09.plot.null_axis", en="mean difference, B − A", es="diferencia media, B − A", zh="平均差值，B − A", translates={"es": "745eba557ca6", "zh": "745eba557ca6"}),
    msg("ch09.plot.count_axis", en="sign patterns", es="patrones de signos", zh="符号组合数", translates={"es": "ec4016e9eec9", "zh": "ec4016e9eec9"}),
    msg(
        "ch09.plot.observed",
        en="observed ±{value:.4f}: p = {p:.4f}",
        es="observada ±{value:.4f}: p = {p:.4f}",
        zh="观测值 ±{value:.4f}：p = {p:.4f}", translates={"es": "b888e69db020", "zh": "b888e69db020"},
    ),
    code(r"""
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.0)
    ax = fig.add_axes((0.1, 0.16, 0.86, 0.72))
    ax.hist(null_means, bins=60, color=OKABE_ITO["sky_blue"], edgecolor="white", linewidth=0.3)
    for x in (mean_d, -mean_d):
        ax.axvline(x, color=OKABE_ITO["vermillion"], linewidth=1.6,
                   label=t("ch09.plot.observed", value=abs(mean_d), p=p_by_hand) if x == mean_d else None)
    ax.set_xlabel(t("ch09.plot.null_axis"))
    ax.set_ylabel(t("ch09.plot.count_axis"))
    ax.set_title(t("ch09.plot.null_title"), loc="left")
    ax.legend(loc="upper left")
Image(to_png(fig))
"""),
    md(
        en=r"""
## The bootstrap: an interval for the gain

A p-value answers "could it be zero?"; a **confidence interval** answers the more useful "how big could it be?". The paired bootstrap (Efron & Tibshirani 1993) treats the test set as a sample of the queries your users will send: draw *n* queries from it **with replacement** (some twice, some not at all), take the mean difference, repeat 10,000 times. The middle 95% of those means is the **percentile interval**. If it excludes 0, the gain is significant at about the 5% level; its width tells you how precisely the test set pins the gain down.
""",
        es=r"""
## El bootstrap: un intervalo para la mejora

Un valor p responde a «¿podría ser cero?»; un **intervalo de confianza** responde a la pregunta más útil «¿de qué tamaño podría ser?». El bootstrap pareado (Efron y Tibshirani, 1993) trata el conjunto de prueba como una muestra de las consultas que enviarán tus usuarios: saca *n* consultas de él **con reemplazo** (algunas dos veces, otras ninguna), calcula la diferencia media y repite 10 000 veces. El 95 % central de esas medias es el **intervalo percentil**. Si no contiene el 0, la mejora es significativa, aproximadamente, al 5 %; su anchura dice con qué precisión fija la mejora el conjunto de prueba.
""",
        zh=r"""
## 自助法：给提升幅度一个区间

p 值回答的是“会不会是零？”；**置信区间**回答的是更有用的“可能有多大？”。配对自助法（Efron 和 Tibshirani，1993）把评测集看作用户将来会发出的查询的一个样本：从中**有放回地**抽取 *n* 个查询（有的抽到两次，有的一次也没抽到），计算平均差值，重复 10 000 次。这些均值中间的 95% 就是**百分位区间**。如果区间不包含 0，提升大致在 5% 水平上显著；区间的宽度说明这个评测集能把提升幅度确定到多精确。
""",
        translates={"es": "e13e2914dee9", "zh": "e13e2914dee9"},
    ),
    msg(
        "ch09.bootstrap",
        en="95% bootstrap interval of B − A: {ci:+.4f} ({by_hand}), {package_ci:+.4f} (rm.paired_test, test=\"bootstrap\")",
        es="Intervalo bootstrap al 95 % de B − A: {ci:+.4f} ({by_hand}), {package_ci:+.4f} (rm.paired_test, test=\"bootstrap\")",
        zh="B − A 的 95% 自助法区间：{ci:+.4f}（{by_hand}），{package_ci:+.4f}（rm.paired_test，test=\"bootstrap\"）", translates={"es": "47d8bdd10324", "zh": "47d8bdd10324"},
    ),
    code(r"""
# The paired bootstrap by hand: resample queries with replacement, keep the mean difference
rows = rng.integers(0, n, size=(n_resamples, n))
boot_means = d[rows].mean(axis=1)
low, high = np.quantile(boot_means, [0.025, 0.975])
result_boot = rm.paired_test(a, b, test="bootstrap", n_resamples=n_resamples, seed=seed)
# ragmetrics resamples too: the interval's ends agree within a fifth of a standard error
tolerance = 0.2 * sd_d / math.sqrt(n)
assert abs(result_boot.ci[0] - low) < tolerance and abs(result_boot.ci[1] - high) < tolerance
print(t("ch09.bootstrap", ci=Interval(low, high), by_hand=t("ch09.by_hand"), package_ci=Interval(*result_boot.ci)))
"""),
    msg(
        "ch09.plot.boot_title",
        en="Mean difference over 10,000 bootstrap test sets",
        es="Diferencia media en 10 000 conjuntos de prueba bootstrap",
        zh="10 000 个自助法评测集上的平均差值", translates={"es": "6f470981ec50", "zh": "6f470981ec50"},
    ),
    msg("ch09.plot.interval", en="95% interval", es="intervalo al 95 %", zh="95% 区间", translates={"es": "05282d8a2234", "zh": "05282d8a2234"}),
    msg("ch09.plot.zero", en="no difference", es="sin diferencia", zh="无差异", translates={"es": "976101087c7b", "zh": "976101087c7b"}),
    msg("ch09.plot.test_sets_axis", en="bootstrap test sets", es="conjuntos bootstrap", zh="自助法评测集数", translates={"es": "217f8589f57a", "zh": "217f8589f57a"}),
    code(r"""
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.0)
    ax = fig.add_axes((0.1, 0.16, 0.86, 0.72))
    ax.axvspan(low, high, color=OKABE_ITO["yellow"], alpha=0.35, label=t("ch09.plot.interval"))
    ax.hist(boot_means, bins=60, color=OKABE_ITO["bluish_green"], edgecolor="white", linewidth=0.3)
    ax.axvline(0, color=OKABE_ITO["black"], linestyle="--", linewidth=1.2, label=t("ch09.plot.zero"))
    ax.axvline(mean_d, color=OKABE_ITO["vermillion"], linewidth=1.6, label=t("ch09.plot.mean_line", value=mean_d))
    ax.set_xlabel(t("ch09.plot.null_axis"))
    ax.set_ylabel(t("ch09.plot.test_sets_axis"))
    ax.set_title(t("ch09.plot.boot_title"), loc="left")
    ax.legend(loc="upper left")
Image(to_png(fig))
"""),
    md(
        en=r"""
## Four tests, one question

`rm.paired_test` offers the four tests you meet in IR papers and libraries. On the same differences they usually agree; where they do not, know why:

| test | what it tests | how `ragmetrics` computes it |
|---|---|---|
| `"randomization"` | mean of d, no assumption about its distribution | random sign flips, p = (hits + 1) / (resamples + 1); `n_resamples=None`: all $2^n$ patterns (n ≤ 20) |
| `"bootstrap"` | mean of d; gives the percentile interval | resampled queries; p from the bootstrap distribution shifted to 0 |
| `"t-test"` | mean of d, assuming the sample mean is roughly normally distributed (fine for 30+ queries) | Student t with n − 1 degrees of freedom, as `scipy.stats.ttest_rel` |
| `"wilcoxon"` | whether d tends to be positive (ranks, not the mean) | zero differences dropped, ties get average ranks, as `scipy.stats.wilcoxon(..., correction=True)` |

Wilcoxon drops the queries where nothing changed and ranks the rest by size, so it can disagree with the others when a few large gains face many small losses.
""",
        es=r"""
## Cuatro pruebas, una pregunta

`rm.paired_test` ofrece las cuatro pruebas que aparecen en los artículos y bibliotecas de recuperación de información. Sobre las mismas diferencias suelen coincidir; cuando no, conviene saber por qué:

| prueba | qué contrasta | cómo la calcula `ragmetrics` |
|---|---|---|
| `"randomization"` | la media de d, sin suponer nada de su distribución | signos cambiados al azar, p = (extremos + 1) / (remuestreos + 1); `n_resamples=None`: los $2^n$ patrones (n ≤ 20) |
| `"bootstrap"` | la media de d; da el intervalo percentil | consultas remuestreadas; p a partir de la distribución bootstrap desplazada a 0 |
| `"t-test"` | la media de d, suponiendo que la media muestral sigue una distribución aproximadamente normal (vale con 30 consultas o más) | t de Student con n − 1 grados de libertad, como `scipy.stats.ttest_rel` |
| `"wilcoxon"` | si d tiende a ser positiva (rangos, no la media) | se descartan las diferencias nulas, los empates reciben el rango medio, como `scipy.stats.wilcoxon(..., correction=True)` |

Wilcoxon descarta las consultas en las que nada cambió y ordena las demás por tamaño, así que puede discrepar de las otras cuando unas pocas mejoras grandes se enfrentan a muchas pérdidas pequeñas.
""",
        zh=r"""
## 四种检验，同一个问题

`rm.paired_test` 提供了信息检索论文和工具库中常见的四种检验。在同一组差值上它们通常结论一致；不一致时，要知道原因：

| 检验 | 检验什么 | `ragmetrics` 的计算方式 |
|---|---|---|
| `"randomization"` | d 的均值，对分布不作假设 | 随机翻转符号，p = (命中数 + 1) / (抽样次数 + 1)；`n_resamples=None`：穷举全部 $2^n$ 种组合（n ≤ 20） |
| `"bootstrap"` | d 的均值；给出百分位区间 | 重抽查询；p 来自平移到 0 的自助法分布 |
| `"t-test"` | d 的均值，假设样本均值近似服从正态分布（30 个以上查询即可） | 自由度为 n − 1 的 Student t 分布，与 `scipy.stats.ttest_rel` 一致 |
| `"wilcoxon"` | d 是否倾向为正（看秩，不看均值） | 去掉为零的差值，数值相同的差值取平均秩，与 `scipy.stats.wilcoxon(..., correction=True)` 一致 |

Wilcoxon 检验去掉没有变化的查询，再按大小给其余查询排秩，所以当少数大幅提升对上许多小幅下降时，它的结论可能与其他检验不同。
""",
        translates={"es": "f8aedacae671", "zh": "f8aedacae671"},
    ),
    msg("ch09.col.test", en="test", es="prueba", zh="检验", translates={"es": "9f86d081884c", "zh": "9f86d081884c"}),
    msg("ch09.ci", en="95% CI", es="IC al 95 %", zh="95% 置信区间", translates={"es": "6b630d7f31ac", "zh": "6b630d7f31ac"}),
    msg("ch09.ci_value", en="{ci:+.4f}", es="{ci:+.4f}", zh="{ci:+.4f}", translates={"es": "6ce0817646eb", "zh": "6ce0817646eb"}),
    msg("ch09.ci_note", en="CI: the paired t interval, except for the bootstrap (its percentile interval).",
        es="IC: el intervalo t pareado, salvo en el bootstrap (su intervalo percentil).",
        zh="置信区间：除自助法（百分位区间）外，均为配对 t 区间。", translates={"es": "b015ecb12793", "zh": "b015ecb12793"}),
    code(r"""
results = {test: rm.paired_test(a, b, test=test, n_resamples=n_resamples, seed=seed) for test in rm.significance.TESTS}
print_table([t("ch09.col.test"), "p", t("ch09.ci")],
            [[t(f"sigtable.test.{test}"), result.p_value, t("ch09.ci_value", ci=Interval(*result.ci))]
             for test, result in results.items()], digits=4)
print(t("ch09.ci_note"))
"""),
    md(
        en=r"""
## How many queries do you need?

Whether a test detects a real gain depends on three numbers: the **gain** (the true mean difference), the **spread** of the per-query differences ($s_d$), and the **number of queries**. The probability of detecting a real gain is the test's **power**. The standard error is spread / √n, so a gain is detected 80% of the time with about $((1.96 + 0.84) \times s_d / \text{gain})^2$ queries. The test set above has $s_d \approx {{fig:spread:.2f}}$: a gain of 0.02 needs about $((1.96 + 0.84) \times {{fig:spread:.2f}} / 0.02)^2$ queries, {{fig:needed}} with the unrounded quantiles, and with 50 queries it is detected only {{fig:rate50:.0%}} of the time (the cell below prints both). That is why a +0.02 nDCG gain on a 50-query test set is rarely "significant", and why it is no evidence that nothing changed either.

The function below estimates power by simulation: draw many test sets with the given gain and spread, run a paired t-test on each, count the detections.
""",
        es=r"""
## ¿Cuántas consultas necesitas?

Que una prueba detecte una mejora real depende de tres números: la **mejora** (la diferencia media verdadera), la **dispersión** de las diferencias por consulta ($s_d$) y el **número de consultas**. La probabilidad de detectar una mejora real es la **potencia** de la prueba. El error estándar es dispersión / √n, así que una mejora se detecta el 80 % de las veces con unas $((1{,}96 + 0{,}84) \times s_d / \text{mejora})^2$ consultas. El conjunto de prueba de arriba tiene $s_d \approx {{fig:spread:.2f}}$: una mejora de 0,02 necesita unas $((1{,}96 + 0{,}84) \times {{fig:spread:.2f}} / 0{,}02)^2$ consultas, {{fig:needed}} con los cuantiles sin redondear, y con 50 consultas solo se detecta el {{fig:rate50:.0%}} de las veces (la celda de abajo imprime las dos cifras). Por eso una mejora de +0,02 de nDCG en un conjunto de 50 consultas casi nunca sale «significativa», y por eso mismo, que no salga significativa no demuestra que nada haya cambiado.

La función de abajo estima la potencia por simulación: genera muchos conjuntos de prueba con la mejora y la dispersión dadas, hace una prueba t pareada en cada uno y cuenta las detecciones.
""",
        zh=r"""
## 需要多少个查询？

检验能否发现真实的提升取决于三个数：**提升幅度**（真实的平均差值）、逐查询差值的**标准差**（$s_d$）和**查询数**。检测出真实提升的概率就是检验的**功效**。标准误等于标准差 / √n，所以要在 80% 的情况下检测出一个提升，大约需要 $((1.96 + 0.84) \times s_d / \text{提升})^2$ 个查询。上面这个评测集的 $s_d \approx {{fig:spread:.2f}}$：要检测出 0.02 的提升，大约需要 $((1.96 + 0.84) \times {{fig:spread:.2f}} / 0.02)^2$ 个查询，用未取整的 z 值算得约 {{fig:needed}} 个；仅有 50 个查询时，检出率只有 {{fig:rate50:.0%}}（下面的单元格会打印这两个数）。这就是为什么 50 个查询的评测集上 +0.02 的 nDCG 提升很少“显著”，也说明“不显著”并不能证明什么都没变。

下面的函数用模拟来估计功效：按给定的提升幅度和标准差生成许多评测集，对每个评测集做配对 t 检验，统计检测出差异的次数。标准差取的是上面这个评测集实测的 $s_d$（保留两位小数）。
""",
        translates={"es": "3a26bee9228a", "zh": "3a26bee9228a"},
    ),
    msg(
        "ch09.power_line",
        en="gain {effect:+.3f}, spread {spread:.3f}, {n} queries: detected in {rate:.0%} of simulated test sets",
        es="mejora {effect:+.3f}, dispersión {spread:.3f}, {n} consultas: detectada en el {rate:.0%} de los conjuntos simulados",
        zh="提升 {effect:+.3f}，标准差 {spread:.3f}，{n} 个查询：在 {rate:.0%} 的模拟评测集中被检测出来", translates={"es": "a1e06a24a395", "zh": "a1e06a24a395"},
    ),
    msg(
        "ch09.needed",
        en="Queries needed to detect a gain of {effect:+.3f} 80% of the time with spread {spread:.3f}: about {needed}",
        es="Consultas necesarias para detectar una mejora de {effect:+.3f} el 80 % de las veces con dispersión {spread:.3f}: unas {needed}",
        zh="标准差为 {spread:.3f} 时，要在 80% 的情况下检测出 {effect:+.3f} 的提升，大约需要 {needed} 个查询", translates={"es": "aac108c58697", "zh": "aac108c58697"},
    ),
    code(r"""
from ragmetrics.significance import t_quantile


# The share of simulated test sets in which a paired t-test detects a real difference (p < alpha)
def detection_rate(effect, spread, n_queries, *, trials=2000, alpha=0.05, seed=0):
    diffs = np.random.default_rng(seed).normal(effect, spread, size=(trials, n_queries))
    t_stats = diffs.mean(axis=1) / (diffs.std(axis=1, ddof=1) / math.sqrt(n_queries))
    return float(np.mean(np.abs(t_stats) > t_quantile(1 - alpha / 2, n_queries - 1)))


# What the widget shows when it opens, and a few more test-set sizes
power_effect, power_spread = 0.02, round(sd_d, 2)
for size in (50, 100, 200, 500, 1000):
    print(t("ch09.power_line", effect=power_effect, spread=power_spread, n=size,
            rate=detection_rate(power_effect, power_spread, size, seed=seed)))
# queries needed for 80% power, by the usual formula n = ((z(0.975) + z(0.8)) * spread / effect)**2
needed = math.ceil(((1.959964 + 0.841621) * power_spread / power_effect) ** 2)
print(t("ch09.needed", effect=power_effect, spread=power_spread, needed=needed))
"""),
    md(
        en=r"""
Move the sliders (a live kernel is needed): how does the detection rate change when you halve the spread, or double the number of queries? Which buys more?
""",
        es=r"""
Mueve los controles deslizantes (hace falta un kernel en marcha): ¿cómo cambia la tasa de detección si reduces la dispersión a la mitad, o si duplicas el número de consultas? ¿Qué rinde más?
""",
        zh=r"""
拖动滑块（需要运行中的内核）：标准差减半，或者查询数加倍，检出率分别怎样变化？哪一种更划算？
""",
        translates={"es": "f29f78dc06cc", "zh": "f29f78dc06cc"},
    ),
    msg("ch09.widget.effect", en="true gain", es="mejora real", zh="真实提升", translates={"es": "8300ffa71e1d", "zh": "8300ffa71e1d"}),
    msg("ch09.widget.spread", en="spread (s_d)", es="dispersión (s_d)", zh="标准差（s_d）", translates={"es": "0b12507c1c49", "zh": "0b12507c1c49"}),
    msg("ch09.widget.n", en="queries", es="consultas", zh="查询数", translates={"es": "07193df400d4", "zh": "07193df400d4"}),
    code(r"""
import ipywidgets as widgets

style = {"description_width": "initial"}
effect_slider = widgets.FloatSlider(value=power_effect, min=0.0, max=0.1, step=0.005, readout_format=".3f",
                                    description=t("ch09.widget.effect"), style=style)
spread_slider = widgets.FloatSlider(value=power_spread, min=0.02, max=0.4, step=0.01, description=t("ch09.widget.spread"), style=style)
n_slider = widgets.IntSlider(value=100, min=10, max=2000, step=10, description=t("ch09.widget.n"), style=style)


power_text = widgets.HTML()


def show_power(change=None):
    effect, spread, n_queries = effect_slider.value, spread_slider.value, n_slider.value
    power_text.value = t("ch09.power_line", effect=effect, spread=spread, n=n_queries,
                         rate=detection_rate(effect, spread, n_queries, seed=seed))


class PowerWidget(widgets.VBox):
    # Where no kernel runs (GitHub, an HTML export), the page shows the current line instead of the widget's repr
    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        bundle["text/plain"] = power_text.value
        return bundle


for slider in (effect_slider, spread_slider, n_slider):
    slider.observe(show_power, names="value")
show_power()
PowerWidget([effect_slider, spread_slider, n_slider, power_text])
""", tags=["nbval-ignore-output"]),
    md(
        en=r"""
## Twenty configurations, one test set

A team tunes a pipeline: chunk size, top *k*, an embedding model, a prompt. Twenty configurations are tried on the same test set and compared with the baseline. Suppose none of them is really better. At α = 0.05 each comparison has a 5% chance of a false "win", so if the comparisons were independent the chance of at least one would be $1 - 0.95^{20} \approx 64\%$. The winner gets shipped, and its gain vanishes on new queries.

**Holm's correction** controls that family-wise risk: sort the *m* p-values, multiply the smallest by *m*, the next by *m* − 1, and so on; an adjusted value smaller than the one before it takes that one's value (so they never decrease), and any value above 1 becomes 1; a comparison wins only if its adjusted p-value is below α. It is always at least as powerful as Bonferroni (multiply every p-value by *m*) and makes no assumption about how the comparisons depend on each other. `rm.compare` applies it over every (system, measure) pair it tests.
""",
        es=r"""
## Veinte configuraciones, un conjunto de prueba

Un equipo ajusta su sistema RAG: tamaño de fragmento, *k*, modelo de embeddings, prompt. Prueba veinte configuraciones sobre el mismo conjunto de prueba y las compara con la línea base. Supón que ninguna es de verdad mejor. Con α = 0,05, cada comparación tiene un 5 % de probabilidad de «ganar» por error, así que, si las comparaciones fueran independientes, la probabilidad de al menos una sería $1 - 0{,}95^{20} \approx 64\ \%$. La ganadora se pone en producción y su mejora se esfuma con consultas nuevas.

La **corrección de Holm** controla ese riesgo conjunto: ordena los *m* valores p, multiplica el menor por *m*, el siguiente por *m* − 1, y así sucesivamente; un valor ajustado menor que el anterior toma el valor de este (así nunca decrecen), y cualquier valor mayor que 1 se queda en 1; una comparación gana solo si su valor p ajustado queda por debajo de α. Es siempre al menos tan potente como Bonferroni (multiplicar cada valor p por *m*) y no supone nada sobre cómo dependen unas comparaciones de otras. `rm.compare` la aplica sobre todos los pares (sistema, medida) que contrasta.
""",
        zh=r"""
## 二十个配置，一个评测集

团队在调优一个 RAG 流程：切分大小、送入上下文的片段数 *k*、嵌入模型、提示词。二十个配置在同一个评测集上与基线比较。假设其中没有一个真的更好。在 α = 0.05 下，每次比较都有 5% 的概率“假胜出”。若各次比较相互独立，至少出现一次假胜出的概率就是 $1 - 0.95^{20} \approx 64\%$。于是“胜出”的配置上线了，而它的提升在新查询上消失得无影无踪。

**Holm 校正**控制的就是这种整体风险：把 *m* 个 p 值从小到大排序，最小的乘以 *m*，下一个乘以 *m* − 1，依此类推；若某个结果小于前一个，就取前一个的值（保持单调不减），超过 1 的记为 1；只有校正后的 p 值低于 α 的比较才算胜出。它的检验功效总不低于 Bonferroni 校正（每个 p 值都乘以 *m*），而且不要求对各次比较之间的相关性作任何假设。`rm.compare` 对它检验的所有（系统，指标）组合统一做这个校正。
""",
        translates={"es": "3fae2c80803d", "zh": "3fae2c80803d"},
    ),
    msg(
        "ch09.wins",
        en="{configs} configurations as good as A, randomization test on {measure}: {raw} \"win\" at p < 0.05, {holm} after Holm's correction",
        es="{configs} configuraciones tan buenas como A, prueba de aleatorización sobre {measure}: {raw} «ganan» con p < 0,05, {holm} tras la corrección de Holm",
        zh="{configs} 个与 A 一样好的配置，在 {measure} 上做随机化检验：{raw} 个在 p < 0.05 下“胜出”，Holm 校正后剩 {holm} 个", translates={"es": "167c38de243f", "zh": "167c38de243f"},
    ),
    msg(
        "ch09.fwer",
        en="Over {experiments} such experiments, at least one false win: {raw:.0%} without correction, {holm:.0%} with Holm",
        es="En {experiments} experimentos así, al menos una victoria falsa: {raw:.0%} sin corrección, {holm:.0%} con Holm",
        zh="在 {experiments} 次这样的实验中，至少出现一次假胜出的比例：不校正为 {raw:.0%}，Holm 校正后为 {holm:.0%}", translates={"es": "348b46def178", "zh": "348b46def178"},
    ),
    code(r"""
from ragmetrics.significance import adjust_p_values, t_two_sided_p

# Twenty configurations that are, in truth, exactly as good as A: new noise, the same signal
n_configs = 20
config_p = []
for _ in range(n_configs):
    per_query_c = rm.evaluate(qrels, simulate_run(qrels), [measure]).per_query
    c = np.array([per_query_c[q][measure] for q in qids])
    config_p.append(rm.paired_test(a, c, n_resamples=2000, seed=seed).p_value)
raw_wins = sum(p < 0.05 for p in config_p)
holm_wins = sum(p < 0.05 for p in adjust_p_values(config_p, "holm"))
print(t("ch09.wins", configs=n_configs, measure=measure, raw=raw_wins, holm=holm_wins))

# The same experiment 1,000 times: how often does at least one configuration win by chance?
experiments = 1000
null_diffs = np.random.default_rng(seed).normal(0, sd_d, size=(experiments, n_configs, n))
null_t = null_diffs.mean(axis=2) / (null_diffs.std(axis=2, ddof=1) / math.sqrt(n))
null_p = [[t_two_sided_p(float(x), n - 1) for x in row] for row in null_t]
any_raw = np.mean([min(row) < 0.05 for row in null_p])
any_holm = np.mean([min(adjust_p_values(row, "holm")) < 0.05 for row in null_p])
print(t("ch09.fwer", experiments=experiments, raw=any_raw, holm=any_holm))
"""),
    md(
        en=r"""
`rm.compare` does all of this for runs: it evaluates every run on the qrels, tests each against the baseline (the first run) on each measure, and corrects over all the comparisons. A query that a run has no results for scores 0 there (trec_eval's `-c`), so that every system is compared on the same queries. Here it is on the simulated A and B and three measures; the table is also the output of `python -m ragmetrics compare QRELS RUN_A RUN_B -m ...`. The table rounds the means to four places and computes `diff` before rounding, so `diff` can differ in the last digit from the difference of the printed means.
""",
        es=r"""
`rm.compare` hace todo esto con runs: evalúa cada run sobre los qrels, contrasta cada uno con la línea base (el primer run) en cada medida y corrige sobre todas las comparaciones. Una consulta para la que un run no tiene resultados puntúa 0 en él (el `-c` de trec_eval), para que todos los sistemas se comparen sobre las mismas consultas. Aquí se aplica a los runs simulados A y B con tres medidas. La tabla tiene el formato de la salida de `python -m ragmetrics compare QRELS RUN_A RUN_B -m ...`, pero en español: cabeceras, pie y números con coma decimal (el programa lo escribe todo en inglés, con punto decimal y las cabeceras `diff`, `95% CI`, `p (holm)`). «dif.» es B − A, calculada antes de redondear las medias (por eso puede no coincidir en la última cifra con la resta de las medias impresas), «IC 95 %» el intervalo t pareado de la diferencia media y «p (Holm)» el valor p corregido por Holm; un * al final de la fila indica p (Holm) < 0,05.
""",
        zh=r"""
`rm.compare` 把这些步骤用在 run 上：在 qrels 上评估每个 run，在每个指标上把每个 run 与基线（第一个 run）比较，并对全部比较统一校正。某个 run 没有结果的查询在该 run 上记 0 分（即 trec_eval 的 `-c`），这样所有系统都在同一批查询上比较。下面是在模拟的 A、B 和三个指标上的结果。这张表的格式与 `python -m ragmetrics compare QRELS RUN_A RUN_B -m ...` 的输出相同，只是表头和末行的说明换成了中文（命令行里对应的英文列名是 `diff`、`95% CI`、`p (holm)`）。各列含义：差值是 B − A，在均值四舍五入之前计算，所以末位可能与表中两个均值直接相减的结果不同；95% 置信区间是平均差值的配对 t 区间；p（Holm）是 Holm 校正后的 p 值；末列的 * 表示校正后 p < 0.05。
""",
        translates={"es": "72b5a659549c", "zh": "72b5a659549c"},
    ),
    code(r"""
comparison = rm.compare(qrels, {"A": run_a, "B": run_b}, [measure, "RR", f"R@{k}"], seed=seed)
print(comparison.table(comparison_words(lang)))
"""),
    md(
        en=r"""
Chapter 04 compared two hand-typed runs, A and B, on five queries. With 5 queries there are only $2^5 = 32$ sign patterns, so the randomization test can be exact (`n_resamples=None`), and the smallest possible p-value is 2/32 = 0.0625: **no** difference on five queries can be significant at 0.05, however large.
""",
        es=r"""
El capítulo 04 comparaba dos runs escritos a mano, A y B, sobre cinco consultas. Con 5 consultas solo hay $2^5 = 32$ patrones de signos, así que la prueba de aleatorización puede ser exacta (`n_resamples=None`), y el menor valor p posible es 2/32 = 0,0625: **ninguna** diferencia sobre cinco consultas puede ser significativa al 0,05, por grande que sea.
""",
        zh=r"""
第 4 章在 5 个查询上比较了两个手工写出的 run：A 和 B。5 个查询只有 $2^5 = 32$ 种符号组合，所以随机化检验可以精确计算（`n_resamples=None`），而可能的最小 p 值是 2/32 = 0.0625：在 5 个查询上，**任何**差异无论多大，都不可能在 0.05 水平上显著。
""",
        translates={"es": "4687f51e5648", "zh": "4687f51e5648"},
    ),
    code(r"""
from pathlib import Path

# Chapter 04's five queries, from TREC files
data = Path("..") / "data"
qrels04 = rm.read_qrels(data / "ch04_qrels.txt")
runs04 = {"A": rm.read_run(data / "ch04_run_a.txt"), "B": rm.read_run(data / "ch04_run_b.txt")}
comparison04 = rm.compare(qrels04, runs04, [f"nDCG@{k}", "RR", "AP"], n_resamples=None)
print(comparison04.table(comparison_words(lang)))
"""),
    md(
        en=r"""
### On the course's corpus: BM25 against the hybrid

The same question on real runs: the lab (chapter 08) runs BM25 and the RRF hybrid of BM25 and the dense retriever over the help centre in this notebook's language, one article per passage's best score, and `rm.compare` tests the hybrid against BM25 on the {{fig:n_answered}} questions that have an answer. Read the table: is the nDCG@5 gain still significant after Holm, and the Recall@5 gain? At k = 5 and seed = 0, in English and Chinese only the nDCG@5 gain is (the hybrid mostly orders better what both find), while in Spanish both are (it also finds more). Three languages of the same facts, three test sets: a significant gain on one says little about another. Run it at your *k*.
""",
        es=r"""
### Sobre el corpus del curso: BM25 frente al híbrido

La misma pregunta con runs reales: el laboratorio (capítulo 08) ejecuta BM25 y el híbrido RRF de BM25 y del recuperador denso sobre el centro de ayuda en el idioma de este notebook, con cada artículo puntuado por su mejor fragmento, y `rm.compare` contrasta el híbrido con BM25 en las {{fig:n_answered}} preguntas que tienen respuesta. Lee la tabla: ¿sigue siendo significativa la mejora de nDCG@5 tras Holm? ¿Y la de Recall@5? Con k = 5 y semilla 0, en inglés y en chino solo sigue siendo significativa la de nDCG@5 (el híbrido sobre todo ordena mejor lo que ambos encuentran), mientras que en español lo son las dos (además encuentra más). Tres idiomas con los mismos datos son tres conjuntos de prueba: una mejora significativa en uno dice poco de otro. Ejecútalo con tu *k*.
""",
        zh=r"""
### 在课程语料上：BM25 对比混合检索

换成课程语料上的 run 再问一次：第 8 章的实验在本笔记本所用语言的帮助中心上运行 BM25，以及 BM25 与稠密检索器的 RRF 混合检索，每篇文章取其最佳片段的分数；`rm.compare` 在 {{fig:n_answered}} 个有答案的问题上把混合检索与 BM25 比较。看这张表：经 Holm 校正后，nDCG@5 的提升是否仍然显著？Recall@5 的提升呢？在 *k* = 5、seed = 0 时，英文和中文只有 nDCG@5 的提升显著（混合检索主要是把两个检索器都找到的文档排得更好），西班牙语则两个指标的提升都显著（它还找到了更多文档）。同一内容的三种语言版本就是三个不同的评测集：在一个上显著，不代表在另一个上也显著。用你设定的 *k* 再运行一次。
""",
        translates={"es": "c2f2edde5e2b", "zh": "c2f2edde5e2b"},
    ),
    code(r"""
from ragmetrics_course import lab

corpus = lab.Lab(lang)  # the help centre in this notebook's language (chapter 08)
corpus_runs = {t(f"lab.retriever.{name}"): corpus.run(name, "paragraph", level="doc") for name in ("bm25", "hybrid_rrf")}
corpus_comparison = rm.compare(corpus.doc_qrels(), corpus_runs, [f"nDCG@{k}", f"R@{k}"], seed=seed)
print(corpus_comparison.table(comparison_words(lang)))
"""),
    md(
        en=r"""
### The unit of evaluation can change the decision

Chapter 11's capstone asks the same question about the same two systems with one difference: it scores the top *k* **passages** the answer generator receives against the passage judgments, where the table above scores **articles** (each article by its best passage). The cell below puts the two side by side. At the article level the hybrid's nDCG@{{fig:k}} gain is {{fig:doc_gain:+.3f}}, with a Holm-adjusted p of {{fig:doc_p:.4f}}; at the passage level it is {{fig:passage_gain:+.3f}}, with {{fig:passage_p:.4f}}, and the capstone keeps BM25.

Both tests are right: they answer different questions. An article counts as found when any of its passages ranks high, so a system that brings the right article but not the passage with the answer earns credit at the article level and none at the passage level. The generator reads passages, so the passage level measures what the bot receives. Choose the unit before testing, from what the product consumes, and name it beside every p-value: a significant gain at one unit is no evidence at the other.
""",
        es=r"""
### La unidad de evaluación puede cambiar la decisión

El proyecto final del capítulo 11 se hace la misma pregunta sobre los mismos dos sistemas con una diferencia: puntúa los *k* primeros **fragmentos** que recibe el generador de respuestas frente a los juicios de fragmentos, mientras que la tabla de arriba puntúa **artículos** (cada artículo por su mejor fragmento). La celda siguiente pone las dos evaluaciones una junto a otra. Por artículos, la mejora de nDCG@{{fig:k}} del híbrido es de {{fig:doc_gain:+.3f}}, con un valor p ajustado por Holm de {{fig:doc_p:.4f}}; por fragmentos es de {{fig:passage_gain:+.3f}}, con {{fig:passage_p:.4f}}, y el proyecto final se queda con BM25.

Las dos pruebas son correctas: responden a preguntas distintas. Un artículo cuenta como encontrado en cuanto cualquiera de sus fragmentos queda arriba, así que un sistema que trae el artículo correcto, pero no el fragmento con la respuesta, suma cuando se evalúa por artículos y no suma nada cuando se evalúa por fragmentos. El generador lee fragmentos, así que evaluar por fragmentos mide lo que recibe el asistente. Elige la unidad antes de hacer la prueba, según lo que consume el producto, e indícala junto a cada valor p: una mejora significativa en una unidad no demuestra nada en la otra.
""",
        zh=r"""
### 评测单位不同，决策可能不同

第 11 章的结课项目对同样两个系统问的是同一个问题，只有一点不同：它用片段级标注给 LLM 实际收到的前 *k* 个**片段**打分，而上面那张表给**文章**打分（每篇文章取其最佳片段的分数）。下面的单元格把两种评测并排列出。在文章级，混合检索的 nDCG@{{fig:k}} 提升为 {{fig:doc_gain:+.3f}}，Holm 校正后的 p 值为 {{fig:doc_p:.4f}}；在片段级，提升为 {{fig:passage_gain:+.3f}}，校正后的 p 值为 {{fig:passage_p:.4f}}，所以结课项目保留 BM25。

两个检验都没有错：它们回答的是不同的问题。只要文章中任何一个片段排得靠前，这篇文章就算被找到；因此，一个系统找到了正确的文章、却没有找到含有答案的那个片段，在文章级能得分，在片段级却一分不得。LLM 读的是片段，所以片段级衡量的才是问答机器人实际拿到的内容。检验之前就要根据产品实际使用的单位选定评测单位，并在每个 p 值旁边注明：在一种单位上显著的提升，不能证明在另一种单位上也成立。
""",
        translates={"es": "360998dd0f0a", "zh": "360998dd0f0a"},
    ),
    msg("ch09.col.unit", en="unit", es="unidad", zh="评测单位", translates={"es": "385cfdbc00ec", "zh": "385cfdbc00ec"}),
    msg("ch09.unit.article", en="article", es="artículo", zh="文章", translates={"es": "84393add8c48", "zh": "84393add8c48"}),
    msg("ch09.unit.passage", en="passage (chapter 11)", es="fragmento (capítulo 11)", zh="片段（第 11 章）", translates={"es": "55bf2eff4d77", "zh": "55bf2eff4d77"}),
    code(r"""
from ragmetrics_course import capstone
from ragmetrics_course.messages import write_number

# The same two systems scored on articles (the table above) and on the passages the generator receives (chapter 11)
by_unit = {"article": capstone.numbers(lang, k, level="doc"), "passage": capstone.numbers(lang, k)}
print_table([t("ch09.col.unit"), f"nDCG@{k} {t('lab.retriever.bm25')}", f"nDCG@{k} {t('lab.retriever.hybrid_rrf')}",
             t("sigtable.diff"), t("sigtable.p"), t("sigtable.p_adjusted", correction="Holm")],
            [[t(f"ch09.unit.{unit}"), n["ndcg_a"], n["ndcg_b"], write_number(n["diff_ndcg"], "+.4f"), n["p_ndcg"], n["p_ndcg_holm"]]
             for unit, n in by_unit.items()], digits=4)
"""),
    md(
        en=r"""
## Statistical vs practical significance

"Significant" means "unlikely to be zero", not "large". With enough queries any gain becomes significant: 5,000 queries detect a gain of 0.005 nDCG that no user will ever notice. Sakai (2014) asks IR papers to report effect sizes and confidence intervals rather than p-values alone. Before testing, decide the smallest gain that would change a decision (the cost of the re-ranker, the latency it adds), then ask two questions: does the whole interval lie above 0? And above that threshold?
""",
        es=r"""
## Significación estadística frente a significación práctica

«Significativa» quiere decir «poco probable que sea cero», no «grande». Con suficientes consultas cualquier mejora sale significativa: 5000 consultas detectan una mejora de 0,005 de nDCG que ningún usuario notará jamás. Sakai (2014) pide a los autores de artículos de recuperación de información que publiquen tamaños del efecto e intervalos de confianza, no solo valores p. Antes de hacer la prueba, decide cuál es la mejora más pequeña que cambiaría una decisión (lo que cuesta el reranker, la latencia que añade) y luego hazte dos preguntas: ¿queda todo el intervalo por encima de 0? ¿Y por encima de ese umbral?
""",
        zh=r"""
## 统计显著与实际显著

“显著”的意思是“不太可能是零”，而不是“很大”。只要查询足够多，任何不为零的真实提升都会变得显著：5000 个查询能检测出 0.005 的 nDCG 提升，而用户永远察觉不到。Sakai（2014）呼吁信息检索论文报告效应量和置信区间，而不是只报告 p 值。做检验之前，先确定能改变决策的最小提升（它至少要抵得过重排模型的成本和增加的延迟），然后问两个问题：整个区间是否都高于 0？是否也都高于这个门槛？
""",
        translates={"es": "a5b17bbb38ce", "zh": "a5b17bbb38ce"},
    ),
    msg(
        "ch09.practical",
        en="{n} queries, true gain {effect:+.3f}: p = {p:.2g}, 95% CI {ci:+.4f}, d_z = {dz:+.3f}",
        es="{n} consultas, mejora real {effect:+.3f}: p = {p:.2g}, IC al 95 % {ci:+.4f}, d_z = {dz:+.3f}",
        zh="{n} 个查询，真实提升 {effect:+.3f}：p = {p:.2g}，95% 置信区间 {ci:+.4f}，d_z = {dz:+.3f}", translates={"es": "bffdd0ffae39", "zh": "bffdd0ffae39"},
    ),
    code(r"""
# A huge test set and a tiny real gain: significant, but does it matter?
big_n, tiny_gain = 5000, 0.005
big_a = rng.uniform(0.2, 0.9, big_n)
big_b = big_a + rng.normal(tiny_gain, 0.1, big_n)
big = rm.paired_test(big_a, big_b, test="t-test")
print(t("ch09.practical", n=big_n, effect=tiny_gain, p=big.p_value, ci=Interval(*big.ci), dz=big.effect_size))
"""),
    md(
        en=r"""
## The same question for generation scores

Generation metrics (chapter 05) are per-question scores too, so the same paired tests apply: compare two prompts or two models on the *same* questions with the *same* judge. But the judge adds its own noise: an LLM judge that reads five claims and gets one in seven wrong turns a true faithfulness of 0.8 into 0.6 on one call and 1.0 on the next. That noise adds to the spread of the differences, and the spread decides the power. The cell below simulates it: B's answers are truly 0.04 more faithful; the test sees one judgment per answer, or the mean of three.
""",
        es=r"""
## La misma pregunta para las puntuaciones de generación

Las medidas de generación (capítulo 05) también son puntuaciones por pregunta, así que valen las mismas pruebas pareadas: compara dos prompts o dos modelos sobre las *mismas* preguntas con el *mismo* juez. Pero el juez añade su propio ruido: un juez LLM que lee cinco afirmaciones y se equivoca en una de cada siete convierte una fidelidad real de 0,8 en 0,6 en una llamada y en 1,0 en la siguiente. Ese ruido se suma a la dispersión de las diferencias, y la dispersión decide la potencia. La celda siguiente lo simula: las respuestas de B son de verdad 0,04 más fieles; la prueba ve un juicio por respuesta, o la media de tres.
""",
        zh=r"""
## 生成评分也要问同样的问题

生成指标（第 5 章）也是逐问题的分数，所以同样可以用配对检验：在**同一批**问题上、用**同一个**评审比较两个提示词或两个模型。但评审本身会引入噪声：一个读五条陈述、大约每七条判错一条的 LLM 评审，可能这次把真实忠实度 0.8 打成 0.6，下次又打成 1.0。这些噪声会加大差值的标准差，而标准差决定检验功效。下面的单元格模拟了这一点：B 的回答实际忠实度高 0.04；检验看到的是每个回答的一次评审，或者三次评审的平均。
""",
        translates={"es": "eef7908781da", "zh": "eef7908781da"},
    ),
    msg(
        "ch09.judges",
        en="{questions} questions, {judgments} judgment(s) per answer: spread of the differences {spread:.3f}, true gain detected in {rate:.0%} of {trials} simulated evaluations",
        es="{questions} preguntas, juicios por respuesta: {judgments}; dispersión de las diferencias {spread:.3f}; mejora real detectada en el {rate:.0%} de {trials} evaluaciones simuladas",
        zh="{questions} 个问题，每个回答评审 {judgments} 次：差值标准差 {spread:.3f}，在 {trials} 次模拟评估中有 {rate:.0%} 检测出了真实提升", translates={"es": "7c2d2e1d9fed", "zh": "7c2d2e1d9fed"},
    ),
    code(r"""
# Simulated faithfulness: each answer has a true share of supported claims; the judge reads 5 claims and errs 15% of the time
def judged_faithfulness(truth, judgments, generator):
    supported = generator.random(truth.shape + (judgments, 5)) < truth[..., None, None]
    errors = generator.random(supported.shape) < 0.15
    return (supported ^ errors).mean(axis=-1).mean(axis=-1)


questions, trials = 200, 300
judge_rng = np.random.default_rng(seed)
truth_a = judge_rng.beta(6, 2, size=(trials, questions))
truth_b = np.clip(truth_a + 0.04, 0, 1)  # B's answers are truly 0.04 more faithful
for judgments in (1, 3):  # one judgment per answer, or the mean of three
    diffs = judged_faithfulness(truth_b, judgments, judge_rng) - judged_faithfulness(truth_a, judgments, judge_rng)
    t_stats = diffs.mean(axis=1) / (diffs.std(axis=1, ddof=1) / math.sqrt(questions))
    detected = float(np.mean(np.abs(t_stats) > t_quantile(0.975, questions - 1)))
    print(t("ch09.judges", questions=questions, judgments=judgments, spread=float(diffs.std(axis=1, ddof=1).mean()),
            rate=detected, trials=trials))
"""),
    *PART2,  # the interview question and Check your understanding (parts/ch09_part2.py)
    md(
        en=r"""
## Summary

- Compare systems **per query**: the paired differences d = B − A, their mean, their spread $s_d$ and the standard error $s_d/\sqrt{n}$.
- **Randomization** (sign flips) and the **paired t-test** test the mean difference and agree closely; the **bootstrap** gives a percentile **confidence interval**; **Wilcoxon** tests something else (ranks) and drops zero differences. `rm.paired_test(a, b, test=...)` does all four.
- **Power**: a +0.02 gain with this chapter's spread ({{fig:spread:.2f}}) needs about {{fig:needed}} queries to be detected 80% of the time; "not significant" on 50 queries is not "no difference".
- Many configurations on one test set produce chance wins: correct with **Holm** (`rm.compare(..., correction="holm")`), or keep a fresh test set for the final check.
- **Significant ≠ important**: report the interval and the effect size, and decide beforehand which gain matters.
- Generation scores are noisy because judges are: average judgments, add questions, report the judge.

## References

- Smucker, M. D., Allan, J. and Carterette, B. (2007). "A comparison of statistical significance tests for information retrieval evaluation". *CIKM 2007*.
- Sakai, T. (2014). "Statistical reform in information retrieval?". *SIGIR Forum* 48(1).
- Efron, B. and Tibshirani, R. J. (1993). *An Introduction to the Bootstrap*. Chapman & Hall.

Practise with [the exercises of this chapter](../../exercises/en/09_significance.ipynb); its interview questions are in the drill too (`python -m ragmetrics_course drill --lang en`).
""",
        es=r"""
## Resumen

- Compara sistemas **consulta a consulta**: las diferencias pareadas d = B − A, su media, su dispersión $s_d$ y el error estándar $s_d/\sqrt{n}$.
- La **aleatorización** (cambio de signos) y la **prueba t pareada** contrastan la diferencia media y casi siempre concuerdan; el **bootstrap** da un **intervalo de confianza** percentil; **Wilcoxon** contrasta otra cosa (rangos) y descarta las diferencias nulas. `rm.paired_test(a, b, test=...)` hace las cuatro.
- **Potencia**: una mejora de +0,02 con la dispersión de este capítulo ({{fig:spread:.2f}}) necesita unas {{fig:needed}} consultas para detectarse el 80 % de las veces; «no significativa» con 50 consultas no quiere decir «sin diferencia».
- Muchas configuraciones sobre un mismo conjunto de prueba producen victorias por azar: corrige con **Holm** (`rm.compare(..., correction="holm")`) o reserva un conjunto de prueba aparte para la comprobación final.
- **Significativa ≠ importante**: da el intervalo y el tamaño del efecto, y decide de antemano qué mejora importa.
- Las puntuaciones de generación son ruidosas porque los jueces lo son: promedia juicios, añade preguntas e indica el juez.

## Referencias

- Smucker, M. D., Allan, J. y Carterette, B. (2007). «A comparison of statistical significance tests for information retrieval evaluation». *CIKM 2007*.
- Sakai, T. (2014). «Statistical reform in information retrieval?». *SIGIR Forum* 48(1).
- Efron, B. y Tibshirani, R. J. (1993). *An Introduction to the Bootstrap*. Chapman & Hall.

Practica con [los ejercicios de este capítulo](../../exercises/es/09_significance.ipynb); sus preguntas de entrevista están también en el simulacro (`python -m ragmetrics_course drill --lang es`).
""",
        zh=r"""
## 小结

- **逐查询**比较系统：配对差值 d = B − A、它的均值、标准差 $s_d$ 和标准误 $s_d/\sqrt{n}$。
- **随机化检验**（翻转符号）和**配对 t 检验**检验的是平均差值，两者结论非常接近；**自助法**给出百分位**置信区间**；**Wilcoxon** 检验的是另一回事（秩），并且会去掉为零的差值。`rm.paired_test(a, b, test=...)` 四种都能做。
- **检验功效**：按本章的标准差（{{fig:spread:.2f}}），要以 80% 的功效检出 +0.02 的提升，大约需要 {{fig:needed}} 个查询；50 个查询上“不显著”不等于“没有差异”。
- 在同一个评测集上试很多配置，很可能会有靠运气胜出的：用 **Holm** 校正（`rm.compare(..., correction="holm")`），或者留一个全新的评测集做最终检验。
- **显著 ≠ 重要**：报告置信区间和效应量，并事先确定多大的提升才有意义。
- 生成评分有噪声，因为评审本身有噪声：多次评审取平均、增加问题数，并说明用的是哪个评审。

## 参考文献

- M. D. Smucker、J. Allan、B. Carterette，“A comparison of statistical significance tests for information retrieval evaluation”，CIKM 2007。
- T. Sakai，“Statistical reform in information retrieval?”，*SIGIR Forum* 48(1)，2014。
- B. Efron、R. J. Tibshirani，*An Introduction to the Bootstrap*，Chapman & Hall，1993。

请完成[本章的练习](../../exercises/zh/09_significance.ipynb)；其中的面试题也收录在第 7 章的面试冲刺里（`python -m ragmetrics_course drill --lang zh`）。
""",
        translates={"es": "7bb256bf0339", "zh": "7bb256bf0339"},
    ),
    msg(
        "ch09.summary",
        en="Chapter 09, k = {k}, seed = {seed}: {n} simulated queries, {measure}",
        es="Capítulo 09, k = {k}, semilla = {seed}: {n} consultas simuladas, {measure}",
        zh="第 9 章，k = {k}，seed = {seed}：{n} 个模拟查询，{measure}", translates={"es": "1a06ca4db3f7", "zh": "1a06ca4db3f7"},
    ),
    msg("ch09.summary_means", en="A = {a:.4f}   B = {b:.4f} (rounded means)   B − A = {diff:+.4f}   s_d = {sd:.4f}   d_z = {dz:+.3f}",
        es="A = {a:.4f}   B = {b:.4f} (medias redondeadas)   B − A = {diff:+.4f}   s_d = {sd:.4f}   d_z = {dz:+.3f}",
        zh="A = {a:.4f}   B = {b:.4f}（均值已四舍五入）   B − A = {diff:+.4f}   s_d = {sd:.4f}   d_z = {dz:+.3f}", translates={"es": "5d27485fa245", "zh": "5d27485fa245"}),
    msg("ch09.summary_test", en="{test}: p = {p:.4f}   95% CI {ci:+.4f}", es="{test}: p = {p:.4f}   IC al 95 % {ci:+.4f}",
        zh="{test}：p = {p:.4f}   95% 置信区间 {ci:+.4f}", translates={"es": "0543d6bbf4cc", "zh": "0543d6bbf4cc"}),
    msg(
        "ch09.summary_power",
        en="Detection rate of a {effect:+.3f} gain (spread {spread:.3f}) with {n} queries: {rate:.0%}; about {needed} queries for 80%",
        es="Tasa de detección de una mejora de {effect:+.3f} (dispersión {spread:.3f}) con {n} consultas: {rate:.0%}; unas {needed} consultas para el 80 %",
        zh="{n} 个查询时 {effect:+.3f} 提升（标准差 {spread:.3f}）的检出率：{rate:.0%}；达到 80% 约需 {needed} 个查询", translates={"es": "7d57e826ac92", "zh": "7d57e826ac92"},
    ),
    code(r"""
print(t("ch09.summary", k=k, seed=seed, n=n, measure=measure))
print("  " + t("ch09.summary_means", a=a.mean(), b=b.mean(), diff=mean_d, sd=sd_d, dz=mean_d / sd_d))
for test, result in results.items():
    print("  " + t("ch09.summary_test", test=t(f"sigtable.test.{test}"), p=result.p_value, ci=Interval(*result.ci)))
print("  " + t("ch09.summary_power", effect=power_effect, spread=power_spread, n=100,
               rate=detection_rate(power_effect, power_spread, 100, seed=seed), needed=needed))
print("  " + t("ch09.wins", configs=n_configs, measure=measure, raw=raw_wins, holm=holm_wins))
print("  " + t("ch09.fwer", experiments=experiments, raw=any_raw, holm=any_holm))
""", tags=["summary"]),
]
