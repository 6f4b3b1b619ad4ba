import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { appIcon, avatarArt, bannerArt, gameArt, teamBadge, vendorArt, vendorTile } from '../images/art';
import type { Canvas } from '../images/canvas';
import { encodeImage, formatFor, IMAGE_TYPES } from '../images/encode';
import { LruCache } from '../cache/lruCache';
import { slugWords } from '../catalogue/imagePaths';
import { AVATAR_COUNT } from '../accounts/headIcons';

/** The server's own image CDN root; merchants' default `imageCdns` point here. */
export const CDN_PREFIX = '/cdn';

type Render = (m: RegExpExecArray) => Canvas | undefined;
const words = slugWords;
const SLUG = '([A-Z0-9-]{1,40})';
const CODE = '([A-Z0-9_]{1,32})';
const LOGO = /^img\/logo\/([a-z0-9_-]{1,32})\.png$/i;

/**
 * Renders catalogue images on demand from their path (server/catalogue/imagePaths.ts), keeps the last few
 * hundred in memory, and lets browsers and the worker keep them for a year: a path's picture never changes.
 */
export function registerCdnRoutes(app: FastifyInstance, deps: Pick<ApiDeps, 'merchants'>): void {
  const cache = new LruCache<Buffer>(400);
  const routes: [RegExp, Render][] = [
    [new RegExp(`^img/game/(\\d{1,7})/${SLUG}\\.png$`), (m) => gameArt(words(m[2]!))],
    [new RegExp(`^img/vendor/${CODE}/small\\.png$`), (m) => vendorArt(m[1]!, 96, 96)],
    [new RegExp(`^img/vendor/${CODE}/large\\.png$`), (m) => vendorArt(m[1]!, 240, 120)],
    [new RegExp(`^TCG_PROD_IMAGES/RNG_LIST_VENDOR/${CODE}-WHITE\\.png$`), (m) => vendorTile(m[1]!)],
    [new RegExp(`^img/banner/(\\d{1,5})/${SLUG}\\.png$`), (m) => bannerArt(words(m[2]!), 750, 300)],
    [new RegExp(`^img/promo/(\\d{1,7})/${SLUG}\\.png$`), (m) => bannerArt(words(m[2]!), 690, 260)],
    [new RegExp(`^img/team/${SLUG}\\.png$`), (m) => teamBadge(words(m[1]!))],
    [new RegExp(`^img/avatar/([1-${AVATAR_COUNT}])\\.png$`), (m) => avatarArt(Number(m[1]))],
    [
      LOGO,
      (m) => {
        const t = deps.merchants.byCode(m[1]!)?.theme;
        return t && appIcon(160, t.icon.background, t.icon.foreground, t.icon.text, true);
      },
    ],
  ];
  /**
   * A logo follows its merchant's file, so it is kept under its theme's colours and letters too: a changed theme is
   * another key. (Until 2026-11-28 logos were never kept, and every page that showed one drew and encoded it again.)
   */
  const keyOf = (format: string, path: string) => {
    const logo = LOGO.exec(path);
    const icon = logo && deps.merchants.byCode(logo[1]!)?.theme.icon;
    return icon
      ? `${format}:${path}:${icon.background}:${icon.foreground}:${icon.text}`
      : `${format}:${path}`;
  };

  app.get(`${CDN_PREFIX}/*`, async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    // The same path in the format the browser takes: WebP for every browser the app runs in (issue 15).
    const format = formatFor(req.headers.accept);
    const key = keyOf(format, path);
    let bytes = cache.get(key);
    if (!bytes) {
      let canvas: Canvas | undefined;
      for (const [re, render] of routes) {
        const m = re.exec(path);
        if (m) {
          canvas = render(m);
          break;
        }
      }
      if (!canvas)
        return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
      bytes = await encodeImage(canvas, format);
      cache.set(key, bytes);
    }
    const immutable = !path.startsWith('img/logo/');
    return reply
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      .header('vary', 'Accept')
      .type(IMAGE_TYPES[format])
      .send(bytes);
  });
}
