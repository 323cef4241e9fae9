"""The course's retrieval lab: chunking, BM25, dense retrieval, hybrids and an oracle reranker.

Runs are ``{qid: {passage_or_doc_id: score}}``, read by ``ragmetrics.evaluate`` and written by
``ragmetrics.write_run``. The core package never imports this one (it needs ``bm25s``, and the
course's embedder for dense retrieval); import it as ``from ragmetrics_course import lab``.

- ``chunking``: ``Chunking`` ("chars:600/150", "tokens:120/30", "paragraph", "article"), ``chunk_docs``;
- ``tokens``: ``tokenize``, BM25 tokens for en/es/zh (the choice for Chinese, measured, is in its docstring);
- ``retrievers``: ``BM25Index``, ``DenseIndex``, ``fuse_rrf``, ``fuse_weighted``, ``oracle_rerank``;
- ``pipeline``: ``Lab``, which builds each index once and rebuilds runs from cached scores;
- ``token_cache``: ``TokenCacheEmbedder``, the USE v3 model with each token's features computed once
  for every chunking of the same articles (the lab's default dense embedder).
"""

from .chunking import Chunking, Passage, chunk_docs, chunk_text
from .pipeline import DEFAULT_CHUNKINGS, RETRIEVERS, Lab
from .token_cache import TokenCacheEmbedder
from .retrievers import BM25Index, DenseIndex, doc_run, fuse_rrf, fuse_weighted, oracle_rerank, run_from_scores
from .tokens import Tokenizer, tokenize

__all__ = [
    "Chunking",
    "Passage",
    "chunk_docs",
    "chunk_text",
    "Lab",
    "RETRIEVERS",
    "DEFAULT_CHUNKINGS",
    "BM25Index",
    "DenseIndex",
    "run_from_scores",
    "fuse_rrf",
    "fuse_weighted",
    "oracle_rerank",
    "doc_run",
    "Tokenizer",
    "tokenize",
    "TokenCacheEmbedder",
]
