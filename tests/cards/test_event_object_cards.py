"""Scenario tests of AVR cards whose triggered abilities name the trigger event's own object
or amount: "that creature" / 「そのクリーチャー」, "that card" / 「そのカード」, "that much" /
「その点数」 (603.2, 400.7), and of their intervening "if" clauses and delayed triggers.

Each test names the card in both languages; the cards are compiled from cards_src/avr.
"""

from __future__ import annotations

from ofuda.runtime import Color, Keyword, May, Order, Scenario, Step, Targets
from support.compiled import card, card_from_text


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


# --- "that creature": the blocker, the creature that became a target -----------------------


def _vigilante_blocked_by(*blockers: str, bystander: str | None = None) -> Scenario:
    """Alice's Somberwald Vigilante attacks and Bob blocks it with ``blockers``."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Somberwald Vigilante"))
    s.battlefield("Bob", *[card(name) for name in blockers])
    if bystander is not None:
        s.battlefield("Bob", card(bystander))
    s.attack("Somberwald Vigilante")
    s.block(*[(name, "Somberwald Vigilante") for name in blockers])
    return s


def test_somberwald_vigilante_deals_one_damage_to_the_creature_blocking_it() -> None:
    """ソンバーワルドの自警団 / Somberwald Vigilante — 「そのクリーチャーに１点のダメージを与える」:
    the blocker (a 1/1) dies before combat damage, so the Vigilante survives."""
    s = _vigilante_blocked_by("Nephalia Smuggler")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Nephalia Smuggler"]
    assert s.on_battlefield("Alice") == ["Somberwald Vigilante"]


def test_somberwald_vigilante_damages_only_the_blocker_not_other_creatures() -> None:
    """Somberwald Vigilante: a 3/3 blocker takes 1 damage; Bob's other creature takes none."""
    s = _vigilante_blocked_by("Yew Spirit", bystander="Nephalia Smuggler")
    s.resolve()
    assert s.permanent("Yew Spirit").damage == 1
    assert s.permanent("Nephalia Smuggler").damage == 0


def test_wild_defiance_pumps_your_creature_targeted_by_an_instant() -> None:
    """野生の抵抗 / Wild Defiance — 「インスタント呪文またはソーサリー呪文の対象になるたび」:
    +3/+3 from the trigger, +2/+2 from Zealous Strike."""
    s = Scenario()
    s.battlefield("Alice", card("Wild Defiance"), card("Thraben Valiant"), *lands("Plains", 2))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (7, 6)


def test_wild_defiance_pumps_your_creature_targeted_by_an_opponents_sorcery() -> None:
    """Wild Defiance: Bob's Pillar of Flame (a sorcery) targets Alice's 2/1, which survives the
    2 damage as a 5/4."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Wild Defiance"), card("Thraben Valiant"))
    s.battlefield("Bob", *lands("Mountain", 1))
    s.hand("Bob", card("Pillar of Flame"))
    s.cast("Bob", "Pillar of Flame", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (5, 4)
    assert s.permanent("Thraben Valiant").damage == 2


def test_wild_defiance_ignores_creatures_you_dont_control() -> None:
    """Wild Defiance: 「あなたがコントロールするクリーチャー」 — Bob's creature gets nothing."""
    s = Scenario()
    s.battlefield("Alice", card("Wild Defiance"), *lands("Plains", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)


# --- "that card": the card a creature that died became ------------------------------------


def test_unhallowed_pact_returns_the_enchanted_creature_under_your_control() -> None:
    """不浄の契約 / Unhallowed Pact — 「そのカードをあなたのコントロール下で戦場に戻す」: Bob's
    creature, enchanted by Alice's Pact, dies and returns under Alice's control."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Unhallowed Pact"), card("Vorstclaw"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.attach("Unhallowed Pact", "Thraben Valiant")
    s.attack("Thraben Valiant")
    s.block(("Vorstclaw", "Thraben Valiant"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Thraben Valiant").controller.name == "Alice"
    assert s.in_graveyard("Alice") == ["Unhallowed Pact"]


def test_unhallowed_pact_does_nothing_when_the_card_already_left_the_graveyard() -> None:
    """Unhallowed Pact on Butcher Ghoul (undying): undying returns it first, then the Pact's
    ability finds no card in the graveyard."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Unhallowed Pact"), card("Butcher Ghoul"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.attach("Unhallowed Pact", "Butcher Ghoul")
    s.attack("Butcher Ghoul")
    s.block(("Vorstclaw", "Butcher Ghoul"))
    # the first goes on the stack first and resolves last (undying resolves first)
    s.script("Alice", Order(("Unhallowed Pact's triggered ability", "Butcher Ghoul's triggered ability")))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.pt("Butcher Ghoul") == (2, 2)
    assert s.on_battlefield("Alice") == ["Butcher Ghoul"]


# --- "that much": the amount of the trigger event ------------------------------------------


def test_exquisite_blood_gains_the_life_an_opponent_lost_to_combat_damage() -> None:
    """極上の血 / Exquisite Blood — 「あなたはその点数に等しい点数のライフを得る」: Bob is dealt 4
    combat damage, Alice gains 4."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Exquisite Blood"), card("Nettle Swine"))
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert (s.life("Alice"), s.life("Bob")) == (24, 16)


def test_exquisite_blood_ignores_your_own_life_loss() -> None:
    """Exquisite Blood: 「いずれかの対戦相手が」 — Alice's own loss (Soulcage Fiend dying makes
    each player lose 3) gains her only Bob's 3."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Exquisite Blood"), card("Soulcage Fiend"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.attack("Soulcage Fiend")
    s.block(("Vorstclaw", "Soulcage Fiend"))
    s.advance_to(Step.END_OF_COMBAT)
    assert (s.life("Alice"), s.life("Bob")) == (20, 17)


