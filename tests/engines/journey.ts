import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { launchChromium } from './chromium';
import { script, type Engine, type EngineName, type EnginePage } from './engine';
import { launchFirefox } from './firefox';
import { launchWebkit } from './webkit';

/** The journeys' steps, built only on what every engine's page does (engine.ts). */

export function launch(name: EngineName): Promise<Engine> {
  if (name === 'chromium') return launchChromium();
  if (name === 'firefox') return launchFirefox();
  return launchWebkit();
}

/** Polls `fn(...args)` in the page until it answers something truthy; answers that. */
export async function waitFor<A extends unknown[], T>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => T,
  ...args: A
): Promise<Awaited<T>> {
  const deadline = Date.now() + 20_000;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.run<Awaited<T>>(script(fn, ...args));
      if (value) return value;
    } catch (err) {
      // A navigation in progress, or an answer not there yet: try again.
      last = err;
    }
    if (Date.now() > deadline) {
      const shot = `timeout-${what.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}`;
      await shoot(page, shot).catch(() => undefined);
      throw new Error(
        `${page.engine}: waited 20 s for ${what}${last ? ` (${String(last)})` : ''}; see .tmp/shots/engines/${page.engine}/${shot}.png`,
      );
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Waits for an element that is shown: it has a box, is visible and is not inert. The app renders its first screen
 * under the server's drawing, in a root kept `visibility: hidden` until the drawing goes (src/start.ts, shell.css);
 * a field there has a box but is not yet one a player (or WebKit's driver: "element not interactable") can tap.
 */
export function shown(page: EnginePage, selector: string): Promise<boolean> {
  return waitFor(
    page,
    `${selector} shown`,
    (s) => {
      const el = document.querySelector<HTMLElement>(s);
      return (
        !!el &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility === 'visible' &&
        !el.closest('[inert]')
      );
    },
    selector,
  );
}

/** Waits until the routed screen (or a gate) has rendered its heading, form or section in the app's own root. */
export function screenReady(page: EnginePage): Promise<boolean> {
  return shown(page, '#root main#main :is(h1, form, section)');
}

/** Closes whatever dialog is open (the latest news, a popup) with its own close button, as a player would. */
export async function closeDialogs(page: EnginePage): Promise<void> {
  const mark = script(() => {
    const close = document.querySelector<HTMLElement>('#root [role=dialog] .dialog-close');
    if (!close || close.getClientRects().length === 0) return false;
    // A popup still growing in (its 0.2 s entry starts transparent) is not yet one WebKit's driver will tap: "element
    // not interactable" under load. It is tapped once its entry has finished, as a player would.
    const backdrop = close.closest('.dialog-backdrop') ?? close;
    const entering = backdrop
      .getAnimations({ subtree: true })
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    if (entering) return false;
    close.setAttribute('data-journey', 'close-dialog');
    return true;
  });
  // One dialog at a time (src/stores/dialogTurns.ts): the next comes a moment after the last one closes.
  for (let i = 0; i < 6; i++) {
    let open = await page.run<boolean>(mark);
    if (!open) {
      await new Promise((r) => setTimeout(r, 1200));
      open = await page.run<boolean>(mark);
    }
    if (!open) return;
    try {
      await page.click('[data-journey="close-dialog"]');
    } catch (error) {
      // The next dialog of the turns (src/stores/dialogTurns.ts) arriving over this one between the mark and the tap:
      // WebKit's driver then refuses the tap ("element click intercepted"). A player taps again; so does the loop.
      if (!String(error).includes('intercepted')) throw error;
      continue;
    }
    await waitFor(page, 'the dialog closed', () => !document.querySelector('[data-journey="close-dialog"]'));
  }
}

/** The page's path and query now. */
export async function pathOf(page: EnginePage): Promise<string> {
  const u = new URL(await page.url());
  return `${u.pathname}${u.search}`;
}

/** Waits until the page's path is `path`. */
export function atPath(page: EnginePage, path: string): Promise<boolean> {
  return waitFor(page, `the path ${path}`, (p) => location.pathname === p, path);
}

/**
 * Clicks (a real click) the first shown button, link, tab or label inside `scope` whose text is `text`: marked in the
 * page, then clicked by the engine's own driver.
 */
export async function clickText(page: EnginePage, text: string, scope = 'body'): Promise<void> {
  const mark = `j${Math.random().toString(36).slice(2, 10)}`;
  await waitFor(
    page,
    `"${text}" to click`,
    (t, s, m) => {
      const candidates = document.querySelectorAll<HTMLElement>(
        `${s} :is(button, a, [role=tab], [role=button], [role=menuitemradio], label, summary)`,
      );
      for (const el of candidates) {
        const own = (el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
        if (
          (own === t || el.getAttribute('aria-label') === t) &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility === 'visible' &&
          !el.closest('[inert]')
        ) {
          el.setAttribute('data-journey', m);
          return true;
        }
      }
      return false;
    },
    text,
    scope,
    mark,
  );
  await page.click(`[data-journey="${mark}"]`);
}

/** Records the page's uncaught errors and rejections in the page (WebDriver has no hook for them). */
export function trapErrors(page: EnginePage): Promise<void> {
  return page.run(
    script(() => {
      const w = window as unknown as { __journeyErrors?: string[] };
      if (w.__journeyErrors) return;
      const errors: string[] = [];
      w.__journeyErrors = errors;
      addEventListener('error', (e) => errors.push(String(e.message)));
      addEventListener('unhandledrejection', (e) => errors.push(String(e.reason)));
    }),
  );
}

/** What trapErrors recorded since this document loaded. */
export function pageErrors(page: EnginePage): Promise<string[]> {
  return page.run(script(() => (window as unknown as { __journeyErrors?: string[] }).__journeyErrors ?? []));
}

/** A screenshot for a person to look at: .tmp/shots/engines/<engine>/<name>.png (not committed). */
export async function shoot(page: EnginePage, name: string): Promise<void> {
  const dir = resolve(`.tmp/shots/engines/${page.engine}`);
  mkdirSync(dir, { recursive: true });
  await page.screenshot(`${dir}/${name}.png`);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe-core finding, as a journey reports it. */
export interface Violation {
  id: string;
  impact: string;
  targets: string[];
}

/**
 * axe-core (the npm package) on the page as it is now: the serious and critical violations of WCAG 2.x A and AA and
 * axe's best practices. Each engine runs it in its own page.
 */
export async function seriousViolations(page: EnginePage): Promise<Violation[]> {
  // A screen fading in is partly transparent: its colours would be judged mid-way. Endless animations (the ticker)
  // are part of the screen as it stays.
  await waitFor(page, 'the screen settled', () =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const loaded = await page.run<boolean>('typeof window.axe === "object"');
  if (!loaded) await page.run(`(() => { ${AXE_SOURCE}\n; return true; })()`);
  return page.run<Violation[]>(
    script(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } })
        .axe;
      interface AxeResult {
        violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
      }
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact!,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
    }),
  );
}

/** One declaration as this engine kept it in the app's style sheets. */
export interface KeptDeclaration {
  selector: string;
  property: string;
  value: string;
}

/**
 * The declarations of `properties` this engine kept from the page's style sheets (media and supports blocks
 * included). Where a rule declares a property twice (a `vh` fallback, then `dvh`), an engine keeps the last one it
 * understands, so this reads what the engine will use, not what the file says.
 */
export function keptDeclarations(page: EnginePage, properties: string[]): Promise<KeptDeclaration[]> {
  return page.run(
    script((props: string[]) => {
      const found: { selector: string; property: string; value: string }[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const property of props) {
              const value = rule.style.getPropertyValue(property);
              if (value) found.push({ selector: rule.selectorText, property, value });
            }
          }
          if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules)
            walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) {
        try {
          walk(sheet.cssRules);
        } catch {
          // Another origin's sheet: not the app's.
        }
      }
      return found;
    }, properties),
  );
}

