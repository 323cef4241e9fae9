"""Build chapters 00-03 of the course in English, Spanish and Simplified Chinese, and their catalog texts.

The twelve notebooks ``notebooks/{en,es,zh}/{00_course_map,01_recall_precision_f1,02_hit_rate_mrr,03_ndcg}.ipynb``
and ``ragmetrics/course/messages_chapters_00_03.json`` are this script's OUTPUT: edit the cells here, never
the notebooks, then rebuild and execute them (outputs are committed)::

    .venv/bin/python tools/chapters/build_00_03.py                 # every chapter, three languages, the catalog
    .venv/bin/python tools/chapters/build_00_03.py 01 02           # some chapters
    .venv/bin/python tools/chapters/build_00_03.py --run 01        # ... and execute them in place
    (or: .venv/bin/python tools/run_notebooks.py notebooks/*/01_recall_precision_f1.ipynb)

How a chapter is written here:

- ``md(en, es, zh)``: one markdown cell in the three languages. The Spanish and Chinese cells record the
  hash of the English text they translate (``metadata.ragmetrics.translates``, ``tools/nbtools.text_hash``),
  so editing the English text without the translations shows up in ``tools/translations.py``.
- ``code(source, tags=...)``: one code cell, the same in every language. Comments are written in English and
  translated through the chapter's ``COMMENTS`` table (English comment -> (Spanish, Chinese)); the build
  checks that the three versions are the same code once comments are removed.
- The parameters cell is the contract's (docs/course.md), with each notebook's own ``lang``.
- Every text a code cell prints comes from the catalog (``t(key)``); this script writes the chapters' keys
  (``ch00.`` .. ``ch03.``) to ``messages_chapters_00_03.json``.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import tokenize
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from nbtools import code_without_comments, text_hash  # noqa: E402

LANGS = ("en", "es", "zh")
CATALOG_PATH = ROOT / "ragmetrics" / "course" / "messages_chapters_00_03.json"

PARAMETERS = {
    lang: f'lang = "{lang}"  # "en", "es" or "zh"\n'
    'k = 5        # the cutoff used throughout the chapter\n'
    "seed = 0     # seeds the random examples"
    for lang in LANGS
}

SETUP = """\
%matplotlib inline
import ragmetrics as rm
from ragmetrics.course import set_language, setup_fonts, t

set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures"""

COMMON_COMMENTS = {
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
}


# ----- cells -------------------------------------------------------------------------------------
class Markdown:
    def __init__(self, en: str, es: str, zh: str):
        self.text = {"en": en.strip("\n"), "es": es.strip("\n"), "zh": zh.strip("\n")}


class Code:
    def __init__(self, source: str, tags=()):
        self.source = source.strip("\n")
        self.tags = list(tags)


def md(en: str, es: str, zh: str) -> Markdown:
    return Markdown(en, es, zh)


def code(source: str, tags=()) -> Code:
    return Code(source, tags)


def translate_comments(source: str, lang: str, table: dict) -> str:
    """Return ``source`` with each comment replaced by its ``lang`` version from ``table`` (English kept if missing)."""
    if lang == "en":
        return source
    index = LANGS.index(lang) - 1
    lines = source.split("\n")
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    for token in reversed([tok for tok in tokens if tok.type == tokenize.COMMENT]):
        text = token.string[1:].strip()
        if text not in table:
            raise KeyError(f"comment without a translation: {text!r}")
        row, col = token.start
        line = lines[row - 1]
        lines[row - 1] = line[:col] + "# " + table[text][index] + line[col + len(token.string):]
    return "\n".join(lines)


def build_notebook(stem: str, cells: list, comments: dict, lang: str) -> nbformat.NotebookNode:
    table = {**COMMON_COMMENTS, **comments}
    nb = nbformat.v4.new_notebook()
    nb.metadata = {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    out = []
    for i, cell in enumerate(cells):
        cell_id = f"{stem[:2]}-{i:02d}"
        if isinstance(cell, Markdown):
            new = nbformat.v4.new_markdown_cell(cell.text[lang], id=cell_id)
            if lang != "en":
                new.metadata["ragmetrics"] = {"translates": text_hash(cell.text["en"])}
        elif cell == "parameters":
            new = nbformat.v4.new_code_cell(PARAMETERS[lang], id=cell_id)
            new.metadata["tags"] = ["parameters"]
        else:
            source = SETUP if cell == "setup" else cell.source
            localized = translate_comments(source, lang, table)
            if code_without_comments(localized) != code_without_comments(source):
                raise ValueError(f"{stem} cell {i}: translating comments changed the code")
            new = nbformat.v4.new_code_cell(localized, id=cell_id)
            if not isinstance(cell, str) and cell.tags:
                new.metadata["tags"] = list(cell.tags)
        out.append(new)
    nb.cells = out
    return nb


# ----- the chapters ------------------------------------------------------------------------------
CHAPTERS = {}  # stem -> (cells, comments, catalog)


def chapter(stem: str, cells: list, comments: dict, catalog: dict) -> None:
    CHAPTERS[stem] = (cells, comments, catalog)


def link_exercise(lang: str, stem: str) -> str:
    return f"../../exercises/{lang}/{stem}.ipynb"


# CHAPTER CONTENT BELOW
# ================================================================================================
# 00 · Course map
# ================================================================================================
CH00_COMMENTS = {
    'The Spanish capsule\'s query "Python installation": doc ids ranked best first, and its relevant docs': (
        'La consulta «Python installation» de la cápsula española: ids de documentos, el mejor primero, y sus relevantes',
        "西班牙语课程的查询 “Python installation”：按排名从高到低的文档 id，以及它的相关文档",
    ),
    "The Chinese article's query: doc id -> grade (3 highly, 2 fairly, 1 marginally relevant), and its ranking": (
        "La consulta del artículo chino: id -> grado (3 muy, 2 bastante, 1 poco relevante), y su clasificación",
        "中文文章的查询：文档 id -> 相关性等级（3 高度相关，2 比较相关，1 弱相关），以及检索结果排序",
    ),
    "the figure cannot show a cutoff past the end of the ranking": (
        "la figura no puede mostrar un corte más allá del final de la clasificación",
        "图中的截断位置不能超过排序的长度",
    ),
    "B: the same documents, sorted by grade (the ideal order)": (
        "B: los mismos documentos, ordenados por grado (la clasificación ideal)",
        "B：同样的文档，按相关性等级排序（理想排序）",
    ),
    "What the capsule printed for this query (at its own k = 5), beside ragmetrics at that k": (
        "Lo que imprimió la cápsula para esta consulta (con su k = 5), junto a ragmetrics con ese mismo k",
        "西班牙语课程对这个查询打印的数值（它用的是 k = 5），与 ragmetrics 在同一 k 下的结果对照",
    ),
}

CH00_CATALOG = {
    "ch00.example_title": {
        "en": 'Every measure of the course on the query "Python installation" (k = {k}):',
        "es": "Todas las medidas del curso sobre la consulta «Python installation» (k = {k}):",
        "zh": "本课程全部指标在查询 “Python installation” 上的结果（k = {k}）：",
    },
    "ch00.graded_title": {
        "en": "The graded example {grades}, ranking {ranking} (k = {k}):",
        "es": "El ejemplo con grados {grades}, clasificación {ranking} (k = {k}):",
        "zh": "带相关性等级的示例 {grades}，检索结果 {ranking}（k = {k}）：",
    },
    "ch00.gain_note": {
        "en": "{gain} gain",
        "es": "ganancia {gain}",
        "zh": "{gain}增益",
    },
    "ch00.printed": {"en": "printed", "es": "impreso", "zh": "原文数值"},
    "ch00.agrees": {"en": "agrees", "es": "coincide", "zh": "一致"},
    "ch00.wrong": {"en": "WRONG in the source", "es": "ERRÓNEO en la fuente", "zh": "原文有误"},
    "ch00.rr": {"en": "RR (no cutoff)", "es": "RR (sin corte)", "zh": "RR（不截断）"},
    "ch00.summary": {
        "en": 'Chapter 00, the query "Python installation", k = {k}:',
        "es": "Capítulo 00, la consulta «Python installation», k = {k}:",
        "zh": "第 00 章，查询 “Python installation”，k = {k}：",
    },
}

CH00 = [
    md(
        """
# 00 · Course map: evaluating retrieval-augmented generation

A RAG system does two jobs: it **retrieves** passages that might answer a question, then it **generates** an answer from them. Each job can fail on its own, and each needs its own numbers. In this chapter you will see the two halves of RAG evaluation side by side, meet the small examples the whole course keeps coming back to (and the first wrong number printed by one of our sources), pick up the vocabulary in English, Spanish and Chinese, and find the way to every chapter and exercise. About 15 minutes.
""",
        """
# 00 · Mapa del curso: cómo evaluar la generación aumentada por recuperación

Un sistema RAG hace dos cosas: **recupera** fragmentos que podrían responder a una pregunta y luego **genera** una respuesta a partir de ellos. Cada una puede fallar por separado y necesita sus propias cifras. En este capítulo verás en paralelo las dos mitades de la evaluación de un RAG, conocerás los ejemplos pequeños a los que vuelve todo el curso (y la primera cifra equivocada que imprime una de nuestras fuentes), aprenderás el vocabulario en inglés, español y chino, y tendrás a mano los enlaces a todos los capítulos y ejercicios. Unos 15 minutos.
""",
        """
# 00 · 课程地图：如何评估检索增强生成（RAG）

一个 RAG 系统要做两件事：先为问题**检索**可能有用的文本片段，再根据这些片段**生成**答案。两件事都可能单独出错，也各自需要一套指标。本章会把 RAG 评估的两大部分放在一起对照，介绍整个课程反复使用的几个小例子（以及参考资料里第一个印错的数字），整理中英西三种语言的术语，并给出通往每一章和每套练习的入口。大约需要 15 分钟。
""",
    ),
    "parameters",
    "setup",
    md(
        """
## Two halves, two kinds of failure

| | Retrieval | Generation |
|---|---|---|
| What is judged | the ranked list of passages the retriever returns for a question | the answer the language model writes from those passages |
| The question it answers | Did the passages the answer needs reach the top *k*, and how high up? | Does the answer stay within the passages, and does it answer the question? |
| What you need | relevance judgments: for each question, which documents are relevant (and how much) | the question, the retrieved context and the answer, plus a judge (a person, rules or an LLM) |
| Measures | Recall@k, Precision@k, F1@k, hit rate@k, MRR, nDCG@k | faithfulness, answer relevancy, context relevancy |
| Chapters | 01 – 04 | 05 |

Why measure them apart? If the passage that holds the answer never reaches the top *k*, nothing downstream can recover it: as our Chinese source puts it, a better reranker or a better LLM cannot bring back a document that never entered the candidate set. And if the passage is there but the answer contradicts it, every retrieval number will look perfect. Measuring both halves tells you which one to fix.

