/**
 * The add-to-home guide's choice (spec 02 §2, §9): iOS 12 below minor 2, or iOS 11 and below, gets manual steps;
 * every other device gets the MOBILECONFIG profile download.
 */
export function needsManualSteps(userAgent: string): boolean {
  const m = /OS (\d+)_(\d+)(?:_\d+)? like Mac OS X/.exec(userAgent);
  if (!m) return false;
  const major = Number(m[1]);
  const minor = Number(m[2]);
  return major < 12 || (major === 12 && minor < 2);
}
