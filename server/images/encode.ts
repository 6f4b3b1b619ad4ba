import sharp from 'sharp';
import type { Canvas } from './canvas';

/** The formats pictures are sent in: WebP to browsers that say they take it, PNG to the rest (and for app icons). */
export type ImageFormat = 'webp' | 'png';

export const IMAGE_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', png: 'image/png' };

/**
 * Encodes a drawn canvas with sharp (libvips), the one door to it (eslint.config.js). Both are lossless: drawn art
 * (gradients, flat shapes, pixel lettering) is about half the bytes in lossless WebP of the smallest PNG, and lossy
 * WebP at quality 60 is larger than either (measured in docs/performance.md "Images"). WebP at effort 4, not 6: the
 * same bytes within 2% (a 240x240 game tile 1,432 B against 1,452; a 750x300 banner 1,150 against 1,138) in about half
 * the time (4.4 against 7.2 ms for the tile, 9-11 against 17-21 ms for the banner, warm, on this VM, 2026-11-28): a cold
 * server draws and encodes each picture of a first visit while that visit's page starts on the same machine.
 */
export async function encodeImage(canvas: Canvas, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(canvas.pixels.buffer, canvas.pixels.byteOffset, canvas.pixels.byteLength), {
    raw: { width: canvas.width, height: canvas.height, channels: 4 },
  });
  return format === 'webp'
    ? image.webp({ lossless: true, effort: 4 }).toBuffer()
    : image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** What to send for an `Accept` header: WebP when it is named (every browser the app runs in names it). */
export function formatFor(accept: string | undefined): ImageFormat {
  return accept?.includes('image/webp') ? 'webp' : 'png';
}

/** The size and format of an encoded picture, for tests and benches. */
export async function describeImage(
  bytes: Buffer,
): Promise<{ format: string; width: number; height: number }> {
  const m = await sharp(bytes).metadata();
  return { format: m.format ?? 'unknown', width: m.width ?? 0, height: m.height ?? 0 };
}

/** Decodes a picture to RGBA pixels (tests compare them with what was drawn). */
export async function decodeImage(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
