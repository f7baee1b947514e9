"""205.1b and 205.1a in layer 4 (613.1d), with 613.4b (layer 7b): "becomes a 5/5 Elemental
creature in addition to its other types" keeps every prior card type and subtype; "becomes an
Elf Warrior" names no card type, so only the creature types are replaced — the card types and
other subtypes stay; "becomes a Human with base power and toughness 1/1" sets the base P/T too,
and counters still apply on top of it (613.4c)."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import CardType
from support.compiled import card, card_from_text


def _spell(name: str, ja: str, en: str) -> object:
    return card_from_text(
        f"name: {name} / {name}\ncost: {{G}}\ntype: インスタント / Instant\nja:\n  {ja}\nen:\n  {en}\n"
    )


KEEP = _spell(
    "Awaken", "土地１つを対象とする。ターン終了時まで、それはそれの他のタイプに加えて５/５のエレメンタル・"
    "クリーチャーになる。",
    "Until end of turn, target land becomes a 5/5 Elemental creature in addition to its other types.",
)
ELVES = _spell(
    "Elvish", "クリーチャー１体を対象とする。ターン終了時まで、それはエルフ・戦士になる。",
    "Target creature becomes an Elf Warrior until end of turn.",
)
SHRINK = _spell(
    "Shrink", "クリーチャー１体を対象とする。ターン終了時まで、それは基本のパワーとタフネスが１/１の人間になる。",
    "Target creature becomes a Human with base power and toughness 1/1 until end of turn.",
)


def _cast(spell: object, name: str, target: str, *targets_side: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"), *targets_side)
    s.hand("Alice", spell)  # type: ignore[arg-type]
    s.cast("Alice", name, target)
    s.resolve()
    return s


def test_205_1b_in_addition_to_its_other_types_keeps_the_land() -> None:
    s = _cast(KEEP, "Awaken", "Forest")
    forest = next(p for p in s.game.battlefield.objects if p.is_creature)
    assert forest.card_types == frozenset({CardType.LAND, CardType.CREATURE})
    assert forest.subtypes == frozenset({"Forest", "Elemental"})
    assert forest.power_toughness == (5, 5)
    s.advance_to(Step.UPKEEP, new_turn=True)  # 514.2: the effect ends
    assert not any(p.is_creature for p in s.game.battlefield.objects)


def test_205_1a_creature_types_alone_replace_the_creature_types() -> None:
    s = _cast(ELVES, "Elvish", "Thraben Valiant", card("Thraben Valiant"))
    valiant = s.permanent("Thraben Valiant")
    assert valiant.subtypes == frozenset({"Elf", "Warrior"})  # Human Soldier no more
    assert valiant.card_types == frozenset({CardType.CREATURE})
    assert s.pt("Thraben Valiant") == (2, 1)  # no base P/T said: unchanged
    s.advance_to(Step.CLEANUP)
    assert s.permanent("Thraben Valiant").subtypes == frozenset({"Human", "Soldier"})


def test_613_4b_a_base_pt_is_set_and_counters_still_count() -> None:
    s = _cast(SHRINK, "Shrink", "Thraben Valiant", card("Thraben Valiant"))
    assert s.permanent("Thraben Valiant").subtypes == frozenset({"Human"})
    assert s.pt("Thraben Valiant") == (1, 1)
    s.counters("Thraben Valiant", "+1/+1", 1)  # 613.4c applies after the base is set
    assert s.pt("Thraben Valiant") == (2, 2)
