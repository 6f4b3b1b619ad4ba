import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './jsonDepth';

describe('the JSON depth guard', () => {
  const nested = (n: number, open = '[', close = ']') => open.repeat(n) + close.repeat(n);

  it('lets the contract-sized nesting through and refuses one level more', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(40) + '1' + '}'.repeat(40))).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ s: '[[[[['.repeat(100) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ s: '\\"[[[['.repeat(100) }))).toBe(false);
  });

  it('walks a 5,000-deep body without recursion', () => {
    expect(jsonTooDeep(nested(5000, '{"a":', '}'))).toBe(true);
    expect(jsonTooDeep(nested(1_000_000))).toBe(true);
  });
});
