import { describe, expect, it } from 'vitest';
import { isKeptImagePath, KEEP_IMAGES, keepImagesOf, loadedPictures, MAX_KEPT_IMAGES } from './keptImages';

describe('kept images', () => {
  const tile = 'https://games.example/cdn/img/game/aurora/1.png';
  const icon = 'https://games.example/m/icons/demo/192.png';

  it('keeps catalogue pictures and merchant icons only', () => {
    expect(isKeptImagePath('/cdn/img/logo/demo.png')).toBe(true);
    expect(isKeptImagePath('/m/icons/demo/192.png')).toBe(true);
    expect(isKeptImagePath('/wps/member/info')).toBe(false);
    expect(isKeptImagePath('/m/assets/index.js')).toBe(false);
  });

  it('takes the well-formed addresses of a message and drops the rest', () => {
    expect(
      keepImagesOf({
        type: KEEP_IMAGES,
        urls: [
          tile,
          icon,
          tile,
          'javascript:alert(1)',
          '/cdn/relative.png',
          42,
          'https://x.example/wps/a',
          `https://x.example/cdn/${'a'.repeat(3000)}`,
        ],
      }),
    ).toEqual({ type: KEEP_IMAGES, urls: [tile, icon] });
    expect(keepImagesOf({ type: 'SKIP_WAITING' })).toBeUndefined();
    expect(keepImagesOf({ type: KEEP_IMAGES, urls: 'x' })).toBeUndefined();
    expect(keepImagesOf(null)).toBeUndefined();
  });

  it('carries at most the image cache bound', () => {
    const urls = Array.from({ length: MAX_KEPT_IMAGES + 50 }, (_, i) => `https://games.example/cdn/${i}.png`);
    expect(keepImagesOf({ type: KEEP_IMAGES, urls })?.urls).toHaveLength(MAX_KEPT_IMAGES);
  });

  it('lists the pictures the page loaded and shows, not its scripts or calls', () => {
    expect(
      loadedPictures({
        entries: [
          { name: tile, initiatorType: 'img' },
          { name: 'https://games.example/cdn/img/banner/1.png', initiatorType: 'link' },
          { name: 'https://games.example/cdn/data/games.json', initiatorType: 'fetch' },
          { name: 'https://games.example/m/assets/index.js', initiatorType: 'script' },
        ],
        shown: [icon, tile],
      }),
    ).toEqual([tile, 'https://games.example/cdn/img/banner/1.png', icon]);
  });
});
