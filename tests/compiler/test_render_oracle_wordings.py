"""The canonical English says what Oracle says where the IR determines Oracle's words
(`make verify` listed each as a difference no wording reason accounted for), and every
rendering reads back as the same IR in both languages:

- cards looked at, one kept and the rest put away, in one sentence, "the other" of two
  (Tower Geist; the Japanese 「…手札に加え、もう一方を…置く」 alike);
- targets from your own graveyard go to "your hand" / "your library" (400.3), and several
  targets of either of two types are "instant and/or sorcery cards" (Scholar of the Ages,
  Gravepurge);
- a spell's own cost change "if you've gained 3 or more life this turn" (Sanguine Indulgence);
- "that creature or planeswalker" for a target of either type (Scorching Dragonfire);
- "Each creature you control with a +1/+1 counter on it has trample." (Pridemalkin);
- "Exile that token" for the one token created before (Geist of Saint Traft, 「そのトークン」);
- "Risen Reef or another Elemental" (this object, whatever it is, or another of the kind), and
  "If you don't put the card onto the battlefield" (Risen Reef);
- "it gets an additional +1/+1" where an earlier static gives the same object a change (Heavy
  Mattock, Silver-Inlaid Dagger; 613.4c);
- "you gain 1 life for each creature that died this turn" (Canopy Stalker);
- "becomes an artifact creature with base power and toughness 5/5" (Skilled Animator);
- "It gets an additional +2/+2 until end of turn for each …" after another change of the same
  target (Growth Cycle);
- "Choose target artifact you control. Each other artifact you control becomes a copy of that
  artifact" (Masterful Replication);
- "a card named Alpine Watchdog and/or a card named Igneous Cur" (Alpine Houndmaster);
- "Round up each time." after two halves rounded alike (Peer into the Abyss).
"""

from __future__ import annotations

import pytest
from ofuda.compiler.pipeline import compile_file
from ofuda.compiler.render import render_card
from ofuda.compiler.verify import verify_card
from support.paths import ROOT
from support.texts import compile_text

CARDS = ROOT / "cards_src"

ROWS = [
    (
        ("When CARDNAME enters the battlefield, look at the top two cards of your library. "
        "Put one of them into your hand and the other into your graveyard."),
        ("あなたのライブラリーの一番上から２枚のカードを見る。そのうちの１枚をあなたの手札に加え、"
        "もう一方をあなたの墓地に置く。"),
    ),
    (
        ("Look at the top three cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in any order."),
        "そのうちの１枚をあなたの手札に加え、残りをあなたのライブラリーの一番下に望む順番で置く。",
    ),
    (
        ("Reveal the top four cards of your library. Put all creature cards revealed this way "
        "into your hand and the rest into your graveyard."),
        "これにより公開されたすべてのクリーチャー・カードをあなたの手札に加え、残りをあなたの墓地に置く。",
    ),
    (
        ("Look at the top two cards of your library. Put a creature card from among them into "
        "your hand and the rest into your graveyard."),  # one may not be taken: not "the other"
        "その中からクリーチャー・カード１枚をあなたの手札に加え、残りをあなたの墓地に置く。",
    ),
    (
        "Return up to two target instant and/or sorcery cards from your graveyard to your hand.",
        "それらをオーナーの手札に戻す。",
    ),
    (
        "Put any number of target creature cards from your graveyard on top of your library.",
        "それらをオーナーのライブラリーの一番上に置く。",
    ),
    (
        "This spell costs {3} less to cast if you've gained 3 or more life this turn.",
        "このターンにあなたがライフを３点以上得ていた場合、この呪文を唱えるためのコストは{3}少なくなる。",
    ),
    (
        ("CARDNAME deals 3 damage to target creature or planeswalker. If that creature or "
        "planeswalker would die this turn, exile it instead."),
        "このターン、それが死亡するなら、代わりにそれを追放する。",
    ),
    (
        "Each creature you control with a +1/+1 counter on it has trample.",
        "あなたがコントロールする＋１/＋１カウンターが置かれているクリーチャーはトランプルを持つ。",
    ),
    (
        ("Whenever CARDNAME attacks, create a 4/4 white Angel creature token with flying that's "
        "tapped and attacking. Exile that token at end of combat."),  # one token: "that token"
        "戦闘終了時に、そのトークンを追放する。",
    ),
    (
        ("Whenever CARDNAME or another Elemental enters the battlefield under your control, look "
        "at the top card of your library. If it's a land, you may put it onto the battlefield "
        "tapped under your control. If you don't put the card onto the battlefield, put it into "
        "your hand."),  # this object, whatever it is, or another Elemental (603.2)
        "か他のエレメンタルが１体あなたのコントロール下で戦場に出るたび",
    ),
    (
        "When CARDNAME dies, you gain 1 life for each creature that died this turn.",
        "Ｘはこのターンに死亡したクリーチャーの総数に等しい。",  # the same count (700.4)
    ),
    (
        ("When CARDNAME enters the battlefield, target artifact you control becomes an artifact "
        "creature with base power and toughness 5/5 for as long as CARDNAME remains on the "
        "battlefield."),  # = "a 5/5 artifact creature" (613.4b, 205.1b)
        "それは５/５のアーティファクト・クリーチャーになる。",
    ),
    (
        ("Target creature gets +3/+3 until end of turn. It gets an additional +2/+2 until end "
        "of turn for each card named CARDNAME in your graveyard."),  # 613.4c: the two add up
        "ターン終了時まで、それは＋３/＋３の修整を受ける。ターン終了時まで、それは＋Ｘ/＋Ｘの修整を受ける。",
    ),
    (
        ("Choose target artifact you control. Each other artifact you control becomes a copy of "
        "that artifact until end of turn."),  # the target declared on its own (115.1)
        "アーティファクト１つを対象とする。",
    ),
    (
        ("When CARDNAME enters the battlefield, you may search your library for a card named "
        "Alpine Watchdog and/or a card named Igneous Cur, then reveal them, then put them into "
        "your hand, then shuffle your library."),  # up to one of each name (201.2)
        "という名前のカードを２枚探し",
    ),
    (
        ("Target player draws X cards, where X is half the number of cards in that player's "
        "library. That player loses X life, where X is half that player's life total. Round up "
        "each time."),  # both halves rounded up (107.1a), said once
        "そのプレイヤーはＸ点のライフを失う。",
    ),
]


