import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { homeReady, loginThroughClient, screenReady, seedSession, shellContext } from '../e2e/app';
import { e2eSuite } from '../e2e/harness';
import { NIGHTLY } from './hostile';

/**
 * The browser policy, end to end (docs/security.md "Headers"): the main flows in Chromium, online and then offline
 * from the worker's cache, with zero content-security-policy violations in the page, its frames and its worker;
 * and the MDN HTTP Observatory's own scanner run against this server.
 */

const suite = e2eSuite();

/** The screens of the main flows (CI size); NIGHTLY=1 walks every route. */
const MAIN_FLOWS = [
  paths.home,
  `${paths.gameList}?gameType=RNG`,
  paths.lottery,
  paths.mine,
  paths.voucherCenter,
  paths.withdraw,
  paths.transactionRecord,
  paths.webEmail,
  paths.activity,
  paths.help,
  paths.rewardCenter,
  paths.service,
  paths.securityCenter,
];
const ROUTES = NIGHTLY
  ? [...new Set([...MAIN_FLOWS, ...Object.values(paths).filter((p) => typeof p === 'string')])]
  : MAIN_FLOWS;

/** Records violations in every document (frames too) before its scripts run, and CSP refusals the console shows. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${location.pathname}`);
    });
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text))
      seen.push(text);
  });
  return seen;
}

async function visit(page: Page, base: string, route: string): Promise<void> {
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  if (route === paths.home) await homeReady(page);
  else await screenReady(page).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

describe('the content security policy in Chromium', () => {
  it('records no violation over the main flows online, in a game, then offline from the cache', async () => {
    const { session } = await loginThroughClient(suite.server.url, 'demo', 'demo1234');
    const context = await shellContext(suite.browser);
    await seedSession(context, session);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));

    for (const route of ROUTES) await visit(page, suite.server.url, route);
    // The service chat is framed (its own policy lets only the app frame it).
    await visit(page, suite.server.url, paths.service);
    await expect.poll(() => page.frames().length).toBeGreaterThan(1);
    // The demo game, framed by the launch screen.
    await page.goto(`${suite.server.url}${paths.gameList}?gameType=RNG`);
    const tiles = page.locator('.game-grid .game-tile');
    await tiles.nth(1).locator('.game-tile-launch').click();
    await page.locator('iframe.launch-frame').waitFor({ timeout: 15000 });
    await page.frameLocator('iframe.launch-frame').locator('body').waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    expect(violations).toEqual([]);

    // Offline: the same screens come from the worker's cache, under the same policy.
    await context.setOffline(true);
    for (const route of MAIN_FLOWS) await visit(page, suite.server.url, route);
    await context.setOffline(false);
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});

/**
 * The scanner from npm, installed once into .tmp with npm ci from its pinned tree (tests/security/observatory: a
 * dependency's new release cannot change what runs here), without install scripts (they download lists; this network
 * has none). A failed install is tried again twice (the registry fails now and then), and says npm's own words.
 */
function observatory(): string {
  const dir = resolve('.tmp/observatory');
  const pinned = resolve('tests/security/observatory');
  const pkg = join(dir, 'node_modules/@mdn/mdn-http-observatory');
  const lock = readFileSync(join(pinned, 'package-lock.json'), 'utf8');
  const installed = join(dir, 'package-lock.json');
  if (
    !existsSync(join(pkg, 'package.json')) ||
    !existsSync(installed) ||
    readFileSync(installed, 'utf8') !== lock
  ) {
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(pinned, 'package.json'), join(dir, 'package.json'));
    writeFileSync(installed, lock);
    const args = ['ci', '--ignore-scripts', '--no-audit', '--no-fund'];
    for (let attempt = 1; ; attempt++) {
      try {
        execFileSync('npm', args, { cwd: dir, stdio: 'pipe', timeout: 300_000 });
        break;
      } catch (err) {
        const said = String((err as { stderr?: unknown }).stderr ?? '').slice(-2000);
        if (attempt === 3) throw new Error(`npm ${args.join(' ')} failed 3 times; the last said:\n${said}`);
        execFileSync('sleep', [String(5 * attempt)]);
      }
    }
  }
  // The HSTS preload list its install script would download: empty here, and a loopback host is on no list anyway.
  const preload = join(pkg, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  return pkg;
}

interface TestResult {
  result?: string;
  pass?: boolean;
}

describe('the MDN HTTP Observatory', () => {
  it('scores the app at least 100 with its own scanner, apart from the TLS-only tests', async () => {
    const pkg = observatory();
    const load = <T>(file: string) => import(pathToFileURL(join(pkg, file)).href) as Promise<T>;
    const { retrieve } = await load<{ retrieve: (host: string, o: object) => Promise<unknown> }>(
      'src/retriever/retriever.js',
    );
    const { ALL_TESTS } = await load<{ ALL_TESTS: ((r: unknown) => TestResult)[] }>('src/constants.js');
    const { getScoreModifier } = await load<{ getScoreModifier: (r: string) => number }>(
      'src/grader/grader.js',
    );
    const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>(
      'src/grader/charts.js',
    );
    const url = new URL(suite.server.url);
    // Plain HTTP on loopback: the HTTPS side points at a closed port, as a site without TLS would look.
    const r = await retrieve(url.hostname, { httpPort: url.port, httpsPort: '1', path: paths.home });
    // Redirection to HTTPS and HSTS can only pass over TLS; the server sends HSTS whenever the request came over TLS
    // (tested in server/http/securityHeaders.app.test.ts).
    const TLS_ONLY = new Set(['redirectionTest', 'strictTransportSecurityTest']);
    const scored = ALL_TESTS.filter((t) => !TLS_ONLY.has(t.name)).map((t) => {
      const out = t(r);
      return {
        test: t.name,
        result: out.result ?? '',
        modifier: out.result ? getScoreModifier(out.result) : 0,
      };
    });
    const penalties = scored.filter((s) => s.modifier < 0);
    const uncurved = 100 + penalties.reduce((a, s) => a + s.modifier, 0);
    const score =
      uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT
        ? 100 + scored.reduce((a, s) => a + s.modifier, 0)
        : uncurved;
    process.stdout.write(
      `observatory: ${score} (${scored.map((s) => `${s.test}=${s.result}(${s.modifier})`).join(', ')})\n`,
    );
    expect(penalties).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(100);
  }, 360_000);
});
