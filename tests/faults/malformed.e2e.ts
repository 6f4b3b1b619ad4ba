import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { loginThroughClient, seedSession, shellContext, shoot } from '../e2e/app';
import { e2eSuite } from '../e2e/harness';
import { NIGHTLY } from '../security/hostile';

/**
 * Malformed platform answers, injected in Chromium into every call a screen makes (docs/security.md "Faults"): a
 * value of the wrong type, a missing field, an HTML error page instead of JSON, a truncated body. Every screen must
 * show a clear error or its cached data: never a blank page, never an uncaught exception.
 * CI size: the main screens once per kind of damage. NIGHTLY=1: every route.
 */

const suite = e2eSuite();

const MAIN = [
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
  paths.benefits,
  paths.notice,
];
const ROUTES = NIGHTLY ? [...new Set<string>([...MAIN, ...Object.values(paths).map(String)])] : MAIN;

const INTACT = ['/wps/system/publicKey', '/wps/system/config'];

type Damage = 'wrongType' | 'missingField' | 'htmlPage' | 'truncated';
const DAMAGES: Damage[] = ['wrongType', 'missingField', 'htmlPage', 'truncated'];

/** Drops the first field of the first object found in the value. */
function dropField(v: unknown): unknown {
  if (Array.isArray(v)) return v.length > 0 ? [dropField(v[0]), ...v.slice(1)] : v;
  if (v && typeof v === 'object') {
    const [first, ...rest] = Object.keys(v);
    if (first === undefined) return v;
    const copy = { ...(v as Record<string, unknown>) };
    const inner = copy[first];
    if (inner && typeof inner === 'object' && rest.length === 0) copy[first] = dropField(inner);
    else delete copy[first];
    return copy;
  }
  return undefined;
}

/** The real answer, damaged as `damage` says. */
async function damaged(route: Route, damage: Damage): Promise<void> {
  if (damage === 'htmlPage') {
    return route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
    });
  }
  const real = await route.fetch();
  const text = await real.text();
  const headers: Record<string, string> = {
    ...real.headers(),
    'content-type': 'application/json; charset=utf-8',
  };
  delete headers['content-length'];
  delete headers['content-encoding'];
  delete headers.etag;
  if (damage === 'truncated')
    return route.fulfill({
      status: real.status(),
      headers,
      body: text.slice(0, Math.floor(text.length / 2)),
    });
  let json: { value?: unknown };
  try {
    json = JSON.parse(text) as { value?: unknown };
  } catch {
    return route.fulfill({ response: real });
  }
  if (damage === 'wrongType') json.value = typeof json.value === 'number' ? 'seven' : 7;
  else json.value = dropField(json.value);
  return route.fulfill({ status: real.status(), headers, body: JSON.stringify(json) });
}

/** What the player sees: some text in the page (a screen, its error, or its cached data), not a blank. */
async function visibleText(page: Page): Promise<string> {
  // The screen itself, under the header and above the bottom menu (which would show text even over a blank screen).
  return page.evaluate(() => (document.querySelector('main#main')?.textContent ?? '').trim());
}

describe('malformed answers on every screen', () => {
  it.each(DAMAGES)(
    'shows an error or cached data, never a blank or an uncaught exception: %s',
    async (damage) => {
      const { session } = await loginThroughClient(suite.server.url, 'demo', 'demo1234');
      const context = await shellContext(suite.browser);
      await seedSession(context, session);
      const page = await context.newPage();
      const uncaught: string[] = [];
      page.on('pageerror', (e) => uncaught.push(`${page.url()}: ${e.message}`));
      // The runtime config and the public key stay intact (damaging the config is the gate's test below);
      // every call a screen makes is damaged.
      await context.route(
        (url) => url.pathname.startsWith('/wps/') && !INTACT.includes(url.pathname),
        (route) =>
          (route.request().method() === 'GET' ? damaged(route, damage) : route.continue()).catch(
            () => undefined,
          ),
      );
      const blank: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`${suite.server.url}${route}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(300);
        if ((await visibleText(page)).length < 5) blank.push(route);
        if (route === paths.voucherCenter) await shoot(page, `malformed-${damage}-deposit`);
      }
      expect({ blank, uncaught }).toEqual({ blank: [], uncaught: [] });
      await context.close();
    },
    300_000,
  );

  it.each(DAMAGES)(
    'shows the retry gate when the config itself is damaged and nothing is cached: %s',
    async (damage) => {
      const context = await shellContext(suite.browser);
      const page = await context.newPage();
      const uncaught: string[] = [];
      page.on('pageerror', (e) => uncaught.push(e.message));
      // A handler still running when the context closes has nothing left to answer.
      await context.route('**/wps/system/config**', (route) => damaged(route, damage).catch(() => undefined));
      await page.goto(`${suite.server.url}${paths.home}`);
      await page.getByRole('button').first().waitFor({ timeout: 15000 });
      expect((await visibleText(page)).length).toBeGreaterThan(5);
      expect(uncaught).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
