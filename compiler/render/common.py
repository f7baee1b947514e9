"""What the renderers of both languages share: the error of a node with no phrasing, and the
ability word a line is labelled with."""

from __future__ import annotations

import dataclasses
from typing import Any

from ofuda.runtime.definitions import Duration, Keyword, ObjectFilter

from .. import ir
from ..ir.unions import is_keyword_union


class RenderError(Exception):
    """An IR node the renderer has no phrasing for (a bug to fix, never bad input)."""


def modal_choice(spell: Any) -> str:
    """How many modes a modal spell's caster chooses (700.2): "one" (「１つ」), "both" (one or
    both of two modes, 「１つまたは両方」, as Oracle says it of two) or "many" (one or more,
    「１つまたは複数」); any other range has no phrasing here."""
    if spell.minimum == 1 and spell.maximum == 1:
        return "one"
    if spell.minimum == 1 and spell.maximum == len(spell.modes) == 2:
        return "both"
    if spell.minimum == 1 and spell.maximum == len(spell.modes):
        return "many"
    raise RenderError(f"no phrasing for choosing {spell.minimum} to {spell.maximum} modes")


def moved_group(selector: Any, slots: list[Any]) -> bool:
    """Whether "that card" / 「そのカード」 (False) or "those cards" / 「それらのカード」 (True)
    names the new object(s) ``selector`` (an ir.NewObject) stands for (400.7). The words read
    back as the latest object target, or every target, or this object (lower/lowerer.py);
    ``slots`` are the target specs, one per target slot."""
    of = selector.of
    objects = [index for index, spec in enumerate(slots) if spec.objects is not None]
    if isinstance(of, ir.AllTargets):
        if of.first == 0 and of.count == len(slots):
            return True
    elif isinstance(of, ir.Targeted):
        if objects and slots[of.index] is slots[objects[-1]]:
            return False
    elif isinstance(of, ir.ThisObject):
        return False
    raise RenderError(f"no phrasing names the new object of {of!r}")


def for_this_turn(effect: Any) -> None:
    """An instruction whose words say "this turn" (「このターン」): its duration must be the
    turn's (514.2); any other has no phrasing there."""
    if effect.duration is not Duration.END_OF_TURN:
        raise RenderError(f"no phrasing for {type(effect).__name__} lasting {effect.duration}")


class ClauseContext:
    """What the words of a clause leave unsaid, for the references that rely on it: who
    chooses "a permanent you control" (the clause's player, else you) and which object a
    paired condition named ("If it's paired with a creature, that creature …", 702.95)."""

    speaker: Any = None  # the player of the clause being rendered (None: you)
    paired: Any = None  # the object of the latest paired condition
    # whether the latest tokens created were one token ("that token", not "those tokens", 111.2)
    one_token_created = False
    # the object whose power and toughness the latest instruction changed ("an additional")
    pt_changed: Any = None

    def chosen_by_speaker(self, selector: Any) -> None:
        """A choice on resolution is made by the clause's player (lower/lowerer.py)."""
        speaker = self.speaker if self.speaker is not None else ir.You()
        if selector.chooser != speaker:
            raise RenderError("no phrasing for a choice by another player than the clause's")

    def player_named_again(self, selector: Any) -> bool:
        """608.2c: whether a player named without a target ("its controller") was named before
        in the ability, so that 「そのプレイヤー」 / "that player" names them again (as the
        lowering reads it, lower/anaphora.py) — never where a player may be a target, whom
        "that player" would name instead."""
        specs = getattr(self, "specs", [])
        if any(spec.players is not None for spec in specs):
            return False
        named: list[Any] = self.__dict__.setdefault("players_named", [])
        if selector in named:
            return True
        named.append(selector)
        return False

    def partner_of_paired(self, selector: Any) -> None:
        """「そのクリーチャー」 / "that creature": the partner of the object the condition named."""
        if self.paired is None or selector.obj != self.paired:
            raise RenderError("no phrasing for the partner of another object than the condition's")


def labelled(ability: ir.Ability, text: str, lang: str) -> str:
    """``text`` after the ability's ability word and its dash, as printed (207.2c):
    「陰鬱 ― …」 / "Morbid — …"; ``text`` itself when the ability has none."""
    if ability.ability_word is None:
        return text
    dash = "―" if lang == "ja" else "—"
    return f"{ability.ability_word.name_in(lang)} {dash} {text}"


def keyword_union(f: ObjectFilter) -> tuple[ObjectFilter, tuple[Keyword, ...]]:
    """A filter whose union (``any_of``) is of single keywords — "creatures with flying or
    reach" / 「飛行か到達を持つクリーチャー」 — as the filter without it and the keywords, any of
    which will do; any other filter as it is, with no keywords."""
    if not is_keyword_union(f):
        return f, ()
    return dataclasses.replace(f, any_of=()), tuple(k.keywords[0] for k in f.any_of)
