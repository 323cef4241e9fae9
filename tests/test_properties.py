"""Property tests (hypothesis): what must hold for every input, whatever the values.

Inputs: `retrieved` = unique ids drawn from a small pool (so they overlap with the judgments),
`relevant` = id -> grade in -1..4 (0 judged non-relevant, -1 pooled-but-unjudged), k in 1..30,
level in 1..3. Each property names in its docstring the rule it pins.
"""

from math import log2

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ragmetrics import (
    average_precision,
    dcg_at_k,
    evaluate,
    f1_at_k,
    hit_rate_at_k,
    ndcg_at_k,
    parse_measure,
    precision_at_k,
    r_precision,
    recall_at_k,
    reciprocal_rank,
)

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
EPS = 1e-12

ids = st.integers(0, 40)
grades = st.integers(-1, 4)
ks = st.integers(1, 30)
levels = st.integers(1, 3)


@st.composite
def queries(draw, min_retrieved=0, min_judged=0):
    """(retrieved, relevant): relevant judges some retrieved docs and some never retrieved.

    ``min_judged`` docs at least are judged, by construction (no ``assume``: a filter that rejects
    most draws fails Hypothesis's filter_too_much health check on an unlucky seed).
    """
    retrieved = draw(st.lists(ids, unique=True, min_size=min_retrieved, max_size=25))
    judged_retrieved = draw(st.lists(st.sampled_from(retrieved), unique=True)) if retrieved else []
    judged_other = draw(st.lists(ids, unique=True, min_size=min_judged, max_size=max(8, min_judged)))
    relevant = {d: draw(grades) for d in judged_retrieved + judged_other}
    return retrieved, relevant


def all_measures(retrieved, relevant, k, level):
    """Every per-query measure of the contract at cutoff k and relevance level `level`."""
    return {
        "R@k": recall_at_k(retrieved, relevant, k=k, level=level),
        "P@k": precision_at_k(retrieved, relevant, k=k, level=level),
        "F1@k": f1_at_k(retrieved, relevant, k=k, level=level),
        "HitRate@k": hit_rate_at_k(retrieved, relevant, k=k, level=level),
        "RR": reciprocal_rank(retrieved, relevant, level=level),
        "RR@k": reciprocal_rank(retrieved, relevant, k=k, level=level),
        "AP": average_precision(retrieved, relevant, level=level),
        "AP@k": average_precision(retrieved, relevant, k=k, level=level),
        "Rprec": r_precision(retrieved, relevant, level=level),
        "nDCG": ndcg_at_k(retrieved, relevant),
        "nDCG@k": ndcg_at_k(retrieved, relevant, k=k),
        "nDCG(exp)": ndcg_at_k(retrieved, relevant, gain="exponential"),
        "nDCG(exp)@k": ndcg_at_k(retrieved, relevant, k=k, gain="exponential"),
    }


AT_K = ["R@k", "P@k", "F1@k", "HitRate@k", "RR@k", "AP@k", "nDCG@k", "nDCG(exp)@k"]


def n_relevant(relevant, level):
    return sum(1 for g in relevant.values() if g >= level)


def hits_at(retrieved, relevant, k, level):
    return sum(1 for d in retrieved[:k] if relevant.get(d, 0) >= level)


# ---------------------------------------------------------------- ranges and types

@SETTINGS
@given(queries(), ks, levels)
def test_every_measure_is_a_plain_float_in_0_1(q, k, level):
    """Every measure returns a plain float (not a numpy scalar) in [0, 1]."""
    values = all_measures(*q, k, level)
    for name, v in values.items():
        assert type(v) is float, (name, type(v))
        assert 0.0 <= v <= 1.0, (name, v)


@SETTINGS
@given(queries(), ks, levels)
def test_hit_rate_is_0_or_1_and_at_least_recall(q, k, level):
    """HitRate@k is 0 or 1, >= Recall@k, and 1 exactly when Recall@k > 0."""
    retrieved, relevant = q
    hit = hit_rate_at_k(retrieved, relevant, k=k, level=level)
    rec = recall_at_k(retrieved, relevant, k=k, level=level)
    assert hit in (0.0, 1.0)
    assert hit >= rec
    assert (hit == 1.0) == (rec > 0.0)


