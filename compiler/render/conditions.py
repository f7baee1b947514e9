"""Canonical text of conditions on the game's state and this turn's history (119, 603.4,
611.3b, 602.5b), in either language. See :mod:`ofuda.compiler.render`.

One phrase per condition, with the ending of where it stands: ``"static"`` ("As long as …," /
「…かぎり、」), ``"if"`` ("if …" / 「…場合」: an intervening "if" or an instruction's
condition), ``"cost"`` (the "if" of a spell's own cost change, where Oracle says "if you've
gained 3 or more life this turn") and ``"activate"`` ("Activate only if …." /
「この能力は、…ときにのみ起動できる。」).
Current templating: 「このターンにクリーチャーが死亡していた」, 「あなたのライフが５点以下である」,
「あなたが人間をコントロールしている」.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime.conditions import (
    AttackedThisTurn,
    CardsInZone,
    CastFrom,
    CastSpellsThisTurn,
    CountersOnThis,
    DiedThisTurn,
    DrewCardsThisTurn,
    GainedLifeThisTurn,
    Kicked,
    LifeTotal,
    LostLifeThisTurn,
    ThisAttackedThisTurn,
)
from ofuda.runtime.definitions import CardType, CombatState, Controller, GroupNames, ObjectFilter

from .common import RenderError
from .nouns import noun_phrase
from .words_en import COUNTERS as EN_COUNTERS
from .words_en import a_noun, count_word
from .words_ja import COUNTERS as JA_COUNTERS
from .words_ja import number

HISTORY = (
    DiedThisTurn, GainedLifeThisTurn, LostLifeThisTurn, AttackedThisTurn, CastSpellsThisTurn,
    ThisAttackedThisTurn,
)
# history conditions with a static ability's form too: 「…引いているかぎり」 / "As long as you've
# drawn …" (the others have no printed one)
STATIC_HISTORY = (DrewCardsThisTurn,)


def is_state_condition(condition: object) -> bool:
    """Whether this module phrases ``condition``: a life total, this turn's history, or "you
    control a Human" (:class:`~ofuda.runtime.statics.ControlsCount` of at least some)."""
    kinds = (LifeTotal, Kicked, CastFrom, CardsInZone, CountersOnThis, *HISTORY, *STATIC_HISTORY)
    if isinstance(condition, kinds):
        return True
    if _negated_history(condition):
        return True
    return isinstance(condition, rt.ControlsCount) and condition.at_least


def state_condition_text(
    condition: object, lang: str, where: str, name: str = "", itself: str = "CARDNAME"
) -> str:
    """The condition with the ending of ``where`` ("static", "if", "cost", "activate"), without the
    comma or period after it: 「あなたのライフが５点以下であるかぎり」 / "As long as you have 5
    or less life"; 「このターンにクリーチャーが死亡していた場合」 / "if a creature died this
    turn"; 「この能力は、…ときにのみ起動できる」 / "Activate only if …". ``name``: the card's
    own, for "another creature named CARDNAME" (201.2); ``itself``: how the English names the
    object whose casting a condition asks about ("this spell" in an instant's or sorcery's
    instructions, as Oracle says: "If this spell was kicked")."""
    if where == "activate" and isinstance(condition, (rt.IsYourTurn, rt.SourceMatches)):
        return _activation_only(condition, lang, name)
    perfect = where == "cost"  # "This spell costs {3} less to cast if you've gained …"
    where = "if" if perfect else where
    if lang == "ja":
        if isinstance(condition, DrewCardsThisTurn):  # 121.2: the verb says where it stands
            return _ja_drew_cards(condition, where)
        stem = _ja(condition, where, name)
        if where == "activate" and isinstance(condition, (*HISTORY, rt.ControlsCount)):
            return f"この能力は、{stem}ときにのみ起動できる"
        being = isinstance(condition, (LifeTotal, CountersOnThis))  # 「…以上である」
        history = isinstance(condition, (Kicked, CastFrom, *HISTORY)) or _negated_history(condition)
        if where == "static" and not history:
            return stem + ("であるかぎり" if being else "かぎり")
        if where == "if":
            return stem + ("である場合" if being else "場合")
        if where == "trigger" and isinstance(condition, CountersOnThis):  # 603.8
            return stem + "であるとき"
        raise RenderError(f"no Japanese phrasing for the condition {condition!r} ({where})")
    phrase = _en(condition, name, itself)
    if perfect and isinstance(condition, (GainedLifeThisTurn, LostLifeThisTurn, CastSpellsThisTurn)):
        phrase = phrase.replace("you ", "you've ", 1) if phrase.startswith("you ") else phrase
    history = isinstance(condition, (Kicked, CastFrom, *HISTORY)) or _negated_history(condition)
    if where == "static" and not history:
        return f"As long as {phrase}"
    if where == "if":
        return f"if {phrase}"
    if where == "trigger" and isinstance(condition, CountersOnThis):  # 603.8
        return f"When {phrase}"
    if where == "activate" and isinstance(condition, (*HISTORY, *STATIC_HISTORY, rt.ControlsCount)):
        return f"Activate only if {phrase}"
    raise RenderError(f"no English phrasing for the condition {condition!r} ({where})")


