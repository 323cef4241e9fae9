"""ragmetrics.progress: a tqdm bar when tqdm is installed and stderr is a terminal, quiet otherwise."""

from __future__ import annotations

import io
import sys

import pytest

from ragmetrics.progress import progress


class Terminal(io.StringIO):
    """A stand-in for stderr that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def test_quiet_when_stderr_is_not_a_terminal(monkeypatch):
    items = [1, 2, 3]
    stream = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stream)
    assert progress(items, desc="work") is items  # the iterable itself: no wrapper, no cost
    assert stream.getvalue() == ""


def test_a_bar_on_a_terminal_once_the_work_is_slow(monkeypatch):
    pytest.importorskip("tqdm")
    import tqdm

    stream = Terminal()
    monkeypatch.setattr(sys, "stderr", stream)
    wrapped = progress(range(5), desc="judging")
    assert isinstance(wrapped, tqdm.tqdm)
    assert list(wrapped) == [0, 1, 2, 3, 4]
    assert stream.getvalue() == ""  # done within the 2 s delay: no bar drawn


def test_enabled_true_draws_the_bar_at_once(monkeypatch):
    pytest.importorskip("tqdm")
    stream = io.StringIO()
    monkeypatch.setattr(sys, "stderr", stream)
    assert list(progress(iter(range(4)), total=4, desc="judging", enabled=True)) == [0, 1, 2, 3]
    assert "judging" in stream.getvalue() and "4/4" in stream.getvalue()


def test_enabled_false_is_always_quiet(monkeypatch):
    monkeypatch.setattr(sys, "stderr", Terminal())
    items = (1, 2)
    assert progress(items, enabled=False) is items


def test_without_tqdm_quiet_or_a_clear_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "tqdm", None)  # import tqdm now raises ImportError
    monkeypatch.setattr(sys, "stderr", Terminal())
    items = [1]
    assert progress(items) is items
    with pytest.raises(ImportError, match=r"pip install 'ragmetrics\[progress\]'"):
        progress(items, enabled=True)


@pytest.mark.parametrize("options, message", [
    ({"enabled": "yes"}, "'enabled' must be True, False or None"),
    ({"total": -1}, "'total' must be an int >= 0 or None"),
    ({"total": 2.0}, "'total' must be an int >= 0 or None"),
])
def test_bad_options_are_refused(options, message):
    with pytest.raises(TypeError, match=message):
        progress([1, 2], **options)
