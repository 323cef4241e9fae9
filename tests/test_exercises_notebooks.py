"""The exercise notebooks both ways (otter-grader style): every solutions notebook passes all its checks,
and every generated exercises notebook runs to the end with every check saying "not answered yet".

The notebooks run in one shared kernel per test module (its namespace cleared with ``%reset -f``
before each notebook), so the 42 notebooks cost one kernel start and one import of ragmetrics
(about 45 s in all). For a slow CI, RAGMETRICS_QUICK_NOTEBOOKS=1 runs chapter 01 in the three
languages and the other chapters in English only: 9 notebooks each way instead of 21.
The feedback is read from the outputs: each check renders ``data-exercise`` and ``data-status``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
jupyter_client = pytest.importorskip("jupyter_client")

from ragmetrics_course.exercises import CHAPTERS, exercise_ids  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "es", "zh")
STEMS = {stem: chapter for chapter, stem in CHAPTERS.items()}


# RAGMETRICS_QUICK_NOTEBOOKS=1 (for a slow CI): chapter 01 in the three languages, English for the rest.
QUICK = os.environ.get("RAGMETRICS_QUICK_NOTEBOOKS", "") not in ("", "0")


def _notebooks(folder: str) -> list:
    return [pytest.param(path, id=f"{folder}/{path.parent.name}/{path.stem}")
            for lang in LANGS for path in sorted((ROOT / folder / lang).glob("*.ipynb"))
            if not QUICK or lang == "en" or path.stem.startswith("01_")]


@pytest.fixture(scope="module")
def kernel(tmp_path_factory):
    manager = jupyter_client.KernelManager(kernel_name="python3")
    manager.start_kernel(cwd=str(tmp_path_factory.mktemp("kernel")))
    yield manager
    manager.shutdown_kernel(now=True)


def _execute(path: Path, manager) -> "nbformat.NotebookNode":
    notebook = nbformat.read(path, as_version=4)
    notebook.cells.insert(0, nbformat.v4.new_code_cell("%reset -f"))
    nbclient.NotebookClient(notebook, km=manager, timeout=180, kernel_name="python3").execute()
    return notebook


FEEDBACK = re.compile(r'data-exercise="([^"]+)" data-status="(\w+)"')
ASKED = re.compile(r'^ex = exercise\("([^"]+)"\)', re.M)


def _outputs(notebook) -> list:
    return [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.get("outputs", [])]


def _checks(notebook) -> list[tuple[str, str]]:
    """(exercise id, status) of every feedback box shown, in order."""
    found = []
    for output in _outputs(notebook):
        html = output.get("data", {}).get("text/html", "")
        found += FEEDBACK.findall("".join(html) if isinstance(html, list) else html)
    return found


def _asked(notebook) -> list[str]:
    return [m for cell in notebook.cells if cell.cell_type == "code" for m in ASKED.findall(cell.source)]


def _assert_clean(notebook):
    for output in _outputs(notebook):
        assert output.get("output_type") != "error", output
        assert output.get("name") != "stderr", output.get("text")


@pytest.mark.parametrize("path", _notebooks("solutions"))
def test_solutions_notebook_passes_every_check(path, kernel):
    notebook = _execute(path, kernel)
    _assert_clean(notebook)
    chapter = STEMS[path.stem]
    assert _asked(notebook) == exercise_ids(chapter), "the notebook asks every exercise of its chapter, in order"
    checks = _checks(notebook)
    assert [key for key, _ in checks] == exercise_ids(chapter), "one check per exercise"
    assert [key for key, status in checks if status != "correct"] == []


@pytest.mark.parametrize("path", _notebooks("exercises"))
def test_blank_exercises_notebook_runs_and_nothing_is_answered(path, kernel):
    notebook = _execute(path, kernel)
    _assert_clean(notebook)
    checks = _checks(notebook)
    assert [key for key, _ in checks] == exercise_ids(STEMS[path.stem])
    assert {status for _, status in checks} == {"unanswered"}


def test_every_chapter_has_its_solutions_and_exercises_in_every_language():
    for folder in ("solutions", "exercises"):
        for lang in LANGS:
            assert sorted(p.stem for p in (ROOT / folder / lang).glob("*.ipynb")) == sorted(CHAPTERS.values()), (folder, lang)
