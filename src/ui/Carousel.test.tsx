import { act, fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { messages } from '../i18n/locales/en';
import {
  Carousel,
  CAROUSEL_LIVE_AFTER_MS,
  CAROUSEL_SPEED_MS,
  LONG_PRESS_MS,
  SWIPE_SHARE,
  TAP_SLOP_PX,
} from './Carousel';
import type { SlidesControl, SlidesOptions } from './swiper';

// swiper itself measures the page (jsdom lays nothing out): it runs in the end-to-end test of home's banners
// (tests/e2e/games.e2e.ts). Here the carousel's side of the door: what it renders before swiper, when it asks for
// it, with which options, and what it tells it.
const started: { container: HTMLElement; options: SlidesOptions; control: SlidesControl }[] = [];
vi.mock('./swiper', () => ({
  startSlides: (container: HTMLElement, options: SlidesOptions) => {
    const control = { goTo: vi.fn(), hold: vi.fn(), destroy: vi.fn() };
    started.push({ container, options, control });
    return control;
  },
}));

const AUTOPLAY = 5000;
const ITEMS = ['one', 'two', 'three'];

function show(
  items = ITEMS,
  props: { vertical?: boolean; onTap?: (item: string) => void; paused?: boolean } = {},
) {
  const ui = (list: string[], paused = props.paused) => (
    <I18nProvider i18n={i18n}>
      <Carousel
        items={list}
        itemKey={(item) => item}
        autoplayMs={AUTOPLAY}
        pagination
        paused={paused}
        vertical={props.vertical}
        renderItem={(item) => (
          <button type="button" onClick={() => props.onTap?.(item)}>
            {item}
          </button>
        )}
      />
    </I18nProvider>
  );
  const view = render(ui(items));
  return {
    ...view,
    showAgain: (list: string[]) => view.rerender(ui(list)),
    pause: (paused: boolean) => view.rerender(ui(items, paused)),
  };
}

const slides = (container: HTMLElement) =>
  [...container.querySelectorAll('.carousel-slide')].map((s) => s.textContent);
const currentBullet = (container: HTMLElement) =>
  [...container.querySelectorAll('.carousel-bullet')].findIndex(
    (b) => b.getAttribute('aria-current') === 'true',
  );

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    started.length = 0;
    i18n.load('en', messages);
    i18n.activate('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a still of its first item in swiper markup until the screen has settled, then hands every item to swiper', async () => {
    const { container } = show();
    expect(slides(container)).toEqual(['one']);
    expect(container.querySelector('.swiper > .swiper-wrapper > .swiper-slide')).not.toBeNull();
    expect(currentBullet(container)).toBe(0);
    await wait(CAROUSEL_LIVE_AFTER_MS - 100);
    expect(started).toHaveLength(0);
    await wait(200);
    expect(slides(container)).toEqual(ITEMS);
    expect(started).toHaveLength(1);
    const { container: given, options } = started[0]!;
    expect(given).toBe(container.querySelector('.swiper'));
    expect(options).toMatchObject({
      vertical: false,
      speedMs: CAROUSEL_SPEED_MS,
      autoplayMs: AUTOPLAY,
      initialIndex: 0,
      swipeShare: SWIPE_SHARE,
      tapSlopPx: TAP_SLOP_PX,
      drag: true,
    });
    // The first move is due AUTOPLAY after the first paint, not after swiper's arrival.
    expect(options.firstMoveInMs).toBeGreaterThan(AUTOPLAY - CAROUSEL_LIVE_AFTER_MS - 300);
    expect(options.firstMoveInMs).toBeLessThanOrEqual(AUTOPLAY - CAROUSEL_LIVE_AFTER_MS);
  });

  it("follows swiper's item in its bullets, which are labelled buttons that move swiper", async () => {
    const { container, getByRole } = show();
    await wait(CAROUSEL_LIVE_AFTER_MS + 100);
    const { options, control } = started[0]!;
    act(() => options.onChange(2));
    expect(currentBullet(container)).toBe(2);
    fireEvent.click(getByRole('button', { name: 'Show item 2 of 3' }));
    expect(control.goTo).toHaveBeenCalledWith(1);
  });

  it('asks for swiper at once for a bullet tapped on the still, starting at that item', async () => {
    const { container, getByRole } = show();
    fireEvent.click(getByRole('button', { name: 'Show item 3 of 3' }));
    await wait(0);
    expect(currentBullet(container)).toBe(2);
    expect(started[0]?.options.initialIndex).toBe(2);
  });

  it('does not count a long press as a tap, and a short one is the item’s own', async () => {
    const tapped: string[] = [];
    const { getByText } = show(ITEMS, { onTap: (item) => tapped.push(item) });
    const item = getByText('one');
    fireEvent.pointerDown(item);
    await wait(LONG_PRESS_MS + 50);
    fireEvent.pointerUp(item);
    fireEvent.click(item);
    expect(tapped).toEqual([]);
    fireEvent.pointerDown(item);
    await wait(100);
    fireEvent.pointerUp(item);
    fireEvent.click(item);
    expect(tapped).toEqual(['one']);
  });

  it('holds the autoplay while the keyboard is in it, not for the focus a tap gives', async () => {
    const { getByText, getByRole } = show();
    await wait(CAROUSEL_LIVE_AFTER_MS + 100);
    const { control } = started[0]!;
    const item = getByText('one');
    fireEvent.pointerDown(item);
    fireEvent.focus(item);
    expect(control.hold).not.toHaveBeenCalledWith(true);
    fireEvent.pointerUp(item);
    fireEvent.blur(item);
    fireEvent.focus(getByRole('button', { name: 'Show item 2 of 3' }));
    expect(control.hold).toHaveBeenLastCalledWith(true);
    fireEvent.blur(getByRole('button', { name: 'Show item 2 of 3' }));
    expect(control.hold).toHaveBeenLastCalledWith(false);
  });

  it('stays a still while paused (its screen kept behind another), and counts again from when it is shown', async () => {
    const { pause, container } = show(ITEMS, { paused: true });
    await wait(CAROUSEL_LIVE_AFTER_MS * 3);
    expect(started).toHaveLength(0);
    expect(slides(container)).toEqual(['one']);
    act(() => pause(false));
    await wait(CAROUSEL_LIVE_AFTER_MS - 100);
    expect(started).toHaveLength(0);
    // Kept again before it went live, then shown: the count starts over.
    act(() => pause(true));
    await wait(200);
    act(() => pause(false));
    await wait(CAROUSEL_LIVE_AFTER_MS - 100);
    expect(started).toHaveLength(0);
    await wait(200);
    expect(started).toHaveLength(1);
    // The first move is due a whole autoplay delay after it was shown.
    expect(started[0]!.options.firstMoveInMs).toBeGreaterThan(AUTOPLAY - CAROUSEL_LIVE_AFTER_MS - 300);
    expect(started[0]!.options.firstMoveInMs).toBeLessThanOrEqual(AUTOPLAY - CAROUSEL_LIVE_AFTER_MS);
  });

  it('holds the autoplay while paused (its screen kept behind another), whatever the keyboard does', async () => {
    const { pause, getByRole } = show(ITEMS);
    await wait(CAROUSEL_LIVE_AFTER_MS + 100);
    const { control } = started[0]!;
    act(() => pause(true));
    expect(control.hold).toHaveBeenLastCalledWith(true);
    act(() => pause(false));
    expect(control.hold).toHaveBeenLastCalledWith(false);
    const bullet = getByRole('button', { name: 'Show item 2 of 3' });
    fireEvent.focus(bullet);
    act(() => pause(true));
    fireEvent.blur(bullet);
    // The keyboard left, but the screen is kept: still held.
    expect(control.hold).toHaveBeenLastCalledWith(true);
    act(() => pause(false));
    expect(control.hold).toHaveBeenLastCalledWith(false);
  });

  it('gives swiper no autoplay for people who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    show();
    await wait(CAROUSEL_LIVE_AFTER_MS + 100);
    expect(started[0]?.options.autoplayMs).toBeNull();
  });

  it('shows a single item still, with no bullets and no swiper', async () => {
    const { container } = show(['only']);
    await wait(AUTOPLAY * 2);
    expect(slides(container)).toEqual(['only']);
    expect(container.querySelectorAll('.carousel-bullet')).toHaveLength(0);
    expect(started).toHaveLength(0);
  });

  it('leaves the vertical ticker’s drags to the page', async () => {
    show(ITEMS, { vertical: true });
    await wait(CAROUSEL_LIVE_AFTER_MS + 100);
    expect(started[0]?.options).toMatchObject({ vertical: true, drag: false });
  });

  it('starts again for new items, letting go of the swiper that moved the old ones', async () => {
    const { container, showAgain } = show();
    await wait(CAROUSEL_LIVE_AFTER_MS + 100);
    const first = started[0]!;
    showAgain(['four', 'five']);
    expect(first.control.destroy).toHaveBeenCalled();
    expect(slides(container)).toEqual(['four']);
    await wait(CAROUSEL_LIVE_AFTER_MS + 100);
    expect(started).toHaveLength(2);
    expect(slides(container)).toEqual(['four', 'five']);
  });
});
