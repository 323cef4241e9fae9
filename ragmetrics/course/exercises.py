"""Exercises with instant feedback: a registry of exercises, ``check(...)``, and what a notebook shows.

An exercise is data (``Exercise``): its inputs, a function computing the expected answer from those
inputs with ``ragmetrics`` (never a typed-in number), and hints, each a function computing the value a
*likely mistake* gives on the same inputs (DCG instead of nDCG, precision divided by the number
retrieved, ...). The texts (title, question, why, hints, options) live in the message catalog
(``messages_exercises.json``) under ``ex.<id>.*`` and ``hint.*``, in es, zh and en.

In a notebook::

    from ragmetrics.course.exercises import exercise, check, exercise_list
    ex = exercise("01.recall_seed")     # shows the question card (title, question, inputs, answer format)
    answer = ...                        # the learner's answer
    ex.check(answer)                    # feedback: a coloured box (icon + words) in Jupyter, text elsewhere

    check("01.recall_seed", answer)     # the same, by id
    exercise_list("01")                 # a chapter's exercises, with links to the exercise notebook

``check`` never raises on an answer: ``None`` or ``...`` (the untouched placeholder) is "not
answered yet", text it cannot read says what it expected, and a number is compared with the
expected value within the exercise's tolerance (0.005 by default, so 0.67 is right for 2/3).

>>> ex = exercise("01.recall_seed", lang="en")
>>> ex["retrieved"], ex["relevant"], ex["k"]
([1, 2, 3, 4, 5], [3, 6, 9], 5)
>>> ex.check(None).status
'unanswered'
>>> ex.check(0.33).status, ex.check("1/3").status
('correct', 'correct')
>>> feedback = ex.check(0.2)                    # Precision@5, not Recall@5
>>> feedback.status, feedback.hint
('hint', 'hint.precision_not_recall')
"""

from __future__ import annotations

import copy
import difflib
import math
import numbers
import re
import unicodedata
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from typing import Any, Callable, Mapping

from .messages import check_language, get_language, t

__all__ = [
    "Exercise",
    "ExerciseInstance",
    "Feedback",
    "Hint",
    "CHAPTERS",
    "STATUSES",
    "register",
    "registry",
    "exercise",
    "exercise_ids",
    "check",
    "exercise_list",
    "normalize_text",
]

# The chapter stems of docs/course.md: "01" -> the notebook stem shared by notebooks/, solutions/, exercises/.
CHAPTERS = {
    "01": "01_recall_precision_f1",
    "02": "02_hit_rate_mrr",
    "03": "03_ndcg",
    "04": "04_evaluating_a_retriever",
    "05": "05_generation",
    "06": "06_conventions_pitfalls",
    "07": "07_interview_drill",
}
KINDS = ("number", "choice", "text")
# correct: right answer; hint: a known mistake recognised; wrong: not right, no known mistake;
# unanswered: None or the placeholder ``...``; invalid: an answer that cannot be read (a list for a number...).
STATUSES = ("correct", "hint", "wrong", "unanswered", "invalid")
DEFAULT_TOLERANCE = 0.005
OPTION_LABELS = "abcdefgh"


