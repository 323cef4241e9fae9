"""Without a browser, the browser test fails in CI and skips elsewhere, saying how to install one."""

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
# This folder's conftest, loaded under its own name for its helpers (another "conftest" may be loaded).
_spec = importlib.util.spec_from_file_location("ragmetrics_browser_conftest", HERE / "conftest.py")
browser_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(browser_conftest)


@pytest.mark.parametrize("value, expected", [("1", True), ("true", True), ("True", True), ("", False), ("0", False), ("false", False)])
def test_ci_is_recognised(monkeypatch, value, expected):
    monkeypatch.setenv("CI", value)
    assert browser_conftest.in_ci() is expected


def test_a_configured_path_that_is_not_executable_finds_nothing(monkeypatch):
    monkeypatch.setenv("RAGMETRICS_CHROMIUM", str(HERE / "no-such-chromium"))
    assert browser_conftest.find_chromium() is None


def test_missing_browser_skips_outside_ci_with_the_install_command(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match=r"sudo apt-get install chromium.*RAGMETRICS_CHROMIUM=/path"):
        browser_conftest._missing("no Chromium found")


def test_missing_browser_fails_in_ci_end_to_end():
    """The real browser test, run as CI runs it (CI=true) with a Chromium path that does not exist."""
    env = dict(os.environ, CI="true", RAGMETRICS_CHROMIUM=str(HERE / "no-such-chromium"))
    command = [sys.executable, "-m", "pytest", str(HERE / "test_playground_browser.py"), "-q",
               "-p", "no:cacheprovider", "-o", "addopts="]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, cwd=HERE.parent.parent)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "CI is set, so a browser test may not be skipped" in result.stdout
    assert "sudo apt-get install chromium" in result.stdout
