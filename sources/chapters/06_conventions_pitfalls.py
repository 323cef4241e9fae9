"""Chapter 06 · Conventions and pitfalls: the source of notebooks/{en,es,zh}/06_conventions_pitfalls.ipynb
and of the catalog keys ch06.* (course/ragmetrics_course/messages_chapter_06.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 06 --run
(docs/course.md says how a source is written).
"""

from sources.cells import code, md, msg, parameters
from sources.chapters.parts.ch06_part2 import CELLS as PART2

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "the trec_eval 10 program's order": ("el orden del programa trec_eval 10", "trec_eval 10.0 的排序"),
    "pytrec_eval's order": ("el orden de pytrec_eval", "pytrec_eval 的排序"),
    "TrecFormatError is a ValueError too": (
        "TrecFormatError también es un ValueError",
        "TrecFormatError 也是 ValueError",
    ),
    "q2 is judged, but its only judged doc is not relevant": (
        "q2 está juzgada, pero su único documento juzgado no es relevante",
        "q2 有标注，但它唯一标注的文档不相关",
    ),
    "q1 of chapter 04: doc 12 comes at rank 8": (
        "q1 del capítulo 04: el documento 12 llega en la posición 8",
        "第 4 章的 q1：文档 12 排在第 8 名",
    ),
    "Chinese glyphs in the figures": ("caracteres chinos en las figuras", "让图中的中文正常显示"),
    "the Chinese article's graded example": ("el ejemplo graduado del artículo chino", "中文面试文章（本课程的参考资料之一）中的分级相关性例子"),
    "as if missed docs did not exist": ("como si los documentos perdidos no existieran", "假装漏掉的文档不存在"),
    "what the playground shows first": ("lo que muestra el laboratorio de rankings al abrirse", "交互组件初次显示的内容"),
    "b, c and d are never retrieved": ("b, c y d nunca se recuperan", "b、c、d 从未被检索到"),
    "the only grades scikit-learn gets": ("los únicos grados que recibe scikit-learn", "scikit-learn 能拿到的只有这些等级"),
}

# numbers the prose states, computed by the cells (tools/figures.py); the graded example with document 309
# raised from grade 1 to 2 is the change the prose asks the reader to make in the playground
_RAISED = "{**relevant_g, 309: 2}"
FIGURES = {
    "k": "k",
    "tie_rr_scored": "tie_scored['RR']",
    "tie_rr_listed": "tie_listed['RR']",
    "mrr_with_empty": "empty_means[0]",
    "mrr_without_empty": "empty_means[1]",
    "p_level": "level_means[f'P(rel=2)@{k}']",
    "p_any": "level_means[f'P@{k}']",
    "ndcg_graded": "level_means[f'nDCG@{k}']",
    "p_level_raised": f"rm.precision_at_k(retrieved_g, {_RAISED}, k=k, level=2)",
    "ndcg_raised": f"rm.ndcg_at_k(retrieved_g, {_RAISED}, k=k)",
    "sk_trec": "sk_rows[0][1]",
    "sk_view": "sk_rows[1][1]",
    "sk_floor": "full[-1]",
    "sk_floor_from": "min(n for n, value in zip(missed, full) if value == full[-1])",
}

