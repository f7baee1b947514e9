"""608.2c, 608.2h, 400.7: a later instruction of a resolving spell or ability names what an
earlier one did (runtime/context/effect_results.py). The objects a destruction or sacrifice
affected are seen as they last existed on the battlefield (608.2h); those it did not move (an
indestructible permanent, 702.12b) are not "destroyed this way"; a card "put into a graveyard
this way" is the new object in the graveyard (400.7), and a token, which ceases to exist there
(111.7, 704.5d), is not found; nothing is remembered from one resolution to the next. Cards
compiled by ofuda from text written here in both languages."""

from __future__ import annotations

from ofuda.runtime import Choose, Scenario, Step
from support.compiled import card, card_from_text, lands

BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {2}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)
CHARM = card_from_text("name: 護符 / Test Charm\ncost: {1}\ntype: エンチャント / Enchantment\n")
STURDY = card_from_text(
    "name: 頑丈な護符 / Test Sturdy Charm\ncost: {1}\ntype: エンチャント / Enchantment\n"
    "ja:\n  破壊不能\nen:\n  Indestructible\n"
)
COUNT_DESTROYED = card_from_text(
    "name: 幻月試作 / Test Count\ncost: {W}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  すべてのエンチャントを破壊する。これにより破壊されたエンチャント１つにつき、あなたは１点の"
    "ライフを得る。\n"
    "en:\n  Destroy all enchantments. You gain 1 life for each enchantment destroyed this way.\n"
)
RETURN_DESTROYED = card_from_text(
    "name: 回帰試作 / Test Return\ncost: {W}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  すべてのクリーチャーを破壊する。これによりいずれかの墓地に置かれた各カードをオーナーの"
    "手札に戻す。\n"
    "en:\n  Destroy all creatures. Return each card put into a graveyard this way to its owner's "
    "hand.\n"
)
SHOVEL = card_from_text(
    "name: シャベル試作 / Test Shovel\ncost: {2}\ntype: アーティファクト / Artifact\n"
    "ja:\n  {T}：プレイヤー１人を対象とする。そのプレイヤーは自分の墓地にあるカードを１枚追放する。"
    "それがクリーチャー・カードであるなら、あなたは２点のライフを得る。\n"
    "en:\n  {T}: Target player exiles a card from their graveyard. If it's a creature card, you "
    "gain 2 life.\n"
)


def test_702_12b_an_indestructible_permanent_is_not_destroyed_this_way() -> None:
    """Three enchantments, one indestructible: two are destroyed, Alice gains 2."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 1), CHARM, STURDY)
    s.battlefield("Bob", CHARM)
    s.hand("Alice", COUNT_DESTROYED)
    s.cast("Alice", "Test Count")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Test Charm"]
    assert "Test Sturdy Charm" in s.on_battlefield("Alice")
    assert s.life("Alice") == 22


def test_400_7_a_card_put_into_a_graveyard_this_way_is_found_there_and_a_token_is_not() -> None:
    """Destroy all creatures, then return each card put into a graveyard this way: Bob's Bear
    card returns to his hand; Alice's Bear token went to the graveyard and ceased to exist
    (111.7, 704.5d): nothing of it returns."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 1))
    s.battlefield("Alice", BEAR, token=True)
    s.battlefield("Bob", BEAR)
    s.hand("Alice", RETURN_DESTROYED)
    s.cast("Alice", "Test Return")
    s.resolve()
    assert s.in_hand("Bob") == ["Test Bear"]
    assert s.in_hand("Alice") == []
    assert "Test Bear" not in s.on_battlefield("Alice") + s.on_battlefield("Bob")


def test_608_2c_each_resolution_names_only_what_its_own_instructions_did() -> None:
    """The Shovel exiles Bob's creature card (Alice gains 2); activated again with Bob's
    graveyard empty, "it" is nothing and Alice gains nothing more."""
    s = Scenario()
    s.battlefield("Alice", SHOVEL)
    s.graveyard("Bob", BEAR)
    s.activate("Alice", "Test Shovel", "Bob")
    s.resolve()
    assert s.life("Alice") == 22
    s.permanent("Test Shovel").tapped = False
    s.activate("Alice", "Test Shovel", "Bob")
    s.resolve()
    assert s.life("Alice") == 22


def test_608_2h_a_land_card_exiled_is_not_a_creature_card() -> None:
    """Bob chooses his land card: the condition is false, Alice gains nothing."""
    s = Scenario()
    s.battlefield("Alice", SHOVEL)
    s.graveyard("Bob", BEAR, card("Swamp"))
    s.script("Bob", Choose(("Swamp",)))
    s.activate("Alice", "Test Shovel", "Bob")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Test Bear"]
    assert s.life("Alice") == 20


GRAVE_PACT = card_from_text(
    "name: 墓試作 / Test Pact\ncost: {B}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  各プレイヤーはそれぞれクリーチャー１体を生け贄に捧げる。これにより生け贄に捧げられた"
    "クリーチャー１体につき、あなたは１点のライフを得る。\n"
    "en:\n  Each player sacrifices a creature. You gain 1 life for each creature sacrificed this "
    "way.\n"
)


def test_101_4_each_player_sacrifices_and_each_creature_sacrificed_this_way_counts() -> None:
    """Both players sacrifice (APNAP, 101.4): two creatures sacrificed this way, Alice gains
    2; with only Bob's creature on the battlefield, one, and she gains 1."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 1), BEAR)
    s.battlefield("Bob", BEAR)
    s.hand("Alice", GRAVE_PACT, GRAVE_PACT)
    s.cast("Alice", "Test Pact")
    s.resolve()
    assert s.life("Alice") == 22
    s.battlefield("Bob", BEAR)
    s.permanent("Swamp").tapped = False
    s.cast("Alice", "Test Pact")
    s.resolve()
    assert s.life("Alice") == 23


FLICKER = card_from_text(
    "name: 明滅試作 / Test Flicker\ncost: {W}\ntype: インスタント / Instant\n"
    "ja:\n  あなたがコントロールするクリーチャーを１体追放する。次の終了ステップの開始時に、そのカードを"
    "オーナーのコントロール下で戦場に戻す。\n"
    "en:\n  Exile a creature you control. Return that card to the battlefield under its owner's "
    "control at the beginning of the next end step.\n"
)


def test_603_7c_a_delayed_trigger_remembers_the_card_exiled() -> None:
    """The creature exiled is remembered by the delayed ability the same spell creates: at the
    next end step it returns to the battlefield."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 1), BEAR)
    s.hand("Alice", FLICKER)
    s.cast("Alice", "Test Flicker")
    s.resolve()
    assert "Test Bear" not in s.on_battlefield("Alice")
    s.advance_to(Step.END)
    s.resolve()
    assert "Test Bear" in s.on_battlefield("Alice")
