"""Build the whole course as a static site, readable from disk with no network.

    python tools/build_site.py                     # -> build/site/ (open build/site/index.html)
    python tools/build_site.py --out DIR
    python tools/build_site.py --only 03 08        # a few chapters (the browser test builds these)

The site mirrors the repository: ``notebooks/<lang>/<stem>.html`` for each chapter, ``solutions/`` and
``exercises/`` the same way, ``kit/`` the cheat sheets (tools/build_kit.py), ``mathjax/`` one copy of MathJax,
and ``index.html`` (English), ``index.es.html``, ``index.zh.html`` the tables of contents. Every page has a
language switcher (the same page in the other languages), the list of chapters, its own sections and links
to the cheat sheet. Links between notebooks (``../../solutions/zh/03_ndcg.ipynb``) become links between pages.

The chapters are whatever ``notebooks/<lang>/*.ipynb`` holds (a new chapter appears by itself). They are shown
with their committed outputs, not run again: a widget shows the static picture (PNG) and the text it stores
beside its live view. nbconvert's page template loads require.js, MathJax and the widget manager from CDNs; the
template here drops the first and the last and loads MathJax from ``mathjax/`` in the site, so that nothing
is fetched from the network (``tests/browser/test_site_browser.py`` opens it with every request but file://
aborted and checks a Chinese chapter's formulas and figures).
"""

from __future__ import annotations

import argparse
import copy
import html
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import build_kit  # noqa: E402
from ragmetrics_course.messages import t  # noqa: E402

OUT = ROOT / "build" / "site"
LANGS = build_kit.LANGS
FOLDERS = ("notebooks", "solutions", "exercises")
WIDGET = "application/vnd.jupyter.widget-view+json"
# nbconvert's default order without the widget view, which needs a widget manager from a CDN and the widget
# state the notebooks do not store: a widget's output then shows its static PNG, and its text below it.
PRIORITY = ["application/javascript", "text/html", "text/markdown", "image/svg+xml", "text/latex", "image/png",
            "image/jpeg", "text/plain"]

TEMPLATE = r"""{%- extends 'index.html.j2' -%}
{%- block html_head_js_requirejs -%}{%- endblock html_head_js_requirejs -%}
{% block jupyter_widgets %}{% endblock jupyter_widgets %}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block html_head_js_mathjax -%}{{ resources.site.mathjax }}{%- endblock html_head_js_mathjax -%}
{% block extra_css %}<style type="text/css">{{ resources.site.css }}</style>{% endblock extra_css %}
{%- block body_header -%}
{{ super() }}
{{ resources.site.header }}
{%- endblock body_header -%}
{% block body_footer %}
{{ resources.site.footer }}
{{ super() }}
{% endblock body_footer %}
"""

CSS = """
body { margin: 0; }
:lang(zh) body, body:lang(zh) { font-family: "Noto Sans CJK SC", "Noto Sans", sans-serif; }
nav.rm-site { position: sticky; top: 0; z-index: 10; background: #1f3f6e; color: #fff; padding: 6px 16px;
              font: 14px/1.5 "Noto Sans", "Noto Sans CJK SC", sans-serif; display: flex; flex-wrap: wrap; gap: 6px 18px; }
nav.rm-site a { color: #fff; }
nav.rm-site .rm-current { font-weight: 700; text-decoration: underline; }
nav.rm-site .rm-langs { margin-left: auto; }
aside.rm-toc { float: right; width: 260px; margin: 12px 16px 12px 24px; padding: 8px 12px; border: 1px solid #c8d3e3;
               background: #f6f8fb; font: 13px/1.45 "Noto Sans", "Noto Sans CJK SC", sans-serif; }
aside.rm-toc ol, aside.rm-toc ul { padding-left: 18px; margin: 4px 0; }
aside.rm-toc .rm-here { font-weight: 700; }
p.rm-static { margin: 10px 16px; color: #555; font: italic 13px/1.4 "Noto Sans", "Noto Sans CJK SC", sans-serif; }
footer.rm-site { clear: both; margin: 24px 16px; padding-top: 8px; border-top: 1px solid #ccc;
                 font: 14px/1.5 "Noto Sans", "Noto Sans CJK SC", sans-serif; display: flex; justify-content: space-between; }
.rm-widget-text { margin: 4px 0 8px; } .rm-widget-text summary { cursor: pointer; color: #1f3f6e; }
.rm-widget-text pre { background: #f6f8fb; padding: 6px; }
@media (max-width: 1000px) { aside.rm-toc { float: none; width: auto; } }
@media print { nav.rm-site, aside.rm-toc, footer.rm-site { display: none; } }
"""

