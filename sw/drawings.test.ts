import { describe, expect, it, vi } from 'vitest';
import {
  appFilesOf,
  createDrawings,
  DRAWING_MAX_AGE_MS,
  DRAWING_REFRESH_MS,
  drawingKey,
  keptDrawing,
  MAX_DRAWINGS,
  type DrawingDeps,
} from './drawings';
import type { DrawingLanguage } from '../src/api/contract/boot';

const ORIGIN = 'https://m.example';
const BUILD = [
  '/m/assets/start-a1.js',
  '/m/assets/index-b2.js',
  '/m/assets/HomeScreen-c3.js',
  '/m/assets/Home-d4.css',
];

/** A drawn page as server/http/bootShell.ts writes it, naming the files given. */
function drawnPage(files = BUILD, banner = 'one'): string {
  const [start, entry, screen, style] = files;
  return [
    '<!doctype html><html><head><style>body{margin:0}</style>',
    `<link rel="preload" as="image" fetchpriority="high" href="https://cdn.example/cdn/${banner}.png">`,
    `<link rel="stylesheet" crossorigin href="${style}">`,
    `<script type="module" crossorigin src="${start}" data-app-entry="${entry}" data-app-modules="${screen}"></script>`,
    '</head><body>',
    `<div id="first-screen" aria-hidden="true" inert><img src="https://cdn.example/cdn/${banner}.png"></div>`,
    '<div id="root"></div>',
    '<script type="application/json" id="mgp-boot">{"language":"TY","merchant":"demo","answers":{"x":"\\u003cb>"}}</script>',
    '</body></html>',
  ].join('');
}

class MemoryCache {
  entries = new Map<string, Response>();
  full = false;
  match(key: RequestInfo | URL) {
    const r = this.entries.get(typeof key === 'string' ? key : key instanceof URL ? key.href : key.url);
    return Promise.resolve(r?.clone());
  }
  put(key: RequestInfo | URL, response: Response) {
    if (this.full) return Promise.reject(new DOMException('full', 'QuotaExceededError'));
    this.entries.set(typeof key === 'string' ? key : key instanceof URL ? key.href : key.url, response);
    return Promise.resolve();
  }
  delete(key: RequestInfo | URL) {
    return Promise.resolve(
      this.entries.delete(typeof key === 'string' ? key : key instanceof URL ? key.href : key.url),
    );
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((k) => new Request(k)));
  }
}

function setup(page: (request: Request) => Promise<Response> = () => Promise.resolve(html(drawnPage()))) {
  const cache = new MemoryCache();
  const precached = new Set(BUILD.map((f) => `${ORIGIN}${f}`));
  const asked: Request[] = [];
  let now = 1_000_000;
  let language: DrawingLanguage = 'TY';
  const retirement = new AbortController();
  const deps: DrawingDeps = {
    open: () => Promise.resolve(cache as unknown as Cache),
    fetch: (request) => {
      asked.push(request);
      return page(request);
    },
    isPrecached: (url) => precached.has(url),
    now: () => now,
    language: () => Promise.resolve(language),
    retired: retirement.signal,
  };
  return {
    retire: () => retirement.abort(),
    cache,
    precached,
    asked,
    drawings: createDrawings(deps),
    advance: (ms: number) => (now += ms),
    speak: (next: DrawingLanguage) => (language = next),
  };
}

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': '9',
      'content-security-policy': "script-src 'self'",
      vary: 'language, accept-encoding',
    },
    ...init,
  });

const home = new URL(`${ORIGIN}/m/home`);

describe('drawingKey', () => {
  it('keys the landing screens by path and query, and nothing else', () => {
    expect(drawingKey(home)).toBe(`${ORIGIN}/m/home`);
    expect(drawingKey(new URL(`${ORIGIN}/m/home/`))).toBe(`${ORIGIN}/m/home`);
    expect(drawingKey(new URL(`${ORIGIN}/m/gameList?gameType=RNG`))).toBe(
      `${ORIGIN}/m/gameList?gameType=RNG`,
    );
    expect(drawingKey(new URL(`${ORIGIN}/m/login`))).toBe(`${ORIGIN}/m/login`);
    expect(drawingKey(new URL(`${ORIGIN}/m/member`))).toBeUndefined();
    expect(drawingKey(new URL(`${ORIGIN}/m/gameList?q=${'x'.repeat(300)}`))).toBeUndefined();
  });
});

