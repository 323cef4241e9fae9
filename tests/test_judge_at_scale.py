"""Judges at scale (issue 22, item 3): one judge shared by threads, retries that honour Retry-After,
a total timeout, token and cost accounting, and a disk cache that makes a rerun free and lets an
interrupted run resume. The stub server listens on 127.0.0.1 only."""

from __future__ import annotations

import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from email.utils import formatdate

import pytest
from stub_llm_server import StubLLMServer, chat_completion

from ragmetrics.generation import (
    ChatCompletionsClient,
    JudgeCache,
    JudgeError,
    JudgeUsage,
    LLMJudge,
    RecordedJudge,
    faithfulness,
)

KEY = "sk-test-Zq81secret"
YES = '{"verdict": "yes", "reason": "ok"}'


@pytest.fixture
def server():
    with StubLLMServer() as stub:
        yield stub


def client_for(stub: StubLLMServer, **options) -> ChatCompletionsClient:
    options.setdefault("retries", 0)
    return ChatCompletionsClient(stub.base_url, "judge-model", KEY, **options)


def judge_claims(judge, claims, workers: int) -> list:
    """Verify each claim on a thread pool, as evaluate_rag(max_concurrency=workers) does."""
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(lambda claim: judge.verify_claim(claim, ["A context."]), claims))


# ---------------------------------------------------------------- many threads, one judge


def test_threads_sharing_a_judge_run_concurrently_and_count_exactly(server, tmp_path):
    """200 calls answered in 20 ms each, 8 at a time: far under the 4 s a serial run takes (0.5 s
    ideal); every call and every token is counted once; a rerun over the cache sends nothing."""
    server.always(YES, delay=0.02, usage=(120, 15))
    judge = LLMJudge(client_for(server), prices=(0.15, 0.60))
    claims = [f"Claim number {i}." for i in range(200)]
    start = time.monotonic()
    verdicts = judge_claims(judge, claims, workers=8)
    elapsed = time.monotonic() - start
    assert [v.claim for v in verdicts] == claims and {v.verdict for v in verdicts} == {"yes"}
    assert len(server.requests) == 200
    assert elapsed < 200 * 0.02 / 2, f"200 calls x 20 ms on 8 threads took {elapsed:.2f} s"
    assert judge.usage == JudgeUsage(calls=200, cache_hits=0, retries=0, prompt_tokens=200 * 120,
                                     completion_tokens=200 * 15,
                                     cost=(200 * 120 * 0.15 + 200 * 15 * 0.60) / 1e6)

    cached = judge.using_cache(tmp_path / "judge.sqlite")
    judge_claims(cached, claims, workers=8)  # first run with the cache: 200 calls, 200 stored
    before = judge.usage
    assert len(server.requests) == 400 and len(cached.cache) == 200
    rerun = judge_claims(cached, claims, workers=8)
    assert len(server.requests) == 400  # the rerun sent nothing
    assert rerun == verdicts
    assert judge.usage - before == JudgeUsage(calls=0, cache_hits=200, retries=0, prompt_tokens=0,
                                              completion_tokens=0, cost=0.0)


def test_a_plain_callable_reports_no_tokens_and_no_cost():
    judge = LLMJudge(lambda prompt: YES, prices=(1.0, 1.0))
    judge.verify_claim("c", ["x"])
    assert judge.usage == JudgeUsage(calls=1, cache_hits=0, retries=0, prompt_tokens=None,
                                     completion_tokens=None, cost=None)


def test_a_reply_without_usage_makes_the_token_count_unknown(server):
    server.reply(200, chat_completion(YES, usage=(10, 2)))
    server.reply(200, chat_completion(YES))  # no "usage" field
    judge = LLMJudge(client_for(server), prices=(1.0, 2.0))
    judge.verify_claim("a", ["x"])
    assert (judge.usage.prompt_tokens, judge.usage.completion_tokens) == (10, 2)
    assert judge.usage.cost == (10 * 1.0 + 2 * 2.0) / 1e6
    judge.verify_claim("b", ["x"])
    assert judge.usage.prompt_tokens is None and judge.usage.cost is None and judge.usage.calls == 2


