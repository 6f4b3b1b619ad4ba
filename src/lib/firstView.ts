// The pictures of a kept drawing's first view (issue 50; docs/performance.md "Repeat visits start drawn"). The
// drawing's lazy pictures get their address from the start loader's IntersectionObserver (src/start.ts), whose first
// answer Firefox and WebKit give only after the first paint: on a start the worker serves, the tiles in view then came
// a frame or more after the drawing, each through the worker. So the start loader tells the worker which of them were
// within reach of the viewport at this start, and the worker serves the next start of that screen with those pictures
// addressed in the drawing itself (sw/drawings.ts withFirstView): they load with the page, from the worker's image
// cache, and show in its first paint. Only public picture addresses travel: nothing of the player.

import { isKeptImagePath } from './keptImages';

/** The message the start loader posts to its service worker (src/start.ts spells it out: it imports nothing). */
export const FIRST_VIEW = 'FIRST_VIEW';

export interface FirstView {
  type: typeof FIRST_VIEW;
  /** The page's absolute address (its path and query name the kept drawing: sw/drawings.ts drawingKey). */
  page: string;
  /** The absolute http(s) addresses of the drawing's lazy pictures that were in reach of the viewport. */
  urls: string[];
}

/** The most pictures one first view names: a phone's first screen shows a dozen tiles and the row below. */
export const MAX_FIRST_VIEW = 32;
const MAX_HREF = 2048;

const httpUrl = (href: unknown): URL | undefined => {
  if (typeof href !== 'string' || href.length > MAX_HREF) return undefined;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The message, if it is one for a page of `origin`, with only its well-formed addresses of kept picture paths (at
 * most MAX_FIRST_VIEW, each once); anything else is not one.
 */
export function firstViewOf(data: unknown, origin: string): FirstView | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { type, page, urls } = data as Record<string, unknown>;
  if (type !== FIRST_VIEW || !Array.isArray(urls)) return undefined;
  const at = httpUrl(page);
  if (!at || at.origin !== origin) return undefined;
  const out = new Set<string>();
  for (const href of urls) {
    if (out.size >= MAX_FIRST_VIEW) break;
    const url = httpUrl(href);
    if (url && isKeptImagePath(url.pathname)) out.add(url.href);
  }
  return { type: FIRST_VIEW, page: at.href, urls: [...out] };
}

/** The kept first views (drawing key → addresses), keeping only well-formed ones of `origin`'s pages. */
export function firstViewsOf(data: unknown, origin: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (data === null || typeof data !== 'object') return out;
  for (const [key, urls] of Object.entries(data as Record<string, unknown>)) {
    const view = firstViewOf({ type: FIRST_VIEW, page: key, urls }, origin);
    if (view) out[key] = view.urls;
  }
  return out;
}
