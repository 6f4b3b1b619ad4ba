import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '../api/contract/boot';
import { drawingGone } from '../lib/drawing';
import { WORKER_START_LIMIT_MS, whenPageSettles } from './registerWorker';

// When a first visit's worker starts: after the load event, after the server's drawing has gone, when idle.

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

function putDrawing() {
  const drawing = document.createElement('div');
  drawing.id = FIRST_SCREEN_ID;
  document.body.append(drawing);
  return () => {
    drawing.remove();
    drawingGone();
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no requestIdleCallback: the fallback (a task later) is what runs unless a test gives one.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  drawingGone();
  setReadyState('complete');
});

describe('whenPageSettles', () => {
  it('waits for the load event, then starts a task later when there is no drawing', () => {
    setReadyState('loading');
    const start = vi.fn();
    whenPageSettles(start);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WORKER_START_LIMIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the drawing to go, then for an idle moment', () => {
    const release = putDrawing();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const start = vi.fn();
    whenPageSettles(start);
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    release();
    expect(start).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WORKER_START_LIMIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway once the limit has passed, if the drawing never goes, and only once', () => {
    putDrawing();
    const start = vi.fn();
    whenPageSettles(start);
    vi.advanceTimersByTime(WORKER_START_LIMIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    drawingGone();
    vi.advanceTimersByTime(10);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
