import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { getMemberInfo } from '../../src/api/contract/member';
import { getPublicKey, JWE_ALG, JWE_ENC, login } from '../../src/api/contract/session';
import { getWalletBalance } from '../../src/api/contract/wallet';
import { GAMES_CLAIMED } from '../../src/lib/brand';
import { paths } from '../../src/lib/paths';
import {
  homeReady,
  loginThroughClient,
  pathOf,
  routeReady,
  screenReady,
  seedSession,
  shellContext,
  shoot,
  text,
  type SentRequest,
  type SessionRecord,
} from './app';
import { collectErrors, type RunningServer, e2eSuite } from './harness';

const DEMO = { username: 'demo', password: 'demo1234', nickname: 'Demo Player' };
const AGENT = { username: 'agent', password: 'agent1234' };
/** A compact JWE: five base64url parts; RSA-OAEP gives a non-empty encrypted key. */
const COMPACT_JWE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

type Lang = 'TY' | 'EN';

async function contextFor(
  browser: Browser,
  options: { session?: SessionRecord; language?: Lang } = {},
): Promise<BrowserContext> {
  const context = await shellContext(browser);
  if (options.language) {
    await context.addInitScript((lang: string) => {
      if (location.protocol !== 'about:' && !localStorage.getItem('MC_PREFERENCES'))
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
    }, options.language);
  }
  if (options.session) await seedSession(context, options.session);
  return context;
}

async function openHome(page: Page, server: RunningServer): Promise<void> {
  await page.goto(`${server.url}${paths.home}`);
  await homeReady(page);
}

function menuButton(page: Page, language: Lang = 'TY') {
  return page.locator('header.app-header').getByRole('button', { name: text(language, 'Menu'), exact: true });
}

function menuItem(page: Page, msgid: string, language: Lang = 'TY') {
  return page.getByRole('menuitem', { name: text(language, msgid), exact: true });
}

/** Home's texts that sit in memoised parts (src/features/home/HomeScreen.tsx), by where they show. */
const HOME_TEXTS: [selector: string, message: string][] = [
  ['.bottom-menu li:first-child .label', 'Home'],
  ['#jackpot-title', 'Jackpot'],
  ['#winners-title', 'Big winners'],
  ['.more-games', 'See all games'],
  ['.home-footer p', 'Over {GAMES_CLAIMED} games in one app.'],
];
const homeTexts = (page: Page) =>
  Promise.all(HOME_TEXTS.map(([selector]) => page.locator(`#root ${selector}`).first().textContent()));
const homeTextsIn = (language: 'TY' | 'EN') =>
  HOME_TEXTS.map(([, message]) => text(language, message).replace('{GAMES_CLAIMED}', String(GAMES_CLAIMED)));

