"""The abstract syntax of the expression language: small frozen dataclasses with spans."""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import Span


@dataclass(frozen=True)
class Node:
    span: Span = field(compare=False, repr=False)


@dataclass(frozen=True)
class IntLit(Node):
    value: int = 0


@dataclass(frozen=True)
class BoolLit(Node):
    value: bool = False


@dataclass(frozen=True)
class NoneLit(Node):
    pass


@dataclass(frozen=True)
class TileLit(Node):
    text: str = ""


@dataclass(frozen=True)
class TextLit(Node):
    text: str = ""


@dataclass(frozen=True)
class Name(Node):
    id: str = ""


@dataclass(frozen=True)
class Attr(Node):
    obj: Node = None
    name: str = ""
    name_span: Span = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Call(Node):
    func: str = ""
    args: tuple = ()


@dataclass(frozen=True)
class Quant(Node):
    """`kind(binders in coll where cond: body)`: any, all, count, sum, max, min, find, distinct, filter."""

    kind: str = ""
    binders: tuple = ()
    coll: Node = None
    where: Node | None = None
    body: Node | None = None


@dataclass(frozen=True)
class Unary(Node):
    op: str = ""  # "-" or "not"
    operand: Node = None


@dataclass(frozen=True)
class Binary(Node):
    op: str = ""  # + - * // % **
    left: Node = None
    right: Node = None


@dataclass(frozen=True)
class Compare(Node):
    ops: tuple = ()  # == != < <= > >= in "not in"
    operands: tuple = ()


@dataclass(frozen=True)
class Logic(Node):
    op: str = ""  # "and" or "or"
    operands: tuple = ()


@dataclass(frozen=True)
class IfElse(Node):
    cond: Node = None
    then: Node = None
    other: Node = None


@dataclass(frozen=True)
class ListLit(Node):
    items: tuple = ()


@dataclass(frozen=True)
class TupleLit(Node):
    items: tuple = ()


@dataclass(frozen=True)
class Index(Node):
    obj: Node = None
    index: Node = None


@dataclass(frozen=True)
class Among(Node):
    """A relation pattern's `a, b in chows`."""

    binders: tuple = ()
    coll: Node = None
