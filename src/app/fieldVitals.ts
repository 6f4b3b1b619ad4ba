import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { call } from '../api/client';
import {
  CONNECTION_TYPES,
  reportVitals,
  VITAL_ROUTES,
  type ConnectionType,
  type VitalReport,
} from '../api/contract/vitals';
import { resolvePath } from '../lib/paths';

/**
 * Field vitals (issue 65, docs/operators.md "Field vitals"): the visit's LCP, INP and CLS as the web-vitals library
 * measures them, reported by the route the visit landed on and the connection's effective type, once the page is
 * hidden or left (fetch keepalive, so the report outlives the page). Loaded after the first paint (main.tsx): the
 * library reads the browser's buffered entries, so nothing before its load is missed. No session, id or URL is sent.
 */
export function reportFieldVitals(win: Window = window): void {
  const landed = resolvePath(win.location.pathname);
  const route: VitalReport['route'] =
    landed && (VITAL_ROUTES as readonly string[]).includes(landed) ? landed : 'other';
  const effective = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
    ?.effectiveType;
  const connection: ConnectionType = (CONNECTION_TYPES as readonly string[]).includes(effective ?? '')
    ? (effective as ConnectionType)
    : 'unknown';
  const queue: VitalReport[] = [];
  const take = (m: Metric) => {
    if (m.name !== 'LCP' && m.name !== 'INP' && m.name !== 'CLS') return;
    queue.push({ name: m.name, value: m.value, route, connection });
  };
  const flush = () => {
    if (queue.length === 0) return;
    const vitals = queue.splice(0, 12);
    void call(reportVitals, { body: { vitals }, keepalive: true }).catch(() => undefined);
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  // web-vitals reports when the page turns hidden; the listeners below run after its own, and send what it gave.
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') queueMicrotask(flush);
  });
  win.addEventListener('pagehide', () => queueMicrotask(flush));
}
