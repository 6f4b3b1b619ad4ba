import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '../api/contract/boot';
import { drawingGone } from '../lib/drawing';
import { QUIET_MS as WORKER_QUIET_MS } from '../lib/quiet';
import { WORKER_START_LIMIT_MS, whenPageSettles } from './registerWorker';

// When a first visit's worker starts: after the load event, after the server's drawing has gone, when idle and then
// quiet (no long task) for a while.

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

/** An engine with long-task entries: answers a function that reports one to the observer, if it still observes. */
function stubLongTasks(): () => void {
  let observer: (() => void) | undefined;
  class LongTasks {
    static supportedEntryTypes = ['longtask'];
    constructor(callback: () => void) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', LongTasks);
  return () => observer?.();
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
  it('waits for the load event, then for a quiet while when there is no drawing', () => {
    setReadyState('loading');
    const start = vi.fn();
    whenPageSettles(start);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(WORKER_QUIET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
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
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(WORKER_QUIET_MS);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WORKER_START_LIMIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits until no long task has run for the quiet while, within the limit', () => {
    const longTask = stubLongTasks();
    const start = vi.fn();
    whenPageSettles(start);
    vi.advanceTimersByTime(0);
    // A long task every second: never quiet for WORKER_QUIET_MS, so the limit starts it.
    for (let t = 0; t < WORKER_START_LIMIT_MS / 1000 - 1; t++) {
      vi.advanceTimersByTime(1000);
      longTask();
      expect(start).not.toHaveBeenCalled();
    }
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WORKER_START_LIMIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once the long tasks stop for the quiet while', () => {
    const longTask = stubLongTasks();
    const start = vi.fn();
    whenPageSettles(start);
    vi.advanceTimersByTime(WORKER_QUIET_MS / 2);
    longTask();
    vi.advanceTimersByTime(WORKER_QUIET_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
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
