"""What an exercise is: its kind, inputs, expected answer, likely mistakes (``Hint``) and constants.

Data only: no registry, no texts, no checking. The exercise bank declares ``Exercise`` values with
these classes; the registry (``registry.py``) collects them; ``ExerciseInstance`` checks answers.
Inputs are frozen here (read-only dicts and tuples) and copied out to the learner. Inputs that are
texts may be given per language (``{"en": {...}, "es": {...}, "zh": {...}}``): ``Exercise.inputs_for``
picks one language's, and ``ExerciseInstance`` resolves them with its language.
"""

from __future__ import annotations

import copy
import math
import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping

__all__ = ["CHAPTERS", "KINDS", "STATUSES", "DEFAULT_TOLERANCE", "OPTION_LABELS", "Hint", "Exercise",
           "INPUT_LANGUAGES", "FrozenDict", "freeze", "thaw", "show_value"]

# The chapter stems of docs/course.md: "01" -> the notebook stem shared by notebooks/, solutions/, exercises/.
CHAPTERS = {
    "01": "01_recall_precision_f1",
    "02": "02_hit_rate_mrr",
    "03": "03_ndcg",
    "04": "04_evaluating_a_retriever",
    "05": "05_generation",
    "06": "06_conventions_pitfalls",
    "07": "07_interview_drill",
    "08": "08_lab",
    "09": "09_significance",
    "10": "10_evaluation_set",
    "11": "11_capstone",
    "12": "12_judging_answers",
    "13": "13_your_own_system",
}
KINDS = ("number", "choice", "text", "function")
# correct: right answer; hint: a known mistake recognised; wrong: not right, no known mistake;
# unanswered: None or the placeholder ``...``; invalid: an answer that cannot be read (a list for a number...).
STATUSES = ("correct", "hint", "wrong", "unanswered", "invalid")
DEFAULT_TOLERANCE = 0.005
OPTION_LABELS = "abcdefgh"
# The languages of inputs given per language (the course's languages, ragmetrics_course.messages.LANGUAGES).
INPUT_LANGUAGES = ("en", "es", "zh")


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


