import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANDING_SCREENS, type FirstScreenDrawer } from '../../src/api/contract/boot';

/**
 * The app's drawing of its landing screens (src/ssr/firstScreen.tsx), built by `npm run build` into dist/ssr/ beside
 * the app (vite.ssr.config.ts). Loaded once at start, with the landing screens' modules, so no drawing waits. Without
 * the build (a development server before `npm run build`), the pages carry their boot answers only.
 */
export async function loadFirstScreenDrawer(appDir: string): Promise<FirstScreenDrawer | undefined> {
  const file = join(appDir, '..', 'ssr', 'firstScreen.js');
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as Partial<FirstScreenDrawer>;
  if (typeof mod.render !== 'function' || typeof mod.prepare !== 'function')
    throw new Error(`${file} is not a first-screen drawer (no render and prepare)`);
  const drawer: FirstScreenDrawer = { render: mod.render, prepare: mod.prepare };
  await Promise.all(Object.keys(LANDING_SCREENS).map((pathname) => drawer.prepare(pathname)));
  return drawer;
}
