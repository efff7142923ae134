"""The spec format as a JSON Schema, made from specformat.py (the model the loader checks against)."""

from __future__ import annotations

import json

from . import specformat as fmt


# Entries a house ruleset may give in part (the loader then checks that new ones are whole).
PARTIAL = {"option", "flag", "pattern", "shape", "group", "rule", "penalty", "definition", "reject", "scoring"}


def schema_of(kind) -> dict:
    if isinstance(kind, fmt.Record):
        properties = {name: field_schema(f) for name, f in kind.fields.items()}
        out = {"type": "object", "description": kind.doc, "properties": properties, "additionalProperties": False}
        if kind.name in PARTIAL:
            if kind.name in ("pattern", "shape", "group", "rule", "reject"):
                properties["drop"] = {"type": "boolean", "description": "in a house ruleset: remove this entry of the base"}
        else:
            out["required"] = [name for name, f in kind.fields.items() if f.required]
        return out
    if isinstance(kind, fmt.ListOf):
        return {"type": "array", "items": schema_of(kind.item)}
    if isinstance(kind, fmt.MapOf):
        values = schema_of(kind.item)
        if kind.minimum is not None:
            values["minimum"] = kind.minimum
        return {"type": "object", "propertyNames": {"pattern": "^" + fmt.IDENT_RE.pattern + "$"},
                "additionalProperties": values}
    if isinstance(kind, fmt.Either):
        return {"anyOf": [schema_of(o) for o in kind.options]}
    if isinstance(kind, fmt.Choice):
        return {"enum": list(kind.values)}
    if kind is fmt.TEXT:
        return {"anyOf": [{"type": "string"}, schema_of(fmt.TEXT_RECORD)]}
    if kind is fmt.NAME:
        return {"anyOf": [{"type": "string"}, schema_of(fmt.NAME_RECORD)]}
    if kind is fmt.ANY:
        return {}
    if kind is fmt.IDENT:
        return {"type": "string", "pattern": "^" + fmt.IDENT_RE.pattern + "$"}
    if kind is fmt.EXPR:
        return {"type": ["string", "integer", "boolean"], "description": "an expression of the mjc language"}
    return {"str": {"type": "string"}, "int": {"type": "integer"}, "bool": {"type": "boolean"}}[kind.name]


def field_schema(field: fmt.Field) -> dict:
    out = dict(schema_of(field.kind), description=field.doc)
    if field.minimum is not None:
        out["minimum"] = field.minimum
    if field.largest is not None:
        bounds = {"minimum": fmt.least(field), "maximum": field.largest}
        (out["items"] if out.get("type") == "array" else out).update(bounds)
    if field.values is not None:
        out["enum"] = list(field.values)
    if field.not_blank:
        out["minLength"] = 1
    return out


def json_schema() -> dict:
    """The JSON Schema of a spec file (for editors: completion and validation of keys)."""
    root = schema_of(fmt.SPEC)
    required = root.pop("required")
    root["if"] = {"required": ["extends"]}
    root["then"] = {"required": ["id", "name"]}
    root["else"] = {"required": required}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "mjc ruleset spec",
            "description": "A mahjong ruleset for mjc; conditions and formulas are expressions of the mjc language.",
            **root}


def json_schema_text() -> str:
    return json.dumps(json_schema(), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
