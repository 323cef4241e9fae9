"""Reading a learner's answer as the exercise's kind: a number, an option letter or a short text.

Each reader returns the answer in a comparable form or raises ``Unreadable`` whose argument is the
catalog key saying what was expected; ``ExerciseInstance.check`` turns that into feedback.
"""

from __future__ import annotations

import math
import numbers
import re
import unicodedata
from fractions import Fraction
from typing import Callable

__all__ = ["Unreadable", "read_number", "read_choice", "read_text", "normalize_text", "fold_name", "name_parts"]

class Unreadable(Exception):
    """The answer cannot be read as the exercise's kind; args[0] is the catalog key saying why."""


_NUMBER = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE](?P<exponent>[+-]?\d+))?$")
MAX_ANSWER_CHARS = 1000  # a longer answer (number, letter or name) is refused before any reading: a 10 MB paste
_MAX_EXPONENT = 400  # past 1e308 a float overflows, below 1e-324 it is 0; Fraction would build 10**exponent


class _TooLarge(Exception):
    """The answer is a number beyond a float's range (about 1.8e308)."""


def _is_vulgar_fraction(ch: str) -> bool:
    return unicodedata.decomposition(ch).startswith("<fraction>")  # ½ ⅓ ¾ ... (NFKC writes them "1⁄2")


def _part(text: str) -> Fraction:
    """One plain number, exactly; one with an exponent past 400 through float(), which reads it at once."""
    match = _NUMBER.match(text)
    if not match:
        raise Unreadable("feedback.invalid.text")
    text = text.replace(",", ".")
    if match["exponent"] and abs(int(match["exponent"])) > _MAX_EXPONENT:
        value = float(text)  # 0.0 for 1e-99999999; inf for 1e99999999
        if math.isinf(value):
            raise _TooLarge
        return Fraction(value)
    return Fraction(text)


def _fraction(text: str) -> Fraction:
    """A plain number, or one fraction "a/b" (one slash: "1/3/3" is refused, not read as 1)."""
    parts = text.split("/")
    if len(parts) > 2:
        raise Unreadable("feedback.invalid.fraction")
    if not all(_NUMBER.match(part) for part in parts):
        raise Unreadable("feedback.invalid.text")
    value = _part(parts[0])
    if len(parts) == 2:
        den = _part(parts[1])
        if den == 0:
            raise Unreadable("feedback.invalid.text")
        value /= den
    return value


def _read_number_text(answer: str) -> float:
    if len(answer) > MAX_ANSWER_CHARS:
        raise Unreadable("feedback.invalid.too_long")
    text = re.sub(r"\s+", "", answer)  # any whitespace, the ideographic space too
    percent = text.endswith("%") or text.endswith("％")
    text = text[:-1] if percent else text
    vulgar = [i for i, ch in enumerate(text) if _is_vulgar_fraction(ch)]
    if vulgar:  # "½", "-½", "1½" (a mixed number): only as the last character
        if vulgar != [len(text) - 1] or not re.fullmatch(r"[+-]?\d*", text[:-1]):
            raise Unreadable("feedback.invalid.text")
        sign, whole = (-1 if text.startswith("-") else 1), text[:-1].lstrip("+-")
        part = _fraction(unicodedata.normalize("NFKC", text[-1]).replace("\u2044", "/"))
        value = sign * (int(whole or 0) + part)
    else:
        text = unicodedata.normalize("NFKC", text).replace("\u2044", "/")  # fullwidth digits; the fraction slash
        try:
            value = _fraction(text)
        except _TooLarge:
            raise Unreadable("feedback.invalid.too_large") from None
        except ValueError:  # Fraction refuses what the pattern let through
            raise Unreadable("feedback.invalid.text") from None
    return _to_float(value / 100 if percent else value)


def _to_float(value) -> float:
    try:
        return float(value)
    except OverflowError:  # Fraction(10**400, 3): exact, but past a float
        raise Unreadable("feedback.invalid.too_large") from None


