import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { loginThroughClient, seedSession, shellContext } from './app';

// The first-deposit bubble of the bottom menu covers nothing (issue 67): on the screens with the bottom menu where a
// player meets it, at the narrowest and widest phones the layout is made for, it lies inside the menu bar, clear of
// every other entry and of its own label, so nothing that scrolls beneath the bar and nothing of the bar is hidden.

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const SCREENS = [
  '/m/home',
  '/m/withdraw',
  '/m/help',
  '/m/mine',
  '/m/inviteFriends',
  '/m/gameList?gameType=RNG',
];
const WIDTHS = [320, 390, 430];

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the first-deposit bubble', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const width of WIDTHS)
    it(`lies inside the bottom menu, clear of every entry's icon and label, at ${width} px`, async () => {
      const { session } = await loginThroughClient(server.url, 'player1', 'player1234');
      const context = await shellContext(browser);
      await seedSession(context, session);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 844 });
      const errors = collectErrors(page);
      for (const path of SCREENS) {
        await page.goto(`${server.url}${path}`);
        const bubble = page.locator('#root .bottom-menu .bubble');
        await bubble.waitFor();
        const boxes = await page.evaluate(() => {
          const box = (el: Element): Box => {
            const r = el.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
          };
          const menu = document.querySelector('#root .bottom-menu')!;
          const bubbleEl = menu.querySelector('.bubble')!;
          const parts = [...menu.querySelectorAll('li')].flatMap((li) =>
            li.classList.contains('deposit')
              ? [...li.querySelectorAll('.label')]
              : [...li.querySelectorAll('svg, .label')],
          );
          return { menu: box(menu), bubble: box(bubbleEl), parts: parts.map(box), viewport: innerWidth };
        });
        const { menu, bubble: b, parts, viewport } = boxes;
        // Inside the bar (half a pixel for rounding), and on screen.
        expect([path, b.top >= menu.top - 0.5 && b.bottom <= menu.bottom + 0.5]).toEqual([path, true]);
        expect([path, b.left >= 0 && b.right <= viewport]).toEqual([path, true]);
        // Over no other entry's icon or label, nor its own label.
        expect([path, parts.filter((p) => overlaps(b, p)).length]).toEqual([path, 0]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
});
