import { describe, expect, it } from 'vitest';
import { SEED_VENDORS } from './catalogueData';
import { makeGameNames } from './gameNames';
import { Prng } from './prng';

const allNames = (seed: number) => {
  const prng = new Prng(seed);
  return SEED_VENDORS.map((v) => makeGameNames(v, prng));
};

describe('seed game names', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(allNames(7)).toEqual(allNames(7));
    expect(allNames(7)).not.toEqual(allNames(8));
  });

  it('are distinct within each vendor and as many as the vendor asks for', () => {
    SEED_VENDORS.forEach((v, i) => {
      const names = allNames(7)[i]!;
      expect(names).toHaveLength(v.count);
      expect(new Set(names).size).toBe(v.count);
    });
  });

  it('add up to the 600 games the marketing text claims', () => {
    expect(SEED_VENDORS.reduce((n, v) => n + v.count, 0)).toBeGreaterThanOrEqual(600);
  });
});
