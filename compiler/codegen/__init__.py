"""The codegen pass: IR → one readable Python module per card (:mod:`.generator`, with the
Jinja2 templates in templates/), the Python literals it writes (:mod:`.pyexpr`), and writing
files atomically (:mod:`.output`)."""

from __future__ import annotations

from .generator import generate_module
from .statements import ir_fields, runtime_method

__all__ = ["generate_module", "ir_fields", "runtime_method"]
