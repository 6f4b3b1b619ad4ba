import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import {
  BOOT_ELEMENT_ID,
  bootCalls,
  bootUrl,
  gameListFirstQuery,
  homeAnnouncementsQuery,
  THEME_STYLE_ID,
} from '../../src/api/contract/boot';
import { listGames, listVendors } from '../../src/api/contract/games';
import { PRELOADED_TILES } from './bootShell';
import { inlineStyleHashes } from './securityHeaders';
import { describeDb } from '../db/testing';
import { announcements } from '../db/schema/catalogue';
import { seedCatalogue } from '../seed/catalogue';
import { testProfile } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/app';

const SHELL =
  '<!doctype html><html><head><meta name="theme-color" content="#000000"><script type="module" src="/m/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A built app: the shell, and a manifest in which home's screen imports one shared chunk with a stylesheet. */
function fakeAppDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mgp-boot-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      'src/features/home/HomeScreen.tsx': {
        file: 'assets/Home-1.js',
        imports: ['index.html', '_lists-1.js'],
      },
      '_lists-1.js': { file: 'assets/lists-1.js', imports: ['_shared-1.js'], css: ['assets/lists-1.css'] },
      'src/features/auth/LoginScreen.tsx': { file: 'assets/Login-1.js', imports: ['index.html'] },
      'src/i18n/locales/fil.ts': { file: 'assets/fil-1.js' },
    }),
  );
  return dir;
}

const bootOf = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return m
    ? (JSON.parse(m[1]!) as { language: string; merchant: string; answers: Record<string, unknown> })
    : null;
};

