"""A drill session: the current question, the answers given, the score; shared by the terminal and the widget."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sized
from dataclasses import replace

from ..exercises import Feedback
from ..messages import t
from ..terminal import display_width
from .questions import TOPICS, DrillQuestion
from .textout import plural

__all__ = ["DrillSession", "score_line"]


def score_line(lang: str, *, right: int, asked: int, total: int, percent: int) -> str:
    """The summary's first line, with the counted words agreeing with their numbers ("1 acierto", "2 aciertos")."""
    counted = {"right_hits": plural(right, lang, t("drill.count.hit.one", lang), t("drill.count.hit.other", lang)),
               "asked_questions": plural(asked, lang, t("drill.count.question.one", lang), t("drill.count.question.other", lang))}
    return t("drill.summary.score", lang, right=right, asked=asked, total=total, percent=percent, **counted)


class DrillSession:
    """The state both front ends share: which question is current, what was answered, the score.

    ``questions`` is a list or any iterable of :class:`DrillQuestion` (e.g. :func:`iter_drill`): a
    question is drawn only when it becomes current. ``total`` is the number of questions (default:
    ``len(questions)``).
    """

    def __init__(self, questions: Iterable[DrillQuestion], lang: str, *, total: int | None = None):
        if total is None:
            if not isinstance(questions, Sized):
                raise TypeError("'total' is required when 'questions' is an iterator (got total=None)")
            total = len(questions)
        self.total = total
        self.lang = lang
        self.results: list = []  # (question, status) in the order answered or skipped
        self._pending: Iterator[DrillQuestion] = iter(questions)
        self._current: DrillQuestion | None = None
        self._drawn = 0  # questions taken from _pending so far

    @property
    def index(self) -> int:
        return len(self.results)

    @property
    def done(self) -> bool:
        return self.index >= self.total

    @property
    def current(self) -> DrillQuestion | None:
        if self.done:
            return None
        while self._drawn <= self.index:  # the current one was answered or skipped: draw the next
            self._current = next(self._pending)
            self._drawn += 1
        return self._current

    def answer(self, answer) -> Feedback:
        """Check the answer to the current question; an unreadable answer can be retried, anything else moves on."""
        question = self.current
        feedback = question.check(answer, self.lang)
        if feedback.status == "wrong":  # one answer per question: no "try again", the solution follows
            feedback = replace(feedback, message=t("drill.wrong", self.lang))
        if feedback.status not in ("invalid", "unanswered"):
            self.results.append((question, feedback.status))
        return feedback

    def skip(self) -> None:
        self.results.append((self.current, "skipped"))

    @property
    def score(self) -> tuple[int, int]:
        """(right answers, questions answered or skipped so far)."""
        return sum(status == "correct" for _, status in self.results), len(self.results)

    def by_topic(self) -> dict[str, tuple[int, int]]:
        """{topic: (right, asked)} in the order of TOPICS."""
        right, asked = Counter(), Counter()
        for question, status in self.results:
            asked[question.topic] += 1
            right[question.topic] += status == "correct"
        order = [topic for topic in TOPICS if topic in asked] + sorted(set(asked) - set(TOPICS))
        return {topic: (right[topic], asked[topic]) for topic in order}

    def summary_lines(self) -> list[str]:
        lang = self.lang
        right, asked = self.score
        percent = round(100 * right / asked) if asked else 0
        lines = [score_line(lang, right=right, asked=asked, total=self.total, percent=percent)]
        skipped = sum(status == "skipped" for _, status in self.results)
        if skipped:
            lines.append(t("drill.summary.skipped", lang, n=skipped))
        if asked:
            lines.append(t("drill.summary.by_topic", lang))
            width = max(display_width(t(f"drill.topic.{topic}", lang)) for topic in self.by_topic())
            for topic, (r, a) in self.by_topic().items():
                label = t(f"drill.topic.{topic}", lang)
                lines.append(f"  {label}{' ' * (width - display_width(label))}  {r}/{a}")
        return lines


