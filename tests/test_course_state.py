"""The playground's state without widgets: every control, every number compared with the package's functions."""

import re

import numpy as np
import pytest

import ragmetrics
from ragmetrics_course.state import (
    EXAMPLE_RELEVANT,
    EXAMPLE_RETRIEVED,
    EXAMPLE_RETRIEVED_B,
    MEASURE_KEYS,
    RankingState,
    evaluation_curves,
    format_delta,
    gain_discount_data,
    course_measure,
    ranking_curves,
)
from ragmetrics.retrieval import discounts, gains, grades_of

FUNCTIONS = {
    "recall": ragmetrics.recall_at_k,
    "precision": ragmetrics.precision_at_k,
    "f1": ragmetrics.f1_at_k,
    "hit_rate": ragmetrics.hit_rate_at_k,
    "rr": ragmetrics.reciprocal_rank,
    "ap": ragmetrics.average_precision,
}


def expected_metrics(retrieved, relevant, k, gain="linear", level=1):
    """The package's own values for a ranking, measure by measure."""
    values = {key: fn(list(retrieved), relevant, k=k, level=level) for key, fn in FUNCTIONS.items()}
    values["ndcg"] = ragmetrics.ndcg_at_k(list(retrieved), relevant, k=k, gain=gain)
    return values


def assert_shows_package_values(state):
    assert state.metrics() == expected_metrics(state.retrieved, state.relevant, state.k, state.gain, state.level)


def test_default_is_the_seed_example():
    state = RankingState()
    assert state.retrieved == EXAMPLE_RETRIEVED == (999, 205, 101, 888, 309)
    assert {doc: g for doc, g in state.grades.items() if g} == EXAMPLE_RELEVANT
    assert (state.k, state.gain, state.n) == (5, "linear", 5)
    assert_shows_package_values(state)


@pytest.mark.parametrize("doc, position, ranking", [
    (999, 5, (205, 101, 888, 309, 999)),
    (309, 1, (309, 999, 205, 101, 888)),
    (101, 2, (999, 101, 205, 888, 309)),
    (205, 2, (999, 205, 101, 888, 309)),
])
def test_move_puts_the_doc_at_the_position_and_shifts_the_others(doc, position, ranking):
    state = RankingState()
    state.move(doc, position)
    assert state.retrieved == ranking
    assert state.position_of(doc) == position
    assert_shows_package_values(state)


def test_move_up_and_down_stop_at_the_ends():
    state = RankingState()
    state.move_up(999)
    assert state.retrieved == EXAMPLE_RETRIEVED
    state.move_down(999)
    assert state.retrieved == (205, 999, 101, 888, 309)
    state.move_down(309)
    assert state.retrieved == (205, 999, 101, 888, 309)
    state.move_up(309)
    assert state.retrieved == (205, 999, 101, 309, 888)
    assert_shows_package_values(state)


@pytest.mark.parametrize("gain", ["linear", "exponential"])
@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
def test_grades_k_and_gain_change_the_numbers_as_the_package_says(k, gain):
    state = RankingState()
    state.set_k(k)
    state.set_gain(gain)
    state.set_grade(999, 2)
    state.set_grade(101, 1)
    assert state.relevant[999] == 2 and state.relevant[101] == 1
    assert_shows_package_values(state)


def test_ideal_order_sorts_by_grade_and_reaches_ndcg_one():
    state = RankingState()
    state.ideal_order()
    assert state.retrieved == (101, 205, 309, 999, 888)
    assert state.metrics()["ndcg"] == pytest.approx(1.0)


def test_shuffle_is_seeded_and_always_changes_the_order():
    one, two, other = RankingState(seed=7), RankingState(seed=7), RankingState(seed=8)
    orders_one, orders_two, orders_other = [], [], []
    for _ in range(5):
        before = one.retrieved
        for state, orders in ((one, orders_one), (two, orders_two), (other, orders_other)):
            state.shuffle()
            orders.append(state.retrieved)
        assert one.retrieved != before
        assert sorted(one.retrieved) == sorted(EXAMPLE_RETRIEVED)
    assert orders_one == orders_two
    assert orders_one != orders_other
    one.reset()
    one.shuffle()
    assert one.retrieved == orders_one[0]  # reset restarts the sequence


