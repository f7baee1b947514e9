"""Canonical text of damage multiplied at its source (614.1a), in either language: asked by
:func:`ofuda.compiler.render.replacement.statement`."""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import Controller, ObjectFilter

from .common import RenderError
from .nouns import noun_phrase
from .words_ja import number

# Damage is dealt only to creatures and planeswalkers (120.1): the attached-to object is
# written "enchanted creature" / "equipped creature".
_JA_OBJECTS: dict[type, str] = {
    rt.EnchantedPermanent: "エンチャントされているクリーチャー",
    rt.EquippedCreature: "装備しているクリーチャー",
}
_EN_OBJECTS: dict[type, str] = {
    rt.EnchantedPermanent: "enchanted creature",
    rt.EquippedCreature: "equipped creature",
}
_YOURS = ObjectFilter(controller=Controller.YOU)


def _object(obj: object, name: str, lang: str) -> str:
    """An object of the ability: CARDNAME, enchanted or equipped creature."""
    if isinstance(obj, rt.ThisPermanent):
        return name
    word = (_JA_OBJECTS if lang == "ja" else _EN_OBJECTS).get(type(obj))
    if word is None:
        raise RenderError(f"no phrasing for the object {obj!r} of a damage replacement")
    return word


def _source(by: object, name: str, lang: str) -> str:
    """「あなたがコントロールしている発生源」 / "a source you control", a kind of permanent
    ("another creature"), or an object of the ability."""
    if by == _YOURS:
        return "あなたがコントロールしている発生源" if lang == "ja" else "a source you control"
    if not isinstance(by, ObjectFilter):
        return _object(by, name, lang)
    if lang == "ja":
        return noun_phrase(by, "ja")
    noun = noun_phrase(replace(by, other=False), "en")
    if by.other:
        return f"another {noun}"
    return f"{'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


def multiplied_damage_text(effect: rr.MultiplyDamageDealt, name: str, lang: str) -> str:
    """「…が（…に）戦闘ダメージを与える場合、代わりにそれは（…に）その２倍のダメージを与える。」 /
    "If … would deal combat damage (to …), it deals double that damage (to …) instead."
    Any recipient of any damage is named as the 2018 texts do: "to a permanent or player,
    … to that permanent or player"."""
    source = _source(effect.by, name, lang)
    factor = effect.factor
    if effect.to is not None:
        first = again = _object(effect.to, name, lang)
    elif effect.combat_only:
        first = again = ""
    else:
        first, again = (
            ("パーマネントやプレイヤー", "そのパーマネントやプレイヤー")
            if lang == "ja"
            else ("a permanent or player", "that permanent or player")
        )
    if lang == "ja":
        damage = "戦闘ダメージ" if effect.combat_only else "ダメージ"
        to = f"{first}に" if first else ""
        to_again = f"{again}に" if again else ""
        if effect.to is None and not effect.combat_only:  # the 2018 wording
            return (
                f"{source}が{to}{damage}を与えるなら、代わりに、それは{to_again}"
                f"その点数の{number(factor)}倍のダメージを与える。"
            )
        return (
            f"{source}が{to}{damage}を与える場合、代わりにそれは{to_again}"
            f"その{number(factor)}倍のダメージを与える。"
        )
    word = {2: "double", 3: "triple"}.get(factor)
    if word is None:
        raise RenderError(f"no English word for {factor} times the damage")
    damage = "combat damage" if effect.combat_only else "damage"
    to = f" to {first}" if first else ""
    to_again = f" to {again}" if again else ""
    return f"If {source} would deal {damage}{to}, it deals {word} that damage{to_again} instead."
