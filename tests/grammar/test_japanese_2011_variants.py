"""Japanese variants of phrases the English already says: lists of whole kinds of card, a choice
from the revealed cards, and the player named before a target declaration:

- 「インスタント・カードかソーサリー・カード」: a card of any of the kinds ("an instant or sorcery
  card"), and 「インスタント・カードとソーサリー・カードの総数」 ("the number of instant and sorcery
  cards"); the words before the first kind describe them all, a later kind is a bare kind;
- 「その中の…を１枚選ぶ」 (2011): a choice from the cards an instruction revealed, as 「その中から」;
- 「あなたは…を対象とし、それを…」 (2011): the player who targets and acts, named first, is the
  subject of the instruction.

Each row is compiled in both languages to one IR and rendered back in each; each form is played
through the real card that prints it, in Japanese.
"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import Choose, Scenario, Step, Targets
from ofuda.runtime.definitions import CardType, ZoneKind
from ofuda.runtime.statics_values import ObjectCount
from support.compiled import card, set_card
from support.texts import bilingual_card, codes, nodes_of_kind

EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
SORCERY = "ソーサリー / Sorcery"
ENCHANTMENT = "エンチャント / Enchantment"


def test_the_total_of_two_kinds_of_card() -> None:
    card_ir = bilingual_card(
        "装備しているクリーチャーは＋Ｘ/＋０の修整を受ける。Ｘはあなたの墓地にあるインスタント・カード"
        "とソーサリー・カードの総数に等しい。",
        "Equipped creature gets +X/+0, where X is the number of instant and sorcery cards in "
        "your graveyard.",
        EQUIPMENT,
    )
    (counted,) = nodes_of_kind(card_ir, ObjectCount)
    assert counted.zone == ZoneKind.GRAVEYARD
    assert set(counted.filter.card_types) == {CardType.INSTANT, CardType.SORCERY}


def test_a_card_of_either_kind_revealed_this_way() -> None:
    bilingual_card(
        "あなたのライブラリーの一番上のカードを公開する。これによりインスタント・カードかソーサリー・"
        "カードが公開された場合、カードを１枚引く。",
        "Reveal the top card of your library. If an instant or sorcery card is revealed this "
        "way, draw a card.",
        SORCERY,
    )


def test_the_player_named_before_the_target() -> None:
    card_ir = bilingual_card(
        "あなたのアップキープの開始時に、あなたはあなたの墓地にあるスピリット・カード１枚を対象とし、"
        "それをあなたの手札に戻す。",
        "At the beginning of your upkeep, return target Spirit card from your graveyard to your "
        "hand.",
        ENCHANTMENT,
    )
    assert nodes_of_kind(card_ir, ir.ReturnToHand)


@pytest.mark.parametrize(
    "text",
    [
        # the clause has a subject of its own
        "あなたはクリーチャー１体を対象とし、それはターン終了時まで＋１/＋１の修整を受ける。",
        # the ability's controller chooses its targets (601.2c), never another player
        "各対戦相手はクリーチャー１体を対象とし、それを破壊する。",
    ],
)
def test_another_subject_is_refused_not_dropped(text: str) -> None:
    assert codes(text, "ja") == ["E290"]


def test_runechanters_pike_counts_instant_and_sorcery_cards() -> None:
    """ルーン唱えの長槍 / Runechanter's Pike: "Equipped creature has first strike and gets +X/+0,
    where X is the number of instant and sorcery cards in your graveyard." — a creature card in
    the graveyard does not count."""
    s = Scenario()
    pike, inquisitor = s.battlefield(
        "Alice", set_card("isd", "Runechanter's Pike", "ja"), card("Moorland Inquisitor")
    )
    s.attach(pike, inquisitor)
    s.graveyard("Alice", card("Angel's Mercy"), card("Entreat the Angels"), card("Moonlight Geist"))
    assert s.pt("Moorland Inquisitor") == (4, 2)


@pytest.mark.parametrize(("top", "returned"), [("Moonlight Geist", True), ("Angel's Mercy", False)])
def test_angel_of_flight_alabaster_returns_a_spirit_card(top: str, returned: bool) -> None:
    """雪花石の天使 / Angel of Flight Alabaster: 「あなたのアップキープの開始時に、あなたはあなたの墓地
    にあるスピリット・カード１枚を対象とし、それをあなたの手札に戻す。」 — a Spirit card returns; with
    no Spirit card in the graveyard the ability has no target and does nothing (603.3d)."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Plains")] * 4)
    s.battlefield("Alice", set_card("isd", "Angel of Flight Alabaster", "ja"))
    s.graveyard("Alice", card(top))
    if returned:
        s.script("Alice", Targets((top,)))
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's upkeep: not Alice's
    s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert (top in s.in_hand("Alice")) is returned
    assert (top in s.in_graveyard("Alice")) is not returned


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_night_terrors_exiles_the_chosen_nonland_card(lang: str) -> None:
    """夜の恐怖 / Night Terrors: "Target player reveals their hand. You choose a nonland card from
    it (「その中の土地でないカードを１枚選ぶ」, 2011). Exile that card." """
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 3)
    s.hand("Alice", set_card("isd", "Night Terrors", lang))
    s.hand("Bob", card("Plains"), card("Moonlight Geist"))
    s.script("Alice", Choose(("Moonlight Geist",)))
    s.cast("Alice", "Night Terrors", "Bob")
    s.resolve()
    assert s.in_hand("Bob") == ["Plains"]
    assert "Moonlight Geist" in s.in_exile()


def test_a_spell_of_either_kind() -> None:
    bilingual_card(
        "あなたがインスタント呪文かソーサリー呪文を１つ唱えるたび、カードを１枚引く。",
        "Whenever you cast an instant or sorcery spell, draw a card.",
        ENCHANTMENT,
    )


def test_charmbreaker_devils_returns_an_instant_or_sorcery_at_random() -> None:
    """護符破りの小悪魔 / Charmbreaker Devils: 「あなたのアップキープの開始時に、あなたはあなたの墓地に
    あるインスタント・カードかソーサリー・カードを１枚無作為に選んであなたの手札に戻す。」 — with one
    such card (and a creature card) in the graveyard, that one returns."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Plains")] * 4)
    s.battlefield("Alice", set_card("isd", "Charmbreaker Devils", "ja"))
    s.graveyard("Alice", card("Angel's Mercy"), card("Moonlight Geist"))
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's upkeep: not Alice's
    s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert "Angel's Mercy" in s.in_hand("Alice")
    assert s.in_graveyard("Alice") == ["Moonlight Geist"]


def test_enters_tapped_and_stays_tapped() -> None:
    """614.1c and 502.3 in one statement, the first predicate in the て-form."""
    bilingual_card(
        "試作はタップ状態で戦場に出て、あなたのアンタップ・ステップにアンタップしない。",
        "Test enters the battlefield tapped and doesn't untap during your untap step.",
        "クリーチャー — ゾンビ / Creature — Zombie",
        "2/2",
    )
