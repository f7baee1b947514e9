"""Abilities granted in quotation marks (113.2c), quoted: 「…」 / "…"."""

from __future__ import annotations

import re

from .. import ir

# What "this creature" is called in an ability granted in quotation marks (113.2c).
_GRANTED_SELF = {"ja": "このクリーチャー", "en": "this creature"}


def granted_text(ability: ir.Ability, lang: str, depth: int = 1) -> str:
    """An ability granted in quotation marks, quoted: 「…」 (『…』 inside a quotation) / "…".

    A quoted ability is an ability: its text is the ability renderer's, which reaches this
    function again through the statics and instructions that grant abilities. That recursion
    is real, so the two imports below wait until an ability is quoted.
    """
    if lang == "ja":
        from .ja import _ability as ja_ability  # deferred: ja → permanents/stack → here → ja

        inner = ja_ability(ability, _GRANTED_SELF["ja"])
        return f"「{inner}」" if depth == 1 else f"『{inner}』"
    from .en import _ability as en_ability  # deferred: en → permanents/stack → here → en

    inner = re.sub(r"(^|[.:] )this creature", r"\1This creature", en_ability(ability, "this creature"))
    return f'"{inner}"'



def quoted_abilities(abilities: tuple[ir.Ability, ...], lang: str) -> list[str]:
    """Abilities a token has or an object gains, each quoted; in English an ability quoted before
    another quotation drops its period, as Oracle writes it ('with "This creature can't block"
    and "…"', 'has "{T}: This creature deals 1 damage to any target" and "{T}: …"')."""
    quotes = [granted_text(ability, lang) for ability in abilities]
    if lang == "ja":
        return quotes
    last = len(quotes) - 1
    return [q[:-2] + '"' if i < last and q.endswith('."') else q for i, q in enumerate(quotes)]
