"""Durations of one-shot effects' continuous results (611.2, 514.2): "until end of turn" ends
in the cleanup step, "until your next turn" (611.2b) as its controller's next turn begins, a
result with no stated duration (611.2a) never by time — for a continuous effect, a
replacement effect, a change of control (cards compiled by ofuda from text written here in
both languages), and by one model in every store of the engine (runtime/engine/layers/durations.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, card_from_text

WEAKEN = card_from_text(
    "name: 萎縮の呪文 / Withering Hex\ncost: {B}\ntype: インスタント / Instant\n"
    "ja:\n  クリーチャー1体を対象とする。あなたの次のターンまで、それは-2/-0の修整を受ける。\n"
    "en:\n  Target creature gets -2/-0 until your next turn.\n"
)


def test_611_2b_until_your_next_turn_lasts_through_the_opponents_turn() -> None:
    """611.2b: Withering Hex / 萎縮の呪文 ("Target creature gets -2/-0 until your next turn"),
    cast by Alice on Bob's Vorstclaw: still 5/7 after her cleanup step (514.2 ends only "until
    end of turn") and all through Bob's turn; it ends as Alice's next turn begins."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.hand("Alice", WEAKEN)
    s.cast("Alice", "Withering Hex", "Vorstclaw")
    s.resolve()
    assert s.pt("Vorstclaw") == (5, 7)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    assert s.game.active.name == "Bob" and s.pt("Vorstclaw") == (5, 7)
    s.advance_to(Step.END, new_turn=False)
    assert s.pt("Vorstclaw") == (5, 7)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    assert s.game.active.name == "Alice" and s.pt("Vorstclaw") == (7, 7)


def test_611_2b_a_replacement_until_your_next_turn_ends_only_at_its_controllers_turn() -> None:
    """611.2b: a prevention or replacement effect lasting "until your next turn" (no AVR or
    test text makes one yet; the runtime holds it like any other) survives cleanup and Bob's
    turn, and ends as Alice's next turn begins."""
    from ofuda.runtime.definitions import Duration
    from ofuda.runtime.engine.replacement.replacements import Replacement

    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    alice = s.player("Alice")
    shield = Replacement(
        "damage",
        lambda e: False,
        lambda e: e,
        controller=alice,
        duration=Duration.UNTIL_YOUR_NEXT_TURN,
        prevention=True,
        text="test shield",
    )
    s.game.replacements.append(shield)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: Alice's cleanup is behind it
    assert shield in s.game.replacements
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    assert shield not in s.game.replacements


BORROW = card_from_text(
    "name: 借用 / Test Borrowing\ncost: {R}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  クリーチャー1体を対象とする。あなたの次のターンまで、あなたはそれのコントロールを得る。\n"
    "en:\n  Gain control of target creature until your next turn.\n"
)


