"""Where a spell was cast from (601.2a) and its place among the caster's spells of the turn
(601.2i), in both languages: the spell's own condition 「CARDNAMEが墓地から唱えられた場合」 /
"If CARDNAME was cast from a graveyard" (2012), 「この呪文があなたの手札から唱えられたなら」 / "If
this spell was cast from your hand" (2018), 「…あなたの手札以外の領域から唱えられていたなら」 /
"… from anywhere other than your hand" (2020); and the cast triggers 「あなたがあなたの墓地から呪文
を１つ唱えるたび」 (and 2011's 「呪文を１つあなたの墓地から」) / "Whenever you cast a spell from your
graveyard", 「対戦相手が自分の手札以外の領域から呪文を唱えるたび」 / "… from anywhere other than
their hand", 「あなたが各ターン内で初めて、…呪文を唱えるたび」 / "Whenever you cast your first …
spell each turn", 「対戦相手１人が各ターンの自分の２つ目の呪文を唱えるたび」 / "Whenever an opponent
casts their second spell each turn". Each row compiles in both languages to one IR and renders
back to it."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.conditions import CastFrom, CastSpellsThisTurn
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ZoneKind
from support.texts import bilingual_card, codes, nodes_of_kind

_INSTANT = "インスタント / Instant"
_ENCHANTMENT = "エンチャント / Enchantment"
_ANY_SPELL = ObjectFilter()
_INSTANT_OR_SORCERY = ObjectFilter(card_types=(CardType.INSTANT, CardType.SORCERY))


@pytest.mark.parametrize(
    ("ja", "en", "origin"),
    [
        (
            "カードを２枚引く。CARDNAMEが墓地から唱えられた場合、代わりにカードを３枚引く。",
            "Draw two cards. If CARDNAME was cast from a graveyard, draw three cards instead.",
            CastFrom(ZoneKind.GRAVEYARD),
        ),
        (
            "カードを２枚引く。CARDNAMEがあなたの墓地から唱えられた場合、代わりにカードを３枚引く。",
            "Draw two cards. If CARDNAME was cast from your graveyard, draw three cards instead.",
            CastFrom(ZoneKind.GRAVEYARD, own=True),
        ),
        (
            "カードを２枚引く。この呪文があなたの手札から唱えられたなら、カードを１枚引く。",
            "Draw two cards. If this spell was cast from your hand, draw a card.",
            CastFrom(ZoneKind.HAND, own=True),
        ),
        (
            "カードを２枚引く。この呪文があなたの手札以外の領域から唱えられていたなら、代わりに、カードを３枚引く。",
            "Draw two cards. If this spell was cast from anywhere other than your hand, draw three cards instead.",
            CastFrom(ZoneKind.HAND, own=True, other_than=True),
        ),
    ],
)
def test_the_spell_was_cast_from(ja: str, en: str, origin: CastFrom) -> None:
    """601.2a: the condition is the spell's own fact, one runtime condition in both languages."""
    card = bilingual_card(ja, en, _INSTANT)
    assert nodes_of_kind(card.abilities, CastFrom) == [origin]


@pytest.mark.parametrize(
    ("ja", "en", "trigger"),
    [
        (
            "あなたがあなたの墓地から呪文を１つ唱えるたび、カードを１枚引く。",
            "Whenever you cast a spell from your graveyard, draw a card.",
            rte.SpellCast(_ANY_SPELL, Controller.YOU, CastFrom(ZoneKind.GRAVEYARD, own=True)),
        ),
        (
            "あなたが呪文を１つあなたの墓地から唱えるたび、カードを１枚引く。",  # 2011's order
            "Whenever you cast a spell from your graveyard, draw a card.",
            rte.SpellCast(_ANY_SPELL, Controller.YOU, CastFrom(ZoneKind.GRAVEYARD, own=True)),
        ),
        (
            "対戦相手が自分の手札以外の領域から呪文を唱えるたび、カードを１枚引く。",
            "Whenever an opponent casts a spell from anywhere other than their hand, draw a card.",
            rte.SpellCast(
                _ANY_SPELL, Controller.OPPONENT, CastFrom(ZoneKind.HAND, own=True, other_than=True)
            ),
        ),
        (
            "あなたが各ターン内で初めて、インスタントかソーサリーである呪文を唱えるたび、カードを１枚引く。",
            "Whenever you cast your first instant or sorcery spell each turn, draw a card.",
            rte.SpellCast(_INSTANT_OR_SORCERY, Controller.YOU, nth=1),
        ),
        (
            "対戦相手１人が各ターンの自分の２つ目の呪文を唱えるたび、カードを１枚引く。",
            "Whenever an opponent casts their second spell each turn, draw a card.",
            rte.SpellCast(_ANY_SPELL, Controller.OPPONENT, nth=2),
        ),
        (
            "あなたが各ターンのあなたの２つ目の呪文を唱えるたび、カードを１枚引く。",
            "Whenever you cast your second spell each turn, draw a card.",
            rte.SpellCast(_ANY_SPELL, Controller.YOU, nth=2),
        ),
    ],
)
def test_cast_triggers_with_an_origin_or_a_place(ja: str, en: str, trigger: rte.SpellCast) -> None:
    """601.2a, 601.2i, 603.2: one trigger in both languages, its origin or ordinal kept."""
    card = bilingual_card(ja, en, _ENCHANTMENT)
    (ability,) = card.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.trigger == trigger


