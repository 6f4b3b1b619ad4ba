/** The phone's system, from its user agent: the app links and the add-to-home guide differ. */
export function phoneSystem(userAgent: string): 'ios' | 'android' | 'other' {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** The app link for the phone: Android's on Android, the iOS one elsewhere (iOS first, as the spec lists them). */
export function appLinkFor<T extends { resourceType: string }>(
  links: readonly T[],
  userAgent: string,
): T | undefined {
  const order = phoneSystem(userAgent) === 'android' ? ['Android', 'IOS'] : ['IOS', 'Android'];
  for (const type of order) {
    const link = links.find((d) => d.resourceType === type);
    if (link) return link;
  }
  return undefined;
}

/**
 * The add-to-home guide's choice (spec 02 §2, §9): iOS 12 below minor 2, or iOS 11 and below, gets manual steps;
 * every other device gets the MOBILECONFIG profile download, except Android, where a profile means nothing: its
 * browser's own steps (docs/app-foundation.md "Add to home screen").
 */
export function needsManualSteps(userAgent: string): boolean {
  const m = /OS (\d+)_(\d+)(?:_\d+)? like Mac OS X/.exec(userAgent);
  if (!m) return false;
  const major = Number(m[1]);
  const minor = Number(m[2]);
  return major < 12 || (major === 12 && minor < 2);
}
