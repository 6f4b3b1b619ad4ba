import type { FastifyInstance } from 'fastify';
import { getRuntimeConfig, getSystemStatus } from '../../src/api/contract/config';
import type { ApiDeps } from '../deps';
import { registerEndpoint } from '../http/route';
import { runtimeConfig } from '../merchants/runtimeConfig';

/** The runtime configuration and site settings of the merchant the request's host resolves to. */
export function registerConfigRoutes(app: FastifyInstance, deps: Pick<ApiDeps, 'merchants'>): void {
  registerEndpoint(app, getRuntimeConfig, async ({ req }) => runtimeConfig(deps.merchants.forRequest(req)));
  registerEndpoint(app, getSystemStatus, async ({ req }) => deps.merchants.forRequest(req).site);
}
