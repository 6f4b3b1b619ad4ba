import { assetPaths } from '../../src/api/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { appIcon } from '../images/art';
import { encodeImage } from '../images/encode';
import { paths } from '../../src/api/contract/routes';
import { LruCache } from '../cache/lruCache';

/** Icon files the manifest lists; each is drawn from the theme of the merchant the host resolves to. */
const ICONS = [
  { file: 'app-192.png', size: 192, maskable: false },
  { file: 'app-512.png', size: 512, maskable: false },
  { file: 'app-maskable-192.png', size: 192, maskable: true },
  { file: 'app-maskable-512.png', size: 512, maskable: true },
] as const;

export const MANIFEST_PATH = '/m/manifest.webmanifest';
export const ICON_PREFIX = assetPaths.icons;

/**
 * The web app manifest per merchant (DECISIONS.md "Merchant"): the plugin's static manifest cannot vary by
 * host, so the server writes it. Both answers revalidate, since the merchant file may change.
 */
export function registerManifestRoutes(app: FastifyInstance, deps: Pick<ApiDeps, 'merchants'>): void {
  const cache = new LruCache<Buffer>(64);

  app.get(MANIFEST_PATH, async (req, reply) => {
    const { theme, languages } = deps.merchants.forRequest(req);
    const manifest = {
      id: '/m/',
      name: theme.appName,
      short_name: theme.shortName,
      lang: languages.default === 'EN' ? 'en' : 'fil',
      start_url: paths.home,
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: theme.themeColor,
      background_color: theme.backgroundColor,
      icons: ICONS.map((i) => ({
        src: `${ICON_PREFIX}${i.file}`,
        sizes: `${i.size}x${i.size}`,
        type: 'image/png',
        purpose: i.maskable ? 'maskable' : 'any',
      })),
    };
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(manifest));
  });

  for (const icon of ICONS) {
    app.get(`${ICON_PREFIX}${icon.file}`, async (req, reply) => {
      const m = deps.merchants.forRequest(req);
      const { background, foreground, text } = m.theme.icon;
      const key = `${icon.file}|${background}|${foreground}|${text}`;
      let png = cache.get(key);
      if (!png)
        cache.set(
          key,
          (png = await encodeImage(appIcon(icon.size, background, foreground, text, icon.maskable), 'png')),
        );
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    });
  }
}
