"""TREC files in and out: qrels (``qid iter docno grade``) and runs (``qid Q0 docno rank score tag``).

Readers stream the file in blocks of whole lines and name the file and the line number in every
error. They read what trec_eval 10 reads, the same way:

- fields are split on ASCII whitespace only (space, tab, CR, LF, VT, FF: C's ``isspace``), so a
  U+3000 or U+00A0 inside an id stays in the id, as in trec_eval, instead of shifting the columns;
- a ``#`` line is a comment (in a run after leading spaces, in qrels at the start of the line);
- a run's rank column is ignored (ranking uses the scores), columns after the tag are ignored, and a
  doc listed twice for one query is refused.

And three things trec_eval does not do: a gzip file (by its magic bytes, whatever its name) is read
as its content; a UTF-8 byte-order mark is removed (else the first query id would be ``\\ufeffq1``);
text that is not UTF-8 (a binary file, Latin-1) is a :class:`TrecFormatError` naming file and line,
and so is a CR without LF (lines end at LF, as in trec_eval: a CR-only file would be one line).
Blank lines are skipped in both files. The command line reads a run from standard input for ``-``.

Numbers are read as trec_eval reads them, or refused: a grade is ASCII ``[+-]?[0-9]+`` (trec_eval's
``atol``), a score an ASCII decimal number (``atof``: ``1``, ``-0.5``, ``.5``, ``1e-3``); Python's
``int``/``float`` would also read Unicode digits (``٢``, full-width ``２``) and underscores (``1_0``), which
trec_eval reads as something else, so these are a :class:`TrecFormatError` naming file, line and field.
A line longer than 64 MiB, and a NUL byte, are refused as soon as they are met (a file with no newline,
or a gzip bomb, is never read whole into memory).
"""

from __future__ import annotations

import io
import math
import numbers
import os
import re
from contextlib import contextmanager

from ._checks import is_number
from ._gc import gc_paused

__all__ = ["read_qrels", "read_run", "write_qrels", "write_run", "TrecFormatError"]

_BLOCK = 1 << 20  # bytes read at once; a block is extended to the end of its last line
MAX_LINE = 64 << 20  # a longer line is refused: memory stays bounded on a file with no newline
_GZIP_MAGIC = b"\x1f\x8b"
BOM = b"\xef\xbb\xbf"
# Text for which str.split() splits exactly as trec_eval: ASCII without NUL and without the four
# separators \x1c-\x1f, which str.split() treats as whitespace and C's isspace does not. (Five
# substring tests: a character-class regex over the block cost more than splitting it.)
_NOT_PLAIN = "\x00\x1c\x1d\x1e\x1f"
_ASCII_SPACE = " \t\n\r\x0b\x0c"
_ASCII_SPLIT = re.compile(f"[{_ASCII_SPACE}]+")


class TrecFormatError(ValueError):
    """A malformed line in a TREC qrels or run file; the message names the file and the line."""

    def __init__(self, path, line_number: int, problem: str, line: str):
        self.path, self.line_number, self.problem = str(path), line_number, problem
        shown = line.rstrip("\n")
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        super().__init__(f"{path}, line {line_number}: {problem} (line: {shown!r})")


@contextmanager
def opened(source):
    """Yield (name, handle) for a path (a gzip file decompressed) or an already open file."""
    if isinstance(source, (str, bytes, os.PathLike)):
        with open(source, "rb") as handle:
            if handle.peek(2)[:2] == _GZIP_MAGIC:
                import gzip

                with gzip.GzipFile(fileobj=handle) as unzipped:
                    yield os.fsdecode(source), unzipped
            else:
                yield os.fsdecode(source), handle
    elif hasattr(source, "read"):
        yield getattr(source, "name", "<stream>"), source
    else:
        raise TypeError(f"'source' must be a path (str or os.PathLike) or an open file (got "
                        f"{type(source).__name__}: {source!r:.60})")


