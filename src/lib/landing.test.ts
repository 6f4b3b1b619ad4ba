import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '../api/contract/boot';

// drawing.ts keeps its turns and landing.ts its held landings in the module: each test imports both afresh, beneath
// a drawing.
async function load() {
  vi.resetModules();
  document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}">drawn</div>`;
  return { ...(await import('./drawing')), ...(await import('./landing')) };
}

/** Records names by the task they came in: a new task starts once the microtasks of the last have run. */
function byTask() {
  const tasks: string[][] = [];
  let task: string[] | undefined;
  const record = (name: string) => {
    if (!task) {
      task = [];
      tasks.push(task);
      queueMicrotask(() => (task = undefined));
    }
    task.push(name);
  };
  return { tasks, record };
}

describe('answers asked for beneath the drawing', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('land together, in one task, once every answer asked beside them has', async () => {
    vi.useFakeTimers();
    const { askBeneath } = await load();
    const { tasks, record } = byTask();
    const apply = (name: string) => () => record(name);
    const banners = askBeneath();
    const matches = askBeneath();
    const winners = askBeneath();
    banners.land(apply('banners'));
    await vi.advanceTimersByTimeAsync(20);
    matches.land(apply('matches'));
    await vi.advanceTimersByTimeAsync(20);
    expect(tasks).toEqual([]);
    winners.land(apply('winners'));
    await vi.advanceTimersByTimeAsync(1);
    expect(tasks).toEqual([['banners', 'matches', 'winners']]);
  });

  it('wait no longer than a quarter of a second for an answer that is slow', async () => {
    vi.useFakeTimers();
    const { askBeneath } = await load();
    const landed: string[] = [];
    const fast = askBeneath();
    askBeneath();
    fast.land(() => landed.push('fast'));
    await vi.advanceTimersByTimeAsync(200);
    expect(landed).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(landed).toEqual(['fast']);
  });

  it('land at once when the one they wait for is called off, or when the drawing goes', async () => {
    vi.useFakeTimers();
    const { askBeneath, drawingGone } = await load();
    const landed: string[] = [];
    const first = askBeneath();
    const gone = askBeneath();
    first.land(() => landed.push('first'));
    gone.cancel();
    await vi.advanceTimersByTimeAsync(1);
    expect(landed).toEqual(['first']);

    const second = askBeneath();
    askBeneath();
    second.land(() => landed.push('second'));
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    drawingGone();
    await vi.advanceTimersByTimeAsync(1);
    expect(landed).toEqual(['first', 'second']);
  });

  it('land in the same task as the parts of the turn they join', async () => {
    vi.useFakeTimers();
    const { inNextTurn, takeTurn } = await load();
    const { tasks, record } = byTask();
    takeTurn({}, () => record('part'));
    inNextTurn(() => record('answer'));
    expect(tasks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(tasks).toEqual([['part', 'answer']]);
  });
});
