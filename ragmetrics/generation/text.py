"""Text rules shared by the offline judge: language, sentences, numbers, negation, key terms.

Everything here is plain rules for Spanish, Simplified Chinese and English, with no model and no
download. The rules are deliberately small and listed in full so a learner can read them (and see
where they fail).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

_TEXT_CACHE = 4096  # texts whose numbers and key terms are kept: a batch rereads each record's contexts

__all__ = [
    "HAN_CHARS",
    "Coverage",
    "LazyRegex",
    "Number",
    "coverage",
    "detect_language",
    "extract_numbers",
    "fold",
    "format_number",
    "has_negation",
    "is_noncommittal",
    "key_terms",
    "normalize",
    "split_sentences",
    "stem",
]

# Han (Chinese) character ranges, for use inside a regex character class.
HAN_CHARS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"


class LazyRegex:
    """A regex compiled on first use: Unicode classes such as the Han ranges take ~10 ms each to
    compile, which would slow down ``import ragmetrics`` for every user."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags
        self._compiled: re.Pattern | None = None

    def __getattr__(self, name: str):
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self._flags)
        return getattr(self._compiled, name)


_HAN_RE = LazyRegex(f"[{HAN_CHARS}]")
# A Latin (or any non-Han) word: word characters that are neither digits, "_" nor Han.
_WORD_RE = LazyRegex(rf"[^\W\d_{HAN_CHARS}]+")
_DIGITS_RE = LazyRegex(r"[0-9]+(?:[.,][0-9]+)*")


def normalize(text: str) -> str:
    """Return ``text`` in NFKC form (full-width digits and punctuation become ASCII) with straight quotes.

    >>> normalize("产品支持７天退款，Don’t")
    "产品支持7天退款,Don't"
    """
    return unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("\u2018", "'")


def fold(word: str) -> str:
    """Lower-case and strip accents (días -> dias) so Spanish spelling variants compare equal."""
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


# ---------------------------------------------------------------- language

_ES_CHARS = set("ñáéíóúü¿¡")
_ES_WORDS = frozenset(
    "el la los las de del que y en un una por para con es son se no al lo su sus como pero "
    "puede tiene están está esta este días".split()
)
_EN_WORDS = frozenset(
    "the of and to in is are a an for with you can it that this not be on within have do does "
    "what how days".split()
)


def detect_language(text: str) -> str:
    """Guess ``"zh"``, ``"es"`` or ``"en"`` from the script and a few marker words.

    Han characters at least as many as Latin words -> Chinese; any of ñ á é í ó ú ü ¿ ¡ or more
    Spanish than English function words -> Spanish; otherwise English.

    >>> detect_language("产品支持 7 天退款"), detect_language("Tiene 30 dias"), detect_language("30 days")
    ('zh', 'es', 'en')
    """
    text = normalize(text)
    han = len(_HAN_RE.findall(text))
    words = [w.lower() for w in _WORD_RE.findall(text)]
    if han and han >= len(words):
        return "zh"
    if _ES_CHARS & set(text.lower()):
        return "es"
    es = sum(w in _ES_WORDS for w in words)
    en = sum(w in _EN_WORDS for w in words)
    return "es" if es > en else "en"


# ---------------------------------------------------------------- sentences

# Latin . ! ? end a sentence only before whitespace or the end (so 1.5 and 3,5 survive);
# CJK 。！？； end one wherever they stand; a line break always does.
_SENTENCE_END_RE = LazyRegex(r"(?<=[.!?])\s+|(?<=[。！？；])|\n+")
_HAS_CONTENT_RE = LazyRegex(r"\w")


def split_sentences(text: str) -> list[str]:
    """Split ``text`` on . ! ? (before a space or the end), 。 ！ ？ ； and line breaks.

    Pieces without a letter or digit are dropped; the closing punctuation stays with its sentence.

    >>> split_sentences("Tiene 30 días. Gratis!  ¿Y el envío? 1.5 kg")
    ['Tiene 30 días.', 'Gratis!', '¿Y el envío?', '1.5 kg']
    >>> split_sentences("产品支持 7 天退款。运费由买家承担；周末不发货！")
    ['产品支持 7 天退款。', '运费由买家承担；', '周末不发货！']
    """
    pieces = (piece.strip() for piece in _SENTENCE_END_RE.split(text))
    return [piece for piece in pieces if piece and _HAS_CONTENT_RE.search(piece)]


# ---------------------------------------------------------------- numbers


