"""The effect language in English: new texts (on no AVR card) in 2012 and Oracle wording.

Each English text must give the same IR as its Japanese twin in
test_effects_ja.py (translation pairs), and the 2012 printed wording and the
current Oracle wording of one instruction must give equal IR. Invalid texts
are rejected with the right diagnostic code.
"""

from __future__ import annotations

import pytest
from test_effects_ja import EXPECTED, JA_TEXTS, PLAYER, T0, YOU, ability, codes

from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    Controller,
    Cost,
    DiscardCards,
    Duration,
    EntersTheBattlefield,
    ManaCost,
    ObjectFilter,
    PayLife,
    SacrificeSelf,
    TapPermanents,
)

# name → the English text (Oracle style unless the name says 2012).
EN_TEXTS = {
    "exile creature": "Exile target creature.",
    "exile zombie": "Exile target Zombie.",
    "bounce theirs": "Return target creature you don't control to its owner's hand.",
    "destroy nonblack": "Destroy target nonblack creature.",
    "nonland to top": "Put target nonland permanent on top of its owner's library.",
    "destroy tapped": "Destroy target tapped creature.",
    "tap flier": "Tap target creature with flying.",
    "untap non-angel": "Untap target non-Angel creature.",
    "each player draws": "Each player draws two cards.",
    "each opponent loses": "Each opponent loses 3 life.",
    "wrath": "Destroy all creatures.",
    "nonland to bottom": "Put all nonland permanents on the bottom of their owners' libraries.",
    "team flying": "Creatures you control gain flying until end of turn.",
    "team pump": "Creatures you control get +2/+0 until end of turn.",
    "discard one": "Target player discards a card.",
    "discard hand": "Target opponent discards their hand.",
    "mill three": "Target player mills three cards.",
    "edict": "Target opponent sacrifices a creature.",
    "regrowth": "Return target creature card from your graveyard to your hand.",
    "grave exile": "Exile target card from a graveyard.",
    "counter creature spell": "Counter target creature spell.",
    "angel tokens": "Create two 2/2 white Angel creature tokens with flying.",
    "x devils": "Create X 1/1 red Devil creature tokens.",
    "three counters": "Put three +1/+1 counters on target creature.",
    "regenerate": "Regenerate target creature.",
    "threaten": "Gain control of target creature until end of turn.",
    "extra turn": "Take an extra turn after this one.",
    "any target bolt": "Test deals 3 damage to any target.",
    "sweep their creatures": "Test deals 2 damage to each creature target player controls.",
    "life per land": "You gain 1 life for each land you control.",
    "two life per angel": "You gain 2 life for each Angel you control.",
    "loot": "Draw two cards, then discard a card.",
    "frost": "Tap target creature. It doesn't untap during its controller's next untap step.",
    "fight": "Target creature you control fights another target creature.",
    "may destroy": "You may destroy target creature.",
    "zombie bonus": "Draw a card. If you control a Zombie, you gain 3 life.",
    "bounce human draws": "Return target creature to its owner's hand. If it's a Human, draw a card.",
    "drain by creatures": "Target player loses X life, where X is the number of creatures you control.",
    "tap up to three": "Tap up to three target creatures.",
    "ritual": "Add {G}{G}.",
    "fog me": "Prevent all damage that would be dealt to you this turn.",
}

# The 2012 printed wording of some of the same instructions.
PRINTED_2012 = {
    "discard hand": "Target opponent discards his or her hand.",
    "mill three": "Target player puts the top three cards of his or her library into his or her graveyard.",
    "angel tokens": "Put two 2/2 white Angel creature tokens with flying onto the battlefield.",
    "x devils": "Put X 1/1 red Devil creature tokens onto the battlefield.",
    "any target bolt": "Test deals 3 damage to target creature or player.",
    "ritual": "Add {G}{G} to your mana pool.",
}


@pytest.mark.parametrize("name", sorted(EN_TEXTS))
def test_english_text_gives_its_ir(name: str) -> None:
    spell = ability(EN_TEXTS[name], "en")
    assert isinstance(spell, ir.SpellAbility)
    targets, effects = EXPECTED[name]
    assert spell.targets == targets
    assert spell.effects == effects


@pytest.mark.parametrize("name", sorted(PRINTED_2012))
def test_2012_wording_gives_the_oracle_ir(name: str) -> None:
    assert ability(PRINTED_2012[name], "en") == ability(EN_TEXTS[name], "en")


