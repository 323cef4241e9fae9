"""Paired significance tests and ``compare``, checked against independent references.

SciPy (test requirement only) is the reference for the t-test and Wilcoxon p-values; the exact
randomization test is checked against a brute-force enumeration written here; the Holm adjustment
against p-values adjusted by hand. No value pinned here comes from ragmetrics itself.
"""

from __future__ import annotations

import itertools
import math
import subprocess
import sys

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics.significance import adjust_p_values

stats = pytest.importorskip("scipy.stats")


def _sample(seed: int, n: int, *, decimals=None, zeros: int = 0, shift: float = 0.03):
    """Seeded per-query scores of two systems; rounding makes ties, ``zeros`` copies make zero differences."""
    rng = np.random.default_rng(seed)
    a = rng.random(n)
    b = np.clip(a + rng.normal(shift, 0.15, n), 0, 1)
    if decimals is not None:
        a, b = np.round(a, decimals), np.round(b, decimals)
    b[:zeros] = a[:zeros]
    return a.tolist(), b.tolist()


# (seed, n, decimals, zeros): continuous data, ties from rounding, zero differences, both, several sizes
SAMPLES = [
    (0, 5, None, 0), (1, 12, None, 0), (2, 30, None, 0), (3, 50, None, 0), (4, 51, None, 0), (5, 200, None, 0),
    (6, 8, 1, 0), (7, 13, 1, 2), (8, 14, 1, 0), (9, 40, 2, 3), (10, 100, 1, 5), (11, 10, None, 3), (12, 60, None, 4),
    (13, 1000, 2, 20),
]


def _ids(sample):
    seed, n, decimals, zeros = sample
    return f"seed{seed}-n{n}" + (f"-round{decimals}" if decimals else "") + (f"-zeros{zeros}" if zeros else "")


@pytest.mark.parametrize("sample", SAMPLES, ids=_ids)
def test_t_test_equals_scipy_ttest_rel(sample):
    """p-value, t statistic and the 95% and 90% intervals are scipy's to 1e-10."""
    seed, n, decimals, zeros = sample
    a, b = _sample(seed, n, decimals=decimals, zeros=zeros)
    reference = stats.ttest_rel(b, a)
    for confidence in (0.95, 0.9):
        result = rm.paired_test(a, b, test="t-test", confidence=confidence)
        assert result.p_value == pytest.approx(reference.pvalue, abs=1e-10, rel=1e-10)
        assert result.statistic == pytest.approx(reference.statistic, abs=1e-10)
        interval = reference.confidence_interval(confidence)
        assert result.ci == pytest.approx((interval.low, interval.high), abs=1e-10)
    d = np.subtract(b, a)
    assert result.mean_difference == pytest.approx(d.mean(), abs=1e-15)
    assert result.effect_size == pytest.approx(d.mean() / d.std(ddof=1), abs=1e-12)
    assert result.n == n


@pytest.mark.parametrize("sample", SAMPLES, ids=_ids)
def test_wilcoxon_equals_scipy_with_continuity_correction(sample):
    """p-value and statistic are scipy.stats.wilcoxon(b, a, correction=True)'s (method 'auto') to 1e-10."""
    seed, n, decimals, zeros = sample
    a, b = _sample(seed, n, decimals=decimals, zeros=zeros)
    reference = stats.wilcoxon(b, a, correction=True)
    result = rm.paired_test(a, b, test="wilcoxon")
    assert result.p_value == pytest.approx(reference.pvalue, abs=1e-10, rel=1e-10)
    assert result.statistic == pytest.approx(reference.statistic, abs=1e-10)


@pytest.mark.parametrize(
    "sample, method",
    [((1, 12, None, 0), "exact"), ((7, 13, 1, 2), "every sign pattern"), ((8, 14, 1, 0), "normal"), ((4, 51, None, 0), "normal")],
    ids=["exact-no-ties", "ties-small-n", "ties-n14", "n51"],
)
def test_wilcoxon_method_follows_scipy_auto(sample, method):
    """Exact up to 50 pairs without ties or zeros, every sign pattern up to 13 with them, else the normal approximation."""
    seed, n, decimals, zeros = sample
    a, b = _sample(seed, n, decimals=decimals, zeros=zeros)
    assert method in rm.paired_test(a, b, test="wilcoxon").p_method