CELLS = [
    # Catalog texts read by several cells, or by a key built at run time
    msg(
        "ch06.agree",
        en="✓ ragmetrics gives the same numbers as the hand computation.",
        es="✓ ragmetrics da los mismos números que el cálculo a mano.",
        zh="✓ ragmetrics 的结果与手算结果一致。", translates={"es": "db79b267748e", "zh": "db79b267748e"},
    ),
    msg(
        "ch06.disagree",
        en="✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
        es="✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
        zh="✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。", translates={"es": "651eb86a2db8", "zh": "651eb86a2db8"},
    ),
    msg("ch06.row.mean", en="mean", es="media", zh="平均", translates={"es": "82523faea1b0", "zh": "82523faea1b0"}),
    msg("ch06.colon", en=": ", es=": ", zh="：", translates={"es": "e7ac0786668e", "zh": "e7ac0786668e"}),
    msg("ch06.semicolon", en="; ", es="; ", zh="；", translates={"es": "41b805ea7ac0", "zh": "41b805ea7ac0"}),
    msg("ch06.ties.scores", en="scores (doc: score)", es="puntuaciones (doc: puntuación)", zh="得分（文档：分数）", translates={"es": "1d90b02d7b50", "zh": "1d90b02d7b50"}),
    md(
        en=r"""
# 06 · Conventions and pitfalls

Two correct libraries can return different numbers for the same run: they choose differently where the
definitions leave room, and this course's sources leave several of those choices open. `ragmetrics` follows trec_eval, the reference of the TREC evaluations, unless a name says otherwise.

**What you will learn**

- how trec_eval ranks tied scores (`'9'` above `'10'`), and why 32-bit floats matter;
- why duplicate ids are refused;
- what happens when *k* is larger than the run, when a query has no relevant document, and when a query is missing;
- RR vs RR@k, nDCG vs nDCG@k, linear vs exponential gain, and what a relevance level changes;
- why scikit-learn's `ndcg_score` returns {{fig:sk_view:.1f}} where trec_eval gives {{fig:sk_trec:.2f}} (at *k* = {{fig:k}}).
""",
        es=r"""
# 06 · Convenciones y trampas

Dos bibliotecas correctas pueden dar números distintos para el mismo run: resuelven cada una a su modo lo que
las definiciones no fijan, y las fuentes de este curso dejan abiertas varias de esas decisiones. `ragmetrics` sigue a trec_eval, la referencia de las evaluaciones TREC, salvo
que el nombre de la medida indique otra cosa.

**Qué vas a aprender**

- cómo ordena trec_eval las puntuaciones empatadas (`'9'` antes que `'10'`) y por qué importan los números en coma flotante de 32 bits (float32);
- por qué se rechazan los identificadores duplicados;
- qué pasa cuando *k* supera la longitud del run, cuando una consulta no tiene ningún documento relevante y cuando falta una consulta;
- RR frente a RR@k, nDCG frente a nDCG@k, ganancia lineal frente a exponencial, y qué cambia un nivel de relevancia;
- por qué `ndcg_score` de scikit-learn devuelve {{fig:sk_view:.1f}} donde trec_eval da {{fig:sk_trec:.2f}} (con *k* = {{fig:k}}).
""",
        zh=r"""
# 06 · 约定与陷阱

两个实现都没有错的库，对同一个 run 也可能给出不同的数字：它们在定义留有余地的地方做了不同的选择，而本课程依据的三份参考资料（见第 0 章）对其中好几项也没有交代清楚。除非指标名另有标注，`ragmetrics` 都遵循 TREC 评测的参考实现 trec_eval。

**本章你将学到**

- trec_eval 如何给同分的文档排序（`'9'` 排在 `'10'` 前面），以及为什么 32 位浮点数很重要；
- 为什么重复的文档 id 会被拒绝；
- *k* 大于 run 的长度、查询没有相关文档、查询缺失时分别会发生什么；
- RR 与 RR@k、nDCG 与 nDCG@k、线性增益与指数增益，以及相关性阈值会改变什么；
- 为什么同一个例子 trec_eval 得 {{fig:sk_trec:.2f}}（*k* = {{fig:k}} 时），scikit-learn 的 `ndcg_score` 却返回 {{fig:sk_view:.1f}}。
""",
        translates={"es": "dd744a160e11", "zh": "dd744a160e11"},
    ),
    parameters(),
    code(r"""
import ragmetrics as rm
from ragmetrics_course import check_parameters, print_table, set_language, setup_fonts, t
from ragmetrics_course.messages import write_number

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## 1. Ties: who comes first when scores are equal?

When two scores are equal, **trec_eval breaks the tie by doc id, descending, compared as strings**. As
strings, `'9' > '10'` (the first characters are compared: `'9'` > `'1'`), so document 9 ranks above
document 10. The rank column of the file and the input order are ignored.

Other tools differ: ranx keeps the input order for small tie groups, ir_measures uses the input order
for `RR@k` but trec_eval's rule for `RR`, scikit-learn averages the gain over each tie group (issues trec_eval#22,
ir_measures#18, pytrec_eval#56, beir#105).

`rm.evaluate` ranks a scored run as trec_eval does. `rm.rank` shows the order `rm.evaluate` used;
since document 10 is the only relevant one, RR is 1 / its rank.
""",
        es=r"""
## 1. Empates: ¿quién va primero si las puntuaciones son iguales?

Cuando dos puntuaciones son iguales, **trec_eval deshace el empate por identificador, de
mayor a menor, como cadena**:
`'9' > '10'` (se comparan los primeros caracteres: `'9'` > `'1'`), así que el documento 9 queda por encima
del 10. La columna de posición (`rank`) del archivo y el orden de entrada se ignoran.

Otras herramientas difieren: ranx conserva el orden de entrada cuando empatan pocos documentos, pero no con empates grandes, porque su ordenación no es estable; ir_measures usa el orden de entrada para `RR@k`, pero la regla de trec_eval para `RR`, y
scikit-learn promedia la ganancia de cada grupo de documentos empatados (incidencias trec_eval#22, ir_measures#18,
pytrec_eval#56, beir#105).

`rm.evaluate` ordena un run con puntuaciones como trec_eval. `rm.rank` muestra el
orden que usó `rm.evaluate`; como el documento 10 es el único relevante, el rango recíproco (RR) es el inverso de su posición
(RR = 1/posición).
""",
        zh=r"""
## 1. 同分：分数相同时谁排在前面？

两个分数相同时，**trec_eval 按文档 id 的字符串从大到小排列**。按字符串，`'9' > '10'`（先比第一个字符：`'9'` > `'1'`），所以文档 9 排在文档 10 前面。run 文件里的 rank 列和输入顺序都会被忽略。

其他工具不同：ranx 在同分的文档不多时保留输入顺序（它的排序算法不稳定，同分的文档一多就不一定了）；ir_measures 计算 `RR@k` 时用输入顺序，计算 `RR` 时却用 trec_eval 的规则；scikit-learn 则对每个同分组的增益取平均（见 GitHub 议题 trec_eval#22、ir_measures#18、pytrec_eval#56、beir#105）。

`rm.evaluate` 对带分数的 run 的排序方式与 trec_eval 相同。`rm.rank` 给出 `rm.evaluate` 实际使用的顺序；文档 10 是唯一的相关文档，所以 RR 就是它排名的倒数。
""",
        translates={"es": "6ac3d520747f", "zh": "6ac3d520747f"},
    ),
    msg("ch06.col.input", en="Input", es="Entrada", zh="输入", translates={"es": "36ecb4f86691", "zh": "36ecb4f86691"}),
    msg("ch06.col.order", en="Ranking used", es="Orden usado", zh="实际使用的排序", translates={"es": "f1797a5b4934", "zh": "f1797a5b4934"}),
    msg(
        "ch06.ties.listed",
        en="the same docs as a list, in input order",
        es="los mismos documentos como lista, en el orden de entrada",
        zh="同样的文档写成列表，保持输入顺序", translates={"es": "26a6e058b978", "zh": "26a6e058b978"},
    ),
    msg(
        "ch06.ties.scored",
        en="scored run, trec_eval's rule",
        es="run con puntuaciones, regla de trec_eval",
        zh="带分数的 run，按 trec_eval 的规则", translates={"es": "f2dc9960ec84", "zh": "f2dc9960ec84"},
    ),
    code(r"""
scores = {"10": 0.5, "9": 0.5, "3": 0.2}
qrels = {"q": {"10": 1}}
tie_scored = rm.evaluate(qrels, {"q": scores}, ["RR", "P@1"]).mean
tie_listed = rm.evaluate(qrels, {"q": list(scores)}, ["RR", "P@1"]).mean
print_table([t("ch06.col.input", lang), t("ch06.col.order", lang), "RR", "P@1"],
            [(t("ch06.ties.scored", lang), rm.rank(scores), tie_scored["RR"], tie_scored["P@1"]),
             (t("ch06.ties.listed", lang), list(scores), tie_listed["RR"], tie_listed["P@1"])])
"""),
    md(
        en=r"""
Same documents, same scores: RR {{fig:tie_rr_scored:g}} or {{fig:tie_rr_listed:g}}, depending on who breaks the tie. Which scores are equal
depends on the tool too. Below, document `a` has the higher score as a 64-bit float (a C
`double`): trec_eval 10.0 keeps scores as doubles and ranks `a` first, as `ragmetrics` does by default.
pytrec_eval, built on an older trec_eval, keeps 32-bit floats, where the two scores are equal, and ranks
`b` first (`'b' > 'a'`); `ragmetrics` follows it with `score_precision="float32"`.
""",
        es=r"""
Mismos documentos, mismas puntuaciones: RR {{fig:tie_rr_scored:g}} o {{fig:tie_rr_listed:g}}, según quién deshaga el empate. Qué puntuaciones
son iguales también depende de la herramienta. En el ejemplo de abajo, el documento `a` tiene la puntuación
más alta como número de 64 bits (un `double` de C): trec_eval 10.0 guarda las puntuaciones como
`double` y pone `a` en primer lugar, igual que `ragmetrics` por defecto. pytrec_eval, construido sobre un
trec_eval anterior, las guarda en 32 bits, y con esa precisión las dos puntuaciones son iguales: pone `b` primero
(`'b' > 'a'`). `ragmetrics` lo imita con `score_precision="float32"`.
""",
        zh=r"""
同样的文档和分数，RR 是 {{fig:tie_rr_scored:g}} 还是 {{fig:tie_rr_listed:g}}，取决于同分时按什么规则排序。哪些分数算相等，也取决于工具。按 64 位浮点数（C 语言的 `double`）比较，下面文档 `a` 的分数更高：trec_eval 10.0 版用 `double` 保存分数，把 `a` 排在前面，`ragmetrics` 默认也是如此。pytrec_eval 基于较早版本的 trec_eval，用 32 位浮点数保存分数，此时两个分数相等，于是把 `b` 排在前面（`'b' > 'a'`）；`ragmetrics` 用 `score_precision="float32"` 时与它一致。
""",
        translates={"es": "856fb7ffbdb1", "zh": "856fb7ffbdb1"},
    ),
    msg(
        "ch06.float32",
        en="As 32-bit floats, {a:.9f} and {b:.9f} are {verdict}.",
        es="En float32, {a:.9f} y {b:.9f} son {verdict}.",
        zh="按 32 位浮点数比较，{a:.9f} 和 {b:.9f} {verdict}。", translates={"es": "13a2cd4502ce", "zh": "13a2cd4502ce"},
    ),
    msg("ch06.float32.different", en="different", es="distintos", zh="不相等", translates={"es": "9d6f965ac832", "zh": "9d6f965ac832"}),
    msg("ch06.float32.equal", en="equal: a tie", es="iguales: un empate", zh="相等：同分", translates={"es": "5156d8139b3d", "zh": "5156d8139b3d"}),
    code(r"""
import numpy as np

close = {"a": 0.5 + 1e-9, "b": 0.5}
equal = np.float32(close["a"]) == np.float32(close["b"])
print(t("ch06.float32", lang, a=close["a"], b=close["b"], verdict=t("ch06.float32.equal" if equal else "ch06.float32.different", lang)))
rr_double = rm.evaluate({"q": {"a": 1}}, {"q": close}, ["RR"]).mean["RR"]
rr_float32 = rm.evaluate({"q": {"a": 1}}, {"q": close}, ["RR"], score_precision="float32").mean["RR"]
print(rm.rank(close), "RR =", write_number(rr_double, "g"))  # the trec_eval 10 program's order
print(rm.rank(close, score_precision="float32"), "RR =", write_number(rr_float32, "g"))  # pytrec_eval's order
"""),
    md(
        en=r"""
**What to do:** never let the tool decide ties. Break them yourself: add to the scores a small
offset that follows the retriever's own order, or pass ranked lists, which `ragmetrics` takes as they are
(`run = {qid: [doc, ...]}`). An offset must survive every tool's precision. 32-bit floats (pytrec_eval)
lose differences below about a ten-millionth of the score, so for scores below 8, `1e-6` is enough, while
the `1e-9` above vanishes in pytrec_eval.

## 2. Duplicate ids: refused

A document listed twice for one query is a bug upstream. trec_eval's command line refuses it ("duplicate docs"); ranx and ir_measures
silently keep the last score; a naive implementation counts it twice. `ragmetrics` refuses it, saying
what and where (the library's error messages are in English):
""",
        es=r"""
**Qué hacer:** no dejes que la herramienta decida los empates. Deshazlos tú: suma a las puntuaciones un pequeño
desplazamiento que respete el orden del recuperador, o pasa listas ya ordenadas, que
`ragmetrics` toma tal cual (`run = {qid: [doc, ...]}`). El desplazamiento tiene que sobrevivir a la
precisión de cada herramienta. Los números de 32 bits (pytrec_eval) pierden las diferencias menores que
una diezmillonésima de la puntuación. Por eso, con puntuaciones menores que 8 basta un desplazamiento de `1e-6`; el
de `1e-9` del ejemplo de arriba desaparece en pytrec_eval.

## 2. Identificadores duplicados: rechazados

Un documento listado dos veces para una consulta delata un error en una etapa anterior. El programa trec_eval lo
rechaza («duplicate docs»); ranx e ir_measures conservan la última puntuación sin avisar; una
implementación ingenua lo cuenta dos veces. `ragmetrics` lo rechaza y dice qué pasa y dónde (los
mensajes de error de la biblioteca están en inglés):
""",
        zh=r"""
**怎么办**：别把同分文档的先后交给工具决定。要么自己定规则（按检索器自己的顺序给分数加一个小的偏移量），要么直接传入排好序的列表，`ragmetrics` 会原样使用（`run = {qid: [doc, ...]}`）。偏移量必须在每个工具的精度下都分辨得出：32 位浮点数（pytrec_eval）会丢掉小于分数本身约千万分之一的差别，分数小于 8 时用 `1e-6` 就够了，上面的 `1e-9` 在 pytrec_eval 里会被吞掉。

## 2. 重复的文档 id：直接拒绝

同一篇文档在一个查询里出现两次，说明上游有 bug。trec_eval 的命令行会拒绝它（“duplicate docs”）；ranx 和 ir_measures 默默保留最后一个分数；朴素实现会把这个文档算两次。`ragmetrics` 会拒绝，并说明问题和位置（库的错误信息是英文的）：
""",
        translates={"es": "6979601fd69f", "zh": "6979601fd69f"},
    ),
    msg(
        "ch06.naive",
        en="A naive nDCG@{k} that counts doc 3 twice: DCG {dcg:.4f} / ideal DCG {idcg:.4f} = {ndcg:.4f} (> 1!)",
        es="Un nDCG@{k} ingenuo que cuenta dos veces el documento 3: DCG {dcg:.4f} / DCG ideal {idcg:.4f} = {ndcg:.4f} (¡> 1!)",
        zh="把文档 3 算两次的朴素 nDCG@{k}：DCG {dcg:.4f} / 理想 DCG {idcg:.4f} = {ndcg:.4f}（竟然 > 1！）", translates={"es": "a4262e3221c5", "zh": "a4262e3221c5"},
    ),
    msg("ch06.refused", en="Refused: {error}", es="Rechazado: {error}", zh="被拒绝：{error}", translates={"es": "ffb2ab1bfcef", "zh": "ffb2ab1bfcef"}),
    code(r"""
import io
from math import log2

retrieved, relevant = [3, 3, 7], [3, 7]
for attempt in (lambda: rm.ndcg_at_k(retrieved, relevant, k=k),
                lambda: rm.evaluate({"q": {"3": 1}}, {"q": ["3", "3", "7"]}, [f"P@{k}"]),
                lambda: rm.read_run(io.StringIO("q1 Q0 d1 1 2.0 bm25\nq1 Q0 d1 2 1.0 bm25\n"))):
    try:
        attempt()
    except ValueError as error:  # TrecFormatError is a ValueError too
        print(t("ch06.refused", lang, error=error))

naive_dcg = sum(1 / log2(rank + 1) for rank, doc in enumerate(retrieved[:k], start=1) if doc in relevant)
ideal_dcg = sum(1 / log2(rank + 1) for rank in range(1, min(len(relevant), k) + 1))
print()
print(t("ch06.naive", lang, k=k, dcg=naive_dcg, idcg=ideal_dcg, ndcg=naive_dcg / ideal_dcg))
"""),
    md(
        en=r"""
An nDCG above 1 is impossible; a tool that returns it has most likely counted a document twice. In a RAG pipeline
the usual cause is chunking: several chunks map back to one doc id. Decide what you evaluate (chunks or
documents); when you map chunks to documents, keep each document's first occurrence.

### Check your understanding

Your retriever returns chunks `d7#1, d2#4, d7#3, d5#2`, and the qrels judge
documents. What `retrieved` list do you evaluate?

<details><summary>Answer</summary>

`["d7", "d2", "d5"]`: map each chunk to its document and keep the first occurrence; d7 stays at rank 1,
and its second chunk neither counts again nor pushes d5 to rank 4.
</details>

## 3. When *k* is larger than the run

Precision@k **always divides by *k***: positions past the end of a short list count as non-relevant
(trec_eval's `P_k`). Some
code divides by the number retrieved instead, which rewards returning less:
""",
        es=r"""
Un nDCG mayor que 1 es imposible; una herramienta que lo devuelva casi con toda seguridad ha contado un documento dos veces. En
un pipeline de RAG la causa habitual es la fragmentación: varios fragmentos remiten al mismo
identificador. Decide qué evalúas (fragmentos o documentos); al pasar de fragmentos a documentos, quédate
con la primera aparición de cada documento.

### Comprueba lo que has entendido

Tu recuperador devuelve los fragmentos `d7#1, d2#4, d7#3, d5#2`, y
los qrels juzgan documentos. ¿Qué lista `retrieved` evalúas?

<details><summary>Respuesta</summary>

`["d7", "d2", "d5"]`: cada fragmento se sustituye por su documento y se conserva la primera aparición, así
que d7 se queda en la posición 1, y su segundo fragmento ni vuelve a contar ni empuja a d5 a la posición 4.
</details>

## 3. Cuando *k* supera la longitud del run

Precision@k **siempre divide entre *k***: las posiciones más allá del final de una lista corta cuentan
como no relevantes (el `P_k` de trec_eval). Hay código que divide entre los recuperados, lo que premia devolver menos:
""",
        zh=r"""
nDCG 大于 1 是不可能的；返回这种结果的工具多半是把某篇文档算了两次。在 RAG 流程中，常见原因是切分：多个片段被映射回同一个文档 id。先决定你评估的是片段还是文档；把片段映射成文档时，只保留每篇文档第一次出现的位置。

### 检查一下你的理解

检索器返回片段 `d7#1, d2#4, d7#3, d5#2`，而 qrels 标注的是文档。你应该评估哪个 `retrieved` 列表？

<details><summary>答案</summary>

`["d7", "d2", "d5"]`：把每个片段映射成所属文档，只保留第一次出现；d7 留在第 1 名，它的第二个片段既不再计一次，也不会把 d5 挤到第 4 名。
</details>

## 3. *k* 大于 run 的长度时

Precision@k **永远除以 *k***：短列表末尾之后的位置都算作不相关（即 trec_eval 的 `P_k`）。有些代码改为除以检索到的文档数，这等于奖励少返回结果：
""",
        translates={"es": "a942310107bd", "zh": "a942310107bd"},
    ),
    msg("ch06.col.cutoff", en="Cutoff", es="Corte", zh="截断位置", translates={"es": "46ade0322104", "zh": "46ade0322104"}),
    msg(
        "ch06.col.divided_by_k",
        en="P@j (÷ j, as trec_eval)",
        es="P@j (÷ j, como trec_eval)",
        zh="P@j（除以 j，trec_eval）", translates={"es": "14be61ff6194", "zh": "14be61ff6194"},
    ),
    msg(
        "ch06.col.divided_by_n",
        en="Hits ÷ docs retrieved",
        es="Aciertos ÷ documentos recuperados",
        zh="命中数 ÷ 检索到的文档数", translates={"es": "7b7853254dc8", "zh": "7b7853254dc8"},
    ),
    msg(
        "ch06.short_run",
        en="retrieved {retrieved}, relevant {relevant}:",
        es="Recuperados: {retrieved}; relevantes: {relevant}.",
        zh="检索结果 {retrieved}，相关文档 {relevant}：", translates={"es": "f3f2abca7489", "zh": "f3f2abca7489"},
    ),
    code(r"""
short, judged = [3], [3, 7]
print(t("ch06.short_run", lang, retrieved=short, relevant=judged))
print_table([t("ch06.col.cutoff", lang), t("ch06.col.divided_by_k", lang), t("ch06.col.divided_by_n", lang),
             t("metric.recall.symbol", lang, k="j")],
            [(j, rm.precision_at_k(short, judged, k=j), len([d for d in short[:j] if d in judged]) / len(short[:j]),
              rm.recall_at_k(short, judged, k=j)) for j in range(1, k + 1)])
"""),
    md(
        en=r"""
Recall@k has a similar trap: its denominator is always the number of relevant documents R, **not**
min(*k*, R). With R = 3 and *k* = 2, even a perfect ranking has Recall@2 = 2/3. (The min(*k*, R)
variant, ranx#19, is another measure, sometimes called "capped recall".)
""",
        es=r"""
Recall@k tiene una trampa parecida: su denominador es siempre el número de documentos relevantes R, **no**
min(*k*, R). Con R = 3 y *k* = 2, incluso un ranking perfecto tiene Recall@2 = 2/3. (La variante con
min(*k*, R), ranx#19, es otra medida, a veces llamada «recall acotado».)
""",
        zh=r"""
Recall@k 的陷阱在分母：分母是相关文档总数 R，**而不是** min(*k*, R)。R = 3、*k* = 2 时，即使排序完美，Recall@2 也只有 2/3。（min(*k*, R) 的变体见 ranx#19，那是另一个指标，有时叫“封顶召回率”。）
""",
        translates={"es": "4bee2a7c863b", "zh": "4bee2a7c863b"},
    ),
    msg(
        "ch06.recall_min",
        en="Recall@{k} = {hits}/R = {hits}/{n_rel} = {value:.4f}; the min(k, R) variant would give {hits}/{denominator} = {variant:.4f}",
        es="Recall@{k} = {hits}/R = {hits}/{n_rel} = {value:.4f}; la variante con min(k, R) daría {hits}/{denominator} = {variant:.4f}",
        zh="Recall@{k} = {hits}/R = {hits}/{n_rel} = {value:.4f}；按 min(k, R) 的变体则是 {hits}/{denominator} = {variant:.4f}", translates={"es": "93d50e7a1550", "zh": "93d50e7a1550"},
    ),
    code(r"""
perfect, three = ["a", "b", "c"], ["a", "b", "c"]
cut = min(2, k)
hits = len([doc for doc in perfect[:cut] if doc in three])
print(t("ch06.recall_min", lang, k=cut, hits=hits, n_rel=len(three), value=rm.recall_at_k(perfect, three, k=cut),
        denominator=min(cut, len(three)), variant=hits / min(cut, len(three))))
"""),
    md(
        en=r"""
## 4. A query with no relevant document

What is the recall of a query whose qrels list no relevant document? 0/0. trec_eval (and `ragmetrics`)
answer **0 for every measure**, and the query still counts in the mean; a query absent from the qrels is
not evaluated. Other tools make this a choice (torchmetrics' `empty_target_action`: `"neg"`, `"pos"`,
`"skip"` or `"error"`); whatever you choose, say it.
""",
        es=r"""
## 4. Una consulta sin documentos relevantes

¿Cuál es el recall de una consulta cuyos qrels no tienen ningún documento relevante? 0/0. trec_eval (y
`ragmetrics`) responden **0 en todas las medidas**, y la consulta sigue contando en la media; una consulta
que ni siquiera aparece en los qrels no se evalúa. Otras herramientas lo dejan a elección del usuario (el
`empty_target_action` de torchmetrics: `"neg"`, `"pos"`, `"skip"` o `"error"`); elijas lo que elijas, indícalo en el informe.
""",
        zh=r"""
## 4. 没有相关文档的查询

qrels 里没有任何相关文档的查询，召回率是多少？0/0。trec_eval（以及 `ragmetrics`）的回答是：**所有指标都记 0**，这个查询仍然参与平均；完全不在 qrels 里的查询则不参与评估。其他工具把这做成了选项（torchmetrics 的 `empty_target_action`：`"neg"`、`"pos"`、`"skip"` 或 `"error"`）；不管你怎么选，都要写明。
""",
        translates={"es": "682228783b32", "zh": "682228783b32"},
    ),
    msg("ch06.col.queries", en="Queries averaged", es="Consultas promediadas", zh="参与平均的查询数", translates={"es": "16510a5a8b51", "zh": "16510a5a8b51"}),
    msg("ch06.col.setup", en="Query set", es="Conjunto de consultas", zh="查询集合", translates={"es": "2894a91e83c6", "zh": "2894a91e83c6"}),
    msg(
        "ch06.empty.with",
        en="q1 + q2 (q2 judged, nothing relevant)",
        es="q1 + q2 (q2 juzgada, nada relevante)",
        zh="q1 + q2（q2 有标注，但没有相关文档）", translates={"es": "49563c6d205d", "zh": "49563c6d205d"},
    ),
    msg(
        "ch06.empty.without",
        en="q1 only (q2 left out of the qrels)",
        es="solo q1 (q2 fuera de los qrels)",
        zh="只有 q1（qrels 中去掉 q2）", translates={"es": "f60abcc1fa0c", "zh": "f60abcc1fa0c"},
    ),
    msg(
        "ch06.empty_one",
        en="One query with no relevant document, every measure:",
        es="Una consulta sin documentos relevantes, todas las medidas:",
        zh="一个没有相关文档的查询，所有指标：", translates={"es": "7078c3408b4e", "zh": "7078c3408b4e"},
    ),
    msg(
        "ch06.missing.skip",
        en='q1 + q4 (q4 judged, missing from the run), missing_queries="skip"',
        es='q1 + q4 (q4 juzgada, ausente del run), missing_queries="skip"',
        zh='q1 + q4（q4 有标注但不在 run 中），missing_queries="skip"', translates={"es": "60ebd82efd8a", "zh": "60ebd82efd8a"},
    ),
    msg(
        "ch06.missing.zero",
        en='the same, missing_queries="zero" (trec_eval -c)',
        es='lo mismo, missing_queries="zero" (trec_eval -c)',
        zh='同上，missing_queries="zero"（trec_eval -c）', translates={"es": "1fa771dc1d73", "zh": "1fa771dc1d73"},
    ),
    code(r"""
print(t("ch06.empty_one", lang))
print(rm.RetrievalEvaluator(k=k).evaluate_query([1, 2, 3], []))
print()
both = {"q1": {"a": 1}, "q2": {"b": 0}}  # q2 is judged, but its only judged doc is not relevant
run = {"q1": ["a"], "q2": ["b"]}
cases = [
    (t("ch06.empty.with", lang), both, {}),
    (t("ch06.empty.without", lang), {"q1": both["q1"]}, {}),
    (t("ch06.missing.skip", lang), {"q1": both["q1"], "q4": {"d": 1}}, {}),
    (t("ch06.missing.zero", lang), {"q1": both["q1"], "q4": {"d": 1}}, {"missing_queries": "zero"}),
]
rows = []
for label, judged, options in cases:
    results = rm.evaluate(judged, run, ["RR", f"P@{k}"], **options)
    rows.append((label, len(results.per_query), results.mean["RR"], results.mean[f"P@{k}"]))
print_table([t("ch06.col.setup", lang), t("ch06.col.queries", lang), "MRR", f"P@{k}"], rows)
empty_means = (rows[0][2], rows[1][2])
"""),
    md(
        en=r"""
Same run, MRR {{fig:mrr_with_empty:.1f}} or {{fig:mrr_without_empty:.1f}} depending on whether a query without relevant documents is in the qrels.
Queries missing from the run (the retriever returned nothing for them, like q4 above) are skipped by default, as in trec_eval;
with `missing_queries="zero"` (trec_eval's `-c`) they count as 0, as ir_measures counts them by default (ranx refuses
such a run unless you pass `make_comparable=True`, which then scores them 0). When two reports
disagree, check how many queries each one averaged over.

## 5. MRR with or without a cutoff

Beyond the difference between RR and RR@k (chapter 02), one more trap: trec_eval's `recip_rank.5` silently ignores the 5, so trec_eval has no RR@k at all. Below, the only
relevant document is at rank 7, with trec_eval's name for each measure (RR@k and its aliases have none):
""",
        es=r"""
El mismo run da un MRR de {{fig:mrr_with_empty:.1f}} o de {{fig:mrr_without_empty:.1f}} según esté o no en los qrels una consulta sin documentos
relevantes. Las consultas que faltan en el run (el recuperador no devolvió nada para ellas, como q4 en la tabla de arriba) se omiten por
defecto, como en trec_eval. Con `missing_queries="zero"` (el `-c` de trec_eval) cuentan como 0, que es lo que hace por defecto
ir_measures; ranx rechaza un run así salvo que le pases `make_comparable=True`, y entonces puntúa con 0 esas consultas. Cuando
dos informes no coinciden, comprueba sobre cuántas consultas promedió cada uno.

## 5. MRR con o sin corte

Además de la diferencia entre RR y RR@k, que vimos en el capítulo 02, hay otra trampa: el `recip_rank.5` de trec_eval ignora el 5 sin avisar, así que trec_eval no tiene RR@k. Abajo, un
ranking cuyo único documento relevante está en la posición 7, y el nombre que recibe cada medida en trec_eval (RR@k y sus alias no tienen ninguno):
""",
        zh=r"""
同一个 run，MRR 是 {{fig:mrr_with_empty:.1f}} 还是 {{fig:mrr_without_empty:.1f}}，取决于 qrels 里有没有那个没有相关文档的查询。run 中缺失的查询（检索器没有为它返回任何结果，如上表中的 q4）默认与 trec_eval 一样跳过；设置 `missing_queries="zero"`（相当于 trec_eval 的 `-c`）时记为 0，ir_measures 默认就是这样做的（ranx 则会拒绝这样的 run，除非传入 `make_comparable=True`，此时这类查询记 0）。两份报告对不上时，先看各自对多少个查询求了平均。

## 5. MRR：截断还是不截断

除了第 2 章讲过的 RR 与 RR@k 的区别，还有一个陷阱：写成 `recip_rank.5`，trec_eval 会悄悄忽略这个 5，所以 trec_eval 其实没有 RR@k。下面的例子中，唯一的相关文档排在第 7 名；我们同时列出各指标在 trec_eval 中的名字（RR@k 及其别名都没有对应的名字）：
""",
        translates={"es": "51f4e37a275d", "zh": "51f4e37a275d"},
    ),
    msg(
        "ch06.rr_example",
        en="retrieved {retrieved}, relevant {relevant}",
        es="Recuperados: {retrieved}; relevantes: {relevant}",
        zh="检索结果 {retrieved}，相关文档 {relevant}", translates={"es": "3602f9cf6ede", "zh": "3602f9cf6ede"},
    ),
    msg(
        "ch06.trec_name",
        en="trec_eval's name for {name}: {trec}",
        es="nombre en trec_eval de {name}: {trec}",
        zh="{name} 在 trec_eval 中的名字：{trec}", translates={"es": "4ddc9cffff8b", "zh": "4ddc9cffff8b"},
    ),
    msg(
        "ch06.trec_none",
        en="none (trec_eval has no such measure)",
        es="ninguno (trec_eval no tiene esa medida)",
        zh="无（trec_eval 没有这个指标）", translates={"es": "f2398eca0a36", "zh": "f2398eca0a36"},
    ),
    code(r"""
retrieved, relevant = [1, 2, 4, 5, 6, 8, 7], [7]
rr_full = rm.reciprocal_rank(retrieved, relevant)
rr_cut = rm.reciprocal_rank(retrieved, relevant, k=k)
print(t("ch06.rr_example", lang, retrieved=retrieved, relevant=relevant))
print(f"  RR = {write_number(rr_full, '.4f')}    RR@{k} = {write_number(rr_cut, '.4f')}")
for name in ("RR", f"RR@{k}", f"MRR@{k}", f"mrr@{k}", "recip_rank"):
    trec = rm.parse_measure(name).trec_name
    print("  " + t("ch06.trec_name", lang, name=name, trec=trec or t("ch06.trec_none", lang)))
"""),
    md(
        en=r"""
The two agree whenever every query has a relevant document in its top *k*.

## 6. nDCG and nDCG@k, linear and exponential gain

Three choices hide behind "nDCG":

- **the cutoff**: trec_eval's `ndcg` uses the whole run and the whole ideal ranking; `ndcg_cut_k` cuts both at *k*;
- **the ideal ranking**: it comes from **every judged relevant document**, retrieved or not, so a relevant
  document the retriever missed still costs nDCG (section 9 shows a library that forgets them);
- **the gain**: linear (gain = grade, trec_eval) or exponential (2<sup>grade</sup> − 1, Burges et al., ranx's
  `ndcg_burges`), which rewards high grades more.
""",
        es=r"""
RR y RR@k coinciden siempre que cada consulta tenga un documento relevante en su top *k*.

## 6. nDCG y nDCG@k, ganancia lineal y exponencial

Detrás de «nDCG» se esconden tres decisiones:

- **el corte**: el `ndcg` de trec_eval usa todo el run y todo el ranking ideal; `ndcg_cut_k` corta ambos en *k*;
- **el ranking ideal**: sale de **todos los documentos relevantes juzgados**, recuperados o no, así
  que un documento relevante que el recuperador no encontró sigue restando nDCG (el apartado 9 muestra
  una biblioteca que los olvida);
- **la ganancia**: lineal (ganancia = grado, trec_eval) o exponencial (2<sup>grado</sup> − 1, Burges et al., el
  `ndcg_burges` de ranx), que premia más los grados altos.
""",
        zh=r"""
只要每个查询在前 *k* 名中都有相关文档，RR 与 RR@k（以及 MRR 与 MRR@k）就相等。

## 6. nDCG 与 nDCG@k，线性增益与指数增益

“nDCG”背后藏着三个选择：

- **截断**：trec_eval 的 `ndcg` 使用完整的 run 和完整的理想排序；`ndcg_cut_k` 把两者都截断到 *k*；
- **理想排序**：由**所有标注为相关的文档**构成，不管有没有被检索到，所以检索器漏掉的相关文档依然会拉低 nDCG（第 9 节展示了一个忽略它们的库）；
- **增益**：线性（增益 = 等级，trec_eval）或指数（2<sup>等级</sup> − 1，Burges 等人提出，即 ranx 的 `ndcg_burges`），后者更看重高等级。
""",
        translates={"es": "44384640e7cf", "zh": "44384640e7cf"},
    ),
    msg("ch06.col.query", en="Query", es="Consulta", zh="查询", translates={"es": "b80a37564fbb", "zh": "b80a37564fbb"}),
    msg("ch06.col.value", en="Value", es="Valor", zh="数值", translates={"es": "8e37953d23da", "zh": "8e37953d23da"}),
    msg("ch06.col.variant", en="Variant", es="Variante", zh="变体", translates={"es": "3f19fe84a2de", "zh": "3f19fe84a2de"}),
    msg(
        "ch06.ndcg.cut",
        en="nDCG@{k}: run and ideal cut at k (ndcg_cut_{k})",
        es="nDCG@{k}: run e ideal cortados en k (ndcg_cut_{k})",
        zh="nDCG@{k}：run 和理想排序都截断到 k（ndcg_cut_{k}）", translates={"es": "7938dd9f44d3", "zh": "7938dd9f44d3"},
    ),
    msg(
        "ch06.ndcg.exp",
        en="nDCG@{k}, exponential gain 2^grade − 1",
        es="nDCG@{k}, ganancia exponencial 2^grado − 1",
        zh="nDCG@{k}，指数增益 2^等级 − 1", translates={"es": "d51e3a05f528", "zh": "d51e3a05f528"},
    ),
    msg(
        "ch06.ndcg.full",
        en="nDCG: whole run, whole ideal (ndcg)",
        es="nDCG: todo el run y todo el ideal (ndcg)",
        zh="nDCG：完整 run 与完整理想排序（ndcg）", translates={"es": "71c78878435b", "zh": "71c78878435b"},
    ),
    msg(
        "ch06.ndcg.ignore",
        en="nDCG@{k} if the ideal only had the retrieved relevant docs (wrong)",
        es="nDCG@{k} si el ideal solo tuviera los relevantes recuperados (incorrecto)",
        zh="nDCG@{k}，假如理想排序只含检索到的相关文档（错误做法）", translates={"es": "0a77bebecf77", "zh": "0a77bebecf77"},
    ),
    msg(
        "ch06.ndcg.linear",
        en="nDCG@{k}, linear gain (the grade)",
        es="nDCG@{k}, ganancia lineal (el grado)",
        zh="nDCG@{k}，线性增益（等级本身）", translates={"es": "7f8af5a26f08", "zh": "7f8af5a26f08"},
    ),
    code(r"""
q1 = ("1 3 5 7 9 11 13 12 15 17".split(), ["3", "7", "12"])  # q1 of chapter 04: doc 12 comes at rank 8
graded = ([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1})  # the Chinese article's graded example
retrieved_q1, relevant_q1 = q1
found_only = {doc: 1 for doc in retrieved_q1[:k] if doc in relevant_q1}  # as if missed docs did not exist
ndcg_rows = [
    ("q1", t("ch06.ndcg.cut", lang, k=k), rm.ndcg_at_k(retrieved_q1, relevant_q1, k=k)),
    ("q1", t("ch06.ndcg.full", lang), rm.ndcg_at_k(retrieved_q1, relevant_q1)),
    ("q1", t("ch06.ndcg.ignore", lang, k=k), rm.ndcg_at_k(retrieved_q1, found_only, k=k) if found_only else 0.0),
    ("101/205/309", t("ch06.ndcg.linear", lang, k=k), rm.ndcg_at_k(*graded, k=k)),
    ("101/205/309", t("ch06.ndcg.exp", lang, k=k), rm.ndcg_at_k(*graded, k=k, gain="exponential")),
]
print_table([t("ch06.col.query", lang), t("ch06.col.variant", lang), t("ch06.col.value", lang)], ndcg_rows)
"""),
    *PART2,  # 7. Relevance levels: P(rel=2)@k, and why nDCG ignores them ... (parts/ch06_part2.py)
]
