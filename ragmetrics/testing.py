"""Test helpers for a project's own test suite: ``assert_no_regression`` fails a test when a change makes the
system worse than its baseline by more than a margin (the ``python -m ragmetrics gate`` test, in pytest)."""

from __future__ import annotations

__all__ = ["assert_no_regression"]


def assert_no_regression(baseline, candidate, measures=None, *, qrels=None, margin: float = 0.01, alpha: float = 0.05,
                         test: str = "t-test", n_resamples: int = 10_000, seed: int | None = 0, judge=None,
                         embedder=None, cache=None):
    """Raise ``AssertionError`` with the gate's report unless ``candidate`` is shown to be at most ``margin``
    worse than ``baseline`` on every measure (one-sided paired test per measure, Holm across them; see
    ``ragmetrics.gate``). Arguments as ``ragmetrics.gate.gate``; returns the ``GateResult`` when it passes.

    >>> qrels = {f"q{i}": {"d1": 1} for i in range(30)}
    >>> run = {f"q{i}": ["d1", "d2"] for i in range(30)}
    >>> assert_no_regression(run, run, ["RR"], qrels=qrels).passed   # identical runs: a difference of exactly 0
    True
    """
    from .gate import gate

    result = gate(baseline, candidate, measures, qrels=qrels, margin=margin, alpha=alpha, test=test,
                  n_resamples=n_resamples, seed=seed, judge=judge, embedder=embedder, cache=cache)
    if not result.passed:
        raise AssertionError("regression gate failed:\n" + result.text())
    return result