describe('keptDrawing', () => {
  it('drops the boot answers and hides the drawing until the start loader fits it', () => {
    const kept = keptDrawing(drawnPage())!;
    expect(kept).not.toContain('mgp-boot');
    expect(kept).not.toContain('answers');
    expect(kept).toContain('<div id="first-screen" hidden aria-hidden="true" inert>');
    expect(kept).toContain('<div id="root"></div>');
  });

  it('keeps nothing of a page without a drawing', () => {
    expect(keptDrawing('<!doctype html><html><body><div id="root"></div></body></html>')).toBeUndefined();
  });
});

describe('appFilesOf', () => {
  it("lists the app's files a page names, the start loader's entry and modules included", () => {
    expect(appFilesOf(drawnPage(), ORIGIN).sort()).toEqual(BUILD.map((f) => `${ORIGIN}${f}`).sort());
  });
});

describe('createDrawings', () => {
  it('asks for a guest drawing, keeps it without its boot answers, and serves it', async () => {
    const { drawings, asked } = setup();
    expect(await drawings.served(home)).toBeUndefined();
    await drawings.refresh(home);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(`${ORIGIN}/m/home`);
    expect(asked[0]!.credentials).toBe('omit');
    const served = await drawings.served(home);
    expect(served?.status).toBe(200);
    expect(served?.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(served?.headers.get('content-length')).toBeNull();
    const body = await served!.text();
    expect(body).toContain('first-screen');
    expect(body).not.toContain('mgp-boot');
  });

  it('asks again only once the kept drawing is older than the refresh age, and serves it meanwhile', async () => {
    let banner = 'one';
    const { drawings, asked, advance } = setup(() => Promise.resolve(html(drawnPage(BUILD, banner))));
    await drawings.refresh(home);
    banner = 'two';
    advance(DRAWING_REFRESH_MS);
    await drawings.refresh(home);
    expect(asked).toHaveLength(1);
    advance(1);
    expect(await (await drawings.served(home))!.text()).toContain('one.png');
    await drawings.refresh(home);
    expect(asked).toHaveLength(2);
    expect(await (await drawings.served(home))!.text()).toContain('two.png');
  });

  it("asks in the player's language, and asks again at once when it changes, whatever the kept one's age", async () => {
    const { drawings, asked, speak, cache } = setup((request) =>
      Promise.resolve(html(drawnPage(BUILD, `banner-${request.headers.get('language')}`))),
    );
    await drawings.refresh(home);
    expect(asked[0]!.headers.get('language')).toBe('TY');
    speak('EN');
    await drawings.refresh(home);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.headers.get('language')).toBe('EN');
    expect(await (await drawings.served(home))!.text()).toContain('banner-EN.png');
    // Kept in EN and young: not asked again while the player stays in EN.
    await drawings.refresh(home);
    expect(asked).toHaveLength(2);
    // The server's `Vary: language` is not kept: the kept answer is matched by URL alone.
    expect([...cache.entries.values()][0]!.headers.get('vary')).toBeNull();
  });

  it('asks again in the new language once a request in the old one is done, never beside it', async () => {
    let release = () => {};
    const held = new Promise<void>((ok) => (release = ok));
    const { drawings, asked, speak } = setup(async (request) => {
      if (request.headers.get('language') === 'TY') await held;
      return html(drawnPage(BUILD, `banner-${request.headers.get('language')}`));
    });
    const first = drawings.refresh(home);
    await Promise.resolve();
    speak('EN');
    const second = drawings.refresh(home);
    await new Promise((ok) => setTimeout(ok, 0));
    expect(asked.map((r) => r.headers.get('language'))).toEqual(['TY']);
    release();
    await Promise.all([first, second]);
    expect(asked.map((r) => r.headers.get('language'))).toEqual(['TY', 'EN']);
    expect(await (await drawings.served(home))!.text()).toContain('banner-EN.png');
  });

  it('stops a request under way when the worker retires, and asks for nothing after', async () => {
    // A network that never answers: only the request's own signal ends it.
    const hanging = (request: Request) =>
      new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError'))),
      );
    const { drawings, asked, cache, retire } = setup(hanging);
    const refreshing = drawings.refresh(home);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    retire();
    await expect(refreshing).resolves.toBeUndefined();
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(cache.entries.size).toBe(0);
    await drawings.refresh(new URL(`${ORIGIN}/m/login`));
    expect(asked).toHaveLength(1);
  });

  it('asks once for concurrent refreshes of the same screen', async () => {
    const { drawings, asked } = setup();
    await Promise.all([drawings.refresh(home), drawings.refresh(home), drawings.refresh(home)]);
    expect(asked).toHaveLength(1);
  });

  it('never serves a drawing older than its maximum age', async () => {
    const { drawings, advance, cache } = setup();
    await drawings.refresh(home);
    advance(DRAWING_MAX_AGE_MS + 1);
    expect(await drawings.served(home)).toBeUndefined();
    expect(cache.entries.size).toBe(0);
  });

  it("does not keep a page of another build, and stops serving a kept one once this worker's build differs", async () => {
    const other = BUILD.map((f) => f.replace('-', '-new'));
    const { drawings, precached, cache } = setup(() => Promise.resolve(html(drawnPage(other))));
    await drawings.refresh(home);
    expect(cache.entries.size).toBe(0);

    const same = setup();
    await same.drawings.refresh(home);
    expect(await same.drawings.served(home)).toBeDefined();
    same.precached.delete(`${ORIGIN}${BUILD[1]}`);
    expect(await same.drawings.served(home)).toBeUndefined();
    expect(same.cache.entries.size).toBe(0);
    expect(precached.size).toBe(BUILD.length);
  });

  it('keeps nothing of a failed, refused, non-HTML or undrawn answer, and never rejects', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(html(drawnPage(), { status: 503 })),
      () => Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })),
      () => Promise.resolve(html('<!doctype html><div id="root"></div>')),
      () => Promise.resolve(html('x'.repeat(600 * 1024) + '<div id="first-screen">')),
    ];
    for (const answer of answers) {
      const { drawings, cache } = setup(answer);
      await expect(drawings.refresh(home)).resolves.toBeUndefined();
      expect(cache.entries.size).toBe(0);
      expect(await drawings.served(home)).toBeUndefined();
    }
  });

  it('drops the kept drawing once the server sends the page undrawn', async () => {
    let drawn = true;
    const { drawings, advance, cache } = setup(() =>
      Promise.resolve(html(drawn ? drawnPage() : '<!doctype html><div id="root"></div>')),
    );
    await drawings.refresh(home);
    drawn = false;
    advance(DRAWING_REFRESH_MS + 1);
    await drawings.refresh(home);
    expect(cache.entries.size).toBe(0);
    expect(await drawings.served(home)).toBeUndefined();
  });

  it('keeps the previous drawing when asking again fails, and lives without storage', async () => {
    let offline = false;
    const { drawings, advance, cache } = setup(() =>
      offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(html(drawnPage())),
    );
    await drawings.refresh(home);
    offline = true;
    advance(DRAWING_REFRESH_MS + 1);
    await drawings.refresh(home);
    expect(await drawings.served(home)).toBeDefined();

    const full = setup();
    full.cache.full = true;
    await expect(full.drawings.refresh(home)).resolves.toBeUndefined();
    expect(await full.drawings.served(home)).toBeUndefined();
    expect(cache.entries.size).toBe(1);
  });

  it('asks for nothing but the landing screens, and keeps at most MAX_DRAWINGS, the oldest going first', async () => {
    const { drawings, asked, cache, advance } = setup();
    await drawings.refresh(new URL(`${ORIGIN}/m/member`));
    expect(asked).toHaveLength(0);
    for (let i = 0; i < MAX_DRAWINGS + 2; i++) {
      await drawings.refresh(new URL(`${ORIGIN}/m/gameList?gameType=T${i}`));
      advance(1);
    }
    expect(cache.entries.size).toBe(MAX_DRAWINGS);
    expect(cache.entries.has(`${ORIGIN}/m/gameList?gameType=T0`)).toBe(false);
    expect(cache.entries.has(`${ORIGIN}/m/gameList?gameType=T1`)).toBe(false);
    expect(cache.entries.has(`${ORIGIN}/m/gameList?gameType=T${MAX_DRAWINGS + 1}`)).toBe(true);
  });
});
