"""The architecture, enforced by tools rather than by hand.

- import-linter (``.importlinter``): the library never imports the course, however indirectly, and no import
  cycle between sibling modules or packages at any depth (imports inside functions count).
- No module imports another module's private name (``from .trec import _opened``): what two modules share
  is public in a small module of its own.
- The contracts are shown to fail: a copy of both packages with a course import, or a cycle, added to the
  library breaks them.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {"ragmetrics": ROOT / "ragmetrics", "ragmetrics_course": ROOT / "course" / "ragmetrics_course"}
LINT = Path(sys.executable).with_name("lint-imports")

# import-linter is a test requirement (requirements-test.txt): in CI its absence fails the tests instead of skipping them
pytestmark = pytest.mark.skipif(not LINT.exists() and not os.environ.get("CI"),
                                reason="import-linter is a test requirement (requirements-test.txt)")


def _lint(cwd: Path, pythonpath: str | None = None) -> subprocess.CompletedProcess:
    env = {"PATH": str(LINT.parent), "PYTHONPATH": pythonpath or "", "HOME": str(cwd)}
    return subprocess.run([str(LINT), "--no-cache", str(ROOT / ".importlinter")], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_import_contracts_hold():
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "2 kept, 0 broken" in result.stdout


@pytest.fixture
def copy_of_both(tmp_path):
    """Both packages' Python files copied to a temporary folder, first on the path of the linter."""
    for name, source in PACKAGES.items():
        shutil.copytree(source, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__", "*.json*", "*.md", "*.jsonl"))
    assert _lint(tmp_path, str(tmp_path)).returncode == 0  # the unchanged copy keeps the contracts
    return tmp_path


def test_a_deferred_course_import_in_the_library_breaks_the_contract(copy_of_both):
    (copy_of_both / "ragmetrics" / "sneaky.py").write_text("def f():\n    from ragmetrics_course import messages\n")
    result = _lint(copy_of_both, str(copy_of_both))
    assert result.returncode == 1
    assert "never imports the course (ragmetrics_course) BROKEN" in result.stdout
    assert "ragmetrics.sneaky -> ragmetrics_course.messages" in result.stdout


def test_an_indirect_course_import_breaks_the_contract(copy_of_both):
    # the library imports a third package that imports the course: still forbidden
    (copy_of_both / "thirdparty").mkdir()
    (copy_of_both / "thirdparty" / "__init__.py").write_text("import ragmetrics_course.terminal\n")
    (copy_of_both / "ragmetrics" / "sneaky.py").write_text("import thirdparty\n")
    config = copy_of_both / "contracts.ini"
    config.write_text((ROOT / ".importlinter").read_text().replace("    ragmetrics_course\n\n", "    ragmetrics_course\n    thirdparty\n\n", 1))
    result = subprocess.run([str(LINT), "--no-cache", str(config)], cwd=copy_of_both, capture_output=True, text=True,
                            env={"PATH": str(LINT.parent), "PYTHONPATH": str(copy_of_both), "HOME": str(copy_of_both)}, timeout=120)
    assert result.returncode == 1 and "ragmetrics.sneaky -> thirdparty" in result.stdout, result.stdout[-2000:]


@pytest.mark.parametrize("package", ["ragmetrics", "ragmetrics_course"])
def test_a_cycle_hidden_in_a_function_breaks_the_contract(copy_of_both, package):
    (copy_of_both / package / "cycle_a.py").write_text("from . import cycle_b\n")
    (copy_of_both / package / "cycle_b.py").write_text("def later():\n    from . import cycle_a\n")
    result = _lint(copy_of_both, str(copy_of_both))
    assert result.returncode == 1
    assert "No import cycle between sibling modules or packages, at any depth BROKEN" in result.stdout
    assert "cycle_a" in result.stdout or "cycle_b" in result.stdout


def _module_name(path: Path) -> tuple[str, bool]:
    for name, base in PACKAGES.items():
        if base in path.parents:
            parts = (name, *path.relative_to(base).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            return ".".join(parts[:-1] if is_package else parts), is_package
    raise AssertionError(path)


def private_imports(path: Path) -> list[str]:
    """``from M import _name`` where M is another module of ours (a dunder name or a module is fine)."""
    module, is_package = _module_name(path)
    package = module if is_package else module.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
            source = f"{base}.{node.module}" if node.module else base
        else:
            source = node.module or ""
        if source.split(".")[0] not in PACKAGES or source == module:
            continue
        for alias in node.names:
            name = alias.name
            if name.startswith("_") and not name.startswith("__"):
                if _is_module(f"{source}.{name}"):
                    continue
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: from {source} import {name}")
    return found


def _is_module(dotted: str) -> bool:
    top, *rest = dotted.split(".")
    base = PACKAGES[top].joinpath(*rest)
    return base.with_suffix(".py").exists() or (base / "__init__.py").exists()


def test_no_module_imports_another_modules_private_name():
    found = [hit for base in PACKAGES.values() for path in sorted(base.rglob("*.py")) for hit in private_imports(path)]
    assert not found, "\n".join(found)


def test_the_private_name_check_sees_relative_and_deferred_imports(tmp_path):
    sample = PACKAGES["ragmetrics"] / "zz_sample_for_test.py"
    try:
        sample.write_text("def f():\n    from .trec import _private_thing\n    from .generation import _recorded_module\n")
        assert private_imports(sample) == ["ragmetrics/zz_sample_for_test.py:2: from ragmetrics.trec import _private_thing",
                                           "ragmetrics/zz_sample_for_test.py:3: from ragmetrics.generation import _recorded_module"]
    finally:
        sample.unlink()
