"""The library, hand and exile language (H1 area), both languages: new texts (on no AVR card)
in AVR phrasing and the exact IR each gives.
"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import PlayerFilter
from support.texts import YOU, ability

EACH_PLAYER = ir.EachPlayer(PlayerFilter())

# 「…て…する」: two predicates of one subject joined by a て-form (no comma).
TE_CHAINS = [
    ("ja", "各プレイヤーは自分の手札をすべて捨ててカードを３枚引く。",
     (ir.DiscardHand(EACH_PLAYER), ir.DrawCards(EACH_PLAYER, 3))),
    ("en", "Each player discards their hand, then draws three cards.",
     (ir.DiscardHand(EACH_PLAYER), ir.DrawCards(EACH_PLAYER, 3))),
    ("ja", "あなたは自分の手札をすべて捨ててカードを２枚引く。",
     (ir.DiscardHand(YOU), ir.DrawCards(YOU, 2))),
    ("ja", "あなたはカードを１枚捨ててカードを２枚引く。",
     (ir.Discard(YOU, 1, False), ir.DrawCards(YOU, 2))),
]


@pytest.mark.parametrize(("lang", "text", "effects"), TE_CHAINS)
def test_te_form_chain(lang: str, text: str, effects: tuple[object, ...]) -> None:
    """「捨ててカードを…引く」 chains like 「捨て、カードを…引く」."""
    assert ability(text, lang) == ir.SpellAbility((), effects)


# --- look at / reveal, choose among, the rest (608.2c) ---------------------------------------

from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec  # noqa: E402

PLAYER_T = TargetSpec(players=PlayerFilter())
LOOKED = ir.CardsThisWay(None)
T0 = ir.Targeted(0)

LIBRARY_TEXTS = [
    # a player reveals their hand, you choose a cheap card, they discard it
    ("ja", "プレイヤー１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中から"
     "点数で見たマナ・コストが３以下のカードを１枚選び、そのプレイヤーはそのカードを捨てる。",
     ir.SpellAbility((PLAYER_T,), (
         ir.RevealHand(T0),
         ir.ChooseCards(YOU, LOOKED, ObjectFilter(mana_value_max=3), 1),
         ir.DiscardObjects(T0, ir.ChosenCards())))),
    ("en", "Target player reveals their hand. You choose a card from it with mana value 3 or "
     "less. That player discards that card.",
     ir.SpellAbility((PLAYER_T,), (
         ir.RevealHand(T0),
         ir.ChooseCards(YOU, LOOKED, ObjectFilter(mana_value_max=3), 1),
         ir.DiscardObjects(T0, ir.ChosenCards())))),
    # look at three, one into your hand, the rest on the bottom
    ("ja", "あなたのライブラリーの一番上から３枚のカードを見る。そのうちの１枚をあなたの手札に加え、"
     "残りをあなたのライブラリーの一番下に望む順番で置く。",
     ir.SpellAbility((), (
         ir.LookAtTop(YOU, 3),
         ir.ReturnToHand(ir.OneOf(YOU, LOOKED, None, 1)),
         ir.PutOnBottomInAnyOrder(ir.TheRest(), YOU)))),
    ("en", "Look at the top three cards of your library. Put one of them into your hand and the "
     "rest on the bottom of your library in any order.",
     ir.SpellAbility((), (
         ir.LookAtTop(YOU, 3),
         ir.ReturnToHand(ir.OneOf(YOU, LOOKED, None, 1)),
         ir.PutOnBottomInAnyOrder(ir.TheRest(), YOU)))),
    # reveal three, artifact and enchantment cards into hand, the rest on the bottom
    ("ja", "あなたのライブラリーの一番上から３枚のカードを公開する。これにより公開されたすべての"
     "アーティファクト・カードおよびエンチャント・カードをあなたの手札に加え、残りをあなたの"
     "ライブラリーの一番下に望む順番で置く。",
     ir.SpellAbility((), (
         ir.RevealTop(YOU, 3),
         ir.ReturnToHand(ir.CardsThisWay(
             ObjectFilter(card_types=(CardType.ARTIFACT, CardType.ENCHANTMENT)))),
         ir.PutOnBottomInAnyOrder(ir.TheRest(), YOU)))),
    ("en", "Reveal the top three cards of your library. Put all artifact and enchantment cards "
     "revealed this way into your hand and the rest on the bottom of your library in any order.",
     ir.SpellAbility((), (
         ir.RevealTop(YOU, 3),
         ir.ReturnToHand(ir.CardsThisWay(
             ObjectFilter(card_types=(CardType.ARTIFACT, CardType.ENCHANTMENT)))),
         ir.PutOnBottomInAnyOrder(ir.TheRest(), YOU)))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), LIBRARY_TEXTS)
def test_library_texts(lang: str, text: str, expected: object) -> None:
    """Reveal / look at, then choose among the cards and move them."""
    assert ability(text, lang) == expected


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "あなたはその中からカードを１枚選ぶ。"),
    ("en", "Put one of them into your hand."),
])
def test_choosing_among_nothing_looked_at_is_e201(lang: str, text: str) -> None:
    """「その中から」 / "one of them" with no instruction that looked at cards before it."""
    from support.texts import codes

    assert "E201" in codes(text, lang)


# --- searching a library (701.19) ---------------------------------------------------------

from ofuda.runtime.definitions import Supertype  # noqa: E402

SEARCH_LAND = ir.SpellAbility((), (ir.Optional(YOU, (
    ir.SearchFor(YOU, ObjectFilter(card_types=(CardType.LAND,)), 1),
    ir.RevealCards(LOOKED),
    ir.ReturnToHand(LOOKED),
    ir.Shuffle(YOU),
)),))
SEARCH_BASIC_CREATURE = ir.SpellAbility((), (
    ir.SearchFor(YOU, ObjectFilter(card_types=(CardType.CREATURE,)), 1),
    ir.RevealCards(LOOKED),
    ir.ReturnToHand(LOOKED),
    ir.Shuffle(YOU),
))

SEARCH_TEXTS = [
    ("ja", "あなたは自分のライブラリーから土地カードを１枚探し、それを公開してあなたの手札に加えても"
     "よい。そうした場合、あなたのライブラリーを切り直す。", SEARCH_LAND),
    ("en", "You may search your library for a land card, reveal it, and put it into your hand. "
     "If you do, shuffle your library.", SEARCH_LAND),
    ("en", "You may search your library for a land card, reveal it, put it into your hand, then "
     "shuffle.", SEARCH_LAND),
    ("ja", "あなたのライブラリーからクリーチャー・カードを１枚探し、それを公開し、それをあなたの手札に"
     "加え、あなたのライブラリーを切り直す。", SEARCH_BASIC_CREATURE),
    ("en", "Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
     SEARCH_BASIC_CREATURE),
]


@pytest.mark.parametrize(("lang", "text", "expected"), SEARCH_TEXTS)
def test_search_texts(lang: str, text: str, expected: object) -> None:
    """A search, the card found moved, the shuffle (inside "you may" in either template)."""
    assert ability(text, lang) == expected


def test_basic_is_a_supertype_of_the_noun() -> None:
    """「基本土地カード」 / "a basic land card": the supertype narrows the search (205.4a)."""
    basic = ObjectFilter(card_types=(CardType.LAND,), supertypes=(Supertype.BASIC,))
    for lang, text in (("ja", "あなたのライブラリーから基本土地カードを１枚探し、それをあなたの手札に加える。"),
                       ("en", "Search your library for a basic land card and put it into your hand.")):
        effects = ability(text, lang).effects  # type: ignore[union-attr]
        assert effects[0] == ir.SearchFor(YOU, basic, 1)


# --- "repeat this process" (a loop) ------------------------------------------------------

LAND_LOOP = ir.SpellAbility((), (ir.Repeat((
    ir.RevealTop(YOU, 1),
    ir.Conditional(ir.Matches(LOOKED, ObjectFilter(card_types=(CardType.LAND,))), (
        ir.Optional(YOU, (ir.PutOntoBattlefield(LOOKED, YOU),)),)),
), ir.YouDid()),))


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "あなたのライブラリーの一番上のカードを公開する。それが土地カードである場合、あなたはそれを"
     "戦場に出してもよい。そうした場合、この手順を繰り返す。"),
    ("en", "Reveal the top card of your library. If it's a land card, you may put it onto the "
     "battlefield. If you do, repeat this process."),
])
def test_repeat_this_process_is_a_loop(lang: str, text: str) -> None:
    """「そうした場合、この手順を繰り返す」 / "If you do, repeat this process": every instruction
    before it, again while the condition holds."""
    assert ability(text, lang) == LAND_LOOP


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "カードを１枚引く。この手順を繰り返す。"),
    ("en", "Draw a card. Repeat this process."),
])
def test_repeat_without_a_condition_is_rejected(lang: str, text: str) -> None:
    """Without 「そうした場合、」 / "If you do," the process would never end: E290."""
    from support.texts import codes

    assert "E290" in codes(text, lang)


def test_permanent_card_names_the_permanent_types() -> None:
    """「パーマネント・カード」 / "permanent card" (110.4): artifact, creature, enchantment, land or
    planeswalker."""
    f = ObjectFilter(card_types=(CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT,
                                 CardType.LAND, CardType.PLANESWALKER))
    for lang, text in (("ja", "あなたのライブラリーの一番上のカードを公開する。それがパーマネント・"
                               "カードである場合、それをあなたの手札に加える。"),
                       ("en", "Reveal the top card of your library. If it's a permanent card, put "
                              "it into your hand.")):
        effects = ability(text, lang).effects  # type: ignore[union-attr]
        assert effects[1].condition == ir.Matches(LOOKED, f)  # type: ignore[union-attr]


# --- 「…てもよい。その後、…」 -----------------------------------------------------------------

from support.texts import CREATURE_F  # noqa: E402


def test_then_after_may_joins_it_when_it_acts_on_the_moved_card() -> None:
    """「その後、そのカードを…」 acts on what the optional exile made: it joins the "you may"."""
    text = ("クリーチャー１体を対象とする。あなたはそれを追放してもよい。その後、そのカードを"
            "オーナーの手札に戻す。")
    assert ability(text, "ja") == ir.SpellAbility((TargetSpec(objects=CREATURE_F),), (
        ir.Optional(YOU, (ir.Exile(T0), ir.ReturnToHand(ir.NewObject(T0)))),))
    english = "You may exile target creature, then return that card to its owner's hand."
    assert ability(english, "en") == ability(text, "ja")


def test_then_after_may_otherwise_follows_it() -> None:
    """「その後、カードを１枚捨てる」 doesn't depend on the optional draw: it follows it."""
    assert ability("あなたはカードを１枚引いてもよい。その後、カードを１枚捨てる。", "ja") == ir.SpellAbility(
        (), (ir.Optional(YOU, (ir.DrawCards(YOU, 1),)), ir.Discard(YOU, 1, False)))


