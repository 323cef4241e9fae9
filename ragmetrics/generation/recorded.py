"""Replay hand-written example outputs of an LLM judge, offline and deterministic.

``recorded_outputs.json`` (next to this file) holds the course's seed examples in Spanish, Chinese
and English and, for each judge question about them, a reply written by hand as a plausible LLM
output. They are example outputs, not a real model's. :class:`RecordedJudge` is an
:class:`~ragmetrics.generation.llm_judge.LLMJudge` whose replies come from that file instead of a
model: the prompts are still built and the replies still go through the tolerant JSON reader, so
a notebook shows the real pipeline with no network and the same numbers on every run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .llm_judge import LLMJudge
from .protocol import JudgeError

__all__ = ["RECORDINGS_PATH", "RecordedJudge"]

RECORDINGS_PATH = Path(__file__).with_name("recorded_outputs.json")


def _key(task: str, inputs: dict[str, Any]) -> str:
    # The question given to split_claims does not change the recorded statements.
    kept = {k: (v.strip() if isinstance(v, str) else v) for k, v in inputs.items()
            if not (task == "split_claims" and k == "question")}
    if "contexts" in kept:
        kept["contexts"] = [c.strip() for c in kept["contexts"]]
    return task + " " + json.dumps(kept, ensure_ascii=False, sort_keys=True)


def _no_live_calls(prompt: str) -> str:
    raise JudgeError("RecordedJudge never calls a model")  # _ask is overridden; kept as a guard


class RecordedJudge(LLMJudge):
    """An LLM judge that replays the hand-written example outputs in ``recorded_outputs.json``.

    Only the recorded inputs can be judged (see :attr:`examples`); anything else raises a
    ``JudgeError`` that lists what is recorded.

    >>> judge = RecordedJudge()
    >>> es = judge.examples["es"]
    >>> [v.verdict for v in map(lambda c: judge.verify_claim(c, es["contexts"]),
    ...                         judge.split_claims(es["answers"]["unfaithful"]))]
    ['no', 'idk']
    """

    def __init__(self, path: str | Path | None = None) -> None:
        super().__init__(_no_live_calls, name="recorded")
        self.path = Path(path) if path is not None else RECORDINGS_PATH
        with open(self.path, encoding="utf-8") as f:
            data = json.load(f)
        self.about: str = data.get("_about", "")
        self.examples: dict[str, Any] = data.get("examples", {})
        self._replies = {_key(r["task"], r["inputs"]): r["reply"] for r in data["replies"]}

    def using_cache(self, cache: object) -> RecordedJudge:
        """This judge, as is: it replays a file and makes no call, so a cache would save nothing.

        Its :attr:`usage` stays at zero calls (replays are not calls).
        """
        return self

    def __repr__(self) -> str:
        return f"RecordedJudge({len(self._replies)} example outputs from {self.path.name})"

    def _ask(self, task: str, inputs: dict[str, Any], prompt: str) -> str:
        key = _key(task, inputs)
        if key not in self._replies:
            recorded = sorted({k.split(" ", 1)[0] for k in self._replies})
            raise JudgeError(f"no recorded output for {task} with these inputs "
                             f"({_key(task, inputs)[len(task) + 1:][:160]}): RecordedJudge only "
                             f"replays the course's examples ({', '.join(recorded)} on "
                             f"RecordedJudge().examples); use RuleJudge() or LLMJudge for other inputs")
        return self._replies[key]