@pytest.mark.parametrize("prices, error", [
    ((1.0,), TypeError), ("cheap", TypeError), ((1.0, -1.0), ValueError),
    ((1.0, float("nan")), ValueError), ((True, 1.0), TypeError),
])
def test_bad_prices_are_refused(prices, error):
    with pytest.raises(error, match="'prices' must be"):
        LLMJudge(lambda prompt: YES, prices=prices)


# ---------------------------------------------------------------- the cache


class Flaky:
    """A prompt -> text callable that fails from call ``fail_from`` on (a run interrupted)."""

    def __init__(self, fail_from: int | None = None) -> None:
        self.fail_from, self.calls = fail_from, 0
        self._lock = threading.Lock()

    def __call__(self, prompt: str) -> str:
        with self._lock:
            self.calls += 1
            if self.fail_from is not None and self.calls >= self.fail_from:
                raise JudgeError("the endpoint went away")
        return YES


def test_an_interrupted_run_resumes_where_it_stopped(tmp_path):
    """50 claims; the model fails from its 31st call on: 30 verdicts are stored. The rerun asks
    only the 20 missing ones, and a third run asks nothing."""
    path = tmp_path / "judge.sqlite"
    claims = [f"Claim {i}." for i in range(50)]
    first = Flaky(fail_from=31)
    judge = LLMJudge(first, model="m1", cache=path)
    done = []
    for claim in claims:
        try:
            done.append(judge.verify_claim(claim, ["A context."]))
        except JudgeError:
            pass
    assert len(done) == 30 and first.calls == 50
    second = Flaky()
    resumed = LLMJudge(second, model="m1", cache=path)
    assert len(judge_claims(resumed, claims, workers=4)) == 50
    assert second.calls == 20 and resumed.usage.cache_hits == 30
    third = Flaky()
    judge_claims(LLMJudge(third, model="m1", cache=path), claims, workers=4)
    assert third.calls == 0


def test_the_cache_is_keyed_by_model_and_prompt(tmp_path):
    path = tmp_path / "judge.sqlite"
    a, b = Flaky(), Flaky()
    LLMJudge(a, model="model-a", cache=path).verify_claim("c", ["x"])
    LLMJudge(a, model="model-a", cache=path).verify_claim("c", ["x"])
    LLMJudge(a, model="model-a", cache=path).verify_claim("c", ["another context"])
    LLMJudge(b, model="model-b", cache=path).verify_claim("c", ["x"])
    assert (a.calls, b.calls) == (2, 1)


def test_client_settings_that_change_the_answer_change_the_key(server, tmp_path):
    server.always(YES)
    path = tmp_path / "judge.sqlite"
    for options in ({}, {}, {"temperature": 0.7}, {"system": "Be terse."}):
        LLMJudge(client_for(server, **options), cache=path).verify_claim("c", ["x"])
    assert len(server.requests) == 3  # the second is a hit; temperature and system are new keys


def test_a_reply_the_judge_refuses_is_not_cached(tmp_path):
    replies = iter(['{"verdict": "perhaps"}', YES])
    judge = LLMJudge(lambda prompt: next(replies), model="m", cache=tmp_path / "c.sqlite")
    with pytest.raises(JudgeError, match="'verdict' must be yes, no or idk"):
        judge.verify_claim("c", ["x"])
    assert len(judge.cache) == 0
    assert judge.verify_claim("c", ["x"]).verdict == "yes"  # asked again
    assert judge.usage.calls == 2 and len(judge.cache) == 1


def test_raising_max_claims_after_a_refusal_needs_no_new_call(tmp_path):
    statements = '{"statements": [%s]}' % ", ".join(f'"s{i}"' for i in range(5))
    calls = []
    judge = LLMJudge(lambda p: calls.append(p) or statements, model="m", max_claims=3,
                     cache=tmp_path / "c.sqlite")
    with pytest.raises(JudgeError, match="returned 5 claims, more than max_claims=3"):
        judge.split_claims("An answer.")
    again = LLMJudge(lambda p: calls.append(p) or statements, model="m", max_claims=5,
                     cache=tmp_path / "c.sqlite")
    assert len(again.split_claims("An answer.")) == 5 and len(calls) == 1