def test_wilcoxon_drops_zero_differences():
    """Zeros are dropped before ranking (zero_method='wilcox'): adding pairs with d = 0 keeps the statistic."""
    a = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65]
    b = [0.3, 0.1, 0.6, 0.9, 0.4, 0.9, 0.95, 0.7, 1.0, 0.4, 0.2, 0.8, 0.5, 0.9, 0.7]
    with_zeros = rm.paired_test(a + [0.5, 0.3], b + [0.5, 0.3], test="wilcoxon")
    assert with_zeros.statistic == rm.paired_test(a, b, test="wilcoxon").statistic
    assert with_zeros.p_value == pytest.approx(stats.wilcoxon(b + [0.5, 0.3], a + [0.5, 0.3], correction=True).pvalue, abs=1e-10)


def _brute_force_p(d):
    """Every sign pattern, written out: the share whose |sum| reaches the observed |sum|."""
    observed = abs(sum(d))
    patterns = list(itertools.product((1, -1), repeat=len(d)))
    hits = sum(abs(sum(s * x for s, x in zip(signs, d))) >= observed for signs in patterns)
    return hits / len(patterns)


@pytest.mark.parametrize("seed", range(8))
def test_exact_randomization_equals_brute_force_enumeration(seed):
    """Differences in eighths (exact in binary), with ties and zeros: the same p-value as enumerating by hand."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 12))
    d = (rng.integers(-4, 7, n) / 8).tolist()
    a = [0.5] * n
    b = [0.5 + x for x in d]
    result = rm.paired_test(a, b, n_resamples=None)
    assert result.p_value == _brute_force_p([y - x for x, y in zip(a, b)])
    assert result.p_method.startswith("exact")


def test_exact_randomization_small_hand_case():
    """d = (0.25, 0.5, 0.75): |sum| 1.5 is reached by +++ and --- only: p = 2/8."""
    assert rm.paired_test([0, 0, 0], [0.25, 0.5, 0.75], n_resamples=None).p_value == 0.25


def test_sampled_randomization_within_binomial_error_of_exact():
    """20,000 sampled sign patterns: p within 4 standard errors (plus the +1 of the estimator) of the exact p."""
    a, b = _sample(21, 16, shift=0.03)
    exact = rm.paired_test(a, b, n_resamples=None).p_value
    assert 0.01 < exact < 0.9  # a p-value with a visible standard error
    n_resamples = 20_000
    tolerance = 4 * math.sqrt(exact * (1 - exact) / n_resamples) + 1 / n_resamples
    for seed in (1, 2, 3):
        sampled = rm.paired_test(a, b, n_resamples=n_resamples, seed=seed)
        assert abs(sampled.p_value - exact) <= tolerance
        assert sampled.n_resamples == n_resamples and sampled.seed == seed


def test_sampled_p_value_is_never_zero():
    """(hits + 1) / (n_resamples + 1): a huge effect gives 1 / (n_resamples + 1), not 0."""
    a = [0.1] * 30
    b = [0.9 + i / 1000 for i in range(30)]
    assert rm.paired_test(a, b, n_resamples=999, seed=0).p_value == 1 / 1000
    assert rm.paired_test(a, b, test="bootstrap", n_resamples=999, seed=0).p_value == 1 / 1000


def test_same_seed_same_p_value():
    """A seed makes the sampled tests reproducible."""
    a, b = _sample(5, 40)
    for test in ("randomization", "bootstrap"):
        first = rm.paired_test(a, b, test=test, seed=11)
        assert rm.paired_test(a, b, test=test, seed=11) == first


def test_bootstrap_interval_covers_the_true_mean_at_about_the_nominal_rate():
    """300 simulated test sets of 40 queries with a known mean difference of 0.03: a 95% interval covers it 90-99% of the time."""
    rng = np.random.default_rng(2007)
    true_difference, covered, trials = 0.03, 0, 300
    for trial in range(trials):
        a = rng.random(40)
        b = a + true_difference + rng.normal(0, 0.1, 40)
        low, high = rm.paired_test(a, b, test="bootstrap", n_resamples=1000, seed=trial).ci
        covered += low <= true_difference <= high
    assert 0.90 <= covered / trials <= 0.99


def test_bootstrap_reports_its_percentile_interval():
    """The bootstrap's interval is a percentile interval inside the range of the differences; the others use the t interval."""
    a, b = _sample(3, 25)
    boot = rm.paired_test(a, b, test="bootstrap", seed=0)
    d = np.subtract(b, a)
    assert d.min() <= boot.ci[0] < boot.mean_difference < boot.ci[1] <= d.max()
    assert boot.ci_method == "bootstrap percentile"
    t_ci = stats.ttest_rel(b, a).confidence_interval(0.95)
    for test in ("randomization", "wilcoxon"):
        assert rm.paired_test(a, b, test=test, seed=0).ci == pytest.approx((t_ci.low, t_ci.high), abs=1e-10)


