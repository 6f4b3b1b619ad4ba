import { readFileSync } from 'node:fs';
import { validate } from 'superstruct';
import { MerchantsFile } from './schema';
import defaults from './merchants.json';

/** A merchants file that cannot be used; the message names the file and the first bad field. */
export class MerchantConfigError extends Error {
  override readonly name = 'MerchantConfigError';
}

/** Validates parsed JSON as a merchants file, or throws MerchantConfigError saying where it is wrong. */
export function parseMerchantsFile(json: unknown, source: string): MerchantsFile {
  const [err, file] = validate(json, MerchantsFile, { coerce: true });
  if (err) {
    const f = err.failures()[0];
    const where = f && f.path.length > 0 ? f.path.join('.') : '(top level)';
    throw new MerchantConfigError(
      `merchant config ${source} is invalid at ${where}: ${f?.message ?? err.message}`,
    );
  }
  return file;
}

/** The committed demo merchants file (server/merchants/merchants.json), parsed. */
export const demoMerchantsFile = (): MerchantsFile =>
  parseMerchantsFile(defaults, 'server/merchants/merchants.json');

/** Reads the merchants file at `path`, or the committed default (server/merchants/merchants.json) without one. */
export function loadMerchantsFile(path: string | undefined): MerchantsFile {
  if (!path) return demoMerchantsFile();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new MerchantConfigError(`merchant config ${path} cannot be read: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new MerchantConfigError(`merchant config ${path} is not JSON: ${(e as Error).message}`);
  }
  return parseMerchantsFile(json, path);
}
