import {
  array,
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
