"""The resolution context (608.2): what a resolving spell or ability does — the runtime's
implementation of the ``Effects`` protocol (:class:`.resolution.ResolutionContext`, one class
whose parts, by area, are the other modules of this package)."""
