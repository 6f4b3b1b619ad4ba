import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface FirstPaintSize {
  files: { file: string; gzip: number; raw: number }[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * What the home screen loads before first paint: the entry chunk and everything it imports statically (never the
 * lazy chunks), measured as gzip bytes. Read from Vite's build manifest, not from file-name patterns.
 */
export function firstPaintSize(appDir = 'dist/app'): FirstPaintSize {
  const manifest = JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length === 0) throw new Error('no entry in the build manifest');
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.push(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  entries.forEach(([key]) => visit(key));
  const measure = (file: string) => {
    const bytes = readFileSync(join(appDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const jsFiles = js.map(measure);
  const cssFiles = [...css].map(measure);
  return {
    files: [...jsFiles, ...cssFiles],
    jsGzip: jsFiles.reduce((s, f) => s + f.gzip, 0),
    cssGzip: cssFiles.reduce((s, f) => s + f.gzip, 0),
  };
}
