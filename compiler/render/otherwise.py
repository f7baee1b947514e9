"""Rendering "Otherwise," after a static ability with a condition (611.3b), in both languages:
"Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block." /
「エンチャントされているクリーチャーは、…かぎり＋２/＋２の修整を受ける。そうでないかぎり、それは攻撃
したりブロックしたりできない。」 — the static ability under the negation of the previous one's
condition is written after it, on its line (lower/permanents.py reads it back as two abilities)."""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime import statics as rt

from .. import ir
from .effects_en import continuation
from .permanents import static_text
from .types import literals


def is_otherwise(ability: ir.Ability, previous: ir.Ability | None) -> bool:
    """Whether ``ability`` is the "Otherwise," of ``previous``: a static ability under the
    negation of the previous static ability's condition."""
    return (
        isinstance(ability, ir.StaticAbility)
        and isinstance(previous, ir.StaticAbility)
        and previous.condition is not None
        and ability.condition == rt.Not(previous.condition)
        and ability.ability_word is None
        and previous.ability_word is None
    )


def otherwise_text(ability: ir.StaticAbility, lang: str, name: str, host: str) -> str:
    """ "Otherwise, it can't attack or block." / 「そうでないかぎり、それは…。」: the statement, its
    subject the pronoun of the previous statement's object where it is that object."""
    text = static_text(replace(ability, condition=None), lang, name, host)
    affected = {type(getattr(e, "affected", None)) for e in ability.effects}
    word = literals(lang)["TYPE_LAND" if host == "land" else "TYPE_CREATURE"]
    subjects = {
        rt.EnchantedPermanent: ("エンチャントされている" + word, "enchanted " + word),
        rt.EquippedCreature: ("装備している" + word, "equipped " + word),
    }
    subject = subjects.get(next(iter(affected))) if len(affected) == 1 else None
    if lang == "ja":
        if subject is not None and text.startswith(f"{subject[0]}は"):
            text = "それは" + text[len(subject[0]) + 1:]
        return f"そうでないかぎり、{text}"
    if subject is not None and text.lower().startswith(subject[1]):
        return f"Otherwise, it{text[len(subject[1]):]}"
    return f"Otherwise, {text if text.startswith(name) else continuation(text)}"
