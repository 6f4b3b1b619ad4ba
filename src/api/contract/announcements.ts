import {
  array,
  coerce,
  enums,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { endpoint, FRESH } from './endpoint';
import { AnnouncementImage, Promotion } from './promotions';

/** Content types (spec 02 §3): B banner, PL player, PU popup, H hot, A agent, PR promotion. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'H', 'A', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const Banner = object({ id: number(), title: string(), url: string(), linkUrl: string() });

export const Announcement = object({
  id: number(),
  title: string(),
  content: string(),
  startDate: string(),
  endDate: string(),
  noExpiry: enums([0, 1]),
  announcementImages: array(AnnouncementImage),
});
export type Announcement = Infer<typeof Announcement>;

/** execution: A members, B guests, F members on their first login. */
export const PopupAnnouncement = object({
  id: number(),
  title: string(),
  content: string(),
  promotionType: string(),
  execution: enums(['A', 'B', 'F']),
});

export const AnnouncementsAnswer = object({
  banners: array(Banner),
  player: array(Announcement),
  popup: array(PopupAnnouncement),
  hot: array(Announcement),
  promotion: array(Promotion),
  footer: object({ unreadCount: number() }),
});
export type AnnouncementsAnswer = Infer<typeof AnnouncementsAnswer>;

/** `types=B,PL,PU,H` (comma list, or the key repeated); each must be a known type. */
export const AnnouncementTypes = refine(
  coerce(size(array(string()), 1, 6), string(), (s) => s.split(',').map((t) => t.trim())),
  'AnnouncementTypes',
  (list) => list.every((t) => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t)) || 'unknown type',
);

/** `token` is accepted and ignored: the token travels only in Authorization (DECISIONS.md). */
export const AnnouncementsQuery = type({
  types: AnnouncementTypes,
  groupName: optional(enums(['m_home', 'm_reg'])),
  platform: optional(enums(['M'])),
  merchantCode: optional(size(string(), 0, 40)),
  language: optional(size(string(), 0, 10)),
});

export const listAnnouncements = endpoint({
  method: 'GET',
  path: '/wps/relay/CCSFE_getListAnnouncements',
  access: 'guest',
  query: AnnouncementsQuery,
  body: null,
  answer: AnnouncementsAnswer,
  swr: true,
  freshForMs: FRESH.announcements,
});

/** A notice for /m/notice and the latest-news modal (PL), or the agent list (A). */
export const Notice = object({ id: number(), title: string(), content: string(), startDate: string() });

/** Our path. */
export const listNotices = endpoint({
  method: 'GET',
  path: '/wps/notices',
  access: 'guest',
  query: type({ types: optional(enums(['PL', 'A'])), language: optional(size(string(), 0, 10)) }),
  body: null,
  answer: array(Notice),
  swr: true,
  freshForMs: FRESH.announcements,
});
