/**
 * The origins server HTML may load pictures from: the merchant's image CDNs, set from the runtime config. Kept apart
 * from the sanitiser so the shell can set it without loading the sanitiser before first paint.
 */
let origins: ReadonlySet<string> = new Set();

/** Sets the origins of the merchant's image CDNs; relative URLs (the app's own origin) are always allowed. */
export function setContentOrigins(urls: readonly string[]): void {
  const next = new Set<string>();
  for (const u of urls) {
    if (!/^https?:\/\//i.test(u)) continue;
    try {
      next.add(new URL(u).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  origins = next;
}

export const contentOrigins = (): ReadonlySet<string> => origins;
