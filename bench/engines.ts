// First visits on the three engines (issue 50): home and the game list in a fresh profile, a repeat visit of home once
// the worker keeps it, and home started with the network cut, on Chromium, Firefox (WebDriver BiDi) and WebKitGTK,
// driven by the journey suite's engine layer (tests/engines) against the built server, each engine on an origin of its
// own (a proxy this bench cuts for the offline start); and, as each engine's floor, a static page with no app. For
// each: the time to content (the screen's own content shown, whether the server's drawing or the app's) and the time
// to art (every image in the viewport drawn, at least one), both read on the page's own clock (performance.now(), from
// the navigation's start) by a probe that looks every frame; and, once settled, the images in the viewport that
// failed (a broken-image glyph or an empty tile; the journeys' undrawnPictures). The ratios to Chromium's
// medians in the same run come last; the goal is ≤ 1.5x. Art already drawn when the probe came in is timed at its
// coming, an upper bound; its floor (the first paint, or its pictures' last answer if later) is shown beside it, and
// the ratio then as the range those bounds allow. Each engine's lines end with where the document's own time
// went (Navigation Timing: the worker's start, the request, the answer), to tell a worker's cost from the page's.
// Prints figures; asserts nothing.
//   npm run build && npm run bench:engines      (BENCH_RUNS, default 3: the median of that many runs;
//   BENCH_ENGINES=chromium,webkit: some engines only)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { startServer } from '../tests/e2e/harness';
import { ENGINES, missingEngines, script, type EngineName, type EnginePage } from '../tests/engines/engine';
import { launch, undrawnPictures } from '../tests/engines/journey';
import { startOriginProxy, type OriginProxy } from '../tests/engines/originProxy';
import { isKeptImagePath } from '../src/lib/keptImages';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_RATIO = 1.5;
const asked = (process.env.BENCH_ENGINES ?? ENGINES.join(','))
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean) as EngineName[];

/** A screen as the bench waits for it: what shows its content. */
interface Screen {
  path: string;
  /** Shown (with a box) once the screen's own content is there, in the server's drawing or in the app. */
  content: string;
}
const HOME: Screen = { path: '/m/home', content: '.banners img, .game-tile' };
const GAME_LIST: Screen = { path: '/m/gameList?gameType=RNG', content: '.game-grid .game-tile' };
/**
 * No app at all: a few lines of static HTML (one paragraph, one small picture) from a plain node:http server of the
 * bench's own. What an engine takes here to its first paint is its own floor in this setup (its processes, its
 * driver, the display), which no page can go below: the app's ratios are read against it.
 */
const STATIC: Screen = { path: '/', content: 'p' };
const STATIC_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>baseline</title><p>A static page with no script, to time the engine alone.</p>' +
  '<img alt="" width="40" height="40" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 ' +
  'width=%2240%22 height=%2240%22%3E%3Crect width=%2240%22 height=%2240%22 fill=%22%23e5b43d%22/%3E%3C/svg%3E">';

const CASES = [
  'home, first visit',
  'game list, first visit',
  'home, offline start',
  'home, repeat visit',
  'static page, no app',
] as const;
type Case = (typeof CASES)[number];

interface Timing {
  /** ms from the navigation's start; 0: never within the wait. */
  content: number;
  /** Whether the content was there when the probe came in (so `content` is an upper bound: the probe's arrival). */
  bound: boolean;
  /** The engine's own first contentful paint (Paint Timing), ms; 0: none reported. */
  fcp: number;
  art: number;
  /**
   * When the art was there at the probe's coming (`art` is then an upper bound): the earliest it can have been drawn,
   * the later of the first paint and the last of its pictures' answers (Resource Timing's responseEnd). Else `art`.
   */
  artFloor: number;
  /** Images in the viewport that failed to draw once the screen settled, named (undrawnPictures, the journeys'). */
  brokenNames: string[];
  /** Where the document's own time went (Navigation Timing). */
  nav: NavSteps;
}

/**
 * The document's request, from the navigation's start (ms; 0: not reported): when the service worker was started for
 * it (`workerStart`; 0 when no worker answered), when the request went out (to the worker or the network), and when
 * its answer began and ended. What lies between the answer's end and the first paint is the page's own work.
 */
interface NavSteps {
  worker: number;
  request: number;
  response: number;
  done: number;
}