def is_controls_fewer(condition: object) -> bool:
    """Whether a static ability's condition is "unless <you> control N or more …" (611.3b): the
    negation of a count of at least two."""
    inner = getattr(condition, "condition", None)
    return (
        isinstance(condition, rt.Not)
        and isinstance(inner, rt.ControlsCount)
        and inner.at_least
        and inner.count >= 2
    )


def controls_fewer_text(condition: rt.Not, statement: str, lang: str, name: str = "") -> str:
    """「あなたがアーティファクトを４つ以上コントロールしていないかぎり、<statement>」 /
    "<statement> unless you control four or more artifacts." (611.3b)."""
    inner = condition.condition
    if lang == "ja":
        counted = _ja(inner, "static", name)
        if not counted.endswith("コントロールしている"):
            raise RenderError(f"no Japanese phrasing for the condition {condition!r}")
        return f"{counted[:-2]}いないかぎり、{statement}"
    return f"{statement[:-1]} unless {_en(inner, name)}."


def _activation_only(condition: rt.IsYourTurn | rt.SourceMatches, lang: str, name: str) -> str:
    """602.5b: "Activate only during your turn" / 「この能力は、あなたのターンの間にのみ起動
    できる」; "Activate only if CARDNAME is attacking" / 「この能力は、CARDNAMEが攻撃している
    ときにのみ起動できる」 (506.4, the ability's own source)."""
    if isinstance(condition, rt.IsYourTurn):
        if lang == "ja":
            return "この能力は、あなたのターンの間にのみ起動できる"
        return "Activate only during your turn"
    states = condition.filter.combat_states
    if condition.filter != ObjectFilter(combat_states=states) or len(states) != 1:
        raise RenderError(f"no phrasing for the condition {condition!r}")
    if lang == "ja":
        verb = "攻撃している" if states[0] is CombatState.ATTACKING else "ブロックしている"
        return f"この能力は、{name}が{verb}ときにのみ起動できる"
    return f"Activate only if {name} is {states[0].value}"


# --- Japanese -------------------------------------------------------------------


def _ja_player(player: Controller) -> str:
    return {Controller.YOU: "あなた", Controller.OPPONENT: "いずれかの対戦相手"}.get(
        player, "いずれかのプレイヤー"
    )


def _ja_drew_cards(condition: DrewCardsThisTurn, where: str) -> str:
    """「このターンにあなたがカードを２枚以上引いているかぎり」, 「…引いていた場合」 (121.2)."""
    if condition.player != Controller.YOU or condition.at_least < 2:
        raise RenderError(f"no Japanese phrasing for the condition {condition!r}")
    stem = f"このターンにあなたがカードを{number(condition.at_least)}枚以上"
    if where == "static":
        return stem + "引いているかぎり"
    if where == "if":
        return stem + "引いていた場合"
    if where == "activate":
        return f"この能力は、{stem}引いていたときにのみ起動できる"
    raise RenderError(f"no Japanese phrasing for the condition {condition!r} ({where})")


def _ja_counter(objects: ObjectFilter) -> str:
    return "体" if CardType.CREATURE in objects.card_types else "つ"


