"""What a Spanish or Chinese learner reads in a notebook's stored outputs is in their language.

English identifiers (a retriever's id, a chunking spec, Python's True, a test's id, a widget's raw repr) must not
be printed as prose in the es/zh chapters and solutions: the catalog has a label for each (``lab.retriever.*``,
``lab.chunking.*_label``, ``table.yes``, ``sigtable.test.*``). An identifier a learner types is shown as code
(``lab.run(**CONFIGS['A'])``) and explained where it first appears; the few deliberate English outputs (the
package's own error messages and command-line reports, which stay English by the course's rule) are listed in
ALLOWED with the reason.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
IDENTIFIERS = {
    # an id in backticks or quotes, or a name being assigned (an exercise's input), is code, not prose
    "retriever id": re.compile(r"(?<![\w.\"'`(=])(?:dense|hybrid_rrf|hybrid_weighted)(?![\w\"'`]| =)"),
    "chunking id": re.compile(r"(?<![\w.\"'`(=:])(?:paragraph|article)(?![\w\"'`:]| =)"),
    "oracle id": re.compile(r"\boracle@\d+"),
    "Python boolean": re.compile(r"(?<![\w.=(])(?:True|False)(?![\w)])"),
    "test id": re.compile(r"(?<![\w\"'])(?:randomization|wilcoxon)(?![\w\"'])"),
    "widget repr": re.compile(r"\b(?:VBox|HBox|FloatSlider|IntSlider)\("),
    # chapter 12's answer set: an answer's kind and who made it (the catalog's ch12.kind.*, ch12.made_by.*)
    "answer kind id": re.compile(r"(?<![\w.\"'`(=])(?:paraphrase|wrong_number|outdated_policy|unsupported_addition|missing_part"
                                 r"|wrong_citation|missing_citation)(?![\w\"'`])"),
    "answer provenance": re.compile(r"written for the course by an LLM assistant|the course's extractive generator"),
}
# (notebook, identifier kind): why the English is deliberate there
ALLOWED = {
    ("06_conventions_pitfalls", "Python boolean"): "chapter 06 prints the package's own checks, English by rule",
    ("00_course_map", "retriever id"): "the glossary's table has an English column: 'dense retrieval' is the English term",
    ("13_your_own_system", "test id"): "the library's own report (rm.compare's table), English by the course's rule on package output",
}


def _text(output) -> str:
    if "text" in output:
        return output["text"] if isinstance(output["text"], str) else "".join(output["text"])
    data = output.get("data", {})
    plain = data.get("text/plain", "")
    return plain if isinstance(plain, str) else "".join(plain)


def english_identifiers(path: Path) -> list:
    """(cell index, kind, line) of every English identifier printed as prose in a notebook's stored outputs."""
    notebook = nbformat.read(path, as_version=4)
    found = []
    for i, cell in enumerate(notebook.cells):
        if cell.cell_type != "code":
            continue
        for output in cell.get("outputs", []):
            for line in _text(output).splitlines():
                for kind, pattern in IDENTIFIERS.items():
                    if pattern.search(line) and (path.stem, kind) not in ALLOWED:
                        found.append((i, kind, line.strip()[:120]))
    return found


NOTEBOOKS = sorted(p for folder in ("notebooks", "solutions") for lang in ("es", "zh")
                   for p in (ROOT / folder / lang).glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.stem}")
def test_es_and_zh_outputs_print_no_english_identifiers(path):
    found = english_identifiers(path)
    assert not found, "\n".join(f"{path.name}, cell {i}: {kind}: {line}" for i, kind, line in found)


def test_the_check_finds_what_it_looks_for(tmp_path):
    notebook = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("print(...)")
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text="mismos números: True\nhybrid_rrf   0.41\n"),
                    nbformat.v4.new_output("execute_result", data={"text/plain": "VBox(children=(FloatSlider(value=0.02"})]
    ok = nbformat.v4.new_code_cell("print(...)")
    ok.outputs = [nbformat.v4.new_output("stream", name="stdout",
                                         text="lab.run(**CONFIGS['A'])  Híbrido (RRF)  sí\nlas listas `bm25` y `dense`\n"
                                              "dense = ['d5', 'd1']\n")]
    notebook.cells = [cell, ok]
    path = tmp_path / "08_lab.ipynb"
    nbformat.write(notebook, path)
    assert [(i, kind) for i, kind, _ in english_identifiers(path)] == [
        (0, "Python boolean"), (0, "retriever id"), (0, "widget repr")]


def test_the_check_finds_the_answer_sets_ids(tmp_path):
    """Chapter 12's printed answer kinds and provenance; an exercise id or a quoted id is code, not prose."""
    notebook = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("print(...)")
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout",
                                           text="43 preguntas, paraphrase frente a missing_part: mejor 21\n"
                                                "hecho por: written for the course by an LLM assistant (325 respuestas)\n")]
    ok = nbformat.v4.new_code_cell("print(...)")
    ok.outputs = [nbformat.v4.new_output("stream", name="stdout",
                                         text="«paráfrasis» frente a «falta una parte»\nexercise('12.bleu_paraphrase')\n"
                                              "a.kind == 'missing_part'  `wrong_number`\n")]
    notebook.cells = [cell, ok]
    path = tmp_path / "12_judging_answers.ipynb"
    nbformat.write(notebook, path)
    assert [(i, kind) for i, kind, _ in english_identifiers(path)] == [(0, "answer kind id"), (0, "answer provenance")]
