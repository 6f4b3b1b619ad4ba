import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A merchant's own merchants file for tests of production settings: the demo file with its own app name. */
export function merchantsFileOfOwn(): string {
  const demo = readFileSync(fileURLToPath(new URL('../merchants/merchants.json', import.meta.url)), 'utf8');
  const path = join(mkdtempSync(join(tmpdir(), 'mgp-merchants-')), 'merchants.json');
  writeFileSync(path, demo.replace('"Demo Games"', '"Lucky Peso"'));
  return path;
}

/** What docs/deployment.md sets for production, every dev switch off and every required secret there. */
export const productionEnv = (): Record<string, string> => ({
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'none',
  SERVICE_CHAT_PROVIDER: 'none',
  OPS_TOKENS: 'ops:0123456789abcdefghijklmnopqrstuv',
  PAYMENT_CALLBACK_SECRET: 'callback-secret-0123456789abcdefghijklmn',
  MERCHANTS_FILE: merchantsFileOfOwn(),
});
