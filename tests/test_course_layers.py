"""The course wing's layers: which module may import which (arrows one way), and what the terminal drill loads."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

COURSE = Path(__file__).resolve().parent.parent / "course" / "ragmetrics_course"


def _imports(path: Path) -> set[str]:
    """The modules a file imports at module level or in functions, as absolute names."""
    package = ".".join(path.relative_to(COURSE.parent).with_suffix("").parts)
    if path.name != "__init__.py":
        package = package.rsplit(".", 1)[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            module = f"{base}.{node.module}" if node.level and node.module else (base if node.level else node.module)
            names.add(module)
            names |= {f"{module}.{alias.name}" for alias in node.names}
    return names


BANK = sorted((COURSE / "exercises" / "bank").glob("*.py"))


@pytest.mark.parametrize("path", BANK, ids=lambda p: p.name)
def test_the_exercise_bank_knows_the_spec_not_the_registry(path):
    """The registry reads the bank's EXERCISES; the bank never imports the registry back (the old cycle)."""
    imported = _imports(path)
    exercises = "ragmetrics_course.exercises"
    for module in ("registry", "instance", "listing", "feedback", "answers"):
        assert not any(name == f"{exercises}.{module}" or name.startswith(f"{exercises}.{module}.") for name in imported), path
    assert exercises not in imported  # not the package either: its __init__ re-exports the registry


@pytest.mark.parametrize("module", ["spec", "answers"])
def test_the_exercise_spec_and_answer_reading_import_nothing_of_the_course(module):
    imported = _imports(COURSE / "exercises" / f"{module}.py")
    assert not {name for name in imported if name.startswith("ragmetrics")}


def test_drill_layers_point_one_way():
    """questions <- session <- cli; the widget uses questions and session; nothing imports the widget or the cli."""
    drills = COURSE / "drills"
    imported = {path.stem: _imports(path) for path in drills.glob("*.py")}
    for stem in ("questions", "session", "cli"):
        assert not any("drills.widget" in name for name in imported[stem]), stem
    assert not any("drills.cli" in name or "drills.session" in name for name in imported["questions"])
    assert not any("drills.cli" in name for name in imported["session"] | imported["widget"])


def test_the_terminal_drill_does_not_import_ipywidgets_or_matplotlib():
    code = ("import io, sys; from ragmetrics_course.drills import run_drill_cli; "
            "run_drill_cli(lang='zh', n=2, seed=1, stdin=io.StringIO('q\\n'), stdout=io.StringIO()); "
            "print(sorted({'ipywidgets', 'matplotlib'} & set(sys.modules)))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_drill_widget_is_a_plain_class_of_its_own_module():
    from ragmetrics_course import DrillWidget
    from ragmetrics_course.drills import widget

    assert DrillWidget is widget.DrillWidget and DrillWidget.__module__ == "ragmetrics_course.drills.widget"


def test_every_import_the_course_sources_make_works():
    """Every `from ragmetrics... import ...` line of every chapter and solution source imports."""
    root = COURSE.parent.parent
    lines = set()
    for path in sorted((root / "sources").rglob("[0-9]*.py")):
        lines |= {line.strip() for line in path.read_text(encoding="utf-8").splitlines()
                  if line.strip().startswith(("from ragmetrics", "import ragmetrics"))}
    assert lines, "no import found: the sources moved?"
    for line in sorted(lines):
        exec(line, {})


@pytest.mark.parametrize("path", sorted(COURSE.rglob("*.py")), ids=lambda p: str(p.relative_to(COURSE)))
def test_course_modules_stay_small(path):
    """No course file over 1,000 lines and no function over 120 lines."""
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") <= 1000
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            assert node.end_lineno - node.lineno + 1 <= 120, f"{path.name}:{node.name}"
