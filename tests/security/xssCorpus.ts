import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Known XSS vectors (tests/security/xss-vectors.txt, one per line): script and event-handler forms on many
 * elements, javascript:/data:/vbscript: URLs in every URL attribute, encodings, mutation XSS through namespace and
 * raw-text confusion, comment and CDATA break-outs, CSS loads and expressions, meta refresh, base, forms, frames,
 * DOM clobbering and template-injection markers. Each tries to call the canary `__xss()` (or `alert`), or to load
 * something from `xss-canary.invalid`.
 */
export const XSS_CORPUS: readonly string[] = readFileSync(join(__dirname, 'xss-vectors.txt'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/\\u0000/g, '\u0000'))
  .filter((line) => line.trim() !== '');

/** A spread of `n` vectors (every k-th), the same each run: the CI-size sample. */
export function ciSample(n: number): string[] {
  const step = Math.max(1, Math.floor(XSS_CORPUS.length / n));
  return XSS_CORPUS.filter((_, i) => i % step === 0).slice(0, n);
}

/** The canary host: any request to it is a failure. */
export const CANARY_HOST = 'xss-canary.invalid';
