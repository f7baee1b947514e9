"""A stable, readable text form of IR and AST values (for goldens, `ofuda ir`, mismatches).

Works on any dataclass tree: one node per line, fields indented beneath it,
spans and origins left out so that the form depends on meaning only.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

_HIDDEN_FIELDS = {"origin", "span"}


def dump(value: Any, indent: int = 0) -> str:
    """The text form of ``value``: ``Name(field=…)`` on one line when short, else a tree."""
    return "\n".join(_lines(value, indent))


def _inline(value: Any) -> str | None:
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, tuple):
        parts = [_inline(item) for item in value]
        if any(part is None for part in parts):
            return None
        text = "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"  # type: ignore[arg-type]
        return text if len(text) <= 80 else None
    if dataclasses.is_dataclass(value):
        fields = [
            (f.name, _inline(getattr(value, f.name)))
            for f in dataclasses.fields(value)
            if f.name not in _HIDDEN_FIELDS and not _is_default(f, getattr(value, f.name))
        ]
        if any(part is None for _, part in fields):
            return None
        text = f"{type(value).__name__}(" + ", ".join(f"{n}={p}" for n, p in fields) + ")"
        return text if len(text) <= 80 else None
    return repr(value)


def _is_default(f: dataclasses.Field[Any], value: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(value == f.default)
    if f.default_factory is not dataclasses.MISSING:
        return bool(value == f.default_factory())
    return False


def _lines(value: Any, indent: int) -> list[str]:
    pad = "  " * indent
    inline = _inline(value)
    if inline is not None:
        return [pad + inline]
    if isinstance(value, tuple):
        lines = [pad + "["]
        for item in value:
            lines.extend(_lines(item, indent + 1))
        lines.append(pad + "]")
        return lines
    lines = [pad + type(value).__name__]
    for f in dataclasses.fields(value):
        child = getattr(value, f.name)
        if f.name in _HIDDEN_FIELDS or _is_default(f, child):
            continue  # defaults are left out, so that new optional fields keep goldens stable
        child_inline = _inline(child)
        if child_inline is not None:
            lines.append(f"{pad}  {f.name}: {child_inline}")
        else:
            lines.append(f"{pad}  {f.name}:")
            lines.extend(_lines(child, indent + 2))
    return lines


def to_json(value: Any) -> Any:
    """``value`` as JSON-ready data: dataclasses become objects with a ``node`` key."""
    if isinstance(value, enum.Enum):
        return value.value
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, tuple | list):
        return [to_json(item) for item in value]
    if dataclasses.is_dataclass(value):
        data: dict[str, Any] = {"node": type(value).__name__}
        for f in dataclasses.fields(value):
            if f.name not in _HIDDEN_FIELDS:
                data[f.name] = to_json(getattr(value, f.name))
        return data
    return repr(value)
