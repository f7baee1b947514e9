"""Render, the trigger area: sentences, references and conditions of the IR nodes of
:mod:`ofuda.compiler.ir.triggers` in current templating (Oracle-style English, current
Japanese). Called by the sentence renderers of render/effects_en.py / render/effects_ja.py, whose
``self`` is passed as ``r`` (its ``chain``, ``reference``, ``predicate``, ``each_noun`` …).
"""

from __future__ import annotations

from typing import Any

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Step

from .. import ir
from . import words_en, words_ja
from .common import RenderError
from .effect_results import affected_condition, result_reference, this_way_each
from .effects import effect_subject
from .game_rules import flip_result_text
from .types import literals, subtype_text
from .words_en import a_noun, capitalize
from .words_en import player_noun as en_player_noun
from .words_ja import player_noun as ja_player_noun


def event_sentence(first: Any, lang: str, r: Any, state: Any) -> str | None:
    """The text (without its period) of a sentence led by a trigger-area node, or None."""
    if lang == "en":
        return _en_sentence(first, r, state)
    return _ja_sentence(first, r, state)


def event_reference(selector: Any, lang: str, r: Any) -> str | None:
    """How a trigger-area selector is named, or None."""
    en = lang == "en"
    result = result_reference(selector, lang, r)  # what an instruction just did (608.2c)
    if result is not None:
        return result
    if isinstance(selector, ir.EffectResults):  # "each card put into a graveyard this way"
        return this_way_each(r, selector, lang)
    if isinstance(selector, ir.Remembered):  # what a delayed ability remembers (603.7c)
        return str(r.reference(getattr(r, "remembered", ir.CreatedTokens())))
    if isinstance(selector, ir.CreatedTokens):
        if getattr(r, "one_token_created", False):  # 111.2: the one token made before
            return "that token" if en else "そのトークン"
        return "those tokens" if en else "それらのトークン"
    if isinstance(selector, ir.Chooser):  # the player who chose (Oracle's singular "them")
        return "them" if en else "自分"
    if isinstance(selector, ir.TriggeringObject):  # the trigger event's object (603.2)
        return demonstrated_event_object(getattr(r, "event_object_type", None), lang)
    if isinstance(selector, ir.TriggeringObjects):  # "one or more" trigger's objects (603.2c)
        return "them" if en else "それら"
    if isinstance(selector, ir.TargetingSource):  # 115.1: what targeted
        if getattr(r, "targeting_abilities", False):
            return "that spell or ability" if en else "その呪文や能力"
        return "that spell" if en else "その呪文"
    if isinstance(selector, ir.TriggeringPlayer):  # the event's player (119.3, 120.3)
        return "that player" if en else "そのプレイヤー"
    if isinstance(selector, ir.DefendingPlayer):  # 506.2
        return "defending player" if en else "防御プレイヤー"
    if isinstance(selector, ir.TriggeringCard):  # the card it became (400.7)
        if en and getattr(r, "event_card_it", False):
            return "it"
        if not en and getattr(r, "own_card_died", False) and getattr(r, "name", ""):
            return str(r.name)
        return "that card" if en else "そのカード"
    if isinstance(selector, ir.NewObject) and isinstance(selector.of, ir.TriggeringCard):
        return "that creature" if en else "そのクリーチャー"  # the card returned (400.7)
    return None


