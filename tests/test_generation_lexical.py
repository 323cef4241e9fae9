"""Lexical answer metrics against their reference implementations, on seeded texts in en, es and zh.

References: sacrebleu (sentence_bleu, sentence_chrf), rouge-score (RougeScorer rougeL), and the SQuAD v1.1 and
MLQA evaluation scripts' rules, re-implemented below from the published scripts' code (they are scripts,
not packages).
"""

from __future__ import annotations

import random
import re
import string
import sys
import unicodedata
from collections import Counter

import pytest

import ragmetrics
from ragmetrics.generation import bleu, chrf, exact_match, rouge_l, token_f1
from ragmetrics.generation.lexical import bleu_tokens, normalize_answer, rouge_tokens

sacrebleu = pytest.importorskip("sacrebleu")
rouge_scorer = pytest.importorskip("rouge_score.rouge_scorer")


# ---------------------------------------------------------------- the published scripts' rules

def squad_normalize(s):
    """SQuAD v1.1 evaluate-v1.1.py, normalize_answer."""
    def remove_articles(text):
        return re.sub(r"\b(a|an|the)\b", " ", text)

    def white_space_fix(text):
        return " ".join(text.split())

    def remove_punc(text):
        exclude = set(string.punctuation)
        return "".join(ch for ch in text if ch not in exclude)

    return white_space_fix(remove_articles(remove_punc(s.lower())))


MLQA_PUNCT = {chr(i) for i in range(sys.maxunicode) if unicodedata.category(chr(i)).startswith("P")}.union(
    string.punctuation)


def mlqa_mixed_segmentation(text):
    segs_out, temp_str = [], ""
    for char in text:
        if re.search(r"[\u4e00-\u9fa5]", char) or char in MLQA_PUNCT:
            if temp_str != "":
                segs_out.extend(temp_str.split())
                temp_str = ""
            segs_out.append(char)
        else:
            temp_str += char
    if temp_str != "":
        segs_out.extend(temp_str.split())
    return segs_out


def mlqa_normalize(s, lang):
    """MLQA mlqa_evaluation_v1.py, normalize_answer (es and zh branches)."""
    text = "".join(ch for ch in s.lower() if ch not in MLQA_PUNCT)
    if lang == "es":
        text = re.sub(r"\b(un|una|unos|unas|el|la|los|las)\b", " ", text)
    tokens = mlqa_mixed_segmentation(text) if lang == "zh" else text.split()
    return " ".join(t for t in tokens if t.strip() != "")


def reference_normalize(s, lang):
    return squad_normalize(s) if lang == "en" else mlqa_normalize(s, lang)


def reference_f1(prediction, ground_truth, lang):
    prediction_tokens = reference_normalize(prediction, lang).split()
    ground_truth_tokens = reference_normalize(ground_truth, lang).split()
    common = Counter(prediction_tokens) & Counter(ground_truth_tokens)
    num_same = sum(common.values())
    if num_same == 0:
        return 0
    precision = 1.0 * num_same / len(prediction_tokens)
    recall = 1.0 * num_same / len(ground_truth_tokens)
    return (2 * precision * recall) / (precision + recall)


class CharTokenizer:
    """rouge-score tokenizer for es/zh, written independently of the package: a character loop."""

    def tokenize(self, text):
        tokens, run = [], ""
        for ch in text.lower():
            han = "\u3400" <= ch <= "\u4dbf" or "\u4e00" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"
            if not han and (ch.isalpha() or ch.isdigit() or unicodedata.category(ch) in ("Mn", "Mc")):
                run += ch
                continue
            if run:
                tokens.append(run)
                run = ""
            if han:
                tokens.append(ch)
        if run:
            tokens.append(run)
        return tokens


# ---------------------------------------------------------------- seeded texts