@pytest.mark.parametrize(("english", "japanese"), ROWS, ids=[row[0][:48] for row in ROWS])
def test_the_rendering_is_oracles_and_reads_back(english: str, japanese: str) -> None:
    permanent = english.startswith(("When", "Each"))  # a permanent's ability, else a spell's
    compiled = compile_text(english, "en", permanent)
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.card is not None
    rendered_en = " ".join(render_card(compiled.card, "en")).replace("Test", "CARDNAME")
    assert rendered_en == english
    rendered_ja = "".join(render_card(compiled.card, "ja"))
    assert japanese in rendered_ja
    for text, lang in ((rendered_en, "en"), (rendered_ja.replace("Test", "CARDNAME"), "ja")):
        back = compile_text(text, lang, permanent)
        assert back.ok and back.card is not None, (text, [d.message for d in back.diagnostics])
        assert back.card.abilities == compiled.card.abilities, text


def test_the_rest_is_never_the_other_unless_exactly_one_card_is_left() -> None:
    compiled = compile_text(
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "rest into your graveyard.", "en", False,
    )
    assert compiled.card is not None
    assert "the other" not in " ".join(render_card(compiled.card, "en"))


@pytest.mark.parametrize(
    "path",
    [
        "dka/053-tower-geist.card",
        "dka/065-gravepurge.card",
        "m20/074-scholar-of-the-ages.card",
        "m21/121-sanguine-indulgence.card",
        "m21/158-scorching-dragonfire.card",
        "m21/196-pridemalkin.card",
        "m19/053-dwindle.card",
        "isd/213-geist-of-saint-traft.card",
        "m20/217-risen-reef.card",
        "dka/150-heavy-mattock.card",
        "isd/233-silver-inlaid-dagger.card",
        "m21/175-canopy-stalker.card",
        "m19/073-skilled-animator.card",
        "m20/175-growth-cycle.card",
        "m20/065-masterful-replication.card",
        "m21/215-alpine-houndmaster.card",
        "m21/117-peer-into-the-abyss.card",
    ],
)
def test_the_card_verifies_as_wording_or_the_same(path: str) -> None:
    card = compile_file(CARDS / path)
    verdict = verify_card(card)  # each language on its own (Tower Geist's Japanese lacks 飛行)
    assert "en" in verdict.compiled
    assert verdict.problems == []
    assert verdict.oracle in ("same", "wording"), (verdict.oracle, verdict.detail)


def test_additional_only_after_an_unconditional_change_of_the_same_object() -> None:
    """Without "Equipped creature gets +1/+1." before it, the conditional change is no
    additional one."""
    compiled = compile_text(
        "As long as equipped creature is a Human, it gets +1/+1.", "en", permanent=True
    )
    assert compiled.ok and compiled.card is not None
    assert "additional" not in " ".join(render_card(compiled.card, "en"))
