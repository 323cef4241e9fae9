"""Real-browser tests: JupyterLab on 127.0.0.1 driven by Debian's Chromium through Playwright's Python API.

Nothing is downloaded: Playwright drives an installed Chromium (``/usr/bin/chromium``, or the path in
``$RAGMETRICS_CHROMIUM``). In CI (``$CI`` set) a missing browser fails the tests; elsewhere they are
skipped with the command that installs one.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SCREENSHOTS = HERE / "screenshots"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
INSTALL_HINT = (
    "install one with `sudo apt-get install chromium fonts-noto-cjk` (Debian/Ubuntu), "
    "or set RAGMETRICS_CHROMIUM=/path/to/chromium"
)
# The lab's own settings: no news or update checks (there is no network), no announcements.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": '{"fetchNews": "false", "checkForUpdates": false}',
}


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives a real Chromium through JupyterLab (needs chromium; fails in CI without it)")


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def find_chromium() -> str | None:
    """Return an installed Chromium: $RAGMETRICS_CHROMIUM, /usr/bin/chromium, or one on PATH."""
    configured = os.environ.get("RAGMETRICS_CHROMIUM")
    if configured:
        return configured if os.access(configured, os.X_OK) else None
    for candidate in ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(candidate)
        if found:
            return found
    return None


def _missing(what: str):
    message = f"{what}: {INSTALL_HINT}"
    if in_ci():
        pytest.fail(f"{message} (CI is set, so a browser test may not be skipped)", pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = find_chromium()
    if path is None:
        configured = os.environ.get("RAGMETRICS_CHROMIUM")
        _missing(f"RAGMETRICS_CHROMIUM={configured} is not an executable" if configured else "no Chromium found")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        _missing("the Python package playwright is not installed (pip install -r requirements-test.txt)")
    return path


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Lab:
    """A running JupyterLab: its base URL, token and the folder it serves."""

    def __init__(self, url: str, token: str, root: Path, log: Path):
        self.url, self.token, self.root, self.log = url, token, root, log

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?token={self.token}"


@pytest.fixture(scope="session")
def jupyter_lab(tmp_path_factory, chromium_path):
    """Start JupyterLab on 127.0.0.1 (free port, token, every config and runtime folder temporary)."""
    base = tmp_path_factory.mktemp("jupyter")
    root = base / "root"
    root.mkdir()
    shutil.copy(HERE / "playground.ipynb", root / "playground.ipynb")  # the lab may autosave: never the repo's copy
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR", "IPYTHONDIR", "MPLCONFIGDIR",
                 "JUPYTERLAB_SETTINGS_DIR", "JUPYTERLAB_WORKSPACES_DIR"):
        env[name] = str(base / name.lower())
        Path(env[name]).mkdir()
    for relative, text in LAB_SETTINGS.items():
        target = Path(env["JUPYTERLAB_SETTINGS_DIR"]) / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    env.pop("RAGMETRICS_LANG", None)
    token, port = uuid.uuid4().hex, _free_port()
    log = base / "lab.log"
    command = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
        f"--ServerApp.token={token}", "--allow-root", f"--ServerApp.root_dir={root}",
        "--ServerApp.port_retries=0", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    with open(log, "w") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT, cwd=root)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                pytest.fail(f"JupyterLab exited with {process.returncode}:\n{log.read_text()[-3000:]}", pytrace=False)
            try:
                with urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"JupyterLab did not answer within 60 s:\n{log.read_text()[-3000:]}", pytrace=False)
            time.sleep(0.3)
        yield Lab(url, token, root, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


@pytest.fixture
def browser_page(chromium_path, tmp_path):
    """A fresh headless Chromium profile and page (1400x2000: tall enough to screenshot a whole widget)."""
    from playwright.sync_api import sync_playwright

    SCREENSHOTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1400, "height": 2000}, locale="zh-CN",
        )
        try:
            page = context.pages[0] if context.pages else context.new_page()
            yield page
        finally:
            context.close()


class Offline:
    """A headless Chromium page with the network off: every request that is not a file:// URL is aborted and
    recorded in ``blocked``, so that a test can assert that none was even attempted."""

    def __init__(self, page):
        self.page = page
        self.blocked: list[str] = []
        page.route(re.compile(r"^(?!file:).*"), self._abort)

    def _abort(self, route):
        if not route.request.url.startswith(("about:", "data:")):
            self.blocked.append(route.request.url)
        route.abort()

    def open(self, path: Path, *, timeout: float = 60_000):
        """Go to ``path`` (from disk) and wait until MathJax has typeset the page and the fonts are ready."""
        self.page.goto(Path(path).resolve().as_uri())
        self.page.wait_for_selector("html[data-mathjax=done]", state="attached", timeout=timeout)
        self.page.evaluate("document.fonts.ready.then(() => true)")
        return self.page

    def mathjax_errors(self) -> list:
        """The TeX parse and processing errors MathJax reported on this page."""
        return self.page.evaluate("window.mathjaxErrors || []")

    @staticmethod
    def pdf_pages(pdf: bytes) -> int:
        """The pages of a PDF Chromium printed: its page objects, checked against the page tree's /Count."""
        pages = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))
        counts = [int(n) for n in re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", pdf, re.S)]
        counts += [int(n) for n in re.findall(rb"/Count\s+(\d+)[^>]*?/Type\s*/Pages\b", pdf, re.S)]
        assert counts and max(counts) == pages, f"cannot read the page count: {pages} page objects, /Count {counts}"
        return pages


@pytest.fixture
def offline_page(chromium_path, tmp_path):
    """A fresh headless Chromium page (1200x1600) that may only load file:// URLs (see ``Offline``)."""
    from playwright.sync_api import sync_playwright

    SCREENSHOTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1200, "height": 1600}, locale="zh-CN",
        )
        try:
            yield Offline(context.pages[0] if context.pages else context.new_page())
        finally:
            context.close()
