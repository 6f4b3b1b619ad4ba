import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { getHelpCentre } from '../../src/api/contract/help';
import type { ApiDeps } from '../deps';
import { helpEntries } from '../db/schema/catalogue';
import { registerEndpoint } from '../http/route';
import { readerOf, wordingOf } from '../content/wording';

/** The help centre's entries for a device (MOBILE unless asked otherwise). */
export function registerHelpRoutes(app: FastifyInstance, deps: Pick<ApiDeps, 'db' | 'merchants'>): void {
  registerEndpoint(app, getHelpCentre, async ({ query, req }) => {
    const reader = readerOf(req, deps.merchants.forRequest(req).languages.default, query);
    return (
      await deps.db
        .select()
        .from(helpEntries)
        .where(eq(helpEntries.device, query.device ?? 'MOBILE'))
        .orderBy(asc(helpEntries.sort))
    ).map((h) => wordingOf(h, reader, `help:${h.id}`));
  });
}
