import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { submitFeedback } from '../../src/api/contract/feedback';
import { describeDb } from '../db/testing';
import { feedback, feedbackImages } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer } from '../testing/players';
import { imageTypeOf } from './feedback';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const TEXT = Buffer.from('just some text pretending to be an image');
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const image = (name: string, bytes: Buffer) => ({ name, data: bytes.toString('base64') });

describeDb('feedback', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
  });

  it('knows an image by its bytes, not its name', () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(TEXT)).toBeNull();
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
  });

  it('takes text within the word range with up to three real images, and keeps their bytes', async () => {
    const p = await addPlayer(api);
    const send = (content: string, images: ReturnType<typeof image>[] = []) =>
      call(api, submitFeedback, { token: p.token, body: { content, images } });
    const short = await send(words(4));
    expect([short.status, short.code, short.json.value]).toEqual([
      400,
      'feedback.length.invalid',
      { min: 5, max: 500 },
    ]);
    expect((await send(words(501))).code).toBe('feedback.length.invalid');
    // A PNG named .jpg is still a PNG: the name does not matter.
    const ok = await send(words(5), [image('shot.jpg', PNG), image('photo.jpeg', JPEG)]);
    expect(ok.status).toBe(200);
    const id = (ok.value as { id: number }).id;
    const stored = await t.db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, id));
    expect(stored.map((s) => s.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.compare(stored[0]!.bytes, PNG)).toBe(0);
  });

  it('refuses a file that is not really a png or jpg, one over 5 MB, and a fourth image', async () => {
    const p = await addPlayer(api);
    const send = (images: ReturnType<typeof image>[]) =>
      call(api, submitFeedback, { token: p.token, body: { content: words(10), images } });
    const fake = await send([image('ok.png', PNG), image('fake.png', TEXT)]);
    expect([fake.status, fake.code, fake.json.value]).toEqual([400, 'feedback.image.invalid', { index: 1 }]);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const bigRes = await send([image('big.png', big)]);
    expect(bigRes.code, JSON.stringify(bigRes.json)).toBe('feedback.image.invalid');
    expect((await send([1, 2, 3, 4].map((i) => image(`${i}.png`, PNG)))).status).toBe(400);
    expect(await t.db.select().from(feedback).where(eq(feedback.memberId, p.memberId))).toEqual([]);
  });
});
