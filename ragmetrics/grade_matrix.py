"""Queries -> one matrix of grades in rank order, the input of every kernel; the one preparation path.

``evaluate`` builds a ``GradeMatrix`` per block of queries; a per-query function builds one on a single
row (``retrieval.ranking.prepare``), so both read the same ranks, ideal row and relevant counts.

A scored run is ranked as trec_eval ranks it (``score_keys``, ``id_text``): score descending, then doc
id descending as a string ('9' above '10'). The score is compared as a C double by default, as the
trec_eval 10 program does (``score_precision="float64"``), or rounded to a 32-bit float first as
pytrec_eval (an older trec_eval) does (``score_precision="float32"``). Only docs with a positive grade add
anything to the graded measures (levels are >= 1, and grades <= 0 have no gain), so instead of sorting
every doc with its grade, the matrix is built by finding the rank of each positively graded doc among
its query's sorted scores. Where a measure needs to know which retrieved docs are judged at all (grade
0 included), ``judged_at`` locates the other judged docs the same way, on first use; ``nonrelevant_at``
(bpref) reads the same located docs, keeping those judged not relevant (0 <= grade < level).
"""

from __future__ import annotations

import math
import struct
import warnings
from collections.abc import Mapping
from itertools import chain, compress, repeat

import numpy as np

from ._checks import first_repeat, is_finite, is_number
from .display import short_repr as _show

__all__ = ["GradeMatrix", "blocks", "score_keys", "id_text", "scored_ranks", "padded_rows", "ranks_in_rows", "tie_members",
           "count_greater", "search_rows", "SCORE_PRECISIONS", "check_score_precision", "pack_ids", "packed_texts", "pack_texts"]


_CHUNK_CELLS = 1 << 16  # queries read together: few enough that their dicts and floats stay in cache
_TIE_CELLS = 1 << 20  # (tie group, rank) cells compared at once when finding the docs of each tie
# Scores compared as C doubles (the trec_eval 10 program) or as C floats (pytrec_eval, trec_eval 9).
SCORE_PRECISIONS = ("float64", "float32")
_KEY_TYPES = {"float64": (np.float64, np.uint64), "float32": (np.float32, np.uint32)}


def check_score_precision(score_precision) -> str:
    """``score_precision`` checked: "float64" (trec_eval 10, the default) or "float32" (pytrec_eval)."""
    if not isinstance(score_precision, str) or score_precision not in SCORE_PRECISIONS:
        raise ValueError(f"'score_precision' must be 'float64' (scores compared as C doubles, as the trec_eval 10 "
                         f"program does) or 'float32' (rounded to C floats, as pytrec_eval does), got {score_precision!r:.40}")
    return score_precision


def blocks(lengths: np.ndarray, cells: int) -> list:
    """Split queries (given their run lengths) into consecutive (start, stop) ranges of at most ``cells`` padded cells."""
    ranges, start = [], 0
    while start < len(lengths):
        # Cells of a range [start, start + i] = (i + 1) * its widest row; take the longest that fits.
        cells_so_far = np.maximum.accumulate(lengths[start : start + cells]) * np.arange(1, min(cells, len(lengths) - start) + 1)
        size = max(1, int(np.searchsorted(cells_so_far, cells, side="right")))
        ranges.append((start, start + size))
        start += size
    return ranges


def score_keys(scores: np.ndarray, score_precision: str = "float64") -> np.ndarray:
    """trec_eval's order of scores as unsigned keys, ascending = best first: equal keys are tied scores.

    "float64": uint64 keys of the scores as doubles (trec_eval 10); "float32": uint32 keys of the scores
    rounded to floats (pytrec_eval). The score is negated (-0.0 made 0.0, so equal scores have equal
    bits); the usual sign flip of IEEE-754 bits then orders the keys as the floats. A score beyond
    float32's range becomes -inf or +inf there, still a real key below the padding (the maximum).
    """
    real, key = _KEY_TYPES[score_precision]
    with np.errstate(over="ignore"):  # beyond float32's range is +-inf, as a C cast gives
        negated = -np.asarray(scores, dtype=np.float64).astype(real) + real(0.0)
    bits = np.ascontiguousarray(negated, dtype=real).view(key)
    sign = key(1) << key(8 * np.dtype(key).itemsize - 1)
    return np.where(bits & sign, ~bits, bits | sign).astype(key, copy=False)


