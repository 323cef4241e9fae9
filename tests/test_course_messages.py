"""The course's message catalog: complete in es, zh and en, consistent fields, clear errors, standard terms."""

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ragmetrics_course import messages
from ragmetrics_course.messages import LANGUAGES, check_catalog, fields_of, get_language, set_language, t
from ragmetrics_course.state import MEASURE_KEYS

COURSE = Path(messages.__file__).parent


@pytest.fixture
def restore_language():
    before = get_language()
    yield
    set_language(before)


def test_catalog_has_every_key_in_every_language_with_the_same_fields():
    assert check_catalog() == []


def test_languages_are_es_zh_en():
    assert LANGUAGES == ("es", "zh", "en")


@pytest.mark.parametrize(
    "entry, problem",
    [
        ({"en": "Rank {k}", "es": "Posición {k}"}, "missing 'zh' text"),
        ({"en": "Rank {k}", "es": "Posición {k}", "zh": ""}, "missing 'zh' text"),
        ({"en": "Rank {k}", "es": "Posición {rank}", "zh": "排名 {k}"}, "format fields differ"),
        ({"en": "Rank", "es": "Posición", "zh": "排名", "fr": "Rang"}, "unknown language 'fr'"),
        ({"en": "Rank {k", "es": "Posición", "zh": "排名"}, "not a valid format string"),
        ("Rank", "expected {language: text}"),
    ],
)
def test_check_catalog_reports_each_kind_of_problem(entry, problem):
    problems = check_catalog({"demo.key": entry})
    assert any(problem in line and line.startswith("demo.key") for line in problems), problems


def test_t_fills_fields_in_each_language():
    assert t("playground.outside_k", "en", k=3) == "outside the top 3"
    assert t("playground.outside_k", "es", k=3) == "fuera del top 3"
    assert t("playground.outside_k", "zh", k=3) == "不在前 3 名内"


def test_t_uses_the_course_wide_language(restore_language):
    set_language("zh")
    assert get_language() == "zh"
    assert t("control.reset") == t("control.reset", "zh") == "恢复示例"
    set_language("es")
    assert t("control.reset") == "Volver al ejemplo"


def test_unknown_key_names_the_key_and_suggests_close_ones():
    with pytest.raises(KeyError, match=r"unknown message key 'control.resett'.*'control.reset'"):
        t("control.resett", "en")


@pytest.mark.parametrize("lang", ["fr", "EN", None, 1])
def test_unknown_language_is_a_value_error_listing_the_choices(lang, restore_language):
    with pytest.raises(ValueError, match=r"'lang' must be one of 'es', 'zh', 'en'"):
        set_language(lang)
    if lang is not None:
        with pytest.raises(ValueError, match="'lang' must be one of"):
            t("control.reset", lang)


def test_missing_field_names_the_field():
    with pytest.raises(KeyError, match=r"needs the field 'k'"):
        t("playground.outside_k", "en")


def test_fields_of_reads_format_specs():
    assert fields_of("{value:.3f} at {k} and {{literal}}") == {"value", "k"}


def _literal_keys_used_in_course_code():
    keys = set()
    for path in COURSE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "t" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    keys.add(first.value)
    return keys


def test_every_literal_key_in_the_course_code_is_in_the_catalog():
    used = _literal_keys_used_in_course_code()
    assert len(used) > 40  # the scan found the calls
    assert sorted(used - set(messages.catalog())) == []


@pytest.mark.parametrize("pattern", ["metric.{}.symbol", "metric.{}.name", "metric.{}.words"])
def test_every_measure_has_its_texts(pattern):
    missing = [pattern.format(key) for key in MEASURE_KEYS if pattern.format(key) not in messages.catalog()]
    assert missing == []


def test_every_key_built_from_parts_exists():
    catalog = messages.catalog()
    built = [f"gain.{g}" for g in ("linear", "exponential")] + [f"gain.{g}_formula" for g in ("linear", "exponential")]
    built += [f"language.name.{lang}" for lang in LANGUAGES]
    built += [f"control.{name}" for name in ("ideal", "shuffle", "reset")]
    built += [f"control.{name}_tip" for name in ("ideal", "shuffle", "reset")]
    assert [key for key in built if key not in catalog] == []


STANDARD_TERMS = {
    "es": {
        "metric.recall.name": "recall",
        "metric.precision.name": "precisión",
        "control.position": "posición",
        "plot.gain": "ganancia",
        "plot.discount": "descuento",
        "control.ideal": "ranking ideal",
    },
    "zh": {
        "metric.recall.name": "召回率",
        "metric.precision.name": "精确率",
        "metric.hit_rate.name": "命中率",
        "playground.ranking": "排序",
        "plot.gain": "增益",
        "plot.discount": "折损",
        "control.ideal": "理想排序",
        "plot.grade": "相关性等级",
    },
}


@pytest.mark.parametrize("lang, key, term", [(lang, key, term) for lang, terms in STANDARD_TERMS.items() for key, term in terms.items()])
def test_spanish_and_chinese_use_the_standard_terms(lang, key, term):
    assert term in t(key, lang).lower()


