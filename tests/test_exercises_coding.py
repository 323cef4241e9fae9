"""The coding exercise 07.code_ndcg: a learner's ndcg_at_k(retrieved, grades, k) checked against ragmetrics.

A right implementation (written here from the formula, twice) passes on every case; the usual wrong ones fail
on a case the feedback names, with what was expected and what came back, and the mistake recognised; nothing
the learner's function does (raise, return a string, change its inputs) becomes a traceback.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics_course.exercises import STATUSES, exercise
from ragmetrics_course.exercises.bank import ndcg_code
from ragmetrics_course.exercises.coding import Case, run_case
from ragmetrics_course.messages import LANGUAGES, t

ID = "07.code_ndcg"


def right(retrieved, grades, k):
    """From the formula: linear gain, 1/log2(rank + 1), the ideal from every grade, 0 when nothing is relevant."""
    dcg = sum(grades.get(doc, 0) / math.log2(rank + 1) for rank, doc in enumerate(retrieved[:k], start=1))
    ideal = sorted(grades.values(), reverse=True)[:k]
    idcg = sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))
    return dcg / idcg if idcg > 0 else 0.0


def right_numpy(retrieved, grades, k):
    gains = np.array([grades.get(doc, 0) for doc in retrieved[:k]], dtype=float)
    ideal = np.sort(np.array(list(grades.values()), dtype=float))[::-1][:k]
    dcg = float(np.sum(gains / np.log2(np.arange(2, gains.size + 2))))
    idcg = float(np.sum(ideal / np.log2(np.arange(2, ideal.size + 2))))
    return np.float64(dcg / idcg) if idcg > 0 else 0


def _ndcg(retrieved, grades, k, *, gain=lambda g: g, log=lambda rank: math.log2(rank + 1), ideal=None, top=None, norm=True):
    top = k if top is None else top
    dcg = sum(gain(grades.get(doc, 0)) / log(rank) for rank, doc in enumerate(retrieved[:top], start=1))
    best = sorted(grades.values(), reverse=True)[:top] if ideal is None else ideal
    idcg = sum(gain(g) / log(rank) for rank, g in enumerate(best, start=1))
    return (dcg / idcg if idcg > 0 else 0.0) if norm else dcg


WRONG = {  # a learner's usual mistakes, each with the hint it should get
    "exponential gain": (lambda r, g, k: _ndcg(r, g, k, gain=lambda x: 2 ** x - 1), "hint.code_ndcg.exponential"),
    "log2(rank), raising at rank 1": (lambda r, g, k: _ndcg(r, g, k, log=math.log2), "hint.code_ndcg.log2_one"),
    "log2(rank) with numpy (inf, nan)": (
        lambda r, g, k: np.sum(np.array([g.get(d, 0) for d in r[:k]], float) / np.log2(np.arange(1, len(r[:k]) + 1))),
        "hint.code_ndcg.log2_one"),
    "log2(rank), rank 1 undiscounted": (
        lambda r, g, k: _ndcg(r, g, k, log=lambda rank: 1.0 if rank == 1 else math.log2(rank)), "hint.code_ndcg.log2_rank"),
    "IDCG from the retrieved top k": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted((g.get(d, 0) for d in r[:k]), reverse=True)),
        "hint.code_ndcg.ideal_from_retrieved"),
    "IDCG from the whole retrieved list": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted((g.get(d, 0) for d in r), reverse=True)[:k]),
        "hint.code_ndcg.ideal_from_retrieved"),
    "top k - 1 (range(1, k))": (lambda r, g, k: _ndcg(r, g, k, top=k - 1), "hint.code_ndcg.off_by_one"),
    "top k + 1": (lambda r, g, k: _ndcg(r, g, k, top=k + 1), "hint.code_ndcg.off_by_one"),
    "IDCG not cut at k": (lambda r, g, k: _ndcg(r, g, k, ideal=sorted(g.values(), reverse=True)), "hint.code_ndcg.ideal_not_cut"),
    "ideal from a set of grades": (
        lambda r, g, k: _ndcg(r, g, k, ideal=sorted(set(g.values()), reverse=True)[:k]), "hint.code_ndcg.ideal_set"),
    "DCG, not normalised": (lambda r, g, k: _ndcg(r, g, k, norm=False), "hint.code_ndcg.dcg"),
    "grades[doc]": (lambda r, g, k: sum(g[d] for d in r[:k]), "hint.code_ndcg.key_error"),
    "retrieved[i] for i in range(k)": (
        lambda r, g, k: right([r[i] for i in range(k)], g, k), "hint.code_ndcg.index_error"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("function", [right, right_numpy], ids=["plain", "numpy"])
def test_a_right_implementation_passes_every_case(function, lang):
    feedback = exercise(ID, lang=lang).check(function)
    assert feedback.correct, feedback
    assert feedback.message == t(f"ex.{ID}.why", lang, n_cases=len(ndcg_code.cases(exercise(ID).inputs)))


def test_the_cases_cover_the_edge_cases_and_agree_with_an_independent_implementation():
    cases = ndcg_code.cases(exercise(ID).inputs)
    kinds = {case.kind for case in cases}
    assert {"example", "ties", "k_beyond_list", "missing", "not_retrieved", "zero_grades", "no_relevant", "random"} <= kinds
    assert len(cases) >= 200
    retrieved, grades, k = cases[0].args
    assert (retrieved, grades, k) == ([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1}, 5)  # the article's example
    random_cases = [case.args for case in cases if case.kind == "random"]
    assert sum(k > len(r) for r, g, k in random_cases) > 20  # k larger than the list
    assert sum(any(d not in g for d in r) for r, g, k in random_cases) > 100  # docs missing from the dict
    assert sum(not any(v > 0 for v in g.values()) for r, g, k in random_cases) > 5  # nothing relevant
    assert sum(len(set(v for v in g.values() if v)) < len([v for v in g.values() if v]) for r, g, k in random_cases) > 50  # ties
    assert sum(any(v > 0 and d not in r for d, v in g.items()) for r, g, k in random_cases) > 100  # relevant, not retrieved
    for case in cases:
        assert case.empty == (not any(v > 0 for v in case.args[1].values()))
        assert ndcg_code.reference(*case.args) == pytest.approx(right(*case.args), abs=1e-12)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", list(WRONG))
def test_each_usual_mistake_fails_on_a_named_case_with_its_hint(name, lang):
    function, hint = WRONG[name]
    ex = exercise(ID, lang=lang)
    feedback = ex.check(function)
    assert feedback.status == "hint" and feedback.hint == hint, (name, feedback)
    assert t(hint, lang) in feedback.message
    cases = ndcg_code.cases(ex.inputs)
    failed = next(i for i, case in enumerate(cases)
                  if not (run_case(function, case).number and abs(run_case(function, case).value - ndcg_code.reference(*case.args)) <= 1e-6))
    case = cases[failed]
    expected = f"{ndcg_code.reference(*case.args):.4f}"
    expected = expected.replace(".", ",") if lang == "es" else expected  # the feedback writes it as the language does
    assert feedback.message.startswith(t("code.case", lang, number=failed + 1, total=len(cases), case=t(f"ex.{ID}.case.{case.kind}", lang),
                                         call=case.call("ndcg_at_k"), expected=expected)), feedback.message
    assert "Traceback" not in feedback.message


def test_a_wrong_number_without_a_known_mistake_gets_the_case_s_advice():
    def halves(retrieved, grades, k):
        return right(retrieved, grades, k) / 2 if len(retrieved) > 3 else right(retrieved, grades, k)

    feedback = exercise(ID, lang="es").check(halves)
    assert feedback.status == "wrong" and feedback.hint is None
    assert feedback.message.startswith(t("code.case", "es", number=1, total=210, case=t(f"ex.{ID}.case.example", "es"),
                                         call="ndcg_at_k([999, 205, 101, 888, 309], {101: 3, 205: 2, 309: 1}, 5)",
                                         expected="0,6612"))
    assert t("code.returned", "es", got="0,3306") in feedback.message
    assert feedback.message.endswith(t(f"ex.{ID}.advice.example", "es"))


def test_no_guard_for_an_empty_ideal_fails_on_the_case_with_nothing_relevant():
    def no_guard(retrieved, grades, k):
        dcg = sum(grades.get(doc, 0) / math.log2(rank + 1) for rank, doc in enumerate(retrieved[:k], start=1))
        ideal = sorted(grades.values(), reverse=True)[:k]
        return dcg / sum(g / math.log2(rank + 1) for rank, g in enumerate(ideal, start=1))

    feedback = exercise(ID, lang="zh").check(no_guard)
    assert feedback.status == "wrong" and feedback.hint is None  # the case's own advice says what to return
    assert t(f"ex.{ID}.case.no_relevant", "zh") in feedback.message and "ZeroDivisionError" in feedback.message
    assert feedback.message.endswith(t(f"ex.{ID}.advice.no_relevant", "zh"))


@pytest.mark.parametrize("answer", [
    lambda retrieved, grades: 0.5,  # a wrong signature: TypeError, reported
    lambda retrieved, grades, k: "0.66",
    lambda retrieved, grades, k: [0.66],
    lambda retrieved, grades, k: 1 / 0,
    lambda retrieved, grades, k: retrieved.clear() or grades.clear() or 0.0,  # changes its inputs
    lambda retrieved, grades, k: (_ for _ in ()).throw(RecursionError("deep")),
    lambda retrieved, grades, k: True,
    lambda retrieved, grades, k: float("nan"),
    "ndcg_at_k", 0.66, None, ..., [right],
])
@pytest.mark.filterwarnings("error")
def test_check_never_raises_whatever_the_function_does(answer):
    for lang in LANGUAGES:
        feedback = exercise(ID, lang=lang).check(answer)
        assert feedback.status in STATUSES and feedback.status != "correct"
        assert feedback.message and "Traceback" not in feedback.message and str(feedback) and feedback._repr_html_()


def test_a_function_that_changes_its_inputs_does_not_change_the_next_cases():
    seen = []

    def greedy(retrieved, grades, k):
        seen.append((list(retrieved), dict(grades), k))
        value = right(retrieved, grades, k)
        retrieved.clear()
        grades.clear()
        return value

    assert exercise(ID).check(greedy).correct
    assert [tuple(args) for args in seen] == [case.args for case in ndcg_code.cases(exercise(ID).inputs)]


def test_the_blank_notebook_s_function_is_not_answered_yet():
    def ndcg_at_k(retrieved, grades, k):
        ...

    feedback = exercise(ID, lang="es").check(ndcg_at_k)
    assert feedback.status == "unanswered" and feedback.message == t("code.unanswered", "es", name="ndcg_at_k")


def test_run_case_reports_the_exception_by_type_and_message():
    result = run_case(lambda r, g, k: g["nope"], Case("missing", ([1], {}, 1)))
    assert result.error == "KeyError: 'nope'" and result.error_type == "KeyError" and not result.number
