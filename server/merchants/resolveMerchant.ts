import type { MerchantEntry, MerchantsFile } from './schema';

/** The host name without port, lower case, for the host table (`Demo.Example:8080` -> `demo.example`). */
export function bareHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

/** Picks the merchant for a host name from the host table; unknown hosts get the default merchant. */
export function resolveMerchant(file: MerchantsFile, hostname: string): MerchantEntry {
  const code = file.hosts[bareHost(hostname)] ?? file.defaultMerchant;
  const m = file.merchants.find((x) => x.code === code);
  if (!m) throw new Error(`merchant ${code} missing`); // unreachable: the file schema checks the table
  return m;
}
