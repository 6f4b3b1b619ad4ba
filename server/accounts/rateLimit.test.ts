import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { clearLimit, hitLimit, IN_FLIGHT_STALE_MS, peekLimit, reserve } from './rateLimit';

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

describeDb('count first, then check', (t) => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  const l = { bucket: 'first:a', limit: 2, windowMs: 900_000 };

  it('counts an attempt before its check: concurrent ones past the limit are over, and a release gives one back', async () => {
    const a = await Promise.all([0, 1, 2].map(() => reserve(t.db, l, at(0))));
    expect(a.map((x) => x.over).sort()).toEqual([false, false, true]);
    // Over because others are still being checked: told to come back once they end, at most IN_FLIGHT_STALE_MS.
    expect(a.find((x) => x.over)!.retryAfterMs).toBe(IN_FLIGHT_STALE_MS);
    await a.find((x) => x.over)!.release();
    for (const x of a.filter((y) => !y.over)) await x.settle();
    // Two failures settled: the next is over, and must wait for the window.
    const next = await reserve(t.db, l, at(1000));
    expect(next).toMatchObject({ over: true, hits: 3, retryAfterMs: 899_000 });
    await next.release();
    expect((await peekLimit(t.db, l, at(1001))).hits).toBe(2);
  });

  it('stops counting attempts left unsettled (an instance killed mid-check) once they are stale', async () => {
    const b = { ...l, bucket: 'first:b' };
    await reserve(t.db, b, at(0));
    await reserve(t.db, b, at(0));
    expect((await reserve(t.db, b, at(IN_FLIGHT_STALE_MS - 1))).over).toBe(true);
    // The third was refused and left unsettled too; once all three are stale they stop counting.
    expect(await reserve(t.db, b, at(2 * IN_FLIGHT_STALE_MS))).toMatchObject({ over: false, hits: 1 });
  });

  it('keeps settled failures past the stale time', async () => {
    const c = { ...l, bucket: 'first:c' };
    for (const x of await Promise.all([reserve(t.db, c, at(0)), reserve(t.db, c, at(0))])) await x.settle();
    expect((await reserve(t.db, c, at(5 * IN_FLIGHT_STALE_MS))).over).toBe(true);
  });
});
