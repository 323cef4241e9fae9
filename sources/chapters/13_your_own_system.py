"""Chapter 13 · Evaluate your own system: the source of notebooks/{en,es,zh}/13_your_own_system.ipynb and of
the catalog keys ch13.* (course/ragmetrics_course/messages_chapter_13.json).

Edit here, never the notebooks; then rebuild and execute: python tools/build_course.py 13 --run
(docs/course.md says how a source is written). Issue 22 (course part): the lab's pipeline (chapter 08)
exported as a practitioner's files (a RAGAS-style JSONL log, qrels as a BEIR folder), read with rm.io,
evaluated in one call (rm.evaluate_rag), compared (rm.compare), plotted, reported
(python -m ragmetrics report) and gated (python -m ragmetrics gate, ragmetrics.testing); exercises in
sources/solutions/13_your_own_system.py.
"""

from sources.cells import code, md, msg, parameters

COMMENTS = {  # the code cells' comments: English -> (Spanish, Chinese)
    "every text printed or plotted below comes from the catalog, in this language": (
        "todos los textos que se imprimen o dibujan abajo salen del catálogo, en este idioma",
        "下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言",
    ),
    "Chinese glyphs in the figures": ("glifos chinos en las figuras", "让图中的中文正常显示"),
    "the CJK font first: full-width ？ and ，": (
        "primero la fuente CJK: ？ y ， de ancho completo",
        "优先使用中文字体：全角的 ？ 和 ， 才能正确显示",
    ),
    "the library draws it in English: the texts are replaced by the catalog's": (
        "la biblioteca lo dibuja en inglés: sus textos se sustituyen por los del catálogo",
        "库画出的图是英文的：图中文字换成消息目录里的",
    ),
    "aligned, numbers as this language writes them": (
        "alineados, con los números escritos como en este idioma",
        "按列对齐，数字按本语言的习惯书写",
    ),
    "two items of a list, and a long text cut at a word with \"…\"": (
        "dos elementos de cada lista, y un texto largo cortado en una palabra y con «…»",
        "列表只显示前两项，过长的文本截断并加上“…”",
    ),
    "the question inside its bar: long labels beside the axis would squeeze the histograms": (
        "la pregunta, dentro de su barra: unas etiquetas largas junto al eje estrecharían los histogramas",
        "问题写在条形内部：轴旁的长标签会把上面的直方图挤窄",
    ),
    "the headers from the catalog; the numbers written as this language writes them": (
        "los encabezados salen del catálogo; los números, escritos como se escriben en este idioma",
        "表头来自消息目录；数字按本语言的习惯书写",
    ),
    "a temporary folder stands for your system's files": (
        "una carpeta temporal hace las veces de los archivos de tu sistema",
        "用一个临时文件夹代表你的系统产生的文件",
    ),
    "the judgments as a BEIR folder: corpus.jsonl, queries.jsonl, qrels/test.tsv (article grades, chapter 08)": (
        "los juicios como carpeta BEIR: corpus.jsonl, queries.jsonl, qrels/test.tsv (grados por artículo, capítulo 08)",
        "以 BEIR 文件夹保存的标注：corpus.jsonl、queries.jsonl、qrels/test.tsv（文章级等级，第 8 章）",
    ),
    "what a right answer says: the answer spans of grade 2 or 3 (chapter 08)": (
        "lo que dice una respuesta correcta: los tramos de respuesta de grado 2 o 3 (capítulo 08)",
        "正确答案应当说的内容：等级为 2 或 3 的答案区间（第 8 章）",
    ),
    "one line per question, as a RAG system logs it: RAGAS field names, the chunk ids retrieved": (
        "una línea por pregunta, como la registra un sistema RAG: nombres de campo de RAGAS, los identificadores de fragmento recuperados",
        "每个问题一行，就像 RAG 系统记录的那样：RAGAS 字段名，以及检索到的片段 id",
    ),
    "chapter 08's pipeline: BM25 over paragraphs, the top k as context, the extractive generator": (
        "la cadena del capítulo 08: BM25 sobre párrafos, el top k como contexto, el generador extractivo",
        "第 8 章的流水线：在段落上运行 BM25，前 k 个作为上下文，抽取式作答程序",
    ),
    "the change under review: whole articles instead of paragraphs": (
        "el cambio en revisión: artículos enteros en lugar de párrafos",
        "候选改动：用整篇文章代替段落",
    ),
    "a broken release: the questions reach the index in another language": (
        "una versión rota: las preguntas llegan al índice en otro idioma",
        "一个有缺陷的版本：问题用另一种语言提出，与索引的语言不一致",
    ),
    "a harmless change: BM25's k1 from 1.5 to 1.2": (
        "un cambio inofensivo: el k1 de BM25 pasa de 1,5 a 1,2",
        "一个无害的改动：BM25 的 k1 从 1.5 改为 1.2",
    ),
    "the first line of the baseline's log, shortened": (
        "la primera línea del archivo de registro de la línea base, recortada",
        "基线日志的第一行（截短）",
    ),
    "chunk ids \"doc#n\" become document ids: each document at its first (best) chunk": (
        "los identificadores de fragmento «doc#n» pasan a ser de documento: cada documento en la posición de su primer fragmento (el mejor)",
        "片段 id “文章#n” 换成文章 id：每篇文章取它第一个（最好的）片段的排名",
    ),
    "the generation metrics and two retrieval measures, with a bootstrap interval for each mean": (
        "las métricas de generación y dos medidas de recuperación, con un intervalo bootstrap para cada media",
        "生成指标加两个检索指标，每个均值都带 bootstrap 置信区间",
    ),
    "the questions that have no judgment: the unanswerable ones": (
        "las preguntas que no tienen juicios: las que no tienen respuesta",
        "没有标注的问题：即无答案的问题",
    ),
    "the three lowest rows, on answer correctness": (
        "las tres filas más bajas, en corrección de la respuesta",
        "答案正确性最低的三行",
    ),
    "the runs inside the logs, at the document level": (
        "los runs que salen de los registros, por documentos",
        "日志里包含的 run，以文章为单位",
    ),
    "a paired randomization test per measure, Holm across the measures": (
        "una prueba de aleatorización pareada por medida, con Holm entre las medidas",
        "每个指标做一次配对随机化检验，并在指标之间做 Holm 校正",
    ),
    "the runs as TREC run files: what the command line reads": (
        "los runs como archivos de run TREC: lo que lee la línea de comandos",
        "把 run 写成 TREC run 文件：命令行读取的就是它们",
    ),
    "the report: one self-contained HTML page and a Markdown summary for a pull request": (
        "el informe: una página HTML autocontenida y un resumen en Markdown para una pull request",
        "报告：一个自包含的 HTML 页面，以及一份用于拉取请求的 Markdown 摘要",
    ),
    "the Markdown summary, as a pull-request comment shows it": (
        "el resumen en Markdown, tal como lo muestra un comentario de una pull request",
        "Markdown 摘要，也就是拉取请求评论里显示的内容",
    ),
    "the gate, as a CI job runs it: a regression, noise, and a missing file": (
        "el control de regresión, tal como lo ejecuta un trabajo de CI: una regresión, ruido y un archivo que no existe",
        "按 CI 任务的方式运行门禁：一次回归、一次噪声、一个不存在的文件",
    ),
    "the same check inside a test suite": ("la misma comprobación dentro de una batería de pruebas", "在测试套件里做同样的检查"),
    "the gate on a generation metric, from the results already computed": (
        "el control de regresión sobre una métrica de generación, a partir de los resultados ya calculados",
        "在生成指标上运行门禁，直接使用已经算好的结果",
    ),
    "the message never contains the key": ("el mensaje nunca contiene la clave", "错误信息里绝不会出现密钥"),
    "five questions are enough to try it; the cache makes a rerun free": (
        "cinco preguntas bastan para probarlo; la caché hace que repetirlo no cueste nada",
        "五个问题就足以试一试；有了缓存，重新运行不需要任何调用",
    ),
}

# the width of the baseline's widest interval, which the text after its table states
FIGURES = {
    "ci_widest": "max(result.ci[m][1] - result.ci[m][0] for m in metrics)",
    # -margin set in a sentence: the language's decimal mark and a true minus (format() writes a hyphen)
    "neg_margin": "write_number(-margin, '.2f', lang).replace('-', '\u2212')",
    # the lowest answer correctness of the baseline's log, which the text after its table states (it can be below 0)
    "ac_min": "write_number(min(v for v in (row['answer_correctness'] for row in result.per_question) if v == v), '.3f', lang)"
              ".replace('-', '\u2212')",
}
FIGURES_SETUP = "from ragmetrics_course.messages import write_number"

