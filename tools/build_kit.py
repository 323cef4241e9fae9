"""Build the workshop kit's cheat sheets: one HTML page per language that prints on one or two A4 pages.

    python tools/build_kit.py                 # -> build/kit/cheatsheet.{en,es,zh}.html and build/kit/mathjax/
    python tools/build_kit.py --out DIR

Nothing on a cheat sheet is typed here. It is generated from:
- the measure declarations (``ragmetrics.measures.MEASURES``): the formula (LaTeX), the trec_eval name
  rule, the ``evaluate`` spelling and the per-query function of each measure;
- the course catalog: each measure's name and "in words" formula (``metric.<label>.*``, or
  ``kit.measure.<name>.*`` for the measures without a course label) and the sheet's own headings (``kit.*``);
- the conventions table of chapter 06 and the worked answers of chapter 07, read from their sources
  (``sources/chapters/06_*.py``, ``07_*.py``): the table as it is, and each answer's first, bold sentence.

Formulas are typeset by a copy of MathJax 2 (SVG output) shipped in the pip package
``jupyter-server-mathjax`` and copied beside the pages: nothing is fetched from the network.
``tests/browser/test_kit_browser.py`` prints every page to PDF in headless Chromium and counts its pages.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import ragmetrics  # noqa: E402
from html_pages import Markup, environment, markdown, read, render as render_template  # noqa: E402
from ragmetrics_course.messages import LANGUAGES, catalog, t  # noqa: E402
from ragmetrics.measures import MEASURES, Measure  # noqa: E402

OUT = ROOT / "build" / "kit"
LANGS = ("en", "es", "zh")
EXAMPLE_CUTOFF = 10  # the trec_eval names are shown at this cutoff (recall_10, ndcg_cut_10)
# The parts of MathJax the pages use: the combined TeX + HTML-CSS configuration and the STIX-Web fonts
# (the package ships the SVG output's font data but not its code, and the accessibility extensions are not loaded).
MATHJAX_CONFIG = "TeX-AMS-MML_HTMLorMML-full,Safe"
MATHJAX_SKIP = ("extensions/a11y", "jax/output/SVG")
CLI_EXAMPLES = (
    "python -m ragmetrics eval qrels.txt run.txt -m nDCG@10 -m P@5 -m RR --trec-names",
    "python -m ragmetrics compare qrels.txt bm25.txt hybrid.txt -m nDCG@10 -m R@10 --seed 0",
    "python -m ragmetrics_course drill --lang {lang} --n 10 --seed 7",
)


# ----- MathJax --------------------------------------------------------------------------------------
def mathjax_source() -> Path:
    """The MathJax 2 folder of the ``jupyter-server-mathjax`` package (a requirement of the kit)."""
    try:
        import jupyter_server_mathjax
    except ImportError:
        raise SystemExit("the kit needs MathJax from the pip package jupyter-server-mathjax: "
                         "pip install -r requirements.txt") from None
    return Path(jupyter_server_mathjax.__file__).parent / "static"


def copy_mathjax(dest: Path) -> Path:
    """Copy the parts of MathJax the pages use to ``dest`` (once: an existing copy is kept)."""
    if (dest / "MathJax.js").exists():
        return dest
    source = mathjax_source()

    def ignore(folder, names):
        relative = Path(folder).relative_to(source).as_posix()
        return [n for n in names if any(f"{relative}/{n}".lstrip("./").startswith(skip) for skip in MATHJAX_SKIP)]

    shutil.copytree(source, dest, ignore=ignore)
    return dest


def mathjax_head(src: str) -> str:
    """The script tags that load MathJax from ``src`` (a relative path) and typeset $...$, \\(...\\) and $$...$$."""
    return render_template("mathjax_head.html.j2", src=src, config=MATHJAX_CONFIG)


# ----- what the sheet says, read from the package and the chapter sources -----------------------------------
def chapter_source(prefix: str):
    """The chapter source whose file name starts with ``prefix`` (e.g. "06"), loaded as the builder loads it."""
    from build_course import load

    paths = sorted((ROOT / "sources" / "chapters").glob(f"{prefix}_*.py"))
    if not paths:
        raise SystemExit(f"no chapter source sources/chapters/{prefix}_*.py")
    return load(paths[0])


def _markdown_cells(source) -> list:
    from sources.cells import Markdown

    return [cell for cell in source.cells if isinstance(cell, Markdown)]


def conventions_table(lang: str) -> str:
    """Chapter 06's conventions table (Markdown), in ``lang``: the table of the cell whose English header names trec_eval."""
    for cell in _markdown_cells(chapter_source("06")):
        if re.search(r"^\|[^\n]*trec_eval[^\n]*\|\s*\n\|[-| ]+\|", cell.text["en"], re.M):
            lines = cell.text[lang].split("\n")
            start = next(i for i, line in enumerate(lines) if line.startswith("|"))
            end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
            return "\n".join(lines[start:end])
    raise SystemExit("chapter 06 has no conventions table (a Markdown table whose header names trec_eval)")


def interview_answers(lang: str) -> list:
    """(question, one-sentence answer) of each worked answer of chapter 07: its heading and first bold sentence."""
    found = []
    for cell in _markdown_cells(chapter_source("07")):
        text = cell.text[lang]
        details = re.search(r"<details>.*?</summary>\s*(.*?)</details>", text, re.S)
        heading = re.search(r"^##\s+(.+)$", text, re.M)
        bold = re.search(r"\*\*(.+?)\*\*", details.group(1), re.S) if details else None
        if heading and bold:
            question = re.sub(r"^(Q|P)\d+\.\s*|^问题\s*\d+：", "", heading.group(1)).strip()
            answer = " ".join(bold.group(1).split()) if lang != "zh" else bold.group(1).replace("\n", "")
            found.append((question, _full_stop(answer, lang)))
    if not found:
        raise SystemExit("chapter 07 has no worked answers (<details> with a bold first sentence)")
    return found


