"""The regression gate: its p-values are scipy's one-sided t-test (and a sign-flip test written out), Holm
across measures, and the command's exit codes: 1 on a real regression, 0 on noise, 2 on bad input."""

from __future__ import annotations

import json

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics.__main__ import main
from ragmetrics.gate import gate, gate_scores
from ragmetrics.testing import assert_no_regression

stats = pytest.importorskip("scipy.stats")


def runs(n_queries=200, drop=0.0, noise=0.0, seed=0):
    """qrels with one relevant doc per query; the baseline ranks it at 1-3; the candidate moves it down by
    ``drop`` ranks on a share of queries (a real regression) or at random by +-1 rank (noise)."""
    rng = np.random.default_rng(seed)
    qrels, base, cand = {}, {}, {}
    for q in range(n_queries):
        qid = f"q{q}"
        qrels[qid] = {"rel": 1}
        docs = [f"n{i}" for i in range(20)]
        at = int(rng.integers(0, 3))
        base[qid] = docs[:at] + ["rel"] + docs[at:]
        move = 0
        if drop and rng.random() < drop:
            move = 5
        elif noise and rng.random() < noise:
            move = int(rng.choice([-1, 1]))
        new = min(max(at + move, 0), 20)
        cand[qid] = docs[:new] + ["rel"] + docs[new:]
    return qrels, base, cand


def test_the_t_test_p_value_is_scipys_one_sided_test_of_the_shifted_mean():
    rng = np.random.default_rng(3)
    a = rng.random(50)
    b = a + rng.normal(-0.005, 0.05, 50)
    result = gate_scores({"m": a}, {"m": b}, margin=0.02)
    expected = stats.ttest_1samp(b - a, -0.02, alternative="greater")
    assert result.rows[0].p_value == pytest.approx(expected.pvalue, rel=1e-9)
    n, d = 50, b - a
    lower = d.mean() - stats.t.ppf(0.95, n - 1) * d.std(ddof=1) / np.sqrt(n)
    assert result.rows[0].lower_bound == pytest.approx(lower, rel=1e-9)


def test_the_randomization_p_value_is_the_sign_flip_test_written_out():
    d = np.array([0.1, -0.05, 0.02, 0.0, 0.07, -0.01, 0.03])
    e = d + 0.01
    signs = np.array([[1 - 2 * ((k >> i) & 1) for i in range(7)] for k in range(2**7)])
    exact = np.mean((signs * e).sum(axis=1) >= e.sum() - 1e-12)  # every sign pattern
    result = gate_scores({"m": np.zeros(7)}, {"m": d}, margin=0.01, test="randomization", n_resamples=100_000, seed=1)
    assert result.rows[0].p_value == pytest.approx(exact, abs=0.01)


def test_holm_across_measures():
    rng = np.random.default_rng(4)
    a = {m: rng.random(40) for m in "xyz"}
    b = {m: a[m] + rng.normal(shift, 0.05, 40) for m, shift in zip("xyz", (0.0, 0.02, -0.05))}
    result = gate_scores(a, b, margin=0.01)
    raw = [stats.ttest_1samp(b[m] - a[m], -0.01, alternative="greater").pvalue for m in "xyz"]
    order = np.argsort(raw)
    holm, running = [0.0] * 3, 0.0
    for i, k in enumerate(order):  # Holm's step-down, written out
        running = max(running, min(1.0, (3 - i) * raw[k]))
        holm[k] = running
    assert [r.p_adjusted for r in result.rows] == pytest.approx(holm, rel=1e-9)
    assert [r.passed for r in result.rows] == [p < 0.05 for p in holm]


def write(tmp_path, qrels, base, cand):
    rm.write_qrels(qrels, tmp_path / "qrels.txt")
    rm.write_run({q: {d: float(len(ds) - i) for i, d in enumerate(ds)} for q, ds in base.items()}, tmp_path / "a.run")
    rm.write_run({q: {d: float(len(ds) - i) for i, d in enumerate(ds)} for q, ds in cand.items()}, tmp_path / "b.run")
    return [str(tmp_path / name) for name in ("qrels.txt", "a.run", "b.run")]


