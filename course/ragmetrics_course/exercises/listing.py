"""A chapter's list of exercises, shown in its exercise and solution notebooks, with links to the chapter and the
worked solutions (not to the exercise notebook: the list is already in it)."""

from __future__ import annotations

from html import escape

from ..messages import check_language, course_error, get_language, t
from .registry import exercise, exercise_ids
from .spec import CHAPTERS

__all__ = ["ExerciseList", "exercise_list"]

class ExerciseList:
    """A chapter's exercises (titles in ``lang``) and links to its exercise and solution notebooks."""

    def __init__(self, chapter: str, lang: str | None = None):
        if chapter in CHAPTERS.values():
            chapter = chapter[:2]
        self._lang = None if lang is None else check_language(lang)
        if chapter not in CHAPTERS:
            raise course_error(ValueError, "error.one_of", self._lang, name="chapter", choices=", ".join(map(repr, CHAPTERS)),
                               got=repr(chapter))
        self.chapter = chapter

    @property
    def lang(self) -> str:
        return self._lang or get_language()

    def links(self) -> tuple[str, str]:
        """The relative links from a chapter notebook (notebooks/<lang>/) to its exercises and solutions."""
        stem = CHAPTERS[self.chapter]
        return f"../../exercises/{self.lang}/{stem}.ipynb", f"../../solutions/{self.lang}/{stem}.ipynb"

    def chapter_link(self) -> str:
        """The relative link from an exercise or solution notebook (exercises/<lang>/, solutions/<lang>/) to the chapter."""
        return f"../../notebooks/{self.lang}/{CHAPTERS[self.chapter]}.ipynb"

    def items(self) -> list[tuple[str, str]]:
        return [(key, exercise(key, lang=self.lang).title()) for key in exercise_ids(self.chapter)]

    def __repr__(self) -> str:
        lang = self.lang
        chapter, solutions = self.chapter_link(), self.links()[1]
        lines = [t("exercise.list.heading", lang, n=len(self.items()), chapter=int(self.chapter))]
        lines += [f"  {key}  {title}" for key, title in self.items()]
        lines += [t("exercise.list.chapter", lang, path=chapter), t("exercise.list.solutions", lang, path=solutions)]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lang = self.lang
        chapter, solutions = self.chapter_link(), self.links()[1]
        items = "".join(f"<li><code>{escape(key)}</code> {escape(title)}</li>" for key, title in self.items())
        return (
            f'<div class="rm-exercise-list" lang="{lang}" style="background:#ffffff;color:#1a1a1a;border:1px solid #c8c8c8;'
            'border-radius:4px;padding:8px 12px;">'
            f"<strong>{escape(t('exercise.list.heading', lang, n=len(self.items()), chapter=int(self.chapter)))}</strong>"
            f'<ol style="margin:4px 0;">{items}</ol>'
            f'<a href="{escape(chapter)}">{escape(t("exercise.list.chapter", lang, path=chapter))}</a><br>'
            f'<a href="{escape(solutions)}">{escape(t("exercise.list.solutions", lang, path=solutions))}</a></div>'
        )


def exercise_list(chapter: str, lang: str | None = None) -> ExerciseList:
    """Show a chapter's exercises with links to ``exercises/<lang>/<stem>.ipynb`` and its solutions.

    >>> print(exercise_list("02", lang="en").links()[0])
    ../../exercises/en/02_hit_rate_mrr.ipynb
    """
    return ExerciseList(chapter, lang)
