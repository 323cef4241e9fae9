"""Chapter 09: is B really better than A? (per-query differences, the exact randomization test, the paired t,
Holm's correction, how many queries, what a p-value says, statistical vs practical significance)."""

import itertools
import math

import ragmetrics as rm
from ragmetrics.significance import adjust_p_values

from .build import choice, number
from .library import hint, mean

# Per-query nDCG@5 of two systems on the same six queries: d = b - a = +0.10, 0, +0.15, -0.05, +0.10, 0.
SCORES = {"a": [0.50, 0.80, 0.30, 0.90, 0.60, 0.40], "b": [0.60, 0.80, 0.45, 0.85, 0.70, 0.40]}


def _d(i) -> list:
    return [y - x for x, y in zip(i["a"], i["b"])]


def _facts(i) -> dict:
    return {"n_queries": len(i["a"]), "n_patterns": 2 ** len(i["a"])}


number("09.mean_difference", lambda i: rm.paired_test(i["a"], i["b"]).mean_difference, SCORES,
       (hint("hint.ch09.sum_not_mean", lambda i: sum(_d(i))),
        hint("hint.ch09.dropped_zeros", lambda i: mean(x for x in _d(i) if x != 0)),
        hint("hint.ch09.mean_of_b", lambda i: mean(i["b"]))),
       facts=_facts, unit_interval=False, topic="significance")


def _tail_share(i, *, two_sided=True, strict=False) -> float:
    """Sign patterns whose sum is as extreme as the observed one, by enumeration (the likely slips as options)."""
    d = _d(i)
    observed = sum(d)
    hits = 0
    for signs in itertools.product((1, -1), repeat=len(d)):
        total = sum(s * x for s, x in zip(signs, d))
        value, target = (abs(total), abs(observed)) if two_sided else (total, observed)
        hits += value > target + 1e-12 if strict else value >= target - 1e-12
    return hits / 2 ** len(d)


number("09.exact_p", lambda i: rm.paired_test(i["a"], i["b"], n_resamples=None).p_value, SCORES,
       (hint("hint.ch09.one_tail", lambda i: _tail_share(i, two_sided=False)),
        hint("hint.ch09.one_tail_strict", lambda i: _tail_share(i, two_sided=False, strict=True)),
        hint("hint.ch09.less_extreme", lambda i: 1 - _tail_share(i))),
       facts=_facts, topic="significance")


def _welch_t(i) -> float:
    n = len(i["a"])
    va = sum((x - mean(i["a"])) ** 2 for x in i["a"]) / (n - 1)
    vb = sum((x - mean(i["b"])) ** 2 for x in i["b"]) / (n - 1)
    return (mean(i["b"]) - mean(i["a"])) / math.sqrt(va / n + vb / n)


def _t_ddof0(i) -> float:
    d = _d(i)
    sd = math.sqrt(sum((x - mean(d)) ** 2 for x in d) / len(d))
    return mean(d) / (sd / math.sqrt(len(d)))


number("09.t_statistic", lambda i: rm.paired_test(i["a"], i["b"], test="t-test").statistic, SCORES,
       (hint("hint.ch09.unpaired_t", _welch_t),
        hint("hint.ch09.sd_by_n", _t_ddof0),
        hint("hint.ch09.a_minus_b", lambda i: -rm.paired_test(i["a"], i["b"], test="t-test").statistic)),
       facts=_facts, unit_interval=False, tolerance=0.01, topic="significance")

CONFIGS = {"p_values": [0.012, 0.030, 0.004, 0.047, 0.20], "alpha": 0.05}


def _significant(i, method) -> int:
    return sum(p < i["alpha"] for p in adjust_p_values(i["p_values"], method))


number("09.holm_count", lambda i: _significant(i, "holm"), CONFIGS,
       (hint("hint.ch09.no_correction", lambda i: _significant(i, "none")),
        hint("hint.ch09.bonferroni_not_holm", lambda i: _significant(i, "bonferroni")),
        hint("hint.ch09.counted_failures", lambda i: len(i["p_values"]) - _significant(i, "holm"))),
       facts=lambda i: {"m": len(i["p_values"]), "alpha": i["alpha"]}, integer=True, unit_interval=False,
       topic="significance")

POWER = {"effect": 0.02, "spread": 0.15}
Z_975, Z_95, Z_80 = 1.959964, 1.644854, 0.841621  # normal quantiles: two-sided 5% test, one-sided 5% test, 80% power


def _queries(i, z=Z_975 + Z_80, square=True) -> float:
    root = z * i["spread"] / i["effect"]
    return root**2 if square else root


number("09.queries_needed", _queries, POWER,
       (hint("hint.ch09.not_squared", lambda i: _queries(i, square=False)),
        hint("hint.ch09.half_power", lambda i: _queries(i, z=Z_975)),
        hint("hint.ch09.one_sided", lambda i: _queries(i, z=Z_95 + Z_80))),
       facts=lambda i: dict(i), tolerance=22.0, unit_interval=False, topic="significance")

number("09.min_p_five", lambda i: rm.paired_test([0.0] * i["n_queries"], [0.1] * i["n_queries"], n_resamples=None).p_value,
       {"n_queries": 5},
       (hint("hint.ch09.min_p_one_tail", lambda i: 1 / 2 ** i["n_queries"]),
        hint("hint.ch09.alpha_not_p", lambda i: 0.05),
        hint("hint.ch09.p_zero", lambda i: 0.0)),
       facts=lambda i: {"n_queries": i["n_queries"], "n_patterns": 2 ** i["n_queries"]}, topic="significance")

number("09.wilcoxon_pairs", lambda i: sum(x != 0 for x in _d(i)), SCORES,
       (hint("hint.ch09.zeros_kept", lambda i: len(_d(i))),
        hint("hint.ch09.ties_dropped", lambda i: len({x for x in _d(i) if x != 0})),
        hint("hint.ch09.negative_only", lambda i: sum(x < 0 for x in _d(i)))),
       facts=_facts, integer=True, unit_interval=False, topic="significance")

# Conceptual: the drill asks these too (every choice exercise is a drill question).
choice("09.p_value_meaning", 4, "b", topic="significance")
choice("09.practical_significance", 4, "b", topic="significance")
choice("09.twenty_configurations", 4, "c", topic="significance")
choice("09.b_beats_a", 4, "d", topic="significance")
