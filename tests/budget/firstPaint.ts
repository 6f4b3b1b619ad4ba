import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

export interface MeasuredFile {
  file: string;
  gzip: number;
  raw: number;
}

export interface FirstPaintSize {
  files: MeasuredFile[];
  jsGzip: number;
  cssGzip: number;
}

function readManifest(appDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(appDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}

function measure(appDir: string, file: string): MeasuredFile {
  const bytes = readFileSync(join(appDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The JS and CSS of the given manifest keys and everything they import statically (never the lazy chunks). */
function closureSize(appDir: string, manifest: BuildManifest, roots: string[]): FirstPaintSize {
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
  roots.forEach(visit);
  const jsFiles = js.map((f) => measure(appDir, f));
  const cssFiles = [...css].map((f) => measure(appDir, f));
  return {
    files: [...jsFiles, ...cssFiles],
    jsGzip: jsFiles.reduce((s, f) => s + f.gzip, 0),
    cssGzip: cssFiles.reduce((s, f) => s + f.gzip, 0),
  };
}

function entryKeys(manifest: BuildManifest): string[] {
  const keys = Object.entries(manifest)
    // The start loader (src/start.ts) is an entry too, but only a page with the server's drawing loads it, after
    // that has painted; the app's own first paint is the shell's entry.
    .filter(([k, c]) => c.isEntry && k !== START_LOADER)
    .map(([k]) => k);
  if (keys.length === 0) throw new Error('no entry in the build manifest');
  return keys;
}

/**
 * The shell catalogue of the active language loads beside the entry, before the first render (src/i18n/i18n.ts), so
 * it counts as first paint; the default language's (Tagalog, the larger one) is measured.
 */
export const START_CATALOGUE = 'src/i18n/locales/fil.ts';

/** The entry and the start catalogue: what renders the first paint. */
function startKeys(manifest: BuildManifest): string[] {
  if (!manifest[START_CATALOGUE]) throw new Error(`${START_CATALOGUE} is not a chunk of the build`);
  return [...entryKeys(manifest), START_CATALOGUE];
}

/** The loader a page with the server's drawing starts with (server/http/bootShell.ts puts it in the entry's place). */
export const START_LOADER = 'src/start.ts';

/**
 * What a page loads before its first paint: a landing screen's drawing paints with the start loader alone (and what
 * it imports statically, nothing today); index.html's splash paints with no script. Gzip bytes, read from Vite's build
 * manifest.
 */
export function firstPaintSize(appDir = 'dist/app'): FirstPaintSize {
  const manifest = readManifest(appDir);
  if (!manifest[START_LOADER]?.isEntry) throw new Error(`${START_LOADER} is not an entry of the build`);
  return closureSize(appDir, manifest, [START_LOADER]);
}

/**
 * What renders the app's first screen: the entry chunk and everything it imports statically, plus the start
 * catalogue (never the other lazy chunks), measured as gzip bytes. Read from Vite's build manifest, not from
 * file-name patterns.
 */
export function shellSize(appDir = 'dist/app'): FirstPaintSize {
  const manifest = readManifest(appDir);
  return closureSize(appDir, manifest, startKeys(manifest));
}

/**
 * Where each measured route's lazy screen comes from: the screen's own module (a feature folder also holds other
 * lazily loaded parts, such as home's dialogs, which must not stand in for the screen).
 */
export const ROUTE_SCREENS: Record<string, string[]> = {
  '/m/home': ['src/features/home/HomeScreen.tsx'],
  '/m/login': ['src/features/auth/LoginScreen.tsx'],
  '/m/gameList': ['src/features/games/GameListScreen.tsx'],
};

/**
 * What a route loads before its screen shows: the entry closure plus its lazy screen's closure; `scripts` counts its
 * JS files.
 */
export function routeInitialSize(
  route: string,
  appDir = 'dist/app',
): FirstPaintSize & { screen: string; scripts: number } {
  const manifest = readManifest(appDir);
  const prefixes = ROUTE_SCREENS[route];
  if (!prefixes) throw new Error(`no screen listed for ${route}`);
  const dynamic = Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry);
  const screen = prefixes.map((p) => dynamic.find((k) => k.startsWith(p))).find(Boolean);
  if (!screen) throw new Error(`no lazy screen for ${route} in the build manifest`);
  const size = closureSize(appDir, manifest, [...startKeys(manifest), screen]);
  return { ...size, screen, scripts: size.files.filter((f) => f.file.endsWith('.js')).length };
}

/** Every chunk some code imports lazily, by its manifest key (a module's source path, or `_name-hash.js` when shared). */
export function lazyImportTargets(appDir = 'dist/app'): Set<string> {
  return new Set(Object.values(readManifest(appDir)).flatMap((c) => c.dynamicImports ?? []));
}

/** The whole precache, as the worker's injected manifest lists it (never a pattern over file names). */
export function precacheSize(appDir = 'dist/app'): { files: number; raw: number; gzip: number } {
  const sw = readFileSync(join(appDir, 'sw.js'), 'utf8');
  const list = /\[\{"revision":[^\]]*\]/.exec(sw)?.[0];
  if (!list) throw new Error('no precache manifest in sw.js');
  const entries = JSON.parse(list) as { url: string }[];
  const measured = entries.map((e) => measure(appDir, e.url));
  return {
    files: measured.length,
    raw: measured.reduce((s, f) => s + f.raw, 0),
    gzip: measured.reduce((s, f) => s + f.gzip, 0),
  };
}
