import { describe, expect, it } from 'vitest';
import {
  counterNext,
  counterStart,
  JACKPOT_MAX_CENTS,
  JACKPOT_MIN_CENTS,
  jackpotNext,
  jackpotStart,
} from './counters';

describe('home counters', () => {
  it('start the jackpot between 1e8 and 1e9 pesos in whole centavos', () => {
    expect(jackpotStart(() => 0)).toBe(JACKPOT_MIN_CENTS);
    expect(jackpotStart(() => 0.999999999)).toBeLessThan(JACKPOT_MAX_CENTS);
    expect(Number.isInteger(jackpotStart())).toBe(true);
  });
  it('wrap the jackpot back into its range at 1e9', () => {
    const next = jackpotNext(JACKPOT_MAX_CENTS - 1, () => 0.5);
    expect(next).toBeGreaterThanOrEqual(JACKPOT_MIN_CENTS);
    expect(next).toBeLessThan(JACKPOT_MAX_CENTS);
  });
  it('start the animated counter between 1.2e9 and 1.3e9', () => {
    expect(counterStart(() => 0)).toBe(1_200_000_000);
    expect(counterStart(() => 0.9999999999)).toBe(1_300_000_000);
  });
  it('grow the animated counter by 10000 to 50000 every 3, 4 or 5 s', () => {
    expect(counterNext(100, () => 0)).toEqual({ value: 10_100, delayMs: 3000 });
    expect(counterNext(100, () => 0.9999999)).toEqual({ value: 50_100, delayMs: 5000 });
  });
});
