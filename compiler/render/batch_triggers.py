"""Canonical text of "one or more" triggers (603.2c) and of leaving a graveyard (603.6), in
either language: 「あなたがコントロールしているクリーチャーが１体以上攻撃するたび」 / "Whenever one or
more creatures you control attack", 「トークンが１つ以上あなたのコントロール下で戦場に出るたび」,
「クリーチャー・カードが１枚以上あなたの墓地を離れるたび」, 2020's 「あなたがコントロールしている
猫１体以上がプレイヤー１人に戦闘ダメージを与えるたび」. See :mod:`ofuda.compiler.render`."""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller, Dies, EntersTheBattlefield, ObjectFilter

from .common import RenderError
from .nouns import noun_phrase
from .words_en import count_word
from .words_ja import counter_word, number

_PLAYERS_JA = {Controller.ANY: "プレイヤー１人", Controller.OPPONENT: "対戦相手１人"}
_PLAYERS_EN = {Controller.ANY: "a player", Controller.OPPONENT: "an opponent"}


def batch_trigger_text(trigger: object, lang: str) -> str | None:
    """The trigger condition without its comma, or None for a trigger of another kind."""
    if not isinstance(trigger, rte.OneOrMore):
        return None
    if trigger.at_least != 1:
        return _attack_with_count(trigger, lang)
    return _ja(trigger.event) if lang == "ja" else _en(trigger.event)


def _attack_with_count(trigger: rte.OneOrMore, lang: str) -> str:
    """508.1: 「あなたが飛行を持つクリーチャー２体以上で攻撃するたび」 / "Whenever you attack with
    two or more creatures with flying" (the attackers are yours: the noun says no controller)."""
    event = trigger.event
    subject = getattr(event, "subject", None)
    if not isinstance(event, rte.Attacks) or not isinstance(subject, ObjectFilter) or (
        subject.controller is not Controller.YOU
    ):
        raise RenderError(f"no phrasing for at least {trigger.at_least} of {event!r}")
    attackers = replace(subject, controller=Controller.ANY)
    if lang == "ja":
        counter = counter_word(attackers, "battlefield")
        return f"あなたが{noun_phrase(attackers, 'ja')}{number(trigger.at_least)}{counter}以上で攻撃するたび"
    nouns = noun_phrase(attackers, "en", plural=True)
    return f"Whenever you attack with {count_word(trigger.at_least)} or more {nouns}"


def _card_noun(objects: ObjectFilter, lang: str, plural: bool = False) -> str:
    """「クリーチャー・カード」 / "creature card(s)": a card noun without its zone words (the
    trigger says whose graveyard)."""
    words = noun_phrase(objects, lang, "graveyard", plural)
    zone = "いずれかの墓地にある" if lang == "ja" else ""
    suffix = "" if lang == "ja" else " from a graveyard"
    if not words.startswith(zone) or not words.endswith(suffix):
        raise RenderError(f"no card noun for {objects!r}")
    return words.removeprefix(zone).removesuffix(suffix) if suffix else words.removeprefix(zone)


def _leaves(trigger: rte.LeavesGraveyard, lang: str) -> str:
    """「…が１枚以上あなたの墓地を離れるたび」 / "one or more … leave your graveyard"."""
    if trigger.owner is not Controller.YOU:
        raise RenderError(f"no phrasing for the trigger {trigger!r}")
    if lang == "ja":
        return f"{_card_noun(trigger.subject, 'ja')}が１枚以上あなたの墓地を離れるたび"
    nouns = _card_noun(trigger.subject, "en", plural=True)
    return f"Whenever one or more {nouns} leave your graveyard"


def _ja_counted(objects: ObjectFilter) -> str:
    """「…が１体以上」 「トークンが１つ以上」."""
    return f"{noun_phrase(objects, 'ja')}が１{counter_word(objects, 'battlefield')}以上"


def _ja(event: object) -> str:
    if isinstance(event, rte.LeavesGraveyard):
        return _leaves(event, "ja")
    subject = getattr(event, "subject", None)
    if not isinstance(subject, ObjectFilter):
        raise RenderError(f"no Japanese phrasing for one or more of {event!r}")
    if isinstance(event, rte.Attacks):
        return f"{_ja_counted(subject)}攻撃するたび"
    if isinstance(event, Dies):
        return f"{_ja_counted(subject)}死亡するたび"
    if isinstance(event, EntersTheBattlefield):
        under = "あなたのコントロール下で" if subject.controller is Controller.YOU else ""
        entering = replace(subject, controller=Controller.ANY) if under else subject
        return f"{_ja_counted(entering)}{under}戦場に出るたび"
    if isinstance(event, rte.DealsDamageToPlayer) and event.combat_only:
        if event.player not in _PLAYERS_JA:
            raise RenderError(f"no Japanese phrasing for one or more of {event!r}")
        counted = f"{noun_phrase(subject, 'ja')}１{counter_word(subject, 'battlefield')}以上"
        return f"{counted}が{_PLAYERS_JA[event.player]}に戦闘ダメージを与えるたび"
    raise RenderError(f"no Japanese phrasing for one or more of {event!r}")


def _en(event: object) -> str:
    if isinstance(event, rte.LeavesGraveyard):
        return _leaves(event, "en")
    subject = getattr(event, "subject", None)
    if not isinstance(subject, ObjectFilter):
        raise RenderError(f"no English phrasing for one or more of {event!r}")
    if isinstance(event, EntersTheBattlefield):
        under = " under your control" if subject.controller is Controller.YOU else ""
        entering = replace(subject, controller=Controller.ANY) if under else subject
        nouns = noun_phrase(entering, "en", plural=True)
        return f"Whenever one or more {nouns} enter the battlefield{under}"
    nouns = noun_phrase(subject, "en", plural=True)
    if isinstance(event, rte.Attacks):
        return f"Whenever one or more {nouns} attack"
    if isinstance(event, Dies):
        return f"Whenever one or more {nouns} die"
    if isinstance(event, rte.DealsDamageToPlayer) and event.combat_only:
        if event.player not in _PLAYERS_EN:
            raise RenderError(f"no English phrasing for one or more of {event!r}")
        return f"Whenever one or more {nouns} deal combat damage to {_PLAYERS_EN[event.player]}"
    raise RenderError(f"no English phrasing for one or more of {event!r}")
