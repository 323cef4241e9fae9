"""Tokenisers for BM25 in English, Spanish and Chinese, chosen by measurement on the help centre.

Every scheme first applies NFKC (full-width digits and letters become ASCII), then lower-cases and
strips accents from Latin words ("Días" -> "dias": users type without accents), and keeps numbers
("7", "30", "1.5") as tokens. Latin words inside Chinese text ("退货以后 refund 要几天到账") are
words as in English. What differs is how a run of Chinese characters becomes tokens:

- ``"bigram"``: every pair of adjacent characters ("退款政策" -> 退款 款政 政策), a lone character
  as itself. No dictionary; robust to typos and to words a dictionary lacks ("Marea Plus", 数字商品).
- ``"jieba"``: jieba's word segmentation (precise mode, its bundled dictionary; no download).
- ``"jieba_search"``: jieba's search mode, which adds the shorter words inside long ones.

**Choice for Chinese: ``"bigram"``** (the default ``zh_scheme``). On the 63 answerable zh questions
of the help centre, BM25 (bm25s, Lucene variant, k1=1.5, b=0.75) over paragraph passages scored
(``benchmarks/results.md``, "Lab: tokenisers", measured with ``ragmetrics.evaluate``):

    scheme         nDCG@10  R@10      (paragraph passages; article level in results.md)
    bigram          0.637   0.725
    jieba           0.588   0.679
    jieba_search    0.607   0.700

Bigrams win here because the questions misspell words with homophones (退宽 for 退款), mix in
English, and use the help centre's own compounds that jieba cuts differently in the question and in
the article; they also need no dictionary (jieba takes about 1 s to load its own). jieba stays
available to measure (``zh_scheme="jieba"``).

**English and Spanish: folded words, no stemmer by default.** A light Snowball stemmer
(``stem=True``, the ``snowballstemmer`` package) was measured and did not help enough to make it the
default (results.md, "Lab: tokenisers").
"""

from __future__ import annotations

import functools
import re
import unicodedata

from ..generation.text import HAN_CHARS, LazyRegex

__all__ = ["tokenize", "Tokenizer", "ZH_SCHEMES"]

ZH_SCHEMES = ("bigram", "jieba", "jieba_search")

_RUN_RE = LazyRegex(rf"[{HAN_CHARS}]+|[0-9]+(?:[.,][0-9]+)*|[^\W\d_{HAN_CHARS}]+")
_HAN_START_RE = LazyRegex(f"[{HAN_CHARS}]")


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@functools.lru_cache(maxsize=1)
def _jieba():
    import logging

    import jieba

    jieba.setLogLevel(logging.WARNING)  # it announces its dictionary on stderr otherwise
    jieba.initialize()
    return jieba


@functools.lru_cache(maxsize=2)
def _stemmer(lang: str):
    import snowballstemmer

    return snowballstemmer.stemmer({"en": "english", "es": "spanish"}[lang])


@functools.lru_cache(maxsize=200_000)
def _stem(lang: str, word: str) -> str:
    return _stemmer(lang).stemWord(word)


def _han_tokens(run: str, scheme: str) -> list:
    if scheme == "bigram":
        if len(run) == 1:
            return [run]
        return [run[i:i + 2] for i in range(len(run) - 1)]
    jieba = _jieba()
    words = jieba.lcut_for_search(run) if scheme == "jieba_search" else jieba.lcut(run)
    return [w for w in words if w.strip()]


def tokenize(text: str, lang: str = "en", *, zh_scheme: str = "bigram", stem: bool = True) -> list:
    """Return the BM25 tokens of ``text`` for a collection in ``lang`` (folded words, numbers, Han tokens).

    >>> tokenize("¿Cuántos DÍAS tengo para devolver?", "es", stem=False)
    ['cuantos', 'dias', 'tengo', 'para', 'devolver']
    >>> tokenize("¿Cuántos DÍAS tengo para devolver?", "es")
    ['cuant', 'dias', 'teng', 'par', 'devolv']
    >>> tokenize("数字商品 7 天退款", "zh")
    ['数字', '字商', '商品', '7', '天退', '退款']
    >>> tokenize("退货以后 refund 要几天到账", "zh")[2:5]
    ['以后', 'refund', '要几']
    """
    if zh_scheme not in ZH_SCHEMES:
        raise ValueError(f"'zh_scheme' must be one of {', '.join(ZH_SCHEMES)} (got {zh_scheme!r})")
    text = unicodedata.normalize("NFKC", text)
    tokens: list = []
    for run in _RUN_RE.findall(text):
        if _HAN_START_RE.match(run):
            tokens.extend(_han_tokens(run, zh_scheme))
        elif run[0].isdigit():
            tokens.append(run)
        else:
            word = _fold(run)
            if stem and lang in ("en", "es"):
                word = _stem(lang, word)
            tokens.append(word)
    return tokens


class Tokenizer:
    """``tokenize`` with its options fixed: a hashable callable that keys the lab's index cache."""

    def __init__(self, lang: str = "en", *, zh_scheme: str = "bigram", stem: bool = True) -> None:
        self.lang, self.zh_scheme, self.stem = lang, zh_scheme, stem

    def _key(self):
        return (self.lang, self.zh_scheme if self.lang == "zh" else None, self.stem and self.lang != "zh")

    def __eq__(self, other) -> bool:
        return isinstance(other, Tokenizer) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Tokenizer({self.lang!r}, zh_scheme={self.zh_scheme!r}, stem={self.stem})"

    def __call__(self, text: str) -> list:
        return tokenize(text, self.lang, zh_scheme=self.zh_scheme, stem=self.stem)