def test_no_difference_at_all():
    """Identical systems: every test says p = 1 and the effect size is 0."""
    a = [0.1, 0.5, 0.9, 0.3]
    for test in ("randomization", "bootstrap", "t-test", "wilcoxon"):
        result = rm.paired_test(a, a, test=test, seed=0)
        assert result.p_value == 1.0 and result.mean_difference == 0.0 and result.effect_size == 0.0


def test_holm_and_bonferroni_against_hand_adjusted_p_values():
    """m = 4: Holm multiplies the sorted p-values by 4, 3, 2, 1 and keeps the running maximum."""
    p = [0.01, 0.04, 0.03, 0.005]
    # 0.005*4 = 0.02; 0.01*3 = 0.03; 0.03*2 = 0.06; 0.04*1 = 0.04 -> max(0.06, 0.04) = 0.06
    assert adjust_p_values(p, "holm") == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert adjust_p_values(p, "bonferroni") == pytest.approx([0.04, 0.16, 0.12, 0.02])
    assert adjust_p_values(p, "none") == p
    # capped at 1, and the running maximum carries the cap: 0.3*2 = 0.6, 0.5*1 = 0.5 -> 0.6
    assert adjust_p_values([0.5, 0.3], "holm") == pytest.approx([0.6, 0.6])
    assert adjust_p_values([0.7, 0.6], "bonferroni") == [1.0, 1.0]


# ------------------------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    "kwargs, error, words",
    [
        (dict(a=[0.1, 0.2, 0.3], b=[0.1, 0.2]), ValueError, ["'a' and 'b'", "same length", "3 and 2"]),
        (dict(a=[0.1], b=[0.2]), ValueError, ["at least 2", "got 1"]),
        (dict(a=[], b=[]), ValueError, ["at least 2", "got 0"]),
        (dict(a=[0.1, float("nan")], b=[0.1, 0.2]), ValueError, ["'a'", "finite", "item 1", "nan"]),
        (dict(a=[0.1, 0.2], b=[0.1, float("inf")]), ValueError, ["'b'", "finite", "item 1", "inf"]),
        (dict(a=[0.1, "0.2"], b=[0.1, 0.2]), TypeError, ["'a'", "real numbers", "'0.2'", "str"]),
        (dict(a=[0.1, None], b=[0.1, 0.2]), TypeError, ["'a'", "real numbers", "None"]),
        (dict(a=[True, False], b=[0.1, 0.2]), TypeError, ["'a'", "real numbers", "True", "bool"]),
        (dict(a="0.1 0.2", b=[0.1, 0.2]), TypeError, ["'a'", "sequence", "'0.1 0.2'"]),
        (dict(a={"q1": 0.1, "q2": 0.2}, b=[0.1, 0.2]), TypeError, ["'a'", "sequence"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], seed=1.5), TypeError, ["'seed'", "int or None", "1.5", "float"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], seed="7"), TypeError, ["'seed'", "int or None", "'7'", "str"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], seed=True), TypeError, ["'seed'", "int or None", "True", "bool"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], seed=-1), ValueError, ["'seed'", "non-negative", "-1"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], test="sign"), ValueError, ["'test'", "'randomization'", "'sign'"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], test=None), ValueError, ["'test'", "None"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], n_resamples=0), ValueError, ["'n_resamples'", "positive int", "0"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], n_resamples=2.5), TypeError, ["'n_resamples'", "positive int", "2.5"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], n_resamples=True), TypeError, ["'n_resamples'", "True", "bool"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], test="bootstrap", n_resamples=None), ValueError, ["'n_resamples'", "bootstrap", "None"]),
        (dict(a=[0.1] * 21, b=[0.2] * 21, n_resamples=None), ValueError, ["'n_resamples'", "more than 20", "2**21", "21 queries"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], confidence=95), ValueError, ["'confidence'", "between 0 and 1", "95"]),
        (dict(a=[0.1, 0.2], b=[0.3, 0.4], confidence="0.95"), TypeError, ["'confidence'", "'0.95'"]),
    ],
    ids=lambda v: v.__name__ if isinstance(v, type) else None,
)
def test_bad_input_names_the_argument_the_rule_and_the_value(kwargs, error, words):
    """Each refusal is a TypeError or ValueError whose message names the argument, states the rule, shows the value."""
    kwargs = dict(kwargs)
    a, b = kwargs.pop("a"), kwargs.pop("b")
    with pytest.raises(error) as caught:
        rm.paired_test(a, b, **kwargs)
    for word in words:
        assert word in str(caught.value), (word, str(caught.value))