@SETTINGS
@given(queries(), ks, levels)
def test_precision_times_k_equals_recall_times_R_equals_hits(q, k, level):
    """P@k * k == R@k * R == number of relevant docs in the top k (P divides by k, R by all relevant)."""
    retrieved, relevant = q
    hits, n_rel = hits_at(retrieved, relevant, k, level), n_relevant(relevant, level)
    assert precision_at_k(retrieved, relevant, k=k, level=level) * k == pytest.approx(hits, abs=1e-9)
    if n_rel:
        assert recall_at_k(retrieved, relevant, k=k, level=level) * n_rel == pytest.approx(hits, abs=1e-9)
    else:
        assert recall_at_k(retrieved, relevant, k=k, level=level) == 0.0


@SETTINGS
@given(queries(), ks, levels)
def test_f1_is_harmonic_mean_of_p_and_r(q, k, level):
    """F1@k = 2PR/(P+R) of the same P@k and R@k, 0 when both are 0."""
    retrieved, relevant = q
    p = precision_at_k(retrieved, relevant, k=k, level=level)
    r = recall_at_k(retrieved, relevant, k=k, level=level)
    expected = 0.0 if p + r == 0 else 2 * p * r / (p + r)
    assert f1_at_k(retrieved, relevant, k=k, level=level) == pytest.approx(expected, abs=EPS)


@SETTINGS
@given(queries(), ks, levels)
def test_rr_at_k_at_most_rr_and_equal_when_first_hit_in_top_k(q, k, level):
    """RR@k <= RR; they are equal when the first relevant doc is within the top k, else RR@k = 0."""
    retrieved, relevant = q
    rr = reciprocal_rank(retrieved, relevant, level=level)
    rr_k = reciprocal_rank(retrieved, relevant, k=k, level=level)
    assert rr_k <= rr
    assert rr_k == (rr if rr >= 1 / k - EPS else 0.0)


@SETTINGS
@given(queries(), ks, levels)
def test_ap_bounds_ap_at_k_at_most_ap(q, k, level):
    """AP <= 1, AP@k <= AP (same denominator R), AP@k == AP when k covers the whole run."""
    retrieved, relevant = q
    ap = average_precision(retrieved, relevant, level=level)
    ap_k = average_precision(retrieved, relevant, k=k, level=level)
    assert ap <= 1.0
    assert ap_k <= ap + EPS
    if k >= len(retrieved):
        assert ap_k == pytest.approx(ap, abs=EPS)


@SETTINGS
@given(queries(), levels)
def test_monotone_in_k(q, level):
    """Recall@k, HitRate@k, AP@k, RR@k and hits (P@k * k) never decrease as k grows."""
    retrieved, relevant = q
    prev = None
    for k in range(1, len(retrieved) + 3):
        cur = (
            recall_at_k(retrieved, relevant, k=k, level=level),
            hit_rate_at_k(retrieved, relevant, k=k, level=level),
            average_precision(retrieved, relevant, k=k, level=level),
            reciprocal_rank(retrieved, relevant, k=k, level=level),
            precision_at_k(retrieved, relevant, k=k, level=level) * k,
        )
        if prev is not None:
            assert all(c >= p - 1e-9 for c, p in zip(cur, prev)), (k, prev, cur)
        prev = cur


# ---------------------------------------------------------------- nDCG

@st.composite
def ideal_rankings(draw):
    """(ranking, relevant): docs with grade > 0 sorted by grade descending (ties in any order), then the rest."""
    retrieved, relevant = draw(queries(min_judged=1))
    # At least one positive grade, by construction: one judged doc gets a grade in 1..4.
    relevant[draw(st.sampled_from(sorted(relevant)))] = draw(st.integers(1, 4))
    positive = [d for d, g in relevant.items() if g > 0]
    positive = draw(st.permutations(positive))
    positive = sorted(positive, key=lambda d: -relevant[d])  # stable: ties keep the drawn order
    rest = [d for d in retrieved if d not in positive and relevant.get(d, 0) <= 0]
    return positive + rest, relevant


