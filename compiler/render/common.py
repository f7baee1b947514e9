"""What the renderers of both languages share: the error of a node with no phrasing."""

from __future__ import annotations


class RenderError(Exception):
    """An IR node the renderer has no phrasing for (a bug to fix, never bad input)."""
