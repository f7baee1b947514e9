"""201.3, 614.12, 601.3: naming a card as a permanent enters — "As CARDNAME enters the
battlefield, choose a [nonland] card name." / "… name a nonland card." / 「CARDNAMEが戦場に出るに
際し、土地でないカード名を１つ指定する。」「…カード名１つを選ぶ。」 (any card noun names the kinds) —
and the chosen name in nouns ("with the chosen name" / 「その選ばれた名前を持つ」, "the named card" /
「指定されたカード」), with "<spells> can't be cast." / 「<呪文>は唱えられない。」: JA ≡ EN, the exact
IR, round trip through render; a card noun saying more than kinds, several names, or a
prohibition on an instant is refused."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Color, Controller, ObjectFilter
from ofuda.runtime.statics import Protection
from support.texts import bilingual_card, bilingual_compile, codes

ENCHANTMENT = "エンチャント / Enchantment"
NAMED = ObjectFilter(chosen_name=True)
NONLAND = ObjectFilter(excluded_card_types=(CardType.LAND,))
# 614.12: "the chosen name" names the name chosen as the permanent entered: the rows saying it
# write that choice first (alone, the words name nothing: E201, test_refused)


@pytest.mark.parametrize(
    ("ja", "en", "expected"),
    [
        (  # ISD Nevermore (printed, 2011)
            "試作が戦場に出るに際し、土地でないカード名を１つ指定する。",
            "As Test enters the battlefield, name a nonland card.",
            rt.ChooseAsEnters(rt.Choice.CARD_NAME, NONLAND),
        ),
        (  # M21 Runed Halo (printed, 2020)
            "試作が戦場に出るに際し、カード名１つを選ぶ。",
            "As Test enters the battlefield, choose a card name.",
            rt.ChooseAsEnters(rt.Choice.CARD_NAME),
        ),
        (  # Oracle Nevermore; the kinds are any card noun's
            "試作が戦場に出るに際し、クリーチャーでないカード名を１つ選ぶ。",
            "As Test enters the battlefield, choose a noncreature card name.",
            rt.ChooseAsEnters(rt.Choice.CARD_NAME, ObjectFilter(excluded_card_types=(CardType.CREATURE,))),
        ),
        (
            "試作が戦場に出るに際し、クリーチャー・カード名を１つ選ぶ。",
            "As Test enters the battlefield, choose a creature card name.",
            rt.ChooseAsEnters(rt.Choice.CARD_NAME, ObjectFilter(card_types=(CardType.CREATURE,))),
        ),
        (  # ISD Nevermore (printed, 2011)
            "試作が戦場に出るに際し、カード名１つを選ぶ。\n" "指定されたカードは唱えられない。",
            "As Test enters the battlefield, choose a card name.\n" "The named card can't be cast.",
            rt.CantBeCast(NAMED),
        ),
        (  # Oracle Nevermore
            "試作が戦場に出るに際し、カード名１つを選ぶ。\n" "その選ばれた名前を持つ呪文は唱えられない。",
            "As Test enters the battlefield, choose a card name.\n" "Spells with the chosen name can't be cast.",
            rt.CantBeCast(NAMED),
        ),
        (  # any spell noun
            "試作が戦場に出るに際し、カード名１つを選ぶ。\n" "その選ばれた名前を持つクリーチャー呪文は唱えられない。",
            "As Test enters the battlefield, choose a card name.\n" "Creature spells with the chosen name can't be cast.",
            rt.CantBeCast(ObjectFilter(card_types=(CardType.CREATURE,), chosen_name=True)),
        ),
    ],
)
def test_card_name_family(ja: str, en: str, expected: object) -> None:
    """One static ability in both languages, rendered back to itself."""
    card = bilingual_card(ja, en, ENCHANTMENT)
    assert card.abilities[-1] == ir.StaticAbility((expected,))
    # the reminder is read as the rule of the protection it explains (no warning)
    warnings = [d.code for d in bilingual_compile(ja, en, ENCHANTMENT).diagnostics]
    assert not warnings, warnings


@pytest.mark.parametrize(
    ("text", "lang", "permanent", "code"),
    [
        # a prohibition is a permanent's static ability (601.3), not an instruction
        ("Spells with the chosen name can't be cast.", "en", False, "E251"),
        ("その選ばれた名前を持つ呪文は唱えられない。", "ja", False, "E251"),
        # a card noun saying more than kinds names no kind of card name (201.3)
        ("As Test enters the battlefield, name a card from your graveyard.", "en", True, "E290"),
        # one name is remembered
        ("テストが戦場に出るに際し、カード名を２つ選ぶ。", "ja", True, "E290"),
        # permanents are not cast
        ("Creatures with the chosen name can't be cast.", "en", True, "E202"),
        # 614.12: no name was chosen as this permanent entered: the words name nothing
        ("Spells with the chosen name can't be cast.", "en", True, "E201"),
        ("指定されたカードは唱えられない。", "ja", True, "E201"),
        ("You have protection from the chosen card name.", "en", True, "E201"),
    ],
)
def test_refused(text: str, lang: str, permanent: bool, code: str) -> None:
    """Refused with its code, never approximated."""
    assert code in codes(text, lang, permanent=permanent)


@pytest.mark.parametrize(
    ("ja", "en", "expected"),
    [
        (  # M21 Runed Halo (printed; its reminder read as protection's rule on a player)
            ("試作が戦場に出るに際し、カード名１つを選ぶ。\n" "あなたはプロテクション（その選ばれたカード名）を持つ。（あなたはその名前を持つものによっては、"
            "対象にならず、ダメージを受けず、エンチャントされない。）"),
            ("As Test enters the battlefield, choose a card name.\n" "You have protection from the chosen card name. (You can't be targeted, dealt damage, "
            "or enchanted by anything with that name.)"),
            rt.PlayerHasKeywords((Protection(quality=NAMED),)),
        ),
        (  # any protection on a player (702.16b/c/e)
            "あなたはプロテクション（赤）を持つ。",
            "You have protection from red.",
            rt.PlayerHasKeywords((Protection(colors=(Color.RED,)),)),
        ),
        (  # granted to a group
            "試作が戦場に出るに際し、カード名１つを選ぶ。\n" "あなたがコントロールするクリーチャーはプロテクション（その選ばれたカード名）を持つ。",
            "As Test enters the battlefield, choose a card name.\n" "Creatures you control have protection from the chosen card name.",
            rt.GrantKeywords(
                rt.PermanentsMatching(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
                (Protection(quality=NAMED),),
            ),
        ),
    ],
)
def test_protection_from_the_chosen_name(ja: str, en: str, expected: object) -> None:
    """702.16 with the chosen name (201.3), on a player and on a group: one static ability in
    both languages, rendered back to itself."""
    card = bilingual_card(ja, en, ENCHANTMENT)
    assert card.abilities[-1] == ir.StaticAbility((expected,))
    # the reminder is read as the rule of the protection it explains (no warning)
    warnings = [d.code for d in bilingual_compile(ja, en, ENCHANTMENT).diagnostics]
    assert not warnings, warnings