@SETTINGS
@given(ideal_rankings())
def test_ideal_ranking_has_ndcg_1_at_every_k(q):
    """The ideal ranking (relevant docs by grade desc, then the rest) has nDCG = 1 and nDCG@k = 1 for every k."""
    ranking, relevant = q
    assert ndcg_at_k(ranking, relevant) == pytest.approx(1.0, abs=EPS)
    assert ndcg_at_k(ranking, relevant, gain="exponential") == pytest.approx(1.0, abs=EPS)
    for k in range(1, len(ranking) + 3):
        assert ndcg_at_k(ranking, relevant, k=k) == pytest.approx(1.0, abs=EPS), k
        assert ndcg_at_k(ranking, relevant, k=k, gain="exponential") == pytest.approx(1.0, abs=EPS), k


@SETTINGS
@given(queries(), st.one_of(st.none(), ks))
def test_dcg_is_sum_of_raw_grades_over_log2_rank_plus_1(q, k):
    """dcg_at_k = sum(max(grade, 0) / log2(rank + 1)) over the top k (linear), (2^g - 1) (exponential)."""
    retrieved, relevant = q
    top = retrieved if k is None else retrieved[:k]
    lin = sum(max(relevant.get(d, 0), 0) / log2(i + 2) for i, d in enumerate(top))
    exp = sum((2 ** relevant.get(d, 0) - 1 if relevant.get(d, 0) > 0 else 0) / log2(i + 2) for i, d in enumerate(top))
    assert dcg_at_k(retrieved, relevant, k=k) == pytest.approx(lin, abs=1e-9)
    assert dcg_at_k(retrieved, relevant, k=k, gain="exponential") == pytest.approx(exp, abs=1e-9)


@SETTINGS
@given(queries(), st.one_of(st.none(), ks))
def test_ndcg_is_dcg_over_dcg_of_all_judged_grades_sorted(q, k):
    """nDCG@k = DCG@k(run) / DCG@k(every judged doc by grade desc), retrieved or not; 0 if the ideal is 0."""
    retrieved, relevant = q
    ideal = sorted(relevant, key=lambda d: -relevant[d])
    for gain in ("linear", "exponential"):
        idcg = dcg_at_k(ideal, relevant, k=k, gain=gain)
        expected = 0.0 if idcg == 0 else dcg_at_k(retrieved, relevant, k=k, gain=gain) / idcg
        assert ndcg_at_k(retrieved, relevant, k=k, gain=gain) == pytest.approx(expected, abs=EPS)


@SETTINGS
@given(queries(), st.one_of(st.none(), ks), st.integers(2, 5))
def test_ndcg_uses_raw_grades_scaling_invariant(q, k, factor):
    """Linear nDCG uses the raw grades: multiplying every grade by a constant leaves it unchanged."""
    retrieved, relevant = q
    scaled = {d: g * factor for d, g in relevant.items()}
    assert ndcg_at_k(retrieved, scaled, k=k) == pytest.approx(ndcg_at_k(retrieved, relevant, k=k), abs=1e-12)


def test_ndcg_uses_raw_grades_not_binarised():
    """nDCG of [b, a] with {a: 3, b: 1} is not the binary nDCG (which would be 1): grades count."""
    expected = (1 + 3 / log2(3)) / (3 + 1 / log2(3))
    assert ndcg_at_k(["b", "a"], {"a": 3, "b": 1}) == pytest.approx(expected, abs=EPS)
    assert ndcg_at_k(["b", "a"], {"a": 1, "b": 1}) == pytest.approx(1.0, abs=EPS)


