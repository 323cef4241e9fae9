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


# ---------------------------------------------------------------- issue 25: M6, the playground's bounds


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_playground_caps_its_length_in_the_widget_s_language(lang):
    """Issue 25 M6: RankingPlayground(relevant=[1], retrieved=list(range(2000))) took 87 s to build."""
    import time

    from ragmetrics_course import RankingPlayground
    from ragmetrics_course.state import MAX_DOCS

    start = time.perf_counter()
    with pytest.raises(ValueError) as raised:
        RankingPlayground(relevant=[1], retrieved=list(range(2000)), lang=lang)
    assert str(raised.value) == t("error.too_many_docs", lang, name="retrieved", n=2000, limit=MAX_DOCS)
    with pytest.raises(ValueError) as raised:
        RankingState(relevant=range(10**9), lang=lang)  # not listed whole
    assert str(raised.value) == t("error.too_many_docs", lang, name="relevant", n=10**9, limit=MAX_DOCS)
    with pytest.raises(ValueError) as raised:
        RankingState(relevant=[1], retrieved=iter(range(10**12)), lang=lang)  # no length: counted up to the cap
    assert str(raised.value) == t("error.too_many_docs", lang, name="retrieved", n=f"> {MAX_DOCS}", limit=MAX_DOCS)
    assert time.perf_counter() - start < 1.0
    assert RankingState(relevant=[1], retrieved=list(range(MAX_DOCS))).n == MAX_DOCS == 50


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kwargs, got", [({"max_grade": 1024, "gain": "exponential"}, "1024"), ({"max_grade": 11}, "11"),
                                         ({"max_grade": "3"}, "'3'"), ({"max_grade": 2.5}, "2.5")])
def test_the_playground_refuses_a_grade_scale_it_cannot_plot(lang, kwargs, got):
    """Issue 25 M6: max_grade=1024 with exponential gain raised matplotlib's "Axis limits cannot be NaN or Inf"."""
    from ragmetrics_course import RankingPlayground
    from ragmetrics_course.state import MAX_GRADE

    with pytest.raises((ValueError, TypeError)) as raised:
        RankingPlayground(lang=lang, **kwargs)
    key = "error.int_range" if isinstance(kwargs["max_grade"], int) else "error.int_type"
    assert str(raised.value) == t(key, lang, name="max_grade", low=3, high=MAX_GRADE, got=got)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_grade_above_the_scale_is_refused_in_the_widget_s_language(lang):
    from ragmetrics_course.state import MAX_GRADE

    with pytest.raises(ValueError) as raised:
        RankingState({"d1": 1024}, ["d1"], gain="exponential", lang=lang)
    assert str(raised.value) == t("error.grade_high", lang, grade=1024, doc="'d1'", high=MAX_GRADE)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seed", ["a", 1.5, True, [1]])
def test_the_playground_checks_its_seed_as_the_drill_does(lang, seed):
    """Issue 25 M6: RankingPlayground(seed='a') was accepted (and shuffle then used it as a string seed)."""
    from ragmetrics_course import RankingPlayground

    with pytest.raises(TypeError) as raised:
        RankingPlayground(seed=seed, lang=lang)
    assert str(raised.value) == t("error.seed", lang, got=repr(seed))
    assert RankingState(seed=None).n == RankingState(seed=7).n


# ---------------------------------------------------------------- issue 25: M3, a chapter's parameters


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("k, seed, error, key, fields", [
    (-1, 0, ValueError, "error.int_range", {"name": "k", "got": "-1"}),
    (0, 0, ValueError, "error.int_range", {"name": "k", "got": "0"}),
    (10**9, 0, ValueError, "error.int_range", {"name": "k", "got": repr(10**9)}),
    ("five", 0, TypeError, "error.int_type", {"name": "k", "got": "'five'"}),
    (True, 0, TypeError, "error.int_type", {"name": "k", "got": "True"}),
    (5, "a", TypeError, "error.notebook_seed", {"got": "'a'"}),
    (5, -1, ValueError, "error.notebook_seed", {"got": "-1"}),
    (5, 1.5, TypeError, "error.notebook_seed", {"got": "1.5"}),
])
def test_a_chapter_s_parameters_are_checked_in_its_language(lang, k, seed, error, key, fields):
    """Issue 25 M3: papermill's -p k -1 printed "El top -1 del ranking", then failed in English at cell 5."""
    from ragmetrics_course import check_parameters
    from ragmetrics_course.messages import MAX_NOTEBOOK_K

    with pytest.raises(error) as raised:
        check_parameters(lang, k, seed)
    assert str(raised.value) == t(key, lang, low=1, high=MAX_NOTEBOOK_K, **fields)


@pytest.mark.parametrize("bad", ["xx", "EN", None, ["es"]])
def test_an_unknown_notebook_language_is_refused_in_all_three(bad):
    """The notebook's own language is lost once papermill sets lang: the message is given in all three."""
    from ragmetrics_course import check_parameters

    with pytest.raises(ValueError) as raised:
        check_parameters(bad, 5, 0)
    assert str(raised.value).splitlines() == [t("error.notebook_lang", lang, got=repr(bad)) for lang in LANGUAGES]


def test_good_parameters_pass():
    from ragmetrics_course import check_parameters
    from ragmetrics_course.messages import MAX_NOTEBOOK_K

    for lang in LANGUAGES:
        for k in (1, 5, MAX_NOTEBOOK_K):
            assert check_parameters(lang, k, 0) is None and check_parameters(lang, k, 2**70) is None


def test_every_chapter_checks_its_parameters_before_anything_else():
    """Each chapter's first code cell after the parameters cell calls check_parameters(lang, k, seed) before set_language."""
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    import build_course as bc
    from sources.cells import Code, Parameters

    chapters = [s for s in bc.all_sources() if s.kind == "chapters"]
    assert len(chapters) >= 12
    for source in chapters:
        after = [c for c in source.cells[next(i for i, c in enumerate(source.cells) if isinstance(c, Parameters)):]
                 if isinstance(c, Code)]
        setup = after[0].source
        assert "check_parameters(lang, k, seed)" in setup, source.stem
        assert setup.index("check_parameters(lang, k, seed)") < setup.index("set_language(lang)"), source.stem
