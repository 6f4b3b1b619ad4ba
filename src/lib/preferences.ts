/**
 * Stored preferences (spec 01 §3): one localStorage record `MC_PREFERENCES` holding language, autoLogin, autoSass,
 * autoRemPass and similar small choices. It survives logout (DECISIONS.md "The worker and the page"). Storage that is
 * missing, full or corrupt reads as empty and never throws.
 */

export const PREFERENCES_KEY = 'MC_PREFERENCES';

export type Preferences = Record<string, unknown>;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // access itself can throw (blocked storage)
  }
}

/** All preferences; {} when absent or unreadable. */
export function readPreferences(): Preferences {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PREFERENCES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Preferences)
      : {};
  } catch {
    return {};
  }
}

/** Sets one preference, keeping the others; false when storage refused. */
export function writePreference(name: string, value: unknown): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(PREFERENCES_KEY, JSON.stringify({ ...readPreferences(), [name]: value }));
    return true;
  } catch {
    return false;
  }
}
