"""The course's notebooks: the same chapters in every language, the same code, fresh translations,
committed outputs without errors, and papermill parameters that really drive the chapter."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from nbtools import FOLDERS, LANGUAGES, code_without_comments, read, source, stems, tags, translation_problems  # noqa: E402

CHAPTERS = stems("notebooks")
ALL = [(folder, stem) for folder in FOLDERS for stem in stems(folder)]


def _cells(folder, lang, stem):
    return read(ROOT / folder / lang / stem)["cells"]


@pytest.mark.parametrize("folder, stem", ALL)
def test_every_stem_exists_in_every_language(folder, stem):
    missing = [lang for lang in LANGUAGES if not (ROOT / folder / lang / stem).exists()]
    assert not missing, f"{folder}/{{{','.join(missing)}}}/{stem} is missing"


@pytest.mark.parametrize("folder, stem", ALL)
def test_languages_have_the_same_cells_and_code(folder, stem):
    """Cell i is the same kind of cell in every language; code cells match, comments aside."""
    english = _cells(folder, "en", stem)
    for lang in LANGUAGES[1:]:
        other = _cells(folder, lang, stem)
        assert [c["cell_type"] for c in other] == [c["cell_type"] for c in english], f"{lang}/{stem}: cell kinds differ"
        for i, (en, cell) in enumerate(zip(english, other)):
            if en["cell_type"] != "code" or "parameters" in tags(en):
                continue
            assert code_without_comments(source(cell)) == code_without_comments(source(en)), f"{lang}/{stem} cell {i}"


@pytest.mark.parametrize("folder, stem", [(f, s) for f, s in ALL if f != "exercises"])
def test_parameters_cell(folder, stem):
    """papermill needs a cell tagged 'parameters' with lang, k and seed; lang is the notebook's own."""
    for lang in LANGUAGES:
        cells = [c for c in _cells(folder, lang, stem) if "parameters" in tags(c)]
        assert len(cells) == 1, f"{folder}/{lang}/{stem}: {len(cells)} cells tagged 'parameters'"
        text = source(cells[0])
        for name in ("lang", "k", "seed"):
            assert re.search(rf"^{name}\s*=", text, re.M), f"{folder}/{lang}/{stem}: parameters cell lacks {name}"
        assert re.search(rf"^lang\s*=\s*['\"]{lang}['\"]", text, re.M), f"{folder}/{lang}/{stem}: lang is not {lang!r}"


def test_no_stale_translation():
    """Every translated markdown cell records the current English text (tools/build_course.py --check lists them)."""
    problems = [p for folder in FOLDERS for p in translation_problems(folder)]
    assert not problems, "\n".join(f"{path.relative_to(ROOT)} cell {i}: {what}" for path, i, what in problems)


@pytest.mark.parametrize("stem", CHAPTERS)
def test_committed_with_outputs_and_no_stderr(stem):
    """nbval compares against saved outputs; none may be an error, a warning or a missing glyph."""
    for lang in LANGUAGES:
        cells = [c for c in _cells("notebooks", lang, stem) if c["cell_type"] == "code"]
        assert any(c.get("outputs") for c in cells), f"{lang}/{stem} has no outputs"
        for i, cell in enumerate(cells):
            for output in cell.get("outputs", []):
                assert output.get("output_type") != "error", f"{lang}/{stem} code cell {i} raised"
                assert output.get("name") != "stderr", f"{lang}/{stem} code cell {i} wrote to stderr: {output.get('text')}"
                assert "missing from font" not in json.dumps(output), f"{lang}/{stem} code cell {i}"


@pytest.mark.parametrize("stem", CHAPTERS)
def test_every_chapter_has_a_summary_cell(stem):
    """The cell tagged 'summary' prints the chapter's numbers at k: the papermill test reads it."""
    for lang in LANGUAGES:
        assert any("summary" in tags(c) for c in _cells("notebooks", lang, stem)), f"{lang}/{stem}"
