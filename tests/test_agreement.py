"""Cohen's kappa and the confusion matrix (ragmetrics.agreement), checked against scikit-learn and by hand."""

import math
import re
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score
from sklearn.metrics import confusion_matrix as sk_confusion_matrix

import ragmetrics as rm
from ragmetrics.agreement import Agreement, UndefinedKappaWarning, agreement, cohen_kappa, confusion_matrix

WEIGHTS = [None, "linear", "quadratic"]


def _pair(seed, n, scale, missing=()):
    """Two correlated label sets on ``scale``, never using the labels in ``missing``."""
    rng = np.random.default_rng(seed)
    used = [label for label in scale if label not in missing]
    a = rng.choice(used, size=n)
    noise = rng.choice(used, size=n)
    b = np.where(rng.random(n) < 0.6, a, noise)
    return a.tolist(), b.tolist()


@pytest.mark.parametrize("weights", WEIGHTS)
@pytest.mark.parametrize("seed", range(12))
def test_kappa_equals_scikit_learn_on_random_grades(seed, weights):
    """Seeded random grade pairs 0-3, with and without the full scale passed as labels."""
    a, b = _pair(seed, n=5 + 13 * seed, scale=[0, 1, 2, 3])
    assert cohen_kappa(a, b, weights=weights) == pytest.approx(cohen_kappa_score(a, b, weights=weights),
                                                               abs=1e-12)
    full = [0, 1, 2, 3]
    assert cohen_kappa(a, b, weights=weights, labels=full) == pytest.approx(
        cohen_kappa_score(a, b, weights=weights, labels=full), abs=1e-12)


@pytest.mark.parametrize("weights", WEIGHTS)
@pytest.mark.parametrize("missing", [(2,), (0,), (1, 2)])
def test_kappa_equals_scikit_learn_with_missing_categories(missing, weights):
    """A grade nobody used: with labels=[0..3] it stays on the scale (and weighted kappa changes)."""
    a, b = _pair(7, n=80, scale=[0, 1, 2, 3], missing=missing)
    full = [0, 1, 2, 3]
    ours_full = cohen_kappa(a, b, weights=weights, labels=full)
    ours_present = cohen_kappa(a, b, weights=weights)
    assert ours_full == pytest.approx(cohen_kappa_score(a, b, weights=weights, labels=full), abs=1e-12)
    assert ours_present == pytest.approx(cohen_kappa_score(a, b, weights=weights), abs=1e-12)
    if weights is None:   # unweighted kappa does not see empty categories
        assert ours_full == pytest.approx(ours_present, abs=1e-12)


@pytest.mark.parametrize("seed", range(5))
def test_kappa_equals_scikit_learn_on_string_labels_and_binary(seed):
    a, b = _pair(seed, n=40, scale=["high", "low", "mid"])
    assert cohen_kappa(a, b) == pytest.approx(cohen_kappa_score(a, b), abs=1e-12)
    order = ["low", "mid", "high"]
    for weights in WEIGHTS:
        assert cohen_kappa(a, b, weights=weights, labels=order) == pytest.approx(
            cohen_kappa_score(a, b, weights=weights, labels=order), abs=1e-12)
    x, y = _pair(seed, n=30, scale=[False, True])
    assert cohen_kappa(x, y) == pytest.approx(cohen_kappa_score(x, y), abs=1e-12)


@pytest.mark.parametrize("seed", range(5))
def test_confusion_matrix_equals_scikit_learn(seed):
    a, b = _pair(seed, n=60, scale=[0, 1, 2, 3], missing=(2,))
    matrix, labels = confusion_matrix(a, b, labels=[0, 1, 2, 3])
    assert labels == [0, 1, 2, 3]
    assert matrix.tolist() == sk_confusion_matrix(a, b, labels=[0, 1, 2, 3]).tolist()
    assert matrix[2].sum() == 0 and matrix[:, 2].sum() == 0
    matrix, labels = confusion_matrix(a, b)
    assert labels == [0, 1, 3] and matrix.tolist() == sk_confusion_matrix(a, b).tolist()


def test_textbook_example_by_hand():
    """50 items judged yes/no by two raters (the classic table):

                 B yes  B no
        A yes      20     5      A says yes 25 times, B says yes 30 times
        A no       10    15

    observed p_o = (20 + 15) / 50 = 0.70
    expected p_e = (25/50)(30/50) + (25/50)(20/50) = 0.30 + 0.20 = 0.50
    kappa = (p_o - p_e) / (1 - p_e) = (0.70 - 0.50) / 0.50 = 0.40
    """
    a = ["yes"] * 25 + ["no"] * 25
    b = ["yes"] * 20 + ["no"] * 5 + ["yes"] * 10 + ["no"] * 15
    result = agreement(a, b, labels=["yes", "no"])
    assert result.matrix.tolist() == [[20, 5], [10, 15]]
    assert result.observed == pytest.approx(0.70)
    assert result.expected == pytest.approx(0.50)
    assert result.kappa == pytest.approx(0.40)
    assert result.raw == pytest.approx(0.70) and result.n == 50
    assert rm.cohen_kappa(a, b) == pytest.approx(cohen_kappa_score(a, b))


