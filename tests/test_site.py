"""The static site's pieces that need no browser (tools/build_site.py); tests/browser/test_site_browser.py opens it."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_site  # noqa: E402


def test_the_site_takes_every_chapter_there_is():
    for folder in build_site.FOLDERS:
        on_disk = sorted(p.stem for p in (ROOT / folder / "en").glob("*.ipynb"))
        assert build_site.stems(folder) == on_disk and on_disk
    assert build_site.stems("notebooks", ["03", "09"]) == [s for s in build_site.stems("notebooks") if s[:2] in ("03", "09")]


def test_a_widget_output_becomes_its_picture_and_its_folded_text():
    widget = {"output_type": "execute_result", "execution_count": 3, "metadata": {},
              "data": {build_site.WIDGET: {"model_id": "x"}, "image/png": "iVBOR", "text/plain": ["位置  折损\n", "1  1.000"]}}
    plain = {"output_type": "stream", "name": "stdout", "text": "nDCG@5 = 0.6509\n"}
    notebook = {"cells": [{"cell_type": "code", "source": "w", "metadata": {}, "outputs": [widget, plain]}], "metadata": {}}
    outputs = build_site.static_outputs(notebook, "zh")["cells"][0]["outputs"]
    assert outputs[0]["data"] == {"image/png": "iVBOR"}
    assert "交互组件图片的文字版" in outputs[1]["data"]["text/html"] and "位置  折损\n1  1.000" in outputs[1]["data"]["text/html"]
    assert outputs[2] == plain
    assert build_site.WIDGET in notebook["cells"][0]["outputs"][0]["data"], "the notebook itself is not changed"


def test_links_between_notebooks_become_links_between_pages():
    page = ('<a href="../../solutions/zh/03_ndcg.ipynb">x</a> <a href="07_interview_drill.ipynb#q1">y</a> '
            '<a href="https://example.org/a.ipynb">z</a>')
    assert build_site.rewrite_links(page) == ('<a href="../../solutions/zh/03_ndcg.html">x</a> '
                                               '<a href="07_interview_drill.html#q1">y</a> <a href="https://example.org/a.ipynb">z</a>')


def test_titles_are_the_first_heading():
    notebook = {"cells": [{"cell_type": "code", "source": "# not a title"},
                          {"cell_type": "markdown", "source": ["# 03 · **nDCG**@k\n", "text"]}]}
    assert build_site.title(notebook, "x") == "03 · nDCG@k"


def test_the_documents_for_readers_become_pages_with_their_links_rewritten():
    documents = build_site.documents()
    assert {"instructors", "capstone_rubric"} <= set(documents) and "course" not in documents  # developers' docs stay out
    versions = documents["capstone_rubric"]
    page = build_site.document_page(versions["es"], "es", versions)
    assert "<table>" in page and "<th>criterio</th>" in page
    assert 'href="capstone_rubric.zh.html"' in page and ".md\"" not in page
    assert 'href="../index.es.html"' in page and "check_capstone" in page
    assert "BEGIN generated" not in build_site.document_page(documents["instructors"]["zh"], "zh", documents["instructors"])


def test_the_tools_render_markdown_as_the_commonmark_check_reads_it():
    """One engine: the tools' Markdown is markdown-it-py's CommonMark (as tests/test_course_text.py checks it), so a
    bold that CommonMark leaves open next to full-width punctuation shows its asterisks on the page too."""
    from html_pages import markdown

    assert str(markdown("**R@k：**召回")) == "<p>**R@k：**召回</p>\n"
    assert str(markdown("**R@k：** 召回")) == "<p><strong>R@k：</strong> 召回</p>\n"
    assert str(markdown("| a |\n|---|\n| `x<y` |")).count("<td><code>x&lt;y</code></td>") == 1
    assert str(markdown("a <b>c</b>", raw_html=False)) == "<p>a &lt;b&gt;c&lt;/b&gt;</p>\n"  # the documents' setting


def test_pages_escape_what_they_show():
    """Titles and texts go into the pages through Jinja2 templates with autoescape: markup in a title is shown."""
    titles = {"notebooks": {"01_a": "<b>1 & 2</b>"}, "solutions": {}, "exercises": {}}
    page = build_site.index_page("en", titles)
    assert "&lt;b&gt;1 &amp; 2&lt;/b&gt;" in page and "<b>1 & 2</b>" not in page
    assert "&lt;b&gt;1 &amp; 2&lt;/b&gt;" in build_site.header("en", "notebooks", "01_a", titles)


def test_notebook_cells_are_rendered_by_the_same_commonmark_engine():
    """The site's Markdown cells: CommonMark as the checks read it ("#19" is no heading: nbconvert's mistune made one
    of it in chapter 06), formulas left to MathJax untouched, headings with nbconvert's anchors (links' targets)."""
    from html_pages import markdown_cell

    page = markdown_cell("La incidencia\n#19 de ranx")
    assert "<h1" not in page and "#19 de ranx</p>" in page
    assert markdown_cell("with $a_1 * b_2 * c$ and **bold**") == "<p>with $a_1 * b_2 * c$ and <strong>bold</strong></p>\n"
    assert markdown_cell("$$\nx < y\n$$") == "<p>$$x &lt; y$$</p>\n"
    assert markdown_cell("## The formulas") == ('<h2 id="The-formulas">The formulas<a class="anchor-link" '
                                                 'href="#The-formulas">&#182;</a></h2>')
    assert '<div class="highlight"><pre>' in markdown_cell("```python\nx = 1\n```")