def test_reset_restores_ranking_grades_k_and_gain():
    state = RankingState(k=4, gain="exponential")
    state.move(309, 1)
    state.set_grade(888, 3)
    state.set_k(2)
    state.set_gain("linear")
    state.reset()
    assert (state.retrieved, state.k, state.gain) == (EXAMPLE_RETRIEVED, 4, "exponential")
    assert state.grades[888] == 0


def test_judged_docs_that_were_not_retrieved_count_in_recall_and_the_ideal():
    state = RankingState({1: 3, 2: 1, 3: 2}, [1, 2, 4])
    assert state.not_retrieved == {3: 2}
    assert state.metrics()["recall"] == pytest.approx(2 / 3)
    assert state.idcg() == pytest.approx(ragmetrics.dcg_at_k([1, 3, 2], {1: 3, 2: 1, 3: 2}, k=3))
    assert_shows_package_values(state)


def test_binary_relevance_and_level():
    state = RankingState(["a", "c"], ["a", "b", "c"])
    assert state.grades == {"a": 1, "b": 0, "c": 1}
    assert_shows_package_values(state)
    graded = RankingState({"a": 1, "b": 2}, ["a", "b", "c"], level=2)
    assert graded.metrics()["rr"] == pytest.approx(0.5)
    assert_shows_package_values(graded)


@pytest.mark.parametrize("call, error, message", [
    (lambda s: s.move(999, 0), ValueError, r"'position' must be from 1 to 5 \(got 0\)"),
    (lambda s: s.move(999, 2.0), TypeError, r"'position' must be an int"),
    (lambda s: s.move(12345, 1), KeyError, r"doc 12345 is not in the ranking"),
    (lambda s: s.set_grade(999, 4), ValueError, r"'grade' must be from 0 to 3 \(got 4\)"),
    (lambda s: s.set_grade(4242, 1), KeyError, r"doc 4242 is neither retrieved nor judged"),
    (lambda s: s.set_k(6), ValueError, r"'k' must be from 1 to 5 \(got 6\)"),
    (lambda s: s.set_k(True), TypeError, r"'k' must be an int"),
    (lambda s: s.set_gain("log"), ValueError, r"'gain' must be one of 'linear', 'exponential' \(got 'log'\)"),
])
def test_bad_control_values_name_the_argument_and_rule(call, error, message):
    state = RankingState()
    with pytest.raises(error, match=message):
        call(state)
    assert state.retrieved == EXAMPLE_RETRIEVED  # nothing changed


@pytest.mark.parametrize("kwargs, error, message", [
    ({"relevant": {1: 1}, "retrieved": [1, 1]}, ValueError, "must not repeat a doc id"),
    ({"relevant": {1: 1}, "retrieved": [7, "a", 3, "a"]}, ValueError,
     r"'retrieved' must not repeat a doc id \(got 'a' at ranks 2 and 4\)"),
    ({"relevant": {1: 1}, "retrieved": []}, ValueError, "at least one doc id"),
    ({"relevant": {1: 1}, "retrieved": "12"}, TypeError, "list or tuple"),
    ({"relevant": {1: 1.5}, "retrieved": [1]}, ValueError, r"'relevant' grades must be whole numbers >= 0 .*\(got 1.5 for doc 1\)"),
    ({"relevant": {1: -1}, "retrieved": [1]}, ValueError, "whole numbers"),
    ({"relevant": None, "retrieved": [1]}, TypeError, "'relevant' is required"),
])
def test_bad_inputs_are_refused(kwargs, error, message):
    with pytest.raises(error, match=message):
        RankingState(**kwargs)


