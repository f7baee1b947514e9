"""Objects with the same name as another (201.2): "Exile target creature and all other creatures
with the same name as that creature." / 「クリーチャー１体を対象とし、それと、そのクリーチャーと同じ
名前を持つ他のすべてのクリーチャーを追放する。」, "target creature with the same name as this
creature", "a card with the same name as another creature you control". Each row compiles in
both languages to one IR and renders back to it; a player named as the object compared with is
rejected (a player has no name)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, GroupNames, ObjectFilter
from ofuda.runtime.statics import ControlsCount
from support.texts import CREATURE_F, T0, bilingual_card, codes, nodes_of_kind

_ALL_OTHERS_NAMED_ALIKE = ir.EachObject(CREATURE_F, same_name_as=T0, other_than_named=True)


@pytest.mark.parametrize(
    ("ja", "en", "group"),
    [
        (  # Sever the Bloodline (ISD): "other" is other than that creature
            "クリーチャー１体を対象とし、それと、そのクリーチャーと同じ名前を持つ他のすべてのクリーチャーを追放する。",
            "Exile target creature and all other creatures with the same name as that creature.",
            _ALL_OTHERS_NAMED_ALIKE,
        ),
        (  # 2018–20: 「他の、…をすべて」
            "クリーチャー１体を対象とする。それと、他の、そのクリーチャーと同じ名前を持つクリーチャーをすべて追放する。",
            "Exile target creature and all other creatures with the same name as that creature.",
            _ALL_OTHERS_NAMED_ALIKE,
        ),
        (  # no "other": the same objects, that creature among them
            "クリーチャー１体を対象とし、それと、そのクリーチャーと同じ名前を持つすべてのクリーチャーを追放する。",
            "Exile target creature and all creatures with the same name as that creature.",
            ir.EachObject(CREATURE_F, same_name_as=T0),
        ),
        (  # any noun with its own criteria
            "クリーチャー１体を対象とし、それと、そのクリーチャーと同じ名前を持つ他のすべての土地でないパーマネントを追放する。",
            "Exile target creature and all other nonland permanents with the same name as that creature.",
            ir.EachObject(
                ObjectFilter(excluded_card_types=(CardType.LAND,)),
                same_name_as=T0,
                other_than_named=True,
            ),
        ),
    ],
)
def test_all_objects_with_the_same_name_as_a_target(ja: str, en: str, group: ir.EachObject) -> None:
    """201.2: the target and every object of the kind that has a name in common with it."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (exile,) = nodes_of_kind(card.abilities, ir.Exile)
    assert exile.obj == ir.Together((T0, group))


def test_a_target_with_the_same_name_as_this_creature() -> None:
    """Evil Twin's gained ability: "this creature" is the object whose ability it is — any
    object with its name, as "named CARDNAME" says (201.2)."""
    card = bilingual_card(
        "{U}{B}, {T}：このクリーチャーと同じ名前を持つクリーチャー１体を対象とし、それを破壊する。",
        "{U}{B}, {T}: Destroy target creature with the same name as this creature.",
        "クリーチャー — 多相の戦士 / Creature — Shapeshifter",
        pt="0/0",
    )
    (activated,) = card.abilities
    (spec,) = activated.targets
    assert spec.objects == ObjectFilter(card_types=(CardType.CREATURE,), same_name_as_source=True)


def test_a_card_with_the_same_name_as_another_creature_you_control() -> None:
    """Pattern Matcher (M20): the card found shares a name with some other creature you
    control; the Japanese modifiers before 「クリーチャー」 describe that creature."""
    card = bilingual_card(
        "あなたのライブラリーから他のあなたがコントロールしているクリーチャーと同じ名前を持つカード１枚を"
        "探し、それを公開してあなたの手札に加え、その後あなたのライブラリーを切り直す。",
        "Search your library for a card with the same name as another creature you control, reveal "
        "it, put it into your hand, then shuffle your library.",
        "ソーサリー / Sorcery",
    )
    (search,) = nodes_of_kind(card.abilities, ir.SearchFor)
    assert search.filter == ObjectFilter(
        shares_name_with=ObjectFilter(
            card_types=(CardType.CREATURE,), controller=Controller.YOU, other=True
        )
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "Target player loses 2 life. Destroy all creatures with the same name as that player.",
        ),
        (
            "ja",
            ("プレイヤー１人を対象とする。そのプレイヤーは２点のライフを失う。そのプレイヤーと同じ名前を"
            "持つすべてのクリーチャーを破壊する。"),
        ),
    ],
)
def test_a_player_has_no_name_to_share(lang: str, text: str) -> None:
    """201.2 compares objects' names: a player named as the model is E202."""
    assert "E202" in codes(text, lang)


_LANDS = ObjectFilter(card_types=(CardType.LAND,))


