"""The exercises' texts, written beside the exercise (or the likely mistake) they belong to.

``tr(en=..., es=..., zh=..., translates=...)`` is one catalog text in the three languages;
``translates`` records, per language, the hash of the English text the translation was made from
(``tools/build_course.py --stamp FILE KEY es zh`` writes it, as for a chapter's markdown cells).
An exercise declares its own texts (``number(..., texts={"title": tr(...), ...})``, keys relative to
``ex.<id>.``), a likely mistake its hint (``hint("hint.x", wrong, tr(...))``). ``tools/build_course.py``
writes them all to ``messages_exercises.json``, the catalog the course reads at run time (the catalog
sits below the exercises, so it cannot import them); ``--check`` and the tests fail when that file is
out of date or a translation is stale.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Mapping

__all__ = ["Text", "tr", "declare_text", "declare_texts", "declared_texts"]

_LANGS = ("en", "es", "zh")


@dataclass(frozen=True)
class Text:
    """One text in English, Spanish and Chinese; ``origin`` is (file, line) of the ``tr(...)`` that wrote it."""

    text: Mapping[str, str]
    translates: Mapping[str, str]
    origin: tuple = field(default=("", 0), compare=False)


def tr(*, en: str, es: str, zh: str, translates: Mapping[str, str] | None = None) -> Text:
    """One catalog text in the three languages, with the stamps of the English its translations translate."""
    caller = sys._getframe(1)  # where it is written: --stamp rewrites that call
    return Text({"en": en, "es": es, "zh": zh}, dict(translates or {}), (caller.f_code.co_filename, caller.f_lineno))


_TEXTS: dict[str, Text] = {}  # catalog key -> text, in the order the bank declares them


def declare_text(key: str, text: Text) -> None:
    if not isinstance(text, Text):
        raise TypeError(f"the text of {key!r} must be written with tr(en=..., es=..., zh=...) (got {type(text).__name__})")
    if key in _TEXTS:
        raise ValueError(f"the text {key!r} is declared twice in the exercise bank")
    _TEXTS[key] = text


def declare_texts(texts: Mapping[str, Text], prefix: str = "") -> None:
    """Declare ``texts`` ({key: tr(...)}), each key after ``prefix``."""
    for key, text in texts.items():
        declare_text(prefix + key, text)


def declared_texts() -> dict[str, Text]:
    """Every text the bank declared so far: {catalog key: Text}."""
    return dict(_TEXTS)
