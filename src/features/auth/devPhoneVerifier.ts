import { call } from '../../api/client';
import { confirmDevPhoneCode, sendDevPhoneCode } from '../../api/contract/verification';
import type { PhoneVerifier } from './verifierTypes';

/**
 * The development provider (PHONE_VERIFICATION_PROVIDER=dev): the server stands in for the outside service. Its code
 * lands in the dev outbox (`/wps/dev/outbox`, where a developer or a test reads it), and the token it trades for
 * the code is one the server's dev provider accepts.
 */
export const devPhoneVerifier: PhoneVerifier = {
  sendCode: (phone) => call(sendDevPhoneCode, { body: phone }),
  confirm: async (phone, code) => (await call(confirmDevPhoneCode, { body: { ...phone, code } })).idToken,
};
