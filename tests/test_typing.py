"""The library's public inputs and results are typed: ``mypy --strict`` on a user's script reports nothing.

tests/typing/user_script.py calls ``evaluate``, ``compare``, ``paired_test``, ``faithfulness`` and their
siblings as a practitioner would. mypy runs on it alone (the library is followed silently: its own
internals are not what is checked here) with ``--strict --disallow-any-expr``, so a public name or a
result field typed ``Any`` would be reported in the script. The same run checks a second script with
three wrong calls, to show that the check catches them.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mypy", reason="mypy is a test requirement (requirements-test.txt)")

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tests" / "typing" / "user_script.py"

WRONG = '''from ragmetrics import evaluate, faithfulness

qrels = {"q1": {"d1": 1}}
result = faithfulness("An answer.", ["A context."], "the question?")
mean: str = evaluate(qrels, qrels, ["RR"]).mean["RR"]
score: str = float(result)
'''


def test_mypy_strict_reports_nothing_on_a_users_script(tmp_path):
    wrong = tmp_path / "wrong_script.py"
    wrong.write_text(WRONG, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--disallow-any-expr", "--follow-imports=silent",
         "--cache-dir", str(tmp_path / "cache"), "--no-error-summary", "--hide-error-context",
         str(SCRIPT), str(wrong)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    lines = [line for line in result.stdout.splitlines() if ": error:" in line]
    assert not [line for line in lines if "user_script.py" in line], result.stdout
    reported = sorted({int(line.split(":")[1]) for line in lines if "wrong_script.py" in line})
    # line 4: the question given by position; line 5: a float assigned to a str; line 6: the same
    assert reported == [4, 5, 6], result.stdout + result.stderr
    assert "Too many positional arguments" in result.stdout
