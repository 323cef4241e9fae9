"""The NumPy run reader of ``trec_columns`` (no extra needed): raw bytes tokenized by array operations.

It reads a run only when its layout is the plain one, and then exactly as ``read_run`` reads it: UTF-8
text, fields separated by one space, lines ended by one LF (the last may lack it), six fields on every
line, no blank line, no '#' comment line, query ids of at most 32 bytes and doc ids of at most 8 bytes.
Anything else (a tab, a CR, a control byte, not UTF-8, a longer id, a seventh field) is a ``Fallback``
to the next reader (pyarrow's, then the lean line loop), and in the end to ``read_run`` and its exact errors.

Each block of whole lines is one array of bytes; the separators (bytes <= 0x20) are located once, and
since every line has six fields, the k-th separator of a line ends its k-th field. Ids are packed into
big-endian uint64 (``grade_matrix.pack_ids``: equal ids give equal numbers, in the ids' string order).
Scores spelled ``[-]digits[.digits]`` with at most 15 digits are read in NumPy: the digits as an integer
m < 2**53 and the decimals d <= 15 make m / 10**d, a division of two exact doubles, correctly rounded,
so the same double as ``float()`` (Clinger's fast path); any other spelling goes through ``float()``,
field by field.

Ranks: each judged doc is found among a block's lines by its (query, packed id) pair (``find_pairs``). When
every query's lines come in score order, as run files are written, a tie group is a run of equal score
keys: a line's rank is its group's first line less its query's first line, plus the ids of its group
greater than its own (``sorted_ranks``; the ids of the groups holding a judged doc are sorted, nothing
else). A block whose lines are not in score order is ranked by the pyarrow reader's array code
(``_arrow_trec.line_ranks``: each query's keys sorted, the ids of every line ranked).

Qrels of the same plain layout (four fields) are read by ``read_qrels_columns`` into arrays (no str per
judged doc) when their doc ids have at most 8 bytes and each query's lines are together, else by
``read_qrels_numpy`` into read_qrels's dict.
"""

from __future__ import annotations

import numpy as np

from ._arrow_trec import SORT_CELLS, check_distinct, find_pairs, id_ranks, line_ranks, raw_blocks, size_hint
from ._gc import gc_paused
from .grade_matrix import blocks, pack_ids, packed_texts, score_keys, search_rows
from .ranked_run import Fallback, QrelsColumns, Ranked
from .trec import opened, plain_number

__all__ = ["read_ranked_numpy", "read_qrels_numpy", "read_qrels_columns"]

_BLOCK = 2 << 20  # bytes read at once (cut after the last whole line): 2 MiB arrays stay in cache, 16 MiB took 2x the time
_QID_WORDS = 4  # query ids of up to 32 bytes, compared as four packed words
_PAD = 8 * _QID_WORDS + 8  # zero bytes after a block, read past its end by the packing
_FAST_DIGITS = 15  # at most 15 digits: the mantissa m < 10**15 < 2**53 is an exact double
_POW10 = np.array([float(10**k) for k in range(_FAST_DIGITS + 1)])  # exact doubles (10**k, k <= 22)
_MIX = np.uint64(0x9E3779B97F4A7C15)  # odd: (query, doc) pairs hashed into one uint64 for the lookup
_SEG_MIX = np.uint64(0xC2B2AE3D27D4EB4F)


def read_ranked_numpy(run_path, qrels, score_precision: str = "float64") -> Ranked:
    """The run file tokenized by NumPy and reduced to ranks (see the module); Fallback when not plain.
    ``qrels``: read_qrels's dict or its ``QrelsColumns``."""
    ranked = Ranked()
    if not isinstance(qrels, QrelsColumns):
        qrels = QrelsColumns.from_dict(qrels)
    try:
        with opened(run_path) as (_, handle), gc_paused():
            reader = _BlockReader(qrels, ranked, score_precision)
            for data, start, end in raw_blocks(handle, min(size_hint(handle), _BLOCK)):
                reader.feed(data, start, end)
            reader.finish()
    except (OSError, EOFError) as error:  # read_run names it
        raise Fallback(str(error)) from None
    return ranked


