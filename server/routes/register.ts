import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { register, registerByMobile, type RegisterPayload } from '../../src/api/contract/account';
import { ErrorCode } from '../../src/api/contract/errors';
import type { LoginAnswer } from '../../src/api/contract/session';
import { consumeCode } from '../accounts/codes';
import { memberByUsername, mobileTaken } from '../accounts/members';
import { dialingOf, merchantEntryOf, registerSettingsOf, smsTarget } from '../accounts/settings';
import { checkConfirmation, cleanFields, validateRegistration } from '../accounts/validateRegistration';
import { hashPassword } from '../auth/password';
import { agentCodes, memberProfiles, members } from '../db/schema/index';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { MemberType, isTrialType } from '../../src/api/contract/memberTypes';

const exists = (code: string, field: string, message: string) => new ApiError(409, code, message, { field });

/** Registration by user name and by mobile number (docs/accounts.md "Registration"). */
export function registerRegisterRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;

  async function handle(
    req: FastifyRequest,
    body: RegisterPayload,
    by: 'username' | 'mobile',
  ): Promise<LoginAnswer> {
    const m = merchantEntryOf(deps, req);
    const merchant = m.code;
    const settings = registerSettingsOf(deps, m);
    if (by === 'username' ? !settings.usernameRegistration : !settings.mobileRegistration)
      throw new ApiError(403, ErrorCode.functionNotAvailable, 'Registration method not available');
    if (body.ageConfirmed !== true)
      throw new ApiError(400, ErrorCode.ageUnconfirmed, 'Age confirmation required', {
        field: 'ageConfirmed',
        minimumAge: settings.minimumAge,
      });

    // 1. Shape: the field rules and the confirmation; nothing is looked up yet.
    const raw = cleanFields(body);
    const f = validateRegistration(raw, by, settings);
    // Without a password (by mobile, MOBILENUMPASSREG3 off) the account's password is a random secret nobody holds:
    // the player signs in with a code sent to the number, and may choose a password later through recovery.
    const password = f.password;
    if (password !== undefined) checkConfirmation(password, body.confirmPassword);
    const at = new Date(deps.now());

    // 2. The captcha before any lookup, so taken names cannot be listed without solving one per try.
    if (settings.captchaEnabled) {
      if (!raw.captcha || !body.captchaId)
        throw new ApiError(400, ErrorCode.captchaRequired, 'Captcha required', {
          field: 'captcha',
          captcha: true,
        });
      if (!(await deps.captchas.check(merchant, body.captchaId, raw.captcha)))
        throw new ApiError(400, ErrorCode.captchaInvalid, 'Captcha incorrect', {
          field: 'captcha',
          captcha: true,
        });
    }

    // 3. Phone proof: an SMS code (REGMOBVERF3) or a phone-verification provider's token.
    const dialing = f.mobileNum ? dialingOf(body.countryDialingCode, m) : null;
    if (by === 'mobile' && settings.smsVerification) {
      let proven = false;
      if (body.firebaseIdToken && deps.phoneVerification) {
        const phone = await deps.phoneVerification.verify(body.firebaseIdToken);
        proven = phone !== null && phone.number === f.mobileNum && phone.dialingCode === dialing;
      } else if (raw.verificationCode) {
        proven = await consumeCode(
          db,
          { merchant, purpose: 'register', target: smsTarget(dialing!, f.mobileNum!) },
          raw.verificationCode,
          config.accounts.codeMaxTries,
          at,
        );
      }
      if (!proven)
        throw new ApiError(400, ErrorCode.verificationInvalid, 'Verification code error', {
          field: 'verificationCode',
        });
    }

    // 4. References: the affiliate code names an agent; the recommender is a member of this merchant.
    let uplineId: number | null = null;
    if (f.affiliateCode) {
      const [agent] = await db
        .select({ id: members.id })
        .from(agentCodes)
        .innerJoin(members, eq(members.id, agentCodes.memberId))
        .where(
          and(
            eq(agentCodes.merchant, merchant),
            sql`upper(${agentCodes.code}) = ${f.affiliateCode.toUpperCase()}`,
            eq(members.status, 'active'),
          ),
        );
      if (!agent)
        throw new ApiError(400, ErrorCode.affiliateInvalid, 'Invalid invitation code', {
          field: 'affiliateCode',
        });
      uplineId = agent.id;
    }
    let recommenderId: number | null = null;
    if (f.recommenderId) {
      const r = await memberByUsername(db, merchant, f.recommenderId);
      if (!r || isTrialType(r.type))
        throw new ApiError(400, ErrorCode.recommenderInvalid, 'Referrer link error', {
          field: 'recommenderId',
        });
      recommenderId = r.id;
    }

    // 5. Uniqueness, then the account, its profile and its session.
    const username = f.username ?? f.mobileNum!;
    if (f.mobileNum && (await mobileTaken(db, merchant, f.mobileNum)))
      throw exists(ErrorCode.mobileExists, 'mobileNum', 'Mobile number already registered');
    if (await memberByUsername(db, merchant, username))
      throw exists(
        ErrorCode.usernameExists,
        by === 'mobile' && !f.username ? 'mobileNum' : 'username',
        'Username already exists',
      );
    const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
    const paymentPasswordHash = f.paymentPassword ? await hashPassword(f.paymentPassword) : null;

    const memberId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          merchant,
          username,
          passwordHash,
          nickname: f.nickname ?? '',
          type: MemberType.member,
          regDate: at,
          uplineId,
          mobile: f.mobileNum ?? null,
          email: f.email ?? null,
          regDeviceId: body.loginDeviceId || null,
          paymentPasswordHash,
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (!row) return null;
      await tx.insert(memberProfiles).values({
        memberId: row.id,
        registerMethod: body.registerMethod,
        registerUrl: body.registerUrl?.trim() || null,
        domain: body.domain?.trim() || null,
        ageConfirmedAt: at,
        minimumAge: settings.minimumAge,
        dialingCode: dialing,
        recommenderId,
        affiliateCode: f.affiliateCode ?? null,
        idNumber: f.idNumber ?? null,
        qqNum: f.qqNum ?? null,
        facebook: f.facebook ?? null,
        wechat: f.wechat ?? null,
        line: f.line ?? null,
        whatsapp: f.whatsapp ?? null,
        zalo: f.zalo ?? null,
        payeeName: f.payeeName ?? null,
      });
      return row.id;
    });
    // A concurrent registration took the name between the check and the insert.
    if (memberId === null) throw exists(ErrorCode.usernameExists, 'username', 'Username already exists');

    const token = await deps.sessions.create(memberId, merchant);
    return {
      token,
      userName: username,
      customerType: MemberType.member,
      firstTimeLogin: true,
      mustChangePassword: false,
    };
  }

  registerEndpoint(app, register, async ({ body, req }) => handle(req, body, 'username'), {
    openBody: deps.openJwe,
  });
  registerEndpoint(app, registerByMobile, async ({ body, req }) => handle(req, body, 'mobile'), {
    openBody: deps.openJwe,
  });
}
