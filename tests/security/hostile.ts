import fc from 'fast-check';
import type { Struct } from 'superstruct';

/**
 * Hostile input for the server fuzzing suite: strings with NUL and other control characters, lone surrogates,
 * right-to-left marks, huge values, numbers in every spelling, injection-looking text, prototype keys.
 */

/** Whether this run is the nightly size (NIGHTLY=1): more runs, longer strings. */
export const NIGHTLY = process.env.NIGHTLY === '1';

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  'x\u0001\u0002\u001f\u007f',
  '\u0008\u000b\u000c',
  '\r\n\t',
  '\ud800',
  'a\udfffb',
  '\u202eevil\u202c',
  '\ufeff',
  '\u200b\u200d',
  '🎰🎲🃏',
  'Ñoño ñ',
  '日本語のテキスト',
  '__proto__',
  'constructor',
  'prototype',
  "' OR '1'='1",
  "'; drop table members; --",
  '" onmouseover="alert(1)',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00',
  '%',
  '-1',
  '0',
  '-0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x1f',
  '9'.repeat(40),
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'x'.repeat(5_000),
  '\u0000'.repeat(1_000),
];

/** A string an attacker might send. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\u0000', '\u0007', '\ud800'),
        fc.string({ maxLength: 8 }),
      )
      .map(([a, b, c]) => a + b + c),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: NIGHTLY ? 70_000 : 20_000 }).map((n) => 'A'.repeat(n)) },
);

/** Any JSON value, hostile strings and prototype keys included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, -0.5, 1e-300),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

interface AnyStruct {
  type: string;
  schema: unknown;
}

const asStruct = (s: unknown): AnyStruct => s as AnyStruct;

/**
 * A value shaped like the struct expects (so the request gets past the shape checks), with hostile strings in
 * every string slot; `mangle` replaces some slots with anything at all (wrong types) or drops them.
 */
export function plausible(struct: Struct<unknown, unknown>, depth = 0): fc.Arbitrary<unknown> {
  const s = asStruct(struct);
  const inner = (): fc.Arbitrary<unknown> => {
    switch (s.type) {
      case 'string':
        return hostileString;
      case 'number':
      case 'integer':
        return fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.constantFrom(0, -1, 1e308, 0.5));
      case 'boolean':
        return fc.boolean();
      case 'literal':
        return fc.constant(s.schema);
      case 'enums':
        return fc.constantFrom(...Object.values(s.schema as Record<string, unknown>));
      case 'array':
        return depth > 3 || !s.schema
          ? fc.constant([])
          : fc.array(plausible(s.schema as Struct<unknown, unknown>, depth + 1), { maxLength: 3 });
      case 'object':
      case 'type': {
        const fields = s.schema as Record<string, Struct<unknown, unknown>> | null;
        if (!fields || depth > 3) return fc.constant({});
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(fields)) record[k] = mangle(plausible(v, depth + 1));
        return fc.record(record, { requiredKeys: [] });
      }
      case 'union': {
        const options = (s.schema as Struct<unknown, unknown>[] | null) ?? [];
        return options.length > 0 ? fc.oneof(...options.map((o) => plausible(o, depth + 1))) : hostileValue;
      }
      case 'record':
        return fc.dictionary(hostileString, hostileValue, { maxKeys: 3 });
      default:
        return hostileValue;
    }
  };
  return inner();
}

/** Mostly the plausible value; sometimes a wrong type. */
export function mangle(a: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: a }, { weight: 1, arbitrary: hostileValue });
}

/** Query-string values are strings: numbers and booleans spelled as text, objects as garbage text. */
export function asQueryValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Header values as they arrive over HTTP: Latin-1 without control characters (Node refuses the rest). */
export function asHeaderValue(v: string): string {
  return v.replace(/[^\u0020-\u007e\u00a0-\u00ff\t]/g, '').slice(0, 4_000);
}
