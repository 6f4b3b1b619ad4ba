import { RowId } from './query';
import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';

// The reward center (`/m/rewardCenter`, flag REWCEN3; issue 12): the live promotions that carry a reward, what each
// asks, how far the member is, and a claim that credits once, with an optional remark of at most 140 characters
// (spec 02 §9). The member centre's badge counts the rewards the member can claim now.

export const REMARK_MAX = 140;

export const Reward = object({
  promotionId: integer(),
  title: size(string(), 0, 200),
  image: nullable(string()),
  amount: Amount,
  requirement: object({ kind: enums(['none', 'deposit', 'bets']), amount: Amount, progress: Amount }),
  /** Met and not yet claimed. */
  claimable: boolean(),
  claimed: boolean(),
  endDate: nullable(string()),
});
export type Reward = Infer<typeof Reward>;

export const listRewards = endpoint({
  method: 'GET',
  path: '/wps/rewards',
  access: 'member',
  query: null,
  body: null,
  answer: object({ list: array(Reward), unclaimed: integer() }),
});

export const claimReward = endpoint({
  method: 'POST',
  path: '/wps/rewards/claim',
  access: 'member',
  query: null,
  body: object({ promotionId: RowId, remark: optional(size(string(), 0, REMARK_MAX)) }),
  answer: object({ amount: Amount, balance: Amount }),
  idempotent: true,
});
