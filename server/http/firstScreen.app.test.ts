import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { DRAWING_LANGUAGE_COOKIE, FIRST_SCREEN_ID } from '../../src/api/contract/boot';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { testProfile } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/app';

// The page's side of the server's drawing (server/http/bootShell.ts, server/http/firstScreenDrawer.ts): a built app
// with a drawer module beside it, as `npm run build` lays them out (dist/app, dist/ssr). The drawer here is a small
// module of the same shape that says what it was asked; the real one is driven in Chromium (tests/e2e/firstScreen).

const SHELL =
  '<!doctype html><html lang="fil"><head><script type="module" crossorigin src="/m/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/react-start-1.js">' +
  '<link rel="modulepreload" crossorigin href="/m/assets/react-1.js">' +
  '<link rel="modulepreload" crossorigin href="/m/assets/libs-1.js"></head>' +
  '<body><div id="root"><div class="boot"></div></div></body></html>';

const DRAWER = `
export const prepared = [];
export async function prepare(pathname) { prepared.push(pathname); }
export function render(pathname, search, boot) {
  if (search.includes('broken')) throw new Error('cannot draw');
  return '<main data-drawn="' + pathname + search + '" data-answers="' + Object.keys(boot.answers).length + '"></main>';
}
`;

function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'mgp-drawn-'));
  const app = join(dist, 'app');
  mkdirSync(join(app, '.vite'), { recursive: true });
  writeFileSync(join(app, 'index.html'), SHELL);
  writeFileSync(
    join(app, '.vite', 'manifest.json'),
    JSON.stringify({
      // As the build lists them (vite.config.ts): the chunk that runs React's modules before React's own.
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react-start-1.js', '_react-1.js', '_libs-1.js'],
      },
      '_react-start-1.js': { file: 'assets/react-start-1.js', name: 'react-start', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
      '_libs-1.js': { file: 'assets/libs-1.js', name: 'libs', imports: ['_react-1.js'] },
      'src/start.ts': { file: 'assets/start-1.js', isEntry: true },
      'src/features/home/HomeScreen.tsx': { file: 'assets/Home-1.js', css: ['assets/home-1.css'] },
      'src/features/auth/LoginScreen.tsx': { file: 'assets/Login-1.js', css: ['assets/auth-1.css'] },
    }),
  );
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'ssr', 'firstScreen.js'), DRAWER);
  return app;
}

const drawingOf = (html: string, language = 'TY') =>
  new RegExp(
    `<div id="${FIRST_SCREEN_ID}" data-language="${language}" aria-hidden="true" inert>(.*?)</div><div id="root">`,
    's',
  ).exec(html)?.[1];

