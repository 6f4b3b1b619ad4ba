import { boolean, coerce, integer, max, min, number, string, type Struct } from 'superstruct';

// Query-string values arrive as strings; these structs coerce them (registerEndpoint validates with coerce on).

/** An integer in [lo, hi], given as a number or a decimal string. */
export function queryInt(lo: number, hi: number): Struct<number, null> {
  return coerce(max(min(integer(), lo), hi), string(), (s) => (/^-?\d+$/.test(s) ? Number(s) : s));
}

/**
 * A database row id in a request body: a positive 32-bit integer. Unbounded integers (1e308) would reach the
 * database and fail there; this refuses them where they enter (docs/security.md "Hostile input").
 */
export const RowId: Struct<number, null> = max(min(integer(), 1), 2_147_483_647);

/** A non-negative decimal such as a minimum bet (`0.05`). */
export const queryDecimal: Struct<number, null> = coerce(min(number(), 0), string(), (s) =>
  /^\d+(\.\d+)?$/.test(s) ? Number(s) : s,
);

/** `1`/`0`/`true`/`false`, as clients send flags in query strings. */
export const queryBool: Struct<boolean, null> = coerce(boolean(), string(), (s) =>
  s === '1' || s === 'true' ? true : s === '0' || s === 'false' ? false : s,
);