def split_block(data, start: int, end: int, n_fields: int, scratch: Scratch):
    """(bytes followed by zeros, the end of each line's fields (lines x n_fields), each line's first field's
    start and length) of ``data[start:end]``; Fallback unless every line is ``n_fields`` fields separated by one
    space, ended by LF, its first field not a '#' comment and at most 32 bytes, in UTF-8."""
    n = end - start
    text, mask = scratch.arrays(n + 1 + _PAD)
    text[:n] = np.frombuffer(data, dtype=np.uint8, count=n, offset=start)
    text[n:] = 0
    if text[n - 1] != 10:  # the file's last line, without its LF
        text[n] = 10
        n += 1
    body = text[:n]
    if body.max() >= 0x80:  # UTF-8 checked as read_run decodes it; its bytes >= 0x80 never split a field
        try:
            bytes(data[start:end]).decode("utf-8")
        except UnicodeDecodeError:
            raise Fallback("text that is not UTF-8") from None
    separator = np.less_equal(body, 0x20, out=mask[:n])
    if body[0] <= 0x20 or np.logical_and(separator[1:], separator[:-1], out=mask[n:2 * n - 1]).any():
        raise Fallback(f"not {n_fields} fields separated by single spaces on every line")
    seps = np.flatnonzero(separator)
    if seps.size % n_fields:
        raise Fallback(f"not {n_fields} fields separated by single spaces on every line")
    ends = seps.reshape(-1, n_fields)
    # Each line's last separator an LF, and as many LFs in the block as lines and n_fields - 1 spaces a line: the
    # other separators are all spaces (two counts and a gather of the line ends; a gather of every separator cost 2x).
    lines = len(ends)
    if not ((body[ends[:, -1]] == 0x0A).all() and np.count_nonzero(np.equal(body, 0x0A, out=mask[:n])) == lines
            and np.count_nonzero(np.equal(body, 0x20, out=mask[:n])) == lines * (n_fields - 1)):
        raise Fallback("a byte of ASCII whitespace other than a space between fields and LF at line ends")
    qid_starts = np.concatenate([[0], ends[:-1, -1] + 1])
    qid_lengths = ends[:, 0] - qid_starts
    if (body[qid_starts] == ord("#")).any():
        raise Fallback("a comment line")
    if qid_lengths.max() > 8 * _QID_WORDS:
        raise Fallback("a query id longer than 32 bytes")
    return text, ends, qid_starts, qid_lengths


class Scratch:
    """Arrays of bytes and of bools reused from block to block by one reader (fresh arrays of megabytes for
    every block cost a page fault per 4 KiB: a third of the reader's time, measured on a 2-core machine)."""

    def __init__(self):
        self.text, self.mask = np.zeros(0, dtype=np.uint8), np.zeros(0, dtype=bool)

    def arrays(self, size: int):
        """(bytes, bools): ``size`` bytes and at least ``2 * size`` bools."""
        if self.text.size < size:
            self.text, self.mask = np.zeros(size, dtype=np.uint8), np.zeros(2 * size, dtype=bool)
        return self.text[:size], self.mask


