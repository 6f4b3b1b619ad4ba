import { proxy } from 'valtio';

/**
 * Toasts, the loader and the login dialog. Durations are the constants of spec 01 §9 and spec 02 §9; the UI passes
 * translated text, so this store holds no catalogue strings.
 */

/** How long each kind of toast stays (ms). */
export const TOAST_MS = {
  short: 3000,
  long: 8000,
  success: 1000,
  freeReject: 2000,
  contactService: 2000,
  smsSent: 1500,
  noticeAutoClose: 1500,
} as const;

/** The longest a loading toast stays before it gives up (ms); "9999" in the spec is seconds, i.e. until done. */
export const LOADING_MAX_MS = {
  smsSending: 10_000,
  changePassword: 10_000,
  logout: 9_999_000,
  trial: 9_999_000,
  other: 9_999_000,
} as const;

/** A loader shows only when the work takes longer than this (spec 02 §9 "Loader default delay"). */
export const LOADER_DELAY_MS = 200;

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  durationMs: number;
}

export const state = proxy({
  toasts: [] as Toast[],
  loaderVisible: false,
  loginDialogOpen: false,
  /** The app-download popup (spec 01 §2): opened from the download bar or the member centre. */
  downloadPopupOpen: false,
});

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast for `durationMs` (a short toast by default); answers its id. */
export function showToast(
  text: string,
  durationMs: number = TOAST_MS.short,
  kind: ToastKind = 'info',
): number {
  // The same message already showing (two quick taps on a guarded control) is shown once: its time starts again.
  // A loading toast is not merged: each is dismissed by the work it stands for.
  const same = kind === 'loading' ? undefined : state.toasts.find((t) => t.text === text && t.kind === kind);
  if (same) {
    clearTimeout(timers.get(same.id));
    same.durationMs = durationMs;
    timers.set(
      same.id,
      setTimeout(() => dismissToast(same.id), durationMs),
    );
    return same.id;
  }
  const id = nextId++;
  state.toasts.push({ id, text, kind, durationMs });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

/** Removes a toast now (a loading toast when its work ends). */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const at = state.toasts.findIndex((t) => t.id === id);
  if (at >= 0) state.toasts.splice(at, 1);
}

let pending = 0;
let loaderTimer: ReturnType<typeof setTimeout> | undefined;

/** Marks work as started; the loader shows after 200 ms if any work is still running. Answers the stop function. */
export function startLoading(): () => void {
  pending += 1;
  loaderTimer ??= setTimeout(() => {
    loaderTimer = undefined;
    if (pending > 0) state.loaderVisible = true;
  }, LOADER_DELAY_MS);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    pending -= 1;
    if (pending > 0) return;
    clearTimeout(loaderTimer);
    loaderTimer = undefined;
    state.loaderVisible = false;
  };
}

/** Opens the login dialog (guest on a member entry, DECISIONS.md guard table). */
export function openLoginDialog(): void {
  state.loginDialogOpen = true;
}

export function closeLoginDialog(): void {
  state.loginDialogOpen = false;
}

/** Opens the app-download popup (the download bar and the member centre's download entry). */
export function openDownloadPopup(): void {
  state.downloadPopupOpen = true;
}

export function closeDownloadPopup(): void {
  state.downloadPopupOpen = false;
}
