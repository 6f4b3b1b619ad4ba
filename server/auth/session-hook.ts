import type { FastifyInstance, FastifyRequest } from 'fastify';
import '../http/request-session';
import type { SessionStore } from './sessions';

/**
 * Resolves the bare `Authorization` token (no `Bearer `) to a session for every request in this scope.
 * Tokens in query strings or bodies are never read (DECISIONS.md). A session belongs to one merchant: the
 * request's merchant or its trial merchant; any other is treated as no session.
 */
export function registerSessionHook(
  app: FastifyInstance,
  sessions: SessionStore,
  merchantsOf: (req: FastifyRequest) => readonly string[],
): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    req.session = null;
    const token = req.headers.authorization;
    if (typeof token !== 'string' || token.length === 0) return;
    const session = await sessions.resolve(token.trim());
    if (session && merchantsOf(req).includes(session.merchant)) req.session = session;
  });
}
