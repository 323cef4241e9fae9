"""The HTML report in a real headless Chromium, from disk: it renders its tables and plots and no request leaves
the machine (every request is routed; anything but file: and data: is recorded and aborted)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))

from test_report import trec_files  # noqa: E402

from ragmetrics.__main__ import main  # noqa: E402

pytest.importorskip("jinja2")
pytest.importorskip("matplotlib")


def test_report_opens_offline_with_its_tables_and_plots(tmp_path, offline_page):
    trec_files(tmp_path)
    out = tmp_path / "report.html"
    assert main(["report", "--qrels", str(tmp_path / "qrels.txt"), str(tmp_path / "base.run"), str(tmp_path / "new.run"),
                 "-m", "nDCG@10", "-m", "RR", "--queries", str(tmp_path / "queries.tsv"), "-o", str(out)]) == 0
    requests = []
    page = offline_page.page
    page.on("request", lambda request: requests.append(request.url))
    page.goto(out.resolve().as_uri())
    page.wait_for_load_state("load")
    assert offline_page.blocked == [], "the report tried to reach the network"
    assert all(url.startswith(("file:", "data:")) for url in requests), requests
    assert page.title().startswith("Retrieval report")
    assert page.locator("table").count() >= 3  # comparison, worst queries, settings
    boxes = page.evaluate("[...document.querySelectorAll('figure svg')].map(s => s.getBoundingClientRect().width)")
    assert len(boxes) == 2 and min(boxes) > 300, "both plots are drawn"
    assert "question <q" in page.locator("body").inner_text()  # texts shown as text, not markup
    Path(__file__).with_name("screenshots").mkdir(exist_ok=True)
    page.screenshot(path=str(Path(__file__).with_name("screenshots") / "report.png"), full_page=True)
