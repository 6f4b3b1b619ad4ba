import type { AnyEndpoint } from './endpoint';
import { getRuntimeConfig, getSystemStatus } from './config';

/**
 * Every endpoint the service worker serves stale-while-revalidate (`swr: true`): configuration, catalogues and
 * announcements. The worker touches only GETs whose path is listed here, so captcha, session, wallet and money calls
 * stay out simply by never being listed. A branch that adds a cacheable endpoint appends it below (the test beside
 * this file fails when an `swr: true` endpoint is missing).
 */
export const swrEndpoints: readonly AnyEndpoint[] = [
  getRuntimeConfig, // config.ts: the app's first call, keyed by host
  getSystemStatus, // config.ts: the maintenance and region gates
];
