"""The heuristic agent casts the spells it holds when they have a worthwhile target: cards in a
graveyard (its own first), target players late in its turn, and sorceries whose effects on
creatures can't wait for blockers (307.1). The every-card soak (tools/soak.py) found these
never cast; its probe of an ability (runtime/agents/heuristic.py) also missed effects called
with keyword arguments ("fights") or on a group of targets."""

from __future__ import annotations

from ofuda.runtime import HeuristicAgent, Scenario, Step
from ofuda.runtime.agents.heuristic import probe
from ofuda.runtime.definitions import SpellAbility
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, set_card


def _choice(s: Scenario) -> object:
    """What the heuristic agent does with Alice's priority now."""
    game, alice = s.game, s.player("Alice")
    return HeuristicAgent().choose_action(game, alice, legal_actions(game, alice))


def _casts(s: Scenario, name: str) -> bool:
    action = _choice(s)
    return isinstance(action, CastSpell) and action.card.name == name


def _spell_ability(definition: object) -> type:
    return next(a for a in definition.abilities if issubclass(a, SpellAbility))  # type: ignore[attr-defined]


def test_a_spell_that_returns_a_card_from_a_graveyard_takes_the_agents_own() -> None:
    """Disentomb: "Return target creature card from your graveyard to your hand." — cast with a
    creature card in Alice's graveyard, and that card comes back."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", set_card("m20", "Disentomb"))
    assert not _casts(s, "Disentomb")  # nothing to return yet
    s.graveyard("Alice", card("Nettle Swine"))
    assert _casts(s, "Disentomb")
    s.use_agent("Alice", HeuristicAgent())
    s.cast("Alice", "Disentomb")
    s.resolve()
    assert [c.name for c in s.player("Alice").hand.objects] == ["Nettle Swine"]


def test_a_spell_on_a_target_player_waits_for_the_second_main_phase() -> None:
    """Mental Agony: "Target player discards two cards and loses 2 life." — not before combat,
    then cast, at Bob."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 4)
    s.hand("Alice", card("Mental Agony"))
    assert not _casts(s, "Mental Agony")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert _casts(s, "Mental Agony")
    s.use_agent("Alice", HeuristicAgent())
    s.cast("Alice", "Mental Agony")
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 18)


def test_a_sorcery_that_makes_creatures_fight_is_cast_before_combat() -> None:
    """Prey Upon: "Target creature you control fights target creature you don't control." — a
    sorcery can't wait for blocks: Alice's Nettle Swine (4/2) fights Bob's Thraben Valiant."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Nettle Swine"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", set_card("isd", "Prey Upon"))
    assert _casts(s, "Prey Upon")
    s.use_agent("Alice", HeuristicAgent())
    s.cast("Alice", "Prey Upon")
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Bob")


def test_the_probe_reads_effects_called_with_keyword_arguments_and_groups() -> None:
    """The generated code calls ``ctx.fight(first=…, second=…)`` and
    ``ctx.return_to_hand(ctx.all_targets(…))``: the probe scores each target."""
    assert probe(_spell_ability(set_card("isd", "Prey Upon"))).score == {0: 1, 1: -3}
    assert probe(_spell_ability(card("Peel from Reality"))).score == {0: -4, 1: -4}


def test_a_spell_that_costs_the_agent_one_of_its_own_creatures_is_still_cast() -> None:
    """Peel from Reality bounces Alice's creature and Bob's: the part on her own creature does
    not stop it (it is the price of the other)."""
    s = Scenario(step=Step.DECLARE_BLOCKERS)
    s.battlefield("Alice", *[card("Island")] * 2, card("Nettle Swine"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("Peel from Reality"))
    assert _casts(s, "Peel from Reality")