class Number(NamedTuple):
    """A number found in a text: its value, the words that wrote it, and the word after it."""

    value: float
    text: str
    unit: str


def format_number(value: float) -> str:
    """Write ``value`` without a useless ``.0``.

    >>> format_number(30.0), format_number(1.5)
    ('30', '1.5')
    """
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _parse_digits(token: str) -> float:
    """1.000 and 1,000 are thousands (groups of three); 1.5 and 1,5 are decimals."""
    if re.fullmatch(r"[0-9]{1,3}(?:([.,])[0-9]{3})(?:\1[0-9]{3})*", token):
        return float(re.sub(r"[.,]", "", token))
    return float(token.replace(",", "."))


_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
              "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000}
_ZH_BIG = {"万": 10_000, "亿": 100_000_000}
_ZH_NUMERAL_RE = LazyRegex("[零〇一二两三四五六七八九十百千万亿]+")
# Common words that contain a numeral but are not numbers (一样 "the same", 十分 "very", 千万 "by all
# means"...). They are masked before numerals are read.
_ZH_NOT_NUMBERS_RE = LazyRegex(
    "一样|一般|一起|一些|一直|一定|一切|一致|一旦|一下|一点|一边|一方面|一律|一同|一再|一向|一共|"
    "统一|唯一|万一|千万|十分(?!钟)|百货|百姓|百分之|三明治|七嘴八舌|乱七八糟"
)
# A lone numeral character counts as a number only before one of these measure words (七天, 两个).
_ZH_MEASURES = set("天日月年周个次件元块岁倍号名人家种条项本张位分秒时小公米克斤层楼间台辆所折%")


def _parse_zh_numeral(run: str) -> float:
    """三十 -> 30, 十五 -> 15, 两千零五 -> 2005, 二零二四 -> 2024."""
    if len(run) > 1 and all(ch in _ZH_DIGITS for ch in run):
        return float("".join(str(_ZH_DIGITS[ch]) for ch in run))  # read digit by digit, like a year
    total = section = digit = 0
    for ch in run:
        if ch in _ZH_DIGITS:
            digit = _ZH_DIGITS[ch]
        elif ch in _ZH_UNITS:
            section += (digit or 1) * _ZH_UNITS[ch]  # 十五, 百元: a bare unit counts once
            digit = 0
        else:  # 万 or 亿 scales everything read so far in this group
            total += ((section + digit) or 1) * _ZH_BIG[ch]
            section = digit = 0
    return float(total + section + digit)


_ES_NUMBER_WORDS = {
    "cero": 0, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15,
    "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20,
    "veintiun": 21, "veintiuno": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24,
    "veinticinco": 25, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29,
    "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80,
    "noventa": 90, "cien": 100, "ciento": 100, "doscientos": 200, "doscientas": 200,
    "trescientos": 300, "cuatrocientos": 400, "quinientos": 500, "seiscientos": 600,
    "setecientos": 700, "ochocientos": 800, "novecientos": 900,
}
_EN_NUMBER_WORDS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}
_NUMBER_WORDS = {**_ES_NUMBER_WORDS, **_EN_NUMBER_WORDS}
# Multipliers: "two hundred", "dos mil", "tres millones".
_MULTIPLIERS = {"hundred": 100, "thousand": 1000, "mil": 1000, "million": 10**6,
                "millions": 10**6, "millon": 10**6, "millones": 10**6}
# "one", "a", "un", "una" are articles or pronouns far more often than numbers: they count only
# inside a number ("a hundred", "twenty-one", "treinta y uno").
_WEAK_ONES = {"one", "a", "an", "uno", "un", "una"}
_CONNECTORS = {"y", "and"}
# Words that are numbers in one language only: English "once" is not 11, Spanish "ten" ("ten
# cuidado") is not 10, Spanish "a" is a preposition.
_ONLY_IN = {"once": "es", "ten": "en", "a": "en", "an": "en"}


def _place(value: int) -> int:
    """The place a following word may fill: after 30 a unit (<10), after 100 anything below 100."""
    magnitude = 10 ** (len(str(value)) - 1)
    return magnitude if value % magnitude == 0 else 1