def test_using_cache_keeps_the_settings_and_shares_the_usage(tmp_path):
    judge = LLMJudge(Flaky(), model="m", max_claims=7, name="mine", prices=(1.0, 1.0))
    cached = judge.using_cache(str(tmp_path / "c.sqlite"))
    assert cached is not judge and judge.cache is None and isinstance(cached.cache, JudgeCache)
    assert (cached.max_claims, cached.name, cached.model) == (7, "mine", "m")
    cached.verify_claim("c", ["x"])
    cached.verify_claim("c", ["x"])
    assert (judge.usage.calls, judge.usage.cache_hits) == (1, 1)
    same = JudgeCache(tmp_path / "c.sqlite")
    assert judge.using_cache(same).cache is same


def test_a_callable_without_a_model_name_cannot_be_cached(tmp_path):
    with pytest.raises(ValueError, match="pass LLMJudge\\(complete, model='model name'\\)"):
        LLMJudge(lambda prompt: YES).using_cache(tmp_path / "c.sqlite")
    with pytest.raises(TypeError, match="'cache' must be a JudgeCache or the path"):
        LLMJudge(lambda prompt: YES, model="m", cache=42)
    with pytest.raises(TypeError, match="'model' must be a str or None"):
        LLMJudge(lambda prompt: YES, model=3)
    with pytest.raises(ValueError, match="'model' must name the model"):
        LLMJudge(lambda prompt: YES, model="  ")


def test_the_recorded_judge_needs_no_cache_and_makes_no_call(tmp_path):
    judge = RecordedJudge()
    assert judge.using_cache(tmp_path / "c.sqlite") is judge
    example = judge.examples["en"]
    faithfulness(example["answers"]["faithful"], example["contexts"], judge=judge)
    assert judge.usage.calls == 0 and judge.usage.cache_hits == 0
    assert not (tmp_path / "c.sqlite").exists()


def test_a_file_that_is_not_a_cache_is_refused_naming_it(tmp_path):
    junk = tmp_path / "notes.txt"
    junk.write_text("not a database, " * 100)
    with pytest.raises(ValueError, match="cannot use .*notes.txt.* as a judge cache"):
        JudgeCache(junk)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE judge_replies (a, b)")
    with pytest.raises(ValueError, match="other.sqlite.* is an SQLite file but not a judge cache"):
        JudgeCache(other)
    with pytest.raises(ValueError, match="cannot use .*missing.* as a judge cache"):
        JudgeCache(tmp_path / "missing" / "dir" / "c.sqlite")


def test_a_cache_that_fails_later_warns_once_and_judging_goes_on(tmp_path):
    cache = JudgeCache(tmp_path / "c.sqlite")
    judge = LLMJudge(Flaky(), model="m", cache=cache)
    with cache._connect() as connection:
        connection.execute("DROP TABLE judge_replies")
    with pytest.warns(RuntimeWarning, match="could not read the judge cache"):
        assert judge.verify_claim("c", ["x"]).verdict == "yes"
        assert judge.verify_claim("d", ["x"]).verdict == "yes"
    assert judge.usage.calls == 2


def test_the_cache_file_holds_no_key_and_no_prompt(server, tmp_path):
    server.always(YES)
    path = tmp_path / "c.sqlite"
    LLMJudge(client_for(server), cache=path).verify_claim("The secret claim text.", ["x"])
    data = path.read_bytes() + b"".join(p.read_bytes() for p in tmp_path.glob("c.sqlite-*"))
    assert b"Zq81" not in data and b"secret claim" not in data and b"judge-model" not in data
    assert YES.encode() in data


# ---------------------------------------------------------------- retries and time


