"""CI's Hypothesis runs are reproducible: with CI set, the derandomized 'ci' profile, named in the header."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parent.parent


def test_the_ci_profile_is_derandomized_without_a_database():
    ci = settings.get_profile("ci")
    assert ci.derandomize is True and ci.database is None and ci.print_blob is True


@pytest.mark.parametrize("ci, header", [
    ("1", "hypothesis: profile 'ci', derandomized: each test's seed is derived from its name"),
    ("", "hypothesis: profile 'dev', random seed per run (pass --hypothesis-seed=N to fix it, or set CI=1)"),
], ids=["CI=1", "no-CI"])
def test_the_pytest_header_names_the_profile_and_the_seed(ci, header):
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    if ci:
        env["CI"] = ci
    done = subprocess.run([sys.executable, "-m", "pytest", "tests/test_hypothesis_profile.py", "--collect-only",
                           "-p", "no:cacheprovider", "-p", "no:nbval", "-p", "no:anyio", "-o", "addopts="],
                          cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert header in done.stdout
