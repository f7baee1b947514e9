"""Canonical text of mana abilities (605) in either language. See :mod:`ofuda.compiler.render`.

Current templating: the mana is added without naming the mana pool (「{C}を加える。」,
"Add {C}."), colourless mana is {C}; a spending restriction follows as a
sentence of its own (106.6).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_mana as rm
from ofuda.runtime.definitions import ObjectFilter

from .. import ir
from .common import RenderError
from .nouns import noun_phrase
from .phrasings import ENGLISH, JAPANESE
from .types import literals
from .words_en import a_noun
from .words_ja import number

_EN_NUMBERS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"
)


def mana_text(ability: ir.ManaAbility, lang: str, name: str = "") -> str:
    """The instructions of a mana ability (after its cost and colon); an amount that is a
    value but no count of objects is X, defined after the sentence."""
    x_values: list[object] = []
    mana, instead = ability.mana, None
    if len(mana) == 1 and isinstance(mana[0], rm.ProduceInstead):
        instead, mana = mana[0], mana[0].otherwise
    text = _productions(mana, lang, name, x_values)
    if instead is not None:  # 608.2c: "If …, add {G}{G} instead." / 「…場合、代わりに…を加える。」
        from .conditions import state_condition_text  # conditions renders with the nouns

        condition = state_condition_text(instead.condition, lang, "if", name)
        more = _productions(instead.mana, lang, name, x_values)
        if lang == "ja":
            text += f"{condition}、代わりに{more}"
        else:
            text += f" {condition[:1].upper()}{condition[1:]}, a{more[1:-1]} instead."
    if len(x_values) > 1:
        raise RenderError("a mana ability with two values of X")
    if x_values:
        from .counts import x_value_text  # counts renders with the instruction renderers

        value = x_value_text(x_values[0], lang, name)
        text = f"{text}Ｘは{value}に等しい。" if lang == "ja" else f"{text[:-1]}, where X is {value}."
    if ability.restriction is not None:
        text += ("" if lang == "ja" else " ") + _restriction(ability.restriction, lang)
    return text


def _productions(mana: tuple[object, ...], lang: str, name: str, x_values: list[object]) -> str:
    """A sentence adding ``mana``: 「{G}を加える。」 / "Add {G}."."""
    if lang == "ja":
        return "".join(_ja_production(p, name, x_values) for p in mana) + "。"
    return "Add " + " and ".join(_en_production(p, name, x_values) for p in mana) + "."


def _ja_production(production: object, name: str, x_values: list[object]) -> str:
    if isinstance(production, rt.ProduceMana):
        return f"{production.symbols}を加える"
    if isinstance(production, rt.ProduceAnyColor):
        return f"好きな色１色のマナ{number(production.amount)}点を加える"
    if isinstance(production, rm.ProduceCombination):
        return f"望む色の組み合わせのマナ{number(production.amount)}点を加える"
    if isinstance(production, rt.ProduceOneOf):
        return "か".join(production.options) + "を加える"
    if isinstance(production, rm.ProduceTimes):
        from .counts import count_text  # counts renders with the instruction renderers

        inner = production.mana
        if isinstance(inner, rt.ProduceMana):  # 「…１体につき{G}を加える」
            return count_text(production.times, "ja", name) + _ja_production(inner, name, x_values)
        if inner == rt.ProduceAnyColor(1):
            x_values.append(production.times)
            return "好きな色１色のマナＸ点を加える"
    raise RenderError(f"no Japanese phrasing for {production!r}")


def _en_production(production: object, name: str, x_values: list[object]) -> str:
    if isinstance(production, rt.ProduceMana):
        return production.symbols
    if isinstance(production, rt.ProduceAnyColor):
        amount = production.amount
        if amount == 1:
            return "one mana of any color"
        return f"{_EN_NUMBERS[amount]} mana of any one color"
    if isinstance(production, rm.ProduceCombination):
        return f"{_EN_NUMBERS[production.amount]} mana in any combination of colors"
    if isinstance(production, rt.ProduceOneOf):
        return " or ".join(production.options)
    if isinstance(production, rm.ProduceTimes):
        from .counts import count_text  # counts renders with the instruction renderers

        inner = production.mana
        if isinstance(inner, rt.ProduceMana):  # "{G} for each …"
            return f"{inner.symbols} for each {count_text(production.times, 'en', name)}"
        if inner == rt.ProduceAnyColor(1):
            x_values.append(production.times)
            return "X mana of any one color"
    raise RenderError(f"no English phrasing for {production!r}")


@ENGLISH.phrases(ir.AddManaOfColors)
def _add_mana_of_colors_en(en: Any, effect: ir.AddManaOfColors, third: bool, state: Any) -> str:
    """An instruction's mana of chosen colours (106.1a): "add two mana of any one color",
    "add X mana in any combination of colors"; a restriction is the sentence after it
    (106.6), its period this sentence's."""
    n = effect.number
    if isinstance(n, int):
        words = "one" if n == 1 else _EN_NUMBERS[n] if n < len(_EN_NUMBERS) else str(n)
    else:
        words = state.x_for(n)
    if effect.one_color:
        mana = "one mana of any color" if n == 1 else f"{words} mana of any one color"
    else:
        mana = f"{words} mana in any combination of colors"
    text = f"add{'s' if third else ''} {mana}"
    if effect.restriction is not None:
        text += ". " + _restriction(effect.restriction, "en")[:-1]
    return text


