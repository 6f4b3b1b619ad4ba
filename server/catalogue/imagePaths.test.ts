import { describe, expect, it } from 'vitest';
import { cdnUrl, gameArtPath, slug, slugWords, vendorTilePath } from './imagePaths';

describe('catalogue image paths', () => {
  it('turn names into short upper-case slugs the image route accepts', () => {
    expect(slug('Golden Dragon: Hold & Win!')).toBe('GOLDEN-DRAGON-HOLD-WIN');
    expect(slug('***')).toBe('X');
    // The percent of an offer survives the trip through the address.
    expect(slug('100% Welcome Bonus')).toBe('100-PCT-WELCOME-BONUS');
    expect(slugWords(slug('100% Welcome Bonus'))).toBe('100% WELCOME BONUS');
    expect(slugWords('GOLDEN-DRAGON-2')).toBe('GOLDEN DRAGON 2');
    expect(slug('a'.repeat(60))).toHaveLength(40);
    expect(gameArtPath(1001, 'Lotto 6/42')).toBe('img/game/1001/LOTTO-6-42.png');
  });

  it('follow the spec pattern for vendor tiles under any CDN root', () => {
    expect(cdnUrl('https://img.example/', vendorTilePath('AURORA'))).toBe(
      'https://img.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/AURORA-WHITE.png',
    );
  });
});
