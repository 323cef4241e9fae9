"""ragmetrics.progress: a tqdm bar on a terminal (after 2 s), nothing when standard error is not one, nothing
without tqdm; the iteration itself is never changed."""

from __future__ import annotations

import io
import sys

from ragmetrics.progress import DELAY_SECONDS, progress


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_quiet_when_not_a_terminal(monkeypatch):
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    items = [1, 2, 3]
    assert progress(items) is items
    assert progress(items, enabled=False) is items


def test_a_tqdm_bar_on_a_terminal_after_the_delay(monkeypatch):
    tqdm = __import__("pytest").importorskip("tqdm")
    monkeypatch.setattr(sys, "stderr", Terminal())
    bar = progress(range(5), total=5, desc="judging")
    assert isinstance(bar, tqdm.std.tqdm) and bar.delay == DELAY_SECONDS == 2.0
    assert list(bar) == [0, 1, 2, 3, 4]
    assert sys.stderr.getvalue() == ""  # done within the delay: no bar was drawn


def test_without_tqdm_the_iterable_itself(monkeypatch):
    monkeypatch.setattr(sys, "stderr", Terminal())
    monkeypatch.setitem(sys.modules, "tqdm", None)
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)
    items = [1, 2]
    assert progress(items, enabled=True) is items
