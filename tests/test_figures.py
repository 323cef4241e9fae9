"""{{fig:name}} placeholders: prose figures filled from the chapter's own code (tools/figures.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import figures  # noqa: E402

PARAMS = 'lang = "es"\nk = 5\nseed = 0'


def test_fill_formats_each_language():
    values = {"spread": 0.1804, "needed": 636, "rate": 0.1315}
    text = "s_d = {{fig:spread:.2f}}, {{fig:needed}} queries, {{fig:rate:.0%}}"
    assert figures.fill(text, values, "en", "t") == "s_d = 0.18, 636 queries, 13%"
    assert figures.fill(text, values, "zh", "t") == "s_d = 0.18, 636 queries, 13%"
    # Spanish prose: decimal comma, a space before %; an integer is left alone
    assert figures.fill(text, values, "es", "t") == "s_d = 0,18, 636 queries, 13 %"


def test_spanish_decimal_inside_a_formula_is_braced():
    text = r"$((1{,}96 + 0{,}84) \times {{fig:s:.2f}} / 0{,}02)^2$ y fuera {{fig:s:.2f}}"
    assert figures.fill(text, {"s": 0.18}, "es", "t") == r"$((1{,}96 + 0{,}84) \times 0{,}18 / 0{,}02)^2$ y fuera 0,18"


def test_signed_format():
    assert figures.fill("{{fig:d:+.2f}}", {"d": 0.129}, "es", "t") == "+0,13"
    assert figures.fill("{{fig:d:+.2f}}", {"d": -0.04}, "en", "t") == "\u22120.04"  # prose takes a true minus


def test_an_undeclared_placeholder_is_an_error_naming_it():
    with pytest.raises(ValueError, match=r"fig:missing.*FIGURES"):
        figures.fill("a {{fig:missing}} b", {"other": 1}, "en", "ch99, cell 3")


def test_compute_runs_cells_in_order_and_stops_once_every_figure_is_known():
    cells = ["x = k * 2", "y = x + 1", "raise RuntimeError('a later cell is not run')"]
    values = figures.compute(cells, PARAMS, {"x": "x", "y": "y / 4"}, "test-stop")
    assert values == {"x": 10, "y": 11 / 4}


def test_compute_skips_ipython_lines_and_silences_prints(capsys):
    cells = ["%matplotlib inline\nprint('noise')\nz = len(lang)"]
    assert figures.compute(cells, PARAMS, {"z": "z"}, "test-magic") == {"z": 2}
    assert capsys.readouterr().out == ""


def test_compute_names_the_figures_no_cell_defines():
    with pytest.raises(ValueError, match=r"\['nowhere'\]"):
        figures.compute(["a = 1"], PARAMS, {"a": "a", "nowhere": "nowhere"}, "test-missing")


def test_every_placeholder_in_the_sources_is_declared_and_every_declared_figure_is_used():
    import build_course  # noqa: PLC0415

    for source in build_course.all_sources():
        declared = set(source.figures or {})
        used = {name for cell in source.notebook_cells if isinstance(cell, build_course.Markdown)
                for lang in ("en", "es", "zh") for name in figures.names_used(cell.text[lang])}
        assert used <= declared, f"{source.relative}: {sorted(used - declared)} used but not in FIGURES"
        assert declared <= used, f"{source.relative}: FIGURES {sorted(declared - used)} never used"
        for cell in source.notebook_cells:
            if isinstance(cell, build_course.Markdown):
                names = [sorted(figures.names_used(cell.text[lang])) for lang in ("en", "es", "zh")]
                assert names[0] == names[1] == names[2], f"{source.relative}: a cell's languages state other figures"


def test_a_figure_the_setup_computes_runs_no_cell():
    cells = ["raise RuntimeError('no cell is needed')"]
    assert figures.compute(cells, PARAMS, {"r": "sqrt(k)"}, "test-setup", setup="from math import sqrt") == {"r": 5 ** 0.5}


def test_a_figure_keeps_its_value_from_the_first_cell_that_defines_it():
    cells = ["x = 1", "x = 2\ny = 3"]
    assert figures.compute(cells, PARAMS, {"x": "x", "y": "y"}, "test-first") == {"x": 1, "y": 3}


def _notebook(tmp_path, markdown, printed):
    import nbformat  # noqa: PLC0415

    notebook = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("print(...)")
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=printed)]
    notebook.cells = [nbformat.v4.new_markdown_cell(markdown), cell]
    path = tmp_path / "nb.ipynb"
    nbformat.write(notebook, path)
    return path


def test_prose_numbers_lists_what_no_output_prints_and_with_printed_also_the_printed_ones(tmp_path):
    import prose_numbers  # noqa: PLC0415

    path = _notebook(tmp_path, "BM25 misses 59 of 63 (k = 5); p = 0,45 in 2024; `x = 77` and 88", "59\n0.449\n")
    # 59 and 0,45 (0.449 rounded) are printed; 63 and 88 are not; 5 is a small count, 2024 a year, 77 is code
    assert prose_numbers.candidates(path) == [(0, "63", False), (0, "88", False)]
    assert prose_numbers.candidates(path, printed_too=True) == [
        (0, "59", True), (0, "63", False), (0, "5", False), (0, "0,45", True), (0, "88", False)]


def test_a_negative_figure_inside_math_keeps_the_hyphen_latex_typesets_as_a_minus():
    assert figures.fill("$d = {{fig:d:.2f}}$", {"d": -0.04}, "en", "t") == "$d = -0.04$"
