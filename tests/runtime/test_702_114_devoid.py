"""702.114a devoid: "This object is colorless", a characteristic-defining ability (604.3) — it
works in every zone, whatever the mana cost says (105.2), and applies before any effect that
changes the object's colour (613.3). Cards compiled by ofuda from their text in both languages."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from ofuda.runtime.definitions import Color
from ofuda.runtime.engine.combat.declarations import can_block
from support.compiled import card, card_from_text
from support.kit import creature
from support.texts import bilingual_card

DRONE = card_from_text(
    "name: 無色の落とし子 / Colorless Spawn\ncost: {1}{B}\n"
    "type: クリーチャー — エルドラージ・ドローン / Creature — Eldrazi Drone\n"
    "pt: 2/2\nja:\n  欠色（このカードは無色である。）\nen:\n  Devoid (This card has no color.)\n"
)
# the same card without devoid: black, as its mana cost says (105.2)
PLAIN_SPAWN = card_from_text(
    "name: 黒の落とし子 / Black Spawn\ncost: {1}{B}\n"
    "type: クリーチャー — エルドラージ・ドローン / Creature — Eldrazi Drone\npt: 2/2\n"
)
EN_REMINDER = "Devoid (This card has no color.)"
VOID_BOLT = card_from_text(
    "name: 虚空の矢 / Void Bolt\ncost: {R}\ntype: インスタント / Instant\n"
    "ja:\n  欠色\n  クリーチャー１体を対象とする。それはターン終了時まで－２/－２の修整を受ける。\n"
    "en:\n  Devoid\n  Target creature gets -2/-2 until end of turn.\n"
)


def test_702_114_devoid_compiles_alike_in_both_languages() -> None:
    """The keyword alone and with its reminder, on a creature and on an instant."""
    drone = "クリーチャー — エルドラージ・ドローン / Creature — Eldrazi Drone"
    for ja, en in (("欠色", "Devoid"), ("欠色（このカードは無色である。）", EN_REMINDER)):
        card = bilingual_card(ja, en, drone, "2/2")
        assert [a.keyword for a in card.abilities] == [Keyword.DEVOID]
    card = bilingual_card(
        "欠色\nクリーチャー１体を対象とする。それはターン終了時まで－２/－２の修整を受ける。",
        "Devoid\nTarget creature gets -2/-2 until end of turn.",
        "インスタント / Instant",
    )
    assert card.abilities[0].keyword is Keyword.DEVOID


def test_702_114a_a_card_with_devoid_is_colorless_in_every_zone() -> None:
    s = Scenario()
    (on_battlefield,) = s.battlefield("Alice", DRONE)
    (plain,) = s.battlefield("Alice", PLAIN_SPAWN)
    (in_hand,) = s.hand("Alice", DRONE)
    (in_graveyard,) = s.graveyard("Alice", DRONE)
    assert plain.colors == {Color.BLACK}
    assert on_battlefield.colors == in_hand.colors == in_graveyard.colors == frozenset()


def test_702_114a_a_devoid_spell_is_colorless_on_the_stack() -> None:
    s = Scenario()
    s.battlefield("Alice", creature("Mountain Giant", "{R}", 3, 3, "Giant"))
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", VOID_BOLT)
    s.cast("Alice", "Void Bolt", "Mountain Giant")
    (spell,) = s.game.stack.objects
    assert spell.colors == frozenset()


def test_702_114a_a_colorless_creature_does_not_block_a_creature_with_fear() -> None:
    """702.36b: only artifact and/or black creatures block fear; a black-costed card with
    devoid is not black."""
    legion = creature("Legion", "{1}{B}{B}", 2, 2, "Zombie", keywords=(Keyword.FEAR,))
    s = Scenario()
    (attacker,) = s.battlefield("Alice", legion)
    drone, plain = s.battlefield("Bob", DRONE, PLAIN_SPAWN)
    assert [can_block(b, attacker, s.game) for b in (drone, plain)] == [False, True]
