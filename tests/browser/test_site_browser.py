"""The course as a static site, opened from disk in Chromium with the network off (tools/build_site.py).

The test builds two chapters (03 has formulas, widgets and figures; 09 plots) in three languages into a
temporary folder, opens the Chinese chapter 03 with every non-file:// request aborted and recorded, and checks
that none was attempted, that MathJax (the site's own copy) typeset its formulas and that every figure loaded.
Screenshots go to tests/browser/screenshots/ (git-ignored): look at them.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402

SCREENSHOTS = Path(__file__).parent / "screenshots"
CHAPTERS = ("03", "09", "13")  # 13: the quickstarts link to it


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    result = build_site.build(out, only=CHAPTERS, log=lambda *_: None)
    print(f"site: {len(result['pages'])} pages in {result['seconds']:.1f} s")
    return out


def _pngs(stem: str, lang: str) -> int:
    """The pictures the notebook stores: each becomes one <img> (widgets included, as their static PNG)."""
    notebook = json.loads((ROOT / "notebooks" / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
    return sum("image/png" in o.get("data", {}) for c in notebook["cells"] for o in c.get("outputs", []))


def _math_spans(stem: str, lang: str) -> int:
    """The $$...$$ and $...$ formulas of the notebook's Markdown, outside code: each becomes one MathJax element."""
    notebook = json.loads((ROOT / "notebooks" / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
    text = "\n".join("".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "markdown")
    text = re.sub(r"```.*?```|`[^`\n]*`", "", text, flags=re.S)
    display = re.findall(r"\$\$.+?\$\$", text, re.S)
    return len(display) + len(re.findall(r"\$[^$\n]+\$", re.sub(r"\$\$.+?\$\$", "", text, flags=re.S)))


def test_a_chinese_chapter_renders_its_formulas_and_figures_offline(site, offline_page):
    stem = build_site.stems("notebooks", ["03"])[0]
    page = offline_page.open(site / "notebooks" / "zh" / f"{stem}.html")
    page.screenshot(path=str(SCREENSHOTS / "site_zh_03_top.png"))
    assert offline_page.blocked == [], "the page tried to reach the network"
    assert offline_page.mathjax_errors() == []
    formulas = page.locator(".jp-RenderedMarkdown .MathJax")
    assert formulas.count() == _math_spans(stem, "zh") >= 3, "every formula of the chapter is typeset by MathJax"
    assert page.evaluate("[...document.fonts].some(f => f.family.startsWith('STIXMathJax') && f.status === 'loaded')")
    images = page.evaluate("[...document.querySelectorAll('.jp-OutputArea-output img')]"
                           ".map(i => ({complete: i.complete, width: i.naturalWidth}))")
    assert len(images) == _pngs(stem, "zh") >= 4
    assert all(i["complete"] and i["width"] > 0 for i in images), images
    assert page.locator("script[type='application/vnd.jupyter.widget-view+json']").count() == 0
    formulas.first.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "site_zh_03_formula.png"))
    page.locator(".jp-OutputArea-output img").nth(1).scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "site_zh_03_widget.png"))
    sections = page.locator("#rm-sections li a")
    assert sections.count() >= 4 and "公式" in sections.all_inner_texts()


def test_the_language_switcher_and_the_contents_lead_to_built_pages(site, offline_page):
    page = offline_page.open(site / "notebooks" / "es" / f"{build_site.stems('notebooks', ['09'])[0]}.html")
    links = page.evaluate("[...document.querySelectorAll('nav.rm-site a, aside.rm-toc ul.rm-chapters a, footer.rm-site a')].map(a => a.href)")
    built = {p.resolve() for p in site.rglob("*.html")}
    for href in links:
        assert href.startswith("file://"), href
        target = Path(unquote(href[len("file://"):].split("#")[0])).resolve()
        assert target in built, f"{href} is not a page of the site"
    languages = page.locator("nav.rm-site .rm-langs a")
    assert languages.all_inner_texts() == ["English", "Español", "中文"]
    page.screenshot(path=str(SCREENSHOTS / "site_es_09_top.png"))
    assert offline_page.blocked == []


def test_document_pages_link_only_to_pages_that_exist(site):
    pages = sorted((site / "docs").glob("*.html"))
    assert len(pages) >= 6
    for page in pages:
        for href in re.findall(r'href="([^"#]+)', page.read_text(encoding="utf-8")):
            if not re.match(r"[a-z]+:", href):
                assert (page.parent / href).resolve().exists(), f"{page.name} links to {href}"


def test_index_pages_list_every_built_chapter_and_the_cheat_sheet(site):
    for lang in build_site.LANGS:
        index = (site / build_site.index_name(lang)).read_text(encoding="utf-8")
        listed = re.findall(rf'href="notebooks/{lang}/([^"]+)\.html"', index)
        assert listed == build_site.stems("notebooks", CHAPTERS)
        assert f'href="kit/cheatsheet.{lang}.html"' in index and (site / "kit" / f"cheatsheet.{lang}.html").exists()
        for href in re.findall(r'href="(docs/[^"]+)"', index):
            assert (site / href).exists(), href
