"""Canonical text of trigger conditions (603), in either language. See :mod:`ofuda.compiler.render`.

Current templating: English as Oracle words it ("When … dies", "Whenever a
creature enters the battlefield under your control", "At the beginning of
your upkeep"); Japanese as printed today (「…が死亡したとき」, 「…が１体あなたの
コントロール下で戦場に出るたび」, 「あなたのアップキープの開始時に」). "When"
is used for this object's own one-time events, "Whenever" for the rest.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import (
    BeginningOfStep,
    CardType,
    Controller,
    Dies,
    EntersTheBattlefield,
    ObjectFilter,
    Step,
)

from . import words_en, words_ja
from .action_triggers import action_trigger_text
from .batch_triggers import batch_trigger_text
from .cast_triggers import cast_during_en, cast_during_ja, cast_trigger_en, cast_trigger_ja
from .common import RenderError
from .conditions import is_state_condition, state_condition_text
from .counter_triggers import counters_trigger_text
from .damage_triggers import damage_trigger_en, damage_trigger_ja
from .nouns import EnglishNouns, JapaneseNouns, noun_phrase
from .types import literals
from .words_en import count_word
from .words_ja import counter_word, number

# 603.6a: whose permanents an entering trigger watches ("under your control").
_UNDER_CONTROL_EN = {
    Controller.YOU: " under your control",
    Controller.OPPONENT: " under an opponent's control",
    Controller.ANY: "",
}
_UNDER_CONTROL_JA = {
    Controller.YOU: "あなたのコントロール下で",
    Controller.OPPONENT: "対戦相手のコントロール下で",
    Controller.ANY: "",
}


def trigger_text(trigger: object, lang: str, name: str) -> str:
    """The trigger condition with its comma: 「…死亡したとき、」 / "When … dies, "."""
    if lang == "ja":
        return _ja(trigger, name) + "、"
    return _en(trigger, name) + ", "


def intervening_text(condition: object, lang: str, name: str = "") -> str:
    """603.4: the intervening "if" with its comma: 「あなたがコントロールしているクリーチャーが
    ちょうど１体だけである場合、」 / "if you control exactly one creature, "."""
    if is_state_condition(condition):  # render/conditions.py
        return state_condition_text(condition, lang, "if", name) + ("、" if lang == "ja" else ", ")
    if isinstance(condition, rt.ControlsCount) and condition.count == 0 and not condition.at_least:
        return controls_none_if_text(condition, lang)
    if isinstance(condition, rt.SpellsCastLastTurn) or (
        isinstance(condition, rt.Not) and isinstance(condition.condition, rt.SpellsCastLastTurn)
    ):
        return spells_last_turn_text(condition, lang)
    if not isinstance(condition, rt.ControlsCount) or condition.at_least:
        raise RenderError(f"no phrasing for the intervening condition {condition!r}")
    types = condition.filter.card_types
    if condition.whose is not Controller.YOU or len(types) != 1:
        raise RenderError(f"no phrasing for the intervening condition {condition!r}")

    kind = literals(lang)[f"TYPE_{types[0].name}"]
    if lang == "ja":
        return f"あなたがコントロールしている{kind}がちょうど{number(condition.count)}体だけである場合、"

    count = "one" if condition.count == 1 else count_word(condition.count)
    plural = "" if condition.count == 1 else "s"  # card type words take a plain -s
    return f"if you control exactly {count} {kind}{plural}, "


# --- steps (603.2b) -----------------------------------------------------------------


def _ja_step(trigger: BeginningOfStep) -> str:
    """「あなたのアップキープの開始時に」 「各終了ステップの開始時に」 「あなたのターンの戦闘の開始時に」."""
    if trigger.step == Step.END_OF_COMBAT and trigger.whose == Controller.ANY:
        return "戦闘終了時に"  # 511.2
    step = words_ja.STEPS[trigger.step]
    if trigger.whose == Controller.YOU:
        if trigger.step == Step.BEGINNING_OF_COMBAT:
            return f"あなたのターンの{step}の開始時に"  # 507.1: the combat of your turn
        return f"あなたの{step}の開始時に"
    if trigger.whose == Controller.ANY:
        return f"各{step}の開始時に"
    if trigger.whose == Controller.ENCHANTED_PLAYER:
        return f"エンチャントされているプレイヤーの{step}の開始時に"  # 303.4
    if trigger.whose == Controller.OPPONENT:
        return f"各対戦相手の{step}の開始時に"  # 603.2b
    raise RenderError(f"no Japanese phrasing for the step trigger {trigger!r}")


def _en_step(trigger: BeginningOfStep) -> str:
    """ "At the beginning of your upkeep", "… of each end step", "… of combat on your turn"."""
    if trigger.step == Step.END_OF_COMBAT and trigger.whose == Controller.ANY:
        return "At end of combat"  # 511.2
    step = words_en.STEPS[trigger.step]
    if trigger.whose == Controller.YOU:
        if trigger.step == Step.BEGINNING_OF_COMBAT:
            return f"At the beginning of {step} on your turn"  # 507.1
        return f"At the beginning of your {step}"
    if trigger.whose == Controller.ANY:
        return f"At the beginning of each {step}"
    if trigger.whose == Controller.ENCHANTED_PLAYER:
        return f"At the beginning of enchanted player's {step}"  # 303.4
    if trigger.whose == Controller.OPPONENT:
        return f"At the beginning of each opponent's {step}"  # 603.2b
    raise RenderError(f"no English phrasing for the step trigger {trigger!r}")


# --- Japanese -------------------------------------------------------------------


def _ja_subject(subject: object, name: str, counted: bool = True) -> str:
    """「CARDNAMEが」 「装備しているクリーチャーが」 「他のクリーチャーが１体」."""
    if subject is None:
        return f"{name}が"
    if isinstance(subject, rt.EquippedCreature):
        return "装備しているクリーチャーが"
    if isinstance(subject, rt.EnchantedPermanent):
        return "エンチャントされているクリーチャーが"
    if subject == rte.AnySource(Controller.YOU):  # 609.7
        return "あなたがコントロールしている発生源が"
    if isinstance(subject, ObjectFilter) and subject.damaged_by_source:
        plain = noun_phrase(replace(subject, damaged_by_source=False), "ja")
        return f"このターン、{name}によってダメージを与えられたいずれかの{plain}が"
    if isinstance(subject, ObjectFilter) and subject.or_source:
        # 「発現する浅瀬か他のエレメンタルが１体」: this object, or another of the kind
        others = noun_phrase(replace(subject, or_source=False), "ja")
        return f"{name}か{others}" + ("が１体" if counted else "が")
    if isinstance(subject, ObjectFilter):
        return noun_phrase(subject, "ja") + ("が１体" if counted else "が")
    raise RenderError(f"no Japanese trigger subject for {subject!r}")


def _ja_spells(spells: ObjectFilter | None, name: str = "") -> str:
    if spells is None or spells == ObjectFilter():
        return "呪文"
    if not spells.card_types:  # 「クリーチャーでない呪文」: the spell's other qualities
        return noun_phrase(spells, "ja", "stack", name=name)
    # 「ＣＡＲＤＮＡＭＥを対象とする」 (115.10) stands once, before the kinds
    targeted = "".join(JapaneseNouns((), name).targeted_words(spells))
    if targeted and len(spells.card_types) > 1:
        raise RenderError("no Japanese words for spells of several kinds that target something")
    core = replace(spells, targets_source=False, targets_you=False, targets_objects=None)
    return targeted + "または".join(
        noun_phrase(replace(core, card_types=(t,)), "ja") + "呪文" for t in core.card_types
    )


def _ja_targeting_spells(spells: ObjectFilter | None) -> str:
    """「呪文」 「インスタント呪文またはソーサリー呪文」: the spells whose targeting a trigger
    watches, in the words its grammar reads (55-triggers.lark spell_alternatives: card types)."""
    if spells is None or spells == ObjectFilter():
        return "呪文"
    if replace(spells, card_types=()) != ObjectFilter():
        raise RenderError("no Japanese words for these targeting spells")
    return "または".join(
        noun_phrase(ObjectFilter(card_types=(t,)), "ja") + "呪文" for t in spells.card_types
    )


# whose spells and abilities a targeting trigger can name: anyone's, "an opponent controls"
_SPELL_CONTROLLERS = (Controller.ANY, Controller.OPPONENT)


def _ja_spells_or_abilities(trigger: rte.BecomesTarget | rte.PlayerBecomesTarget) -> str:
    """「呪文や能力」 「対戦相手がコントロールしている呪文や能力」 (115.1)."""
    if trigger.spells is not None or trigger.controller not in _SPELL_CONTROLLERS:
        raise RenderError(f"no Japanese words for the spells and abilities of {trigger!r}")
    opponents = trigger.controller is Controller.OPPONENT
    whose = "対戦相手がコントロールしている" if opponents else ""
    return f"{whose}呪文や能力"


def _en_spells_or_abilities(trigger: rte.BecomesTarget | rte.PlayerBecomesTarget) -> str:
    """ "a spell or ability", "a spell or ability an opponent controls" (115.1)."""
    if trigger.spells is not None or trigger.controller not in _SPELL_CONTROLLERS:
        raise RenderError(f"no English words for the spells and abilities of {trigger!r}")
    whose = " an opponent controls" if trigger.controller is Controller.OPPONENT else ""
    return f"a spell or ability{whose}"


_JA_PLAYERS = {
    Controller.ANY: "いずれかのプレイヤー",
    Controller.YOU: "あなた",
    Controller.OPPONENT: "いずれかの対戦相手",
    Controller.ENCHANTED_PLAYER: "エンチャントされているプレイヤー",
}
_EN_PLAYERS = {
    Controller.ANY: "a player",
    Controller.YOU: "you",
    Controller.OPPONENT: "an opponent",
    Controller.ENCHANTED_PLAYER: "enchanted player",
}


def _ja_player(player: Controller) -> str:
    """「あなた」 「いずれかの対戦相手」 「いずれかのプレイヤー」: the player a trigger watches."""
    if player not in _JA_PLAYERS:
        raise RenderError(f"no Japanese words for the player {player!r}")
    return _JA_PLAYERS[player]


def _en_player(player: Controller) -> str:
    """ "you", "an opponent", "a player", "enchanted player": the player a trigger watches."""
    if player not in _EN_PLAYERS:
        raise RenderError(f"no English words for the player {player!r}")
    return _EN_PLAYERS[player]


def _ja(trigger: object, name: str) -> str:
    batch = batch_trigger_text(trigger, "ja")  # render/batch_triggers.py (603.2c)
    if batch is not None:
        return batch
    action = action_trigger_text(trigger, "ja", name, _ja_subject)  # render/action_triggers.py
    if action is not None:
        return action
    counters = counters_trigger_text(trigger, "ja", name, _ja_subject)  # 122.6
    if counters is not None:
        return counters
    if isinstance(trigger, BeginningOfStep):
        return _ja_step(trigger)
    if isinstance(trigger, rte.EntersOr):  # 603.2, 603.6a: 「…が戦場に出るか死亡したとき」
        second = _ja(trigger.event, name)
        if getattr(trigger.event, "subject", None) is not None or not second.startswith(name):
            raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
        return f"{name}が戦場に出るか{second.removeprefix(f'{name}が')}"
    if isinstance(trigger, Dies):
        if trigger.subject is None:
            return f"{name}が死亡したとき"
        return f"{_ja_subject(trigger.subject, name)}死亡するたび"
    if isinstance(trigger, rte.DiesEnchanted):
        return "エンチャントされているクリーチャーが死亡したとき"
    if isinstance(trigger, rte.PutIntoGraveyardFromBattlefield):  # 603.6c
        if trigger.subject is None:
            return f"{name}が戦場から墓地に置かれたとき"
        counted = f"が１{counter_word(trigger.subject, 'battlefield')}"
        return f"{noun_phrase(trigger.subject, 'ja')}{counted}戦場から墓地に置かれるたび"
    if isinstance(trigger, rte.LeavesTheBattlefield):  # 603.6c
        if trigger.subject is None:
            return f"{name}が戦場を離れたとき"
        counted = f"が１{counter_word(trigger.subject, 'battlefield')}"
        return f"{noun_phrase(trigger.subject, 'ja')}{counted}戦場を離れるたび"
    if isinstance(trigger, EntersTheBattlefield) and trigger.subject is not None:
        entering = replace(trigger.subject, controller=Controller.ANY)
        under = _UNDER_CONTROL_JA[trigger.subject.controller]
        return f"{_ja_subject(entering, name)}{under}戦場に出るたび"
    if isinstance(trigger, EntersTheBattlefield):
        return f"{name}が戦場に出たとき"
    if isinstance(trigger, rte.EntersFromZone):
        _from_a_graveyard(trigger)
        return f"{_ja_subject(trigger.subject, name)}いずれかの墓地から戦場に出たとき"
    if isinstance(trigger, rte.EntersAttached):
        return f"{name}がクリーチャーにつけられた状態で戦場に出たとき"
    if isinstance(trigger, rte.Attacks) and trigger.defending is Controller.YOU:  # 506.2
        subject = _ja_subject(trigger.subject, name)
        return f"{subject}、あなたかあなたがコントロールしているプレインズウォーカーを攻撃するたび"
    if isinstance(trigger, rte.Attacks) and trigger.defending is None:
        return f"{_ja_subject(trigger.subject, name)}攻撃するたび"
    if isinstance(trigger, rte.AttacksOrBlocks):
        return f"{_ja_subject(trigger.subject, name)}攻撃かブロックするたび"
    if isinstance(trigger, rte.Blocks):
        return f"{_ja_subject(trigger.subject, name)}ブロックするたび"
    if isinstance(trigger, rte.BecomesBlocked) and trigger.once:  # 509.3c
        return f"{_ja_subject(trigger.subject, name, counted=False)}ブロックされるたび"
    if isinstance(trigger, rte.BecomesBlocked):
        return f"{_ja_subject(trigger.subject, name)}クリーチャー１体にブロックされた状態になるたび"
    if isinstance(trigger, rte.BlocksOrBecomesBlocked):  # 509.3c, 509.3d
        other = "いずれかの" + noun_phrase(trigger.by, "ja")
        subject = _ja_subject(trigger.subject, name, counted=False)
        return f"{subject}{other}をブロックするか{other}にブロックされた状態になるたび"
    if isinstance(trigger, rte.BlocksCreature):  # 509.3d
        subject = _ja_subject(trigger.subject, name, counted=False)
        return f"{subject}{noun_phrase(trigger.blocked, 'ja')}を１体ブロックするたび"
    if isinstance(trigger, rte.DealsDamageToPermanent):  # 510.3a, 120.3
        return damage_trigger_ja(trigger, _ja_subject(trigger.subject, name), "")
    if isinstance(trigger, rte.DealsDamageToPlayer):
        if trigger.player is Controller.ENCHANTED_PLAYER:  # 303.4
            player = "エンチャントされているプレイヤー"
        elif trigger.player in (Controller.ANY, Controller.OPPONENT):
            player = _ja_player(trigger.player)
        elif trigger.player is Controller.YOU:
            player = "あなた"
        else:
            raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
        return damage_trigger_ja(trigger, _ja_subject(trigger.subject, name), player)
    if isinstance(trigger, rte.IsDealtDamage):  # 120.3, 2020's 「…がダメージを受けるたび」
        return f"{_ja_subject(trigger.subject, name, counted=False)}ダメージを受けるたび"
    if isinstance(trigger, rte.PlayerIsDealtDamage):
        if trigger.player == Controller.YOU:
            raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
        player = "対戦相手１人" if trigger.player == Controller.OPPONENT else "プレイヤー１人"
        kind = "戦闘ダメージでない" if trigger.noncombat_only else ""
        return f"{player}に{kind}ダメージが与えられるたび"
    if isinstance(trigger, rte.PlayerBecomesTarget) and trigger.abilities:  # 115.1
        if trigger.player is not Controller.YOU:
            raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
        return f"あなたが、{_ja_spells_or_abilities(trigger)}の対象になるたび"
    if isinstance(trigger, rte.BecomesTarget) and trigger.abilities:
        subject = _ja_subject(trigger.subject, name, counted=False)
        return f"{subject}、{_ja_spells_or_abilities(trigger)}の対象になるたび"
    if isinstance(trigger, rte.BecomesTarget):
        subject = _ja_subject(trigger.subject, name, counted=False)
        if trigger.subject is None or not isinstance(trigger.subject, ObjectFilter):
            return f"{subject}{_ja_targeting_spells(trigger.spells)}の対象になったとき"
        return f"{subject}{_ja_targeting_spells(trigger.spells)}の対象になるたび"
    if isinstance(trigger, rte.SpellCast):
        spells = trigger.spells
        union = spells is not None and (len(spells.card_types) > 1 or bool(spells.any_of))
        if trigger.during is not None:  # 500.1
            words = noun_phrase(spells, "ja", "stack", name=name) if union else _ja_spells(spells, name)
            return cast_during_ja(trigger, _ja_player(trigger.caster), words)
        if trigger.origin is not None or trigger.nth is not None:  # 601.2a, 601.2i
            words = noun_phrase(spells, "ja", "stack", name=name) if union else _ja_spells(spells, name)
            return cast_trigger_ja(trigger, _ja_player(trigger.caster), words)
        if union:
            # 「インスタントかソーサリーである呪文を唱えるたび」: a union of kinds, 2018's words
            union_words = noun_phrase(spells, "ja", "stack", name=name)
            return f"{_ja_player(trigger.caster)}が{union_words}を唱えるたび"
        spells_words = _ja_spells(trigger.spells, name)
        # 「あなたが、あなたがコントロールしているクリーチャーを対象とする呪文」: a comma between
        # two subjects
        comma = "、" if spells_words.startswith("あなたが") else ""
        return f"{_ja_player(trigger.caster)}が{comma}{spells_words}を１つ唱えるたび"
    if isinstance(trigger, rte.LosesLife):
        first = "各ターン最初に" if trigger.first_each_turn else ""
        return f"{_ja_player(trigger.player)}が{first}ライフを失うたび"
    if isinstance(trigger, rte.GainsLife):
        return f"{_ja_player(trigger.player)}がライフを得るたび"
    if isinstance(trigger, rte.StateTrigger):  # 603.8: 「…であるとき」
        return state_condition_text(trigger.condition, "ja", "trigger", name)
    if isinstance(trigger, rte.TransformsInto):  # 701.28g
        enters_or = "戦場に出るか" if trigger.or_enters else ""
        return f"このクリーチャーが{enters_or}{name}に変身するたび"
    if isinstance(trigger, rte.Discards):  # 701.8; 2018's bare 「対戦相手が」 「プレイヤーが」
        player = {Controller.YOU: "あなた", Controller.OPPONENT: "対戦相手"}.get(
            trigger.player, "プレイヤー"
        )
        return f"{player}がカードを１枚捨てるたび"
    if isinstance(trigger, rte.CardPutIntoGraveyard) and trigger.owner == Controller.YOU:
        return "カードが１枚いずれかの領域からあなたの墓地に置かれるたび"
    raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")


# --- English --------------------------------------------------------------------


def _en_subject(subject: object, name: str) -> str:
    if subject is None:
        return name
    if isinstance(subject, rt.EquippedCreature):
        return "equipped creature"
    if isinstance(subject, rt.EnchantedPermanent):
        return "enchanted creature"
    if subject == rte.AnySource(Controller.YOU):  # 609.7
        return "a source you control"
    if isinstance(subject, ObjectFilter) and subject.damaged_by_source:
        plain = replace(subject, damaged_by_source=False)
        return f"{_with_article(plain)} dealt damage by {name} this turn"
    if isinstance(subject, ObjectFilter) and subject.or_source:
        # "Risen Reef or another Elemental": this object, or another of the kind
        return f"{name} or {_with_article(replace(subject, or_source=False))}"
    if isinstance(subject, ObjectFilter):
        return _with_article(subject)
    raise RenderError(f"no English trigger subject for {subject!r}")


def _with_article(objects: ObjectFilter) -> str:
    if objects.other:
        return "another " + noun_phrase(replace(objects, other=False), "en")
    phrase = noun_phrase(objects, "en")
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def _en_spells(spells: ObjectFilter | None, name: str = "") -> str:
    if spells is None or spells == ObjectFilter():
        return "a spell"
    # "that targets CARDNAME" (115.10) follows the whole noun, "spell" included
    targeted = EnglishNouns((), name).targeted_words(spells)
    # "of the chosen color" (614.12) follows the whole noun too: "a creature spell of the chosen color"
    chosen = ["of the chosen color"] if spells.chosen_color else []
    core = replace(spells, targets_source=False, targets_you=False, targets_objects=None,
                   chosen_color=False)
    return " ".join([_en_spell_noun(core), *chosen, *targeted])


def _en_spell_noun(spells: ObjectFilter) -> str:
    """ "a creature spell", "an instant or sorcery spell", "a noncreature spell"."""
    if spells == ObjectFilter():
        return "a spell"
    if not spells.card_types:  # "a noncreature spell": the spell's other qualities
        phrase = noun_phrase(spells, "en", "stack")
        return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase
    if set(spells.card_types) == {CardType.INSTANT, CardType.SORCERY} and replace(
        spells, card_types=()
    ) == ObjectFilter():
        return "an instant or sorcery spell"
    if len(spells.card_types) == 1 and spells.card_types[0] in (CardType.INSTANT, CardType.SORCERY):
        return _with_article(spells) + " spell"  # Oracle: "an instant spell"
    phrase = _with_article(spells)
    # Oracle names a spell as one: "Whenever you cast a creature spell" (601.2i)
    return phrase if phrase.endswith(" spell") else phrase + " spell"

def _en(trigger: object, name: str) -> str:
    batch = batch_trigger_text(trigger, "en")  # render/batch_triggers.py (603.2c)
    if batch is not None:
        return batch
    action = action_trigger_text(trigger, "en", name, _en_subject)  # render/action_triggers.py
    if action is not None:
        return action
    counters = counters_trigger_text(trigger, "en", name, _en_subject)  # 122.6
    if counters is not None:
        return counters
    if isinstance(trigger, BeginningOfStep):
        return _en_step(trigger)
    if isinstance(trigger, rte.EntersOr):  # 603.2, 603.6a: "When … enters the battlefield or dies"
        second = _en(trigger.event, name)
        _, named, predicate = second.partition(f" {name} ")
        if getattr(trigger.event, "subject", None) is not None or not named:
            raise RenderError(f"no English phrasing for the trigger {trigger!r}")
        # Oracle: "When" for the one-time dying and targeting, "Whenever" for the rest
        when = "When" if isinstance(trigger.event, (Dies, rte.BecomesTarget)) else "Whenever"
        return f"{when} {name} enters the battlefield or {predicate}"
    if isinstance(trigger, Dies):
        if trigger.subject is None:
            return f"When {name} dies"
        return f"Whenever {_en_subject(trigger.subject, name)} dies"
    if isinstance(trigger, rte.DiesEnchanted):
        return "When enchanted creature dies"
    if isinstance(trigger, rte.PutIntoGraveyardFromBattlefield):  # 603.6c
        when = "When" if trigger.subject is None else "Whenever"
        subject = _en_subject(trigger.subject, name)
        return f"{when} {subject} is put into a graveyard from the battlefield"
    if isinstance(trigger, rte.LeavesTheBattlefield):  # 603.6c
        when = "When" if trigger.subject is None else "Whenever"
        return f"{when} {_en_subject(trigger.subject, name)} leaves the battlefield"
    if isinstance(trigger, EntersTheBattlefield) and trigger.subject is not None:
        entering = replace(trigger.subject, controller=Controller.ANY)
        under = _UNDER_CONTROL_EN[trigger.subject.controller]
        return f"Whenever {_en_subject(entering, name)} enters the battlefield{under}"
    if isinstance(trigger, EntersTheBattlefield):
        return f"When {name} enters the battlefield"
    if isinstance(trigger, rte.EntersFromZone):
        _from_a_graveyard(trigger)
        return f"When {_en_subject(trigger.subject, name)} enters the battlefield from a graveyard"
    if isinstance(trigger, rte.EntersAttached):
        return f"When {name} enters the battlefield attached to a creature"
    if isinstance(trigger, rte.Attacks) and trigger.defending is Controller.YOU:  # 506.2
        subject = _en_subject(trigger.subject, name)
        return f"Whenever {subject} attacks you or a planeswalker you control"
    if isinstance(trigger, rte.Attacks) and trigger.defending is None:
        return f"Whenever {_en_subject(trigger.subject, name)} attacks"
    if isinstance(trigger, rte.AttacksOrBlocks):
        return f"Whenever {_en_subject(trigger.subject, name)} attacks or blocks"
    if isinstance(trigger, rte.Blocks):
        return f"Whenever {_en_subject(trigger.subject, name)} blocks"
    if isinstance(trigger, rte.BecomesBlocked) and trigger.once:  # 509.3c
        return f"Whenever {_en_subject(trigger.subject, name)} becomes blocked"
    if isinstance(trigger, rte.BecomesBlocked):
        return f"Whenever {_en_subject(trigger.subject, name)} becomes blocked by a creature"
    if isinstance(trigger, rte.BlocksOrBecomesBlocked):  # 509.3c, 509.3d
        subject = _en_subject(trigger.subject, name)
        return f"Whenever {subject} blocks or becomes blocked by {_with_article(trigger.by)}"
    if isinstance(trigger, rte.BlocksCreature):  # 509.3d
        subject = _en_subject(trigger.subject, name)
        return f"Whenever {subject} blocks {_with_article(trigger.blocked)}"
    if isinstance(trigger, rte.DealsDamageToPermanent):  # 510.3a, 120.3
        return damage_trigger_en(trigger, _en_subject(trigger.subject, name), "")
    if isinstance(trigger, rte.DealsDamageToPlayer):
        player = "you" if trigger.player == Controller.YOU else _en_player(trigger.player)
        return damage_trigger_en(trigger, _en_subject(trigger.subject, name), player)
    if isinstance(trigger, rte.IsDealtDamage):  # 120.3
        return f"Whenever {_en_subject(trigger.subject, name)} is dealt damage"
    if isinstance(trigger, rte.PlayerIsDealtDamage) and trigger.player != Controller.YOU:
        kind = "noncombat " if trigger.noncombat_only else ""
        return f"Whenever {_en_player(trigger.player)} is dealt {kind}damage"
    if isinstance(trigger, rte.PlayerBecomesTarget) and trigger.abilities:  # 115.1
        if trigger.player is not Controller.YOU:
            raise RenderError(f"no English phrasing for the trigger {trigger!r}")
        return f"Whenever you become the target of {_en_spells_or_abilities(trigger)}"
    if isinstance(trigger, rte.BecomesTarget) and trigger.abilities:
        subject = _en_subject(trigger.subject, name)
        return f"Whenever {subject} becomes the target of {_en_spells_or_abilities(trigger)}"
    if isinstance(trigger, rte.BecomesTarget):
        when = "Whenever" if isinstance(trigger.subject, ObjectFilter) else "When"
        subject = _en_subject(trigger.subject, name)
        return f"{when} {subject} becomes the target of {_en_spells(trigger.spells)}"
    if isinstance(trigger, rte.SpellCast):
        caster = _en_player(trigger.caster)
        if trigger.during is not None:  # 500.1
            return cast_during_en(trigger, caster, _en_spells(trigger.spells, name))
        if trigger.origin is not None or trigger.nth is not None:  # 601.2a, 601.2i
            return cast_trigger_en(trigger, caster, _en_spells(trigger.spells, name))
        casts = "cast" if trigger.caster == Controller.YOU else "casts"
        return f"Whenever {caster} {casts} {_en_spells(trigger.spells, name)}"
    if isinstance(trigger, rte.LosesLife):
        first = " for the first time each turn" if trigger.first_each_turn else ""
        if trigger.player == Controller.YOU:
            return f"Whenever you lose life{first}"
        return f"Whenever {_en_player(trigger.player)} loses life{first}"
    if isinstance(trigger, rte.StateTrigger):  # 603.8: "When CARDNAME has …"
        return state_condition_text(trigger.condition, "en", "trigger", name)
    if isinstance(trigger, rte.TransformsInto):  # 701.28g
        enters_or = "enters the battlefield or " if trigger.or_enters else ""
        return f"Whenever this creature {enters_or}transforms into {name}"
    if isinstance(trigger, rte.GainsLife):
        if trigger.player == Controller.YOU:
            return "Whenever you gain life"
        return f"Whenever {_en_player(trigger.player)} gains life"
    if isinstance(trigger, rte.Discards):  # 701.8
        if trigger.player == Controller.YOU:
            return "Whenever you discard a card"
        return f"Whenever {_en_player(trigger.player)} discards a card"
    if isinstance(trigger, rte.CardPutIntoGraveyard) and trigger.owner == Controller.YOU:
        return "Whenever a card is put into your graveyard from anywhere"
    raise RenderError(f"no English phrasing for the trigger {trigger!r}")


def controls_none_if_text(condition: Any, lang: str) -> str:
    """603.4: 「あなたが他にクリーチャーをコントロールしていない場合、」 / "if you control no other
    creatures, " (Lone Revenant)."""
    if condition.whose is not Controller.YOU:
        raise RenderError(f"no phrasing for the intervening condition {condition!r}")
    flt = condition.filter
    if lang == "ja":
        other = "他に" if flt.other else ""
        noun = noun_phrase(replace(flt, other=False), "ja")
        return f"あなたが{other}{noun}をコントロールしていない場合、"
    return f"if you control no {noun_phrase(flt, 'en', plural=True)}, "


