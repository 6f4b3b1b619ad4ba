import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import type { MerchantRegistry } from './merchants/merchantRegistry';
import { registerAnnouncementRoutes } from './routes/announcements';
import { registerCdnRoutes } from './routes/cdn';
import { registerConfigRoutes } from './routes/config';
import { registerGameRoutes } from './routes/games';
import { registerHelpRoutes } from './routes/help';
import { registerManifestRoutes } from './routes/manifest';
import { registerPromotionRoutes } from './routes/promotions';

/** Everything the /wps/ routes need, built once at start-up. */
export interface ApiDeps {
  readonly startedAt: Date;
  readonly db: Db;
  /** Merchant resolution by host name (server/merchants/). */
  readonly merchants: MerchantRegistry;
}

/**
 * Registers every /wps/ route, plus the per-merchant manifest and the image CDN, which need the same deps.
 * Each resource lives in its own file under server/routes/.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerConfigRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerAnnouncementRoutes(app, deps);
  registerPromotionRoutes(app, deps);
  registerHelpRoutes(app, deps);
  registerCdnRoutes(app, deps);
  registerManifestRoutes(app, deps);
  app.log.debug('api routes registered');
}
