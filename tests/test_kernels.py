"""ragmetrics.retrieval.kernels: each kernel against a tiny plain-Python reference, row by row, for several k.

The matrices are seeded and small; rows include an empty run (all padding), no relevant doc, and every
doc relevant. The references are the textbook definitions, written without NumPy.
"""

import math

import numpy as np
import pytest

from ragmetrics.retrieval import kernels

KS = [1, 2, 3, 5, 8, 20]  # 20 is past the width: every kernel must treat missing ranks as non-relevant


@pytest.fixture(scope="module")
def matrix():
    """grades (rows x 8, 0-padded past each run), ideal rows, run lengths, and judged masks."""
    rng = np.random.default_rng(3)
    n, width = 40, 8
    lengths = rng.integers(0, width + 1, size=n)
    lengths[:3] = [0, width, width]
    grades = rng.choice([0.0, 0.0, 1.0, 2.0, 3.0], size=(n, width))
    grades[1] = 0.0  # retrieved, none relevant
    grades[2] = 2.0  # every doc relevant
    grades[np.arange(width)[None, :] >= lengths[:, None]] = 0.0
    judged = (grades > 0) | (rng.random((n, width)) < 0.3)
    judged[np.arange(width)[None, :] >= lengths[:, None]] = False
    # The ideal row holds the retrieved grades plus some never retrieved, descending.
    extra = rng.choice([0.0, 1.0, 3.0], size=(n, 3))
    ideal_rows = [sorted([g for g in list(grades[i]) + list(extra[i]) if g > 0], reverse=True) for i in range(n)]
    ideal = np.zeros((n, max(map(len, ideal_rows))))
    for i, row in enumerate(ideal_rows):
        ideal[i, : len(row)] = row
    return grades, ideal, lengths, judged


def n_rel(ideal_row, level):
    return sum(g >= level for g in ideal_row)


def ref_hits(row, k, level):
    return sum(g >= level for g in list(row)[:k])


def ref_precision(row, k, level):
    return ref_hits(row, k, level) / k


def ref_recall(row, ideal_row, k, level):
    r = n_rel(ideal_row, level)
    return ref_hits(row, k, level) / r if r else 0.0


def ref_f1(row, ideal_row, k, level):
    p, r = ref_precision(row, k, level), ref_recall(row, ideal_row, k, level)
    return 2 * p * r / (p + r) if p + r else 0.0


def ref_rr(row, k, level):
    top = list(row) if k is None else list(row)[:k]
    return next((1 / (i + 1) for i, g in enumerate(top) if g >= level), 0.0)


def ref_ap(row, ideal_row, k, level):
    top = list(row) if k is None else list(row)[:k]
    hits, total = 0, 0.0
    for i, g in enumerate(top):
        if g >= level:
            hits += 1
            total += hits / (i + 1)
    r = n_rel(ideal_row, level)
    return total / r if r else 0.0


def ref_rprec(row, ideal_row, level):
    r = n_rel(ideal_row, level)
    return ref_hits(row, r, level) / r if r else 0.0


def ref_dcg(row, k, gain):
    top = list(row) if k is None else list(row)[:k]
    value = lambda g: max(g, 0) if gain == "linear" else 2 ** max(g, 0) - 1  # noqa: E731
    return sum(value(g) / math.log2(i + 2) for i, g in enumerate(top))


def ref_ndcg(row, ideal_row, k, gain):
    best = ref_dcg(ideal_row, k, gain)
    return ref_dcg(row, k, gain) / best if best else 0.0


def ref_judged(judged_row, length, k):
    shown = min(k, length)
    return sum(list(judged_row)[:k]) / shown if shown else 0.0


def check(values, expected):
    assert values.shape == (len(expected),)
    np.testing.assert_allclose(values, expected, rtol=0, atol=1e-12)


@pytest.mark.parametrize("k", KS)
@pytest.mark.parametrize("level", [1, 2])
def test_set_based_kernels(matrix, k, level):
    """precision, recall, f1, hit_rate at k and level."""
    grades, ideal, _, _ = matrix
    relevant = grades >= level
    n_relevant = np.array([n_rel(row, level) for row in ideal], dtype=float)
    check(kernels.precision(relevant, k), [ref_precision(r, k, level) for r in grades])
    check(kernels.recall(relevant, n_relevant, k), [ref_recall(r, i, k, level) for r, i in zip(grades, ideal)])
    check(kernels.f1(relevant, n_relevant, k), [ref_f1(r, i, k, level) for r, i in zip(grades, ideal)])
    check(kernels.hit_rate(relevant, k), [float(ref_hits(r, k, level) > 0) for r in grades])


