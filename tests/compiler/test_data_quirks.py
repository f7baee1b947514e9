"""The card data's quirks (docs/data-quirks.md), each read by a rule of the normalizer or the
pipeline, never by editing a text: the stray hyphen of back faces' Japanese type lines, lost
line breaks between abilities (W101), HTML character references, subtypes in another order."""

from __future__ import annotations

import pytest
from ofuda.compiler.pipeline import CompiledCard, compile_file, compile_source
from ofuda.compiler.source import SourceFile
from ofuda.compiler.source.normalize import normalize
from ofuda.compiler.source.text import MappedText
from ofuda.runtime import Keyword, Scenario, Step
from support.compiled import card_from_text, set_card
from support.paths import CARDS_SRC


def _card(
    ja: list[str], en: list[str], type_line: str = "クリーチャー — 人間 / Creature — Human"
) -> CompiledCard:
    text = (
        "name: 試験体 / Test Subject\ncost: {2}\n"
        f"type: {type_line}\npt: 2/2\n"
        "ja:\n"
        + "".join(f"  {line}\n" for line in ja)
        + "en:\n"
        + "".join(f"  {line}\n" for line in en)
    )
    return compile_source(SourceFile("quirk.card", text))


def _codes(card: CompiledCard) -> list[str]:
    return [d.code for d in card.diagnostics]


# --- the stray hyphen of back faces' Japanese type lines ---------------------------------


def test_a_hyphen_after_the_subtype_dash_is_not_read() -> None:
    card = _card(["飛行"], ["Flying"], "クリーチャー ― - 狼男 / Creature — Werewolf")
    assert card.ok, _codes(card)
    assert card.card is not None and card.card.face.subtypes == ("Werewolf",)


def test_every_back_face_of_the_sets_reads_its_type_line() -> None:
    """32 back faces of ISD, DKA and M19 print 「― -」: none fails on its type line (E103)."""
    files = [
        p
        for s in ("isd", "dka", "m19")
        for p in sorted((CARDS_SRC / s).glob("*.card"))
        if "\nback: " in p.read_text(encoding="utf-8")
    ]
    assert len(files) == 34
    hyphens = 0
    for path in files:
        hyphens += "― - " in path.read_text(encoding="utf-8")
        card = compile_file(path)
        assert "E103" not in _codes(card), path.name
    assert hyphens == 32


# --- lost line breaks between abilities ---------------------------------------------------

LOST_BREAKS = [
    # a keyword run into an activated ability's cost
    (["飛行{1}{B}：試験体を再生する。"], ["Flying", "{1}{B}: Regenerate Test Subject."], 1),
    # a sentence end, then the cost of the next ability
    (
        ["{T}：あなたのマナ・プールに{G}を加える。{4}, {T}：カードを１枚引く。"],
        ["{T}: Add {G} to your mana pool.", "{4}, {T}: Draw a card."],
        1,
    ),
    # a keyword's reminder run into a trigger
    (
        [
            (
                "絆魂（このクリーチャーがダメージを与える場合、さらにあなたはその点数分のライフを得る。）"
                "試験体が死亡したとき、あなたは２点のライフを得る。"
            )
        ],
        ["Lifelink", "When Test Subject dies, you gain 2 life."],
        1,
    ),
    # three abilities: a trigger, then a keyword after its full stop, a space between
    (
        ["試験体が戦場に出たとき、カードを１枚引く。 飛行{1}{B}：試験体を再生する。"],
        [
            "When Test Subject enters the battlefield, draw a card.",
            "Flying",
            "{1}{B}: Regenerate Test Subject.",
        ],
        2,
    ),
]


@pytest.mark.parametrize(("ja", "en", "cuts"), LOST_BREAKS)
def test_a_japanese_line_holding_several_abilities_reads_as_those_abilities(
    ja: list[str], en: list[str], cuts: int
) -> None:
    card = _card(ja, en)
    assert card.ok, [d.message for d in card.diagnostics]
    assert _codes(card) == ["W101"] * cuts  # never silent
    assert card.by_language["ja"].abilities == card.by_language["en"].abilities
    # the warning points between the two abilities, in the file as written
    first = card.diagnostics[0]
    assert card.source.text[first.span.start : first.span.end][:1] in ("行", "。", "）")