def id_text(doc) -> str:
    """A doc id as trec_eval compares it in a tie: as a string."""
    return doc if type(doc) is str else str(doc)


class GradeMatrix:
    """A block of queries: ``grades`` (queries x ranks, 0-padded), ``ideal`` grades, judged counts, run lengths.

    The caller has checked the shapes: qrels rows are mappings, run rows mappings (``scored``) or ranked
    lists. The Python objects are read chunk by chunk of queries (a few hundred kB of them at a time, so
    that the second look at a dict finds it in cache); the kernels then run once over the whole block.
    """

    def __init__(self, qids: list, qrels_rows: list, run_rows: list, depth: int | None, *, scored: bool,
                 score_precision: str = "float64"):
        """``qrels_rows[i]`` and ``run_rows[i]`` are query ``qids[i]``'s qrels row and run row."""
        n = len(qids)
        self._inputs = (qids, qrels_rows, run_rows)
        self._read = _rank_listed
        if scored:
            self._read = lambda *args: _rank_scored(*args, score_precision=score_precision)
        self._judged_lengths = np.fromiter(map(len, qrels_rows), dtype=np.int64, count=n)
        self._run_lengths = np.fromiter(map(len, run_rows), dtype=np.int64, count=n)
        self.n_retrieved = self._run_lengths.astype(np.float64)
        self._judged_rows = np.repeat(np.arange(n), self._judged_lengths)
        self._n_relevant: dict = {}
        self._n_nonrelevant: dict = {}
        self._relevant: dict = {}
        self._judged_mask = None
        self._nonpositive = None
        width = int(self._run_lengths.max()) if n else 0
        self.grades = np.zeros((n, width if depth is None else min(depth, width)))
        grade_parts = []
        for chunk, _ in self._chunks():
            # Each chunk's qrels grades are read, then its docs located, while its dicts are in cache.
            grades = _read_numbers(_values(qrels_rows[chunk]), "qrels", lambda: zip(qids[chunk], qrels_rows[chunk]))
            grade_parts.append(grades)
            rows, ranks, grades = self._locate_chunk(chunk, grades, grades > 0)
            self.grades[rows, ranks] = grades
        self._judged_grades = np.concatenate(grade_parts) if grade_parts else np.zeros(0)
        self.ideal = self._ideal(n, depth)

    @classmethod
    def from_ranks(cls, judged_grades: np.ndarray, judged_lengths: np.ndarray, run_lengths: np.ndarray,
                   judged_ranks: np.ndarray, depth: int | None) -> "GradeMatrix":
        """The same matrix from ranks found beforehand (the TREC file readers' columnar path).

        ``judged_grades`` are the queries' judged grades, query after query in qrels order (``judged_lengths``
        per query); ``judged_ranks`` the rank - 1 of each of those docs in its query's run, -1 where the run
        does not retrieve it; ``run_lengths`` each query's number of retrieved docs.
        """
        self = cls.__new__(cls)
        n = len(run_lengths)
        self._inputs = None
        self._judged_lengths = np.asarray(judged_lengths, dtype=np.int64)
        self._run_lengths = np.asarray(run_lengths, dtype=np.int64)
        self.n_retrieved = self._run_lengths.astype(np.float64)
        self._judged_rows = np.repeat(np.arange(n), self._judged_lengths)
        self._n_relevant, self._n_nonrelevant, self._relevant, self._judged_mask, self._nonpositive = {}, {}, {}, None, None
        self._judged_grades = np.asarray(judged_grades, dtype=np.float64)
        width = int(self._run_lengths.max()) if n else 0
        self.grades = np.zeros((n, width if depth is None else min(depth, width)))
        self._judged_ranks = np.asarray(judged_ranks, dtype=np.int64)
        rows, ranks, grades = self._ranked(self._judged_grades > 0)
        self.grades[rows, ranks] = grades
        self.ideal = self._ideal(n, depth)
        return self

    def _ranked(self, wanted: np.ndarray):
        """(row, rank - 1, grade) of the wanted judged docs that the run retrieved within the width (from_ranks)."""
        index = np.flatnonzero(wanted & (self._judged_ranks >= 0) & (self._judged_ranks < self.grades.shape[1]))
        return self._judged_rows[index], self._judged_ranks[index], self._judged_grades[index]

    def relevant_at(self, level: int) -> np.ndarray:
        """The mask ``grades >= level``, computed once per level."""
        if level not in self._relevant:
            self._relevant[level] = self.grades >= level
        return self._relevant[level]

    def n_relevant(self, level: int) -> np.ndarray:
        """Each query's number of judged docs with grade >= level, retrieved or not."""
        if level not in self._n_relevant:
            rows = self._judged_rows[self._judged_grades >= level]
            self._n_relevant[level] = np.bincount(rows, minlength=self.grades.shape[0]).astype(np.float64)
        return self._n_relevant[level]

    def judged_at(self) -> np.ndarray:
        """The mask of retrieved docs that have a judgment, any grade (0 too): located on first use only."""
        if self._judged_mask is None:
            zero, negative = self._nonpositive_at()
            self._judged_mask = (self.grades > 0) | zero | negative
        return self._judged_mask

    def nonrelevant_at(self, level: int) -> np.ndarray:
        """The mask of retrieved docs judged not relevant at ``level``: 0 <= grade < level.

        A negative grade (trec_eval's "pooled but unjudged") is neither relevant nor judged non-relevant
        here, as in trec_eval's bpref, which skips such docs.
        """
        zero, _ = self._nonpositive_at()
        return zero | ((self.grades > 0) & (self.grades < level))

    def n_nonrelevant(self, level: int) -> np.ndarray:
        """Each query's number of judged docs with 0 <= grade < level, retrieved or not."""
        if level not in self._n_nonrelevant:
            wanted = (self._judged_grades >= 0) & (self._judged_grades < level)
            rows = self._judged_rows[wanted]
            self._n_nonrelevant[level] = np.bincount(rows, minlength=self.grades.shape[0]).astype(np.float64)
        return self._n_nonrelevant[level]

    def _nonpositive_at(self) -> tuple:
        """(retrieved docs judged 0, retrieved docs with a negative grade) as masks, located once on first use."""
        if self._nonpositive is None:
            nonpositive = self._judged_grades <= 0
            rows, ranks, grades = self._locate(nonpositive) if self._inputs is not None else self._ranked(nonpositive)
            zero = np.zeros(self.grades.shape, dtype=bool)
            negative = np.zeros(self.grades.shape, dtype=bool)
            below = grades < 0
            zero[rows[~below], ranks[~below]] = True
            negative[rows[below], ranks[below]] = True
            self._nonpositive = (zero, negative)
        return self._nonpositive

    def _chunks(self):
        """(queries, their entries in the judged grades) of each chunk, as slices."""
        ends = np.cumsum(self._judged_lengths)
        for start, stop in blocks(self._run_lengths, _CHUNK_CELLS):
            yield slice(start, stop), slice(int(ends[start - 1]) if start else 0, int(ends[stop - 1]))

    def _locate(self, wanted: np.ndarray):
        """(row, rank - 1, grade) of every judged doc selected by ``wanted`` that the run retrieved, within the width."""
        return _concatenate([
            self._locate_chunk(chunk, self._judged_grades[judged], wanted[judged]) for chunk, judged in self._chunks()
        ])

    def _locate_chunk(self, chunk: slice, judged_grades: np.ndarray, wanted: np.ndarray):
        qids, qrels_rows, run_rows = self._inputs
        rows, ranks, grades = self._read(
            qids[chunk], qrels_rows[chunk], run_rows[chunk], judged_grades, self._judged_lengths[chunk], wanted
        )
        keep = ranks < self.grades.shape[1]
        return rows[keep] + chunk.start, ranks[keep], grades[keep]

    def _ideal(self, n_queries: int, depth: int | None) -> np.ndarray:
        """Each query's positive judged grades, descending, 0-padded."""
        positive = self._judged_grades > 0
        grades, rows = self._judged_grades[positive], self._judged_rows[positive]
        order = np.lexsort((-grades, rows))
        grades, rows = grades[order], rows[order]
        counts = np.bincount(rows, minlength=n_queries)
        cols = np.arange(rows.size) - np.repeat(np.cumsum(counts) - counts, counts)
        width = int(counts.max()) if rows.size else 0
        if depth is not None:
            width = min(width, depth)
            keep = cols < width
            grades, rows, cols = grades[keep], rows[keep], cols[keep]
        ideal = np.zeros((n_queries, width))
        ideal[rows, cols] = grades
        return ideal


