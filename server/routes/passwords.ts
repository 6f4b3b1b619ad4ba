import { memberChangedHere } from '../db/localChanges';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  setFirstPassword,
  setPasswordByPhone,
} from '../../src/api/contract/account';
import { ErrorCode } from '../../src/api/contract/errors';
import { checkCode, issueCode, newResetCode, spendCode } from '../accounts/codes';
import { activeMemberByMobile, memberByUsername } from '../accounts/members';
import { hitLimit, tooMany } from '../accounts/rateLimit';
import { guarded } from '../accounts/reauth';
import { PASSWORD_RULE, passes } from '../accounts/registerFields';
import { clientIp, dialingOf, merchantEntryOf, smsTarget } from '../accounts/settings';
import { hashPassword, verifyPassword } from '../auth/password';
import { notifyMember } from '../accounts/notify';
import { members, type MemberRow } from '../db/schema/index';
import type { ApiDeps } from '../deps';
import { ApiError, notSession } from '../http/envelope';
import { registerEndpoint } from '../http/route';

const HOUR = 3_600_000;
const RESET_MINUTES = 30;

const invalidCode = () =>
  new ApiError(400, ErrorCode.verificationInvalid, 'Verification code error', { field: 'verificationCode' });
const sameAsOld = () =>
  new ApiError(400, ErrorCode.newOldSame, 'The new password cannot be the same as the old one', {
    field: 'newPassword',
  });

/** The shared password rule, and the confirmation when the call has one. */
function checkNewPassword(newPassword: string, confirm?: string): void {
  if (!passes(PASSWORD_RULE, newPassword))
    throw new ApiError(400, ErrorCode.passwordInvalid, 'Password format incorrect', { field: 'newPassword' });
  if (confirm !== undefined && confirm !== newPassword)
    throw new ApiError(400, ErrorCode.confirmMismatch, 'Confirmation password not matched', {
      field: 'confirmNewPassword',
    });
}

