import { setCacheWriter } from '../lib/swr';

/** The part of `navigator.serviceWorker` this needs; tests pass a fake. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Keeps one writer of cached answers (DECISIONS.md "The worker and the page"): while a worker controls this page
 * it stores and announces answers, so the page only reads; without one (first visit, a hard reload) the page writes
 * itself. Call it before the first cached call. Answers the function that stops following.
 */
export function followWorkerControl(container: WorkerContainer | undefined): () => void {
  if (!container) {
    setCacheWriter(true);
    return () => {};
  }
  const update = () => setCacheWriter(container.controller === null);
  update();
  container.addEventListener('controllerchange', update);
  return () => container.removeEventListener('controllerchange', update);
}
