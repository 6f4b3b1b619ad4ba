import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../e2e/harness';
import { enginesAsked, IPHONE_UA, missingEngines, script, type Engine, type EnginePage } from './engine';
import {
  atPath,
  clickText,
  closeDialogs,
  keptDeclarations,
  launch,
  pageErrors,
  screenReady,
  seriousViolations,
  shoot,
  shown,
  smallInputs,
  trapErrors,
  undrawnPictures,
  waitFor,
  type Violation,
} from './journey';
import { startOriginProxy, type OriginProxy } from './originProxy';

/**
 * The players' journeys on the three engines they use (issue 41): Chromium, Firefox (WebDriver BiDi) and WebKit
 * (WebKitGTK over WebDriver, the engine of iPhone home-screen launches). One server for all; each engine on an origin
 * of its own (a proxy the offline journey cuts), so service workers and storage start clean. `npm run test:engines`
 * runs them (`-- --engine webkit` for one); `npm test` includes them. Screenshots: .tmp/shots/engines/<engine>/.
 */

const engines = enginesAsked();
const missing = missingEngines(engines);
// A machine without an engine stops here, at once, with the line that brings it.
if (missing) throw new Error(missing);

const OPS_TOKEN = 'engines-ops-token-0123456789abcdef';
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ OPS_TOKENS: `carla:${OPS_TOKEN}` });
});
afterAll(async () => server?.stop());

/** A platform call from the test itself (to check the server's figures against the screen's). */
async function api<T>(base: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
  });
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.value;
}

