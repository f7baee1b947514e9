"""The lower pass, planeswalkers, cost changes and spells on the stack.

A mixin of :class:`ofuda.compiler.lower.lowerer.Lowerer`: a cost change line becomes a
static ability whose effect is the runtime's
:class:`~ofuda.runtime.statics.CostReduction` or ``CostIncrease`` (601.2f).
Errors are diagnostics, never exceptions to the user.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from ofuda.runtime.definitions import (
    CardType,
    Controller,
    Duration,
    ObjectFilter,
    ObjectPool,
    ZoneKind,
)
from ofuda.runtime.statics import (
    CastAsThoughFlash,
    CastLimit,
    CostIncrease,
    CostReduction,
    NoMaximumHandSize,
)
from ofuda.runtime.statics_costs import AlternativeCost, OwnCostChange
from ofuda.runtime.statics_opening_hand import BeginGameOnBattlefield
from ofuda.runtime.statics_values import TotalPowerOf

from .. import ast, ir
from ..diagnostics.diagnostic import Diagnostic
from ..source.text import Span
from .effects import LoweringError
from .line_kinds import lowers_line
from .predicate_kinds import Instruction, lowers_predicate
from .sentence_kinds import appends_effects

_GENERIC = re.compile(r"\{([0-9]+)\}")

class StackLowering:
    """Lowering of cost changes (and, later in this module, of planeswalkers and spells on the stack)."""

    diagnostics: list[Diagnostic]

    def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError:  # pragma: no cover
        raise NotImplementedError

    def on_permanent(self) -> bool:  # pragma: no cover - provided by PermanentsLowering
        raise NotImplementedError

    def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]:  # pragma: no cover
        raise NotImplementedError

    def text(self, span: Span) -> str:  # pragma: no cover - provided by lower.Lowerer
        raise NotImplementedError

    @lowers_line(ast.CostChangeLine)
    def cost_change(self, line: ast.CostChangeLine, origin: str) -> ir.StaticAbility:
        """601.2f: "<spells> cost {N} less/more to cast [for each <counter> on CARDNAME]"."""
        if not self.on_permanent():
            raise self.fail(
                "E251", "a cost change is a permanent's static ability, not an instruction",
                line.span,
            )
        spells = tuple(self._spell_filter(noun) for noun in line.spells)
        generic = _GENERIC.fullmatch(line.symbol)
        if generic is None:
            raise self.fail(
                "E290", f"a cost change of {line.symbol}: ofuda changes generic mana only",
                line.span,
            )
        per_counter = self._per_counter(line.each) if line.each is not None else None
        caster = Controller.YOU if line.by_you else Controller.ANY
        if line.by_opponents:
            caster = Controller.OPPONENT
        kind = CostIncrease if line.more else CostReduction
        effect = kind(spells, int(generic.group(1)), caster, per_counter, line.targets_self)
        return ir.StaticAbility((effect,), None, origin)

    @lowers_line(ast.OwnCostChangeLine)
    def own_cost_change(self, line: ast.OwnCostChangeLine, origin: str) -> ir.StaticAbility:
        """601.2f, 113.6c: "This spell costs {N} less/more to cast [for each …] [if …]" — a
        card's static ability that changes its own cost as it is cast."""
        if "{X}" in line.symbols and (line.symbols != "{X}" or line.x_definition is None):
            raise self.fail(
                "E290", f"a cost change of {line.symbols}: ofuda changes a spell's cost by mana "
                "written out, or by {X} with what X is (\"where X is …\")", line.span,
            )
        if line.x_definition is not None and line.symbols != "{X}":
            raise self.fail("E290", "X is defined but the cost change does not use it", line.span)
        each = self.static_count(line.each.value, line.each.span) if line.each is not None else None  # type: ignore[attr-defined]
        if line.x_definition is not None:  # 601.2f: X as the total cost is determined
            each = self.cost_x_value(line.x_definition.value, line.x_definition.span)
        condition = None
        if line.condition is not None:
            if not line.condition.cost_change_condition:  # 601.2f
                raise self.fail(
                    "E257", "ofuda can make a spell's cost depend on your turn, what you control "
                    "or have, or what happened this turn", line.condition.span,
                )
            condition = self.static_condition(line.condition)  # type: ignore[attr-defined]
        return ir.StaticAbility((OwnCostChange(line.symbols, line.more, each),), condition, origin)

    def cost_x_value(self, value: Any, span: Span) -> object:
        """What X is in a spell's cost change: a count ofuda computes in a static ability, or
        the total power or toughness of permanents (208.1; read at 601.2f, where no layer
        depends on it)."""
        if isinstance(value, ast.TotalStatValue):
            noun = value.noun
            if not isinstance(noun, ast.ObjectNoun) or noun.zone != "battlefield" or (
                noun.controlled_by is not None or noun.also_player
            ):
                raise self.fail(
                    "E207", "ofuda totals the power or toughness of permanents only", value.span
                )
            return TotalPowerOf(noun.filter, toughness=value.stat != "power")
        return self.static_value(value, span)  # type: ignore[attr-defined]  # lower/replacement.py

    @lowers_line(ast.AlternativeCostLine)
    def alternative_cost(self, line: ast.AlternativeCostLine, origin: str) -> ir.StaticAbility:
        """118.9: "You may pay … rather than pay this spell's mana cost" (the card's own, a
        static ability that functions as the card is cast, 601.2b) or "… rather than pay the
        mana cost for Zombie creature spells you cast" (a permanent's, for its controller)."""
        if line.player is not None and not isinstance(line.player, ast.YouReference):
            raise self.fail(
                "E202", "an alternative cost is chosen by the spell's caster: 「あなたは、」",
                line.player.span,
            )
        cost = self.spell_cost(line.items)  # type: ignore[attr-defined]
        if line.spells is None:
            return ir.StaticAbility((AlternativeCost(cost),), None, origin)
        if not self.on_permanent():
            raise self.fail(
                "E251", "an alternative cost for the spells you cast is a permanent's static "
                "ability, not an instruction", line.span,
            )
        spells = tuple(self._spell_filter(noun) for noun in line.spells)
        return ir.StaticAbility((AlternativeCost(cost, spells),), None, origin)

    @lowers_line(ast.CastLimitLine)
    def cast_limit(self, line: ast.CastLimitLine, origin: str) -> ir.StaticAbility:
        """601.3: "Each player can't cast more than one spell each turn." — a permanent's static
        ability forbidding a player to cast a spell of the noun once they have cast that many
        this turn."""
        if not self.on_permanent():
            raise self.fail(
                "E251", "a limit on casting is a permanent's static ability, not an instruction",
                line.span,
            )
        if not isinstance(line.players, ast.PlayerNoun):
            raise self.fail("E202", "only a player casts spells", line.players.span)
        noun = line.spells
        if not isinstance(noun, ast.ObjectNoun) or noun.zone != "stack" or noun.controlled_by:
            raise self.fail("E202", "only spells are cast: write 「…呪文」 / \"… spell\"",
                            noun.span)
        if line.most < 1:
            raise self.fail("E290", "ofuda limits casting to one or more spells each turn",
                            line.span)
        return ir.StaticAbility((CastLimit(line.players.controller, line.most, noun.filter),), None, origin)

    def _spell_filter(self, noun: Any) -> ObjectFilter:
        if not isinstance(noun, ast.ObjectNoun) or noun.zone != "stack" or noun.controlled_by:
            raise self.fail(
                "E202", "only spells cost more or less to cast: write 「…呪文」 / \"… spells\"",
                noun.span,
            )
        return noun.filter

    def _per_counter(self, each: ast.EachUnit) -> str:
        value = each.value
        if isinstance(value, ast.CountersValue) and isinstance(value.on, ast.SelfReference):
            return value.kind
        raise self.fail(
            "E207", "a cost change counts only counters on this permanent "
            "(「CARDNAMEの上に置かれている…カウンター１個につき」 / \"for each … counter on CARDNAME\")",
            each.span,
        )

    # --- permissions (601.3e) -------------------------------------------------------

    @appends_effects(ast.FlashPermission)
    def flash_permission(self, sentence: ast.FlashPermission, scope: Any) -> ir.AsThoughFlash:
        """"You may cast spells this turn as though they had flash": every spell (a land is
        played, never cast, 305.1: "nonland cards" and "spells" mean the same here)."""
        player, kind = self.reference(sentence.player, scope, None)
        if kind not in ("player", "any"):
            raise self.fail("E202", "only a player casts spells", sentence.player.span)
        self._every_spell(sentence.noun)
        if sentence.duration != ast.StatedDuration.THIS_TURN:
            raise self.fail("E203", "a permission to cast lasts 「このターン」 / \"this turn\"",
                            sentence.span)
        return ir.AsThoughFlash(player, Duration.END_OF_TURN, self.text(sentence.span))

    def static_flash_permission(self, sentence: ast.FlashPermission) -> CastAsThoughFlash:
        """601.3e, a permanent's static ability: "You may cast spells as though they had flash."
        (its controller, as long as the permanent is on the battlefield)."""
        if not isinstance(sentence.player, ast.YouReference):
            raise self.fail("E202", "a permanent's permission to cast is its controller's "
                            "(「あなたは」 / \"You may cast\")", sentence.player.span)
        if sentence.duration is not None:
            raise self.fail("E250", "a static ability has no duration: it applies as long as "
                            "the permanent is there", sentence.span)
        self._every_spell(sentence.noun)
        return CastAsThoughFlash()

    def _every_spell(self, noun: ast.ObjectNoun) -> None:
        """601.3e: ofuda lets a player cast every spell as though it had flash, not some."""
        every_spell = noun.zone == "stack" and noun.filter == ObjectFilter()
        nonland = noun.filter == ObjectFilter(excluded_card_types=(CardType.LAND,)) and not noun.controlled_by
        if not (every_spell or nonland):
            raise self.fail(
                "E290", "ofuda can let a player cast every spell as though it had flash, not "
                "only some", noun.span,
            )

    # --- copies of spells (707.10) --------------------------------------------------

    def new_targets_for_copy(
        self, sentence: ast.NewTargetsForCopy, effects: list[Any], scope: Any
    ) -> list[Any]:
        """"You may choose new targets for the copy": the copy of the instruction just before
        (707.10c); its controller (the copier, "you") chooses."""
        if sentence.player is not None and not isinstance(sentence.player, ast.YouReference):
            raise self.fail("E202", "the copy's controller chooses its new targets: "
                            "「あなたは」 / \"you\"", sentence.player.span)
        if not effects or not isinstance(effects[-1], ir.CopySpell):
            raise self.fail("E201", "「そのコピー」 / \"the copy\" refers to no copy made just before",
                            sentence.span)
        return [*effects[:-1], dataclasses.replace(effects[-1], new_targets=True)]

    # --- "each player exiles X <noun> and/or <noun>" (FAQ P41) ----------------------------

    @lowers_predicate(ast.ChooseFromUnion)
    def choose_from_union(
        self, predicate: ast.ChooseFromUnion, at: Instruction
    ) -> ir.ExileUnion | ir.SacrificeUnion:
        """The player (or each player) chooses that many objects among the nouns' union and
        exiles or sacrifices them all at once (FAQ P41, 701.17)."""
        subject, subject_is, origin = at.subject, at.subject_is, at.origin
        if subject_is not in ("player", "any") or not _one_or_more_players(subject):
            raise self.fail("E202", "only a player chooses and exiles or sacrifices objects",
                            predicate.span)
        pools = tuple(self._pool(noun, subject, predicate.action) for noun in predicate.nouns)
        amount = ir.XValue() if predicate.amount == "X" else predicate.amount
        if predicate.action is ast.Verb.SACRIFICE:
            return ir.SacrificeUnion(subject, amount, pools, origin)
        return ir.ExileUnion(subject, amount, pools, origin)

    def _pool(self, noun: ast.ObjectNoun, subject: Any, action: ast.Verb) -> ObjectPool:
        """One noun of the union, relative to the player choosing: "permanents they control",
        "cards from their hand" (自分 / "they" / "their": that player; "you", only when that
        player is you)."""
        owner = noun.controlled_by
        filter_ = noun.filter
        yours = filter_.controller == Controller.YOU and isinstance(subject, ir.You)
        # 自分, "he or she", "his or her", "their", and the singular "they" of Oracle text
        own = isinstance(owner, ast.PronounReference) and (
            owner.wants in ("subject", "player") or owner.word.lower() == "they"
        )
        if owner is None and filter_.controller == Controller.ANY:
            # "sacrifices X artifacts": a player sacrifices only their own (701.17a); an exile
            # from the battlefield or a zone says whose
            own = action is ast.Verb.SACRIFICE and noun.zone == "battlefield"
        zones = ("battlefield",) if action is ast.Verb.SACRIFICE else ("battlefield", "hand", "graveyard")
        if not (own or yours) or owner is not None and not own or noun.zone not in zones:
            raise self.fail(
                "E202",
                "each object is chosen by the player: say it is theirs (「自分がコントロールする」 "
                "「自分の手札の」 / \"they control\", \"from their hand\"); a sacrifice takes "
                "permanents (701.17a)",
                noun.span,
            )
        return ObjectPool(dataclasses.replace(filter_, controller=Controller.ANY), ZoneKind(noun.zone))

    # --- emblems (114) and player rules ----------------------------------------------------

    _in_emblem: bool = False

    @lowers_predicate(ast.GetEmblem)
    def create_emblem(self, predicate: ast.GetEmblem, at: Instruction) -> ir.CreateEmblem:
        """"You get an emblem with "…"": the quoted abilities are lowered like a card's lines
        (an emblem's abilities work in the command zone, 114.4)."""
        subject, subject_is, origin = at.subject, at.subject_is, at.origin
        if subject_is not in ("player", "any"):
            raise self.fail("E202", "only a player gets an emblem", predicate.span)
        abilities: list[ir.Ability] = []
        outer, self._in_emblem = self._in_emblem, True
        try:
            for line in predicate.abilities:
                abilities.extend(self.ability(line))  # type: ignore[attr-defined]
        finally:
            self._in_emblem = outer
        return ir.CreateEmblem(subject, tuple(abilities), origin)

    @lowers_line(ast.OpeningHandLine)
    def opening_hand(self, line: ast.OpeningHandLine, origin: str) -> ir.StaticAbility:
        """103.6a: a card's static ability that functions in its owner's opening hand."""
        if not self.on_permanent():
            raise self.fail(
                "E251", "only a permanent card begins the game on the battlefield (103.6a)",
                line.span,
            )
        return ir.StaticAbility((BeginGameOnBattlefield(),), None, origin)

    @lowers_line(ast.NoMaximumHandSizeLine)
    def no_maximum_hand_size(self, line: ast.NoMaximumHandSizeLine, origin: str) -> ir.StaticAbility:
        """402.2: "You have no maximum hand size" — a static ability of a permanent or an emblem."""
        if not (self.on_permanent() or self._in_emblem):
            raise self.fail(
                "E251", "\"You have no maximum hand size\" is a static ability of a permanent or "
                "an emblem, not an instruction", line.span,
            )
        return ir.StaticAbility((NoMaximumHandSize(),), None, origin)

    # --- a sacrifice chosen at random ----------------------------------------------------

    @lowers_predicate(ast.SacrificeAtRandom)
    def sacrifice_at_random(
        self, predicate: ast.SacrificeAtRandom, at: Instruction
    ) -> ir.SacrificeAtRandom:
        """"<player> chooses a permanent they control at random and sacrifices it"."""
        subject, subject_is, origin = at.subject, at.subject_is, at.origin
        if subject_is not in ("player", "any"):
            raise self.fail("E202", "only a player sacrifices permanents", predicate.span)
        noun = predicate.noun
        owner = noun.controlled_by
        own = owner is None or isinstance(owner, ast.PronounReference)  # 「自分」 / "they"
        if isinstance(owner, ast.PronounReference):
            self.agree(owner, "player", "one")  # type: ignore[attr-defined]
        if noun.zone != "battlefield" or not own:
            raise self.fail(
                "E202", "a player sacrifices a permanent they control (「自分がコントロールする」 / "
                "\"they control\")", noun.span,
            )
        return ir.SacrificeAtRandom(subject, noun.filter, origin)


def _one_or_more_players(selector: object) -> bool:
    """Whether ``selector`` names players: you, each player / each opponent, a target player,
    that player."""
    return isinstance(selector, (ir.You, ir.EachPlayer, ir.Targeted, ir.ControllerOf))
