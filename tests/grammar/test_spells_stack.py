"""Spells on the stack, both languages: conditions on a spell noun (115.1a, 601.2i).

New texts (AVR phrasing on no AVR card) with the exact IR they give, in Japanese
(2012 and current templating) and English (2012 printed and Oracle), and
invalid texts with their diagnostic codes.
"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter, ObjectPool, PlayerFilter, TargetSpec
from support.texts import T0, ability, codes


def counter(f: ObjectFilter) -> ir.SpellAbility:
    """"Counter target <f> spell."."""
    return ir.SpellAbility((TargetSpec(objects=f, zone="stack"),), (ir.CounterSpell(T0),))


INSTANT_AT_PLAYER = counter(ObjectFilter(card_types=(CardType.INSTANT,), targets_player=True))
THIRD_SORCERY = counter(ObjectFilter(card_types=(CardType.SORCERY,), nth_this_turn=3))
FIRST_SPELL = counter(ObjectFilter(nth_this_turn=1))

SPELL_TEXTS = [
    ("ja", "いずれかのプレイヤーを対象とするインスタント呪文１つを対象とし、それを打ち消す。", INSTANT_AT_PLAYER),
    ("ja", "プレイヤーを対象とするインスタント呪文１つを対象とし、それを打ち消す。", INSTANT_AT_PLAYER),
    ("en", "Counter target instant spell that targets a player.", INSTANT_AT_PLAYER),
    ("ja", "このターンで３つ目に唱えられたソーサリー呪文１つを対象とし、それを打ち消す。", THIRD_SORCERY),
    ("en", "Counter target sorcery spell that's the third spell cast this turn.", THIRD_SORCERY),
    ("ja", "このターンで１つ目に唱えられた呪文１つを対象とする。それを打ち消す。", FIRST_SPELL),
    ("en", "Counter target spell that is the first spell cast this turn.", FIRST_SPELL),
]


@pytest.mark.parametrize(("lang", "text", "expected"), SPELL_TEXTS)
def test_spell_condition_text_gives_its_ir(lang: str, text: str, expected: ir.SpellAbility) -> None:
    assert ability(text, lang) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "that targets a creature" is a condition (test_spell_targets.py); two are not
        ("en", "Counter target spell that targets two creatures."),
        ("ja", "このターンで２つ目に唱えた呪文１つを対象とし、それを打ち消す。"),
    ],
)
def test_unknown_spell_condition_is_a_diagnostic(lang: str, text: str) -> None:
    assert "E101" in codes(text, lang)


# --- cost changes (601.2f) --------------------------------------------------------------

from ofuda.runtime.definitions import Controller
from ofuda.runtime.statics import CostIncrease, CostReduction

CREATURES_YOU_CAST = ir.StaticAbility(
    (CostReduction((ObjectFilter(card_types=(CardType.CREATURE,)),), 1, Controller.YOU),)
)
NONCREATURE_TAX = ir.StaticAbility(
    (CostIncrease((ObjectFilter(excluded_card_types=(CardType.CREATURE,)),), 1),)
)
PER_CHARGE = ir.StaticAbility(
    (
        CostReduction(
            (ObjectFilter(card_types=(CardType.ARTIFACT,)), ObjectFilter(card_types=(CardType.ENCHANTMENT,))),
            1,
            per_counter="charge",
        ),
    )
)

COST_TEXTS = [
    ("ja", "あなたが唱えるクリーチャー呪文は、それを唱えるためのコストが{1}少なくなる。", CREATURES_YOU_CAST),
    ("ja", "あなたが唱えるクリーチャー呪文を唱えるためのコストは{1}少なくなる。", CREATURES_YOU_CAST),
    ("en", "Creature spells you cast cost {1} less to cast.", CREATURES_YOU_CAST),
    ("ja", "クリーチャーでない呪文は、それを唱えるためのコストが{1}多くなる。", NONCREATURE_TAX),
    ("ja", "クリーチャーでない呪文を唱えるためのコストは{1}多くなる。", NONCREATURE_TAX),
    ("en", "Noncreature spells cost {1} more to cast.", NONCREATURE_TAX),
    ("ja", ("アーティファクト呪文とエンチャント呪文は、テストの上に置かれている蓄積カウンター１個につき、"
     "それを唱えるためのコストが{1}少なくなる。"), PER_CHARGE),
    ("ja", ("アーティファクト呪文やエンチャント呪文を唱えるためのコストは、テストの上に置かれている蓄積カウンター"
     "１個につき{1}少なくなる。"), PER_CHARGE),
    ("en", "Artifact and enchantment spells cost {1} less to cast for each charge counter on Test.", PER_CHARGE),
    ("en", "Artifact spells and enchantment spells cost {1} less to cast for each charge counter on Test.",
     PER_CHARGE),
]


@pytest.mark.parametrize(("lang", "text", "expected"), COST_TEXTS)
def test_cost_change_text_gives_its_ir(lang: str, text: str, expected: ir.StaticAbility) -> None:
    assert ability(text, lang, permanent=True) == expected


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("en", "Creature spells cost {W} less to cast.", "E290"),
        ("ja", "クリーチャー呪文は、それを唱えるためのコストが{W}少なくなる。", "E290"),
        ("en", "Creature spells cost {1} less to cast for each creature you control.", "E207"),
        ("en", "Creatures you control cost {1} less to cast.", "E202"),
    ],
)
def test_invalid_cost_change_is_a_diagnostic(lang: str, text: str, code: str) -> None:
    assert code in codes(text, lang, permanent=True)


def test_cost_change_on_an_instant_is_a_diagnostic() -> None:
    assert "E251" in codes("Creature spells cost {1} less to cast.", "en")


# --- permissions (601.3e) ------------------------------------------------------------------

from ofuda.runtime.definitions import Duration

DRAW_THEN_FLASH = ir.SpellAbility(
    (), (ir.DrawCards(ir.You(), 1), ir.AsThoughFlash(ir.You(), Duration.END_OF_TURN))
)
FLASH_TEXTS = [
    ("ja", "カードを１枚引く。このターン、あなたは呪文を瞬速を持っているかのように唱えてもよい。"),
    ("ja", "カードを１枚引く。このターン、あなたは土地でないカードを、瞬速を持っているかのように唱えてもよい。"),
    ("en", "Draw a card. You may cast spells this turn as though they had flash."),
    ("en", "Draw a card. You may cast nonland cards this turn as though they had flash."),
]


@pytest.mark.parametrize(("lang", "text"), FLASH_TEXTS)
def test_flash_permission_text_gives_its_ir(lang: str, text: str) -> None:
    assert ability(text, lang) == DRAW_THEN_FLASH


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("en", "You may cast creature spells this turn as though they had flash.", "E290"),
        ("ja", "このターン、あなたはクリーチャー呪文を瞬速を持っているかのように唱えてもよい。", "E290"),
        ("en", "You may cast spells until end of turn as though they had flash.", "E101"),
    ],
)
def test_invalid_flash_permission_is_a_diagnostic(lang: str, text: str, code: str) -> None:
    assert code in codes(text, lang)


# --- copies (707.10) ----------------------------------------------------------------------

INSTANT_SPELL = TargetSpec(objects=ObjectFilter(card_types=(CardType.INSTANT,)), zone="stack")
COPY_KEEP = ir.SpellAbility((INSTANT_SPELL,), (ir.CopySpell(T0),))
COPY_NEW = ir.SpellAbility((INSTANT_SPELL,), (ir.CopySpell(T0, new_targets=True),))
SORCERIES_OF_YOURS = TargetSpec(
    objects=ObjectFilter(card_types=(CardType.SORCERY, CardType.INSTANT), controller=Controller.YOU),
    zone="stack",
)

COPY_TEXTS = [
    ("ja", "インスタント呪文１つを対象とし、それをコピーする。", COPY_KEEP),
    ("en", "Copy target instant spell.", COPY_KEEP),
    ("ja", "インスタント呪文１つを対象とする。それをコピーする。あなたはそのコピーの新しい対象を選んでもよい。", COPY_NEW),
    ("en", "Copy target instant spell. You may choose new targets for the copy.", COPY_NEW),
    ("ja", "あなたがコントロールするソーサリー呪文１つかインスタント呪文１つを対象とし、それをコピーする。",
     ir.SpellAbility((SORCERIES_OF_YOURS,), (ir.CopySpell(T0),))),
    ("en", "Copy target sorcery or instant spell you control.",
     ir.SpellAbility((SORCERIES_OF_YOURS,), (ir.CopySpell(T0),))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), COPY_TEXTS)
def test_copy_text_gives_its_ir(lang: str, text: str, expected: ir.SpellAbility) -> None:
    assert ability(text, lang) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Draw a card. You may choose new targets for the copy."),
        ("ja", "カードを１枚引く。あなたはそのコピーの新しい対象を選んでもよい。"),
    ],
)
def test_new_targets_without_a_copy_is_a_diagnostic(lang: str, text: str) -> None:
    assert "E201" in codes(text, lang)


# --- loyalty abilities (606) -------------------------------------------------------------

DRAW = (ir.DrawCards(ir.You(), 1),)
CREATURE = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,)))

LOYALTY_TEXTS = [
    ("ja", "＋２：カードを１枚引く。", ir.LoyaltyAbility(2, (), DRAW)),
    ("ja", "[＋２]：カードを１枚引く。", ir.LoyaltyAbility(2, (), DRAW)),
    ("en", "+2: Draw a card.", ir.LoyaltyAbility(2, (), DRAW)),
    ("en", "[+2]: Draw a card.", ir.LoyaltyAbility(2, (), DRAW)),
    ("ja", "－３：クリーチャー１体を対象とし、それを破壊する。", ir.LoyaltyAbility(-3, (CREATURE,), (ir.Destroy(T0),))),
    ("en", "\u22123: Destroy target creature.", ir.LoyaltyAbility(-3, (CREATURE,), (ir.Destroy(T0),))),
    ("en", "[\u22123]: Destroy target creature.", ir.LoyaltyAbility(-3, (CREATURE,), (ir.Destroy(T0),))),
    ("en", "[0]: Draw a card.", ir.LoyaltyAbility(0, (), DRAW)),
    ("ja", "[０]：カードを１枚引く。", ir.LoyaltyAbility(0, (), DRAW)),
]


@pytest.mark.parametrize(("lang", "text", "expected"), LOYALTY_TEXTS)
def test_loyalty_text_gives_its_ir(lang: str, text: str, expected: ir.LoyaltyAbility) -> None:
    assert ability(text, lang, permanent=True) == expected


# --- "each player exiles N permanents … and/or cards from … hand" ---------------------------

_PERMANENTS_OR_HAND = (ObjectPool(ObjectFilter()), ObjectPool(ObjectFilter(), "hand"))
EXILE_TWO = ir.SpellAbility((), (ir.ExileUnion(ir.EachPlayer(PlayerFilter()), 2, _PERMANENTS_OR_HAND),))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ja", "各プレイヤーは自分がコントロールするパーマネントか自分の手札のカード（あるいはその組み合わせ）を２個追放する。"),
        ("ja", "各プレイヤーは自分がコントロールするパーマネントか自分の手札のカードを２個追放する。"),
        ("en", "Each player exiles two permanents they control and/or cards from their hand."),
        ("en", "Each player exiles 2 permanents he or she controls and/or cards from his or her hand."),
    ],
)
def test_each_player_exiles_text_gives_its_ir(lang: str, text: str) -> None:
    assert ability(text, lang) == EXILE_TWO


def test_each_player_exiles_only_their_own_objects() -> None:
    """Each object of the union is the choosing player's: "you control" under "each player"
    is someone else's permanents (E202; tests/grammar/test_noun_families.py has more)."""
    assert "E202" in codes(
        "Each player exiles two creatures you control and/or cards from their hand.", "en"
    )


