"""The phrasings of the game's own rules in both languages (render/phrasings.py): a player wins
or loses the game (104.2b, 104.3e), permanents are removed from combat (506.4), a player flips
a coin (705.1); the condition on the flip's result (705.3, written by render/events.py); and a
permanent's own combat rules as statements (506.5, 702.3b, 510.1c; render/permanents.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt

from .. import ir
from .common import RenderError
from .phrasings import ENGLISH, JAPANESE

if TYPE_CHECKING:  # pragma: no cover
    from .effects import SentenceState
    from .effects_en import EnglishInstructions
    from .effects_ja import JapaneseInstructions


@ENGLISH.phrases(ir.WinGame, ir.LoseGame)
def _game_result_en(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    verb = "win" if isinstance(effect, ir.WinGame) else "lose"
    return f"{verb}{s} the game"


@JAPANESE.phrases(ir.WinGame, ir.LoseGame)
def _game_result_ja(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return "このゲームに", "win_game" if isinstance(effect, ir.WinGame) else "lose_game"


@ENGLISH.phrases(ir.RemoveFromCombat)
def _remove_from_combat_en(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"remove{s} {en.reference(effect.obj)} from combat"


@JAPANESE.phrases(ir.RemoveFromCombat)
def _remove_from_combat_ja(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return f"{ja.accusative(effect.obj)}戦闘から", "remove"


@ENGLISH.phrases(ir.FlipCoin)
def _flip_coin_en(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    s = "s" if third else ""
    return f"flip{s} a coin"


@JAPANESE.phrases(ir.FlipCoin)
def _flip_coin_ja(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    return "コイン投げを", "flip_coin"


def flip_result_text(condition: ir.FlipResult, en: bool) -> str:
    """ "If you win the flip" / 「あなたがそのコイン投げに勝ったなら」 (705.3; today's templating),
    or lose it."""
    if en:
        return f"If you {'win' if condition.won else 'lose'} the flip"
    return f"あなたがそのコイン投げに{'勝った' if condition.won else '負けた'}なら"


def combat_rule_phrase(effect: object, lang: str, plural: bool = False) -> str | None:
    """The predicate of a permanent's combat rule in today's templating, or None: 「単独では
    攻撃もブロックもできない」 / "can't attack or block alone" (506.5), 「防衛を持たないかのように
    攻撃できる」 / "can attack as though it didn't have defender" (702.3b), 「パワーではなく
    タフネスに等しい点数の戦闘ダメージを割り振る」 / "assigns combat damage equal to its toughness
    rather than its power" (510.1c)."""
    en = lang == "en"
    if isinstance(effect, rt.CantAttackOrBlockAlone):
        if effect.attack and effect.block:
            return "can't attack or block alone" if en else "単独では攻撃もブロックもできない"
        if effect.attack:
            return "can't attack alone" if en else "単独では攻撃できない"
        return "can't block alone" if en else "単独ではブロックできない"
    if isinstance(effect, rt.AttacksDespiteDefender):
        if en:
            return f"can attack as though {'they' if plural else 'it'} didn't have defender"
        return "防衛を持たないかのように攻撃できる"
    if isinstance(effect, rt.AssignsDamageByToughness):
        if en:
            its = "their" if plural else "its"
            verb = "assign" if plural else "assigns"
            return f"{verb} combat damage equal to {its} toughness rather than {its} power"
        return "パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る"
    return None


@ENGLISH.phrases(ir.ChooseAsItResolves)
def _choose_type_en(en: EnglishInstructions, effect: Any, third: bool, state: SentenceState) -> str:
    """205.2a: "choose a permanent type" (its own sentence: render/effects.py)."""
    _permanent_type(effect)
    return f"choose{'s' if third else ''} a permanent type"


@JAPANESE.phrases(ir.ChooseAsItResolves)
def _choose_type_ja(ja: JapaneseInstructions, effect: Any, state: SentenceState) -> tuple[str, str]:
    _permanent_type(effect)
    return "パーマネント・タイプを１つ", "choose"


def _permanent_type(effect: ir.ChooseAsItResolves) -> None:
    """Only a permanent type is chosen so (205.2a); any other choice has no phrasing here."""
    if effect.choice is not rt.Choice.PERMANENT_TYPE:
        raise RenderError(f"no phrasing for choosing a {effect.choice} as an effect resolves")
