"""Keyword actions (701) as instructions, in both languages, each row checked against its exact
IR, JA ≡ EN, and rendered back (parse(render(ir)) == ir): surveil N (701.42a), investigate
(701.36a), proliferate (701.27a), explore (701.40a) and "remove all counters" (122.1) — alone,
chained with "then", in spells, triggered and activated abilities, and with their reminder texts
read as the actions' rules (207.2)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.lower.keyword_actions import CLUE
from ofuda.compiler.predefined_tokens import predefined_token_abilities
from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec
from support.permanents import abilities, compile_lines, rendered_abilities

YOU = ir.You()
DRAW = ir.DrawCards(YOU, 1)
TARGET_CREATURE = (TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,))),)


def _spell(*effects: ir.Effect, targets: tuple[TargetSpec, ...] = ()) -> ir.SpellAbility:
    return ir.SpellAbility(targets, effects)


def _investigate() -> ir.Investigate:
    return ir.Investigate(YOU, CLUE, 1, False, False, "", predefined_token_abilities("Clue"))


SURVEIL_2 = _spell(ir.Surveil(YOU, 2))
SURVEIL_1 = _spell(ir.Surveil(YOU, 1))
SURVEIL_THEN_DRAW = _spell(ir.Surveil(YOU, 1), DRAW)
DRAW_THEN_SURVEIL = _spell(DRAW, ir.Surveil(YOU, 2))
SCRY_THEN_SURVEIL = _spell(ir.Scry(YOU, 1), ir.Surveil(YOU, 1))
INVESTIGATE = _spell(_investigate())
DRAW_THEN_INVESTIGATE = _spell(DRAW, _investigate())
PROLIFERATE = _spell(ir.Proliferate(YOU))
COUNTER_THEN_PROLIFERATE = _spell(
    ir.AddCounters(ir.Targeted(0), "+1/+1", 1), ir.Proliferate(YOU), targets=TARGET_CREATURE
)
REMOVE_ALL = _spell(ir.RemoveAllCounters(ir.Targeted(0)), targets=TARGET_CREATURE)

SURVEIL_1_REMINDER_EN = "(Look at the top card of your library. You may put that card into your graveyard.)"
SURVEIL_1_REMINDER_JA = "（あなたのライブラリーの一番上のカードを見る。あなたはそのカードをあなたの墓地に置いてもよい。）"
SURVEIL_2_REMINDER_EN = (
    "(Look at the top two cards of your library, then put any number of them into your "
    "graveyard and the rest on top of your library in any order.)"
)
SURVEIL_2_REMINDER_JA = (
    "（あなたのライブラリーの一番上からカードを２枚見て、そのうちの望む枚数をあなたの墓地に、残りを"
    "あなたのライブラリーの一番上に望む順番で置く。）"
)
SURVEIL_2_REMINDER_JA_LATER = (  # later printings: 「…一番上にあるカード２枚を見て、…」
    "（あなたのライブラリーの一番上にあるカード２枚を見て、そのうちの望む枚数をあなたの墓地に、残りを"
    "あなたのライブラリーの一番上に望む順番で置く。）"
)
CLUE_REMINDER_EN = '(Create a Clue token. It\'s an artifact with "{2}, Sacrifice this artifact: Draw a card.")'
CLUE_REMINDER_JA = (
    "（手掛かり・トークン１つを生成する。それは「{2}, このアーティファクトを生け贄に捧げる："
    "カードを１枚引く。」を持つアーティファクトである。）"
)
PROLIFERATE_REMINDER_EN = (
    "(Choose any number of permanents and/or players, then give each another counter of each "
    "kind already there.)"
)
PROLIFERATE_REMINDER_JA = (
    "（望む数のパーマネントやプレイヤーを選び、すでにそこにあるカウンター１種類につき、そのカウンター"
    "をもう１個与える。）"
)
EXPLORE_REMINDER_EN = (
    "(Reveal the top card of your library. Put that card into your hand if it's a land. "
    "Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into "
    "your graveyard.)"
)
EXPLORE_REMINDER_JA = (
    "（あなたのライブラリーの一番上のカードを公開する。それが土地であるなら、そのカードをあなたの"
    "手札に加える。そうでないなら、このクリーチャーの上に＋１/＋１カウンターを１個置き、その後、"
    "そのカードを戻すかあなたの墓地に置く。）"
)

# (language, kind of card, text, expected ability)
VALID = [
    ("en", "sorcery", "Surveil 2.", SURVEIL_2),
    ("ja", "sorcery", "諜報２を行う。", SURVEIL_2),
    ("en", "instant", "Surveil 1, then draw a card.", SURVEIL_THEN_DRAW),
    ("ja", "instant", "諜報１を行い、その後カードを１枚引く。", SURVEIL_THEN_DRAW),
    ("en", "instant", "Draw a card, then surveil 2.", DRAW_THEN_SURVEIL),
    ("ja", "instant", "カードを１枚引き、その後諜報２を行う。", DRAW_THEN_SURVEIL),
    ("en", "instant", "Scry 1, then surveil 1.", SCRY_THEN_SURVEIL),
    ("ja", "instant", "占術１を行い、その後諜報１を行う。", SCRY_THEN_SURVEIL),
    ("en", "sorcery", f"Surveil 1. {SURVEIL_1_REMINDER_EN}", SURVEIL_1),
    ("en", "sorcery",
     "Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
     SURVEIL_1),
    ("ja", "sorcery", f"諜報１を行う。{SURVEIL_1_REMINDER_JA}", SURVEIL_1),
    ("en", "sorcery", f"Surveil 2. {SURVEIL_2_REMINDER_EN}", SURVEIL_2),
    ("ja", "sorcery", f"諜報２を行う。{SURVEIL_2_REMINDER_JA}", SURVEIL_2),
    ("ja", "sorcery", f"諜報２を行う。{SURVEIL_2_REMINDER_JA_LATER}", SURVEIL_2),
    ("en", "sorcery", "Investigate.", INVESTIGATE),
    ("ja", "sorcery", "調査を行う。", INVESTIGATE),
    ("en", "sorcery", f"Investigate. {CLUE_REMINDER_EN}", INVESTIGATE),
    ("ja", "sorcery", f"調査を行う。{CLUE_REMINDER_JA}", INVESTIGATE),
    ("en", "instant", "Draw a card, then investigate.", DRAW_THEN_INVESTIGATE),
    ("ja", "instant", "カードを１枚引き、その後調査を行う。", DRAW_THEN_INVESTIGATE),
    ("en", "sorcery", "Proliferate.", PROLIFERATE),
    ("ja", "sorcery", "増殖を行う。", PROLIFERATE),
    ("en", "sorcery", f"Proliferate. {PROLIFERATE_REMINDER_EN}", PROLIFERATE),
    ("ja", "sorcery", f"増殖を行う。{PROLIFERATE_REMINDER_JA}", PROLIFERATE),
    ("en", "instant", "Put a +1/+1 counter on target creature, then proliferate.",
     COUNTER_THEN_PROLIFERATE),
    ("ja", "instant",
     "クリーチャー１体を対象とする。それの上に＋１/＋１カウンターを１個置き、その後増殖を行う。",
     COUNTER_THEN_PROLIFERATE),
    ("en", "instant", "Remove all counters from target creature.", REMOVE_ALL),
    ("ja", "instant", "クリーチャー１体を対象とする。それの上からカウンターをすべて取り除く。", REMOVE_ALL),
]

# (language, kind, text, the effects of its one ability) — triggered and activated abilities
EFFECTS = [
    ("en", "creature", "When Test Knight enters the battlefield, it explores.",
     (ir.Explore(ir.ThisObject()),)),
    ("ja", "creature", "試しの騎士が戦場に出たとき、それは探検を行う。", (ir.Explore(ir.ThisObject()),)),
    ("en", "creature", "When Test Knight enters the battlefield, Test Knight explores.",
     (ir.Explore(ir.ThisObject()),)),
    ("ja", "creature", "試しの騎士が戦場に出たとき、試しの騎士は探検を行う。", (ir.Explore(ir.ThisObject()),)),
    ("en", "creature", f"When Test Knight enters the battlefield, it explores. {EXPLORE_REMINDER_EN}",
     (ir.Explore(ir.ThisObject()),)),
    ("ja", "creature", f"試しの騎士が戦場に出たとき、それは探検を行う。{EXPLORE_REMINDER_JA}",
     (ir.Explore(ir.ThisObject()),)),
    ("en", "creature", "When Test Knight dies, investigate.", (_investigate(),)),
    ("ja", "creature", "試しの騎士が死亡したとき、調査を行う。", (_investigate(),)),
    ("en", "creature", "Whenever Test Knight attacks, surveil 1.", (ir.Surveil(YOU, 1),)),
    ("ja", "creature", "試しの騎士が攻撃するたび、諜報１を行う。", (ir.Surveil(YOU, 1),)),
    ("en", "artifact", "{2}, {T}: Proliferate.", (ir.Proliferate(YOU),)),
    ("ja", "artifact", "{2}, {T}：増殖を行う。", (ir.Proliferate(YOU),)),
    ("en", "artifact", "{1}, {T}: Investigate.", (_investigate(),)),
    ("ja", "artifact", "{1}, {T}：調査を行う。", (_investigate(),)),
]


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_keyword_action_gives_its_ir(lang: str, kind: str, text: str, expected: ir.Ability) -> None:
    """Each text compiles to exactly the expected ability."""
    assert abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_keyword_action_compiles_without_a_warning(
    lang: str, kind: str, text: str, expected: ir.Ability
) -> None:
    """Each reminder is read as its own action's rule: no W240 (another rule), no W244 (a
    reminder ofuda cannot read)."""
    assert [d.code for d in compile_lines(lang, kind, [text]).diagnostics] == []


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_keyword_action_renders_back_to_its_ir(
    lang: str, kind: str, text: str, expected: ir.Ability
) -> None:
    """parse(render(ir)) == ir in the text's own language (current templating)."""
    assert rendered_abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(("lang", "kind", "text", "effects"), EFFECTS)
