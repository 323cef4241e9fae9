"""The LLM judge: tolerant JSON, prompts, the OpenAI-compatible client against a local stub server,
and the recorded example outputs."""

from __future__ import annotations

import json
import socket

import pytest
from stub_llm_server import StubLLMServer

from ragmetrics.generation import (
    ChatCompletionsClient,
    Judge,
    JudgeError,
    LLMJudge,
    RecordedJudge,
    RuleJudge,
    Verdict,
    context_relevancy,
    faithfulness,
)
from ragmetrics.generation.parsing import parse_json_reply
from ragmetrics.generation.recorded import RECORDINGS_PATH

KEY = "sk-test-Zq81secret"


@pytest.fixture
def server():
    with StubLLMServer() as stub:
        yield stub


def client_for(stub: StubLLMServer, **options) -> ChatCompletionsClient:
    options.setdefault("retries", 0)
    return ChatCompletionsClient(stub.base_url, "judge-model", KEY, **options)


def assert_no_secrets(text: str, stub: StubLLMServer | None = None) -> None:
    assert KEY not in text
    assert "Zq81" not in text  # not even part of the key
    if stub is not None:
        assert stub.base_url not in text and "127.0.0.1" not in text


# ---------------------------------------------------------------- tolerant JSON


@pytest.mark.parametrize("reply, expected", [
    ('{"verdict": "yes"}', {"verdict": "yes"}),
    ('```json\n{"verdict": "no", "reason": "x"}\n```', {"verdict": "no", "reason": "x"}),
    ('```\n["a", "b"]\n```', ["a", "b"]),
    ('Sure, here is the JSON:\n{"rating": 2}\nHope this helps!', {"rating": 2}),
    ('{"statements": ["a", "b",],}', {"statements": ["a", "b"]}),
    ('{"noncommittal": True, "x": None}', {"noncommittal": True, "x": None}),
    ('{"reason": "上下文说“7 天”，不是 {30} 天, True"}', {"reason": "上下文说“7 天”，不是 {30} 天, True"}),
    ("2", 2),
], ids=["plain", "fence", "bare-fence", "prose", "trailing-commas", "python-literals",
        "braces-and-quotes-in-strings", "bare-number"])
def test_parse_json_reply_forgives_common_slips(reply, expected):
    assert parse_json_reply(reply) == expected


@pytest.mark.parametrize("reply, message", [
    ("I think the answer is yes.", "contains no JSON"),
    ('{"verdict": "yes"', "not valid JSON"),
    ("{'verdict': 'yes'}", "not valid JSON"),
])
def test_parse_json_reply_says_what_it_read(reply, message):
    with pytest.raises(ValueError, match=message) as info:
        parse_json_reply(reply)
    assert "it read:" in str(info.value)


# ---------------------------------------------------------------- LLMJudge over a callable


class Scripted:
    """A prompt -> text callable that replays replies in order and keeps the prompts."""

    def __init__(self, *replies: str) -> None:
        self.replies = list(replies)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        return self.replies.pop(0)


def test_llm_judge_is_a_judge():
    assert isinstance(LLMJudge(Scripted()), Judge)
    assert isinstance(RecordedJudge(), Judge)
    assert isinstance(RuleJudge(), Judge)


def test_llm_judge_rejects_a_non_callable():
    with pytest.raises(TypeError, match="'complete' must be a callable"):
        LLMJudge("http://localhost")


def test_llm_judge_prompts_ask_for_the_input_language():
    complete = Scripted('{"statements": ["产品支持 30 天退款。"]}',
                        '{"verdict": "no", "reason": "上下文说 7 天。"}',
                        '{"statements": ["Tiene 60 días."]}')
    judge = LLMJudge(complete)
    assert judge.split_claims("产品支持 30 天无理由退款") == ["产品支持 30 天退款。"]
    assert judge.verify_claim("产品支持 30 天退款。", ["产品支持 7 天退款"]).reason == "上下文说 7 天。"
    judge.split_claims("Tiene 60 días", question="¿Cuántos días?")
    assert "Simplified Chinese" in complete.prompts[0] and "产品支持 30 天无理由退款" in complete.prompts[0]
    assert "Simplified Chinese" in complete.prompts[1] and "产品支持 7 天退款" in complete.prompts[1]
    assert "Spanish" in complete.prompts[2] and "¿Cuántos días?" in complete.prompts[2]