def test_scores_are_real_numbers_as_elsewhere_in_the_package():
    """Fraction, Decimal and numpy scalars are scores; an int too big for a float and numpy's bool are refused."""
    from decimal import Decimal
    from fractions import Fraction

    a, b = [Fraction(1, 2), Decimal("0.25"), np.float32(0.75), 1], [0.5, 0.5, 0.5, 0.5]
    assert rm.paired_test(a, b, test="t-test").p_value == pytest.approx(stats.ttest_rel(b, [0.5, 0.25, 0.75, 1.0]).pvalue, abs=1e-10)
    with pytest.raises(ValueError, match=r"'a' must hold finite numbers.*item 1"):
        rm.paired_test([0.1, 10**400], [0.1, 0.2])
    with pytest.raises(TypeError, match=r"'b' must hold real numbers.*item 0.*bool"):
        rm.paired_test([0.1, 0.2], [np.bool_(True), 0.2])


def test_numpy_arrays_and_numpy_seeds_are_accepted():
    """numpy arrays of scores and a numpy integer seed are fine; 20 queries can still be enumerated."""
    a, b = _sample(4, 20)
    result = rm.paired_test(np.array(a), np.array(b), n_resamples=None, seed=np.int64(3))
    assert result.p_value == rm.paired_test(a, b, n_resamples=None).p_value


def test_import_ragmetrics_loads_the_tests_on_first_use_and_never_scipy():
    """`import ragmetrics` does not load ragmetrics.significance; rm.paired_test loads it, and never scipy."""
    code = ("import ragmetrics, sys; print('ragmetrics.significance' in sys.modules); "
            "ragmetrics.paired_test([0, 1], [1, 1]); print('ragmetrics.significance' in sys.modules, 'scipy' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True", "False"]


# --------------------------------------------------------------------------------------------- compare


def _test_collection(seed=0, n=30):
    """A qrels of n queries and three runs whose per-query quality differs at random."""
    rng = np.random.default_rng(seed)
    qrels = {f"q{i}": {f"d{i}_{j}": int(rng.integers(0, 3)) for j in range(6)} for i in range(n)}
    runs = {}
    for name in ("base", "better", "same"):
        runs[name] = {q: {doc: float(rng.random()) for doc in docs} for q, docs in qrels.items()}
    return qrels, runs


def test_compare_uses_evaluate_per_query_values_and_scipy_t_test():
    """Rows: each system against the first, p-values of ttest_rel on evaluate's per-query values, Holm over all rows."""
    qrels, runs = _test_collection()
    measures = ["nDCG@5", "RR"]
    result = rm.compare(qrels, runs, measures, test="t-test")
    assert result.baseline == "base"
    assert [(r.system, r.measure) for r in result.rows] == [("better", "nDCG@5"), ("same", "nDCG@5"), ("better", "RR"), ("same", "RR")]
    per_query = {name: rm.evaluate(qrels, run, measures).per_query for name, run in runs.items()}
    raw = []
    for row in result.rows:
        a = [per_query["base"][q][row.measure] for q in per_query["base"]]
        b = [per_query[row.system][q][row.measure] for q in per_query["base"]]
        assert row.p_value == pytest.approx(stats.ttest_rel(b, a).pvalue, abs=1e-10)
        assert row.mean == pytest.approx(np.mean(b)) and row.baseline_mean == pytest.approx(np.mean(a))
        assert result.differences(row.system, row.measure) == pytest.approx(dict(zip(per_query["base"], np.subtract(b, a))))
        raw.append(row.p_value)
    # Holm by hand on these four raw p-values
    order = sorted(range(4), key=raw.__getitem__)
    expected, running = [0.0] * 4, 0.0
    for i, index in enumerate(order):
        running = max(running, min(1.0, (4 - i) * raw[index]))
        expected[index] = running
    assert [r.p_adjusted for r in result.rows] == pytest.approx(expected)
    assert [r.significant for r in result.rows] == [p < 0.05 for p in expected]


def test_compare_baseline_and_correction_none():
    qrels, runs = _test_collection(1)
    result = rm.compare(qrels, runs, ["AP"], baseline="same", correction="none", test="wilcoxon")
    assert result.baseline == "same" and [r.system for r in result.rows] == ["base", "better"]
    assert all(r.p_value == r.p_adjusted for r in result.rows)


