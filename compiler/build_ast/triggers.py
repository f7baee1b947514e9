"""The build_ast pass, trigger conditions: events beyond entering the battlefield (603).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py):
methods are named after the rules of grammar/ja/17-triggers.lark and its
English twin; meanings come from terminal names only, so both languages
build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, Step

from .. import ast
from ..source.text import Span
from .nouns import Head, Modifier, is_node

_STEPS = {
    "STEP_UPKEEP": Step.UPKEEP,
    "STEP_END": Step.END,
    "STEP_COMBAT": Step.BEGINNING_OF_COMBAT,  # 507.1: "at the beginning of combat"
    "STEP_PRECOMBAT_MAIN": Step.PRECOMBAT_MAIN,  # 505.1
    "STEP_DRAW": Step.DRAW,  # 504.1
}
# Whose step: 「あなたの」/"your"; "the"/"each"/none: every player's; 「次の」/"next": once (603.7).
_OWNERS = {
    "YOUR": "you",
    "THE": "each",
    "EACH": "each",
    "NEXT_ONE": "next",
    "ENCHANTED_PLAYER": "enchanted player",  # 303.4
}
_WHOSE = {
    "you": Controller.YOU,
    "enchanted player": Controller.ENCHANTED_PLAYER,
    "opponent": Controller.OPPONENT,  # "each opponent's upkeep" (603.2b)
}


def _nodes(children: list[Any], kind: type) -> list[Any]:
    return [c for c in children if isinstance(c, kind)]


class _DuringTurn(NamedTuple):
    """Whose turn a cast trigger's spell is cast during (500.1)."""

    player: Controller


class SpellsOrAbilities(NamedTuple):
    """ "a spell or ability" of a targeting trigger; ``opponents``: "an opponent controls"."""

    opponents: bool


class ConditionedTargets(NamedTuple):
    """An intervening "if" that the Japanese says before the targets it precedes (603.4):
    the triggered ability takes it (build_ast/builder.py)."""

    condition: Any
    sentences: tuple[ast.Sentence, ...]


def counted_subject(subject: ast.TriggerSubject, children: list[Any]) -> ast.TriggerSubject:
    """A subject counted 「…が１体」 is one object, as "a creature" is (603.2c: each event
    triggers once); 「…が２体」 (two at once) is a count ofuda has no trigger for, refused
    (E290) rather than read as one."""
    counts = [c for c in children if isinstance(c, Token) and c.type == "NUMBER"]
    if not counts or int(counts[0]) == 1:
        return subject
    what = f"a trigger on {int(counts[0])} objects at once (a trigger watches one at a time)"
    return replace(subject, reference=ast.UnsupportedPhrase(subject.span, what))


