"""Continuous effects (611–613): the layer system, the meaning of static abilities (604), what
they affect and when they apply, rule-modifying effects, values, and durations (611.2, 514.2).
"""