def test_compare_scores_a_query_missing_from_a_run_as_zero():
    """A judged query a run has no line for scores 0 there (trec_eval -c), so every system has the same queries."""
    qrels, runs = _test_collection(2, n=10)
    del runs["better"]["q3"]
    result = rm.compare(qrels, runs, ["RR"], n_resamples=None)
    assert len(result.queries) == 10 and result.missing == {"base": 0, "better": 1, "same": 0}
    base_rr = rm.evaluate(qrels, runs["base"], ["RR"]).per_query["q3"]["RR"]
    assert result.differences("better", "RR")["q3"] == pytest.approx(0.0 - base_rr)
    assert "better 1" in result.table()


def test_compare_refuses_missing_queries_when_asked():
    qrels, runs = _test_collection(2, n=10)
    del runs["same"]["q3"], runs["same"]["q7"]
    with pytest.raises(ValueError, match=r"'runs'.*'same'.*2 of 10 queries.*'q3', 'q7'"):
        rm.compare(qrels, runs, ["RR"], missing_queries="error")


def test_compare_table_and_html():
    """The text table has aligned columns (the header rule matches every line's width) and the HTML a <table>."""
    qrels, runs = _test_collection(3)
    result = rm.compare(qrels, runs, ["nDCG@5"], seed=1, n_resamples=2000)
    lines = result.table().splitlines()
    assert lines[0].split()[:4] == ["system", "measure", "mean", "diff"]
    widths = [len(cell) for cell in lines[1].split("  ")]
    starts = [sum(widths[:i]) + 2 * i for i in range(len(widths))]
    assert lines[2][starts[1]:].startswith("nDCG@5")
    assert "base (baseline)" in lines[2] and "better" in lines[3]
    assert "2000 resamples" in lines[-1] and "seed 1" in lines[-1] and "holm" in lines[-1]
    assert result._repr_html_().startswith("<table>") and "better" in result._repr_html_()


@pytest.mark.parametrize(
    "kwargs, error, words",
    [
        (dict(runs=[]), TypeError, ["'runs'", "mapping"]),
        (dict(runs="only"), TypeError, ["'runs'", "mapping"]),
        (dict(baseline="nope"), ValueError, ["'baseline'", "'base'", "'nope'"]),
        (dict(correction="fdr"), ValueError, ["'correction'", "'holm'", "'fdr'"]),
        (dict(alpha=5), ValueError, ["'alpha'", "between 0 and 1", "5"]),
        (dict(seed="x"), TypeError, ["'seed'", "'x'"]),
        (dict(test="z"), ValueError, ["'test'", "'z'"]),
        (dict(missing_queries="skip"), ValueError, ["'missing_queries'", "'zero' or 'error'", "'skip'"]),
        (dict(measures=["nDCG@0"]), ValueError, []),
    ],
)
def test_compare_bad_input(kwargs, error, words):
    qrels, runs = _test_collection(4, n=5)
    arguments = dict(qrels=qrels, runs=runs, measures=["RR"])
    arguments.update(kwargs)
    with pytest.raises(error) as caught:
        rm.compare(arguments.pop("qrels"), arguments.pop("runs"), arguments.pop("measures"), **arguments)
    for word in words:
        assert word in str(caught.value), (word, str(caught.value))


def test_compare_needs_two_systems():
    qrels, runs = _test_collection(4, n=5)
    with pytest.raises(ValueError, match=r"'runs' must hold at least 2 systems.*got 1"):
        rm.compare(qrels, {"base": runs["base"]}, ["RR"])


# ------------------------------------------------------------------------------------------------- CLI


def _write_trec(tmp_path, qrels, runs):
    rm.write_qrels(qrels, tmp_path / "qrels.txt")
    paths = []
    for name, run in runs.items():
        rm.write_run(run, tmp_path / f"{name}.txt", tag=name)
        paths.append(str(tmp_path / f"{name}.txt"))
    return str(tmp_path / "qrels.txt"), paths


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "ragmetrics", *args], capture_output=True, text=True)


