"""Chapter 13 (evaluate your own system) is built and registered like every chapter: its source builds three
notebooks with the contract's cells, its exercises are in the bank and listed, and the quickstart it points
to exists in the three languages with the same code."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_course as bc  # noqa: E402
from ragmetrics_course.exercises import exercise, exercise_list  # noqa: E402
from ragmetrics_course.exercises.registry import exercise_ids  # noqa: E402
from ragmetrics_course.exercises.spec import CHAPTERS  # noqa: E402

STEM = "13_your_own_system"


@pytest.mark.parametrize("lang", bc.LANGS)
def test_the_chapter_builds_with_the_contract_cells(lang):
    source = bc.load(ROOT / "sources" / "chapters" / f"{STEM}.py")
    notebook = bc.build(source, lang)
    tags = [tag for cell in notebook.cells for tag in cell.metadata.get("tags", [])]
    assert tags.count("parameters") == 1 and tags.count("summary") == 1
    text = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")
    assert f"../../exercises/{lang}/{STEM}.ipynb" in text
    assert ("08" if lang != "zh" else "第 8 章") in text.split("\n\n")[1]  # the intro says where the chapter sits: after chapter 08
    setup = next(cell.source for cell in notebook.cells if "check_parameters(" in cell.source)
    assert "set_language(lang)" in setup and "setup_fonts()" in setup
    assert not bc.stale_translations(source) and not bc.stale_messages(source)


def test_the_solutions_build_and_every_exercise_is_registered():
    source = bc.load(ROOT / "sources" / "solutions" / f"{STEM}.py")
    cards = re.findall(r'exercise\("(13\.[a-z_]+)"\)', "\n".join(cell.source for cell in bc.build(source, "en").cells))
    assert CHAPTERS["13"] == STEM
    assert cards == list(exercise_ids("13")) and len(cards) >= 6
    assert exercise_list("13", lang="en").links()[0] == f"../../exercises/en/{STEM}.ipynb"


@pytest.mark.parametrize("key, by_hand", [
    ("13.doc_rank", 3),                              # faq, terms, refunds: faq#1 and terms#5 dropped
    ("13.missing_query", (0.6 + 0.9 + 0.3 + 0) / 4),  # q4, judged and missing, counts 0
    ("13.no_reference", (0.8 + 0.4 + 0.6) / 3),      # q2 has no value: left out, not 0
])
def test_numeric_exercises_expect_the_hand_computed_value(key, by_hand):
    assert exercise(key).expected() == pytest.approx(by_hand, abs=1e-12)


def _fenced(path: Path) -> list:
    return re.findall(r"```(\w+)\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


@pytest.mark.parametrize("lang", ["es", "zh"])
def test_the_translated_quickstarts_run_the_same_code(lang):
    """test_quickstart.py runs the English page's blocks; the translations must hold the very same ones."""
    english, translated = ROOT / "docs" / "quickstart.md", ROOT / "docs" / f"quickstart.{lang}.md"
    assert _fenced(translated) == _fenced(english)
    assert f"quickstart.{lang}.md" in english.read_text(encoding="utf-8")
    assert f"docs/quickstart.{lang}.md" in (ROOT / "README.md").read_text(encoding="utf-8")
