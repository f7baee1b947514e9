"""122.1: objects with counters on them, in both languages — the selector "with a +1/+1
counter on it" / 「＋１/＋１カウンターが置かれている」 (a target, a static ability's group, "each
creature you control with …" as that group, 611.3a) and the condition on the permanent itself
"as long as it has a +1/+1 counter on it" / 「CARDNAMEの上に＋１/＋１カウンターが置かれている
かぎり」 (611.3b). Each row compiles in both languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import ObjectFilter
from support.texts import bilingual_card, bilingual_compile, nodes_of_kind

PLUS = ("+1/+1",)


@pytest.mark.parametrize(
    ("ja", "en", "type_line"),
    [
        (
            "＋１/＋１カウンターが置かれているクリーチャー１体を対象とし、それの上に＋１/＋１カウンターを１個置く。",
            "Put a +1/+1 counter on target creature with a +1/+1 counter on it.",
            "インスタント / Instant",
        ),
        (
            "あなたがコントロールする＋１/＋１カウンターが置かれている各クリーチャーはトランプルを持つ。",
            "Each creature you control with a +1/+1 counter on it has trample.",
            "エンチャント / Enchantment",
        ),
        (
            "あなたがコントロールしていて＋１/＋１カウンターが置かれている各クリーチャーはそれぞれトランプルを持つ。",
            "Creatures you control with +1/+1 counters on them have trample.",
            "エンチャント / Enchantment",
        ),
        (
            "－１/－１カウンターが置かれているクリーチャー１体を対象とし、それを破壊する。",
            "Destroy target creature with a -1/-1 counter on it.",
            "インスタント / Instant",
        ),
    ],
)
def test_counter_selector(ja: str, en: str, type_line: str) -> None:
    """The selector's filter asks for a counter of the kind the text names."""
    card = bilingual_card(ja, en, type_line)
    kinds = {
        f.counter_kinds for f in nodes_of_kind(card.abilities, ObjectFilter) if f.counter_kinds
    }
    assert kinds == ({("-1/-1",)} if "-1/-1" in en else {PLUS})


def test_each_creature_with_a_counter_is_the_group() -> None:
    """611.3a: "each creature you control with …" has is every such permanent, continuously."""
    card = bilingual_card(
        "あなたがコントロールする＋１/＋１カウンターが置かれている各クリーチャーはトランプルを持つ。",
        "Each creature you control with a +1/+1 counter on it has trample.",
        "エンチャント / Enchantment",
    )
    (ability,) = card.abilities
    (effect,) = ability.effects
    assert isinstance(effect.affected, rt.PermanentsMatching)
    assert effect.affected.filter.counter_kinds == PLUS


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "試作の上に＋１/＋１カウンターが置かれているかぎり、これは絆魂を持つ。",
            "Test has lifelink as long as it has a +1/+1 counter on it.",
        ),
        (
            "試作の上に＋１/＋１カウンターが置かれているかぎり、これは＋２/＋０の修整を受ける。",
            "As long as Test has a +1/+1 counter on it, it gets +2/+0.",
        ),
    ],
)
def test_counter_on_itself_condition(ja: str, en: str) -> None:
    """611.3b: the condition holds while the permanent itself has a counter of that kind."""
    card = bilingual_card(ja, en, "クリーチャー — 人間 / Creature — Human", "2/2")
    (ability,) = card.abilities
    assert ability.condition == rt.AffectedMatches(ObjectFilter(counter_kinds=PLUS))
    assert all(isinstance(e.affected, rt.ThisPermanent) for e in ability.effects)


def test_counter_condition_of_another_object_is_rejected() -> None:
    """ "as long as it has a counter" tests the object the statement is about; on an Equipment
    ("equipped creature … as long as it has …") ofuda knows no such test: E257, in both
    languages, never the Equipment's own counters."""
    compiled = bilingual_compile(
        "試作の上に＋１/＋１カウンターが置かれているかぎり、装備しているクリーチャーは絆魂を持つ。",
        "As long as Test has a +1/+1 counter on it, equipped creature has lifelink.",
        "アーティファクト — 装備品 / Artifact — Equipment",
    )
    assert not compiled.ok
    assert {d.code for d in compiled.diagnostics} == {"E257"}
