"""Build the course's notebooks and chapter catalogs from their sources in ``sources/``.

    python tools/build_course.py                  # every source -> notebooks/ and solutions/, 3 languages, + catalogs
    python tools/build_course.py 03 05            # the sources whose stem starts with 03 or 05
    python tools/build_course.py 03 --run         # ... and execute the notebooks whose code changed
    python tools/build_course.py --check          # exit 1 if a committed notebook or catalog differs from its source,
                                                  # or a translation is stale
    python tools/build_course.py --stamp sources/chapters/03_ndcg.py 12 es
        # after updating the Spanish of markdown cell 12 of sources/chapters/03_ndcg.py: record that it
        # translates the current English text (give both es and zh to stamp both)
    python tools/build_course.py --stamp sources/chapters/03_ndcg.py ch03.lazy es zh             # a msg() text
    python tools/build_course.py --stamp course/ragmetrics_course/exercises/bank/ch10.py ex.10.bpref.why es zh
    python tools/build_course.py --stamp course/ragmetrics_course/messages_errors.json error.lang es zh

``sources/chapters/NN_stem.py`` builds ``notebooks/{en,es,zh}/NN_stem.ipynb`` and the catalog keys it
declares (``course/ragmetrics_course/messages_chapter_NN.json``); ``sources/solutions/NN_stem.py`` builds
``solutions/{en,es,zh}/NN_stem.ipynb`` (``tools/make_exercises.py`` then makes ``exercises/``). The
exercise bank (``course/ragmetrics_course/exercises/bank/``) builds ``messages_exercises.json`` from the
texts written beside each exercise. Every translated text carries the stamp of the English it translates
(``translates``: in the source's call, or in the entry of a hand-written JSON catalog); ``--check`` lists
the stale ones.
A rebuilt notebook keeps its committed outputs while its code cells are unchanged; otherwise its
outputs are cleared and it must be executed again (``--run``, or ``tools/run_notebooks.py``).
See docs/course.md for how a chapter source is written.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import json
import sys
import tokenize
from dataclasses import dataclass
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "course"))  # this checkout's course package, whatever the venv has installed

import catalog_stamps  # noqa: E402
import figures  # noqa: E402
from nbtools import code_without_comments, text_hash  # noqa: E402
from sources.cells import LANGS, TRANSLATED, Code, Markdown, Message, Parameters  # noqa: E402
from sources.comments import COMMON_COMMENTS  # noqa: E402

SOURCES = ROOT / "sources"
KINDS = {"chapters": "notebooks", "solutions": "solutions"}  # source folder -> notebook folder
CATALOGS = ROOT / "course" / "ragmetrics_course"
BANK = CATALOGS / "exercises" / "bank"
EXERCISE_CATALOG = CATALOGS / "messages_exercises.json"
BUILDER = "tools/build_course.py"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
PARAMETERS = (
    'lang = "{lang}"  # {lang_comment}\n'
    "k = 5        # {k_comment}\n"
    "seed = 0     # {seed_comment}"
)
# The parameter cell's comments in each notebook's language (papermill may change the values, not these).
PARAMETER_COMMENTS = {
    "en": {"lang_comment": '"en", "es" or "zh"', "k_comment": "the cutoff used throughout the chapter",
           "seed_comment": "seeds the random examples"},
    "es": {"lang_comment": '"en", "es" o "zh"', "k_comment": "el corte que usa todo el capítulo",
           "seed_comment": "semilla de los ejemplos aleatorios"},
    "zh": {"lang_comment": '"en"、"es" 或 "zh"', "k_comment": "本章通用的截断位置 k",
           "seed_comment": "随机示例的种子"},
}


def parameters_source(lang: str) -> str:
    """The papermill cell of a notebook in ``lang``."""
    return PARAMETERS.format(lang=lang, **PARAMETER_COMMENTS[lang])


# Comments that stay as they are in every language: markers read by tools, not by learners.
UNTRANSLATED = ("SOLUTION", "BEGIN SOLUTION", "END SOLUTION", "noqa")


@dataclass(frozen=True)
class Source:
    path: Path
    kind: str  # "chapters" or "solutions"
    stem: str
    cells: list
    comments: dict
    figures: dict = None  # name -> expression over the code cells' variables ({{fig:name}} in markdown)
    figures_setup: str = ""  # code run before the figures' expressions (an import)

    @property
    def relative(self) -> str:
        return _name(self.path)

    def notebook_path(self, lang: str) -> Path:
        return ROOT / KINDS[self.kind] / lang / f"{self.stem}.ipynb"

    @property
    def catalog_path(self) -> Path:
        prefix = "chapter" if self.kind == "chapters" else "solutions"
        return CATALOGS / f"messages_{prefix}_{self.stem[:2]}.json"

    @property
    def messages(self) -> list:
        return [cell for cell in self.cells if isinstance(cell, Message)]

    @property
    def notebook_cells(self) -> list:
        return [cell for cell in self.cells if not isinstance(cell, Message)]


def load(path: Path) -> Source:
    """Run one source file and return what it declares."""
    spec = importlib.util.spec_from_file_location(f"course_source_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return Source(path, path.parent.name, path.stem, list(module.CELLS), dict(getattr(module, "COMMENTS", {})),
                  dict(getattr(module, "FIGURES", {})), getattr(module, "FIGURES_SETUP", ""))


def all_sources(selectors=()) -> list:
    paths = sorted(p for kind in KINDS for p in (SOURCES / kind).glob("[0-9]*.py"))
    return [load(p) for p in paths if not selectors or any(p.stem.startswith(s) for s in selectors)]


# ----- one notebook ---------------------------------------------------------------------------------
def translate_comments(text: str, lang: str, table: dict, where: str) -> str:
    """``text`` with each comment replaced by its ``lang`` version from ``table`` (English -> (es, zh))."""
    if lang == "en":
        return text
    lines = text.split("\n")
    comments = [tok for tok in tokenize.generate_tokens(io.StringIO(text).readline) if tok.type == tokenize.COMMENT]
    for token in reversed(comments):
        english = token.string[1:].strip()
        if english.startswith(UNTRANSLATED) or not any(ch.isalpha() for ch in english):
            continue
        if english not in table:
            raise ValueError(f"{where}: the comment {english!r} has no translation in COMMENTS")
        lead = token.string[1 : len(token.string) - len(token.string[1:].lstrip())]
        row, col = token.start
        line = lines[row - 1]
        translated = "#" + lead + table[english][TRANSLATED.index(lang)]
        lines[row - 1] = line[:col] + translated + line[col + len(token.string) :]
    return "\n".join(lines)


def with_time_line(text: str, source: Source, lang: str) -> str:
    """A chapter's first cell with its time line from chapters.json: where the source puts ``[[time]]``, or as the
    cell's last paragraph."""
    from ragmetrics_course.chapters import TIME_MARK, chapters, time_line

    if source.stem not in {c.stem for c in chapters()}:  # a chapter not declared yet (tests/test_chapters.py fails on a real one)
        return text
    line = time_line(source.stem, lang)
    return text.replace(TIME_MARK, line) if TIME_MARK in text else text.rstrip("\n") + "\n\n" + line


