/**
 * The password typed at login, held in memory only (never in any storage) so that change password can skip the
 * old-password field (spec 01 §2). A reload forgets it, which is the point.
 */
let held: { username: string; password: string } | undefined;

/** Keeps the password for this page's life. */
export function holdPassword(username: string, password: string): void {
  held = { username, password };
}

/** The held password of this user, if any. */
export function heldPassword(username: string | undefined): string | undefined {
  if (!held || !username || held.username.toLowerCase() !== username.toLowerCase()) return undefined;
  return held.password;
}

/** Forgets it (logout). */
export function dropHeldPassword(): void {
  held = undefined;
}
