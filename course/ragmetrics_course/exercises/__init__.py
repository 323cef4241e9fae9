"""Exercises with instant feedback: a registry of exercises, ``check(...)``, and what a notebook shows.

An exercise is data (``Exercise``): its inputs, a function computing the expected answer from those
inputs with ``ragmetrics`` (never a typed-in number), and hints, each a function computing the value a
*likely mistake* gives on the same inputs (DCG instead of nDCG, precision divided by the number
retrieved, ...). Its texts (title, question, why, hints, options), in en, es and zh, are written in its
declaration in ``bank/chNN.py`` (catalog keys ``ex.<id>.*``; a mistake's hint ``hint.*`` beside the mistake);
``tools/build_course.py`` gathers them into the catalog file ``messages_exercises.json``.

In a notebook::

    from ragmetrics_course.exercises import exercise, check, exercise_list
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

from .answers import normalize_text
from .feedback import Feedback
from .instance import ExerciseInstance
from .listing import ExerciseList, exercise_list
from .registry import check, exercise, exercise_ids, register, registry
from .spec import CHAPTERS, DEFAULT_TOLERANCE, KINDS, OPTION_LABELS, STATUSES, Exercise, Hint

__all__ = [
    "Exercise",
    "ExerciseInstance",
    "ExerciseList",
    "Feedback",
    "Hint",
    "CHAPTERS",
    "KINDS",
    "STATUSES",
    "DEFAULT_TOLERANCE",
    "OPTION_LABELS",
    "register",
    "registry",
    "exercise",
    "exercise_ids",
    "check",
    "exercise_list",
    "normalize_text",
]
