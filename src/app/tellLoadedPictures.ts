import { KEEP_IMAGES, loadedPictures, type KeepImages } from '../lib/keptImages';

/**
 * Tells `worker` the pictures this page has loaded so far (src/lib/keptImages.ts), nothing when it has loaded none.
 * Loaded by registerWorker.ts when the first worker takes control of the page.
 */
export function tellLoadedPictures(worker: Pick<ServiceWorker, 'postMessage'>): void {
  const urls = loadedPictures({
    entries: performance.getEntriesByType('resource') as PerformanceResourceTiming[],
    shown: [...document.images].map((i) => i.currentSrc).filter(Boolean),
  });
  if (urls.length > 0) worker.postMessage({ type: KEEP_IMAGES, urls } satisfies KeepImages);
}
