"""Action triggers as phrase families (603.2): "Whenever CARDNAME becomes tapped / untapped"
(701.26), "Whenever you sacrifice a permanent" (701.17a), "Whenever you activate an ability of
…" (602.2), "Whenever you draw your second card each turn" (121.2). Each row is compiled in
both languages to one IR, checked for the trigger it means, and rendered back in both languages
to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card

# a creature card's type line with its power and toughness (the card file's next line)
CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"
YOUR_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))
CREATURES_OR_LANDS = ObjectFilter(card_types=(CardType.CREATURE, CardType.LAND))
SARKHANS = ObjectFilter(card_types=(CardType.PLANESWALKER,), subtypes=("Sarkhan",))
CHANDRAS = ObjectFilter(card_types=(CardType.PLANESWALKER,), subtypes=("Chandra",))

ROWS = [
    (  # Ghostly Pilferer (m21)
        "試作がアンタップ状態になるたび、あなたは{2}を支払ってもよい。そうしたなら、カードを１枚引く。",
        "Whenever Test becomes untapped, you may pay {2}. If you do, draw a card.",
        rte.BecomesUntapped(None),
    ),
    (
        "試作がタップ状態になるたび、あなたは１点のライフを得る。",
        "Whenever Test becomes tapped, you gain 1 life.",
        rte.BecomesTapped(None),
    ),
    (
        "あなたがコントロールしているクリーチャーが１体タップ状態になるたび、あなたは１点のライフを得る。",
        "Whenever a creature you control becomes tapped, you gain 1 life.",
        rte.BecomesTapped(YOUR_CREATURES),
    ),
    (
        "装備しているクリーチャーがアンタップ状態になるたび、カードを１枚引く。",
        "Whenever equipped creature becomes untapped, draw a card.",
        rte.BecomesUntapped(rte.EquippedCreature()),
    ),
    (  # Havoc Jester (m21)
        (
            "あなたがパーマネントを１つ生け贄に捧げるたび、クリーチャー１体かプレインズウォーカー１体か"
            "プレイヤー１人を対象とする。試作はそれに１点のダメージを与える。"
        ),
        "Whenever you sacrifice a permanent, Test deals 1 damage to any target.",
        rte.Sacrifices(ObjectFilter(), Controller.YOU),
    ),
    (
        "あなたがクリーチャーを１体生け贄に捧げるたび、あなたは１点のライフを得る。",
        "Whenever you sacrifice a creature, you gain 1 life.",
        rte.Sacrifices(CREATURES, Controller.YOU),
    ),
    (
        "あなたが他のパーマネントを１つ生け贄に捧げるたび、試作の上に＋１/＋１カウンターを１個置く。",
        "Whenever you sacrifice another permanent, put a +1/+1 counter on Test.",
        rte.Sacrifices(ObjectFilter(other=True), Controller.YOU),
    ),
    (  # 2018: a bare 「対戦相手が」
        "対戦相手がクリーチャーを１体生け贄に捧げるたび、そのプレイヤーは１点のライフを失う。",
        "Whenever an opponent sacrifices a creature, that player loses 1 life.",
        rte.Sacrifices(CREATURES, Controller.OPPONENT),
    ),
    (  # Sarkhan's Whelp (m19)
        (
            "あなたがサルカン・プレインズウォーカーの能力を起動するたび、クリーチャー１体か"
            "プレインズウォーカー１体かプレイヤー１人を対象とする。試作はそれに１点のダメージを与える。"
        ),
        "Whenever you activate an ability of a Sarkhan planeswalker, Test deals 1 damage to any target.",
        rte.Activates(SARKHANS, Controller.YOU),
    ),
    (  # Keral Keep Disciples (m21)
        ("あなたがチャンドラ・プレインズウォーカーの忠誠度能力を起動するたび、試作は各対戦相手にそれぞれ"
        "１点のダメージを与える。"),
        ("Whenever you activate a loyalty ability of a Chandra planeswalker, Test deals 1 damage to"
        " each opponent."),
        rte.Activates(CHANDRAS, Controller.YOU, loyalty_only=True),
    ),
    (  # Runic Armasaur (m19)
        ("対戦相手がクリーチャーか土地の、マナ能力でない能力を起動するたび、あなたはカードを１枚引いても"
        "よい。"),
        ("Whenever an opponent activates an ability of a creature or land that isn't a mana ability,"
        " you may draw a card."),
        rte.Activates(CREATURES_OR_LANDS, Controller.OPPONENT, mana_abilities=False),
    ),
    (  # mana abilities count unless the text says they don't (605.3a)
        "あなたがアーティファクトの能力を起動するたび、あなたは１点のライフを得る。",
        "Whenever you activate an ability of an artifact, you gain 1 life.",
        rte.Activates(ObjectFilter(card_types=(CardType.ARTIFACT,)), Controller.YOU),
    ),
    (  # Hekma Sentinels (AKH): cycling discards the card, one event (702.29d)
        "あなたがカードを１枚サイクリングするか捨てるたび、あなたは１点のライフを得る。",
        "Whenever you cycle or discard a card, you gain 1 life.",
        rte.Discards(Controller.YOU),
    ),
    (  # a Cat-token card and Mystic Skyfish (m21)
        (
            "あなたが各ターンのあなたの２枚目のカードを引くたび、緑の２/２の猫・クリーチャー・トークンを"
            "１体生成する。"
        ),
        "Whenever you draw your second card each turn, create a 2/2 green Cat creature token.",
        rte.Draws(Controller.YOU, nth=2),
    ),
    (
        "あなたが各ターンのあなたの３枚目のカードを引くたび、あなたは１点のライフを得る。",
        "Whenever you draw your third card each turn, you gain 1 life.",
        rte.Draws(Controller.YOU, nth=3),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_action_trigger_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger = row
    card = bilingual_card(ja, en, CREATURE)
    assert card.abilities[0].trigger == trigger


def test_that_creature_is_the_one_tapped_or_sacrificed() -> None:
    """「そのクリーチャー」 / "that creature" is the event's permanent: the one that became
    tapped, the one sacrificed (as it last existed, 603.10a); 「そのプレイヤー」 / "that player"
    the opponent who sacrificed."""
    card = bilingual_card(
        "あなたがコントロールしているクリーチャーが１体タップ状態になるたび、そのクリーチャーの上に"
        "＋１/＋１カウンターを１個置く。",
        "Whenever a creature you control becomes tapped, put a +1/+1 counter on that creature.",
        CREATURE,
    )
    assert "TriggeringObject" in repr(card.abilities[0].effects)
    card = bilingual_card(
        "対戦相手がクリーチャーを１体生け贄に捧げるたび、そのプレイヤーは１点のライフを失う。",
        "Whenever an opponent sacrifices a creature, that player loses 1 life.",
        CREATURE,
    )
    assert "TriggeringPlayer" in repr(card.abilities[0].effects)


def _codes(ja: str) -> list[str]:
    source = f"name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n  {ja}\n"
    return [d.code for d in compile_source(SourceFile("t.card", source)).diagnostics]


def test_a_sacrifice_trigger_names_one_permanent() -> None:
    """701.17a: each permanent sacrificed is an event of its own; 「…を２つ生け贄に捧げるたび」 is
    E261, never read as one."""
    assert _codes("あなたがパーマネントを２つ生け贄に捧げるたび、カードを１枚引く。") == ["E261"]


def test_a_draw_trigger_counts_from_the_second_card() -> None:
    """121.2: 「１枚目」 is not a count ofuda watches (E261); 「カードを１枚引くたび」 is every card."""
    assert _codes("あなたが各ターンのあなたの１枚目のカードを引くたび、カードを１枚引く。") == ["E261"]


def test_this_ability_triggers_only_once_each_turn() -> None:
    """603.2: 「この能力は、毎ターン１回しか誘発しない。」 / "This ability triggers only once each
    turn." is the triggered ability's own limit, on any trigger; on another ability it is E205."""
    card = bilingual_card(
        "あなたがライフを得るたび、カードを１枚引く。この能力は、毎ターン１回しか誘発しない。",
        "Whenever you gain life, draw a card. This ability triggers only once each turn.",
        CREATURE,
    )
    ability = card.abilities[0]
    assert ability.once_each_turn and ability.trigger == rte.GainsLife(Controller.YOU)
    assert _codes("{T}：カードを１枚引く。この能力は、毎ターン１回しか誘発しない。") == ["E205"]
