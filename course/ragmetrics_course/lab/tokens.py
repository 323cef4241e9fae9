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
of the help centre, BM25 (bm25s, Lucene variant, k1=1.5, b=0.75), measured with
``ragmetrics.evaluate`` (``benchmarks/bench_lab.py --quality``; ``benchmarks/results.md``, "Lab"):

    scheme         paragraph passages     article level (paragraph runs)   whole articles
                   nDCG@10   R@10         nDCG@10   R@10                   nDCG@10   R@10
    bigram          0.424    0.559         0.707    0.868                   0.774    0.884
    jieba           0.378    0.531         0.657    0.808                   0.701    0.843
    jieba_search    0.370    0.535         0.663    0.842                   0.720    0.864

Bigrams win on every chunking and both measures. By kind of question (article level, nDCG@10),
bigram vs jieba: typos 0.764 vs 0.668 (a homophone typo such as 退宽 for 退款 leaves jieba with
the single characters 退 and 宽, bigrams still match 能退 and the rest of the question),
paraphrases 0.466 vs 0.339, multi-passage 0.785 vs 0.728, mixed language 0.715 vs 0.683, plain
0.768 vs 0.765. A segmenter cuts a question and an article differently when their contexts differ;
overlapping bigrams always share the pairs they have in common. Bigrams also need no dictionary
(jieba takes about 1 s to load its own). jieba stays available to measure (``zh_scheme="jieba"``).
Caveat: 63 questions; the gap (0.05-0.07 nDCG@10) is consistent across chunkings, not a test.

**English and Spanish: folded words and a Snowball stemmer** (``stem=True``, the default; the
pure-Python ``snowballstemmer`` package, Porter2 for English, Snowball Spanish). Measured the same way:

    lang  tokens            paragraph (nDCG@10, R@10)   article level   whole articles
    en    words              0.302  0.400               0.541  0.701    0.631  0.759
    en    words+snowball     0.344  0.456               0.570  0.742    0.636  0.737
    es    words              0.369  0.495               0.602  0.766    0.669  0.774
    es    words+snowball     0.426  0.567               0.637  0.816    0.710  0.864

Stemming helps Spanish clearly (plurals and endings: devoluciones / devolución, pedidos / pedido, reembolsar / reembolso) and
English on passages; on whole English articles it is a wash (R@10 -0.02, nDCG@10 +0.005).
"""

from __future__ import annotations

import functools
import unicodedata

from ragmetrics.generation.text import HAN_CHARS, LazyRegex

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