def _rank_scored(qids, qrels_rows, run_rows, judged_grades, judged_lengths, wanted, *, score_precision):
    """Runs given as {docid: score}: (row, rank - 1, grade) of every wanted judged doc found in the run."""
    found, rank0 = scored_ranks(qids, qrels_rows, run_rows, judged_lengths, wanted, score_precision)
    rows = np.repeat(np.arange(len(run_rows)), judged_lengths)[found]
    return rows, rank0, judged_grades[found]


def scored_ranks(qids, qrels_rows, run_rows, judged_lengths, wanted, score_precision: str = "float64", run_ids=None):
    """Runs given as {docid: score}: (index among the judged docs, rank - 1) of every wanted judged doc found
    in the run; the judged docs are the qrels rows' docs, query after query (``judged_lengths`` per query).
    ``run_ids``, if given, is called (on the first tie only) for the run rows' ids packed as numbers
    (``packed_texts``, row after row) or None: ties are then compared without a list of id strings."""
    n = len(run_rows)
    lengths = np.fromiter(map(len, run_rows), dtype=np.int64, count=n)
    scores = _read_numbers(_values(run_rows), "run", lambda: zip(qids, run_rows))
    key_rows = padded_rows(score_keys(scores, score_precision), lengths)

    # The wanted docs of each query, and their scores in the run (NaN: not retrieved), looked up at
    # C speed: one dict.get(run of the query, doc, NaN) per wanted doc.
    wanted_rows, wanted_docs = _wanted_docs(qrels_rows, wanted, judged_lengths)
    get = dict.get if set(map(type, run_rows)) <= {dict} else _get
    found = np.fromiter(
        map(get, map(run_rows.__getitem__, wanted_rows.tolist()), wanted_docs, repeat(math.nan)),
        dtype=np.float64, count=wanted_rows.size,
    )
    hit = np.flatnonzero(~np.isnan(found))
    rows = wanted_rows[hit]
    doc_keys = score_keys(found[hit], score_precision)
    rank0, tied = ranks_in_rows(key_rows, rows, doc_keys)
    if tied.size:
        # Where each tied doc sits in its qrels row, to read its id back.
        qrels_cols = np.flatnonzero(wanted)[hit[tied]] - (np.cumsum(judged_lengths) - judged_lengths)[rows[tied]]
        rank0[tied] += _greater_ids_in_ties(qrels_rows, run_rows, key_rows, rows[tied], qrels_cols, doc_keys[tied],
                                            run_ids() if run_ids is not None else None, lengths)
    return np.flatnonzero(wanted)[hit], rank0


