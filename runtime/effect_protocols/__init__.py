"""The parts of the :class:`~ofuda.runtime.effects_protocol.Effects` protocol, by area of the
rules: what a resolving ability reads (resolving), does to permanents (permanents), and does
with zones, tokens, mana and turns (zones). The rest — attaching, choices, the library, orders,
and the smaller families — is declared in effects_protocol.py itself."""
