"""The review page's HTML: card faces, what each card does, its canonical text, IR, highlighted
Python, diagnostics and code diffs.

One self-contained page: inline CSS, no script, no font or image from anywhere, so it opens the
same offline, in CI artefacts and in mail. It is rendered from a Jinja2 template
(``templates/review.html.j2``) with autoescape on: every piece of text from a card is escaped
there (card names and texts may hold anything); the only markup passed in is built here from
escaped text (mana pips) or by Pygments (highlighted Python and diffs).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

import jinja2
from markupsafe import Markup, escape
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import DiffLexer, PythonLexer

# Mana symbol colours (background, text).
_PIP_COLORS = {
    "W": ("#f8f4dc", "#3b3526"),
    "U": ("#aad4ef", "#0b3a5c"),
    "B": ("#c9c2bf", "#1c1512"),
    "R": ("#f3a98c", "#5a160a"),
    "G": ("#9fd3b2", "#0d3d22"),
    "C": ("#d8d4d0", "#333"),
}
_GENERIC = ("#cfc9c4", "#222")
# Card frame colours by colour identity (one colour, several, none).
_FRAMES = {
    "W": "#efe9d2",
    "U": "#c3dcef",
    "B": "#bfb7b3",
    "R": "#efc1ad",
    "G": "#bfdcc6",
    "multi": "#e7cf86",
    "none": "#d9d6d2",
}
_MANA = re.compile(r"\{([^{}]*)\}")


@dataclass
class CardView:
    """What the page shows of one card (plain text; the template escapes it)."""

    anchor: str
    path: str
    status: str  # "ok" or "error"
    names: dict[str, str] = field(default_factory=dict)  # lang → name
    cost: str = ""
    types: dict[str, str] = field(default_factory=dict)  # lang → type line
    texts: dict[str, list[str]] = field(default_factory=dict)  # lang → ability lines as written
    pt: str = ""
    loyalty: str = ""
    # lang → the canonical text rendered from the IR (current templating), in both languages
    # whatever the card was written in; a line saying why where it cannot be rendered
    canonical: dict[str, list[str]] = field(default_factory=dict)
    summary: list[str] = field(default_factory=list)  # what it does, one line an ability
    ir: str = ""
    python: str = ""
    diagnostics: list[str] = field(default_factory=list)  # rendered as text, no colour
    diff: list[str] | None = None  # unified diff lines of the generated code, if asked
    back: CardView | None = None  # the back face of a double-faced card (712)

    @property
    def title(self) -> str:
        """The name on the face: Japanese first where there is one."""
        names = [self.names[lang] for lang in ("ja", "en") if self.names.get(lang)]
        return names[0] if names else self.path

    @property
    def subtitle(self) -> str:
        """The other language's name, under the title."""
        names = [self.names[lang] for lang in ("ja", "en") if self.names.get(lang)]
        return names[1] if len(names) > 1 else ""

    @property
    def stats(self) -> str:
        """Power/toughness, or loyalty."""
        return self.pt or (f"◇{self.loyalty}" if self.loyalty else "")

    @property
    def frame(self) -> str:
        """The frame colour of the face."""
        return frame_color(self.cost)

    @property
    def pips(self) -> Markup:
        """The mana cost as coloured pips."""
        return mana_pips(self.cost)

    @property
    def python_html(self) -> Markup:
        """The generated module, highlighted."""
        return highlight_python(self.python)

    @property
    def diff_html(self) -> Markup:
        """The diff of the generated module, highlighted."""
        return highlight_diff(self.diff or [])


def mana_pips(cost: str) -> Markup:
    """A mana cost as coloured pips ({2}{W}{W} → three circles); unknown text stays text."""
    out: list[str] = []
    position = 0
    for match in _MANA.finditer(cost):
        if match.start() > position:
            out.append(escape(cost[position : match.start()]))
        symbol = match.group(1).upper()
        parts = [part for part in symbol.split("/") if part]
        colors = [_PIP_COLORS.get(part, _GENERIC) for part in parts] or [_GENERIC]
        if len(colors) > 1:
            background = f"linear-gradient(135deg,{colors[0][0]} 50%,{colors[1][0]} 50%)"
        else:
            background = colors[0][0]
        label = "" if len(parts) > 1 else symbol
        out.append(
            f'<span class="pip" style="background:{background};color:{colors[0][1]}" '
            f'title="{escape(match.group())}">{escape(label)}</span>'
        )
        position = match.end()
    if position < len(cost):
        out.append(escape(cost[position:]))
    return Markup("".join(out))


def frame_color(cost: str) -> str:
    """The card frame's colour from the coloured symbols of its cost."""
    colors = {ch for symbol in _MANA.findall(cost.upper()) for ch in symbol if ch in "WUBRG"}
    if not colors:
        return _FRAMES["none"]
    return _FRAMES[next(iter(colors))] if len(colors) == 1 else _FRAMES["multi"]


# --- highlighting (Pygments; its HTML escapes the source) ---------------------------------

_FORMATTER = HtmlFormatter(nowrap=True, style="friendly")


def highlight_python(code: str) -> Markup:
    """Python source as HTML with Pygments' token classes (``k`` keyword, ``nc`` class name…)."""
    return Markup(highlight(code, PythonLexer(), _FORMATTER))


def highlight_diff(lines: list[str]) -> Markup:
    """A unified diff as HTML: ``gi`` added lines, ``gd`` removed, ``gu`` hunk headers."""
    return Markup(highlight("\n".join(lines) + "\n", DiffLexer(), _FORMATTER))


# --- the page ----------------------------------------------------------------------------


@functools.cache
def _template() -> jinja2.Template:
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("ofuda.cli", "templates"),
        autoescape=True,  # every value is text unless it is Markup built above
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return environment.get_template("review.html.j2")


