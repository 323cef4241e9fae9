"""The cheat sheets in a real browser, from disk, with the network off: MathJax typesets every formula from the
copy beside the pages, and each language prints on at most two A4 pages.

The PDFs and a picture of each printed page go to tests/browser/screenshots/ (git-ignored): look at them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_kit  # noqa: E402

SCREENSHOTS = Path(__file__).parent / "screenshots"
MAX_PAGES = 2


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    out = tmp_path_factory.mktemp("kit")
    return {path.name.split(".")[1]: path for path in build_kit.build(out)}


@pytest.mark.parametrize("lang", build_kit.LANGS)
def test_cheatsheet_typesets_offline_and_prints_on_two_a4_pages(kit, lang, offline_page):
    page = offline_page.open(kit[lang])
    assert offline_page.blocked == [], "the page tried to reach the network"
    assert offline_page.mathjax_errors() == []
    parts = sum(len(build_kit._formula(r["formula"]).split("<div>")) - 1 for r in build_kit.measure_rows(lang))
    assert page.locator("td.formula .MathJax").count() == parts, "every part of every formula is typeset"
    widths = page.evaluate("[...document.querySelectorAll('td.formula .MathJax')].map(e => e.getBoundingClientRect().width)")
    assert min(widths) > 20, "a typeset formula has a width"
    # the STIX web fonts MathJax uses came from the copy on disk
    assert page.evaluate("[...document.fonts].some(f => f.family.startsWith('STIXMathJax') && f.status === 'loaded')")
    if lang == "zh":  # Chinese text is drawn with a CJK font, not tofu boxes: a CJK glyph is as wide as its em
        em = page.evaluate("(() => { const s = document.createElement('span'); s.textContent = '检索指标';"
                           " document.body.appendChild(s); const w = s.getBoundingClientRect().width; s.remove(); return w; })()")
        size = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
        assert em == pytest.approx(4 * size, rel=0.15)
    pdf = page.pdf(format="A4", print_background=True, prefer_css_page_size=True)
    (SCREENSHOTS / f"cheatsheet_{lang}.pdf").write_bytes(pdf)
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
    page.screenshot(path=str(SCREENSHOTS / f"cheatsheet_{lang}.png"), full_page=True)
    pages = offline_page.pdf_pages(pdf)
    assert 1 <= pages <= MAX_PAGES, f"the {lang} cheat sheet prints on {pages} A4 pages"