# --- emblems (114) and "no maximum hand size" (402.2) ---------------------------------------

from ofuda.runtime.statics import NoMaximumHandSize
from ofuda.runtime.statics_triggers import CardPutIntoGraveyard

NO_MAX = ir.StaticAbility((NoMaximumHandSize(),))
LIFE_ON_GRAVEYARD = ir.TriggeredAbility(CardPutIntoGraveyard(), (), (ir.GainLife(ir.You(), 1),))

EMBLEM_TEXTS = [
    ("ja", "［－５］：あなたは「あなたの手札の上限はなくなる。」を持つ紋章を得る。",
     ir.LoyaltyAbility(-5, (), (ir.CreateEmblem(ir.You(), (NO_MAX,)),))),
    ("en", '[\u22125]: You get an emblem with "You have no maximum hand size."',
     ir.LoyaltyAbility(-5, (), (ir.CreateEmblem(ir.You(), (NO_MAX,)),))),
    ("ja", ("－５：あなたは「あなたの手札の上限はなくなる。」と「カードが１枚いずれかの領域からあなたの墓地に置かれるたび、"
     "あなたは１点のライフを得る。」を持つ紋章を得る。"),
     ir.LoyaltyAbility(-5, (), (ir.CreateEmblem(ir.You(), (NO_MAX, LIFE_ON_GRAVEYARD)),))),
    ("en", ('-5: You get an emblem with "You have no maximum hand size" and "Whenever a card is put '
     'into your graveyard from anywhere, you gain 1 life."'),
     ir.LoyaltyAbility(-5, (), (ir.CreateEmblem(ir.You(), (NO_MAX, LIFE_ON_GRAVEYARD)),))),
    ("ja", "あなたの手札の上限はなくなる。", NO_MAX),
    ("en", "You have no maximum hand size.", NO_MAX),
]


