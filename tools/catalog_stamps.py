"""Translation stamps: where ``translates={"es": HASH, "zh": HASH}`` is written, and rewriting it.

A stamp is the hash (``nbtools.text_hash``) of the English text a translation was made from. Python sources
hold it in the call that writes the text (``md``, ``msg``, ``exercise_cells``, the bank's ``tr``: the
call starting at the line its object records as ``origin``); a hand-written JSON catalog holds it in the
entry, after the texts: ``"key": {"en": ..., "es": ..., "zh": ..., "translates": {"es": ..., "zh": ...}}``.
Both are rewritten in place, as text, so that the rest of the file keeps its layout.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from nbtools import text_hash

TRANSLATED = ("es", "zh")


# ----- Python sources ---------------------------------------------------------------------------------
def _call_at(tree: ast.AST, line: int) -> ast.Call:
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and node.lineno == line
             and any(kw.arg == "translates" for kw in node.keywords)]
    if not calls:
        raise SystemExit(f"--stamp: no call with translates={{...}} starts at line {line}; add translates={{}} to it")
    return max(calls, key=lambda node: node.col_offset)  # the innermost


def stamp_call(path: Path, line: int, langs, english: str) -> None:
    """Set the ``langs`` stamps of the call starting at ``line`` of ``path`` to the hash of ``english``."""
    text = Path(path).read_text(encoding="utf-8")
    call = _call_at(ast.parse(text), line)
    mapping = next(kw.value for kw in call.keywords if kw.arg == "translates")
    if not isinstance(mapping, ast.Dict):
        raise SystemExit(f"--stamp: {path}:{line}: translates must be a dict literal")
    found = {key.value: value for key, value in zip(mapping.keys, mapping.values) if isinstance(key, ast.Constant)}
    missing = [lang for lang in langs if lang not in found]
    if missing:
        raise SystemExit(f"--stamp: {path}:{line}: translates={{...}} has no {missing}; add them")
    lines = text.split("\n")
    for value in sorted((found[lang] for lang in langs), key=lambda v: (v.lineno, v.col_offset), reverse=True):
        row = lines[value.lineno - 1].encode("utf-8")  # ast's offsets count UTF-8 bytes
        lines[value.lineno - 1] = (row[: value.col_offset] + f'"{text_hash(english)}"'.encode()
                                   + row[value.end_col_offset:]).decode("utf-8")
    Path(path).write_text("\n".join(lines), encoding="utf-8")


def stale(name: str, text: dict, translates: dict) -> list:
    """``name: the es text translates an older English text`` for each translation whose stamp is not current."""
    current = text_hash(text["en"])
    return [f"{name}: the {lang} text translates an older English text" for lang in TRANSLATED
            if translates.get(lang) != current]


# ----- JSON catalogs ----------------------------------------------------------------------------------
def _entry_span(text: str, key: str) -> tuple[int, int]:
    """(start, end) of the object ``"key": {...}`` in a catalog's text: the braces included."""
    match = re.search(re.escape(json.dumps(key, ensure_ascii=False)) + r"\s*:\s*\{", text)
    if match is None:
        raise SystemExit(f"--stamp: no key {key!r} in the catalog")
    start = match.end() - 1
    depth, in_string, escaped = 0, False, False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return start, i + 1
    raise SystemExit(f"--stamp: the entry {key!r} does not close")


def add_json_stamps(path: Path) -> None:
    """One-off: give every entry of a hand-written catalog the stamps of its current English text."""
    text = Path(path).read_text(encoding="utf-8")
    for key, entry in reversed(list(json.loads(text).items())):
        if key.startswith("_") or "translates" in entry:
            continue
        start, end = _entry_span(text, key)
        last = len(text[:end - 1].rstrip())
        stamps = json.dumps({lang: text_hash(entry["en"]) for lang in TRANSLATED})
        gap = text[last:end - 1]
        if "\n" in gap:  # one field a line: the stamps on their own line, indented as the texts
            line_start = text.rfind("\n", 0, last) + 1
            indent = text[line_start:last][: len(text[line_start:last]) - len(text[line_start:last].lstrip())]
            insert = f',\n{indent}"translates": {stamps}'
        else:
            insert = f', "translates": {stamps}'
        text = text[:last] + insert + text[last:]
    json.loads(text)
    Path(path).write_text(text, encoding="utf-8")


def stamp_json(path: Path, key: str, langs) -> None:
    """Set the ``langs`` stamps of ``key`` in the catalog ``path`` to the hash of its current English text."""
    text = Path(path).read_text(encoding="utf-8")
    entry = json.loads(text).get(key)
    if not isinstance(entry, dict):
        raise SystemExit(f"--stamp: no key {key!r} in {path}")
    start, end = _entry_span(text, key)
    body = text[start:end]
    at = body.rfind('"translates"')
    if at < 0:
        raise SystemExit(f"--stamp: {path}: {key!r} has no \"translates\": {{...}}; add it")
    head, tail = body[:at], body[at:]
    for lang in langs:
        tail, n = re.subn(rf'("{lang}"\s*:\s*")[^"]*(")', rf"\g<1>{text_hash(entry['en'])}\g<2>", tail, count=1)
        if not n:
            raise SystemExit(f"--stamp: {path}: the translates of {key!r} has no {lang!r}; add it")
    Path(path).write_text(text[:start] + head + tail + text[end:], encoding="utf-8")
    json.loads(Path(path).read_text(encoding="utf-8"))


def stale_in_json(path: Path, name: str) -> list:
    """Every stale or missing stamp of a hand-written catalog."""
    found = []
    for key, entry in json.loads(Path(path).read_text(encoding="utf-8")).items():
        if not key.startswith("_"):
            found += stale(f"{name}, {key}", entry, entry.get("translates", {}))
    return found
