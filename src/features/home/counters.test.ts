import { describe, expect, it } from 'vitest';
import {
  counterNext,
  counterStart,
  counterStartAfter,
  JACKPOT_MAX_CENTS,
  JACKPOT_MIN_CENTS,
  JACKPOT_DRAW_MS,
  jackpotAt,
} from './counters';

describe('home counters', () => {
  it('keep the jackpot between 1e8 and 1e9 pesos in whole centavos', () => {
    const draw = 20_000 * JACKPOT_DRAW_MS;
    expect(jackpotAt(draw)).toBe(JACKPOT_MIN_CENTS);
    expect(jackpotAt(draw - 1)).toBeLessThan(JACKPOT_MAX_CENTS);
    expect(jackpotAt(draw - 1)).toBeGreaterThan(JACKPOT_MAX_CENTS - 100_000);
    for (const t of [0, 1, 1_795_900_000_000, draw + 123_456_789])
      expect(Number.isInteger(jackpotAt(t))).toBe(true);
  });
  it('show the same jackpot to every load at the same moment, growing between draws (issue 51)', () => {
    const now = 1_795_930_000_000;
    expect(jackpotAt(now)).toBe(jackpotAt(now));
    const later = jackpotAt(now + 1000);
    expect(later).toBeGreaterThan(jackpotAt(now));
    // A second apart: about ₱2,000, never hundreds of millions.
    expect(later - jackpotAt(now)).toBeLessThan(300_000);
    let last = jackpotAt(now);
    for (let t = now + 250; t < now + 60_000; t += 250) {
      const next = jackpotAt(t);
      expect(next).toBeGreaterThanOrEqual(last);
      last = next;
    }
  });
  it('start the animated counter between 1.2e9 and 1.3e9', () => {
    expect(counterStart(() => 0)).toBe(1_200_000_000);
    expect(counterStart(() => 0.9999999999)).toBe(1_300_000_000);
  });
  it('grow the animated counter by 10000 to 50000 every 3, 4 or 5 s', () => {
    expect(counterNext(100, () => 0)).toEqual({ value: 10_100, delayMs: 3000 });
    expect(counterNext(100, () => 0.9999999)).toEqual({ value: 50_100, delayMs: 5000 });
  });

  it('never starts below what this device showed last, so the total never goes down between loads', () => {
    expect(counterStartAfter(1_299_999_999 + 80_000_000, () => 0)).toBe(1_379_999_999);
    expect(counterStartAfter(1_000, () => 0)).toBe(1_200_000_000);
    expect(counterStartAfter('garbage', () => 0)).toBe(1_200_000_000);
    expect(counterStartAfter(undefined, () => 0.5)).toBe(1_250_000_000);
  });
});