@pytest.mark.parametrize(("lang", "text", "expected"), EMBLEM_TEXTS)
def test_emblem_text_gives_its_ir(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang, permanent=True) == expected


def test_no_maximum_hand_size_on_an_instant_is_a_diagnostic() -> None:
    assert "E251" in codes("You have no maximum hand size.", "en")


# --- a sacrifice chosen at random, repeated (Tyrant of Discord's family) ---------------------

from ofuda.runtime.definitions import PlayerFilter

PLAYER_T = TargetSpec(players=PlayerFilter())
CREATURES_F = ObjectFilter(card_types=(CardType.CREATURE,))
RANDOM_CREATURE = ir.SpellAbility((PLAYER_T,), (ir.SacrificeAtRandom(T0, CREATURES_F),))
RANDOM_UNTIL_LAND = ir.SpellAbility(
    (PLAYER_T,),
    (ir.Repeat((ir.SacrificeAtRandom(T0, ObjectFilter()),), ir.SacrificedThisWay(CREATURES_F)),),
)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("ja", ("プレイヤー１人を対象とする。そのプレイヤーは自分がコントロールするクリーチャー１体を無作為に選び、"
         "それを生け贄に捧げる。"), RANDOM_CREATURE),
        ("en", "Target player chooses a creature they control at random and sacrifices it.", RANDOM_CREATURE),
        ("ja", ("プレイヤー１人を対象とする。そのプレイヤーは自分がコントロールするパーマネント１つを無作為に選び、"
         "それを生け贄に捧げる。これによりクリーチャーが生け贄に捧げられた場合、この手順を繰り返す。"),
         RANDOM_UNTIL_LAND),
        ("en", ("Target player chooses a permanent he or she controls at random and sacrifices it. "
         "If a creature is sacrificed this way, repeat this process."), RANDOM_UNTIL_LAND),
    ],
)
def test_random_sacrifice_text_gives_its_ir(lang: str, text: str, expected: ir.SpellAbility) -> None:
    assert ability(text, lang) == expected


def test_random_sacrifice_of_an_object_is_a_diagnostic() -> None:
    assert "E202" in codes(
        "Target creature chooses a permanent it controls at random and sacrifices it.", "en"
    )