/** What the probe has seen, on the page's clock (ms); 0: not yet. */
interface ProbeSeen {
  content: number;
  art: number;
  /** The last answer of the pictures drawn when `art` was taken (Resource Timing's responseEnd; 0: none known). */
  artAnswers: number;
  settled: boolean;
  /** When the probe came in: content already there by then is timed at this moment (an upper bound). */
  installed: number;
  fcp: number;
  nav: NavSteps;
}

/**
 * Installed in the page as soon as it is there: every frame, whether the content shows and whether every image in
 * the viewport has drawn; the first time of each is kept on the page's clock. A probe installed after the moment
 * keeps its own install time, an upper bound.
 */
const PROBE = (contentSelector: string) => {
  type Seen = ProbeSeen;
  const w = window as unknown as { __bench?: Seen };
  if (!w.__bench) {
    const seen: Seen = {
      content: 0,
      art: 0,
      artAnswers: 0,
      settled: false,
      installed: performance.now(),
      fcp: 0,
      nav: { worker: 0, request: 0, response: 0, done: 0 },
    };
    w.__bench = seen;
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (
        r.width > 0 &&
        r.height > 0 &&
        r.bottom > 0 &&
        r.top < innerHeight &&
        r.right > 0 &&
        r.left < innerWidth
      );
    };
    const look = () => {
      const now = performance.now();
      const shownContent = [...document.querySelectorAll(contentSelector)].some(inView);
      if (shownContent && seen.content === 0) seen.content = now;
      const images = [...document.images].filter(inView);
      const drawn = images.filter((i) => i.complete && i.naturalWidth > 0);
      // An image with no address yet (a lazy tile not started) is not drawn either.
      if (shownContent && images.length > 0 && drawn.length === images.length && seen.art === 0) {
        seen.art = now;
        for (const image of drawn)
          for (const entry of performance.getEntriesByName(image.currentSrc, 'resource'))
            seen.artAnswers = Math.max(seen.artAnswers, (entry as PerformanceResourceTiming).responseEnd);
      }
      if (seen.content === 0 || seen.art === 0) requestAnimationFrame(look);
      else seen.settled = true;
    };
    look();
  }
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  if (paint) w.__bench.fcp = paint.startTime;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  w.__bench.nav = {
    worker: entry?.workerStart ?? 0,
    request: entry?.requestStart ?? 0,
    response: entry?.responseStart ?? 0,
    done: entry?.responseEnd ?? 0,
  };
  return { ...w.__bench, href: location.pathname + location.search };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Navigates the page to `url` from a script (so the probe can be put in at once) and times the screen. */
async function timeScreen(page: EnginePage, url: string, screen: Screen): Promise<Timing> {
  await page.run(script((u: string) => void setTimeout(() => (location.href = u), 0), url));
  const deadline = Date.now() + 30_000;
  const target = new URL(url);
  let last: Timing = {
    content: 0,
    bound: false,
    fcp: 0,
    art: 0,
    artFloor: 0,
    brokenNames: [],
    nav: { worker: 0, request: 0, response: 0, done: 0 },
  };
  let artAnswers = 0;
  let artBound = false;
  while (Date.now() < deadline) {
    const seen = await page
      .run<ProbeSeen & { href: string }>(script(PROBE, screen.content))
      .catch(() => undefined);
    if (seen && seen.href === target.pathname + target.search) {
      last = {
        content: seen.content,
        bound: seen.content > 0 && seen.content === seen.installed,
        fcp: seen.fcp,
        art: seen.art,
        artFloor: seen.art,
        brokenNames: [],
        nav: seen.nav,
      };
      artAnswers = seen.artAnswers;
      artBound = seen.art > 0 && seen.art === seen.installed;
      if (seen.settled) break;
    }
    await sleep(30);
  }
  // What failed shows once the screen has had a moment more (an offline image fails late).
  await sleep(1500);
  const after = await page
    .run<{ fcp: number }>(script(PROBE, screen.content))
    .catch(() => ({ fcp: last.fcp }));
  const brokenNames = await undrawnPictures(page).catch(() => ['(the page could not be read)']);
  // The first paint is reported a frame or so after it: a screen settled at the probe's first look may have had none.
  const fcp = last.fcp || after.fcp;
  const artFloor = artBound ? Math.min(last.art, Math.max(fcp, artAnswers)) : last.art;
  return { ...last, fcp, artFloor, brokenNames };
}