# --- casting from exile (601.3), linked exiled cards (607.2a) ------------------------------------

from ofuda.runtime import GainActivatedAbilitiesOfExiled, MayCastFromZone  # noqa: E402


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "あなたはテストを追放領域から唱えてもよい。"),
    ("en", "You may cast Test from exile."),
])
def test_may_cast_this_from_exile_is_a_static_ability(lang: str, text: str) -> None:
    """A permanent card's permission to be cast from exile (works in exile, 113.6b)."""
    assert ability(text, lang, permanent=True) == ir.StaticAbility((MayCastFromZone("exile"),))


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "テストは、それにより追放されたすべてのアーティファクト・カードの起動型能力を持つ。"),
    ("en", "Test has all activated abilities of all artifact cards exiled with it."),
])
def test_activated_abilities_of_cards_exiled_with_it(lang: str, text: str) -> None:
    """607.2a: the cards this permanent's own abilities exiled."""
    expected = ir.StaticAbility(
        (GainActivatedAbilitiesOfExiled(ObjectFilter(card_types=(CardType.ARTIFACT,))),))
    assert ability(text, lang, permanent=True) == expected


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "あなたはテストを追放領域から唱えてもよい。"),
    ("en", "You may cast Test from exile."),
])
def test_may_cast_from_exile_in_an_instruction_is_e251(lang: str, text: str) -> None:
    """On an instant it would be an instruction: it is a permanent's statement (E251)."""
    from support.texts import codes

    assert "E251" in codes(text, lang)