def _ja(condition: Any, where: str, name: str = "") -> str:
    if isinstance(condition, Kicked) and where == "if":  # 702.33d
        return "CARDNAMEがキッカーされていた"
    if isinstance(condition, CastFrom) and where == "if":  # 601.2a
        return f"CARDNAMEが{cast_origin_text(condition, 'ja')}唱えられていた"
    if isinstance(condition, LifeTotal):
        if condition.at_least is not None and condition.at_most is None:
            return f"あなたのライフが{number(condition.at_least)}点以上"
        if condition.at_most is not None and condition.at_least is None:
            return f"あなたのライフが{number(condition.at_most)}点以下"
    if isinstance(condition, CountersOnThis) and (condition.at_least is None) != (
        condition.at_most is None
    ):  # 122.1: 「CARDNAMEの上の忠誠カウンターが２個以下である」
        bound = "以上" if condition.at_most is None else "以下"
        count = number(condition.at_least or condition.at_most or 0)
        return f"{name or 'CARDNAME'}の上の{JA_COUNTERS[condition.kind]}カウンターが{count}個{bound}"
    if isinstance(condition, DiedThisTurn) and condition.at_least == 1:
        return f"このターンに{noun_phrase(condition.filter, 'ja', name=name)}が死亡していた"
    if isinstance(condition, CardsInZone):
        return _ja_cards_in_zone(condition, name)
    if isinstance(condition, AttackedThisTurn) and condition.player == Controller.YOU:
        return "このターンにあなたが攻撃していた"  # 508.1 (raid)
    if isinstance(condition, ThisAttackedThisTurn):  # 508.1: this object was declared
        return f"このターンに{name or 'CARDNAME'}が攻撃していた"
    if _did_not_attack(condition):  # 「このターン、人殺しの粗暴者が攻撃していなかった」
        return _ja(condition.condition, where, name).removesuffix("攻撃していた") + "攻撃していなかった"
    if _cast_this_turn(condition):  # 601.2i
        return f"このターンにあなたが{noun_phrase(condition.spells, 'ja', 'stack', name=name)}を唱えていた"
    if isinstance(condition, rt.Not) and _cast_this_turn(condition.condition):  # none was cast
        return _ja(condition.condition, where, name).removesuffix("唱えていた") + "唱えていなかった"
    if isinstance(condition, (GainedLifeThisTurn, LostLifeThisTurn)):
        verb = "得ていた" if isinstance(condition, GainedLifeThisTurn) else "失っていた"
        amount = "" if condition.at_least == 1 else f"{number(condition.at_least)}点以上"
        return f"このターンに{_ja_player(condition.player)}がライフを{amount}{verb}"
    if isinstance(condition, rt.ControlsCount) and condition.at_least and condition.count >= 1:
        if condition.whose == Controller.YOU:
            who = "あなた"
        elif condition.whose == Controller.OPPONENT and condition.count == 1:
            who = "いずれかの対戦相手"
        else:
            raise RenderError(f"no Japanese phrasing for the condition {condition!r}")
        noun = _JA_GROUP_NAMES[condition.names] + noun_phrase(condition.filter, "ja", name=name)
        if condition.count == 1 and condition.names is None:
            return f"{who}が{noun}をコントロールしている"
        count = f"{number(condition.count)}{_ja_counter(condition.filter)}以上"
        if where in ("static", "activate"):  # 2018: the count after the noun
            return f"{who}が{noun}を{count}コントロールしている"
        return f"{who}が{count}の{noun}をコントロールしている"
    raise RenderError(f"no Japanese phrasing for the condition {condition!r}")


# --- English --------------------------------------------------------------------


def _en_player(player: Controller) -> str:
    return {Controller.YOU: "you", Controller.OPPONENT: "an opponent"}.get(player, "a player")


def _with_article(objects: ObjectFilter, name: str = "") -> str:
    return a_noun(noun_phrase(objects, "en", name=name))  # "a creature", "another creature"


