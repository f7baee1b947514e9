"""`ofuda verify` (compiler/verify.py, compiler/oracle_text.py): the round trip of compiled
cards in both languages and through `render --from`, and the comparison with Oracle.

The full sweep over every set of cards_src is `make verify` (and `make roundtrip` without
Oracle); here a seeded slice of the compiled cards runs on every `make test`
(OFUDA_VERIFY_SEED picks another slice), beside the rules of the comparison itself."""

from __future__ import annotations

import dataclasses
import os
import random
from pathlib import Path
from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.oracle_text import classify, normalised_units
from ofuda.compiler.pipeline import compile_file, compile_source
from ofuda.compiler.render import RenderError, render_card
from ofuda.compiler.render.effects_en import EnglishInstructions
from ofuda.compiler.roundtrip import round_trip_problem
from ofuda.compiler.source import SourceFile
from ofuda.compiler.verify import verify_card
from support.paths import ROOT

CARDS = ROOT / "cards_src"
RATCHET = Path(__file__).resolve().parent / "ratchet"
SLICE = 16


def _compiled_files() -> list[str]:
    """The example cards and every card of the ratchet lists (compiling in each language
    it is written in)."""
    files = [f"examples/{p.name}" for p in sorted((CARDS / "examples").glob("*.card"))]
    for listing in sorted(RATCHET.glob("*.txt")):
        lines = listing.read_text(encoding="utf-8").splitlines()
        files += [
            f"{listing.stem}/{line.strip()}"
            for line in lines
            if line.strip() and not line.startswith("#")
        ]
    return files


def _slice() -> list[str]:
    seed = int(os.environ.get("OFUDA_VERIFY_SEED", "15"))
    return sorted(random.Random(seed).sample(_compiled_files(), SLICE))


@pytest.mark.parametrize("path", _slice())
def test_compiled_card_reads_back_in_both_languages(path: str) -> None:
    """parse(render(ir)) == ir for each language the card compiles from, rendered in each
    language (the second is `ofuda render --from`'s translation)."""
    file = CARDS / path
    if not file.exists():  # a ratchet list names stems
        file = CARDS / f"{path}.card"
    card = compile_file(file)
    assert card.ok, [d.message for d in card.diagnostics]
    verdict = verify_card(card)
    assert verdict.compiled
    assert verdict.problems == []
    assert verdict.oracle != "meaning", verdict.detail


# --- the renderer says every field of the IR, or fails ----------------------------------

ZEALOUS_STRIKE = CARDS / "avr" / "041-zealous-strike.card"


def test_a_renderer_that_ignores_a_field_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """A deliberately broken renderer writes "+2/+2" without reading the P/T change's
    numbers: render_card refuses (RenderError) rather than print a text that may lie."""
    real = EnglishInstructions.predicate

    def careless(self: Any, effect: Any, third: bool, state: Any) -> str:
        if isinstance(effect, ir.ModifyPowerToughness):
            return "gets +2/+2"
        return real(self, effect, third, state)

    card = compile_file(ZEALOUS_STRIKE, ("en",))
    assert card.card is not None
    assert render_card(card.card, "en")  # the real renderer says it all
    monkeypatch.setattr(EnglishInstructions, "predicate", careless)
    with pytest.raises(RenderError, match="ModifyPowerToughness.power"):
        render_card(card.card, "en")


# --- the Found cases: each reads back as it was written --------------------------------


def _card(lang: str, text: str, type_line: str = "Creature — Human", pt: str = "2/2") -> Any:
    stats = f"pt: {pt}\n" if pt else ""
    source = f"name: Test Card\ntype: {type_line}\n{stats}{lang}:\n  {text}\n"
    compiled = compile_source(SourceFile("test.card", source), (lang,))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    return compiled.card


@pytest.mark.parametrize(
    ("text", "rendered"),
    [
        # the article before "other": never "an other"
        (
            (
                "When Test Card enters the battlefield, if you control another creature with "
                "power 4 or greater, Test Card deals 2 damage to each opponent."
            ),
            "if you control another creature with power 4 or greater",
        ),
        # a count of cards in a zone: "in your graveyard" (a target is "from" it)
        ("{T}: Draw a card for each creature card in your graveyard.", "in your graveyard"),
        # the trigger's damage: "that much damage"
        (
            (
                "Whenever Test Card deals combat damage to a player, it deals that much damage "
                "to each creature that player controls."
            ),
            "deals that much damage to each creature that player controls",
        ),
        # a spending restriction to any of several types (never "instant sorcery spells")
        (
            "{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.",
            "Spend this mana only to cast an instant or sorcery spell.",
        ),
    ],
)
def test_found_renderings_say_what_the_card_says(text: str, rendered: str) -> None:
    card = _card("en", text)
    assert rendered in " ".join(render_card(card, "en"))
    verdict = verify_card(_compiled(card, text))
    assert [p for p in verdict.problems if p.startswith("en→en")] == []


