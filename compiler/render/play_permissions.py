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

from ofuda import runtime as rt
from ofuda.runtime.definitions import CardType, ObjectFilter

from .. import ir
from .common import RenderError, for_this_turn
from .effect_results import this_way_noun_en, this_way_objects_ja
from .types import subtype_text

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


# --- a permanent's permission to play or cast cards from a zone (601.3, 305.1, 118.9) ----------

_TYPES_JA = {
    CardType.ARTIFACT: "アーティファクト", CardType.CREATURE: "クリーチャー",
    CardType.ENCHANTMENT: "エンチャント", CardType.INSTANT: "インスタント",
    CardType.SORCERY: "ソーサリー", CardType.PLANESWALKER: "プレインズウォーカー",
}


def _kind_words(f: ObjectFilter, lang: str) -> str:
    """「ゴブリン・」 / "Goblin ": the one card type or subtype of a filter that says only
    that, before 「呪文」 / "spells"; "" for any; a filter of more words has no phrasing here."""
    if f == ObjectFilter():
        return ""
    if f == ObjectFilter(subtypes=f.subtypes) and len(f.subtypes) == 1:
        word = subtype_text(lang, f.subtypes[0])
    elif f == ObjectFilter(card_types=f.card_types) and len(f.card_types) == 1:
        kind = f.card_types[0]
        if kind not in _TYPES_JA:
            raise RenderError(f"no phrasing for {kind.value} spells")
        word = _TYPES_JA[kind] if lang == "ja" else kind.value
    else:
        raise RenderError("a permission for spells of more than one word")
    return f"{word}・" if lang == "ja" else f"{word} "


def _played_cards(f: ObjectFilter, lang: str) -> str:
    """「土地」 / "lands": what "play" names (305.1)."""
    if f == ObjectFilter(card_types=(CardType.LAND,)):
        return "土地" if lang == "ja" else "lands"
    raise RenderError("a permission to play cards other than lands")


def zone_permission_text(ability: ir.StaticAbility, lang: str, name: str) -> str | None:
    """"You may cast Goblin spells from the top of your library.", "You may play lands from
    the top of your library.", "You may cast spells from your hand without paying their mana
    costs.", "You may cast CARDNAME from your graveyard as long as …" in ``lang``; None for any
    other static ability."""
    if len(ability.effects) != 1:
        return None
    (effect,) = ability.effects
    if isinstance(effect, rt.MayCastFromZone) and ability.condition is not None:
        return _cast_from_zone_while(ability.condition, effect, lang, name)
    if ability.condition is not None:
        return None
    if isinstance(effect, rt.CastAsThoughFlash):  # 601.3e
        if lang == "ja":
            return "あなたは呪文を、それが瞬速を持っているかのように唱えてもよい。"
        return "You may cast spells as though they had flash."
    if isinstance(effect, rt.MayPlayFromLibraryTop):  # 601.3, 305.1
        if effect.play:
            cards = _played_cards(effect.cards, lang)
            if lang == "ja":
                return f"あなたはあなたのライブラリーの一番上から{cards}をプレイしてもよい。"
            return f"You may play {cards} from the top of your library."
        kind = _kind_words(effect.cards, lang)
        if lang == "ja":
            return f"あなたはあなたのライブラリーの一番上から{kind}呪文を唱えてもよい。"
        return f"You may cast {kind}spells from the top of your library."
    if isinstance(effect, rt.MayCastWithoutPaying):  # 118.9
        if effect.zone != rt.ZoneKind.HAND:
            raise RenderError("casting without paying from a zone other than your hand")
        kind = _kind_words(effect.spells, lang)
        if lang == "ja":
            return f"あなたは、あなたの手札から{kind}呪文を、それらのマナ・コストを支払うことなく唱えてもよい。"
        return f"You may cast {kind}spells from your hand without paying their mana costs."
    return None


def _cast_from_zone_while(condition: Any, effect: Any, lang: str, name: str) -> str:
    """"You may cast Gravecrawler from your graveyard as long as you control a Zombie." /
    「あなたは、あなたがゾンビをコントロールしているかぎり、墓所這いをあなたの墓地から唱えてもよい。」
    (DKA Gravecrawler, 611.3b): the card's own permission while the condition holds."""
    from .conditions import state_condition_text  # (it imports the nouns of render/library.py)

    if effect.zone != rt.ZoneKind.GRAVEYARD:
        raise RenderError("a conditional permission to cast a card from a zone other than your graveyard")
    words = state_condition_text(condition, lang, "static", name)
    if lang == "ja":
        return f"あなたは、{words}、{name}をあなたの墓地から唱えてもよい。"
    if not words.startswith("As long as "):
        raise RenderError(f"no phrasing for the condition {condition!r} after the statement")
    return f"You may cast {name} from your graveyard as long as {words.removeprefix('As long as ')}."
