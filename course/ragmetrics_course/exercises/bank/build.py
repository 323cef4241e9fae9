"""Declaring exercises: numeric ones with their likely mistakes, multiple choice, short answers."""

from __future__ import annotations

import re
from typing import Callable, Mapping

from ..spec import DEFAULT_TOLERANCE, OPTION_LABELS, Exercise, Hint
from .library import ranking_facts
from .texts import Text, declare_texts, tr

__all__ = ["number", "choice", "text", "function", "declared", "tr"]

_DECLARED: dict[str, Exercise] = {}  # id -> exercise, in the order the chapter modules declare them


def _declare(spec: Exercise, texts: Mapping[str, Text]) -> Exercise:
    """Register ``spec`` and its texts (keys relative to its prefix: "title", "question", "why", "option.a"...)."""
    if spec.id in _DECLARED:
        raise ValueError(f"exercise {spec.id!r} is declared twice in the exercise bank")
    _DECLARED[spec.id] = spec
    declare_texts(texts, f"{spec.prefix}.")
    return spec


def declared() -> tuple[Exercise, ...]:
    """Every exercise the chapter modules declared so far, in order."""
    return tuple(_DECLARED.values())


def number(id: str, expected: Callable[[Mapping], float], inputs: Mapping, hints: tuple[Hint, ...], *,
           facts: Callable | None = ranking_facts, tolerance: float = DEFAULT_TOLERANCE, integer: bool = False,
           unit_interval: bool = True, source: str = "new", topic: str = "", texts: Mapping[str, Text],
           general_why: bool = False) -> Exercise:
    """A numeric exercise: the answer is ``expected(inputs)``; each hint computes a likely wrong value.
    ``general_why``: its why text holds for any inputs (see ``Exercise``)."""
    return _declare(Exercise(id=id, kind="number", inputs=inputs, expected=expected, hints=tuple(hints),
                             tolerance=0.0 if integer else tolerance, integer=integer, unit_interval=unit_interval,
                             facts=facts, source=source, topic=topic, general_why=general_why), texts)


def choice(id: str, n_options: int, expected: Callable[[Mapping], str] | str, *, inputs: Mapping | None = None,
           facts: Callable | None = None, source: str = "new", topic: str = "", texts: Mapping[str, Text]) -> Exercise:
    """A multiple-choice exercise with options a, b, c...; every wrong option explains itself
    (catalog key ``ex.<id>.option.<label>.why``). ``expected`` is the right label, or a function
    computing it from the inputs with ragmetrics."""
    labels = tuple(OPTION_LABELS[:n_options])
    answer = expected if callable(expected) else (lambda _inputs, label=expected: label)
    fixed = None if callable(expected) else expected
    hints = tuple(Hint(key=f"ex.{id}.option.{label}.why", answers=(label,)) for label in labels if label != fixed)
    return _declare(Exercise(id=id, kind="choice", inputs=inputs or {}, expected=answer, hints=hints, options=labels,
                             facts=facts, source=source, topic=topic), texts)


def glossary_terms(concept_id: str) -> tuple[str, ...]:
    """Every name the glossary gives a concept, in every language: "tasa de aciertos (hit rate), HitRate@k"
    gives "tasa de aciertos", "hit rate", "HitRate@k"."""
    from ...glossary import concepts  # the course's glossary.json

    found = [concept for concept in concepts() if concept["id"] == concept_id]
    if not found:
        raise ValueError(f"no concept {concept_id!r} in glossary.json")
    names = []
    for term in found[0]["term"].values():
        names += [name.strip() for name in re.split(r"[,、()（）]", term) if name.strip()]
    return tuple(dict.fromkeys(names))


def text(id: str, accepted: tuple[str, ...], wrong: Mapping[str, tuple[str, ...]] | None = None, *,
         glossary: str = "", inputs: Mapping | None = None, facts: Callable | None = None, source: str = "new",
         topic: str = "", texts: Mapping[str, Text]) -> Exercise:
    """A short-answer exercise: ``accepted`` are the right answers (any language, compared after
    :func:`~ragmetrics_course.exercises.answers.fold_name`, which lets articles, number, gender, accents and
    head nouns such as "model" or 器 vary), plus every name of the glossary's concept ``glossary``; ``wrong``
    maps a name to answers that get the hint ``ex.<id>.wrong.<name>``."""
    if glossary:
        accepted = tuple(dict.fromkeys((*accepted, *glossary_terms(glossary))))
    hints = tuple(Hint(key=f"ex.{id}.wrong.{name}", answers=tuple(answers)) for name, answers in (wrong or {}).items())
    return _declare(Exercise(id=id, kind="text", inputs=inputs or {}, expected=lambda _inputs: accepted[0],
                             hints=hints, accepted=tuple(accepted), facts=facts, source=source, topic=topic), texts)


def function(id: str, reference: Callable, cases: Callable[[Mapping], list], inputs: Mapping, hints: tuple[Hint, ...], *,
             facts: Callable | None = None, source: str = "new", topic: str = "", texts: Mapping[str, Text]) -> Exercise:
    """A coding exercise: the learner writes a function, checked against ``reference`` (ragmetrics) on
    ``cases(inputs)`` (``coding.Case`` values); ``inputs`` are the worked example shown on the card, and the
    expected answer is the reference's value on it. Each hint is a mistaken implementation (``wrong``) or the
    names of exceptions (``answers``) that reveal a mistake."""
    def expected(i):
        return reference(*next(iter(cases(i))).args)

    return _declare(Exercise(id=id, kind="function", inputs=inputs, expected=expected, hints=tuple(hints),
                             reference=reference, cases=cases, facts=facts, source=source, topic=topic), texts)
