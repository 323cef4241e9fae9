"""What a native reader sees, checked everywhere a learner reads text: every markdown cell, every catalog
text and every stored output, in each language. One glossary (no avoided variant), Chinese typography
(full-width punctuation after Chinese characters, no space beside it), Spanish conventions (« » quotes,
decimal comma in prose), and markdown that renders (no literal asterisks)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from nbtools import FOLDERS, LANGUAGES, read, source  # noqa: E402
from ragmetrics_course.glossary import concepts, glossary_table, variants_in  # noqa: E402

CODE = re.compile(r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]*\$|\]\([^)]*\)|<[^>\n]+>", re.S)  # code, formulas, link targets, tags
CJK = "\u4e00-\u9fff\u3400-\u4dbf"
FULL_WIDTH = "，。：；！？、（）“”"
OPERATORS = "=+×/<>≈≤≥−·"


def _texts(lang: str):
    """(where, text, kind) for every text a learner reads in ``lang``; kind is markdown, catalog or output."""
    for folder in FOLDERS:
        for path in sorted((ROOT / folder / lang).glob("*.ipynb")):
            for i, cell in enumerate(read(path)["cells"]):
                where = f"{folder}/{lang}/{path.name} cell {i}"
                if cell["cell_type"] == "markdown":
                    yield where, source(cell), "markdown"
                for output in cell.get("outputs", []):
                    text = output.get("text") or output.get("data", {}).get("text/plain", "")
                    yield where, "".join(text) if isinstance(text, list) else text, "output"
    for path in sorted((ROOT / "course" / "ragmetrics_course").glob("messages*.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(value, dict) and lang in value:
                yield f"{path.name} {key}", value[lang], "catalog"
    for path in _docs(lang):
        yield f"docs/{path.name}", path.read_text(encoding="utf-8"), "markdown"


def _docs(lang: str) -> list:
    """The documents in ``lang`` under docs/ (the instructors' guide, the capstone's rubric...): ``name.es.md`` and
    ``name.zh.md`` are Spanish and Chinese, a ``name.md`` beside them is their English original."""
    docs = sorted((ROOT / "docs").glob("*.md"))
    if lang != "en":
        return [p for p in docs if p.name.endswith(f".{lang}.md")]
    translated = {p.name.split(".")[0] for p in docs if re.search(r"\.(es|zh)\.md$", p.name)}
    return [p for p in docs if p.name.count(".") == 1 and p.stem in translated]


def _prose(text: str, placeholder: str = " ") -> str:
    return CODE.sub(placeholder, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_term_per_concept(lang):
    """No markdown cell, catalog text or output uses a variant the glossary says not to use."""
    found = [f"{where}: {variant!r} ({concept})" for where, text, _ in _texts(lang) for variant, concept in variants_in(text, lang)]
    assert not found, f"{len(found)} uses of avoided variants:\n" + "\n".join(found[:60])


def test_the_glossary_is_complete_and_consistent():
    """Every concept has a term and a meaning in each language, and never lists its own term as a variant."""
    for concept in concepts():
        for lang in LANGUAGES:
            assert concept["term"][lang].strip() and concept["meaning"][lang].strip(), concept["id"]
            assert not variants_in(concept["term"][lang], lang), f"{concept['id']}: its {lang} term is an avoided variant"
    table = glossary_table("zh").markdown
    assert table.count("\n") == len(concepts()) + 1 and "| 平均精确率（AP） |" in table


def _zh_problems(text: str) -> list:
    prose = _prose(text, "§")  # a code span stands for a word: "：`k`" is not a space after "："
    prose = re.sub(r"(?m)^[ \t]*([-*+]|\d+\.)[ \t]+", "", prose)  # the space after a list marker is markdown's
    # Brackets of a formula stay half-width: "1/log2(排名)", "(平均 P + 平均 R) / 2".
    formula = re.compile(r"(?<=[A-Za-z0-9])\([^()\n]*\)|\([^()\n]*[+/=×·−][^()\n]*\)")
    while formula.search(prose):  # innermost first: "((1.96 + 0.84) × 离散度 / 提升)"
        prose = formula.sub("§", prose)
    problems = [m.group() for m in re.finditer(rf"[{CJK}][,:;?!(]|[{CJK}]\)|(?<![\w])\([{CJK}]|\)[{CJK}]", prose)]
    # One space beside full-width punctuation (runs of spaces align columns in outputs and are fine, and so is
    # the space around an operator: "RR（不截断） = 0.5").
    problems += [m.group() for m in re.finditer(rf"(?<=[^\s|{OPERATORS}]) [{FULL_WIDTH}]|[{FULL_WIDTH}] (?=[^\s|{OPERATORS}])", prose)]
    return problems


def test_chinese_punctuation():
    """Chinese text: full-width punctuation after Chinese characters, and no space beside full-width punctuation."""
    found = [f"{where}: {problems}" for where, text, _ in _texts("zh") if (problems := _zh_problems(text))]
    assert not found, f"{len(found)} texts:\n" + "\n".join(found[:60])


# Numbers that keep their point in Spanish prose: versions (RAGAS 0.2, trec_eval 10.0, v0.2.0), arXiv ids, and the
# numbers of exercises ("## 7.22 · …", "los ejercicios 7.23 a 7.28").
KEEP_POINT = re.compile(r"\b(?:RAGAS|trec_eval|pytrec_eval|ragmetrics|DeepEval|Python|ranx|ir_measures|JupyterLab)"
                        r"\s*(?:≥\s*)?v?\d+(?:\.\d+)+|\bv\d+(?:\.\d+)+|arXiv:\d+\.\d+"
                        r"|\b[Ee]jercicios?\s+\d+\.\d+(?:\s*(?:a|y|–|-|,)\s*\d+\.\d+)*|(?m:^#+\s+)?\d+\.\d+\s+·")
REFERENCE = re.compile(r"(?m)^[ \t]*[-*][ \t].*\(\d{4}[a-z]?\)\..*$")  # a bibliography entry cites titles as published
GROUPED = re.compile(r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?![\d,])")  # 114,796: in English, a thousands separator


def _es_number_problems(text: str, english: str = "") -> list:
    """Spanish number typography in prose (code spans, formulas and format fields left out): a decimal point between
    digits (0.722 -> 0,722), a percent sign glued to its number (20% -> 20 %), and a comma grouping thousands
    (114,796 -> 114 796), recognised as a group the English text (``english``) writes the same way: in Spanish
    "0,722" is a decimal."""
    prose = KEEP_POINT.sub(" ", re.sub(r"\{[^{}\n]*\}", " ", REFERENCE.sub(" ", _prose(text))))  # {share:.0%}: a format field
    problems = [m.group() for m in re.finditer(r"(?<![\w.,])\d+\.\d+(?![.\d])|\d%", prose)]
    grouped_in_english = set(GROUPED.findall(_prose(english)))
    return problems + [g for g in GROUPED.findall(prose) if g in grouped_in_english]


def _english_texts() -> dict:
    """The English text each Spanish text translates, by the Spanish text's place (``where`` of :func:`_texts`)."""
    return {re.sub(r"(?<=/)en/|\.md$", lambda m: "es/" if m.group() == "en/" else ".es.md", where): text
            for where, text, kind in _texts("en") if kind != "output"}


