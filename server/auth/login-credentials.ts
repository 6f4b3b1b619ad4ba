import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../src/api/contract/errors';
import type {
  LoginPayload,
  PasswordLoginPayload,
  ProviderLoginPayload,
  SmsLoginPayload,
} from '../../src/api/contract/session';
import { consumeCode } from '../accounts/codes';
import { activeMemberByMobile, memberByUsername } from '../accounts/members';
import { clientIp, dialingOf, merchantEntryOf, smsTarget } from '../accounts/settings';
import type { MemberRow } from '../db/schema/index';
import type { ApiDeps } from '../deps';
import { ApiError } from '../http/envelope';
import { dummyHash, verifyPassword } from './password';

/** One login's credential: whose failures it counts (`subject`, for the gate) and its check. */
export interface Credential {
  subject: string;
  /** The member these credentials prove, or undefined when they prove none. */
  check(merchant: string, at: Date): Promise<MemberRow | undefined>;
}

/** Username and password: the hash is always computed, so an unknown user costs as much time as a wrong password. */
function passwordCredential(deps: ApiDeps, body: PasswordLoginPayload): Credential {
  return {
    subject: body.username.toLowerCase(),
    async check(merchant) {
      const member = await memberByUsername(deps.db, merchant, body.username);
      const ok = await verifyPassword(body.password, member?.passwordHash ?? (await dummyHash()));
      return ok ? member : undefined;
    },
  };
}

/** Mobile number and SMS code: the code is spent whether or not the number has an account. */
function smsCredential(deps: ApiDeps, req: FastifyRequest, body: SmsLoginPayload): Credential {
  const target = smsTarget(dialingOf(body.countryDialingCode, merchantEntryOf(deps, req)), body.mobileNum);
  return {
    subject: `sms:${target}`,
    async check(merchant, at) {
      const member = await activeMemberByMobile(deps.db, merchant, body.mobileNum);
      const purpose = { merchant, purpose: 'noLogin' as const, target };
      const ok = await consumeCode(
        deps.db,
        purpose,
        body.verificationCode,
        deps.config.accounts.codeMaxTries,
        at,
      );
      return ok ? member : undefined;
    },
  };
}

/** A phone-verification provider's id token; refused outright when no provider is configured. */
function providerCredential(deps: ApiDeps, req: FastifyRequest, body: ProviderLoginPayload): Credential {
  const provider = deps.phoneVerification;
  if (!provider) throw new ApiError(403, ErrorCode.functionNotAvailable, 'Not available');
  return {
    subject: `firebase:${clientIp(req)}`,
    async check(merchant) {
      const verified = await provider.verify(body.firebaseIdToken);
      return verified ? activeMemberByMobile(deps.db, merchant, verified.number) : undefined;
    },
  };
}

/** The credential a login body carries: username and password, SMS code, or provider token. */
export function credentialOf(deps: ApiDeps, req: FastifyRequest, body: LoginPayload): Credential {
  if (body.type === 'sms') return smsCredential(deps, req, body);
  if (body.type === 'firebase') return providerCredential(deps, req, body);
  return passwordCredential(deps, body);
}
