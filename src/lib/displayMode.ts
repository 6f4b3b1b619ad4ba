/**
 * How the app is running: a standalone home-screen app or a browser tab (DECISIONS.md "Device header",
 * "registerMethod"). Pure functions over a small environment, so the API client and the standalone store share them
 * and tests can pass a fake.
 *
 * The native app shell marks its web view's user agent with `APP_USER_AGENT_MARKER` (`MCNativeShell/<version>`);
 * a browser never sends it.
 */

export const APP_USER_AGENT_MARKER = 'MCNativeShell/';

/** What the detection reads; the browser's own objects fit it. */
export interface DisplayEnv {
  matchMedia?: ((query: string) => { matches: boolean }) | undefined;
  navigator?: { userAgent: string; standalone?: boolean } | undefined;
}

export type DeviceHeader = 'OTHERS' | 'MOBILE';
export type RegisterMethod = 'WEBCLIP' | 'PWA' | 'APP' | 'H5';

/** The page's own environment; empty where there is no window (the worker, node). */
export function browserEnv(): DisplayEnv {
  if (typeof window === 'undefined') return {};
  return {
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
    navigator: window.navigator as DisplayEnv['navigator'],
  };
}

/** iOS home-screen web clip: Safari's non-standard `navigator.standalone`. */
export function isIosWebClip(env: DisplayEnv = browserEnv()): boolean {
  return env.navigator?.standalone === true;
}

/** An installed PWA: `display-mode: standalone` matches. */
export function isDisplayStandalone(env: DisplayEnv = browserEnv()): boolean {
  return env.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Running from the home screen, either way. */
export function isStandalone(env: DisplayEnv = browserEnv()): boolean {
  return isIosWebClip(env) || isDisplayStandalone(env);
}

/** Inside the merchant's native app shell (its web view marks the user agent). */
export function isNativeShell(env: DisplayEnv = browserEnv()): boolean {
  return env.navigator?.userAgent.includes(APP_USER_AGENT_MARKER) === true;
}

/**
 * Drawn edge to edge, under a tall iPhone's home indicator: from the home screen, or inside the native shell (spec
 * 01 §2: the bottom bar gets the extra height there too).
 */
export function isEdgeToEdge(env: DisplayEnv = browserEnv()): boolean {
  return isStandalone(env) || isNativeShell(env);
}

/** The `Device` header: `OTHERS` standalone, `MOBILE` otherwise. */
export function deviceHeaderFor(env: DisplayEnv = browserEnv()): DeviceHeader {
  return isStandalone(env) ? 'OTHERS' : 'MOBILE';
}

/** The registration payload's `registerMethod`, in the order DECISIONS.md gives. */
export function registerMethodFor(env: DisplayEnv = browserEnv()): RegisterMethod {
  if (isIosWebClip(env)) return 'WEBCLIP';
  if (isDisplayStandalone(env)) return 'PWA';
  if (isNativeShell(env)) return 'APP';
  return 'H5';
}