def test_cli_compare_prints_the_t_test_p_values(tmp_path):
    """`compare QRELS A B C -m RR -m nDCG@5 --test t-test --correction none`: scipy's p-values, 4 decimals."""
    qrels, runs = _test_collection(5, n=12)
    qrels_path, run_paths = _write_trec(tmp_path, qrels, runs)
    done = _cli("compare", qrels_path, *run_paths, "-m", "RR", "-m", "nDCG@5", "--test", "t-test", "--correction", "none")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split()[:2] == ["system", "measure"]
    per_query = {name: rm.evaluate(qrels, run, ["RR"]).per_query for name, run in runs.items()}
    qids = list(per_query["base"])
    a = [per_query["base"][q]["RR"] for q in qids]
    b = [per_query["better"][q]["RR"] for q in qids]
    row = next(line for line in lines if line.startswith("better") and " RR " in line)
    assert f"{stats.ttest_rel(b, a).pvalue:.4f}" in row.split()
    assert "base (baseline)" in done.stdout and "12 queries, t-test test" in lines[-1]


def test_cli_compare_exact_and_seeded(tmp_path):
    """--n-resamples exact enumerates; --seed makes two sampled runs print the same table."""
    qrels, runs = _test_collection(6, n=8)
    qrels_path, run_paths = _write_trec(tmp_path, qrels, runs)
    exact = _cli("compare", qrels_path, *run_paths[:2], "-m", "AP", "--n-resamples", "exact")
    assert exact.returncode == 0, exact.stderr
    first = _cli("compare", qrels_path, *run_paths, "-m", "AP", "--seed", "3", "--n-resamples", "500", "--baseline", "same")
    second = _cli("compare", qrels_path, *run_paths, "-m", "AP", "--seed", "3", "--n-resamples", "500", "--baseline", "same")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout and "same (baseline)" in first.stdout


def test_cli_compare_bad_input_is_a_message_not_a_traceback(tmp_path):
    qrels, runs = _test_collection(7, n=25)
    qrels_path, run_paths = _write_trec(tmp_path, qrels, runs)
    done = _cli("compare", qrels_path, *run_paths, "-m", "RR", "--n-resamples", "exact")
    assert done.returncode == 2
    assert done.stderr.startswith("error: 'n_resamples'") and "Traceback" not in done.stderr
    missing = _cli("compare", qrels_path, run_paths[0], "-m", "RR")
    assert missing.returncode == 2 and "'runs' must hold at least 2 systems" in missing.stderr


def test_compare_differences_refuses_unknown_names_and_the_footer_says_exact():
    qrels, runs = _test_collection(8, n=6)
    result = rm.compare(qrels, runs, ["RR"], n_resamples=None)
    assert "exact (every sign pattern)" in result.table().splitlines()[-1]
    assert result.differences("base", "RR") == dict.fromkeys(result.queries, 0.0)
    with pytest.raises(ValueError, match=r"'system' must be one of \['base', 'better', 'same'\] \(got 'nope'\)"):
        result.differences("nope", "RR")
    with pytest.raises(ValueError, match=r"'measure' must be one of \['RR'\] \(got 'AP'\)"):
        result.differences("better", "AP")


def test_the_report_speaks_the_words_it_is_given():
    """table(words) replaces headers and footer (the course passes its catalog's); unknown keys are refused."""
    from ragmetrics_course import comparison_words

    qrels = {"a": {"d1": 1}, "b": {"d2": 1}, "c": {"d1": 1}}
    run_a = {"a": {"d1": 1.0, "d2": 0.5}, "b": {"d2": 0.2, "d1": 0.9}, "c": {"d3": 1.0, "d1": 0.5}}
    run_b = {"a": {"d1": 0.1, "d2": 0.5}, "b": {"d2": 0.9, "d1": 0.1}, "c": {"d1": 1.0}}
    comparison = rm.compare(qrels, {"A": run_a, "B": run_b}, ["RR"], n_resamples=None)
    assert comparison.table(comparison_words("en")) == comparison.table()  # English: the report the CLI prints
    spanish = comparison.table(comparison_words("es")).splitlines()
    assert spanish[0].split()[:3] == ["sistema", "medida", "media"] and "A (línea base)" in spanish[2]
    assert spanish[-1].startswith("3 consultas, prueba de aleatorización, exacta")
    chinese = comparison.table(comparison_words("zh")).splitlines()
    # a Chinese header takes two columns per character: the rule under it is as wide as it looks
    assert chinese[0].startswith("系统       指标") and chinese[1].startswith("---------  ----")
    assert "基线" in comparison.html(comparison_words("zh"))
    with pytest.raises(ValueError, match="unknown keys \\['sytem'\\]"):
        comparison.table({"sytem": "x"})


