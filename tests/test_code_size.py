"""Code stays small enough to read: no Python file over 1,000 lines and no function over 120, in the
library, the course package, the chapter sources, the tools, the benchmarks and the tests. (A chapter source
longer than that imports part of its cells from ``sources/chapters/parts/``; an exercise notebook's block is
one ``exercise_cells(...)``.)"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("ragmetrics", "course", "sources", "tools", "benchmarks", "tests")
FILES = sorted(p for folder in FOLDERS for p in (ROOT / folder).rglob("*.py") if "build" not in p.relative_to(ROOT).parts)


def test_every_folder_is_measured():
    assert {p.relative_to(ROOT).parts[0] for p in FILES} == set(FOLDERS)
    assert any(p.parent.name == "chapters" for p in FILES) and any(p.parent.name == "bank" for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_modules_and_functions_stay_small(path):
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= 1000, f"{path.name}: {text.count(chr(10))} lines"
    long = [f"{node.name} ({node.end_lineno - node.lineno + 1} lines)" for node in ast.walk(ast.parse(text))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 120]
    assert not long, f"{path.name}: {long}"