@pytest.mark.parametrize("name", sorted(set(JA_TEXTS) & set(EN_TEXTS)))
def test_japanese_and_english_translations_lower_to_equal_ir(name: str) -> None:
    assert ability(JA_TEXTS[name], "ja") == ability(EN_TEXTS[name], "en")


def test_a_whole_card_in_both_languages_compiles_to_one_ir() -> None:
    from ofuda.compiler.pipeline import compile_source
    from ofuda.compiler.source import SourceFile

    text = (
        "name: 試しの吹雪 / Test Blizzard\ntype: インスタント / Instant\n"
        f"ja:\n  {JA_TEXTS['frost']}\n  カードを１枚引く。\n"
        f"en:\n  {EN_TEXTS['frost']}\n  Draw a card.\n"
    )
    card = compile_source(SourceFile("t.card", text))
    assert card.ok, [d.message for d in card.diagnostics]


# --- abilities of permanents ------------------------------------------------------------


def test_etb_makes_target_player_discard() -> None:
    a = ability("When Test enters the battlefield, target player discards two cards.", "en", True)
    assert a == ir.TriggeredAbility(EntersTheBattlefield(), (PLAYER,), (ir.Discard(T0, 2, False),))


@pytest.mark.parametrize(
    "restriction",
    ["Activate only as a sorcery.", "Activate this ability only any time you could cast a sorcery."],
)
def test_discard_cost_and_sorcery_speed_old_and_new(restriction: str) -> None:
    a = ability(f"{{1}}, Discard a card: Draw a card. {restriction}", "en", True)
    assert a == ir.ActivatedAbility(
        Cost((ManaCost("{1}"), DiscardCards(1))), (), (ir.DrawCards(YOU, 1),), sorcery_speed=True
    )


def test_sacrifice_self_cost_with_a_target() -> None:
    a = ability("{B}, Sacrifice Test: Target player loses 2 life.", "en", True)
    assert a == ir.ActivatedAbility(Cost((ManaCost("{B}"), SacrificeSelf())), (PLAYER,),
                                    (ir.LoseLife(T0, 2),))


def test_pay_life_cost() -> None:
    a = ability("Pay 2 life: Test gets +1/+1 until end of turn.", "en", True)
    assert a == ir.ActivatedAbility(
        Cost((PayLife(2),)), (), (ir.ModifyPowerToughness(ir.ThisObject(), 1, 1, Duration.END_OF_TURN),)
    )


def test_tap_untapped_angels_cost() -> None:
    a = ability("Tap two untapped Angels you control: Draw a card.", "en", True)
    angels = ObjectFilter(subtypes=("Angel",), controller=Controller.YOU, tapped=False)
    assert a == ir.ActivatedAbility(Cost((TapPermanents(angels, 2),)), (), (ir.DrawCards(YOU, 1),))


def test_permanent_abilities_match_their_japanese_twins() -> None:
    pairs = [
        ("テストが戦場に出たとき、プレイヤー１人を対象とする。そのプレイヤーはカードを２枚捨てる。",
         "When Test enters the battlefield, target player discards two cards."),
        ("ライフを２点支払う：テストはターン終了時まで＋１/＋１の修整を受ける。",
         "Pay 2 life: Test gets +1/+1 until end of turn."),
        ("あなたがコントロールするアンタップ状態の天使を２体タップする：カードを１枚引く。",
         "Tap two untapped Angels you control: Draw a card."),
    ]
    for ja, en in pairs:
        assert ability(ja, "ja", True) == ability(en, "en", True)


# --- texts that must be rejected, with the right code ------------------------------------


@pytest.mark.parametrize(
    ("text", "code", "permanent"),
    [
        ("Destroy it.", "E201", False),
        ("Test gets +2/+2 until end of turn.", "E209", False),
        ("You gain 3 life.", "E250", True),  # on a creature: an action with no cost or trigger
        ("Target creature draws a card.", "E202", False),
        ("Draw a card until end of turn.", "E203", False),
        ("Destroy target creature for each Human you control.", "E207", False),
        ("Draw a card. Activate only as a sorcery.", "E205", False),
        # modes only as a spell's whole text (700.2): not on an activated ability
        ("{T}: Choose one — Draw a card; or you gain 2 life.", "E290", True),
        ("Destory target creature.", "E101", False),
        ("Draw a card, then.", "E101", False),
    ],
)
def test_invalid_english_text_is_rejected_with_its_code(text: str, code: str, permanent: bool) -> None:
    assert code in codes(text, "en", permanent)
