"""The build_ast pass, effects with a choice made on resolution or on casting.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods
are named after the rules of grammar/ja/42-effect-choices.lark and its English twin,
and read meanings from terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, ObjectFilter

from .. import ast
from ..source.text import Span
from .effects import _amount
from .nouns import is_node

# The words of "any target" among divided targets (115.4).
_ANY_TARGET_WORDS = ("TARGETS_WORD", "ANY_TARGET_UNION")


def _nodes(children: list[Any]) -> list[Any]:
    return [c for c in children if is_node(c)]


def _recipients(children: list[Any]) -> Any:
    """The reference the amount is divided among (「それらに」, or an English target phrase)."""
    for child in children:
        if is_node(child):
            return child
        reference = getattr(child, "reference", None)  # build_ast_effects' recipients marker
        if reference is not None:
            return reference
    raise ValueError("no recipients")  # pragma: no cover - the grammar always has them


def _amount_of(children: list[Any]) -> Any:
    """The amount of damage among a rule's children (built by the values' rules)."""
    for child in children:
        if isinstance(child, tuple) or hasattr(child, "reference"):  # no amount
            continue
        try:
            return _amount([child])
        except ValueError:
            continue
    raise ValueError("no amount")  # pragma: no cover - the grammar always has one


@v_args(meta=True)
class ChoicesBuilder(Transformer[Token, Any]):
    """Transformer methods for tap-or-untap, divided amounts and their kin."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def tap_or_untap(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        """701.26: 「それをタップまたはアンタップする」 / "tap or untap target permanent"."""
        return ast.ObjectAction(self._span(meta), ast.Verb.TAP_OR_UNTAP, _nodes(children)[0])

    def quoted_choice_sentence(self, meta: Meta, children: list[Any]) -> ast.QuotedChoice:
        """「あなたは「…」を選んでもよい。」: the chooser (a subject) and the quoted line."""
        subject, line = children[0], children[1]
        return ast.QuotedChoice(self._span(meta), subject.reference, line)

    # --- pairing (702.95) -------------------------------------------------------------

    def pair_partner(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """「いずれかのクリーチャー」 / "a creature": the creature a pair is made with."""
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        if nouns:
            return nouns[0]
        head = [c for c in children if not (isinstance(c, Token) and c.type == "ANY_ONES")]
        return self.object_noun(meta, head)  # type: ignore[attr-defined]

    def if_paired(self, meta: Meta, children: list[Any]) -> ast.IfPaired:
        nodes = _nodes(children)
        if len(nodes) == 1:  # "If it's paired with …": "it" is in the word "it's"
            it = ast.PronounReference(self._span(meta), "it", "any")
            return ast.IfPaired(self._span(meta), it, nodes[0])
        return ast.IfPaired(self._span(meta), nodes[0], nodes[-1])

    def unless_paired_condition(self, meta: Meta, children: list[Any]) -> ast.UnlessPaired:
        return ast.UnlessPaired(self._span(meta), _nodes(children)[-1])

    def cant_attack(self, meta: Meta, children: list[Any]) -> ast.CantAttack:
        """「攻撃できない」 / "can't attack" (508.1c)."""
        return ast.CantAttack(self._span(meta))

    def cant_attack_or_block(self, meta: Meta, children: list[Any]) -> list[Any]:
        """「攻撃したりブロックしたりできない」 / "can't attack or block": two restrictions."""
        span = self._span(meta)
        return [ast.CantAttack(span), ast.CantBlock(span)]

    # --- prevention (615) --------------------------------------------------------------

    def prevent_damage_by(self, meta: Meta, children: list[Any]) -> ast.PreventDamageBy:
        return ast.PreventDamageBy(self._span(meta), _nodes(children)[0])

    # --- amounts divided among targets (601.2d) ----------------------------------------

    def _creature_or_player(self, meta: Meta, words: list[Any]) -> ast.ObjectNoun:
        """"targets" / 「クリーチャーやプレインズウォーカーやプレイヤー」: any target, a creature,
        planeswalker or player (115.4); "target creatures and/or players" /
        「クリーチャーやプレイヤー」 (the 2012 wording): a creature or a player (which a text
        printed before 2018 reads as any target, lower/effects.py)."""
        any_target = any(isinstance(w, Token) and w.type in _ANY_TARGET_WORDS for w in words)
        kinds = (CardType.CREATURE, CardType.PLANESWALKER) if any_target else (CardType.CREATURE,)
        return ast.ObjectNoun(self._span(meta), ObjectFilter(card_types=kinds), also_player=True)

    def divided_count_targets(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        """「…を、１つまたは望む組み合わせで２つか３つ」: one to N targets."""
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        noun = self._creature_or_player(meta, children)
        return ast.CountedTarget(self._span(meta), (noun,), max(numbers), up_to=True)

    def divided_target_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        nouns = _nodes(children)
        return nouns[0] if nouns else self._creature_or_player(meta, children)

    def divided_targets(self, meta: Meta, children: list[Any]) -> ast.TargetReference:
        """"one, two, or three targets" (1 to N) / "any number of target creatures"."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        numbers = [c for c in children if isinstance(c, int) and not isinstance(c, Token)]
        return ast.TargetReference(self._span(meta), noun, max(numbers) if numbers else 99, True)

    def divided_damage(self, meta: Meta, children: list[Any]) -> ast.DividedDamage:
        recipients = _recipients(children)
        return ast.DividedDamage(self._span(meta), _amount_of(children), recipients)

    def deal_divided_damage(self, meta: Meta, children: list[Any]) -> ast.DividedDamage:
        recipients = next(c for c in children if isinstance(c, ast.TargetReference))
        return ast.DividedDamage(self._span(meta), _amount_of(children), recipients)

    def divided_counters(self, meta: Meta, children: list[Any]) -> ast.DividedCounters:
        recipients = _recipients(children)
        amount, kind = next(c for c in children if isinstance(c, tuple))
        kind = kind or next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.DividedCounters(self._span(meta), kind, amount, recipients)

    distribute_counters = divided_counters

    # --- pay or sacrifice (FAQ P78) ----------------------------------------------------

    def sacrifice_unless_pay_sentence(self, meta: Meta, children: list[Any]) -> ast.SacrificeUnlessPay:
        """「…１体につき、Aがライフを…点支払わないかぎり、Bは…を生け贄に捧げる。」 / "For each …,
        B sacrifices … unless A pays … life." (ja: payer first; en: sacrificer first)."""
        unit = children[0]
        if isinstance(unit, ast.EachUnit):
            assert isinstance(unit.value, ast.CountValue)  # 「…１体につき」: a count of a noun
            noun = unit.value.noun
        else:
            noun = unit
        amount = _amount_of(children[1:])
        refs = [getattr(c, "reference", c) for c in children[1:]
                if (is_node(c) or hasattr(c, "reference")) and c is not amount]
        if isinstance(unit, ast.EachUnit):  # ja: payer, sacrificer (subject), object
            payer, sacrificer, obj = refs[0], refs[1], refs[2]
        else:  # en: sacrificer, object, payer ("he or she" / "they" in the word "unless …")
            sacrificer, obj = refs[0], refs[1]
            payer = sacrificer
        return ast.SacrificeUnlessPay(self._span(meta), noun, payer, amount, sacrificer, obj)

    # --- attachments (301.5, 303.4) ----------------------------------------------------

    def attached_reference(self, meta: Meta, children: list[Any]) -> ast.AttachedReference:
        host, noun = _nodes(children)[0], _nodes(children)[-1]
        return ast.AttachedReference(self._span(meta), host, noun)

    def attached_objects(self, meta: Meta, children: list[Any]) -> ast.AttachedReference:
        noun, host = _nodes(children)[0], _nodes(children)[-1]
        return ast.AttachedReference(self._span(meta), host, noun)

    def joint_accusative(self, meta: Meta, children: list[Any]) -> ast.JointReference:
        """「AとBを」 / "A and all B": two objects of one verb, at once."""
        return ast.JointReference(self._span(meta), tuple(_nodes(children)))

    joint_object = joint_accusative
