"""Judges measured as classifiers, a judge-corrected mean with its interval, and side-by-side comparisons.

- ``judge_report(labels, verdicts)``: a binary judge against labels: the confusion matrix, TPR (sensitivity,
  recall of the positive class), TNR (specificity), balanced accuracy (TPR + TNR) / 2, accuracy, precision
  and Cohen's kappa (:func:`ragmetrics.agreement.cohen_kappa`). The same values as scikit-learn's
  ``confusion_matrix``, ``recall_score``, ``balanced_accuracy_score`` and ``cohen_kappa_score`` (tested).
- ``choose_threshold(scores, labels)``: for a judge that gives a score (a similarity, a 0-3 rating, a
  probability), the threshold t ("positive when score >= t") that maximises balanced accuracy on labelled
  items. Youden's J = TPR + TNR - 1 = 2 * balanced accuracy - 1, so it picks the same t. Ties go to the
  highest t (the fewest positives), the point ``numpy.argmax`` picks on scikit-learn's ``roc_curve``
  (thresholds descending). Choose it on one labelled set and measure it on another.
- ``ppi_mean(labels, judge_on_labelled, judge_on_unlabelled, alpha=0.05)``: prediction-powered inference
  for a mean (Angelopoulos et al., 2023, Science, "Prediction-powered inference"): a few items labelled by
  people *and* the judge, many by the judge only. With n labelled and N unlabelled items:

      rectifier = mean(labels - judge_on_labelled)
      estimate  = mean(judge_on_unlabelled) + rectifier
      se        = sqrt(var(judge_on_unlabelled) / N + var(labels - judge_on_labelled) / n)
      ci        = estimate -+ z(1 - alpha / 2) * se

  (variances with ddof=0, as the ppi_py package's ``ppi_mean_ci`` with ``lhat=1``: plain PPI, no power
  tuning). The judge may be biased: the rectifier, measured on the labelled items, corrects it; the
  interval is valid whatever the judge's quality, and narrower than the labelled items' own interval when
  the judge is good. The labelled items must be a random sample of the same population.
- ``side_by_side(compare, items)``: good/same/bad (GSB) comparison of system A and system B, asking the judge
  in both orders; ``sign_test(wins, losses)`` is the exact two-sided sign test (ties dropped), the
  p-value of ``scipy.stats.binomtest(wins, wins + losses, 0.5)``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from statistics import NormalDist

import numpy as np

from .agreement import cohen_kappa

__all__ = ["JudgeReport", "judge_report", "ThresholdChoice", "choose_threshold", "PPIResult", "ppi_mean",
           "sign_test", "SideBySide", "side_by_side"]


def _binary(name: str, values, positive) -> np.ndarray:
    values = list(values)
    if not values:
        raise ValueError(f"'{name}' is empty: a judge is measured on at least one labelled item")
    out = []
    for i, value in enumerate(values):
        if value is None or (isinstance(value, float) and math.isnan(value)):
            raise ValueError(f"'{name}' has a missing value at position {i}: drop the item from both lists")
        out.append(value == positive)
    return np.asarray(out, dtype=bool)


@dataclass(frozen=True)
class JudgeReport:
    """A binary judge's verdicts against labels (positive = ``positive``)."""

    tp: int
    fn: int
    fp: int
    tn: int
    tpr: float
    tnr: float
    balanced_accuracy: float
    accuracy: float
    precision: float
    kappa: float

    @property
    def n(self) -> int:
        return self.tp + self.fn + self.fp + self.tn

    @property
    def matrix(self) -> np.ndarray:
        """[[tn, fp], [fn, tp]]: rows are the labels (negative, positive), columns the judge, as scikit-learn."""
        return np.array([[self.tn, self.fp], [self.fn, self.tp]])

    @property
    def youden_j(self) -> float:
        return self.tpr + self.tnr - 1

    def __str__(self) -> str:
        return (f"n={self.n}: TP {self.tp}, FN {self.fn}, FP {self.fp}, TN {self.tn}; TPR {self.tpr:.3f}, "
                f"TNR {self.tnr:.3f}, balanced accuracy {self.balanced_accuracy:.3f}, kappa {self.kappa:.3f}")