def build(source: Source, lang: str) -> nbformat.NotebookNode:
    """The notebook ``source`` makes in ``lang``, without outputs."""
    notebook = nbformat.v4.new_notebook()
    notebook.metadata = {
        "kernelspec": dict(KERNELSPEC),
        "language_info": {"name": "python"},
        "ragmetrics": {"built_from": source.relative, "built_by": BUILDER, "note": "generated: edit the source, not this file"},
    }
    first_markdown = next((i for i, c in enumerate(source.notebook_cells) if isinstance(c, Markdown)), None)
    if source.kind != "chapters":
        first_markdown = None
    for i, cell in enumerate(source.notebook_cells):
        cell_id = f"{source.stem[:2]}-{i:02d}"
        where = f"{source.relative}, cell {i}"
        if isinstance(cell, Markdown):
            text = fill_figures(source, cell.text[lang], lang, where)
            text = with_time_line(text, source, lang) if i == first_markdown else text
            new = nbformat.v4.new_markdown_cell(text, id=cell_id)
            if lang != "en":
                new.metadata["ragmetrics"] = {"translates": cell.translates.get(lang, "")}
            elif text != cell.text["en"]:  # figures or the time line filled in: the stamps are of the source's text
                new.metadata["ragmetrics"] = {"english": text_hash(cell.text["en"])}
        elif isinstance(cell, Parameters):
            new = nbformat.v4.new_code_cell(parameters_source(lang), id=cell_id)
            new.metadata["tags"] = ["parameters"]
        elif isinstance(cell, Code):
            localized = translate_comments(cell.source, lang, {**COMMON_COMMENTS, **source.comments, **cell.comments}, where)
            if code_without_comments(localized) != code_without_comments(cell.source):
                raise ValueError(f"{where}: translating the comments into {lang} changed the code")
            new = nbformat.v4.new_code_cell(localized, id=cell_id)
            if cell.tags:
                new.metadata["tags"] = list(cell.tags)
        else:
            raise TypeError(f"{where}: a cell must be md(), code(), parameters() or msg() (got {type(cell).__name__})")
        notebook.cells.append(new)
    return notebook