# --- exiling until, casting without paying (118.9) -------------------------------------------

from ofuda.runtime.definitions import Duration  # noqa: E402

UNTIL_CREATURE = ir.SpellAbility((PLAYER_T,), (
    ir.ExileFromTopUntil(T0, ObjectFilter(card_types=(CardType.CREATURE,))),
    ir.AllowCast(LOOKED, YOU, True, Duration.END_OF_TURN),
))


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "プレイヤー１人を対象とする。そのプレイヤーは、クリーチャー・カードを追放するまで、自分の"
     "ライブラリーの一番上のカードを追放し続ける。ターン終了時まで、あなたはそのカードをそのマナ・"
     "コストを支払うことなく唱えてもよい。"),
    ("en", "Target player exiles cards from the top of their library until they exile a creature "
     "card. Until end of turn, you may cast that card without paying its mana cost."),
])
def test_exile_until_then_a_free_cast_permission(lang: str, text: str) -> None:
    """Exile until a creature card; a permission that lasts until end of turn (601.3)."""
    assert ability(text, lang) == UNTIL_CREATURE


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "あなたのライブラリーの一番上のカードを公開する。あなたはそれをそのマナ・コストを支払うこと"
     "なく唱えてもよい。"),
    ("en", "Reveal the top card of your library. You may cast it without paying its mana cost."),
])
def test_a_free_cast_now_is_optional(lang: str, text: str) -> None:
    """Without a duration the cast happens now, if you choose to (118.9)."""
    assert ability(text, lang) == ir.SpellAbility((), (
        ir.RevealTop(YOU, 1), ir.Optional(YOU, (ir.CastWithoutPaying(LOOKED, YOU),))))


