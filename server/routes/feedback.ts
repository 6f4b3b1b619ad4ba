import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  countWords,
  FEEDBACK_MAX_BASE64,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_WORDS,
  submitFeedback,
} from '../../src/api/contract/feedback';
import { reserveAll, tooMany } from '../accounts/rateLimit';
import type { ApiDeps } from '../deps';
import { feedback, feedbackImages } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';

/** What an image's first bytes say it is: only PNG and JPEG are taken. */
export function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const PER_HOUR = 5;

/** Feedback with images (docs/feedback.md). */
export function registerFeedbackRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  registerEndpoint(
    app,
    submitFeedback,
    async ({ body, req }) => {
      const memberId = req.session!.memberId;
      const words = countWords(body.content);
      if (words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max)
        throw new ApiError(400, ErrorCode.feedbackLength, 'Feedback length outside the word range', {
          ...FEEDBACK_WORDS,
        });
      const images = body.images.map((image, index) => {
        const bytes = Buffer.from(image.data, 'base64');
        const mime = imageTypeOf(bytes);
        if (!mime || bytes.length > FEEDBACK_MAX_IMAGE_BYTES)
          throw new ApiError(400, ErrorCode.feedbackImageInvalid, 'Not a PNG or JPEG of at most 5 MB', {
            index,
          });
        return { mime, bytes };
      });
      const at = new Date(deps.now());
      const limit = { bucket: `feedback:${memberId}`, limit: PER_HOUR, windowMs: 3_600_000 };
      await reserveAll(db, [limit], at, (ms) => tooMany(ErrorCode.rateLimited, ms));
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({ memberId, content: body.content.trim(), createdAt: at })
          .returning({ id: feedback.id });
        if (images.length > 0)
          await tx.insert(feedbackImages).values(images.map((i) => ({ feedbackId: row!.id, ...i })));
        return row!.id;
      });
      return { id };
    },
    // Three images at the schema's most, in base64, and the text.
    { bodyLimit: FEEDBACK_MAX_IMAGES * FEEDBACK_MAX_BASE64 + 64 * 1024 },
  );
}
