import { RowId } from './query';
import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  optional,
  size,
  string,
  type,
} from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';

// Agent contracts (spec 02 §2 "Agent contract screens"; docs/agents.md "Contracts"): an upline agent proposes a daily
// salary, an hourly salary or a dividend to an agent directly below it; the downline accepts or refuses; the server
// pays each whole period once through the ledger.

export const CONTRACT_KINDS = ['salary', 'hourly', 'dividend'] as const;
export const ContractKind = enums(CONTRACT_KINDS);
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The period each salary kind is paid by; a dividend's is the agent's choice of week or month. */
export const SALARY_PERIOD = { salary: 'day', hourly: 'hour' } as const;

/** Which side of the contracts a screen asks for: those the viewer received, or those it gave to its team. */
export const ContractSide = defaulted(enums(['received', 'given']), 'received');

export const ContractPayout = object({
  periodKey: string(),
  bets: Amount,
  wins: Amount,
  amount: Amount,
  paidAt: string(),
});

export const Contract = object({
  id: integer(),
  kind: ContractKind,
  /** Per mille: of the team's bets (salary, hourly) or of its net loss (dividend). */
  rate: integer(),
  period: enums(['day', 'hour', 'week', 'month']),
  status: enums(['proposed', 'active', 'refused', 'ended']),
  upline: string(),
  downline: string(),
  proposedAt: string(),
  decidedAt: nullable(string()),
  totalPaid: Amount,
  /** The latest payouts, newest first. */
  payouts: array(ContractPayout),
});
export type Contract = typeof Contract.TYPE;

const ContractsAnswer = object({ list: array(Contract), maxRate: integer() });

/** The daily salary contracts; `dailysalreqtype` picks the side (spec 02 §2's request flag). */
export const getSalaryContracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contract/salary',
  access: 'member',
  query: type({ dailysalreqtype: ContractSide }),
  body: null,
  answer: ContractsAnswer,
});

/** The hourly salary contracts; `contracthoursalreq` picks the side. */
export const getHourContracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contract/hourly',
  access: 'member',
  query: type({ contracthoursalreq: ContractSide }),
  body: null,
  answer: ContractsAnswer,
});

/** The dividend contracts; `divtypecompperiodreq` picks the side. */
export const getDividendContracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contract/dividend',
  access: 'member',
  query: type({ divtypecompperiodreq: ContractSide }),
  body: null,
  answer: ContractsAnswer,
});

/** An upline proposes terms to an agent directly below it (by user name). */
export const proposeContract = endpoint({
  method: 'POST',
  path: '/wps/agent/contract/propose',
  access: 'member',
  query: null,
  body: object({
    downline: size(string(), 1, 64),
    kind: ContractKind,
    rate: integer(),
    /**
     * The period the contract pays: `day` for a daily salary, `hour` for an hourly one, `week` or `month` for a
     * dividend (`week` when left out). Any other pairing is refused: what the agent proposes is what is stored.
     */
    period: optional(enums(['day', 'hour', 'week', 'month'])),
  }),
  answer: Contract,
});

/** The downline accepts or refuses a proposal. */
export const decideContract = endpoint({
  method: 'POST',
  path: '/wps/agent/contract/decide',
  access: 'member',
  query: null,
  body: object({ id: RowId, accept: boolean() }),
  answer: Contract,
});

/** Proposals waiting for this member (the contract prompt); empty for types 4, 40, 41 and 42. */
export const getPendingContracts = endpoint({
  method: 'GET',
  path: '/wps/agent/contract/pending',
  access: 'member',
  query: null,
  body: null,
  answer: object({ list: array(object({ id: integer(), kind: ContractKind, upline: string() })) }),
});
