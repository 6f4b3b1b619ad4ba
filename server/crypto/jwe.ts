import { lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { compactDecrypt } from 'jose';
import { ErrorCode } from '../../src/api/contract/errors';
import type { Db } from '../db/client';
import { usedNonces } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import type { ServerKey } from './keys';

export interface JweRules {
  /** Largest compact JWE accepted, in bytes. */
  maxBytes: number;
  /** How old a sealed body's `ts` may be. */
  maxAgeMs: number;
  /** How far into the future a `ts` may be (client clocks drift). */
  skewMs: number;
}

export const JWE_RULES: JweRules = { maxBytes: 16 * 1024, maxAgeMs: 5 * 60 * 1000, skewMs: 30 * 1000 };

/** Every refusal looks the same, so a prober learns nothing about which check failed. */
const refuse = () => new ApiError(400, ErrorCode.encryptionRequired, 'Invalid encrypted request');

const HEADER = /^JWE;\s*kid=([A-Za-z0-9_-]{1,128})$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

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
      if (type !== 'application/jose') fail('content type');
      const header = HEADER.exec(String(req.headers.encryption ?? '').trim());
      if (!header || header[1] !== key.kid) fail('header or kid');
      const body = req.body;
      if (typeof body !== 'string' || Buffer.byteLength(body) > rules.maxBytes) fail('body');
      let plaintext: Uint8Array;
      try {
        ({ plaintext } = await compactDecrypt(body.trim(), key.privateKey, {
          keyManagementAlgorithms: ['RSA-OAEP-256'],
          contentEncryptionAlgorithms: ['A256GCM'],
        }));
      } catch {
        fail('decrypt');
      }
      let sealed: unknown;
      try {
        sealed = JSON.parse(decoder.decode(plaintext));
      } catch {
        fail('json');
      }
      if (!sealed || typeof sealed !== 'object') fail('shape');
      const { ts, nonce, payload } = sealed as Record<string, unknown>;
      if (typeof ts !== 'number' || !Number.isFinite(ts)) fail('ts');
      if (typeof nonce !== 'string' || !NONCE.test(nonce)) fail('nonce');
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) fail('payload');
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
