// The pictures a player has seen, kept for offline starts (issue 50): the service worker keeps every catalogue picture
// that passes through it (sw/sw.ts, its image route), but a first visit's pictures load before the worker controls
// the page, and an engine may draw a picture again from its memory without asking the worker. When a worker first
// takes control of a page, the page tells it the addresses of the pictures it has loaded so far, and the worker keeps
// those it does not hold yet, through the same route's strategy (so the same bounds apply). Only public picture
// addresses travel: nothing of the player.

import { assetPaths } from '../api/contract/routes';

/** The message a page posts to its service worker. */
export const KEEP_IMAGES = 'KEEP_IMAGES';

export interface KeepImages {
  type: typeof KEEP_IMAGES;
  /** Absolute http(s) addresses of pictures the worker's image route keeps (isKeptImagePath). */
  urls: string[];
}

/** The most addresses one message carries: the image cache's own bound (sw/sw.ts). */
export const MAX_KEPT_IMAGES = 300;
const MAX_HREF = 2048;

/** The paths whose pictures the worker keeps: the catalogue CDN on any image host, and the per-merchant icons. */
export function isKeptImagePath(pathname: string): boolean {
  return pathname.startsWith(assetPaths.cdn) || pathname.startsWith(assetPaths.icons);
}

/** The message, if it is one, with only its well-formed addresses of kept paths (at most MAX_KEPT_IMAGES). */
export function keepImagesOf(data: unknown): KeepImages | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { type, urls } = data as Record<string, unknown>;
  if (type !== KEEP_IMAGES || !Array.isArray(urls)) return undefined;
  const out = new Set<string>();
  for (const href of urls) {
    if (out.size >= MAX_KEPT_IMAGES) break;
    if (typeof href !== 'string' || href.length > MAX_HREF) continue;
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      continue;
    }
    if ((url.protocol === 'https:' || url.protocol === 'http:') && isKeptImagePath(url.pathname))
      out.add(url.href);
  }
  return { type: KEEP_IMAGES, urls: [...out] };
}

/** The part of the page this reads; tests pass their own. */
export interface LoadedPictures {
  /** The page's resource timing entries (performance.getEntriesByType('resource')). */
  entries: readonly { name: string; initiatorType: string }[];
  /** The addresses its `<img>` elements show now. */
  shown: readonly string[];
}

/**
 * The pictures of kept paths the page has loaded: those its resource timing saw loaded as pictures (an `<img>`, a
 * preload, a style's background) and those its `<img>` elements show.
 */
export function loadedPictures({ entries, shown }: LoadedPictures): string[] {
  const candidates = [
    ...entries
      .filter((e) => e.initiatorType === 'img' || e.initiatorType === 'link' || e.initiatorType === 'css')
      .map((e) => e.name),
    ...shown,
  ];
  return keepImagesOf({ type: KEEP_IMAGES, urls: candidates })?.urls ?? [];
}