/**
 * Until the worker controls the page and keeps home's drawing (what a repeat visit starts from) and every picture the
 * page has drawn (what an offline start shows): the offline start stands for a player who opens the app later, by
 * which time the worker has kept what they saw. A first visit's pictures load before the worker controls the page,
 * and it fetches them again once told (src/lib/keptImages.ts), so leaving at once can outrun it.
 */
async function workerKeeps(page: EnginePage, path: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let missing = 'the drawing';
  while (Date.now() < deadline) {
    const drawn = await page
      .run<string[]>(
        script(() =>
          [...document.images].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.currentSrc),
        ),
      )
      .catch(() => [] as string[]);
    const pictures = drawn.filter((src) => /^https?:/.test(src) && isKeptImagePath(new URL(src).pathname));
    const unkept = await page
      .run<string[] | null>(
        script(
          async (p: string, urls: string[]) => {
            if (!navigator.serviceWorker?.controller) return null;
            if (!(await (await caches.open('mc-drawings-v1')).match(new URL(p, location.href).href)))
              return null;
            const images = await caches.open('mc-images-v1');
            const out: string[] = [];
            for (const url of urls) if (!(await images.match(url, { ignoreVary: true }))) out.push(url);
            return out;
          },
          path,
          pictures,
        ),
      )
      .catch(() => null);
    if (unkept?.length === 0) return;
    if (unkept) missing = `${unkept.length} of ${pictures.length} pictures drawn`;
    await sleep(250);
  }
  throw new Error(`the worker did not keep ${missing} of ${path} within 30 s`);
}

async function runEngine(
  name: EngineName,
  base: string,
  staticUrl: string,
): Promise<{ version: string; cases: Record<Case, Timing[]> }> {
  const engine = await launch(name);
  const proxy: OriginProxy = await startOriginProxy(base);
  const cases = Object.fromEntries(CASES.map((c) => [c, [] as Timing[]])) as Record<Case, Timing[]>;
  try {
    for (let i = 0; i < RUNS; i++) {
      // Home, in a fresh profile: first, then repeat, then offline.
      const page = await engine.newPage();
      try {
        cases['home, first visit'].push(await timeScreen(page, `${proxy.url}${HOME.path}`, HOME));
        await workerKeeps(page, HOME.path);
        // Offline next, as a player who saw home once opens it later with no network: what the first visit showed
        // (the images included) must be there.
        await page.goto('about:blank');
        await proxy.cut();
        cases['home, offline start'].push(await timeScreen(page, `${proxy.url}${HOME.path}`, HOME));
        await proxy.restore();
        await page.goto('about:blank');
        cases['home, repeat visit'].push(await timeScreen(page, `${proxy.url}${HOME.path}`, HOME));
      } finally {
        await proxy.restore();
        await page.close();
      }
      // The engine's floor: a static page, from a blank page as the others.
      const plain = await engine.newPage();
      try {
        await plain.goto('about:blank');
        cases['static page, no app'].push(await timeScreen(plain, `${staticUrl}${STATIC.path}`, STATIC));
      } finally {
        await plain.close();
      }
      // The game list, in a fresh profile.
      const list = await engine.newPage();
      try {
        cases['game list, first visit'].push(
          await timeScreen(list, `${proxy.url}${GAME_LIST.path}`, GAME_LIST),
        );
      } finally {
        await list.close();
      }
    }
    return { version: engine.version, cases };
  } finally {
    await engine.close();
    await proxy.close();
  }
}

/** The median of the runs, a run that never got there counting as the slowest (0 when most never did). */
const med = (xs: number[]) => {
  const m = median(xs.map((x) => x || Infinity));
  return Number.isFinite(m) ? m : 0;
};

const seconds = (ms: number) => (ms > 0 ? `${(ms / 1000).toFixed(2)} s` : 'never');

/** The failed pictures' addresses, each once, when any failed. */
const brokenList = (runs: Timing[]) => {
  const names = [...new Set(runs.flatMap((r) => r.brokenNames))];
  return names.length > 0 ? ` [${names.join(', ')}]` : '';
};

/** Where art was already drawn at the probe's coming: the earliest it can have been (the floors' median). */
const artRange = (runs: Timing[]) => {
  const floor = med(runs.map((r) => r.artFloor));
  const art = med(runs.map((r) => r.art));
  return floor > 0 && floor < art ? ` (drawn from ${seconds(floor)})` : '';
};