# --------------------------------------------------------------------------------------------
# Definitions
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hint:
    """A likely mistake: ``wrong(inputs)`` computes the value it gives (numeric exercises), and
    ``key`` names its message in the catalog (fields: the exercise's fields and ``wrong``).

    For choice and text exercises a hint has no function: ``answers`` lists the option labels or
    the normalised texts that trigger it.
    """

    key: str
    wrong: Callable[[Mapping], float] | None = None
    answers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Exercise:
    """One exercise: everything but its texts, which the catalog keeps under ``<prefix>.*``.

    - ``kind``: "number" (a float, or an int with ``integer=True``), "choice" (a letter among
      ``options``) or "text" (a short answer; ``accepted`` are its normalised variants).
    - ``inputs``: the exercise's data; ``exercise(id, **overrides)`` may replace some of them.
    - ``expected(inputs)``: the right answer, computed with ragmetrics (a float, an option label or
      the canonical text).
    - ``hints``: likely mistakes, tried in order after the right answer.
    - ``facts(inputs)``: extra fields for the texts (e.g. ``n_relevant``).
    - ``prefix``: the catalog prefix of the texts, ``ex.<id>`` unless given (drills use their own).
    - ``source``: where the exercise comes from ("seed000.ex1", "new"), for the record.
    """

    id: str
    kind: str
    inputs: Mapping[str, Any]
    expected: Callable[[Mapping], Any]
    hints: tuple[Hint, ...] = ()
    tolerance: float = DEFAULT_TOLERANCE
    integer: bool = False
    unit_interval: bool = True
    options: tuple[str, ...] = ()
    accepted: tuple[str, ...] = ()
    facts: Callable[[Mapping], Mapping] | None = None
    prefix: str = ""
    source: str = "new"
    topic: str = ""

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"'kind' must be one of {', '.join(map(repr, KINDS))} (got {self.kind!r})")
        if not re.fullmatch(r"[0-9a-z]+\.[0-9a-z_]+", self.id):
            raise ValueError(f"'id' must look like '01.recall_seed' (got {self.id!r})")
        if self.kind == "choice" and (len(self.options) < 2 or any(o not in OPTION_LABELS for o in self.options)):
            raise ValueError(f"{self.id}: a choice exercise needs two or more options among {OPTION_LABELS!r}")
        if self.kind == "text" and not self.accepted:
            raise ValueError(f"{self.id}: a text exercise needs accepted answers")
        if self.kind == "number" and any(h.wrong is None for h in self.hints):
            raise ValueError(f"{self.id}: every hint of a numeric exercise needs a 'wrong' function")
        if self.tolerance < 0 or math.isnan(self.tolerance):
            raise ValueError(f"{self.id}: 'tolerance' must be >= 0 (got {self.tolerance!r})")
        if not self.prefix:
            object.__setattr__(self, "prefix", f"ex.{self.id}")
        object.__setattr__(self, "inputs", _freeze(self.inputs))

    @property
    def chapter(self) -> str:
        return self.id.split(".")[0]

    def text_keys(self) -> list[str]:
        """Every catalog key this exercise's texts use."""
        keys = [f"{self.prefix}.title", f"{self.prefix}.question", f"{self.prefix}.why"]
        keys += [f"{self.prefix}.option.{label}" for label in self.options]
        keys += [hint.key for hint in self.hints]
        return keys


_REGISTRY: dict[str, Exercise] = {}
_LOADED = False


def register(spec: Exercise) -> Exercise:
    """Add ``spec`` to the registry (the exercise bank's modules call this); an id registered twice is an error."""
    if spec.id in _REGISTRY:
        raise ValueError(f"exercise {spec.id!r} is registered twice")
    _REGISTRY[spec.id] = spec
    return spec


def registry() -> dict[str, Exercise]:
    """Return {id: Exercise} for every exercise of the course, in chapter order."""
    global _LOADED
    if not _LOADED:
        _LOADED = True
        from . import exercise_bank  # noqa: F401  (registers every chapter's exercises)
    return dict(_REGISTRY)


def exercise_ids(chapter: str | None = None) -> list[str]:
    """Return the ids of a chapter's exercises ("01".."07"), or of every exercise, in order."""
    if chapter is not None and chapter not in CHAPTERS:
        raise ValueError(f"'chapter' must be one of {', '.join(map(repr, CHAPTERS))} (got {chapter!r})")
    return [key for key, spec in registry().items() if chapter is None or spec.chapter == chapter]


def _lookup(exercise_id: str) -> Exercise:
    specs = registry()
    try:
        return specs[exercise_id]
    except (KeyError, TypeError):
        close = difflib.get_close_matches(str(exercise_id), specs, n=3)
        hint = f"; did you mean {', '.join(map(repr, close))}?" if close else ""
        raise KeyError(f"unknown exercise {exercise_id!r}{hint}") from None


def exercise(exercise_id: str, *, lang: str | None = None, **overrides) -> "ExerciseInstance":
    """Return the exercise ``exercise_id`` ready to show and check, in ``lang`` (default: the course language).

    ``overrides`` replace some inputs, e.g. ``exercise("04.recall_curve", k=k)``; an unknown name is
    a ValueError listing the inputs.
    """
    spec = _lookup(exercise_id)
    return ExerciseInstance(spec, lang=lang, **overrides)


def check(exercise_id, answer, *, lang: str | None = None, **overrides) -> "Feedback":
    """Check ``answer`` for the exercise ``exercise_id`` (an id or an ``ExerciseInstance``); never raises on the answer."""
    instance = exercise_id if isinstance(exercise_id, ExerciseInstance) else exercise(exercise_id, lang=lang, **overrides)
    return instance.check(answer, lang=lang)


