import { describe, expect, it } from 'vitest';
import { isPngOrJpeg, toBase64 } from './readImage';

describe('feedback images in the app', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(isPngOrJpeg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe(true);
    expect(isPngOrJpeg(new TextEncoder().encode('GIF89a...'))).toBe(false);
    expect(isPngOrJpeg(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });

  it('encodes large files in base64 the same as the platform does', () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
