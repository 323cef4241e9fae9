"""The pieces a chapter source is written with: ``md``, ``code``, ``parameters`` and ``msg``.

A source file (``sources/chapters/NN_stem.py``, ``sources/solutions/NN_stem.py``) defines

- ``CELLS``: the notebook, cell by cell. ``md(en=..., es=..., zh=..., translates=...)`` is one markdown cell
  in the three languages; ``code(source)`` one code cell, written once; ``parameters()`` the papermill cell;
  ``msg(key, en=..., es=..., zh=...)`` a catalog text, put beside the cell that prints it (it adds no cell).
- ``COMMENTS``: the code cells' comments, English -> (Spanish, Chinese). A code cell's comments are
  written in English and translated through this table (over the shared ``sources/comments.py``) when
  the Spanish and Chinese notebooks are built.

``translates`` records, per language, the hash of the English text the translation was made from
(``tools/build_course.py --stamp`` writes it), for a markdown cell and for a catalog text alike: when the
English text changes, the build and the tests say that the translation is stale until someone updates it
and stamps it. Each piece remembers where it is written (``origin``: file and line), which is where
``--stamp`` writes.

``exercise_cells(id, heading, solution)`` is an exercise notebook's usual block: the heading, the
question card (``ex = exercise(id)``) and the solution cell.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

__all__ = ["LANGS", "Markdown", "Code", "Parameters", "Message", "md", "code", "parameters", "msg", "exercises_intro",
           "exercise_cells"]

LANGS = ("en", "es", "zh")
TRANSLATED = ("es", "zh")


def _caller(depth: int = 2) -> tuple:
    """(file, line) of the call ``depth`` frames up: where a text is written, for --stamp."""
    frame = sys._getframe(depth)
    return frame.f_code.co_filename, frame.f_lineno


@dataclass(frozen=True)
class Markdown:
    text: dict  # lang -> markdown
    translates: dict  # lang (es, zh) -> hash of the English text translated
    origin: tuple = field(default=("", 0), compare=False)  # (file, line) of the call that wrote it


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
    translates: dict = field(default_factory=dict)  # lang (es, zh) -> hash of the English text translated
    origin: tuple = field(default=("", 0), compare=False)


def _strip(text: str) -> str:
    return text.strip("\n")


def md(*, en: str, es: str, zh: str, translates: dict | None = None, origin: tuple | None = None) -> Markdown:
    """One markdown cell in English, Spanish and Chinese (``origin``: where it is written, if not the caller)."""
    return Markdown({"en": _strip(en), "es": _strip(es), "zh": _strip(zh)}, dict(translates or {}), origin or _caller())


def code(source: str, *, tags=(), comments: dict | None = None) -> Code:
    """One code cell, the same in every language except its comments."""
    return Code(_strip(source), tuple(tags), dict(comments or {}))


def parameters() -> Parameters:
    return Parameters()


def msg(key: str, *, en: str, es: str, zh: str, translates: dict | None = None) -> Message:
    """A text of the message catalog (``t(key)`` in a code cell), in the three languages."""
    return Message(key, {"en": en, "es": es, "zh": zh}, dict(translates or {}), _caller())


# The first cell of every exercise notebook: only its title and what it practises differ.
_HOW_TO_ANSWER = {
    "en": "Each exercise shows its question with `exercise(...)`. Put your answer in `answer` (replace the `...`) and "
          "run the cell: `ex.check(answer)` says at once whether it is right and, if not, which mistake it looks like. "
          "Numbers count as right within ±0.005 unless the question says otherwise (0.67 is fine for 2/3); "
          "a multiple-choice answer is a letter.",
    "es": "Cada ejercicio muestra su enunciado con `exercise(...)`. Escribe tu respuesta en `answer` (en lugar de los "
          "`...`) y ejecuta la celda: `ex.check(answer)` te dice al momento si es correcta y, si no lo es, a qué error "
          "se parece. Un número se da por bueno si no se aleja más de 0,005 del valor correcto (0,67 vale por 2/3), "
          "salvo que el enunciado diga otra cosa; en las preguntas de opción múltiple, la respuesta es una letra.",
    "zh": "每道题都用 `exercise(...)` 显示题目。把你的答案写进 `answer`（替换掉 `...`），然后运行答题的那个代码单元格："
          "`ex.check(answer)` 会立即告诉你是否正确；如果不对，还会指出你可能犯了哪种常见错误。除非题目另有说明，"
          "数值答案与精确值相差不超过 0.005 即算正确（2/3 写成 0.67 也可以）；选择题填一个字母即可。",
}
_WHERE = {
    "en": "The chapter: [{stem}](../../notebooks/en/{stem}.ipynb). If you get stuck, the same exercises with worked "
          "solutions are in [solutions/en/{stem}](../../solutions/en/{stem}.ipynb).",
    "es": "El capítulo: [{stem}](../../notebooks/es/{stem}.ipynb). Si te atascas, tienes los mismos ejercicios "
          "resueltos y comentados en [solutions/es/{stem}](../../solutions/es/{stem}.ipynb).",
    "zh": "对应章节：[{stem}](../../notebooks/zh/{stem}.ipynb)。做不出来时，可以看同一套练习的参考答案："
          "[solutions/zh/{stem}](../../solutions/zh/{stem}.ipynb)。",
}


def exercises_intro(stem: str, *, title: dict, practise: dict, translates: dict | None = None) -> Markdown:
    """The opening markdown cell of an exercise notebook: its title, what it practises, how to answer, the links."""
    return md(**{lang: f"# {title[lang]}\n\n{practise[lang]}\n\n{_HOW_TO_ANSWER[lang]}\n\n{_WHERE[lang].format(stem=stem)}"
                 for lang in LANGS}, translates=translates, origin=_caller())


def exercise_cells(exercise_id: str, heading: dict, solution: str, *, translates: dict | None = None,
                   tags=("solution",), comments: dict | None = None) -> list:
    """An exercise's three cells: its heading (``heading``: lang -> the words after "## "), its question card
    and its solution cell (``solution``: the code, with its ``# SOLUTION`` markers)."""
    return [
        md(**{lang: f"## {heading[lang]}" for lang in LANGS}, translates=translates, origin=_caller()),
        code(f'ex = exercise("{exercise_id}")\nex'),
        code(solution, tags=tags, comments=comments),
    ]