def _full_stop(sentence: str, lang: str) -> str:
    """``sentence`` ending with a full stop (a bold lead-in may end with a colon)."""
    sentence = sentence.rstrip().rstrip(":：")
    return sentence if sentence.endswith((".", "。", "?", "？", "!", "！")) else sentence + ("。" if lang == "zh" else ".")


DRILL_CHAPTERS = ("09",)  # chapter 09's multiple-choice drill questions; chapter 07's are the interview answers above


def drill_answers(lang: str) -> list:
    """(title, right option) of the multiple-choice questions of the interview chapters, as the drill asks them."""
    from ragmetrics_course.exercises import exercise, registry

    found = []
    for key, spec in registry().items():
        if spec.kind == "choice" and spec.chapter in DRILL_CHAPTERS:
            instance = exercise(key, lang=lang)
            found.append((instance.title(lang), dict(instance.options(lang))[instance.expected()]))
    return found


def _text(key: str, lang: str, fallback: str, **fields) -> str:
    return t(key, lang, **fields) if key in catalog() else fallback


def trec_names(declaration) -> list:
    """trec_eval's names of a measure: whole list and/or at the example cutoff; [] where trec_eval has none."""
    if declaration.trec_name is None:
        return []
    candidates = []
    if declaration.cutoff in ("optional", "none"):
        candidates.append(Measure(declaration.name))
    if declaration.cutoff in ("optional", "required"):
        candidates.append(Measure(declaration.name, cutoff=EXAMPLE_CUTOFF))
    return [name for name in (m.trec_name for m in candidates) if name]


def measure_rows(lang: str) -> list:
    """One dict per declared measure: symbol, name, formula (LaTeX), words, trec_eval names, ragmetrics spellings."""
    rows = []
    for declaration in MEASURES.values():
        label, name = declaration.label, declaration.name
        at_k = declaration.cutoff == "required"
        example = str(Measure(name, cutoff=EXAMPLE_CUTOFF if declaration.cutoff != "none" else None))
        call = [example] + ([f"rm.{declaration.function}"] if declaration.function else [])
        if label:
            symbol = t(f"metric.{label}.symbol", lang, k="k")
            title = t(f"metric.{label}.name", lang)
            words = t(f"metric.{label}.words", lang, k="k")
        else:
            symbol = f"{name}@k" if at_k else name
            title = _text(f"kit.measure.{name}.name", lang, name)
            words = _text(f"kit.measure.{name}.words", lang, declaration.description, k="k")
        rows.append({"name": name, "symbol": symbol, "title": title, "formula": declaration.formula, "words": words,
                     "trec": trec_names(declaration), "call": call})
    return rows


# ----- the page ---------------------------------------------------------------------------------------------
CSS = Markup(read("kit.css"))


def _cell(markdown_text: str) -> Markup:
    """One table cell's inline Markdown as HTML (code spans, bold), without the paragraph tags."""
    rendered = str(markdown(markdown_text)).strip()
    return Markup(re.sub(r"^<p>(.*)</p>$", r"\1", rendered, flags=re.S))


def _formula(latex: str) -> str:
    """A declaration's formula as inline math, one line per part (the parts are separated by ",\\ \\ ")."""
    return str(environment().get_template("kit_formula.html.j2").module.formula(latex))


def _colon(title: str, lang: str) -> str:
    """What separates a question's title from its answer: a space after a question mark, else the catalog's colon."""
    return " " if title.rstrip().endswith(("?", "？")) else t("label.colon", lang, label="")


def render(lang: str, mathjax_src: str = "mathjax/MathJax.js", links: dict | None = None) -> str:
    """The cheat sheet in ``lang`` as one HTML page; ``links`` maps each language to its page (the switcher)."""
    conventions = str(markdown(conventions_table(lang))).replace("<table>", '<table class="conventions">', 1)
    return render_template(
        "kit.html.j2", t=lambda key, **fields: t(key, lang, **fields), html_lang="zh-CN" if lang == "zh" else lang,
        version=ragmetrics.__version__, css=CSS, mathjax=Markup(mathjax_head(mathjax_src)), links=links or {},
        rows=measure_rows(lang), conventions=Markup(conventions),
        answers=[(_cell(q), _cell(a)) for q, a in interview_answers(lang)],
        drill=[(q, _colon(q, lang), _cell(a)) for q, a in drill_answers(lang)],
        cli=[line.format(lang=lang) for line in CLI_EXAMPLES])


def build(out: Path = OUT, mathjax_dir: Path | None = None) -> list:
    """Write the three cheat sheets into ``out`` (and MathJax beside them, or use ``mathjax_dir``); return their paths."""
    out.mkdir(parents=True, exist_ok=True)
    mathjax = copy_mathjax(mathjax_dir or out / "mathjax")
    src = Path(_relative(mathjax / "MathJax.js", out)).as_posix()
    links = {lang: f"cheatsheet.{lang}.html" for lang in LANGS}
    paths = []
    for lang in LANGS:
        path = out / f"cheatsheet.{lang}.html"
        path.write_text(render(lang, src, links), encoding="utf-8")
        paths.append(path)
    return paths


def _relative(target: Path, start: Path) -> str:
    import os

    return os.path.relpath(target, start)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default: {OUT.relative_to(ROOT)})")
    args = parser.parse_args(argv)
    for path in build(args.out):
        print(f"wrote {path}")
    return 0


assert set(LANGS) == set(LANGUAGES)

if __name__ == "__main__":
    sys.exit(main())
