import {
  array,
  defaulted,
  enums,
  number,
  optional,
  object,
  pattern,
  record,
  refine,
  size,
  string,
  literal,
  union,
  type Infer,
} from 'superstruct';
import {
  AgentMenu,
  Copyright,
  CustomerServiceLink,
  DownloadLink,
  ElottVendor,
  Flags,
  Languages,
  MobileTemplate,
  SiteSettings,
  Theme,
} from '../../src/api/contract/config';

const Code = pattern(string(), /^[a-z0-9_-]{1,32}$/i);

/**
 * A name the player reads, of at most `max` characters: one string in the merchant's default language, or one per
 * language (`{ "TY": "…", "EN": "…" }`); server/content/wording.ts picks the reader's (docs/merchant-config.md).
 */
const LocalName = (max: number) =>
  union([
    size(string(), 1, max),
    refine(record(pattern(string(), /^[A-Z]{2,8}$/), size(string(), 1, max)), 'LocalName', (r) =>
      Object.keys(r).length > 0 ? true : 'a name needs at least one language',
    ),
  ]);

/** A peso amount in the merchants file: at most two decimals, within ₱0 to ₱10,000,000. */
const Pesos = refine(number(), 'Pesos', (n) => n >= 0 && n <= 10_000_000 && Math.round(n * 100) / 100 === n);

/** One deposit channel: its code, the brand shown, its kind, limits in pesos and the quick-amount chips. */
const DepositChannelEntry = refine(
  object({
    code: Code,
    name: size(string(), 1, 40),
    kind: enums(['ewallet', 'bank', 'card', 'qr']),
    min: Pesos,
    max: Pesos,
    quickAmounts: size(array(Pesos), 0, 12),
  }),
  'DepositChannel',
  (c) =>
    c.min <= 0 || c.min > c.max
      ? `channel "${c.code}": min must be above 0 and at most max`
      : c.quickAmounts.every((a) => a >= c.min && a <= c.max) ||
        `channel "${c.code}": quick amounts outside min-max`,
);

/**
 * VIP levels (docs/vip-rebates.md): a level is reached by valid bets (pesos staked) over the last 30 days; each
 * level has the rebate percentage its members get back on valid bets. Level 0 starts at 0; thresholds rise.
 */
export const VipLevels = refine(
  size(
    array(
      object({
        level: refine(number(), 'Level', (n) => Number.isInteger(n) && n >= 0 && n <= 99),
        name: LocalName(30),
        minValidBets: Pesos,
        rebatePercent: refine(
          number(),
          'Percent',
          (n) => n >= 0 && n <= 5 && Math.round(n * 100) / 100 === n,
        ),
      }),
    ),
    1,
    30,
  ),
  'VipLevels',
  (levels) =>
    levels.every(
      (l, i) =>
        l.level === i && (i === 0 ? l.minValidBets === 0 : l.minValidBets > levels[i - 1]!.minValidBets),
    ) || 'vip levels: numbered 0, 1, 2… with level 0 at 0 and rising thresholds',
);

/** Money settings of a merchant (docs/money.md "Merchant settings"). */
/**
 * Claimable rewards of the reward center (docs/member-services.md): a live promotion's reward in pesos, claimed once
 * per member, when its requirement is met since the promotion started: `none`, a paid `deposit` total, or valid
 * `bets` of at least `requirement` pesos.
 */
const PromotionRewards = size(
  array(
    object({
      promotionId: refine(number(), 'Id', (n) => Number.isInteger(n) && n > 0),
      amount: Pesos,
      kind: enums(['none', 'deposit', 'bets']),
      requirement: Pesos,
    }),
  ),
  0,
  50,
);

/**
 * Missions of MISSION promotions (docs/member-services.md): valid bets of at least `targetBets` pesos while the
 * promotion runs pay `reward` pesos once; the leaderboard ranks members by those bets.
 */
const Missions = size(
  array(
    object({
      id: Code,
      name: LocalName(60),
      promotionId: refine(number(), 'Id', (n) => Number.isInteger(n) && n > 0),
      targetBets: Pesos,
      reward: Pesos,
    }),
  ),
  0,
  20,
);

/**
 * Red rain (docs/agents.md "Red rain"): daily windows in the merchant's time zone; in a window each member who has
 * bet that day may grab once a random amount between `minAmount` and `maxAmount` pesos, while the window's `budget`
 * lasts.
 */
const RedRainEvents = size(
  array(
    refine(
      object({
        id: Code,
        name: LocalName(60),
        /** `HH:MM`, merchant time. */
        start: pattern(string(), /^([01]\d|2[0-3]):[0-5]\d$/),
        minutes: refine(number(), 'Minutes', (n) => Number.isInteger(n) && n >= 1 && n <= 240),
        budget: Pesos,
        minAmount: Pesos,
        maxAmount: Pesos,
      }),
      'RedRainEvent',
      (e) =>
        (e.minAmount > 0 && e.minAmount <= e.maxAmount && e.maxAmount <= e.budget) ||
        'red rain: 0 < min ≤ max ≤ budget',
    ),
  ),
  0,
  12,
);

