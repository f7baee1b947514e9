"""Spell shapes of the effect language, both languages: modes, additional costs, several targets.

New texts (AVR phrasing on no AVR card) with the exact IR they give, in Japanese
(2012 and current templating) and English (2012 printed and Oracle), and
invalid texts with their diagnostic codes.
"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    CardType,
    Controller,
    DiscardCards,
    ObjectFilter,
    PayLife,
    PlayerFilter,
    SacrificePermanents,
    TapPermanents,
)
from support.texts import CREATURE_F, PLAYER, T0, YOU, ability, codes, target

# --- modal spells (700.2) ---------------------------------------------------------------

DRAW_OR_SHOCK = ir.ModalSpell(
    1,
    1,
    (
        ir.SpellAbility((), (ir.DrawCards(YOU, 2),)),
        # a text of today: "target player" is a player (printed before 2018 it would read
        # "target player or planeswalker", tests/grammar/test_effect_choices.py)
        ir.SpellAbility((PLAYER,), (ir.DealDamage(ir.ThisObject(), T0, 2),)),
    ),
)
TAP_OR_UNTAP_MANY = ir.ModalSpell(
    1,
    2,
    (
        ir.SpellAbility((target(),), (ir.Tap(T0),)),
        ir.SpellAbility(
            (target(ObjectFilter(card_types=(CardType.LAND,))),), (ir.Untap(T0),)
        ),
    ),
)

MODAL_TEXTS = [
    # 2012 Japanese: the modes quoted on one line
    ("ja", "以下の２つから１つを選ぶ。「カードを２枚引く。」「プレイヤー１人を対象とする。テストはそのプレイヤーに２点のダメージを与える。」",
     DRAW_OR_SHOCK),
    # current Japanese: a bullet line per mode
    ("ja", "以下から１つを選ぶ。\n• カードを２枚引く。\n• プレイヤー１人を対象とする。テストはそのプレイヤーに２点のダメージを与える。",
     DRAW_OR_SHOCK),
    # 2012 English: "; or"
    ("en", "Choose one — Draw two cards; or Test deals 2 damage to target player.", DRAW_OR_SHOCK),
    # Oracle English: bullets
    ("en", "Choose one —\n• Draw two cards.\n• Test deals 2 damage to target player.", DRAW_OR_SHOCK),
    ("ja", "以下の２つから１つまたは複数を選ぶ。「クリーチャー１体を対象とし、それをタップする。」「土地１つを対象とし、それをアンタップする。」",
     TAP_OR_UNTAP_MANY),
    ("ja", "以下から１つまたは複数を選ぶ。\n• クリーチャー１体を対象とし、それをタップする。\n• 土地１つを対象とする。それをアンタップする。",
     TAP_OR_UNTAP_MANY),
    # 2012 English "one or more": modes joined by "; and/or"
    ("en", "Choose one or more — Tap target creature; and/or untap target land.", TAP_OR_UNTAP_MANY),
    ("en", "Choose one or more —\n• Tap target creature.\n• Untap target land.", TAP_OR_UNTAP_MANY),
]


@pytest.mark.parametrize(("lang", "text", "expected"), MODAL_TEXTS)
def test_modal_text_gives_one_spell_ability_per_mode(lang: str, text: str, expected: ir.ModalSpell) -> None:
    assert ability(text.replace("\n", "\n  "), lang) == expected


def test_each_mode_declares_its_own_targets() -> None:
    """Two modes that both target: each counts its targets from 0 (the runtime's per-mode contexts)."""
    spell = ability("Choose one — Destroy target creature; or exile target creature.", "en")
    assert isinstance(spell, ir.ModalSpell)
    assert [mode.targets for mode in spell.modes] == [(target(CREATURE_F),), (target(CREATURE_F),)]
    assert spell.modes[1].effects == (ir.Exile(T0),)


@pytest.mark.parametrize(
    ("text", "lang", "code", "permanent"),
    [
        # modes on an activated ability: the runtime chooses modes only for spells
        ("{T}: Choose one — Draw a card; or you gain 2 life.", "en", "E290", True),
        # instructions after the modes
        ("以下の２つから１つを選ぶ。「カードを１枚引く。」「あなたは２点のライフを得る。」カードを１枚引く。", "ja", "E290", False),
        # a mode refers to the other mode's target: each mode has targets of its own
        ("以下の２つから１つを選ぶ。「クリーチャー１体を対象とし、それをタップする。」「それを破壊する。」", "ja", "E201", False),
        # a bullet line without the choice above it
        ("• Draw a card.", "en", "E101", False),
    ],
)
def test_invalid_modal_text_is_rejected_with_its_code(text: str, lang: str, code: str, permanent: bool) -> None:
    assert code in codes(text, lang, permanent)


# --- additional costs (601.2b) ---------------------------------------------------------

HUMANS_YOU_CONTROL = ObjectFilter(subtypes=("Human",), controller=Controller.YOU, tapped=False)

ADDITIONAL_COST_TEXTS = [
    ("ja", "テストを唱えるための追加コストとして、カードを１枚捨てる。", ir.AdditionalCost((DiscardCards(1),))),
    ("ja", "この呪文を唱えるための追加コストとして、カードを１枚捨てる。", ir.AdditionalCost((DiscardCards(1),))),
    ("en", "As an additional cost to cast Test, discard a card.", ir.AdditionalCost((DiscardCards(1),))),
    ("en", "As an additional cost to cast this spell, discard a card.", ir.AdditionalCost((DiscardCards(1),))),
    ("ja", "この呪文を唱えるための追加コストとして、ライフを３点支払う。", ir.AdditionalCost((PayLife(3),))),
    ("en", "As an additional cost to cast this spell, pay 3 life.", ir.AdditionalCost((PayLife(3),))),
    ("ja", "この呪文を唱えるための追加コストとして、あなたがコントロールするアンタップ状態の人間を望む数だけタップする。",
     ir.AdditionalCost((TapPermanents(HUMANS_YOU_CONTROL, 0, any_number=True),))),
    ("en", "As an additional cost to cast this spell, tap any number of untapped Humans you control.",
     ir.AdditionalCost((TapPermanents(HUMANS_YOU_CONTROL, 0, any_number=True),))),
    ("en", "As an additional cost to cast Test, sacrifice two creatures.",
     ir.AdditionalCost((SacrificePermanents(CREATURE_F, 2),))),
    ("ja", "テストを唱えるための追加コストとして、クリーチャーを２体生け贄に捧げる。",
     ir.AdditionalCost((SacrificePermanents(CREATURE_F, 2),))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), ADDITIONAL_COST_TEXTS)
def test_additional_cost_text_gives_its_cost(lang: str, text: str, expected: ir.AdditionalCost) -> None:
    assert ability(text, lang) == expected


GAIN_PER_TAPPED = ir.SpellAbility((), (ir.GainLife(YOU, ir.Product(2, ir.PaidCount("tapped"))),))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ja", "あなたは、これによりタップされたクリーチャーの総数の２倍に等しい点数のライフを得る。"),
        ("en", "You gain life equal to two times the number of creatures tapped this way."),
    ],
)
def test_the_number_tapped_this_way_counts_what_was_paid(lang: str, text: str) -> None:
    assert ability(text, lang) == GAIN_PER_TAPPED