@dataclass(frozen=True, kw_only=True)
class Exercise:
    """One exercise: everything but its texts, which the catalog keeps under ``<prefix>.*``.

    - ``kind``: "number" (a float, or an int with ``integer=True``), "choice" (a letter among
      ``options``), "text" (a short answer; ``accepted`` are its normalised variants) or "function" (the
      learner writes a function: ``reference`` is the right one, from ragmetrics, ``cases(inputs)`` the
      ``coding.Case`` values it is run on; see ``coding.py``).
    - ``inputs``: the exercise's data; ``exercise(id, **overrides)`` may replace some of them. Texts
      the learner reads may be given per language, ``{"en": {...}, "es": {...}, "zh": {...}}`` (the
      same names in each): an instance uses its language's (``inputs_for``), and the expected answer,
      the hints and the facts are computed from those.
    - ``expected(inputs)``: the right answer, computed with ragmetrics (a float, an option label or
      the canonical text).
    - ``hints``: likely mistakes, tried in order after the right answer (for a function: ``wrong`` is a
      mistaken implementation, ``answers`` the exception names, or "nonfinite", that reveal a mistake).
    - ``facts(inputs)``: extra fields for the texts (e.g. ``n_relevant``).
    - ``prefix``: the catalog prefix of the texts, ``ex.<id>`` unless given (drills use their own).
    - ``source``: where the exercise comes from ("seed000.ex1", "new"), for the record.
    - ``general_why``: the ``why`` text holds for any inputs (it says nothing its fields do not compute).
      By default it is a worked example of the exercise's own inputs ("d3 has 1 judged non-relevant document
      above it: 1 − 1/min(4, 3)..."), so an instance whose inputs were overridden shows a short text saying
      that the answer is right for those inputs instead of arithmetic they would contradict.
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
    reference: Callable | None = None
    cases: Callable[[Mapping], list] | None = None
    general_why: bool = False

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"'kind' must be one of {', '.join(map(repr, KINDS))} (got {self.kind!r})")
        if not re.fullmatch(r"[0-9a-z]+\.[0-9a-z_]+", self.id):
            raise ValueError(f"'id' must look like '01.recall_seed' (got {self.id!r})")
        if self.kind == "choice" and (len(self.options) < 2 or any(o not in OPTION_LABELS for o in self.options)):
            raise ValueError(f"{self.id}: a choice exercise needs two or more options among {OPTION_LABELS!r}")
        if self.kind == "text" and not self.accepted:
            raise ValueError(f"{self.id}: a text exercise needs accepted answers")
        if self.kind == "function" and (self.reference is None or self.cases is None):
            raise ValueError(f"{self.id}: a function exercise needs a 'reference' function and its 'cases'")
        if self.kind == "number" and any(h.wrong is None for h in self.hints):
            raise ValueError(f"{self.id}: every hint of a numeric exercise needs a 'wrong' function")
        if self.tolerance < 0 or math.isnan(self.tolerance):
            raise ValueError(f"{self.id}: 'tolerance' must be >= 0 (got {self.tolerance!r})")
        if not self.prefix:
            object.__setattr__(self, "prefix", f"ex.{self.id}")
        if _by_language(self.inputs):
            names = {lang: list(self.inputs.get(lang, ())) for lang in INPUT_LANGUAGES}
            if set(self.inputs) != set(INPUT_LANGUAGES) or any(n != names["en"] for n in names.values()):
                raise ValueError(f"{self.id}: inputs given per language need {', '.join(INPUT_LANGUAGES)} "
                                 f"with the same names in each (got {names})")
        object.__setattr__(self, "inputs", freeze(self.inputs))

    @property
    def by_language(self) -> bool:
        """True when the inputs are given per language (``{"en": {...}, "es": {...}, "zh": {...}}``)."""
        return _by_language(self.inputs)

    def inputs_for(self, lang: str) -> Mapping[str, Any]:
        """The (frozen) inputs an instance in ``lang`` uses: that language's, if given per language."""
        return self.inputs[lang] if self.by_language else self.inputs

    @property
    def chapter(self) -> str:
        return self.id.split(".")[0]

    def text_keys(self) -> list[str]:
        """Every catalog key this exercise's texts use."""
        keys = [f"{self.prefix}.title", f"{self.prefix}.question", f"{self.prefix}.why"]
        keys += [f"{self.prefix}.option.{label}" for label in self.options]
        keys += [hint.key for hint in self.hints]
        if self.kind == "function":
            kinds = dict.fromkeys(case.kind for lang in INPUT_LANGUAGES for case in self.cases(thaw(self.inputs_for(lang))))
            keys += [f"{self.prefix}.{part}.{kind}" for kind in kinds for part in ("case", "advice")]
        return list(dict.fromkeys(keys))


def _by_language(inputs: Mapping) -> bool:
    return bool(inputs) and all(key in INPUT_LANGUAGES and isinstance(value, Mapping) for key, value in inputs.items())


class FrozenDict(dict):
    """A dict the registry keeps; learners get copies (``ExerciseInstance.inputs``)."""

    def _readonly(self, *args, **kwargs):
        raise TypeError("exercise inputs are read-only: use ex.inputs (a copy) to experiment")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _readonly


def freeze(value):
    if isinstance(value, Mapping):
        return FrozenDict({key: freeze(item) for key, item in value.items()})
    if isinstance(value, list):
        return FrozenList(freeze(item) for item in value)
    return value


class FrozenList(tuple):
    """A list kept as a tuple; thawed back to a list for the learner."""


def thaw(value):
    if isinstance(value, FrozenDict):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, FrozenList):
        return [thaw(item) for item in value]
    return copy.deepcopy(value)


def show_value(value) -> str:
    """An input as Python code: lists, dicts and strings as literals, floats short."""
    value = thaw(value)
    if isinstance(value, float):
        return f"{value:g}"
    return repr(value)

