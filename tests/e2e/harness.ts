import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; a test tool's own browser download does not work on these machines (TOOLCHAIN.md). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningServer {
  url: string;
  /** The server's process id (benches read its memory from /proc). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/**
 * Node's arguments for the built server, exactly as `npm start` runs it (its V8 heap settings, then the entry), so
 * tests and benches run what a merchant deploys. `nodeFlags` replaces the start script's flags (benches compare).
 */
export function serverArgs(nodeFlags?: string[], root = process.cwd()): string[] {
  const entry = resolve(root, 'dist/server/index.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.trim().split(/\s+/);
  if (words[0] !== 'node' || words.at(-1) !== 'dist/server/index.js')
    throw new Error(`package.json "start" is not "node [flags] dist/server/index.js": ${pkg.scripts.start}`);
  return [...(nodeFlags ?? words.slice(1, -1)), entry];
}

/** A test server's settings, its database's first start included: `env` over the end-to-end defaults. */
function serverEnv(dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The documented end-to-end profile: many logins from 127.0.0.1 must not trip the captcha threshold.
    SERVER_PROFILE: 'test',
    ...env,
  };
}

/**
 * How long a prepared embedded database serves as the template of the tests' servers: about as long as one test
 * file's server already serves, so no test sees seeded data older than it would without the template.
 */
const TEMPLATE_MAX_AGE_MS = 10 * 60_000;

/**
 * Settings a test gives its server that the database's first start does not read (server/index.ts `prepare`: the
 * data directory's settings, DEMO_DATA and the profile do): servers that differ only in these share a template.
 */
const DATABASE_NEUTRAL = new Set([
  'OPS_TOKENS',
  'MERCHANTS_FILE',
  'MERCHANTS_WATCH',
  'MERCHANT_FLAGS',
  'METRICS_PORT',
  'SITE_MAINTENANCE',
  'SITE_REGION_RESTRICTION',
  'APP_DIR',
  'DEV_CLOCK',
]);

/**
 * A copy of the embedded database as the server's first start leaves it for this `env` (made, migrated and seeded by
 * the server's own prepare step, `MGP_PREPARE_DATABASE_ONLY=1`, server/index.ts), made once and copied into each test
 * server's data directory: a first start makes the database (initdb) and seeds it in about 8 s of the 10 s a server
 * takes to start, once per test file. Answers undefined where the server would not start on a fresh embedded
 * database of its own (an env with its own data directory or PostgreSQL), and outside the test runner: benches start
 * their servers as a merchant's first start does.
 */