def _compose(values: list[tuple[str, int, int]]) -> list[tuple[float, int, int]]:
    """Add up (kind, value, word index) left to right; start a new number where words cannot combine.

    Returns (value, first word index, last word index) for each number.
    """
    numbers: list[tuple[float, int, int]] = []
    total = current = 0
    last = first = None
    previous = None
    for kind, value, index in values:
        if kind == "add" and last is not None and value >= _place(last):
            numbers.append((float(total + current), first, previous))  # "dos tres": two numbers
            total = current = 0
            first = None
        if first is None:
            first = index
        if kind == "mult" and value == 100:
            current = (current or 1) * 100
        elif kind == "mult":
            total += (current or 1) * value
            current = 0
        else:
            current += value
        last, previous = value, index
    numbers.append((float(total + current), first, previous))
    return numbers


def _word_numbers(text: str, lang: str) -> list[tuple[int, int, float, str]]:
    """Spanish and English number words -> (start, end, value, words)."""
    words = [(m.start(), m.end(), fold(m.group())) for m in _WORD_RE.finditer(text)]
    words = [w for w in words if _ONLY_IN.get(w[2], lang) == lang]  # a dropped word ends a run below
    found = []
    i = 0
    while i < len(words):
        run = []
        j = i
        while j < len(words) and (not run or words[j][0] <= words[run[-1]][1] + 2):
            word = words[j][2]
            if word in _NUMBER_WORDS or word in _MULTIPLIERS or word in _WEAK_ONES or (
                    word in _CONNECTORS and run):
                run.append(j)
                j += 1
            else:
                break
        values = []
        for position, k in enumerate(run):
            word = words[k][2]
            if word in _NUMBER_WORDS:
                values.append(("add", _NUMBER_WORDS[word], k))
            elif word in _MULTIPLIERS:
                values.append(("mult", _MULTIPLIERS[word], k))
            elif word in _WEAK_ONES and _weak_counts([words[r][2] for r in run], position):
                values.append(("add", 1, k))
        if any(words[k][2] in _NUMBER_WORDS or words[k][2] in _MULTIPLIERS for k in run):
            for value, first, last in _compose(values):
                start, end = words[first][0], words[last][1]
                found.append((start, end, value, text[start:end]))
        i = max(j, i + 1)
    return found


def _weak_counts(run: list[str], position: int) -> bool:
    """'a'/'one'/'un' is 1 before a multiplier (a hundred) or after a tens word (twenty-one)."""
    after = run[position + 1] if position + 1 < len(run) else None
    before = [word for word in run[:position] if word not in _CONNECTORS]
    if after in _MULTIPLIERS:
        return True
    return bool(before) and _NUMBER_WORDS.get(before[-1], 0) in range(20, 100, 10)


def _unit_after(text: str, end: int) -> str:
    """What a number counts: the next content word (folded stem, at most 5 letters) or Han character.

    Small words and other numbers are skipped, so in "30 o 60 días" both numbers count "dia".
    """
    rest = text[end:].lstrip()
    if rest[:1] == "%":
        return "%"
    for match in re.finditer(rf"[{HAN_CHARS}]|{_WORD_RE.pattern}|[0-9]+", rest[:60]):
        piece = match.group()
        if _HAN_RE.match(piece):
            return "" if piece in _ZH_DIGITS or piece in _ZH_UNITS else piece
        word = fold(piece)
        if piece.isdigit() or word in _STOPWORDS or word in _NUMBER_WORDS or word in _CONNECTORS:
            continue
        return stem(word)[:5]
    return ""


def _find_numbers(text: str) -> list[tuple[int, int, float, str]]:
    """(start, end, value, surface) of every number in a normalized text, in reading order."""
    return list(_find_numbers_cached(text))


@lru_cache(maxsize=_TEXT_CACHE)
def _find_numbers_cached(text: str) -> tuple:
    # A judge reads the same contexts once per claim and per metric: each text is parsed once (thread-safe cache).
    found: list[tuple[int, int, float, str]] = []
    for match in _DIGITS_RE.finditer(text):
        value = _parse_digits(match.group())
        end = match.end()
        scale = re.match(r"\s*([万亿])", text[end:])
        if scale:  # 3万 = 30000
            value *= _ZH_BIG[scale.group(1)]
            end += scale.end()
        found.append((match.start(), end, value, text[match.start():end]))
    masked = _ZH_NOT_NUMBERS_RE.sub(lambda m: "\0" * len(m.group()), text)
    for start, end, _, _ in found:  # the 万 of 1.5万 was read with its digits
        masked = masked[:start] + "\0" * (end - start) + masked[end:]
    for match in _ZH_NUMERAL_RE.finditer(masked):
        run, start, end = match.group(), match.start(), match.end()
        before = masked[start - 1] if start else ""
        after = masked[end] if end < len(masked) else ""
        if len(run) >= 2 or after in _ZH_MEASURES or before == "第":
            found.append((start, end, _parse_zh_numeral(run), run))
    found.extend(_word_numbers(text, detect_language(text)))
    found.sort(key=lambda item: item[0])
    return tuple(found)




