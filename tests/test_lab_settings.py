"""JupyterLab opens without asking to fetch Jupyter's news (README, command 1).

The course's environment installs ``course/lab-settings`` (not editable, so that its data file is installed: an
editable install installs none): ``share/jupyter/lab/settings/overrides.d/ragmetrics-course.json`` sets the
``@jupyterlab/apputils-extension:notification`` defaults ``fetchNews: "false"`` (JupyterLab asks "Would you like to
get notified about official Jupyter news?" while it is "none") and ``checkForUpdates: false``. The test installs
the distribution with pip into a temporary prefix, starts JupyterLab on 127.0.0.1 with that prefix's settings
folder, and reads the settings the server gives the page."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DISTRIBUTION = ROOT / "course" / "lab-settings"
PLUGIN = "@jupyterlab/apputils-extension:notification"
SETTINGS = Path("share", "jupyter", "lab", "settings")  # under sys.prefix: JupyterLab's app_settings_dir


def test_the_learners_environment_installs_the_settings_not_editable():
    lines = [line.strip() for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()]
    assert "./course/lab-settings" in lines and "-e ./course/lab-settings" not in lines
    from jupyterlab.commands import get_app_dir

    if not os.environ.get("JUPYTERLAB_DIR"):
        assert Path(get_app_dir(), "settings") == Path(sys.prefix, SETTINGS)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str, server: subprocess.Popen, deadline: float) -> dict:
    """The JSON at ``url``, once the server answers (it fails at once if the server stopped)."""
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return json.loads(response.read().decode("utf-8"))
        except (urllib.error.URLError, ConnectionError):
            if server.poll() is not None:
                pytest.fail(f"JupyterLab stopped (exit {server.returncode}): {server.stderr.read()[-2000:]}")
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def test_jupyterlab_serves_the_news_off(tmp_path):
    pytest.importorskip("jupyterlab")
    pytest.importorskip("wheel", reason="pip builds the settings' wheel offline with setuptools and wheel (requirements-test.txt)")
    source = tmp_path / "src"
    shutil.copytree(DISTRIBUTION, source, ignore=shutil.ignore_patterns("build", "*.egg-info"))  # builds write here
    prefix = tmp_path / "prefix"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
                    "--prefix", str(prefix), str(source)], check=True, capture_output=True, text=True, timeout=120)
    installed = prefix / SETTINGS / "overrides.d" / "ragmetrics-course.json"
    assert installed.is_file(), "pip installed the overrides where JupyterLab reads them"

    port, token = _free_port(), "ragmetrics-test"
    home = tmp_path / "home"  # no user settings, config or workspaces from the machine
    env = os.environ | {"JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_DATA_DIR": str(home / "data"),
                        "JUPYTER_RUNTIME_DIR": str(home / "runtime"), "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
                        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces")}
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}", "--port-retries=0",
         f"--IdentityProvider.token={token}", f"--LabApp.app_settings_dir={prefix / SETTINGS}", f"--ServerApp.root_dir={tmp_path}"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        served = _get(f"http://127.0.0.1:{port}/lab/api/settings/{PLUGIN}?token={token}", server, time.monotonic() + 90)
    finally:
        server.terminate()
        try:
            server.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.communicate()
    defaults = served["schema"]["properties"]
    assert defaults["fetchNews"]["default"] == "false"  # "none" asks the learner; "false" neither asks nor fetches
    assert defaults["checkForUpdates"]["default"] is False
    assert not json.loads(served.get("raw") or "{}").get("fetchNews"), "no user setting decides it instead"