@pytest.mark.parametrize("raw, expected", [
    ("yes", "yes"), ("NO", "no"), ("idk", "idk"), ("borderline", "idk"), (1, "yes"), (0, "no"),
])
def test_llm_judge_reads_verdict_spellings(raw, expected):
    judge = LLMJudge(Scripted(json.dumps({"verdict": raw, "reason": "r"})))
    assert judge.verify_claim("c", ["x"]) == Verdict("c", expected, "r")


@pytest.mark.parametrize("method, reply, problem", [
    ("verify_claim", '{"verdict": "maybe"}', "'verdict' must be yes, no or idk"),
    ("verify_claim", "The claim is supported.", "contains no JSON"),
    ("split_claims", '{"statements": "one claim"}', "'statements' must be a list of strings"),
    ("generate_questions", '{"questions": []}', "'questions' must be a non-empty list"),
    ("generate_questions", '{"questions": [{"question": "Q?", "noncommittal": "sometimes"}]}',
     "0/1 'noncommittal'"),
    ("rate_context", '{"rating": 5}', "'rating' must be an integer from 0 to 3"),
    ("rate_context", '{"rating": "high"}', "'rating' must be an integer from 0 to 3"),
])
def test_llm_judge_malformed_replies_raise_judge_error(method, reply, problem):
    judge = LLMJudge(Scripted(reply))
    call = {"verify_claim": lambda: judge.verify_claim("c", ["x"]),
            "split_claims": lambda: judge.split_claims("An answer."),
            "generate_questions": lambda: judge.generate_questions("An answer."),
            "rate_context": lambda: judge.rate_context("q?", "ctx", scale=3)}[method]
    with pytest.raises(JudgeError) as info:
        call()
    message = str(info.value)
    assert message.startswith(method) and problem in message
    assert "expected JSON like" in message and "RuleJudge()" in message


def test_llm_judge_needs_text_back():
    with pytest.raises(JudgeError, match="must reply with text"):
        LLMJudge(lambda prompt: None).split_claims("An answer.")


def test_llm_judge_reads_questions_ratings_and_ragas_shapes():
    judge = LLMJudge(Scripted(
        '{"questions": [{"question": "¿Cuántos días?", "noncommittal": 0}, '
        '{"question": "¿Plazo?", "noncommittal": true}, {"question": "¿Extra?", "noncommittal": 0}, '
        '{"question": "¿Cuarta?", "noncommittal": 0}]}',
        '{"question": "How long?", "noncommittal": 1}',
        '{"rating": "2", "reason": "ok"}',
        "1",
        '{"rating": 3.0}'))
    questions = judge.generate_questions("Tiene 30 días.", n=3)
    assert [(q.question, q.noncommittal) for q in questions] == [
        ("¿Cuántos días?", False), ("¿Plazo?", True), ("¿Extra?", False)]  # cut at n
    assert [(q.question, q.noncommittal) for q in judge.generate_questions("I don't know.")] == [
        ("How long?", True)]
    assert judge.rate_context("q", "c", scale=2).rating == 2
    assert judge.rate_context("q", "c", scale=1).rating == 1
    assert judge.rate_context("q", "c", scale=3).rating == 3