def judge_report(labels, verdicts, *, positive=1) -> JudgeReport:
    """Measure a binary judge: ``verdicts[i]`` is its verdict on the item labelled ``labels[i]``.

    A value equal to ``positive`` is positive, anything else negative (so ``positive="yes"`` reads
    yes/no/idk verdicts, idk counting as no). TPR needs a positive label and TNR a negative one: a label
    set without both raises a ValueError. Precision is nan when the judge says positive for none.

    >>> r = judge_report([1, 1, 1, 0, 0, 0, 0, 0], [1, 1, 0, 1, 0, 0, 0, 0])
    >>> (r.tp, r.fn, r.fp, r.tn), r.tpr, r.tnr, r.balanced_accuracy   # 2/3, 4/5, (2/3 + 4/5) / 2
    ((2, 1, 1, 4), 0.6666666666666666, 0.8, 0.7333333333333334)
    """
    truth, said = _binary("labels", labels, positive), _binary("verdicts", verdicts, positive)
    if truth.size != said.size:
        raise ValueError(f"'labels' and 'verdicts' must cover the same items ({truth.size} vs {said.size})")
    tp, fn = int((truth & said).sum()), int((truth & ~said).sum())
    fp, tn = int((~truth & said).sum()), int((~truth & ~said).sum())
    if tp + fn == 0 or fp + tn == 0:
        missing = "positive" if tp + fn == 0 else "negative"
        raise ValueError(f"the labels have no {missing} item ({truth.size} items): TPR and TNR need both "
                         "classes; label more items")
    tpr, tnr = tp / (tp + fn), tn / (fp + tn)
    precision = tp / (tp + fp) if tp + fp else math.nan
    kappa = cohen_kappa(truth.astype(int).tolist(), said.astype(int).tolist(), labels=[0, 1])
    return JudgeReport(tp, fn, fp, tn, tpr, tnr, (tpr + tnr) / 2, (tp + tn) / truth.size, precision, kappa)


@dataclass(frozen=True)
class ThresholdChoice:
    """The chosen threshold (positive when score >= threshold) and what it gives on the labelled items."""

    threshold: float
    tpr: float
    tnr: float
    balanced_accuracy: float

    @property
    def youden_j(self) -> float:
        return self.tpr + self.tnr - 1


def _scores(name: str, values) -> np.ndarray:
    if isinstance(values, np.ndarray) and values.dtype.kind in "iuf":  # fast path for simulations
        array = values.astype(np.float64).ravel()
        bad = np.flatnonzero(~np.isfinite(array))
        if bad.size:
            raise ValueError(f"'{name}' must hold finite numbers (position {bad[0]} is {array[bad[0]]!r})")
        return array
    values = list(values)
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, (int, float, np.integer, np.floating)) or not math.isfinite(v):
            raise ValueError(f"'{name}' must hold finite numbers (position {i} is {v!r})")
    return np.asarray(values, dtype=np.float64)


