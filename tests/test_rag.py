"""evaluate_rag: one call over a RAG log gives the same numbers as the per-answer functions, keeps every record
when one fails, bootstraps its intervals reproducibly, fans out on a bounded thread pool, and reports the
judge's cache and usage."""

from __future__ import annotations

import json
import math
import threading
import time

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics.generation import HashingEmbedder, RuleJudge
from ragmetrics.rag import GENERATION_METRICS

FACTS = [("refund window", "Refunds are accepted within 30 days of purchase.", "30 days"),
         ("shipping", "Shipping is free for orders over 50 euros.", "over 50 euros"),
         ("support hours", "Support answers from 9 to 17 on weekdays.", "9 to 17")]


def log(n=12):
    rows = []
    for i in range(n):
        topic, context, fact = FACTS[i % 3]
        answer = f"The {topic} is {fact}." if i % 4 else f"The {topic} is 90 days."
        rows.append({"query_id": f"q{i}", "user_input": f"What is the {topic}?",
                     "retrieved_contexts": [context, FACTS[(i + 1) % 3][1]], "response": answer,
                     "reference": f"The {topic} is {fact}.", "retrieved_ids": [f"d{i % 3}", f"d{(i + 1) % 3}"]})
    return rows


def test_every_metric_equals_the_per_answer_function():
    embedder = HashingEmbedder()
    result = rm.evaluate_rag(log(), embedder=embedder, max_concurrency=3)
    assert result.metrics == GENERATION_METRICS
    for row, raw in zip(result.per_question, log()):
        q, c, a, r = raw["user_input"], raw["retrieved_contexts"], raw["response"], raw["reference"]
        expected = {"faithfulness": rm.faithfulness(a, c, question=q).score,
                    "answer_relevancy": rm.answer_relevancy(q, a, embedder=embedder).score,
                    "context_relevancy": rm.context_relevancy(q, c).score,
                    "context_recall": rm.context_recall(c, r, question=q).score,
                    "context_precision": rm.context_precision(q, c, r).score,
                    "answer_correctness": rm.answer_correctness(a, r, question=q, embedder=embedder).score}
        assert {m: row[m] for m in GENERATION_METRICS} == expected
        assert row["error"] is None and row["query_id"] == raw["query_id"]
    for m in GENERATION_METRICS:
        values = [row[m] for row in result.per_question]
        assert result.mean[m] == pytest.approx(sum(values) / len(values), abs=1e-15)
    wrong = result.per_question[0]  # "90 days" against a context that says 30
    assert wrong["faithfulness"] == 0.0 and "90" in wrong["reasons"]["faithfulness"]


def test_the_bootstrap_interval_is_seeded_and_is_the_percentile_bootstrap_of_the_mean():
    rows = log(20)
    a = rm.evaluate_rag(rows, ["faithfulness", "context_relevancy"], seed=7, n_resamples=2000)
    b = rm.evaluate_rag(rows, ["faithfulness", "context_relevancy"], seed=7, n_resamples=2000)
    assert a.ci == b.ci
    values = np.array([row["context_relevancy"] for row in a.per_question])
    rng = np.random.default_rng(7)  # the percentile bootstrap, written out
    means = values[rng.integers(0, len(values), size=(2000, len(values)), dtype=np.int32)].mean(axis=1)
    assert a.ci["context_relevancy"] == tuple(np.quantile(means, [0.025, 0.975]).tolist())
    assert rm.evaluate_rag(rows, ["context_relevancy"], seed=8, n_resamples=2000).ci != a.ci


class FailingJudge(RuleJudge):
    """The rule judge, except that it fails on one question (as a judge's HTTP error would)."""

    def split_claims(self, answer, *, question=None):
        if question == "What is the shipping?":
            raise RuntimeError("HTTP 500 from the judge")
        return super().split_claims(answer, question=question)


def test_a_failing_record_is_reported_in_its_row_and_the_others_are_kept():
    rows = log(6) + [{"query_id": "bad", "question": "q", "contexts": ["c"], "answer": "a"}]
    result = rm.evaluate_rag(rows, ["faithfulness", "context_recall"], judge=FailingJudge())
    by_id = {row["query_id"]: row for row in result.per_question}
    assert math.isnan(by_id["q1"]["faithfulness"]) and "HTTP 500" in by_id["q1"]["error"]
    assert "context_recall: ValueError: the record has no reference" in by_id["bad"]["error"]
    assert not math.isnan(by_id["q0"]["faithfulness"]) and by_id["q0"]["error"] is None
    kept = [row["faithfulness"] for row in result.per_question if not math.isnan(row["faithfulness"])]
    assert result.n["faithfulness"] == len(kept) == 5  # q1 (shipping) and q4 (shipping) failed
    assert result.mean["faithfulness"] == pytest.approx(sum(kept) / 5)
    values = np.array(kept)  # its interval: the bootstrap of the 5 records it has (its own draws, seed 0)
    draws = values[np.random.default_rng(0).integers(0, 5, size=(10_000, 5), dtype=np.int32)].mean(axis=1)
    assert result.ci["faithfulness"] == tuple(np.quantile(draws, [0.025, 0.975]).tolist())


class SlowJudge(RuleJudge):
    """Counts the calls in flight at once (each takes 20 ms, as a network call would)."""

    def __init__(self):
        super().__init__()
        self.lock, self.now, self.most = threading.Lock(), 0, 0

    def rate_context(self, question, context, *, scale, variant=0):
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)
        time.sleep(0.02)
        with self.lock:
            self.now -= 1
        return super().rate_context(question, context, scale=scale, variant=variant)


