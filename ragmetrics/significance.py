"""Is B really better than A? Paired significance tests on per-query scores, and ``compare`` for runs.

``paired_test(a, b)`` takes two equal-length sequences of per-query scores (the same queries, in the
same order) and tests whether the mean of ``b - a`` differs from 0: Fisher's randomization (sign-flip)
test, the paired bootstrap, the paired Student t-test or the Wilcoxon signed-rank test. ``compare``
evaluates several runs on the same qrels and tests each against a baseline, correcting the p-values
for the number of comparisons (Holm, Bonferroni or none).

Only numpy and the standard library: the t distribution comes from the regularized incomplete beta
function (a continued fraction), the normal one from ``math.erfc``; SciPy is the tests' reference,
not a dependency.
"""

from __future__ import annotations

import math
import re
import numbers
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import ArrayLike

from ._checks import is_finite, is_number
from .display import display_width as _width, short_repr as _show

if TYPE_CHECKING:
    from .inputs import Qrels, Run
    from .measures import MeasureNames

__all__ = [
    "format_p",
    "paired_test",
    "PairedTestResult",
    "compare",
    "Comparison",
    "ComparisonRow",
    "adjust_p_values",
    "t_two_sided_p",
    "t_quantile",
    "TESTS",
    "CORRECTIONS",
    "TABLE_WORDS",
    "MAX_EXACT_QUERIES",
]

TESTS = ("randomization", "bootstrap", "t-test", "wilcoxon")
CORRECTIONS = ("holm", "bonferroni", "none")
# The words of Comparison's report. table(words=...) and html(words=...) replace some of them: the course
# passes its catalog's, so that a Spanish or Chinese notebook prints its own headers (the package stays English).
# "ci" may use {percent} (95) or {level} (95%). Besides these texts, words may hold "number": a callable
# number(value, format_spec) -> str that writes every number of the report (means, differences, interval bounds,
# p-values, counts, alpha), e.g. with a decimal comma; the default writes them as Python does.
TABLE_WORDS = {
    "system": "system", "measure": "measure", "mean": "mean", "diff": "diff", "ci": "{percent}% CI", "p": "p",
    "p_adjusted": "p ({correction})", "baseline": "{system} (baseline)", "queries": "{n} queries, {test} test",
    "resamples": ", {n} resamples", "exact": ", exact (every sign pattern)", "seed": ", seed {seed}",
    "significant": "; * = p ({correction}) < {alpha} over {n} comparisons",
    "missing": "; queries missing from a run score 0: {systems}",
    "test.randomization": "randomization", "test.bootstrap": "bootstrap", "test.t-test": "t-test",
    "test.wilcoxon": "wilcoxon", "interval": "[{low}, {high}]",
    "correction.holm": "holm", "correction.bonferroni": "bonferroni", "correction.none": "none",
}
MAX_EXACT_QUERIES = 20  # exact enumeration visits 2**n sign patterns: 2**20 is about a million
MAX_BOOTSTRAP_RESAMPLES = 10_000_000  # the bootstrap keeps every resampled mean for its interval: 80 MB at most
_WILCOXON_EXACT_MAX = 50  # scipy's method="auto": the exact null distribution up to 50 pairs
_WILCOXON_PERMUTATION_MAX = 13  # scipy's method="auto" with ties or zeros: every sign pattern up to 13 pairs
_CHUNK_CELLS = 1 << 22  # resamples are drawn in blocks of about 4M cells (32 MiB of float64)


def _python_number(value, format_spec: str = "") -> str:
    """A number as Python writes it, with a short exponent: 0.5806, +0.0798, 1e-4, 3.2e-12 (the report's default)."""
    return re.sub(r"e([+-])0*(\d)", r"e\1\2", format(value, format_spec)).replace("e+", "e")


def format_p(p: float, n_resamples: int | None = None, number=None) -> str:
    """A p-value for a table: ``< 1e-4`` (``< 1/n_resamples``) below what the resamples can resolve, never ``0.0000``.

    ``number(value, format_spec)`` writes each number (default: as Python writes it, with a short exponent), so a
    caller can write them in its reader's language.

    >>> format_p(0.03125), format_p(1 / 10_001, 10_000), format_p(0.0, 200_000), format_p(3.2e-12)
    ('0.0312', '< 1e-4', '< 5e-6', '3.2e-12')
    """
    write = number or _python_number
    if n_resamples and p < 1 / n_resamples:
        return "< " + write(float(f"{1 / n_resamples:.0e}"), ".0e")
    if p == 0:
        return "0"  # an exact test's p can be 0 (a t of infinity)
    if p >= 1e-4:
        return write(p, ".4f")
    return write(p, ".1e")