@pytest.mark.parametrize("k", KS + [None])
@pytest.mark.parametrize("level", [1, 3])
def test_rank_based_kernels(matrix, k, level):
    """reciprocal rank and average precision at k (None: no cutoff); R-precision."""
    grades, ideal, _, _ = matrix
    relevant = grades >= level
    n_relevant = np.array([n_rel(row, level) for row in ideal], dtype=float)
    check(kernels.reciprocal_rank(relevant, k), [ref_rr(r, k, level) for r in grades])
    check(kernels.average_precision(relevant, n_relevant, k), [ref_ap(r, i, k, level) for r, i in zip(grades, ideal)])
    check(kernels.r_precision(relevant, n_relevant), [ref_rprec(r, i, level) for r, i in zip(grades, ideal)])


@pytest.mark.parametrize("k", KS + [None])
@pytest.mark.parametrize("gain", ["linear", "exponential"])
def test_dcg_kernels(matrix, k, gain):
    """dcg and ndcg at k with either gain; the ideal DCG counts relevant docs never retrieved."""
    grades, ideal, _, _ = matrix
    check(kernels.dcg(grades, k, gain), [ref_dcg(r, k, gain) for r in grades])
    check(kernels.ndcg(grades, ideal, k, gain), [ref_ndcg(r, i, k, gain) for r, i in zip(grades, ideal)])


@pytest.mark.parametrize("k", KS)
def test_judged_kernel(matrix, k):
    """Judged docs in the top k / min(k, run length), 0 for an empty run (ir_measures' Judged@k)."""
    _, _, lengths, judged = matrix
    check(kernels.judged(judged, lengths.astype(float), k), [ref_judged(j, n, k) for j, n in zip(judged, lengths)])


def ref_bpref(row, nonrelevant_row, r, n):
    """trec_eval's m_bpref.c loop: judged docs only, in rank order."""
    total, nonrel_so_far = 0.0, 0
    for grade, nonrel in zip(row, nonrelevant_row):
        if nonrel:
            nonrel_so_far += 1
        elif grade >= 1:
            total += 1.0 - min(nonrel_so_far, r) / min(n, r) if nonrel_so_far else 1.0
    return total / r if r else 0.0


def test_bpref_kernel(matrix):
    """bpref: judged non-relevant = judged docs that are not relevant; N counts some never retrieved too."""
    grades, ideal, _, judged = matrix
    relevant = grades >= 1
    nonrelevant = judged & ~relevant
    n_relevant = np.array([n_rel(row, 1) for row in ideal], dtype=float)
    n_nonrelevant = nonrelevant.sum(axis=1) + np.arange(len(grades)) % 3  # 0-2 judged non-relevant docs not retrieved
    expected = [ref_bpref(g, m, r, n) for g, m, r, n in zip(grades, nonrelevant, n_relevant, n_nonrelevant)]
    check(kernels.bpref(relevant, nonrelevant, n_relevant, n_nonrelevant), expected)
    assert 0 < sum(0 < e < 1 for e in expected)  # the penalty branch is exercised


def test_gains_and_discounts_by_hand():
    """gains: the grade or 2**grade - 1, 0 for grades <= 0; discounts: 1 / log2(rank + 1)."""
    assert kernels.gains(np.array([3.0, 0.0, -1.0, 1.0])).tolist() == [3.0, 0.0, 0.0, 1.0]
    assert kernels.gains(np.array([3.0, 0.0, -1.0, 1.0]), "exponential").tolist() == [7.0, 0.0, 0.0, 1.0]
    assert kernels.discounts(3).tolist() == pytest.approx([1.0, 1 / math.log2(3), 0.5])


def test_kernels_on_a_matrix_with_no_ranks():
    """A block whose runs are all empty (width 0): every kernel gives 0 per row, no error."""
    empty = np.zeros((2, 0))
    mask = empty >= 1
    n = np.array([1.0, 0.0])
    for values in (kernels.precision(mask, 5), kernels.recall(mask, n, 5), kernels.reciprocal_rank(mask, None),
                   kernels.average_precision(mask, n, None), kernels.ndcg(empty, np.zeros((2, 1)), 3),
                   kernels.judged(mask, np.zeros(2), 3), kernels.bpref(mask, mask, n, np.zeros(2))):
        assert values.tolist() == [0.0, 0.0]