def test_burn_at_the_stakes_printed_stray_sono_means_deals() -> None:
    """AVR #130's printed 「…ダメージをその与える。」 lowers like 「…ダメージを与える。」."""
    printed = ability("プレイヤー１人を対象とする。テストはそのプレイヤーに３点のダメージをその与える。")
    assert printed == ability("プレイヤー１人を対象とする。テストはそのプレイヤーに３点のダメージを与える。")


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # the stray その is that printed phrase only, not a pattern: no other form, no other word
        ("プレイヤー１人を対象とする。テストはそのプレイヤーに３点のダメージをその与え、カードを１枚引く。", "ja", "E101"),
        ("プレイヤー１人を対象とする。テストはそのプレイヤーに３点のダメージをあの与える。", "ja", "E101"),
        ("カードを１枚引き、その与える。", "ja", "E101"),
        # a spell on the stack can't tap or sacrifice itself to pay for its casting
        ("As an additional cost to cast this spell, sacrifice Test.", "en", "E204"),
        ("この呪文を唱えるための追加コストとして、{T}。", "ja", "E204"),
        # an additional cost is a cost, not an instruction
        ("As an additional cost to cast this spell, draw a card.", "en", "E101"),
    ],
)
def test_invalid_cost_text_is_rejected_with_its_code(text: str, lang: str, code: str) -> None:
    assert code in codes(text, lang)


