import { describe, expect, it } from 'vitest';
import { dayPartOf } from './greeting';

describe('dayPartOf (spec 02 §9 greeting hours)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ] as const)('hour %i is %s', (hour, part) => {
    expect(dayPartOf(hour)).toBe(part);
  });
});
