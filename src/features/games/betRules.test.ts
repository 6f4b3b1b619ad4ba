import { describe, expect, it } from 'vitest';
import { clockTime, msUntil, readStake } from './betRules';

describe('the stake field', () => {
  it('accepts whole pesos within the limits, with or without thousands commas', () => {
    expect(readStake('10', 1, 10_000)).toEqual({ ok: true, amount: 10 });
    expect(readStake(' 1,000 ', 1, 10_000)).toEqual({ ok: true, amount: 1000 });
    expect(readStake('10000', 1, 10_000)).toEqual({ ok: true, amount: 10_000 });
  });
  it('refuses an empty field, centavos, signs and letters', () => {
    expect(readStake('', 1, 10_000)).toEqual({ ok: false, reason: 'empty' });
    for (const text of ['1.50', '-5', '5e2', 'ten'])
      expect(readStake(text, 1, 10_000)).toEqual({ ok: false, reason: 'notWhole' });
  });
  it('refuses amounts outside the limits', () => {
    expect(readStake('0', 1, 10_000)).toEqual({ ok: false, reason: 'tooSmall' });
    expect(readStake('10001', 1, 10_000)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});

describe('issue times', () => {
  it('show the closing time to the second', () => {
    const at = new Date(2026, 10, 22, 9, 5, 50);
    expect(clockTime(at.toISOString())).toBe('09:05:50');
  });

  it('wait until the given time, never a negative delay', () => {
    expect(msUntil('2026-01-01T00:00:10Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(msUntil('2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:10Z'))).toBe(0);
  });
});
