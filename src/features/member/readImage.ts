/** What a file's first bytes say: PNG or JPEG, the only images feedback takes (the server checks again). */
export function isPngOrJpeg(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return true;
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Base64 of bytes, in chunks (a 5 MB spread into one call would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A picked file as the feedback call sends it, or null when it is not really a PNG or JPEG. */
export async function readImage(file: File): Promise<{ name: string; data: string } | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return isPngOrJpeg(bytes) ? { name: file.name.slice(0, 200) || 'image', data: toBase64(bytes) } : null;
}