@dataclass(frozen=True, kw_only=True)
class PairedTestResult:
    """What ``paired_test`` returns: the difference ``b - a``, its interval, the p-value and how they were got.

    ``mean_difference`` is mean(b) - mean(a); ``ci`` = (low, high) at ``confidence``, computed as
    ``ci_method`` says; ``p_value`` is two-sided, computed as ``p_method`` says; ``effect_size`` is
    Cohen's d_z: the mean difference divided by the standard deviation of the differences (n - 1);
    ``statistic`` is the test's own statistic (t, Wilcoxon's smaller rank sum, or the mean difference).
    """

    test: str
    n: int
    mean_a: float
    mean_b: float
    mean_difference: float
    ci: tuple[float, float]
    confidence: float
    p_value: float
    effect_size: float
    statistic: float
    ci_method: str
    p_method: str
    n_resamples: int | None = None
    seed: int | None = None

    def _resolution(self):
        return self.n_resamples if self.test in ("randomization", "bootstrap") else None

    def __str__(self) -> str:
        low, high = self.ci
        return (
            f"{self.test} ({self.p_method}), n = {self.n}: mean difference (b - a) = {self.mean_difference:+.4f}, "
            f"{self.confidence:.0%} CI [{low:+.4f}, {high:+.4f}], p = {format_p(self.p_value, self._resolution())}, d_z = {self.effect_size:+.3f}"
        )


# ----------------------------------------------------------------------------------------- input checks


def _check_scores(values, name: str) -> np.ndarray:
    if isinstance(values, (str, bytes, Mapping)) or not (isinstance(values, (Sequence, np.ndarray)) or hasattr(values, "__array__")):
        raise TypeError(f"'{name}' must be a sequence of per-query scores, such as a list of floats (got {_show(values)})")
    scores = []
    for i, value in enumerate(values):
        # a score is a real number as elsewhere in the package (Fraction and Decimal too); a bool is a slip
        if isinstance(value, (bool, np.bool_)) or not is_number(value):
            raise TypeError(f"'{name}' must hold real numbers (item {i} is {_show(value)} of type {type(value).__name__})")
        if not is_finite(value):
            raise ValueError(f"'{name}' must hold finite numbers, not NaN, infinity or an int too big for a float (item {i} is {_show(value)})")
        scores.append(float(value))
    return np.asarray(scores, dtype=np.float64)


def _check_seed(seed):
    if seed is None:
        return None
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral):
        raise TypeError(f"'seed' must be an int or None (got {_show(seed)} of type {type(seed).__name__})")
    if seed < 0:
        raise ValueError(f"'seed' must be a non-negative int or None (got {seed})")
    return int(seed)


def _check_resamples(n_resamples, test: str):
    if n_resamples is None:
        if test == "bootstrap":
            raise ValueError("'n_resamples' must be a positive int for test='bootstrap' (got None: a bootstrap cannot be enumerated)")
        return None
    if isinstance(n_resamples, bool) or not isinstance(n_resamples, numbers.Integral):
        raise TypeError(f"'n_resamples' must be a positive int or None (got {_show(n_resamples)} of type {type(n_resamples).__name__})")
    if n_resamples < 1:
        raise ValueError(f"'n_resamples' must be a positive int or None (got {n_resamples})")
    if test == "bootstrap" and n_resamples > MAX_BOOTSTRAP_RESAMPLES:
        raise ValueError(f"'n_resamples' must be at most {MAX_BOOTSTRAP_RESAMPLES} for test='bootstrap', which keeps "
                         f"every resampled mean for its interval ({n_resamples} would take {n_resamples * 8 / 2**30:.1f} "
                         "GiB); 10_000 give the percentiles to about 0.002 already")
    return int(n_resamples)


def _check_confidence(confidence) -> float:
    if isinstance(confidence, bool) or not isinstance(confidence, numbers.Real):
        raise TypeError(f"'confidence' must be a number between 0 and 1 (got {_show(confidence)} of type {type(confidence).__name__})")
    if not 0 < confidence < 1:
        raise ValueError(f"'confidence' must be between 0 and 1, exclusive (got {confidence!r})")
    return float(confidence)


def _check_test(test) -> str:
    if test not in TESTS:
        raise ValueError(f"'test' must be one of {', '.join(map(repr, TESTS))} (got {_show(test)})")
    return test


# ------------------------------------------------------------------------------------------- the test


