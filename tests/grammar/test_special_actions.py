"""New texts (on no AVR card) with the phrase family of the special action a static ability
offers (116.2d): "<that creature's controller> may <cost> for that player to ignore this
effect <duration>." / 「<そのクリーチャーのコントローラー>は、<コスト>ことによって、<期間>そのプレイヤー
はこの効果を無視してもよい。」 — the player, the cost and the duration compose; both languages
give the same IR, and the IR renders back to text that parses to it again. With them, the
prohibition of 602.5a: "…, and its activated abilities can't be activated." /
「…できず、それの起動型能力は起動できない。」"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.render import render_card
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import (
    CardType,
    Cost,
    DiscardCards,
    Duration,
    ObjectFilter,
    PayLife,
    SacrificePermanents,
)
from ofuda.runtime.special_actions import ControllerOfAffected, MayIgnoreEffect
from ofuda.runtime.statics_activation import CantActivateAbilities
from support.permanents import abilities, codes, compile_lines, rendered_abilities

CASES = [
    (
        "aura",
        (
            "Enchanted creature doesn't untap during its controller's untap step. That creature's "
            "controller may pay 3 life for that player to ignore this effect until end of turn."
        ),
        (
            "エンチャントされているクリーチャーは、それのコントローラーのアンタップ・ステップにアンタップ"
            "しない。そのクリーチャーのコントローラーは、ライフを３点支払うことによって、ターン終了時まで"
            "そのプレイヤーはこの効果を無視してもよい。"
        ),
        (
            rt.DoesntUntap(rt.EnchantedPermanent()),
            MayIgnoreEffect(
                ControllerOfAffected(rt.EnchantedPermanent()),
                Cost((PayLife(3),)),
                Duration.END_OF_TURN,
            ),
        ),
    ),
    (
        "equipment",
        (
            "Equipped creature can't attack or block. That creature's controller may discard a card "
            "for that player to ignore this effect this turn."
        ),
        (
            "装備しているクリーチャーは攻撃したりブロックしたりできない。そのクリーチャーのコントローラー"
            "は、カードを１枚捨てることによって、このターン、そのプレイヤーはこの効果を無視してもよい。"
        ),
        (
            rt.CantAttack(rt.EquippedCreature()),
            rt.CantBlock(rt.EquippedCreature()),
            MayIgnoreEffect(
                ControllerOfAffected(rt.EquippedCreature()),
                Cost((DiscardCards(1),)),
                Duration.END_OF_TURN,
            ),
        ),
    ),
    (
        "creature",
        (
            "Test Knight can't attack or block. Its controller may sacrifice a creature for that "
            "player to ignore this effect until end of turn."
        ),
        (
            "試しの騎士は攻撃したりブロックしたりできない。それのコントローラーは、クリーチャーを１体"
            "生け贄に捧げることによって、ターン終了時までそのプレイヤーはこの効果を無視してもよい。"
        ),
        (
            rt.CantAttack(rt.ThisPermanent()),
            rt.CantBlock(rt.ThisPermanent()),
            MayIgnoreEffect(
                ControllerOfAffected(rt.ThisPermanent()),
                Cost((SacrificePermanents(ObjectFilter(card_types=(CardType.CREATURE,))),)),
                Duration.END_OF_TURN,
            ),
        ),
    ),
    (
        "equipment",
        (
            "Equipped creature can't attack or block, and its activated abilities can't be "
            "activated. That creature's controller may pay 2 life for that player to ignore "
            "this effect until end of turn."
        ),
        (
            "装備しているクリーチャーは攻撃したりブロックしたりできず、それの起動型能力は起動できない。"
            "そのクリーチャーのコントローラーは、ライフを２点支払うことによって、ターン終了時まで"
            "そのプレイヤーはこの効果を無視してもよい。"
        ),
        (
            rt.CantAttack(rt.EquippedCreature()),
            rt.CantBlock(rt.EquippedCreature()),
            CantActivateAbilities(rt.EquippedCreature()),
            MayIgnoreEffect(
                ControllerOfAffected(rt.EquippedCreature()),
                Cost((PayLife(2),)),
                Duration.END_OF_TURN,
            ),
        ),
    ),
    (
        "aura",
        "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
        "エンチャントされているクリーチャーは攻撃したりブロックしたりできず、それの起動型能力は起動できない。",
        (
            rt.CantAttack(rt.EnchantedPermanent()),
            rt.CantBlock(rt.EnchantedPermanent()),
            CantActivateAbilities(rt.EnchantedPermanent()),
        ),
    ),
]


@pytest.mark.parametrize(("kind", "english", "japanese", "effects"), CASES)
def test_ignore_this_effect_both_languages_and_round_trip(
    kind: str, english: str, japanese: str, effects: tuple[object, ...]
) -> None:
    for lang, text in (("en", english), ("ja", japanese)):
        static = abilities(lang, kind, text)[-1]
        assert isinstance(static, ir.StaticAbility)
        assert static.effects == effects, lang
        for out in ("en", "ja"):  # render in each language, parse it again: the same IR
            again = rendered_abilities(lang, kind, text, out)[-1]
            assert isinstance(again, ir.StaticAbility) and again.effects == effects, (lang, out)


def test_the_rendered_english_is_the_oracle_sentence() -> None:
    """Current templating (Volrath's Curse's Oracle text): "this turn" renders as "until end of
    turn", the duration it means (514.2)."""
    card = compile_lines("en", "equipment", [CASES[1][1]]).card
    assert card is not None
    assert render_card(card, "en")[-1].endswith(
        "That creature's controller may discard a card for that player to ignore this effect "
        "until end of turn."
    )


@pytest.mark.parametrize(
    ("lang", "kind", "text", "code"),
    [
        # instructions, not a statement: nothing to ignore (116.2d is about static abilities)
        (
            "en",
            "sorcery",
            (
                "That creature's controller may pay 3 life for that player to ignore "
                "this effect until end of turn."
            ),
            "E250",
        ),
        (
            "ja",
            "instant",
            (
                "そのクリーチャーのコントローラーは、ライフを３点支払うことによって、ターン"
                "終了時までそのプレイヤーはこの効果を無視してもよい。"
            ),
            "E250",
        ),
        # the player who pays is the one who ignores it
        (
            "en",
            "aura",
            (
                "Enchanted creature can't attack or block. That creature's controller may "
                "pay 3 life for you to ignore this effect until end of turn."
            ),
            "E250",
        ),
        # a prohibition on activating abilities is a permanent's statement (602.5a)
        (
            "en",
            "sorcery",
            (
                "Target creature can't attack or block, and its activated abilities can't be "
                "activated."
            ),
            "E290",
        ),
        # "this effect" is the effect of a statement before it
        (
            "en",
            "aura",
            (
                "That creature's controller may pay 3 life for that player to ignore this "
                "effect until end of turn. Enchanted creature can't attack or block."
            ),
            "E250",
        ),
    ],
)
def test_an_offer_or_prohibition_out_of_place_is_a_diagnostic(
    lang: str, kind: str, text: str, code: str
) -> None:
    assert codes(lang, kind, text) == [code]
