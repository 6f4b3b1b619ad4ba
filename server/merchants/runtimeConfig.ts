import { AGENT_MENU_ITEMS, FLAG_NAMES, type RuntimeConfig } from '../../src/api/contract/config';
import type { Merchant } from './merchantRegistry';

export const DEFAULT_TIME_ZONE = 'Asia/Manila';
export const merchantTimeZone = (m: Merchant): string => m.timeZone ?? DEFAULT_TIME_ZONE;

/** The runtime-config answer for a merchant: every flag and menu item spelled out, absent ones off. */
export function runtimeConfig(m: Merchant): RuntimeConfig {
  return {
    merchantCode: m.code,
    trialMerchantCode: m.trialCode,
    apiBase: m.apiBase,
    languages: m.languages,
    theme: m.theme,
    flags: Object.fromEntries(FLAG_NAMES.map((f) => [f, m.flags[f] ?? false])) as RuntimeConfig['flags'],
    agentMenu: Object.fromEntries(
      AGENT_MENU_ITEMS.map((i) => [i, m.agentMenu[i] ?? false]),
    ) as RuntimeConfig['agentMenu'],
    elott: m.elott,
    prizeMode: m.elott.length > 0 ? 'Elott' : 'Lott',
    site: m.site,
    mobileTemplate: m.mobileTemplate,
    customerService: m.customerService,
    downloads: m.downloads,
    copyright: m.copyright,
    minimumAge: m.minimumAge,
    imageCdns: m.imageCdns,
    firstDepositBonus: m.money.deposit.firstDepositBonus,
    timeZone: merchantTimeZone(m),
  };
}
