"""The drill in a notebook: ``DrillWidget(lang="zh", seed=3, n=10)``, an ipywidgets.VBox.

Imports ipywidgets; ``ragmetrics_course.drills`` loads this module only when ``DrillWidget`` is asked
for, so the terminal drill never imports it.
"""

from __future__ import annotations

import random
import re
from html import escape, unescape

import ipywidgets as widgets

from ..exercises.feedback import code_spans
from ..messages import check_language, get_language, t
from .questions import DrillQuestion, check_drill_arguments, iter_drill
from .session import DrillSession

__all__ = ["DrillWidget"]


class DrillWidget(widgets.VBox):
    """An interview drill in a notebook: one question at a time, feedback at once, a running score.

    ``DrillWidget(lang="zh", seed=3, n=10)``. Keyboard: Tab moves between the answer box (or the
    options: arrow keys choose) and the buttons; Enter or Space presses a button. Without a
    browser (tests), set ``answer.value`` or ``choices.value`` and call ``submit.click()``,
    then ``next_button.click()``; ``score``, ``session`` and ``feedback.value`` show the result.
    """

    def __init__(self, lang: str | None = None, seed: int | None = None, n: int = 10, **kwargs):
        self._lang = get_language() if lang is None else check_language(lang)
        check_drill_arguments(n, seed, self._lang)  # before any widget is built: a clear error, not a broken widget
        self.n = n
        self.seed = random.SystemRandom().randrange(1, 100_000) if seed is None else seed
        self.header = widgets.HTML()
        self.question = widgets.HTML()
        self.answer = widgets.Text(placeholder=t("drill.widget.placeholder", self._lang),
                                   layout=widgets.Layout(width="260px"))
        self.choices = widgets.RadioButtons(options=[], value=None, layout=widgets.Layout(width="auto"))
        self.submit = widgets.Button(description=t("drill.widget.check", self._lang), button_style="primary",
                                     tooltip=t("drill.widget.check_tip", self._lang))
        self.next_button = widgets.Button(description=t("drill.widget.next", self._lang),
                                          tooltip=t("drill.widget.next_tip", self._lang))
        self.restart = widgets.Button(description=t("drill.widget.restart", self._lang),
                                      tooltip=t("drill.widget.restart_tip", self._lang))
        self.feedback = widgets.HTML()
        self.summary = widgets.HTML()
        for control, css in ((self.answer, "rm-drill-answer"), (self.choices, "rm-drill-choices"),
                             (self.submit, "rm-drill-check"), (self.next_button, "rm-drill-next"),
                             (self.restart, "rm-drill-restart")):
            control.add_class(css)
        self.submit.on_click(self._on_submit)
        self.next_button.on_click(self._on_next)
        self.restart.on_click(self._on_restart)
        buttons = widgets.HBox([self.submit, self.next_button, self.restart])
        super().__init__([self.header, self.question, self.choices, self.answer, buttons, self.feedback,
                          self.summary], **kwargs)
        self.add_class("rm-course")
        self.add_class("rm-drill")
        self._start(self.seed)

    def _repr_mimebundle_(self, **kwargs):
        """The widget, plus the current question as HTML and text where widgets cannot show (GitHub, HTML export)."""
        bundle = super()._repr_mimebundle_(**kwargs)
        options = "".join(f"<div>{code_spans(str(label))}</div>" for label, _ in self.choices.options)
        html = self.header.value + self.question.value + options
        bundle["text/html"] = html
        bundle["text/plain"] = _plain_text(html)
        return bundle

    # -- state ------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self._lang

    @property
    def current(self) -> DrillQuestion | None:
        return self.session.current

    @property
    def score(self) -> tuple[int, int]:
        return self.session.score

    def _start(self, seed: int) -> None:
        self.seed = seed
        self.session = DrillSession(iter_drill(self.n, seed, lang=self._lang), self._lang, total=self.n)
        self._answered = False
        self.feedback.value = ""
        self.summary.value = ""
        self._show_question()

    # -- rendering --------------------------------------------------------------------
    def _render_header(self) -> None:
        right, asked = self.session.score
        number = min(self.session.index + (0 if self._answered else 1), self.session.total)
        self.header.value = (
            f'<div class="rm-drill-header" style="font-weight:600;">'
            f"{escape(t('drill.widget.progress', self._lang, number=number, n=self.session.total))}"
            f" · <span class=\"rm-drill-score\" data-right=\"{right}\" data-asked=\"{asked}\">"
            f"{escape(t('drill.widget.score', self._lang, right=right, asked=asked))}</span></div>"
        )

    def _show_question(self) -> None:
        question = self.session.current
        self._render_header()
        if question is None:
            self.question.value = ""
            self.choices.layout.display = "none"
            self.answer.layout.display = "none"
            self.submit.disabled = True
            self.next_button.disabled = True
            self._render_summary()
            return
        topic = t(f"drill.topic.{question.topic}", self._lang)
        self.question.value = self._card(question, topic)
        is_choice = question.instance.spec.kind == "choice"
        self.choices.options = [(f"{label}) {text}", label) for label, text in question.instance.options(self._lang)] if is_choice else []
        self.choices.value = None
        self.choices.layout.display = None if is_choice else "none"
        self.answer.value = ""
        self.answer.layout.display = "none" if is_choice else None
        self.answer.disabled = False
        self.choices.disabled = False
        self.submit.disabled = False
        self.next_button.disabled = True
        self.next_button.description = t("drill.widget.next", self._lang)

    def _card(self, question: DrillQuestion, topic: str) -> str:
        instance = question.instance
        code = instance.code()
        code_html = (f'<pre style="background:#f4f6f8;color:#1a1a1a;padding:6px 8px;border-radius:3px;'
                     f'white-space:pre-wrap;">{escape(code)}</pre>') if code else ""
        return (
            f'<div class="rm-drill-question" data-number="{question.number}" data-kind="{question.kind}" '
            f'data-topic="{question.topic}" lang="{self._lang}" style="background:#ffffff;color:#1a1a1a;'
            'border:1px solid #c8c8c8;border-left:4px solid #1f5fa8;border-radius:4px;padding:8px 12px;">'
            f'<div style="color:#444;font-size:12px;">{escape(topic)}</div>'
            f'<div style="font-weight:600;">{escape(question.title(self._lang))}</div>'
            f'<p style="margin:6px 0;">{code_spans(instance.question(self._lang))}</p>{code_html}'
            f'<div style="color:#444;font-size:12px;">{code_spans(instance.answer_format(self._lang))}</div></div>'
        )

    def _render_summary(self) -> None:
        lines = self.session.summary_lines()
        rows = "".join(f"<li>{escape(line.strip())}</li>" for line in lines[1:])
        self.summary.value = (
            f'<div class="rm-drill-summary" role="status" style="background:#ffffff;color:#1a1a1a;'
            f'border:1px solid #c8c8c8;border-radius:4px;padding:8px 12px;"><strong>{escape(lines[0])}</strong>'
            f'<ul style="margin:4px 0;">{rows}</ul></div>'
        )

    # -- events -----------------------------------------------------------------------
    def _on_submit(self, _button=None) -> None:
        question = self.session.current
        if question is None or self._answered:
            return
        is_choice = question.instance.spec.kind == "choice"
        answer = self.choices.value if is_choice else self.answer.value
        if answer is None or (isinstance(answer, str) and not answer.strip()):
            answer = None
        feedback = self.session.answer(answer)
        html = feedback._repr_html_()
        if feedback.status in ("invalid", "unanswered"):
            self.feedback.value = html
            return
        self._answered = True
        if not feedback.correct:
            html += (f'<div class="rm-drill-solution" style="margin:4px 0;color:#1a1a1a;">'
                     f"{question.solution_html(self._lang)}</div>")
        self.feedback.value = html
        self.submit.disabled = True
        self.answer.disabled = True
        self.choices.disabled = True
        self.next_button.disabled = False
        if self.session.done:
            self.next_button.description = t("drill.widget.finish", self._lang)
        self._render_header()

    def _on_next(self, _button=None) -> None:
        if not self._answered and self.session.current is not None:
            self.session.skip()  # moving on without answering counts as skipped
        self._answered = False
        self.feedback.value = ""
        self._show_question()

    def _on_restart(self, _button=None) -> None:
        self._start(self.seed + 1)

    def text(self) -> str:
        """What the widget shows, as plain text (question, feedback, score)."""
        question = self.session.current
        lines = [t("drill.widget.score", self._lang, right=self.score[0], asked=self.score[1])]
        if question is not None:
            lines += [question.title(self._lang), question.prompt(self._lang)]
        else:
            lines += self.session.summary_lines()
        return "\n".join(lines)


def _plain_text(html: str) -> str:
    """The HTML's text: blocks end a line, inline tags vanish (a space for <code> would read "（ relevant 为空）");
    inline code keeps its backticks, so that a variable's name still reads as one (`query_id`, not query_id)."""
    text = re.sub(r"<code>([^<]*)</code>", r"`\1`", html)
    text = re.sub(r"</(div|p|li|pre|h\d)>|<br\s*/?>", "\n", text)
    text = unescape(re.sub(r"<[^>]+>", "", text))
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())
