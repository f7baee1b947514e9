"""115.1, 701.5a: an activated or triggered ability on the stack may be a target ("target
activated or triggered ability", ObjectFilter.stack_abilities); a filter naming no ability
admits spells only (115.1a "target spell"); a union admits both ("activated ability, triggered
ability, or legendary spell"). Countering an ability removes it from the stack: it doesn't
resolve (701.5a)."""

from __future__ import annotations

from ofuda.runtime import ObjectFilter, Scenario, TargetSpec
from ofuda.runtime.definitions import StackAbilityKind, Supertype, ZoneKind
from ofuda.runtime.engine.objects.stack_objects import StackAbility
from ofuda.runtime.engine.objects.targets import candidates_for
from ofuda.runtime.engine.stack.resolution import counter
from support.compiled import card
from support.kit import creature

ACTIVATED, TRIGGERED = StackAbilityKind.ACTIVATED, StackAbilityKind.TRIGGERED


def _stack() -> tuple[Scenario, StackAbility, StackAbility, object]:
    """Alice's creature spell, then an activated and a triggered ability of hers on the stack."""
    s = Scenario()
    (source,) = s.battlefield("Alice", creature("Golem", "{3}", 1, 1, "Golem"))
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.hand("Alice", card("Nettle Swine"))
    s.cast("Alice", "Nettle Swine")
    (spell,) = s.game.stack.objects
    alice = s.player("Alice")
    ability = card("Cathedral Sanctifier").abilities[0]  # any ability: only its kind is asked
    activated = StackAbility(s.game, source, alice, ability, "activated")
    triggered = StackAbility(s.game, source, alice, ability, "triggered")
    s.game.stack.add(activated)
    s.game.stack.add(triggered)
    return s, activated, triggered, spell


def _choices(s: Scenario, objects: ObjectFilter) -> list[object]:
    spec = TargetSpec(objects=objects, zone=ZoneKind.STACK)
    return candidates_for(s.game, spec, s.player("Bob"), None)


def test_115_1_an_ability_of_a_named_kind_is_a_target_a_spell_is_not() -> None:
    s, activated, triggered, _ = _stack()
    assert _choices(s, ObjectFilter(stack_abilities=(ACTIVATED,))) == [activated]
    assert _choices(s, ObjectFilter(stack_abilities=(TRIGGERED,))) == [triggered]
    assert _choices(s, ObjectFilter(stack_abilities=(ACTIVATED, TRIGGERED))) == [activated, triggered]


def test_115_1a_target_spell_is_never_an_ability() -> None:
    s, _, _, spell = _stack()
    assert _choices(s, ObjectFilter()) == [spell]


def test_115_1_a_union_admits_abilities_and_spells_of_its_kinds() -> None:
    s, activated, triggered, spell = _stack()
    legendary = ObjectFilter(supertypes=(Supertype.LEGENDARY,))
    union = ObjectFilter(
        any_of=(ObjectFilter(stack_abilities=(ACTIVATED,)), ObjectFilter(stack_abilities=(TRIGGERED,)),
                legendary)
    )
    assert _choices(s, union) == [activated, triggered]  # Nettle Swine is not legendary
    any_spell = ObjectFilter(any_of=(ObjectFilter(stack_abilities=(TRIGGERED,)), ObjectFilter()))
    assert _choices(s, any_spell) == [spell, triggered]


def test_701_5a_a_countered_ability_leaves_the_stack_without_resolving() -> None:
    s, activated, triggered, spell = _stack()
    assert counter(s.game, triggered)
    assert triggered not in s.game.stack.objects
    assert activated in s.game.stack.objects and spell in s.game.stack.objects
