import { array, integer, nullable, number, object, size, string, type Infer } from 'superstruct';
import { Amount } from './amount';
import { RecordRangeQuery } from './deposit';
import { endpoint } from './endpoint';

// VIP levels and benefits (`/m/member/benefits`), the manual rebate (`/m/member/manualRebate`) and the rebate report
// (`/m/member/rebateReport`); issue 12. The level comes from valid bets over the last 30 days, by the merchant's
// level table; the rebate is the valid bets since the last claim times the level's rate (docs/vip-rebates.md).

export const VipLevelRow = object({
  level: integer(),
  name: size(string(), 1, 30),
  minValidBets: Amount,
  /** Percent of valid bets returned as rebate. */
  rebatePercent: number(),
});
export type VipLevelRow = Infer<typeof VipLevelRow>;

export const VipStatus = object({
  level: integer(),
  name: size(string(), 1, 30),
  rebatePercent: number(),
  /** Valid bets over the last `windowDays` days. */
  validBets: Amount,
  windowDays: integer(),
  next: nullable(
    object({ level: integer(), name: size(string(), 1, 30), minValidBets: Amount, remaining: Amount }),
  ),
  levels: array(VipLevelRow),
});
export type VipStatus = Infer<typeof VipStatus>;

export const getVipStatus = endpoint({
  method: 'GET',
  path: '/wps/member/vip',
  access: 'member',
  query: null,
  body: null,
  answer: VipStatus,
});

export const RebateQuote = object({
  /** The period the claim would cover: since the last claim (at most the last 30 days) until now. */
  from: string(),
  to: string(),
  validBets: Amount,
  rebatePercent: number(),
  level: integer(),
  amount: Amount,
  /** The least that can be claimed. */
  min: Amount,
});
export type RebateQuote = Infer<typeof RebateQuote>;

export const getRebateQuote = endpoint({
  method: 'GET',
  path: '/wps/rebate/manual',
  access: 'member',
  query: null,
  body: null,
  answer: RebateQuote,
});

export const RebateClaim = object({
  id: integer(),
  from: string(),
  to: string(),
  validBets: Amount,
  rebatePercent: number(),
  level: integer(),
  amount: Amount,
  createdAt: string(),
});
export type RebateClaim = Infer<typeof RebateClaim>;

/** Claims the rebate quoted now; a period is claimed once, however often the call comes. */
export const claimRebate = endpoint({
  method: 'POST',
  path: '/wps/rebate/manual',
  access: 'member',
  query: null,
  body: object({}),
  answer: object({ claim: RebateClaim, balance: Amount }),
  idempotent: true,
});

export const listRebateClaims = endpoint({
  method: 'GET',
  path: '/wps/report/rebates',
  access: 'member',
  query: RecordRangeQuery,
  body: null,
  answer: object({
    list: array(RebateClaim),
    pageNum: integer(),
    totalPages: integer(),
    totals: object({ count: integer(), amount: Amount }),
  }),
});