CELLS = [
    md(
        en=r"""
# 13 · Evaluate your own system

This chapter turns the course into a procedure you can run on your own RAG system. It comes after chapter 08 (the lab) in the path; it uses the statistics of chapter 09 (confidence intervals, paired tests, Holm's correction) only through their results, and chapter 09 explains how they work.

The lab's pipeline plays the part of your system. It is exported as the files a practitioner actually has: a **log of the system's answers** in the RAGAS vocabulary (one JSON line per question: the question, the retrieved passages and their ids, the answer, the reference answer) and **judgments** as a BEIR-format folder. Each step then takes one call or one command:

1. read the files with `rm.io`;
2. evaluate every question on every metric (`rm.evaluate_rag`, with a confidence interval for each mean);
3. compare two configurations (`rm.compare`) and plot them;
4. write the HTML report and its Markdown summary;
5. run the regression gate that a CI job runs on every pull request, once on a real regression and once on noise.

The same steps, for your own files, are in the quickstart (`docs/quickstart.md`). [[time]] The notebook runs offline in well under a minute.
""",
        es=r"""
# 13 · Evalúa tu propio sistema

Este capítulo convierte el curso en un procedimiento que puedes aplicar a tu propio sistema RAG. En el recorrido va después del capítulo 08 (el laboratorio); de la estadística del capítulo 09 (intervalos de confianza, pruebas pareadas, corrección de Holm) solo usa los resultados, y el capítulo 09 explica cómo funcionan.

La cadena del laboratorio hace el papel de tu sistema. Se exporta a los mismos archivos que tiene quien trabaja con un sistema real: un **archivo de registro (*log*) de las respuestas del sistema** con los nombres de campo de RAGAS (una línea JSON por pregunta: la pregunta, los fragmentos recuperados y sus identificadores, la respuesta y la respuesta de referencia) y los **juicios** como carpeta en formato BEIR. Después, cada paso es una sola llamada o una sola orden:

1. lees los archivos con `rm.io`;
2. evalúas cada pregunta con cada métrica (`rm.evaluate_rag`, con un intervalo de confianza para cada media);
3. comparas dos configuraciones (`rm.compare`) y las dibujas;
4. escribes el informe HTML y su resumen en Markdown;
5. pasas el control de regresión (*gate*) que un trabajo de CI ejecuta en cada *pull request*, una vez sobre una regresión real y otra sobre ruido.

Los mismos pasos, para tus propios archivos, están en la guía rápida (`docs/quickstart.es.md`). [[time]] El notebook se ejecuta sin conexión en mucho menos de un minuto.
""",
        zh=r"""
# 13 · 评估你自己的系统

本章把整个课程变成一套可以用在你自己的 RAG 系统上的流程。在学习路径中，它排在第 8 章（动手实验）之后；第 9 章的统计方法（置信区间、配对检验、Holm 校正）这里只用其结果，原理见该章。

第 8 章实验中的流水线在这里扮演“你的系统”，它的输出和相关性标注分别导出为实际工作中常见的两种文件：一份按 RAGAS 字段名记录的**系统回答日志**（每个问题一行 JSON：问题、检索到的片段及其 id、回答、参考答案），以及以 BEIR 格式文件夹保存的**相关性标注**。之后每一步只需一次调用或一条命令：

1. 用 `rm.io` 读入文件；
2. 在每个指标上评估每个问题（`rm.evaluate_rag`），并给出每个均值的置信区间；
3. 比较两种配置（`rm.compare`）并画图；
4. 生成 HTML 报告及其 Markdown 摘要；
5. 运行回归门禁（CI 任务在每个拉取请求上执行的检查），分别拿一次真实的回归和一次纯属噪声的改动来检验。

针对你自己的文件，同样的步骤写在快速入门里（`docs/quickstart.zh.md`）。[[time]]本笔记本离线运行，用时远不到一分钟。
""",
        translates={"es": "823f6c73fe64", "zh": "823f6c73fe64"},
    ),
    parameters(),
    code(r"""
%matplotlib inline
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import matplotlib.pyplot as plt
import ragmetrics as rm
from ragmetrics.gate import gate
from ragmetrics.testing import assert_no_regression
from ragmetrics_course import check_parameters, comparison_words, datasets, print_table, set_language, setup_fonts, t
from ragmetrics_course.lab import Lab
from ragmetrics_course.lab.generate import rag_answers
from ragmetrics_course.messages import write_number
from ragmetrics_course.plots import tidy_axes
from ragmetrics_course.terminal import format_table
from ragmetrics_course.values import Interval

check_parameters(lang, k, seed)  # papermill may have changed the parameters: checked here, in this notebook's language
set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
"""),
    md(
        en=r"""
## 1. Your system's files

A RAG system in production leaves a log: for each question, what was retrieved and what was answered. Many teams write it in the field names RAGAS made common: `user_input` (the question), `retrieved_contexts` (the passage texts, best first), `response` (the answer) and `reference` (a right answer written by people, where there is one), plus the ids of the retrieved chunks. Relevance judgments, when a team has them, often come as a BEIR folder: `corpus.jsonl`, `queries.jsonl` and `qrels/test.tsv`.

The cell below writes both, in a temporary folder, from chapter 08's help centre. Four configurations of the pipeline write four logs: the **baseline** (BM25 over paragraphs, the top *k* passages as the context, the extractive generator: chapter 08's pipeline), the **change under review** (BM25 over whole articles), a **broken release** (the questions reach the index in another language, a cross-lingual failure as in chapter 08) and a **harmless change** (BM25's *k*<sub>1</sub> from 1.5 to 1.2). The judgments grade articles, as in chapter 08's article-level qrels; the log records chunk ids (`article#n`), as vector stores do. Each question's reference answer is made of its answer spans, taken from the articles as they are (chapter 08), so it may begin with a sentence that only makes sense inside its article. The help centre also keeps, on purpose, an outdated return page (`returns-policy-2025`: 60 days) beside the current one (30 days), and BM25 sometimes ranks it first: the baseline then copies the old figure, and its answer contradicts the reference. The first line below is such a case: the answer is wrong, and answer correctness, in section 3, is the metric meant to catch it.
""",
        es=r"""
## 1. Los archivos de tu sistema

Un sistema RAG en producción deja un archivo de registro: para cada pregunta, qué se recuperó y qué se respondió. Muchos equipos lo escriben con los nombres de campo que popularizó RAGAS: `user_input` (la pregunta), `retrieved_contexts` (los textos de los fragmentos, del mejor al peor), `response` (la respuesta) y `reference` (una respuesta correcta escrita por personas, cuando la hay), además de los identificadores de los fragmentos recuperados. Los juicios de relevancia, cuando un equipo los tiene, suelen venir en una carpeta BEIR: `corpus.jsonl`, `queries.jsonl` y `qrels/test.tsv`. En este capítulo, cada línea del archivo de registro es un **registro**, y una pregunta, vista desde la evaluación de la recuperación (los qrels y los *runs*), es una **consulta**, como en `queries.jsonl`.

La celda de abajo escribe ambos, en una carpeta temporal, a partir del centro de ayuda del capítulo 08. Cuatro configuraciones de la cadena escriben cuatro archivos de registro: la **línea base** (BM25 sobre párrafos, los *k* primeros fragmentos como contexto y el generador extractivo: la cadena del capítulo 08), el **cambio en revisión** (BM25 sobre artículos enteros), una **versión rota** (las preguntas llegan al índice en otro idioma, un fallo interlingüe como el del capítulo 08) y un **cambio inofensivo** (el *k*<sub>1</sub> de BM25 pasa de 1,5 a 1,2). Los juicios califican artículos, como los qrels por artículo del capítulo 08; el archivo de registro guarda identificadores de fragmento (`artículo#n`), como hacen las bases de datos vectoriales. La respuesta de referencia de cada pregunta está formada por sus tramos de respuesta, copiados tal cual de los artículos (capítulo 08); por eso puede empezar con una frase que solo se entiende dentro de su artículo, como «Desde esta fecha…». Además, el centro de ayuda conserva a propósito una página obsoleta de la política de devoluciones (`returns-policy-2025`: 60 días) junto a la vigente (30 días), y BM25 a veces la pone en primer lugar: la línea base copia entonces el plazo antiguo y su respuesta contradice la referencia. Es lo que ocurre en la primera línea que verás abajo: la respuesta es errónea, y la corrección de la respuesta, en el apartado 3, es la métrica pensada para detectar este error.
""",
        zh=r"""
## 1. 你的系统产生的文件

生产环境中的 RAG 系统会留下日志：每个问题检索到了什么、回答了什么。很多团队采用 RAGAS 推广开来的字段名：`user_input`（问题）、`retrieved_contexts`（片段文本，按排名先后排列）、`response`（回答）和 `reference`（人写的正确答案，如果有的话），再加上检索到的片段的 id。团队如果有相关性标注，通常保存为一个 BEIR 格式的文件夹：`corpus.jsonl`、`queries.jsonl` 和 `qrels/test.tsv`。

下面的单元格根据第 8 章的帮助中心，把这两样东西写进一个临时文件夹。流水线的四种配置写出四份日志：**基线**（在段落上运行 BM25，前 *k* 个片段作为上下文，再用抽取式作答程序，即第 8 章的流水线）、**候选改动**（在整篇文章上运行 BM25）、**有缺陷的版本**（问题用另一种语言提出，与索引的语言不一致，也就是第 8 章讲过的跨语言失败）和**无害的改动**（BM25 的 *k*<sub>1</sub> 从 1.5 改为 1.2）。标注以文章为单位，和第 8 章文章级的 qrels 一样；日志记录的是片段 id（`文章#n`），向量数据库通常就是这样做的。每个问题的参考答案由它的答案区间组成，原样取自文章（第 8 章），所以开头可能是一句离开原文就不好理解的话，比如“您的 30 天退货期从这一天开始计算”。此外，帮助中心有意保留了一篇过时的退货政策页面（`returns-policy-2025`：60 天），与现行政策（30 天）并存；BM25 有时会把它排在第一位，基线便照抄旧的天数，回答与参考答案相矛盾。下面显示的第一行中，排在第一位的是现行政策，回答是对的；至于照抄旧天数的错误回答，第 3 节的答案正确性正是用来找出它们的指标。
""",
        translates={"es": "356bdc595273", "zh": "356bdc595273"},
    ),
    msg("ch13.cfg.paragraphs", en="paragraphs", es="párrafos", zh="段落", translates={"es": "ec575de14f57", "zh": "ec575de14f57"}),
    msg("ch13.cfg.articles", en="articles", es="artículos", zh="整篇文章", translates={"es": "906c7ff47cd7", "zh": "906c7ff47cd7"}),
    msg("ch13.cfg.broken", en="broken release", es="versión rota", zh="有缺陷的版本", translates={"es": "002b62a44648", "zh": "002b62a44648"}),
    msg("ch13.cfg.noise", en="harmless change", es="cambio inofensivo", zh="无害的改动", translates={"es": "f6edc5651ddb", "zh": "f6edc5651ddb"}),
    msg("ch13.col.file", en="file", es="archivo", zh="文件", translates={"es": "3b9c358f36f0", "zh": "3b9c358f36f0"}),
    msg("ch13.col.lines", en="lines", es="líneas", zh="行数", translates={"es": "5ea44c3961f1", "zh": "5ea44c3961f1"}),
    msg("ch13.first_line", en="The first line of the baseline's log:", es="La primera línea del archivo de registro de la línea base:",
        zh="基线日志的第一行：", translates={"es": "4c4f8a76f9fc", "zh": "4c4f8a76f9fc"}),
    code(r"""
folder = Path(tempfile.mkdtemp(prefix="ragmetrics_ch13_"))  # a temporary folder stands for your system's files
lab = Lab(lang)
hc = datasets.load("helpcentre", lang=lang)

# the judgments as a BEIR folder: corpus.jsonl, queries.jsonl, qrels/test.tsv (article grades, chapter 08)
beir_dir = folder / "helpcentre"
(beir_dir / "qrels").mkdir(parents=True)
with open(beir_dir / "corpus.jsonl", "w", encoding="utf-8") as f:
    for doc in hc.docs_iter():
        f.write(json.dumps({"_id": doc.doc_id, "title": doc.title, "text": doc.text}, ensure_ascii=False) + "\n")
with open(beir_dir / "queries.jsonl", "w", encoding="utf-8") as f:
    for query in lab.queries:
        f.write(json.dumps({"_id": query.query_id, "text": query.text}, ensure_ascii=False) + "\n")
with open(beir_dir / "qrels" / "test.tsv", "w", encoding="utf-8") as f:
    f.write("query-id\tcorpus-id\tscore\n")
    for qid, grades in lab.doc_qrels().items():
        f.writelines(f"{qid}\t{doc_id}\t{grade}\n" for doc_id, grade in grades.items())

docs = hc.docs_store()
reference = {}  # what a right answer says: the answer spans of grade 2 or 3 (chapter 08)
for span in hc.spans_iter():
    if span.grade >= 2:
        reference.setdefault(span.query_id, []).append(docs[span.doc_id].text[span.start:span.end])


def export_log(pipeline, run, chunking, name):
    # one line per question, as a RAG system logs it: RAGAS field names, the chunk ids retrieved
    path = folder / f"{name}.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        for qid, (question, contexts, answer) in rag_answers(pipeline, run, chunking, k).items():
            row = {"query_id": qid, "user_input": question, "retrieved_contexts": contexts,
                   "retrieved_ids": rm.rank(run[qid])[:k], "response": answer}
            if qid in reference:
                row["reference"] = "\n".join(reference[qid])
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


other = {"en": "es", "es": "en", "zh": "en"}[lang]
broken = Lab(lang, query_lang=other)
noise = Lab(lang, k1=1.2)
logs = {
    "baseline": export_log(lab, lab.run("bm25", "paragraph"), "paragraph", "baseline"),  # chapter 08's pipeline: BM25 over paragraphs, the top k as context, the extractive generator
    "articles": export_log(lab, lab.run("bm25", "article"), "article", "articles"),  # the change under review: whole articles instead of paragraphs
    "broken": export_log(broken, broken.run("bm25", "paragraph"), "paragraph", "broken"),  # a broken release: the questions reach the index in another language
    "noise": export_log(noise, noise.run("bm25", "paragraph"), "paragraph", "noise"),  # a harmless change: BM25's k1 from 1.5 to 1.2
}
files = sorted(p for p in folder.rglob("*") if p.is_file())
print_table([t("ch13.col.file"), t("ch13.col.lines")],
            [(p.relative_to(folder).as_posix(), sum(1 for _ in open(p, encoding="utf-8"))) for p in files])
print()
print(t("ch13.first_line"))
first = json.loads(open(logs["baseline"], encoding="utf-8").readline())  # the first line of the baseline's log, shortened


def shortened(value, limit=150):  # two items of a list, and a long text cut at a word with "…"
    if isinstance(value, list):
        return [shortened(item, limit) for item in value[:2]] + ["…"]
    if isinstance(value, str) and len(value) > limit:
        return value[:limit].rsplit(" ", 1)[0] + "…"
    return value


print(json.dumps({key: shortened(value) for key, value in first.items()}, ensure_ascii=False, indent=1))
"""),
    md(
        en=r"""
## 2. Read them with `rm.io`

`rm.io.read_beir(folder)` reads the three files (the TSV's header row is skipped; `.gz` files are read too) and returns the corpus, the queries and the qrels as dictionaries. `rm.io.read_records(path)` reads a log in either RAGAS vocabulary (`question, contexts, answer, ground_truth` before RAGAS 0.2, `user_input, retrieved_contexts, response, reference` from 0.2 on), from JSONL, CSV or a DataFrame; a bad row stops with its file, line and field. The judgments grade articles, the log lists chunks: `doc_id_of="#"` maps each chunk id `article#n` to its article, and an article keeps the rank of its **first** chunk (the later chunks of the same article are dropped), which is what `rm.io.doc_ids` does.
""",
        es=r"""
## 2. Léelos con `rm.io`

`rm.io.read_beir(carpeta)` lee los tres archivos (se salta la fila de cabecera del TSV; también lee archivos `.gz`) y devuelve el corpus, las consultas y los qrels como diccionarios. `rm.io.read_records(ruta)` lee un archivo de registro con cualquiera de los dos juegos de nombres de campo de RAGAS (`question, contexts, answer, ground_truth` antes de la versión `0.2` de RAGAS, `user_input, retrieved_contexts, response, reference` a partir de ella), desde JSONL, CSV o un DataFrame; la lectura se detiene en la primera fila mal formada e indica su archivo, su línea y su campo. Los juicios califican artículos y los archivos de registro enumeran fragmentos: `doc_id_of="#"` convierte cada identificador de fragmento `artículo#n` en su artículo, y un artículo conserva la posición de su **primer** fragmento (los fragmentos posteriores del mismo artículo se descartan). Es lo que hace `rm.io.doc_ids`.
""",
        zh=r"""
## 2. 用 `rm.io` 读入

`rm.io.read_beir(文件夹)` 读取这三个文件（TSV 的表头行会被跳过；`.gz` 文件也能读），以字典形式返回语料、查询（检索中把问题称为“查询”，两者指的是同一回事）和 qrels。`rm.io.read_records(路径)` 读取日志，两套 RAGAS 字段名都支持（RAGAS 0.2 版以前是 `question, contexts, answer, ground_truth`，从 0.2 版起是 `user_input, retrieved_contexts, response, reference`），来源可以是 JSONL、CSV 或 DataFrame；格式有误的行会报错，并指出文件、行号和字段。标注的单位是文章，日志列出的却是片段：`doc_id_of="#"` 把每个片段 id `文章#n` 换成它所属文章（即文档）的 id，一篇文章取它**第一个**片段的排名（同一篇文章后面的片段被去掉），这正是 `rm.io.doc_ids` 的做法。
""",
        translates={"es": "57c4d73e782d", "zh": "57c4d73e782d"},
    ),
    msg("ch13.read", en="{records} records in each log; {queries} judged queries, {docs} articles in the BEIR folder",
        es="{records} registros en cada archivo de registro; {queries} consultas juzgadas y {docs} artículos en la carpeta BEIR",
        zh="每份日志 {records} 条记录；BEIR 文件夹中有 {queries} 个已标注查询、{docs} 篇文章", translates={"es": "ab998028969f", "zh": "ab998028969f"}),
    msg("ch13.chunks", en="{qid}: chunk ids logged", es="{qid}: identificadores de fragmento registrados", zh="{qid}：日志中的片段 id", translates={"es": "09bb72b08de4", "zh": "09bb72b08de4"}),
    msg("ch13.docs", en="{qid}: document ids read", es="{qid}: identificadores de documento leídos", zh="{qid}：读入的文章 id", translates={"es": "327a50fe128e", "zh": "327a50fe128e"}),
    code(r"""
beir = rm.io.read_beir(beir_dir)
# chunk ids "doc#n" become document ids: each document at its first (best) chunk
records = {name: rm.io.read_records(path, doc_id_of="#") for name, path in logs.items()}
print(t("ch13.read", records=len(records["baseline"]), queries=len(beir.qrels), docs=len(beir.corpus)))
example = records["baseline"][0]
print(t("ch13.chunks", qid=example.id), first["retrieved_ids"])
print(t("ch13.docs", qid=example.id), list(example.retrieved_ids))
"""),
    md(
        en=r"""
## 3. Evaluate every question, in one call

`rm.evaluate_rag(records, metrics, qrels=...)` scores each record on each metric and returns one row per question. The generation metrics are chapter 05's (faithfulness, answer relevancy, context relevancy and, where the record has a reference, answer correctness), judged here by the offline rule judge; the retrieval measures (nDCG@k, Recall@k) come from the records' document ids and the qrels, in one `rm.evaluate` call. Each mean comes with a 95 % percentile-bootstrap interval (the questions resampled 10,000 times, seeded) and the number of records it counts. A record that fails on a metric gets NaN there and a reason in its `error` column; the other records are kept. Here the failures are the unanswerable questions, which have no judgment and no reference (chapter 08 showed why to score them apart).

What `ragmetrics` itself prints is in English, by design, in every language of this course (except its judges' reasons, which follow the language of the text they judge): its measure ids are what you type in code and on the command line, and its error messages, its report and its gate's verdicts (section 6) are the library's own. The ids in the first column of the table: `faithfulness` (faithfulness), `answer_relevancy` (answer relevancy), `context_relevancy` (context relevancy), `answer_correctness` (answer correctness), `nDCG@k` and `R@k` (Recall@k).
""",
        es=r"""
## 3. Evalúa cada pregunta, en una sola llamada

`rm.evaluate_rag(registros, métricas, qrels=...)` puntúa cada registro con cada métrica y devuelve una fila por pregunta. Las métricas de generación son las del capítulo 05 (fidelidad, relevancia de la respuesta, relevancia del contexto y, cuando el registro tiene referencia, corrección de la respuesta), juzgadas aquí por el juez de reglas sin conexión; las medidas de recuperación (nDCG@k, Recall@k) salen de los identificadores de documento de los registros y de los qrels, en una sola llamada a `rm.evaluate`. Cada media viene con un intervalo *bootstrap* de percentiles al 95 % (las preguntas se remuestrean 10 000 veces, con semilla) y el número de registros que entran en ella. Un registro que falla en una métrica recibe NaN en ella y un motivo en su columna `error`; los demás registros se conservan. Aquí los fallos son las preguntas sin respuesta, que no tienen juicios ni referencia (el capítulo 08 explicó por qué conviene puntuarlas aparte).

Lo que imprime la propia `ragmetrics` está en inglés, a propósito, en todos los idiomas del curso (salvo los motivos de sus jueces, que van en el idioma del texto juzgado): sus identificadores de medida son lo que escribes en el código y en la línea de comandos, y sus mensajes de error, su informe y los veredictos de su control de regresión (apartado 6) son los de la biblioteca. Los identificadores de la primera columna de la tabla: `faithfulness` (fidelidad), `answer_relevancy` (relevancia de la respuesta), `context_relevancy` (relevancia del contexto), `answer_correctness` (corrección de la respuesta), `nDCG@k` y `R@k` (Recall@k). El error del ejemplo dice que el registro no tiene respuesta de referencia (*the record has no reference answer*) y que la consulta no está en los qrels (*is not in the qrels*).
""",
        zh=r"""
## 3. 一次调用评估每个问题

`rm.evaluate_rag(记录, 指标, qrels=...)` 在每个指标上给每条记录打分，每个问题返回一行。生成指标就是第 5 章的那些（忠实度、答案相关性、上下文相关性，以及记录带有参考答案时的答案正确性），这里由离线的规则评审打分；检索指标（nDCG@k、Recall@k）根据记录中的文章 id 和 qrels，通过一次 `rm.evaluate` 调用算出。每个均值都附有 95% 百分位 bootstrap 置信区间（对问题重抽样 10 000 次，固定种子）以及参与计算的记录数。某条记录在某个指标上失败时，该指标记为 NaN，原因写在它的 `error` 列中；其他记录照常保留。这里失败的是无答案的问题，它们既没有标注也没有参考答案（第 8 章解释过为什么要把它们单独评分）。

`ragmetrics` 本身打印的内容在本课程的每种语言里都是英文（评审给出的理由除外，它们随被评审文本的语言而定），这是有意为之：指标 id 就是你在代码和命令行里要输入的名字，错误信息、报告和门禁判定（第 6 节）也都是库自己的输出。表格第一列的 id：`faithfulness`（忠实度）、`answer_relevancy`（答案相关性）、`context_relevancy`（上下文相关性）、`answer_correctness`（答案正确性）、`nDCG@k` 和 `R@k`（Recall@k）。示例中的错误信息是说：这条记录没有参考答案（the record has no reference answer），该查询不在 qrels 中（is not in the qrels）。
""",
        translates={"es": "2e89542485ea", "zh": "2e89542485ea"},
    ),
    msg("ch13.col.metric", en="metric", es="métrica", zh="指标", translates={"es": "b8b4e9cea77e", "zh": "b8b4e9cea77e"}),
    msg("ch13.col.mean", en="mean", es="media", zh="均值", translates={"es": "82523faea1b0", "zh": "82523faea1b0"}),
    msg("ch13.col.ci", en="95% interval", es="intervalo al 95 %", zh="95% 置信区间", translates={"es": "05282d8a2234", "zh": "05282d8a2234"}),
    msg("ch13.col.n", en="records", es="registros", zh="记录数", translates={"es": "a94e7bcfcbed", "zh": "a94e7bcfcbed"}),
    msg("ch13.errors", en="{failed} of {total} questions have an error on some metric; {unjudged} questions have no judgment. For example, {qid}: {error}",
        es="{failed} de {total} preguntas tienen un error en alguna métrica; {unjudged} preguntas no tienen juicios. Por ejemplo, {qid}: {error}",
        zh="{total} 个问题中有 {failed} 个在某个指标上出错；有 {unjudged} 个问题没有标注。例如 {qid}：{error}", translates={"es": "2c76b78c12d2", "zh": "2c76b78c12d2"}),
    msg("ch13.worst", en="The three lowest answers on answer correctness:", es="Las tres respuestas con la corrección más baja:",
        zh="答案正确性最低的三个回答：", translates={"es": "e837baa751cc", "zh": "e837baa751cc"}),
    code(r"""
metrics = ["faithfulness", "answer_relevancy", "context_relevancy", "answer_correctness", f"nDCG@{k}", f"R@{k}"]
# the generation metrics and two retrieval measures, with a bootstrap interval for each mean
result = rm.evaluate_rag(records["baseline"], metrics, qrels=beir.qrels, seed=seed)
print_table([t("ch13.col.metric"), t("ch13.col.mean"), t("ch13.col.ci"), t("ch13.col.n")],
            [(m, result.mean[m], write_number(Interval(*result.ci[m]), ".4f"), result.n[m]) for m in metrics], digits=4)
failed = [row for row in result.per_question if row["error"]]
unjudged = [r.id for r in records["baseline"] if r.id not in beir.qrels]  # the questions that have no judgment: the unanswerable ones
print()
print(t("ch13.errors", failed=len(failed), total=len(result.per_question), unjudged=len(unjudged),
        qid=failed[0]["query_id"], error=failed[0]["error"]))
print()
print(t("ch13.worst"))
for row in result.worst(3, "answer_correctness"):  # the three lowest rows, on answer correctness
    answer = row["answer"] if len(row["answer"]) <= 110 else row["answer"][:110].rsplit(" ", 1)[0] + "…"
    print(f"  {row['query_id']}  {write_number(row['answer_correctness'], '.3f')}  {row['question']}\n      -> {answer}")
"""),
    md(
        en=r"""
Read the intervals before the means: with some sixty questions the intervals above are up to {{fig:ci_widest:.2f}} wide, but two intervals that overlap do not mean two configurations are equal: to tell them apart, compare them paired, on the same questions (section 4 and chapter 09). The worst rows are where to look next: the question, the answer and, in `row["reasons"]`, the judge's reasons. `result.to_pandas()` and `result.to_jsonl(path)` export the whole table.

One value looks odd and is right. Faithfulness is 1.0000 with the interval [1.0000, 1.0000]: the extractive generator copies its sentences from the retrieved passages, so every statement is supported by the context and every question scores 1, and resampling questions that all score 1 always gives 1. It says nothing about correctness: answer correctness can be, as here, much lower. Another value can look odd: an answer correctness slightly below 0 (the lowest in this log is {{fig:ac_min}}). As in RAGAS, it is 0.75 × the factual F1 plus 0.25 × the cosine similarity of the answer and the reference, and the library keeps that raw cosine, which is negative when the angle between the two texts' vectors exceeds 90°; a wrong answer with F1 = 0 then scores just below 0.
""",
        es=r"""
Lee los intervalos antes que las medias: con unas sesenta preguntas, los intervalos de arriba llegan a medir {{fig:ci_widest:.2f}} de ancho. Y que dos intervalos se solapen no significa que las dos configuraciones sean iguales: para distinguirlas, compáralas de forma pareada, sobre las mismas preguntas (apartado 4 y capítulo 09). Las filas peores indican dónde mirar después: la pregunta, la respuesta y, en `row["reasons"]`, los motivos del juez. `result.to_pandas()` y `result.to_jsonl(ruta)` exportan la tabla completa.

Un valor parece raro y es correcto. La fidelidad vale 1,0000 con el intervalo [1,0000; 1,0000]: el generador extractivo copia sus frases de los fragmentos recuperados, así que el contexto respalda todas sus afirmaciones y todas las preguntas puntúan 1, y remuestrear preguntas que puntúan todas 1 siempre da 1. No dice nada de la corrección: por eso la corrección de la respuesta puede ser, como aquí, mucho más baja. Otro valor puede parecer raro: una corrección de la respuesta un poco por debajo de 0 (la más baja de este registro es {{fig:ac_min}}). Como en RAGAS, es 0,75 × el F1 factual más 0,25 × la similitud coseno entre la respuesta y la referencia, y la biblioteca conserva ese coseno tal cual, que es negativo cuando el ángulo entre los vectores de los dos textos supera los 90°; una respuesta equivocada con F1 = 0 puntúa entonces justo por debajo de 0.
""",
        zh=r"""
先看置信区间，再看均值：只有六十来个问题，上面的区间最宽达到 {{fig:ci_widest:.2f}}。不过，两个系统的区间即使重叠，也不说明它们没有差别：要分出高下，得在同一批问题上做配对比较（第 4 节和第 9 章）。最差的几行告诉你接下来该看哪里：问题、回答，以及 `row["reasons"]` 中评审给出的理由。`result.to_pandas()` 和 `result.to_jsonl(路径)` 可以导出整张表。

有一个值看起来奇怪，其实没有错。忠实度为 1.0000，区间为 [1.0000, 1.0000]：抽取式作答程序的句子都是从检索到的片段中照抄的，所以每个陈述都有上下文支持，每个问题的得分都是 1；对全部得 1 的问题重抽样，结果永远是 1。它说明不了回答是否正确：答案正确性完全可以像这里一样低得多。另一个值也可能看起来奇怪：答案正确性略低于 0（这份日志中的最低值是 {{fig:ac_min}}）。与 RAGAS 一样，它等于 0.75 × 事实 F1 加 0.25 × 回答与参考答案的余弦相似度，而库保留了原始的余弦值，两段文本的向量夹角大于 90° 时它为负；于是 F1 = 0 的错误回答得分会略低于 0。
""",
        translates={"es": "7f69052e7ad6", "zh": "7f69052e7ad6"},
    ),
    md(
        en=r"""
## 4. Compare two configurations, and plot

Is the change under review better? `rm.io.records_to_run` takes the ranked document ids out of each log, and `rm.compare` runs a paired randomization test per measure on the same queries, with the interval of the mean difference and Holm's correction across the measures (chapter 09). A judged query a run lacks counts as 0 there (`missing_queries="zero"`), so that a system is not flattered by the queries it failed on. The first plot shows every query's difference, sorted, with the interval of the mean as a band; the second, the distribution of each metric of the baseline's log, and below it the three questions with the lowest mean over all the metrics (ranked by another score than the three lowest on answer correctness above, so the two lists need not match). The library draws both in English; the cell writes their texts in this notebook's language.
""",
        es=r"""
## 4. Compara dos configuraciones y dibújalas

¿Es mejor el cambio en revisión? `rm.io.records_to_run` saca de cada archivo de registro los identificadores de documento ordenados, y `rm.compare` aplica una prueba de aleatorización pareada por medida sobre las mismas consultas, con el intervalo de la diferencia media y la corrección de Holm entre las medidas (capítulo 09). Una consulta juzgada que falta en un *run* cuenta ahí como 0 (`missing_queries="zero"`), para que un sistema no salga favorecido por las consultas en las que falló. El primer gráfico muestra las diferencias por consulta, ordenadas, con el intervalo de la media como banda; el segundo, la distribución de cada métrica en el archivo de registro de la línea base y, debajo, las tres preguntas con la media más baja sobre todas las métricas (se ordenan por una puntuación distinta de la que ordena las tres más bajas en corrección de la respuesta de arriba, así que las dos listas no tienen por qué coincidir). La biblioteca dibuja los dos gráficos en inglés; la celda pone sus textos en el idioma de este notebook.
""",
        zh=r"""
## 4. 比较两种配置并画图

候选改动更好吗？`rm.io.records_to_run` 从每份日志中取出排好序的文章 id，`rm.compare` 在同一批查询上对每个指标做配对随机化检验，给出平均差值的置信区间，并在指标之间做 Holm 校正（第 9 章）。在这里，run 文件中缺少的已标注查询记为 0（`missing_queries="zero"`），免得系统因为漏掉失败的查询而显得更好。第一张图按大小顺序画出每个查询的差值，并用色带表示均值的置信区间；第二张图画出基线日志中每个指标的分布，下方的条形图是各指标平均得分最低的 3 个问题（排序依据与上面按答案正确性挑出的 3 个不同，两份名单不一定一致）。两张图由库用英文绘制，单元格把图中文字换成了本笔记本的语言。
""",
        translates={"es": "310cf09dfa21", "zh": "310cf09dfa21"},
    ),
    msg("ch13.col.p_holm", en="p (Holm)", es="p (Holm)", zh="p（Holm）", translates={"es": "caab79f605ed", "zh": "caab79f605ed"}),
    msg("ch13.col.sig", en="sig.", es="signif.", zh="显著", translates={"es": "38a92015572f", "zh": "38a92015572f"}),
    msg("ch13.compare_footer", en="{n} queries, paired randomization test, {resamples:,d} resamples, seed {seed}; * = p (Holm) < {alpha:.2f} over {comparisons} comparisons", es="{n} consultas, prueba de aleatorización pareada, {resamples:,d} remuestreos, semilla {seed}; * = p (Holm) < {alpha:.2f} en {comparisons} comparaciones", zh="{n} 个查询，配对随机化检验，重抽样 {resamples:,d} 次，随机种子 {seed}；* 表示在 {comparisons} 次比较中 p（Holm）< {alpha:.2f}", translates={"es": "d0b2e8f058d5", "zh": "d0b2e8f058d5"}),
    msg("ch13.fig.diff_title", en="{measure}: {system} − {baseline}, per query ({better} better, {worse} worse, {tied} tied)", es="{measure}: {system} − {baseline}, por consulta ({better} mejoran, {worse} empeoran, {tied} sin cambio)", zh="{measure}：{system} − {baseline}，逐个查询（{better} 个变好，{worse} 个变差，{tied} 个持平）", translates={"es": "e6555709091d", "zh": "e6555709091d"}),
    msg("ch13.fig.diff_x", en="queries, sorted by difference", es="consultas, ordenadas por la diferencia", zh="查询（按差值排序）", translates={"es": "2d760e96959d", "zh": "2d760e96959d"}),
    msg("ch13.fig.diff_y", en="difference in {measure}", es="diferencia en {measure}", zh="{measure} 的差值", translates={"es": "46142f4b3394", "zh": "46142f4b3394"}),
    msg("ch13.fig.diff_band", en="95% interval of the mean {ci:+.4f}", es="intervalo al 95 % de la media {ci:+.4f}", zh="均值的 95% 置信区间 {ci:+.4f}", translates={"es": "a2245e0dc265", "zh": "a2245e0dc265"}),
    msg("ch13.fig.diff_mean", en="mean difference {diff:+.4f}", es="diferencia media {diff:+.4f}", zh="平均差值 {diff:+.4f}", translates={"es": "3166945b90e8", "zh": "3166945b90e8"}),
    msg("ch13.fig.hist_title", en="{metric}\nmean {mean:.3f} {ci:.3f}, n = {n}", es="{metric}\nmedia {mean:.3f} {ci:.3f}, n = {n}", zh="{metric}\n均值 {mean:.3f} {ci:.3f}，n = {n}", translates={"es": "0e63fdb077d8", "zh": "0e63fdb077d8"}),
    msg("ch13.fig.worst_x", en="mean of the question's metrics", es="media de las métricas de la pregunta", zh="该问题各指标的均值", translates={"es": "38ccf5611eb2", "zh": "38ccf5611eb2"}),
    msg("ch13.fig.worst_title", en="the {n} worst questions (mean of all metrics)", es="las {n} peores preguntas (media de todas las métricas)", zh="最差的 {n} 个问题（按所有指标的均值）", translates={"es": "9fd124a88e1e", "zh": "9fd124a88e1e"}),
    code(r"""
runs = {name: rm.io.records_to_run(recs) for name, recs in records.items()}  # the runs inside the logs, at the document level
measures = [f"nDCG@{k}", f"R@{k}"]
# a paired randomization test per measure, Holm across the measures
comparison = rm.compare(beir.qrels, {t("ch13.cfg.paragraphs"): runs["baseline"], t("ch13.cfg.articles"): runs["articles"]},
                        measures, seed=seed)
words = comparison_words(lang)  # the headers from the catalog; the numbers written as this language writes them
rows = [(words["baseline"].format(system=comparison.baseline), m, comparison.means[comparison.baseline][m], "", "", "", "", "")
        for m in measures]
for row in comparison.rows:
    rows.insert(rows.index(next(r for r in rows if r[1] == row.measure)) + 1,
                (row.system, row.measure, row.mean, write_number(row.difference, "+.4f"), write_number(Interval(*row.ci), "+.4f"),
                 row.p_value, row.p_adjusted, "*" if row.significant else ""))
print_table([words["system"], words["measure"], words["mean"], words["diff"], t("ch13.col.ci"), words["p"],
             t("ch13.col.p_holm"), t("ch13.col.sig")], rows, digits=4)
print(t("ch13.compare_footer", n=len(comparison.queries), resamples=comparison.n_resamples, seed=seed,
        alpha=comparison.alpha, comparisons=len(comparison.rows)))

ax = comparison.plot(measure=f"nDCG@{k}")  # the library draws it in English: the texts are replaced by the catalog's
row = next(r for r in comparison.rows if r.measure == f"nDCG@{k}")
diffs = list(comparison.differences(row.system, row.measure).values())
better, worse = sum(d > 0 for d in diffs), sum(d < 0 for d in diffs)
ax.set_title(t("ch13.fig.diff_title", measure=row.measure, system=row.system, baseline=comparison.baseline, better=better,
               worse=worse, tied=len(diffs) - better - worse), fontsize=10)
ax.set_xlabel(t("ch13.fig.diff_x"))
ax.set_ylabel(t("ch13.fig.diff_y", measure=row.measure))
band, mean_line = ax.patches[-1], ax.lines[0]
ax.legend([band, mean_line], [t("ch13.fig.diff_band", ci=Interval(*row.ci)), t("ch13.fig.diff_mean", diff=row.difference)],
          loc="upper left", fontsize=8, frameon=False)
tidy_axes(ax, lang)
plt.show()

figure = result.plot(n_worst=3)
*histograms, bars = figure.axes
for ax, m in zip(histograms, metrics):
    ax.set_title(t("ch13.fig.hist_title", metric=m, mean=result.mean[m], ci=Interval(*result.ci[m]), n=result.n[m]), fontsize=9)
    tidy_axes(ax, lang)
worst = result.worst(3)
bars.set_yticks(range(len(worst)), [row["query_id"] for row in worst], fontsize=8)
for i, row in enumerate(worst):  # the question inside its bar: long labels beside the axis would squeeze the histograms
    bars.text(0.005, i, row["question"], va="center", fontsize=8, family=cjk_font if lang == "zh" else None)  # the CJK font first: full-width ？ and ，
bars.set_xlabel(t("ch13.fig.worst_x"))
bars.set_title(t("ch13.fig.worst_title", n=len(worst)), fontsize=9)
tidy_axes(bars, lang)
plt.show()
"""),
    md(
        en=r"""
## 5. A report to share

`python -m ragmetrics report` writes one self-contained HTML page (the tables, the plots as inline SVG, the worst queries with their texts, the settings and the versions used; it loads nothing from the network) and a Markdown summary short enough for a pull-request comment. It reads TREC run files, as here, or the logs themselves (`python -m ragmetrics report baseline.jsonl articles.jsonl --qrels helpcentre`, which evaluates them as `evaluate_rag` does). The command runs in the temporary folder, as it would in your repository. The report is in English, like everything the library writes (section 3).
""",
        es=r"""
## 5. Un informe para compartir

`python -m ragmetrics report` escribe una página HTML autocontenida (las tablas, los gráficos como SVG incrustado, las peores consultas con sus textos, la configuración y las versiones usadas; no carga nada de la red) y un resumen en Markdown lo bastante corto para un comentario de una *pull request*. Lee archivos de *run* en formato TREC, como aquí, o los propios archivos de registro (`python -m ragmetrics report baseline.jsonl articles.jsonl --qrels helpcentre`, que los evalúa como lo hace `evaluate_rag`). La orden se ejecuta en la carpeta temporal, como se ejecutaría en tu repositorio. El informe está en inglés, como todo lo que escribe la biblioteca (apartado 3): *Retrieval report* es «informe de recuperación», *Largest drops* son «las mayores caídas» y *diff* es la diferencia con la línea base.
""",
        zh=r"""
## 5. 可以分享的报告

`python -m ragmetrics report` 生成一个自包含的 HTML 页面（表格、以内嵌 SVG 形式呈现的图、最差的查询及其文本、所用的设置和版本；不从网络加载任何内容），以及一份篇幅适合作为拉取请求评论的 Markdown 摘要。它既可以读 TREC run 文件（就像这里），也可以直接读日志（`python -m ragmetrics report baseline.jsonl articles.jsonl --qrels helpcentre`，它会像 `evaluate_rag` 一样评估这些日志）。命令在临时文件夹中运行，就像在你的代码仓库里运行一样。报告是英文的，和库的其他输出一样（见第 3 节）：Retrieval report 即“检索报告”，Largest drops 即“降幅最大的查询”，diff 即与基线的差值。
""",
        translates={"es": "0fcd58ed8c0a", "zh": "0fcd58ed8c0a"},
    ),
    msg("ch13.report", en="report: exit code {code}; {html} ({size:,} bytes) and {md}",
        es="informe: código de salida {code}; {html} ({size:,} bytes) y {md}",
        zh="报告：退出码 {code}；{html}（{size:,} 字节）和 {md}", translates={"es": "be3347db1346", "zh": "be3347db1346"}),
    code(r"""
for name, run in runs.items():  # the runs as TREC run files: what the command line reads
    rm.write_run(run, folder / f"{name}.run", tag=name)


def ragmetrics_cli(*args):
    return subprocess.run([sys.executable, "-m", "ragmetrics", *args], cwd=folder, capture_output=True, text=True)


# the report: one self-contained HTML page and a Markdown summary for a pull request
report = ragmetrics_cli("report", "--qrels", "helpcentre", "baseline.run", "articles.run", "-m", f"nDCG@{k}", "-m", f"R@{k}",
                        "--queries", "helpcentre/queries.jsonl", "--worst", "3", "--seed", str(seed),
                        "-o", "report.html", "--markdown", "report.md")
print(t("ch13.report", code=report.returncode, html="report.html", size=(folder / "report.html").stat().st_size, md="report.md"))
print()
print((folder / "report.md").read_text(encoding="utf-8"))  # the Markdown summary, as a pull-request comment shows it
"""),
    md(
        en=r"""
## 6. A regression gate in CI

A comparison answers "is B better?"; a release needs "is B **not worse**?". `python -m ragmetrics gate` tests non-inferiority per measure: the candidate passes when the one-sided lower bound of its mean difference from the baseline is above `-margin`, with Holm's correction across the measures. Its exit code is what a CI job reads: 0 when the candidate is shown to be at most `margin` worse on every measure, 1 when it is not (the line says which measure and by how much), 2 on bad input. The margin is in the measure's units, and the smaller it is, the more queries it takes to show; when the queries are too few for it, the gate fails and says so.

The cell runs it three times: the broken release against the baseline (a real regression), the harmless *k*<sub>1</sub> change (noise) and a file that does not exist. Then the same check inside a test suite (`ragmetrics.testing.assert_no_regression` raises an `AssertionError` carrying the gate's report), and the gate on a generation metric, from the results `evaluate_rag` already computed. A ready GitHub Actions job that runs the gate and posts the report on the pull request is in `docs/api.md` ("Regression gate").

The gate prints in English too. Per measure: `n`, the two means, `diff` (candidate − baseline), `p (Holm)` and a verdict, `pass` (not worse by more than the margin) or `FAIL` (not shown to be within the margin; the line says by how much, with the one-sided 95 % lower bound of the difference); then one line, `PASSED` or `FAILED on` the measures that failed, with the hypothesis it tested (`H0`: the candidate is worse than the baseline by at least the margin).
""",
        es=r"""
## 6. Un control de regresión (*gate*) en CI

Una comparación responde a «¿es mejor B?»; para publicar una versión hace falta saber si B **no es peor**. `python -m ragmetrics gate` contrasta la no inferioridad medida a medida: el candidato pasa cuando la cota inferior unilateral de su diferencia media con la línea base queda por encima de `-margin`, con la corrección de Holm entre las medidas. Su código de salida es lo que lee un trabajo de CI: 0 cuando se demuestra que el candidato es como mucho `margin` peor en todas las medidas, 1 cuando no (la línea dice en qué medida y por cuánto) y 2 si la entrada es incorrecta. El margen va en las unidades de la medida, y cuanto más pequeño es, más consultas hacen falta para demostrarlo; cuando son demasiado pocas para él, el control falla y lo dice.

La celda lo ejecuta tres veces: la versión rota frente a la línea base (una regresión real), el cambio inofensivo de *k*<sub>1</sub> (ruido) y un archivo que no existe. Después, la misma comprobación dentro de una batería de pruebas (`ragmetrics.testing.assert_no_regression` lanza un `AssertionError` con el informe del control) y el control sobre una métrica de generación, a partir de los resultados que `evaluate_rag` ya calculó. En `docs/api.md` («Regression gate») hay un trabajo de GitHub Actions listo para usar que ejecuta el control de regresión y publica el informe en la *pull request*.

El control de regresión también imprime en inglés. Por medida: `n`, las dos medias, `diff` (candidato − línea base), `p (Holm)` y un veredicto: `pass` («pasa»: no es peor en más que el margen) o `FAIL` («falla»: no se demuestra que quede dentro del margen; la línea dice por cuánto, con la cota inferior unilateral al 95 % de la diferencia, *lower bound*). Después, una línea: `PASSED` («superado») o `FAILED on` («no superado en») las medidas que fallaron, con la hipótesis que contrasta (`H0`: el candidato es peor que la línea base en al menos el margen, *margin*).
""",
        zh=r"""
## 6. CI 中的回归门禁

比较回答的是“B 更好吗？”；发布新版本需要知道的则是：“B **不比原来差**吗？”`python -m ragmetrics gate` 对每个指标做非劣效性检验：候选系统与基线的平均差值的单侧下界高于 −容差（即 −margin）时通过，多个指标之间做 Holm 校正。它的退出码就是 CI 任务读取的结果：能证明候选系统在每个指标上变差的幅度都不超过容差（`--margin`）时为 0，不能证明时为 1（输出会指出是哪个指标、差了多少），输入有误时为 2。容差以指标本身为单位，容差越小，要证明“没有变差超过容差”所需的查询就越多；查询数量不足以支撑这个容差时，门禁不通过，并说明原因。

下面的单元格运行三次门禁：有缺陷的版本对比基线（真实的回归）、无害的 *k*<sub>1</sub> 改动（噪声），以及一个不存在的文件。然后在测试套件中做同样的检查（`ragmetrics.testing.assert_no_regression` 会抛出带有门禁报告的 `AssertionError`），最后直接用 `evaluate_rag` 已经算好的结果，在一个生成指标上运行门禁。`docs/api.md`（“Regression gate”一节）里有一个现成的 GitHub Actions 任务，它运行门禁并把报告发到拉取请求上。

门禁的输出同样是英文。每个指标一行：`n`、两个均值、`diff`（候选 − 基线）、`p (Holm)` 和判定：`pass`（通过：差距不超过容差）或 `FAIL`（不通过：无法证明差距在容差以内；该行给出差了多少，以及差值的单侧 95% 下界，即 lower bound）。最后一行是 `PASSED`（通过）或 `FAILED on`（在……上不通过）加上不通过的指标，以及所检验的假设（`H0`：候选系统比基线差，且差距至少等于容差）。
""",
        translates={"es": "7a222e4e2c02", "zh": "7a222e4e2c02"},
    ),
    msg("ch13.gate", en="gate, {case}: exit code {code}", es="control de regresión, {case}: código de salida {code}", zh="门禁，{case}：退出码 {code}", translates={"es": "75e81abcb5dc", "zh": "75e81abcb5dc"}),
    msg("ch13.case.missing", en="a missing file", es="un archivo que no existe", zh="不存在的文件", translates={"es": "ee06d5d53e02", "zh": "ee06d5d53e02"}),
    msg("ch13.assert_raised", en="assert_no_regression on the broken release raised AssertionError:",
        es="assert_no_regression sobre la versión rota lanzó AssertionError:",
        zh="对有缺陷的版本调用 assert_no_regression，抛出了 AssertionError：", translates={"es": "7971b12dffda", "zh": "7971b12dffda"}),
    msg("ch13.assert_passed", en="assert_no_regression on the harmless change: passed",
        es="assert_no_regression sobre el cambio inofensivo: pasa", zh="对无害的改动调用 assert_no_regression：通过", translates={"es": "72ba48c5a542", "zh": "72ba48c5a542"}),
    code(r"""
margin = 0.05
codes = {}
for name in ("broken", "noise"):  # the gate, as a CI job runs it: a regression, noise, and a missing file
    gated = ragmetrics_cli("gate", "--qrels", "helpcentre", "--baseline", "baseline.run", "--candidate", f"{name}.run",
                           "-m", f"nDCG@{k}", "-m", f"R@{k}", "--margin", str(margin))
    codes[name] = gated.returncode
    print(t("ch13.gate", case=t(f"ch13.cfg.{name}"), code=gated.returncode))
    print(gated.stdout)
gated = ragmetrics_cli("gate", "--qrels", "helpcentre", "--baseline", "baseline.run", "--candidate", "missing.run", "-m", f"nDCG@{k}")
codes["missing"] = gated.returncode
print(t("ch13.gate", case=t("ch13.case.missing"), code=gated.returncode))
print(gated.stderr.strip())
print()
try:  # the same check inside a test suite
    assert_no_regression(runs["baseline"], runs["broken"], measures, qrels=beir.qrels, margin=margin)
except AssertionError as error:
    print(t("ch13.assert_raised"))
    print(error)
assert_no_regression(runs["baseline"], runs["noise"], measures, qrels=beir.qrels, margin=margin)
print(t("ch13.assert_passed"))
print()
noise_result = rm.evaluate_rag(records["noise"], ["answer_correctness"], seed=seed)
print(gate(result, noise_result, ["answer_correctness"], margin=margin).text())  # the gate on a generation metric, from the results already computed
"""),
    md(
        en=r"""
The three exit codes are what the data lead us to expect. The broken release fails on every measure with its difference and the lower bound far below `-margin` ({{fig:neg_margin}}), and the exit code 1 stops the merge. The harmless *k*<sub>1</sub> change raises the score of a few queries and lowers a few others; its lower bounds stay above `-margin`, so it passes with exit code 0: the gate does not block a change for noise, nor does it pass a change merely because nothing shows that it is worse. A missing file is exit code 2, so that a broken CI setup is never read as a pass.

## 7. With an LLM judge (optional)

The offline rule judge is a rough instrument: it matches numbers and key terms. For real decisions, use an LLM judge (chapter 05) and check it first against labels written by people (chapters 10 and 12 explain how). `evaluate_rag` runs it with bounded concurrency, retries, and a disk cache keyed by model, prompt and text, so that a rerun or an interrupted run does not pay twice; `result.usage` counts the tokens. The next cell runs only when an endpoint is configured outside the notebook (`RAGMETRICS_LLM_BASE_URL`, `RAGMETRICS_LLM_MODEL`); otherwise it says so and does nothing.
""",
        es=r"""
Los tres códigos de salida son los que cabía esperar de los datos. La versión rota falla en todas las medidas, con la diferencia y la cota inferior muy por debajo de `-margin` ({{fig:neg_margin}}), y el código de salida 1 detiene la fusión. El cambio inofensivo de *k*<sub>1</sub> mejora unas pocas consultas y empeora otras pocas; sus cotas inferiores quedan por encima de `-margin`, así que pasa con código de salida 0: el control de regresión no bloquea un cambio por ruido, ni deja pasar un cambio solo porque no haya pruebas de que empeora. Un archivo que no existe da código de salida 2, para que una configuración de CI rota nunca se lea como un aprobado.

## 7. Con un juez LLM (opcional)

El juez de reglas sin conexión es un instrumento tosco: compara números y términos clave. Para decisiones reales, usa un juez LLM (capítulo 05) y contrástalo antes con etiquetas puestas por personas (los capítulos 10 y 12 explican cómo). `evaluate_rag` lo ejecuta con concurrencia limitada, reintentos y una caché en disco indexada por modelo, *prompt* y texto, para que repetir una ejecución, o retomar una interrumpida, no cueste dos veces; `result.usage` cuenta los tokens. La celda siguiente solo se ejecuta si hay un *endpoint* configurado fuera del notebook (`RAGMETRICS_LLM_BASE_URL`, `RAGMETRICS_LLM_MODEL`); si no, lo dice y no hace nada.
""",
        zh=r"""
三个退出码都与数据预示的结果一致。有缺陷的版本在每个指标上都不通过，差值和下界都远低于 −容差（{{fig:neg_margin}}），退出码 1 阻止了合并。无害的 *k*<sub>1</sub> 改动让几个查询的得分上升、另外几个下降；它的下界都高于 −容差，所以以退出码 0 通过：门禁不会因为噪声而拦下一个改动，也不会仅仅因为没有证据表明它变差就放行。文件不存在时退出码为 2，这样 CI 配置出错永远不会被当成通过。

## 7. 使用 LLM 评审（可选）

离线规则评审是一种粗糙的工具：它只比对数字和关键词。做真正的决策时，请使用 LLM 评审（第 5 章），并先用人工标注检验它（做法见第 10 章和第 12 章）。`evaluate_rag` 运行 LLM 评审时会限制并发数、在失败时自动重试，并使用以模型、提示词和文本为键的磁盘缓存，这样重新运行或中断后继续运行都不会重复付费；`result.usage` 统计所用的 token 数。下一个单元格只有在笔记本之外配置了端点（`RAGMETRICS_LLM_BASE_URL`、`RAGMETRICS_LLM_MODEL`）时才运行；否则只提示一句，什么也不做。
""",
        translates={"es": "307c9cfd3168", "zh": "307c9cfd3168"},
    ),
    msg("ch13.live_skipped",
        en="No LLM endpoint is configured (RAGMETRICS_LLM_BASE_URL and RAGMETRICS_LLM_MODEL are not set): the LLM judge is not run.",
        es="No hay ningún endpoint de LLM configurado (las variables RAGMETRICS_LLM_BASE_URL y RAGMETRICS_LLM_MODEL no están definidas): no se ejecuta el juez LLM.",
        zh="没有配置 LLM 端点（未设置 RAGMETRICS_LLM_BASE_URL 和 RAGMETRICS_LLM_MODEL），因此不运行 LLM 评审。", translates={"es": "e684e491302c", "zh": "e684e491302c"}),
    msg("ch13.live_error", en="The LLM judge failed: {error}", es="El juez LLM falló: {error}", zh="LLM 评审出错：{error}", translates={"es": "39d2135ee503", "zh": "39d2135ee503"}),
    code(r"""
import os

from ragmetrics.generation import JudgeError, LLMJudge

if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:  # five questions are enough to try it; the cache makes a rerun free
        live = rm.evaluate_rag(records["baseline"][:5], ["faithfulness", "answer_correctness"], judge=LLMJudge.from_env(),
                               cache=folder / "judge_cache.sqlite", max_concurrency=4, seed=seed)
        print(live.table())
        print(live.usage)
    except JudgeError as error:  # the message never contains the key
        print(t("ch13.live_error", error=error))
else:
    print(t("ch13.live_skipped"))
""", tags=["nbval-ignore-output"]),
    md(
        en=r"""
### Check your understanding

**1.** Your system logs chunk ids, and your judgments are per article. What do you do before evaluating retrieval?

<details><summary>Answer</summary>

Map each chunk id to its article (`doc_id_of`), keeping each article once, at the rank of its first chunk. Without the mapping, no chunk id matches a judged article; with the mapping but without removing the repeats, an article retrieved twice counts twice.
</details>

**2.** The gate passes a release whose mean nDCG@5 is 0.01 lower than the baseline's. Is that a bug?

<details><summary>Answer</summary>

No. The gate asks whether the release is **not worse** than the baseline by more than the margin: it passes when the one-sided lower bound of the difference is above `-margin`. A small drop inside the margin is allowed; a drop whose interval reaches below `-margin` fails (exit code 1).
</details>
""",
        es=r"""
### Comprueba lo que has entendido

**1.** Tu sistema registra identificadores de fragmento, y tus juicios son por artículo. ¿Qué haces antes de evaluar la recuperación?

<details><summary>Respuesta</summary>

Convierte cada identificador de fragmento en el de su artículo (`doc_id_of`) y conserva cada artículo una sola vez, en la posición de su primer fragmento. Sin convertirlos, ningún identificador de fragmento coincide con un artículo juzgado; si los conviertes pero no quitas los repetidos, un artículo recuperado dos veces cuenta dos veces.
</details>

**2.** El control de regresión aprueba una versión cuyo nDCG@5 medio es 0,01 menor que el de la línea base. ¿Es un error?

<details><summary>Respuesta</summary>

No. El control comprueba que la versión **no es peor** que la línea base en más del margen: aprueba cuando la cota inferior unilateral de la diferencia está por encima de `-margin`. Una bajada pequeña dentro del margen se permite; una bajada cuyo intervalo llega por debajo de `-margin` no pasa (código de salida 1).
</details>
""",
        zh=r"""
### 检查一下你的理解

**1.** 你的系统记录的是片段 id，而相关性标注是按文章给出的。评估检索之前要做什么？

<details><summary>答案</summary>

用 `doc_id_of` 把每个片段 id 映射到它所属的文章，每篇文章只保留一次，取它第一个片段的排名。不做映射，任何片段 id 都对不上已标注的文章；映射了却不去掉重复，被检索到两次的文章就会被算两次。
</details>

**2.** 门禁放行了一个版本，它的平均 nDCG@5 比基线低 0.01。这是 bug 吗？

<details><summary>答案</summary>

不是。门禁检验的是新版本比基线变差的幅度是否**不超过**容差：差值的单侧下界高于 −容差时就放行。容差以内的小幅下降是允许的；如果差值区间的下端低于 −容差，门禁就不通过（退出码为 1）。
</details>
""",
        translates={"es": "2921335a3e4f", "zh": "2921335a3e4f"},
    ),
    md(
        en=r"""
## Summary

- Export what your system already logs: one JSON line per question with the RAGAS field names (`user_input`, `retrieved_contexts`, `response`, `reference`) and the retrieved ids; keep the judgments as a BEIR folder or a TREC qrels file.
- `rm.io.read_beir` and `rm.io.read_records` read them; chunk ids map to document ids with `doc_id_of` (an article keeps its first chunk's rank).
- `rm.evaluate_rag(records, metrics, qrels=...)`: every question on every metric, each mean with its bootstrap interval; a failing record keeps its row, with the reason.
- `rm.compare` (with its interval and Holm) says whether a change is better; `.plot()` shows it query by query.
- `python -m ragmetrics report` writes the page to share and the Markdown for the pull request; `python -m ragmetrics gate` (or `assert_no_regression`) says whether a change is **not worse** than the baseline by more than the margin, with exit codes 0, 1 and 2 for CI.

Practise with [the exercises of this chapter](../../exercises/en/13_your_own_system.ipynb). For your own files, follow [the quickstart](../../docs/quickstart.md).
""",
        es=r"""
## Resumen

- Exporta lo que tu sistema ya registra: una línea JSON por pregunta con los nombres de campo de RAGAS (`user_input`, `retrieved_contexts`, `response`, `reference`) y los identificadores recuperados; guarda los juicios como carpeta BEIR o como archivo de qrels TREC.
- `rm.io.read_beir` y `rm.io.read_records` los leen; los identificadores de fragmento se convierten en identificadores de documento con `doc_id_of` (un artículo conserva la posición de su primer fragmento).
- `rm.evaluate_rag(registros, métricas, qrels=...)`: cada pregunta con cada métrica, cada media con su intervalo *bootstrap*; un registro que falla conserva su fila, con el motivo.
- `rm.compare` (con su intervalo y Holm) dice si un cambio es mejor; `.plot()` lo muestra consulta a consulta.
- `python -m ragmetrics report` escribe la página para compartir y el Markdown para la *pull request*; `python -m ragmetrics gate` (o `assert_no_regression`) dice si un cambio **no es peor** que la línea base en más del margen, con los códigos de salida 0, 1 y 2 para CI.

Practica con [los ejercicios de este capítulo](../../exercises/es/13_your_own_system.ipynb). Para tus propios archivos, sigue [la guía rápida](../../docs/quickstart.es.md).
""",
        zh=r"""
## 小结

- 导出你的系统已经在记录的内容：每个问题一行 JSON，使用 RAGAS 字段名（`user_input`、`retrieved_contexts`、`response`、`reference`），并附上检索到的 id；相关性标注保存为 BEIR 文件夹或 TREC qrels 文件。
- 用 `rm.io.read_beir` 和 `rm.io.read_records` 读入；用 `doc_id_of` 把片段 id 换成文章 id（一篇文章取它第一个片段的排名）。
- `rm.evaluate_rag(记录, 指标, qrels=...)`：在每个指标上评估每个问题，每个均值都带 bootstrap 置信区间；出错的记录保留它的那一行，并写明原因。
- `rm.compare`（带置信区间和 Holm 校正）判断一个改动是否更好；`.plot()` 逐个查询地展示出来。
- `python -m ragmetrics report` 生成用于分享的页面和用于拉取请求的 Markdown；`python -m ragmetrics gate`（或 `assert_no_regression`）判断一个改动比基线变差的幅度是否**不超过**容差，并用退出码 0、1、2 告诉 CI。

请完成[本章的练习](../../exercises/zh/13_your_own_system.ipynb)。要处理你自己的文件，请按照[快速入门](../../docs/quickstart.zh.md)操作。
""",
        translates={"es": "9bebb89d1c8f", "zh": "9bebb89d1c8f"},
    ),
    msg("ch13.summary", en="Chapter 13, k = {k}, seed = {seed}: {records} logged questions, {judged} judged",
        es="Capítulo 13, k = {k}, semilla = {seed}: {records} preguntas registradas, {judged} juzgadas",
        zh="第 13 章，k = {k}，seed = {seed}：日志中 {records} 个问题，其中 {judged} 个有标注", translates={"es": "aa1bfa679149", "zh": "aa1bfa679149"}),
    msg("ch13.summary_gate", en="gate exit codes: broken release: {broken}; harmless change: {noise}; missing file: {missing}",
        es="códigos de salida del control de regresión: versión rota: {broken}; cambio inofensivo: {noise}; archivo que no existe: {missing}",
        zh="门禁退出码：有缺陷的版本：{broken}；无害的改动：{noise}；不存在的文件：{missing}", translates={"es": "2ce60d0e59cd", "zh": "2ce60d0e59cd"}),
    code(r"""
print(t("ch13.summary", k=k, seed=seed, records=len(records["baseline"]), judged=len(beir.qrels)))
lines = [(m, result.mean[m], write_number(Interval(*result.ci[m]), ".4f"), f"n = {result.n[m]}") for m in metrics]
lines += [(f"{row.system} − {comparison.baseline}", row.measure, write_number(row.difference, "+.4f"),
           write_number(Interval(*row.ci), "+.4f")) for row in comparison.rows]
for line in format_table(lines[0], lines[1:], rule=False).splitlines():  # aligned, numbers as this language writes them
    print("  " + line)
print("  " + t("ch13.summary_gate", **codes))
""", tags=["summary"]),
]
