"""Chapter 11's checker: ``check_capstone(answers)`` grades a learner's capstone numbers with the
exercises of the same names (``exercise("11.recall_a")``...), so each wrong number gets that exercise's feedback.

Kept apart from ``capstone`` (the configurations and their numbers), which the exercise bank imports:
the checker sits above the exercises, the numbers below them.
"""

from __future__ import annotations

from .capstone import ANSWER_KEYS
from .exercises import exercise
from .exercises.feedback import join_sentences
from .messages import check_language, get_language, t

__all__ = ["CapstoneReport", "check_capstone"]


class CapstoneReport:
    """The checker's verdict on a learner's numbers: one feedback per number, in the course language."""

    def __init__(self, lang: str, feedback: dict):
        self.lang = lang
        self.feedback = feedback  # answer key -> Feedback (or None when the number was not given)

    @property
    def passed(self) -> bool:
        """True when every number is right (within its tolerance)."""
        return all(f is not None and f.correct for f in self.feedback.values())

    def wrong(self) -> list:
        """The answer keys whose number is missing or not right."""
        return [key for key, f in self.feedback.items() if f is None or not f.correct]

    def _lines(self) -> list:
        lines = [t("capstone.check.title", self.lang, right=len(self.feedback) - len(self.wrong()), total=len(self.feedback))]
        for key, feedback in self.feedback.items():
            label = t(f"capstone.answer.{key}", self.lang)
            if feedback is None:
                lines.append(t("capstone.check.missing", self.lang, label=label, name=key))
            else:
                lines.append(join_sentences(self.lang, t("capstone.check.line", self.lang, label=label, status=feedback.headline),
                                            feedback.message))
        return lines

    def __str__(self) -> str:
        return "\n".join(self._lines())

    __repr__ = __str__

    def _repr_html_(self) -> str:
        from html import escape

        head, *items = self._lines()
        colour = "#1b7f3b" if self.passed else "#b26b00"
        rows = "".join(f"<li>{escape(line)}</li>" for line in items)
        return (f'<div class="rm-capstone" data-passed="{str(self.passed).lower()}" lang="{self.lang}" '
                f'style="border-left:4px solid {colour};padding:6px 12px;background:#fff;color:#1a1a1a;">'
                f"<b>{escape(head)}</b><ul>{rows}</ul></div>")


def check_capstone(answers, *, lang: str | None = None) -> CapstoneReport:
    """Check the capstone's numbers: ``answers`` maps each of ``ANSWER_KEYS`` to the learner's number.

    Each number is checked by chapter 11's exercise of the same name (``exercise("11.recall_a")``...), so a
    wrong number gets that exercise's feedback: which likely mistake it matches (passage vs article level, all
    70 questions instead of the judged ones, another cutoff, a one-sided or Holm-corrected p...). A key that is
    missing is reported as such; an unknown key is refused (a typo would otherwise be silently ignored).
    Never raises on the numbers themselves.
    """
    lang = get_language() if lang is None else check_language(lang)
    if not isinstance(answers, dict):
        raise TypeError(f"'answers' must be a dict {{name: number}} with the names {', '.join(ANSWER_KEYS)} "
                        f"(got {type(answers).__name__})")
    unknown = sorted(set(answers) - set(ANSWER_KEYS), key=str)
    if unknown:
        raise ValueError(f"'answers' has unknown names {unknown}; the capstone's numbers are {', '.join(ANSWER_KEYS)}")
    feedback = {key: (exercise(f"11.{key}", lang=lang).check(answers[key]) if key in answers else None) for key in ANSWER_KEYS}
    return CapstoneReport(lang, feedback)
