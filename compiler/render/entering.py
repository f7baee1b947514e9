"""Canonical text of how a permanent enters: with counters (614.1c, 107.3m) and as a copy of an
object chosen as it enters (707.9) — current templating in both languages."""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_entering as re
from ofuda.runtime.definitions import Controller
from ofuda.runtime.statics_values import CountSum, ObjectCount, Times

from .. import ir
from ..ir.unions import kinds_of, with_kind
from .common import RenderError
from .conditions import is_state_condition, state_condition_text
from .counts import count_text, per_unit
from .nouns import noun_phrase
from .words_en import COUNTERS as EN_COUNTERS
from .words_en import a_noun, count_word
from .words_ja import COUNTERS, counter_word, number


def _ja_amount(count: object) -> str:
    return "Ｘ" if isinstance(count, re.CastX) else number(int(count))  # type: ignore[call-overload]


def _en_counters(effect: re.EntersWithCounters) -> str:
    name = EN_COUNTERS[effect.kind]
    if isinstance(effect.count, re.CastX):
        return f"X {name}s"
    if not isinstance(effect.count, int):
        raise RenderError(f"not a number of counters: {effect.count!r}")
    return f"a {name}" if effect.count == 1 else f"{count_word(effect.count)} {name}s"


def entering_static_text(ability: ir.StaticAbility, lang: str, name: str) -> str | None:
    """The text of a static ability made of one effect of this area, or None for others."""
    if ability.condition is None and _tapped_and_stays_tapped(ability.effects):
        # 614.1c and 502.3 in one statement of the permanent itself
        if lang == "ja":
            return f"{name}はタップ状態で戦場に出て、あなたのアンタップ・ステップにアンタップしない。"
        return f"{name} enters the battlefield tapped and doesn't untap during your untap step."
    if len(ability.effects) != 1:
        return None
    effect = ability.effects[0]
    if ability.condition is not None:
        own = isinstance(effect, (re.EntersTapped, re.EntersWithCounters)) and effect.filter is None
        if own and is_state_condition(ability.condition):  # "… if a creature died this turn"
            statement = entering_static_text(replace(ability, condition=None), lang, name)
            assert statement is not None
            phrase = state_condition_text(ability.condition, lang, "if")
            if lang == "ja":
                return f"{phrase}、{statement}"
            return f"{statement[:-1]} {phrase}."
        if isinstance(effect, re.EntersTapped) and effect.filter is None:
            return _tapped_unless(ability.condition, lang, name)
        return None
    if isinstance(effect, re.EntersWithCounters):
        return _with_counters(effect, lang, name)
    if isinstance(effect, re.EntersAsChosenCopy):
        return _chosen_copy(effect, lang, name)
    if isinstance(effect, re.EntersTapped):
        return _tapped(effect, lang, name)
    return None


def _tapped_and_stays_tapped(effects: tuple[object, ...]) -> bool:
    """Whether ``effects`` are "enters the battlefield tapped and doesn't untap during your untap
    step" of the permanent itself."""
    return (
        len(effects) == 2
        and isinstance(effects[0], re.EntersTapped)
        and effects[0].filter is None
        and isinstance(effects[1], rt.DoesntUntap)
        and isinstance(effects[1].affected, rt.ThisPermanent)
    )


def _tapped(effect: re.EntersTapped, lang: str, name: str) -> str:
    """「CARDNAMEはタップ状態で戦場に出る。」 / "CARDNAME enters the battlefield tapped." and, of
    a group, 「対戦相手がコントロールするクリーチャーはタップ状態で戦場に出る。」 / "Creatures your
    opponents control enter the battlefield tapped." (614.1c)."""
    if lang == "ja":
        subject = name if effect.filter is None else noun_phrase(effect.filter, "ja")
        return f"{subject}はタップ状態で戦場に出る。"
    if effect.filter is None:
        return f"{name} enters the battlefield tapped."
    group = noun_phrase(effect.filter, "en", plural=True)
    return f"{group[:1].upper()}{group[1:]} enter the battlefield tapped."


