"""Lowering of where a spell was cast from (601.2a): "If CARDNAME was cast from a graveyard, …
instead" (a condition of the spell as it resolves) and the origin a cast trigger's spell names
("Whenever you cast a spell from your graveyard", 603.2).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): each origin becomes the runtime's
:class:`~ofuda.runtime.conditions.CastFrom`. Only the spell itself remembers where it was cast
from (no permanent does), and "your" names its caster's own zone: an origin ofuda cannot tell is
a diagnostic, never a guess.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.conditions import CastFrom, CastSpellsThisTurn
from ofuda.runtime.definitions import Controller, ObjectFilter, ZoneKind
from ofuda.runtime.statics import Not

from .. import ast
from .conditions import lowers_state_condition

if TYPE_CHECKING:
    from ..source.text import Span
    from .effects import LoweringError


class CastOriginLowering:
    """A mixin of the Lowerer: cast origins."""

    if TYPE_CHECKING:

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def on_permanent(self) -> bool: ...

        def _life_player(self, trigger: ast.EventTrigger) -> Controller: ...

        def _spells(self, nouns: tuple[ast.ObjectNoun, ...]) -> ObjectFilter: ...

    @lowers_state_condition(ast.CastFromCondition)
    def cast_from_condition(self, condition: ast.CastFromCondition) -> CastFrom:
        """601.2a: "If CARDNAME was cast from a graveyard", "if this spell was cast from anywhere
        other than your hand": the spell with the ability, as it resolves."""
        if self.on_permanent() or (
            condition.subject is not None and not isinstance(condition.subject, ast.SelfReference)
        ):
            raise self.fail(
                "E257",
                "ofuda can tell only where this spell was cast from, as it resolves (\"If this "
                "spell was cast from …\" on an instant or sorcery; a permanent doesn't remember "
                "it)",
                condition.span,
            )
        return self.cast_origin(condition.origin, caster_word=ast.YouReference)

    @lowers_state_condition(ast.CastThisTurnCondition)
    def cast_this_turn_condition(self, condition: ast.CastThisTurnCondition) -> CastSpellsThisTurn | Not:
        """601.2i: "you've cast an instant or sorcery spell this turn" — one or more spells you
        cast this turn that the noun describes (a spell: on the stack as it was cast); negated,
        none ("you didn't cast a spell this turn")."""
        if condition.time is not ast.StatedDuration.THIS_TURN:
            raise self.fail(
                "E257", 'what happened is looked at "this turn" / 「このターン」 only', condition.span
            )
        if not isinstance(condition.player, ast.YouReference):
            raise self.fail(
                "E257", "ofuda looks at the spells you cast this turn only", condition.player.span
            )
        noun = condition.noun
        if noun.zone != "stack" or noun.controlled_by is not None or noun.also_player:
            raise self.fail(
                "E257", "only spells are cast: write 「…呪文」 / \"… spell\"", noun.span
            )
        cast = CastSpellsThisTurn(Controller.YOU, 1, noun.filter)
        return Not(cast) if condition.negated else cast

    def cast_origin(self, origin: ast.CastOrigin, caster_word: type[ast.Node]) -> CastFrom:
        """The runtime origin: the zone, and "your" / "their" (``caster_word``: the reference
        that names the spell's caster where the origin stands) as its caster's own zone."""
        own = False
        if origin.owner is not None:
            # "their" / 「自分の」: the clause's player, the caster (PronounReference.wants)
            pronoun = isinstance(origin.owner, ast.PronounReference) and origin.owner.wants in (
                "player", "subject"
            )
            if not isinstance(origin.owner, caster_word) or (
                isinstance(origin.owner, ast.PronounReference) and not pronoun
            ):
                raise self.fail(
                    "E257",
                    "ofuda can tell where a spell was cast from only as a zone of its caster or "
                    "of any player (\"from your graveyard\", \"from a graveyard\")",
                    origin.owner.span,
                )
            own = True
        return CastFrom(ZoneKind(origin.zone), own, origin.other_than)

    def cast_event(self, trigger: ast.EventTrigger) -> rte.SpellCast:
        """601.2i, 603.2: "Whenever <caster> casts <spell>" — with where the spell was cast from
        (601.2a), said apart ("from anywhere other than their hand") or as the noun's zone ("a
        spell from your graveyard": the spell was a card there), and "your first … spell each
        turn" (its place among the caster's spells of the turn the noun describes)."""
        caster = self._life_player(trigger)
        # "your" names the caster's own zone: you, or the player noun's own ("their", 「自分の」)
        caster_word: type[ast.Node] = (
            ast.YouReference if caster == Controller.YOU else ast.PronounReference
        )
        nouns = trigger.spells
        origin = None
        if trigger.cast_origin is not None:
            origin = self.cast_origin(trigger.cast_origin, caster_word)
        elif nouns and nouns[0].zone in _ORIGIN_ZONES:
            origin, nouns = self._noun_origin(nouns, caster)
        if trigger.nth is not None and not 1 <= trigger.nth <= 3:
            raise self.fail(
                "E261", "ofuda counts a player's first, second or third spell each turn",
                trigger.span,
            )
        return rte.SpellCast(self._spells(nouns), caster, origin, trigger.nth, trigger.during)

    def _noun_origin(
        self, nouns: tuple[ast.ObjectNoun, ...], caster: Controller
    ) -> tuple[CastFrom, tuple[ast.ObjectNoun, ...]]:
        """"a spell from your graveyard" / 「あなたの墓地から呪文を」: the noun's zone is where the
        spell was cast from; "your" (its filter's controller) must be the caster's own."""
        zone = nouns[0].zone
        stripped = []
        own = False
        for noun in nouns:
            whose = noun.filter.controller
            if noun.zone != zone or noun.controlled_by is not None or (
                whose != Controller.YOU or caster != Controller.YOU
            ):
                raise self.fail(
                    "E257",
                    "ofuda watches spells cast from their caster's own zone said this way (\"you "
                    "cast a spell from your graveyard\")",
                    noun.span,
                )
            own = whose == Controller.YOU
            stripped.append(replace(noun, zone="stack", filter=replace(noun.filter, controller=Controller.ANY)))
        return CastFrom(ZoneKind(zone), own), tuple(stripped)


# the zones a card is cast from by a card's permission (601.3): a noun's zone in a cast trigger
_ORIGIN_ZONES = ("graveyard", "hand", "library", "exile")
