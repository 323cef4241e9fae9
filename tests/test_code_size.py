"""Code stays small enough to read: no Python module over 1,000 lines and no function over 120, in the
package, the tools, the benchmarks and the tests. (The chapter sources in sources/chapters/ are prose in
three languages with code cells, and are not code modules: their code cells are checked by nbval.)"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(p for folder in ("ragmetrics", "tools", "benchmarks", "tests") for p in (ROOT / folder).rglob("*.py"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_modules_and_functions_stay_small(path):
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= 1000, f"{path.name}: {text.count(chr(10))} lines"
    long = [f"{node.name} ({node.end_lineno - node.lineno + 1} lines)" for node in ast.walk(ast.parse(text))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno + 1 > 120]
    assert not long, f"{path.name}: {long}"