@pytest.mark.parametrize(
    ("type_line", "text"),
    [
        ("Enchantment — Aura", "Enchant creature you control"),
        ("Creature — Human", "Test Card can't block."),
        (
            "Creature — Human",
            (
                "When Test Card enters the battlefield, put a +1/+1 counter on up "
                "to one target creature."
            ),
        ),
        ("Creature — Human", "Whenever an attacking creature dies, you gain 1 life."),
        ("Creature — Human", "Whenever you cast an instant or sorcery spell, you gain 1 life."),
    ],
)
def test_found_cases_read_back_in_english(type_line: str, text: str) -> None:
    """The Found renderings: the English says it all and reads back as the card."""
    card = _card("en", text, type_line)
    assert render_card(card, "en") == [text]
    assert round_trip_problem(card, "en") is None


def test_what_the_renderer_has_no_words_for_is_an_error_not_an_omission() -> None:
    """ "Legendary creatures you control get +1/+1." once rendered as "Creatures you control
    get +1/+1."; where the renderer has no word for "legendary" it now refuses."""
    card = _card("en", "Legendary creatures you control get +1/+1.")
    for lang in ("ja", "en"):
        try:
            lines = render_card(card, lang)
        except RenderError:
            continue
        assert "legendary" in lines[0].lower() or "伝説の" in lines[0]


def _compiled(card: Any, text: str) -> Any:
    source = f"name: Test Card\ntype: Creature — Human\npt: 2/2\nen:\n  {text}\n"
    return compile_source(SourceFile("test.card", source), ("en",))


def test_a_count_of_permanents_in_a_condition_is_not_dropped() -> None:
    """ "If you control two Humans" is not "if you control a Human": the count has no
    reading here, so the card is rejected rather than compiled to one Human."""
    source = (
        "name: T\ntype: Sorcery\nen:\n  Draw a card. If you control two Humans, you gain 2 life.\n"
    )
    compiled = compile_source(SourceFile("t.card", source), ("en",))
    assert not compiled.ok


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_if_they_do_after_another_players_option_is_rejected(lang: str) -> None:
    """Ghost Quarter (ISD): 「それのコントローラーは…探してもよい。そうしたなら、それを戦場に出し」:
    the land enters under the searching player's control, not yours; with no way to say
    whose instructions follow, the card is rejected (E290), never compiled to yours."""
    card = compile_file(CARDS / "isd" / "240-ghost-quarter.card", (lang,))
    assert not card.ok
    if lang == "ja":
        assert [d.code for d in card.diagnostics] == ["E290"]


def test_a_count_in_an_option_is_said_with_x_in_japanese() -> None:
    """Sanctum of Calm Waters (M21): 「あなたはカードをＸ枚引いてもよい。Ｘは…に等しい。」 (the
    per-unit 「…１つにつき、」 has no place inside 「あなたは…てもよい」)."""
    card = compile_file(CARDS / "m21" / "068-sanctum-of-calm-waters.card")
    assert card.card is not None
    text = "".join(render_card(card.card, "ja"))
    assert (
        "あなたはカードをＸ枚引いてもよい。Ｘはあなたがコントロールする祭殿の総数に等しい。" in text
    )
    assert verify_card(card).problems == []


# --- the Oracle comparison ---------------------------------------------------------------


def test_normalisation_drops_reminders_and_splits_keyword_lines() -> None:
    units = normalised_units(
        [
            "Flying, vigilance",
            "Lifelink (Damage dealt by this creature also causes you to gain that much life.)",
            "Target creature gets \u22122/\u22122.",
        ],
        ("Flying", "Vigilance", "Lifelink"),
    )
    assert units == ("flying", "vigilance", "lifelink", "Target creature gets -2/-2.")


def test_a_word_the_rendering_lacks_is_a_meaning_difference() -> None:
    wording, reasons = classify(
        ("Whenever you cast a spell, draw a card.",),
        ("Whenever you cast a noncreature spell, draw a card.",),
        "Test Card",
    )
    assert not wording and "noncreature" in reasons[0]


def test_this_object_or_another_is_not_any_object_of_the_kind() -> None:
    """"Risen Reef or another Elemental" is this object, whatever it is, or another Elemental;
    "an Elemental" is not the same (the card itself, once no Elemental, is not one): no
    rewrite equates them, the words Oracle has and a rendering lacks are a meaning."""
    wording, reasons = classify(
        ("Whenever an Elemental enters the battlefield under your control, draw a card.",),
        (
            "Whenever Risen Reef or another Elemental enters the battlefield under your "
            "control, draw a card.",
        ),
        "Risen Reef",
    )
    assert not wording and "another" in reasons[0]


