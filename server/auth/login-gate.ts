import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/api/contract/errors';
import { reserve, tooMany } from '../accounts/rateLimit';
import { clientIp } from '../accounts/settings';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/envelope';
import { clearFailures, reserveFailure } from './login-guard';

/**
 * The gate in front of every login check, whatever the credential (docs/security.md "Sign-in"). It slows guessing
 * without letting anyone lock an account's owner out:
 * - per subject (the lower-cased user name, or the number for SMS and provider logins), counted whether or not an
 *   account exists: a captcha after `LOGIN_CAPTCHA_AFTER` failures, then each attempt held for a time that doubles
 *   with every further failure past `LOGIN_ACCOUNT_LIMIT` (at most `LOGIN_DELAY_MAX_MS`). The right password with
 *   a solved captcha always gets in; nobody who knows only a user name can keep its owner out;
 * - per client address (as TRUST_PROXY allows it to be known): a captcha on every login from it after
 *   `LOGIN_IP_CAPTCHA_AFTER` failures, holds from twice that, and 429 past `LOGIN_IP_LIMIT`. An address is the
 *   attacker's own, so refusing it harms nobody else.
 * The hold comes before the credential is checked and is the same for right and wrong ones.
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
  /** Doubling holds past a threshold: base, 2×base, 4×base… up to the longest. */
  const holdPast = (failures: number, threshold: number) =>
    failures < threshold
      ? 0
      : Math.min(acct.loginDelayMaxMs, acct.loginDelayBaseMs * 2 ** Math.min(20, failures - threshold));

  return {
    async admit(req, { merchant, subject, captcha, captchaId, at }) {
      // Count first, then check: the attempt is counted against the address and the subject before anything is
      // evaluated, so each of a burst of concurrent attempts sees the ones before it (docs/security.md).
      const [address, failure] = await Promise.all([
        reserve(db, ipLimit(req), at),
        reserveFailure(db, merchant, subject, at),
      ]);
      const giveBack = () => Promise.all([address.release(), failure.release()]);
      // An address past its limit is refused before anything is evaluated; an account never is.
      if (address.over) {
        await giveBack();
        throw tooMany(ErrorCode.loginRateLimited, address.retryAfterMs);
      }
      // The attempts before this one, failed or still being checked.
      const failures = failure.count - 1;
      const addressHits = address.hits - 1;

      const threshold = config.loginCaptchaAfter;
      // The captcha demand depends only on failures for this subject (real or not) and this address.
      if (failures >= threshold || addressHits >= acct.loginIpCaptchaAfter) {
        if (!captcha || !captchaId) {
          await giveBack();
          throw new ApiError(401, ErrorCode.captchaRequired, 'Captcha required', { captcha: true });
        }
        if (!(await deps.captchas.check(merchant, captchaId, captcha))) {
          await giveBack();
          throw new ApiError(401, ErrorCode.captchaInvalid, 'Captcha incorrect', { captcha: true });
        }
      }
      const hold = Math.max(
        holdPast(failures, acct.loginAccountLimit),
        holdPast(addressHits, 2 * acct.loginIpCaptchaAfter),
      );
      if (hold > 0) await deps.sleep(hold);

      return {
        async failed() {
          // Already counted when admitted: the address's attempt stays, as a failure.
          await address.settle();
          throw new ApiError(401, ErrorCode.loginFailed, 'Incorrect username or password', {
            captcha: failure.count >= threshold || address.hits >= acct.loginIpCaptchaAfter,
          });
        },
        async succeeded() {
          // Only failures count: the address gets its count back, the subject starts again.
          await Promise.all([address.release(), clearFailures(db, merchant, subject)]);
        },
      };
    },
  };
}
