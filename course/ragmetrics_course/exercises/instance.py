"""One exercise ready to show and check: ``ExerciseInstance`` (its inputs, a language, the question card, ``check``)."""

from __future__ import annotations

import math
from html import escape

from ..messages import LANGUAGES, check_language, course_error, get_language, t, write_number
from .answers import MAX_ANSWER_CHARS, Unreadable, fold_name, name_parts, read_choice, read_number, read_text
from .feedback import Feedback, code_spans, join_sentences, short_repr
from .spec import Exercise, FrozenDict, freeze, show_value, thaw

__all__ = ["ExerciseInstance"]

class ExerciseInstance:
    """An exercise with its inputs (defaults plus overrides) and a language: shows itself, checks answers.

    ``ex["retrieved"]`` and ``ex.inputs`` give copies of the inputs, so editing them never changes the
    expected answer.
    """

    def __init__(self, spec: Exercise, *, lang: str | None = None, **overrides):
        self._lang = None if lang is None else check_language(lang)
        if spec.by_language and self._lang is None:
            self._lang = get_language()  # the texts stay in the language of the inputs they show
        # inputs given per language are resolved now, with the instance's language (default: the course's)
        defaults = spec.inputs_for(self.lang)
        unknown = sorted(set(overrides) - set(defaults))
        if unknown:
            raise course_error(ValueError, "error.exercise_override", self._lang, id=repr(spec.id), name=repr(unknown[0]),
                               names=", ".join(defaults))
        self.spec = spec
        self._inputs = FrozenDict({**defaults, **{key: freeze(value) for key, value in overrides.items()}})
        # the inputs changed from the exercise's own: its worked why would not hold for them
        self._changed = [name for name in defaults if thaw(self._inputs[name]) != thaw(defaults[name])]
        self._expected_cache: list = []
        self._facts_cache: dict | None = None  # the inputs never change: facts and hint values are computed once
        self._wrong_cache: list | None = None

    # -- inputs -------------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def lang(self) -> str:
        return self._lang or get_language()

    @property
    def inputs(self) -> dict:
        """A fresh copy of the inputs: change it freely."""
        return thaw(self._inputs)

    def __getitem__(self, name):
        try:
            return thaw(self._inputs[name])
        except KeyError:
            raise course_error(KeyError, "error.exercise_input", self.lang, id=repr(self.id), name=repr(name),
                               names=", ".join(self._inputs)) from None

    def expected(self):
        """The right answer, computed with ragmetrics from the inputs (what ``check`` compares with)."""
        if not self._expected_cache:
            value = self.spec.expected(self.inputs)
            if self.spec.kind == "number":
                value = float(value)
            self._expected_cache.append(value)
        return self._expected_cache[0]

    def fields(self, lang: str | None = None) -> dict:
        """The fields the texts may use: each input shown as code, and the exercise's facts."""
        fields = {name: show_value(value) for name, value in self._inputs.items()}
        if self.spec.facts is not None:
            if self._facts_cache is None:
                self._facts_cache = dict(self.spec.facts(self.inputs))  # some facts run the lab: once per instance
            fields.update(self._facts_cache)
        fields["tolerance"] = _tolerance(self.spec.tolerance, lang or self.lang)  # prose: 0,5 in Spanish
        return fields

    def _t(self, key: str, lang: str, **extra) -> str:
        return t(key, lang, **{**self.fields(lang), **extra})

    # -- showing ------------------------------------------------------------------------------
    def title(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        return self._t(f"{self.spec.prefix}.title", lang)

    def question(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        return self._t(f"{self.spec.prefix}.question", lang)

    def options(self, lang: str | None = None) -> list[tuple[str, str]]:
        lang = lang or self.lang
        return [(label, self._t(f"{self.spec.prefix}.option.{label}", lang)) for label in self.spec.options]

    def answer_format(self, lang: str | None = None) -> str:
        lang = lang or self.lang
        spec = self.spec
        if spec.kind == "number":
            if spec.integer:
                return t("exercise.format.integer", lang)
            # "0.67 is fine for 2/3" only where it is true (|0.67 - 2/3| = 1/300) and still tells something
            key = "exercise.format.number" if 1 / 300 <= spec.tolerance < 0.1 else "exercise.format.number_plain"
            return t(key, lang, tolerance=_tolerance(spec.tolerance, lang))
        if spec.kind == "choice":
            # two options read "a or b", more "from a to c" (each language says it its own way)
            key = "exercise.format.choice_two" if len(spec.options) == 2 else "exercise.format.choice"
            return t(key, lang, first=spec.options[0], last=spec.options[-1])
        if spec.kind == "function":
            return t("exercise.format.function", lang, **self.fields(lang))
        return t("exercise.format.text", lang)

    def code(self) -> str:
        """The inputs as Python assignments (what the question card shows); a long list of dicts (a set of
        queries) one item per line, so that a learner computing by hand reads one query at a time."""
        def assignment(name, value) -> str:
            shown = show_value(value)
            items = thaw(value)
            if isinstance(items, list) and len(items) > 1 and all(isinstance(i, dict) for i in items) and len(shown) > 80:
                return f"{name} = [\n" + "".join(f"    {show_value(item)},\n" for item in items) + "]"
            return f"{name} = {shown}"
        return "\n".join(assignment(name, value) for name, value in self._inputs.items())

    def __repr__(self) -> str:
        lang = self.lang
        lines = [f"{t('exercise.label', lang)} {self.id} · {self.title(lang)}", "", self.question(lang)]
        if self._inputs:
            lines += ["", *("    " + line for line in self.code().splitlines())]
        if self.spec.kind == "choice":
            lines += [""] + [f"  {label}) {text}" for label, text in self.options(lang)]
        lines += ["", self.answer_format(lang)]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lang = self.lang
        parts = [
            f'<div class="rm-exercise" data-exercise="{escape(self.id)}" lang="{lang}" '
            'style="background:#ffffff;color:#1a1a1a;border:1px solid #c8c8c8;border-left:4px solid #1f5fa8;'
            'border-radius:4px;padding:8px 12px;margin:4px 0;line-height:1.45;">',
            f'<div style="font-weight:600;font-size:15px;">{escape(t("exercise.label", lang))} {escape(self.id)} · '
            f"{escape(self.title(lang))}</div>",
            f'<p style="margin:6px 0;">{code_spans(self.question(lang))}</p>',
        ]
        if self._inputs:
            parts.append(
                '<pre style="background:#f4f6f8;color:#1a1a1a;padding:6px 8px;border-radius:3px;margin:4px 0;'
                f'white-space:pre-wrap;">{escape(self.code())}</pre>'
            )
        if self.spec.kind == "choice":
            items = "".join(f"<li><b>{label})</b> {code_spans(text)}</li>" for label, text in self.options(lang))
            parts.append(f'<ul style="list-style:none;padding-left:4px;margin:4px 0;">{items}</ul>')
        parts.append(f'<div style="color:#444;font-size:12px;">{code_spans(self.answer_format(lang))}</div></div>')
        return "".join(parts)

    # -- checking -----------------------------------------------------------------------------
    def check(self, answer=..., *, lang: str | None = None) -> "Feedback":
        """Compare ``answer`` with the expected answer and say why it is right, or what the likely mistake is.

        Never raises on the answer. Returns a :class:`Feedback` (HTML in Jupyter, text elsewhere).
        """
        lang = self.lang if lang is None else check_language(lang)
        if answer is None or answer is Ellipsis:
            return self._feedback("unanswered", lang, t("feedback.unanswered", lang))
        try:
            if self.spec.kind == "function":
                from .coding import check_function  # the coding exercises' checker, on first use

                return check_function(self, answer, lang)
            if self.spec.kind == "number":
                return self._check_number(read_number(answer), lang)
            if self.spec.kind == "choice":
                return self._check_choice(read_choice(answer, self.spec.options, self._option_words), lang)
            return self._check_text(read_text(answer), lang, name_parts(answer))
        except Unreadable as unreadable:
            got = short_repr(answer)
            return self._feedback("invalid", lang, join_sentences(lang, t(unreadable.args[0], lang, got=got, limit=MAX_ANSWER_CHARS), self.answer_format(lang)))
        except Exception as error:  # a bug in an exercise definition: say so instead of a traceback
            return self._feedback("invalid", lang, t("feedback.internal_error", lang, error=f"{type(error).__name__}: {error}"))

    def _option_words(self, label: str) -> list[str]:
        """An option's text in every language (a learner may answer with the words instead of the letter)."""
        return [self._t(f"{self.spec.prefix}.option.{label}", lang) for lang in LANGUAGES]

    def why(self, lang: str, **extra) -> str:
        """Why the right answer is right, in ``lang`` (the text shown after a right answer, or as the solution).

        The exercise's why works through its own inputs; with inputs overridden to other values (and unless
        the exercise declares ``general_why``) it would contradict them, so a short text says instead that
        the answer is right for these inputs.
        """
        if self._changed and not self.spec.general_why:
            expected = extra.get("expected", self.expected())
            return t("exercise.why_other_inputs", lang, expected=expected, names=", ".join(f"`{name}`" for name in self._changed))
        return self._t(f"{self.spec.prefix}.why", lang, **extra)

    def _check_number(self, value: float, lang: str) -> "Feedback":
        spec = self.spec
        if math.isnan(value) or math.isinf(value):
            return self._feedback("invalid", lang, join_sentences(lang, t("feedback.invalid.nan", lang), self.answer_format(lang)))
        expected = self.expected()
        tolerance = spec.tolerance
        shown = _answer(expected, spec.integer, 4, lang)
        if _close(value, expected, tolerance, spec.integer):
            text = self.why(lang, expected=shown)
            if not spec.integer and value != expected and abs(value - expected) > 1e-12:
                text = join_sentences(lang, text, t("feedback.within_tolerance", lang, expected=shown, tolerance=_tolerance(tolerance, lang)))
            return self._feedback("correct", lang, text)
        for hint, wrong in self._wrong_values():
            if wrong is None or math.isnan(wrong) or _close(wrong, expected, tolerance, spec.integer):
                continue  # with these inputs the mistake gives the right number: nothing to recognise
            if _close(value, wrong, tolerance, spec.integer):
                return self._feedback("hint", lang, self.mistake_text(hint, wrong, lang), hint=hint.key)
        if not spec.integer and spec.unit_interval:
            if 1 < value <= 100 and _close(value / 100, expected, tolerance, False):
                return self._feedback("hint", lang, t("hint.percent", lang), hint="hint.percent")
            if value < 0 or value > 1:
                return self._feedback("hint", lang, t("hint.out_of_range", lang), hint="hint.out_of_range")
        if not spec.integer and abs(value - expected) <= max(4 * tolerance, 0.02):
            return self._feedback("hint", lang, t("hint.close", lang, tolerance=_tolerance(tolerance, lang)), hint="hint.close")
        return self._feedback("wrong", lang, t("feedback.retry", lang))

    def mistake_text(self, hint, wrong: float, lang: str | None = None) -> str:
        """The hint of a numeric mistake with the number it gives, written as the feedback writes it (−0,370 in
        Spanish): for the feedback and for the instructors' guide, so that both write it the same way."""
        lang = lang or self.lang
        return self._t(hint.key, lang, wrong=_answer(wrong, self.spec.integer, 3, lang))

    def _wrong_values(self) -> list:
        """(hint, the number its mistake gives with these inputs, or None if it cannot be computed), once per instance."""
        if self._wrong_cache is None:
            self._wrong_cache = []
            for hint in self.spec.hints:
                try:
                    wrong = float(hint.wrong(self.inputs))
                except Exception:
                    wrong = None
                self._wrong_cache.append((hint, wrong))
        return self._wrong_cache

    def _check_choice(self, label: str, lang: str) -> "Feedback":
        expected = self.expected()
        if label == expected:
            return self._feedback("correct", lang, self.why(lang, expected=expected))
        for hint in self.spec.hints:
            if label in hint.answers:
                return self._feedback("hint", lang, self._t(hint.key, lang, wrong=label), hint=hint.key)
        return self._feedback("wrong", lang, t("feedback.retry_choice", lang))

    def _check_text(self, folded: str, lang: str, parts: list[str] = ()) -> "Feedback":
        accepted = {fold_name(a) for a in self.spec.accepted}
        if folded in accepted or (parts and all(part in accepted for part in parts)):
            return self._feedback("correct", lang, self.why(lang, expected=self.expected()))
        for hint in self.spec.hints:
            if folded in {fold_name(a) for a in hint.answers}:
                return self._feedback("hint", lang, self._t(hint.key, lang, wrong=folded), hint=hint.key)
        return self._feedback("wrong", lang, t("feedback.retry_text", lang))

    def _feedback(self, status: str, lang: str, message: str, hint: str | None = None) -> "Feedback":
        return Feedback(exercise=self.id, status=status, lang=lang, message=message, hint=hint)


def _tolerance(tolerance: float, lang: str) -> str:
    """The tolerance as a sentence writes it (messages.write_number): 0.005 in English, 0,005 in Spanish."""
    return write_number(tolerance, "g", lang)


def _answer(value: float, integer: bool, digits: int, lang: str) -> str:
    """An expected (or mistaken) answer as a sentence writes it: 0,6667 and a true minus, −0,370, in Spanish; an
    integer answer without decimals (3, not 3.0000). A negative answer takes a true minus in every language, as the
    feedback's prose writes it beside a difference (−0.370 is A − B), not a hyphen."""
    text = write_number(float(value), ".0f" if integer else f".{digits}f", lang)
    if text[:1] in "-\u2212" and not text.strip("-\u22120.,"):
        return text[1:]  # −0,000 would read as a negative answer
    return "\u2212" + text[1:] if text.startswith("-") else text


def _close(value: float, target: float, tolerance: float, integer: bool) -> bool:
    if integer:
        return round(value) == value and int(value) == round(target)
    return abs(value - target) <= tolerance + 1e-12