@pytest.mark.parametrize(
    ("ja", "en", "condition"),
    [
        (  # Field of the Dead (M20)
            ("あなたのアップキープの開始時に、あなたが名前の異なる土地を７つ以上コントロールしている場合、"
            "カードを１枚引く。"),
            ("At the beginning of your upkeep, if you control seven or more lands with different names, "
            "draw a card."),
            ControlsCount(_LANDS, 7, at_least=True, names=GroupNames.DIFFERENT),
        ),
        (  # Liliana's Contract (M19): 「異なる名前の」
            ("あなたのアップキープの開始時に、あなたが異なる名前のデーモンを４体以上コントロールしている場合、"
            "カードを１枚引く。"),
            ("At the beginning of your upkeep, if you control four or more Demons with different names, "
            "draw a card."),
            ControlsCount(ObjectFilter(subtypes=("Demon",)), 4, at_least=True, names=GroupNames.DIFFERENT),
        ),
        (  # Chrome Replicator (M21): 「互いに同じ名前を持ち」
            ("あなたのアップキープの開始時に、あなたが互いに同じ名前を持ち土地でもトークンでもないパーマネントを"
            "２つ以上コントロールしている場合、カードを１枚引く。"),
            ("At the beginning of your upkeep, if you control two or more nonland, nontoken permanents "
            "with the same name as one another, draw a card."),
            ControlsCount(
                ObjectFilter(excluded_card_types=(CardType.LAND,), token=False),
                2,
                at_least=True,
                names=GroupNames.ALIKE,
            ),
        ),
    ],
)
def test_a_counted_group_with_different_or_one_name(ja: str, en: str, condition: ControlsCount) -> None:
    """201.2: "N or more … with different names" counts the most with no name in common, "… with
    the same name as one another" the most with one name in common."""
    card = bilingual_card(ja, en, "エンチャント / Enchantment")
    (trigger,) = card.abilities
    assert trigger.condition == condition


def test_a_search_for_cards_with_different_names() -> None:
    """Shared Summons (M20): up to two creature cards, no two of one name."""
    card = bilingual_card(
        "あなたのライブラリーから名前の異なるクリーチャー・カード最大２枚を探し、それらを公開してあなたの"
        "手札に加え、その後あなたのライブラリーを切り直す。",
        "Search your library for up to two creature cards with different names, reveal them, put "
        "them into your hand, then shuffle your library.",
        "インスタント / Instant",
    )
    (search,) = nodes_of_kind(card.abilities, ir.SearchFor)
    assert search == ir.SearchFor(ir.You(), CREATURE_F, 2, different_names=True)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Search your library for a creature card with different names, then shuffle your library."),
        ("ja", "あなたのライブラリーから名前の異なるクリーチャー・カード１枚を探し、その後あなたのライブラリーを切り直す。"),
        (
            "en",
            ("Search your library for up to two creature cards with the same name as one another, then "
            "shuffle your library."),
        ),
    ],
)
def test_one_card_has_no_group_names(lang: str, text: str) -> None:
    """A search for one card "with different names", or for cards with one name in common, is
    not compiled (E290)."""
    assert "E290" in codes(text, lang)


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            ("{U}, {T}：あなたのライブラリーから「心臓貫きの弓」か「龍火の薬瓶」という名前のカード１枚を探し、"
            "それを公開してあなたの手札に加え、その後あなたのライブラリーを切り直す。"),
            ("{U}, {T}: Search your library for a card named Heart-Piercer Bow or Vial of Dragonfire, "
            "reveal it, put it into your hand, then shuffle your library."),
        ),
    ],
)
def test_a_card_named_one_of_two_names(ja: str, en: str) -> None:
    """Renowned Weaponsmith (M20): a card that has either name (201.2)."""
    card = bilingual_card(ja, en, "クリーチャー — 人間・工匠 / Creature — Human Artificer", pt="1/3")
    (search,) = nodes_of_kind(card.abilities, ir.SearchFor)
    either = (ObjectFilter(named="Heart-Piercer Bow"), ObjectFilter(named="Vial of Dragonfire"))
    assert search == ir.SearchFor(ir.You(), ObjectFilter(any_of=either), 1)


def test_a_card_named_a_and_or_a_card_named_b() -> None:
    """Alpine Houndmaster (M21): up to one card of each name — up to two cards of those names,
    no two of one name (201.2); the Japanese quotes the names in 『』 inside the quoted choice."""
    card = bilingual_card(
        "試作が戦場に出たとき、あなたは「あなたのライブラリーから、『高山の番犬』という名前のカード１枚か、"
        "『炎血の野犬』という名前のカード１枚か、その両方を探し、公開し、あなたの手札に加え、その後あなたの"
        "ライブラリーを切り直す。」を選んでもよい。",
        "When Test enters the battlefield, you may search your library for a card named Alpine "
        "Watchdog and/or a card named Igneous Cur, reveal them, put them into your hand, then "
        "shuffle your library.",
        "クリーチャー — 人間・戦士 / Creature — Human Warrior",
        pt="2/2",
    )
    (search,) = nodes_of_kind(card.abilities, ir.SearchFor)
    either = (ObjectFilter(named="Alpine Watchdog"), ObjectFilter(named="Igneous Cur"))
    assert search == ir.SearchFor(ir.You(), ObjectFilter(any_of=either), 2, different_names=True)


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        (
            "en",
            ("Search your library for a creature card and/or a land card, reveal them, put them into "
            "your hand, then shuffle your library."),
            "E298",
        ),
        (
            "en",
            ("Search your library for a card named Heart-Piercer Bow or Zorbo, Unknown Sage, reveal it, "
            "put it into your hand, then shuffle your library."),
            "E265",
        ),
    ],
)
def test_one_of_each_of_two_kinds_is_not_compiled(lang: str, text: str, code: str) -> None:
    """"A and/or B" of two kinds other than two names is no search ofuda compiles (E298); a name
    of no known card in a union is E265 (201.2)."""
    assert code in codes(text, lang)
