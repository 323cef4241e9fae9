"""The columnar run reader of ``trec_columns``: pyarrow's CSV parser, then ranks by array operations.

The file is cut into blocks of whole lines; each block is parsed by pyarrow as six columns separated
by one character, a space (or a tab when the file has tabs and no spaces). That reading is the same
as ``read_run``'s whitespace splitting exactly when every row has six non-empty fields and no other
ASCII whitespace occurs, which is checked (the raw bytes for the other separator, VT, FF, NUL and a
CR without LF; pyarrow for the number of fields, a row of another number being skipped only when it
is blank or a '#' comment; the columns for empty fields); anything else is a ``Fallback``. A row whose
query id starts with '#' is a comment, left out as read_run leaves it. pyarrow checks the text is
UTF-8 as Python's decoder does (surrogates and overlong forms refused), and drops a byte-order mark at
the start of what it parses, so a block starting with one (not the file's own) is a Fallback.
Scores are parsed by pyarrow, correctly rounded as ``float()`` is (tests/test_trec_fast.py compares
thousands of spellings); a score it refuses, or that is not finite, is a Fallback.

Per block of complete queries (a query's lines must be together; the last query of a block waits for
the next block): the doc ids of up to 8 bytes are packed into numbers in the ids' order (longer ones
dictionary-encoded; a doc listed twice is two equal numbers in one query: Fallback); each line's doc is
looked up among the judged ids of the block's queries only, and matched by its (query, code) pair; each
judged doc's rank is the number of its query's docs with a better score key plus those with the same key
and a greater id, the id comparisons done only inside tie groups (``grade_matrix.ranks_in_rows``,
``tie_members``, ``count_greater``). Only the query id, doc id and score columns are converted (all six
when a block is not ASCII, so that pyarrow checks their UTF-8); empty fields are found on the raw bytes.
"""

from __future__ import annotations

import io
import os
from itertools import chain

import numpy as np

from ._gc import gc_paused
from .grade_matrix import blocks, count_greater, pack_ids, padded_rows, ranks_in_rows, score_keys, tie_members
from . import trec
from .ranked_run import Fallback, Ranked
from .trec import BOM, opened

__all__ = ["read_ranked_arrow"]

_BLOCK = 16 << 20  # bytes read at once, cut after the last whole line
_PARSE_BLOCK = 4 << 20  # pyarrow parses a block in pieces of this size, on every core
SORT_CELLS = 1 << 20  # padded (query, rank) cells sorted at once
_NAMES = ["qid", "q0", "doc", "rank", "score", "tag"]
_NO_CODE = np.uint64(0xFFFFFFFFFFFFFFFF)  # past every doc code (8 bytes of 0xFF are not UTF-8)
_MIX = np.uint64(0x9E3779B97F4A7C15)  # odd: multiplying by it mixes the bits of a (query, code) pair


def read_ranked_arrow(run_path, qrels: dict, modules, score_precision: str = "float64") -> Ranked:
    """The run file read by pyarrow and reduced to ranks (see the module); Fallback when not provably exact."""
    pa, csv, pc = modules
    ranked = Ranked()
    try:
        with opened(run_path) as (_, handle), gc_paused():
            reader = _BlockReader(pa, csv, pc, qrels, ranked, score_precision)
            for data, start, end in raw_blocks(handle, size_hint(handle)):
                reader.feed(data, start, end)
            reader.finish()
    except (OSError, EOFError, pa.ArrowException) as error:  # a file read_run must judge (or cannot read)
        raise Fallback(str(error)) from None
    return ranked


