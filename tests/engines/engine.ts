import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The journey suite's one driver layer (issue 41): the same test reads the same on each engine. Each engine sits
 * behind its own file, the one that imports its client library: Chromium through playwright-core (chromium.ts),
 * Firefox through WebDriver BiDi with puppeteer-core (firefox.ts), WebKit through W3C WebDriver to WebKitGTK's
 * WebKitWebDriver under Xvfb, its JSON calls sent with fetch (webkit.ts). Everything a journey asks of a page is a real
 * navigation, a real click, real typing, a script run in the page, or a screenshot; waiting and reading are built on
 * those (journey.ts), so they behave alike everywhere.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `url` and resolves once its `load` event has fired. */
  goto(url: string): Promise<void>;
  /** The page's address now. */
  url(): Promise<string>;
  /**
   * Runs `expression` (a JavaScript expression; a promise is awaited) in the page and answers its value, which must
   * survive JSON. Journeys build it with `script(fn, ...args)`.
   */
  run<T>(expression: string): Promise<T>;
  /** A real click in the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /**
   * A real click on `selector` inside the frame `frameSelector` (a game's own page, perhaps of another origin), once
   * it is there and enabled.
   */
  clickInFrame(frameSelector: string, selector: string): Promise<void>;
  /** Picks the option whose value is `value` in the `<select>` that `selector` matches, as a player's pick does. */
  select(selector: string, value: string): Promise<void>;
  /** Focuses the first element `selector` matches, empties it, and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(path: string): Promise<void>;
  /** The viewport's size in CSS pixels, as this engine could set it. */
  viewport(): { width: number; height: number };
  close(): Promise<void>;
}

/** What a new page may be asked for. */
export interface PageOptions {
  /**
   * A script run in every document of the page before the page's own (a home-screen launch's `navigator.standalone`).
   * Only engines whose `runsBeforeStart` is true can.
   */
  beforeStart?: string;
  /** The browser's user agent for this page (an iPhone's Safari for the home-screen checks). */
  userAgent?: string;
}

export interface Engine {
  readonly name: EngineName;
  /** The browser's own name for its version, printed in the run's log. */
  readonly version: string;
  /**
   * Whether the driver can run a script before a document's own: Chromium (CDP) and Firefox (BiDi preload scripts)
   * can; WebKitGTK's W3C WebDriver has no such command.
   */
  readonly runsBeforeStart: boolean;
  /** A fresh profile (no storage, no service worker) with one phone-sized page. */
  newPage(options?: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * Builds the expression `run` takes: `fn` called with `args` (JSON values), its source sent as text. Under tsx (the
 * benches) a function's inner named arrows are wrapped in a `__name` helper the page lacks; the expression brings a
 * stand-in.
 */
export function script<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): string {
  return `(globalThis.__name ??= (f) => f, (${fn.toString()})(...${JSON.stringify(args)}))`;
}

/** The phone the journeys emulate: an iPhone 12–15's CSS viewport. */
export const PHONE = { width: 390, height: 844 };
/** An iPhone's Safari, for the home-screen checks in WebKit. */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Requirement {
  engine: EngineName;
  paths: string[];
  apt: string;
}

const REQUIREMENTS: Requirement[] = [
  { engine: 'chromium', paths: [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'], apt: 'chromium' },
  { engine: 'firefox', paths: [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'], apt: 'firefox-esr' },
  {
    engine: 'webkit',
    paths: ['/usr/bin/WebKitWebDriver', webkitMiniBrowser(), '/usr/bin/xvfb-run'],
    apt: 'webkit2gtk-driver xvfb',
  },
];

/** WebKitGTK's MiniBrowser, which WebKitWebDriver drives. */
export function webkitMiniBrowser(): string {
  const arch = spawnSync('dpkg-architecture', ['-qDEB_HOST_MULTIARCH'], { encoding: 'utf8' }).stdout?.trim();
  return `/usr/lib/${arch || 'x86_64-linux-gnu'}/webkit2gtk-4.1/MiniBrowser`;
}

/** The engines `npm test` runs the journeys on: all three (`npm run test:engines -- --engine X` for one). */
export const IN_NPM_TEST: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The engines asked for: ENGINES=webkit,firefox (scripts/engines.ts sets it from `--engine`), else IN_NPM_TEST. */
export function enginesAsked(): EngineName[] {
  const asked = (process.env.ENGINES ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (asked.length === 0) return [...IN_NPM_TEST];
  const unknown = asked.filter((e) => !(ENGINES as readonly string[]).includes(e));
  if (unknown.length) throw new Error(`unknown engine ${unknown.join(', ')}: use ${ENGINES.join(', ')}`);
  return asked as EngineName[];
}

/**
 * Stops at once, with the one line that brings them, when an asked engine is missing here: a newcomer's `npm test`
 * should not fail test by test.
 */
export function missingEngines(engines: readonly EngineName[]): string | undefined {
  const missing = REQUIREMENTS.filter(
    (r) => engines.includes(r.engine) && r.paths.some((p) => !existsSync(p)),
  );
  if (missing.length === 0) return undefined;
  return (
    `The journey suite needs ${missing.map((m) => m.engine).join(' and ')} from Debian's packages:\n` +
    `  apt-get install -y ${missing.map((m) => m.apt).join(' ')}\n` +
    `(bash .ci/run installs them; npm run test:engines -- --engine chromium runs one engine alone)`
  );
}