def _en(condition: Any, name: str = "", itself: str = "CARDNAME") -> str:
    if isinstance(condition, Kicked):  # 702.33d ("if" only: state_condition_text)
        return f"{itself} was kicked"
    if isinstance(condition, CastFrom):  # 601.2a ("if" only, as Kicked)
        return f"{itself} was cast {cast_origin_text(condition, 'en')}"
    if isinstance(condition, LifeTotal):
        if condition.at_least is not None and condition.at_most is None:
            return f"you have {condition.at_least} or more life"
        if condition.at_most is not None and condition.at_least is None:
            return f"you have {condition.at_most} or less life"
    if isinstance(condition, CountersOnThis) and (condition.at_least is None) != (
        condition.at_most is None
    ):  # 122.1: "CARDNAME has two or fewer loyalty counters on it"
        bound = "more" if condition.at_most is None else "fewer"
        n = condition.at_least or condition.at_most or 0
        count = "one" if n == 1 else count_word(n)
        return f"{name or 'CARDNAME'} has {count} or {bound} {EN_COUNTERS[condition.kind]}s on it"
    if isinstance(condition, DiedThisTurn) and condition.at_least == 1:
        return f"{_with_article(condition.filter, name)} died this turn"
    if isinstance(condition, CardsInZone):
        return _en_cards_in_zone(condition, name)
    if isinstance(condition, (GainedLifeThisTurn, LostLifeThisTurn)):
        verb = "gained" if isinstance(condition, GainedLifeThisTurn) else "lost"
        amount = "" if condition.at_least == 1 else f"{condition.at_least} or more "
        return f"{_en_player(condition.player)} {verb} {amount}life this turn"
    if isinstance(condition, AttackedThisTurn) and condition.player == Controller.YOU:
        return "you attacked this turn"  # 508.1 (raid)
    if isinstance(condition, ThisAttackedThisTurn):  # 508.1: this object was declared
        return f"{name or 'CARDNAME'} attacked this turn"
    if _did_not_attack(condition):  # "if Homicidal Brute didn't attack this turn"
        return _en(condition.condition, name, itself).replace(" attacked ", " didn't attack ")
    if _cast_this_turn(condition):  # 601.2i
        return f"you cast {a_noun(noun_phrase(condition.spells, 'en', 'stack', name=name))} this turn"
    if isinstance(condition, rt.Not) and _cast_this_turn(condition.condition):  # none was cast
        return _en(condition.condition, name, itself).replace("you cast ", "you didn't cast ", 1)
    drew = isinstance(condition, DrewCardsThisTurn) and condition.player == Controller.YOU
    if drew and condition.at_least >= 2:  # 121.2
        return f"you've drawn {count_word(condition.at_least)} or more cards this turn"
    if isinstance(condition, rt.ControlsCount) and condition.at_least and condition.count >= 1:
        if condition.whose == Controller.YOU:
            who, verb = "you", "control"
        elif condition.whose == Controller.OPPONENT and condition.count == 1:
            who, verb = "an opponent", "controls"
        else:
            raise RenderError(f"no English phrasing for the condition {condition!r}")
        if condition.count == 1 and condition.names is None:
            return f"{who} {verb} {_with_article(replace(condition.filter), name)}"
        noun = noun_phrase(condition.filter, "en", plural=True, name=name) + _EN_GROUP_NAMES[condition.names]
        return f"{who} {verb} {count_word(condition.count)} or more {noun}"
    raise RenderError(f"no English phrasing for the condition {condition!r}")


def _zone_owner(condition: CardsInZone) -> Controller:
    """Whose zone a count is of: yours, or one opponent's (400.1); any other is not phrased."""
    whose = condition.filter.controller
    if (whose, condition.one_player) not in ((Controller.YOU, False), (Controller.OPPONENT, True)):
        raise RenderError(f"no phrasing for the cards of this zone: {condition!r}")
    bounded = (condition.at_least is None) != (condition.at_most is None)
    if condition.zone not in _ZONE_WORDS or not bounded:
        raise RenderError(f"no phrasing for this count of a zone: {condition!r}")
    return whose