# --------------------------------------------------------------------------------------------
# Inputs: frozen in the registry, copied out to the learner
# --------------------------------------------------------------------------------------------


class _FrozenDict(dict):
    """A dict the registry keeps; learners get copies (``ExerciseInstance.inputs``)."""

    def _readonly(self, *args, **kwargs):
        raise TypeError("exercise inputs are read-only: use ex.inputs (a copy) to experiment")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _readonly


def _freeze(value):
    if isinstance(value, Mapping):
        return _FrozenDict({key: _freeze(item) for key, item in value.items()})
    if isinstance(value, list):
        return _FrozenList(_freeze(item) for item in value)
    return value


class _FrozenList(tuple):
    """A list kept as a tuple; thawed back to a list for the learner."""


def _thaw(value):
    if isinstance(value, _FrozenDict):
        return {key: _thaw(item) for key, item in value.items()}
    if isinstance(value, _FrozenList):
        return [_thaw(item) for item in value]
    return copy.deepcopy(value)


def _show_value(value) -> str:
    """An input as Python code: lists, dicts and strings as literals, floats short."""
    value = _thaw(value)
    if isinstance(value, float):
        return f"{value:g}"
    return repr(value)


# --------------------------------------------------------------------------------------------
# Reading answers
# --------------------------------------------------------------------------------------------


class _Unreadable(Exception):
    """The answer cannot be read as the exercise's kind; args[0] is the catalog key saying why."""


_NUMBER = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$")


def _number(answer) -> float:
    """The answer as a float: ints, floats, numpy scalars, Fractions, Decimals, "2/3", "0,67", "67%"."""
    if isinstance(answer, bool):
        raise _Unreadable("feedback.invalid.bool")
    if isinstance(answer, str):
        text = unicodedata.normalize("NFKC", answer).strip().replace(" ", "")
        percent = text.endswith("%")
        text = text.rstrip("%")
        try:
            if "/" in text:
                num, den = text.split("/", 1)
                value = float(Fraction(num.replace(",", ".")) / Fraction(den.replace(",", ".")))
            elif _NUMBER.match(text):
                value = float(text.replace(",", "."))
            else:
                raise _Unreadable("feedback.invalid.text")
        except (ValueError, ZeroDivisionError):
            raise _Unreadable("feedback.invalid.text") from None
        return value / 100 if percent else value
    if isinstance(answer, (list, tuple, set, dict)):
        raise _Unreadable("feedback.invalid.collection")
    shape = getattr(answer, "shape", None)
    if shape is not None and shape != ():  # a numpy array with several values
        raise _Unreadable("feedback.invalid.collection")
    if isinstance(answer, numbers.Complex) and not isinstance(answer, numbers.Real):
        if answer.imag != 0:  # also numpy complex scalars, which float() would silently cut (with a warning)
            raise _Unreadable("feedback.invalid.number")
        answer = answer.real
    if isinstance(answer, numbers.Number) or hasattr(answer, "__float__"):
        try:
            return float(answer)
        except Exception:  # whatever a learner's object raises, it is not a number we can read
            raise _Unreadable("feedback.invalid.number") from None
    raise _Unreadable("feedback.invalid.number")


_STRIP = re.compile(r"[\s\-_·.,;:!?'\"`()（）【】\[\]{}。，：；！？、]+")


def normalize_text(text: str) -> str:
    """Fold a short answer for comparison: NFKC, case-folded, spaces and punctuation dropped, "@k"/"@5" dropped.

    >>> normalize_text(" Hit-Rate@5 "), normalize_text("命中率（Hit Rate）"), normalize_text("Tasa de aciertos")
    ('hitrate', '命中率hitrate', 'tasadeaciertos')
    """
    text = unicodedata.normalize("NFKC", str(text)).casefold()
    text = re.sub(r"@\s*(k|\d+)\b", "", text)
    return _STRIP.sub("", text)


def _text(answer) -> str:
    if not isinstance(answer, str):
        raise _Unreadable("feedback.invalid.not_text")
    folded = normalize_text(answer)
    if not folded:
        raise _Unreadable("feedback.invalid.empty")
    return folded