def choose_threshold(scores, labels, *, positive=1) -> ThresholdChoice:
    """The threshold on ``scores`` that maximises balanced accuracy (equivalently Youden's J) against ``labels``.

    Candidates are the distinct scores, and +inf (nobody positive). Ties go to the highest threshold.

    >>> choose_threshold([0.1, 0.4, 0.35, 0.8, 0.5], [0, 0, 1, 1, 1]).threshold   # TPR 2/3, TNR 1
    0.5
    """
    s = _scores("scores", scores)
    truth = _binary("labels", labels, positive)
    if s.size != truth.size:
        raise ValueError(f"'scores' and 'labels' must cover the same items ({s.size} vs {truth.size})")
    n_pos, n_neg = int(truth.sum()), int((~truth).sum())
    if n_pos == 0 or n_neg == 0:
        raise ValueError("the labels need both a positive and a negative item to choose a threshold")
    order = np.argsort(-s, kind="stable")
    sorted_scores, sorted_truth = s[order], truth[order]
    # the last position of each distinct score, going down: everything up to it is predicted positive
    last = np.r_[np.flatnonzero(np.diff(sorted_scores) != 0), s.size - 1]
    tp = np.cumsum(sorted_truth)[last]
    fp = (last + 1) - tp
    thresholds = np.r_[np.inf, sorted_scores[last]]
    tpr, tnr = np.r_[0, tp] / n_pos, 1 - np.r_[0, fp] / n_neg
    best = int(np.argmax(tpr + tnr))  # first maximum: the highest threshold among ties
    return ThresholdChoice(float(thresholds[best]), float(tpr[best]), float(tnr[best]),
                           float((tpr[best] + tnr[best]) / 2))


@dataclass(frozen=True)
class PPIResult:
    """A prediction-powered estimate of a mean, its interval and its parts.

    ``classical`` is the labels' own mean with its normal interval (``classical_ci``), for comparison;
    ``judge_only`` the judge's mean on the unlabelled items, uncorrected.
    """

    estimate: float
    ci: tuple
    se: float
    rectifier: float
    judge_only: float
    classical: float
    classical_ci: tuple
    n: int
    N: int
    alpha: float

    def __str__(self) -> str:
        lo, hi = self.ci
        clo, chi = self.classical_ci
        return (f"PPI mean {self.estimate:.4f}, {100 * (1 - self.alpha):g}% CI [{lo:.4f}, {hi:.4f}] "
                f"(n={self.n} labelled, N={self.N} judged; judge alone {self.judge_only:.4f}, rectifier "
                f"{self.rectifier:+.4f}; labels alone {self.classical:.4f} [{clo:.4f}, {chi:.4f}])")


def ppi_mean(labels, judge_on_labelled, judge_on_unlabelled, *, alpha: float = 0.05) -> PPIResult:
    """Prediction-powered mean: the judge's mean on the unlabelled items, corrected by its error on the labelled.

    >>> r = ppi_mean([1, 0, 1, 1], [1, 1, 1, 0], [1, 1, 0, 1, 1, 0, 1, 1])
    >>> r.rectifier, r.estimate          # mean([0, -1, 0, 1]) = 0; 6/8 + 0
    (0.0, 0.75)
    >>> round(r.se, 6) == round(math.sqrt(0.1875 / 8 + 0.5 / 4), 6)   # var(judge_u) = 3/16, var(rect) = 1/2
    True
    """
    y = _scores("labels", labels)
    f = _scores("judge_on_labelled", judge_on_labelled)
    f_u = _scores("judge_on_unlabelled", judge_on_unlabelled)
    if y.size != f.size:
        raise ValueError(f"'labels' and 'judge_on_labelled' must cover the same items ({y.size} vs {f.size})")
    if y.size < 2 or f_u.size < 2:
        raise ValueError(f"ppi_mean needs at least 2 labelled and 2 unlabelled items (got {y.size} and {f_u.size})")
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float)) or not 0 < alpha < 1:
        raise ValueError(f"'alpha' must be a number in (0, 1) (got {alpha!r})")
    z = NormalDist().inv_cdf(1 - alpha / 2)
    rect = y - f
    estimate = float(f_u.mean() + rect.mean())
    se = math.sqrt(float(f_u.var()) / f_u.size + float(rect.var()) / y.size)
    classical_se = math.sqrt(float(y.var()) / y.size)
    return PPIResult(estimate, (estimate - z * se, estimate + z * se), se, float(rect.mean()), float(f_u.mean()),
                     float(y.mean()), (float(y.mean()) - z * classical_se, float(y.mean()) + z * classical_se),
                     int(y.size), int(f_u.size), float(alpha))


