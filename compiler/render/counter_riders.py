"""Rendering a counter instruction with its rider (701.5a, 614.1a), in both languages: "Counter
target spell. If that spell is countered this way, exile it instead of putting it into its
owner's graveyard." / 「それを打ち消す。その呪文がこれにより打ち消された場合、それをオーナーの
墓地に置く代わりに追放する。」 — two sentences, so the instruction is a sentence of its own."""

from __future__ import annotations

from typing import Any

from .. import ir


def countered_exile_sentence(effect: Any, lang: str, renderer: Any) -> str | None:
    """The sentences of a counter instruction that exiles what it counters; None otherwise."""
    if not isinstance(effect, ir.CounterSpell) or not effect.exile:
        return None
    if lang == "ja":
        return (f"{renderer.reference(effect.obj)}を打ち消す。その呪文がこれにより打ち消された場合、"
                "それをオーナーの墓地に置く代わりに追放する。")
    return (f"Counter {renderer.reference(effect.obj)}. If that spell is countered this way, "
            "exile it instead of putting it into its owner's graveyard.")
