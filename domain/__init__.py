"""Pure rules of every Yuletide game: no I/O, no HTTP, no storage."""
