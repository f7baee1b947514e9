"""Keyword abilities that stand for triggered abilities (702), one module per rule: each
module's ``ABILITIES`` maps its keyword to the abilities an object with it has (the layer
system adds them after layer 6, runtime/engine/layers/refresh.py, so gaining or losing the
keyword gains or loses them). Adding such a keyword is a module here and a row in :mod:`.triggered`.

A keyword is a member of a set of keywords: two instances of one keyword on one object
(702.83b, 702.108b: each triggers separately) count once.
"""