def raw_blocks(handle, size: int = _BLOCK):
    """(buffer, start, end): ``buffer[start:end]`` holds whole lines (the last may lack its LF at the end of the
    file). One buffer is reused (pyarrow's tables copy the values they parse), so the caller is done with a
    block before asking for the next one."""
    buffer, kept, first = bytearray(max(1, min(size, _BLOCK))), 0, True
    while True:
        size, view = kept, memoryview(buffer)
        while size < len(buffer):
            got = handle.readinto(view[size:])
            if not got:
                break
            size += got
        view.release()
        start = len(BOM) if first and buffer.startswith(BOM) else 0
        first = False
        if size == kept:  # the end of the file
            if size > start:
                yield buffer, start, size
            return
        end = buffer.rfind(b"\n", start, size) + 1
        if end == 0:  # no whole line yet: a longer buffer (a new one: tables parsed from this one still refer to it)
            if size - start > trec.MAX_LINE or buffer.find(b"\x00", 0, size) >= 0:  # bounded: read_run names it
                raise Fallback("a line longer than the cap, or a NUL")
            kept, buffer = size, buffer + bytes(len(buffer))
            continue
        yield buffer, start, end
        buffer[: size - end] = buffer[end:size]
        kept = size - end


class _BlockReader:
    """Parses blocks, keeps the last (maybe unfinished) query for the next block, ranks complete queries."""

    def __init__(self, pa, csv, pc, qrels: dict, ranked: Ranked, score_precision: str):
        self.pa, self.csv, self.pc, self.qrels, self.ranked = pa, csv, pc, qrels, ranked
        self.score_precision = score_precision
        self.delimiter = None
        self.carry, self.carry_qid = [], None

    def feed(self, data: bytearray, start: int, end: int) -> None:
        self.delimiter = self.delimiter or _delimiter(data, start, end)
        table = _parse(self.pa, self.csv, self.pc, data, start, end, self.delimiter)
        if table.num_rows:
            self._add(table, final=False)

    def finish(self) -> None:
        if self.carry:
            carry, self.carry = self.carry, []
            self._add(self.pa.concat_tables(carry), final=True)

    def _add(self, table, final: bool) -> None:
        """Rank the complete queries of ``table`` (after the carried lines); carry the last one unless final."""
        pa, pc = self.pa, self.pc
        if self.carry and not final:
            qid = table["qid"]
            if qid[0].as_py() == self.carry_qid and pc.all(pc.equal(qid, self.carry_qid)).as_py():
                self.carry.append(table)  # a query longer than a block: joined once, when it ends
                return
        if self.carry:
            table = pa.concat_tables(self.carry + [table])
            self.carry = []
        n = table.num_rows
        if n == 0:
            return
        table = table.combine_chunks()
        qid = table["qid"].chunk(0)
        change = pc.not_equal(qid.slice(1), qid.slice(0, n - 1)).to_numpy(zero_copy_only=False)
        starts = np.concatenate([[0], np.flatnonzero(change) + 1])
        if not final:
            self.carry, self.carry_qid = [table.slice(int(starts[-1]))], qid[int(starts[-1])].as_py()
            n, starts = int(starts[-1]), starts[:-1]
            if n == 0:
                return
        seg_qids = qid.take(pa.array(starts)).to_pylist()
        scores = table["score"].chunk(0).slice(0, n).to_numpy()
        if not np.isfinite(scores).all():
            raise Fallback("a score that is not finite")
        lengths = np.diff(np.append(starts, n))
        docs = table["doc"].chunk(0).slice(0, n)
        self.ranked.add(seg_qids, lengths, self._rank(docs, score_keys(scores, self.score_precision), starts,
                                                  lengths, seg_qids))

    def _rank(self, docs, keys: np.ndarray, starts: np.ndarray, lengths: np.ndarray, seg_qids: list) -> np.ndarray:
        """The rank - 1 of each judged doc of these queries (those in the qrels, qrels order; -1: not retrieved)."""
        pa, pc = self.pa, self.pc
        ids = _packed_ids(docs)  # ids of up to 8 bytes: their bytes as one number, in the ids' order
        ordered = ids is not None
        if not ordered:  # longer ids: pyarrow's dictionary codes (identity only; ties then compare the texts)
            ids = pc.dictionary_encode(docs).indices.to_numpy().astype(np.uint64)
        check_distinct(ids, lengths)
        judged = [(i, row) for i, qid in enumerate(seg_qids) if (row := self.qrels.get(qid)) is not None]
        if not judged:
            return np.zeros(0, dtype=np.int64)
        # The judged docs of these queries as codes of a small dictionary; each line's doc looked up in it
        # (a hash table of the judged ids only), then matched to its query's judged docs by (query, code).
        judged_docs = list(chain.from_iterable(row for _, row in judged))
        judged_seg = np.repeat(np.array([i for i, _ in judged], dtype=np.uint64), [len(row) for _, row in judged])
        judged_dict = pc.dictionary_encode(pa.array(judged_docs, pa.string()))
        line_codes = pc.index_in(docs, value_set=judged_dict.dictionary).fill_null(-1).to_numpy()
        candidates = np.flatnonzero(line_codes >= 0)
        candidate_seg = np.searchsorted(starts, candidates, side="right") - 1
        pairs = (candidate_seg.astype(np.uint64) << np.uint64(32)) | line_codes[candidates].astype(np.uint64)
        wanted = (judged_seg << np.uint64(32)) | judged_dict.indices.to_numpy().astype(np.uint64)
        found, index = find_pairs(pairs, wanted)
        ranks = np.full(len(judged_docs), -1, dtype=np.int64)
        if ordered:
            cache: dict = {}

            def texts(at):  # ties compared in NumPy, on each id's rank in its query (computed on the first tie)
                if "ranks" not in cache:
                    cache["ranks"] = id_ranks(ids, lengths)
                return cache["ranks"][at]
        else:
            texts = lambda at: docs.take(pa.array(at)).to_pylist()  # noqa: E731
        ranks[index] = line_ranks(keys, starts, lengths, candidates[found], texts)
        return ranks


