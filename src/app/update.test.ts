import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyUpdate,
  offerUpdate,
  onNewVersionControls,
  postponeUpdate,
  resetUpdate,
  updateState,
} from './update';

afterEach(resetUpdate);

const clean = () => false;
const dirty = () => true;

describe('the update prompt', () => {
  it('shows once a new worker waits', () => {
    offerUpdate({ skipWaiting: vi.fn(), reload: vi.fn() });
    expect(updateState.available).toBe(true);
  });

  it('asks the waiting worker to take over when no form holds input', () => {
    const skipWaiting = vi.fn();
    offerUpdate({ skipWaiting, reload: vi.fn() });
    applyUpdate(false, clean);
    expect(skipWaiting).toHaveBeenCalledOnce();
    expect(updateState.confirming).toBe(false);
  });

  it('asks for confirmation first while a form holds input, and keeps the page on "later"', () => {
    const skipWaiting = vi.fn();
    offerUpdate({ skipWaiting, reload: vi.fn() });
    applyUpdate(false, dirty);
    expect(updateState.confirming).toBe(true);
    expect(skipWaiting).not.toHaveBeenCalled();
    postponeUpdate();
    expect(updateState.confirming).toBe(false);
    expect(updateState.available).toBe(true);
  });

  it('updates after the user confirms, even with input in a form', () => {
    const skipWaiting = vi.fn();
    offerUpdate({ skipWaiting, reload: vi.fn() });
    applyUpdate(false, dirty);
    applyUpdate(true, dirty);
    expect(skipWaiting).toHaveBeenCalledOnce();
  });

  it('reloads when the new version takes control after the user asked', () => {
    const reload = vi.fn();
    offerUpdate({ skipWaiting: vi.fn(), reload });
    applyUpdate(true, dirty);
    onNewVersionControls(reload, dirty);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads by itself while a form holds input, and offers a reload instead', () => {
    const reload = vi.fn();
    onNewVersionControls(reload, dirty);
    expect(reload).not.toHaveBeenCalled();
    expect(updateState.available).toBe(true);
    expect(updateState.activated).toBe(true);
  });

  it('reloads by itself when another tab took the update and no form holds input', () => {
    const reload = vi.fn();
    onNewVersionControls(reload, clean);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads on the button once the new version already controls the page', () => {
    const reload = vi.fn();
    const skipWaiting = vi.fn();
    offerUpdate({ skipWaiting, reload });
    onNewVersionControls(reload, dirty);
    applyUpdate(true, dirty);
    expect(reload).toHaveBeenCalledOnce();
    expect(skipWaiting).not.toHaveBeenCalled();
  });
});

describe('an update taken in another tab', () => {
  it('reloads on the button even though this tab never saw the worker wait', () => {
    const reload = vi.fn();
    onNewVersionControls(reload, dirty);
    applyUpdate(false, clean);
    expect(reload).toHaveBeenCalledOnce();
  });
});