@pytest.mark.parametrize("workers", [1, 4])
def test_records_are_judged_on_a_bounded_pool(workers):
    judge = SlowJudge()
    result = rm.evaluate_rag(log(16), ["context_relevancy"], judge=judge, max_concurrency=workers)
    assert judge.most == workers  # 16 records, each call 20 ms: the pool fills, and never more
    serial = rm.evaluate_rag(log(16), ["context_relevancy"], max_concurrency=1)
    assert [r["context_relevancy"] for r in result.per_question] == [r["context_relevancy"] for r in serial.per_question]


class CountingJudge(RuleJudge):
    """A judge with the LLM judge's contract: ``usage`` (a snapshot that subtracts) and ``using_cache``."""

    def __init__(self, counter=None, cache=None):
        super().__init__()
        self.counter, self.cache = counter if counter is not None else [0], cache

    @property
    def usage(self):
        return self.counter[0]

    def using_cache(self, cache):
        return CountingJudge(self.counter, cache)

    def split_claims(self, answer, *, question=None):
        assert self.cache == "cache.sqlite"  # evaluate_rag judges with the cached judge
        self.counter[0] += 1
        return super().split_claims(answer, question=question)


def test_cache_and_usage_follow_the_judge_contract():
    judge = CountingJudge()
    judge.counter[0] = 100  # calls before this run are not this run's usage
    result = rm.evaluate_rag(log(9), ["faithfulness"], judge=judge, cache="cache.sqlite")
    assert result.usage == 9
    assert rm.evaluate_rag(log(3), ["faithfulness"]).usage is None  # the offline judge reports none


def test_retrieval_and_generation_together_with_exports(tmp_path):
    qrels = {"q0": {"d0": 1}, "q1": {"d1": 2, "d2": 1}, "q2": {"d9": 1}}
    rows = log(4)
    rows[3].pop("retrieved_ids")
    result = rm.evaluate_rag(rows, ["faithfulness", "RR", "nDCG@10"], qrels=qrels)
    by_id = {row["query_id"]: row for row in result.per_question}
    assert by_id["q0"]["RR"] == 1.0 and by_id["q2"]["RR"] == 0.0  # q2 retrieved d2, d0; d9 is relevant
    assert by_id["q1"]["nDCG@10"] == 1.0  # d1 (grade 2) then d2 (grade 1): the ideal order
    assert "no retrieved ids" in by_id["q3"]["error"] and math.isnan(by_id["q3"]["RR"])
    assert result.n["RR"] == 3 and result.n["faithfulness"] == 4
    lines = [json.loads(line) for line in result.to_jsonl().splitlines()]
    assert lines[3]["RR"] is None and lines[0]["faithfulness"] == by_id["q0"]["faithfulness"]
    result.to_jsonl(tmp_path / "out.jsonl")
    assert (tmp_path / "out.jsonl").read_text() == result.to_jsonl()
    pd = pytest.importorskip("pandas")
    frame = result.to_pandas()
    assert isinstance(frame, pd.DataFrame) and len(frame) == 4 and "faithfulness_reasons" in frame.columns
    worst = result.worst(2, "faithfulness")
    assert [row["faithfulness"] for row in worst] == sorted(r["faithfulness"] for r in result.per_question)[:2]
    with pytest.raises(ValueError, match="'metric' must be one of"):
        result.worst(2, "nope")
    assert "faithfulness" in result.table() and "4 questions" in result.table()


def test_bad_arguments_are_named():
    with pytest.raises(ValueError, match="need 'qrels'"):
        rm.evaluate_rag(log(2), ["nDCG@10"])
    with pytest.raises(ValueError, match="'max_concurrency' must be a positive int"):
        rm.evaluate_rag(log(2), ["faithfulness"], max_concurrency=0)
    with pytest.raises(ValueError, match="unknown measure|not a measure|measure"):
        rm.evaluate_rag(log(2), ["faithfullness"], qrels={"q0": {"d0": 1}})


def test_dataframe_of_records_and_the_plot():
    pd = pytest.importorskip("pandas")
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    result = rm.evaluate_rag(pd.DataFrame(log(6)), ["faithfulness", "context_relevancy"])
    assert [row["query_id"] for row in result.per_question] == [f"q{i}" for i in range(6)]
    figure = result.plot(n_worst=3)
    assert len(figure.axes) == 3  # two histograms and the worst questions


def test_with_the_llm_judge_a_rerun_over_the_disk_cache_makes_no_call(tmp_path):
    from ragmetrics.generation import LLMJudge

    calls, lock = [0], threading.Lock()

    def model(prompt: str) -> str:  # a stand-in for the endpoint: two statements, each supported
        with lock:
            calls[0] += 1
        if '"statements"' in prompt:
            return '{"statements": ["The window is 30 days.", "A receipt is needed."]}'
        return '{"verdict": "yes", "reason": "stated in the context"}'

    judge = LLMJudge(model, model="stand-in")
    cache = tmp_path / "judge.sqlite"
    first = rm.evaluate_rag(log(10), ["faithfulness"], judge=judge, cache=cache, max_concurrency=4)
    # 10 records x (1 split + 2 verdicts) prompts; records repeating an answer are read from the cache at once
    assert first.usage.calls == calls[0] < 30 and first.usage.calls + first.usage.cache_hits == 30
    assert first.mean["faithfulness"] == 1.0 and first.settings["cache"] == str(cache)
    again = rm.evaluate_rag(log(10), ["faithfulness"], judge=LLMJudge(model, model="stand-in"), cache=cache, max_concurrency=4)
    made = first.usage.calls
    assert calls[0] == made  # the rerun asked the model nothing
    assert again.usage.calls == 0 and again.usage.cache_hits == 30
    assert [r["faithfulness"] for r in again.per_question] == [r["faithfulness"] for r in first.per_question]
