""""It can't be regenerated." / 「それは再生できない。」 (701.15) after a destroy instruction, in both
languages to one IR (``ir.Destroy.regenerable`` False) and rendered back; the pronoun agrees with
what is destroyed (E211), and after anything but a destroy instruction the rider is refused
(E290), never dropped."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import Scenario
from support.compiled import card, card_from_text, set_card
from support.texts import bilingual_card, codes, nodes_of_kind

ROWS = [
    ("クリーチャー１体を対象とし、それを破壊する。それは再生できない。",
     "Destroy target creature. It can't be regenerated.", "インスタント / Instant", False),
    ("すべてのクリーチャーを破壊する。それらは再生できない。",
     "Destroy all creatures. They can't be regenerated.", "ソーサリー / Sorcery", False),
    ("クリーチャー１体を対象とし、それを破壊する。",
     "Destroy target creature.", "インスタント / Instant", True),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "regenerable"), ROWS)
def test_the_rider_changes_the_destroy_instruction_before_it(
    ja: str, en: str, type_line: str, regenerable: bool
) -> None:
    card = bilingual_card(ja, en, type_line)
    (destroy,) = nodes_of_kind(card.abilities, ir.Destroy)
    assert destroy.regenerable is regenerable
    assert len(card.abilities[0].effects) == 1  # the rider is no instruction of its own


def test_the_rider_in_a_triggered_ability() -> None:
    card = bilingual_card(
        "試作が戦場に出たとき、対戦相手がコントロールしているクリーチャー１体を対象とする。それを破壊する。"
        "それは再生できない。",
        "When Test enters the battlefield, destroy target creature an opponent controls. It can't be "
        "regenerated.",
        "クリーチャー — 人間 / Creature — Human",
        "2/2",
    )
    (destroy,) = nodes_of_kind(card.abilities, ir.Destroy)
    assert destroy.regenerable is False


@pytest.mark.parametrize(("text", "lang", "code"), [
    ("Destroy target creature. They can't be regenerated.", "en", "E211"),
    ("すべてのクリーチャーを破壊する。それは再生できない。", "ja", "E211"),
    ("Tap target creature. It can't be regenerated.", "en", "E290"),
    ("It can't be regenerated.", "en", "E290"),
])
def test_a_rider_that_does_not_fit_is_refused(text: str, lang: str, code: str) -> None:
    assert code in codes(text, lang)


REGENERATE = card_from_text(
    "name: Second Skin\ncost: {G}\ntype: Instant\nen:\n  Regenerate target creature.\n"
)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_wooden_stake_destroys_a_blocking_vampire_through_its_shield(lang: str) -> None:
    """Wooden Stake / 木の杭 (ISD): "Whenever equipped creature blocks or becomes blocked by a
    Vampire, destroy that creature. It can't be regenerated." — Alice's Vampire has a
    regeneration shield; blocked by the equipped creature, it dies all the same."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", card("Falkenrath Exterminator"), card("Forest"))
    s.battlefield("Bob", set_card("isd", "Wooden Stake", lang), card("Nettle Swine"))
    s.attach("Wooden Stake", "Nettle Swine")
    s.hand("Alice", REGENERATE)
    s.cast("Alice", "Second Skin", "Falkenrath Exterminator")
    s.resolve()
    s.attack("Falkenrath Exterminator")
    s.block(("Nettle Swine", "Falkenrath Exterminator"))
    s.resolve()
    assert "Falkenrath Exterminator" in s.in_graveyard("Alice")
    assert "regenerates" not in s.log_text()
