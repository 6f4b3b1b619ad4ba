import type { AnyEndpoint } from './endpoint';
import { getRegisterFields, getRegisterSettings, getUserAgreement, listCountries } from './account';
import { listAnnouncements, listNotices } from './announcements';
import { getRuntimeConfig, getSystemStatus } from './config';
import {
  getGameVendorConfig,
  getWinnerBoard,
  listAllVassalages,
  listGames,
  listHotGamesGet,
  listHotMatches,
  listVassalGameTypes,
  listVendors,
} from './games';
import { getHelpCentre } from './help';
import { getPromotion, listPromotionCategories, listPromotions } from './promotions';

/**
 * Every endpoint the service worker serves stale-while-revalidate (`swr: true`): configuration, catalogues and
 * announcements. The worker touches only GETs whose path is listed here, so captcha, session, wallet and money calls
 * stay out simply by never being listed. A branch that adds a cacheable endpoint appends it below (the test beside
 * this file fails when an `swr: true` endpoint is missing).
 */
export const swrEndpoints: readonly AnyEndpoint[] = [
  getRuntimeConfig, // config.ts: the app's first call, keyed by host
  getSystemStatus, // config.ts: the maintenance and region gates
  listGames, // games.ts: game lists (spec 02 §3 query)
  listHotGamesGet, // games.ts: hot games
  listVendors, // games.ts: game vendors
  listAllVassalages, // games.ts: all vassalages
  listVassalGameTypes, // games.ts: game type to vendors
  getGameVendorConfig, // games.ts: sorting and mapping
  getWinnerBoard, // games.ts: the winner board
  listHotMatches, // games.ts: hot matches
  listAnnouncements, // announcements.ts: home and register announcements
  listNotices, // announcements.ts: the notice list
  listPromotions, // promotions.ts: promotions
  getPromotion, // promotions.ts: one promotion
  listPromotionCategories, // promotions.ts: promotion categories
  getHelpCentre, // help.ts: help entries
  getRegisterSettings, // account.ts: register settings
  getRegisterFields, // account.ts: register-field configuration and login rules
  listCountries, // account.ts: dialing codes
  getUserAgreement, // account.ts: the user agreement, per language
];
