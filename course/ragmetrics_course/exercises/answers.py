"""Reading a learner's answer as the exercise's kind: a number, an option letter or a short text.

Each reader returns the answer in a comparable form or raises ``Unreadable`` whose argument is the
catalog key saying what was expected; ``ExerciseInstance.check`` turns that into feedback.
"""

from __future__ import annotations

import numbers
import re
import unicodedata
from fractions import Fraction
from typing import Callable

__all__ = ["Unreadable", "read_number", "read_choice", "read_text", "normalize_text"]

class Unreadable(Exception):
    """The answer cannot be read as the exercise's kind; args[0] is the catalog key saying why."""


_NUMBER = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$")


def _is_vulgar_fraction(ch: str) -> bool:
    return unicodedata.decomposition(ch).startswith("<fraction>")  # ½ ⅓ ¾ ... (NFKC writes them "1⁄2")


def _fraction(text: str) -> Fraction:
    """A plain number, or one fraction "a/b" (one slash: "1/3/3" is refused, not read as 1)."""
    parts = text.split("/")
    if len(parts) > 2:
        raise Unreadable("feedback.invalid.fraction")
    if not all(_NUMBER.match(part) for part in parts):
        raise Unreadable("feedback.invalid.text")
    value = Fraction(parts[0].replace(",", "."))
    if len(parts) == 2:
        den = Fraction(parts[1].replace(",", "."))
        if den == 0:
            raise Unreadable("feedback.invalid.text")
        value /= den
    return value


def _read_number_text(answer: str) -> float:
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
        except ValueError:  # Fraction refuses what the pattern let through (e.g. a huge exponent)
            raise Unreadable("feedback.invalid.text") from None
    return float(value / 100 if percent else value)


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
            return float(answer)
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


def read_text(answer) -> str:
    if not isinstance(answer, str):
        raise Unreadable("feedback.invalid.not_text")
    folded = normalize_text(answer)
    if not folded:
        raise Unreadable("feedback.invalid.empty")
    return folded


def read_choice(answer, options: tuple[str, ...], words: Callable[[str], list[str]]) -> str:
    """The option label an answer names: "b", "(b)", "B)", or the option's own words in any language (``words(label)``)."""
    if not isinstance(answer, str):
        raise Unreadable("feedback.invalid.not_letter")
    text = unicodedata.normalize("NFKC", answer).strip().casefold()
    letter = re.fullmatch(r"[(\[]?\s*([a-h])\s*[)\].:]?", text)
    if letter and letter.group(1) in options:
        return letter.group(1)
    folded = normalize_text(answer)
    for label in options:
        if folded and any(folded == normalize_text(text) for text in words(label)):
            return label
    raise Unreadable("feedback.invalid.not_letter")
