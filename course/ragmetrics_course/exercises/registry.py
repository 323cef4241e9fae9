"""The course's exercises by id: the registry, and ``exercise``/``check`` by id.

The arrows point one way: the registry imports the exercise bank (which declares ``Exercise`` values
with ``spec.py`` only), never the reverse.
"""

from __future__ import annotations

import difflib

from ..messages import check_language, course_error, t
from .instance import ExerciseInstance
from .spec import CHAPTERS, Exercise

__all__ = ["register", "registry", "exercise_ids", "exercise", "check"]

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
        from .bank import EXERCISES  # on first use: building the bank computes nothing, but imports numpy

        for spec in EXERCISES:
            register(spec)
    return dict(_REGISTRY)


def exercise_ids(chapter: str | None = None, *, lang: str | None = None) -> list[str]:
    """Return the ids of a chapter's exercises ("01".."07"), or of every exercise, in order."""
    if chapter is not None and chapter not in CHAPTERS:
        raise course_error(ValueError, "error.one_of", lang, name="chapter", choices=", ".join(map(repr, CHAPTERS)),
                           got=repr(chapter))
    return [key for key, spec in registry().items() if chapter is None or spec.chapter == chapter]


def _lookup(exercise_id: str, lang: str | None = None) -> Exercise:
    specs = registry()
    try:
        return specs[exercise_id]
    except (KeyError, TypeError):
        close = difflib.get_close_matches(str(exercise_id), specs, n=3)
        hint = t("error.did_you_mean", lang, names=", ".join(map(repr, close))) if close else ""
        raise course_error(KeyError, "error.exercise_unknown", lang, got=repr(exercise_id), hint=hint) from None


def exercise(exercise_id: str, *, lang: str | None = None, **overrides) -> "ExerciseInstance":
    """Return the exercise ``exercise_id`` ready to show and check, in ``lang`` (default: the course language).

    ``overrides`` replace some inputs, e.g. ``exercise("04.recall_curve", k=k)``; an unknown name is
    a ValueError listing the inputs.
    """
    spec = _lookup(exercise_id, None if lang is None else check_language(lang))
    return ExerciseInstance(spec, lang=lang, **overrides)


def check(exercise_id, answer, *, lang: str | None = None, **overrides):
    """Check ``answer`` for the exercise ``exercise_id`` (an id or an ``ExerciseInstance``); never raises on the answer."""
    instance = exercise_id if isinstance(exercise_id, ExerciseInstance) else exercise(exercise_id, lang=lang, **overrides)
    return instance.check(answer, lang=lang)

