"""The hostile inputs `make fuzz` generates (tools/fuzz.py runs them).

Each generator takes a seeded ``random.Random`` and returns a :class:`Case`: the files of a
small card folder (bytes, or a special entry: a folder, a symlink, a FIFO), the command
lines to run on it, and what the case knows about where its errors must be reported (the
line and column of a byte that is not UTF-8, of a number past the bound, …). The kinds are
those issue 17 found: numbers that expand, huge and long-lined files, encodings, folder
entries that are not card files, module-name collisions, deck lists, JSON card lists and bad
command lines, mixed with mutations of real cards.
"""

from __future__ import annotations

import codecs
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS_SRC = ROOT / "cards_src"

# Special folder entries (the value of a path in Case.files that is not bytes).
FOLDER = "<folder>"
FIFO = "<fifo>"
DEV_ZERO = "<symlink /dev/zero>"
LOOP = "<symlink loop>"
DANGLING = "<dangling symlink>"
UP = "<symlink ..>"


@dataclass
class Case:
    """One fuzz case: the files of its folder, the commands to run, what to expect."""

    kind: str
    files: dict[str, bytes | str]
    commands: list[list[str]]
    # (file, code, line, column) a diagnostic must be reported at
    expected: list[tuple[str, str, int, int]] = field(default_factory=list)
    # file names that must compile (the good cards beside the hostile ones)
    good: list[str] = field(default_factory=list)


def _real_cards() -> list[bytes]:
    files = (
        sorted((CARDS_SRC / "avr").glob("*.card"))[:244:3]
        + sorted((CARDS_SRC / "m20").glob("*.card"))[::9]
    )
    return [path.read_bytes() for path in files]


REAL = _real_cards()
GOOD_CARD = (CARDS_SRC / "avr" / "041-zealous-strike.card").read_bytes()

HOSTILE = [
    "\u0301",
    "\u200f",
    "\u202e",
    "\u200b",
    "\ufeff",
    "\x00",
    "\x1b[31m",
    "\r",
    "\t",
    "\u3000",
    "ＡＢＣ",
    "１２３",
    "＋",
    "／",
    "：",
    "｛",
    "｝",
    "「",
    "」",
    "（",
    "）",
    "(",
    ")",
    "{",
    "}",
    "{T}",
    "{W/P}",
    "—",
    "―",
    "・",
    "、",
    "。",
    "CARDNAME",
    "9" * 18,
    "９" * 12,
    "²",
    "\U0001f409",
    "name:",
    "ja:",
    "en:",
    "type:",
    "pt:",
    "cost:",
    "#",
    " / ",
    "\\",
    '"""',
    "'",
    "{{ x }}",
    "%s",
    "\n",
    "\n\n",
    "  ",
    "Flying, ",
    "飛行、",
    "{99999999}",
    "+99999/+0",
]


def _junk(rng: random.Random, size: int) -> str:
    parts = []
    for _ in range(size):
        if rng.random() < 0.7:
            parts.append(rng.choice(HOSTILE))
        else:
            parts.append(
                "".join(chr(rng.randrange(0x20, 0x3100)) for _ in range(rng.randrange(1, 5)))
            )
    return "".join(parts)


def _mutate(rng: random.Random, data: bytes) -> bytes:
    text = data.decode("utf-8")
    for _ in range(rng.randrange(1, 6)):
        lines = text.split("\n")
        action = rng.choice(["truncate", "swap", "insert", "delete", "dup", "replace"])
        if action == "truncate":
            text = text[: rng.randrange(len(text) + 1)]
        elif action == "swap" and len(lines) > 1:
            i = rng.randrange(len(lines) - 1)
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
            text = "\n".join(lines)
        elif action == "insert":
            at = rng.randrange(len(text) + 1)
            text = text[:at] + _junk(rng, rng.randrange(1, 4)) + text[at:]
        elif action == "delete" and lines:
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif action == "dup" and lines:
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif action == "replace" and text:
            at = rng.randrange(len(text))
            text = text[:at] + rng.choice(HOSTILE) + text[at + 1 :]
    return text.encode("utf-8", "surrogatepass")


