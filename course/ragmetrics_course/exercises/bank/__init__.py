"""The course's exercises, one module per chapter: ``EXERCISES`` lists them all, in chapter order.

Each module declares its exercises with :func:`~.build.number`, :func:`~.build.choice` and
:func:`~.build.text`: inputs, the function computing the right answer with ragmetrics, and the
likely mistakes, and its texts in three languages (``texts={"title": tr(...), ...}``, see ``texts.py``);
``tools/build_course.py`` writes them to ``messages_exercises.json``, the catalog read at run time.
The bank knows only ``spec.py``; the registry reads ``EXERCISES`` (the arrow points one way).
"""

from . import ch01, ch02, ch03, ch04, ch05, ch06, ch07, ch07_interview, ch08, ch09  # noqa: F401  (order = chapter order)
from . import ch10  # noqa: F401,E402
from . import ch11  # noqa: F401,E402
from . import ch12  # noqa: F401,E402
from . import ch13  # noqa: F401,E402
from .build import declared

EXERCISES = declared()

__all__ = ["EXERCISES"]