def test_exit_1_on_a_real_regression_and_the_output_names_the_measure(tmp_path, capsys):
    qrels, base, cand = runs(drop=0.3)
    q, a, b = write(tmp_path, qrels, base, cand)
    code = main(["gate", "--qrels", q, "--baseline", a, "--candidate", b, "-m", "nDCG@10", "-m", "R@100",
                 "--margin", "0.01", "--markdown", str(tmp_path / "gate.md")])
    out = capsys.readouterr().out
    assert code == 1
    assert "FAILED on nDCG@10" in out and "worse by" in out and "more than the margin 0.01" in out
    line = next(x for x in out.splitlines() if x.startswith("nDCG@10"))
    base_mean = rm.evaluate(qrels, base, ["nDCG@10"]).mean["nDCG@10"]
    cand_mean = rm.evaluate(qrels, cand, ["nDCG@10"]).mean["nDCG@10"]
    assert f"{cand_mean - base_mean:+.4f}" in line and "FAIL" in line
    assert "pass: not worse" in next(x for x in out.splitlines() if x.startswith("R@100"))  # the doc is still retrieved
    assert "| nDCG@10 |" in (tmp_path / "gate.md").read_text()


def test_exit_0_on_noise(tmp_path, capsys):
    qrels, base, cand = runs(n_queries=400, noise=0.2, seed=1)
    q, a, b = write(tmp_path, qrels, base, cand)
    for test in ("t-test", "randomization"):
        code = main(["gate", "--qrels", q, "--baseline", a, "--candidate", b, "-m", "nDCG@10", "-m", "RR",
                     "--margin", "0.05", "--test", test])
        assert code == 0, capsys.readouterr().out
        assert "PASSED" in capsys.readouterr().out


@pytest.mark.parametrize("args, message", [
    (["--baseline", "{dir}/missing.run", "--candidate", "{dir}/b.run", "-m", "nDCG@10"], "missing.run"),
    (["--baseline", "{dir}/a.run", "--candidate", "{dir}/b.run", "-m", "nDCG@10", "--margin", "-1"], "'margin'"),
    (["--baseline", "{dir}/a.run", "--candidate", "{dir}/b.run", "-m", "nDGC@10"], "nDGC"),
    (["--baseline", "{dir}/a.run", "--candidate", "{dir}/log.jsonl", "-m", "nDCG@10"], "both be runs"),
])
def test_exit_2_on_bad_input(tmp_path, capsys, args, message):
    qrels, base, cand = runs(n_queries=10)
    q, _, _ = write(tmp_path, qrels, base, cand)
    (tmp_path / "log.jsonl").write_text('{"question": "q", "contexts": ["c"], "answer": "a"}\n')
    code = main(["gate", "--qrels", q] + [x.format(dir=tmp_path) for x in args])
    assert code == 2
    assert message in capsys.readouterr().err


def test_exit_2_on_a_bad_run_line(tmp_path, capsys):
    qrels, base, cand = runs(n_queries=10)
    q, a, b = write(tmp_path, qrels, base, cand)
    with open(b, "a") as out:
        out.write("q1 Q0 extra 1 not-a-score run\n")
    assert main(["gate", "--qrels", q, "--baseline", a, "--candidate", b, "-m", "RR"]) == 2
    err = capsys.readouterr().err
    assert "b.run" in err and "not-a-score" in err


def log(path, wrong_every):
    with open(path, "w") as out:
        for i in range(60):
            fact = "30 days" if i % wrong_every else "90 days"
            out.write(json.dumps({"query_id": f"q{i}", "user_input": f"What is the refund window {i}?",
                                  "retrieved_contexts": ["Refunds are accepted within 30 days."],
                                  "response": f"Refunds are accepted within {fact}."}) + "\n")


def test_records_and_a_generation_metric(tmp_path, capsys):
    log(tmp_path / "a.jsonl", wrong_every=1000)
    log(tmp_path / "b.jsonl", wrong_every=3)  # a third of the answers now invent 90 days
    args = ["gate", "--baseline", str(tmp_path / "a.jsonl"), "--candidate", str(tmp_path / "b.jsonl"), "-m", "faithfulness"]
    assert main(args) == 1
    assert "faithfulness" in capsys.readouterr().out
    assert main(["gate", "--baseline", str(tmp_path / "a.jsonl"), "--candidate", str(tmp_path / "a.jsonl"),
                 "-m", "faithfulness"]) == 0


def test_assert_no_regression_in_a_test_suite():
    qrels, base, cand = runs(drop=0.3)
    with pytest.raises(AssertionError, match="regression gate failed"):
        assert_no_regression(base, cand, ["nDCG@10"], qrels=qrels)
    qrels, base, cand = runs(n_queries=400, noise=0.2, seed=1)
    assert assert_no_regression(base, cand, ["nDCG@10"], qrels=qrels, margin=0.05).passed
    assert gate(base, cand, ["nDCG@10"], qrels=qrels, margin=0.05).rows[0].n == 400
