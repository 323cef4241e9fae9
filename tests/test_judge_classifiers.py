"""Judges measured as classifiers (checked against scikit-learn), prediction-powered inference (hand computation and
a coverage simulation), side-by-side comparisons and the sign test (checked against scipy), and the offline rule
judge's measured limits (recomputed on the help-centre corpus and compared with its docstring)."""

from __future__ import annotations

import json
import math
import random
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics.generation import JudgeError, LLMJudge, RuleJudge
from ragmetrics.judge_stats import choose_threshold, judge_report, ppi_mean, side_by_side, sign_test

metrics = pytest.importorskip("sklearn.metrics")
stats = pytest.importorskip("scipy.stats")

ROOT = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------- judge_report against scikit-learn

@pytest.mark.parametrize("seed", range(60))
def test_judge_report_matches_scikit_learn(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 300))
    labels = rng.random(n) < rng.uniform(0.1, 0.9)
    labels[:2] = [True, False]  # both classes present
    verdicts = np.where(rng.random(n) < rng.uniform(0.5, 0.95), labels, ~labels)
    y, p = labels.astype(int).tolist(), verdicts.astype(int).tolist()
    r = judge_report(y, p)
    assert r.matrix.tolist() == metrics.confusion_matrix(y, p, labels=[0, 1]).tolist()
    assert r.tpr == pytest.approx(metrics.recall_score(y, p, pos_label=1), abs=1e-12)
    assert r.tnr == pytest.approx(metrics.recall_score(y, p, pos_label=0), abs=1e-12)
    assert r.balanced_accuracy == pytest.approx(metrics.balanced_accuracy_score(y, p), abs=1e-12)
    assert r.accuracy == pytest.approx(metrics.accuracy_score(y, p), abs=1e-12)
    if sum(p):
        assert r.precision == pytest.approx(metrics.precision_score(y, p), abs=1e-12)
    assert r.kappa == pytest.approx(metrics.cohen_kappa_score(y, p), abs=1e-12)
    assert r.youden_j == pytest.approx(2 * r.balanced_accuracy - 1, abs=1e-12)


def test_judge_report_reads_verdict_words():
    r = judge_report(["yes", "yes", "no", "no"], ["yes", "idk", "no", "yes"], positive="yes")
    assert (r.tp, r.fn, r.fp, r.tn) == (1, 1, 1, 1)  # idk counts as not supported


def test_judge_report_bad_input():
    with pytest.raises(ValueError, match="no positive item"):
        judge_report([0, 0], [1, 0])
    with pytest.raises(ValueError, match="no negative item"):
        judge_report([1, 1], [1, 0])
    with pytest.raises(ValueError, match="same items"):
        judge_report([1, 0], [1])
    with pytest.raises(ValueError, match="missing value at position 1"):
        judge_report([1, None], [1, 0])


# ---------------------------------------------------------------- thresholds against roc_curve

@pytest.mark.parametrize("seed", range(60))
def test_threshold_is_the_youden_point_of_roc_curve(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(5, 200))
    labels = (rng.random(n) < 0.4).astype(int)
    labels[:2] = [1, 0]
    # ties on purpose: ratings 0-3 half of the time, continuous scores otherwise
    scores = rng.integers(0, 4, n) + labels * rng.integers(0, 2, n) if seed % 2 else rng.normal(labels, 1.0)
    fpr, tpr, thresholds = metrics.roc_curve(labels, scores, drop_intermediate=False)
    best = int(np.argmax(tpr - fpr))
    choice = choose_threshold(scores.tolist(), labels.tolist())
    assert choice.threshold == thresholds[best] or (math.isinf(choice.threshold) and best == 0)
    assert choice.youden_j == pytest.approx(tpr[best] - fpr[best], abs=1e-12)
    if math.isfinite(choice.threshold):
        predicted = (scores >= choice.threshold).astype(int)
        assert choice.balanced_accuracy == pytest.approx(metrics.balanced_accuracy_score(labels, predicted), abs=1e-12)


def test_threshold_ties_go_to_the_highest():
    # t = 0.8 and t = 0.35 both give balanced accuracy 3/4: the higher one is kept
    assert choose_threshold([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1]).threshold == 0.8