# --- each creature you control ---------------------------------------------------------------


def test_cathars_crusade_puts_a_counter_on_each_creature_you_control() -> None:
    """聖戦士の進軍 / Cathars' Crusade — 「あなたがコントロールする各クリーチャーの上に＋１/＋１
    カウンターをそれぞれ１個置く」: Bob's creature gets none."""
    s = Scenario()
    s.battlefield("Alice", card("Cathars' Crusade"), card("Thraben Valiant"), card("Island"))
    s.battlefield("Bob", card("Wandering Wolf"))
    s.hand("Alice", card("Nephalia Smuggler"))
    s.cast("Alice", "Nephalia Smuggler")
    s.resolve()
    assert s.pt("Thraben Valiant") == (3, 2)
    assert s.pt("Wandering Wolf") == (2, 1)


# --- a condition checked on resolution: the creature with the greatest power -----------------


def _upkeep(alice: list[str], bob: list[str]) -> Scenario:
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", *[card(name) for name in alice])
    s.battlefield("Bob", *[card(name) for name in bob])
    s.library("Alice", card("Island"))
    s.hand("Bob", card("Plains"))
    if "Triumph of Cruelty" in alice:
        s.script("Alice", Targets(("Bob",)))
    s.advance_to(Step.UPKEEP)
    return s


def test_triumph_of_ferocity_draws_when_you_control_the_greatest_power() -> None:
    """獰猛さの勝利 / Triumph of Ferocity — 「あなたがパワーの最も大きいクリーチャー…を
    コントロールしている場合、カードを1枚引く」."""
    s = _upkeep(["Triumph of Ferocity", "Vorstclaw"], ["Thraben Valiant"])
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]


def test_triumph_of_ferocity_draws_when_tied_for_the_greatest_power() -> None:
    """Triumph of Ferocity: "or tied for the greatest power" — 7 against 7."""
    s = _upkeep(["Triumph of Ferocity", "Vorstclaw"], ["Griselbrand"])
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]


def test_triumph_of_ferocity_draws_nothing_when_an_opponent_has_the_greatest_power() -> None:
    """Triumph of Ferocity: Bob's 7/7 against Alice's 2/1 — no card."""
    s = _upkeep(["Triumph of Ferocity", "Thraben Valiant"], ["Vorstclaw"])
    s.resolve()
    assert s.in_hand("Alice") == []


def test_triumph_of_cruelty_makes_the_target_opponent_discard() -> None:
    """残虐の勝利 / Triumph of Cruelty — 「対戦相手１人を対象とする。…そのプレイヤーはカードを
    １枚捨てる」."""
    s = _upkeep(["Triumph of Cruelty", "Vorstclaw"], ["Thraben Valiant"])
    s.resolve()
    assert s.in_hand("Bob") == [] and s.in_graveyard("Bob") == ["Plains"]


def test_triumph_of_cruelty_does_nothing_when_an_opponent_has_the_greatest_power() -> None:
    """Triumph of Cruelty: Bob's 7/7 is the greatest — Bob keeps his card."""
    s = _upkeep(["Triumph of Cruelty", "Thraben Valiant"], ["Vorstclaw"])
    s.resolve()
    assert s.in_hand("Bob") == ["Plains"]