def fill_figures(source: Source, text: str, lang: str, where: str) -> str:
    """``text`` with its ``{{fig:name}}`` placeholders replaced by what the chapter's code computes (tools/figures.py)."""
    if not figures.names_used(text):
        return text
    code_cells = [cell.source for cell in source.notebook_cells if isinstance(cell, Code)]
    from ragmetrics_course.messages import catalog as course_catalog  # noqa: PLC0415

    # the cells print this source's texts: use the ones it declares now, before its catalog file is rewritten
    course_catalog().update({m.key: dict(m.text) for m in source.messages})
    values = figures.compute(code_cells, parameters_source(lang), source.figures or {}, f"{source.relative} ({lang})",
                             source.figures_setup)
    return figures.fill(text, values, lang, where)


def catalog(source: Source) -> dict:
    """The catalog file's content for the texts ``source`` declares."""
    entries = {"_about": f"Texts printed or plotted by {source.relative}; generated by {BUILDER}: edit the source."}
    for message in source.messages:
        if message.key in entries:
            raise ValueError(f"{source.relative}: catalog key {message.key!r} declared twice")
        entries[message.key] = {lang: message.text[lang] for lang in LANGS}
    return entries


def stale_translations(source: Source) -> list:
    """(cell index, lang) of every translation made from an older English text, or never stamped."""
    stale = []
    for i, cell in enumerate(source.notebook_cells):
        if isinstance(cell, Markdown):
            current = text_hash(cell.text["en"])
            stale += [(i, lang) for lang in TRANSLATED if cell.translates.get(lang) != current]
    return stale


def stale_messages(source: Source) -> list:
    """One line per msg() text of ``source`` whose translation is stale or not stamped."""
    return [line for m in source.messages
            for line in catalog_stamps.stale(f"{source.relative}, {m.key}", m.text, m.translates)]


# ----- the exercise bank's texts, and the hand-written catalogs ----------------------------------------
def bank_texts() -> dict:
    """{catalog key: Text} of every text the exercise bank declares, in its order."""
    import ragmetrics_course.exercises.bank  # noqa: F401  (declaring the exercises declares their texts)
    from ragmetrics_course.exercises.bank.texts import declared_texts

    texts = declared_texts()
    outside = sorted({_name(Path(text.origin[0])) for text in texts.values()} - {_name(p) for p in BANK.glob("*.py")})
    if outside:
        raise ValueError(f"the exercise bank's texts must be written in {_name(BANK)} (found in {outside})")
    return texts


