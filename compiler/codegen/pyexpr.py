"""Python expressions for generated code: safe literals and line-fitting layout.

Codegen builds expressions as small trees (:class:`Call`, :class:`TupleExpr`,
:class:`Raw`) and lays them out the way ``ruff format`` does: on one line when
they fit, else exploded one item per line with a trailing comma, so the
formatter leaves the output as it is. Every string reaches the output through
:func:`string_literal`, which is why no card name or text can inject code.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import enum
import unicodedata
from collections.abc import Hashable, Iterator, Mapping
from dataclasses import dataclass

INDENT = "    "
LINE_LENGTH = 100


def runtime_export(cls: type) -> str:
    """The name ``ofuda.runtime`` exports ``cls`` under (generated modules import only from
    it): the class itself must be what that name is, so a value of a type the runtime does not
    export is an error here, never a module that fails to import or imports another class."""
    from ofuda import runtime  # the runtime's names load on first use (PEP 562)

    name = cls.__name__
    if getattr(runtime, name, None) is not cls:
        raise TypeError(f"ofuda.runtime does not export {cls.__module__}.{cls.__qualname__}")
    return name


@dataclass(frozen=True, slots=True)
class Raw:
    """Code used as it is (a name, a number, an already-safe literal)."""

    code: str


@dataclass(frozen=True, slots=True)
class Call:
    """``function(arg, name=value, …)``."""

    function: str
    args: tuple[Expr, ...] = ()
    kwargs: tuple[tuple[str, Expr], ...] = ()


@dataclass(frozen=True, slots=True)
class TupleExpr:
    """A tuple display ``(a, b)``; one element gets its trailing comma ``(a,)``."""

    items: tuple[Expr, ...]


Expr = Raw | Call | TupleExpr


def string_literal(text: str) -> str:
    """A Python string literal for ``text`` that evaluates back to exactly ``text``.

    ``repr`` escapes quotes, backslashes and every control or line-break
    character, so the literal is always one line of inert code. Double quotes
    are preferred, as ``ruff format`` would write them.
    """
    literal = repr(text)
    if literal.startswith("'") and '"' not in text:
        literal = '"' + literal[1:-1].replace("\\'", "'") + '"'
    return literal


def comment_text(text: str) -> str:
    """Text made safe for a ``#`` comment: one line, control characters escaped."""
    out = []
    for char in text:
        if char.isprintable() or char == " ":
            out.append(char)
        else:
            out.append(char.encode("unicode_escape").decode("ascii"))
    return "".join(out).strip()


def docstring(lines: list[str], indent: str) -> str:
    """A triple-quoted docstring holding ``lines`` (each one line of text), always.

    What could end it early or change its value is escaped: a backslash, a run of three
    quotes, a quote at its very end, and every character that is not printable (a line
    break inside a line, a control character). So the docstring reads as the text and
    holds exactly it: no card text can inject code.
    """
    escaped = [_docstring_text(line) for line in lines]
    body = f"\n\n{indent}".join(escaped)
    body = body.replace('"""', '\\"\\"\\"')
    if body.endswith('"'):
        body = body[:-1] + '\\"'
    if len(escaped) > 1:
        return f'"""{body}\n{indent}"""'
    return f'"""{body}"""'


def _docstring_text(text: str) -> str:
    out = []
    for char in text:
        if char == "\\":
            out.append("\\\\")
        elif char.isprintable() or char == " ":
            out.append(char)
        else:
            out.append(char.encode("unicode_escape").decode("ascii"))
    return "".join(out)


# Values the class being written has named once (a filter used twice): value → the code that
# names it there (``creatures_you_control`` in the class body, ``self.…`` inside a method).
_NAMED: contextvars.ContextVar[Mapping[object, str]] = contextvars.ContextVar("named", default={})


@contextlib.contextmanager
def named_values(names: Mapping[object, str]) -> Iterator[None]:
    """Within the block, :func:`value_expr` writes each value of ``names`` as its name."""
    token = _NAMED.set(names)
    try:
        yield
    finally:
        _NAMED.reset(token)


def value_expr(value: object, imports: set[str]) -> Expr:
    """The expression that rebuilds a runtime data value (dataclass, enum, tuple, scalar).

    Fields equal to their defaults are left out, as a person would write it;
    every class and enum named is added to ``imports``; a value the class has named
    (:func:`named_values`) is written as its name.
    """
    named = _NAMED.get()
    if named and isinstance(value, Hashable) and not isinstance(value, (bool, int, str, enum.Enum)):
        try:
            name = named.get(value)
        except TypeError:  # a tuple holding something unhashable: never a named value
            name = None
        if name is not None:
            return Raw(name)
    if isinstance(value, enum.Enum):
        name = runtime_export(type(value))
        imports.add(name)
        return Raw(f"{name}.{value.name}")
    if isinstance(value, bool) or value is None:
        return Raw(repr(value))
    if isinstance(value, int):
        return Raw(str(value))
    if isinstance(value, str):
        return Raw(string_literal(value))
    if isinstance(value, tuple):
        return TupleExpr(tuple(value_expr(item, imports) for item in value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        name = runtime_export(type(value))
        imports.add(name)
        kwargs = tuple(
            (f.name, value_expr(getattr(value, f.name), imports))
            for f in dataclasses.fields(value)
            if not _is_default(f, getattr(value, f.name))
        )
        return Call(name, (), kwargs)
    raise TypeError(f"no Python expression for {value!r}")


def _is_default(f: dataclasses.Field[object], value: object) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(value == f.default)
    if f.default_factory is not dataclasses.MISSING:
        return bool(value == f.default_factory())
    return False


def inline(expr: Expr) -> str:
    """The expression on one line."""
    if isinstance(expr, Raw):
        return expr.code
    if isinstance(expr, TupleExpr):
        parts = [inline(item) for item in expr.items]
        return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"
    parts = [inline(arg) for arg in expr.args]
    parts += [f"{name}={inline(value)}" for name, value in expr.kwargs]
    return f"{expr.function}(" + ", ".join(parts) + ")"


def display_width(text: str) -> int:
    """Columns ``text`` takes in a terminal (and for ruff's line length): wide characters count 2."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def layout(expr: Expr, indent: str, prefix: str = "", suffix: str = "") -> list[str]:
    """Lines for ``prefix + expr + suffix`` at ``indent``, exploded where too long."""
    one_line = f"{indent}{prefix}{inline(expr)}{suffix}"
    if display_width(one_line) <= LINE_LENGTH or isinstance(expr, Raw):
        return [one_line]
    inner = indent + INDENT
    items: list[tuple[str | None, Expr]]
    if isinstance(expr, TupleExpr):
        opening, items = "(", [(None, item) for item in expr.items]
    else:
        opening = f"{expr.function}("
        items = [(None, arg) for arg in expr.args] + [(name, value) for name, value in expr.kwargs]
    lines = [f"{indent}{prefix}{opening}"]
    for name, item in items:
        lines.extend(layout(item, inner, f"{name}=" if name else "", ","))
    lines.append(f"{indent}){suffix}")
    return lines
