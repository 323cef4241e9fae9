"""Shared test configuration for the whole repository.

- Marks the slow, notebook-level tests so that ``pytest -m "not notebooks"`` runs the rest: about 7,100 tests in
  about 2 minutes on a 2-core machine (README.md, command 2).
- The Hypothesis profiles: with the environment variable ``CI`` set (``.ci/run`` sets ``CI=1``) the property
  tests run under the ``ci`` profile: derandomized, so each test draws the same examples on every run (its
  seed is derived from the test's name) and a failure in CI reproduces locally with ``CI=1``. Without it,
  the default profile draws fresh random examples each run. The header of the pytest output names the
  profile and how the seed is chosen; a failing example prints its reproduction blob (``print_blob``).

(One conftest at the root: a second ``tests/conftest.py`` would clash with ``tests/browser/conftest.py``
when ``--doctest-modules`` collects both under the module name ``conftest``.)
"""

import os
from pathlib import Path

import pytest
from hypothesis import settings

# Test files that execute or open notebooks (nbval's own items are the .ipynb files themselves).
NOTEBOOK_TESTS = {"test_notebooks.py", "test_notebooks_papermill.py", "test_exercises_notebooks.py", "test_guide.py"}


def pytest_collection_modifyitems(items):
    for item in items:
        path = Path(str(item.fspath))
        if path.suffix == ".ipynb" or path.name in NOTEBOOK_TESTS or "browser" in path.parts:
            item.add_marker(pytest.mark.notebooks)


# database=None: no example saved by an earlier run can change what CI draws.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.register_profile("dev", print_blob=True)
PROFILE = "ci" if os.environ.get("CI") else "dev"
settings.load_profile(PROFILE)


def pytest_report_header(config):
    """Say which Hypothesis profile runs and where its seed comes from."""
    if settings().derandomize:
        seed = "derandomized: each test's seed is derived from its name, the same on every run"
    else:
        seed = "random seed per run (pass --hypothesis-seed=N to fix it, or set CI=1)"
    return f"hypothesis: profile {PROFILE!r}, {seed}"