def exercise_catalog() -> dict:
    """The content of messages_exercises.json: every text of the exercise bank."""
    entries = {"_about": f"Texts of the exercises and their hints; generated by {BUILDER} from the texts written "
                         f"beside each exercise in {_name(BANK)}/: edit those, not this file."}
    entries.update({key: dict(text.text) for key, text in bank_texts().items()})
    return entries


def hand_written_catalogs() -> list:
    """The JSON catalogs written by hand (the others are generated from a source)."""
    generated = ("messages_chapter_", "messages_solutions_", EXERCISE_CATALOG.name)
    return [p for p in sorted(CATALOGS.glob("messages*.json")) if not p.name.startswith(generated)]


def stale_catalog_texts() -> list:
    """One line per stale or unstamped translation of the exercise bank and of the hand-written catalogs."""
    found = [line for key, text in bank_texts().items()
             for line in catalog_stamps.stale(f"{_name(Path(text.origin[0]))}, {key}", text.text, text.translates)]
    for path in hand_written_catalogs():
        found += catalog_stamps.stale_in_json(path, _name(path))
    return found


def exercise_catalog_differences() -> list:
    actual = json.loads(EXERCISE_CATALOG.read_text(encoding="utf-8")) if EXERCISE_CATALOG.exists() else None
    if actual != exercise_catalog():
        return [f"{_name(EXERCISE_CATALOG)} differs from the texts the exercise bank declares ({_name(BANK)})"]
    return []


# ----- comparing with what is committed --------------------------------------------------------------
def _shape(cell) -> tuple:
    text = cell.get("source", "")
    text = "".join(text) if isinstance(text, list) else text
    metadata = {key: value for key, value in cell.get("metadata", {}).items() if key not in ("execution", "collapsed", "scrolled")}
    return cell["cell_type"], cell.get("id"), text, json.dumps(metadata, sort_keys=True)


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def differences(source: Source, lang: str) -> list:
    """How the committed notebook differs from what ``source`` builds (cells and their metadata; not outputs)."""
    path = source.notebook_path(lang)
    name = _name(path)
    if not path.exists():
        return [f"{name} is missing"]
    committed = nbformat.read(path, as_version=4)
    built = build(source, lang)
    found = []
    if committed.metadata.get("ragmetrics") != built.metadata["ragmetrics"]:
        found.append(f"{name}: its metadata does not say it is built from {source.relative}")
    if len(committed.cells) != len(built.cells):
        found.append(f"{name}: {len(committed.cells)} cells, its source builds {len(built.cells)}")
    for i, (old, new) in enumerate(zip(committed.cells, built.cells)):
        if _shape(old) != _shape(new):
            found.append(f"{name}, cell {i}: differs from what {source.relative} builds")
    return found


def catalog_differences(source: Source) -> list:
    path = source.catalog_path
    expected = catalog(source) if source.messages else None
    actual = json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
    if actual != expected:
        return [f"{_name(path)} differs from the texts {source.relative} declares"]
    return []


def problems(sources) -> list:
    """Everything ``--check`` reports: notebooks and catalogs out of date, stale translations."""
    found = exercise_catalog_differences() + stale_catalog_texts()
    for source in sources:
        found += [f"{source.relative}, markdown cell {i}: the {lang} text translates an older English text"
                  for i, lang in stale_translations(source)]
        found += stale_messages(source)
        found += catalog_differences(source)
        for lang in LANGS:
            found += differences(source, lang)
    return found


