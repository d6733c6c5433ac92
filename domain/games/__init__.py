"""One package per game; importing this module registers every one of them."""

import importlib
import pkgutil

for _info in pkgutil.iter_modules(__path__):
    if _info.ispkg:
        importlib.import_module(f"{__name__}.{_info.name}")
