"""Canonical text of permissions to play or cast cards where they are (601.3, 305.1, 118.9).

「このターン、あなたはそのカードをプレイしてもよい。」 / "You may play that card this turn.",
「このターン、あなたはこれにより追放されたカードを唱えてもよい。」 / "You may cast cards exiled this way
this turn.", 「このターン、あなたはそれらをそれらのマナ・コストを支払うことなくプレイしてもよい。」 /
"You may play them this turn without paying their mana costs." (M20 Golos), 「ターン終了時まで、
あなたはそのカードをそのマナ・コストを支払うことなく唱えてもよい。」 / "Until end of turn, you may
cast that card without paying its mana cost.": who (you), which cards, play or cast, for how long
and whether without paying, each from the IR node (ir.AllowCast). Used by the library sentences
of render/library.py.
"""

from __future__ import annotations

from typing import Any

from .. import ir
from .common import RenderError, for_this_turn
from .effect_results import this_way_noun_en, this_way_objects_ja

_PLURAL_EN = ("them", "those cards")


def _card_en(r: Any, card: Any) -> tuple[str, bool]:
    """The cards' words and whether they are several ("them", "cards exiled this way")."""
    if isinstance(card, ir.EffectResults):  # 608.2c: all of them, together
        return this_way_noun_en(r, card, plural=True), True
    words = r.reference(card)
    return ("that card" if words == "it" else words), words in _PLURAL_EN


def _card_ja(r: Any, card: Any) -> tuple[str, bool]:
    if isinstance(card, ir.EffectResults):
        return this_way_objects_ja(r, card), True
    words = r.reference(card)
    return words, words in ("それら", "それらのカード")


def permission_sentence(r: Any, effect: ir.AllowCast, lang: str) -> str:
    """The sentence of a permission ``effect`` in ``lang``; ``r`` renders its references."""
    if not isinstance(effect.player, ir.You):
        raise RenderError("a permission to play cards for a player other than you")
    lasting = effect.duration if isinstance(effect.duration, ir.ForAsLongAs) else None
    if lasting is not None and (effect.free or not effect.play):
        raise RenderError("a permission to cast cards, or without paying, for as long as …")
    if lasting is None:
        for_this_turn(effect)
    if lang == "ja":
        card, several = _card_ja(r, effect.card)
        if lasting is not None:
            from .durations import for_as_long_as  # (it imports the nouns of render/library.py)

            return f"{for_as_long_as(lasting, 'ja', r.reference)}あなたは{card}をプレイしてもよい。"
        free = f"{'それらの' if several else 'その'}マナ・コストを支払うことなく" if effect.free else ""
        if effect.play:
            return f"このターン、あなたは{card}を{free}プレイしてもよい。"
        if effect.free:
            return f"ターン終了時まで、あなたは{card}を{free}唱えてもよい。"
        return f"このターン、あなたは{card}を唱えてもよい。"
    card, several = _card_en(r, effect.card)
    if lasting is not None:
        from .durations import for_as_long_as  # (it imports the nouns of render/library.py)

        return f"You may play {card} {for_as_long_as(lasting, 'en', r.reference)}."
    free = ("their mana costs" if several else "its mana cost") if effect.free else ""
    if effect.play:
        return f"You may play {card} this turn{' without paying ' + free if free else ''}."
    if effect.free:
        return f"Until end of turn, you may cast {card} without paying {free}."
    return f"You may cast {card} this turn."