def test_retry_after_is_honoured_and_retries_are_counted(server):
    server.reply(429, {"error": {"message": "slow down"}}, headers={"Retry-After": "0.3"})
    server.reply(503, "busy", headers={"Retry-After": formatdate(time.time() - 60, usegmt=True)})
    server.reply(200, chat_completion(YES, usage=(5, 1)))
    judge = LLMJudge(client_for(server, retries=2, backoff=5.0))  # backoff unused: Retry-After given
    assert judge.verify_claim("c", ["x"]).verdict == "yes"
    first, second, third = (r["time"] for r in server.requests)
    assert second - first >= 0.3  # never earlier than asked
    assert third - second < 1.0  # an HTTP date in the past: no wait (not the 5 s backoff)
    assert judge.usage == JudgeUsage(calls=1, cache_hits=0, retries=2, prompt_tokens=5,
                                     completion_tokens=1, cost=None)


def test_a_retry_after_too_long_is_not_shortened(server):
    server.reply(429, {"error": {"message": "quota"}}, headers={"Retry-After": "3600"})
    with pytest.raises(JudgeError, match="rate limiting \\(HTTP 429\\); it asked to wait 3600 s"):
        client_for(server, retries=3, backoff=0.01)("p")
    assert len(server.requests) == 1


def test_backoff_grows_exponentially_with_jitter():
    client = ChatCompletionsClient("http://127.0.0.1:9/v1", "m", backoff=0.1)
    for attempt in range(4):
        waits = [client._wait(None, attempt) for _ in range(200)]
        high = 0.1 * 2 ** attempt
        assert all(high / 2 <= w <= high for w in waits)
        assert len(set(waits)) > 100  # spread out, not one value
    asked = [client._wait("2", 0) for _ in range(200)]
    assert all(2.0 <= w <= 2.2 for w in asked) and len(set(asked)) > 100


def test_timeouts_and_dropped_connections_are_retried(server):
    server.reply_content("late", delay=1.0)
    server.reply_raw(b"")  # the connection closes with no reply
    server.reply_content("finally")
    judge = LLMJudge(client_for(server, retries=2, backoff=0.01, timeout=0.3), model="m")
    assert judge._ask("t", {}, "p") == "finally"
    assert len(server.requests) == 3 and judge.usage.retries == 2


def test_total_timeout_bounds_the_call_with_its_retries(server):
    server.always(YES, delay=5.0)
    start = time.monotonic()
    with pytest.raises(JudgeError, match=r"did not answer within 0.4 s \(total_timeout=1 s"):
        client_for(server, retries=10, backoff=0.05, timeout=0.4, total_timeout=1.0)("p")
    assert time.monotonic() - start < 2.0
    assert 2 <= len(server.requests) <= 4


def test_the_last_error_says_how_many_attempts(server):
    for _ in range(3):
        server.reply(502, {"error": {"message": "bad gateway"}})
    with pytest.raises(JudgeError, match=r"HTTP 502.*\(after 3 attempts\)"):
        client_for(server, retries=2, backoff=0.01)("p")


@pytest.mark.parametrize("name, value, message", [
    ("total_timeout", 0, "'total_timeout' must be a finite number of seconds > 0"),
    ("total_timeout", 1e10, "'total_timeout' must be at most 86400 seconds"),
    ("retries", 10 ** 6, "'retries' must be at most 100"),
])
def test_retry_options_are_checked(name, value, message):
    with pytest.raises(ValueError, match=message):
        ChatCompletionsClient("http://127.0.0.1:9/v1", "m", **{name: value})


def test_connections_of_ended_threads_are_closed(tmp_path):
    """One thread pool per run: the connections of its ended threads do not pile up."""
    cache = JudgeCache(tmp_path / "c.sqlite")
    judge = LLMJudge(Flaky(), model="m", cache=cache)
    for run in range(5):
        judge_claims(judge, [f"Claim {run}.{i}" for i in range(20)], workers=4)
    judge_claims(judge, ["one more"], workers=1)
    # Left open: the main thread's and the last pool's (21 pool threads opened one each).
    assert len(cache._connections) == 2
    assert len(cache) == 101
    cache.close()
