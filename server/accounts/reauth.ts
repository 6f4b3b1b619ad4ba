import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import { verifyPassword } from '../auth/password';
import type { ApiDeps } from '../deps';
import { members, type MemberRow } from '../db/schema/index';
import { ApiError, notSession } from '../http/envelope';
import { consumeCode } from './codes';
import { clearLimit, reserve, tooMany, type Limit } from './rateLimit';
import { dialingOf, smsTarget } from './settings';

/** The session's member row. */
export async function sessionMember(deps: ApiDeps, req: FastifyRequest): Promise<MemberRow> {
  const [member] = await deps.db.select().from(members).where(eq(members.id, req.session!.memberId));
  if (!member) throw notSession();
  return member;
}

/**
 * Runs a check under a limit of failures per account: the attempt is counted first (one atomic statement), so a
 * burst of concurrent attempts gets at most `limit` checks; over it, 429 (`rateLimitedCode`) without checking.
 * A failure keeps its count; a success clears the bucket; a check that throws gives its count back. Concurrent right
 * attempts past the limit are refused too (nothing tells them apart before the check), with a Retry-After of at most
 * IN_FLIGHT_STALE_MS.
 */
export async function guarded(
  deps: ApiDeps,
  limit: Limit,
  check: () => Promise<boolean>,
  refuse: () => ApiError,
  rateLimitedCode: string = ErrorCode.reauthRateLimited,
): Promise<void> {
  const at = new Date(deps.now());
  const attempt = await reserve(deps.db, limit, at);
  if (attempt.over) {
    await attempt.release();
    throw tooMany(rateLimitedCode, attempt.retryAfterMs);
  }
  let ok: boolean;
  try {
    ok = await check();
  } catch (err) {
    await attempt.release();
    throw err;
  }
  if (!ok) {
    await attempt.settle();
    throw refuse();
  }
  await clearLimit(deps.db, limit.bucket);
}

/** The SMS code key of re-authentication for a member's own mobile. */
export const reauthCodeKey = (deps: ApiDeps, req: FastifyRequest, member: MemberRow) => ({
  merchant: member.merchant,
  purpose: 'reauth',
  target: smsTarget(dialingOf(undefined, deps.merchants.forRequest(req)), member.mobile ?? ''),
});

/**
 * Re-authentication for a change of login or money details: the login password, or an SMS code sent to the
 * account's own mobile (`POST /wps/verification/sms/member`). Failures count per account, like wrong old passwords.
 */
export async function reauthenticate(
  deps: ApiDeps,
  req: FastifyRequest,
  member: MemberRow,
  proof: { password?: string | undefined; smsCode?: string | undefined },
): Promise<void> {
  const acct = deps.config.accounts;
  await guarded(
    deps,
    { bucket: `reauth:${member.id}`, limit: acct.loginAccountLimit, windowMs: acct.loginWindowMs },
    async () => {
      if (proof.password) return verifyPassword(proof.password, member.passwordHash);
      if (proof.smsCode && member.mobile)
        return consumeCode(
          deps.db,
          reauthCodeKey(deps, req, member),
          proof.smsCode,
          acct.codeMaxTries,
          new Date(deps.now()),
        );
      return false;
    },
    () => new ApiError(400, ErrorCode.reauthInvalid, 'Re-authentication failed'),
  );
}
