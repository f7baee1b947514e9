"""The build_ast pass, conditions on the game's state and this turn's history (119, 603.4,
611.3b, 602.5b).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/ja/79-state-conditions.lark and its English twin; meanings
come from terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CombatState, Controller

from .. import ast
from ..source.text import Span
from .nouns import is_node

# A player named by a bare word: 「対戦相手が」 「プレイヤーが」 (any one of them)
_PLAYER_WORDS = {"OPPONENT": Controller.OPPONENT, "PLAYER": Controller.ANY}
_ZONE_WORDS = frozenset({"graveyard", "hand", "library"})


def _tokens(children: list[Any]) -> set[str]:
    return {c.type for c in children if isinstance(c, Token)}


def _number(children: list[Any]) -> int | None:
    """The count or amount of a condition (a NUMBER token or a number already built)."""
    for child in children:
        if isinstance(child, bool):
            continue
        if isinstance(child, int):
            return child
        if isinstance(child, Token) and child.type == "NUMBER":
            return int(child)
    return None


def _duration(children: list[Any]) -> ast.StatedDuration:
    """When the history is looked at: "this turn" (「このターンに」 is a word of its own)."""
    given = [c for c in children if isinstance(c, ast.StatedDuration)]
    return given[0] if given else ast.StatedDuration.THIS_TURN


@v_args(meta=True)
class ConditionBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for state and history conditions."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def _player(self, meta: Meta, children: list[Any]) -> Any:
        """The player of a condition: a reference (you), a player noun, or a bare word."""
        for child in children:
            if isinstance(child, ast.PlayerNoun) or (
                is_node(child) and not isinstance(child, ast.ObjectNoun)
            ):
                return child
        for child in children:
            if isinstance(child, Token) and child.type in _PLAYER_WORDS:
                return ast.PlayerNoun(self._span(meta), _PLAYER_WORDS[child.type])
        raise ValueError("a condition without its player")  # pragma: no cover - grammar

    def life_total_condition(self, meta: Meta, children: list[Any]) -> ast.LifeTotalCondition:
        """ "you have 25 or more life" / 「あなたのライフが５点以下である」 (119)."""
        amount = _number(children)
        player = next(c for c in children if is_node(c))
        if "OR_LESS" in _tokens(children):
            return ast.LifeTotalCondition(self._span(meta), player, at_most=amount)
        return ast.LifeTotalCondition(self._span(meta), player, at_least=amount)

    def zone_count(self, meta: Meta, children: list[Any]) -> tuple[int | None, int | None]:
        """ "three or more" / 「３枚以上ある」: at least, or at most ("or fewer" / 「以下」)."""
        amount = _number(children)
        if {"OR_FEWER", "OR_LESS"} & _tokens(children):
            return None, amount
        return amount, None

    def no_count(self, meta: Meta, children: list[Any]) -> tuple[int | None, int | None]:
        """ "no cards" / 「…がない」: at most none."""
        return None, 0

    def zone_count_condition(self, meta: Meta, children: list[Any]) -> ast.ZoneCountCondition:
        """ "there are three or more land cards in your graveyard" / 「あなたの墓地に土地・カードが
        ３枚以上ある」; "an opponent has eight or more cards in their graveyard" / 「対戦相手１人の
        墓地にカードが８枚以上ある」; "you have no cards in hand" (400.1, 404). ``player``: whose
        zone, where a player is named apart from the noun (the Japanese names the zone first)."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        at_least, at_most = next(c for c in children if isinstance(c, tuple))
        zone = next((c for c in children if type(c) is str and c in _ZONE_WORDS), None)
        if zone is None and "IN_HAND" in _tokens(children):
            zone = "hand"  # "you have no cards in hand"
        named = [c for c in children if c is not noun and (is_node(c) or c == "any")]
        player = None
        if named and named[0] != "any":
            player = self._player(meta, [c for c in children if c is not noun])
        if zone is not None:
            noun = replace(noun, zone=zone)
        return ast.ZoneCountCondition(self._span(meta), noun, at_least, at_most, player)

    def died_this_turn_condition(
        self, meta: Meta, children: list[Any]
    ) -> ast.DiedThisTurnCondition:
        """ "a creature died this turn" / 「このターンにクリーチャーが死亡していた」 (700.4)."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.DiedThisTurnCondition(self._span(meta), noun, _duration(children))

    def life_this_turn_condition(
        self, meta: Meta, children: list[Any]
    ) -> ast.LifeThisTurnCondition:
        """ "you gained life this turn", "a player lost 4 or more life this turn" (119.3)."""
        flat: list[Any] = []
        for child in children:  # the Japanese amount and verb are a part of their own
            flat.extend(child if isinstance(child, list) else [child])
        gained = "GAINED" in _tokens(flat)
        amount = _number(flat) or 1
        player = self._player(meta, flat)
        return ast.LifeThisTurnCondition(self._span(meta), player, gained, amount, _duration(flat))

    def drawn_this_turn_condition(
        self, meta: Meta, children: list[Any]
    ) -> ast.DrawnThisTurnCondition:
        """ "you've drawn two or more cards this turn" / 「このターンにあなたがカードを２枚以上
        引いている」 (121.2)."""
        amount = _number(children) or 1
        player = self._player(meta, children)
        return ast.DrawnThisTurnCondition(self._span(meta), player, amount, _duration(children))

    def attacked_this_turn_condition(
        self, meta: Meta, children: list[Any]
    ) -> ast.AttackedThisTurnCondition:
        """ "you attacked this turn" / 「このターンにあなたが攻撃していた」 (508.1; raid)."""
        player = self._player(meta, children)
        negated = "DID_NOT_ATTACK" in _tokens(children)  # "didn't attack" / 「攻撃していなかった」
        return ast.AttackedThisTurnCondition(
            self._span(meta), player, _duration(children), negated
        )

    def counters_count_condition(
        self, meta: Meta, children: list[Any]
    ) -> ast.CountersCountCondition:
        """ "there are five or more hatchling counters on it", "CARDNAME has two or fewer
        loyalty counters on him" / 「…の上に…カウンターが５個以上置かれている」 (122.1). The
        English "on him" after "CARDNAME has" repeats the subject (a word, not a node)."""
        obj = next(c for c in children if is_node(c))
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        count = _number(children)
        assert count is not None
        or_more = bool({"OR_MORE", "OR_MORE_COUNT"} & _tokens(children))
        return ast.CountersCountCondition(self._span(meta), obj, kind, count, or_more)

    def state_trigger(self, meta: Meta, children: list[Any]) -> ast.StateTrigger:
        """603.8: "When CARDNAME has two or fewer loyalty counters on him" / 「…であるとき」."""
        condition = next(c for c in children if isinstance(c, ast.StateCondition))
        return ast.StateTrigger(self._span(meta), condition)

    def life_this_turn(self, meta: Meta, children: list[Any]) -> list[Any]:
        return children

    def life_subject(self, meta: Meta, children: list[Any]) -> Any:
        """The player of a life change: 「あなたが」 「いずれかの対戦相手が」 「対戦相手が」."""
        return self._player(meta, children)

    def player_word_subject(self, meta: Meta, children: list[Any]) -> ast.PlayerNoun:
        """「対戦相手が」 「プレイヤーが」: a bare player word as a subject (any one of them)."""
        return self._player(meta, children)

    def any_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """「いずれかのクリーチャー」: the determiner 「いずれかの」 and a head ("a creature")."""
        head = [c for c in children if not (isinstance(c, Token) and c.type == "ANY_ONES")]
        return self.object_noun(meta, head)  # type: ignore[attr-defined]

    def controls_condition(self, meta: Meta, children: list[Any]) -> ast.ControlsCondition:
        """ "you control a Human", "an opponent controls three or more creatures" /
        「あなたがアーティファクトを４つ以上コントロールしているかぎり」."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        player = self._player(meta, [c for c in children if c is not noun])
        at_least = (
            _number(children)
            if "OR_MORE" in _tokens(children) or "OR_MORE_COUNT" in _tokens(children)
            else 1
        )
        return ast.ControlsCondition(self._span(meta), player, noun, at_least or 1)

    def controls_fewer_condition(self, meta: Meta, children: list[Any]) -> ast.ControlsFewerCondition:
        """ "unless you control four or more artifacts" / 「あなたがアーティファクトを４つ以上
        コントロールしていないかぎり」: fewer than the count (611.3b)."""
        counted = self.controls_condition(meta, children)
        return ast.ControlsFewerCondition(counted.span, counted.player, counted.noun, counted.at_least)

    def if_you_control_at_least(self, meta: Meta, children: list[Any]) -> ast.ControlsCondition:
        """ "If you control three or more creatures" / 「あなたが３体以上のクリーチャーを
        コントロールしている場合」."""
        return self.controls_condition(meta, children)

    def if_state_condition(self, meta: Meta, children: list[Any]) -> Any:
        return next(c for c in children if is_node(c))

    def activation_condition(self, meta: Meta, children: list[Any]) -> ast.ActivationCondition:
        """ "Activate only if …." / 「この能力は、…ときにのみ起動できる。」 (602.5b)."""
        if "ACTIVATE_ONLY_DURING_YOUR_TURN" in _tokens(children):
            condition: Any = ast.YourTurnActivation(self._span(meta))
        elif any(isinstance(c, ast.ObjectNoun) for c in children):
            # 「あなたが…をコントロールしているときにのみ起動できる」: the words of a controls
            # condition stand in the sentence itself (79-state-conditions.lark)
            condition = self.controls_condition(meta, children)
        else:
            condition = next(c for c in children if is_node(c))
        return ast.ActivationCondition(self._span(meta), condition)

    def source_combat_condition(self, meta: Meta, children: list[Any]) -> ast.SourceCombatCondition:
        """ "CARDNAME is attacking" / 「CARDNAMEが攻撃している」, "… is blocking" (506.4)."""
        subject = next(c for c in children if is_node(c))
        state = CombatState.BLOCKING if "IS_BLOCKING" in _tokens(children) else CombatState.ATTACKING
        return ast.SourceCombatCondition(self._span(meta), subject, state)

    def if_it_was(self, meta: Meta, children: list[Any]) -> ast.IfItWas:
        """ "If that creature was a Human" / 「そのクリーチャーが人間だった場合」 (608.2h)."""
        subject = next(c for c in children if is_node(c))
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.IfItWas(self._span(meta), subject, noun)
