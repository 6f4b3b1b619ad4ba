import { array, enums, number, object, optional, size, string, type, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { queryInt } from './query';

/** Sequence 1 is the main (cover) image. */
export const AnnouncementImage = object({ url: string(), sequence: number() });

/** Spec 02 §3 promotion. Dates are ISO 8601; noExpiry 1 means long term. `content` is HTML, sanitised by the client. */
export const Promotion = object({
  id: number(),
  title: string(),
  content: string(),
  startDate: string(),
  endDate: string(),
  noExpiry: enums([0, 1]),
  promoAnnouncementCategoryIds: array(number()),
  announcementImages: array(AnnouncementImage),
  /**
   * Where a member acts on it (ours): `reward`, claimed in the reward center; `mission`, a bet target on the mission
   * leaderboard. Absent for a promotion that is only read.
   */
  claim: optional(enums(['reward', 'mission'])),
});
export type Promotion = Infer<typeof Promotion>;

export const PromotionCategory = object({ id: number(), title: string() });

/** Promotions, optionally of one category. Our path (upstream's POST /wps/promotions is a different call). */
export const listPromotions = endpoint({
  method: 'GET',
  path: '/wps/promotions',
  access: 'guest',
  query: type({ categoryId: optional(queryInt(1, 1000000)), language: optional(size(string(), 0, 10)) }),
  body: null,
  answer: array(Promotion),
  swr: true,
});

/** One promotion for /m/activityDetail?id=; 404 `request.not.found` when it does not exist. Our path. */
export const getPromotion = endpoint({
  method: 'GET',
  path: '/wps/promotions/detail',
  access: 'guest',
  query: type({ id: queryInt(1, 1000000), language: optional(size(string(), 0, 10)) }),
  body: null,
  answer: Promotion,
  swr: true,
});

/** The promotion-category tab bar. Our path. */
export const listPromotionCategories = endpoint({
  method: 'GET',
  path: '/wps/promotions/categories',
  access: 'guest',
  query: type({ language: optional(size(string(), 0, 10)) }),
  body: null,
  answer: array(PromotionCategory),
  swr: true,
});
