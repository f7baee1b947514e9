"""English words the renderers share: number words, articles, colours, counters, ordinals,
and P/T changes as Oracle writes them."""

from __future__ import annotations

from ofuda.runtime.definitions import Color, Controller, PlayerFilter, Step

from ..counter_kinds import NAMED_COUNTERS

# Oracle spells a count of objects as a word through twenty ("Put thirteen 2/2 black Zombie
# creature tokens …", grammar/en/45-values.lark reads them all)
NUMBER_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
)


def article(word: str) -> str:
    """"a" or "an" before ``word``."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def a_noun(noun: str) -> str:
    """One of ``noun``: "a creature", "an Angel", and "another creature" (never "an other")."""
    if noun.startswith("other "):
        return "another " + noun[len("other "):]
    return f"{article(noun)} {noun}"


def series(items: list[str], conjunction: str = "and") -> str:
    """Oracle's list: "A", "A and B", "A, B, and C" (a serial comma before the last of three or more)."""
    if len(items) <= 2:
        return f" {conjunction} ".join(items)
    return ", ".join(items[:-1]) + f", {conjunction} " + items[-1]


def count_word(n: int) -> str:
    """"a", "two", …, or digits."""
    if n == 1:
        return "a"
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


COLORS = {Color.WHITE: "white", Color.BLUE: "blue", Color.BLACK: "black", Color.RED: "red",
          Color.GREEN: "green"}


def player_noun(players: PlayerFilter) -> str:
    """ "opponent" or "player": the noun of a player filter."""
    return "opponent" if players.controller is Controller.OPPONENT else "player"


def capitalize(text: str) -> str:
    """The text with its first letter in capitals."""
    return text[:1].upper() + text[1:]


COUNTERS = {"+1/+1": "+1/+1 counter", "-1/-1": "-1/-1 counter"} | {
    kind: f"{kind} counter" for kind in NAMED_COUNTERS
}


ORDINALS = ("first", "second", "third")


def pt_change(power: int, toughness: int) -> str:
    """"+2/+2", "-1/-0": a zero takes the sign of its pair, as Oracle writes it."""
    sign = "-" if power < 0 or toughness < 0 else "+"
    return "/".join(f"{sign if v == 0 else ('-' if v < 0 else '+')}{abs(v)}" for v in (power, toughness))


# The steps a trigger names (603.2b, 603.7): "at the beginning of your upkeep".
STEPS = {
    Step.UPKEEP: "upkeep",
    Step.END: "end step",
    Step.BEGINNING_OF_COMBAT: "combat",
    Step.PRECOMBAT_MAIN: "precombat main phase",
    Step.DRAW: "draw step",
}