@SETTINGS
@given(queries(min_retrieved=2), st.data())
def test_swapping_a_higher_graded_doc_upward_never_lowers_dcg(q, data):
    """DCG (and DCG@k for every k) never decreases when a doc moves above a lower-graded one."""
    retrieved, relevant = q
    i = data.draw(st.integers(0, len(retrieved) - 2))
    j = data.draw(st.integers(i + 1, len(retrieved) - 1))
    # The lower doc gets a higher grade than the upper one by construction, not by a filter:
    # the upper doc is unjudged (grade 0) or judged lo in -1..3; the lower one gets lo+1..4.
    lo = data.draw(st.one_of(st.none(), st.integers(-1, 3)))
    relevant = dict(relevant)
    if lo is None:
        relevant.pop(retrieved[i], None)
    else:
        relevant[retrieved[i]] = lo
    relevant[retrieved[j]] = data.draw(st.integers((lo or 0) + 1, 4))
    assert relevant[retrieved[j]] > relevant.get(retrieved[i], 0)
    swapped = list(retrieved)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    for gain in ("linear", "exponential"):
        assert dcg_at_k(swapped, relevant, gain=gain) >= dcg_at_k(retrieved, relevant, gain=gain) - 1e-12
        for k in range(1, len(retrieved) + 1):
            assert dcg_at_k(swapped, relevant, k=k, gain=gain) >= dcg_at_k(retrieved, relevant, k=k, gain=gain) - 1e-12


# ---------------------------------------------------------------- invariances

@SETTINGS
@given(queries(), ks, levels, st.data())
def test_reordering_inside_top_k_keeps_set_measures(q, k, level, data):
    """Permuting the top k leaves Recall@k, Precision@k, F1@k and HitRate@k unchanged."""
    retrieved, relevant = q
    top = data.draw(st.permutations(retrieved[:k]))
    shuffled = list(top) + retrieved[k:]
    before = all_measures(retrieved, relevant, k, level)
    after = all_measures(shuffled, relevant, k, level)
    for name in ("R@k", "P@k", "F1@k", "HitRate@k"):
        assert after[name] == before[name], name


@SETTINGS
@given(queries(), ks, levels, st.lists(st.integers(100, 140), unique=True, min_size=1, max_size=10), st.data())
def test_appending_non_relevant_docs_at_the_end_changes_nothing(q, k, level, fresh, data):
    """Appending unjudged docs, or docs judged <= 0, at the end changes no measure at all."""
    retrieved, relevant = q
    judged_nonrel = [d for d, g in relevant.items() if g <= 0 and d not in retrieved]
    extra = fresh + data.draw(st.permutations(judged_nonrel))
    before = all_measures(retrieved, relevant, k, level)
    after = all_measures(retrieved + extra, relevant, k, level)
    assert after == {n: pytest.approx(v, abs=EPS) for n, v in before.items()}


@SETTINGS
@given(queries(), ks, levels, st.data())
def test_changing_the_docs_after_position_k_changes_no_at_k_measure(q, k, level, data):
    """Replacing everything after rank k (by relevant docs or not) changes no @k measure."""
    retrieved, relevant = q
    top = retrieved[:k] + list(range(200, 200 + k - len(retrieved[:k])))  # unjudged padding up to rank k
    candidates = [d for d in list(relevant) + list(range(100, 120)) if d not in top]
    tail = data.draw(st.lists(st.sampled_from(candidates), unique=True, max_size=10)) if candidates else []
    before = all_measures(top + retrieved[k:], relevant, k, level)
    after = all_measures(top + tail, relevant, k, level)
    for name in AT_K:
        assert after[name] == pytest.approx(before[name], abs=EPS), name


@SETTINGS
@given(queries(), ks, levels)
def test_ids_as_ints_or_as_strings_give_the_same_values(q, k, level):
    """Measures do not depend on the type of the ids: ints and the same ids as strings agree."""
    retrieved, relevant = q
    as_str = [str(d) for d in retrieved], {str(d): g for d, g in relevant.items()}
    assert all_measures(*as_str, k, level) == all_measures(retrieved, relevant, k, level)