# --- an intervening "if" (603.4) -----------------------------------------------------------


def _end_step(*alice: str) -> Scenario:
    s = Scenario(step=Step.POSTCOMBAT_MAIN)
    s.battlefield("Alice", card("Demonic Rising"), *[card(name) for name in alice])
    s.advance_to(Step.END)
    return s


def test_demonic_rising_makes_a_demon_when_you_control_exactly_one_creature() -> None:
    """悪魔の顕現 / Demonic Rising — 「あなたがコントロールしているクリーチャーがちょうど１体だけで
    ある場合、飛行を持つ黒の５/５のデーモン・クリーチャー・トークンを１体戦場に出す」."""
    s = _end_step("Thraben Valiant")
    s.resolve()
    assert sorted(s.on_battlefield("Alice")) == ["Demon Token", "Demonic Rising", "Thraben Valiant"]
    assert s.pt("Demon Token") == (5, 5)


def test_demonic_rising_does_nothing_with_two_creatures() -> None:
    """Demonic Rising: two creatures — it doesn't trigger."""
    s = _end_step("Thraben Valiant", "Wandering Wolf")
    s.check_state()
    assert s.on_stack() == []
    assert "Demon Token" not in s.on_battlefield("Alice")


def test_demonic_rising_does_nothing_with_no_creature() -> None:
    """Demonic Rising: no creature — it doesn't trigger."""
    s = _end_step()
    s.check_state()
    assert s.on_stack() == []


# --- payments on resolution: "you may pay … If you do", "unless you pay" -------------------


def _mystic(plains: int, *decisions: object) -> Scenario:
    """Alice casts Zealous Strike ({1}{W}) with Lunar Mystic out and ``plains`` Plains."""
    s = Scenario()
    s.battlefield("Alice", card("Lunar Mystic"), card("Thraben Valiant"), *lands("Plains", plains))
    s.library("Alice", card("Island"))
    s.hand("Alice", card("Zealous Strike"))
    if decisions:
        s.script("Alice", *decisions)  # type: ignore[arg-type]
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    return s


def test_lunar_mystic_draws_when_you_pay_one() -> None:
    """月の神秘家 / Lunar Mystic — 「あなたは{1}を支払ってもよい。 そうした場合、カードを１枚引く」."""
    s = _mystic(3, May(True))
    assert s.in_hand("Alice") == ["Island"]
    assert all(s.is_tapped(p.name) for p in s.game.battlefield.objects if p.name == "Plains")


def test_lunar_mystic_draws_nothing_when_you_decline_to_pay() -> None:
    """Lunar Mystic: declining to pay — no card (and the Plains stays untapped)."""
    s = _mystic(3, May(False))
    assert s.in_hand("Alice") == []
    assert sum(not p.tapped for p in s.game.battlefield.objects if p.name == "Plains") == 1


def test_fettergeist_stays_when_you_pay_for_each_other_creature() -> None:
    """枷霊 / Fettergeist — 「あなたがコントロールする他のクリーチャー１体につき{1}を支払わないかぎり、
    枷霊を生け贄に捧げる」: two other creatures, {2} paid."""
    s = _fettergeist_upkeep(["Thraben Valiant", "Wandering Wolf"], plains=2, pay=True)
    assert "Fettergeist" in s.on_battlefield("Alice")
    assert all(p.tapped for p in s.game.battlefield.objects if p.name == "Plains")


def test_fettergeist_is_sacrificed_when_you_dont_pay() -> None:
    """Fettergeist: declining to pay — it is sacrificed."""
    s = _fettergeist_upkeep(["Thraben Valiant", "Wandering Wolf"], plains=2, pay=False)
    assert "Fettergeist" not in s.on_battlefield("Alice")
    assert "Fettergeist" in s.in_graveyard("Alice")


def test_fettergeist_is_sacrificed_when_you_cant_pay() -> None:
    """Fettergeist: two other creatures and one Plains — {2} can't be paid."""
    s = _fettergeist_upkeep(["Thraben Valiant", "Wandering Wolf"], plains=1, pay=True)
    assert "Fettergeist" in s.in_graveyard("Alice")


def test_fettergeist_costs_nothing_without_other_creatures() -> None:
    """Fettergeist: no other creature — {0} to pay, it stays."""
    s = _fettergeist_upkeep([], plains=0, pay=False)
    assert s.on_battlefield("Alice") == ["Fettergeist"]


