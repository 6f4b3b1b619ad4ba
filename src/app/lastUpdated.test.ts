import { describe, expect, it } from 'vitest';
import { formatUpdatedAt } from './lastUpdated';

describe('formatUpdatedAt', () => {
  it('gives the time of day for a balance fetched today', () => {
    const at = new Date(2026, 10, 22, 9, 5).getTime();
    expect(formatUpdatedAt(at, 'en', new Date(2026, 10, 22, 18, 0).getTime())).toMatch(/09:05/);
  });

  it('adds the date for a balance from an earlier day', () => {
    const at = new Date(2026, 10, 21, 9, 5).getTime();
    const text = formatUpdatedAt(at, 'en', new Date(2026, 10, 22, 8, 0).getTime());
    expect(text).toMatch(/11\/21/);
    expect(text).toMatch(/09:05/);
  });
});
