"""Lexical answer metrics: exact match, token F1, ROUGE-L, sentence BLEU and chrF, each as its reference
implementation computes it, on a 0-1 scale.

Each function is ``metric(answer, reference, *, lang=None) -> float`` in [0, 1]. ``lang`` is ``"en"``,
``"es"`` or ``"zh"``; ``None`` guesses it from the reference (``text.detect_language``: Han characters ->
``zh``; ñ, accents, ¿ ¡ or Spanish function words -> ``es``; else ``en``). Pass it when you know it: a
short Spanish reference without accents ("30 dias") reads as English, which changes EM/F1 (articles) only.

=============  ================================================================================
metric         reference implementation and convention
=============  ================================================================================
exact_match    en: the SQuAD v1.1 evaluation script (``normalize_answer``: lowercase, drop ASCII
token_f1       punctuation, drop the articles a/an/the, collapse whitespace; F1 over whitespace
               tokens, 0 when nothing overlaps). es and zh: the MLQA evaluation script (Lewis et
               al., 2020), the SQuAD rules made multilingual: every Unicode punctuation character
               is dropped, Spanish drops the articles un/una/unos/unas/el/la/los/las (not the
               contractions del/al, as MLQA), Chinese drops no article and is tokenised by
               MLQA's ``mixed_segmentation``: each Han character (U+4E00-U+9FA5) and each
               punctuation character is a token, other runs split on whitespace (CMRC 2018's
               script segments the same way but cuts the other runs with NLTK's word_tokenize).
               EM is 1.0 or 0.0.
rouge_l        rouge-score's ``RougeScorer(["rougeL"])`` F-measure: the longest common subsequence
               of tokens, F1 of LCS/len(answer) and LCS/len(reference). Tokens: en, rouge-score's
               default tokenizer exactly (lowercase, every run of characters other than a-z and
               0-9 separates tokens, no stemmer): it deletes accented letters ("días" -> "d",
               "as"), so es uses the same rule over Unicode letters and digits, and zh takes
               each Han character as one token (Latin and digit runs stay whole).
bleu           sacrebleu's ``sentence_bleu(answer, [reference])``: 4-gram BLEU, smoothing "exp"
               (mteval's: the k-th n-gram order with no match gets precision 1 / (2**k * total)),
               effective order on, case-sensitive, tokenizer "13a" (en, es) or "zh" (each CJK
               character a token, the rest as "13a"; its ranges also split off U+2001-U+2A6D,
               curly quotes and dashes among them).
chrf           sacrebleu's ``sentence_chrf(answer, [reference])``: chrF with character n-grams
               1-6, no word n-grams, beta 2 (recall weighs beta**2 = 4 times precision),
               whitespace removed, case-sensitive, precision and recall averaged over the
               orders that both texts have.
=============  ================================================================================

**Scale.** sacrebleu reports BLEU and chrF on 0-100; here they are divided by 100, so that every metric
of this module is in [0, 1] (sacrebleu's 36.8 is 0.368 here). rouge-score and the SQuAD script already
use 0-1.

Why they mislead for RAG: they count shared words or characters with one reference, so a correct
paraphrase ("within a month" for "30 days") scores low, and an answer with one wrong number ("60 days"
for "30 days") scores high. Use them as a check against a reference text, never as correctness.

>>> exact_match("The 30 days.", "30 days", lang="en"), token_f1("30 days", "within 30 days", lang="en")
(1.0, 0.8)
>>> round(token_f1("七天内退款", "7天内可以退款", lang="zh"), 4)   # characters: 天 内 退 款 shared
0.6667
"""

from __future__ import annotations

import math
import re
import string
import unicodedata
from collections import Counter

from .text import HAN_CHARS, LazyRegex, detect_language

__all__ = ["exact_match", "token_f1", "rouge_l", "bleu", "chrf", "normalize_answer", "answer_tokens",
           "rouge_tokens", "bleu_tokens", "LANGS"]

LANGS = ("en", "es", "zh")

# ---------------------------------------------------------------- checks


def _check(answer, reference, lang) -> str:
    for name, value in (("answer", answer), ("reference", reference)):
        if not isinstance(value, str):
            raise TypeError(f"'{name}' must be a str (got {type(value).__name__}: {value!r:.60})")
    if lang is None:
        return detect_language(reference)
    if lang not in LANGS:
        raise ValueError(f"'lang' must be 'en', 'es', 'zh' or None to guess it from the reference "
                         f"(got {lang!r})")
    return lang


