"""Render, the bounds a filter puts on mana value (202.3): "with mana value 2 or less" /
「点数で見たマナ・コストが２以下の」, and one exact value, "with mana value 1" /
「点数で見たマナ・コストが１の」 (both bounds the same number)."""

from __future__ import annotations

from collections.abc import Callable

from ofuda.runtime.definitions import ObjectFilter


def mana_value_words(f: ObjectFilter, lang: str, number: Callable[[int], str] = str) -> list[str]:
    """The words of ``f``'s mana value bounds, in ``lang`` (``number`` writes a number: the
    Japanese renderers write full-width digits)."""
    most, least = f.mana_value_max, f.mana_value_min
    write = number
    if most is not None and most == least:
        exact = write(most)
        return [
            f"with mana value {exact}" if lang == "en" else f"点数で見たマナ・コストが{exact}の"
        ]
    words = []
    if most is not None:
        words.append(
            f"with mana value {most} or less"
            if lang == "en"
            else f"点数で見たマナ・コストが{write(most)}以下の"
        )
    if least is not None:
        words.append(
            f"with mana value {least} or greater"
            if lang == "en"
            else f"点数で見たマナ・コストが{write(least)}以上の"
        )
    return words