# The page's own sections, listed in its table of contents once MathJax and the headings are there.
SECTIONS_JS = """<script>
(function () {
  var list = document.getElementById("rm-sections");
  if (!list) return;
  document.querySelectorAll(".jp-RenderedMarkdown h2[id]").forEach(function (h) {
    var item = document.createElement("li"), link = document.createElement("a");
    link.href = "#" + h.id; link.textContent = h.textContent.replace(/\\u00b6$/, "").trim();
    item.appendChild(link); list.appendChild(item);
  });
})();
</script>"""


# ----- what the site holds ---------------------------------------------------------------------------------
def stems(folder: str, only=()) -> list:
    """The notebook stems of ``folder`` present in every language (optionally those starting with ``only``)."""
    found = [{p.stem for p in (ROOT / folder / lang).glob("*.ipynb")} for lang in LANGS]
    common = sorted(set.intersection(*found)) if found else []
    return [s for s in common if not only or s.startswith(tuple(only))]


def title(notebook: dict, fallback: str) -> str:
    """The notebook's first Markdown heading, without the Markdown."""
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            match = re.search(r"^#\s+(.+)$", "".join(cell["source"]), re.M)
            if match:
                return re.sub(r"[*_`]", "", match.group(1)).strip()
    return fallback


def read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def static_outputs(notebook: dict, lang: str = "en") -> dict:
    """A copy whose widget outputs are their static picture, followed by the text they store (folded: the chapters
    also print a widget's numbers in a plain cell)."""
    notebook = copy.deepcopy(notebook)
    for cell in notebook["cells"]:
        outputs = []
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET not in data:
                outputs.append(output)
                continue
            text = data.get("text/plain", "")
            picture = {key: value for key, value in data.items() if key.startswith("image/")}
            if picture:
                outputs.append({"output_type": "display_data", "data": picture, "metadata": output.get("metadata", {})})
            text = "".join(text) if isinstance(text, list) else text
            if text and not text.startswith(("VBox(", "HBox(", "Output(")):
                folded = (f'<details class="rm-widget-text"><summary>{_e(t("site.widget_text", lang))}</summary>'
                          f"<pre>{_e(text)}</pre></details>")
                outputs.append({"output_type": "display_data", "data": {"text/html": folded}, "metadata": {}})
        cell["outputs"] = outputs if cell["cell_type"] == "code" else cell.get("outputs", [])
        if cell["cell_type"] != "code":
            cell.pop("outputs", None)
    notebook.get("metadata", {}).pop("widgets", None)
    return notebook


def rewrite_links(page: str) -> str:
    """Relative links to notebooks and documents point to their pages (``X.ipynb``, ``X.md`` -> ``X.html``);
    web links stay."""
    return re.sub(r'href="(?![a-z]+:|//|#)([^"#]*?)\.(?:ipynb|md)(#[^"]*)?"', lambda m: f'href="{m.group(1)}.html{m.group(2) or ""}"', page)


def documents() -> dict:
    """The documents of docs/ written for the course's readers, by name and language: those with translations
    (``name.md``, ``name.es.md``, ``name.zh.md``: the instructors' guide, the capstone's rubric)."""
    found = {}
    for path in sorted((ROOT / "docs").glob("*.md")):
        name, *rest = path.name[: -len(".md")].split(".")
        found.setdefault(name, {})[rest[0] if rest else "en"] = path
    return {name: versions for name, versions in found.items() if set(versions) == set(LANGS)}


