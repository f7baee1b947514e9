"""Instructions of the game's own rules, in both languages, each row checked against its exact IR,
JA ≡ EN, and rendered back (parse(render(ir)) == ir): a player wins the game (104.2b) or loses it
(104.3e) with any player subject ("you", "target player", "each opponent", "that player"),
"remove … from combat" (506.4) with any reference to objects (a target, "that creature", a
group), and "Flip a coin." with "If you win the flip" / "If you lose the flip" (705) before any
instructions."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.conditions import LifeTotal
from ofuda.runtime.definitions import (
    BeginningOfStep,
    CardType,
    CombatState,
    Controller,
    ObjectFilter,
    PlayerFilter,
    Step,
    TargetSpec,
)
from support.permanents import abilities, codes, compile_lines, rendered_abilities

YOU = ir.You()
TARGET_PLAYER = (TargetSpec(players=PlayerFilter(controller=Controller.ANY)),)
TARGET_OPPONENT = (TargetSpec(players=PlayerFilter(controller=Controller.OPPONENT)),)
ATTACKING_OR_BLOCKING = ObjectFilter(
    card_types=(CardType.CREATURE,), combat_states=(CombatState.ATTACKING, CombatState.BLOCKING)
)
ATTACKING = ObjectFilter(card_types=(CardType.CREATURE,), combat_states=(CombatState.ATTACKING,))
CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))


def _spell(*effects: ir.Effect, targets: tuple[TargetSpec, ...] = ()) -> ir.SpellAbility:
    return ir.SpellAbility(targets, effects)


TARGET_LOSES = _spell(ir.LoseGame(ir.Targeted(0)), targets=TARGET_PLAYER)
OPPONENT_LOSES = _spell(ir.LoseGame(ir.Targeted(0)), targets=TARGET_OPPONENT)
EACH_OPPONENT_LOSES = _spell(ir.LoseGame(ir.EachPlayer(PlayerFilter(controller=Controller.OPPONENT))))
YOU_WIN = _spell(ir.WinGame(YOU))
DRAW_THEN_LOSE = _spell(ir.DrawCards(YOU, 1), ir.LoseGame(YOU))
REMOVE_TARGET = _spell(ir.RemoveFromCombat(ir.Targeted(0)), targets=(TargetSpec(objects=CREATURE),))
REMOVE_ATTACKING_OR_BLOCKING = _spell(
    ir.RemoveFromCombat(ir.Targeted(0)), targets=(TargetSpec(objects=ATTACKING_OR_BLOCKING),)
)
REMOVE_ALL_ATTACKING = _spell(ir.RemoveFromCombat(ir.EachObject(ATTACKING)))
REMOVE_THEN_DRAW = _spell(
    ir.RemoveFromCombat(ir.Targeted(0)), ir.DrawCards(YOU, 1),
    targets=(TargetSpec(objects=ATTACKING),),
)

FLIP = ir.FlipCoin(YOU)
FLIP_BOTH_WAYS = _spell(
    FLIP,
    ir.Conditional(ir.FlipResult(False), (ir.LoseLife(YOU, 3),)),
    ir.Conditional(ir.FlipResult(True), (ir.DrawCards(YOU, 2),)),
)
FLIP_THEN_WIN = _spell(FLIP, ir.Conditional(ir.FlipResult(True), (ir.WinGame(YOU),)))

# (language, kind of card, text, expected ability)
VALID = [
    ("en", "sorcery", "Target player loses the game.", TARGET_LOSES),
    ("ja", "sorcery", "プレイヤー１人を対象とする。そのプレイヤーはこのゲームに敗北する。", TARGET_LOSES),
    ("en", "sorcery", "Target opponent loses the game.", OPPONENT_LOSES),
    ("ja", "sorcery", "対戦相手１人を対象とする。そのプレイヤーはこのゲームに敗北する。", OPPONENT_LOSES),
    ("en", "sorcery", "Each opponent loses the game.", EACH_OPPONENT_LOSES),
    ("ja", "sorcery", "各対戦相手はこのゲームに敗北する。", EACH_OPPONENT_LOSES),
    ("en", "sorcery", "You win the game.", YOU_WIN),
    ("ja", "sorcery", "あなたはこのゲームに勝利する。", YOU_WIN),
    ("en", "sorcery", "Draw a card. You lose the game.", DRAW_THEN_LOSE),
    ("ja", "sorcery", "カードを１枚引く。あなたはこのゲームに敗北する。", DRAW_THEN_LOSE),
    ("en", "instant", "Remove target creature from combat.", REMOVE_TARGET),
    ("ja", "instant", "クリーチャー１体を対象とし、それを戦闘から取り除く。", REMOVE_TARGET),
    ("en", "instant", "Remove target attacking or blocking creature from combat.",
     REMOVE_ATTACKING_OR_BLOCKING),
    ("ja", "instant", "攻撃かブロックしているクリーチャー１体を対象とし、それを戦闘から取り除く。",
     REMOVE_ATTACKING_OR_BLOCKING),
    ("en", "instant", "Remove all attacking creatures from combat.", REMOVE_ALL_ATTACKING),
    ("en", "instant", "Remove target attacking creature from combat. Draw a card.", REMOVE_THEN_DRAW),
    ("ja", "instant", "攻撃クリーチャー１体を対象とし、それを戦闘から取り除く。カードを１枚引く。",
     REMOVE_THEN_DRAW),
    ("en", "sorcery",
     "Flip a coin. If you lose the flip, you lose 3 life. If you win the flip, draw two cards.",
     FLIP_BOTH_WAYS),
    ("ja", "sorcery",
     ("コイン投げをする。あなたがそのコイン投げに負けたなら、あなたは３点のライフを失う。"
      "あなたがそのコイン投げに勝ったなら、カードを２枚引く。"), FLIP_BOTH_WAYS),
    ("ja", "sorcery",  # 2011–12: 「…勝った場合、」
     ("コイン投げをする。あなたがそのコイン投げに負けた場合、あなたは３点のライフを失う。"
      "あなたがそのコイン投げに勝った場合、カードを２枚引く。"), FLIP_BOTH_WAYS),
    ("en", "sorcery", "Flip a coin. If you win the flip, you win the game.", FLIP_THEN_WIN),
    ("ja", "sorcery", "コイン投げをする。あなたがそのコイン投げに勝ったなら、あなたはこのゲームに勝利する。",
     FLIP_THEN_WIN),
]

UPKEEP_50_LIFE = ir.TriggeredAbility(
    BeginningOfStep(Step.UPKEEP, Controller.YOU), (), (ir.WinGame(YOU),),
    condition=LifeTotal(at_least=50, at_most=None),
)

# (language, kind, text, the effects of its one ability) — triggered and activated abilities
EFFECTS = [
    ("en", "enchantment", "When Test Knight leaves the battlefield, you lose the game.",
     (ir.LoseGame(YOU),)),
    ("ja", "enchantment", "試しの騎士が戦場を離れたとき、あなたはこのゲームに敗北する。",
     (ir.LoseGame(YOU),)),
    ("en", "creature", "Whenever Test Knight blocks a creature, remove that creature from combat.",
     (ir.RemoveFromCombat(ir.TriggeringObject()),)),
    ("en", "artifact", "{T}: Remove target blocking creature from combat.",
     (ir.RemoveFromCombat(ir.Targeted(0)),)),
    ("ja", "artifact", "{T}：ブロックしているクリーチャー１体を対象とし、それを戦闘から取り除く。",
     (ir.RemoveFromCombat(ir.Targeted(0)),)),
    ("en", "creature",
     "When Test Knight enters the battlefield, flip a coin. If you lose the flip, sacrifice Test Knight.",
     (FLIP, ir.Conditional(ir.FlipResult(False), (ir.Sacrifice(YOU, ir.ThisObject(), None, 1),)))),
    ("ja", "creature",
     "試しの騎士が戦場に出たとき、コイン投げをする。あなたがそのコイン投げに負けたなら、試しの騎士を生け贄に捧げる。",
     (FLIP, ir.Conditional(ir.FlipResult(False), (ir.Sacrifice(YOU, ir.ThisObject(), None, 1),)))),
    ("en", "artifact", "{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.",
     (FLIP, ir.Conditional(ir.FlipResult(True), (ir.GainLife(YOU, 6),)))),
    ("ja", "artifact",
     "{T}, ３点のライフを支払う：コイン投げをする。あなたがそのコイン投げに勝ったなら、あなたは６点のライフを得る。",
     (FLIP, ir.Conditional(ir.FlipResult(True), (ir.GainLife(YOU, 6),)))),
]


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_game_rule_instruction_gives_its_ir(lang: str, kind: str, text: str, expected: ir.Ability) -> None:
    """Each text compiles to exactly the expected ability, with no warning."""
    assert abilities(lang, kind, text) == (expected,)
    assert [d.code for d in compile_lines(lang, kind, [text]).diagnostics] == []


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_game_rule_instruction_renders_back_to_its_ir(
    lang: str, kind: str, text: str, expected: ir.Ability
) -> None:
    """parse(render(ir)) == ir in the text's own language (current templating)."""
    assert rendered_abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(("lang", "kind", "text", "effects"), EFFECTS)
