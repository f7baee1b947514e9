"""205.1a, 205.1b, 613.1d (layer 4): an effect that makes an object "become a 3/3 Elemental
creature" sets its card types and subtypes — a land animated so is no longer a land, nor a
Forest; one that makes it "become a … artifact creature" keeps every prior type (205.1b); and
"becomes a Vampire in addition to its other types" adds the subtype only."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import CardType
from support.compiled import card, card_from_text

AWAKEN = card_from_text(
    "name: 覚醒 / Test Awakening\ncost: {G}\ntype: インスタント / Instant\n"
    "ja:\n  土地１つを対象とする。ターン終了時まで、それは３/３のエレメンタル・クリーチャーになる。\n"
    "en:\n  Target land becomes a 3/3 Elemental creature until end of turn.\n"
)
ANIMATE = card_from_text(
    "name: 起動 / Test Animation\ncost: {G}\ntype: インスタント / Instant\n"
    "ja:\n  土地１つを対象とする。ターン終了時まで、それは３/３の構築物・アーティファクト・クリーチャーになる。\n"
    "en:\n  Target land becomes a 3/3 Construct artifact creature until end of turn.\n"
)


def _animate(spell: object) -> Scenario:
    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.battlefield("Alice", card("Forest"), card("Forest"))
    s.hand("Alice", spell)  # type: ignore[arg-type]
    s.cast("Alice", "Test Awakening" if spell is AWAKEN else "Test Animation", "Forest")
    s.resolve()
    return s


def _animated(s: Scenario) -> object:
    return next(p for p in s.game.battlefield.objects if p.is_creature)


def test_205_1a_a_land_that_becomes_a_creature_is_no_longer_a_land() -> None:
    s = _animate(AWAKEN)
    forest = _animated(s)
    assert forest.card_types == frozenset({CardType.CREATURE})  # type: ignore[attr-defined]
    assert forest.subtypes == frozenset({"Elemental"})  # type: ignore[attr-defined]
    assert forest.power_toughness == (3, 3)  # type: ignore[attr-defined]
    s.advance_to(Step.UPKEEP, new_turn=True)  # 514.2: a Forest again
    assert all(p.is_land and "Forest" in p.subtypes for p in s.game.battlefield.objects)


def test_205_1b_an_artifact_creature_keeps_its_prior_types() -> None:
    s = _animate(ANIMATE)
    forest = _animated(s)
    assert forest.card_types == frozenset(  # type: ignore[attr-defined]
        {CardType.LAND, CardType.ARTIFACT, CardType.CREATURE}
    )
    assert forest.subtypes == frozenset({"Forest", "Construct"})  # type: ignore[attr-defined]