def test_quadratic_example_by_hand():
    """Grades 0-3, a = [0, 1, 2, 3], b = [0, 1, 3, 3]; weights w[i][j] = (i - j)^2.

    observed weighted disagreement = (one item off by 1: w = 1) / 4 = 0.25
    row shares (a) 1/4 each; column shares (b) [1/4, 1/4, 0, 2/4]
    expected = sum_ij r_i c_j (i-j)^2 = 1/4 * (1/4 * 14 + 1/4 * 6 + 0 + 2/4 * 14) = 1/4 * 12 = 3.0
    (sum_i (i - j)^2 is 14 for j = 0, 6 for j = 1, 14 for j = 3)
    kappa = 1 - 0.25 / 3 = 11/12
    Normalised by the largest weight (9): observed 1 - 0.25/9 = 35/36, expected 1 - 3/9 = 2/3.
    """
    result = agreement([0, 1, 2, 3], [0, 1, 3, 3], weights="quadratic", labels=[0, 1, 2, 3])
    assert result.kappa == pytest.approx(11 / 12)
    assert result.observed == pytest.approx(35 / 36) and result.expected == pytest.approx(2 / 3)
    assert (result.observed - result.expected) / (1 - result.expected) == pytest.approx(result.kappa)
    assert result.raw == pytest.approx(0.75)


def test_agreement_is_a_small_result():
    result = rm.agreement([1, 2, 2], [1, 2, 1], weights="linear")
    assert isinstance(result, Agreement) and result.weights == "linear" and result.labels == [1, 2]
    assert isinstance(result.kappa, float) and "kappa=" in repr(result)
    assert cohen_kappa([1, 2, 2], [1, 2, 1]) == pytest.approx(agreement([1, 2, 2], [1, 2, 1]).kappa)


def test_perfect_and_chance_level_agreement():
    assert cohen_kappa([0, 1, 2, 0], [0, 1, 2, 0], weights="quadratic") == 1.0
    # A always says 1, B says 0 and 1 equally: observed = expected = 1/2, kappa 0.
    assert cohen_kappa([1, 1, 1, 1], [0, 1, 0, 1]) == pytest.approx(0.0)


def test_single_label_everywhere_is_nan_with_a_warning_as_in_scikit_learn():
    """Every item has the same label in both sets: kappa is 0/0; nan and a warning, not an exception."""
    with pytest.warns(UndefinedKappaWarning, match="undefined"):
        assert math.isnan(cohen_kappa([2, 2, 2], [2, 2, 2]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert math.isnan(cohen_kappa_score([2, 2, 2], [2, 2, 2]))
    with pytest.warns(UndefinedKappaWarning):   # a wider scale changes nothing: no disagreement expected
        assert math.isnan(cohen_kappa([2, 2, 2], [2, 2, 2], weights="linear", labels=[0, 1, 2, 3]))


@pytest.mark.parametrize("a, b, error, message", [
    ([1, 2], [1], ValueError, "lengths differ"),
    ([], [], ValueError, "empty"),
    ([1, float("nan")], [1, 2], ValueError, "missing label"),
    ([1, 2], [None, 2], ValueError, "missing label"),
    ([1, 5], [1, 2], ValueError, "must be in 'labels'"),
])
def test_bad_input_is_refused_with_a_clear_error(a, b, error, message):
    with pytest.raises(error, match=message):
        cohen_kappa(a, b, labels=[0, 1, 2, 3] if "labels" in message else None)


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="'weights' must be None, 'linear' or 'quadratic'"):
        cohen_kappa([1, 2], [1, 2], weights="cubic")
    with pytest.raises(ValueError, match="repeat"):
        confusion_matrix([1], [1], labels=[1, 1])
    with pytest.raises(TypeError, match="pass 'labels'"):
        confusion_matrix([1, "a"], [1, "a"])


def test_package_does_not_import_scikit_learn():
    """scikit-learn is a test dependency only: the module names it in a docstring, never imports it."""
    source = Path(sys.modules["ragmetrics.agreement"].__file__).read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import|from)\s+sklearn", source, flags=re.M)


# ---------------------------------------------------------------- two qrels lined up; Kendall's tau