def line_blocks(path, handle):
    """Yield (number of the first line, lines, unusual) for blocks of whole lines; ``unusual`` says that the
    block holds an underscore or non-ASCII text, where a number field must be checked (``plain_number``).

    A block is decoded as UTF-8 at once (fast, and the error's offset gives the line). Lines of
    plain ASCII text are ``str``, whose split() then splits as trec_eval does; other lines are
    :class:`_ExactLine`, split on ASCII whitespace only (str.split() would also split on U+3000,
    U+00A0 and their kind).
    """
    number, first = 1, True
    while True:
        data = _read_block(path, handle, number)
        if not data:
            return
        if isinstance(data, bytes):
            if first and data.startswith(BOM):
                data = data[len(BOM):]
            text = _decode(path, data, number)
        else:  # a text stream: already decoded
            text = data[1:] if first and data.startswith("\ufeff") else data
        first = False
        if "\r" in text and text.count("\r") != text.count("\r\n"):
            _refuse_lone_cr(path, number, text)
        lines = text.split("\n")
        if lines[-1] == "":
            lines.pop()
        ascii_ = text.isascii()
        if not ascii_ or any(ch in text for ch in _NOT_PLAIN):
            lines = [_ExactLine(path, number + i, line) for i, line in enumerate(lines)]
        yield number, lines, not ascii_ or "_" in text
        number += len(lines)


def plain_number(field: str) -> bool:
    """True when ``int()`` / ``float()`` read ``field`` as C's ``atol`` / ``atof`` read it: ASCII with no
    underscore (they would read ``٢``, ``２`` and ``1_0``; atol reads 0, 0 and 1)."""
    return field.isascii() and "_" not in field


def _refuse_lone_cr(path, number: int, text: str) -> None:
    """A CR not followed by LF: lines end only at LF (as in trec_eval), so a file with CR line
    endings would be one long line whose first six fields make a run of one line. Refuse it."""
    at = next(i for i, ch in enumerate(text) if ch == "\r" and text[i + 1:i + 2] != "\n")
    line_start = text.rfind("\n", 0, at) + 1
    raise TrecFormatError(path, number + text.count("\n", 0, at),
                          "a CR without LF: lines end with LF (or CR LF); convert the file's CR line "
                          "endings", text[line_start:at])


def _read_block(path, handle, number: int):
    """The next block of whole lines (bytes or str), empty at the end of the file.

    Bounded: a NUL is refused before the block's last line is finished (a binary file, /dev/zero), and
    that line is read to at most ``MAX_LINE`` (a file or a gzip bomb with no newline is not read whole).
    """
    cookie = _tell(handle)
    try:
        data = handle.read(_BLOCK)
        newline = b"\n" if isinstance(data, bytes) else "\n"
        if data and not data.endswith(newline):
            _refuse_nul(path, data, number)
            head = len(data) - (data.rfind(newline) + 1)  # the start of the unfinished line
            data += handle.readline(MAX_LINE + 1 - head)  # finish it: a block never cuts a character
            start = data.rfind(newline) + 1
            if len(data) - start > MAX_LINE:
                cap = f"{MAX_LINE >> 20} MiB" if MAX_LINE >= 1 << 20 else f"{MAX_LINE} bytes"
                raise TrecFormatError(path, number + data.count(newline), f"a line longer than {cap}: a file with no "
                                      "line ends, or not a TREC file?", _shown(data[start:start + 80]))
    except UnicodeDecodeError as exc:  # a text stream that is not UTF-8
        _locate_decode_error(path, handle, cookie, exc, number)  # the line, where the stream can be read again
        raise TrecFormatError(path, number, f"the text is not UTF-8 near this line ({exc.reason}): "
                              "is it a binary file, or in another encoding such as Latin-1?",
                              "") from None
    except (OSError, EOFError) as exc:  # gzip data that is corrupt or cut short
        raise TrecFormatError(path, number, f"the file could not be read from this line on "
                              f"({type(exc).__name__}: {exc}): is the gzip file complete?",
                              "") from None
    if not isinstance(data, (bytes, str)):
        raise TypeError(f"'source' must be a path or a file opened for reading (got a file whose "
                        f"read() returns {type(data).__name__})")
    return data