# --- issue 4: a mistranslation is caught (AVR #153 破滅の儀式 / Rite of Ruin, FAQ P95) ----------

RITE_EN = (
    "Choose an order for artifacts, creatures, and lands. Each player sacrifices one permanent "
    "of the first type, sacrifices two of the second type, then sacrifices three of the third type."
)
# FAQ P95(1): the Japanese printing merged the three sacrifices into one clause.
RITE_JA_MERGED = (
    "アーティファクト、クリーチャー、土地の順番を決める。各プレイヤーは第一のタイプのパーマネントを１つ、"
    "第二のタイプのパーマネントを２つ、第三のタイプのパーマネントを３つ生け贄に捧げる。"
)
RITE_JA = (
    "アーティファクト、クリーチャー、土地の順番を決める。各プレイヤーは第一のタイプのパーマネントを１つ"
    "生け贄に捧げ、第二のタイプのパーマネントを２つ生け贄に捧げ、第三のタイプのパーマネントを３つ生け贄に捧げる。"
)


def _rite(ja: str):  # type: ignore[no-untyped-def]
    from ofuda.compiler.pipeline import compile_source
    from ofuda.compiler.source import SourceFile

    text = f"name: 破滅の儀式 / Rite of Ruin\ncost: {{5}}{{R}}{{R}}\ntype: ソーサリー / Sorcery\nja:\n  {ja}\nen:\n  {RITE_EN}\n"
    return compile_source(SourceFile("rite.card", text))


def test_rite_of_ruin_merged_japanese_is_an_e301_showing_both_readings() -> None:
    card = _rite(RITE_JA_MERGED)
    assert not card.ok
    (diagnostic,) = [d for d in card.diagnostics if d.code == "E301"]
    plain_ja, plain_en, japanese, english = diagnostic.hints
    # both meanings in the same terms (canonical English) first …
    assert plain_ja.startswith("the Japanese means: ") and plain_en.startswith("the English means:")
    assert plain_ja != plain_en.replace("the English means: ", "the Japanese means:")
    # … then the Japanese reads as one sacrifice of all the groups at once …
    assert japanese.startswith("Japanese reads as:") and "SacrificeGroups" in japanese
    assert "counts: (1, 2, 3)" in japanese
    # … the English as three sacrifices, one type after another (FAQ P95(2), (3))
    assert english.startswith("English reads as:") and english.count("Sacrifice\n") == 3
    assert "SacrificeGroups" not in english


def test_rite_of_ruin_printed_japanese_matches_the_english() -> None:
    card = _rite(RITE_JA)
    assert card.ok, [d.message for d in card.diagnostics]
    (spell,) = card.card.abilities
    assert spell.effects[1:] == tuple(
        ir.Sacrifice(ir.EachPlayer(PlayerFilter()), None, ir.OrderedType(i), i + 1)  # type: ignore[arg-type]
        for i in range(3)
    )


# --- several targets named together (English "target A and target B") ------------------

YOURS = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
THEIRS = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)
LAND = ObjectFilter(card_types=(CardType.LAND,))


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "Return target creature you control and target creature you don't control to their owners' hands.",
         ir.SpellAbility((target(YOURS), target(THEIRS)), (ir.ReturnToHand(ir.AllTargets(0, 2)),))),
        ("en", "Destroy target creature and target land.",
         ir.SpellAbility((target(), target(LAND)), (ir.Destroy(ir.AllTargets(0, 2)),))),
        ("ja", "クリーチャー１体と土地１つを対象とし、それらを破壊する。",
         ir.SpellAbility((target(), target(LAND)), (ir.Destroy(ir.AllTargets(0, 2)),))),
    ],
)
def test_targets_named_together_are_meant_together(lang: str, text: str, expected: ir.SpellAbility) -> None:
    assert ability(text, lang) == expected


def test_a_player_named_together_with_a_creature_is_rejected() -> None:
    """ "Destroy target creature and target player": a player is not an object to destroy."""
    assert "E202" in codes("Destroy target creature and target player.", "en")


def test_plain_and_after_a_target_still_starts_the_next_predicate() -> None:
    """ "and target" is one word only where a second target follows; "and draw" is a new verb."""
    spell = ability("Destroy target creature and draw a card.", "en")
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects == (ir.Destroy(T0), ir.DrawCards(YOU, 1))