def _choice(answer, instance: "ExerciseInstance") -> str:
    if not isinstance(answer, str):
        raise _Unreadable("feedback.invalid.not_letter")
    spec = instance.spec
    text = unicodedata.normalize("NFKC", answer).strip().casefold()
    letter = re.fullmatch(r"[(\[]?\s*([a-h])\s*[)\].:]?", text)
    if letter and letter.group(1) in spec.options:
        return letter.group(1)
    folded = normalize_text(answer)
    for label in spec.options:  # the option's own words, in any language
        for other in ("en", "es", "zh"):
            if folded and folded == normalize_text(instance._t(f"{spec.prefix}.option.{label}", other)):
                return label
    raise _Unreadable("feedback.invalid.not_letter")


# --------------------------------------------------------------------------------------------
# One exercise, ready to show and check
# --------------------------------------------------------------------------------------------


class ExerciseInstance:
    """An exercise with its inputs (defaults plus overrides) and a language: shows itself, checks answers.

    ``ex["retrieved"]`` and ``ex.inputs`` give copies of the inputs, so editing them never changes the
    expected answer.
    """

    def __init__(self, spec: Exercise, *, lang: str | None = None, **overrides):
        unknown = sorted(set(overrides) - set(spec.inputs))
        if unknown:
            raise ValueError(
                f"exercise {spec.id!r} has no input {unknown[0]!r} to override (its inputs: {', '.join(spec.inputs)})"
            )
        self.spec = spec
        self._lang = None if lang is None else check_language(lang)
        self._inputs = _FrozenDict({**spec.inputs, **{key: _freeze(value) for key, value in overrides.items()}})
        self._expected_cache: list = []

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
        return _thaw(self._inputs)

    def __getitem__(self, name):
        try:
            return _thaw(self._inputs[name])
        except KeyError:
            raise KeyError(f"exercise {self.id!r} has no input {name!r} (its inputs: {', '.join(self._inputs)})") from None

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
        fields = {name: _show_value(value) for name, value in self._inputs.items()}
        if self.spec.facts is not None:
            fields.update(self.spec.facts(self.inputs))
        fields["tolerance"] = f"{self.spec.tolerance:g}"
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
            return t("exercise.format.number", lang, tolerance=f"{spec.tolerance:g}")
        if spec.kind == "choice":
            return t("exercise.format.choice", lang, first=spec.options[0], last=spec.options[-1])
        return t("exercise.format.text", lang)

    def code(self) -> str:
        """The inputs as Python assignments (what the question card shows)."""
        return "\n".join(f"{name} = {_show_value(value)}" for name, value in self._inputs.items())

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
            f'<p style="margin:6px 0;">{_code_spans(self.question(lang))}</p>',
        ]
        if self._inputs:
            parts.append(
                '<pre style="background:#f4f6f8;color:#1a1a1a;padding:6px 8px;border-radius:3px;margin:4px 0;'
                f'white-space:pre-wrap;">{escape(self.code())}</pre>'
            )
        if self.spec.kind == "choice":
            items = "".join(f"<li><b>{label})</b> {_code_spans(text)}</li>" for label, text in self.options(lang))
            parts.append(f'<ul style="list-style:none;padding-left:4px;margin:4px 0;">{items}</ul>')
        parts.append(f'<div style="color:#444;font-size:12px;">{escape(self.answer_format(lang))}</div></div>')
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
            if self.spec.kind == "number":
                return self._check_number(_number(answer), lang)
            if self.spec.kind == "choice":
                return self._check_choice(_choice(answer, self), lang)
            return self._check_text(_text(answer), lang)
        except _Unreadable as unreadable:
            got = _short_repr(answer)
            return self._feedback("invalid", lang, _join(lang, t(unreadable.args[0], lang, got=got), self.answer_format(lang)))
        except Exception as error:  # a bug in an exercise definition: say so instead of a traceback
            return self._feedback("invalid", lang, t("feedback.internal_error", lang, error=f"{type(error).__name__}: {error}"))

    def _why(self, lang: str, **extra) -> str:
        return self._t(f"{self.spec.prefix}.why", lang, **extra)

    def _check_number(self, value: float, lang: str) -> "Feedback":
        spec = self.spec
        if math.isnan(value) or math.isinf(value):
            return self._feedback("invalid", lang, _join(lang, t("feedback.invalid.nan", lang), self.answer_format(lang)))
        expected = self.expected()
        tolerance = spec.tolerance
        shown = f"{expected:g}" if spec.integer else f"{expected:.4f}"
        if _close(value, expected, tolerance, spec.integer):
            text = self._why(lang, expected=shown)
            if not spec.integer and value != expected and abs(value - expected) > 1e-12:
                text = _join(lang, text, t("feedback.within_tolerance", lang, expected=shown, tolerance=f"{tolerance:g}"))
            return self._feedback("correct", lang, text)
        for hint in spec.hints:
            try:
                wrong = float(hint.wrong(self.inputs))
            except Exception:
                continue
            if math.isnan(wrong) or _close(wrong, expected, tolerance, spec.integer):
                continue  # with these inputs the mistake gives the right number: nothing to recognise
            if _close(value, wrong, tolerance, spec.integer):
                shown_wrong = f"{wrong:g}" if spec.integer else f"{wrong:.3f}"
                return self._feedback("hint", lang, self._t(hint.key, lang, wrong=shown_wrong), hint=hint.key)
        if not spec.integer and spec.unit_interval:
            if 1 < value <= 100 and _close(value / 100, expected, tolerance, False):
                return self._feedback("hint", lang, t("hint.percent", lang), hint="hint.percent")
            if value < 0 or value > 1:
                return self._feedback("hint", lang, t("hint.out_of_range", lang), hint="hint.out_of_range")
        if not spec.integer and abs(value - expected) <= max(4 * tolerance, 0.02):
            return self._feedback("hint", lang, t("hint.close", lang, tolerance=f"{tolerance:g}"), hint="hint.close")
        return self._feedback("wrong", lang, t("feedback.retry", lang))

    def _check_choice(self, label: str, lang: str) -> "Feedback":
        expected = self.expected()
        if label == expected:
            return self._feedback("correct", lang, self._why(lang, expected=expected))
        for hint in self.spec.hints:
            if label in hint.answers:
                return self._feedback("hint", lang, self._t(hint.key, lang, wrong=label), hint=hint.key)
        return self._feedback("wrong", lang, t("feedback.retry_choice", lang))

    def _check_text(self, folded: str, lang: str) -> "Feedback":
        if folded in {normalize_text(a) for a in self.spec.accepted}:
            return self._feedback("correct", lang, self._why(lang, expected=self.expected()))
        for hint in self.spec.hints:
            if folded in {normalize_text(a) for a in hint.answers}:
                return self._feedback("hint", lang, self._t(hint.key, lang, wrong=folded), hint=hint.key)
        return self._feedback("wrong", lang, t("feedback.retry_text", lang))

    def _feedback(self, status: str, lang: str, message: str, hint: str | None = None) -> "Feedback":
        return Feedback(exercise=self.id, status=status, lang=lang, message=message, hint=hint)