# Texts meant to read the same in every language (notation), and Spanish words spelled as in English.
NOTATION_KEYS = re.compile(r"^(guide\.misconception\.choice|metric\.\w+\.symbol|language\.name\.\w+|control\.k|compare\.difference|lab\.mrr|lab\.retriever\.bm25|plot\.relevance\.subtitle|kit\.measure\.Rprec\.name|kit\.measure\.Bpref\.name|sigtable\.p|sigtable\.p_adjusted|sigtable\.test\.bootstrap)$")
# Number formats: a catalog text that only lays out numbers (so that t() writes them the language's way) has the
# same symbols in every language.
NUMBER_FORMATS = {"ch05.number2", "ch05.cosine_line", "ch05.pair2", "ch07.summary.q3_line", "ch07.summary.q4_line",
                  "ch07.summary.part2_line1", "ch10.labelled_value", "ch10.bpref_rm", "ch11.summary.line",
                  "ch09.ci_value", "ch09.summary_means", "ch04.summary.a_b"}
MEASURE_NOTATION = re.compile(r"^(Precision|Recall|F1|HitRate|MRR|RR|nDCG|AP|MAP)(@(\d+|k|\{k\}))?$")  # an option that is a measure's name
SAME_IN_SPANISH = {"ch08.summary", "ch10.plot.judged_title", "ch12.answer_line", "ch04.rr_mrr", "ch10.bpref_label", "ch10.item_separator", "ch13.col.p_holm",  # "{language}, {chunking}, k = {k}:": only fields and notation
                   "table.no", "formula.note", "formula.aside", "plot.name_symbol", "playground.rank", "list.separator",
                   # punctuation (zh has its full-width forms), and words the glossary keeps in Spanish
                   "ch05.colon", "ch06.colon", "ch06.semicolon", "ch04.no", "ch05.useful.no", "ch10.no", "ch07.col.ranking", "drill.topic.recall",
                   # the glossary keeps «recall» and «ranking» in Spanish; label formats and pure notation
                   "metric.recall.name", "playground.status", "compare.ranking", "ch00.labelled", "ch03.heading",
                   "ex.01.k_grows.option.b", "ex.01.when_recall.option.c", "ex.02.when_mrr.option.b",
                   "ex.01.context_window.option.a", "label.colon", "kit.measure.Rprec.name",
                   "capstone.check.line"}
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


def test_chinese_texts_have_chinese_characters():
    """Catches an English text pasted as Chinese (notation keys excepted)."""
    catalog = messages.catalog()
    untranslated = [key for key, entry in catalog.items()
                    if not NOTATION_KEYS.match(key) and key not in NUMBER_FORMATS and not CJK.search(entry["zh"])]
    assert untranslated == []


def test_spanish_texts_differ_from_english():
    """Catches an English text pasted as Spanish (notation and words spelled alike excepted)."""
    catalog = messages.catalog()
    same = [key for key, entry in catalog.items()
            if entry["es"] == entry["en"] and not NOTATION_KEYS.match(key) and key not in SAME_IN_SPANISH
            and not MEASURE_NOTATION.match(entry["en"]) and key not in NUMBER_FORMATS]
    assert same == []


def test_import_ragmetrics_does_not_import_the_course_matplotlib_or_ipywidgets():
    code = ("import sys, ragmetrics; bad = [m for m in ('ragmetrics_course', 'matplotlib', 'ipywidgets') if m in sys.modules];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_catalog_alone_does_not_import_ipywidgets_or_matplotlib():
    code = ("import sys; from ragmetrics_course import t; t('control.reset', 'zh');"
            "bad = [m for m in ('matplotlib', 'ipywidgets') if m in sys.modules]; print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_spanish_sentences_write_numbers_the_spanish_way():
    """A real number a Spanish catalog text formats gets a decimal comma (readers saw «94,3 % ... 0.247» in one
    line); integers, and values passed as text (ids, code), are left as they are; other languages keep the point."""
    line = t("ch10.length", "es", judge="LLM", n=2, raised=50, lowered=0, change=0.5)
    assert "cambio medio +0,50" in line and "2 pares" in line
    assert "+0.50" in t("ch10.length", "en", judge="LLM", n=2, raised=50, lowered=0, change=0.5)
    assert t("ch10.length", "es", judge="0.5", n=2, raised=50.0, lowered=0, change=-0.25).startswith("Sonda de longitud (0.5)")
    assert "subida 50 %" in t("ch10.length", "es", judge="LLM", n=2, raised=50.0, lowered=0, change=-0.25)
    assert "cambio medio \u22120,25" in t("ch10.length", "es", judge="LLM", n=2, raised=50.0, lowered=0, change=-0.25)


# One formatter writes every number a catalog text formats (values below written by hand, as a native reader writes them).
@pytest.mark.parametrize("lang, expected", [
    ("en", "1, 3 and 4 | 2 and 4 | 7 | 0.500, 0.700 and 0.200 | 10,000, 20,000 and 5"),
    ("es", "1, 3 y 4 | 2 y 4 | 7 | 0,500; 0,700 y 0,200 | 10\u202f000, 20\u202f000 y 5"),
    ("zh", "1、3 和 4 | 2 和 4 | 7 | 0.500、0.700 和 0.200 | 10\u202f000、20\u202f000 和 5"),
])
def test_a_listed_value_is_written_as_each_language_writes_a_list(lang, expected):
    from ragmetrics_course.messages import Listed, _WRITERS

    text = _WRITERS[lang].format("{a} | {b} | {c} | {d:.3f} | {e:,}", a=Listed([1, 3, 4]), b=Listed((2, 4)), c=Listed([7]),
                                 d=Listed([0.5, 0.7, 0.2]), e=Listed([10000, 20000, 5]))
    assert text == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "[\u22120.0252, +0.0450] [0.12, 0.40] [\u22121, +2]"),
    ("es", "[\u22120,0252; +0,0450] [0,12; 0,40] [\u22121; +2]"),
    ("zh", "[\u22120.0252, +0.0450] [0.12, 0.40] [\u22121, +2]"),
])
def test_an_interval_is_written_with_the_languages_separator(lang, expected):
    from ragmetrics_course.messages import Interval, _WRITERS

    text = _WRITERS[lang].format("{a:+.4f} {b:.2f} {c:+d}", a=Interval(-0.0252, 0.045), b=Interval(0.12, 0.4), c=Interval(-1, 2))
    assert text == expected


