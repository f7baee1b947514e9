"""The rules engine, by Comprehensive Rules area: objects and zones, mana and costs, casting and
activating, the stack and priority, the turn, triggered abilities, continuous effects and
layers, replacement and prevention, combat, state-based actions, keyword abilities; the
registry of the vocabulary's meaning (:mod:`.registry`); the game loop (:mod:`.game`) and its
log.

Importing a module of the engine loads only what it imports; :mod:`.game` loads every module
that registers the meaning of vocabulary types and checks that none is missing.
"""