def test_faithfulness_with_llm_judge_uses_its_verdicts():
    judge = LLMJudge(Scripted(
        '{"statements": ["Se pueden devolver artículos en 60 días.", "El reembolso es completo."]}',
        '{"verdict": "no", "reason": "El contexto dice 30 días."}',
        '{"verdict": "idk", "reason": "No se dice."}'), name="scripted")
    result = faithfulness("Puede devolver artículos dentro de los 60 días y recibir el reembolso completo.",
                          ["La política permite devoluciones en 30 días."], judge=judge)
    assert result.score == 0.0 and result.judge == "scripted"
    assert [v.verdict for v in result.verdicts] == ["no", "idk"]


# ---------------------------------------------------------------- the HTTP client


def test_client_sends_an_openai_chat_completion_request(server):
    server.reply_content('{"verdict": "yes", "reason": "ok"}')
    reply = client_for(server)("Judge this.")
    assert reply == '{"verdict": "yes", "reason": "ok"}'
    [request] = server.requests
    assert request["method"] == "POST" and request["path"] == "/v1/chat/completions"
    headers = {k.lower(): v for k, v in request["headers"].items()}
    assert headers["authorization"] == f"Bearer {KEY}"
    assert headers["content-type"] == "application/json"
    body = request["body"]
    assert body["model"] == "judge-model" and body["temperature"] == 0.0
    assert body["messages"][0]["role"] == "system"
    assert body["messages"][-1] == {"role": "user", "content": "Judge this."}


def test_client_without_key_sends_no_authorization(server):
    server.reply_content("ok")
    ChatCompletionsClient(server.base_url + "/", "m", retries=0, temperature=None, system=None)("hi")
    [request] = server.requests
    assert "authorization" not in {k.lower() for k in request["headers"]}
    assert request["path"] == "/v1/chat/completions"  # a trailing slash on the root is fine
    assert request["body"] == {"model": "m", "messages": [{"role": "user", "content": "hi"}]}


def test_client_from_env(server):
    env = {"RAGMETRICS_LLM_BASE_URL": server.base_url, "RAGMETRICS_LLM_MODEL": "env-model",
           "RAGMETRICS_LLM_API_KEY": KEY, "RAGMETRICS_LLM_TIMEOUT": "7"}
    client = ChatCompletionsClient.from_env(env, retries=0)
    assert client.timeout == 7.0
    server.reply_content("fine")
    assert client("hello") == "fine"
    assert server.requests[0]["body"]["model"] == "env-model"
    assert_no_secrets(repr(client), server)
    assert "env-model" not in repr(client)


@pytest.mark.parametrize("env, missing", [
    ({}, "RAGMETRICS_LLM_BASE_URL is not set"),
    ({"RAGMETRICS_LLM_BASE_URL": "http://127.0.0.1:1/v1"}, "RAGMETRICS_LLM_MODEL is not set"),
    ({"RAGMETRICS_LLM_BASE_URL": "http://127.0.0.1:1/v1", "RAGMETRICS_LLM_MODEL": "m",
      "RAGMETRICS_LLM_TIMEOUT": "soon"}, "RAGMETRICS_LLM_TIMEOUT must be a number"),
])
def test_client_from_env_says_what_is_missing(env, missing):
    with pytest.raises(JudgeError, match=missing):
        ChatCompletionsClient.from_env(env)


def test_client_rejects_a_bad_base_url_without_echoing_it():
    with pytest.raises(ValueError, match="must start with http") as info:
        ChatCompletionsClient(f"ftp://user:{KEY}@host", "m", KEY)
    assert_no_secrets(str(info.value))


