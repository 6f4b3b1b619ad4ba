import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src/api/contract/errors';
import {
  CAPTCHA_ID_HEADER,
  createTrial,
  getCaptcha,
  getPublicKey,
  login,
  logout,
} from '../../src/api/contract/session';
import { dummyHash, verifyPassword } from '../auth/password';
import { clearFailures, failuresOf, recordFailure } from '../auth/login-guard';
import { members } from '../db/schema/index';
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

  registerEndpoint(
    app,
    login,
    async ({ body: payload, req }) => {
      // SMS and provider logins arrive with the accounts implementation; until then they are refused.
      if (payload.type === 'sms' || payload.type === 'firebase')
        throw new ApiError(403, ErrorCode.functionNotAvailable, 'Not available');
      const body = payload;
      const merchant = deps.merchantOf(req);
      const threshold = config.loginCaptchaAfter;
      // The captcha demand depends only on failures for this username, real or not, so it reveals nothing.
      if ((await failuresOf(db, merchant, body.username, new Date(deps.now()))) >= threshold) {
        if (!body.captcha || !body.captchaId)
          throw new ApiError(401, ErrorCode.captchaRequired, 'Captcha required', { captcha: true });
        if (!(await deps.captchas.check(merchant, body.captchaId, body.captcha)))
          throw new ApiError(401, ErrorCode.captchaInvalid, 'Captcha incorrect', { captcha: true });
      }
      const [member] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchant, merchant),
            sql`lower(${members.username}) = ${body.username.toLowerCase()}`,
          ),
        );
      // Always hash, so an unknown user costs as much time as a wrong password.
      const passwordOk = await verifyPassword(body.password, member?.passwordHash ?? (await dummyHash()));
      if (!member || !passwordOk || member.status !== 'active') {
        const failures = await recordFailure(db, merchant, body.username, new Date(deps.now()));
        throw new ApiError(401, ErrorCode.loginFailed, 'Incorrect username or password', {
          captcha: failures >= threshold,
        });
      }
      await clearFailures(db, merchant, body.username);
      const token = await deps.sessions.create(member.id, merchant);
      return {
        token,
        userName: member.username,
        customerType: member.type,
        firstTimeLogin: member.mustChangePassword,
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

  registerEndpoint(app, createTrial, async ({ body, req }) => {
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
            type: 4,
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
