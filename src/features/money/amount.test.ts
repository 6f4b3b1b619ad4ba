import { describe, expect, it } from 'vitest';
import { amountProblem, parsePesos } from './amount';

describe('amounts typed by the player', () => {
  it('reads pesos with at most two decimals and thousands commas, and nothing else', () => {
    expect(parsePesos('500')).toBe(500);
    expect(parsePesos(' 1,250.50 ')).toBe(1250.5);
    expect(parsePesos('0.05')).toBe(0.05);
    for (const bad of ['', '12.345', '-5', '1e3', 'abc', '12.', '.5', '1 000'])
      expect(parsePesos(bad), bad).toBeUndefined();
  });

  it('names the first problem: format, then the limits, then the balance', () => {
    const limits = { min: 100, max: 50_000, balance: 700 };
    expect(amountProblem(undefined, limits)).toBe('format');
    expect(amountProblem(0, limits)).toBe('format');
    expect(amountProblem(99.99, limits)).toBe('low');
    expect(amountProblem(50_000.01, limits)).toBe('high');
    expect(amountProblem(700.01, limits)).toBe('balance');
    expect(amountProblem(700, limits)).toBeUndefined();
    expect(amountProblem(20_000, { min: 100, max: 50_000 })).toBeUndefined();
  });
});
