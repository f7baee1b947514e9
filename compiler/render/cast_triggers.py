"""Canonical text of cast triggers that say where the spell was cast from (601.2a) or its place
among the caster's spells of the turn (601.2i), in either language. See
:mod:`ofuda.compiler.render`; the plain cast trigger is render/triggers.py's, which hands these
here with its words for the caster and the spell.

Current templating: 「あなたがあなたの墓地から呪文を唱えるたび」 / "Whenever you cast a spell from
your graveyard", 「対戦相手が自分の手札以外の領域から呪文を唱えるたび」 / "Whenever an opponent
casts a spell from anywhere other than their hand", 「あなたが各ターン内で初めて、インスタントか
ソーサリーである呪文を唱えるたび」 / "Whenever you cast your first instant or sorcery spell each
turn", 「対戦相手１人が各ターンの自分の２つ目の呪文を唱えるたび」 / "Whenever an opponent casts their
second spell each turn".
"""

from __future__ import annotations

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller

from .common import RenderError
from .conditions import cast_origin_text
from .words_ja import number

_ORDINALS_EN = {1: "first", 2: "second", 3: "third"}
# the caster of a counted spell (「対戦相手１人が」: one player's casts, 2018 and later)
_JA_NTH_CASTERS = {Controller.YOU: "あなた", Controller.OPPONENT: "対戦相手１人", Controller.ANY: "プレイヤー１人"}


def cast_trigger_ja(trigger: rte.SpellCast, caster: str, spells: str) -> str:
    """The trigger's Japanese, with ``caster`` (「あなた」 「いずれかの対戦相手」) and ``spells``
    (「呪文」 「インスタントかソーサリーである呪文」) in render/triggers.py's words."""
    own = "あなた" if trigger.caster == Controller.YOU else "自分"  # the caster's own zone
    if trigger.nth is not None:
        if trigger.origin is not None:
            raise RenderError(f"no Japanese words for {trigger!r}")
        if trigger.nth == 1 and trigger.caster == Controller.YOU:
            return f"あなたが各ターン内で初めて、{spells}を唱えるたび"
        who = _JA_NTH_CASTERS[trigger.caster]
        return f"{who}が各ターンの{own}の{number(trigger.nth)}つ目の{spells}を唱えるたび"
    assert trigger.origin is not None
    if not trigger.origin.own:
        raise RenderError(f"no Japanese words for {trigger!r}")
    return f"{caster}が{cast_origin_text(trigger.origin, 'ja', own)}{spells}を唱えるたび"


def cast_during_ja(trigger: rte.SpellCast, caster: str, spells: str) -> str:
    """500.1: 「あなたが対戦相手のターン中に呪文を唱えるたび」 (the turn before the spell)."""
    if trigger.origin is not None or trigger.nth is not None or trigger.during is None:
        raise RenderError(f"no Japanese words for {trigger!r}")
    whose = "あなたの" if trigger.during == Controller.YOU else "対戦相手の"
    if trigger.during not in (Controller.YOU, Controller.OPPONENT):
        raise RenderError(f"no Japanese words for {trigger!r}")
    return f"{caster}が{whose}ターン中に{spells}を唱えるたび"


def cast_during_en(trigger: rte.SpellCast, caster: str, spells: str) -> str:
    """500.1: "Whenever you cast a spell during an opponent's turn"."""
    if trigger.origin is not None or trigger.nth is not None:
        raise RenderError(f"no English words for {trigger!r}")
    words = {Controller.YOU: "your", Controller.OPPONENT: "an opponent's"}
    whose = words.get(trigger.during) if trigger.during is not None else None
    if whose is None:
        raise RenderError(f"no English words for {trigger!r}")
    casts = "cast" if trigger.caster == Controller.YOU else "casts"
    return f"Whenever {caster} {casts} {spells} during {whose} turn"


def cast_trigger_en(trigger: rte.SpellCast, caster: str, spells: str) -> str:
    """The trigger's English, with ``caster`` ("you", "an opponent") and ``spells`` ("a spell",
    "an instant or sorcery spell") in render/triggers.py's words."""
    casts = "cast" if trigger.caster == Controller.YOU else "casts"
    own = "your" if trigger.caster == Controller.YOU else "their"
    if trigger.nth is not None:
        if trigger.origin is not None or trigger.nth not in _ORDINALS_EN:
            raise RenderError(f"no English words for {trigger!r}")
        bare = spells.split(" ", 1)[1] if spells.split(" ", 1)[0] in ("a", "an") else spells
        return f"Whenever {caster} {casts} {own} {_ORDINALS_EN[trigger.nth]} {bare} each turn"
    assert trigger.origin is not None
    if not trigger.origin.own:
        raise RenderError(f"no English words for {trigger!r}")
    return f"Whenever {caster} {casts} {spells} {cast_origin_text(trigger.origin, 'en', own)}"