def paired_test(a: ArrayLike, b: ArrayLike, *, test: str = "randomization", n_resamples: int | None = 10_000, seed: int | None = None,
                confidence: float = 0.95) -> PairedTestResult:
    """Test whether ``b`` scores differently from ``a`` on the same queries: two-sided, on d = b - a.

    ``a`` and ``b`` are per-query scores of two systems, the same queries in the same order (at least 2).

    - ``test="randomization"``: Fisher's paired randomization (sign-flip) test on the mean of d. Under the
      null hypothesis each d_i is as likely to be -d_i, so the signs are flipped at random. With
      ``n_resamples=None`` every one of the 2**n sign patterns is enumerated and p = (patterns whose
      |mean| >= the observed |mean|) / 2**n, exactly (refused above n = 20 queries); otherwise
      ``n_resamples`` random patterns give p = (hits + 1) / (n_resamples + 1), never 0 (the observed
      pattern counts as one). A pattern whose |mean| equals the observed one up to rounding
      (1e-10 of mean |d|) is a hit. Zero differences stay in (their sign does not matter).
    - ``test="bootstrap"``: the paired bootstrap: ``n_resamples`` samples of n queries drawn with
      replacement. The interval is the percentile interval of the resampled means (numpy's linear
      quantiles). The p-value comes from the bootstrap distribution shifted to the null (centred on 0):
      p = (#{|mean*_b - mean| >= |mean|} + 1) / (n_resamples + 1).
    - ``test="t-test"``: the paired Student t-test, t = mean(d) / (sd(d) / sqrt(n)), n - 1 degrees of
      freedom (``scipy.stats.ttest_rel(b, a)``). The t distribution is computed here from the regularized
      incomplete beta function. If every difference is equal the t statistic is infinite: p = 0, or
      p = 1 when they are all 0.
    - ``test="wilcoxon"``: the Wilcoxon signed-rank test. Zero differences are dropped (Wilcoxon's
      convention, scipy's ``zero_method="wilcox"``); tied |d| get the average of their ranks. As
      ``scipy.stats.wilcoxon(b, a, correction=True)`` with its default ``method="auto"``: up to 50 pairs
      without ties or zeros, the exact null distribution; up to 13 pairs with ties or zeros, every one of
      the 2**n sign patterns of the rank sum (scipy's permutation test, exact at that size); otherwise the
      normal approximation with the tie correction of the variance and a continuity correction of 0.5.
      ``statistic`` is the smaller of the two rank sums. All differences zero: p = 1.

    The interval ``ci`` of the mean difference is the bootstrap percentile interval for the bootstrap and
    the paired t interval, mean(d) +- t(n - 1) sd(d) / sqrt(n), for the three other tests (sign-flip and
    rank tests do not give an interval of the mean). ``effect_size`` is Cohen's d_z = mean(d) / sd(d)
    (0 when every d is 0, +-inf when every d is the same non-zero value).
    ``seed`` (an int or None) makes the resampling tests reproducible; it is ignored by the others.

    >>> a = [0.2, 0.5, 0.4, 0.7, 0.3]
    >>> b = [0.4, 0.6, 0.5, 0.9, 0.6]
    >>> result = paired_test(a, b, n_resamples=None)   # 2**5 = 32 sign patterns, enumerated
    >>> round(result.mean_difference, 2), result.p_value  # only all-plus and all-minus are as extreme
    (0.18, 0.0625)
    """
    test = _check_test(test)
    x = _check_scores(a, "a")
    y = _check_scores(b, "b")
    if len(x) != len(y):
        raise ValueError(f"'a' and 'b' must have the same length, one score per query each (got {len(x)} and {len(y)})")
    if len(x) < 2:
        raise ValueError(f"'a' and 'b' must hold at least 2 queries (got {len(x)})")
    n_resamples = _check_resamples(n_resamples, test)
    seed = _check_seed(seed)
    confidence = _check_confidence(confidence)
    n = len(x)
    if test == "randomization" and n_resamples is None and n > MAX_EXACT_QUERIES:
        raise ValueError(
            f"'n_resamples' must be an int when there are more than {MAX_EXACT_QUERIES} queries: exact enumeration "
            f"(n_resamples=None) would visit 2**{n} sign patterns (got {n} queries); use n_resamples=10_000"
        )

    with np.errstate(over="ignore", invalid="ignore"):
        d = y - x
        mean = float(d.mean())
        sd = float(d.std(ddof=1))
    if not (np.isfinite(d).all() and math.isfinite(mean) and math.isfinite(sd)):
        raise ValueError("the differences b - a overflow float64 arithmetic (their mean or standard deviation is not "
                         f"finite; largest |b - a|: {_show(float(np.max(np.abs(d))))}): rescale the scores")
    effect = _effect_size(mean, sd)
    if test == "bootstrap":
        boot = _bootstrap_means(d, n_resamples, seed)
        low, high = np.quantile(boot, [(1 - confidence) / 2, (1 + confidence) / 2]).tolist()
        hits = int(np.count_nonzero(np.abs(boot - mean) >= abs(mean) - _tolerance(d)))
        p = (hits + 1) / (n_resamples + 1)
        return PairedTestResult(test=test, n=n, mean_a=float(x.mean()), mean_b=float(y.mean()), mean_difference=mean,
                                ci=(low, high), confidence=confidence, p_value=p, effect_size=effect, statistic=mean,
                                ci_method="bootstrap percentile",
                                p_method="bootstrap shifted to the null, (hits + 1) / (n_resamples + 1)",
                                n_resamples=n_resamples, seed=seed)

    ci = _t_interval(mean, sd, n, confidence)
    if test == "randomization":
        if n_resamples is None:
            p, how = _sign_flip_exact(d), "exact: every sign pattern"
        else:
            p, how = _sign_flip_sampled(d, n_resamples, seed), "sampled sign flips, (hits + 1) / (n_resamples + 1)"
        return PairedTestResult(test=test, n=n, mean_a=float(x.mean()), mean_b=float(y.mean()), mean_difference=mean,
                                ci=ci, confidence=confidence, p_value=p, effect_size=effect, statistic=mean,
                                ci_method="paired t interval", p_method=how, n_resamples=n_resamples, seed=seed)
    if test == "t-test":
        statistic, p = _t_test(mean, sd, n)
        return PairedTestResult(test=test, n=n, mean_a=float(x.mean()), mean_b=float(y.mean()), mean_difference=mean,
                                ci=ci, confidence=confidence, p_value=p, effect_size=effect, statistic=statistic,
                                ci_method="paired t interval", p_method=f"Student t, {n - 1} degrees of freedom")
    statistic, p, how = _wilcoxon(d)
    return PairedTestResult(test=test, n=n, mean_a=float(x.mean()), mean_b=float(y.mean()), mean_difference=mean,
                            ci=ci, confidence=confidence, p_value=p, effect_size=effect, statistic=statistic,
                            ci_method="paired t interval", p_method=how)