def _tell(handle):
    """The position of a seekable text stream (TextIOWrapper's cookie), or None: a binary one needs none."""
    if not isinstance(handle, io.TextIOBase) or not hasattr(handle, "buffer"):
        return None
    try:
        return handle.tell() if handle.seekable() else None
    except (OSError, ValueError):  # not seekable, or closed: the error names the block's first line only
        return None


def _locate_decode_error(path, handle, cookie, exc: UnicodeDecodeError, number: int) -> None:
    """A text stream's decoding error, named at its line and column as for a binary file: the bytes of the block
    are read again from the stream's buffer (the text decoded before the bad byte is lost with the error).

    The decoder was given the bytes just before the buffer's position (``exc.object``, pending bytes first), so
    the bad byte's offset is known; a cookie of a position alone (no decoder state) is the block's first byte.
    Returns (the caller's message then names the block's first line) if any of that does not hold."""
    if cookie is None or cookie >= 1 << 64 or not isinstance(exc.object, bytes):
        return
    try:
        bad = handle.buffer.tell() - len(exc.object) + exc.start
        if bad < cookie or bad - cookie > 2 * _BLOCK + MAX_LINE:
            return
        handle.buffer.seek(cookie)
        data = handle.buffer.read(bad - cookie + 1) + handle.buffer.readline(4096)
    except (OSError, ValueError, AttributeError):
        return
    _decode(path, data, number)  # raises TrecFormatError at the bad byte's line (no error: the caller's message)


def _refuse_nul(path, data, number: int) -> None:
    """A NUL byte (a binary file, /dev/zero, a gzip bomb of zeros): refused at once, naming its line."""
    nul = b"\x00" if isinstance(data, bytes) else "\x00"
    at = data.find(nul)
    if at >= 0:
        newline = b"\n" if isinstance(data, bytes) else "\n"
        start = data.rfind(newline, 0, at) + 1
        raise TrecFormatError(path, number + data.count(newline, 0, at), "the line holds a NUL character: is this a "
                              "binary file?", _shown(data[start:start + 80]).replace("\x00", "\\0"))


def _shown(data) -> str:
    return data.decode("utf-8", "replace") if isinstance(data, bytes) else data


def _decode(path, data: bytes, number: int) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line_end = data.find(b"\n", exc.start)
        line = data[line_start:line_end if line_end >= 0 else len(data)]
        raise TrecFormatError(
            path, number + data.count(b"\n", 0, exc.start),
            f"the text is not UTF-8 (byte 0x{data[exc.start]:02x} at column "
            f"{exc.start - line_start + 1}): is it a binary file, or in another encoding such as "
            "Latin-1? Convert it to UTF-8", line.decode("utf-8", "replace")) from None


class _ExactLine(str):
    """A line whose ``split()`` splits on ASCII whitespace only, as trec_eval does.

    The readers call ``line.split()`` on every line; plain ASCII lines are ``str`` (the fast path),
    the lines of a block holding other text are this class, so the readers need no second loop.
    """

    def __new__(cls, path, number: int, line: str):
        if "\x00" in line:
            raise TrecFormatError(path, number, "the line holds a NUL character: is this a binary "
                                  "file?", line.replace("\x00", "\\0"))
        return super().__new__(cls, line)

    def split(self, *args) -> list[str]:  # type: ignore[override]
        return [str(field) for field in _ASCII_SPLIT.split(self) if field]


