"""The review page's HTML: card faces, IR, highlighted Python, diagnostics, code diffs.

One self-contained page: inline CSS, no script, no font or image from
anywhere, so it opens the same offline, in CI artefacts and in mail. Every
piece of text from a card passes through :func:`esc` (HTML-escaped, quotes
too): card names and texts may hold anything.
"""

from __future__ import annotations

import html
import io
import keyword
import re
import token
import tokenize
from dataclasses import dataclass, field

# Mana symbol colours (background, text).
_PIP_COLORS = {
    "W": ("#f8f4dc", "#3b3526"), "U": ("#aad4ef", "#0b3a5c"), "B": ("#c9c2bf", "#1c1512"),
    "R": ("#f3a98c", "#5a160a"), "G": ("#9fd3b2", "#0d3d22"), "C": ("#d8d4d0", "#333"),
}
_GENERIC = ("#cfc9c4", "#222")
# Card frame colours by colour identity (one colour, several, none).
_FRAMES = {
    "W": "#efe9d2", "U": "#c3dcef", "B": "#bfb7b3", "R": "#efc1ad", "G": "#bfdcc6",
    "multi": "#e7cf86", "none": "#d9d6d2",
}
_MANA = re.compile(r"\{([^{}]*)\}")


def esc(text: object) -> str:
    """Any value as HTML text: escaped, quotes included (safe in attributes too)."""
    return html.escape(str(text), quote=True)


@dataclass
class CardView:
    """What the page shows of one card (all plain text; escaping happens here)."""

    anchor: str
    path: str
    status: str  # "ok" or "error"
    names: dict[str, str] = field(default_factory=dict)  # lang → name
    cost: str = ""
    types: dict[str, str] = field(default_factory=dict)  # lang → type line
    texts: dict[str, list[str]] = field(default_factory=dict)  # lang → ability lines
    pt: str = ""
    loyalty: str = ""
    ir: str = ""
    python: str = ""
    diagnostics: list[str] = field(default_factory=list)  # rendered as text, no colour
    diff: list[str] | None = None  # unified diff lines of the generated code, if asked
    back: CardView | None = None  # the back face of a double-faced card (712)


def mana_pips(cost: str) -> str:
    """A mana cost as coloured pips ({2}{W}{W} → three circles); unknown text stays text."""
    out = []
    position = 0
    for match in _MANA.finditer(cost):
        if match.start() > position:
            out.append(esc(cost[position : match.start()]))
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
            f'title="{esc(match.group())}">{esc(label)}</span>'
        )
        position = match.end()
    if position < len(cost):
        out.append(esc(cost[position:]))
    return "".join(out)


def frame_color(cost: str) -> str:
    """The card frame's colour from the coloured symbols of its cost."""
    colors = {ch for symbol in _MANA.findall(cost.upper()) for ch in symbol if ch in "WUBRG"}
    if not colors:
        return _FRAMES["none"]
    return _FRAMES[next(iter(colors))] if len(colors) == 1 else _FRAMES["multi"]


# --- a small Python highlighter (the standard tokenize module; no dependency) ---------


