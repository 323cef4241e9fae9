"""The prompts the LLM judge sends, one per judge question, after RAGAS, DeepEval and TruLens.

The four the :class:`~ragmetrics.generation.protocol.Judge` protocol needs (``split_claims``,
``verify_claim``, ``generate_questions``, ``rate_context``) and three more: ``judge_relevance``
(DeepEval answer relevancy), ``rate_answer`` (TruLens answer relevance) and ``judge_usefulness``
(RAGAS context precision).

Instructions are in English (what most judge models follow best), but every prompt names the language
of the input and asks for the reply in it: English-only prompts make judges answer Spanish or Chinese
inputs in English, which lowers answer relevancy for no fault of the answer (ragas#713).
Each prompt asks for JSON only; :mod:`ragmetrics.generation.parsing` forgives the usual slips.
"""

from __future__ import annotations

__all__ = ["LANGUAGE_NAMES", "build_prompt"]

LANGUAGE_NAMES = {"es": "Spanish", "zh": "Simplified Chinese", "en": "English"}

_SPLIT_CLAIMS = """\
Break the answer below into standalone statements (the statement-generation step of RAGAS \
faithfulness). Each statement states one fact and can be understood on its own: replace pronouns \
with what they refer to. Do not add anything that the answer does not say.
Write the statements in {language}, the language of the answer.
Reply with JSON only, in this shape: {{"statements": ["...", "..."]}}

Question: {question}
Answer: {answer}
"""

_VERIFY_CLAIM = """\
Judge one statement against the context, using only the context and no outside knowledge \
(the verdicts of DeepEval faithfulness; RAGAS counts only "yes" as inferred).
- "yes": the statement can be directly inferred from the context.
- "no": the context contradicts the statement.
- "idk": the context neither supports nor contradicts the statement.
Give a one-sentence reason in {language}, the language of the statement. When a number or a fact \
differs, name both the statement's and the context's.
Reply with JSON only, in this shape: {{"verdict": "yes", "reason": "..."}}

Context:
{context}

Statement: {claim}
"""

_GENERATE_QUESTIONS = """\
Write {n} different questions that the answer below answers (the question-generation step of \
RAGAS answer relevancy). Also say whether the answer is noncommittal: 1 if it is evasive, vague or \
ambiguous (for example "I don't know", "I'm not sure", "it depends"), 0 if it commits to an answer.
Write the questions in {language}, the language of the answer.
Reply with JSON only, in this shape: {{"questions": [{{"question": "...", "noncommittal": 0}}]}}

Answer: {answer}
"""

# Two wordings of the same 0-2 rating, as RAGAS's context relevance asks twice and averages.
_RATE_0_2 = (
    """\
You are a world class expert designed to evaluate the relevance score of a context for answering \
a question. Rate it:
0 if the context does not contain any relevant information to answer the question;
1 if the context partially contains relevant information to answer the question;
2 if the context contains relevant information to answer the question.
Give a one-sentence reason in {language}, the language of the question.
Reply with JSON only, in this shape: {{"rating": 0, "reason": "..."}}

Question: {question}

Context: {context}
""",
    """\
As an expert in judging how much a context helps answer a question, I rely only on the context \
and the question, not on prior knowledge:
* a context with no information needed to answer the question gets 0;
* a context with part of the information needed gets 1;
* a context with the information needed gets 2.
I give a one-sentence reason in {language}, the language of the question.
I reply with JSON only, in this shape: {{"rating": 0, "reason": "..."}}

Question: {question}

Context: {context}
""",
)

_RATE_0_3 = """\
Rate how relevant the context is to the question, from 0 to 3 (TruLens context relevance):
0 not relevant; 1 barely relevant; 2 relevant to part of the question; 3 relevant to the whole \
question and helpful to answer it.
Give a one-sentence reason in {language}, the language of the question.
Reply with JSON only, in this shape: {{"rating": 0, "reason": "..."}}

Question: {question}

Context: {context}
"""

_RATE_0_1 = """\
Is this sentence of the retrieved context needed to answer the question (legacy RAGAS context \
relevancy, which counts the needed sentences)? Rate 1 if it is, 0 if it is not.
Give a one-sentence reason in {language}, the language of the question.
Reply with JSON only, in this shape: {{"rating": 0, "reason": "..."}}

Question: {question}

Sentence: {context}
"""


_JUDGE_RELEVANCE = """\
Is the statement below relevant to addressing the question (the verdicts of DeepEval answer \
relevancy)?
- "yes": the statement is relevant to addressing the question.
- "no": the statement is irrelevant to the question.
- "idk": the statement is ambiguous: not directly relevant, but it could support an answer.
Give a one-sentence reason in {language}, the language of the question.
Reply with JSON only, in this shape: {{"verdict": "yes", "reason": "..."}}

Question: {question}

Statement: {statement}
"""