def read_qrels(source) -> dict:
    """Read a qrels file into {qid: {docid: grade}}; lines are ``qid iter docno grade`` (grade an int).

    ``source`` is a path (a gzip file is read as its content) or an open file, binary or text.

    >>> import io
    >>> read_qrels(io.StringIO("# judged by hand\\nq1 0 d1 2\\nq1 0 d2 0\\nq2 0 d9 1\\n"))
    {'q1': {'d1': 2, 'd2': 0}, 'q2': {'d9': 1}}
    """
    qrels: dict = {}
    with opened(source) as (path, handle), gc_paused():
        for start, lines, unusual in line_blocks(path, handle):
            for i, line in enumerate(lines):
                fields = line.split()
                if len(fields) != 4:
                    if not fields or line.startswith("#"):  # trec_eval: '#' in column 1
                        continue
                    raise TrecFormatError(path, start + i, f"a qrels line has 4 columns 'qid iter docno grade', this one has {len(fields)}", line)
                qid, _, doc, grade = fields
                judged = qrels.get(qid)
                if judged is None:
                    if line.startswith("#"):
                        continue
                    judged = qrels[qid] = {}
                if doc in judged:
                    raise TrecFormatError(path, start + i, f"doc {doc!r} is judged twice for query {qid!r}", line)
                try:
                    if unusual and not plain_number(grade):
                        raise ValueError
                    judged[doc] = int(grade)
                except ValueError:
                    raise TrecFormatError(path, start + i, f"the grade must be an integer (field 4: ASCII digits "
                                          f"[+-]?[0-9]+, got {grade!r})", line) from None
    return qrels


def read_run(source) -> dict:
    """Read a run file into {qid: {docid: score}}; lines are ``qid Q0 docno rank score tag``.

    ``source`` is a path (a gzip file is read as its content) or an open file, binary or text.

    >>> import io
    >>> read_run(io.StringIO("q1 Q0 d1 1 2.5 bm25\\nq1 Q0 d2 2 1.0 bm25\\n"))
    {'q1': {'d1': 2.5, 'd2': 1.0}}
    """
    run: dict = {}
    isfinite = math.isfinite
    with opened(source) as (path, handle), gc_paused():
        for start, lines, unusual in line_blocks(path, handle):
            for i, line in enumerate(lines):
                fields = line.split()
                if len(fields) != 6:
                    if not fields or fields[0].startswith("#"):  # trec_eval: '#' after leading spaces
                        continue
                    if len(fields) < 6:
                        raise TrecFormatError(
                            path, start + i, f"a run line has 6 columns 'qid Q0 docno rank score tag', this one has {len(fields)}", line
                        )
                    fields = fields[:6]  # trec_eval ignores what follows the tag
                qid, _, doc, _, score, _ = fields
                ranked = run.get(qid)
                if ranked is None:
                    if qid.startswith("#"):
                        continue
                    ranked = run[qid] = {}
                if doc in ranked:
                    raise TrecFormatError(path, start + i, f"doc {doc!r} is listed twice for query {qid!r}; trec_eval refuses duplicate docs", line)
                try:
                    if unusual and not plain_number(score):
                        raise ValueError
                    value = float(score)
                except ValueError:
                    raise TrecFormatError(path, start + i, f"the score must be a number (field 5: ASCII, such as "
                                          f"12, -0.5, 1e-3; got {score!r})", line) from None
                if not isfinite(value):
                    raise TrecFormatError(path, start + i, f"the score must be finite (field 5: got {score!r})", line)
                ranked[doc] = value
    return run


def _writable_id(kind: str, value) -> str:
    """``value`` as a field of a TREC line, refused if the readers could not read it back."""
    text = str(value)
    problem = None
    if not text:
        problem = "it is empty"
    elif any(ch in _ASCII_SPACE or ch == "\x00" for ch in text):
        problem = "it holds whitespace or NUL, which would split or end the line"
    elif kind == "query id" and text[0] in "#\ufeff":
        problem = "it starts with '#' (a comment line) or U+FEFF (a byte-order mark)"
    else:
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            problem = "it is not valid Unicode (a lone surrogate)"
    if problem:
        raise ValueError(f"a {kind} must be one field the TREC readers read back; {value!r:.60} "
                         f"cannot be written: {problem}")
    return text