# ----- writing ---------------------------------------------------------------------------------------
def write(source: Source) -> list:
    """Write the three notebooks and the catalog; return the notebooks whose code changed (to execute)."""
    to_run = []
    for lang in LANGS:
        path = source.notebook_path(lang)
        built = build(source, lang)
        if path.exists():
            committed = nbformat.read(path, as_version=4)
            old_code = [c.source for c in committed.cells if c.cell_type == "code"]
            new_code = [c.source for c in built.cells if c.cell_type == "code"]
            if old_code == new_code:  # only text changed: today's outputs still hold
                kept = iter([c for c in committed.cells if c.cell_type == "code"])
                for cell in built.cells:
                    if cell.cell_type == "code":
                        old = next(kept)
                        cell.outputs, cell.execution_count = old.get("outputs", []), old.get("execution_count")
                built.metadata["language_info"] = committed.metadata.get("language_info", built.metadata["language_info"])
            else:
                to_run.append(path)
        else:
            to_run.append(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(built, path)
    if source.messages:
        text = json.dumps(catalog(source), ensure_ascii=False, indent=1) + "\n"
        source.catalog_path.write_text(text, encoding="utf-8")
    elif source.catalog_path.exists():
        source.catalog_path.unlink()
    return to_run


def stamp(path, which, langs: list) -> None:
    """Record that the ``langs`` translations of a text translate its current English text.

    ``path`` is a chapter or solution source (``which``: a markdown cell's index, or a msg() key), a module of
    the exercise bank (``which``: a catalog key) or a hand-written JSON catalog (``which``: a key).
    """
    path = Path(path).resolve()
    if not path.is_file():
        raise SystemExit(f"--stamp: no file {path}; give its path, e.g. sources/chapters/03_ndcg.py")
    if path.suffix == ".json":
        catalog_stamps.stamp_json(path, str(which), langs)
        return
    if path.parent == BANK:
        text = bank_texts().get(str(which))
        if text is None or Path(text.origin[0]).resolve() != path:
            raise SystemExit(f"--stamp: {_name(path)} declares no text {which!r}")
    else:
        source = load(path)
        if str(which).isdigit():
            text = source.notebook_cells[int(which)]
            if not isinstance(text, Markdown):
                raise SystemExit(f"--stamp: cell {which} of {source.relative} is not a markdown cell")
        else:
            text = next((m for m in source.messages if m.key == which), None)
            if text is None:
                raise SystemExit(f"--stamp: {source.relative} declares no msg({which!r}, ...)")
    origin, line = text.origin
    catalog_stamps.stamp_call(Path(origin), line, langs, text.text["en"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("stems", nargs="*", help="stems or their starts, e.g. 03 (default: every source)")
    parser.add_argument("--run", action="store_true", help="execute the notebooks whose code changed")
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if anything is out of date")
    parser.add_argument("--stamp", nargs="+", metavar=("FILE", "WHICH"),
                        help="FILE CELL-or-KEY LANG...: mark translations current")
    args = parser.parse_args()
    if args.stamp:
        if len(args.stamp) < 2:
            raise SystemExit("--stamp FILE CELL-or-KEY [LANG...]")
        path, which, *langs = args.stamp
        stamp(path, which, langs or list(TRANSLATED))
        return 0
    sources = all_sources(args.stems)
    if not sources:
        raise SystemExit(f"no source matches {args.stems} in {SOURCES.relative_to(ROOT)}/chapters or /solutions")
    if args.check:
        found = problems(sources)
        print("\n".join(found) if found else f"{len(sources)} sources: every notebook and catalog is up to date")
        return 1 if found else 0
    to_run = []
    for source in sources:
        to_run += write(source)
        print(f"built {source.relative}")
    EXERCISE_CATALOG.write_text(json.dumps(exercise_catalog(), ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"built {_name(EXERCISE_CATALOG)}")
    for source in sources:
        for i, lang in stale_translations(source):
            print(f"STALE: {source.relative}, markdown cell {i}: update the {lang} text, then --stamp {source.relative} {i} {lang}")
    for line in stale_catalog_texts() + [line for source in sources for line in stale_messages(source)]:
        print(f"STALE: {line}: update it, then --stamp FILE KEY LANG")
    if to_run and args.run:
        from run_notebooks import run

        for path in to_run:
            print(f"{_name(path)}: {run(path):.1f} s", flush=True)
    elif to_run:
        print("code changed; execute before committing:\n  python tools/run_notebooks.py " + " ".join(
            _name(p) for p in to_run))
    return 0


if __name__ == "__main__":
    sys.exit(main())
