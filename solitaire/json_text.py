"""JSON read from a file the program may not have written: `json.loads`, where a text nested
deeper than Python's recursion allows (a few thousand brackets) is refused in words, a
ValueError like any other text that is not the file it should be, never a RecursionError.
One helper for every reader of a JSON file (history files, progress, puzzle packs, lessons,
saved and waiting games), so each says it the same way:

    data = loads(text, "a history file")   # NestedTooDeeply: "it is nested too deeply to be
                                           # a history file"
"""

from __future__ import annotations

import json
from typing import Any


class NestedTooDeeply(ValueError):
    """The text is JSON nested too deeply to be the file it should be."""


def loads(text: str | bytes, what: str, **keywords: Any) -> Any:
    """json.loads(text, **keywords); NestedTooDeeply (a ValueError) naming `what` for a text
    nested too deeply for Python to read."""
    try:
        return json.loads(text, **keywords)
    except RecursionError:
        raise NestedTooDeeply(f"it is nested too deeply to be {what}") from None
