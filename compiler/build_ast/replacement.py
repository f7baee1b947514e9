"""The build_ast pass for statics about groups and players and for damage replacement and
prevention (grammar/*/52-player-rules.lark, 53-damage.lark).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the grammar's rules and read meanings from terminal names only, so both
languages build equal nodes.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import Controller

from .. import ast
from ..source.text import Span
from .nouns import Modifier, is_node


@v_args(meta=True)
class ReplacementBuilder(Transformer[Token, Any]):
    """Transformer methods for rules on players, replacement and prevention."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    # --- rules on players (118.3, 701.17) ------------------------------------

    def player_rule_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """A statement about players: its subject is the players (or None: "you")."""
        nodes = [c for c in children if is_node(c)]
        subject = nodes[0] if len(nodes) > 1 else None
        return ast.Clause(self._span(meta), subject, None, (nodes[-1],), None)

    def players_word(self, meta: Meta, children: list[Any]) -> ast.PlayerNoun:
        return ast.PlayerNoun(self._span(meta), Controller.ANY)

    def cant_pay_costs(self, meta: Meta, children: list[Any]) -> ast.CantPayCosts:
        life = any(c == "life" for c in children if isinstance(c, str))
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        return ast.CantPayCosts(self._span(meta), life, nouns[0] if nouns else None)

    def pay_life_forbidden(self, meta: Meta, children: list[Any]) -> str:
        return "life"

    def sacrifice_forbidden(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        return next(c for c in children if isinstance(c, ast.ObjectNoun))

    def opponents_spells_and_abilities(self, meta: Meta, children: list[Any]) -> Any:
        # "your opponents": the rule's wording; another player's opponents are kept as the
        # clause's subject for lowering to reject
        whose = [c.controlled_by for c in children if isinstance(c, Modifier)]
        if whose and isinstance(whose[0], ast.OpponentsOf):
            return whose[0].player
        return None

    def cant_cause_sacrifice(self, meta: Meta, children: list[Any]) -> ast.CantCauseSacrifice:
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.CantCauseSacrifice(self._span(meta), noun)

    # --- statics about the permanent and a group (611.3a) ------------------------

    def joint_subject_clause(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """ "CARDNAME and other permanents you control are …": the statement once per subject."""
        nodes = [c for c in children if is_node(c) or isinstance(c, list)]
        predicates: list[Any] = []
        for node in nodes[2:]:
            predicates.extend(node if isinstance(node, list) else [node])
        span = self._span(meta)
        return [ast.Clause(span, subject, None, tuple(predicates), None) for subject in nodes[:2]]

    # --- damage and characteristic-defining values (604.3, 615.12) ----------------

    def pt_defining_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「CARDNAMEのパワーとタフネスは、それぞれ…に等しい」: the subject and the value."""
        nodes = [c for c in children if is_node(c)]
        span = self._span(meta)
        predicate = ast.DefinesPowerToughness(span, nodes[-1])
        return ast.Clause(span, nodes[0], None, (predicate,), None)

    def power_defining_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「CARDNAMEのパワーは、…に等しい」 / "CARDNAME's power is equal to …" (604.3)."""
        nodes = [c for c in children if is_node(c)]
        span = self._span(meta)
        predicate = ast.DefinesPowerToughness(span, nodes[-1], defines_toughness=False)
        return ast.Clause(span, nodes[0], None, (predicate,), None)

    def highest_life_value(self, meta: Meta, children: list[Any]) -> ast.HighestLifeValue:
        return ast.HighestLifeValue(self._span(meta), Controller.OPPONENT)

    def unpreventable_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """615.12: the source whose damage can't be prevented is the clause's subject."""
        subject = next(c for c in children if is_node(c))
        span = self._span(meta)
        return ast.Clause(span, subject, None, (ast.DamageCantBePrevented(span),), None)

    # --- replacement of damage on a permanent (614.1a, 615.1a) --------------------

    def damage_replacement(
        self, meta: Meta, children: list[Any]
    ) -> ast.DamageReplacementLine | ast.EventReplacementLine:
        recipients = [c for c in children if isinstance(c, tuple) and c[0] != "prevent_and"]
        players = next((who for kind, who in recipients if kind == "players"), None)
        permanents = next((who for kind, who in recipients if kind == "permanents"), None)
        span = self._span(meta)
        prevent_and = next((c for c in children if isinstance(c, tuple) and c[0] == "prevent_and"), None)
        if prevent_and is not None:  # 615.1a: "prevent that damage and <instructions>"
            return ast.EventReplacementLine(
                span, _dealt_damage_event(span, players, permanents), (prevent_and[1],), prevention=True
            )
        change = next(c for c in children if isinstance(c, (int, str)) and not isinstance(c, Token))
        if change == "half":
            return ast.DamageReplacementLine(span, players, permanents, prevent_half=True)
        return ast.DamageReplacementLine(span, players, permanents, factor=int(change))

    def multiplied_damage(self, meta: Meta, children: list[Any]) -> ast.MultipliedDamageLine:
        """614.1a: a source's damage multiplied (grammar/*/53c-multiplied-damage.lark)."""
        parts: dict[str, Any] = dict(c for c in children if isinstance(c, tuple))
        # ja: 「その２倍」 (a NUMBER); en: "double" / "triple" (factor_word)
        factor = next(
            int(c) if isinstance(c, Token) else c
            for c in children
            if (isinstance(c, Token) and c.type == "NUMBER") or type(c) is int
        )
        return ast.MultipliedDamageLine(
            self._span(meta),
            parts["source"],
            parts["combat"],
            parts.get("to"),
            parts.get("again"),
            factor,
        )

    def life_gain_replacement(self, meta: Meta, children: list[Any]) -> ast.LifeGainReplacementLine:
        """614.1a: life gain replaced (grammar/*/53d-life-gain-replacement.lark)."""
        factor, plus = next(c for c in children if isinstance(c, tuple))
        return ast.LifeGainReplacementLine(self._span(meta), factor, plus)

    def life_gain_plus(self, meta: Meta, children: list[Any]) -> tuple[int, int]:
        """ "that much life plus N" / 「その点数にＮを加えた点数の」."""
        return (1, int(next(c for c in children if isinstance(c, Token))))

    def life_gain_twice(self, meta: Meta, children: list[Any]) -> tuple[int, int]:
        """ "twice that much life" / 「その２倍の」."""
        number = next((c for c in children if isinstance(c, Token)), None)
        return (int(number) if number is not None else 2, 0)

    def damage_source(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        """The source whose damage is multiplied; None: "a source you control"."""
        subject = next((c for c in children if isinstance(c, ast.TriggerSubject)), None)
        nodes = [c for c in children if is_node(c)]
        if subject is None and nodes:  # English: a reference, or "another <noun>"
            node = nodes[0]
            span = self._span(meta)
            if isinstance(node, ast.ObjectNoun):
                if any(isinstance(c, Token) and c.type == "OTHER_ONE" for c in children):
                    # "another creature"
                    node = dataclasses.replace(node, filter=dataclasses.replace(node.filter, other=True))
                subject = ast.TriggerSubject(span, noun=node)
            else:
                subject = ast.TriggerSubject(span, reference=node)
        return ("source", subject)

    def dealt_damage(self, meta: Meta, children: list[Any]) -> tuple[str, bool]:
        """「戦闘ダメージを」 / "combat damage", or any damage."""
        combat = any(isinstance(c, Token) and c.type.startswith("COMBAT_DAMAGE") for c in children)
        return ("combat", combat)

    def multiplied_recipient(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        """A reference, or "any" (「パーマネントやプレイヤー」 / "a permanent or player")."""
        return ("to", _recipient_word(children))

    def multiplied_recipient_again(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        """A reference, or "that" (「そのパーマネントやプレイヤー」 / "that permanent or player")."""
        return ("again", _recipient_word(children))

    def player_recipient(self, meta: Meta, children: list[Any]) -> tuple[str, Controller]:
        return ("players", _whose(children))

    def permanent_recipient(self, meta: Meta, children: list[Any]) -> tuple[str, Controller]:
        return ("permanents", _whose(children))

    def multiply_damage(self, meta: Meta, children: list[Any]) -> int:
        # ja: 「２倍」 (a NUMBER); en: "double" / "triple" (factor_word)
        return next(int(c) if isinstance(c, Token) else c for c in children)

    def factor_word(self, meta: Meta, children: list[Token]) -> int:
        return {"DOUBLE": 2, "TRIPLE": 3}[children[0].type]

    def prevent_half_damage(self, meta: Meta, children: list[Any]) -> str:
        return "half"

    def prevent_and_exile(self, meta: Meta, children: list[Any]) -> ast.PreventAndExileLine:
        event = next((c for c in children if isinstance(c, ast.EventTrigger)), None)
        if event is not None:  # 「CARDNAMEに戦闘ダメージが与えられる場合」: would_be_dealt_damage
            assert event.subject is not None and event.subject.reference is not None
            return ast.PreventAndExileLine(self._span(meta), event.subject.reference, event.combat)
        subject = next(c for c in children if not isinstance(c, Token))
        combat = any(
            isinstance(c, Token) and c.type.endswith("COMBAT_DAMAGE_WOULD_BE_DEALT")
            or isinstance(c, Token) and c.type == "IF_COMBAT_DAMAGE_WOULD_BE_DEALT_TO"
            for c in children
        )
        return ast.PreventAndExileLine(self._span(meta), _single(subject), combat)


    # --- prevention instructions (615.1a) -------------------------------------

    def prevent_combat_damage(self, meta: Meta, children: list[Any]) -> ast.PreventCombatDamage:
        pairs: list[tuple[str, Any]] = []
        for child in children:
            if isinstance(child, tuple):
                pairs.append(child)
            elif isinstance(child, list):
                pairs.extend(child)
        to = next((ref for kind, ref in pairs if kind == "to"), None)
        by = next((ref for kind, ref in pairs if kind == "by"), None)
        return ast.PreventCombatDamage(self._span(meta), to, by)

    def prevent_all_combat_damage(self, meta: Meta, children: list[Any]) -> ast.PreventAllCombatDamage:
        """ "Prevent all combat damage that would be dealt this turn [to …]" (615.1a)."""
        to = next((c for c in children if isinstance(c, ast.ObjectNoun)), None)
        this_turn = any(isinstance(c, Token) and c.type == "THIS_TURN" for c in children)
        return ast.PreventAllCombatDamage(self._span(meta), to, this_turn or "this turn" in children)

    def this_turn_ni(self, meta: Meta, children: list[Any]) -> str:
        """「このターンに」 leading the damage it is about."""
        return "this turn"

    def damage_dealt_to(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("to", _single(next(c for c in children if not isinstance(c, Token))))

    def damage_dealt_by(self, meta: Meta, children: list[Any]) -> tuple[str, Any]:
        return ("by", next(c for c in children if is_node(c)))

    def damage_dealt_to_and_by(self, meta: Meta, children: list[Any]) -> list[tuple[str, Any]]:
        reference = next(c for c in children if is_node(c))
        return [("to", reference), ("by", reference)]

    def other_than_noun(self, meta: Meta, children: list[Any]) -> ast.OtherThanNoun:
        """「それ以外のクリーチャー」 / "creatures other than target creature": an object noun
        and the reference to the one object it leaves out."""
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        if nouns:  # Japanese: <reference>以外の<object noun>
            noun = nouns[0]
            other = next(c for c in children if is_node(c) and c is not noun)
        else:  # English: the noun's words, then "other than <reference>"
            other = children[-1]
            noun = self._noun(meta, [c for c in children[:-1] if c is not None])  # type: ignore[attr-defined]
        return ast.OtherThanNoun(self._span(meta), noun, other)


    def prevent_next_damage(self, meta: Meta, children: list[Any]) -> ast.PreventNextDamage:
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        amount = next(c for c in children if isinstance(c, (int, str)) and not isinstance(c, Token))
        return ast.PreventNextDamage(self._span(meta), amount, noun)

    def prevented_this_way_sentence(self, meta: Meta, children: list[Any]) -> ast.PreventedThisWaySentence:
        source = next(c for c in children if is_node(c))
        to = _single(next(c for c in children if not isinstance(c, (Token, ast.Node))))
        return ast.PreventedThisWaySentence(self._span(meta), source, to)

    def token_doubling(self, meta: Meta, children: list[Any]) -> ast.TokenDoublingLine:
        """614.1a: token creation replaced (grammar/*/53e-token-doubling.lark)."""
        minimum = next(c for c in children if isinstance(c, tuple) and c[0] == "minimum")[1]
        factor = next(c for c in children if isinstance(c, tuple) and c[0] == "factor")[1]
        return ast.TokenDoublingLine(self._span(meta), minimum, factor)

    def tokens_would_be_created(self, meta: Meta, children: list[Any]) -> tuple[str, int]:
        """ "one or more tokens" / 「１個以上のトークン」: the least number of tokens."""
        number = next((c for c in children if isinstance(c, Token) and c.type == "NUMBER"), None)
        return ("minimum", int(number) if number is not None else 1)

    def twice_those_tokens(self, meta: Meta, children: list[Any]) -> tuple[str, int]:
        """ "twice that many of those tokens" / 「その２倍の数のトークン」: the multiple."""
        number = next((c for c in children if isinstance(c, Token) and c.type == "NUMBER"), None)
        return ("factor", int(number) if number is not None else 2)




def _whose(children: list[Any]) -> Controller:
    """ "you" / 「あなた」 (a token YOU), "enchanted player" / 「エンチャントされているプレイヤー」
    (303.4), or an opponent."""
    types = {c.type for c in children if isinstance(c, Token)}
    if "ENCHANTED_PLAYER" in types:
        return Controller.ENCHANTED_PLAYER
    return Controller.YOU if "YOU" in types else Controller.OPPONENT


def _single(recipients: Any) -> Any:
    """The one reference of 「…に」 (damage_recipients gives a list or a reference)."""
    if isinstance(recipients, list):
        return recipients[0]
    return getattr(recipients, "reference", recipients)



def _recipient_word(children: list[Any]) -> Any:
    """The reference a recipient names, or the word for any or that permanent or player."""
    token = next((c for c in children if isinstance(c, Token)), None)
    if token is not None and token.type == "PERMANENT_OR_PLAYER":
        return "any"
    if token is not None and token.type == "THAT_PERMANENT_OR_PLAYER":
        return "that"
    return next(c for c in children if is_node(c))


def _dealt_damage_event(
    span: Span, players: Controller | None, permanents: Controller | None
) -> ast.EventTrigger:
    """ "a source would deal damage to you" is "you would be dealt damage" (120.3): the event
    of the prevention; damage to permanents of a kind is not read here yet (the lowering says
    so, E290)."""
    if permanents is not None or players is None:
        what = "damage to permanents replaced by instructions"
        subject = ast.TriggerSubject(span, reference=ast.UnsupportedPhrase(span, what))
        return ast.EventTrigger(span, ast.Event.IS_DEALT_DAMAGE, subject)
    return ast.EventTrigger(
        span, ast.Event.IS_DEALT_DAMAGE, None, player=ast.PlayerNoun(span, players)
    )
