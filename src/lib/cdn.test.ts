import { describe, expect, it } from 'vitest';
import { pickCdn, vendorTileUrl } from './cdn';

describe('CDN pick', () => {
  it('uses the single CDN as it is', () => {
    expect(pickCdn(['https://a.cdn'], () => 0.99)).toBe('https://a.cdn');
  });
  it('picks one of several at random', () => {
    const cdns = ['https://a', 'https://b', 'https://c'];
    expect(pickCdn(cdns, () => 0)).toBe('https://a');
    expect(pickCdn(cdns, () => 0.5)).toBe('https://b');
    expect(pickCdn(cdns, () => 0.9999)).toBe('https://c');
  });
  it('answers an empty string for no CDN', () => {
    expect(pickCdn([])).toBe('');
  });
});

describe('vendor tile URL', () => {
  it('follows {CDN}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/{vassalage}-WHITE.png', () => {
    expect(vendorTileUrl('/cdn', 'SABA')).toBe('/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/SABA-WHITE.png');
    expect(vendorTileUrl('https://img.example/', 'JILI')).toBe(
      'https://img.example/TCG_PROD_IMAGES/RNG_LIST_VENDOR/JILI-WHITE.png',
    );
  });
});
