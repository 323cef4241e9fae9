"""List the translated markdown cells whose English source changed since they were translated.

    python tools/translations.py                 # list stale translations (exit 1 if any)
    python tools/translations.py --stamp notebooks/es/01_recall_precision.ipynb 7
        # after updating cell 7's translation: record the current English text as translated

A translated cell (es, zh) keeps ``metadata.ragmetrics.translates``: the hash of the English cell
it translates. Editing the English cell changes its hash, so the translation shows up here until
someone updates it and stamps it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nbtools import FOLDERS, ROOT, SOURCE_LANGUAGE, read, source, text_hash, translation_problems, write  # noqa: E402


def stamp(path: Path, index: int) -> None:
    path = Path(path).resolve()
    folder, lang, name = path.parts[-3:]
    english = read(ROOT / folder / SOURCE_LANGUAGE / name)["cells"][index]
    notebook = read(path)
    cell = notebook["cells"][index]
    if cell["cell_type"] != "markdown" or english["cell_type"] != "markdown":
        raise SystemExit(f"cell {index} of {path.name} is not a markdown cell in both languages")
    cell.setdefault("metadata", {}).setdefault("ragmetrics", {})["translates"] = text_hash(source(english))
    write(path, notebook)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--stamp", nargs=2, metavar=("NOTEBOOK", "CELL"), help="mark a cell's translation as up to date")
    args = parser.parse_args()
    if args.stamp:
        stamp(Path(args.stamp[0]), int(args.stamp[1]))
        return 0
    problems = [p for folder in FOLDERS for p in translation_problems(folder)]
    for path, index, what in problems:
        print(f"{path.relative_to(ROOT)}, cell {index}: {what}")
    print(f"{len(problems)} translation(s) to update" if problems else "all translations are up to date")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