@pytest.mark.parametrize("status, body, expected", [
    (401, {"error": {"message": f"Incorrect API key provided: {KEY[:9]}***"}},
     ["refused the API key (HTTP 401)", "RAGMETRICS_LLM_API_KEY"]),
    (403, "forbidden", ["refused the API key (HTTP 403)"]),
    (404, {"error": {"message": "model 'judge-model' not found"}},
     ["HTTP 404", "model 'judge-model' not found", "RAGMETRICS_LLM_BASE_URL", "RAGMETRICS_LLM_MODEL"]),
    (429, {"error": {"message": "Rate limit reached"}},
     ["rate limiting (HTTP 429)", "wait 3 s", "Rate limit reached", "retries="]),
    (500, {"error": {"message": f"upstream crashed for key {KEY}"}},
     ["server error (HTTP 500)", "upstream crashed for key ***", "retry later"]),
    (400, {"error": {"message": "temperature is not supported"}},
     ["rejected the request (HTTP 400)", "temperature is not supported"]),
], ids=["401", "403", "404", "429", "500", "400"])
def test_client_http_errors_say_what_happened_and_what_to_do(server, status, body, expected):
    server.reply(status, body, headers={"Retry-After": "3"} if status == 429 else None)
    with pytest.raises(JudgeError) as info:
        client_for(server)("prompt")
    message = str(info.value)
    for part in expected:
        assert part in message
    assert_no_secrets(message, server)
    assert info.value.__cause__ is None and info.value.__suppress_context__


def test_client_retries_429_and_5xx_then_succeeds(server):
    server.reply(429, {"error": {"message": "slow down"}}, headers={"Retry-After": "0"})
    server.reply(503, "busy")
    server.reply_content("finally")
    assert client_for(server, retries=2, backoff=0.01)("p") == "finally"
    assert len(server.requests) == 3


def test_client_gives_up_after_its_retries(server):
    for _ in range(2):
        server.reply(500, "down")
    with pytest.raises(JudgeError, match="HTTP 500"):
        client_for(server, retries=1, backoff=0.01)("p")
    assert len(server.requests) == 2


def test_client_timeout(server):
    server.reply_content("too late", delay=1.0)
    with pytest.raises(JudgeError) as info:
        client_for(server, timeout=0.2)("p")
    message = str(info.value)
    assert "did not answer within 0.2 s" in message and "RAGMETRICS_LLM_TIMEOUT" in message
    assert_no_secrets(message, server)


@pytest.mark.parametrize("body, expected", [
    (b"<html>Bad gateway</html>", "reply is not JSON"),
    ({"object": "error"}, "not a chat completion"),
    ({"choices": []}, "not a chat completion"),
    ({"choices": [{"message": {"role": "assistant", "content": None}}]}, "no text content"),
])
def test_client_malformed_replies(server, body, expected):
    server.reply(200, body)
    with pytest.raises(JudgeError, match=expected) as info:
        client_for(server)("p")
    assert_no_secrets(str(info.value), server)


def test_client_connection_refused():
    with socket.socket() as sock:  # a port that nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    client = ChatCompletionsClient(f"http://127.0.0.1:{port}/v1", "m", KEY, retries=0, timeout=2)
    with pytest.raises(JudgeError, match="could not reach the LLM endpoint") as info:
        client("p")
    assert_no_secrets(str(info.value))
    assert "RAGMETRICS_LLM_BASE_URL" in str(info.value)


def test_llm_judge_from_env_end_to_end(server):
    """faithfulness and context_relevancy through the HTTP client, replies as a model would send."""
    env = {"RAGMETRICS_LLM_BASE_URL": server.base_url, "RAGMETRICS_LLM_MODEL": "m",
           "RAGMETRICS_LLM_API_KEY": KEY}
    judge = LLMJudge.from_env(env, retries=0)
    assert_no_secrets(repr(judge), server)
    server.reply_content('```json\n{"statements": ["产品支持 30 天退款。", "产品支持无理由退款。"]}\n```')
    server.reply_content('{"verdict": "no", "reason": "上下文说 7 天，不是 30 天。"}')
    server.reply_content('好的：{"verdict": "idk", "reason": "上下文没有提到理由。",}')
    result = faithfulness("产品支持 30 天无理由退款", ["产品支持 7 天退款"], judge=judge,
                          method="deepeval")
    assert result.score == 0.5 and [v.verdict for v in result.verdicts] == ["no", "idk"]
    assert result.judge == "llm"
    server.reply_content('{"rating": 2, "reason": "相关"}')
    server.reply_content('{"rating": 1, "reason": "部分相关"}')
    assert context_relevancy("产品支持几天退款？", ["产品支持 7 天退款"], judge=judge).score == 0.75
    prompts = [r["body"]["messages"][-1]["content"] for r in server.requests]
    assert all("Simplified Chinese" in p for p in prompts)
    assert prompts[3] != prompts[4]  # RAGAS's two wordings


