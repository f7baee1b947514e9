"""Canonical rendering: parse(render(ir)) == ir for every compiling card, in both languages,
and translation by compilation (a card written in one language, rendered in the other)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ofuda.compiler.pipeline import compile_file, compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.render.common import RenderError
from ofuda.compiler.render.nouns import noun_phrase
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.compiler.verify import verify_card
from ofuda.runtime.definitions import CardType, ObjectFilter
from support.cardlists import listed_cards
from support.paths import AVR, AVR_JSON


@pytest.mark.parametrize("stem", listed_cards())
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_round_trip(stem: str, lang: str) -> None:
    card = compile_file(AVR / f"{stem}.card")
    assert card.ok and card.card is not None
    again = recompile(card.card, lang)
    assert again.ok, [d.message for d in again.diagnostics]
    assert again.card is not None
    assert again.card.abilities == card.card.abilities
    assert again.card.face.card_types == card.card.face.card_types
    assert again.card.face.subtypes == card.card.face.subtypes


def test_translation_japanese_only_card_renders_in_english() -> None:
    text = (
        "name: 試しの一撃\ntype: インスタント\nja:\n"
        "  クリーチャー１体を対象とする。それはターン終了時まで＋３/＋０の修整を受ける。\n"
        "  あなたは２点のライフを得る。\n"
    )
    card = compile_source(SourceFile("x.card", text))
    assert card.ok and card.card is not None
    assert render_card(card.card, "en") == [
        "Target creature gets +3/+0 until end of turn.",
        "You gain 2 life.",
    ]


def test_translation_english_only_card_renders_in_japanese() -> None:
    text = "name: Test Ping\ntype: Instant\nen:\n  Test Ping deals 3 damage to target player.\n"
    card = compile_source(SourceFile("x.card", text))
    assert card.ok and card.card is not None
    assert render_card(card.card, "ja") == [
        # a text of today: "target player" is a player, never a planeswalker
        "プレイヤー１人を対象とする。Test Pingはそのプレイヤーに３点のダメージを与える。"
    ]
    # printed in 2012: damage to "target player" may hit a planeswalker (the Oracle errata of
    # the 2018 rules change), which current Japanese says outright
    old = compile_source(SourceFile("x.card", "printed: 2012\n" + text))
    assert old.ok and old.card is not None
    assert render_card(old.card, "ja") == [
        "プレイヤー１人かプレインズウォーカー１体を対象とする。Test Pingはそれに３点のダメージを与える。"
    ]


def test_rendered_english_equal_to_oracle_is_reported() -> None:
    """Counts (not asserts) how many rendered English texts equal the Oracle text exactly."""
    data = {c["number"]: c for c in json.loads(AVR_JSON.read_text(encoding="utf-8"))}
    equal = total = 0
    for stem in listed_cards():
        card = compile_file(AVR / f"{stem}.card")
        assert card.card is not None
        oracle = data[stem.split("-")[0].lstrip("0")]["text_en"]
        if oracle is None or oracle.startswith("("):
            continue
        total += 1
        rendered = "\n".join(render_card(card.card, "en")).replace("CARDNAME", card.card.face.name)
        equal += rendered == oracle
    print(f"\nrendered English equal to Oracle: {equal} of {total} compiled cards with text")
    assert total > 0


def test_cli_render(tmp_path: Path) -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "ofuda.cli", "render", str(AVR / "041-zealous-strike.card"), "--lang", "ja"],
        capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "ターン終了時まで、それは＋２/＋２の修整を受けるとともに先制攻撃を得る。" in done.stdout


@pytest.mark.parametrize(
    ("path", "langs"),
    [
        # "has first strike and gets +X/+0, where X is the number of …": a count beside another
        # predicate is written with X ("for each" would count the whole statement, E207)
        ("isd/231-runechanters-pike.card", ("ja", "en")),
        # "enters the battlefield tapped and doesn't untap during your untap step" (614.1c, 502.3)
        ("isd/214-grimgrin-corpse-born.card", ("en",)),
    ],
)
def test_round_trip_of_statements_with_two_predicates(path: str, langs: tuple[str, ...]) -> None:
    card = compile_file(AVR.parent / path, langs)
    assert card.ok and card.card is not None, [d.message for d in card.diagnostics]
    for lang in ("ja", "en"):
        again = recompile(card.card, lang)
        assert again.ok and again.card is not None, [d.message for d in again.diagnostics]
        assert again.card.abilities == card.card.abilities


def test_the_cards_own_name_in_a_condition_is_said_and_never_left_blank() -> None:
    """201.2: "another creature named Faerie Miscreant" inside an intervening "if": the
    condition's renderer is given the card's name; where no name is known, a noun of the card's
    own name is refused rather than written "named ,"."""
    card = compile_file(AVR.parent / "m20/058-faerie-miscreant.card", ("en",))
    assert card.ok and card.card is not None
    rendered = render_card(card.card, "en")
    assert rendered[-1] == (
        "When Faerie Miscreant enters the battlefield, if you control another creature named "
        "Faerie Miscreant, draw a card."
    )
    assert verify_card(card).problems == []  # both renderings read back as the same IR
    named = ObjectFilter(card_types=(CardType.CREATURE,), same_name_as_source=True)
    with pytest.raises(RenderError):
        noun_phrase(named, "en")
    assert noun_phrase(named, "en", name="Faerie Miscreant") == "creature named Faerie Miscreant"


@pytest.mark.parametrize(
    ("text", "rendered"),
    [
        ("You may gain X life, where X is the number of creatures you control.",
         "You may gain 1 life for each creature you control."),
        ("You may lose 2 life. If you do, draw a card.", "You may lose 2 life. If you do, draw a card."),
    ],
)
def test_you_may_says_you_once(text: str, rendered: str) -> None:
    """ "You may …" says its player before "may": a life change, whose subject "you" Oracle
    writes out ("You gain 3 life."), is not said again ("You may you gain …" read back as
    nothing)."""
    from support.texts import compile_text

    card = compile_text(text, "en")
    assert card.card is not None
    assert render_card(card.card, "en")[-1] == rendered
    again = recompile(card.card, "en")
    assert again.card is not None and again.card.abilities == card.card.abilities


def test_the_one_creature_sacrificed_is_the_sacrificed_creature() -> None:
    """Feed the Pack (DKA): Oracle's "where X is the sacrificed creature's toughness" names
    the creature an instruction sacrificed (608.2c) as the renderer now does; it rendered "that
    permanent's toughness", the same IR in other words."""
    card = compile_file(AVR.parent / "dka/114-feed-the-pack.card")
    assert card.card is not None
    assert render_card(card.card, "en")[-1].endswith("where X is the sacrificed creature's toughness.")
    assert verify_card(card).oracle == "same"


@pytest.mark.parametrize(
    "text",
    [
        "Destroy target creature. If this spell was kicked, draw a card.",
        ("Put five +1/+1 counters on target creature. If this spell was cast from a graveyard, "
         "put ten +1/+1 counters on it instead."),
    ],
)
def test_a_spell_asks_how_this_spell_was_cast(text: str) -> None:
    """Oracle's "If this spell was kicked" / "was cast from a graveyard" (702.33d, 601.2a) in an
    instant's or sorcery's instructions, where the name said the same."""
    from support.texts import compile_text

    card = compile_text(text, "en")
    assert card.card is not None
    assert render_card(card.card, "en")[-1] == text