def _delimiter(data: bytearray, start: int, end: int) -> bytes:
    """A tab for a file whose first block has tabs and no space, else a space."""
    return b"\t" if data.find(b"\t", start, end) >= 0 and data.find(b" ", start, end) < 0 else b" "


def _parse(pa, csv, pc, data: bytearray, start: int, end: int, delimiter: bytes):
    """``data[start:end]`` parsed by pyarrow as the six run columns (query id, doc id and score converted),
    comment rows left out; Fallback when that is not how read_run splits these lines."""
    _check_bytes(data, start, end, delimiter)
    if data.startswith(BOM, start):  # pyarrow drops a BOM at the start of what it parses; read_run keeps this one
        raise Fallback("a byte-order mark at the start of a block")
    _check_no_empty_field(data, start, end, delimiter)
    # Only three columns are converted (half the parsing time); the other three are then not checked as UTF-8
    # by pyarrow, so a block that is not ASCII has all six converted.
    ascii_ = data[start:end].isascii()
    types = {name: pa.float64() if name == "score" else pa.string() for name in _NAMES}
    with memoryview(data) as view:
        table = csv.read_csv(
            pa.py_buffer(view[start:end]),
            read_options=csv.ReadOptions(column_names=_NAMES, block_size=_PARSE_BLOCK, use_threads=True),
            parse_options=csv.ParseOptions(delimiter=delimiter.decode(), quote_char=False, double_quote=False,
                                           escape_char=False, newlines_in_values=False, ignore_empty_lines=True,
                                           invalid_row_handler=_skip_comment),
            convert_options=csv.ConvertOptions(column_types=types, null_values=[], strings_can_be_null=False,
                                               quoted_strings_can_be_null=False, check_utf8=True,
                                               include_columns=["qid", "doc", "score"] if ascii_ else []),
        )
    if not table.num_rows:
        return table
    if data.find(b"#", start, end) >= 0:  # comment lines (a query id starting with '#'), skipped as read_run does
        table = table.filter(pc.invert(pc.starts_with(table["qid"], "#")))
    return table.select(["qid", "doc", "score"])


