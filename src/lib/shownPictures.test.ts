import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_IMAGES } from './keptImages';
import { noteShownPicture } from './shownPictures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shown pictures', () => {
  it('names the catalogue pictures the page drew to its worker, in one batch, each once', () => {
    vi.useFakeTimers();
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: { postMessage } },
    });
    try {
      noteShownPicture('/cdn/img/game/1/A.png');
      noteShownPicture('/cdn/img/game/1/A.png');
      noteShownPicture('/m/assets/logo.svg');
      noteShownPicture('/m/icons/demo/192.png');
      expect(postMessage).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(postMessage).toHaveBeenCalledWith({
        type: KEEP_IMAGES,
        urls: [`${location.origin}/cdn/img/game/1/A.png`, `${location.origin}/m/icons/demo/192.png`],
      });
      noteShownPicture('/cdn/img/game/1/A.png');
      vi.advanceTimersByTime(1000);
      expect(postMessage).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