# ---------------------------------------------------------------- SQuAD v1.1 / MLQA normalisation

_ASCII_PUNCT = frozenset(string.punctuation)
_ARTICLES = {"en": LazyRegex(r"\b(a|an|the)\b"), "es": LazyRegex(r"\b(un|una|unos|unas|el|la|los|las)\b")}
_MLQA_HAN = LazyRegex(r"[\u4e00-\u9fa5]")


def _is_unicode_punct(ch: str) -> bool:
    # MLQA's PUNCT: every character of a Unicode category P*, plus string.punctuation ($ + < = > ^ ` | ~ are S*)
    return ch in _ASCII_PUNCT or unicodedata.category(ch).startswith("P")


def _mixed_segmentation(text: str) -> list[str]:
    """MLQA's mixed_segmentation: each Han character and punctuation mark alone, other runs by whitespace."""
    tokens: list[str] = []
    run = ""
    for ch in text:
        if _MLQA_HAN.match(ch) or _is_unicode_punct(ch):
            tokens.extend(run.split())
            run = ""
            tokens.append(ch)
        else:
            run += ch
    tokens.extend(run.split())
    return tokens


def normalize_answer(text: str, lang: str) -> str:
    """The answer as the SQuAD v1.1 (en) or MLQA (es, zh) script compares it.

    >>> normalize_answer("The refund: 30 days!", "en"), normalize_answer("¡Los 30 días!", "es")
    ('refund 30 days', '30 días')
    >>> normalize_answer("支持 7 天退款。", "zh")
    '支 持 7 天 退 款'
    """
    if lang not in LANGS:
        raise ValueError(f"'lang' must be 'en', 'es' or 'zh' (got {lang!r})")
    text = text.lower()
    if lang == "en":  # SQuAD v1.1: ASCII punctuation only
        text = "".join(ch for ch in text if ch not in _ASCII_PUNCT)
    else:
        text = "".join(ch for ch in text if not _is_unicode_punct(ch))
    if lang in _ARTICLES:
        text = _ARTICLES[lang].sub(" ", text)
    tokens = _mixed_segmentation(text) if lang == "zh" else text.split()
    return " ".join(t for t in tokens if t.strip())


def answer_tokens(text: str, lang: str) -> list[str]:
    """The tokens token F1 counts: the normalised answer split on whitespace."""
    return normalize_answer(text, lang).split()


def exact_match(answer: str, reference: str, *, lang: str | None = None) -> float:
    """1.0 if the normalised answer equals the normalised reference, else 0.0 (SQuAD v1.1 / MLQA).

    >>> exact_match("Los 30 días", "30 días.", lang="es")
    1.0
    """
    lang = _check(answer, reference, lang)
    return float(normalize_answer(answer, lang) == normalize_answer(reference, lang))


def token_f1(answer: str, reference: str, *, lang: str | None = None) -> float:
    """Harmonic mean of token precision and recall after normalisation (SQuAD v1.1 / MLQA ``f1_score``).

    Tokens are counted with multiplicity; no shared token (or an empty side) gives 0.0.

    >>> token_f1("tiene 60 días", "tiene 30 días", lang="es")   # 2 of 3 tokens shared each way
    0.6666666666666666
    """
    lang = _check(answer, reference, lang)
    predicted, gold = answer_tokens(answer, lang), answer_tokens(reference, lang)
    same = sum((Counter(predicted) & Counter(gold)).values())
    if same == 0:
        return 0.0
    precision, recall = same / len(predicted), same / len(gold)
    return (2 * precision * recall) / (precision + recall)


# ---------------------------------------------------------------- ROUGE-L (rouge-score)

_ROUGE_EN_RE = LazyRegex(r"[a-z0-9]+")
_ROUGE_INTL_RE = LazyRegex(rf"[{HAN_CHARS}]|[^\W_{HAN_CHARS}]+")


def rouge_tokens(text: str, lang: str) -> list[str]:
    """The tokens ROUGE-L compares.

    en: rouge-score's default tokenizer (no stemmer): lowercase, runs of a-z0-9. es, zh: lowercase, runs
    of Unicode letters and digits, each Han character alone.

    >>> rouge_tokens("Refund in 30 days, café", "en"), rouge_tokens("Reembolso en 30 días", "es")
    (['refund', 'in', '30', 'days', 'caf'], ['reembolso', 'en', '30', 'días'])
    >>> rouge_tokens("支持 7 天退款 (SKU)", "zh")
    ['支', '持', '7', '天', '退', '款', 'sku']
    """
    text = text.lower()
    return (_ROUGE_EN_RE if lang == "en" else _ROUGE_INTL_RE).findall(text)


