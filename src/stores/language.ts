import { FIRST_VISIT_LANGUAGE } from '../api/contract/boot';
import { proxy } from 'valtio';
import { activateLanguage, type WireLanguage } from '../i18n/i18n';
import { whenIdle } from '../lib/drawing';
import { patiently } from '../lib/importAgain';
import { readPreferences, writePreference } from '../lib/preferences';

/**
 * The interface language. TY (Tagalog, `fil` inside) is the default and EN the other (DECISIONS.md "Languages").
 * The platform's catalogue knows about 30 codes (spec 02 §1); every code without a translation here falls back to
 * EN. The choice persists in the stored preferences and drives lingui, `<html lang>`, the `Language` header and the
 * language of the drawings the service worker keeps (src/lib/paintHint.ts).
 */

/** The language codes of the platform's text catalogue (spec 02 §1). */
export const LANGUAGE_CODES = [
  'EN',
  'CN',
  'TW',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The languages the pickers offer, default first. */
export const PICKER_LANGUAGES: readonly WireLanguage[] = ['TY', 'EN'];
export const DEFAULT_LANGUAGE: WireLanguage = FIRST_VISIT_LANGUAGE;

/** The translated language for any code: TY and EN as they are, every other code EN; nothing valid gives TY. */
export function resolveLanguage(code: unknown): WireLanguage {
  if (typeof code !== 'string') return DEFAULT_LANGUAGE;
  const upper = code.toUpperCase();
  if (upper === 'TY' || upper === 'EN') return upper;
  return (LANGUAGE_CODES as readonly string[]).includes(upper) ? 'EN' : DEFAULT_LANGUAGE;
}

function stored(): WireLanguage {
  const { language } = readPreferences();
  return language === undefined ? DEFAULT_LANGUAGE : resolveLanguage(language);
}

export const state = proxy({ language: stored() });

/** How long the start waits, while the browser believes it is online, before it asks again for a catalogue. */
export const LANGUAGE_RETRY_MS = 5000;

/**
 * Tells the server (a cookie) and the worker the language to draw in (src/lib/paintHint.ts). Loaded when first told:
 * nothing of a start waits for it, and it stays out of the shell's bytes (docs/performance.md "Budgets and gates").
 */
function tellDrawingLanguage(language: WireLanguage): void {
  // A chunk that fails to load tells nothing this time; the next start tells again.
  void import('../lib/paintHint').then(
    (hints) => hints.tellDrawingLanguage(language),
    () => undefined,
  );
}

/**
 * Activates the stored language in lingui and on `<html lang>` (call once at start-up); answers when it is in. The
 * app shows no text before (src/main.tsx), so a catalogue that could not load is asked for again until it is in: as
 * soon as the browser is back online, or every LANGUAGE_RETRY_MS.
 */
export function initLanguage(): Promise<void> {
  // The cookie and the worker's note wait for an idle moment: a cookie write is a call to the browser's network
  // process, held for the first visit's render.
  whenIdle(() => tellDrawingLanguage(state.language));
  return patiently(() => activateLanguage(state.language), {
    attempts: Infinity,
    delayMs: LANGUAGE_RETRY_MS,
  });
}

/** Switches the language, persists it and activates it (once its catalogue is in; the answer says when). */
export function setLanguage(code: string): Promise<void> {
  const language = resolveLanguage(code);
  state.language = language;
  writePreference('language', language);
  // The service worker keeps its drawings of the landing screens in the player's language (sw/drawings.ts).
  tellDrawingLanguage(language);
  return activateLanguage(language);
}
