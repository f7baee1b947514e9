"""The statements of a generated ability's ``resolve``: one runtime call per IR effect, under
a comment quoting its sentence; "you may", "if", "instead" (608.2c), "unless" (118.12a) and
"repeat this process" as Python blocks around them.

The convention that keeps codegen generic: an IR effect, value or selector ``FooBar(a, b)``
becomes ``ctx.foo_bar(a=…, b=…)`` (:func:`runtime_method`, :func:`ir_fields`), a method of
the runtime's resolution context whose parameters are named as the node's fields.
"""

from __future__ import annotations

import dataclasses

from .. import ir
from .pyexpr import INDENT, Call, Expr, Raw, TupleExpr, comment_text, layout, value_expr


def statements(
    effects: tuple[ir.Effect, ...],
    readings: list[tuple[ir.Effect, ...]],
    indent: str,
    imports: set[str],
) -> list[str]:
    """The statements of ``resolve``: one call per effect, under a comment quoting its sentence.

    "You may" and "if" instructions become ``if`` blocks around their effects
    (``ctx.may(player)`` asks the player; conditions are ctx calls like effects).
    """
    lines: list[str] = []
    last_comment: list[str] = []
    for position, effect in enumerate(effects):
        comment = [
            f"{indent}# {comment_text(reading[position].origin)}"
            for reading in readings
            if reading[position].origin
        ]
        if comment != last_comment:
            lines.extend(comment)
            last_comment = comment
        if isinstance(effect, (ir.Optional, ir.Conditional)):
            test: Expr
            if isinstance(effect, ir.Optional):
                test = Call("ctx.may", (expr(effect.player, imports),))
            else:
                test = expr(effect.condition, imports)
            lines.extend(layout(test, indent, "if ", ":"))
            inner = [reading[position].effects for reading in readings]  # type: ignore[union-attr]
            nested = statements(effect.effects, [tuple(e) for e in inner], indent + INDENT, imports)
            lines.extend(line for line in nested if not line.strip().startswith("#"))
            continue
        if isinstance(effect, ir.Instead):
            # 608.2c: "<effects>. If <condition>, <instead> instead.": one of the two runs
            lines.extend(layout(expr(effect.condition, imports), indent, "if ", ":"))
            for name in ("instead", "effects"):
                if name == "effects":
                    lines.append(f"{indent}else:")
                inner = [getattr(reading[position], name) for reading in readings]
                nested = statements(
                    getattr(effect, name), [tuple(e) for e in inner], indent + INDENT, imports
                )
                lines.extend(line for line in nested if not line.strip().startswith("#"))
            continue
        if isinstance(effect, ir.Repeat):
            # "If you do, repeat this process" (FAQ P92): the instructions, then again while the
            # condition holds after them; ctx.repeat_process() starts each round afresh.
            lines.append(f"{indent}for _ in ctx.repeat_process():")
            inner = [reading[position].effects for reading in readings]  # type: ignore[union-attr]
            nested = statements(effect.effects, [tuple(e) for e in inner], indent + INDENT, imports)
            lines.extend(line for line in nested if not line.strip().startswith("#"))
            test = expr(effect.condition, imports)
            lines.extend(layout(test, indent + INDENT, "if not ", ":"))
            lines.append(f"{indent + INDENT * 2}break")
            continue
        if isinstance(effect, ir.Unless):
            lines.extend(_unless(effect, indent, imports))
            continue
        lines.extend(layout(_effect_call(effect, imports), indent))
    return lines


def _unless(effect: ir.Unless, indent: str, imports: set[str]) -> list[str]:
    """118.12a: "<effects> unless <player> <payment>" is "<player> may <payment>. If they
    don't, <effects>.": the payment is offered, then the effects happen unless it was made
    (``ctx.you_did()``; false when it couldn't be made, 118.3). A payment of mana is an offer
    by itself (``ctx.pay_mana`` asks the player, only when there is something to pay and they
    can, as for "you may pay {1}"); any other payment is asked with ``ctx.may`` first."""
    if all(isinstance(payment, ir.PayMana) for payment in effect.payment):
        lines: list[str] = []
        for payment in effect.payment:
            lines.extend(layout(_effect_call(payment, imports), indent))
    else:
        lines = layout(Call("ctx.may", (expr(effect.player, imports),)), indent, "if ", ":")
        for payment in effect.payment:
            lines.extend(layout(_effect_call(payment, imports), indent + INDENT))
    lines.append(f"{indent}if not ctx.you_did():")
    for inner in effect.effects:
        lines.extend(layout(_effect_call(inner, imports), indent + INDENT))
    return lines


def runtime_method(node: ir.Node) -> str:
    """The name of the runtime method that carries out an IR node: a fact its kind declares
    (``Node.runtime_method``, GainLife → gain_life); a kind that declares none is not written
    as a call, and meeting one here is a compiler fault, never a guessed method name."""
    method = type(node).runtime_method
    if method is None:
        raise TypeError(f"the IR node kind {type(node).__qualname__} declares no runtime method")
    return method


def ir_fields(node: object) -> list[str]:
    """The fields of an IR node that become arguments (its source text is not one)."""
    return [f.name for f in dataclasses.fields(node) if f.name != "origin"]  # type: ignore[arg-type]


def expr(value: object, imports: set[str]) -> Expr:
    """The Python expression of an IR value inside ``resolve``.

    The convention that keeps codegen generic: an IR effect, value or
    selector ``FooBar(a, b)`` becomes ``ctx.foo_bar(a=…, b=…)``, a method of the
    runtime's resolution context whose parameters are named as the node's fields
    (a test holds the runtime to it). A few selectors read better as attributes; runtime data
    (filters, enums, numbers) is written out as it is.
    """
    if isinstance(value, ir.ThisObject):
        return Raw("ctx.source")
    if isinstance(value, ir.You):
        return Raw("ctx.controller")
    if isinstance(value, ir.Targeted):
        return Raw(f"ctx.target({value.index})")
    if isinstance(value, Raw):  # a class of this module (a delayed ability, 603.7)
        return value
    if isinstance(value, tuple):
        return TupleExpr(tuple(expr(item, imports) for item in value))
    if isinstance(value, Raw):  # a class of the card module (an emblem's ability)
        return value
    if isinstance(value, ir.Node):
        # a field at its default is left out, as a person would write the call (the runtime's
        # parameters default to the same values: tests/runtime/test_resolution_context.py)
        names = [name for name in ir_fields(value) if not _at_default(value, name)]
        args = tuple(expr(getattr(value, name), imports) for name in names)
        if len(args) == 1:  # "ctx.exile(ctx.target(0))": one argument is plain enough
            return Call(f"ctx.{runtime_method(value)}", args)
        # Named, so that a reviewer reads what each value is ("count=1", "zone=…"); the
        # runtime's parameters are named as the IR node's fields (tests/runtime).
        return Call(f"ctx.{runtime_method(value)}", (), tuple(zip(names, args, strict=True)))
    return value_expr(value, imports)


def _at_default(node: object, name: str) -> bool:
    """Whether field ``name`` of IR node ``node`` holds its declared default."""
    declared = {f.name: f for f in dataclasses.fields(node)}[name]  # type: ignore[arg-type]
    if declared.default is not dataclasses.MISSING:
        return bool(getattr(node, name) == declared.default)
    if declared.default_factory is not dataclasses.MISSING:
        return bool(getattr(node, name) == declared.default_factory())
    return False


def _effect_call(effect: ir.Effect, imports: set[str]) -> Expr:
    """The runtime call that carries out one effect (see runtime.definitions.Effects)."""
    return expr(effect, imports)