def _tapped_unless(condition: object, lang: str, name: str) -> str | None:
    """「CARDNAMEは、あなたが山か平地をコントロールしていないかぎり、タップ状態で戦場に出る。」 /
    "CARDNAME enters the battlefield tapped unless you control a Mountain or a Plains." (the
    condition "you control none of these kinds", 614.12), or None for another condition."""
    if not (
        isinstance(condition, rt.ControlsCount)
        and condition.count == 0
        and not condition.at_least
        and condition.whose == Controller.YOU
    ):
        return None
    flt = condition.filter
    split = kinds_of(flt)
    kinds = (flt,) if split is None else tuple(with_kind(split[0], k) for k in split[1])
    if lang == "ja":
        nouns = "か".join(noun_phrase(k, "ja") for k in kinds)
        return f"{name}は、あなたが{nouns}をコントロールしていないかぎり、タップ状態で戦場に出る。"
    nouns = " or ".join(a_noun(noun_phrase(k, "en")) for k in kinds)
    return f"{name} enters the battlefield tapped unless you control {nouns}."


def _with_counters(effect: re.EntersWithCounters, lang: str, name: str) -> str:
    """「CARDNAMEは、Ｘ個の＋１/＋１カウンターが置かれた状態で戦場に出る。」 / "CARDNAME enters the
    battlefield with X +1/+1 counters on it." (its own entering: ``filter`` None); of a group,
    「あなたがコントロールする人間・クリーチャーは、１個の＋１/＋１カウンターが置かれた状態で戦場に
    出る。」 / "Each Human creature you control enters the battlefield with a +1/+1 counter on it."
    (614.1c, each permanent of the group as it would enter)."""
    if effect.filter is not None:
        if not isinstance(effect.count, int):
            raise RenderError(f"no phrasing for permanents entering with counters: {effect!r}")
        if lang == "ja":
            group = noun_phrase(effect.filter, "ja")
            kind = COUNTERS[effect.kind]
            return f"{group}は、{number(effect.count)}個の{kind}カウンターが置かれた状態で戦場に出る。"
        return (f"Each {noun_phrase(effect.filter, 'en')} enters the battlefield with "
                f"{_en_counters(effect)} on it.")
    if isinstance(effect.count, (ObjectCount, CountSum, Times)):
        return _with_counted_counters(effect, lang, name)
    if lang == "ja":
        kind = COUNTERS[effect.kind]
        amount = _ja_amount(effect.count)
        return f"{name}は、{amount}個の{kind}カウンターが置かれた状態で戦場に出る。"
    return f"{name} enters the battlefield with {_en_counters(effect)} on it."


def _with_counted_counters(effect: re.EntersWithCounters, lang: str, name: str) -> str:
    """「CARDNAMEは、あなたがコントロールする他のクリーチャー１体につき＋１/＋１カウンターが１個
    置かれた状態で戦場に出る。」 / "CARDNAME enters the battlefield with a +1/+1 counter on it
    for each other creature you control." (614.1c: N counters for each counted object)."""
    per, count = per_unit(effect.count)
    if lang == "ja":
        unit = count_text(count, "ja", name)
        return f"{name}は、{unit}{COUNTERS[effect.kind]}カウンターが{number(per)}個置かれた状態で戦場に出る。"
    counters = _en_counters(replace(effect, count=per))
    return f"{name} enters the battlefield with {counters} on it for each {count_text(count, 'en', name)}."


def _chosen_copy(effect: re.EntersAsChosenCopy, lang: str, name: str) -> str:
    """「あなたは、CARDNAMEが戦場に出ているクリーチャー１体のコピーとして戦場に出ることを選んでも
    よい。」 / "You may have CARDNAME enter the battlefield as a copy of any creature on the
    battlefield." (the compiler makes only the optional form)."""
    if lang == "ja":
        model = noun_phrase(effect.among, "ja") + number(1) + counter_word(effect.among, "battlefield")
        copy = f"{name}が戦場に出ている{model}のコピーとして戦場に出る"
        return f"あなたは、{copy}ことを選んでもよい。"
    model = noun_phrase(effect.among, "en")
    return f"You may have {name} enter the battlefield as a copy of any {model} on the battlefield."
