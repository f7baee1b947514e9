"""Render, a limit on casting (601.3): 「各プレイヤーは、毎ターン１つしか呪文を唱えられない。」 /
"Each player can't cast more than one spell each turn.", with any player the rule means and any
spell noun, in both languages; and a prohibition on casting (601.3): 「…呪文は唱えられない。」 /
"… spells can't be cast."."""

from __future__ import annotations

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Controller

from .. import ir
from .common import RenderError
from .nouns import noun_phrase
from .words_en import count_word
from .words_ja import number

# the players a limit means: 「各プレイヤー」 / "Each player", …
_PLAYERS = {
    Controller.ANY: ("各プレイヤー", "Each player"),
    Controller.OPPONENT: ("各対戦相手", "Each opponent"),
    Controller.ENCHANTED_PLAYER: ("エンチャントされているプレイヤー", "Enchanted player"),
}


def cast_limit_text(ability: ir.StaticAbility, lang: str, name: str = "") -> str | None:
    """The line of a static ability that is one limit on casting, or None for another."""
    if ability.condition is not None or len(ability.effects) != 1:
        return None
    (effect,) = ability.effects
    if not isinstance(effect, rt.CastLimit):
        return None
    if effect.players not in _PLAYERS:
        raise RenderError(f"no phrasing for a limit on {effect.players}")
    ja_who, en_who = _PLAYERS[effect.players]
    if lang == "ja":
        spells = noun_phrase(effect.spells, "ja", "stack", name=name)
        return f"{ja_who}は、毎ターン{number(effect.most)}つしか{spells}を唱えられない。"
    spells = noun_phrase(effect.spells, "en", "stack", plural=effect.most > 1, name=name)
    return f"{en_who} can't cast more than {count_word(effect.most)} {spells} each turn."


def cant_be_cast_text(ability: ir.StaticAbility, lang: str, name: str = "") -> str | None:
    """「その選ばれた名前を持つ呪文は唱えられない。」 / "Spells with the chosen name can't be cast."
    (601.3), any spell noun; None for another static ability."""
    if ability.condition is not None or len(ability.effects) != 1:
        return None
    (effect,) = ability.effects
    if not isinstance(effect, rt.CantBeCast):
        return None
    if lang == "ja":
        return f"{noun_phrase(effect.spells, 'ja', 'stack', name=name)}は唱えられない。"
    spells = noun_phrase(effect.spells, "en", "stack", plural=True, name=name)
    return f"{spells[:1].upper()}{spells[1:]} can't be cast."