async function preparedDatabase(env: Record<string, string>, args: string[]): Promise<string | undefined> {
  if (!process.env.VITEST || env.DATA_DIR || env.DATABASE_URL || process.env.DATABASE_URL) return undefined;
  const relevant = Object.fromEntries(Object.entries(env).filter(([name]) => !DATABASE_NEUTRAL.has(name)));
  const entry = statSync(args.at(-1)!);
  const key = createHash('sha256')
    .update(JSON.stringify([Object.entries(relevant).sort(), args, entry.size, entry.mtimeMs]))
    .digest('hex')
    .slice(0, 16);
  const root = resolve('.tmp/e2e-databases');
  const template = join(root, key);
  const made = statSync(join(template, 'PG_VERSION'), { throwIfNoEntry: false });
  if (made && Date.now() - made.mtimeMs < TEMPLATE_MAX_AGE_MS) return template;
  mkdirSync(root, { recursive: true });
  const work = mkdtempSync(join(root, `${key}-`));
  const prepare = spawn(process.execPath, args, {
    env: { ...serverEnv(join(work, 'db'), relevant), MGP_PREPARE_DATABASE_ONLY: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  prepare.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const status = await new Promise<number | null>((done) => prepare.once('exit', done));
  if (status !== 0) throw new Error(`preparing the test database failed (${status}): ${stderr}`);
  // Its age counts from now: PG_VERSION's time says when it was made.
  utimesSync(join(work, 'db', 'PG_VERSION'), new Date(), new Date());
  rmSync(template, { recursive: true, force: true });
  renameSync(join(work, 'db'), template);
  rmSync(work, { recursive: true, force: true });
  return template;
}

/**
 * Starts the built server (`dist/server/index.js`) on a free port with a fresh data directory: under the test runner
 * a copy of a database made by the same server's first start (preparedDatabase). `root` runs another checkout's
 * build (the A/B benches: bench/ab.ts).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { nodeFlags?: string[]; root?: string } = {},
): Promise<RunningServer> {
  const args = serverArgs(options.nodeFlags, options.root);
  const dataDir = mkdtempSync(join(tmpdir(), 'mgp-e2e-'));
  const template = options.root === undefined ? await preparedDatabase(env, args) : undefined;
  if (template) cpSync(template, join(dataDir, 'db'), { recursive: true });
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.root ?? process.cwd(),
    env: serverEnv(join(dataDir, 'db'), env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s: ${stderr}`)), 60000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = WELCOME.exec(out);
      const found = m?.[1] ?? m?.[2];
      if (found) {
        clearTimeout(timer);
        ok(found);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches headless Chromium with the flags this closed network needs. */
export async function launchBrowser(executablePath = CHROMIUM): Promise<Browser> {
  const tmp = resolve('.tmp/chromium');
  mkdirSync(tmp, { recursive: true });
  process.env.TMPDIR = tmp;
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** A phone-sized context (390x844), with service workers allowed. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
}

/** Collects console errors and page errors, so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // A failed resource says only "Failed to load resource"; its address is what tells a reader which one.
    const where = msg.location().url;
    errors.push(
      msg.text().startsWith('Failed to load resource') && where ? `${msg.text()} (${where})` : msg.text(),
    );
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** A fresh context, a page in it, and the page's console errors. */
export interface OpenPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** The built server and Chromium of one suite, started before its tests and stopped after them. */
export interface E2ESuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new context (phone-sized unless `makeContext` says otherwise) with one page that collects its errors. */
  open(makeContext?: (browser: Browser) => Promise<BrowserContext>): Promise<OpenPage>;
}

/**
 * Registers the suite's beforeAll (start the built server with `env`, launch Chromium) and afterAll (close the
 * browser, stop the server). Call it at the top of a file or a describe; read `server` and `browser` inside tests.
 */
export function e2eSuite(env: Record<string, string> = {}): E2ESuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e suite has not started: use it inside a test or hook');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    async open(makeContext = phoneContext) {
      const context = await makeContext(started(browser));
      const page = await context.newPage();
      return { context, page, errors: collectErrors(page) };
    },
  };
}

/**
 * Signs out from the settings screen and waits for the fresh page that follows: the sign-out replaces the document
 * with home (src/stores/signOut.ts), and the address may already read /m/home before it does, so waiting for the
 * address alone let a test's next `goto` race the replacement (net::ERR_ABORTED).
 */
export async function signOutFromSettings(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/m/set`);
  await page.click('button:has-text("Sign out")');
  await page.evaluate(() => ((window as unknown as { e2eSignedIn?: boolean }).e2eSignedIn = true));
  await page.click('[role=dialog] button:has-text("Sign out")');
  await page.waitForFunction(
    () =>
      !(window as unknown as { e2eSignedIn?: boolean }).e2eSignedIn &&
      document.readyState === 'complete' &&
      location.pathname === '/m/home',
  );
  await page.waitForLoadState('networkidle');
}

/** The server's welcome: a JSON line `{"msg":"welcome","url":"…/m/home"}` in a log's format, or the banner in a terminal's. */
const WELCOME = /"msg":"welcome","url":"(http:\/\/[^"]+?)\/m\/home"|ready at (http:\/\/\S+?)\/m\/home/;
