import { hasDirtyInput } from './dirtyForms';
import { updateState } from './updateState';

export { updateState };

interface Updater {
  /** Asks the waiting worker to take over (SKIP_WAITING). */
  skipWaiting: () => void;
  reload: () => void;
}

let updater: Updater | undefined;
let reloadPage: (() => void) | undefined;
let userAsked = false;

/** registerWorker calls this when a new worker is waiting. */
export function offerUpdate(next: Updater): void {
  updater = next;
  updateState.available = true;
}

/**
 * The Update button. With no typed input it takes the update at once; with input it first asks, and `confirmed`
 * (the dialog's "update now") goes ahead. The reload happens on `controllerchange` (see `onNewVersionControls`).
 */
export function applyUpdate(confirmed = false, isDirty: () => boolean = hasDirtyInput): void {
  if (!updater && !updateState.activated) return;
  if (!confirmed && isDirty()) {
    updateState.confirming = true;
    return;
  }
  updateState.confirming = false;
  userAsked = true;
  if (updateState.activated) (reloadPage ?? updater?.reload)?.();
  else updater?.skipWaiting();
}

/** "Later": keeps the page and the banner. */
export function postponeUpdate(): void {
  updateState.confirming = false;
}

/**
 * The new worker now controls the page. Reload when the user asked for it, or when no form holds input (another
 * tab took the update: this page's old chunks may be gone from the precache). Never while a form holds input the
 * user did not agree to lose: the banner stays, and its button reloads.
 */
export function onNewVersionControls(reload: () => void, isDirty: () => boolean = hasDirtyInput): void {
  reloadPage = reload;
  if (userAsked || !isDirty()) {
    reload();
    return;
  }
  updateState.available = true;
  updateState.activated = true;
}

/** Test seam: forget the updater and the state. */
export function resetUpdate(): void {
  updater = undefined;
  reloadPage = undefined;
  userAsked = false;
  updateState.available = false;
  updateState.confirming = false;
  updateState.activated = false;
}
