"""The build_ast pass, instructions: sentences, clauses, effect predicates and cost items.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py):
methods are named after the rules of grammar/ja/20-sentences.lark,
40-effects.lark and their English twins. Predicate families are Lark
templates in Japanese (one per verb form), whose trees carry the template's
name, so one method serves every form and both languages.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType

from .. import ast
from ..ir.values import ANY_NUMBER_OF_TARGETS
from ..source.text import Span
from .chosen import join_announced_color, join_chosen_type
from .halves import fold_rounding
from .nouns import NounBuilder, _words, is_node

DURATIONS = {
    "UNTIL_END_OF_TURN": ast.StatedDuration.UNTIL_END_OF_TURN,
    "LEAD_UNTIL_END_OF_TURN": ast.StatedDuration.UNTIL_END_OF_TURN,  # "Until end of turn, …" leading the clause
    "THIS_TURN": ast.StatedDuration.THIS_TURN,
    "UNTIL_YOUR_NEXT_TURN": ast.StatedDuration.UNTIL_YOUR_NEXT_TURN,  # 611.2b
    "LEAD_UNTIL_YOUR_NEXT_TURN": ast.StatedDuration.UNTIL_YOUR_NEXT_TURN,
}


def _nodes(children: list[Any]) -> list[Any]:
    return [c for c in children if is_node(c)]


# 110.2a: each card enters under its owner's control (the marker under_owners_control builds)
_OWNERS_CONTROL = "under its owner's control"


def _amount(children: list[Any]) -> Any:
    """The amount among a rule's children: a number, "X", or a value node."""
    for child in children:
        if child == "X" and not isinstance(child, Token):
            return "X"
        if isinstance(child, Token):
            if child.type == "VARIABLE_X":
                return "X"
            if child.type == "NUMBER":
                return int(child)
            if child.type == "A_CARD":
                return 1
        elif isinstance(child, (int, ast.AmountValue)):
            return child
    raise ValueError("no amount")  # "the top card" has none: build_ast/library.py mill


def _declared(target: ast.CountedTarget | ast.TargetReference) -> ast.CountedTarget:
    """A target as a declaration: the English "Choose target creature" names it as the
    Japanese 「クリーチャー１体を対象とする」 counts it."""
    if isinstance(target, ast.TargetReference):
        return ast.CountedTarget(target.span, (target.noun,), target.count, target.up_to)
    return target


