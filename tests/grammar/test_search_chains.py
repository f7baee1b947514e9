"""Searching a library (701.19) in the chains the 2011–20 cards write: the card found put onto
the battlefield, tapped or not (110.5b), a verb chain whose object is understood after the
search (2018: 「…１枚を探し、公開し、あなたの手札に加え、」 「…を探し、タップ状態で戦場に出し、」),
"Then shuffle your library." as a sentence of its own, and today's Japanese "you may" around a
whole chain (「あなたは「…。」を選んでもよい。」). Each row is compiled in both languages to one
IR, checked, and rendered back in both languages."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, ObjectFilter, Supertype

YOU = ir.You()
FOUND = ir.CardsThisWay(None)
BASIC_LAND = ObjectFilter(card_types=(CardType.LAND,), supertypes=(Supertype.BASIC,))
ANY_CARD = None  # "a card": no filter


def _effects(
    ja: str, en: str, type_line: str = "ソーサリー / Sorcery", round_trip: bool = True
) -> tuple[ir.Effect, ...]:
    """The effects of the card's one ability, the same in both languages and after a round trip."""
    pt = "pt: 2/2\n" if type_line.startswith("クリーチャー") else ""
    source = f"name: 試作 / Test\ntype: {type_line}\n{pt}ja:\n  {ja}\nen:\n  {en}\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en") if round_trip else ():
        again = recompile(compiled.card, lang)
        assert again.ok and again.card is not None, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang
    (ability,) = compiled.card.abilities
    return ability.effects  # type: ignore[union-attr, no-any-return]


LAND_TAPPED = (
    ir.SearchFor(YOU, BASIC_LAND, 1),
    ir.PutOntoBattlefield(FOUND, YOU, tapped=True),
    ir.Shuffle(YOU),
)
CARD_TO_HAND = (ir.SearchFor(YOU, ANY_CARD, 1), ir.ReturnToHand(FOUND), ir.Shuffle(YOU))
LAND_REVEALED_TO_HAND = (
    ir.SearchFor(YOU, BASIC_LAND, 1),
    ir.RevealCards(FOUND),
    ir.ReturnToHand(FOUND),
    ir.Shuffle(YOU),
)


@pytest.mark.parametrize(
    ("ja", "en", "expected"),
    [
        # 2018 (Evolving Wilds, M20): the object after the search is understood
        (
            (
                "あなたのライブラリーから基本土地・カード１枚を探し、タップ状態で戦場に出し、その後あなたの"
                "ライブラリーを切り直す。"
            ),
            (
                "Search your library for a basic land card, put it onto the battlefield tapped, then "
                "shuffle your library."
            ),
            LAND_TAPPED,
        ),
        # 2012 (Evolving Wilds, DKA): "… and put it onto the battlefield tapped. Then shuffle …"
        (
            (
                "あなたのライブラリーから基本土地カードを１枚探し、それをタップ状態で戦場に出す。その後あなたの"
                "ライブラリーを切り直す。"
            ),
            (
                "Search your library for a basic land card and put it onto the battlefield tapped. Then "
                "shuffle your library."
            ),
            LAND_TAPPED,
        ),
        # Grim Tutor (M21): "put that card into your hand" / 「あなたの手札に加え、」
        (
            (
                "あなたのライブラリーからカード１枚を探し、あなたの手札に加え、その後あなたのライブラリーを"
                "切り直す。"
            ),
            "Search your library for a card, put that card into your hand, then shuffle your library.",
            CARD_TO_HAND,
        ),
        # Caravan Vigil (ISD): 「それを公開してあなたの手札に加え、その後…」
        (
            (
                "あなたのライブラリーから基本土地カードを１枚探し、それを公開してあなたの手札に加え、その後"
                "あなたのライブラリーを切り直す。"
            ),
            (
                "Search your library for a basic land card, reveal it, and put it into your hand. Then "
                "shuffle your library."
            ),
            LAND_REVEALED_TO_HAND,
        ),
        # 2018: 「…を探し、公開し、あなたの手札に加え、」
        (
            (
                "あなたのライブラリーから基本土地・カード１枚を探し、公開し、あなたの手札に加え、その後あなたの"
                "ライブラリーを切り直す。"
            ),
            (
                "Search your library for a basic land card, reveal it, put it into your hand, then "
                "shuffle your library."
            ),
            LAND_REVEALED_TO_HAND,
        ),
    ],
)
def test_search_chains(ja: str, en: str, expected: tuple[ir.Effect, ...]) -> None:
    """The search, what is done with the card found, and the shuffle, in order."""
    assert _effects(ja, en) == expected


def test_quoted_you_may_is_an_optional_chain() -> None:
    """「あなたは「…。」を選んでもよい。」 (Solemn Simulacrum, M21) is "you may …" around the whole
    chain: nothing is searched nor shuffled unless the player chooses to."""
    effects = _effects(
        "このクリーチャーが戦場に出たとき、あなたは「あなたのライブラリーから基本土地・カード１枚を"
        "探し、タップ状態で戦場に出し、その後あなたのライブラリーを切り直す。」を選んでもよい。",
        "When this creature enters the battlefield, you may search your library for a basic land "
        "card, put that card onto the battlefield tapped, then shuffle your library.",
        "クリーチャー — ゴーレム / Creature — Golem",
    )
    assert effects == (ir.Optional(YOU, LAND_TAPPED),)


def test_quoted_you_may_after_a_target() -> None:
    """The quoted chain may use a target declared before it (Goblin Arsonist-like texts)."""
    effects = _effects(
        "あなたのターンの戦闘の開始時に、クリーチャー１体を対象とする。あなたは「ターン終了時まで、"
        "それは＋２/＋０の修整を受ける。」を選んでもよい。",
        "At the beginning of combat on your turn, you may have target creature get +2/+0 until "
        "end of turn.",
        "エンチャント / Enchantment",
    )
    assert len(effects) == 1 and isinstance(effects[0], ir.Optional)


def test_return_to_the_battlefield_tapped() -> None:
    """「タップ状態で戦場に戻す」 / "to the battlefield tapped" (110.5b) outside a search."""
    effects = _effects(
        "あなたの墓地からクリーチャー・カード１枚を対象とし、それをタップ状態で戦場に戻す。",
        "Return target creature card from your graveyard to the battlefield tapped.",
    )
    assert len(effects) == 1 and isinstance(effects[0], ir.PutOntoBattlefield)
    assert effects[0].tapped


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        # Rabid Bite (M19): a comma after 「と」 between two targets with different roles
        (
            (
                "あなたがコントロールしているクリーチャー１体と、あなたがコントロールしていないクリーチャー１体"
                "を対象とする。その前者はその後者に、自身のパワーに等しい点数のダメージを与える。"
            ),
            (
                "Target creature you control deals damage equal to its power to target creature you "
                "don't control."
            ),
        ),
    ],
)
def test_two_targets_with_a_comma_after_to(ja: str, en: str) -> None:
    """「AとBを対象とする」 and 「Aと、Bを対象とする」 declare the same two targets. (The English
    rendering of "deals damage equal to its power to …" does not read back yet: that is the
    damage-amount family's, not this one's, so no round trip here.)"""
    with_comma = _effects(ja, en, round_trip=False)
    without = _effects(ja.replace("と、", "と"), en, round_trip=False)
    assert with_comma == without
