"""702.97a scavenge: "[Cost], Exile this card from your graveyard: Put a number of +1/+1
counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." The card is compiled by ofuda from its text in both languages."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.casting.actions import ActivateAbility
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.statics import Scavenge
from support.compiled import card, card_from_text
from support.texts import bilingual_card

JA = (
    "活用 {1}{G}（{1}{G}, このカードをあなたの墓地から追放する：クリーチャー１体を対象とし、"
    "それの上にこのカードのパワーに等しい数の＋１/＋１カウンターを置く。活用はソーサリーとしての"
    "み行う。）"
)
EN = (
    "Scavenge {1}{G} ({1}{G}, Exile this card from your graveyard: Put a number of +1/+1 "
    "counters equal to this card's power on target creature. Scavenge only as a sorcery.)"
)
OOZE = card_from_text(
    "name: 活用の軟泥 / Scavenging Slime\ncost: {2}{G}\n"
    "type: クリーチャー — ウーズ / Creature — Ooze\n"
    f"pt: 3/3\nja:\n  {JA}\nen:\n  {EN}\n"
)
BEAR = card_from_text(
    "name: 森の熊 / Wood Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)


def test_702_97_scavenge_compiles_alike_in_both_languages() -> None:
    for ja, en in (("活用 {3}{G}{G}", "Scavenge {3}{G}{G}"), (JA, EN)):
        creature = bilingual_card(ja, en, "クリーチャー — ウーズ / Creature — Ooze", pt="3/3")
        assert isinstance(creature.abilities[0].keyword, Scavenge)


def _offered(s: Scenario) -> bool:
    return any(
        isinstance(a, ActivateAbility) and a.source.name == "Scavenging Slime"
        for a in legal_actions(s.game, s.player("Alice"))
    )


def test_702_97a_counters_equal_to_the_exiled_cards_power() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"), BEAR)
    (ooze,) = s.graveyard("Alice", OOZE)
    assert _offered(s)
    s.activate("Alice", ooze, "Wood Bear")
    assert s.in_exile() == ["Scavenging Slime"]  # exiled as the cost (601.2h)
    assert s.in_graveyard("Alice") == []
    s.resolve()
    assert s.pt("Wood Bear") == (5, 5)


def test_702_97a_only_as_a_sorcery_only_from_a_graveyard() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", card("Forest"), card("Forest"), BEAR)
    s.graveyard("Alice", OOZE)
    assert not _offered(s)
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"), BEAR)
    s.hand("Alice", OOZE)
    assert not _offered(s)


def test_702_97a_no_target_creature_no_activation() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"))
    s.graveyard("Alice", OOZE)
    assert not _offered(s)  # 602.2b, 601.2c: a target is needed