def test_equivalent_wordings_are_wording_with_their_reason() -> None:
    wording, reasons = classify(
        (
            (
                "Target creature gets +X/+X until end of turn, where X is the number of creatures "
                "you control."
            ),
        ),
        ("Target creature gets +1/+1 until end of turn for each creature you control.",),
        "Might of the Masses",
    )
    assert wording
    assert any("for each" in reason for reason in reasons)


def test_a_spell_of_listed_colours_is_wording() -> None:
    """Quirion Dryad: Oracle's "a spell that's white, blue, black, or red" is the rendering's
    "a white, blue, black, or red spell" (105.2)."""
    wording, reasons = classify(
        ("Whenever you cast a white, blue, black, or red spell, put a +1/+1 counter on it.",),
        ("Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on it.",),
        "Quirion Dryad",
    )
    assert wording
    assert any(reason.startswith("colours") for reason in reasons)


def test_a_card_the_same_as_oracle_and_one_worded_otherwise() -> None:
    same = verify_card(compile_file(CARDS / "avr" / "041-zealous-strike.card"))
    assert (same.oracle, same.problems) == ("same", [])
    worded = verify_card(compile_file(CARDS / "dka" / "117-grim-flowering.card"))
    assert worded.problems == []
    assert worded.oracle in ("same", "wording")


def test_an_errata_is_a_meaning_difference_the_report_explains() -> None:
    """Ajani's Pridemate (M19) was printed "you may put"; Oracle has no "may". The card
    compiles what is printed, so the difference is one of meaning, marked as an erratum."""
    verdict = verify_card(compile_file(CARDS / "m19" / "005-ajanis-pridemate.card"))
    assert verdict.oracle == "errata"
    assert verdict.problems == []


def test_an_unreadable_oracle_of_an_erratum_is_unverified_not_a_meaning() -> None:
    """Curse of the Pierced Heart (ISD) was printed "deals 1 damage to that player"; Oracle
    adds "or a planeswalker that player controls" (the 2018 erratum), which ofuda cannot read
    yet. The words differ because of the erratum, so the verdict is "unverified"; a card whose
    printed text is Oracle's keeps "meaning" for such a difference."""
    verdict = verify_card(compile_file(CARDS / "isd" / "138-curse-of-the-pierced-heart.card"))
    assert verdict.oracle == "unverified"
    assert verdict.detail.startswith("E101")
    assert verdict.problems == []


def test_verdicts_are_plain_data() -> None:
    verdict = verify_card(compile_file(ZEALOUS_STRIKE))
    assert dataclasses.asdict(verdict)["name"] == verdict.name


def test_several_targets_that_dont_untap_are_they_in_both_languages() -> None:
    """Found: `render --from ja --lang en` wrote "Them doesn't untap during its controller's
    next untap step." Now Oracle's "Those creatures don't untap during their controller's next
    untap step." (each one's controller's, 502.3; Frost Breath), read back in English, and the
    same IR as the Japanese 「それらは、それらのコントローラーの…」 and as "They don't untap during
    their controllers' next untap step."."""
    ja = _card(
        "ja",
        "クリーチャー２体を対象とし、それらをタップする。"
        "それらは、それらのコントローラーの次のアンタップ・ステップにアンタップしない。",
        "インスタント",
        "",
    )
    en = _card(
        "en",
        "Tap two target creatures. They don't untap during their controllers' next untap step.",
        "Instant",
        "",
    )
    assert ja.abilities == en.abilities
    assert render_card(ja, "en") == [
        "Tap two target creatures. Those creatures don't untap during their controller's next "
        "untap step."
    ]
    assert "それらはそれらのコントローラーの" in render_card(en, "ja")[0]
    for lang in ("ja", "en"):
        assert round_trip_problem(ja, lang) is None


def test_a_face_the_renderer_cannot_phrase_is_a_problem_not_a_crash(monkeypatch: Any) -> None:
    """The round trip renders the whole card file again, back face included (711.1): a
    RenderError there is the card's round-trip problem, never an internal error of verify."""
    import ofuda.compiler.roundtrip as roundtrip

    card = compile_file(ROOT / "cards_src" / "isd" / "051-delver-of-secrets.card").card
    assert card is not None

    def unphrasable(*_: Any) -> list[str]:
        raise RenderError("no phrasing for this back face")

    monkeypatch.setattr(roundtrip, "rendered_card_file", unphrasable)
    assert round_trip_problem(card, "en") == "cannot be rendered: no phrasing for this back face"
