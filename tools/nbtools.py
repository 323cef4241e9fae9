"""Shared helpers of the course's notebook tools: reading notebooks, code without comments, hashes.

The three languages of a chapter are the same notebook cell for cell: cell i of
``notebooks/es/NN.ipynb`` translates cell i of ``notebooks/en/NN.ipynb``. Code cells are the same in
every language (comments aside); a translated markdown cell records, in its metadata
``ragmetrics.translates``, the hash of the English text it translates.
"""

from __future__ import annotations

import hashlib
import io
import json
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("en", "es", "zh")
SOURCE_LANGUAGE = "en"
FOLDERS = ("notebooks", "solutions", "exercises")


def read(path: Path) -> dict:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def write(path: Path, notebook: dict) -> None:
    Path(path).write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def source(cell: dict) -> str:
    text = cell.get("source", "")
    return "".join(text) if isinstance(text, list) else text


def tags(cell: dict) -> list:
    return cell.get("metadata", {}).get("tags", [])


def text_hash(text: str) -> str:
    """A short, stable fingerprint of an English cell's text (whitespace at the ends ignored)."""
    return hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:12]


def code_without_comments(text: str) -> str:
    """The cell's code with comments and blank lines dropped: comments may be translated."""
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline) if t.type != tokenize.COMMENT]
        text = tokenize.untokenize(tokens)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return "\n".join(line.rstrip() for line in text.splitlines() if line.strip())


def stems(folder: str) -> list:
    """Every notebook file name found in any language of ``folder``."""
    names = set()
    for lang in LANGUAGES:
        names |= {p.name for p in (ROOT / folder / lang).glob("*.ipynb")}
    return sorted(names)


def translation_problems(folder: str = "notebooks") -> list:
    """Stale or unmarked translations: (path, cell index, what is wrong), for every translated markdown cell."""
    problems = []
    for stem in stems(folder):
        english_path = ROOT / folder / SOURCE_LANGUAGE / stem
        if not english_path.exists():
            continue
        english = read(english_path)["cells"]
        for lang in LANGUAGES:
            if lang == SOURCE_LANGUAGE or not (ROOT / folder / lang / stem).exists():
                continue
            path = ROOT / folder / lang / stem
            cells = read(path)["cells"]
            for i, (en, cell) in enumerate(zip(english, cells)):
                if cell.get("cell_type") != "markdown" or en.get("cell_type") != "markdown":
                    continue
                recorded = cell.get("metadata", {}).get("ragmetrics", {}).get("translates")
                if recorded is None:
                    problems.append((path, i, "does not record which English text it translates"))
                elif recorded != en.get("metadata", {}).get("ragmetrics", {}).get("english", text_hash(source(en))):
                    # a cell whose figures or time line the builder filled in records the hash of its source text
                    problems.append((path, i, "translates an older version of the English cell"))
    return problems