def test_game_rule_instruction_in_an_ability(
    lang: str, kind: str, text: str, effects: tuple[object, ...]
) -> None:
    """In triggered and activated abilities the instruction is the ability's, with no warning,
    and renders back to the same IR."""
    card = compile_lines(lang, kind, [text])
    assert card.ok and card.card is not None and not card.diagnostics, card.diagnostics
    (ability,) = card.card.abilities
    assert ability.effects == effects  # type: ignore[union-attr]
    assert rendered_abilities(lang, kind, text) == card.card.abilities


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "At the beginning of your upkeep, if you have 50 or more life, you win the game."),
        ("ja", "あなたのアップキープの開始時に、あなたのライフが50点以上である場合、あなたはこのゲームに勝利する。"),
    ],
)
def test_winning_under_an_intervening_if(lang: str, text: str) -> None:
    """104.2b under an intervening "if" (603.4): the condition is the trigger's."""
    assert abilities(lang, "enchantment", text) == (UPKEEP_50_LIFE,)


@pytest.mark.parametrize(
    ("lang", "kind", "text"),
    [
        ("en", "enchantment", "You lose the game."),
        ("ja", "enchantment", "あなたはこのゲームに敗北する。"),
        ("en", "enchantment", "Remove target creature from combat."),
        ("en", "sorcery", "Target creature loses the game."),
        ("ja", "sorcery", "クリーチャー１体を対象とする。それはこのゲームに敗北する。"),
    ],
)
def test_game_rule_instructions_are_refused_where_they_mean_nothing(lang: str, kind: str, text: str) -> None:
    """An instruction on a permanent without a cost or trigger is no static ability (E250), and
    an object does not lose the game (104.3e is a player's)."""
    assert codes(lang, kind, text)


@pytest.mark.parametrize(
    ("lang", "text", "code"),
    [
        ("en", "If you win the flip, draw a card.", "E201"),
        ("ja", "あなたがそのコイン投げに勝ったなら、カードを１枚引く。", "E201"),
        ("en", "Target player flips a coin. If you win the flip, draw a card.", "E290"),
    ],
)
def test_a_flip_result_needs_the_flip_of_its_player(lang: str, text: str, code: str) -> None:
    """705.3: "If you win the flip" names a coin flip an earlier instruction made (E201 with
    none), and only the player who flipped wins or loses it (E290 for another's flip)."""
    assert code in codes(lang, "sorcery", text)
