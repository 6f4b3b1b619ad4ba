import { array, integer, object, size, string, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

// Invite friends (`/m/inviteFriends`; issue 12): the member's referral code (their account name, which the
// registration's `recommenderId` takes) and the friends who registered with it.

export const Referrals = object({
  code: size(string(), 1, 64),
  /** Newest first, at most 100; accounts masked. */
  friends: array(object({ account: size(string(), 1, 64), regDate: string() })),
  total: integer(),
});
export type Referrals = Infer<typeof Referrals>;

export const getReferrals = endpoint({
  method: 'GET',
  path: '/wps/member/referrals',
  access: 'member',
  query: null,
  body: null,
  answer: Referrals,
});
