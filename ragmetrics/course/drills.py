"""Interview drills: random ranking questions (answers computed with ragmetrics) and conceptual questions.

A drill is a list of questions drawn with a seed, so a session can be replayed:

- a *ranking question* picks a measure (Recall@k, Precision@k, F1@k, Hit Rate@k, RR, RR@k, nDCG@k
  binary or graded, DCG@k, AP), a random ranking, relevant documents and k; the right value comes
  from ragmetrics and a wrong one is recognised with the same hints as the exercises (DCG instead
  of nDCG, dividing by the number retrieved, ...);
- a *conceptual question* is one of the course's multiple-choice or short-answer exercises (MRR vs
  nDCG, Recall vs Hit Rate, Faithfulness vs Answer Relevancy, what to check when Recall@K is low...),
  each with its explanation.

Two front ends share them: :class:`DrillWidget` in a notebook (question, answer box or options,
a Check button, feedback, a running score and a per-topic summary; keyboard: Tab to a control,
type or use the arrow keys, Enter or Space on a button), and :func:`run_drill_cli` behind
``python -m ragmetrics drill --lang zh --n 10`` (answers typed or piped on stdin; an empty line
skips, ``q`` quits, end of input ends the drill; a summary is printed at the end).

>>> questions = make_drill(4, seed=1)
>>> [q.number for q in questions]
[1, 2, 3, 4]
>>> questions == make_drill(4, seed=1)
True
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import TextIO

from .exercise_bank.library import HINTS_BY_MEASURE, MEASURES, distinct_hints, ranking_facts
from .exercises import DEFAULT_TOLERANCE, Exercise, ExerciseInstance, Feedback, exercise, exercise_ids, registry
from .messages import check_language, get_language, t

__all__ = ["DrillQuestion", "make_drill", "ranking_question", "concept_ids", "DrillSession", "DrillWidget",
           "run_drill_cli", "TOPICS", "DRILL_MEASURES"]

# The measures a ranking question may ask: the catalog's drill.metric.<name>.* texts, ragmetrics' value.
DRILL_MEASURES = {
    "recall": ("recall", "recall"),
    "precision": ("precision", "precision"),
    "f1": ("f1", "f1"),
    "hit_rate": ("hit_rate", "hit_rate"),
    "rr": ("rr", "mrr"),
    "rr_at_k": ("rr_at_k", "mrr"),
    "ndcg": ("ndcg", "ndcg"),
    "ndcg_graded": ("ndcg", "ndcg"),
    "dcg_graded": ("dcg", "ndcg"),
    "ap": ("ap", "ap"),
}
# Every topic a question may have (a ranking question's measure family, or a conceptual exercise's topic).
TOPICS = ("recall", "precision", "f1", "hit_rate", "mrr", "ndcg", "ap", "evaluation", "generation", "conventions",
          "diagnosis")
_QUIT = {"q", "quit", "exit", "salir", "退出"}
CONCEPT_SHARE = 0.4


# ---------------------------------------------------------------------------------------------
# Questions
# ---------------------------------------------------------------------------------------------


def _drill_facts(i) -> dict:
    """The fields of a ranking question's texts: the counts, and the terms of its formula."""
    import ragmetrics as rm

    facts = ranking_facts(i)
    k = i["k"]
    gain = i.get("gain", "linear")
    grades = _judged(i["relevant"])
    ideal_order = sorted(grades, key=lambda doc: -grades[doc])
    facts.update(
        p=f"{rm.precision_at_k(i['retrieved'], i['relevant'], k=k):.3f}",
        r=f"{rm.recall_at_k(i['retrieved'], i['relevant'], k=k):.3f}",
        dcg=f"{rm.dcg_at_k(i['retrieved'], i['relevant'], k=k, gain=gain):.3f}",
        idcg=f"{rm.dcg_at_k(ideal_order, i['relevant'], k=k, gain=gain):.3f}",
    )
    return facts


def _judged(relevant) -> dict:
    return dict(relevant) if isinstance(relevant, dict) else {doc: 1 for doc in relevant}


