import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { clearLimit, hitLimit, peekLimit } from './rateLimit';

describeDb('fixed-window rate limits', (t) => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  const l = { bucket: 'test:a', limit: 3, windowMs: 1000 };

  it('allow up to the limit in a window, then refuse until the window ends', async () => {
    for (let i = 0; i < 3; i++) expect((await hitLimit(t.db, l, at(i))).over).toBe(false);
    const fourth = await hitLimit(t.db, l, at(10));
    expect(fourth).toMatchObject({ over: true, retryAfterMs: 990 });
    expect((await peekLimit(t.db, l, at(500))).over).toBe(true);
    expect((await peekLimit(t.db, l, at(1000))).over).toBe(false);
    expect(await hitLimit(t.db, l, at(1001))).toMatchObject({ over: false, hits: 1 });
  });

  it('count concurrent hits exactly', async () => {
    const b = { ...l, bucket: 'test:b', limit: 100 };
    await Promise.all(Array.from({ length: 20 }, () => hitLimit(t.db, b, at(0))));
    expect((await peekLimit(t.db, b, at(1))).hits).toBe(20);
  });

  it('forget a cleared bucket', async () => {
    const b = { ...l, bucket: 'test:c' };
    for (let i = 0; i < 4; i++) await hitLimit(t.db, b, at(0));
    await clearLimit(t.db, b.bucket);
    expect((await peekLimit(t.db, b, at(1))).over).toBe(false);
  });
});