describe.each(engines)('%s', (name) => {
  let engine: Engine;
  let proxy: OriginProxy;
  const violations: { screen: string; found: Violation[] }[] = [];
  beforeAll(async () => {
    engine = await launch(name);
    // The CI log names the engines it ran.
    console.log(`${name}: ${engine.version}`);
    proxy = await startOriginProxy(server.url);
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
    await proxy?.close();
  });
  // A journey that failed with the network cut leaves it cut: the next one starts with it back.
  afterEach(async () => {
    await proxy?.restore();
  });

  /** A fresh profile's page at `path` on this engine's origin, its errors recorded. */
  const open = async (path: string): Promise<EnginePage> => {
    const page = await engine.newPage();
    await page.goto(`${proxy.url}${path}`);
    await trapErrors(page);
    return page;
  };
  /** axe-core on the screen as it is, kept for the accessibility check at the end. */
  const audit = async (page: EnginePage, screen: string) => {
    violations.push({ screen, found: await seriousViolations(page) });
  };
  /** Picks the app's language in the header menu. */
  const chooseLanguage = async (page: EnginePage, language: 'Tagalog' | 'English') => {
    await page.click('header.app-header button[aria-haspopup="true"]');
    await clickText(page, language, '.header-menu[role=menu]');
    await waitFor(
      page,
      `the document in ${language}`,
      (lang) => document.documentElement.lang === lang,
      language === 'English' ? 'en' : 'fil',
    );
  };
  /** Signs in through the login form (its body sealed by the app), optionally remembering the password. */
  const signIn = async (page: EnginePage, username: string, password: string, remember = false) => {
    await page.goto(`${proxy.url}/m/login`);
    // The app's own form: the server's drawing of the screen goes once the app has taken over.
    await shown(page, '#root #login-username');
    await page.type('#root #login-username', username);
    await page.type('#root #login-password', password);
    if (remember) await page.click('#root label.auth-check input[type=checkbox]');
    await page.click('#root form button[type=submit]');
    await waitFor(page, 'the session', () => sessionStorage.getItem('MC_SESSION_INFO') !== null);
    return page.run<string>(
      script(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')!) as { token: string }).token),
    );
  };

  it('first visit: the server draws the first screen, the app takes over, aliases lead home, the bottom menu goes everywhere, and the worker takes control', async () => {
    const page = await open('/m/home');
    await screenReady(page);
    await waitFor(page, 'the worker in control', () => navigator.serviceWorker?.controller !== null);
    await shoot(page, 'home-TY');
    await audit(page, 'home TY');
    await closeDialogs(page);
    for (const alias of ['/m/', '/m/index.html', '/']) {
      await page.goto(`${proxy.url}${alias}`);
      await atPath(page, '/m/home');
    }
    // The bottom menu: each entry's own screen (a guest's member entries lead to the login).
    const entries = await page.run<string[]>(
      script(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('nav.bottom-menu a')].map((a) => a.pathname),
      ),
    );
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const path of entries) {
      await page.goto(`${proxy.url}/m/home`);
      await screenReady(page);
      await closeDialogs(page);
      await page.click(`#root nav.bottom-menu a[href="${path}"]`);
      await waitFor(
        page,
        `${path} or a login`,
        (p) =>
          location.pathname === p ||
          location.pathname === '/m/login' ||
          !!document.querySelector('[role=dialog]'),
        path,
      );
      await screenReady(page);
      const now = await page.run<string>('location.pathname');
      // A guest's member entries ask for a login: the login screen, or the prompt over the screen.
      const prompted = await page.run<boolean>('document.querySelector("[role=dialog]") !== null');
      expect(now === path || now === '/m/login' || prompted, `${path} led to ${now}`).toBe(true);
    }
    // The language: English from the header menu, the screen in English, and back to Tagalog.
    await page.goto(`${proxy.url}/m/home`);
    await screenReady(page);
    await closeDialogs(page);
    await chooseLanguage(page, 'English');
    await waitFor(page, 'the menu in English', () =>
      [...document.querySelectorAll<HTMLElement>('#root nav.bottom-menu .label')].some(
        (l) => l.innerText === 'Home',
      ),
    );
    await shoot(page, 'home-EN');
    await audit(page, 'home EN');
    await chooseLanguage(page, 'Tagalog');
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('signs in with the sealed body, remembers the password, and signs out clearing what the spec lists', async () => {
    const page = await open('/m/login');
    const sent = proxy.passed.length;
    const token = await signIn(page, 'demo', 'demo1234', true);
    expect(token).toMatch(/\S{16,}/);
    // The login went out sealed: the server refuses a plain one, so an answer means it was sealed.
    expect(proxy.passed.slice(sent).some((p) => p.method === 'POST' && p.path.includes('/login'))).toBe(true);
    await atPath(page, '/m/home');
    await screenReady(page);
    // Nothing sensitive in plain storage: the password is not in localStorage or sessionStorage.
    const stored = await page.run<string>(
      script(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    );
    expect(stored).not.toContain('demo1234');
    // Signed out: the session, the auto-login flags and sessionStorage go; the login screen still knows the name.
    await page.goto(`${proxy.url}/m/set`);
    await screenReady(page);
    await page.click('#root section > button.auth-submit');
    await page.run(
      script(() => {
        const confirm = document.querySelector<HTMLElement>('[role=dialog] .btn-primary');
        confirm?.setAttribute('data-journey', 'confirm');
      }),
    );
    await page.click('[data-journey="confirm"]');
    // Signing out reloads home: wait for the new document, so the next navigation does not race it.
    await waitFor(
      page,
      'home reloaded',
      () => location.pathname === '/m/home' && !document.querySelector('[data-journey="confirm"]'),
    );
    await screenReady(page);
    expect(await page.run<number>('sessionStorage.length')).toBe(0);
    await page.goto(`${proxy.url}/m/login`);
    await waitFor(
      page,
      'the remembered login',
      () => (document.querySelector<HTMLInputElement>('#root #login-username')?.value ?? '') === 'demo',
    );
    await shoot(page, 'login-remembered-TY');
    await audit(page, 'login TY');
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('lists games with search, tabs, a filter and paging on scroll, and launches the demo game for a spin', async () => {
    const page = await open('/m/login');
    const token = await signIn(page, 'demo', 'demo1234');
    const before = (await api<{ sumBalance: number }>(server.url, '/wps/wallets/balance', token)).sumBalance;
    await page.goto(`${proxy.url}/m/gameList?gameType=RNG`);
    const tiles = () => page.run<number>('document.querySelectorAll(".game-grid .game-tile").length');
    await waitFor(
      page,
      'the first page of games',
      () => document.querySelectorAll('.game-grid .game-tile').length >= 26,
    );
    await page.run('window.scrollTo(0, document.documentElement.scrollHeight)');
    await waitFor(
      page,
      'the second page',
      () => document.querySelectorAll('.game-grid .game-tile').length > 26,
    );
    await shoot(page, 'game-list-TY');
    await audit(page, 'game list TY');
    // Search: typed, then Enter.
    await page.type('input[type=search]', 'Tiger\n');
    await waitFor(page, 'only tigers', () => {
      const names = [...document.querySelectorAll<HTMLElement>('.game-tile-name')].map((n) => n.innerText);
      return names.length > 0 && names.every((n) => /tiger/i.test(n));
    });
    await page.type('input[type=search]', '\n');
    await waitFor(
      page,
      'the whole list again',
      () => document.querySelectorAll('.game-grid .game-tile').length >= 26,
    );
    // Tabs: the favourites tab and back.
    await page.click('[data-tab="fav"]');
    await waitFor(
      page,
      'the favourites tab',
      () => document.querySelector('[data-tab="fav"][aria-selected="true"]') !== null,
    );
    await page.click('[data-tab="all"]');
    await waitFor(
      page,
      'the games again',
      () => document.querySelectorAll('.game-grid .game-tile').length > 0,
    );
    // A provider chosen in the carousel: pressed, and the list follows it.
    const vendor = await page.run<string>(
      script(() => document.querySelector<HTMLElement>('.vendor-page [data-vendor]')!.dataset.vendor!),
    );
    await page.click(`.vendor-page [data-vendor="${vendor}"]`);
    await waitFor(
      page,
      `${vendor} pressed`,
      (v) => document.querySelector(`[data-vendor="${v}"][aria-pressed="true"]`) !== null,
      vendor,
    );
    // The provider's own games, loaded: the list that was there before the press may still show for a moment, and
    // the new one starts empty while it loads.
    const vendorName = await page.run<string>(
      script(
        (v) =>
          document.querySelector<HTMLElement>(`.vendor-page [data-vendor="${v}"] span`)!.innerText.trim(),
        vendor,
      ),
    );
    await waitFor(
      page,
      `${vendor}'s games`,
      (name) => {
        const grid = document.querySelector('.game-grid');
        const shown = [...document.querySelectorAll<HTMLElement>('.game-grid .game-tile-vendor')];
        return (
          grid?.getAttribute('aria-busy') !== 'true' &&
          shown.length > 0 &&
          shown.every((n) => n.innerText.trim() === name)
        );
      },
      vendorName,
    );
    expect(await tiles()).toBeGreaterThan(0);
    await page.click('.game-grid .game-tile .game-tile-launch');
    await waitFor(page, 'the game page', () => location.pathname === '/m/launchGame');
    // The demo game runs in a frame: its spin button is pressed inside it.
    await page.clickInFrame('iframe.launch-frame', '#spin');
    await expect
      .poll(
        async () => (await api<{ sumBalance: number }>(server.url, '/wps/wallets/balance', token)).sumBalance,
        {
          timeout: 10_000,
        },
      )
      .not.toBe(before);
    await shoot(page, 'demo-game-TY');
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  /** The player this engine's run registers (a fresh account per engine: the server is shared). */
  const player = { username: `j${name}01`, password: 'journey123', token: '' };
  /** The server's withdraw figures (pesos), as the withdraw screen shows them. */
  const withdrawInfo = () =>
    api<{ balance: number; held: number }>(server.url, '/wps/withdraw/info', player.token);
  /** Reads a money figure off the screen: "₱1,234.50" → 1234.5. */
  const shownMoney = async (page: EnginePage, selector: string) =>
    Number(
      (await waitFor(
        page,
        `${selector} with a figure`,
        (s) => /₱[\d,]+\.\d\d/.exec(document.querySelector<HTMLElement>(s)?.innerText ?? '')?.[0],
        selector,
      ))!.replace(/[₱,]/g, ''),
    );

  it('registers a player, deposits through the dev pay page and withdraws, each balance the one the server holds', async () => {
    const page = await open('/m/register');
    await shown(page, '#root #register-username');
    await page.type('#root #register-username', player.username);
    await page.type('#root #register-password', player.password);
    await page.type('#root #register-confirmPassword', player.password);
    await page.click('#root #register-age');
    await shoot(page, 'register-TY');
    await audit(page, 'register TY');
    await page.click('#root form button[type=submit]');
    await atPath(page, '/m/home');
    player.token = await waitFor(page, 'the session', () => {
      const raw = sessionStorage.getItem('MC_SESSION_INFO');
      return raw ? (JSON.parse(raw) as { token: string }).token : '';
    });
    expect((await withdrawInfo()).balance).toBe(0);

    // A deposit: a quick amount, the form's button, the provider's page, its approval, and back to the result.
    await page.goto(`${proxy.url}/m/voucherCenter`);
    await clickText(page, '₱500.00', '#root .money-chips');
    expect(await smallInputs(page)).toEqual([]);
    await shoot(page, 'deposit-TY');
    await audit(page, 'deposit TY');
    await page.click('#root form button.money-submit');
    await waitFor(page, 'the pay page', () => location.pathname.startsWith('/dev/pay/'));
    await page.click('button.approve');
    await waitFor(page, 'the paid deposit', () => !!document.querySelector('[data-deposit-status="paid"]'));
    await shoot(page, 'deposit-paid-TY');
    // The result stays: looked at every 50 ms for 3 s, it never goes back to "checking" or to a screen still loading
    // (an audit once saw WebKit flick from the paid result back to both).
    const gone = await page.run<string | null>(`new Promise((done) => {
      const end = Date.now() + 3000;
      const id = setInterval(() => {
        const paid = document.querySelector('[data-deposit-status="paid"]');
        if (!paid || Date.now() > end) {
          clearInterval(id);
          done(paid ? null : document.querySelector('#root main#main')?.innerText.slice(0, 120) ?? '');
        }
      }, 50);
    })`);
    expect(gone, 'the paid result went').toBeNull();
    const afterDeposit = await withdrawInfo();
    expect(afterDeposit.balance).toBeGreaterThanOrEqual(500);

    // A withdrawal: a payee and a payment password first (each with the login password), then the amount.
    await page.goto(`${proxy.url}/m/withdraw`);
    await shown(page, '#root #payee-bank');
    expect(await shownMoney(page, '#root [data-withdrawable]')).toBe(afterDeposit.balance);
    await page.select('#root #payee-bank', 'gcash');
    await page.type('#root #payee-name', 'Juan Dela Cruz');
    await page.type('#root #payee-number', '09170001111');
    await page.type('#root #payee-password', player.password);
    await shoot(page, 'payee-TY');
    await audit(page, 'payee TY');
    await page.click('#root form button.money-submit');
    await shown(page, '#root #pin-new');
    await page.type('#root #pin-new', '246810');
    await page.type('#root #pin-confirm', '246810');
    await page.type('#root #pin-password', player.password);
    await page.click('#root form button.money-submit');
    await shown(page, '#root #withdraw-amount');
    expect(await smallInputs(page)).toEqual([]);
    await page.type('#root #withdraw-amount', '300');
    await page.type('#root #withdraw-pin', '246810');
    await shoot(page, 'withdraw-TY');
    await audit(page, 'withdraw TY');
    const sent = proxy.passed.length;
    await page.click('#root form button.money-submit');
    await shown(page, '#root [data-withdraw-done]');
    await shoot(page, 'withdraw-done-TY');
    const afterWithdraw = await withdrawInfo();
    expect(afterWithdraw).toMatchObject({
      balance: afterDeposit.balance - 300,
      held: afterDeposit.held + 300,
    });
    expect(await shownMoney(page, '#root [data-withdrawable]')).toBe(afterWithdraw.balance);
    expect(await shownMoney(page, '#root [data-held]')).toBe(afterWithdraw.held);
    // One withdrawal call went out for one tap.
    expect(
      proxy.passed.slice(sent).filter((p) => p.method === 'POST' && p.path === '/wps/transaction/withdraw'),
    ).toHaveLength(1);
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('starts offline from the home-screen address with the cached screens and data, and replays no money call when the network returns', async () => {
    const page = await open('/m/login');
    await signIn(page, player.username, player.password);
    await atPath(page, '/m/home');
    await screenReady(page);
    await waitFor(page, 'the worker in control', () => navigator.serviceWorker?.controller !== null);
    // The latest news and popups come first on home: closed, as a player does, so the offline start below shows
    // home itself (the news once closed stays closed in this tab, spec's NOTICE_POP).
    await closeDialogs(page);
    // Home's pictures in view drawn before it is left, as a player who looked at home saw them: only those can be
    // there offline. The CI run of 2026-11-29 18:25 found 5 of home's pictures missing offline on WebKit; the journey
    // had left home as soon as the worker took control, without waiting for them (a picture still on its way when
    // the page is left is cancelled: never drawn, never kept).
    await waitFor(page, "home's pictures in view drawn", () =>
      [...document.querySelectorAll<HTMLImageElement>('#root img')]
        .filter((i) => {
          const r = i.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
        })
        .every((i) => !i.getAttribute('src') || (i.complete && i.naturalWidth > 0)),
    );
    // Seen online once: the game list's first page, and the withdraw form.
    await page.goto(`${proxy.url}/m/gameList?gameType=RNG`);
    await waitFor(
      page,
      'the games',
      () => document.querySelectorAll('#root .game-grid .game-tile').length > 0,
    );
    // Their pictures drawn, as a player who looked at them saw them.
    await waitFor(page, 'the pictures in view drawn', () =>
      [...document.querySelectorAll<HTMLImageElement>('#root .game-grid img')]
        .filter((i) => i.getBoundingClientRect().top < innerHeight)
        .every((i) => i.complete && i.naturalWidth > 0),
    );
    await page.goto(`${proxy.url}/m/withdraw`);
    await shown(page, '#root #withdraw-amount');
    const before = await withdrawInfo();
    await page.type('#root #withdraw-amount', '100');
    await page.type('#root #withdraw-pin', '246810');

    // The network goes (the origin refuses connections) with the form filled in: the tap fails, and says so.
    const cutAt = proxy.passed.length;
    await proxy.cut();
    await page.click('#root form button.money-submit');
    await waitFor(
      page,
      'the failure or the offline note',
      () =>
        !!document.querySelector('#root .money-failure[role=alert]') ||
        !!document.querySelector('#root [data-offline-notice]'),
    );
    await shoot(page, 'withdraw-offline-TY');
    expect(await page.run<boolean>(`!!document.querySelector('#root [data-withdraw-done]')`)).toBe(false);

    // A start from the home screen's address with no network: the worker's shell and screens, the kept data.
    await page.goto(`${proxy.url}/m/home`);
    await screenReady(page);
    await shown(page, '#root [data-testid="offline-banner"]');
    // Anything that still comes first on home is closed before home itself is looked at (audited while a dialog was
    // still coming in, its backdrop dimmed the text beneath it: a contrast failure on WebKit, 2026-11-29 20:35).
    await closeDialogs(page);
    // The pictures the player saw online are there (kept by the worker, those of the first visit included).
    expect(await undrawnPictures(page)).toEqual([]);
    await shoot(page, 'home-offline-TY');
    await audit(page, 'home offline TY');
    await page.goto(`${proxy.url}/m/gameList?gameType=RNG`);
    await waitFor(
      page,
      'the kept games',
      () => document.querySelectorAll('#root .game-grid .game-tile').length > 0,
    );
    expect(await undrawnPictures(page)).toEqual([]);
    await shoot(page, 'game-list-offline-TY');

    // The network is back: the app says so, and nothing it tried while cut reaches the server then or later.
    await proxy.restore();
    await page.goto(`${proxy.url}/m/home`);
    await screenReady(page);
    await waitFor(
      page,
      'the offline note gone',
      () => !document.querySelector('#root [data-testid="offline-banner"]'),
    );
    await new Promise((r) => setTimeout(r, 3000));
    const money = proxy.passed
      .slice(cutAt)
      .filter((p) => p.method !== 'GET' && /\/wps\/(transaction|deposit|withdraw)/.test(p.path));
    expect(money).toEqual([]);
    expect(await withdrawInfo()).toMatchObject({ balance: before.balance, held: before.held });
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("reads the message centre: the header's dot, the unread list, one message read", async () => {
    const page = await open('/m/login');
    await signIn(page, player.username, player.password);
    await atPath(page, '/m/home');
    await screenReady(page);
    // The latest news and popups come first on home, over the header.
    await closeDialogs(page);
    // The payee and the payment password each left a notice.
    await shown(page, '#root header.app-header [data-testid="unread-dot"]');
    await page.click('#root header.app-header button:has([data-testid="unread-dot"])');
    await atPath(page, '/m/webEmail');
    await shown(page, '#root .inbox-row.unread');
    const unread = await page.run<number>(`document.querySelectorAll('#root .inbox-row.unread').length`);
    expect(unread).toBeGreaterThanOrEqual(2);
    await shoot(page, 'messages-TY');
    await audit(page, 'messages TY');
    await page.click('#root .inbox-row.unread a.inbox-link');
    await shown(page, '#root [data-message-detail]');
    await shoot(page, 'message-TY');
    await audit(page, 'message TY');
    await page.goto(`${proxy.url}/m/webEmail`);
    await waitFor(
      page,
      'one message fewer unread',
      (n) => document.querySelectorAll('#root .inbox-row.unread').length === n - 1,
      unread,
    );
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("shows an agent's home with today's team counters as the server counts them", async () => {
    const page = await open('/m/login');
    const token = await signIn(page, 'agent', 'agent1234');
    await page.goto(`${proxy.url}/m/agent`);
    await waitFor(page, 'the counters', () => {
      const figures = [...document.querySelectorAll('#root [data-kpi] dd')];
      return figures.length === 4 && figures.every((d) => /^\d+$/.test(d.textContent ?? ''));
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    const counted = async () => {
      const shownCounts = await page.run<Record<string, number>>(
        script(() =>
          Object.fromEntries(
            [...document.querySelectorAll('#root [data-kpi]')].map((e) => [
              e.getAttribute('data-kpi'),
              Number(e.querySelector('dd')?.textContent),
            ]),
          ),
        ),
      );
      const { footer } = await api<{ footer: Record<string, number> }>(
        server.url,
        `/wps/agent/team/kpi?startDate=${today}&endDate=${today}&size=0`,
        token,
      );
      return { shownCounts, footer };
    };
    const { shownCounts, footer } = await counted();
    expect(Object.keys(shownCounts).sort()).toEqual(Object.keys(footer).sort());
    expect(shownCounts).toEqual(footer);
    await shoot(page, 'agent-home-TY');
    await audit(page, 'agent home TY');
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  /** A home-screen launch on an iPhone: Safari's `navigator.standalone`, as the page sees it from its start. */
  // An expression, so that `run` takes it as well as a preload does.
  const WEB_CLIP = `void Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true })`;
  // WebKitGTK has no navigator.standalone, and its W3C WebDriver runs no script before a page's own (no BiDi preload):
  // a launch from the home screen cannot be emulated there from the start. Its run checks a tab with an iPhone's user
  // agent, and defines navigator.standalone before the registration, which reads it when it is sent.
  const fromStart = name !== 'webkit';

  it(
    fromStart
      ? 'launched from the home screen: the web-app tags, Device OTHERS from the first call, registerMethod WEBCLIP, safe areas, 16 px fields, no vh heights'
      : 'in an iPhone tab: the web-app tags, Device MOBILE, registerMethod WEBCLIP, safe areas, 16 px fields, no vh heights (engine limit: no home-screen launch from the start, WebKitGTK has no navigator.standalone and its WebDriver no preload script)',
    async () => {
      const page = await engine.newPage({
        userAgent: IPHONE_UA,
        ...(fromStart ? { beforeStart: WEB_CLIP } : {}),
      });
      const sent = proxy.passed.length;
      await page.goto(`${proxy.url}/m/home`);
      await trapErrors(page);
      await screenReady(page);
      // The page is an iPhone's, however this engine's driver had to get there (ESR 140: a preference).
      expect(await page.run<string>(script(() => navigator.userAgent))).toBe(IPHONE_UA);

      // The tags an iPhone reads when the page is added to its home screen, and the icon they name.
      const tags = await page.run<Record<string, string | null>>(
        script(() => {
          const meta = (n: string) =>
            document.querySelector<HTMLMetaElement>(`meta[name="${n}"]`)?.content ?? null;
          return {
            touchIcon: document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href ?? null,
            capable: meta('apple-mobile-web-app-capable'),
            statusBar: meta('apple-mobile-web-app-status-bar-style'),
            title: meta('apple-mobile-web-app-title'),
            viewport: meta('viewport'),
            manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null,
          };
        }),
      );
      expect(tags).toMatchObject({ capable: 'yes', statusBar: 'black-translucent' });
      expect(tags.title).toBeTruthy();
      // Drawn under the status bar and the home indicator: env(safe-area-inset-*) is only non-zero with this.
      expect(tags.viewport).toContain('viewport-fit=cover');
      const icon = await fetch(new URL(new URL(tags.touchIcon!).pathname, server.url));
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
      const manifest = (await (
        await fetch(new URL(new URL(tags.manifest!).pathname, server.url))
      ).json()) as {
        display: string;
        start_url: string;
      };
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/m/home' });

      // From the home screen: no download bar, and the bottom menu's room for the home indicator.
      const standalone = await page.run<{ menu: boolean; downloadBar: boolean }>(
        script(() => ({
          menu: document.querySelector('#root nav.bottom-menu.standalone') !== null,
          downloadBar: document.querySelector('#root .download-bar') !== null,
        })),
      );
      expect(standalone).toEqual({ menu: fromStart, downloadBar: !fromStart });
      await shoot(page, fromStart ? 'home-screen-launch-TY' : 'iphone-tab-TY');

      // Safe areas, as this engine kept the rules: every bar pinned to the top keeps the status bar's inset, a
      // screen without the app header starts below it, and the bottom menu keeps the home indicator's.
      const kept = await keptDeclarations(page, [
        'position',
        'top',
        'bottom',
        'padding-top',
        'padding-bottom',
      ]);
      const has = (selector: string, property: string) =>
        kept.filter((d) => d.selector === selector && d.property === property);
      const insetTop = kept.filter(
        (d) => d.property === 'padding-top' && d.value.includes('safe-area-inset-top'),
      );
      const pinnedTop = kept
        .filter((d) => d.property === 'position' && /^(sticky|fixed)$/.test(d.value))
        .filter((d) => has(d.selector, 'top').some((t) => /^0(px)?$/.test(t.value)))
        .filter((d) => has(d.selector, 'bottom').length === 0)
        .map((d) => d.selector);
      expect(pinnedTop.length).toBeGreaterThan(0);
      for (const selector of pinnedTop) {
        const bar = /\.[\w-]+$/.exec(selector)?.[0] ?? selector;
        expect(
          insetTop.some((d) => d.selector.includes(bar)),
          `${selector} keeps the top inset`,
        ).toBe(true);
      }
      expect(insetTop.some((d) => d.selector === '.screen.no-header')).toBe(true);
      expect(
        kept.some(
          (d) =>
            d.selector === '.bottom-menu.standalone' &&
            d.property === 'padding-bottom' &&
            d.value.includes('safe-area-inset-bottom'),
        ),
      ).toBe(true);
      // No height this engine will use is in vh, the viewport without Safari's bars: it jumps as they come and go.
      const heights = await keptDeclarations(page, ['height', 'min-height', 'max-height']);
      expect(heights.filter((d) => /\d(\.\d+)?vh\b/.test(d.value))).toEqual([]);

      // A registration from the home screen says so. In WebKit, navigator.standalone is defined once the register
      // screen is there: the app reads it when the registration is sent.
      await page.goto(`${proxy.url}/m/register`);
      if (!fromStart) {
        await trapErrors(page);
        await page.run(WEB_CLIP);
      }
      await shown(page, '#root #register-username');
      // Fields at 16 px or more: iOS zooms the page into a smaller one and leaves it zoomed.
      expect(await smallInputs(page)).toEqual([]);
      const username = `h${name}01`;
      await page.type('#root #register-username', username);
      await page.type('#root #register-password', 'journey123');
      await page.type('#root #register-confirmPassword', 'journey123');
      await page.click('#root #register-age');
      await page.click('#root form button[type=submit]');
      await atPath(page, '/m/home');
      const res = await fetch(`${server.url}/ops/accounts/${username}`, {
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      });
      expect(((await res.json()) as { value: { registerMethod: string } }).value.registerMethod).toBe(
        'WEBCLIP',
      );
      // Every platform call from the start (the register settings, the registration, home's): Device OTHERS from the
      // home screen, MOBILE in a tab.
      const calls = proxy.passed.slice(sent).filter((p) => p.path.startsWith('/wps/'));
      expect(calls.filter((p) => p.method === 'PUT').map((p) => p.path)).toContain('/wps/member/register');
      expect(new Set(calls.map((p) => p.device))).toEqual(new Set([fromStart ? 'OTHERS' : 'MOBILE']));
      await page.goto(`${proxy.url}/m/login`);
      await shown(page, '#root #login-username');
      expect(await smallInputs(page)).toEqual([]);
      expect(await pageErrors(page)).toEqual([]);
      await page.close();
    },
  );

  it("meets axe-core in English on the journeys' screens too", async () => {
    /** A fresh page in English (picked in the header's menu, as a player does). */
    const english = async () => {
      const fresh = await open('/m/home');
      await screenReady(fresh);
      await closeDialogs(fresh);
      await chooseLanguage(fresh, 'English');
      return fresh;
    };
    let page = await english();
    /** Each screen, and what shows once its data is in. */
    const visit = async (path: string, ready: string, screen: string) => {
      await page.goto(`${proxy.url}${path}`);
      await shown(page, ready);
      await audit(page, `${screen} EN`);
      await shoot(page, `${screen.replace(/\s+/g, '-')}-EN`);
    };
    await visit('/m/login', '#root #login-username', 'login');
    await visit('/m/register', '#root #register-username', 'register');
    await signIn(page, player.username, player.password);
    await atPath(page, '/m/home');
    await visit('/m/gameList?gameType=RNG', '#root .game-grid .game-tile', 'game list');
    await visit('/m/voucherCenter', '#root .money-chips', 'deposit');
    await visit('/m/withdraw', '#root #withdraw-amount', 'withdraw');
    await visit('/m/webEmail', '#root .inbox-row', 'messages');
    const first = await page.run<string>(
      script(() => document.querySelector<HTMLElement>('#root .inbox-row')!.dataset.message!),
    );
    await visit(`/m/webEmail?id=${first}`, '#root [data-message-detail]', 'message');
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
    page = await english();
    await signIn(page, 'agent', 'agent1234');
    await visit('/m/agent', '#root [data-kpi] dd', 'agent home');
    expect(await pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('meets axe-core with no serious or critical violation on every journey screen', () => {
    const found = violations.filter((v) => v.found.length > 0);
    expect(found).toEqual([]);
    // Every journey's screens in Tagalog, and again in English.
    const languages = new Set(violations.map((v) => v.screen.split(' ').at(-1)));
    expect(languages).toEqual(new Set(['TY', 'EN']));
    expect(violations.length).toBeGreaterThanOrEqual(20);
  });
});
