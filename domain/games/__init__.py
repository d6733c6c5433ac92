"""One package per game, each naming its game `GAME`; the registry (domain/registry.py) lists every one."""

import importlib
import pkgutil

PACKAGES = tuple(
    importlib.import_module(f"{__name__}.{info.name}") for info in pkgutil.iter_modules(__path__) if info.ispkg
)