@v_args(meta=True)
class EffectBuilder(NounBuilder):
    """Transformer methods for instructions (mixed into build_ast's builder)."""

    # --- sentences -----------------------------------------------------------

    def instructions(self, meta: Meta, children: list[Any]) -> tuple[ast.Sentence, ...]:
        out: list[ast.Sentence] = []
        for child in children:
            out.extend(child if isinstance(child, list) else [child])
        return join_chosen_type(join_announced_color(fold_rounding(tuple(out))))

    def target_sentence(self, meta: Meta, children: list[Any]) -> ast.TargetSentence:
        """「…を対象とする。」 / "Choose target …." (115.1): the targets, in order."""
        targets: list[ast.CountedTarget] = []
        for child in children:
            targets.extend(_declared(c) for c in (child if isinstance(child, list) else [child]))
        return ast.TargetSentence(self._span(meta), tuple(targets))

    def targeted_effect_sentence(self, meta: Meta, children: list[Any]) -> list[ast.Sentence]:
        targets: list[ast.CountedTarget] = []
        # 「あなたは…を対象とし、」: the one who targets is the ability's controller (115.1)
        # 「あなたは…を対象とし、それを…戻す」 (2011): the one who targets and acts, named first,
        # is the subject of the instruction (a second subject is refused, never dropped)
        subject = children[0].reference if isinstance(children[0], _Subject) else None
        children = [c for c in children if c is not None and not isinstance(c, _Subject)]
        for child in children[:-1]:
            targets.extend(_declared(c) for c in (child if isinstance(child, list) else [child]))
        optional, clauses = children[-1]
        if subject is not None and clauses:
            if clauses[0].subject is not None:
                subject = ast.UnsupportedPhrase(subject.span, "two subjects of one instruction")
            elif not isinstance(subject, ast.YouReference):  # 601.2c: the controller targets
                subject = ast.UnsupportedPhrase(subject.span, "targets chosen by another player")
            clauses = (replace(clauses[0], subject=subject), *clauses[1:])
        return [
            ast.TargetSentence(self._span(meta), tuple(targets)),
            self._effect(meta, (optional, clauses)),
        ]

    def target_clause_end(self, meta: Meta, children: list[Any]) -> list[ast.CountedTarget]:
        return [t for child in children for t in (child if isinstance(child, list) else [child])]

    target_clause_cont = target_clause_end

    def target_list(self, meta: Meta, children: list[Any]) -> list[ast.CountedTarget]:
        return list(children)

    def counted_targets(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        nouns = tuple(noun for child in children for noun in child.nouns)
        return ast.CountedTarget(self._span(meta), nouns, children[0].count)

    def counted_target(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        noun, count = children[0], children[1]
        return ast.CountedTarget(self._span(meta), (noun,), int(count))

    def up_to_targets(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        return ast.CountedTarget(self._span(meta), (children[0],), int(children[1]), up_to=True)

    def up_to_counted_target(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        """2018 「クリーチャー最大２体」: up to N targets (115.1d)."""
        return ast.CountedTarget(self._span(meta), (children[0],), int(children[1]), up_to=True)

    def exact_targets(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        return ast.CountedTarget(self._span(meta), (children[0],), int(children[1]))

    def any_number_targets(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        # "any number of target creatures": up to as many as there could be (115.1)
        return ast.CountedTarget(self._span(meta), (children[0],), ANY_NUMBER_OF_TARGETS, up_to=True)

    def object_counter(self, meta: Meta, children: list[Token]) -> Token:
        return children[0]

    def effect_sentence(self, meta: Meta, children: list[Any]) -> ast.EffectSentence:
        body, x_value = children[0], (children[1] if len(children) > 1 else None)
        sentence = self._effect(meta, body)
        if x_value is not None:
            sentence = ast.EffectSentence(sentence.span, sentence.clauses, sentence.optional,
                                          None, x_value)
        return sentence

    def conditional_sentence(self, meta: Meta, children: list[Any]) -> ast.EffectSentence:
        condition, body, x_value = (*children, None)[:3]
        sentence = self._effect(meta, body)
        return ast.EffectSentence(sentence.span, sentence.clauses, sentence.optional, condition,
                                  x_value)

    def _effect(self, meta: Meta, body: tuple[bool, tuple[ast.Clause, ...]]) -> ast.EffectSentence:
        optional, clauses = body
        return ast.EffectSentence(self._span(meta), clauses, optional)

    def effect_body(self, meta: Meta, children: list[Any]) -> tuple[bool, tuple[ast.Clause, ...]]:
        optional = any(c == "may" for c in children)
        clauses: list[ast.Clause] = []
        for child in children:
            if isinstance(child, tuple) and child and child[0] == "may":
                optional = True
                clauses.append(child[1])
            elif isinstance(child, list):
                clauses.extend(child)
            elif isinstance(child, ast.Clause):
                clauses.append(child)
        return optional, tuple(clauses)

    def you_may(self, meta: Meta, children: list[Any]) -> str:
        return "may"

    def clause_end(self, meta: Meta, children: list[Any]) -> ast.Clause:
        return self._clause(meta, children)

    clause_cont = clause_end

    def clause_may(self, meta: Meta, children: list[Any]) -> tuple[str, ast.Clause]:
        return ("may", self._clause(meta, children))

    def _clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        subject = None
        duration: ast.ClauseDuration | None = None
        each = None
        predicates: list[Any] = []
        flat: list[Any] = []
        for child in _words(children):
            flat.extend(_words(child) if isinstance(child, list) else [child])
        for child in flat:
            if isinstance(child, ast.EachUnit):
                each = child
            elif isinstance(child, _Subject):
                subject = child.reference
            elif isinstance(child, str) and child in DURATIONS.values():
                duration = ast.StatedDuration(child)
            elif isinstance(child, ast.ConditionDuration):  # 611.2b
                duration = child
            elif isinstance(child, ast.AlsoKeyword) and predicates and isinstance(predicates[-1], ast.HasKeywords):
                # "has vigilance and trample": the keyword after "and" is the static grant's (613.1f)
                has = predicates[-1]
                predicates[-1] = replace(has, keywords=(*has.keywords, ast.KeywordItem(child.span, child.keyword)))
            elif is_node(child):
                predicates.append(child)
        return ast.Clause(self._span(meta), subject, duration, tuple(predicates), each)

    def clause(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """English: "and" may bring a new subject ("loses X life and you gain X life")."""
        groups: list[list[Any]] = [[]]
        for child in _words(children):
            if isinstance(child, _Subject) and any(is_node(c) for c in groups[-1]):
                groups.append([])
            groups[-1].append(child)
        tail = [c for c in groups[-1] if isinstance(c, (str, ast.EachUnit, ast.ConditionDuration))]
        clauses = []
        for index, group in enumerate(groups):
            if index < len(groups) - 1:
                group = group + [c for c in tail if isinstance(c, (str, ast.ConditionDuration))]
            clauses.append(self._clause(meta, group))
        return clauses

    def clause_with_duration(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """English "Until end of turn, target creature gets … and gains …": the leading
        duration is every predicate's of the clause."""
        duration = next(c for c in children if isinstance(c, str))
        clauses = next(c for c in children if isinstance(c, list))
        return [replace(c, duration=c.duration or duration) for c in clauses]

    def must_be_blocked(self, meta: Meta, children: list[Any]) -> ast.MustBeBlocked:
        # 「それをブロックできる…は、それをブロックする」: the second それ is what is blocked
        return ast.MustBeBlocked(self._span(meta), _nodes(children)[-1])

    def all_able_block(self, meta: Meta, children: list[Any]) -> ast.MustBeBlocked:
        """509.1c without 「このターンに」 / "this turn" of its own: "All creatures able to block
        Prized Unicorn do so." (a statement), 「このターン、それをブロックできるクリーチャーは
        すべて、それをブロックする。」 (the clause's duration)."""
        return ast.MustBeBlocked(self._span(meta), _nodes(children)[-1], this_turn=False)

    def subject(self, meta: Meta, children: list[Any]) -> _Subject:
        return _Subject(_words(children)[0])

    def duration(self, meta: Meta, children: list[Token]) -> ast.StatedDuration:
        return DURATIONS[children[0].type]

    def _lasting(self, meta: Meta, children: list[Any], condition: ast.LastingCondition) -> ast.ConditionDuration:
        # the object the condition is about is the last reference; the Japanese names the
        # controller of 「あなたが…をコントロールし続けているかぎり」 first (the English says "you")
        references = _nodes(children)
        controller = references[0] if len(references) == 2 else None
        return ast.ConditionDuration(self._span(meta), condition, references[-1], controller)

    def you_control_lasting(self, meta: Meta, children: list[Any]) -> ast.ConditionDuration:
        """611.2b: "for as long as you control X" / 「あなたがXをコントロールし続けているかぎり、」."""
        return self._lasting(meta, children, ast.LastingCondition.YOU_CONTROL)

    def on_battlefield_lasting(self, meta: Meta, children: list[Any]) -> ast.ConditionDuration:
        """611.2b: "for as long as X remains on the battlefield" / 「Xが戦場に残り続けているかぎり、」."""
        return self._lasting(meta, children, ast.LastingCondition.ON_BATTLEFIELD)

    def exiled_lasting(self, meta: Meta, children: list[Any]) -> ast.ConditionDuration:
        """611.2b: "for as long as X remains exiled" / 「Xが追放され続けているかぎり、」."""
        return self._lasting(meta, children, ast.LastingCondition.EXILED)

    def x_definition(self, meta: Meta, children: list[Any]) -> Any:
        value = _nodes(children)[0]
        if any(isinstance(c, Token) and c.type == "VARIABLE_X" for c in children):
            return ast.XDefinition(self._span(meta), value)  # Japanese: a sentence of its own
        return value  # English: ", where X is …" inside the sentence

    def activation_restriction(self, meta: Meta, children: list[Any]) -> ast.ActivationRestriction:
        once = any(isinstance(c, Token) and c.type == "ONCE_EACH_TURN" for c in children)
        return ast.ActivationRestriction(self._span(meta), once_each_turn=once)

    def activation_permission(self, meta: Meta, children: list[Any]) -> ast.ActivationPermission:
        players = next(c for c in children if is_node(c))
        return ast.ActivationPermission(self._span(meta), players)

    def modal_sentence(self, meta: Meta, children: list[Any]) -> ast.ModalSentence:
        many = any(c in ("many", "both") for c in children)
        modes = tuple(c for c in children if isinstance(c, tuple))
        return ast.ModalSentence(self._span(meta), many, modes, of_two=any(c == "both" for c in children))

    def modal_bullets(self, meta: Meta, children: list[Any]) -> tuple[ast.ModalSentence]:
        """The current layout: the choice, then one "•" line per mode (the whole ability)."""
        return (self.modal_sentence(meta, children),)

    def mode_choice(self, meta: Meta, children: list[Token]) -> str:
        """700.2: "one", "many" (one or more) or "both" (one or both, of two modes)."""
        return {"CHOOSE_ONE_OR_MORE": "many", "CHOOSE_ONE_OR_BOTH": "both"}.get(children[0].type, "one")

    def mode(self, meta: Meta, children: list[Any]) -> tuple[ast.Sentence, ...]:
        child = children[0]
        if isinstance(child, tuple) and child and isinstance(child[0], bool):
            return (self._effect(meta, child),)
        return tuple(child)

    bullet_mode = mode

    # --- conditions --------------------------------------------------------------

    def if_you_do(self, meta: Meta, children: list[Any]) -> ast.IfYouDo:
        return ast.IfYouDo(self._span(meta))

    def if_it_is(self, meta: Meta, children: list[Any]) -> ast.IfItIs:
        nodes = _nodes(children)
        if len(nodes) == 1:  # "If it's an Angel"
            it = ast.PronounReference(self._span(meta), "it", "any")
            return ast.IfItIs(self._span(meta), it, nodes[0])
        return ast.IfItIs(self._span(meta), nodes[0], nodes[-1])

    def if_you_control(self, meta: Meta, children: list[Any]) -> ast.IfControls:
        nodes = _nodes(children)
        noun = nodes[-1]
        if any(isinstance(c, Token) and c.type == "OTHER_ONE" for c in children):
            noun = replace(noun, filter=replace(noun.filter, other=True))  # "another creature"
        return ast.IfControls(self._span(meta), nodes[0], noun)

    # --- predicates --------------------------------------------------------------

    def predicate_cont(self, meta: Meta, children: list[Any]) -> Any:
        return children[0]

    predicate_te = predicate_cont

    def gain_life(self, meta: Meta, children: list[Any]) -> ast.GainLife:
        return ast.GainLife(self._span(meta), _amount(children))

    def life_total_becomes_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「あなたのライフ総量は、…に等しくなる」 / "your life total becomes …" (119.5): the player
        is the clause's subject."""
        nodes = [c for c in children if is_node(c)]
        span = self._span(meta)
        predicate = ast.LifeTotalBecomes(span, _amount(nodes[1:]))
        return ast.Clause(span, nodes[0], None, (predicate,), None)

    def lose_life(self, meta: Meta, children: list[Any]) -> ast.LoseLife:
        return ast.LoseLife(self._span(meta), _amount(children))

    def draw_cards(self, meta: Meta, children: list[Any]) -> ast.DrawCards:
        return ast.DrawCards(self._span(meta), _amount(children))

    def amount_points(self, meta: Meta, children: list[Token]) -> Any:
        return _amount(children)

    amount_life = amount_points
    amount_damage = amount_points
    amount_cards = amount_points

    def value_points(self, meta: Meta, children: list[Any]) -> Any:
        return _nodes(children)[0]

    value_life = value_points

    def deal_damage(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        recipient = next(c for c in children if isinstance(c, _Recipients)).reference
        rest = [c for c in children if not isinstance(c, _Recipients)]
        return ast.DealDamage(self._span(meta), _amount(rest), recipient)

    def damage_recipients(self, meta: Meta, children: list[Any]) -> _Recipients:
        parts = [c for c in children if is_node(c)]
        if len(parts) == 1:
            return _Recipients(parts[0])
        # 「AとB」 / "A and each B": every recipient at once (120)
        references = tuple(
            ast.EachReference(p.span, p) if isinstance(p, (ast.ObjectNoun, ast.PlayerNoun)) else p
            for p in parts
        )
        return _Recipients(ast.JointReference(self._span(meta), references))

    def modify_power_toughness(self, meta: Meta, children: list[Any]) -> Any:
        """613.4c: "gets +1/+0". "an additional" / 「追加で」 adds no meaning of its own (another
        change applies besides); a count after 「追加で、」 (「…１枚につき」) is the clause's "for
        each", so it is returned beside the change for the clause to take."""
        modifier = next(c for c in children if isinstance(c, Token) and c.type == "PT_MODIFIER")
        power, toughness = (_signed_amount(part) for part in str(modifier).split("/"))
        change = ast.ModifyPowerToughness(self._span(meta), power, toughness)
        each = [c for c in children if isinstance(c, ast.EachUnit)]
        return [*each, change] if each else change

    def gain_keyword(self, meta: Meta, children: list[Any]) -> Any:
        # 「飛行と警戒を得る」: each child is a keyword (a KeywordItem where the grammar
        # reads the full keyword rule, as in ja's 「…を得る」).
        flat: list[Any] = []
        for child in children:  # "hexproof from A and from B": one keyword per quality (702.11d)
            if not isinstance(child, Token):
                flat.extend(child if isinstance(child, tuple) else (child,))
        keywords = [getattr(c, "keyword", c) for c in flat]
        if len(keywords) == 1:
            return ast.GainKeyword(self._span(meta), keywords[0])
        span = self._span(meta)
        return [ast.GainKeyword(span, keyword) for keyword in keywords]

    def gain_keyword_choice(self, meta: Meta, children: list[Any]) -> ast.GainKeywordChoice:
        """608.2d: "gains your choice of A or B" / 「AかBのうちあなたが選んだ一方を得る」."""
        keywords = tuple(c for c in children if not isinstance(c, Token))
        return ast.GainKeywordChoice(self._span(meta), keywords)

    def also_keyword(self, meta: Meta, children: list[Any]) -> ast.AlsoKeyword:
        return ast.AlsoKeyword(self._span(meta), children[0])

    def _object_action(self, verb: ast.Verb, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return ast.ObjectAction(self._span(meta), verb, _nodes(children)[0])

    def destroy(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.DESTROY, meta, children)

    def exile(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.EXILE, meta, children)

    def tap(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.TAP, meta, children)

    def untap(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.UNTAP, meta, children)

    def transform_permanent(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        """701.28a: 「〜を変身させる」 / "transform ~"."""
        return self._object_action(ast.Verb.TRANSFORM, meta, children)

    def sacrifice(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.SACRIFICE, meta, children)

    def counter_spell(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.COUNTER, meta, children)

    def regenerate(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.REGENERATE, meta, children)

    def return_to_hand(self, meta: Meta, children: list[Any]) -> ast.ReturnToHand:
        return ast.ReturnToHand(self._span(meta), _nodes(children)[0])

    put_into_hand = return_to_hand

    def return_to_battlefield(self, meta: Meta, children: list[Any]) -> ast.PutOntoBattlefield:
        owners = _OWNERS_CONTROL in children  # "under its owner's control" (110.2a)
        return ast.PutOntoBattlefield(
            self._span(meta), _nodes(children)[0], "tapped" in children, owners,
            "transformed" in children,
        )

    put_onto_battlefield = return_to_battlefield

    def tapped_state(self, meta: Meta, children: list[Any]) -> str:
        """「タップ状態で」 / "tapped" after "onto the battlefield" (110.5b)."""
        return "tapped"

    def transformed_state(self, meta: Meta, children: list[Any]) -> str:
        """「変身させた状態で」 / "transformed" after "to the battlefield" (712.14)."""
        return "transformed"

    def under_control(self, meta: Meta, children: list[Any]) -> str:
        """「あなたのコントロール下で」 / "under your control"; the Japanese
        「オーナーのコントロール下で」 is an alternative of it (under_owners_control)."""
        return _OWNERS_CONTROL if _OWNERS_CONTROL in children else "under your control"

    def under_owners_control(self, meta: Meta, children: list[Any]) -> str:
        """「オーナーのコントロール下で」 / "under its owner's control" (110.2a)."""
        return _OWNERS_CONTROL

    def put_on_library(self, meta: Meta, children: list[Any]) -> ast.PutOnLibrary:
        top = any(c == "top" for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.PutOnLibrary(self._span(meta), _nodes(children)[0], top)

    def library_position(self, meta: Meta, children: list[Token]) -> str:
        return "top" if children[0].type == "LIBRARY_TOP" else "bottom"

    def your_library_position(self, meta: Meta, children: list[Any]) -> str:
        return next(c for c in children if c in ("top", "bottom"))

    def library_owner(self, meta: Meta, children: list[Any]) -> str:
        return "library"

    def skip_next_untap(self, meta: Meta, children: list[Any]) -> ast.SkipNextUntap:
        whose: Any = next((c for c in children if isinstance(c, ast.Node)), None)
        own = (
            isinstance(whose, ast.ControllerOfReference)
            and isinstance(whose.of, ast.PronounReference)
            and whose.of.wants in ("any", "group")
        )
        if own:  # 「それ(ら)のコントローラーの」: the subject's own controller, as "its controller's"
            whose = None
        return ast.SkipNextUntap(self._span(meta), whose)

    def double_power(self, meta: Meta, children: list[Any]) -> ast.DoublePower:
        return ast.DoublePower(self._span(meta), _nodes(children)[0], _factor(children))

    def double_counters(self, meta: Meta, children: list[Any]) -> ast.DoubleCounters:
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.DoubleCounters(self._span(meta), _nodes(children)[0], kind, _factor(children))

    def add_counters(self, meta: Meta, children: list[Any]) -> ast.AddCounters:
        amount_kind = next(c for c in children if isinstance(c, tuple))
        obj = _nodes(children)[0]
        kind = amount_kind[1] or next(
            c for c in children if isinstance(c, str) and not isinstance(c, Token)
        )
        return ast.AddCounters(self._span(meta), obj, kind, amount_kind[0])

    def amount_counters(self, meta: Meta, children: list[Any]) -> tuple[Any, str | None]:
        amount = _amount(children)
        kinds = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return amount, (kinds[0] if kinds else None)

    def discard(self, meta: Meta, children: list[Any]) -> ast.Discard:
        at_random = any(isinstance(c, Token) and c.type == "AT_RANDOM" for c in children)
        return ast.Discard(self._span(meta), _amount(children), at_random)

    def discard_hand(self, meta: Meta, children: list[Any]) -> ast.DiscardHand:
        return ast.DiscardHand(self._span(meta))

    def fight(self, meta: Meta, children: list[Any]) -> ast.Fight:
        return ast.Fight(self._span(meta), _nodes(children)[0])

    def gain_control(self, meta: Meta, children: list[Any]) -> ast.GainControl:
        return ast.GainControl(self._span(meta), _nodes(children)[0])

    def exchange_control(self, meta: Meta, children: list[Any]) -> ast.ExchangeControl:
        """ "exchange control of two target creatures" / 「それらのコントロールを交換する」 (701.10)."""
        return ast.ExchangeControl(self._span(meta), _nodes(children)[0])

    def extra_turn(self, meta: Meta, children: list[Any]) -> ast.ExtraTurn:
        return ast.ExtraTurn(self._span(meta))

    def prevent_all_damage(self, meta: Meta, children: list[Any]) -> ast.PreventAllDamage:
        to = next(c for c in children if isinstance(c, _Recipients)).reference
        return ast.PreventAllDamage(self._span(meta), to)

    def add_mana(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        symbols = "".join(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        return ast.AddMana(self._span(meta), symbols)

    def choose_order(self, meta: Meta, children: list[Any]) -> ast.ChooseOrder:
        types = tuple(c for c in children if isinstance(c, CardType))
        return ast.ChooseOrder(self._span(meta), types)

    def ordinal(self, meta: Meta, children: list[Token]) -> tuple[str, int]:
        return ("ordinal", {"ORDINAL_FIRST": 0, "ORDINAL_SECOND": 1, "ORDINAL_THIRD": 2}[children[0].type])

    def ordered_chosen(self, meta: Meta, children: list[Any]) -> ast.OrderedChosen:
        position = next(c[1] for c in children if isinstance(c, tuple))
        count = next(
            int(c) for c in children
            if (isinstance(c, int) and not isinstance(c, Token))
            or (isinstance(c, Token) and c.type == "NUMBER")
        )
        return ast.OrderedChosen(self._span(meta), position, count)

    def sacrifice_groups(self, meta: Meta, children: list[Any]) -> Any:
        groups = tuple(c for c in children if isinstance(c, ast.OrderedChosen))
        if len(groups) == 1:  # 「第一のタイプのパーマネントを１つ生け贄に捧げ」
            return ast.ObjectAction(self._span(meta), ast.Verb.SACRIFICE, groups[0])
        return ast.SacrificeGroups(self._span(meta), groups)

    def repeated_verb(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        return self._object_action(ast.Verb.SACRIFICE, meta, children)


class _Subject:
    """A clause's subject, marked so that clause() can tell it from the object of a verb."""

    __slots__ = ("reference",)

    def __init__(self, reference: Any) -> None:
        self.reference = reference


class _Recipients:
    """The damage recipient, marked so that deal_damage() can tell it from a value."""

    __slots__ = ("reference",)

    def __init__(self, reference: Any) -> None:
        self.reference = reference


def _signed_amount(text: str) -> int | str:
    """"+2" → 2, "-0" → 0, "+X" → "X", "-X" → "-X" (X is bound during lowering)."""
    return text.lstrip("+") if "X" in text else int(text)


_ = Span  # re-exported type used in annotations of the builder


def _factor(children: list[Any]) -> int:
    """The factor of 「Ｎ倍にする」 (a NUMBER token), 2 where the words are "double"."""
    numbers = [c for c in children if isinstance(c, Token) and c.type == "NUMBER"]
    return int(numbers[0]) if numbers else 2
