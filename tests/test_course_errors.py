"""A learner's mistakes at the course's entry points are refused in the learner's language (docs/course.md, "Errors").

The course's widgets, exercises and drill check their arguments and word the refusal with the catalog's
``error.*`` texts (``course_error``); the package's own errors (``ragmetrics.*``) are for programmers and stay
in English. A test reads the entry-point modules and fails on a ``raise`` with a literal message, so that a new
check cannot slip in in English only.
"""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest

from ragmetrics_course import get_language, set_language
from ragmetrics_course.drills import DrillWidget, make_drill, run_drill_cli
from ragmetrics_course.exercises import exercise, exercise_list
from ragmetrics_course.messages import LANGUAGES, check_language, course_error, t
from ragmetrics_course.state import RankingState

ROOT = Path(__file__).resolve().parent.parent
# Where a learner's own values arrive: widgets and their state, the exercises' lookup and inputs, the drill.
ENTRY_POINTS = ["playground.py", "state.py", "exercises/registry.py", "exercises/instance.py", "exercises/listing.py",
                "drills/questions.py", "drills/cli.py", "drills/widget.py", "messages.py"]
# Raises there that only a programmer meets (the course's own code passing a wrong value), by function.
FOR_PROGRAMMERS = {"course_measure", "ranking_question", "_relabel", "_render", "__getattr__", "t", "register", "catalog"}


def _literal_raises(path: Path) -> list[str]:
    """The raises in ``path`` whose message is written in the code (a string, not the catalog's)."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) or function.name in FOR_PROGRAMMERS:
            continue
        for node in ast.walk(function):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                if isinstance(node.exc.args[0], (ast.Constant, ast.JoinedStr)):
                    found.append(f"{path.name}:{node.lineno} in {function.name}()")
    return found


def test_no_entry_point_refuses_a_learner_in_english_only():
    found = [hit for name in ENTRY_POINTS for hit in _literal_raises(ROOT / "course" / "ragmetrics_course" / name)]
    assert found == [], "use course_error(kind, 'error.<key>', lang, ...) with a catalog text:\n" + "\n".join(found)


def test_the_check_catches_an_english_only_raise(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("def f(x):\n    raise ValueError(f\"'x' must be positive (got {x})\")\n"
                      "def g(x):\n    raise course_error(ValueError, 'error.positive_int', name='x', got=repr(x))\n")
    assert _literal_raises(module) == ["m.py:2 in f()"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_exercise_mistakes_are_worded_in_the_language_asked_for(lang):
    with pytest.raises(KeyError) as raised:
        exercise("01.recall_sed", lang=lang)
    # the closest id comes first; the other suggestions depend on which exercises exist
    prefix = t("error.exercise_unknown", lang, got="'01.recall_sed'", hint=t("error.did_you_mean", lang, names="@"))
    assert raised.value.args[0].startswith(prefix.split("@")[0] + "'01.recall_seed'")
    ex = exercise("01.recall_seed", lang=lang)
    with pytest.raises(KeyError) as raised:
        ex["ranking"]
    assert raised.value.args[0] == t("error.exercise_input", lang, id="'01.recall_seed'", name="'ranking'",
                                     names="retrieved, relevant, k")
    with pytest.raises(ValueError) as raised:
        exercise_list("99", lang=lang)  # no such chapter
    assert str(raised.value).startswith(t("error.one_of", lang, name="chapter", choices="X", got="X").split("X")[0])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_drill_settings_are_refused_in_the_drill_s_language(lang):
    with pytest.raises(ValueError) as raised:
        DrillWidget(lang=lang, n=0)
    assert str(raised.value) == t("error.positive_int", lang, name="n", got="0")
    with pytest.raises(TypeError) as raised:
        make_drill(3, seed="7", lang=lang)
    assert str(raised.value) == t("error.seed", lang, got="'7'")
    closed = io.StringIO()
    closed.close()
    with pytest.raises(ValueError) as raised:
        run_drill_cli(lang=lang, n=1, stdin=closed, stdout=io.StringIO())
    assert str(raised.value).startswith(t("error.stdin", lang, got="X").split("X")[0])


def test_the_course_language_words_errors_when_no_language_is_given():
    before = get_language()
    try:
        set_language("zh")
        with pytest.raises(ValueError) as raised:
            RankingState({1: 1}, [])
        assert str(raised.value) == t("error.retrieved_empty", "zh")
        with pytest.raises(ValueError) as raised:
            check_language("fr")
        assert str(raised.value) == t("error.lang", "zh", choices="'es', 'zh', 'en'", got="'fr'")
    finally:
        set_language(before)
    assert str(course_error(ValueError, "error.positive_int", "en", name="k", got="0")) == "'k' must be a positive int (got 0)"