/**
 * Shown form fields whose text is under 16 px: focusing one makes iOS zoom the page (and it stays zoomed). Answers
 * them as `id or name: size`.
 */
export function smallInputs(page: EnginePage): Promise<string[]> {
  return page.run(
    script(() =>
      [...document.querySelectorAll<HTMLElement>('#root input, #root select, #root textarea')]
        .filter((el) => el.getClientRects().length > 0 && (el as HTMLInputElement).type !== 'checkbox')
        .filter((el) => (el as HTMLInputElement).type !== 'radio')
        .map((el) => ({ el, size: parseFloat(getComputedStyle(el).fontSize) }))
        .filter(({ size }) => size < 16)
        .map(({ el, size }) => `${el.id || el.getAttribute('name') || el.tagName}: ${size}px`),
    ),
  );
}

/**
 * The pictures in the viewport that did not draw, once every one of them has finished loading (a broken-image glyph,
 * or a picture the app gave up on, src/ui/Img.tsx): their addresses.
 */
export async function undrawnPictures(page: EnginePage): Promise<string[]> {
  await waitFor(page, 'the pictures in view loaded or failed', () =>
    [...document.images].every((i) => !i.getAttribute('src') || i.complete),
  );
  return page.run<string[]>(
    script(() => {
      const inView = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
      };
      return (
        [...document.images]
          .filter(inView)
          .filter(
            (i) =>
              i.classList.contains('img-failed') ||
              (i.getAttribute('src') !== null && i.complete && i.naturalWidth === 0),
          )
          // A failed picture has lost its address (LazyImage, Img): named by its alt text or its tile's, for the log.
          .map(
            (i) =>
              i.getAttribute('src') ??
              `${i.className}: ${i.alt || (i.closest('button, a, li, section')?.textContent ?? '').trim().slice(0, 40)}`,
          )
      );
    }),
  );
}