# ---------------------------------------------------------------- prediction-powered inference

def test_ppi_by_hand():
    labels = [1, 1, 0, 1, 0]
    judge_labelled = [1, 0, 0, 1, 1]
    judge_unlabelled = [1, 1, 1, 0, 1, 0, 1, 1, 1, 0]
    r = ppi_mean(labels, judge_labelled, judge_unlabelled, alpha=0.05)
    # rectifier terms 0, 1, 0, 0, -1: mean 0, variance (1 + 1) / 5 = 0.4; judge mean 7/10, variance 0.21
    assert r.rectifier == 0.0 and r.judge_only == 0.7 and r.estimate == 0.7
    se = math.sqrt(0.21 / 10 + 0.4 / 5)
    assert r.se == pytest.approx(se, abs=1e-15)
    z = 1.959963984540054  # scipy.stats.norm.ppf(0.975)
    assert r.ci == pytest.approx((0.7 - z * se, 0.7 + z * se), abs=1e-12)
    assert z == pytest.approx(stats.norm.ppf(0.975), abs=1e-12)
    assert (r.n, r.N) == (5, 10)
    assert r.classical == 0.6 and r.classical_ci == pytest.approx((0.6 - z * math.sqrt(0.24 / 5),
                                                                    0.6 + z * math.sqrt(0.24 / 5)))
    # a biased judge: the rectifier moves the estimate back
    r = ppi_mean([0, 0, 1, 0], [1, 1, 1, 0], [1] * 6 + [0] * 2)
    assert r.rectifier == -0.5 and r.estimate == pytest.approx(0.75 - 0.5)


def test_ppi_coverage_in_simulation():
    """1,000 seeded runs: a judge with 10% false negatives and 25% false positives; 150 labelled, 2,000 judged."""
    rng = np.random.default_rng(20261203)
    runs, n, big_n, truth = 1000, 150, 2000, 0.7
    y_l = rng.random((runs, n)) < truth
    y_u = rng.random((runs, big_n)) < truth

    def judge(y):
        flip = np.where(y, rng.random(y.shape) < 0.10, rng.random(y.shape) < 0.25)
        return (y ^ flip).astype(float)

    f_l, f_u = judge(y_l), judge(y_u)
    covered, widths, classical_widths, naive = 0, [], [], []
    for i in range(runs):
        r = ppi_mean(y_l[i].astype(float), f_l[i], f_u[i], alpha=0.05)
        covered += r.ci[0] <= truth <= r.ci[1]
        widths.append(r.ci[1] - r.ci[0])
        classical_widths.append(r.classical_ci[1] - r.classical_ci[0])
        naive.append(r.judge_only)
    assert abs(covered / runs - 0.95) <= 0.02
    # the judge alone estimates 0.7 * 0.9 + 0.3 * 0.25 = 0.705, not 0.7 (its errors do not cancel in general);
    # the rectifier removes that bias, and the PPI interval is still narrower than the labels' own
    assert np.mean(naive) == pytest.approx(truth * 0.9 + (1 - truth) * 0.25, abs=0.002)
    assert np.mean(widths) < np.mean(classical_widths)


def test_ppi_bad_input():
    with pytest.raises(ValueError, match="same items"):
        ppi_mean([1, 0], [1], [1, 0])
    with pytest.raises(ValueError, match="at least 2 labelled"):
        ppi_mean([1], [1], [1, 0])
    with pytest.raises(ValueError, match="'alpha'"):
        ppi_mean([1, 0], [1, 0], [1, 0], alpha=1.5)
    with pytest.raises(ValueError, match=r"'judge_on_unlabelled' must hold finite numbers \(position 1"):
        ppi_mean([1, 0], [1, 0], [1, float("nan")])
    with pytest.raises(ValueError, match="position 1"):
        ppi_mean([1, 0], [1, 0], np.array([1.0, np.inf]))


# ---------------------------------------------------------------- sign test and side-by-side

def test_sign_test_matches_binomtest():
    for n in range(1, 41):
        for wins in range(n + 1):
            assert sign_test(wins, n - wins) == pytest.approx(stats.binomtest(wins, n, 0.5).pvalue, rel=1e-12)
    for wins, losses in ((300, 250), (1000, 900), (7, 93)):
        assert sign_test(wins, losses) == pytest.approx(stats.binomtest(wins, wins + losses, 0.5).pvalue, rel=1e-9)
    assert sign_test(0, 0) == 1.0
    with pytest.raises(ValueError, match="'wins'"):
        sign_test(-1, 3)