# ---------------------------------------------------------------- recorded example outputs


def test_recordings_are_labelled_as_hand_written_examples():
    data = json.loads(RECORDINGS_PATH.read_text(encoding="utf-8"))
    assert "EXAMPLE OUTPUTS" in data["_about"] and "NOT produced by a real model" in data["_about"]
    assert set(data["examples"]) == {"es", "zh", "en"}
    assert RecordedJudge().about == data["_about"]


def test_every_recorded_reply_parses():
    """Each hand-written reply goes through the LLM judge's reader without error."""
    judge = RecordedJudge()
    data = json.loads(RECORDINGS_PATH.read_text(encoding="utf-8"))
    for item in data["replies"]:
        inputs = item["inputs"]
        if item["task"] == "split_claims":
            assert judge.split_claims(inputs["answer"])
        elif item["task"] == "verify_claim":
            assert judge.verify_claim(inputs["claim"], inputs["contexts"]).reason
        elif item["task"] == "generate_questions":
            assert len(judge.generate_questions(inputs["answer"], n=inputs["n"])) == inputs["n"]
        elif item["task"] == "judge_relevance":
            assert judge.judge_relevance(inputs["question"], inputs["statement"]).reason
        elif item["task"] == "rate_answer":
            assert 0 <= judge.rate_answer(inputs["question"], inputs["answer"], scale=inputs["scale"]).rating <= 3
        else:
            assert item["task"] == "rate_context"
            rating = judge.rate_context(inputs["question"], inputs["context"],
                                        scale=inputs["scale"], variant=inputs["variant"])
            assert 0 <= rating.rating <= inputs["scale"]


@pytest.mark.parametrize("lang", ["es", "zh", "en"])
def test_recorded_judge_walks_the_seed_examples(lang):
    judge = RecordedJudge()
    example = judge.examples[lang]
    answers, contexts = example["answers"], example["contexts"]
    unfaithful = faithfulness(answers["unfaithful"], contexts, judge=judge)
    assert unfaithful.score == 0.0 and unfaithful.judge == "recorded"
    assert [v.verdict for v in unfaithful.verdicts] == ["no", "idk"]
    # the same verdicts, DeepEval's way: idk counts as faithful
    assert faithfulness(answers["unfaithful"], contexts, judge=judge, method="deepeval").score == 0.5
    assert faithfulness(answers["faithful"], contexts, judge=judge).score == 1.0
    for method, expected in [("ragas", 1.0), ("ragas_legacy", 0.5), ("trulens", 0.5)]:
        result = context_relevancy(example["question"], example["noisy_contexts"], judge=judge,
                                   method=method)
        assert result.score == expected


@pytest.mark.parametrize("lang", ["en", "es", "zh"])
def test_recorded_judge_gets_the_paraphrase_the_rule_judge_misses(lang):
    example = RecordedJudge().examples[lang]["paraphrase"]
    assert faithfulness(example["answer"], example["contexts"], judge=RecordedJudge()).score == 1.0
    assert faithfulness(example["answer"], example["contexts"], judge=RuleJudge()).score == 0.0


def test_recorded_judge_refuses_unrecorded_inputs():
    with pytest.raises(JudgeError, match="no recorded output for verify_claim") as info:
        RecordedJudge().verify_claim("Something else.", ["Another context."])
    assert "RuleJudge()" in str(info.value) and "examples" in str(info.value)
