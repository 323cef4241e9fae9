"""A judge that asks a language model: any ``prompt -> text`` callable, or an OpenAI-compatible
endpoint configured from the environment.

The prompts (:mod:`~ragmetrics.generation.prompts`) follow RAGAS, DeepEval and TruLens and ask for
JSON in the input's language; replies are read tolerantly (:mod:`~ragmetrics.generation.parsing`).
A reply that still cannot be used raises :class:`~ragmetrics.generation.protocol.JudgeError`
saying which step failed, what came back, and what to do.

At scale: a judge is safe to share between threads (its settings never change after construction;
its usage counters take a lock), replies can be kept in a disk cache
(:class:`~ragmetrics.generation.cache.JudgeCache`) so that a rerun makes no call, and
:attr:`LLMJudge.usage` counts calls, cache hits, retries, tokens and their cost.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .cache import JudgeCache
from .endpoint import ChatCompletionsClient
from .parsing import parse_json_reply
from .prompts import build_prompt
from .protocol import JudgeError
from .results import ContextRating, GeneratedQuestion, Verdict
from .text import detect_language
from .usage import JudgeUsage, UsageMeter, check_prices

__all__ = ["LLMJudge"]

_SHAPES = {
    "split_claims": '{"statements": ["..."]}',
    "verify_claim": '{"verdict": "yes" | "no" | "idk", "reason": "..."}',
    "generate_questions": '{"questions": [{"question": "...", "noncommittal": 0 | 1}]}',
    "rate_context": '{"rating": <int>, "reason": "..."}',
    "judge_relevance": '{"verdict": "yes" | "no" | "idk", "reason": "..."}',
    "rate_answer": '{"rating": <int>, "reason": "..."}',
    "judge_usefulness": '{"verdict": "yes" | "no", "reason": "..."}',
    "compare_contexts": '{"better": 1 | 2 | 0, "reason": "..."}',
    "compare_answers": '{"better": 1 | 2 | 0, "reason": "..."}',
}
# Verdict spellings seen from judges. RAGAS's 0 ("cannot be inferred") maps to "no", the strict side.
_VERDICTS = {"yes": "yes", "y": "yes", "1": "yes", "true": "yes", "supported": "yes",
             "no": "no", "n": "no", "0": "no", "false": "no", "contradicted": "no",
             "idk": "idk", "borderline": "idk", "unknown": "idk", "unsure": "idk",
             "not enough information": "idk", "i don't know": "idk"}


# Each claim costs one more request (its verdict): a model that splits an answer into thousands of
# "claims" would send thousands of requests. A long answer has a few dozen; past this, refuse.
MAX_CLAIMS = 100


class LLMJudge:
    """Judge with a language model behind ``complete`` (a callable: prompt str -> reply str).

    ``max_claims`` caps the claims :meth:`split_claims` accepts (each costs a request to verify):
    a reply with more raises ``JudgeError`` before any is verified; it does not truncate, which
    would score a part of the answer as if it were the whole.

    ``cache`` (a :class:`JudgeCache` or the path of its file) keeps each reply once it has been read
    into a verdict, rating or list, keyed by the model and the full prompt: the same question asked
    again, in this run or the next, makes no call. The model is ``model=`` when given, else the
    :class:`ChatCompletionsClient`'s model, system message and temperature; a plain callable needs
    ``model=`` to be cached (two callables must not share replies). ``prices`` = (USD per 1M prompt
    tokens, USD per 1M completion tokens) gives :attr:`usage` a cost.

    >>> judge = LLMJudge(lambda prompt: '```json\\n{"verdict": "no", "reason": "60 ≠ 30"}\\n```')
    >>> judge.verify_claim("Tiene 60 días", ["Tiene 30 días"])
    Verdict(claim='Tiene 60 días', verdict='no', reason='60 ≠ 30')
    >>> judge.usage.calls, judge.usage.prompt_tokens  # a plain callable reports no tokens
    (1, None)

    Use :meth:`from_env` for an OpenAI-compatible endpoint (see
    :mod:`~ragmetrics.generation.endpoint` for the variables).
    """

    def __init__(self, complete: Callable[[str], str], *, name: str = "llm",
                 max_claims: int = MAX_CLAIMS, model: str | None = None,
                 cache: JudgeCache | str | os.PathLike | None = None,
                 prices: tuple[float, float] | None = None) -> None:
        if not callable(complete):
            raise TypeError(f"'complete' must be a callable taking a prompt str and returning the "
                            f"reply str (got {type(complete).__name__})")
        if isinstance(max_claims, bool) or not isinstance(max_claims, int):
            raise TypeError(f"'max_claims' must be an int >= 1 (got {type(max_claims).__name__}: "
                            f"{max_claims!r:.40})")
        if max_claims < 1:
            raise ValueError(f"'max_claims' must be an int >= 1 (got {max_claims!r})")
        if model is not None and not isinstance(model, str):
            raise TypeError(f"'model' must be a str or None (got {type(model).__name__})")
        if model is not None and not model.strip():
            raise ValueError("'model' must name the model (got an empty string)")
        self._complete = complete
        self.name = name
        self.max_claims = max_claims
        self.model = model
        self._meter = UsageMeter(check_prices(prices))
        self._cache: JudgeCache | None = None
        if cache is not None:
            self._cache = self._open_cache(cache)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, *, max_claims: int = MAX_CLAIMS,
                 cache: JudgeCache | str | os.PathLike | None = None,
                 prices: tuple[float, float] | None = None, **client_options) -> LLMJudge:
        """An LLMJudge over :class:`ChatCompletionsClient.from_env` (RAGMETRICS_LLM_* variables)."""
        return cls(ChatCompletionsClient.from_env(environ, **client_options), name="llm",
                   max_claims=max_claims, cache=cache, prices=prices)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(complete={self._complete!r}, name={self.name!r})"

    @property
    def usage(self) -> JudgeUsage:
        """Calls, cache hits, retries, tokens and cost so far (a snapshot; subtract two for a run)."""
        return self._meter.snapshot()

    @property
    def cache(self) -> JudgeCache | None:
        """The :class:`JudgeCache` this judge reads and writes, or None."""
        return self._cache

    def using_cache(self, cache: JudgeCache | str | os.PathLike) -> LLMJudge:
        """This judge with the same settings, reading and writing ``cache`` (a JudgeCache or a path).

        The new judge shares this one's usage counters, so ``judge.usage`` counts the calls and
        cache hits made through either.
        """
        judge = copy.copy(self)
        judge._cache = self._open_cache(cache)
        return judge

    def _cache_model(self) -> str | None:
        if self.model is not None:
            return "model " + self.model.strip()
        if isinstance(self._complete, ChatCompletionsClient):
            return self._complete.cache_identity
        return None

    def _open_cache(self, cache: object) -> JudgeCache:
        if self._cache_model() is None:
            raise ValueError("this LLMJudge cannot be cached: its 'complete' callable does not say "
                             "which model answers; pass LLMJudge(complete, model='model name'), so "
                             "that replies of different models never mix in one cache")
        if isinstance(cache, JudgeCache):
            return cache
        if isinstance(cache, (str, os.PathLike)):
            return JudgeCache(cache)
        raise TypeError(f"'cache' must be a JudgeCache or the path of its file (got "
                        f"{type(cache).__name__})")

    def _ask(self, task: str, inputs: dict[str, Any], prompt: str) -> str:
        """The raw reply to ``prompt`` from the model (RecordedJudge replays a recording here instead)."""
        self._meter.add(calls=1)
        if isinstance(self._complete, ChatCompletionsClient):
            return self._complete.send(prompt, self._meter)
        reply = self._complete(prompt)
        self._meter.tokens(None, None)  # a plain callable does not say what the call cost
        return reply

    def _judge(self, task: str, lang: str, read: Callable[[Any], Any], **inputs: Any) -> Any:
        """Ask ``task`` (from the cache when it has the reply) and ``read`` the reply's JSON.

        The reply is stored only once ``read`` has accepted it: a refused reply is asked again.
        """
        prompt = build_prompt(task, lang, **inputs)
        model = self._cache_model() if self._cache is not None else None
        reply = self._cache.get(model, prompt) if model is not None else None
        fresh = reply is None
        if fresh:
            reply = self._ask(task, inputs, prompt)
        else:
            self._meter.add(cache_hits=1)
        if not isinstance(reply, str):
            raise JudgeError(f"{task}: the judge must reply with text (got {type(reply).__name__}); "
                             "make the 'complete' callable return a str")
        try:
            data = parse_json_reply(reply)
        except ValueError as exc:
            raise self._bad_reply(task, str(exc)) from None
        except RecursionError:  # json's parser gives up on a deeply nested value
            raise self._bad_reply(task, "the reply is nested too deeply to read") from None
        result = read(data)
        if fresh and model is not None:
            self._cache.put(model, prompt, reply, task=task)
        return result

    def _bad_reply(self, task: str, problem: str) -> JudgeError:
        return JudgeError(f"{task}: {problem}; expected JSON like {_SHAPES[task]}. Retry, use a "
                          "model that follows JSON instructions, or judge offline with RuleJudge() "
                          "or RecordedJudge()")

    def split_claims(self, answer: str, *, question: str | None = None) -> list[str]:
        """Ask for the answer's standalone statements (RAGAS faithfulness, step 1)."""
        claims = self._judge("split_claims", detect_language(answer), self._read_statements,
                             answer=answer, question=question)
        if len(claims) > self.max_claims:  # after the cache: raising max_claims needs no new call
            raise JudgeError(f"split_claims: the judge returned {len(claims)} claims, more than "
                             f"max_claims={self.max_claims}; each costs one request to verify. "
                             "Raise max_claims= if the answer really is that long, or check the "
                             "model's reply")
        return claims

    def _read_statements(self, data: Any) -> list[str]:
        statements = data.get("statements") if isinstance(data, dict) else data
        if not isinstance(statements, list) or not all(isinstance(s, str) for s in statements):
            raise self._bad_reply("split_claims", f"'statements' must be a list of strings "
                                                  f"(got {statements!r:.120})")
        return [s.strip() for s in statements if s.strip()]

    def verify_claim(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Ask for a yes / no / idk verdict and a reason (RAGAS step 2, DeepEval verdicts)."""
        verdict, reason = self._judge(
            "verify_claim", detect_language(claim),
            lambda data: self._verdict("verify_claim", data, ("yes", "no", "idk")),
            claim=claim, contexts=list(contexts))
        return Verdict(claim, verdict, reason)

    def generate_questions(self, answer: str, *, n: int = 3) -> list[GeneratedQuestion]:
        """Ask for ``n`` questions the answer answers and a noncommittal flag (RAGAS)."""
        return self._judge("generate_questions", detect_language(answer),
                           lambda data: self._read_questions(data, n), answer=answer, n=n)

    def _read_questions(self, data: Any, n: int) -> list[GeneratedQuestion]:
        if isinstance(data, dict) and "questions" not in data and "question" in data:
            data = [data]  # RAGAS's own one-question shape
        items = data.get("questions") if isinstance(data, dict) else data
        if not isinstance(items, list) or not items:
            raise self._bad_reply("generate_questions", f"'questions' must be a non-empty list "
                                                        f"(got {items!r:.120})")
        questions = []
        for item in items[:n]:
            if isinstance(item, str):
                item = {"question": item, "noncommittal": 0}
            text = item.get("question") if isinstance(item, dict) else None
            flag = item.get("noncommittal", 0) if isinstance(item, dict) else None
            if not isinstance(text, str) or not text.strip() or str(flag).lower() not in (
                    "0", "1", "true", "false"):
                raise self._bad_reply("generate_questions", f"each item needs a 'question' string "
                                                            f"and a 0/1 'noncommittal' (got {item!r:.120})")
            questions.append(GeneratedQuestion(text.strip(), str(flag).lower() in ("1", "true")))
        return questions

    def _verdict(self, task: str, data: Any, allowed: tuple[str, ...]) -> tuple[str, str]:
        raw = data.get("verdict") if isinstance(data, dict) else None
        verdict = _VERDICTS.get(str(raw).strip().lower()) if raw is not None else None
        if verdict not in allowed:
            names = ", ".join(allowed[:-1]) + " or " + allowed[-1]
            raise self._bad_reply(task, f"'verdict' must be {names} (got {raw!r:.120})")
        reason = data.get("reason", "")
        return verdict, reason if isinstance(reason, str) else str(reason)

    def _rating(self, task: str, data: Any, scale: int) -> tuple[int, str]:
        raw = data.get("rating") if isinstance(data, dict) else data
        if isinstance(raw, float) and raw.is_integer():
            raw = int(raw)
        try:
            rating = int(str(raw).strip())
        except ValueError:
            rating = None
        if rating is None or isinstance(raw, bool) or not 0 <= rating <= scale:
            raise self._bad_reply(task, f"'rating' must be an integer from 0 to {scale} "
                                        f"(got {raw!r:.120})")
        reason = data.get("reason", "") if isinstance(data, dict) else ""
        return rating, str(reason)

    def rate_context(self, question: str, context: str, *, scale: int,
                     variant: int = 0) -> ContextRating:
        """Ask for a 0..scale relevance rating and a reason (RAGAS 0-2, TruLens 0-3, legacy 0-1)."""
        rating, reason = self._judge("rate_context", detect_language(question),
                                     lambda data: self._rating("rate_context", data, scale),
                                     question=question, context=context, scale=scale,
                                     variant=variant)
        return ContextRating(context, rating, scale, reason, variant)

    def judge_relevance(self, question: str, statement: str) -> Verdict:
        """Ask whether a statement of the answer is relevant to the question (DeepEval: yes/no/idk)."""
        verdict, reason = self._judge(
            "judge_relevance", detect_language(question),
            lambda data: self._verdict("judge_relevance", data, ("yes", "no", "idk")),
            question=question, statement=statement)
        return Verdict(statement, verdict, reason)

    def rate_answer(self, question: str, answer: str, *, scale: int = 3) -> ContextRating:
        """Ask for a 0..scale rating of the answer's relevance to the question (TruLens)."""
        rating, reason = self._judge("rate_answer", detect_language(question),
                                     lambda data: self._rating("rate_answer", data, scale),
                                     question=question, answer=answer, scale=scale)
        return ContextRating(answer, rating, scale, reason)

    def judge_usefulness(self, question: str, context: str, reference: str) -> Verdict:
        """Ask whether ``context`` was useful to arrive at ``reference`` (RAGAS: 1/0, here yes/no)."""
        verdict, reason = self._judge(
            "judge_usefulness", detect_language(reference),
            lambda data: self._verdict("judge_usefulness", data, ("yes", "no")),
            question=question, context=context, reference=reference)
        return Verdict(context, verdict, reason)

    def compare_contexts(self, question: str, first: str, second: str) -> int:
        """Ask which passage is more relevant: 1 (the first shown), 2 (the second) or 0 (equally).

        Pairwise judging, as in LLM-as-a-judge comparisons; ``relevance_judges.position_probe`` asks it
        in both orders to measure position bias.
        """
        return self._judge("compare_contexts", detect_language(question), self._better_reader("compare_contexts"),
                           question=question, first=first, second=second)

    def compare_answers(self, question: str, first: str, second: str, contexts: Sequence[str] = ()) -> int:
        """Ask which answer is better: 1 (the first shown), 2 (the second) or 0 (equally good).

        For side-by-side (good/same/bad) tests: ``ragmetrics.side_by_side`` asks it in both orders.
        ``contexts``: the passages the answers should rest on, if any.
        """
        return self._judge("compare_answers", detect_language(question), self._better_reader("compare_answers"),
                           question=question, first=first, second=second, contexts=list(contexts))

    def _better_reader(self, task: str) -> Callable[[Any], int]:
        def read(data: Any) -> int:
            raw = data.get("better") if isinstance(data, dict) else data
            choice = str(raw).strip() if raw is not None and not isinstance(raw, bool) else ""
            if choice not in ("0", "1", "2"):
                raise self._bad_reply(task, f"'better' must be 1, 2 or 0 (got {raw!r:.120})")
            return int(choice)

        return read
