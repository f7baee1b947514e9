"""The phrasings of the game's own rules in both languages (render/phrasings.py): a player wins
or loses the game (104.2b, 104.3e), permanents are removed from combat (506.4), a player flips
a coin (705.1); and the condition on the flip's result (705.3, written by render/events.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import ir
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
