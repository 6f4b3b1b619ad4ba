import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { freePort } from '../../scripts/cluster';
import { PHONE, webkitMiniBrowser, type Engine, type EnginePage, type PageOptions } from './engine';

/**
 * WebKit (WebKitGTK, the engine of iPhone home-screen launches) through W3C WebDriver: WebKitWebDriver under a
 * virtual display drives MiniBrowser. The protocol is a handful of JSON calls over HTTP (w3.org/TR/webdriver2), sent
 * here with fetch: the npm clients bring driver downloaders (geckodriver, edgedriver) that cannot run on this network.
 * One session per driver at a time, so each page gets a driver of its own.
 * Limits of this engine here (docs/engines.md): the window is at least 447 px wide, plain WebDriver gives no hook for
 * page errors (journey.ts collects them in the page) and cannot cut the network (the journeys close a proxy instead).
 */

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** One W3C WebDriver call; a failure answers `{ value: { error, message } }`. */
async function command<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { value: T & { error?: string; message?: string } };
  if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
  return answer.value;
}

/** WebKitGTK's version as Debian's package has it (its driver and MiniBrowser print none). */
function webkitVersion(): string {
  const found = spawnSync('dpkg-query', ['-W', '-f', '${Version}', 'libwebkit2gtk-4.1-0'], {
    encoding: 'utf8',
  });
  return `WebKitGTK ${found.stdout?.trim() || 'unknown'}`;
}

export async function launchWebkit(): Promise<Engine> {
  const drivers = new Set<ChildProcess>();
  const kill = (driver: ChildProcess) => {
    // xvfb-run, its Xvfb and the driver: the whole group.
    if (driver.pid && driver.exitCode === null) process.kill(-driver.pid, 'SIGTERM');
  };
  return {
    name: 'webkit',
    version: webkitVersion(),
    runsBeforeStart: false,
    async newPage(options: PageOptions = {}) {
      if (options.beforeStart) throw new Error("webkit: WebDriver runs no script before the page's own");
      const port = await freePort();
      const driver = spawn(
        'xvfb-run',
        ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'],
        { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
      );
      drivers.add(driver);
      let log = '';
      driver.stderr?.on('data', (d: Buffer) => (log += d.toString()));
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 20_000;
      for (;;) {
        try {
          if ((await fetch(`${base}/status`)).ok) break;
        } catch {
          // Not listening yet.
        }
        if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start: ${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const args = ['--automation', ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : [])];
      const { sessionId } = await command<{ sessionId: string }>(base, 'POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: webkitMiniBrowser(), args },
          },
        },
      });
      const session = `/session/${sessionId}`;
      const call = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
        command<T>(base, method, `${session}${path}`, body);
      // As close to a phone as the window goes: WebKitGTK keeps it at least 447 px wide.
      await call('POST', '/window/rect', { x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      const [width, height] = await call<[number, number]>('POST', '/execute/sync', {
        script: 'return [innerWidth, innerHeight]',
        args: [],
      });
      const find = async (selector: string) =>
        (await call<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector }))[
          ELEMENT
        ]!;
      // A real tap on what a player would see: the element brought to the middle of the screen first. WebDriver's
      // own scrolling puts it at the bottom edge, under the fixed bottom menu, and the click lands on the menu.
      const tap = async (id: string) => {
        await call('POST', '/execute/sync', {
          script: 'arguments[0].scrollIntoView({ block: "center", inline: "nearest" })',
          args: [{ [ELEMENT]: id }],
        });
        await call('POST', `/element/${id}/click`, {});
      };
      const page: EnginePage = {
        engine: 'webkit',
        goto: async (url) => {
          await call('POST', '/url', { url });
        },
        url: () => call<string>('GET', '/url'),
        run: async <T>(expression: string) => {
          const answer = await call<{ value?: T; error?: string }>('POST', '/execute/async', {
            script: `const done = arguments[arguments.length - 1];
              Promise.resolve().then(() => (${expression})).then(
                (value) => done({ value: value === undefined ? null : value }),
                (err) => done({ error: String((err && err.stack) || err) }));`,
            args: [],
          });
          if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`);
          return answer.value as T;
        },
        click: async (selector) => {
          await tap(await find(selector));
        },
        select: async (selector, value) => {
          // WebDriver picks an option by clicking it (w3.org/TR/webdriver2 "Element Click" on an option).
          await call('POST', `/element/${await find(`${selector} option[value="${value}"]`)}/click`, {});
        },
        clickInFrame: async (frameSelector, selector) => {
          const deadline = Date.now() + 20_000;
          // The frame comes once the page has the game's address; then its button once the game has loaded.
          let frame: string | undefined;
          while (!(frame = await find(frameSelector).catch(() => undefined))) {
            if (Date.now() > deadline) throw new Error(`webkit: no ${frameSelector}`);
            await new Promise((r) => setTimeout(r, 150));
          }
          await call('POST', '/frame', { id: { [ELEMENT]: frame } });
          try {
            for (;;) {
              const target = await find(`${selector}:not([disabled])`).catch(() => undefined);
              if (target) {
                await tap(target);
                return;
              }
              if (Date.now() > deadline)
                throw new Error(`webkit: no enabled ${selector} in ${frameSelector}`);
              await new Promise((r) => setTimeout(r, 150));
            }
          } finally {
            await call('POST', '/frame/parent', {});
          }
        },
        type: async (selector, text) => {
          // Focus, select what is there and type over it (Backspace first): WebDriver's own clear sets the value
          // without the input events a page's script follows.
          const id = await find(selector);
          await tap(id);
          await call('POST', '/execute/sync', {
            script: 'arguments[0].select()',
            args: [{ [ELEMENT]: id }],
          });
          text = `\uE003${text}`;
          // WebDriver's Enter key is U+E007; a typed "\n" would be a character.
          await call('POST', `/element/${id}/value`, { text: text.replaceAll('\n', '\uE007') });
        },
        screenshot: async (path) => {
          writeFileSync(path, Buffer.from(await call<string>('GET', '/screenshot'), 'base64'));
        },
        viewport: () => ({ width, height }),
        close: async () => {
          await call('DELETE', '').catch(() => undefined);
          const exited = new Promise((done) => driver.once('exit', done));
          kill(driver);
          await exited;
          drivers.delete(driver);
        },
      };
      return page;
    },
    async close() {
      for (const d of drivers) kill(d);
    },
  };
}
