"""The cards a deck list is checked against, compiled once per set of card folders.

Compiling a folder of cards for a deck takes seconds (every card compiled and
its module loaded), so a catalogue is built once, off the editor's thread, and
kept until a card file changes.
"""

from __future__ import annotations

import threading
from pathlib import Path

from . import compile_bridge as bridge


class DeckCards:
    """Catalogues of compiled cards by the card folders they were built from."""

    def __init__(self) -> None:
        self._catalogues: dict[tuple[str, ...], bridge.Catalogue] = {}
        self._lock = threading.Lock()

    @staticmethod
    def key(folders: list[Path]) -> tuple[str, ...]:
        """The cache key of a list of card folders."""
        return tuple(sorted(folder.resolve().as_posix() for folder in folders))

    def cached(self, folders: list[Path]) -> bridge.Catalogue | None:
        """The catalogue of ``folders`` if it is built."""
        with self._lock:
            return self._catalogues.get(self.key(folders))

    def build(self, folders: list[Path]) -> bridge.Catalogue:
        """The catalogue of ``folders``, compiling them if it is not built (blocks)."""
        known = self.cached(folders)
        if known is not None:
            return known
        catalogue = bridge.catalogue_of([folder for folder in folders if folder.exists()])
        with self._lock:
            self._catalogues[self.key(folders)] = catalogue
        return catalogue

    def forget(self) -> None:
        """Drop every catalogue (a card file changed: the next deck check recompiles)."""
        with self._lock:
            self._catalogues.clear()
