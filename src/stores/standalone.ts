import { proxy } from 'valtio';
import {
  browserEnv,
  isEdgeToEdge,
  isStandalone,
  registerMethodFor,
  type DeviceHeader,
  type DisplayEnv,
  type RegisterMethod,
} from '../lib/displayMode';

/**
 * Whether the app runs from the home screen (`display-mode: standalone`, or iOS `navigator.standalone`). It decides
 * the `Device` header, the download bar and the bottom menu's safe-area height. The detection itself is in
 * lib/displayMode.ts, which also documents the native shell's user-agent marker.
 */

export const state = proxy({ standalone: isStandalone(), edgeToEdge: isEdgeToEdge() });

/** The `Device` header: `OTHERS` standalone, `MOBILE` otherwise. */
export function deviceHeader(): DeviceHeader {
  return state.standalone ? 'OTHERS' : 'MOBILE';
}

/** The registration payload's `registerMethod` (WEBCLIP, PWA, APP or H5). */
export function registerMethod(env: DisplayEnv = browserEnv()): RegisterMethod {
  return registerMethodFor(env);
}

/** Re-reads the display mode; call at start-up and when it changes. */
export function detectStandalone(env: DisplayEnv = browserEnv()): void {
  state.standalone = isStandalone(env);
  state.edgeToEdge = isEdgeToEdge(env);
}

/** Follows display-mode changes (installing from the browser menu); answers the unsubscribe function. */
export function watchDisplayMode(): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia('(display-mode: standalone)');
  const onChange = () => detectStandalone();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
