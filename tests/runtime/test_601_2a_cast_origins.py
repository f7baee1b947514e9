"""601.2a: where a spell was cast from is a fact of the spell (the zone its card moved from to
the stack); 601.2i: a cast trigger may watch only a player's nth spell of the turn.

- "If CARDNAME was cast from a graveyard, … instead" looks at the spell as it resolves; a copy
  was never cast (707.10) and was cast from nowhere.
- "Whenever you cast a spell from your graveyard" / "Whenever an opponent casts a spell from
  anywhere other than their hand" (603.2) look at the spell as it becomes cast.
- "Whenever you cast your second spell each turn" counts the caster's spells of the turn the
  noun describes, whether or not the ability was there for the earlier ones; never the third.
"""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.runtime import Flashback, Scenario
from ofuda.runtime.conditions import CastFrom
from ofuda.runtime.definitions import Cost, ManaCost, ZoneKind
from ofuda.runtime.engine.casting.origins import cast_from_matches
from support.compiled import card_from_text
from support.kit import creature, instant
from support.slice_cards import ISLAND


def _gain(ctx: Any) -> None:
    ctx.gain_life(ctx.controller, 3)


MEND = instant("Mend", "{U}", _gain, keywords=(Flashback(Cost((ManaCost("{U}"),))),))
OPT = instant("Opt", "{U}", _gain)
OTHER_OPT = instant("Other Opt", "{U}", _gain)
BEAR = creature("Bear", "{U}", 2, 2)


def _card(ja: str, en: str, kind: str = "エンチャント / Enchantment", extra: str = "") -> Any:
    return card_from_text(
        f"name: 試作 / Test\ncost: {{U}}\ntype: {kind}\nja:\n  {ja}\n{extra and '  ' + extra[0] + chr(10)}"
        f"en:\n  {en}\n{extra and '  ' + extra[1] + chr(10)}"
    )


# --- the spell's own condition -----------------------------------------------------------

CASTS_BACK = _card(
    "カードを１枚引く。CARDNAMEが墓地から唱えられた場合、代わりにカードを２枚引く。",
    "Draw a card. If CARDNAME was cast from a graveyard, draw two cards instead.",
    "インスタント / Instant",
    ("フラッシュバック {U}", "Flashback {U}"),
)


def _library(s: Scenario) -> None:
    s.library("Alice", *[OPT] * 5)


def test_601_2a_cast_from_the_hand_the_graveyard_condition_is_false() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    _library(s)
    s.hand("Alice", CASTS_BACK)
    s.cast("Alice", "Test")
    s.resolve()
    assert len(s.player("Alice").hand.objects) == 1


def test_601_2a_cast_from_the_graveyard_the_condition_holds() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    _library(s)
    s.graveyard("Alice", CASTS_BACK)
    s.cast("Alice", "Test")  # flashback (702.34a)
    s.resolve()
    assert len(s.player("Alice").hand.objects) == 2


class _Spell:
    """A stand-in spell: its origin, owner and caster."""

    def __init__(self, cast_from: str | None, owner: object, cast_by: object) -> None:
        self.cast_from, self.owner, self.cast_by = cast_from, owner, cast_by


@pytest.mark.parametrize(
    ("origin", "cast_from", "own", "holds"),
    [
        (CastFrom(ZoneKind.GRAVEYARD), "graveyard", False, True),
        (CastFrom(ZoneKind.GRAVEYARD, own=True), "graveyard", False, False),  # another's card
        (CastFrom(ZoneKind.GRAVEYARD, own=True), "graveyard", True, True),
        (CastFrom(ZoneKind.HAND, own=True, other_than=True), "hand", True, False),
        (CastFrom(ZoneKind.HAND, own=True, other_than=True), "exile", True, True),
        (CastFrom(ZoneKind.HAND, own=True, other_than=True), None, True, False),  # a copy
        (CastFrom(ZoneKind.HAND), None, True, False),
    ],
)
def test_601_2a_the_origin_is_the_zone_and_its_owner(
    origin: CastFrom, cast_from: str | None, own: bool, holds: bool
) -> None:
    """400.3: a card in a hand or graveyard is its owner's: "your graveyard" is a card the
    caster owns; 707.10: a copy was cast from nowhere, and matches no origin nor its negation."""
    caster, other = object(), object()
    spell = _Spell(cast_from, caster if own else other, caster)
    assert cast_from_matches(spell, origin) is holds


# --- cast triggers -------------------------------------------------------------------------


