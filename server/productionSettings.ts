import { createPrivateKey } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { isProduction } from './devSwitches';
import { demoMerchantsFile, loadMerchantsFile } from './merchants/loadMerchantsFile';

/**
 * The settings a production server cannot start without (docs/deployment.md "Every setting"). Each missing or
 * unusable one is named with what to do, all at once, so an operator fixes the file in one go:
 * - OPS_TOKENS: without it an instance would invent a `dev` operator whose token sits in a file on that machine;
 * - PAYMENT_CALLBACK_SECRET: without it each instance picks its own random secret, so a provider's callback signed for
 *   one instance is refused by the others;
 * - MERCHANTS_FILE: without it (or with a plain copy of the committed demo file) production serves the demo merchant.
 * JWE_PRIVATE_KEY, where set, must be readable in every environment (`jwePrivateKeyProblem`, checked by readConfig).
 */
export function productionSettingProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  if (!env.OPS_TOKENS?.trim())
    problems.push(
      'OPS_TOKENS is unset: set name:token pairs (24+ characters each) so operators have their own tokens',
    );
  if (!env.PAYMENT_CALLBACK_SECRET)
    problems.push(
      'PAYMENT_CALLBACK_SECRET is unset: set one secret of 32+ characters, the same on every instance',
    );
  const merchants = env.MERCHANTS_FILE?.trim();
  if (!merchants)
    problems.push('MERCHANTS_FILE is unset: production needs the merchant’s own file, not the demo one');
  else {
    try {
      if (isDeepStrictEqual(loadMerchantsFile(merchants), demoMerchantsFile()))
        problems.push(
          `MERCHANTS_FILE (${merchants}) is the demo merchants file: edit it for your merchant first`,
        );
    } catch (err) {
      problems.push(`MERCHANTS_FILE: ${(err as Error).message}`);
    }
  }
  return problems;
}

/** Why JWE_PRIVATE_KEY (where set, in any environment) cannot be used: an RSA private key of 2048 bits or more. */
export function jwePrivateKeyProblem(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const key = createPrivateKey(raw.replaceAll('\\n', '\n'));
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa' || bits < 2048)
      return `JWE_PRIVATE_KEY must be an RSA private key of 2048 bits or more (got ${key.asymmetricKeyType ?? 'unknown'} ${bits || ''})`.trim();
    return undefined;
  } catch {
    return 'JWE_PRIVATE_KEY cannot be read as a PEM private key: put the whole key, BEGIN and END lines included, on one line with \\n between its lines';
  }
}
