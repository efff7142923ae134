"""What the language's operators mean on values: one definition for the interpreter and the passes."""

from __future__ import annotations

from . import runtime as rt


def arithmetic(op: str, a: int, b: int, where: str | None = None) -> int:
    """Integer arithmetic, total: division by zero, huge powers and products are record errors (naming `where`)."""
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return rt.multiply(a, b, where)
    if op in ("//", "%"):
        return rt.divide(a, b, where) if op == "//" else rt.modulo(a, b, where)
    return rt.power(a, b, where)


def compare(op: str, a, b) -> bool:
    """One comparison of a chain (`a < b`), `in` and `not in` included (a set holds its tiles)."""
    if op == "==":
        return a == b
    if op == "!=":
        return a != b
    if op == "<":
        return a < b
    if op == "<=":
        return a <= b
    if op == ">":
        return a > b
    if op == ">=":
        return a >= b
    inside = b.tiles if isinstance(b, rt.Group) else b
    return (a in inside) if op == "in" else (a not in inside)
