"""Cards whose canonical rendering did not read back (`make verify`'s round-trip problems),
each now rendered in words the grammar reads as the same IR, in both languages.

- Blood for Bones, Sorin: 「…を１枚あなたのコントロール下で戦場に戻す」, a counted noun before
  「あなたのコントロール下で」;
- Rienne: a delayed trigger right after the trigger condition, 「…たび、次の終了ステップの開始時に、
  それを…戻す」 (603.7);
- Departed Deckhand: 「旅立った甲板員が呪文の対象になったとき」, the card's own name before
  「呪文の対象」 (115);
- Tezzeret's emblem: "search your library for a permanent card" (110.4) and "put it onto the
  battlefield" for a card found in a library (never "return");
- Brawl-Bash Ogre: "you may sacrifice another creature. If you do, Brawl-Bash Ogre gets +2/+2":
  after an instruction that chose an object, "it" could be that object (608.2c), so the
  permanent the trigger named is named by its name.
- Masterful Replication: Oracle's "Choose target artifact you control." (115.1) reads as the
  Japanese 「…を対象とする。」;
- Increasing Ambition: "instead" replaces the instructions of one sentence with those of
  another, each said as one sentence (608.2c)."""

from __future__ import annotations

import pytest
from ofuda.compiler.pipeline import compile_file
from ofuda.compiler.render import render_card
from ofuda.compiler.verify import verify_card
from support.paths import ROOT

CARDS = ROOT / "cards_src"


@pytest.mark.parametrize(
    "path",
    [
        "m20/089-blood-for-bones.card",
        "m20/115-sorin-imperious-bloodlord.card",
        "m20/281-rienne-angel-of-rebirth.card",
        "m19/079-tezzeret-artifice-master.card",
        "m19/049-departed-deckhand.card",
        "m19/213-brawl-bash-ogre.card",
        "m20/065-masterful-replication.card",
    ],
)
def test_the_rendering_reads_back_in_both_languages(path: str) -> None:
    card = compile_file(CARDS / path)
    assert card.ok, [d.message for d in card.diagnostics]
    verdict = verify_card(card)
    assert verdict.problems == []


def test_a_card_found_in_a_library_is_put_onto_the_battlefield() -> None:
    card = compile_file(CARDS / "m19/079-tezzeret-artifice-master.card")
    assert card.card is not None
    english = render_card(card.card, "en")[-1]
    japanese = render_card(card.card, "ja")[-1]
    assert "search your library for a permanent card. Put it onto the battlefield" in english
    assert "パーマネント・カードを１枚探す。そのカードをあなたのコントロール下で戦場に出す" in japanese


def test_a_delayed_trigger_may_open_a_triggered_abilitys_instructions_in_japanese() -> None:
    card = compile_file(CARDS / "m20/281-rienne-angel-of-rebirth.card")
    assert card.ok, [d.message for d in card.diagnostics]


def test_after_a_chosen_object_the_trigger_object_is_named_not_it() -> None:
    card = compile_file(CARDS / "m19/213-brawl-bash-ogre.card")
    assert card.card is not None
    english = render_card(card.card, "en")[-1]
    assert "If you do, Brawl-Bash Ogre gets +2/+2 until end of turn." in english


def test_instead_replaces_the_instructions_of_one_sentence_in_both_languages() -> None:
    """DKA 高まる野心 / Increasing Ambition (608.2c): the replaced and the replacing
    instructions are each one sentence, "Search your library for a card, then put it into your
    hand. If this spell was cast from your graveyard, search your library for up to two cards,
    then put them into your hand instead." / 「…カードを１枚探し、…加える。…場合、代わりに…」;
    the Japanese compiles (its English, fronting "instead", does not yet) and reads back the same
    from both renderings."""
    card = compile_file(CARDS / "dka/069-increasing-ambition.card")
    verdict = verify_card(card)
    assert "ja" in verdict.compiled
    assert verdict.problems == []
    japanese = card.by_language["ja"]
    english = render_card(japanese, "en")[0]
    assert "Search your library for a card, then put it into your hand." in english
    assert "then put them into your hand instead." in english
    assert "代わりにあなたのライブラリーからカードを２枚探し、" in render_card(japanese, "ja")[0]