def padded_rows(values: np.ndarray, lengths: np.ndarray, pad=None) -> np.ndarray:
    """Unsigned ``values`` (row after row, ``lengths`` per row) as a rows x widest matrix, ``pad`` (default:
    the type's maximum, past any score key) after each row's end."""
    n = len(lengths)
    width = int(lengths.max()) if n else 0
    if n and (lengths == width).all():
        return values.reshape(n, width)
    rows = np.full((n, width), np.iinfo(values.dtype).max if pad is None else pad, dtype=values.dtype)
    rows[np.arange(width) < lengths[:, None]] = values  # row-major: each row's values, in order
    return rows


def ranks_in_rows(key_rows: np.ndarray, rows: np.ndarray, keys: np.ndarray):
    """(rank - 1 before ties, indexes of the tied docs) of docs given by row and score key, among ``key_rows``.

    Rank = docs with a strictly better key + docs with the same key and a greater id; the second part is
    left to the caller, for the docs returned as tied (their key occurs more than once in their row).
    """
    width = key_rows.shape[1]
    flat = np.sort(key_rows, axis=1).ravel()
    first = search_rows(flat, width, rows, keys, right=False)
    last = search_rows(flat, width, rows, keys, right=True)
    return first, np.flatnonzero(last - first > 1)


