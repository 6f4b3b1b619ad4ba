import {
  array,
  boolean,
  enums,
  literal,
  number,
  object,
  optional,
  pattern,
  record,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';

/**
 * Every white-label flag the specs name. Spec 01 §9 lists the account and member-centre flags; the
 * last four are spec 02's referral promo (key REFERRAL), mission promo, VIP benefits and dividends.
 */
export const FLAG_NAMES = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'CHNGPASSVERIF3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
  'REFERRAL',
  'MISSION',
  'VIPBENEFIT',
  'DIVIDEND',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
export const FlagNameStruct = enums(FLAG_NAMES);
export const Flags = record(FlagNameStruct, boolean());
export type Flags = Infer<typeof Flags>;

/** Agent-home grid items a merchant's white-label menu can switch off (spec 02 §2 "Agent home"); service is always shown. */
export const AGENT_MENU_ITEMS = [
  'TEAM_OVERVIEW',
  'TRANSACTION_RECORD',
  'MEMBER_TEAM',
  'RED_RAIN',
  'TEAM_PNL',
  'TEAM_BETTING',
  'AGENT_REBATE',
  'TEAM_REBATE',
  'SECURITY_CENTER',
  'WEB_EMAIL',
] as const;
export const AgentMenu = record(enums(AGENT_MENU_ITEMS), boolean());
export type AgentMenu = Infer<typeof AgentMenu>;

/** A theme entry the shell sets on :root: a custom property's name and a value with nothing that could end it. */
const THEME_NAME = /^--[a-z0-9-]+$/;
const THEME_VALUE = /^[#a-z0-9(),.%\s-]+$/i;

/**
 * The theme's colours split into those safe to set on :root and the names refused, so a bad config cannot inject
 * CSS. The same rule serves the app (src/lib/theme.ts) and the server's page, which carries them in a `:root` rule
 * (`themeRule`) so the drawing paints in the merchant's colours and the app finds them already set.
 */
export function themeEntries(colors: Readonly<Record<string, string>>): {
  safe: [name: string, value: string][];
  rejected: string[];
} {
  const safe: [string, string][] = [];
  const rejected: string[] = [];
  for (const [name, value] of Object.entries(colors)) {
    if (THEME_NAME.test(name) && THEME_VALUE.test(value)) safe.push([name, value]);
    else rejected.push(name);
  }
  return { safe, rejected };
}

/** The page's background among the safe entries: the `<meta name="theme-color">` of the page and the app. */
export const themeBackground = (safe: readonly [string, string][]): string | undefined =>
  safe.find(([name]) => name === '--color-bg')?.[1];

/** The safe entries as the one rule the page's theme style holds (server/http/bootShell.ts). */
export const themeRule = (safe: readonly [string, string][]): string =>
  `:root{${safe.map(([name, value]) => `${name}:${value}`).join(';')}}`;

export const Colour = pattern(string(), /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);

/** The merchant's look: names, logo, CSS custom properties, and the colours its manifest icons are drawn with. */
export const Theme = object({
  appName: size(string(), 1, 60),
  shortName: size(string(), 1, 12),
  logo: string(),
  /** CSS custom properties the shell sets on :root, e.g. `{ "--color-primary": "#e4b23a" }`. */
  colors: record(pattern(string(), THEME_NAME), string()),
  themeColor: Colour,
  backgroundColor: Colour,
  /** The generated manifest icons: background, foreground and the initials drawn on them. */
  icon: object({ background: Colour, foreground: Colour, text: size(string(), 1, 3) }),
});
export type Theme = Infer<typeof Theme>;

export const SiteSettings = object({
  maintenance: boolean(),
  regionRestriction: boolean(),
  location: object({ countryCode: string(), countryName: string() }),
});
export type SiteSettings = Infer<typeof SiteSettings>;

/** Spec 01 §7: mem_cen and dep_func pick the "new" template when '1'. */
export const MobileTemplate = object({
  app_background: string(),
  /** The download bar's line in the default wording; `app_desc_by_language` holds it per wire language. */
  app_desc: string(),
  app_desc_by_language: optional(object({ TY: optional(string()), EN: optional(string()) })),
  app_desc_font_color: string(),
  mem_cen: enums(['0', '1']),
  dep_func: enums(['0', '1']),
});
export type MobileTemplate = Infer<typeof MobileTemplate>;

/**
 * A customer-service link (spec 01 §3 "a list of two links"). `names`: the merchant's name for it per language, where
 * it has one (TY and EN); `name` otherwise (the platform's single name).
 */
export const CustomerServiceLink = object({
  name: string(),
  url: string(),
  type: number(),
  names: optional(object({ TY: optional(string()), EN: optional(string()) })),
});
export const DOWNLOAD_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'USDJUMP',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'TELEGRAM3',
] as const;
export const DownloadLink = object({
  resourceType: enums(DOWNLOAD_TYPES),
  url: string(),
  labelNameEn: string(),
});
export type DownloadLink = Infer<typeof DownloadLink>;

/** `from-to brand`; the header menu's line starts at `headerMenuFrom` when set (spec 01 §2: 2018-2025 there, 2019 elsewhere). */
export const Copyright = object({
  from: number(),
  to: number(),
  brand: string(),
  headerMenuFrom: optional(number()),
});
export const Language = enums(['TY', 'EN']);
export const Languages = object({ default: Language, supported: size(array(Language), 1, 2) });
/** Vendors whose ELOTT entry turns the lottery prize mode into the e-lottery mode (spec 02 §4). */
export const ElottVendor = enums(['TCG_LOTTO_VN', 'LOTT']);

/** Everything the app needs before its first other call (DECISIONS.md "Merchant"). */
export const RuntimeConfig = object({
  merchantCode: string(),
  trialMerchantCode: string(),
  apiBase: string(),
  languages: Languages,
  theme: Theme,
  flags: Flags,
  agentMenu: AgentMenu,
  elott: array(ElottVendor),
  prizeMode: enums(['Lott', 'Elott']),
  site: SiteSettings,
  mobileTemplate: MobileTemplate,
  customerService: array(CustomerServiceLink),
  downloads: array(DownloadLink),
  copyright: Copyright,
  minimumAge: union([literal(18), literal(21)]),
  imageCdns: size(array(string()), 1, 20),
  /** The first-deposit bonus in pesos that the bottom menu's bubble shows; 0 when the merchant has none. */
  firstDepositBonus: Amount,
  /** The merchant's time zone (IANA): its day for promotion dates and agent counters. */
  timeZone: optional(string()),
});
export type RuntimeConfig = Infer<typeof RuntimeConfig>;

/** Our choice of path: the app's first call. */
export const getRuntimeConfig = endpoint({
  method: 'GET',
  path: '/wps/system/config',
  access: 'guest',
  query: null,
  body: null,
  answer: RuntimeConfig,
  swr: true,
});

/** Site settings alone (spec 01 "system status"), small enough to poll for the maintenance and region gates. */
export const getSystemStatus = endpoint({
  method: 'GET',
  path: '/wps/system/status',
  access: 'guest',
  query: null,
  body: null,
  answer: SiteSettings,
  swr: true,
});
