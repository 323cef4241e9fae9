"""The course's one message catalog: every label, title, legend and message in es, zh and en.

The texts live in ``messages.json`` beside this file (the widgets' and plots' texts) and in one
``messages_<part>.json`` per other part of the course, one entry per key with all three languages::

    "control.reset": {"en": "Reset to the example", "es": "Volver al ejemplo", "zh": "恢复示例"}

``t(key)`` returns the text in the course-wide language (``set_language``), ``t(key, "zh")`` in
another, and fills ``{fields}`` from keyword arguments:

>>> t("playground.outside_k", "es", k=5)
'fuera del top 5'
>>> t("playground.outside_k", "zh", k=5)
'不在前 5 名内'

To add texts, add keys with all three languages to your part's file (a new ``messages_<part>.json``
is picked up by itself; a key defined twice is an error); ``check_catalog()`` (run by the tests) lists
every key missing a language and every format field not shared by all languages. A hand-written file's
entries also hold ``"translates"``, the stamps of the English text their translations were made from
(``tools/build_course.py --check`` reports a stale one; ``--stamp FILE KEY es zh`` records a new one).
Some files are generated from texts written elsewhere (their ``_about`` says from where): the chapters'
(``messages_chapter_NN.json``, from ``sources/``) and the exercises' (``messages_exercises.json``, from
``exercises/bank/``); edit those sources, never the generated file.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import string
from functools import lru_cache
from numbers import Integral, Real
from importlib import resources

from .values import Interval, Listed  # the values a text lists or bounds (re-exported here)

__all__ = [
    "LANGUAGES",
    "DEFAULT_LANGUAGE",
    "t",
    "set_language",
    "get_language",
    "check_language",
    "course_error",
    "check_parameters",
    "catalog",
    "keys",
    "fields_of",
    "check_catalog",
    "Interval",
    "Listed",
    "write_number",
]

LANGUAGES = ("es", "zh", "en")
DEFAULT_LANGUAGE = "en"
_CATALOG_FILE = "messages.json"
_ENV_LANGUAGE = "RAGMETRICS_LANG"


def check_language(lang) -> str:
    """Return ``lang`` if it is one of LANGUAGES, else raise ValueError naming the choices (in the course language)."""
    if lang not in LANGUAGES:
        raise course_error(ValueError, "error.lang", _current, choices=", ".join(map(repr, LANGUAGES)), got=repr(lang))
    return lang


def course_error(kind: type, key: str, lang: str | None = None, **fields) -> Exception:
    """Return the exception ``kind`` for a mistake a learner can make through the course, worded by the catalog.

    The course's entry points (a widget's arguments, an exercise's id or inputs, the drill's settings) refuse
    bad values in the learner's language: ``key`` is an ``error.*`` text of ``messages_errors.json`` in
    ``lang`` (default: the course language), ``fields`` fill it in (give values as they should read, e.g.
    ``got=repr(value)``). The package's own errors (``ragmetrics.*``) stay in English: docs/course.md says why.

    >>> str(course_error(ValueError, "error.positive_int", "es", name="n", got="0"))
    "'n' debe ser un entero positivo (se recibió 0)"
    """
    return kind(t(key, lang, **fields))


MAX_NOTEBOOK_K = 10  # a chapter's k: its widgets show rankings of 5 to 10 docs (they clamp k to a shorter one)


def check_parameters(lang, k, seed) -> None:
    """Check a chapter's parameters cell, which papermill may have set (``-p k five``), in the chapter's language.

    ``lang`` one of LANGUAGES, ``k`` an int from 1 to MAX_NOTEBOOK_K, ``seed`` an int >= 0; else a ValueError or
    TypeError worded in ``lang``, or in all three languages when ``lang`` itself is not one of them (the
    notebook's own language is then unknown: papermill replaced it).
    """
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ValueError("\n".join(t("error.notebook_lang", each, got=repr(lang)) for each in LANGUAGES))
    if isinstance(k, bool) or not isinstance(k, Integral):
        raise course_error(TypeError, "error.int_type", lang, name="k", low=1, high=MAX_NOTEBOOK_K, got=repr(k))
    if not 1 <= k <= MAX_NOTEBOOK_K:
        raise course_error(ValueError, "error.int_range", lang, name="k", low=1, high=MAX_NOTEBOOK_K, got=repr(k))
    if isinstance(seed, bool) or not isinstance(seed, Integral):
        raise course_error(TypeError, "error.notebook_seed", lang, got=repr(seed))
    if seed < 0:
        raise course_error(ValueError, "error.notebook_seed", lang, got=repr(seed))


def _initial_language() -> str:
    lang = os.environ.get(_ENV_LANGUAGE, "").strip().lower()
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


_current = _initial_language()


def set_language(lang) -> None:
    """Set the course-wide language used when a widget or ``t`` gets ``lang=None``.

    The starting language is ``$RAGMETRICS_LANG`` when it is one of LANGUAGES, else English.
    """
    global _current
    _current = check_language(lang)


def get_language() -> str:
    """Return the course-wide language."""
    return _current


def _resolve(lang) -> str:
    return _current if lang is None else check_language(lang)


def resolve_language(lang: str | None) -> str:
    """``lang`` checked, or the course language when it is None."""
    return _resolve(lang)


def interval_template(lang: str) -> str:
    """How ``lang`` writes an interval, with ``{low}`` and ``{high}`` left in: [{low}, {high}], in Spanish [{low}; {high}]."""
    return _INTERVAL[check_language(lang)].format("{low}", "{high}")


@lru_cache(maxsize=1)
def catalog() -> dict:
    """Return the catalog ``{key: {lang: text}}`` (keys starting "_" are notes).

    It is read from messages.json and from any ``messages_<part>.json`` beside it (one file per part
    of the course, e.g. messages_exercises.json), so that parts can grow their texts independently;
    a key defined in two files is an error.
    """
    folder = resources.files(__package__)
    names = [_CATALOG_FILE] + sorted(
        entry.name for entry in folder.iterdir() if entry.name.startswith("messages_") and entry.name.endswith(".json")
    )
    entries: dict = {}
    for name in names:
        data = json.loads(folder.joinpath(name).read_text(encoding="utf-8"))
        for key, value in data.items():
            if key.startswith("_"):
                continue
            if key in entries:
                raise ValueError(f"message key {key!r} is defined twice in the course catalog (again in {name})")
            # "translates": the stamps of the English text each translation was made from (tools/build_course.py)
            entries[key] = {lang: text for lang, text in value.items() if lang != "translates"} if isinstance(value, dict) else value
    return entries


def keys(prefix: str = "") -> list[str]:
    """Return the catalog's keys that start with ``prefix``, sorted."""
    return sorted(key for key in catalog() if key.startswith(prefix))


def fields_of(text: str) -> set[str]:
    """Return the names of the format fields in ``text`` (``{k}`` and ``{value:.3f}`` give k, value)."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


# How each language writes numbers in a sentence (t() uses these; tables print what Python prints).
_DECIMAL_COMMA = {"es"}  # 0,25; 94,3 %; 114 796 (thousands grouped by a narrow space)
_INTERVAL = {"en": "[{0}, {1}]", "es": "[{0}; {1}]", "zh": "[{0}, {1}]"}
_LIST_AND = {"en": " and ", "es": " y ", "zh": " 和 "}  # before the last item: "1, 3 and 4", «1, 3 y 4», 1、3 和 4
_LIST_SEPARATOR = {"en": ", ", "es": ", ", "zh": "、"}


def _is_number(value) -> bool:
    return isinstance(value, Real) and not isinstance(value, bool)


class _Numbers(string.Formatter):
    """Writes the numbers a catalog text formats the way ``lang`` writes them in a sentence.

    - Spanish: a decimal comma, a percent after a no-break space, thousands grouped by a narrow space (``{n:,}``),
      a true minus sign: 0,25, 94,3 %, 114 796, −0,5. An integer is left as it is unless its spec makes it a
      decimal, a percentage or a grouped number ({n:.1f}, {n:.0%}, {n:,}).
    - Every language: a negative number takes a true minus, −0.0140 (beside +0.0099 when the spec shows the sign),
      as the course's prose writes it; powers of ten as a sentence writes them, 1.1 × 10⁻⁵ (es 1,1 · 10⁻⁵).
    - ``Interval(low, high)``: [a, b], in Spanish [a; b], each bound formatted with the spec.
    - ``Listed(items)``: as the language writes a list, "1, 3 and 4", «1, 3 y 4», 1、3 和 4 (in Spanish
      «0,5; 0,7 y 0,2» once the items hold a decimal comma); each item formatted with the spec.
    Values passed as text (ids, code) and plain lists (a ranking is code: [3, 1, 2]) are left as Python writes them.
    """

    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value, format_spec: str) -> str:
        if isinstance(value, Interval):
            return _INTERVAL[self.lang].format(*(self._number(bound, format_spec) for bound in value))
        if isinstance(value, Listed):
            return self._listed([self.format_field(item, format_spec) for item in value])
        if _is_number(value):
            return self._number(value, format_spec)
        return super().format_field(value, format_spec)

    def _number(self, value, format_spec: str) -> str:
        text = format(value, format_spec)
        as_written = isinstance(value, Integral) and not any(mark in format_spec for mark in ",%eEfFgGn")  # 3, 2024
        if self.lang in _DECIMAL_COMMA and not as_written:
            text = text.translate(_SPANISH_SWAP).replace("-", "\u2212")  # and a true minus sign: −0,25
            text = text[:-1] + "\u00a0%" if format_spec.endswith("%") and text.endswith("%") else text
            return _powers_of_ten(text, self.lang)
        if self.lang == "zh" and "," in format_spec:  # GB/T 15835: thousands apart by a thin space, 10 000, not 10,000
            text = text.replace(",", "\u202f")
        if text.startswith("-"):  # a negative number in a sentence takes a true minus: −0.238, not -0.238
            text = "\u2212" + text[1:]
        return _powers_of_ten(text, self.lang)

    def _listed(self, items: list[str]) -> str:
        if len(items) == 1:
            return items[0]
        separator = _LIST_SEPARATOR[self.lang]
        if self.lang in _DECIMAL_COMMA and any("," in item for item in items):
            separator = "; "  # 0,5; 0,7: a comma between numbers written with a decimal comma would be ambiguous
        head, last = separator.join(items[:-1]), items[-1]
        if self.lang == "zh":  # a space beside 和 only where it meets a Latin letter or a digit: 1、3 和 4; 政策和抽取式
            return head + (" " if _LATIN.match(head[-1]) else "") + "和" + (" " if _LATIN.match(last[0]) else "") + last
        return head + _LIST_AND[self.lang] + last


_EXPONENT = re.compile(r"[eE]([+\u2212-])0*(\d+)$")
_SUPERSCRIPT = str.maketrans("0123456789\u2212", "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207b")
_TIMES = {"en": " \u00d7 ", "es": " \u00b7 ", "zh": " \u00d7 "}  # 1.1 × 10⁻⁵; 1,1 · 10⁻⁵


def _powers_of_ten(text: str, lang: str) -> str:
    """1.1e-05 as a sentence writes it: 1.1 × 10⁻⁵ (in Spanish 1,1 · 10⁻⁵); text without an exponent is unchanged."""
    found = _EXPONENT.search(text)
    if not found:
        return text
    sign = "\u2212" if found.group(1) in "-\u2212" else ""
    power = ("10" + (sign + found.group(2)).translate(_SUPERSCRIPT))
    return text[:found.start()] + _TIMES[lang] + power


_LATIN = re.compile(r"[0-9A-Za-z%\u2212+\-.,)\]]")  # what the course sets apart from Chinese by a space

_SPANISH_SWAP = str.maketrans({".": ",", ",": "\u202f"})
_WRITERS = {lang: _Numbers(lang) for lang in LANGUAGES}


def write_number(value, format_spec: str = "", lang: str | None = None) -> str:
    """``value`` written as a catalog text writes it in ``lang`` (default: the course language): for a number drawn
    in a figure or set in a text the course builds itself.

    >>> write_number(-0.25, ".3f", "es"), write_number(-0.25, "+.3f", "en"), write_number(Interval(0.1, 0.4), ".2f", "es")
    ('−0,250', '−0.250', '[0,10; 0,40]')
    """
    return _WRITERS[_resolve(lang)].format_field(value, format_spec)


def t(key: str, lang: str | None = None, **fields) -> str:
    """Return the text of ``key`` in ``lang`` (default: the course-wide language), with ``fields`` filled in.

    Numbers are written as the language writes them in a sentence (``_Numbers``: 0,25 and [a; b] in Spanish, a true
    minus where the spec shows the sign, ``Listed`` values as a list), so a text just says ``{ci:+.4f}``.

    Raises KeyError for an unknown key (with the closest keys), ValueError for an unknown
    language, and KeyError naming the field when a ``{field}`` of the text was not given.
    """
    lang = _resolve(lang)
    entries = catalog()
    try:
        entry = entries[key]
    except KeyError:
        close = difflib.get_close_matches(str(key), entries, n=3)
        hint = f"; did you mean {', '.join(map(repr, close))}?" if close else ""
        raise KeyError(f"unknown message key {key!r} in the course catalog{hint}") from None
    try:
        text = entry[lang]
    except KeyError:
        raise KeyError(f"message {key!r} has no {lang!r} text in the course catalog") from None
    try:
        return _WRITERS[lang].vformat(text, (), fields)
    except KeyError as missing:
        raise KeyError(
            f"message {key!r} needs the field {missing.args[0]!r} "
            f"(needs {sorted(fields_of(text))}, got {sorted(fields)})"
        ) from None


def check_catalog(entries: dict | None = None) -> list[str]:
    """Return one line per problem in the catalog (empty when it is complete and consistent).

    A problem is a key missing a language (or with an empty text), a language not in LANGUAGES,
    a text that is not a valid format string, or a format field present in one language and not
    in another.
    """
    entries = catalog() if entries is None else entries
    problems = []
    for key, entry in sorted(entries.items()):
        if not isinstance(entry, dict):
            problems.append(f"{key}: expected {{language: text}}, got {type(entry).__name__}")
            continue
        for lang in LANGUAGES:
            if not isinstance(entry.get(lang), str) or not entry[lang].strip():
                problems.append(f"{key}: missing {lang!r} text")
        problems.extend(f"{key}: unknown language {lang!r}" for lang in entry if lang not in LANGUAGES)
        fields = {}
        for lang in LANGUAGES:
            if isinstance(entry.get(lang), str):
                try:
                    fields[lang] = fields_of(entry[lang])
                except ValueError as error:
                    problems.append(f"{key}: {lang!r} text is not a valid format string ({error})")
        if len({frozenset(names) for names in fields.values()}) > 1:
            listed = ", ".join(f"{lang}={sorted(names)}" for lang, names in fields.items())
            problems.append(f"{key}: format fields differ between languages ({listed})")
    return problems
