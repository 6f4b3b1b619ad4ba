import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_IMAGES } from '../lib/keptImages';
import { tellLoadedPictures } from './tellLoadedPictures';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('tellLoadedPictures', () => {
  it('tells the worker the catalogue pictures the page loaded before it took control, and what its images show', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'https://games.example/cdn/img/banner/1.png', initiatorType: 'img' },
      { name: 'https://games.example/m/assets/index.js', initiatorType: 'script' },
    ] as unknown as PerformanceEntryList);
    const img = document.createElement('img');
    Object.defineProperty(img, 'currentSrc', { value: 'https://games.example/cdn/img/logo/demo.png' });
    document.body.append(img);
    const postMessage = vi.fn();
    tellLoadedPictures({ postMessage });
    expect(postMessage).toHaveBeenCalledWith({
      type: KEEP_IMAGES,
      urls: ['https://games.example/cdn/img/banner/1.png', 'https://games.example/cdn/img/logo/demo.png'],
    });
  });

  it('says nothing when the page has loaded no picture', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    const postMessage = vi.fn();
    tellLoadedPictures({ postMessage });
    expect(postMessage).not.toHaveBeenCalled();
  });
});