def _check_no_empty_field(data: bytearray, start: int, end: int, delimiter: bytes) -> None:
    """Fallback on an empty field: two separators in a row, or one at the start or the end of a line.

    The four byte pairs are looked for as 16-bit numbers at even and odd offsets (5x faster than bytes.find
    of a two-byte pattern whose bytes are everywhere)."""
    d = delimiter[0]
    if data[start] == d or data[end - 1] == d:
        raise Fallback("an empty field")
    pairs = [d | d << 8, 0x0A | d << 8, d | 0x0A << 8, d | 0x0D << 8]  # "dd", "\nd", "d\n", "d\r" (little-endian)
    for offset in (start, start + 1):
        count = (end - offset) // 2
        if count <= 0:
            continue
        words = np.frombuffer(data, dtype="<u2", count=count, offset=offset)
        if any((words == pair).any() for pair in pairs):
            raise Fallback("an empty field")


def size_hint(handle) -> int:
    """A buffer size for the file: its size + 1 (a gzip file: the block size)."""
    try:
        return os.fstat(handle.fileno()).st_size + 1 if isinstance(handle, io.BufferedReader) else _BLOCK
    except (OSError, ValueError):
        return _BLOCK


def _skip_comment(row) -> str:
    """A row without six fields: skipped if read_run skips it (blank, or a '#' comment), else an error (Fallback)."""
    first = row.text.lstrip(" \t")
    return "skip" if not first.strip(" \t\r") or first.startswith("#") else "error"


def find_pairs(pairs: np.ndarray, wanted: np.ndarray):
    """(lines, index in ``wanted``) of the ``pairs`` (distinct uint64) that are ``wanted``, lines ascending;
    Fallback when two wanted pairs are equal (the caller's hashes of distinct pairs collided).

    A table addressed by a multiplicative hash holds the index of one wanted pair per slot: each pair
    reads its slot and is compared with that wanted pair. The few wanted pairs that lost their slot to
    another are looked up by binary search, for the pairs that read such a slot in vain (a binary search
    of every pair, in random order, took 5x longer).
    """
    bits = int(min(20, max(16, 3 + int(wanted.size).bit_length())))
    shift = np.uint64(64 - bits)
    slots = ((wanted * _MIX) >> shift).astype(np.intp)
    table = np.full(1 << bits, -1, dtype=np.int64)
    table[slots] = np.arange(wanted.size)
    losers = np.flatnonzero(table[slots] != np.arange(wanted.size))  # (a slot keeps the last index written)
    if (wanted[losers] == wanted[table[slots[losers]]]).any():
        raise Fallback("two wanted (query, doc) pairs alike")
    mixed = pairs * _MIX
    mixed >>= shift
    index = table[mixed.astype(np.intp)]
    del mixed
    lines = np.flatnonzero(index >= 0)
    index = index[lines]
    hit = wanted[index] == pairs[lines]
    if losers.size:
        shared = np.zeros(1 << bits, dtype=bool)
        shared[slots[losers]] = True
        maybe = lines[~hit]
        maybe = maybe[shared[((pairs[maybe] * _MIX) >> shift).astype(np.intp)]]
        order = losers[np.argsort(wanted[losers])]
        at = np.minimum(np.searchsorted(wanted[order], pairs[maybe]), order.size - 1)
        found = wanted[order[at]] == pairs[maybe]
        lines = np.concatenate([lines[hit], maybe[found]])
        index = np.concatenate([index[hit], order[at[found]]])
        ascending = np.argsort(lines, kind="stable")
        return lines[ascending], index[ascending]
    return lines[hit], index[hit]


def _check_bytes(data: bytearray, start: int, end: int, delimiter: bytes) -> None:
    """Fallback unless the only ASCII whitespace in the block is the delimiter and line ends (LF or CR LF)."""
    for byte in (b" " if delimiter == b"\t" else b"\t", b"\x0b", b"\x0c", b"\x00"):
        if data.find(byte, start, end) >= 0:
            raise Fallback(f"a {byte!r} byte")
    if data.find(b"\r", start, end) >= 0 and data.count(b"\r", start, end) != data.count(b"\r\n", start, end):
        raise Fallback("a CR without LF")


