"""The README's two set-up commands are the ones CI runs."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands():
    return re.findall(r"```bash\n(python3 -m venv .*?)\n```", (ROOT / "README.md").read_text(encoding="utf-8"))


def test_readme_has_exactly_two_setup_commands():
    """One command opens the course, the other runs the tests."""
    commands = _readme_commands()
    assert len(commands) == 2
    assert "jupyter lab" in commands[0] and "requirements.txt" in commands[0]
    assert "pytest" in commands[1] and "requirements-test.txt" in commands[1]


def test_ci_runs_the_readme_test_command_verbatim():
    """.ci/run must run what a newcomer runs, so passing CI means the README works."""
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert _readme_commands()[1] in ci
