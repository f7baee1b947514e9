"""Diagnostics: the values every pass reports problems as (:mod:`.diagnostic`), and how they
are shown to people and scripts (:mod:`.report`)."""

from __future__ import annotations

from .diagnostic import Diagnostic, Severity, error, has_errors

__all__ = ["Diagnostic", "Severity", "error", "has_errors"]
