"""The offline judge's text rules: language, sentences, numbers, negation, noncommittal phrases,
key terms."""

from __future__ import annotations

import pytest

from ragmetrics.generation.text import (
    coverage,
    detect_language,
    extract_numbers,
    has_negation,
    is_noncommittal,
    key_terms,
    split_sentences,
)


def values(text: str) -> list[float]:
    return [n.value for n in extract_numbers(text)]


@pytest.mark.parametrize("text, lang", [
    ("产品支持 7 天退款", "zh"),
    ("产品支持 30 天无理由退款，API 也可以", "zh"),
    ("La política permite devoluciones en 30 días", "es"),
    ("Tiene que devolverlo en la tienda", "es"),  # no accents: function words decide
    ("You can return items within 30 days", "en"),
    ("30", "en"),
])
def test_detect_language(text, lang):
    assert detect_language(text) == lang


@pytest.mark.parametrize("text, sentences", [
    ("Uno. Dos! ¿Tres? Cuatro", ["Uno.", "Dos!", "¿Tres?", "Cuatro"]),
    ("产品支持 7 天退款。运费由买家承担；周末不发货！真的吗？", ["产品支持 7 天退款。", "运费由买家承担；",
                                                "周末不发货！", "真的吗？"]),
    ("It costs 1.5 euros. Or 3,5.", ["It costs 1.5 euros.", "Or 3,5."]),
    ("Line one\nLine two", ["Line one", "Line two"]),
    (" ... ", []),
])
def test_split_sentences_on_latin_and_cjk_punctuation(text, sentences):
    assert split_sentences(text) == sentences


@pytest.mark.parametrize("text, expected", [
    ("30 días", [30]),
    ("７天", [7]),  # full-width digit
    ("七天", [7]), ("三十天", [30]), ("两个月", [2]), ("十五天", [15]), ("一百零五元", [105]),
    ("两千零五年", [2005]), ("二零二四年", [2024]), ("1.5万元", [15000]), ("三万五千人", [35000]),
    ("treinta días", [30]), ("sesenta días", [60]), ("treinta y cinco días", [35]),
    ("veintiún días", [21]), ("dos mil quinientos euros", [2500]), ("ciento veinte", [120]),
    ("thirty days", [30]), ("sixty days", [60]), ("seven days", [7]), ("thirty-five days", [35]),
    ("two hundred and five", [205]), ("a hundred items", [100]),
    ("1.000 euros", [1000]), ("1,000 dollars", [1000]), ("2,5 kg", [2.5]), ("50%", [50]),
    ("entre dos y tres semanas", [2, 3]), ("treinta o sesenta días", [30, 60]),
])
def test_numbers_are_normalised_across_scripts_and_words(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize("text", [
    "一样的政策", "十分重要", "一般来说", "统一退款", "un reembolso completo", "una semana",
    "a month", "one of them", "Once you return it", "Ten en cuenta el plazo",
])
def test_words_that_only_look_like_numbers_are_not_numbers(text):
    assert values(text) == []


def test_numbers_carry_the_word_they_count():
    assert [n.unit for n in extract_numbers("30 días, 60 days, 7 天, 50%, 30 o 60 días")] == [
        "dia", "day", "天", "%", "dia", "dia"]


@pytest.mark.parametrize("text, negated", [
    ("No se aceptan devoluciones", True), ("Nunca reembolsamos", True), ("sin recibo", True),
    ("You cannot return it", True), ("Returns are not accepted", True), ("We don't refund", True),
    ("产品不支持退款", True), ("没有退款", True), ("无退款", True), ("尚未发货", True),
    ("产品支持 30 天无理由退款", False), ("无论如何", False), ("非常好", False),
    ("sin embargo, se acepta", False), ("not only returns", False), ("未来会退款", False),
    ("La política permite devoluciones", False), ("The refund is free", False),
])
def test_negation(text, negated):
    assert has_negation(text) is negated


@pytest.mark.parametrize("text, dodges", [
    ("No lo sé.", True), ("Depende de la tienda.", True), ("No estoy seguro.", True),
    ("I don't know.", True), ("It depends on the store.", True), ("I'm not sure.", True),
    ("不知道。", True), ("无法确定。", True), ("视情况而定", True),
    ("No se puede devolver.", False), ("Tiene 30 días.", False), ("产品支持 7 天退款", False),
    ("You can return it within 30 days.", False),
])
def test_noncommittal_phrases(text, dodges):
    assert is_noncommittal(text) is dodges


def test_key_terms_leave_out_stopwords_numbers_and_negation():
    assert key_terms("You can not return the items within thirty days") == ["return", "item", "day"]
    assert key_terms("产品支持七天内退款") == ["产品", "品支", "支持", "天内", "内退", "退款"]
    assert key_terms("是什么？") == []


def test_coverage_matches_word_stems_and_character_pairs():
    spanish = coverage("Puede devolver artículos dentro de los 30 días",
                       "La política permite devoluciones en 30 días")
    assert spanish.found == ("devolver", "días") and spanish.missing == ("artículos",)
    chinese = coverage("该产品支持七天内退款。", "产品支持 7 天退款")
    assert chinese.found == ("产品", "品支", "支持", "退款") and chinese.missing == ("天内", "内退")
    assert coverage("是什么？", "anything").ratio == 1.0  # nothing to miss
