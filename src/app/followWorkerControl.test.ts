import { number } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listKeys, memoryBackend, setBackend } from '../lib/db';
import { revalidate, setCacheWriter } from '../lib/swr';
import { followWorkerControl, type WorkerContainer } from './followWorkerControl';

/** A stand-in for navigator.serviceWorker: a controller that tests switch, and the controllerchange event. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const setControlled = (on: boolean) => {
    container.controller = on ? ({} as ServiceWorker) : null;
    target.dispatchEvent(new Event('controllerchange'));
  };
  return { container: container as WorkerContainer, setControlled };
}

/** Whether this page stores a fetched answer right now. */
async function writes(): Promise<boolean> {
  setBackend(memoryBackend());
  await revalidate('k', async () => 1, number());
  return (await listKeys()).length > 0;
}

beforeEach(() => setBackend(memoryBackend()));
afterEach(() => {
  setBackend(undefined);
  setCacheWriter(true);
});

describe('following worker control', () => {
  it('leaves writing to the worker while one controls the page', async () => {
    followWorkerControl(fakeContainer(true).container);
    expect(await writes()).toBe(false);
  });

  it('writes itself on a first visit, and stops once the worker takes over', async () => {
    const { container, setControlled } = fakeContainer(false);
    followWorkerControl(container);
    expect(await writes()).toBe(true);
    setControlled(true);
    expect(await writes()).toBe(false);
  });

  it('writes again when control is lost', async () => {
    const { container, setControlled } = fakeContainer(true);
    followWorkerControl(container);
    setControlled(false);
    expect(await writes()).toBe(true);
  });

  it('writes itself where there are no service workers', async () => {
    setCacheWriter(false);
    followWorkerControl(undefined);
    expect(await writes()).toBe(true);
  });
});