describe('the app shell with a real session', () => {
  const suite = e2eSuite();

  describe('login through the app client', () => {
    let sent: SentRequest[];
    let session: SessionRecord;

    beforeAll(async () => {
      ({ sent, session } = await loginThroughClient(suite.server.url, DEMO.username, DEMO.password));
    });

    it('seals the login body as a compact JWE to the published key, never sending the password in clear', async () => {
      const key = (await (await fetch(`${suite.server.url}${getPublicKey.path}`)).json()) as {
        value: { kid: string };
      };
      const posts = sent.filter((r) => r.url.endsWith(login.path));
      expect(posts).toHaveLength(1);
      const post = posts[0] as SentRequest;
      expect(post.method).toBe('POST');
      expect(typeof post.body).toBe('string');
      const body = post.body as string;
      expect(body).toMatch(COMPACT_JWE);
      const header = JSON.parse(
        Buffer.from(body.split('.')[0] ?? '', 'base64url').toString('utf8'),
      ) as Record<string, unknown>;
      expect(header).toEqual({ alg: JWE_ALG, enc: JWE_ENC, kid: key.value.kid });
      expect(post.headers.get('Content-Type')).toBe('application/jose');
      expect(post.headers.get('Encryption')).toBe(`JWE; kid=${key.value.kid}`);
      for (const request of sent) {
        expect(request.url).not.toContain(DEMO.password);
        expect(String(request.body ?? '')).not.toContain(DEMO.password);
        expect(String(request.body ?? '')).not.toContain(DEMO.username);
      }
      expect(session).toMatchObject({ merchantCode: 'demo', userName: DEMO.username, type: 0 });
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('shows the nickname, ₱5,000.00 and the unread dot in the home header, and leaks no secret in requests', async () => {
      const context = await contextFor(suite.browser, { session });
      const seen: Request[] = [];
      // The context sees the service worker's own requests too.
      context.on('request', (r) => seen.push(r));
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHome(page, suite.server);
      const account = page.getByTestId('header-account');
      await account.waitFor();
      await expect.poll(() => page.getByTestId('header-balance').textContent()).toBe('₱5,000.00');
      expect(await account.locator('.account-name').textContent()).toBe(DEMO.nickname);
      await page.getByTestId('unread-dot').waitFor();
      expect(await page.locator('.auth-links').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await shoot(page, 'home-member-TY');

      expect(seen.length).toBeGreaterThan(0);
      const authorized = seen.filter((r) => r.headers()['authorization'] === session.token);
      expect(authorized.map((r) => new URL(r.url()).pathname)).toEqual(
        expect.arrayContaining([getMemberInfo.path, getWalletBalance.path]),
      );
      for (const request of seen) {
        expect(request.url()).not.toContain(session.token);
        expect(request.url()).not.toContain(DEMO.password);
        const post = request.postData() ?? '';
        expect(post).not.toContain(session.token);
        expect(post).not.toContain(DEMO.password);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it('refreshes, hides and shows the balance from the pop-up menu, which carries the copyright line', async () => {
      const context = await contextFor(suite.browser, { session });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHome(page, suite.server);
      const balance = page.getByTestId('header-balance');
      await expect.poll(() => balance.textContent()).toBe('₱5,000.00');

      await menuButton(page).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      for (const item of [
        'Deposit',
        'Withdraw',
        'Refresh balance',
        'Hide balance',
        'Sign out',
        'Help center',
      ])
        await menuItem(page, item).waitFor();
      expect(await menu.locator('.menu-copyright').textContent()).toBe('© 2018-2025 Demo Games');
      await shoot(page, 'menu-member-TY');

      const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === getWalletBalance.path);
      await menuItem(page, 'Refresh balance').click();
      expect((await refreshed).status()).toBe(200);
      await menuItem(page, 'Refresh balance').waitFor();
      expect(await balance.textContent()).toBe('₱5,000.00');

      await menuItem(page, 'Hide balance').click();
      await expect.poll(() => balance.textContent()).toBe('₱ ****');
      await menuItem(page, 'Show balance').click();
      await expect.poll(() => balance.textContent()).toBe('₱5,000.00');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('hides the balance while a refresh is under way, then shows the fresh value', async () => {
      const context = await contextFor(suite.browser, { session });
      const page = await context.newPage();
      await openHome(page, suite.server);
      const balance = page.getByTestId('header-balance');
      await expect.poll(() => balance.textContent()).toBe('₱5,000.00');
      // Hold the next balance answer back, so the refreshing state can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await context.route(`**${getWalletBalance.path}`, async (route) => {
        await held;
        await route.continue();
      });
      await menuButton(page).click();
      await menuItem(page, 'Refresh balance').click();
      await expect.poll(() => balance.textContent()).toBe('₱ ****');
      await page.getByRole('menuitem', { name: text('TY', 'Refreshing balance…') }).waitFor();
      release();
      await expect.poll(() => balance.textContent()).toBe('₱5,000.00');
      await context.close();
    });

    it('opens the message centre from the message icon for a member', async () => {
      const context = await contextFor(suite.browser, { session });
      const page = await context.newPage();
      await openHome(page, suite.server);
      await page.getByTestId('unread-dot').waitFor();
      await page
        .locator('header.app-header')
        .getByRole('button', { name: text('TY', 'Messages, {0} unread').replace('{0}', '1'), exact: true })
        .click();
      await page.waitForURL((u) => u.pathname === paths.webEmail);
      await routeReady(page, paths.webEmail);
      await context.close();
    });

    it('signs out after a confirmation: storage empty, back at /m/home as a guest, and the old token refused', async () => {
      // A session of its own, so signing out does not end the one the other tests share.
      const own = (await loginThroughClient(suite.server.url, DEMO.username, DEMO.password)).session;
      const context = await contextFor(suite.browser, { session: own });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${suite.server.url}${paths.home}`);
      await page.getByTestId('header-account').waitFor();
      // Sign out from another page, to see the app land on /m/home.
      await page.goto(`${suite.server.url}${paths.gameCenter}`);
      await screenReady(page);

      await menuButton(page).click();
      await menuItem(page, 'Sign out').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(text('TY', 'Do you want to sign out?'));
      await dialog.getByRole('button', { name: text('TY', 'Sign out'), exact: true }).click();

      await page.waitForURL((u) => u.pathname === paths.home, { waitUntil: 'load' });
      // The page may arrive with the server's drawing of home beside the app's: the app's own header is meant.
      await page.locator('#root header.app-header .auth-links').waitFor({ timeout: 15000 });
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(await page.getByTestId('header-account').count()).toBe(0);
      expect(await page.getByTestId('unread-dot').count()).toBe(0);

      const res = await fetch(`${suite.server.url}${getMemberInfo.path}`, {
        headers: { Authorization: own.token },
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('login.not.session');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('drops a session the server no longer knows and carries on as a guest', async () => {
      const stale = (await loginThroughClient(suite.server.url, DEMO.username, DEMO.password)).session;
      const out = await fetch(`${suite.server.url}/wps/session/logout`, {
        method: 'DELETE',
        headers: { Authorization: stale.token },
      });
      expect(out.status).toBe(200);
      const context = await contextFor(suite.browser, { session: stale });
      const page = await context.newPage();
      await openHome(page, suite.server);
      // The page may arrive with the server's drawing of home beside the app's: the app's own header is meant.
      await page.locator('#root header.app-header .auth-links').waitFor({ timeout: 15000 });
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
      expect(await page.getByTestId('header-account').count()).toBe(0);
      await context.close();
    });

    it('lets a type-0 member open /m/changePsw and /m/set, but sends /m/agent home', async () => {
      const context = await contextFor(suite.browser, { session });
      const page = await context.newPage();
      for (const route of [paths.changePsw, paths.set]) {
        await page.goto(suite.server.url + route);
        await routeReady(page, route);
        expect(pathOf(page)).toBe(route);
      }
      await page.goto(suite.server.url + paths.agent);
      await page.waitForURL((u) => u.pathname === paths.home);
      await context.close();
    });
  });

  it('shows the agent account the (coming soon) agent screen, without header or bottom menu', async () => {
    const { session } = await loginThroughClient(suite.server.url, AGENT.username, AGENT.password);
    expect(session.type).toBe(1);
    const context = await contextFor(suite.browser, { session });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(suite.server.url + paths.agent);
    await routeReady(page, paths.agent);
    expect(pathOf(page)).toBe(paths.agent);
    expect(await page.locator('header.app-header').count()).toBe(0);
    expect(await page.locator('nav.bottom-menu').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a guest Login and Register (DIRECTREG3) in the home header, and no pop-up entries for members', async () => {
    for (const language of ['TY', 'EN'] as const) {
      const context = await contextFor(suite.browser, { language });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHome(page, suite.server);
      const auth = page.locator('header.app-header .auth-links');
      await auth.getByRole('link', { name: text(language, 'Login'), exact: true }).waitFor();
      await auth.getByRole('link', { name: text(language, 'Register'), exact: true }).waitFor();
      expect(await page.getByTestId('unread-dot').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await shoot(page, `home-guest-${language}`);

      await menuButton(page, language).click();
      await menuItem(page, 'Refresh balance', language).waitFor();
      expect(await menuItem(page, 'Sign out', language).count()).toBe(0);
      expect(await menuItem(page, 'Hide balance', language).count()).toBe(0);
      expect(await page.locator('.menu-copyright').textContent()).toBe('© 2018-2025 Demo Games');
      await shoot(page, `menu-guest-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('opens the login dialog, offering login and register, when a guest taps Deposit', async () => {
    for (const language of ['TY', 'EN'] as const) {
      const context = await contextFor(suite.browser, { language });
      const page = await context.newPage();
      await openHome(page, suite.server);
      await page.locator('nav.bottom-menu li.deposit a').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(pathOf(page)).toBe(paths.home);
      await dialog.getByRole('button', { name: text(language, 'Register'), exact: true }).waitFor();
      const loginButton = dialog.getByRole('button', { name: text(language, 'Login'), exact: true });
      await shoot(page, `login-dialog-${language}`);
      await loginButton.click();
      await page.waitForURL((u) => u.pathname === paths.login);
      await context.close();
    }
  });

  it('shows a trial member the free_reject message for 2 s when tapping Deposit, and keeps the page', async () => {
    const res = await fetch(`${suite.server.url}/wps/session/trial`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const trial = ((await res.json()) as { value: { token: string; merchantCode: string } }).value;
    const context = await contextFor(suite.browser, {
      session: { token: trial.token, merchantCode: trial.merchantCode },
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHome(page, suite.server);
    await page.getByTestId('header-account').waitFor();
    const message = text('TY', 'Please login an actual account to use this function');
    await page.locator('nav.bottom-menu li.deposit a').click();
    const toast = page.locator('.toasts .toast', { hasText: message });
    await toast.waitFor();
    expect(pathOf(page)).toBe(paths.home);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await toast.waitFor({ state: 'detached', timeout: 4000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the login dialog from the message icon for a guest', async () => {
    const context = await contextFor(suite.browser);
    const page = await context.newPage();
    await openHome(page, suite.server);
    await page
      .locator('header.app-header')
      .getByRole('button', { name: text('TY', 'Messages'), exact: true })
      .click();
    await page.getByRole('dialog').waitFor();
    expect(pathOf(page)).toBe(paths.home);
    await context.close();
  });

  it('retries a screen whose code failed to load with a new request, and offers a way home meanwhile', async () => {
    const context = await contextFor(suite.browser, { language: 'EN' });
    // The screen's code cannot be fetched (the worker's precache is cut off too) until the test lets it through.
    let blocked = true;
    const asked: string[] = [];
    await context.route('**/assets/HelpScreen-*.js*', (route) => {
      if (blocked) return route.abort('connectionreset');
      asked.push(route.request().url());
      return route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${paths.help}`);
    const failed = page.getByRole('alert').filter({ hasText: 'This page could not load' });
    await failed.waitFor({ timeout: 15000 });
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Go to home' }).count()).toBe(1);
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Help center' }).waitFor({ timeout: 15000 });
    // The browser keeps the failed import as failed: the retry asked for the module again, under a new query.
    // (N counts every try since the first failure: a preload may have tried once already.)
    expect(asked.some((u) => /^\d+$/.test(new URL(u).searchParams.get('retry') ?? ''))).toBe(true);
    await context.close();
  });

  it('sends a guest opening /m/changePsw, /m/set or /m/agent to /m/home', async () => {
    const context = await contextFor(suite.browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const route of [paths.changePsw, paths.set, paths.agent]) {
      await page.goto(suite.server.url + route);
      await page.waitForURL((u) => u.pathname === paths.home);
      await homeReady(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps home while the player is elsewhere: undrawn, out of reach and still; going back shows the same home', async () => {
    const context = await contextFor(suite.browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHome(page, suite.server);
    const jackpot = page.locator('#root .home .jackpot-amount');
    const figure = () => jackpot.textContent();
    // On show, the jackpot moves with the clock (every 250 ms).
    const first = await figure();
    await expect.poll(figure, { timeout: 3000 }).not.toBe(first);
    await page.evaluate(() => {
      (document.querySelector('#root .home') as HTMLElement & { marked?: boolean }).marked = true;
      (document.querySelector('#root aside.download-bar') as HTMLElement & { marked?: boolean }).marked =
        true;
    });
    await page.locator('#root a[href*="/m/gameList"]').first().click();
    // The game list's own tiles (home shows tiles too, so a bare tile would be found before the move).
    await page.locator('#root main#main section.game-list .game-grid .game-tile').first().waitFor();
    const kept = await page.evaluate(() => {
      const home = document.querySelector('#root .home');
      const main = home?.closest('main');
      return {
        main: main ? { id: main.id, inert: main.inert, hidden: main.getAttribute('aria-hidden') } : undefined,
        drawn: home?.checkVisibility({ visibilityProperty: true }),
        height: main?.getBoundingClientRect().height,
        mains: document.querySelectorAll('#root main#main').length,
      };
    });
    // Kept, not shown: no landmark of its own, out of the accessibility tree, the focus order and the taps, no height.
    expect(kept).toEqual({
      main: { id: '', inert: true, hidden: 'true' },
      drawn: false,
      height: 0,
      mains: 1,
    });
    // Home's download bar is kept with it, out of sight and of the accessibility tree.
    expect(await page.locator('#root aside.download-bar').evaluate((el) => (el as HTMLElement).hidden)).toBe(
      true,
    );
    expect(await page.getByRole('complementary', { name: text('TY', 'Download the app') }).count()).toBe(0);
    // Kept, it stands still: the jackpot no longer follows the clock.
    const away = await figure();
    await page.waitForTimeout(1000);
    expect(await figure()).toBe(away);
    await page.goBack();
    await page.locator('#root main#main .home').waitFor({ state: 'visible' });
    // The game list stays for the frame that shows home, undrawn, out of reach, never a second landmark; then it goes.
    for (const m of await page.evaluate(() =>
      [...document.querySelectorAll('#root main')]
        .filter((el) => el.querySelector('section.game-list'))
        .map((el) => ({
          id: el.id,
          inert: (el as HTMLElement).inert,
          drawn: el.checkVisibility({ visibilityProperty: true }),
        })),
    ))
      expect(m).toEqual({ id: '', inert: true, drawn: false });
    await expect.poll(() => page.locator('#root section.game-list').count(), { timeout: 3000 }).toBe(0);
    expect(await page.locator('#root main#main').count()).toBe(1);
    // The same home, shown again (not built anew), and moving again.
    expect(
      await page.evaluate(
        () => (document.querySelector('#root main#main .home') as HTMLElement & { marked?: boolean }).marked,
      ),
    ).toBe(true);
    // The same download bar, shown again.
    expect(await page.getByRole('complementary', { name: text('TY', 'Download the app') }).isVisible()).toBe(
      true,
    );
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('#root aside.download-bar') as HTMLElement & { marked?: boolean }).marked,
      ),
    ).toBe(true);
    await expect.poll(figure, { timeout: 3000 }).not.toBe(away);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the download bar closed after a reload', async () => {
    const context = await contextFor(suite.browser);
    const page = await context.newPage();
    await openHome(page, suite.server);
    const bar = page.locator('aside.download-bar');
    await bar.waitFor();
    await bar.getByRole('button', { name: text('TY', 'Close the download bar'), exact: true }).click();
    expect(await bar.count()).toBe(0);
    await page.reload();
    await homeReady(page);
    await page.locator('header.app-header').waitFor();
    expect(await bar.count()).toBe(0);
    // A new page of the same browser profile: still closed.
    const other = await context.newPage();
    await openHome(other, suite.server);
    expect(await other.locator('aside.download-bar').count()).toBe(0);
    await context.close();
  });

  // Headless Chromium 156 ignores CDP Emulation.setEmulatedMedia for `display-mode` (matchMedia still says
  // `browser`), so the installed app is emulated with the other signal the app reads: iOS `navigator.standalone`.
  it('hides the download bar when running from the home screen, and sends Device: OTHERS', async () => {
    const context = await contextFor(suite.browser);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
    });
    const page = await context.newPage();
    const devices = new Set<string>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wps/')) devices.add(r.headers()['device'] ?? '');
    });
    await openHome(page, suite.server);
    await page.locator('header.app-header').waitFor();
    expect(await page.locator('aside.download-bar').count()).toBe(0);
    expect(await page.locator('nav.bottom-menu.standalone').count()).toBe(1);
    // Home's first visit asks nothing of the network (its answers come in the page); the promotions screen does.
    await page.goto(`${suite.server.url}/m/activity`);
    await page.waitForLoadState('networkidle');
    expect([...devices]).toEqual(['OTHERS']);
    await context.close();
  });

  it('sends Device: MOBILE in a browser tab', async () => {
    const context = await contextFor(suite.browser);
    const page = await context.newPage();
    const devices = new Set<string>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wps/')) devices.add(r.headers()['device'] ?? '');
    });
    await openHome(page, suite.server);
    // Home's first visit asks nothing of the network (its answers come in the page); the promotions screen does.
    await page.goto(`${suite.server.url}/m/activity`);
    await page.waitForLoadState('networkidle');
    expect([...devices]).toEqual(['MOBILE']);
    await context.close();
  });

  it('switches TY and EN from the pop-up menu, and the choice survives a reload', async () => {
    const context = await contextFor(suite.browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHome(page, suite.server);
    const loginLink = page.locator('header.app-header .auth-links a').first();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(await loginLink.textContent()).toBe(text('TY', 'Login'));

    await menuButton(page, 'TY').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    // The choice closes the menu; opened again, it shows the language chosen.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => loginLink.textContent()).toBe(text('EN', 'Login'));
    // Every part of home changes language where it stands, its memoised sections too.
    await expect.poll(() => homeTexts(page)).toEqual(homeTextsIn('EN'));
    await menuButton(page, 'EN').click();
    expect(await page.getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await homeReady(page);
    await expect.poll(() => loginLink.textContent()).toBe(text('EN', 'Login'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The API hears the language too.
    const next = page.waitForRequest((r) => r.url().includes('/wps/'));
    await page.reload();
    expect((await next).headers()['language']).toBe('EN');
    await homeReady(page);

    await menuButton(page, 'EN').click();
    await page.getByRole('menuitemradio', { name: 'Tagalog' }).click();
    await expect.poll(() => loginLink.textContent()).toBe(text('TY', 'Login'));
    await expect.poll(() => homeTexts(page)).toEqual(homeTextsIn('TY'));
    await page.reload();
    await homeReady(page);
    await expect.poll(() => loginLink.textContent()).toBe(text('TY', 'Login'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(errors).toEqual([]);
    await context.close();
  });
});