Context relevancy sits on the border. It judges the retrieved context (retrieval's output) against the question, but it is computed like the generation measures: without relevance judgments, usually by an LLM judge. The two sources that cover generation both list it on that side; chapter 05 follows them.
""",
        """
## Dos mitades, dos maneras de fallar

| | Recuperación | Generación |
|---|---|---|
| Qué se juzga | la lista ordenada de fragmentos que devuelve el recuperador para una pregunta | la respuesta que escribe el modelo de lenguaje a partir de esos fragmentos |
| La pregunta que responde | ¿Llegaron al top *k* los fragmentos que la respuesta necesita, y en qué posición? | ¿Se ciñe la respuesta a los fragmentos y responde de verdad a la pregunta? |
| Qué hace falta | juicios de relevancia: para cada pregunta, qué documentos son relevantes (y cuánto) | la pregunta, el contexto recuperado y la respuesta, más un juez (una persona, unas reglas o un LLM) |
| Medidas | Recall@k, Precision@k, F1@k, tasa de aciertos@k, MRR, nDCG@k | fidelidad, relevancia de la respuesta, relevancia del contexto |
| Capítulos | 01 – 04 | 05 |

¿Por qué medirlas por separado? Si el fragmento que contiene la respuesta nunca llega al top *k*, nada de lo que venga después lo puede arreglar: como dice nuestra fuente china, ni un reranker mejor ni un LLM mejor pueden rescatar un documento que nunca entró en el conjunto de candidatos. Y si el fragmento está, pero la respuesta lo contradice, todas las cifras de recuperación saldrán perfectas. Medir las dos mitades te dice cuál hay que arreglar.

La relevancia del contexto está en la frontera: juzga el contexto recuperado (lo que produce la recuperación) frente a la pregunta, pero se calcula como las medidas de generación, sin juicios de relevancia y casi siempre con un LLM como juez. Las dos fuentes que tratan la generación la ponen de ese lado, y el capítulo 05 hace lo mismo.
""",
        """
## 两个阶段，两类失败

| | 检索阶段 | 生成阶段 |
|---|---|---|
| 评估对象 | 检索器针对一个问题返回的有序片段列表 | 大模型根据这些片段写出的答案 |
| 要回答的问题 | 答案需要的片段有没有进入前 *k* 名？排得多靠前？ | 答案有没有超出片段的内容？有没有真正回答问题？ |
| 需要什么数据 | 相关性标注：每个问题有哪些相关文档（以及相关程度） | 问题、检索到的上下文和答案，再加一个评判者（人工、规则或 LLM） |
| 指标 | Recall@k、Precision@k、F1@k、命中率@k、MRR、NDCG@k | 忠实度、答案相关性、上下文相关性 |
| 对应章节 | 01 – 04 | 05 |

为什么要分开评估？如果包含答案的片段根本没有进入前 *k* 名，后面的环节再好也无济于事：正如我们的中文参考资料所说，相关文档如果没有进入候选集，reranker 和 LLM 再强也救不回来。反过来，如果片段已经检索到了，答案却与它矛盾，检索指标依然会显示满分。两部分都测，才知道该修哪一部分。

上下文相关性处在两者的交界处：它评估的是检索到的上下文（检索阶段的产出）与问题是否相关，但计算方式和生成阶段的指标一样，不需要相关性标注，通常由 LLM 充当评判者。讨论生成阶段的两份参考资料都把它归入生成阶段，第 05 章也沿用这个划分。
""",
    ),
    md(
        """
### Check your understanding

**1.** The policy passage the retriever found says refunds are possible within 30 days; the chatbot answers "within 60 days, for a full refund". Which half failed, and which measure should catch it?

<details><summary>Answer</summary>

Generation. Retrieval did its job: the right passage was in the context. The answer adds something the context does not support, which is a **faithfulness** problem (answer against context). Our Chinese source tells the same story with 7 and 30 days. Retrieval measures cannot see it, because they never look at the answer.
</details>

**2.** Recall@5 is about 0.2 on most of your test questions. Will a stronger LLM or a better prompt help?

<details><summary>Answer</summary>

Hardly. Four out of five of the passages the answers need never reach the model. Fix retrieval first: how documents are chunked, the embedding model, query rewriting, hybrid (keyword + vector) search, and how many passages you retrieve (k).
</details>
""",
        """
### Comprueba lo que has entendido

**1.** El fragmento de la política que encontró el recuperador dice que se admiten devoluciones en 30 días; el chatbot responde «en 60 días, con reembolso completo». ¿Qué mitad falló y qué medida debería detectarlo?

<details><summary>Respuesta</summary>

La generación. La recuperación hizo su trabajo: el fragmento correcto estaba en el contexto. La respuesta añade algo que el contexto no respalda, y eso es un problema de **fidelidad** (respuesta frente a contexto). Nuestra fuente china cuenta la misma historia con 7 y 30 días. Las medidas de recuperación no pueden verlo, porque nunca miran la respuesta.
</details>

**2.** El Recall@5 ronda 0,2 en casi todas tus preguntas de prueba. ¿Ayudará un LLM más potente o un prompt mejor?

<details><summary>Respuesta</summary>

Apenas. Cuatro de cada cinco fragmentos que necesitan las respuestas nunca llegan al modelo. Arregla primero la recuperación: cómo se dividen los documentos en fragmentos, el modelo de embeddings, la reescritura de consultas, la búsqueda híbrida (palabras clave + vectores) y cuántos fragmentos recuperas (k).
</details>
""",
        """
### 检查一下你的理解

**1.** 检索器找到的政策片段写着“30 天内可以退款”，聊天机器人却回答“60 天内可以全额退款”。哪个阶段出了问题？应该由哪个指标发现？

<details><summary>答案</summary>

生成阶段。检索已经完成了任务：正确的片段就在上下文里。答案加入了上下文不支持的内容，这是**忠实度**问题（答案对照上下文）。中文参考资料用“7 天”和“30 天”讲的是同一个道理。检索指标根本看不到这个问题，因为它们从不看答案。
</details>

**2.** 在大多数测试问题上，Recall@5 只有 0.2 左右。换一个更强的 LLM 或者改进提示词会有帮助吗？

<details><summary>答案</summary>

几乎没有帮助。答案所需的片段有五分之四根本没有送到模型面前。应该先修检索：文档切分（chunk）策略、embedding 模型、查询改写、混合检索（关键词 + 向量）以及召回数量 k。
</details>
""",
    ),
    md(
        """
## The running examples

The course keeps returning to a few small examples taken from its sources, so that you can redo every number by hand:

- **"Python installation"** (Spanish capsule): the retriever returns documents `[1, 3, 5, 7, 9, 11, 13]`, best first; the relevant ones are 3, 7 and 12. Document 12 was never retrieved.
- **Three queries** (same capsule): "Python installation", "List comprehensions" and "Django tutorial", for averages over a test set.
- **A graded query** (Chinese article): documents 101, 205 and 309 have relevance grades 3, 2 and 1; the retriever returns `[999, 205, 101, 888, 309]`.

The next cell computes every retrieval measure of the course on the first example, at the `k` of the parameters cell, with one `RetrievalEvaluator`. Don't worry if the names mean nothing yet: by the end of chapter 03 you will be able to redo each of these numbers on paper.
""",
        """
## Los ejemplos del curso

El curso vuelve una y otra vez a unos pocos ejemplos pequeños sacados de sus fuentes, para que puedas rehacer cada número a mano:

- **«Python installation»** (cápsula española): el recuperador devuelve los documentos `[1, 3, 5, 7, 9, 11, 13]`, el mejor primero; los relevantes son el 3, el 7 y el 12. El documento 12 nunca se recuperó.
- **Tres consultas** (la misma cápsula): «Python installation», «List comprehensions» y «Django tutorial», para calcular medias sobre un conjunto de prueba.
- **Una consulta con grados** (artículo chino): los documentos 101, 205 y 309 tienen grados de relevancia 3, 2 y 1; el recuperador devuelve `[999, 205, 101, 888, 309]`.

La celda siguiente calcula todas las medidas de recuperación del curso sobre el primer ejemplo, con el `k` de la celda de parámetros y un solo `RetrievalEvaluator`. No te preocupes si los nombres todavía no te dicen nada: al terminar el capítulo 03 podrás rehacer cada una de estas cifras con lápiz y papel.
""",
        """
## 贯穿全课的示例

课程会反复使用几个取自参考资料的小例子，方便你亲手验算每一个数字：

- **“Python installation”**（西班牙语课程）：检索器按从高到低的顺序返回文档 `[1, 3, 5, 7, 9, 11, 13]`；相关文档是 3、7 和 12。文档 12 从未被检索到。
- **三个查询**（同一份课程）：“Python installation”“List comprehensions”和“Django tutorial”，用来计算测试集上的平均值。
- **带相关性等级的查询**（中文文章）：文档 101、205、309 的相关性等级分别为 3、2、1；检索器返回 `[999, 205, 101, 888, 309]`。

下一个单元格用一个 `RetrievalEvaluator`，按参数单元格里的 `k`，在第一个例子上计算本课程的全部检索指标。现在看不懂这些名字也没关系：学完第 03 章，你就能用纸笔重算其中的每一个数字。
""",
    ),
    code(
        """
# The Spanish capsule's query "Python installation": doc ids ranked best first, and its relevant docs
retrieved = [1, 3, 5, 7, 9, 11, 13]
relevant = [3, 7, 12]

evaluator = rm.RetrievalEvaluator(k=k)
scores = evaluator.evaluate_all(retrieved, relevant)
print(t("ch00.example_title", k=k))
for name, value in scores.items():
    print(f"  {name:<10} {value:.4f}")
"""
    ),
    code(
        """
# The Chinese article's query: doc id -> grade (3 highly, 2 fairly, 1 marginally relevant), and its ranking
grades = {101: 3, 205: 2, 309: 1}
ranking = [999, 205, 101, 888, 309]

print(t("ch00.graded_title", grades=grades, ranking=ranking, k=k))
print(f"  {t('metric.recall.symbol', k=k):<12} {rm.recall_at_k(ranking, grades, k=k):.4f}")
for gain in ("linear", "exponential"):
    value = rm.ndcg_at_k(ranking, grades, k=k, gain=gain)
    print(f"  {t('metric.ndcg.symbol', k=k):<12} {value:.4f}  ({t('ch00.gain_note', gain=t(f'gain.{gain}'))})")
"""
    ),
    md(
        """
## A first look: the same documents in another order

Recall only asks *which* relevant documents made it into the top *k*; nDCG also asks *where*. In the figure below, ranking A is the Chinese article's; ranking B holds the same five documents in the ideal order (highest grade first). Both find all three relevant documents, so their recall is the same. Look at the bars on the right: which measures tell A and B apart? Chapter 03 lets you move the documents yourself.
""",
        """
## Un primer vistazo: los mismos documentos en otro orden

La exhaustividad (recall) solo pregunta *qué* documentos relevantes entraron en el top *k*; nDCG pregunta además *dónde* están. En la figura de abajo, la clasificación A es la del artículo chino; la B contiene los mismos cinco documentos en el orden ideal (primero el de mayor grado). Las dos encuentran los tres documentos relevantes, así que su exhaustividad es la misma. Mira las barras de la derecha: ¿qué medidas distinguen A de B? En el capítulo 03 podrás mover los documentos tú mismo.
""",
        """
## 先睹为快：同样的文档，不同的顺序

召回率只关心*哪些*相关文档进入了前 *k* 名；NDCG 还关心它们排在*哪里*。下图中，排序 A 是中文文章里的检索结果；排序 B 包含同样的五篇文档，但按理想顺序排列（相关性等级高的在前）。两者都找回了全部三篇相关文档，所以召回率相同。看看右侧的柱子：哪些指标能区分 A 和 B？到第 03 章，你可以亲手移动这些文档。
""",
    ),
    code(
        """
from ragmetrics.course import RankingState, plot_compare

cutoff = min(k, len(ranking))  # the figure cannot show a cutoff past the end of the ranking
a = RankingState(grades, ranking, k=cutoff)
b = RankingState(grades, ranking, k=cutoff)
b.ideal_order()  # B: the same documents, sorted by grade (the ideal order)
plot_compare(a, b)
"""
    ),
    code(
        """
for name, state in (("A", a), ("B", b)):
    values = state.metrics()
    print(t("compare.ranking", name=name) + ": " + ", ".join(map(str, state.retrieved)))
    print("    " + "   ".join(f"{t(f'metric.{key}.symbol', k=cutoff)} = {values[key]:.3f}" for key in ("recall", "rr", "ndcg")))
"""
    ),
    md(
        """
## How to use this course

- **Self-study.** Run each chapter from the top (*Kernel → Restart Kernel and Run All Cells* takes a few seconds), read, then play with the widgets. Answer every *check your understanding* question before you open its answer. Each chapter from 01 on ends with exercises whose checks tell you at once whether your code is right.
- **Instructors.** Every chapter starts with a parameters cell (`lang`, `k`, `seed`), so you can render a copy for your class with [papermill](https://papermill.readthedocs.io), for instance `papermill notebooks/en/01_recall_precision_f1.ipynb class_01.ipynb -p lang es -p k 3`. Every number in the code follows `k`; the last cell of each chapter (tagged `summary`) lists the chapter's key numbers, handy for slides. The notebooks are stored with their outputs, so they also read on GitHub without running; there, each widget shows a picture and a table of its first state.
- **Interview preparation.** Chapters 02 and 03 answer the classic follow-up questions (recall or hit rate? MRR or nDCG?); chapter 07 is a drill of interview questions drawn at random, with a running score (also on the command line: `python -m ragmetrics drill`). The questions in this course hide their answers in collapsed blocks: say your answer out loud first.
- **Practitioners.** Chapter 04 evaluates a retriever on many queries from TREC-style files (`rm.evaluate`, or `python -m ragmetrics eval qrels.txt run.txt -m nDCG@10` on the command line), with the numbers trec_eval gives. Chapter 06 lists the conventions on which popular tools disagree, so that you know what your dashboard is really reporting.
""",
        """
## Cómo usar este curso

- **Estudio por tu cuenta.** Ejecuta cada capítulo desde el principio (*Kernel → Restart Kernel and Run All Cells* tarda unos segundos), lee y luego juega con los widgets. Responde cada pregunta de *comprueba lo que has entendido* antes de abrir su respuesta. Desde el capítulo 01, cada capítulo termina con ejercicios cuyas comprobaciones te dicen al instante si tu código es correcto.
- **Docentes.** Todos los capítulos empiezan con una celda de parámetros (`lang`, `k`, `seed`), así que puedes generar una copia para tu clase con [papermill](https://papermill.readthedocs.io), por ejemplo `papermill notebooks/es/01_recall_precision_f1.ipynb clase_01.ipynb -p lang es -p k 3`. Todos los números del código dependen de `k`; la última celda de cada capítulo (con la etiqueta `summary`) resume sus cifras clave, útiles para las diapositivas. Los cuadernos se guardan con sus salidas, así que también se leen en GitHub sin ejecutarlos; allí cada widget muestra una imagen y una tabla de su estado inicial.
- **Preparación de entrevistas.** Los capítulos 02 y 03 responden a las preguntas de seguimiento clásicas (¿exhaustividad o tasa de aciertos? ¿MRR o nDCG?); el capítulo 07 es un simulacro con preguntas de entrevista sacadas al azar y un marcador (también en la línea de comandos: `python -m ragmetrics drill`). Las preguntas del curso esconden su respuesta en un bloque plegado: di primero tu respuesta en voz alta.
- **Profesionales.** El capítulo 04 evalúa un recuperador sobre muchas consultas a partir de ficheros al estilo TREC (`rm.evaluate`, o `python -m ragmetrics eval qrels.txt run.txt -m nDCG@10` en la línea de comandos), con las mismas cifras que da trec_eval. El capítulo 06 repasa las convenciones en las que discrepan las herramientas más usadas, para que sepas qué está midiendo de verdad tu panel de control.
""",
        """
## 如何使用本课程

- **自学。** 从头运行每一章（*Kernel → Restart Kernel and Run All Cells* 只需几秒），边读边操作交互组件。每道“检查一下你的理解”都请先自己作答，再展开答案。从第 01 章起，每章末尾都有练习，自动检查会立刻告诉你代码是否正确。
- **教师。** 每一章开头都有参数单元格（`lang`、`k`、`seed`），可以用 [papermill](https://papermill.readthedocs.io) 为课堂生成一份副本，例如 `papermill notebooks/zh/01_recall_precision_f1.ipynb class_01.ipynb -p lang zh -p k 3`。代码中的所有数字都随 `k` 变化；每章最后一个单元格（标签为 `summary`）列出本章的关键数字，方便做幻灯片。笔记本连同输出一起保存，在 GitHub 上不运行也能阅读；在那里，每个交互组件会显示其初始状态的图片和表格。
- **面试准备。** 第 02 章和第 03 章回答了经典的追问（召回率还是命中率？MRR 还是 NDCG？）；第 07 章是随机抽题的面试练习，并实时计分（也可以在命令行运行 `python -m ragmetrics drill`）。课程中的问题都把答案折叠起来了：请先把自己的答案说出口。
- **工程实践。** 第 04 章用 TREC 格式的文件在大量查询上评估检索器（`rm.evaluate`，或在命令行运行 `python -m ragmetrics eval qrels.txt run.txt -m nDCG@10`），结果与 trec_eval 一致。第 06 章梳理了常用工具之间存在分歧的约定，让你知道监控面板上的数字究竟是怎么算的。
""",
    ),
    md(
        """
## Glossary

The same words in the three languages of the course; the code always uses `retrieved` (ranked ids, best first), `relevant` (ids, or id → grade), `k` and `grade`.

| English | Español | 中文 | What it means |
|---|---|---|---|
| query | consulta | 查询 | the question sent to the retriever |
| document, chunk | documento, fragmento | 文档、文本块（chunk） | one unit the retriever can return |
| ranking (retrieved list) | clasificación (lista recuperada) | 排序（检索结果列表） | the retrieved documents, best first |
| relevant document | documento relevante | 相关文档 | a document judged useful for the query |
| relevance judgments (qrels) | juicios de relevancia (qrels) | 相关性标注（qrels） | for each query, which documents are relevant and how much |
| graded relevance, grade | relevancia graduada, grado | 相关性等级 | relevance on a scale, e.g. 0 (not) to 3 (highly relevant) |
| cutoff *k*, top *k* | corte *k*, top *k* | 截断位置 *k*、前 *k* 名（Top-K） | only the first *k* documents count |
| recall | exhaustividad (recall) | 召回率 | share of the relevant documents found in the top *k* |
| precision | precisión | 精确率 | share of the top *k* that is relevant |
| F1 | valor F1 | F1 值 | harmonic mean of precision and recall |
| hit rate | tasa de aciertos (hit rate) | 命中率 | share of queries with at least one relevant document in the top *k* |
| reciprocal rank (RR), MRR | rango recíproco (RR), rango recíproco medio (MRR) | 倒数排名（RR）、平均倒数排名（MRR） | 1 / rank of the first relevant document; MRR is its mean over queries |
| gain | ganancia | 增益 | what a document is worth at rank 1: its grade, or 2^grade − 1 |
| discount | descuento | 折损 | 1 / log2(rank + 1): how much a lower rank is worth |
| DCG | ganancia acumulada descontada (DCG) | 折损累计增益（DCG） | sum of gain × discount over the top *k* |
| ideal ranking, IDCG | clasificación ideal, IDCG | 理想排序、IDCG | all judged documents by grade, highest first, and its DCG |
| nDCG | nDCG (DCG normalizada) | 归一化折损累计增益（NDCG） | DCG / IDCG, from 0 to 1 |
| average precision (AP) | precisión promedio (AP) | 平均精确率（AP） | mean of the precision at the rank of each relevant document |
| faithfulness | fidelidad | 忠实度 | the answer says only what the context supports |
| answer relevancy | relevancia de la respuesta | 答案相关性 | the answer addresses the question |
| context relevancy | relevancia del contexto | 上下文相关性 | the retrieved context is about the question |
""",
        """
## Glosario

Las mismas palabras en los tres idiomas del curso; el código usa siempre `retrieved` (ids ordenados, el mejor primero), `relevant` (ids, o id → grado), `k` y `grade`.

| English | Español | 中文 | Qué significa |
|---|---|---|---|
| query | consulta | 查询 | la pregunta que se envía al recuperador |
| document, chunk | documento, fragmento | 文档、文本块（chunk） | una unidad que el recuperador puede devolver |
| ranking (retrieved list) | clasificación (lista recuperada) | 排序（检索结果列表） | los documentos recuperados, el mejor primero |
| relevant document | documento relevante | 相关文档 | un documento juzgado útil para la consulta |
| relevance judgments (qrels) | juicios de relevancia (qrels) | 相关性标注（qrels） | para cada consulta, qué documentos son relevantes y cuánto |
| graded relevance, grade | relevancia graduada, grado | 相关性等级 | relevancia en una escala, p. ej. de 0 (nada) a 3 (muy relevante) |
| cutoff *k*, top *k* | corte *k*, top *k* | 截断位置 *k*、前 *k* 名（Top-K） | solo cuentan los *k* primeros documentos |
| recall | exhaustividad (recall) | 召回率 | parte de los documentos relevantes que aparece en el top *k* |
| precision | precisión | 精确率 | parte del top *k* que es relevante |
| F1 | valor F1 | F1 值 | media armónica de la precisión y la exhaustividad |
| hit rate | tasa de aciertos (hit rate) | 命中率 | parte de las consultas con al menos un documento relevante en el top *k* |
| reciprocal rank (RR), MRR | rango recíproco (RR), rango recíproco medio (MRR) | 倒数排名（RR）、平均倒数排名（MRR） | 1 / posición del primer documento relevante; el MRR es su media sobre las consultas |
| gain | ganancia | 增益 | lo que vale un documento en la posición 1: su grado, o 2^grado − 1 |
| discount | descuento | 折损 | 1 / log2(posición + 1): cuánto vale una posición más baja |
| DCG | ganancia acumulada descontada (DCG) | 折损累计增益（DCG） | suma de ganancia × descuento en el top *k* |
| ideal ranking, IDCG | clasificación ideal, IDCG | 理想排序、IDCG | todos los documentos juzgados ordenados por grado, y su DCG |
| nDCG | nDCG (DCG normalizada) | 归一化折损累计增益（NDCG） | DCG / IDCG, de 0 a 1 |
| average precision (AP) | precisión promedio (AP) | 平均精确率（AP） | media de la precisión en la posición de cada documento relevante |
| faithfulness | fidelidad | 忠实度 | la respuesta solo dice lo que respalda el contexto |
| answer relevancy | relevancia de la respuesta | 答案相关性 | la respuesta atiende a la pregunta |
| context relevancy | relevancia del contexto | 上下文相关性 | el contexto recuperado trata de lo que se pregunta |
""",
        """
## 术语表

同一批术语在课程三种语言中的说法；代码里始终用 `retrieved`（按排名排列的文档 id，最好的在前）、`relevant`（文档 id，或 id → 相关性等级）、`k` 和 `grade`。

| English | Español | 中文 | 含义 |
|---|---|---|---|
| query | consulta | 查询 | 发给检索器的问题 |
| document, chunk | documento, fragmento | 文档、文本块（chunk） | 检索器可以返回的一个单元 |
| ranking (retrieved list) | clasificación (lista recuperada) | 排序（检索结果列表） | 检索到的文档，最好的排在最前 |
| relevant document | documento relevante | 相关文档 | 被标注为对该查询有用的文档 |
| relevance judgments (qrels) | juicios de relevancia (qrels) | 相关性标注（qrels） | 每个查询有哪些相关文档、相关程度如何 |
| graded relevance, grade | relevancia graduada, grado | 相关性等级 | 分档的相关程度，例如 0（不相关）到 3（高度相关） |
| cutoff *k*, top *k* | corte *k*, top *k* | 截断位置 *k*、前 *k* 名（Top-K） | 只看排在前 *k* 位的文档 |
| recall | exhaustividad (recall) | 召回率 | 相关文档中出现在前 *k* 名的比例 |
| precision | precisión | 精确率 | 前 *k* 名中相关文档所占的比例 |
| F1 | valor F1 | F1 值 | 精确率与召回率的调和平均数 |
| hit rate | tasa de aciertos (hit rate) | 命中率 | 前 *k* 名中至少有一篇相关文档的查询所占的比例 |
| reciprocal rank (RR), MRR | rango recíproco (RR), rango recíproco medio (MRR) | 倒数排名（RR）、平均倒数排名（MRR） | 1 / 第一篇相关文档的排名；MRR 是它在所有查询上的平均值 |
| gain | ganancia | 增益 | 一篇文档排在第 1 位时的价值：等级本身，或 2^等级 − 1 |
| discount | descuento | 折损 | 1 / log2(排名 + 1)：排得越靠后，打的折扣越大 |
| DCG | ganancia acumulada descontada (DCG) | 折损累计增益（DCG） | 前 *k* 名中每篇文档的增益 × 折损之和 |
| ideal ranking, IDCG | clasificación ideal, IDCG | 理想排序、IDCG | 所有已标注文档按等级从高到低排列，以及它的 DCG |
| nDCG | nDCG (DCG normalizada) | 归一化折损累计增益（NDCG） | DCG / IDCG，取值 0 到 1 |
| average precision (AP) | precisión promedio (AP) | 平均精确率（AP） | 每篇相关文档所在排名处精确率的平均值 |
| faithfulness | fidelidad | 忠实度 | 答案只说上下文能支持的内容 |
| answer relevancy | relevancia de la respuesta | 答案相关性 | 答案切中了问题 |
| context relevancy | relevancia del contexto | 上下文相关性 | 检索到的上下文与问题相关 |
""",
    ),
    md(
        """
## Course map

| | Chapter | What you will learn | Exercises |
|---|---|---|---|
| 00 | Course map (this chapter) | the two halves of RAG evaluation, the examples, the vocabulary | – |
| 01 | [Recall@k, Precision@k and F1@k](01_recall_precision_f1.ipynb) | counting relevant documents in the top *k*; why precision falls as *k* grows; averaging F1 | [01](../../exercises/en/01_recall_precision_f1.ipynb) |
| 02 | [Hit rate@k and MRR](02_hit_rate_mrr.ipynb) | did we find anything, and how high is the first hit; RR with and without a cutoff | [02](../../exercises/en/02_hit_rate_mrr.ipynb) |
| 03 | [nDCG@k](03_ndcg.ipynb) | gain and discount, graded relevance, linear and exponential gain, the ideal ranking | [03](../../exercises/en/03_ndcg.ipynb) |
| 04 | [Evaluating a retriever](04_evaluating_a_retriever.ipynb) | many queries, qrels and run files, the numbers trec_eval gives | [04](../../exercises/en/04_evaluating_a_retriever.ipynb) |
| 05 | [Generation](05_generation.ipynb) | faithfulness, answer relevancy, context relevancy | [05](../../exercises/en/05_generation.ipynb) |
| 06 | [Conventions and pitfalls](06_conventions_pitfalls.ipynb) | ties, duplicates, cutoffs, missing queries: where tools disagree | [06](../../exercises/en/06_conventions_pitfalls.ipynb) |
| 07 | [Interview drill](07_interview_drill.ipynb) | the questions interviewers ask, drawn at random and checked | [07](../../exercises/en/07_interview_drill.ipynb) |

Chapters 01 to 03 take 15 to 25 minutes each, a little more with the exercises. Read them in order: each one builds on the previous.
""",
        """
## Mapa del curso

| | Capítulo | Qué aprenderás | Ejercicios |
|---|---|---|---|
| 00 | Mapa del curso (este capítulo) | las dos mitades de la evaluación de un RAG, los ejemplos, el vocabulario | – |
| 01 | [Recall@k, Precision@k y F1@k](01_recall_precision_f1.ipynb) | contar documentos relevantes en el top *k*; por qué la precisión cae al crecer *k*; cómo promediar F1 | [01](../../exercises/es/01_recall_precision_f1.ipynb) |
| 02 | [Tasa de aciertos@k y MRR](02_hit_rate_mrr.ipynb) | ¿encontramos algo?, ¿a qué altura está el primer acierto?; RR con corte y sin corte | [02](../../exercises/es/02_hit_rate_mrr.ipynb) |
| 03 | [nDCG@k](03_ndcg.ipynb) | ganancia y descuento, relevancia graduada, ganancia lineal y exponencial, la clasificación ideal | [03](../../exercises/es/03_ndcg.ipynb) |
| 04 | [Evaluar un recuperador](04_evaluating_a_retriever.ipynb) | muchas consultas, ficheros qrels y run, las cifras que da trec_eval | [04](../../exercises/es/04_evaluating_a_retriever.ipynb) |
| 05 | [Generación](05_generation.ipynb) | fidelidad, relevancia de la respuesta, relevancia del contexto | [05](../../exercises/es/05_generation.ipynb) |
| 06 | [Convenciones y trampas](06_conventions_pitfalls.ipynb) | empates, duplicados, cortes, consultas ausentes: dónde discrepan las herramientas | [06](../../exercises/es/06_conventions_pitfalls.ipynb) |
| 07 | [Simulacro de entrevista](07_interview_drill.ipynb) | las preguntas que hacen en las entrevistas, sacadas al azar y corregidas | [07](../../exercises/es/07_interview_drill.ipynb) |

Los capítulos 01 a 03 llevan entre 15 y 25 minutos cada uno, algo más con los ejercicios. Léelos en orden: cada uno se apoya en el anterior.
""",
        """
## 课程地图

| | 章节 | 你将学到 | 练习 |
|---|---|---|---|
| 00 | 课程地图（本章） | RAG 评估的两大部分、示例、术语 | – |
| 01 | [Recall@k、Precision@k 与 F1@k](01_recall_precision_f1.ipynb) | 统计前 *k* 名中的相关文档；为什么 *k* 变大时精确率会下降；F1 该怎么平均 | [01](../../exercises/zh/01_recall_precision_f1.ipynb) |
| 02 | [命中率@k 与 MRR](02_hit_rate_mrr.ipynb) | 有没有找到；第一个命中排得多靠前；带截断和不带截断的 RR | [02](../../exercises/zh/02_hit_rate_mrr.ipynb) |
| 03 | [NDCG@k](03_ndcg.ipynb) | 增益与折损、相关性等级、线性增益与指数增益、理想排序 | [03](../../exercises/zh/03_ndcg.ipynb) |
| 04 | [评估一个检索器](04_evaluating_a_retriever.ipynb) | 大量查询、qrels 与 run 文件、与 trec_eval 一致的结果 | [04](../../exercises/zh/04_evaluating_a_retriever.ipynb) |
| 05 | [生成阶段](05_generation.ipynb) | 忠实度、答案相关性、上下文相关性 | [05](../../exercises/zh/05_generation.ipynb) |
| 06 | [约定与陷阱](06_conventions_pitfalls.ipynb) | 并列分数、重复文档、截断、缺失查询：各工具在哪些地方算法不同 | [06](../../exercises/zh/06_conventions_pitfalls.ipynb) |
| 07 | [面试冲刺](07_interview_drill.ipynb) | 面试官常问的问题，随机抽题并自动判分 | [07](../../exercises/zh/07_interview_drill.ipynb) |

第 01 到 03 章每章需要 15 到 25 分钟，加上练习会更久一些。请按顺序阅读：每一章都以前一章为基础。
""",
    ),
    md(
        """
## The rules this course follows

Tools that compute "the same" metric sometimes disagree. Where they do, this course follows **trec_eval**, the reference program of information-retrieval evaluation, and says so; chapter 06 shows what the others do.

- **Precision@k always divides by k**, even when fewer than *k* documents were retrieved.
- **Recall@k divides by all relevant documents of the query**, retrieved or not.
- **RR has no cutoff** (trec_eval's `recip_rank`); with a cutoff it is written **RR@k**, and a first relevant document below rank *k* then scores 0.
- **The ideal ranking of nDCG uses every judged document**, including relevant ones that were never retrieved.
- **A document repeated in a ranking is an error**, not something to count twice.
- **A query without relevant documents scores 0** on every measure.
""",
        """
## Las reglas que sigue este curso

Las herramientas que calculan «la misma» métrica a veces no coinciden. Cuando pasa, este curso sigue a **trec_eval**, el programa de referencia en la evaluación de recuperación de información, y lo indica; el capítulo 06 muestra lo que hacen las demás.

- **Precision@k siempre divide entre k**, aunque se hayan recuperado menos de *k* documentos.
- **Recall@k divide entre todos los documentos relevantes de la consulta**, recuperados o no.
- **El RR no tiene corte** (el `recip_rank` de trec_eval); con corte se escribe **RR@k**, y entonces un primer documento relevante por debajo de la posición *k* cuenta 0.
- **La clasificación ideal de nDCG usa todos los documentos juzgados**, también los relevantes que nunca se recuperaron.
- **Un documento repetido en una clasificación es un error**, no algo que contar dos veces.
- **Una consulta sin documentos relevantes vale 0** en todas las medidas.
""",
        """
## 本课程遵循的规则

计算“同一个”指标的工具，结果有时并不一致。遇到分歧时，本课程以信息检索评估的参考程序 **trec_eval** 为准，并明确说明；其他工具的做法见第 06 章。

- **Precision@k 永远除以 k**，即使检索到的文档不足 *k* 篇。
- **Recall@k 除以该查询的全部相关文档数**，无论是否被检索到。
- **RR 不截断**（即 trec_eval 的 `recip_rank`）；带截断时写作 **RR@k**，第一篇相关文档排在第 *k* 位之后则记为 0。
- **NDCG 的理想排序使用所有已标注的文档**，包括从未被检索到的相关文档。
- **排序中出现重复文档属于错误**，不能重复计数。
- **没有相关文档的查询**，所有指标都记为 **0**。
""",
    ),
    md(
        """
## Check the numbers; don't trust them

Our three sources are good teachers, but some of the figures they print are wrong. The first one is right here: for "Python installation" the Spanish capsule's evaluator prints `ndcg@k: 0.756`. The next cell puts every figure it printed for that query beside ragmetrics at the same cutoff (the capsule's own k = 5, whatever `k` you chose above).

Four of the five agree. nDCG@5 does not: the right value is 0.4982. The ideal ranking must contain all three relevant documents, including document 12, which was never retrieved, so IDCG@5 = 1/log2(2) + 1/log2(3) + 1/log2(4) ≈ 2.131, while DCG@5 = 1/log2(3) + 1/log2(5) ≈ 1.062. The capsule's own code computes exactly this 0.498, so the printed 0.756 does not even come from its code. Chapter 03 works through it. Throughout the course, where a source and the recomputation disagree, the chapter shows both and explains why.
""",
        """
## Comprueba las cifras; no te fíes de ellas

Nuestras tres fuentes enseñan bien, pero algunas de las cifras que imprimen están mal. La primera está aquí mismo: para «Python installation», el evaluador de la cápsula española imprime `ndcg@k: 0.756`. La celda siguiente pone cada cifra que imprimió para esa consulta junto al resultado de ragmetrics con el mismo corte (el k = 5 de la propia cápsula, elijas el `k` que elijas arriba).

Cuatro de las cinco coinciden. nDCG@5 no: el valor correcto es 0,4982. La clasificación ideal tiene que contener los tres documentos relevantes, incluido el 12, que nunca se recuperó, así que IDCG@5 = 1/log2(2) + 1/log2(3) + 1/log2(4) ≈ 2,131, mientras que DCG@5 = 1/log2(3) + 1/log2(5) ≈ 1,062. El propio código de la cápsula calcula exactamente ese 0,498, de modo que el 0,756 impreso ni siquiera sale de su código. El capítulo 03 lo analiza paso a paso. A lo largo del curso, cuando una fuente y el recálculo no coinciden, el capítulo muestra las dos cifras y explica por qué.
""",
        """
## 数字要验算，不要轻信

三份参考资料都讲得不错，但它们打印出来的数字有些是错的。第一个错误就在这里：对于 “Python installation”，西班牙语课程的评估器打印出 `ndcg@k: 0.756`。下一个单元格把它对这个查询打印的每个数字与 ragmetrics 在相同截断下的结果放在一起（使用该课程自己的 k = 5，与上面选的 `k` 无关）。

五个数字中有四个一致，NDCG@5 不一致：正确值是 0.4982。理想排序必须包含全部三篇相关文档，包括从未被检索到的文档 12，所以 IDCG@5 = 1/log2(2) + 1/log2(3) + 1/log2(4) ≈ 2.131，而 DCG@5 = 1/log2(3) + 1/log2(5) ≈ 1.062。该课程自己的代码算出来的恰好就是 0.498，所以印出来的 0.756 甚至不是它自己的代码算出来的。第 03 章会一步一步讲解。在整个课程中，只要参考资料与重新计算的结果不一致，我们都会把两个数字并列出来并解释原因。
""",
    ),
    code(
        """
# What the capsule printed for this query (at its own k = 5), beside ragmetrics at that k
source_k = 5
printed = {"R@5": 0.667, "P@5": 0.400, "F1@5": 0.500, "RR": 0.500, "nDCG@5": 0.756}
recomputed = rm.RetrievalEvaluator(k=source_k).evaluate_all(retrieved, relevant)
for name, value in printed.items():
    verdict = t("ch00.agrees") if round(recomputed[name], 3) == value else t("ch00.wrong")
    print(f"  {name:<7} {t('ch00.printed')} {value:.3f}   ragmetrics {recomputed[name]:.4f}   {verdict}")
"""
    ),
    md(
        """
## Summary

- RAG evaluation has two halves: **retrieval** (did the right passages reach the top *k*, and how high?) and **generation** (is the answer faithful to them, and does it answer the question?). Measure both, to know which half to fix.
- Retrieval measures need **relevance judgments**; this course computes them the way **trec_eval** does, and names every convention.
- Some figures in the sources are wrong: **recompute every number** (here: nDCG@5 is 0.4982, not 0.756).

Next: [chapter 01, Recall@k, Precision@k and F1@k](01_recall_precision_f1.ipynb), and its [exercises](../../exercises/en/01_recall_precision_f1.ipynb). This chapter has no exercises of its own.
""",
        """
## Resumen

- La evaluación de un RAG tiene dos mitades: la **recuperación** (¿llegaron los fragmentos adecuados al top *k*, y a qué altura?) y la **generación** (¿es la respuesta fiel a ellos y responde a la pregunta?). Mide las dos para saber cuál arreglar.
- Las medidas de recuperación necesitan **juicios de relevancia**; este curso las calcula como **trec_eval** y deja explícita cada convención.
- Algunas cifras de las fuentes están mal: **recalcula cada número** (aquí, nDCG@5 vale 0,4982, no 0,756).

Siguiente: [capítulo 01, Recall@k, Precision@k y F1@k](01_recall_precision_f1.ipynb), y sus [ejercicios](../../exercises/es/01_recall_precision_f1.ipynb). Este capítulo no tiene ejercicios propios.
""",
        """
## 小结

- RAG 评估分为两部分：**检索**（合适的片段有没有进入前 *k* 名、排得多靠前）和**生成**（答案是否忠实于这些片段、是否回答了问题）。两部分都要测，才知道该修哪里。
- 检索指标需要**相关性标注**；本课程按 **trec_eval** 的方式计算，并说明每一个约定。
- 参考资料里有些数字是错的：**每个数字都要重新计算**（这里 NDCG@5 是 0.4982，而不是 0.756）。

下一步：[第 01 章，Recall@k、Precision@k 与 F1@k](01_recall_precision_f1.ipynb)，以及它的[练习](../../exercises/zh/01_recall_precision_f1.ipynb)。本章没有单独的练习。
""",
    ),
    code(
        """
print(t("ch00.summary", k=k))
measures = {"recall": rm.recall_at_k, "precision": rm.precision_at_k, "f1": rm.f1_at_k,
            "hit_rate": rm.hit_rate_at_k, "ndcg": rm.ndcg_at_k}
for key, measure in measures.items():
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {measure(retrieved, relevant, k=k):.3f}")
print(f"  {t('ch00.rr')} = {rm.reciprocal_rank(retrieved, relevant):.3f}")
""",
        tags=["summary"],
    ),
]

chapter("00_course_map", CH00, CH00_COMMENTS, CH00_CATALOG)

# ================================================================================================
# 01 · Recall@k, Precision@k, F1@k
# ================================================================================================
CH01_COMMENTS = {
    'The Spanish capsule\'s query "Python installation": doc ids ranked best first, and the relevant docs': (
        "La consulta «Python installation» de la cápsula española: ids ordenados, el mejor primero, y los relevantes",
        "西班牙语课程的查询 “Python installation”：按排名从高到低的文档 id，以及相关文档",
    ),
    "Recall@k by hand: relevant documents in the top k, over all relevant documents": (
        "Recall@k a mano: documentos relevantes en el top k, entre todos los documentos relevantes",
        "手算 Recall@k：前 k 名中的相关文档数 / 全部相关文档数",
    ),
    "Precision@k by hand: relevant documents in the top k, over k (not over the number retrieved)": (
        "Precision@k a mano: documentos relevantes en el top k, entre k (no entre los recuperados)",
        "手算 Precision@k：前 k 名中的相关文档数 / k（不是除以检索到的文档数）",
    ),
    "A retriever that returns a single document, a relevant one": (
        "Un recuperador que devuelve un solo documento, y relevante",
        "只返回一篇文档、而且是相关文档的检索器",
    ),
    "F1@k by hand: the harmonic mean of the two numbers above (0 when both are 0)": (
        "F1@k a mano: la media armónica de las dos cifras anteriores (0 si ambas son 0)",
        "手算 F1@k：上面两个数的调和平均数（两者都为 0 时记为 0）",
    ),
    "The capsule's three test queries": ("Las tres consultas de prueba de la cápsula", "西班牙语课程的三个测试查询"),
    "the evaluator's names for them": ("los nombres que les da el evaluador", "评估器给它们起的名字"),
    "each query's values": ("los valores de cada consulta", "每个查询的数值"),
    "the mean over the queries, each query weighing the same": (
        "la media sobre las consultas, todas con el mismo peso",
        "对所有查询求平均，每个查询权重相同",
    ),
    "What the capsule printed as the means of its three queries (its k is 5), beside ragmetrics at that k": (
        "Lo que imprimió la cápsula como medias de sus tres consultas (su k es 5), junto a ragmetrics con ese k",
        "西班牙语课程打印的三个查询的平均值（它用 k = 5），与 ragmetrics 在同一 k 下的结果对照",
    ),
    "the recall mean by hand, from the three queries' values": (
        "la media de la exhaustividad a mano, a partir de los valores de las tres consultas",
        "根据三个查询各自的数值手算召回率的平均值",
    ),
    "Two ways to average F1: the mean of each query's F1, or the F1 of the mean precision and mean recall": (
        "Dos maneras de promediar F1: la media del F1 de cada consulta, o el F1 de la precisión media y la exhaustividad media",
        "两种“平均 F1”：先算每个查询的 F1 再求平均，或者用平均精确率和平均召回率再算一次 F1",
    ),
    "k cannot exceed the number of documents in the ranking": (
        "k no puede pasar del número de documentos de la clasificación",
        "k 不能超过排序中的文档数",
    ),
    "What the playground shows when it opens, for this chapter's three measures": (
        "Lo que muestra el laboratorio al abrirse, para las tres medidas de este capítulo",
        "实验台打开时显示的内容（本章的三个指标）",
    ),
    "The numbers the chart shows when it opens": ("Los números que muestra el gráfico al abrirse", "图表打开时显示的数值"),
    "The best any retriever could do on this query: every relevant document first, then the rest": (
        "Lo mejor que podría hacer cualquier recuperador en esta consulta: primero todos los relevantes, luego el resto",
        "任何检索器在这个查询上能做到的最好结果：所有相关文档排在最前面，其余的在后面",
    ),
    "The capsule's ranking in a random order (change seed in the parameters cell for another one)": (
        "La clasificación de la cápsula en un orden al azar (cambia seed en la celda de parámetros para obtener otro)",
        "把西班牙语课程的排序随机打乱（在参数单元格里修改 seed 可以得到另一种顺序）",
    ),
}

CH01_CATALOG = {
    "ch01.top_k": {
        "en": "The top {k} of the ranking:",
        "es": "El top {k} de la clasificación:",
        "zh": "排序的前 {k} 名：",
    },
    "ch01.relevant": {"en": "relevant", "es": "relevante", "zh": "相关"},
    "ch01.missing": {
        "en": "Relevant but not in the top {k}: {docs}",
        "es": "Relevantes pero fuera del top {k}: {docs}",
        "zh": "相关但不在前 {k} 名内：{docs}",
    },
    "ch01.same": {
        "en": "Same as the hand computation.",
        "es": "Coincide con el cálculo a mano.",
        "zh": "与手算结果一致。",
    },
    "ch01.query": {"en": "Query", "es": "Consulta", "zh": "查询"},
    "ch01.mean": {"en": "Mean", "es": "Media", "zh": "平均值"},
    "ch01.recall_mean_by_hand": {
        "en": "Mean recall by hand: ({terms}) / {n} = {value:.4f}",
        "es": "Exhaustividad media a mano: ({terms}) / {n} = {value:.4f}",
        "zh": "手算平均召回率：({terms}) / {n} = {value:.4f}",
    },
    "ch01.f1_mean_of_f1": {
        "en": "Mean of the per-query F1@{k}:          {value:.4f}",
        "es": "Media del F1@{k} de cada consulta:      {value:.4f}",
        "zh": "各查询 F1@{k} 的平均值：               {value:.4f}",
    },
    "ch01.f1_of_means": {
        "en": "F1 of mean precision and mean recall:  {value:.4f}",
        "es": "F1 de la precisión y la exhaustividad medias: {value:.4f}",
        "zh": "用平均精确率和平均召回率算出的 F1：   {value:.4f}",
    },
    "ch01.not_retrieved": {
        "en": "Judged relevant but never retrieved: {docs}",
        "es": "Juzgados relevantes pero nunca recuperados: {docs}",
        "zh": "被标注为相关但从未被检索到：{docs}",
    },
    "ch01.best_title": {
        "en": "A perfect ranking starts with {docs}; at k = {k} it scores:",
        "es": "Una clasificación perfecta empieza por {docs}; con k = {k} obtiene:",
        "zh": "完美的排序以 {docs} 开头；在 k = {k} 时的得分：",
    },
    "ch01.shuffled": {
        "en": "Shuffled with seed {seed}: {docs}",
        "es": "Barajada con la semilla {seed}: {docs}",
        "zh": "用随机种子 {seed} 打乱后：{docs}",
    },
    "ch01.summary": {
        "en": 'Chapter 01, the query "Python installation", k = {k}:',
        "es": "Capítulo 01, la consulta «Python installation», k = {k}:",
        "zh": "第 01 章，查询 “Python installation”，k = {k}：",
    },
    "ch01.summary_means": {
        "en": "Means over the capsule's {n} queries:",
        "es": "Medias sobre las {n} consultas de la cápsula:",
        "zh": "西班牙语课程 {n} 个查询的平均值：",
    },
}

CH01 = [
    md(
        """
# 01 · Recall@k, Precision@k and F1@k

A retriever hands the language model its top *k* passages. Two questions come first: of the passages the answer needs, how many made it into those *k* slots (**recall**)? And of the *k* slots, how many hold something useful (**precision**)? In this chapter you will compute both by hand and with `ragmetrics` on the Spanish capsule's example, combine them into **F1**, average them over several queries (and catch three wrong averages printed by that source), watch precision fall as *k* grows, and see what the usual targets do and do not tell you. About 20 minutes.
""",
        """
# 01 · Recall@k, Precision@k y F1@k

Un recuperador le entrega al modelo de lenguaje sus *k* mejores fragmentos. Lo primero es responder dos preguntas: de los fragmentos que necesita la respuesta, ¿cuántos entraron en esos *k* huecos (**exhaustividad**, *recall*)? Y de los *k* huecos, ¿cuántos contienen algo útil (**precisión**)? En este capítulo calcularás las dos a mano y con `ragmetrics` sobre el ejemplo de la cápsula española, las combinarás en **F1**, las promediarás sobre varias consultas (y detectarás tres medias equivocadas que imprime esa fuente), verás cómo cae la precisión al crecer *k* y descubrirás qué dicen, y qué no, los objetivos habituales. Unos 20 minutos.
""",
        """
# 01 · Recall@k、Precision@k 与 F1@k

检索器把排名前 *k* 的片段交给大模型。首先要问两个问题：答案需要的片段里，有多少进入了这 *k* 个位置（**召回率**）？这 *k* 个位置里，又有多少放的是有用的内容（**精确率**）？本章会在西班牙语课程的例子上，分别用手算和 `ragmetrics` 计算这两个指标，把它们合成 **F1**，在多个查询上求平均（顺便揪出该资料印错的三个平均值），观察 *k* 变大时精确率如何下降，并弄清常见的目标值能说明什么、不能说明什么。大约需要 20 分钟。
""",
    ),
    "parameters",
    "setup",
    md(
        """
## The idea in plain words

Think of the top *k* as the room in the model's context that you have set aside for retrieved passages.

- **Recall@k**: of everything the answer needs, how much did we bring into that room?
- **Precision@k**: of what we brought, how much is useful?

The two pull against each other. A retriever that fills the room with everything it has raises recall and lowers precision; one that returns a single safe document can have perfect precision and poor recall. **F1@k** folds both into one number.

All three only ask *which* documents are in the top *k*, never in what order: move a relevant document from rank 4 to rank 1 and none of them changes. Order is the subject of chapters 02 and 03.
""",
        """
## La idea, en pocas palabras

Piensa en el top *k* como el espacio del contexto del modelo que has reservado para los fragmentos recuperados.

- **Recall@k** (exhaustividad): de todo lo que necesita la respuesta, ¿cuánto metimos en ese espacio?
- **Precision@k** (precisión): de lo que metimos, ¿cuánto sirve?

Las dos tiran en sentidos opuestos. Un recuperador que llena el espacio con todo lo que tiene sube la exhaustividad y baja la precisión; uno que devuelve un único documento seguro puede tener una precisión perfecta y una exhaustividad muy baja. **F1@k** junta las dos en un solo número.

Las tres solo se preguntan *qué* documentos están en el top *k*, nunca en qué orden: sube un documento relevante de la posición 4 a la 1 y ninguna cambia. El orden es el tema de los capítulos 02 y 03.
""",
        """
## 直观理解

可以把前 *k* 名想象成大模型上下文里专门留给检索片段的那块空间。

- **Recall@k**（召回率）：答案需要的所有内容中，有多少被放进了这块空间？
- **Precision@k**（精确率）：放进来的内容中，有多少是有用的？

两者此消彼长。把手头所有文档都塞进去的检索器，召回率上去了，精确率就下来了；只返回一篇稳妥文档的检索器，精确率可能满分，召回率却很低。**F1@k** 把两者合成一个数字。

这三个指标只关心前 *k* 名里有*哪些*文档，从不关心它们的先后顺序：把一篇相关文档从第 4 名提到第 1 名，三个指标都不会变。顺序问题留给第 02 章和第 03 章。
""",
    ),
    md(
        """
## The example

The Spanish capsule's query "Python installation": the retriever returns seven documents, best first, `[1, 3, 5, 7, 9, 11, 13]`, and the judges marked documents 3, 7 and 12 as relevant. Document 12 was never retrieved, but it is still relevant: it will count in recall's denominator. The cell prints the top *k* (with *k* from the parameters cell) and marks the relevant documents.
""",
        """
## El ejemplo

La consulta «Python installation» de la cápsula española: el recuperador devuelve siete documentos, el mejor primero, `[1, 3, 5, 7, 9, 11, 13]`, y los jueces marcaron como relevantes los documentos 3, 7 y 12. El 12 nunca se recuperó, pero sigue siendo relevante: contará en el denominador de la exhaustividad. La celda imprime el top *k* (con el *k* de la celda de parámetros) y marca los documentos relevantes.
""",
        """
## 示例

西班牙语课程的查询 “Python installation”：检索器按从高到低的顺序返回七篇文档 `[1, 3, 5, 7, 9, 11, 13]`，标注人员把文档 3、7、12 标为相关。文档 12 从未被检索到，但它仍然是相关文档：召回率的分母会算上它。下面的单元格打印前 *k* 名（*k* 取自参数单元格），并标出其中的相关文档。
""",
    ),
    code(
        """
import math

# The Spanish capsule's query "Python installation": doc ids ranked best first, and the relevant docs
retrieved = [1, 3, 5, 7, 9, 11, 13]
relevant = [3, 7, 12]

top_k = retrieved[:k]
print(t("ch01.top_k", k=k))
for rank, doc in enumerate(top_k, start=1):
    mark = t("ch01.relevant") if doc in relevant else ""
    print(f"  {t('playground.rank', rank=rank):<6} {t('playground.doc', doc=doc):<10} {mark}")
print(t("ch01.missing", k=k, docs=[doc for doc in relevant if doc not in top_k]))
"""
    ),
    md(
        r"""
## Recall@k

$$\text{Recall@}k \;=\; \frac{\#\,\text{relevant documents in the top } k}{\#\,\text{relevant documents}}$$

The denominator counts **every** relevant document of the query, retrieved or not. At *k* = 5 the top 5 holds documents 3 and 7, so Recall@5 = 2/3 ≈ 0.667: document 12 is the missing third. A query without relevant documents would divide by zero; trec_eval, and ragmetrics, give it 0.

First by hand, showing the arithmetic:
""",
        r"""
## Recall@k

$$\text{Recall@}k \;=\; \frac{\#\,\text{documentos relevantes en el top } k}{\#\,\text{documentos relevantes}}$$

El denominador cuenta **todos** los documentos relevantes de la consulta, recuperados o no. Con *k* = 5, el top 5 contiene los documentos 3 y 7, así que Recall@5 = 2/3 ≈ 0,667: el tercio que falta es el documento 12. Una consulta sin documentos relevantes dividiría entre cero; trec_eval y ragmetrics le asignan 0.

Primero a mano, con la cuenta a la vista:
""",
        r"""
## Recall@k

$$\text{Recall@}k \;=\; \frac{\text{前 } k \text{ 名中的相关文档数}}{\text{全部相关文档数}}$$

分母是该查询的**全部**相关文档，无论是否被检索到。*k* = 5 时，前 5 名包含文档 3 和 7，所以 Recall@5 = 2/3 ≈ 0.667：缺的那三分之一就是文档 12。没有相关文档的查询会出现除以零；trec_eval 和 ragmetrics 都把它记为 0。

先手算，把算式写出来：
""",
    ),
    code(
        """
# Recall@k by hand: relevant documents in the top k, over all relevant documents
hits = [doc for doc in top_k if doc in relevant]
recall_by_hand = len(hits) / len(relevant)
print(f"{t('metric.recall.symbol', k=k)} = {len(hits)} / {len(relevant)} = {recall_by_hand:.4f}")
"""
    ),
    code(
        """
recall = rm.recall_at_k(retrieved, relevant, k=k)
print(f"rm.recall_at_k(retrieved, relevant, k={k}) = {recall:.4f}")
assert math.isclose(recall, recall_by_hand)
print(t("ch01.same"))
"""
    ),
    md(
        r"""
## Precision@k

$$\text{Precision@}k \;=\; \frac{\#\,\text{relevant documents in the top } k}{k}$$

The denominator is *k*, always. At *k* = 5: 2/5 = 0.4. If the retriever returned fewer than *k* documents, the empty places count as non-relevant (this is trec_eval's `P_k`): a list is not rewarded for stopping early.
""",
        r"""
## Precision@k

$$\text{Precision@}k \;=\; \frac{\#\,\text{documentos relevantes en el top } k}{k}$$

El denominador es *k*, siempre. Con *k* = 5: 2/5 = 0,4. Si el recuperador devolvió menos de *k* documentos, los huecos vacíos cuentan como no relevantes (así lo hace `P_k` en trec_eval): una lista no gana nada por quedarse corta.
""",
        r"""
## Precision@k

$$\text{Precision@}k \;=\; \frac{\text{前 } k \text{ 名中的相关文档数}}{k}$$

分母永远是 *k*。*k* = 5 时：2/5 = 0.4。如果检索器返回的文档不足 *k* 篇，空出来的位置按不相关处理（trec_eval 的 `P_k` 就是这样算的）：列表提前结束并不能占到便宜。
""",
    ),
    code(
        """
# Precision@k by hand: relevant documents in the top k, over k (not over the number retrieved)
precision_by_hand = len(hits) / k
print(f"{t('metric.precision.symbol', k=k)} = {len(hits)} / {k} = {precision_by_hand:.4f}")
"""
    ),
    code(
        """
precision = rm.precision_at_k(retrieved, relevant, k=k)
print(f"rm.precision_at_k(retrieved, relevant, k={k}) = {precision:.4f}")
assert math.isclose(precision, precision_by_hand)
print(t("ch01.same"))
"""
    ),
    md(
        """
### Check your understanding

For the same query, a cautious retriever returns a single document, document 3 (a relevant one). What are its Precision@5 and Recall@5?

<details><summary>Answer</summary>

Precision@5 = 1/5 = 0.2, not 1/1: the four empty places count as misses, because Precision@k always divides by *k*. Recall@5 = 1/3: one of the three relevant documents. The next cell computes both at your *k*.
</details>
""",
        """
### Comprueba lo que has entendido

Para la misma consulta, un recuperador prudente devuelve un único documento, el 3 (que es relevante). ¿Cuánto valen su Precision@5 y su Recall@5?

<details><summary>Respuesta</summary>

Precision@5 = 1/5 = 0,2, no 1/1: los cuatro huecos vacíos cuentan como fallos, porque Precision@k siempre divide entre *k*. Recall@5 = 1/3: uno de los tres documentos relevantes. La celda siguiente calcula las dos con tu *k*.
</details>
""",
        """
### 检查一下你的理解

对同一个查询，一个保守的检索器只返回一篇文档：文档 3（它是相关的）。它的 Precision@5 和 Recall@5 分别是多少？

<details><summary>答案</summary>

Precision@5 = 1/5 = 0.2，而不是 1/1：空着的四个位置都算作未命中，因为 Precision@k 永远除以 *k*。Recall@5 = 1/3：三篇相关文档中找到了一篇。下一个单元格用你设定的 *k* 计算这两个值。
</details>
""",
    ),
    code(
        """
# A retriever that returns a single document, a relevant one
single = [3]
print(f"{t('metric.precision.symbol', k=k)} = {rm.precision_at_k(single, relevant, k=k):.4f}")
print(f"{t('metric.recall.symbol', k=k)} = {rm.recall_at_k(single, relevant, k=k):.4f}")
"""
    ),
    md(
        r"""
## F1@k

$$\text{F1@}k \;=\; \frac{2\cdot \text{Precision@}k \cdot \text{Recall@}k}{\text{Precision@}k + \text{Recall@}k}\qquad(0 \text{ when both are } 0)$$

This is the **harmonic** mean, and it stays close to the smaller of the two: with precision 1.0 and recall 0.1, the ordinary average would be 0.55, but F1 is 2 · 1.0 · 0.1 / 1.1 ≈ 0.18. A retriever cannot buy a good F1 by excelling on one side only. At *k* = 5: 2 · 0.4 · 0.667 / (0.4 + 0.667) = 0.5. (The capsule rounds recall to 0.67 before multiplying and still lands on 0.50.)
""",
        r"""
## F1@k

$$\text{F1@}k \;=\; \frac{2\cdot \text{Precision@}k \cdot \text{Recall@}k}{\text{Precision@}k + \text{Recall@}k}\qquad(0 \text{ si ambas son } 0)$$

Es la media **armónica**, y se queda cerca de la menor de las dos: con precisión 1,0 y exhaustividad 0,1, la media de toda la vida daría 0,55, pero F1 vale 2 · 1,0 · 0,1 / 1,1 ≈ 0,18. Un recuperador no puede conseguir un buen F1 destacando solo en un lado. Con *k* = 5: 2 · 0,4 · 0,667 / (0,4 + 0,667) = 0,5. (La cápsula redondea la exhaustividad a 0,67 antes de multiplicar y aun así llega a 0,50.)
""",
        r"""
## F1@k

$$\text{F1@}k \;=\; \frac{2\cdot \text{Precision@}k \cdot \text{Recall@}k}{\text{Precision@}k + \text{Recall@}k}\qquad(\text{两者都为 } 0 \text{ 时记为 } 0)$$

这是**调和**平均数，它总是靠近两者中较小的那个：精确率 1.0、召回率 0.1 时，普通平均数是 0.55，而 F1 = 2 · 1.0 · 0.1 / 1.1 ≈ 0.18。检索器不可能只靠一边出色就换来高 F1。*k* = 5 时：2 · 0.4 · 0.667 / (0.4 + 0.667) = 0.5。（西班牙语课程先把召回率四舍五入成 0.67 再相乘，结果仍然是 0.50。）
""",
    ),
    code(
        """
# F1@k by hand: the harmonic mean of the two numbers above (0 when both are 0)
f1_by_hand = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
print(f"{t('metric.f1.symbol', k=k)} = 2 · {precision:.4f} · {recall:.4f} / ({precision:.4f} + {recall:.4f}) = {f1_by_hand:.4f}")
"""
    ),
    code(
        """
f1 = rm.f1_at_k(retrieved, relevant, k=k)
print(f"rm.f1_at_k(retrieved, relevant, k={k}) = {f1:.4f}")
assert math.isclose(f1, f1_by_hand)
print(t("ch01.same"))
"""
    ),
    md(
        """
## Several queries, and three wrong averages

A test set has many queries. The usual report is the **mean of each measure over the queries**, every query weighing the same. The capsule evaluates three queries with its `RetrievalEvaluator`; ragmetrics has a class with the same shape (`k` in the constructor, `evaluate_all` for one query, `evaluate_many` for the means), whose values are those of trec_eval.
""",
        """
## Varias consultas, y tres medias equivocadas

Un conjunto de prueba tiene muchas consultas. Lo habitual es informar de la **media de cada medida sobre las consultas**, todas con el mismo peso. La cápsula evalúa tres consultas con su `RetrievalEvaluator`; ragmetrics tiene una clase con la misma interfaz (`k` en el constructor, `evaluate_all` para una consulta, `evaluate_many` para las medias), cuyos valores son los de trec_eval.
""",
        """
## 多个查询，以及三个算错的平均值

测试集里有很多查询。通常报告的是**每个指标在所有查询上的平均值**，每个查询权重相同。西班牙语课程用它自己的 `RetrievalEvaluator` 评估了三个查询；ragmetrics 提供了一个用法相同的类（构造时传入 `k`，`evaluate_all` 评估单个查询，`evaluate_many` 计算平均值），其数值与 trec_eval 一致。
""",
    ),
    code(
        """
# The capsule's three test queries
test_cases = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]
measures = {"recall": rm.recall_at_k, "precision": rm.precision_at_k, "f1": rm.f1_at_k}
names = {"recall": f"R@{k}", "precision": f"P@{k}", "f1": f"F1@{k}"}  # the evaluator's names for them

print("".join(f"{t(f'metric.{key}.symbol', k=k):>14}" for key in measures) + "   " + t("ch01.query"))
for case in test_cases:  # each query's values
    values = [measure(case["retrieved"], case["relevant"], k=k) for measure in measures.values()]
    print("".join(f"{value:>14.4f}" for value in values) + "   " + case["query"])
means = rm.RetrievalEvaluator(k=k).evaluate_many(test_cases)  # the mean over the queries, each query weighing the same
print("".join(f"{means[names[key]]:>14.4f}" for key in measures) + "   " + t("ch01.mean"))
"""
    ),
    md(
        """
The capsule printed different means: 0.722, 0.533 and 0.600. The next cell compares them with the right values at the capsule's own cutoff, *k* = 5 (whatever `k` you chose above). All three printed figures are wrong, and you can see why without any code:

- **Recall**: "List comprehensions" finds both of its relevant documents (4 and 6, at ranks 2 and 3), and so does "Django tutorial" (1 and 3). Their recall is 1, so the mean is (2/3 + 1 + 1) / 3 = 0.8889. The printed 0.722 equals (2/3 + 1/2 + 1) / 3, as if one of those queries had missed a document.
- **Precision**: each query has exactly two relevant documents in its top 5, so each Precision@5 is 2/5 and so is their mean, 0.4. A mean of 0.533 would need 8 relevant documents among the 15 places.
- **F1**: the per-query values are 0.5, 0.5714 and 0.5714, whose mean is 0.5476; no choice of averaging gives 0.600 (see below).

Only the capsule's `mrr: 0.667` is right; chapter 02 checks it, and chapter 03 its `ndcg@k: 0.812` (the right value is 0.7038).
""",
        """
La cápsula imprimió otras medias: 0,722, 0,533 y 0,600. La celda siguiente las compara con los valores correctos con el corte de la propia cápsula, *k* = 5 (elijas el `k` que elijas arriba). Las tres cifras impresas están mal, y se ve por qué sin escribir código:

- **Exhaustividad**: «List comprehensions» encuentra sus dos documentos relevantes (el 4 y el 6, en las posiciones 2 y 3), y lo mismo hace «Django tutorial» (el 1 y el 3). Su exhaustividad es 1, así que la media es (2/3 + 1 + 1) / 3 = 0,8889. El 0,722 impreso es (2/3 + 1/2 + 1) / 3, como si una de esas consultas se hubiera dejado un documento.
- **Precisión**: cada consulta tiene exactamente dos documentos relevantes en su top 5, así que cada Precision@5 vale 2/5 y su media también, 0,4. Una media de 0,533 exigiría 8 documentos relevantes entre los 15 huecos.
- **F1**: los valores por consulta son 0,5, 0,5714 y 0,5714, cuya media es 0,5476; ninguna forma de promediar da 0,600 (lo verás más abajo).

Solo el `mrr: 0.667` de la cápsula es correcto; el capítulo 02 lo comprueba, y el capítulo 03 su `ndcg@k: 0.812` (el valor correcto es 0,7038).
""",
        """
西班牙语课程打印的平均值却是 0.722、0.533 和 0.600。下一个单元格在该课程自己的截断 *k* = 5 下（与上面选的 `k` 无关）把它们与正确值对照。三个数字全都错了，而且不用写代码就能看出原因：

- **召回率**：“List comprehensions” 找回了它的两篇相关文档（4 和 6，排在第 2、3 位），“Django tutorial” 也一样（1 和 3）。它们的召回率都是 1，所以平均值是 (2/3 + 1 + 1) / 3 = 0.8889。印出来的 0.722 等于 (2/3 + 1/2 + 1) / 3，好像其中一个查询漏掉了一篇文档。
- **精确率**：每个查询的前 5 名里都恰好有两篇相关文档，所以每个 Precision@5 都是 2/5，平均值也是 0.4。要得到 0.533 的平均值，15 个位置里需要有 8 篇相关文档。
- **F1**：各查询的值是 0.5、0.5714 和 0.5714，平均值为 0.5476；无论怎么平均都得不到 0.600（见下文）。

该课程的 `mrr: 0.667` 是唯一正确的；第 02 章会验证它，第 03 章验证它的 `ndcg@k: 0.812`（正确值是 0.7038）。
""",
    ),
    code(
        """
# What the capsule printed as the means of its three queries (its k is 5), beside ragmetrics at that k
source_k = 5
printed = {"R@5": 0.722, "P@5": 0.533, "F1@5": 0.600}
recomputed = rm.RetrievalEvaluator(k=source_k).evaluate_many(test_cases)
for name, value in printed.items():
    verdict = t("ch00.agrees") if round(recomputed[name], 3) == value else t("ch00.wrong")
    print(f"  {name:<5} {t('ch00.printed')} {value:.3f}   ragmetrics {recomputed[name]:.4f}   {verdict}")

# the recall mean by hand, from the three queries' values
per_query = [rm.recall_at_k(case["retrieved"], case["relevant"], k=source_k) for case in test_cases]
print(t("ch01.recall_mean_by_hand", terms=" + ".join(f"{value:.4f}" for value in per_query),
        n=len(per_query), value=sum(per_query) / len(per_query)))
"""
    ),
    md(
        """
### Averaging F1: two different numbers

"The F1 of a test set" can mean two things:

1. the **mean of the per-query F1** (each query's own harmonic mean, then the average): what `RetrievalEvaluator.evaluate_many` and ranx's `f1@k` report;
2. the **F1 of the mean precision and the mean recall**: what you get by plugging the two reported means into the formula.

They differ. trec_eval has no F1 at all, so there is no reference to follow: this course reports the first and names it. Whichever you report, say which one it is.
""",
        """
### Promediar F1: dos números distintos

«El F1 de un conjunto de prueba» puede querer decir dos cosas:

1. la **media del F1 de cada consulta** (la media armónica de cada consulta y luego el promedio): lo que dan `RetrievalEvaluator.evaluate_many` y el `f1@k` de ranx;
2. el **F1 de la precisión media y la exhaustividad media**: lo que sale al meter en la fórmula las dos medias del informe.

No coinciden. trec_eval no tiene F1, así que no hay referencia que seguir: este curso da la primera y lo indica. Des la que des, aclara cuál es.
""",
        """
### 平均 F1：两个不同的数字

“一个测试集的 F1” 可能有两种含义：

1. **各查询 F1 的平均值**（先算每个查询自己的调和平均数，再求平均）：`RetrievalEvaluator.evaluate_many` 和 ranx 的 `f1@k` 报告的就是它；
2. **平均精确率与平均召回率的 F1**：把报告中的两个平均值代入公式得到的数。

两者并不相等。trec_eval 根本没有 F1，所以没有可以参照的标准：本课程报告第一种，并明确写出来。无论你报告哪一种，都要说明是哪一种。
""",
    ),
    code(
        """
# Two ways to average F1: the mean of each query's F1, or the F1 of the mean precision and mean recall
mean_p, mean_r = means[names["precision"]], means[names["recall"]]
f1_of_means = 2 * mean_p * mean_r / (mean_p + mean_r) if mean_p + mean_r else 0.0
print(t("ch01.f1_mean_of_f1", k=k, value=means[names["f1"]]))
print(t("ch01.f1_of_means", value=f1_of_means))
"""
    ),
    md(
        """
### Check your understanding

Can the F1 of the means ever be *smaller* than the mean of the per-query F1?

<details><summary>Answer</summary>

No. The harmonic mean is a concave function of (precision, recall), so by Jensen's inequality the F1 of the averages is at least the average of the F1s. They are equal only when every query has the same balance between precision and recall. Averaging first lets one query's high recall make up for another query's low precision before the harmonic mean can punish the imbalance; per-query F1 punishes it query by query.
</details>
""",
        """
### Comprueba lo que has entendido

¿Puede el F1 de las medias ser alguna vez *menor* que la media del F1 de cada consulta?

<details><summary>Respuesta</summary>

No. La media armónica es una función cóncava de (precisión, exhaustividad), así que por la desigualdad de Jensen el F1 de los promedios es al menos el promedio de los F1. Solo coinciden cuando todas las consultas tienen el mismo equilibrio entre precisión y exhaustividad. Promediar primero deja que la buena exhaustividad de una consulta compense la mala precisión de otra antes de que la media armónica pueda castigar el desequilibrio; el F1 por consulta lo castiga consulta a consulta.
</details>
""",
        """
### 检查一下你的理解

平均值的 F1 有没有可能*小于*各查询 F1 的平均值？

<details><summary>答案</summary>

不可能。调和平均数是（精确率，召回率）的凹函数，由 Jensen 不等式，平均值的 F1 至少等于各 F1 的平均值。只有当每个查询的精确率与召回率比例都相同时，两者才相等。先求平均，会让一个查询的高召回率在调和平均数“惩罚”之前抵消另一个查询的低精确率；逐个查询算 F1，则在每个查询上都惩罚这种失衡。
</details>
""",
    ),
    md(
        """
## Play with it

The ranking playground below opens on the capsule's query. Each row is a retrieved document; rows below the cutoff *k* are greyed. The grade slider sets whether a document is relevant (1) or not (0); the position slider and the arrows move it. Try these, and predict each result before you look:

1. Drag **k** from 1 to 7. When does recall go up? When does precision go down?
2. Move document 3 from rank 2 to rank 1. Recall, precision and F1 do not move: order inside the top *k* is invisible to them. (Reciprocal rank does move; that is chapter 02.)
3. Move document 7 below the cutoff: recall and precision drop together.
4. Give document 5 grade 1, as if the judges had missed it the first time. Both numbers go up: **incomplete judgments make a retriever look worse than it is**.
5. Document 12 is listed under the ranking, as judged but not retrieved. Nothing you do with the ranking brings recall to 1.

The playground also shows hit rate, RR, nDCG and AP: leave them for the next chapters. Where widgets cannot run (on GitHub, for example) you see a picture and a table of the first state; the cell after it prints the numbers the playground opens with.
""",
        """
## Pruébalo tú

El laboratorio de clasificación de abajo se abre con la consulta de la cápsula. Cada fila es un documento recuperado; las filas por debajo del corte *k* aparecen en gris. El deslizador de grado dice si un documento es relevante (1) o no (0); el deslizador de posición y las flechas lo mueven. Prueba lo siguiente y, antes de mirar, intenta predecir cada resultado:

1. Arrastra **k** de 1 a 7. ¿Cuándo sube la exhaustividad? ¿Cuándo baja la precisión?
2. Sube el documento 3 de la posición 2 a la 1. Exhaustividad, precisión y F1 no se mueven: el orden dentro del top *k* les es invisible. (El rango recíproco sí cambia; eso se ve en el capítulo 02.)
3. Baja el documento 7 por debajo del corte: exhaustividad y precisión caen a la vez.
4. Dale grado 1 al documento 5, como si los jueces se lo hubieran saltado la primera vez. Las dos cifras suben: **unos juicios incompletos hacen que un recuperador parezca peor de lo que es**.
5. El documento 12 aparece debajo de la clasificación, como juzgado pero no recuperado. Hagas lo que hagas con la clasificación, la exhaustividad no llega a 1.

El laboratorio también muestra la tasa de aciertos, el RR, nDCG y AP: déjalos para los próximos capítulos. Donde los widgets no pueden ejecutarse (en GitHub, por ejemplo) verás una imagen y una tabla del estado inicial; la celda siguiente imprime las cifras con las que se abre el laboratorio.
""",
        """
## 动手试一试

下面的排序实验台打开时显示的就是西班牙语课程的这个查询。每一行是一篇检索到的文档；截断位置 *k* 之后的行显示为灰色。相关性等级滑块决定文档是否相关（1 或 0）；位置滑块和箭头按钮用来移动文档。试试下面几件事，每次先预测结果再看：

1. 把 **k** 从 1 拖到 7。召回率什么时候上升？精确率什么时候下降？
2. 把文档 3 从第 2 名移到第 1 名。召回率、精确率和 F1 都不变：它们看不到前 *k* 名内部的顺序。（倒数排名会变，那是第 02 章的内容。）
3. 把文档 7 移到截断位置之后：召回率和精确率一起下降。
4. 把文档 5 的等级设为 1，假设标注人员第一次漏标了它。两个指标都上升了：**标注不完整会让检索器看起来比实际更差**。
5. 文档 12 列在排序下方，标明“已标注但未被检索到”。无论怎样调整排序，召回率都到不了 1。

实验台还显示了命中率、RR、NDCG 和 AP，这些留到后面几章再看。在不能运行交互组件的地方（例如 GitHub），你会看到初始状态的图片和表格；其后的单元格会打印实验台打开时显示的数值。
""",
    ),
    code(
        """
from ragmetrics.course import RankingPlayground

playground = RankingPlayground(relevant, retrieved, k=min(k, len(retrieved)), max_grade=1)  # k cannot exceed the number of documents in the ranking
playground
""",
        tags=["nbval-ignore-output"],
    ),
    code(
        """
# What the playground shows when it opens, for this chapter's three measures
for row in playground.rows():
    if row.key in measures:
        print(f"{row.name}: " + "  ".join(row.formula))
print(t("ch01.not_retrieved", docs=list(playground.state.not_retrieved)))
"""
    ),
    md(
        """
## As k grows

The chart below draws the three measures for every cutoff from 1 to 7 on this query (untick or add measures, or change the largest *k*). Two patterns are worth remembering:

- **Recall never goes down** as *k* grows: the top 6 contains the top 5. It climbs one step at each relevant document (at *k* = 2 and *k* = 4 here) and stays below 1, because document 12 is not in the list at all.
- **Precision goes down whenever a non-relevant document joins the top *k***, even though nothing moved: 0.5 at *k* = 4, then 0.4, 0.333 and 0.286. Once *k* is past the number of relevant documents, precision can only fall.

F1 rises while recall gains faster than precision loses, then falls: here it peaks at *k* = 4.
""",
        """
## Cuando crece k

El gráfico de abajo dibuja las tres medidas para cada corte de 1 a 7 en esta consulta (puedes quitar o añadir medidas, o cambiar el *k* máximo). Conviene recordar dos patrones:

- **La exhaustividad nunca baja** al crecer *k*: el top 6 contiene al top 5. Sube un escalón en cada documento relevante (aquí en *k* = 2 y *k* = 4) y se queda por debajo de 1, porque el documento 12 ni siquiera está en la lista.
- **La precisión baja cada vez que un documento no relevante entra en el top *k***, aunque nada se haya movido: 0,5 con *k* = 4, luego 0,4, 0,333 y 0,286. Cuando *k* supera el número de documentos relevantes, la precisión ya solo puede caer.

F1 sube mientras la exhaustividad gana más de lo que pierde la precisión, y luego baja: aquí alcanza su máximo con *k* = 4.
""",
        """
## 当 k 变大时

下图画出这个查询在截断位置 1 到 7 下的三个指标（可以取消或添加指标，也可以修改最大 k）。有两个规律值得记住：

- **召回率永远不会随 *k* 增大而下降**：前 6 名包含前 5 名。每遇到一篇相关文档就上一个台阶（这里是 *k* = 2 和 *k* = 4），但始终低于 1，因为文档 12 根本不在列表里。
- **每当一篇不相关的文档进入前 *k* 名，精确率就下降**，哪怕什么都没动：*k* = 4 时是 0.5，之后依次是 0.4、0.333 和 0.286。一旦 *k* 超过相关文档的数量，精确率就只能下降。

只要召回率的增长快于精确率的下降，F1 就会上升，之后转而下降：这里在 *k* = 4 时达到最高。
""",
    ),
    code(
        """
from ragmetrics.course import MetricCurves

curves = MetricCurves(retrieved, relevant, max_k=len(retrieved), measures=tuple(measures))
curves
""",
        tags=["nbval-ignore-output"],
    ),
    code(
        """
# The numbers the chart shows when it opens
print(curves.text())
"""
    ),
    md(
        """
## What a value means

- **Recall@5 = 0.667**: one relevant document in three never reaches the model. Whether that hurts depends on the question: an answer that compares three documents needs all three; a factoid may need only one (chapter 02's hit rate asks exactly that).
- **Precision@5 = 0.4**: three of the five places carry noise. Noise costs tokens and money, and irrelevant passages can distract the model.

Both have a **ceiling set by the query, not by the retriever**. With *R* relevant documents, Precision@k can be at most *R*/*k* once *k* > *R*, and Recall@k at most *k*/*R* while *k* < *R*. The next cell shows the best any retriever could score on this query: every relevant document first (including document 12, which this retriever never found).
""",
        """
## Qué significa un valor

- **Recall@5 = 0,667**: uno de cada tres documentos relevantes nunca llega al modelo. Que eso duela depende de la pregunta: una respuesta que compara tres documentos los necesita todos; una pregunta factual puede necesitar solo uno (la tasa de aciertos del capítulo 02 mide justo eso).
- **Precision@5 = 0,4**: tres de los cinco huecos llevan ruido. El ruido cuesta tokens y dinero, y los fragmentos irrelevantes pueden despistar al modelo.

Las dos tienen un **techo que pone la consulta, no el recuperador**. Con *R* documentos relevantes, Precision@k vale como mucho *R*/*k* en cuanto *k* > *R*, y Recall@k como mucho *k*/*R* mientras *k* < *R*. La celda siguiente muestra lo mejor que podría sacar cualquier recuperador en esta consulta: todos los documentos relevantes primero (incluido el 12, que este recuperador nunca encontró).
""",
        """
## 数值意味着什么

- **Recall@5 = 0.667**：三篇相关文档中有一篇没有送到模型面前。影响有多大取决于问题：需要比较三篇文档的答案三篇都要；事实型问题可能只需要一篇（第 02 章的命中率衡量的正是这一点）。
- **Precision@5 = 0.4**：五个位置中有三个放的是噪声。噪声要花 token、花钱，不相关的片段还可能干扰模型。

两个指标都有**由查询本身决定、而非由检索器决定的上限**。如果有 *R* 篇相关文档，当 *k* > *R* 时，Precision@k 最多为 *R*/*k*；当 *k* < *R* 时，Recall@k 最多为 *k*/*R*。下一个单元格展示任何检索器在这个查询上能拿到的最好成绩：所有相关文档排在最前面（包括这个检索器从未找到的文档 12）。
""",
    ),
    code(
        """
# The best any retriever could do on this query: every relevant document first, then the rest
perfect = relevant + [doc for doc in retrieved if doc not in relevant]
print(t("ch01.best_title", docs=perfect[:len(relevant)], k=k))
for key, measure in measures.items():
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {measure(perfect, relevant, k=k):.3f}")
"""
    ),
    md(
        """
## When to use them, and the usual targets

- **Recall@k** when missing a relevant passage is expensive: legal or medical search, compliance, answers that must combine several passages. In RAG it is usually the first number to look at: what is not retrieved cannot be used.
- **Precision@k** when noise is expensive: a small context window, a price per token, a model that is easily distracted, a chatbot that must answer briefly.
- **F1@k** when both matter about equally and you want one number to compare systems.

Our sources print targets: the capsule asks for Recall@5 > 0.85, Precision@3 > 0.80 and F1@5 > 0.75; the Spanish chapter for Precision@K > 0.8 and Recall@K > 0.9. Treat them as **rules of thumb**, not pass marks:

- They depend on **how many relevant documents each query has**. On this query even a perfect retriever scores Precision@5 = 0.6 and F1@5 = 0.75 (the cell above), so "F1@5 > 0.75" is out of reach here. And since Precision@5 moves in steps of 0.2, "Precision@5 > 0.8" means all five places relevant, out of reach for any query with fewer than five relevant documents (the capsule's "Precision@3 > 0.80" likewise means all three).
- They depend on **how complete the judgments are**: relevant documents nobody judged count as misses.
- They depend on ***k***: a target is only meaningful at the *k* your generator really reads.
- They depend on the **cost of a miss versus the cost of noise** in your domain.

Use these measures to **compare systems on the same queries and judgments**; a threshold copied from another dataset says little.
""",
        """
## Cuándo usarlas y los objetivos habituales

- **Recall@k** cuando perder un fragmento relevante sale caro: búsqueda legal o médica, cumplimiento normativo, respuestas que deben combinar varios fragmentos. En un RAG suele ser la primera cifra que mirar: lo que no se recupera no se puede usar.
- **Precision@k** cuando el ruido sale caro: una ventana de contexto pequeña, un precio por token, un modelo que se despista con facilidad, un chatbot que debe responder en pocas líneas.
- **F1@k** cuando las dos importan más o menos igual y quieres un único número para comparar sistemas.

Nuestras fuentes imprimen objetivos: la cápsula pide Recall@5 > 0,85, Precision@3 > 0,80 y F1@5 > 0,75; el capítulo español, Precision@K > 0,8 y Recall@K > 0,9. Tómalos como **reglas prácticas**, no como notas de corte:

- Dependen de **cuántos documentos relevantes tiene cada consulta**. En esta consulta hasta un recuperador perfecto saca Precision@5 = 0,6 y F1@5 = 0,75 (la celda de arriba), así que aquí «F1@5 > 0,75» es inalcanzable. Y como Precision@5 avanza de 0,2 en 0,2, «Precision@5 > 0,8» exige que los cinco huecos sean relevantes, algo inalcanzable para cualquier consulta con menos de cinco documentos relevantes (igualmente, el «Precision@3 > 0,80» de la cápsula exige que lo sean los tres).
- Dependen de **lo completos que sean los juicios**: los documentos relevantes que nadie juzgó cuentan como fallos.
- Dependen de ***k***: un objetivo solo tiene sentido con el *k* que de verdad lee tu generador.
- Dependen de **lo que cuesta un fallo frente a lo que cuesta el ruido** en tu dominio.

Usa estas medidas para **comparar sistemas sobre las mismas consultas y los mismos juicios**; un umbral copiado de otro conjunto de datos dice poco.
""",
        """
## 什么时候用，以及常见的目标值

- **Recall@k**：漏掉相关片段代价很高的场景，如法律或医疗检索、合规审查、需要综合多个片段才能作答的问题。在 RAG 中，它通常是第一个要看的指标：没检索到的内容就用不上。
- **Precision@k**：噪声代价很高的场景，如上下文窗口较小、按 token 计费、模型容易被干扰、聊天机器人需要简短作答。
- **F1@k**：两者同样重要、又希望用一个数字比较系统的时候。

参考资料给出了一些目标值：西班牙语课程要求 Recall@5 > 0.85、Precision@3 > 0.80、F1@5 > 0.75；西班牙语章节要求 Precision@K > 0.8、Recall@K > 0.9。请把它们当作**经验法则**，而不是及格线：

- 它们取决于**每个查询有多少相关文档**。在这个查询上，即使是完美的检索器也只能得到 Precision@5 = 0.6、F1@5 = 0.75（见上一个单元格），所以在这里 “F1@5 > 0.75” 根本达不到。而且 Precision@5 只能以 0.2 为单位变化，“Precision@5 > 0.8” 意味着五个位置全都是相关文档，相关文档少于五篇的查询不可能做到（同理，西班牙语课程的 “Precision@3 > 0.80” 意味着前三名全部相关）。
- 它们取决于**标注是否完整**：没人标注过的相关文档会被当作未命中。
- 它们取决于 ***k***：只有在生成器实际读取的那个 *k* 上，目标值才有意义。
- 它们取决于你所在领域中**漏检的代价与噪声的代价**。

这些指标最适合用来**在相同的查询和标注上比较不同系统**；从别的数据集照搬来的阈值说明不了多少问题。
""",
    ),
    md(
        """
### Check your understanding

**1.** You raise *k* from 5 to 10. Which of Recall@k and Precision@k can go down?

<details><summary>Answer</summary>

Only precision. The top 10 contains the top 5, so recall can only stay or rise. Precision falls unless the five new documents are relevant at least as often as the first five were.
</details>

**2.** System A scores Recall@5 = 0.9 and Precision@5 = 0.3; system B scores 0.6 and 0.6. Which has the higher F1@5? Which would you pick for legal search?

<details><summary>Answer</summary>

F1@5 is 2 · 0.9 · 0.3 / 1.2 = 0.45 for A and 0.6 for B, so B wins on F1. For legal search, where a missed case is far more expensive than a few extra pages to read, A's recall may matter more: F1 weighs both sides equally, which is a choice, not a law.
</details>

**3.** The capsule's exercise 1: retrieved `[1, 2, 3, 4, 5]`, relevant `[3, 6, 9]`. What is Recall@5? Is the capsule's answer, 0.33, right?

<details><summary>Answer</summary>

Only document 3 is in the top 5, so Recall@5 = 1/3 ≈ 0.3333: the capsule's 0.33 is right. (Precision@5 is 1/5 = 0.2.)
</details>
""",
        """
### Comprueba lo que has entendido

**1.** Subes *k* de 5 a 10. ¿Cuál de las dos, Recall@k o Precision@k, puede bajar?

<details><summary>Respuesta</summary>

Solo la precisión. El top 10 contiene al top 5, así que la exhaustividad solo puede quedarse igual o subir. La precisión baja salvo que los cinco documentos nuevos sean relevantes al menos con la misma frecuencia que los cinco primeros.
</details>

**2.** El sistema A saca Recall@5 = 0,9 y Precision@5 = 0,3; el sistema B, 0,6 y 0,6. ¿Cuál tiene mayor F1@5? ¿Cuál elegirías para búsqueda legal?

<details><summary>Respuesta</summary>

F1@5 vale 2 · 0,9 · 0,3 / 1,2 = 0,45 para A y 0,6 para B, así que B gana en F1. Para búsqueda legal, donde perder un caso sale mucho más caro que leer unas páginas de más, la exhaustividad de A puede importar más: F1 da el mismo peso a los dos lados, y eso es una elección, no una ley.
</details>

**3.** El ejercicio 1 de la cápsula: recuperados `[1, 2, 3, 4, 5]`, relevantes `[3, 6, 9]`. ¿Cuánto vale Recall@5? ¿Es correcta la respuesta de la cápsula, 0,33?

<details><summary>Respuesta</summary>

Solo el documento 3 está en el top 5, así que Recall@5 = 1/3 ≈ 0,3333: el 0,33 de la cápsula es correcto. (Precision@5 vale 1/5 = 0,2.)
</details>
""",
        """
### 检查一下你的理解

**1.** 你把 *k* 从 5 提高到 10。Recall@k 和 Precision@k 中哪个可能下降？

<details><summary>答案</summary>

只有精确率。前 10 名包含前 5 名，所以召回率只会持平或上升。除非新增的五篇文档中相关文档的比例不低于前五篇，否则精确率会下降。
</details>

**2.** 系统 A 的 Recall@5 = 0.9、Precision@5 = 0.3；系统 B 分别是 0.6 和 0.6。哪个系统的 F1@5 更高？做法律检索你会选哪个？

<details><summary>答案</summary>

A 的 F1@5 = 2 · 0.9 · 0.3 / 1.2 = 0.45，B 的是 0.6，所以按 F1 是 B 胜出。但在法律检索中，漏掉一个案例的代价远高于多读几页材料，A 的高召回率可能更重要：F1 对两边一视同仁，这是一种选择，而不是定律。
</details>

**3.** 西班牙语课程的练习 1：检索结果 `[1, 2, 3, 4, 5]`，相关文档 `[3, 6, 9]`。Recall@5 是多少？该课程给出的答案 0.33 对吗？

<details><summary>答案</summary>

前 5 名中只有文档 3，所以 Recall@5 = 1/3 ≈ 0.3333：该课程的 0.33 是对的。（Precision@5 = 1/5 = 0.2。）
</details>
""",
    ),
    md(
        """
## Your turn: predict, then check

The next cell shuffles the capsule's ranking with the `seed` of the parameters cell. Before running the cell after it, write down Recall@k, Precision@k and F1@k of the shuffled ranking. Then change `seed` (or `k`) and try again.
""",
        """
## Te toca: predice y comprueba

La celda siguiente baraja la clasificación de la cápsula con la `seed` de la celda de parámetros. Antes de ejecutar la celda que viene después, apunta Recall@k, Precision@k y F1@k de la clasificación barajada. Luego cambia `seed` (o `k`) y vuelve a probar.
""",
        """
## 轮到你了：先预测，再验证

下一个单元格用参数单元格中的 `seed` 打乱西班牙语课程的排序。在运行后面那个单元格之前，先写下打乱后排序的 Recall@k、Precision@k 和 F1@k。然后修改 `seed`（或 `k`）再试一次。
""",
    ),
    code(
        """
import random

# The capsule's ranking in a random order (change seed in the parameters cell for another one)
shuffled = list(retrieved)
random.Random(seed).shuffle(shuffled)
print(t("ch01.shuffled", seed=seed, docs=shuffled))
"""
    ),
    code(
        """
for key, measure in measures.items():
    print(f"{t(f'metric.{key}.symbol', k=k)} = {measure(shuffled, relevant, k=k):.4f}")
"""
    ),
    md(
        """
## Summary

- **Recall@k** = relevant documents in the top *k* / all relevant documents. Its denominator includes relevant documents that were never retrieved. It never falls as *k* grows.
- **Precision@k** = relevant documents in the top *k* / *k*, always *k*. It falls as *k* grows past the number of relevant documents, even when nothing moves.
- **F1@k** is their harmonic mean and stays near the smaller one. Over many queries, say how you average it: the mean of per-query F1 (0.5476 on the capsule's queries) is not the F1 of the means (0.5517).
- The capsule's averages 0.722, 0.533 and 0.600 are wrong; the right ones are 0.8889, 0.4 and 0.5476.
- Targets such as "Recall@5 > 0.85" are rules of thumb: the number of relevant documents per query caps what any retriever can reach.
- None of the three looks at order inside the top *k*. That is next.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/01_recall_precision_f1.ipynb); their checks compare your answers with `ragmetrics`. Then go on to [chapter 02, hit rate and MRR](02_hit_rate_mrr.ipynb).
""",
        """
## Resumen

- **Recall@k** = documentos relevantes en el top *k* / todos los documentos relevantes. Su denominador incluye los relevantes que nunca se recuperaron. Nunca baja al crecer *k*.
- **Precision@k** = documentos relevantes en el top *k* / *k*, siempre *k*. Baja cuando *k* supera el número de documentos relevantes, aunque nada se mueva.
- **F1@k** es su media armónica y se queda cerca de la menor. Con muchas consultas, di cómo la promedias: la media del F1 por consulta (0,5476 en las consultas de la cápsula) no es el F1 de las medias (0,5517).
- Las medias de la cápsula, 0,722, 0,533 y 0,600, están mal; las correctas son 0,8889, 0,4 y 0,5476.
- Los objetivos del tipo «Recall@5 > 0,85» son reglas prácticas: el número de documentos relevantes de cada consulta limita lo que puede alcanzar cualquier recuperador.
- Ninguna de las tres mira el orden dentro del top *k*. De eso trata el capítulo siguiente.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/01_recall_precision_f1.ipynb); sus comprobaciones comparan tus respuestas con `ragmetrics`. Después sigue con [el capítulo 02, tasa de aciertos y MRR](02_hit_rate_mrr.ipynb).
""",
        """
## 小结

- **Recall@k** = 前 *k* 名中的相关文档数 / 全部相关文档数。分母包括从未被检索到的相关文档。它永远不会随 *k* 增大而下降。
- **Precision@k** = 前 *k* 名中的相关文档数 / *k*，分母永远是 *k*。当 *k* 超过相关文档数时，即使什么都没动，它也会下降。
- **F1@k** 是两者的调和平均数，总是靠近较小的那个。在多个查询上，要说明怎么平均：各查询 F1 的平均值（西班牙语课程的三个查询上是 0.5476）不等于平均值的 F1（0.5517）。
- 西班牙语课程印出的平均值 0.722、0.533 和 0.600 是错的；正确值是 0.8889、0.4 和 0.5476。
- “Recall@5 > 0.85” 这类目标值只是经验法则：每个查询的相关文档数决定了任何检索器能达到的上限。
- 这三个指标都不看前 *k* 名内部的顺序。这正是下一章的内容。

## 练习

请完成[本章的练习](../../exercises/zh/01_recall_precision_f1.ipynb)；练习中的检查会把你的答案与 `ragmetrics` 的结果比对。然后继续阅读[第 02 章：命中率与 MRR](02_hit_rate_mrr.ipynb)。
""",
    ),
    code(
        """
print(t("ch01.summary", k=k))
for key, measure in measures.items():
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {measure(retrieved, relevant, k=k):.3f}")
print(t("ch01.summary_means", n=len(test_cases)))
for key in measures:
    print(f"  {t(f'metric.{key}.symbol', k=k)} = {means[names[key]]:.3f}")
""",
        tags=["summary"],
    ),
]

chapter("01_recall_precision_f1", CH01, CH01_COMMENTS, CH01_CATALOG)

# ================================================================================================
# 02 · Hit rate@k and MRR
# ================================================================================================
CH02_COMMENTS = {
    "The Chinese article's example: one query with four relevant documents, two retrievers": (
        "El ejemplo del artículo chino: una consulta con cuatro documentos relevantes, dos recuperadores",
        "中文文章的例子：一个查询有四篇相关文档，两个检索器",
    ),
    "one relevant document in its top 5": ("un documento relevante en su top 5", "前 5 名中有一篇相关文档"),
    "all four in its top 5": ("los cuatro en su top 5", "前 5 名中包含全部四篇"),
    "Hit rate@k by hand: is any of the top k relevant?": (
        "Tasa de aciertos@k a mano: ¿hay algún relevante en el top k?",
        "手算命中率@k：前 k 名中有没有相关文档？",
    ),
    "A simulated test set in the spirit of the Chinese article: 100 queries, 80 with a relevant document in the top k": (
        "Un conjunto de prueba simulado, al estilo del artículo chino: 100 consultas, 80 con un documento relevante en el top k",
        "仿照中文文章构造的模拟测试集：100 个查询，其中 80 个在前 k 名中有相关文档",
    ),
    "every ranking is longer than k": ("todas las clasificaciones son más largas que k", "每个排序都比 k 长"),
    "the first relevant document: inside the top k for the first 80 queries, below it for the others": (
        "el primer documento relevante: dentro del top k en las 80 primeras consultas, por debajo en las demás",
        "第一篇相关文档：前 80 个查询放在前 k 名内，其余查询放在 k 之后",
    ),
    "depth + 1: never retrieved": ("depth + 1: nunca recuperado", "depth + 1 表示从未被检索到"),
    "a second relevant document further down (or never retrieved)": (
        "un segundo documento relevante más abajo (o nunca recuperado)",
        "第二篇相关文档排得更靠后（或从未被检索到）",
    ),
    "Hit rate by hand: count the queries with a relevant document in their top k": (
        "Tasa de aciertos a mano: cuenta las consultas con un documento relevante en su top k",
        "手算命中率：数一数前 k 名中有相关文档的查询有多少个",
    ),
    "The capsule's MRR example: each ranking with the documents it marks as relevant": (
        "El ejemplo de MRR de la cápsula: cada clasificación con los documentos que marca como relevantes",
        "西班牙语课程的 MRR 示例：每个排序及其标为相关的文档",
    ),
    "RR by hand: the rank of the first relevant document, then 1 / rank": (
        "RR a mano: la posición del primer documento relevante, y luego 1 / posición",
        "手算 RR：找到第一篇相关文档的排名，再取 1 / 排名",
    ),
    "RR without a cutoff, as in the capsule's code": ("RR sin corte, como en el código de la cápsula", "不截断的 RR，与西班牙语课程的代码一致"),
    "The capsule's batch example: here \"List comprehensions\" has two relevant documents, 4 and 6": (
        "El ejemplo por lotes de la cápsula: aquí «List comprehensions» tiene dos documentos relevantes, el 4 y el 6",
        "西班牙语课程的批量评估示例：这里 “List comprehensions” 有两篇相关文档，4 和 6",
    ),
    "What the capsule printed (0.61 and 0.667), beside ragmetrics; RR has no cutoff, so k plays no part": (
        "Lo que imprimió la cápsula (0,61 y 0,667), junto a ragmetrics; el RR no tiene corte, así que k no interviene",
        "西班牙语课程打印的数值（0.61 和 0.667）与 ragmetrics 对照；RR 不截断，因此与 k 无关",
    ),
    "Three tiny test sets of two queries each: the rank of the first relevant document in each query (None: not found)": (
        "Tres conjuntos de prueba mínimos de dos consultas: la posición del primer relevante en cada consulta (None: no encontrado)",
        "三个只有两个查询的小测试集：每个查询中第一篇相关文档的排名（None 表示没找到）",
    ),
    "A ranking of five documents whose first relevant document is at the given rank": (
        "Una clasificación de cinco documentos cuyo primer relevante está en la posición dada",
        "构造一个五篇文档的排序，第一篇相关文档位于指定排名",
    ),
    "A relevant document at rank 7: with and without a cutoff at k": (
        "Un documento relevante en la posición 7: con corte en k y sin corte",
        "相关文档排在第 7 名：截断于 k 与不截断",
    ),
    "The same measure under the names other tools give it": (
        "La misma medida con los nombres que le dan otras herramientas",
        "同一个指标在其他工具中的名字",
    ),
    "The capsule's query \"List comprehensions\", as its MRR example judges it: only document 6 is relevant": (
        "La consulta «List comprehensions» de la cápsula, tal como la juzga su ejemplo de MRR: solo el 6 es relevante",
        "西班牙语课程的查询 “List comprehensions”，按其 MRR 示例的标注：只有文档 6 相关",
    ),
    "What the playground shows when it opens, for this chapter's measures": (
        "Lo que muestra el laboratorio al abrirse, para las medidas de este capítulo",
        "实验台打开时显示的内容（本章的指标）",
    ),
    "The numbers the chart shows when it opens": ("Los números que muestra el gráfico al abrirse", "图表打开时显示的数值"),
}

CH02_CATALOG = {
    "ch02.retriever": {
        "en": "Retriever {name}, top {k} = {docs}:",
        "es": "Recuperador {name}, top {k} = {docs}:",
        "zh": "检索器 {name}，前 {k} 名 = {docs}：",
    },
    "ch02.by_hand": {"en": "by hand", "es": "a mano", "zh": "手算"},
    "ch02.sim_title": {
        "en": "{n} simulated queries (seed = {seed}); {hits} of them have a relevant document in the top {k}:",
        "es": "{n} consultas simuladas (seed = {seed}); {hits} tienen un documento relevante en el top {k}:",
        "zh": "{n} 个模拟查询（seed = {seed}），其中 {hits} 个在前 {k} 名中有相关文档：",
    },
    "ch02.sim_by_hand": {
        "en": "By hand: {hits} queries with a hit / {n} queries = {value:.4f}",
        "es": "A mano: {hits} consultas con acierto / {n} consultas = {value:.4f}",
        "zh": "手算：{hits} 个命中的查询 / {n} 个查询 = {value:.4f}",
    },
    "ch02.first_at": {
        "en": "first relevant document at rank {rank}:",
        "es": "primer documento relevante en la posición {rank}:",
        "zh": "第一篇相关文档排在第 {rank} 名：",
    },
    "ch02.example_name": {
        "en": "The capsule's MRR example",
        "es": "El ejemplo de MRR de la cápsula",
        "zh": "西班牙语课程的 MRR 示例",
    },
    "ch02.batch_name": {
        "en": "The capsule's batch of three queries",
        "es": "El lote de tres consultas de la cápsula",
        "zh": "西班牙语课程批量评估的三个查询",
    },
    "ch02.scenario": {
        "en": "Test set {name}: first relevant at ranks {ranks}",
        "es": "Conjunto {name}: primer relevante en las posiciones {ranks}",
        "zh": "测试集 {name}：第一篇相关文档的排名为 {ranks}",
    },
    "ch02.mrr": {"en": "MRR (no cutoff)", "es": "MRR (sin corte)", "zh": "MRR（不截断）"},
    "ch02.mrr_at": {"en": "MRR@{k} (cutoff at {k})", "es": "MRR@{k} (corte en {k})", "zh": "MRR@{k}（截断于 {k}）"},
    "ch02.rr_at": {"en": "RR@{k} (cutoff at {k})", "es": "RR@{k} (corte en {k})", "zh": "RR@{k}（截断于 {k}）"},
    "ch02.trec_none": {
        "en": "no trec_eval measure",
        "es": "sin equivalente en trec_eval",
        "zh": "trec_eval 中没有对应指标",
    },
    "ch02.trec": {"en": "trec_eval: {name}", "es": "en trec_eval: {name}", "zh": "trec_eval 中为 {name}"},
    "ch02.summary": {
        "en": "Chapter 02, k = {k}. The capsule's three queries:",
        "es": "Capítulo 02, k = {k}. Las tres consultas de la cápsula:",
        "zh": "第 02 章，k = {k}。西班牙语课程的三个查询：",
    },
    "ch02.summary_sim": {
        "en": "The {n} simulated queries (seed = {seed}):",
        "es": "Las {n} consultas simuladas (seed = {seed}):",
        "zh": "{n} 个模拟查询（seed = {seed}）：",
    },
}

CH02 = [
    md(
        """
# 02 · Hit rate@k and MRR

For many questions one good passage is enough: "How long is the refund period?" needs the one paragraph that says so, not every document that mentions refunds. Two measures ask exactly that: **hit rate@k** (did at least one relevant document reach the top *k*?) and **reciprocal rank** (how high is the first one?), whose mean over queries is **MRR**. In this chapter you will compute both by hand and with `ragmetrics` on the sources' examples, evaluate a simulated test set of 100 queries, settle a question the sources answer differently (does RR stop at *k*?), see why "MRR = 0.5 means the first hit is at rank 2 on average" is wrong, and move documents in the playground. About 20 minutes.
""",
        """
# 02 · Tasa de aciertos@k y MRR

Para muchas preguntas basta con un buen fragmento: «¿Cuánto dura el plazo de devolución?» necesita el párrafo que lo dice, no todos los documentos que mencionan devoluciones. Dos medidas preguntan justo eso: la **tasa de aciertos@k** (*hit rate*: ¿llegó al menos un documento relevante al top *k*?) y el **rango recíproco** (¿a qué altura está el primero?), cuya media sobre las consultas es el **rango recíproco medio (MRR)**. En este capítulo calcularás las dos a mano y con `ragmetrics` sobre los ejemplos de las fuentes, evaluarás un conjunto de prueba simulado de 100 consultas, resolverás una cuestión en la que las fuentes no coinciden (¿se detiene el RR en *k*?), verás por qué «MRR = 0,5 significa que el primer acierto está de media en la posición 2» es falso, y moverás documentos en el laboratorio. Unos 20 minutos.
""",
        """
# 02 · 命中率@k 与 MRR

很多问题只需要一个好片段就够了：“退款期限是多久？”需要的是写明期限的那一段，而不是所有提到退款的文档。有两个指标正好回答这个问题：**命中率@k**（前 *k* 名中是否至少有一篇相关文档？）和**倒数排名**（第一篇相关文档排得多靠前？），后者在所有查询上的平均值就是**平均倒数排名（MRR）**。本章会在参考资料的例子上分别用手算和 `ragmetrics` 计算这两个指标，评估一个包含 100 个查询的模拟测试集，厘清参考资料说法不一的问题（RR 到 *k* 就截止吗？），看清“MRR = 0.5 表示第一个命中平均排在第 2 位”错在哪里，并在实验台上亲手移动文档。大约需要 20 分钟。
""",
    ),
    "parameters",
    "setup",
    md(
        """
## The idea in plain words

Recall (chapter 01) asks *how many* of the relevant documents were found. Two simpler questions often matter more in RAG:

- **Hit rate@k**: is there *at least one* relevant document in the top *k*? Per query the answer is 1 or 0; over a test set, hit rate is the share of queries that got a hit. As the Chinese article puts it: recall looks at how much was found, hit rate at whether anything was found at all.
- **Reciprocal rank (RR)**: 1 divided by the rank of the *first* relevant document: 1 at rank 1, 1/2 at rank 2, 1/3 at rank 3, and 0 when there is none. **MRR** is its mean over the queries. It rewards putting a relevant document right at the top, which is what matters when a user, or a generator, leans on the first result.

Neither looks past the first relevant document: a second or third hit changes nothing.
""",
        """
## La idea, en pocas palabras

La exhaustividad (capítulo 01) pregunta *cuántos* documentos relevantes se encontraron. En un RAG suelen importar más dos preguntas más sencillas:

- **Tasa de aciertos@k**: ¿hay *al menos un* documento relevante en el top *k*? En cada consulta la respuesta es 1 o 0; sobre un conjunto de prueba, la tasa de aciertos es la proporción de consultas que tuvieron acierto. Como dice el artículo chino: la exhaustividad mira cuánto se encontró; la tasa de aciertos, si se encontró algo.
- **Rango recíproco (RR)**: 1 dividido entre la posición del *primer* documento relevante: 1 en la posición 1, 1/2 en la 2, 1/3 en la 3, y 0 si no hay ninguno. El **MRR** es su media sobre las consultas. Premia colocar un documento relevante arriba del todo, que es lo que importa cuando un usuario, o un generador, se apoya en el primer resultado.

Ninguna de las dos mira más allá del primer documento relevante: un segundo o un tercer acierto no cambian nada.
""",
        """
## 直观理解

召回率（第 01 章）问的是找回了*多少*相关文档。在 RAG 中，下面两个更简单的问题往往更重要：

- **命中率@k**：前 *k* 名中是否*至少有一篇*相关文档？每个查询的结果只有 1 或 0；在测试集上，命中率就是命中的查询所占的比例。正如中文文章所说：召回率看召回了多少，命中率看有没有至少召回一个。
- **倒数排名（RR）**：1 除以*第一篇*相关文档的排名：排第 1 名得 1，第 2 名得 1/2，第 3 名得 1/3，一篇都没有则为 0。**MRR** 是它在所有查询上的平均值。它奖励把相关文档放在最顶端，这正是用户或生成模型依赖第一个结果时最要紧的事。

两个指标都不看第一篇相关文档之后的情况：第二、第三个命中不会改变任何结果。
""",
    ),
    md(
        r"""
## Hit rate@k

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{if at least one relevant document is in the top } k\\[2pt] 0 & \text{otherwise}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

trec_eval calls it `success_k`. Some people and tools call it "Recall@k", which it is not (ir_measures' documentation warns about this): with one relevant document per query the two coincide, with more they do not. The Chinese article's example shows the difference: a query with four relevant documents, one retriever that finds one of them in its top 5, another that finds all four.
""",
        r"""
## Tasa de aciertos@k

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{si hay al menos un documento relevante en el top } k\\[2pt] 0 & \text{en otro caso}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

trec_eval la llama `success_k`. Algunas personas y herramientas la llaman «Recall@k», pero no lo es (la documentación de ir_measures avisa de ello): con un único documento relevante por consulta las dos coinciden; con más, no. El ejemplo del artículo chino muestra la diferencia: una consulta con cuatro documentos relevantes, un recuperador que encuentra uno de ellos en su top 5 y otro que encuentra los cuatro.
""",
        r"""
## 命中率@k

$$\text{HitRate@}k(q) = \begin{cases}1 & \text{前 } k \text{ 名中至少有一篇相关文档}\\[2pt] 0 & \text{否则}\end{cases}
\qquad
\text{HitRate@}k = \frac{1}{|Q|}\sum_{q \in Q} \text{HitRate@}k(q)$$

trec_eval 把它叫作 `success_k`。有些人和工具把它叫作 “Recall@k”，但它并不是召回率（ir_measures 的文档专门提醒过这一点）：每个查询只有一篇相关文档时两者相同，多于一篇时就不同了。中文文章的例子说明了这个区别：一个查询有四篇相关文档，一个检索器在前 5 名中只找到其中一篇，另一个找到了全部四篇。
""",
    ),
    code(
        """
import math

# The Chinese article's example: one query with four relevant documents, two retrievers
relevant = [101, 102, 103, 104]
retrievers = {
    "A": [101, 901, 902, 903, 904],  # one relevant document in its top 5
    "B": [101, 102, 103, 104, 901],  # all four in its top 5
}
for name, ranking in retrievers.items():
    # Hit rate@k by hand: is any of the top k relevant?
    hit_by_hand = 1.0 if any(doc in relevant for doc in ranking[:k]) else 0.0
    hit = rm.hit_rate_at_k(ranking, relevant, k=k)
    assert math.isclose(hit, hit_by_hand)
    print(t("ch02.retriever", name=name, k=k, docs=ranking[:k]))
    print(f"    {t('metric.hit_rate.symbol', k=k)} = {hit:.2f} ({t('ch02.by_hand')}: {hit_by_hand:.2f})"
          f"    {t('metric.recall.symbol', k=k)} = {rm.recall_at_k(ranking, relevant, k=k):.2f}")
"""
    ),
    md(
        """
Over a test set, hit rate is a share of queries. The Chinese article's illustration: out of 100 queries, 80 have at least one relevant document in their top 5, so Hit rate@5 = 0.8. The next cell builds such a test set at your *k*: 100 queries with ten retrieved documents each (more if *k* is large) and two relevant documents each; in the first 80 queries the first relevant document is placed at a random rank inside the top *k*, in the other 20 below it or nowhere. The positions come from `seed`, so change it and rerun to get another test set. The data are stored in the batch format of chapter 04: `qrels` (query → {document: grade}) and `run` (query → ranked documents).
""",
        """
Sobre un conjunto de prueba, la tasa de aciertos es una proporción de consultas. El artículo chino lo ilustra así: de 100 consultas, 80 tienen al menos un documento relevante en su top 5, así que la tasa de aciertos@5 vale 0,8. La celda siguiente construye un conjunto así con tu *k*: 100 consultas con diez documentos recuperados cada una (más si *k* es grande) y dos documentos relevantes cada una; en las 80 primeras, el primer documento relevante se coloca en una posición al azar dentro del top *k*; en las otras 20, por debajo o en ninguna parte. Las posiciones salen de `seed`: cámbiala y vuelve a ejecutar para obtener otro conjunto. Los datos van en el formato por lotes del capítulo 04: `qrels` (consulta → {documento: grado}) y `run` (consulta → documentos ordenados).
""",
        """
在测试集上，命中率是查询的比例。中文文章的例子是：100 个查询中，有 80 个查询的前 5 名至少包含一篇相关文档，所以命中率@5 = 0.8。下一个单元格按你设定的 *k* 构造这样一个测试集：100 个查询，每个查询检索到十篇文档（*k* 较大时更多），各有两篇相关文档；前 80 个查询的第一篇相关文档随机放在前 *k* 名之内，其余 20 个查询则放在 *k* 之后或根本不出现。位置由 `seed` 决定，修改它再运行就能得到另一个测试集。数据采用第 04 章的批量格式：`qrels`（查询 → {文档: 相关性等级}）和 `run`（查询 → 排好序的文档）。
""",
    ),
    code(
        """
import random

# A simulated test set in the spirit of the Chinese article: 100 queries, 80 with a relevant document in the top k
rng = random.Random(seed)
n_queries, n_with_hit = 100, 80
depth = max(10, k + 5)  # every ranking is longer than k
qrels, run = {}, {}
for i in range(n_queries):
    qid = f"q{i + 1:03d}"
    ranking = [f"{qid}-d{rank}" for rank in range(1, depth + 1)]
    # the first relevant document: inside the top k for the first 80 queries, below it for the others
    first = rng.randint(1, k) if i < n_with_hit else rng.randint(k + 1, depth + 1)  # depth + 1: never retrieved
    second = rng.randint(first + 1, depth + 2)  # a second relevant document further down (or never retrieved)
    judged = [ranking[rank - 1] if rank <= depth else f"{qid}-unretrieved-{n}" for n, rank in enumerate((first, second))]
    qrels[qid] = {doc: 1 for doc in judged}
    run[qid] = ranking

results = rm.evaluate(qrels, run, [f"HitRate@{k}", f"R@{k}", "RR", f"RR@{k}"])
print(t("ch02.sim_title", n=n_queries, seed=seed, hits=n_with_hit, k=k))
for name, value in results.mean.items():
    print(f"  {name:<10} {value:.4f}")
"""
    ),
    code(
        """
# Hit rate by hand: count the queries with a relevant document in their top k
hits = sum(any(doc in qrels[qid] for doc in run[qid][:k]) for qid in run)
print(t("ch02.sim_by_hand", hits=hits, n=len(run), value=hits / len(run)))
assert math.isclose(hits / len(run), results.mean[f"HitRate@{k}"])
print(t("ch01.same"))
"""
    ),
    md(
        r"""
Hit rate@k is 0.8 by construction, whatever the seed. Recall@k is lower: many queries found one of their two relevant documents but not the other. The two RR columns are the subject of the next sections.

## Reciprocal rank and MRR

$$\text{RR}(q) = \frac{1}{\text{rank of the first relevant document}}\quad(0 \text{ if there is none}),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

The capsule's MRR example has three queries: in the first, documents 3 and 7 are relevant (first one at rank 2); in the second only document 6 (rank 3); in the third document 1 (rank 1). So MRR = (1/2 + 1/3 + 1) / 3 ≈ 0.611, which the capsule prints as 0.61: right. First by hand:
""",
        r"""
La tasa de aciertos@k vale 0,8 por construcción, sea cual sea la semilla. Recall@k es menor: muchas consultas encontraron uno de sus dos documentos relevantes, pero no el otro. Las dos columnas de RR son el tema de las secciones siguientes.

## Rango recíproco y MRR

$$\text{RR}(q) = \frac{1}{\text{posición del primer documento relevante}}\quad(0 \text{ si no hay ninguno}),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

El ejemplo de MRR de la cápsula tiene tres consultas: en la primera son relevantes los documentos 3 y 7 (el primero, en la posición 2); en la segunda solo el 6 (posición 3); en la tercera, el 1 (posición 1). Así que MRR = (1/2 + 1/3 + 1) / 3 ≈ 0,611, que la cápsula imprime como 0,61: correcto. Primero a mano:
""",
        r"""
按这种构造方式，命中率@k 必然是 0.8，与随机种子无关。Recall@k 更低：很多查询只找到了两篇相关文档中的一篇。两列 RR 是后面几节的主题。

## 倒数排名与 MRR

$$\text{RR}(q) = \frac{1}{\text{第一篇相关文档的排名}}\quad(\text{没有则为 } 0),
\qquad
\text{MRR} = \frac{1}{|Q|}\sum_{q \in Q} \text{RR}(q)$$

西班牙语课程的 MRR 示例有三个查询：第一个查询中文档 3 和 7 相关（第一篇排在第 2 名）；第二个查询只有文档 6 相关（第 3 名）；第三个查询是文档 1（第 1 名）。所以 MRR = (1/2 + 1/3 + 1) / 3 ≈ 0.611，该课程印作 0.61：正确。先手算：
""",
    ),
    code(
        """
# The capsule's MRR example: each ranking with the documents it marks as relevant
mrr_example = [
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7]},
    {"retrieved": [2, 4, 6, 8, 10], "relevant": [6]},
    {"retrieved": [1, 3, 5, 7, 9], "relevant": [1]},
]
# RR by hand: the rank of the first relevant document, then 1 / rank
rr_by_hand = []
for case in mrr_example:
    first = next(rank for rank, doc in enumerate(case["retrieved"], start=1) if doc in case["relevant"])
    rr_by_hand.append(1 / first)
    print(f"  {t('ch02.first_at', rank=first)}  RR = 1/{first} = {1 / first:.4f}")
mrr_by_hand = sum(rr_by_hand) / len(rr_by_hand)
print(f"MRR = ({' + '.join(f'{rr:.4f}' for rr in rr_by_hand)}) / {len(rr_by_hand)} = {mrr_by_hand:.4f}")
"""
    ),
    code(
        """
rr_values = [rm.reciprocal_rank(case["retrieved"], case["relevant"]) for case in mrr_example]  # RR without a cutoff, as in the capsule's code
mrr = rm.RetrievalEvaluator(k=k).evaluate_many(mrr_example)["RR"]
print("rm.reciprocal_rank:", ", ".join(f"{rr:.4f}" for rr in rr_values))
print(f"MRR = {mrr:.4f}")
assert all(math.isclose(a, b) for a, b in zip(rr_values, rr_by_hand)) and math.isclose(mrr, mrr_by_hand)
print(t("ch01.same"))
"""
    ),
    md(
        """
Later, in its batch evaluation, the capsule prints `mrr: 0.667` for three queries that look the same. Both figures are right, because the judgments differ: in the batch, "List comprehensions" has **two** relevant documents, 4 and 6, so its first relevant document is document 4 at rank 2, not document 6 at rank 3. MRR = (1/2 + 1/2 + 1) / 3 ≈ 0.667. A metric value means nothing without the judgments it was computed against.
""",
        """
Más adelante, en su evaluación por lotes, la cápsula imprime `mrr: 0.667` para tres consultas que parecen las mismas. Las dos cifras son correctas, porque los juicios son distintos: en el lote, «List comprehensions» tiene **dos** documentos relevantes, el 4 y el 6, así que su primer documento relevante es el 4, en la posición 2, y no el 6, en la 3. MRR = (1/2 + 1/2 + 1) / 3 ≈ 0,667. El valor de una métrica no significa nada sin los juicios con los que se calculó.
""",
        """
后来在批量评估中，西班牙语课程对看起来相同的三个查询打印了 `mrr: 0.667`。两个数字都是对的，因为标注不同：在批量评估里，“List comprehensions” 有**两篇**相关文档 4 和 6，所以它的第一篇相关文档是排在第 2 名的文档 4，而不是第 3 名的文档 6。MRR = (1/2 + 1/2 + 1) / 3 ≈ 0.667。脱离了计算时所用的标注，指标数值就没有意义。
""",
    ),
    code(
        """
# The capsule's batch example: here "List comprehensions" has two relevant documents, 4 and 6
batch = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]
# What the capsule printed (0.61 and 0.667), beside ragmetrics; RR has no cutoff, so k plays no part
for label, cases, printed, digits in (("ch02.example_name", mrr_example, 0.61, 2), ("ch02.batch_name", batch, 0.667, 3)):
    value = rm.RetrievalEvaluator(k=k).evaluate_many(cases)["RR"]
    verdict = t("ch00.agrees") if round(value, digits) == printed else t("ch00.wrong")
    print(f"{t(label)}: MRR {t('ch00.printed')} {printed}   ragmetrics {value:.4f}   {verdict}")
"""
    ),
    md(
        """
## What MRR = 0.5 does not mean

The capsule reads "MRR = 0.5" as "on average, the first relevant document is at position 2". That reading is wrong: the mean of 1/rank is not 1 over the mean rank. Three tiny test sets of two queries each make the point (the next cell):

- **A**: first relevant documents at ranks 1 and 3. The mean rank is 2, yet MRR = (1 + 1/3) / 2 ≈ 0.667.
- **B**: ranks 2 and 2. MRR = 0.5, and here the reading happens to hold.
- **C**: rank 1, and nothing found at all. MRR = (1 + 0) / 2 = 0.5 as well, and there is no mean rank to speak of.

MRR is dominated by the very top: moving a first hit from rank 1 to rank 2 costs 0.5; moving it from rank 10 to rank 20 costs 0.05. That is the point of it, but it means an MRR says little about how the queries that did *not* score 1 are doing.
""",
        """
## Lo que no significa MRR = 0,5

La cápsula interpreta «MRR = 0,5» como «de media, el primer documento relevante está en la posición 2». Esa lectura es falsa: la media de 1/posición no es 1 entre la posición media. Tres conjuntos de prueba mínimos de dos consultas lo dejan claro (la celda siguiente):

- **A**: primeros relevantes en las posiciones 1 y 3. La posición media es 2 y, sin embargo, MRR = (1 + 1/3) / 2 ≈ 0,667.
- **B**: posiciones 2 y 2. MRR = 0,5, y aquí la lectura resulta cierta.
- **C**: posición 1, y nada encontrado en la otra. MRR = (1 + 0) / 2 = 0,5 también, y no hay posición media de la que hablar.

En el MRR manda la parte más alta de la clasificación: bajar un primer acierto de la posición 1 a la 2 cuesta 0,5; bajarlo de la 10 a la 20 cuesta 0,05. Para eso está, pero significa que un MRR dice poco de cómo les va a las consultas que *no* sacaron un 1.
""",
        """
## MRR = 0.5 的常见误读

西班牙语课程把 “MRR = 0.5” 解读为“第一篇相关文档平均排在第 2 位”。这种解读是错的：1/排名的平均值并不等于平均排名的倒数。三个只有两个查询的小测试集就能说明问题（见下一个单元格）：

- **A**：第一篇相关文档分别排在第 1 名和第 3 名。平均排名是 2，但 MRR = (1 + 1/3) / 2 ≈ 0.667。
- **B**：都排在第 2 名。MRR = 0.5，这时上面的解读恰好成立。
- **C**：一个排在第 1 名，另一个什么都没找到。MRR = (1 + 0) / 2，也是 0.5，而此时根本谈不上平均排名。

MRR 主要由最顶端决定：第一个命中从第 1 名掉到第 2 名要损失 0.5；从第 10 名掉到第 20 名只损失 0.05。这正是它的设计初衷，但也意味着 MRR 几乎反映不出那些*没有*拿到 1 分的查询表现如何。
""",
    ),
    code(
        """
# Three tiny test sets of two queries each: the rank of the first relevant document in each query (None: not found)
scenarios = {"A": [1, 3], "B": [2, 2], "C": [1, None]}


def case_with_first_hit(rank):
    # A ranking of five documents whose first relevant document is at the given rank
    retrieved = ["d1", "d2", "d3", "d4", "d5"]
    return {"retrieved": retrieved, "relevant": [retrieved[rank - 1]] if rank else ["elsewhere"]}


for name, ranks in scenarios.items():
    value = rm.RetrievalEvaluator(k=k).evaluate_many([case_with_first_hit(rank) for rank in ranks])["RR"]
    print(f"{t('ch02.scenario', name=name, ranks=ranks)}   MRR = {value:.4f}")
"""
    ),
    md(
        """
## RR or RR@k: does the search stop at k?

Our sources disagree, without saying so. The capsule's `mrr` and the Spanish chapter's `reciprocal_rank` scan the whole list, so a relevant document at rank 7 gives 1/7 whatever *k* is. The Chinese article says that if there is no relevant document in the top *K*, the score is 0: a cutoff. The tools disagree the same way:

| | no cutoff: **RR** | cutoff at *k*: **RR@k** |
|---|---|---|
| trec_eval | `recip_rank` (it has no cutoff at all) | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`, `"RR"`, `"mrr"` | `reciprocal_rank(..., k=k)`, `"RR@k"`, `"mrr@k"` |

The next cell takes a ranking whose only relevant document is at rank 7: RR = 1/7 ≈ 0.143, while RR@5 = 0 (at your *k*, RR@k is 0 whenever *k* < 7).

Which one should you report? In a RAG pipeline the generator reads only the top *k*: a relevant passage at rank 7 with *k* = 5 is as useless as none, so **RR@k** describes what the pipeline gets. **RR** describes the retriever's ranking independently of the *k* you happen to use. Both are legitimate; they are different numbers, and RR@k ≤ RR always. In the simulated test set above, the gap between the two columns comes from the 20 queries whose first hit sits below *k*. Say which one you report.
""",
        """
## ¿RR o RR@k? ¿La búsqueda se detiene en k?

Nuestras fuentes no coinciden, aunque ninguna lo advierte. El `mrr` de la cápsula y el `reciprocal_rank` del capítulo español recorren la lista entera, así que un documento relevante en la posición 7 da 1/7 sea cual sea *k*. El artículo chino dice que, si no hay ningún documento relevante en el top *K*, la puntuación es 0: un corte. Las herramientas discrepan de la misma manera:

| | sin corte: **RR** | con corte en *k*: **RR@k** |
|---|---|---|
| trec_eval | `recip_rank` (no tiene corte de ningún tipo) | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`, `"RR"`, `"mrr"` | `reciprocal_rank(..., k=k)`, `"RR@k"`, `"mrr@k"` |

La celda siguiente toma una clasificación cuyo único documento relevante está en la posición 7: RR = 1/7 ≈ 0,143, mientras que RR@5 = 0 (con tu *k*, RR@k vale 0 siempre que *k* < 7).

¿Cuál conviene dar? En un RAG el generador solo lee el top *k*: un fragmento relevante en la posición 7 con *k* = 5 es tan inútil como ninguno, así que **RR@k** describe lo que recibe el sistema. **RR** describe la clasificación del recuperador con independencia del *k* que uses. Las dos son legítimas; son números distintos, y siempre RR@k ≤ RR. En el conjunto simulado de arriba, la diferencia entre las dos columnas viene de las 20 consultas cuyo primer acierto queda por debajo de *k*. Indica siempre cuál usas.
""",
        """
## RR 还是 RR@k：搜索到 k 就停止吗？

参考资料在这一点上说法不一，却都没有点明。西班牙语课程的 `mrr` 和西班牙语章节的 `reciprocal_rank` 会扫描整个列表，所以排在第 7 名的相关文档无论 *k* 是多少都得 1/7。中文文章则说，如果 Top-K 中没有相关文档，得分就是 0：这是截断。各工具的分歧也一样：

| | 不截断：**RR** | 截断于 *k*：**RR@k** |
|---|---|---|
| trec_eval | `recip_rank`（完全不截断） | – |
| ir_measures | `RR` | `RR@k` |
| ranx | `mrr` | `mrr@k` |
| ragmetrics | `reciprocal_rank(retrieved, relevant)`、`"RR"`、`"mrr"` | `reciprocal_rank(..., k=k)`、`"RR@k"`、`"mrr@k"` |

下一个单元格使用一个唯一相关文档排在第 7 名的排序：RR = 1/7 ≈ 0.143，而 RR@5 = 0（在你设定的 *k* 下，只要 *k* < 7，RR@k 就是 0）。

该报告哪一个？在 RAG 流程中，生成模型只读前 *k* 名：*k* = 5 时排在第 7 名的相关片段和没有一样，所以 **RR@k** 描述的是整个流程实际得到的东西。**RR** 描述的是检索器本身的排序，与你恰好使用的 *k* 无关。两者都合理，但它们是不同的数字，而且总有 RR@k ≤ RR。在上面的模拟测试集中，两列之间的差距来自那 20 个第一个命中排在 *k* 之后的查询。报告时要说明用的是哪一个。
""",
    ),
    code(
        """
# A relevant document at rank 7: with and without a cutoff at k
retrieved = [1, 2, 4, 5, 6, 8, 7]
relevant = [7]
print(f"{t('ch00.rr')} = {rm.reciprocal_rank(retrieved, relevant):.4f}")
print(f"{t('ch02.rr_at', k=k)} = {rm.reciprocal_rank(retrieved, relevant, k=k):.4f}")

# The same measure under the names other tools give it
for name in ("RR", f"RR@{k}", f"mrr@{k}", f"MRR@{k}"):
    measure = rm.parse_measure(name)
    trec = t("ch02.trec", name=measure.trec_name) if measure.trec_name else t("ch02.trec_none")
    print(f"  {name:<8} -> {str(measure):<6} {trec}")
"""
    ),
    md(
        """
## Play with it

The playground opens on the capsule's query "List comprehensions" as its MRR example judges it: only document 6, at rank 3, is relevant. Predict each result before you look:

1. Move document 6 to rank 1. RR@k goes from 1/3 to 1, while Recall@k does not move: recall does not care where the document is, as long as it is in the top *k*.
2. Set **k** to 2. Hit rate@k and RR@k drop to 0: the only relevant document is now below the cutoff. (This playground computes RR@k, with the cutoff.)
3. Back to the example (the reset button), then give document 4 grade 1, as the batch example judges it. RR@k becomes 1/2; hit rate@k stays 1.
4. Give document 10 grade 1 as well. What changes, and what does not?

The cell after the playground prints the numbers it opens with.
""",
        """
## Pruébalo tú

El laboratorio se abre con la consulta «List comprehensions» de la cápsula tal como la juzga su ejemplo de MRR: solo el documento 6, en la posición 3, es relevante. Predice cada resultado antes de mirar:

1. Sube el documento 6 a la posición 1. RR@k pasa de 1/3 a 1, y Recall@k no se mueve: a la exhaustividad le da igual dónde esté el documento, mientras esté en el top *k*.
2. Pon **k** a 2. La tasa de aciertos@k y RR@k caen a 0: el único documento relevante queda por debajo del corte. (Este laboratorio calcula RR@k, con corte.)
3. Vuelve al ejemplo (el botón de restablecer) y dale grado 1 al documento 4, como lo juzga el ejemplo por lotes. RR@k pasa a 1/2; la tasa de aciertos@k sigue en 1.
4. Dale grado 1 también al documento 10. ¿Qué cambia y qué no?

La celda que sigue al laboratorio imprime las cifras con las que se abre.
""",
        """
## 动手试一试

实验台打开时显示的是西班牙语课程的查询 “List comprehensions”，按其 MRR 示例的标注：只有排在第 3 名的文档 6 是相关的。每一步都先预测结果再看：

1. 把文档 6 移到第 1 名。RR@k 从 1/3 变成 1，而 Recall@k 不变：只要文档在前 *k* 名内，召回率并不在乎它排在哪里。
2. 把 **k** 设为 2。命中率@k 和 RR@k 都降为 0：唯一的相关文档掉到了截断位置之后。（这个实验台计算的是带截断的 RR@k。）
3. 点“恢复示例”，再把文档 4 的等级设为 1，与批量评估示例的标注一致。RR@k 变为 1/2，命中率@k 仍然是 1。
4. 再把文档 10 的等级也设为 1。哪些变了，哪些没变？

实验台后面的单元格会打印它打开时显示的数值。
""",
    ),
    code(
        """
from ragmetrics.course import RankingPlayground

# The capsule's query "List comprehensions", as its MRR example judges it: only document 6 is relevant
playground = RankingPlayground([6], [2, 4, 6, 8, 10], k=min(k, 5), max_grade=1)
playground
""",
        tags=["nbval-ignore-output"],
    ),
    code(
        """
# What the playground shows when it opens, for this chapter's measures
for row in playground.rows():
    if row.key in ("recall", "hit_rate", "rr"):
        print(f"{row.name}: " + "  ".join(row.formula))
"""
    ),
    md(
        """
## As k grows, over the whole test set

The chart shows the means over the 100 simulated queries for every cutoff from 1 to 10. Hit rate@k climbs quickly and reaches 0.8 at your *k*, by construction; beyond it, it creeps up as the 20 remaining queries find their first relevant document further down. RR@k also climbs with *k* and approaches the RR without a cutoff (the value in the table above), which it can never exceed. Recall@k keeps rising longest, because it also counts the second relevant documents.
""",
        """
## Cuando crece k, sobre todo el conjunto de prueba

El gráfico muestra las medias sobre las 100 consultas simuladas para cada corte de 1 a 10. La tasa de aciertos@k sube deprisa y llega a 0,8 en tu *k*, por construcción; más allá, avanza despacio a medida que las 20 consultas restantes encuentran su primer documento relevante más abajo. RR@k también sube con *k* y se acerca al RR sin corte (el valor de la tabla de arriba), que nunca puede superar. Recall@k es la que más tiempo sigue subiendo, porque cuenta también los segundos documentos relevantes.
""",
        """
## 当 k 变大时：整个测试集

下图显示 100 个模拟查询在截断位置 1 到 10 下的平均值。命中率@k 上升很快，在你设定的 *k* 处达到 0.8（这是构造决定的）；之后随着其余 20 个查询在更靠后的位置找到第一篇相关文档，它继续缓慢上升。RR@k 也随 *k* 上升，并逐渐接近不截断的 RR（上表中的数值），但永远不会超过它。Recall@k 持续上升的时间最长，因为它还会算上每个查询的第二篇相关文档。
""",
    ),
    code(
        """
from ragmetrics.course import MetricCurves

curves = MetricCurves(qrels=qrels, run=run, max_k=10, measures=("recall", "hit_rate", "rr"))
curves
""",
        tags=["nbval-ignore-output"],
    ),
    code(
        """
# The numbers the chart shows when it opens
print(curves.text())
"""
    ),
    md(
        """
## What a value means

- **Hit rate@5 = 0.8**: one question in five reaches the generator without a single relevant passage. The model then either answers from what it memorised (a hallucination risk) or, at best, says it does not know. Hit rate says nothing about how many of the relevant passages arrived: that is recall's job.
- **MRR = 0.667**: not "the first hit is at rank 1.5". It is an average of 1/rank, pulled up by every query answered at rank 1. Look at the distribution (how many queries at rank 1, 2, 3, none) before you read much into it.
- Both are **coarse per query**: hit rate is 0 or 1, RR takes the values 1, 1/2, 1/3, ... With 20 queries, one query more or less moves hit rate by 0.05. Use many queries before comparing two systems.
""",
        """
## Qué significa un valor

- **Tasa de aciertos@5 = 0,8**: una de cada cinco preguntas llega al generador sin un solo fragmento relevante. El modelo entonces responde con lo que memorizó (riesgo de alucinación) o, en el mejor caso, dice que no lo sabe. La tasa de aciertos no dice cuántos fragmentos relevantes llegaron: eso es cosa de la exhaustividad.
- **MRR = 0,667**: no significa «el primer acierto está en la posición 1,5». Es una media de 1/posición, y cada consulta resuelta en la posición 1 la empuja hacia arriba. Mira la distribución (cuántas consultas en la posición 1, 2, 3 o ninguna) antes de sacar conclusiones.
- Las dos son **poco finas consulta a consulta**: la tasa de aciertos vale 0 o 1, y el RR toma los valores 1, 1/2, 1/3... Con 20 consultas, una consulta más o menos mueve la tasa de aciertos en 0,05. Usa muchas consultas antes de comparar dos sistemas.
""",
        """
## 数值意味着什么

- **命中率@5 = 0.8**：每五个问题中就有一个在送到生成模型时没有任何相关片段。此时模型要么凭记忆作答（有幻觉风险），要么在最好的情况下回答“不知道”。命中率不能说明送达了多少相关片段，那是召回率的任务。
- **MRR = 0.667**：并不表示“第一个命中排在第 1.5 名”。它是 1/排名的平均值，每个在第 1 名就命中的查询都会把它往上拉。在下结论之前，先看看分布（有多少查询在第 1、2、3 名命中，有多少完全没命中）。
- 两者在单个查询上都很**粗糙**：命中率只有 0 或 1，RR 只能取 1、1/2、1/3……只有 20 个查询时，多一个或少一个查询命中，命中率就变化 0.05。比较两个系统之前，要用足够多的查询。
""",
    ),
    md(
        """
## When to use them, and the usual targets

- **Hit rate@k** when one relevant passage is enough: factoid questions, FAQ answers, lookups. It is also the easiest retrieval number to explain to someone outside the team ("80 % of questions get at least one useful passage"). For questions that need several passages, use recall.
- **MRR** (or MRR@k) when the first result matters most: FAQ search where the user only sees the top answer, web search, a generator that leans on its first passage. It ignores everything after the first hit and knows nothing of graded relevance: for whole rankings, use nDCG (chapter 03).

The capsule targets MRR > 0.8 and the Spanish chapter MRR > 0.7; neither gives a target for hit rate. These are **rules of thumb**: an MRR of 0.8 needs the first relevant document at rank 1 for most queries (70 % at rank 1 and 30 % at rank 2 gives 0.85); it depends on whether RR is cut at *k* (RR@k ≤ RR), on *k*, on how many queries have any relevant document in your collection, and on how complete the judgments are. Compare systems on the same queries rather than against a number from elsewhere.
""",
        """
## Cuándo usarlas y los objetivos habituales

- **Tasa de aciertos@k** cuando basta con un fragmento relevante: preguntas factuales, respuestas de FAQ, consultas de dato concreto. Es también la cifra de recuperación más fácil de explicar a alguien de fuera del equipo («el 80 % de las preguntas recibe al menos un fragmento útil»). Para preguntas que necesitan varios fragmentos, usa la exhaustividad.
- **MRR** (o MRR@k) cuando lo que más importa es el primer resultado: una búsqueda en FAQ donde el usuario solo ve la primera respuesta, la búsqueda web, un generador que se apoya en su primer fragmento. Ignora todo lo que viene después del primer acierto y no sabe nada de relevancia graduada: para clasificaciones completas, usa nDCG (capítulo 03).

La cápsula fija como objetivo MRR > 0,8 y el capítulo español MRR > 0,7; ninguno da un objetivo para la tasa de aciertos. Son **reglas prácticas**: un MRR de 0,8 exige el primer documento relevante en la posición 1 en la mayoría de las consultas (70 % en la posición 1 y 30 % en la 2 da 0,85); depende de si el RR se corta en *k* (RR@k ≤ RR), de *k*, de cuántas consultas tienen algún documento relevante en tu colección y de lo completos que sean los juicios. Compara sistemas sobre las mismas consultas en lugar de medirlos contra una cifra sacada de otro sitio.
""",
        """
## 什么时候用，以及常见的目标值

- **命中率@k**：一个相关片段就足够的场景，如事实型问题、FAQ 问答、查找具体信息。它也是最容易向团队外的人解释的检索指标（“80% 的问题至少拿到了一个有用的片段”）。需要多个片段才能回答的问题，请用召回率。
- **MRR**（或 MRR@k）：最看重第一个结果的场景，如用户只看第一条答案的 FAQ 搜索、网页搜索，或者主要依赖第一个片段的生成模型。它忽略第一个命中之后的一切，也不理会相关性等级：要评价整个排序，请用 NDCG（第 03 章）。

西班牙语课程的目标是 MRR > 0.8，西班牙语章节是 MRR > 0.7；两者都没有给出命中率的目标。这些都是**经验法则**：MRR 要达到 0.8，大多数查询的第一篇相关文档必须排在第 1 名（70% 在第 1 名、30% 在第 2 名，得到 0.85）；它取决于 RR 是否在 *k* 处截断（RR@k ≤ RR）、取决于 *k*、取决于文档库中有多少查询存在相关文档，也取决于标注是否完整。与其和别处的数字比，不如在相同的查询上比较不同系统。
""",
    ),
    md(
        """
### Check your understanding

**1.** An interviewer asks: what is the difference between recall and hit rate?

<details><summary>Answer</summary>

Recall@k asks how many of a query's relevant documents are in the top *k*; hit rate@k asks whether at least one is. With four relevant documents, a top *k* that holds one of them and a top *k* that holds all four both have hit rate 1, but recall 0.25 and 1 (the Chinese article's example, computed above). Over a test set, hit rate is the share of queries with a hit.
</details>

**2.** Retriever A puts a relevant document at rank 1 for half of the queries and finds nothing for the other half. Retriever B puts the first relevant document at rank 2 for every query. Compare their MRR and their hit rate@5. Which would you rather feed a generator that reads 5 passages?

<details><summary>Answer</summary>

Both have MRR = 0.5 (A: (1 + 0) / 2; B: 1/2). Hit rate@5 is 0.5 for A and 1 for B. With 5 passages in the context, B gives the generator a relevant passage for every question, A for only half of them: B is better, and MRR alone cannot tell them apart.
</details>

**3.** Your evaluation library reports MRR@10 = 0.42, while trec_eval's `recip_rank` gives 0.45 on the same run. A bug?

<details><summary>Answer</summary>

Not necessarily. `recip_rank` has no cutoff, MRR@10 does, and RR@10 ≤ RR for every query: the difference is the queries whose first relevant document sits below rank 10. (Chapter 06 covers the other usual suspect: how tied scores are ordered.)
</details>
""",
        """
### Comprueba lo que has entendido

**1.** En una entrevista te preguntan: ¿qué diferencia hay entre exhaustividad y tasa de aciertos?

<details><summary>Respuesta</summary>

Recall@k pregunta cuántos de los documentos relevantes de una consulta están en el top *k*; la tasa de aciertos@k, si hay al menos uno. Con cuatro documentos relevantes, un top *k* que contiene uno y otro que contiene los cuatro tienen los dos tasa de aciertos 1, pero exhaustividad 0,25 y 1 (el ejemplo del artículo chino, calculado arriba). Sobre un conjunto de prueba, la tasa de aciertos es la proporción de consultas con acierto.
</details>

**2.** El recuperador A coloca un documento relevante en la posición 1 en la mitad de las consultas y no encuentra nada en la otra mitad. El recuperador B coloca el primer documento relevante en la posición 2 en todas las consultas. Compara su MRR y su tasa de aciertos@5. ¿Cuál preferirías para alimentar un generador que lee 5 fragmentos?

<details><summary>Respuesta</summary>

Los dos tienen MRR = 0,5 (A: (1 + 0) / 2; B: 1/2). La tasa de aciertos@5 es 0,5 para A y 1 para B. Con 5 fragmentos en el contexto, B le da al generador un fragmento relevante en todas las preguntas, y A solo en la mitad: B es mejor, y el MRR por sí solo no puede distinguirlos.
</details>

**3.** Tu biblioteca de evaluación da MRR@10 = 0,42, mientras que el `recip_rank` de trec_eval da 0,45 sobre el mismo run. ¿Hay un error?

<details><summary>Respuesta</summary>

No necesariamente. `recip_rank` no tiene corte, MRR@10 sí, y RR@10 ≤ RR en cada consulta: la diferencia son las consultas cuyo primer documento relevante queda por debajo de la posición 10. (El capítulo 06 trata el otro sospechoso habitual: cómo se ordenan las puntuaciones empatadas.)
</details>
""",
        """
### 检查一下你的理解

**1.** 面试官问：召回率和命中率有什么区别？

<details><summary>答案</summary>

Recall@k 问的是一个查询的相关文档中有多少在前 *k* 名里；命中率@k 问的是有没有至少一篇。如果有四篇相关文档，前 *k* 名包含其中一篇和包含全部四篇，命中率都是 1，召回率却分别是 0.25 和 1（即中文文章的例子，上面已经算过）。在测试集上，命中率是命中的查询所占的比例。
</details>

**2.** 检索器 A 在一半的查询中把相关文档排在第 1 名，另一半查询什么也没找到；检索器 B 在每个查询中都把第一篇相关文档排在第 2 名。比较它们的 MRR 和命中率@5。如果生成模型读取 5 个片段，你更愿意用哪一个？

<details><summary>答案</summary>

两者的 MRR 都是 0.5（A：(1 + 0) / 2；B：1/2）。命中率@5 方面，A 是 0.5，B 是 1。上下文里放 5 个片段时，B 能为每个问题提供相关片段，A 只能为一半的问题提供：B 更好，而仅凭 MRR 无法区分两者。
</details>

**3.** 你的评估库报告 MRR@10 = 0.42，而 trec_eval 的 `recip_rank` 在同一个 run 上给出 0.45。是出 bug 了吗？

<details><summary>答案</summary>

不一定。`recip_rank` 不截断，MRR@10 截断，而且每个查询都有 RR@10 ≤ RR：差距来自第一篇相关文档排在第 10 名之后的那些查询。（另一个常见原因是分数并列时的排序方式，见第 06 章。）
</details>
""",
    ),
    md(
        """
## Summary

- **Hit rate@k**: 1 if at least one relevant document is in the top *k*, else 0; over a test set, the share of queries with a hit (trec_eval's `success_k`). It is not recall.
- **RR** = 1 / rank of the first relevant document; **MRR** is its mean over queries. The capsule's MRR figures are right (0.611 and 0.667, for two different sets of judgments).
- **RR** (trec_eval, no cutoff) and **RR@k** (ranx, ir_measures, the Chinese article) are different numbers; RR@k ≤ RR. Say which you report.
- MRR = 0.5 does **not** mean "first hit at rank 2 on average": the mean of 1/rank is not 1 / mean rank.
- Neither measure looks past the first hit, nor at graded relevance: that is nDCG, next.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/02_hit_rate_mrr.ipynb). Then go on to [chapter 03, nDCG](03_ndcg.ipynb).
""",
        """
## Resumen

- **Tasa de aciertos@k**: 1 si hay al menos un documento relevante en el top *k* y 0 si no; sobre un conjunto de prueba, la proporción de consultas con acierto (el `success_k` de trec_eval). No es la exhaustividad.
- **RR** = 1 / posición del primer documento relevante; el **MRR** es su media sobre las consultas. Las cifras de MRR de la cápsula son correctas (0,611 y 0,667, para dos conjuntos de juicios distintos).
- **RR** (trec_eval, sin corte) y **RR@k** (ranx, ir_measures, el artículo chino) son números distintos; RR@k ≤ RR. Indica cuál usas.
- MRR = 0,5 **no** significa «primer acierto de media en la posición 2»: la media de 1/posición no es 1 / posición media.
- Ninguna de las dos mira más allá del primer acierto ni sabe de relevancia graduada: de eso se ocupa nDCG, en el capítulo siguiente.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/02_hit_rate_mrr.ipynb). Después sigue con [el capítulo 03, nDCG](03_ndcg.ipynb).
""",
        """
## 小结

- **命中率@k**：前 *k* 名中至少有一篇相关文档记为 1，否则为 0；在测试集上是命中的查询所占的比例（即 trec_eval 的 `success_k`）。它不是召回率。
- **RR** = 1 / 第一篇相关文档的排名；**MRR** 是它在所有查询上的平均值。西班牙语课程的 MRR 数字是对的（0.611 和 0.667，对应两套不同的标注）。
- **RR**（trec_eval，不截断）和 **RR@k**（ranx、ir_measures、中文文章）是不同的数字，且 RR@k ≤ RR。报告时要说明用的是哪一个。
- MRR = 0.5 **并不**表示“第一个命中平均排在第 2 位”：1/排名的平均值不等于 1 / 平均排名。
- 两个指标都不看第一个命中之后的情况，也不理会相关性等级：这正是下一章 NDCG 的内容。

## 练习

请完成[本章的练习](../../exercises/zh/02_hit_rate_mrr.ipynb)。然后继续阅读[第 03 章：NDCG](03_ndcg.ipynb)。
""",
    ),
    code(
        """
batch_means = rm.RetrievalEvaluator(k=k).evaluate_many(batch)
batch_cut = rm.evaluate({i: dict.fromkeys(c["relevant"], 1) for i, c in enumerate(batch)},
                        {i: c["retrieved"] for i, c in enumerate(batch)}, [f"RR@{k}"]).mean[f"RR@{k}"]
print(t("ch02.summary", k=k))
print(f"  {t('metric.hit_rate.symbol', k=k)} = {batch_means[f'HitRate@{k}']:.3f}")
print(f"  {t('ch02.mrr')} = {batch_means['RR']:.3f}")
print(f"  {t('ch02.mrr_at', k=k)} = {batch_cut:.3f}")
print(t("ch02.summary_sim", n=n_queries, seed=seed))
print(f"  {t('metric.hit_rate.symbol', k=k)} = {results.mean[f'HitRate@{k}']:.3f}")
print(f"  {t('ch02.mrr')} = {results.mean['RR']:.3f}")
print(f"  {t('ch02.mrr_at', k=k)} = {results.mean[f'RR@{k}']:.3f}")
""",
        tags=["summary"],
    ),
]

chapter("02_hit_rate_mrr", CH02, CH02_COMMENTS, CH02_CATALOG)

# ================================================================================================
# 03 · nDCG@k
# ================================================================================================
CH03_COMMENTS = {
    "The capsule's exercise 2: binary relevance (each relevant document has grade 1)": (
        "El ejercicio 2 de la cápsula: relevancia binaria (cada documento relevante tiene grado 1)",
        "西班牙语课程的练习 2：二元相关性（每篇相关文档的等级都是 1）",
    ),
    "DCG by hand: 1 / log2(rank + 1) for each relevant document in the top k": (
        "DCG a mano: 1 / log2(posición + 1) por cada documento relevante del top k",
        "手算 DCG：前 k 名中每篇相关文档贡献 1 / log2(排名 + 1)",
    ),
    "IDCG by hand: the ideal ranking puts every relevant document first": (
        "IDCG a mano: la clasificación ideal pone primero todos los documentos relevantes",
        "手算 IDCG：理想排序把所有相关文档放在最前面",
    ),
    "IDCG is the DCG of the ideal ranking: the relevant documents first": (
        "IDCG es el DCG de la clasificación ideal: los documentos relevantes primero",
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
        "El ejemplo del artículo chino: id -> grado, y la clasificación (999 y 888 no están juzgados: grado 0)",
        "中文文章的例子：文档 id -> 相关性等级，以及检索结果（999 和 888 未标注：等级为 0）",
    ),
    "the grade of each retrieved document, looked up in rank order (0 if unjudged)": (
        "el grado de cada documento recuperado, buscado en orden de posición (0 si no está juzgado)",
        "按排名顺序查出每篇检索到的文档的等级（未标注则为 0）",
    ),
    "every judged grade, highest first: the ideal ranking's grades": (
        "todos los grados juzgados, de mayor a menor: los grados de la clasificación ideal",
        "所有已标注的等级，从高到低排列：理想排序的等级",
    ),
    "nDCG@k by hand with linear gain: the gain is the grade itself": (
        "nDCG@k a mano con ganancia lineal: la ganancia es el propio grado",
        "用线性增益手算 NDCG@k：增益就是等级本身",
    ),
    "the ideal ranking: every judged document, highest grade first": (
        "la clasificación ideal: todos los documentos juzgados, primero el de mayor grado",
        "理想排序：所有已标注的文档，等级最高的在前",
    ),
    "nDCG@k by hand with exponential gain: the gain is 2^grade - 1": (
        "nDCG@k a mano con ganancia exponencial: la ganancia es 2^grado - 1",
        "用指数增益手算 NDCG@k：增益为 2^等级 - 1",
    ),
    "the figure cannot show a cutoff past the end of the ranking": (
        "la figura no puede mostrar un corte más allá del final de la clasificación",
        "图中的截断位置不能超过排序的长度",
    ),
    "The numbers in the chart, for readers who prefer a table": (
        "Los números del gráfico, para quien prefiera una tabla",
        "图中的数值，供喜欢看表格的读者参考",
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
        "中文文章的二元版本：同样的三篇文档，等级都是 1",
    ),
}

CH03_CATALOG = {
    "ch03.ideal_all": {
        "en": "Ideal ranking from every relevant document {docs}:",
        "es": "Clasificación ideal con todos los documentos relevantes {docs}:",
        "zh": "用全部相关文档 {docs} 构成理想排序：",
    },
    "ch03.ideal_seen": {
        "en": "Ideal ranking from the retrieved relevant documents only {docs}:",
        "es": "Clasificación ideal solo con los relevantes recuperados {docs}:",
        "zh": "只用检索到的相关文档 {docs} 构成理想排序：",
    },
    "ch03.single_query": {
        "en": "The query, nDCG@5:",
        "es": "La consulta, nDCG@5:",
        "zh": "这个查询的 NDCG@5：",
    },
    "ch03.batch_mean": {
        "en": "Mean of the three queries, nDCG@5:",
        "es": "Media de las tres consultas, nDCG@5:",
        "zh": "三个查询的 NDCG@5 平均值：",
    },
    "ch03.per_query": {
        "en": "per query: {values}",
        "es": "por consulta: {values}",
        "zh": "各查询：{values}",
    },
    "ch03.lazy": {
        "en": "A lazy retriever returning only {docs}:",
        "es": "Un recuperador perezoso que solo devuelve {docs}:",
        "zh": "只返回 {docs} 的“偷懒”检索器：",
    },
    "ch03.every_judged": {
        "en": "every relevant document in the ideal",
        "es": "todos los relevantes en la ideal",
        "zh": "理想排序包含全部相关文档",
    },
    "ch03.only_seen": {
        "en": "only the retrieved ones in the ideal",
        "es": "solo los recuperados en la ideal",
        "zh": "理想排序只含检索到的文档",
    },
    "ch03.looked_up": {
        "en": "Grades in rank order: {grades}   ideal grades: {ideal}",
        "es": "Grados en orden de posición: {grades}   grados ideales: {ideal}",
        "zh": "按排名顺序的等级：{grades}   理想排序的等级：{ideal}",
    },
    "ch03.idcg_of": {
        "en": "IDCG@{k} = DCG@{k} of the ideal ranking {docs} = {value:.4f}",
        "es": "IDCG@{k} = DCG@{k} de la clasificación ideal {docs} = {value:.4f}",
        "zh": "IDCG@{k} = 理想排序 {docs} 的 DCG@{k} = {value:.4f}",
    },
    "ch03.gain_label": {
        "en": "{gain} gain",
        "es": "ganancia {gain}",
        "zh": "{gain}增益",
    },
    "ch03.regrade": {
        "en": "{gain} gain: DCG@{k} {before:.3f} -> {after:.3f} (+{delta:.3f});  {symbol} {nbefore:.3f} -> {nafter:.3f}",
        "es": "ganancia {gain}: DCG@{k} {before:.3f} -> {after:.3f} (+{delta:.3f});  {symbol} {nbefore:.3f} -> {nafter:.3f}",
        "zh": "{gain}增益：DCG@{k} {before:.3f} -> {after:.3f}（+{delta:.3f}）；{symbol} {nbefore:.3f} -> {nafter:.3f}",
    },
    "ch03.summary": {
        "en": "Chapter 03, k = {k}. The Chinese article's graded query:",
        "es": "Capítulo 03, k = {k}. La consulta con grados del artículo chino:",
        "zh": "第 03 章，k = {k}。中文文章中带相关性等级的查询：",
    },
    "ch03.summary_capsule": {
        "en": 'The capsule\'s query "Python installation" and the mean of its three queries:',
        "es": "La consulta «Python installation» de la cápsula y la media de sus tres consultas:",
        "zh": "西班牙语课程的查询 “Python installation” 及其三个查询的平均值：",
    },
    "ch03.mean_of": {
        "en": "{symbol}, mean of {n} queries",
        "es": "{symbol}, media de {n} consultas",
        "zh": "{symbol}，{n} 个查询的平均值",
    },
}

CH03 = [
    md(
        """
# 03 · nDCG@k

Recall ignores the order inside the top *k*; reciprocal rank only looks at the first hit. **nDCG** (normalized discounted cumulative gain) looks at every position of the top *k*, gives lower positions less credit, and tells a highly relevant document from a marginal one. In this chapter you will build it from two pieces, **gain** and **discount**; compute it by hand and with `ragmetrics`, first with binary relevance on the Spanish capsule's examples, then with grades 0–3 on the Chinese article's example (0.6612 with linear gain, 0.6153 with exponential gain); see why the **ideal ranking** must include every relevant document, even those never retrieved (the capsule's 0.756 and scikit-learn's `ndcg_score` both miss this); and play with the gain and discount explorer, the ranking playground and two rankings side by side. About 25 minutes.
""",
        """
# 03 · nDCG@k

La exhaustividad ignora el orden dentro del top *k*; el rango recíproco solo mira el primer acierto. **nDCG** (ganancia acumulada descontada normalizada) mira todas las posiciones del top *k*, da menos peso a las posiciones más bajas y distingue un documento muy relevante de uno marginal. En este capítulo la construirás a partir de dos piezas, la **ganancia** y el **descuento**; la calcularás a mano y con `ragmetrics`, primero con relevancia binaria sobre los ejemplos de la cápsula española y luego con grados de 0 a 3 sobre el ejemplo del artículo chino (0,6612 con ganancia lineal, 0,6153 con ganancia exponencial); verás por qué la **clasificación ideal** tiene que incluir todos los documentos relevantes, también los que nunca se recuperaron (el 0,756 de la cápsula y el `ndcg_score` de scikit-learn fallan justo en eso); y jugarás con el explorador de ganancia y descuento, el laboratorio de clasificación y dos clasificaciones una junto a otra. Unos 25 minutos.
""",
        """
# 03 · NDCG@k

召回率不看前 *k* 名内部的顺序；倒数排名只看第一个命中。**NDCG**（归一化折损累计增益）会看前 *k* 名的每一个位置，排得越靠后给的分越少，而且能区分高度相关和勉强相关的文档。本章会从**增益**和**折损**两个部件把它搭起来；分别用手算和 `ragmetrics` 计算它：先在西班牙语课程的例子上用二元相关性，再在中文文章的例子上用 0–3 级相关性等级（线性增益 0.6612，指数增益 0.6153）；弄清为什么**理想排序**必须包含所有相关文档，包括从未被检索到的（西班牙语课程的 0.756 和 scikit-learn 的 `ndcg_score` 都错在这里）；最后动手操作增益与折损探索组件、排序实验台和两个排序的并排对比。大约需要 25 分钟。
""",
    ),
    "parameters",
    "setup",
    md(
        """
## The idea in plain words

Every document in the top *k* earns some credit. How much depends on two things:

- its **gain**: how relevant it is. With binary judgments the gain is 1 or 0; with graded judgments it is the grade (or 2^grade − 1, more on that below);
- its **discount**: how far down it sits. Readers, and models, pay less attention lower down, so the credit at rank *i* is divided by log2(*i* + 1): full credit at rank 1, 63 % at rank 2, half at rank 3, 39 % at rank 5.

The sum of gain × discount over the top *k* is the **DCG**. On its own it is hard to read: a query with many relevant documents can score much higher than a query with one. So nDCG divides it by the DCG of the best possible ranking for that query, the **ideal DCG** (IDCG). The result runs from 0 to 1, and 1 means "this ranking could not be better".
""",
        """
## La idea, en pocas palabras

Cada documento del top *k* aporta algo de puntuación. Cuánto aporta depende de dos cosas:

- su **ganancia**: lo relevante que es. Con juicios binarios la ganancia vale 1 o 0; con juicios graduados es el grado (o 2^grado − 1, de eso hablamos más abajo);
- su **descuento**: lo abajo que está. Los lectores (y los modelos) prestan menos atención a lo que aparece más abajo, así que lo que aporta en la posición *i* se divide entre log2(*i* + 1): la puntuación completa en la posición 1, el 63 % en la 2, la mitad en la 3, el 39 % en la 5.

La suma de ganancia × descuento en el top *k* es el **DCG**. Por sí solo cuesta interpretarlo: una consulta con muchos documentos relevantes puede puntuar mucho más que una con uno solo. Por eso nDCG lo divide entre el DCG de la mejor clasificación posible para esa consulta, el **DCG ideal** (IDCG). El resultado va de 0 a 1, y 1 significa «esta clasificación no podría ser mejor».
""",
        """
## 直观理解

前 *k* 名中的每篇文档都能得到一些分数。得多少取决于两点：

- 它的**增益**：有多相关。二元标注下增益是 1 或 0；分级标注下增益就是相关性等级（或 2^等级 − 1，后面再讲）；
- 它的**折损**：排得有多靠后。读者和模型对靠后的内容关注更少，所以第 *i* 名的分数要除以 log2(*i* + 1)：第 1 名拿全分，第 2 名拿 63%，第 3 名拿一半，第 5 名拿 39%。

前 *k* 名中所有“增益 × 折损”之和就是 **DCG**。单看 DCG 很难判断好坏：相关文档多的查询可能比只有一篇相关文档的查询高得多。所以 NDCG 要除以该查询最佳排序的 DCG，即**理想 DCG**（IDCG）。结果在 0 到 1 之间，1 表示“这个排序已经不能更好了”。
""",
    ),
    md(
        r"""
## The formulas

$$\text{DCG@}k = \sum_{i=1}^{k} \frac{\text{gain}(g_i)}{\log_2(i+1)},
\qquad
\text{gain}(g) = \begin{cases} g & \text{linear gain}\\ 2^{g}-1 & \text{exponential gain}\end{cases}$$

$$\text{nDCG@}k = \frac{\text{DCG@}k}{\text{IDCG@}k}$$

where $g_i$ is the grade of the document at rank $i$ (0 if it is not judged relevant) and IDCG@k is the DCG@k of the **ideal ranking**: every judged document of the query, highest grade first (nDCG is 0 when IDCG is 0). The base of the logarithm cancels out in the ratio. With binary grades the two gains agree, since 2¹ − 1 = 1.
""",
        r"""
## Las fórmulas

$$\text{DCG@}k = \sum_{i=1}^{k} \frac{\text{ganancia}(g_i)}{\log_2(i+1)},
\qquad
\text{ganancia}(g) = \begin{cases} g & \text{ganancia lineal}\\ 2^{g}-1 & \text{ganancia exponencial}\end{cases}$$

$$\text{nDCG@}k = \frac{\text{DCG@}k}{\text{IDCG@}k}$$

donde $g_i$ es el grado del documento en la posición $i$ (0 si no está juzgado como relevante) e IDCG@k es el DCG@k de la **clasificación ideal**: todos los documentos juzgados de la consulta, primero el de mayor grado (nDCG vale 0 cuando IDCG es 0). La base del logaritmo se cancela en el cociente. Con grados binarios las dos ganancias coinciden, porque 2¹ − 1 = 1.
""",
        r"""
## 公式

$$\text{DCG@}k = \sum_{i=1}^{k} \frac{\text{增益}(g_i)}{\log_2(i+1)},
\qquad
\text{增益}(g) = \begin{cases} g & \text{线性增益}\\ 2^{g}-1 & \text{指数增益}\end{cases}$$

$$\text{NDCG@}k = \frac{\text{DCG@}k}{\text{IDCG@}k}$$

其中 $g_i$ 是第 $i$ 名文档的相关性等级（未被标注为相关则为 0），IDCG@k 是**理想排序**的 DCG@k：该查询所有已标注的文档按等级从高到低排列（IDCG 为 0 时 NDCG 记为 0）。对数的底在比值中会约掉。二元等级下两种增益相同，因为 2¹ − 1 = 1。
""",
    ),
    md(
        """
## Binary relevance: the capsule's exercise 2

Retrieved `[1, 3, 5, 7, 9]`, relevant `[3, 7]`. The relevant documents sit at ranks 2 and 4, so at *k* = 5: DCG@5 = 1/log2(3) + 1/log2(5) ≈ 0.631 + 0.431 = 1.062. The ideal ranking puts both relevant documents first: IDCG@5 = 1/log2(2) + 1/log2(3) ≈ 1.631. nDCG@5 = 1.062 / 1.631 ≈ 0.6509.
""",
        """
## Relevancia binaria: el ejercicio 2 de la cápsula

Recuperados `[1, 3, 5, 7, 9]`, relevantes `[3, 7]`. Los documentos relevantes están en las posiciones 2 y 4, así que con *k* = 5: DCG@5 = 1/log2(3) + 1/log2(5) ≈ 0,631 + 0,431 = 1,062. La clasificación ideal pone primero los dos relevantes: IDCG@5 = 1/log2(2) + 1/log2(3) ≈ 1,631. nDCG@5 = 1,062 / 1,631 ≈ 0,6509.
""",
        """
## 二元相关性：西班牙语课程的练习 2

检索结果 `[1, 3, 5, 7, 9]`，相关文档 `[3, 7]`。相关文档排在第 2 名和第 4 名，所以 *k* = 5 时：DCG@5 = 1/log2(3) + 1/log2(5) ≈ 0.631 + 0.431 = 1.062。理想排序把两篇相关文档放在最前面：IDCG@5 = 1/log2(2) + 1/log2(3) ≈ 1.631。NDCG@5 = 1.062 / 1.631 ≈ 0.6509。
""",
    ),
    code(
        """
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
"""
    ),
    code(
        """
dcg = rm.dcg_at_k(retrieved, relevant, k=k)
idcg = rm.dcg_at_k(relevant, relevant, k=k)  # IDCG is the DCG of the ideal ranking: the relevant documents first
ndcg = rm.ndcg_at_k(retrieved, relevant, k=k)
print(f"rm.dcg_at_k(retrieved, relevant, k={k})  = {dcg:.4f}")
print(f"rm.dcg_at_k(relevant, relevant, k={k})   = {idcg:.4f}")
print(f"rm.ndcg_at_k(retrieved, relevant, k={k}) = {ndcg:.4f}")
assert math.isclose(dcg, dcg_by_hand) and math.isclose(idcg, idcg_by_hand) and math.isclose(ndcg, ndcg_by_hand)
print(t("ch01.same"))
"""
    ),
    md(
        """
The capsule's solution says `0.650`; its own `print(f"{ndcg:.3f}")` would show 0.651. It divided the already rounded 1.06 by 1.63. Harmless here, but it is the usual way small errors creep in: round at the end, never in between.

## Every relevant document belongs in the ideal ranking

Now the capsule's evaluator example: retrieved `[1, 3, 5, 7, 9, 11, 13]`, relevant `[3, 7, 12]`. The top 5 is the same as above, so DCG@5 is still 1.062. But document 12 is relevant too, and a perfect retriever would have put it at rank 3. The ideal ranking therefore holds **three** relevant documents: IDCG@5 = 1 + 0.631 + 0.5 = 2.131, and nDCG@5 = 1.062 / 2.131 ≈ 0.4982. That is trec_eval's value, and also what the capsule's own code computes (its IDCG loops over `min(len(relevant), k)` positions).

The capsule nevertheless prints `ndcg@k: 0.756`, and `0.812` for the mean of its three queries (the right mean is 0.7038). Neither figure comes from its code, nor from any usual variant of nDCG: they are simply wrong.

An evaluator that only sees the retrieved documents cannot know about document 12. It builds its ideal ranking from the relevant documents it was given, and reports 0.6509 for this query. That is what happens with scikit-learn's `ndcg_score`, which takes the true grades and the scores of the documents you pass it, and nothing else. The next cells compute both versions with ragmetrics: the right one, and the one restricted to what was retrieved.
""",
        """
La solución de la cápsula dice `0.650`; su propio `print(f"{ndcg:.3f}")` mostraría 0,651. Dividió el 1,06 ya redondeado entre 1,63. Aquí no tiene importancia, pero así es como se cuelan los pequeños errores: redondea al final, nunca por el camino.

## Todos los documentos relevantes van en la clasificación ideal

Ahora, el ejemplo del evaluador de la cápsula: recuperados `[1, 3, 5, 7, 9, 11, 13]`, relevantes `[3, 7, 12]`. El top 5 es el mismo de antes, así que DCG@5 sigue valiendo 1,062. Pero el documento 12 también es relevante, y un recuperador perfecto lo habría puesto en la posición 3. La clasificación ideal tiene por tanto **tres** documentos relevantes: IDCG@5 = 1 + 0,631 + 0,5 = 2,131, y nDCG@5 = 1,062 / 2,131 ≈ 0,4982. Es el valor de trec_eval, y también lo que calcula el propio código de la cápsula (su IDCG recorre `min(len(relevant), k)` posiciones).

Aun así, la cápsula imprime `ndcg@k: 0.756`, y `0.812` como media de sus tres consultas (la media correcta es 0,7038). Ninguna de las dos cifras sale de su código ni de ninguna variante habitual de nDCG: simplemente están mal.

Un evaluador que solo ve los documentos recuperados no puede saber nada del documento 12. Construye su clasificación ideal con los relevantes que le dieron y da 0,6509 para esta consulta. Es lo que pasa con el `ndcg_score` de scikit-learn, que recibe los grados verdaderos y las puntuaciones de los documentos que le pasas, y nada más. Las celdas siguientes calculan las dos versiones con ragmetrics: la correcta y la limitada a lo recuperado.
""",
        """
西班牙语课程的答案写的是 `0.650`；而它自己的 `print(f"{ndcg:.3f}")` 会输出 0.651。原因是它用已经四舍五入的 1.06 去除以 1.63。在这里无伤大雅，但小误差往往就是这样混进来的：只在最后一步取整，中间不要取整。

## 理想排序必须包含所有相关文档

再看西班牙语课程评估器的例子：检索结果 `[1, 3, 5, 7, 9, 11, 13]`，相关文档 `[3, 7, 12]`。前 5 名和上面相同，所以 DCG@5 仍然是 1.062。但文档 12 也是相关文档，完美的检索器会把它排在第 3 名。因此理想排序包含**三篇**相关文档：IDCG@5 = 1 + 0.631 + 0.5 = 2.131，NDCG@5 = 1.062 / 2.131 ≈ 0.4982。这是 trec_eval 给出的值，也是该课程自己的代码算出来的值（它计算 IDCG 时遍历 `min(len(relevant), k)` 个位置）。

然而该课程印出来的却是 `ndcg@k: 0.756`，三个查询的平均值印成了 `0.812`（正确的平均值是 0.7038）。这两个数字既不是它的代码算出来的，也不是任何常见 NDCG 变体的结果：它们就是错的。

只能看到检索结果的评估器无从知道文档 12 的存在。它用拿到的相关文档构造理想排序，于是对这个查询报告 0.6509。scikit-learn 的 `ndcg_score` 就是这样：它只接收你传入的那些文档的真实等级和分数，别的一概不知。下面的单元格用 ragmetrics 计算两个版本：正确的版本，以及只限于检索结果的版本。
""",
    ),
    code(
        """
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
    print(f"{t(label)} {t('ch00.printed')} {printed}   ragmetrics {value:.4f}   {verdict}")
per_query = [rm.ndcg_at_k(case["retrieved"], case["relevant"], k=source_k) for case in batch]
print("    " + t("ch03.per_query", values=", ".join(f"{value:.4f}" for value in per_query)))
"""
    ),
    md(
        """
Why insist on the full ideal? Because otherwise nDCG stops punishing a retriever for what it never finds. Take a lazy retriever that returns a single safe document, document 3, and nothing else. With the full ideal it scores about 0.47 at *k* = 5; with an ideal built from what it retrieved, it scores a perfect 1.0.
""",
        """
¿Por qué insistir en la ideal completa? Porque, si no, nDCG deja de castigar a un recuperador por lo que nunca encuentra. Piensa en un recuperador perezoso que devuelve un único documento seguro, el 3, y nada más. Con la ideal completa saca cerca de 0,47 con *k* = 5; con una ideal construida a partir de lo que recuperó, saca un 1,0 perfecto.
""",
        """
为什么一定要用完整的理想排序？因为不这样做，NDCG 就不再惩罚检索器没找到的内容。设想一个“偷懒”的检索器，只返回一篇稳妥的文档 3，别的什么都不返回。用完整的理想排序，它在 *k* = 5 时大约得 0.47；用只由检索结果构成的理想排序，它竟然拿到满分 1.0。
""",
    ),
    code(
        """
# A lazy retriever: one safe document, and nothing else
lazy = [3]
print(t("ch03.lazy", docs=lazy))
print(f"  {symbol} = {rm.ndcg_at_k(lazy, relevant, k=k):.4f}   ({t('ch03.every_judged')})")
print(f"  {symbol} = {rm.ndcg_at_k(lazy, [doc for doc in relevant if doc in lazy], k=k):.4f}   ({t('ch03.only_seen')})")
"""
    ),
    md(
        """
### Check your understanding

A colleague evaluates a retriever with scikit-learn's `ndcg_score`, passing for each query the true grades and the scores of the documents the retriever returned. Their nDCG@10 is much higher than yours with trec_eval on the same run. Who is right?

<details><summary>Answer</summary>

trec_eval (and ragmetrics). `ndcg_score` only knows the documents it is given, so relevant documents the retriever never returned are missing from its ideal ranking, and missing them costs nothing. To use it correctly you would have to add every judged document that was not retrieved, with a score below all the others.
</details>
""",
        """
### Comprueba lo que has entendido

Una compañera evalúa un recuperador con el `ndcg_score` de scikit-learn, pasándole para cada consulta los grados verdaderos y las puntuaciones de los documentos que devolvió el recuperador. Su nDCG@10 sale bastante más alto que el tuyo con trec_eval sobre el mismo run. ¿Quién tiene razón?

<details><summary>Respuesta</summary>

trec_eval (y ragmetrics). `ndcg_score` solo conoce los documentos que recibe, así que los relevantes que el recuperador nunca devolvió faltan en su clasificación ideal, y perderlos no cuesta nada. Para usarlo bien habría que añadir todos los documentos juzgados que no se recuperaron, con una puntuación por debajo de todas las demás.
</details>
""",
        """
### 检查一下你的理解

一位同事用 scikit-learn 的 `ndcg_score` 评估检索器：对每个查询，传入检索器返回的那些文档的真实等级和分数。她得到的 NDCG@10 比你在同一个 run 上用 trec_eval 算出来的高不少。谁是对的？

<details><summary>答案</summary>

trec_eval（以及 ragmetrics）。`ndcg_score` 只知道传给它的文档，检索器从未返回的相关文档不在它的理想排序里，漏掉它们也就没有任何代价。要正确使用它，必须把所有未被检索到的已标注文档也加进去，并给它们一个低于其他所有文档的分数。
</details>
""",
    ),
    md(
        """
## Graded relevance: the Chinese article's example

Binary judgments treat a document that answers the question completely and one that merely mentions the topic alike. Grades tell them apart. The Chinese article grades three documents: 101 is highly relevant (3), 205 fairly relevant (2), 309 marginally relevant (1); everything else is 0. The retriever returns `[999, 205, 101, 888, 309]`.

The article recommends a data layout that ragmetrics shares: the judgments as a mapping `{doc_id: grade}`, the retrieval result as a plain ranked list of ids, and the evaluation looks each retrieved id up (an unjudged id has grade 0). Looked up in rank order the grades are `[0, 2, 3, 0, 1]`; the ideal ranking's grades are `[3, 2, 1]`.

With linear gain, at *k* = 5:

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1.262 + 1.5 + 0.387 = 3.149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1.262 + 0.5 = 4.762
- nDCG@5 = 3.149 / 4.762 ≈ **0.6612**

All three relevant documents were found, so Recall@5 = 1; nDCG is not 1 because they are not in the ideal order. As the article says, recall asks whether the right things were found, nDCG whether they are in a sensible order.
""",
        """
## Relevancia graduada: el ejemplo del artículo chino

Los juicios binarios tratan igual un documento que responde por completo a la pregunta y otro que solo menciona el tema. Los grados los distinguen. El artículo chino da grados a tres documentos: el 101 es muy relevante (3), el 205 bastante relevante (2) y el 309 poco relevante (1); todo lo demás vale 0. El recuperador devuelve `[999, 205, 101, 888, 309]`.

El artículo recomienda una organización de los datos que ragmetrics comparte: los juicios como un diccionario `{doc_id: grado}`, el resultado de la recuperación como una simple lista ordenada de ids, y la evaluación busca cada id recuperado (un id sin juicio tiene grado 0). En orden de posición, los grados son `[0, 2, 3, 0, 1]`; los de la clasificación ideal, `[3, 2, 1]`.

Con ganancia lineal y *k* = 5:

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1,262 + 1,5 + 0,387 = 3,149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1,262 + 0,5 = 4,762
- nDCG@5 = 3,149 / 4,762 ≈ **0,6612**

Se encontraron los tres documentos relevantes, así que Recall@5 = 1; nDCG no vale 1 porque no están en el orden ideal. Como dice el artículo, la exhaustividad pregunta si se encontró lo correcto; nDCG, si está en un orden razonable.
""",
        """
## 分级相关性：中文文章的例子

二元标注把完整回答了问题的文档和只是提到了相关话题的文档一视同仁，而相关性等级能把它们区分开。中文文章给三篇文档标了等级：101 高度相关（3），205 比较相关（2），309 弱相关（1）；其余文档都是 0。检索器返回 `[999, 205, 101, 888, 309]`。

文章推荐的数据组织方式与 ragmetrics 一致：标注用字典 `{doc_id: 相关性等级}` 表示，检索结果就是一个按排名排好的 id 列表，评估时再逐个查出每个检索到的 id 的等级（未标注的 id 等级为 0）。按排名顺序查出的等级是 `[0, 2, 3, 0, 1]`；理想排序的等级是 `[3, 2, 1]`。

使用线性增益，*k* = 5 时：

- DCG@5 = 0/log2(2) + 2/log2(3) + 3/log2(4) + 0/log2(5) + 1/log2(6) ≈ 1.262 + 1.5 + 0.387 = 3.149
- IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) ≈ 3 + 1.262 + 0.5 = 4.762
- NDCG@5 = 3.149 / 4.762 ≈ **0.6612**

三篇相关文档都找到了，所以 Recall@5 = 1；NDCG 不是 1，是因为它们没有按理想顺序排列。正如文章所说：召回率看的是有没有把正确的东西找回来，NDCG 看的是找回来的东西排序是否合理。
""",
    ),
    code(
        """
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
"""
    ),
    code(
        """
from ragmetrics.retrieval import grades_of, ideal_grades

ideal_ranking = sorted(grades, key=grades.get, reverse=True)  # the ideal ranking: every judged document, highest grade first
print("grades_of:", grades_of(ranking, grades).tolist(), "  ideal_grades:", ideal_grades(grades).tolist())
print(t("ch03.idcg_of", k=k, docs=ideal_ranking, value=rm.dcg_at_k(ideal_ranking, grades, k=k)))
ndcg_linear = rm.ndcg_at_k(ranking, grades, k=k)
print(f"rm.ndcg_at_k(ranking, grades, k={k}) = {ndcg_linear:.4f}")
assert math.isclose(rm.dcg_at_k(ranking, grades, k=k), dcg_by_hand) and math.isclose(ndcg_linear, dcg_by_hand / idcg_by_hand)
print(t("ch01.same"))
"""
    ),
    md(
        """
### Exponential gain

The other common gain, from Burges et al. (2005) and used by many learning-to-rank libraries, is 2^grade − 1: grades 0, 1, 2, 3 are worth 0, 1, 3, 7. A grade-3 document is now worth seven grade-1 documents instead of three. At *k* = 5:

- DCG@5 = 3/log2(3) + 7/log2(4) + 1/log2(6) ≈ 1.893 + 3.5 + 0.387 = 5.780
- IDCG@5 = 7/log2(2) + 3/log2(3) + 1/log2(4) ≈ 7 + 1.893 + 0.5 = 9.393
- nDCG@5 = 5.780 / 9.393 ≈ **0.6153**

Lower than with linear gain, because the ranking's worst flaw, the grade-3 document at rank 3 instead of rank 1, now weighs more.
""",
        """
### Ganancia exponencial

La otra ganancia habitual, de Burges et al. (2005) y usada por muchas bibliotecas de *learning to rank*, es 2^grado − 1: los grados 0, 1, 2 y 3 valen 0, 1, 3 y 7. Un documento de grado 3 vale ahora lo que siete de grado 1, en lugar de tres. Con *k* = 5:

- DCG@5 = 3/log2(3) + 7/log2(4) + 1/log2(6) ≈ 1,893 + 3,5 + 0,387 = 5,780
- IDCG@5 = 7/log2(2) + 3/log2(3) + 1/log2(4) ≈ 7 + 1,893 + 0,5 = 9,393
- nDCG@5 = 5,780 / 9,393 ≈ **0,6153**

Es menor que con ganancia lineal, porque el peor defecto de la clasificación, el documento de grado 3 en la posición 3 en lugar de la 1, pesa ahora más.
""",
        """
### 指数增益

另一种常见的增益来自 Burges 等人（2005），被许多排序学习库采用：2^等级 − 1，等级 0、1、2、3 的增益分别是 0、1、3、7。一篇等级 3 的文档现在相当于七篇等级 1 的文档，而不是三篇。*k* = 5 时：

- DCG@5 = 3/log2(3) + 7/log2(4) + 1/log2(6) ≈ 1.893 + 3.5 + 0.387 = 5.780
- IDCG@5 = 7/log2(2) + 3/log2(3) + 1/log2(4) ≈ 7 + 1.893 + 0.5 = 9.393
- NDCG@5 = 5.780 / 9.393 ≈ **0.6153**

比线性增益时更低，因为这个排序最大的毛病（等级 3 的文档排在第 3 名而不是第 1 名）现在分量更重了。
""",
    ),
    code(
        """
# nDCG@k by hand with exponential gain: the gain is 2^grade - 1
dcg_exp_by_hand = sum((2 ** grade - 1) / math.log2(rank + 1) for grade, rank in dcg_terms)
idcg_exp_by_hand = sum((2 ** grade - 1) / math.log2(rank + 1) for grade, rank in idcg_terms)
print(f"DCG@{k}  = " + (" + ".join(f"{2 ** g - 1}/log2({r + 1})" for g, r in dcg_terms) or "0") + f" = {dcg_exp_by_hand:.4f}")
print(f"IDCG@{k} = " + " + ".join(f"{2 ** g - 1}/log2({r + 1})" for g, r in idcg_terms) + f" = {idcg_exp_by_hand:.4f}")
print(f"{t('metric.ndcg.symbol', k=k)} = {dcg_exp_by_hand:.4f} / {idcg_exp_by_hand:.4f} = {dcg_exp_by_hand / idcg_exp_by_hand:.4f}")
"""
    ),
    code(
        """
ndcg_exponential = rm.ndcg_at_k(ranking, grades, k=k, gain="exponential")
print(f'rm.ndcg_at_k(ranking, grades, k={k}, gain="exponential") = {ndcg_exponential:.4f}')
assert math.isclose(ndcg_exponential, dcg_exp_by_hand / idcg_exp_by_hand)
print(t("ch01.same"))
"""
    ),
    md(
        """
## The picture

For each position, the light bar is the document's gain, the dark bar inside it what is left after the discount, and the hatched bar beside it what the ideal ranking earns at that position. DCG is the sum of the dark bars, IDCG the sum of the hatched ones. Positions past *k* are shaded. Notice how the ideal ranking collects most of its credit at rank 1, exactly where this ranking has an unjudged document.
""",
        """
## La figura

En cada posición, la barra clara es la ganancia del documento; la barra oscura dentro de ella, lo que queda tras el descuento; y la barra rayada de al lado, lo que gana la clasificación ideal en esa posición. El DCG es la suma de las barras oscuras, y el IDCG la de las rayadas. Las posiciones más allá de *k* aparecen sombreadas. Fíjate en que la clasificación ideal consigue la mayor parte de su puntuación en la posición 1, justo donde esta clasificación tiene un documento sin juicio.
""",
        """
## 图示

每个位置上，浅色柱是文档的增益，其中的深色柱是折损之后剩下的部分，旁边的斜线柱是理想排序在该位置得到的分数。DCG 是深色柱之和，IDCG 是斜线柱之和。*k* 之后的位置用灰色底纹标出。注意理想排序的大部分分数都来自第 1 名，而这个排序恰恰在第 1 名放了一篇未标注的文档。
""",
    ),
    code(
        """
from ragmetrics.course import RankingState, plot_gains

state = RankingState(grades, ranking, k=min(k, len(ranking)))  # the figure cannot show a cutoff past the end of the ranking
plot_gains(state)
"""
    ),
    code(
        """
from ragmetrics.course.html import chart_text

# The numbers in the chart, for readers who prefer a table
print(chart_text(state.chart_data(), lang))
"""
    ),
    md(
        """
## Linear or exponential gain?

With linear gain the grades are taken at face value: grade 3 is worth three times grade 1. Exponential gain says a great document is worth far more than a fair one, and rewards rankings that put the very best documents on top. Neither is right or wrong, but they give **different numbers for the same ranking** (0.661 and 0.615 here), so a report must say which one it uses: ragmetrics writes `nDCG@10` for linear and `nDCG(gain=exp)@10` for exponential; ranx calls the latter `ndcg_burges@10`. trec_eval uses linear gain.

The explorer below shows the two pieces separately: the discount of each position (left) and the gain of each grade (right). Pick a position and a grade to see what one document adds to DCG: a grade-3 document at position 3 adds 7/log2(4) = 3.5 with exponential gain and 3/log2(4) = 1.5 with linear gain.
""",
        """
## ¿Ganancia lineal o exponencial?

Con ganancia lineal los grados se toman al pie de la letra: el grado 3 vale tres veces el grado 1. La ganancia exponencial dice que un documento excelente vale mucho más que uno aceptable, y premia las clasificaciones que ponen arriba los mejores documentos. Ninguna es correcta ni incorrecta, pero dan **números distintos para la misma clasificación** (aquí, 0,661 y 0,615), así que un informe debe decir cuál usa: ragmetrics escribe `nDCG@10` para la lineal y `nDCG(gain=exp)@10` para la exponencial; ranx llama a esta última `ndcg_burges@10`. trec_eval usa la ganancia lineal.

El explorador de abajo muestra las dos piezas por separado: el descuento de cada posición (izquierda) y la ganancia de cada grado (derecha). Elige una posición y un grado para ver lo que aporta un documento al DCG: un documento de grado 3 en la posición 3 aporta 7/log2(4) = 3,5 con ganancia exponencial y 3/log2(4) = 1,5 con ganancia lineal.
""",
        """
## 线性增益还是指数增益？

线性增益按字面理解等级：等级 3 的价值是等级 1 的三倍。指数增益则认为一篇优秀文档的价值远高于一篇尚可的文档，更奖励把最好的文档放在最前面的排序。两者无所谓对错，但它们**对同一个排序给出不同的数字**（这里分别是 0.661 和 0.615），所以报告中必须说明用的是哪一种：ragmetrics 用 `nDCG@10` 表示线性增益，用 `nDCG(gain=exp)@10` 表示指数增益；ranx 把后者叫作 `ndcg_burges@10`。trec_eval 使用线性增益。

下面的探索组件把两个部件分开展示：左边是每个位置的折损，右边是每个等级的增益。选一个位置和一个等级，就能看到一篇文档为 DCG 贡献多少：等级 3 的文档排在第 3 名时，指数增益下贡献 7/log2(4) = 3.5，线性增益下贡献 3/log2(4) = 1.5。
""",
    ),
    code(
        """
from ragmetrics.course import GainDiscountExplorer

explorer = GainDiscountExplorer(position=3, grade=3, gain="exponential")
explorer
""",
        tags=["nbval-ignore-output"],
    ),
    code(
        """
# What the explorer shows when it opens
print(explorer.text())
"""
    ),
    md(
        """
Raising a grade matters more with exponential gain. Suppose the judges had given document 309, at rank 5, grade 3 instead of 1. Its own contribution to DCG triples with linear gain (1 → 3) and is multiplied by seven with exponential gain (1 → 7), so DCG rises three times as much. nDCG moves much less, because a better document also makes the ideal ranking better: the ideal now starts with two grade-3 documents.
""",
        """
Subir un grado importa más con ganancia exponencial. Supón que los jueces le hubieran dado al documento 309, en la posición 5, un grado 3 en lugar de 1. Su propia aportación al DCG se triplica con ganancia lineal (1 → 3) y se multiplica por siete con ganancia exponencial (1 → 7), así que el DCG sube tres veces más. nDCG se mueve mucho menos, porque un documento mejor también mejora la clasificación ideal: ahora empieza con dos documentos de grado 3.
""",
        """
等级提高时，指数增益下的影响更大。假设标注人员给排在第 5 名的文档 309 的等级是 3 而不是 1。它自己对 DCG 的贡献，在线性增益下变为 3 倍（1 → 3），在指数增益下变为 7 倍（1 → 7），所以 DCG 的增幅是线性增益时的三倍。NDCG 的变化则小得多，因为更好的文档也让理想排序变得更好了：现在理想排序以两篇等级 3 的文档开头。
""",
    ),
    code(
        """
# What if the judges had given document 309 grade 3 instead of 1?
regraded = {**grades, 309: 3}
for gain in ("linear", "exponential"):
    before, after = rm.dcg_at_k(ranking, grades, k=k, gain=gain), rm.dcg_at_k(ranking, regraded, k=k, gain=gain)
    print(t("ch03.regrade", gain=t(f"gain.{gain}"), k=k, before=before, after=after, delta=after - before,
            symbol=t("metric.ndcg.symbol", k=k), nbefore=rm.ndcg_at_k(ranking, grades, k=k, gain=gain),
            nafter=rm.ndcg_at_k(ranking, regraded, k=k, gain=gain)))
"""
    ),
    md(
        """
## Play with it

The playground opens on the Chinese article's example. Every measure of the course is on the right, each with its formula filled in with the current numbers; the chart below is the picture above, live. Predict, then try:

1. Press **Ideal order**: nDCG becomes 1. Press **Reset to the example**.
2. Switch the gain to **exponential**: 0.661 becomes 0.615, while recall, precision, RR and AP do not move (they ignore grades beyond "relevant or not").
3. Move document 101 (grade 3) to rank 1. How much does nDCG gain, and which bars change in the chart?
4. Set **k** to 3. Document 309, at rank 5, is now outside the top *k*, yet the ideal DCG@3 still counts its grade: the ideal top 3 is 101, 205, 309. **A relevant document outside the top *k* lowers nDCG@k through the ideal.**
5. Give document 999 grade 3. Why does nDCG jump so much?

The cell after the playground prints the numbers it opens with.
""",
        """
## Pruébalo tú

El laboratorio se abre con el ejemplo del artículo chino. A la derecha están todas las medidas del curso, cada una con su fórmula rellenada con los números del momento; el gráfico de abajo es la figura de antes, actualizada en directo. Predice y luego prueba:

1. Pulsa **Clasificación ideal**: nDCG pasa a 1. Pulsa **Volver al ejemplo**.
2. Cambia la ganancia a **exponencial**: 0,661 pasa a 0,615, mientras que la exhaustividad, la precisión, el RR y la AP no se mueven (solo distinguen «relevante o no»).
3. Sube el documento 101 (grado 3) a la posición 1. ¿Cuánto gana nDCG y qué barras cambian en el gráfico?
4. Pon **k** a 3. El documento 309, en la posición 5, queda fuera del top *k*, pero el DCG ideal@3 sigue contando su grado: el top 3 ideal es 101, 205, 309. **Un documento relevante fuera del top *k* baja nDCG@k a través de la clasificación ideal.**
5. Dale grado 3 al documento 999. ¿Por qué salta tanto nDCG?

La celda que sigue al laboratorio imprime las cifras con las que se abre.
""",
        """
## 动手试一试

实验台打开时显示的是中文文章的例子。右侧列出了本课程的全部指标，每个都附有代入当前数值的公式；下方的图就是上面那张图，只不过是实时更新的。先预测，再动手：

1. 点击**理想排序**：NDCG 变为 1。再点击**恢复示例**。
2. 把增益切换为**指数**：0.661 变为 0.615，而召回率、精确率、RR 和 AP 都不变（它们只区分“相关或不相关”）。
3. 把文档 101（等级 3）移到第 1 名。NDCG 提高了多少？图中哪些柱子变了？
4. 把 **k** 设为 3。排在第 5 名的文档 309 现在落在前 *k* 名之外，但理想 DCG@3 仍然计入它的等级：理想排序的前 3 名是 101、205、309。**前 *k* 名之外的相关文档，会通过理想排序拉低 NDCG@k。**
5. 把文档 999 的等级设为 3。为什么 NDCG 跳得这么多？

实验台后面的单元格会打印它打开时显示的数值。
""",
    ),
    code(
        """
from ragmetrics.course import RankingPlayground

playground = RankingPlayground(grades, ranking, k=min(k, len(ranking)))
playground
""",
        tags=["nbval-ignore-output"],
    ),
    code(
        """
# What the playground shows when it opens
for row in playground.rows():
    if row.key in ("recall", "ndcg"):
        print(f"{row.name}:\\n    " + "\\n    ".join(row.formula))
"""
    ),
    md(
        """
## Same recall, different nDCG

Ranking A is the article's; ranking B holds the same five documents in the ideal order. Which measures tie, and which tell them apart? Recall, precision, F1 and hit rate cannot see the difference; RR, nDCG and AP can. Change *k* and the gain to see when the verdict changes.
""",
        """
## La misma exhaustividad, distinto nDCG

La clasificación A es la del artículo; la B contiene los mismos cinco documentos en el orden ideal. ¿Qué medidas empatan y cuáles las distinguen? La exhaustividad, la precisión, F1 y la tasa de aciertos no ven la diferencia; el RR, nDCG y AP sí. Cambia *k* y la ganancia para ver cuándo cambia el veredicto.
""",
        """
## 召回率相同，NDCG 不同

排序 A 是文章中的排序；排序 B 包含同样的五篇文档，但按理想顺序排列。哪些指标相同，哪些能区分两者？召回率、精确率、F1 和命中率看不出差别；RR、NDCG 和 AP 能看出来。改变 *k* 和增益方式，看看结论什么时候会变。
""",
    ),
    code(
        """
from ragmetrics.course import CompareRankings

ideal_order = sorted(ranking, key=lambda doc: grades.get(doc, 0), reverse=True)
compare = CompareRankings(grades, ranking, ideal_order, k=min(k, len(ranking)))
compare
""",
        tags=["nbval-ignore-output"],
    ),
    code(
        """
# What the side-by-side view shows when it opens
print(compare.text())
"""
    ),
    md(
        """
The Chinese article ends its example with a remark worth checking: with binary judgments (every relevant document grade 1) nDCG still works. The same ranking then has grades `[0, 1, 1, 0, 1]`, and since every relevant document is worth the same, only their positions matter.
""",
        """
El artículo chino cierra su ejemplo con una observación que vale la pena comprobar: con juicios binarios (todos los relevantes con grado 1) nDCG sigue funcionando. La misma clasificación tiene entonces los grados `[0, 1, 1, 0, 1]` y, como todos los relevantes valen lo mismo, solo importan sus posiciones.
""",
        """
中文文章在例子的最后提到一点，值得验证一下：如果只有二元标注（每篇相关文档的等级都是 1），NDCG 依然适用。此时同一个排序的等级是 `[0, 1, 1, 0, 1]`，由于每篇相关文档的价值相同，起作用的只有它们的位置。
""",
    ),
    code(
        """
# The Chinese article's binary variant: the same three documents, each with grade 1
binary = dict.fromkeys(grades, 1)
print(grades_of(ranking, binary).tolist())
for gain in ("linear", "exponential"):
    print(f"{t('metric.ndcg.symbol', k=k)} = {rm.ndcg_at_k(ranking, binary, k=k, gain=gain):.4f}   ({t('ch03.gain_label', gain=t(f'gain.{gain}'))})")
"""
    ),
    md(
        """
## What a value means

- **nDCG@5 = 0.661**: this ranking collects 66 % of the discounted gain the best possible ranking would collect in its top 5. It is not a share of documents found (recall is 1 here) and not a probability.
- It is **normalized per query**, so queries with one relevant document and queries with twenty weigh the same in a mean.
- It depends on choices you must state: the **gain** (0.661 or 0.615 for the same ranking), the **grade scale**, and ***k***, which cuts both the ranking and the ideal (trec_eval's `ndcg_cut_k`; its plain `ndcg` uses the whole ranking and the whole ideal).
- It depends on the **judgments**: unjudged documents count as grade 0, and relevant documents that were never retrieved lower it through the ideal. That is intended.
- A query without relevant documents has IDCG = 0; trec_eval and ragmetrics give it 0 (chapter 06 shows how other tools treat such queries).
""",
        """
## Qué significa un valor

- **nDCG@5 = 0,661**: esta clasificación recoge el 66 % de la ganancia descontada que recogería en su top 5 la mejor clasificación posible. No es una proporción de documentos encontrados (aquí la exhaustividad vale 1) ni una probabilidad.
- Está **normalizada por consulta**, así que una consulta con un documento relevante y otra con veinte pesan lo mismo en una media.
- Depende de decisiones que debes indicar: la **ganancia** (0,661 o 0,615 para la misma clasificación), la **escala de grados** y ***k***, que corta tanto la clasificación como la ideal (el `ndcg_cut_k` de trec_eval; su `ndcg` a secas usa la clasificación entera y la ideal entera).
- Depende de los **juicios**: los documentos sin juicio cuentan como grado 0, y los relevantes que nunca se recuperaron la bajan a través de la clasificación ideal. Es intencionado.
- Una consulta sin documentos relevantes tiene IDCG = 0; trec_eval y ragmetrics le dan 0 (el capítulo 06 muestra cómo tratan esas consultas otras herramientas).
""",
        """
## 数值意味着什么

- **NDCG@5 = 0.661**：这个排序在前 5 名中拿到了最佳排序所能拿到的折损后增益的 66%。它不是找回文档的比例（这里召回率是 1），也不是概率。
- 它**按查询归一化**，所以在求平均时，只有一篇相关文档的查询和有二十篇相关文档的查询权重相同。
- 它取决于一些必须说明的选择：**增益方式**（同一个排序是 0.661 还是 0.615）、**等级体系**，以及同时截断排序和理想排序的 ***k***（trec_eval 的 `ndcg_cut_k`；它不带截断的 `ndcg` 使用整个排序和整个理想排序）。
- 它取决于**标注**：未标注的文档按等级 0 计算，从未被检索到的相关文档会通过理想排序拉低它。这是有意为之。
- 没有相关文档的查询 IDCG = 0；trec_eval 和 ragmetrics 都记为 0（其他工具如何处理这类查询，见第 06 章）。
""",
    ),
    md(
        """
## When to use it, and the usual targets

- When the **order inside the top *k*** matters and more than one document matters: evaluating a reranker, or a RAG pipeline whose generator gives earlier passages more weight.
- When you have **graded judgments**: among this course's measures, nDCG is the one that uses the grades themselves.
- When you want **one number for the whole ranking**: as the Chinese article puts it, recall and hit rate ask whether something was found, MRR where the first relevant result is, and nDCG how good the whole list is.

The capsule reads nDCG@5 = 1.0 as a perfect ranking, 0.65 as acceptable and below 0.3 as bad, and targets nDCG@5 > 0.85. These are **rules of thumb**. They depend on the gain (the same ranking scores 0.661 or 0.615), on the grade scale, on how complete the judgments are, and on how many relevant documents lie beyond *k*. And a high nDCG@5 with a low Recall@20 is still a retriever that misses things. Compare systems on the same queries and judgments, and report nDCG next to recall.
""",
        """
## Cuándo usarla y los objetivos habituales

- Cuando importa el **orden dentro del top *k*** y más de un documento cuenta: para evaluar un reranker, o un RAG cuyo generador da más peso a los primeros fragmentos.
- Cuando tienes **juicios graduados**: entre las medidas de este curso, nDCG es la que usa los grados tal cual.
- Cuando quieres **un solo número para toda la clasificación**: como dice el artículo chino, la exhaustividad y la tasa de aciertos preguntan si se encontró algo; el MRR, dónde está el primer resultado relevante; y nDCG, lo buena que es la lista entera.

La cápsula interpreta nDCG@5 = 1,0 como una clasificación perfecta, 0,65 como aceptable y menos de 0,3 como mala, y fija como objetivo nDCG@5 > 0,85. Son **reglas prácticas**. Dependen de la ganancia (la misma clasificación saca 0,661 o 0,615), de la escala de grados, de lo completos que sean los juicios y de cuántos documentos relevantes quedan más allá de *k*. Y un nDCG@5 alto con un Recall@20 bajo sigue siendo un recuperador que se deja cosas. Compara sistemas sobre las mismas consultas y los mismos juicios, e informa de nDCG junto a la exhaustividad.
""",
        """
## 什么时候用，以及常见的目标值

- **前 *k* 名内部的顺序**很重要、而且不止一篇文档有用的时候：评估 reranker，或者评估生成模型更看重靠前片段的 RAG 流程。
- 有**分级标注**的时候：在本课程的指标中，只有 NDCG 直接使用相关性等级本身。
- 想用**一个数字概括整个排序**的时候：正如中文文章所说，召回率和命中率关注有没有召回，MRR 关注第一个相关结果排得多靠前，NDCG 关注整个排序列表的质量。

西班牙语课程把 NDCG@5 = 1.0 解读为完美排序，0.65 为可以接受，低于 0.3 为差，并以 NDCG@5 > 0.85 为目标。这些都是**经验法则**。它们取决于增益方式（同一个排序可能是 0.661，也可能是 0.615）、等级体系、标注是否完整，以及有多少相关文档落在 *k* 之后。而且 NDCG@5 很高、Recall@20 却很低的检索器，仍然是在漏检。请在相同的查询和标注上比较系统，并把 NDCG 和召回率一起报告。
""",
    ),
    md(
        """
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

Not for a valid ranking: no ranking can collect more discounted gain than the ideal one. It happens when a document is counted twice, for instance a ranking `[101, 101, 101]` with the Chinese article's judgments: its function would return about 1.34. trec_eval refuses runs with duplicate documents, and so does ragmetrics (a `ValueError` that names the repeated document). Chapter 06 has more of these traps.
</details>

**4.** Your ranking finds every relevant document, and nDCG@10 is 0.6. What does that tell you, and what would you look at next?

<details><summary>Answer</summary>

Recall is fine, order is not: the best documents are not near the top. Look at where the highest-grade documents sit; a reranker is the usual fix. Check the gain too: with exponential gain, a single grade-3 document low in the list costs a lot.
</details>
""",
        """
### Comprueba lo que has entendido

**1.** En una entrevista te preguntan: ¿qué diferencia hay entre MRR y nDCG?

<details><summary>Respuesta</summary>

El MRR solo mira la posición del primer documento relevante; todo lo que viene después se ignora, y un documento es relevante o no lo es. nDCG mira todas las posiciones del top *k*, descuenta las más bajas y puede ponderar cada documento por su grado de relevancia. El MRR pregunta «¿cuándo aparece la primera respuesta correcta?»; nDCG, «¿está toda la clasificación en un orden razonable?».
</details>

**2.** Las clasificaciones A y B contienen los mismos documentos relevantes en su top 5. ¿Por qué puede diferir su nDCG@5 si su Recall@5 es igual?

<details><summary>Respuesta</summary>

La exhaustividad solo cuenta qué documentos relevantes hay en el top 5. nDCG multiplica la ganancia de cada documento por el descuento de su posición, así que los mismos documentos en otro orden dan otro DCG, mientras que el IDCG, que solo depende de los juicios, no cambia.
</details>

**3.** ¿Puede nDCG valer más de 1?

<details><summary>Respuesta</summary>

En una clasificación válida, no: ninguna clasificación puede reunir más ganancia descontada que la ideal. Ocurre cuando un documento se cuenta dos veces, por ejemplo una clasificación `[101, 101, 101]` con los juicios del artículo chino: su función devolvería cerca de 1,34. trec_eval rechaza las ejecuciones con documentos duplicados, y ragmetrics también (un `ValueError` que nombra el documento repetido). El capítulo 06 trae más trampas de este tipo.
</details>

**4.** Tu clasificación encuentra todos los documentos relevantes y nDCG@10 vale 0,6. ¿Qué te dice eso y qué mirarías después?

<details><summary>Respuesta</summary>

La exhaustividad está bien; el orden, no: los mejores documentos no están en los primeros puestos. Mira dónde quedan los documentos de grado más alto; un reranker es el arreglo habitual. Comprueba también la ganancia: con ganancia exponencial, un solo documento de grado 3 muy abajo cuesta mucho.
</details>
""",
        """
### 检查一下你的理解

**1.** 面试官问：MRR 和 NDCG 有什么区别？

<details><summary>答案</summary>

MRR 只看第一篇相关文档的排名，之后的内容一概忽略，而且文档只分相关和不相关。NDCG 会看前 *k* 名的每个位置，对靠后的位置打折扣，还能按相关性等级给文档加权。MRR 关注“第一个正确结果什么时候出现”，NDCG 关注“整体排序是否合理”。
</details>

**2.** 排序 A 和排序 B 的前 5 名包含同样的相关文档。为什么它们的 Recall@5 相同，NDCG@5 却可能不同？

<details><summary>答案</summary>

召回率只统计前 5 名里有哪些相关文档。NDCG 用每篇文档的增益乘以其位置的折损，所以同样的文档换个顺序，DCG 就不同；而只取决于标注的 IDCG 保持不变。
</details>

**3.** NDCG 可能大于 1 吗？

<details><summary>答案</summary>

对于合法的排序不可能：任何排序拿到的折损后增益都不会超过理想排序。只有当同一篇文档被计算了两次时才会出现，例如按中文文章的标注评估排序 `[101, 101, 101]`：文章里的函数会返回约 1.34。trec_eval 拒绝含有重复文档的 run，ragmetrics 也会拒绝（抛出指明重复文档的 `ValueError`）。第 06 章还有更多这类陷阱。
</details>

**4.** 你的排序找回了所有相关文档，NDCG@10 却只有 0.6。这说明了什么？接下来该看什么？

<details><summary>答案</summary>

召回没有问题，排序有问题：最好的文档没有排在前面。看看等级最高的文档排在哪里；常见的解决办法是加一个 reranker。也要确认增益方式：在指数增益下，只要有一篇等级 3 的文档排得很靠后，代价就很大。
</details>
""",
    ),
    md(
        """
## Summary

- **DCG@k** adds up gain × discount over the top *k*, with discount 1/log2(rank + 1); **nDCG@k** divides it by the DCG@k of the ideal ranking.
- The **ideal ranking uses every judged relevant document**, retrieved or not. Otherwise a retriever that misses documents is not punished (the lazy retriever scores 1.0). The capsule's `ndcg@k: 0.756` is wrong: the right value is 0.4982, and its mean 0.812 should be 0.7038. scikit-learn's `ndcg_score` only sees the documents you pass it.
- **Graded relevance**: the Chinese article's example scores 0.6612 with **linear gain** (the grade) and 0.6153 with **exponential gain** (2^grade − 1). Say which gain you use.
- Same recall, different nDCG: nDCG sees order, recall does not. Report both.

## Exercises

Practise with [the exercises of this chapter](../../exercises/en/03_ndcg.ipynb). Then go on to [chapter 04, evaluating a retriever](04_evaluating_a_retriever.ipynb), where these measures run over many queries at once.
""",
        """
## Resumen

- **DCG@k** suma ganancia × descuento en el top *k*, con descuento 1/log2(posición + 1); **nDCG@k** lo divide entre el DCG@k de la clasificación ideal.
- La **clasificación ideal usa todos los documentos juzgados relevantes**, recuperados o no. Si no, un recuperador que se deja documentos no recibe castigo (el recuperador perezoso saca 1,0). El `ndcg@k: 0.756` de la cápsula está mal: el valor correcto es 0,4982, y su media 0,812 debería ser 0,7038. El `ndcg_score` de scikit-learn solo ve los documentos que le pasas.
- **Relevancia graduada**: el ejemplo del artículo chino saca 0,6612 con **ganancia lineal** (el grado) y 0,6153 con **ganancia exponencial** (2^grado − 1). Di qué ganancia usas.
- La misma exhaustividad, distinto nDCG: nDCG ve el orden y la exhaustividad no. Informa de las dos.

## Ejercicios

Practica con [los ejercicios de este capítulo](../../exercises/es/03_ndcg.ipynb). Después sigue con [el capítulo 04, evaluar un recuperador](04_evaluating_a_retriever.ipynb), donde estas medidas se calculan sobre muchas consultas a la vez.
""",
        """
## 小结

- **DCG@k** 把前 *k* 名的“增益 × 折损”相加，折损为 1/log2(排名 + 1)；**NDCG@k** 再除以理想排序的 DCG@k。
- **理想排序使用所有被标注为相关的文档**，无论是否被检索到。否则漏检的检索器不会受到惩罚（“偷懒”的检索器能拿到 1.0）。西班牙语课程的 `ndcg@k: 0.756` 是错的：正确值是 0.4982，它的平均值 0.812 应为 0.7038。scikit-learn 的 `ndcg_score` 只能看到你传给它的文档。
- **分级相关性**：中文文章的例子在**线性增益**（等级本身）下是 0.6612，在**指数增益**（2^等级 − 1）下是 0.6153。要说明用的是哪种增益。
- 召回率相同，NDCG 可以不同：NDCG 看得到顺序，召回率看不到。两者都要报告。

## 练习

请完成[本章的练习](../../exercises/zh/03_ndcg.ipynb)。然后继续阅读[第 04 章：评估一个检索器](04_evaluating_a_retriever.ipynb)，在那里这些指标会同时在大量查询上计算。
""",
    ),
    code(
        """
print(t("ch03.summary", k=k))
print(f"  {t('metric.recall.symbol', k=k)} = {rm.recall_at_k(ranking, grades, k=k):.4f}")
for gain in ("linear", "exponential"):
    print(f"  {t('metric.ndcg.symbol', k=k)} = {rm.ndcg_at_k(ranking, grades, k=k, gain=gain):.4f}   ({t('ch03.gain_label', gain=t(f'gain.{gain}'))})")
print(t("ch03.summary_capsule"))
print(f"  {t('metric.ndcg.symbol', k=k)} = {rm.ndcg_at_k(retrieved, relevant, k=k):.4f}")
batch_mean = rm.RetrievalEvaluator(k=k).evaluate_many(batch)[f"nDCG@{k}"]
print(f"  {t('ch03.mean_of', symbol=t('metric.ndcg.symbol', k=k), n=len(batch))} = {batch_mean:.4f}")
""",
        tags=["summary"],
    ),
]

chapter("03_ndcg", CH03, CH03_COMMENTS, CH03_CATALOG)


# ----- main --------------------------------------------------------------------------------------
def write_catalog() -> None:
    catalog = {"_about": "Texts printed or plotted by chapters 00-03 (generated by tools/chapters/build_00_03.py)."}
    for stem in sorted(CHAPTERS):
        for key, value in CHAPTERS[stem][2].items():
            if key in catalog:
                raise ValueError(f"catalog key {key!r} defined twice")
            if set(value) != set(LANGS):
                raise ValueError(f"catalog key {key!r} lacks a language")
            catalog[key] = {lang: value[lang] for lang in ("en", "es", "zh")}
    CATALOG_PATH.write_text(json.dumps(catalog, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("chapters", nargs="*", help="chapter numbers or stems (default: all)")
    parser.add_argument("--run", action="store_true", help="execute the built notebooks in place")
    args = parser.parse_args()
    stems = [s for s in CHAPTERS if not args.chapters or any(s.startswith(c) for c in args.chapters)]
    write_catalog()
    paths = []
    for stem in stems:
        cells, comments, _ = CHAPTERS[stem]
        for lang in LANGS:
            path = ROOT / "notebooks" / lang / f"{stem}.ipynb"
            path.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(build_notebook(stem, cells, comments, lang), path)
            paths.append(path)
            print(f"built {path.relative_to(ROOT)}")
    if args.run:
        from run_notebooks import run

        for path in paths:
            print(f"{path.relative_to(ROOT)}: {run(path):.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
