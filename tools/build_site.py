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
site's (``tools/templates/course_site.html.j2``, beside its other Jinja2 templates) drops the first and the last
and loads MathJax from ``mathjax/`` in the site, so that nothing is fetched from the network
(``tests/browser/test_site_browser.py`` opens it with every request but file:// aborted and checks a Chinese
chapter's formulas and figures).
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import build_kit  # noqa: E402
from html_pages import Markup, markdown, markdown_cell, read as read_template, render  # noqa: E402
from ragmetrics_course.messages import t  # noqa: E402

OUT = ROOT / "build" / "site"
LANGS = build_kit.LANGS
FOLDERS = ("notebooks", "solutions", "exercises")
WIDGET = "application/vnd.jupyter.widget-view+json"
# nbconvert's default order without the widget view, which needs a widget manager from a CDN and the widget
# state the notebooks do not store: a widget's output then shows its static PNG, and its text below it.
PRIORITY = ["application/javascript", "text/html", "text/markdown", "image/svg+xml", "text/latex", "image/png",
            "image/jpeg", "text/plain"]

# nbconvert's page template with the site's head, header and footer (tools/templates/course_site.html.j2).
TEMPLATE = read_template("course_site.html.j2")
CSS = Markup(read_template("site.css"))
# The page's own sections, listed in its table of contents once MathJax and the headings are there.
SECTIONS_JS = Markup(read_template("sections.js"))


# ----- what the site holds ---------------------------------------------------------------------------------
def stems(folder: str, only=()) -> list:
    """The notebook stems of ``folder`` present in every language (optionally those starting with ``only``)."""
    found = [{p.stem for p in (ROOT / folder / lang).glob("*.ipynb")} for lang in LANGS]
    common = sorted(set.intersection(*found), key=path_order) if found else []
    return [s for s in common if not only or s.startswith(tuple(only))]


def path_order(stem: str) -> tuple:
    """Where chapters.json puts a stem on the learner's path (index, previous and next links follow it)."""
    from ragmetrics_course.chapters import chapters

    order = [c.stem for c in chapters()]
    return (order.index(stem), stem) if stem in order else (len(order), stem)


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
                folded = render("site_widget_text.html.j2", label=t("site.widget_text", lang), text=text)
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


def unlink_repository_only(text: str) -> str:
    """A link to a docs/ file the site does not hold (api.md is English only, for programmers) becomes its name in
    the repository, so that no page of the site links to a page that does not exist."""
    on_site = set(documents())

    def plain(match):
        name = match.group(2).split("#")[0]
        stem = name[: -len(".md")].split(".")[0]
        return match.group(0) if stem in on_site else f"{match.group(1)} (`docs/{name}` in the repository)"

    return re.sub(r"\[([^\]]+)\]\(([\w.-]+\.md)(?:#[^)]*)?\)", plain, text)


def document_page(path: Path, lang: str, versions: dict) -> str:
    """One document as a page of the site: its Markdown rendered, the same document in the other languages."""
    text = re.sub(r"^<!-- .*? -->\n", "", path.read_text(encoding="utf-8"), flags=re.M)  # the guide's block markers
    text = unlink_repository_only(text)
    links = {code: f"{versions[code].stem}.html" for code in LANGS}
    return rewrite_links(render("site_document.html.j2", **_page(lang), title=path.name, css=CSS, index=index_name(lang),
                                links=links, body=markdown(text, raw_html=False)))


# ----- navigation ---------------------------------------------------------------------------------------------
def _page(lang: str) -> dict:
    """What every page's template is given: the language, its ``html lang`` and the catalog in that language."""
    return {"lang": lang, "html_lang": "zh-CN" if lang == "zh" else lang, "t": lambda key, **fields: t(key, lang, **fields)}


def header(lang: str, folder: str, stem: str, titles: dict) -> str:
    """The top bar (home, chapters, cheat sheet, languages), the static-copy note and the table of contents."""
    links = {code: f"../{code}/{stem}.html" for code in LANGS}
    here = stem if folder == "notebooks" else None
    return render("site_header.html.j2", **_page(lang), up="../../", index=index_name(lang), links=links,
                  titles=titles, here=here).rstrip("\n")


def footer(lang: str, folder: str, stem: str, titles: dict) -> str:
    """Previous and next page of the same folder, and the page's table of contents script."""
    order = list(titles[folder])
    i = order.index(stem)
    previous = (order[i - 1], titles[folder][order[i - 1]]) if i else None
    after = (order[i + 1], titles[folder][order[i + 1]]) if i + 1 < len(order) else None
    return render("site_footer.html.j2", **_page(lang), previous=previous, next=after, script=SECTIONS_JS).rstrip("\n")


def index_name(lang: str) -> str:
    return "index.html" if lang == "en" else f"index.{lang}.html"


def index_page(lang: str, titles: dict) -> str:
    """A language's table of contents: the chapters, their solutions and exercises, the cheat sheet."""
    links = {code: index_name(code) for code in LANGS}
    docs = [(versions[lang].stem, name) for name, versions in documents().items()]
    return render("site_index.html.j2", **_page(lang), css=CSS, links=links, titles=titles, documents=docs)


# ----- building -----------------------------------------------------------------------------------------------
def exporter():
    from jinja2 import DictLoader
    from nbconvert import HTMLExporter

    # Markdown cells through markdown-it-py's CommonMark, the engine that checks the texts (not nbconvert's mistune)
    exporter = HTMLExporter(template_name="lab", extra_loaders=[DictLoader({"course_site.html.j2": TEMPLATE})],
                            filters={"markdown2html": markdown_cell})
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
                             "site": {"mathjax": build_kit.mathjax_head("../../mathjax/MathJax.js"), "css": "\n" + CSS,
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
