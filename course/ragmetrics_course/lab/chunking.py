"""Cut articles into passages with stable ids and character offsets, so any chunking can be graded.

A :class:`Passage` keeps ``doc_id``, ``start`` and ``end`` (Python ``str`` offsets into the article's
``text``, ``end`` exclusive), which is what ``HelpCentre.passage_qrels`` reads: the grades of any
chunking follow from the annotated spans. Passage ids are ``"<doc_id>#<n>"``, n counted from 0 in
the article, so the same chunking of the same text always gives the same ids.

Chunkings are small frozen values (hashable, so they key caches) with a short text form:

>>> Chunking.parse("chars:400/100"), Chunking.parse("paragraph"), Chunking.parse("article")
(Chunking('chars:400/100'), Chunking('paragraph'), Chunking('article'))
>>> [(p.start, p.end) for p in chunk_text("d", "abcdefghij", Chunking("chars", 4, 1))]
[(0, 4), (3, 7), (6, 10)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ragmetrics.generation.text import HAN_CHARS, LazyRegex

__all__ = ["Passage", "Chunking", "chunk_text", "chunk_docs", "KINDS"]

KINDS = ("chars", "tokens", "paragraph", "article")

# A token for the "tokens" unit: one Han character, or a run of letters/digits (a word, a number).
_TOKEN_RE = LazyRegex(rf"[{HAN_CHARS}]|[^\W_{HAN_CHARS}]+")
_BLANK_LINES_RE = LazyRegex(r"\n[ \t]*\n\s*")


class Passage(NamedTuple):
    """One chunk of an article: ``text == article_text[start:end]``."""

    passage_id: str
    doc_id: str
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Chunking:
    """How to cut an article: ``kind`` one of ``KINDS``; ``size`` and ``overlap`` for "chars"/"tokens".

    - ``chars``: windows of ``size`` characters, each starting ``size - overlap`` after the previous
      one (the last window ends at the article's end);
    - ``tokens``: the same in tokens (a word, a number, or one Chinese character);
    - ``paragraph``: the blocks between blank lines (a heading on the line above a list stays with it);
      a block shorter than ``size`` characters (when ``size`` > 0) is merged with the next one;
    - ``article``: the whole article as one passage.
    """

    kind: str = "paragraph"
    size: int = 0
    overlap: int = 0

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"'kind' must be one of {', '.join(KINDS)} (got {self.kind!r})")
        for name in ("size", "overlap"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"'{name}' must be an int >= 0 (got {value!r})")
        if self.kind in ("chars", "tokens"):
            if self.size < 1:
                raise ValueError(f"'size' must be >= 1 for {self.kind!r} chunks (got {self.size})")
            if self.overlap >= self.size:
                raise ValueError(f"'overlap' must be smaller than 'size' (got overlap={self.overlap}, "
                                 f"size={self.size})")

    @classmethod
    def parse(cls, text) -> Chunking:
        """``"chars:400/100"``, ``"tokens:120/30"``, ``"paragraph"``, ``"paragraph:80"``, ``"article"``."""
        if isinstance(text, Chunking):
            return text
        kind, _, rest = str(text).partition(":")
        size, _, overlap = rest.partition("/")
        try:
            return cls(kind, int(size or 0), int(overlap or 0))
        except ValueError as error:
            if "must" in str(error):
                raise
            raise ValueError(f"a chunking reads 'chars:SIZE/OVERLAP', 'tokens:SIZE/OVERLAP', 'paragraph' "
                             f"or 'article' (got {text!r})") from None

    def __str__(self) -> str:
        if self.kind in ("chars", "tokens"):
            return f"{self.kind}:{self.size}/{self.overlap}"
        if self.kind == "paragraph" and self.size:
            return f"paragraph:{self.size}"
        return self.kind

    def __repr__(self) -> str:
        return f"Chunking({str(self)!r})"


def _windows(bounds: list, size: int, overlap: int):
    """Yield (first, last) index pairs of windows of ``size`` items, stepping ``size - overlap``."""
    n = len(bounds)
    step = size - overlap
    first = 0
    while True:
        last = min(first + size, n) - 1
        yield first, last
        if last >= n - 1:
            return
        first += step


def _paragraphs(text: str, min_chars: int):
    pieces, start = [], 0
    for blank in _BLANK_LINES_RE.finditer(text):
        pieces.append((start, blank.start()))
        start = blank.end()
    pieces.append((start, len(text)))
    pieces = [(s, e) for s, e in pieces if text[s:e].strip()]
    merged: list = []
    for s, e in pieces:
        if merged and min_chars and merged[-1][1] - merged[-1][0] < min_chars:
            merged[-1] = (merged[-1][0], e)
        else:
            merged.append((s, e))
    return merged


def chunk_text(doc_id: str, text: str, chunking) -> list:
    """Cut one article's ``text`` into passages by ``chunking`` (a :class:`Chunking` or its text form)."""
    chunking = Chunking.parse(chunking)
    if chunking.kind == "article":
        bounds = [(0, len(text))]
    elif chunking.kind == "paragraph":
        bounds = _paragraphs(text, chunking.size)
    elif chunking.kind == "chars":
        chars = [(i, i + 1) for i in range(len(text))] or [(0, 0)]
        bounds = [(chars[a][0], chars[b][1]) for a, b in _windows(chars, chunking.size, chunking.overlap)]
    else:
        tokens = [m.span() for m in _TOKEN_RE.finditer(text)] or [(0, len(text))]
        bounds = []
        for a, b in _windows(tokens, chunking.size, chunking.overlap):
            # a window keeps the punctuation after its last token (and the first one the text's start)
            start = 0 if a == 0 else tokens[a][0]
            end = tokens[b + 1][0] if b + 1 < len(tokens) else len(text)
            piece = text[start:end]
            start += len(piece) - len(piece.lstrip())
            end -= len(piece) - len(piece.rstrip())
            bounds.append((start, end))
    return [Passage(f"{doc_id}#{n}", doc_id, s, e, text[s:e]) for n, (s, e) in enumerate(bounds)]


def chunk_docs(docs, chunking) -> list:
    """Cut every doc (objects with ``doc_id`` and ``text``, such as ``HelpCentre.docs_iter()``)."""
    chunking = Chunking.parse(chunking)
    return [p for doc in docs for p in chunk_text(doc.doc_id, doc.text, chunking)]