def extract_numbers(text: str) -> list[Number]:
    """Find the numbers in ``text``: digits, Chinese numerals and Spanish/English number words.

    Each comes with the word or character after it (its "unit"), so 30 días and 60 días can be seen
    to talk about the same thing.

    >>> [(format_number(n.value), n.unit) for n in extract_numbers("Tiene treinta y cinco días, no 60 dias")]
    [('35', 'dia'), ('60', 'dia')]
    >>> [format_number(n.value) for n in extract_numbers("七天内退款，三十天，两个，十五天，一样")]
    ['7', '30', '2', '15']
    >>> [format_number(n.value) for n in extract_numbers("thirty-five days, a hundred items, one of them")]
    ['35', '100']
    """
    text = normalize(text)
    return [Number(value, surface, _unit_after(text, end))
            for _, end, value, surface in _find_numbers(text)]


# ---------------------------------------------------------------- negation

_NEGATION_WORDS = frozenset(
    "no not never none nobody nothing neither nor cannot without "
    "nunca jamas ningun ninguno ninguna nada nadie tampoco ni sin".split()
)
# Phrases that contain a negation word but do not negate the claim.
_NOT_NEGATIONS_RE = LazyRegex(
    r"\bsin embargo\b|\bno s[oó]lo\b|\bnot only\b|\bno matter\b|"
    "无理由|无条件|无论|不论|不管|不仅|不但|不过|不断|非常|不错|差不多|未来|除非|无限"
)
_ZH_NEGATIONS_RE = LazyRegex("[不没无未非勿]")


def has_negation(text: str) -> bool:
    """Whether ``text`` is negated: no, nunca, not, never, n't, 不, 没有, 无, 未...

    Phrases that only look negative are ignored: 无理由 ("no questions asked") in
    "30天无理由退款", "sin embargo", "not only", 非常...

    >>> has_negation("No se aceptan devoluciones"), has_negation("You can't return it")
    (True, True)
    >>> has_negation("产品支持 30 天无理由退款"), has_negation("产品不支持退款")
    (False, True)
    """
    text = _NOT_NEGATIONS_RE.sub(" ", normalize(text).lower())
    if _ZH_NEGATIONS_RE.search(text) or "n't" in text:
        return True
    return any(fold(word) in _NEGATION_WORDS for word in _WORD_RE.findall(text))


# ---------------------------------------------------------------- noncommittal answers

_NONCOMMITTAL_RE = LazyRegex(
    r"\bno lo s[ée]\b|\bno s[é]\b|\bno estoy segur[oa]\b|\bdepende\b|\bno puedo (?:saber|determinar"
    r"|responder|asegurar)\b|\bno (?:tengo|hay) (?:suficiente )?informaci[óo]n\b|\bno est[áa] claro\b|"
    r"\bi don't know\b|\bi do not know\b|\bnot sure\b|\bit depends\b|\bdepends on\b|"
    r"\bi (?:cannot|can't) (?:say|tell|determine|answer)\b|\bcannot be determined\b|"
    r"\bno information\b|\bi have no idea\b|"
    "不知道|不确定|无法确定|不清楚|说不准|不好说|视情况而定|看情况|无法回答|没有相关信息|无法判断|不一定"
)


def is_noncommittal(text: str) -> bool:
    """Whether ``text`` dodges the question ("I don't know", "no lo sé", "depende", "不知道", "无法确定"...).

    >>> is_noncommittal("No lo sé, depende de la tienda."), is_noncommittal("No se puede devolver.")
    (True, False)
    """
    return bool(_NONCOMMITTAL_RE.search(normalize(text).lower()))


# ---------------------------------------------------------------- key terms and coverage