def test_keyword_action_in_an_ability(lang: str, kind: str, text: str, effects: tuple[object, ...]) -> None:
    """In triggered and activated abilities, the action is the ability's instruction, with no
    warning (its reminder is its own), and renders back to the same IR."""
    card = compile_lines(lang, kind, [text])
    assert card.ok and card.card is not None and not card.diagnostics, card.diagnostics
    (ability,) = card.card.abilities
    assert ability.effects == effects  # type: ignore[union-attr]
    assert rendered_abilities(lang, kind, text) == card.card.abilities


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", f"Surveil 2. {SURVEIL_1_REMINDER_EN}"),
        ("ja", f"諜報２を行う。{SURVEIL_1_REMINDER_JA}"),
        ("en", f"Scry 1. {SURVEIL_1_REMINDER_EN}"),
        ("en", f"Draw a card. {PROLIFERATE_REMINDER_EN}"),
        ("ja", f"カードを１枚引く。{PROLIFERATE_REMINDER_JA}"),
        ("en", f"Proliferate. {CLUE_REMINDER_EN}"),
    ],
)
def test_a_keyword_action_reminder_must_state_the_lines_action(lang: str, text: str) -> None:
    """207.2: a reminder restates its own keyword action — surveil 1's on surveil 2, or
    proliferate's on a line that doesn't proliferate, is a W240 warning (the card compiles from
    its sentence: reminder text has no rules meaning)."""
    card = compile_lines(lang, "sorcery", [text])
    assert card.ok and "W240" in [d.code for d in card.diagnostics]


@pytest.mark.parametrize(
    ("lang", "kind", "text"),
    [
        ("en", "instant", "Target player explores."),
        ("ja", "instant", "プレイヤー１人を対象とする。そのプレイヤーは探検を行う。"),
    ],
)
def test_a_player_does_not_explore(lang: str, kind: str, text: str) -> None:
    """701.40a: a permanent explores; a player as its subject is E202 (or no reading at all)."""
    card = compile_lines(lang, kind, [text])
    assert not card.ok