def ranking_question(number: int, measure: str, retrieved: list, relevant, k: int) -> ExerciseInstance:
    """A ranking question on these inputs: ragmetrics computes the answer, the measure's hints the mistakes."""
    if measure not in DRILL_MEASURES:
        raise ValueError(f"'measure' must be one of {', '.join(map(repr, DRILL_MEASURES))} (got {measure!r})")
    value_name, topic = DRILL_MEASURES[measure]
    inputs = {"retrieved": list(retrieved), "relevant": relevant, "k": k}
    if value_name in ("rr",):
        inputs.pop("k")
        inputs_for_facts = {**inputs, "k": k}
    else:
        inputs_for_facts = inputs
    compute = MEASURES[value_name]
    expected = float(compute(inputs))
    hints = distinct_hints(HINTS_BY_MEASURE[value_name], inputs_for_facts, expected, DEFAULT_TOLERANCE)
    if value_name == "rr":
        # RR has no k; its hints and facts still read k (the "with cutoff" mistake): keep it in the facts only.
        hints = tuple(h for h in hints if h.key != "hint.rr_with_cutoff")
    spec = Exercise(
        id=f"drill.q{number}", kind="number", inputs=inputs, expected=compute, hints=hints,
        unit_interval=value_name != "dcg", facts=lambda i, k=k: _drill_facts({**i, "k": k}),
        prefix=f"drill.metric.{measure}", source="drill", topic=topic,
    )
    return ExerciseInstance(spec)


def concept_ids() -> list[str]:
    """The exercises a drill may ask as conceptual questions: every multiple-choice and short-answer one."""
    return [key for key, spec in registry().items() if spec.kind in ("choice", "text")]


def _random_ranking(rng: random.Random, measure: str) -> tuple[list, object, int]:
    """A ranking of 5-8 docs, relevant docs (some maybe unretrieved) and k in 3..5, with at least one hit
    in the top k most of the time (a question whose answer is 0 teaches less)."""
    for _ in range(50):
        n = rng.randint(5, 8)
        pool = rng.sample(range(1, 31), n + 3)
        retrieved, others = pool[:n], pool[n:]
        k = rng.choice((3, 4, 5))
        n_rel = rng.randint(1, 4)
        relevant_ids = rng.sample(retrieved, min(n_rel, n)) + others[: rng.randint(0, 1)]
        if measure in ("ndcg_graded", "dcg_graded"):
            relevant = {doc: rng.randint(1, 3) for doc in relevant_ids}
        else:
            relevant = sorted(relevant_ids)
        in_top = any(doc in set(relevant_ids) for doc in retrieved[:k])
        if in_top or rng.random() < 0.1:
            return retrieved, relevant, k
    return retrieved, relevant, k


@dataclass
class DrillQuestion:
    """One question of a drill: its number, topic, and the exercise that checks it."""

    number: int
    kind: str  # "ranking" or "concept"
    key: str  # the measure (ranking) or the exercise id (concept)
    instance: ExerciseInstance = field(compare=False)
    inputs: dict = field(default_factory=dict)

    @property
    def topic(self) -> str:
        return self.instance.spec.topic or "evaluation"

    def title(self, lang: str) -> str:
        return self.instance.title(lang)

    def prompt(self, lang: str) -> str:
        """The question as text: what is asked, the inputs as code, the options, the answer format."""
        lines = [self.instance.question(lang)]
        if self.instance.inputs:
            lines += ["", *("    " + line for line in self.instance.code().splitlines())]
        if self.instance.spec.kind == "choice":
            lines += [""] + [f"  {label}) {text}" for label, text in self.instance.options(lang)]
        lines += ["", self.instance.answer_format(lang)]
        return "\n".join(lines)

    def check(self, answer, lang: str) -> Feedback:
        return self.instance.check(answer, lang=lang)

    def solution(self, lang: str) -> str:
        """The right answer and why (shown after a wrong or skipped answer)."""
        expected = self.instance.expected()
        spec = self.instance.spec
        shown = f"{expected:.4f}" if spec.kind == "number" else str(expected)
        if spec.kind == "choice":
            shown = f"{expected}) " + dict(self.instance.options(lang))[expected]
        why = self.instance._why(lang, expected=f"{expected:.4f}" if spec.kind == "number" else expected)
        return t("drill.solution", lang, answer=shown, why=why)