@JAPANESE.phrases(ir.AddManaOfColors)
def _add_mana_of_colors_ja(ja: Any, effect: ir.AddManaOfColors, state: Any) -> tuple[str, str]:
    """「好きな色１色のマナ２点を」「望む色の組み合わせのマナＸ点を」 and the verb; a restriction
    is the sentence after it: 「…を加える。このマナは、…ためにのみ使用できる」 (106.6)."""
    n = effect.number
    amount = number(n) if isinstance(n, int) else state.x_for(n).replace("X", "Ｘ")
    kind = "好きな色１色" if effect.one_color else "望む色の組み合わせ"
    words = f"{kind}のマナ{amount}点を"
    if effect.restriction is None:
        return words, "add"
    restriction = _restriction(effect.restriction, "ja")
    assert restriction.endswith("使用できる。")
    return f"{words}加える。{restriction.removesuffix('使用できる。')}", "spend_only"


def _restriction(spend: rt.SpendOnly, lang: str) -> str:
    """106.6: 「このマナは、…を唱えるため[か、…の能力を起動するため]にのみ使用できる。」 /
    "Spend this mana only to cast … [or activate abilities of …]." """
    spells, sources = spend.spells, spend.abilities_of
    if lang == "ja":
        rider = "使用でき、その呪文は打ち消されない。" if spend.uncounterable else "使用できる。"
        purpose = "唱えるためにのみ"
        if sources is not None:
            purpose = f"唱えるためか、{noun_phrase(sources, 'ja')}の能力を起動するためにのみ"
        return f"このマナは、{_ja_spell_noun(spells)}を{purpose}{rider}"
    also = ""
    if sources is not None:
        also = f" or activate abilities of {noun_phrase(sources, 'en', plural=True)}"
    if spend.uncounterable:
        noun = f"a {_en_spell_noun(spells, plural=False)}"
        return f"Spend this mana only to cast {noun}{also}, and that spell can't be countered."
    if spells.any_of and replace(spells, any_of=()) == ObjectFilter():
        # any of the spells: "an Elemental spell or a Chandra planeswalker spell"
        noun = " or ".join(a_noun(noun_phrase(alt, "en", "stack")) for alt in spells.any_of)
    elif len(spells.card_types) > 1:  # any of the types (Oracle: "an instant or sorcery spell")
        noun = f"an {_en_spell_noun(spells, plural=False)}"
    else:
        noun = _en_spell_noun(spells, plural=True)
    return f"Spend this mana only to cast {noun}{also}."


def _types_and_chosen_only(spells: ObjectFilter) -> bool:
    """Whether the spells are named by card types and "of the chosen type" only (the wordings
    below); any other noun is the nouns' renderer's (render/nouns.py)."""
    return replace(spells, card_types=(), chosen_subtype=False) == ObjectFilter()


def _ja_spell_noun(spells: ObjectFilter) -> str:
    if not _types_and_chosen_only(spells):
        return noun_phrase(spells, "ja", "stack")
    words = literals("ja")
    chosen = "選ばれたタイプの" if spells.chosen_subtype else ""
    types = [words[f"TYPE_{t.name}"] for t in spells.card_types]
    if len(types) > 1:  # any of the types: 「インスタントやソーサリーである呪文」
        if chosen:
            raise RenderError("no Japanese phrasing for spells of several types and the chosen type")
        return "や".join(types) + "である呪文"
    return f"{chosen}{''.join(types)}呪文"


def _en_spell_noun(spells: ObjectFilter, *, plural: bool) -> str:
    if not _types_and_chosen_only(spells):
        return noun_phrase(spells, "en", "stack", plural=plural)
    words = literals("en")
    # several types: any of them ("instant or sorcery"), never a card of every type at once
    types = " or ".join(words[f"TYPE_{t.name}"].lower() for t in spells.card_types)
    head = f"{types} {'spells' if plural else 'spell'}".strip()
    return head + (" of the chosen type" if spells.chosen_subtype else "")