def document_page(path: Path, lang: str, versions: dict) -> str:
    """One document as a page of the site: its Markdown rendered, the same document in the other languages."""
    import mistune

    text = re.sub(r"^<!-- .*? -->\n", "", path.read_text(encoding="utf-8"), flags=re.M)  # the guide's block markers
    body = mistune.create_markdown(plugins=["table"], escape=True)(text)
    switch = " · ".join(f'<a href="{versions[code].stem}.html" hreflang="{code}">{_e(t(f"language.name.{code}", lang))}</a>'
                        for code in LANGS)
    return rewrite_links(f"""<!DOCTYPE html>
<html lang="{'zh-CN' if lang == 'zh' else lang}"><head><meta charset="utf-8"><title>{_e(path.name)}</title><style>{CSS}
body {{ font: 15px/1.6 "Noto Sans", "Noto Sans CJK SC", sans-serif; max-width: 1000px; margin: 0 auto; padding: 0 16px; }}
table {{ border-collapse: collapse; }} th, td {{ border: 1px solid #ccc; padding: 3px 6px; vertical-align: top; }}
pre {{ background: #f6f8fb; padding: 8px; overflow-x: auto; }}
</style></head><body>
<nav class="rm-site" lang="{lang}"><a href="../{index_name(lang)}">{_e(t("site.home", lang))}</a>
<span class="rm-langs">{_e(t("label.colon", lang, label=t("site.language", lang)))}{switch}</span></nav>
{body}
</body></html>
""")


# ----- navigation ---------------------------------------------------------------------------------------------
def _e(text) -> str:
    return html.escape(str(text))


def header(lang: str, folder: str, stem: str, titles: dict) -> str:
    """The top bar (home, chapters, cheat sheet, languages), the static-copy note and the table of contents."""
    up = "../../"
    switch = " · ".join(
        f'<a href="../{code}/{stem}.html" hreflang="{code}"' + (' class="rm-current"' if code == lang else "")
        + f'>{_e(t(f"language.name.{code}", lang))}</a>' for code in LANGS
    )
    chapters = "\n".join(
        f'<li{" class=rm-here" if (folder, s) == ("notebooks", stem) else ""}><a href="{up}notebooks/{lang}/{s}.html">{_e(name)}</a>'
        + (f' · <a href="{up}solutions/{lang}/{s}.html">{_e(t("site.solutions", lang))}</a>'
           if s in titles["solutions"] else "") + "</li>"
        for s, name in titles["notebooks"].items()
    )
    return f"""<nav class="rm-site" lang="{lang}">
<a href="{up}{index_name(lang)}">{_e(t("site.home", lang))}</a>
<a href="{up}kit/cheatsheet.{lang}.html">{_e(t("site.cheatsheet", lang))}</a>
<span class="rm-langs">{_e(t("label.colon", lang, label=t("site.language", lang)))}{switch}</span>
</nav>
<aside class="rm-toc" lang="{lang}"><b>{_e(t("site.contents", lang))}</b>
<ul id="rm-sections"></ul>
<b>{_e(t("site.chapters", lang))}</b>
<ul class="rm-chapters">
{chapters}
</ul></aside>
<p class="rm-static" lang="{lang}">{_e(t("site.static_note", lang))}</p>"""


def footer(lang: str, folder: str, stem: str, titles: dict) -> str:
    """Previous and next page of the same folder, and the page's table of contents script."""
    order = list(titles[folder])
    i = order.index(stem)
    before = f'<a href="{order[i - 1]}.html">← {_e(t("site.previous", lang))}: {_e(titles[folder][order[i - 1]])}</a>' if i else "<span></span>"
    after = (f'<a href="{order[i + 1]}.html">{_e(t("site.next", lang))}: {_e(titles[folder][order[i + 1]])} →</a>'
             if i + 1 < len(order) else "<span></span>")
    return f'<footer class="rm-site" lang="{lang}">{before}{after}</footer>\n{SECTIONS_JS}'


def index_name(lang: str) -> str:
    return "index.html" if lang == "en" else f"index.{lang}.html"


