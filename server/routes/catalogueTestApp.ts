import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { create } from 'superstruct';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { successEnvelope } from '../../src/api/contract/envelope';
import { registerApi } from '../api';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../db/changes';
import { createApiDeps } from '../deps';
import { createMerchantRegistry, type MerchantRegistry } from '../merchants/merchantRegistry';
import { seedCatalogue } from '../seed/catalogue';

/**
 * The app with the catalogue routes over a seeded database, for `app.inject` tests; with `changes`, it keeps in memory
 * what `npm start` keeps (the kept catalogue, server/catalogue/keptCatalogue.ts).
 */
export async function catalogueTestApp(
  db: Db,
  merchants: MerchantRegistry = createMerchantRegistry(),
  changes?: ChangeFeed,
): Promise<FastifyInstance> {
  await seedCatalogue(db);
  const config = { ...readConfig({}), appDir: '/nonexistent-app-dir' };
  const deps = await createApiDeps(db, config, merchants, { changes });
  return buildApp({ config, logger: false, registerApi: (scope) => registerApi(scope, deps) });
}

/** The answer's value, checked against the endpoint's answer schema inside the success envelope. */
export function valueOf<Q, B, A>(e: Endpoint<Q, B, A>, res: LightMyRequestResponse): A {
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  return (create(res.json(), successEnvelope(e.answer)) as unknown as { value: A }).value;
}
