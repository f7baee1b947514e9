"""Rendering dispatches by type: every kind of IR instruction that a lowering makes has one
phrasing per language (render/phrasings.py), found by the effect's type; a kind registered
twice is an error at import, a kind with none is a RenderError (never an omission)."""

from __future__ import annotations

import pytest

from ofuda.compiler import ir
from ofuda.compiler.render import en as _en  # noqa: F401 - registers the phrasings
from ofuda.compiler.render import ja as _ja  # noqa: F401
from ofuda.compiler.render.common import RenderError
from ofuda.compiler.render.effects import SentenceState
from ofuda.compiler.render.effects_en import EnglishInstructions
from ofuda.compiler.render.effects_ja import JapaneseInstructions
from ofuda.compiler.render.phrasings import ENGLISH, JAPANESE

# The instructions the player and object lowerings make (lower/player_instructions.py,
# lower/object_instructions.py): each is said in both languages.
INSTRUCTIONS = sorted(
    [
        ir.GainLife, ir.LoseLife, ir.DrawCards, ir.Discard, ir.DiscardHand, ir.Mill,
        ir.DealDamage, ir.DealDamageTogether, ir.ModifyPowerToughness, ir.Become,
        ir.BecomeCopy, ir.GainAbilities, ir.GrantKeyword, ir.LoseKeyword, ir.ObjectAction,
        ir.ReturnToHand, ir.PutOntoBattlefield, ir.PutOnLibrary, ir.DoublePower,
        ir.DoubleCounters, ir.AddCounters, ir.CreateTokens, ir.CreateTokenCopies,
        ir.ChooseOrder, ir.Sacrifice, ir.Fight, ir.GainControl, ir.ExtraTurn,
        ir.PreventAllDamage, ir.AddMana,
    ],
    key=lambda kind: kind.__qualname__,
)


@pytest.mark.parametrize("kind", INSTRUCTIONS, ids=lambda kind: kind.__qualname__)
def test_every_instruction_has_a_phrasing_in_each_language(kind: type) -> None:
    assert ENGLISH.phrasing(kind) is not None, f"{kind.__qualname__} has no English phrasing"
    assert JAPANESE.phrasing(kind) is not None, f"{kind.__qualname__} has no Japanese phrasing"


def test_a_subclass_is_said_by_its_nearest_base() -> None:
    assert ENGLISH.phrasing(ir.TapOrUntap) is not ENGLISH.phrasing(ir.ObjectAction)
    assert issubclass(ir.TapOrUntap, ir.ObjectAction)


def test_a_kind_registered_twice_is_an_error() -> None:
    with pytest.raises(TypeError, match="two English phrasings"):
        ENGLISH.phrases(ir.GainLife)(lambda en, effect, third, state: "")
    with pytest.raises(TypeError, match="two Japanese phrasings"):
        JAPANESE.phrases(ir.GainLife)(lambda ja, effect, state: ("", ""))


def test_an_effect_with_no_phrasing_is_a_render_error_not_an_omission() -> None:
    class Unsayable(ir.PlayerEffect):  # type: ignore[misc]
        pass

    assert ENGLISH.phrasing(Unsayable) is None
    effect = Unsayable.__new__(Unsayable)
    with pytest.raises(RenderError, match="no English phrasing"):
        EnglishInstructions((), "Card").predicate(effect, False, SentenceState())
    with pytest.raises(RenderError, match="no Japanese phrasing"):
        JapaneseInstructions((), "Card").predicate(effect, SentenceState())