@v_args(meta=True)
class TriggerBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for trigger conditions."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def conditioned_targets(self, meta: Meta, children: list[Any]) -> ConditionedTargets:
        """An "if" that stands before a target declaration right after a trigger condition
        (「…場合、クリーチャー１体を対象とし、…」, 603.4), and the sentences it leads."""
        sentences: list[ast.Sentence] = []
        for child in children[1:]:  # a targeted sentence builds a list (build_ast/effects.py)
            sentences.extend(child if isinstance(child, list) else [child])
        return ConditionedTargets(children[0], tuple(sentences))

    def trigger_subject(self, meta: Meta, children: list[Any]) -> ast.TriggerSubject:
        given = _nodes(children, ast.TriggerSubject)
        if given:
            return counted_subject(given[0], children)
        return counted_subject(self._subject(meta, children), children)

    def _subject(self, meta: Meta, children: list[Any]) -> ast.TriggerSubject:
        nouns = _nodes(children, ast.ObjectNoun)
        if nouns:
            noun = nouns[0]
            if any(isinstance(c, Token) and c.type == "OTHER_ONE" for c in children):
                noun = replace(noun, filter=replace(noun.filter, other=True))  # "another"
            or_self = bool(_nodes(children, ast.SelfReference))
            return ast.TriggerSubject(self._span(meta), noun=noun, or_self=or_self)
        reference = next(c for c in children if is_node(c))
        return ast.TriggerSubject(self._span(meta), reference=reference)

    other_subject = trigger_subject
    noun_subject = trigger_subject

    def _event(
        self, meta: Meta, event: ast.Event, children: list[Any], **fields: Any
    ) -> ast.EventTrigger:
        subjects = _nodes(children, ast.TriggerSubject)
        if not subjects:  # "When CARDNAME enters the battlefield from a graveyard"
            references = _nodes(children, ast.SelfReference)
            subjects = [ast.TriggerSubject(references[0].span, reference=references[0])]
        return ast.EventTrigger(self._span(meta), event, subjects[0], **fields)

    def dies_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        return self._event(meta, ast.Event.DIES, children)

    def battlefield_to_graveyard_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "When CARDNAME is put into a graveyard from the battlefield" / 「CARDNAMEが戦場から墓地に
        置かれたとき」 (603.6c): any permanent, this one or a noun's."""
        return self._event(meta, ast.Event.BATTLEFIELD_TO_GRAVEYARD, children)

    def leaves_battlefield_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "When CARDNAME leaves the battlefield" / 「CARDNAMEが戦場を離れたとき」 (603.6c): this
        object or a noun's permanents, to any other zone."""
        return self._event(meta, ast.Event.LEAVES_BATTLEFIELD, children)

    def enters_under_control_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        subject, *after = children
        subject = counted_subject(subject, after)  # 「…あなたのコントロール下で１体」
        return self._event(meta, ast.Event.ENTERS, [subject], under_your_control=True)

    def noun_enters_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever another creature enters the battlefield" / 「他のクリーチャーが１体戦場に出る
        たび」 (603.6a): the noun's permanents under anyone's control."""
        return self._event(meta, ast.Event.ENTERS, children)

    def enters_from_graveyard_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        return self._event(meta, ast.Event.ENTERS_FROM_GRAVEYARD, children)

    def enters_attached_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        return self._event(meta, ast.Event.ENTERS_ATTACHED, children)

    def attacks_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME attacks" / 「CARDNAMEが攻撃するたび」; "Whenever you attack" /
        「あなたが攻撃するたび」: you declared one or more attacking creatures (508.1), the one
        event of "Whenever one or more creatures you control attack" (603.2c)."""
        you = [c for c in children if isinstance(c, ast.YouReference)] + [
            c.reference for c in children
            if isinstance(c, ast.TriggerSubject) and isinstance(c.reference, ast.YouReference)
        ]
        counted = any(isinstance(c, (int, ast.ObjectNoun)) for c in children)
        if not you and counted:  # 「テストが…２体以上で攻撃するたび」: only you attack with them
            what = "attacking with creatures is a player's, not an object's (508.1)"
            unsupported = ast.UnsupportedPhrase(self._span(meta), what)
            subject = ast.TriggerSubject(self._span(meta), reference=unsupported)
            return ast.EventTrigger(self._span(meta), ast.Event.ATTACKS, subject)
        if not you:
            return self._event(meta, ast.Event.ATTACKS, children)
        yours = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
        noun = ast.ObjectNoun(you[0].span, yours)
        # "with two or more creatures with flying" / 「飛行を持つクリーチャー２体以上で」: at least
        # N of the attackers declared are of the noun (a noun of yours: you attack with them)
        counts = [c for c in children if isinstance(c, int)] + [
            int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"
        ]
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        at_least = counts[0] if counts else 1
        if nouns:
            noun = nouns[0]
            if noun.filter.controller is Controller.ANY:
                noun = replace(noun, filter=replace(noun.filter, controller=Controller.YOU))
        subject = ast.TriggerSubject(you[0].span, noun=noun)
        return ast.EventTrigger(
            self._span(meta), ast.Event.ATTACKS, subject, one_or_more=True, at_least=at_least
        )

    attacks_with_count_trigger = attacks_trigger  # "Whenever you attack with two or more …"

    def attacks_you_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever a creature attacks you or a planeswalker you control" / 「クリーチャーが１体、
        あなたかあなたがコントロールするプレインズウォーカーを攻撃するたび」 (506.2, 508.3a): the
        player attacked, or whose planeswalker is, is you."""
        you = ast.PlayerNoun(self._span(meta), Controller.YOU)
        return self._event(meta, ast.Event.ATTACKS, children, player=you)

    def attacks_or_blocks_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        return self._event(meta, ast.Event.ATTACKS_OR_BLOCKS, children)

    def blocks_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME blocks" / 「CARDNAMEがブロックするたび」 (509.3c)."""
        return self._event(meta, ast.Event.BLOCKS, children)

    def blocks_or_blocked_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME blocks or becomes blocked by a creature" / 「CARDNAMEがいずれかの
        クリーチャーをブロックするかいずれかのクリーチャーにブロックされた状態になるたび」
        (509.3c, 509.3d); the Japanese names the other creature twice, which must be one noun."""
        heads = [c for c in children if isinstance(c, Head)]  # 「いずれかの吸血鬼」 (ja)
        nouns = _nodes(children, ast.ObjectNoun) or [
            self.object_noun(meta, [head])  # type: ignore[attr-defined]
            for head in heads
        ]
        subject = _nodes(children, ast.TriggerSubject)
        if not subject:  # 「CARDNAMEが」: the reference written out
            reference = next(c for c in children if is_node(c))
            subject = [ast.TriggerSubject(reference.span, reference=reference)]
        by = nouns[-1]
        if any(noun.filter != by.filter for noun in nouns):
            what = "two different creatures blocked and blocking in one trigger"
            unsupported = ast.UnsupportedPhrase(by.span, what)
            subject = [replace(subject[0], reference=unsupported, noun=None)]
        return self._event(meta, ast.Event.BLOCKS_OR_BECOMES_BLOCKED, subject, by=by)

    def blocks_creature_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME blocks a creature with flying" / 「CARDNAMEが飛行を持つクリーチャー
        を１体ブロックするたび」 (509.3d): once for each such creature it blocks; the Japanese
        count names one creature (another count is refused, E290, never read as one), and the
        subject is this object (the Japanese has no other; the English another is refused)."""
        subjects = _nodes(children, ast.TriggerSubject)  # English: the blocks trigger's subject
        if subjects:
            subject = subjects[0]
            nouns = _nodes(children, ast.ObjectNoun)
        else:  # 「CARDNAMEが」 (the Japanese has this object only)
            reference = next(c for c in children if is_node(c))
            subject = ast.TriggerSubject(reference.span, reference=reference)
            nouns = _nodes(children[1:], ast.ObjectNoun)
        by = nouns[-1]
        if not isinstance(subject.reference, ast.SelfReference):
            what = "a trigger on another creature blocking a creature of a noun"
            subject = replace(
                subject, reference=ast.UnsupportedPhrase(subject.span, what), noun=None
            )
        counts = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        if counts and counts[0] != 1:
            what = f"blocking {counts[0]} creatures at once (each creature blocked is one event)"
            subject = replace(subject, reference=ast.UnsupportedPhrase(by.span, what), noun=None)
        return self._event(meta, ast.Event.BLOCKS_CREATURE, [subject], by=by)

    def becomes_blocked_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        return self._event(meta, ast.Event.BECOMES_BLOCKED, children)

    def becomes_blocked_once_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME becomes blocked" / 「CARDNAMEがブロックされるたび」 (2012:
        「ブロックされた状態になるたび」): once, however many creatures block it (509.3c)."""
        return self._event(meta, ast.Event.BECOMES_BLOCKED_ONCE, children)

    def dealt_damage_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME is dealt damage" / 「CARDNAMEにダメージが与えられるたび」 /
        「CARDNAMEがダメージを受けるたび」 (120.3)."""
        if not _nodes(children, ast.TriggerSubject):  # 「…に」: read as a damage recipient
            reference = next(getattr(c, "reference", c) for c in children)
            children = [ast.TriggerSubject(reference.span, reference=reference)]
        return self._event(meta, ast.Event.IS_DEALT_DAMAGE, children)

    def player_dealt_damage_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever an opponent is dealt noncombat damage" / 「対戦相手１人に戦闘ダメージでない
        ダメージが与えられるたび」 (120.2, 120.3); the count names one player (the lowering
        holds it to one: each player dealt damage is an event of its own)."""
        player = _nodes(children, ast.PlayerNoun)[0]
        noncombat = any(isinstance(c, Token) and c.type == "NONCOMBAT" for c in children)
        named = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        return ast.EventTrigger(
            self._span(meta),
            ast.Event.IS_DEALT_DAMAGE,
            None,
            player=player,
            noncombat=noncombat,
            amount=named[0] if named else None,
        )

    def becomes_target_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "When CARDNAME becomes the target of a spell" / 「CARDNAMEが呪文の対象になったとき」,
        「エンチャントされているクリーチャーが呪文の対象になったとき」 (115)."""
        spells = next(c for c in children if isinstance(c, tuple))
        if not _nodes(children, ast.TriggerSubject):  # 「CARDNAMEが」: the reference written out
            reference = next(c for c in children if is_node(c))
            children = [ast.TriggerSubject(reference.span, reference=reference), spells]
        return self._event(meta, ast.Event.BECOMES_TARGET, children, spells=spells)

    def spell_or_ability_target_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME becomes the target of a spell or ability an opponent controls" /
        「CARDNAMEが、対戦相手がコントロールしている呪文や能力の対象になるたび」 (115.1)."""
        opponents = any(isinstance(c, SpellsOrAbilities) and c.opponents for c in children)
        whose = Controller.OPPONENT if opponents else Controller.ANY
        if not _nodes(children, ast.TriggerSubject):  # 「CARDNAMEが、」: the reference written out
            reference = next(c for c in children if is_node(c))
            children = [ast.TriggerSubject(reference.span, reference=reference)]
        return self._event(
            meta, ast.Event.BECOMES_TARGET, children, or_abilities=True, source_controller=whose
        )

    def entering_or_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "When CARDNAME enters the battlefield or dies" / 「CARDNAMEが戦場に出るか死亡したとき」
        (603.2, 603.6a): this object's second event, built by the *_event methods below, with
        this object as its subject and entering as its alternative."""
        event = next(c for c in children if isinstance(c, ast.EventTrigger))
        reference = next(c for c in children if is_node(c) and c is not event)
        subject = ast.TriggerSubject(reference.span, reference=reference)
        return replace(event, span=self._span(meta), subject=subject, or_enters=True)

    def dies_event(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "… or dies" / 「…か死亡したとき」 (700.4)."""
        return ast.EventTrigger(self._span(meta), ast.Event.DIES)

    def attacks_event(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "… or attacks" / 「…か攻撃するたび」 (508.3a)."""
        return ast.EventTrigger(self._span(meta), ast.Event.ATTACKS)

    def target_event(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "… or becomes the target of a spell or ability an opponent controls" (115.1)."""
        opponents = any(isinstance(c, SpellsOrAbilities) and c.opponents for c in children)
        whose = Controller.OPPONENT if opponents else Controller.ANY
        return ast.EventTrigger(
            self._span(meta),
            ast.Event.BECOMES_TARGET,
            or_abilities=True,
            source_controller=whose,
        )

    def damage_event(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "… or deals combat damage to a player" / 「…かプレイヤー１人に戦闘ダメージを与える
        たび」 (510.3a)."""
        combat = any(isinstance(c, Token) and c.type == "COMBAT_DAMAGE" for c in children)
        players = _nodes(children, ast.PlayerNoun)
        player = players[0] if players else _player_word(self._span(meta), children)
        named = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        return ast.EventTrigger(
            self._span(meta),
            ast.Event.DEALS_DAMAGE,
            player=player,
            combat=combat,
            amount=named[0] if named else None,
        )

    def spells_or_abilities(self, meta: Meta, children: list[Any]) -> SpellsOrAbilities:
        """ "a spell or ability [an opponent controls]" / 「[対戦相手がコントロールしている]呪文や
        能力」: who controls them, if the text says."""
        opponents = any(isinstance(c, Token) and c.type == "OPPONENT" for c in children)
        return SpellsOrAbilities(opponents)

    def spell_alternatives(self, meta: Meta, children: list[Any]) -> tuple[ast.ObjectNoun, ...]:
        return tuple(_nodes(children, ast.ObjectNoun))

    def spell_kind(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        types = tuple(c for c in children if isinstance(c, CardType))
        return ast.ObjectNoun(self._span(meta), ObjectFilter(card_types=types), zone="stack")

    def cast_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        spells = tuple(_nodes(children, ast.ObjectNoun))
        players = _nodes(children, ast.PlayerNoun)
        # "… from anywhere other than their hand" (601.2a), said apart from the noun
        origin = next((c for c in children if isinstance(c, ast.CastOrigin)), None)
        during = next((c for c in children if isinstance(c, _DuringTurn)), None)
        whose = during.player if during is not None else None
        if players:  # "an opponent", 「いずれかの対戦相手」 「対戦相手」: the lowering reads it
            return ast.EventTrigger(
                self._span(meta), ast.Event.CASTS, None, spells=spells, player=players[0],
                cast_origin=origin, during=whose,
            )
        caster = next(
            c for c in children
            if is_node(c) and not isinstance(c, (ast.ObjectNoun, ast.CastOrigin))
        )
        subject = ast.TriggerSubject(caster.span, reference=caster)
        return ast.EventTrigger(
            self._span(meta), ast.Event.CASTS, subject, spells=spells, cast_origin=origin,
            during=whose,
        )

    def during_turn(self, meta: Meta, children: list[Any]) -> _DuringTurn:
        """ "during your turn" / 「あなたのターン中に」, "during an opponent's turn" /
        「対戦相手のターン中に」 (500.1)."""
        words = {c.type for c in children if isinstance(c, Token)}
        mine = "YOUR_TURN_DURING" in words
        return _DuringTurn(Controller.YOU if mine else Controller.OPPONENT)

    def spell_targeting_cast_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """「あなたが角のドルイドを対象としてオーラ・呪文を唱えるたび」: the target named before the
        spell describes the spell, as 「角のドルイドを対象とするオーラ・呪文」 does."""
        (targeting,) = [c for c in children if isinstance(c, Modifier)]
        spell = next(c for c in children if isinstance(c, ast.ObjectNoun))
        described = replace(
            spell,
            filter=replace(spell.filter, **targeting.fields),
            controlled_by=targeting.controlled_by or spell.controlled_by,
        )
        rest = [described if c is spell else c for c in children if not isinstance(c, Modifier)]
        return self.cast_trigger(meta, rest)

    def loses_life_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever an opponent loses life" / 「いずれかの対戦相手がライフを失うたび」, "Whenever
        you lose life [for the first time each turn]" / 「あなたが[各ターン最初に]ライフを失うたび」
        (119.3): the player is a player noun or a reference (you; the lowering checks it)."""
        first = any(isinstance(c, Token) and c.type == "FIRST_TIME_EACH_TURN" for c in children)
        players = _nodes(children, ast.PlayerNoun)
        if players:
            return ast.EventTrigger(
                self._span(meta),
                ast.Event.LOSES_LIFE,
                None,
                player=players[0],
                first_each_turn=first,
                amount=next(
                    (int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"), None
                ),
            )
        reference = next(c for c in children if is_node(c))
        subject = ast.TriggerSubject(reference.span, reference=reference)
        return ast.EventTrigger(
            self._span(meta), ast.Event.LOSES_LIFE, subject, first_each_turn=first
        )

    def draws_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever you draw a card" / 「あなたがカードを１枚引くたび」, "Whenever an opponent
        draws a card" / 「対戦相手がカードを１枚引くたび」 (121.2)."""
        amount = next((c for c in children if isinstance(c, int) or c == "X"), 1)
        players = _nodes(children, ast.PlayerNoun)
        if players:
            return ast.EventTrigger(
                self._span(meta), ast.Event.DRAWS, None, player=players[0], amount=amount
            )
        drawer = next(c for c in children if is_node(c))
        subject = ast.TriggerSubject(drawer.span, reference=drawer)
        return ast.EventTrigger(self._span(meta), ast.Event.DRAWS, subject, amount=amount)

    def discards_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever you discard a card" / 「あなたがカードを１枚捨てるたび」, "Whenever an opponent
        discards a card" / 「対戦相手がカードを１枚捨てるたび」 (701.8)."""
        amount = next((c for c in children if isinstance(c, int) or c == "X"), 1)
        players = _nodes(children, ast.PlayerNoun)
        if players:
            return ast.EventTrigger(
                self._span(meta), ast.Event.DISCARDS, None, player=players[0], amount=amount
            )
        discarder = next(c for c in children if is_node(c))
        subject = ast.TriggerSubject(discarder.span, reference=discarder)
        return ast.EventTrigger(self._span(meta), ast.Event.DISCARDS, subject, amount=amount)

    def card_to_graveyard_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        subjects = _nodes(children, ast.TriggerSubject)
        if not subjects:  # English: "a card is put into your graveyard"
            noun = ast.ObjectNoun(self._span(meta), ObjectFilter(), zone="graveyard")
            subjects = [ast.TriggerSubject(self._span(meta), noun=noun)]
        return ast.EventTrigger(self._span(meta), ast.Event.PUT_INTO_GRAVEYARD, subjects[0])

    def you_reference_possessive(self, meta: Meta, children: list[Any]) -> ast.YouReference:
        return ast.YouReference(self._span(meta))

    def step_trigger(self, meta: Meta, children: list[Any]) -> ast.StepTrigger:
        owner = next((c for c in children if c in (*_OWNERS.values(), *_WHOSE)), "each")
        step = next(c for c in children if isinstance(c, Step))
        whose = _WHOSE.get(owner, Controller.ANY)
        return ast.StepTrigger(self._span(meta), step, whose, next_only=owner == "next")

    def step_owner(self, meta: Meta, children: list[Any]) -> str:
        if any(isinstance(c, ast.YouReference) for c in children):
            return "you"
        if any(isinstance(c, Token) and c.type == "NEXT_ONE" for c in children):
            return "next"  # 「次の」 / "the next"
        players = _nodes(children, ast.PlayerNoun)
        if players:  # "each opponent's upkeep" / 「各対戦相手のアップキープ」; "each player's": each
            return "opponent" if players[0].controller is Controller.OPPONENT else "each"
        return _OWNERS[children[0].type]

    def step_word(self, meta: Meta, children: list[Any]) -> Step:
        first = children[0]
        return first if isinstance(first, Step) else _STEPS[first.type]

    def step_combat(self, meta: Meta, children: list[Any]) -> Step:
        """ "combat" of "at the beginning of combat" (507.1)."""
        return Step.BEGINNING_OF_COMBAT

    def end_of_combat_trigger(self, meta: Meta, children: list[Any]) -> ast.StepTrigger:
        """ "At end of combat" / 「戦闘終了時に」: as the end of combat step begins (511.2), of
        each turn (in an instruction, the next one: lower/triggers.py's delayed trigger)."""
        return ast.StepTrigger(self._span(meta), Step.END_OF_COMBAT, Controller.ANY)

    def combat_on_your_turn(self, meta: Meta, children: list[Any]) -> ast.StepTrigger:
        """ "At the beginning of combat on your turn" / 「あなたのターンの戦闘の開始時に」 (507.1)."""
        return ast.StepTrigger(self._span(meta), Step.BEGINNING_OF_COMBAT, Controller.YOU)

    def gains_life_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever you gain life" / 「あなたがライフを得るたび」 (119.3): the player is a
        reference (you; the lowering checks it) or a player noun ("an opponent",
        「いずれかの対戦相手」)."""
        players = _nodes(children, ast.PlayerNoun)
        if players:
            return ast.EventTrigger(self._span(meta), ast.Event.GAINS_LIFE, None, player=players[0])
        reference = next(c for c in children if is_node(c))
        subject = ast.TriggerSubject(reference.span, reference=reference)
        return ast.EventTrigger(self._span(meta), ast.Event.GAINS_LIFE, subject)


def _player_word(span: Span, children: list[Any]) -> ast.PlayerNoun:
    """The player of 「いずれかのプレイヤーに」 (any player) / 「いずれかの対戦相手に」 (an opponent) /
    「エンチャントされているプレイヤーに」 / "enchanted player" (303.4) / 「あなたに」 / "you"."""
    types = {c.type for c in children if isinstance(c, Token)}
    if "ENCHANTED_PLAYER" in types:
        return ast.PlayerNoun(span, Controller.ENCHANTED_PLAYER)
    if types & {"YOU", "YOU_TO"}:  # "deals damage to you" / 「あなたに」: the ability's controller
        return ast.PlayerNoun(span, Controller.YOU)
    return ast.PlayerNoun(
        span, Controller.OPPONENT if "ANY_OPPONENT_TO" in types else Controller.ANY
    )
