"""The stack and priority (117, 405): resolving (608), countering, copying spells (707.10)."""
