"""The line under a multiple-choice card (and in its feedback) names the option letters the way each language does."""

from __future__ import annotations

import pytest

from ragmetrics_course.exercises import exercise, registry

CHOICES = {len(spec.options): key for key, spec in registry().items() if spec.kind == "choice"}


@pytest.mark.parametrize("lang, two, three", [
    ("en", "Answer with the letter of one option, a or b.", "Answer with the letter of one option, from a to c."),
    ("es", "Responde con la letra de una opción, la a o la b.", "Responde con la letra de una opción, de la a a la c."),
    ("zh", "请填写一个选项的字母（a 或 b）。", "请填写一个选项的字母（从 a 到 c）。"),
])
def test_the_answer_format_follows_the_number_of_options(lang, two, three):
    assert {2, 3} <= set(CHOICES), "the bank has choice exercises with two and with three options"
    assert exercise(CHOICES[2], lang=lang).answer_format() == two
    assert exercise(CHOICES[3], lang=lang).answer_format() == three


@pytest.mark.parametrize("lang", ["en", "es", "zh"])
def test_an_unreadable_choice_answer_gets_the_same_line(lang):
    ex = exercise(CHOICES[3], lang=lang)
    feedback = ex.check("z")
    assert feedback.status == "invalid" and ex.answer_format() in feedback.message
    assert '"' not in ex.answer_format()  # no straight quotes around the letters in any language