def test_611_2b_control_until_your_next_turn_returns_as_that_turn_begins() -> None:
    """611.2b, 613.1b: Test Borrowing / 借用 ("Gain control of target creature until your next
    turn"): Alice controls Bob's Vorstclaw through her cleanup and Bob's whole turn; it goes
    back to Bob as Alice's next turn begins."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.hand("Alice", BORROW)
    s.cast("Alice", "Test Borrowing", "Vorstclaw")
    s.resolve()
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.advance_to(Step.END)  # … to its end step
    assert s.game.active.name == "Bob"
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    assert s.permanent("Vorstclaw").controller.name == "Bob"


# --- one duration model for every store (611.2a, 611.2b, 514.2) ------------------------------


def test_611_2_has_ended_is_the_one_answer_for_every_duration() -> None:
    """514.2: "until end of turn" ends in the cleanup step; 611.2b: "until your next turn" as
    the next turn of the effect's controller begins (not the opponent's); 611.2a: with no
    stated duration (PERMANENT) a result never ends by time; a static ability's effect (no
    duration, 611.3) neither."""
    from ofuda.runtime.definitions import Duration
    from ofuda.runtime.engine.layers.durations import Moment, has_ended

    s = Scenario()
    alice, bob = s.player("Alice"), s.player("Bob")
    cleanup, begins = Moment.CLEANUP, Moment.TURN_BEGINS
    assert has_ended(Duration.END_OF_TURN, alice, cleanup)
    assert not has_ended(Duration.END_OF_TURN, alice, begins, alice)
    assert not has_ended(Duration.UNTIL_YOUR_NEXT_TURN, alice, cleanup)
    assert not has_ended(Duration.UNTIL_YOUR_NEXT_TURN, alice, begins, bob)
    assert has_ended(Duration.UNTIL_YOUR_NEXT_TURN, alice, begins, alice)
    for moment, whose in ((cleanup, None), (begins, alice), (begins, bob)):
        assert not has_ended(Duration.PERMANENT, alice, moment, whose)
        assert not has_ended(None, alice, moment, whose)


def _store_records(s: Scenario, duration: object) -> dict[str, object]:
    """One record of each store made by a resolving ability Alice controls, lasting
    ``duration``: a continuous effect, a prevention shield, a rule on a player, a permission
    to cast a card, and an ignored effect (116.2d)."""
    from ofuda.runtime.context.resolution import ResolutionContext
    from ofuda.runtime.engine.casting.ignoring import Ignoring

    alice = s.player("Alice")
    bear, curse = s.battlefield("Alice", card("Vorstclaw"), _ignorable(duration))
    (swine,) = s.graveyard("Alice", card("Nettle Swine"))
    ctx = ResolutionContext(s.game, bear, alice)
    ctx.modify_power_toughness(bear, 1, 1, duration)  # type: ignore[arg-type]
    shield = ctx.prevent_damage(bear, 2, duration)  # type: ignore[arg-type]
    ctx.as_though_flash(alice, duration)  # type: ignore[arg-type]
    ctx.allow_cast(swine, alice, False, duration)  # type: ignore[arg-type]
    s.ignore_effect("Alice", curse)
    (ignoring,) = s.game.ignoring
    assert isinstance(ignoring, Ignoring)
    return {
        "effects": s.game.effects[-1],
        "replacements": shield,
        "timed_player_rules": s.game.timed_player_rules[-1],
        "cast_permissions": s.game.cast_permissions[-1],
        "ignoring": ignoring,
    }


def _ignorable(duration: object) -> object:
    """An enchantment whose effect its controller may ignore for ``duration`` (116.2d)."""
    from ofuda.runtime import (
        CantBlock,
        CardType,
        ControllerOfAffected,
        Cost,
        MayIgnoreEffect,
        ThisPermanent,
    )
    from support.kit import card as make_card
    from support.kit import static

    offer = MayIgnoreEffect(ControllerOfAffected(ThisPermanent()), Cost(()), duration)  # type: ignore[arg-type]
    return make_card(
        "Test Shackles",
        "{W}",
        CardType.ENCHANTMENT,
        abilities=(static(CantBlock(ThisPermanent()), offer),),
    )


def _alive(s: Scenario, records: dict[str, object]) -> set[str]:
    return {store for store, record in records.items() if record in getattr(s.game, store)}


STORES = {"effects", "replacements", "timed_player_rules", "cast_permissions", "ignoring"}


@pytest.mark.parametrize(
    ("duration", "after_cleanup", "through_bobs_turn", "at_alices_next_turn"),
    [
        # 514.2: ends in Alice's cleanup step, in every store
        ("END_OF_TURN", set(), set(), set()),
        # 611.2b: through Alice's cleanup and Bob's turn, ends as Alice's next turn begins
        ("UNTIL_YOUR_NEXT_TURN", STORES, STORES, set()),
        # 611.2a: no stated duration: never ends by time
        ("PERMANENT", STORES, STORES, STORES),
    ],
)
def test_611_2_every_store_ends_its_records_by_the_one_model(
    duration: str,
    after_cleanup: set[str],
    through_bobs_turn: set[str],
    at_alices_next_turn: set[str],
) -> None:
    from ofuda.runtime.definitions import Duration

    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    records = _store_records(s, Duration[duration])
    assert _alive(s, records) == STORES
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: Alice's cleanup step is behind
    assert _alive(s, records) == after_cleanup
    s.advance_to(Step.END, new_turn=False)
    assert _alive(s, records) == through_bobs_turn
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    assert _alive(s, records) == at_alices_next_turn