def test_side_by_side_counts_and_order():
    items = [(f"q{i}", f"A says {30 if i % 3 else 60} days", "B says 30 days") for i in range(12)]

    def content(q, first, second):  # prefers the answer with 30, whatever the order; same if both have it
        a, b = "30" in first, "30" in second
        return 0 if a == b else (1 if a else 2)

    r = side_by_side(content, items)
    assert (r.good, r.same, r.bad, r.flips) == (0, 8, 4, 0)
    assert r.p_value == pytest.approx(stats.binomtest(0, 4, 0.5).pvalue)
    assert r.gsb == pytest.approx(-4 / 12)

    calls = []

    def first_always(q, first, second):
        calls.append((first, second))
        return 1

    r = side_by_side(first_always, items[:5])
    assert (r.good, r.same, r.bad, r.flips, r.p_value) == (0, 5, 0, 5, 1.0)
    assert calls[0] == (items[0][1], items[0][2]) and calls[1] == (items[0][2], items[0][1])  # both orders asked

    # A wins when chosen in both orders; a tie in one order makes the item "same"
    script = {("a", "b"): 1, ("b", "a"): 2, ("c", "d"): 1, ("d", "c"): 0}
    r = side_by_side(lambda q, x, y: script[(x, y)], [("q", "a", "b"), ("q", "c", "d")])
    assert (r.good, r.same, r.bad) == (1, 1, 0)


def test_side_by_side_with_an_llm_judge_and_bad_replies():
    def complete(prompt):
        first = prompt.split("Answer 1: ")[1].split("\n")[0]
        return json.dumps({"better": 1 if "30" in first else 2, "reason": "30 days is right"})

    judge = LLMJudge(complete)
    r = side_by_side(judge.compare_answers, [("How long?", "30 days", "60 days")] * 3)
    assert (r.good, r.same, r.bad) == (3, 0, 0)
    assert r.p_value == pytest.approx(0.25)
    with pytest.raises(JudgeError, match="compare_answers: 'better' must be 1, 2 or 0"):
        LLMJudge(lambda p: '{"better": "A"}').compare_answers("q", "a", "b")
    with pytest.raises(ValueError, match="item 0: 'compare' must return 1"):
        side_by_side(lambda q, x, y: "A", [("q", "a", "b")])
    with pytest.raises(TypeError, match="item 0 must be a"):
        side_by_side(lambda q, x, y: 1, [("q", "a")])


# ---------------------------------------------------------------- the rule judge's limits, as its docstring states

def test_rule_judge_docstring_states_its_measured_relevance_numbers():
    sys.path.insert(0, str(ROOT))
    from benchmarks.bench_rule_judge import relevance_pairs

    doc = " ".join(RuleJudge.__doc__.split())
    tprs, tnrs, bas, kappas = [], [], [], []
    for lang in ("en", "es", "zh"):
        labels, ratings = relevance_pairs(lang, RuleJudge())
        r = judge_report(labels, [int(x >= 2) for x in ratings])
        assert (len(labels), sum(labels)) == (2520, 184)
        tprs.append(r.tpr), tnrs.append(r.tnr), bas.append(r.balanced_accuracy), kappas.append(r.kappa)
    for name, values in (("TPR", tprs), ("TNR", tnrs), ("balanced accuracy", bas), ("Cohen's kappa", kappas)):
        stated = f"{name} " + " / ".join(f"{v:.3f}" for v in values)
        assert stated in doc, stated


# ---------------------------------------------------------------- names

def test_top_level_names_load_on_first_use():
    for name in ("ppi_mean", "judge_report", "choose_threshold", "side_by_side", "sign_test"):
        assert getattr(rm, name) is getattr(sys.modules["ragmetrics.judge_stats"], name)
        assert name in rm.__all__
    out = subprocess.run([sys.executable, "-c", "import sys, ragmetrics; print('ragmetrics.judge_stats' in sys.modules)"],
                         capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert out.strip() == "False"