POOLS = {
    "en": ["the", "a", "an", "refund", "Refunds", "within", "30", "60", "days", "day,", "1.5", "kg.", "order's",
           "e-mail", "(receipt)", "we", "can't", "return", "items", "The", "policy:", "“free”", "shipping!",
           "R&D", "&amp;", "—", "café", "3-5", "$20", "50%", "U.S.", "Yes.", "no", "never", "gift-card"],
    "es": ["el", "la", "los", "las", "un", "una", "unos", "unas", "del", "al", "días", "dias", "30", "60",
           "reembolso", "Reembolsos", "¿Puedo", "devolver?", "¡Sí!", "«gratis»", "envío,", "artículo.",
           "niño", "1,5", "kg", "política:", "tarjeta-regalo", "€20", "El", "Las", "no", "nunca", "él", "año"],
    "zh": ["产品", "支持", "7", "天", "无理由", "退款", "。", "，", "30天", "运费", "由", "买家", "承担", "；",
           "“包邮”", "SKU", "A1", "(", ")", "礼品卡", "不", "可以", "1.5", "公斤", "：", "——", "！", "？",
           "七天", "退货", "iPhone", "Refund", "e-mail", "「", "」"],
}


def make_text(rng, lang, n):
    joiner = "" if lang == "zh" and rng.random() < 0.6 else " "
    return joiner.join(rng.choice(POOLS[lang]) for _ in range(n))


