import { GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './font';

/** An RGBA colour, 0-255 each. */
export type Rgba = readonly [number, number, number, number];

/** Parses `#rrggbb` or `#rrggbbaa`. */
export function hex(colour: string): Rgba {
  const m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(colour);
  if (!m?.[1]) throw new Error(`not a colour: ${colour}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, m[2] ? parseInt(m[2], 16) : 255];
}

/**
 * A tiny RGBA raster, so the reference server draws its own images (captcha, game art, vendor tiles) with no
 * outside CDN; sharp encodes them (server/images/encode.ts).
 */
export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 4);
  }

  /** Blends one pixel (source-over); out-of-bounds pixels are ignored. */
  plot(x: number, y: number, [r, g, b, a]: Rgba): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    const p = this.pixels;
    const sa = a / 255;
    const da = (p[i + 3] ?? 0) / 255;
    const oa = sa + da * (1 - sa);
    if (oa === 0) return;
    p[i] = Math.round((r * sa + (p[i] ?? 0) * da * (1 - sa)) / oa);
    p[i + 1] = Math.round((g * sa + (p[i + 1] ?? 0) * da * (1 - sa)) / oa);
    p[i + 2] = Math.round((b * sa + (p[i + 2] ?? 0) * da * (1 - sa)) / oa);
    p[i + 3] = Math.round(oa * 255);
  }

  fillRect(x: number, y: number, w: number, h: number, colour: Rgba): void {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy++)
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx++) this.plot(xx, yy, colour);
  }

  /** Fills the whole canvas with a vertical gradient from `top` to `bottom`. */
  verticalGradient(top: Rgba, bottom: Rgba): void {
    for (let y = 0; y < this.height; y++) {
      const t = this.height > 1 ? y / (this.height - 1) : 0;
      const c: Rgba = [0, 1, 2, 3].map((k) =>
        Math.round(top[k]! + (bottom[k]! - top[k]!) * t),
      ) as unknown as Rgba;
      this.fillRect(0, y, this.width, 1, c);
    }
  }

  fillCircle(cx: number, cy: number, radius: number, colour: Rgba): void {
    const r2 = radius * radius;
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++)
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r2) this.plot(x, y, colour);
  }

  /** A straight line of the given thickness. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, colour: Rgba): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) {
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      this.fillRect(
        Math.round(x - thickness / 2),
        Math.round(y - thickness / 2),
        thickness,
        thickness,
        colour,
      );
    }
  }

  /** Width in pixels of `text` at `scale` (5x7 glyphs, one column of spacing). */
  static textWidth(text: string, scale: number): number {
    return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
  }

  /** Draws upper-cased text with the built-in 5x7 font; unknown characters draw as blanks. */
  text(text: string, x: number, y: number, scale: number, colour: Rgba): void {
    let cx = x;
    for (const ch of text.toUpperCase()) {
      const rows = GLYPHS[ch];
      if (rows) {
        for (let row = 0; row < GLYPH_HEIGHT; row++)
          for (let col = 0; col < GLYPH_WIDTH; col++)
            if ((rows[row]! >> (GLYPH_WIDTH - 1 - col)) & 1)
              this.fillRect(cx + col * scale, y + row * scale, scale, scale, colour);
      }
      cx += (GLYPH_WIDTH + 1) * scale;
    }
  }

  /** Draws text centred horizontally at `cy` (vertical centre), shrinking the scale until it fits `maxWidth`. */
  centredText(text: string, cy: number, scale: number, colour: Rgba, maxWidth = this.width - 8): void {
    let s = scale;
    while (s > 1 && Canvas.textWidth(text, s) > maxWidth) s--;
    const w = Canvas.textWidth(text, s);
    this.text(text, Math.round((this.width - w) / 2), Math.round(cy - (GLYPH_HEIGHT * s) / 2), s, colour);
  }
}
