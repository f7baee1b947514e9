"""What one ability has declared so far, while it is lowered: its targets, and what its
references can mean (the event's object, what moved, what was looked at)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, TargetSpec

from .. import ir


@dataclass
class Scope:
    """What one ability has declared so far: its targets, slot by slot, and what moved."""

    is_spell: bool = False
    targets: list[TargetSpec] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)  # "object" / "player" / "any", per slot
    firsts: list[int] = field(default_factory=list)  # first slot of each target phrase
    moved: set[int] = field(default_factory=set)  # slots of targets moved to another zone
    x_value: Any = None
    # A triggered ability whose event has an object of its own (the creature that
    # entered, the blocker): "it" / "that creature" means that object, not this one.
    event_object: bool = False
    # The card types of that object where only a demonstrative of its type names it (the
    # permanent a damage trigger's source dealt damage to: "that creature", "that
    # planeswalker"; "it" could be the source too); None where any reference may name it.
    event_object_types: tuple[CardType, ...] | None = None
    # That object moved to a graveyard in the event itself (dies, put into a graveyard): "it",
    # "that card" mean the card it became (400.7); ``event_moved``: an earlier instruction
    # of this ability moved it again ("return that card …. That creature is …").
    event_card: bool = False
    # The trigger's event has an amount ("that much": life lost, damage dealt).
    event_amount: bool = False
    # The trigger's event has a player ("that player": who lost life, who was dealt damage).
    event_player: bool = False
    # The spell (or ability) the trigger's event names ("that spell": the spell cast, 601.2i;
    # the spell or ability that targeted, 115.1), and the latest one named by "that spell"
    # with no target declared since: "its controller" after it is that spell's (608.2c).
    event_spell: Any = None
    spell_named: Any = None
    spell_named_after: int = 0
    # A "one or more" trigger (603.2c): "that many" counts the objects of its events.
    event_count: bool = False
    # The result kind of the latest "any number of" instruction ("discarded", "sacrificed",
    # "tapped"): "that many" after it is how many the player chose (lower/any_number.py).
    chosen_count: str | None = None
    event_moved: bool = False
    # A triggered ability, which pays no cost: "the exiled card" is what this object's own
    # abilities exiled (its linked ability, 607.2a), not a paid object (601.2h).
    linked_exile: bool = False
    # In an instruction offered to several players ("any opponent may have it deal 4 damage to
    # them"): 「自分」 / "him or her" / "them" is the player who chose it.
    chooser: Any = None
    # "Activate only if …" (602.5b): the condition an activated ability's sentences gave.
    activation_condition: Any = None
    # This object moved to another zone earlier in the ability ("exile this creature,
    # then return it"): "it" is the new object it became (400.7).
    self_moved: bool = False
    # The latest group named with 「すべての…」 / "all …": それら / "them" without targets means it
    # again ("Gain control of all creatures … Untap them.").
    group: Any = None
    # How many target slots were declared when the group was named: a group named after the
    # latest target ("Tap all creatures target player controls. Untap them.") is what
    # それら / "them" / "those creatures" name again, not that target (608.2c).
    group_after: int = 0
    # How many times a group was named, and whether the latest was named by a conditional
    # sentence ("If …, tap all attacking creatures."): a later sentence naming it again would
    # have to share that condition, which ofuda does not compile yet (a diagnostic).
    groups_named: int = 0
    group_conditional: bool = False
    # The cards an instruction looked at, revealed or exiled from a library or hand, and
    # whether one was chosen from them since (lower/library.py; 608.2c).
    looked: Any = None
    chosen: bool = False
    # How many effect results were noted before the latest look: "it" after "reveal a black
    # card from among them and put it …" is the card chosen there, not what an instruction
    # before the look chose (608.2c: the nearest antecedent)
    results_before_look: int = 0
    # The group (the ``looked`` value) an instruction moved cards of since ("put it onto the
    # battlefield tapped"): a card that moved is a new object (400.7), which that group no
    # longer holds; a later look names a new group.
    looked_moved: Any = None
    # Whether the latest optional instruction ("you may put it onto the battlefield") was the
    # one that moved the looked-at card: where it was not done ("If you don't put the card onto
    # the battlefield, …", 「そうしなかった場合」), the card is still the one looked at (400.7).
    optional_move: bool = False
    # The partner a paired condition named (「…と組になっている場合、そのクリーチャーも」 / "If it's
    # paired with a creature, that creature …"): "that creature" means it in that sentence.
    partner: Any = None
    # How many objects of each kind the costs pay ("sacrificed", "exiled"; 601.2h): "the
    # sacrificed creature" / 「生け贄に捧げたクリーチャー」 names the one paid.
    paid: dict[str, int] = field(default_factory=dict)
    # The player who flipped a coin in an earlier instruction (705): "If you win the flip" is
    # that flip's result.
    flipped: Any = None
    # Who chose to do the latest optional instruction ("Its controller may search …"):
    # 「そうしたなら」 / "If you do" after it is that player's to carry out.
    optional_player: Any = None
    # 608.2c: the result kind ("exiled", "sacrificed", …) of the latest sentence when it was a
    # mandatory instruction: "Exile it. If you do, …" asks whether it was exiled this way
    mandatory_result: str | None = None
    # 608.2c: the latest player an instruction named without targeting them — its subject
    # ("That creature's controller reveals …", "defending player reveals …"), a target's
    # controller ("unless its controller pays {1}"), the opponent of "target creature an
    # opponent controls" — and how many target slots were declared then: "that player" /
    # 「そのプレイヤー」 with no target declared since names that player again, and with no
    # player targeted at all, too (anaphora.py).
    named_player: Any = None
    named_player_after: int = 0

    # How many target slots were declared when a token copy was created (707.2): 「それ」 / "it"
    # with no target declared since means the token ("… a copy of that card. Exile it …").
    copies_made_after: int | None = None
    # The same for a token created by "create … token" (111.2): a later 「それ」 / "it" means that
    # token, which the lowering cannot name yet; it is rejected rather than bound to a target
    # or object named before the token (anaphora.py).
    plain_tokens_made_after: int | None = None

    # 608.2c: what the instructions so far that choose or move objects affected, in order
    # (lower/effect_results.py): "that creature" after "Target opponent sacrifices a creature".
    results: list[Any] = field(default_factory=list)

    def look(self, chosen: bool = False) -> None:
        """An instruction looked at, revealed or exiled cards (701.16, 701.19–701.23): they are
        "them" and "the rest" from here on; ``chosen`` where one of them is already chosen
        ("reveal cards until you reveal a land card": that card)."""
        self.looked = ir.CardsThisWay(None)
        self.chosen = chosen
        self.results_before_look = len(self.results)

    def name_group(self, group: Any) -> None:
        """The objects an instruction named as a group ("all …", the tokens created), which
        それら / "them" may name again (608.2c)."""
        self.group = group
        self.group_after = len(self.kinds)
        self.groups_named += 1
        self.group_conditional = False

    def declare(self, spec: TargetSpec, kind: str) -> ir.Targeted | ir.AllTargets:
        first = len(self.kinds)
        self.targets.append(spec)
        self.firsts.append(first)
        self.kinds.extend([kind] * spec.count)
        if spec.count == 1:
            if spec.objects is not None and spec.objects.controller == Controller.OPPONENT:
                # "target creature an opponent controls": "that player" is that opponent
                self.named_player = ir.ControllerOf(ir.Targeted(first))
                self.named_player_after = len(self.kinds)
            return ir.Targeted(first)
        return ir.AllTargets(first, spec.count)

    def latest(
        self, wants: str, card_type: CardType | None = None
    ) -> ir.Targeted | ir.AllTargets | None:
        """The latest target phrase that can be what ``wants`` asks for, and of ``card_type``
        where a demonstrative names one ("that land" / 「その土地」, 608.2c)."""
        for spec_index in range(len(self.targets) - 1, -1, -1):
            first = self.firsts[spec_index]
            objects = self.targets[spec_index].objects
            if card_type is not None and (objects is None or not can_be(objects, card_type)):
                continue
            if wants == "any" or self.kinds[first] in (wants, "any"):
                count = self.targets[spec_index].count
                return ir.Targeted(first) if count == 1 else ir.AllTargets(first, count)
        return None


def can_be(objects: ObjectFilter, card_type: CardType) -> bool:
    """Whether an object the filter describes can be of ``card_type``: the filter names no
    card type ("target permanent") or names that one, itself or in one of its alternatives
    ("target artifact or land")."""
    if card_type in objects.excluded_card_types:
        return False
    if objects.any_of:
        return any(can_be(alternative, card_type) for alternative in objects.any_of)
    return not objects.card_types or card_type in objects.card_types
