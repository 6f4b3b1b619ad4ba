import type { FastifyInstance } from 'fastify';
import { registerSessionHook } from './auth/session-hook';
import type { ApiDeps } from './deps';
import { registerMemberRoutes } from './routes/member';
import { registerSessionRoutes } from './routes/session';
import { registerWalletRoutes } from './routes/wallet';

export type { ApiDeps } from './deps';

/** Registers every /wps/ route. Each resource lives in its own file under server/routes/. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // Encrypted bodies arrive as compact JWE text; the endpoint's openBody hook checks and opens them.
  app.addContentTypeParser('application/jose', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  registerSessionHook(app, deps.sessions, (req) => {
    const merchant = deps.merchantOf(req);
    return [merchant, deps.trialMerchantOf(merchant)];
  });
  registerSessionRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerWalletRoutes(app, deps);
}
