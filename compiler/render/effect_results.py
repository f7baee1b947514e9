"""Render: what an instruction just did, named again (ir/effect_results.py; 608.2c).

"that permanent" / 「そのパーマネント」 for the object a sacrifice or destruction chose (as it
last existed), "that card" / 「そのカード」 for the card an instruction moved, "enchantment destroyed this way" /
「これにより破壊されたエンチャント」, "creature card put into your graveyard this way" /
「これによりあなたの墓地に置かれたクリーチャー・カード」, "If a creature card is discarded this
way" / 「これによりクリーチャー・カードを捨てた場合」 — the words grammar/*/45g-effect-results.lark
reads back to the same IR (lower/effect_results.py binds them to the one instruction before).
``r`` is the sentence renderer (its ``noun``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ofuda.runtime.definitions import Controller, ObjectFilter, PlayerFilter, ZoneKind

from .. import ir
from .common import RenderError
from .words_en import a_noun
from .words_ja import counter_word, number

# The verbs of a result kind, where no zone is said (a zone says "put into … graveyard").
_VERBS_EN = {
    "destroyed": "destroyed", "discarded": "discarded", "exiled": "exiled",
    "sacrificed": "sacrificed", "tapped": "tapped",
}
_VERBS_JA = {
    "destroyed": "破壊された", "discarded": "捨てられた", "exiled": "追放された",
    "sacrificed": "生け贄に捧げられた", "tapped": "タップした",
}
# The verbs of "If a … is <verb> this way" (grammar/*/45g-effect-results.lark; "is sacrificed
# this way" is the condition of a sacrifice at random, grammar/*/76-random-sacrifice.lark).
_CONDITION_KINDS = ("destroyed", "discarded", "exiled")
# Kinds whose objects are permanents (a noun without "card"); the others are cards.
_PERMANENT_KINDS = ("destroyed", "sacrificed", "tapped")


def result_reference(selector: Any, lang: str, r: Any = None) -> str | None:
    """ "that permanent" / 「そのパーマネント」 (as it last existed), "that card" / 「そのカード」
    (the card it became), Oracle's "the sacrificed creature" after a sacrifice of one creature;
    None for any other selector."""
    if not isinstance(selector, ir.EffectResult):
        return None
    if lang == "en" and selector.kind == "sacrificed" and not selector.moved and getattr(
        r, "sacrificed_creature", False
    ):
        return "the sacrificed creature"
    # its kind is said by the one instruction before it of that kind, the only one these words
    # can name (lower/effect_results.py binds them back to it)
    assert selector.kind
    if lang == "en":  # "it" on a permanent could also mean the permanent itself
        return "that card" if selector.moved else "that permanent"
    return "そのカード" if selector.moved else "そのパーマネント"


def _parts(results: ir.EffectResults | ir.AnyAffected) -> tuple[ObjectFilter, str, bool]:
    """The noun's filter (without "your", which the verb says), its zone word for the noun
    renderer, and whether the objects were put into your graveyard."""
    f = results.filter or ObjectFilter()
    yours = f.controller is Controller.YOU and getattr(results, "zone", None) == ZoneKind.GRAVEYARD
    if yours:
        f = replace(f, controller=Controller.ANY)
    cards = results.kind not in _PERMANENT_KINDS or getattr(results, "zone", None) is not None
    return f, "graveyard" if cards else "battlefield", yours


def _verb(results: ir.EffectResults | ir.AnyAffected, yours: bool, lang: str) -> str:
    if getattr(results, "zone", None) == ZoneKind.GRAVEYARD:
        if lang == "en":
            return f"put into {'your' if yours else 'a'} graveyard this way"
        return f"これにより{'あなたの' if yours else 'いずれかの'}墓地に置かれた"
    verbs = _VERBS_EN if lang == "en" else _VERBS_JA
    if results.kind not in verbs:
        raise RenderError(f"no phrasing for the objects {results.kind} this way")
    return verbs[results.kind] + " this way" if lang == "en" else "これにより" + verbs[results.kind]


def _noun_en(r: Any, f: ObjectFilter, zone: str, plural: bool = False) -> str:
    return str(r.noun(f, zone, plural=plural)).removesuffix(" from a graveyard")


def _noun_ja(r: Any, f: ObjectFilter, zone: str) -> str:
    return str(r.noun(f, zone)).removeprefix("いずれかの墓地にある")


def this_way_noun_en(r: Any, results: ir.EffectResults, plural: bool = False) -> str:
    """ "enchantment destroyed this way", "creature cards put into your graveyard this way"."""
    f, zone, yours = _parts(results)
    return f"{_noun_en(r, f, zone, plural)} {_verb(results, yours, 'en')}"


def this_way_objects_ja(r: Any, results: ir.EffectResults) -> str:
    """「これにより破壊されたエンチャント」."""
    f, zone, yours = _parts(results)
    return f"{_verb(results, yours, 'ja')}{_noun_ja(r, f, zone)}"


def this_way_unit_ja(r: Any, results: ir.EffectResults) -> str:
    """「これにより破壊されたエンチャント１つにつき」."""
    f, zone, yours = _parts(results)
    return f"{_verb(results, yours, 'ja')}{_noun_ja(r, f, zone)}{number(1)}{counter_word(f, zone)}につき"


def this_way_each(r: Any, results: ir.EffectResults, lang: str) -> str:
    """ "each card put into a graveyard this way" / 「これによりいずれかの墓地に置かれた各カード」."""
    f, zone, yours = _parts(results)
    if lang == "en":
        return f"each {_noun_en(r, f, zone)} {_verb(results, yours, 'en')}"
    return f"{_verb(results, yours, 'ja')}各{_noun_ja(r, f, zone)}"


def affected_condition(condition: Any, lang: str, r: Any) -> str | None:
    """ "If a creature card is discarded this way" / 「これによりクリーチャー・カードを捨てた場合」;
    None for any other condition."""
    if not isinstance(condition, ir.AnyAffected):
        return None
    if condition.kind == "sacrificed" and condition.filter is None:
        # 608.2c: "Sacrifice a creature. If you do, …" (ISD Garruk Relentless): whether the
        # sacrifice, an instruction that isn't optional, was done (lower/effects.py)
        return "If you do" if lang == "en" else "そうした場合"
    f, zone, _ = _parts(condition)
    if condition.kind not in _CONDITION_KINDS:
        raise RenderError(f"no phrasing for whether an object was {condition.kind} this way")
    if lang == "en":
        return f"If {a_noun(_noun_en(r, f, zone))} is {_VERBS_EN[condition.kind]} this way"
    noun = _noun_ja(r, f, zone)
    if condition.kind == "discarded":
        return f"これにより{noun}を捨てた場合"
    return f"これにより{noun}が{_VERBS_JA[condition.kind]}場合"


# The kinds of the "any number of" instructions (ir/any_number.py) "that many" counts.
_CHOSEN_KINDS = ("discarded", "sacrificed", "tapped")


def chosen_count(value: Any) -> bool:
    """Whether an amount is "that many" / 「その数」 after an "any number of" instruction (the
    one instruction before it of its kind, which lower/any_number.py binds it back to)."""
    if not isinstance(value, ir.ChosenCount):
        return False
    if value.kind not in _CHOSEN_KINDS:
        raise RenderError(f"no phrasing for how many were {value.kind}")
    return True


def opponents_you_have(selector: ir.EachPlayer, lang: str, plural: bool = False) -> str:
    """ "opponent you have" / 「あなたの対戦相手」: the players a "for each" counts (102.2) — only
    the controller's opponents have words here."""
    if selector.filter != PlayerFilter(controller=Controller.OPPONENT):
        raise RenderError("no phrasing for counting these players")
    if lang == "en":
        return "opponents you have" if plural else "opponent you have"
    return "あなたの対戦相手"
