"""The playground in a real browser: JupyterLab, Run All, keyboard on the sliders, the nDCG shown is the package's.

Screenshots go to tests/browser/screenshots/ (git-ignored).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import ragmetrics
from ragmetrics_course.state import EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED, format_delta

from jupyterlab_page import run_all

SCREENSHOTS = Path(__file__).parent / "screenshots"
PLAYGROUND = ".rm-playground"
NDCG = f"{PLAYGROUND} .rm-numbers tr[data-metric='ndcg'] td.rm-value"


def _run_all_until_the_playground_shows(page):
    run_all(page, NDCG, 60_000, SCREENSHOTS)


def _ndcg(page) -> tuple[float, str]:
    cell = page.locator(NDCG)
    return float(cell.get_attribute("data-value")), cell.inner_text().strip()


def _wait_for_ndcg_change(page, old: str):
    page.wait_for_function(
        "([selector, old]) => { const c = document.querySelector(selector); return c && c.dataset.value !== old; }",
        arg=[NDCG, old], timeout=30_000,
    )


def _visible_order(page, docs) -> list:
    """The docs of the playground sorted by where their rows are on screen, top to bottom."""
    tops = {doc: page.locator(f"{PLAYGROUND} .rm-ranking .rm-doc-{doc}").bounding_box()["y"] for doc in docs}
    return sorted(docs, key=tops.get)


def _press_on_slider(page, doc, slider: str, key: str):
    handle = page.locator(f"{PLAYGROUND} .rm-doc-{doc} .{slider} .noUi-handle")
    handle.focus()
    old = page.locator(NDCG).get_attribute("data-value")
    page.keyboard.press(key)
    _wait_for_ndcg_change(page, old)


def _focused_row(page) -> str:
    return page.evaluate("() => (document.activeElement.closest('.rm-row') || {className: ''}).className")


@pytest.mark.browser
def test_keyboard_on_position_and_grade_sliders_updates_ndcg(jupyter_lab, browser_page):
    page = browser_page
    started = time.monotonic()
    page.goto(jupyter_lab.notebook_url("playground.ipynb"))
    page.wait_for_selector(".jp-NotebookPanel", timeout=90_000)
    _run_all_until_the_playground_shows(page)
    value, text = _ndcg(page)
    assert value == ragmetrics.ndcg_at_k(EXAMPLE_RETRIEVED, EXAMPLE_RELEVANT, k=5)
    assert text == f"{value:.3f}"
    page.wait_for_selector(".rm-course.rm-curves", timeout=60_000)  # the last cell ran too
    stderr = page.locator("[data-mime-type='application/vnd.jupyter.stderr']").all_inner_texts()
    assert not [out for out in stderr if "missing from font" in out], stderr  # Chinese glyphs in the kernel's figures
    assert page.locator("[data-mime-type='application/vnd.jupyter.error']").count() == 0
    assert _visible_order(page, EXAMPLE_RETRIEVED) == list(EXAMPLE_RETRIEVED)
    page.locator(PLAYGROUND).screenshot(path=str(SCREENSHOTS / "playground_zh_initial.png"))

    # Position slider of doc 999 (rank 1): ArrowRight moves it to rank 2; the handle keeps the focus.
    _press_on_slider(page, 999, "rm-position-slider", "ArrowRight")
    ranking = [205, 999, 101, 888, 309]
    grades = dict(EXAMPLE_RELEVANT)
    assert _visible_order(page, EXAMPLE_RETRIEVED) == ranking
    assert "rm-doc-999" in _focused_row(page)
    assert _ndcg(page) == (ragmetrics.ndcg_at_k(ranking, grades, k=5), f"{ragmetrics.ndcg_at_k(ranking, grades, k=5):.3f}")

    # Again, with the same focused handle: rank 3.
    page.keyboard.press("ArrowRight")
    _wait_for_ndcg_change(page, repr(ragmetrics.ndcg_at_k(ranking, grades, k=5)))
    ranking = [205, 101, 999, 888, 309]
    assert _visible_order(page, EXAMPLE_RETRIEVED) == ranking
    assert _ndcg(page)[0] == ragmetrics.ndcg_at_k(ranking, grades, k=5)

    # Grade slider of doc 309: ArrowRight raises its grade from 1 to 2. At rank 5 this raises the
    # ideal DCG more than the DCG, so nDCG goes down: the change shown must be the package's.
    before = ragmetrics.ndcg_at_k(ranking, grades, k=5)
    _press_on_slider(page, 309, "rm-grade-slider", "ArrowRight")
    grades[309] = 2
    expected = ragmetrics.ndcg_at_k(ranking, grades, k=5)
    value, text = _ndcg(page)
    assert value == expected and text == f"{expected:.3f}"
    delta = page.locator(f"{PLAYGROUND} .rm-numbers tr[data-metric='ndcg'] td.rm-delta").inner_text().strip()
    assert delta == format_delta(expected - before)
    assert "等级 2" in page.locator(f"{PLAYGROUND} .rm-ranking .rm-doc-309").inner_text()

    # ArrowLeft on the same grade slider: back to grade 1.
    page.keyboard.press("ArrowLeft")
    _wait_for_ndcg_change(page, repr(expected))
    grades[309] = 1
    assert _ndcg(page)[0] == ragmetrics.ndcg_at_k(ranking, grades, k=5)

    # A button from the keyboard: focus "ideal order" and press Enter.
    old = page.locator(NDCG).get_attribute("data-value")
    page.locator(f"{PLAYGROUND} .rm-ideal").focus()
    page.keyboard.press("Enter")
    _wait_for_ndcg_change(page, old)
    assert _ndcg(page) == (1.0, "1.000")
    assert _visible_order(page, EXAMPLE_RETRIEVED) == [101, 205, 309, 999, 888]

    page.locator(PLAYGROUND).screenshot(path=str(SCREENSHOTS / "playground_zh_after_keyboard.png"))
    for name in ("compare", "explorer", "curves"):
        widget = page.locator(f".rm-course.rm-{name}")
        widget.scroll_into_view_if_needed()
        widget.screenshot(path=str(SCREENSHOTS / f"{name}_zh.png"))
    page.screenshot(path=str(SCREENSHOTS / "jupyterlab.png"))
    print(f"\nbrowser test: {time.monotonic() - started:.1f} s from opening the notebook")