describeDb("a first visit's page", (t) => {
  let api: TestApp;
  const HOSTILE = '</script><script>alert(1)</script><!--';

  beforeAll(async () => {
    await seedCatalogue(t.db);
    await t.db.insert(announcements).values({
      type: 'PL',
      groupName: 'm_home',
      title: HOSTILE,
      content: `<b>${HOSTILE}</b>\u2028`,
      url: '',
      images: [],
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
      noExpiry: false,
      sort: -1,
    });
    api = await buildTestApp(t.db, { ...testProfile(), appDir: fakeAppDir() });
  });

  it("carries home's first answers, exactly as the API sends them, and names its chunks and first banner", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/m/home' });
    expect(res.statusCode).toBe(200);
    const boot = bootOf(res.body)!;
    expect(boot.language).toBe('TY');
    expect(boot.merchant).toBe('demo');
    const home = bootUrl('/wps/relay/CCSFE_getListAnnouncements', homeAnnouncementsQuery('demo', 'TY'));
    const wanted = bootCalls('/m/home', { merchantCode: 'demo', language: 'TY' }).map((c) =>
      bootUrl(c.endpoint.path, c.query),
    );
    expect(wanted).toContain(home);
    expect(Object.keys(boot.answers).sort()).toEqual([...wanted].sort());
    const direct = await api.app.inject({
      method: 'GET',
      url: home,
      headers: { merchant: 'demo', language: 'TY' },
    });
    expect(boot.answers[home]).toEqual(JSON.parse(direct.body));
    const banner = (JSON.parse(direct.body) as { value: { banners: { url: string }[] } }).value.banners[0]!
      .url;
    expect(res.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banner}">`);
    for (const file of ['Home-1.js', 'lists-1.js', 'fil-1.js'])
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/m/assets/${file}">`);
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/m/assets/lists-1.css">');
    // What the shell loads anyway is not named twice.
    expect(res.body).not.toContain('modulepreload" crossorigin href="/m/assets/shared-1.js"');
  });

  it("carries the game list's vendors and first page, the URL the list screen asks, and its first row's pictures", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/m/gameList?gameType=rng&vendor=KIRIN' });
    const boot = bootOf(res.body)!;
    const first = bootUrl(listGames.path, gameListFirstQuery('RNG', 'KIRIN', 'TY', 'demo'));
    const vendors = bootUrl(listVendors.path, { gameType: 'RNG', merchant: 'demo', language: 'TY' });
    expect(Object.keys(boot.answers).sort()).toEqual(['/wps/system/config', first, vendors].sort());
    const direct = await api.app.inject({
      method: 'GET',
      url: first,
      headers: { merchant: 'demo', language: 'TY' },
    });
    expect(boot.answers[first]).toEqual(JSON.parse(direct.body));
    const games = (JSON.parse(direct.body) as { value: { games: { iconUrl: string }[] } }).value.games;
    expect(games.length).toBeGreaterThan(PRELOADED_TILES);
    const preloads = [...res.body.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map((m) => m[1]);
    expect(preloads).toEqual(
      games
        .slice(0, PRELOADED_TILES)
        .map((g, i) => `${i === 0 ? ' fetchpriority="high"' : ''} href="${g.iconUrl}"`),
    );
    // The hot list is asked for differently; it carries the config only.
    const hot = await api.app.inject({ method: 'GET', url: '/m/gameList?gameType=HOT' });
    expect(Object.keys(bootOf(hot.body)!.answers)).toEqual(['/wps/system/config']);
  });

  it("keeps a guest's page, its bytes as made, without a render or an internal call, until its answers change", async () => {
    const reads = () => api.deps.publicAnswers.stats.hits + api.deps.publicAnswers.stats.misses;
    api.deps.publicAnswers.clear();
    const first = await api.app.inject({ method: 'GET', url: '/m/home?kept=1' });
    const before = reads();
    const again = await api.app.inject({ method: 'GET', url: '/m/home?kept=1' });
    expect(reads()).toBe(before);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another language is another page.
    const english = await api.app.inject({
      method: 'GET',
      url: '/m/home?kept=1',
      headers: { language: 'EN' },
    });
    expect(bootOf(english.body)!.language).toBe('EN');
    // A catalogue change (here: what the change feed does on every instance) makes the next one anew, with it.
    await t.db.insert(announcements).values({
      type: 'PL',
      groupName: 'm_home',
      title: 'Kept page test notice',
      content: 'new',
      url: '',
      images: [],
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
      noExpiry: false,
      sort: -2,
    });
    expect((await api.app.inject({ method: 'GET', url: '/m/home?kept=1' })).body).not.toContain(
      'Kept page test notice',
    );
    api.deps.publicAnswers.clear();
    const fresh = await api.app.inject({ method: 'GET', url: '/m/home?kept=1' });
    expect(reads()).toBeGreaterThan(before);
    expect(fresh.body).toContain('Kept page test notice');
    // The same bytes as a page made anew by an app that keeps none.
    const unkept = await buildTestApp(t.db, {
      ...testProfile(),
      appDir: api.deps.config.appDir,
      answerCache: false,
    });
    try {
      const made = await unkept.app.inject({ method: 'GET', url: '/m/home?kept=1' });
      expect(made.body).toBe(fresh.body);
    } finally {
      await unkept.app.close();
    }
    // Compressed once per coding, and sent in the coding asked for.
    const br = await api.app.inject({
      method: 'GET',
      url: '/m/home?kept=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it("paints in the merchant's theme: its colours in the page's last style, allowed by its hash for that page", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/m/home' });
    const config = (await api.app.inject({ method: 'GET', url: '/wps/system/config' })).json<{
      value: { theme: { colors: Record<string, string> } };
    }>().value.theme.colors;
    const style = new RegExp(`<style id="${THEME_STYLE_ID}">(.*?)</style></head>`).exec(res.body)?.[1];
    expect(style).toBe(
      `:root{${Object.entries(config)
        .map(([n, v]) => `${n}:${v}`)
        .join(';')}}`,
    );
    expect(res.body).toContain(`<meta name="theme-color" content="${config['--color-bg']}"`);
    const hash = inlineStyleHashes(`<style>${style}</style>`)[0]!;
    expect(String(res.headers['content-security-policy'])).toContain(hash);
    // The precached shell carries no theme, and its policy names no page's style.
    const shell = await api.app.inject({ method: 'GET', url: '/m/index.html' });
    expect(String(shell.headers['content-security-policy'])).not.toContain(hash);
  });

  it('keeps text from the catalogue inside its element: no markup can close it', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/m/home' });
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('\u2028');
    expect(JSON.stringify(bootOf(res.body))).toContain('alert(1)');
  });

  it('gives other screens the config and their chunks, and the precached shell nothing', async () => {
    const login = await api.app.inject({ method: 'GET', url: '/m/login' });
    expect(Object.keys(bootOf(login.body)!.answers)).toEqual(['/wps/system/config']);
    expect(login.body).toContain('href="/m/assets/Login-1.js"');
    expect(login.body).not.toContain('rel="preload" as="image"');
    const shell = await api.app.inject({ method: 'GET', url: '/m/index.html' });
    expect(shell.body).toBe(SHELL);
  });
});
