"""Chapter 08's lab explorer in a real browser: JupyterLab runs the Chinese chapter, the test moves the k slider
(keyboard) and clicks two controls, and each time the numbers shown must be ragmetrics.evaluate's, computed here.

Screenshots go to a temporary folder (printed at the end; ``$RAGMETRICS_SCREENSHOTS`` chooses another).
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

import ragmetrics as rm

from jupyterlab_page import kernel_idle, run_all

ROOT = Path(__file__).resolve().parent.parent.parent
LAB = ".rm-course.rm-lab"
MEASURES = {"recall": "R@{k}", "ndcg": "nDCG@{k}", "rr": "RR", "hit_rate": "HitRate@{k}"}


def _cell(key: str, config: str = "current") -> str:
    return f"{LAB} .rm-numbers td.rm-value[data-metric='{key}'][data-config='{config}']"


def _expected(retriever: str, chunking: str, k: int) -> dict:
    """ragmetrics.evaluate on the run, built in this process by the lab the chapter uses."""
    from ragmetrics_course.lab import Lab

    lab = Lab("zh")
    run = lab.run(retriever, chunking)
    mean = rm.evaluate(lab.qrels(chunking), run, [name.format(k=k) for name in MEASURES.values()]).mean
    return {key: mean[name.format(k=k)] for key, name in MEASURES.items()}


def _shown(page) -> dict:
    """{measure key: (data-value as float, the text shown)} of the current configuration."""
    out = {}
    page.locator(LAB).scroll_into_view_if_needed()  # JupyterLab may hide cells far off screen (inner text empty)
    for key in MEASURES:
        cell = page.locator(_cell(key))
        out[key] = (float(cell.get_attribute("data-value")), (cell.text_content() or "").strip())
    return out


def _assert_shows(page, expected: dict):
    shown = _shown(page)
    for key, value in expected.items():
        assert shown[key] == (value, f"{value:.3f}"), (key, shown[key], value)


def _wait_for_change(page, key: str, old: str, timeout: float = 60_000):
    page.wait_for_function(
        "([selector, old]) => { const c = document.querySelector(selector); return c && c.dataset.value !== old; }",
        arg=[_cell(key), old], timeout=timeout,
    )


def _run_all(page, shots: Path):
    run_all(page, _cell("ndcg"), 180_000, shots)


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("RAGMETRICS_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.browser
def test_the_lab_explorer_shows_evaluate_after_each_control(jupyter_lab, browser_page, shots):
    page = browser_page
    started = time.monotonic()
    shutil.copy(ROOT / "notebooks" / "zh" / "08_lab.ipynb", jupyter_lab.root / "08_lab.ipynb")
    page.goto(jupyter_lab.notebook_url("08_lab.ipynb"))
    page.wait_for_selector(".jp-NotebookPanel", timeout=90_000)
    _run_all(page, shots)

    # The explorer opens on the hybrid (RRF) over paragraphs at the chapter's k = 5, BM25 pinned.
    _assert_shows(page, _expected("hybrid_rrf", "paragraph", 5))
    pinned = float(page.locator(_cell("ndcg", "pinned")).get_attribute("data-value"))
    assert pinned == _expected("bm25", "paragraph", 5)["ndcg"]
    widget = page.locator(LAB)
    widget.scroll_into_view_if_needed()
    assert "检索器" in widget.inner_text() and "平均值" in widget.inner_text()
    widget.screenshot(path=str(shots / "lab_zh_opened.png"))
    kernel_idle(page, 120_000)  # the chapter's last cells ran too
    stderr = page.locator("[data-mime-type='application/vnd.jupyter.stderr']").all_inner_texts()
    assert not [out for out in stderr if "missing from font" in out], stderr  # Chinese glyphs in the kernel's figures
    assert page.locator("[data-mime-type='application/vnd.jupyter.error']").count() == 0

    # k: the slider's handle from the keyboard, 5 -> 6 -> 7.
    handle = page.locator(f"{LAB} .rm-k-slider .noUi-handle")
    for k in (6, 7):
        old = page.locator(_cell("recall")).get_attribute("data-value")
        handle.focus()
        page.keyboard.press("ArrowRight")
        _wait_for_change(page, "recall", old)
        _assert_shows(page, _expected("hybrid_rrf", "paragraph", k))

    # The retriever: click BM25 (its numbers at k = 7 equal the pinned column's at k = 7).
    old = page.locator(_cell("ndcg")).get_attribute("data-value")
    page.locator(f"{LAB} .rm-lab-retriever button", has_text="BM25").click()
    _wait_for_change(page, "ndcg", old)
    bm25 = _expected("bm25", "paragraph", 7)
    _assert_shows(page, bm25)
    assert float(page.locator(_cell("ndcg", "pinned")).get_attribute("data-value")) == bm25["ndcg"]

    # The chunking: by size (120 tokens, overlap 30), indexed on first use.
    old = page.locator(_cell("recall")).get_attribute("data-value")
    page.locator(f"{LAB} .rm-lab-mode button", has_text="按长度").click()
    _wait_for_change(page, "recall", old, timeout=120_000)
    _assert_shows(page, _expected("bm25", "tokens:120/30", 7))
    assert "120" in page.locator(f"{LAB} .rm-config-current").inner_text()
    widget.screenshot(path=str(shots / "lab_zh_after_controls.png"))
    failures = page.locator(f"{LAB} .rm-lab-failures")
    failures.scroll_into_view_if_needed()
    failures.screenshot(path=str(shots / "lab_zh_failures.png"))
    print(f"\nlab browser test: {time.monotonic() - started:.1f} s; screenshots in {shots}")
