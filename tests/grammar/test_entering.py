"""The entering phrase families on texts printed on no AVR card, in both languages, each checked
against its exact IR and rendered back: "CARDNAME enters the battlefield with N <kind> counters
on it" (614.1c; X is its spell's X, 107.3m) and "You may have CARDNAME enter the battlefield as a
copy of any <object> on the battlefield" (707.9)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from ofuda.runtime.statics_entering import CastX, EntersAsChosenCopy, EntersWithCounters
from support.permanents import abilities, codes, rendered_abilities


def _static(effect: object) -> ir.StaticAbility:
    return ir.StaticAbility((effect,), None)  # type: ignore[arg-type]


X_COUNTERS = _static(EntersWithCounters("+1/+1", CastX()))
TWO_COUNTERS = _static(EntersWithCounters("+1/+1", 2))
MINUS_COUNTER = _static(EntersWithCounters("-1/-1", 1))
CHARGE = _static(EntersWithCounters("charge", 3))
COPY_CREATURE = _static(EntersAsChosenCopy(ObjectFilter(card_types=(CardType.CREATURE,))))
COPY_NONTOKEN = _static(EntersAsChosenCopy(ObjectFilter(card_types=(CardType.CREATURE,), token=False)))
COPY_ARTIFACT = _static(EntersAsChosenCopy(ObjectFilter(card_types=(CardType.ARTIFACT,))))
COPY_YOURS = _static(
    EntersAsChosenCopy(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU))
)

# (language, kind of card, text, expected ability)
VALID = [
    ("en", "creature", "Test Knight enters the battlefield with X +1/+1 counters on it.", X_COUNTERS),
    ("ja", "creature", "試しの騎士は、X個の+1/+1カウンターが置かれた状態で戦場に出る。", X_COUNTERS),
    ("en", "creature", "Test Knight enters with two +1/+1 counters on it.", TWO_COUNTERS),
    ("ja", "creature", "試しの騎士は、2個の+1/+1カウンターが置かれた状態で戦場に出る。", TWO_COUNTERS),
    ("ja", "creature", "試しの騎士は、+1/+1カウンターが2個置かれた状態で戦場に出る。", TWO_COUNTERS),
    ("en", "creature", "Test Knight enters the battlefield with a -1/-1 counter on it.", MINUS_COUNTER),
    ("ja", "creature", "試しの騎士は、1個の-1/-1カウンターが置かれた状態で戦場に出る。", MINUS_COUNTER),
    ("en", "artifact", "Test Knight enters the battlefield with three charge counters on it.", CHARGE),
    ("ja", "artifact", "試しの騎士は、3個の蓄積カウンターが置かれた状態で戦場に出る。", CHARGE),
    ("ja", "artifact", "試しの騎士はその上に蓄積カウンターが3個置かれた状態で戦場に出る。", CHARGE),
    ("en", "creature",
     "You may have Test Knight enter the battlefield as a copy of any creature on the battlefield.",
     COPY_CREATURE),
    ("ja", "creature",
     "あなたは、試しの騎士が戦場に出ているクリーチャー1体のコピーとして戦場に出ることを選んでもよい。",
     COPY_CREATURE),
    ("en", "creature",
     "You may have Test Knight enter as a copy of any nontoken creature on the battlefield.",
     COPY_NONTOKEN),
    ("ja", "creature",
     ("あなたは、試しの騎士が戦場に出ているトークンでないクリーチャー1体のコピーとして戦場に出ることを"
      "選んでもよい。"), COPY_NONTOKEN),
    ("en", "artifact",
     "You may have Test Knight enter the battlefield as a copy of any artifact on the battlefield.",
     COPY_ARTIFACT),
    ("ja", "artifact",
     "あなたは、試しの騎士が戦場に出ているアーティファクト1つのコピーとして戦場に出ることを選んでもよい。",
     COPY_ARTIFACT),
    # 2018 (Mirror Image, M19): the option said as putting the card onto the battlefield
    ("en", "creature",
     "You may have Test Knight enter the battlefield as a copy of any creature you control.",
     COPY_YOURS),
    ("ja", "creature",
     "あなたは試しの騎士を、あなたがコントロールしているクリーチャー１体のコピーとして戦場に出してもよい。",
     COPY_YOURS),
]


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_entering_text_gives_its_ir(lang: str, kind: str, text: str, expected: ir.Ability) -> None:
    """Each text compiles to exactly the expected ability."""
    assert abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_entering_text_renders_back_to_its_ir(
    lang: str, kind: str, text: str, expected: ir.Ability
) -> None:
    """parse(render(ir)) == ir in the text's own language (current templating)."""
    assert rendered_abilities(lang, kind, text) == (expected,)


def test_counters_on_a_spell_are_a_statement_error() -> None:
    """On an instant the sentence is an instruction, and a statement can't be one: E251."""
    line = "Target creature enters the battlefield with X +1/+1 counters on it."
    assert codes("en", "instant", line) == ["E251"]


def test_a_copy_choice_must_be_optional() -> None:
    """ "CARDNAME enters … as a copy of any creature …" without "You may have" is not a phrase
    ofuda knows: a diagnostic, never a guess."""
    line = "Test Knight enters the battlefield as a copy of any creature on the battlefield."
    assert codes("en", "creature", line) == ["E101"]


def test_another_objects_copy_choice_is_an_error() -> None:
    """Only the permanent itself enters as a chosen copy (707.9): E204."""
    line = "You may have enchanted creature enter the battlefield as a copy of any creature on the battlefield."
    assert codes("en", "aura", "Enchant creature", line) == ["E204"]


@pytest.mark.parametrize(("lang", "type_line"), [("ja", "クリーチャー — 多相の戦士"),
                                                 ("en", "Creature — Shapeshifter")])
def test_shapeshifter_is_a_creature_type(lang: str, type_line: str) -> None:
    """Clone's creature type, Shapeshifter / 多相の戦士 (205.3m), in both type lines."""
    from ofuda.compiler.pipeline import compile_source
    from ofuda.compiler.source import SourceFile

    text = f"name: {'クローン' if lang == 'ja' else 'Clone'}\ntype: {type_line}\npt: 0/0\n"
    card = compile_source(SourceFile("clone.card", text), (lang,)).card
    assert card is not None and card.face.subtypes == ("Shapeshifter",)
