// Whole-number arithmetic that is total: division by zero, huge powers and products are record errors.
// (Port of compiler/runtime/numbers.py, with `safe`: Python keeps a product or power within 64 bits, but
// JavaScript's numbers are exact only up to 2**53, so any whole number past that is the record's "overflow" error.)

import { py_floordiv, py_mod } from "./py.mjs";
import { RecordError } from "./base.mjs";


export function _rule_at(where) {
  return where ? "the expression at " + where : "a rule of this ruleset";
}


/** a // b; `where` is the spec position of the division, for the error. */
export function divide(a, b, where = null) {
  if (b === 0) {
    throw new RecordError("division_by_zero", _rule_at(where) + " divides by zero on this hand");
  }
  return py_floordiv(a, b);
}


export function modulo(a, b, where = null) {
  if (b === 0) {
    throw new RecordError("division_by_zero", _rule_at(where) + " divides by zero on this hand");
  }
  return py_mod(a, b);
}


/** The record's "overflow" error: JavaScript's bound is 2**53 (Python's, 2**63). */
export function _too_large(where) {
  return new RecordError("overflow", _rule_at(where) + " gives a number too large for exact arithmetic " +
                         "(2**53 or more in size) on this hand");
}


/** a * b, a record error past what JavaScript holds exactly. */
export function multiply(a, b, where = null) {
  return safe(a * b, where);
}


export function power(a, b, where = null) {
  if (b < 0) {  // a whole number to a negative power is a fraction
    throw new RecordError("negative_power", _rule_at(where) + " raises to a negative power on this hand");
  }
  if (b > 64) {
    throw new RecordError("overflow", _rule_at(where) + " raises to a power above 64 on this hand");
  }
  // By repeated products, each checked, so that the result is exact (** on doubles may round).
  let result = 1;
  for (let i = 0; i < b; i++) {
    result = safe(result * a, where);
  }
  return result;
}


/** n itself, if it is a whole number that JavaScript holds exactly (at most 2**53 - 1 either way);
 * otherwise the record's "overflow" error, where Python would go on with a larger integer. A number
 * that is not whole (a Python float) passes unchecked, unless it is infinite. */
export function safe(n, where = null) {
  if (Number.isSafeInteger(n) || (!Number.isInteger(n) && Number.isFinite(n)) || Number.isNaN(n)) {
    return n;
  }
  throw _too_large(where);
}
