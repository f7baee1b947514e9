"""The AVR FAQ's general notes on 奇跡 / miracle (M1–M9), on the compiled miracle cards.

Rule 702.94: a miracle card may be revealed as it is drawn, if it is the first
card its owner drew this turn; when revealed, a trigger lets the player cast it
for its miracle cost while that trigger resolves.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

import pytest  # noqa: E402
from ofuda.runtime import Choose, May, Reveal, RulesError, Scenario, Step, Targets  # noqa: E402
from support.compiled import card  # noqa: E402


def _upkeep(top: list[str]) -> Scenario:
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", *[card(name) for name in top])
    return s


def test_faq_M1_the_card_is_drawn_either_way_and_stays_in_hand_if_not_cast() -> None:
    """M1: 奇跡を使うかどうかにかかわらずカードは引かれる。唱えなければ手札に残る。
    Drawn either way; not cast with miracle, it stays in your hand (轟く怒り / Thunderous Wrath)."""
    s = _upkeep(["Thunderous Wrath"])
    s.battlefield("Alice", card("Mountain"))
    s.script("Alice", Reveal(True), May(False))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.in_hand("Alice") == ["Thunderous Wrath"]
    assert s.life("Bob") == 20


def test_faq_M2_miracle_works_on_the_opponents_turn() -> None:
    """M2: そのターン最初に引いたカードなら、どのプレイヤーのターンでも奇跡を使える。
    The first card drawn this turn — on any player's turn (here a draw on Bob's turn, from
    Alchemist's Apprentice's ability)."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Alchemist's Apprentice"), card("Mountain"))
    s.library("Alice", card("Thunderous Wrath"))
    s.script("Alice", Reveal(True), May(True), Targets(("Bob",)))
    s.activate("Alice", "Alchemist's Apprentice")
    s.resolve()
    assert s.life("Bob") == 15


def test_faq_M4_not_cast_while_the_trigger_resolves_it_cannot_be_later() -> None:
    """M4: 奇跡の誘発型能力の解決中にしか奇跡コストで唱えられない。
    Declined during the trigger's resolution, it can't be cast for its miracle cost later."""
    s = _upkeep(["Thunderous Wrath"])
    s.battlefield("Alice", *[card("Mountain")] * 2)
    s.script("Alice", Reveal(True), May(False))
    s.advance_to(Step.DRAW)
    s.resolve()
    s.advance_to(Step.PRECOMBAT_MAIN)
    # Now only its normal cost {4}{R}{R} could pay for it: two Mountains can't.
    with pytest.raises(RulesError):
        s.cast("Alice", "Thunderous Wrath", "Bob")
    assert s.life("Bob") == 20


def test_faq_M5_a_sorcery_cast_by_miracle_ignores_its_timing() -> None:
    """M5: 奇跡の誘発型能力の解決中に、カード・タイプによるタイミングの制限を無視して唱える。
    A sorcery (終末 / Terminus) is cast during the draw step, on the stack with the trigger."""
    s = _upkeep(["Terminus"])
    s.battlefield("Alice", card("Plains"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.script("Alice", Reveal(True), May(True))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.on_battlefield("Bob") == []


def test_faq_M7_only_the_first_of_several_cards_drawn_can_be_a_miracle() -> None:
    """M7: 複数枚引く場合は１枚ずつ引き、最初の１枚だけが奇跡を使える。
    Drawing several cards is single draws; only the first can be revealed (材料集め / Amass
    the Components draws three)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.library("Alice", card("Plains"), card("Thunderous Wrath"), card("Plains"))
    s.hand("Alice", card("Amass the Components"))
    s.script("Alice", Choose(("Plains",)))  # the card put on the bottom; no reveal is asked
    s.cast("Alice", "Amass the Components")
    s.resolve()
    assert "Thunderous Wrath" in s.in_hand("Alice")
    assert "reveal" not in s.log_text().lower()
    assert s.life("Bob") == 20


def test_faq_M8_a_miracle_card_that_left_the_hand_cannot_be_cast() -> None:
    """M8: 誘発型能力の解決前に奇跡カードが手札を離れたら、奇跡で唱えられない。
    If the card leaves your hand before the trigger resolves, it can't be cast."""
    s = _upkeep(["Thunderous Wrath"])
    s.battlefield("Alice", card("Mountain"))
    s.script("Alice", Reveal(True), May(True), Targets(("Bob",)))
    s.advance_to(Step.DRAW)
    wrath = next(c for c in s.player("Alice").hand.objects if c.name == "Thunderous Wrath")
    s.game.move(wrath, "graveyard")  # discarded in response
    s.resolve()
    assert s.life("Bob") == 20


def test_faq_M9_the_opening_hand_never_counts() -> None:
    """M9: 最初の手札は、どのターンが始まるよりも前に引くので、奇跡は使えない。
    Cards in the opening hand are drawn before any turn, so none can be a miracle; the first
    draw of turn 1 (the player on the draw) is a miracle candidate again."""
    from ofuda.runtime import Game, ScriptedAgent

    class AlwaysReveal(ScriptedAgent):
        """Reveals every miracle it is offered, and counts the offers."""

        offers = 0

        def reveal_miracle(self, game, player, drawn):  # type: ignore[no-untyped-def]
            self.offers += 1
            return True

    deck = [card("Thunderous Wrath")] * 7 + [card("Mountain")] * 30
    agents = [AlwaysReveal(name="Alice"), AlwaysReveal(name="Bob")]
    game = Game([deck, list(deck)], agents, seed=1, starting_player=0)
    game.start()
    assert sum(1 for c in game.players[0].hand.objects if c.name == "Thunderous Wrath") > 0
    assert agents[0].offers == agents[1].offers == 0


def test_faq_M3_revealing_is_optional() -> None:
    """M3: 唱えたくなければ、奇跡カードを引いたときに公開しなくてもよい。
    You needn't reveal a miracle card you don't want to cast: no trigger, it stays in hand."""
    s = _upkeep(["Thunderous Wrath"])
    s.battlefield("Alice", card("Mountain"))
    s.script("Alice", Reveal(False))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.in_hand("Alice") == ["Thunderous Wrath"]
    assert "reveal" not in s.log_text().lower()


def test_faq_M6_the_card_is_revealed_as_it_is_drawn() -> None:
    """M6: 奇跡カードは、手札の他のカードと混ざる前に公開する。
    It is revealed as it is drawn: the log shows the reveal right after the draw."""
    s = _upkeep(["Thunderous Wrath"])
    s.battlefield("Alice", card("Mountain"))
    s.script("Alice", Reveal(True), May(False))
    s.advance_to(Step.DRAW)
    lines = s.log_text().splitlines()
    drew = next(i for i, line in enumerate(lines) if "draws" in line)
    assert "reveal" in lines[drew + 1].lower()
