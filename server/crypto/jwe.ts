import { lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { compactDecrypt } from './jose';
import { is } from 'superstruct';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  JWE_ALG,
  JWE_CONTENT_TYPE,
  JWE_ENC,
  JWE_MAX_AGE_MS,
  SealedBody,
} from '../../src/api/contract/session';
import type { Db } from '../db/client';
import { usedNonces } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { jsonTooDeep } from '../http/jsonDepth';
import type { ServerKey } from './keys';

export interface JweRules {
  /** Largest compact JWE accepted, in bytes. */
  maxBytes: number;
  /** How old a sealed body's `ts` may be. */
  maxAgeMs: number;
  /** How far into the future a `ts` may be (client clocks drift). */
  skewMs: number;
}

export const JWE_RULES: JweRules = { maxBytes: 16 * 1024, maxAgeMs: JWE_MAX_AGE_MS, skewMs: 30 * 1000 };

/** Every refusal looks the same, so a prober learns nothing about which check failed. */
const refuse = () => new ApiError(400, ErrorCode.encryptionRequired, 'Invalid encrypted request');

const HEADER = /^JWE;\s*kid=([A-Za-z0-9_-]{1,128})$/;

class Refusal extends Error {}

function fail(reason: string): never {
  throw new Refusal(reason);
}

/**
 * Makes the `openBody` hook for encrypted endpoints (docs/server-data.md "JWE wire format"): checks the
 * headers, decrypts RSA-OAEP-256 + A256GCM only, checks the timestamp window and spends the nonce in the
 * database so a replay is refused by every instance. Gives back the inner `payload`.
 */
export function createJweOpener(
  db: Db,
  key: ServerKey,
  now: () => number = Date.now,
  rules: JweRules = JWE_RULES,
) {
  const decoder = new TextDecoder();
  return async function openJwe(req: FastifyRequest): Promise<unknown> {
    try {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== JWE_CONTENT_TYPE) fail('content type');
      const header = HEADER.exec(String(req.headers.encryption ?? '').trim());
      if (!header || header[1] !== key.kid) fail('header or kid');
      const body = req.body;
      if (typeof body !== 'string' || Buffer.byteLength(body) > rules.maxBytes) fail('body');
      let plaintext: Uint8Array;
      try {
        ({ plaintext } = await compactDecrypt(body.trim(), key.privateKey, {
          keyManagementAlgorithms: [JWE_ALG],
          contentEncryptionAlgorithms: [JWE_ENC],
        }));
      } catch {
        fail('decrypt');
      }
      let sealed: unknown;
      try {
        const text = decoder.decode(plaintext);
        if (jsonTooDeep(text)) fail('json');
        sealed = JSON.parse(text);
      } catch {
        fail('json');
      }
      if (!is(sealed, SealedBody) || !Number.isFinite(sealed.ts)) fail('shape');
      const { ts, nonce, payload } = sealed;
      const at = now();
      if (ts < at - rules.maxAgeMs || ts > at + rules.skewMs) fail('stale');
      await db.delete(usedNonces).where(lt(usedNonces.expiresAt, new Date(at)));
      const spent = await db
        .insert(usedNonces)
        .values({ nonce, expiresAt: new Date(ts + rules.maxAgeMs + rules.skewMs) })
        .onConflictDoNothing()
        .returning({ nonce: usedNonces.nonce });
      if (spent.length === 0) fail('replay');
      return payload;
    } catch (err) {
      if (err instanceof Refusal) {
        req.log.info({ reason: err.message }, 'encrypted request refused');
        throw refuse();
      }
      throw err;
    }
  };
}
