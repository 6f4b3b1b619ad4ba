import { i18n } from '@lingui/core';
import { messages as fil } from './locales/fil';
import { messages as en } from './locales/en';

/** Wire language codes (DECISIONS.md "Languages"): TY is Tagalog on the wire, `fil` inside. */
export type WireLanguage = 'TY' | 'EN';

const LOCALE_OF: Record<WireLanguage, 'fil' | 'en'> = { TY: 'fil', EN: 'en' };

i18n.load({ fil, en });

/** Activates a wire language in lingui and on <html lang>. */
export function activateLanguage(language: WireLanguage): void {
  const locale = LOCALE_OF[language];
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