/** Set password by phone, recovery by e-mail, change password and first password (docs/accounts.md). */
export function registerPasswordRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const acct = config.accounts;

  /** Writes the new hash (and clears the first-password flag); the caller ends sessions. */
  async function setPassword(member: MemberRow, newPassword: string): Promise<void> {
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: false })
      .where(eq(members.id, member.id));
  }

  registerEndpoint(
    app,
    setPasswordByPhone,
    async ({ body, req }) => {
      const m = merchantEntryOf(deps, req);
      const at = new Date(deps.now());
      checkNewPassword(body.newPassword);
      const key = {
        merchant: m.code,
        purpose: 'noLogin',
        target: smsTarget(dialingOf(body.countryDialingCode, m), body.mobileNum),
      };
      // The code first: without it nobody learns anything about the account, not even "same as old".
      const check = await checkCode(db, key, body.verificationCode, acct.codeMaxTries, at);
      const member = check.ok ? await activeMemberByMobile(db, m.code, body.mobileNum) : undefined;
      if (!check.ok || !member) throw invalidCode();
      // Same as old keeps the code alive: the client clears only the password field (spec 01 §8).
      if (await verifyPassword(body.newPassword, member.passwordHash)) throw sameAsOld();
      if (!(await spendCode(db, check.id, at))) throw invalidCode();
      await setPassword(member, body.newPassword);
      await deps.sessions.revokeAllOf(member.id);
      await notifyMember(db, member.id, 'passwordReset', at, { by: 'phone' });
      return { userName: member.username };
    },
    { openBody: deps.openJwe },
  );

  // Form-encoded per spec 01 §7 (the API scope parses application/x-www-form-urlencoded); JSON works too.
  registerEndpoint(app, forgotPasswordByEmail, async ({ body, req }) => {
    const m = merchantEntryOf(deps, req);
    const at = new Date(deps.now());
    const username = body.username.trim();
    const email = body.email.trim();
    // Counted per address and per user name, real or not, so a 429 says nothing about the account.
    const hits = await Promise.all([
      hitLimit(
        db,
        { bucket: `recovery-ip:${clientIp(req)}`, limit: acct.recoveryPerIpPerHour, windowMs: HOUR },
        at,
      ),
      hitLimit(
        db,
        { bucket: `recovery-user:${m.code}:${username.toLowerCase()}`, limit: 3, windowMs: HOUR },
        at,
      ),
    ]);
    const over = hits.filter((h) => h.over);
    if (over.length > 0)
      throw tooMany(ErrorCode.recoveryRateLimited, Math.max(...over.map((h) => h.retryAfterMs)));
    // The lookup, the code and the mail happen after the answer: the answer takes the same time whether or not
    // the user name and e-mail match (docs/security.md "Answers and timings").
    deps.afterAnswer('password reset mail', async () => {
      const member = await memberByUsername(db, m.code, username);
      if (
        !member ||
        member.status !== 'active' ||
        !member.email ||
        member.email.toLowerCase() !== email.toLowerCase()
      )
        return;
      const code = newResetCode();
      await issueCode(
        db,
        { merchant: m.code, purpose: 'email-reset', target: `${m.code}:${member.username.toLowerCase()}` },
        code,
        RESET_MINUTES * 60_000,
        at,
      );
      await deps.mail.send({
        merchant: m.code,
        to: member.email,
        subject: `${m.theme.appName}: reset your password`,
        text: `Your password reset code for ${member.username} is ${code}. It expires in ${RESET_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
        code,
      });
    });
    // Identical whether or not the user name and e-mail matched (DECISIONS.md: no user enumeration).
    return true;
  });

  registerEndpoint(
    app,
    resetPasswordByEmail,
    async ({ body, req }) => {
      const merchant = deps.merchantOf(req);
      const at = new Date(deps.now());
      checkNewPassword(body.newPassword, body.confirmNewPassword);
      const member = await memberByUsername(db, merchant, body.username.trim());
      const key = {
        merchant,
        purpose: 'email-reset',
        target: `${merchant}:${body.username.trim().toLowerCase()}`,
      };
      const check = await checkCode(db, key, body.resetCode, acct.codeMaxTries, at);
      if (!check.ok || !member || member.status !== 'active') throw invalidCode();
      if (await verifyPassword(body.newPassword, member.passwordHash)) throw sameAsOld();
      if (!(await spendCode(db, check.id, at))) throw invalidCode();
      await setPassword(member, body.newPassword);
      await deps.sessions.revokeAllOf(member.id);
      await notifyMember(db, member.id, 'passwordReset', at, { by: 'email' });
      return { userName: member.username };
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(
    app,
    changePassword,
    async ({ body, req }) => {
      const session = req.session!;
      const [member] = await db.select().from(members).where(eq(members.id, session.memberId));
      if (!member) throw notSession();
      await guarded(
        deps,
        {
          bucket: `password-change:${session.memberId}`,
          limit: acct.loginAccountLimit,
          windowMs: acct.loginWindowMs,
        },
        () => verifyPassword(body.oldPassword, member.passwordHash),
        () =>
          new ApiError(400, ErrorCode.oldPasswordInvalid, 'Old password incorrect', { field: 'oldPassword' }),
        ErrorCode.passwordRateLimited,
      );
      if (body.newPassword === body.oldPassword) throw sameAsOld();
      checkNewPassword(body.newPassword, body.confirmNewPassword);
      await setPassword(member, body.newPassword);
      // Every other device is signed out; this one stays.
      await deps.sessions.revokeAllOf(member.id, String(req.headers.authorization).trim());
      await notifyMember(db, member.id, 'passwordChanged', new Date(deps.now()));
      return true;
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(
    app,
    setFirstPassword,
    async ({ body, req }) => {
      const session = req.session!;
      const [member] = await db.select().from(members).where(eq(members.id, session.memberId));
      if (!member) throw notSession();
      if (!member.mustChangePassword)
        throw new ApiError(403, ErrorCode.functionNotAvailable, 'No password change is pending');
      checkNewPassword(body.newPassword, body.confirmNewPassword);
      if (await verifyPassword(body.newPassword, member.passwordHash)) throw sameAsOld();
      await setPassword(member, body.newPassword);
      // This session's next call, on this instance, is no longer held to the first password (read-your-writes).
      memberChangedHere(member.id);
      await deps.sessions.revokeAllOf(member.id, String(req.headers.authorization).trim());
      return true;
    },
    { openBody: deps.openJwe },
  );
}
