"""Marks the slow, notebook-level tests so that ``pytest -m "not notebooks"`` runs the rest in about a minute."""

from pathlib import Path

import pytest

# Test files that execute or open notebooks (nbval's own items are the .ipynb files themselves).
NOTEBOOK_TESTS = {"test_notebooks.py", "test_notebooks_papermill.py", "test_exercises_notebooks.py"}


def pytest_collection_modifyitems(items):
    for item in items:
        path = Path(str(item.fspath))
        if path.suffix == ".ipynb" or path.name in NOTEBOOK_TESTS or "browser" in path.parts:
            item.add_marker(pytest.mark.notebooks)
