import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { getHelpCentre } from '../../src/api/contract/help';
import type { ApiDeps } from '../deps';
import { helpEntries } from '../db/schema/catalogue';
import { registerEndpoint } from '../http/route';

/** The help centre's entries for a device (MOBILE unless asked otherwise). */
export function registerHelpRoutes(app: FastifyInstance, deps: Pick<ApiDeps, 'db'>): void {
  registerEndpoint(app, getHelpCentre, async ({ query }) =>
    (
      await deps.db
        .select()
        .from(helpEntries)
        .where(eq(helpEntries.device, query.device ?? 'MOBILE'))
        .orderBy(asc(helpEntries.sort))
    ).map((h) => ({ title: h.title, content: h.content })),
  );
}
