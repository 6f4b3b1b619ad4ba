import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { createCaptchaService } from './captcha';

describeDb('captchas', (t) => {
  let clock = Date.UTC(2026, 0, 1);
  const service = () =>
    createCaptchaService(
      t.db,
      () => clock,
      () => '12345',
    );

  it('draw a PNG and accept the right answer once', async () => {
    const { id, png } = await service().issue('demo');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(await service().check('demo', id, '12345')).toBe(true);
    expect(await service().check('demo', id, '12345')).toBe(false);
  });

  it('are spent by a wrong answer, and refused for another merchant or after five minutes', async () => {
    const a = await service().issue('demo');
    expect(await service().check('demo', a.id, '54321')).toBe(false);
    expect(await service().check('demo', a.id, '12345')).toBe(false);
    const b = await service().issue('demo');
    expect(await service().check('other', b.id, '12345')).toBe(false);
    const c = await service().issue('demo');
    clock += 5 * 60_000;
    expect(await service().check('demo', c.id, '12345')).toBe(false);
  });
});
