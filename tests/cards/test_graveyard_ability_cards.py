"""Abilities that function in their card's graveyard (113.6k) on real cards of M19–M21, each
language alone: "Return CARDNAME from your graveyard to the battlefield / to your hand" is
activated, or triggers, only while the card is in its owner's graveyard."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.engine.casting.actions import ActivateAbility, CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import set_card


def _activations(s: Scenario, who: str) -> list[ActivateAbility]:
    return [a for a in legal_actions(s.game, s.player(who)) if isinstance(a, ActivateAbility)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_reassembling_skeleton_returns_from_the_graveyard_tapped(lang: str) -> None:
    """組み直しの骸骨 / Reassembling Skeleton (M19): 「{1}{B}：あなたの墓地から組み直しの骸骨を
    タップ状態で戦場に戻す。」 / "{1}{B}: Return Reassembling Skeleton from your graveyard to the
    battlefield tapped." Activated from the graveyard, it returns tapped; on the battlefield the
    ability can't be activated (113.6k)."""
    skeleton = set_card("m19", "Reassembling Skeleton", lang)
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp, swamp, swamp, swamp)
    s.battlefield("Alice", skeleton)
    assert _activations(s, "Alice") == []  # on the battlefield it does nothing (113.6k)
    (in_graveyard,) = s.graveyard("Alice", skeleton)
    s.activate("Alice", in_graveyard)
    s.resolve()
    returned = [p for p in s.game.battlefield.objects if p.name == "Reassembling Skeleton"]
    assert len(returned) == 2 and s.in_graveyard("Alice") == []
    assert sum(p.tapped for p in returned) == 1  # the one that came back entered tapped


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_reassembling_skeleton_gone_from_the_graveyard_does_not_return(lang: str) -> None:
    """Reassembling Skeleton: if the card leaves the graveyard with its ability on the stack, it
    is a new object (400.7) and the ability returns nothing."""
    skeleton = set_card("m19", "Reassembling Skeleton", lang)
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp, swamp)
    (in_graveyard,) = s.graveyard("Alice", skeleton)
    s.activate("Alice", in_graveyard)
    s.game.move(in_graveyard, ZoneKind.EXILE)
    s.resolve()
    assert s.on_battlefield("Alice").count("Reassembling Skeleton") == 0
    assert [c.name for c in s.game.exile.objects] == ["Reassembling Skeleton"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sanitarium_skeleton_returns_to_hand(lang: str) -> None:
    """療養所の骸骨 / Sanitarium Skeleton (M20): 「{2}{B}：あなたの墓地から療養所の骸骨をあなたの
    手札に戻す。」 / "{2}{B}: Return Sanitarium Skeleton from your graveyard to your hand." """
    skeleton = set_card("m20", "Sanitarium Skeleton", lang)
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp, swamp, swamp)
    (in_graveyard,) = s.graveyard("Alice", skeleton)
    s.activate("Alice", in_graveyard)
    s.resolve()
    assert s.in_hand("Alice") == ["Sanitarium Skeleton"] and s.in_graveyard("Alice") == []


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_spit_flame_returns_when_a_dragon_enters(lang: str) -> None:
    """吐炎 / Spit Flame (M19): 「ドラゴンが１体あなたのコントロール下で戦場に出るたび、あなたは{R}を
    支払ってもよい。そうしたなら、あなたの墓地から吐炎をあなたの手札に戻す。」 / "Whenever a Dragon
    enters the battlefield under your control, you may pay {R}. If you do, return Spit Flame from
    your graveyard to your hand." The ability triggers from the graveyard (113.6k)."""
    flame = set_card("m19", "Spit Flame", lang)
    dragon = set_card("m19", "Volcanic Dragon")
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 7)
    s.graveyard("Alice", flame)
    s.hand("Alice", dragon)
    s.cast("Alice", "Volcanic Dragon")
    s.resolve()
    assert "Volcanic Dragon" in s.on_battlefield("Alice")
    assert s.in_hand("Alice") == ["Spit Flame"] and s.in_graveyard("Alice") == []
    assert sum(p.tapped for p in s.game.battlefield.objects) == 7  # {4}{R}{R} and {R}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_silversmote_ghoul_on_the_battlefield_does_not_return_itself(lang: str) -> None:
    """銀打ちのグール / Silversmote Ghoul (M21): 「あなたの終了ステップの開始時に、このターンにあなたが
    ライフを３点以上得ていた場合、あなたの墓地から銀打ちのグールをタップ状態で戦場に戻す。」 / "At the
    beginning of your end step, if you gained 3 or more life this turn, return Silversmote Ghoul
    from your graveyard to the battlefield tapped." From the graveyard, after Alice gained 3 life,
    it returns tapped; without the life gained it stays."""
    ghoul = set_card("m21", "Silversmote Ghoul", lang)
    s = Scenario()
    s.graveyard("Alice", ghoul)
    s.advance_to(Step.END)
    s.resolve()
    assert s.in_graveyard("Alice") == ["Silversmote Ghoul"]
    s2 = Scenario()
    s2.graveyard("Alice", ghoul)
    s2.game.gain_life(s2.player("Alice"), 3)
    s2.advance_to(Step.END)
    s2.resolve()
    assert s2.on_battlefield("Alice") == ["Silversmote Ghoul"]
    assert s2.is_tapped("Silversmote Ghoul")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_skaab_ruinator_is_cast_from_the_graveyard(lang: str) -> None:
    """スカーブの殲滅者 / Skaab Ruinator (ISD): 「あなたはスカーブの殲滅者をあなたの墓地から唱えても
    よい。」 / "You may cast Skaab Ruinator from your graveyard." (601.3) — with its additional
    cost, three other creature cards exiled from the graveyard."""
    ruinator = set_card("isd", "Skaab Ruinator", lang)
    island = set_card("isd", "Island")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", island, island, island)
    s.graveyard("Alice", ruinator, corpse, corpse, corpse)
    s.cast("Alice", "Skaab Ruinator")
    s.resolve()
    assert s.on_battlefield("Alice").count("Skaab Ruinator") == 1
    assert s.in_graveyard("Alice") == [] and len(s.game.exile.objects) == 3


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_skaab_ruinator_on_the_battlefield_gives_no_other_card_a_permission(lang: str) -> None:
    """Skaab Ruinator's permission is its own: another creature card in the graveyard can't be
    cast from there."""
    ruinator = set_card("isd", "Skaab Ruinator", lang)
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", ruinator, island, island, island)
    s.graveyard("Alice", set_card("m19", "Walking Corpse"))
    assert not [a for a in legal_actions(s.game, s.player("Alice")) if isinstance(a, CastSpell)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_bone_dragon_exiles_seven_other_cards_to_return(lang: str) -> None:
    """骨ドラゴン / Bone Dragon (M19): 「{3}{B}{B}, あなたの墓地から他のカード７枚を追放する：あなたの
    墓地から骨ドラゴンをタップ状態で戦場に戻す。」 / "{3}{B}{B}, Exile seven other cards from your
    graveyard: Return Bone Dragon from your graveyard to the battlefield tapped." Six other cards
    are not enough (the Dragon itself is not one of the seven); with seven it returns tapped."""
    dragon = set_card("m19", "Bone Dragon", lang)
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 5)
    (in_graveyard,) = s.graveyard("Alice", dragon)
    s.graveyard("Alice", *[swamp] * 6)
    assert _activations(s, "Alice") == []
    s.graveyard("Alice", swamp)
    s.activate("Alice", in_graveyard)
    s.resolve()
    assert s.on_battlefield("Alice").count("Bone Dragon") == 1 and s.is_tapped("Bone Dragon")
    assert s.in_graveyard("Alice") == [] and len(s.game.exile.objects) == 7
