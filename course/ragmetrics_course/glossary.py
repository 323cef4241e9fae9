"""The course's glossary, as data: one term per concept and language, and the variants not to use.

``glossary.json`` beside this file holds, per concept, the term in English, Spanish and Chinese, its
symbol, what it means, and the spellings the course does not use (``avoid``); its ``style`` list adds words
that are not concepts but have one spelling in the course (噪声, not 噪音). Chapter 00 shows the concepts with
``glossary_table(lang)``; the tests scan the course's texts with ``variants_in``.

>>> variants_in("El ranking ideal y la clasificación ideal", "es")
[('clasificación', 'ranking')]
>>> variants_in("NDCG@5 和 `NDCG@10`（别名）", "zh")  # text in `code` is not scanned
[('NDCG', 'ndcg')]
>>> variants_in("带噪音的上下文", "zh")  # a style word
[('噪音', 'noise')]
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources

from .messages import check_language, get_language

__all__ = ["concepts", "glossary_table", "variants_in", "GlossaryTable"]

_CODE = re.compile(r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$\n]*\$", re.S)  # code and formulas are not prose


@lru_cache(maxsize=1)
def _data() -> dict:
    return json.loads(resources.files(__package__).joinpath("glossary.json").read_text(encoding="utf-8"))


def concepts() -> list:
    """Every concept: dicts with ``id``, ``term`` and ``meaning`` (per language), ``symbol``, ``avoid``."""
    return list(_data()["concepts"])


_LETTER = "A-Za-zÀ-ÿ"


@lru_cache(maxsize=None)
def _patterns(lang: str) -> tuple:
    found = []
    for concept in concepts() + list(_data().get("style", [])):  # style words: one spelling, not in the table
        for variant in concept.get("avoid", {}).get(lang, []):
            flags = 0 if any(ch.isupper() for ch in variant) else re.IGNORECASE  # "NDCG" must not match "nDCG"
            # A Latin word must not match inside a longer word ("pasaje" in "pasajero"); CJK has no word edges.
            before = f"(?<![{_LETTER}])" if re.match(f"[{_LETTER}]", variant) else ""
            after = f"(?![{_LETTER}])" if re.match(f"[{_LETTER}]", variant[-1]) else ""
            found.append((re.compile(before + re.escape(variant) + after, flags), variant, concept["id"]))
    return tuple(found)


def variants_in(text: str, lang: str) -> list:
    """The avoided variants that ``text`` (prose in ``lang``) uses, as (variant, concept id); code is skipped."""
    prose = _CODE.sub(" ", text)
    return [(variant, concept) for pattern, variant, concept in _patterns(check_language(lang)) if pattern.search(prose)]


class GlossaryTable:
    """The glossary as a table: Markdown in Jupyter, the same text where only plain text shows."""

    def __init__(self, lang: str):
        self.lang = lang
        header = _data()["_header"][lang]
        rows = [[c["term"]["en"], c["term"]["es"], c["term"]["zh"], f"`{c['symbol']}`" if c["symbol"] else "",
                 c["meaning"][lang]] for c in concepts()]
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        self.markdown = "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])

    def _repr_markdown_(self) -> str:
        return self.markdown

    def __repr__(self) -> str:
        return self.markdown


def glossary_table(lang: str | None = None) -> GlossaryTable:
    """The course's glossary in the three languages, with the meanings in ``lang`` (default: the course's)."""
    return GlossaryTable(get_language() if lang is None else check_language(lang))
