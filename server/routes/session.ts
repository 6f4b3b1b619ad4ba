import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/api/contract/errors';
import { isAgentType, MemberType } from '../../src/api/contract/memberTypes';
import {
  CAPTCHA_ID_HEADER,
  createTrial,
  getCaptcha,
  getTrialCount,
  getPublicKey,
  login,
  logout,
} from '../../src/api/contract/session';
import { credentialOf } from '../auth/login-credentials';
import { loginGate } from '../auth/login-gate';
import { peekLimit, reserveAll, tooMany } from '../accounts/rateLimit';
import { clientIp } from '../accounts/settings';
import { members, sessions } from '../db/schema/index';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { credit } from '../wallet/ledger';

/** Trial accounts never log in with a password: this is not a valid hash, so nothing verifies against it. */
const NO_PASSWORD = '!';

/** Public key, captcha, login, logout and trial play (docs/server-data.md). */
export function registerSessionRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db, config } = deps;

  registerEndpoint(app, getPublicKey, async () => ({
    kid: deps.serverKey.kid,
    alg: 'RSA-OAEP-256' as const,
    enc: 'A256GCM' as const,
    jwk: deps.serverKey.publicJwk,
  }));

  registerEndpoint(app, getCaptcha, async ({ req, reply }) => {
    const { id, png } = await deps.captchas.issue(deps.merchantOf(req));
    reply.header(CAPTCHA_ID_HEADER, id);
    return `data:image/png;base64,${png.toString('base64')}`;
  });

  const acct = config.accounts;
  const gate = loginGate(deps);

  registerEndpoint(
    app,
    login,
    async ({ body, req }) => {
      const merchant = deps.merchantOf(req);
      const at = new Date(deps.now());
      const credential = credentialOf(deps, req, body);
      const { captcha, captchaId } = body;
      const attempt = await gate.admit(req, {
        merchant,
        subject: credential.subject,
        captcha,
        captchaId,
        at,
      });
      const member = await credential.check(merchant, at);
      if (!member || member.status !== 'active') return attempt.failed();
      await attempt.succeeded();

      // Login separation (docs/accounts.md): checked only after correct credentials, so it reveals nothing.
      const isAgent = isAgentType(member.type);
      if (body.loginAs === 'agent' && !isAgent)
        throw new ApiError(403, ErrorCode.loginNotAgent, 'This account cannot log in as an agent');
      if (acct.loginSeparation && body.loginAs !== 'agent' && isAgent)
        throw new ApiError(403, ErrorCode.loginNotMember, 'Agents log in through the agent login');

      const [earlier] = await db
        .select({ id: sessions.memberId })
        .from(sessions)
        .where(eq(sessions.memberId, member.id))
        .limit(1);
      const token = await deps.sessions.create(member.id, merchant);
      return {
        token,
        userName: member.username,
        customerType: member.type,
        firstTimeLogin: earlier === undefined,
        mustChangePassword: member.mustChangePassword,
      };
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(app, logout, async ({ req }) => {
    const token = req.headers.authorization;
    if (typeof token === 'string' && token.length > 0) await deps.sessions.revoke(token.trim());
    return true;
  });

  const DAY = 86_400_000;
  /** Trial limits: per device (when the app sends its id) and per address, over a rolling day's fixed window. */
  const trialLimits = (req: FastifyRequest, deviceId: string | undefined) => {
    const merchant = deps.merchantOf(req);
    const l = [
      { bucket: `trial-ip:${merchant}:${clientIp(req)}`, limit: acct.trialPerIpPerDay, windowMs: DAY },
    ];
    if (deviceId)
      l.push({
        bucket: `trial-dev:${merchant}:${deviceId}`,
        limit: acct.trialPerDevicePerDay,
        windowMs: DAY,
      });
    return l;
  };

  registerEndpoint(app, getTrialCount, async ({ query, req }) => {
    const at = new Date(deps.now());
    const limits = trialLimits(req, query.loginDeviceId || undefined);
    const states = await Promise.all(limits.map((l) => peekLimit(db, l, at)));
    const remaining = Math.min(...limits.map((l, i) => Math.max(0, l.limit - states[i]!.hits)));
    // `limit` is the device's daily allowance (the address limit only matters on shared networks).
    return { remaining, limit: limits[limits.length - 1]!.limit };
  });

  registerEndpoint(app, createTrial, async ({ body, req }) => {
    const at = new Date(deps.now());
    const limits = trialLimits(req, body.loginDeviceId || undefined);
    // Counted before the account is made, so a burst from one device makes at most the limit's number.
    await reserveAll(db, limits, at, (ms) => tooMany(ErrorCode.trialLimitReached, ms));
    const merchant = deps.trialMerchantOf(deps.merchantOf(req));
    for (let attempt = 0; attempt < 5; attempt++) {
      const userName = `trial${randomInt(10_000_000, 100_000_000)}`;
      const memberId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({
            merchant,
            username: userName,
            passwordHash: NO_PASSWORD,
            nickname: userName,
            type: MemberType.trial,
            regDate: new Date(deps.now()),
            regDeviceId: body.loginDeviceId ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: members.id });
        if (!row) return null;
        await credit(tx, { memberId: row.id, amount: config.trialBalanceCentavos, reason: 'trial.grant' });
        return row.id;
      });
      if (memberId !== null) {
        const token = await deps.sessions.create(memberId, merchant);
        return { token, userName, merchantCode: merchant };
      }
    }
    throw new ApiError(503, ErrorCode.internal, 'Try again');
  });
}
