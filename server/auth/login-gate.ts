import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/api/contract/errors';
import { clearLimit, hitLimit, peekLimit, tooMany } from '../accounts/rateLimit';
import { clientIp } from '../accounts/settings';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/envelope';
import { clearFailures, failuresOf, recordFailure } from './login-guard';

/**
 * The gate in front of every login check, whatever the credential: the rate limits (per address, per subject) and
 * the captcha demand after repeated failures. The lock-out rules live here alone, apart from the credential checks.
 * The subject is whose failures count (the lower-cased user name, or the number for SMS and provider logins); it is
 * counted whether or not an account exists, so neither the captcha demand nor a 429 reveals anything.
 */

/** What the gate needs from the login body. */
export interface GateInput {
  merchant: string;
  subject: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
  at: Date;
}

/** One admitted attempt: report how it ended. */
export interface GatedAttempt {
  /** Counts the failure against the subject and the address, then throws the one login refusal. */
  failed(): Promise<never>;
  /** Clears the subject's failures and its limit. */
  succeeded(): Promise<void>;
}

/** The login gate of one server, with its configured limits and captcha threshold. */
export function loginGate(deps: ApiDeps): {
  admit(req: FastifyRequest, input: GateInput): Promise<GatedAttempt>;
} {
  const { db, config } = deps;
  const acct = config.accounts;
  const ipLimit = (req: FastifyRequest) => ({
    bucket: `login-ip:${clientIp(req)}`,
    limit: acct.loginIpLimit,
    windowMs: acct.loginWindowMs,
  });
  const accountLimit = (merchant: string, subject: string) => ({
    bucket: `login-acct:${merchant}:${subject}`,
    limit: acct.loginAccountLimit,
    windowMs: acct.loginWindowMs,
  });

  return {
    async admit(req, { merchant, subject, captcha, captchaId, at }) {
      // Brute force: refuse before anything is evaluated once the account or the address is over its limit.
      const limits = await Promise.all([
        peekLimit(db, ipLimit(req), at),
        peekLimit(db, accountLimit(merchant, subject), at),
      ]);
      const over = limits.filter((l) => l.over);
      if (over.length > 0)
        throw tooMany(ErrorCode.loginRateLimited, Math.max(...over.map((l) => l.retryAfterMs)));

      const threshold = config.loginCaptchaAfter;
      // The captcha demand depends only on failures for this subject, real or not, so it reveals nothing.
      if ((await failuresOf(db, merchant, subject, at)) >= threshold) {
        if (!captcha || !captchaId)
          throw new ApiError(401, ErrorCode.captchaRequired, 'Captcha required', { captcha: true });
        if (!(await deps.captchas.check(merchant, captchaId, captcha)))
          throw new ApiError(401, ErrorCode.captchaInvalid, 'Captcha incorrect', { captcha: true });
      }

      return {
        async failed() {
          const failures = await recordFailure(db, merchant, subject, at);
          await Promise.all([
            hitLimit(db, ipLimit(req), at),
            hitLimit(db, accountLimit(merchant, subject), at),
          ]);
          throw new ApiError(401, ErrorCode.loginFailed, 'Incorrect username or password', {
            captcha: failures >= threshold,
          });
        },
        async succeeded() {
          await clearFailures(db, merchant, subject);
          await clearLimit(db, accountLimit(merchant, subject).bucket);
        },
      };
    },
  };
}