def test_qrels_labels_union_and_both_by_hand():
    """union: every pair either judges, an unjudged pair is 0 there; both: the pairs both judge; level: binary."""
    a = {"q1": {"d1": 2, "d2": 1}, "q2": {"d9": 3}}
    b = {"q1": {"d1": 3, "d3": 1}, "q3": {"d4": 0}}
    items, la, lb = rm.qrels_labels(a, b)
    assert items == [("q1", "d1"), ("q1", "d2"), ("q1", "d3"), ("q2", "d9"), ("q3", "d4")]
    assert (la, lb) == ([2, 1, 0, 3, 0], [3, 0, 1, 0, 0])
    assert rm.qrels_labels(a, b, items="both") == ([("q1", "d1")], [2], [3])
    assert rm.qrels_labels(a, b, level=2)[1:] == ([1, 0, 0, 1, 0], [1, 0, 0, 0, 0])


@pytest.mark.parametrize("call, error, message", [
    (lambda: rm.qrels_labels({"q": {"a": 1}}, {"q": {"b": 1}}, items="both"), ValueError, "no \\(query, doc\\) pair in common"),
    (lambda: rm.qrels_labels({}, {}), ValueError, "both qrels are empty"),
    (lambda: rm.qrels_labels({"q": {"a": 1}}, {"q": {"a": 1}}, items="all"), ValueError, "'items' must be 'union' or 'both'"),
    (lambda: rm.qrels_labels({"q": {"a": 1}}, {"q": {"a": 1}}, level=0), ValueError, "'level' must be None or a positive int"),
    (lambda: rm.qrels_labels({"q": ["a"]}, {"q": {"a": 1}}), TypeError, "'qrels_a' must be a mapping"),
])
def test_qrels_labels_refuses_bad_input(call, error, message):
    with pytest.raises(error, match=message):
        call()


@pytest.mark.parametrize("seed", range(10))
def test_kendall_tau_equals_scipy_with_and_without_ties(seed):
    """tau-b on random scores, some with ties in x, in y or in both (scipy.stats.kendalltau's default)."""
    from scipy.stats import kendalltau

    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 30))
    x = rng.normal(size=n) if seed % 3 else rng.integers(0, 4, size=n).astype(float)
    y = x + rng.normal(scale=0.5, size=n) if seed % 2 else rng.integers(0, 3, size=n).astype(float)
    expected = kendalltau(x, y).statistic
    if math.isnan(expected):
        with pytest.warns(RuntimeWarning, match="undefined"):
            assert math.isnan(rm.kendall_tau(x.tolist(), y.tolist()))
    else:
        assert rm.kendall_tau(x.tolist(), y.tolist()) == pytest.approx(expected, abs=1e-12)


def test_kendall_tau_by_hand():
    """Same order 1, reversed -1; one swapped pair of four items: (5 - 1) / 6."""
    assert rm.kendall_tau([1, 2, 3], [10, 20, 30]) == 1.0
    assert rm.kendall_tau([1, 2, 3], [3, 2, 1]) == -1.0
    assert rm.kendall_tau([4, 3, 2, 1], [3, 4, 2, 1]) == pytest.approx(4 / 6)
    with pytest.warns(RuntimeWarning, match="every item ties"):
        assert math.isnan(rm.kendall_tau([1, 1, 1], [1, 2, 3]))


@pytest.mark.parametrize("x, y, error, message", [
    ([1, 2], [1], ValueError, "lengths differ"), ([1], [1], ValueError, "at least 2 items"),
    ([1, "2"], [1, 2], TypeError, "'x' must hold numbers"), ([1, 2], [1, float("nan")], ValueError, "'y' must hold finite"),
    ([True, False], [1, 2], TypeError, "position 0"),
])
def test_kendall_tau_refuses_bad_input(x, y, error, message):
    with pytest.raises(error, match=message):
        rm.kendall_tau(x, y)


def test_too_many_distinct_labels_are_refused_before_any_matrix_is_allocated():
    """Issue 25 H7: the matrices are labels x labels; 5,000 distinct labels (scores passed as labels by mistake)
    would take 200 MB per matrix, a few times over. Refused with the count and what to do."""
    import time

    start = time.perf_counter()
    with pytest.raises(ValueError, match=r"5000 distinct labels.*at most 1024"):
        agreement(list(range(5000)), list(range(5000)))
    with pytest.raises(ValueError, match=r"20001 distinct labels"):
        cohen_kappa([0, 20000], [0, 20000], labels=range(20001))
    assert time.perf_counter() - start < 1.0
    assert agreement(list(range(1024)), list(range(1024))).kappa == 1.0  # the cap itself is accepted