def event_condition(condition: Any, lang: str, r: Any) -> str | None:
    """A trigger-area condition ("If a player does"), a state condition, or what an object
    was as it last existed ("If that creature was a Human"); None for any other."""
    en = lang == "en"
    affected = affected_condition(condition, lang, r)  # 608.2c: render/effect_results.py
    if affected is not None:
        return affected
    if isinstance(condition, ir.ConditionHolds):
        # render/conditions.py (imported here: it names nouns, whose references use this module)
        from .conditions import state_condition_text

        # Oracle: "If this spell was cast from a graveyard" in a spell's own instructions
        itself = "this spell" if getattr(r, "spell", False) else "CARDNAME"
        text = state_condition_text(condition.condition, lang, "if", itself=itself)
        return text[:1].upper() + text[1:] if en else text
    if isinstance(condition, ir.FlipResult):  # 705.3: render/game_rules.py
        return flip_result_text(condition, en)
    if isinstance(condition, ir.SearchedLibrary):  # 701.19
        return "If you search your library this way" if en else "これによりあなたがあなたのライブラリーからカードを探したなら"
    if isinstance(condition, ir.Matched):  # 608.2h: as it last existed
        noun = r.noun(condition.filter, "battlefield")
        ref = r.reference(condition.obj)
        return f"If {ref} was {a_noun(noun)}" if en else f"{ref}が{noun}だったなら"
    if isinstance(condition, ir.APlayerDid):
        return "If a player does" if en else "いずれかのプレイヤーがそうした場合"
    if isinstance(condition, ir.ControlsGreatestPower):
        who = r.reference(condition.player)
        if en:
            verb = "control" if who == "you" else "controls"
            return f"If {who} {verb} the creature with the greatest power or tied for the greatest power"
        return (
            f"{who}がパワーの最も大きいクリーチャー、あるいは２体以上あるならそのうちの１体を"
            "コントロールしている場合"
        )
    return None


# --- English ------------------------------------------------------------------------


def _en_sentence(first: Any, r: Any, state: Any) -> str | None:
    if isinstance(first, ir.Optional) and isinstance(first.player, ir.EachPlayer):
        # "any opponent may have it deal 4 damage to them" (the first who accepts, 101.4)
        if len(first.effects) != 1 or effect_subject(first.effects[0]) is None:
            raise RenderError("no English phrasing for several instructions offered to players")
        effect = first.effects[0]
        who = effect_subject(effect)
        doer = "it" if isinstance(who, ir.ThisObject) else r.reference(who)
        noun = en_player_noun(first.player.filter)
        return f"Any {noun} may have {doer} {r.predicate(effect, False, state)}"
    if isinstance(first, ir.CreateDelayedTrigger):
        # 603.7: "Sacrifice those tokens at the beginning of the next end step"

        r.remembered = first.objects
        chain = capitalize(r.chain(first.ability.effects, state))  # type: ignore[attr-defined]
        return f"{chain} {next_step_text(first.trigger, 'en', first.ability)}"
    if isinstance(first, ir.AddColorsAndTypes):
        return f"{capitalize(r.reference(first.obj))} {_also_types(first, 'en')}"
    if isinstance(first, ir.PayMana):
        return f"{capitalize(r.reference(first.player))} may pay {_times(first)}"
    if not isinstance(first, ir.Conditional):
        return None
    if isinstance(first.condition, ir.ControlsGreatestPower):
        # Oracle puts this condition after the instruction: "draw a card if you control …"
        chain = capitalize(r.chain(first.effects, state))
        condition = str(event_condition(first.condition, "en", r))
        return f"{chain} {condition[:1].lower()}{condition[1:]}"
    return None


# --- Japanese -------------------------------------------------------------------------


def _ja_sentence(first: Any, r: Any, state: Any) -> str | None:
    if isinstance(first, ir.Optional) and isinstance(first.player, ir.EachPlayer):
        # 「どの対戦相手でも「…。」を選んでもよい」 (the first who accepts, 101.4)
        inner = r.chain(first.effects, state)
        return f"どの{ja_player_noun(first.player.filter)}でも「{inner}。」を選んでもよい"
    if isinstance(first, ir.CreateDelayedTrigger):
        # 603.7: 「次の終了ステップの開始時に、それらのトークンを生け贄に捧げる」

        r.remembered = first.objects
        chain = r.chain(first.ability.effects, state)  # type: ignore[attr-defined]
        return f"{next_step_text(first.trigger, 'ja', first.ability)}、{chain}"
    if isinstance(first, ir.AddColorsAndTypes):
        return f"{r.reference(first.obj)}は、{_also_types(first, 'ja')}"
    if isinstance(first, ir.PayMana):
        return f"{r.reference(first.player)}は{_times(first)}を支払ってもよい"
    return None


# --- shared -------------------------------------------------------------------------


