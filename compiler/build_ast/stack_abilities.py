"""The build_ast pass, abilities on the stack as targets (115.1, 701.5a).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods
are named after the rules of grammar/*/40m-stack-abilities.lark. "target activated or
triggered ability" / 「起動型か誘発型である能力１つ」 is an object noun of the stack whose filter
names the kinds of ability (``ObjectFilter.stack_abilities``); a list with a spell ("activated
ability, triggered ability, or legendary spell") is the union of its kinds (ir/unions.py), as
the Japanese 「…か…か…」 is when its targets are declared.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import ObjectFilter, StackAbilityKind, ZoneKind

from .. import ast
from ..ir.unions import union
from ..source.text import Span

# What names a kind of a target (the rest would be a quality said of every kind)
_KIND_FIELDS = frozenset(("card_types", "subtypes", "supertypes", "also_card_types",
                          "excluded_card_types", "excluded_subtypes"))


def _qualities(f: ObjectFilter) -> bool:
    """Whether ``f`` states more than its kind (a colour, a controller, a keyword, …)."""
    kind = {n: getattr(f, n) for n in _KIND_FIELDS}
    return replace(ObjectFilter(), **kind) != f


_ACTIVATED = (StackAbilityKind.ACTIVATED,)
_TRIGGERED = (StackAbilityKind.TRIGGERED,)


@v_args(meta=True)
class StackAbilityBuilder(Transformer[Token, Any]):
    """Transformer methods for abilities on the stack named as targets."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def activated_ability_kind(self, meta: Meta, children: list[Any]) -> tuple[StackAbilityKind, ...]:
        """"activated ability" / 「起動型能力」 (113.3b)."""
        return _ACTIVATED

    def triggered_ability_kind(self, meta: Meta, children: list[Any]) -> tuple[StackAbilityKind, ...]:
        """"triggered ability" / 「誘発型能力」 (113.3c)."""
        return _TRIGGERED

    def activated_or_triggered_kind(
        self, meta: Meta, children: list[Any]
    ) -> tuple[StackAbilityKind, ...]:
        """"activated or triggered ability" / 「起動型か誘発型である能力」."""
        return _ACTIVATED + _TRIGGERED

    def _ability_noun(self, meta: Meta, kinds: tuple[StackAbilityKind, ...]) -> ast.ObjectNoun:
        return ast.ObjectNoun(self._span(meta), ObjectFilter(stack_abilities=kinds), "stack")

    def stack_ability_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """English "target activated or triggered ability": abilities on the stack."""
        return self._ability_noun(meta, children[0])

    def stack_ability_target(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        """「起動型能力１つ」: one target, an ability on the stack (its number is the count)."""
        kinds, count = children[0], children[1]
        return ast.CountedTarget(self._span(meta), (self._ability_noun(meta, kinds),), int(count))

    def up_to_chosen_reference(self, meta: Meta, children: list[Any]) -> ast.ChosenReference:
        """「土地最大４つを」 / "up to four lands": objects chosen on resolution, any number up to
        the count (not targeted)."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        numbers = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        tokens = [c for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        count = numbers[0] if numbers else int(tokens[0])
        return ast.ChosenReference(self._span(meta), noun, count, up_to=True)

    def countered_exile_rider(self, meta: Meta, children: list[Any]) -> ast.CounteredExileRider:
        """"If that spell is countered this way, exile it instead of putting it into its owner's
        graveyard." (701.5a, 614.1a)."""
        return ast.CounteredExileRider(self._span(meta))

    def spell_or_object_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """"target spell or creature" (115.1): a spell, or an object of the noun after "or",
        each kind in its own zone. Words after the noun would describe both kinds: refused
        (E290) rather than chosen."""
        other = children[-1]
        assert isinstance(other, ast.ObjectNoun)
        spell = ObjectFilter(zone=ZoneKind.STACK)
        kinds = [spell, replace(other.filter, zone=ZoneKind(other.zone))]
        noun = ast.ObjectNoun(self._span(meta), union(kinds), "stack")
        if other.zone == "stack" or other.controlled_by is not None or _qualities(other.filter):
            unsaid = ast.UnsupportedPhrase(other.span, "a quality of a target in two zones")
            return replace(noun, controlled_by=unsaid)
        return noun

    def stack_objects_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """"activated ability, triggered ability, or legendary spell": any of the kinds, the
        last one a noun of its own; one on the stack, or the card is refused (a target in two
        zones at once is not yet compiled, E290)."""
        last = children[-1]
        assert isinstance(last, ast.ObjectNoun)
        kinds = [ObjectFilter(stack_abilities=k) for k in children[:-1]]
        noun = ast.ObjectNoun(self._span(meta), union([*kinds, last.filter]), "stack")
        if last.zone != "stack" or last.controlled_by is not None:
            unsaid = ast.UnsupportedPhrase(last.span, "an ability or an object not on the stack")
            return replace(noun, controlled_by=unsaid)
        return noun
