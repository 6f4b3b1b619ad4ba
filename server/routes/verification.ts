import { and, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SmsRequest } from '../../src/api/contract/verification';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  confirmDevPhoneCode,
  getDevOutbox,
  mintDevPhoneToken,
  sendDevPhoneCode,
  sendNoLoginSms,
  sendRegisterSms,
} from '../../src/api/contract/verification';
import { consumeCode, issueCode, newSmsCode } from '../accounts/codes';
import { activeMemberByMobile, mobileTaken } from '../accounts/members';
import { reserveAll, tooMany } from '../accounts/rateLimit';
import { LOGIN_RULES } from '../accounts/registerFields';
import { passes } from '../accounts/registerFields';
import { clientIp, dialingOf, merchantEntryOf, registerSettingsOf, smsTarget } from '../accounts/settings';
import { devOutbox } from '../db/schema/index';
import { writeOutbox } from '../providers/outbox';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';

const HOUR = 3_600_000;
/** The code purpose of the dev phone-verification provider's own codes. */
const DEV_PHONE = 'dev-phone';

/** SMS codes for registration and for guests with an account, and the dev outbox (docs/accounts.md). */
export function registerVerificationRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;
  const cfg = config.accounts;

  /** Checks the number and the limits (per number: resend gap and hourly; per address: hourly). */
  async function prepare(req: FastifyRequest, body: SmsRequest) {
    const m = merchantEntryOf(deps, req);
    const number = body.mobileNo ?? body.mobileNum ?? '';
    if (!passes(LOGIN_RULES.loginMobileNum, number))
      throw new ApiError(400, ErrorCode.mobileInvalid, 'Mobile number invalid', { field: 'mobileNum' });
    const dialing = dialingOf(body.countryDialingCode, m);
    const target = smsTarget(dialing, number);
    const at = new Date(deps.now());
    const limits = [
      { bucket: `sms-ip:${clientIp(req)}`, limit: cfg.smsPerIpPerHour, windowMs: HOUR },
      { bucket: `sms-gap:${m.code}:${target}`, limit: 1, windowMs: cfg.smsResendMs },
      { bucket: `sms-num:${m.code}:${target}`, limit: cfg.smsPerNumberPerHour, windowMs: HOUR },
    ];
    // Counted before anything is sent; a refused request counts against nothing.
    await reserveAll(db, limits, at, (ms) => tooMany(ErrorCode.smsRateLimited, ms));
    return { merchant: m.code, dialing, number, target, at };
  }

  async function send(p: Awaited<ReturnType<typeof prepare>>, purpose: string): Promise<void> {
    const code = newSmsCode();
    await issueCode(
      db,
      { merchant: p.merchant, purpose, target: p.target },
      code,
      cfg.smsCodeMinutes * 60_000,
      p.at,
    );
    try {
      await deps.sms.send({
        merchant: p.merchant,
        dialingCode: p.dialing,
        number: p.number,
        code,
        text: `Your verification code is ${code}. It expires in ${cfg.smsCodeMinutes} minutes. Never share it.`,
      });
    } catch {
      throw new ApiError(502, ErrorCode.smsSendFailed, 'SMS could not be sent');
    }
  }

  registerEndpoint(app, sendRegisterSms, async ({ body, req }) => {
    const m = merchantEntryOf(deps, req);
    // The same captcha as registration, before any limit is counted or any number is looked up.
    if (registerSettingsOf(deps, m).captchaEnabled) {
      if (!body.captcha || !body.captchaId)
        throw new ApiError(400, ErrorCode.captchaRequired, 'Captcha required', {
          field: 'captcha',
          captcha: true,
        });
      if (!(await deps.captchas.check(m.code, body.captchaId, body.captcha)))
        throw new ApiError(400, ErrorCode.captchaInvalid, 'Captcha incorrect', {
          field: 'captcha',
          captcha: true,
        });
    }
    const p = await prepare(req, body);
    // The same answer in the same time for a taken and a free number: the lookup and the message come after it.
    deps.afterAnswer('register SMS', async () => {
      if (!(await mobileTaken(db, p.merchant, p.number))) return send(p, 'register');
      await deps.sms.send({
        merchant: p.merchant,
        dialingCode: p.dialing,
        number: p.number,
        code: '',
        text: `This number already has an account with ${m.theme.appName}. Sign in with it, or reset your password with "Forgot password" on the sign-in page.`,
      });
    });
    return { expiredMinutes: cfg.smsCodeMinutes };
  });

  registerEndpoint(app, sendNoLoginSms, async ({ body, req }) => {
    const p = await prepare(req, body);
    // The same answer in the same time either way: after answering, only a number with an active account is
    // sent a code (a gateway failure is logged, not answered, since answering it would say the number is known).
    // A number without one gets a code that is never sent, so a wrong code later costs the same work either way.
    deps.afterAnswer('sign-in SMS', async () => {
      if (await activeMemberByMobile(db, p.merchant, p.number)) return send(p, 'noLogin');
      await issueCode(
        db,
        { merchant: p.merchant, purpose: 'noLogin', target: p.target },
        newSmsCode(),
        cfg.smsCodeMinutes * 60_000,
        p.at,
      );
    });
    return { expiredMinutes: cfg.smsCodeMinutes };
  });

  // DEV ONLY: never registered unless SERVER_PROFILE=test or DEV_OUTBOX=1.
  if (cfg.devOutbox)
    registerEndpoint(app, getDevOutbox, async ({ query }) => {
      // Mails and codes sent after an answer (deps.afterAnswer) are in the outbox before it is read.
      await deps.idle();
      const where: SQL[] = [];
      if (query.channel) where.push(eq(devOutbox.channel, query.channel));
      if (query.to)
        where.push(
          or(
            eq(devOutbox.recipient, query.to),
            like(devOutbox.recipient, `%|${query.to.replace(/[%_\\]/g, '')}`),
          )!,
        );
      const rows = await db
        .select()
        .from(devOutbox)
        .where(and(...where))
        .orderBy(desc(devOutbox.id))
        .limit(50);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel as 'sms' | 'email' | 'captcha',
        to: r.recipient,
        merchant: r.merchant,
        subject: r.subject,
        body: r.body,
        code: r.code,
        createdAt: r.createdAt.toISOString(),
      }));
    });

  // DEV ONLY: the dev phone-verification provider's token minter (the provider refuses to load without the outbox).
  const phone = deps.phoneVerification;
  if (cfg.devOutbox && phone && 'mint' in phone && typeof phone.mint === 'function') {
    const mint = phone.mint as (p: { dialingCode: string; number: string }) => string;
    // A shortcut for server tests: a token without the code step.
    registerEndpoint(app, mintDevPhoneToken, async ({ body, req }) => ({
      idToken: mint({
        dialingCode: dialingOf(body.countryDialingCode, merchantEntryOf(deps, req)),
        number: body.mobileNum,
      }),
    }));

    // The provider's own flow, as the app runs it: a code to the outbox, then the code for a token.
    registerEndpoint(app, sendDevPhoneCode, async ({ body, req }) => {
      const p = await prepare(req, body);
      const code = newSmsCode();
      await issueCode(
        db,
        { merchant: p.merchant, purpose: DEV_PHONE, target: p.target },
        code,
        cfg.smsCodeMinutes * 60_000,
        p.at,
      );
      await writeOutbox(
        db,
        {
          merchant: p.merchant,
          channel: 'sms',
          recipient: p.target,
          subject: 'Phone verification',
          body: `Your phone verification code is ${code}. Never share it.`,
          code,
        },
        p.at,
      );
      return { expiredMinutes: cfg.smsCodeMinutes };
    });

    registerEndpoint(app, confirmDevPhoneCode, async ({ body, req }) => {
      const m = merchantEntryOf(deps, req);
      const dialingCode = dialingOf(body.countryDialingCode, m);
      const ok = await consumeCode(
        db,
        { merchant: m.code, purpose: DEV_PHONE, target: smsTarget(dialingCode, body.mobileNum) },
        body.code,
        cfg.codeMaxTries,
        new Date(deps.now()),
      );
      if (!ok)
        throw new ApiError(400, ErrorCode.verificationInvalid, 'Verification code error', {
          field: 'verificationCode',
        });
      return { idToken: mint({ dialingCode, number: body.mobileNum }) };
    });
  }
}
