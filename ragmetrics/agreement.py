"""Agreement between two label sets over the same items: Cohen's kappa and its confusion matrix.

``cohen_kappa(a, b)`` compares two annotators' labels of the same items (``a[i]`` and ``b[i]`` label item
``i``), corrected for the agreement expected by chance from each annotator's own label frequencies:

    kappa = 1 - sum(w * O) / sum(w * E)

where ``O`` is the confusion matrix (rows: labels of ``a``, columns: labels of ``b``), ``E`` the matrix
expected if the two were independent (``outer(row sums, column sums) / n``) and ``w`` the disagreement
weights: ``w[i, j] = 1`` off the diagonal (unweighted), ``|i - j|`` (``weights="linear"``) or
``(i - j) ** 2`` (``weights="quadratic"``). The same value as ``sklearn.metrics.cohen_kappa_score``,
which the tests check.

Weights use the **positions** of the labels in ``labels`` (as scikit-learn does), not their values: for
grades 0-3 pass ``labels=[0, 1, 2, 3]``, or a grade that nobody used disappears from the scale and the
distance between its neighbours shrinks (1 and 3 become one step apart).

>>> a = ["yes", "yes", "no", "no", "yes"]
>>> b = ["yes", "no", "no", "no", "yes"]
>>> cohen_kappa(a, b)    # observed 4/5 = 0.8; expected (3*2 + 2*3)/25 = 0.48; (0.8 - 0.48)/(1 - 0.48)
0.6153846153846154
>>> agreement([0, 1, 2, 3], [0, 1, 3, 3], weights="quadratic", labels=[0, 1, 2, 3]).kappa
0.9166666666666666

**Undefined kappa.** When the chance-expected disagreement is zero (both annotators gave every item the
same single label, or ``labels`` has one label), kappa is 0/0. Like scikit-learn (whose
``replace_undefined_by`` defaults to ``nan``), ``cohen_kappa`` returns ``nan`` and warns (an
``UndefinedKappaWarning``, a ``RuntimeWarning``, that says why) instead of raising: a table of kappas
per language or per stratum then keeps its other cells.
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass

import numpy as np

__all__ = ["cohen_kappa", "confusion_matrix", "agreement", "Agreement", "UndefinedKappaWarning", "qrels_labels",
           "kendall_tau", "ITEMS"]

ITEMS = ("union", "both")


class UndefinedKappaWarning(RuntimeWarning):
    """Kappa is 0/0 (no disagreement expected by chance): the value returned is ``nan``."""

_WEIGHTS = (None, "linear", "quadratic")
MAX_LABELS = 1024  # the matrices are labels x labels: 1024 labels are 8 MiB each; more is rarely a label scale


def _is_missing(value) -> bool:
    if value is None:
        return True
    try:
        return isinstance(value, (float, np.floating)) and math.isnan(value)
    except TypeError:  # pragma: no cover - float-like objects that refuse isnan
        return False


def _check_pair(a, b) -> tuple[list, list]:
    a, b = list(a), list(b)
    if len(a) != len(b):
        raise ValueError(f"'a' and 'b' must label the same items: lengths differ ({len(a)} vs {len(b)})")
    if not a:
        raise ValueError("'a' and 'b' are empty: agreement needs at least one labelled item")
    for name, values in (("a", a), ("b", b)):
        for i, value in enumerate(values):
            if _is_missing(value):
                raise ValueError(f"'{name}' has a missing label ({value!r}) at position {i}: "
                                 "drop the item from both, or give it a label (for qrels: 0 for not judged)")
    return a, b


def _labels_of(a: list, b: list, labels) -> list:
    if labels is None:
        present = set(a) | set(b)
        _check_size(len(present), "the two label sets hold")
        try:
            return sorted(present)
        except TypeError:
            raise TypeError(f"labels of different types cannot be ordered ({sorted(map(repr, present))}): "
                            "pass 'labels' in the order you want") from None
    labels = list(labels)
    if not labels:
        raise ValueError("'labels' must hold at least one label (got an empty list)")
    if len(set(labels)) != len(labels):
        raise ValueError(f"'labels' must not repeat a label (got {labels})")
    _check_size(len(labels), "'labels' has")
    unknown = sorted(map(repr, (set(a) | set(b)) - set(labels)))
    if unknown:
        raise ValueError(f"every label must be in 'labels' {labels}: found {', '.join(unknown)}")
    return labels


def _check_size(count: int, what: str) -> None:
    if count > MAX_LABELS:
        raise ValueError(f"{what} {count} distinct labels: the confusion matrix would be {count} x {count}; at most "
                         f"{MAX_LABELS} labels are compared (bin continuous values into a few grades first)")


def confusion_matrix(a, b, labels=None) -> tuple[np.ndarray, list]:
    """Count the items labelled ``labels[i]`` in ``a`` and ``labels[j]`` in ``b``: (matrix, labels).

    Rows follow ``a``, columns follow ``b``. ``labels`` (default: every label present, sorted) fixes the
    order and may include labels that nobody used (an empty row and column); a label missing from it is
    an error (scikit-learn silently drops those items instead).

    >>> matrix, labels = confusion_matrix([0, 2, 2, 1], [0, 2, 1, 1], labels=[0, 1, 2, 3])
    >>> labels
    [0, 1, 2, 3]
    >>> matrix.tolist()
    [[1, 0, 0, 0], [0, 1, 0, 0], [0, 1, 1, 0], [0, 0, 0, 0]]
    """
    a, b = _check_pair(a, b)
    labels = _labels_of(a, b, labels)
    index = {label: i for i, label in enumerate(labels)}
    matrix = np.zeros((len(labels), len(labels)), dtype=np.int64)
    np.add.at(matrix, ([index[x] for x in a], [index[y] for y in b]), 1)
    return matrix, labels


@dataclass(frozen=True, kw_only=True)
class Agreement:
    """Agreement between two label sets: ``kappa`` and what it is made of.

    ``observed`` and ``expected`` are agreement shares in [0, 1]: one minus the (weighted) disagreement,
    normalised by the largest weight, observed in ``matrix`` and expected by chance. Unweighted,
    ``observed`` is the share of items with the same label. ``kappa = (observed - expected) /
    (1 - expected)``. ``raw`` is always the unweighted share of identical labels.
    """

    kappa: float
    observed: float
    expected: float
    raw: float
    n: int
    matrix: np.ndarray
    labels: list
    weights: str | None

    def __repr__(self) -> str:
        return (f"Agreement(kappa={self.kappa:.4f}, observed={self.observed:.4f}, "
                f"expected={self.expected:.4f}, raw={self.raw:.4f}, n={self.n}, weights={self.weights!r})")


def _weight_matrix(k: int, weights) -> np.ndarray:
    if weights not in _WEIGHTS:
        raise ValueError(f"'weights' must be None, 'linear' or 'quadratic' (got {weights!r})")
    i, j = np.indices((k, k))
    if weights is None:
        return (i != j).astype(float)
    if weights == "linear":
        return np.abs(i - j).astype(float)
    return ((i - j) ** 2).astype(float)


def agreement(a, b, *, weights=None, labels=None) -> Agreement:
    """Compare labels ``a`` and ``b`` of the same items: kappa, observed and expected agreement, matrix.

    ``weights``: None (every disagreement counts 1), ``"linear"`` or ``"quadratic"`` (a disagreement of
    ``d`` positions in ``labels`` counts ``d`` or ``d ** 2``). ``labels``: the label scale, in order
    (default: the labels present, sorted). Kappa is ``nan``, with an ``UndefinedKappaWarning``, when it is
    undefined (no disagreement is expected by chance); see the module's docstring.

    >>> result = agreement([3, 2, 0, 0], [3, 3, 0, 1], labels=[0, 1, 2, 3])
    >>> result.raw, result.n
    (0.5, 4)
    """
    if weights not in _WEIGHTS:
        raise ValueError(f"'weights' must be None, 'linear' or 'quadratic' (got {weights!r})")
    matrix, labels = confusion_matrix(a, b, labels)
    n = int(matrix.sum())
    w = _weight_matrix(len(labels), weights)
    observed_matrix = matrix / n
    expected_matrix = np.outer(observed_matrix.sum(axis=1), observed_matrix.sum(axis=0))
    w_max = w.max()
    raw = float(np.trace(observed_matrix))
    if w_max == 0:  # a one-label scale: nothing can disagree
        observed = expected = 1.0
    else:
        observed = 1.0 - float((w * observed_matrix).sum()) / w_max
        expected = 1.0 - float((w * expected_matrix).sum()) / w_max
    disagreement_expected = float((w * expected_matrix).sum())
    if disagreement_expected == 0:
        warnings.warn(f"Cohen's kappa is undefined (0/0) for these {n} items: no disagreement is expected by "
                      f"chance, as every item has the same label {labels[int(np.argmax(matrix.sum(axis=1)))]!r} "
                      "in both sets (or 'labels' has one label); returning nan, as scikit-learn does",
                      UndefinedKappaWarning, stacklevel=2)
        kappa = math.nan
    else:
        kappa = 1.0 - float((w * observed_matrix).sum()) / disagreement_expected
    return Agreement(kappa=kappa, observed=observed, expected=expected, raw=raw, n=n,
                     matrix=matrix, labels=labels, weights=weights)


def cohen_kappa(a, b, *, weights=None, labels=None) -> float:
    """Cohen's kappa between labels ``a`` and ``b`` of the same items (a plain ``float``).

    ``weights``: None, ``"linear"`` or ``"quadratic"``; ``labels``: the label scale in order (pass the
    full scale, e.g. ``[0, 1, 2, 3]``, for weighted kappa on grades). ``nan`` with an ``UndefinedKappaWarning``
    when undefined (every item has one same label in both sets), as in scikit-learn.

    >>> cohen_kappa([0, 1, 2, 3], [0, 1, 2, 3], weights="linear")
    1.0
    """
    return agreement(a, b, weights=weights, labels=labels).kappa


def qrels_labels(qrels_a, qrels_b, *, items: str = "union", level=None) -> tuple[list, list, list]:
    """Line up two qrels ({qid: {docid: grade}}) for ``agreement``: (items, grades in a, grades in b).

    ``items="union"``: every (query, doc) that either qrels judges; a pair one of them does not judge gets
    grade 0 from it (not judged = not relevant, as TREC tools read a qrels file). ``items="both"``: only
    the pairs both judge. ``level``: None keeps the grades; an int turns them into 1 (grade >= level) or 0.
    Items are sorted as strings, so the result does not depend on dict order.

    >>> qrels_labels({"q1": {"d1": 2, "d2": 1}}, {"q1": {"d1": 3, "d3": 1}})
    ([('q1', 'd1'), ('q1', 'd2'), ('q1', 'd3')], [2, 1, 0], [3, 0, 1])
    >>> qrels_labels({"q1": {"d1": 2, "d2": 1}}, {"q1": {"d1": 3, "d3": 1}}, items="both", level=2)
    ([('q1', 'd1')], [1], [1])
    """
    from collections.abc import Mapping

    if items not in ITEMS:
        raise ValueError(f"'items' must be 'union' or 'both' (got {items!r})")
    if level is not None and (isinstance(level, bool) or not isinstance(level, int) or level < 1):
        raise ValueError(f"'level' must be None or a positive int (got {level!r})")
    for name, qrels in (("qrels_a", qrels_a), ("qrels_b", qrels_b)):
        if not isinstance(qrels, Mapping) or not all(isinstance(row, Mapping) for row in qrels.values()):
            raise TypeError(f"'{name}' must be a mapping {{qid: {{docid: grade}}}} (got {type(qrels).__name__})")
    pairs_a = {(q, d) for q, row in qrels_a.items() for d in row}
    pairs_b = {(q, d) for q, row in qrels_b.items() for d in row}
    chosen = sorted(pairs_a | pairs_b if items == "union" else pairs_a & pairs_b, key=lambda p: (str(p[0]), str(p[1])))
    if not chosen:
        raise ValueError("the two qrels judge no (query, doc) pair in common" if items == "both"
                         else "both qrels are empty: there is nothing to compare")
    a = [qrels_a.get(q, {}).get(d, 0) for q, d in chosen]
    b = [qrels_b.get(q, {}).get(d, 0) for q, d in chosen]
    if level is not None:
        a, b = [int(g >= level) for g in a], [int(g >= level) for g in b]
    return chosen, a, b


def kendall_tau(x, y) -> float:
    """Kendall's tau-b between two scorings of the same items (e.g. the mean nDCG of each system under two qrels).

    tau-b = (C - D) / sqrt((P - Tx) * (P - Ty)), with C and D the concordant and discordant pairs, P all
    pairs and Tx, Ty the pairs tied in ``x`` or in ``y``: 1 = the same order, -1 = reversed. The same value
    as ``scipy.stats.kendalltau`` (its default, tau-b), which the tests check. ``nan`` with a warning when
    every item ties in ``x`` or in ``y`` (no order to compare), as scipy.

    >>> kendall_tau([0.61, 0.55, 0.48, 0.40], [0.58, 0.59, 0.45, 0.41])  # one pair swapped out of 6
    0.6666666666666666
    """
    x, y = _check_scores("x", x), _check_scores("y", y)
    if len(x) != len(y):
        raise ValueError(f"'x' and 'y' must score the same items: lengths differ ({len(x)} vs {len(y)})")
    if len(x) < 2:
        raise ValueError(f"Kendall's tau needs at least 2 items (got {len(x)})")
    i, j = np.triu_indices(len(x), k=1)
    dx, dy = np.sign(x[i] - x[j]), np.sign(y[i] - y[j])
    pairs = float(len(i))
    denominator = math.sqrt((pairs - float((dx == 0).sum())) * (pairs - float((dy == 0).sum())))
    if denominator == 0:
        warnings.warn("Kendall's tau is undefined: every item ties in 'x' or in 'y'; returning nan, as scipy does",
                      RuntimeWarning, stacklevel=2)
        return math.nan
    return float((dx * dy).sum()) / denominator


def _check_scores(name: str, values) -> np.ndarray:
    values = list(values)
    for position, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
            raise TypeError(f"'{name}' must hold numbers (position {position} is {value!r})")
        if not math.isfinite(value):
            raise ValueError(f"'{name}' must hold finite numbers (position {position} is {value!r})")
    return np.asarray(values, dtype=np.float64)