def check_distinct(codes: np.ndarray, lengths: np.ndarray) -> None:
    """Fallback when a query lists a doc twice (two equal uint64 codes in its row), for read_run to name the line."""
    starts = np.concatenate([[0], np.cumsum(lengths)])
    for s0, s1 in blocks(lengths, SORT_CELLS):
        rows = np.sort(padded_rows(codes[starts[s0]:starts[s1]], lengths[s0:s1], pad=_NO_CODE), axis=1)
        if ((rows[:, 1:] == rows[:, :-1]) & (rows[:, 1:] != _NO_CODE)).any():
            raise Fallback("a doc listed twice for a query")


def id_ranks(ids: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Each line's rank of its (packed) id among its query's ids, 0 for the smallest: ties compare these."""
    starts = np.concatenate([[0], np.cumsum(lengths)])
    ranks = np.empty(len(ids), dtype=np.int64)
    for s0, s1 in blocks(lengths, SORT_CELLS):
        rows = padded_rows(ids[starts[s0]:starts[s1]], lengths[s0:s1], pad=_NO_CODE)  # the padding sorts last
        order = np.argsort(rows, axis=1)
        rank_rows = np.empty_like(order)
        np.put_along_axis(rank_rows, order, np.arange(rows.shape[1])[None, :], axis=1)
        ranks[starts[s0]:starts[s1]] = rank_rows[np.arange(rows.shape[1]) < lengths[s0:s1, None]]
    return ranks


def _packed_ids(docs):
    """Each id's UTF-8 bytes as one big-endian uint64, zero-padded: distinct ids give distinct numbers (an id
    holds no NUL) ordered as the ids' bytes, i.e. as the ids compared as strings. None if an id is over 8 bytes."""
    if len(docs) == 0:
        return None
    offsets = np.frombuffer(docs.buffers()[1], dtype=np.int32)[docs.offset:docs.offset + len(docs) + 1]
    lengths = np.diff(offsets)
    if int(lengths.max()) > 8:
        return None
    text = np.zeros(int(offsets[-1] - offsets[0]) + 8, dtype=np.uint8)  # the ids' bytes, then 8 zero bytes
    text[:-8] = np.frombuffer(docs.buffers()[2], dtype=np.uint8)[offsets[0]:offsets[-1]]
    return pack_ids(text, offsets[:-1] - offsets[0], lengths)


def line_ranks(keys: np.ndarray, starts: np.ndarray, lengths: np.ndarray, lines: np.ndarray, texts) -> np.ndarray:
    """The rank - 1 of each of the ``lines`` (ascending) among its query's lines, trec_eval's order."""
    line_seg = np.searchsorted(starts, lines, side="right") - 1
    ends = np.append(starts[1:], starts[-1] + lengths[-1])
    rank0 = np.zeros(len(lines), dtype=np.int64)
    for s0, s1 in blocks(lengths, SORT_CELLS):
        a, b = np.searchsorted(line_seg, [s0, s1])
        if a == b:
            continue
        key_rows = padded_rows(keys[starts[s0]:ends[s1 - 1]], lengths[s0:s1])
        rows, own = line_seg[a:b] - s0, lines[a:b]
        ranks, tied = ranks_in_rows(key_rows, rows, keys[own])
        if tied.size:
            group_of, group_rows, member_group, member_cols = tie_members(key_rows, rows[tied], keys[own[tied]])
            member_lines = starts[s0 + group_rows[member_group]] + member_cols
            greater, _ = count_greater(member_group, texts(member_lines), group_of, texts(own[tied]))
            ranks[tied] += greater
        rank0[a:b] = ranks
    return rank0
