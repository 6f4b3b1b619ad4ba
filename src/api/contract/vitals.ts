import { array, boolean, enums, number, object, refine, size, type Infer } from 'superstruct';
import { endpoint } from './endpoint';
import { paths } from './routes';

// Field data from real players (issue 65): the app reports its Core Web Vitals, measured by the `web-vitals` library,
// by route and connection type. Our path, outside the upstream platform. Nothing in it is the player's: no session,
// no id, no URL beyond the route's name; every label is from a closed list, so the server's metrics stay bounded.

/** The vitals reported: Largest Contentful Paint and Interaction to Next Paint in ms, Cumulative Layout Shift. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** The Network Information API's effective types, and `unknown` where a browser does not say (Firefox, Safari). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** A route of the app's table, or `other` (the not-found screen). */
export const VITAL_ROUTES = [...new Set(Object.values(paths)), 'other'] as const;

/** The largest value taken: ten minutes for a time, 100 for a layout shift; anything above is a broken report. */
const plausible = refine(number(), 'plausible', (v) => Number.isFinite(v) && v >= 0 && v <= 600_000);

export const VitalReport = object({
  name: enums(WEB_VITALS),
  value: plausible,
  route: enums(VITAL_ROUTES),
  connection: enums(CONNECTION_TYPES),
});
export type VitalReport = Infer<typeof VitalReport>;

/** One visit's reports, sent together when the page is hidden. */
export const reportVitals = endpoint({
  method: 'POST',
  path: '/wps/vitals',
  access: 'guest',
  query: null,
  body: object({ vitals: size(array(VitalReport), 1, 12) }),
  answer: boolean(),
});