@SETTINGS
@given(st.lists(ids, unique=True, max_size=20), st.lists(ids, unique=True, min_size=1, max_size=10), ks)
def test_binary_relevant_as_list_tuple_set_or_dict_of_ones_agree(retrieved, rel_ids, k):
    """A collection of relevant ids (list, tuple, set, frozenset) means grade 1 each, like {id: 1}."""
    forms = [list(rel_ids), tuple(rel_ids), set(rel_ids), frozenset(rel_ids), {d: 1 for d in rel_ids}]
    values = [all_measures(retrieved, form, k, 1) for form in forms]
    assert all(v == values[-1] for v in values)
    assert all_measures(tuple(retrieved), rel_ids, k, 1) == values[-1]


@SETTINGS
@given(queries(min_judged=1), ks, levels)
def test_per_query_functions_equal_evaluate_on_one_query(q, k, level):
    """The per-query functions and evaluate() on a one-query run give the same numbers (one kernel)."""
    retrieved, relevant = q
    lv = "" if level == 1 else f"(rel={level})"
    names = {
        "R@k": f"R{lv}@{k}", "P@k": f"P{lv}@{k}", "F1@k": f"F1{lv}@{k}", "HitRate@k": f"HitRate{lv}@{k}",
        "RR": f"RR{lv}", "RR@k": f"RR{lv}@{k}", "AP": f"AP{lv}", "AP@k": f"AP{lv}@{k}", "Rprec": f"Rprec{lv}",
        "nDCG": "nDCG", "nDCG@k": f"nDCG@{k}", "nDCG(exp)": "nDCG(gain=exp)", "nDCG(exp)@k": f"nDCG(gain=exp)@{k}",
    }
    res = evaluate({"q": relevant}, {"q": list(retrieved)}, list(names.values()))
    got = res.per_query["q"]
    expected = all_measures(retrieved, relevant, k, level)
    for key, name in names.items():
        assert got[str(parse_measure(name))] == pytest.approx(expected[key], abs=EPS), name


@SETTINGS
@given(queries(), st.integers(26, 60), levels)
def test_precision_divides_by_k_even_past_the_end_of_the_run(q, k, level):
    """P@k with k > len(retrieved) is hits / k (missing docs count as non-relevant)."""
    retrieved, relevant = q
    hits = hits_at(retrieved, relevant, k, level)
    assert precision_at_k(retrieved, relevant, k=k, level=level) == pytest.approx(hits / k, abs=EPS)


@SETTINGS
@given(queries(), ks)
def test_binary_measures_at_level_count_grades_at_least_level(q, k):
    """At level L a doc is relevant iff grade >= L: same values as the binary {id: 1 if g >= L}."""
    retrieved, relevant = q
    for level in (1, 2, 3):
        binary = {d: 1 for d, g in relevant.items() if g >= level}
        got = all_measures(retrieved, relevant, k, level)
        exp = all_measures(retrieved, binary, k, 1)
        for name in ("R@k", "P@k", "F1@k", "HitRate@k", "RR", "RR@k", "AP", "AP@k", "Rprec"):
            assert got[name] == pytest.approx(exp[name], abs=EPS), (level, name)


def test_the_mean_over_many_queries_is_the_correctly_rounded_mean():
    """Issue 25 L11: the means were summed naively along axis 0; 100,000 queries with P@5 = 0.2 gave 0.20000000000037696.
    The reference is math.fsum (the exactly rounded sum) of the per-query values, over the number of queries."""
    import math

    import ragmetrics as rm

    n = 100_000
    qrels = {f"q{i}": {"a": 1} for i in range(n)}
    run = {f"q{i}": {"x": 5, "y": 4, "a": 3, "z": 2} for i in range(n)}
    results = rm.evaluate(qrels, run, ["P@5", "RR"])
    assert results.mean["P@5"] == math.fsum([0.2] * n) / n == 0.2
    assert results.mean["RR"] == math.fsum([1 / 3] * n) / n
    evaluator = rm.RetrievalEvaluator(k=5)
    cases = [{"retrieved": ["x", "y", "a"], "relevant": {"a": 1}}] * 2_000
    assert evaluator.evaluate_many(cases)["RR"] == math.fsum([1 / 3] * 2_000) / 2_000