def _watching(ja: str, en: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", _card(ja, en), ISLAND, ISLAND, ISLAND)
    s.battlefield("Bob", ISLAND, ISLAND, ISLAND)
    return s


FROM_YOUR_GRAVEYARD = (
    "あなたがあなたの墓地から呪文を１つ唱えるたび、あなたは１点のライフを得る。",
    "Whenever you cast a spell from your graveyard, you gain 1 life.",
)
NOT_FROM_THEIR_HAND = (
    "対戦相手が自分の手札以外の領域から呪文を唱えるたび、あなたは１点のライフを得る。",
    "Whenever an opponent casts a spell from anywhere other than their hand, you gain 1 life.",
)


def test_603_2_a_spell_cast_from_your_graveyard_triggers_it() -> None:
    s = _watching(*FROM_YOUR_GRAVEYARD)
    s.graveyard("Alice", MEND)
    s.cast("Alice", "Mend")
    s.resolve()  # the trigger, then the spell
    assert s.life("Alice") == 24


def test_603_2_a_spell_cast_from_your_hand_does_not() -> None:
    s = _watching(*FROM_YOUR_GRAVEYARD)
    s.hand("Alice", MEND)
    s.cast("Alice", "Mend")
    s.resolve()
    assert s.life("Alice") == 23  # the spell's 3 only


def test_603_2_an_opponents_spell_from_their_graveyard_triggers_other_than_hand() -> None:
    s = _watching(*NOT_FROM_THEIR_HAND)
    s.graveyard("Bob", MEND)
    s.cast("Bob", "Mend")
    s.resolve()
    assert s.life("Alice") == 21


def test_603_2_an_opponents_spell_from_their_hand_does_not_trigger_other_than_hand() -> None:
    s = _watching(*NOT_FROM_THEIR_HAND)
    s.hand("Bob", MEND)
    s.cast("Bob", "Mend")
    s.resolve()
    assert s.life("Alice") == 20


SECOND_SPELL = (
    "あなたが各ターンのあなたの２つ目の呪文を唱えるたび、あなたは１点のライフを得る。",
    "Whenever you cast your second spell each turn, you gain 1 life.",
)
FIRST_INSTANT = (
    "あなたが各ターン内で初めて、インスタントかソーサリーである呪文を唱えるたび、あなたは１点のライフを得る。",
    "Whenever you cast your first instant or sorcery spell each turn, you gain 1 life.",
)


def test_601_2i_only_the_second_spell_each_turn_triggers_it() -> None:
    s = _watching(*SECOND_SPELL)
    s.hand("Alice", BEAR, OPT, OTHER_OPT)
    s.cast("Alice", "Bear")
    s.resolve()
    assert s.life("Alice") == 20
    s.cast("Alice", "Opt")
    s.resolve()  # the trigger and Opt
    assert s.life("Alice") == 24
    s.cast("Alice", "Other Opt")
    s.resolve()
    assert s.life("Alice") == 27  # the third: no trigger


def test_601_2i_an_opponents_spells_do_not_count_for_yours() -> None:
    s = _watching(*SECOND_SPELL)
    s.hand("Bob", OPT)
    s.hand("Alice", OTHER_OPT)
    s.cast("Bob", "Opt")
    s.resolve()
    s.cast("Alice", "Other Opt")
    s.resolve()
    assert s.life("Alice") == 23  # Alice's first spell: no trigger


def test_601_2i_the_first_instant_counts_only_instants_and_sorceries() -> None:
    s = _watching(*FIRST_INSTANT)
    s.hand("Alice", BEAR, OPT, OTHER_OPT)
    s.cast("Alice", "Bear")
    s.resolve()
    s.cast("Alice", "Opt")
    s.resolve()
    assert s.life("Alice") == 24  # the first instant, after a creature spell
    s.cast("Alice", "Other Opt")
    s.resolve()
    assert s.life("Alice") == 27


def test_601_2i_spells_cast_before_the_ability_existed_still_count() -> None:
    """Double Vision's ruling: an instant cast earlier in the turn was the first, whether or not
    the ability was on the battlefield."""
    watcher = _card(*FIRST_INSTANT)
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND)
    s.hand("Alice", OPT, OTHER_OPT)
    s.cast("Alice", "Opt")
    s.resolve()
    s.battlefield("Alice", watcher)
    s.cast("Alice", "Other Opt")
    s.resolve()
    assert s.life("Alice") == 26


# --- "if you've cast an instant or sorcery spell this turn" ---------------------------------

AFTER_AN_INSTANT = card_from_text(
    "name: 試作 / Test\ncost: {3}{U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  このターンにあなたがインスタントかソーサリーである呪文を唱えていたなら、この呪文を唱えるためのコストは{3}少なくなる。\n"
    "  あなたは３点のライフを得る。\n"
    "en:\n  This spell costs {3} less to cast if you've cast an instant or sorcery spell this turn.\n"
    "  You gain 3 life.\n"
)


def _reduced(first: str, by: str) -> int:
    s = Scenario()
    s.battlefield("Alice", *[ISLAND] * 5)
    s.battlefield("Bob", ISLAND)
    s.hand(by, {"Opt": OPT, "Bear": BEAR}[first])
    s.hand("Alice", AFTER_AN_INSTANT)
    s.cast(by, first)
    s.resolve()
    before = _tapped_of(s, "Alice")
    s.cast("Alice", "Test")
    return _tapped_of(s, "Alice") - before


def _tapped_of(s: Scenario, who: str) -> int:
    player = s.player(who)
    return sum(bool(p.tapped) for p in s.game.battlefield.objects if p.controller is player)


@pytest.mark.parametrize(
    ("first", "by", "paid"),
    [("Opt", "Alice", 1), ("Bear", "Alice", 4), ("Opt", "Bob", 4)],
)
def test_601_2i_only_your_spells_of_that_kind_this_turn_count(first: str, by: str, paid: int) -> None:
    """Your instant earlier this turn: {3}{U} costs {U}; your creature spell or an opponent's
    instant: the full cost."""
    assert _reduced(first, by) == paid
