"""Abilities on the stack as targets (115.1, 701.5a) in both languages: "target activated or
triggered ability" / 「起動型か誘発型である能力１つ」, each kind alone, and unions with spells
("activated ability, triggered ability, or legendary spell" / 「起動型能力１つか誘発型能力１つか
伝説の呪文１つ」). Each row compiles in both languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    CardType,
    Cost,
    ObjectFilter,
    StackAbilityKind,
    Supertype,
    TapSelf,
    TargetSpec,
    ZoneKind,
)
from support.texts import bilingual_card, codes

A, T = StackAbilityKind.ACTIVATED, StackAbilityKind.TRIGGERED
INSTANT = "インスタント / Instant"
COUNTER = (ir.CounterSpell(ir.Targeted(0)),)


def _counter(objects: ObjectFilter) -> ir.SpellAbility:
    return ir.SpellAbility((TargetSpec(objects, zone=ZoneKind.STACK),), COUNTER)


ROWS: list[tuple[str, str, ir.SpellAbility]] = [
    ("起動型か誘発型である能力１つを対象とし、それを打ち消す。",
     "Counter target activated or triggered ability.",
     _counter(ObjectFilter(stack_abilities=(A, T)))),
    ("起動型能力１つを対象とし、それを打ち消す。", "Counter target activated ability.",
     _counter(ObjectFilter(stack_abilities=(A,)))),
    ("誘発型能力１つを対象とし、それを打ち消す。", "Counter target triggered ability.",
     _counter(ObjectFilter(stack_abilities=(T,)))),
    # Tale's End: a union with a spell's kind
    ("起動型能力１つか誘発型能力１つか伝説の呪文１つを対象とし、それを打ち消す。",
     "Counter target activated ability, triggered ability, or legendary spell.",
     _counter(ObjectFilter(any_of=(ObjectFilter(stack_abilities=(A,)),
                                   ObjectFilter(stack_abilities=(T,)),
                                   ObjectFilter(supertypes=(Supertype.LEGENDARY,)))))),
    # two alternatives, another spell's kind
    ("起動型能力１つかインスタント呪文１つを対象とし、それを打ち消す。",
     "Counter target activated ability or instant spell.",
     _counter(ObjectFilter(any_of=(ObjectFilter(stack_abilities=(A,)),
                                   ObjectFilter(card_types=(CardType.INSTANT,)))))),
]


@pytest.mark.parametrize(("ja", "en", "expected"), ROWS, ids=[r[1][:48] for r in ROWS])
def test_an_ability_on_the_stack_as_a_target(ja: str, en: str, expected: ir.SpellAbility) -> None:
    card = bilingual_card(ja, en, INSTANT)
    assert card.abilities == (expected,)


def test_an_activated_abilitys_cost_may_counter_an_ability() -> None:
    card = bilingual_card("{T}：起動型能力１つを対象とし、それを打ち消す。",
                          "{T}: Counter target activated ability.",
                          "アーティファクト / Artifact")
    assert card.abilities == (
        ir.ActivatedAbility(Cost((TapSelf(),)),
                            (TargetSpec(ObjectFilter(stack_abilities=(A,)), zone=ZoneKind.STACK),),
                            COUNTER),
    )


def test_an_ability_or_a_permanent_is_refused() -> None:
    """A target on the stack or on the battlefield is not compiled yet: E290, never one zone."""
    assert "E290" in codes("Counter target activated ability or creature.", "en")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Destroy target activated ability.", "en"),
        ("Return target triggered ability to its owner's hand.", "en"),
        ("起動型能力１つを対象とし、それをコピーする。", "ja"),
        ("起動型能力１つか伝説の呪文１つを対象とし、それを追放する。", "ja"),
    ],
)
def test_only_countering_does_something_to_an_ability(text: str, lang: str) -> None:
    """701.5a: another instruction on a target that may be an ability is refused (E290)."""
    assert "E290" in codes(text, lang)
