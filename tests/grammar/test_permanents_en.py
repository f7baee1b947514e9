"""English texts of permanents that appear on no AVR card (2012 printed and Oracle
wordings): new combinations of AVR's phrasing, each checked against the exact IR it
must give; and wrong texts, each rejected with the right diagnostic."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Color, Cost, Keyword, ManaCost, ObjectFilter
from ofuda.runtime.statics import (
    AddPowerToughness,
    AttacksEachCombat,
    CanBlockAdditional,
    CanBlockOnly,
    CantBeBlocked,
    Enchant,
    EnchantedPermanent,
    Equip,
    EquippedCreature,
    GrantKeywords,
    IsPaired,
    Miracle,
    PairedCreatures,
    Protection,
    RemoveKeywords,
    ThisPermanent,
)
from support.permanents import abilities, codes, compile_lines

K = ir.KeywordAbility
S = ir.StaticAbility
PAIRED = "As long as Test Knight is paired with another creature, "
HEXPROOF_RULE = "can't be the target of spells or abilities your opponents control."


def _subtype(name: str) -> Protection:
    return Protection(quality=ObjectFilter(subtypes=(name,)))


def _creatures_with(keyword: Keyword) -> ObjectFilter:
    return ObjectFilter(card_types=(CardType.CREATURE,), keywords=(keyword,))


VALID: list[tuple[str, tuple[str, ...], tuple[ir.Ability, ...]]] = [
    # keyword lines, with and without parameters
    ("creature", ("Swampwalk, flying",), (K(Keyword.SWAMPWALK), K(Keyword.FLYING))),
    ("creature", ("Intimidate, lifelink",), (K(Keyword.INTIMIDATE), K(Keyword.LIFELINK))),
    ("creature", ("Soulbond, haste",), (K(Keyword.SOULBOND), K(Keyword.HASTE))),
    ("creature", ("Indestructible",), (K(Keyword.INDESTRUCTIBLE),)),
    ("creature", ("Undying, reach",), (K(Keyword.UNDYING), K(Keyword.REACH))),
    ("creature", ("Protection from Angels",), (K(_subtype("Angel")),)),
    ("creature", ("Flying, protection from Humans",), (K(Keyword.FLYING), K(_subtype("Human")))),
    ("aura", ("Enchant land",), (K(Enchant(ObjectFilter(card_types=(CardType.LAND,)))),)),
    (
        "aura",
        ("Enchant nonblack creature",),
        (K(Enchant(ObjectFilter(card_types=(CardType.CREATURE,), excluded_colors=(Color.BLACK,)))),),
    ),
    ("equipment", ("Equip {1}",), (K(Equip(Cost((ManaCost("{1}"),)))),)),
    ("sorcery", ("Miracle {2}{R}",), (K(Miracle(ManaCost("{2}{R}"))),)),
    # reminders on new keyword/reminder pairings (2012 and Oracle reminders)
    ("creature", ("Reach (This creature can block creatures with flying.)",), (K(Keyword.REACH),)),
    (
        "creature",
        (
            "Deathtouch (Any amount of damage this creature deals to a creature is enough to destroy it.)",
        ),
        (K(Keyword.DEATHTOUCH),),
    ),
    (
        "creature",
        ("Defender (This creature can't attack.)", "Reach"),
        (K(Keyword.DEFENDER), K(Keyword.REACH)),
    ),
    (
        "creature",
        (
            "First strike (This creature deals combat damage before creatures without first strike.)",
        ),
        (K(Keyword.FIRST_STRIKE),),
    ),
    (
        "equipment",
        ("Equip {5} ({5}: Attach to target creature you control. Equip only as a sorcery.)",),
        (K(Equip(Cost((ManaCost("{5}"),)))),),
    ),
    (
        "creature",
        ("Flash, hexproof (This creature " + HEXPROOF_RULE + ")",),
        (K(Keyword.FLASH), K(Keyword.HEXPROOF)),
    ),
    # the creature itself (2012 and Oracle wordings)
    (
        "creature",
        ("Test Knight is indestructible.",),
        # 702.12b: the permanent's own indestructible is the keyword, as Oracle writes it
        (K(Keyword.INDESTRUCTIBLE),),
    ),
    (
        "creature",
        ("Test Knight can block only creatures with reach.",),
        (S((CanBlockOnly(ThisPermanent(), _creatures_with(Keyword.REACH)),)),),
    ),
    (
        "creature",
        ("Test Knight attacks each combat if able.",),
        (S((AttacksEachCombat(ThisPermanent()),)),),
    ),
    (
        "creature",
        ("Test Knight gets +1/+0 and is unblockable.",),
        (S((AddPowerToughness(ThisPermanent(), 1, 0), CantBeBlocked(ThisPermanent()))),),
    ),
    # Auras
    (
        "aura",
        ("Enchant creature", "Enchanted creature has reach and gets +0/+2."),
        (
            K(Enchant(ObjectFilter(card_types=(CardType.CREATURE,)))),
            S(
                (
                    GrantKeywords(EnchantedPermanent(), (Keyword.REACH,)),
                    AddPowerToughness(EnchantedPermanent(), 0, 2),
                )
            ),
        ),
    ),
    (
        "aura",
        ("Enchanted creature has deathtouch.",),
        (S((GrantKeywords(EnchantedPermanent(), (Keyword.DEATHTOUCH,)),)),),
    ),
    (
        "aura",
        ("Enchanted creature can't be blocked.",),
        (S((CantBeBlocked(EnchantedPermanent()),)),),
    ),
    (
        "aura",
        ("Enchanted creature gets -2/-0.",),
        (S((AddPowerToughness(EnchantedPermanent(), -2, 0),)),),
    ),
    (
        "aura",
        ("Enchanted creature loses first strike.",),
        (S((RemoveKeywords(EnchantedPermanent(), (Keyword.FIRST_STRIKE,)),)),),
    ),
    (
        "aura",
        ("Enchanted creature attacks each turn if able.",),
        (S((AttacksEachCombat(EnchantedPermanent()),)),),
    ),
    (
        "aura",
        ("Enchanted creature gets +1/+1 and loses flying.",),
        (
            S(
                (
                    AddPowerToughness(EnchantedPermanent(), 1, 1),
                    RemoveKeywords(EnchantedPermanent(), (Keyword.FLYING,)),
                )
            ),
        ),
    ),
    # Equipment
    (
        "equipment",
        ("Equipped creature gets +1/+0 and has trample.",),
        (
            S(
                (
                    AddPowerToughness(EquippedCreature(), 1, 0),
                    GrantKeywords(EquippedCreature(), (Keyword.TRAMPLE,)),
                )
            ),
        ),
    ),
    (
        "equipment",
        ("Equipped creature has protection from Vampires.",),
        (S((GrantKeywords(EquippedCreature(), (_subtype("Vampire"),)),)),),
    ),
    (
        "equipment",
        ("Equipped creature can block an additional creature.",),
        (S((CanBlockAdditional(EquippedCreature(), 1),)),),
    ),
    (
        "equipment",
        ("Equipped creature has hexproof. (It " + HEXPROOF_RULE + ")",),
        (S((GrantKeywords(EquippedCreature(), (Keyword.HEXPROOF,)),)),),
    ),
    # soulbond pairs
    (
        "creature",
        (PAIRED + "both creatures have trample.",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.TRAMPLE,)),), IsPaired()),),
    ),
    (
        "creature",
        (PAIRED + "each of those creatures gets +3/+3.",),
        (S((AddPowerToughness(PairedCreatures(), 3, 3),), IsPaired()),),
    ),
    (
        "creature",
        (PAIRED + "both creatures have intimidate.",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.INTIMIDATE,)),), IsPaired()),),
    ),
    (
        "creature",
        (PAIRED + "both creatures have protection from Demons.",),
        (S((GrantKeywords(PairedCreatures(), (_subtype("Demon"),)),), IsPaired()),),
    ),
]


@pytest.mark.parametrize(
    ("kind", "lines", "expected"), VALID, ids=[" / ".join(v[1])[:40] for v in VALID]
)
def test_new_english_text_gives_exact_ir(
    kind: str, lines: tuple[str, ...], expected: tuple[ir.Ability, ...]
) -> None:
    assert abilities("en", kind, *lines) == expected


INVALID: list[tuple[str, tuple[str, ...], str]] = [
    ("creature", ("Soulbound",), "E101"),  # soulbond misspelt
    (
        "creature",
        ("Flying (This creature can't be blocked as long as defending player controls a Swamp.)",),
        "W240",
    ),
    ("creature", ("Lifelink (It can block creatures with flying.)",), "W240"),
    ("creature", ("Vigilance (This creature can't attack.)",), "W240"),
    (
        "equipment",
        ("Equip {2} ({3}: Attach to target creature you control. Equip only as a sorcery.)",),
        "W240",
    ),
    (
        "creature",
        ("Hexproof (They " + HEXPROOF_RULE.replace("the target", "the targets") + ")",),
        "W241",
    ),
    ("creature", ("You gain 2 life.",), "E250"),
    ("instant", ("Target creature has flying.",), "E251"),
    ("enchantment", ("You can't be blocked.",), "E252"),
    ("creature", ("Both creatures have flying.",), "E253"),
    ("aura", ("Enchanted creature gains flying.",), "E254"),
    ("plains", ("({T}: Add {G}.)",), "W243"),
    (
        "creature",
        (
            "Undying (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
        ),
        "W242",
    ),
]


@pytest.mark.parametrize(
    ("kind", "lines", "code"), INVALID, ids=[v[2] + " " + v[1][0][:30] for v in INVALID]
)
def test_wrong_english_text_is_rejected_with_its_code(
    kind: str, lines: tuple[str, ...], code: str
) -> None:
    if code.startswith("W"):
        # reminder text has no rules meaning (207.2): the card compiles, with the warning
        card = compile_lines("en", kind, list(lines))
        assert card.ok and code in [d.code for d in card.diagnostics]
        return
    assert code in codes("en", kind, *lines)