def _colon(lang: str) -> str:
    return "：" if lang == "zh" else ": "


def _short_repr(value) -> str:
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


def _join(lang: str, *sentences: str) -> str:
    """Sentences one after the other: a space between them, none after Chinese punctuation."""
    return ("" if lang == "zh" else " ").join(sentences)


def _code_spans(text: str) -> str:
    """Escape ``text`` for HTML and show its `code` spans as <code>."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", escape(text))


def _close(value: float, target: float, tolerance: float, integer: bool) -> bool:
    if integer:
        return round(value) == value and int(value) == round(target)
    return abs(value - target) <= tolerance + 1e-12


# --------------------------------------------------------------------------------------------
# Feedback
# --------------------------------------------------------------------------------------------

_LOOK = {
    # status: (icon, border colour, background) -- colour is never the only cue: icon and words too.
    "correct": ("✔", "#1b7837", "#e8f4ea"),
    "hint": ("✘", "#b35806", "#fdf1e4"),
    "wrong": ("✘", "#b35806", "#fdf1e4"),
    "unanswered": ("✎", "#5a6270", "#f1f3f5"),
    "invalid": ("?", "#6a3d9a", "#f3eef8"),
}


@dataclass(frozen=True)
class Feedback:
    """What ``check`` says: a status (one of STATUSES), a headline and a message in ``lang``.

    Shown as a coloured box with an icon and words in Jupyter (``_repr_html_``), as text elsewhere.
    ``hint`` is the catalog key of the recognised mistake, if any. ``correct`` is True only when right.
    """

    exercise: str
    status: str
    lang: str
    message: str
    hint: str | None = field(default=None)

    @property
    def correct(self) -> bool:
        return self.status == "correct"

    @property
    def headline(self) -> str:
        return t(f"feedback.status.{self.status}", self.lang)

    @property
    def icon(self) -> str:
        return _LOOK[self.status][0]

    def __str__(self) -> str:
        return f"{self.icon} {self.headline}{_colon(self.lang)}{self.message}"

    def __repr__(self) -> str:
        return f"{self.icon} {self.headline} ({self.exercise}){_colon(self.lang)}{self.message}"

    def _repr_html_(self) -> str:
        icon, border, background = _LOOK[self.status]
        return (
            f'<div class="rm-feedback rm-feedback-{self.status}" role="status" aria-live="polite" '
            f'data-exercise="{escape(self.exercise)}" data-status="{self.status}" lang="{self.lang}" '
            f'style="background:{background};color:#1a1a1a;border:1px solid {border};border-left:6px solid {border};'
            'border-radius:4px;padding:6px 10px;margin:4px 0;line-height:1.45;">'
            f'<span aria-hidden="true" style="font-weight:700;color:{border};margin-right:6px;">{icon}</span>'
            f'<strong>{escape(self.headline)}</strong> '
            + ("" if self.exercise.startswith("drill.") else f'<span style="color:#555;font-size:12px;">({escape(self.exercise)})</span>')
            + "<br>"
            f"<span>{_code_spans(self.message)}</span></div>"
        )


# --------------------------------------------------------------------------------------------
# A chapter's list of exercises, with links
# --------------------------------------------------------------------------------------------


class ExerciseList:
    """A chapter's exercises (titles in ``lang``) and links to its exercise and solution notebooks."""

    def __init__(self, chapter: str, lang: str | None = None):
        if chapter in CHAPTERS.values():
            chapter = chapter[:2]
        if chapter not in CHAPTERS:
            raise ValueError(f"'chapter' must be one of {', '.join(map(repr, CHAPTERS))} (got {chapter!r})")
        self.chapter = chapter
        self._lang = None if lang is None else check_language(lang)

    @property
    def lang(self) -> str:
        return self._lang or get_language()

    def links(self) -> tuple[str, str]:
        """The relative links from a chapter notebook (notebooks/<lang>/) to its exercises and solutions."""
        stem = CHAPTERS[self.chapter]
        return f"../../exercises/{self.lang}/{stem}.ipynb", f"../../solutions/{self.lang}/{stem}.ipynb"

    def items(self) -> list[tuple[str, str]]:
        return [(key, exercise(key, lang=self.lang).title()) for key in exercise_ids(self.chapter)]

    def __repr__(self) -> str:
        lang = self.lang
        exercises, solutions = self.links()
        lines = [t("exercise.list.heading", lang, n=len(self.items()), chapter=self.chapter)]
        lines += [f"  {key}  {title}" for key, title in self.items()]
        lines += [t("exercise.list.open", lang, path=exercises), t("exercise.list.solutions", lang, path=solutions)]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        lang = self.lang
        exercises, solutions = self.links()
        items = "".join(f"<li><code>{escape(key)}</code> {escape(title)}</li>" for key, title in self.items())
        return (
            f'<div class="rm-exercise-list" lang="{lang}" style="background:#ffffff;color:#1a1a1a;border:1px solid #c8c8c8;'
            'border-radius:4px;padding:8px 12px;">'
            f"<strong>{escape(t('exercise.list.heading', lang, n=len(self.items()), chapter=self.chapter))}</strong>"
            f'<ol style="margin:4px 0;">{items}</ol>'
            f'<a href="{escape(exercises)}">{escape(t("exercise.list.open", lang, path=exercises))}</a><br>'
            f'<a href="{escape(solutions)}">{escape(t("exercise.list.solutions", lang, path=solutions))}</a></div>'
        )


def exercise_list(chapter: str, lang: str | None = None) -> ExerciseList:
    """Show a chapter's exercises with links to ``exercises/<lang>/<stem>.ipynb`` and its solutions.

    >>> print(exercise_list("02", lang="en").links()[0])
    ../../exercises/en/02_hit_rate_mrr.ipynb
    """
    return ExerciseList(chapter, lang)