def read_number(answer) -> float:
    """The answer as a float: ints, floats, numpy scalars, Fractions, Decimals, "2/3", "½", "1½", "0,67", "67%"."""
    if isinstance(answer, bool):
        raise Unreadable("feedback.invalid.bool")
    if isinstance(answer, str):
        return _read_number_text(answer)
    if isinstance(answer, (list, tuple, set, dict)):
        raise Unreadable("feedback.invalid.collection")
    shape = getattr(answer, "shape", None)
    if shape is not None and shape != ():  # a numpy array with several values
        raise Unreadable("feedback.invalid.collection")
    if isinstance(answer, numbers.Complex) and not isinstance(answer, numbers.Real):
        if answer.imag != 0:  # also numpy complex scalars, which float() would silently cut (with a warning)
            raise Unreadable("feedback.invalid.number")
        answer = answer.real
    if isinstance(answer, numbers.Number) or hasattr(answer, "__float__"):
        try:
            value = float(answer)
            if math.isinf(value) and callable(getattr(answer, "is_infinite", None)) and not answer.is_infinite():
                raise OverflowError  # Decimal("1e400") reads as inf: a number past a float, not infinity
            return value
        except OverflowError:  # 10**400, Fraction(10**400, 3): a number, but past a float
            raise Unreadable("feedback.invalid.too_large") from None
        except Exception:  # whatever a learner's object raises, it is not a number we can read
            raise Unreadable("feedback.invalid.number") from None
    raise Unreadable("feedback.invalid.number")


_STRIP = re.compile(r"[\s\-_·.,;:!?'\"`()（）【】\[\]{}。，：；！？、]+")


def normalize_text(text: str) -> str:
    """Fold a short answer for comparison: NFKC, case-folded, spaces and punctuation dropped, "@k"/"@5" dropped.

    >>> normalize_text(" Hit-Rate@5 "), normalize_text("命中率（Hit Rate）"), normalize_text("Tasa de aciertos")
    ('hitrate', '命中率hitrate', 'tasadeaciertos')
    """
    text = unicodedata.normalize("NFKC", str(text)).casefold()
    text = re.sub(r"@\s*(k|\d+)\b", "", text)
    return _STRIP.sub("", text)


# Short answers (a name): the forms a learner may write that name the same thing.
_WORDS = re.compile(r"[\s\-_·.,;:!?'\"`()（）【】\[\]{}。，：；！？、/]+")
_ARTICLES = {"the", "a", "an", "el", "la", "los", "las", "un", "una", "unos", "unas", "lo"}
_HEADS_AFTER = {"model", "models", "stage", "stages", "step", "steps"}  # "reranking stage" names the reranking
_HEADS_BEFORE = {"modelo", "modelos", "etapa", "etapas", "fase", "fases", "paso", "pasos"}  # "etapa de reordenación"
_ZH_HEADS = ("阶段", "环节", "步骤", "模型", "器")  # 重排序器, 重排阶段 name what 重排序, 重排 name
_PLURAL_ES = re.compile(r"(?<=[rlndzsj])es$")  # reordenadores, precisiones; not "mes" (the word is 4+ letters)


def _strip_accents(text: str) -> str:
    """Latin accents off (precisión -> precision); CJK characters have no combining marks and stay."""
    return unicodedata.normalize("NFC", "".join(ch for ch in unicodedata.normalize("NFD", text)
                                                if unicodedata.category(ch) != "Mn"))


def _fold_word(word: str) -> str:
    """One Latin word without number and gender: aciertos -> acierto, reordenadora -> reordenador, media -> medio."""
    if len(word) < 4 or not word.isascii() or not word.isalpha():
        return word
    if _PLURAL_ES.search(word) and len(word) > 5:
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    if word.endswith("ora"):
        return word[:-1]
    if word[-1] in "ao":
        return word[:-1] + "o"
    return word