def search_rows(flat: np.ndarray, width: int, rows: np.ndarray, keys: np.ndarray, right: bool) -> np.ndarray:
    """``np.searchsorted(sorted row, key)`` of each (row, key), all at once: a branchless binary search per key,
    in step (log2(width) passes of four operations over the keys, none over the whole matrix)."""
    keys = keys.astype(flat.dtype, copy=False)
    if width == 0:
        return np.zeros(keys.size, dtype=np.int64)
    compare = np.less_equal if right else np.less
    start = np.asarray(rows, dtype=np.int64) * width
    at = start.copy()  # the answer is in [at, at + n] (relative to the row's start)
    n = width
    while n > 1:
        half = n >> 1
        np.add(at, half, out=at, where=compare(flat[at + half], keys))
        n -= half
    at += compare(flat[at], keys)
    at -= start
    return at


def tie_members(key_rows: np.ndarray, rows: np.ndarray, keys: np.ndarray):
    """The tie groups of docs given by row and score key: (group of each doc, and each group's members as
    (group, column) pairs), found by comparing the group's row with its key, a bounded number of cells at a time."""
    order = np.lexsort((keys, rows))
    sorted_rows, sorted_keys = np.asarray(rows, dtype=np.int64)[order], keys[order]
    new = np.ones(order.size, dtype=bool)
    new[1:] = (sorted_rows[1:] != sorted_rows[:-1]) | (sorted_keys[1:] != sorted_keys[:-1])
    group_of = np.empty(order.size, dtype=np.int64)
    group_of[order] = np.cumsum(new) - 1
    group_rows, group_keys = sorted_rows[new], sorted_keys[new]
    step = max(1, _TIE_CELLS // max(key_rows.shape[1], 1))
    found = [np.nonzero(key_rows[group_rows[g : g + step]] == group_keys[g : g + step, None]) for g in range(0, group_rows.size, step)]
    member_group = np.concatenate([g + i for g, (i, _) in zip(range(0, group_rows.size, step), found)])
    member_cols = np.concatenate([cols for _, cols in found])
    return group_of, group_rows, member_group, member_cols


def count_greater(member_group: np.ndarray, member_ids: list, own_group: np.ndarray, own_ids: list):
    """For each own doc, the members of its group with a greater id as a string; also returns the sorted
    member keys, the own keys and the rank of each id, for a caller that must correct a few of them.

    The ids are str (or other ids, compared as str), unsigned numbers ordered as the ids (``packed_texts``),
    or signed ints that are already each id's rank among its query's ids (a group is within one query)."""
    if isinstance(member_ids, np.ndarray) and member_ids.dtype.kind == "i":  # each id's rank in its query, 0 up
        text_rank = np.concatenate([member_ids, own_ids])
        texts = np.arange(int(text_rank.max()) + 1 if text_rank.size else 0)
    elif isinstance(member_ids, np.ndarray):  # numbers ordered as the ids (packed ids)
        texts, text_rank = np.unique(np.concatenate([member_ids, own_ids]), return_inverse=True)
    else:
        ids = member_ids + own_ids
        texts = ids if all(issubclass(kind, str) for kind in set(map(type, ids))) else list(map(id_text, ids))
        packed = packed_texts(texts)  # short ASCII ids: sorted as numbers, 5x faster than as NumPy strings
        texts, text_rank = np.unique(np.array(texts, dtype=str) if packed is None else packed, return_inverse=True)
    span = np.int64(texts.size + 1)
    member_keys = np.sort(member_group * span + text_rank[: len(member_ids)])
    own_keys = own_group * span + text_rank[len(member_ids):]
    after = np.searchsorted(member_keys, own_keys, side="right")
    end = np.searchsorted(member_keys, (own_group + 1) * span, side="left")
    return end - after, (member_keys, own_keys, text_rank, span, after)


def pack_ids(data: np.ndarray, starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Ids of 1 to 8 bytes (``data[start:start + length]``, followed by at least 8 more bytes) as big-endian
    uint64, zero-padded: ordered as the byte strings (as C's strcmp, and for UTF-8 as Python compares str),
    and distinct for distinct ids that hold no NUL byte.

    Each id's 8 bytes are two aligned 8-byte words joined by shifts (a gather of whole words: twice as fast
    as a gather of 8-byte windows), then byte-swapped; a buffer with no whole word after the last id's
    first word takes the windows."""
    words = data[: data.size // 8 * 8].view("<u8")
    if not data.flags.c_contiguous or not starts.size or (int(starts.max()) >> 3) + 1 >= words.size:
        eight = np.lib.stride_tricks.sliding_window_view(data, 8)[starts]
        ids = eight.view(">u8").ravel().astype(np.uint64)
    else:
        at = starts >> 3
        offset = (starts & 7).astype(np.uint64)
        offset <<= np.uint64(3)  # the id's first byte is this many bits up the first (little-endian) word
        ids = words[at].astype(np.uint64, copy=False)
        ids >>= offset
        at += 1
        high = words[at].astype(np.uint64, copy=False)
        np.subtract(np.uint64(64), offset, out=offset)
        high <<= offset  # a shift by 64 (an id on a word boundary) gives 0 in NumPy
        ids |= high
        ids = ids.byteswap()  # the bytes read as a big-endian number: ordered as the ids
    shift = ((8 - lengths) * 8).astype(np.uint64)
    ids >>= shift
    ids <<= shift
    return ids


def packed_texts(texts, count: int | None = None):
    """``pack_ids`` of str ids (a list, or an iterable of ``count`` ids) when all are ASCII, 1 to 8 characters,
    without NUL; else None. The ids are joined with NUL separators (found again in NumPy: no len() per id)."""
    joined = "\x00".join(texts)
    count = len(texts) if count is None else count
    if not count or not joined.isascii() or joined.count("\x00") != count - 1:
        return None
    data = np.zeros(len(joined) + 9, dtype=np.uint8)  # the text, a final separator, 8 bytes to read past it
    data[:len(joined)] = np.frombuffer(joined.encode("ascii"), dtype=np.uint8)
    ends = np.flatnonzero(data[:len(joined) + 1] == 0)
    starts = np.concatenate([[0], ends[:-1] + 1])
    lengths = ends - starts
    if lengths.max() > 8 or lengths.min() == 0:
        return None
    return pack_ids(data, starts, lengths)


def pack_texts(docs: list):
    """(packed ids, usable): str ids packed as ``pack_ids`` packs a file's ids of 1 to 8 bytes of UTF-8 without
    NUL (``usable``); the others (0 for each) can equal no such id."""
    packed = packed_texts(docs)  # all ASCII, 1 to 8 characters: at C speed
    if packed is not None:
        return packed, np.ones(len(docs), dtype=bool)
    encoded = [d.encode("utf-8", "surrogatepass") for d in docs]
    usable = np.array([0 < len(b) <= 8 and b"\x00" not in b for b in encoded], dtype=bool)
    packed = np.array([int.from_bytes(b.ljust(8, b"\x00"), "big") if u else 0 for b, u in zip(encoded, usable.tolist())],
                      dtype=np.uint64)
    return packed, usable


def _get(mapping: Mapping, key, default):
    return mapping.get(key, default)


def _greater_ids_in_ties(qrels_rows, run_rows, key_rows, rows, qrels_cols, keys, run_ids=None, lengths=None) -> np.ndarray:
    """For each doc, how many docs of its query share its score key and have a greater id (as strings).

    The docs are given by query row, position in that query's qrels row, and score key. A tie group is a
    (row, key) pair; its members are found by comparing its row's keys (a bounded slice of groups at a
    time), read once, and sorted once with the docs' own ids by (group, id as a string). Memory is linear
    in the tied docs, however many located docs share a group (one pair per doc and member was quadratic).
    """
    group_of, group_rows, member_group, member_cols = tie_members(key_rows, rows, keys)
    if run_ids is not None:  # every run id packed as a number: members read by position, no list of strings
        own_ids = packed_texts(_qrels_ids(qrels_rows, rows, qrels_cols))
        if own_ids is not None:
            member_ids = run_ids[(np.cumsum(lengths) - lengths)[group_rows[member_group]] + member_cols]
            return count_greater(member_group, member_ids, group_of, own_ids)[0]
    needed, group_row_at = np.unique(group_rows, return_inverse=True)
    # The ids of only the queries that have such ties, as lists (a dict has no positional access).
    needed_rows = list(map(run_rows.__getitem__, needed.tolist()))
    starts = np.cumsum([0] + list(map(len, needed_rows)))
    run_ids = list(chain.from_iterable(needed_rows))
    member_ids = list(map(run_ids.__getitem__, (starts[group_row_at[member_group]] + member_cols).tolist()))
    own_ids = _qrels_ids(qrels_rows, rows, qrels_cols)
    greater, (member_keys, own_keys, text_rank, span, after) = count_greater(member_group, member_ids, group_of, own_ids)
    # A doc's own id is one of its group's members, unless the qrels spell it differently (1 vs 1.0,
    # equal as keys): then compare the run's spelling, found by equality (rare, so in Python).
    end = greater + after
    for i in np.flatnonzero(np.searchsorted(member_keys, own_keys, side="left") == after).tolist():
        same = next(j for j in np.flatnonzero(member_group == group_of[i]).tolist() if member_ids[j] == own_ids[i])
        greater[i] = end[i] - np.searchsorted(member_keys, group_of[i] * span + text_rank[same], side="right")
    return greater


def _concatenate(parts: list):
    """Concatenate (rows, ranks, grades) triples."""
    if not parts:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), np.zeros(0)
    return tuple(np.concatenate(column) for column in zip(*parts))


def _qrels_ids(qrels_rows, rows: np.ndarray, cols: np.ndarray) -> list:
    """The ids at (row, position) of the qrels rows, each needed row listed once."""
    needed = sorted(set(rows.tolist()))
    ids = dict(zip(needed, map(list, map(qrels_rows.__getitem__, needed))))
    return [ids[r][c] for r, c in zip(rows.tolist(), cols.tolist())]


def _rank_listed(qids, qrels_rows, run_rows, judged_grades, judged_lengths, wanted):
    """Runs given as ranked lists: (row, rank - 1, grade) of every wanted judged doc found in its list,
    looked up in one {doc: rank - 1} dict per query (which also finds repeats)."""
    n = len(run_rows)
    lengths = np.fromiter(map(len, run_rows), dtype=np.int64, count=n)
    positions = list(map(dict, map(zip, run_rows, repeat(range(int(lengths.max()) if n else 0)))))
    distinct = np.fromiter(map(len, positions), dtype=np.int64, count=n)
    if (distinct != lengths).any():
        row = int(np.flatnonzero(distinct != lengths)[0])
        doc, ranks = first_repeat(run_rows[row])
        raise ValueError(f"'run' must not repeat a doc id within a query (query {qids[row]!r} lists doc {doc!r} at ranks {ranks})")
    wanted_rows, wanted_docs = _wanted_docs(qrels_rows, wanted, judged_lengths)
    found = np.fromiter(
        map(dict.get, map(positions.__getitem__, wanted_rows.tolist()), wanted_docs, repeat(-1)),
        dtype=np.int64, count=wanted_rows.size,
    )
    hit = np.flatnonzero(found >= 0)
    return wanted_rows[hit], found[hit], judged_grades[wanted][hit]


def _wanted_docs(qrels_rows: list, wanted: np.ndarray, judged_lengths: np.ndarray):
    """The wanted judged docs of the queries: their query rows, and their ids as an iterator (no list of every judged id)."""
    rows = np.repeat(np.arange(len(qrels_rows)), judged_lengths)[wanted]
    return rows, compress(chain.from_iterable(qrels_rows), wanted.tolist())


def _values(mappings) -> list:
    """All values of the mappings, in order, as one list."""
    if set(map(type, mappings)) <= {dict}:
        return list(chain.from_iterable(map(dict.values, mappings)))
    return list(chain.from_iterable(d.values() for d in mappings))


def _read_numbers(values: list, name: str, items) -> np.ndarray:
    """Read grades or scores into a float64 array; on a bad one, say which query and doc holds it.

    ``struct.pack`` is both the type check and the conversion, at C speed: its "d" format takes
    what ``float()`` takes except strings (it refuses "1", None and complex numbers, where
    ``np.fromiter`` would read "1" as 1.0 and None as NaN).
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # numpy's complex scalars convert with only a warning
            flat = np.frombuffer(struct.pack(f"{len(values)}d", *values), dtype=np.float64)
    except (struct.error, OverflowError, Warning):
        flat = None
    if flat is not None and np.isfinite(flat).all():
        return flat
    what = "grades" if name == "qrels" else "scores"
    for qid, docs in items():
        for doc, value in docs.items():
            if not is_number(value):
                raise TypeError(f"'{name}' {what} must be numbers (query {qid!r}, doc {doc!r} has {_show(value)})")
            if not is_finite(value):
                raise ValueError(f"'{name}' {what} must be finite numbers (query {qid!r}, doc {doc!r} has {_show(value)})")
    raise TypeError(f"'{name}' {what} must be plain numbers")  # pragma: no cover: struct took them all