def test_a_negative_number_gets_a_true_minus_in_every_language():
    for lang in ("en", "zh"):
        assert t("ch09.means", lang, n=3, measure="R@5", a=0.5, b=0.25, diff=-0.25).endswith("B \u2212 A = \u22120.2500")
        assert t("ch10.labelled_value", lang, label="x", value=-0.25).endswith("\u22120.250")  # no sign asked for either
    assert t("ch09.means", "es", n=3, measure="R@5", a=0.5, b=0.25, diff=-0.25).endswith("B \u2212 A = \u22120,2500")
    assert t("ch10.labelled_value", "es", label="x", value=-0.25) == "x: \u22120,250"


def test_plain_lists_stay_code_and_bad_values_are_refused_clearly():
    from ragmetrics_course.messages import Interval, Listed

    assert t("ch01.missing", "es", k=3, docs=[3, 7]).endswith("[3, 7]")  # a list of ids is code, as Python writes it
    assert t("ch01.missing", "en", k=3, docs=[]).endswith("[]")
    with pytest.raises(ValueError, match="at least one item"):
        Listed([])
    with pytest.raises(TypeError, match="real numbers, got '0.1'"):
        Interval("0.1", 0.2)
    assert Interval(0.1, 0.2).low == 0.1 and Interval(0.1, 0.2).high == 0.2


def test_an_integer_formatted_as_a_decimal_or_a_percentage_is_written_the_spanish_way():
    from ragmetrics_course.messages import write_number

    assert [write_number(1, spec, "es") for spec in ("", "d", ".2f", ".0%", ",")] == ["1", "1", "1,00", "100\u00a0%", "1"]
    assert write_number(12345, ",", "es") == "12\u202f345" and write_number(2024, "", "es") == "2024"
    assert write_number(1, ".0%", "en") == "100%"


def test_a_power_of_ten_is_written_as_a_sentence_writes_it_not_as_python_does():
    from ragmetrics_course.messages import write_number

    assert write_number(1.1e-5, ".1e", "es") == "1,1 · 10⁻⁵"
    assert write_number(1.1e-5, ".2g", "en") == "1.1 × 10⁻⁵"
    assert write_number(1.1e-5, ".2g", "zh") == "1.1 × 10⁻⁵"
    assert write_number(2.5e12, ".2e", "en") == "2.50 × 10¹²"
    assert write_number(-3e-7, "+.1e", "en") == "−3.0 × 10⁻⁷"
    assert write_number(0.05, ".2g", "es") == "0,05"  # no exponent: unchanged


def test_a_chinese_list_sets_a_space_beside_和_only_where_it_meets_latin_letters_or_digits():
    from ragmetrics_course.messages import Listed, write_number

    assert write_number(Listed([1, 3, 4]), "", "zh") == "1、3 和 4"
    assert write_number(Listed(["过时政策 11", "抽取式 4"]), "", "zh") == "过时政策 11 和抽取式 4"
    assert write_number(Listed(["稠密", "BM25"]), "", "zh") == "稠密和 BM25"
    assert write_number(Listed(["稠密", "混合"]), "", "zh") == "稠密和混合"


def test_chinese_groups_thousands_with_a_thin_space_not_a_comma():
    from ragmetrics_course.messages import write_number

    assert write_number(10000, ",", "zh") == "10\u202f000"  # GB/T 15835-2011, as the Spanish text does
    assert write_number(10000, ",", "en") == "10,000"