def test_spanish_quotes_and_numbers():
    """Spanish prose quotes with « », writes decimals with a comma, a space before % and no comma between
    thousands (code and its output print a point): every markdown cell, exercise text and catalog text."""
    english = _english_texts()
    found = []
    for where, text, kind in _texts("es"):
        if kind == "output":
            continue
        prose = _prose(text)
        # Straight quotes around code-like tokens ("zero", "{first}", "d9") are values, not prose.
        found += [f"{where}: {m.group()!r}" for m in re.finditer(r"[“”]|\"([^\"\n]*)\"", prose) if m.group(1) is None or " " in m.group(1)]
        found += [f"{where}: {problem!r}" for problem in _es_number_problems(text, english.get(where, ""))]
    assert not found, f"{len(found)} places:\n" + "\n".join(found[:100])


_MARKDOWN = MarkdownIt("commonmark").enable("table")
_TEXT_TOKENS = ("text",)


def _literal_asterisks(text: str) -> list:
    """The asterisks that a CommonMark renderer leaves as text (an emphasis that did not close)."""
    left = []
    for token in _MARKDOWN.parse(text):
        for child in token.children or []:
            if child.type in _TEXT_TOKENS and "*" in child.content and re.search(r"\*\S|\S\*", child.content):
                left.append(child.content.strip()[:60])
    return left