def _en_cards_in_zone(condition: CardsInZone, name: str) -> str:
    """"there are three or more land cards in your graveyard", "an opponent has eight or more
    cards in their graveyard", "you have no cards in hand" (400.1, 404)."""
    whose = _zone_owner(condition)
    zone = str(condition.zone)
    cards = replace(condition.filter, controller=Controller.ANY)
    head = noun_phrase(cards, "en", zone, plural=True, name=name)
    head = head.removesuffix(f" from a {zone}")
    if condition.at_most == 0:
        count = "no"
    elif condition.at_least is not None:
        count = f"{count_word(condition.at_least)} or more"
    else:
        count = f"{count_word(condition.at_most or 0)} or fewer"
    if whose == Controller.OPPONENT:
        return f"an opponent has {count} {head} in their {zone}"
    if zone == "hand":
        return f"you have {count} {head} in hand"
    return f"there are {count} {head} in your {zone}"


def _ja_cards_in_zone(condition: CardsInZone, name: str) -> str:
    """「あなたの墓地に土地・カードが３枚以上ある」 「対戦相手１人の墓地にカードが８枚以上ある」
    「あなたの手札にカードがない」 (400.1, 404)."""
    whose = _zone_owner(condition)
    ja_zone = _ZONE_WORDS[str(condition.zone)][0]
    cards = replace(condition.filter, controller=Controller.ANY)
    head = noun_phrase(cards, "ja", str(condition.zone), name=name)
    head = head.removeprefix(f"いずれかの{ja_zone}にある")
    owner = "対戦相手１人" if whose == Controller.OPPONENT else "あなた"
    if condition.at_most == 0:
        return f"{owner}の{ja_zone}に{head}がない"
    if condition.at_least is not None:
        return f"{owner}の{ja_zone}に{head}が{number(condition.at_least)}枚以上ある"
    return f"{owner}の{ja_zone}に{head}が{number(condition.at_most or 0)}枚以下ある"


# 201.2: what a counted group says of its names
_JA_GROUP_NAMES = {None: "", GroupNames.DIFFERENT: "名前の異なる", GroupNames.ALIKE: "互いに同じ名前を持つ"}
_EN_GROUP_NAMES = {
    None: "",
    GroupNames.DIFFERENT: " with different names",
    GroupNames.ALIKE: " with the same name as one another",
}

def _did_not_attack(condition: object) -> bool:
    """ "you didn't attack this turn", "CARDNAME didn't attack this turn" (508.1): the negation
    of an attack condition."""
    return isinstance(condition, rt.Not) and isinstance(
        condition.condition, (AttackedThisTurn, ThisAttackedThisTurn)
    )


def _negated_history(condition: object) -> bool:
    """The negation of a condition on this turn's history ("didn't attack", "didn't cast …"),
    said in the past as the condition is."""
    return _did_not_attack(condition) or (
        isinstance(condition, rt.Not) and _cast_this_turn(condition.condition)
    )


def _cast_this_turn(condition: object) -> bool:
    """"you cast a <spells> this turn": one spell or more, of a kind (601.2i)."""
    return (
        isinstance(condition, CastSpellsThisTurn)
        and condition.player == Controller.YOU
        and condition.at_least == 1
        and condition.spells is not None
    )


_ZONE_WORDS = {"graveyard": ("墓地", "graveyard"), "hand": ("手札", "hand"), "library": ("ライブラリー", "library")}


def cast_origin_text(origin: CastFrom, lang: str, caster: str = "") -> str:
    """601.2a: 「墓地から」 / "from a graveyard", 「あなたの手札以外の領域から」 / "from anywhere
    other than your hand"; ``caster``: the possessive of the caster's own zone where it is not
    "you" (a trigger's 「自分の」 / "their")."""
    ja_zone, en_zone = _ZONE_WORDS[str(origin.zone)]
    if lang == "ja":
        owner = (caster or "あなた") + "の" if origin.own else ""
        return f"{owner}{ja_zone}" + ("以外の領域から" if origin.other_than else "から")
    owner = (caster or "your") if origin.own else "a"
    if origin.other_than:
        if not origin.own:
            raise RenderError(f"no English phrasing for the origin {origin!r}")
        return f"from anywhere other than {owner} {en_zone}"
    return f"from {owner} {en_zone}"
