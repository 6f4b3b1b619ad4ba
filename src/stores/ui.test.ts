import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_MS,
  closeDownloadPopup,
  closeLoginDialog,
  dismissToast,
  openDownloadPopup,
  openLoginDialog,
  showToast,
  startLoading,
  state,
} from './ui';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  state.toasts.splice(0);
});

describe('the ui store', () => {
  it('holds the toast durations of spec 01 §9', () => {
    expect(TOAST_MS).toMatchObject({ short: 3000, long: 8000, success: 1000, freeReject: 2000 });
  });

  it('removes a toast when its time is up', () => {
    showToast('Saved', TOAST_MS.success, 'success');
    expect(state.toasts).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(state.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state.toasts).toHaveLength(0);
  });

  it('shows a message once while it is showing (two quick taps), its time starting again', () => {
    const first = showToast('Please log in first');
    vi.advanceTimersByTime(TOAST_MS.short - 500);
    expect(showToast('Please log in first')).toBe(first);
    expect(state.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(state.toasts).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_MS.short);
    expect(state.toasts).toHaveLength(0);
    // Another message, or another kind, is its own toast; so is each loading toast.
    showToast('One');
    showToast('One', TOAST_MS.short, 'error');
    showToast('Two');
    expect(state.toasts).toHaveLength(3);
    showToast('Loading…', TOAST_MS.short, 'loading');
    showToast('Loading…', TOAST_MS.short, 'loading');
    expect(state.toasts).toHaveLength(5);
  });

  it('shows a short toast by default and can dismiss it early', () => {
    const id = showToast('Hello');
    expect(state.toasts[0]).toMatchObject({ id, durationMs: 3000, kind: 'info' });
    dismissToast(id);
    expect(state.toasts).toHaveLength(0);
  });

  it('shows the loader only after 200 ms of work', () => {
    const quick = startLoading();
    vi.advanceTimersByTime(150);
    quick();
    vi.advanceTimersByTime(100);
    expect(state.loaderVisible).toBe(false);
    const slow = startLoading();
    vi.advanceTimersByTime(200);
    expect(state.loaderVisible).toBe(true);
    slow();
    expect(state.loaderVisible).toBe(false);
  });

  it('keeps the loader while any work runs, and ignores a second stop', () => {
    const a = startLoading();
    const b = startLoading();
    vi.advanceTimersByTime(200);
    a();
    a();
    expect(state.loaderVisible).toBe(true);
    b();
    expect(state.loaderVisible).toBe(false);
  });

  it('opens and closes the login dialog', () => {
    openLoginDialog();
    expect(state.loginDialogOpen).toBe(true);
    closeLoginDialog();
    expect(state.loginDialogOpen).toBe(false);
  });

  it('opens and closes the download popup, from any screen', () => {
    openDownloadPopup();
    expect(state.downloadPopupOpen).toBe(true);
    closeDownloadPopup();
    expect(state.downloadPopupOpen).toBe(false);
  });
});
