import type { FastifyInstance } from 'fastify';
import { reportVitals } from '../../src/api/contract/vitals';
import type { ApiDeps } from '../deps';
import { registerEndpoint } from '../http/route';
import { observeVital } from '../metrics/metrics';

/**
 * The app's Core Web Vitals from real players (issue 65, docs/operators.md "Field vitals"): each report joins the
 * metrics as a histogram by merchant, route and connection type. No session is read and nothing is stored; the
 * contract's closed lists keep every label bounded, whatever a caller sends.
 */
export function registerVitalsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerEndpoint(app, reportVitals, async ({ body, req }) => {
    const merchant = deps.merchantOf(req);
    for (const v of body.vitals)
      observeVital(v.name, v.value, { merchant, route: v.route, connection: v.connection });
    return true;
  });
}