def make_drill(n: int = 10, seed: int | None = None, *, concept_share: float = CONCEPT_SHARE) -> list[DrillQuestion]:
    """Return ``n`` questions drawn with ``seed``: about ``concept_share`` conceptual, the rest ranking questions."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"'n' must be a positive int (got {n!r})")
    rng = random.Random(seed)
    concepts = concept_ids()
    rng.shuffle(concepts)
    measures = list(DRILL_MEASURES)
    questions = []
    for number in range(1, n + 1):
        if concepts and rng.random() < concept_share:
            key = concepts.pop()
            questions.append(DrillQuestion(number, "concept", key, exercise(key)))
        else:
            measure = rng.choice(measures)
            retrieved, relevant, k = _random_ranking(rng, measure)
            instance = ranking_question(number, measure, retrieved, relevant, k)
            questions.append(DrillQuestion(number, "ranking", measure, instance,
                                           {"retrieved": retrieved, "relevant": relevant, "k": k}))
    return questions


# ---------------------------------------------------------------------------------------------
# A session: the questions, the answers given, the score
# ---------------------------------------------------------------------------------------------


@dataclass
class DrillSession:
    """The state both front ends share: which question is current, what was answered, the score."""

    questions: list[DrillQuestion]
    lang: str
    results: list = field(default_factory=list)  # (question, status) in the order answered or skipped

    @property
    def index(self) -> int:
        return len(self.results)

    @property
    def done(self) -> bool:
        return self.index >= len(self.questions)

    @property
    def current(self) -> DrillQuestion | None:
        return None if self.done else self.questions[self.index]

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
        lines = [t("drill.summary.score", lang, right=right, asked=asked, total=len(self.questions), percent=percent)]
        skipped = sum(status == "skipped" for _, status in self.results)
        if skipped:
            lines.append(t("drill.summary.skipped", lang, n=skipped))
        if asked:
            lines.append(t("drill.summary.by_topic", lang))
            width = max(_width(t(f"drill.topic.{topic}", lang)) for topic in self.by_topic())
            for topic, (r, a) in self.by_topic().items():
                label = t(f"drill.topic.{topic}", lang)
                lines.append(f"  {label}{' ' * (width - _width(label))}  {r}/{a}")
        return lines


def _width(text: str) -> int:
    return sum(2 if "\u2e80" <= ch <= "\uffef" else 1 for ch in text)


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------


def _writer(stdout: TextIO):
    def write(text: str = "", end: str = "\n") -> None:
        data = text + end
        try:
            stdout.write(data)
        except UnicodeEncodeError:  # a terminal that cannot show Chinese: keep going, replace what it cannot show
            encoding = getattr(stdout, "encoding", None) or "ascii"
            stdout.write(data.encode(encoding, "replace").decode(encoding))
        stdout.flush()

    return write


def run_drill_cli(*, lang: str = "en", n: int = 10, seed: int | None = None, stdin: TextIO, stdout: TextIO) -> int:
    """Run a drill in a terminal: ask ``n`` questions in ``lang``, read answers from ``stdin``, print a summary.

    An empty line skips a question, ``q`` quits, the end of input (Ctrl-D, or the end of piped answers)
    ends the drill; each of them prints the summary. An unreadable answer is asked again (twice at most).
    Returns 0, or 130 after Ctrl-C; bad arguments (an unknown ``lang``, ``n`` < 1) raise ValueError,
    which ``python -m ragmetrics drill`` reports on stderr with exit status 2.
    """
    write = _writer(stdout)
    lang = check_language(lang)  # bad arguments raise ValueError: `python -m ragmetrics` prints it and exits 2
    if seed is None:
        seed = random.SystemRandom().randrange(1, 100_000)
    questions = make_drill(n, seed)
    session = DrillSession(questions, lang)
    try:
        interactive = stdin.isatty()
    except (AttributeError, ValueError):
        interactive = False
    write(t("drill.cli.intro", lang, n=n, seed=seed))
    ended = None
    try:
        while not session.done:
            question = session.current
            topic = t(f"drill.topic.{question.topic}", lang)
            write()
            write(f"[{question.number}/{n}] {topic} · {question.title(lang)}")
            write(question.prompt(lang))
            tries = 0
            while True:
                write("> ", end="")
                line = stdin.readline()
                if line == "":
                    ended = "eof"
                    write()
                    break
                if not interactive:  # piped answers are not echoed by a terminal: show them, so the transcript reads
                    write(line.rstrip("\r\n"))
                answer = line.strip()
                if answer.casefold() in _QUIT:
                    ended = "quit"
                    break
                if not answer:
                    session.skip()
                    write(t("drill.cli.skipped", lang))
                    write(question.solution(lang))
                    break
                feedback = session.answer(answer)
                write(str(feedback))
                if feedback.status == "invalid":
                    tries += 1
                    if tries < 3:
                        write(t("drill.cli.again", lang))
                        continue
                    session.skip()
                    write(question.solution(lang))
                    break
                if not feedback.correct:
                    write(question.solution(lang))
                right, asked = session.score
                write(t("drill.cli.running_score", lang, right=right, asked=asked))
                break
            if ended:
                break
    except KeyboardInterrupt:
        ended = "interrupt"
    write()
    if ended == "eof":
        write(t("drill.cli.eof", lang))
    elif ended in ("quit", "interrupt"):
        write(t("drill.cli.quit", lang))
    for line in session.summary_lines():
        write(line)
    write(t("drill.cli.replay", lang, n=n, seed=seed, lang_code=lang))
    return 130 if ended == "interrupt" else 0


# ---------------------------------------------------------------------------------------------
# Notebook widget
# ---------------------------------------------------------------------------------------------


def _drill_widget_class():
    import ipywidgets as widgets
    from html import escape, unescape

    from .exercises import _code_spans

    class DrillWidget(widgets.VBox):
        """An interview drill in a notebook: one question at a time, feedback at once, a running score.

        ``DrillWidget(lang="zh", seed=3, n=10)``. Keyboard: Tab moves between the answer box (or the
        options: arrow keys choose) and the buttons; Enter or Space presses a button. Without a
        browser (tests), set ``answer.value`` or ``choices.value`` and call ``submit.click()``,
        then ``next_button.click()``; ``score``, ``session`` and ``feedback.value`` show the result.
        """

        def __init__(self, lang: str | None = None, seed: int | None = None, n: int = 10, **kwargs):
            self._lang = get_language() if lang is None else check_language(lang)
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
            options = "".join(f"<div>{escape(str(label))}</div>" for label, _ in self.choices.options)
            html = self.header.value + self.question.value + options
            bundle["text/html"] = html
            bundle["text/plain"] = unescape(re.sub(r"<[^>]+>", " ", html.replace("</div>", "\n"))).strip()
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
            self.session = DrillSession(make_drill(self.n, seed), self._lang)
            self._answered = False
            self.feedback.value = ""
            self.summary.value = ""
            self._show_question()

        # -- rendering --------------------------------------------------------------------
        def _render_header(self) -> None:
            right, asked = self.session.score
            number = min(self.session.index + (0 if self._answered else 1), len(self.session.questions))
            self.header.value = (
                f'<div class="rm-drill-header" style="font-weight:600;">'
                f"{escape(t('drill.widget.progress', self._lang, number=number, n=len(self.session.questions)))}"
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
                f'<p style="margin:6px 0;">{_code_spans(instance.question(self._lang))}</p>{code_html}'
                f'<div style="color:#444;font-size:12px;">{escape(instance.answer_format(self._lang))}</div></div>'
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
                         f"{escape(question.solution(self._lang))}</div>")
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

    return DrillWidget


def __getattr__(name):
    # DrillWidget needs ipywidgets: built on first use, so the CLI and the tests of questions do not import it.
    if name == "DrillWidget":
        cls = _drill_widget_class()
        globals()["DrillWidget"] = cls
        return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