def _soft_breaks_in_chinese(text: str) -> list:
    """The single newlines inside a Chinese paragraph that render as a space: between two Chinese characters or
    beside full-width punctuation ("…的表格；⏎指标" shows "的表格； 指标"). A break between Chinese and Latin text
    renders as the space the text wants there anyway."""
    found = []
    for token in _MARKDOWN.parse(text):
        children = token.children or []
        for i, child in enumerate(children):
            if child.type != "softbreak":
                continue
            before = next((c.content[-1] for c in reversed(children[:i]) if c.content), "")
            after = next((c.content[0] for c in children[i + 1:] if c.content), "")
            cjk = re.compile(f"[{CJK}]")
            if "$" in (before, after):  # display math inside a list item: MathJax sets it apart anyway
                continue
            if before in FULL_WIDTH or after in FULL_WIDTH or (cjk.match(before) and cjk.match(after)):
                found.append(f"{before}⏎{after}")
    return found


def test_no_line_breaks_inside_chinese_paragraphs():
    """A Chinese markdown paragraph is one line: a newline inside it renders as a stray space."""
    found = [f"{where}: {breaks[:5]}" for where, text, kind in _texts("zh") if kind == "markdown" and (breaks := _soft_breaks_in_chinese(text))]
    assert not found, f"{len(found)} texts:\n" + "\n".join(found[:60])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_markdown_renders_without_literal_asterisks(lang):
    """Every markdown cell renders in CommonMark with its bold and italics closed (e.g. `**练习内容**：`, not `**练习内容：**`)."""
    found = [f"{where}: {left}" for where, text, kind in _texts(lang) if kind == "markdown" and (left := _literal_asterisks(text))]
    assert not found, "\n".join(found[:60])


def test_the_checks_catch_what_they_look_for():
    """Each check fails on the mistake it names (so a green run means something)."""
    assert _literal_asterisks("**练习内容：**用…") and not _literal_asterisks("**练习内容**：用…")
    assert not _zh_problems("折损是 1/log2(排名 + 1)，而 (平均 P + 平均 R) / 2 不是")
    assert _zh_problems("召回率(recall)") and _zh_problems("查询 “Python”") and not _zh_problems("查询“Python”：0.5")
    assert not _zh_problems("命中率（HitRate@5）   0.8000") and not _zh_problems("RR（不截断） = 0.500")
    assert variants_in("la precisión media de P@k", "es") == [("precisión media", "ap")]
    assert variants_in("练习小部件和噪音", "zh") == [("噪音", "noise"), ("小部件", "widget")]
    assert _soft_breaks_in_chinese("指标随 k 增大；\n变化") == ["；⏎变"] and _soft_breaks_in_chinese("第一行\n第二行")
    assert not _soft_breaks_in_chinese("用 `k`\n计算，English\nwords") and not _soft_breaks_in_chinese("- 一\n- 二\n\n段落")
    assert {"capstone_rubric.zh.md", "instructors.zh.md"} <= {p.name for p in _docs("zh")}
    assert {"capstone_rubric.md", "instructors.md"} <= {p.name for p in _docs("en")} and "course.md" not in {p.name for p in _docs("en")}
    assert variants_in("una recall baja", "es") == [("una recall", "recall")] and not variants_in("un recall bajo", "es")
    assert _es_number_problems("La cápsula imprimió 0.722; el 20% de 114,796 bytes.", "printed 0.722; 20% of 114,796 bytes") == [
        "0.722", "0%", "114,796"]
    assert not _es_number_problems("0,722, 20 %, 114 796 bytes, `0.5`, $0.5$, {share:.0%}, 1,000 (decimal), RAGAS 0.2, "
                                   "RAGAS ≥ 0.2, trec_eval 10.0, v0.2.0, arXiv:2202.05144, ejercicios 7.23 a 7.28\n## 1.10 · F1\n"
                                   "- Rajpurkar, P. y Liang, P. (2016). «SQuAD: 100,000+ Questions». *EMNLP*.",
                                   "1.000 (decimal), 100,000+ Questions")
    assert _english_texts()["docs/instructors.es.md"].startswith("# Instructors' guide")
    assert "messages_feedback.json exercise.format.choice" in _english_texts()
