"""An offline, rule-based judge for Spanish, Chinese and English: fast, deterministic, and blind to
paraphrase.

It reads numbers, negation and key-term coverage, nothing else. It catches the classic hallucination
of a changed number (60 días for 30, 30天 for 7天) and says why in the input's language; it cannot
tell that "a month" and "30 days" mean the same thing. Teach it beside an LLM judge, not instead.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .results import ContextRating, GeneratedQuestion, Verdict
from .text import (
    LazyRegex,
    coverage,
    detect_language,
    extract_numbers,
    format_number,
    has_negation,
    is_noncommittal,
    split_sentences,
)

__all__ = ["RuleJudge"]

# Reasons, one sentence each, in the language of the text being judged.
_REASONS = {
    "number_missing": {
        "es": "el número {claim} no aparece en el contexto (menciona {context})",
        "zh": "数字 {claim} 没有出现在上下文中（上下文提到的是 {context}）",
        "en": "the number {claim} does not appear in the context (it mentions {context})",
    },
    "number_absent": {
        "es": "el número {claim} no aparece en el contexto, que no menciona ningún número",
        "zh": "数字 {claim} 没有出现在上下文中，上下文没有提到任何数字",
        "en": "the number {claim} does not appear in the context, which mentions no numbers",
    },
    "low_coverage": {
        "es": "solo {found} de {total} términos clave de la afirmación aparecen en el contexto "
              "({missing_label}: {missing})",
        "zh": "该陈述的 {total} 个关键词中只有 {found} 个出现在上下文中（缺少：{missing}）",
        "en": "only {found} of {total} key terms of the claim appear in the context "
              "(missing: {missing})",
    },
    "claim_negated": {
        "es": "la afirmación niega lo que el contexto afirma: «{sentence}»",
        "zh": "该陈述是否定的，而上下文是肯定的：“{sentence}”",
        "en": 'the claim negates what the context states: "{sentence}"',
    },
    "context_negated": {
        "es": "el contexto lo niega: «{sentence}»",
        "zh": "上下文是否定的：“{sentence}”",
        "en": 'the context negates it: "{sentence}"',
    },
    "supported": {
        "es": "respaldada: {found} de {total} términos clave aparecen en el contexto y ninguna "
              "negación la contradice",
        "zh": "有依据：{total} 个关键词中有 {found} 个出现在上下文中，也没有否定词与之矛盾",
        "en": "supported: {found} of {total} key terms appear in the context and no negation "
              "contradicts it",
    },
    "supported_numbers": {
        "es": "respaldada: el contexto menciona {numbers}, {found} de {total} términos clave "
              "aparecen en él y ninguna negación la contradice",
        "zh": "有依据：上下文提到了 {numbers}，{total} 个关键词中有 {found} 个出现在上下文中，"
              "也没有否定词与之矛盾",
        "en": "supported: the context mentions {numbers}, {found} of {total} key terms appear in "
              "it and no negation contradicts it",
    },
    "nothing_to_check": {
        "es": "no hay nada que comprobar: la afirmación no tiene números ni términos clave",
        "zh": "无从核对：该陈述没有数字，也没有关键词",
        "en": "nothing to check: the claim has no numbers and no key terms",
    },
    "rating": {
        "es": "{found} de {total} términos clave de la pregunta aparecen en el texto",
        "zh": "问题的 {total} 个关键词中有 {found} 个出现在文本中",
        "en": "{found} of {total} key terms of the question appear in the text",
    },
    "rating_missing": {"es": " ({missing_label}: {missing})", "zh": "（缺少：{missing}）",
                       "en": " (missing: {missing})"},
    "relevant": {
        "es": "pertinente: {found} de {total} términos clave de la pregunta aparecen en la afirmación",
        "zh": "切题：问题的 {total} 个关键词中有 {found} 个出现在该陈述中",
        "en": "relevant: {found} of {total} key terms of the question appear in the statement",
    },
    "partly_relevant": {
        "es": "dudosa: solo {found} de {total} términos clave de la pregunta aparecen en la afirmación",
        "zh": "难以判断：问题的 {total} 个关键词中只有 {found} 个出现在该陈述中",
        "en": "unclear: only {found} of {total} key terms of the question appear in the statement",
    },
    "irrelevant": {
        "es": "no pertinente: ninguno de los {total} términos clave de la pregunta aparece en la afirmación",
        "zh": "不切题：问题的 {total} 个关键词都没有出现在该陈述中",
        "en": "irrelevant: none of the {total} key terms of the question appears in the statement",
    },
    "dodges": {
        "es": "elude la pregunta: no se compromete con ninguna respuesta",
        "zh": "回避了问题：没有给出明确的回答",
        "en": "it dodges the question: it commits to no answer",
    },
    "useful": {
        "es": "útil: respalda la afirmación de la referencia «{statement}»",
        "zh": "有用：支持参考答案中的“{statement}”",
        "en": 'useful: it supports the reference statement "{statement}"',
    },
    "not_useful": {
        "es": "no útil: no respalda ninguna de las {n} afirmaciones de la referencia",
        "zh": "无用：参考答案的 {n} 条陈述它一条也不支持",
        "en": "not useful: it supports none of the {n} statements of the reference",
    },
    "no_question_terms": {
        "es": "la pregunta no tiene términos clave que buscar",
        "zh": "问题中没有可查找的关键词",
        "en": "the question has no key terms to look for",
    },
}
_LIST_SEP = {"es": ", ", "zh": "、", "en": ", "}
# Spanish agrees the verb with the number of missing terms: «falta: artículo», «faltan: días, artículo».
_MISSING_LABEL = {"es": ("falta", "faltan"), "zh": ("", ""), "en": ("", "")}
# A claim becomes a question-like text by adding the language's question punctuation.
_QUESTION_TEMPLATE = {"es": "¿{}?", "zh": "{}吗？", "en": "{}?"}
# split="clauses" also cuts a sentence at its commas and semicolons (Latin and full-width); a Latin
# mark cuts only before a space, so 1,500 and 3,5 stay whole.
_CLAUSE_RE = LazyRegex(r"(?<=[,;])\s+|(?<=[，；])\s*")
_CLAUSE_MARKS = ",;，；"  # dropped from a clause's end: the mark separated clauses, it is not part of the claim
SPLITS = ("sentences", "clauses")
_END_PUNCTUATION = " \t\n.!?;:,。！？；：，、¿¡"


def _say(key: str, lang: str, **values: object) -> str:
    return _REASONS[key][lang].format(**values)


def _missing(items: Sequence[str], lang: str) -> dict[str, str]:
    """The missing terms and their label, for a reason's ``({missing_label}: {missing})``."""
    return {"missing": _join(items, lang), "missing_label": _MISSING_LABEL[lang][len(items) != 1]}


