import type { FastifyInstance } from 'fastify';

/** Everything the /wps/ routes need, built once at start-up. */
export interface ApiDeps {
  readonly startedAt: Date;
}

/** Registers every /wps/ route. Each resource lives in its own file under server/routes/. */
export async function registerApi(app: FastifyInstance, _deps: ApiDeps): Promise<void> {
  app.log.debug('api routes registered');
}
