"""What the contract says about each type beyond msgspec's schema: field descriptions and readable names.

A field is described where it is declared, by the string right under it (an attribute docstring):

    class Play(MoveBase, frozen=True, kw_only=True, tag="play"):
        kind: Kind
        '''The kind of card played.'''

or by `Annotated[..., Meta(description=...)]` on its type. The contract copies these into every
property, so a frontend reads what a field means without the Python source.
"""

from __future__ import annotations

import ast
import inspect
import re
import textwrap
from collections.abc import Iterable, Iterator
from functools import cache
from typing import Any

import msgspec
from msgspec import inspect as mi

GAMES_PACKAGE = "domain.games."
LIGHTS_PACKAGE = "domain.lights"


@cache
def _declared_docs(cls: type) -> dict[str, str]:
    """Attribute docstrings written in `cls`'s own body (not its bases)."""
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return {}  # made at run time (msgspec.defstruct): its fields are described by their types' Meta
    body = ast.parse(source).body[0]
    assert isinstance(body, ast.ClassDef)
    docs: dict[str, str] = {}
    for statement, following in zip(body.body, body.body[1:], strict=False):
        if (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and isinstance(following, ast.Expr)
            and isinstance(following.value, ast.Constant)
            and isinstance(following.value.value, str)
        ):
            docs[statement.target.id] = _reflow(following.value.value)
    return docs


def _reflow(text: str) -> str:
    """A docstring as one line per paragraph: the source wraps lines for its width, a reader's screen wraps its own."""
    paragraphs = re.split(r"\n\s*\n", inspect.cleandoc(text))
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in paragraphs)


def field_docs(cls: type) -> dict[str, str]:
    """Every field's description by its name on the wire, the nearest declaration winning."""
    docs: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        docs.update(_declared_docs(klass))
    encoded = {field.name: field.encode_name for field in msgspec.structs.fields(cls)}
    return {encoded[name]: text for name, text in docs.items() if name in encoded}


def _classes(info: Any, seen: set[int]) -> Iterator[type]:
    """Every Struct and Enum class reachable from one msgspec type description."""
    if id(info) in seen:
        return
    seen.add(id(info))
    if isinstance(info, (mi.StructType, mi.DataclassType)):
        yield info.cls
        for field in info.fields:
            yield from _classes(field.type, seen)
    elif isinstance(info, mi.EnumType):
        yield info.cls
    elif isinstance(info, mi.Metadata):
        yield from _classes(info.type, seen)
    for name in ("item_type", "key_type", "value_type"):
        if hasattr(info, name):
            yield from _classes(getattr(info, name), seen)
    for name in ("types", "item_types"):
        for inner in getattr(info, name, ()):
            yield from _classes(inner, seen)


def classes_of(roots: Iterable[Any]) -> list[type]:
    """The named classes of every type reachable from `roots`, each once."""
    seen: set[int] = set()
    found: dict[int, type] = {}
    for info in mi.multi_type_info(list(roots)):
        for cls in _classes(info, seen):
            found.setdefault(id(cls), cls)
    return list(found.values())


def _camel(package: str) -> str:
    return "".join(part.capitalize() for part in package.split("_"))


def readable_name(cls: type) -> str:
    """A schema name without dots: a game's own type is prefixed with the game (`BlinkPlay`), a type of the
    Christmas Lights box with `Lights`, every other type keeps its class name."""
    module = cls.__module__
    prefix = ""
    if module.startswith(GAMES_PACKAGE):
        prefix = _camel(module[len(GAMES_PACKAGE):].split(".")[0])
    elif module == LIGHTS_PACKAGE or module.startswith(LIGHTS_PACKAGE + "."):
        prefix = "Lights"
    name = cls.__name__
    return name if name.startswith(prefix) else prefix + name