# ----- formulas --------------------------------------------------------------------------------
def test_example_formulas_match_the_notes():
    """The formula lines of the course notes, filled in with the package's numbers."""
    rows = {row.key: row for row in RankingState().rows("en")}
    assert rows["ndcg"].formula == (
        "nDCG@5 = DCG@5 / IDCG@5 = 3.149 / 4.762 = 0.661",
        "DCG@5 = 2/log2(3) + 3/log2(4) + 1/log2(6) = 3.149",
        "IDCG@5 = 3/log2(2) + 2/log2(3) + 1/log2(4) = 4.762",
    )
    assert rows["recall"].formula == ("Recall@5 = 3 / 3 = 1.000",)
    assert rows["precision"].formula == ("Precision@5 = 3 / 5 = 0.600",)
    assert rows["rr"].formula == ("RR@5 = 1 / 2 = 0.500",)
    # one line: the fractions, then the same terms as decimals (1/2, 2/3, 3/5 to three places), then the mean
    assert rows["ap"].formula == ("AP@5 = (1/2 + 2/3 + 3/5) / 3 = (0.500 + 0.667 + 0.600) / 3 = 0.589",)


def _dcg_terms(line):
    """Evaluate 'g/log2(r)' terms of a DCG formula line."""
    return sum(float(g) / np.log2(float(r)) for g, r in re.findall(r"([\d.]+)/log2\((\d+)\)", line.split("=")[1]))


def _fraction_terms(line):
    return [int(a) / int(b) for a, b in re.findall(r"(\d+)\s*/\s*(\d+)", line.split("=")[1])]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("gain", ["linear", "exponential"])
def test_formula_terms_add_up_to_the_package_value(seed, gain):
    """The arithmetic shown evaluates to the value shown, which is the package's value, for random states."""
    rng = np.random.default_rng(seed)
    docs = list(range(1, 8))
    grades = {doc: int(rng.integers(0, 4)) for doc in docs}
    grades[99] = int(rng.integers(0, 4))  # judged, not retrieved
    state = RankingState(grades, list(rng.permutation(docs)), k=int(rng.integers(1, 8)), gain=gain)
    values = expected_metrics(state.retrieved, state.relevant, state.k, gain)
    rows = {row.key: row for row in state.rows("en")}
    for key in MEASURE_KEYS:
        assert rows[key].value == values[key]
        assert rows[key].formula[0].endswith(f"{values[key]:.3f}") or rows[key].formula[0].split("  ")[0].endswith(f"{values[key]:g}")
    dcg_line, idcg_line = rows["ndcg"].formula[1], rows["ndcg"].formula[2]
    assert _dcg_terms(dcg_line) == pytest.approx(ragmetrics.dcg_at_k(state.retrieved, state.relevant, k=state.k, gain=gain))
    assert _dcg_terms(idcg_line) == pytest.approx(state.idcg())
    if state.idcg() > 0:
        assert state.dcg() / state.idcg() == pytest.approx(values["ndcg"])
    n_relevant = sum(1 for g in grades.values() if g >= 1)
    if n_relevant and "(" in rows["ap"].formula[0]:
        assert sum(_fraction_terms(rows["ap"].formula[0].rsplit("/", 1)[0])) / n_relevant == pytest.approx(values["ap"])
    if values["rr"] > 0:
        assert _fraction_terms(rows["rr"].formula[0]) == [pytest.approx(values["rr"])]


def test_formulas_with_no_relevant_document_explain_the_zero():
    rows = {row.key: row for row in RankingState({1: 0}, [1, 2]).rows("zh")}
    assert "没有" in rows["ndcg"].formula[0] and rows["ndcg"].value == 0
    assert "前 2 名中没有相关文档" in rows["rr"].formula[0]
    assert "精确率和召回率都为 0" in rows["f1"].formula[0]


def test_rows_are_in_the_chosen_language():
    # the glossary keeps «recall» in Spanish, so the precision row (second) is the one whose name differs
    for lang, names in (("en", ("Recall", "Precision")), ("es", ("Recall", "Precisión")), ("zh", ("召回率", "精确率"))):
        assert tuple(row.name for row in RankingState().rows(lang)[:2]) == names


def test_format_delta():
    assert format_delta(0.12) == "+0.120"
    assert format_delta(-0.0834) == "\u22120.083"
    assert format_delta(0.0001) == ""
    assert format_delta(0.0) == ""