def query_changes(text: np.ndarray, qid_starts: np.ndarray, qid_lengths: np.ndarray) -> np.ndarray:
    """The lines where the query id changes (0 first), the ids compared as packed words of 8 bytes (no
    matrix of four words per line: a fresh 2 MiB array cost a page fault per 4 KiB written, 2 ms a block)."""
    differ = None
    for k in range(-(-int(qid_lengths.max()) // 8)):
        rest = qid_lengths - 8 * k
        words = pack_ids(text, qid_starts + 8 * k, np.clip(rest, 1, 8))
        if k:
            words[rest <= 0] = 0
        change = words[1:] != words[:-1]
        differ = change if differ is None else differ | change
    return np.concatenate([[0], np.flatnonzero(differ) + 1])


def tokenize(data, start: int, end: int, scratch: Scratch):
    """(packed doc ids, scores as float64, the lines where the query changes, and the query ids there) of the lines of ``data[start:end]``; Fallback unless the layout is plain (see the module)."""
    text, ends, qid_starts, qid_lengths = split_block(data, start, end, 6, scratch)
    doc_starts = ends[:, 1] + 1
    doc_lengths = ends[:, 2] - doc_starts
    if doc_lengths.max() > 8:
        raise Fallback("a doc id longer than 8 bytes")
    firsts = query_changes(text, qid_starts, qid_lengths)
    qids = [bytes(text[s:e]).decode("utf-8") for s, e in zip(qid_starts[firsts].tolist(), ends[firsts, 0].tolist())]
    ids = pack_ids(text, doc_starts, doc_lengths)
    score_starts = ends[:, 3] + 1
    scores = read_scores(text, score_starts, ends[:, 4] - score_starts)
    return ids, scores, firsts, qids


def read_scores(text: np.ndarray, starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The scores ``text[start:start + length]`` as ``float()`` reads them: plain spellings in NumPy, others by
    ``float()``; Fallback on a score ``read_run`` refuses (its error names the line) or that is not finite.

    The plain spelling is read one character column at a time (Horner: m = 10 m + digit), as many columns as
    the longest plain score, on vectors of the block's lines."""
    n = len(starts)
    negative = text[starts] == ord("-")
    at = starts + negative  # each field's k-th digit or dot, column after column
    width = np.minimum(lengths - negative, _FAST_DIGITS + 2).astype(np.int8)  # (a longer field is not plain)
    mantissa = np.zeros(n, dtype=np.int64)
    digits, dots, dot_at = (np.zeros(n, dtype=np.int8) for _ in range(3))  # small types: less memory to stream
    for k in range(min(int(width.max()), _FAST_DIGITS + 1)):  # (in place: 10 operations a column)
        char = text.take(at)  # past a field's end: the next bytes (the block is followed by _PAD zeros)
        at += 1
        live = width > k
        digit = char - np.uint8(48)
        is_digit = digit <= 9
        is_digit &= live
        is_dot = char == ord(".")
        is_dot &= live
        np.multiply(mantissa, 10, out=mantissa, where=is_digit)
        np.add(mantissa, digit, out=mantissa, where=is_digit)
        digits += is_digit
        dots += is_dot
        np.copyto(dot_at, k, where=is_dot)
    # A byte other than a digit or a dot, when the field's digits and dots are fewer than its bytes.
    other = (width < 1) | (width > _FAST_DIGITS + 1) | (digits + dots != width)
    other |= (dots > 1) | (digits < 1) | (digits > _FAST_DIGITS)
    decimals = np.where(dots > 0, width - 1 - dot_at, 0)  # the digits after the dot
    scores = mantissa.astype(np.float64) / _POW10[np.clip(decimals, 0, _FAST_DIGITS)]
    np.negative(scores, out=scores, where=negative)
    for i in np.flatnonzero(other).tolist():  # exponents, '+', long mantissas, inf, nan, or not a number
        field = bytes(text[starts[i]:starts[i] + lengths[i]]).decode("utf-8")
        if not plain_number(field):  # float() reads 1_0 and Unicode digits, trec_eval's atof does not: read_run refuses them
            raise Fallback("a score with an underscore or Unicode digits")
        try:
            scores[i] = float(field)
        except ValueError:
            raise Fallback("a score float() refuses") from None
    if not np.isfinite(scores).all():
        raise Fallback("a score that is not finite")
    return scores


def read_grades(text: np.ndarray, starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The grades ``text[start:start + length]`` as ``int()`` reads ``[+-]?[0-9]{1,18}``; Fallback on any other
    spelling (read_qrels reads it or names the line)."""
    sign = text[starts]
    signed = (sign == ord("-")) | (sign == ord("+"))
    first, width = starts + signed, lengths - signed
    if width.min() < 1 or width.max() > 18:
        raise Fallback("a grade of no digit or more than 18")
    value = np.zeros(len(starts), dtype=np.int64)
    for k in range(int(width.max())):
        digit = (text[first + k] - np.uint8(48)).astype(np.int64)
        live = width > k
        if (live & (digit > 9)).any():  # (uint8 below '0' wrapped around: above 9 too)
            raise Fallback("a grade int() may read otherwise, or refuses")
        value = np.where(live, value * 10 + digit, value)
    return np.where(sign == ord("-"), -value, value)


class _BlockReader:
    """Tokenizes blocks, keeps the last (maybe unfinished) query for the next block, ranks complete queries."""

    def __init__(self, qrels: QrelsColumns, ranked: Ranked, score_precision: str):
        self.qrels, self.ranked, self.score_precision = qrels, ranked, score_precision
        self.carry = None  # (ids, scores, qid) of the last query read
        self.scratch = Scratch()

    def feed(self, data, start: int, end: int) -> None:
        ids, scores, firsts, qids = tokenize(data, start, end, self.scratch)
        if self.carry is not None:
            c_ids, c_scores, c_qid = self.carry
            firsts = firsts + len(c_ids)
            if c_qid == qids[0]:  # the carried query goes on in this block
                firsts[0] = 0
            else:
                firsts, qids = np.concatenate([[0], firsts]), [c_qid] + qids
            ids, scores = np.concatenate([c_ids, ids]), np.concatenate([c_scores, scores])
        last = int(firsts[-1])
        self.carry = (ids[last:], scores[last:], qids[-1])
        if len(firsts) > 1:
            self._add(ids[:last], scores[:last], firsts[:-1], qids[:-1])

    def finish(self) -> None:
        if self.carry is not None:
            ids, scores, qid = self.carry
            self.carry = None
            self._add(ids, scores, np.zeros(1, dtype=np.int64), [qid])

    def _add(self, ids: np.ndarray, scores: np.ndarray, starts: np.ndarray, qids: list) -> None:
        lengths = np.diff(np.append(starts, len(ids)))
        check_distinct(ids, lengths)
        self.ranked.add(qids, lengths, self._rank(ids, score_keys(scores, self.score_precision), starts, lengths, qids))

    def _rank(self, ids, keys, starts, lengths, qids) -> np.ndarray:
        """The rank - 1 of each judged doc of these queries (those in the qrels, qrels order; -1: not retrieved)."""
        position = self.qrels.index
        judged = [(i, q) for i, qid in enumerate(qids) if (q := position.get(qid)) is not None]
        queries = np.array([q for _, q in judged], dtype=np.int64)
        rows, counts = self.qrels.rows_of(queries)
        ranks = np.full(rows.size, -1, dtype=np.int64)
        if not rows.size:
            return ranks
        judged_seg = np.repeat(np.array([i for i, _ in judged], dtype=np.uint64), counts)
        judged_ids, usable = self.qrels.ids[rows], self.qrels.usable[rows]
        wanted = _pair_hash(judged_seg[usable], judged_ids[usable])  # two alike (a collision): find_pairs falls back
        line_seg = np.repeat(np.arange(len(starts), dtype=np.uint64), lengths)
        lines, index = find_pairs(_pair_hash(line_seg, ids), wanted)
        at = np.flatnonzero(usable)[index]
        exact = (line_seg[lines] == judged_seg[at]) & (ids[lines] == judged_ids[at])
        lines, at = lines[exact], at[exact]
        rank0 = sorted_ranks(keys, ids, starts, lines, line_seg[lines].astype(np.int64))
        if rank0 is None:  # a query's lines not in score order: ranked by sorting each query's keys
            cache: dict = {}

            def texts(where):  # ties compared on each id's rank in its query (computed on the first tie)
                if "ranks" not in cache:
                    cache["ranks"] = id_ranks(ids, lengths)
                return cache["ranks"][where]

            rank0 = line_ranks(keys, starts, lengths, lines, texts)
        ranks[at] = rank0
        return ranks


def sorted_ranks(keys: np.ndarray, ids: np.ndarray, starts: np.ndarray, lines: np.ndarray, line_seg: np.ndarray):
    """The rank - 1 of each of the ``lines`` (ascending; ``line_seg``: their queries) when every query's lines
    come in trec_eval's score order (keys ascending, best first: the usual run file); None otherwise.

    A tie group is then a run of equal keys in a query: a line's rank is its group's first line less its
    query's first line, plus the ids of its group greater than its own, counted on the group's ids sorted.
    No sort of a query's keys and no id rank of every line (``line_ranks``), only of the tied groups' ids."""
    n = keys.size
    down = keys[1:] < keys[:-1]
    down[starts[1:] - 1] = False  # a new query starts afresh
    if down.any():
        return None
    new = np.empty(n, dtype=bool)
    new[0] = True
    np.not_equal(keys[1:], keys[:-1], out=new[1:])
    new[starts] = True
    group_starts = np.flatnonzero(new)
    group = np.searchsorted(group_starts, lines, side="right") - 1
    first = group_starts[group]
    size = np.append(group_starts[1:], n)[group] - first
    rank0 = first - starts[line_seg]
    tied = np.flatnonzero(size > 1)
    if tied.size:
        rank0[tied] += greater_in_groups(ids, first[tied], size[tied], ids[lines[tied]])
    return rank0


def greater_in_groups(ids: np.ndarray, firsts: np.ndarray, sizes: np.ndarray, own: np.ndarray) -> np.ndarray:
    """For each (group's first line, its size, an id of the group), the ids of ``ids[first:first + size]`` greater
    than that id: the groups' ids sorted as padded rows (zeros first: an id is never 0), a bounded number of
    cells at a time, and each id searched in its row (``firsts`` ascending)."""
    new = np.empty(firsts.size, dtype=bool)
    new[0] = True
    np.not_equal(firsts[1:], firsts[:-1], out=new[1:])
    row_of = np.cumsum(new) - 1
    row_firsts, row_sizes = firsts[new], sizes[new]
    greater = np.empty(own.size, dtype=np.int64)
    for r0, r1 in blocks(row_sizes, SORT_CELLS):
        width = int(row_sizes[r0:r1].max())
        columns = np.arange(width)
        cells = row_firsts[r0:r1, None] + columns
        rows = np.where(columns < row_sizes[r0:r1, None], ids[np.minimum(cells, ids.size - 1)], np.uint64(0))
        rows.sort(axis=1)
        a, b = np.searchsorted(row_of, [r0, r1])
        after = search_rows(rows.ravel(), width, row_of[a:b] - r0, own[a:b], right=True)
        greater[a:b] = width - after
    return greater


def read_qrels_numpy(path) -> dict:
    """``read_qrels(path)`` for the plain layout (ASCII, ``qid iter docno grade`` separated by one space, no
    comment or blank line); Fallback otherwise, and on anything read_qrels would refuse (it then names the line).

    The layout is proven on the bytes (``split_block``), so ``str.split`` of a block gives its fields in
    order, four per line, at C speed; each query's dict is built from its lines at once."""
    qrels: dict = {}
    scratch = Scratch()
    with opened(path) as (_, handle), gc_paused():
        for data, start, end in raw_blocks(handle, min(size_hint(handle), _BLOCK)):
            text, ends, qid_starts, qid_lengths = split_block(data, start, end, 4, scratch)
            firsts = query_changes(text, qid_starts, qid_lengths)
            n = int(ends[-1, -1])
            if text[:n].max() >= 0x80:  # ASCII only: str.split() would also split on U+3000 and its kind
                raise Fallback("qrels text that is not ASCII")
            # The doc ids with the space after each, as one text: split at C speed, one str per doc only.
            marks = np.zeros(n + 1, dtype=np.int8)
            marks[ends[:, 1] + 1] = 1
            marks[ends[:, 2] + 1] = -1
            docs = text[:n][np.cumsum(marks[:n], dtype=np.int8).view(bool)].tobytes().decode("ascii").split()
            grades = read_grades(text, ends[:, 2] + 1, ends[:, 3] - ends[:, 2] - 1).tolist()
            qids = [bytes(text[s:e]).decode("ascii") for s, e in zip(qid_starts[firsts].tolist(), ends[firsts, 0].tolist())]
            bounds = firsts.tolist() + [len(docs)]
            for qid, a, b in zip(qids, bounds[:-1], bounds[1:]):
                judged = dict(zip(docs[a:b], grades[a:b]))
                row = qrels.get(qid)
                if len(judged) != b - a or (row is not None and not row.keys().isdisjoint(judged)):
                    raise Fallback("a doc judged twice for a query")
                if row is None:
                    qrels[qid] = judged
                else:  # the query's lines apart: merged, as read_qrels merges them
                    row.update(judged)
    return qrels


def read_qrels_columns(path) -> QrelsColumns:
    """``read_qrels(path)`` as arrays, for the plain layout (that of ``read_qrels_numpy``) with doc ids of at most
    8 bytes and each query's lines together; Fallback otherwise (``read_qrels_numpy`` then reads the dict).

    No str per judged doc (630,000 of them and their dict cost 0.15 s and 90 MiB): ids packed, grades in NumPy;
    a doc judged twice for a query (equal packed ids in its row) is a Fallback, for read_qrels to name the line."""
    qids, firsts, ids, grades, lines = [], [], [], [], 0
    scratch = Scratch()
    with opened(path) as (_, handle):
        for data, start, end in raw_blocks(handle, min(size_hint(handle), _BLOCK)):
            text, ends, qid_starts, qid_lengths = split_block(data, start, end, 4, scratch)
            if text[:int(ends[-1, -1])].max() >= 0x80:
                raise Fallback("qrels text that is not ASCII")
            doc_starts = ends[:, 1] + 1
            doc_lengths = ends[:, 2] - doc_starts
            if doc_lengths.max() > 8:
                raise Fallback("a judged doc id longer than 8 bytes")
            changes = query_changes(text, qid_starts, qid_lengths)
            names = [bytes(text[a:b]).decode("ascii") for a, b in zip(qid_starts[changes].tolist(), ends[changes, 0].tolist())]
            if qids and names[0] == qids[-1]:  # the last query of the block before goes on
                changes, names = changes[1:], names[1:]
            qids += names
            firsts.append(changes + lines)
            ids.append(pack_ids(text, doc_starts, doc_lengths))
            grades.append(read_grades(text, ends[:, 2] + 1, ends[:, 3] - ends[:, 2] - 1))
            lines += len(ends)
    if not qids:
        raise Fallback("an empty qrels file")
    if len(set(qids)) != len(qids):
        raise Fallback("a query's lines apart (read_qrels merges them)")
    starts = np.concatenate(firsts + [[lines]]).astype(np.int64)
    ids = np.concatenate(ids)
    check_distinct(ids, np.diff(starts))
    return QrelsColumns(qids, starts, ids, np.ones(ids.size, dtype=bool), np.concatenate(grades))


def _pair_hash(seg: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """One uint64 per (query, doc) pair: distinct docs of one query give distinct hashes (a bijection)."""
    return (ids ^ (seg * _SEG_MIX)) * _MIX
