import { i18n } from '@lingui/core';
import { reloadable } from '../lib/importAgain';

/** Wire language codes (DECISIONS.md "Languages"): TY is Tagalog on the wire, `fil` inside. */
export type WireLanguage = 'TY' | 'EN';

type Locale = 'fil' | 'en';
const LOCALE_OF: Record<WireLanguage, Locale> = { TY: 'fil', EN: 'en' };

// Only the active language's shell catalogue loads (issue 6, first-paint budget); the other loads on a switch.
// The worker precaches both chunks, so an offline start or switch still finds them. After a failed load (a flaky
// network, no worker yet) the next call asks for the chunk afresh (src/lib/importAgain.ts).
const CATALOGUES: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  fil: reloadable(() => import('./locales/fil')),
  en: reloadable(() => import('./locales/en')),
};
const loading = new Map<Locale, Promise<void>>();

function loadCatalogue(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = CATALOGUES[locale]().then(({ messages }) => i18n.load(locale, messages as never));
    // A failed chunk load (flaky network, no worker yet) may be tried again on the next switch.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

let wanted: Locale | undefined;

/**
 * Activates a wire language in lingui and on <html lang> once its shell catalogue is in. Until the first one is,
 * lingui has no locale and the I18nProvider renders nothing, so no text shows in the wrong language. When switches
 * overlap, the last one wins.
 */
export async function activateLanguage(language: WireLanguage): Promise<void> {
  const locale = LOCALE_OF[language];
  wanted = locale;
  await loadCatalogue(locale);
  if (wanted !== locale) return;
  i18n.activate(locale);
  // Set only when it changes: Blink restyles the whole page on every write of `lang`, even of the value it holds (the
  // server's drawing already names the language, so this write was a restyle of the whole drawing on each start).
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale)
    document.documentElement.lang = locale;
}

export { i18n };