def _effect_size(mean: float, sd: float) -> float:
    if sd > 0:
        return mean / sd
    return 0.0 if mean == 0 else math.copysign(math.inf, mean)


def _tolerance(d: np.ndarray) -> float:
    # differences whose |mean| equal the observed one but for rounding count as "as extreme"
    return 1e-10 * float(np.abs(d).mean())


def _rng(seed):
    return np.random.default_rng(seed)


def _rows_per_chunk(n: int) -> int:
    return max(1, _CHUNK_CELLS // max(n, 1))


def _sign_flip_exact(d: np.ndarray) -> float:
    n = len(d)
    observed = abs(float(d.sum()))
    total = float(d.sum())
    tol = _tolerance(d) * n
    bits = np.arange(n, dtype=np.int64)
    hits = 0
    step = _rows_per_chunk(n)
    for start in range(0, 2**n, step):
        patterns = np.arange(start, min(start + step, 2**n), dtype=np.int64)
        flipped = ((patterns[:, None] >> bits) & 1).astype(np.float64)  # 1 where the sign is flipped
        sums = total - 2.0 * (flipped @ d)
        hits += int(np.count_nonzero(np.abs(sums) >= observed - tol))
    return hits / 2**n


def _sign_flip_sampled(d: np.ndarray, n_resamples: int, seed) -> float:
    n = len(d)
    rng = _rng(seed)
    observed = abs(float(d.sum()))
    total = float(d.sum())
    tol = _tolerance(d) * n
    hits = 0
    step = _rows_per_chunk(n)
    for start in range(0, n_resamples, step):
        rows = min(step, n_resamples - start)
        # one random bit per query and resample: a byte gives eight sign flips
        flipped = np.unpackbits(rng.integers(0, 256, size=(rows, (n + 7) // 8), dtype=np.uint8), axis=1, count=n)
        sums = total - 2.0 * (flipped.astype(np.float64) @ d)
        hits += int(np.count_nonzero(np.abs(sums) >= observed - tol))
    return (hits + 1) / (n_resamples + 1)


def _bootstrap_means(d: np.ndarray, n_resamples: int, seed) -> np.ndarray:
    n = len(d)
    rng = _rng(seed)
    means = np.empty(n_resamples)
    step = _rows_per_chunk(n)
    for start in range(0, n_resamples, step):
        rows = min(step, n_resamples - start)
        means[start:start + rows] = d[rng.integers(0, n, size=(rows, n), dtype=np.int32 if n < 2**31 else np.int64)].mean(axis=1)
    return means


# ------------------------------------------------------------------------------- the t distribution


def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz's method)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 10_000):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-16:
            break
    return h


def _incomplete_beta(a: float, b: float, x: float, one_minus_x: float) -> float:
    """The regularized incomplete beta I_x(a, b); ``one_minus_x`` is given to avoid cancellation."""
    if x <= 0.0:
        return 0.0
    if one_minus_x <= 0.0:
        return 1.0
    log_front = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log(one_minus_x)
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(log_front) * _betacf(a, b, x) / a
    return 1.0 - math.exp(log_front) * _betacf(b, a, one_minus_x) / b


def t_two_sided_p(t: float, df: float) -> float:
    """P(|T| >= |t|) for Student's t with ``df`` degrees of freedom: I_{df/(df+t^2)}(df/2, 1/2)."""
    if math.isinf(t):
        return 0.0
    t2 = t * t
    return min(1.0, _incomplete_beta(df / 2.0, 0.5, df / (df + t2), t2 / (df + t2)))


def t_quantile(probability: float, df: float) -> float:
    """The t value with P(T <= t) = ``probability`` (> 0.5), by bisection on the two-sided tail."""
    tail = 2.0 * (1.0 - probability)
    low, high = 0.0, 1.0
    while t_two_sided_p(high, df) > tail:
        low, high = high, high * 2.0
    for _ in range(200):
        middle = (low + high) / 2.0
        if t_two_sided_p(middle, df) > tail:
            low = middle
        else:
            high = middle
        if high - low <= 1e-15 * high:
            break
    return (low + high) / 2.0


def _t_interval(mean: float, sd: float, n: int, confidence: float) -> tuple:
    half = t_quantile((1 + confidence) / 2, n - 1) * sd / math.sqrt(n)
    return (mean - half, mean + half)


def _t_test(mean: float, sd: float, n: int) -> tuple:
    if sd == 0:
        return (0.0, 1.0) if mean == 0 else (math.copysign(math.inf, mean), 0.0)
    statistic = mean / (sd / math.sqrt(n))
    return statistic, t_two_sided_p(statistic, n - 1)


# ------------------------------------------------------------------------------------------ Wilcoxon


def _average_ranks(values: np.ndarray) -> tuple:
    """Ranks 1..n of ``values``, ties sharing the average of their ranks; and the size of each tie group."""
    order = np.argsort(values, kind="mergesort")
    ranks = np.empty(len(values))
    sorted_values = values[order]
    starts = np.flatnonzero(np.r_[True, sorted_values[1:] != sorted_values[:-1]])
    sizes = np.diff(np.r_[starts, len(values)])
    average = starts + (sizes + 1) / 2.0
    ranks[order] = np.repeat(average, sizes)
    return ranks, sizes


def _signed_rank_counts(n: int) -> np.ndarray:
    """counts[k] = the number of subsets of {1..n} summing to k: the exact null distribution times 2**n."""
    counts = np.zeros(n * (n + 1) // 2 + 1)
    counts[0] = 1.0
    for r in range(1, n + 1):
        counts[r:] = counts[r:] + counts[:-r].copy()
    return counts


def _wilcoxon(d: np.ndarray) -> tuple:
    nonzero = d[d != 0]
    count = len(nonzero)
    if count == 0:
        return 0.0, 1.0, "every difference is 0"
    ranks, sizes = _average_ranks(np.abs(nonzero))
    r_plus = float(ranks[nonzero > 0].sum())
    r_minus = float(ranks[nonzero < 0].sum())
    statistic = min(r_plus, r_minus)
    has_ties = bool(np.any(sizes > 1))
    has_zeros = count < len(d)
    if len(d) <= _WILCOXON_EXACT_MAX and not (has_ties or has_zeros):
        counts = _signed_rank_counts(count)
        total = 2.0**count
        k = int(round(r_plus))
        p = 2 * min(counts[k:].sum(), counts[: k + 1].sum()) / total
        return statistic, float(min(1.0, p)), "exact null distribution (no ties, no zeros)"
    if len(d) <= _WILCOXON_PERMUTATION_MAX:
        # every sign pattern of the n differences (a zero's sign changes nothing), as scipy's permutation test
        n = len(d)
        full_ranks = np.zeros(n)
        full_ranks[d != 0] = ranks
        patterns = np.arange(2**n, dtype=np.int64)
        positive = ((patterns[:, None] >> np.arange(n)) & 1).astype(np.float64)
        positive[:, d == 0] = 0.0
        null = positive @ full_ranks
        gamma = abs(1e-14 * r_plus) if r_plus else 1e-14  # scipy's relative tolerance for equal statistics
        less = np.count_nonzero(null <= r_plus + gamma) / 2**n
        greater = np.count_nonzero(null >= r_plus - gamma) / 2**n
        return statistic, float(min(1.0, 2 * min(less, greater))), "every sign pattern of the ranks (ties or zeros, n <= 13)"
    mean = count * (count + 1) / 4.0
    variance = (count * (count + 1) * (2 * count + 1) - float(np.sum(sizes**3 - sizes)) / 2.0) / 24.0
    se = math.sqrt(variance)
    z = (r_plus - mean) / se
    z -= math.copysign(0.5, z) / se if z != 0 else 0.0
    p = math.erfc(abs(z) / math.sqrt(2.0))
    return statistic, float(min(1.0, p)), "normal approximation, tie and continuity corrections"


# ------------------------------------------------------------------------------------ many comparisons


def adjust_p_values(p_values, method: str = "holm") -> list:
    """Adjust p-values for multiple comparisons: ``"holm"`` (step-down), ``"bonferroni"`` or ``"none"``.

    Holm: sort the m p-values, multiply the i-th smallest (i from 1) by m - i + 1, keep the running
    maximum, cap at 1. Bonferroni: multiply each by m, cap at 1.

    >>> adjust_p_values([0.01, 0.04, 0.03], "holm")   # 0.01 * 3, then 0.03 * 2, then max(0.06, 0.04 * 1)
    [0.03, 0.06, 0.06]
    """
    if method not in CORRECTIONS:
        raise ValueError(f"'correction' must be one of {', '.join(map(repr, CORRECTIONS))} (got {_show(method)})")
    p = [_check_p_value(v, i) for i, v in enumerate(p_values)]
    m = len(p)
    if method == "none":
        return p
    if method == "bonferroni":
        return [min(1.0, v * m) for v in p]
    adjusted = [0.0] * m
    running = 0.0
    for i, index in enumerate(sorted(range(m), key=p.__getitem__)):
        running = max(running, min(1.0, (m - i) * p[index]))
        adjusted[index] = running
    return adjusted


def _check_p_value(value, i: int) -> float:
    if isinstance(value, (bool, np.bool_)) or not is_number(value):
        raise TypeError(f"p-values must be real numbers (item {i} is {_show(value)} of type {type(value).__name__})")
    p = float(value)
    if not 0.0 <= p <= 1.0:  # NaN fails this too
        raise ValueError(f"p-values must lie in [0, 1] (item {i} is {_show(value)})")
    return p


@dataclass(frozen=True, kw_only=True)
class ComparisonRow:
    """One system against the baseline on one measure."""

    system: str
    measure: str
    mean: float
    baseline_mean: float
    difference: float
    ci: tuple[float, float]
    p_value: float
    p_adjusted: float
    significant: bool
    effect_size: float


@dataclass(frozen=True, kw_only=True)
class Comparison:
    """What ``compare`` returns: one row per (system, measure) against the baseline.

    ``rows`` hold the means, differences, intervals and raw and corrected p-values; ``means`` is
    {system: {measure: mean}}; ``differences(system, measure)`` gives {qid: score(system) - score(baseline)};
    ``missing`` is {system: number of qrels queries it did not retrieve anything for (scored 0)}.
    ``table()`` is the text report, and notebooks show it as HTML.
    """

    baseline: str
    systems: tuple[str, ...]
    measures: tuple[str, ...]
    rows: tuple[ComparisonRow, ...]
    means: dict[str, dict[str, float]]
    queries: tuple[Any, ...]
    test: str
    correction: str
    alpha: float
    confidence: float
    n_resamples: int | None
    seed: int | None
    missing: dict[str, int]
    _per_query: dict = field(repr=False, compare=False)

    def differences(self, system: str, measure: str) -> dict:
        """{qid: system's score - baseline's score} on ``measure``, queries as trec_eval orders them."""
        if system not in self._per_query:
            raise ValueError(f"'system' must be one of {list(self._per_query)} (got {_show(system)})")
        if measure not in self.measures:
            raise ValueError(f"'measure' must be one of {list(self.measures)} (got {_show(measure)})")
        diff = self._per_query[system][measure] - self._per_query[self.baseline][measure]
        return dict(zip(self.queries, diff.tolist()))

    def _resamples(self):
        """The resolution of the p-values: n_resamples for the resampling tests, None for exact ones."""
        return self.n_resamples if self.test in ("randomization", "bootstrap") else None

    def to_pandas(self):
        """The rows as a pandas DataFrame: system, measure, mean, baseline_mean, difference, ci_low, ci_high,
        p_value, p_adjusted, significant, effect_size."""
        from .frames import pandas

        return pandas().DataFrame([
            {"system": r.system, "measure": r.measure, "mean": r.mean, "baseline_mean": r.baseline_mean,
             "difference": r.difference, "ci_low": r.ci[0], "ci_high": r.ci[1], "p_value": r.p_value,
             "p_adjusted": r.p_adjusted, "significant": r.significant, "effect_size": r.effect_size}
            for r in self.rows])

    def plot(self, system: str | None = None, measure: str | None = None, ax=None):
        """Per-query differences (system - baseline) on ``measure``, sorted, with the mean difference and its
        confidence interval (needs matplotlib). Defaults: the first system compared and the first measure.
        Returns the matplotlib Axes."""
        from .plots import plot_differences

        row = next((r for r in self.rows if (system is None or r.system == system) and (measure is None or r.measure == measure)), None)
        if row is None:
            raise ValueError(f"no comparison of system {system!r} on measure {measure!r}; systems {list(self.systems)}, "
                             f"measures {list(self.measures)}")
        return plot_differences(self.differences(row.system, row.measure), row, self.baseline, self.confidence, ax=ax)

    def _words(self, words) -> dict:
        if words is None:
            return TABLE_WORDS | {"number": _python_number}
        if not isinstance(words, Mapping):
            raise TypeError(f"'words' must be a mapping {{key: text}} of TABLE_WORDS' keys (got {_show(words)})")
        number = words.get("number", _python_number)
        if not callable(number):
            raise TypeError(f"'words[\"number\"]' must be a callable number(value, format_spec) -> str (got {_show(number)})")
        not_text = [key for key, text in words.items() if key != "number" and not isinstance(text, str)]
        if not_text:
            raise TypeError(f"'words' values must be strings (got {_show(words[not_text[0]])} for {not_text[0]!r})")
        unknown = sorted(set(words) - set(TABLE_WORDS) - {"number"})
        if unknown:
            raise ValueError(f"'words' has unknown keys {unknown}; the keys are {sorted(TABLE_WORDS)} and 'number'")
        return TABLE_WORDS | dict(words) | {"number": number}

    def _cells(self, w: dict) -> tuple:
        num = w["number"]
        # {level} is "95%"; {percent} is the bare number, for languages that space the sign
        ci = w["ci"].format(level=num(self.confidence, ".0%"), percent=num(100 * self.confidence, ".0f"))
        header = [w["system"], w["measure"], w["mean"], w["diff"], ci, w["p"],
                  w["p_adjusted"].format(correction=w["correction." + self.correction]), ""]
        lines = []
        for measure in self.measures:
            lines.append([w["baseline"].format(system=self.baseline), measure, num(self.means[self.baseline][measure], ".4f"),
                          "", "", "", "", ""])
            for row in (r for r in self.rows if r.measure == measure):
                low, high = row.ci
                lines.append([row.system, measure, num(row.mean, ".4f"), num(row.difference, "+.4f"),
                              w["interval"].format(low=num(low, "+.4f"), high=num(high, "+.4f")),
                              format_p(row.p_value, self._resamples(), num), format_p(row.p_adjusted, self._resamples(), num),
                              "*" if row.significant else ""])
        return header, lines

    def _footer(self, w: dict) -> str:
        num = w["number"]
        text = (w["queries"].format(n=num(len(self.queries), ""), test=w["test." + self.test])
                + (w["resamples"].format(n=num(self.n_resamples, ""))
                   if self.test in ("randomization", "bootstrap") and self.n_resamples else "")
                + (w["exact"] if self.test == "randomization" and self.n_resamples is None else "")
                + (w["seed"].format(seed=self.seed) if self.seed is not None else "")
                + w["significant"].format(correction=w["correction." + self.correction], alpha=num(self.alpha, "g"), n=num(len(self.rows), "")))
        missing = {s: m for s, m in self.missing.items() if m}
        if missing:
            text += w["missing"].format(systems=", ".join(f"{s} {num(m, '')}" for s, m in missing.items()))
        return text

    def table(self, words=None) -> str:
        """The report as aligned text columns, one line per system and measure.

        ``words`` ({key: text}) replaces some of ``TABLE_WORDS`` (headers, footer), e.g. to print it in
        another language; ``ragmetrics_course.comparison_words(lang)`` gives the course's.
        """
        w = self._words(words)
        header, lines = self._cells(w)
        widths = [max(_width(row[i]) for row in [header, *lines]) for i in range(len(header))]
        right = {2, 3, 5, 6}

        def pad(cell, width, i):
            fill = " " * (width - _width(cell))
            return fill + cell if i in right else cell + fill

        def fmt(row):
            return "  ".join(pad(cell, w, i) for i, (cell, w) in enumerate(zip(row, widths))).rstrip()

        rule = "  ".join("-" * w for w in widths).rstrip()
        return "\n".join([fmt(header), rule, *map(fmt, lines), self._footer(w)])

    def __str__(self) -> str:
        return self.table()

    def _repr_html_(self) -> str:
        return self.html()

    def html(self, words=None) -> str:
        """The report as an HTML table and its footer; ``words`` as in :meth:`table`."""
        import html

        w = self._words(words)
        header, lines = self._cells(w)
        head = "".join(f"<th>{html.escape(c)}</th>" for c in header)
        body = "".join(
            "<tr>" + "".join(f"<td style='text-align:{'right' if i in (2, 3, 5, 6) else 'left'}'>{html.escape(c)}</td>"
                             for i, c in enumerate(row)) + "</tr>"
            for row in lines
        )
        return (f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
                f"<p><small>{html.escape(self._footer(w))}</small></p>")


def compare(qrels: Qrels, runs: Mapping[str, Run], measures: MeasureNames, *, baseline: str | None = None, test: str = "randomization",
            n_resamples: int | None = 10_000, seed: int | None = None, correction: str = "holm", alpha: float = 0.05,
            confidence: float = 0.95, missing_queries: str = "zero") -> Comparison:
    """Evaluate each run of ``runs`` ({system name: run}) on ``qrels`` and test it against ``baseline``.

    For every system other than the baseline (default: the first in ``runs``) and every measure, a
    ``paired_test`` of the per-query scores (system - baseline) with ``test``, ``n_resamples`` and
    ``seed``; the p-values of all these comparisons are then adjusted together with ``correction``
    (``"holm"``, ``"bonferroni"`` or ``"none"``), and a row is significant when its adjusted p-value
    is below ``alpha``.

    The queries: a paired test needs the same queries for every system. Every judged qrels query is
    evaluated for every system, a query a run has no line for scoring 0 (``evaluate(...,
    missing_queries="zero")``, trec_eval -c): dropping a query a system failed on would flatter that
    system. ``Comparison.missing`` counts them per system and the table says so. With
    ``missing_queries="error"`` such a run is refused instead, with some of the missing query ids.

    >>> qrels = {"q1": {"d1": 1}, "q2": {"d2": 1}, "q3": {"d3": 1}}
    >>> runs = {"A": {"q1": ["d9", "d1"], "q2": ["d2"], "q3": ["d9", "d3"]},
    ...         "B": {"q1": ["d1"], "q2": ["d2"], "q3": ["d3"]}}
    >>> result = compare(qrels, runs, ["RR"], n_resamples=None)
    >>> row = result.rows[0]
    >>> row.system, round(row.difference, 4), row.p_value   # d = +0.5, 0, +0.5: 4 of the 8 sign patterns reach |sum| 1
    ('B', 0.3333, 0.5)
    """
    from .evaluate import evaluate
    from .io import as_qrels, as_runs
    from .measures import parse_measures

    qrels, runs = as_qrels(qrels), as_runs(runs)  # pandas DataFrames (ragmetrics.io) to dicts
    if not isinstance(runs, Mapping):
        raise TypeError(f"'runs' must be a mapping {{system name: run}} (got {type(runs).__name__})")
    if len(runs) < 2:
        raise ValueError(f"'runs' must hold at least 2 systems, a baseline and one to compare (got {len(runs)}: {list(runs)})")
    names = list(runs)
    for name in names:
        if not isinstance(name, str):
            raise TypeError(f"'runs' must be keyed by system names (strings) (got {_show(name)} of type {type(name).__name__})")
    if baseline is None:
        baseline = names[0]
    elif baseline not in runs:
        raise ValueError(f"'baseline' must be one of the systems in 'runs' {names} (got {_show(baseline)})")
    if correction not in CORRECTIONS:
        raise ValueError(f"'correction' must be one of {', '.join(map(repr, CORRECTIONS))} (got {_show(correction)})")
    if isinstance(alpha, bool) or not isinstance(alpha, numbers.Real) or not 0 < alpha < 1:
        raise ValueError(f"'alpha' must be a number between 0 and 1, exclusive (got {_show(alpha)})")
    if missing_queries not in ("zero", "error"):
        raise ValueError(f"'missing_queries' must be 'zero' or 'error' (got {_show(missing_queries)})")
    _check_test(test)
    _check_resamples(n_resamples, test)
    seed = _check_seed(seed)
    _check_confidence(confidence)
    measure_names = [str(m) for m in parse_measures(measures)]
    if not isinstance(qrels, Mapping):
        raise TypeError(f"'qrels' must be a mapping {{qid: {{docid: grade}}}} (got {type(qrels).__name__})")

    judged = [q for q in qrels if isinstance(qrels[q], Mapping) and qrels[q]]
    missing = {}
    for name in names:
        run = runs[name]
        if not isinstance(run, Mapping):
            raise TypeError(f"'runs' must map each system to a run {{qid: {{docid: score}}}} (system {name!r} has a {type(run).__name__})")
        absent = [q for q in judged if q not in run]
        if absent and missing_queries == "error":
            raise ValueError(
                f"'runs' must retrieve for every judged query when missing_queries='error' (system {name!r} has no line "
                f"for {len(absent)} of {len(judged)} queries, such as {absent[:5]}); use missing_queries='zero' to score them 0"
            )
        missing[name] = len(absent)

    per_query = {}
    queries = None
    for name in names:
        results = evaluate(qrels, runs[name], measure_names, missing_queries="zero")
        order = list(results.per_query)
        if queries is None:
            queries = order
        elif order != queries:  # pragma: no cover: "zero" evaluates every judged qrels query for every run
            raise ValueError("'runs' must be evaluated on the same queries")
        per_query[name] = {m: np.array([results.per_query[q][m] for q in queries]) for m in measure_names}

    means = {name: {m: float(per_query[name][m].mean()) for m in measure_names} for name in names}
    others = [name for name in names if name != baseline]
    tests = []
    for measure in measure_names:
        for name in others:
            tests.append((name, measure, paired_test(per_query[baseline][measure], per_query[name][measure], test=test,
                                                     n_resamples=n_resamples, seed=seed, confidence=confidence)))
    adjusted = adjust_p_values([r.p_value for _, _, r in tests], correction)
    rows = tuple(
        ComparisonRow(system=name, measure=measure, mean=r.mean_b, baseline_mean=r.mean_a, difference=r.mean_difference,
                      ci=r.ci, p_value=r.p_value, p_adjusted=p_adj, significant=p_adj < alpha, effect_size=r.effect_size)
        for (name, measure, r), p_adj in zip(tests, adjusted)
    )
    return Comparison(baseline=baseline, systems=tuple(names), measures=tuple(measure_names), rows=rows, means=means,
                      queries=tuple(queries), test=test, correction=correction, alpha=float(alpha),
                      confidence=float(confidence), n_resamples=n_resamples, seed=seed, missing=missing,
                      _per_query=per_query)