# ----- what a learner should discover (docs/playground notes) ----------------------------------
def test_moving_a_relevant_doc_from_rank_3_to_1_raises_rr_but_not_recall():
    state = RankingState({"a": 1}, ["x", "y", "a", "z", "w"])
    before = state.metrics()
    state.move("a", 1)
    after = state.metrics()
    assert (before["rr"], after["rr"]) == (pytest.approx(1 / 3), 1.0)
    assert before["recall"] == after["recall"] == 1.0


def test_raising_a_grade_matters_more_with_exponential_gain():
    changes = {}
    for gain in ("linear", "exponential"):
        state = RankingState(gain=gain)
        before = state.dcg()
        state.set_grade(309, 3)
        changes[gain] = state.dcg() - before
    assert changes["exponential"] > changes["linear"] > 0


def test_a_relevant_doc_outside_the_top_k_lowers_ndcg_through_the_ideal():
    state = RankingState({1: 2, 2: 0, 3: 0, 4: 2}, [1, 2, 3, 4], k=2)
    low = state.metrics()["ndcg"]
    state.set_grade(4, 0)  # the doc at rank 4, outside the top 2, is no longer relevant
    assert state.dcg() == pytest.approx(ragmetrics.dcg_at_k([1, 2, 3, 4], {1: 2}, k=2))  # DCG@2 unchanged
    assert state.metrics()["ndcg"] > low


def test_precision_falls_as_k_grows_past_the_relevant_docs():
    state = RankingState({1: 1, 2: 1}, [1, 2, 3, 4, 5], k=2)
    precisions = []
    for k in range(2, 6):
        state.set_k(k)
        precisions.append(state.metrics()["precision"])
    assert precisions == sorted(precisions, reverse=True) and precisions[0] > precisions[-1]


def test_the_compare_example_ties_on_recall_and_differs_on_ndcg_and_rr():
    a, b = RankingState(), RankingState(EXAMPLE_RELEVANT, EXAMPLE_RETRIEVED_B)
    ma, mb = a.metrics(), b.metrics()
    assert ma["recall"] == mb["recall"]
    assert ma["ndcg"] < mb["ndcg"] and ma["rr"] < mb["rr"]


# ----- chart data, curves, explorer ------------------------------------------------------------
@pytest.mark.parametrize("gain", ["linear", "exponential"])
def test_chart_data_comes_from_the_building_blocks(gain):
    state = RankingState(gain=gain, k=3)
    data = state.chart_data()
    grades = grades_of(state.retrieved, state.relevant)
    np.testing.assert_array_equal(data.gains, gains(grades, gain))
    np.testing.assert_allclose(data.discounted, gains(grades, gain) * discounts(5))
    assert data.discounted[:3].sum() == pytest.approx(ragmetrics.dcg_at_k(state.retrieved, state.relevant, k=3, gain=gain))
    assert data.ideal_discounted[:3].sum() == pytest.approx(data.idcg)
    assert data.first_hit == 2
    assert data.ndcg == ragmetrics.ndcg_at_k(state.retrieved, state.relevant, k=3, gain=gain)


def test_ranking_curves_are_the_per_query_values_at_each_k():
    curves = ranking_curves(EXAMPLE_RETRIEVED, EXAMPLE_RELEVANT, max_k=7, gain="exponential")
    for k in range(1, 8):
        expected = expected_metrics(EXAMPLE_RETRIEVED, EXAMPLE_RELEVANT, k, "exponential")
        assert {key: curves[key][k - 1] for key in MEASURE_KEYS} == pytest.approx(expected)


def test_evaluation_curves_are_the_evaluate_means_and_agree_with_one_query_curves():
    qrels = {"q1": {"a": 2, "b": 1}, "q2": {"c": 3, "d": 1, "e": 2}, "q3": {"f": 1}}
    run = {"q1": ["b", "x", "a"], "q2": ["e", "c", "y", "d"], "q3": ["z", "w"]}
    curves, n = evaluation_curves(qrels, run, max_k=4, gain="exponential")
    assert n == 3
    per_query = [ranking_curves(run[q], qrels[q], max_k=4, gain="exponential") for q in qrels]
    for key in MEASURE_KEYS:
        np.testing.assert_allclose(curves[key], np.mean([c[key] for c in per_query], axis=0))
    results = ragmetrics.evaluate(qrels, run, ["nDCG(gain=exp)@3", "P@2"])
    assert curves["ndcg"][2] == pytest.approx(results.mean["nDCG(gain=exp)@3"])
    assert curves["precision"][1] == pytest.approx(results.mean["P@2"])