def rename_components(components: dict[str, Any], classes: list[type]) -> dict[str, str]:
    """msgspec's component name -> readable name, for every component (refused if two would collide)."""
    by_short: dict[str, list[type]] = {}
    for cls in classes:
        by_short.setdefault(cls.__name__, []).append(cls)
    by_dotted = {f"{cls.__module__}.{cls.__qualname__}": cls for cls in classes}
    renames: dict[str, str] = {}
    for key in components:
        cls = by_dotted.get(key)
        if cls is None and len(by_short.get(key, ())) == 1:
            cls = by_short[key][0]
        renames[key] = key if cls is None else readable_name(cls)
    taken: dict[str, str] = {}
    for key, name in renames.items():
        if name in taken:
            raise ValueError(f"schemas {taken[name]!r} and {key!r} would both be named {name!r}")
        taken[name] = key
    return renames


def class_by_name(components: dict[str, Any], classes: list[type]) -> dict[str, type]:
    """Readable component name -> its class, for the components that have one."""
    by_name = {readable_name(cls): cls for cls in classes}
    return {name: by_name[name] for name in components if name in by_name}


def describe_properties(schema: dict[str, Any], cls: type) -> None:
    """Copy the class's field docs into the schema's properties."""
    if not isinstance(cls, type) or not issubclass(cls, msgspec.Struct):
        return
    docs = field_docs(cls)
    config = cls.__struct_config__
    if config.tag_field is not None:
        docs.setdefault(config.tag_field, f"Which kind of {_kind(cls)} this is: always `{config.tag}` here.")
    for name, prop in schema.get("properties", {}).items():
        if name in docs:  # the field's own words win over a description its type brings (`CardId`'s)
            prop["description"] = docs[name]


def _kind(cls: type) -> str:
    for klass in cls.__mro__:
        if klass.__name__ in ("MoveBase", "Event"):
            return klass.__name__.replace("Base", "").lower()
    return cls.__struct_config__.tag_field or "object"


def rewrite(node: Any, renames: dict[str, str], ref_prefix: str) -> Any:
    """The document with every `$ref` renamed, and said the way code generators read it.

    msgspec closes a fixed-length tuple with `items: false` after its `prefixItems`; `maxItems` already
    says the same, and some generators refuse the boolean schema, so it is left out. So is a default
    that is an object (the field stays optional).
    """
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith(ref_prefix):
                out[key] = ref_prefix + renames.get(value[len(ref_prefix):], value[len(ref_prefix):])
            elif key == "items" and value is False and "prefixItems" in node:
                continue
            elif key == "default" and isinstance(value, dict):
                continue  # an object as default confuses generators; the field is still optional
            elif key == "mapping" and isinstance(value, dict):
                out[key] = {tag: rewrite({"$ref": ref}, renames, ref_prefix)["$ref"] for tag, ref in value.items()}
            else:
                out[key] = rewrite(value, renames, ref_prefix)
        return out
    if isinstance(node, list):
        return [rewrite(item, renames, ref_prefix) for item in node]
    return node


def undescribed(document: dict[str, Any]) -> list[str]:
    """`Schema.property` for every property of every component schema that has no description."""
    missing = []
    for name, schema in document["components"]["schemas"].items():
        for prop, body in schema.get("properties", {}).items():
            if not body.get("description"):
                missing.append(f"{name}.{prop}")
    return missing


def _refs(node: Any, ref_prefix: str) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith(ref_prefix):
                yield value[len(ref_prefix):]
            else:
                yield from _refs(value, ref_prefix)
    elif isinstance(node, list):
        for item in node:
            yield from _refs(item, ref_prefix)


def require_answer_fields(document: dict[str, Any], ref_prefix: str, *, unless: tuple[str, ...] = ()) -> None:
    """Every property of a schema that only answers carry is required: the server always sends each one
    (a field with a default is sent with it), so generated clients need not treat any as maybe missing.
    Schemas a request body can hold keep msgspec's `required`, where a default makes a field optional, and
    so do the schemas named in `unless` (written by something that leaves out empty fields)."""
    schemas = document["components"]["schemas"]
    in_requests: set[str] = set()
    pending = [
        name
        for item in document["paths"].values()
        for operation in item.values()
        for name in _refs(operation.get("requestBody", {}), ref_prefix)
    ]
    while pending:
        name = pending.pop()
        if name not in in_requests:
            in_requests.add(name)
            pending.extend(_refs(schemas[name], ref_prefix))
    for name, schema in schemas.items():
        if name not in in_requests and name not in unless and schema.get("properties"):
            schema["required"] = list(schema["properties"])