def _fettergeist_upkeep(others: list[str], plains: int, pay: bool) -> Scenario:
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("Fettergeist"), *[card(n) for n in others], *lands("Plains", plains))
    s.script("Alice", May(pay))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    return s


# --- a delayed triggered ability created by a spell (603.7) ----------------------------------


def test_thatcher_revolt_makes_three_hasty_humans_sacrificed_at_the_next_end_step() -> None:
    """屋根職人の反乱 / Thatcher Revolt — 「速攻を持つ赤の1/1の人間・クリーチャー・トークンを3体
    戦場に出す。 次の終了ステップの開始時に、それらのトークンを生け贄に捧げる。」"""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Mountain", 3))
    s.hand("Alice", card("Thatcher Revolt"))
    s.cast("Alice", "Thatcher Revolt")
    s.resolve()
    tokens = [p for p in s.game.battlefield.objects if p.is_token]
    assert len(tokens) == 3 and all(Keyword.HASTE in t.keywords for t in tokens)
    assert s.pt("Human Token") == (1, 1)
    s.advance_to(Step.END)
    s.resolve()
    assert [p for p in s.game.battlefield.objects if p.is_token] == []
    assert "Thraben Valiant" in s.on_battlefield("Alice")  # only those tokens are sacrificed


# --- a creature dealt damage by this object this turn ----------------------------------------


def _slaver_blocks(attacker: str) -> Scenario:
    """Bob attacks with ``attacker``; Alice's Dread Slaver (3/5) blocks it."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Dread Slaver"))
    s.battlefield("Bob", card(attacker))
    s.attack(attacker)
    s.block(("Dread Slaver", attacker))
    s.advance_to(Step.END_OF_COMBAT)
    return s


def test_dread_slaver_returns_a_creature_it_killed_as_a_black_zombie() -> None:
    """戦慄の奴隷商人 / Dread Slaver — 「そのカードをあなたのコントロール下で戦場に戻す。
    そのクリーチャーは、他の色やタイプに加えて黒のゾンビでもある。」"""
    s = _slaver_blocks("Thraben Valiant")
    valiant = s.permanent("Thraben Valiant")
    assert valiant.controller.name == "Alice"
    assert {"Human", "Soldier", "Zombie"} <= set(valiant.subtypes)
    assert Color.BLACK in valiant.colors and Color.WHITE in valiant.colors


def test_dread_slaver_ignores_creatures_it_did_not_damage() -> None:
    """Dread Slaver: 「戦慄の奴隷商人によってダメージを与えられた」 — Bob's creature that died
    elsewhere (to Vorstclaw) stays in the graveyard."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Dread Slaver"), card("Vorstclaw"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.attack("Thraben Valiant")
    s.block(("Vorstclaw", "Thraben Valiant"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]


# --- an option offered to the opponents ------------------------------------------------------


def _devil(bob_accepts: bool) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", card("Vexing Devil"))
    s.script("Bob", May(bob_accepts))
    s.cast("Alice", "Vexing Devil")
    s.resolve()
    return s


def test_vexing_devil_is_sacrificed_when_an_opponent_takes_four_damage() -> None:
    """苛立たしい小悪魔 / Vexing Devil — 「どの対戦相手でも「苛立たしい小悪魔は自分に４点の
    ダメージを与える。」を選んでもよい。 いずれかのプレイヤーがそうした場合、苛立たしい小悪魔を
    生け贄に捧げる。」"""
    s = _devil(True)
    assert s.life("Bob") == 16
    assert s.in_graveyard("Alice") == ["Vexing Devil"]


def test_vexing_devil_stays_when_no_opponent_accepts() -> None:
    """Vexing Devil: Bob declines — no damage, the 4/3 stays."""
    s = _devil(False)
    assert s.life("Bob") == 20 and s.life("Alice") == 20
    assert s.pt("Vexing Devil") == (4, 3)


RAIDER = """\
name: Test Raider
cost: {1}{B}
type: Creature — Human
pt: 2/2
en:
  Whenever Test Raider deals combat damage to a player, that player discards a card.
"""


def test_that_player_is_the_player_dealt_damage() -> None:
    """A designer's card: "that player" is the player the trigger event is about (120.3)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card_from_text(RAIDER))
    s.hand("Alice", card("Island"))
    s.hand("Bob", card("Plains"))
    s.attack("Test Raider")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Plains"] and s.in_hand("Alice") == ["Island"]
