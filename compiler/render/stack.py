"""Render planeswalkers, cost changes and spells on the stack (current templating).

Japanese: 「あなたが唱える天使呪文や人間呪文を唱えるためのコストは、CARDNAMEの上に
置かれている＋１/＋１カウンター１個につき{1}少なくなる。」; English (Oracle): "Angel
spells and Human spells you cast cost {1} less to cast for each +1/+1 counter on
CARDNAME."
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ObjectPool
from ofuda.runtime.statics import CantBeCountered, CostIncrease, CostReduction, NoMaximumHandSize
from ofuda.runtime.statics_mana import SpendAsAnyColor
from ofuda.runtime.statics_opening_hand import BeginGameOnBattlefield

from .. import ir
from .common import RenderError, for_this_turn
from .counter_riders import countered_exile_sentence
from .nouns import noun_phrase
from .quoted import granted_text
from .words_en import count_word
from .words_ja import COUNTERS, number


def is_cost_change(effect: object) -> bool:
    """Whether a static effect is a cost change (601.2f) or a rule for its controller (402.2):
    a sentence of its own, rendered here."""
    return isinstance(
        effect,
        (CostReduction, CostIncrease, NoMaximumHandSize, CantBeCountered, SpendAsAnyColor,
         BeginGameOnBattlefield),
    )


def cost_change_text(
    effect: (
        CostReduction | CostIncrease | NoMaximumHandSize | CantBeCountered | SpendAsAnyColor
        | BeginGameOnBattlefield
    ),
    lang: str,
    name: str,
) -> str:
    """One cost change (or "no maximum hand size", spending mana as though of any colour, an
    opening hand's action) as a sentence."""
    if isinstance(effect, SpendAsAnyColor):  # 609.4b
        if lang == "ja":
            return "あなたはマナを望む色のマナであるかのように支払ってもよい。"
        return "You may spend mana as though it were mana of any color."
    if isinstance(effect, BeginGameOnBattlefield):  # 103.6a, the Leylines' words
        if lang == "ja":
            return (f"{name}があなたのゲーム開始時の手札にあるなら、あなたはこれが戦場に出ている"
                    "状態でゲームを開始してもよい。")
        return (f"If {name} is in your opening hand, you may begin the game with it on the "
                "battlefield.")
    if isinstance(effect, NoMaximumHandSize):
        return "あなたの手札の上限はなくなる。" if lang == "ja" else "You have no maximum hand size."
    if isinstance(effect, CantBeCountered):  # 113.6, current templating
        return "この呪文は打ち消されない。" if lang == "ja" else "This spell can't be countered."
    symbol = "{" + str(effect.amount) + "}"
    more = isinstance(effect, CostIncrease)
    if effect.caster not in (Controller.ANY, Controller.YOU, Controller.OPPONENT):
        raise RenderError(f"no phrasing for the cost change {effect!r}")
    if effect.targeting_source:
        return _targeting_source_text(effect, symbol, more, lang, name)
    if lang == "ja":
        nouns = "や".join(noun_phrase(f, "ja", "stack") for f in effect.spells)
        each = ""
        if effect.per_counter:
            each = f"、{name}の上に置かれている{COUNTERS[effect.per_counter]}カウンター{number(1)}個につき"
        verb = "多くなる" if more else "少なくなる"
        lead = {Controller.YOU: "あなたが唱える", Controller.OPPONENT: "対戦相手が"}.get(effect.caster, "")
        return f"{lead}{nouns}を唱えるためのコストは{each}{symbol}{verb}。"
    nouns = english_spell_nouns(effect.spells)
    you = {Controller.YOU: " you cast", Controller.OPPONENT: " your opponents cast"}.get(effect.caster, "")
    each = f" for each {effect.per_counter} counter on {name}" if effect.per_counter else ""
    text = f"{nouns}{you} cost {symbol} {'more' if more else 'less'} to cast{each}."
    return text[:1].upper() + text[1:]


def _targeting_source_text(
    effect: CostReduction | CostIncrease, symbol: str, more: bool, lang: str, name: str
) -> str:
    """「対戦相手がCARDNAMEを対象として呪文を唱えるためのコストは{2}多くなる。」 / "Spells your
    opponents cast that target CARDNAME cost {2} more to cast." (601.2f)."""
    if effect.caster is not Controller.OPPONENT or effect.per_counter or len(effect.spells) != 1:
        raise RenderError(f"no phrasing for the cost change {effect!r}")
    if lang == "ja":
        noun = noun_phrase(effect.spells[0], "ja", "stack")
        verb = "多くなる" if more else "少なくなる"
        return f"対戦相手が{name}を対象として{noun}を唱えるためのコストは{symbol}{verb}。"
    noun = english_spell_nouns(effect.spells)
    text = f"{noun} your opponents cast that target {name} cost {symbol} {'more' if more else 'less'} to cast."
    return text[:1].upper() + text[1:]


def english_spell_nouns(spells: tuple[ObjectFilter, ...]) -> str:
    """"instant and sorcery spells" (bare card types share "spells"), else "X spells and Y spells"."""
    bare = [f.card_types[0] for f in spells if f == ObjectFilter(card_types=f.card_types) and len(f.card_types) == 1]
    if len(spells) == 2 and len(bare) == 2 and all(t is not CardType.LAND for t in bare):
        return f"{bare[0].value} and {bare[1].value} spells"
    return " and ".join(noun_phrase(f, "en", "stack", plural=True) for f in spells)


def stack_sentence(effect: Any, lang: str, renderer: Any) -> str | None:
    """The sentence of an effect of this area, with its period; None for other effects
    (``renderer``: the language's instructions renderer, for the rest of the sentence)."""
    rider = countered_exile_sentence(effect, lang, renderer)  # render/counter_riders.py
    if rider is not None:
        return rider
    if isinstance(effect, ir.CopySpell):
        if lang == "ja":
            text = f"{renderer.reference(effect.spell)}をコピーする。"
            return text + ("あなたはそのコピーの新しい対象を選んでもよい。" if effect.new_targets else "")
        text = f"Copy {renderer.reference(effect.spell)}."
        return text + (" You may choose new targets for the copy." if effect.new_targets else "")
    if isinstance(effect, ir.CreateEmblem):
        return _emblem(effect, lang, renderer)
    if isinstance(effect, ir.SacrificeAtRandom):
        who = renderer.reference(effect.player)
        if lang == "ja":
            noun = renderer.noun(effect.filter, "battlefield")
            return f"{who}は自分がコントロールする{noun}１つを無作為に選び、それを生け贄に捧げる。"
        noun = renderer.noun(effect.filter, "battlefield")
        text = f"{who} chooses {_article(noun)} {noun} they control at random and sacrifices it."
        return text[:1].upper() + text[1:]
    if isinstance(effect, (ir.ExileUnion, ir.SacrificeUnion)):
        return _union(effect, lang, renderer)
    if isinstance(effect, ir.AsThoughFlash):
        if not isinstance(effect.player, ir.You):
            raise RenderError("only \"you\" may cast spells as though they had flash")
        for_this_turn(effect)
        if lang == "ja":
            return "このターン、あなたは呪文を、瞬速を持っているかのように唱えてもよい。"
        return "You may cast spells this turn as though they had flash."
    return None


def loyalty_symbol(cost: int, lang: str) -> str:
    """A loyalty ability's cost as printed today (606): "[+1]", "[−2]", "[0]" / 「[＋１]」."""
    sign = "+" if cost > 0 else "\u2212" if cost < 0 else ""
    if lang == "ja":
        sign = {"+": "＋", "\u2212": "－"}.get(sign, "")
        return f"[{sign}{number(abs(cost))}]"
    return f"[{sign}{abs(cost)}]"


def _union(effect: ir.ExileUnion | ir.SacrificeUnion, lang: str, renderer: Any) -> str:
    """「各プレイヤーは自分がコントロールするパーマネントか自分の手札のカード（あるいはその組み合わせ）
    をＸ個追放する。Ｘは…に等しい。」 / "Each player exiles X permanents they control and/or
    cards from their hand, where X is …"."""
    amount = effect.amount
    counted = not isinstance(amount, (int, ir.XValue))
    who = renderer.reference(effect.player)
    if lang == "ja":
        n = "Ｘ" if not isinstance(amount, int) else number(amount)
        nouns = "か".join(_pool_ja(pool, effect) for pool in effect.pools)
        verb = "生け贄に捧げる" if isinstance(effect, ir.SacrificeUnion) else "追放する"
        text = f"{who}は{nouns}（あるいはその組み合わせ）を{n}個{verb}。"
        return text + (f"Ｘは{renderer.value(amount)}に等しい。" if counted else "")

    text = union_clause(effect, "X" if not isinstance(amount, int) else count_word(amount), who)
    text = text[:1].upper() + text[1:]
    return text + (f", where X is {renderer.value(amount)}." if counted else ".")


def _pool_ja(pool: ObjectPool, effect: ir.ExileUnion | ir.SacrificeUnion) -> str:
    """「自分がコントロールするパーマネント」 「自分の手札のカード」; a sacrifice's bare noun."""
    noun = noun_phrase(pool.filter, "ja")
    if isinstance(effect, ir.SacrificeUnion):
        return noun
    if pool.zone == "battlefield":
        return f"自分がコントロールする{noun}"
    # the noun of your zone, said of the player choosing: 「自分の墓地にある…」, and the
    # printed 「自分の手札の…」
    noun = noun_phrase(replace(pool.filter, controller=Controller.YOU), "ja", pool.zone)
    return "自分の" + noun.removeprefix("あなたの").replace("手札にある", "手札の", 1)


def _pool_en(pool: ObjectPool, effect: ir.ExileUnion | ir.SacrificeUnion) -> str:
    """"permanents they control", "cards from their hand" ("you control", "your hand" when
    you choose); a sacrifice's bare noun ("artifacts")."""
    you = isinstance(effect.player, ir.You)
    if pool.zone == "battlefield":
        noun = noun_phrase(pool.filter, "en", plural=True)
        if isinstance(effect, ir.SacrificeUnion):
            return noun
        return f"{noun} {'you control' if you else 'they control'}"
    noun = noun_phrase(replace(pool.filter, controller=Controller.YOU), "en", pool.zone, plural=True)
    return noun if you else noun.replace(f"from your {pool.zone}", f"from their {pool.zone}")


def union_clause(effect: ir.ExileUnion | ir.SacrificeUnion, amount: str, who: str) -> str:
    """"each player exiles X permanents they control and/or cards from their hand" (no
    period), also inside a sentence ("…, then each player exiles X …, where X is …")."""
    plural_subject = isinstance(effect.player, ir.You)
    verb = "sacrifice" if isinstance(effect, ir.SacrificeUnion) else "exile"
    verb += "" if plural_subject else "s"
    nouns = " and/or ".join(_pool_en(pool, effect) for pool in effect.pools)
    return f"{who} {verb} {amount} {nouns}"


def _emblem(effect: ir.CreateEmblem, lang: str, renderer: Any) -> str:
    """'You get an emblem with "…" and "…".' (114.2); Oracle quotes a static ability of an
    emblem without its period."""
    if not isinstance(effect.player, ir.You):
        raise RenderError("only \"you\" get an emblem in ofuda's phrasing")
    quotes = [granted_text(ability, lang) for ability in effect.abilities]
    if lang == "ja":
        return f"あなたは{'と'.join(quotes)}を持つ紋章を得る。"
    # Oracle drops the period of a static ability quoted before "and" (Tamiyo's "You have no
    # maximum hand size" and "…"), and keeps the last quote's ("Creatures you control get +1/+1.")
    last = len(quotes) - 1
    quotes = [
        q.replace('."', '"') if isinstance(a, ir.StaticAbility) and i < last else q
        for i, (q, a) in enumerate(zip(quotes, effect.abilities, strict=True))
    ]
    text = f"You get an emblem with {' and '.join(quotes)}"
    return text if text.endswith('."') else text + "."


def _article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def revealed_this_way(condition: ir.RevealedThisWay, lang: str, renderer: Any) -> str:
    """「これによりインスタント・カードが公開された場合」 / "If an instant card is revealed this
    way"."""
    if lang == "ja":
        # one card of either type: 「インスタント・カードかソーサリー・カード」 (render/library.py)
        f = condition.filter
        kinds = [replace(f, card_types=(t,)) for t in f.card_types] or [f]
        noun = "か".join(renderer._card_noun(kind) for kind in kinds)
        return f"これにより{noun}が公開された場合"
    noun = renderer._card_noun(condition.filter)
    return f"If {_article(noun)} {noun} is revealed this way"


def sacrificed_this_way(condition: ir.SacrificedThisWay, lang: str, renderer: Any) -> str:
    """「これにより土地でないパーマネントが生け贄に捧げられた場合」 / "If a nonland permanent is
    sacrificed this way"."""
    noun = renderer.noun(condition.filter, "battlefield")
    if lang == "ja":
        return f"これにより{noun}が生け贄に捧げられた場合"
    return f"If {_article(noun)} {noun} is sacrificed this way"


def union_clause_in_sentence(effect: ir.ExileUnion | ir.SacrificeUnion, state: Any, who: str) -> str:
    """The clause of :func:`union_clause` inside a sentence; its X is defined at the end."""
    amount = count_word(effect.amount) if isinstance(effect.amount, int) else state.x_for(effect.amount)
    return union_clause(effect, amount, who)
