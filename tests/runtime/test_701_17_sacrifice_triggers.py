"""701.17a and 603.2: "Whenever you sacrifice a permanent" triggers once for each permanent its
player sacrifices, as a cost or by an effect, and looks back in time (603.10a): the source
sacrificed, alone or with others, triggers for each of them (Havoc Jester's rulings). A
permanent destroyed, or put into a graveyard by the legend rule, is not sacrificed. Cards
compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario
from support.compiled import card_from_text

ALTAR = card_from_text(
    "name: 祭壇 / Test Altar\ncost: {1}{B}\ntype: アーティファクト / Artifact\n"
    "ja:\n  あなたがパーマネントを１つ生け贄に捧げるたび、あなたは１点のライフを得る。\n"
    "  クリーチャーを１体生け贄に捧げる：カードを１枚引く。\n"
    "en:\n  Whenever you sacrifice a permanent, you gain 1 life.\n"
    "  Sacrifice a creature: Draw a card.\n"
)
TOLL = card_from_text(
    "name: 通行料 / Test Toll\ncost: {1}{B}\ntype: エンチャント / Enchantment\n"
    "ja:\n  対戦相手がクリーチャーを１体生け贄に捧げるたび、そのプレイヤーは２点のライフを失う。\n"
    "en:\n  Whenever an opponent sacrifices a creature, that player loses 2 life.\n"
)
BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)


def test_701_17a_a_sacrifice_as_a_cost_triggers() -> None:
    """Sacrificing the Bear to the Altar's own cost: Alice gains 1 life (the trigger resolves
    before the ability, Havoc Jester's ruling) and draws."""
    s = Scenario()
    s.battlefield("Alice", ALTAR, BEAR)
    s.library("Alice", BEAR)
    s.activate("Alice", "Test Altar")
    assert len(s.game.pending_triggers) + len(s.on_stack()) >= 1
    s.resolve()
    assert s.life("Alice") == 21
    assert s.in_hand("Alice") == ["Test Bear"]


def test_603_10a_the_source_sacrificed_with_others_triggers_for_each() -> None:
    """The Altar and two Bears sacrificed at once: three triggers, the Altar's own included."""
    s = Scenario()
    s.battlefield("Alice", ALTAR, BEAR, BEAR)
    s.game.sacrifice_all([p for p in s.game.battlefield.objects if p.controller.name == "Alice"])
    s.resolve()
    assert s.life("Alice") == 23


def test_701_17a_destroyed_is_not_sacrificed_and_whose_sacrifice() -> None:
    """A Bear destroyed doesn't trigger; Bob's sacrifice doesn't trigger Alice's "you"; it
    triggers her Toll ("an opponent"), and "that player" is Bob."""
    s = Scenario()
    s.battlefield("Alice", ALTAR, TOLL, BEAR)
    s.battlefield("Bob", BEAR)
    s.game.destroy(s.permanent("Test Bear", "Alice"))
    s.game.sacrifice(s.permanent("Test Bear", "Bob"))
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 18)