def spells_last_turn_text(condition: Any, lang: str) -> str:
    """603.4: the werewolves' 「直前のターンに呪文が唱えられていなかった場合、」 / "if no spells
    were cast last turn, " and 「直前のターンにいずれかのプレイヤーが２つ以上の呪文を唱えていた
    場合、」 / "if a player cast two or more spells last turn, "."""
    if isinstance(condition, rt.Not):
        if condition.condition != rt.SpellsCastLastTurn(1, one_player=False):
            raise RenderError(f"no phrasing for the intervening condition {condition!r}")
        return (
            "直前のターンに呪文が唱えられていなかった場合、"
            if lang == "ja"
            else ("if no spells were cast last turn, ")
        )
    if not condition.one_player or condition.count < 2:
        raise RenderError(f"no phrasing for the intervening condition {condition!r}")
    if lang == "ja":
        return f"直前のターンにいずれかのプレイヤーが{number(condition.count)}つ以上の呪文を唱えていた場合、"
    return f"if a player cast {count_word(condition.count)} or more spells last turn, "


def _from_a_graveyard(trigger: rte.EntersFromZone) -> None:
    """「いずれかの墓地から」 / "from a graveyard": the one zone with a phrasing (603.6a)."""
    if trigger.zone != "graveyard":
        raise RenderError(f"no phrasing for entering the battlefield from {trigger.zone}")
