"""The build_ast pass, instructions of the game's own rules: winning and losing the game
(104.2b, 104.3e), removing objects from combat (506.4), flipping a coin and the flip's result
(705).

Methods are named after the rules of grammar/{ja,en}/41t-game-results.lark,
41u-remove-from-combat.lark and 41v-coin-flips.lark (a mixin of build_ast's transformer); one method serves every
Japanese verb form and both languages.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span
from .nouns import is_node


@v_args(meta=True)
class GameRulesBuilder(Transformer[Token, Any]):
    """Transformer methods for the game's own rules (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def win_game(self, meta: Meta, children: list[Any]) -> ast.WinGame:
        """ "win the game" / 「このゲームに勝利する」 (104.2b)."""
        return ast.WinGame(self._span(meta))

    def lose_game(self, meta: Meta, children: list[Any]) -> ast.LoseGame:
        """ "lose the game" / 「このゲームに敗北する」 (104.3e)."""
        return ast.LoseGame(self._span(meta))

    def remove_from_combat(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        """ "remove … from combat" / 「…を戦闘から取り除く」 (506.4): a verb on the object."""
        obj = next(c for c in children if is_node(c))
        return ast.ObjectAction(self._span(meta), ast.Verb.REMOVE_FROM_COMBAT, obj)

    def flip_coin(self, meta: Meta, children: list[Any]) -> ast.FlipCoin:
        """ "flip a coin" / 「コイン投げをする」 (705.1)."""
        return ast.FlipCoin(self._span(meta))

    def flip_result(self, meta: Meta, children: list[Any]) -> ast.FlipResult:
        """ "If you win the flip" / 「あなたがそのコイン投げに勝ったなら」, or lose it (705.3)."""
        player = next(c for c in children if is_node(c))
        won = any(isinstance(c, Token) and c.type == "WIN_THE_FLIP" for c in children)
        return ast.FlipResult(self._span(meta), player, won)

    def cant_attack_alone(self, meta: Meta, children: list[Any]) -> ast.CantAttackAlone:
        """ "can't attack or block alone" / 「単独では攻撃もブロックもできない」, "can't attack
        alone", "can't block alone" (506.5)."""
        kind = next(c.type for c in children if isinstance(c, Token))
        return ast.CantAttackAlone(
            self._span(meta), kind != "CANT_BLOCK_ALONE", kind != "CANT_ATTACK_ALONE"
        )

    def attacks_despite_defender(self, meta: Meta, children: list[Any]) -> ast.AttacksDespiteDefender:
        """ "can attack as though it didn't have defender" / 「防衛を持たないかのように攻撃できる」
        (702.3b)."""
        return ast.AttacksDespiteDefender(self._span(meta))

    def assigns_damage_by_toughness(
        self, meta: Meta, children: list[Any]
    ) -> ast.AssignsDamageByToughness:
        """ "assigns combat damage equal to its toughness rather than its power" / 「パワーでは
        なくタフネスに等しい点数の戦闘ダメージを割り振る」 (510.1c)."""
        return ast.AssignsDamageByToughness(self._span(meta))