def test_the_report_writes_numbers_with_the_writer_it_is_given():
    """words["number"] writes every number of the report; the default is Python's (0.6667, 10000), the course's
    Spanish writes 0,6667, [a; b], 10 000 and p < 0,05."""
    from ragmetrics_course import comparison_words

    # RR by query: A = 1, 1/2, 1/2 (mean 2/3); B = 1/2, 1, 1 (mean 5/6); B - A = -1/2, +1/2, +1/2 (mean +1/6)
    qrels = {"a": {"d1": 1}, "b": {"d2": 1}, "c": {"d1": 1}}
    run_a = {"a": {"d1": 1.0, "d2": 0.5}, "b": {"d2": 0.2, "d1": 0.9}, "c": {"d3": 1.0, "d1": 0.5}}
    run_b = {"a": {"d1": 0.1, "d2": 0.5}, "b": {"d2": 0.9, "d1": 0.1}, "c": {"d1": 1.0}}
    comparison = rm.compare(qrels, {"A": run_a, "B": run_b}, ["RR"], n_resamples=10_000, seed=0)
    low, high = comparison.rows[0].ci
    plain = comparison.table().splitlines()
    assert plain[2].split()[-1] == f"{2 / 3:.4f}" == "0.6667"
    assert plain[3].split()[2:4] == ["0.8333", "+0.1667"] and f"[{low:+.4f}, {high:+.4f}]" in plain[3]
    assert plain[-1] == "3 queries, randomization test, 10000 resamples, seed 0; * = p (holm) < 0.05 over 1 comparisons"
    spanish = comparison.table(comparison_words("es"))
    lines = spanish.splitlines()
    assert lines[0].split()[-1] == "(Holm)" and lines[2].split()[-1] == "0,6667"
    assert lines[3].split()[2:4] == ["0,8333", "+0,1667"]
    spanish_low = f"{low:+.4f}".replace(".", ",").replace("-", "\u2212")
    assert f"[{spanish_low}; +{high:.4f}]".replace(".", ",") in lines[3]
    assert lines[-1] == ("3 consultas, prueba de aleatorización, 10\u202f000 remuestreos, semilla 0; * = p (Holm) < 0,05 "
                         "en 1 comparaciones")
    assert "0,6667" in comparison.html(comparison_words("es")) and "." not in spanish.replace("dif.", "")
    assert "重抽样 10\u202f000 次" in comparison.table(comparison_words("zh"))
    with pytest.raises(TypeError, match="must be a callable number"):
        comparison.table({"number": "0.4f"})


def test_format_p_writes_with_the_writer_it_is_given():
    from ragmetrics_course import comparison_words

    spanish = comparison_words("es")["number"]
    assert [rm.format_p(p) for p in (0.03125, 3.2e-12, 0.0)] == ["0.0312", "3.2e-12", "0"]
    assert rm.format_p(1 / 10_001, 10_000) == "< 1e-4" and rm.format_p(1.2e-5) == "1.2e-5"
    assert rm.format_p(0.03125, number=spanish) == "0,0312"
    assert rm.format_p(3.2e-12, number=spanish) == "3,2 · 10\u207b\u00b9\u00b2"
    assert rm.format_p(1 / 10_001, 10_000, number=spanish) == "< 1 · 10\u207b\u2074"


# ------------------------------------------------------------------ issue 25: M4, M5, L8

def test_bootstrap_resamples_are_capped_before_any_allocation():
    """Issue 25 M4: --n-resamples 1000000000 allocated 7.45 GiB of bootstrap means at once."""
    import time

    start = time.perf_counter()
    with pytest.raises(ValueError, match=r"at most 10000000 .*bootstrap"):
        rm.paired_test([0.1, 0.2, 0.3], [0.2, 0.2, 0.5], test="bootstrap", n_resamples=10**9, seed=1)
    assert time.perf_counter() - start < 0.5


def test_cli_bootstrap_with_a_billion_resamples_is_a_message(tmp_path):
    qrels = tmp_path / "q.qrels"
    runs = [tmp_path / "a.run", tmp_path / "b.run"]
    qrels.write_text("q1 0 d1 1\nq2 0 d2 1\nq3 0 d3 1\n")
    for run, first in zip(runs, ("d8", "d9")):
        run.write_text(f"q1 Q0 {first} 1 2 t\nq1 Q0 d1 2 1 t\nq2 Q0 d2 1 1 t\nq3 Q0 d3 1 1 t\n")
    done = subprocess.run([sys.executable, "-m", "ragmetrics", "compare", str(qrels), *map(str, runs), "-m", "RR",
                           "--test", "bootstrap", "--n-resamples", "1000000000"], capture_output=True, text=True)
    assert done.returncode == 2 and "at most 10000000" in done.stderr and "Traceback" not in done.stderr


