import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Operators and their tokens (OPS_TOKENS="alice:<token>,bob:<token>"; docs/operators.md). */
export interface OperatorAuth {
  /** The operator a bearer token belongs to, or null. */
  operatorOf(authorization: string | undefined): string | null;
  /** The `dev` operator's token when none were configured (written to the token file at start), else null. */
  readonly devToken: string | null;
}

const MIN_TOKEN = 24;
const digest = (s: string) => createHash('sha256').update(s).digest();

/** Reads OPS_TOKENS; throws on a malformed entry or a short token, so a typo stops the server. */
export function parseOpsTokens(raw: string | undefined): { name: string; token: string }[] | undefined {
  if (!raw || raw.trim() === '') return undefined;
  return raw.split(',').map((item) => {
    const m = /^\s*([a-z0-9_.-]{1,40}):(\S+)\s*$/i.exec(item);
    if (!m) throw new Error('OPS_TOKENS: each entry is name:token (name of letters, digits, _ . -)');
    if (m[2]!.length < MIN_TOKEN)
      throw new Error(`OPS_TOKENS: the token of "${m[1]}" is shorter than ${MIN_TOKEN}`);
    return { name: m[1]!, token: m[2]! };
  });
}

/**
 * Checks `Authorization: Bearer <token>` against the configured operators, comparing SHA-256 digests in constant
 * time. With none configured there is one operator, `dev`, with a random token made at start.
 */
export function createOperatorAuth(configured: { name: string; token: string }[] | undefined): OperatorAuth {
  const devToken = configured ? null : randomBytes(24).toString('base64url');
  const operators = (configured ?? [{ name: 'dev', token: devToken! }]).map((o) => ({
    name: o.name,
    hash: digest(o.token),
  }));
  return {
    devToken,
    operatorOf(authorization) {
      const m = /^Bearer (\S+)$/.exec(authorization ?? '');
      if (!m) return null;
      const given = digest(m[1]!);
      // Every entry is compared, so the time taken does not say which one matched.
      let found: string | null = null;
      for (const o of operators) if (timingSafeEqual(o.hash, given)) found = o.name;
      return found;
    },
  };
}
