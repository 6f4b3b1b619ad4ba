import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  bindEmail,
  bindMobile,
  changePaymentPassword,
  getSecurityInfo,
  sendBindCode,
} from '../../src/api/contract/security';
import { checkCode, issueCode, newResetCode, newSmsCode, spendCode } from '../accounts/codes';
import { notifyMember } from '../accounts/notify';
import { guarded, reauthenticate, sessionMember } from '../accounts/reauth';
import { reserveAll, tooMany } from '../accounts/rateLimit';
import { dialingOf, smsTarget } from '../accounts/settings';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ApiDeps } from '../deps';
import { members } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { maskEmail, maskMobile } from './member';
import { refuseTrial } from './deposit';

const HOUR = 3_600_000;
/** Bind codes a member may ask for per hour, whatever the channel. */
const BIND_CODES_PER_HOUR = 6;
const BIND_MAIL_MINUTES = 15;

/** The security centre: payment password, and binding a mobile number or an e-mail (docs/security-centre.md). */
export function registerSecurityRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const acct = config.accounts;
  const codeRefused = () => new ApiError(400, ErrorCode.verificationInvalid, 'Verification code error');

  registerEndpoint(app, getSecurityInfo, async ({ req }) => {
    const m = await sessionMember(deps, req);
    return {
      mobile: m.mobile ? maskMobile(m.mobile) : null,
      email: m.email ? maskEmail(m.email) : null,
      hasPaymentPassword: m.paymentPasswordHash !== null,
      reauth: { password: true, sms: m.mobile ? { mobileMasked: `•••• ${m.mobile.slice(-4)}` } : null },
    };
  });

  registerEndpoint(
    app,
    changePaymentPassword,
    async ({ body, req }) => {
      refuseTrial(req);
      const member = await sessionMember(deps, req);
      if (member.paymentPasswordHash === null)
        throw new ApiError(409, ErrorCode.paymentPasswordUnset, 'No payment password to change');
      await reauthenticate(deps, req, member, body);
      if (body.confirmPaymentPassword !== body.paymentPassword)
        throw new ApiError(400, ErrorCode.paymentPasswordMismatch, 'Payment passwords differ', {
          field: 'confirmPaymentPassword',
        });
      if (await verifyPassword(body.paymentPassword, member.paymentPasswordHash))
        throw new ApiError(400, ErrorCode.newOldSame, 'The new payment password is the current one');
      await db
        .update(members)
        .set({ paymentPasswordHash: await hashPassword(body.paymentPassword) })
        .where(eq(members.id, member.id));
      await notifyMember(db, member.id, 'paymentPasswordChanged', new Date(deps.now()));
      return true;
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(app, sendBindCode, async ({ body, req }) => {
    refuseTrial(req);
    const member = await sessionMember(deps, req);
    const m = deps.merchants.forRequest(req);
    const at = new Date(deps.now());
    const limit = { bucket: `bind:${member.id}`, limit: BIND_CODES_PER_HOUR, windowMs: HOUR };
    if (body.channel === 'sms' && !body.mobileNum)
      throw new ApiError(400, ErrorCode.mobileInvalid, 'Mobile number required');
    if (body.channel !== 'sms' && !body.email)
      throw new ApiError(400, ErrorCode.emailInvalid, 'E-mail required');
    // Counted before any code is made or sent.
    await reserveAll(db, [limit], at, (ms) => tooMany(ErrorCode.smsRateLimited, ms));
    if (body.channel === 'sms' && body.mobileNum) {
      const dialing = dialingOf(undefined, m);
      const code = newSmsCode();
      const key = {
        merchant: member.merchant,
        purpose: 'bind-sms',
        target: smsTarget(dialing, body.mobileNum),
      };
      await issueCode(db, key, code, acct.smsCodeMinutes * 60_000, at);
      try {
        await deps.sms.send({
          merchant: member.merchant,
          dialingCode: dialing,
          number: body.mobileNum,
          code,
          text: `Your verification code is ${code}. It binds this number to your account. Never share it.`,
        });
      } catch {
        throw new ApiError(502, ErrorCode.smsSendFailed, 'SMS could not be sent');
      }
      return { expiredMinutes: acct.smsCodeMinutes };
    }
    const email = body.email ?? '';
    const code = newResetCode();
    const key = { merchant: member.merchant, purpose: 'bind-mail', target: email.toLowerCase() };
    await issueCode(db, key, code, BIND_MAIL_MINUTES * 60_000, at);
    await deps.mail.send({
      merchant: member.merchant,
      to: email,
      subject: `${m.theme.appName}: confirm your e-mail address`,
      text: `Your code to bind this address to ${member.username} is ${code}. It expires in ${BIND_MAIL_MINUTES} minutes.`,
      code,
    });
    return { expiredMinutes: BIND_MAIL_MINUTES };
  });

  /** Checks the login password (counted like other re-authentication) and the code, then spends the code. */
  async function proveBoth(
    req: Parameters<typeof reauthenticate>[1],
    member: Awaited<ReturnType<typeof sessionMember>>,
    password: string,
    key: { merchant: string; purpose: string; target: string },
    code: string,
  ) {
    await reauthenticate(deps, req, member, { password });
    const at = new Date(deps.now());
    await guarded(
      deps,
      { bucket: `bind-code:${member.id}`, limit: acct.codeMaxTries * 2, windowMs: HOUR },
      async () => {
        const checked = await checkCode(db, key, code, acct.codeMaxTries, at);
        return checked.ok && (await spendCode(db, checked.id, at));
      },
      codeRefused,
    );
  }

  registerEndpoint(
    app,
    bindMobile,
    async ({ body, req }) => {
      refuseTrial(req);
      const member = await sessionMember(deps, req);
      const dialing = dialingOf(undefined, deps.merchants.forRequest(req));
      const key = {
        merchant: member.merchant,
        purpose: 'bind-sms',
        target: smsTarget(dialing, body.mobileNum),
      };
      await proveBoth(req, member, body.password, key, body.verificationCode);
      const [taken] = await db
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchant, member.merchant),
            eq(members.mobile, body.mobileNum),
            ne(members.id, member.id),
          ),
        );
      if (taken) throw new ApiError(409, ErrorCode.mobileExists, 'This mobile number already has an account');
      await db.update(members).set({ mobile: body.mobileNum }).where(eq(members.id, member.id));
      await notifyMember(db, member.id, 'mobileBound', new Date(deps.now()));
      return { mobile: maskMobile(body.mobileNum) };
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(
    app,
    bindEmail,
    async ({ body, req }) => {
      refuseTrial(req);
      const member = await sessionMember(deps, req);
      const key = { merchant: member.merchant, purpose: 'bind-mail', target: body.email.toLowerCase() };
      await proveBoth(req, member, body.password, key, body.verificationCode.trim());
      await db.update(members).set({ email: body.email }).where(eq(members.id, member.id));
      await notifyMember(db, member.id, 'emailBound', new Date(deps.now()));
      return { email: maskEmail(body.email) };
    },
    { openBody: deps.openJwe },
  );
}
