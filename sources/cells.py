"""The pieces a chapter source is written with: ``md``, ``code``, ``parameters`` and ``msg``.

A source file (``sources/chapters/NN_stem.py``, ``sources/solutions/NN_stem.py``) defines

- ``CELLS``: the notebook, cell by cell. ``md(en=..., es=..., zh=..., translates=...)`` is one markdown cell
  in the three languages; ``code(source)`` one code cell, written once; ``parameters()`` the papermill cell;
  ``msg(key, en=..., es=..., zh=...)`` a catalog text, put beside the cell that prints it (it adds no cell).
- ``COMMENTS``: the code cells' comments, English -> (Spanish, Chinese). A code cell's comments are
  written in English and translated through this table (over the shared ``sources/comments.py``) when
  the Spanish and Chinese notebooks are built.

``translates`` records, per language, the hash of the English text the translation was made from
(``tools/build_course.py --stamp`` writes it): when the English text changes, the build and the tests
say that the translation is stale until someone updates it and stamps it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["LANGS", "Markdown", "Code", "Parameters", "Message", "md", "code", "parameters", "msg"]

LANGS = ("en", "es", "zh")
TRANSLATED = ("es", "zh")


@dataclass(frozen=True)
class Markdown:
    text: dict  # lang -> markdown
    translates: dict  # lang (es, zh) -> hash of the English text translated


@dataclass(frozen=True)
class Code:
    source: str
    tags: tuple = ()
    comments: dict = field(default_factory=dict)  # this cell's own comment translations, over the file's table


@dataclass(frozen=True)
class Parameters:
    """The papermill cell: ``lang`` (each notebook's own), ``k`` and ``seed``."""


@dataclass(frozen=True)
class Message:
    key: str
    text: dict  # lang -> text


def _strip(text: str) -> str:
    return text.strip("\n")


def md(*, en: str, es: str, zh: str, translates: dict | None = None) -> Markdown:
    """One markdown cell in English, Spanish and Chinese."""
    return Markdown({"en": _strip(en), "es": _strip(es), "zh": _strip(zh)}, dict(translates or {}))


def code(source: str, *, tags=(), comments: dict | None = None) -> Code:
    """One code cell, the same in every language except its comments."""
    return Code(_strip(source), tuple(tags), dict(comments or {}))


def parameters() -> Parameters:
    return Parameters()


def msg(key: str, *, en: str, es: str, zh: str) -> Message:
    """A text of the message catalog (``t(key)`` in a code cell), in the three languages."""
    return Message(key, {"en": en, "es": es, "zh": zh})