@pytest.mark.parametrize(
    "text",
    [
        # whose graveyard: ofuda reads only the caster's own zone in a trigger
        "Whenever an opponent casts a spell from your graveyard, draw a card.",
        # a permanent doesn't remember where the spell it was was cast from
        "If CARDNAME was cast from your graveyard, draw a card.",
    ],
)
def test_an_origin_ofuda_cannot_tell_is_a_diagnostic(text: str) -> None:
    """A wrong meaning is worse than a rejection."""
    assert codes(text, "en", permanent=True)


def test_that_spell_is_the_cast_triggers_spell() -> None:
    """603.2: 「その呪文をコピーする」 / "copy that spell" names the spell the trigger's event
    names, as 「それ」 / "it" does (Double Vision)."""
    card = bilingual_card(
        "あなたがインスタント呪文を唱えるたび、その呪文をコピーする。",
        "Whenever you cast an instant spell, copy that spell.",
        _ENCHANTMENT,
    )
    same = bilingual_card(
        "あなたがインスタント呪文を唱えるたび、それをコピーする。",
        "Whenever you cast an instant spell, copy it.",
        _ENCHANTMENT,
    )
    assert card.abilities == same.abilities


@pytest.mark.parametrize(
    ("ja", "en", "kind"),
    [
        (
            "このターンにあなたがインスタントかソーサリーである呪文を唱えていたなら、この呪文を唱えるためのコストは{2}{U}少なくなる。",
            "This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell this turn.",
            _INSTANT_OR_SORCERY,
        ),
        (
            "カードを１枚引く。このターンにあなたがクリーチャー呪文を唱えていた場合、カードを１枚引く。",
            "Draw a card. If you cast a creature spell this turn, draw a card.",
            ObjectFilter(card_types=(CardType.CREATURE,)),
        ),
    ],
)
def test_you_cast_a_kind_of_spell_this_turn(ja: str, en: str, kind: ObjectFilter) -> None:
    """601.2i: "you've cast an instant or sorcery spell this turn" / 「このターンにあなたが…呪文を
    唱えていた」 — a spell's own cost change (601.2f) or an instruction's condition."""
    card = bilingual_card(ja, en, _INSTANT)
    assert nodes_of_kind(card.abilities, CastSpellsThisTurn) == [
        CastSpellsThisTurn(Controller.YOU, 1, kind)
    ]


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "kind"),
    [
        (  # Nightpack Ambusher (M20): an intervening "if"
            "あなたの終了ステップの開始時に、このターンにあなたが呪文を唱えていなかった場合、"
            "カードを１枚引く。",
            "At the beginning of your end step, if you didn't cast a spell this turn, draw a card.",
            "クリーチャー — 狼 / Creature — Wolf\npt: 2/2",
            ObjectFilter(),
        ),
        (  # an instruction's condition, of a kind
            "カードを１枚引く。このターンにあなたがクリーチャー呪文を唱えていなかった場合、"
            "カードを１枚引く。",
            "Draw a card. If you didn't cast a creature spell this turn, draw a card.",
            _INSTANT,
            ObjectFilter(card_types=(CardType.CREATURE,)),
        ),
    ],
)
def test_you_didnt_cast_a_kind_of_spell_this_turn(
    ja: str, en: str, type_line: str, kind: ObjectFilter
) -> None:
    """601.2i negated: "you didn't cast a spell this turn" / 「…唱えていなかった」 — none of
    the kind was cast by you this turn."""
    from ofuda.runtime.statics import Not

    card = bilingual_card(ja, en, type_line)
    assert nodes_of_kind(card.abilities, Not) == [Not(CastSpellsThisTurn(Controller.YOU, 1, kind))]