def index_page(lang: str, titles: dict) -> str:
    """A language's table of contents: the chapters, their solutions and exercises, the cheat sheet."""
    switch = " · ".join(f'<a href="{index_name(code)}" hreflang="{code}">{_e(t(f"language.name.{code}", lang))}</a>' for code in LANGS)
    docs = "".join(f'<li><a href="docs/{versions[lang].stem}.html">{_e(t(f"site.doc.{name}", lang))}</a></li>'
                   for name, versions in documents().items())
    rows = "\n".join(
        f'<li><a href="notebooks/{lang}/{s}.html">{_e(name)}</a>'
        + (f' · <a href="solutions/{lang}/{s}.html">{_e(t("site.solutions", lang))}</a>' if s in titles["solutions"] else "")
        + "</li>" for s, name in titles["notebooks"].items()
    )
    return f"""<!DOCTYPE html>
<html lang="{'zh-CN' if lang == 'zh' else lang}"><head><meta charset="utf-8">
<title>{_e(t("site.title", lang))}</title><style>{CSS}
body {{ font: 16px/1.6 "Noto Sans", "Noto Sans CJK SC", sans-serif; max-width: 900px; margin: 0 auto; padding: 0 16px; }}
</style></head>
<body>
<nav class="rm-site"><span>{_e(t("site.title", lang))}</span><span class="rm-langs">{_e(t("label.colon", lang, label=t("site.language", lang)))}{switch}</span></nav>
<h1>{_e(t("site.title", lang))}</h1>
<p>{_e(t("site.static_note", lang))}</p>
<h2>{_e(t("site.chapters", lang))}</h2>
<ul class="rm-chapters">
{rows}
</ul>
<h2>{_e(t("site.cheatsheet", lang))}</h2>
<p><a href="kit/cheatsheet.{lang}.html">{_e(t("kit.title", lang))}</a></p>
<h2>{_e(t("site.documents", lang))}</h2>
<ul>{docs}</ul>
</body></html>
"""


# ----- building -----------------------------------------------------------------------------------------------
def exporter():
    from jinja2 import DictLoader
    from nbconvert import HTMLExporter

    exporter = HTMLExporter(template_name="lab", extra_loaders=[DictLoader({"course_site.html.j2": TEMPLATE})])
    exporter.template_file = "course_site.html.j2"
    exporter.display_data_priority = PRIORITY
    return exporter


def build(out: Path = OUT, only=(), log=print) -> dict:
    """Write the site into ``out``; return {"pages": [...], "seconds": ...}. ``only``: chapter stem prefixes."""
    import nbformat

    start = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    build_kit.build(out / "kit", mathjax_dir=out / "mathjax")
    (out / "docs").mkdir(exist_ok=True)
    for name, versions in documents().items():
        for lang, path in versions.items():
            (out / "docs" / f"{path.stem}.html").write_text(document_page(path, lang, versions), encoding="utf-8")
    converter = exporter()
    pages = []
    for lang in LANGS:
        titles = {folder: {s: title(read(ROOT / folder / lang / f"{s}.ipynb"), s) for s in stems(folder, only)} for folder in FOLDERS}
        (out / index_name(lang)).write_text(index_page(lang, titles), encoding="utf-8")
        for folder in FOLDERS:
            for stem in titles[folder]:
                notebook = nbformat.reads(json.dumps(static_outputs(read(ROOT / folder / lang / f"{stem}.ipynb"), lang)), as_version=4)
                resources = {"metadata": {"name": titles[folder][stem]}, "language_code": "zh-CN" if lang == "zh" else lang,
                             "site": {"mathjax": build_kit.mathjax_head("../../mathjax/MathJax.js"), "css": CSS,
                                      "header": header(lang, folder, stem, titles), "footer": footer(lang, folder, stem, titles)}}
                body, _ = converter.from_notebook_node(notebook, resources=resources)
                path = out / folder / lang / f"{stem}.html"
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(rewrite_links(body), encoding="utf-8")
                pages.append(path)
        log(f"{lang}: {sum(len(v) for v in titles.values())} pages")
    return {"pages": pages, "seconds": time.perf_counter() - start}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default: {OUT.relative_to(ROOT)})")
    parser.add_argument("--only", nargs="*", default=(), help="chapter stem prefixes, e.g. 03 08 (default: every chapter)")
    args = parser.parse_args(argv)
    result = build(args.out, args.only)
    print(f"{len(result['pages'])} pages in {result['seconds']:.0f} s: open {args.out / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
