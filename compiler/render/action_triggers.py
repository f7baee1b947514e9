"""Canonical text of trigger conditions on a player's actions, in either language: tapping and
untapping (701.26), sacrificing (701.17a), activating abilities (602.2), the turn's nth card
drawn (121.2). See
:mod:`ofuda.compiler.render`.

Current templating: "Whenever Ghostly Pilferer becomes untapped" / 「幽体のこそ泥がアンタップ
状態になるたび」, "Whenever you sacrifice a permanent" / 「あなたがパーマネントを１つ生け贄に捧げる
たび」, "Whenever you draw your second card each turn" / 「あなたが各ターンのあなたの２枚目の
カードを引くたび」. Each phrasing is found by the trigger's type.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller

from .common import RenderError
from .nouns import noun_phrase
from .words_ja import counter_word, number

# the subject of a trigger in one language: (subject, card name) -> 「CARDNAMEが」 / "CARDNAME"
Subject = Callable[[Any, str], str]
Phrasing = Callable[[Any, str, Subject], str]

_JA_SACRIFICERS = {Controller.YOU: "あなた", Controller.OPPONENT: "対戦相手"}
_EN_SACRIFICERS = {Controller.YOU: "you sacrifice", Controller.OPPONENT: "an opponent sacrifices"}
_EN_ORDINALS = {2: "second", 3: "third"}


def _ja_becomes_tapped(trigger: rte.BecomesTapped, name: str, subject: Subject) -> str:
    return f"{subject(trigger.subject, name)}タップ状態になるたび"  # 701.26a


def _ja_becomes_untapped(trigger: rte.BecomesUntapped, name: str, subject: Subject) -> str:
    return f"{subject(trigger.subject, name)}アンタップ状態になるたび"  # 701.26b


def _ja_sacrifices(trigger: rte.Sacrifices, name: str, subject: Subject) -> str:
    """701.17a: 2018's bare 「対戦相手が」 for an opponent."""
    if trigger.player not in _JA_SACRIFICERS:
        raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
    noun = noun_phrase(trigger.objects, "ja")
    counted = f"１{counter_word(trigger.objects, 'battlefield')}"
    return f"{_JA_SACRIFICERS[trigger.player]}が{noun}を{counted}生け贄に捧げるたび"


_JA_DRAWERS = {Controller.YOU: "あなた", Controller.OPPONENT: "対戦相手", Controller.ANY: "プレイヤー"}
_EN_DRAWERS = {Controller.YOU: "you draw", Controller.OPPONENT: "an opponent draws",
               Controller.ANY: "a player draws"}


def _ja_draws(trigger: rte.Draws, name: str, subject: Subject) -> str:
    if trigger.nth is None and trigger.player in _JA_DRAWERS:  # 121.2
        return f"{_JA_DRAWERS[trigger.player]}がカードを１枚引くたび"
    if trigger.player != Controller.YOU or trigger.nth is None:
        raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
    return f"あなたが各ターンのあなたの{number(trigger.nth)}枚目のカードを引くたび"  # 121.2


def _en_becomes_tapped(trigger: rte.BecomesTapped, name: str, subject: Subject) -> str:
    return f"Whenever {subject(trigger.subject, name)} becomes tapped"  # 701.26a


def _en_becomes_untapped(trigger: rte.BecomesUntapped, name: str, subject: Subject) -> str:
    return f"Whenever {subject(trigger.subject, name)} becomes untapped"  # 701.26b


def _en_sacrifices(trigger: rte.Sacrifices, name: str, subject: Subject) -> str:
    if trigger.player not in _EN_SACRIFICERS:
        raise RenderError(f"no English phrasing for the trigger {trigger!r}")
    return f"Whenever {_EN_SACRIFICERS[trigger.player]} {subject(trigger.objects, name)}"


def _en_draws(trigger: rte.Draws, name: str, subject: Subject) -> str:
    if trigger.nth is None and trigger.player in _EN_DRAWERS:  # 121.2
        return f"Whenever {_EN_DRAWERS[trigger.player]} a card"
    if trigger.player != Controller.YOU or trigger.nth not in _EN_ORDINALS:
        raise RenderError(f"no English phrasing for the trigger {trigger!r}")
    return f"Whenever you draw your {_EN_ORDINALS[trigger.nth]} card each turn"  # 121.2


_JA_ACTIVATORS = {Controller.YOU: "あなた", Controller.OPPONENT: "対戦相手"}
_EN_ACTIVATORS = {Controller.YOU: "you activate", Controller.OPPONENT: "an opponent activates"}


def _ja_activates(trigger: rte.Activates, name: str, subject: Subject) -> str:
    """602.2: 「対戦相手がクリーチャーか土地の、マナ能力でない能力を起動するたび」."""
    if trigger.player not in _JA_ACTIVATORS:
        raise RenderError(f"no Japanese phrasing for the trigger {trigger!r}")
    not_mana = "" if trigger.mana_abilities else "、マナ能力でない"  # 605.3a
    kind = "忠誠度能力" if trigger.loyalty_only else "能力"  # 606.3
    noun = noun_phrase(trigger.sources, "ja")
    return f"{_JA_ACTIVATORS[trigger.player]}が{noun}の{not_mana}{kind}を起動するたび"


def _en_activates(trigger: rte.Activates, name: str, subject: Subject) -> str:
    """602.2: "Whenever an opponent activates an ability of a creature or land that isn't a
    mana ability"."""
    if trigger.player not in _EN_ACTIVATORS:
        raise RenderError(f"no English phrasing for the trigger {trigger!r}")
    kind = "a loyalty ability" if trigger.loyalty_only else "an ability"  # 606.3
    not_mana = "" if trigger.mana_abilities else " that isn't a mana ability"  # 605.3a
    sources = subject(trigger.sources, name)
    return f"Whenever {_EN_ACTIVATORS[trigger.player]} {kind} of {sources}{not_mana}"


_PHRASINGS: dict[str, dict[type, Phrasing]] = {
    "ja": {
        rte.BecomesTapped: _ja_becomes_tapped,
        rte.BecomesUntapped: _ja_becomes_untapped,
        rte.Sacrifices: _ja_sacrifices,
        rte.Draws: _ja_draws,
        rte.Activates: _ja_activates,
    },
    "en": {
        rte.BecomesTapped: _en_becomes_tapped,
        rte.BecomesUntapped: _en_becomes_untapped,
        rte.Sacrifices: _en_sacrifices,
        rte.Draws: _en_draws,
        rte.Activates: _en_activates,
    },
}


def action_trigger_text(trigger: object, lang: str, name: str, subject: Subject) -> str | None:
    """The trigger condition (without its comma) if it is an action trigger, else None;
    ``subject`` phrases the trigger's subject in ``lang`` (render/triggers.py's)."""
    phrasing = _PHRASINGS[lang].get(type(trigger))
    return None if phrasing is None else phrasing(trigger, name, subject)