def fold_name(text: str) -> str:
    """Fold a short answer that names something, so that the forms a learner writes for one name compare equal:
    what ``normalize_text`` folds (width, case, spaces, punctuation, "@k"), plus accents, a leading article
    (the, a, an; el, la, los, las, un, una), number and gender endings of Latin words, the head nouns
    model/stage/step, modelo/etapa/fase/paso de, and the Chinese heads 阶段, 环节, 步骤, 模型, 器 after a stem
    of two or more characters. Both the answer and the exercise's accepted and wrong answers are folded.

    >>> fold_name("La precisión"), fold_name("tasa de acierto") == fold_name("Tasas de aciertos")
    ('precision', True)
    >>> fold_name("重排序器"), fold_name("重排阶段"), fold_name("ＲＥＲＡＮＫＥＲ"), fold_name("the rerankers")
    ('重排序', '重排', 'reranker', 'reranker')
    >>> fold_name("etapa de reordenación"), fold_name("大模型")
    ('reordenacion', '大模型')
    """
    text = unicodedata.normalize("NFKC", str(text)).casefold()
    text = _strip_accents(re.sub(r"@\s*(k|\d+)\b", "", text))
    words = [word for word in _WORDS.split(text) if word]
    if len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    if len(words) > 2 and words[0] in _HEADS_BEFORE and words[1] == "de":
        words = words[2:]
        if len(words) > 1 and words[0] in _ARTICLES:  # "modelo de la reordenación"
            words = words[1:]
    if len(words) > 1 and words[-1] in _HEADS_AFTER:
        words = words[:-1]
    folded = "".join(_fold_word(word) for word in words)
    stripped = True
    while stripped:
        stripped = False
        for head in _ZH_HEADS:
            stem = folded[:-len(head)]
            if folded.endswith(head) and len(stem) >= 2:
                folded, stripped = stem, True
    return folded


_GLOSS = re.compile(r"[(（]([^()（）]*)[)）]")


def name_parts(text: str) -> list[str]:
    """A name written with its gloss, as the glossary writes them ("命中率（HitRate@k）", "reordenador (reranker)"):
    the name and the gloss, folded; [] when there is no gloss. Such an answer is right when every part is.

    >>> name_parts("命中率（ＨｉｔＲａｔｅ@5）"), name_parts("recall")
    (['命中率', 'hitrate'], [])
    """
    glosses = _GLOSS.findall(str(text))
    if not glosses:
        return []
    parts = [_GLOSS.sub(" ", str(text)), *glosses]
    return [fold_name(part) for part in parts]


def read_text(answer) -> str:
    """A short answer, folded with ``fold_name`` (compare it with the accepted answers folded the same way)."""
    if not isinstance(answer, str):
        raise Unreadable("feedback.invalid.not_text")
    if len(answer) > MAX_ANSWER_CHARS:
        raise Unreadable("feedback.invalid.too_long")
    folded = fold_name(answer)
    if not folded:
        raise Unreadable("feedback.invalid.empty")
    return folded


def read_choice(answer, options: tuple[str, ...], words: Callable[[str], list[str]]) -> str:
    """The option label an answer names: "b", "(b)", "B)", or the option's own words in any language (``words(label)``)."""
    if not isinstance(answer, str):
        raise Unreadable("feedback.invalid.not_letter")
    if len(answer) > MAX_ANSWER_CHARS:
        raise Unreadable("feedback.invalid.too_long")
    text = unicodedata.normalize("NFKC", answer).strip().casefold()
    letter = re.fullmatch(r"[(\[]?\s*([a-h])\s*[)\].:]?", text)
    if letter and letter.group(1) in options:
        return letter.group(1)
    folded = normalize_text(answer)
    for label in options:
        if folded and any(folded == normalize_text(text) for text in words(label)):
            return label
    raise Unreadable("feedback.invalid.not_letter")