def sign_test(wins: int, losses: int) -> float:
    """Exact two-sided sign test: P(a split at least this uneven) when each non-tied pair is a fair coin.

    p = min(1, 2 * P(X <= min(wins, losses))), X ~ Binomial(wins + losses, 1/2): scipy's
    ``binomtest(wins, wins + losses, 0.5).pvalue``. Ties are left out before calling; with no untied pair
    there is no evidence either way and p is 1.0.

    >>> sign_test(8, 2)   # 2 * (1 + 10 + 45) / 2**10
    0.109375
    """
    for name, value in (("wins", wins), ("losses", losses)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
            raise ValueError(f"'{name}' must be an int >= 0 (got {value!r})")
    n, k = int(wins) + int(losses), min(int(wins), int(losses))
    if n == 0 or 2 * k == n:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(k + 1))
    return min(1.0, 2 * tail / 2 ** n)


@dataclass(frozen=True)
class SideBySide:
    """Good/same/bad counts of system A against system B, the order flips, and the sign test's p-value.

    ``good``: A better in both orders; ``bad``: B better in both orders; ``same``: everything else (a tie in
    either order, or a verdict that follows the position). ``flips`` counts those position-led verdicts.
    """

    good: int
    same: int
    bad: int
    flips: int
    p_value: float
    forward: tuple
    backward: tuple

    @property
    def n(self) -> int:
        return self.good + self.same + self.bad

    @property
    def gsb(self) -> float:
        """(good - bad) / n, the GSB score reported in industry side-by-side tests."""
        return (self.good - self.bad) / self.n

    def __str__(self) -> str:
        return (f"G/S/B = {self.good}/{self.same}/{self.bad} (GSB {self.gsb:+.3f}; {self.flips} verdicts "
                f"followed the order and count as same); sign test p = {self.p_value:.4g}")


def side_by_side(compare: Callable, items) -> SideBySide:
    """Compare answers of systems A and B: ``compare(question, first, second)`` -> 1, 2 or 0, in both orders.

    ``items``: (question, answer_a, answer_b) triples. ``compare`` may be ``LLMJudge.compare_answers``
    or any callable. A is *good* only when chosen in both orders (first shown, then second shown), *bad*
    when B is; a tie in either order or a verdict that changes with the order (the judge picked a
    position, not an answer) is *same*, the conservative rule of Zheng et al. (2023, "Judging
    LLM-as-a-judge with MT-Bench and Chatbot Arena"). The sign test drops the *same* items.

    >>> pick_first = lambda q, x, y: 1                        # a judge that always picks the first shown
    >>> side_by_side(pick_first, [("q", "a", "b")] * 3).same  # every verdict flips with the order
    3
    """
    if not callable(compare):
        raise TypeError(f"'compare' must be a callable (question, first, second) -> 1, 2 or 0 "
                        f"(got {type(compare).__name__})")
    items = list(items)
    if not items:
        raise ValueError("'items' is empty: give (question, answer_a, answer_b) triples")
    forward, backward = [], []
    for i, item in enumerate(items):
        if not isinstance(item, (tuple, list)) or len(item) != 3 or not all(isinstance(t, str) for t in item):
            raise TypeError(f"item {i} must be a (question, answer_a, answer_b) triple of strings (got {item!r:.80})")
        question, a, b = item
        for out, (x, y) in ((forward, (a, b)), (backward, (b, a))):
            choice = compare(question, x, y)
            if isinstance(choice, bool) or choice not in (0, 1, 2):
                raise ValueError(f"item {i}: 'compare' must return 1 (first shown), 2 (second) or 0 (same) "
                                 f"(got {choice!r})")
            out.append(int(choice))
    good = sum(f == 1 and b == 2 for f, b in zip(forward, backward))
    bad = sum(f == 2 and b == 1 for f, b in zip(forward, backward))
    flips = sum((f, b) in ((1, 1), (2, 2)) for f, b in zip(forward, backward))
    return SideBySide(good, len(items) - good - bad, bad, flips, sign_test(good, bad), tuple(forward),
                      tuple(backward))
