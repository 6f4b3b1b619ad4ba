import { originOf, type PolicySources } from '../http/securityHeaders';
import type { Merchant } from './merchantRegistry';

const origins = (urls: readonly string[]): string[] =>
  [...new Set(urls.map(originOf).filter((o): o is string => o !== undefined))].sort();

/**
 * What a merchant's app loads from other origins (docs/security.md "Headers"): pictures from its image CDNs, calls
 * to a separate API host and the CDNs (the worker caches pictures), and frames for its customer-service chat, its
 * API host (game launches) and its game hosts. Relative settings are the app's own origin and add nothing.
 */
export function policySourcesOf(m: Merchant): PolicySources {
  const cdns = origins(m.imageCdns);
  const api = origins([m.apiBase]);
  const service = origins(m.customerService.map((s) => s.url));
  return {
    img: [...cdns, ...api],
    connect: [...api, ...cdns],
    frame: [...new Set([...service, ...api, ...m.gameHosts])],
  };
}
