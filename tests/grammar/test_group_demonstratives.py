"""「それらのクリーチャー」 / "Those creatures": in an instruction, the objects an earlier
sentence named (608.2c) — every target of a group target, or the group "all …" named after the
latest target — and "doesn't untap during that player's next untap step" (502.3), a named
player's step rather than the permanent's controller's. Each text is compiled in both
languages to one IR and rendered back to it; what the words cannot mean is a diagnostic."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import T0, bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"


def _skips(ja: str, en: str) -> list[ir.SkipNextUntap]:
    card = bilingual_card(ja, en, INSTANT)
    found: list[ir.SkipNextUntap] = nodes_of_kind(card.abilities, ir.SkipNextUntap)
    assert len(found) == 1, card.abilities
    return found


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Frost Breath (M21): the two targets
            "クリーチャー最大２体を対象とし、それらをタップする。それらのクリーチャーは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。",
            "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.",
        ),
        (  # 2012: two targets named one by one
            "クリーチャー２体を対象とし、それらをタップする。それらのクリーチャーは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。",
            "Tap two target creatures. Those creatures don't untap during their controller's next untap step.",
        ),
    ],
)
def test_those_creatures_are_the_targets(ja: str, en: str) -> None:
    """After a group target, 「それらのクリーチャー」 / "Those creatures" are its targets, and
    each one's controller's next untap step is meant (no player named)."""
    (skip,) = _skips(ja, en)
    assert skip.obj == ir.AllTargets(0, 2)
    assert skip.player is None


def test_those_creatures_after_a_conditional_group_is_not_compiled_yet() -> None:
    """Clinging Mists (DKA): "If you have 5 or less life, tap all attacking creatures. Those
    creatures don't untap …" — "those creatures" exist only if the condition held; a later
    sentence on them would have to share the condition, which ofuda does not compile yet: a
    diagnostic, never the second sentence done unconditionally."""
    en = (
        "If you have 5 or less life, tap all attacking creatures. Those creatures don't untap "
        "during their controller's next untap step."
    )
    ja = (
        "あなたのライフが５点以下である場合、すべての攻撃クリーチャーをタップする。"
        "それらのクリーチャーは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。"
    )
    for text, lang in ((en, "en"), (ja, "ja")):
        assert "E290" in codes(text, lang)


def test_those_creatures_after_all_attacking_creatures() -> None:
    """Clinging Mists (DKA): "tap all attacking creatures. Those creatures …" — the group the
    sentence before named, not a target (there is none)."""
    (skip,) = _skips(
        "すべての攻撃クリーチャーをタップする。それらのクリーチャーは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。",
        "Tap all attacking creatures. Those creatures don't untap during their controller's next untap step.",
    )
    assert isinstance(skip.obj, ir.EachObject)
    assert skip.obj.filter.combat_states
    assert skip.player is None


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Sleep (M19)
            "プレイヤー１人を対象とし、そのプレイヤーがコントロールしているクリーチャーをすべてタップする。それらのクリーチャーは、そのプレイヤーの次のアンタップ・ステップにアンタップしない。",
            "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.",
        ),
        (  # the plain pronoun names the same group, never the player target before it
            "プレイヤー１人を対象とし、そのプレイヤーがコントロールしているクリーチャーをすべてタップする。それらは、そのプレイヤーの次のアンタップ・ステップにアンタップしない。",
            "Tap all creatures target player controls. They don't untap during that player's next untap step.",
        ),
    ],
)
def test_group_named_after_a_target_and_that_players_untap_step(ja: str, en: str) -> None:
    """Sleep: the creatures are the group "all creatures target player controls" (named after
    the player target, so not that player), and the step is that player's next untap step."""
    (skip,) = _skips(ja, en)
    assert isinstance(skip.obj, ir.EachObject)
    assert skip.obj.controller == T0
    assert skip.player == T0


def test_them_after_a_group_named_after_a_player_target() -> None:
    """ "Gain control of all creatures target player controls. Untap them." untaps the
    creatures, not the player (before this, "them" bound the player target)."""
    card = bilingual_card(
        "プレイヤー１人を対象とし、そのプレイヤーがコントロールしているクリーチャーをすべてタップする。それらをアンタップする。",
        "Tap all creatures target player controls. Untap them.",
        INSTANT,
    )
    (untap,) = nodes_of_kind(card.abilities, ir.Untap)
    assert isinstance(untap.obj, ir.EachObject)


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # one target is not "those creatures"
        (
            "Tap target creature. Those creatures don't untap during their controller's next untap step.",
            "en",
            "E211",
        ),
        (
            "クリーチャー１体を対象とし、それをタップする。それらのクリーチャーは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。",
            "ja",
            "E211",
        ),
        # lands are not creatures
        (
            "Tap two target lands. Those creatures don't untap during their controller's next untap step.",
            "en",
            "E211",
        ),
        (
            "土地２つを対象とし、それらをタップする。それらのクリーチャーは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。",
            "ja",
            "E211",
        ),
        # nothing named before
        ("Those creatures don't untap during their controller's next untap step.", "en", "E201"),
        # "both creatures" stays a permanent's static subject
        (
            "クリーチャー２体を対象とし、それらをタップする。両方のクリーチャーは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。",
            "ja",
            "E251",
        ),
        # a player named by no earlier word
        (
            "Tap target creature. It doesn't untap during that player's next untap step.",
            "en",
            "E201",
        ),
    ],
)
def test_what_those_creatures_cannot_name(text: str, lang: str, code: str) -> None:
    """A demonstrative that names nothing, or the wrong number or kind of objects, is a
    diagnostic, never bound to something else."""
    assert code in codes(text, lang)
