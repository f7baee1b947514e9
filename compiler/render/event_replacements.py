"""Canonical text of an event replaced by instructions (614.1a, 614.6; 615.1a), in either
language. See :mod:`ofuda.compiler.render`.

"If <event would happen>, <instructions> instead." / 「<event>なら、代わりに<instructions>。」
and "If <damage event>, prevent that damage and <instructions>." / 「<damage event>場合、
そのダメージを軽減し、<instructions>。」: the event in the would-form of its trigger event
(render/triggers.py says it after "Whenever"), the instructions as a trigger's.
"""

from __future__ import annotations

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller, Dies, EntersTheBattlefield, ObjectFilter

from .. import ir
from .common import RenderError
from .effects_en import EnglishInstructions, continuation
from .effects_ja import JapaneseInstructions
from .triggers import _en_player, _en_subject, _ja_player, _ja_subject

# whose graveyard a card would be put into (603.6)
_JA_GRAVEYARDS = {Controller.YOU: "あなた", Controller.OPPONENT: "対戦相手"}
_EN_GRAVEYARDS = {Controller.YOU: "your", Controller.OPPONENT: "an opponent's"}


def event_replacement_text(ability: ir.StaticAbility, lang: str, name: str) -> str | None:
    """The line of a static ability that is one event replaced by instructions, or None."""
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], ir.ReplacedByInstructions):
        return None
    if ability.condition is not None:
        raise RenderError("no phrasing for a condition on an event replaced by instructions")
    effect = ability.effects[0]
    inner = effect.ability
    if inner.targets or inner.condition is not None or inner.modes or inner.once_each_turn:
        raise RenderError("the instructions of a replacement effect are its only words")
    if lang == "ja":
        event = _ja_event(inner.trigger, name)
        text = JapaneseInstructions((), name).body(inner.effects)
        if effect.prevention:  # 615.1a
            return f"{event}場合、そのダメージを軽減し、{text}"
        return f"{event}なら、代わりに{text}"
    event = _en_event(inner.trigger, name)
    instructions = EnglishInstructions((), name)
    instructions.card_name = name
    # Oracle: "If a creature would die, exile it instead" (the object that would move)
    instructions.event_card_it = isinstance(
        inner.trigger, (Dies, rte.CardPutIntoGraveyard, EntersTheBattlefield)
    )
    body = instructions.body(inner.effects)
    rest = body if body.startswith(name) else continuation(body)
    if not rest.endswith(".") or ". " in rest:
        raise RenderError("the instructions of a replacement effect are one sentence")
    if effect.prevention:
        return f"If {event}, prevent that damage and {rest}"
    return f"If {event}, {rest[:-1]} instead."


def _ja_reference(subject: object, name: str) -> str:
    """The object of 「…にダメージが与えられる」: CARDNAME, enchanted or equipped creature."""
    if subject is None:
        return name
    if isinstance(subject, rt.EquippedCreature):
        return "装備しているクリーチャー"
    if isinstance(subject, rt.EnchantedPermanent):
        return "エンチャントされているクリーチャー"
    raise RenderError(f"no Japanese words for the object dealt damage {subject!r}")


def _ja_event(trigger: object, name: str) -> str:
    """The event before 「なら」 / 「場合」."""
    if isinstance(trigger, rte.DealsDamageToPlayer) and trigger.player in (
        Controller.ANY,
        Controller.OPPONENT,
    ):
        damage = "戦闘ダメージ" if trigger.combat_only else "ダメージ"
        subject = _ja_subject(trigger.subject, name, counted=False)
        return f"{subject}{_ja_player(trigger.player)}に{damage}を与える"
    if isinstance(trigger, rte.IsDealtDamage) and not isinstance(trigger.subject, ObjectFilter):
        return f"{_ja_reference(trigger.subject, name)}にダメージが与えられる"
    if isinstance(trigger, rte.PlayerIsDealtDamage) and not trigger.noncombat_only and (
        trigger.player in (Controller.YOU, Controller.OPPONENT)
    ):
        return f"いずれかの発生源が{_ja_player(trigger.player)}にダメージを与える"
    if isinstance(trigger, rte.Draws) and trigger.nth is None and trigger.player == Controller.YOU:
        return "あなたがカードを引く"
    if isinstance(trigger, Dies):  # 700.4
        return f"{_ja_subject(trigger.subject, name, counted=False)}死亡する"
    if isinstance(trigger, EntersTheBattlefield) and trigger.subject is not None:  # 603.6a
        uncast = "、それが唱えられることなく" if trigger.uncast else ""
        return f"{_ja_subject(trigger.subject, name, counted=False)}{uncast}戦場に出る"
    if isinstance(trigger, rte.CardPutIntoGraveyard) and trigger.owner in _JA_GRAVEYARDS:
        return f"カードがいずれかの領域から{_JA_GRAVEYARDS[trigger.owner]}の墓地に置かれる"
    raise RenderError(f"no Japanese phrasing for the replaced event {trigger!r}")


def _en_event(trigger: object, name: str) -> str:
    """The event after "If", in its would-form."""
    if isinstance(trigger, rte.DealsDamageToPlayer) and trigger.player in (
        Controller.ANY,
        Controller.OPPONENT,
    ):
        damage = "combat damage" if trigger.combat_only else "damage"
        subject = _en_subject(trigger.subject, name)
        return f"{subject} would deal {damage} to {_en_player(trigger.player)}"
    if isinstance(trigger, rte.IsDealtDamage) and not isinstance(trigger.subject, ObjectFilter):
        return f"{_en_subject(trigger.subject, name)} would be dealt damage"
    if isinstance(trigger, rte.PlayerIsDealtDamage) and not trigger.noncombat_only and (
        trigger.player in (Controller.YOU, Controller.OPPONENT)
    ):
        return f"a source would deal damage to {_en_player(trigger.player)}"
    if isinstance(trigger, rte.Draws) and trigger.nth is None and trigger.player == Controller.YOU:
        return "you would draw a card"
    if isinstance(trigger, Dies):  # 700.4
        return f"{_en_subject(trigger.subject, name)} would die"
    if isinstance(trigger, EntersTheBattlefield) and trigger.subject is not None:  # 603.6a
        uncast = " and it wasn't cast" if trigger.uncast else ""
        return f"{_en_subject(trigger.subject, name)} would enter the battlefield{uncast}"
    if isinstance(trigger, rte.CardPutIntoGraveyard) and trigger.owner in _EN_GRAVEYARDS:
        whose = _EN_GRAVEYARDS[trigger.owner]
        return f"a card would be put into {whose} graveyard from anywhere"
    raise RenderError(f"no English phrasing for the replaced event {trigger!r}")
