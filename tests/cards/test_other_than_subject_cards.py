"""「他の」 / "other" relative to the object a clause is about, not to the source (608.2c,
109.2): "Target creature deals 1 damage to each other creature" / 「クリーチャー１体を対象とする。
それは他の各クリーチャーに１点のダメージを与える。」 — the target is not one of the "other"
creatures (the spell is the source; other is other than the target, ``EachObject.other_than``).

頭目の乱闘 / Alpha Brawl (DKA) — "…, then each of those creatures deals damage equal to its power
to that creature": each creature deals damage equal to its own power, which ofuda cannot say yet;
the card is rejected rather than compiled as "equal to the target's power" (and the runtime's
damage from a group of sources). Its printed Japanese does not compile yet either (E101 at
「ダメージを、」)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_file
from ofuda.compiler.render import render_card
from ofuda.runtime import Scenario, Targets
from support.compiled import card, card_from_text
from support.texts import codes, compile_text

TEXTS = {
    "en": "Target creature deals 1 damage to each other creature.",
    "ja": "クリーチャー１体を対象とする。それは他の各クリーチャーに１点のダメージを与える。",
}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_other_is_other_than_the_target(lang: str) -> None:
    compiled = compile_text(TEXTS[lang], lang)
    assert compiled.ok and compiled.card is not None
    (spell,) = compiled.card.abilities
    (damage,) = spell.effects
    assert isinstance(damage, ir.DealDamage) and isinstance(damage.recipient, ir.EachObject)
    assert damage.recipient.other_than == ir.Targeted(0)
    assert not damage.recipient.filter.other
    for render_lang in ("ja", "en"):  # the words say it again, and read back the same
        text = " ".join(render_card(compiled.card, render_lang))
        again = compile_text(text, render_lang)
        assert again.ok and again.card is not None and again.card.abilities == compiled.card.abilities


def test_the_target_deals_no_damage_to_itself() -> None:
    """Bob's Nettle Swine (4/3) is the target: his Thraben Valiant (2/1) is dealt 1 damage, the
    Swine none."""
    test_card = card_from_text(
        "name: 試作 / Test\ncost: {R}\ntype: インスタント / Instant\n"
        f"ja:\n  {TEXTS['ja']}\nen:\n  {TEXTS['en']}\n"
    )
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", test_card)
    s.cast("Alice", "Test", "Nettle Swine")
    s.resolve()
    assert s.permanent("Nettle Swine").damage == 0
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]


def test_alpha_brawl_is_rejected_not_read_as_the_targets_power() -> None:
    """"each of those creatures deals damage equal to its power": rejected (E290)."""
    assert "E290" in codes(
        "Target creature an opponent controls deals damage equal to its power to each other"
        " creature that player controls, then each of those creatures deals damage equal to its"
        " power to that creature.", "en",
    )
    compiled = compile_file("cards_src/dka/082-alpha-brawl.card")
    assert not compiled.ok


JOINT = {
    "en": "When Test enters the battlefield, exile target creature and all other creatures.",
    "ja": "試作が戦場に出たとき、クリーチャー１体を対象とする。それと他のすべてのクリーチャーを追放する。",
}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_target_and_all_other_creatures_is_other_than_the_target(lang: str) -> None:
    """「それと他のすべてのクリーチャー」 / "target creature and all other creatures": other than
    that creature, so the permanent with the ability is exiled too (other than this one, it
    would stay)."""
    compiled = compile_text(JOINT[lang].replace("試作", "テスト").replace("Test", "CARDNAME"), lang, True)
    assert compiled.ok and compiled.card is not None
    (exile,) = compiled.card.abilities[0].effects
    assert isinstance(exile, ir.Exile) and isinstance(exile.obj, ir.Together)
    group = exile.obj.selectors[1]
    assert isinstance(group, ir.EachObject) and group.other_than == ir.Targeted(0)
    test_card = card_from_text(
        "name: 試作 / Test\ncost: {R}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"
        f"ja:\n  {JOINT['ja']}\nen:\n  {JOINT['en']}\n"
    )
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", test_card)
    s.script("Alice", Targets(("Nettle Swine",)))
    s.cast("Alice", "Test")
    s.resolve()  # the creature spell
    s.resolve()  # its enters-the-battlefield trigger
    assert s.on_battlefield("Bob") == []
    assert "Test" not in s.on_battlefield("Alice")