def pairs(lang, count=120, seed=20261203):
    rng = random.Random(f"{seed}-{lang}")
    out = [("", "something"), ("same text.", "same text.")] if lang != "zh" else [("", "退款"), ("退款。", "退款。")]
    for _ in range(count):
        reference = make_text(rng, lang, rng.randint(1, 14))
        kind = rng.random()
        if kind < 0.3:  # an edited copy: shares n-grams with the reference
            words = reference.split(" ") if " " in reference else list(reference)
            rng.shuffle(words[: max(1, len(words) // 3)])
            answer = " ".join(words) + rng.choice(["", ".", " " + rng.choice(POOLS[lang])])
        else:
            answer = make_text(rng, lang, rng.randint(1, 14))
        out.append((answer, reference))
    return out


ALL = [(lang, a, r) for lang in ("en", "es", "zh") for a, r in pairs(lang)]


# ---------------------------------------------------------------- agreement with the references

@pytest.mark.parametrize("lang,answer,reference", ALL)
def test_em_and_f1_follow_squad_and_mlqa(lang, answer, reference):
    assert normalize_answer(answer, lang) == reference_normalize(answer, lang)
    assert exact_match(answer, reference, lang=lang) == float(
        reference_normalize(answer, lang) == reference_normalize(reference, lang))
    assert token_f1(answer, reference, lang=lang) == pytest.approx(reference_f1(answer, reference, lang), abs=1e-12)


@pytest.mark.parametrize("lang,answer,reference", ALL)
def test_rouge_l_follows_rouge_score(lang, answer, reference):
    tokenizer = None if lang == "en" else CharTokenizer()
    scorer = rouge_scorer.RougeScorer(["rougeL"], tokenizer=tokenizer)
    expected = scorer.score(reference, answer)["rougeL"].fmeasure  # score(target, prediction)
    assert rouge_l(answer, reference, lang=lang) == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("lang,answer,reference", ALL)
def test_bleu_follows_sacrebleu(lang, answer, reference):
    tokenize = "zh" if lang == "zh" else "13a"
    expected = sacrebleu.sentence_bleu(answer, [reference], tokenize=tokenize).score / 100
    assert bleu(answer, reference, lang=lang) == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize("lang,answer,reference", ALL)
def test_chrf_follows_sacrebleu(lang, answer, reference):
    expected = sacrebleu.sentence_chrf(answer, [reference]).score / 100
    assert chrf(answer, reference, lang=lang) == pytest.approx(expected, abs=1e-12)


def test_the_seeded_set_exercises_every_range():
    # the comparison above would prove little on texts that all score 0 or all score 1
    for metric in (token_f1, rouge_l, bleu, chrf):
        values = [metric(a, r, lang=lang) for lang, a, r in ALL]
        assert min(values) == 0.0 and max(values) == 1.0
        assert sum(0.05 < v < 0.95 for v in values) > 50, metric.__name__


def test_tokenizers_match_the_references_tokens():
    tok = sacrebleu.tokenizers.tokenizer_13a.Tokenizer13a()
    zh = sacrebleu.tokenizers.tokenizer_zh.TokenizerZh()
    for lang, answer, _ in ALL:
        expected = (zh if lang == "zh" else tok)(answer.rstrip()).split()
        assert bleu_tokens(answer, lang) == expected
    # sacrebleu's zh tokenizer splits off general punctuation such as the curly quotes (its ranges' quirk)
    assert bleu_tokens("包邮“free”", "zh") == ["包", "邮", "“", "free", "”"]
    from rouge_score import tokenize as rouge_tokenize

    for lang, answer, _ in ALL:
        if lang == "en":
            assert rouge_tokens(answer, "en") == rouge_tokenize.tokenize(answer, None)
        else:
            assert rouge_tokens(answer, lang) == CharTokenizer().tokenize(answer)


# ---------------------------------------------------------------- hand-computed values and conventions

def test_hand_values():
    # SQuAD: articles and punctuation go, so these match exactly
    assert exact_match("The refund.", "refund", lang="en") == 1.0
    # Spanish: MLQA drops el/la/los/las/un/una/unos/unas, keeps del/al
    assert exact_match("Los treinta días", "treinta días", lang="es") == 1.0
    assert exact_match("del año", "año", lang="es") == 0.0
    # Chinese by character: 七天内退款 vs 7天内可以退款 share 天 内 退 款: P = 4/5, R = 4/7 (7 天 内 可 以 退 款)
    assert token_f1("七天内退款", "7天内可以退款", lang="zh") == pytest.approx(2 * (4 / 5) * (4 / 7) / (4 / 5 + 4 / 7))
    # ROUGE-L: LCS of [a b c d] and [a x c d] is 3
    assert rouge_l("a x c d", "a b c d", lang="en") == pytest.approx(0.75)
    # the wrong number scores high, the paraphrase low: the lesson of the chapter
    reference = "You can return items within 30 days."
    wrong, paraphrase = "You can return items within 60 days.", "Returns are accepted for a month."
    for metric in (token_f1, rouge_l, bleu, chrf):
        assert metric(wrong, reference, lang="en") > 0.5 > metric(paraphrase, reference, lang="en")


def test_scale_is_sacrebleu_over_100():
    answer, reference = "Refunds within 30 days", "Refunds are accepted within 30 days"
    assert bleu(answer, reference, lang="en") == pytest.approx(
        sacrebleu.sentence_bleu(answer, [reference]).score / 100)
    assert 0 <= chrf(answer, reference) <= 1


def test_lang_guessed_from_the_reference():
    assert token_f1("七天退款", "七天内退款") == token_f1("七天退款", "七天内退款", lang="zh")
    assert exact_match("los días", "días") == 1.0  # í: Spanish


def test_exported_from_the_top_level():
    for name in ("exact_match", "token_f1", "rouge_l", "bleu", "chrf"):
        assert getattr(ragmetrics, name) is getattr(ragmetrics.generation, name)
        assert name in ragmetrics.__all__


@pytest.mark.parametrize("metric", [exact_match, token_f1, rouge_l, bleu, chrf])
def test_bad_input(metric):
    with pytest.raises(TypeError, match="'answer' must be a str"):
        metric(None, "x")
    with pytest.raises(TypeError, match="'reference' must be a str"):
        metric("x", ["x"])
    with pytest.raises(ValueError, match="'lang' must be"):
        metric("x", "x", lang="fr")
