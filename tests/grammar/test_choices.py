"""The H5 phrase families (as-enters choices, copies, "becomes", sacrifice choices, fight) on
texts printed on no AVR card, in both languages, each checked against its exact IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    BeginningOfStep,
    CardType,
    Color,
    Controller,
    Cost,
    Duration,
    EntersTheBattlefield,
    Keyword,
    ManaCost,
    ObjectFilter,
    Step,
    TargetSpec,
)
from ofuda.runtime.statics import (
    AddPowerToughness,
    Choice,
    ChooseAsEnters,
    ControlsCount,
    DoesntUntap,
    EnchantedPermanent,
    EntersAsCopy,
    EquippedCreature,
    GrantKeywords,
    PermanentsMatching,
    Protection,
    ThisPermanent,
)
from support.permanents import as_abilities, codes, row_id, text_abilities

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
OTHER_CREATURE = ObjectFilter(card_types=(CardType.CREATURE,), other=True)

_SACRIFICE_OTHER = ir.TriggeredAbility(
    EntersTheBattlefield(), (), (ir.Sacrifice(ir.You(), None, OTHER_CREATURE, 1),)
)
_FIGHT_ANOTHER = ir.SpellAbility(
    (
        TargetSpec(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)),
        TargetSpec(CREATURE, distinct_from=(0,)),
    ),
    (ir.Fight(ir.Targeted(0), ir.Targeted(1)),),
)

_CHOOSE_COLOR = ir.StaticAbility((ChooseAsEnters(Choice.COLOR),))
_LORD_OF_THE_CHOSEN = ir.StaticAbility(
    (
        GrantKeywords(
            PermanentsMatching(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
            (Protection(ObjectFilter(card_types=(CardType.CREATURE,), chosen_subtype=True)),),
        ),
    )
)
# 614.12: "the chosen type" names the choice made as the permanent entered: a row saying it
# writes that choice first (alone, the words name nothing: E201, see the test below)
_CHOOSE_TYPE = ir.StaticAbility((ChooseAsEnters(Choice.CREATURE_TYPE),))
_CHOSEN_TYPE_LORD = ir.StaticAbility(
    (
        AddPowerToughness(
            PermanentsMatching(
                ObjectFilter(
                    card_types=(CardType.CREATURE,), controller=Controller.YOU, chosen_subtype=True
                )
            ),
            1,
            1,
        ),
    )
)
_GAINS_CHOSEN_COLOR = ir.SpellAbility(
    (TargetSpec(CREATURE),),
    (ir.GrantKeyword(ir.Targeted(0), Protection(chosen_color=True), Duration.END_OF_TURN),),
)

_ALONE_FLIES = ir.StaticAbility(
    (GrantKeywords(ThisPermanent(), (Keyword.FLYING,)),), ControlsCount(OTHER_CREATURE, 0)
)
_HOST_ALONE_GROWS = ir.StaticAbility(
    (AddPowerToughness(EnchantedPermanent(), 1, 1),), ControlsCount(OTHER_CREATURE, 0, whose=None)
)

_EQUIPPED_STAYS_TAPPED = ir.StaticAbility((DoesntUntap(EquippedCreature()),))

_UPKEEP_UNLESS = ir.TriggeredAbility(
    BeginningOfStep(Step.UPKEEP, Controller.YOU),
    (),
    (
        ir.Unless(
            ir.You(),
            (ir.Sacrifice(ir.You(), None, ObjectFilter(card_types=(CardType.LAND,)), 2),),
            (ir.Sacrifice(ir.You(), ir.ThisObject(), None, 1),),
        ),
    ),
)
_BOUNCE_UNLESS = ir.TriggeredAbility(
    EntersTheBattlefield(),
    (),
    (ir.Unless(ir.You(), (ir.Sacrifice(ir.You(), None, CREATURE, 1),), (ir.ReturnToHand(ir.ThisObject()),)),),
)

_ANIMATE = ir.ActivatedAbility(
    Cost((ManaCost("{1}"),)),
    (),
    (ir.Become(ir.ThisObject(), 2, 2, (CardType.ARTIFACT, CardType.CREATURE), ("Construct",), None, (),
               Duration.END_OF_TURN),),
)
_MAY_ANIMATE_TARGET = ir.TriggeredAbility(
    EntersTheBattlefield(),
    (TargetSpec(CREATURE),),
    (
        ir.Optional(
            ir.You(),
            # 205.1a: "becomes a … Spirit creature" replaces its card types and subtypes
            (ir.Become(ir.Targeted(0), 1, 1, (CardType.CREATURE,), ("Spirit",), (Color.BLUE,),
                       (Keyword.FLYING,), Duration.END_OF_TURN, replaces_types=True),),
        ),
    ),
)

_COPY_TARGET = ir.ActivatedAbility(
    Cost((ManaCost("{1}{U}"),)),
    (TargetSpec(CREATURE),),
    (ir.BecomeCopy(ir.ThisObject(), ir.Targeted(0), Duration.END_OF_TURN),),
)
_ENTER_AS_COPY = ir.StaticAbility(
    (
        EntersAsCopy(
            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU, token=False,
                         keywords=(Keyword.FLYING,)),
            EquippedCreature(),
        ),
    ),
)

VALID: list[tuple[str, str, str, ir.Ability | tuple[ir.Ability, ...]]] = [
    # "other than CARDNAME" is "another"
    ("ja", "creature", "試しの騎士が戦場に出たとき、試しの騎士以外のクリーチャーを１体生け贄に捧げる。",
     _SACRIFICE_OTHER),
    ("en", "creature", "When Test Knight enters the battlefield, sacrifice a creature other than Test Knight.",
     _SACRIFICE_OTHER),
    ("en", "creature", "When Test Knight enters the battlefield, sacrifice another creature.", _SACRIFICE_OTHER),
    # fight, with its reminder (701.12); "another target" differs from the first target
    ("ja", "sorcery",
     "あなたがコントロールしていないクリーチャー１体を対象とし、他のクリーチャー１体を対象とする。"
     "その前者はその後者と格闘を行う。（それぞれはもう一方に自身のパワーに等しい点数のダメージを与える。）",
     _FIGHT_ANOTHER),
    ("en", "sorcery",
     "Target creature you don't control fights another target creature. "
     "(Each deals damage equal to its power to the other.)",
     _FIGHT_ANOTHER),
    # as-enters choices (614.12) and the chosen qualities of protection (702.16)
    ("ja", "creature", "試しの騎士が戦場に出るに際し、色を１色選ぶ。", _CHOOSE_COLOR),
    ("en", "creature", "As Test Knight enters the battlefield, choose a color.", _CHOOSE_COLOR),
    ("ja", "creature",
     "試しの騎士が戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。\n" "あなたがコントロールするクリーチャーはプロテクション（選ばれたタイプのクリーチャー）を持つ。",
     (_CHOOSE_TYPE, _LORD_OF_THE_CHOSEN)),
    ("en", "creature",
     "As Test Knight enters the battlefield, choose a creature type.\n" "Creatures you control have protection from creatures of the chosen type.",
     (_CHOOSE_TYPE, _LORD_OF_THE_CHOSEN)),
    # 2019: 「その選ばれたタイプである」 after a continuative 「コントロールしていて」 (Icon of Ancestry)
    ("ja", "creature",
     "試しの騎士が戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。\n" "あなたがコントロールしていてその選ばれたタイプであるクリーチャーは＋１/＋１の修整を受ける。",
     (_CHOOSE_TYPE, _CHOSEN_TYPE_LORD)),
    ("ja", "creature",
     "試しの騎士が戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。\n" "あなたがコントロールするその選ばれたタイプのクリーチャーは＋１/＋１の修整を受ける。",
     (_CHOOSE_TYPE, _CHOSEN_TYPE_LORD)),
    ("en", "creature", "As Test Knight enters the battlefield, choose a creature type.\n" "Creatures you control of the chosen type get +1/+1.",
     (_CHOOSE_TYPE, _CHOSEN_TYPE_LORD)),
    ("ja", "instant",
     "クリーチャー１体を対象とする。それはターン終了時までプロテクション（あなたが選んだ色１色）を得る。",
     _GAINS_CHOSEN_COLOR),
    ("en", "instant", "Target creature gains protection from the color of your choice until end of turn.",
     _GAINS_CHOSEN_COLOR),
    # "as long as … controls no other creatures" (611.3b)
    ("ja", "creature", "あなたが他にクリーチャーをコントロールしていないかぎり、試しの騎士は飛行を持つ。",
     _ALONE_FLIES),
    ("en", "creature", "As long as you control no other creatures, Test Knight has flying.", _ALONE_FLIES),
    ("en", "creature", "Test Knight has flying as long as you control no other creatures.", _ALONE_FLIES),
    ("ja", "aura",
     "エンチャントされているクリーチャーは、それのコントローラーが他にクリーチャーをコントロールしていない"
     "かぎり、＋１/＋１の修整を受ける。",
     _HOST_ALONE_GROWS),
    ("en", "aura", "Enchanted creature gets +1/+1 as long as its controller controls no other creatures.",
     _HOST_ALONE_GROWS),
    # "doesn't untap during its controller's untap step" (502.3)
    ("ja", "equipment", "装備しているクリーチャーは、それのコントローラーのアンタップ・ステップにアンタップしない。",
     _EQUIPPED_STAYS_TAPPED),
    ("en", "equipment", "Equipped creature doesn't untap during its controller's untap step.",
     _EQUIPPED_STAYS_TAPPED),
    # "<instructions> unless <player> sacrifices …"
    ("ja", "creature", "あなたのアップキープの開始時に、あなたが土地を２つ生け贄に捧げないかぎり、試しの騎士を生け贄に捧げる。",
     _UPKEEP_UNLESS),
    ("en", "creature", "At the beginning of your upkeep, sacrifice Test Knight unless you sacrifice two lands.",
     _UPKEEP_UNLESS),
    ("ja", "creature",
     "試しの騎士が戦場に出たとき、あなたがクリーチャーを１体生け贄に捧げないかぎり、それをオーナーの手札に戻す。",
     _BOUNCE_UNLESS),
    ("en", "creature",
     "When Test Knight enters the battlefield, return it to its owner's hand unless you sacrifice a creature.",
     _BOUNCE_UNLESS),
    # "becomes a P/T … creature" (613.1d–f, 613.4b) and "you may have … become"
    ("ja", "artifact", "{1}：試しの騎士は、ターン終了時まで２/２の構築物・アーティファクト・クリーチャーになる。",
     _ANIMATE),
    ("en", "artifact", "{1}: Test Knight becomes a 2/2 Construct artifact creature until end of turn.",
     _ANIMATE),
    # copies (707.2) and "enter the battlefield as a copy of" (614.1c)
    ("ja", "creature", "{1}{U}：クリーチャー１体を対象とする。試しの騎士はターン終了時までそれのコピーになる。",
     _COPY_TARGET),
    ("en", "creature", "{1}{U}: Test Knight becomes a copy of target creature until end of turn.", _COPY_TARGET),
    ("ja", "equipment",
     "あなたがコントロールする飛行を持つトークンでないクリーチャーは、装備しているクリーチャーのコピーとして戦場に出る。",
     _ENTER_AS_COPY),
    ("en", "equipment",
     "Nontoken creatures you control with flying enter the battlefield as a copy of equipped creature.",
     _ENTER_AS_COPY),
    ("ja", "creature",
     "試しの騎士が戦場に出たとき、クリーチャー１体を対象とする。あなたは「それはターン終了時まで飛行を持つ"
     "青の１/１のスピリット・クリーチャーになる。」を選んでもよい。",
     _MAY_ANIMATE_TARGET),
    ("en", "creature",
     "When Test Knight enters the battlefield, you may have target creature become a 1/1 blue Spirit "
     "creature with flying until end of turn.",
     _MAY_ANIMATE_TARGET),
]


@pytest.mark.parametrize(("lang", "kind", "line", "expected"), VALID, ids=[row_id(v[2]) for v in VALID])
def test_choices_text_gives_its_ir(lang: str, kind: str, line: str, expected: ir.Ability | tuple[ir.Ability, ...]) -> None:
    """Each text (one line, or a line after the line it needs) compiles to exactly the
    expected abilities."""
    assert text_abilities(lang, kind, line) == as_abilities(expected)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("ja", "あなたがコントロールするその選ばれたタイプのクリーチャーは＋１/＋１の修整を受ける。"),
        ("en", "Creatures you control of the chosen type get +1/+1."),
        ("en", "Creatures you control have protection from creatures of the chosen type."),
    ],
)
def test_the_chosen_type_on_a_card_that_chooses_none_is_rejected(lang: str, line: str) -> None:
    """614.12: with no "As CARDNAME enters the battlefield, choose a creature type" on the
    card, "the chosen type" names nothing (no creature would ever match): E201, never an
    ability that silently never applies."""
    assert codes(lang, "creature", line) == ["E201"]


def test_as_enters_choice_of_another_object_is_rejected() -> None:
    """Only the permanent's own entering can carry its choice (614.12): E204."""
    assert codes("ja", "creature", "それが戦場に出るに際し、色を１色選ぶ。") == ["E204"]


def test_doesnt_untap_during_another_players_untap_step_is_not_compiled_yet() -> None:
    """Only the affected object's controller's untap step is known: E290, never a guess."""
    assert codes("ja", "aura", "エンチャントされているクリーチャーは、あなたのアンタップ・ステップにアンタップしない。") == [
        "E290"
    ]
