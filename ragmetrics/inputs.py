"""The shapes of the library's inputs, as type aliases (for annotations; ``mypy --strict`` reads them).

Doc and query ids are any hashable values (ints or strings; one kind per collection); a mapping's keys
are typed ``Any`` because ``Mapping`` is invariant in its key type (a ``dict[str, ...]`` must fit). Grades and scores
are real numbers. What a value must be beyond its shape (a positive k, finite scores, no repeated doc) is
checked at run time, with an error that names the argument. (Measure names: ``measures.MeasureNames``.)
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping, Sequence
from typing import Any, Union

__all__ = ["Grade", "Qrels", "Ranking", "Relevant", "Run", "Scores"]

Grade = float  # an int, a bool or a numpy number is accepted as well (mypy counts int as float)
Ranking = Sequence[Hashable]  # doc ids, best first
Relevant = Union[Mapping[Any, Grade], Collection[Hashable]]  # {doc: grade}, or ids of grade 1
Scores = Mapping[Any, Grade]  # {doc: score}, higher first
Qrels = Mapping[Any, Mapping[Any, Grade]]  # {qid: {docid: grade}}
Run = Mapping[Any, Union[Scores, Ranking]]  # {qid: {docid: score}} or {qid: [docid, ...]}
