"""Objects and zones (109, 110, 400): cards, permanents, spells and abilities on the stack,
emblems, characteristics (109.3), zones and players (102), zone changes (400.7), filters and
targets (115)."""