_STOPWORDS = frozenset(
    # Spanish (accents stripped)
    "a al algo ante antes como con contra cual cuales cuando cuanto cuantos cuanta cuantas de del "
    "desde donde dentro durante e el ella ellas ellos en entre era es esa ese eso esta este esto "
    "estos estas estan fue ha han un una unos unas uno hasta hay la las le les lo los mas me mi mis muy nos o para pero "
    "por porque puede pueden puedo que quien se segun ser si sobre son su sus tambien te tengo "
    "tiene tienen tu tus usted y ya yo debe deben hace hacer cada otro otra otros otras "
    # English
    "about after all also an and any are as at be been before but by can could did do does for "
    "from get got had has have how i if in into is it its may me might more most my of on or our "
    "should so than that the their them then there these they this those to up us was we were "
    "what when where which who whom why will with within would you your much many"
    .split()
)
# Chinese function words: a run of characters is cut at each of them before pairs are taken.
_ZH_STOP_RE = LazyRegex("(?:什么|怎么|如何|多少|哪些|哪个|为什|是否|可以|能否|请问|"
                        "[的了吗呢吧啊呀是在和与及或也都就还很该这那之其被把将对于从向等么几哪谁我你您他她它们请])+")


def stem(word: str) -> str:
    """Drop a plural ending: devoluciones -> devolucion, días -> dia, returns -> return."""
    if len(word) > 4 and word.endswith("es") and word[-3] not in "aeiou":
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _terms(text: str) -> dict[str, str]:
    """Key term -> the words that wrote it first (for readable reasons)."""
    return dict(_terms_cached(text))


@lru_cache(maxsize=_TEXT_CACHE)
def _terms_cached(text: str) -> tuple:
    text = normalize(text)
    # Blank out numbers (digits, 七, treinta...) so they neither count as terms nor glue runs together.
    chars = list(text)
    for start, end, _, _ in _find_numbers(text):
        chars[start:end] = " " * (end - start)
    text = "".join(chars)

    terms: dict[str, str] = {}
    for match in re.finditer(rf"[{HAN_CHARS}]+|{_WORD_RE.pattern}", text):
        piece = match.group()
        if _HAN_RE.match(piece):
            for run in _ZH_STOP_RE.split(piece):
                pairs = [run] if len(run) == 1 else [run[i:i + 2] for i in range(len(run) - 1)]
                for pair in pairs:
                    terms.setdefault(pair, pair)
        else:
            word = fold(piece)
            if (len(word) >= 2 and word not in _STOPWORDS and word not in _NEGATION_WORDS
                    and word not in _NUMBER_WORDS and word not in _MULTIPLIERS):
                terms.setdefault(stem(word), piece.lower())
    return tuple(terms.items())


def key_terms(text: str) -> list[str]:
    """The content terms of ``text``: Latin word stems and Chinese character pairs (bigrams).

    Stopwords, numbers (checked separately), negation words and Chinese function characters are left
    out; a Chinese run of one character counts as that character. Terms are unique, in reading order.

    >>> key_terms("Puede devolver artículos dentro de los 30 días")
    ['devolver', 'articulo', 'dia']
    >>> key_terms("产品支持 30 天无理由退款")
    ['产品', '品支', '支持', '天无', '无理', '理由', '由退', '退款']
    """
    return list(_terms(text))


def _latin_match(word: str, others: set[str]) -> bool:
    """Same word, or the same first letters (up to 5): devolver ~ devolucion, return ~ returned."""
    if word in others:
        return True
    for other in others:
        k = min(5, len(word), len(other))
        if k >= 3 and word[:k] == other[:k]:
            return True
    return False


@dataclass(frozen=True)
class Coverage:
    """Which key terms of a text were found in another text, and which were not."""

    found: tuple[str, ...]
    missing: tuple[str, ...]

    @property
    def ratio(self) -> float:
        """Found / all key terms; 1.0 when the text has no key terms (nothing to miss)."""
        total = len(self.found) + len(self.missing)
        return len(self.found) / total if total else 1.0


def coverage(text: str, source: str) -> Coverage:
    """Which key terms of ``text`` appear in ``source``, as the words ``text`` wrote them.

    Latin words match on their first letters (up to 5: devolver ~ devoluciones); Chinese pairs match
    exactly, a lone character anywhere in the source's pairs. See :func:`key_terms`.

    >>> coverage("You can return items within 30 days", "The policy allows returns within 30 days")
    Coverage(found=('return', 'days'), missing=('items',))
    """
    source_terms = _terms(source)
    han = {t for t in source_terms if _HAN_RE.match(t)}
    han_chars = set("".join(han))
    latin = {t for t in source_terms if not _HAN_RE.match(t)}
    found, missing = [], []
    for term, surface in _terms(text).items():
        if _HAN_RE.match(term):
            hit = term in han or (len(term) == 1 and term in han_chars)
        else:
            hit = _latin_match(term, latin)
        (found if hit else missing).append(surface)
    return Coverage(tuple(found), tuple(missing))