_RATE_ANSWER = """\
Rate how relevant the response is to the question, from 0 to {scale} (TruLens answer relevance):
0 relevant to none of the question; {scale} relevant to the entire question and answering it \
completely; in between as the response addresses more parts of the question. Long and short \
responses score alike. A response that intentionally does not answer, such as "I don't know" or \
a refusal, gets 0.
Give a one-sentence reason in {language}, the language of the question.
Reply with JSON only, in this shape: {{"rating": 0, "reason": "..."}}

Question: {question}

Response: {answer}
"""

_JUDGE_USEFULNESS = """\
Given a question, a reference answer and one retrieved context, say whether the context was useful \
in arriving at the reference answer (the verdicts of RAGAS context precision).
- "yes": the context helps to arrive at the reference answer.
- "no": it does not.
Give a one-sentence reason in {language}, the language of the reference answer.
Reply with JSON only, in this shape: {{"verdict": "yes", "reason": "..."}}

Question: {question}

Reference answer: {reference}

Context: {context}
"""

_COMPARE_CONTEXTS = """\
Which of the two passages below is more relevant to the question, that is, more useful to answer it? \
Judge only what each passage says about the question, not its length or its place in this prompt.
Reply 1 for the first passage, 2 for the second, 0 if they are equally relevant. Give a one-sentence \
reason in {language}, the language of the question.
Reply with JSON only, in this shape: {{"better": 1, "reason": "..."}}

Question: {question}

Passage 1: {first}

Passage 2: {second}
"""


_COMPARE_ANSWERS = """\
Which of the two answers below answers the question better: correct, complete, and saying nothing the \
passages do not support? Judge the content only, not the length, the style or the place in this prompt.
Reply 1 for the first answer, 2 for the second, 0 if they are equally good. Give a one-sentence reason in \
{language}, the language of the question.
Reply with JSON only, in this shape: {{"better": 1, "reason": "..."}}

Question: {question}

Passages: {context}

Answer 1: {first}

Answer 2: {second}
"""


def build_prompt(task: str, lang: str, **inputs: object) -> str:
    """Fill the prompt for ``task`` (a Judge method name) in the language ``lang``.

    >>> print(build_prompt("rate_context", "es", question="¿Cuántos días?", context="30 días",
    ...                    scale=1, variant=0).splitlines()[-3])
    Question: ¿Cuántos días?
    """
    language = LANGUAGE_NAMES[lang]
    if task == "split_claims":
        return _SPLIT_CLAIMS.format(language=language, answer=inputs["answer"],
                                    question=inputs.get("question") or "(not given)")
    if task == "verify_claim":
        return _VERIFY_CLAIM.format(language=language, claim=inputs["claim"],
                                    context="\n".join(inputs["contexts"]))
    if task == "generate_questions":
        return _GENERATE_QUESTIONS.format(language=language, answer=inputs["answer"], n=inputs["n"])
    if task == "judge_relevance":
        return _JUDGE_RELEVANCE.format(language=language, question=inputs["question"],
                                       statement=inputs["statement"])
    if task == "rate_answer":
        return _RATE_ANSWER.format(language=language, question=inputs["question"],
                                   answer=inputs["answer"], scale=inputs["scale"])
    if task == "judge_usefulness":
        return _JUDGE_USEFULNESS.format(language=language, question=inputs["question"],
                                        reference=inputs["reference"], context=inputs["context"])
    if task == "rate_context":
        scale, variant = inputs["scale"], inputs.get("variant", 0)
        if scale == 2:
            template = _RATE_0_2[variant % len(_RATE_0_2)]
        elif scale == 3:
            template = _RATE_0_3
        elif scale == 1:
            template = _RATE_0_1
        else:
            raise ValueError(f"'scale' must be 1, 2 or 3 for the LLM judge (got {scale!r})")
        return template.format(language=language, question=inputs["question"],
                               context=inputs["context"])
    if task == "compare_contexts":
        return _COMPARE_CONTEXTS.format(language=language, question=inputs["question"], first=inputs["first"],
                                        second=inputs["second"])
    if task == "compare_answers":
        return _COMPARE_ANSWERS.format(language=language, question=inputs["question"], first=inputs["first"],
                                       second=inputs["second"],
                                       context="\n".join(inputs.get("contexts") or []) or "(not given)")
    raise ValueError(f"unknown judge task {task!r}")
