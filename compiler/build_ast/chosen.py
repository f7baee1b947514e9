"""The build_ast pass, as-enters choices, copies, "becomes", sacrifice choices and fight.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py):
methods are named after the rules of grammar/ja/75-choices.lark and its
English twin, and read meanings from terminal names only, so both languages
build equal nodes.
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, ObjectFilter, TokenSpec
from ofuda.runtime.statics import Choice

from .. import ast
from ..source.text import Span
from ..walk import instances_in, replace_instances
from .nouns import Modifier, SubtypeWord, _subtype_value, is_node

# What 「クリーチャー・タイプ」 / "creature type" and 「色」 / "color" ask a player to choose.
_CHOICES = {"CREATURE_TYPE_WORD": Choice.CREATURE_TYPE, "COLOR_WORD": Choice.COLOR}


@v_args(meta=True)
class ChosenBuilder(Transformer[Token, Any]):
    """Transformer methods for as-enters choices, copies, "becomes", sacrifice choices and
    fight (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    if TYPE_CHECKING:  # pragma: no cover - provided by the builder (build_ast/effects.py)

        def token_description(self, meta: Meta, children: list[Any]) -> Any: ...


    # --- as-enters choices (614.12) ----------------------------------------------

    def as_enters_choice(self, meta: Meta, children: list[Any]) -> ast.AsEntersChoice:
        """ "As CARDNAME enters the battlefield, choose …"."""
        subject = next(c for c in children if is_node(c))
        choice, count = next(c for c in children if isinstance(c, tuple))
        return ast.AsEntersChoice(self._span(meta), subject, choice, count)

    def enters_choice(self, meta: Meta, children: list[Any]) -> tuple[Choice, int]:
        """What is chosen (a creature type or a colour), and how many: 「…を１つ」 / "a"."""
        choice = next(_CHOICES[c.type] for c in children if isinstance(c, Token) and c.type in _CHOICES)
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        return choice, (numbers[0] if numbers else 1)

    def as_enters_name_choice(self, meta: Meta, children: list[Any]) -> ast.AsEntersChoice:
        """ "As CARDNAME enters the battlefield, choose a nonland card name." / "… name a nonland
        card." (201.3, 614.12)."""
        subject = next(c for c in children if is_node(c) and not isinstance(c, ast.ObjectNoun))
        names = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.AsEntersChoice(self._span(meta), subject, Choice.CARD_NAME, 1, names)

    def card_name_choice(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """The card noun whose name is chosen (「土地でないカード名を１つ指定する」: one name; a
        count of several is refused, as 「…を２つ選ぶ」 of a creature type is)."""
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        if numbers and numbers[0] != 1:
            return replace(noun, controlled_by=ast.UnsupportedPhrase(
                self._span(meta), "the choice of several card names"))
        return noun

    def chosen_name_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """ "with the chosen name" / 「その選ばれた名前を持つ」: the object has the
        name chosen as the source entered (201.3)."""
        return Modifier({"chosen_name": True})

    def named_card_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """ "the named card" / 「指定されたカード」 (2011): any card with the name chosen as the
        source entered (201.3), said of it as a spell is cast ("can't be cast")."""
        return ast.ObjectNoun(self._span(meta), ObjectFilter(chosen_name=True), "stack")

    def chosen_name_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """ "protection from the chosen card name" / 「プロテクション（その選ばれたカード名）」:
        every object with the name chosen as the source entered (201.3, 702.16)."""
        return ast.ObjectNoun(self._span(meta), ObjectFilter(chosen_name=True))

    def chosen_name_protection_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.16b/c/e's reminder on a player: "(You can't be targeted, dealt damage, or enchanted
        by anything with that name.)"."""
        return ast.KeywordRule(self._span(meta), "protection", "you", ast.CHOSEN_NAME_PARAMETER)

    def cant_be_cast_line(self, meta: Meta, children: list[Any]) -> ast.CantBeCastLine:
        """ "<spells> can't be cast." / 「<呪文>は唱えられない。」 (601.3)."""
        return ast.CantBeCastLine(self._span(meta), next(c for c in children if is_node(c)))

    def chosen_type_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """ "creatures of the chosen type" (the choice made as the source entered)."""
        chosen = ObjectFilter(card_types=(CardType.CREATURE,), chosen_subtype=True)
        return ast.ObjectNoun(self._span(meta), chosen)

    def chosen_color_quality(self, meta: Meta, children: list[Any]) -> ast.ChosenColorQuality:
        """ "the color of your choice"."""
        return ast.ChosenColorQuality(self._span(meta))

    def announced_color_quality(self, meta: Meta, children: list[Any]) -> ast.ChosenColorQuality:
        """「その選ばれた色」: the colour a sentence before chose (joined by join_announced_color)."""
        return ast.ChosenColorQuality(self._span(meta), announced=True)

    def choose_color_sentence(self, meta: Meta, children: list[Any]) -> ast.ChooseColorSentence:
        """「色１色を選ぶ。」 (2018–20), 「色を１色選ぶ。」."""
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        return ast.ChooseColorSentence(self._span(meta), numbers[0])

    def choose_type_sentence(self, meta: Meta, children: list[Any]) -> ast.ChooseTypeSentence:
        """「パーマネント・タイプを１つ選ぶ。」 / "Choose a permanent type." (205.2a)."""
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        return ast.ChooseTypeSentence(self._span(meta), numbers[0] if numbers else 1)

    # --- static conditions (611.3b) ----------------------------------------------

    def controls_none_condition(self, meta: Meta, children: list[Any]) -> ast.ControlsNoneCondition:
        """「…が他にクリーチャーをコントロールしていないかぎり」 / "… controls no other creatures"."""
        player, noun = (c for c in children if is_node(c))
        if any(isinstance(c, Token) and c.type == "OTHERWISE" for c in children):
            noun = replace(noun, filter=replace(noun.filter, other=True))  # 他に: "other"
        return ast.ControlsNoneCondition(self._span(meta), player, noun)

    def inner_conditional_static(self, meta: Meta, children: list[Any]) -> ast.ConditionalStatic:
        """「<subject>は、<condition>、<predicate>。」: the condition inside the statement."""
        subject, condition, (optional, clauses) = children
        first = replace(clauses[0], subject=subject.reference)
        sentence = ast.EffectSentence(self._span(meta), (first, *clauses[1:]), optional)
        return ast.ConditionalStatic(self._span(meta), condition, sentence)

    def doesnt_untap(self, meta: Meta, children: list[Any]) -> ast.DoesntUntap:
        """502.3: "doesn't untap during its controller's untap step"."""
        whose = next((c for c in children if is_node(c)), None)
        return ast.DoesntUntap(self._span(meta), whose)

    # --- "unless" ------------------------------------------------------------------

    def unless_sentence(self, meta: Meta, children: list[Any]) -> ast.UnlessSentence:
        """ja 「[<player>が][…１体につき]<payment>ないかぎり、<body>。」, en "<body> unless <player>
        <payment> [for each …]." (118.12a)."""
        nodes = [c for c in children if c is not None and not isinstance(c, Token)]
        optional, clauses = next(n for n in nodes if isinstance(n, tuple))
        each = next((n for n in nodes if isinstance(n, ast.EachUnit)), None)
        # the player (Japanese: if named) comes before the payment in both languages
        rest = [n for n in nodes if not isinstance(n, (tuple, ast.EachUnit))]
        player, payment = (None, rest[0]) if len(rest) == 1 else rest
        span = clauses[0].span.union(clauses[-1].span)
        body = ast.EffectSentence(span, clauses, optional)
        return ast.UnlessSentence(self._span(meta), player, payment, body, each)

    # --- "becomes" (613.1d–f) --------------------------------------------------------

    def becomes_description(self, meta: Meta, children: list[Any]) -> TokenSpec:
        """ "3/3 white Angel artifact creature with flying": read like a token's description."""
        return self.token_description(meta, children)

    def become(self, meta: Meta, children: list[Any]) -> ast.Become:
        """「…になる」 / "becomes …"."""
        description = next(c for c in children if isinstance(c, TokenSpec))
        return ast.Become(self._span(meta), description)

    def become_in_addition(self, meta: Meta, children: list[Any]) -> ast.Become:
        """「他のタイプに加えて…になる」 / "becomes … in addition to its other types" (205.1b)."""
        description = next(c for c in children if isinstance(c, TokenSpec))
        return ast.Become(self._span(meta), description, keeps_types=True)

    def become_subtypes(self, meta: Meta, children: list[Any]) -> ast.BecomeSubtypes:
        """「熊・狂戦士になる」 / "becomes a Bear Berserker", with a base P/T or not (205.1a)."""
        subtypes = tuple(_subtype_value(c) for c in children if isinstance(c, SubtypeWord))
        pt = next((str(c) for c in children if isinstance(c, Token) and c.type == "POWER_TOUGHNESS"), None)
        if pt is None:
            return ast.BecomeSubtypes(self._span(meta), subtypes)
        power, toughness = (int(n) for n in pt.split("/"))
        return ast.BecomeSubtypes(self._span(meta), subtypes, power, toughness)

    def become_copy(self, meta: Meta, children: list[Any]) -> ast.BecomeCopy:
        """「…のコピーになる」 / "becomes a copy of …" (707.2)."""
        return ast.BecomeCopy(self._span(meta), next(c for c in children if is_node(c)))

    def enters_as_copy(self, meta: Meta, children: list[Any]) -> ast.EntersAsCopy:
        """「…のコピーとして戦場に出る」 / "enter the battlefield as a copy of …" (614.1c)."""
        return ast.EntersAsCopy(self._span(meta), next(c for c in children if is_node(c)))

    # --- nouns -----------------------------------------------------------------

    def other_than_self(self, meta: Meta, children: list[Any]) -> Modifier:
        """ "other than CARDNAME" / 「CARDNAME以外の」: the source itself is excluded."""
        return Modifier({"other": True})

    # --- reminder text of keyword actions (701) ----------------------------------

    def fight_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """701.12: the reminder of fight."""
        return ast.KeywordRule(self._span(meta), "fight")


def join_announced_color(sentences: tuple[Any, ...]) -> tuple[Any, ...]:
    """「色１色を選ぶ。ターン終了時まで、それはプロテクション（その選ばれた色）を得る。」: a choice of
    one colour and the sentence right after it that uses the colour once are one instruction,
    the colour chosen as it resolves — "gains protection from the color of your choice". A
    choice nothing uses, or a use with no choice right before it, is left for the lowering to
    refuse (E290), never read as something else."""
    out: list[Any] = []
    index = 0
    while index < len(sentences):
        sentence = sentences[index]
        following = sentences[index + 1] if index + 1 < len(sentences) else None
        if (
            isinstance(sentence, ast.ChooseColorSentence)
            and sentence.count == 1
            and following is not None
            and len(_announced(following)) == 1
        ):
            out.append(_chosen_as_it_resolves(following))
            index += 2
            continue
        out.append(sentence)
        index += 1
    return tuple(out)


def _announced(node: Any) -> list[ast.ChosenColorQuality]:
    """Every 「その選ばれた色」 inside ``node``."""
    return [quality for quality in instances_in(node, ast.ChosenColorQuality) if quality.announced]


def _chosen_as_it_resolves(node: Any) -> Any:
    """``node`` with its 「その選ばれた色」 read as "the color of your choice"."""
    return replace_instances(
        node, ast.ChosenColorQuality, lambda quality: dataclasses.replace(quality, announced=False)
    )


def join_chosen_type(sentences: tuple[Any, ...]) -> tuple[Any, ...]:
    """「パーマネント・タイプを１つ選ぶ。あなたの墓地にあるすべての選ばれたタイプのカードを…」 /
    "Choose a permanent type. Return all cards of the chosen type …": in the sentence right
    after a choice of one permanent type, "of the chosen type" is that card type (205.2a), chosen
    as the spell resolves — not a creature type chosen as a permanent entered. A choice nothing
    uses is left for the lowering to refuse (E290)."""
    out = list(sentences)
    for index, sentence in enumerate(out[:-1]):
        if not isinstance(sentence, ast.ChooseTypeSentence) or sentence.count != 1:
            continue
        following = out[index + 1]
        if _has_chosen_subtype(following):
            out[index] = dataclasses.replace(sentence, used=True)
            out[index + 1] = _retyped(following)
    return tuple(out)


def _has_chosen_subtype(node: Any) -> bool:
    """Whether ``node`` says "of the chosen type" somewhere (a filter's ``chosen_subtype``)."""
    return any(flt.chosen_subtype for flt in instances_in(node, ObjectFilter))


def _retyped(node: Any) -> Any:
    """``node`` with its "of the chosen type" read as the permanent type chosen before it."""
    return replace_instances(node, ObjectFilter, _as_chosen_card_type)


def _as_chosen_card_type(flt: ObjectFilter) -> ObjectFilter:
    if flt.chosen_subtype:
        return dataclasses.replace(flt, chosen_subtype=False, chosen_card_type=True)
    return flt