"""The workshop kit's cheat sheets say what the package and the chapters say (tools/build_kit.py).

The browser half (MathJax offline, at most two printed A4 pages) is tests/browser/test_kit_browser.py.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_kit  # noqa: E402

from ragmetrics_course.messages import t  # noqa: E402
from ragmetrics.measures import MEASURES, parse_measure  # noqa: E402

LANGS = build_kit.LANGS


def _notebook_text(stem_prefix: str, lang: str) -> str:
    path = next((ROOT / "notebooks" / lang).glob(f"{stem_prefix}_*.ipynb"))
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def test_every_declared_measure_has_a_formula_and_a_row_in_every_language():
    for lang in LANGS:
        rows = {row["name"]: row for row in build_kit.measure_rows(lang)}
        assert list(rows) == list(MEASURES)
        for name, declaration in MEASURES.items():
            assert declaration.formula, f"{name} declares no formula"
            assert rows[name]["formula"] == declaration.formula
            assert rows[name]["words"] != declaration.description or lang == "en", f"{name}: no {lang} words in the catalog"


def test_trec_eval_names_are_the_declarations_rules():
    en = {row["name"]: row for row in build_kit.measure_rows("en")}
    assert en["nDCG"]["trec"] == ["ndcg", "ndcg_cut_10"] == [parse_measure("nDCG").trec_name, parse_measure("nDCG@10").trec_name]
    assert en["R"]["trec"] == [parse_measure("R@10").trec_name] == ["recall_10"]
    assert en["RR"]["trec"] == ["recip_rank"]  # trec_eval has no RR@k
    assert en["F1"]["trec"] == []  # nor F1
    assert en["R"]["call"] == ["R@10", "rm.recall_at_k"]


def test_the_words_come_from_the_catalog():
    row = {r["name"]: r for r in build_kit.measure_rows("zh")}["R"]
    assert row["words"] == t("metric.recall.words", "zh", k="k") and row["title"] == t("metric.recall.name", "zh")


def test_conventions_table_is_chapter_06s_in_each_language():
    for lang in LANGS:
        table = build_kit.conventions_table(lang)
        lines = table.split("\n")
        assert len(lines) >= 10 and all(line.startswith("|") for line in lines)
        assert table in _notebook_text("06", lang), f"the {lang} table is not the one chapter 06 shows"
    sizes = {lang: len(build_kit.conventions_table(lang).split("\n")) for lang in LANGS}
    assert len(set(sizes.values())) == 1, sizes


def test_interview_answers_are_chapter_07s_first_bold_sentences():
    answers = {lang: build_kit.interview_answers(lang) for lang in LANGS}
    assert len({len(a) for a in answers.values()}) == 1 and len(answers["en"]) >= 4
    notebook = _notebook_text("07", "en")
    for question, answer in answers["en"]:
        assert question in notebook
        assert " ".join(answer.rstrip(".").split()[:6]) in " ".join(notebook.split())
    assert answers["en"][0][1].startswith("MRR only looks at the first relevant document")


def test_drill_answers_are_the_right_options():
    from ragmetrics_course.exercises import exercise

    for title, answer in build_kit.drill_answers("es"):
        assert title and answer
    first = build_kit.drill_answers("en")[0]
    ex = exercise("09.p_value_meaning", lang="en")
    assert first == (ex.title(), dict(ex.options())[ex.expected()])


@pytest.mark.parametrize("lang", LANGS)
def test_page_loads_nothing_from_the_network(lang):
    page = build_kit.render(lang, "mathjax/MathJax.js")
    sources = re.findall(r'<script[^>]*src="([^"]+)"', page) + re.findall(r'<link[^>]*href="([^"]+)"', page)
    assert sources and not [s for s in sources if re.match(r"[a-z]+://|//", s)]
    prose = re.sub(r"<script.*?</script>|<style>.*?</style>|\\\(.*?\\\)|<code>.*?</code>", "", page, flags=re.S)
    assert not re.search(r"\{\w*\}", prose), "an unfilled {field}"


def test_build_writes_three_pages_and_the_mathjax_they_load(tmp_path):
    paths = build_kit.build(tmp_path)
    assert [p.name for p in paths] == [f"cheatsheet.{lang}.html" for lang in LANGS]
    assert (tmp_path / "mathjax" / "MathJax.js").is_file()
    assert (tmp_path / "mathjax" / "config" / "TeX-AMS-MML_HTMLorMML-full.js").is_file()
    assert list((tmp_path / "mathjax" / "fonts" / "HTML-CSS" / "STIX-Web" / "woff").rglob("*.woff"))
