"""The codegen pass: IR → one readable Python module per card (Jinja2).

All decisions are made here; the template only lays the pieces out. Each
ability becomes a class whose docstring is its source text in both languages,
whose attributes are runtime data (targets, cost, trigger) and whose
``resolve`` calls the runtime's effect methods, each statement under a comment
quoting the sentence it came from. Output is deterministic and stable under
``ruff format``.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import jinja2
from ofuda.runtime.definitions import ZoneKind

from .. import ir
from .naming import repeated_filters
from .pyexpr import (
    INDENT,
    Call,
    Expr,
    Raw,
    TupleExpr,
    comment_text,
    docstring,
    layout,
    named_values,
    value_expr,
)
from .statements import statements
from .token_classes import token_classes

_BASES = {
    ir.SpellAbility: ("SpellAbility", "Spell"),
    ir.ActivatedAbility: ("ActivatedAbility", "Ability"),
    ir.TriggeredAbility: ("TriggeredAbility", "Trigger"),
    ir.StaticAbility: ("StaticAbility", "Static"),
    ir.ManaAbility: ("ManaAbility", "Mana"),
    ir.LoyaltyAbility: ("LoyaltyAbility", "Loyalty"),
}


@dataclass(frozen=True, slots=True)
class _ClassCode:
    name: str
    base: str
    docstring: str
    body: tuple[str, ...]
    inner: bool = False  # an ability granted in quotation marks, not the card's own
    granted: tuple[str, ...] = ()
    written_on: str = ""  # the lines of the card file it was written on, for the reviewer


@functools.cache
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("ofuda.compiler.codegen", "templates"),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,  # generated Python, not HTML; strings are escaped by pyexpr
    )


def class_stem(name: str, fallback: str) -> str:
    """A PascalCase identifier from a card name: "Alchemist's Apprentice" → AlchemistsApprentice."""
    words = re.findall(r"[A-Za-z0-9]+", name.replace("'", ""))
    stem = "".join(word[:1].upper() + word[1:] for word in words)
    if not stem or not stem[0].isalpha():
        stem = fallback + stem
    return stem


def generate_module(
    card: ir.CardIR,
    by_language: dict[str, ir.CardIR],
    source_path: str,
    number: str = "",
    lines: Mapping[str, Sequence[int]] | None = None,
) -> str:
    """The Python module of one compiled card.

    ``by_language`` holds the (equal) IR of each language the card was written
    in; their ``origin`` texts become the docstrings and comments. ``lines``, where
    given, holds for each language the line of the card file each ability was written
    on (:attr:`~ofuda.compiler.pipeline.CompiledCard.ability_lines`: the front face's
    abilities, then the back face's): each ability class names them. A double-faced
    card (712) is one module: the back face's abilities are classes of it too, and
    its ``CardDefinition`` is the front face's ``back`` (never a card of its own).
    """
    imports = {"CardDefinition"}
    readings = [by_language[lang] for lang in ("ja", "en") if lang in by_language]
    classes, card_fields = _face_code(card, readings, source_path, number, imports, lines, 0)
    if card.back is not None:
        back_readings = [reading.back for reading in readings if reading.back is not None]
        back_classes, back_fields = _face_code(
            card.back, back_readings, source_path, number, imports, lines, len(card.abilities)
        )
        classes += back_classes
        card_fields += (("back", Call("CardDefinition", (), back_fields)),)
    card_lines = layout(Call("CardDefinition", (), card_fields), "", "CARD = ")
    names = [n for n in (card.face.name_ja, card.face.name) if n]
    if card.back is not None:
        names += ["//", *(n for n in (card.back.face.name_ja, card.back.face.name) if n)]
    return (
        _environment()
        .get_template("card_module.py.j2")
        .render(
            source_path=comment_text(source_path),
            module_docstring=docstring([" / ".join(names).replace(" / // / ", " // ") + ": compiled card."], ""),
            imports=sorted(imports),
            classes=classes,
            card_lines=card_lines,
        )
    )


def _face_code(
    card: ir.CardIR,
    readings: list[ir.CardIR],
    source_path: str,
    number: str,
    imports: set[str],
    lines: Mapping[str, Sequence[int]] | None,
    first: int,
) -> tuple[list[_ClassCode], tuple[tuple[str, TupleExpr | Raw | Call], ...]]:
    """The ability classes of one face and the fields of its ``CardDefinition``; ``first`` is
    the place of the face's first ability in ``lines`` (the back face's follow the front's)."""
    # ASCII only: the collector number may hold any character ("²" would make class Card²Spell).
    stem = class_stem(card.face.name, "Card" + (re.sub(r"[^A-Za-z0-9]", "", number) or "X"))
    kinds = [type(a) for a in card.abilities if not isinstance(a, ir.KeywordAbility)]
    classes: list[_ClassCode] = []
    keywords: list[object] = []
    counters: dict[type, int] = {}
    modes: tuple[int, int] | None = None
    additional: tuple[object, ...] = ()
    for index, ability in enumerate(card.abilities):
        origins = [reading.abilities[index] for reading in readings]
        if isinstance(ability, ir.KeywordAbility):
            keywords.append(ability.keyword)
            continue
        if isinstance(ability, ir.AdditionalCost):
            additional += ability.items  # 601.2b: paid as the spell is cast
            continue
        if isinstance(ability, ir.ModalSpell):
            # 700.2: one SpellAbility class per mode; the card says how many to choose.
            modes = (ability.minimum, ability.maximum)
            imports.add("SpellAbility")
            for number_, mode in enumerate(ability.modes, start=1):
                mode_origins = [origin.modes[number_ - 1] for origin in origins]  # type: ignore[union-attr]
                classes.append(
                    _ability_class(
                        f"{stem}Mode{number_}", "SpellAbility", mode, mode_origins, imports
                    )
                )
            continue
        base, suffix = _BASES[type(ability)]
        counters[type(ability)] = counters.get(type(ability), 0) + 1
        ordinal = str(counters[type(ability)]) if kinds.count(type(ability)) > 1 else ""
        imports.add(base)
        name = f"{stem}{suffix}{ordinal}"
        granted = _granted_classes(name, ability, origins, imports)
        classes.extend(granted)
        classes.extend(_replacement_classes(name, ability, origins, imports))
        classes.extend(_delayed_classes(name, ability, origins, imports))
        ability, emblem_classes = _emblem_classes(name, ability, origins, imports)
        classes.extend(emblem_classes)
        ability, made_classes = token_classes(name, ability, origins, imports)
        classes.extend(made_classes)
        mode_names = _mode_classes(name, ability, origins, imports, classes)
        top = _ability_class(name, base, ability, origins, imports)
        if mode_names:  # 700.2, 603.3c: the modes, one of which goes on the stack
            listed = "".join(f"{mode}, " for mode in mode_names).rstrip()
            top = dataclasses.replace(
                top, body=(top.body[0], f"{INDENT}modes = ({listed})", *top.body[1:])
            )
        if granted:
            top = dataclasses.replace(top, granted=tuple(g.name for g in granted))
        classes.append(dataclasses.replace(top, written_on=_written_on(lines, first + index)))
    card_fields = _card_fields(card, keywords, classes, source_path, imports, modes, additional)
    return classes, card_fields


def _mode_classes(
    owner: str,
    ability: ir.Ability,
    origins: list[ir.Ability],
    imports: set[str],
    classes: list[_ClassCode],
) -> list[str]:
    """The classes of a modal triggered ability's modes (700.2), named after it
    (``…Trigger`` → ``…TriggerMode1``), added to ``classes``; their names, in order."""
    if not isinstance(ability, ir.TriggeredAbility) or not ability.modes:
        return []
    names: list[str] = []
    for number, mode in enumerate(ability.modes, start=1):
        name = f"{owner}Mode{number}"
        readings: list[ir.Ability] = [o.modes[number - 1] for o in origins]  # type: ignore[union-attr]
        classes.extend(_delayed_classes(name, mode, readings, imports))
        code = _ability_class(name, "TriggeredAbility", mode, readings, imports)
        classes.append(dataclasses.replace(code, inner=True))
        names.append(name)
    return names


def _written_on(lines: Mapping[str, Sequence[int]] | None, index: int) -> str:
    """ "line 7 (ja), line 9 (en)": where ability ``index`` stands in the card file."""
    if not lines:
        return ""
    found = [
        f"line {lines[lang][index]} ({lang})"
        for lang in ("ja", "en")
        if lang in lines and index < len(lines[lang])
    ]
    return ", ".join(found)


def _card_fields(
    card: ir.CardIR,
    keywords: list[object],
    classes: list[_ClassCode],
    source_path: str,
    imports: set[str],
    modes: tuple[int, int] | None = None,
    additional: tuple[object, ...] = (),
) -> tuple[tuple[str, TupleExpr | Raw | Call], ...]:
    face = card.face
    fields: list[tuple[str, TupleExpr | Raw | Call]] = [
        ("name", value_expr(face.name, imports)),
        ("name_ja", value_expr(face.name_ja, imports)),
        ("mana_cost", value_expr(face.mana_cost, imports)),
        ("supertypes", value_expr(face.supertypes, imports)),
        ("card_types", value_expr(face.card_types, imports)),
        ("subtypes", value_expr(face.subtypes, imports)),
    ]
    for name in ("power", "toughness", "loyalty"):
        value = getattr(face, name)
        if value == "*":
            value = 0  # 208.2a: the characteristic-defining ability gives it (604.3, 613.4a)
        if value is not None:
            fields.append((name, value_expr(value, imports)))
    if keywords:
        fields.append(("keywords", value_expr(tuple(keywords), imports)))
    own = [c for c in classes if not c.inner]
    if own:
        fields.append(("abilities", TupleExpr(tuple(Raw(c.name) for c in own))))
    if modes is not None:
        fields.append(("modes", value_expr(modes, imports)))
    if additional:
        fields.append(("additional_costs", value_expr(additional, imports)))
    if face.colors is not None:  # 204: a colour indicator gives the face its colours
        fields.append(("colors", value_expr(face.colors, imports)))
    fields.append(("source_path", value_expr(source_path, imports)))
    return tuple(fields)


def _ability_class(
    name: str, base: str, ability: ir.Ability, origins: list[ir.Ability], imports: set[str]
) -> _ClassCode:
    texts = [origin.origin for origin in origins if origin.origin]
    if isinstance(ability, ir.StaticAbility):
        return _static_class(name, base, ability, texts, imports)
    if isinstance(ability, ir.ManaAbility):
        return _mana_class(name, base, ability, texts, imports)
    named = repeated_filters(ability)
    body: list[str] = [""]
    for value, attribute in named.items():  # a filter used twice, named once
        body += layout(value_expr(value, imports), INDENT, f"{attribute} = ")
    with named_values(named):
        body += _class_attributes(ability, imports)
    if len(body) > 1:
        body.append("")
    imports.add("Effects")
    body.append(f"{INDENT}def resolve(self, ctx: Effects) -> None:")
    effects = _name_delayed(ability.effects, name)  # type: ignore[union-attr]
    readings: list[tuple[ir.Effect, ...]] = [origin.effects for origin in origins]  # type: ignore[union-attr, misc]
    with named_values({value: f"self.{attribute}" for value, attribute in named.items()}):
        body.extend(statements(effects, readings, INDENT * 2, imports))
    if not effects:
        body.append(f"{INDENT * 2}return None")
    return _ClassCode(name, base, docstring(texts or [name], INDENT), tuple(body))


def _class_attributes(ability: ir.Ability, imports: set[str]) -> list[str]:
    """The data lines of an ability class: its cost, trigger, condition, loyalty cost, targets."""
    body: list[str] = []
    if isinstance(ability, ir.ActivatedAbility):
        body += layout(value_expr(ability.cost, imports), INDENT, "cost = ")
        if ability.sorcery_speed:
            body.append(f"{INDENT}sorcery_speed = True")
        if ability.once_each_turn:  # 602.5b
            body.append(f"{INDENT}once_each_turn = True")
        if ability.any_player:  # 602.2
            body.append(f"{INDENT}any_player = True")
        if ability.condition is not None:  # 602.5b: "Activate only if …"
            body += layout(value_expr(ability.condition, imports), INDENT, "condition = ")
    zone = ir.functioning_zone(ability)
    if zone != ZoneKind.BATTLEFIELD:  # 113.6k: it moves its own card out of that zone
        body += layout(value_expr(zone, imports), INDENT, "functions_in = ")
    if isinstance(ability, ir.TriggeredAbility):
        body += layout(value_expr(ability.trigger, imports), INDENT, "trigger = ")
        if ability.condition is not None:  # 603.4: the intervening "if"
            body += layout(value_expr(ability.condition, imports), INDENT, "condition = ")
        if ability.once_each_turn:  # 603.2: "This ability triggers only once each turn."
            body.append(f"{INDENT}once_each_turn = True")
    if isinstance(ability, ir.LoyaltyAbility):
        body.append(f"{INDENT}loyalty_cost = {ability.loyalty_cost}")  # 606.4
    targets = ability.targets  # type: ignore[union-attr]
    if targets:
        body += layout(value_expr(targets, imports), INDENT, "targets = ")
    return body


def _emblem_classes(
    owner: str, ability: ir.Ability, origins: list[ir.Ability], imports: set[str]
) -> tuple[ir.Ability, list[_ClassCode]]:
    """114.2: the abilities of an emblem an instruction creates, as classes of the card module
    (``…Emblem``, numbered); the instruction passes those classes to ``ctx.create_emblem``."""
    effects = getattr(ability, "effects", None)
    if not isinstance(effects, tuple) or not any(isinstance(e, ir.CreateEmblem) for e in effects):
        return ability, []
    found = [
        (position, index, emblem_ability)
        for position, effect in enumerate(effects)
        if isinstance(effect, ir.CreateEmblem)
        for index, emblem_ability in enumerate(effect.abilities)
    ]
    classes: list[_ClassCode] = []
    names: dict[tuple[int, int], str] = {}
    for number, (position, index, emblem_ability) in enumerate(found, start=1):
        name = f"{owner}Emblem{number if len(found) > 1 else ''}"
        names[(position, index)] = name
        readings: list[ir.Ability] = [o.effects[position].abilities[index] for o in origins]  # type: ignore[union-attr, misc]
        base, _ = _BASES[type(emblem_ability)]
        imports.add(base)
        code = _ability_class(name, base, emblem_ability, readings, imports)
        classes.append(dataclasses.replace(code, inner=True))
    new_effects = tuple(
        dataclasses.replace(
            effect,
            # the abilities become the names of their classes in the generated module
            abilities=tuple(Raw(names[(position, i)]) for i in range(len(effect.abilities))),  # type: ignore[misc]
        )
        if isinstance(effect, ir.CreateEmblem)
        else effect
        for position, effect in enumerate(effects)
    )
    return dataclasses.replace(ability, effects=new_effects), classes  # type: ignore[arg-type]


def _granted_classes(
    owner: str, ability: ir.Ability, origins: list[ir.Ability], imports: set[str]
) -> list[_ClassCode]:
    """The classes of the abilities a static ability grants in quotation marks (113.2c),
    named after the granting ability (``…Static`` → ``…StaticGranted``, numbered)."""
    if not isinstance(ability, ir.StaticAbility):
        return []
    found: list[tuple[ir.Ability, list[ir.Ability]]] = []
    for position, effect in enumerate(ability.effects):
        if isinstance(effect, ir.GrantedAbilities):
            for index, granted in enumerate(effect.abilities):
                readings: list[ir.Ability] = [o.effects[position].abilities[index] for o in origins]  # type: ignore[union-attr, misc]
                found.append((granted, readings))
    out: list[_ClassCode] = []
    for number, (granted, readings) in enumerate(found, start=1):
        base, _ = _BASES[type(granted)]
        imports.add(base)
        name = f"{owner}Granted{number if len(found) > 1 else ''}"
        inner = _granted_classes(name, granted, readings, imports)
        out.extend(inner)
        code = _ability_class(name, base, granted, readings, imports)
        out.append(dataclasses.replace(code, inner=True))
    return out


def _replacement_classes(
    owner: str, ability: ir.Ability, origins: list[ir.Ability], imports: set[str]
) -> list[_ClassCode]:
    """The classes of the instructions a static ability's replacement effects do instead of
    their events (614.1a, 614.6): triggered abilities whose trigger is the event, named after
    the static ability (``…Static`` → ``…StaticInstead``, numbered); never the card's own."""
    if not isinstance(ability, ir.StaticAbility):
        return []
    names = iter(_replacement_names(owner, ability))
    out: list[_ClassCode] = []
    for position, effect in enumerate(ability.effects):
        if not isinstance(effect, ir.ReplacedByInstructions):
            continue
        readings: list[ir.Ability] = []
        for origin in origins:  # each language's reading of the same replacement
            same = origin.effects[position] if isinstance(origin, ir.StaticAbility) else None
            if isinstance(same, ir.ReplacedByInstructions):
                readings.append(same.ability)
        name = next(names)
        imports.add("TriggeredAbility")
        out.extend(_delayed_classes(name, effect.ability, readings, imports))
        code = _ability_class(name, "TriggeredAbility", effect.ability, readings, imports)
        out.append(dataclasses.replace(code, inner=True))
    return out


def _replacement_names(owner: str, ability: ir.StaticAbility) -> list[str]:
    """The class names _replacement_classes gives the instructions of ``ability``'s
    replacement effects."""
    total = sum(1 for e in ability.effects if isinstance(e, ir.ReplacedByInstructions))
    return [f"{owner}Instead{n if total > 1 else ''}" for n in range(1, total + 1)]


def _created_in(effects: tuple[ir.Effect, ...], kind: type) -> list[Any]:
    """The delayed (603.7) or reflexive (603.12) triggers of ``kind`` that an ability's
    instructions create, in order."""
    found: list[Any] = []
    for effect in effects:
        if isinstance(effect, kind):
            found.append(effect)
        elif isinstance(effect, (ir.Optional, ir.Conditional)):
            found.extend(_created_in(effect.effects, kind))
        elif isinstance(effect, ir.Instead):
            found.extend(_created_in(effect.effects, kind) + _created_in(effect.instead, kind))
    return found


def _delayed_in(effects: tuple[ir.Effect, ...]) -> list[ir.CreateDelayedTrigger]:
    """The delayed triggers an ability's instructions create (603.7), in order."""
    return _created_in(effects, ir.CreateDelayedTrigger)


def _delayed_names(owner: str, count: int) -> list[str]:
    return [f"{owner}Delayed{n if count > 1 else ''}" for n in range(1, count + 1)]


def _reflexive_names(owner: str, count: int) -> list[str]:
    return [f"{owner}Reflexive{n if count > 1 else ''}" for n in range(1, count + 1)]


def _delayed_classes(
    owner: str, ability: ir.Ability, origins: list[ir.Ability], imports: set[str]
) -> list[_ClassCode]:
    """The classes of the delayed (603.7) and reflexive (603.12) triggered abilities an ability
    creates, named after it (``…Spell`` → ``…SpellDelayed``, ``…TriggerReflexive``); the
    instruction passes the class to the runtime."""
    effects = getattr(ability, "effects", None)
    if not isinstance(
        ability,
        (
            ir.SpellAbility,
            ir.ActivatedAbility,
            ir.TriggeredAbility,
            ir.LoyaltyAbility,
            ir.ReflexiveAbility,
        ),
    ):
        return []
    out: list[_ClassCode] = []
    for kind, names in (
        (ir.CreateDelayedTrigger, _delayed_names),
        (ir.CreateReflexiveTrigger, _reflexive_names),
    ):
        found = _created_in(effects, kind)  # type: ignore[arg-type]
        readings = [_created_in(origin.effects, kind) for origin in origins]  # type: ignore[union-attr, arg-type]
        for index, (name, created) in enumerate(zip(names(owner, len(found)), found)):
            imports.add("TriggeredAbility")
            inner = [reading[index].ability for reading in readings]
            out.extend(_delayed_classes(name, created.ability, inner, imports))
            code = _ability_class(name, "TriggeredAbility", created.ability, inner, imports)
            out.append(dataclasses.replace(code, inner=True))
    return out


def _name_delayed(effects: tuple[ir.Effect, ...], owner: str) -> tuple[ir.Effect, ...]:
    """``effects`` with each delayed or reflexive ability replaced by the name of its class."""
    delayed = iter(_delayed_names(owner, len(_delayed_in(effects))))
    reflexive = iter(
        _reflexive_names(owner, len(_created_in(effects, ir.CreateReflexiveTrigger)))
    )

    def rename(items: tuple[ir.Effect, ...]) -> tuple[ir.Effect, ...]:
        out: list[ir.Effect] = []
        for effect in items:
            if isinstance(effect, ir.CreateDelayedTrigger):
                effect = dataclasses.replace(effect, ability=Raw(next(delayed)))
            elif isinstance(effect, ir.CreateReflexiveTrigger):
                effect = dataclasses.replace(effect, ability=Raw(next(reflexive)))
            elif isinstance(effect, (ir.Optional, ir.Conditional)):
                effect = dataclasses.replace(effect, effects=rename(effect.effects))
            elif isinstance(effect, ir.Instead):
                effect = dataclasses.replace(
                    effect, effects=rename(effect.effects), instead=rename(effect.instead)
                )
            out.append(effect)
        return tuple(out)

    return rename(effects)


def _static_effects(
    ability: ir.StaticAbility, granted: list[str], imports: set[str], instead: list[str]
) -> TupleExpr:
    """A static ability's effects; granted abilities and the instructions of replacement
    effects name their classes."""
    names = iter(granted)
    instead_names = iter(instead)
    items: list[Expr] = []
    for effect in ability.effects:
        if isinstance(effect, ir.GrantedAbilities):
            imports.add("GrantAbilities")
            classes = TupleExpr(tuple(Raw(next(names)) for _ in effect.abilities))
            affected = value_expr(effect.affected, imports)
            items.append(
                Call("GrantAbilities", (), (("affected", affected), ("abilities", classes)))
            )
        elif isinstance(effect, ir.ReplacedByInstructions):
            # 614.1a, 614.6: the event (the class's trigger), the instructions instead of it
            imports.add("ReplaceEvent")
            fields: tuple[tuple[str, Expr], ...] = (("instead", Raw(next(instead_names))),)
            if effect.prevention:  # 615.1a
                fields += (("prevention", value_expr(True, imports)),)
            items.append(Call("ReplaceEvent", (), fields))
        else:
            items.append(value_expr(effect, imports))
    return TupleExpr(tuple(items))


def _static_class(
    name: str, base: str, ability: ir.StaticAbility, texts: list[str], imports: set[str]
) -> _ClassCode:
    """A static ability: declarative data only (its effects and condition), no ``resolve``."""
    body: list[str] = [""]
    granted = _direct_granted_names(name, ability)
    instead = _replacement_names(name, ability)
    body += layout(_static_effects(ability, granted, imports, instead), INDENT, "effects = ")
    if ability.condition is not None:
        body += layout(value_expr(ability.condition, imports), INDENT, "condition = ")
    return _ClassCode(name, base, docstring(texts or [name], INDENT), tuple(body))


def _direct_granted_names(owner: str, ability: ir.StaticAbility) -> list[str]:
    """The class names _granted_classes gives the abilities this static grants directly."""
    total = sum(len(e.abilities) for e in ability.effects if isinstance(e, ir.GrantedAbilities))
    return [f"{owner}Granted{n if total > 1 else ''}" for n in range(1, total + 1)]


def _mana_class(
    name: str, base: str, ability: ir.ManaAbility, texts: list[str], imports: set[str]
) -> _ClassCode:
    """A mana ability (605): its cost, the mana it adds and how that mana may be spent;
    the runtime adds the mana itself, at once (605.3b), so there is no ``resolve``."""
    body: list[str] = [""]
    body += layout(value_expr(ability.cost, imports), INDENT, "cost = ")
    body += layout(value_expr(ability.mana, imports), INDENT, "mana = ")
    if ability.restriction is not None:
        body += layout(value_expr(ability.restriction, imports), INDENT, "restriction = ")
    return _ClassCode(name, base, docstring(texts or [name], INDENT), tuple(body))
