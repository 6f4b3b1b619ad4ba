import { FLAG_NAMES, type FlagName } from '../../src/api/contract/config';
import type { MerchantEntry } from './schema';

/** Per-merchant changes that env or tests lay over the file. `null` code means every merchant. */
export interface MerchantPatch {
  flags?: Partial<Record<FlagName, boolean>>;
  site?: Partial<Pick<MerchantEntry['site'], 'maintenance' | 'regionRestriction'>>;
  /** The first-deposit bonus in pesos (0 switches it off). */
  firstDepositBonus?: number;
}

const isFlag = (name: string): name is FlagName => (FLAG_NAMES as readonly string[]).includes(name);

function bool(name: string, raw: string): boolean {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1, 0, true or false, got "${raw}"`);
}

/**
 * Reads flag and site overrides from the environment (docs/merchant-config.md):
 * `MERCHANT_FLAGS="DIRECTREG3=1,demo.MAILCEN=0"`, `MERCHANT_FLAG_<NAME>=0|1`, `SITE_MAINTENANCE=0|1`,
 * `SITE_REGION_RESTRICTION=0|1`, `FIRST_DEPOSIT_BONUS=<pesos>`. Returns patches keyed by merchant code, `*` for every merchant.
 */
export function envOverrides(env: NodeJS.ProcessEnv): Map<string, MerchantPatch> {
  const out = new Map<string, MerchantPatch>();
  const patch = (code: string) => out.get(code) ?? out.set(code, {}).get(code)!;
  const setFlag = (code: string, flag: string, raw: string, source: string) => {
    if (!isFlag(flag)) throw new Error(`${source}: unknown flag "${flag}" (known: ${FLAG_NAMES.join(', ')})`);
    const p = patch(code);
    p.flags = { ...p.flags, [flag]: bool(`${source} ${flag}`, raw) };
  };
  for (const [key, raw] of Object.entries(env)) {
    if (raw === undefined || !key.startsWith('MERCHANT_FLAG_')) continue;
    setFlag('*', key.slice('MERCHANT_FLAG_'.length), raw, key);
  }
  for (const item of (env.MERCHANT_FLAGS ?? '').split(',').map((s) => s.trim())) {
    if (!item) continue;
    const m = /^(?:([A-Za-z0-9_-]+)\.)?([A-Z0-9]+)=(.*)$/.exec(item);
    if (!m) throw new Error(`MERCHANT_FLAGS: cannot read "${item}" (expected FLAG=1 or merchant.FLAG=0)`);
    setFlag(m[1] ?? '*', m[2]!, m[3]!, 'MERCHANT_FLAGS');
  }
  if (env.SITE_MAINTENANCE !== undefined) {
    const p = patch('*');
    p.site = { ...p.site, maintenance: bool('SITE_MAINTENANCE', env.SITE_MAINTENANCE) };
  }
  if (env.SITE_REGION_RESTRICTION !== undefined) {
    const p = patch('*');
    p.site = { ...p.site, regionRestriction: bool('SITE_REGION_RESTRICTION', env.SITE_REGION_RESTRICTION) };
  }
  if (env.FIRST_DEPOSIT_BONUS !== undefined) {
    const pesos = Number(env.FIRST_DEPOSIT_BONUS);
    if (!Number.isFinite(pesos) || pesos < 0 || Math.round(pesos * 100) / 100 !== pesos)
      throw new Error(
        `FIRST_DEPOSIT_BONUS must be pesos with at most two decimals, got "${env.FIRST_DEPOSIT_BONUS}"`,
      );
    patch('*').firstDepositBonus = pesos;
  }
  return out;
}

/** Lays a patch over a merchant, returning a new merchant. */
export function applyPatch(m: MerchantEntry, p: MerchantPatch | undefined): MerchantEntry {
  if (!p) return m;
  const money =
    p.firstDepositBonus === undefined
      ? m.money
      : { ...m.money, deposit: { ...m.money.deposit, firstDepositBonus: p.firstDepositBonus } };
  return { ...m, flags: { ...m.flags, ...p.flags }, site: { ...m.site, ...p.site }, money };
}
