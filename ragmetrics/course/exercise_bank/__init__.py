"""The course's exercises, one module per chapter; importing this package registers them all.

Each module declares its exercises with :func:`number`, :func:`choice` and :func:`text` (below):
inputs, the function computing the right answer with ragmetrics, and the likely mistakes. Their
texts are in ``ragmetrics/course/messages_exercises.json`` under ``ex.<id>.*``.
"""

from . import ch01, ch02, ch03, ch04, ch05, ch06, ch07  # noqa: F401  (order = chapter order)
