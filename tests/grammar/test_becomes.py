"""Animation, "becomes …" (613.1d, 205.1a, 205.1b): "becomes a 3/3 Elemental creature" sets the
object's types (205.1a: its prior card types and subtypes are gone), "becomes a … artifact
creature" keeps them (205.1b), and "becomes a Vampire in addition to its other types" /
「他のタイプに加えて吸血鬼になる」 adds a subtype, as "is a Vampire in addition to its other
types" does. Each text is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Duration
from support.texts import T0, bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"


@pytest.mark.parametrize(
    ("ja", "en", "card_types", "replaces"),
    [
        (  # 205.1a: a land that becomes a creature is no longer a land
            "土地１つを対象とする。ターン終了時まで、それは３/３のエレメンタル・クリーチャーになる。",
            "Target land becomes a 3/3 Elemental creature until end of turn.",
            (CardType.CREATURE,),
            True,
        ),
        (  # 205.1b: "artifact creature" keeps every prior type (Angel's Tomb's words)
            "アーティファクト１つを対象とする。ターン終了時まで、それは４/４の構築物・アーティファクト・クリーチャーになる。",
            "Target artifact becomes a 4/4 Construct artifact creature until end of turn.",
            (CardType.ARTIFACT, CardType.CREATURE),
            False,
        ),
    ],
)
def test_becomes_a_creature_sets_or_keeps_the_types(
    ja: str, en: str, card_types: tuple[CardType, ...], replaces: bool
) -> None:
    card = bilingual_card(ja, en, INSTANT)
    (become,) = nodes_of_kind(card.abilities, ir.Become)
    assert become.obj == T0
    assert set(become.card_types) == set(card_types)
    assert become.replaces_types is replaces
    assert become.duration == Duration.END_OF_TURN


def test_becomes_a_subtype_in_addition_to_its_other_types() -> None:
    """Olivia Voldaren's words: the same lasting change as "is a Vampire in addition to its
    other types" (205.1b), no duration (611.2a)."""
    card = bilingual_card(
        "クリーチャー１体を対象とする。そのクリーチャーは他のタイプに加えて吸血鬼になる。",
        "Target creature becomes a Vampire in addition to its other types.",
        INSTANT,
    )
    (added,) = nodes_of_kind(card.abilities, ir.AddColorsAndTypes)
    assert added.obj == T0
    assert added.subtypes == ("Vampire",)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # "It's still a land" (205.1b) is not compiled yet: rejected, never read as 205.1a
        ("{1}{G}: CARDNAME becomes a 3/3 Elemental creature with haste until end of turn. It's still a land.", "en"),
        ("{1}{G}：ターン終了時まで、CARDNAMEは速攻を持つ３/３のエレメンタル・クリーチャーになる。それは土地でもある。", "ja"),
    ],
)
def test_still_a_land_is_not_read_as_losing_its_types(text: str, lang: str) -> None:
    assert codes(text, lang, permanent=True)


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Skilled Animator (M19): base power and toughness (7b), for as long as (611.2b)
            "試作が戦場に出たとき、あなたがコントロールしているアーティファクト１つを対象とする。試作が戦場に残り続けているかぎり、それは基本のパワーとタフネスが５/５のアーティファクト・クリーチャーになる。",
            "When Test enters the battlefield, target artifact you control becomes an artifact creature with base power and toughness 5/5 for as long as Test remains on the battlefield.",
        ),
        (  # the canonical words of the same change
            "試作が戦場に出たとき、あなたがコントロールしているアーティファクト１つを対象とする。試作が戦場に残り続けているかぎり、それは５/５のアーティファクト・クリーチャーになる。",
            "When Test enters the battlefield, target artifact you control becomes a 5/5 artifact creature for as long as Test remains on the battlefield.",
        ),
    ],
)
def test_becomes_an_artifact_creature_with_base_power_and_toughness(ja: str, en: str) -> None:
    """613.4b, 205.1b: types added (an artifact creature keeps its types), base P/T 5/5."""
    card = bilingual_card(ja, en, "クリーチャー — 人間・工匠 / Creature — Human Artificer", "1/3")
    (become,) = nodes_of_kind(card.abilities, ir.Become)
    assert (become.power, become.toughness) == (5, 5)
    assert set(become.card_types) == {CardType.ARTIFACT, CardType.CREATURE}
    assert not become.replaces_types and become.subtypes == ()
    assert isinstance(become.duration, ir.ForAsLongAs)


def test_a_colorless_change_is_rendered_with_single_spaces() -> None:
    """A "becomes" that sets no colour keeps the object's (105.2c): the rendering drops the
    token's "colorless" and leaves no double space; Oracle's words for a new creature's base
    power and toughness ("becomes an artifact creature with base power and toughness 5/5")."""
    from ofuda.compiler.render import render_card

    card = bilingual_card(
        "試作が戦場に出たとき、あなたがコントロールしているアーティファクト１つを対象とする。"
        "試作が戦場に残り続けているかぎり、それは５/５のアーティファクト・クリーチャーになる。",
        "When Test enters the battlefield, target artifact you control becomes a 5/5 artifact "
        "creature for as long as Test remains on the battlefield.",
        "クリーチャー — 人間・工匠 / Creature — Human Artificer", "1/3",
    )
    (rendered,) = render_card(card, "en")
    assert "becomes an artifact creature with base power and toughness 5/5 for" in rendered
    assert "  " not in rendered
