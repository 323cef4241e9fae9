"""What ``check`` says: ``Feedback`` (a status, a headline, a message), as text or a coloured HTML box."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape

from ..messages import t

__all__ = ["Feedback", "code_spans", "join_sentences", "short_repr"]

def _colon(lang: str) -> str:
    # every message is a full sentence, and a colon would chain with the colons inside it: «Todavía no. Has dividido…»,
    # «还不对。你把…»
    return {"zh": "。", "es": ". "}.get(lang, ": ")


def short_repr(value) -> str:
    if isinstance(value, (str, bytes)) and len(value) > 60:
        value = value[:60]  # a 10 MB paste: repr only what is shown
        return repr(value)[:57] + "..."
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."


def join_sentences(lang: str, *sentences: str) -> str:
    """Sentences one after the other: a space between them, none after Chinese punctuation."""
    return ("" if lang == "zh" else " ").join(sentences)


def code_spans(text: str) -> str:
    """Escape ``text`` for HTML and show its `code` spans as <code>."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", escape(text))


_LOOK = {
    # status: (icon, border colour, background) -- colour is never the only cue: icon and words too.
    "correct": ("✔", "#1b7837", "#e8f4ea"),
    "hint": ("✘", "#b35806", "#fdf1e4"),
    "wrong": ("✘", "#b35806", "#fdf1e4"),
    "unanswered": ("✎", "#5a6270", "#f1f3f5"),
    "invalid": ("?", "#6a3d9a", "#f3eef8"),
}


@dataclass(frozen=True)
class Feedback:
    """What ``check`` says: a status (one of STATUSES), a headline and a message in ``lang``.

    Shown as a coloured box with an icon and words in Jupyter (``_repr_html_``), as text elsewhere.
    ``hint`` is the catalog key of the recognised mistake, if any. ``correct`` is True only when right.
    """

    exercise: str
    status: str
    lang: str
    message: str
    hint: str | None = field(default=None)

    @property
    def correct(self) -> bool:
        return self.status == "correct"

    @property
    def headline(self) -> str:
        return t(f"feedback.status.{self.status}", self.lang)

    @property
    def icon(self) -> str:
        return _LOOK[self.status][0]

    def __str__(self) -> str:
        return f"{self.icon} {self.headline}{_colon(self.lang)}{self.message}"

    def __repr__(self) -> str:
        # Chinese sets the exercise id in full-width brackets, with no space: «✔ 正确（02.mrr_seed）。»
        tag = f"（{self.exercise}）" if self.lang == "zh" else f" ({self.exercise})"
        return f"{self.icon} {self.headline}{tag}{_colon(self.lang)}{self.message}"

    def _repr_html_(self) -> str:
        icon, border, background = _LOOK[self.status]
        return (
            f'<div class="rm-feedback rm-feedback-{self.status}" role="status" aria-live="polite" '
            f'data-exercise="{escape(self.exercise)}" data-status="{self.status}" lang="{self.lang}" '
            f'style="background:{background};color:#1a1a1a;border:1px solid {border};border-left:6px solid {border};'
            'border-radius:4px;padding:6px 10px;margin:4px 0;line-height:1.45;">'
            f'<span aria-hidden="true" style="font-weight:700;color:{border};margin-right:6px;">{icon}</span>'
            f'<strong>{escape(self.headline)}</strong> '
            + ("" if self.exercise.startswith("drill.") else f'<span style="color:#555;font-size:12px;">({escape(self.exercise)})</span>')
            + "<br>"
            f"<span>{code_spans(self.message)}</span></div>"
        )

