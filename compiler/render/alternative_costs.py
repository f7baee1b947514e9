"""Render an alternative cost (118.9), current templating: 「あなたは、この呪文のマナ・コストを
支払うのではなく、{W}を支払い…を４体タップしてもよい。」 / "You may pay {W} and tap four … rather
than pay this spell's mana cost."; 「あなたは、あなたが唱えるゾンビ・クリーチャー呪文のマナ・コストを
支払うのではなく、{0}を支払ってもよい。」 / "You may pay {0} rather than pay the mana cost for Zombie
creature spells you cast."
"""

from __future__ import annotations

from ofuda.runtime.definitions import ManaCost, TapPermanents
from ofuda.runtime.statics_costs import AlternativeCost

from .. import ir
from .common import RenderError
from .costs_en import render_cost_item as english_cost_item
from .effects_ja import render_cost_item as japanese_cost_item
from .nouns import noun_phrase
from .stack import english_spell_nouns


def alternative_cost_text(ability: ir.StaticAbility, lang: str, name: str) -> str | None:
    """An alternative cost as a sentence; None for another static ability."""
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], AlternativeCost):
        return None
    if ability.condition is not None:
        raise RenderError("no phrasing for an alternative cost under a condition")
    effect = ability.effects[0]
    items = effect.cost.items
    if not items or not isinstance(items[0], ManaCost):
        raise RenderError("an alternative cost is written from its mana")
    mana, rest = items[0].symbols, items[1:]
    if len(rest) > 1 or (rest and not isinstance(rest[0], TapPermanents)):
        raise RenderError(f"no phrasing for the alternative cost {items!r}")
    if lang == "ja":
        if effect.spells is None:
            whose = "この呪文"
        else:
            whose = "あなたが唱える" + "や".join(
                noun_phrase(f, "ja", "stack") for f in effect.spells
            )
        if rest:  # 「…を４体タップする」 → 「…を４体タップしてもよい」
            tap = japanese_cost_item(rest[0], name).removesuffix("する")
            payment = f"{mana}を支払い{tap}してもよい"
        else:
            payment = f"{mana}を支払ってもよい"
        return f"あなたは、{whose}のマナ・コストを支払うのではなく、{payment}。"
    payment = mana
    if rest:
        tap = english_cost_item(rest[0], name)
        payment += f" and {tap[:1].lower()}{tap[1:]}"
    if effect.spells is None:
        return f"You may pay {payment} rather than pay this spell's mana cost."
    spells = english_spell_nouns(effect.spells)
    return f"You may pay {payment} rather than pay the mana cost for {spells} you cast."
