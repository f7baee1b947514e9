"""Canonical text of damage triggers (510.3a, 120.2, 120.3, 603.2) in both languages: "Whenever
<subject> deals [combat / noncombat] damage to <a player, a permanent, a player or
planeswalker>" / 「…に[戦闘]ダメージを与えるたび」 (2018 and later templating where the count
is written: 「対戦相手１人に戦闘ダメージでないダメージを与えるたび」, 「プレインズウォーカー１体に」).
The subject's words are the trigger renderer's (render/triggers.py)."""

from __future__ import annotations

from dataclasses import replace

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter

from .common import RenderError
from .nouns import noun_phrase
from .words_ja import counter_word

_JA_DAMAGE = {(True, False): "戦闘ダメージ", (False, True): "戦闘ダメージでないダメージ"}
_EN_DAMAGE = {(True, False): "combat damage", (False, True): "noncombat damage"}
# 2018 and later: the player counted, as the planeswalker is (「プレイヤー１人かプレインズウォーカー
# １体」)
_JA_COUNTED_PLAYERS = {Controller.ANY: "プレイヤー１人", Controller.OPPONENT: "対戦相手１人"}
_EN_PLAYERS_OR_PLANESWALKER = {
    Controller.ANY: "a player or planeswalker",
    Controller.OPPONENT: "an opponent or planeswalker",
}


def _kind(trigger: rte.DealsDamageToPlayer | rte.DealsDamageToPermanent) -> tuple[bool, bool]:
    return trigger.combat_only, trigger.noncombat_only


def damage_trigger_ja(
    trigger: rte.DealsDamageToPlayer | rte.DealsDamageToPermanent, subject: str, player: str
) -> str:
    """「{subject}…に…ダメージを与えるたび」; ``subject`` is 「CARDNAMEが」 or a noun's, ``player``
    the 2012 words of the player (「いずれかのプレイヤー」) where no count is needed."""
    damage = _JA_DAMAGE.get(_kind(trigger), "ダメージ")
    if isinstance(trigger, rte.DealsDamageToPermanent):
        permanents = trigger.recipients
        words = noun_phrase(permanents, "ja")
        source = trigger.subject
        if isinstance(source, ObjectFilter):
            # (the one dealt damage is then 「クリーチャー１体に」 or 「プレインズウォーカー１体に」)
            one_kind = permanents.card_types in ((CardType.CREATURE,), (CardType.PLANESWALKER,))
            plain = replace(permanents, card_types=()) == ObjectFilter()
            if source.or_source or source.damaged_by_source or not (one_kind and plain):
                raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
            # 2018: 「…クリーチャー１体がプレインズウォーカー１体に」, the count before 「が」
            counted = f"１{counter_word(source, 'battlefield')}"
            subject = f"{noun_phrase(source, 'ja')}{counted}が"
        elif source is not None:
            # a host (「装備しているクリーチャーが」) takes 2012's 「いずれかの」 and a bare noun
            if replace(permanents, card_types=(), subtypes=()) != ObjectFilter():
                raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
            return f"{subject}いずれかの{words}に{damage}を与えるたび"
        counted = f"１{counter_word(permanents, 'battlefield')}"
        return f"{subject}{words}{counted}に{damage}を与えるたび"
    if trigger.or_planeswalker or trigger.noncombat_only:
        if trigger.player not in _JA_COUNTED_PLAYERS:
            raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
        player = _JA_COUNTED_PLAYERS[trigger.player]
        if trigger.or_planeswalker:
            player += "かプレインズウォーカー１体"
    return f"{subject}{player}に{damage}を与えるたび"


def damage_trigger_en(
    trigger: rte.DealsDamageToPlayer | rte.DealsDamageToPermanent, subject: str, player: str
) -> str:
    """ "Whenever {subject} deals [combat / noncombat] damage to …"; ``player`` is the player's
    words ("a player", "you")."""
    damage = _EN_DAMAGE.get(_kind(trigger), "damage")
    if isinstance(trigger, rte.DealsDamageToPermanent):
        phrase = noun_phrase(trigger.recipients, "en")
        recipient = ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase
    elif trigger.or_planeswalker:
        if trigger.player not in _EN_PLAYERS_OR_PLANESWALKER:
            raise RenderError(f"no English phrasing for the trigger {trigger!r}")
        recipient = _EN_PLAYERS_OR_PLANESWALKER[trigger.player]
    else:
        recipient = player
    return f"Whenever {subject} deals {damage} to {recipient}"


def damaged_permanent_type(trigger: object) -> CardType | None:
    """The type a demonstrative names the permanent a damage trigger's event is about by (its
    noun's first card type: "that planeswalker"); None for any other trigger."""
    if not isinstance(trigger, rte.DealsDamageToPermanent):
        return None
    return (trigger.recipients.card_types or (CardType.CREATURE,))[0]