def test_a_line_that_is_not_several_abilities_is_still_an_error() -> None:
    card = _card(
        ["飛行{1}{B}：試験体をよく再生する。"], ["Flying", "{1}{B}: Regenerate Test Subject."]
    )
    assert "E101" in _codes(card) and "W101" not in _codes(card)


def test_an_english_line_is_never_cut() -> None:
    card = _card(["飛行"], ["Flying{1}{B}: Regenerate Test Subject."])
    assert "E101" in _codes(card) and "W101" not in _codes(card)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_elgaud_inquisitor_lifelink_and_its_death_trigger(lang: str) -> None:
    """エルゴードの審問官 / Elgaud Inquisitor (DKA 6): the data's Japanese runs its lifelink reminder
    into the next ability, and both abilities work: blocked by a 2/2, its 2 damage gains Alice 2
    life (lifelink), it dies, and its trigger makes a 1/1 white Spirit token with flying."""
    s = Scenario()
    s.battlefield("Alice", set_card("dka", "Elgaud Inquisitor", lang))
    s.battlefield("Bob", card_from_text("name: Bear\ntype: Creature — Bear\npt: 2/2\n"))
    s.attack("Elgaud Inquisitor")
    s.block(("Bear", "Elgaud Inquisitor"))
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve()
    assert s.life("Alice") == 22  # its 2 damage, lifelink (702.15b)
    assert "Elgaud Inquisitor" in s.in_graveyard("Alice")
    assert s.pt("Spirit Token") == (1, 1) and s.has_keyword("Spirit Token", Keyword.FLYING)


# --- HTML character references --------------------------------------------------------------


def test_an_html_character_reference_is_not_read() -> None:
    original = "それはターン終了時まで不死を得る。&gt;（それが死亡したとき、…）"
    text = normalize(MappedText.identity(original))
    assert text.text == "それはターン終了時まで不死を得る。(それが死亡したとき、...)"
    # what follows still maps to where it is in the file
    after = text.text.index("(")
    assert original[text.offsets[after]] == "（"
    assert normalize(MappedText.identity("A&#62;B&amp;C")).text == "ABC"


def test_the_data_s_two_references_are_read_around() -> None:
    for name in ("Undying Evil", "Blood Feud"):
        path = next(
            p
            for p in (CARDS_SRC / "dka").glob("*.card")
            if f"/ {name}\n" in p.read_text(encoding="utf-8")
        )
        assert "&gt;" in path.read_text(encoding="utf-8")  # the file keeps the data's text
        card = compile_file(path, ("ja",))
        assert not any("&" in d.message for d in card.diagnostics), name


# --- subtypes in another order ----------------------------------------------------------------


def test_subtypes_in_another_order_are_the_same_type_line() -> None:
    card = _card(
        ["飛行"],
        ["Flying"],
        "クリーチャー — 人間・狼男・シャーマン / Creature — Human Shaman Werewolf",
    )
    assert card.ok, _codes(card)
    assert card.card is not None and set(card.card.face.subtypes) == {"Human", "Shaman", "Werewolf"}
    different = _card(["飛行"], ["Flying"], "クリーチャー — 人間・狼男 / Creature — Human Shaman")
    assert "E302" in _codes(different)


# --- a subtype printed with two Japanese names -------------------------------------------------


@pytest.mark.parametrize("printed", ["犬", "猟犬"])
def test_dog_is_read_in_both_of_its_printed_japanese_names(printed: str) -> None:
    """Dog is printed 犬 in M21 (Alpine Watchdog, Pack Leader) and 猟犬 in ISD and M20 (Ashmouth
    Hound, Pack Mastiff): grammar/data/creature-types.tsv lists both spellings ("犬|猟犬"), and
    each type line means the English "Dog" (the two languages' type lines agree)."""
    card = _card(["警戒"], ["Vigilance"], f"クリーチャー — {printed} / Creature — Dog")
    assert card.ok, _codes(card)
    assert card.card is not None and card.card.face.subtypes == ("Dog",)