def test_course_measures_are_ragmetrics_declarations_keyed_by_their_labels():
    assert MEASURE_KEYS == ("recall", "precision", "f1", "hit_rate", "rr", "ndcg", "ap")
    assert [str(course_measure(key, 5)) for key in MEASURE_KEYS] == ["R@5", "P@5", "F1@5", "HitRate@5", "RR@5", "nDCG@5", "AP@5"]
    assert str(course_measure("ndcg", 3, gain="exponential", level=2)) == "nDCG(gain=exp)@3"  # nDCG takes no level
    assert str(course_measure("precision", 3, gain="exponential", level=2)) == "P(rel=2)@3"  # P takes no gain
    for key in MEASURE_KEYS:
        measure = course_measure(key, 4, gain="exponential", level=2)
        assert ragmetrics.parse_measure(str(measure)) == measure
    with pytest.raises(ValueError, match=r"'key' must be one of 'recall', .* \(got 'mrr'\)"):
        course_measure("mrr", 3)


@pytest.mark.parametrize("gain", ["linear", "exponential"])
@pytest.mark.parametrize("position, grade", [(1, 3), (3, 3), (4, 1), (7, 0)])
def test_explorer_contribution_is_dcg_of_one_doc(position, grade, gain):
    data = gain_discount_data(n=8, position=position, grade=grade, gain=gain)
    assert data.contribution == pytest.approx(gains(np.array([grade]), gain)[0] * discounts(8)[position - 1])
    np.testing.assert_array_equal(data.discounts, discounts(8))
    np.testing.assert_allclose(data.exponential, [0, 1, 3, 7])


@pytest.mark.parametrize("kwargs, error, message", [
    ({"level": 0}, ValueError, r"'level' must be a positive int \(got 0\)"),
    ({"level": 2.5}, TypeError, r"'level' must be a positive int \(got 2.5\)"),
    ({"level": "2"}, TypeError, r"'level' must be a positive int \(got '2'\)"),
    ({"level": True}, TypeError, r"'level' must be a positive int \(got True\)"),
    ({"gain": "exp"}, ValueError, r"'gain' must be one of 'linear', 'exponential' \(got 'exp'\)"),
])
def test_curves_refuse_a_bad_level_cutoff_or_gain(kwargs, error, message):
    """A Measure built directly is not checked by parse_measure: level=0 or 2.5 gave curves, '2' a numpy error."""
    with pytest.raises(error, match=message):
        ranking_curves(list(EXAMPLE_RETRIEVED), EXAMPLE_RELEVANT, **{"max_k": 3, **kwargs})


def test_rows_show_the_relevance_level_in_the_symbols():
    """Review es-04-07 (chapter 06): at level 2 the playground printed "Precision@5 = 2/5" right after a table whose
    P@5 is 0.6; the binary measures now say their level, as ir_measures writes it, and nDCG (no level) does not."""
    state = RankingState({101: 3, 205: 2, 309: 1}, [999, 205, 101, 888, 309], k=5, level=2)
    symbols = {row.key: row.symbol for row in state.rows("zh")}
    assert symbols["precision"] == "Precision(rel=2)@5" and symbols["recall"] == "Recall(rel=2)@5"
    assert symbols["ndcg"] == "nDCG@5"
    precision = next(row for row in state.rows("en") if row.key == "precision")
    assert precision.formula[0] == f"Precision(rel=2)@5 = 2 / 5 = {ragmetrics.precision_at_k(state.retrieved, state.relevant, k=5, level=2):.3f}"
    assert {row.symbol for row in RankingState().rows("en")} >= {"Precision@5", "Recall@5"}  # level 1: unchanged
