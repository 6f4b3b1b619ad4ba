import { array, integer, object, pattern, size, string, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

// Feedback (`/m/feedback`, PUT; spec 01 §9, spec 02 §9): text within a word range and up to 3 images, png or jpg,
// at most 5 MB each. The server checks each image by its bytes, never by its name.

/** The word range of the text (spec 02 §9 names a range without numbers; docs/feedback.md). */
export const FEEDBACK_WORDS = { min: 5, max: 500 } as const;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The longest base64 text the schema takes for one image: 6 MB decoded. */
export const FEEDBACK_MAX_BASE64 = Math.ceil((6 * 1024 * 1024 * 4) / 3) + 4;

/** Words as people count them: runs of non-space characters. */
export const countWords = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

export const FeedbackImage = object({
  name: size(string(), 1, 200),
  /**
   * The file's bytes in base64: at most 5 MB decoded, which the server checks with the content (the schema leaves a
   * margin, so a slightly larger file gets the image error rather than a bare "invalid request").
   */
  data: pattern(size(string(), 1, FEEDBACK_MAX_BASE64), /^[A-Za-z0-9+/]+={0,2}$/),
});
export type FeedbackImage = Infer<typeof FeedbackImage>;

export const submitFeedback = endpoint({
  method: 'PUT',
  path: '/wps/member/feedback',
  access: 'member',
  query: null,
  body: object({
    content: size(string(), 1, 5000),
    images: size(array(FeedbackImage), 0, FEEDBACK_MAX_IMAGES),
  }),
  answer: object({ id: integer() }),
});
