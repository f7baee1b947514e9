"""Canonical text of the keyword actions (701), both languages: 「諜報２を行う」 / "surveil 2",
「調査を行う」 / "investigate", 「増殖を行う」 / "proliferate", 「…は探検を行う」 / "… explores",
「…の上からカウンターをすべて取り除く」 / "remove all counters from …".

Mixins of the library phrases (render/library.py), whose ``library_predicate`` asks
:meth:`keyword_action_predicate` first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import ir
from .common import RenderError
from .tokens import predefined_name
from .words_en import COUNTERS as COUNTERS_EN
from .words_en import count_word
from .words_ja import COUNTERS as COUNTERS_JA


def _ja_number(value: int) -> str:
    return chr(ord("０") + value) if 0 <= value <= 9 else str(value)


def _check_clue(effect: ir.Investigate) -> None:
    """701.36a: an investigation creates one Clue token, untapped and not attacking; anything
    else has no keyword-action phrasing."""
    clue = predefined_name(effect.token, effect.abilities) == "Clue"  # reads each whole
    if not clue or effect.amount != 1 or effect.tapped or effect.attacking:
        raise RenderError("an investigation that creates anything but one Clue token")


class JapaneseKeywordActions:
    """「諜報２を」「調査を」「増殖を」「探検を」 + 「行う」, 「…の上からカウンターをすべて取り除く」."""

    if TYPE_CHECKING:  # pragma: no cover - provided by the renderer

        def reference(self, selector: Any) -> str: ...

    def keyword_action_predicate(self, effect: Any) -> tuple[str, str] | None:
        """The words before the verb and the verb of a keyword action (None: not one)."""
        if isinstance(effect, ir.Surveil):
            return f"諜報{_ja_number(effect.amount)}を", "keyword_action"  # 701.42a
        if isinstance(effect, ir.Investigate):
            _check_clue(effect)
            return "調査を", "keyword_action"  # 701.36a
        if isinstance(effect, ir.Proliferate):
            return "増殖を", "keyword_action"  # 701.27a
        if isinstance(effect, ir.Explore):
            return "探検を", "keyword_action"  # 701.40a: the subject is said before it
        if isinstance(effect, ir.RemoveAllCounters):
            return f"{self.reference(effect.obj)}の上からカウンターをすべて", "remove"  # 122.1
        if isinstance(effect, ir.RemoveCounters):  # 122.1
            # 「それぞれ」: each of several objects loses N (as damage to each, 「それぞれ」)
            each = "それぞれ" if isinstance(effect.obj, ir.EachObject) else ""
            count = _ja_number(effect.amount) if isinstance(effect.amount, int) else None
            if count is None:
                raise RenderError(f"no Japanese number for {effect.amount!r}")
            kind = f"{COUNTERS_JA[effect.kind]}カウンター"
            return f"{self.reference(effect.obj)}の上から{kind}を{each}{count}個", "remove"
        return None


class EnglishKeywordActions:
    """"surveil 2", "investigate", "proliferate", "explores", "remove all counters from …"."""

    if TYPE_CHECKING:  # pragma: no cover - provided by the renderer

        def reference(self, selector: Any) -> str: ...

    def keyword_action_predicate(self, effect: Any, third: bool) -> str | None:
        """A keyword action as a verb phrase (None: not one)."""
        s = "s" if third else ""
        if isinstance(effect, ir.Surveil):
            return f"surveil{s} {effect.amount}"  # 701.42a
        if isinstance(effect, ir.Investigate):
            _check_clue(effect)
            return f"investigate{s}"  # 701.36a
        if isinstance(effect, ir.Proliferate):
            return f"proliferate{s}"  # 701.27a
        if isinstance(effect, ir.Explore):
            return f"explore{s}"  # 701.40a
        if isinstance(effect, ir.RemoveAllCounters):
            return f"remove{s} all counters from {self.reference(effect.obj)}"  # 122.1
        if isinstance(effect, ir.RemoveCounters):  # 122.1
            if not isinstance(effect.amount, int):
                raise RenderError(f"no English number for {effect.amount!r}")
            name = COUNTERS_EN[effect.kind]
            counters = (
                f"{'an' if name[:1] in 'aeiou' else 'a'} {name}"
                if effect.amount == 1
                else f"{count_word(effect.amount)} {name}s"
            )
            return f"remove{s} {counters} from {self.reference(effect.obj)}"
        return None
