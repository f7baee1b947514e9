"""What the renderers of both languages share: the error of a node with no phrasing, and the
ability word a line is labelled with."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from .. import ir


class RenderError(Exception):
    """An IR node the renderer has no phrasing for (a bug to fix, never bad input)."""


def labelled(ability: ir.Ability, text: str, lang: str) -> str:
    """``text`` after the ability's ability word and its dash, as printed (207.2c):
    「陰鬱 ― …」 / "Morbid — …"; ``text`` itself when the ability has none."""
    if ability.ability_word is None:
        return text
    dash = "―" if lang == "ja" else "—"
    return f"{ability.ability_word.name_in(lang)} {dash} {text}"
