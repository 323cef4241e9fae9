"""Read the JSON inside an LLM's reply, forgiving the usual slips of weak models.

Handled: code fences (```json ... ```), prose before or after the JSON, trailing commas and Python's
True/False/None outside strings. Anything else raises ``ValueError``
with what was wrong; the LLM judge turns that into a ``JudgeError``.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["parse_json_reply"]

_FENCE_RE = re.compile(r"```(?:json|JSON)?\s*\n?(.*?)```", re.DOTALL)
_PYTHON_LITERALS = {"True": "true", "False": "false", "None": "null"}


def _first_value(text: str) -> str | None:
    """The first balanced {...} or [...] in ``text``, respecting strings; None if there is none."""
    start = next((i for i, ch in enumerate(text) if ch in "{["), None)
    if start is None:
        return None
    depth, in_string, escaped = 0, False, False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
    return text[start:]  # unbalanced: let json.loads say where it breaks


def _repair(text: str) -> str:
    """Drop trailing commas and turn True/False/None into JSON, outside strings only."""
    out: list[str] = []
    i, in_string, escaped = 0, False, False
    while i < len(text):
        ch = text[i]
        if in_string:
            out.append(ch)
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            i += 1
            continue
        if ch == '"':
            in_string = True
            out.append(ch)
            i += 1
            continue
        if ch == ",":
            rest = text[i + 1:].lstrip()
            if rest[:1] in ("}", "]"):  # a trailing comma
                i += 1
                continue
        word = re.match(r"True|False|None", text[i:])
        if word and not (out and (out[-1].isalnum() or out[-1] == "_")):
            out.append(_PYTHON_LITERALS[word.group()])
            i += len(word.group())
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def parse_json_reply(reply: str) -> Any:
    """Return the JSON value inside ``reply``.

    >>> parse_json_reply('Sure! Here it is:\\n```json\\n{"verdict": "no", "reason": "60 ≠ 30",}\\n```')
    {'verdict': 'no', 'reason': '60 ≠ 30'}
    >>> parse_json_reply("{'rating': 2}")
    Traceback (most recent call last):
    ...
    ValueError: the reply is not valid JSON (Expecting property name enclosed in double quotes at line 1 column 2); it read: "{'rating': 2}"
    """
    if not isinstance(reply, str):
        raise ValueError(f"the reply must be text (got {type(reply).__name__})")
    text = reply.strip()
    fence = _FENCE_RE.search(text)
    if fence:
        text = fence.group(1).strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    candidate = _first_value(text)
    if candidate is None:
        raise ValueError(f"the reply contains no JSON object or list; it read: {_excerpt(reply)}")
    try:
        return json.loads(_repair(candidate))
    except json.JSONDecodeError as exc:
        raise ValueError(f"the reply is not valid JSON ({exc.msg} at line {exc.lineno} column "
                         f"{exc.colno}); it read: {_excerpt(reply)}") from None


def _excerpt(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return json.dumps(text if len(text) <= limit else text[:limit] + "...", ensure_ascii=False)
