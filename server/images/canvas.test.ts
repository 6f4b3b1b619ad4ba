import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Canvas, hex } from './canvas';

describe('the PNG canvas', () => {
  it('encodes a valid PNG whose pixels decode back to what was drawn', () => {
    const c = new Canvas(4, 3);
    c.fillRect(0, 0, 4, 3, hex('#102030'));
    c.fillRect(1, 1, 1, 1, hex('#ff0000'));
    const png = c.toPng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(3);
    const idatAt = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    const px = (x: number, y: number) => [...raw.subarray(y * 17 + 1 + x * 4, y * 17 + 1 + x * 4 + 4)];
    expect(px(0, 0)).toEqual([16, 32, 48, 255]);
    expect(px(1, 1)).toEqual([255, 0, 0, 255]);
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