async function main(): Promise<void> {
  const missing = missingEngines(asked);
  if (missing) throw new Error(missing);
  const server = await startServer({ SERVER_PROFILE: 'test', LOG_LEVEL: 'error' });
  const plain = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(STATIC_PAGE);
  });
  await new Promise<void>((ready) => plain.listen(0, '127.0.0.1', ready));
  const staticUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
  const results = new Map<EngineName, { version: string; cases: Record<Case, Timing[]> }>();
  try {
    process.stdout.write(
      `${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; no throttling, median of ${RUNS}\n`,
    );
    for (const name of asked) {
      const result = await runEngine(name, server.url, staticUrl);
      results.set(name, result);
      process.stdout.write(`${name} (${result.version})\n`);
      for (const c of CASES) {
        const runs = result.cases[c];
        const bounds = runs.filter((r) => r.bound).length;
        process.stdout.write(
          `  ${c.padEnd(24)} FCP ${seconds(med(runs.map((r) => r.fcp))).padStart(7)}   content ${seconds(
            med(runs.map((r) => r.content)),
          ).padStart(
            7,
          )}${bounds ? ` (${bounds}/${runs.length} there when the probe came)` : ''}   art ${seconds(
            med(runs.map((r) => r.art)),
          ).padStart(
            7,
          )}${artRange(runs)}   broken images ${Math.max(0, ...runs.map((r) => r.brokenNames.length))}${brokenList(runs)}   (content ${runs
            .map((r) => seconds(r.content))
            .join(', ')}; art ${runs.map((r) => seconds(r.art)).join(', ')})\n`,
        );
      }
      // The document itself: whether a worker answered it, and how long the worker, the answer and the page took.
      for (const c of CASES) {
        const runs = result.cases[c];
        const at = (pick: (n: NavSteps) => number) => med(runs.map((r) => pick(r.nav)));
        // WebKit places the request before the new page's time origin: negative, and shown as such.
        const ms = (x: number) => (x !== 0 && Number.isFinite(x) ? `${x.toFixed(0)} ms` : '-');
        process.stdout.write(
          `  ${c.padEnd(24)} document: worker started ${ms(at((n) => n.worker)).padStart(6)}   request ${ms(
            at((n) => n.request),
          ).padStart(6)}   answer begins ${ms(at((n) => n.response)).padStart(6)}   ends ${ms(
            at((n) => n.done),
          ).padStart(6)}   first paint ${ms(med(runs.map((r) => r.fcp))).padStart(6)}\n`,
        );
      }
    }
    const chromium = results.get('chromium');
    if (chromium)
      for (const [name, result] of results) {
        if (name === 'chromium') continue;
        process.stdout.write(`${name} / chromium\n`);
        for (const c of CASES) {
          const ratio = (key: 'fcp' | 'content' | 'art') => {
            const mine = med(result.cases[c].map((r) => r[key]));
            const theirs = med(chromium.cases[c].map((r) => r[key]));
            if (mine === 0 || theirs === 0) return 'n/a';
            const r = mine / theirs;
            const said = `${r.toFixed(2)}x ${r <= GOAL_RATIO ? '(goal met)' : '(goal missed)'}`;
            if (key !== 'art') return said;
            // Art seen already drawn lies between its floor and the probe's coming, on either engine: the ratio lies
            // between the lowest and the highest those bounds allow.
            const low = med(result.cases[c].map((r) => r.artFloor)) / theirs;
            const high = mine / (med(chromium.cases[c].map((r) => r.artFloor)) || theirs);
            if (low.toFixed(2) === high.toFixed(2)) return said;
            const verdict =
              high <= GOAL_RATIO
                ? '(goal met)'
                : low > GOAL_RATIO
                  ? '(goal missed)'
                  : '(goal not told apart)';
            return `${r.toFixed(2)}x, between ${low.toFixed(2)}x and ${high.toFixed(2)}x ${verdict}`;
          };
          process.stdout.write(
            `  ${c.padEnd(24)} FCP ${ratio('fcp')}   content ${ratio('content')}   art ${ratio('art')}\n`,
          );
        }
      }
  } finally {
    plain.close();
    await server.stop();
  }
}

await main();
