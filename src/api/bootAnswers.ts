import { validate } from 'superstruct';
import { BOOT_ELEMENT_ID, BOOT_WINDOW_MS, BootAnswers } from './contract/boot';

// The page's side of boot answers (src/api/contract/boot.ts): read once from the element the server wrote, checked
// against their schema as a whole (each answer then passes the client's envelope and schema checks like a fetched
// one), handed out at most once each, and only in the page's first seconds.

let loaded:
  { language: string; merchant: string; answers: Map<string, unknown>; readAt: number } | null | undefined;

const clock = () => (typeof performance === 'undefined' ? 0 : performance.now());

function load(now: number) {
  if (loaded !== undefined) return loaded;
  loaded = null;
  if (typeof document === 'undefined') return loaded;
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return loaded;
  let data: unknown;
  try {
    data = JSON.parse(element.textContent);
  } catch {
    return loaded;
  }
  const [error, boot] = validate(data, BootAnswers);
  if (error) return loaded;
  loaded = {
    language: boot.language,
    merchant: boot.merchant,
    answers: new Map(Object.entries(boot.answers)),
    readAt: now,
  };
  return loaded;
}

/** The answers that may serve this GET now: for its language (and merchant, unless it is the config), in the window. */
function usable(language: string, merchant: string | undefined, beforeMerchant: boolean, now: number) {
  // The page's first call (the config, at start-up) reads the element; the window runs from then.
  const boot = load(now);
  if (!boot || now - boot.readAt > BOOT_WINDOW_MS || boot.language !== language) return undefined;
  if (!beforeMerchant && merchant !== boot.merchant) return undefined;
  return boot.answers;
}

/**
 * The envelope the server wrote for this GET, if there is one for this language (and merchant, unless it is the
 * config, which is asked for before the merchant is known); taken, so a second call fetches.
 */
export function takeBootAnswer(
  url: string,
  language: string,
  merchant: string | undefined,
  beforeMerchant: boolean,
  now: number = clock(),
): unknown {
  const answers = usable(language, merchant, beforeMerchant, now);
  const answer = answers?.get(url);
  answers?.delete(url);
  return answer;
}

/** Whether `takeBootAnswer` would answer this GET now, leaving the answer where it is. */
export function holdsBootAnswer(
  url: string,
  language: string,
  merchant: string | undefined,
  beforeMerchant: boolean,
  now: number = clock(),
): boolean {
  return usable(language, merchant, beforeMerchant, now)?.has(url) ?? false;
}

/** Tests: read the element again. */
export function resetBootAnswers(): void {
  loaded = undefined;
}
