import { act, fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { messages } from '../i18n/locales/en';
import { Carousel, CAROUSEL_LIVE_AFTER_MS, CAROUSEL_SPEED_MS } from './Carousel';

const AUTOPLAY = 5000;
const FRAME = 200;
const STEP = 50;

// jsdom has no PointerEvent: without one, the pointer events Testing Library fires carry no position or pointer id.
if (typeof window.PointerEvent !== 'function') {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
}
const ITEMS = ['one', 'two', 'three'];

function show(items = ITEMS, props: { vertical?: boolean; onTap?: (item: string) => void } = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <Carousel
        items={items}
        itemKey={(item) => item}
        autoplayMs={AUTOPLAY}
        pagination
        vertical={props.vertical}
        renderItem={(item) => (
          <button type="button" onClick={() => props.onTap?.(item)}>
            {item}
          </button>
        )}
      />
    </I18nProvider>,
  );
}

/** The text of each slide in track order, with a mark on the ones that cannot be reached. */
const slides = (container: HTMLElement) =>
  [...container.querySelectorAll('.carousel-slide')].map((s) =>
    s.hasAttribute('inert') ? `(${s.textContent})` : s.textContent,
  );
const currentBullet = (container: HTMLElement) =>
  [...container.querySelectorAll('.carousel-bullet')].findIndex(
    (b) => b.getAttribute('aria-current') === 'true',
  );
const track = (container: HTMLElement) => container.querySelector<HTMLElement>('.carousel-track')!;

/** Lets time pass a frame at a time, so each render's effects run before the next timer (as in a browser). */
async function wait(ms: number) {
  for (let left = ms; left >= 0; left -= STEP)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(STEP, Math.max(left, 0)));
    });
}

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    i18n.load('en', messages as never);
    i18n.activate('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a still of its first item until the screen has settled, then carries the others with a copy at each end', async () => {
    const { container } = show();
    expect(slides(container)).toEqual(['one']);
    expect(currentBullet(container)).toBe(0);
    // No style attribute in the still: the server draws it under a policy without inline styles.
    expect(track(container).hasAttribute('style')).toBe(false);
    await wait(CAROUSEL_LIVE_AFTER_MS);
    // The other slides join at once, so the track has its shape, and are filled one a task, not in one render.
    expect(slides(container)).toHaveLength(5);
    expect(slides(container)).toContain('()');
    expect(slides(container)[1]).toBe('one');
    await wait(5 * FRAME);
    expect(slides(container)).toEqual(['(three)', 'one', '(two)', '(three)', '(one)']);
    // The first item stays where it was: the track now starts one item further left.
    expect(track(container).style.transform).toBe('translateX(calc(-100% + 0px))');
  });

  it('moves on autoplayMs after its first paint, and loops from the last item to the first going forward', async () => {
    const { container } = show();
    // (Effects run a frame after the render: Preact's fallback without animation frames is 100 ms.)
    await wait(AUTOPLAY + FRAME);
    expect(currentBullet(container)).toBe(1);
    expect(slides(container)).toEqual(['(three)', '(one)', 'two', '(three)', '(one)']);
    expect(track(container).style.transitionDuration).toBe(`${CAROUSEL_SPEED_MS}ms`);
    await wait(AUTOPLAY);
    expect(currentBullet(container)).toBe(2);
    await wait(AUTOPLAY);
    // The copy of the first item slid in; once the move has run, the track jumps to the real one unseen.
    expect(track(container).style.transform).toBe('translateX(calc(-400% + 0px))');
    await wait(CAROUSEL_SPEED_MS);
    expect(track(container).style.transform).toBe('translateX(calc(-100% + 0px))');
    expect(track(container).style.transitionDuration).toBe('0ms');
    expect(currentBullet(container)).toBe(0);
  });

  it('goes to an item from its bullet, which is a labelled button', async () => {
    const { container, getByRole } = show();
    fireEvent.click(getByRole('button', { name: 'Show item 3 of 3' }));
    await wait(0);
    expect(currentBullet(container)).toBe(2);
    expect(slides(container)).toEqual(['(three)', '(one)', '(two)', 'three', '(one)']);
  });

  it('follows a sideways drag, moves on past a fifth of its width, and does not count the drag as a tap', async () => {
    const tapped: string[] = [];
    const { container, getByText } = show(ITEMS, { onTap: (item) => tapped.push(item) });
    const viewport = container.querySelector<HTMLElement>('.carousel')!;
    Object.defineProperty(viewport, 'clientWidth', { value: 300 });
    const item = getByText('one');
    fireEvent.pointerDown(item, { pointerId: 1, clientX: 200 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 150 });
    await wait(0);
    expect(track(container).style.transform).toBe('translateX(calc(-100% + -50px))');
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 120 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 120 });
    fireEvent.click(item);
    await wait(0);
    expect(currentBullet(container)).toBe(1);
    expect(tapped).toEqual([]);
    // A short drag springs back; a tap is the item's own.
    const next = getByText('two');
    fireEvent.pointerDown(next, { pointerId: 2, clientX: 200 });
    fireEvent.pointerMove(next, { pointerId: 2, clientX: 170 });
    fireEvent.pointerUp(next, { pointerId: 2, clientX: 170 });
    await wait(0);
    expect(currentBullet(container)).toBe(1);
    fireEvent.pointerDown(next, { pointerId: 3, clientX: 200 });
    fireEvent.pointerUp(next, { pointerId: 3, clientX: 202 });
    fireEvent.click(next);
    expect(tapped).toEqual(['two']);
  });

  it('loops backwards from the first item to the last through the copy before it', async () => {
    const { container, getByText } = show();
    await wait(CAROUSEL_LIVE_AFTER_MS);
    Object.defineProperty(container.querySelector('.carousel')!, 'clientWidth', { value: 300 });
    const item = getByText('one', { selector: '.carousel-slide:not([inert]) button' });
    fireEvent.pointerDown(item, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 200 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 200 });
    await wait(0);
    expect(track(container).style.transform).toBe('translateX(calc(0% + 0px))');
    await wait(CAROUSEL_SPEED_MS);
    expect(currentBullet(container)).toBe(2);
    expect(track(container).style.transform).toBe('translateX(calc(-300% + 0px))');
  });

  it('keeps going through touch, but holds while the keyboard is in it', async () => {
    const { container, getByRole } = show();
    const bullet = getByRole('button', { name: 'Show item 1 of 3' });
    fireEvent.pointerDown(bullet, { pointerId: 1, clientX: 10 });
    fireEvent.pointerUp(bullet, { pointerId: 1, clientX: 10 });
    await wait(AUTOPLAY + FRAME);
    expect(currentBullet(container)).toBe(1);
    act(() => bullet.focus());
    await wait(AUTOPLAY * 3);
    expect(currentBullet(container)).toBe(1);
    act(() => bullet.blur());
    await wait(AUTOPLAY);
    expect(currentBullet(container)).toBe(2);
  });

  it('does not move by itself for people who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { container } = show();
    await wait(AUTOPLAY * 3);
    expect(currentBullet(container)).toBe(0);
  });

  it('shows a single item still, with no bullets and nothing inert', async () => {
    const { container } = show(['only']);
    await wait(AUTOPLAY * 2);
    expect(slides(container)).toEqual(['only']);
    expect(container.querySelectorAll('.carousel-bullet')).toHaveLength(0);
  });

  it('moves a vertical ticker along its height', async () => {
    const { container } = show(ITEMS, { vertical: true });
    await wait(AUTOPLAY + FRAME);
    expect(track(container).style.transform).toBe('translateY(calc(-200% + 0px))');
  });
});