def highlight_python(code: str) -> str:
    """Python source as HTML with spans for keywords, strings, comments, numbers, names."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return esc(code)
    lines = code.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    out: list[str] = []
    position = 0
    previous = ""
    for tok in tokens:
        if tok.type in (token.ENDMARKER, token.DEDENT, token.INDENT) or tok.start[0] > len(lines):
            continue
        start = offsets[tok.start[0] - 1] + tok.start[1]
        end = offsets[tok.end[0] - 1] + tok.end[1] if tok.end[0] <= len(lines) else len(code)
        if start < position:
            continue
        out.append(esc(code[position:start]))
        text = code[start:end]
        css = _token_class(tok, previous)
        out.append(f'<span class="{css}">{esc(text)}</span>' if css else esc(text))
        position = end
        if tok.type not in (token.NL, token.NEWLINE, token.COMMENT):
            previous = tok.string
    out.append(esc(code[position:]))
    return "".join(out)


def _token_class(tok: tokenize.TokenInfo, previous: str) -> str:
    if tok.type == token.COMMENT:
        return "c"
    if tok.type == token.STRING:
        return "s"
    if tok.type == token.NUMBER:
        return "n"
    if tok.type == token.NAME:
        if keyword.iskeyword(tok.string):
            return "k"
        if previous in ("class", "def"):
            return "d"
        if tok.string[:1].isupper():
            return "t"  # a class or enum of the runtime
    return ""


# --- the page ----------------------------------------------------------------------


def _face(card: CardView) -> str:
    names = [card.names[lang] for lang in ("ja", "en") if card.names.get(lang)]
    title = esc(names[0]) if names else esc(card.path)
    subtitle = f'<div class="sub">{esc(names[1])}</div>' if len(names) > 1 else ""
    types = "".join(f'<div class="typeline" lang="{lang}">{esc(card.types[lang])}</div>'
                    for lang in ("ja", "en") if card.types.get(lang))
    boxes = []
    for lang in ("ja", "en"):
        lines = card.texts.get(lang)
        if lines:
            body = "".join(f"<p>{esc(line)}</p>" for line in lines)
            boxes.append(f'<div class="rules" lang="{lang}">{body}</div>')
    text_box = "".join(boxes) or '<div class="rules empty">(no rules text)</div>'
    stats = card.pt or (f"◇{card.loyalty}" if card.loyalty else "")
    stat_box = f'<div class="pt">{esc(stats)}</div>' if stats else ""
    return (
        f'<div class="face" style="--frame:{frame_color(card.cost)}">'
        f'<div class="namebar"><div><div class="name">{title}</div>{subtitle}</div>'
        f'<div class="cost">{mana_pips(card.cost)}</div></div>'
        f'<div class="art"></div>{types}<div class="textbox">{text_box}</div>{stat_box}</div>'
    )


def _card_section(card: CardView) -> str:
    badge = '<span class="badge ok">compiled</span>' if card.status == "ok" else \
        '<span class="badge err">rejected</span>'
    diagnostics = ""
    if card.diagnostics:
        items = "".join(f"<pre class=\"diag\">{esc(d)}</pre>" for d in card.diagnostics)
        diagnostics = f'<div class="panel diags"><h3>Diagnostics ({len(card.diagnostics)})</h3>{items}</div>'
    python = (f'<pre class="code">{highlight_python(card.python)}</pre>' if card.python
              else '<p class="none">No code: the card did not compile.</p>')
    ir_text = f'<pre class="ir">{esc(card.ir)}</pre>' if card.ir else '<p class="none">No IR.</p>'
    diff = ""
    if card.diff:
        diff = f'<div class="panel diff"><h3>Generated code: what changed</h3>{render_diff(card.diff)}</div>'
    return (
        f'<section class="card" id="{esc(card.anchor)}">'
        f'<header><h2>{esc(" / ".join(card.names.values()) or card.path)}</h2>{badge}'
        f'<span class="path">{esc(card.path)}</span></header>'
        f'<div class="row">{_face(card)}{_face(card.back) if card.back is not None else ""}'
        f'<div class="panel"><h3>IR</h3>{ir_text}</div>'
        f'<div class="panel wide"><h3>Python</h3>{python}</div></div>'
        f"{diagnostics}{diff}</section>"
    )


def render_diff(lines: list[str]) -> str:
    """A unified diff as HTML lines (added, removed, context, hunk headers)."""
    if not lines:
        return '<p class="none">No change.</p>'
    rows = []
    for line in lines:
        css = ("add" if line.startswith("+") and not line.startswith("+++") else
               "del" if line.startswith("-") and not line.startswith("---") else
               "hunk" if line.startswith("@@") else "meta" if line.startswith(("+++", "---")) else "")
        rows.append(f'<span class="{css}">{esc(line)}</span>' if css else esc(line))
    return '<pre class="udiff">' + "\n".join(rows) + "</pre>"


def render_page(title: str, cards: list[CardView], against: str | None, notes: list[str]) -> str:
    """The whole review page."""
    compiled = sum(1 for c in cards if c.status == "ok")
    changed = [c for c in cards if c.diff]
    index = "".join(
        f'<a class="chip {"ok" if c.status == "ok" else "err"}{" changed" if c.diff else ""}" '
        f'href="#{esc(c.anchor)}">{esc(c.names.get("en") or c.names.get("ja") or c.path)}</a>'
        for c in cards
    )
    summary = f"{len(cards)} cards: {compiled} compiled, {len(cards) - compiled} rejected"
    if against is not None:
        summary += f"; generated code compared with {against}: {len(changed)} changed"
    note_html = "".join(f'<p class="note">{esc(n)}</p>' for n in notes)
    body = "".join(_card_section(card) for card in cards)
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<meta name=\"viewport\" content=\"width=device-width\"><title>{esc(title)}</title>"
        f"<style>{CSS}</style></head><body>"
        f"<div class=\"top\"><h1>ofuda review <small>{esc(title)}</small></h1>"
        f"<p class=\"summary\">{esc(summary)}</p>{note_html}<nav>{index}</nav></div>"
        f"<main>{body}</main></body></html>\n"
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
.code .k{color:#8a3ab9;font-weight:600}.code .s{color:#a8551b}.code .c{color:#7a7f87;font-style:italic}
.code .n{color:#0d7377}.code .d{color:#1f5fbf;font-weight:700}.code .t{color:#2b6a3a}
.diags{margin-top:12px}.diag{background:#fff6f5;border-color:#f3c5bf;color:#5c1510;white-space:pre;margin-bottom:6px}
.diff{margin-top:12px}.udiff .add{background:#e6f6ea;color:#1b5e2c;display:inline-block;width:100%}
.udiff .del{background:#fdeceb;color:#8c1d16;display:inline-block;width:100%}
.udiff .hunk{color:#6b4fbb}.udiff .meta{color:var(--muted)}
@media (max-width:1100px){.row{grid-template-columns:300px 1fr}.row .wide{grid-column:1/-1}}
"""
