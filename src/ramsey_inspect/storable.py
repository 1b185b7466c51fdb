r"""Text that Inspect can store: no lone surrogates.

JSON can carry a lone UTF-16 surrogate (``"\ud800"``) that Python decodes into a ``str``
UTF-8 cannot encode; Inspect's sample buffer then fails to write the event that holds it,
printing a "Transcript subscriber failed" traceback per event. Text the plugin hands on
(a scripted reply, the answer fenced into a judge's prompt) goes through :func:`storable`.
"""

from __future__ import annotations

import re

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def storable(text: str) -> str:
    r"""``text`` with each lone surrogate replaced by U+FFFD, as a UTF-8 decoder shows bad bytes.

    >>> storable("3 Red \ud800"), storable("fine ✓")
    ('3 Red �', 'fine ✓')
    """
    if text.isascii():
        return text
    return _LONE_SURROGATE.sub(REPLACEMENT, text)