def _also_types(effect: ir.AddColorsAndTypes, lang: str) -> str:
    """"is a black Zombie in addition to its other colors and types" / 「他の色やタイプに加えて
    黒のゾンビでもある」 (205.1b, 105.3)."""
    if len(effect.subtypes) != 1 or len(effect.colors) > 1:
        raise RenderError("no phrasing for several added subtypes or colours")
    words = literals(lang)
    colors = [words[f"COLOR_{c.name}"] for c in effect.colors]  # type: ignore[attr-defined]
    subtype = subtype_text(lang, effect.subtypes[0])
    if lang == "ja":
        other = "他の色やタイプに加えて" if colors else "他のタイプに加えて"
        return other + "".join(f"{c}の" for c in colors) + f"{subtype}でもある"

    noun = " ".join([*colors, subtype])
    other = "colors and types" if colors else "types"
    # Oracle's instructions: "That creature becomes a Vampire in addition to its other types"
    # (ISD Olivia Voldaren), "That creature is a black Zombie in addition to its other colors
    # and types" (Dread Slaver); both read back to this one change (611.2a)
    verb = "is" if colors else "becomes"
    return f"{verb} {a_noun(noun)} in addition to its other {other}"


def unless_pay_mana(payment: ir.PayMana, lang: str, r: Any) -> str:
    """The payment of mana of an "unless" sentence (118.12a), after its player: "pay {1} for
    each other creature you control" / 「あなたがコントロールする他のクリーチャー１体につき{1}を
    支払わ」 (the verb's negative stem: 「…ないかぎり」 follows)."""
    if lang == "ja":
        each = "" if isinstance(payment.times, int) else r.each_unit(_each_of(payment.times))
        return f"{each}{_times(payment)}を支払わ"
    pays = "pay" if isinstance(payment.player, ir.You) else "pays"
    text = f"{pays} {_times(payment)}"
    if not isinstance(payment.times, int):
        text += " for each " + r.each_noun(_each_of(payment.times))
    return text


def _times(payment: Any) -> str:
    """The mana of a payment: "{1}" (the per-unit amount of "… for each …")."""
    if isinstance(payment.times, int) and payment.times != 1:
        return str(payment.symbols * payment.times)
    return str(payment.symbols)


def _each_of(times: Any) -> ir.EachObject:
    """The objects counted by "for each …" / 「…１体につき」 (a CountOf of an each-selector)."""
    if isinstance(times, ir.CountOf) and isinstance(times.objects, ir.EachObject):
        return times.objects
    raise RenderError(f"no phrasing for the payment count {times!r}")


def next_step_text(trigger: object, lang: str, ability: Any = None) -> str:
    """603.7: 「次の終了ステップの開始時に」 / "at the beginning of the next end step" (the trigger
    of a delayed ``ability``, which must be the one it is created with)."""
    if ability is not None and ability.trigger != trigger:
        raise RenderError("a delayed trigger created with another trigger than its ability's")
    if not isinstance(trigger, rte.NextBeginningOfStep):
        raise RenderError(f"no phrasing for the delayed trigger {trigger!r}")
    if trigger.step == Step.END_OF_COMBAT:  # 511.2: the next end of combat step
        return "戦闘終了時に" if lang == "ja" else "at end of combat"
    if lang == "ja":
        return f"次の{words_ja.STEPS[trigger.step]}の開始時に"
    return f"at the beginning of the next {words_en.STEPS[trigger.step]}"


# "that creature" / 「そのクリーチャー」, "that planeswalker" / 「そのプレインズウォーカー」
_DEMONSTRATIVES = {
    CardType.CREATURE: ("that creature", "そのクリーチャー"),
    CardType.PLANESWALKER: ("that planeswalker", "そのプレインズウォーカー"),
}


def targets_by_abilities(trigger: Any) -> bool:
    """Whether the trigger watches abilities targeting too ("of a spell or ability", 115.1):
    what targeted is then "that spell or ability" / 「その呪文や能力」."""
    targeted = isinstance(trigger, (rte.BecomesTarget, rte.PlayerBecomesTarget))
    return targeted and trigger.abilities


def demonstrated_event_object(card_type: CardType | None, lang: str) -> str:
    """How the trigger event's object is named: "that creature" / 「そのクリーチャー」, or the
    demonstrative of the damaged permanent's type."""
    words = _DEMONSTRATIVES.get(card_type or CardType.CREATURE)
    if words is None:
        raise RenderError(f"no demonstrative for a {card_type}")
    return words[0] if lang == "en" else words[1]
