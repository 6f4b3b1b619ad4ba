import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchas } from '../db/schema/index';
import { Canvas, hex } from '../images/canvas';
import { encodeImage } from '../images/encode';

export interface IssuedCaptcha {
  /** Sent back with the answer (login payload `captchaId`); binds the answer to this image. */
  id: string;
  png: Buffer;
}

export interface CaptchaService {
  issue(merchant: string): Promise<IssuedCaptcha>;
  /** True once for the right answer; every check spends the captcha, right or wrong. */
  check(merchant: string, id: string, answer: string): Promise<boolean>;
}

const LIFETIME_MS = 5 * 60 * 1000;
const digest = (s: string) => createHash('sha256').update(s).digest();

/** Draws the digits with jitter and noise lines, so the image is not trivially machine-read. */
async function draw(answer: string): Promise<Buffer> {
  const c = new Canvas(120, 40);
  c.verticalGradient(hex('#f4f1e8'), hex('#d9d3c2'));
  for (let i = 0; i < 6; i++) {
    const colour = hex(['#7a6f5a', '#a39170', '#5b6b7a'][i % 3]!);
    c.line(randomInt(0, 120), randomInt(0, 40), randomInt(0, 120), randomInt(0, 40), 1, [
      ...colour.slice(0, 3),
      140,
    ] as unknown as typeof colour);
  }
  [...answer].forEach((digit, i) =>
    c.text(digit, 10 + i * 21 + randomInt(-2, 3), 6 + randomInt(0, 8), 3, hex('#2b2b2b')),
  );
  return encodeImage(c, 'png');
}

/** Captchas kept in the database (hash of the answer only), so any instance can check them. */
export function createCaptchaService(
  db: Db,
  now: () => number = Date.now,
  makeAnswer: () => string = () => String(randomInt(0, 100000)).padStart(5, '0'),
  /** Test profile only (dev outbox on): records each answer so end-to-end tests can solve the captcha. */
  onIssued?: (merchant: string, id: string, answer: string) => Promise<void>,
): CaptchaService {
  return {
    async issue(merchant) {
      const answer = makeAnswer();
      const id = randomBytes(16).toString('base64url');
      await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now())));
      await db.insert(captchas).values({
        id,
        merchant,
        answerHash: digest(answer).toString('hex'),
        expiresAt: new Date(now() + LIFETIME_MS),
      });
      if (onIssued) await onIssued(merchant, id, answer);
      return { id, png: await draw(answer) };
    },

    async check(merchant, id, answer) {
      const [row] = await db
        .delete(captchas)
        .where(and(eq(captchas.id, id), eq(captchas.merchant, merchant)))
        .returning();
      if (!row || row.expiresAt.getTime() <= now()) return false;
      return timingSafeEqual(Buffer.from(row.answerHash, 'hex'), digest(answer.trim()));
    },
  };
}
