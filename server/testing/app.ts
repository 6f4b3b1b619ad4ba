import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK } from '../crypto/jose';
import { encryptionHeader, JWE_CONTENT_TYPE } from '../../src/api/contract/session';
import { registerApi } from '../api';
import { buildApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import type { Db } from '../db/client';
import { createApiDeps, type ApiDeps, type ApiDepsOverrides } from '../deps';
import { createMerchantRegistry, type MerchantRegistry } from '../merchants/merchantRegistry';
import { policySourcesOf } from '../merchants/policySources';

export interface TestApp {
  app: FastifyInstance;
  deps: ApiDeps;
  /** Seals a payload the way the client does: `{ ts, nonce, payload }` as a compact JWE to the server key. */
  seal: (payload: unknown, opts?: { ts?: number; nonce?: string }) => Promise<string>;
  /** The headers of an encrypted request. */
  joseHeaders: () => Record<string, string>;
}

/** Builds the API around a test database, with real config values unless overridden. */
export async function buildTestApp(
  db: Db,
  config: Partial<ServerConfig> = {},
  overrides: ApiDepsOverrides = {},
  merchants: MerchantRegistry = createMerchantRegistry(),
  /** Log lines go here (at the config's level) instead of nowhere. */
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const full: ServerConfig = { ...readConfig({}), appDir: '/nonexistent', ...config };
  const deps = await createApiDeps(db, full, merchants, overrides);
  const app = await buildApp({
    config: full,
    logger: logStream !== undefined,
    ...(logStream ? { logStream } : {}),
    registerApi: (scope) => registerApi(scope, deps),
    policySources: (req) => policySourcesOf(merchants.forRequest(req)),
    fastLane: (req, res) => deps.fastLane.serve(req, res),
    merchantOf: deps.merchantOf,
    keptPages: deps.publicAnswers,
  });
  await app.ready();
  const publicKey = await importJWK({ ...deps.serverKey.publicJwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
  return {
    app,
    deps,
    seal: (payload, opts = {}) =>
      new CompactEncrypt(
        new TextEncoder().encode(
          JSON.stringify({
            ts: opts.ts ?? deps.now(),
            nonce: opts.nonce ?? randomBytes(16).toString('base64url'),
            payload,
          }),
        ),
      )
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: deps.serverKey.kid })
        .encrypt(publicKey),
    joseHeaders: () => ({
      'content-type': JWE_CONTENT_TYPE,
      encryption: encryptionHeader(deps.serverKey.kid),
    }),
  };
}