def _writable_grade(qid: str, doc: str, grade) -> int:
    """An integer grade; 2.0 is written 2, 2.5 is refused (int() would silently write 2)."""
    if isinstance(grade, bool) or not isinstance(grade, numbers.Real):
        raise TypeError(f"a qrels grade must be an integer (got {type(grade).__name__}: "
                        f"{grade!r:.40} for doc {doc!r} of query {qid!r})")
    if isinstance(grade, numbers.Integral):
        return int(grade)
    if not (math.isfinite(grade) and float(grade).is_integer()):
        raise ValueError(f"a qrels grade must be an integer, as qrels files hold them (got {grade!r} "
                         f"for doc {doc!r} of query {qid!r}); round the grades first")
    return int(grade)


class _Distinct:
    """Ids written so far: two ids written alike (1 and '1') would be read back as one, or refused."""

    def __init__(self, kind: str):
        self.kind, self.seen = kind, {}

    def add(self, text: str, value) -> str:
        other = self.seen.setdefault(text, value)
        if other is not value and other != value:
            raise ValueError(f"two {self.kind}s are written alike, {other!r} and {value!r} (both {text!r}): "
                             "the file would merge or refuse them; make the ids distinct strings")
        return text


@contextmanager
def _written(path):
    """A text file for writing; gzip-compressed when the name ends in .gz."""
    if os.fsdecode(path).endswith(".gz"):
        import gzip

        with gzip.open(path, "wt", encoding="utf-8", newline="\n") as out:
            yield out
    else:
        with open(path, "w", encoding="utf-8", newline="\n") as out:
            yield out


def write_qrels(qrels, path) -> None:
    """Write {qid: {docid: grade}} as a qrels file, one ``qid 0 docno grade`` line per judgment.

    Grades must be integers (2.0 is written 2; 2.5 is refused), ids one field each; a path ending
    in ``.gz`` is written gzip-compressed. Nothing is written if a value is refused.
    """
    lines, queries = [], _Distinct("query id")
    for qid, judged in qrels.items():
        q = queries.add(_writable_id("query id", qid), qid)
        docs = _Distinct(f"doc id of query {q!r}")
        for doc, grade in judged.items():
            d = docs.add(_writable_id("doc id", doc), doc)
            lines.append(f"{q} 0 {d} {_writable_grade(q, d, grade)}\n")
    with _written(path) as out:
        out.writelines(lines)


def write_run(run, path, *, tag: str = "ragmetrics") -> None:
    """Write a run as ``qid Q0 docno rank score tag`` lines, best first.

    A {docid: score} query keeps its scores (float repr, exact round trip); a ranked list gets
    descending scores n, n-1, ..., 1 so that reading it back gives the same order. Scores must be
    finite and ids one field each; a path ending in ``.gz`` is written gzip-compressed.
    """
    tag = _writable_id("run tag", tag)
    lines, queries = [], _Distinct("query id")
    for qid, docs in run.items():
        q = queries.add(_writable_id("query id", qid), qid)
        written = _Distinct(f"doc id of query {q!r}")
        if hasattr(docs, "items"):
            ranked = sorted(docs.items(), key=lambda item: (item[1], str(item[0])), reverse=True)
        else:
            ranked = [(doc, float(len(docs) - i)) for i, doc in enumerate(docs)]
        for rank, (doc, score) in enumerate(ranked, start=1):
            if isinstance(score, (str, bytes)) or not is_number(score):  # float('0.5') would take a string
                raise TypeError(f"a run score must be a number (got {type(score).__name__}: {score!r:.40} for doc "
                                f"{doc!r} of query {qid!r})")
            value = float(score)  # repr of a NumPy float would write 'np.float64(...)'
            if not math.isfinite(value):
                raise ValueError(f"a run score must be finite, as read_run requires (got {score!r} "
                                 f"for doc {doc!r} of query {qid!r})")
            lines.append(f"{q} Q0 {written.add(_writable_id('doc id', doc), doc)} {rank} {value!r} {tag}\n")
    with _written(path) as out:
        out.writelines(lines)