def test_the_bootstrap_numbers_for_a_seed_did_not_change_with_the_cap():
    """The cap changed no number: the means of 1,000 resamples with seed 3, drawn here as the chunked loop draws them
    (one (rows, n) block of indices from numpy's default_rng(3))."""
    a = np.array([0.1, 0.4, 0.35, 0.8, 0.6, 0.2])
    b = np.array([0.3, 0.4, 0.5, 0.7, 0.9, 0.25])
    d = b - a
    rng = np.random.default_rng(3)
    boot = d[rng.integers(0, len(d), size=(1000, len(d)), dtype=np.int32)].mean(axis=1)
    result = rm.paired_test(a, b, test="bootstrap", n_resamples=1000, seed=3)
    assert result.ci == tuple(np.quantile(boot, [(1 - 0.95) / 2, (1 + 0.95) / 2]).tolist())


@pytest.mark.parametrize("values, error", [
    ([float("nan"), 0.1], ValueError), ([-0.1, 0.1], ValueError), ([1.5, 0.1], ValueError),
    ([float("inf")], ValueError), (["0.1"], TypeError), ([True, 0.1], TypeError), ([None], TypeError),
])
@pytest.mark.parametrize("method", ["holm", "bonferroni", "none"])
def test_adjust_p_values_refuses_what_is_not_a_p_value(values, error, method):
    """Issue 25 M5: NaN, -0.1 and 1.5 were adjusted (a NaN turned Holm's 0.1 into 1.0)."""
    with pytest.raises(error, match="p-value"):
        adjust_p_values(values, method)


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize("test", ["randomization", "bootstrap", "t-test", "wilcoxon"])
def test_scores_whose_differences_overflow_are_refused(test):
    """Issue 25 L8: with +-1e308 scores the interval was (nan, nan) and a randomization p was 1/10001 for n = 5
    (the smallest possible is 1/16), with RuntimeWarnings."""
    a = [1e308, -1e308, 0.0, 0.5, 0.25]
    b = [-1e308, 1e308, 0.1, 0.5, 0.5]
    with pytest.raises(ValueError, match="overflow"):
        rm.paired_test(a, b, test=test, seed=1)


@pytest.mark.parametrize("sample", [(0, 10), (1, 30)])
def test_wilcoxon_p_value_is_a_python_float_as_the_other_tests(sample):
    """Issue 25 L8: wilcoxon returned np.float64 p-values."""
    a, b = _sample(*sample)
    for test in ("randomization", "t-test", "wilcoxon", "bootstrap"):
        result = rm.paired_test(a, b, test=test, seed=1)
        assert type(result.p_value) is float and type(result.statistic) is float, test


def _tiny_runs():
    qrels = {"q1": {"a": 1}, "q2": {"b": 1}, "q3": {"c": 1}}
    run = {"q1": {"a": 1.0}, "q2": {"c": 1.0}, "q3": {"c": 1.0}}
    return qrels, run


def test_compare_refuses_system_names_that_are_not_strings():
    """Issue 25 L2: compare({1: run, 2: run}) was accepted, then table() failed with "'int' object is not iterable"."""
    qrels, run = _tiny_runs()
    with pytest.raises(TypeError, match=r"'runs' must be keyed by system names.*1 of type int"):
        rm.compare(qrels, {1: run, 2: run}, ["RR"])


@pytest.mark.parametrize("words, error, fragment", [
    ({"system": None}, TypeError, "'words' values must be strings"), ({"system": 5}, TypeError, "'words' values must be strings"),
    (["system"], TypeError, "'words' must be a mapping"), ("system", TypeError, "'words' must be a mapping"),
])
def test_table_words_must_be_a_mapping_of_strings(words, error, fragment):
    """Issue 25 L2: table(words={'system': None}) raised "'NoneType' object is not iterable"."""
    qrels, run = _tiny_runs()
    result = rm.compare(qrels, {"a": run, "b": run}, ["RR"], test="t-test")
    for render in (result.table, result.html):
        with pytest.raises(error, match=fragment):
            render(words=words)


def test_the_results_with_many_fields_are_built_with_keywords_only():
    from ragmetrics.significance import Comparison, ComparisonRow, PairedTestResult

    for cls in (PairedTestResult, ComparisonRow, Comparison):
        with pytest.raises(TypeError, match="positional"):
            cls("randomization", 3)
    result = rm.paired_test([0.1, 0.2, 0.3], [0.2, 0.4, 0.3], n_resamples=None)
    assert result.mean_difference == pytest.approx((0.1 + 0.2 + 0.0) / 3)