/**
 * The agent rebate's rate table (docs/agents.md "Agent rebate"): the tier with the highest `minTeamBets` (pesos) that
 * a day's team bets reach gives the rate, per mille of those bets.
 */
const AgentRebateTiers = refine(
  size(
    array(
      object({
        minTeamBets: Pesos,
        ratePerMille: refine(number(), 'PerMille', (n) => Number.isInteger(n) && n >= 0 && n <= 50),
      }),
    ),
    1,
    20,
  ),
  'AgentRebateTiers',
  (tiers) =>
    (tiers[0]!.minTeamBets === 0 &&
      tiers.every((t, i) => i === 0 || t.minTeamBets > tiers[i - 1]!.minTeamBets)) ||
    'agentRebate: tiers start at 0 and rise',
);

export const DEFAULT_AGENT_REBATE = [
  { minTeamBets: 0, ratePerMille: 1 },
  { minTeamBets: 100_000, ratePerMille: 2 },
  { minTeamBets: 1_000_000, ratePerMille: 3 },
];

export const MoneySettings = object({
  vipLevels: VipLevels,
  rewards: PromotionRewards,
  missions: Missions,
  redRain: defaulted(RedRainEvents, []),
  agentRebate: defaulted(AgentRebateTiers, () => DEFAULT_AGENT_REBATE.map((t) => ({ ...t }))),
  deposit: object({
    channels: size(array(DepositChannelEntry), 1, 30),
    /** Minutes a pending deposit waits for its payment before it expires. */
    expiryMinutes: refine(number(), 'Minutes', (n) => Number.isInteger(n) && n >= 1 && n <= 1440),
    /** The first-deposit bonus in pesos; 0 switches it off. The bottom menu's bubble shows it. */
    firstDepositBonus: Pesos,
    /**
     * A provider's "paid" after its "failed": `credit` it as a late success (the default), or `review`: hold it, with
     * a warning in the log, for an operator to settle (docs/money.md "Late outcomes").
     */
    lateSuccess: defaulted(enums(['credit', 'review']), 'credit'),
  }),
  withdraw: refine(
    object({
      min: Pesos,
      max: Pesos,
      maxPayees: refine(number(), 'Count', (n) => Number.isInteger(n) && n >= 1 && n <= 20),
      banks: size(
        array(object({ code: Code, name: size(string(), 1, 60), kind: enums(['bank', 'ewallet']) })),
        1,
        200,
      ),
    }),
    'WithdrawSettings',
    (w) => (w.min > 0 && w.min <= w.max) || 'withdraw: min must be above 0 and at most max',
  ),
});
export type MoneySettings = Infer<typeof MoneySettings>;

const GameHost = refine(string(), 'GameHost', (v) => {
  try {
    const u = new URL(v);
    return (
      ((u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v) ||
      `gameHosts: "${v}" must be an origin like https://games.example.com`
    );
  } catch {
    return `gameHosts: "${v}" is not a URL`;
  }
});

const TimeZone = refine(string(), 'TimeZone', (tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return `unknown time zone "${tz}"`;
  }
});

/** One merchant as written in the merchants file. Unknown keys are refused so a typo stops the server. */
export const MerchantEntry = object({
  code: Code,
  trialCode: Code,
  apiBase: string(),
  languages: Languages,
  theme: Theme,
  /** A flag missing here is off. */
  flags: Flags,
  /** A grid item missing here is hidden. */
  agentMenu: AgentMenu,
  elott: array(ElottVendor),
  site: SiteSettings,
  mobileTemplate: MobileTemplate,
  customerService: size(array(CustomerServiceLink), 2, 2),
  downloads: array(DownloadLink),
  copyright: Copyright,
  minimumAge: union([literal(18), literal(21)]),
  imageCdns: size(array(string()), 1, 20),
  money: MoneySettings,
  /** The merchant's day for reports, counters and promotion dates (IANA name); Asia/Manila when absent. */
  timeZone: optional(TimeZone),
  /**
   * The origins (`https://host[:port]`) whose game pages the app may frame, beyond its own (docs/security.md):
   * the content security policy's `frame-src` lists them. None by default.
   */
  gameHosts: defaulted(size(array(GameHost), 0, 50), []),
});
export type MerchantEntry = Infer<typeof MerchantEntry>;

/** The merchants file: every merchant, the host table, and the merchant for unknown hosts. */
export const MerchantsFile = refine(
  object({
    defaultMerchant: Code,
    hosts: record(string(), Code),
    merchants: size(array(MerchantEntry), 1, 1000),
  }),
  'MerchantsFile',
  (file) => {
    const codes = new Set(file.merchants.map((m) => m.code));
    if (codes.size !== file.merchants.length) return 'merchant codes must be unique';
    if (!codes.has(file.defaultMerchant)) return `defaultMerchant "${file.defaultMerchant}" is not defined`;
    for (const [host, code] of Object.entries(file.hosts))
      if (!codes.has(code)) return `host "${host}" points at unknown merchant "${code}"`;
    return true;
  },
);
export type MerchantsFile = Infer<typeof MerchantsFile>;