def _lcs_length(a: list[str], b: list[str]) -> int:
    # one row of the dynamic-programming table at a time: O(len(a) * len(b)) time, O(len(b)) memory
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0]
        for j, y in enumerate(b):
            current.append(previous[j] + 1 if x == y else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def rouge_l(answer: str, reference: str, *, lang: str | None = None) -> float:
    """ROUGE-L F-measure (rouge-score's ``rougeL``, sentence level): F1 of LCS/len(answer), LCS/len(reference).

    >>> rouge_l("returns within 30 days", "you can return items within 30 days", lang="en")  # LCS 3: within 30 days
    0.5454545454545454
    """
    lang = _check(answer, reference, lang)
    predicted, target = rouge_tokens(answer, lang), rouge_tokens(reference, lang)
    if not predicted or not target:
        return 0.0
    lcs = _lcs_length(target, predicted)
    precision, recall = lcs / len(predicted), lcs / len(target)
    return 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0


# ---------------------------------------------------------------- BLEU (sacrebleu)

# sacrebleu's TokenizerRegexp, the common step of its "13a" and "zh" tokenizers, verbatim
_BLEU_RULES = (
    (LazyRegex(r"([\{-\~\[-\` -\&\(-\+\:-\@\/])"), r" \1 "),
    (LazyRegex(r"([^0-9])([\.,])"), r"\1 \2 "),
    (LazyRegex(r"([\.,])([^0-9])"), r" \1 \2"),
    (LazyRegex(r"([0-9])(-)"), r"\1 \2 "),
)
# sacrebleu's TokenizerZh: the ranges it treats as Chinese characters, as it writes them. Two are written
# "\u20000" and "\u2f800" (5 hex digits after \u): Python reads "\u2000" + "0", and comparing one character
# with those two-character strings makes the first range U+2001..U+2A6D (general punctuation such as
# “ ” —, arrows, maths), not the CJK Extension B it meant. Kept, so that the tokens are sacrebleu's.
_ZH_RANGES = (
    ("\u3400", "\u4db5"), ("\u4e00", "\u9fa5"), ("\u9fa6", "\u9fbb"), ("\uf900", "\ufa2d"),
    ("\ufa30", "\ufa6a"), ("\ufa70", "\ufad9"), ("\u2000" "0", "\u2a6d" "6"), ("\u2f80" "0", "\u2fa1" "d"),
    ("\uff00", "\uffef"), ("\u2e80", "\u2eff"), ("\u3000", "\u303f"), ("\u31c0", "\u31ef"),
    ("\u2f00", "\u2fdf"), ("\u2ff0", "\u2fff"), ("\u3100", "\u312f"), ("\u31a0", "\u31bf"),
    ("\ufe10", "\ufe1f"), ("\ufe30", "\ufe4f"), ("\u2600", "\u26ff"), ("\u2700", "\u27bf"),
    ("\u3200", "\u32ff"), ("\u3300", "\u33ff"),
)


def _is_zh_char(ch: str) -> bool:
    return any(start <= ch <= end for start, end in _ZH_RANGES)


def _regexp_tokenize(line: str) -> str:
    for rule, replacement in _BLEU_RULES:
        line = rule.sub(replacement, line)
    return " ".join(line.split())


def bleu_tokens(text: str, lang: str) -> list[str]:
    """The tokens sentence BLEU counts: sacrebleu's "13a" tokenizer (en, es) or its "zh" tokenizer.

    >>> bleu_tokens("Refunds: 30 days, 1.5 kg.", "en")
    ['Refunds', ':', '30', 'days', ',', '1.5', 'kg', '.']
    >>> bleu_tokens("支持7天退款。", "zh")
    ['支', '持', '7', '天', '退', '款', '。']
    """
    text = text.rstrip()  # sacrebleu's BLEU strips the segment's right end before tokenising
    if lang == "zh":
        return _regexp_tokenize("".join(f" {ch} " if _is_zh_char(ch) else ch for ch in text.strip())).split()
    line = text.replace("<skipped>", "").replace("-\n", "").replace("\n", " ")
    if "&" in line:
        line = (line.replace("&quot;", '"').replace("&amp;", "&").replace("&lt;", "<")
                .replace("&gt;", ">"))
    return _regexp_tokenize(f" {line} ").split()


def _ngrams(tokens, n: int) -> Counter:
    return Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def bleu(answer: str, reference: str, *, lang: str | None = None) -> float:
    """Sentence BLEU as sacrebleu's ``sentence_bleu(answer, [reference])`` computes it, divided by 100.

    Clipped n-gram precisions p1..p4, the geometric mean over the orders the answer has (effective
    order), "exp" smoothing for an order with no match (the k-th such order gets 1 / (2**k * its total)),
    times the brevity penalty exp(1 - len(reference) / len(answer)) when the answer is shorter.

    >>> b = bleu("You can return items within 30 days.", "You can return items within 60 days.", lang="en")
    >>> round(b, 12) == round((7/8 * 5/7 * 3/6 * 2/5) ** (1/4), 12)   # 1- to 4-grams matched, same length
    True
    """
    lang = _check(answer, reference, lang)
    hyp, ref = bleu_tokens(answer, lang), bleu_tokens(reference, lang)
    correct, total = [0] * 4, [0] * 4
    ref_counts = [_ngrams(ref, n) for n in range(1, 5)]
    for n in range(1, 5):
        for gram, count in _ngrams(hyp, n).items():
            total[n - 1] += count
            correct[n - 1] += min(count, ref_counts[n - 1].get(gram, 0))
    sys_len, ref_len = len(hyp), len(ref)
    brevity = 1.0
    if sys_len < ref_len:
        brevity = math.exp(1 - ref_len / sys_len) if sys_len > 0 else 0.0
    if not any(correct):
        return 0.0
    # sacrebleu's compute_bleu with smooth_method="exp", effective_order=True, precisions in percent
    precisions, smooth, order = [0.0] * 4, 1.0, 4
    for n in range(1, 5):
        if total[n - 1] == 0:
            break
        order = n
        if correct[n - 1] == 0:
            smooth *= 2
            precisions[n - 1] = 100.0 / (smooth * total[n - 1])
        else:
            precisions[n - 1] = 100.0 * correct[n - 1] / total[n - 1]
    logs = [math.log(p) if p > 0 else -9999999999 for p in precisions[:order]]
    # exp(mean(log 100)) can come out as 100.00000000000004: clamp, so the score stays in [0, 1]
    return min(1.0, brevity * math.exp(sum(logs) / order) / 100.0)


# ---------------------------------------------------------------- chrF (sacrebleu)

CHRF_CHAR_ORDER = 6
CHRF_BETA = 2


def chrf(answer: str, reference: str, *, lang: str | None = None) -> float:
    """chrF as sacrebleu's ``sentence_chrf(answer, [reference])`` computes it, divided by 100.

    Whitespace is removed; for each n = 1..6 the character n-gram precision and recall are taken, averaged
    over the orders both texts have, and combined as F-beta with beta = 2. The same rule in every language
    (``lang`` is checked, not used).

    >>> c = chrf("30 días", "30 dias", lang="es")   # 1- to 6-grams: 5/6, 3/5, 1/4, 0/3, 0/2, 0/1 match
    >>> round(c, 12) == round((5/6 + 3/5 + 1/4) / 6, 12)   # precision = recall, so F = their mean
    True
    """
    _check(answer, reference, lang)
    hyp, ref = "".join(answer.split()), "".join(reference.split())
    factor = CHRF_BETA ** 2
    precision_sum = recall_sum = 0.0
    orders = 0
    for n in range(1, CHRF_CHAR_ORDER + 1):
        hyp_grams = Counter(hyp[i:i + n] for i in range(len(hyp) - n + 1))
        ref_grams = Counter(ref[i:i + n] for i in range(len(ref) - n + 1))
        n_ref = sum(ref_grams.values())
        n_hyp = sum(hyp_grams.values()) if ref_grams else 0
        if n_hyp > 0 and n_ref > 0:
            match = sum(min(c, ref_grams[g]) for g, c in hyp_grams.items() if g in ref_grams)
            precision_sum += match / n_hyp
            recall_sum += match / n_ref
            orders += 1
    if orders == 0:
        return 0.0
    precision, recall = precision_sum / orders, recall_sum / orders
    if precision + recall == 0:
        return 0.0
    score = (1 + factor) * precision * recall
    score /= factor * precision + recall
    return 100 * score / 100.0  # sacrebleu's percentage, in the same float steps, back on 0-1
