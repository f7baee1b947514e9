""" "Whenever … this turn, …" / "Until end of turn, whenever …, …" / 「このターン、…たび、…」
(603.7a, 603.7b): an instruction that creates a triggered ability of its own, triggering each
time its event happens until the duration ends. Each row is compiled in both languages to one IR
and rendered back; the IR is the instruction creating the delayed ability (not once, lasting
until end of turn), the ability holding its own trigger, targets and instructions."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import BeginningOfStep, Controller, Duration, Step
from support.texts import bilingual_card, codes

SORCERY = "ソーサリー / Sorcery"
CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "trigger", "before", "kinds"),
    [
        (  # Basri, Devoted Paladin's −1 (M21), on a sorcery
            "このターン、クリーチャーが１体攻撃するたび、それの上に＋１/＋１カウンターを１個置く。",
            "Whenever a creature attacks this turn, put a +1/+1 counter on it.",
            SORCERY,
            rte.Attacks,
            [],
            [ir.AddCounters],
        ),
        (  # Subira, Tulzidi Caravanner (M21): "Until end of turn, whenever …"
            (
                "{1}{R}, {T}：ターン終了時まで、あなたがコントロールしているクリーチャーが１体プレイヤー"
                "１人に戦闘ダメージを与えるたび、カードを１枚引く。"
            ),
            (
                "{1}{R}, {T}: Until end of turn, whenever a creature you control deals combat "
                "damage to a player, draw a card."
            ),
            CREATURE,
            rte.DealsDamageToPlayer,
            [],
            [ir.DrawCards],
        ),
        (  # after an instruction of the spell's own
            (
                "カードを１枚引く。このターン、クリーチャーが１体死亡するたび、あなたは１点のライフを"
                "得る。"
            ),
            "Draw a card. Whenever a creature dies this turn, you gain 1 life.",
            SORCERY,
            object,
            [ir.DrawCards],
            [ir.GainLife],
        ),
        (  # targets of its own, chosen as it triggers
            (
                "このターン、クリーチャーが１体死亡するたび、クリーチャー１体を対象とする。それを"
                "タップする。"
            ),
            "Whenever a creature dies this turn, tap target creature.",
            SORCERY,
            object,
            [],
            [ir.Tap],
        ),
    ],
)
def test_delayed_ability_lasting_the_turn(
    ja: str, en: str, type_line: str, trigger: type, before: list[type], kinds: list[type]
) -> None:
    """The instructions before it, then the delayed ability: its trigger its own, not once,
    ending with the turn; its instructions (and targets) are its own."""
    card = bilingual_card(ja, en, type_line)
    (ability,) = card.abilities
    *first, created = ability.effects
    assert [type(e) for e in first] == before
    assert isinstance(created, ir.CreateDelayedTrigger)
    assert created.once is False and created.duration == Duration.END_OF_TURN
    delayed = created.ability
    assert isinstance(delayed, ir.TriggeredAbility)
    assert delayed.trigger == created.trigger and isinstance(delayed.trigger, trigger)
    assert [type(e) for e in delayed.effects] == kinds
    assert ability.targets == ()
    assert len(delayed.targets) == (1 if ir.Tap in kinds else 0)


def test_it_is_the_delayed_abilitys_own_event_object() -> None:
    """「それ」 / "it" in the delayed ability is the creature that attacked (603.7a: its own
    trigger event), not an object of the ability creating it."""
    card = bilingual_card(
        "このターン、クリーチャーが１体攻撃するたび、それの上に＋１/＋１カウンターを１個置く。",
        "Whenever a creature attacks this turn, put a +1/+1 counter on it.",
        SORCERY,
    )
    (created,) = card.abilities[0].effects
    (put,) = created.ability.effects
    assert put.obj == ir.TriggeringObject()


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a trigger condition alone, with no duration, is a triggered ability of the card, not
        # of a spell's instructions: an instant's line that is a triggered ability is rejected
        ("Draw a card. Whenever a creature dies, you gain 1 life.", "en"),
        ("カードを１枚引く。クリーチャーが１体死亡するたび、あなたは１点のライフを得る。", "ja"),
    ],
)
def test_a_trigger_after_instructions_needs_its_duration(text: str, lang: str) -> None:
    """Without "this turn" the sentence is no instruction (it does not parse)."""
    assert codes(text, lang)


def test_exile_that_token_at_end_of_combat() -> None:
    """"Exile that token at end of combat." / 「戦闘終了時に、そのトークンを追放する。」 (511.2,
    603.7): a delayed ability at the next end of combat step, remembering the token created."""
    card = bilingual_card(
        "試作が攻撃するたび、タップ状態で攻撃している飛行を持つ白の４/４の天使・クリーチャー・"
        "トークンを１体戦場に出す。 戦闘終了時に、そのトークンを追放する。",
        "Whenever Test attacks, put a 4/4 white Angel creature token with flying onto the "
        "battlefield tapped and attacking. Exile that token at end of combat.",
        CREATURE,
    )
    (ability,) = card.abilities
    tokens, created = ability.effects
    assert isinstance(tokens, ir.CreateTokens) and tokens.tapped and tokens.attacking
    assert isinstance(created, ir.CreateDelayedTrigger)
    assert created.trigger == rte.NextBeginningOfStep(Step.END_OF_COMBAT)
    assert created.objects == ir.CreatedTokens() and created.once and created.duration is None
    assert created.ability.effects == (ir.Exile(ir.Remembered()),)


def test_at_end_of_combat_as_a_trigger_condition() -> None:
    """「戦闘終了時に、…」 / "At end of combat, …": at each end of combat step (511.2)."""
    card = bilingual_card(
        "戦闘終了時に、あなたは１点のライフを得る。",
        "At end of combat, you gain 1 life.",
        CREATURE,
    )
    (ability,) = card.abilities
    assert ability.trigger == BeginningOfStep(Step.END_OF_COMBAT, Controller.ANY)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Draw a card. Exile that token at end of combat.", "en"),
        ("カードを１枚引く。戦闘終了時に、そのトークンを追放する。", "ja"),
    ],
)
def test_that_token_names_a_token_just_created(text: str, lang: str) -> None:
    """「そのトークン」 / "that token" with no token created before it refers to nothing."""
    assert "E201" in codes(text, lang)



@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Doublecast (M19)
            (
                "このターン、あなたが次にインスタントかソーサリーである呪文を唱えたとき、その呪文を"
                "コピーする。あなたはそのコピーの新しい対象を選んでもよい。"
            ),
            (
                "When you cast your next instant or sorcery spell this turn, copy that spell. You "
                "may choose new targets for the copy."
            ),
        ),
        (  # "When you next cast …" (Oracle's other wording)
            "このターン、あなたが次にインスタント呪文を唱えたとき、カードを１枚引く。",
            "When you next cast an instant spell this turn, draw a card.",
        ),
    ],
)
def test_when_you_cast_your_next_spell_this_turn(ja: str, en: str) -> None:
    """603.7b: a delayed ability without "whenever" triggers once, the next time you cast such
    a spell this turn; it is gone at the end of the turn either way."""
    card = bilingual_card(ja, en, SORCERY)
    (created,) = card.abilities[0].effects
    assert isinstance(created, ir.CreateDelayedTrigger)
    assert created.once is True and created.duration == Duration.END_OF_TURN
    assert isinstance(created.trigger, rte.SpellCast)
    assert created.ability.trigger == created.trigger


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("When you cast your next instant spell, draw a card.", "en"),
        ("あなたが次にインスタント呪文を唱えたとき、カードを１枚引く。", "ja"),
    ],
)
def test_next_cast_without_this_turn_is_no_ability(text: str, lang: str) -> None:
    """ "your next … spell" is said only of a delayed ability with "this turn" (603.7b)."""
    assert codes(text, lang)
