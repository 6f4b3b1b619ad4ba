import type { KvBackend } from '../lib/db';
import { resetBootAnswers } from '../api/bootAnswers';
import { BOOT_ELEMENT_ID } from '../api/contract/boot';

/** A store backend over `inner` that tells `seen` each operation it is asked for, with its key. */
export function watchedBackend(
  inner: KvBackend,
  seen: (op: 'get' | 'set' | 'del' | 'keys', key?: string) => void,
): KvBackend {
  return {
    get: (k) => (seen('get', k), inner.get(k)),
    set: (k, v) => (seen('set', k), inner.set(k, v)),
    del: (k) => (seen('del', k), inner.del(k)),
    keys: () => (seen('keys'), inner.keys()),
    clear: () => inner.clear(),
  };
}

/** Writes the page's boot answers element (src/api/bootAnswers.ts) with `content`, read afresh at the next call. */
export function writeBoot(content: string): HTMLScriptElement {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_ELEMENT_ID;
  element.textContent = content;
  document.body.append(element);
  resetBootAnswers();
  return element;
}