# --- 603.4: "if you control no other creatures" -------------------------------------------------


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "テストが戦場に出たとき、あなたが他にクリーチャーをコントロールしていない場合、カードを２枚引く。"),
    ("en", "When Test enters the battlefield, if you control no other creatures, draw two cards."),
])
def test_intervening_if_you_control_no_other_creatures(lang: str, text: str) -> None:
    """An intervening "if" (603.4) that no other creature of yours is on the battlefield."""
    from ofuda.runtime.statics import ControlsCount

    got = ability(text, lang, permanent=True)
    assert isinstance(got, ir.TriggeredAbility)
    assert got.effects == (ir.DrawCards(YOU, 2),)
    assert got.condition == ControlsCount(ObjectFilter(card_types=(CardType.CREATURE,), other=True), 0)


# --- "shares a creature type with" (205.3m), "Otherwise" after "you may" -------------------------

from ofuda.runtime.definitions import Controller  # noqa: E402

SHARES = ObjectFilter(card_types=(CardType.CREATURE,), shares_creature_type_with=ObjectFilter(
    card_types=(CardType.CREATURE,), controller=Controller.YOU))
REVEAL_AND_TAKE = ir.SpellAbility((), (
    ir.RevealTop(YOU, 1),
    ir.Conditional(ir.Matches(LOOKED, SHARES), (ir.Optional(YOU, (ir.ReturnToHand(LOOKED),)),)),
    ir.Conditional(ir.YouDidNot(), (ir.Exile(LOOKED),)),
))


@pytest.mark.parametrize(("lang", "text"), [
    ("ja", "あなたのライブラリーの一番上のカードを公開する。もしそれがあなたがコントロールするいずれかの"
     "クリーチャーと共通のクリーチャー・タイプを持つクリーチャー・カードである場合、あなたはそれを"
     "あなたの手札に加えてもよい。そうでない場合、そのカードを追放する。"),
    ("en", "Reveal the top card of your library. If it's a creature card that shares a creature "
     "type with a creature you control, you may put it into your hand. Otherwise, exile it."),
    ("en", "Reveal the top card of your library. If it's a creature card that shares a creature "
     "type with a creature you control, you may put it into your hand. If you don't, exile it."),
])
def test_shares_a_creature_type_and_otherwise(lang: str, text: str) -> None:
    """A card sharing a creature type with a creature you control; "otherwise" = not done."""
    assert ability(text, lang) == REVEAL_AND_TAKE