def _join(items: Sequence[str], lang: str) -> str:
    return _LIST_SEP[lang].join(items)


def _number_text(number) -> str:
    """'60', or '60 (sesenta)' when the text wrote it in words ('7（七）': Chinese takes full-width brackets)."""
    value = format_number(number.value)
    if number.text == value:
        return value
    chinese = any("\u4e00" <= ch <= "\u9fff" for ch in number.text)
    return f"{value}（{number.text}）" if chinese else f"{value} ({number.text})"


class RuleJudge:
    """Judge by rules: numbers, negation and key-term coverage, in Spanish, Chinese and English.

    What each method does, in full:

    - ``split_claims``: one claim per sentence, split on . ! ? 。 ！ ？ ； and line breaks
      (the question is ignored; pronouns are not resolved); with ``split="clauses"``, each sentence
      is cut again at its commas and semicolons, so one sentence can make several claims.
    - ``verify_claim``: every number of the claim (digits, 七/三十/两, treinta, sixty... all
      normalised) must appear in the joined contexts. A missing number is ``"no"`` when the context
      gives another number for the same thing (60 días vs 30 días) or is otherwise on topic, and
      ``"idk"`` when the context does not talk about it. Then at least ``min_coverage`` of the
      claim's key terms (word stems; character pairs for Chinese) must appear, else ``"idk"``.
      Finally the claim and its best-matching context sentence must agree on negation (no, nunca,
      not, 不, 没有, 无...; 无理由 is not a negation), else ``"no"``.
    - ``generate_questions``: turns each of the first ``n`` claims into a question-like text by
      adding question punctuation (¿...?, ...吗？, ...?) and flags it noncommittal when it contains
      a phrase such as "I don't know", "no lo sé", "depende", "不知道", "无法确定". It does not
      paraphrase: answer relevancy then measures how close the answer's own sentences are to the
      question.
    - ``rate_context``: the share of the question's key terms found in the text, rounded onto
      0..``scale``; both RAGAS prompt variants get the same rating.
    - ``judge_relevance`` (DeepEval answer relevancy): a statement that dodges is ``"no"``; else
      ``"yes"`` when at least ``min_coverage`` of the question's key terms are in it, ``"idk"`` when
      some are, ``"no"`` when none is.
    - ``rate_answer`` (TruLens answer relevance): like ``rate_context`` on the answer, and 0 for an
      answer that dodges (TruLens scores "I don't know" and refusals lowest).
    - ``judge_usefulness`` (RAGAS context precision): a context is useful when it supports
      (``verify_claim`` says ``"yes"``) at least one claim of the reference answer.

    Known blind spots: paraphrase and synonyms ("within a month" vs "30 days" is judged
    unsupported), a changed word that is not a number or a negation ("exchanges" for "returns"
    may pass), units are compared by their first letters only, and reasoning across sentences.

    **Measured as a classifier** (``benchmarks/bench_rule_judge.py``; labels: the help-centre corpus's
    adjudicated spans, annotated and adjudicated by LLM assistants, not people; en / es / zh):

    - as a relevance judge (``rate_context`` rating >= 2 vs paragraph grade >= 2, every paragraph of the
      articles judged for each question: 2,520 pairs, 184 relevant, per language): TPR 0.293 / 0.332 /
      0.168, TNR 0.941 / 0.917 / 0.971, balanced accuracy 0.617 / 0.624 / 0.570, Cohen's kappa 0.230 /
      0.212 / 0.177. It misses most relevant paragraphs; the best cut (rating >= 1) reaches balanced
      accuracy 0.656 / 0.661 / 0.655 only.
    - as a support judge on the easy case (``verify_claim`` of an answer span, in the corpus's own words,
      against each paragraph of its article: 2,800 pairs, 185 supported): TPR 0.773 / 0.778 / 0.768, TNR
      0.987 / 0.991 / 0.997, kappa 0.776 / 0.804 / 0.838. No paraphrase is involved, so this is an upper
      bound: on real answers, which paraphrase, it does worse.

    It is every metric's default judge so that the package runs offline; for numbers you report, use an
    :class:`~ragmetrics.generation.llm_judge.LLMJudge` checked against your own labels
    (``ragmetrics.judge_report``).

    >>> judge = RuleJudge()
    >>> print(judge.verify_claim("产品支持 30 天无理由退款", ["产品支持 7 天退款"]).reason)
    数字 30 没有出现在上下文中（上下文提到的是 7）
    >>> judge.verify_claim("Puede devolver artículos dentro de los treinta días",
    ...                    ["La política permite devoluciones en 30 días"]).verdict
    'yes'
    """

    name = "rule"

    def __init__(self, *, min_coverage: float = 0.5, split: str = "sentences") -> None:
        if isinstance(min_coverage, bool) or not isinstance(min_coverage, (int, float)):
            raise TypeError(f"'min_coverage' must be a number in (0, 1] (got "
                            f"{type(min_coverage).__name__}: {min_coverage!r})")
        if not 0 < min_coverage <= 1:
            raise ValueError(f"'min_coverage' must be a number in (0, 1] (got {min_coverage!r})")
        if split not in SPLITS:
            raise ValueError(f"'split' must be 'sentences' or 'clauses' (got {split!r})")
        self.min_coverage = float(min_coverage)
        self.split = split

    def __repr__(self) -> str:
        split = "" if self.split == "sentences" else f", split={self.split!r}"
        return f"RuleJudge(min_coverage={self.min_coverage}{split})"

    def split_claims(self, answer: str, *, question: str | None = None) -> list[str]:
        """One claim per sentence of ``answer``.

        >>> RuleJudge().split_claims("Tiene 30 días, con el ticket. El envío es gratis.")
        ['Tiene 30 días, con el ticket.', 'El envío es gratis.']
        >>> RuleJudge(split="clauses").split_claims("Tiene 30 días, con el ticket. El envío es gratis.")
        ['Tiene 30 días', 'con el ticket.', 'El envío es gratis.']
        """
        sentences = split_sentences(answer)
        if self.split == "sentences":
            return sentences
        return [piece for sentence in sentences for piece in split_sentences(
            "\n".join(clause.rstrip(_CLAUSE_MARKS) for clause in _CLAUSE_RE.split(sentence)))]

    def verify_claim(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Check the claim's numbers, key terms and negation against the joined contexts."""
        lang = detect_language(claim)
        source = "\n".join(contexts)
        cover = coverage(claim, source)
        on_topic = cover.ratio >= self.min_coverage
        claim_numbers = extract_numbers(claim)
        source_numbers = extract_numbers(source)
        known = {round(n.value, 6) for n in source_numbers}
        missing = [n for n in claim_numbers if round(n.value, 6) not in known]
        if missing:
            if not source_numbers:
                return Verdict(claim, "idk", _say("number_absent", lang,
                                                  claim=_number_text(missing[0])))
            units = {n.unit for n in source_numbers if n.unit}
            contradicted = on_topic or any(n.unit in units for n in missing if n.unit)
            mentioned = list(dict.fromkeys(_number_text(n) for n in source_numbers))
            reason = _say("number_missing", lang, claim=_join([_number_text(n) for n in missing], lang),
                          context=_join(mentioned, lang))
            return Verdict(claim, "no" if contradicted else "idk", reason)
        total = len(cover.found) + len(cover.missing)
        if not claim_numbers and total == 0:
            return Verdict(claim, "idk", _say("nothing_to_check", lang))
        if not on_topic:
            return Verdict(claim, "idk", _say("low_coverage", lang, found=len(cover.found),
                                              total=total, **_missing(cover.missing, lang)))
        # Negation is compared with the context sentence that shares the most key terms.
        sentences = [s for c in contexts for s in split_sentences(c)] or [source]
        best = max(sentences, key=lambda s: coverage(claim, s).ratio)
        claim_negated, context_negated = has_negation(claim), has_negation(best)
        if claim_negated != context_negated:
            key = "claim_negated" if claim_negated else "context_negated"
            return Verdict(claim, "no", _say(key, lang, sentence=best))
        if claim_numbers:
            numbers = _join(list(dict.fromkeys(_number_text(n) for n in claim_numbers)), lang)
            return Verdict(claim, "yes", _say("supported_numbers", lang, numbers=numbers,
                                              found=len(cover.found), total=total))
        return Verdict(claim, "yes", _say("supported", lang, found=len(cover.found), total=total))

    def generate_questions(self, answer: str, *, n: int = 3) -> list[GeneratedQuestion]:
        """Turn each of the first ``n`` claims into a question-like text; flag noncommittal ones.

        >>> RuleJudge().generate_questions("No lo sé. Depende de la tienda.")
        [GeneratedQuestion(question='¿No lo sé?', noncommittal=True), GeneratedQuestion(question='¿Depende de la tienda?', noncommittal=True)]
        """
        lang = detect_language(answer)
        questions = []
        for claim in split_sentences(answer)[:n]:
            core = claim.strip(_END_PUNCTUATION)
            questions.append(GeneratedQuestion(_QUESTION_TEMPLATE[lang].format(core),
                                               is_noncommittal(claim)))
        return questions

    def rate_context(self, question: str, context: str, *, scale: int,
                     variant: int = 0) -> ContextRating:
        """Rate by the share of the question's key terms found in ``context``, rounded to 0..scale.

        >>> RuleJudge().rate_context("产品支持几天退款？", "产品支持 7 天退款", scale=3).rating
        3
        """
        lang = detect_language(question)
        cover = coverage(question, context)
        total = len(cover.found) + len(cover.missing)
        if total == 0:
            return ContextRating(context, 0, scale, _say("no_question_terms", lang), variant)
        rating = min(scale, math.floor(cover.ratio * scale + 0.5))
        reason = _say("rating", lang, found=len(cover.found), total=total)
        if cover.missing:
            reason += _say("rating_missing", lang, **_missing(cover.missing, lang))
        return ContextRating(context, rating, scale, reason, variant)

    def judge_relevance(self, question: str, statement: str) -> Verdict:
        """Is ``statement`` relevant to ``question``? By the question's key terms (DeepEval verdicts).

        >>> RuleJudge().judge_relevance("¿Cuántos días tengo para devolver un artículo?",
        ...                             "La empresa fue fundada en 1998.").verdict
        'no'
        """
        lang = detect_language(question)
        if is_noncommittal(statement):
            return Verdict(statement, "no", _say("dodges", lang))
        cover = coverage(question, statement)
        total = len(cover.found) + len(cover.missing)
        if total == 0:
            return Verdict(statement, "idk", _say("no_question_terms", lang))
        if cover.ratio >= self.min_coverage:
            return Verdict(statement, "yes", _say("relevant", lang, found=len(cover.found), total=total))
        if cover.found:
            return Verdict(statement, "idk", _say("partly_relevant", lang, found=len(cover.found),
                                                  total=total))
        return Verdict(statement, "no", _say("irrelevant", lang, total=total))

    def rate_answer(self, question: str, answer: str, *, scale: int = 3) -> ContextRating:
        """Rate how relevant ``answer`` is to ``question``, 0..scale (TruLens answer relevance).

        >>> RuleJudge().rate_answer("产品支持几天退款？", "不知道，无法确定。").rating
        0
        """
        if is_noncommittal(answer):
            return ContextRating(answer, 0, scale, _say("dodges", detect_language(question)))
        return self.rate_context(question, answer, scale=scale)

    def judge_usefulness(self, question: str, context: str, reference: str) -> Verdict:
        """Was ``context`` useful for reaching ``reference``? Yes when it supports one of its claims.

        The returned verdict's ``claim`` is the context; its verdict is ``"yes"`` or ``"no"``.
        """
        lang = detect_language(reference)
        statements = self.split_claims(reference)
        for statement in statements:
            if self.verify_claim(statement, [context]).verdict == "yes":
                return Verdict(context, "yes", _say("useful", lang, statement=statement))
        return Verdict(context, "no", _say("not_useful", lang, n=len(statements)))
