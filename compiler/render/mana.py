"""Canonical text of mana abilities (605) in either language. See :mod:`ofuda.compiler.render`.

Current templating: the mana is added without naming the mana pool (「{C}を加える。」,
"Add {C}."), colourless mana is {C}; a spending restriction follows as a
sentence of its own (106.6).
"""

from __future__ import annotations

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import ObjectFilter

from .. import ir
from .common import RenderError
from .types import literals
from .words_ja import number

_EN_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def mana_text(ability: ir.ManaAbility, lang: str) -> str:
    """The instructions of a mana ability (after its cost and colon)."""
    if lang == "ja":
        text = "".join(_ja_production(p) for p in ability.mana) + "。"
    else:
        text = "Add " + " and ".join(_en_production(p) for p in ability.mana) + "."
    if ability.restriction is not None:
        text += ("" if lang == "ja" else " ") + _restriction(ability.restriction, lang)
    return text


def _ja_production(production: object) -> str:
    if isinstance(production, rt.ProduceMana):
        return f"{production.symbols}を加える"
    if isinstance(production, rt.ProduceAnyColor):
        return f"好きな色１色のマナ{number(production.amount)}点を加える"
    if isinstance(production, rt.ProduceOneOf):
        return "か".join(production.options) + "を加える"
    raise RenderError(f"no Japanese phrasing for {production!r}")


def _en_production(production: object) -> str:
    if isinstance(production, rt.ProduceMana):
        return production.symbols
    if isinstance(production, rt.ProduceAnyColor):
        amount = production.amount
        if amount == 1:
            return "one mana of any color"
        return f"{_EN_NUMBERS[amount]} mana of any one color"
    if isinstance(production, rt.ProduceOneOf):
        return " or ".join(production.options)
    raise RenderError(f"no English phrasing for {production!r}")


def _restriction(spend: rt.SpendOnly, lang: str) -> str:
    spells = spend.spells
    if lang == "ja":
        rider = "使用でき、その呪文は打ち消されない。" if spend.uncounterable else "使用できる。"
        return f"このマナは、{_ja_spell_noun(spells)}を唱えるためにのみ{rider}"
    if spend.uncounterable:
        noun = f"a {_en_spell_noun(spells, plural=False)}"
        return f"Spend this mana only to cast {noun}, and that spell can't be countered."
    if len(spells.card_types) > 1:  # any of the types (Oracle: "an instant or sorcery spell")
        return f"Spend this mana only to cast an {_en_spell_noun(spells, plural=False)}."
    return f"Spend this mana only to cast {_en_spell_noun(spells, plural=True)}."


def _ja_spell_noun(spells: ObjectFilter) -> str:
    words = literals("ja")
    chosen = "選ばれたタイプの" if spells.chosen_subtype else ""
    types = [words[f"TYPE_{t.name}"] for t in spells.card_types]
    if len(types) > 1:  # any of the types: 「インスタントやソーサリーである呪文」
        if chosen:
            raise RenderError("no Japanese phrasing for spells of several types and the chosen type")
        return "や".join(types) + "である呪文"
    return f"{chosen}{''.join(types)}呪文"


def _en_spell_noun(spells: ObjectFilter, *, plural: bool) -> str:
    words = literals("en")
    # several types: any of them ("instant or sorcery"), never a card of every type at once
    types = " or ".join(words[f"TYPE_{t.name}"].lower() for t in spells.card_types)
    head = f"{types} {'spells' if plural else 'spell'}".strip()
    return head + (" of the chosen type" if spells.chosen_subtype else "")