def _position(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of a character offset."""
    before = text[:offset]
    return before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1


def mutated_card(rng: random.Random) -> Case:
    """A real card, mutated a few times, beside a good card."""
    data = _mutate(rng, rng.choice(REAL))
    return _card_case("mutated", {"fuzz.card": data}, rng)


def hostile_card(rng: random.Random) -> Case:
    """A card file whose every value is junk."""
    values = [
        f"name: {_junk(rng, 3)} / {_junk(rng, 2)}",
        f"type: {_junk(rng, 3)}",
        f"cost: {_junk(rng, 2)}",
        f"pt: {_junk(rng, 2)}",
        f"loyalty: {_junk(rng, 1)}",
        "ja:",
        f"  {_junk(rng, 6)}",
        "en:",
        f"  {_junk(rng, 6)}",
    ]
    rng.shuffle(values)
    text = "\n".join(values[: rng.randrange(len(values) + 1)])
    return _card_case("hostile", {"fuzz.card": text.encode("utf-8", "surrogatepass")}, rng)


def big_number(rng: random.Random) -> Case:
    """A real-looking ability with a number past the bound (the 71-byte card of issue 17)."""
    digits = str(rng.randrange(1001, 10 ** rng.randrange(4, 40)))
    body, head = rng.choice(
        [
            ("{T}: Add {N} to your mana pool.", "name: Big\ntype: Artifact\nen:\n  "),
            (
                "Creatures you control get +N/+0 until end of turn.",
                "name: Big\ntype: Instant\nen:\n  ",
            ),
            ("Flying", "name: Big\ntype: Creature — Bear\npt: N/1\nen:\n  "),
            ("Draw a card.", "name: Big\ncost: {N}\ntype: Sorcery\nen:\n  "),
            ("あなたはＮ点のライフを得る。", "name: 大\ntype: ソーサリー\nja:\n  "),
        ]
    )
    shown = (
        digits.translate(str.maketrans("0123456789", "０１２３４５６７８９"))
        if "Ｎ" in body
        else digits
    )
    text = (head + body).replace("N", digits).replace("Ｎ", shown) + "\n"
    offset = text.index(shown)
    line, column = _position(text, offset)
    case = _card_case("number", {"big.card": text.encode("utf-8")}, rng)
    case.expected.append(("big.card", "E018", line, column))
    return case


def long_lines(rng: random.Random) -> Case:
    """Long lines, many lines, a file at or past the size limit."""
    choice = rng.randrange(5)
    if choice == 0:
        text = (
            "name: A\ntype: Creature — Bear\npt: 1/1\nja:\n  "
            + "飛行、" * rng.randrange(300, 30000)
            + "\n"
        )
    elif choice == 1:
        text = "name: A\ntype: Instant\nen:\n" + "  x\n" * rng.randrange(100, 16000)
    elif choice == 2:
        text = "name: A\ntype: Instant\nen:\n" + "  Flying,\n" * rng.randrange(100, 6000)
    elif choice == 3:
        text = "".join(f"f{i}: x\n" for i in range(rng.randrange(100, 9000)))
    else:
        text = "name: A\ntype: Instant\nen:\n  Draw a card.\n" + "#" * rng.randrange(60_000, 70_000)
    return _card_case("long", {"long.card": text.encode("utf-8")}, rng)


def encoding(rng: random.Random) -> Case:
    """A real card in an encoding an editor may write: every UTF-8 is read, the rest is E000
    at the first byte that is not UTF-8."""
    text = rng.choice(REAL).decode("utf-8")
    ending = rng.choice(["\n", "\r\n", "\r"])
    text = text.replace("\n", ending)
    kind = rng.choice(["utf-8", "bom", "latin-1", "shift_jis", "utf-16", "cp1252", "bytes"])
    if kind == "utf-8":
        data = text.encode("utf-8")
    elif kind == "bom":
        data = codecs.BOM_UTF8 + text.encode("utf-8")
    elif kind == "bytes":
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
    else:
        data = text.encode(kind, "replace") + (
            "é".encode("latin-1") if kind in ("latin-1", "cp1252") else b""
        )
    case = _card_case("encoding", {"enc.card": data}, rng)
    bad = _first_bad_byte(data)
    if bad is not None:
        good = data[:bad].removeprefix(codecs.BOM_UTF8).decode("utf-8")
        good = good.replace("\r\n", "\n").replace("\r", "\n")
        case.expected.append(("enc.card", "E000", *_position(good, len(good))))
    return case


def _first_bad_byte(data: bytes) -> int | None:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as failure:
        return failure.start
    return None


def folder_entries(rng: random.Random) -> Case:
    """A folder of cards with entries that are not card files, and names that collide."""
    files: dict[str, bytes | str] = {"good.card": GOOD_CARD}
    for _ in range(rng.randrange(1, 6)):
        entry = rng.choice(
            [
                ("x.card", FOLDER),
                ("fifo.card", FIFO),
                ("zero.card", DEV_ZERO),
                ("loop.card", LOOP),
                ("dangling.card", DANGLING),
                ("sub/up", UP),
                ("a" * rng.randrange(100, 240) + ".card", rng.choice(REAL)),
                ("a-b.card", rng.choice(REAL)),
                ("a_b.card", rng.choice(REAL)),
                ("A B.card", rng.choice(REAL)),
                ("deep/" * rng.randrange(1, 30) + "d.card", rng.choice(REAL)),
                ("²².card", rng.choice(REAL)),
                ("sub/x.card/inner.card", rng.choice(REAL)),
            ]
        )
        files[entry[0]] = entry[1]
    jobs = rng.choice(["1", "2"])
    return Case(
        "folder",
        files,
        [
            ["check", "{dir}", "--format", "json", "-j", jobs],
            ["compile", "{dir}", "-o", "{out}", "-q", "-j", jobs],
            rng.choice([["fmt", "{dir}", "--check"], ["export", "{dir}"], ["ir", "{dir}"]]),
        ],
        good=["good.card"],
    )


def deck_list(rng: random.Random) -> Case:
    """A deck list: export formats, sections, sizes, copies, junk, encodings."""
    lines = [
        rng.choice(
            [
                "name: Fuzz",
                "format: " + rng.choice(["constructed", "limited", "free", "構築", "junk"]),
                "# comment",
                "",
            ]
        )
    ]
    names = [
        "Plains",
        "Island",
        "平地",
        "Zealous Strike",
        "盲信の一撃",
        "Thraben Valiant",
        "No Such Card",
    ]
    for _ in range(rng.randrange(0, 12)):
        count = rng.choice(["1", "4", "17", "40", "999", "0", "４"])
        lines.append(
            rng.choice(
                [
                    f"{count} {rng.choice(names)}",
                    f"{count}x {rng.choice(names)}",
                    f"{count} {rng.choice(names)} (AVR) 41",
                    "Sideboard",
                    "サイドボード",
                    f"SB: {count} {rng.choice(names)}",
                    _junk(rng, 2),
                ]
            )
        )
    text = "\n".join(lines) + "\n"
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.2:
        data = rng.choice(
            [
                codecs.BOM_UTF8 + data,
                data.replace(b"\n", b"\r\n"),
                text.encode("utf-16"),
                bytes(rng.randrange(256) for _ in range(200)),
            ]
        )
    good_deck = b"format: free\n10 Plains\n4 Zealous Strike\n"
    return Case(
        "deck",
        {"cards/good.card": GOOD_CARD, "a.deck": data, "b.deck": good_deck},
        [
            [
                "play",
                "--deck",
                "{dir}/a.deck",
                "--deck",
                "{dir}/b.deck",
                "--cards",
                "{dir}/cards",
                "--max-turns",
                "3",
                "--seed",
                str(rng.randrange(100)),
            ]
        ],
    )


def card_list(rng: random.Random) -> Case:
    """A JSON card list for `ofuda import`: cards, and values that are not."""

    def value(depth: int) -> object:
        kinds = ["str", "int", "null", "bool", "list", "dict", "float"]
        kind = rng.choice(kinds if depth < 3 else kinds[:4])
        if kind == "str":
            return _junk(rng, rng.randrange(0, 3))
        if kind == "int":
            return rng.randrange(-10, 10**6)
        if kind == "float":
            return rng.random()
        if kind == "bool":
            return rng.random() < 0.5
        if kind == "list":
            return [value(depth + 1) for _ in range(rng.randrange(0, 3))]
        if kind == "dict":
            return {
                rng.choice(["name_en", "type_en", "text_en", "x"]): value(depth + 1)
                for _ in range(2)
            }
        return None

    cards = []
    for _ in range(rng.randrange(0, 4)):
        if rng.random() < 0.7:
            cards.append(
                {
                    "number": str(rng.randrange(300)),
                    "name_en": _junk(rng, 1) or "A",
                    "type_en": rng.choice(["Instant", "Creature — Bear", _junk(rng, 1)]),
                    "text_en": rng.choice(["Draw a card.", _junk(rng, 3)]),
                    "power": rng.choice([None, "2", 2]),
                    "toughness": rng.choice([None, "2"]),
                }
            )
        else:
            cards.append(value(0))
    data = json.dumps(
        rng.choice([cards, {"cards": cards}, value(0)]), ensure_ascii=rng.random() < 0.5
    )
    raw = data.encode("utf-8", "surrogatepass")
    if rng.random() < 0.2:
        raw = raw[: rng.randrange(len(raw) + 1)]
    return Case("json", {"list.json": raw}, [["import", "{dir}/list.json", "-o", "{out}"]])


def command_line(rng: random.Random) -> Case:
    """A command line with bad or odd arguments."""
    deck = "{dir}/a.deck"
    commands = [
        [
            "play",
            "--deck",
            deck,
            "--deck",
            deck,
            "--max-turns",
            rng.choice(["-5", "0", "x", "3"]),
            "--cards",
            "{dir}/cards",
        ],
        [
            "sim",
            "--deck",
            deck,
            "--deck",
            deck,
            "--games",
            rng.choice(["0", "-1", "2", "x"]),
            "--cards",
            "{dir}/cards",
            "--max-turns",
            rng.choice(["-5", "2"]),
        ],
        ["play", "--deck", deck, "--max-turns", "2", "--cards", "{dir}/cards"],
        [
            "play",
            "--deck",
            deck,
            "--deck",
            deck,
            "--agent",
            "heuristic",
            "--agent",
            "random",
            "--agent",
            "random",
        ],
        [
            "compile",
            "{dir}/cards",
            "-o",
            rng.choice(["{dir}/a.deck", "{dir}/dangling", "{dir}/cards", "{dir}"]),
        ],
        ["check", "{dir}/cards", "-j", rng.choice(["0", "-3", "x", "2"])],
        ["export", "{dir}/cards", "--format", rng.choice(["json", "xml"])],
        ["import", "{dir}/a.deck", "-o", "{out}"],
        ["render", "{dir}/cards", "--lang", rng.choice(["ja", "en", "fr"])],
        ["explain", "--code", rng.choice(["E101", "E999", "X1", "E018"])],
        [rng.choice(["frobnicate", "--help", "--version"])],
    ]
    deck_text = b"format: free\n10 Plains\n4 Zealous Strike\n"
    return Case(
        "argv",
        {"cards/good.card": GOOD_CARD, "a.deck": deck_text, "dangling": DANGLING},
        [rng.choice(commands)],
    )


def _card_case(kind: str, files: dict[str, bytes | str], rng: random.Random) -> Case:
    files = {**files, "zz-good.card": GOOD_CARD}
    commands = [
        ["check", "{dir}", "--format", "json", "-j", "1"],
        ["compile", "{dir}", "-o", "{out}", "-q", "-j", "1"],
    ]
    extra = [["export", "{dir}"], ["fmt", "{dir}", "--check"], ["ir", "{dir}", "--format", "json"],
             ["render", "{dir}", "--lang", rng.choice(["ja", "en"])]]
    commands.extend(command for command in extra if rng.random() < 0.25)
    return Case(kind, files, commands, good=["zz-good.card"])


GENERATORS = {
    "mutated": (mutated_card, 6),
    "hostile": (hostile_card, 4),
    "number": (big_number, 2),
    "long": (long_lines, 1),
    "encoding": (encoding, 2),
    "folder": (folder_entries, 2),
    "deck": (deck_list, 2),
    "json": (card_list, 2),
    "argv": (command_line, 2),
}


def generate(seed: int, index: int) -> Case:
    """Case ``index`` of the run seeded ``seed`` (the same pair always gives the same case)."""
    rng = random.Random(f"{seed}:{index}")
    kinds = list(GENERATORS)
    weights = [GENERATORS[kind][1] for kind in kinds]
    kind = rng.choices(kinds, weights)[0]
    return GENERATORS[kind][0](rng)
