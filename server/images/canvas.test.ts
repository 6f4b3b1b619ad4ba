import { describe, expect, it } from 'vitest';
import { Canvas, hex } from './canvas';
import { decodeImage, describeImage, encodeImage, formatFor } from './encode';

describe('the canvas and its encoder', () => {
  it('encodes a PNG whose pixels decode back to exactly what was drawn', async () => {
    const c = new Canvas(4, 3);
    c.fillRect(0, 0, 4, 3, hex('#102030'));
    c.fillRect(1, 1, 1, 1, hex('#ff0000'));
    const png = await encodeImage(c, 'png');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { data, width, height } = await decodeImage(png);
    expect([width, height]).toEqual([4, 3]);
    const px = (x: number, y: number) => [...data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4)];
    expect(px(0, 0)).toEqual([16, 32, 48, 255]);
    expect(px(1, 1)).toEqual([255, 0, 0, 255]);
  });

  it('encodes a lossless WebP of the same pixels, smaller than the PNG of a drawn picture', async () => {
    const c = new Canvas(300, 120);
    c.verticalGradient(hex('#203040'), hex('#806020'));
    c.centredText('GAME NAME', 60, 4, hex('#ffffff'));
    const webp = await encodeImage(c, 'webp');
    expect(await describeImage(webp)).toEqual({ format: 'webp', width: 300, height: 120 });
    expect(webp.length).toBeLessThan((await encodeImage(c, 'png')).length);
    expect((await decodeImage(webp)).data.equals(Buffer.from(c.pixels))).toBe(true);
  });

  it('sends WebP only to a client that names it', () => {
    expect(formatFor('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('webp');
    expect(formatFor('image/png,image/*;q=0.8')).toBe('png');
    expect(formatFor(undefined)).toBe('png');
  });

  it('draws text inside the canvas, shrinking it to fit', () => {
    const c = new Canvas(40, 20);
    c.centredText('JACKPOT KING', 10, 3, hex('#ffffff'));
    const lit = c.pixels.filter((_, i) => i % 4 === 3 && c.pixels[i] === 255).length;
    expect(lit).toBeGreaterThan(20);
  });

  it('rejects a malformed colour', () => {
    expect(() => hex('red')).toThrow(/not a colour/);
  });
});
