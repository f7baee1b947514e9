"""Scenario tests of instruction chains through real cards of ISD, DKA and M19–M21, each card in
each language alone (set_card(set, name, lang)): what the text says happens."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario, Step
from support.compiled import card, set_card

LANGS = ("ja", "en")


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name`` (AVR's)."""
    return [card(name)] * n


@pytest.mark.parametrize("lang", LANGS)
def test_mighty_leap_flying_ends_with_the_pump(lang: str) -> None:
    """力強い跳躍 / Mighty Leap (M19) — 「ターン終了時まで、それは＋２/＋２の修整を受け、飛行を得る。」 /
    "gets +2/+2 and gains flying until end of turn": both end in the cleanup step (514.2)."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Plains", 2))
    s.hand("Alice", set_card("m19", "Mighty Leap", lang))
    s.cast("Alice", "Mighty Leap", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.has_keyword("Thraben Valiant", Keyword.FLYING)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Thraben Valiant") == (2, 1)
    assert not s.has_keyword("Thraben Valiant", Keyword.FLYING)


@pytest.mark.parametrize("lang", LANGS)
def test_wrack_with_madness_creature_deals_its_power_to_itself(lang: str) -> None:
    """狂気の残骸 / Wrack with Madness (DKA) — 「それは自身に、自身のパワーに等しい点数のダメージを
    与える。」 / "Target creature deals damage to itself equal to its power": a 3/3 dies, a
    1/2 survives with 1 damage."""
    s = Scenario()
    s.battlefield("Bob", card("Herald of War"), card("Midnight Duelist"))
    s.battlefield("Alice", *lands("Mountain", 4))
    s.hand("Alice", set_card("dka", "Wrack with Madness", lang), set_card("dka", "Wrack with Madness", lang))
    s.cast("Alice", "Wrack with Madness", "Herald of War")
    s.resolve()
    assert "Herald of War" in s.in_graveyard("Bob")
    assert s.life("Alice") == 20 and s.life("Bob") == 20
    s.battlefield("Alice", *lands("Mountain", 4))
    s.cast("Alice", "Wrack with Madness", "Midnight Duelist")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Midnight Duelist"]
    assert s.permanent("Midnight Duelist").damage == 1


# --- look at the top N, reveal one of a kind from among them, the rest in a random order ----------


def _influence(lang: str, *script: object) -> Scenario:
    """Alice casts Ajani's Influence on Thraben Valiant over a library of five cards, one white."""
    from ofuda.runtime import Choose, May  # noqa: F401 - scripted decisions

    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Plains", 4))
    s.hand("Alice", set_card("m19", "Ajani's Influence", lang))
    s.library("Alice", card("Mountain"), card("Nettle Swine"), card("Herald of War"), card("Island"),
              card("Forest"), card("Swamp"))
    s.script("Alice", *script)  # type: ignore[arg-type]
    s.cast("Alice", "Ajani's Influence", "Thraben Valiant")
    s.resolve()
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_ajanis_influence_reveals_a_white_card_into_hand_rest_on_the_bottom(lang: str) -> None:
    """アジャニの影響 / Ajani's Influence (M19) — 「あなたのライブラリーの一番上からカードを５枚見る。あなたは
    その中から白のカード１枚を公開してあなたの手札に加えてもよい。残りをあなたのライブラリーの一番下に
    無作為の順番で置く。」: the white card to hand, the other four under the sixth card."""
    from ofuda.runtime import Choose, May

    s = _influence(lang, May(True), Choose(("Herald of War",)))
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.in_hand("Alice") == ["Herald of War"]
    library = s.in_library("Alice")
    assert library[0] == "Swamp"
    assert sorted(library[1:]) == ["Forest", "Island", "Mountain", "Nettle Swine"]


@pytest.mark.parametrize("lang", LANGS)
def test_ajanis_influence_declined_puts_all_five_on_the_bottom(lang: str) -> None:
    """Ajani's Influence — "You may": declined, all five go to the bottom, none to hand."""
    from ofuda.runtime import May

    s = _influence(lang, May(False))
    assert s.in_hand("Alice") == []
    library = s.in_library("Alice")
    assert library[0] == "Swamp" and len(library) == 6


@pytest.mark.parametrize("lang", LANGS)
def test_ajanis_influence_only_a_white_card_may_be_taken(lang: str) -> None:
    """Ajani's Influence — a nonwhite card (Nettle Swine, green) is not among the choices."""
    from ofuda.runtime import Choose, May, ScriptError

    with pytest.raises(ScriptError, match="the choices are: Herald of War$"):
        _influence(lang, May(True), Choose(("Nettle Swine",)))


# --- exiling cards from your graveyard as a cost (118.3, 406) ------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_moorland_haunt_exiles_a_creature_card_from_your_graveyard_for_a_spirit(lang: str) -> None:
    """ムーアランドの憑依地 / Moorland Haunt (ISD) — "{W}{U}, {T}, Exile a creature card from your
    graveyard: …": the creature card chosen is exiled, a 1/1 flying Spirit is created; a land
    card there is no choice."""
    from ofuda.runtime import Choose

    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Moorland Haunt", lang), card("Plains"), card("Island"))
    s.graveyard("Alice", card("Plains"), card("Thraben Valiant"), card("Herald of War"))
    s.script("Alice", Choose(("Herald of War",)))
    s.activate("Alice", "Moorland Haunt", index=1)
    s.resolve()
    assert s.in_exile() == ["Herald of War"]
    assert sorted(s.in_graveyard("Alice")) == ["Plains", "Thraben Valiant"]
    assert "Spirit Token" in s.on_battlefield("Alice")
    assert s.pt("Spirit Token") == (1, 1) and s.has_keyword("Spirit Token", Keyword.FLYING)


@pytest.mark.parametrize("lang", LANGS)
def test_moorland_haunt_cannot_be_activated_without_a_creature_card_in_your_graveyard(lang: str) -> None:
    """Moorland Haunt — 118.3: with no creature card in your graveyard (only in the opponent's),
    the cost can't be paid, so the ability can't be activated."""
    from ofuda.runtime import RulesError

    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Moorland Haunt", lang), card("Plains"), card("Island"))
    s.graveyard("Alice", card("Plains"))
    s.graveyard("Bob", card("Thraben Valiant"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Moorland Haunt", index=1)
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]


# --- mill (701.13) ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_nephalia_drownyard_target_player_mills_three(lang: str) -> None:
    """ネファリアの溺墓 / Nephalia Drownyard (ISD) — "Target player puts the top three cards of
    his or her library into his or her graveyard" (Oracle: "mills three cards", 701.13)."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Nephalia Drownyard", lang), card("Island"), card("Swamp"),
                  card("Plains"))
    s.library("Bob", card("Forest"), card("Herald of War"), card("Island"), card("Swamp"))
    s.activate("Alice", "Nephalia Drownyard", "Bob", index=1)
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == ["Forest", "Herald of War", "Island"]
    assert s.in_library("Bob") == ["Swamp"]
