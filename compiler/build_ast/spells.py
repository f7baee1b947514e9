"""The build_ast pass, spells as objects: conditions on a spell noun (115.1a, 601.2i).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py):
methods are named after the rules of grammar/ja/34-spells.lark and its English
twin, and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter

from .. import ast
from ..source.text import Span
from .nouns import TUPLE_FIELDS, Modifier, is_node


@v_args(meta=True)
class SpellsBuilder(Transformer[Token, Any]):
    """Transformer methods for spell nouns' conditions (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    if TYPE_CHECKING:  # pragma: no cover - provided by the builder (build_ast/effects.py)

        def _object_action(
            self, verb: ast.Verb, meta: Meta, children: list[Any]
        ) -> ast.ObjectAction: ...

        def _noun(self, meta: Meta, parts: list[Any]) -> ast.ObjectNoun: ...

    def targets_player_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「いずれかのプレイヤーを対象とする」 / "that targets a player"."""
        return Modifier({"targets_player": True})

    def spell_targets_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「ＣＡＲＤＮＡＭＥを対象とする」 / "that targets CARDNAME", "… you", "… a creature you
        control" (115.10): one of the spell's targets is this object, you, or such an object."""
        (targeted,) = [c for c in children if is_node(c)]
        if isinstance(targeted, ast.SelfReference):
            return Modifier({"targets_source": True})
        if isinstance(targeted, ast.YouReference):
            return Modifier({"targets_you": True})
        if targeted.controlled_by is not None or targeted.also_player:
            unsaid = ast.UnsupportedPhrase(
                targeted.span, "a targeted object described by another player or a reference"
            )
            return Modifier(controlled_by=unsaid)
        return Modifier({"targets_objects": targeted.filter})

    def spell_targeting(self, meta: Meta, children: list[Any]) -> Modifier:
        """「…を対象として」 before the spell a cast trigger names: the same modifier."""
        return self.spell_targets_modifier(meta, children)

    def targeted_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """The object a spell targets, up to its head: 「あなたがコントロールしているクリーチャー」
        (English's postmodifiers after it are folded in by the noun, nouns.py)."""
        return self._noun(meta, [c for c in children if c is not None])

    def nth_spell_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「このターンで２つ目に唱えられた」 / "that's the second spell cast this turn"."""
        ordinals = [c for c in children if isinstance(c, tuple)]
        if ordinals:  # English: ("ordinal", 0-based position)
            return Modifier({"nth_this_turn": ordinals[0][1] + 1})
        number = next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")
        return Modifier({"nth_this_turn": int(number)})

    # --- cost changes (601.2f) ------------------------------------------------

    def cost_change_line(self, meta: Meta, children: list[Any]) -> ast.CostChangeLine:
        """A static cost change: its spells, "you cast", the symbol, less/more, "for each"."""
        spells: tuple[Any, ...] = ()
        caster: Any = None
        targets_self = by_opponents = False
        for child in children:
            if isinstance(child, list):
                spells = tuple(child)
            elif isinstance(child, ast.ObjectNoun):
                spells = (child,)
            elif hasattr(child, "reference"):  # the clause subject 「…は、」
                spells = (child.reference,)
            elif isinstance(child, ast.SelfReference):  # "that target CARDNAME"
                targets_self = True
            elif isinstance(child, ast.PlayerNoun) and child.controller is Controller.OPPONENT:
                by_opponents = True  # 「対戦相手が…呪文を唱えるためのコストは」
            elif isinstance(child, Token) and child.type == "OPPONENTS_CAST":
                by_opponents = True
            elif isinstance(child, Token) and child.type == "SPELLS_OPPONENTS_CAST":
                by_opponents = True  # "Spells your opponents cast": every spell
                spells = (ast.ObjectNoun(self._span(meta), ObjectFilter(), "stack"),)
            elif isinstance(child, Token) and child.type == "SPELLS_YOU_CAST":
                spells = (ast.ObjectNoun(self._span(meta), ObjectFilter(), "stack"),)  # every spell
            elif is_node(child) and not isinstance(child, ast.EachUnit):
                caster = child  # 2018: 「あなたが…呪文を唱えるためのコストは」
        qualities = [c for c in children if isinstance(c, Modifier)]
        if qualities:  # "Creature spells you cast with power 4 or greater": of the one noun
            spells = _with_qualities(spells, qualities)
        if caster is not None and not isinstance(caster, ast.YouReference):
            # only "you cast" is a cost change's caster (601.2f); the lowering rejects this
            spells = (ast.UnsupportedPhrase(caster.span, "spells a player other than you casts"),)
        tokens = [c for c in children if isinstance(c, Token)]
        symbol = next(str(t) for t in tokens if t.type == "MANA_SYMBOL")
        each = next((c for c in children if isinstance(c, ast.EachUnit)), None)
        return ast.CostChangeLine(
            self._span(meta),
            spells,
            any(t.type in ("YOU_CAST", "SPELLS_YOU_CAST") for t in tokens) or caster is not None,
            symbol,
            any(t.type == "MORE" for t in tokens),
            each,
            by_opponents,
            targets_self,
        )

    def own_cost_change_line(self, meta: Meta, children: list[Any]) -> ast.OwnCostChangeLine:
        """A card's change of its own cost: the mana, less/more, "for each", the condition
        (「…なら、」 / "if …", or 「…かぎり、」 / "As long as …,")."""
        mana = next(c for c in children if isinstance(c, ast.ManaCostItem))
        each = next((c for c in children if isinstance(c, ast.EachUnit)), None)
        x_definition = next((c for c in children if isinstance(c, ast.XDefinition)), None)
        condition = next(
            (
                c for c in children
                if is_node(c) and not isinstance(c, (ast.ManaCostItem, ast.EachUnit, ast.XDefinition))
            ),
            None,
        )
        return ast.OwnCostChangeLine(
            self._span(meta),
            mana.symbols,
            any(isinstance(c, Token) and c.type == "MORE" for c in children),
            each,
            condition,
            x_definition,
        )

    def cost_x_definition(self, meta: Meta, children: list[Any]) -> ast.XDefinition:
        """", where X is …" / 「Ｘは…に等しい。」 after a spell's own cost change of {X}."""
        return ast.XDefinition(self._span(meta), next(c for c in children if is_node(c)))

    def alternative_cost_line(self, meta: Meta, children: list[Any]) -> ast.AlternativeCostLine:
        """118.9: the payment, and the spells it is offered for (none: "this spell's")."""
        items: tuple[Any, ...] = ()
        spells: tuple[Any, ...] | None = None
        player = None
        for child in children:
            if isinstance(child, tuple):  # alternative_payment
                items = child
            elif isinstance(child, list):  # "Zombie creature spells and … you cast"
                spells = tuple(child)
            elif isinstance(child, ast.ObjectNoun):  # 「あなたが唱えるゾンビ・クリーチャー呪文」
                spells = (child,)
            elif hasattr(child, "reference"):  # 「あなたは、」
                player = child.reference
        return ast.AlternativeCostLine(self._span(meta), items, spells, player)

    def alternative_payment(self, meta: Meta, children: list[Any]) -> tuple[Any, ...]:
        """「{W}を支払い…をタップしてもよい」 / "{W} and tap …": the mana, then another item (the
        Japanese names what is tapped and ends in 「タップしてもよい」)."""
        nodes = [c for c in children if is_node(c)]
        mana, rest = nodes[0], nodes[1:]
        if rest and not isinstance(rest[0], ast.CostItem):  # Japanese: 「…を」 + 「タップ」
            rest = [ast.TapPermanentsCostItem(rest[0].span, rest[0])]
        return (mana, *rest)

    def spell_list(self, meta: Meta, children: list[Any]) -> list[Any]:
        """「インスタント呪文とソーサリー呪文」 / "Angel spells and Human spells": alternatives."""
        return [c for c in children if isinstance(c, ast.ObjectNoun)]

    def shared_kind_spells(self, meta: Meta, children: list[Any]) -> list[Any]:
        """"instant and sorcery spells": one spell noun per card type."""
        types = [c for c in children if isinstance(c, CardType)]
        return [
            ast.ObjectNoun(self._span(meta), ObjectFilter(card_types=(t,)), "stack") for t in types
        ]

    # --- permissions (601.3e) ----------------------------------------------------

    def cast_limited_player(self, meta: Meta, children: list[Any]) -> Any:
        """ "each player", "each opponent" / 「各プレイヤー」 (the player noun of "each …"; another
        "each …" is given back for the lowering to refuse), and "enchanted player" (303.4)."""
        for child in children:
            if isinstance(child, Token) and child.type == "ENCHANTED_PLAYER":
                return ast.PlayerNoun(self._span(meta), Controller.ENCHANTED_PLAYER)
            if isinstance(child, ast.EachReference) and isinstance(child.noun, ast.PlayerNoun):
                return child.noun
        return next(c for c in children if is_node(c))  # no player: the lowering refuses it

    def cast_limit_line(self, meta: Meta, children: list[Any]) -> ast.CastLimitLine:
        """ "Each player can't cast more than one spell each turn." / 「各プレイヤーは、毎ターン
        １つしか呪文を唱えられない。」 (601.3)."""
        nodes = [c for c in children if is_node(c) or hasattr(c, "reference")]
        if any(isinstance(c, Token) and c.type == "ENCHANTED_PLAYER" for c in children):
            # 「エンチャントされているプレイヤーは、」 (303.4)
            nodes.insert(0, ast.PlayerNoun(self._span(meta), Controller.ENCHANTED_PLAYER))
        players, spells = nodes
        if hasattr(players, "reference"):  # 「各プレイヤーは、」: a statement's subject
            players = self.cast_limited_player(meta, [players.reference])
        most = next(
            int(c) for c in children
            if isinstance(c, int) or (isinstance(c, Token) and c.type == "NUMBER")
        )
        return ast.CastLimitLine(self._span(meta), players, most, spells)

    def flash_permission(self, meta: Meta, children: list[Any]) -> ast.FlashPermission:
        """「このターン、あなたは…を、瞬速を持っているかのように唱えてもよい。」 /
        "You may cast … this turn as though they had flash."."""
        player: Any = None
        duration: ast.StatedDuration | None = None  # a permanent's static ability
        for child in children:
            if isinstance(child, Token) and child.type == "YOU":
                player = ast.YouReference(self._span(meta))
            elif isinstance(child, Token) and child.type == "THIS_TURN":  # English: in the words
                duration = ast.StatedDuration.THIS_TURN
            elif hasattr(child, "reference"):  # 「あなたは」
                player = child.reference
            elif isinstance(child, str) and not isinstance(child, Token):
                duration = ast.StatedDuration(child)
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.FlashPermission(self._span(meta), player, noun, duration)

    # --- copies of spells (707.10) -----------------------------------------------------

    def copy_spell(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        """「それをコピーする」 / "Copy target instant or sorcery spell"."""
        return self._object_action(ast.Verb.COPY, meta, children)

    def new_targets_sentence(self, meta: Meta, children: list[Any]) -> ast.NewTargetsForCopy:
        """「あなたはそのコピーの新しい対象を選んでもよい。」 / "You may choose new targets for the copy."."""
        player: Any = None
        for child in children:
            if isinstance(child, Token) and child.type == "YOU":
                player = ast.YouReference(self._span(meta))
            elif hasattr(child, "reference"):  # 「あなたは」
                player = child.reference
        return ast.NewTargetsForCopy(self._span(meta), player)

    def unperiod_copy_activated(self, meta: Meta, children: list[Any]) -> ast.ActivatedLine:
        """A quoted activated ability whose last sentence (without its period) is "You may
        choose new targets for the copy"."""
        sentences: list[Any] = []
        for child in children[1:]:
            sentences.extend(child if isinstance(child, list) else [child])
        return ast.ActivatedLine(self._span(meta), children[0], tuple(sentences))

    # --- loyalty abilities (606) ---------------------------------------------------------

    def loyalty_ability(self, meta: Meta, children: list[Any]) -> ast.LoyaltyLine:
        """「＋１：…」 / "[−2]: …": the signed loyalty cost and the instructions."""
        cost, sentences = children
        digits = str(cost).strip("[]").replace("\u2212", "-")
        return ast.LoyaltyLine(self._span(meta), int(digits), sentences)

    # --- "exiles X <noun> and/or <noun>" (Descent into Madness) -------------------------

    def union_of_nouns(self, meta: Meta, children: list[Any]) -> tuple[Any, tuple[ast.ObjectNoun, ...]]:
        """「<名詞>か<名詞>（あるいはその組み合わせ）をＸ個」 / "X <noun> and/or <noun>": the
        amount and the nouns."""
        amount: Any = None
        for child in children:
            if isinstance(child, Token) and child.type == "VARIABLE_X":
                amount = "X"
            elif isinstance(child, Token) and child.type == "NUMBER":
                amount = int(child)
            elif isinstance(child, int) and not isinstance(child, Token):
                amount = child
        return amount, tuple(c for c in children if isinstance(c, ast.ObjectNoun))

    def _union(self, meta: Meta, children: list[Any], action: ast.Verb) -> ast.ChooseFromUnion:
        inner = next((c for c in children if isinstance(c, tuple)), None)
        amount, nouns = inner if inner is not None else self.union_of_nouns(meta, children)
        return ast.ChooseFromUnion(self._span(meta), action, amount, nouns)

    def exile_union(self, meta: Meta, children: list[Any]) -> ast.ChooseFromUnion:
        """"exiles X permanents they control and/or cards from their hand" (FAQ P41)."""
        return self._union(meta, children, ast.Verb.EXILE)

    def sacrifice_union(self, meta: Meta, children: list[Any]) -> ast.ChooseFromUnion:
        """"sacrifices X artifacts and/or enchantments" (701.17)."""
        return self._union(meta, children, ast.Verb.SACRIFICE)

    def their_possessive(self, meta: Meta, children: list[Token]) -> Any:
        """"from his or her hand" / "from their hand": the player the clause is about."""
        return self.possessive_pronoun(meta, children)  # type: ignore[attr-defined]

    # --- emblems (114) and "no maximum hand size" (402.2) ---------------------------------

    def get_emblem(self, meta: Meta, children: list[Any]) -> ast.GetEmblem:
        """The emblem's quoted abilities (Japanese: the 「…」を持つ of has_abilities)."""
        lines: list[Any] = []
        for child in children:
            if isinstance(child, ast.HasAbilities):
                lines.extend(child.abilities)
            elif is_node(child):
                lines.append(child)
        return ast.GetEmblem(self._span(meta), tuple(lines))

    def cant_be_countered_line(self, meta: Meta, children: list[Any]) -> ast.CantBeCounteredLine:
        """「この呪文は打ち消されない。」 / "This spell can't be countered." (113.6)."""
        return ast.CantBeCounteredLine(self._span(meta))

    def opening_hand_line(self, meta: Meta, children: list[Any]) -> ast.OpeningHandLine:
        """ "If CARDNAME is in your opening hand, you may begin the game with it on the
        battlefield." (103.6a; the grammar names the card itself, nothing else)."""
        return ast.OpeningHandLine(self._span(meta))

    def no_maximum_hand_size(self, meta: Meta, children: list[Any]) -> ast.NoMaximumHandSizeLine:
        """「あなたの手札の上限はなくなる。」 / "You have no maximum hand size"."""
        return ast.NoMaximumHandSizeLine(self._span(meta))

    # --- a sacrifice chosen at random (Tyrant of Discord) ---------------------------------

    def sacrifice_at_random(self, meta: Meta, children: list[Any]) -> ast.SacrificeAtRandom:
        """"chooses a permanent they control at random and sacrifices it"."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.SacrificeAtRandom(self._span(meta), noun)

    def revealed_this_way(self, meta: Meta, children: list[Any]) -> ast.RevealedThisWay:
        """「これによりインスタント・カードが公開された場合」 / "If an instant card is revealed this way"."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.RevealedThisWay(self._span(meta), noun)

    def sacrificed_this_way(self, meta: Meta, children: list[Any]) -> ast.SacrificedThisWay:
        """"If a nonland permanent is sacrificed this way"."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.SacrificedThisWay(self._span(meta), noun)


def _with_qualities(spells: tuple[Any, ...], qualities: list[Modifier]) -> tuple[Any, ...]:
    """The spell noun with the qualities written after "you cast"; after two nouns, which of
    them they describe is not said, and the line is refused."""
    if len(spells) != 1 or not isinstance(spells[0], ast.ObjectNoun):
        span = spells[0].span
        return (ast.UnsupportedPhrase(span, "a quality after \"you cast\" and two kinds of spells"),)
    noun = spells[0]
    values: dict[str, Any] = {}
    for quality in qualities:
        for name, value in quality.fields.items():
            if name in TUPLE_FIELDS:
                value = values.get(name, getattr(noun.filter, name)) + value
            values[name] = value
    return (replace(noun, filter=replace(noun.filter, **values)),)
