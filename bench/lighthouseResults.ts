// The last Lighthouse CI run's results in .lighthouseci/, grouped by URL (path and query), for the bench scripts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './stats';

export interface Lhr {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

export { median };

/** Every run's report in `.lighthouseci/`, by the path and query it asked for. */
export function runsByUrl(dir = '.lighthouseci'): Map<string, Lhr[]> {
  const byUrl = new Map<string, Lhr[]>();
  for (const file of readdirSync(dir).filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))) {
    const lhr = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Lhr;
    const url = new URL(lhr.requestedUrl);
    const path = url.pathname + url.search;
    byUrl.set(path, [...(byUrl.get(path) ?? []), lhr]);
  }
  return byUrl;
}

/** The median of one audit's figure over a URL's runs. */
export const medianAudit = (list: Lhr[], id: string) =>
  median(list.map((r) => r.audits[id]?.numericValue ?? NaN));
