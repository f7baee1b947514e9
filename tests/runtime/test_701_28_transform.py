"""701.28 (transform) and 712.8 (a double-faced permanent's characteristics), through real
double-faced cards of ISD (their texts compiled by ofuda)."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine import faces
from ofuda.runtime.engine.triggers.triggered_abilities import put_on_stack
from support.compiled import card, card_from_text, set_card


def _shepherd(s: Scenario) -> object:
    return s.battlefield("Alice", set_card("isd", "Gatstaf Shepherd"))[0]


def test_701_28a_the_permanent_keeps_its_identity_status_damage_and_attachments() -> None:
    """701.28a, 712.18: a permanent that transforms is the same object: tapped stays tapped,
    marked damage and counters stay, an Aura stays attached."""
    s = Scenario()
    shepherd = _shepherd(s)
    shepherd.tapped = True
    shepherd.damage = 1
    shepherd.counters["+1/+1"] = 2
    aura = s.battlefield("Alice", card("Predator's Gambit"))
    s.attach("Predator's Gambit", shepherd)
    assert faces.transform(s.game, shepherd)
    howler = s.permanent("Gatstaf Howler")
    assert howler is shepherd and howler.tapped and howler.damage == 1
    assert s.pt("Gatstaf Howler") == (7, 6)  # 3/3, two counters, the Aura's +2/+1
    assert aura[0].attached_to is howler


def test_701_28c_a_card_with_one_face_does_not_transform() -> None:
    """701.28c: an instruction to transform a permanent that is not a transforming double-faced
    card does nothing (here a test card's own "Transform Test.")."""
    test = card_from_text(
        "name: 試作 / Test\ncost: {1}\ntype: アーティファクト・クリーチャー — ゴーレム / "
        "Artifact Creature — Golem\npt: 1/1\nja:\n  {0}：試作を変身させる。\nen:\n  {0}: Transform Test.\n"
    )
    s = Scenario()
    s.battlefield("Alice", test)
    s.activate("Alice", "Test")
    s.resolve()
    assert s.pt("Test") == (1, 1)
    assert "transforms" not in s.log_text()


def test_701_28f_an_ability_does_not_transform_a_permanent_that_transformed_since() -> None:
    """701.28f: the werewolf's trigger is on the stack when something else transforms it; as
    the trigger resolves, its "transform" does nothing (it does not turn it back)."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Forest")] * 3)
    shepherd = _shepherd(s)
    s.advance_to(Step.UPKEEP, new_turn=True)  # no spell last turn: it triggers (603.4)
    put_on_stack(s.game)  # 603.3: as a player would receive priority
    assert len(s.on_stack()) == 1
    assert faces.transform(s.game, shepherd)
    s.resolve()
    assert s.permanent("Gatstaf Howler") is shepherd


def test_712_8a_off_the_battlefield_only_the_front_face() -> None:
    """712.8a: a transformed card that leaves the battlefield is its front face again (a new
    object, 400.7)."""
    s = Scenario()
    shepherd = _shepherd(s)
    faces.transform(s.game, shepherd)
    s.game.destroy(shepherd)
    assert s.in_graveyard("Alice") == ["Gatstaf Shepherd"]


def test_712_8e_the_back_face_has_its_front_face_mana_value() -> None:
    """712.8e: the back face has no mana cost; a transformed permanent's mana value is its front
    face's ({1}{G}: 2), and its colour is its colour indicator's (green)."""
    s = Scenario()
    shepherd = _shepherd(s)
    faces.transform(s.game, shepherd)
    assert shepherd.chars.mana_cost is None
    assert shepherd.mana_value == 2


_TWO_FACES = """name: 試作 / Test
cost: {1}{G}
type: クリーチャー — 人間・狼男 / Creature — Human Werewolf
pt: 2/2
ja:
  このクリーチャーが戦場に出るか試作に変身するたび、あなたは１点のライフを得る。
  {1}：試作を変身させる。
en:
  Whenever this creature enters the battlefield or transforms into Test, you gain 1 life.
  {1}: Transform Test.
back: 裏面 / Other Side
color: green
type: クリーチャー — 狼男 / Creature — Werewolf
pt: 4/4
ja:
  このクリーチャーが裏面に変身するたび、あなたは３点のライフを得る。
  {1}：裏面を変身させる。
en:
  Whenever this creature transforms into Other Side, you gain 3 life.
  {1}: Transform Other Side.
"""


def test_701_28g_transforms_into_triggers_on_the_face_that_comes_up() -> None:
    """701.28g: "Whenever this creature transforms into <this face>" triggers as that face
    comes up, and only then: the back face's on the way there, the front face's (with "enters
    the battlefield or") on the way back and as it enters."""
    test = card_from_text(_TWO_FACES)
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"))
    s.hand("Alice", test)
    s.battlefield("Alice", card("Forest"), card("Forest"))
    s.cast("Alice", "Test")
    s.resolve()
    assert s.life("Alice") == 21  # entered
    s.activate("Alice", "Test")
    s.resolve()
    assert s.life("Alice") == 24  # transformed into Other Side
    s.activate("Alice", "Other Side")
    s.resolve()
    assert s.life("Alice") == 25  # transformed into Test


def test_701_28a_a_permanent_that_cant_transform_does_not() -> None:
    """701.28a: under "… can't transform" an instruction to transform the permanent does
    nothing; another permanent the restriction doesn't name still transforms."""
    keeper = card_from_text(
        "name: 試作 / Test\ncost: {1}\ntype: アーティファクト / Artifact\n"
        "ja:\n  あなたがコントロールする狼男は変身できない。\n"
        "en:\n  Werewolves you control can't transform.\n"
    )
    s = Scenario()
    shepherd = _shepherd(s)  # a Human Werewolf
    s.battlefield("Alice", keeper)
    assert not faces.transform(s.game, shepherd)
    assert s.pt("Gatstaf Shepherd") == (2, 2)
    bob_shepherd = s.battlefield("Bob", set_card("isd", "Gatstaf Shepherd"))[0]
    assert faces.transform(s.game, bob_shepherd)  # "you control": Bob's is not named