describeDb('the first screen, drawn by the server', (t) => {
  let api: TestApp;
  let off: TestApp;
  const errors: string[] = [];

  beforeAll(async () => {
    await seedCatalogue(t.db);
    const appDir = builtApp();
    api = await buildTestApp(t.db, { ...testProfile(), appDir }, {}, undefined, {
      write: (line) => errors.push(line),
    });
    off = await buildTestApp(t.db, { ...testProfile(), appDir, firstScreen: false });
  });

  it('comes before the app, inert and hidden from assistive technology, with its screen styles loaded', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    // Drawn from the page's own boot answers: the config and home's six.
    expect(drawingOf(res.body)).toBe('<main data-drawn="/m/home" data-answers="7"></main>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/m/assets/home-1.css">');
    expect(res.body).not.toContain('as="style"');
    // Its script loads once the drawing has painted: the start loader in the entry's place, naming it, its first chunks
    // (each after the chunks it imports, so that React's chunk is compiled in a task before the one that runs it) and
    // the screen's modules (it preloads them then), and nothing of the screen's script preloaded to compete with what
    // the drawing needs.
    expect(res.body).toMatch(
      /<script type="module" crossorigin src="\/m\/assets\/start-1.js" data-app-entry="\/m\/assets\/index-1.js" data-app-modules="[^"]*\/m\/assets\/Home-1.js[^"]*" data-app-first="\/m\/assets\/react-1.js \/m\/assets\/react-start-1.js \/m\/assets\/libs-1.js"><\/script>/,
    );
    expect(res.body).not.toContain('src="/m/assets/index-1.js"');
    expect(res.body).not.toContain('modulepreload');
    // The app's own root and its splash follow, untouched.
    expect(res.body).toContain('<div id="root"><div class="boot"></div></div>');
    const list = await api.app.inject({ method: 'GET', url: '/m/gameList?gameType=RNG&vendor=KIRIN' });
    expect(drawingOf(list.body)).toBe(
      '<main data-drawn="/m/gameList?gameType=RNG&vendor=KIRIN" data-answers="3"></main>',
    );
  });

  it("draws a browser's navigation in TY, and the worker's request in the Language it names (TY, EN)", async () => {
    const first = await api.app.inject({ method: 'GET', url: '/m/home' });
    expect(drawingOf(first.body, 'TY')).toBeDefined();
    expect(first.body).toContain('<html lang="fil">');
    expect(first.headers.vary).toContain('language');
    expect(first.body).toContain('"language":"TY"');
    const en = await api.app.inject({ method: 'GET', url: '/m/home', headers: { language: 'EN' } });
    expect(drawingOf(en.body, 'EN')).toBeDefined();
    expect(en.body).toContain('<html lang="en">');
    // Its boot answers are asked in EN too (the worker drops them; a page would use them only in EN).
    expect(en.body).toContain('"language":"EN"');
    for (const other of ['CN', 'en-US', '', '<b>']) {
      const res = await api.app.inject({ method: 'GET', url: '/m/home', headers: { language: other } });
      expect(drawingOf(res.body, 'TY'), other).toBeDefined();
    }
    const lower = await api.app.inject({ method: 'GET', url: '/m/login', headers: { language: 'en' } });
    expect(drawingOf(lower.body, 'EN')).toBeDefined();
  });

  it("draws a browser's navigation in the language of the app's cookie, after a Language header", async () => {
    const get = (headers: Record<string, string>) =>
      api.app.inject({ method: 'GET', url: '/m/home', headers });
    const en = await get({ cookie: `theme=dark; ${DRAWING_LANGUAGE_COOKIE}=EN` });
    expect(drawingOf(en.body, 'EN')).toBeDefined();
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('"language":"EN"');
    // The page differs by cookie, so a cache in between must keep one per cookie.
    expect(en.headers.vary).toContain('cookie');
    // The worker's header names the language it keeps drawings in, and wins.
    expect(
      drawingOf((await get({ cookie: `${DRAWING_LANGUAGE_COOKIE}=EN`, language: 'TY' })).body, 'TY'),
    ).toBeDefined();
    expect(
      drawingOf((await get({ cookie: `${DRAWING_LANGUAGE_COOKIE}=TY`, language: 'EN' })).body, 'EN'),
    ).toBeDefined();
    // Anything else in it draws the first visit's language.
    for (const cookie of [
      `${DRAWING_LANGUAGE_COOKIE}=CN`,
      `${DRAWING_LANGUAGE_COOKIE}=<b>`,
      `${DRAWING_LANGUAGE_COOKIE}=`,
      `X${DRAWING_LANGUAGE_COOKIE}=EN`,
      'EN',
    ]) {
      expect(drawingOf((await get({ cookie })).body, 'TY'), cookie).toBeDefined();
    }
    expect(drawingOf((await get({ cookie: ` ${DRAWING_LANGUAGE_COOKIE}=en ` })).body, 'EN')).toBeDefined();
  });

  it('draws the landing screens only, and never the precached shell', async () => {
    for (const url of ['/m/mine', '/m/promo', '/m/index.html']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain(FIRST_SCREEN_ID);
    }
    const shell = await api.app.inject({ method: 'GET', url: '/m/index.html' });
    expect(shell.body).toBe(SHELL);
  });

  it('sends the page without a drawing, and logs why, when the drawing fails', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/m/login?broken=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(FIRST_SCREEN_ID);
    // The screen's styles then only start early, and the boot answers are there as always.
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/m/assets/auth-1.css">');
    expect(res.body).toContain('id="mgp-boot"');
    // The app then starts as on any page: its entry at once, its screen's chunk preloaded.
    expect(res.body).toContain('<script type="module" crossorigin src="/m/assets/index-1.js"></script>');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/m/assets/Login-1.js">');
    expect(errors.join('\n')).toContain('first screen not drawn');
  });

  it('is left out with FIRST_SCREEN=off', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(FIRST_SCREEN_ID);
    expect(res.body).toContain('id="mgp-boot"');
  });
});