def render_page(title: str, cards: list[CardView], against: str | None, notes: list[str]) -> str:
    """The whole review page."""
    compiled = sum(1 for c in cards if c.status == "ok")
    summary = f"{len(cards)} cards: {compiled} compiled, {len(cards) - compiled} rejected"
    if against is not None:
        changed = sum(1 for c in cards if c.diff)
        summary += f"; generated code compared with {against}: {changed} changed"
    # Pygments' rules first, so that the page's own (the <pre> layout) win where both speak.
    css = _FORMATTER.get_style_defs(".code") + _FORMATTER.get_style_defs(".udiff") + CSS
    return (
        _template().render(title=title, summary=summary, notes=notes, cards=cards, css=Markup(css))
        + "\n"
    )


CSS = """
:root{--ink:#1d1b19;--muted:#6b645d;--line:#e2ddd6;--bg:#f6f3ee;--panel:#fff;
--ok:#2f7d4a;--err:#b3261e;--mono:"DejaVu Sans Mono","Noto Sans Mono CJK JP",ui-monospace,monospace;
--sans:"Noto Sans CJK JP","Noto Sans JP","Hiragino Sans","DejaVu Sans",sans-serif}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.5 var(--sans)}
.top{background:#24201c;color:#f3ede4;padding:18px 28px 14px}
.top h1{margin:0;font-size:22px;letter-spacing:.02em}.top h1 small{color:#b9ae9f;font-weight:400;margin-left:8px}
.summary{margin:6px 0 10px;color:#d9cfc2}.note{margin:4px 0;color:#f0c27b}
nav{display:flex;flex-wrap:wrap;gap:6px}
.chip{font-size:12px;padding:2px 9px;border-radius:999px;text-decoration:none;color:#f3ede4;
border:1px solid #5b534b}.chip.ok{border-color:#3f8f5b}.chip.err{border-color:#c0453c;color:#ffb4ab}
.chip.changed{background:#4a3f16}
main{padding:18px 28px}
.card{background:var(--panel);border:1px solid var(--line);border-radius:12px;margin:0 0 22px;
padding:14px 16px;box-shadow:0 1px 2px rgba(0,0,0,.05)}
.card>header{display:flex;align-items:center;gap:12px;margin-bottom:10px}
.card h2{font-size:17px;margin:0}.path{color:var(--muted);font:12px var(--mono);margin-left:auto}
.badge{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.06em;padding:2px 8px;border-radius:4px}
.badge.ok{background:#e3f3e8;color:var(--ok)}.badge.err{background:#fde7e4;color:var(--err)}
.row{display:grid;grid-template-columns:300px minmax(220px,1fr) minmax(320px,1.6fr);gap:14px;align-items:start}
.panel{min-width:0}.panel h3{margin:0 0 6px;font-size:12px;text-transform:uppercase;letter-spacing:.08em;color:var(--muted)}
pre{margin:0;white-space:pre-wrap;word-break:break-word;font:12px/1.45 var(--mono);background:#faf8f5;
border:1px solid var(--line);border-radius:8px;padding:10px;overflow:auto;max-height:520px}
.none{color:var(--muted);font-style:italic;margin:0}
.face{position:relative;width:300px;background:var(--frame);border:10px solid #1b1815;border-radius:14px;
padding:8px;box-shadow:0 2px 6px rgba(0,0,0,.25)}
.faces{display:flex;flex-direction:column;gap:14px}
.namebar{display:flex;justify-content:space-between;align-items:center;gap:6px;background:#fbf8f1;
border:1px solid rgba(0,0,0,.35);border-radius:8px;padding:4px 8px}
.name{font-weight:700;font-size:14px;line-height:1.25}.sub{font-size:11px;color:var(--muted)}
.cost{white-space:nowrap}
.pip{display:inline-flex;align-items:center;justify-content:center;width:19px;height:19px;border-radius:50%;
margin-left:2px;font:700 11px/1 var(--sans);box-shadow:-1px 1px 0 rgba(0,0,0,.55)}
.art{height:70px;margin:6px 2px;border-radius:4px;border:1px solid rgba(0,0,0,.35);
background:linear-gradient(160deg,rgba(255,255,255,.55),rgba(0,0,0,.12)),var(--frame)}
.typeline{background:#fbf8f1;border:1px solid rgba(0,0,0,.35);border-radius:6px;padding:2px 8px;
font-size:12px;font-weight:600;margin:3px 0}
.textbox{background:#fdfbf6;border:1px solid rgba(0,0,0,.3);border-radius:4px;margin-top:6px;padding:6px 8px;min-height:90px}
.rules p{margin:0 0 5px;font-size:12.5px;line-height:1.45}.rules[lang=ja]{border-bottom:1px dashed #cfc6b8;margin-bottom:6px}
.rules[lang=ja]:last-child{border-bottom:0}.rules.empty{color:var(--muted);font-style:italic}
.pt{position:absolute;right:10px;bottom:-6px;background:#fbf8f1;border:2px solid #1b1815;border-radius:8px;
padding:1px 10px;font-weight:800;font-size:15px}
.diags{margin-top:12px}.diag{background:#fff6f5;border-color:#f3c5bf;color:#5c1510;margin-bottom:6px}
.diff{margin-top:12px}
@media (max-width:1100px){.row{grid-template-columns:300px 1fr}.row .wide{grid-column:1/-1}}
.does{margin:0 0 10px;padding-left:18px}.does li{margin:0 0 4px}
.canon{background:#faf8f5;border:1px solid var(--line);border-radius:8px;padding:6px 10px;margin:0 0 8px}
.canon p{margin:0 0 4px;overflow-wrap:anywhere}.panel h3+*{margin-top:0}
"""
