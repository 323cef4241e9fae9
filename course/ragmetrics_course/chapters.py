"""The course's chapters, declared once (``chapters.json``): stem, title and what a learner learns in three
languages, measured times, and the path order (the order of the list). Everything that lists the chapters reads
this: chapter 00's map (:func:`course_map`), the README's course map and the instructors' guide
(``tools/build_chapters.py``), the site's index (``tools/build_site.py``) and each chapter's time line
(``tools/build_course.py`` fills the ``[[time]]`` mark). The number of exercises is counted from the exercise
bank, never declared.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .messages import check_language, get_language

DECLARATION = Path(__file__).with_name("chapters.json")
TIME_MARK = "[[time]]"  # in a chapter source's first markdown cell: replaced by the time line at build time


@dataclass(frozen=True)
class Chapter:
    stem: str
    title: dict  # lang -> title
    learn: dict  # lang -> what a learner learns
    minutes: int  # reading + running the notebook (measured, rounded to 5)
    with_exercises: int  # the same plus the chapter's exercises
    estimated: bool = False  # no executed notebook yet: an estimate from the source's words

    @property
    def number(self) -> str:
        return self.stem[:2]


@lru_cache(maxsize=1)
def _data() -> dict:
    return json.loads(DECLARATION.read_text(encoding="utf-8"))


def chapters() -> tuple:
    """Every chapter, in path order."""
    return tuple(Chapter(**{k: v for k, v in c.items()}) for c in _data()["chapters"])


def chapter(stem_or_number: str) -> Chapter:
    for c in chapters():
        if stem_or_number in (c.stem, c.number):
            return c
    raise KeyError(f"chapters.json declares no chapter {stem_or_number!r}")


def words(key: str, lang: str):
    return _data()["words"][key][check_language(lang)]


def path_position(number: str) -> int:
    """Where chapter ``number`` ("07") stands on the learner's path (its index in chapters.json)."""
    return [c.number for c in chapters()].index(number)


def after_mark(taught_in: str, asked_in: str, lang: str) -> str:
    """"(after chapter NN)" when what is asked in chapter ``asked_in`` is taught by a chapter later on the path, else ""."""
    # Chinese writes 第 5 章, not 第 05 章; the other languages keep the file's two digits.
    n = str(int(taught_in)) if lang == "zh" else taught_in
    return words("after", lang).format(n=n) if path_position(taught_in) > path_position(asked_in) else ""


def exercise_counts() -> dict:
    """Chapter number -> how many exercises the bank declares for it."""
    from .exercises import registry

    counts: dict = {}
    for spec in registry().values():
        counts[spec.chapter] = counts.get(spec.chapter, 0) + 1
    return counts


def time_line(stem: str, lang: str) -> str:
    """The line a chapter's intro shows: its measured time, and with its exercises when it has any."""
    c = chapter(stem)
    key = "time" if exercise_counts().get(c.number) else "time_no_exercises"
    return words(key, lang).format(minutes=c.minutes, with_exercises=c.with_exercises)


def map_rows(lang: str, links: bool = True, current: str = "00") -> list:
    """The map's rows in ``lang``: number, chapter (a link to its notebook), what you learn, exercises, time."""
    counts, rows = exercise_counts(), []
    for c in chapters():
        title = c.title[lang]
        if c.number == current:
            title += words("this", lang)
        elif links:
            title = f"[{title}]({c.stem}.ipynb)"
        n = counts.get(c.number, 0)
        exercises = (f"[{n}](../../exercises/{lang}/{c.stem}.ipynb)" if links else str(n)) if n else "–"
        time = words("time_cell", lang).format(minutes=c.minutes, with_exercises=c.with_exercises) if n else str(c.minutes)
        rows.append([c.number, title, c.learn[lang], exercises, time])
    return rows


def markdown_table(header: list, rows: list) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])


class CourseMap:
    """Chapter 00's map: Markdown in Jupyter (with links), the same text where only plain text shows."""

    def __init__(self, lang: str):
        self.lang = lang
        self.markdown = markdown_table(words("header", lang), map_rows(lang)) + "\n\n" + words("order", lang)

    def _repr_markdown_(self) -> str:
        return self.markdown

    def __repr__(self) -> str:
        return self.markdown


def course_map(lang: str | None = None) -> CourseMap:
    """The course map in ``lang`` (default: the course's language), from the declaration."""
    return CourseMap(get_language() if lang is None else check_language(lang))
