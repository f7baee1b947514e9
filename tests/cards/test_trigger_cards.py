"""Scenario tests of AVR cards whose abilities trigger on events beyond entering (603).

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

from ofuda.runtime import Choose, May, Scenario, Step, Targets
from support.compiled import card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def _dies_in_combat(attacker: str, alice: list[str], *decisions: object) -> Scenario:
    """Alice attacks with ``attacker`` into Bob's Vorstclaw (7/7), which blocks and kills it."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", *[card(n) for n in alice])
    s.battlefield("Bob", card("Vorstclaw"))
    s.attack(attacker)
    s.block(("Vorstclaw", attacker))
    if decisions:
        s.script("Alice", *decisions)  # type: ignore[arg-type]
    s.advance_to(Step.END_OF_COMBAT)
    return s


def _unblocked(attacker: str, alice: list[str], *decisions: object) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", *[card(n) for n in alice])
    s.battlefield("Bob", card("Island"))
    if decisions:
        s.script("Alice", *decisions)  # type: ignore[arg-type]
    s.attack(attacker)
    s.advance_to(Step.END_OF_COMBAT)
    return s


# --- enters the battlefield under your control -----------------------------------------


def test_goldnight_commander_pumps_your_creatures_when_another_creature_enters() -> None:
    """黄金夜の指揮官 / Goldnight Commander — 「他のクリーチャーが１体あなたのコントロール下で戦場に出るたび」."""
    s = Scenario()
    s.battlefield("Alice", card("Goldnight Commander"), *lands("Plains", 2))
    s.hand("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.pt("Goldnight Commander") == (3, 3) and s.pt("Thraben Valiant") == (3, 2)


def test_kruin_striker_gets_plus_one_and_trample_when_another_creature_enters() -> None:
    """クルーインの打撃者 / Kruin Striker — +1/+0 and trample until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("Kruin Striker"), *lands("Plains", 2))
    s.hand("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.pt("Kruin Striker") == (3, 1)


def test_soul_of_the_harvest_may_draw_when_another_nontoken_creature_enters() -> None:
    """収穫の魂 / Soul of the Harvest — 「他のトークンでないクリーチャー」: you may draw."""
    s = Scenario()
    s.battlefield("Alice", card("Soul of the Harvest"), *lands("Plains", 2))
    s.library("Alice", card("Island"))
    s.hand("Alice", card("Thraben Valiant"))
    s.script("Alice", May(True))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]


def test_vigilante_justice_pings_when_a_human_enters() -> None:
    """自警団の正義 / Vigilante Justice — 「人間が１体あなたのコントロール下で戦場に出るたび」."""
    s = Scenario()
    s.battlefield("Alice", card("Vigilante Justice"), *lands("Plains", 2))
    s.hand("Alice", card("Thraben Valiant"))
    s.script("Alice", Targets(("Bob",)))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.life("Bob") == 19


# --- dies --------------------------------------------------------------------------------


def test_blood_artist_drains_when_a_creature_dies() -> None:
    """血の芸術家 / Blood Artist — 「血の芸術家か他のクリーチャーが１体死亡するたび」."""
    s = _dies_in_combat("Thraben Valiant", ["Blood Artist", "Thraben Valiant"], Targets(("Bob",)))
    assert (s.life("Bob"), s.life("Alice")) == (19, 21)


def test_harvester_of_souls_may_draw_when_another_nontoken_creature_dies() -> None:
    """魂の収穫者 / Harvester of Souls — you may draw a card."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Harvester of Souls"), card("Thraben Valiant"))
    s.library("Alice", card("Island"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.attack("Thraben Valiant")
    s.block(("Vorstclaw", "Thraben Valiant"))
    s.script("Alice", May(True))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_hand("Alice") == ["Island"]


def test_havengul_vampire_grows_when_another_creature_dies() -> None:
    """ヘイヴングルの吸血鬼 / Havengul Vampire — 「他のクリーチャーが１体死亡するたび」."""
    s = _dies_in_combat("Thraben Valiant", ["Havengul Vampire", "Thraben Valiant"])
    assert s.pt("Havengul Vampire") == (3, 3)


def test_rotcrown_ghoul_mills_five_when_it_dies() -> None:
    """腐冠のグール / Rotcrown Ghoul — 「腐冠のグールが死亡したとき」: target player mills five."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Rotcrown Ghoul"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.library("Bob", *lands("Island", 6))
    s.attack("Rotcrown Ghoul")
    s.block(("Vorstclaw", "Rotcrown Ghoul"))
    s.script("Alice", Targets(("Bob",)))
    s.advance_to(Step.END_OF_COMBAT)
    assert len(s.in_graveyard("Bob")) == 5 and len(s.in_library("Bob")) == 1


def test_driver_of_the_dead_returns_a_small_creature_card_when_it_dies() -> None:
    """死体の運び屋 / Driver of the Dead — a creature card with mana value 2 or less."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Driver of the Dead"))
    s.graveyard("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.attack("Driver of the Dead")
    s.block(("Vorstclaw", "Driver of the Dead"))
    s.script("Alice", Targets(("Thraben Valiant",)))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.on_battlefield("Alice") == ["Thraben Valiant"]


def test_maalfeld_twins_leave_two_zombies_when_they_die() -> None:
    """マルフェルドの双子 / Maalfeld Twins — two 2/2 black Zombie tokens."""
    s = _dies_in_combat("Maalfeld Twins", ["Maalfeld Twins"])
    assert len(s.on_battlefield("Alice")) == 2


def test_polluted_dead_destroys_a_land_when_it_dies() -> None:
    """汚染された死体 / Polluted Dead — 「土地１つを対象とし、それを破壊する」."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Polluted Dead"))
    s.battlefield("Bob", card("Vorstclaw"), card("Island"))
    s.attack("Polluted Dead")
    s.block(("Vorstclaw", "Polluted Dead"))
    s.script("Alice", Targets(("Island",)))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Island" in s.in_graveyard("Bob")


def test_soulcage_fiend_makes_each_player_lose_three_when_it_dies() -> None:
    """魂獄の悪鬼 / Soulcage Fiend — 「各プレイヤーは３点のライフを失う」."""
    s = _dies_in_combat("Soulcage Fiend", ["Soulcage Fiend"])
    assert (s.life("Alice"), s.life("Bob")) == (17, 17)


def test_treacherous_pit_dweller_goes_to_an_opponent_when_it_returns_from_the_graveyard() -> None:
    """奈落に住まう騙し屋 / Treacherous Pit-Dweller — undying, then 「いずれかの墓地から戦場に出たとき」."""
    s = _dies_in_combat("Treacherous Pit-Dweller", ["Treacherous Pit-Dweller"], Targets(("Bob",)))
    assert s.permanent("Treacherous Pit-Dweller", "Bob").controller.name == "Bob"


# --- attacks, combat damage ------------------------------------------------------------------


def test_havengul_skaab_returns_another_creature_when_it_attacks() -> None:
    """ヘイヴングルのスカーブ / Havengul Skaab — 「攻撃するたび」: bounce another creature you control."""
    s = _unblocked(
        "Havengul Skaab", ["Havengul Skaab", "Thraben Valiant"], Choose(("Thraben Valiant",))
    )
    assert s.in_hand("Alice") == ["Thraben Valiant"]


def test_riot_ringleader_pumps_humans_when_it_attacks() -> None:
    """暴動の首謀者 / Riot Ringleader — Human creatures you control get +1/+0."""
    s = _unblocked("Riot Ringleader", ["Riot Ringleader", "Thraben Valiant"])
    assert s.life("Bob") == 17 and s.pt("Thraben Valiant") == (3, 1)


def test_moonsilver_spear_makes_an_angel_when_equipped_creature_attacks() -> None:
    """月銀の槍 / Moonsilver Spear — 「装備しているクリーチャーが攻撃するたび」."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Moonsilver Spear"), card("Thraben Valiant"))
    s.attach("Moonsilver Spear", "Thraben Valiant")
    s.attack("Thraben Valiant")
    s.advance_to(Step.END_OF_COMBAT)
    assert len(s.on_battlefield("Alice")) == 3


def test_heirs_of_stromkirk_grow_on_combat_damage_to_a_player() -> None:
    """流城の継承者 / Heirs of Stromkirk — 「いずれかのプレイヤーに戦闘ダメージを与えるたび」."""
    s = _unblocked("Heirs of Stromkirk", ["Heirs of Stromkirk"])
    assert s.pt("Heirs of Stromkirk") == (3, 3)


def test_falkenrath_exterminator_grows_on_combat_damage_to_a_player() -> None:
    """ファルケンラスの駆除屋 / Falkenrath Exterminator — a +1/+1 counter on it."""
    s = _unblocked("Falkenrath Exterminator", ["Falkenrath Exterminator"])
    assert s.pt("Falkenrath Exterminator") == (2, 2)


# --- beginning of the end step ---------------------------------------------------------------


def test_archwing_dragon_returns_to_hand_at_the_end_step() -> None:
    """大翼のドラゴン / Archwing Dragon — 「終了ステップの開始時に」: back to its owner's hand."""
    s = Scenario()
    s.battlefield("Alice", card("Archwing Dragon"))
    s.advance_to(Step.END)
    s.resolve()
    assert s.in_hand("Alice") == ["Archwing Dragon"]
